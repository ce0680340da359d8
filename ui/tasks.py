"""The one helper for slow work: run a plain function off the GUI thread.

:class:`TaskRunner` runs ``fn(*args)`` on its own :class:`QThreadPool` and delivers the result
(or the exception) by signal on the GUI thread. The worker never touches a widget: it only
calls the function and emits on a small relay object, and Qt queues that signal to the
thread the runner lives in. Results of a superseded request can be dropped by the caller
with the task id (see :meth:`TaskRunner.run`).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QRunnable,
    QThread,
    QThreadPool,
    QTimer,
    Signal,
    Slot,
)


class GuiThreadGarbageCollector(QObject):
    """Python's cycle collector, run only on the GUI thread.

    CPython runs its cyclic garbage collector in whichever thread happens to allocate when a
    generation passes its threshold. When that is a :class:`TaskRunner` worker and the garbage
    holds Qt wrappers (a closed dialog, the widgets of a screen left behind), their C++
    destructors run on the worker: Qt forbids it, and under PySide6 6.12 it deadlocks waiting
    for the GIL or crashes. So once background tasks can run, automatic collection is switched
    off and this object collects on the GUI thread instead, on a short timer, generation by
    generation as CPython would have (the pattern Anki and other PyQt apps use).
    """

    INTERVAL_MS = 200

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        # What exists now (modules, classes, the app's own objects) stays: freezing it keeps
        # the later full collections short.
        gc.collect()
        gc.freeze()
        self._timer = QTimer(self)
        self._timer.setInterval(self.INTERVAL_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect the young generation, and the older ones when they pass their thresholds
        (as CPython would); returns the number of unreachable objects found.

        Generation 0 is collected on every tick: freed objects lower its count, so a count
        under the threshold does not mean there is no garbage waiting.
        """
        counts = gc.get_count()
        generation = 0
        if counts[1] > self.threshold[1]:
            generation = 1
            if counts[2] > self.threshold[2]:
                generation = 2
        return gc.collect(generation)


_collector: GuiThreadGarbageCollector | None = None


def collect_garbage_on_gui_thread() -> GuiThreadGarbageCollector | None:
    """Install the :class:`GuiThreadGarbageCollector` once the application exists (idempotent).

    Called by every :class:`TaskRunner`, which is built on the GUI thread before any task.
    """
    global _collector
    app = QCoreApplication.instance()
    if _collector is None and app is not None and QThread.currentThread() is app.thread():
        _collector = GuiThreadGarbageCollector(app)
    return _collector


_running = threading.local()
"""The task running on a worker thread: its runner's ``stopping`` event (``stop``)."""


def given_up() -> bool:
    """Whether the task running on this thread was given up: its runner stopped (its
    screen went) and waits for it to end. A task waiting on something slow (the school
    server: :mod:`ui.server_wait`) ends then, rather than hold the GUI thread waiting."""
    stop: threading.Event | None = getattr(_running, "stop", None)
    return stop is not None and stop.is_set()


class _Relay(QObject):
    """Carries one task's outcome from the worker thread to the runner's thread."""

    sig_done = Signal(int, object, object)
    """(task id, result, exception or None) - emitted once, from the worker thread."""


class _Job(QRunnable):
    def __init__(
        self, task_id: int, fn: Callable[..., Any], args: tuple[Any, ...], relay: _Relay,
        stopping: threading.Event,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._task_id = task_id
        self._fn = fn
        self._args = args
        self._relay = relay
        self._stopping = stopping

    def run(self) -> None:  # worker thread: no widgets here
        _running.stop = self._stopping
        try:
            result = self._fn(*self._args)
        except Exception as e:  # delivered to the GUI thread, never swallowed
            self._relay.sig_done.emit(self._task_id, None, e)
        else:
            self._relay.sig_done.emit(self._task_id, result, None)
        finally:
            _running.stop = None


class TaskRunner(QObject):
    """Runs plain functions in the background and reports back on the GUI thread."""

    sig_task_finished = Signal(int, object)
    """A task returned: (task id, its result)."""
    sig_task_failed = Signal(int, object)
    """A task raised: (task id, the exception)."""
    sig_busy_changed = Signal(bool)
    """True when the first task starts, False when the last one has been delivered."""

    def __init__(self, parent: QObject | None = None, max_threads: int = 2) -> None:
        super().__init__(parent)
        collect_garbage_on_gui_thread()
        self._work = _Work(max_threads)
        self._next_id = 0
        self._pool = self._work.pool
        self._pending = self._work.pending
        # The runner stops itself when it goes (with its presenter, with the screen): its
        # owners need no ``destroyed`` hook of their own. The receiver is plain Python on
        # purpose: a screen's ``destroyed`` connected to its presenter's method raised
        # "Slot 'ProgressPresenter::' not found" whenever the garbage collector had freed
        # the presenter's wrapper first (1 run in 10 of two chart tests).
        self.destroyed.connect(self._work.stop)

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def run(
        self,
        fn: Callable[..., Any],
        *args: Any,
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> int:
        """Start ``fn(*args)`` on a worker thread; returns the task id.

        ``on_done(result)`` or ``on_error(exception)`` is called on this object's thread, as
        are :attr:`sig_task_finished` / :attr:`sig_task_failed`. ``fn`` must not touch widgets.
        """
        self._next_id += 1
        task_id = self._next_id
        relay = _Relay()
        relay.sig_done.connect(self._deliver)
        was_idle = not self._pending
        self._pending[task_id] = (relay, on_done, on_error)
        if was_idle:
            self.sig_busy_changed.emit(True)
        self._pool.start(_Job(task_id, fn, args, relay, self._work.stopping))
        return task_id

    @Slot(int, object, object)
    def _deliver(self, task_id: int, result: Any, error: BaseException | None) -> None:
        entry = self._pending.pop(task_id, None)
        if entry is None:
            return
        relay, on_done, on_error = entry
        relay.deleteLater()
        try:
            if error is not None:
                if on_error is not None:
                    on_error(error)
                self.sig_task_failed.emit(task_id, error)
            else:
                if on_done is not None:
                    on_done(result)
                self.sig_task_finished.emit(task_id, result)
        finally:
            if not self._pending:
                self.sig_busy_changed.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Block until every started task has finished running (not yet delivered)."""
        return bool(self._pool.waitForDone(msecs))

    def shutdown(self) -> None:
        """Forget undelivered results and wait for running tasks (before the owner goes).

        The runner also does this by itself when it is destroyed."""
        if self._work.stop():
            self.sig_busy_changed.emit(False)


class _Work:
    """A runner's pool and undelivered tasks, in plain Python so that they can be stopped
    from the runner's own ``destroyed`` (no Qt receiver that may be gone by then)."""

    def __init__(self, max_threads: int) -> None:
        self.pool = QThreadPool()
        self.pool.setMaxThreadCount(max_threads)
        self.stopping = threading.Event()
        """Set while :meth:`stop` waits for the running tasks (:func:`given_up`)."""
        self.pending: dict[
            int, tuple[_Relay, Callable[[Any], None] | None, Callable[[BaseException], None] | None]
        ] = {}

    def stop(self, *_destroyed: object) -> bool:
        """Forget undelivered results and wait for running tasks; True if any were pending.

        At exit Python deletes objects in no set order: a pool already gone runs nothing
        any more, and there is nothing to wait for."""
        if shiboken6.isValid(self.pool):
            self.pool.clear()
            self.stopping.set()
            self.pool.waitForDone()
            self.stopping.clear()
        for relay, _done, _error in self.pending.values():
            if shiboken6.isValid(relay):
                relay.sig_done.disconnect()
                relay.deleteLater()
        was_busy = bool(self.pending)
        self.pending.clear()
        return was_busy
