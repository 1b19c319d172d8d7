"""``mqss-edge evaluate``: the policy on hold-out modules against baselines, IREE and search."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mqss_edge.cli._common import err, user_errors


def evaluate_command(
    policy: Annotated[Path | None, typer.Option(help="Policy directory (default: the committed fp32 policy).")] = None,
    split: Annotated[str, typer.Option(help="holdout | family-out (kernels), models-holdout | models-family-out "
                                       "(real models: IREE, eager and inductor measured beside)")] = "holdout",
    max_modules: Annotated[int, typer.Option(help="First N modules only (0: all).")] = 0,
    oracle_limit: Annotated[int, typer.Option(help="Distinct candidates in the oracle search.")] = 200,
    budgets: Annotated[str, typer.Option(help="Comma-separated K for the search methods.")] = "1,10,50",
    methods: Annotated[str, typer.Option(help="Comma-separated search methods run at each K: random, greedy, "
                                         "policy_sampling, policy_guided (Selector.select(budget=K)).")
                       ] = "random,greedy,policy_sampling,policy_guided",
    jobs: Annotated[int, typer.Option(min=1)] = 2,
    processes: Annotated[int, typer.Option(min=1, help="Processes timed per candidate (figure: median of their "
                                           "medians, with spread and a bimodal flag).")] = 3,
    pair_processes: Annotated[int, typer.Option(min=0, help="Rounds of the A/B-interleaved timing of the policy's "
                                                "pipeline, the family baseline and the expert rules that the "
                                                "*_paired figures read (0: none).")] = 5,
    pin: Annotated[str | None, typer.Option(help="CPU list every timed process is pinned to (use with --jobs 1).")
                   ] = None,
    store: Annotated[str, typer.Option(help="Result store (default: the user cache); a fresh file measures "
                                       "everything again, in the same minutes.")] = "",
    out: Annotated[Path | None, typer.Option(help="Write the full JSON here.")] = None,
    plot: Annotated[Path | None, typer.Option(help="PNG of per-module speedups.")] = None,
    json_out: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Evaluate a policy; every candidate is compiled, checked and measured."""
    from rich.progress import Progress

    from mqss_edge.selector import default_policy_dir
    from mqss_edge.train.evaluate import EvalConfig, plot_evaluation, run_evaluation

    cfg = EvalConfig(split=split, max_modules=max_modules, oracle_limit=oracle_limit,
                     budgets=tuple(int(b) for b in budgets.split(",") if b),
                     methods=_methods(methods), jobs=jobs,
                     processes=processes, pin=pin, store=store, pair_processes=pair_processes)
    pdir = str(policy or default_policy_dir("fp32"))
    with user_errors(), Progress(console=err) as bar:
        task = bar.add_task(f"evaluate {split}", total=None)
        result = run_evaluation(pdir, cfg, progress=lambda i, n, uri: bar.update(task, completed=i, total=n))
    if out:
        out.write_text(json.dumps(result, indent=2))
    if plot:
        plot_evaluation(result, str(plot))
    s = result["summary"]
    if json_out:
        print(json.dumps(s, indent=2))
        return
    t = Table(title=f"policy on {split} ({s['modules']} modules)")
    t.add_column("figure")
    t.add_column("value", justify="right")
    for k, v in s.items():
        if isinstance(v, dict) and all(isinstance(x, float) for x in v.values()):
            v = ", ".join(f"{c} {x:.3f}" for c, x in v.items())  # per-term figures
        t.add_row(k, f"{v:.3f}" if isinstance(v, float) else str(v))
    Console().print(t)


def _methods(text: str) -> tuple[str, ...]:
    """The ``--methods`` list, checked against the evaluation's (a one-line error for an unknown one)."""
    from mqss_edge.train.evaluate import METHODS

    got = tuple(m.strip() for m in text.split(",") if m.strip())
    unknown = [m for m in got if m not in METHODS]
    if unknown:
        raise typer.BadParameter(f"unknown search method {', '.join(unknown)} (choose from {', '.join(METHODS)})",
                                 param_hint="--methods")
    return got
