"""Answer panels, one per drill kind. A panel shows a question and turns keys into an Answer.

Panels never grade: :meth:`AnswerPanel.read_answer` builds an :class:`Answer` or raises
``InputRejected`` with a message for the field; the presenter's session does the grading.

Why one file over 600 lines: the seven panels share the :class:`AnswerPanel` base, its key
buttons and felt scroll area, and are changed together when the answer keys change;
:func:`make_panel` at the end is the one entry point (Practice, Exam, the attempt dialog).
A new drill kind's panel, or a panel that grows, goes in a module of its own next to this one.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from itertools import pairwise

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from trainer.baccarat.table import CommissionMode, TableRules
from trainer.cards import Card
from trainer.chips import ChipCountError
from trainer.drills import DrillKind
from trainer.drills.answers import (
    Answer,
    CallAnswer,
    DoorCall,
    DrawAnswer,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
    Winner,
)
from trainer.drills.explain import answer_phrases
from trainer.drills.marks import ReviewMarks
from trainer.drills.model import Grade, Question
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    DrawStep,
    PayoutPrompt,
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
    SamKongPayoutPrompt,
    ShoeAnswerType,
    ShoePrompt,
    ShoeTopic,
)
from trainer.errors import MoneyParseError
from trainer.money import Rounding, format_hkd
from trainer.samkong import ALL_LEVELS
from trainer.typed import is_ascii_digits
from ui.widgets.answer_edit import AnswerEdit, normalise
from ui.widgets.card import DoorsTable, HandWidget, Highlight
from ui.widgets.chips import ChipEntry
from ui.words import Words


class InputRejected(Exception):
    """The typed answer is not an answer (junk, empty): say why, grade nothing."""



class AnswerPanel(QWidget):
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
        self.prompt.setStyleSheet("font-size: 20px; font-weight: 600;")
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
        """Word the fixed labels; subclasses set theirs, then call this."""
        self.field_error.clear()
        self.field_error.hide()
        if self.question is not None:
            self.word_question(self.question)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def read_answer(self) -> Answer:
        raise NotImplementedError

    def take_answer(self) -> Answer | None:
        """The answer in the fields, or None with the refusal shown under them (input that
        is not an answer is never handed on to be graded)."""
        try:
            return self.read_answer()
        except InputRejected as rejection:
            self.show_rejection(str(rejection))
            return None

    def focus_answer(self) -> None:
        self.setFocus()

    # ---- review (issue 12 point 1) ---------------------------------------------------------

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


def _felt_scroll(content: QWidget) -> QScrollArea:
    """A frameless vertical scroll area showing the felt through it."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: "
                         "transparent; }")
    scroll.setWidget(content)
    return scroll


class _KeyButton(QPushButton):
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


def _key_button(key: str) -> _KeyButton:
    return _KeyButton(key)


class _WrappingKeyButton(_KeyButton):
    """A key button whose words wrap onto more lines: a shoe drill's choice can be a whole
    sentence, and one line of it widened the window past 1024 px (issue 12 point 7)."""

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


class DrawPanel(AnswerPanel):
    """Player and Banker hands; D draws, S stands."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.player = self._hand("")
        self.banker = self._hand("")
        self.draw_button = _key_button("D")
        self.stand_button = _key_button("S")
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


class PayoutPanel(AnswerPanel):
    """A table's bets and a finished coup; settle the highlighted bet: payout and commission.

    With the chip breakdown asked, Enter after a payout moves on to the chip row (one field:
    "2x1k 3x100 50", keys shown on the table's chips) and Enter there settles the line.
    """

    def __init__(self, words: Words, samkong: bool, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.samkong = samkong
        self.doors: list[HandWidget] = []
        self.bets_label = QLabel()
        self.bets_label.setObjectName("betsLabel")
        self.bets_label.setTextFormat(Qt.TextFormat.RichText)
        self.bets_label.setWordWrap(True)
        self.bets_scroll: QScrollArea | None = None
        if samkong:
            # The banker over every door in play as cards, in two rows of three (as on the
            # doors drill), scaled to the room left beside the bets. ``banker`` is door 1,
            # so ``player``/``banker`` stay the first two.
            self.table = DoorsTable()
            self.felt_layout.addWidget(self.table, 1)
            self.player = self.table.banker
            self.doors = self.table.doors
            self.banker = self.doors[0]
            # Issue 12 point 8: the bets are a column as wide as their longest line (set per
            # deal); a long list scrolls rather than squeezing the cards.
            self.bets_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self.bets_scroll = _felt_scroll(self.bets_label)
            self.bets_scroll.setObjectName("betsScroll")
            self.felt_layout.addWidget(self.bets_scroll, 0)
        else:
            # 70 px cards, not 96: with the longest wording (the pseudo-locale) the prompt
            # wraps, and the chip row takes its height too: larger cards no longer fit the
            # felt at 1024x700 with the app's style sheet (issue 12 point 7).
            self.player = self._hand("", width=70)
            self.banker = self._hand("", width=70)
            # A full table (nine seats with side bets) lists more lines than the felt is
            # high at 1024x700: the list scrolls on the felt rather than grow the window.
            self.bets_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self.bets_scroll = _felt_scroll(self.bets_label)
            self.bets_scroll.setObjectName("betsScroll")
            self.bets_scroll.viewport().setAutoFillBackground(False)
            self.felt_layout.addWidget(self.bets_scroll, 1)
        self.paid_edit = AnswerEdit()
        self.paid_edit.setObjectName("paidEdit")
        self.commission_edit = AnswerEdit()
        self.commission_edit.setObjectName("commissionEdit")
        self.commission_label = QLabel()
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("payoutSubmit")
        self.paid_label = QLabel()
        for label in (self.paid_label, self.commission_label):
            label.setWordWrap(True)  # long translations wrap instead of widening the window
        # The labels take the spare width (an amount needs no more than ~260 pixels), so a
        # label wraps only when the window is really narrow.
        for edit in (self.paid_edit, self.commission_edit):
            edit.setMinimumWidth(140)
            edit.setMaximumWidth(260)
        for label in (self.paid_label, self.commission_label):
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.controls.addWidget(self.paid_label, 1)
        self.controls.addWidget(self.paid_edit, 1)
        self.controls.addWidget(self.commission_label, 1)
        self.controls.addWidget(self.commission_edit, 1)
        self.controls.addWidget(self.submit_button)
        self.chip_entry = ChipEntry()
        self.chip_entry.setVisible(False)
        self.layout_.insertWidget(self.layout_.indexOf(self.field_error), self.chip_entry)
        self._review: tuple[int, str] | None = None
        """Under review: the settled bet line and its right settlement, shown on its row."""
        self.paid_edit.returnPressed.connect(self._amounts_entered)
        self.commission_edit.returnPressed.connect(self._amounts_entered)
        self.chip_entry.sig_submit_requested.connect(self.sig_submit_requested)
        self.submit_button.clicked.connect(self.sig_submit_requested)
        self.retranslate()

    def retranslate(self) -> None:
        if self.samkong:
            self.player.set_caption(self.words.hand("samkong_banker"))
            for index, hand in enumerate(self.doors):
                hand.set_caption(self.tr("Door {0}").format(index + 1))
        else:
            self.player.set_caption(self.words.hand("player"))
            self.banker.set_caption(self.words.hand("banker"))
        self.paid_label.setText(self.tr("Pay (HK$, 0 if taken or it stays)"))
        self.commission_label.setText(self.tr("Commission (HK$, empty if none)"))
        self.submit_button.setText(self.tr("Settle  [Enter]"))
        self.chip_entry.title.setText(self.tr(
            "Chips for that payout, as few as possible, in one row: the key of each chip "
            "(under it), count x key for several, e.g. 2x1k 3x100 50. Enter settles."))
        self.chip_entry.retranslate()
        super().retranslate()

    def show_review(self, grade: Grade, marks: ReviewMarks) -> None:
        """The bet that is settled shows its right settlement on its own row."""
        super().show_review(grade, marks)
        if marks.bet is not None and self.question is not None:
            self._review = (marks.bet, self.words.answer(answer_phrases(grade.expected)))
            self.word_question(self.question)

    def show_question(self, question: Question) -> None:
        self._review = None
        super().show_question(question)
        prompt = question.prompt
        self.paid_edit.clear()
        self.commission_edit.clear()
        asks_chips = isinstance(prompt, PayoutPrompt) and prompt.ask_chips
        if asks_chips:
            assert isinstance(prompt, PayoutPrompt)
            self._set_chips(prompt.rules.chips)
            self.chip_entry.clear()
        self.chip_entry.setVisible(asks_chips)
        if isinstance(prompt, PayoutPrompt):
            self.player.set_cards(prompt.player)
            self.banker.set_cards(prompt.banker)
        else:
            assert isinstance(prompt, SamKongPayoutPrompt)
            self.player.set_cards(prompt.banker)
            self.table.show_doors(prompt.doors)
        self.word_question(question)

    def word_question(self, question: Question) -> None:
        prompt = question.prompt
        if isinstance(prompt, PayoutPrompt):
            current = prompt.order[prompt.line]
            rows = []
            for index in prompt.order:
                bet = prompt.bets[index]
                text = self.tr("Seat {0}: {1} {2}").format(
                    bet.seat, self.words.bet(bet.kind), format_hkd(bet.amount))
                rows.append(self._row(text, index, index == current))
            self.bets_label.setText(
                "<p>" + self.tr("Table: {0}").format(self.words.table_name(prompt.profile))
                + "<br><small>"
                + self._table_terms(prompt.rules) + "</small></p>" + "<br>".join(rows))
            bet = prompt.bet
        else:
            assert isinstance(prompt, SamKongPayoutPrompt)
            rows = []
            texts = []
            for index, spec in enumerate(prompt.bets):
                text = self.tr("Seat {0}: {1} {2}").format(
                    spec.seat, self.words.samkong_bet(spec), format_hkd(spec.amount))
                texts.append(text)
                rows.append(self._row(text, index, index == prompt.line))
            self.bets_label.setText("<br>".join(rows))
            self._fit_bets(texts)
            bet = prompt.bet
        if self._asks_chips():
            text = self.tr("Settle seat {0}: {1} {2}. Type the payout and commission, "
                           "Enter, then its chips.")
        else:
            text = self.tr("Settle seat {0}: {1} {2}. Type what you pay out "
                           "and the commission, then Enter.")
        self.prompt.setText(text.format(
            bet.seat, self.words.bet(bet.kind) if not self.samkong
            else self.words.samkong_bet(bet), format_hkd(bet.amount)))

    def _fit_bets(self, texts: list[str]) -> None:
        """Make the bets column as wide as its longest line in bold (any line may be the one
        settled), so no bet wraps; the same for every line of a deal, so the cards beside it
        keep their size while the deal is settled and reviewed."""
        assert self.bets_scroll is not None
        bold = QFont(self.bets_label.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        longest = max((metrics.horizontalAdvance(f"▶ {text}") for text in texts), default=0)
        bar = self.bets_scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        # Slack for the rich text's rounding and the label's margins.
        slack = 2 * self.bets_label.margin() + 2 * self.bets_scroll.frameWidth() + 12
        self.bets_scroll.setFixedWidth(longest + bar + slack)

    def _row(self, text: str, index: int, current: bool) -> str:
        """One bet row: the one being settled in bold; under review, with its settlement."""
        review = self._review
        if review is not None and review[0] == index:
            return (f'<b style="color:{Highlight.DECISIVE.value}">▶ {text} → {review[1]}</b>')
        return f"<b>▶ {text}</b>" if current else text

    def _table_terms(self, rules: TableRules) -> str:
        """The table's limits and how it takes commission, under its name."""
        limits = self.tr("{0} to {1}").format(format_hkd(rules.minimum),
                                              format_hkd(rules.maximum))
        rate = format(rules.commission_rate * 100, "f").rstrip("0").rstrip(".")
        if rules.no_commission:
            commission = self.tr("no commission, a Banker 6 pays 1:2")
        elif not rules.takes_commission:
            commission = self.tr("no commission")
        elif rules.commission_mode is CommissionMode.MARK:
            commission = self.tr("{0}% marked in the commission box").format(rate)
        else:
            commission = self.tr("{0}% deducted at payout").format(rate)
        return f"{limits} · {commission}"

    def _set_chips(self, chips: tuple[Decimal, ...]) -> None:
        """The table's chips in the entry; Tab runs payout, commission, chip row, Settle."""
        if chips == tuple(sorted(self.chip_entry.chips)):
            return
        self.chip_entry.set_chips(chips)
        chain = [self.paid_edit, self.commission_edit, self.chip_entry.edit,
                 self.submit_button]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def _asks_chips(self) -> bool:
        question = self.question
        return (question is not None and isinstance(question.prompt, PayoutPrompt)
                and question.prompt.ask_chips)

    def _allows_cents(self) -> bool:
        """Cents can be due only where the table keeps exact commission."""
        question = self.question
        return (question is not None and isinstance(question.prompt, PayoutPrompt)
                and question.prompt.rules.rounding is Rounding.EXACT)

    def _commission_cents(self) -> bool:
        """The commission may also have cents where the table marks the exact 5% in the
        commission box (art. 18 (1): the box is rounded once, when it is settled)."""
        question = self.question
        return self._allows_cents() or (
            question is not None and isinstance(question.prompt, PayoutPrompt)
            and question.prompt.rules.commission_mode is CommissionMode.MARK)

    def _amounts_entered(self) -> None:
        """Enter in the payout or commission field. With the chips asked and something paid,
        move on to the chips; otherwise settle (junk is refused there, under the field)."""
        if self._asks_chips():
            try:
                typed = PayoutAnswer.parse(self.paid_edit.text(), self.commission_edit.text(),
                                           allow_cents=self._allows_cents(),
                                           commission_cents=self._commission_cents())
            except MoneyParseError:
                typed = None
            if typed is not None and typed.paid > 0:
                self.field_error.clear()
                self.field_error.hide()
                self.chip_entry.focus_first()
                return
        self.sig_submit_requested.emit()

    def focus_answer(self) -> None:
        self.paid_edit.setFocus()

    def read_answer(self) -> Answer:
        try:
            answer = PayoutAnswer.parse(self.paid_edit.text(), self.commission_edit.text(),
                                        allow_cents=self._allows_cents(),
                                        commission_cents=self._commission_cents())
        except MoneyParseError as error:
            raise InputRejected(self.words.money_error(error.reason)) from None
        if not self._asks_chips() or answer.paid == 0:
            return answer
        try:
            # The count limit derives from the payout typed (review finding 7).
            chips = self.chip_entry.read(answer.paid)
        except ChipCountError as error:
            self.chip_entry.focus_first()
            raise InputRejected(self._chip_error(error)) from None
        return replace(answer, chips=chips)

    def _chip_error(self, error: ChipCountError) -> str:
        """A refused chip row, worded under it (the core's reason codes)."""
        if error.reason == "no_chips":
            return self.tr("Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.")
        if error.reason == "not_a_chip" and error.chip is not None:
            return self.tr("{0}: this table has no {1} chip. Its keys are under its chips."
                           ).format(error.token, format_hkd(error.chip))
        if error.reason == "too_many" and error.chip is not None:
            return self.tr("{0} chips: that is more chips than any payout needs.").format(
                format_hkd(error.chip))
        return self.tr("{0}: not a chip. Type a chip's key (e.g. 100, 1k), or count x key "
                       "(e.g. 3x100).").format(error.token)


class _ClearOfCombo(QComboBox):
    """A drop-down whose list opens below or above it, never over ``keep_clear`` (the hand
    being asked about: issue 12 point 8); a list longer than the room scrolls."""

    def __init__(self, keep_clear: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keep_clear = keep_clear
        # A plain list under the box, not the style's list centred on the current item
        # (which covers the window whatever the room).
        self.setStyleSheet("QComboBox { combobox-popup: 0; }")
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
        self.calls_edit.clear()
        self.calls_edit.setMaxLength(self._count)
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


class ShoePanel(AnswerPanel):
    """Shoe procedure: a number, yes/no (Y/N), or a choice (1-4)."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.hand = self._hand("", reserve=1, width=120)
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        self.situation.setStyleSheet("font-size: 18px;")
        self.felt_layout.addWidget(self.situation, 1)
        # No validator: "12a" is typed as typed and refused under the field, not cut to 12.
        self.number_edit = AnswerEdit()
        self.number_edit.setObjectName("shoeNumber")
        self.number_edit.setMaxLength(8)
        self.number_edit.setFixedWidth(100)
        self.controls.addWidget(self.number_edit)
        self.yes = _key_button("Y")
        self.no = _key_button("N")
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
            if not is_ascii_digits(text):
                raise InputRejected(self.tr("Type a number, digits only (e.g. 8)."))
            return ShoeAnswer(int(text))
        if self._value is None:
            raise InputRejected(self.tr("Choose an answer."))
        return ShoeAnswer(self._value)


def make_panel(kind: DrillKind, words: Words) -> AnswerPanel:
    """The panel for one drill kind."""
    if kind is DrillKind.DRAW:
        return DrawPanel(words)
    if kind is DrillKind.CALL:
        return CallPanel(words)
    if kind is DrillKind.PAYOUT:
        return PayoutPanel(words, samkong=False)
    if kind is DrillKind.SAMKONG_PAYOUT:
        return PayoutPanel(words, samkong=True)
    if kind is DrillKind.SAMKONG_LEVEL:
        return SamKongLevelPanel(words)
    if kind is DrillKind.SAMKONG_DOORS:
        return SamKongDoorsPanel(words)
    return ShoePanel(words)


class PanelStack(QStackedWidget):
    """One answer panel per drill kind, made the first time its kind is shown and kept for
    the next question of that kind; the one on show is the current widget."""

    sig_panel_made = Signal(object)
    """A kind was shown for the first time (argument: its new :class:`AnswerPanel`)."""
    sig_submit_requested = Signal()
    """The panel on show asked for its answer to be submitted (Enter, a key, its button)."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.panels: dict[DrillKind, AnswerPanel] = {}

    def show_kind(self, kind: DrillKind) -> AnswerPanel:
        """Put the panel of ``kind`` on show (made now if this is its first question)."""
        panel = self.panels.get(kind)
        if panel is None:
            panel = make_panel(kind, self.words)
            panel.sig_submit_requested.connect(self.sig_submit_requested)
            self.panels[kind] = panel
            self.addWidget(panel)
            self.sig_panel_made.emit(panel)
        self.setCurrentWidget(panel)
        return panel


__all__ = ["AnswerPanel", "InputRejected", "PanelStack", "ShoeTopic", "make_panel"]
