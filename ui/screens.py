"""The one list of screens: key, name, shortcut, who may open it, how to build it.

The main window's Go menu, its shortcuts and the home tiles all read :data:`SCREENS`; a new
screen is one more entry here (and a package ``ui/<screen>/`` with presenter, view and words).
Views are imported only when a screen is first opened, so start-up does not pay for
pyqtgraph and the other screens' widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from trainer.auth import Actor, Role
from trainer.store import Store
from ui import dashboard as dashboard_words
from ui import exam as exam_words
from ui import lessons as lessons_words
from ui import practice as practice_words
from ui import progress as progress_words
from ui import settings as settings_words
from ui import table as table_words

ScreenFactory = Callable[[Store, Actor, QWidget], QWidget]
"""Builds the screen's widget (which satisfies :class:`ui.screen.Screen`)."""

EVERYONE = frozenset({Role.TRAINEE, Role.INSTRUCTOR})
INSTRUCTORS = frozenset({Role.INSTRUCTOR})


@dataclass(frozen=True)
class ScreenEntry:
    """One screen: key, translated name, shortcut, the roles that may open it, its factory."""

    key: str
    title: Callable[[], str]
    shortcut: str
    roles: frozenset[Role]
    factory: ScreenFactory

    def allows(self, actor: Actor | None) -> bool:
        """Whether ``actor`` may open the screen (a courtesy: the core checks again)."""
        return actor is not None and actor.role in self.roles

    @property
    def instructor_only(self) -> bool:
        return Role.TRAINEE not in self.roles


def _practice(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.practice.view import PracticeScreen

    return PracticeScreen(store, actor, parent)


def _lessons(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.lessons.view import LessonsScreen

    return LessonsScreen(store, actor, parent)


def _progress(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.progress.view import ProgressScreen

    return ProgressScreen(store, actor, parent)


def _exam(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.exam.view import ExamScreen

    return ExamScreen(store, actor, parent)


def _dashboard(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.dashboard.view import DashboardScreen

    return DashboardScreen(store, actor, parent)


def _settings(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.settings.view import SettingsScreen

    return SettingsScreen(store, actor, parent)


def _table(store: Store, actor: Actor, parent: QWidget) -> QWidget:
    from ui.table.view import TableScreen

    return TableScreen(store, actor, parent)


SCREENS: tuple[ScreenEntry, ...] = (
    ScreenEntry("practice", practice_words.title, practice_words.SHORTCUT, EVERYONE, _practice),
    ScreenEntry("lessons", lessons_words.title, lessons_words.SHORTCUT, EVERYONE, _lessons),
    ScreenEntry("progress", progress_words.title, progress_words.SHORTCUT, EVERYONE, _progress),
    ScreenEntry("exam", exam_words.title, exam_words.SHORTCUT, EVERYONE, _exam),
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
