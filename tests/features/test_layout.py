"""The feature package's layout: one concept per module, each small, none importing the package itself."""

from __future__ import annotations

import ast
from pathlib import Path

import mqss_edge.features.native as native

PACKAGE = Path(native.__file__).resolve().parent
MODULES = sorted(p for p in PACKAGE.glob("*.py") if p.name != "__init__.py")


def _imported(tree: ast.Module) -> list[str]:
    """Modules a file imports, spelled out (``from A import b`` names ``A``: it runs A's ``__init__``)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append("." * node.level + (node.module or ""))
    return out


def test_no_submodule_imports_its_own_package():
    """A submodule that imports ``mqss_edge.features`` runs the package ``__init__``, which imports it back."""
    assert len(MODULES) >= 10
    for path in MODULES:
        bad = [m for m in _imported(ast.parse(path.read_text(encoding="utf-8"))) if m in ("mqss_edge.features", ".")
               or m.startswith(".")]
        assert not bad, f"{path.name} imports {bad}: import the sibling module (mqss_edge.features.<name>)"


def test_every_module_is_a_room():
    """No module past ~800 lines (STYLE.md 27)."""
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in MODULES}
    assert max(sizes.values()) <= 800, sizes
