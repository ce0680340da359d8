"""One readiness verdict on every screen (issue 25 point 5): at 01:00 in Macau, with Sam Kong
hands all wrong from 23:00 thirteen days and two hours before (inside 14 x 24 hours, outside
14 Macau calendar days), the Dashboard's roster, the cohort report (its button), the trainee's
charts and the trainee report all give the same verdict and the same deciding drill, in
English and in Traditional Chinese."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_dashboard import click_trainee, open_dashboard, save_as
from tests.unit.test_readiness_window import NOW, OLD, PIN, practise
from trainer.stats import ReadinessStatus
from trainer.store import DB_FILENAME, Store, open_store
from ui.charts.words import ChartWords, verdict_words
from ui.dashboard.models import RosterModel
from ui.words import drill_kind_label


@pytest.fixture
def school(tmp_path: Path, empty_store_file: Path) -> Iterator[Store]:
    """A store whose clock stands at NOW, with amy's answers (see the unit test's fixture)."""
    shutil.copyfile(empty_store_file, tmp_path / DB_FILENAME)
    store = open_store(None, data_dir=tmp_path, clock=lambda: NOW)
    boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
    cohort = store.roster.create_cohort(boss, "2026 春季班")
    store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, PIN)
    who = store.authenticate("amy", PIN)
    recent = NOW - timedelta(minutes=50)  # 00:10 today in Macau
    practise(store, who, "draw", 30, 0, recent)
    practise(store, who, "call", 30, 0, recent)
    practise(store, who, "payout", 28, 2, recent)
    practise(store, who, "samkong_level", 0, 30, OLD)
    yield store
    store.close()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_every_screen_gives_the_same_deciding_drill(
        qtbot, school: Store, translations, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        language: str) -> None:
    assert translations.install(language)
    boss = school.authenticate("mdeus", "teacher-pass")
    screen = open_dashboard(qtbot, school, boss, rows=1)
    [amy] = school.roster.trainees(boss, school.roster.cohorts(boss)[0].id)
    click_trainee(qtbot, screen, amy.id)
    data = screen.progress.presenter.data
    assert data is not None
    page = data.readiness  # what the charts and the trainee report show
    assert (page.status, page.drill_kind) == (ReadinessStatus.READY, "payout")
    old_drill = drill_kind_label("samkong_level")

    # The roster's cell, from its own query, says the same.
    row = screen.roster_model.row_of(amy.id)
    assert row is not None
    line = screen.roster_model.row_at(row)
    assert (line.readiness.status, line.readiness.drill_kind) == (page.status, page.drill_kind)
    cell = screen.roster_model.index(row, RosterModel.READINESS).data()
    assert cell == ChartWords().verdict(page, short=True) == ChartWords().readiness_short(
        ReadinessStatus.READY)
    # The charts' verdict.
    charts = screen.progress.charts.readiness_label.text()
    assert verdict_words(page) in charts and old_drill not in charts
    # The trainee report: its verdict and its roster figures are of the same window.
    html = screen.report_writer.trainee_html(line, data, "", None)
    assert verdict_words(page) in html and old_drill not in html
    # The cohort report, as its button makes it.
    save_as(monkeypatch, tmp_path / "cohort.pdf")
    with qtbot.waitSignal(screen.presenter.sig_cohort_report_ready, timeout=10_000) as made:
        qtbot.mouseClick(screen.cohort_pdf_button, Qt.MouseButton.LeftButton)
    report = made.args[1]
    [cohort_line] = report.lines
    assert (cohort_line.readiness.status, cohort_line.readiness.drill_kind) == (
        page.status, page.drill_kind)
    cohort_html = screen.report_writer.cohort_html(report)
    assert cell in cohort_html and old_drill not in cohort_html
    qtbot.waitUntil(lambda: (tmp_path / "cohort.pdf").exists(), timeout=10_000)
