"""The baccarat panels: draw or stand (:class:`DrawPanel`) and the coup's call
(:class:`CallPanel`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

from trainer.cards import Card
from trainer.drills.answers import (
    Answer,
    CallAnswer,
    DrawAnswer,
    Winner,
)
from trainer.drills.model import Question
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    DrawStep,
)
from trainer.typed import is_ascii_digits
from ui.widgets.answer_edit import AnswerEdit, normalise
from ui.widgets.card import HandWidget, Highlight
from ui.widgets.panels.base import AnswerPanel, InputRejected, key_button
from ui.words import Words


class DrawPanel(AnswerPanel):
    """Player and Banker hands; D draws, S stands."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.player = self._hand("")
        self.banker = self._hand("")
        self.draw_button = key_button("D")
        self.stand_button = key_button("S")
        self.draw_button.setObjectName("drawButton")
        self.stand_button.setObjectName("standButton")
        self.controls.addWidget(self.draw_button)
        self.controls.addWidget(self.stand_button)
        self._choice: bool | None = None
        self.draw_button.clicked.connect(lambda: self._choose(True))
        self.stand_button.clicked.connect(lambda: self._choose(False))
        self.retranslate()

    def retranslate(self) -> None:
        self.player.set_caption(self.words.hand("player"))
        self.banker.set_caption(self.words.hand("banker"))
        self.draw_button.set_label(self.tr("Draw"))
        self.stand_button.set_label(self.tr("Stand"))
        super().retranslate()

    def mark_hands(self) -> dict[str, HandWidget]:
        return {"player": self.player, "banker": self.banker}

    def _choose(self, draws: bool) -> None:
        self._choice = draws
        self.sig_submit_requested.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_D:
            self._choose(True)
        elif event.key() == Qt.Key.Key_S:
            self._choose(False)
        else:
            super().keyPressEvent(event)

    def show_question(self, question: Question) -> None:
        super().show_question(question)
        prompt = question.prompt
        assert isinstance(prompt, DrawPrompt)
        self._choice = None
        player: tuple[Card, ...] = prompt.player
        if prompt.step is DrawStep.BANKER and prompt.player_third is not None:
            player = (*player, prompt.player_third)
        self.player.set_cards(player)
        self.banker.set_cards(prompt.banker)
        if len(player) == 3:
            self.player.set_highlight(2, Highlight.THIRD_CARD)
        self.word_question(question)

    def word_question(self, question: Question) -> None:
        prompt = question.prompt
        assert isinstance(prompt, DrawPrompt)
        who = "player" if prompt.step is DrawStep.PLAYER else "banker"
        self.prompt.setText(self.words.draw_prompt(who))

    def read_answer(self) -> Answer:
        if self._choice is None:
            raise InputRejected(self.tr("Press D to draw or S to stand."))
        return DrawAnswer(self._choice)


class _DigitEdit(AnswerEdit):
    """One digit 0-9 (a full-width one becomes ASCII); typing it moves on to the next field.
    Anything else typed is taken out again at once."""

    def __init__(self) -> None:
        super().__init__()
        self.setMaxLength(1)
        self.setFixedWidth(56)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.textEdited.connect(self._advance)

    def _advance(self, text: str) -> None:
        digit = normalise(text)
        if not (len(digit) == 1 and is_ascii_digits(digit)):
            self.clear()
            return
        if digit != text:
            self.setText(digit)
        self.focusNextChild()


class CallPanel(AnswerPanel):
    """A finished coup: type Player total, Banker total, then P/B/T and toggle pairs."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.player = self._hand("")
        self.banker = self._hand("")
        grid = QGridLayout()
        self.player_total = _DigitEdit()
        self.player_total.setObjectName("playerTotal")
        self.banker_total = _DigitEdit()
        self.banker_total.setObjectName("bankerTotal")
        self.player_total_label = QLabel()
        self.banker_total_label = QLabel()
        grid.addWidget(self.player_total_label, 0, 0)
        grid.addWidget(self.player_total, 0, 1)
        grid.addWidget(self.banker_total_label, 0, 2)
        grid.addWidget(self.banker_total, 0, 3)
        self.winner_group = QButtonGroup(self)
        self.winner_buttons: dict[Winner, QRadioButton] = {}
        for column, winner in enumerate((Winner.PLAYER, Winner.BANKER, Winner.TIE)):
            button = QRadioButton()
            button.setObjectName(f"winner{winner.value}")
            self.winner_group.addButton(button)
            self.winner_buttons[winner] = button
            grid.addWidget(button, 1, column)
        self.player_pair = QCheckBox()
        self.banker_pair = QCheckBox()
        self.natural = QCheckBox()
        grid.addWidget(self.player_pair, 2, 0)
        grid.addWidget(self.banker_pair, 2, 1)
        grid.addWidget(self.natural, 2, 2)
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("callSubmit")
        grid.addWidget(self.submit_button, 2, 3)
        self.controls.addLayout(grid)
        self.submit_button.clicked.connect(self.sig_submit_requested)
        for edit in (self.player_total, self.banker_total):
            edit.returnPressed.connect(self.sig_submit_requested)
        self.retranslate()

    def retranslate(self) -> None:
        self.player.set_caption(self.words.hand("player"))
        self.banker.set_caption(self.words.hand("banker"))
        self.player_total_label.setText(self.tr("Player total"))
        self.banker_total_label.setText(self.tr("Banker total"))
        for winner, button in self.winner_buttons.items():
            button.setText(f"{self.words.winner(winner.value)} [{winner.value}]")
        self.player_pair.setText(self.tr("Player Pair [1]"))
        self.banker_pair.setText(self.tr("Banker Pair [2]"))
        self.natural.setText(self.tr("Natural [N]"))
        self.submit_button.setText(self.tr("Call  [Enter]"))
        super().retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys = {Qt.Key.Key_P: Winner.PLAYER, Qt.Key.Key_B: Winner.BANKER, Qt.Key.Key_T: Winner.TIE}
        key = Qt.Key(event.key())
        if key in keys:
            self.winner_buttons[keys[key]].setChecked(True)
        elif key == Qt.Key.Key_1:
            self.player_pair.toggle()
        elif key == Qt.Key.Key_2:
            self.banker_pair.toggle()
        elif key == Qt.Key.Key_N:
            self.natural.toggle()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.sig_submit_requested.emit()
        else:
            super().keyPressEvent(event)

    def show_question(self, question: Question) -> None:
        super().show_question(question)
        prompt = question.prompt
        assert isinstance(prompt, CallPrompt)
        self.player.set_cards(prompt.player)
        self.banker.set_cards(prompt.banker)
        for edit in (self.player_total, self.banker_total):
            edit.clear()
        self.winner_group.setExclusive(False)
        for button in self.winner_buttons.values():
            button.setChecked(False)
        self.winner_group.setExclusive(True)
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setChecked(False)
        self.word_question(question)

    def word_question(self, question: Question) -> None:
        self.prompt.setText(self.tr(
            "Call the coup: both totals, then P, B or T; 1 and 2 for pairs, N for a natural; "
            "Enter."))

    def focus_answer(self) -> None:
        self.player_total.setFocus()

    def mark_hands(self) -> dict[str, HandWidget]:
        return {"player": self.player, "banker": self.banker}

    def read_answer(self) -> Answer:
        totals = (self.player_total.answer_text(), self.banker_total.answer_text())
        if not all(len(t) == 1 and is_ascii_digits(t) for t in totals):
            raise InputRejected(self.tr("Type both totals (0-9)."))
        winner = next((w for w, b in self.winner_buttons.items() if b.isChecked()), None)
        if winner is None:
            raise InputRejected(self.tr("Choose the winner: P, B or T."))
        return CallAnswer(int(totals[0]), int(totals[1]), winner,
                          self.player_pair.isChecked(), self.banker_pair.isChecked(),
                          self.natural.isChecked())
