"""``edgelangc FILE.edge -o OUT [--target host|aarch64] [--emit mlir|obj|so] [--use-mqss-selector ...]``.

The DSL driver's own entry point: parses flags, calls :func:`build`, prints one line per kernel (arm, plan,
compile ms, code size, fallback reason) on stderr. Errors are one line (``FILE:line:col: error: ...`` for the
source), exit status 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"edgelangc: error: {message}\n")  # one line and exit 1, like every other bad input
        sys.exit(1)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="edgelangc", description="The EdgeLang compiler (MLIR 22 toolchain).")
    p.add_argument("source", type=Path, help="EdgeLang source file (.edge)")
    p.add_argument("-o", dest="output", type=Path, required=True, help="output file")
    p.add_argument("--target", choices=("host", "aarch64"), default="host")
    p.add_argument("--emit", choices=("mlir", "obj", "so"), default="so")
    p.add_argument("--use-mqss-selector", action="store_true", help="let mqss-edge pick each kernel's pipeline")
    p.add_argument("--mqss-rollout", type=float, default=100.0, metavar="PCT",
                   help="percent of kernels (by identity) that use the selector (default 100)")
    p.add_argument("--mqss-policy", type=Path, default=None, metavar="DIR", help="policy directory")
    p.add_argument("--mqss-metrics", type=Path, default=None, metavar="DB", help="SQLite metrics database")
    p.add_argument("--mqss-bench", action="store_true",
                   help="check each kernel against the reference build and time it (host); recorded in the metrics")
    p.add_argument("-q", "--quiet", action="store_true", help="no per-kernel lines")
    return p


def _say(line: str) -> None:
    sys.stderr.write(line + "\n")


def main(argv: list[str] | None = None) -> None:
    from mqss_edge.errors import MqssError
    from mqss_edge.sdk_integration.edgelang.build import SelectorOptions, build
    from mqss_edge.sdk_integration.edgelang.syntax import EdgeError

    args = _parser().parse_args(argv)
    opts = SelectorOptions(args.use_mqss_selector, args.mqss_rollout, args.mqss_policy, args.mqss_metrics,
                           args.mqss_bench)
    try:
        report = build(args.source, args.output, target=args.target, emit_kind=args.emit, options=opts)
    except EdgeError as exc:
        _say(f"{args.source}:{exc.line}:{exc.column}: error: {exc.message}")
        sys.exit(1)
    except (MqssError, ValueError) as exc:
        _say(f"edgelangc: error: {exc}")
        sys.exit(1)
    except OSError as exc:
        _say(f"edgelangc: error: {exc.strerror}: {exc.filename}")
        sys.exit(1)
    if not args.quiet:
        for k in report.kernels:
            why = f"  fallback: {k.fallback_reason}" if k.fallback_reason else ""
            if k.runtime_ms is not None:
                why = f"  runtime {k.runtime_ms:.4f} ms" + why
            _say(f"edgelangc: {k.kernel:<16} {k.arm:<8} {k.plan or '(default)'}  {k.compile_ms:.0f} ms  "
                 f"{k.code_size} B{why}")
    _say(f"edgelangc: wrote {report.output}")


if __name__ == "__main__":
    main()
