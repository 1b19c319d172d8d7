"""Helpers shared by the CLI files: the stderr console and turning library errors into exit 1."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import typer
from rich.console import Console

# soft_wrap: an error is one line, whatever the terminal width (a long path is not broken across lines)
err = Console(stderr=True, soft_wrap=True)


@contextlib.contextmanager
def user_errors() -> Iterator[None]:
    """Report mqss-edge errors as one message on stderr and exit 1, without a traceback."""
    from mqss_edge.errors import MqssError

    try:
        yield
    except MqssError as exc:
        err.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(code=1) from None
    except FileNotFoundError as exc:
        err.print(f"[red]error:[/red] {exc.strerror}: {exc.filename}", highlight=False, soft_wrap=True)
        raise typer.Exit(code=1) from None
