"""A desk waiting for its school server, never with a frozen window.

The screens call the store on the GUI thread. Over the school server
(:mod:`trainer.server.client`) a call not answered within
:data:`~trainer.server.client.QUICK_S` goes on on a thread of its own, and :class:`ServerWait`
turns a nested event loop on the GUI thread until it is answered: the window repaints, its
timers and its live updates go on. After :attr:`ServerWait.SHOW_AFTER_S` a notice (modal to
the application, so nothing new is started from a screen whose call is outstanding) says that
the desk is waiting for the server and for how long, with **Stop waiting** (Esc); until it
shows, the window takes no key or click either (:data:`USER_INPUT`: a key pressed then
would start something new under the call still out: a sign-out under an answer). Stopping
gives the call up as unreachable: the screen then says what was not saved, as it does for a
server that refused the connection (an answer is kept and sent again, with its client-made id,
once the server is heard again: :mod:`ui.practice.reconnect`).

A call from a worker thread (the screens' background loads, :mod:`ui.tasks`) just waits: only
the GUI thread has a window to keep turning. It gives up when its task is given up
(:func:`ui.tasks.given_up`: its screen went, and the GUI thread waits for the task to end).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import wait as wait_for
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import StoreError
from trainer.server.client import QUICK_S
from ui.tasks import given_up

translate = QCoreApplication.translate
Clock = Callable[[], float]

USER_INPUT = frozenset({
    QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride,
    QEvent.Type.Shortcut, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel, QEvent.Type.Close})
"""What a window is not given while a call waits and the notice has not shown yet (a close
too: the window's own, or its close button's)."""


class WaitNotice(QDialog):
    """"Waiting for the school server" with how long, a busy bar and Stop waiting."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("serverWaitNotice")
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setWindowTitle(translate("ServerWait", "School server"))
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setObjectName("serverWaitText")
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(420)
        layout.addWidget(self.label)
        bar = QProgressBar()
        bar.setRange(0, 0)  # no end known: a busy bar
        bar.setTextVisible(False)
        layout.addWidget(bar)
        self.hint = QLabel(translate(
            "ServerWait", "Stop waiting gives this request up: the screen then says what was "
            "not saved, and an answer is sent again by itself when the server answers."))
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        buttons = QDialogButtonBox()
        self.stop_button = buttons.addButton(translate("ServerWait", "&Stop waiting"),
                                             QDialogButtonBox.ButtonRole.RejectRole)
        self.stop_button.setObjectName("stopWaitingButton")
        buttons.rejected.connect(self.reject)  # Esc too
        layout.addWidget(buttons)

    def say(self, server: str, seconds: int) -> None:
        self.label.setText(translate(
            "ServerWait", "The school server {server} has not answered for {seconds} s. "
            "Waiting for it…").format(server=server, seconds=seconds))


class ServerWait(QObject):
    """A :class:`trainer.server.client.Waiter` for a desk's window (set as the
    RemoteStore's ``wait`` when the desk opens on its server)."""

    SHOW_AFTER_S = 1.0
    """How long a call may take before the notice shows (the first QUICK_S blocked)."""
    LOOK_MS = 20
    """How often the nested loop looks whether the call was answered."""

    def __init__(self, clock: Clock = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.notice: WaitNotice | None = None
        self._waiting = 0  # calls waited for at once (a timer's call inside another's wait)
        self._since = 0.0
        self._stops = 0

    def __call__(self, future: Future[Any], server: str) -> None:
        app = QApplication.instance()
        if threading.current_thread() is not threading.main_thread() or app is None:
            while not wait_for([future], timeout=self.LOOK_MS / 1000).done:
                if given_up():
                    raise _stopped(server)
            return
        self._waiting += 1
        if self._waiting == 1:
            self._since = self.clock() - QUICK_S  # blocked on for QUICK_S before
            app.installEventFilter(self)
        stops = self._stops
        loop = QEventLoop()

        def look() -> None:
            if future.done() or self._stops != stops:
                loop.quit()
                return
            waited = self.clock() - self._since
            if waited >= self.SHOW_AFTER_S:
                self._show(server, int(waited))

        timer = QTimer()
        timer.timeout.connect(look)
        timer.start(self.LOOK_MS)
        try:
            look()
            if not future.done() and self._stops == stops:
                loop.exec()
        finally:
            timer.stop()
            self._waiting -= 1
            if self._waiting == 0:
                app.removeEventFilter(self)
                self._hide()
        if not future.done():
            raise _stopped(server)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """No input before the notice shows; once it is there (application-modal), Qt
        gives the input to it alone, and after Stop waiting to whatever a screen shows."""
        return self.notice is None and event.type() in USER_INPUT

    def stop(self) -> None:
        """Give up every call waited for now (Stop waiting, Esc)."""
        self._stops += 1

    def _show(self, server: str, seconds: int) -> None:
        notice = self.notice
        if notice is None:
            notice = WaitNotice(_holder())
            notice.rejected.connect(self.stop)
            self.notice = notice
        notice.say(server, seconds)
        if not notice.isVisible():
            notice.adjustSize()
            parent = notice.parentWidget()
            if parent is not None:  # over the middle of the window it holds
                middle = parent.mapToGlobal(parent.rect().center())
                notice.move(middle - notice.rect().center())
            notice.show()
            notice.stop_button.setFocus()

    def _hide(self) -> None:
        notice, self.notice = self.notice, None
        if notice is not None:
            notice.rejected.disconnect(self.stop)
            notice.hide()
            notice.deleteLater()



def _stopped(server: str) -> StoreError:
    return StoreError("unreachable", f"stopped waiting for the school server {server}",
                      code="server_unreachable", params={"server": server})


def _holder() -> QWidget | None:
    """The window the notice holds: the active one, else the desk's main window shown."""
    active = QApplication.activeWindow()
    if active is not None:
        return active
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMainWindow) and w.isVisible()]
    return shown[0] if shown else None
