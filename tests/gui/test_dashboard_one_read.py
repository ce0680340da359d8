"""Opening a cohort on the Dashboard reads its roster and the cohort's lines once, in one
aggregating statement over its daily rows, beside the first trainee's charts (chosen by
keyboard in the cohort box), with the figures the separate reads give; the practice-seal
check starts only
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

from tests.gui.test_dashboard import YESTERDAY_NOON, click_trainee, loaded
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
    lines = screen.progress.presenter.cohort
    return (loaded(screen) and screen.presenter.cohort_id == cohort_id
            and lines is not None and lines.query.cohort_id == cohort_id
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
    assert checked_after and all(chosen == drawn for chosen, drawn in checked_after)

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


def test_the_first_trainees_charts_load_beside_the_roster_and_once(
    qtbot, store: Store, instructor: Actor, trainee: Actor, monkeypatch,
) -> None:
    """The trainee the roster shows first is known ahead (one look-up): their charts load
    while the roster's read is still running (it waits here until they have begun), are
    not read again when the roster selects them, and their seals are checked after."""
    boss, first, _second, _bob = _school(store, instructor, trainee)
    reports = store.reports
    charts_asked = threading.Event()
    waited: list[bool] = []
    loaded_for: list[int] = []
    real_opening, real_load = reports.cohort_opening, charts_presenter.load_progress

    def opening(*args: Any, **kwargs: Any) -> Any:
        waited.append(charts_asked.wait(timeout=10))
        return real_opening(*args, **kwargs)

    def load(store_: Any, reports_: Any, actor: Any, query: Any) -> Any:
        loaded_for.append(query.user_id)
        charts_asked.set()
        return real_load(store_, reports_, actor, query)

    monkeypatch.setattr(reports, "cohort_opening", opening)
    monkeypatch.setattr(charts_presenter, "load_progress", load)
    screen = DashboardScreen(store, boss, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    checked: list[int | None] = []
    real_check = screen.presenter.check_practice
    monkeypatch.setattr(screen.presenter, "check_practice",
                        lambda: (checked.append(screen.presenter.trainee_id), real_check()))
    screen.enter()
    qtbot.waitUntil(lambda: _shows_cohort(screen, first) and bool(checked), timeout=20_000)
    listed_first = screen.roster_model.row_at(0).summary.user_id
    assert waited == [True]
    assert screen.presenter.trainee_id == listed_first
    members = reports.roster_members(boss, first)
    assert screen.roster_model.first_of(members) == listed_first
    assert loaded_for == [listed_first]  # once, ahead; not again when selected
    assert checked == [listed_first]
    data = screen.progress.presenter.data
    assert data is not None and data.query.user_id == listed_first
    _same_figures(screen, store, boss, first)


def test_the_roster_model_knows_whom_it_would_show_first(qtbot) -> None:
    """By name either way (case folded, ties by id), unsorted in the roster's own order,
    and not at all when sorted by a figure only the roster holds."""
    from ui.dashboard.models import RosterModel

    model = RosterModel()
    members = [(7, "bob"), (3, "Amy"), (5, "amy"), (9, "Ćwik")]
    assert model.first_of(members) == 7 and model.first_of([]) is None
    model.sort(RosterModel.NAME, Qt.SortOrder.AscendingOrder)
    assert model.first_of(members) == 3
    model.sort(RosterModel.NAME, Qt.SortOrder.DescendingOrder)
    assert model.first_of(members) == 9
    model.sort(RosterModel.ACCURACY, Qt.SortOrder.AscendingOrder)
    assert model.first_of(members) is None
