"""The Clock mode's score card: the figures, the mistakes as a list, and the one
picked re-drawn on a felt as the table stood when it was made (the bet acted on outlined
red and dashed, the right one green), with the right step, the trainee's and the article.

Widgets only: the scene comes from the core through the presenter
(:meth:`~ui.table.presenter.TablePresenter.mistake_scene`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import TableRules
from trainer.table import GradedStep, MistakeScene, ScoreCard
from ui.felt.felt import TableFelt
from ui.table.words import TableWords
from ui.widgets.retranslating import Retranslating


def scene_marks(scene: MistakeScene) -> dict[Bet | int, str]:
    """What the felt outlines: the bet or box the trainee acted on, and the right one's."""
    marks: dict[Bet | int, str] = {}
    for key, (name, args) in (("right", scene.right), ("given", (scene.given.name,
                                                                  scene.given.args))):
        first = args[0] if args else None
        if isinstance(first, Bet) or (name in ("mark", "collect_box") and isinstance(first, int)):
            marks[first] = key
    return marks


def mistakes_column(on_row: Callable[[int], None]) -> tuple[QVBoxLayout, QLabel, QListWidget]:
    """A score card's left column, either game's: the summary over the list of mistakes
    (picking one calls ``on_row`` with its row)."""
    left = QVBoxLayout()
    summary = QLabel()
    summary.setObjectName("scoreSummary")
    summary.setWordWrap(True)
    summary.setTextFormat(Qt.TextFormat.PlainText)
    left.addWidget(summary)
    mistakes = QListWidget()
    mistakes.setObjectName("mistakesList")
    mistakes.setWordWrap(True)
    mistakes.currentRowChanged.connect(on_row)
    left.addWidget(mistakes, 1)
    return left, summary, mistakes


class ScoreCardDialog(Retranslating, QDialog):
    """The score card of one shoe; picking a mistake (arrows or a click) re-draws it."""

    def __init__(
        self,
        words: TableWords,
        scene_of: Callable[[GradedStep], MistakeScene | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreCardBox")
        self.words = words
        self.scene_of = scene_of
        self.card: ScoreCard | None = None
        self.table: TableRules | None = None
        self.scene: MistakeScene | None = None
        self.target = 0
        layout = QVBoxLayout(self)
        body = QHBoxLayout()
        left, self.summary, self.mistakes = mistakes_column(self._show_row)
        self.list_label = QLabel()
        self.list_label.setWordWrap(True)
        left.insertWidget(1, self.list_label)  # between the summary and the list
        self.list_label.setBuddy(self.mistakes)
        body.addLayout(left, 2)
        right = QVBoxLayout()
        self.scene_title = QLabel()
        self.scene_title.setObjectName("sceneTitle")
        self.scene_title.setWordWrap(True)
        right.addWidget(self.scene_title)
        self.felt = TableFelt(words, self)
        self.felt.setObjectName("mistakeFelt")
        self.felt.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.felt.setMinimumSize(440, 264)
        self.felt.preferred = QSize(500, 300)  # the dialog fits 1024 x 700 in any language
        right.addWidget(self.felt, 1)
        self.detail = QLabel()
        self.detail.setObjectName("mistakeDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        right.addWidget(self.detail)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        right.addWidget(self.legend)
        body.addLayout(right, 3)
        layout.addLayout(body, 1)
        bar = QHBoxLayout()
        bar.addStretch(1)
        self.ok = QPushButton()
        self.ok.setObjectName("scoreOkButton")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        bar.addWidget(self.ok)
        layout.addLayout(bar)
        self.resize(940, 600)

    # ---- compatibility with the message box it replaces -----------------------------------

    def text(self) -> str:
        """The figures of the card, one a line."""
        return self.summary.text()

    def buttons(self) -> list[QPushButton]:
        return [self.ok]

    # ---- showing ----------------------------------------------------------------------------

    def show_card(self, card: ScoreCard, table: TableRules, target: int) -> None:
        self.card, self.table, self.target = card, table, target
        self.felt.set_table(table)
        self.mistakes.blockSignals(True)
        self.mistakes.clear()
        for step in card.mistakes:
            item = QListWidgetItem(self.words.mistake_row(step))
            item.setToolTip(self.words.feedback(step))
            self.mistakes.addItem(item)
        self.mistakes.blockSignals(False)
        # No mistakes: no list to pick from (and the card stays short in any language).
        self.mistakes.setVisible(bool(card.mistakes))
        self.list_label.setVisible(bool(card.mistakes))
        if card.mistakes:
            self.mistakes.setCurrentRow(0)  # re-draws the first mistake (_show_row)
        else:
            self._show_row(-1)
        self.retranslate()  # words the card
        self.mistakes.setFocus()

    def retranslate(self) -> None:
        w = self.words
        self.setWindowTitle(w.score_title())
        self.ok.setText(w.ok())
        self.list_label.setText(w.mistakes_label())
        self.legend.setText(w.mistake_legend())
        if self.card is not None:
            self.summary.setText(w.score_card(self.card, self.target))
            for row, step in enumerate(self.card.mistakes):
                item = self.mistakes.item(row)
                item.setText(w.mistake_row(step))
                item.setToolTip(w.feedback(step))
            self._word_row()

    def _show_row(self, row: int) -> None:
        """Re-draw the mistake of ``row``: the one place the shoe is replayed (by the core,
        through ``scene_of``), once per mistake picked."""
        card = self.card
        step = card.mistakes[row] if card is not None and 0 <= row < len(card.mistakes) else None
        self.scene = None if step is None else self.scene_of(step)
        self._word_row()
        if step is None or self.scene is None:
            self.felt.hide()
            self.legend.hide()
            return
        marks = scene_marks(self.scene)
        self.felt.show()
        self.legend.setVisible(bool(marks))  # a deal or a call acts on no bet
        self.felt.set_state(self.scene.state, None, marks)

    def _word_row(self) -> None:
        """Word the mistake shown from what the dialog holds (no replay: a language change
        only rewords it)."""
        card, row = self.card, self.mistakes.currentRow()
        if card is None or not 0 <= row < len(card.mistakes):
            self.scene_title.setText(self.words.no_mistakes()
                                     if card is not None and not card.mistakes else "")
            self.detail.clear()
            return
        step = card.mistakes[row]
        self.scene_title.setText(self.words.mistake_title(step))
        self.detail.setText(self.words.feedback(step))
