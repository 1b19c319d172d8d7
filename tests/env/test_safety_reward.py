"""Masking and overrides on real modules; the reward as a pure function."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mqss_edge.actions import ACTION_NAMES, MENU, action_index
from mqss_edge.env.facts import module_facts
from mqss_edge.env.reward import ChipProfile, Metrics, Norms, RewardWeights, normalized, reward
from mqss_edge.env.safety import action_mask, override
from mqss_edge.pipeline import Stage
from tests.conftest import small_matmul


def _valid(mask: np.ndarray) -> set[str]:
    return {ACTION_NAMES[i] for i in np.flatnonzero(mask)}


def test_facts_of_real_kernels(matmul_text, softmax_text) -> None:
    assert [n.bounds for n in module_facts(matmul_text).nests] == [(256, 256, 256)]
    sm = module_facts(softmax_text)
    assert sm.has_reduction and {n.rank for n in sm.nests} == {1, 2}
    from mqss_edge.kernels import bundled_kernel

    conv = module_facts(bundled_kernel("conv_nhwc_34x34x32x64.mlir"))
    assert (1, 32, 32, 64, 3, 3, 32) in [n.bounds for n in conv.nests]


def test_facts_tell_a_generic_contraction_from_a_generic_reduction(matmul_text) -> None:
    from mqss_edge import corpus

    entry = next(e for e in corpus.load_manifest() if e.name == "attention-h6-s32-d64")
    nests = module_facts(entry.text()).nests
    qk = [n for n in nests if n.op == "generic" and n.rank == 4]  # Q @ K^T with the transpose in its maps
    assert qk and all(n.matmul_like and n.reads_along_reduction for n in qk)
    sums = [n for n in nests if n.op == "generic" and n.innermost_reduction and n.rank == 3]  # softmax's max, sum
    assert sums and not any(n.matmul_like for n in sums)
    assert not module_facts(matmul_text).nests[0].matmul_like  # a named matmul is known by its name


def test_facts_read_the_generic_form_like_the_custom_form(matmul_text, softmax_text) -> None:
    from mqss_edge.kernels import bundled_kernel
    from tests.features.helpers import mlir_opt

    for text in (matmul_text, softmax_text, bundled_kernel("conv_nhwc_34x34x32x64.mlir"), small_matmul(49, 384, 96)):
        generic = mlir_opt(text, "--mlir-print-op-generic")
        assert "linalg.matmul" not in generic or '"linalg.' in generic
        facts = module_facts(text)
        assert facts.nests and module_facts(generic) == facts
        assert (action_mask(module_facts(generic), []) == action_mask(facts, [])).all()


def test_depthwise_nchw_is_a_window_reduction() -> None:
    from mqss_edge import corpus

    entry = next(e for e in corpus.split("family-out") if e.uri.endswith("mobilenetv2-block1-dw"))
    dw = [n for n in module_facts(entry.text()).nests if n.op.startswith("depthwise_conv_2d_nchw")]
    # (n, oh, ow, c, kh, kw): the 3x3 window loops are reductions, innermost
    assert dw and dw[0].bounds == (1, 112, 112, 32, 3, 3) and dw[0].innermost_reduction


def test_tiles_must_divide(matmul_text) -> None:
    ok = _valid(action_mask(module_facts(matmul_text), []))
    assert {"mm-tile-8x32x16-vec", "mm-interchange-ikj", "stop"} <= ok
    assert not any(n.startswith(("conv-", "dw-", "bmm-")) for n in ok)
    # M = 49: no tile with an M extent > 1 divides it, the GEMV/interchange schedules remain
    odd = _valid(action_mask(module_facts(small_matmul(49, 64, 64)), []))
    assert "mm-tile-8x32x16-vec" not in odd and "mm-tile-1x64x64-vec" in odd and "mm-interchange-ikj" in odd


def test_vectors_beyond_the_limit_are_masked() -> None:
    """Whole-channel NCHW schedules: 16 x 7 x C(x window) elements per vector; above 2^16 they time out."""
    from mqss_edge import corpus
    from mqss_edge.env import safety

    by = {e.name: e for e in corpus.split("all")}
    name = "nchw-tile-f16-ow7-vec"
    # 16 x 7 x 512 = 57,344 elements: offered (8.7x faster code, measured)
    assert name in _valid(action_mask(module_facts(by["conv2d-nchw-14x14x512x256-k1s1"].text()), []))
    facts = module_facts(by["resnet50-layer4-conv1"].text())  # 16 x 7 x 2048 = 229,376: compile timeout
    assert name not in _valid(action_mask(facts, []))
    limit = safety.MAX_VECTOR_ELEMS
    try:
        safety.MAX_VECTOR_ELEMS = 1 << 20
        assert name in _valid(action_mask(facts, []))  # the limit, not a divisibility rule, masks it
    finally:
        safety.MAX_VECTOR_ELEMS = limit


def test_stages_move_forward_and_no_repeats(matmul_text) -> None:
    facts = module_facts(matmul_text)
    hist = [action_index("affine-tile-32")]
    valid = _valid(action_mask(facts, hist))
    assert "affine-tile-32" not in valid and "affine-unroll-4" in valid
    assert not any(MENU[action_index(n)].stage is Stage.TENSOR for n in valid if n != "stop")
    # after a tiling schedule, affine passes are pointless (scf lowering) and the rank is taken
    after = _valid(action_mask(facts, [action_index("mm-tile-8x32x16-vec")]))
    assert not any(n.startswith("affine-") for n in after)
    assert not any(n.startswith("mm-") for n in after)


def test_overrides_on_reductions(softmax_text, matmul_text) -> None:
    sm = module_facts(softmax_text)
    assert "miscompiles" in override(MENU[action_index("affine-fusion")], sm)
    assert override(MENU[action_index("affine-vectorize-8")], sm) is not None
    assert override(MENU[action_index("affine-tile-32")], sm) is None


def test_reward_formula() -> None:
    w, norms = RewardWeights(), Norms()
    base = Metrics(compile=100.0, runtime=10.0, size=1000.0)
    same = reward(True, base, base, norms, w)
    # equal to baseline: success + each component at the middle of a symmetric [-log 4, log 4] range
    assert same == pytest.approx(0.3 + 0.5 * (0.2 + 0.4 + 0.1))
    faster = reward(True, Metrics(100.0, 2.5, 1000.0), base, norms, w)
    assert faster == pytest.approx(same + 0.4 * 0.5)  # 4x faster saturates the runtime term
    assert reward(False, None, base, norms, w) == -0.5
    assert normalized("runtime", 10.0, 1000.0, norms) == 0.0
    ratios = [math.log(x) for x in (1 / 40, 1 / 30, 0.5, 1, 1, 2, 3, 4, 8)]
    n = Norms.from_log_ratios({"runtime": ratios})
    # symmetric around the baseline: the slow tail (the default pipeline) does not stretch the range
    h = float(np.percentile(ratios, 95))
    assert n.hi["runtime"] == pytest.approx(h) and n.lo["runtime"] == pytest.approx(-h)
    assert n.lo["compile"] == -math.log(4)  # too few samples: the default range
    skewed = Norms.from_log_ratios({"runtime": ratios}, q_lo=5.0)
    assert skewed.lo["runtime"] == pytest.approx(float(np.percentile(ratios, 5)))
    assert skewed.lo["runtime"] < -3.0
    # near the baseline, a 1.3x speedup is worth more under the symmetric range than under the skewed one
    base, fast = Metrics(100.0, 10.0, 1000.0), Metrics(100.0, 10.0 / 1.3, 1000.0)
    assert (reward(True, fast, base, n, w) - reward(True, base, base, n, w)
            > 1.4 * (reward(True, fast, base, skewed, w) - reward(True, base, base, skewed, w)))
    few = Norms.from_log_ratios({"runtime": [0.01] * 6})
    assert few.hi["runtime"] == pytest.approx(math.log(2)) and few.lo["runtime"] == pytest.approx(-math.log(2))


def test_reward_terms_are_the_reward_past_success() -> None:
    """Each weighted term of the reward on its own (what an evaluation splits the capture gap by)."""
    from dataclasses import replace

    from mqss_edge.env.reward import reward_terms

    w, norms = RewardWeights(), Norms()
    base = Metrics(compile=100.0, runtime=10.0, size=1000.0, l1=0.02)
    cand = Metrics(compile=150.0, runtime=2.5, size=500.0, l1=0.01)
    terms = reward_terms(cand, base, norms, w)
    assert list(terms) == ["compile", "runtime", "size"]  # the default profile does not weigh L1 misses
    assert terms["runtime"] == pytest.approx(0.4) and terms["size"] == pytest.approx(0.1 * 0.75)
    assert terms["compile"] == pytest.approx(0.2 * (0.5 - math.log(1.5) / (2 * math.log(4))))
    assert reward(True, cand, base, norms, w) == w.success + terms["compile"] + terms["runtime"] + terms["size"]
    l1 = replace(w, l1=0.1)
    got = reward_terms(cand, base, norms, l1)
    assert got["l1"] == pytest.approx(0.1 * normalized("l1", 0.02, 0.01, norms))
    assert reward(True, cand, base, norms, l1) == pytest.approx(w.success + sum(got.values()))
    assert "l1" not in reward_terms(replace(cand, l1=None), base, norms, l1)


def test_chip_profiles_load(repo_root) -> None:
    edge = ChipProfile.load(repo_root / "chips" / "edge-a53.toml")
    assert edge.weights.size == 0.3 and edge.weights.l1 > 0 and edge.target == "aarch64"
    assert ChipProfile.load(repo_root / "chips" / "default.toml").weights == RewardWeights()


def _two_matmuls(m1: int, m2: int, n: int, k: int) -> str:
    """Two GEMMs with different row counts in one function (a 2mm-like module)."""
    return f"""
func.func @two(%A: tensor<{m1}x{k}xf32>, %B: tensor<{k}x{n}xf32>, %C: tensor<{m1}x{n}xf32>,
               %D: tensor<{m2}x{k}xf32>, %E: tensor<{m2}x{n}xf32>) -> (tensor<{m1}x{n}xf32>, tensor<{m2}x{n}xf32>) {{
  %0 = linalg.matmul ins(%A, %B : tensor<{m1}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%C : tensor<{m1}x{n}xf32>) -> tensor<{m1}x{n}xf32>
  %1 = linalg.matmul ins(%D, %B : tensor<{m2}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%E : tensor<{m2}x{n}xf32>) -> tensor<{m2}x{n}xf32>
  return %0, %1 : tensor<{m1}x{n}xf32>, tensor<{m2}x{n}xf32>
}}
"""


def test_fitted_schedules_take_the_largest_dividing_tile() -> None:
    from mqss_edge.env.safety import fitted_tile, resolve

    mm = MENU[action_index("mm-fit-8x32x16-vec")]
    assert fitted_tile(mm, module_facts(small_matmul(49, 384, 96))) == (7, 32, 16)
    assert fitted_tile(mm, module_facts(small_matmul(96, 384, 96))) == (8, 32, 16)
    assert fitted_tile(mm, module_facts(small_matmul(48, 40, 36))) == (8, 20, 12)
    # one schedule tiles every matching op alike: the divisor is taken of the gcd (49 and 14 -> 7)
    assert fitted_tile(mm, module_facts(_two_matmuls(49, 14, 64, 64))) == (7, 32, 16)
    # below the least useful tile (a GEMV's single row, a prime N): the schedule is not offered
    for m, n in ((1, 256), (64, 37)):
        facts = module_facts(small_matmul(m, n, 64))
        assert fitted_tile(mm, facts) is None and resolve(mm, facts) is None
        assert not action_mask(facts, [])[action_index("mm-fit-8x32x16-vec")]
    # the resolved pass is an ordinary schedule: the fixed entry's when the sizes coincide
    facts = module_facts(small_matmul(64, 64, 64))
    assert resolve(mm, facts) == MENU[action_index("mm-tile-8x32x16-vec")].pass_
    assert action_mask(facts, [])[action_index("mm-fit-8x32x16-vec")]


def test_a_fitted_plan_needs_the_module() -> None:
    from mqss_edge.env.pipeline_env import plan_of

    seq = [action_index("mm-fit-8x32x16-vec"), action_index("buffer-canonicalize")]
    with pytest.raises(ValueError, match="needs the module"):
        plan_of(seq)
    plan = plan_of(seq, module_facts(small_matmul(49, 384, 96)))
    assert str(plan) == "tensor(transform{rank=3 kind=reduction tile=7,32,16 vectorize=true}),buffer(canonicalize)"


def test_a_fitted_plan_compiles_and_matches_the_reference(engine) -> None:
    from mqss_edge.env.pipeline_env import plan_of

    text = small_matmul(49, 96, 48)
    plan = plan_of([action_index("mm-fit-8x32x16-vec")], module_facts(text))
    assert "tile=7,32,16" in str(plan)
    ev = engine.evaluate(text, plan)
    assert ev.ok, ev.status


def test_no_elementwise_fusion_after_a_matmul_interchange_on_a_real_model() -> None:
    """ViT's layer-norm fused into an interchanged (generic) matmul is recomputed per output column: after a
    matmul or batch-matmul interchange on a layer-norm model the fusion is masked; before it, after a conv
    interchange, or on a model without a layer norm, it is not."""
    from pathlib import Path

    from mqss_edge import episode
    from mqss_edge.env.safety import MATMUL_INTERCHANGES

    assert set(MATMUL_INTERCHANGES) == {"mm-interchange-ikj", "bmm-interchange-ikj"}
    models = Path(__file__).resolve().parents[2] / "mqss_edge" / "data" / "models"
    vit = module_facts((models / "vit" / "vit-layer.mlir").read_text())
    fuse, ikj = action_index("fuse-elementwise"), action_index("mm-interchange-ikj")
    start = episode.mask(vit, episode.State())
    assert start[fuse] and start[ikj]
    after, _ = episode.step(vit, episode.State(), ikj)
    assert not episode.mask(vit, after)[fuse]
    fused, _ = episode.step(vit, episode.State(), fuse)  # fusion first runs before the interchange: allowed
    assert episode.mask(vit, fused)[ikj]
    both, _ = episode.step(vit, fused, ikj)
    assert "linalg-fuse-elementwise-ops" in str(both.plan) and "interchange=0,2,1" in str(both.plan)
    cnn = module_facts((models / "lenet" / "lenet5.mlir").read_text())
    conv, _ = episode.step(cnn, episode.State(), action_index("nchw-interchange-fcw"))
    assert episode.mask(cnn, conv)[fuse]
    mlp = module_facts((models / "mlp" / "mlp-4layer.mlir").read_text())
    assert "math.rsqrt" not in mlp.ops and "math.rsqrt" in vit.ops
    mm, _ = episode.step(mlp, episode.State(), ikj)
    assert mm.applied == (ikj,) and episode.mask(mlp, mm)[fuse]


def test_the_masks_shared_lookups_decide_as_fresh_facts_do() -> None:
    # the mask caches, per facts, the ops each matcher takes and the gcd of their trips: on real models with
    # many groups and on kernels, every schedule is judged as on facts that have seen no other schedule
    import glob
    from pathlib import Path

    from mqss_edge.corpus.zoo import load_models
    from mqss_edge.env.safety import ModuleFacts, resolve, schedule_fits

    root = Path(__file__).resolve().parents[2] / "mqss_edge" / "data" / "corpus"
    texts = [e.text() for e in load_models()[:12]] + [Path(p).read_text() for p in
                                                       sorted(glob.glob(str(root / "vision" / "*" / "*.mlir")))[:40]]
    judged = fitting = 0
    for text in texts:
        facts = module_facts(text)
        for g in facts.groups:
            shared = g.facts(facts)
            for a in MENU:
                if not a.is_transform or a.rank != g.rank:
                    continue
                fresh = ModuleFacts(shared.nests, shared.ops)
                fits = schedule_fits(a, shared)
                assert fits == schedule_fits(a, fresh), (a.name, g.label)
                assert resolve(a, shared) == resolve(a, ModuleFacts(shared.nests, shared.ops)), (a.name, g.label)
                judged += 1
                fitting += fits
    assert judged > 1000 and 0 < fitting < judged


def test_row_reduction_schedule_is_offered_on_generic_rows_only() -> None:
    """``softmax-rows-1x4`` tiles N by 4 and leaves the reduction whole: the attention softmax's schedule. On a
    matmul that is 14x slower than a register tile (a retrained policy picked it for matmul-49x384x96), so the
    mask offers it on generic 3-loop reductions only."""
    from mqss_edge import corpus, episode
    from mqss_edge.env.safety import schedule_fits

    a = action_index("softmax-rows-1x4")
    rows = module_facts(corpus.by_uri()["benchmark://nlp-v1/attention-h12-s16-d64"].text())
    offered = [(g.label.split()[0], a in fits) for g, fits in episode.group_schedules(rows)]
    assert ("generic", True) in offered and ("batch_matmul", False) in offered
    assert ("batch_matmul", True) not in offered
    mm = module_facts(small_matmul(49, 96, 384))
    assert not action_mask(mm, (), ())[a] and action_mask(mm, (), ())[action_index("mm-fit-8x32x16-vec")]
    assert not any(schedule_fits(MENU[a], g.facts(mm)) for g in mm.groups)
