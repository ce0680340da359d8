"""A tab the Dashboard shows for the trainee chosen in its roster.

The Lessons screen's lesson table and the Exam screen's results are such tabs; the registry
(:mod:`ui.screens`) hands the Dashboard their factories, so no screen imports another.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QModelIndex
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTabWidget, QWidget

from trainer.auth import Actor
from trainer.store import DeskStore


class TraineeTab(QWidget):
    """Joins a tab widget, follows the roster's current row (a hidden tab only notes the
    trainee: nothing is read for a tab not shown) and reads the trainee again whenever it
    comes into view. A subclass reads and shows (:meth:`set_trainee`) and names
    the tab (:meth:`tab_title`), and calls :meth:`retitle` from its ``retranslate``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.user_id: int | None = None
        """The trainee shown (None before the roster chose one)."""
        self._tabs: QTabWidget | None = None
        self._emptied = False
        """No trainee chosen while hidden: the tab empties when shown."""

    def set_trainee(self, user_id: int | None) -> None:
        """Show ``user_id``'s records (read in the background); None: no trainee's."""
        raise NotImplementedError

    def clear_trainee(self) -> None:
        """No trainee is chosen (the roster opened another cohort): the tab shows nobody's
        records, now if it is in view, else when it comes into view."""
        self.user_id = None
        self._emptied = not self.isVisible()
        if not self._emptied:
            self.set_trainee(None)

    def reload(self) -> None:
        """Read the trainee shown again (live data: another desk wrote their records)."""
        if self.user_id is not None:
            self.set_trainee(self.user_id)

    def tab_title(self) -> str:
        """The tab's title in the current language."""
        raise NotImplementedError

    def add_to(self, tabs: QTabWidget, roster: QItemSelectionModel,
               user_id_of_row: Callable[[int], int]) -> None:
        """Become a tab of ``tabs`` showing the trainee of the roster's current row;
        ``user_id_of_row`` maps a roster row to the trainee's user id."""
        self._tabs = tabs
        tabs.addTab(self, self.tab_title())

        def changed(current: QModelIndex, _previous: QModelIndex) -> None:
            if not current.isValid():
                return
            user_id = int(user_id_of_row(current.row()))
            self._emptied = False
            if self.isVisible():
                self.set_trainee(user_id)
            else:  # a hidden tab reads the trainee when it is shown (showEvent)
                self.user_id = user_id

        roster.currentRowChanged.connect(changed)

    def retitle(self) -> None:
        """Put the tab's title in the current language."""
        if self._tabs is not None and self._tabs.indexOf(self) >= 0:
            self._tabs.setTabText(self._tabs.indexOf(self), self.tab_title())

    def showEvent(self, event: QShowEvent) -> None:
        """Read again whenever the tab comes into view (the records may have moved on)."""
        super().showEvent(event)
        if self.user_id is not None:
            self.set_trainee(self.user_id)
        elif self._emptied:
            self._emptied = False
            self.set_trainee(None)


TraineeTabFactory = Callable[[DeskStore, Actor], TraineeTab]
"""Builds a :class:`TraineeTab` for an instructor (``LessonProgressTable``, ``TraineeExamsTab``)."""
