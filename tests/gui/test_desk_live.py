"""The trainee's Exam desk follows the roster, and reloads only for its own trainee (session 9).

Two (or three) desks are stores on one SQLite file. An instructor moving a trainee to another
cohort changes the exams open to her while her desk shows the list: the list follows by itself;
an account deactivated meanwhile gets a worded message (the user's language), not a crash.
And an idle desk does not read the list again for every answer of every other trainee in
the school: it looks at its own trainee's stamp, at most once a poll, and reloads only when
that moved (her own sitting on another desk still shows at once)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from sqlalchemy import event

from tests.support.exam_kill_worker import WallClock, blueprint, right_answer
from trainer.auth import Actor
from trainer.store import Store, open_store
from ui.exam.desk import TraineeDesk
from ui.widgets.live import LiveUpdates

BOSS = ("mdeus", "teacher-pass")
INACTIVE = "This account has changed or is no longer active. Sign in again."


@dataclass
class School:
    clock: WallClock
    desk: Store  # amy's desk
    office: Store  # the instructor's desk
    boss: Actor  # signed in at the office
    amy: Actor  # signed in at her desk
    others: list[Actor]  # bob and carl, signed in at the office's store (other desks)
    cohorts: tuple[int, int]
    exam_a: int  # open to cohort 1 only
    exam_b: int  # open to cohort 2 only
    folder: Path


@pytest.fixture
def school(tmp_path: Path) -> Iterator[School]:
    clock = WallClock()
    desk = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-07")
    boss = desk.create_first_instructor(BOSS[0], "Maria Deus", BOSS[1])
    one = desk.roster.create_cohort(boss, "2024-A").id
    two = desk.roster.create_cohort(boss, "2024-B").id
    people = [desk.roster.create_trainee(boss, name, shown, one, "1234").as_actor()
              for name, shown in (("amy", "陳美美"), ("bob", "Bob Ho"), ("carl", "Carl Lei"))]
    exam_a = desk.exams.create(boss, blueprint((one,), name="Exam A", attempts_allowed=3)).id
    exam_b = desk.exams.create(boss, blueprint((two,), name="Exam B")).id
    office = open_store(None, data_dir=tmp_path, clock=clock, desk="office")
    yield School(clock, desk, office, office.authenticate(*BOSS), people[0], people[1:],
                 (one, two), exam_a, exam_b, tmp_path)
    desk.close()
    office.close()


def open_desk(qtbot, school: School, desk: TraineeDesk | None = None,
              live: LiveUpdates | None = None) -> tuple[TraineeDesk, LiveUpdates]:
    """Amy's desk on screen, live (every 20 ms unless ``live`` says otherwise), listed."""
    if desk is None:
        desk = TraineeDesk(school.desk, school.amy)
        qtbot.addWidget(desk)
    desk.show()
    qtbot.waitExposed(desk)
    live = desk.go_live(live or LiveUpdates(school.desk, desk, interval_ms=20))
    with qtbot.waitSignal(desk.presenter.sig_exams_loaded, timeout=5000):
        desk.enter()
    return desk, live


def listed(desk: TraineeDesk) -> list[str]:
    """The exam names the list shows (each item's first words are the exam's name)."""
    return [desk.exam_list.item(r).text().split(" — ")[0] for r in range(desk.exam_list.count())]


def test_the_list_follows_a_move_to_another_cohort_and_a_deactivation(
    qtbot, school: School, translations
) -> None:
    desk, _live = open_desk(qtbot, school)
    assert listed(desk) == ["Exam A"]
    school.office.roster.move_to_cohort(school.boss, school.amy.user_id, school.cohorts[1])
    qtbot.waitUntil(lambda: listed(desk) == ["Exam B"], timeout=5000)
    assert desk.start_button.isEnabled()

    school.office.roster.deactivate(school.boss, school.amy.user_id)
    qtbot.waitUntil(lambda: desk.list_status.text() == INACTIVE, timeout=5000)
    assert listed(desk) == [] and not desk.start_button.isEnabled()
    assert desk.stack.currentWidget() is desk.list_page
    translations.install("zh-Hant")  # a worded message: it follows the language
    said = QCoreApplication.translate("StoreWords", INACTIVE)
    assert said != INACTIVE
    qtbot.waitUntil(lambda: desk.list_status.text() == said, timeout=5000)
    translations.install("en")

    school.office.roster.reactivate(school.boss, school.amy.user_id)
    qtbot.waitUntil(lambda: listed(desk) == ["Exam B"], timeout=5000)


def test_other_trainees_answers_cost_one_small_read_a_poll_and_no_reload(
    qtbot, school: School
) -> None:
    now = [100.0]
    desk = TraineeDesk(school.desk, school.amy)
    qtbot.addWidget(desk)
    live = LiveUpdates(school.desk, desk, interval_ms=60_000, monotonic=lambda: now[0])
    desk, live = open_desk(qtbot, school, desk, live)
    live.timer.stop()  # polled by hand below: one tick is one poll
    loads: list[object] = []
    desk.presenter.sig_exams_loaded.connect(lambda exams, _running: loads.append(exams))
    reads: list[int] = []
    engine = school.desk._db.engine  # the desk's own store: what this desk reads

    def begun(_conn) -> None:
        reads.append(1)

    def poll() -> frozenset[str]:
        now[0] += LiveUpdates.MIN_GAP_S  # every poll may reload: the worst case
        areas = live.tick()
        qtbot.waitUntil(lambda: not desk.presenter.runner.busy, timeout=5000)
        return areas

    event.listen(engine, "begin", begun)
    try:
        polls = 0
        sessions = [school.office.exams.start_sitting(who, school.exam_a, *BOSS)
                    for who in school.others]
        assert "sittings" in poll()
        polls += 1
        for _ in range(3):
            for session in sessions:  # each answer of each is a write of "sittings"
                question = session.next_question()
                assert question is not None
                session.submit(right_answer(question.question))
                assert "sittings" in poll()
                polls += 1
        for session in sessions:  # a burst between two polls
            question = session.next_question()
            assert question is not None
            session.submit(right_answer(question.question))
        assert "sittings" in poll()
        polls += 1
        assert loads == []  # the list was never read again for them
        assert 0 < len(reads) <= polls  # at most one small read a poll
    finally:
        event.remove(engine, "begin", begun)

    # Her own sitting, started on another desk: the page says so, and follows its answers.
    other = open_store(None, data_dir=school.folder, clock=school.clock, desk="desk-09")
    try:
        amy = other.authenticate("amy", "1234")
        session = other.exams.start_sitting(amy, school.exam_a, *BOSS)
        poll()
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        assert "desk-09" in desk.resume_text.text()
        assert "0 of 7 questions answered" in desk.resume_text.text()
        question = session.next_question()
        assert question is not None
        session.submit(right_answer(question.question))
        poll()
        qtbot.waitUntil(lambda: "1 of 7 questions answered" in desk.resume_text.text(),
                        timeout=5000)
        assert len(loads) == 2
    finally:
        desk.leave()
        other.close()


def test_a_deactivation_frees_the_page_of_an_interrupted_sitting(
    qtbot, school: School
) -> None:
    """Her sitting was interrupted on this very desk (the app closed): the page waits for a
    proctor and holds the window. Deactivated at the office, the desk says why and lets the
    window go (no proctor can resume it for an inactive account)."""
    session = school.desk.exams.start_sitting(school.amy, school.exam_a, *BOSS)
    question = session.next_question()
    assert question is not None
    session.submit(right_answer(question.question))
    desk = TraineeDesk(school.desk, school.amy)
    qtbot.addWidget(desk)
    locks: list[bool] = []
    desk.sig_lock_requested.connect(locks.append)
    desk, _live = open_desk(qtbot, school, desk)
    assert desk.stack.currentWidget() is desk.resume_page and locks == [True]
    school.office.roster.deactivate(school.boss, school.amy.user_id)
    qtbot.waitUntil(lambda: desk.list_status.text() == INACTIVE, timeout=5000)
    assert desk.stack.currentWidget() is desk.list_page and locks == [True, False]
    assert desk.running is None and not desk.sitting_running
