"""Closing the window during an exam sitting, with a shoe half dealt at the Table: the exam's
question ("Close anyway?") is asked once. The shoe's question does not block; on its "Leave"
the window closes again, and that second close used to ask the exam's question a second time
(seen on a trainee's desk: Ctrl+Q, Yes, Leave, and "Exam in progress" once more)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from ui.screen import LeaveAsking, LockingScreen


class Sitting(QWidget):
    """A screen locking the window, as the Exam screen does during a sitting."""

    sig_lock_requested = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def confirm_close(self) -> bool:
        self.asked += 1
        return True  # "Yes": close anyway


class HalfDealtShoe(QWidget):
    """A screen that asks before it is left, without blocking, as the Table does."""

    def __init__(self) -> None:
        super().__init__()
        self.then: Callable[[], None] | None = None

    def confirm_leave(self, then: Callable[[], None]) -> bool:
        if self.then is not None:
            return True  # left: the shoe is closed, nothing more to ask
        self.then = then
        return False

    def title(self) -> str:
        return "Table"

    def shortcut(self) -> str:
        return "Ctrl+7"

    def enter(self) -> None:
        pass

    def leave(self) -> None:
        pass

    def preset(self, **kwargs: Any) -> None:
        pass


def test_the_exams_question_is_asked_once_when_a_shoe_asks_too(qtbot, window) -> None:
    sitting, shoe = Sitting(), HalfDealtShoe()
    assert isinstance(sitting, LockingScreen) and isinstance(shoe, LeaveAsking)
    qtbot.addWidget(sitting)
    window._screens["table"] = shoe
    window.stack.addWidget(shoe)
    window._locked_to = sitting

    window.close()
    assert window.isVisible()  # the shoe asks first
    assert sitting.asked == 1 and shoe.then is not None
    shoe.then()  # "Leave"
    assert not window.isVisible()
    assert sitting.asked == 1


def test_keep_dealing_then_closing_again_asks_the_exams_question_again(qtbot, window) -> None:
    sitting, shoe = Sitting(), HalfDealtShoe()
    qtbot.addWidget(sitting)
    window._screens["table"] = shoe
    window.stack.addWidget(shoe)
    window._locked_to = sitting

    window.close()  # "Keep dealing": the shoe's question is answered and nothing runs
    assert window.isVisible() and sitting.asked == 1
    window.close()  # a later, new close: the sitting asks again
    assert sitting.asked == 2
