"""A scripted dealer for the Table tests and bench: it reads only what the table shows
(:meth:`TableSession.state`) and works out each right action from the engine's own functions,
never from the session's grading."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from functools import lru_cache

from trainer.baccarat.coup import Coup, hand_total
from trainer.baccarat.procedures import HolderTie
from trainer.baccarat.settlement import (
    Bet,
    BetKind,
    BetSettlement,
    Settlement,
    round_commission,
    settle,
)
from trainer.baccarat.settlement import validate_bets as engine_validate
from trainer.baccarat.table import ChipPayout, PayOrder, TableRules, TieBets, colour_payout
from trainer.baccarat.tableau import Hand, banker_rule, player_rule
from trainer.cards import BurnMethod, LastCoupRule, Shoe
from trainer.chips import chip_breakdown
from trainer.errors import BetRefused
from trainer.table.cash import CashKind, expected_chips
from trainer.table.irregular import Irregularity, Remedy
from trainer.table.personas import TieChange
from trainer.table.session import Action, Phase, TableSession, TableState, TieAnswer, TieRequest

DEAL_ORDER = (Hand.PLAYER, Hand.BANKER, Hand.PLAYER, Hand.BANKER)
IRREGULAR_ANSWERS = {
    Irregularity.EXPOSED: Remedy.GO_ON,  # art. 4: the exposed card stays, the coup goes on
    Irregularity.TWO_CARDS: Remedy.CORRECT,  # art. 10: the extra card is burnt
    Irregularity.WRONG_HAND: Remedy.CORRECT,  # art. 10: moved to its hand, unseen
    Irregularity.STAND_DRAWN: Remedy.CORRECT,  # art. 10: the card given is burnt
    Irregularity.OUT_OF_ORDER_SEEN: Remedy.VOID,  # art. 10: cannot be corrected once seen
}
"""Arts. 4 and 10 as RULES.md and the regulation read, written apart from the session."""
LATE_PHASES = (Phase.DEAL, Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER,
               Phase.FINAL_TOTALS, Phase.PASS, Phase.PASS_THIRD, Phase.IRREGULAR, Phase.TURN)


@lru_cache(maxsize=4096)
def _refused(bets: tuple[Bet, ...], table: TableRules) -> str | None:
    try:
        engine_validate(bets, table)
    except BetRefused as exc:
        return exc.reason
    return None


@lru_cache(maxsize=64)
def _settle(player: tuple, banker: tuple, bets: tuple, table: TableRules) -> Settlement:  # type: ignore[type-arg]
    return settle(Coup(player, banker), bets, table)


def _settlement(state: TableState, session: TableSession) -> Settlement:
    return _settle(state.player, state.banker, state.accepted, session.table)


def right_action(session: TableSession, ends: bool = True) -> tuple[str, tuple[object, ...]]:
    """The next right action at this table, from the state shown and the engine;
    ``ends=False``: the coup's own action, passing over the shoe's ends (a dealer who forgets
    to announce the last coup, or deals on with a damaged card)."""
    state, table = session.state(), session.table
    phase = state.phase
    life = _shoe_life_action(session, state)
    if life is not None:
        return life
    if phase in (Phase.BETS, Phase.SHOE_END, Phase.CLOSE) and state.boxes_due:
        seat = state.boxes_due[0]
        marks = dict(state.boxes)
        return "collect_box", (seat, round_commission(marks.get(seat, Decimal(0)), table))
    life = _life_action(state, table, session.shoe) if ends else None
    if life is not None:
        return life
    if phase is Phase.BETS:
        for bet in state.layout:
            if bet in state.standing_bets:  # art. 15: not a standing bettor's box
                return "refuse", (bet,)
            # Art. 14 is over the whole table: a lone bet above the difference limit (a bet
            # raised after a tie) may be matched by the other side's bets.
            if _refused((bet,), table) not in (None, "difference_over_limit"):
                return "refuse", (bet,)
        if _refused(state.layout, table) == "difference_over_limit":
            sides = {k: sum((b.amount for b in state.layout if b.kind is k), Decimal(0))
                     for k in (BetKind.BANKER, BetKind.PLAYER)}
            big = BetKind.BANKER if sides[BetKind.BANKER] > sides[BetKind.PLAYER] else (
                BetKind.PLAYER)
            last = [b for b in state.layout if b.kind is big][-1]
            return "refuse", (last,)
        if state.cash:  # notes counted as they lie, chips from the chip engine
            request = state.cash[0]
            if request.kind is CashKind.BUY_IN and not request.counted:
                return "count_cash", (request.seat, sum(
                    (value * count for value, count in request.notes), Decimal(0)))
            name = "colour_up" if request.kind is CashKind.COLOUR_UP else "give_chips"
            return name, (request.seat, expected_chips(request, table))
        if state.ties:
            return "answer_tie", (state.ties[0].bet, tie_answer(table, state, state.ties[0],
                                                               session.settings.flow))
        return "accept_bets", ()
    if phase in LATE_PHASES and state.late:  # before the first card, or pushed on after it
        return "refuse", (state.late[0],)
    if phase is Phase.IRREGULAR:
        assert state.irregular is not None
        return "answer_irregular", (IRREGULAR_ANSWERS[state.irregular.kind],)
    if phase is Phase.DEAL:
        return "deal", (DEAL_ORDER[len(state.player) + len(state.banker)],)
    if phase is Phase.TURN:  # art. 16: the holder turned them; the dealer takes them back
        assert state.squeeze is not None and state.squeeze.held is not None
        return "take_back", (state.squeeze.held[0],)
    if phase in (Phase.PASS, Phase.PASS_THIRD):
        assert state.squeeze is not None and state.squeeze.turning is not None
        hand = state.squeeze.turning
        return ("pass_cards" if phase is Phase.PASS else "pass_third",
                (hand, card_holder(state, table, hand)))
    if phase in (Phase.TOTALS, Phase.FINAL_TOTALS):
        return "call_totals", (hand_total(state.player), hand_total(state.banker))
    p2, b2 = hand_total(state.player[:2]), hand_total(state.banker[:2])
    if phase is Phase.DRAW_PLAYER:
        return "draw", (Hand.PLAYER, player_rule(p2, b2).draws)
    if phase is Phase.DRAW_BANKER:
        third = state.player[2] if len(state.player) == 3 else None
        return "draw", (Hand.BANKER, banker_rule(b2, third, p2).draws)
    if phase is Phase.RESULT:
        coup = Coup(state.player, state.banker)
        return "call_result", (coup.outcome, coup.player_pair, coup.banker_pair, coup.natural,
                               coup.banker_wins_with_six)
    if phase is Phase.SETTLE:
        settlement = _settlement(state, session)
        right_to_left = table.pay_order is PayOrder.RIGHT_TO_LEFT
        losers: list[BetSettlement] = list(settlement.losers)  # seat by seat, in its order
        losers.sort(key=lambda ln: -ln.bet.seat if right_to_left else ln.bet.seat)
        for line in losers:
            if line.bet not in state.taken:
                return "take", (line.bet,)
        winners: list[BetSettlement] = list(settlement.winners)
        winners.sort(key=lambda ln: -ln.bet.seat if right_to_left else ln.bet.seat)
        for line in winners:
            if line.bet not in state.paid:
                if table.chip_payout is ChipPayout.AMOUNT:  # graded on the amount only
                    return "pay", (line.bet, line.paid)
                return "pay", (line.bet, payout_chips(table, state, line))
        for line in settlement.lines:
            if line.marked and line.bet not in state.marked:
                return "mark", (line.bet.seat, line.marked)
    raise AssertionError(f"no action in phase {phase}")


def card_holder(state: TableState, table: TableRules, hand: Hand) -> int:
    """Art. 16 as RULES.md reads: the seated bettor with the largest bet on ``hand``'s side
    holds its cards (a standing bettor never does); equal largest bets go by the house's rule
    (the lower seat, the higher seat, or the dealer); no seated bet on it: the dealer (0)."""
    kind = BetKind.PLAYER if hand is Hand.PLAYER else BetKind.BANKER
    seated = {view.seat for view in state.seats if not view.standing}
    stakes = [(bet.amount, bet.seat) for bet in state.accepted
              if bet.kind is kind and bet.seat in seated]
    if not stakes:
        return 0
    top = max(amount for amount, _ in stakes)
    seats = sorted(seat for amount, seat in stakes if amount == top)
    rule = table.procedures.holder_tie
    if len(seats) > 1 and rule is HolderTie.DEALER:
        return 0
    return seats[-1] if rule is HolderTie.HIGHEST_SEAT else seats[0]


def _shoe_life_action(session: TableSession, state: TableState
                      ) -> tuple[str, tuple[object, ...]] | None:
    """The cut (12 to 78 cards from the end, where the shoe was to be cut), the burn of art. 2
    as the profile says (a) decks, (b) the first card's value, (c) its fixed count, art. 8's
    burn before each coup, and the cards back into a shuffler."""
    procedures = session.table.procedures
    if state.phase is Phase.CUT:
        return "cut", (max(12, min(state.cut_from_end, 78)),)
    if state.phase is Phase.BURN:
        if procedures.burn is BurnMethod.DECKS:
            return "burn_cards", (session.settings.decks,)
        if procedures.burn is BurnMethod.FIXED:
            return "burn_cards", (procedures.burn_fixed,)
        assert state.burn_card is not None
        rank = int(state.burn_card.rank)
        return "burn_cards", (rank if rank < 10 else 10,)
    if state.phase is Phase.BURN_COUP:
        return "burn_cards", (procedures.burn_each_coup,)
    if state.phase is Phase.BETS and state.to_return:
        return "return_cards", ()
    return None


_COUP_PHASES = (Phase.DEAL, Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER,
                Phase.FINAL_TOTALS, Phase.RESULT)


def _life_action(state: TableState, table: TableRules, shoe: Shoe
                 ) -> tuple[str, tuple[object, ...]] | None:
    """The shoe's two ends (art. 2 demonstration coups, art. 3 last coup, new decks, closing
    the shoe), read from what the table shows, the shoe and the profile's procedures: none
    at a shuffler's table (art. 2); the last coup announced as the last when the coup the cut
    card came out in ended without the call (a void coup)."""
    life, procedures = state.life, table.procedures
    if state.phase is Phase.BETS and life.demo_asked:
        return "answer_demo", (procedures.demonstration_coups and not procedures.shuffler
                               and len(life.demos) < 3,)
    if life.damaged is not None:
        return "close_shoe", (True,)
    if state.phase in _COUP_PHASES and life.cut_card_out and life.announced is None:
        last = shoe.last_coup_number
        this_is_last = last is not None and shoe.coups_started >= last
        return "announce_last", (procedures.last_coup is LastCoupRule.ONE_MORE
                                 and not this_is_last,)
    if state.phase is Phase.CLOSE:
        return "close_shoe", (False,)
    return None


def tie_answer(table: TableRules, state: TableState, request: TieRequest, flow: int = 4
               ) -> TieAnswer:
    """Art. 12 as RULES.md reads: a bet left by a tie may be withdrawn, kept or changed
    (amount or side) where the table allows it, only increased on an SJM table; and the
    layout must stay one the engine accepts (limits, the house multiple, art. 14), except
    that from flow 4 a withdrawal or reduction is granted whatever art. 14 says (the bet then
    over the limit is refused in its place)."""
    if table.tie_bets is TieBets.PUSH_ONLY or (
        table.tie_bets is TieBets.INCREASE_ONLY and request.change is not TieChange.INCREASE
    ):
        return TieAnswer.REFUSE
    rest = [b for b in state.layout if b != request.bet]
    wanted = () if request.wanted is None else (request.wanted,)
    refused = _refused((*rest, *wanted), table)
    if refused == "difference_over_limit" and request.change in (
            TieChange.WITHDRAW, TieChange.DECREASE) and flow >= 4:
        refused = None  # art. 12 lets the bettor cancel or reduce; art. 14 binds the rest
    if refused is not None:
        return TieAnswer.REFUSE
    return TieAnswer.RETURN if request.wanted is None else TieAnswer.ACCEPT


def payout_chips(
    table: TableRules, state: TableState, line: BetSettlement
) -> tuple[tuple[Decimal, int], ...]:
    """The chips of a payout under the table's rule: the fewest, or colour for colour on the
    bet's stack as it lies on the felt."""
    if table.chip_payout in (ChipPayout.FEWEST, ChipPayout.AMOUNT):
        return chip_breakdown(line.paid, table.chips)
    win, stake = (int(part) for part in line.odds.split(":"))
    return colour_payout(dict(state.stacks)[line.bet], win, stake, line.deducted, table.chips)


def act(session: TableSession, name: str, args: tuple[object, ...]) -> object:
    method: Callable[..., object] = getattr(session, name)
    return method(*args)


def play_perfect(session: TableSession, limit: int = 1_000_000) -> int:
    """Play the table to the end of the shoe, every step right; return the steps taken."""
    for n in range(limit):
        if session.finished:
            return n
        name, args = right_action(session)
        step = act(session, name, args)
        assert step.right, (name, args, step)  # type: ignore[attr-defined]
    raise AssertionError("the shoe did not end")


__all__ = ["Action", "act", "play_perfect", "right_action"]
