"""The session summary's mistake list: each mistake once, its hand drawn
small (mini cards, the deciding ones marked), the trainee's answer beside the right one, and
a button that opens it full size."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.cards import Card
from trainer.drills.explain import answer_phrases
from trainer.drills.marks import review_marks
from trainer.drills.model import Question
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    DrawStep,
    PayoutPrompt,
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
    SamKongPayoutPrompt,
    ShoePrompt,
)
from trainer.drills.session import AttemptResult, SessionSummary
from ui.widgets.card import HandWidget, Highlight
from ui.widgets.retranslating import Retranslating
from ui.words import Words

MINI_CARD_WIDTH = 34
"""Small enough for a row per mistake, large enough to read rank and suit."""


def hands_as_dealt(question: Question) -> list[tuple[str, tuple[Card, ...]]]:
    """The hands of a question as dealt, by the names :class:`CardMark` uses."""
    prompt = question.prompt
    if isinstance(prompt, DrawPrompt):
        player = prompt.player
        if prompt.step is DrawStep.BANKER and prompt.player_third is not None:
            player = (*player, prompt.player_third)
        return [("player", player), ("banker", prompt.banker)]
    if isinstance(prompt, CallPrompt | PayoutPrompt):
        return [("player", prompt.player), ("banker", prompt.banker)]
    if isinstance(prompt, SamKongLevelPrompt):
        return [("hand", prompt.cards)]
    if isinstance(prompt, SamKongDoorsPrompt | SamKongPayoutPrompt):
        return [("banker", prompt.banker),
                *((f"door{i + 1}", door) for i, door in enumerate(prompt.doors))]
    if isinstance(prompt, ShoePrompt) and prompt.card is not None:
        return [("hand", (prompt.card,))]
    return []


class MistakeRow(Retranslating, QFrame):
    """One mistake: mini cards, "You answered" beside "Right answer", and Open."""

    sig_open_requested = Signal(object)
    """The trainee asked to see this mistake full size (argument: the :class:`AttemptResult`)."""

    def __init__(self, number: int, result: AttemptResult, words: Words,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mistakeRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.result = result
        self.words = words
        self.summary: SessionSummary | None = None
        """The summary this row belongs to (set by the screen)."""
        row = QHBoxLayout(self)
        self.number = QLabel(f"{number}.")
        self.number.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.number)
        self.hands: dict[str, HandWidget] = {}
        marks = {(m.hand, m.index) for m in review_marks(result.question, result.grade).cards}
        # The hands in a box of one width, so the answers line up from row to row.
        table = QWidget()
        table.setMinimumWidth(340)
        table_row = QHBoxLayout(table)
        table_row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(table, 0, Qt.AlignmentFlag.AlignTop)
        for name, cards in hands_as_dealt(result.question):
            hand = HandWidget(self._caption(name), card_width=MINI_CARD_WIDTH, reserve=0)
            hand.set_cards(cards)
            for index in range(len(cards)):
                if (name, index) in marks:
                    hand.set_highlight(index, Highlight.DECISIVE)
            self.hands[name] = hand
            table_row.addWidget(hand, 0, Qt.AlignmentFlag.AlignTop)
        table_row.addStretch(1)
        answers = QHBoxLayout()
        self.given = QLabel()
        self.expected = QLabel()
        for label in (self.given, self.expected):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop)
            answers.addWidget(label, 1)
        box = QVBoxLayout()
        box.addLayout(answers)
        row.addLayout(box, 1)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openMistake")
        self.open_button.setAutoDefault(True)  # Enter on it opens, as Space does
        self.open_button.clicked.connect(lambda: self.sig_open_requested.emit(self.result))
        row.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def _caption(self, name: str) -> str:
        if name.startswith("door"):
            return self.tr("Door {0}").format(name[4:])
        if name == "hand":
            return ""
        if name == "banker" and isinstance(self.result.question.prompt,
                                           SamKongDoorsPrompt | SamKongPayoutPrompt):
            return self.words.hand("samkong_banker")
        return self.words.hand(name)

    def retranslate(self) -> None:
        grade = self.result.grade
        given = (self.tr("time out") if grade.timed_out and grade.given is None
                 else self.words.answer(answer_phrases(grade.given)))
        self.given.setText(self.tr("<b>You answered</b><br>{0}").format(given))
        self.expected.setText(self.tr("<b>Right answer</b><br>{0}").format(
            self.words.answer(answer_phrases(grade.expected))))
        self.open_button.setText(self.tr("Open full size"))
        for name, hand in self.hands.items():
            hand.set_caption(self._caption(name))
