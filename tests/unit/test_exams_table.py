"""Table sections of an exam (issue 14), without a store: the blueprint, the sitting dealing
the table with no feedback, per-step scoring and pace, and the rebuild after a kill."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from tests.support.exam_kill_worker import WallClock, blueprint
from tests.support.exam_table import PROFILE, answer_questions, deal, table_spec, with_table
from tests.support.table_script import right_action
from trainer.baccarat.tableau import Hand
from trainer.errors import BlueprintError, ExamError, ExamStateError, TableActionRefused
from trainer.exams.blueprint import Blueprint
from trainer.exams.outcome import ExamStatus
from trainer.exams.scoring import ExamOutcome
from trainer.exams.session import ExamAnswer, ExamSession
from trainer.exams.table_part import TableStepRecord, stored_step, table_seed

SEED = 777


class Recorder:
    """The recorder protocol with plain lists."""

    def __init__(self) -> None:
        self.answers: list[ExamAnswer] = []
        self.steps: list[TableStepRecord] = []
        self.outcomes: list[ExamOutcome] = []
        self.fail_next = False

    def shown(self, index: int, shown_at: datetime) -> None:
        pass

    def record(self, answer: ExamAnswer) -> None:
        self.answers.append(answer)

    def table_step(self, record: TableStepRecord) -> None:
        if self.fail_next:
            self.fail_next = False
            raise OSError("disk full")
        self.steps.append(record)

    def finish(self, outcome: ExamOutcome) -> None:
        self.outcomes.append(outcome)


# ---- blueprint --------------------------------------------------------------------------


def test_a_table_section_round_trips_and_old_blueprints_keep_their_json() -> None:
    bp = with_table(pace_target=50, seats_percent=100, fault_percent=20, side_bets=False)
    again = Blueprint.from_json(bp.to_json())
    assert again == bp and again.tables[0].profile == PROFILE
    assert again.section_count == 3
    plain = blueprint()
    assert "tables" not in json.loads(plain.to_json())  # old sittings' snapshots unchanged
    only = Blueprint("Table only", (), 80, 3600, tables=(table_spec(),))
    assert Blueprint.from_json(only.to_json()).sections == ()


@pytest.mark.parametrize(
    ("overrides", "field", "reason"),
    [
        ({"coups": 0}, "coups", "out_of_range"),
        ({"coups": 61}, "coups", "out_of_range"),
        ({"pass_mark": 101}, "pass_mark", "out_of_range"),
        ({"pace_target": 0}, "pace_target", "out_of_range"),
        ({"seats_percent": 5}, "seats_percent", "out_of_range"),
        ({"fault_percent": 51}, "fault_percent", "out_of_range"),
        ({"side_bets": "yes"}, "side_bets", "malformed"),
        ({"profile": "mass-300"}, "profile", "unknown"),
    ],
)
def test_bad_table_sections_are_refused_naming_the_field(
    overrides: dict[str, object], field: str, reason: str
) -> None:
    with pytest.raises(BlueprintError) as caught:
        table_spec(**overrides)
    assert caught.value.field == f"table.{field}" and caught.value.reason == reason
    data = with_table().to_dict()
    data["tables"][0].update(
        {k: v for k, v in overrides.items() if k != "profile"} or {"profile": {"x": 1}}
    )
    with pytest.raises(BlueprintError) as from_json:
        Blueprint.from_dict(data)
    assert from_json.value.field.startswith("tables[0].")


# ---- the sitting ------------------------------------------------------------------------


def test_the_table_comes_after_the_questions_and_every_step_is_recorded() -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(with_table(), SEED, now=clock, recorder=rec)
    assert session.next_table() is None  # questions first
    answer_questions(session)
    assert not session.is_finished  # the table is still to deal
    table = session.next_table()
    assert table is not None and session.table is table and session.table_section == 2
    assert table.seed == table_seed(SEED, 0)
    taken = deal(session, clock)
    assert session.status is ExamStatus.FINISHED
    assert [r.index for r in rec.steps] == list(range(7, 7 + taken))
    assert all(r.section == 2 and r.step.right for r in rec.steps)
    result = session.trainee_result()
    (score,) = result.tables
    assert (score.score, score.max_score, score.coups, score.complete) == (taken, taken, 3, True)
    assert score.passed and result.passed
    assert (result.score, result.max_score) == (7 + taken, 7 + taken)


def test_wrong_steps_lower_the_score_and_can_fail_the_section() -> None:
    clock = WallClock()
    session = ExamSession.start(with_table(pass_mark=100), SEED, now=clock)
    answer_questions(session)
    taken = deal(session, clock, wrong_every=2)
    (score,) = session.outcome().tables
    # Each wrong deal is dealt again right at once: a retry, which adds no step (issue 25
    # point 7), so the section counts the steps of its coups, each by its first try.
    wrong = score.max_score - score.score
    assert wrong and taken == score.max_score + wrong
    assert not score.passed and not session.outcome().passed


def test_pace_target_is_needed_to_pass_when_set() -> None:
    for pace, target, passes in ((1.0, 50, True), (20.0, 50, False), (20.0, None, True)):
        clock = WallClock()
        session = ExamSession.start(with_table(pace_target=target), SEED, now=clock)
        answer_questions(session)
        deal(session, clock, pace=pace)
        (score,) = session.outcome().tables
        assert score.coups_per_hour is not None
        assert score.pace_met is (None if target is None else passes)
        assert score.passed is passes, (pace, target, score)


def test_refused_input_stores_nothing_and_a_failed_store_changes_nothing() -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(with_table(), SEED, now=clock, recorder=rec)
    with pytest.raises(ExamStateError):
        session.table_act("accept_bets")  # no table open yet
    answer_questions(session)
    table = session.next_table()
    assert table is not None
    with pytest.raises(TableActionRefused):
        session.table_act("deal", Hand.PLAYER)  # out of turn: bets first
    with pytest.raises(TableActionRefused):
        session.table_act("os.system", "x")
    assert rec.steps == [] and table.steps == []
    name, args = right_action(table)
    rec.fail_next = True
    with pytest.raises(OSError):
        session.table_act(name, *args)
    assert table.steps == [] and rec.steps == []
    session.table_act(name, *args)
    assert len(rec.steps) == 1 and rec.steps[0].index == 7


def test_the_deadline_ends_the_sitting_in_the_middle_of_the_table() -> None:
    clock = WallClock()
    session = ExamSession.start(with_table(), SEED, now=clock)
    answer_questions(session)
    deal(session, clock, steps=5)
    clock.advance(3600)
    table = session.next_table()
    assert table is None and session.status is ExamStatus.TIMED_OUT
    (score,) = session.outcome().tables
    assert (score.score, score.max_score, score.complete, score.passed) == (5, 5, False, False)
    assert not session.outcome().passed


def test_a_table_never_reached_fails_its_section() -> None:
    clock = WallClock()
    session = ExamSession.start(with_table(), SEED, now=clock)
    session.next_question()
    session.hand_in()
    (score,) = session.outcome().tables
    assert (score.max_score, score.coups, score.passed) == (0, 0, False)


# ---- rebuilt after a kill -----------------------------------------------------------------


def stored(rec: Recorder) -> list:  # type: ignore[type-arg]
    return [stored_step(r.question_json, r.answer_json, r.step.right) for r in rec.steps]


def test_restore_replays_the_stored_steps_to_the_same_coup_and_step() -> None:
    clock, rec = WallClock(), Recorder()
    bp = with_table(coups=4)
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    answer_questions(live)
    deal(live, clock, steps=23, wrong_every=3)
    before = live.table
    assert before is not None and not before.finished and before.coup_number >= 2

    clock.advance(30)  # the app was down for a while
    rec2 = Recorder()
    again = ExamSession.restore(
        bp, SEED, started_at=live.started_at, answers=rec.answers, shown_at=None, now=clock,
        recorder=rec2, table_steps=stored(rec),
    )
    table = again.next_table()
    assert table is not None and table is again.table
    assert table.state() == before.state()  # same coup, same step, same layout and cards
    assert [s.right for s in table.steps] == [s.right for s in before.steps]
    assert [(s.elapsed, s.cell) for s in table.steps] == [(s.elapsed, s.cell) for s in before.steps]
    assert rec2.steps == []  # replaying stores nothing again

    deal(again, clock)
    assert rec2.steps[0].index == 7 + 23  # numbering goes on
    deal(live, clock)
    assert again.outcome().tables[0].score == live.outcome().tables[0].score


def test_restore_refuses_steps_that_do_not_grade_as_stored() -> None:
    clock, rec = WallClock(), Recorder()
    bp = with_table()
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    answer_questions(live)
    deal(live, clock, steps=4)
    steps = stored(rec)
    forged = [*steps[:-1], stored_step(rec.steps[-1].question_json,
                                       rec.steps[-1].answer_json, False)]
    with pytest.raises(ExamError) as caught:
        ExamSession.restore(bp, SEED, started_at=live.started_at, answers=rec.answers,
                            shown_at=None, now=clock, table_steps=forged)
    assert caught.value.reason == "mismatch"
    with pytest.raises(ExamError):
        ExamSession.restore(bp, SEED, started_at=live.started_at, answers=rec.answers[:-1],
                            shown_at=None, now=clock, table_steps=steps)
