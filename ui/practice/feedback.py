"""The feedback line under the practice table: a word-wrapped label that does not lay its
text out three times over for its size hints on every answer."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel


class FeedbackLabel(QLabel):
    """A word-wrapped label whose size hints take no text layout.

    A word-wrapped ``QLabel`` answers ``sizeHint()`` and ``minimumSizeHint()`` by laying its
    text out three times (at a golden-ratio width, on one line, and a word to a line), and
    the layout it sits in asks for both whenever its text changes: every answer, before the
    next question is painted. This label sits in a scroll area as wide as the window, whose
    layout takes the label's height from ``heightForWidth()`` (a wrapped label's height for
    the width it is given, still Qt's own); neither hint decides its place: it asks for
    one line at its present width, at least.
    """

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(margins.left() + margins.right(),
                     self.fontMetrics().lineSpacing() + margins.top() + margins.bottom())
