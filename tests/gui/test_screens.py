"""Every screen has one shape (ui/screen.py) and is registered once (ui/screens.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from trainer.auth import Actor
from ui.screen import LockingScreen, PracticeRequester, Screen
from ui.screens import SCREENS, screen_entry

REPO = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    window.sign_in.name_edit.setText(name)
    window.sign_in.secret_edit.setText(secret)
    qtbot.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.landing_page)


@pytest.mark.parametrize("key", [entry.key for entry in SCREENS])
def test_every_registered_screen_satisfies_the_protocol(
        qtbot, window, instructor: Actor, key: str) -> None:
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    entry = screen_entry(key)
    window.open_screen(key)
    screen = window.stack.currentWidget()
    assert isinstance(screen, Screen)
    assert screen.title() == entry.title() == window.screen_actions[key].text()
    assert screen.shortcut() == entry.shortcut
    assert window.screen_actions[key].shortcut() == QKeySequence(screen.shortcut())
    screen.preset()  # meaningless presets are no-ops, never errors
    assert window.stack.currentWidget() is screen
    window.go_home()
    assert window.stack.currentWidget() is window.landing_page


def test_keys_and_shortcuts_are_unique_and_tiles_follow_the_list(qtbot, window) -> None:
    keys = [entry.key for entry in SCREENS]
    assert len(set(keys)) == len(keys)
    assert len({entry.shortcut for entry in SCREENS}) == len(SCREENS)
    assert list(window.home.buttons) == keys
    assert list(window.screen_actions) == keys


def test_trainee_tiles_are_the_screens_the_list_allows(qtbot, window, trainee: Actor) -> None:
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    for entry in SCREENS:
        assert window.today.tiles[entry.key].isVisible() is entry.allows(trainee)
        assert window.screen_actions[entry.key].isEnabled() is entry.allows(trainee)
    assert {e.key for e in SCREENS if not e.allows(trainee)} == {"dashboard", "settings"}


def test_capabilities_are_asked_by_type(qtbot, window, trainee: Actor) -> None:
    """The exam screen may lock the window; the lessons screen may ask for Practice."""
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    window.open_screen("exam")
    assert isinstance(window.stack.currentWidget(), LockingScreen)
    window.go_home()
    window.open_screen("lessons")
    lessons = window.stack.currentWidget()
    assert isinstance(lessons, PracticeRequester)
    assert not isinstance(lessons, LockingScreen)


def test_main_window_does_not_probe_screens_with_getattr() -> None:
    tree = ast.parse((REPO / "ui" / "main_window.py").read_text(encoding="utf-8"))
    probes = [node.lineno for node in ast.walk(tree)
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in {"getattr", "hasattr"}]
    assert probes == []


def test_the_dashboard_gets_the_lessons_and_exams_tabs_from_the_registry(
        qtbot, window, store, instructor: Actor) -> None:
    """Screens never import each other: the Dashboard's Lessons and Exams tabs are the Lessons
    and Exam screens' widgets, handed to it by ui/screens.py (none without the registry)."""
    from ui.dashboard.view import DashboardScreen
    from ui.exam.dashboard_tab import TraineeExamsTab
    from ui.lessons.progress import LessonProgressTable

    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    window.open_screen("dashboard")
    dashboard = window.stack.currentWidget()
    assert isinstance(dashboard.lesson_progress, LessonProgressTable)
    assert isinstance(dashboard.exam_results, TraineeExamsTab)
    tabs = dashboard.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())][-2:] == ["Lessons", "Exams"]
    assert tabs.indexOf(dashboard.lesson_progress) == tabs.count() - 2

    bare = DashboardScreen(store, instructor)
    qtbot.addWidget(bare)
    assert bare.lesson_progress is None and bare.exam_results is None
    assert bare.tabs.count() == tabs.count() - 2


def test_home_tiles_are_the_list_the_main_window_hands_over(qtbot, trainee: Actor) -> None:
    from ui.home.presenter import HomePresenter

    presenter = HomePresenter((screen_entry("progress"), screen_entry("dashboard")))
    presenter.set_actor(trainee)
    with qtbot.waitSignal(presenter.sig_screen_requested) as opened:
        presenter.open("progress")
    assert opened.args == ["progress"]
    assert [presenter.allowed(e) for e in presenter.screens] == [True, False]


def test_one_screen_opens_on_its_own_only_with_a_known_key(capsys) -> None:
    from ui.screens import main

    assert main(["nowhere", "sqlite:///x.db", "a", "b"]) == 2
    assert "dashboard" in capsys.readouterr().err
