"""The graph encoder on the C network's own thread (``encode_start`` / ``encode_wait``, ``NativePolicy.embed_async``):
the same embedding as in the caller's thread, bit for bit, from many threads at once, across a fork and with a job
left in flight; bad arguments raise in the call."""

from __future__ import annotations

import os
import threading

import numpy as np
import pytest
from mqss_edge.quantize import native

pytestmark = pytest.mark.skipif(native.ext is None, reason="quantize/_infer.c was not built (make setup builds it)")


@pytest.fixture(scope="module")
def policy():
    from mqss_edge.policy.artifact import load_artifact
    from mqss_edge.quantize import OrtRuntime

    rt = OrtRuntime(load_artifact(None).model_path)
    assert rt.native is not None
    return rt.native


@pytest.fixture(scope="module")
def graphs(policy):
    """(nodes, links, the embedding computed in the caller's thread) of corpus models and kernels."""
    from mqss_edge.corpus.manifest import load_manifest
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.features import ir_graph

    out = []
    for e in list(load_models())[::4] + list(load_manifest())[::40]:
        g = ir_graph(e.text())
        nodes = np.ascontiguousarray(g.nodes, np.float32)
        out.append((nodes, g.edge_links, policy.embed(nodes, g.edge_links)))
    assert sum(len(n) >= native.THREAD_MIN_NODES for n, _, _ in out) >= 10
    return out


def test_the_thread_gives_the_embedding_of_the_callers_thread(policy, graphs) -> None:
    net = policy.net
    for nodes, links, want in graphs:
        out = np.empty(policy.hidden, np.float32)
        assert net.encode_start(nodes, links, out) is True  # handed over: nothing else is in flight
        net.encode_wait()
        np.testing.assert_array_equal(out, want)
        net.encode_wait()  # nothing in flight: returns at once
    nodes, links, want = graphs[0]
    one = np.empty(policy.hidden, np.float32)
    assert net.encode_start(nodes, links, one)
    # the next start reaps the last job (finished or waited for) first; then the job is the new one's
    nodes2, links2, want2 = graphs[1]
    two = np.empty(policy.hidden, np.float32)
    started = net.encode_start(nodes2, links2, two)
    net.encode_wait()
    np.testing.assert_array_equal(one, want)
    np.testing.assert_array_equal(two, want2)
    assert isinstance(started, bool)


def test_embed_async_is_embed_and_small_graphs_stay_in_the_callers_thread(policy, graphs, monkeypatch) -> None:
    for on in (True, False):
        monkeypatch.setenv("MQSS_EDGE_ENCODER_THREAD", "1" if on else "0")
        for nodes, links, want in graphs:
            np.testing.assert_array_equal(policy.embed_async(nodes, links)(), want)
    started = []

    class Spy:
        def __init__(self, net) -> None:
            self.net = net

        def __getattr__(self, name):
            if name == "encode_start":
                started.append(True)
            return getattr(self.net, name)

    spied = native.NativePolicy(Spy(policy.net), policy.feats, policy.hidden, policy.actions)
    monkeypatch.setattr(native, "encoder_thread", lambda: True)
    small = next((n, li, w) for n, li, w in graphs if len(n) < native.THREAD_MIN_NODES)
    np.testing.assert_array_equal(spied.embed_async(small[0], small[1])(), small[2])
    assert not started  # too small to hand over
    big = next((n, li, w) for n, li, w in graphs if len(n) >= native.THREAD_MIN_NODES)
    np.testing.assert_array_equal(spied.embed_async(big[0], big[1])(), big[2])
    assert started


def test_many_threads_at_once_and_an_encode_meanwhile(policy, graphs) -> None:
    """Four threads start, wait for and compute embeddings on one network at once (a busy thread makes a start
    compute in the call, in a scratch of its own; a plain encode waits for the job first): every result is the one
    of the caller's thread."""
    net = policy.net
    errors: list[str] = []

    def work(seed: int) -> None:
        rng = np.random.default_rng(seed)
        for _ in range(25):
            nodes, links, want = graphs[int(rng.integers(len(graphs)))]
            out = np.empty(policy.hidden, np.float32)
            if rng.random() < 0.3:
                net.encode(nodes, links, out)
            else:
                if net.encode_start(nodes, links, out):
                    net.encode_wait()
            if not np.array_equal(out, want):
                errors.append(f"thread {seed}: an embedding differs")

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")
def test_a_forked_child_finishes_the_parents_job_and_starts_its_own_thread(policy, graphs) -> None:
    net = policy.net
    (nodes, links, want), (nodes2, links2, want2) = graphs[0], graphs[1]
    out = np.empty(policy.hidden, np.float32)
    net.encode_start(nodes, links, out)
    pid = os.fork()
    if pid == 0:  # the child: the parent's thread does not exist here
        ok = True
        try:
            net.encode_wait()  # the job handed over before the fork is computed here
            ok &= bool(np.array_equal(out, want))
            two = np.empty(policy.hidden, np.float32)
            if net.encode_start(nodes2, links2, two):  # a thread of the child's own
                net.encode_wait()
            ok &= bool(np.array_equal(two, want2))
        finally:
            os._exit(0 if ok else 1)
    net.encode_wait()
    np.testing.assert_array_equal(out, want)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0


def test_a_network_dropped_with_a_job_in_flight_and_built_again(graphs) -> None:
    """A network deleted while its thread computes (the thread is stopped and joined) or built again by ``__init__``
    (the job finishes first): no crash, and the new network computes as a fresh one."""
    from mqss_edge.policy.artifact import load_artifact
    from mqss_edge.quantize import OrtRuntime

    nodes, links, want = graphs[0]
    for _ in range(3):
        pol = OrtRuntime(load_artifact(None).model_path).native
        out = np.empty(pol.hidden, np.float32)
        pol.net.encode_start(nodes, links, out)
        del pol
    pol = OrtRuntime(load_artifact(None).model_path).native
    layers, mean, inv_std = native._layers(__import__("onnx").load(str(load_artifact(None).model_path)))
    out = np.empty(pol.hidden, np.float32)
    pol.net.encode_start(nodes, links, out)
    pol.net.__init__(layers, mean, inv_std)
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(pol.embed(nodes, links), want)


def test_bad_arguments_raise_in_the_call_and_hold_nothing(policy, graphs) -> None:
    net = policy.net
    nodes, links, want = graphs[0]
    out = np.empty(policy.hidden, np.float32)
    with pytest.raises(ValueError, match="wrong shape"):
        net.encode_start(nodes[:, :5].copy(), links, out)
    with pytest.raises(ValueError, match="wrong shape"):
        net.encode_start(nodes, links, np.empty(3, np.float32))
    with pytest.raises(ValueError, match="out of range"):
        net.encode_start(nodes, links + len(nodes), out)
    with pytest.raises(ValueError):
        net.encode_start(nodes, links, np.empty(policy.hidden, np.float64))
    net.encode_wait()
    assert net.encode_start(nodes, links, out) in (True, False)
    net.encode_wait()
    np.testing.assert_array_equal(out, want)


def test_the_thread_follows_the_cpus_and_the_environment(monkeypatch) -> None:
    monkeypatch.delenv("MQSS_EDGE_ENCODER_THREAD", raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert native.encoder_thread()
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {1})  # pinned to one CPU: the caller's thread
    assert not native.encoder_thread()
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    monkeypatch.setenv("MQSS_EDGE_ENCODER_THREAD", "0")
    assert not native.encoder_thread()


def test_selections_are_the_same_with_and_without_the_thread(monkeypatch) -> None:
    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.selector import Selector

    sel = Selector.load()
    assert sel.runtime.native is not None
    monkeypatch.setattr(native, "encoder_thread", lambda: True)
    texts = [e.text() for e in list(load_models())[::6]]
    on = [sel.select(t + "\n// on\n") for t in texts]
    monkeypatch.setattr(native, "encoder_thread", lambda: False)
    off = [sel.select(t + "\n// off\n") for t in texts]
    for a, b in zip(on, off):
        assert (str(a.plan), a.actions, a.confidence, a.guarded) == (str(b.plan), b.actions, b.confidence, b.guarded)
