"""Per-group search: the oracle's and the teacher's way through the per-op-group space on 2 cores.

The full cross product of schedules over a model's op groups is far too big (8 groups of 6 choices is
1.7 million plans). Groups interact little — each schedule rewrites only its own ops — so the search
is done per group and then combined:

0. **lead**: each module-level pass the mask allows on the default; the fastest, when it beats the default by
   more than :data:`LEAD_MARGIN`, follows every plan of steps 1-2 (vit-layer: polynomial math measured 24.42 ms
   against the default's 24.92, and with the tiles ranked behind it instead of behind libm's scalar ``erff`` and
   ``expf`` the search's best went 3.14 -> 1.25 ms);
1. **singles**: for each candidate group ``k`` (cost order), each schedule the safety layer allows for it,
   with every other group on the default lowering (the sequence ``next-group`` x k, then the schedule, then the
   lead);
2. **combination**: each group's best single (when it beat the default) together in one plan, then
   **refined**: measured alone, a group's effect is diluted by the rest of the model on default loops, so
   singles within :data:`REFINE_MARGIN` of its best are near-ties whose order is noise; up to
   :data:`REFINE_TRIES` of them per group (cost order) are swapped into the combination, each kept when the
   whole plan measures faster (mobilebert-tiny: the 1x16x8 tile won two matmul groups alone by 0.4 %, and the
   combination with it measured 16 % slower than an earlier run's combination with the 8x8 tile); and a
   group none of whose singles beat the default alone gets its best single tried in the combination when
   that single lost by at most :data:`RETRY_MARGIN`, kept when the whole plan measures faster;
3. **tails**: the combination (with its lead, and without it), and the default, each followed by each
   module-level pass the mask allows (fusion, polynomial math, canonicalize, buffer passes), and the plans in
   ``extra`` (family baseline, expert plans);
   **in context**: then, in cost order, each group's next :data:`CONTEXT_TRIES` singles (by their runtime alone)
   are swapped into the best plan so far (the combination with its lead and its best tail), each kept when the
   whole plan measures faster: alone, a group's schedules are ranked in a model whose other groups run default
   loops, and a ranking made at 25 ms decides a plan that runs at 1.2 ms (vit-layer).

4. **rewritten**: where the module has transposes feeding contractions, or contractions reading an operand
   transposed (:mod:`mqss_edge.compiler.fold`), steps 0-3 again on the rewritten module, every plan starting with
   ``mqss-fold-transposes`` or ``mqss-unfold-transposes`` (its group schedules are the rewritten module's); the
   best of the searches wins.

Cost: one compile per (group, fitting schedule), plus the module-level passes on two or three bases (default,
combination, and the combination with its lead) and at most :data:`CONTEXT_TRIES` per group in context; every
measurement goes through the engine's store, so a rerun measures nothing twice. ``budget`` caps the singles,
costliest groups first (per search: each module rewrite that changes the module adds one more search).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from mqss_edge import episode
from mqss_edge.actions import MENU, Stage
from mqss_edge.env.safety import ModuleFacts
from mqss_edge.pipeline import FOLD_TRANSPOSES, REWRITES, UNFOLD_TRANSPOSES, Plan

SKIP = next(i for i, a in enumerate(MENU) if a.is_skip)
#: Each module rewrite's row in a search result (:class:`SearchResult`), also the oracle's row key and the source
#: label of a best plan behind it.
REWRITE_ROWS = {FOLD_TRANSPOSES: "folded", UNFOLD_TRANSPOSES: "materialized"}
#: Singles whose runtime alone is within this fraction of their group's best are tried in the combination.
REFINE_MARGIN = 0.03
#: At most this many such near-ties per group.
REFINE_TRIES = 2
#: A group none of whose singles beat the default alone has its best single tried in the combination too,
#: when that single was at most this fraction slower than the default: a group with a fifth of the cost is
#: within the noise of the whole module measured alone (3mm-small: the third matmul's 5x8x4 f64 tile measured
#: 0.666 ms alone against the default's 0.650, so the combination left it on default loops and lost to the
#: expert plan's 0.174 ms; the plan with all three f64 tiles measures 0.066 ms).
RETRY_MARGIN = 0.10
#: A module-level pass that beats the default by more than this fraction leads the singles and the combination.
LEAD_MARGIN = 0.02
#: Per group, at most this many further singles are tried in the best plan so far (step 3, in context).
CONTEXT_TRIES = 2


def group_singles(facts: ModuleFacts) -> list[tuple[int, int, tuple[int, ...]]]:
    """``(group position, action, sequence)`` for every schedule that fits each candidate group."""
    out = []
    state = episode.State()
    k = 0
    while (g := episode.focus(facts, state)) is not None:
        valid = episode.mask(facts, state)
        for a in range(len(MENU)):
            if valid[a] and MENU[a].is_transform:
                out.append((k, a, state.history + (a,)))
        state, _ = episode.step(facts, state, SKIP)
        k += 1
    return out


def combine(facts: ModuleFacts, per_group: dict[int, int]) -> tuple[int, ...]:
    """The sequence giving group position ``k`` the schedule ``per_group[k]`` (others: default lowering)."""
    seq: list[int] = []
    state = episode.State()
    k = 0
    last = max(per_group, default=-1)
    while k <= last and episode.focus(facts, state) is not None:
        a = per_group.get(k, SKIP)
        state, ev = episode.step(facts, state, a)
        if ev.kind == "invalid":  # not offered here: leave the group on the default lowering
            state, _ = episode.step(facts, state, SKIP)
            a = SKIP
        seq.append(a)
        k += 1
    while seq and seq[-1] == SKIP:
        seq.pop()
    return tuple(seq)


@dataclass
class SearchResult:
    """What a per-group search measured.

    Attributes:
        best: ``(plan text, runtime ms)`` of the fastest correct candidate (``None``: nothing worked).
        default_ms: the default pipeline's runtime.
        per_group: per candidate group: its label, cost share, the best schedule (or ``default``) and its
            runtime alone (behind the lead, ``lead``: its name or None), and ``tried``: each single's schedule,
            plan and runtime (None: failed).
        candidates: distinct plans measured.
        failed: candidates that failed (any status but ok).
        seconds: wall time of the search.
        folded: the search of the module with its transposes folded (``mqss-fold-transposes``), where it ran:
            operands folded, transposes removed, its best plan and runtime, the best without a rewrite, its
            per-group rows.
        materialized: the same for ``mqss-unfold-transposes`` (transposed contraction operands materialized).
    """

    best: tuple[str, float] | None
    default_ms: float | None
    per_group: list[dict[str, Any]] = field(default_factory=list)
    candidates: int = 0
    failed: int = 0
    seconds: float = 0.0
    folded: dict[str, Any] | None = None
    materialized: dict[str, Any] | None = None


def search(text: str, facts: ModuleFacts, measure: Callable[[Plan], tuple[bool, float | None]], *,
           budget: int = 120, extra: Sequence[Plan] = (), progress: Callable[[int, int], None] | None = None,
           fold: bool = True) -> SearchResult:
    """The per-group search of one module (see the module docs).

    Args:
        measure: ``plan -> (ok, runtime ms)``: compiled, checked and timed (through the engine's store).
        budget: most single-group candidates measured (costliest groups first), per search.
        extra: further plans to measure (family baseline, expert plan).
        fold: search the module behind each module rewrite too (transposes folded, transposed operands
            materialized), where it changes the module.

    ``folded`` and ``materialized`` of the result, when that search ran: see :class:`SearchResult`.
    """
    t0 = time.perf_counter()
    seen: dict[str, float | None] = {}
    failed = 0

    def run(plan: Plan) -> float | None:
        nonlocal failed
        key = str(plan)
        if key not in seen:
            ok, ms = measure(plan)
            seen[key] = ms if ok else None
            failed += 0 if ok else 1
        return seen[key]

    default = run(Plan())
    rows = _search_groups(facts, run, budget, progress, rewrite=None)
    for p in extra:
        run(p)
    rewritten: dict[str, dict[str, Any]] = {}
    if fold:
        from mqss_edge.compiler.fold import rewrite
        from mqss_edge.env.facts import module_facts

        for name in REWRITES:
            fr = rewrite(name, text)
            if not fr.folded:
                continue
            f_rows = _search_groups(module_facts(fr.text), run, budget, progress, rewrite=name)
            ok = [(k, v) for k, v in seen.items() if v is not None]
            mine = [kv for kv in ok if Plan.parse(kv[0]).rewrite == name]
            f_best = min(mine, key=lambda kv: kv[1]) if mine else None
            u_best = min((kv for kv in ok if Plan.parse(kv[0]).rewrite is None), key=lambda kv: kv[1], default=None)
            rewritten[name] = {"operands": fr.folded, "transposes_removed": fr.removed,
                               "best": list(f_best) if f_best else None,
                               "unfolded_best": list(u_best) if u_best else None, "per_group": f_rows}
    ok = [(k, v) for k, v in seen.items() if v is not None]
    best = min(ok, key=lambda kv: kv[1]) if ok else None
    return SearchResult(best, default, rows, len(seen), failed, time.perf_counter() - t0,
                        **{REWRITE_ROWS[name]: row for name, row in rewritten.items()})


def _search_groups(facts: ModuleFacts, run: Callable[[Plan], float | None], budget: int,
                   progress: Callable[[int, int], None] | None, *, rewrite: str | None) -> list[dict[str, Any]]:
    """Steps 0-3 of the module docs on ``facts``, each plan behind the module rewrite ``rewrite`` (None: none);
    the per-group rows."""

    def behind(plan: Plan) -> Plan:
        return plan.with_rewrite(rewrite)

    default = run(behind(Plan()))
    lead = _lead(facts, run, behind, default)

    def led(seq: tuple[int, ...]) -> Plan:
        """The plan of ``seq`` followed by the lead (where the mask still allows it)."""
        state = episode.replay(facts, seq)
        if lead is not None and episode.mask(facts, state)[lead]:
            state = episode.step(facts, state, lead)[0]
        return behind(state.plan)

    if lead is not None:
        default = run(led(()))
    singles = group_singles(facts)[:budget]
    beat: dict[int, list[tuple[float, int]]] = {}  # per group: (ms alone, action) of the singles that beat default
    lost: dict[int, tuple[float, int]] = {}  # per group: its best single where none beat the default alone
    tried: dict[int, list[dict[str, Any]]] = {}
    for n, (k, a, seq) in enumerate(singles):
        plan = led(seq)
        ms = run(plan)
        tried.setdefault(k, []).append({"schedule": MENU[a].name, "plan": str(plan), "ms": ms})
        if progress:
            progress(n + 1, len(singles))
        if ms is not None and (default is None or ms < default):
            beat.setdefault(k, []).append((ms, a))
        elif ms is not None and default is not None and ms <= default * (1 + RETRY_MARGIN):
            lost[k] = min(lost.get(k, (ms, a)), (ms, a))
    for rows_k in beat.values():
        rows_k.sort()
    choice = {k: rows_k[0][1] for k, rows_k in beat.items()}
    alone = {k: rows_k[0][0] for k, rows_k in beat.items()}
    combo_ms = run(led(combine(facts, choice)))
    # decided in the whole plan: near-ties alone, then the groups whose best single lost alone within the noise
    trials = [(k, ms, a) for k in sorted(beat)
              for ms, a in [x for x in beat[k][1:] if x[0] <= beat[k][0][0] * (1 + REFINE_MARGIN)][:REFINE_TRIES]]
    trials += [(k, *lost[k]) for k in sorted(set(lost) - set(beat))]
    for k, ms, a in trials:
        trial = {**choice, k: a}
        got = run(led(combine(facts, trial)))
        if got is not None and (combo_ms is None or got < combo_ms):
            choice, combo_ms, alone[k] = trial, got, ms
    state = episode.replay(facts, combine(facts, choice))
    bases = [state]
    if lead is not None and episode.mask(facts, state)[lead]:  # the combination with its lead, and without it
        bases.insert(0, episode.step(facts, state, lead)[0])
    # module-level passes on the combination (on the default, `_lead` measured each: a pass that decides the
    # module alone, polynomial math on GELU, must not hang on a noise-level schedule winning the combination)
    tail, tail_ms = None, run(behind(bases[0].plan))  # the combination's best tail (None: none beat it)
    for i, base in enumerate(bases):
        valid = episode.mask(facts, base)
        for a in range(len(MENU)):
            if valid[a] and not (MENU[a].is_transform or MENU[a].is_stop or MENU[a].is_skip):
                got = run(behind(episode.step(facts, base, a, valid)[0].plan))
                if i == 0 and got is not None and (tail_ms is None or got < tail_ms):
                    tail, tail_ms = a, got

    def whole(per_group: dict[int, int]) -> Plan:
        """The plan giving each group ``per_group``'s schedule, then the lead and the tail (where allowed)."""
        st = episode.replay(facts, combine(facts, per_group))
        for a in (lead, tail):
            if a is not None and episode.mask(facts, st)[a]:
                st = episode.step(facts, st, a)[0]
        return behind(st.plan)

    # in context: each group's next singles swapped into the best plan so far, in cost order
    best_ms = tail_ms
    for k in sorted(set(beat) | set(lost)):
        ranked = beat.get(k, []) + ([lost[k]] if k in lost and k not in beat else [])
        for ms, a in [x for x in ranked if x[1] != choice.get(k)][:CONTEXT_TRIES]:
            trial = {**choice, k: a}
            got = run(whole(trial))
            if got is not None and (best_ms is None or got < best_ms):
                choice, best_ms, alone[k] = trial, got, ms
    state = episode.replay(facts, combine(facts, choice))
    rows = []
    for k, row in enumerate(episode.describe(facts, state)):
        rows.append({**row, "alone_ms": alone.get(k), "lead": MENU[lead].name if lead is not None else None,
                     "tried": tried.get(k, [])})
    return rows


def _lead(facts: ModuleFacts, run: Callable[[Plan], float | None], behind: Callable[[Plan], Plan],
          default: float | None) -> int | None:
    """Step 0 of the module docs: each module-level pass on the default (a tail of it, whatever comes of the lead)
    and the one that beats the default by more than :data:`LEAD_MARGIN` the most, or None (no default runtime,
    or none does)."""
    start = episode.State()
    valid = episode.mask(facts, start)
    best: tuple[float, int] | None = None
    for a in range(len(MENU)):
        if valid[a] and not (MENU[a].is_transform or MENU[a].is_stop or MENU[a].is_skip):
            ms = run(behind(episode.step(facts, start, a, valid)[0].plan))
            if MENU[a].stage is not Stage.TENSOR:  # measured (a tail of the default), but a lead must come
                continue  # before nothing the schedules need: buffer passes end them, affine ones need untiled code
            if ms is not None and default is not None and ms < default * (1 - LEAD_MARGIN) and (
                    best is None or ms < best[0]):
                best = (ms, a)
    return best[1] if best is not None else None
