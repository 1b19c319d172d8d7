"""1-D convolution schedules: applied where the module has a 1-D conv of their layout, masked elsewhere."""

from __future__ import annotations

import pytest

from mqss_edge import episode
from mqss_edge.actions import MENU, action_index
from mqss_edge.engine import Engine
from mqss_edge.env.facts import module_facts
from mqss_edge.kernels import bundled_kernel
from mqss_edge.store import Store

NCW = """func.func @main(%x: tensor<1x16x34xf32>, %w: tensor<32x16x3xf32>) -> tensor<1x32x32xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x32xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
  %y = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
       ins(%x, %w : tensor<1x16x34xf32>, tensor<32x16x3xf32>) outs(%z : tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
  return %y : tensor<1x32x32xf32>
}
"""

NWC = """func.func @main(%x: tensor<1x34x16xf32>, %w: tensor<3x16x32xf32>) -> tensor<1x32x32xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x32xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
       ins(%x, %w : tensor<1x34x16xf32>, tensor<3x16x32xf32>) outs(%z : tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
  return %y : tensor<1x32x32xf32>
}
"""

CONV1D = [i for i, a in enumerate(MENU) if a.name.startswith("conv1d-")]


@pytest.mark.parametrize("text,entry", [(NCW, "conv1d-ncw-fit-f8-ow8-vec"), (NCW, "conv1d-ncw-fit-f8-ow16-c8-vec"),
                                        (NWC, "conv1d-nwc-fit-ow8-f8-vec")])
def test_a_1d_conv_schedule_compiles_runs_and_checks(text, entry) -> None:
    facts = module_facts(text)
    state = episode.State()
    valid = episode.mask(facts, state)
    assert valid[action_index(entry)]
    layout = "ncw" if text is NCW else "nwc"  # only the entries of the module's layout are offered
    assert {MENU[i].name for i in CONV1D if valid[i]} == {MENU[i].name for i in CONV1D if f"-{layout}-" in MENU[i].name}
    state, _ = episode.step(facts, state, action_index(entry))
    plan = state.plan
    assert "vectorize=true" in str(plan) and "rank=5" in str(plan)
    ev = Engine(Store(":memory:")).evaluate(text, plan)
    assert ev.ok, ev.message


def test_1d_conv_schedules_are_masked_where_no_1d_conv_is() -> None:
    facts = module_facts(bundled_kernel("matmul_256.mlir"))
    valid = episode.mask(facts, episode.State())
    assert not any(valid[i] for i in CONV1D)
