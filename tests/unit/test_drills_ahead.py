"""The next question dealt ahead (:meth:`DrillSession.upcoming`): a view builds it off screen
while the trainee reads the one on show. A seed deals the same questions with or without it,
in every drill and level and in "all drills"; a deal dealt ahead is nothing until it is shown
(not counted, not recorded, not stored), and a refusal met dealing ahead comes when the deal
is due."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.unit.test_drills import FakeClock, ListRecorder, wall_clock
from trainer.auth import Actor
from trainer.drills import DrillKind, DrillSession, Level, expected_answer, levels_for
from trainer.drills import payout as payout_drill
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import Question
from trainer.drills.registry import cells_for, drill_kinds
from trainer.errors import BetRefused
from trainer.store import Store


def wrong_for(question: Question):
    """A wrong answer where one is easy to make (draw: the other choice), else the right one:
    the sequence must not depend on being right."""
    right = expected_answer(question)
    draws = getattr(right, "draws", None)
    if isinstance(draws, bool):
        return type(right)(not draws)  # type: ignore[call-arg]
    return right


def answered(session: DrillSession, *, ahead: bool) -> list[str]:
    """Every question of the session as stored (its JSON), answering right and wrong in turn;
    ``ahead``: deal the next one ahead after each question is shown, as Practice does."""
    shown: list[str] = []
    number = 0
    while (question := session.next_question()) is not None:
        shown.append(question.to_json())
        if ahead:
            upcoming = session.upcoming()
            assert session.upcoming() is upcoming  # asked again: the same question
        number += 1
        session.submit(expected_answer(question) if number % 3 else wrong_for(question))
        if ahead and upcoming is not None:
            following = session.next_question()
            assert following is upcoming  # the very question dealt ahead is the one shown
            shown.append(following.to_json())
            number += 1
            session.submit(expected_answer(following))
    return shown


def session_for(kind: DrillKind, level: Level, seed: int, **extra) -> DrillSession:
    clock = FakeClock()
    due = None
    if level is Level.WEAK:
        cells = cells_for(kind, DrillOptions())
        due = {cell: wall_clock() - timedelta(days=n % 5) for n, cell in enumerate(cells[:7])}
    return DrillSession(kind, level, seed=seed, clock=clock, now=wall_clock, due_at=due,
                        question_limit=6, **extra)


@pytest.mark.parametrize("kind", drill_kinds(), ids=lambda k: k.value)
def test_a_seed_deals_the_same_questions_with_and_without_dealing_ahead(kind) -> None:
    for level in levels_for(kind):
        for seed in (1, 549872876):
            plain = answered(session_for(kind, level, seed), ahead=False)
            ahead = answered(session_for(kind, level, seed), ahead=True)
            assert ahead == plain and len(plain) >= 6, (kind, level, seed)


def test_all_drills_deal_the_same_mix_with_and_without_dealing_ahead() -> None:
    kinds = tuple(k for k in drill_kinds() if Level.WEAK in levels_for(k))
    due_cards = {(kind.value, cell): wall_clock() - timedelta(hours=n)
                 for kind in kinds for n, cell in enumerate(cells_for(kind, DrillOptions())[:3])}

    def mixed() -> DrillSession:
        return DrillSession(kinds[0], Level.WEAK, seed=11, clock=FakeClock(), now=wall_clock,
                            question_limit=12, kinds=kinds, due_cards=due_cards)

    plain, ahead = answered(mixed(), ahead=False), answered(mixed(), ahead=True)
    assert ahead == plain
    assert len({Question.from_json(text).kind for text in plain}) > 1


def test_a_deal_dealt_ahead_is_not_counted_until_it_is_shown() -> None:
    recorder = ListRecorder()
    session = DrillSession(DrillKind.CALL, Level.ALL, seed=5, clock=FakeClock(),
                           now=wall_clock, recorder=recorder, question_limit=2)
    first = session.next_question()
    assert first is not None
    upcoming = session.upcoming()
    assert upcoming is not None and upcoming is not first
    assert session.deals_started == 1 and session.progress().deals == 1
    assert session.current is first and session.awaiting_answer
    session.submit(expected_answer(first))
    assert session.deals_started == 1 and session.upcoming() is upcoming
    assert session.next_question() is upcoming and session.deals_started == 2
    session.submit(expected_answer(upcoming))
    assert session.upcoming() is None  # the deal limit: nothing more to deal ahead
    assert session.next_question() is None
    assert [item.question for item in recorder.items] == [first, upcoming]


def test_the_second_step_of_a_deal_comes_ahead_without_dealing() -> None:
    """The draw drill asks the Player's step, then the Banker's of the same deal: the next
    question is already dealt, and nothing new is dealt ahead for it."""
    session = DrillSession(DrillKind.DRAW, Level.ALL, seed=2, clock=FakeClock(),
                           now=wall_clock, question_limit=3)
    while (question := session.next_question()) is not None:
        upcoming = session.upcoming()
        if upcoming is not None and upcoming.seed == question.seed:
            assert session._ahead is None  # the deal's own next step, nothing dealt
            return
        session.submit(expected_answer(question))
    pytest.fail("no deal of two steps in three deals")


def test_finishing_drops_the_deal_dealt_ahead_unseen() -> None:
    recorder = ListRecorder()
    session = DrillSession(DrillKind.CALL, Level.ALL, seed=5, clock=FakeClock(),
                           now=wall_clock, recorder=recorder, question_limit=5)
    first = session.next_question()
    assert first is not None
    session.submit(expected_answer(first))
    assert session.upcoming() is not None
    session.finish()
    assert session.upcoming() is None and session.next_question() is None
    summary = session.summary()
    assert summary.deals == 1 and summary.count == 1
    assert [item.question for item in recorder.items] == [first]


def test_a_session_closed_with_a_question_dealt_ahead_stores_nothing_for_it(
    store: Store, instructor: Actor
) -> None:
    cohort = store.roster.create_cohort(instructor, "A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    session_id = store.practice.start_session(amy, DrillKind.PAYOUT.value, {})
    session = DrillSession(DrillKind.PAYOUT, Level.ALL, seed=7, question_limit=5,
                           recorder=store.practice.recorder(amy, session_id))
    shown = []
    while len(shown) < 2 and (question := session.next_question()) is not None:
        shown.append(question)
        session.submit(expected_answer(question))
    unseen = session.upcoming()
    assert unseen is not None and unseen not in shown
    session.finish()
    store.practice.end_session(amy, session_id)
    rows = sorted(store.practice.attempts(amy, amy.user_id), key=lambda row: row.id)
    assert [row.question for row in rows] == [q.to_dict() for q in shown]
    assert unseen.to_dict() not in [row.question for row in rows]
    assert session.summary().count == len(shown)


def test_a_deal_refused_ahead_is_refused_when_it_is_due(monkeypatch) -> None:
    """A table whose limits admit no deal: dealing ahead keeps the refusal, the question on
    show can still be answered and stored, and the refusal comes with the next question
    (as it did without dealing ahead)."""
    recorder = ListRecorder()
    session = DrillSession(DrillKind.PAYOUT, Level.ALL, seed=1, clock=FakeClock(),
                           now=wall_clock, recorder=recorder, question_limit=3,
                           options=DrillOptions(profile="mass-300"))
    question = session.next_question()
    assert question is not None

    def refuse(bets, table):
        raise BetRefused("difference_over_limit", "always over the limit")

    monkeypatch.setattr(payout_drill, "validate_bets", refuse)  # from the second deal on
    pending = [question]
    while (step := session.upcoming()) is not None:  # the first deal's other bets
        session.submit(expected_answer(pending[-1]))
        pending.append(session.next_question())  # type: ignore[arg-type]
        assert pending[-1] is step
    assert session.upcoming() is None  # refused ahead: nothing to build
    session.submit(expected_answer(pending[-1]))
    assert len(recorder.items) == len(pending)
    with pytest.raises(payout_drill.NoLegalDeal):
        session.next_question()
    assert session.deals_started == 1


def test_the_weak_level_deals_its_due_cells_in_the_same_order_ahead() -> None:
    cells = [Cell.parse("player:5"), Cell.parse("banker:3:8"), Cell.parse("player:0")]
    due = {cell: wall_clock() - timedelta(days=3 - n) for n, cell in enumerate(cells)}
    known = set(cells_for(DrillKind.DRAW, DrillOptions()))
    due = {cell: when for cell, when in due.items() if cell in known}
    assert due

    def weak() -> DrillSession:
        return DrillSession(DrillKind.DRAW, Level.WEAK, seed=9, clock=FakeClock(),
                            now=wall_clock, due_at=due, question_limit=4)

    assert answered(weak(), ahead=True) == answered(weak(), ahead=False)
