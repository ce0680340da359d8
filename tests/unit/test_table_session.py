"""The Table core (issue 14): whole shoes by a scripted perfect dealer and by a faulty one,
bad input never graded, the recorder, the take-and-pay order, and replay from the actions."""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from decimal import Decimal

import pytest

from tests.support.table_script import DEAL_ORDER, act, play_perfect, right_action
from trainer.articles import HOUSE_NOTE, PROCEDURE, Article, bac
from trainer.baccarat.bets import spec_of
from trainer.baccarat.coup import Coup, Outcome
from trainer.baccarat.settlement import (
    Bet,
    BetKind,
    BetResult,
    round_commission,
    settle,
    validate_bets,
)
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode, PayOrder, TableRules
from trainer.baccarat.tableau import Hand, banker_rule, player_rule
from trainer.chips import chip_breakdown
from trainer.drills.model import Fault
from trainer.errors import BetRefused, TableActionRefused
from trainer.table import GradedStep, Phase, TableSession, TableSettings, TableState

D = Decimal
MASS = DEFAULT_PROFILES["mass-300"]
BOX = DEFAULT_PROFILES["commission-box-2000"]
NO_COMMISSION = DEFAULT_PROFILES["no-commission-500"]

FAULT_ARTICLES: dict[str, Article] = {
    "over_max": bac(14),
    "under_min": HOUSE_NOTE,
    "banker_not_multiple": HOUSE_NOTE,
    "difference": bac(14),
    "late_bet": PROCEDURE,
    "after_cards": PROCEDURE,  # no article names a bet after the cards are out
    "standing_on_seat": bac(15),  # RULES.md art. 15
}
"""Written here from RULES.md: art. 14 limits, the SJM house note, the dealer's procedure."""
SIDE_LIMITS = PROCEDURE
"""A side bet outside its own limits (table flow 3): a house setting, which the engine
refuses without an article; the dealer's procedure."""


def fault_article_of(cell: str, bet: Bet) -> Article:
    if spec_of(bet.kind).side and cell in ("fault:over_max", "fault:under_min"):
        return SIDE_LIMITS
    return FAULT_ARTICLES[cell.removeprefix("fault:")]

REASON_CELLS = {
    "above_maximum": "fault:over_max",
    "below_minimum": "fault:under_min",
    "banker_not_multiple": "fault:banker_not_multiple",
    "difference_over_limit": "fault:difference",
}


class TickClock:
    """A clock the test moves: each reading is 1.5 s after the last."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        self.now += 1.5
        return self.now


def _odds_paid(table: TableRules, bet: Bet, coup: Coup) -> Decimal:
    """What a winning bet is paid, from RULES.md arts. 17-18 written out for the test."""
    a = bet.amount
    if bet.kind is BetKind.TIE:
        return 8 * a
    if bet.kind in (BetKind.PLAYER_PAIR, BetKind.BANKER_PAIR):
        return 11 * a
    if bet.kind is BetKind.LUCKY_6:
        return (12 if len(coup.banker) == 2 else 20) * a
    if bet.kind is BetKind.BANKER and table.no_commission:
        return a / 2 if coup.banker_total == 6 else a
    if bet.kind is BetKind.BANKER and table.commission_mode is CommissionMode.DEDUCT:
        return a - round_commission(a * D("0.05"), table)
    return a


def check_shoe(session: TableSession) -> None:
    """Every step right; per coup the dealer's net equals the engine's settlement; every
    commission box collected is the exact 5% of its Banker wins, rounded once."""
    table = session.table
    assert session.finished
    assert all(step.right for step in session.steps)
    assert [c.number for c in session.coups] == list(range(1, len(session.coups) + 1))
    for record in session.coups:
        engine = settle(record.coup, record.bets, table)
        assert record.house_net == engine.house_net
        assert (record.taken, record.paid, record.marked) == (
            engine.taken, engine.paid, engine.marked)
        for line in engine.winners:
            assert line.paid == _odds_paid(table, line.bet, record.coup), line
    # Boxes: walk the steps; a coup's marks go into the boxes when its result is called.
    by_number = {record.number: record for record in session.coups}
    marks: defaultdict[int, Decimal] = defaultdict(Decimal)
    collected: list[tuple[int, Decimal]] = []
    for step in session.steps:
        if step.cell == "call:result":
            for line in by_number[step.coup].settlement.lines:
                if line.marked:
                    assert line.marked == line.winnings * D("0.05")
                    marks[line.bet.seat] += line.marked
        if step.cell == "collect":
            seat = int(session.actions[step.number - 1].args[0])  # type: ignore[call-overload]
            assert D(step.given) == round_commission(marks.pop(seat), table)
            collected.append((seat, D(step.given)))
    assert not marks, "every box is collected by the end of the shoe"
    assert collected == session.collected
    assert session.state().boxes == ()


@pytest.mark.parametrize("name", sorted(DEFAULT_PROFILES))
def test_perfect_dealer_plays_whole_shoes(name: str) -> None:
    table = DEFAULT_PROFILES[name]
    settings = TableSettings(fault_rate=0.2, standing_bettors=True)
    session = TableSession(table, seed=11, clock=TickClock(), settings=settings)
    play_perfect(session)
    check_shoe(session)
    assert len(session.coups) > 60  # a whole 8-deck shoe
    if table.commission_mode is CommissionMode.MARK:
        assert session.collected
    # every fault the dealer refused is classed with its article
    refused = [s for s in session.steps if s.kind == "fault"]
    assert {s.cell for s in refused} <= {f"fault:{k}" for k in FAULT_ARTICLES}
    assert refused
    assert len(session.steps) == len(session.actions)
    for step, action in zip(session.steps, session.actions, strict=True):
        if step.kind == "fault":
            bet = action.args[0]
            assert isinstance(bet, Bet)
            assert step.article == fault_article_of(step.cell, bet)


def test_refused_faults_are_the_engines_refusals() -> None:
    """A refused bet's cell is the reason the engine itself refuses it."""
    session = TableSession(MASS, seed=5, clock=TickClock(),
                           settings=TableSettings(fault_rate=0.5, max_coups=30))
    seen: set[str] = set()
    while not session.finished:
        name, args = right_action(session)
        state = session.state()
        step = act(session, name, args)
        assert isinstance(step, GradedStep) and step.right
        if name == "refuse" and state.phase is Phase.BETS:
            bet = args[0]
            assert isinstance(bet, Bet)
            try:
                validate_bets([bet], MASS)
                reason = "difference_over_limit"
            except BetRefused as exc:
                reason = exc.reason
            assert step.cell == REASON_CELLS[reason]
            seen.add(step.cell)
        elif name == "refuse":
            assert step.cell == ("fault:after_cards" if state.player else "fault:late_bet")
            seen.add(step.cell)
    assert seen == {f"fault:{k}" for k in FAULT_ARTICLES} - {"fault:standing_on_seat"}


# ---- the faulty dealer -----------------------------------------------------------------------


def _frozen(state: TableState) -> TableState:
    return dataclasses.replace(state, steps=0)


def _more_chips(chips: tuple[tuple[Decimal, int], ...], table: TableRules) -> object:
    """The same amount in more chips: one of the largest chips broken into smaller ones."""
    top = chips[0][0]
    smaller = tuple(c for c in table.chips if c < top)
    if not smaller:
        return None
    broken = dict(chip_breakdown(top, smaller))
    counts = dict(chips)
    counts[top] -= 1
    for chip, n in broken.items():
        counts[chip] = counts.get(chip, 0) + n
    return tuple((c, n) for c, n in sorted(counts.items(), reverse=True) if n)


def wrong_moves(session: TableSession) -> list[tuple[str, str, tuple[object, ...], str, Article]]:
    """(mistake, action, args, cell, article) for each mistake possible now."""
    state, table = session.state(), session.table
    name, args = right_action(session)
    moves: list[tuple[str, str, tuple[object, ...], str, Article]] = []
    phase = state.phase
    if state.late and state.player:  # a bet pushed on after the cards: its own test module
        return moves
    if phase is Phase.BETS and name == "accept_bets" and state.layout:
        moves.append(("refuse_good", "refuse", (state.layout[0],), "fault:none", bac(13)))
    if phase is Phase.BETS and name == "refuse":
        bet = args[0]
        assert isinstance(bet, Bet)
        if state.standing_bets:
            pass  # which fault "no more bets" names first is the table's: their own module
        else:
            try:
                validate_bets([bet], table)
                reason = "difference_over_limit"
            except BetRefused as exc:
                reason = exc.reason
            cell = REASON_CELLS[reason]
            moves.append((f"miss_{cell}", "accept_bets", (), cell, fault_article_of(cell, bet)))
    if phase is Phase.BETS and name == "collect_box":
        moves.append(("accept_box_due", "accept_bets", (), "collect", bac(18, 1)))
    if name == "collect_box":
        seat, amount = args
        assert isinstance(amount, Decimal)
        moves.append(("collect_wrong", "collect_box", (seat, amount + table.smallest_unit),
                      "collect", bac(18, 1)))
    if phase is Phase.DEAL and state.late:
        moves.append(("deal_late", "deal", (Hand.PLAYER,), "fault:late_bet", PROCEDURE))
    if name == "deal":
        other = Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER
        moves.append(("deal_order", "deal", (other,), "order", bac(7)))
    if name == "call_totals":
        p, b = args
        assert isinstance(p, int)
        if phase is Phase.FINAL_TOTALS:
            moves.append(("final_totals", "call_totals", (p, (b + 1) % 10),
                          "call:final_totals", bac(5)))
        else:
            moves.append(("totals", "call_totals", ((p + 1) % 10, b), "call:totals", bac(5)))
    if name == "draw":
        hand, draws = args
        p2 = sum(c.points for c in state.player[:2]) % 10
        b2 = sum(c.points for c in state.banker[:2]) % 10
        if hand is Hand.PLAYER:
            article = player_rule(p2, b2).article
            moves.append(("banker_first", "draw", (Hand.BANKER, True), "draw:banker", bac(9)))
        else:
            third = state.player[2] if len(state.player) == 3 else None
            article = banker_rule(b2, third, p2).article
        moves.append((f"draw_{hand.value}", "draw", (hand, not draws),
                      f"draw:{hand.value}", article))
    if name == "call_result":
        coup = Coup(state.player, state.banker)
        wrong = Outcome.PLAYER if coup.outcome is not Outcome.PLAYER else Outcome.BANKER
        moves.append(("result", "call_result", (wrong, *args[1:]), "call:result",
                      coup.outcome_article))
    if phase is Phase.SETTLE:
        engine = settle(Coup(state.player, state.banker), state.accepted, table)
        unpaid = [ln for ln in engine.winners if ln.bet not in state.paid]
        if unpaid:
            ln = unpaid[0]
            moves.append(("take_winner", "take", (ln.bet,), "take", ln.article))
        if name == "take":
            loser = next(ln for ln in engine.lines if ln.bet == args[0])
            moves.append(("pay_loser", "pay", (loser.bet, ((table.chips[0], 1),)),
                          f"pay:{loser.bet.kind.value}", loser.article))
            if unpaid:
                ln = unpaid[0]
                moves.append(("pay_before_take", "pay",
                              (ln.bet, chip_breakdown(ln.paid, table.chips)),
                              "order:take_pay", PROCEDURE))
        if name == "pay":
            bet, chips = args
            assert isinstance(bet, Bet) and isinstance(chips, tuple)
            line = next(ln for ln in engine.lines if ln.bet == bet)
            cell = f"pay:{bet.kind.value}"
            more = dict(chips)
            more[table.chips[0]] = more.get(table.chips[0], 0) + 1
            over = tuple(sorted(more.items(), reverse=True))
            moves.append(("pay_amount", "pay", (bet, over), cell, line.article))
            longer = _more_chips(chips, table)
            if longer is not None:
                moves.append(("pay_not_fewest", "pay", (bet, longer), cell, line.article))
            others = [ln for ln in unpaid if ln.bet.seat != bet.seat]
            if others:
                o = others[0]
                moves.append(("pay_seat_order", "pay",
                              (o.bet, chip_breakdown(o.paid, table.chips)),
                              "order:take_pay", PROCEDURE))
        if name == "mark":
            seat, amount = args
            assert isinstance(amount, Decimal)
            moves.append(("mark_wrong", "mark", (seat, amount + table.smallest_unit), "mark",
                          bac(18, 1)))
    return moves


ALL_MISTAKES = {
    "refuse_good", "miss_fault:over_max", "miss_fault:under_min",
    "miss_fault:banker_not_multiple", "miss_fault:difference", "accept_box_due",
    "collect_wrong", "deal_late", "deal_order", "totals", "final_totals", "banker_first",
    "draw_player", "draw_banker", "result", "take_winner", "pay_loser", "pay_before_take",
    "pay_amount", "pay_not_fewest", "pay_seat_order", "mark_wrong",
}


def play_faulty(session: TableSession, made: dict[str, int], per_kind: int = 3) -> None:
    """Make each possible mistake up to ``per_kind`` times, each followed by the right step."""
    while not session.finished:
        for mistake, name, args, cell, article in wrong_moves(session):
            if made[mistake] >= per_kind:
                continue
            before = session.state()
            step = act(session, name, args)
            assert isinstance(step, GradedStep)
            assert (step.right, step.cell, step.article) == (False, cell, article), mistake
            made[mistake] += 1
            if mistake == "pay_not_fewest":
                # The lesser fault (issue 24 point 3): graded wrong as Practice grades it,
                # but the right amount is paid and the coup goes on.
                assert step.fault is Fault.NOT_FEWEST_CHIPS
                assert args[0] in session.state().paid or session.state().coup != before.coup
                break
            assert _frozen(session.state()) == _frozen(before), f"{mistake} changed the table"
        if session.finished:
            break
        name, args = right_action(session)
        step = act(session, name, args)
        assert isinstance(step, GradedStep) and step.right


def test_faulty_dealer_every_mistake_detected_and_classed() -> None:
    union: set[str] = set()
    for table in (MASS, BOX, NO_COMMISSION):
        made: defaultdict[str, int] = defaultdict(int)
        settings = TableSettings(fault_rate=0.4, max_coups=40)
        session = TableSession(table, seed=3, clock=TickClock(), settings=settings)
        play_faulty(session, made, per_kind=2)
        union |= set(made)
        wrong = [s for s in session.steps if not s.right]
        assert wrong
        # the table still settles right after every mistake was corrected
        for record in session.coups:
            assert record.house_net == settle(record.coup, record.bets, table).house_net
    assert union == ALL_MISTAKES


# ---- bad input is never graded -------------------------------------------------------------


class Recorder:
    def __init__(self) -> None:
        self.steps: list[GradedStep] = []

    def __call__(self, step: GradedStep) -> None:
        self.steps.append(step)


def _advance_to(session: TableSession, phase: Phase) -> None:
    for _ in range(10_000):
        if session.phase is phase:
            return
        act(session, *right_action(session))
    raise AssertionError(f"never reached {phase}")


def _refused(session: TableSession, recorder: Recorder, name: str, *args: object) -> str:
    before, steps = session._make_state(), len(recorder.steps)
    with pytest.raises(TableActionRefused) as info:
        act(session, name, args)
    assert session._make_state() == before == session.state()
    assert len(recorder.steps) == steps
    return info.value.code


def test_bad_input_is_refused_not_graded() -> None:
    recorder = Recorder()
    session = TableSession(BOX, seed=2, clock=TickClock(), recorder=recorder,
                           settings=TableSettings(seats_filled=0.5))
    assert _refused(session, recorder, "deal", Hand.PLAYER) == "out_of_turn"
    assert _refused(session, recorder, "take", Bet(BetKind.PLAYER, D(2000), 1)) == "out_of_turn"
    assert _refused(session, recorder, "refuse", "banker 2000") == "no_such_bet"
    assert _refused(session, recorder, "refuse", Bet(BetKind.TIE, D(123), 3)) == "no_such_bet"
    assert _refused(session, recorder, "collect_box", 3, D(100)) == "box_not_due"
    _advance_to(session, Phase.DEAL)
    assert _refused(session, recorder, "deal", "P") == "bad_choice"
    assert _refused(session, recorder, "accept_bets") == "out_of_turn"
    _advance_to(session, Phase.TOTALS)
    for junk in ((10, 1), (-1, 0), ("5", 1), (True, 1), (1.5, 2)):
        assert _refused(session, recorder, "call_totals", *junk) == "bad_total"
    _advance_to(session, Phase.DRAW_PLAYER)
    assert _refused(session, recorder, "draw", Hand.PLAYER, "yes") == "bad_choice"
    _advance_to(session, Phase.RESULT)
    assert _refused(session, recorder, "call_result", "banker") == "bad_choice"
    for _ in range(200):  # a coup with a winner to pay
        _advance_to(session, Phase.SETTLE)
        state = session.state()
        engine = settle(Coup(state.player, state.banker), state.accepted, BOX)
        if engine.winners:
            break
        _advance_to(session, Phase.BETS)
    while right_action(session)[0] == "take":
        act(session, *right_action(session))
    name, args = right_action(session)
    assert name == "pay"
    winner = next(ln for ln in engine.winners if ln.bet == args[0])
    bet = winner.bet
    for chips in ((), "1000", ((D(7), 1),), ((D(100), 0),), ((D(100), -2),),
                  ((D(100), "3"),), ((D(100), True),), ((D("NaN"), 1),), (D(100),)):
        assert _refused(session, recorder, "pay", bet, chips) == "bad_chips"
    assert _refused(session, recorder, "pay", Bet(bet.kind, bet.amount + 1, bet.seat),
                    ((D(100), 1),)) == "no_such_bet"
    empty = next(s for s in range(1, BOX.seats + 1)
                 if not any(b.seat == s for b in state.accepted))
    assert _refused(session, recorder, "mark", empty, D(100)) == "empty_seat"
    assert _refused(session, recorder, "mark", 0, D(100)) == "bad_seat"
    assert _refused(session, recorder, "mark", 12, D(100)) == "bad_seat"
    for amount in (D(-5), D("NaN"), D("Infinity"), "100", 100, D("1e12")):
        assert _refused(session, recorder, "mark", bet.seat, amount) == "bad_amount"
    act(session, "pay", (bet, chip_breakdown(winner.paid, BOX.chips)))
    if session.phase is Phase.SETTLE:
        assert _refused(session, recorder, "pay", bet,
                        chip_breakdown(winner.paid, BOX.chips)) == "already_settled"
    deduct = TableSession(MASS, seed=2, clock=TickClock())
    rec2 = Recorder()
    deduct.recorder = rec2
    assert _refused(deduct, rec2, "collect_box", 1, D(5)) == "no_boxes"


def test_unknown_action_is_refused_on_replay() -> None:
    from trainer.table import Action

    session = TableSession(MASS, seed=1, clock=TickClock())
    with pytest.raises(TableActionRefused) as info:
        session.apply(Action("_end_coup", (), 0.0))
    assert info.value.code == "bad_choice"
    assert session.steps == []


# ---- recorder, clock and order ----------------------------------------------------------------


def test_recorder_sees_each_step_first_and_a_failing_recorder_changes_nothing() -> None:
    class Failing(Exception):
        pass

    seen: list[GradedStep] = []
    fail = {"on": False}

    def recorder(step: GradedStep) -> None:
        if fail["on"]:
            raise Failing
        seen.append(step)

    clock = TickClock()
    session = TableSession(MASS, seed=4, clock=clock, recorder=recorder)
    _advance_to(session, Phase.DEAL)
    assert seen == session.steps
    assert [s.elapsed for s in seen] == [1.5] * len(seen)
    fail["on"] = True
    before, actions = session.state(), list(session.actions)
    with pytest.raises(Failing):
        session.deal(Hand.PLAYER)
    assert session.state() == before and session.actions == actions
    fail["on"] = False
    step = session.deal(Hand.PLAYER)
    assert step.right and step.elapsed == 3.0  # the failed try's reading is not a step
    assert seen[-1] is step


def test_coups_are_timed_from_no_more_bets_to_the_last_step() -> None:
    clock = TickClock()
    session = TableSession(MASS, seed=9, clock=clock, settings=TableSettings(max_coups=3))
    play_perfect(session)
    for record in session.coups:
        accept = next(a for a, s in zip(session.actions, session.steps, strict=True)
                      if s.coup == record.number and a.name == "accept_bets")
        assert record.started == accept.at
        last = [a for a, s in zip(session.actions, session.steps, strict=True)
                if s.coup == record.number and a.name != "collect_box"][-1]
        assert record.ended == last.at


def test_left_to_right_table_pays_the_lowest_seat_first() -> None:
    table = dataclasses.replace(MASS, pay_order=PayOrder.LEFT_TO_RIGHT)
    session = TableSession(table, seed=8, clock=TickClock(),
                           settings=TableSettings(seats_filled=1.0))
    for _ in range(80):
        _advance_to(session, Phase.SETTLE)
        state = session.state()
        engine = settle(Coup(state.player, state.banker), state.accepted, table)
        seats = sorted({ln.bet.seat for ln in engine.winners})
        if len(seats) >= 2:
            break
        _advance_to(session, Phase.BETS)
    for line in sorted(engine.losers, key=lambda ln: ln.bet.seat):  # its order takes too
        assert session.take(line.bet).right
    high = max(engine.winners, key=lambda ln: ln.bet.seat)
    low = min(engine.winners, key=lambda ln: ln.bet.seat)
    step = session.pay(high.bet, chip_breakdown(high.paid, table.chips))
    assert (step.right, step.cell, step.expected) == (False, "order:take_pay", f"seat:{seats[0]}")
    assert session.pay(low.bet, chip_breakdown(low.paid, table.chips)).right


def test_table_rules_keep_the_pay_order() -> None:
    table = dataclasses.replace(MASS, pay_order=PayOrder.LEFT_TO_RIGHT)
    assert TableRules.from_dict(table.to_dict()) == table
    assert table.to_dict()["pay_order"] == "left_to_right"
    assert TableRules.from_dict({"name": "x", "minimum": "300", "maximum": "30000"}).pay_order \
        is PayOrder.RIGHT_TO_LEFT


def test_pushes_on_a_tie_are_left_and_the_tie_paid() -> None:
    session = TableSession(MASS, seed=21, clock=TickClock(),
                           settings=TableSettings(seats_filled=1.0))
    for _ in range(300):
        _advance_to(session, Phase.SETTLE)
        state = session.state()
        engine = settle(Coup(state.player, state.banker), state.accepted, MASS)
        if engine.coup.outcome is Outcome.TIE and engine.pushes:
            break
        _advance_to(session, Phase.BETS)
    push = engine.pushes[0]
    step = session.take(push.bet)
    assert (step.right, step.expected, step.article) == (False, "push", bac(12))
    step = session.pay(push.bet, ((MASS.chips[0], 1),))
    assert (step.right, step.expected) == (False, "push")
    _advance_to(session, Phase.BETS)
    record = session.coups[-1]
    assert record.settlement.pushes and all(
        ln.result is BetResult.PUSH for ln in record.settlement.pushes)


# ---- replay ------------------------------------------------------------------------------------


def test_replay_from_actions_rebuilds_the_live_table() -> None:
    made: defaultdict[str, int] = defaultdict(int)
    settings = TableSettings(fault_rate=0.3, max_coups=12, standing_bettors=True)
    live = TableSession(BOX, seed=17, clock=TickClock(), settings=settings)
    play_faulty(live, made, per_kind=1)
    again = TableSession.replay(BOX, 17, live.actions, live.started, settings)
    assert again.state() == live.state()
    assert again.steps == live.steps
    assert again.coups == live.coups
    # resume mid-coup: the first k actions rebuild the table as it was after k actions
    partial_clock = TickClock()
    partial = TableSession(BOX, seed=17, clock=partial_clock, settings=settings)
    for k, action in enumerate(live.actions):
        if k == len(live.actions) // 2 + 3:
            break
        partial.apply(action)
    resumed = TableSession.replay(BOX, 17, partial.actions, partial.started, settings)
    assert resumed.state() == partial.state()
    assert resumed.steps[-1].coup == partial.coup_number


def test_deal_order_is_art_7() -> None:
    assert DEAL_ORDER == (Hand.PLAYER, Hand.BANKER, Hand.PLAYER, Hand.BANKER)
    session = TableSession(MASS, seed=1, clock=TickClock())
    _advance_to(session, Phase.DEAL)
    while session.state().late:
        session.refuse(session.state().late[0])
    assert not session.deal(Hand.BANKER).right
    assert session.deal(Hand.PLAYER).right
    assert not session.deal(Hand.PLAYER).right
    assert session.deal(Hand.BANKER).right
    assert len(session.state().player) == 1 and len(session.state().banker) == 1


# ---- the simulated table ---------------------------------------------------------------------


def test_standing_bettors_only_in_boxes_no_seated_player_holds() -> None:
    """Art. 15: a standing bettor never bets in a seated player's box."""
    session = TableSession(MASS, seed=6, clock=TickClock(),
                           settings=TableSettings(seats_filled=0.4, standing_bettors=True,
                                                  max_coups=40))
    standing_bets = 0
    while not session.finished:
        state = session.state()
        if state.phase is Phase.BETS:
            standing = {v.seat for v in state.seats if v.standing}
            seated = {v.seat for v in state.seats if not v.standing}
            assert not standing & seated
            standing_bets += sum(1 for b in state.layout if b.seat in standing)
        act(session, *right_action(session))
    assert standing_bets > 0


def test_players_leave_and_their_box_is_collected_before_the_next_coup() -> None:
    session = TableSession(BOX, seed=12, clock=TickClock(),
                           settings=TableSettings(seats_filled=0.9))
    play_perfect(session)
    last = session.coups[-1].number
    # a collection in an earlier coup than the last happened between coups: a player left
    mid_shoe = [s for s in session.steps if s.cell == "collect" and s.coup < last]
    assert mid_shoe
    for step in mid_shoe:
        accept = next(s for s in session.steps if s.coup == step.coup and s.cell == "bets")
        assert step.number < accept.number


@pytest.mark.parametrize(("method", "fixed"), [("decks", None), ("first_card", None),
                                              ("fixed", 5)])
def test_the_shoe_is_burnt_under_the_tables_option(method: str, fixed: int | None) -> None:
    from trainer.cards import BurnMethod

    burn = BurnMethod(method)
    settings = TableSettings(burn=burn, burn_fixed=fixed, max_coups=2)
    session = TableSession(MASS, seed=13, clock=TickClock(), settings=settings)
    assert session.burn.method is burn
    expected_count = {"decks": 8, "fixed": 5}.get(method)
    if expected_count is not None:
        assert session.burn.count == expected_count
    assert session.state().cards_left == 8 * 52 - len(session.burn.cards)


@pytest.mark.parametrize("table", [MASS, BOX, NO_COMMISSION], ids=lambda t: t.name)
def test_the_hint_is_always_a_right_step(table: TableRules) -> None:
    """The learning mode's hint (H): followed blindly, every step is graded right, through
    faulty and late bets, boxes and whole coups, until the shoe is over."""
    settings = TableSettings(fault_rate=0.3, max_coups=6, seats_filled=0.9)
    session = TableSession(table, seed=14, clock=TickClock(), settings=settings)
    kinds: set[str] = set()
    while not session.finished:
        name, args = session.next_right()
        step = act(session, name, args)
        assert isinstance(step, GradedStep) and step.right, (name, args, step)
        kinds.add(step.cell.split(":")[0])
    assert {"fault", "bets", "order", "call", "draw", "take", "pay"} <= kinds
    with pytest.raises(TableActionRefused):
        session.next_right()


def test_score_card_counts_each_step_kind_and_times_the_coups() -> None:
    """Clock mode's score card: a perfect dealer on a clock that ticks 1.5 s a reading, with
    one wrong deal, then a wrong take, in the first coup."""
    from trainer.table import score_card

    settings = TableSettings(fault_rate=0.0, max_coups=3, seats_filled=0.9)
    session = TableSession(MASS, seed=2, clock=TickClock(), settings=settings)
    wrong = 0
    while not session.finished:
        name, args = right_action(session)
        if name == "deal" and wrong == 0:
            wrong += 1
            assert not act(session, "deal", (Hand.BANKER,)).right  # type: ignore[attr-defined]
        act(session, name, args)
    card = score_card(session.steps, session.coups)
    by_kind = {k.kind: k for k in card.kinds}
    assert by_kind["order"].total == by_kind["order"].right + 1
    assert all(k.accuracy == 1.0 for k in card.kinds if k.kind != "order")
    assert card.coups == 3 and len(card.mistakes) == 1 and card.mistakes[0].cell == "order"
    # Each coup runs from no more bets to its last step: 1.5 s per step after no more bets.
    per_coup = [c.ended - c.started for c in session.coups]
    assert card.seconds == pytest.approx(sum(per_coup))
    assert card.coups_per_hour == pytest.approx(3 * 3600 / sum(per_coup))
    assert card.median_payout_seconds == pytest.approx(1.5)
    assert card.accuracy == pytest.approx((len(session.steps) - 1) / len(session.steps))
