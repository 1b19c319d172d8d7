"""Demonstrations from a short per-module search on the training split, and behaviour cloning from them.

PPO from a uniform policy spends most of a small budget rediscovering which schedule fits which loop nest.
Before PPO, a *teacher search* measures, for every training module, a small candidate set built from the
action menu (the default, every schedule the safety mask allows for each op group alone, the family baseline
and expert plans as menu sequences, and the combination of each group's best schedule), scores each with
the training reward, and keeps the best as a demonstration. The policy is first fitted to these
demonstrations (cross-entropy on the masked logits), then
PPO improves on them with the same reward. Only training modules are searched; every measurement goes
through the engine's store, so a rerun or a resumed run measures nothing twice.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from mqss_edge.actions import MENU, NUM_ACTIONS, STOP, action_index
from mqss_edge.env.facts import module_facts
from mqss_edge.env.pipeline_env import plan_of
from mqss_edge.env.reward import Norms, RewardWeights, reward
from mqss_edge import episode
from mqss_edge.env.safety import ModuleFacts, override, resolve
from mqss_edge.pipeline import Pass, Plan, Stage
from mqss_edge.train.config import TrainConfig
from mqss_edge.train.rollouts import to_policy_obs
from mqss_edge.train.search import SKIP as _SKIP
from mqss_edge.train.search import combine, group_singles
from mqss_edge.train.worker_store import Row, WorkerStore, apply, snapshot
from mqss_edge.train.workloads import evaluator_for

_STOP = action_index(STOP.name)
# Reward differences below this are treated as ties (about 3 % runtime at the default weights and norms;
# repeated medians of one kernel differ by 1-3 % on these machines).
TIE = 0.005
#: Singles the per-group search of a model's teacher measures at most (:func:`teach_search`).
SEARCH_BUDGET = 60


@dataclass(frozen=True)
class Demo:
    """The best candidate found for one module."""

    uri: str
    actions: tuple[int, ...]  # without the final STOP
    reward: float
    plan: str
    candidates: int


def _key(stage: Stage, p: Any, *, with_kind: bool = True) -> tuple[Any, ...]:
    """A pass as a comparable key; a transform without ``kind`` means ``kind=any``."""
    params = dict(p.params)
    if p.name == "transform":
        params.setdefault("kind", "any")
        if not with_kind:
            del params["kind"]
    return stage, p.name, tuple(sorted(params.items()))


def _menu_keys(with_kind: bool, facts: ModuleFacts | None = None) -> dict[tuple[Any, ...], int]:
    """Key -> first menu entry building that pass; with ``facts``, only the shape-fitted schedules, as
    resolved on that module."""
    out: dict[tuple[Any, ...], int] = {}
    for i, a in enumerate(MENU):
        if a.stage is None or (facts is not None and not a.fit):
            continue
        p = a.pass_ if facts is None else resolve(a, facts)
        if p is not None:
            out.setdefault(_key(a.stage, p, with_kind=with_kind), i)
    return out


_EXACT, _LOOSE = _menu_keys(True), _menu_keys(False)


def plan_actions(plan: Plan, facts: ModuleFacts | None = None) -> list[int] | None:
    """The menu actions that build ``plan`` (stage order), or ``None`` when a pass is not on the menu.

    A transform schedule whose ``kind`` differs from the menu's (hand-written baselines say none) maps to
    the menu entry with the same loops, tiles and interchange: the closest plan the policy can build.
    With the module's ``facts``, a schedule no fixed entry builds may be a shape-fitted entry's result
    there (the expert rules' dividing tiles usually are).
    """
    fitted: tuple[dict[tuple[Any, ...], int], dict[tuple[Any, ...], int]] | None = None
    out = []
    for stage, p in plan.steps():
        i = _EXACT.get(_key(stage, p))
        if i is None and p.name == "transform":
            i = _LOOSE.get(_key(stage, p, with_kind=False))
            if i is None and facts is not None:
                fitted = fitted or (_menu_keys(True, facts), _menu_keys(False, facts))
                i = fitted[0].get(_key(stage, p))
                i = fitted[1].get(_key(stage, p, with_kind=False)) if i is None else i
        if i is None:
            return None
        out.append(i)
    if facts is not None and facts.groups and any(MENU[a].is_transform for a in out):
        return _per_group(facts, out)
    return out


def _per_group(facts: ModuleFacts, actions: list[int]) -> list[int]:
    """A plan's actions as a per-group episode: the module passes before its first schedule, then each
    candidate group in turn given the first of the plan's schedules that fits it (a rank-wide schedule
    serves every group it fits) or left on the default lowering, then the remaining passes."""
    first = next(i for i, a in enumerate(actions) if MENU[a].is_transform)
    schedules = [a for a in actions if MENU[a].is_transform]
    rest = [a for a in actions[first:] if not MENU[a].is_transform]
    state = episode.replay(facts, actions[:first])
    seq = list(actions[:first])
    tail: list[int] = []
    while episode.focus(facts, state) is not None:
        valid = episode.mask(facts, state)
        a = next((x for x in schedules if valid[x]), _SKIP)
        state, _ = episode.step(facts, state, a)
        tail.append(a)
    while tail and tail[-1] == _SKIP:
        tail.pop()
    return seq + tail + rest


def playable(text: str, actions: Sequence[int], max_steps: int) -> bool:
    """Every action is valid under the safety mask at its step and none is overridden."""
    facts = module_facts(text)
    if len(actions) > episode.max_steps(facts, max_steps):
        return False
    state = episode.State()
    for a in actions:
        if a == _STOP:
            return False
        state, ev = episode.step(facts, state, a)
        if ev.kind in ("invalid", "overridden"):
            return False
    return True


def candidate_sequences(text: str, max_steps: int, extra: Sequence[Plan] = ()) -> list[tuple[int, ...]]:
    """First-round candidates for one module: default, every first-step schedule, baseline-like plans."""
    facts = module_facts(text)
    mask = episode.mask(facts, episode.State())
    out: list[tuple[int, ...]] = [()]
    if facts.groups:  # every schedule for each op group, the other groups on the default lowering
        singles = [seq for _, _, seq in group_singles(facts)]
    else:
        singles = [(i,) for i, a in enumerate(MENU) if mask[i] and a.is_transform]
    out += singles
    if not singles:  # affine-level code only: its passes are the choices
        out += [(i,) for i, a in enumerate(MENU) if mask[i] and a.stage is Stage.AFFINE and not override(a, facts)]
    for plan in extra:
        seq = plan_actions(plan, facts)
        if seq is not None and playable(text, seq, max_steps):
            out.append(tuple(seq))
    seen: set[tuple[int, ...]] = set()
    return [s for s in out if not (s in seen or seen.add(s))]


def _pick(scores: dict[tuple[int, ...], float], tie: float) -> tuple[int, ...]:
    """The shortest sequence whose reward is within ``tie`` of the best (then the higher reward)."""
    top = max(scores.values())
    return min((s for s, r in scores.items() if r >= top - tie), key=lambda s: (len(s), -scores[s]))


def prefer_fitted(seq: Sequence[int], facts: ModuleFacts) -> tuple[int, ...]:
    """``seq`` with every fixed-tile schedule replaced by a shape-fitted entry that builds the same pass here.

    Both build the same plan (one measurement, one reward), but they teach different things: "8x32x16"
    holds for this shape, "the largest dividing tile up to 8x32x16" for the whole family. Demonstrating
    the rule wherever it is the same candidate gives the policy one consistent choice to learn per family.
    """
    fitted = _menu_keys(True, facts)
    return tuple(fitted.get(_key(MENU[a].stage, MENU[a].pass_), a) if MENU[a].is_transform and not MENU[a].fit
                 else a for a in seq)


def module_tails(facts: ModuleFacts, seq: tuple[int, ...], max_steps: int) -> list[tuple[int, ...]]:
    """``seq`` followed by each module-level pass the safety mask allows after it (no schedule, STOP or
    next-group), within the episode's length."""
    state = episode.replay(facts, seq)
    if len(seq) >= episode.max_steps(facts, max_steps):
        return []
    valid = episode.mask(facts, state)
    out = []
    for a in range(NUM_ACTIONS):
        m = MENU[a]
        if valid[a] and not (m.is_transform or m.is_stop or m.is_skip):
            _, ev = episode.step(facts, state, a, valid)
            if ev.kind not in ("invalid", "overridden"):
                out.append(seq + (a,))
    return out


def _measured_baseline(workload: Any, evaluate: Callable[[Any, Plan], Any]) -> Any:
    """The workload's baseline plan (the default pipeline where it has none, or where it fails) measured
    through ``evaluate``: its outcome, ``metrics`` ``None`` when neither works."""
    out = evaluate(workload, workload.baseline_plan or Plan())
    if not out.ok or out.metrics is None:
        out = evaluate(workload, Plan())
    return out


def _baseline_metrics(workload: Any, evaluate: Callable[[Any, Plan], Any]) -> Any:
    """The metrics every reward of ``workload`` is relative to: its own, or its baseline plan measured like any
    plan, as the env does.

    Raises:
        RuntimeError: neither the baseline plan nor the default pipeline works.
    """
    if workload.baseline is not None:
        return workload.baseline
    baseline = _measured_baseline(workload, evaluate).metrics
    if baseline is None:
        raise RuntimeError(f"{workload.uri}: neither the family baseline nor the default pipeline works")
    return baseline


def teach(workload: Any, evaluate: Callable[[Any, Plan], Any], norms: Norms, weights: RewardWeights,
          max_steps: int, extra: Sequence[Plan] = (), tie: float = TIE) -> Demo:
    """The best of a two-round search for one module, scored by the training reward.

    Round 1: :func:`candidate_sequences` (every schedule for each op group alone). Round 2: each group's best
    schedule together (a conv with its epilogue, attention's two products; :func:`~mqss_edge.train.search.combine`),
    then the best sequence and the default each followed by each module-level pass (:func:`module_tails`).
    Rewards within ``tie`` of the best are measurement noise, not a preference: the shortest such
    sequence is the demonstration, so the policy is not taught to imitate noise (a buffer pass appended
    or not, whichever happened to time 1% faster). Fixed tiles that a shape-fitted entry builds too are
    demonstrated as the fitted entry (:func:`prefer_fitted`).
    """
    baseline = _baseline_metrics(workload, evaluate)
    scores: dict[tuple[int, ...], float] = {}
    facts = module_facts(workload.text)

    def score(seq: tuple[int, ...]) -> float:
        if seq not in scores:
            out = evaluate(workload, plan_of(seq, facts))
            scores[seq] = reward(out.ok, out.metrics, baseline, norms, weights)
        return scores[seq]

    for seq in candidate_sequences(workload.text, max_steps, extra):
        score(seq)
    best_by_group: dict[int, tuple[float, int]] = {}
    for seq, r in scores.items():
        if seq and MENU[seq[-1]].is_transform and all(a == _SKIP for a in seq[:-1]):
            k = len(seq) - 1  # the group position this single was for
            if r > best_by_group.get(k, (-math.inf, 0))[0]:
                best_by_group[k] = (r, seq[-1])
    combo = combine(facts, {k: a for k, (r, a) in best_by_group.items() if r > scores[()]})
    if len(best_by_group) > 1 and playable(workload.text, combo, max_steps):
        score(combo)
    # module-level passes (fusion, polynomial math, canonicalization, buffer passes) after the best so far
    # and after the default: a pass that decides the module alone must not hang on a noise-level winner.
    # Affine passes on the default lowering are round 1's candidates where no schedule fits, and lose to
    # any schedule where one does: not tried again.
    for base in dict.fromkeys((_pick(scores, tie), ())):
        for seq in module_tails(facts, base, max_steps):
            if base or MENU[seq[-1]].stage is not Stage.AFFINE:
                score(seq)
    best = _pick(scores, tie)
    shown = prefer_fitted(best, facts)
    return Demo(workload.uri, shown, scores[best], str(plan_of(shown, facts)), len(scores))


def teach_search(workload: Any, evaluate: Callable[[Any, Plan], Any], norms: Norms, weights: RewardWeights,
                 max_steps: int, extra: Sequence[Plan] = (), tie: float = TIE, budget: int = SEARCH_BUDGET) -> Demo:
    """The demonstration for a module of several op groups (a real model): the per-group search of the
    oracle (:func:`mqss_edge.train.search.search`: the lead, each group's singles behind it, their
    combination, near-ties and module passes decided in the whole plan) explores by runtime, and the
    candidate it measured with the best training reward that the policy can play is the demonstration.

    :func:`teach` scores each group's singles by the training reward with every other group on the default
    lowering. In a model the default groups dominate the runtime, so a single's runtime gain is a small
    fraction of the module's while its compile time and code size count in full: on bert-layer it taught
    the loop interchange (cheap to compile, scalar) for all three matmul groups. Measured on vit-layer with
    the default profile: the interchange plan the policy learned ran 1.51 ms, the reward-best plan of the
    per-group search 0.46 ms with a higher reward (0.90 against about 0.71).
    Module rewrites (``mqss-fold-transposes``) are no menu action and are not searched.
    """
    from mqss_edge.train.search import search

    baseline = _baseline_metrics(workload, evaluate)
    facts = module_facts(workload.text)
    outcomes: dict[str, Any] = {}

    def measure(plan: Plan) -> tuple[bool, float | None]:
        out = outcomes[str(plan)] = evaluate(workload, plan)
        ok = bool(out.ok and out.metrics is not None)
        return ok, out.metrics.runtime if ok else None

    search(workload.text, facts, measure, budget=budget, extra=list(extra), fold=False)
    scores: dict[tuple[int, ...], float] = {}
    for text, out in outcomes.items():
        seq = group_sequence(Plan.parse(text), facts)
        if seq is not None and playable(workload.text, seq, max_steps):
            scores[seq] = max(scores.get(seq, -math.inf), reward(out.ok, out.metrics, baseline, norms, weights))
    if not scores:
        raise RuntimeError(f"{workload.uri}: the search measured no plan the policy can play")
    best = _pick(scores, tie)
    shown = prefer_fitted(best, facts)
    return Demo(workload.uri, shown, scores[best], str(plan_of(shown, facts)), len(outcomes))


def _group_passes(facts: ModuleFacts) -> dict[str, tuple[int, int]]:
    """Per schedule pass text (with and without its ``group=``), the candidate group and the entry that build it
    on this module: what each candidate group's fitting entries resolve to (once per facts)."""
    known = facts.cache.get("group_passes")
    if known is None:
        known = facts.cache["group_passes"] = {}
        for g, fits in episode.group_schedules(facts):
            for a in fits:
                p = resolve(MENU[a], g.facts(facts))
                if p is not None:
                    known.setdefault(str(p), (g.id, a))
                    known.setdefault(str(Pass(p.name, (("group", str(g.id)),) + p.params, p.anchor)), (g.id, a))
    return known


def group_sequence(plan: Plan, facts: ModuleFacts) -> tuple[int, ...] | None:
    """The episode's actions that build exactly ``plan`` on this module, or ``None``.

    Per-group plans (the search's) name each schedule's group and carry its tiles fitted to the group's shape,
    which no menu entry spells: each schedule is matched to the candidate group's fitting entries as the
    episode resolves them. The groups are decided in cost order (``next-group`` where the plan leaves one on
    the default lowering), the module-level passes where the plan has them. The sequence counts only when it
    rebuilds the plan's exact text.
    """
    if not facts.groups:
        seq = plan_actions(plan, facts)
        return tuple(seq) if seq is not None and str(plan_of(tuple(seq), facts)) == str(plan) else None
    table = episode.group_schedules(facts)
    known = _group_passes(facts)
    order = [g.id for g, _ in table]
    seq: list[int] = []
    at = 0  # the next candidate group in cost order
    for stage, p in plan.steps():
        if p.name != "transform":
            one = plan_actions(Plan().with_pass(stage, p))
            if one is None or len(one) != 1:
                return None
            seq.append(one[0])
            continue
        got = known.get(str(p))
        if got is None or got[0] not in order[at:]:
            return None
        k = order.index(got[0], at)
        seq += [_SKIP] * (k - at) + [got[1]]
        at = k + 1
    out = tuple(seq)
    return out if str(plan_of(out, facts)) == str(plan) else None


def teach_chunk(cfg_dict: dict[str, Any], workloads: list[Any], norms: dict[str, Any], weights: dict[str, float],
                extras: dict[str, list[str]], store: Any = None) -> list[dict[str, Any]]:
    """Teacher search over a chunk of modules; failures are skipped, not fatal.

    ``store``: where candidates are measured (default: the run's store, ``cfg.store``).
    """
    cfg = TrainConfig(**cfg_dict)
    evaluate = evaluator_for(cfg, store)
    out = []
    for w in workloads:
        try:
            how = teach_search if cfg.model_teacher == "search" and w.family.startswith("model:") else teach
            d = how(w, evaluate, Norms(norms["lo"], norms["hi"]), RewardWeights(**weights), cfg.max_steps,
                    [Plan.parse(p) for p in extras.get(w.uri, [])])
        except Exception as exc:  # noqa: BLE001 -- a module the engine cannot handle is left out of the demonstrations
            out.append({"uri": w.uri, "error": f"{type(exc).__name__}: {exc}"})
            continue
        out.append(asdict(d))
    return out


def teach_chunk_remote(cfg_dict: dict[str, Any], workloads: list[Any], norms: dict[str, Any],
                       weights: dict[str, float], extras: dict[str, list[str]], seed: list[Row]
                       ) -> tuple[list[dict[str, Any]], list[Row]]:
    """:func:`teach_chunk` as a Ray task: measures into a private store seeded with the driver's rows and
    returns the demonstrations with the rows it added (the driver writes them to the run's store)."""
    store = WorkerStore(seed)
    try:
        out = teach_chunk(cfg_dict, workloads, norms, weights, extras, store)
        return out, store.take_journal()
    finally:
        store.close()


def load_demos(path: Path) -> dict[str, Demo]:
    if not path.exists():
        return {}
    return {d["uri"]: Demo(d["uri"], tuple(d["actions"]), d["reward"], d["plan"], d["candidates"])
            for d in json.loads(path.read_text()) if "error" not in d}


def arbitrate(ours: dict[str, Demo], theirs: dict[str, Demo], workloads: Sequence[Any],
              evaluate: Callable[[Any, Plan], Any], norms: Norms, weights: RewardWeights, *, tie: float = TIE,
              done: dict[str, dict[str, Any]] | None = None,
              progress: Callable[[int, int, dict[str, Any]], None] | None = None
              ) -> tuple[dict[str, Demo], dict[str, dict[str, Any]]]:
    """Two runs' demonstrations merged: where their plans for a module differ, both are measured again next to
    the module's baseline and the higher training reward is kept.

    Rewards stored on different days do not compare (on a contended day every candidate runs slower than
    the stored baseline), so ``evaluate`` should measure into a fresh store: the baseline, then the two
    plans in alternating order from module to module, all in the same hour. Ties (within ``tie``) go to the
    shorter sequence, then to ``ours``. A plan that no longer compiles or checks earns the failure reward.

    Args:
        ours, theirs: demonstrations by module uri (``ours``: the newer run's).
        workloads: the modules (for their text and baseline plan); a module without one keeps ``ours``.
        done: rows already measured (a resumed arbitration), by uri; new rows are added to it as they are
            measured, so a caller can save it from ``progress``.
        progress: ``(done, total, row)`` after each module measured.

    Returns:
        ``(demos, rows)``: every module of either run, and per arbitrated module its two rewards, runtimes
        and which was kept (``pick``: ``ours`` or ``theirs``).
    """
    by_uri = {w.uri: w for w in workloads}
    rows = done if done is not None else {}
    todo = [u for u in ours if u in theirs and u in by_uri and ours[u].plan != theirs[u].plan]
    for i, u in enumerate(todo):
        if u not in rows:
            w = replace(by_uri[u], baseline=None)
            base = _measured_baseline(w, evaluate)
            row: dict[str, Any] = {"baseline_ms": base.metrics.runtime if base.metrics is not None else None}
            for name in (("ours", "theirs") if i % 2 == 0 else ("theirs", "ours")):
                d = (ours if name == "ours" else theirs)[u]
                out = evaluate(w, Plan.parse(d.plan))
                ok = out.ok and base.metrics is not None
                row[name] = {"reward": reward(ok, out.metrics, base.metrics, norms, weights),  # type: ignore[arg-type]
                             "runtime_ms": out.metrics.runtime if out.ok and out.metrics is not None else None,
                             "steps": len(d.actions), "plan": d.plan}
            a, b = row["ours"]["reward"], row["theirs"]["reward"]
            if abs(a - b) <= tie:
                row["pick"] = "theirs" if row["theirs"]["steps"] < row["ours"]["steps"] else "ours"
            else:
                row["pick"] = "ours" if a > b else "theirs"
            rows[u] = row
        if progress:
            progress(i + 1, len(todo), rows[u])
    merged = {**theirs, **ours}
    for u, row in rows.items():
        if row.get("pick") == "theirs" and u in theirs:
            merged[u] = theirs[u]
    return merged, rows


def stratified(workloads: Sequence[Any], n: int) -> list[Any]:
    """Up to ``n`` workloads taken round-robin over families (families sorted by name, each family in its
    split order)."""
    from mqss_edge.corpus import round_robin_by_family

    return round_robin_by_family(sorted(workloads, key=lambda w: w.family), n)


def collect_demos(cfg: Any, workloads: Sequence[Any], norms: Norms, weights: dict[str, float], path: Path,
                  remote: bool, progress: Callable[[int, int], None] | None = None,
                  entries: dict[str, Any] | None = None, stop: Callable[[], bool] | None = None,
                  chunk: int = 4) -> dict[str, Demo]:
    """Teacher search over ``cfg.demo_modules`` kernel workloads stratified by family (all when 0) and
    every real model of at most ``cfg.model_lines`` lines (all when 0), in chunks (Ray tasks when
    ``remote``); resumes from ``path``. ``entries`` (default: the corpus) give the expert plans the teacher
    also tries, as it tries a module's plan in ``cfg.previous_demos``. ``stop`` (in-process runs): checked before
    each chunk; when it says so, the search ends with what it found. ``chunk``: modules per task (and per
    save of ``path``)."""
    from mqss_edge import corpus

    done = load_demos(path)
    rows = [asdict(d) for d in done.values()]
    models = [w for w in workloads if w.family.startswith("model:")]
    if cfg.model_lines:  # lines counted as bench_chip's --model-lines counts them
        models = [w for w in models if w.text.count("\n") <= cfg.model_lines]
    kernels = [w for w in workloads if not w.family.startswith("model:")]
    chosen = (stratified(kernels, cfg.demo_modules) if cfg.demo_modules else kernels) + models
    todo = [w for w in chosen if w.uri not in done]
    wanted = {w.uri for w in chosen}
    entries = entries if entries is not None else corpus.by_uri()
    previous: dict[str, Demo] = {}
    if getattr(cfg, "previous_demos", ""):
        if not Path(cfg.previous_demos).is_file():
            raise FileNotFoundError(f"previous_demos: no demonstrations file at {cfg.previous_demos}")
        previous = load_demos(Path(cfg.previous_demos))
    extras = {w.uri: [str(w.baseline_plan or Plan())]
              + ([str(corpus.expert_plan(entries[w.uri]))] if w.uri in entries else [])
              + ([previous[w.uri].plan] if w.uri in previous else []) for w in todo}
    chunks = [todo[i:i + chunk] for i in range(0, len(todo), chunk)]
    cfg_d, nd = asdict(cfg), norms.to_dict()

    def save() -> None:
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(rows, indent=1))
        tmp.replace(path)

    def count() -> int:
        return sum(1 for r in rows if r["uri"] in wanted)

    if progress:
        progress(count(), len(chosen))
    if remote:
        import ray

        from mqss_edge.train.workers import driver_store

        store = driver_store(cfg)
        seed = ray.put(snapshot(store))
        task = ray.remote(num_cpus=1)(teach_chunk_remote)
        pending = [task.remote(cfg_d, c, nd, weights, {w.uri: extras[w.uri] for w in c}, seed) for c in chunks]
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            found, measured = ray.get(ready[0])
            apply(store, measured)  # only the driver writes the run's store
            rows += found
            save()
            if progress:
                progress(count(), len(chosen))
    else:
        for c in chunks:
            if stop is not None and stop():  # out of time: what was found so far is used
                break
            rows += teach_chunk(cfg_d, c, nd, weights, {w.uri: extras[w.uri] for w in c})
            save()
            if progress:
                progress(count(), len(chosen))
    save()
    # a run resumed under a narrower config keeps its file, but uses only what this config chose
    return {u: d for u, d in load_demos(path).items() if u in wanted}


def demo_batch(demos: Sequence[Demo], texts: dict[str, str], max_steps: int, level: str
               ) -> tuple[list[dict[str, np.ndarray]], list[int]]:
    """(observation, action) for every step of every demonstration, STOP included when short.

    A step the safety mask rules out where it is shown is left out (a rule added after the demonstration was
    measured: its plan is then the measured one without that pass): the clone is never taught an action its
    episode cannot take.
    """
    from mqss_edge.env.observe import encode_observation

    obs, acts = [], []
    for d in demos:
        text = texts[d.uri]
        facts = module_facts(text)
        state = episode.State()
        for a in list(d.actions) + [_STOP]:
            if a == _STOP and len(state.history) >= episode.max_steps(facts, max_steps):
                break
            valid = episode.mask(facts, state)
            if not valid[a]:
                continue
            vec, graph = encode_observation(text, state.history, NUM_ACTIONS, level)
            obs.append(to_policy_obs({"vector": vec, "graph": graph, "mask": valid}))
            acts.append(a)
            state, _ = episode.step(facts, state, a, valid)
    return obs, acts


def behaviour_clone(net: Any, obs: Sequence[dict[str, np.ndarray]], actions: Sequence[int], *, epochs: int = 40,
                    lr: float = 1e-3, batch_size: int = 64, seed: int = 0,
                    history: list[float] | None = None) -> dict[str, float]:
    """Fits the policy head to demonstrations: cross-entropy of the demonstrated actions under the masked logits.

    The value head is left to PPO: its targets are returns on the normalizer's scale, which a few dozen
    demonstration rewards do not estimate well.

    Returns the final epoch's mean loss and the top-1 agreement with the demonstrated actions; ``history``,
    when given, receives every epoch's mean loss.
    """
    import torch

    from mqss_edge.policy.network import collate

    if not obs:
        return {"bc_loss": 0.0, "bc_accuracy": 0.0, "bc_states": 0}
    torch.manual_seed(seed)
    batch = collate(list(obs))
    t_act = torch.as_tensor(list(actions))
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    n = len(t_act)
    loss_sum = 0.0
    for _ in range(epochs):
        perm = torch.randperm(n)
        loss_sum = 0.0
        for s in range(0, n, batch_size):
            idx = perm[s:s + batch_size]
            lp, _, _ = net.evaluate_actions(batch.select(idx), t_act[idx])
            loss = -lp.mean()
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            opt.step()
            loss_sum += float(loss.detach()) * len(idx)
        if history is not None:
            history.append(loss_sum / n)
    with torch.no_grad():
        logits, _ = net(*batch)
        acc = float((logits.argmax(-1) == t_act).float().mean())
    return {"bc_loss": loss_sum / n, "bc_accuracy": acc, "bc_states": n}


def pretrain_on_demos(cfg: TrainConfig, net: Any, workloads: Sequence[Any], norms: Norms,
                      weights: dict[str, float], log_dir: Path, ray_address: str | None,
                      progress: Callable[[dict[str, Any]], None] | None, in_process: bool = False) -> dict[str, Any]:
    """Teacher search (resumable through ``demos.json`` and the store; Ray tasks with ``cfg.workers`` unless
    ``in_process``) + behaviour cloning of ``net``; returns the cloning statistics."""
    remote = cfg.workers > 0 and not in_process
    if remote:
        from mqss_edge.train.workers import ray_init

        ray_init(cfg, ray_address)

    def show(done: int, total: int) -> None:
        if progress:
            progress({"phase": "demos", "done": done, "total": total})

    texts = {w.uri: w.text for w in workloads}
    entries = None
    if cfg.augment:
        from mqss_edge import corpus
        from mqss_edge.corpus.augment import augmented

        entries = {**corpus.by_uri(), **{e.uri: e for e in augmented(cfg.augment, cfg.augment_seed)}}
    found = collect_demos(cfg, workloads, norms, weights, log_dir / "demos.json", remote, show, entries)
    # in workload order, not the order Ray tasks finished in: cloning is then the same on every run
    demos = {w.uri: found[w.uri] for w in workloads if w.uri in found}
    held = held_back(list(demos), cfg.holdback)
    cloned = [d for u, d in demos.items() if u not in held]
    obs, acts = demo_batch(cloned, texts, cfg.max_steps, cfg.feature_groups)
    stats = behaviour_clone(net, obs, acts, epochs=cfg.bc_epochs, seed=cfg.seed)
    return {**stats, "modules": len(workloads), "demos": len(demos), "cloned": len(cloned),
            "held_back": sorted(held),
            "mean_demo_reward": float(np.mean([d.reward for d in demos.values()])) if demos else 0.0}


def held_back(uris: Sequence[str], fraction: float) -> set[str]:
    """The demonstrated modules kept out of cloning (for the guard's calibration and the final choice):
    ``fraction`` of the kernels and of the models each, by the lowest sha256 of the uri (stable across
    runs and resumes)."""
    import hashlib

    out: set[str] = set()
    if fraction <= 0:
        return out
    for kind in (True, False):
        group = sorted((u for u in uris if u.startswith("benchmark://models-") is kind),
                       key=lambda u: hashlib.sha256(u.encode()).hexdigest())
        out.update(group[:round(len(group) * fraction)])
    return out
