"""The shape every screen has, so the main window drives them all the same way.

A screen is a ``QWidget`` built by its entry in :mod:`ui.screens`; the main window shows it,
calls :meth:`Screen.enter` when it comes to the front and :meth:`Screen.leave` when the user
goes elsewhere or signs out. Optional capabilities are separate protocols, so the window
asks for them by type instead of probing attributes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from trainer.auth import Actor, Role
from trainer.store import DeskStore


@runtime_checkable
class Screen(Protocol):
    """What ``ui/main_window.py`` needs of every screen."""

    def title(self) -> str:
        """The screen's name as the menu and the home tile show it, in the current language."""
        ...

    def shortcut(self) -> str:
        """The screen's keyboard shortcut as ``QKeySequence`` text, e.g. ``"Ctrl+1"``."""
        ...

    def enter(self) -> None:
        """The screen comes to the front."""
        ...

    def leave(self) -> None:
        """The user goes elsewhere (or signs out): finish what must be finished."""
        ...

    def preset(self, **kwargs: Any) -> None:
        """Open with something picked (Practice: ``kind=``, ``level=``); a no-op elsewhere."""
        ...


@runtime_checkable
class LockingScreen(Protocol):
    """A screen that may ask to be the only one shown (an exam sitting)."""

    sig_lock_requested: SignalInstance
    """True: show only this screen; False: free the window again."""

    def confirm_close(self) -> bool:
        """Whether the window may close now (an exam sitting asks the user)."""
        ...


@runtime_checkable
class LeaveAsking(Protocol):
    """A screen that may ask before it is left (a half-dealt shoe at the Table)."""

    def confirm_leave(self, then: Callable[[], None]) -> bool:
        """Whether the user may leave the screen now (Esc, or the window closing). False:
        the screen asks them (without blocking) and calls ``then`` if they choose to leave,
        once leaving no longer needs asking."""
        ...


@runtime_checkable
class LessonRequester(Protocol):
    """A screen that may ask for a lesson (the Table's feedback offers the one it cites)."""

    sig_lesson_requested: SignalInstance
    """(lesson id): open the Lessons screen on this lesson."""


@runtime_checkable
class PracticeRequester(Protocol):
    """A screen that may ask for Practice on a given drill (a lesson's drill link)."""

    sig_practice_requested: SignalInstance
    """(kind, level): open Practice with this drill picked (``DrillKind``/``Level`` values)."""



# ---- the registry's entry (the list itself is ui/screens.py) ----------------------------

ScreenFactory = Callable[[DeskStore, Actor, QWidget], QWidget]
"""Builds the screen's widget (which satisfies :class:`Screen`)."""

EVERYONE = frozenset({Role.TRAINEE, Role.INSTRUCTOR})
"""Trainees and instructors: the practice screens (a proctor only runs exams)."""
INSTRUCTORS = frozenset({Role.INSTRUCTOR})
EXAM_ROLES = frozenset({Role.TRAINEE, Role.INSTRUCTOR, Role.PROCTOR})
"""The Exam screen: a proctor sees it (and Home) and nothing else."""


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
