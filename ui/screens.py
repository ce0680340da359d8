"""The one list of screens: key, name, shortcut, who may open it, how to build it.

The main window's Go menu, its shortcuts and the home tiles all read :data:`SCREENS`; a new
screen is one more entry here (and a package ``ui/<screen>/`` with presenter, view and words).
Views are imported only when a screen is first opened, so start-up does not pay for
pyqtgraph and the other screens' widgets. The entry's shape is :class:`ui.screen.ScreenEntry`
(so the home screen can take the list without importing the screens). The registry also hands
the Dashboard the Lessons and Exams screens' tabs. ``python -m ui.screens KEY DB_URL NAME
PASSWORD`` opens one screen on its own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from trainer.auth import Actor
from trainer.store import DeskStore
from ui import dashboard as dashboard_words
from ui import exam as exam_words
from ui import lessons as lessons_words
from ui import practice as practice_words
from ui import progress as progress_words
from ui import settings as settings_words
from ui import table as table_words
from ui.screen import EVERYONE, EXAM_ROLES, INSTRUCTORS, Screen, ScreenEntry


def _practice(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.practice.view import PracticeScreen

    return PracticeScreen(store, actor, parent)


def _lessons(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.lessons.view import LessonsScreen

    return LessonsScreen(store, actor, parent)


def _progress(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.progress.view import ProgressScreen

    return ProgressScreen(store, actor, parent)


def _exam(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.exam.view import ExamScreen

    return ExamScreen(store, actor, parent)


def _dashboard(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.dashboard.view import DashboardScreen
    from ui.exam.dashboard_tab import TraineeExamsTab
    from ui.lessons.progress import LessonProgressTable

    return DashboardScreen(store, actor, parent,
                           lesson_tab=LessonProgressTable, exam_tab=TraineeExamsTab)


def _settings(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.settings.view import SettingsScreen

    return SettingsScreen(store, actor, parent)


def _table(store: DeskStore, actor: Actor, parent: QWidget) -> QWidget:
    from ui.table.view import TableScreen

    return TableScreen(store, actor, parent)


SCREENS: tuple[ScreenEntry, ...] = (
    ScreenEntry("practice", practice_words.title, practice_words.SHORTCUT, EVERYONE, _practice),
    ScreenEntry("lessons", lessons_words.title, lessons_words.SHORTCUT, EVERYONE, _lessons),
    ScreenEntry("progress", progress_words.title, progress_words.SHORTCUT, EVERYONE, _progress),
    ScreenEntry("exam", exam_words.title, exam_words.SHORTCUT, EXAM_ROLES, _exam),
    ScreenEntry("dashboard", dashboard_words.title, dashboard_words.SHORTCUT, INSTRUCTORS,
                _dashboard),
    ScreenEntry("settings", settings_words.title, settings_words.SHORTCUT, INSTRUCTORS, _settings),
    ScreenEntry("table", table_words.title, table_words.SHORTCUT, EVERYONE, _table),
)


def screen_entry(key: str) -> ScreenEntry:
    """The entry for ``key`` (a KeyError for a key not in :data:`SCREENS`)."""
    for entry in SCREENS:
        if entry.key == key:
            return entry
    raise KeyError(key)


def main(argv: list[str] | None = None) -> int:
    """Open one screen on its own on a database, built as the app builds it:
    ``python -m ui.screens KEY DB_URL NAME PASSWORD`` (e.g. ``dashboard``)."""
    import sys

    from PySide6.QtWidgets import QApplication, QMainWindow

    from trainer.errors import TrainerError
    from trainer.store import open_store
    from ui.resources import app_style_sheet

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 4 or args[0] not in {e.key for e in SCREENS}:
        keys = "|".join(e.key for e in SCREENS)
        print(f"usage: python -m ui.screens {{{keys}}} DB_URL NAME PASSWORD", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setStyleSheet(app_style_sheet())
    store = open_store(args[1])
    try:
        actor = store.authenticate(args[2], args[3])
    except TrainerError as e:
        print(f"{args[0]}: {e}", file=sys.stderr)
        return 1
    window = QMainWindow()
    screen = screen_entry(args[0]).factory(store, actor, window)
    window.setCentralWidget(screen)
    window.resize(1400, 900)
    window.show()
    if isinstance(screen, Screen):
        screen.enter()
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
