"""Issue 24 point 3: the right amount in more chips than needed is one rule at the Table and
in Practice -- the lesser fault ``not_fewest_chips`` from the same core call, stored and
counted apart; at the Table it pays the bet and the coup goes on. A shoe recorded before
(flow version 1) is still dealt as it was."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tests.support.table_script import act, right_action
from tests.unit.test_table_session import MASS, TickClock
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import ChipPayout, colour_payout
from trainer.chips import chip_breakdown
from trainer.drills.answers import PayoutAnswer
from trainer.drills.lines import chips_verdict, grade_line
from trainer.drills.model import Fault
from trainer.errors import TableActionRefused
from trainer.table import Phase, TableSession, TableSettings, score_card
from trainer.table.record import settings_from_json, settings_to_json
from trainer.table.session import FLOW_VERSION

Breakdown = tuple[tuple[Decimal, int], ...]


def _more_chips(chips: Breakdown, table_chips: tuple[Decimal, ...]) -> Breakdown | None:
    """The same amount in more chips: the largest chip broken into smaller ones."""
    top = chips[0][0]
    smaller = tuple(c for c in table_chips if c < top)
    if not smaller:
        return None
    counts = dict(chips)
    counts[top] -= 1
    for chip, n in chip_breakdown(top, smaller):
        counts[chip] = counts.get(chip, 0) + n
    return tuple((c, n) for c, n in sorted(counts.items(), reverse=True) if n)


def _to_a_payout(session: TableSession) -> tuple[Bet, Breakdown, Breakdown]:
    """Deal right up to a payout that can be made in more chips; (bet, fewest, more)."""
    for _ in range(20_000):
        name, args = right_action(session)
        if name == "pay":
            bet, chips = args
            assert isinstance(bet, Bet) and isinstance(chips, tuple)
            longer = _more_chips(chips, session.table.chips)
            if longer is not None:
                return bet, chips, longer
        act(session, name, args)
    raise AssertionError("no payout to make in more chips")


def test_not_fewest_chips_is_the_lesser_fault_and_pays_the_bet() -> None:
    session = TableSession(MASS, 11, TickClock(), settings=TableSettings(max_coups=20))
    bet, fewest, more = _to_a_payout(session)
    line = next(ln for ln in session.settlement.lines if ln.bet == bet)  # type: ignore[union-attr]
    coup = session.coup_number
    step = session.pay(bet, more)
    assert (step.right, step.fault, step.cell) == (
        False, Fault.NOT_FEWEST_CHIPS, f"pay:{bet.kind.value}")
    # the same core call grades Practice's payout line: the same fault for the same chips
    assert chips_verdict(more, line.paid, MASS.chips) is step.fault
    expected = PayoutAnswer(line.paid, None, fewest)
    ok, details = grade_line(expected, PayoutAnswer(line.paid, None, more), MASS.chips)
    (chips_part,) = [p for code, p in details if code == "wrong_part"]
    assert not ok and chips_part["fault"] == step.fault.value
    # the guest holds the right money: the bet is paid and the coup goes on
    state = session.state()
    assert bet in state.paid or state.coup != coup or state.phase is not Phase.SETTLE
    # a wrong amount is the other fault and pays nothing
    session2 = TableSession(MASS, 11, TickClock(), settings=TableSettings(max_coups=20))
    bet2, fewest2, _ = _to_a_payout(session2)
    over = ((MASS.chips[0], 1), *fewest2) if fewest2[0][0] != MASS.chips[0] else (
        (fewest2[0][0], fewest2[0][1] + 1), *fewest2[1:])
    wrong = session2.pay(bet2, over)
    assert (wrong.right, wrong.fault) == (False, Fault.WRONG_AMOUNT)
    assert bet2 not in session2.state().paid
    assert session2.pay(bet2, fewest2).right  # then paid right


def test_the_score_card_counts_the_lesser_fault_apart() -> None:
    session = TableSession(MASS, 11, TickClock(), settings=TableSettings(max_coups=20))
    bet, _fewest, more = _to_a_payout(session)
    session.pay(bet, more)
    card = score_card(session.steps, session.coups)
    (pay,) = [k for k in card.kinds if k.kind == "pay"]
    assert (pay.total - pay.right, pay.not_fewest) == (1, 1)
    assert card.not_fewest == 1 and len(card.mistakes) == 1


def test_colour_for_colour_keeps_its_own_chip_rule() -> None:
    table = replace(MASS, chip_payout=ChipPayout.COLOUR_FOR_COLOUR)
    session = TableSession(table, 2, TickClock(), settings=TableSettings(seats_filled=0.9,
                                                                         max_coups=40))
    seen = 0
    while not session.finished and seen < 3:
        name, args = right_action(session)
        if name == "pay":
            bet, chips = args
            assert isinstance(bet, Bet) and isinstance(chips, tuple)
            line = next(ln for ln in session.settlement.lines if ln.bet == bet)  # type: ignore[union-attr]
            win, stake = (int(x) for x in line.odds.split(":"))
            colour = colour_payout(dict(session.state().stacks)[bet], win, stake,
                                   line.deducted, table.chips)
            fewest = chip_breakdown(line.paid, table.chips)
            if colour != fewest:
                seen += 1
                # the fewest chips are the right amount, not the house's chips: lesser fault
                step = session.pay(bet, fewest)
                assert (step.right, step.fault) == (False, Fault.NOT_FEWEST_CHIPS)
                continue
        step = act(session, name, args)
        assert step.right and step.fault is None  # type: ignore[attr-defined]
    assert seen


def test_a_shoe_recorded_before_the_lesser_fault_replays_as_it_was_dealt() -> None:
    """An old-style action list: a payout in too many chips (then wrong, nothing paid), then
    the same bet paid again right. Its stored settings have no version: version 1."""
    clock = TickClock()
    old = settings_from_json({k: v for k, v in settings_to_json(
        TableSettings(max_coups=20)).items() if k != "flow"})
    assert old.flow == 1 and TableSettings().flow == FLOW_VERSION == 3
    session = TableSession(MASS, 11, clock, settings=old)
    bet, fewest, more = _to_a_payout(session)
    first = session.pay(bet, more)
    assert (first.right, first.fault) == (False, Fault.NOT_FEWEST_CHIPS)
    assert bet not in session.state().paid  # version 1: nothing paid
    assert session.pay(bet, fewest).right
    actions = list(session.actions)
    again = TableSession.replay(MASS, 11, actions, session.started, old)
    assert again.steps == session.steps and again.state() == session.state()
    # Under the new flow the same list is refused at the second payout (already paid).
    new = replace(old, flow=FLOW_VERSION)
    try:
        TableSession.replay(MASS, 11, actions, session.started, new)
    except TableActionRefused as e:  # the natural's draws, or the bet paid twice
        assert e.code in ("out_of_turn", "already_settled")
    else:  # pragma: no cover
        raise AssertionError("version 2 paid the bet twice")
    assert settings_from_json(settings_to_json(new)).flow == FLOW_VERSION


def test_an_exam_step_stored_before_versions_is_dealt_under_version_1() -> None:
    from trainer.exams.table_part import step_to_json, stored_step

    session = TableSession(MASS, 11, TickClock(), settings=TableSettings(max_coups=2))
    step = act(session, *right_action(session))
    answer = '{"action":"accept_bets","args":[],"at":1.0}'
    new = stored_step(step_to_json(0, step, 0.5), answer, True)  # type: ignore[arg-type]
    assert new.flow == FLOW_VERSION
    old_json = '{"cell":"bets","coup":1,"expected":"x","kind":"bets","started":0.5,' \
               '"step":1,"table":0}'
    assert stored_step(old_json, answer, True).flow == 1


def test_an_exam_sitting_stored_before_issue_24_pays_nothing_for_too_many_chips() -> None:
    """An exam's Table section stored by the code before issue 24 (flow 1, the fixture of
    :mod:`tests.unit.test_table_flow`) is resumed under flow 1 and dealt on as it was then: a
    payout in too many chips is wrong and pays nothing; the fewest chips then pay it. A new
    sitting (flow 2) pays the same chips as the lesser fault."""
    from tests.support.exam_kill_worker import WallClock
    from tests.support.exam_table import answer_questions, with_table
    from tests.unit.test_table_flow import OLD, Rec
    from trainer.exams.session import ExamSession
    from trainer.exams.table_part import stored_step

    exam = OLD["exam"]
    stored = [stored_step(s["question"], s["answer"], s["correct"]) for s in exam["steps"]]
    clock, rec = WallClock(), Rec()
    bp = with_table(coups=4)
    live = ExamSession.start(bp, exam["seed"], now=clock, recorder=rec)
    answer_questions(live)
    again = ExamSession.restore(bp, exam["seed"], started_at=live.started_at,
                                answers=rec.answers, shown_at=None, now=clock,
                                table_steps=stored)
    table = again.next_table()
    assert table is not None and table.settings.flow == 1
    bet, fewest, more = _to_a_payout(table)
    clock.advance(1.0)
    again.table_act("pay", bet, more)
    assert (table.steps[-1].right, table.steps[-1].fault) == (False, Fault.NOT_FEWEST_CHIPS)
    assert bet not in table.state().paid  # flow 1: nothing paid
    clock.advance(1.0)
    again.table_act("pay", bet, fewest)
    assert table.steps[-1].right
    assert bet in table.state().paid or table.coup_number > table.steps[-1].coup
