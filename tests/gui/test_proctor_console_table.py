"""Issue 25 (exam day redone on two desks), in English and 繁體中文: once the questions are
done and the trainee is at the Table, the proctor console's Question column says which Table,
which coup and how many steps were taken there (was: "10 of 10"), and a desk that tries to
open the sitting while another desk runs it says the questions are all answered and how far
the table has gone (was: "10 of 10 questions answered"). The store's clock is injected; the
coup is the one the trainee's own session is on."""

from __future__ import annotations

import dataclasses

import pytest

from tests.gui.test_exam_sitting import dispose, show_window, sign_in
from tests.gui.test_proctor_console import BOSS, Hall, hall  # noqa: F401 (the fixture)
from tests.gui.test_proctor_console_desks import console  # noqa: F401 (the fixture)
from tests.support.exam_table import answer_questions, deal, with_table
from trainer.exams.session import ExamSession
from trainer.store import open_store
from ui.exam.console import ProctorConsole
from ui.exam.view import ExamScreen

LANGS = ["en", "zh-Hant"]


def _table_exam(hall: Hall) -> int:  # noqa: F811
    blueprint = dataclasses.replace(with_table((hall.trainees[0].cohort_id,)),
                                    name="Table exam 賭枱考試")
    return hall.desk.exams.create(hall.boss, blueprint).id
COLUMN = {"en": "Table 1 of 1 · coup {0} of 3 · 9 steps taken",
          "zh-Hant": "賭枱 1 / 1 · 第 {0} / 3 局 · 已做 9 步"}


def _at_the_table(hall: Hall, steps: int = 9) -> ExamSession:  # noqa: F811
    session = hall.desk.exams.start_sitting(hall.trainees[0], _table_exam(hall), *BOSS)
    answer_questions(session)
    assert deal(session, hall.clock, steps=steps) == steps
    return session


@pytest.mark.parametrize("lang", LANGS)
def test_the_console_says_where_a_trainee_at_the_table_is(
    qtbot, hall: Hall, console: ProctorConsole, translations, lang: str  # noqa: F811
) -> None:
    translations.install(lang)
    session = _at_the_table(hall)
    table = session.table
    assert table is not None
    console.reload()  # F5, as the proctor does; the same as the console's own reload
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    question = console.model.index(0, 3).data()
    assert question == COLUMN[lang].format(table.coup_number)
    assert "10" not in question  # not "10 of 10": the questions are done


@pytest.mark.parametrize("lang", LANGS)
def test_the_console_still_counts_questions_before_the_table(
    qtbot, hall: Hall, console: ProctorConsole, translations, lang: str  # noqa: F811
) -> None:
    translations.install(lang)
    session = hall.desk.exams.start_sitting(hall.trainees[0], _table_exam(hall), *BOSS)
    session.next_question()
    console.reload()
    qtbot.waitUntil(lambda: console.model.rowCount() == 1)
    assert console.model.index(0, 3).data() == {"en": "1 of 7", "zh-Hant": "第 1 / 7 題"}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_another_desk_says_the_questions_are_done_and_how_far_the_table_went(
    qtbot, hall: Hall, prefs, translations, lang: str  # noqa: F811
) -> None:
    _at_the_table(hall)
    other = open_store(None, data_dir=hall.folder, clock=hall.clock, desk="desk-09")
    window = show_window(qtbot, other, prefs, translations)
    try:
        window.set_language(lang)
        sign_in(qtbot, window, "amy", "1234")
        screen = window.stack.currentWidget()
        assert isinstance(screen, ExamScreen) and screen.desk is not None
        desk = screen.desk
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.resume_page, timeout=5000)
        text = desk.resume_text.text()
        if lang == "en":
            assert text.startswith("Your sitting is running on the desk desk-07 now: all 7 "
                                   "questions are answered and 9 steps were taken at the "
                                   "table;")
        else:
            assert text.startswith("你的考試正在電腦 desk-07 上進行：7 題已全部作答，"
                                   "並已在賭枱做了 9 步；")
        assert "7 of 7" not in text and "7題中的7題" not in text
    finally:
        dispose(window)
        other.close()
