"""PySide6 keeps the references it hands out: ``True`` and ``None`` never lose any.

PySide6-Essentials 6.12.0 on Python 3.11 dropped one reference to ``True`` on every
``emit()`` and one to ``None`` on every void call, until the interpreter aborted
("bool_dealloc" / "none_dealloc"); the app used to patch that with ctypes. pyproject.toml now
excludes that release, and these tests hold any release the lock file picks to the same
bar: 100,000 signals and calls, and the counts of ``True`` and ``None`` do not fall (they may
rise). The work is done in rounds of :data:`ROUND` with a check after each, so a defective
build fails here with a message instead of aborting the whole test run.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, Signal, Slot
from pytestqt.qtbot import QtBot

TOTAL = 100_000
"""Signals (or calls) per test."""
ROUND = 100
"""Signals (or calls) between two checks: far fewer than the references True or None hold."""
IMMORTAL_REFCNT = 2**32 - 1
"""CPython 3.12/3.13 (64-bit) count of an immortal object (PEP 683). Such an object is never
freed; code built against older headers can still move its count above this value and back,
so on those versions a count falling back to it is no loss."""


class Emitter(QObject):
    """Carries the signals under test and counts what its slots receive."""

    sig_flag = Signal(bool)
    """A bool-carrying signal (the kind whose emit lost a reference to True)."""
    sig_ping = Signal()
    """A void signal."""

    def __init__(self) -> None:
        super().__init__()
        self.received = 0

    @Slot(bool)
    def on_flag(self, value: bool) -> None:
        assert value is True
        self.received += 1

    @Slot()
    def on_ping(self) -> None:
        self.received += 1


@pytest.fixture
def emitter(qtbot: QtBot) -> Iterator[Emitter]:
    del qtbot  # only for the QApplication
    obj = Emitter()
    yield obj
    obj.deleteLater()


def floor(count: int) -> int:
    """The lowest count that is no loss, given the count before a round."""
    if sys.version_info >= (3, 12):
        return min(count, IMMORTAL_REFCNT)
    return count


def run_rounds(work: Callable[[int], None]) -> None:
    """Run ``work(n)`` for :data:`TOTAL` items in rounds; after each, the counts of True and
    None are at least what they were before it. Automatic collection is off meanwhile, so no
    unrelated object freed by the collector can lower them."""
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        done = 0
        while done < TOTAL:
            true_before, none_before = sys.getrefcount(True), sys.getrefcount(None)
            work(ROUND)
            true_after, none_after = sys.getrefcount(True), sys.getrefcount(None)
            assert true_after >= floor(true_before), (
                f"references to True fell by {true_before - true_after} in {ROUND} items "
                f"(after {done}): this PySide6 loses references"
            )
            assert none_after >= floor(none_before), (
                f"references to None fell by {none_before - none_after} in {ROUND} items "
                f"(after {done}): this PySide6 loses references"
            )
            done += ROUND
    finally:
        if was_enabled:
            gc.enable()


@pytest.mark.parametrize("kind", ["bool", "void"])
@pytest.mark.parametrize(
    "connection", [Qt.ConnectionType.DirectConnection, Qt.ConnectionType.QueuedConnection]
)
def test_emits_keep_true_and_none(
    emitter: Emitter, kind: str, connection: Qt.ConnectionType
) -> None:
    if kind == "bool":
        emitter.sig_flag.connect(emitter.on_flag, connection)

        def emit() -> object:
            return emitter.sig_flag.emit(True)
    else:
        emitter.sig_ping.connect(emitter.on_ping, connection)

        def emit() -> object:
            return emitter.sig_ping.emit()

    def work(n: int) -> None:
        target = emitter.received + n
        for _ in range(n):
            emit()
        if connection == Qt.ConnectionType.QueuedConnection:
            while emitter.received < target:
                QCoreApplication.processEvents()
        assert emitter.received == target

    run_rounds(work)
    assert emitter.received == TOTAL


def test_void_calls_keep_none(emitter: Emitter) -> None:
    """Void C++ calls from Python, and a void Python slot called by Qt by name."""

    def work(n: int) -> None:
        before = emitter.received
        for i in range(n):
            emitter.setObjectName("even" if i % 2 else "odd")
            assert QMetaObject.invokeMethod(
                emitter, "on_ping", Qt.ConnectionType.DirectConnection
            )
        assert emitter.received == before + n

    run_rounds(work)
    assert emitter.received == TOTAL
    assert emitter.objectName() == "even"
