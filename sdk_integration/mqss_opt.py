"""``mqss-opt``: a drop-in for ``mlir-opt-22`` that any build system can swap in.

Without ``--mqss-select`` it *is* mlir-opt-22: the process is replaced by it (same arguments, stdin,
stdout, stderr and exit code). With ``--mqss-select`` the committed policy picks the pipeline for the
input module, which runs with its transform library; the user's other arguments (``-o``, printing flags)
are passed through, a ``--pass-pipeline`` of their own is replaced. If the selected pipeline fails, the
default lowering runs instead, and stderr says so. What was decided is written to stderr, one line each:

    mqss-opt: plan <plan text or (default)>
    mqss-opt: pipeline <the exact --pass-pipeline text>
    mqss-opt: library <path of the transform library or (none)>
    mqss-opt: fallback <reason>                (only when it fell back)

Options of its own (removed before mlir-opt-22 sees the arguments):
    --mqss-select             select the pipeline for the input
    --mqss-policy=DIR         policy directory (default: the committed int8 policy)
    --mqss-workdir=DIR        where transform libraries are written (default: a per-user cache dir)
    --mqss-plan=PLAN          use this plan instead of asking the policy (for reproducing a decision)
    --mqss-server=SOCKET      ask a running ``mqss-edge serve`` (warm) instead of loading the policy here
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

_OWN = ("--mqss-policy", "--mqss-workdir", "--mqss-plan", "--mqss-server")
#: ``mqss_edge.compiler.toolchain.MLIR_MAJOR``, repeated here so pass-through imports nothing heavy (the compiler
#: package pulls in numpy: +400 ms per call); a test keeps the two equal.
MLIR_MAJOR = 22


def mlir_opt_path() -> str:
    """mlir-opt-22 on PATH (found without running it, so pass-through costs one exec)."""
    for name in (f"mlir-opt-{MLIR_MAJOR}", "mlir-opt"):
        path = shutil.which(name)
        if path:
            return path
    raise FileNotFoundError(f"mlir-opt-{MLIR_MAJOR} not found on PATH (run `make setup`)")


@dataclass(frozen=True)
class Invocation:
    """An mqss-opt command line split into its own options and mlir-opt's.

    Attributes:
        select: ``--mqss-select`` was given.
        own: values of ``--mqss-*`` options, by name without the dashes.
        passthrough: the arguments mlir-opt-22 gets, the input file and any ``--pass-pipeline`` removed.
        input: the input file name (``-`` for stdin).
    """

    select: bool
    own: dict[str, str]
    passthrough: tuple[str, ...]
    input: str


def split_args(argv: list[str]) -> Invocation:
    """Split mqss-opt's arguments. mlir-opt takes one positional input; ``-o FILE`` is its only option
    that takes its value as a separate argument (the rest use ``=``)."""
    select = False
    own: dict[str, str] = {}
    rest: list[str] = []
    inp = "-"
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--mqss-select":
            select = True
        elif a.startswith(_OWN):
            name, eq, value = a.partition("=")
            if not eq:
                i += 1
                if i >= len(argv):
                    raise ValueError(f"{name} needs a value")
                value = argv[i]
            own[name[2:]] = value
        elif a.startswith("--pass-pipeline") or a.startswith("-pass-pipeline"):
            if "=" not in a:
                i += 1  # its value is the next argument
        elif a in ("-o", "--o"):
            rest += argv[i:i + 2]
            i += 1
        elif a == "-" or not a.startswith("-"):
            inp = a
        else:
            rest.append(a)
        i += 1
    return Invocation(select, own, tuple(rest), inp)


def _workdir(own: dict[str, str]) -> Path:
    if "mqss-workdir" in own:
        return Path(own["mqss-workdir"])
    return Path(os.environ.get("MQSS_CACHE", Path.home() / ".cache" / "mqss-edge")) / "mqss-opt"


def _say(line: str) -> None:
    sys.stderr.write(f"mqss-opt: {line}\n")


def _run(opt: str, inv: Invocation, text: str, pipeline: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([opt, *inv.passthrough, f"--pass-pipeline={pipeline}", "-"], input=text.encode(),
                          capture_output=True)


def _ask_server(path: str, text: str) -> tuple[str, str, str | None]:
    """``(plan, full pipeline, transform script)`` a selection server picks for ``text``.

    Raises:
        OSError: no server at ``path``; RuntimeError: it answered with an error.
    """
    import json
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(60)
        s.connect(path)
        s.sendall(json.dumps({"module": text, "id": "mqss-opt"}).encode() + b"\n")
        with s.makefile("rb") as f:
            answer = json.loads(f.readline() or b"{}")
    if "plan" not in answer:
        raise RuntimeError(answer.get("error", "no answer"))
    return str(answer["plan"]), str(answer["full_pipeline"]), answer["transform_script"]


def _default(text: str) -> tuple[str, str, str | None]:
    from mqss_edge.compiler.driver import plan_pipeline
    from mqss_edge.pipeline import Plan

    return ("", *plan_pipeline(text, Plan(), "transforms.mlir"))


def _select(inv: Invocation, text: str) -> tuple[str, str, str | None]:
    """``(plan text, full pipeline naming transforms.mlir, transform script)`` for the input."""
    if "mqss-server" in inv.own:  # the warm server did the work: nothing heavy is imported here
        return _ask_server(inv.own["mqss-server"], text)
    from mqss_edge.compiler.driver import plan_pipeline
    from mqss_edge.pipeline import Plan

    if "mqss-plan" in inv.own:
        plan = Plan.parse(inv.own["mqss-plan"])
    else:
        from mqss_edge.selector import Selector

        plan = Selector.load(inv.own.get("mqss-policy"), warmup=False).select(text).plan
    return (str(plan), *plan_pipeline(text, plan, "transforms.mlir"))


def run_selected(inv: Invocation) -> int:
    """Select, run, fall back; returns mlir-opt-22's exit code (of the run whose output was kept)."""
    from mqss_edge.sdk_integration.hook import with_library, write_library

    opt = mlir_opt_path()
    text = sys.stdin.read() if inv.input == "-" else Path(inv.input).read_text()
    workdir = _workdir(inv.own)
    fallback = None
    chosen = None
    try:
        chosen = _select(inv, text)
    except Exception as exc:  # the reader's ParseError, a policy, backend or server error: compile without it
        fallback = f"selection failed: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"

    def run(plan: str, full: str, script: str | None) -> subprocess.CompletedProcess[bytes]:
        lib = write_library(workdir, script) if script else None
        pipeline = with_library(full, lib) if lib else full
        _say(f"plan {plan or '(default)'}")
        _say(f"pipeline {pipeline}")
        _say(f"library {lib or '(none)'}")
        # the pipeline is for the text the plan compiles (the rewritten module for a plan that starts with a rewrite)
        from mqss_edge.compiler.driver import prepared_text
        from mqss_edge.pipeline import Plan

        return _run(opt, inv, prepared_text(text, Plan.parse(plan)), pipeline)

    r = None
    if chosen is not None:
        r = run(*chosen)
        if r.returncode != 0 and chosen[0]:
            err = next((ln for ln in r.stderr.decode(errors="replace").splitlines() if "error:" in ln),
                       f"exit {r.returncode}")
            fallback = f"selected pipeline failed (exit {r.returncode}): {err.strip()}"
            r = None
    if r is None:
        _say(f"fallback {fallback}")
        r = run(*_default(text))
    sys.stdout.buffer.write(r.stdout)
    sys.stderr.buffer.write(r.stderr.replace(b"<stdin>", inv.input.encode()))
    return r.returncode


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``mqss-opt`` console script."""
    args = sys.argv[1:] if argv is None else argv
    if "--mqss-select" not in args and not any(a.startswith(_OWN) for a in args):
        opt = mlir_opt_path()
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(opt, [opt, *args])  # pure pass-through: mlir-opt-22's own process, byte for byte
    try:
        inv = split_args(args)
        code = run_selected(inv)
    except (ValueError, OSError) as exc:
        sys.stderr.write(f"mqss-opt: error: {exc}\n")
        code = 1
    sys.exit(code)


if __name__ == "__main__":
    main()
