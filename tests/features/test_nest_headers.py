"""A loop nest's header (what the op's text says) is read once per module per shape-free text and dimensions,
and shared by ops whose bodies differ (linalg._header): each op must still get what reading it alone gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from mqss_edge.features import linalg, native, nests, reader
from tests.features import models
from tests.features.helpers import kernel, kernel_names

CORPUS = Path(reader.__file__).resolve().parents[1] / "data" / "corpus"
# torch-mlir's layout: one header (maps, iterators, types), three bodies, two of them alike, and the same
# header with other dimensions.
_GENERICS = """\
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<2x3xf32>, %d: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} \
ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} \
ins(%0, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.mulf %in, %in_0 : f32
    %4 = math.exp %3 : f32
    %5 = arith.addf %4, %in : f32
    linalg.yield %5 : f32
  } -> tensor<4x8xf32>
  %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} \
ins(%2, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<4x8xf32>
  %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} \
ins(%c, %d : tensor<2x3xf32>, tensor<3xf32>) outs(%c : tensor<2x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.subf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2x3xf32>
  return %8 : tensor<2x3xf32>
}
"""


def _texts() -> list[str]:
    texts = [_GENERICS] + [kernel(name) for name in kernel_names()]
    texts += [p.read_text(encoding="utf-8") for p in sorted(CORPUS.rglob("*.mlir"))[::4]]
    if models.available():
        texts += [models.without_resources(t) for t in models.model_modules().values()]
    return texts


@pytest.mark.parametrize("with_c", [True, False], ids=["c", "python"])
def test_shared_headers_give_what_each_op_read_alone_gives(with_c):
    mp = pytest.MonkeyPatch()
    if not with_c:
        mp.setattr(native, "ext", None)
    checked = shared = 0
    try:
        for text in _texts():
            nests.clear_op_caches()
            m = reader.parse(text)
            ks = [k for k, inf in enumerate(m._c.info) if linalg.is_structured(inf[0])]
            together = nests.loop_nests(m, ks)
            shared += len(ks) - len(m._cache.get("nest_headers", {}))
            for k, nest in zip(ks, together):
                alone = reader.parse(text)  # a module of its own: no header read before
                own = linalg._loop_nest(alone, k)
                assert len(alone._cache["nest_headers"]) == 1
                assert (nest is None) == (own is None), (text[:60], k)
                if own is not None:
                    assert nest == own and vars(nest) == vars(own), (text[:60], k)
                checked += 1
    finally:
        mp.undo()
    assert checked > 500 and shared > 100


def test_bodies_and_dimensions_stay_each_ops_own():
    m = reader.parse(_GENERICS)
    ks = [k for k, inf in enumerate(m._c.info) if inf[0] == "linalg.generic"]
    first, second, third, other = nests.loop_nests(m, ks)
    assert len(m._cache["nest_headers"]) == 2  # one per header and dimensions
    assert (first.ops_per_point, second.ops_per_point, third.ops_per_point, other.ops_per_point) == (1, 3, 1, 1)
    assert first.trips == third.trips == (4, 8) and other.trips == (2, 3)
    assert first.flops == 32 and second.flops == 96 and other.flops == 6
    assert first.bytes == (32 + 8 + 32) * 4 and other.bytes == (6 + 3 + 6) * 4
    assert first == third and first != second
