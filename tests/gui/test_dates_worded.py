"""Dates a person reads are written the user's way, as Today writes them (ui.words day_text and
moment_text), not ISO: the Homework tab's due dates, the attempt log's full time, an attempt's
detail and a chart's period. Session 9 worded the exam screens' dates; these were left."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from PySide6.QtCore import QModelIndex, Qt

from tests.gui.test_dashboard import open_dashboard
from tests.gui.test_homework import cohort, open_homework  # noqa: F401 (a fixture)
from tests.support.practice_records import bulk_draws
from trainer.auth import Actor
from trainer.homework import Subject, Target, TargetKind
from trainer.store import Store
from ui.charts.words import ChartWords
from ui.dashboard.models import AttemptModel
from ui.words import day_text, moment_text

LANGUAGES = ("en", "zh-Hant")


def _iso_free(text: str) -> bool:
    """No ISO date (2026-12-02) in ``text``."""
    return not any(text[i:i + 10].count("-") == 2 and text[i:i + 4].isdigit()
                   for i in range(len(text) - 9))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_homework_due_date_is_the_day_as_today_writes_it(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor],  # noqa: F811
    translations, language: str,
) -> None:
    translations.install(language)
    cohort_id = store.roster.cohorts(instructor)[0].id
    due = date(2099, 1, 31)
    store.homework.create(instructor, cohort_id, Subject.drill("draw"),
                          Target(TargetKind.ANSWERS, 5), due)
    tab = open_homework(qtbot, store, instructor)
    qtbot.waitUntil(lambda: tab.assignment_table.rowCount() == 1, timeout=10_000)
    text = tab.assignment_table.item(0, tab.A_DUE).text()
    assert text == day_text(due) and _iso_free(text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_attempt_logs_full_time_and_a_chart_period_are_written_the_users_way(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, language: str,
) -> None:
    translations.install(language)
    start = datetime.now(UTC) - timedelta(days=3)
    bulk_draws(store, instructor, trainee.user_id, 3, start, timedelta(hours=1))
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    screen.tabs.setCurrentIndex(1)
    model = screen.attempt_model
    qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=10_000)
    tip = model.data(model.index(0, AttemptModel.WHEN, QModelIndex()),
                     Qt.ItemDataRole.ToolTipRole)
    assert tip == moment_text(model.rows[0].answered_at, with_seconds=True)
    assert _iso_free(tip)
    since, until = date(2026, 11, 2), date(2026, 12, 1)
    period = ChartWords().period(since, until)
    assert period == f"{day_text(since)} – {day_text(until)}" and _iso_free(period)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_attempts_detail_says_when_the_users_way(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, language: str,
) -> None:
    from ui.widgets.attempt import AttemptDialog

    translations.install(language)
    bulk_draws(store, instructor, trainee.user_id, 1, datetime.now(UTC), timedelta(hours=1))
    row = store.reports.attempt_page(instructor, trainee.user_id).rows[0]
    dialog = AttemptDialog(row)
    qtbot.addWidget(dialog)
    heading = dialog.heading.text()
    assert moment_text(row.answered_at, with_seconds=True) in heading and _iso_free(heading)
