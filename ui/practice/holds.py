"""The Practice clock stops while the trainee cannot answer.

:class:`ClockHolds` watches the top-level window (a dialog over it, another program taking the
keyboard deactivates it), its menus (a menu open does not deactivate the window) and the
application's state, and turns each into a named hold on the presenter's clocks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ui.practice.presenter import PracticePresenter


class ClockHolds(QObject):
    """Holds ``"window"``, ``"menu"`` and ``"application"`` on the presenter while they last."""

    def __init__(self, presenter: PracticePresenter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self._watched_window: QWidget | None = None
        self._watched_menus: set[QMenu] = set()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.applicationStateChanged.connect(self._application_state)

    def watch(self, window: QWidget) -> None:
        """Watch ``window`` (the screen's top-level window, when the screen is shown) and
        every menu it has by now."""
        if window is not self._watched_window:
            if self._watched_window is not None:
                self._watched_window.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched_window = window
        for menu in window.findChildren(QMenu):
            if menu not in self._watched_menus:
                self._watched_menus.add(menu)
                menu.aboutToShow.connect(lambda: self.presenter.hold("menu"))
                menu.aboutToHide.connect(lambda: self.presenter.release("menu"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched_window and event.type() in (
                QEvent.Type.WindowActivate, QEvent.Type.WindowDeactivate):
            if event.type() == QEvent.Type.WindowActivate:
                self.presenter.release("window")
            else:
                self.presenter.hold("window")
        return super().eventFilter(watched, event)

    def _application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            self.presenter.release("application")
        else:
            self.presenter.hold("application")
