"""The exam admission rules at the trainee's desk, by keyboard, in English and 繁體中文: the
store reads the facts in its transaction and the pure rules of ``trainer.exams.admission``
decide; their refusal is what the proctor's dialog says, in the language picked."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.gui.test_exam_sitting import clock as clock
from tests.gui.test_exam_sitting import make_exam, open_exam, sign_in
from tests.gui.test_exam_sitting import store as store
from tests.gui.test_exam_sitting import window as window
from trainer.exams.admission import StartFacts
from trainer.exams.records import ExamWindow
from trainer.store import exam_sittings
from ui.words import moment_text

LANGS = ["en", "zh-Hant"]
CLOSED = {
    "en": "This exam closed at {0} (Macau time); it can no longer be started.",
    "zh-Hant": "此考試已於 {0}（澳門時間）截止；不能再開始。",
}
NO_ATTEMPTS = {
    "en": "No attempts are left for this exam. An instructor can grant a retake.",
    "zh-Hant": "這個考試已沒有剩餘的應考次數。導師可以批准重考。",
}


def _spy_on_the_rule(monkeypatch: pytest.MonkeyPatch) -> list[StartFacts]:
    """The facts the store handed to the start rule, each time it asked."""
    asked: list[StartFacts] = []
    rule = exam_sittings.admit_start

    def spy(facts: StartFacts):  # type: ignore[no-untyped-def]
        asked.append(facts)
        return rule(facts)

    monkeypatch.setattr(exam_sittings, "admit_start", spy)
    return asked


def _proctor_types(qtbot, desk, name: str, password: str) -> None:
    qtbot.waitUntil(lambda: desk.proctor_dialog is not None and desk.proctor_dialog.isVisible())
    dialog = desk.proctor_dialog
    qtbot.waitUntil(dialog.name.hasFocus)
    type_text(qtbot, dialog.name, name)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.password.hasFocus()
    qtbot.keyClicks(dialog.password, password)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)


@pytest.mark.parametrize("language", LANGS)
def test_an_exam_that_closes_while_the_proctor_types_is_refused_by_the_rule(
        qtbot, window, store, clock, instructor, trainee, monkeypatch, language) -> None:
    """Listed while open, closed by the time the proctor pressed Enter: the desk's own
    look at the window let it through, the store's admission (the rule, on the facts read
    in the transaction, ``now`` the start's time) refuses it, and the dialog says when it
    closed; nothing is stored."""
    exam_id = make_exam(store, instructor, trainee)
    closes = clock.now + timedelta(minutes=30)
    info = store.exams.exam(instructor, exam_id)
    store.exams.update(instructor, exam_id, info.blueprint, window=ExamWindow(None, closes))
    asked = _spy_on_the_rule(monkeypatch)
    window.set_language(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.proctor_dialog is not None and desk.proctor_dialog.isVisible())
    clock.advance(31 * 60)  # the proctor was slow to come
    _proctor_types(qtbot, desk, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    dialog = desk.proctor_dialog
    said = CLOSED[language].format(moment_text(closes))
    qtbot.waitUntil(lambda: dialog.error.text() == said, timeout=5000)
    assert dialog.isVisible() and dialog.ok.isEnabled() and dialog.password.hasFocus()
    (facts,) = asked
    assert (facts.now, facts.exam.id, facts.exam.window.closes_at) == (clock.now, exam_id, closes)
    assert (facts.trainee_cohort, facts.running, facts.attempts_used, facts.attempts_allowed) \
        == (trainee.cohort_id, None, 0, 1)
    assert desk.sitting is None and window.locked_to is None
    assert store.exams.running_sitting(trainee) is None
    dialog.reject()


@pytest.mark.parametrize("language", LANGS)
def test_an_attempt_used_at_another_desk_is_refused_by_the_rule(
        qtbot, window, store, clock, instructor, trainee, monkeypatch, language) -> None:
    """The list was loaded with one attempt left; meanwhile the trainee sat it at another
    desk (through the store here). The rule, on the attempts counted in the transaction,
    says none is left: the dialog says so, and a retake granted then lets the same desk
    start attempt 2."""
    exam_id = make_exam(store, instructor, trainee)
    asked = _spy_on_the_rule(monkeypatch)
    window.set_language(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    elsewhere = store.exams.start_sitting(trainee, exam_id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    elsewhere.hand_in()
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    _proctor_types(qtbot, desk, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    dialog = desk.proctor_dialog
    qtbot.waitUntil(lambda: dialog.error.text() == NO_ATTEMPTS[language], timeout=5000)
    assert (asked[-1].attempts_used, asked[-1].attempts_allowed) == (1, 1)
    assert desk.sitting is None
    boss = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    store.exams.grant_retake(boss, exam_id, trainee.user_id, "illness 病假")
    qtbot.keyClicks(dialog.password, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.sitting is not None, timeout=5000)
    assert (asked[-1].attempts_used, asked[-1].attempts_allowed) == (1, 2)
    running = store.exams.running_sitting(trainee)
    assert running is not None and running.attempt_no == 2
    window.unlock()
