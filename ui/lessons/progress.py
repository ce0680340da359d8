"""A trainee's lesson progress for instructors: every lesson with its state and dates.

:class:`LessonProgressTable` shows, for one trainee id, each lesson (in the app's language)
with whether it was opened and whether its check was passed, and when. The store decides who
may read it (a trainee only their own, an instructor anyone's); the read runs through
:mod:`ui.tasks` like the rest of the dashboard.
"""

from __future__ import annotations

import logging
from datetime import datetime
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.curriculum.catalogue import Catalogue, load_catalogue
from trainer.curriculum.progress import LessonState, lesson_states
from trainer.errors import TrainerError
from trainer.store import DeskStore
from trainer.store.models import LessonProgress
from ui import palette
from ui.lessons.presenter import DEFAULT_LESSONS_ROOT, current_language
from ui.lessons.words import LessonWords
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.widgets.retranslating import Retranslating
from ui.widgets.trainee_tab import TraineeTab
from ui.words import moment_text

log = logging.getLogger(__name__)

STATE_COLOURS = {LessonState.PASSED: palette.DONE, LessonState.OPENED: palette.VOID,
                 LessonState.NOT_OPENED: palette.QUIET}


def macau_time(when: datetime | None) -> str:
    return "–" if when is None else moment_text(when)


class LessonProgressTable(Retranslating, TraineeTab):
    """Lessons x state for one trainee: opened, check passed, and when."""

    LESSON, GAME, STATE, OPENED, PASSED = range(5)

    def __init__(
        self, store: DeskStore, actor: Actor, parent: QWidget | None = None, *,
        lessons_root: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessonProgress")
        self.store = store
        self.actor = actor
        self.root = lessons_root if lessons_root is not None else DEFAULT_LESSONS_ROOT
        self.words = LessonWords(current_language(), self)
        self.runner = TaskRunner(self)
        self.rows: list[LessonProgress] = []
        self._catalogue: Catalogue | None = None
        """Read when first needed: a hidden tab (the Dashboard's) reads no lessons."""
        self._task = 0
        self._known = False
        """True once the chosen trainee's progress has been read."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("lessonProgressTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.LESSON, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self.retranslate()

    # ---- requests

    def set_trainee(self, user_id: int | None) -> None:
        """Show the lesson progress of ``user_id`` (read in the background)."""
        self.user_id = user_id
        self.rows = []
        self._known = False
        if user_id is None:
            self._fill()
            return
        self._task = self.runner.run(
            self.store.lesson_progress.progress, self.actor, user_id,
            on_done=partial(self._loaded, user_id),
            on_error=self._failed,
        )

    def tab_title(self) -> str:
        return self.tr("Lessons")

    # ---- results

    def _loaded(self, user_id: int, rows: list[LessonProgress]) -> None:
        if user_id != self.user_id:
            return  # a trainee no longer chosen
        self.rows = list(rows)
        self._known = True
        self._fill()

    def _failed(self, error: BaseException) -> None:
        self.rows = []
        self._known = False
        self._fill()
        if not isinstance(error, TrainerError):
            log.error("reading lesson progress failed", exc_info=error)
        self.summary.setText(self.tr("The lesson progress could not be read: {0}").format(
            error_text(error)))

    def states(self) -> dict[str, LessonState]:
        return lesson_states(self.rows)

    def _fill(self) -> None:
        by_id = {row.lesson_id: row for row in self.rows}
        states = self.states()
        entries = self.catalogue.entries
        self.table.setRowCount(len(entries))
        for number, entry in enumerate(entries):
            lesson = entry.lesson
            state = states.get(lesson.id, LessonState.NOT_OPENED)
            row = by_id.get(lesson.id)
            cells = [
                f"{lesson.order}. {lesson.title}",
                self.words.game(lesson.game),
                self.words.state(state) if self._known else "",
                macau_time(row.opened_at) if row is not None else "–",
                macau_time(row.check_passed_at) if row is not None else "–",
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == self.STATE:
                    item.setForeground(QBrush(QColor(STATE_COLOURS[state])))
                if column == self.LESSON:
                    item.setData(Qt.ItemDataRole.UserRole, lesson.id)
                self.table.setItem(number, column, item)
        if self.user_id is None:
            self.summary.setText(self.tr("Choose a trainee to see their lessons."))
            return
        if not self._known:
            return
        opened = sum(1 for s in states.values() if s is not LessonState.NOT_OPENED)
        passed = sum(1 for s in states.values() if s is LessonState.PASSED)
        self.summary.setText(self.tr("{0} of {1} lessons opened, {2} checks passed.").format(
            opened, len(entries), passed))

    def state_of(self, lesson_id: str) -> str:
        """The state text shown for ``lesson_id`` (for tests and screen readers)."""
        for number in range(self.table.rowCount()):
            item = self.table.item(number, self.LESSON)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == lesson_id:
                state = self.table.item(number, self.STATE)
                return state.text() if state is not None else ""
        raise KeyError(lesson_id)

    @property
    def catalogue(self) -> Catalogue:
        """The lessons in the language shown (read from disk on first use)."""
        if self._catalogue is None:
            self._catalogue = load_catalogue(self.root, self.words.language)
        return self._catalogue

    # ---- language

    def retranslate(self) -> None:
        lang = current_language()
        if lang != self.words.language:  # the lessons' titles are the catalogue's, by language
            self.words.set_language(lang)
            self._catalogue = None  # the other language's, when next needed
        self.table.setHorizontalHeaderLabels([
            self.tr("Lesson"), self.tr("Game"), self.tr("State"), self.tr("Opened"),
            self.tr("Check passed")])
        self.retitle()
        self._fill()
