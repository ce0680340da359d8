"""A lesson's short check, answered with the keyboard.

Each question shows the choices the engine computed (:mod:`trainer.curriculum.checks`), each
with its key: the Practice drills' letters where they exist (D/S, P/B/T, Y/N, W/L/T, O/E/T),
the digit of a total, else 1-n. Enter hands the answers to the presenter, which has them
graded by the core; this panel only shows the result.

The question the keys answer is marked (▶ and a frame) and the mark moves on with the
keyboard; Enter with questions left grades nothing: it says how many are left and moves the
keyboard to the first.

A question locks once answered (its other choices are greyed out): with the marks of a graded
check on screen, flipping the answer marked wrong would pass without knowing the rule.
After a failed check Enter asks for a fresh check, dealt by the core.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from trainer.curriculum.model import Check, CheckKind, Lesson
from trainer.curriculum.progress import CheckResult
from trainer.typed import is_ascii_digits
from ui.lessons.words import LessonWords, choice_key

# Strings of LessonWords spelled so lupdate files them under the context Qt looks up.
translate = QCoreApplication.translate

STACKED_KINDS = (CheckKind.CHOOSE,)
"""Written choices can be whole sentences: one per line."""
GRID_KINDS = (CheckKind.LEVEL, CheckKind.ODD_EVEN, CheckKind.LAST_COUP)
"""Longer engine choices: two per line (a coup number's words would wrap four to a line)."""


class ChoiceLabel(QLabel):
    """The text of a choice; clicking it picks the choice, like the radio button's own text."""

    def __init__(self, text: str, button: QAbstractButton, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._button = button
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setBuddy(button)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._button.click()
        self._button.setFocus()


class QuestionBox(QFrame):
    """One question: its prompt, its choices as radio buttons with their keys, its mark."""

    sig_answered = Signal(int)
    """A choice was picked with its key: the question's 0-based number."""

    def __init__(
        self, index: int, check: Check, words: LessonWords, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("checkQuestion")
        # A click in the question (on a greyed-out choice, say) keeps the keyboard in it,
        # rather than in the scrolling page, where Enter would not reach the check.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.index = index
        self.check = check
        self.words = words
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.active = False
        """The keyboard is in this question: its keys answer it (marked)."""
        self.setProperty("active", False)
        self.here = QLabel(translate("LessonWords", "▶ Your keys answer this question"))
        self.here.setObjectName("checkHere")
        self.here.hide()
        layout.addWidget(self.here)
        self.notice = QLabel()
        """Enter was pressed with questions left: said here, at the question the keys are on."""
        self.notice.setObjectName("feedbackNeutral")
        self.notice.setWordWrap(True)
        self.notice.setMargin(6)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.prompt = QLabel(f"{index + 1}. {words.prompt(check)}")
        self.prompt.setObjectName("checkPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.prompt)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[QRadioButton] = []
        self.keys: list[str] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(28)
        grid.setVerticalSpacing(4)
        columns = 1 if check.kind in STACKED_KINDS else 2 if check.kind in GRID_KINDS else 0
        self.cells: list[QWidget] = []
        for number, choice in enumerate(check.choices):
            key = choice_key(check, number)
            button = QRadioButton(key)
            button.setObjectName(f"choice_{choice.code}")
            text = words.choice(check, choice)
            label = ChoiceLabel(text, button)
            cell = QWidget()
            pair = QHBoxLayout(cell)
            pair.setContentsMargins(0, 0, 0, 0)
            pair.setSpacing(6)
            pair.addWidget(button)
            pair.addWidget(label, 1)
            button.setAccessibleName(text)
            button.setAccessibleDescription(translate("LessonWords", "Key {0}").format(key))
            button.installEventFilter(self)
            self.group.addButton(button, number)
            self.buttons.append(button)
            self.keys.append(key.upper())
            self.cells.append(cell)
            if check.kind is CheckKind.TOTAL:
                label.hide()  # the key is the total itself
        self.choice_grid = grid
        self.one_row = columns == 0
        """The choices in one row, packed to the left (amounts, totals, yes/no)."""
        self.most_columns = columns or len(self.cells)
        self.columns = 0
        self._arrange(self.most_columns)
        layout.addLayout(grid)
        self.locked = False
        """Answered: the choice can no longer change (until a fresh check is dealt)."""
        self.group.idClicked.connect(self._clicked)
        self.mark = QLabel()
        self.mark.setObjectName("checkMark")
        self.mark.setWordWrap(True)
        self.mark.hide()
        layout.addWidget(self.mark)

    # ---- the choices' columns: as many as the width holds

    def _arrange(self, columns: int) -> None:
        """The choices in ``columns`` columns, row by row (a row of four amounts was wider
        than the lesson at 1024 px, and its last choice was cut)."""
        grid = self.choice_grid
        for cell in self.cells:
            grid.removeWidget(cell)
        for col in range(grid.columnCount()):
            grid.setColumnStretch(col, 0)
        for number, cell in enumerate(self.cells):
            row, col = divmod(number, columns)
            grid.addWidget(cell, row, col)
        if self.one_row and columns == len(self.cells):
            grid.setColumnStretch(columns, 1)
        else:
            for col in range(columns):
                grid.setColumnStretch(col, 1)
        self.columns = columns

    def _outside(self) -> int:
        margins = self.contentsMargins()
        layout = self.layout()
        inner = layout.contentsMargins() if layout is not None else margins
        return margins.left() + margins.right() + inner.left() + inner.right()

    def _columns_fitting(self, width: int) -> int:
        room = width - self._outside()
        spacing = self.choice_grid.horizontalSpacing()
        for columns in range(self.most_columns, 1, -1):
            widths = [max(cell.minimumSizeHint().width() for cell in self.cells[c::columns])
                      for c in range(columns)]
            if sum(widths) + spacing * (columns - 1) <= room:
                return columns
        return 1

    def minimumSizeHint(self) -> QSize:
        """As narrow as one column of choices (they go under one another to fit)."""
        hint = super().minimumSizeHint()
        if not self.cells:
            return hint
        narrow = max(max(cell.minimumSizeHint().width() for cell in self.cells),
                     self.here.minimumSizeHint().width()) + self._outside()
        return QSize(min(hint.width(), narrow), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        columns = self._columns_fitting(event.size().width())
        if columns != self.columns:
            self._arrange(columns)
            self.updateGeometry()

    # ---- answers

    def answer(self) -> str | None:
        """The code of the picked choice, ``None`` when nothing is picked."""
        number = self.group.checkedId()
        return self.check.choices[number].code if number >= 0 else None

    def set_answer(self, code: str | None) -> None:
        """Show an answer given before (the same check worded in another language): locked."""
        for number, choice in enumerate(self.check.choices):
            if choice.code == code:
                self.buttons[number].setChecked(True)
                self.lock()
                return

    def pick(self, number: int) -> bool:
        """Pick choice ``number`` and lock the question; ``False`` if it is locked already."""
        if self.locked:
            return False
        self.buttons[number].setChecked(True)
        self.buttons[number].setFocus()
        self.lock()
        return True

    def lock(self) -> None:
        """No other choice can be picked: every other button is greyed out."""
        self.locked = True
        checked = self.group.checkedButton()
        for button in self.buttons:
            if button is not checked:
                button.setEnabled(False)

    def _clicked(self, _number: int) -> None:
        if not self.locked:  # a click on a choice (a locked box has no clickable choice)
            self.lock()
            self.sig_answered.emit(self.index)

    def focus_answer(self) -> None:
        number = self.group.checkedId()
        self.buttons[max(number, 0)].setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The question is marked while the keyboard is on one of its choices."""
        if event.type() == QEvent.Type.FocusIn:
            self.set_active(True)
        elif event.type() == QEvent.Type.FocusOut:
            self.set_active(False)
        return super().eventFilter(watched, event)

    def set_active(self, active: bool) -> None:
        """Mark (or unmark) this question as the one the keys answer."""
        if active == self.active:
            return
        self.active = active
        self.setProperty("active", active)
        self.style().unpolish(self)
        self.style().polish(self)
        self.here.setVisible(active)

    def show_mark(self, right: bool | None) -> None:
        """✓ or ✗ with the rule to read again; ``None`` clears the mark."""
        if right is None:
            self.mark.hide()
            return
        if right:
            self.mark.setText(translate("LessonWords", "✓ Right"))
            self.mark.setProperty("right", True)
        else:
            text = translate("LessonWords", "✗ Not right")
            if self.answer() is None:
                text = translate("LessonWords", "✗ Not answered")
            if self.check.article is not None:
                text += " " + translate("LessonWords", "— read {0} again.").format(
                    self.words.article(self.check.article))
            self.mark.setText(text)
            self.mark.setProperty("right", False)
        self.mark.style().unpolish(self.mark)
        self.mark.style().polish(self.mark)
        self.mark.show()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().upper()
        no_modifier = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier)
        if text and no_modifier:
            number = self._number_for(text)
            if number is not None:
                if self.pick(number):
                    self.sig_answered.emit(self.index)
                return
        super().keyPressEvent(event)

    def _number_for(self, text: str) -> int | None:
        if text in self.keys:
            return self.keys.index(text)
        if is_ascii_digits(text) and self.check.kind is not CheckKind.TOTAL:
            number = int(text) - 1
            if 0 <= number < len(self.buttons):
                return number
        return None


class CheckPanel(QFrame):
    """The questions of a lesson's check, its result and the link to the matching drill."""

    sig_submit_requested = Signal()
    """The trainee asks to have the answers checked (Enter or the button)."""
    sig_practice_requested = Signal()
    """The trainee asks to practise the lesson's drill (Ctrl+D or the button)."""
    sig_new_check_requested = Signal()
    """After a failed check, the trainee asks for a fresh one (Enter or the button)."""
    sig_question_focused = Signal(object)
    """The keyboard moved on to this widget (the next question, or the check button): the
    page scrolls it into view."""

    def __init__(
        self, lesson: Lesson, words: LessonWords, drill_text: str | None,
        parent: QWidget | None = None, checks: tuple[Check, ...] | None = None,
    ) -> None:
        """``drill_text`` names the matching drill; ``None`` when there is none to open.
        ``checks`` are the questions dealt (by default the lesson's written ones)."""
        super().__init__(parent)
        self.setObjectName("lessonCheck")
        self.lesson = lesson
        self.words = words
        self.failed = False
        """The check was graded and not passed: Enter deals a fresh one."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 14)
        self.title = QLabel(translate("LessonWords", "Check"))
        self.title.setObjectName("checkTitle")
        self.hint = QLabel(translate("LessonWords",
            "Answer each question with the key beside its choice; an answer given is final. "
            "Enter checks your answers. Every answer right passes the lesson."))
        self.hint.setWordWrap(True)
        self.hint.setObjectName("checkHint")
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        self.boxes: list[QuestionBox] = []
        for index, check in enumerate(lesson.checks if checks is None else checks):
            box = QuestionBox(index, check, words, self)
            box.sig_answered.connect(self._answered)
            layout.addWidget(box)
            self.boxes.append(box)
        self.result = QLabel()
        self.result.setObjectName("feedbackNeutral")
        self.result.setWordWrap(True)
        self.result.setMargin(6)  # room inside the feedback box for its text
        self.result.hide()
        layout.addWidget(self.result)
        # Made with its parent: setVisible() on a parentless label would show a window.
        self.drill = QLabel(
            translate("LessonWords", "The matching drill: {0}.").format(drill_text), self)
        self.drill.setObjectName("checkHint")
        self.drill.setWordWrap(True)
        layout.addWidget(self.drill)
        self.drill.setVisible(drill_text is not None)
        # One under the other: side by side they would not fit a longer language's words.
        buttons = QVBoxLayout()
        buttons.setSpacing(6)
        self.check_button = QPushButton(translate("LessonWords", "Check my answers  [Enter]"))
        self.check_button.setObjectName("checkButton")
        self.practise_button = QPushButton(
            translate("LessonWords", "Practise this in the drill  [Ctrl+D]"))
        self.practise_button.setObjectName("practiseButton")
        self.practise_button.setAccessibleDescription(drill_text or "")
        self.practise_button.setEnabled(drill_text is not None)
        for button in (self.check_button, self.practise_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(buttons)
        self.check_button.clicked.connect(self._enter)
        self.practise_button.clicked.connect(self._practise)

    def answers(self) -> list[str | None]:
        return [box.answer() for box in self.boxes]

    def set_answers(self, answers: list[str | None]) -> None:
        for box, code in zip(self.boxes, answers, strict=False):
            box.set_answer(code)

    def focus_first(self) -> QWidget:
        """Put the focus on the first unanswered question (else the first); returns its box."""
        box = next((b for b in self.boxes if b.answer() is None), self.boxes[0])
        box.focus_answer()
        return box

    def show_incomplete(self, unanswered: Sequence[int]) -> QWidget:
        """Enter with questions left: nothing is graded; say how many are left and move the
        keyboard to the first of them (a blank check was graded, every
        question "Not answered"). Returns the question focused."""
        text = self.words.unanswered(len(unanswered))
        self.clear_notices()
        box = self.boxes[unanswered[0]]
        box.notice.setText(text)
        box.notice.show()
        box.focus_answer()
        return box

    def clear_notices(self) -> None:
        for box in self.boxes:
            box.notice.hide()

    def show_result(self, result: CheckResult) -> None:
        self.clear_notices()
        for box, right in zip(self.boxes, result.right, strict=True):
            box.show_mark(right)
        total = len(result.right)
        if result.passed:
            name = "feedbackCorrect"
            text = translate("LessonWords",
                "Passed: all {0} answers are right. Your progress is saved.").format(total)
        else:
            name = "feedbackWrong"
            text = translate("LessonWords", "{0} of {1} right. Read the rules marked ✗ again, "
                             "then press Enter for a fresh check: new questions on the same "
                             "rules.").format(result.score, total)
        self.failed = not result.passed
        if self.failed:
            self.check_button.setText(translate("LessonWords", "Fresh check  [Enter]"))
        for box in self.boxes:
            box.lock()
        # Restyled first, then worded, so the label's height includes the style's padding.
        self.result.setObjectName(name)
        self.result.style().unpolish(self.result)
        self.result.style().polish(self.result)
        self.result.setText(text)
        self.result.show()

    def _answered(self, index: int) -> None:
        """On to the next question (or the check button), scrolled into view."""
        self.clear_notices()
        later = [box for box in self.boxes[index + 1:] if not box.locked]
        if later:
            later[0].focus_answer()
            self.sig_question_focused.emit(later[0])
        else:
            self.check_button.setFocus()
            self.sig_question_focused.emit(self.check_button)

    def _practise(self) -> None:
        self.sig_practice_requested.emit()

    def _enter(self) -> None:
        if self.failed:
            self.sig_new_check_requested.emit()
        else:
            self.sig_submit_requested.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.practise_button.hasFocus():
                self.sig_practice_requested.emit()
            else:
                self._enter()
            return
        super().keyPressEvent(event)
