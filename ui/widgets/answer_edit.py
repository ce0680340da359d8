"""The answer field of the drills and the exam: full-width input read as ASCII, and Ctrl+E
(Finish) left to the screen instead of being taken as end-of-line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit

from trainer.typed import fold_typed


def normalise(text: str) -> str:
    """Typed text as plain ASCII where it has an ASCII form: a Chinese input method's
    full-width digits and letters (２９, ＷＬ) become 29, WL (NFKC); spaces at the ends go."""
    return fold_typed(text)


def is_finish_key(event: QKeyEvent) -> bool:
    """Ctrl+E, the Finish key of the drill screens."""
    return (event.key() == Qt.Key.Key_E
            and bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier))


class AnswerEdit(QLineEdit):
    """A line edit for answers: Ctrl+E is not end-of-line here but passed on to the screen
    (Finish), and :meth:`answer_text` reads the text normalised (full-width to ASCII)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if is_finish_key(event):
            event.ignore()  # up to the panel, then the screen, which finishes the session
            return
        super().keyPressEvent(event)

    def answer_text(self) -> str:
        return normalise(self.text())
