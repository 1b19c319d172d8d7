"""Every module of the corpus (when one is built) reads, encodes and graphs; forms agree."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from mqss_edge.features import encode, ir_graph, parse
from tests.features.helpers import mlir_opt

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted((ROOT / "mqss_edge" / "data" / "corpus").rglob("*.mlir")) + sorted(
    (ROOT / "mqss_edge" / "kernels").glob("*.mlir"))


@pytest.mark.skipif(not MODULES, reason="no corpus modules built yet")
def test_every_corpus_module_reads_and_encodes():
    for path in MODULES:
        module = parse(path.read_text(encoding="utf-8"), path=str(path))
        vec = encode(module)
        graph = ir_graph(module)
        assert np.isfinite(vec).all(), path
        assert graph.nodes.shape[0] > 0, path
        assert all(op.known for op in module.walk()), path


@pytest.mark.slow
@pytest.mark.skipif(not MODULES, reason="no corpus modules built yet")
def test_corpus_custom_and_generic_forms_agree():
    def forms(path: Path) -> tuple[Path, str, str, str]:
        text = path.read_text(encoding="utf-8")
        return path, text, mlir_opt(text), mlir_opt(text, "--mlir-print-op-generic")

    with ThreadPoolExecutor(4) as pool:
        for path, text, custom, generic in pool.map(forms, MODULES):
            base = encode(text)
            graph = ir_graph(text)
            for other in (custom, generic):
                assert (encode(other) == base).all(), path
                g = ir_graph(other)
                assert (g.nodes == graph.nodes).all() and (g.edge_links == graph.edge_links).all(), path
