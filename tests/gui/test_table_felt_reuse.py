"""The Table's felt at speed (issue 14, the bench's p99): one widget that paints the bets, the
commission boxes and the tray itself, with no child widget to composite at each step; each
stack keeps its click, its tooltip and its accessible text; a step repaints only what changed;
the chips of a stack are worked out once per amount and chip set and drawn once."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QHelpEvent, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_screen import do_by_keys, open_table
from tests.support.felt_clicks import click_item, visible_point
from tests.support.side_bets import old_sides
from tests.support.table_script import right_action
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import CommissionMode, TableRules
from trainer.chips import _fewest, chip_breakdown
from trainer.table import TableSettings
from ui.felt import felt as felt_module
from ui.felt.felt import ChipStack, TableFelt, stake_face
from ui.table.view import TableScreen

SIX_COUPS = TableSettings(fault_rate=0.2, max_coups=6, seats_filled=1.0)


class PaintLog(QObject):
    """The paint events of the felt and of the widgets under it, and where they painted."""

    def __init__(self, felt: QWidget) -> None:
        super().__init__()
        self.felt, self.widgets, self.region = felt, 0, QRegion()
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) \
                and (watched is self.felt or self.felt.isAncestorOf(watched)):
            self.widgets += 1
            self.region += event.region()  # type: ignore[attr-defined]
        return False


def test_the_felt_paints_every_stack_itself_and_each_keeps_its_click_and_name(
    qtbot, store, trainee
) -> None:
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    session = screen.presenter.session
    assert session is not None
    felt = screen.felt
    for coup in range(2, 5):
        play_to(qtbot, screen, lambda s, c=coup: s.coup_number == c)
        assert felt.findChildren(QWidget) == []  # no widget per bet, box or tray chip
        assert len(felt.stacks) >= 9
        described = felt.accessibleDescription()
        for bet, stack in felt.stacks.items():
            assert stack.key == bet and stack.name == f"bet_{bet.seat}_{bet.kind.value}"
            named = felt.words.stack(bet, ()).split(" in ")[0]  # "Seat 4, Banker: HK$4,000"
            assert stack.label.startswith(named) and stack.label in described
            assert felt.rect().contains(stack.rect)
            assert stack.selected == (screen.selected == bet)
    # A stack clicked selects its bet; nothing else changes.
    state = session.state()
    bet, stack = list(felt.stacks.items())[-1]
    click_item(qtbot, felt, stack)
    assert screen.selected == bet and state == session.state()
    assert felt.stacks[bet].selected
    # Its tooltip is its label, shown by the felt where the stack is drawn.
    point = visible_point(felt, stack)
    event = QHelpEvent(QEvent.Type.ToolTip, point, felt.mapToGlobal(point))
    QApplication.sendEvent(felt, event)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text() == stack.label)
    QToolTip.hideText()
    # A tray chip clicked adds its chip to the row, as its own widget did.
    chip = felt.tray[0]
    screen.chip_entry.clear()
    click_item(qtbot, felt, chip)
    assert screen.chip_entry.text() == chip.label
    assert felt.item_at(QPoint(1, 1)) is None  # the felt's corner takes no click


def test_a_step_repaints_the_felt_only_where_it_changed(qtbot, store, trainee) -> None:
    """Selecting the next bet repaints the two stacks and the live parts, not the felt."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    felt = screen.felt
    qtbot.waitExposed(screen)
    first = screen.selected
    assert first in felt.stacks
    felt.repaint()  # what showing the table asked for, painted now
    QApplication.processEvents()
    log = PaintLog(felt)
    log.widgets, log.region = 0, QRegion()
    screen.focusNextPrevChild(True)  # Tab on the felt: the next bet
    second = screen.selected
    assert second != first and second in felt.stacks
    qtbot.waitUntil(lambda: log.widgets > 0)
    QApplication.processEvents()
    assert log.widgets == 1  # the felt alone: no child widget repainted with it
    assert log.region.contains(felt.stacks[second].rect)
    assert log.region.contains(felt.stacks[first].rect)  # type: ignore[index]
    painted = sum(r.width() * r.height() for r in log.region)
    assert painted < felt.width() * felt.height() / 4
    QApplication.instance().removeEventFilter(log)


def test_a_stacks_chips_are_worked_out_once_and_bad_input_still_refused() -> None:
    chips = (Decimal("5000"), Decimal("1000"), Decimal("500"), Decimal("100"), Decimal("25"))
    _fewest.cache_clear()
    first = chip_breakdown(Decimal("7625"), chips)
    assert first == ((Decimal("5000"), 1), (Decimal("1000"), 2), (Decimal("500"), 1),
                     (Decimal("100"), 1), (Decimal("25"), 1))
    assert chip_breakdown(Decimal("7625.00"), list(chips)) == first
    assert _fewest.cache_info().hits == 1 and _fewest.cache_info().misses == 1
    # An equal value of another type, or a bad chip, is refused as before (not a cache hit).
    with pytest.raises(ValueError):
        chip_breakdown(7625, chips)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        chip_breakdown(Decimal("7625"), (*chips[:-1], 25))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        chip_breakdown(Decimal("7630"), chips)  # not payable: refused every time
    with pytest.raises(ValueError):
        chip_breakdown(Decimal("7630"), chips)


def test_a_stack_draws_its_chips_once_until_they_change(qtbot) -> None:
    """A table repaints its stacks at each step: an unchanged stack reuses its drawing, a
    changed one is drawn anew, and the picture is the same as drawn from scratch."""
    chips = [Decimal(1000), Decimal(500), Decimal(100)]
    font = QFont()
    stack = ChipStack(1, "bet")
    stack.rect = QRect(0, 0, 44, 90)
    stack.set_stack(Decimal(1600), chips, "Seat 1, Banker: 1,600")
    first = stack.chips_pixmap(1.0, font)
    assert stack.chips_pixmap(1.0, font).cacheKey() == first.cacheKey()  # not redrawn
    picture = first.toImage()
    stack.set_stack(Decimal(600), chips, "Seat 1, Banker: 600")
    again = stack.chips_pixmap(1.0, font)
    assert again.cacheKey() != first.cacheKey() and again.toImage() != picture
    stack.rect = QRect(0, 0, 50, 90)  # a new size is drawn anew too
    assert stack.chips_pixmap(2.0, font).width() == 100
    fresh = ChipStack(2, "bet")
    fresh.rect = QRect(10, 10, 44, 90)
    fresh.set_stack(Decimal(1600), chips, "Seat 2, Banker: 1,600")
    stack.rect = QRect(0, 0, 44, 90)
    stack.set_stack(Decimal(1600), chips, "Seat 1, Banker: 1,600")
    assert stack.chips_pixmap(1.0, font).toImage() == fresh.chips_pixmap(1.0, font).toImage() \
        == picture


def test_stake_faces_are_exact() -> None:
    """The amount under a stack reads back as the stake, short or not."""
    for amount in ("250", "295", "1200", "1250", "4300", "12000", "30300", "0.5", "100000"):
        stake = Decimal(amount)
        for short in (False, True):
            face = stake_face(stake, short)
            read = Decimal(face[:-1].replace(",", "")) * 1000 if face.endswith("K") \
                else Decimal(face.replace(",", ""))
            assert read == stake, (amount, short, face)
    assert stake_face(Decimal(12000)) == "12K" and stake_face(Decimal(4300)) == "4,300"
    assert stake_face(Decimal(1500), short=True) == "1.5K"


@pytest.mark.parametrize("seats", [9, 14])
def test_every_stake_on_a_full_table_is_written_apart_from_the_other_seats(
    qtbot, store, instructor, seats
) -> None:
    """A full table's stacks are too small to read a stake from its chips: each bet's amount
    is written under its stack, inside the felt, clear of every other seat's amounts, and a
    click on the amount selects the bet."""
    rules = TableRules(name=f"Full table ({seats} seats)", minimum=Decimal(100),
                       maximum=Decimal(20000), seats=seats,
                       commission_mode=CommissionMode.MARK,
                       side_bets=old_sides(lucky6_enabled=True))
    store.table_profiles.save(instructor, rules.name, rules.to_dict())
    screen = TableScreen(store, instructor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.load_tables()
    screen.preset(profile=rules.name, seed=3, settings=TableSettings(
        seats_filled=1.0, fault_rate=0.0, standing_bettors=True, max_coups=3))
    felt = screen.felt
    font = felt.font()
    state = screen.presenter.state
    assert state is not None and len({b.seat for b in state.layout}) >= seats - 2
    pills = [(bet, stack.stake_rect(font, font.key())) for bet, stack in felt.stacks.items()]
    assert len(pills) == len(state.layout)
    for i, (bet, pill) in enumerate(pills):
        assert not pill.isEmpty() and felt.rect().contains(pill), bet
        for other, other_pill in pills[i + 1:]:
            if other.seat != bet.seat:
                assert not pill.intersects(other_pill), (bet, other)
    for box in felt.boxes.values():
        assert box.stake_rect(font, font.key()).isEmpty()  # a box's amount is written in the box
    bet, pill = pills[-1]
    qtbot.mouseClick(felt, Qt.MouseButton.LeftButton, pos=pill.center())
    assert screen.selected == bet


def test_the_live_parts_are_drawn_again_only_when_they_change(qtbot, store, trainee) -> None:
    """The shoe, the two hands' cards and the commission boxes' marks: a step that changes
    none of them (a bet selected) repaints none; a card dealt repaints that hand's box with
    a new picture, the others keep theirs; and the felt then looks as a felt drawn afresh
    at the same state (no part left as it was)."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    session = screen.presenter.session
    assert session is not None
    felt = screen.felt
    play_to(qtbot, screen, lambda s: s.coup_number == 2)  # the bets of coup 2
    felt.repaint()
    QApplication.processEvents()
    assert set(felt._live) == {"shoe", "player", "banker", "boxes"}
    where = {name: shown[0] for name, shown in felt._live_shown.items()}
    log = PaintLog(felt)
    log.widgets, log.region = 0, QRegion()
    first = screen.selected
    screen.focusNextPrevChild(True)  # another bet selected: no live part changed
    assert screen.selected != first
    qtbot.waitUntil(lambda: log.widgets > 0)
    QApplication.processEvents()
    assert all(not log.region.intersects(rect) for rect in where.values())
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "deal")
    QApplication.processEvents()
    pictures = {name: drawn[1].cacheKey() for name, drawn in felt._live.items()}
    log.widgets, log.region = 0, QRegion()
    name, args = right_action(session)
    do_by_keys(qtbot, screen, name, args)  # the first card, to the Player
    assert len(session.state().player) == 1
    qtbot.waitUntil(lambda: log.widgets > 0)
    QApplication.processEvents()
    QApplication.instance().removeEventFilter(log)
    assert log.region.intersects(where["player"]) and not log.region.intersects(where["banker"])
    now = {name: drawn[1].cacheKey() for name, drawn in felt._live.items()}
    assert now["player"] != pictures["player"] and now["shoe"] != pictures["shoe"]
    assert now["banker"] == pictures["banker"] and now["boxes"] == pictures["boxes"]
    fresh = TableFelt(felt.words)
    qtbot.addWidget(fresh)
    fresh.resize(felt.size())
    assert felt.table is not None and felt.state is not None
    fresh.set_table(felt.table)
    fresh.set_house(felt.house)  # the house sign the screen words (ui.felt.house)
    fresh.set_state(felt.state, felt.selected)
    assert felt.grab().toImage() == fresh.grab().toImage()
    # Resized, every live part is drawn again where the new size puts it.
    screen.resize(1180, 760)
    qtbot.waitUntil(lambda: felt.size() != fresh.size())
    fresh.resize(felt.size())
    assert felt.grab().toImage() == fresh.grab().toImage()


def test_stacks_that_look_alike_share_one_picture(qtbot) -> None:
    """A new coup's stacks mostly look as some earlier stack did (same chips, size and
    marks): each is painted from the picture already drawn, its stake pill too; a stack
    that looks otherwise (selected) gets a picture of its own."""
    chips = [Decimal(1000), Decimal(500), Decimal(100)]
    font = QFont()
    canvas = QPixmap(200, 200)
    painter = QPainter(canvas)
    stacks = []
    for seat in (1, 2, 3):
        stack = ChipStack(Bet(BetKind.BANKER, Decimal(1600), seat), f"bet_{seat}_banker")
        stack.rect = QRect(seat * 50, 0, 44, 90)
        stack.set_stack(Decimal(1600), chips, f"Seat {seat}, Banker: 1,600")
        stack.selected = seat == 3
        stack.paint(painter, 1.0, font, font.key())
        stack.paint_stake(painter, 1.0, font, font.key())
        stacks.append(stack)
    painter.end()
    first, second, third = stacks
    assert first._picture.cacheKey() == second._picture.cacheKey()
    assert first._stake_picture.cacheKey() == second._stake_picture.cacheKey()
    assert third._picture.cacheKey() != first._picture.cacheKey()
    assert third._stake_picture.cacheKey() != first._stake_picture.cacheKey()
    # The shared picture is the one a stack draws for itself from scratch.
    alone = ChipStack(Bet(BetKind.BANKER, Decimal(1600), 4), "bet_4_banker")
    alone.rect = QRect(0, 0, 44, 90)
    alone.set_stack(Decimal(1600), chips, "Seat 4, Banker: 1,600")
    felt_module._STACK_PICTURES.clear()
    other = QPixmap(200, 200)
    painter = QPainter(other)
    alone.paint(painter, 1.0, font, font.key())
    painter.end()
    assert alone._picture.cacheKey() != first._picture.cacheKey()
    assert alone._picture.toImage() == first._picture.toImage()


def test_a_new_coups_bets_take_the_stacks_of_the_last_and_each_is_named_anew(
    qtbot, store, trainee
) -> None:
    """A coup's stacks are kept, by seat and kind, for the next coup's bets there: a new
    coup builds few stacks. Each reused stack stands for its new bet: its key, name, words,
    amount and place are the new bet's, as a stack made for it would have."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    felt = screen.felt
    made: list[ChipStack] = []
    real_init = ChipStack.__init__

    def counting(stack: ChipStack, key: object, name: str) -> None:
        made.append(stack)
        real_init(stack, key, name)  # type: ignore[arg-type]

    ChipStack.__init__ = counting  # type: ignore[method-assign]
    try:
        for coup in range(2, 6):
            before = len(made)
            play_to(qtbot, screen, lambda s, c=coup: s.coup_number == c)
            built = len(made) - before
            assert built < len(felt.stacks), (coup, built, len(felt.stacks))
            state = screen.presenter.state
            assert state is not None
            stacked = dict(state.stacks)
            fresh = TableFelt(felt.words)
            qtbot.addWidget(fresh)
            fresh.resize(felt.size())
            fresh.set_table(felt.table)  # type: ignore[arg-type]
            fresh.set_state(state, felt.selected)
            assert list(fresh.stacks) == list(felt.stacks)
            for bet, stack in felt.stacks.items():
                twin = fresh.stacks[bet]
                assert stack.key == bet and stack.name == twin.name
                assert stack.label == twin.label == felt.words.stack(bet, stacked.get(bet, ()))
                assert (stack.amount, stack.chips, stack.rect) == (
                    twin.amount, twin.chips, twin.rect)
            assert felt.accessibleDescription() == fresh.accessibleDescription()
    finally:
        ChipStack.__init__ = real_init  # type: ignore[method-assign]


def test_the_stacks_and_boxes_are_worded_again_in_a_new_language(
    qtbot, store, trainee, translations
) -> None:
    """The felt keeps its stacks' and boxes' words between steps; a language change words
    them all again (the tooltips and the accessible text), and the next coup's too."""
    translations.install("en")
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    felt = screen.felt
    play_to(qtbot, screen, lambda s: s.coup_number == 3)
    assert felt.boxes and felt.stacks
    english = felt.accessibleDescription()
    assert "Seat" in english and "Commission box" in english
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: felt.accessibleDescription() != english)
    for stack in (*felt.stacks.values(), *felt.boxes.values()):
        assert "Seat" not in stack.label and "Commission box" not in stack.label, stack.label
    play_to(qtbot, screen, lambda s: s.coup_number == 4)
    for stack in (*felt.stacks.values(), *felt.boxes.values()):
        assert "Seat" not in stack.label and "Commission box" not in stack.label, stack.label
    translations.install("en")
    qtbot.waitUntil(lambda: "Seat" in felt.accessibleDescription())
    assert all("Seat" in s.label for s in felt.stacks.values())


def _settle_a_coup(qtbot, screen: TableScreen) -> None:
    """Deal right steps by keys until one settles a coup (no event loop turn after it)."""
    session = screen.presenter.session
    assert session is not None
    for _ in range(500):
        name, args = right_action(session)
        coups = len(session.coups)
        do_by_keys(qtbot, screen, name, args)
        assert session.steps[-1].right, (name, args)
        if len(session.coups) > coups:
            return
    raise AssertionError("no coup settled")


def test_a_coups_last_step_shows_the_table_cleared_and_the_next_bets_a_frame_later(
    qtbot, store, trainee
) -> None:
    """The step that settles a coup is graded, stored and shown on a cleared felt (no bet,
    no card) in its own frame; the next coup's bets are placed on the next turn of the event
    loop, all of them, as a felt drawing that state at once shows them."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    session = screen.presenter.session
    assert session is not None
    felt = screen.felt
    _settle_a_coup(qtbot, screen)
    assert len(store.practice.attempts(trainee, trainee.user_id, "table")) == len(session.steps)
    assert screen.feedback.text()
    assert not screen.bets_placed
    assert felt.stacks == {} and felt.state is not None
    assert felt.state.coup == 2 and not felt.state.player and not felt.state.banker
    state = screen.presenter.state
    assert state is not None and state.layout
    qtbot.waitUntil(lambda: screen.bets_placed)
    assert list(felt.stacks) == TableFelt.bets_shown(state)
    assert felt.selected == screen.selected and screen.selected in felt.stacks


def test_a_key_or_a_click_before_the_next_bets_are_placed_places_them_first(
    qtbot, store, trainee
) -> None:
    """Nothing waits on the frame: a key on the felt (Tab) in that frame places the bets
    and then selects the next one; a click places them and then takes the bet under it."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    felt = screen.felt
    _settle_a_coup(qtbot, screen)
    assert not screen.bets_placed and felt.stacks == {}
    first = screen.selected
    qtbot.keyClick(felt, Qt.Key.Key_Tab)
    assert screen.bets_placed and felt.stacks
    assert screen.selected != first and felt.stacks[screen.selected].selected
    _settle_a_coup(qtbot, screen)
    assert not screen.bets_placed and felt.stacks == {}
    state = screen.presenter.state
    assert state is not None
    twin = TableFelt(felt.words)  # where the bets will lie: a felt drawing the state at once
    qtbot.addWidget(twin)
    twin.resize(felt.size())
    twin.set_table(felt.table)  # type: ignore[arg-type]
    twin.set_state(state, None)
    twin.show()
    target = TableFelt.bets_shown(state)[-1]
    qtbot.mouseClick(felt, Qt.MouseButton.LeftButton,
                     pos=visible_point(twin, twin.stacks[target]))
    assert screen.bets_placed and screen.selected == target
    assert felt.stacks[target].selected
