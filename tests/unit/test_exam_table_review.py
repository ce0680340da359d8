"""Qt-free: why a Table section failed (one rule with its pass/fail), and the Table steps of a
sealed sitting laid out for the instructor's review, a sitting stored before issue 24 (flow 1,
no flow in its records) included (issue 25 point 7)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from tests.support.exam_table import table_spec
from tests.unit.test_exams_store import Env
from trainer.baccarat.tableau import Hand
from trainer.exams.blueprint import Blueprint
from trainer.exams.records import SealStatus
from trainer.exams.review import SealCheck, SealFinding, SealProblem, review_table_steps
from trainer.exams.seal import SealedAnswer
from trainer.exams.table_part import (
    TableFailReason,
    TableSectionScore,
    action_to_json,
    step_to_json,
    table_fail_reasons,
    table_seed,
    table_settings,
)
from trainer.table.session import Action, TableSession

AT = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)
SEED = 777


def score(**changes: object) -> TableSectionScore:
    values: dict[str, object] = dict(
        section=2, table=0, profile="mass-300", score=9, max_score=10, pass_mark=90, coups=9,
        coups_target=10, complete=False, seconds=300.0, coups_per_hour=40.0, pace_target=None,
        passed=False)
    values.update(changes)
    return TableSectionScore(**values)  # type: ignore[arg-type]


def test_a_section_at_its_pass_mark_fails_for_its_unfinished_coup_alone() -> None:
    failed = score()
    assert failed.fail_reasons == (TableFailReason.UNFINISHED,)
    assert failed.unfinished_coup == 10
    assert score(complete=True, coups=10, passed=True).fail_reasons == ()


def test_every_reason_is_named_and_none_means_a_pass() -> None:
    assert table_fail_reasons(True, 9, 10, 90, None) == ()
    assert table_fail_reasons(True, 8, 10, 90, True) == (TableFailReason.PASS_MARK,)
    assert table_fail_reasons(False, 0, 0, 90, None) == (TableFailReason.UNFINISHED,
                                                         TableFailReason.NO_STEPS)
    assert table_fail_reasons(True, 10, 10, 90, False) == (TableFailReason.PACE,)


def test_an_old_result_row_reads_its_reasons_from_its_stored_facts() -> None:
    detail = {"kind": "table", "table": 0, "profile": "mass-300", "pass_mark": 80,
              "coups": 2, "coups_target": 3, "complete": False, "seconds": 60.0,
              "coups_per_hour": 120.0, "pace_target": 100}
    old = TableSectionScore.from_detail(2, 30, 40, False, json.loads(json.dumps(detail)))
    assert old.fail_reasons == (TableFailReason.UNFINISHED, TableFailReason.PASS_MARK)
    assert old.unfinished_coup == 3


def _old_sitting(coups: int = 1) -> tuple[Blueprint, list[SealedAnswer], list[object]]:
    """A Table-only sitting's sealed steps as a version before issue 24 stored them: dealt
    in flow 1, the "flow" key absent; the first card dealt to the wrong hand."""
    spec = table_spec(coups=coups)
    blueprint = Blueprint("Old table exam", (), 80, 3600, tables=(spec,))
    now = [0.0]
    table = TableSession(spec.profile, table_seed(SEED, 0), clock=lambda: now[0],
                         settings=table_settings(spec, 1))
    answers: list[SealedAnswer] = []
    graded: list[object] = []
    wrong = False
    while not table.finished:
        now[0] += 1.5
        name, args = table.next_right()
        if name == "deal" and not wrong:
            wrong = True
            args = (Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER,)
        step = table.apply(Action(name, args, now[0]))
        graded.append(step)
        question = json.loads(step_to_json(0, step, 0.0, flow=1))
        del question["flow"]  # stored before issue 24
        answers.append(SealedAnswer(
            sitting_id=1, index=len(answers), section=0,
            question_json=json.dumps(question, sort_keys=True, separators=(",", ":")),
            seed=table_seed(SEED, 0), answer_json=action_to_json(table.actions[-1]),
            correct=step.right, timed_out=False, ms_taken=1500, shown_at=AT, answered_at=AT))
    return blueprint, answers, graded


def test_an_old_sittings_table_steps_replay_in_their_flow_for_the_review() -> None:
    blueprint, answers, graded = _old_sitting()
    steps = review_table_steps(blueprint, SEED, answers, 0, SealCheck(SealStatus.OK))
    assert len(steps) == len(graded)
    assert [s.step for s in steps] == graded  # graded again as the table graded them
    assert [s.correct for s in steps].count(False) == 1
    wrong = next(s for s in steps if not s.correct)
    assert wrong.kind == "order" and wrong.step is not None
    assert wrong.step.given != wrong.expected
    assert all(s.seal is SealStatus.OK and s.section == 0 for s in steps)
    assert any(s.kind == "draw" for s in steps)  # flow 1 asks the draws on a natural too


def test_a_tampered_step_is_shown_as_sealed_and_the_replay_stops_there() -> None:
    blueprint, answers, _graded = _old_sitting()
    bad = answers[3]
    answers[3] = SealedAnswer(**{**bad.__dict__, "answer_json": "{not json"})
    check = SealCheck(SealStatus.TAMPERED, (SealFinding(SealProblem.ANSWER, index=3),))
    steps = review_table_steps(blueprint, SEED, answers, 0, check)
    assert len(steps) == len(answers)
    assert steps[3].seal is SealStatus.TAMPERED and steps[3].step is None
    assert all(s.step is not None for s in steps[:3])
    assert steps[3].expected  # the engine's answer sealed with the step is still shown


def test_a_retry_after_a_wrong_step_adds_no_step_to_the_section() -> None:
    """Issue 25 point 7: each retry at a step added a step. A wrong step changes nothing on
    the table; the steps taken at that point until one is taken count once, by the first."""
    from tests.support.exam_kill_worker import WallClock
    from trainer.exams.session import ExamSession

    clock = WallClock()
    spec = table_spec(coups=1, pass_mark=90)
    session = ExamSession.start(Blueprint("Retries", (), 80, 3600, tables=(spec,)), SEED,
                                now=clock)
    table = session.next_table()
    assert table is not None
    tries = 0
    while not table.finished:
        clock.advance(1)
        name, args = table.next_right()
        if name == "deal" and tries < 3:  # the wrong hand three times, then the right one
            tries += 1
            session.table_act("deal", Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER)
            continue
        session.table_act(name, *args)
    retries = [s for s in table.steps if s.retry]
    assert [s.right for s in retries] == [False, False, True]
    (score,) = session.outcome().tables
    assert score.max_score == len(table.steps) - 3
    assert score.score == score.max_score - 1  # the point dealt wrong first counts wrong


# ---- an old sealed sitting in the store ---------------------------------------------------


@pytest.fixture
def old_env(store_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Env]:
    """A store whose Table sections are dealt and sealed as before issue 24: in flow 1, the
    step's record without its "flow" (what that version wrote; its seals are over that)."""
    from tests.support.exam_kill_worker import WallClock
    from tests.support.exam_table import with_table
    from tests.unit.test_exams_store import PROCTOR
    from trainer.exams import session as exam_session
    from trainer.exams.table_part import TableStepRecord
    from trainer.store import open_store

    opened = exam_session.ExamSession._open_table

    def open_in_flow_1(self, t, at, flow=1):  # type: ignore[no-untyped-def]
        return opened(self, t, at, 1)

    def old_question(self) -> str:  # type: ignore[no-untyped-def]
        data = json.loads(step_to_json(self.table, self.step, self.started, self.flow))
        del data["flow"]
        return json.dumps(data, sort_keys=True, separators=(",", ":"))

    monkeypatch.setattr(exam_session.ExamSession, "_open_table", open_in_flow_1)
    monkeypatch.setattr(TableStepRecord, "question_json", property(old_question))
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A")
    amy = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
    exam = store.exams.create(boss, with_table((cohort.id,), coups=2))
    yield Env(store_url, clock, store, boss, amy, amy, amy, cohort.id, cohort.id, exam.id)
    store.close()


def test_an_old_sealed_sitting_verifies_and_its_table_steps_are_reviewed(
        old_env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.support.exam_table import answer_questions
    from tests.unit.test_exams_store import PROCTOR

    amy = old_env.sign_in("amy", "1234")
    session = old_env.store.exams.start_sitting(amy, old_env.exam_id, *PROCTOR)
    answer_questions(session)
    dealt = 0
    while (table := session.next_table()) is not None and dealt < 12:
        old_env.clock.advance(1)
        session.table_act(*(lambda n, a: (n, *a))(*table.next_right()))
        dealt += 1
    assert table is not None and table.settings.flow == 1
    sid = session.sitting_id or 0
    del session  # killed mid-section; today's version resumes and ends it
    monkeypatch.undo()
    from sqlalchemy import create_engine, text

    engine = create_engine(old_env.url)
    try:
        with engine.connect() as conn:
            questions = [row[0] for row in conn.execute(text(
                "SELECT question FROM exam_answers WHERE sitting_id = :sid AND "
                "drill_kind = 'table'"), {"sid": sid})]
    finally:
        engine.dispose()
    assert len(questions) == 12 and not any('"flow"' in q for q in questions)  # as of old
    resumed = old_env.store.exams.resume_sitting(old_env.sign_in("amy", "1234"), *PROCTOR)
    table = resumed.next_table()
    assert table is not None and table.settings.flow == 1 and len(table.steps) == 12
    while (table := resumed.next_table()) is not None:
        old_env.clock.advance(1)
        resumed.table_act(*(lambda n, a: (n, *a))(*table.next_right()))
    review = old_env.store.exams.review(old_env.sign_in_boss(), sid)
    assert review.seal.status is SealStatus.OK, review.seal.findings
    assert review.outcome is not None and review.outcome.tables[0].complete
    steps = review.table_steps
    assert steps and all(s.step is not None and s.seal is SealStatus.OK for s in steps)
    assert all(s.correct for s in steps)
    assert steps[-1].step is not None and steps[-1].step.number == len(steps)
