"""``mqss-edge features MODULE``: the 256 named features and graph size of an MLIR module."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

SCHEMA_VERSION = 1


def features_command(
    module: Annotated[Path, typer.Argument(help="MLIR file (custom or generic form).", show_default=False)],
    json_out: Annotated[bool, typer.Option("--json", help="Print names, vector and graph size as JSON.")] = False,
) -> None:
    """Print the IR state features of MODULE: a table of the non-zero ones, or everything as JSON."""
    # Imported here so that `mqss-edge --help` does not load numpy and gymnasium.
    from rich.console import Console
    from rich.markup import escape

    from mqss_edge.cli._common import err
    from mqss_edge.errors import ParseError
    from mqss_edge.features import encode, feature_names, ir_graph, parse

    try:
        text = module.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        err.print(f"[red]error:[/] cannot read {escape(str(module))}: {escape(str(exc))}")
        raise typer.Exit(code=1) from None
    try:
        ir = parse(text, path=str(module))
    except ParseError as exc:
        err.print(f"[red]error:[/] {escape(str(exc))}")
        raise typer.Exit(code=1) from None
    vector = encode(ir)
    graph = ir_graph(ir)
    names = feature_names()
    num_nodes, num_edges = int(graph.nodes.shape[0]), int(graph.edge_links.shape[0])
    if json_out:
        typer.echo(json.dumps({
            "schema_version": SCHEMA_VERSION,
            "names": list(names),
            "vector": [float(v) for v in vector],
            "graph": {"num_nodes": num_nodes, "num_edges": num_edges},
        }))
        return
    from rich.table import Table

    table = Table(title=f"{module.name}: non-zero features ({num_nodes} graph nodes, {num_edges} edges)")
    table.add_column("feature")
    table.add_column("value", justify="right")
    for name, value in zip(names, vector):
        if value != 0.0:
            table.add_row(name, f"{value:.4g}")
    Console().print(table)
