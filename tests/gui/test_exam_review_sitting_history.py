"""Issue 25 (exam day redone on two desks), in English and 繁體中文: a sitting started on one
desk, killed, resumed on another desk by a proctor, given more time with a reason and
finished reads so in the instructor's review, opened by clicks from the results list: where
it started, when it was interrupted and resumed, on which desk, by whom, and each time added
with its reason (was: only "5 min added by a proctor"). Everything through the store's own
calls, on the store's injected clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import type_text
from tests.gui.test_exam_instructor import edit, open_exams, results_panel
from tests.gui.test_exam_sitting import dispose, show_window
from tests.gui.test_proctor_console import BOSS, Hall, hall  # noqa: F401 (the fixture)
from trainer.drills import expected_answer
from trainer.exams.scoring import ExamStatus
from trainer.exams.session import ExamSession
from trainer.store import open_store

LANGS = ["en", "zh-Hant"]
PAT = ("pat", "proctor-pass")
WORDS = {
    "en": ["History:",
           "Started 01/05/2024 09:00:00 on desk desk-07 (proctor Maria Deus)",
           "Interrupted after 2 of 7 questions were answered (the last stored "
           "01/05/2024 09:00:20); resumed 01/05/2024 09:03:20 on desk desk-2 by Pat Proctor",
           "5 min added 01/05/2024 09:04:20 by Pat Proctor: the first desk froze"],
    "zh-Hant": ["經過：",
                "1/5/2024 09:00:00 在電腦 desk-07 開始（監考人 Maria Deus）",
                "答了 7 題中的 2 題後中斷（最後一筆記錄於 1/5/2024 09:00:20）；"
                "1/5/2024 09:03:20 由 Pat Proctor 在電腦 desk-2 繼續",
                "Pat Proctor 於 1/5/2024 09:04:20 加時 5 分鐘：the first desk froze"],
}


def _answer(session: ExamSession, hall: Hall, n: int | None = None) -> None:  # noqa: F811
    done = 0
    while (n is None or done < n) and (shown := session.next_question()) is not None:
        hall.clock.advance(10)
        session.submit(expected_answer(shown.question))
        done += 1


def _moved_desks(hall: Hall) -> int:  # noqa: F811
    """Started on desk-07, killed after two answers, resumed on desk-2 by the proctor Pat
    three minutes later, given five minutes with a reason on the proctor's booth, finished."""
    first = hall.start(0)
    _answer(first, hall, 2)
    del first  # kill -9: the desk writes nothing more
    hall.clock.advance(180)
    second = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-2")
    try:
        again = second.exams.resume_sitting(hall.trainees[0], *PAT)
        assert again.sitting_id is not None
        hall.clock.advance(60)
        hall.booth.exams.add_time(hall.proctor, again.sitting_id, 5, "the first desk froze")
        _answer(again, hall)
        assert again.status is ExamStatus.FINISHED
        return again.sitting_id
    finally:
        second.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_review_says_where_a_sitting_was_interrupted_and_resumed_and_why_time_was_added(
    qtbot, hall: Hall, prefs, translations, lang: str  # noqa: F811
) -> None:
    _moved_desks(hall)
    office = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="office")
    window = show_window(qtbot, office, prefs, translations)
    try:
        window.set_language(lang)
        type_text(qtbot, edit(window, "signInName"), BOSS[0])
        qtbot.keyClick(edit(window, "signInName"), Qt.Key.Key_Return)
        qtbot.keyClicks(edit(window, "signInSecret"), BOSS[1])
        qtbot.keyClick(edit(window, "signInSecret"), Qt.Key.Key_Return)
        assert window.actor is not None and window.actor.is_instructor
        exams = open_exams(qtbot, window)
        exams.tabs.setCurrentWidget(exams.results)
        panel = results_panel(qtbot, exams)
        panel.table.selectRow(0)
        qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
        review = panel.review
        qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
        assert review.history.isVisible()
        lines = review.history.text().split("<br>")
        assert lines == WORDS[lang]
    finally:
        dispose(window)
        office.close()


def test_a_sitting_on_one_desk_with_no_time_added_shows_no_history(
    qtbot, hall: Hall  # noqa: F811
) -> None:
    from ui.exam.review import ReviewView

    session = hall.start(0)
    _answer(session, hall)
    assert session.sitting_id is not None
    data = hall.booth.exams.review(hall.boss, session.sitting_id)
    assert [e.kind.value for e in data.history] == ["started"]
    assert data.history[0].desk == "desk-07"
    view = ReviewView()
    qtbot.addWidget(view)
    view.show_review(data)
    assert not view.history.isVisible() and view.history.text() == ""
