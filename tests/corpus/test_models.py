"""`mqss-edge import` (torch file, dotted module, HF config, ONNX) and the committed real-model corpus.

Imports run the real torch-mlir and mlir-opt-22; the corpus checks need neither torch nor torch-mlir
except where marked.
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from mqss_edge.compiler.toolchain import toolchain
from mqss_edge.corpus import zoo
from mqss_edge.corpus.importers import ModelImportError, TensorSpec, parse_sets
from mqss_edge.corpus.manifest import op_counts

ROOT = Path(__file__).resolve().parents[2]


def _has(mod: str) -> bool:
    try:
        __import__(mod)
    except ImportError:
        return False
    return True


needs_torch_mlir = pytest.mark.skipif(not _has("torch_mlir.fx"), reason="torch-mlir (optional dependency "
                                      "'import') is not installed")
needs_transformers = pytest.mark.skipif(not _has("transformers"), reason="transformers (optional dependency "
                                        "'import') is not installed")


def _cli(*args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mqss_edge.cli", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


def _parses(path_or_text: Path | str) -> str:
    """mlir-opt-22's stderr ('' when it parses and verifies the module)."""
    text = path_or_text.read_text() if isinstance(path_or_text, Path) else path_or_text
    r = subprocess.run([toolchain().mlir_opt, "-", "-o", "/dev/null"], input=text, capture_output=True, text=True,
                       timeout=120)
    return "" if r.returncode == 0 else (r.stderr or "failed")


def _main_args(text: str) -> list[str]:
    """The tensor types of ``@main``'s arguments, in order."""
    head = re.search(r"func\.func @main\((.*?)\) ->", text)
    assert head, "no func.func @main"
    return re.findall(r"%\w+: tensor<([^>]*)>", head.group(1))


def _error_line(r: subprocess.CompletedProcess[str]) -> str:
    """The CLI's error: exit 1, exactly one line on stderr starting with 'error:', no traceback."""
    assert r.returncode == 1, (r.returncode, r.stderr[-2000:])
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), r.stderr[-2000:]
    assert "Traceback" not in r.stderr
    return lines[0]


# A model file as a user writes one: two inputs of different dtypes, BatchNorm (float buffers), an index.
MODEL_FILE = textwrap.dedent('''\
    import torch
    from torch import nn


    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU())
            self.fc = nn.Linear(8, 4)

        def forward(self, x, rows):
            y = self.fc(self.conv(x).mean(dim=(2, 3)))
            return y[rows]


    def make():
        return Net()


    def sorter():
        class Sort(nn.Module):
            def forward(self, x):
                return torch.sort(x, -1).values
        return Sort()
    ''')


@needs_torch_mlir
def test_import_torch_file_embedded_and_arguments(tmp_path: Path) -> None:
    src = tmp_path / "net.py"
    src.write_text(MODEL_FILE)
    outs = {}
    for weights in ("embedded", "arguments"):
        out = tmp_path / f"net-{weights}.mlir"
        r = _cli("import", "torch", f"{src}:make", "--input", "1x3x16x16xf32", "--input", "2xi64", "-o", str(out),
                 "--weights", weights, "--json")
        assert r.returncode == 0, r.stderr[-2000:]
        summary = json.loads(r.stdout)
        assert summary["inputs"] == ["1x3x16x16xf32", "2xi64"] and summary["weights"] == weights
        assert _parses(out) == ""
        outs[weights] = (out.read_text(), summary)
    emb, emb_sum = outs["embedded"]
    arg, arg_sum = outs["arguments"]
    assert _main_args(emb) == ["1x3x16x16xf32", "2xi64"]
    assert "dense_resource" in emb
    # conv weight, conv bias, bn weight, bn bias, fc weight, fc bias; BatchNorm's running stats stay constants
    assert emb_sum["weight_arguments"] == 0 and arg_sum["weight_arguments"] == 6
    assert _main_args(arg) == ["1x3x16x16xf32", "2xi64", "8x3x3x3xf32", "8xf32", "8xf32", "8xf32", "4x8xf32", "4xf32"]
    assert arg.count("dense_resource<") < emb.count("dense_resource<")  # only the buffers left as constants
    assert re.search(r"func\.func @main\(.*\) -> tensor<2x4xf32>", arg)
    assert not re.search(r"\b(torch|tm_tensor)\.\w+ ", arg)  # no torch-side op left (resource names aside)


def factory_mlp() -> Any:
    """A factory the dotted-module form imports (``tests.corpus.test_models:factory_mlp``)."""
    from torch import nn

    return nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8))


@needs_torch_mlir
def test_import_torch_dotted_module(tmp_path: Path) -> None:
    out = tmp_path / "mlp.mlir"
    r = _cli("import", "torch", "tests.corpus.test_models:factory_mlp", "--input", "4x16xf32", "-o", str(out),
             "--weights", "arguments")
    assert r.returncode == 0, r.stderr[-2000:]
    assert "4 arguments" in r.stdout
    text = out.read_text()
    assert _main_args(text) == ["4x16xf32", "32x16xf32", "32xf32", "8x32xf32", "8xf32"]
    assert "math.erf" in text  # exact GELU
    assert _parses(out) == ""


@needs_torch_mlir
@needs_transformers
def test_import_hf_config(tmp_path: Path) -> None:
    out = tmp_path / "gpt2.mlir"
    r = _cli("import", "hf", "GPT2Config", "--set", "n_layer=1", "--set", "n_embd=32", "--set", "n_head=2",
             "--set", "vocab_size=64", "--set", "n_positions=16", "--input", "1x8xi64", "-o", str(out),
             "--weights", "arguments", "--json")
    assert r.returncode == 0, r.stderr[-2000:]
    text = out.read_text()
    args = _main_args(text)
    assert args[0] == "1x8xi64" and "64x32xf32" in args  # token ids, then the 64x32 token embedding
    assert re.search(r"-> tensor<1x8x32xf32>", text)  # the last hidden state
    assert _parses(out) == ""
    # An unknown field is named, one line, exit 1.
    err = _error_line(_cli("import", "hf", "GPT2Config", "--set", "n_lyer=1", "--input", "1x8xi64",
                           "-o", str(tmp_path / "x.mlir")))
    assert "GPT2Config has no field 'n_lyer'" in err


def _onnx_model(path: Path, *, dynamic: bool = False, custom: bool = False) -> None:
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(0)
    inits = [numpy_helper.from_array(rng.standard_normal((8, 3, 3, 3)).astype(np.float32), "W"),
             numpy_helper.from_array(np.zeros(8, np.float32), "B"),
             numpy_helper.from_array(rng.standard_normal((8, 4)).astype(np.float32), "G")]
    nodes = [helper.make_node("Conv", ["x", "W", "B"], ["c"], pads=[1, 1, 1, 1]),
             helper.make_node("Relu", ["c"], ["r"]), helper.make_node("GlobalAveragePool", ["r"], ["p"]),
             helper.make_node("Flatten", ["p"], ["f"]), helper.make_node("MatMul", ["f", "G"], ["y"])]
    opsets = [helper.make_opsetid("", 17)]
    if custom:
        nodes.append(helper.make_node("Mystery", ["y"], ["z"], domain="com.example"))
        opsets.append(helper.make_opsetid("com.example", 1))
    batch: Any = "N" if dynamic else 1
    graph = helper.make_graph(nodes, "tiny", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [batch, 3, 8, 8])],
                              [helper.make_tensor_value_info("z" if custom else "y", TensorProto.FLOAT, [batch, 4])],
                              inits)
    model = helper.make_model(graph, opset_imports=opsets)
    model.ir_version = 8
    onnx.save(model, str(path))


@needs_torch_mlir
def test_import_onnx_both_weight_forms(tmp_path: Path) -> None:
    src = tmp_path / "tiny.onnx"
    _onnx_model(src)
    for weights, expect in (("embedded", ["1x3x8x8xf32"]),
                            ("arguments", ["1x3x8x8xf32", "8x3x3x3xf32", "8xf32", "8x4xf32"])):
        out = tmp_path / f"tiny-{weights}.mlir"
        r = _cli("import", "onnx", str(src), "-o", str(out), "--weights", weights)
        assert r.returncode == 0, r.stderr[-2000:]
        text = out.read_text()
        assert _main_args(text) == expect
        assert "linalg.conv_2d_nchw_fchw" in text and "torch." not in text
        assert _parses(out) == ""


@needs_torch_mlir
def test_import_errors_are_one_line(tmp_path: Path) -> None:
    src = tmp_path / "net.py"
    src.write_text(MODEL_FILE)
    out = str(tmp_path / "o.mlir")
    assert "bad --input '1x3xq8'" in _error_line(_cli("import", "torch", f"{src}:make", "--input", "1x3xq8", "-o", out))
    assert "bad --weights 'both'" in _error_line(_cli("import", "torch", f"{src}:make", "--input", "1x3x8x8xf32",
                                                      "--weights", "both", "-o", out))
    assert "no function 'nope'" in _error_line(_cli("import", "torch", f"{src}:nope", "--input", "4xf32", "-o", out))
    assert "expected FILE.py:FACTORY" in _error_line(_cli("import", "torch", str(src), "--input", "4xf32", "-o", out))
    # torch-mlir lowers sort to tm_tensor.sort, which MLIR 22 lacks: the op is named.
    err = _error_line(_cli("import", "torch", f"{src}:sorter", "--input", "2x8xf32", "-o", out))
    assert "could not lower tm_tensor.sort" in err
    dyn, custom = tmp_path / "dyn.onnx", tmp_path / "custom.onnx"
    _onnx_model(dyn, dynamic=True)
    _onnx_model(custom, custom=True)
    assert "input 'x' dimension 0 is dynamic ('N')" in _error_line(_cli("import", "onnx", str(dyn), "-o", out))
    assert "cannot lower onnx.Mystery" in _error_line(_cli("import", "onnx", str(custom), "-o", out))
    assert not Path(out).exists()  # nothing written on failure


def test_input_specs_and_sets() -> None:
    assert TensorSpec.parse("1x3x224x224xf32") == TensorSpec((1, 3, 224, 224), "f32")
    assert str(TensorSpec.parse("16xi1")) == "16xi1" and TensorSpec.parse("f16") == TensorSpec((), "f16")
    for bad in ("1x3", "1x0xf32", "axf32", "4xf8"):
        with pytest.raises(ModelImportError, match="bad --input"):
            TensorSpec.parse(bad)
    assert parse_sets(["n=2", "act=gelu", "sizes=[1, 2]", "flag=true", "x=null", "r=0.5"]) == {
        "n": 2, "act": "gelu", "sizes": [1, 2], "flag": True, "x": None, "r": 0.5}
    with pytest.raises(ModelImportError, match="bad --set 'n'"):
        parse_sets(["n"])


@needs_torch_mlir
def test_state_workarounds_non_persistent_buffer_and_cumsum() -> None:
    """The two torch-mlir failures the corpus works around, on a module that has both: a non-persistent
    integer buffer used as an index list ('Could not find state mapping for buffer', then 'Heterogeneous
    lists are not supported') and a cumsum (tm_tensor.scan)."""
    import torch

    from mqss_edge.corpus.importers import Weights, decompositions, export_torch

    class Biased(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.table = torch.nn.Parameter(torch.randn(4, 10))
            self.register_buffer("idx", torch.arange(6) % 10, persistent=False)

        def forward(self, x: Any) -> Any:
            return x.cumsum(-1) + self.table[:, self.idx]

    for weights in Weights:
        got = export_torch(Biased(), [TensorSpec((4, 6), "f32")], weights)
        assert _parses(got.text) == ""
        assert "tm_tensor" not in got.text and "linalg.matmul" in got.text
        assert any("non-persistent" in n for n in got.notes) and any("clone" in n for n in got.notes)
        assert got.num_weight_args == (1 if weights is Weights.ARGUMENTS else 0)
    x = torch.arange(12, dtype=torch.int32).reshape(3, 4)
    cumsum = decompositions()[torch.ops.aten.cumsum.default]
    assert torch.equal(cumsum(x, 1), torch.cumsum(x, 1)) and cumsum(x, 0).dtype == torch.int64
    f = torch.randn(2, 5, 3)
    assert torch.allclose(cumsum(f, -2), torch.cumsum(f, -2), atol=1e-6)
    # F.fold with non-overlapping tiles as a reshape (MobileViT V2), and the general case left as it was
    col2im = decompositions()[torch.ops.aten.col2im.default]
    fold = torch.nn.functional.fold
    tiles, overlap = torch.randn(2, 12, 6), torch.randn(2, 12, 24)
    assert torch.equal(col2im(tiles, [4, 6], [2, 2], [1, 1], [0, 0], [2, 2]), fold(tiles, (4, 6), 2, stride=2))
    assert torch.equal(col2im(tiles[0], [4, 6], [2, 2], [1, 1], [0, 0], [2, 2]), fold(tiles[0], (4, 6), 2, stride=2))
    assert torch.allclose(col2im(overlap, [5, 7], [2, 2], [1, 1], [0, 0], [1, 1]), fold(overlap, (5, 7), 2),
                          atol=1e-6)


# ------------------------------------------------------------------------------------- committed corpus


def test_model_manifest_matches_its_files() -> None:
    entries = zoo.load_models()
    assert len(entries) >= 30 and len({e.model for e in entries}) >= 30
    assert len({e.family for e in entries}) >= 15
    names = [e.name for e in entries]
    assert len(set(names)) == len(names)
    files = {str(p.relative_to(zoo.MODELS_DIR)) for p in zoo.MODELS_DIR.rglob("*.mlir")}
    assert files == {e.path for e in entries}  # no stray module files
    for e in entries:
        text = e.text()
        assert e.uri == f"benchmark://models-v1/{e.name}" and e.domain == "models"
        assert hashlib.sha256(text.encode()).hexdigest() == e.sha256, e.name
        assert text.count("\n") == e.lines and zoo.LINES[0] <= e.lines <= zoo.LINES[1], e.name
        assert e.op_counts == op_counts(text), e.name
        args = _main_args(text)
        assert len(args) == len(e.inputs) + e.num_weight_args, e.name
        assert [str(TensorSpec.parse(s)) for s in e.inputs] == list(e.inputs)
        assert args[:len(e.inputs)] == list(e.inputs), e.name
        assert e.notes["weights"] == "arguments" and len(e.notes["weight_names"]) == e.num_weight_args
        assert e.notes["flops"] <= zoo.MAX_FLOPS
        assert not any(op.split(".")[0] in ("torch", "tm_tensor") for op in e.op_counts), e.name
    for d in zoo.models_dropped():
        assert d["reason"] and d["name"] not in names


def test_every_model_module_parses_with_mlir_opt_22() -> None:
    bad = {e.name: err for e in zoo.load_models() if (err := _parses(e.text()))}
    assert not bad, bad


def test_model_splits_hold_out_whole_models_and_families() -> None:
    entries = zoo.load_models()
    doc = zoo.load_model_splits()
    assert doc == zoo.make_model_splits(entries)  # the stored splits follow the stated rule
    train, hold, fam = (set(doc[k]) for k in ("train", "holdout", "family-out"))
    assert not (train & hold) and not (train & fam) and not (hold & fam)
    assert train | hold | fam == {e.uri for e in entries}
    by_uri = {e.uri: e for e in entries}
    out_families = set(doc["family_out_families"])
    assert out_families and {by_uri[u].family for u in fam} == out_families
    assert all(e.uri in fam for e in entries if e.family in out_families)  # whole families
    held_models = {by_uri[u].model for u in hold}
    assert held_models == set(doc["holdout_models"]) and held_models
    for e in entries:  # a model and its blocks are held out together, never trained on
        assert (e.uri in hold) == (e.model in held_models), e.name
    train_families = {by_uri[u].family for u in train}
    assert {by_uri[u].family for u in hold} <= train_families  # unseen models of seen families
    assert any(e.model != e.name for e in entries)  # blocks exist
    for name in ("train", "holdout", "family-out"):
        assert {e.uri for e in zoo.models_split(name)} == set(doc[name])


def test_model_corpus_loads_offline_without_torch() -> None:
    code = textwrap.dedent("""\
        import sys
        for name in ("torch", "torch_mlir", "transformers"):
            sys.modules[name] = None  # any import of them fails
        from mqss_edge.corpus import load_models, models_split
        from mqss_edge.corpus.zoo import build_models
        entries = load_models()
        assert sum(len(e.text()) for e in models_split("holdout")) > 0
        report = build_models(torch=False)
        assert report.mode == "kept" and len(report.entries) == len(entries)
        print(len(entries))
        """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-2000:]
    assert int(r.stdout) == len(zoo.load_models())
    r = _cli("corpus", "list", "--models", "--split", "family-out", "--json")
    assert r.returncode == 0, r.stderr
    assert {d["uri"] for d in json.loads(r.stdout)} == set(zoo.load_model_splits()["family-out"])


@needs_torch_mlir
@needs_transformers
def test_one_committed_model_reimports_byte_for_byte() -> None:
    from mqss_edge.corpus.zoo_models import model_specs

    entry = {e.name: e for e in zoo.load_models()}["bert-layer"]
    spec = next(s for s in model_specs() if s.name == "bert-layer")
    mods, drops = zoo.collect_models(specs=[spec])
    assert not drops and mods[0][1] == entry.text() and mods[0][0] == entry
