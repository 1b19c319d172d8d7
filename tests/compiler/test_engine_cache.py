"""The engine's store never turns one unlucky outcome into a permanent one.

Outcomes that depend on the limits (a timeout, a size cap) or on the machine's load (a timeout, a kernel
killed from outside) are stored with what they depend on: under other limits they are re-tried, and a
load-dependent failure is believed only once it recurred. Outcomes of the candidate itself stay cached.
"""

from __future__ import annotations

from mqss_edge.compiler.driver import Limits, Status
from mqss_edge.engine import CONFIRMATIONS, Engine, Evaluation, outcome_dependence
from mqss_edge.pipeline import Plan
from mqss_edge.store import Store
from tests.conftest import small_matmul

UNROLL = Plan.parse("affine(func.func(affine-loop-unroll{unroll-factor=4}))")


def test_timeout_under_tight_limits_does_not_poison_normal_limits(tmp_path) -> None:
    store = Store(tmp_path / "s.db")
    text = small_matmul(16, 16, 16)
    Engine(store).reference(text)  # the reference build, under normal limits
    # no clang finishes in 10 ms: a timeout, as under a heavy load
    tight = Engine(store, limits=Limits(cc_timeout=0.01))
    first = tight.evaluate(text, UNROLL)
    assert first.status is Status.TIMEOUT and first.stage == "cc"
    assert first.extra["depends_on"]["load"] and first.extra["attempts"] == 1
    normal = Engine(store)
    ev = normal.evaluate(text, UNROLL)
    assert ev.status is Status.OK and not ev.cached, ev.message
    # and the good outcome is what is stored now
    assert Engine(store).evaluate(text, UNROLL).cached


def test_load_dependent_failure_is_believed_only_when_it_recurs(tmp_path) -> None:
    store = Store(tmp_path / "s.db")
    text = small_matmul(16, 16, 32)
    Engine(store).reference(text)
    tight = Engine(store, limits=Limits(cc_timeout=0.01))
    seen = [tight.evaluate(text, UNROLL) for _ in range(CONFIRMATIONS + 1)]
    assert all(ev.status is Status.TIMEOUT for ev in seen)
    assert [ev.cached for ev in seen] == [False] * CONFIRMATIONS + [True]
    assert seen[CONFIRMATIONS - 1].extra["attempts"] == CONFIRMATIONS


def test_size_cap_outcome_is_keyed_by_the_caps(tmp_path) -> None:
    store = Store(tmp_path / "s.db")
    text = small_matmul(32, 32, 32)
    Engine(store).reference(text)
    capped = Engine(store, limits=Limits(max_text_bytes=1024))
    assert capped.evaluate(text, UNROLL).status is Status.TOO_LARGE
    # the same caps: deterministic, cached at once
    assert capped.evaluate(text, UNROLL).cached
    ev = Engine(store).evaluate(text, UNROLL)
    assert ev.status is Status.OK and not ev.cached


def test_candidate_failures_stay_cached(tmp_path, softmax_text) -> None:
    store = Store(tmp_path / "s.db")
    plan = Plan.parse("tensor(transform{rank=2 tile=7,9 vectorize=true})")
    first = Engine(store).evaluate(softmax_text, plan)
    assert first.status is Status.PASS_ERROR and "depends_on" not in first.extra
    # a pass error does not depend on time limits: looser limits reuse it
    again = Engine(store, limits=Limits(opt_timeout=120.0)).evaluate(softmax_text, plan)
    assert again.cached and again.status is Status.PASS_ERROR


def _ev(status: Status, stage: str, message: str) -> Evaluation:
    return Evaluation(status=status, plan="", full_pipeline="", transform_script=None, stage=stage, message=message,
                      compile_ms={}, text_bytes=0, max_abs_error=None, mlir_version="22.1.8", target="host")


def test_what_outcomes_depend_on() -> None:
    lim = Limits()
    assert outcome_dependence(_ev(Status.CRASH, "run", "kernel exited with -11: "), lim) is None
    assert outcome_dependence(_ev(Status.CRASH, "run", "kernel exited with -9: "), lim) == {"load": True}
    assert outcome_dependence(_ev(Status.CRASH, "run", "kernel exited with 137: "), lim) == {"load": True}
    assert outcome_dependence(_ev(Status.MISCOMPILE, "check", "max abs error 0.8"), lim) is None
    assert outcome_dependence(_ev(Status.TIMEOUT, "opt", ""), lim)["load"]
    assert (outcome_dependence(_ev(Status.TIMEOUT, "opt", ""), Limits(opt_timeout=5.0))
            != outcome_dependence(_ev(Status.TIMEOUT, "opt", ""), lim))


def test_a_success_under_loose_limits_is_not_reused_under_tighter_ones(tmp_path) -> None:
    store = Store(tmp_path / "s.db")
    text = small_matmul(32, 32, 32)
    ok = Engine(store).evaluate(text, UNROLL)
    assert ok.status is Status.OK
    capped = Engine(store, limits=Limits(max_text_bytes=ok.text_bytes - 1)).evaluate(text, UNROLL)
    assert capped.status is Status.TOO_LARGE and capped.text_bytes == ok.text_bytes and not capped.cached
    again = Engine(store).evaluate(text, UNROLL)
    assert again.status is Status.OK and again.text_bytes == ok.text_bytes


def test_plans_are_stored_under_the_versions_of_what_they_compile_to(monkeypatch) -> None:
    # a schedule whose transform script changed (fuse=K: FUSE_SCRIPT_VERSION) or whose group ids mean other
    # groups (GROUPING_VERSION) must not find the outcomes stored for the old script or groups
    from mqss_edge.compiler import transforms
    from mqss_edge.engine import _plan_key
    from mqss_edge.features import groups

    fused = Plan.parse("tensor(transform{group=1 rank=4 kind=parallel tile=1,1,7,16 fuse=4 hoist=true "
                       "vectorize=true})")
    plain = Plan.parse("tensor(transform{rank=3 kind=reduction tile=8,32,16 vectorize=true})")
    assert _plan_key(plain) == (str(plain),)
    before = _plan_key(fused)
    assert before[0] == str(fused) and len(before) == 3
    monkeypatch.setattr(transforms, "FUSE_SCRIPT_VERSION", transforms.FUSE_SCRIPT_VERSION + 1)
    bumped = _plan_key(fused)
    assert bumped != before and _plan_key(plain) == (str(plain),)
    monkeypatch.setattr(groups, "GROUPING_VERSION", groups.GROUPING_VERSION + 1)
    assert _plan_key(fused) not in (before, bumped)


def test_the_toolchain_is_read_back_after_a_timed_run_drops_the_page_cache(tmp_path, monkeypatch) -> None:
    """A compile right after a page-cache drop reads LLVM and MLIR from disk (2.3x its time here): after timed runs
    that dropped the cache on this host, the engine reads the toolchain's files back before the next compile."""
    import os

    import mqss_edge.engine as engine_mod
    from mqss_edge.compiler.toolchain import resident_files, toolchain, warm_toolchain
    from mqss_edge.engine import MeasureConfig

    tc = toolchain()
    files = resident_files(tc)
    assert {os.path.realpath(tc.mlir_opt), os.path.realpath(tc.clang)} <= set(files)
    assert any("libMLIR" in f for f in files) and any("libLLVM" in f for f in files)

    def read_bytes() -> int:
        with open("/proc/self/io") as f:
            return int(next(line for line in f if line.startswith("rchar")).split()[1])

    before = read_bytes()
    warm_toolchain(tc)
    assert read_bytes() - before >= sum(os.path.getsize(f) for f in files)
    calls: list[object] = []
    monkeypatch.setattr(engine_mod, "warm_toolchain", lambda t: calls.append(t))
    eng = Engine(Store(tmp_path / "s.db"))
    text = small_matmul(16, 16, 16)
    quick = dict(warmup=1, repeat=2, processes=1, pin=None)
    ev = eng.evaluate(text, Plan(), measure=MeasureConfig(**quick, drop_caches=True))
    assert calls == ([tc] if ev.runtime.caches_dropped else [])  # dropped where permitted (root)
    eng.evaluate(text, UNROLL, measure=MeasureConfig(**quick, drop_caches=False))
    assert len(calls) == int(ev.runtime.caches_dropped)  # nothing dropped: nothing to read back
    eng.close()
