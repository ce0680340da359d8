"""How a Sam Kong round's settlement is worked at the table: which line is whose bet, the
order the profile takes and pays in, what a winner is handed and what is marked.

Every figure is the engine's (:func:`trainer.samkong.settle_samkong`'s lines): a deducting
table hands over ``paid`` (the winnings less the commission of art. 10), a marking table the
whole ``winnings`` and marks the ``commission`` in the bettor's box.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal

from trainer.baccarat.settlement import BetResult
from trainer.baccarat.table import ChipPayout, PayOrder
from trainer.chips import Breakdown, chip_breakdown
from trainer.drills.lines import chips_verdict
from trainer.drills.model import Fault
from trainer.errors import TableActionRefused
from trainer.money import MAX_AMOUNT
from trainer.samkong.settlement import SamKongLine, SamKongSettlement
from trainer.table.samkong.model import SamKongTableBet
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.session import Refusal, tray_chips
from trainer.table.steps import read_payout as read_payout

ZERO = Decimal(0)


def lines_of(accepted: Sequence[SamKongTableBet], settlement: SamKongSettlement
             ) -> dict[SamKongTableBet, SamKongLine]:
    """Each accepted bet's line (the settlement's lines come in the order the bets went in);
    ``ValueError`` for a layout holding one bet twice (its lines would be one)."""
    lines = dict(zip(accepted, settlement.lines, strict=True))
    if len(lines) != len(accepted):
        raise ValueError("a bet is twice on the layout")
    return lines


def order_key(bet: SamKongTableBet, table: SamKongTableRules) -> int:
    """Where ``bet``'s box comes in the profile's take-and-pay order (smaller first)."""
    return -bet.box if table.pay_order is PayOrder.RIGHT_TO_LEFT else bet.box


def in_order(bets: Iterable[SamKongTableBet], table: SamKongTableRules
             ) -> list[SamKongTableBet]:
    """``bets`` box by box in the profile's order (within a box, as given)."""
    return sorted(bets, key=lambda b: order_key(b, table))


def handed(line: SamKongLine, table: SamKongTableRules) -> Decimal:
    """What the dealer hands a winner beside the stake: net of commission on a deducting
    table, the whole winnings on a marking one."""
    return line.winnings if table.marks else line.paid


def marked(line: SamKongLine, table: SamKongTableRules) -> Decimal:
    """The commission marked in the bettor's box for ``line`` (0 on a deducting table)."""
    return line.commission if table.marks else ZERO


def payout_chips(amount: Decimal, table: SamKongTableRules) -> Breakdown | Decimal:
    """The right payout of ``amount`` as the table grades it: the fewest chips, or the amount."""
    if table.chip_payout is ChipPayout.AMOUNT:
        return amount
    return chip_breakdown(amount, table.chips)


def chips_fault(given: Breakdown | Decimal, amount: Decimal, table: SamKongTableRules
                ) -> Fault | None:
    """None when ``given`` pays ``amount`` as the table pays (Practice's one grade of chips);
    on a table graded on the amount, chips counted up or the amount typed."""
    if isinstance(given, Decimal):
        return None if given == amount else Fault.WRONG_AMOUNT
    if table.chip_payout is ChipPayout.AMOUNT:
        total = sum((chip * count for chip, count in given), ZERO)
        return None if total == amount else Fault.WRONG_AMOUNT
    return chips_verdict(given, amount, table.chips)


EXPECTED = {BetResult.LOSE: "take", BetResult.WIN: "pay", BetResult.PUSH: "stands"}
"""The code of what the dealer does with a line of each result."""


def _refused(code: Refusal, message: str) -> TableActionRefused:
    return TableActionRefused(code.value, message)


def payout_arg(chips: object, table: SamKongTableRules) -> Breakdown | Decimal:
    """A payout as handed to :meth:`~trainer.table.samkong.session.SamKongSession.pay`:
    chips of the tray ((chip, count), ...), or an amount on a table graded on the amount;
    anything else is refused (never graded)."""
    if isinstance(chips, Decimal):
        if not chips.is_finite() or not ZERO < chips <= MAX_AMOUNT:
            raise _refused(Refusal.BAD_AMOUNT, f"not an amount: {chips!r}")
        if table.chip_payout is not ChipPayout.AMOUNT:
            raise _refused(Refusal.BAD_CHIPS, "this table grades a payout's chips")
        return chips
    return tray_chips(chips, table.chips)
