"""The shoe-procedure panel: a number, yes/no (Y/N) or a choice (1-4) with buttons whose
words wrap."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from trainer.drills.answers import (
    Answer,
    ShoeAnswer,
)
from trainer.drills.model import Question
from trainer.drills.prompts import (
    ShoeAnswerType,
    ShoePrompt,
)
from trainer.typed import is_ascii_digits
from ui.widgets.answer_edit import AnswerEdit
from ui.widgets.card import HandWidget
from ui.widgets.panels.base import AnswerPanel, InputRejected, KeyButton, key_button
from ui.words import Words


class _WrappingKeyButton(KeyButton):
    """A key button whose words wrap onto more lines: a shoe drill's choice can be a whole
    sentence, and one line of it widened the window past 1024 px."""

    PAD = 24

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        box = QHBoxLayout(self)
        box.setContentsMargins(self.PAD // 2, 4, self.PAD // 2, 4)
        box.addWidget(self.label)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_label(self, text: str) -> None:
        self.label.setText(f"{text}  [{self.key}]")
        self.setAccessibleName(self.label.text())
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def sizeHint(self) -> QSize:
        width = min(self.label.sizeHint().width(), 420) + self.PAD
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 44)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(44, self.label.heightForWidth(width - self.PAD) + 10)



class ShoePanel(AnswerPanel):
    """Shoe procedure: a number, yes/no (Y/N), or a choice (1-4)."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.hand = self._hand("", reserve=1, width=120)
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        self.situation.setObjectName("shoeSituation")
        self.felt_layout.addWidget(self.situation, 1)
        # No validator and no length limit: "12a" is typed as typed and refused under the
        # field, not cut to 12, and a long number is refused, not cut to its first digits and
        # graded (a maximum length of 8 made thirty 9s the answer 99,999,999).
        self.number_edit = AnswerEdit()
        self.number_edit.setObjectName("shoeNumber")
        self.number_edit.setFixedWidth(100)
        self.controls.addWidget(self.number_edit)
        self.yes = key_button("Y")
        self.no = key_button("N")
        self.controls.addWidget(self.yes)
        self.controls.addWidget(self.no)
        self.choice_buttons = [_WrappingKeyButton(str(i + 1)) for i in range(4)]
        # Two rows of two, not a column of four: in an exam sitting (its clock and progress
        # above the panel) a column of four made the window 18 px taller than 700.
        choice_box = QGridLayout()
        for index, button in enumerate(self.choice_buttons):
            choice_box.addWidget(button, index // 2, index % 2)
        self.controls.addLayout(choice_box, 1)
        self._value: int | bool | str | None = None
        self._prompt: ShoePrompt | None = None
        self.number_edit.returnPressed.connect(self.sig_submit_requested)
        self.yes.clicked.connect(lambda: self._choose(True))
        self.no.clicked.connect(lambda: self._choose(False))
        for index, button in enumerate(self.choice_buttons):
            button.clicked.connect(lambda _=False, i=index: self._choose_index(i))
        self.retranslate()

    def retranslate(self) -> None:
        self.yes.set_label(self.tr("Yes"))
        self.no.set_label(self.tr("No"))
        super().retranslate()

    def _choose(self, value: bool) -> None:
        self._value = value
        self.sig_submit_requested.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        kind = self._prompt.answer_type if self._prompt is not None else None
        key = event.key()
        if kind is ShoeAnswerType.YES_NO and key in (Qt.Key.Key_Y, Qt.Key.Key_N):
            self._choose(key == Qt.Key.Key_Y)
        elif kind is ShoeAnswerType.CHOICE and Qt.Key.Key_1 <= key <= Qt.Key.Key_4:
            self._choose_index(int(key) - int(Qt.Key.Key_1))
        else:
            super().keyPressEvent(event)

    def _choose_index(self, index: int) -> None:
        if self._prompt is not None and index < len(self._prompt.choices):
            self._value = self._prompt.choices[index]
            self.sig_submit_requested.emit()

    def show_question(self, question: Question) -> None:
        super().show_question(question)
        prompt = question.prompt
        assert isinstance(prompt, ShoePrompt)
        self._prompt = prompt
        self._value = None
        self.hand.setVisible(prompt.card is not None)
        if prompt.card is not None:
            self.hand.set_cards((prompt.card,))
        kind = prompt.answer_type
        self.number_edit.setVisible(kind is ShoeAnswerType.NUMBER)
        self.number_edit.clear()
        self.yes.setVisible(kind is ShoeAnswerType.YES_NO)
        self.no.setVisible(kind is ShoeAnswerType.YES_NO)
        for index, button in enumerate(self.choice_buttons):
            button.setVisible(kind is ShoeAnswerType.CHOICE and index < len(prompt.choices))
        self.word_question(question)

    def word_question(self, question: Question) -> None:
        prompt = question.prompt
        assert isinstance(prompt, ShoePrompt)
        for index, button in enumerate(self.choice_buttons):
            if index < len(prompt.choices):
                button.set_label(self.words.shoe_choice(prompt.choices[index]))
        self.situation.setText(self.words.shoe_question(prompt))
        self.prompt.setText(self.words.shoe_hint(prompt.answer_type))

    def mark_hands(self) -> dict[str, HandWidget]:
        return {"hand": self.hand}

    def focus_answer(self) -> None:
        if self._prompt is not None and self._prompt.answer_type is ShoeAnswerType.NUMBER:
            self.number_edit.setFocus()
        else:
            self.setFocus()

    def read_answer(self) -> Answer:
        assert self._prompt is not None
        if self._prompt.answer_type is ShoeAnswerType.NUMBER:
            text = self.number_edit.answer_text()
            # Six digits at most: no shoe counts more (and int() refuses a pasted page).
            if not is_ascii_digits(text) or len(text.lstrip("0")) > 6:
                raise InputRejected(self.tr("Type a number, digits only (e.g. 8)."))
            return ShoeAnswer(int(text))
        if self._value is None:
            raise InputRejected(self.tr("Choose an answer."))
        return ShoeAnswer(self._value)
