"""The payout panel (baccarat and Sam Kong): settle the highlighted bet, payout and
commission, and with the chip breakdown asked, the chips."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QWidget,
)

from trainer.baccarat.table import CommissionMode, TableRules
from trainer.chips import ChipCountError
from trainer.drills.answers import (
    Answer,
    PayoutAnswer,
)
from trainer.drills.explain import answer_phrases
from trainer.drills.marks import ReviewMarks
from trainer.drills.model import (
    Grade,
    Question,
)
from trainer.drills.prompts import (
    PayoutPrompt,
    SamKongPayoutPrompt,
)
from trainer.errors import MoneyParseError
from trainer.money import Rounding, format_hkd
from ui.widgets.answer_edit import AnswerEdit
from ui.widgets.card import DoorsTable, HandWidget, Highlight
from ui.widgets.chips import ChipEntry
from ui.widgets.panels.base import AnswerPanel, InputRejected, felt_scroll
from ui.words import Words

CARD_WIDTH = 70
"""The baccarat payout's cards, wide enough to read at a glance."""
MIN_CARD_WIDTH = 44
"""How small they may get on a short felt (still readable: rank and suit in the corners)."""


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
            # The bets are a column as wide as their longest line (set per
            # deal); a long list scrolls rather than squeezing the cards.
            self.bets_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self.bets_scroll = felt_scroll(self.bets_label)
            self.bets_scroll.setObjectName("betsScroll")
            self.felt_layout.addWidget(self.bets_scroll, 0)
        else:
            # 70 px cards, not 96: with the longest wording (the pseudo-locale) the prompt
            # wraps, and the chip row takes its height too: larger cards no longer fit the
            # felt at 1024x700 with the app's style sheet.
            self.player = self._hand("", width=CARD_WIDTH)
            self.banker = self._hand("", width=CARD_WIDTH)
            # Smaller cards on a short felt: with the longest wording the prompt,
            # the field labels and the chip row's instructions wrap and leave the 9-seat
            # table's felt too short for 70 px cards at 1024x700; the cards shrink to fit
            # instead of being cut. The bets list beside them already scrolls.
            self.felt.installEventFilter(self)
            # A full table (nine seats with side bets) lists more lines than the felt is
            # high at 1024x700: the list scrolls on the felt rather than grow the window.
            self.bets_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self.bets_scroll = felt_scroll(self.bets_label)
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
        # The error line's room is kept when it is hidden: it appeared under the fields and
        # took its height from the felt, the seat list shrank and got a scroll bar.
        policy = self.field_error.sizePolicy()
        policy.setRetainSizeWhenHidden(not samkong)
        self.field_error.setSizePolicy(policy)
        self._review: tuple[int, str] | None = None
        """Under review: the settled bet line and its right settlement, shown on its row."""
        self.paid_edit.returnPressed.connect(self._amounts_entered)
        self.commission_edit.returnPressed.connect(self._amounts_entered)
        self.chip_entry.sig_submit_requested.connect(self.sig_submit_requested)
        self.submit_button.clicked.connect(self.sig_submit_requested)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.felt and event.type() == QEvent.Type.Resize:
            self._fit_cards()
        return super().eventFilter(watched, event)

    def _fit_cards(self) -> None:
        """The largest cards (up to :data:`CARD_WIDTH`) whose hands fit the felt's height."""
        margins = self.felt_layout.contentsMargins()
        room = self.felt.height() - margins.top() - margins.bottom()
        hands = (self.player, self.banker)
        width = next((w for w in range(CARD_WIDTH, MIN_CARD_WIDTH, -2)
                      if all(h.size_for(w).height() <= room for h in hands)), MIN_CARD_WIDTH)
        for hand in hands:
            hand.set_card_width(width)

    def _reserve_error_room(self) -> None:
        """Room for a refusal of one line in the language shown (its script's font may be
        taller); a longer refusal still grows the line. Only the baccarat table's: its cards
        shrink to the felt left, Sam Kong's six doors do not (cut in the longest wording)."""
        if self.samkong:
            return
        error = self.field_error
        error.ensurePolished()
        probe = QLabel(self.words.money_error("negative"))  # measured, never shown
        probe.setFont(error.font())
        margins = error.contentsMargins()
        error.setMinimumHeight(probe.sizeHint().height() + margins.top() + margins.bottom()
                               + 2 * error.margin())
        probe.deleteLater()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._reserve_error_room()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._reserve_error_room()
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
