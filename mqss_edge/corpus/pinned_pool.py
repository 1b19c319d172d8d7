"""Worker processes for measuring many modules at once, each worker pinned to its own core."""

from __future__ import annotations

import multiprocessing as mp
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

T = TypeVar("T")

_PIN: str | None = None


def _init_worker(cores: Any, affinity: bool) -> None:
    global _PIN
    core = cores.get()
    _PIN = str(core)
    if affinity:  # the worker's compiles stay on its own core too, away from the other worker's timed runs
        try:
            os.sched_setaffinity(0, {core})
        except (AttributeError, OSError):
            pass


def _call(fn: Callable[..., Any], item: Any, args: tuple[Any, ...]) -> Any:
    return fn(item, *args, _PIN)


def run_pinned(fn: Callable[..., Any], items: Sequence[T], args: tuple[Any, ...], workers: int, *,
               in_flight: int, affinity: bool = False) -> Iterator[tuple[T, Any]]:
    """``fn(item, *args, pin)`` for every item in forked workers, ``pin`` being the worker's own core (the
    CPU list its timed runs use); yields ``(item, result)`` as they finish.

    Args:
        fn: a module-level function (it is sent to the workers by name).
        workers: worker processes, each given core ``k % cpus``.
        in_flight: items submitted ahead of the results read.
        affinity: also pin each worker process itself (its compiles) to its core.
    """
    ctx = mp.get_context("fork")
    cores = ctx.Queue()
    for k in range(workers):
        cores.put(k % max(1, os.cpu_count() or 1))
    with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker, initargs=(cores, affinity)) as pool:
        pending: dict[Future[Any], T] = {}
        queue = list(items)
        while queue or pending:
            while queue and len(pending) < in_flight:
                item = queue.pop(0)
                pending[pool.submit(_call, fn, item, args)] = item
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                yield pending.pop(f), f.result()
