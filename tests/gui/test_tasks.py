"""The background helper: Python's garbage collector must never run Qt destructors on a worker.

A worker that allocates enough to pass a gc threshold used to collect whatever cyclic garbage
was waiting, Qt wrappers included; their C++ destructors then ran on the worker thread and
the test run deadlocked on the GIL (seen in tests/gui/test_exam_sitting.py).
"""

from __future__ import annotations

import gc
import threading

import shiboken6
from PySide6.QtCore import QObject

from ui.tasks import TaskRunner, collect_garbage_on_gui_thread


class _Holder:
    """One half of a reference cycle that keeps a QObject alive until the cycle is collected."""

    def __init__(self) -> None:
        self.me = self
        self.obj = QObject()


def test_cyclic_garbage_with_qt_objects_is_collected_on_the_gui_thread(qtbot) -> None:
    runner = TaskRunner()
    assert collect_garbage_on_gui_thread() is not None
    assert not gc.isenabled()  # no collection in whatever thread allocates next

    destroyed_in: list[str] = []
    holder = _Holder()
    holder.obj.destroyed.connect(lambda: destroyed_in.append(threading.current_thread().name))
    del holder  # now only the cycle keeps it

    def allocate() -> int:  # far past every generation's threshold, on a worker
        junk = [[i] for i in range(200_000)]
        return len(junk)

    with qtbot.waitSignal(runner.sig_task_finished, timeout=10_000):
        runner.run(allocate)
    # The GUI thread's collector may already have run during the wait; the worker never did.
    assert destroyed_in in ([], [threading.main_thread().name])
    qtbot.waitUntil(lambda: bool(destroyed_in), timeout=5_000)
    assert destroyed_in == [threading.main_thread().name]
    runner.shutdown()


def test_a_shutdown_after_the_pool_is_gone_lets_go_quietly(qtbot) -> None:
    # At exit Python deletes in no set order: a screen's ``destroyed`` may call shutdown()
    # after the runner's thread pool was deleted (it printed "Internal C++ object
    # (QThreadPool) already deleted" at the end of a screenshot script).
    runner = TaskRunner()
    with qtbot.waitSignal(runner.sig_task_finished, timeout=10_000):
        runner.run(lambda: 1)
    shiboken6.delete(runner._pool)
    runner.shutdown()
    assert not runner._pending


def test_a_runner_that_goes_with_its_screen_waits_for_its_task_and_delivers_nothing(
    qtbot,
) -> None:
    # Screens used to stop their runner from their own ``destroyed``, connected to a
    # presenter's method; when the garbage collector had freed the presenter's wrapper first,
    # PySide raised "Slot 'ProgressPresenter::' not found" (CI, tests/gui/test_charts.py).
    # The runner now stops itself as it is destroyed.
    screen = QObject()
    runner = TaskRunner(screen)
    release, finished = threading.Event(), threading.Event()
    delivered: list[object] = []

    def task() -> str:
        release.wait(10)
        finished.set()
        return "late"

    runner.run(task, on_done=delivered.append)
    release.set()
    shiboken6.delete(screen)  # the runner goes with it: its pool is waited for
    assert finished.is_set()
    qtbot.wait(0)
    assert delivered == [] and not runner._pending
