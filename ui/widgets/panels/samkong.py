"""The Sam Kong panels: a hand's level (:class:`SamKongLevelPanel`) and the doors against
the banker (:class:`SamKongDoorsPanel`)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QPushButton,
    QWidget,
)

from trainer.drills.answers import (
    Answer,
    DoorCall,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
)
from trainer.drills.model import Question
from trainer.drills.prompts import (
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
)
from trainer.samkong import ALL_LEVELS
from trainer.typed import is_ascii_digits
from ui.looks import set_look
from ui.widgets.answer_edit import AnswerEdit
from ui.widgets.card import DoorsTable, HandWidget
from ui.widgets.panels.base import AnswerPanel, InputRejected
from ui.words import Words


class _ClearOfCombo(QComboBox):
    """A drop-down whose list opens below or above it, never over ``keep_clear`` (the hand
    being asked about); a list longer than the room scrolls."""

    def __init__(self, keep_clear: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keep_clear = keep_clear
        # A plain list under the box, not the style's list centred on the current item
        # (which covers the window whatever the room).
        set_look(self, "list-popup")  # app.qss: combobox-popup: 0
        self.setMaxVisibleItems(10)

    def showPopup(self) -> None:
        super().showPopup()
        popup = self.view().window()
        if popup is self.window() or not self.keep_clear.isVisible():
            return
        avoid = QRect(self.keep_clear.mapToGlobal(QPoint(0, 0)), self.keep_clear.size())
        shown = popup.geometry()
        if not shown.intersects(avoid):
            return
        box = QRect(self.mapToGlobal(QPoint(0, 0)), self.size())
        screen = (self.screen() or popup.screen()).availableGeometry()
        below_top = box.bottom() + 1
        below_end = avoid.top() - 1 if avoid.top() > box.bottom() else screen.bottom()
        above_top = avoid.bottom() + 1 if avoid.bottom() < box.top() else screen.top()
        above_end = box.top() - 1
        below, above = below_end - below_top + 1, above_end - above_top + 1
        height = min(shown.height(), max(below, above))
        top = below_top if below >= above else above_end - height + 1
        popup.setGeometry(shown.x(), top, shown.width(), height)


class SamKongLevelPanel(AnswerPanel):
    """Three cards: type faces then points (29 = 雙公九, 3 = 三公) or pick from the list."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.hand = self._hand("", reserve=3, width=130)
        self.level_edit = AnswerEdit()
        self.level_edit.setObjectName("levelEdit")
        # Room for more than a level's two characters: "12a" is refused, not cut to "12".
        self.level_edit.setMaxLength(8)
        self.level_edit.setFixedWidth(80)
        self.level_combo = _ClearOfCombo(self.hand)
        self.level_combo.setObjectName("levelCombo")
        self.level_combo.addItem("—", None)
        for level in ALL_LEVELS:
            self.level_combo.addItem("", level.ordinal)
        self.submit_button = QPushButton()
        self.faces_label = QLabel()
        self.pick_label = QLabel()
        self.controls.addWidget(self.faces_label)
        self.controls.addWidget(self.level_edit)
        self.controls.addWidget(self.pick_label)
        self.controls.addWidget(self.level_combo, 1)
        self.controls.addWidget(self.submit_button)
        self.level_edit.returnPressed.connect(self.sig_submit_requested)
        self.submit_button.clicked.connect(self.sig_submit_requested)
        self.retranslate()

    def retranslate(self) -> None:
        self.hand.set_caption(self.tr("Hand"))
        for index, level in enumerate(ALL_LEVELS, start=1):
            self.level_combo.setItemText(index, self.words.level_name(level))
        self.submit_button.setText(self.tr("Answer  [Enter]"))
        self.faces_label.setText(self.tr("Faces, then points"))
        self.pick_label.setText(self.tr("or pick"))
        super().retranslate()

    def show_question(self, question: Question) -> None:
        super().show_question(question)
        prompt = question.prompt
        assert isinstance(prompt, SamKongLevelPrompt)
        self.hand.set_cards(prompt.cards)
        self.level_edit.clear()
        self.level_combo.setCurrentIndex(0)
        self.word_question(question)

    def word_question(self, question: Question) -> None:
        self.prompt.setText(self.tr(
            "Name the level: type the number of faces (J, Q, K) then the points — 29 is "
            "雙公九, 05 is 無公五, 3 is 三公 — and Enter."))

    def focus_answer(self) -> None:
        self.level_edit.setFocus()

    def mark_hands(self) -> dict[str, HandWidget]:
        return {"hand": self.hand}

    def read_answer(self) -> Answer:
        text = self.level_edit.answer_text()
        if not text and self.level_combo.currentData() is not None:
            return SamKongLevelAnswer(int(self.level_combo.currentData()))
        if text == "3":
            return SamKongLevelAnswer(1)
        if len(text) == 2 and is_ascii_digits(text) and text[0] in "012":
            faces, points = int(text[0]), int(text[1])
            for level in ALL_LEVELS:
                if level.faces == faces and level.points == points and not level.is_three_faces:
                    return SamKongLevelAnswer(level.ordinal)
        raise InputRejected(self.tr(
            "Type faces (0, 1 or 2) then points (0-9), e.g. 29; or 3 for 三公."))


class SamKongDoorsPanel(AnswerPanel):
    """Banker and doors: type W, L or T for each door in order, then Enter."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        # The banker over up to six doors in two rows of three, the cards scaled to the felt.
        self.table = DoorsTable()
        self.felt_layout.addWidget(self.table, 1)
        self.banker = self.table.banker
        self.doors = self.table.doors
        self.calls_edit = AnswerEdit()
        self.calls_edit.setObjectName("doorCalls")
        self.submit_button = QPushButton()
        self.calls_label = QLabel()
        self.calls_label.setWordWrap(True)
        self.controls.addWidget(self.calls_label)
        self.controls.addWidget(self.calls_edit, 1)
        self.controls.addWidget(self.submit_button)
        self.calls_edit.returnPressed.connect(self.sig_submit_requested)
        self.submit_button.clicked.connect(self.sig_submit_requested)
        self._count = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.banker.set_caption(self.words.hand("samkong_banker"))
        for index, hand in enumerate(self.doors):
            hand.set_caption(self.tr("Door {0}").format(index + 1))
        self.submit_button.setText(self.tr("Answer  [Enter]"))
        self.calls_label.setText(self.tr("Results, door 1 first (W/L/T)"))
        super().retranslate()

    def show_question(self, question: Question) -> None:
        super().show_question(question)
        prompt = question.prompt
        assert isinstance(prompt, SamKongDoorsPrompt)
        self.banker.set_cards(prompt.banker)
        self._count = len(prompt.doors)
        self.table.show_doors(prompt.doors)
        self.calls_edit.clear()  # no maximum length: "WLT@" is refused, not cut to "WLT"
        self.word_question(question)

    def word_question(self, question: Question) -> None:
        self.prompt.setText(self.tr(
            "For each door against the banker type W (wins), L (loses) or T (tie), "
            "then Enter."))

    def focus_answer(self) -> None:
        self.calls_edit.setFocus()

    def mark_hands(self) -> dict[str, HandWidget]:
        hands = {f"door{i + 1}": hand for i, hand in enumerate(self.doors)}
        return {"banker": self.banker, **hands}

    def read_answer(self) -> Answer:
        text = self.calls_edit.answer_text().upper().replace(" ", "")
        codes = {"W": DoorCall.WIN, "L": DoorCall.LOSE, "T": DoorCall.TIE}
        if len(text) != self._count or any(c not in codes for c in text):
            raise InputRejected(self.tr("Type one letter W, L or T for each of the {0} "
                                        "doors.").format(self._count))
        return SamKongDoorsAnswer(tuple(codes[c] for c in text))
