"""The house rules that keep the code enterable: no import cycles, no private imports across packages,
no oversized modules, nothing but the CLI printing."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# installed package name -> source folder (pyproject's package-dir)
PACKAGES = {"mqss_edge": "mqss_edge", "mqss_edge.quantize": "quantize", "mqss_edge.device": "device",
            "mqss_edge.sdk_integration": "sdk_integration"}
MAX_LINES = 800


def _modules() -> dict[str, Path]:
    mods = {}
    for pkg, folder in PACKAGES.items():
        for f in (ROOT / folder).rglob("*.py"):
            parts = [p for p in f.relative_to(ROOT / folder).with_suffix("").parts if p != "__init__"]
            mods[".".join([pkg, *parts])] = f
    return mods


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of a file except those under ``if TYPE_CHECKING:`` (annotations only, never run)."""
    out, todo = [], [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and ast.unparse(child.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
                todo.extend(child.orelse)
                continue
            todo.append(child)
    return out


def _imports(name: str, path: Path) -> set[str]:
    """Every module ``name`` imports when it runs, at any depth of the file (a lazy import is a dependency
    too; a ``TYPE_CHECKING`` import is not)."""
    out = set()
    is_pkg = path.name == "__init__.py"
    for node in _runtime_nodes(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name if is_pkg else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                mod = base + (f".{node.module}" if node.module else "")
            else:
                mod = node.module or ""
            out.add(mod)
            out |= {f"{mod}.{a.name}" for a in node.names}
    return out


def _graph() -> dict[str, set[str]]:
    mods = _modules()

    def owner(dotted: str) -> str | None:
        while dotted and dotted not in mods:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    return {m: {o for d in _imports(m, p) if d.startswith("mqss_edge") and (o := owner(d)) and o != m}
            for m, p in mods.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_the_cycle_finder_finds_cycles() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles() -> None:
    # a submodule importing its own package's __init__ counts: import the sibling module instead
    assert _cycles(_graph()) == []


def test_no_private_imports_across_packages() -> None:
    # `a.b._c` (a private module or a private name of module `a.b`) is for package `a` (or `a.b`) alone
    mods = _modules()
    packages = {n for n, p in mods.items() if p.name == "__init__.py"}
    bad = []
    for name, path in mods.items():
        pkg = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for dep in _imports(name, path):
            parts = dep.split(".")
            i = next((i for i, part in enumerate(parts) if part.startswith("_") and not part.startswith("__")), None)
            if i is None or not dep.startswith("mqss_edge"):
                continue
            prefix = ".".join(parts[:i])
            owner = prefix if prefix in packages else prefix.rpartition(".")[0]
            if pkg != owner and not pkg.startswith(owner + "."):
                bad.append(f"{name} imports {dep}")
    assert bad == []


def test_no_module_over_800_lines() -> None:
    big = {str(p.relative_to(ROOT)): n for p in _modules().values()
           if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert big == {}


def test_only_the_cli_prints() -> None:
    printers = []
    for name, path in _modules().items():
        if name.startswith("mqss_edge.cli"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
                printers.append(f"{name}:{node.lineno}")
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("rich.console"):
                printers.append(f"{name}:{node.lineno} imports rich.console")
    assert printers == []
