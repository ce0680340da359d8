"""The facts a Table step is explained with, from the same engine calls Practice explains with.

Each function returns details as :class:`~trainer.drills.model.Grade` carries them (a code and
its parameters, STYLE.md habit 9): the UI words them as Practice words its grades. A draw is
explained by :func:`trainer.drills.draw.player_facts` / :func:`~trainer.drills.draw.
banker_facts`, a take or a payout by :func:`trainer.drills.payout.line_facts` (the commission
arithmetic, the no-commission half), so the Table and Practice say the same rule the same way
(looked up in their modules at each call: the very functions Practice's grades call).
The Table's own facts are the chips a payout came to, the result's marks against the coup, and
the faulty bet a dealer let through.

Codes of the Table's own facts:

``chips_paid``
    ``given``, ``expected``: the amount a chip set came to and the right payout.
``result_mark``
    ``mark`` (``player_pair``, ``banker_pair``, ``natural``, ``banker_six``), ``given`` (the
    mark was on) and ``truth`` (the coup has it): one per mark given or missed.
``faulty_bet``
    ``seat``, ``bet``, ``amount``, ``fault`` (a :class:`~trainer.table.personas.FaultKind`
    value): a bet the dealer should have refused.
``good_bet``
    ``seat``, ``bet``, ``amount``: a bet within the table's rules, refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from trainer.baccarat.bets import specs
from trainer.baccarat.coup import Coup, hand_total
from trainer.baccarat.settlement import Bet, BetSettlement
from trainer.baccarat.table import TableRules
from trainer.baccarat.tableau import Hand
from trainer.cards import Card
from trainer.chips import Breakdown
from trainer.drills import draw, payout
from trainer.drills.model import Detail
from trainer.table.personas import FaultKind

RESULT_MARKS = ("player_pair", "banker_pair", "natural", "banker_six")
"""The result's yes/no marks, in the order :meth:`TableSession.call_result` takes them."""


def draw_facts(hand: Hand, player: Sequence[Card], banker: Sequence[Card]) -> tuple[Detail, ...]:
    """Why ``hand`` draws or stands: the Practice DRAW drill's facts for the same cards
    (``player`` holds the Player's third card, if any, when the Banker decides)."""
    p, b = hand_total(player[:2]), hand_total(banker[:2])
    if hand is Hand.PLAYER:
        return draw.player_facts(p, b)
    return draw.banker_facts(p, b, player[2] if len(player) == 3 else None)


def settle_facts(line: BetSettlement, table: TableRules) -> tuple[Detail, ...]:
    """What a bet does and is paid: the Practice PAYOUT drill's facts for the same line."""
    return payout.line_facts(line, table)


def chip_facts(given: Breakdown, line: BetSettlement, table: TableRules) -> tuple[Detail, ...]:
    """A payout's facts, after the amount the chips given came to when it is not the
    payout ("HK$700 paid, HK$50 too much")."""
    total = sum((chip * count for chip, count in given), Decimal(0))
    if total == line.paid:
        return payout.line_facts(line, table)
    return (("chips_paid", {"given": str(total), "expected": str(line.paid)}),
            *payout.line_facts(line, table))


def result_facts(coup: Coup, given: Sequence[bool], winner_right: bool) -> tuple[Detail, ...]:
    """What a wrong result call got wrong, from the coup itself: the totals and the winner
    when the winner was wrong, then every mark given or missed (``given`` in the order of
    :data:`RESULT_MARKS`)."""
    facts: list[Detail] = []
    if not winner_right:
        facts.append(("coup_result", {
            "player_total": coup.player_total, "banker_total": coup.banker_total,
            "winner": {"player": "P", "banker": "B", "tie": "T"}[coup.outcome.value],
        }))
    truth = (coup.player_pair, coup.banker_pair, coup.natural, coup.banker_wins_with_six)
    for mark, on, real in zip(RESULT_MARKS, given, truth, strict=True):
        if on is not real:
            facts.append(("result_mark", {"mark": mark, "given": on, "truth": real}))
    return tuple(facts)


def topic(facts: Sequence[Detail]) -> str | None:
    """What a step's explanation is about when its article covers more (art. 13 names every
    bet): the first result mark it got wrong, as the code of the bet whose win that mark
    announces (:attr:`BetSpec.result_mark`: ``banker_six`` is Lucky 6's), else the mark."""
    for code, params in facts:
        if code == "result_mark":
            mark = str(params.get("mark"))
            return next((spec.code for spec in specs() if spec.result_mark == mark), mark)
    return None


def bet_facts(bet: Bet, fault: FaultKind | None) -> tuple[Detail, ...]:
    """The bet a refusal step is about: faulty (to refuse) or good (to accept)."""
    params: dict[str, str | int] = {
        "seat": bet.seat, "bet": bet.kind.value, "amount": str(bet.amount)}
    if fault is None:
        return (("good_bet", params),)
    return (("faulty_bet", {**params, "fault": fault.value}),)
