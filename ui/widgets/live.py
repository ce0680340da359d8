"""Live data on screen: reload what another desk changed, within a second.

One :class:`LiveUpdates` per window (:meth:`LiveUpdates.of`) polls the store's change feed
(:mod:`trainer.store.live`) on the GUI thread every :attr:`LiveUpdates.INTERVAL_MS`. That is
cheap enough to stay there: a poll is one ``PRAGMA data_version`` on SQLite, or a
non-blocking read of the LISTEN socket on PostgreSQL, a few microseconds either way
(``tests/bench/live_poll.py``), and never waits on the database. The reloads themselves are
the screens' own background loads (:mod:`ui.tasks`), so the window never freezes.

A screen attaches any widget that can reload in one line::

    LiveUpdates.of(self, store).watch({"attempts", "roster"}, self.reload, owner=self)

and only the watchers of a changed area reload, each at most once a :attr:`~LiveUpdates.MIN_GAP_S`
and never while its previous load still runs (``busy=``): changes meanwhile fold into one
reload. A watcher whose ``owner`` is hidden does not
reload then; it reloads when the owner is next shown (unless ``catch_up=False``: for widgets
that read again on every show anyway). :class:`UpdatedLabel` shows "Updated hh:mm:ss" (the
Macau time of the last change shown), or that live updates are paused while the database
server cannot be heard.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from trainer.macau_time import macau_text
from trainer.store import DeskStore
from trainer.store.live import ChangeFeed
from ui.widgets.retranslating import Retranslating

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(eq=False)
class Watch:
    """One attached reload (see :meth:`LiveUpdates.watch`)."""

    areas: frozenset[str]
    reload: Callable[[], None]
    owner: QWidget | None
    catch_up: bool
    busy: Callable[[], bool] | None = None
    pending: bool = False
    """Its areas changed and it has not reloaded since."""
    last: float = float("-inf")
    """When it last reloaded (:attr:`LiveUpdates.monotonic` seconds)."""
    reloads: int = field(default=0)
    """How many times this watch reloaded (tests and the bench read it)."""


class LiveUpdates(QObject):
    """Polls a change feed and calls the reloads of the areas that changed."""

    sig_changed = Signal(object)
    """Areas another desk (or this one) wrote since the last poll: a ``frozenset[str]``."""
    sig_updated = Signal(object)
    """The data shown was brought up to date at this time (an aware ``datetime``)."""
    sig_connection_changed = Signal(bool)
    """The feed lost (False) or found again (True) the database server."""

    INTERVAL_MS = 500
    MIN_GAP_S = 1.0
    """A watch reloads at most this often: desks answering many times a second must not
    queue reload after reload of a heavy query (the changes in between are folded into
    the next reload, still within the issue's 2 seconds)."""

    def __init__(self, store: DeskStore, parent: QObject | None = None, *,
                 feed: ChangeFeed | None = None, interval_ms: int = INTERVAL_MS,
                 clock: Clock = _utc_now, min_gap_s: float = MIN_GAP_S,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.store = store
        self.min_gap_s = min_gap_s
        self.monotonic = monotonic
        self.feed = feed if feed is not None else store.open_change_feed()
        self.clock = clock
        self.updated_at = clock()
        self.connected = self.feed.connected
        self.watches: list[Watch] = []
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self._stopped = False
        self.destroyed.connect(self.feed.close)
        if isinstance(parent, QWidget):
            # A window closed (hidden) stops polling: nothing of it is on screen, and a closed
            # window kept alive (a dialog's parent, a test's) must not go on reconnecting to a
            # server. Shown again, it polls again and catches up with what changed meanwhile.
            parent.installEventFilter(self)

    @classmethod
    def of(cls, widget: QWidget, store: DeskStore) -> LiveUpdates:
        """The live updates of ``widget``'s window on ``store`` (made on first use)."""
        window = widget.window()
        for live in window.findChildren(LiveUpdates):
            if live.store is store:
                return live
        return cls(store, window)

    def watch(self, areas: Iterable[str], reload: Callable[[], None],
              owner: QWidget | None = None, *, catch_up: bool = True,
              busy: Callable[[], bool] | None = None) -> Watch:
        """Call ``reload()`` whenever one of ``areas`` changes (see the module docstring).

        While ``busy()`` (its previous load still running) the reload waits for a later
        tick, so reloads never pile up behind a slow query; so it does within
        :attr:`min_gap_s` of the last one."""
        entry = Watch(frozenset(areas), reload, owner, catch_up, busy)
        self.watches.append(entry)
        if owner is not None:
            owner.installEventFilter(self)
            owner.destroyed.connect(lambda: self._forget(entry))
        return entry

    def tick(self) -> frozenset[str]:
        """Poll once and reload what changed (the timer calls this); returns the areas."""
        areas = self.feed.poll()
        if self.feed.connected != self.connected:
            self.connected = self.feed.connected
            self.sig_connection_changed.emit(self.connected)
        if areas:
            for entry in self.watches:
                if entry.areas & areas:
                    entry.pending = True
        for entry in list(self.watches):
            if entry.pending:
                self._settle(entry)
        if areas:
            self.updated_at = self.clock()
            self.sig_changed.emit(areas)
            self.sig_updated.emit(self.updated_at)
        return areas

    def _settle(self, entry: Watch) -> None:
        """Reload a changed watch now if it may: shown, not busy, not too soon."""
        owner = entry.owner
        if owner is not None and not owner.isVisible():
            if not entry.catch_up:
                entry.pending = False  # it reads again by itself when shown
            return  # else: reloads when shown (eventFilter)
        if entry.busy is not None and entry.busy():
            return
        if self.monotonic() - entry.last < self.min_gap_s:
            return
        self._reload(entry)

    def stop(self) -> None:
        """Stop polling and close the feed."""
        self._stopped = True
        self.timer.stop()
        self.feed.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and isinstance(watched, QWidget):
            if event.type() == QEvent.Type.Hide and not watched.isVisible():
                self.timer.stop()  # a minimised window stays visible, and keeps polling
            elif (event.type() == QEvent.Type.Show and not self._stopped
                  and not self.timer.isActive()):
                self.timer.start()
                self.tick()  # catch up at once with what changed while closed
        if event.type() == QEvent.Type.Show:
            for entry in self.watches:
                if entry.owner is watched and entry.pending:
                    self._reload(entry)
        return False

    def _reload(self, entry: Watch) -> None:
        entry.pending = False
        entry.last = self.monotonic()
        entry.reloads += 1
        entry.reload()

    def _forget(self, entry: Watch) -> None:
        if entry in self.watches:
            self.watches.remove(entry)


class UpdatedLabel(Retranslating, QLabel):
    """"Updated 18:42:07" (Macau time), or "Live updates paused" while the server is gone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("liveUpdatedLabel")
        self.live: LiveUpdates | None = None

    def follow(self, live: LiveUpdates) -> None:
        """Show ``live``'s time of update from now on."""
        if self.live is live:
            return
        self.live = live
        # Bound slots, not lambdas: Qt lets go of them when this label is deleted (a screen
        # closed at sign-out) while the window's live updates go on.
        live.sig_updated.connect(self._changed)
        live.sig_connection_changed.connect(self._changed)
        self.retranslate()

    def _changed(self, _what: object) -> None:
        self.retranslate()

    def retranslate(self) -> None:
        live = self.live
        if live is None:
            self.setText("")
            return
        if not live.connected:
            self.setText(self.tr("Live updates paused: reconnecting…"))
            return
        self.setText(self.tr("Updated {0}").format(macau_text(live.updated_at, "%H:%M:%S")))
        self.setToolTip(self.tr("Changes made on any desk show here within a second."))


@contextmanager
def kept_place(view: QTableView, key_of_row: Callable[[int], Hashable]) -> Iterator[None]:
    """Keep ``view``'s chosen row (found again by ``key_of_row``) and scroll position across
    a reload of its model inside the ``with``. Choosing the same row again is no new choice:
    the selection model's signals stay quiet for it."""
    current = view.currentIndex()
    chosen = key_of_row(current.row()) if current.isValid() else None
    bar = view.verticalScrollBar()
    top = bar.value()
    yield
    model = view.model()
    if chosen is not None:
        row = next((r for r in range(model.rowCount()) if key_of_row(r) == chosen), None)
        if row is not None:
            selection = view.selectionModel()
            selection.blockSignals(True)
            view.selectRow(row)
            selection.blockSignals(False)
            view.viewport().update()
    bar.setValue(top)
