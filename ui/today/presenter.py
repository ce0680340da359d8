"""The Today page's state: one ``store.today`` read, and the requests its keys make.

The page reads the trainee's :class:`trainer.today.Today` in one call (a fixed number of
queries whatever the history) when the trainee signs in and whenever they come
back to it. The heat map's weeks × weekdays grid is a plain function (:func:`heat_grid`) so a
test checks its data, not its pixels.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from PySide6.QtCore import QObject, Signal

from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.store import DeskStore
from trainer.today import HeatDay, Today
from ui.screen import ScreenEntry

HEAT_WEEKS = 53
"""Columns of the heat map: the week of today and the 52 before it (12 months)."""
HEAT_STEPS = (1, 20, 50, 100)
"""Answers a day needs for heat levels 1..4 (level 0: no practice)."""
OUTSIDE = -1
"""A grid cell that is not one of the last 12 months' days (after today, or too old)."""


@dataclass(frozen=True)
class HeatGrid:
    """The heat map's data: ``answers[weekday][week]`` (Monday is row 0, the oldest week
    column 0), :data:`OUTSIDE` for cells outside the last 12 months; ``first`` is the Monday
    of column 0."""

    first: date
    answers: tuple[tuple[int, ...], ...]

    def day(self, weekday: int, week: int) -> date:
        return self.first + timedelta(days=7 * week + weekday)

    def level(self, weekday: int, week: int) -> int:
        """0 (no practice) to 4 (100 answers or more); :data:`OUTSIDE` stays -1."""
        return heat_level(self.answers[weekday][week])


def catalogue_titles() -> dict[str, str]:
    """Lesson ids and titles in the app's language (English standing in); empty if the
    lessons cannot be read (the page then shows the core's English title)."""
    from PySide6.QtCore import QLocale

    from trainer.curriculum.catalogue import load_catalogue
    from trainer.datafiles import lessons_dir
    from ui.i18n import DEFAULT_LANGUAGE, normalize_language

    lang = normalize_language(QLocale().bcp47Name()) or DEFAULT_LANGUAGE
    try:
        catalogue = load_catalogue(lessons_dir(), lang)
    except (OSError, ValueError):
        return {}
    return {e.lesson.id: e.lesson.title for e in catalogue.entries}


def heat_level(answers: int) -> int:
    if answers < 0:
        return OUTSIDE
    return sum(1 for step in HEAT_STEPS if answers >= step)


def heat_grid(heat: Sequence[HeatDay], today: date) -> HeatGrid:
    """The last 12 months up to ``today`` (Macau days) as weeks × weekdays."""
    first = today - timedelta(days=today.weekday()) - timedelta(weeks=HEAT_WEEKS - 1)
    oldest = today - timedelta(days=365)
    by_day = {h.day: h.answers for h in heat}
    rows = []
    for weekday in range(7):
        row = []
        for week in range(HEAT_WEEKS):
            day = first + timedelta(days=7 * week + weekday)
            row.append(OUTSIDE if day > today or day <= oldest else by_day.get(day, 0))
        rows.append(tuple(row))
    return HeatGrid(first, tuple(rows))


class TodayPresenter(QObject):
    """Holds the signed-in trainee's :class:`Today`; the page's keys become requests the main
    window answers (screens never import each other)."""

    sig_today_changed = Signal()
    """A new :class:`Today` was read (:attr:`today`): the page shows it."""

    sig_screen_requested = Signal(str)
    """A tile was chosen; the argument is the screen's key in :data:`ui.screens.SCREENS`."""

    sig_due_reviews_requested = Signal(str)
    """Start this drill kind's due reviews (Practice, "Review due items")."""

    sig_lesson_requested = Signal(str)
    """Open this lesson (its id) on the Lessons screen."""

    def __init__(self, store: DeskStore, screens: tuple[ScreenEntry, ...],
                 lesson_titles: Callable[[], dict[str, str]] | None = None,
                 parent: QObject | None = None) -> None:
        """``screens``: the registry's list (from the main window), shown as tiles;
        ``lesson_titles``: lesson id → title in the app's language (read once per language;
        the lesson catalogue by default)."""
        super().__init__(parent)
        self.store = store
        self.screens = screens
        self.actor: Actor | None = None
        self.today: Today | None = None
        self.unread: StoreError | None = None
        """Why the last read of Today failed (None: it did not)."""
        self._lesson_titles = catalogue_titles if lesson_titles is None else lesson_titles
        self._titles: dict[str, str] | None = None

    def set_actor(self, actor: Actor | None) -> None:
        """A trainee signed in (or out): read their Today."""
        self.actor = actor
        self.today = None
        self.reload()

    def reload(self) -> None:
        """Read Today again: one ``store.today`` call (on sign-in, back from a drill). When
        the store fails (the school server gone, or given up waiting for), what was read
        before stays, and :attr:`unread` says why."""
        if self.actor is None:
            return
        try:
            self.today = self.store.today(self.actor, self.actor.user_id, self.store.now())
        except StoreError as error:
            logging.getLogger("dealer-trainer").warning("Today not read: %s", error)
            self.unread = error
        else:
            self.unread = None
        self.sig_today_changed.emit()

    def language_changed(self) -> None:
        """Lesson titles are per language: read them again when next needed."""
        self._titles = None

    def lesson_titles(self) -> dict[str, str]:
        if self._titles is None:
            self._titles = self._lesson_titles()
        return self._titles

    def lesson_title(self, lesson_id: str, fallback: str) -> str:
        return self.lesson_titles().get(lesson_id, fallback)

    def heat(self) -> HeatGrid | None:
        if self.today is None:
            return None
        return heat_grid(self.today.heat, self.today.day)

    # ---- requests -------------------------------------------------------------------------

    def allowed(self, entry: ScreenEntry) -> bool:
        return entry.allows(self.actor)

    def open(self, key: str) -> None:
        """A tile was chosen: ask for the screen if the trainee may open it."""
        entry = next(e for e in self.screens if e.key == key)
        if self.allowed(entry):
            self.sig_screen_requested.emit(key)

    def start_due(self, index: int) -> None:
        """The due key of the ``index``-th drill: start that drill's due reviews."""
        if self.today is not None and 0 <= index < len(self.today.due):
            self.sig_due_reviews_requested.emit(self.today.due[index].drill_kind)

    def open_next_lesson(self) -> None:
        if self.today is not None and self.today.next_lesson is not None:
            self.sig_lesson_requested.emit(self.today.next_lesson.lesson_id)

    def open_exams(self) -> None:
        self.open("exam")
