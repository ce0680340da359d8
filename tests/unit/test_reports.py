"""Reports: the aggregate SQL behind charts and the dashboard, on SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from trainer.auth import Actor, Role
from trainer.drills.cell import Cell
from trainer.errors import PermissionDenied, StoreError
from trainer.stats.values import (
    CellErrors,
    ConfusionCount,
    ExamState,
    PayoutBucketErrors,
)
from trainer.store import NewAttempt, Store
from trainer.store.models import (
    AttemptFilter,
    LogKey,
)

NOW = datetime(2025, 3, 20, 4, 0, tzinfo=UTC)  # 12:00 in Macau
PIN = "1234"


def at(day: date, hour_utc: int = 2, minute: int = 0) -> datetime:
    return datetime(day.year, day.month, day.day, hour_utc, minute, tzinfo=UTC)


class World:
    """An instructor, two cohorts, three trainees and a few known attempts."""

    def __init__(self, store: Store, instructor: Actor) -> None:
        self.store = store
        self.instructor = instructor
        roster = store.roster
        self.cohort = roster.create_cohort(instructor, "2025 春季班")
        self.other_cohort = roster.create_cohort(instructor, "Night")
        self.amy = roster.create_trainee(instructor, "amy", "陳大文", self.cohort.id, PIN)
        self.bob = roster.create_trainee(instructor, "bob", "Bob Ip", self.cohort.id, PIN)
        self.cat = roster.create_trainee(instructor, "cat", "Cat", self.other_cohort.id, PIN)
        self.reports = store.reports_with(clock=lambda: NOW)

    def record(
        self,
        user: Actor,
        kind: str,
        cell: str | None,
        correct: bool,
        ms: int,
        when: datetime,
        answer: object = None,
        expected: object = None,
    ) -> int:
        session = self.store.practice.start_session(user, kind, {})
        return self.store.practice.record_attempt(
            user,
            NewAttempt(
                session_id=session,
                drill_kind=kind,
                question={"kind": kind, "cell": cell, "prompt": {"player": ["AS", "5H"]}},
                answer=answer if answer is not None else {"draws": True},
                expected=expected if expected is not None else {"draws": correct},
                correct=correct,
                ms_taken=ms,
                cell=cell,
                answered_at=when,
                reason="banker_6_draws",
                article="bac.9.3",
            ),
        )


@pytest.fixture
def world(store: Store, instructor: Actor) -> World:
    return World(store, instructor)


def test_daily_groups_by_macau_day_with_median(world: World) -> None:
    amy = world.amy.as_actor()
    d1, d2 = date(2025, 3, 1), date(2025, 3, 2)
    for ms, ok in ((1000, True), (3000, False), (2000, True)):
        world.record(amy, "draw", "banker:6:7", ok, ms, at(d1))
    # 17:00 UTC on d1 is 01:00 on d2 in Macau: it belongs to d2.
    world.record(amy, "draw", "banker:6:6", True, 4000, at(d1, 17))
    world.record(amy, "draw", "banker:3:8", False, 6000, at(d2, 3))
    world.record(amy, "call", "call:tie", True, 500, at(d2, 3))

    draw = world.reports.daily(amy, amy.user_id, "draw")
    assert [(r.day, r.attempts, r.correct) for r in draw] == [(d1, 3, 2), (d2, 2, 1)]
    assert draw[0].median_ms == 2000.0  # odd count: the middle value
    assert draw[0].avg_ms == pytest.approx(2000.0)
    assert draw[1].median_ms == 5000.0  # even count: mean of the two middle values
    assert draw[0].accuracy == pytest.approx(2 / 3)

    every = world.reports.daily(amy, amy.user_id)
    assert [(r.day, r.attempts, r.drill_kind) for r in every] == [(d1, 3, None), (d2, 3, None)]
    assert every[1].median_ms == 4000.0

    only_d2 = world.reports.daily(amy, amy.user_id, "draw", since=d2, until=d2)
    assert [r.day for r in only_d2] == [d2]
    assert world.reports.daily(amy, amy.user_id, "draw", until=d1)[0].attempts == 3


def test_cell_errors_for_heat_map(world: World) -> None:
    amy = world.amy.as_actor()
    day = date(2025, 3, 3)
    world.record(amy, "draw", "banker:6:7", False, 1000, at(day))
    world.record(amy, "draw", "banker:6:7", False, 1000, at(day))
    world.record(amy, "draw", "banker:6:7", True, 1000, at(day))
    world.record(amy, "draw", "banker:3:stood", True, 1000, at(day))
    world.record(amy, "call", "call:tie", False, 1000, at(day))
    cells = world.reports.cell_errors(amy, amy.user_id, "draw")
    assert cells == [
        CellErrors(Cell.parse("banker:3:stood"), 1, 0),
        CellErrors(Cell.parse("banker:6:7"), 3, 2),
    ]


def test_samkong_confusion_from_json(world: World) -> None:
    amy = world.amy.as_actor()
    day = date(2025, 3, 3)
    for given, expected in ((12, 12), (13, 12), (13, 12), (5, 6)):
        world.record(
            amy,
            "samkong_level",
            f"samkong:level:{expected}",
            given == expected,
            1500,
            at(day),
            answer={"ordinal": given},
            expected={"ordinal": expected},
        )
    # A time-out is stored with the answer JSON null.
    session = world.store.practice.start_session(amy, "samkong_level", {})
    world.store.practice.record_attempt(
        amy,
        NewAttempt(
            session,
            "samkong_level",
            {},
            None,
            False,
            30000,
            "samkong:level:6",
            expected={"ordinal": 6},
            answered_at=at(day),
        ),
    )
    rows = world.reports.samkong_confusion(amy, amy.user_id)
    assert sorted(rows, key=lambda r: (r.expected, r.answered or 0)) == [
        ConfusionCount(6, None, 1),
        ConfusionCount(6, 5, 1),
        ConfusionCount(12, 12, 1),
        ConfusionCount(12, 13, 2),
    ]


def test_payout_errors_by_size(world: World) -> None:
    amy = world.amy.as_actor()
    day = date(2025, 3, 3)
    cases = (("0", True), ("95", False), ("950", True), ("950", False), ("19000", False))
    for paid, ok in cases:
        world.record(
            amy,
            "payout",
            "payout:banker:win",
            ok,
            3000,
            at(day),
            answer={"paid": "1", "commission": None, "chips": None},
            expected={"paid": paid, "commission": None, "chips": None},
        )
    rows = world.reports.payout_errors(amy, amy.user_id)
    assert rows == [
        PayoutBucketErrors(0, 1, 0),
        PayoutBucketErrors(1, 1, 1),
        PayoutBucketErrors(2, 2, 1),
        PayoutBucketErrors(4, 1, 1),
    ]


def test_roster_summary_one_line_per_trainee_with_trend(world: World) -> None:
    amy, bob = world.amy.as_actor(), world.bob.as_actor()
    recent = NOW - timedelta(days=2)
    previous = NOW - timedelta(days=10)
    old = NOW - timedelta(days=30)
    for ok in (True, True, True, False):
        world.record(amy, "draw", "banker:6:7", ok, 2000, recent)
    world.record(amy, "draw", "banker:6:7", True, 4000, recent)
    for ok in (True, False):
        world.record(amy, "draw", "banker:6:7", ok, 1000, previous)
    world.record(amy, "draw", "banker:6:7", False, 9000, old)
    world.record(world.cat.as_actor(), "draw", "banker:6:7", True, 9000, recent)

    rows = world.reports.roster_summary(world.instructor, world.cohort.id)
    assert [r.display_name for r in rows] == ["Bob Ip", "陳大文"]
    b, a = rows
    assert (b.user_id, b.attempts, b.accuracy, b.last_active, b.window_median_ms) == (
        bob.user_id,
        0,
        None,
        None,
        None,
    )
    assert (a.attempts, a.correct) == (8, 5)
    assert (a.recent_attempts, a.recent_correct) == (5, 4)
    assert (a.previous_attempts, a.previous_correct) == (2, 1)
    assert a.window_median_ms == 2000.0  # over the 14-day readiness window
    assert a.avg_ms == pytest.approx((4 * 2000 + 4000 + 2000 + 9000) / 8)
    assert a.last_active == recent
    assert a.recent_accuracy == pytest.approx(0.8)
    assert a.previous_accuracy == pytest.approx(0.5)


def test_attempt_page_filters_and_counts(world: World) -> None:
    amy = world.amy.as_actor()
    ids = [
        world.record(amy, "draw", "banker:6:7", i % 2 == 0, 1000 + i, at(date(2025, 3, 1 + i)))
        for i in range(6)
    ]
    world.record(amy, "call", "call:tie", False, 1000, at(date(2025, 3, 2)))
    page = world.reports.attempt_page(amy, amy.user_id, limit=2)
    assert page.total == 7
    assert [r.id for r in page.rows] == [ids[5], ids[4]]
    wrong_draws = world.reports.attempt_page(
        amy, amy.user_id, AttemptFilter(drill_kind="draw", correct=False), limit=10
    )
    assert wrong_draws.total == 3
    assert [r.id for r in wrong_draws.rows] == [ids[5], ids[3], ids[1]]
    days = AttemptFilter(since=date(2025, 3, 2), until=date(2025, 3, 3))
    newest = world.reports.attempt_page(amy, amy.user_id, days, limit=1)
    ranged = world.reports.attempt_page(
        amy, amy.user_id, days, limit=10, offset=1, key=LogKey.older_than(newest.rows[0])
    )
    assert ranged.total == 3 and len(ranged.rows) == 2
    with pytest.raises(StoreError):
        world.reports.attempt_page(amy, amy.user_id, limit=0)


def test_csv_export_utf8_bom_and_filter(world: World, tmp_path: Path) -> None:
    amy = world.amy.as_actor()
    world.record(amy, "draw", "banker:6:7", False, 1200, at(date(2025, 3, 1)))
    world.record(amy, "draw", "banker:6:7", True, 1300, at(date(2025, 3, 2)))
    target = tmp_path / "amy.csv"
    written = world.reports.export_attempts_csv(
        world.instructor, amy.user_id, target, AttemptFilter(correct=False)
    )
    assert written == 1
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(raw.decode("utf-8-sig").splitlines()))
    assert rows[0][:5] == ["id", "user", "display_name", "answered_at", "drill_kind"]
    assert rows[1][1:3] == ["amy", "陳大文"]
    assert rows[1][3] == "2025-03-01 10:00:00"  # Macau time
    assert json.loads(rows[1][10])["cell"] == "banker:6:7"


def test_trainee_reads_only_own_series(world: World) -> None:
    amy, bob = world.amy.as_actor(), world.bob.as_actor()
    world.record(bob, "draw", "banker:6:7", True, 1000, at(date(2025, 3, 1)))
    r = world.reports
    assert r.daily(amy, amy.user_id) == []
    for call in (
        lambda: r.daily(amy, bob.user_id),
        lambda: r.cell_errors(amy, bob.user_id),
        lambda: r.samkong_confusion(amy, bob.user_id),
        lambda: r.payout_errors(amy, bob.user_id),
        lambda: r.attempt_page(amy, bob.user_id),
        lambda: r.sessions(amy, bob.user_id),
        lambda: r.kinds(amy, bob.user_id),
        lambda: r.figures(amy, bob.user_id),
        lambda: r.export_attempts_csv(amy, bob.user_id, "/nonexistent/never-written.csv"),
        lambda: r.roster_summary(amy, world.cohort.id),
        lambda: r.cohort_daily(amy, world.cohort.id),
        lambda: r.cohort_cell_errors(amy, world.cohort.id),
        lambda: r.exam_standings(amy, [bob.user_id]),
    ):
        with pytest.raises(PermissionDenied):
            call()


def test_cohort_daily_for_instructor(world: World) -> None:
    amy, bob, cat = (u.as_actor() for u in (world.amy, world.bob, world.cat))
    day = date(2025, 3, 5)
    world.record(amy, "draw", "banker:6:7", True, 1000, at(day))
    world.record(bob, "draw", "banker:6:7", False, 3000, at(day))
    world.record(cat, "draw", "banker:6:7", False, 9000, at(day))
    rows = world.reports.cohort_daily(world.instructor, world.cohort.id, "draw")
    assert [(r.day, r.attempts, r.correct, r.median_ms) for r in rows] == [(day, 2, 1, 2000.0)]


def test_sessions_kinds_and_figures_with_exact_medians(world: World) -> None:
    amy = world.amy.as_actor()
    d1, d2 = date(2025, 3, 1), date(2025, 3, 2)
    first = world.store.practice.start_session(amy, "draw", {})
    second = world.store.practice.start_session(amy, "call", {})
    for i, (ok, ms) in enumerate(((True, 1000), (False, 3000), (True, 2000), (True, 9000))):
        world.store.practice.record_attempt(
            amy,
            NewAttempt(
                first, "draw", {"k": i}, {"draws": ok}, ok, ms, "banker:6:7",
                expected={"draws": True}, answered_at=at(d1, 2, i),
            ),
        )
    for ok, ms in ((True, 500), (False, 700), (False, 900)):
        world.store.practice.record_attempt(
            amy,
            NewAttempt(
                second, "call", {}, {}, ok, ms, "call:tie", expected={}, answered_at=at(d2, 3)
            ),
        )
    r = world.reports
    sessions = r.sessions(amy, amy.user_id)
    assert [(x.session_id, x.drill_kind, x.attempts, x.correct) for x in sessions] == [
        (first, "draw", 4, 3),
        (second, "call", 3, 1),
    ]
    assert sessions[0].median_ms == 2500.0  # even count: mean of 2000 and 3000
    assert sessions[0].started_at == at(d1, 2, 0)
    assert sessions[1].median_ms == 700.0
    assert [x.session_id for x in r.sessions(amy, amy.user_id, "call")] == [second]
    assert r.sessions(amy, amy.user_id, since=d2) == sessions[1:]

    kinds = {k.drill_kind: k for k in r.kinds(amy, amy.user_id)}
    assert (kinds["draw"].attempts, kinds["draw"].correct, kinds["draw"].median_ms) == (
        4, 3, 2500.0
    )
    assert kinds["call"].accuracy == pytest.approx(1 / 3)

    every = r.figures(amy, amy.user_id)
    assert (every.attempts, every.correct, every.median_ms) == (7, 4, 1000.0)
    only_draw = r.figures(amy, amy.user_id, "draw", since=d1, until=d1)
    assert (only_draw.attempts, only_draw.median_ms) == (4, 2500.0)
    nothing = r.figures(amy, amy.user_id, since=date(2025, 4, 1))
    assert (nothing.attempts, nothing.accuracy, nothing.median_ms) == (0, None, None)


def test_cohort_cell_errors_cover_only_the_cohort(world: World) -> None:
    day = date(2025, 3, 3)
    world.record(world.amy.as_actor(), "draw", "banker:6:7", False, 1000, at(day))
    world.record(world.bob.as_actor(), "draw", "banker:6:7", True, 1000, at(day))
    world.record(world.cat.as_actor(), "draw", "banker:6:7", False, 1000, at(day))
    cells = world.reports.cohort_cell_errors(world.instructor, world.cohort.id)
    assert cells == [CellErrors(Cell.parse("banker:6:7"), 2, 1)]


def _sit_exam(world: World, who: Actor, exam_id: int, right: int, answers: int) -> None:
    """A proctored sitting through exam mode: ``right`` right answers of ``answers`` given."""
    from trainer.drills import expected_answer
    from trainer.drills.answers import DrawAnswer

    session = world.store.exams.start_sitting(who, exam_id, "mdeus", "teacher-pass")
    for n in range(answers):
        shown = session.next_question()
        assert shown is not None
        answer = expected_answer(shown.question)
        assert isinstance(answer, DrawAnswer)
        session.submit(answer if n < right else DrawAnswer(not answer.draws))


def test_exam_column_reads_exam_modes_latest_sitting(world: World) -> None:
    from trainer.drills import DrillKind, Level
    from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec
    from trainer.exams.review import OVERALL
    from trainer.store.report_roster import (
        OVERALL_SECTION,
    )

    assert OVERALL_SECTION == OVERALL  # the hook reads the row exam mode writes
    amy, bob = world.amy, world.bob
    rows = world.reports.roster_summary(world.instructor, world.cohort.id)
    assert {r.display_name: r.exam.state for r in rows} == {
        "Bob Ip": ExamState.NONE,
        "陳大文": ExamState.NONE,
    }
    boss = world.store.authenticate("mdeus", "teacher-pass")  # unlocks the seal key
    exam = world.store.exams.create(
        boss,
        Blueprint(
            name="Draw check",
            sections=(SectionSpec(DrillKind.DRAW, Level.ALL, questions=4, pass_mark=75),),
            pass_mark=75,
            time_limit_s=600,
            attempts_allowed=2,
            show_missed=False,
            on_interrupt=OnInterrupt.RESUME,
            cohort_ids=(world.cohort.id,),
        ),
    )
    amy_actor = world.store.authenticate("amy", PIN)
    _sit_exam(world, amy_actor, exam.id, right=2, answers=4)  # 50%: failed
    failed = {r.user_id: r.exam for r in world.reports.roster_summary(boss, world.cohort.id)}
    assert failed[amy.id].state is ExamState.FAILED and failed[amy.id].score == 0.5
    boss = world.store.authenticate("mdeus", "teacher-pass")  # a sealed grant needs the key
    world.store.exams.grant_retake(boss, exam.id, amy.id, note="second try")
    _sit_exam(world, amy_actor, exam.id, right=4, answers=4)  # the retake: passed
    _sit_exam(world, world.store.authenticate("bob", PIN), exam.id, right=1, answers=1)
    exams = {r.user_id: r.exam for r in world.reports.roster_summary(boss, world.cohort.id)}
    assert exams[amy.id].state is ExamState.PASSED
    assert exams[amy.id].score == 1.0 and exams[amy.id].sittings == 2
    assert exams[bob.id].state is ExamState.IN_PROGRESS  # one of four answered
    standings = world.reports.exam_standings(amy.as_actor(), [amy.id])
    assert standings[amy.id].state is ExamState.PASSED
    with pytest.raises(PermissionDenied):
        world.reports.exam_standings(amy.as_actor(), [bob.id])
    assert not exams[amy.id].tampered and not exams[bob.id].tampered

    # Someone with database access turns amy's passed retake into a higher score: the roster's
    # exam column still reads the stored rows, and says they fail their seals.
    from sqlalchemy import create_engine, text

    engine = create_engine(world.store._db.url)
    try:
        with engine.begin() as conn:
            changed = conn.execute(
                text("UPDATE exam_results SET score = score + 1 WHERE sitting_id = :id"),
                {"id": exams[amy.id].sitting_id},
            ).rowcount
    finally:
        engine.dispose()
    assert changed >= 1
    boss = world.store.authenticate("mdeus", "teacher-pass")  # the trainees' sign-ins locked it
    tampered = {r.user_id: r.exam for r in world.reports.roster_summary(boss, world.cohort.id)}
    assert tampered[amy.id].tampered and not tampered[bob.id].tampered
    assert world.reports.exam_standings(boss, [amy.id])[amy.id].tampered
    # A trainee never holds the key: their own standing is not judged, not called sound.
    assert not world.reports.exam_standings(amy.as_actor(), [amy.id])[amy.id].tampered


def test_forged_or_deactivated_instructor_is_refused(world: World) -> None:
    amy = world.amy.as_actor()
    forged = Actor(amy.user_id, amy.name, amy.display_name, Role.INSTRUCTOR, None)
    with pytest.raises(PermissionDenied):
        world.reports.roster_summary(forged, world.cohort.id)
    with pytest.raises(PermissionDenied):
        world.reports.daily(forged, world.bob.id)
    other = world.store.roster.create_instructor(world.instructor, "wong", "Wong", "pass-word-1")
    world.store.roster.deactivate(world.instructor, other.id)
    with pytest.raises(PermissionDenied):
        world.reports.cohort_daily(other.as_actor(), world.cohort.id)


def test_streaks_count_runs_within_a_session_and_date_the_milestones(world: World) -> None:
    """Runs of right answers in a row per drill, within one session (as the practice screen's
    streak): 12 right then a wrong then 30 right reaches 10 with the 10th answer and 25 with
    the 25th answer of the second run; a new session starts again from 0."""
    amy = world.amy.as_actor()
    d1, d2 = date(2025, 3, 1), date(2025, 3, 2)
    first = world.store.practice.start_session(amy, "draw", {})
    answers = [True] * 12 + [False] + [True] * 30
    for i, ok in enumerate(answers):
        world.store.practice.record_attempt(
            amy,
            NewAttempt(
                first, "draw", {"k": i}, {"draws": ok}, ok, 1000, "banker:6:7",
                expected={"draws": True}, answered_at=at(d1, 1, i),
            ),
        )
    # Another session: 40 right in a row in two sessions of 20 is never a run of 25.
    for _ in range(2):
        session = world.store.practice.start_session(amy, "call", {})
        for i in range(20):
            world.store.practice.record_attempt(
                amy,
                NewAttempt(
                    session, "call", {}, {}, True, 800, "call:tie", expected={},
                    answered_at=at(d2, 3, i),
                ),
            )
    rows = world.reports.streaks(amy, amy.user_id)
    by_kind = {r.drill_kind: r for r in rows}
    assert by_kind["draw"].longest == 30
    # 10: the 10th answer of the first run; 25: the 25th of the second (answer 13 + 25).
    assert by_kind["draw"].reached == (at(d1, 1, 9), at(d1, 1, 37), None, None)
    assert by_kind["call"].longest == 20
    assert by_kind["call"].reached == (at(d2, 3, 9), None, None, None)
    only_call = world.reports.streaks(amy, amy.user_id, "call", since=d2)
    assert [r.drill_kind for r in only_call] == ["call"]
    with pytest.raises(PermissionDenied):
        world.reports.streaks(world.bob.as_actor(), amy.user_id)


def _answers(world: World, user: Actor, kind: str, right: int, wrong: int, ms: int,
             when: datetime) -> None:
    """``right`` right and ``wrong`` wrong answers of one practice session of ``kind``."""
    session = world.store.practice.start_session(user, kind, {})
    for n in range(right + wrong):
        world.store.practice.record_attempt(
            user,
            NewAttempt(
                session_id=session, drill_kind=kind, question={"kind": kind, "n": n},
                answer={"n": n}, expected={"n": n}, correct=n < right, ms_taken=ms,
                cell=None, answered_at=when + timedelta(seconds=n), reason=None,
                article=None,
            ),
        )


def test_roster_readiness_is_judged_per_drill_the_worst_deciding(world: World) -> None:
    """Pooled, 99% right on payouts hid 25% on draws: 203 of 220 is 92%, "Ready" against a
    90% pass mark. Per drill, the draws decide: not accurate yet, draws 25%."""
    from trainer.stats import PassMark, ReadinessStatus, readiness
    from trainer.stats.roster import roster_lines

    amy = world.amy.as_actor()
    recent = NOW - timedelta(days=2)
    _answers(world, amy, "payout", 198, 2, 2000, recent)
    _answers(world, amy, "draw", 5, 15, 1500, recent)
    _answers(world, amy, "draw", 0, 3, 9000, NOW - timedelta(days=30))  # out of the window
    _answers(world, world.cat.as_actor(), "draw", 0, 30, 1000, recent)  # another cohort
    rows = world.reports.roster_summary(world.instructor, world.cohort.id)
    a = next(r for r in rows if r.user_id == amy.user_id)
    kinds = dict(a.window_kinds)
    assert set(kinds) == {"payout", "draw"}
    assert (kinds["payout"].attempts, kinds["payout"].correct) == (200, 198)
    assert (kinds["draw"].attempts, kinds["draw"].correct) == (20, 5)
    assert kinds["draw"].median_ms == 1500.0 and kinds["payout"].median_ms == 2000.0
    mark = PassMark()  # 90% right, median under 5 s, 20 answers to judge
    pooled = readiness(a.window.attempts, a.window.correct, a.window.median_ms, mark)
    assert pooled.status is ReadinessStatus.READY  # what the roster said before
    verdict = roster_lines([a], mark)[0].readiness
    assert verdict.status is ReadinessStatus.NOT_ACCURATE
    assert verdict.drill_kind == "draw" and verdict.accuracy == pytest.approx(0.25)
    assert verdict.attempts == 20
    drills = dict(verdict.drills)
    assert [k for k, _ in verdict.drills] == ["draw", "payout"]  # the drills' own order
    assert drills["payout"].status is ReadinessStatus.READY
    bob = next(r for r in rows if r.user_id == world.bob.id)
    assert bob.window_kinds == ()
    assert roster_lines([bob], mark)[0].readiness.status is ReadinessStatus.NOT_ENOUGH_DATA


def test_kind_figures_give_each_drills_window(world: World) -> None:
    amy = world.amy.as_actor()
    day = NOW - timedelta(days=1)
    _answers(world, amy, "call", 3, 1, 1000, day)
    _answers(world, amy, "call", 0, 1, 5000, day)
    _answers(world, amy, "shoe", 2, 0, 3000, day)
    figures = world.reports.kind_figures(amy, amy.user_id)
    assert set(figures) == {"call", "shoe"}
    call = figures["call"]
    assert (call.attempts, call.correct, call.median_ms) == (5, 3, 1000.0)
    assert (figures["shoe"].attempts, figures["shoe"].median_ms) == (2, 3000.0)
    with pytest.raises(PermissionDenied):
        world.reports.kind_figures(world.bob.as_actor(), amy.user_id)


def test_csv_export_makes_a_formula_name_inert(world: World, tmp_path: Path) -> None:
    """CSV formula injection (issue 16): a trainee whose names are formulas comes out as text
    a spreadsheet does not run; the numbers stay numbers."""
    evil = world.store.roster.create_trainee(
        world.instructor, '=HYPERLINK("http://x.example","Click")', "@SUM(A1:A9)",
        world.cohort.id, PIN).as_actor()
    world.record(evil, "draw", "banker:6:7", True, 1200, at(date(2025, 3, 1)))
    target = tmp_path / "evil.csv"
    world.reports.export_attempts_csv(world.instructor, evil.user_id, target)
    rows = list(csv.reader(target.read_text(encoding="utf-8-sig").splitlines()))
    assert rows[1][1:3] == ["'=HYPERLINK(\"http://x.example\",\"Click\")", "'@SUM(A1:A9)"]
    assert rows[1][7] == "1200"


def test_medians_are_the_middle_time_in_every_group(world: World) -> None:
    """Issue 16 point 14: PostgreSQL takes the median with ``percentile_cont``, SQLite with
    windows; both give the middle answer time (the mean of the two middle ones for an even
    count) of every group, ties and one-answer groups included: per day over a cohort, per
    drill kind of one trainee, and over a period."""
    import random
    from statistics import median

    amy_, bob_, cat_ = (x.as_actor() for x in (world.amy, world.bob, world.cat))
    rng = random.Random(16)
    times: dict[tuple[str, date], list[int]] = {}
    for n, day in enumerate(date(2025, 3, d) for d in range(1, 8)):
        for k in range(n + 1):  # 1..7 answers a day: odd and even counts
            for who, kind in ((amy_, "draw"), (bob_, "payout")):
                ms = rng.choice((700, 700, 1500, 2300, 2301, 4000))
                world.record(who, kind, None, k % 2 == 0, ms, at(day, 2, k))
                times.setdefault((kind, day), []).append(ms)
    world.record(cat_, "draw", None, True, 99_000, at(date(2025, 3, 3)))  # other cohort
    days = world.reports.cohort_daily(world.instructor, world.cohort.id)
    both = {d: [*times[("draw", d)], *times[("payout", d)]] for _k, d in times}
    assert [(r.day, r.attempts, r.median_ms) for r in days] == [
        (d, len(both[d]), median(both[d])) for d in sorted(both)]
    kinds = {k.drill_kind: k for k in world.reports.kinds(world.instructor, amy_.user_id)}
    amy = [ms for (kind, _d), v in times.items() if kind == "draw" for ms in v]
    assert kinds.keys() == {"draw"} and kinds["draw"].median_ms == median(amy)
    week = world.reports.figures(world.instructor, bob_.user_id, None,
                                 date(2025, 3, 2), date(2025, 3, 4))
    bob = [ms for (kind, d), v in times.items()
           if kind == "payout" and date(2025, 3, 2) <= d <= date(2025, 3, 4) for ms in v]
    assert (week.attempts, week.median_ms) == (len(bob), median(bob))


def test_one_answer_stored_as_no_json_leaves_the_rest_of_the_log_listed(world: World) -> None:
    """A row edited by hand so that its question is no JSON is listed as it stands (the
    screens show it as unreadable); it no longer empties the trainee's whole attempt log."""
    from sqlalchemy import update

    from trainer.store import schema

    amy = world.amy.as_actor()
    ids = [world.record(amy, "draw", "banker:6:7", True, 1000, at(date(2025, 3, 1 + i)))
           for i in range(3)]
    world.store._db.write(lambda conn: conn.execute(
        update(schema.attempts).where(schema.attempts.c.id == ids[1]).values(question="{oops")))
    page = world.reports.attempt_page(amy, amy.user_id, limit=10)
    assert [r.id for r in page.rows] == [ids[2], ids[1], ids[0]]
    assert page.rows[1].question == "{oops"
    assert isinstance(page.rows[0].question, dict)


REMOTE_VARIANT = True
