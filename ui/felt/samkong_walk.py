"""What arrows and Tab walk through at a Sam Kong table, phase by phase, in the table's
order: shared by every desk that deals Sam Kong (the Table screen's, an exam's)."""

from __future__ import annotations

from trainer.table.samkong.model import BANKER, SamKongPhase, SamKongState
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.settle import in_order
from ui.felt.samkong_keys import LATE

P = SamKongPhase
Selected = tuple[str, object]
"""What the next key acts on: ("hand", door or 0), ("bet", a bet), ("box", a bettor)."""
COMMISSION_KINDS = frozenset({"door", "odd", "even"})
"""The bets whose commission a marking table marks (art. 10)."""


def walk(state: SamKongState, table: SamKongTableRules) -> list[Selected]:
    """What arrows and Tab walk through in ``state``'s phase at ``table``, in its order."""
    phase = state.phase
    if phase in LATE and state.late:
        return [("bet", o.bet) for o in state.late]
    if phase is P.BETS:
        asked = [r.bet for r in state.stands]
        return [("bet", b) for b in (*asked, *(b for b in state.layout if b not in asked))]
    if phase is P.LEVELS:
        called = dict(state.levels)
        return [("hand", h) for h in (*range(1, state.doors + 1), BANKER) if h not in called]
    if phase is P.DOORS:
        results = dict(state.results)
        return [("hand", d) for d in range(1, state.doors + 1) if d not in results]
    if phase is P.SETTLE:
        marks = table.marks
        return [("bet", b) for b in in_order(state.accepted, table)
                if (b not in state.taken and b not in state.paid)
                or (marks and b in state.paid and b not in state.marked
                    and b.kind.value in COMMISSION_KINDS)]
    if phase is P.SHOE_END:
        return [("box", bettor) for bettor, _amount in state.boxes]
    return []
