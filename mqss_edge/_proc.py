"""The one place the core runs subprocesses: a bounded, timed, crash-isolated call returning a record."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class CommandResult:
    """What one command did.

    Attributes:
        command: the argv that ran.
        returncode: exit status; negative for a signal (``-11`` is SIGSEGV); ``None`` on timeout.
        stdout: captured standard output (text, possibly truncated to the output cap).
        stderr: captured standard error (text, possibly truncated).
        seconds: wall time.
        timed_out: the command was killed at its timeout.
        truncated: output exceeded the cap and the command was killed.
    """

    command: tuple[str, ...]
    returncode: int | None
    stdout: str
    stderr: str
    seconds: float
    timed_out: bool = False
    truncated: bool = False

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out and not self.truncated

    @property
    def crashed(self) -> bool:
        """Killed by a signal (segfault, abort...): negative locally, 128+N through a remote shell."""
        rc = self.returncode
        return rc is not None and (rc < 0 or rc - 128 in _CRASH_SIGNALS)


_CRASH_SIGNALS = frozenset({signal.SIGSEGV, signal.SIGABRT, signal.SIGBUS, signal.SIGILL, signal.SIGFPE})


def run_command(argv: Sequence[str], *, timeout: float, max_output: int = 64 << 20,
                cwd: str | None = None, env: Mapping[str, str] | None = None,
                stdin: bytes | None = None) -> CommandResult:
    """Run ``argv`` in its own process group with a timeout and an output cap.

    The whole group is killed on timeout, so a hanging pass cannot outlive its budget.

    Args:
        argv: program and arguments.
        timeout: seconds before the process group is killed.
        max_output: bytes of stdout+stderr above which the run counts as truncated.
        cwd: working directory.
        env: full environment (default: inherit).
        stdin: bytes written to standard input.

    Returns:
        The command's record; never raises for a failing command.
    """
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(list(argv), stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                                env=dict(env) if env is not None else None, start_new_session=True)
    except OSError as exc:
        return CommandResult(tuple(argv), 127, "", str(exc), time.perf_counter() - start)
    timed_out = False
    try:
        out, err = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_group(proc)
        out, err = proc.communicate()
    seconds = time.perf_counter() - start
    truncated = len(out) + len(err) > max_output
    if truncated:
        out, err = out[:max_output], err[:max_output]
    return CommandResult(tuple(argv), None if timed_out else proc.returncode,
                         out.decode("utf-8", "replace"), err.decode("utf-8", "replace"),
                         seconds, timed_out, truncated)


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
