"""Where the menu's strategy entries apply: the rules the safety mask asks beyond tile divisibility.

:func:`applies` is asked for every menu entry the mask would otherwise offer, with the facts of the ops the
entry would act on (a transform schedule: the op group in focus, or the module's ops of its rank; any
other pass: the whole module). An entry applies where it can do something useful and cannot be
expected to fail to apply; everything else about it (stage order, divisibility, vector size) is the
safety layer's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mqss_edge.actions import Action
    from mqss_edge.env.safety import ModuleFacts


def applies(action: Action, facts: ModuleFacts) -> bool:
    """Whether ``action`` can do anything useful on the ops of ``facts``."""
    return True
