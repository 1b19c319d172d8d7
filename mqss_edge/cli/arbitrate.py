"""``mqss-edge arbitrate``: two runs' demonstrations merged, each differing plan measured again the same hour."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Annotated

import typer

from mqss_edge.cli._common import err, user_errors


def arbitrate_command(
    ours: Annotated[Path, typer.Argument(help="demos.json of the newer run.")],
    theirs: Annotated[Path, typer.Argument(help="demos.json of the run it replaces.")],
    out: Annotated[Path, typer.Option(help="Directory for the merged demos.json (seed a --log-dir with it), "
                                           "arbitrate.json and the fresh result store.")] = Path("runs/arbitrated"),
    config: Annotated[Path, typer.Option(help="TOML with a \\[train] table: modules, measurement, chip.")]
        = Path("configs/train.toml"),
    norms: Annotated[Path | None, typer.Option(help="A run's config.json whose reward norms score both "
                                                    "(default: the shipped policy's training run).")] = None,
) -> None:
    """Keep, per module, the better of two runs' demonstrations, measured again side by side."""
    from dataclasses import asdict, replace

    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge.env.reward import ChipProfile, Norms, RewardWeights
    from mqss_edge.policy.artifact import default_policy_dir
    from mqss_edge.train.config import TrainConfig
    from mqss_edge.train.demos import arbitrate, load_demos
    from mqss_edge.train.workloads import evaluator_for, load_workloads

    with user_errors():
        cfg = TrainConfig.load(config)
        for p in (ours, theirs):
            if not p.is_file():
                raise FileNotFoundError(errno.ENOENT, "no such demonstrations file", str(p))
        src = norms or default_policy_dir("fp32") / "training" / "config.json"
        n = json.loads(Path(src).read_text())["norms"]
        weights = ChipProfile.load(cfg.chip).weights if cfg.chip else RewardWeights()
        out.mkdir(parents=True, exist_ok=True)
        rows_path = out / "arbitrate.json"
        done = json.loads(rows_path.read_text()) if rows_path.exists() else {}
        evaluate = evaluator_for(replace(cfg, store=str(out / "arbitrate.sqlite")))
        workloads = load_workloads(cfg.split, cfg.max_modules, augment=cfg.augment, augment_seed=cfg.augment_seed,
                                   models=cfg.models)
        with Progress(TextColumn("[bold]arbitrate"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeElapsedColumn(), console=err) as bar:
            task = bar.add_task("", total=None)

            def show(i: int, total: int, _row: dict) -> None:
                bar.update(task, completed=i, total=total)
                rows_path.write_text(json.dumps(done, indent=1))  # a killed run resumes from here

            demos, rows = arbitrate(load_demos(ours), load_demos(theirs), workloads, evaluate,
                                    Norms(n["lo"], n["hi"]), weights, done=done, progress=show)
        rows_path.write_text(json.dumps(rows, indent=1))
        (out / "demos.json").write_text(json.dumps([asdict(d) for d in demos.values()], indent=1))
        kept = sum(r["pick"] == "theirs" for r in rows.values())
        print(json.dumps({"demos": len(demos), "arbitrated": len(rows), "kept_from_theirs": kept,
                          "out": str(out / "demos.json")}))
