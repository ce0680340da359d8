"""A worked example of a lesson: the cards as card images and what the engine computed.

Everything shown comes from the :class:`~trainer.curriculum.model.Example` the engine
computed from ``lessons/examples.txt`` (totals, who draws and why, the winner, levels,
payouts, burn counts); this widget only lays it out and words it (:class:`LessonWords`).
"""

from __future__ import annotations

import html
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from trainer.articles import Game
from trainer.baccarat.table import CommissionMode
from trainer.curriculum.model import CardGroup, Example, ExampleKind, HandRole, ShoeLife
from trainer.table import Phase, TableState
from ui.felt.felt import TableFelt
from ui.felt.steps import FeltLabels
from ui.lessons.words import LessonWords
from ui.widgets.card import HandWidget, Highlight

# Strings of LessonWords spelled so lupdate files them under the context Qt looks up.
translate = QCoreApplication.translate

SAM_KONG_KINDS = (ExampleKind.SAMKONG, ExampleKind.DOORS, ExampleKind.SKPAYOUT,
                  ExampleKind.SKROUND)


MAX_HANDS_IN_A_ROW = 2
"""Two hands a row: a Sam Kong banker's three doors side by side, or two baccarat hands of
64 px cards, were wider than the lesson at 1024 px (the right of the example was cut)."""


def card_width_for(hands: int) -> int:
    """Cards shrink a little when hands share a row."""
    return 60 if hands <= 2 else 56


def settled_table(example: Example) -> TableState | None:
    """A payout example at several seats as the table stands once settled by the engine:
    the losing bets taken, the winners paid, each Banker win's commission marked in its
    seat's box on a commission-box table (None for other examples)."""
    settlement, coup = example.settlement, example.coup
    if settlement is None or coup is None or example.table is None:
        return None
    if len({line.bet.seat for line in settlement.lines}) < 2:
        return None
    bets = tuple(line.bet for line in settlement.lines)
    marks: dict[int, Decimal] = {}
    if example.table.commission_mode is CommissionMode.MARK:
        for line in settlement.lines:
            if line.marked:
                marks[line.bet.seat] = marks.get(line.bet.seat, Decimal(0)) + line.marked
    return TableState(
        phase=Phase.SETTLE, coup=1, seats=(), layout=bets, late=(), accepted=bets,
        player=tuple(coup.player), banker=tuple(coup.banker),
        taken=tuple(line.bet for line in settlement.losers),
        paid=tuple(line.bet for line in settlement.winners),
        marked=tuple(line.bet for line in settlement.lines if line.marked),
        boxes=tuple(sorted(marks.items())), boxes_due=(), collected=(), cards_left=0,
        cut_card_out=False, steps=0,
    )


def hand_rows(example: Example) -> list[tuple[CardGroup, ...]]:
    """The hands row by row: all in one row, or the Sam Kong banker above its doors."""
    hands = example.hands
    if len(hands) <= MAX_HANDS_IN_A_ROW:
        return [hands] if hands else []
    first, rest = hands[:1], hands[1:]
    rows = [first]
    for start in range(0, len(rest), MAX_HANDS_IN_A_ROW):
        rows.append(rest[start:start + MAX_HANDS_IN_A_ROW])
    return rows


class ExampleWidget(QFrame):
    """One worked example on the felt: captioned hands, then the engine's account of it."""

    def __init__(self, example: Example, words: LessonWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonExample")
        self.example = example
        self.words = words
        self.game = Game.SAM_KONG if example.kind in SAM_KONG_KINDS else Game.BACCARAT
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        self.caption = QLabel()
        self.caption.setObjectName("exampleCaption")
        layout.addWidget(self.caption)
        self.hands: list[HandWidget] = []
        for cards_row in hand_rows(example):
            row = QHBoxLayout()
            row.setSpacing(18)
            row.addStretch(1)
            width = card_width_for(len(cards_row))
            for group in cards_row:
                hand = HandWidget(card_width=width, parent=self)
                hand.set_cards(group.cards)
                # Long level names (and longer translations) wrap instead of widening the row.
                hand.total_label.setWordWrap(True)
                hand.caption_label.setWordWrap(True)
                row.addWidget(hand)
                self.hands.append(hand)
            row.addStretch(1)
            layout.addLayout(row)
        # A payout at several seats is also drawn on the table, as the engine settled it.
        self.felt: TableFelt | None = None
        state = settled_table(example)
        if state is not None and example.table is not None:
            self.felt = TableFelt(FeltLabels(), self)
            self.felt.setObjectName("exampleFelt")
            self.felt.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.felt.setFixedHeight(320)
            self.felt.set_table(example.table)
            self.felt.set_state(state, None)
            layout.addWidget(self.felt)
        self.facts = QLabel()
        self.facts.setObjectName("exampleFacts")
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.facts)
        self.lines: list[str] = []
        """The engine's account, one fact per line, as shown (for tests and screen readers)."""
        self.retranslate()

    def retranslate(self) -> None:
        words, example = self.words, self.example
        self.caption.setText(translate("LessonWords", "Worked example"))
        for group, hand in zip(example.hands, self.hands, strict=True):
            hand.set_caption(words.hand_caption(group, self.game))
        self.lines = self._lines()
        self._totals()
        self.facts.setText(
            "<br>".join(f"• {html.escape(line, quote=False)}" for line in self.lines))
        self.setAccessibleName(translate("LessonWords", "Worked example"))
        self.setAccessibleDescription(" ".join(self.lines))

    def _totals(self) -> None:
        """The figure under each hand: its total, level or burn count."""
        example, words = self.example, self.words
        coup = example.coup
        if coup is not None:
            player, banker = self.hands[0], self.hands[1]
            player.set_total(str(coup.player_total))
            banker.set_total(str(coup.banker_total))
            if coup.player_third is not None:
                player.set_highlight(2, Highlight.THIRD_CARD)
            if coup.banker_third is not None:
                banker.set_highlight(2, Highlight.THIRD_CARD)
        if example.level is not None:
            self.hands[0].set_total(words.level(example.level))
        if example.banker_level is not None:
            self.hands[0].set_total(words.level(example.banker_level))
            for door in example.doors:
                self.hands[door.door].set_total(words.level(door.level))
        burn = example.burn
        if burn is not None and self.hands:
            self.hands[0].set_total(translate("LessonWords", "burn {0}").format(burn.count))
        if example.shoe is not None:
            self._shoe_totals(example.shoe)

    def _shoe_totals(self, shoe: ShoeLife) -> None:
        """A shoe: the first card's burn count (option (b)), then the cut card's coup."""
        words, hands = self.words, self.hands
        if shoe.burn.first_card is not None:
            hands[0].set_total(translate("LessonWords", "burn {0}").format(shoe.burn.count))
        for group, hand in zip(self.example.hands, hands, strict=True):
            if group.role in (HandRole.PLAYER, HandRole.BANKER):
                hand.set_caption(words.coup_hand_caption(words.hand_caption(group, self.game),
                                                         shoe.cut_coup))
        player, banker = hands[-2], hands[-1]
        player.set_total(str(shoe.coup.player_total))
        banker.set_total(str(shoe.coup.banker_total))
        if shoe.coup.player_third is not None:
            player.set_highlight(2, Highlight.THIRD_CARD)
        if shoe.coup.banker_third is not None:
            banker.set_highlight(2, Highlight.THIRD_CARD)

    def _lines(self) -> list[str]:
        example, words = self.example, self.words
        lines: list[str] = []
        if example.coup is not None:
            lines += words.coup_lines(example.coup)
        if example.settlement is not None and example.table is not None:
            lines.append(words.table(example.table))
            lines += [words.bet_line(line) for line in example.settlement.lines]
            lines.append(words.settlement_total(example.settlement))
        if example.level is not None:
            lines.append(words.level_line(example.level))
        rnd = example.samkong_round
        if rnd is not None:
            lines += words.round_start_lines(rnd)
        if example.banker_level is not None:
            lines.append(words.banker_level_line(example.banker_level))
            lines += [words.door_line(door) for door in example.doors]
        if rnd is not None and example.samkong_settlement is not None:
            lines += words.round_settle_lines(rnd, example.samkong_settlement)
        elif example.samkong_settlement is not None:
            lines += [words.samkong_bet(line) for line in example.samkong_settlement.lines]
        if example.burn is not None:
            lines.append(words.burn_line(example.burn))
        if example.shoe is not None:
            lines += words.shoe_lines(example.shoe)
        return lines
