"""``mqss-edge serve``: the selection server for compilers that are not Python (JSON lines on a Unix socket)."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Annotated

import typer

from mqss_edge.cli._common import err, user_errors


def serve_command(
    socket: Annotated[Path, typer.Option("--socket", help="Unix socket path to listen on.")],
    policy: Annotated[Path | None, typer.Option(help="Policy directory (default: the committed int8 policy).")] = None,
    log: Annotated[Path | None, typer.Option(help="Decision log (JSON lines, appended).")] = None,
    threads: Annotated[int, typer.Option(help="ONNX Runtime intra-op threads.")] = 1,
) -> None:
    """Load the policy once and answer selection requests until SIGINT/SIGTERM (protocol: sdk_integration/server.py)."""
    from mqss_edge.sdk_integration.server import SelectionServer
    from mqss_edge.selector import Selector

    with user_errors():
        sel = Selector.load(policy, threads=threads)
        server = SelectionServer(socket, sel, log)

    def _stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _stop)
    err.print(f"mqss-edge serve: listening on {socket} (policy {sel.path}, hash {server.service.policy_hash[:12]})",
              highlight=False, soft_wrap=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
