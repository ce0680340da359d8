"""The score card of a Sam Kong session at the Table: the figures by step kind (counted as the
baccarat Table counts them, :func:`trainer.table.score.kind_scores`), and the mistakes, each
worded with its article as at the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from trainer.table.score import ScoreCard
from ui.felt.samkong_words import SamKongWords
from ui.widgets.retranslating import Retranslating


class SamKongScoreDialog(Retranslating, QDialog):
    """The score card of a Sam Kong session: the figures by step kind, and the mistakes,
    each worded with its article."""

    def __init__(self, words: SamKongWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samkongScoreBox")
        self.words = words
        self.card: ScoreCard | None = None
        self.target = 30
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setObjectName("scoreSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.mistakes = QListWidget()
        self.mistakes.setObjectName("mistakesList")
        self.mistakes.setWordWrap(True)
        layout.addWidget(self.mistakes, 1)
        self.ok = QPushButton()
        self.ok.setObjectName("scoreOkButton")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        layout.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(760, 520)

    def show_card(self, card: ScoreCard, target: int) -> None:
        self.card, self.target = card, target
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.words.table.score_title())
        self.ok.setText(self.words.table.ok())
        self.mistakes.clear()
        if self.card is None:
            return
        self.summary.setText(self.words.score_card(self.card, self.target))
        for step in self.card.mistakes:
            self.mistakes.addItem(self.words.mistake_row(step))
        self.mistakes.setVisible(bool(self.card.mistakes))
