"""The zero-shot guard's rules: which op groups of a policy's plan get the expert rules' schedule instead.

:func:`contraction_guard`, :func:`math_guard` and :func:`gather_guard` are what
:meth:`mqss_edge.selector.Selector.select` applies at K = 1 (``guard=True``);
every rule here was kept for what it measured on the corpus's training modules (the figures are in each
docstring).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mqss_edge import episode
from mqss_edge.actions import MENU as _MENU, action_index
from mqss_edge.pipeline import Pass, Plan


#: Op families the zero-shot guard never leaves on the default lowering when the expert rules have a schedule for
#: the group: in the shipped policy's teacher search (100 training kernels), the best candidate scheduled every
#: such group (52 of 52), while it left 98 of 131 elementwise and row-reduction groups on the default lowering.
#: A contraction on the default lowering is the selector's costliest mistake (a GEMV 13.7x slower than its
#: family baseline on the kernel hold-out, where the policy stopped at once).
CONTRACTION_FAMILIES = ("matmul", "batch-matmul", "conv2d-nhwc", "conv2d-nchw")
#: ... for groups of at least this share of the module's estimated cost: the default lowering runs a contraction
#: about 10x slower (the kernel hold-out's geomean is 9.6x), so a group under 0.5% costs the module under ~5%.
CONTRACTION_MIN_SHARE = 0.005
#: Ops the guard also schedules (with :data:`CONTRACTION_MIN_SHARE`): NCHW pooling, whose default loops take a
#: NaN-propagating max one element at a time. The cost estimate counts a pool's few operations per element, not
#: that: squeezenet-tiny's two pools are 1.6% of its estimated cost and took about 30% of its time (perf).
GUARDED_OPS = ("pooling_nchw",)
#: Depthwise convs are guarded too (with :data:`CONTRACTION_MIN_SHARE`), only where the policy left them on the
#: default lowering: it does so on 15 of the 22 training depthwise kernels with confidence 0.84-1.00, which its
#: teacher learned when the menu had no window schedule; on this host the expert rules' window schedule
#: (:data:`~mqss_edge.corpus.module_plan.DEPTHWISE_RULES`) ran 0.57x the default's time on 11 of them.
DEPTHWISE_FAMILY = "depthwise-conv"


def contraction_guard(facts: Any, state: episode.State) -> tuple[Plan, tuple[tuple[int, str], ...]]:
    """The plan of ``state`` with every contraction group it left on the default lowering given the expert rules'
    schedule for that group (:data:`CONTRACTION_FAMILIES` and :data:`GUARDED_OPS`, :data:`CONTRACTION_MIN_SHARE`
    of the module's cost or more), and the ``(group id, schedule)`` pairs added or swapped in (the menu entry's name
    where the guard fitted one of the menu's schedules, else the schedule's text). A group the policy
    gave only a loop interchange gets the rules' schedule in its place where that one vectorizes: measured on the
    25 corpus modules where that happens, every one gained (lstm-b8-i512-h512 2.31 -> 0.66 ms,
    linear-gelu-16x384x1536 0.89 -> 0.34, attention-h12-s96-d64 1.98 -> 1.44, gpt2-tiny 0.101 -> 0.083,
    bert-layer 0.285 -> 0.236; 3 pinned processes, one store). A group the policy gave a plain vectorized tile that
    the rules' tile repeats a whole number of times (:func:`_sub_tile`: ``1x16x8`` inside ``8x32x16``) gets the
    rules' tile too, for matmuls, batch matmuls and 1x1 convs (:func:`_unit_windows`): on the 36 corpus modules
    and models where that happens (two runs of 3 pinned processes, one store each), the 17 training kernels ran
    1.07x faster (lowest 0.95x, pwconv-112x112x32x16), the 10 training models 1.11x, the 8 hold-out kernels
    1.14x (each gained), gpt2-tiny 1.33-1.58x; a dense NHWC conv's plain tile, 1x1 or with a window, gets the
    menu's two-level accumulator tile instead (:func:`_nhwc_plain_tile`; on the 3x3 and 5x5 NHWC convs of 32
    channels the rules' tile ran up to 1.4x slower). A conv with a window whose plain tile reduces
    the channels and the window whole gets the rules' accumulator tile (:func:`_whole_reduction`; two corpus
    modules: conv2d-nchw-56x56x32x32-k3s1 3.73 -> 0.47 ms, conv2d-nchw-56x56x16x32-k3s1 1.07 -> 0.25). A
    ``linalg.generic`` that multiplies two inputs both read along its reduction (attention's ``Q @ K^T`` with
    the transpose in its maps, ``LoopNest.matmul_like``) counts as a contraction and gets the transposing tiles
    of the expert rules: the 7 attention kernels of the corpus whose scores the policy left on the default
    loops ran 2.0-4.5x faster (attention-h12-s128-d64 4.86 -> 1.09 ms). A one-row matmul over a matrix larger than
    :data:`GEMV_STREAM_BYTES` that the policy tiled gets the rules' loop order (:func:`_gemv`: 4 corpus kernels,
    1.71-1.88x faster). A 3-loop contraction written as a ``linalg.generic`` whose reduction the policy's tile
    leaves whole gets the menu's fitted matmul tile (:func:`_whole_k_contraction`, :func:`_fitted_menu_tile`).
    A matmul of 16 rows or more that the policy tiles one row at a time gets the rules' register tile
    (:func:`_one_row_tile`); a matmul or NHWC conv whose tile has an awkward vector width (not a whole number of
    registers: 35, 60 or 24 lanes) gets the menu's accumulator tile for it (:func:`_odd_vector_tile`), one given
    the peeled 6-row accumulator tile the same tile fitted to its rows, nothing peeled (:data:`PEELED_ROWS_TILE`); an
    NCHW conv with a dense window of 3x3 or more lowered through im2col gets the rules' direct accumulator tile
    (:func:`_im2col_window`). A matmul or batch matmul of 16 rows or more and at most 384 columns whose weights fit L2
    and which the policy gives a plain register tile that no rule above swaps gets the menu's accumulator tile
    fitted (:func:`_plain_register_tile`); an NCHW conv with a 1x1 or strided window given a plain im2col tile or a
    direct tile with the reduction whole gets the im2col accumulator GEMM fitted (:func:`_nchw_gemm_tile`). A
    depthwise conv group left on the default lowering gets the rules'
    window schedule (:data:`DEPTHWISE_FAMILY`: the 17 corpus kernels where that happens, 0.59x their time geomean,
    0.42-1.005x); where its elementwise epilogue is left on the default lowering, the epilogue's fused schedule takes
    the conv into its tiles instead (:func:`_conv_epilogue`), as for a dense NHWC conv whose epilogue is left so. A
    strided NHWC max pool over an input of more than :data:`POOL_STREAM_BYTES` gets the channel-vector window
    :data:`STREAM_POOL_TILE` in place of the policy's choice, window tile or default loops alike
    (:func:`_streaming_pool`; the default loops, reported as :data:`DEFAULT`, where that does not fit).

    The added schedules go right after the plan's own schedules, before its module-level tensor passes (the
    episode's order). A plan that schedules every contraction group, or optimizes the loops at the affine
    level (its affine passes see the default lowering's loops), comes back as it is.
    """
    from mqss_edge.corpus.module_plan import costliest, generic_tr_contraction, group_expert_schedule, op_family

    if state.plan.affine:
        return state.plan, ()
    decided = dict(state.assigned)
    plan = state.plan
    transforms = [i for i, p in enumerate(plan.tensor) if p.name == "transform"]
    # where each decided group's schedule is in the plan (one per decided group, in order; else none is swapped)
    slot = ({gid: i for i, (gid, _) in zip(transforms, state.assigned)}
            if len(transforms) == len(state.assigned) else {})
    added, swapped, dropped = [], {}, []
    entries: dict[str, str] = {}  # the text of each menu schedule the guard fitted -> the menu entry

    def fitted(g: Any, name: str = MATMUL_FIT_TILE) -> Pass | None:
        p = _fitted_menu_tile(g, facts, state, name)
        if p is not None:
            entries[str(p)] = name
        return p

    for g in episode.candidate_groups(facts):
        if g.share < CONTRACTION_MIN_SHARE or (g.id in decided and g.id not in slot):
            continue
        given = plan.tensor[slot[g.id]] if g.id in decided else None  # the policy's schedule for the group
        if _streaming_pool(g.nests):  # a strided max pool over a large input: the channel-vector window
            p = fitted(g, STREAM_POOL_TILE)
            if p is None:
                if given is not None:
                    dropped.append(g.id)  # ... or, where it does not fit, the default loops
            elif given is None:
                added.append((g.id, p))
            elif given != p:
                swapped[g.id] = p
            continue
        # a contraction's reduction left whole: the menu's register tile, fitted (then judged as the policy's own)
        whole = (fitted(g) if given is not None and _whole_k_contraction(g.nests, given)
                 else None)
        odd = _odd_vector_tile(g.nests, whole or given) if given is not None else ()
        fit = next((f for e in odd if (f := fitted(g, e)) is not None), whole)
        if fit is not None:
            swapped[g.id] = fit  # or vectors of an odd width: the menu's accumulator tile (loop order) for the op
            continue
        if given is not None and _nhwc_plain_tile(g.nests, given):
            fit = fitted(g, NHWC_TWO_LEVEL_TILE)
            if fit is not None:
                swapped[g.id] = fit  # an NHWC conv's plain tile: the menu's two-level accumulator tile
                continue
        if given is not None and decided[g.id] == PEELED_ROWS_TILE:
            fit = fitted(g, MATMUL_ACC_TILE)
            if fit is not None:
                swapped[g.id] = fit  # 6-row tiles and a peeled remainder: the fitted accumulator tile, none peeled
                continue
        top = costliest(list(g.nests))
        fam = op_family(top)
        depthwise = fam is not None and fam[0] == DEPTHWISE_FAMILY
        if ((fam is None or fam[0] not in CONTRACTION_FAMILIES) and not depthwise
                and not top.op.startswith(GUARDED_OPS) and not generic_tr_contraction(g.nests)):
            continue
        p = group_expert_schedule(g, facts)
        if p is None:
            continue
        if given is None:
            added.append((g.id, p))
            continue
        if depthwise:
            continue  # a depthwise schedule the policy chose stays
        if ("vectorize", "true") in p.params and (
                _scalar(decided[g.id]) or (_sub_tile(given, p) and _unit_windows(g.nests))
                or (_whole_reduction(given, p) and not _unit_windows(g.nests)) or _one_row_tile(given, p, g.nests)):
            swapped[g.id] = p  # a scalar loop order, a smaller tile, a whole window reduction or one row at a time
        elif _im2col_window(g.nests, given) and p.param("hoist") == "true" and not p.param("im2col"):
            swapped[g.id] = p  # an NCHW conv with a dense window: the rules' direct accumulator tile
        elif _gemv(g.nests) and _plain_tile(given) is not None and p.param("tile") is None and p.param("interchange"):
            swapped[g.id] = p  # a matrix-vector product tiled: the rules' loop order streams the matrix once
        elif (acc := _plain_register_tile(decided[g.id], g.nests)) and (fit := fitted(g, acc)):
            swapped[g.id] = fit  # a plain register tile on a narrow GEMM whose weights fit L2: the accumulator tile
        elif (gemm := _nchw_gemm_tile(decided[g.id], g.nests)) and (fit := fitted(g, gemm)):
            swapped[g.id] = fit  # a 1x1 or strided NCHW conv's plain tile: the im2col accumulator GEMM
    fused = _conv_epilogue(facts, set(slot) | {gid for gid, _ in added}, set(decided), fitted)
    if fused is not None:
        conv, epi = fused
        added = [(gid, p) for gid, p in added if gid != conv] + [epi]  # the epilogue's tiles take the conv in
        swapped.pop(conv, None)
    if not added and not swapped and not dropped:
        return plan, ()
    tensor = list(plan.tensor)
    for gid, p in swapped.items():
        tensor[slot[gid]] = p
    at = transforms[-1] + 1 if transforms else 0  # after the plan's own schedules
    tensor[at:at] = [p for _, p in added]
    buffer = plan.buffer
    gone = [slot[gid] for gid in dropped]
    if fused is not None:
        if conv in slot:
            gone.append(slot[conv])
        # after an epilogue schedule buffer-loop-hoisting makes the kernel free a buffer twice (the safety mask)
        buffer = tuple(p for p in buffer if p.name != "buffer-loop-hoisting")
    for i in sorted(gone, reverse=True):  # slots before ``at``: the insertion left them in place
        del tensor[i]
    return (replace(plan, tensor=tuple(tensor), buffer=buffer),
            tuple((gid, entries.get(str(p), str(p))) for gid, p in added + sorted(swapped.items()))
            + tuple((gid, DEFAULT) for gid in dropped) + (((conv, FUSED),) if fused is not None else ()))


#: what :func:`contraction_guard` reports for a group whose schedule it took out (:func:`_streaming_pool`, where
#: :data:`STREAM_POOL_TILE` does not fit)
DEFAULT = "default"
#: ... and for a conv whose schedule it took out because its epilogue's schedule takes it in (:func:`_conv_epilogue`)
FUSED = "fused"
#: an NHWC max pool striding over an input larger than this (bytes) streams it: it gets the channel-vector window
#: (:func:`_streaming_pool`)
POOL_STREAM_BYTES = 8 << 20
#: the menu entry such a pool gets (:func:`_streaming_pool`): ``tile=1,1,1,32,1,0`` fitted, decomposed, vectorized
STREAM_POOL_TILE = "dw-win-fit-ow1-c32-vec"


def _streaming_pool(nests: Any) -> bool:
    """Whether every op of a group is an NHWC max pool whose window steps by more than one pixel over an input of
    more than :data:`POOL_STREAM_BYTES`: such a pool gets :data:`STREAM_POOL_TILE`, a window of one output pixel
    by 32 channels (fitted), whatever the policy chose. Measured on the 7 generated 3x3 stride-2 max pools over
    8.5-19.4 MB of a sweep (5 pinned processes, interleaved, one store): it ran 0.73-0.93x the time of the default
    loops on each (64x64x128 0.73x, 128x128x64 0.78x, 112x112x96 0.86x, 56x56x320 0.93x), a training reward above
    theirs on each (0.661-0.701 against 0.650), where the earlier form of this rule had left all 7 on the default
    loops. The menu's window tiles went either way there: ``1x1x4x16`` 0.70-0.80x on the four of 8.5-9.7 MB and
    1.18-1.43x on the three of 16-19 MB, ``1x1x8x16`` up to 2.45x; so a tile the policy gives such a pool is
    replaced too. (That earlier rule took the window tiles out for the default loops: it had measured the default
    loops at 0.45-0.58x their time on five such pools.)"""
    return bool(nests) and all(n.op == "pooling_nhwc_max" and n.strided and n.source_bytes > POOL_STREAM_BYTES
                               for n in nests)


#: the menu entry a depthwise conv's elementwise epilogue gets (:func:`_conv_epilogue`)
DEPTHWISE_EPILOGUE = "conv-epi-fuse-fit-ow16-f16-c8-vec"
#: the menu entry a dense NHWC conv's elementwise epilogue gets (:func:`_conv_epilogue`)
DENSE_EPILOGUE = "conv-epi-fuse-fit-ow7-f16-c4-vec"


def _conv_epilogue(facts: Any, scheduled: set[int], decided: set[int],
                   fitted: Any) -> tuple[int, tuple[int, Pass]] | None:
    """``(conv group id, (epilogue group id, its schedule))`` where the module's one NHWC depthwise conv group, or
    else its one dense NHWC conv group, is scheduled in a place the guard can take the schedule out of
    (``scheduled``: the policy's schedules it can find in the plan, the guard's own) and its elementwise epilogue
    (bias, ReLU, ReLU6: a 4-loop ``linalg.generic`` reading the conv's result) is left on the default lowering (not
    among ``decided``, nor scheduled by the guard): the epilogue's fused schedule tiles it and pulls the conv into
    its tiles, so the conv's result never goes to memory (``fitted(group, entry)``: the menu entry fitted to the
    group, or ``None``). ``None`` elsewhere.

    Depthwise convs (:data:`DEPTHWISE_EPILOGUE`, channels by 8): on 8 generated depthwise conv + bias + ReLU6
    modules (3x3 and 5x5, stride 1 and 2, 64-576 channels) and the 3 training ones (3 pinned processes, one store)
    0.52-0.76x the time of the plan with the conv's window schedule and the epilogue on the default loops, 0.66x
    geomean. Dense convs (:data:`DENSE_EPILOGUE`, 7 pixels by 16 filters, channels by 4), timed A/B-interleaved
    against the policy's plan (5 rounds, :meth:`~mqss_edge.engine.Engine.time_plans`) with 5 interleaved compiles
    of each: the 8 training 1x1 conv + bias + ReLU/ReLU6 kernels and 4 generated ones (24-1,024 channels, 7x7 to
    56x56 pixels) 0.80-0.955x its time, the 10 training 3x3 and 5x5 ones and 5 generated ones (stride 1 and 2)
    0.74-1.001x; every one compiled faster and, where its family baseline builds (22), had a higher training reward
    (0.70-0.76 against 0.58-0.73). The same with 8 filters by 32 went either way on 1x1 convs (0.93-3.4x).
    Measured one compile and one timing at a time, minutes apart, the dense fusion had read 0.80-1.08x with a lower
    reward on some (the compile times' noise), and had been left out."""
    groups = episode.candidate_groups(facts)
    for kind, entry in (("depthwise_conv_2d_nhwc", DEPTHWISE_EPILOGUE), ("conv_2d_nhwc_hwcf", DENSE_EPILOGUE)):
        convs = [g for g in groups if all(n.op.startswith(kind) for n in g.nests)]
        if len(convs) != 1 or convs[0].id not in scheduled:
            continue
        ops = {n.op for n in convs[0].nests}
        for g in groups:
            if (g.id in scheduled or g.id in decided or g.rank != 4
                    or not all(n.op == "generic" and not n.reduction and any(op in ops for op, _ in n.fed_by)
                               for n in g.nests)):
                continue
            p = fitted(g, entry)
            if p is not None:
                return convs[0].id, (g.id, p)
    return None


#: the menu entry a dense NHWC conv's plain tile is swapped for (:func:`_nhwc_plain_tile`)
NHWC_TWO_LEVEL_TILE = "conv-tile2-fit-ow7-f16-c8-vec"


def _nhwc_plain_tile(nests: Any, given: Pass) -> bool:
    """Whether every op of a group is a dense NHWC conv that the policy gave a plain vectorized tile (``1x1x7x32``
    over 16 channels, ``1x1x4x64``, ``1x1x8x16`` over 8): :data:`NHWC_TWO_LEVEL_TILE` (7 pixels by 16 filters, the
    channels reduced 8 at a time in registers, ``fuse=8 hoist=true``) takes its place. Timed A/B-interleaved
    against the policy's plan (5 rounds, :meth:`~mqss_edge.engine.Engine.time_plans`) with compiles of each in
    turn. 1x1 convs, the 25 training ones with such a tile: 0.915-1.009x its time (0.97x geomean, none slower by
    more than 1%), each compiling faster (154-211 ms against 160-240) and, on the 22 whose family baseline builds, a
    higher training reward (0.61-0.71 against 0.58-0.65); the one-level tile of the same width
    (``conv-tile-ow7-f16-c8-vec``) ran 1.00-1.08x. Convs with a window (3x3 and 5x5, strided or not), the 24 training
    ones: 0.915-1.001x (0.96x geomean; conv2d-nhwc-7x7x256x256-k3s1 0.92x, 14x14x96x96-k3s1 0.92x), compile 159-198
    ms against 162-416 (the tiles that leave the channels whole, ``1x1x8x32``, 266-416), the reward higher on 22
    (+0.006 to +0.15) and 0.008 lower on two (16x16x64x64-k3s1 and 8x8x128x128-k3s1: their text grows 20-30%)."""
    return bool(nests) and _plain_tile(given) is not None and all(n.op == "conv_2d_nhwc_hwcf" for n in nests)


#: the options of a plain tile (:func:`_plain_tile`: what :func:`_sub_tile` and :func:`_whole_reduction` compare)
_PLAIN_TILE = frozenset(("group", "rank", "kind", "tile", "vectorize", "decompose"))


def _plain_tile(p: Pass) -> list[int] | None:
    """The tile sizes of a plain vectorized tile (no split, peel, fuse, hoist or interchange), else None."""
    t = p.param("tile")
    if p.param("vectorize") != "true" or t is None or any(k not in _PLAIN_TILE for k, _ in p.params):
        return None
    return [int(x) for x in t.split(",")]


def _sub_tile(given: Pass, rules: Pass) -> bool:
    """Whether ``given`` is a plain vectorized tile (no split, peel, fuse or interchange) that the rules' plain
    vectorized tile repeats a whole number of times: on every loop the rules' tile is a multiple of ``given``'s
    (0, untiled, only where ``given`` leaves that loop untiled too), larger on one. The rules' register tile then
    does the same vector work with more accumulators per load; a tile that is not a multiple (24 lanes against
    16, 12 against 8) splits vectors unevenly and ran up to 3x slower on the corpus, so it is never swapped in."""
    ta, tb = _plain_tile(given), _plain_tile(rules)
    if ta is None or tb is None:
        return False
    return (len(ta) == len(tb) and ta != tb
            and all((y == 0) if x == 0 else (y != 0 and y % x == 0) for x, y in zip(ta, tb)))


def _whole_reduction(given: Pass, rules: Pass) -> bool:
    """Whether ``given`` is a plain vectorized tile that leaves loops whole (0) where the rules' schedule tiles
    every loop, keeps its accumulators in registers through the reduction (``hoist=true``) and steps one of
    those loops by 8 or more. On a conv with a window, the whole channel and window loops make one strided
    reduction per output vector: conv2d-nchw-56x56x32x32-k3s1 (a training kernel) ran 3.73 ms on it, 0.47 on
    the rules' tile. Where the rules step the channels by fewer than 8 (3-channel stems) or the conv has no
    window (1x1), the plain tile was faster (0.4-0.9x measured), and it stays."""
    ta, b = _plain_tile(given), rules.param("tile")
    if ta is None or b is None or rules.param("hoist") != "true":
        return False
    tb = [int(x) for x in b.split(",")]
    whole = [y for x, y in zip(ta, tb) if x == 0]
    return len(ta) == len(tb) and bool(whole) and 0 not in tb and max(whole) >= 8


def _whole_k_contraction(nests: Any, given: Pass) -> bool:
    """Whether ``given`` is a plain vectorized tile that leaves the reduction of a 3-loop contraction written as a
    ``linalg.generic`` whole (``softmax-rows-1x4``'s ``1x4x0`` on 2mm's second matmul): one dot product per output
    element, the rows of the other operand read across. The expert rules have no schedule for such generics; the
    menu's fitted matmul tile has (:func:`_fitted_menu_tile`)."""
    t = _plain_tile(given)
    return (t is not None and len(t) == 3 and t[-1] == 0
            and all(n.matmul_like and n.rank == 3 and n.innermost_reduction for n in nests))


def _fitted_menu_tile(group: Any, facts: Any, state: episode.State, name: str | None = None) -> Pass | None:
    """The menu entry ``name`` (default :data:`MATMUL_FIT_TILE`, ``mm-fit-8x32x16-vec``: the largest tiles up to
    8x32x16 dividing the group's loops) fitted to ``group``, or ``None`` where it does not fit. Measured on the two
    corpus modules whose contraction the policy left a whole reduction (3 pinned processes, one store): 2mm-medium
    2.99 -> 1.26 ms (its family baseline 2.01), 2mm-small 0.041 -> 0.032 (0.036). On the default loops instead (the
    schedule masked) they ran 1.8x slower."""
    from mqss_edge.env.safety import schedule_fits

    action = _MENU[action_index(name or MATMUL_FIT_TILE)]
    if not schedule_fits(action, group.facts(facts)):
        return None
    return episode.group_pass(action, facts, group, state)


#: the menu entry the guard gives a contraction whose reduction the policy left whole
MATMUL_FIT_TILE = "mm-fit-8x32x16-vec"
#: the menu entry the guard gives a matmul whose tile the policy fitted to an odd vector width
#: (:func:`_odd_vector_tile`)
MATMUL_PEEL_TILE = "mm-acc-peel-n-6x8x4-vec"
#: ... where that one does not fit (the columns a multiple of 8)
MATMUL_ACC_TILE = "mm-acc-fit-7x16x4-vec"
#: ... a ``linalg.generic`` contraction whose tile the policy fitted to an odd vector width
GENERIC_INTERCHANGE = "mm-interchange-ikj"
#: the peeled 6-row accumulator tile (6 rows by 16 columns, the reduction 4 at a time in registers, the rows'
#: remainder peeled): a matmul group the policy gives it gets :data:`MATMUL_ACC_TILE` fitted instead, the same
#: register tile with as many rows as divide M (up to 7) and nothing peeled. Timed A/B-interleaved (5 pinned
#: processes, one store) on the 7 training modules where that happens, the fitted tile ran 0.976-1.004x the time
#: (matmul-49x96x384 0.976x with 7 rows; convnext-tiny, convnextv2-tiny, convnext-stage2, swin-stage1 with 4,
#: wav2vec2-tiny, hubert-tiny with 3: 0.991-1.004x), each compiling 1-8% faster with less code (matmul-49x96x384
#: 2,200 -> 1,184 bytes of text) and a higher training reward (+0.002 to +0.032). The batch-matmul peels went the
#: other way there (the fitted ``1x8x32x16`` 1.06-2.0x slower on 6 training bmm and attention kernels) and keep
#: the policy's tile
PEELED_ROWS_TILE = "mm-acc-peel-m-6x16x4-vec"
#: ... an NHWC conv whose tile the policy fitted to an odd number of output channels
CONV_ACC_TILE = "conv-acc-fit-ow7-f16-c4-vec"
#: f32 lanes of the vector registers the guard's tile rules were measured with (AVX-512): a plain tile whose vector
#: width is not a multiple of it splits each vector (:func:`_odd_vector_tile`)
VECTOR_LANES = 16


def _odd_vector_tile(nests: Any, given: Pass) -> tuple[str, ...]:
    """The menu entries, first choice first, the guard gives a group whose plain vectorized tile (``given``) has an
    awkward vector width: more than 8 lanes and not a whole number of 16-lane registers (a tile fitted to an awkward
    shape: ``4x35x16`` on N = 70, ``4x60x11`` on N = 240, ``1x1x8x24`` on 24 channels), whose vectors the backend
    splits into full registers and a masked, half or scalar rest; ``()`` for any other tile. Measured with 3 pinned
    processes, one store:

    * named matmuls of more than 16 columns: :data:`MATMUL_PEEL_TILE` (8 lanes, the remainder peeled, the
      accumulators kept in registers through the reduction) ran 0.42-0.67x the policy's tile's time on 12
      generated matmuls (f32 and f64, 24-200 rows, 36-230 columns, widths not a multiple of 8), 0.56x geomean,
      and 0.45x on matmul-100x100x100 (a training kernel). Where it does not fit (the columns a multiple of 8:
      widths 36-60 on N = 40-600), :data:`MATMUL_ACC_TILE` (7 x 16 accumulators, K by 4) ran 0.28-0.56x the policy's
      tile's time on 11 generated matmuls and the two training kernels with such a tile (matmul-200x220x240 0.28x,
      matmul-300x100x200 0.35x), the training reward higher on every one. ``linalg.generic`` contractions keep
      their tile (on 2mm and gemm, with an ``alpha`` product in the body, the peeled tile ran 1.10-1.58x slower and
      the accumulator tile 0.96-1.21x: the next rule), and so do matrices of at most 16 columns
      (matmul-10x1000x10's whole 10-column tile ran 0.59x the peeled one's time);
    * ``linalg.generic`` contractions (PolyBench's gemm and 2mm: ``alpha * A * B`` in the body):
      :data:`GENERIC_INTERCHANGE`, the loop order ``i, k, j`` left to LLVM's loop vectorizer (the family baseline's
      order), ran 0.29-0.93x the policy's tile's time on 11 generated gemm and 2mm modules and gemm-medium (0.62x
      geomean with the training ones), and 1.25x and 1.31x on the two smallest training ones (gemm-small,
      2mm-small: 0.035 ms), whose training reward it still raised: the odd tiles took 0.5-1.5 s to compile, the
      loop order 0.5-0.6 s, and the reward is higher on every one of the 14 modules;
    * NHWC convs, the output channels (the vector): :data:`CONV_ACC_TILE` (channels by up to 16, input channels by
      4, accumulators in registers) ran 0.29-0.68x the policy's tile's time on 7 generated convs (1x1 and 3x3,
      40-120 output channels, odd widths) and on the two training kernels that get such a tile
      (conv2d-nhwc-10x10x100x100-k3s1 0.42x, pwconv-28x28x72x40 0.44x), 0.46x geomean; on 24-lane tiles 0.40-0.51x
      on 7 generated convs (1x1 and 3x3, 24-72 channels) and the two training ones (pwconv-56x56x96x24 and
      -56x56x144x24, 0.49x and 0.48x), and 1.00x on one of 8 input channels."""
    t = _plain_tile(given)
    if t is None or not nests or len(t) not in (3, 7):
        return ()
    width = t[1] if len(t) == 3 else t[3]  # the vectorized loop: a matmul's N, an NHWC conv's output channels
    if width <= 8 or width % VECTOR_LANES == 0:
        return ()
    if len(t) == 7:
        return (CONV_ACC_TILE,) if all(n.op == "conv_2d_nhwc_hwcf" for n in nests) else ()
    if all(n.op == "matmul" and n.bounds[1] > 16 for n in nests):
        return MATMUL_PEEL_TILE, MATMUL_ACC_TILE
    if all(n.op == "generic" and n.matmul_like for n in nests):
        return (GENERIC_INTERCHANGE,)
    return ()


#: A matrix-vector product whose matrix is larger than this (bytes, f32) runs faster in the rules' loop order, which
#: streams the matrix row by row, than in a vectorized tile, which reads it in 64-column panels (the hosts measured
#: here have 2 MiB of L2 per core).
GEMV_STREAM_BYTES = 3 << 20


def _gemv(nests: Any) -> bool:
    """Whether every op among ``nests`` is a plain matmul of one row (``M = 1``: a matrix-vector product) whose
    ``K x N`` matrix is over :data:`GEMV_STREAM_BYTES`. The corpus's seven 1-row matmuls, the policy's ``1x64x64``
    tile against the rules' ``i, k, j`` order (3 pinned processes, one store): matrices of 4-16 MiB ran 1.71-1.88x
    faster in the rules' order (matmul-1x4096x1024 1.08 -> 0.57 ms); of 2.25 MiB, 0.95-0.98x; of 1 MiB, 0.59x
    (matmul-1x512x512 0.010 -> 0.017 ms). Two rows already differ (matmul-2x768x3072 ran fastest in an L2-blocked
    tile, matmul-2x3072x768 in the rules' order), so only one row is swapped."""
    return bool(nests) and all(n.op == "matmul" and n.rank == 3 and n.bounds[0] == 1
                               and 4 * n.bounds[1] * n.bounds[2] > GEMV_STREAM_BYTES for n in nests)


def _im2col_window(nests: Any, given: Pass) -> bool:
    """Whether ``given`` lowers NCHW convs through im2col (a GEMM over copied patches) where every conv has a window
    of 3x3 or more stepping one pixel at a time: there the rules' direct accumulator tile (``NCHW_CONV_RULES``)
    reads the input in place. Measured on the 30 training NCHW convs the policy gives im2col (3 pinned processes,
    one store): the 15 with such windows ran 0.34-0.86x the im2col plan's time, 0.65x geomean; of the 1x1 and
    strided ones, which keep im2col, the strided ran up to 6x slower on the direct tile."""
    return (given.param("im2col") is not None and bool(nests)
            and all(n.op.startswith("conv_2d_nchw") and min(n.bounds[-2:]) >= 3 and not n.strided for n in nests))


#: the menu's plain register tiles of matmuls and batch matmuls (the accumulator read and written at every step
#: of the reduction, nothing hoisted), and the accumulator tile each is swapped for (:func:`_plain_register_tile`)
PLAIN_REGISTER_TILES = {
    **dict.fromkeys(("mm-tile-8x32x16-vec", "mm-tile-8x16x64-vec", "mm-tile-4x64x16-vec", "mm-tile-1x64x64-vec",
                     "mm-tile-16x16x16-vec", "mm-tile-7x32x7-vec", "mm-fit-8x32x16-vec", "mm-fit-4x64x16-vec",
                     "mm-fit-8x8x32-vec"), "mm-acc-fit-7x16x4-vec"),
    **dict.fromkeys(("bmm-tile-1x8x32x16-vec", "bmm-tile-1x4x64x16-vec", "bmm-tile-1x7x32x7-vec",
                     "bmm-fit-1x8x32x16-vec", "bmm-fit-1x8x8x32-vec"), "bmm-acc-fit-1x7x16x4-vec")}
#: the fewest rows (``M``) of a GEMM whose plain register tile is swapped (:func:`_plain_register_tile`)
ACC_MIN_ROWS = 16
#: ... the largest ``K x N`` operand (bytes, one batch's): what this host's 1 MiB L2 holds
ACC_MAX_OPERAND_BYTES = 1 << 20
#: ... and the most columns (``N``): the widest measured faster (the tile reads ``K`` rows of the operand per
#: accumulator tile, ``4 N`` bytes apart; from 512 columns on it ran 1.09-2.2x slower)
ACC_MAX_COLUMNS = 384


def _plain_register_tile(action_name: str, nests: Any) -> str | None:
    """The accumulator tile (:data:`PLAIN_REGISTER_TILES`, fitted by the caller) for a group given one of the menu's
    plain register tiles where every op is a ``linalg.matmul`` or ``linalg.batch_matmul`` of at least
    :data:`ACC_MIN_ROWS` rows, at most :data:`ACC_MAX_COLUMNS` columns and a ``K x N`` operand of at most
    :data:`ACC_MAX_OPERAND_BYTES`; else ``None``. A plain 16x16x16 tile unrolls into some 3.3 KB of text that takes
    LLVM 190-230 ms to compile, the accumulator tile (``x16x4``, kept in registers across the reduction) 1.1-1.3 KB in
    140-150 ms, and they run about as fast. Timed A/B-interleaved (5 pinned processes, one store; reward: the training
    reward against the family baseline) on the 36 training modules whose plan it changes (24 matmul, bmm and attention
    kernels, 10 models): 0.46-1.001x the time, 0.92x geomean (matmul-64x1024x64 0.47x, bmm-8x100x100x100 0.46x, the
    models 0.90-1.001x), compile -43% to +2%, text 3-88% smaller, the reward higher on each (+0.004 to +0.20). On the
    family-out and hold-out modules it changes (verification): gpt2-block, gpt2-tiny, whisper-encoder-layer
    0.87-0.98x, the 8 hold-out (6 kernels, mobilebert-tiny, vit-layer) 0.81-1.00x, each reward higher. Outside the
    bounds it lost: 512 or more columns 1.09-2.2x slower on 6 generated GEMMs of 16-64 rows and the corpus's two
    LSTM kernels of 32 and 64 rows (matmul-32x256x1024 2.19x, lstm-b32-i256-h256 2.15x), 2-8 rows over 2-9 MiB of
    weights 1.02-2.0x (reward lower on three of seven), 16-48 rows over 2.3-9 MiB 0.92-1.44x, the ``linalg.generic``
    contractions of doitgen 1.4-1.8x."""
    acc = PLAIN_REGISTER_TILES.get(action_name)
    if acc is None or not nests:
        return None
    for n in nests:
        if n.op == "matmul" and n.rank == 3:
            rows, cols, depth = n.bounds
        elif n.op == "batch_matmul" and n.rank == 4:
            _, rows, cols, depth = n.bounds
        else:
            return None
        if rows < ACC_MIN_ROWS or cols > ACC_MAX_COLUMNS or 4 * cols * depth > ACC_MAX_OPERAND_BYTES:
            return None
    return acc


#: the im2col accumulator GEMM (:func:`_nchw_gemm_tile`) and the menu's NCHW conv tiles it takes the place of: the
#: plain im2col GEMM tile (the accumulator read and written at each step of the reduction) and the direct tiles that
#: leave the reduction whole (``decompose``: one 1-D conv per window row, unrolled over all the input channels)
NCHW_GEMM_TILE = "nchw-im2col-acc-fit-f4-hw2x8-c4-vec"
NCHW_PLAIN_TILES = frozenset(("nchw-im2col-fit-f16-ow14-c16-vec", "nchw-tile-f16-ow7-vec", "nchw-tile-f16-ow8-vec",
                              "nchw-tile-f8-ow16-vec"))
#: ... except on outputs of fewer than this many pixels (7x7) with more than :data:`NCHW_GEMM_MAX_FILTERS` filters
NCHW_GEMM_FEW_PIXELS = 64
NCHW_GEMM_MAX_FILTERS = 512


def _nchw_gemm_tile(action_name: str, nests: Any) -> str | None:
    """:data:`NCHW_GEMM_TILE` (fitted by the caller) for a group of NCHW convs, each with a 1x1 window or a strided one,
    that the policy gives one of :data:`NCHW_PLAIN_TILES`, unless an output has fewer than :data:`NCHW_GEMM_FEW_PIXELS`
    pixels and more than :data:`NCHW_GEMM_MAX_FILTERS` filters; else ``None``. The plain im2col tile (16 filters x 14
    pixels x 16 channels) compiles in 230-340 ms to 5-8 KB of text, the direct tiles with the reduction whole in 250-620
    ms to 7-14 KB; the accumulator GEMM (4 filters x 2x8 pixels x 4 channels, hoisted) in 150-200 ms to 2-5 KB. Timed
    A/B-interleaved (5 pinned processes, one store; reward: the training reward against the family baseline) on the 21
    training kernels where the menu entries apply: the reward higher on each (+0.03 to +0.20); the direct tiles' 6 (1x1
    convs and strided stems: conv2d-nchw-112x112x3x32-k3s2, resnet50-stem-conv7x7, ...) ran 0.47-0.94x the time, the
    im2col tile's 15 0.48-1.60x. The slow ones are the wide GEMMs on 7x7 pixels: 1280 and 2048 filters 1.53-1.60x
    (conv2d-nchw-7x7x320x1280-k1s1, resnet50-layer4-downsample), on the hold-out and family-out kernels (verification)
    960-2048 filters 1.26-1.57x (mobilenetv2-last-conv1x1, resnet50-layer4-conv3-residual), while 512 filters ran
    0.53-0.92x (three, e.g. conv2d-nchw-7x7x1024x512-k1s1); hence the bound. Within it: the 19 training kernels 0.82x
    geomean (0.47-1.08x, 28x28x256x128-k1s1 the slowest), the 2 training models 0.98x (conv-autoencoder) and, in three
    runs, 1.12x, 0.98x and 0.97x (resnet-bottleneck-stage2: no steady change), the 4 hold-out kernels 0.55-1.05x, the 18
    family-out mobilenetv2 kernels 0.89x geomean (0.41-1.03x), the reward higher on each. Convs with a window of 3x3 or
    more stepping one pixel keep the direct accumulator tile (:func:`_im2col_window`): on the 16 training ones the
    im2col GEMM ran 1.05-3.0x slower, for a reward higher on 14 of them: the runtime term saturates at 4x the family
    baseline, which runs these 5-20x slower than either."""
    if action_name not in NCHW_PLAIN_TILES or not nests:
        return None
    for n in nests:
        if n.op != "conv_2d_nchw_fchw" or not (n.bounds[-2:] == (1, 1) or n.strided):
            return None
        if n.bounds[2] * n.bounds[3] < NCHW_GEMM_FEW_PIXELS and n.bounds[1] > NCHW_GEMM_MAX_FILTERS:
            return None
    return NCHW_GEMM_TILE


#: the fewest rows (``M``) of a matmul whose one-row register tile the guard swaps (:func:`_one_row_tile`)
ONE_ROW_MIN_ROWS = 16


def _one_row_tile(given: Pass, rules: Pass, nests: Any) -> bool:
    """Whether ``given`` is a plain vectorized tile of one row (``1xNxK``: a matrix-vector tile) on plain matmuls
    of at least :data:`ONE_ROW_MIN_ROWS` rows, where the rules tile several rows. One row reuses no loaded
    weight vector across rows: each FMA waits on its own load. The policy gives ``1x64x64`` to the corpus's
    matmuls of 49-77 rows; the rules' ``7x32x16`` ran 0.29-0.81x its time on the 7 such kernels (six training,
    matmul-49x1536x384 2.37 -> 0.69 ms; 3 pinned processes, one store), 0.76-0.81x on standalone 16-row matmuls
    and 0.69-0.96x behind a weight transpose; on the 7 models that have such a group (16 rows, 20% of their
    cost) two runs measured 0.88-1.24x and 0.88-1.12x, no steady change."""
    ta, tb = _plain_tile(given), _plain_tile(rules)
    return (ta is not None and tb is not None and len(ta) == len(tb) == 3 and ta[0] == 1 and tb[0] > 1
            and bool(nests) and all(n.op == "matmul" and n.bounds[0] >= ONE_ROW_MIN_ROWS for n in nests))


def _unit_windows(nests: Any) -> bool:
    """Whether every conv among ``nests`` has a 1x1 window (a GEMM over the pixels); other contractions pass, so
    :func:`_whole_reduction` (asked where this is false) only ever swaps a conv's tile."""
    from mqss_edge.corpus.module_plan import op_family

    for n in nests:
        fam = op_family(n)
        if fam is not None and fam[0].startswith("conv") and fam[1].get("K") != 1:
            return False
    return True


def _scalar(action_name: str) -> bool:
    """Whether a menu schedule only reorders loops (an interchange, nothing tiled or vectorized)."""
    p = _MENU[action_index(action_name)].pass_
    return p is not None and p.name == "transform" and p.param("vectorize") != "true" and p.param("tile") is None


#: the menu entry :func:`math_guard` adds
MATH_APPROX = "math-polynomial-approx"


#: the menu entry :func:`gather_guard` adds
GATHER_LICM = "affine-licm"


def gather_guard(facts: Any, plan: Plan) -> Plan:
    """``plan`` with the menu's loop-invariant code motion at the affine level (:data:`GATHER_LICM`) added where the
    plan schedules no op group and stays off the affine level, and the module has a group of at least
    :data:`CONTRACTION_MIN_SHARE` of its cost whose ops are all lookups (:attr:`LoopNest.gather`, no reduction: an
    embedding table read at token ids). On the default loops each element's row index is recomputed from the id in
    the innermost loop; hoisted, the inner loop is a contiguous copy LLVM vectorizes. The policy stops at once on
    embedding modules (its teacher's demonstrations did too). Measured on the 6 training embedding and
    embedding + positions kernels (3 pinned processes, one store): 0.20-0.53x their time, the training reward higher
    on each (0.72-0.81 against 0.65-0.72), with or without the plan's tensor passes before it; on embedding bags
    (a lookup under a reduction) it changed nothing, and they keep their plans."""
    if plan.affine or plan.transforms:
        return plan
    if not any(g.share >= CONTRACTION_MIN_SHARE and g.nests and all(n.gather and not n.reduction for n in g.nests)
               for g in facts.groups):
        return plan
    p = _MENU[action_index(GATHER_LICM)].pass_
    return plan if p is None else replace(plan, affine=(p,))


def math_guard(facts: Any, plan: Plan) -> Plan:
    """``plan`` with the menu's polynomial approximation of math functions (:data:`MATH_APPROX`) added as its last
    tensor-level pass where the module holds a math op it rewrites (``exp``, ``tanh``, ``erf``, ...) and the plan
    leaves them to libm; a plan at the affine level, or one that has it, comes back as it is. libm's calls keep the
    loops around them scalar; the polynomials are plain arithmetic that vectorizes. Measured on the 15 training
    kernels and models whose plan lacked it (3 pinned processes, one store): the 12 attention kernels (a softmax's
    ``exp``) ran 0.58-0.91x their time, 0.75x geomean (0.61-0.92x in a second run), roberta-tiny 0.56x,
    poolformer-tiny 0.55x, levit-tiny 1.04x."""
    from mqss_edge.env.applicability import applies
    from mqss_edge.env.safety import resolve

    action = _MENU[action_index(MATH_APPROX)]
    if plan.affine or not applies(action, facts):
        return plan
    p = resolve(action, facts)
    if p is None or any(str(q) == str(p) for q in plan.tensor + plan.buffer):
        return plan
    return replace(plan, tensor=plan.tensor + (p,))


#: the menu entry :func:`fusion_guard` adds
FUSE_ELEMENTWISE = "fuse-elementwise"


def fusion_guard(facts: Any, plan: Plan) -> Plan:
    """``plan`` with the menu's elementwise fusion (:data:`FUSE_ELEMENTWISE`, ``linalg-fuse-elementwise-ops``) added
    as its last tensor-level pass where the module has a chain of elementwise ops (a ``linalg.generic`` reading
    another's result: a batch norm's scale and shift, a bias then a ReLU, a softmax's ``exp`` then its sum) and the
    plan leaves them apart; a plan at the affine level, one that fuses already, or one with an interchange-only
    matmul schedule on a module with a layer norm (the safety layer's rule, :mod:`mqss_edge.env.safety`: the norm's
    tail fused into the generalized matmul, recomputed per output column) comes back as it is. Unfused, each op of
    a chain is its own loop nest over memory and its own code to compile; the policy adds the pass to some models
    and not to others it fits as well (mobilenetv1-025: 0.68x the time and 1.8 s of compile instead of 4.1 with
    it). Measured on the 30 training models whose plan lacked it, each plan
    with and without it A/B-interleaved (5 rounds) and compiled in turn (3): 0.57-1.11x the time, 0.90x geomean
    (conv-autoencoder 0.57x, swin-stage1 0.69x, llama-tiny 0.71x; tcn-kws 1.11x the one more than 5% slower),
    0.79x the compile time geomean (3.0 s instead of 5.3 on convnext-tiny), the training reward higher on 28 of
    29 (lenet5 0.003 lower); mobilenetv2-035 fails its check with it (max error 0.008: its im2col'd convs and the
    fused chains round differently, over the bound; the per-group fallback of ``Selector.compile`` gives that
    group the rules' loop order and the model checks). On the 31 training kernels it applies to it changes the
    binary of 4 (the resnet50 residual convs and avgpool head: 0.88-0.98x) and none of the 27 others (attention,
    layer norm, PolyBench).

    The pass goes before the schedules that only reorder the loops of a conv reading a generic's result
    (:func:`_recomputing`), which then come last: such a schedule leaves the conv an untiled ``linalg.generic``, and
    a fusion after it pulls the producers into it, recomputed for every output channel. mobilevitv2-tiny
    (family-out) ran 2.1x slower with the pass after its two interchanged 1x1 conv groups (a SiLU's ``exp``
    recomputed up to 192 times per input element: 7.8 ms against 4.1 without the pass), and 0.91x the time without
    it with the pass before them (interleaved, 5 rounds); on the 4 training models with such a conv schedule
    0.98-1.00x the time of their plans with the pass last, the training reward within 0.005. Matmuls keep the
    pass after them: the fusion rewrites the named matmuls that sit between reshapes into generics, and a schedule
    after it loses them (levit-tiny: 5 of its 8 interchanged matmuls, 1.20x the time); put first, it does that to
    every schedule's matmuls (deit-tiny, swin-stage1, convnext-tiny 17-42x slower than without the pass).

    A batch matmul's loop order does not hold the pass back (the safety layer's mask does, for the policy):
    attention's products read the projections and the softmax, not the norm. On the 3 training models whose plans
    have only such loop orders (wav2vec2-tiny, hubert-tiny, wav2vec2-feature-encoder) the pass after them gave
    0.99-1.00x the time, 15% less compile and the training reward 0.008-0.022 higher (interleaved, 5 rounds);
    mobilevit-xxs (family-out) 0.78x and 42 -> 22 s of compile, vit-tiny (hold-out) 0.93x. Dropping those loop
    orders to fuse instead was 1.33x slower on vit-tiny."""
    from mqss_edge.env.safety import interchange_only_matmul

    if plan.affine or any(p.name == "linalg-fuse-elementwise-ops" for p in plan.tensor):
        return plan
    if not _has_chain(facts):
        return plan
    if "math.rsqrt" in facts.ops and any(interchange_only_matmul(q) and q.param("rank") == "3" for q in plan.tensor):
        return plan
    p = _MENU[action_index(FUSE_ELEMENTWISE)].pass_
    if p is None:
        return plan
    late = tuple(q for q in plan.tensor if _recomputing(facts, q))
    return replace(plan, tensor=tuple(q for q in plan.tensor if q not in late) + (p,) + late)


def _recomputing(facts: Any, p: Pass) -> bool:
    """Whether ``p`` is a schedule that only reorders loops (an interchange, no tile) given to ops of which one
    is a conv reading a ``linalg.generic``'s result (:attr:`LoopNest.fed_by`)."""
    from mqss_edge.env.safety import reorders_only

    if not reorders_only(p):
        return False
    return any(n.op.startswith(("conv_", "depthwise_conv_")) and any(op == "generic" for op, _ in n.fed_by)
               for n in _targets(facts, p))


def _targets(facts: Any, p: Pass) -> list[Any]:
    """The loop nests schedule ``p`` is given: its op group's, or for a schedule of the whole module every op of
    its rank."""
    group = p.param("group")
    if group is not None:
        return [n for g in facts.groups if str(g.id) == group for n in g.nests]
    return [n for n in facts.nests if str(n.rank) == p.param("rank")]


def _has_chain(facts: Any) -> bool:
    """Whether a ``linalg.generic`` of the module reads another's result (once per module: kept on its facts)."""
    got = facts.cache.get("chain")
    if got is None:
        got = facts.cache["chain"] = any(n.op == "generic" and any(op == "generic" for op, _ in n.fed_by)
                                         for n in facts.nests)
    return bool(got)


#: the menu's fitted im2col + GEMM entries :func:`shape_guard` tries on each shape of 1x1 convs, in this order
#: (the policy's picks for the 1x1 conv groups a fitted tile fits whole)
SHAPE_ENTRIES = ("nchw-im2col-acc-fit-f4-hw2x8-c4-vec", "nchw-im2col-fit-f8-ow8-c32-vec",
                 "nchw-im2col-fit-f8-hw2x2-c32-vec")
#: ... on each shape of convs with a window (3x3, 5x5, ...): the direct accumulator tile the policy and the expert
#: rules give a group of one such shape, then the im2col GEMM for shapes it does not fit (outputs of 2x2 pixels)
WINDOW_SHAPE_ENTRIES = ("nchw-acc-fit-f8-ow8-c8-vec", "nchw-im2col-fit-f8-hw2x2-c32-vec")
#: ... for groups of at least this share of the module's estimated cost (the grouping's own threshold for a group
#: worth a decision of its own, ``features.groups.MERGE_SHARE``): each shape's GEMM is code to compile
SHAPE_MIN_SHARE = 0.1


def shape_guard(facts: Any, plan: Plan) -> tuple[Plan, tuple[int, ...]]:
    """``plan`` with a schedule of its own for each shape of a group of NCHW convs of several shapes, at least
    :data:`SHAPE_MIN_SHARE` of the module's cost, that the plan leaves on a loop order or the default loops; and
    the groups so split. A fitted menu tile divides every member's trip counts, so a group of mixed shapes (odd
    channel counts, widths down to 1, a 3-channel stem beside 48-channel convs) fits none and gets only a loop
    order; per shape (``shape=K``: the members of the group's K-th distinct shape, tagged apart by the driver) the
    first entry that fits the shape, of :data:`SHAPE_ENTRIES` for 1x1 convs (a tiled, vectorized GEMM) or of
    :data:`WINDOW_SHAPE_ENTRIES` for convs with a window; shapes none fits keep the group's schedule.

    Measured (each plan with and without the split, A/B-interleaved 5 rounds, compiled in turn 3). 1x1 convs: on
    two generated inverted-residual CNNs with odd channel counts (never in any split) 0.58x and 0.75x the time, the
    training reward 0.746 -> 0.810 and 0.789 -> 0.819, 14-16% more compile time; on resnet-basic-tiny (training,
    a group of 1.5% of the cost) 0.92x the time but 16% more compile, the reward 0.886 -> 0.870: under the share
    the split does not pay. On the evaluation models it applies to: mobilevitv2-tiny 0.52x (its 22 1x1 convs of 20
    shapes, 47% of the cost, on a loop order: 3.70 -> 1.91 ms), squeezenet-tiny 0.68x. Convs with a window: three
    generated CNNs whose 3x3 convs come in 7 shapes each (MobileViT-like local and fuse convs beside a 3-channel
    stem, 34-40% of the cost, never in any split) 0.28x, 0.31x and 0.37x the time, reward 0.806 -> 0.863,
    0.811 -> 0.840, 0.759 -> 0.865; levit-tiny (training: 4 strided 3x3 convs, a third of its cost) 0.62x, reward
    0.681 -> 0.745; mobilevit-xxs (family-out) 0.77x. The im2col GEMM first instead: the same within 3% on four of
    the five, 0.39x against 0.28x on the fifth."""
    from mqss_edge.env.safety import ModuleFacts, reorders_only, resolve, schedule_fits
    from mqss_edge.features.groups import shape_order

    if any(p.param("group") is None and p.param("rank") == "7" for p in plan.transforms):
        return plan, ()  # a conv schedule of the whole module: no group's ops are its own
    given = {p.param("group"): p for p in plan.tensor if p.name == "transform" and p.param("group") is not None}
    added: list[Pass] = []
    split: list[int] = []
    for g in facts.groups:
        own = given.get(str(g.id))
        if own is not None and not reorders_only(own):
            continue
        if g.share < SHAPE_MIN_SHARE or not g.nests or not all(n.op == "conv_2d_nchw_fchw" for n in g.nests):
            continue
        shapes = shape_order(n.bounds for n in g.nests)
        if len(shapes) < 2:
            continue
        mine = []
        for k, shape in enumerate(shapes):
            one = ModuleFacts(tuple(n for n in g.nests if n.bounds == shape)[:1], facts.ops)
            for name in SHAPE_ENTRIES if shape[5:] == (1, 1) else WINDOW_SHAPE_ENTRIES:
                a = _MENU[action_index(name)]
                if schedule_fits(a, one) and (p := resolve(a, one)) is not None:
                    mine.append(Pass(p.name, (("group", str(g.id)), ("shape", str(k))) + tuple(
                        kv for kv in p.params if kv[0] != "group"), p.anchor))
                    break
        if mine:
            added += mine
            split.append(g.id)
    if not added:
        return plan, ()
    return replace(plan, tensor=_insert(plan, added)), tuple(split)


def _insert(plan: Plan, added: list[Pass]) -> tuple[Pass, ...]:
    """``plan``'s tensor passes with ``added`` right after its last schedule."""
    at = max((i for i, q in enumerate(plan.tensor) if q.name == "transform"), default=-1) + 1
    return plan.tensor[:at] + tuple(added) + plan.tensor[at:]
