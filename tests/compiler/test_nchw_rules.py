"""NCHW layouts in the expert rules and the menu.

``pool-nchw-row-vec`` / ``pool-nchw-fit-ow8-vec``: NCHW pools (max and average, 3x3 and 2x2 windows, strides 1 and
2, several sizes in one group) vectorized along their output rows, whole up to 16 and by 8 beyond, compile, run and
check against the reference build; each entry is masked where it does not apply (NHWC pools, NCHW convs, rows too
long to keep whole, rows no 7-8 tile divides); the expert rules and the zero-shot guard give them to an NCHW pool
group the policy leaves on the default lowering. An NCHW conv group gets the accumulator tile from the expert
rules, not the family's scalar interchange."""

from __future__ import annotations

import pytest

from mqss_edge import episode
from mqss_edge.actions import action_index
from mqss_edge.env.facts import module_facts
from mqss_edge.pipeline import Plan

from tests.compiler.test_window_schedules import _conv, _maxpool, applied

POOL, POOL8 = "pool-nchw-row-vec", "pool-nchw-fit-ow8-vec"


def _attrs(stride: int) -> str:
    return f"{{dilations = dense<1> : tensor<2xi64>, strides = dense<{stride}> : tensor<2xi64>}}"


def _pools(kind: str, shapes: list[tuple[int, int, int, int]]) -> str:
    """One function of NCHW pools, each ``(H, C, K, stride)`` on its own input, every result returned."""
    init = "-3.40282347E+38" if kind == "max" else "0.0"
    args, body, rets = [], [], []
    for n, (h, c, k, s) in enumerate(shapes):
        o = (h - k) // s + 1
        i, y = f"1x{c}x{h}x{h}", f"1x{c}x{o}x{o}"
        args.append(f"%x{n}: tensor<{i}xf32>")
        body.append(f"""  %w{n} = tensor.empty() : tensor<{k}x{k}xf32>
  %e{n} = tensor.empty() : tensor<{y}xf32>
  %z{n} = linalg.fill ins(%cst : f32) outs(%e{n} : tensor<{y}xf32>) -> tensor<{y}xf32>
  %r{n} = linalg.pooling_nchw_{kind} {_attrs(s)}
    ins(%x{n}, %w{n} : tensor<{i}xf32>, tensor<{k}x{k}xf32>) outs(%z{n} : tensor<{y}xf32>) -> tensor<{y}xf32>""")
        rets.append((f"%r{n}", f"tensor<{y}xf32>"))
    return (f"func.func @main({', '.join(args)}) -> ({', '.join(t for _, t in rets)}) {{\n"
            f"  %cst = arith.constant {init} : f32\n" + "\n".join(body) + "\n"
            f"  return {', '.join(r for r, _ in rets)} : {', '.join(t for _, t in rets)}\n}}\n")


@pytest.mark.parametrize("text", [
    _pools("max", [(31, 32, 3, 2), (15, 64, 3, 2)]),  # squeezenet's two pools: OW 15 and 7, one group
    _pools("max", [(16, 16, 2, 2), (8, 32, 2, 2)]),  # vgg's 2x2 windows
    _pools("sum", [(16, 16, 3, 1)]),  # poolformer's average pool (its sum), stride 1
], ids=["max-3x3-s2-two-sizes", "max-2x2-s2", "sum-3x3-s1"])
def test_nchw_pools_vectorized_along_rows_compile_run_and_check(text: str, engine) -> None:
    state, p = applied(text, POOL)
    assert p.param("tile") == "1,1,1,0,1,0" and p.param("decompose") == "true" and p.param("vectorize") == "true"
    got = engine.evaluate(text, state.plan)
    assert got.ok, got.message


@pytest.mark.parametrize("text", [_maxpool(18, 32, 3), _conv(16, 32, 32, 3, "nchw")], ids=["nhwc-pool", "nchw-conv"])
def test_nchw_pool_entry_is_masked_where_no_nchw_pool_is(text: str) -> None:
    mask = episode.mask(module_facts(text), episode.State())
    assert not mask[action_index(POOL)] and not mask[action_index(POOL8)]


def test_long_pool_rows_are_tiled_by_8_not_kept_whole(engine) -> None:
    stem = _pools("max", [(113, 8, 3, 2)])  # resnet's stem pool: OW 56
    assert not episode.mask(module_facts(stem), episode.State())[action_index(POOL)]
    state, p = applied(stem, POOL8)
    assert p.param("tile") == "1,1,1,8,1,0"
    got = engine.evaluate(stem, state.plan)
    assert got.ok, got.message
    short = module_facts(_pools("max", [(31, 32, 3, 2)]))  # OW 15: kept whole; no 7-8 tile divides 15
    mask = episode.mask(short, episode.State())
    assert mask[action_index(POOL)] and not mask[action_index(POOL8)]


def test_expert_rules_and_guard_schedule_an_nchw_pool_group(tmp_path) -> None:
    from mqss_edge import Selector
    from mqss_edge.corpus.module_plan import group_expert_schedule

    from tests.selector.test_selector import _policy

    text = _pools("max", [(31, 32, 3, 2), (15, 64, 3, 2)])
    facts = module_facts(text)
    groups = episode.candidate_groups(facts)
    assert [g.nests[0].op for g in groups] == ["pooling_nchw_max"] * 2
    rules = tuple(group_expert_schedule(g, facts) for g in groups)
    assert all(r is not None and r.param("tile") == "1,1,1,0,1,0" and r.param("group") == str(g.id)
               for r, g in zip(rules, groups))
    sel = Selector.load(_policy(tmp_path, ["stop"]))  # a policy that stops at once
    pick = sel.select(text)
    assert pick.plan.transforms == rules and "pooling groups 0, 1" in (pick.guarded or "")
    assert sel.select(text, guard=False).plan.transforms == ()


def test_expert_rules_give_an_nchw_conv_group_the_accumulator_tile(engine) -> None:
    """The conv2d-nchw family rule is the scalar F-C-W interchange; a group the accumulator tiles fit gets one."""
    from mqss_edge.corpus.module_plan import group_expert_schedule

    from tests.compiler.test_window_schedules import _conv

    text = _conv(18, 3, 8, 3, "nchw")  # a stem: 3 input channels, 8 filters, OW 16
    facts = module_facts(text)
    (group,) = [g for g in episode.candidate_groups(facts) if g.nests[0].op.startswith("conv_2d_nchw")]
    rule = group_expert_schedule(group, facts)
    assert rule is not None and rule.param("tile") == "1,8,1,16,3,1,1" and rule.param("decompose") == "true"
    got = engine.evaluate(text, Plan((rule,)))
    assert got.ok, got.message
