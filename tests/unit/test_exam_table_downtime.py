"""A killed desk's downtime is left out of the exam Table section's pace (issue 25, exam day
redone: a trainee killed 1 s into the Table and resumed 5 min 14 s later read 22.8 coups an
hour and failed the pace target for an equipment fault).

Through the store's own calls with an injected clock: a coup dealt, the desk killed (its
session and recorder gone), a resume minutes later, the coup finished. The pace counts only
the dealing time, the result says how much was left out, and it is sealed and verifies."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

import pytest
from sqlalchemy import create_engine, text

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import PROFILE, answer_questions, deal, table_spec, with_table
from tests.support.table_script import right_action
from tests.unit.test_exams_store import PROCTOR, Env
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.exams.table_part import TableSectionScore, score_table
from trainer.store import open_store
from trainer.store.exam_rows import parse_timestamp
from trainer.table.session import Action, GradedStep, TableSession

DOWN_S = 314  # 12:11:03 to 12:16:17, as the tester's wong.kc
PACE_TARGET = 50


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = store.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    exam = store.exams.create(boss, with_table((cohort.id,), pace_target=PACE_TARGET))
    yield Env(store_url, clock, store, boss, amy, bob, bob, cohort.id, cohort.id, exam.id)
    store.close()


def _dealing_seconds(steps: Sequence[GradedStep]) -> float:
    """Each coup's steps after its "no more bets", a second each (as :func:`deal` deals)."""
    total = 0.0
    for coup in sorted({s.coup for s in steps}):
        mine = [s for s in steps if s.coup == coup]
        opened = next(i for i, s in enumerate(mine) if s.kind == "bets")
        total += len(mine) - 1 - opened
    return total


def test_the_pace_leaves_out_the_minutes_the_desk_was_down(env: Env) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    table = session.next_table()
    assert table is not None
    while not any(s.kind == "bets" for s in table.steps):
        deal(session, env.clock, steps=1)
    deal(session, env.clock, steps=1)  # no more bets, then a step into the first coup
    assert not table.coups and table.phase.name != "BETS"
    del session, table  # the desk was killed: its session and recorder are gone

    env.clock.advance(DOWN_S)
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)
    dealt = resumed.next_table()
    assert dealt is not None
    deal(resumed, env.clock)
    assert resumed.status is ExamStatus.FINISHED
    (score,) = resumed.outcome().tables
    # The first step after the resume took its second of dealing, not 5 min 15 s.
    assert len(dealt.coups) == 3
    assert score.seconds == pytest.approx(_dealing_seconds(dealt.steps))
    assert score.coups_per_hour == pytest.approx(3 * 3600 / _dealing_seconds(dealt.steps))
    assert score.coups_per_hour is not None and score.coups_per_hour >= PACE_TARGET
    assert score.pace_met and score.passed
    assert score.down_seconds == pytest.approx(DOWN_S)

    # Sealed as scored: the stored result reads the same and verifies.
    (mine,) = env.store.exams.results(amy)
    (stored,) = mine.tables
    assert stored.down_seconds == DOWN_S and stored.passed
    assert stored.coups_per_hour == pytest.approx(score.coups_per_hour, abs=1e-3)
    boss = env.sign_in_boss()
    review = env.store.exams.review(boss, mine.sitting.id)
    assert review.seal.status is SealStatus.OK
    assert review.outcome is not None and review.outcome.tables == (stored,)


def test_the_resume_records_when_the_desk_was_last_seen(env: Env) -> None:
    from trainer.exams.table_part import Downtime
    from trainer.store.exam_rows import downtimes

    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=2)
    last_step = env.clock()
    sitting_id = session.sitting_id
    del session
    env.clock.advance(DOWN_S)
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)
    engine = create_engine(env.url)
    try:
        with engine.connect() as conn:
            state = json.loads(conn.execute(
                text("SELECT state FROM exam_sittings WHERE id = :id"), {"id": sitting_id}
            ).scalar_one())
    finally:
        engine.dispose()
    (entry,) = state["resumed"]
    assert parse_timestamp(entry["down_from"]) == last_step
    started = resumed.started_at
    assert downtimes(state, started) == (Downtime((last_step - started).total_seconds(),
                                                  (env.clock() - started).total_seconds()),)


def test_a_resume_stored_before_the_change_leaves_nothing_out() -> None:
    from trainer.store.exam_rows import downtimes

    state = {"resumed": [{"by": 1, "at": "2024-05-01T01:10:00.000000Z", "desk": "vm"}]}
    assert downtimes(state, parse_timestamp("2024-05-01T01:00:00.000000Z")) == ()


def test_a_result_with_nothing_left_out_is_stored_as_before() -> None:
    """Sealed results store their detail: a section with no downtime keeps the detail it
    had before the change, and a detail stored then reads with nothing left out."""
    spec = table_spec()
    ticks = iter(float(n) for n in range(10_000))
    table = TableSession(PROFILE, 7, clock=lambda: next(ticks))
    score = score_table(2, 0, spec, table)
    assert "down_seconds" not in score.detail()
    old = {"kind": "table", "table": 0, "profile": "mass-300", "pass_mark": 80, "coups": 3,
           "coups_target": 3, "complete": True, "seconds": 30.0, "coups_per_hour": 360.0,
           "pace_target": None}
    assert TableSectionScore.from_detail(2, 9, 9, True, old).down_seconds == 0.0


def test_only_the_part_of_a_coup_in_the_downtime_is_left_out() -> None:
    """A coup dealt, the desk down ten minutes after its third step, the coup finished: the
    pace counts the coup's dealing time only."""
    from trainer.exams.table_part import Downtime, down_seconds

    now = [100.0]
    table = TableSession(PROFILE, 11, clock=lambda: now[0])
    while not table.coups:
        name, args = right_action(table)
        if len(table.steps) == 3:
            down = Downtime(now[0], now[0] + 600.0)  # last seen at the third step
            now[0] += 600.0
        now[0] += 2.0
        table.apply(Action(name, args, now[0]))
    (coup,) = table.coups
    dealing = 2.0 * (len(table.steps) - 1)  # every step after "no more bets" took 2 s
    assert coup.ended - coup.started == pytest.approx(dealing + 600.0)
    assert down_seconds(table.coups, (down,)) == pytest.approx(600.0)
    assert down_seconds(table.coups, (Downtime(0.0, 99.0),)) == 0.0  # before the coup
    score = score_table(0, 0, table_spec(coups=1), table, (down,))
    assert (score.seconds, score.down_seconds) == (pytest.approx(dealing), pytest.approx(600.0))
    assert score.coups_per_hour == pytest.approx(3600.0 / dealing)
    assert score.detail()["down_seconds"] == 600.0


def test_a_downtime_widened_in_the_database_shows_as_tampered(env: Env) -> None:
    """The downtime is left out of the pace: a trainee who has the database and moves
    ``down_from`` back (to pass the pace target) breaks the resume's seal."""
    from trainer.errors import ExamError

    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    answer_questions(session)
    deal(session, env.clock, steps=2)
    sitting_id = session.sitting_id
    del session
    env.clock.advance(DOWN_S)
    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)
    del resumed
    engine = create_engine(env.url)
    try:
        with engine.begin() as conn:
            state = json.loads(conn.execute(
                text("SELECT state FROM exam_sittings WHERE id = :id"), {"id": sitting_id}
            ).scalar_one())
            state["resumed"][0]["down_from"] = state["resumed"][0]["down_from"].replace(
                state["resumed"][0]["down_from"][11:13], "00", 1)  # hours earlier
            conn.execute(text("UPDATE exam_sittings SET state = :state WHERE id = :id"),
                         {"state": json.dumps(state), "id": sitting_id})
    finally:
        engine.dispose()
    boss = env.sign_in_boss()
    with pytest.raises(ExamError) as refused:  # the next resume refuses the changed sitting
        env.store.exams.resume_sitting(amy, *PROCTOR)
    assert refused.value.reason == "tampered"
    assert env.store.exams.review(boss, sitting_id).seal.status is SealStatus.TAMPERED
