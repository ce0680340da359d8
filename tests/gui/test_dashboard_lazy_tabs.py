"""The Dashboard reads what it shows: opened on its Charts tab, the attempt log and the
Lessons and Exams tabs read nothing while hidden, and read the chosen trainee once shown (a
click on the tab, or Ctrl+Tab); the log then pages by keyset (Ctrl+Page Down, Ctrl+Page Up)
through answers that share their time. In English and 繁體中文."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_dashboard import choose_first_trainee, cohort_shown
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.store import Store
from ui.dashboard import presenter as dashboard_presenter
from ui.dashboard.view import DashboardScreen
from ui.exam.dashboard_tab import TraineeExamsTab
from ui.lessons.progress import LessonProgressTable

WHEN = datetime.now(UTC) - timedelta(hours=3)

LANGUAGES = [
    ("en", "Attempt log", "Exams", "1–2 of 5 (newest first)", "3–4 of 5 (newest first)"),
    ("zh-Hant", "作答記錄", "考試", "5項中的1–2（最新的先列）", "5項中的3–4（最新的先列）"),
]


def counted(monkeypatch: pytest.MonkeyPatch, calls: Counter[str], owner: Any, name: str) -> None:
    """Count the calls of ``owner.name`` (the store reads a tab makes)."""
    real: Callable[..., Any] = getattr(owner, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[name] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)


def click_tab(qtbot, screen: DashboardScreen, title: str) -> None:
    bar = screen.tabs.tabBar()
    (index,) = [i for i in range(bar.count()) if bar.tabText(i).replace("&", "") == title]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert screen.tabs.currentIndex() == index


@pytest.mark.parametrize(("language", "log_title", "exams_title", "first", "second"),
                         LANGUAGES)
def test_hidden_tabs_read_nothing_until_shown_and_the_log_pages_by_keys(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, monkeypatch,
    language: str, log_title: str, exams_title: str, first: str, second: str,
) -> None:
    translations.install(language)
    session = store.practice.start_session(trainee, "draw", {})
    ids = [record_draw(store, trainee, "banker:6:7", i % 2 == 0, 1000 + i,
                       WHEN - timedelta(seconds=i // 2), session_id=session)  # ties in time
           for i in range(5)]
    calls: Counter[str] = Counter()
    counted(monkeypatch, calls, store.reports, "attempt_page")
    counted(monkeypatch, calls, store.lesson_progress, "progress")
    counted(monkeypatch, calls, store.exams, "results")
    counted(monkeypatch, calls, store.reports, "cohort_daily")
    counted(monkeypatch, calls, store.reports, "roster_summary")
    counted(monkeypatch, calls, store.reports, "cohort_opening")
    monkeypatch.setattr(dashboard_presenter, "LOG_PAGE", 2)
    screen = DashboardScreen(store, instructor, None, lesson_tab=LessonProgressTable,
                             exam_tab=TraineeExamsTab)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    qtbot.waitUntil(lambda: cohort_shown(screen), timeout=10_000)
    assert screen.tabs.currentWidget() is screen.progress_scroll  # opened on the charts
    # the roster and the cohort's lines, one aggregating read; no hidden tab read
    assert calls == Counter(cohort_opening=1)
    assert choose_first_trainee(qtbot, screen) == trainee.user_id
    assert calls == Counter(cohort_opening=1)
    assert screen.presenter.page is None and screen.attempt_model.rowCount() == 0

    click_tab(qtbot, screen, log_title)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() == 2, timeout=10_000)
    assert screen.log_count.text() == first
    assert [r.id for r in screen.attempt_model.rows] == [ids[1], ids[0]]
    assert calls == Counter(cohort_opening=1, attempt_page=1)
    assert screen.presenter.page is not None and screen.presenter.page.key is None

    # Ctrl+Page Down: the rows older than the last shown (a keyset), ties kept in order
    screen.attempt_view.setFocus()
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_PageDown,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.log_count.text() == second, timeout=10_000)
    assert [r.id for r in screen.attempt_model.rows] == [ids[3], ids[2]]
    page = screen.presenter.page
    assert page is not None and page.key is not None and page.key.attempt_id == ids[0]
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_PageDown,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: [r.id for r in screen.attempt_model.rows] == [ids[4]],
                    timeout=10_000)
    assert not screen.older_button.isEnabled() and screen.newer_button.isEnabled()
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_PageUp,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: [r.id for r in screen.attempt_model.rows] == [ids[3], ids[2]],
                    timeout=10_000)
    assert screen.log_count.text() == second
    qtbot.mouseClick(screen.newer_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.log_count.text() == first, timeout=10_000)
    assert [r.id for r in screen.attempt_model.rows] == [ids[1], ids[0]]

    # the Lessons and Exams tabs: read when shown (Ctrl+Tab from the log, then a click)
    assert calls["progress"] == 0 and calls["results"] == 0
    screen.tabs.setFocus()
    qtbot.keyClick(screen.tabs, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert screen.tabs.currentIndex() == 2  # Homework, between the log and the others
    click_tab(qtbot, screen, exams_title)
    qtbot.waitUntil(lambda: calls["results"] == 1, timeout=10_000)
    assert calls["progress"] == 0  # the Lessons tab is still hidden
