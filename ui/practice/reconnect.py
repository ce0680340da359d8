"""An answer left unsaved because the school's server was gone is sent again by itself once
the window's live updates hear the server again (:class:`~ui.widgets.live.LiveUpdates`:
``sig_connection_changed`` when the stream was lost and is back, ``sig_changed`` when a server
that hung, its stream kept open, writes again): the same as pressing Retry in the "Answer not
saved" message, so it goes with the same client-made id and is stored once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QPushButton

from ui.widgets.live import LiveUpdates

if TYPE_CHECKING:
    from trainer.store import DeskStore


class RetryWhenBack(QObject):
    """Presses the open message's Retry when the store's server is heard again."""

    def __init__(self, store: DeskStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.box: QMessageBox | None = None
        self.live: LiveUpdates | None = None

    def arm(self, box: QMessageBox) -> None:
        """Watch for the server's return while ``box`` (the unsaved-answer message) is open."""
        self.box = box
        if self.live is None:
            parent = self.parent()
            assert parent is not None
            self.live = LiveUpdates.of(parent, self.store)  # type: ignore[arg-type]
            self.live.sig_connection_changed.connect(self._connection_changed)
            self.live.sig_changed.connect(lambda _areas: self._connection_changed(True))

    def _connection_changed(self, connected: bool) -> None:
        box = self.box
        if not connected or box is None or not box.isVisible():
            return
        retry = box.findChild(QPushButton, "retryButton")
        if retry is not None:
            retry.click()
