"""What every answer panel shares: the :class:`AnswerPanel` base (felt, prompt, answer
controls, field error), :class:`InputRejected`, and the key buttons ("Draw  [D]")."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.answers import Answer
from trainer.drills.marks import ReviewMarks
from trainer.drills.model import (
    Grade,
    Question,
)
from ui.looks import set_look
from ui.widgets.card import HandWidget, Highlight
from ui.widgets.retranslating import Retranslating
from ui.words import Words


class InputRejected(Exception):
    """The typed answer is not an answer (junk, empty): say why, grade nothing."""


class AnswerPanel(Retranslating, QWidget):
    """Base: a felt area with hands, a prompt line, and the answer controls below."""

    sig_submit_requested = Signal()
    """The trainee asked to submit the answer (Enter or an answer key)."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.layout_ = QVBoxLayout(self)
        self.felt = QWidget()
        self.felt.setObjectName("tableFelt")
        self.felt_layout = QHBoxLayout(self.felt)
        self.felt_layout.setContentsMargins(24, 16, 24, 16)
        self.felt_layout.setSpacing(40)
        self.layout_.addWidget(self.felt, 3)
        self.prompt = QLabel()
        self.prompt.setObjectName("promptLabel")
        self.prompt.setWordWrap(True)
        self.layout_.addWidget(self.prompt)
        self.controls = QHBoxLayout()
        self.layout_.addLayout(self.controls)
        self.field_error = QLabel()
        self.field_error.setObjectName("fieldError")
        self.field_error.setWordWrap(True)
        self.field_error.hide()  # takes no height until there is something to say
        self.layout_.addWidget(self.field_error)
        self.question: Question | None = None

    def show_question(self, question: Question) -> None:
        """Put a new question up; subclasses reset their inputs, then word it."""
        self.question = question
        self.field_error.clear()
        self.field_error.hide()

    def word_question(self, question: Question) -> None:
        """Word the question on show (again after a language change)."""

    def retranslate(self) -> None:
        """Word the fixed labels; subclasses set theirs, then call this. A refusal shown
        under the fields is worded again from what they hold (it vanished before)."""
        refused = not self.field_error.isHidden()
        self.field_error.clear()
        self.field_error.hide()
        if self.question is not None:
            self.word_question(self.question)
            if refused:
                self._refuse_again()

    def _refuse_again(self) -> None:
        """Read the fields again and show their refusal in the language now picked (the
        focus stays where the user left it)."""
        focused = QApplication.focusWidget()
        try:
            self.read_answer()
        except InputRejected as rejection:
            self.show_rejection(str(rejection))
        if focused is not None and focused is not QApplication.focusWidget():
            focused.setFocus()

    def read_answer(self) -> Answer:
        raise NotImplementedError

    def take_answer(self) -> Answer | None:
        """The answer in the fields, or None with the refusal shown under them (input that
        is not an answer is never handed on to be graded)."""
        try:
            answer = self.read_answer()
        except InputRejected as rejection:
            self.show_rejection(str(rejection))
            return None
        self.show_rejection("")  # an earlier refusal is about input no longer there
        return answer

    def focus_answer(self) -> None:
        self.setFocus()

    # ---- review ---------------------------------------------------------

    def mark_hands(self) -> dict[str, HandWidget]:
        """The hands by the names :class:`~trainer.drills.marks.CardMark` uses."""
        return {}

    def show_review(self, grade: Grade, marks: ReviewMarks) -> None:
        """Keep the question up and outline the cards that decide it (the core chose them)."""
        hands = self.mark_hands()
        for mark in marks.cards:
            hand = hands.get(mark.hand)
            if hand is not None and mark.index < len(hand.cards):
                hand.set_highlight(mark.index, Highlight.DECISIVE)

    def show_rejection(self, message: str) -> None:
        self.field_error.setText(message)
        self.field_error.setVisible(bool(message))

    def _hand(self, caption: str, reserve: int = 3, width: int = 110) -> HandWidget:
        hand = HandWidget(caption, card_width=width, reserve=reserve)
        self.felt_layout.addWidget(hand, 0, Qt.AlignmentFlag.AlignVCenter)
        return hand


def felt_scroll(content: QWidget) -> QScrollArea:
    """A frameless vertical scroll area showing the felt through it."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    set_look(scroll, "clear")
    scroll.setWidget(content)
    return scroll


class KeyButton(QPushButton):
    """A button that shows the key answering it: "Draw  [D]"."""

    def __init__(self, key: str) -> None:
        # No QAbstractButton shortcut: it fires through animateClick(), 100 ms late. The
        # panel's keyPressEvent handles the key at once (keys from focused children propagate).
        super().__init__()
        self.key = key
        self.setMinimumHeight(44)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def set_label(self, text: str) -> None:
        self.setText(f"{text}  [{self.key}]")


def key_button(key: str) -> KeyButton:
    return KeyButton(key)
