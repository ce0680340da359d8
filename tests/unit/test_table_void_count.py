"""A void coup (art. 10) does not count as a coup dealt (table flow 5): not toward the coup
limit (an exam section's coup target: the coup dealt in its place does) nor toward the pace,
though its time does; the score card says the void coups apart. A sitting stored by flow 4
(tests/fixtures/exam_table_flow4_void.json, recorded before the change) replays and scores as
it was: its void coup counted."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from tests.support.table_script import act, right_action
from tests.unit.test_table_flow import Rec
from trainer.articles import bac
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.exams.session import ExamSession
from trainer.exams.table_part import SECONDS_PER_HOUR, stored_step
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.irregular import Irregularity, Remedy
from trainer.table.score import score_card
from trainer.table.session import FLOW_VERSION, VOID_NOT_COUNTED_FROM, Action

FLOW4 = json.loads((Path(__file__).parent.parent / "fixtures" / "exam_table_flow4_void.json")
                   .read_text("utf-8"))
SECTION = {"coups": 3, "irregularity_percent": 50, "pace_target": 45}
"""The fixture's section: three coups, an irregularity in two coups, 45 coups an hour."""
MASS = DEFAULT_PROFILES["mass-300"]


def _clock() -> Callable[[], float]:
    ticks = itertools.count(1)
    return lambda: float(next(ticks))


def _sitting(seed: int) -> tuple[ExamSession, WallClock, Rec]:
    clock, rec = WallClock(), Rec()
    session = ExamSession.start(with_table(**SECTION), seed, now=clock, recorder=rec)
    answer_questions(session)
    return session, clock, rec


def test_flow_5_leaves_void_coups_out() -> None:
    assert FLOW_VERSION >= VOID_NOT_COUNTED_FROM == 5


def test_an_exam_section_deals_a_coup_in_place_of_the_void_one_and_its_pace_leaves_it_out(
) -> None:
    session, clock, rec = _sitting(FLOW4["seed"])
    table = session.next_table()
    assert table is not None and table.settings.flow == FLOW_VERSION
    deal(session, clock, pace=4.0)
    assert session.is_finished and all(r.step.right for r in rec.steps)
    assert [c.number for c in table.coups if c.void] == FLOW4["void"] == [1]
    assert len(table.coups) == 4  # coups 2, 3 and 4 count: the target of three is met
    score = session.outcome().tables[0]
    assert (score.coups, score.coups_target, score.complete) == (3, 3, True)
    # the void coup's time is left out too: an irregularity the app raised neither slows
    # nor speeds the dealer (one pace with Progress, which never counts a coup not settled)
    assert score.seconds == sum(c.ended - c.started for c in table.coups if not c.void)
    assert score.coups_per_hour == pytest.approx(3 * SECONDS_PER_HOUR / score.seconds)
    assert score.passed == (score.coups_per_hour >= 45)


def test_a_practice_shoe_counts_void_coups_apart() -> None:
    session = TableSession(MASS, 11, _clock(), settings=TableSettings(
        irregularity_rate=0.5, max_coups=3))
    while not session.finished:
        act(session, *right_action(session))
    void = [c.number for c in session.coups if c.void]
    assert void and len(session.coups) == 3 + len(void)
    card = score_card(session.steps, session.coups, flow=session.settings.flow)
    assert (card.coups, card.void) == (3, len(void))
    assert card.coups_per_hour == pytest.approx(3 * SECONDS_PER_HOUR / card.seconds)


def test_a_wrong_dealer_who_corrects_cards_seen_out_of_order_is_graded_wrong_with_art_10(
) -> None:
    """The coup is not void until the dealer voids it: a wrong answer leaves it under way and
    counted, and the coup limit still needs its three coups that were not void."""
    for seed in range(200):
        session = TableSession(MASS, seed, _clock(), settings=TableSettings(
            irregularity_rate=1.0, max_coups=3))
        while not session.finished:
            state = session.state()
            if state.phase is Phase.IRREGULAR and state.irregular is not None and (
                    state.irregular.kind is Irregularity.OUT_OF_ORDER_SEEN):
                wrong = session.apply(Action("answer_irregular", (Remedy.CORRECT,)))
                assert not wrong.right and wrong.article == bac(10)
                assert session.phase is Phase.IRREGULAR and len(session.coups) == state.coup - 1
            act(session, *right_action(session))
        if any(c.void for c in session.coups):
            break
    else:
        raise AssertionError("no void coup")
    assert sum(not c.void for c in session.coups) == 3
    assert not session.steps[-1].cell.startswith("irregular")


def test_under_flow_4_a_void_coup_still_counts() -> None:
    session = TableSession(MASS, 11, _clock(), settings=TableSettings(
        irregularity_rate=0.5, max_coups=3, flow=4))
    while not session.finished:
        act(session, *right_action(session))
    assert len(session.coups) == 3 and any(c.void for c in session.coups)
    card = score_card(session.steps, session.coups, flow=4)
    assert card.coups == 3 and card.void >= 1


def test_a_sitting_stored_by_flow_4_replays_and_scores_as_it_was() -> None:
    stored = [stored_step(s["question"], s["answer"], s["correct"]) for s in FLOW4["steps"]]
    assert {s.flow for s in stored} == {4}
    clock, rec = WallClock(), Rec()
    blueprint = with_table(**SECTION)
    live = ExamSession.start(blueprint, FLOW4["seed"], now=clock, recorder=rec)
    answer_questions(live)
    again = ExamSession.restore(blueprint, FLOW4["seed"], started_at=live.started_at,
                                answers=rec.answers, shown_at=None, now=clock,
                                table_steps=stored)
    assert again.next_table() is None and again.is_finished  # ended after coup 3, as stored
    score = again.outcome().tables[0]
    want = FLOW4["score"]
    assert (score.coups, score.coups_target, score.complete, score.passed) == (
        want["coups"], want["coups_target"], want["complete"], want["passed"]) == (3, 3, True, True)
    assert (score.score, score.max_score, score.seconds) == (
        want["score"], want["max_score"], want["seconds"])
    assert score.coups_per_hour == pytest.approx(want["coups_per_hour"])


def test_an_exam_sections_result_keeps_the_void_coups_not_counted() -> None:
    """The section's result says how many coups were void and not counted (flow 5), and the
    sealed detail keeps it (only when there is one: a result without a void coup is stored
    as before)."""
    from trainer.exams.outcome import TableSectionScore

    session, clock, _rec = _sitting(FLOW4["seed"])
    table = session.next_table()
    assert table is not None
    deal(session, clock, pace=4.0)
    (score,) = session.outcome().tables
    assert score.void == sum(1 for c in table.coups if c.void) == 1
    detail = score.detail()
    assert detail["void"] == 1
    again = TableSectionScore.from_detail(score.section, score.score, score.max_score,
                                          score.passed, json.loads(json.dumps(detail)))
    assert again.void == 1 and again.detail() == detail
    none = TableSectionScore.from_detail(score.section, score.score, score.max_score,
                                         score.passed, {k: v for k, v in detail.items()
                                                        if k != "void"})
    assert none.void == 0 and "void" not in none.detail()
