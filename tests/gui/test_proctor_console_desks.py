"""Issue 25 points 8 and 9 on screen, by keys and clicks, in English and 繁體中文: each desk
its own id (two desks on one computer name, two stores on one SQLite file), the second desk
refused in words; a second desk under the *same* name refused in words on an answer; the
proctor console's void (a reason, a confirmation, the attempt given back or used, and what
each does to the trainee's attempts), added time with its reason sealed, and a desk silent
past the threshold flagged "desk not responding" (the store's clock, no sleeps)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.conftest import type_text
from tests.gui.test_exam_sitting import dispose, show_window, sign_in
from tests.gui.test_practice import type_answer
from tests.gui.test_proctor_console import BOSS, Hall, hall  # noqa: F401 (the fixture)
from trainer.audit import AuditAction, AuditQuery
from trainer.drills import expected_answer
from trainer.errors import ExamError
from trainer.exams.seal import SealStatus
from trainer.store import open_store
from trainer.store.exam_console import DESK_SILENT_S
from ui.desk_id import this_desk
from ui.exam.console import ProctorConsole
from ui.exam.sitting import SittingPresenter, SittingView
from ui.exam.view import ExamScreen

ALT = Qt.KeyboardModifier.AltModifier
LANGS = ["en", "zh-Hant"]


def _settings(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


# ---- point 8 -------------------------------------------------------------------------------


def test_each_desk_makes_its_own_id_once_and_keeps_it(tmp_path: Path) -> None:
    a, b = _settings(tmp_path / "a.ini"), _settings(tmp_path / "b.ini")
    one, two = this_desk(a, host="vm"), this_desk(b, host="vm")
    assert one != two and one.startswith("vm-") and two.startswith("vm-")
    assert this_desk(_settings(tmp_path / "a.ini"), host="vm") == one  # kept
    assert this_desk(a, "Lab 03", host="vm") == "Lab 03"  # --desk NAME, kept too
    assert this_desk(_settings(tmp_path / "a.ini"), host="vm") == "Lab 03"
    renamed = this_desk(b, host="lab-pc-4")  # a copied profile on a renamed PC
    assert renamed != two and renamed.startswith("lab-pc-4-")


@pytest.mark.parametrize("lang", LANGS)
def test_a_second_desk_on_the_same_computer_name_is_refused_in_words(
    qtbot, hall: Hall, prefs, translations, tmp_path: Path, lang: str  # noqa: F811
) -> None:
    """Two cloned PCs both named "vm", each with its own id: the second desk signing the
    trainee in is told in words which desk runs her sitting (was: both "vm", the second ran
    the same sitting and got a raw duplicate-key error on every answer)."""
    one = this_desk(_settings(tmp_path / "one.ini"), host="vm")
    two = this_desk(_settings(tmp_path / "two.ini"), host="vm")
    first = open_store(None, data_dir=hall.folder, clock=hall.clock, desk=one)
    second = open_store(None, data_dir=hall.folder, clock=hall.clock, desk=two)
    first.exams.start_sitting(hall.trainees[0], hall.exam_id, *BOSS).next_question()
    window = show_window(qtbot, second, prefs, translations)
    try:
        window.set_language(lang)
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen) and screen.desk is not None
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        text = desk.resume_text.text()
        assert one in text and two not in text
        if lang == "en":
            assert text.startswith(f"Your sitting is running on the desk {one} now:")
        else:
            assert "running" not in text and "電腦" in text
        assert window.locked_to is None
        with pytest.raises(ExamError) as refused:  # resuming there is refused as well
            second.exams.resume_sitting(hall.trainees[0], *BOSS)
        assert refused.value.desk == one
        # The proctor console names each desk by its own id.
        console = ProctorConsole(hall.booth, hall.proctor)
        qtbot.addWidget(console)
        console.reload()
        qtbot.waitUntil(lambda: console.model.rowCount() == 1)
        assert console.model.index(0, 0).data() == one
        console.shutdown()
    finally:
        dispose(window)
        first.close()
        second.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_second_desk_under_the_same_name_is_refused_in_words_on_an_answer(
    qtbot, hall: Hall, translations, lang: str  # noqa: F811
) -> None:
    """Two desks both given the name "vm" (the same --desk, a copied profile): the hold
    cannot tell them apart, so the answer the first stored is never stored twice; the second
    desk's answer, typed by keys, is refused in words under the field."""
    first = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="vm")
    twin = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="vm")
    try:
        session = first.exams.start_sitting(hall.trainees[0], hall.exam_id, *BOSS)
        question = session.next_question()
        assert question is not None
        again = twin.exams.resume_sitting(hall.trainees[0], *BOSS)
        presenter = SittingPresenter(again)
        view = SittingView()
        qtbot.addWidget(view)
        view.attach(presenter)
        translations.install(lang)
        view.show()
        qtbot.waitExposed(view)
        view.activateWindow()
        qtbot.waitUntil(view.isActiveWindow)
        presenter.begin()
        presenter._timer.stop()
        panel = view.panel
        assert panel is not None
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and (
            QApplication.focusWidget() is panel or panel.isAncestorOf(QApplication.focusWidget())))
        session.submit(expected_answer(question.question))  # the first desk answers
        hall.clock.advance(5)
        type_answer(qtbot, view, question.question, expected_answer(question.question))
        qtbot.waitUntil(lambda: view.error.isVisible())
        text = view.error.text()
        if lang == "en":
            assert text.startswith("This question was already answered on another desk")
        else:
            assert text.startswith("此題已在另一部電腦上作答")
        assert "duplicate" not in text and "ux_exam_answers" not in text
        assert again.answered_count == 0
    finally:
        first.close()
        twin.close()


# ---- point 9: the console ------------------------------------------------------------------


@pytest.fixture
def console(qtbot, hall: Hall, translations) -> Iterator[ProctorConsole]:  # noqa: F811
    widget = ProctorConsole(hall.booth, hall.proctor)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    yield widget
    widget.shutdown()


def _void_question(qtbot, console: ProctorConsole) -> QMessageBox:
    qtbot.waitUntil(lambda: console.void_box is not None and console.void_box.isVisible())
    box = console.void_box
    assert box is not None
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    return box


def _attempts_left(hall: Hall) -> int:  # noqa: F811
    (assigned,) = hall.booth.exams.assigned(hall.boss, hall.trainees[0].user_id,
                                            include_used_up=True)
    return assigned.attempts_left


WORDS = {
    "en": {"back": "The sitting of 陳美美 was voided; the attempt was given back.",
           "used": "The sitting of 陳美美 was voided; the attempt is used.",
           "kept": "The sitting was not voided.",
           "question": "Void the sitting of 陳美美 (Dealer certificate 荷官證書)?",
           "reason": "Give a reason for voiding the sitting (Alt+E).",
           "time_reason": "Give a reason for the added time (Alt+E).",
           "added": "5 min added to the sitting of 陳美美.",
           "silent": "desk not responding", "heading": "desks not responding: 1"},
    "zh-Hant": {"back": "陳美美 的考試已作廢；應考機會已退回。",
                "used": "陳美美 的考試已作廢；應考機會計作已用。",
                "kept": "考試沒有作廢。",
                "question": "作廢 陳美美 的考試（Dealer certificate 荷官證書）？",
                "reason": "請填寫作廢考試的原因（Alt+E）。",
                "time_reason": "請填寫加時的原因（Alt+E）。",
                "added": None,
                "silent": "電腦沒有回應", "heading": "沒有回應的電腦：1 部"},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("how", ["given back", "used"])
def test_a_void_asks_for_a_reason_a_confirmation_and_whether_the_attempt_counts(
    qtbot, hall: Hall, console: ProctorConsole, translations, lang: str, how: str  # noqa: F811
) -> None:
    words = WORDS[lang]
    translations.install(lang)
    assert _attempts_left(hall) == 1  # one attempt allowed
    hall.start(0)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.setFocus()
    qtbot.keyClick(console, Qt.Key.Key_V, ALT)  # no reason yet: asked for, nothing asked
    qtbot.waitUntil(lambda: console.status.text() == words["reason"])
    assert console.void_box is None and console.reason.hasFocus()
    type_text(qtbot, console.reason, "screen went black")
    qtbot.keyClick(console, Qt.Key.Key_V, ALT)
    box = _void_question(qtbot, console)
    assert box.text() == words["question"]
    assert "screen went black" in box.informativeText()
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Esc: nothing is voided
    qtbot.waitUntil(lambda: console.status.text() == words["kept"])
    assert len(hall.booth.exams.running_sittings(hall.proctor)) == 1
    qtbot.keyClick(console.reason, Qt.Key.Key_Return)  # asked again
    box = _void_question(qtbot, console)
    if how == "given back":
        button = box.findChild(type(box.defaultButton()), "consoleVoidGiveBack")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a click
    else:
        qtbot.keyClick(box, Qt.Key.Key_U, ALT)  # Alt+U
    done = words["back"] if how == "given back" else words["used"]
    qtbot.waitUntil(lambda: console.status.text() == done, timeout=5000)
    qtbot.waitUntil(lambda: console.model.rowCount() == 0)
    assert console.reason.text() == ""
    # What each does to the trainee's attempts: given back, she may sit again; used, not.
    assert _attempts_left(hall) == (1 if how == "given back" else 0)
    if how == "given back":
        hall.start(0)
    else:
        with pytest.raises(ExamError) as refused:
            hall.start(0)
        assert refused.value.reason == "no_attempts_left"
    trail = hall.booth.audit.trail(hall.boss, AuditQuery()).rows
    (void,) = [json.loads(r.entry.detail_json) for r in trail
               if r.entry.action == AuditAction.SITTING_VOIDED.value]
    assert (void["reason"], void["given_back"]) == ("screen went black", how == "given back")


@pytest.mark.parametrize("lang", LANGS)
def test_added_time_needs_a_reason_and_seals_it(
    qtbot, hall: Hall, console: ProctorConsole, translations, lang: str  # noqa: F811
) -> None:
    words = WORDS[lang]
    translations.install(lang)
    amy = hall.start(0)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    console.table.setFocus()
    qtbot.keyClick(console, Qt.Key.Key_A, ALT)  # no reason: asked for, no confirmation
    qtbot.waitUntil(lambda: console.status.text() == words["time_reason"])
    assert console.confirm_box is None and console.reason.hasFocus()
    type_text(qtbot, console.reason, "fire drill")
    qtbot.keyClick(console, Qt.Key.Key_M, ALT)
    console.minutes.selectAll()
    qtbot.keyClicks(console.minutes, "5")
    qtbot.keyClick(console, Qt.Key.Key_A, ALT)
    qtbot.waitUntil(lambda: console.confirm_box is not None and console.confirm_box.isVisible())
    box = console.confirm_box
    assert box is not None and "fire drill" in box.informativeText()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: hall.booth.exams.running_sittings(hall.proctor)[0].added_s == 300)
    if words["added"] is not None:
        qtbot.waitUntil(lambda: console.status.text() == words["added"])
    amy.hand_in()
    review = hall.booth.exams.review(hall.boss, amy.sitting_id or 0)
    assert review.seal.status is SealStatus.OK
    trail = hall.booth.audit.trail(hall.boss, AuditQuery()).rows
    (added,) = [json.loads(r.entry.detail_json) for r in trail
                if r.entry.action == AuditAction.TIME_ADDED.value]
    assert (added["minutes"], added["reason"]) == (5, "fire drill")


@pytest.mark.parametrize("lang", LANGS)
def test_a_silent_desk_is_flagged_not_responding(
    qtbot, hall: Hall, console: ProctorConsole, translations, lang: str  # noqa: F811
) -> None:
    words = WORDS[lang]
    translations.install(lang)
    amy = hall.start(0)
    amy.next_question()
    hall.start(1)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 2)
    assert words["silent"] not in console.model.index(0, 5).data()
    assert words["heading"] not in console.heading.text()
    hall.clock.advance(DESK_SILENT_S)  # not yet: at the threshold
    console.silence_timer.timeout.emit()
    assert console.model.silent == set()
    hall.clock.advance(1)
    # Amy's desk beats (a tick writes that it is alive); Bob's desk stays silent.
    amy.tick()
    console.reload()
    qtbot.waitUntil(lambda: len(console.model.silent) == 1)
    texts = [console.model.index(r, 5).data() for r in range(2)]
    bob_row = [r.trainee_name for r in console.model.rows].index("bob")
    assert words["silent"] in texts[bob_row]
    assert words["silent"] not in texts[1 - bob_row]
    assert words["heading"] in console.heading.text()
    assert console.model.index(bob_row, 5).data(Qt.ItemDataRole.ForegroundRole) is not None
    # The desk comes back: the flag goes.
    (bob,) = [r for r in console.model.rows if r.trainee_name == "bob"]
    resumed = hall.desk.exams.resume_sitting(hall.trainees[1], *BOSS)
    resumed.next_question()
    console.reload()
    qtbot.waitUntil(lambda: console.model.silent == set())
    assert words["heading"] not in console.heading.text()
    assert bob.sitting_id == resumed.sitting_id


@pytest.mark.parametrize("name", ["   ", "x" * 65, "a\tb\x00"])
def test_a_desk_name_that_cannot_be_one_is_refused_at_the_command_line(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from ui.app import build_parser, main

    assert build_parser().parse_args(["--desk", "Lab 03"]).desk == "Lab 03"
    assert main(["--desk", name]) == 2
    assert "a desk name is 1 to 64 printable characters" in capsys.readouterr().err
