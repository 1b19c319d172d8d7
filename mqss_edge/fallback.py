"""Per-op fallback: a plan whose schedule fails on its op group keeps every other schedule.

A plan holds one transform schedule per op group (or per loop rank). When the whole plan fails — a
schedule that does not apply, IR that does not verify, a lowering or compile error, a crash, or outputs
that differ from the reference build — :func:`fit_plan` finds the schedules at fault and leaves their
groups on the default lowering:

1. each schedule is tried alone (with the plan's other passes); those that fail alone are dropped;
2. if the rest still fails together, schedules are dropped from the cheap end (the plan lists the
   costliest group first) until the plan works;
3. a dropped group's second choice (``alternative``: the family rule's schedule for that group,
   :func:`mqss_edge.corpus.module_plan.group_expert_schedule`) is tried in its place, and kept if the
   plan still works;
4. if no schedule is left and the plan's other passes still fail, the default pipeline is the answer.

Every candidate goes through the engine (compiled, run and compared with the reference build over the
whole module, cached in its store): a miscompile is never kept. Only the final plan is timed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from mqss_edge.pipeline import Pass, Plan


@dataclass(frozen=True)
class Dropped:
    """A schedule left out, and why.

    Attributes:
        schedule: the ``transform{...}`` pass text.
        group: the op group it was for (``None``: a schedule for a whole loop rank).
        status: the engine's status for the plan that showed the fault.
        message: the first line of the tool's error.
        when: ``alone`` (it failed by itself) or ``combined`` (dropped until the rest worked).
        replaced_by: the second choice that took its place (``None``: the group has the default lowering).
    """

    schedule: str
    group: int | None
    status: str
    message: str
    when: str
    replaced_by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"schedule": self.schedule, "group": self.group, "status": self.status, "message": self.message,
                "when": self.when, "replaced_by": self.replaced_by}


@dataclass(frozen=True)
class FittedPlan:
    """What :func:`fit_plan` settled on.

    Attributes:
        plan: the plan that works (the default pipeline, ``Plan()``, when nothing else does).
        evaluation: the engine's record of ``plan`` (timed when a measure config was given).
        dropped: the schedules left out, in the order they were dropped.
        tried: engine evaluations made (cached ones included).
    """

    plan: Plan
    evaluation: Any
    dropped: tuple[Dropped, ...]
    tried: int

    @property
    def ok(self) -> bool:
        return bool(self.evaluation.ok)


def _without(plan: Plan, keep: set[int], swap: dict[int, Pass] | None = None) -> Plan:
    """``plan`` with only the tensor-slot schedules at positions ``keep`` (other passes stay), those in
    ``swap`` replaced."""
    swap = swap or {}
    tensor = tuple(swap.get(i, p) for i, p in enumerate(plan.tensor) if p.name != "transform" or i in keep)
    return Plan(tensor, plan.buffer, plan.affine)


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text and text.strip() else ""


def _failure(ev: Any, p: Pass, when: str) -> Dropped:
    g = p.param("group")
    return Dropped(str(p), int(g) if g is not None and g.isdigit() else None, ev.status.value,
                   _first_line(ev.message)[:300], when)


def fit_plan(engine: Any, text: str, plan: Plan, *, target: Any = None, measure: Any = None,
             alternative: Callable[[Pass], Pass | None] | None = None) -> FittedPlan:
    """``plan`` with the schedules that fail on their groups left out (see the module docs).

    Args:
        engine: a :class:`~mqss_edge.engine.Engine`.
        text: the module.
        plan: the plan to fit.
        target: the build target (default: the host).
        measure: time the final plan with this config (``None``: compile and check only).
        alternative: a dropped schedule's second choice (``None``: none).

    Raises:
        ParseError / AbiError / CompileError: the module itself is bad (as :meth:`Engine.evaluate`).
    """
    from mqss_edge.compiler.driver import Target

    target = target or Target.HOST
    tried = 0

    def ev_of(p: Plan, timed: bool = False) -> Any:
        nonlocal tried
        tried += 1
        return engine.evaluate(text, p, target=target, measure=measure if timed else None)

    ev = ev_of(plan, timed=True)
    schedules = [i for i, p in enumerate(plan.tensor) if p.name == "transform"]
    if ev.ok or not schedules:
        if not ev.ok and plan:
            return FittedPlan(Plan(), ev_of(Plan(), timed=True), (), tried)
        return FittedPlan(plan, ev, (), tried)
    dropped: list[Dropped] = []
    keep = set(schedules)
    if len(schedules) == 1:
        dropped.append(_failure(ev, plan.tensor[schedules[0]], "alone"))
        keep.clear()
    else:
        for i in schedules:
            alone = ev_of(_without(plan, {i}))
            if not alone.ok:
                dropped.append(_failure(alone, plan.tensor[i], "alone"))
                keep.discard(i)
        ev = ev_of(_without(plan, keep)) if keep else ev
        for i in reversed(schedules):  # the cheapest groups' schedules first
            if ev.ok or not keep:
                break
            if i in keep:
                dropped.append(_failure(ev, plan.tensor[i], "combined"))
                keep.discard(i)
                ev = ev_of(_without(plan, keep)) if keep else ev
    swap: dict[int, Pass] = {}
    if alternative is not None:
        pos = {str(plan.tensor[i]): i for i in schedules}
        for n, d in enumerate(dropped):
            i = pos[d.schedule]
            alt = alternative(plan.tensor[i])
            if alt is None or str(alt) == d.schedule:
                continue
            if ev_of(_without(plan, keep | {i}, {**swap, i: alt})).ok:
                keep.add(i)
                swap[i] = alt
                dropped[n] = replace(d, replaced_by=str(alt))
    fitted = _without(plan, keep, swap)
    ev = ev_of(fitted, timed=True)
    if not ev.ok and fitted:
        fitted, ev = Plan(), ev_of(Plan(), timed=True)
    return FittedPlan(fitted, ev, tuple(dropped), tried)


@dataclass(frozen=True)
class Fallback:
    """What :func:`with_fallback` used and why.

    Attributes:
        used: ``policy`` (its plan, or its plan with schedules at fault left out), ``baseline`` or ``default``.
        reason: why the policy's plan was not used as is (``None``: it was).
        evaluation: the engine's record of what was used.
        attempts: ``(which, status)`` per pipeline tried (``policy-per-op``: the per-op fallback's plan).
        dropped: the policy's schedules left out per op group, with their reasons.
    """

    used: str
    reason: str | None
    evaluation: Any
    attempts: tuple[tuple[str, str], ...]
    dropped: tuple[Dropped, ...] = ()


def with_fallback(engine: Any, text: str, plan: Plan | None, candidates: list[tuple[str, Plan]], *,
                  target: Any = None, measure: Any = None, reason: str | None = None,
                  alternative: Callable[[Pass], Pass | None] | None = None,
                  attempts: tuple[tuple[str, str], ...] = ()) -> Fallback:
    """The policy's ``plan``; if it fails, the plan with the schedules at fault left out per op group
    (:func:`fit_plan`), then each of ``candidates`` (family baseline, default) in order.

    Args:
        plan: the policy's plan (``None``: selection itself failed, ``reason`` says why).
        candidates: ``(name, plan)`` to try after the policy's, in order.
        reason: why there is no policy plan, when ``plan`` is ``None``.
        attempts: attempts already made (a failed selection).
    """
    tried = list(attempts)
    if plan is not None:
        ev = engine.evaluate(text, plan, target=target, measure=measure)
        tried.append(("policy", ev.status.value))
        if ev.ok:
            return Fallback("policy", None, ev, tuple(tried))
        reason = f"policy pipeline failed: {ev.status.value} ({_first_line(ev.message)})"
        if len(plan.transforms) > 1:
            fitted = fit_plan(engine, text, plan, target=target, measure=measure, alternative=alternative)
            if fitted.ok and fitted.plan.transforms:
                tried.append(("policy-per-op", fitted.evaluation.status.value))
                moved = "; ".join(f"{'group ' + str(d.group) if d.group is not None else d.schedule}: "
                                  f"{'the family rule ' + d.replaced_by if d.replaced_by else 'the default lowering'}"
                                  for d in fitted.dropped)
                return Fallback("policy", f"{reason}; per op group: {moved}", fitted.evaluation, tuple(tried),
                                fitted.dropped)
    ev = None
    for which, p in candidates:
        ev = engine.evaluate(text, p, target=target, measure=measure)
        tried.append((which, ev.status.value))
        if ev.ok:
            return Fallback(which, reason, ev, tuple(tried))
        if reason is None:
            reason = f"{which} pipeline failed: {ev.status.value} ({_first_line(ev.message)})"
    return Fallback(tried[-1][0], reason, ev, tuple(tried))
