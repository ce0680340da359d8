"""One way to write a day per language, everywhere (issue 25 point 13): in Macau the attempt
log's "12-01", an attempt's detail "01/12/2026" and the homework editor's "2026-12-01" were
three readings of one day. Every date a person reads goes through ui.words (day_text,
moment_text, short_day_text for a chart's axis) and every date input shows day_format().

The test walks the screens in English and in 繁體中文 and reads each date of one same day:
the attempt log's column and tooltip, the attempt's detail, the homework editor's due date,
the Homework tab's due and done columns, the charts' period inputs and day axis, a streak
milestone, a lesson's last opening and a report's time."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from PySide6.QtCore import QModelIndex, Qt

from tests.gui.test_dashboard import open_dashboard
from tests.gui.test_homework import cohort, dialog_of, open_homework  # noqa: F401 (a fixture)
from tests.support.practice_records import bulk_draws, record_draw
from trainer.auth import Actor
from trainer.homework import Subject, Target, TargetKind
from trainer.macau_time import to_macau
from trainer.stats.series import Streaks
from trainer.store import Store
from ui.charts.daterange import DateRangeBar
from ui.charts.plots import TrendAxis
from ui.charts.words import PanelWords
from ui.dashboard.models import AttemptModel
from ui.lessons.progress import macau_time
from ui.pdf.reports import local_time
from ui.widgets.attempt import AttemptDialog
from ui.words import day_format, day_text, short_day_text

LANGUAGES = ("en", "zh-Hant")
EXPECTED = {"en": ("dd/MM/yyyy", "01/12/2026", "01/12"),
            "zh-Hant": ("d/M/yyyy", "1/12/2026", "1/12")}
"""The language's day, as Macau reads it: day first, then month, then the year in full."""


def _day_of(text: str, day: date) -> None:
    """``text`` writes ``day`` as day_text does, and no other reading of a day (ISO, "12-01")."""
    assert day_text(day) in text, (text, day_text(day))
    assert f"{day:%m-%d}" not in text and f"{day:%Y-%m-%d}" not in text, text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_formatters_write_the_languages_one_day(translations, language: str) -> None:
    translations.install(language)
    pattern, full, short = EXPECTED[language]
    day = date(2026, 12, 1)
    assert (day_format(), day_text(day), short_day_text(day)) == (pattern, full, short)
    assert day_text(day).startswith(short_day_text(day))  # the short one is the full less year


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_attempt_log_and_detail_read_the_day_as_everywhere(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, language: str,
) -> None:
    translations.install(language)
    start = datetime.now(UTC) - timedelta(days=3)
    bulk_draws(store, instructor, trainee.user_id, 2, start, timedelta(hours=1))
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    screen.tabs.setCurrentIndex(1)
    model = screen.attempt_model
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=10_000)
    row = model.rows[0]
    day = to_macau(row.answered_at).date()
    index = model.index(0, AttemptModel.WHEN, QModelIndex())
    shown = model.data(index, Qt.ItemDataRole.DisplayRole)
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    _day_of(shown, day)
    assert tip.startswith(shown)  # the tooltip says the same, to the second
    detail = AttemptDialog(row)
    qtbot.addWidget(detail)
    _day_of(detail.heading.text(), day)
    assert shown in detail.heading.text()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_homework_editor_and_tab_read_the_day_as_everywhere(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor],  # noqa: F811
    translations, language: str,
) -> None:
    translations.install(language)
    cohort_id = store.roster.cohorts(instructor)[0].id
    due = to_macau(datetime.now(UTC)).date() + timedelta(days=20)
    store.homework.create(instructor, cohort_id, Subject.drill("draw"),
                          Target(TargetKind.ANSWERS, 2), due)
    for ok in (True, True):
        record_draw(store, cohort["amy"], "banker:6:7", ok, 1500, datetime.now(UTC))
    tab = open_homework(qtbot, store, instructor)
    qtbot.waitUntil(lambda: tab.assignment_table.rowCount() == 1, timeout=10_000)
    _day_of(tab.assignment_table.item(0, tab.A_DUE).text(), due)
    qtbot.waitUntil(lambda: tab.status_table.rowCount() == 2, timeout=10_000)
    done = [tab.status_table.item(r, tab.S_DONE_AT).text()
            for r in range(tab.status_table.rowCount())]
    today = to_macau(datetime.now(UTC)).date()
    assert any(day_text(today) in text for text in done), done
    for text in done:
        assert f"{today:%m-%d}" not in text, text
    # The editor: its due date field shows the day as the list above writes it.
    tab.assignment_table.setCurrentCell(0, 0)
    tab.edit_button.setFocus()
    qtbot.keyClick(tab.edit_button, Qt.Key.Key_Space)
    dialog = dialog_of(qtbot, tab)
    assert dialog.due.displayFormat() == day_format()
    assert dialog.due.text() == day_text(due)
    dialog.reject()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_charts_lessons_and_reports_read_the_day_as_everywhere(
    qtbot, translations, language: str,
) -> None:
    translations.install(language)
    day = date(2026, 12, 1)
    picker = DateRangeBar(today=lambda: day)
    qtbot.addWidget(picker)
    picker.since_edit.setDate(day)
    assert picker.since_edit.text() == day_text(day)
    axis = TrendAxis()
    axis.zoomLevel = axis.days
    midnight = datetime(2026, 12, 1, tzinfo=UTC).timestamp()
    assert axis.tickStrings([midnight], 1.0, 86_400.0) == [short_day_text(day)]
    milestone = PanelWords().streaks(Streaks(best=(("draw", 12),), reached=((10, day),), next=25))
    assert short_day_text(day) in milestone and "12-01" not in milestone
    when = datetime(2026, 12, 1, 1, 30, tzinfo=UTC)  # 09:30 in Macau
    _day_of(macau_time(when), day)
    _day_of(local_time(when, "never"), day)
