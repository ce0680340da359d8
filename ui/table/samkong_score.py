"""The score card of a Sam Kong session at the Table: the figures by step kind (counted as the
baccarat Table counts them, :func:`trainer.table.score.kind_scores`), and the mistakes, each
worded with its article as at the table; a mistake picked (arrows or a click) is re-drawn on
the Sam Kong felt as the table stood before it (the core deals it again from the seed:
:func:`trainer.table.samkong.record.mistake_scene`), what it acted on selected."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.table.samkong.model import SamKongTableBet
from trainer.table.samkong.record import SamKongMistakeScene
from trainer.table.score import ScoreCard
from trainer.table.session import GradedStep
from ui.felt.samkong import SamKongFelt
from ui.felt.samkong_words import SamKongWords
from ui.table.score_card import mistakes_column
from ui.widgets.retranslating import Retranslating

SceneOf = Callable[[GradedStep], SamKongMistakeScene | None]


class SamKongScoreDialog(Retranslating, QDialog):
    """The score card of a Sam Kong session: the figures by step kind, and the mistakes,
    each worded with its article and re-drawn when picked."""

    def __init__(self, words: SamKongWords, scene_of: SceneOf,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samkongScoreBox")
        self.words = words
        self.scene_of = scene_of
        self.card: ScoreCard | None = None
        self.scene: SamKongMistakeScene | None = None
        self.target = 30
        layout = QVBoxLayout(self)
        body = QHBoxLayout()
        left, self.summary, self.mistakes = mistakes_column(self._show_row)
        body.addLayout(left, 2)
        right = QVBoxLayout()
        self.felt = SamKongFelt(self)
        self.felt.setObjectName("mistakeFelt")
        self.felt.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.felt.setMinimumSize(480, 260)
        right.addWidget(self.felt, 1)
        self.detail = QLabel()
        self.detail.setObjectName("mistakeDetail")
        self.detail.setWordWrap(True)
        right.addWidget(self.detail)
        body.addLayout(right, 3)
        layout.addLayout(body, 1)
        self.ok = QPushButton()
        self.ok.setObjectName("scoreOkButton")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        layout.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(960, 600)

    def show_card(self, card: ScoreCard, target: int) -> None:
        self.card, self.target = card, target
        self.mistakes.blockSignals(True)
        self.mistakes.clear()
        for step in card.mistakes:
            self.mistakes.addItem(self.words.mistake_row(step))
        self.mistakes.blockSignals(False)
        self.mistakes.setVisible(bool(card.mistakes))
        self.retranslate()
        if card.mistakes:
            self.mistakes.setCurrentRow(0)  # re-draws the first mistake
        else:
            self._show_row(-1)
        self.mistakes.setFocus()

    def retranslate(self) -> None:
        self.setWindowTitle(self.words.table.score_title())
        self.ok.setText(self.words.table.ok())
        if self.card is None:
            return
        self.summary.setText(self.words.score_card(self.card, self.target))
        for row, step in enumerate(self.card.mistakes):
            item = self.mistakes.item(row)
            if item is not None:
                item.setText(self.words.mistake_row(step))
        self._word_scene()

    def _show_row(self, row: int) -> None:
        """Re-draw the mistake of ``row`` (the one place the session is dealt again)."""
        card = self.card
        step = card.mistakes[row] if card is not None and 0 <= row < len(card.mistakes) else None
        self.scene = None if step is None else self.scene_of(step)
        self.felt.setVisible(self.scene is not None)
        self._word_scene()

    def _word_scene(self) -> None:
        scene = self.scene
        if scene is None:
            self.detail.setText(self.words.table.no_mistakes()
                                if self.card is not None and not self.card.mistakes else "")
            return
        state = scene.state
        bet = next((a for a in scene.given.args if isinstance(a, SamKongTableBet)), None)
        selected: object = ("bet", bet) if bet is not None else (
            ("hand", scene.given.args[0])
            if scene.given.name in ("call_level", "call_door") else None)
        bet_words = {b: self.words.bet(b) for b in
                     (*state.layout, *state.accepted, *(o.bet for o in state.late))}
        levels = {ordinal: self.words.level(ordinal) for _hand, ordinal in state.levels}
        self.felt.set_state(state, selected, bet_words, self.words.felt(), levels)
        self.detail.setText(self.words.feedback(scene.step))
