"""`mqss-edge features`: one real end-to-end run per output format, and a parse error."""

from __future__ import annotations

import json

import typer
from typer.testing import CliRunner

from mqss_edge.cli.features import features_command
from tests.features.helpers import KERNELS

app = typer.Typer()
app.command("features")(features_command)
app.command("noop")(lambda: None)  # two commands: `features` stays a subcommand as in mqss-edge


def test_json_output():
    result = CliRunner().invoke(app, ["features", str(KERNELS / "matmul_64x128x32.mlir"), "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert len(doc["names"]) == len(doc["vector"]) == 256
    assert doc["graph"] == {"num_nodes": 10, "num_edges": 15}
    assert doc["vector"][doc["names"].index("syntax/op_count/linalg.matmul")] == 1.0


def test_table_output():
    result = CliRunner().invoke(app, ["features", str(KERNELS / "conv2d_nhwc.mlir")])
    assert result.exit_code == 0, result.output
    assert "sem/dom/kind/conv" in result.stdout and "ctx/action" not in result.stdout


def test_parse_error_is_a_message_not_a_traceback(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %0 = arith.constant 1 : i32\n")
    result = CliRunner().invoke(app, ["features", str(bad), "--json"])
    assert result.exit_code == 1
    assert "bad.mlir:1:16" in result.stderr and "Traceback" not in result.output
    assert result.stdout == ""
    missing = CliRunner().invoke(app, ["features", str(tmp_path / "missing.mlir")])
    assert missing.exit_code == 1 and "cannot read" in missing.stderr
