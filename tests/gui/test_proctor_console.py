"""The proctor console (issue 16 point 2) by keyboard, with two desks as two stores on one
database: the running sittings listed with desk, trainee, question and time left; adding
time (Alt+M, Alt+A) reaching the trainee's session; a void refused without a reason and done
with one (Alt+E, Alt+V), the trainee's desk then stopping with who and why; F5 reloading;
the console on the proctor's Exam screen and as the instructor's third tab."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.gui.conftest import type_text
from tests.support.exam_kill_worker import WallClock, blueprint
from trainer.auth import Actor
from trainer.exams.outcome import ExamStatus
from trainer.exams.session import ExamSession
from trainer.store import Store, open_store
from ui.exam.console import ProctorConsole
from ui.exam.sitting import SittingPresenter
from ui.exam.view import ExamScreen
from ui.exam.words import format_clock

BOSS = ("mdeus", "teacher-pass")
ALT = Qt.KeyboardModifier.AltModifier


@dataclass
class Hall:
    clock: WallClock
    desk: Store  # the trainees' desk
    booth: Store  # the proctor's desk
    proctor: Actor
    boss: Actor
    trainees: list[Actor]
    exam_id: int
    folder: Path

    def start(self, i: int) -> ExamSession:
        return self.desk.exams.start_sitting(self.trainees[i], self.exam_id, *BOSS)


@pytest.fixture
def hall(tmp_path: Path) -> Iterator[Hall]:
    clock = WallClock()
    desk = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-07")
    boss = desk.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
    cohort = desk.roster.create_cohort(boss, "2024-A")
    trainees = [
        desk.roster.create_trainee(boss, name, shown, cohort.id, "1234").as_actor()
        for name, shown in (("amy", "陳美美"), ("bob", "Bob Ho"), ("carl", "Carl Lei"))
    ]
    desk.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
    exam = desk.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    booth = open_store(None, data_dir=tmp_path, clock=clock, desk="booth")
    proctor = booth.authenticate("pat", "proctor-pass")
    yield Hall(clock, desk, booth, proctor, booth.authenticate(*BOSS), trainees, exam.id,
               tmp_path)
    desk.close()
    booth.close()


@pytest.fixture
def console(qtbot, hall: Hall) -> Iterator[ProctorConsole]:
    widget = ProctorConsole(hall.booth, hall.proctor)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    yield widget
    widget.shutdown()


def _rows(console: ProctorConsole) -> list[list[str]]:
    model = console.model
    return [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_the_console_lists_every_running_sitting(qtbot, hall: Hall,
                                                 console: ProctorConsole) -> None:
    hall.start(0)
    hall.clock.advance(60)
    hall.start(1)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 2)
    assert [row[:5] for row in _rows(console)] == [
        ["desk-07", "陳美美 (amy)", "Dealer certificate 荷官證書", "1 of 7", "9:00"],
        ["desk-07", "Bob Ho (bob)", "Dealer certificate 荷官證書", "1 of 7", "10:00"],
    ]
    assert console.heading.text() == "Running sittings: 2"


def test_adding_time_by_keyboard_reaches_the_trainees_session(
    qtbot, hall: Hall, console: ProctorConsole
) -> None:
    hall.start(0)
    bob = hall.start(1)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 2)
    console.table.setFocus()
    qtbot.keyClick(console.table, Qt.Key.Key_Down)  # Bob's row
    qtbot.keyClick(console, Qt.Key.Key_M, ALT)
    assert console.minutes.hasFocus()
    console.minutes.selectAll()
    qtbot.keyClicks(console.minutes, "10")
    _reason(qtbot, console, "desk 7 screen froze")
    qtbot.keyClick(console, Qt.Key.Key_A, ALT)
    box = _confirmation(qtbot, console)
    assert box.text() == "Add 10 min to the sitting of Bob Ho (Dealer certificate 荷官證書)?"
    assert box.informativeText().startswith("Reason: desk 7 screen froze\n")
    assert "10 min added in all (at most 240 min per sitting)" in box.informativeText()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter confirms
    qtbot.waitUntil(lambda: "10 min added" in console.status.text())
    assert console.status.text() == "10 min added to the sitting of Bob Ho."
    qtbot.waitUntil(lambda: _rows(console)[1][4] == "20:00 (+10 min)")
    assert _rows(console)[0][4] == "10:00"
    hall.clock.advance(60)
    bob.tick()
    assert bob.remaining_seconds() == 600 + 600 - 60


def _reason(qtbot, console: ProctorConsole, text: str) -> None:
    """Alt+E, then the reason typed."""
    qtbot.keyClick(console, Qt.Key.Key_E, ALT)
    assert console.reason.hasFocus()
    console.reason.selectAll()
    type_text(qtbot, console.reason, text)


def _void_question(qtbot, console: ProctorConsole) -> QMessageBox:
    """The "void?" question the console opened, once it is shown and active."""
    qtbot.waitUntil(lambda: console.void_box is not None and console.void_box.isVisible())
    box = console.void_box
    assert box is not None
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    return box


def _confirmation(qtbot, console: ProctorConsole) -> QMessageBox:
    """The "add time?" box the console opened, once it is shown."""
    qtbot.waitUntil(lambda: console.confirm_box is not None and console.confirm_box.isVisible())
    box = console.confirm_box
    assert box is not None
    return box


def test_esc_cancels_adding_time_and_nothing_is_added(
    qtbot, hall: Hall, console: ProctorConsole
) -> None:
    amy = hall.start(0)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.setFocus()
    qtbot.keyClick(console, Qt.Key.Key_M, ALT)
    _reason(qtbot, console, "fire drill")
    qtbot.keyClick(console, Qt.Key.Key_M, ALT)
    console.minutes.selectAll()
    qtbot.keyClicks(console.minutes, "15")
    qtbot.keyClick(console.minutes, Qt.Key.Key_Return)  # Enter in the minutes asks too
    box = _confirmation(qtbot, console)
    assert box.text() == "Add 15 min to the sitting of 陳美美 (Dealer certificate 荷官證書)?"
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: console.status.text() == "No time was added.")
    assert console.confirm_box is None
    assert hall.booth.exams.running_sittings(hall.proctor)[0].added_s == 0
    amy.tick()
    assert amy.remaining_seconds() == 600


def test_time_past_the_sittings_overall_cap_is_refused_in_words(
    qtbot, hall: Hall, console: ProctorConsole
) -> None:
    amy = hall.start(0)
    hall.booth.exams.add_time(hall.proctor, amy.sitting_id or 0, 120)
    hall.booth.exams.add_time(hall.proctor, amy.sitting_id or 0, 110)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.setFocus()
    qtbot.keyClick(console, Qt.Key.Key_M, ALT)
    console.minutes.selectAll()
    qtbot.keyClicks(console.minutes, "30")
    _reason(qtbot, console, "power cut")
    qtbot.keyClick(console, Qt.Key.Key_A, ALT)  # no "add 30 min? 260 in all (at most 240)"
    qtbot.waitUntil(lambda: "240" in console.status.text())
    assert console.confirm_box is None
    assert console.status.text() == (
        "At most 240 min can be added to a sitting in all; this one can have 10 min more.")
    assert hall.booth.exams.running_sittings(hall.proctor)[0].added_s == 230 * 60
    console.minutes.selectAll()
    qtbot.keyClicks(console.minutes, "10")  # what is left is still asked for, and granted
    _reason(qtbot, console, "power cut")
    qtbot.keyClick(console, Qt.Key.Key_A, ALT)
    box = _confirmation(qtbot, console)
    assert "240 min added in all (at most 240 min per sitting)" in box.informativeText()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: console.status.text() == "10 min added to the sitting of 陳美美.")
    assert hall.booth.exams.running_sittings(hall.proctor)[0].added_s == 240 * 60


def test_a_void_needs_a_reason_then_stops_the_trainees_desk(
    qtbot, hall: Hall, console: ProctorConsole
) -> None:
    amy = hall.start(0)
    sitting = SittingPresenter(amy)
    voided: list[str] = []
    sitting.sig_sitting_voided.connect(voided.append)
    sitting.begin()
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.setFocus()
    qtbot.keyClick(console, Qt.Key.Key_V, ALT)
    qtbot.waitUntil(lambda: "reason" in console.status.text())
    assert console.status.text() == "Give a reason for voiding the sitting (Alt+E)."
    assert console.reason.hasFocus() and console.void_box is None
    assert console.model.rowCount() == 1
    type_text(qtbot, console.reason, "phone on the desk")
    qtbot.keyClick(console.reason, Qt.Key.Key_Return)
    box = _void_question(qtbot, console)
    qtbot.keyClick(box, Qt.Key.Key_U, ALT)  # the attempt is used (misconduct)
    qtbot.waitUntil(lambda: console.status.text()
                    == "The sitting of 陳美美 was voided; the attempt is used.")
    qtbot.waitUntil(lambda: console.model.rowCount() == 0)
    assert console.empty.isVisible()
    hall.clock.advance(10)
    sitting._timer.timeout.emit()  # the desk's next tick
    assert voided == ["This sitting was voided by Pat Proctor: phone on the desk"]
    assert amy.status is ExamStatus.VOIDED
    sitting._timer.stop()


def test_f5_reloads_the_console(qtbot, hall: Hall, console: ProctorConsole) -> None:
    console.enter()
    qtbot.waitUntil(lambda: console.empty.isVisible())
    hall.start(0)
    hall.start(2)
    console.table.setFocus()
    qtbot.keyClick(console.table, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: console.model.rowCount() == 2)
    assert [row[1] for row in _rows(console)] == ["陳美美 (amy)", "Carl Lei (carl)"]


def test_the_console_is_the_proctors_exam_screen_and_an_instructors_tab(
    qtbot, hall: Hall
) -> None:
    hall.start(0)
    proctor_screen = ExamScreen(hall.booth, hall.proctor)
    qtbot.addWidget(proctor_screen)
    proctor_screen.enter()
    desk = proctor_screen.proctor
    assert desk is not None
    console = desk.findChild(ProctorConsole)
    assert console is not None
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.shutdown()
    boss_screen = ExamScreen(hall.booth, hall.boss)
    qtbot.addWidget(boss_screen)
    assert boss_screen.instructor is not None and boss_screen.tabs is not None
    assert boss_screen.tabs.tabText(2) == "R&unning sittings"
    boss_screen.tabs.setCurrentIndex(2)
    qtbot.waitUntil(lambda: boss_screen.instructor.console.model.rowCount() == 1)
    boss_screen.instructor.console.shutdown()


def test_a_voided_sitting_reads_as_voided_in_results_review_and_at_the_desk(
    qtbot, hall: Hall
) -> None:
    from trainer.errors import ExamError
    from ui.exam.presenter import error_text
    from ui.exam.results import ResultsModel
    from ui.exam.review import ReviewView
    from ui.exam.sitting import ResultView
    from ui.words import moment_text

    amy = hall.start(0)
    hall.booth.exams.add_time(hall.proctor, amy.sitting_id or 0, 5)
    hall.booth.exams.void_sitting(hall.proctor, amy.sitting_id or 0, "phone on the desk")
    model = ResultsModel()
    model.set_rows(hall.booth.exams.results(hall.boss, hall.trainees[0].user_id))
    # Who, when, why and what became of the attempt (used: the proctor did not give it back).
    line = (f"Voided by Pat Proctor at {moment_text(hall.clock())}: phone on the desk; "
            "the attempt was used")
    assert model.text(model.rows[0], ResultsModel.RESULT) == "Voided: attempt used"
    assert model.index(0, ResultsModel.RESULT).data(Qt.ItemDataRole.ToolTipRole) == line
    review = ReviewView()
    qtbot.addWidget(review)
    review.show_review(hall.booth.exams.review(hall.boss, amy.sitting_id or 0))
    assert "5 min added by a proctor" in review.info.text()
    assert line in review.info.text() and "FAIL" not in review.info.text()
    result = ResultView()
    qtbot.addWidget(result)
    result.show_voided("Dealer certificate", "This sitting was voided by Pat Proctor: x")
    assert (result.verdict.text(), result.summary.text()) == (
        "Voided by a proctor", "This sitting was voided by Pat Proctor: x")
    assert result.table.isHidden()  # no empty grid of sections under a voided sitting
    # The one-desk rule, worded for the trainee's desk (never a raw database error).
    hall.start(1).next_question()
    other = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-09")
    try:
        with pytest.raises(ExamError) as refused:
            other.exams.resume_sitting(hall.trainees[1], *BOSS)
        assert error_text(refused.value) == (
            "This sitting is running on the desk desk-07. A sitting runs on one desk at a "
            "time: close it there first, or wait until that desk has been quiet for two "
            "minutes.")
    finally:
        other.close()


def test_the_console_reads_again_by_itself_when_a_desk_starts_or_ends_a_sitting(
    qtbot, hall: Hall, console: ProctorConsole
) -> None:
    """Live data (issue 16 point 6): no F5 needed; the 'updated' time is shown."""
    console.enter()
    qtbot.waitUntil(lambda: console.empty.isVisible())
    assert console.live is not None
    amy = hall.start(0)  # on desk-07, another store than the console's
    qtbot.waitUntil(lambda: console.model.rowCount() == 1, timeout=5_000)
    assert console.updated_label.text().startswith("Updated")
    amy.hand_in()
    qtbot.waitUntil(lambda: console.model.rowCount() == 0, timeout=5_000)


def test_a_trainee_signing_in_at_a_second_desk_is_told_where_the_sitting_runs(
    qtbot, hall: Hall, prefs, translations
) -> None:
    """Not "interrupted … ask the proctor" with the window locked to a sitting that runs
    elsewhere (review 7): the desk running it is named and the window stays free."""
    from tests.gui.test_exam_sitting import dispose, show_window, sign_in

    hall.start(0).next_question()
    other = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-09")
    window = show_window(qtbot, other, prefs, translations)
    try:
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen)
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        assert desk.resume_title.text() == (
            "Exam running on another desk: Dealer certificate 荷官證書")
        assert desk.resume_text.text().startswith(
            "Your sitting is running on the desk desk-07 now: 0 of 7 questions answered;")
        assert window.locked_to is None and window.sign_out_action.isEnabled()
        assert not desk.sitting_running  # closing this window asks nothing
    finally:
        dispose(window)
        other.close()


def test_a_proctor_without_the_seal_is_not_called_an_instructor(qtbot, tmp_path: Path) -> None:
    """A proctor account made while the instructor's seal was locked (here: another user
    signed in on that desk since) has no copy of the seal: the trainee's desk says so of the
    proctor's account, not of "this instructor" (review 7)."""
    from trainer.errors import SealUnavailable
    from ui.exam.presenter import error_text

    desk = open_store(None, data_dir=tmp_path)
    try:
        boss = desk.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
        cohort = desk.roster.create_cohort(boss, "2024-A")
        amy = desk.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234").as_actor()
        exam = desk.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
        desk.authenticate("amy", "1234")  # the desk changed hands: the seal is locked
        desk.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
        with pytest.raises(SealUnavailable) as refused:
            desk.exams.start_sitting(amy, exam.id, "pat", "proctor-pass")
        assert error_text(refused.value) == (
            "The proctor's account has no copy of the exam seal yet, so it cannot start or "
            "resume sittings. An instructor who has one must enrol it (Exam screen, Enrol an "
            "instructor…).")
    finally:
        desk.close()


def test_the_trainees_clock_says_that_a_proctor_added_time(qtbot, hall: Hall) -> None:
    """Review 7: the trainee's countdown jumped from 29:57 to 39:53 with no word of why."""
    from ui.exam.sitting import SittingView

    amy = hall.start(0)
    sitting = SittingPresenter(amy)
    view = SittingView()
    qtbot.addWidget(view)
    view.attach(sitting)
    sitting.begin()
    sitting._timer.stop()  # ticks by hand below
    assert view.added.isHidden()
    hall.booth.exams.add_time(hall.proctor, amy.sitting_id or 0, 10)
    hall.clock.advance(10)  # past the desk's next look at the proctors' decisions
    sitting._timer.timeout.emit()
    assert not view.added.isHidden()
    assert view.added.text() == "10 min added by a proctor"
    assert view.clock.text() == f"Time left {format_clock(amy.remaining_seconds())}"
    assert amy.remaining_seconds() == 600 + 600 - 10
