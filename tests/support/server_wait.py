"""A trainee at a desk whose school server hangs, for the GUI tests: the waiting notice
(ui/server_wait.py) read each time a timer of the window fires while it shows, and stopped
with Esc as a trainee would."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, Qt, QTimer

from trainer.store import DeskStore
from ui.server_wait import ServerWait


@contextmanager
def stopping_the_wait(qtbot, remote: DeskStore, parent: QObject, after: int = 1
                      ) -> Iterator[list[str]]:
    """While the body runs, every 10 ms: the notice's text, when it shows, kept in the list
    yielded, and Esc pressed on it once it was seen ``after`` times."""
    wait = getattr(remote, "wait", None)
    assert isinstance(wait, ServerWait)
    seen: list[str] = []

    def look() -> None:
        notice = wait.notice
        if notice is None or not notice.isVisible():
            return
        seen.append(notice.label.text())  # a timer fires while the call is out
        if len(seen) >= after:
            qtbot.keyClick(notice, Qt.Key.Key_Escape)

    ticks = QTimer(parent)
    ticks.timeout.connect(look)
    ticks.start(10)
    try:
        yield seen
    finally:
        ticks.stop()
