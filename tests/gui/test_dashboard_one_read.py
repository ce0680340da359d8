"""Opening a cohort on the Dashboard reads its roster and the cohort's lines once, in one
aggregating statement over its daily rows (chosen by keyboard in the cohort box), with the
figures the separate reads give, and shows the cohort's own lines: nothing of a trainee is
read until the instructor chooses one in the roster. The practice-seal check starts only
once the chosen trainee's charts are drawn (a trainee opened by mouse), its finding said when
it comes. In English and 繁體中文."""

from __future__ import annotations

import threading
from collections import Counter
from datetime import timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import text

from tests.gui.test_dashboard import (
    YESTERDAY_NOON,
    choose_first_trainee,
    click_trainee,
    cohort_shown,
)
from tests.gui.test_dashboard_lazy_tabs import counted
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.progress import load_cohort_lines, school_pass_mark
from trainer.stats import roster_lines
from trainer.store import Store
from ui.charts import presenter as charts_presenter
from ui.dashboard.view import DashboardScreen

CHARTS = {"en": "Charts", "zh-Hant": "圖表"}
EDITED = {"en": "practice edited outside the app", "zh-Hant": "練習紀錄曾在程式以外被改動"}


def _school(store: Store, instructor: Actor, trainee: Actor) -> tuple[Actor, int, int, int]:
    """amy (the trainee) and bob in the first cohort, cat in a second, each with sealed
    draws yesterday; the instructor signed in again (holding the key that checks the
    seals), the two cohorts' ids and bob's."""
    first = store.roster.cohorts(instructor)[0]
    second = store.roster.create_cohort(instructor, "B 班")
    store.roster.create_trainee(instructor, "bob", "李小明", first.id, "5678")
    store.roster.create_trainee(instructor, "cat", "Cat", second.id, "9012")
    for name, pin, n in (("bob", "5678", 6), (trainee.name, "1234", 4), ("cat", "9012", 5)):
        who = store.authenticate(name, pin)
        session = store.practice.start_session(who, "draw", {})
        for i in range(n):
            record_draw(store, who, "banker:6:7", i % 3 != 0, 900 + 100 * i,
                        YESTERDAY_NOON - timedelta(minutes=i), session_id=session)
    boss = store.authenticate("lei", "croupier-2026")
    bob = next(u.id for u in store.roster.trainees(boss) if u.name == "bob")
    return boss, first.id, second.id, bob


def _shows_cohort(screen: DashboardScreen, cohort_id: int) -> bool:
    """The cohort opened: its roster and its own lines, no trainee chosen."""
    return (cohort_shown(screen) and screen.presenter.cohort_id == cohort_id
            and screen.roster_model.rowCount() > 0)


def _same_figures(screen: DashboardScreen, store: Store, boss: Actor, cohort_id: int) -> None:
    """What the screen shows of the cohort equals the separate reads' figures."""
    mark = school_pass_mark(store, boss)
    assert screen.presenter.roster == roster_lines(
        store.reports.roster_summary(boss, cohort_id), mark)
    shown = screen.progress.presenter.cohort
    assert shown is not None
    assert shown == load_cohort_lines(store.reports, boss, shown.query)
    assert shown.trend.days  # the lines drawn hold the cohort's days


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_a_cohort_is_read_once_and_the_seals_checked_after_the_charts(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, monkeypatch,
    code: str,
) -> None:
    boss, first, second, bob = _school(store, instructor, trainee)
    with store._db.engine.begin() as conn:  # bob's daily row edited outside the app
        conn.execute(text(f"UPDATE daily_practice SET correct = answers WHERE user_id = {bob}"))
    translations.install(code)
    calls: Counter[str] = Counter()
    for name in ("cohort_opening", "roster_summary", "cohort_daily"):
        counted(monkeypatch, calls, store.reports, name)
    counted(monkeypatch, calls, charts_presenter, "load_cohort_lines")
    counted(monkeypatch, calls, charts_presenter, "load_progress")
    screen = DashboardScreen(store, boss, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    # when the seal check starts: whose charts were drawn by then
    checked_after: list[tuple[int | None, int | None]] = []
    real_check = screen.presenter.check_practice

    def check() -> None:
        data: Any = screen.progress.presenter.data
        checked_after.append((screen.presenter.trainee_id,
                              None if data is None else data.query.user_id))
        real_check()

    monkeypatch.setattr(screen.presenter, "check_practice", check)
    screen.enter()
    qtbot.waitUntil(lambda: _shows_cohort(screen, first), timeout=10_000)
    assert screen.tabs.tabText(0).replace("&", "") == CHARTS[code]
    assert calls == Counter(cohort_opening=1)  # the roster and the lines, one read
    _same_figures(screen, store, boss, first)
    calls.clear()  # (the separate reads just made)
    assert checked_after == []  # no trainee chosen: nobody's seals checked

    # another cohort chosen by keyboard: read once too, its own figures
    combo = screen.cohort_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == second
    qtbot.waitUntil(lambda: _shows_cohort(screen, second), timeout=10_000)
    assert calls == Counter(cohort_opening=1)  # the charts read no lines
    _same_figures(screen, store, boss, second)

    # back to the first, then bob opened by mouse: his seals checked once his charts are
    # drawn, and the edit said in the header
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: _shows_cohort(screen, first), timeout=10_000)
    click_trainee(qtbot, screen, trainee.user_id)
    assert EDITED[code] not in screen.trainee_label.text()
    checked_after.clear()
    click_trainee(qtbot, screen, bob)
    qtbot.waitUntil(lambda: EDITED[code] in screen.trainee_label.text(), timeout=10_000)
    assert checked_after == [(bob, bob)]


def test_the_cohorts_lines_come_with_the_roster_from_one_read(
    qtbot, store: Store, instructor: Actor, trainee: Actor, monkeypatch,
) -> None:
    """The lines drawn come from the roster's own read (one statement): no read of the
    cohort's days apart, and each cohort's lines once however often it is shown."""
    boss, first, second, _bob = _school(store, instructor, trainee)
    reports = store.reports
    asked: list[Any] = []
    apart: list[int] = []  # the screen's reads of the cohort's days apart (by its thread)
    real_opening, real_daily = reports.cohort_opening, reports.cohort_daily
    test_thread = threading.get_ident()

    def opening(*args: Any, **kwargs: Any) -> Any:
        asked.append(kwargs.get("lines"))
        return real_opening(*args, **kwargs)

    def daily(*args: Any, **kwargs: Any) -> Any:
        if threading.get_ident() != test_thread:
            apart.append(1)
        return real_daily(*args, **kwargs)

    monkeypatch.setattr(reports, "cohort_opening", opening)
    monkeypatch.setattr(reports, "cohort_daily", daily)
    screen = DashboardScreen(store, boss, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    qtbot.waitUntil(lambda: _shows_cohort(screen, first), timeout=20_000)
    assert len(asked) == 1 and asked[0] is not None  # the lines asked with the roster
    _same_figures(screen, store, boss, first)
    combo = screen.cohort_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: _shows_cohort(screen, second), timeout=20_000)
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: _shows_cohort(screen, first), timeout=20_000)
    # the first cohort's lines kept: its roster read again without them
    assert [x is not None for x in asked] == [True, True, False]
    _same_figures(screen, store, boss, first)
    assert not apart


def test_an_opened_cohort_shows_its_own_lines_until_a_trainee_is_chosen_by_keyboard(
    qtbot, store: Store, instructor: Actor, trainee: Actor, monkeypatch,
) -> None:
    """Opened, the cohort's roster and its own lines (its answers together a day, the
    figures of :meth:`~trainer.store.reports.Reports.cohort_daily`) and nothing of a
    trainee: no trainee's charts read, no seals checked, the trainee's charts, exports and
    tabs empty. Tab into the roster chooses its first trainee: their charts read once, their
    seals checked after. Another cohort opened empties them again."""
    from trainer.progress import load_cohort_lines as lines_of

    boss, first, second, _bob = _school(store, instructor, trainee)
    loaded_for: list[int] = []
    real_load = charts_presenter.load_progress

    def load(store_: Any, reports_: Any, actor: Any, query: Any) -> Any:
        loaded_for.append(query.user_id)
        return real_load(store_, reports_, actor, query)

    monkeypatch.setattr(charts_presenter, "load_progress", load)
    from ui.exam.dashboard_tab import TraineeExamsTab
    from ui.lessons.progress import LessonProgressTable

    screen = DashboardScreen(store, boss, None, lesson_tab=LessonProgressTable,
                             exam_tab=TraineeExamsTab)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    checked: list[int | None] = []
    real_check = screen.presenter.check_practice
    monkeypatch.setattr(screen.presenter, "check_practice",
                        lambda: (checked.append(screen.presenter.trainee_id), real_check()))
    screen.enter()
    qtbot.waitUntil(lambda: _shows_cohort(screen, first), timeout=20_000)
    assert loaded_for == [] and checked == []
    assert not screen.roster_view.selectionModel().hasSelection()
    assert screen.trainee_label.text() == "Choose a trainee in the roster."
    assert not screen.pdf_button.isEnabled() and not screen.csv_button.isEnabled()
    charts = screen.progress.charts
    for part in (charts.heat_plot, charts.confusion_plot, charts.payout_plot,
                 charts.side_scroll):
        assert part.isHidden()
    # the cohort's own answers a day, as the engine counts them, drawn as its lines
    shown = screen.progress.presenter.cohort
    assert shown is not None
    days = store.reports.cohort_daily(boss, first)
    answers = sum(d.attempts for d in days)
    right = sum(d.correct for d in days)
    assert answers == 10 and shown == lines_of(store.reports, boss, shown.query)
    _x, y = charts.accuracy_points.getData()
    assert list(y) == pytest.approx([100 * a for a in shown.trend.accuracy])
    assert f"{answers:,} answers, {100 * right / answers:.1f}% right" in \
        screen.progress.summary.text()
    assert "the whole cohort" in screen.progress.summary.text()

    # Tab from the cohort box into the roster: its first trainee chosen, read once
    screen.cohort_combo.setFocus()
    first_id = choose_first_trainee(qtbot, screen)
    qtbot.waitUntil(lambda: checked == [first_id], timeout=20_000)
    assert loaded_for == [first_id]
    for part in (charts.heat_plot, charts.confusion_plot, charts.payout_plot):
        assert not part.isHidden()
    assert screen.pdf_button.isEnabled()
    assert "whole cohort" not in screen.progress.summary.text()

    # the Exams tab shows the trainee; another cohort opened: nobody again
    exams = screen.exam_results
    assert exams is not None
    screen.tabs.setCurrentWidget(exams)
    qtbot.waitUntil(lambda: exams.user_id == first_id
                    and exams.summary.text() == "No exam sat yet.", timeout=10_000)
    combo = screen.cohort_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: screen.presenter.cohort_id == second
                    and screen.presenter.roster_cohort_id == second
                    and screen.presenter.trainee_id is None, timeout=20_000)
    assert exams.user_id is None and exams.model.rowCount() == 0
    assert exams.summary.text() == "Choose a trainee to see their exams."
    assert not exams.open_button.isEnabled()  # no sitting to review
    assert loaded_for == [first_id]  # nothing of a trainee read for the second cohort
