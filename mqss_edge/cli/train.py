"""``mqss-edge train``: PPO with Ray rollout workers on the corpus's train split."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from mqss_edge.cli._common import err, user_errors


def train_command(
    config: Annotated[Path, typer.Option(help="TOML with a \\[train] table.")] = Path("configs/train.toml"),
    log_dir: Annotated[Path, typer.Option("--log-dir", help="Checkpoints, CSV, TensorBoard, curves.")] = Path("runs/main"),
    ray_address: Annotated[str | None, typer.Option("--ray-address", help="Join a Ray cluster instead of "
                                                    "starting Ray locally.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue from the checkpoint in --log-dir.")] = False,
    total_steps: Annotated[int | None, typer.Option(help="Override total_steps.")] = None,
    workers: Annotated[int | None, typer.Option(help="Override the number of rollout workers (0: in-process).")] = None,
    max_modules: Annotated[int | None, typer.Option(help="Train on the first N modules only.")] = None,
    chip: Annotated[str | None, typer.Option(help="Chip profile TOML (reward weights).")] = None,
) -> None:
    """Train a policy and write it with its log and curves to --log-dir."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from mqss_edge.train.trainer import TrainConfig, train

    with user_errors():
        cfg = TrainConfig.load(config, total_steps=total_steps, workers=workers, max_modules=max_modules, chip=chip)
        err.print(f"[dim]config: {json.dumps(cfg.__dict__)}[/dim]")
        with Progress(TextColumn("[bold]train"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TextColumn("{task.description}"), TimeElapsedColumn(), console=err) as bar:
            task = bar.add_task("", total=cfg.total_steps)

            phases: dict[str, Any] = {}
            titles = {"demos": "teacher search (modules)", "guard": "guard calibration (held-back modules)"}

            def show(row: dict[str, float]) -> None:
                phase = row.get("phase")
                if phase in titles:  # the teacher search before PPO, the guard's calibration after it
                    if phase not in phases:
                        phases[phase] = bar.add_task(titles[phase], total=row["total"])
                    bar.update(phases[phase], completed=row["done"])
                    return
                bar.update(task, completed=min(row["step"], cfg.total_steps),
                           description=f"return {row['reward/episodic_return']:.3f} "
                                       f"ok {row['env/compilation_success_rate']:.2f} "
                                       f"H {row['policy/entropy']:.2f}")

            summary = train(cfg, log_dir, resume=resume, ray_address=ray_address, progress=show)
    print(json.dumps(summary, indent=2))
