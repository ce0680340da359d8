"""Dates on the exam screens are written as Today and the Exam list write them (session 9):
the blueprint form's window fields, the results' dates (the Exam screen's table and the
Dashboard's Exams tab share the model), in English and in Traditional Chinese, never ISO."""

from __future__ import annotations

import re
from datetime import datetime

from tests.gui.test_exam_instructor import sittings  # noqa: F401  (a fixture)
from trainer.auth import Actor
from trainer.exams.records import ExamWindow
from trainer.macau_time import MACAU
from trainer.store import Store
from ui.exam.blueprint_editor import BlueprintForm
from ui.exam.dashboard_tab import TraineeExamsTab
from ui.exam.results import ResultsModel
from ui.words import moment_text

OPENS = datetime(2026, 12, 1, 9, 0, tzinfo=MACAU)
CLOSES = datetime(2026, 12, 24, 18, 30, tzinfo=MACAU)
ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def window_texts(qtbot) -> tuple[str, str]:
    form = BlueprintForm()
    qtbot.addWidget(form)
    form.load_window(ExamWindow(OPENS, CLOSES))
    return form.opens_at.text(), form.closes_at.text()


def test_the_window_fields_read_as_today_writes_them(qtbot, translations) -> None:
    assert translations.install("en")
    assert window_texts(qtbot) == (moment_text(OPENS), moment_text(CLOSES))
    assert window_texts(qtbot) == ("01/12/2026 09:00", "24/12/2026 18:30")
    assert translations.install("zh-Hant")
    opens, closes = window_texts(qtbot)
    assert (opens, closes) == (moment_text(OPENS), moment_text(CLOSES))
    assert not ISO.search(opens) and opens != "01/12/2026 09:00"


def test_an_open_form_follows_a_language_switch(qtbot, translations) -> None:
    assert translations.install("en")
    form = BlueprintForm()
    qtbot.addWidget(form)
    form.load_window(ExamWindow(OPENS, CLOSES))
    assert translations.install("zh-Hant")
    qtbot.waitUntil(lambda: form.opens_at.text() == moment_text(OPENS), timeout=5_000)
    # The value read back is the same moment whatever the language shows.
    window = form.exam_window()
    assert window is not None and window.opens_at == OPENS and window.closes_at == CLOSES


def dates_on_the_dashboard(qtbot, store: Store, instructor: Actor, trainee: Actor) -> list[str]:
    tab = TraineeExamsTab(store, instructor)
    qtbot.addWidget(tab)
    tab.set_trainee(trainee.user_id)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1, timeout=10_000)
    model = tab.model
    started = model.rows[0].sitting.started_at
    cell = model.data(model.index(0, ResultsModel.DATE))
    assert cell == moment_text(started)
    return [cell]


def test_result_dates_in_english_and_traditional_chinese(
        qtbot, store: Store, instructor: Actor, trainee: Actor, sittings, translations  # noqa: F811
) -> None:
    assert translations.install("en")
    [english] = dates_on_the_dashboard(qtbot, store, instructor, trainee)
    assert not ISO.search(english) and re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", english)
    assert translations.install("zh-Hant")
    [chinese] = dates_on_the_dashboard(qtbot, store, instructor, trainee)
    assert not ISO.search(chinese) and chinese != english
