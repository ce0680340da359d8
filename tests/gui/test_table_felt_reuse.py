"""The coup-ending step of the Table (issue 14, the bench's p99): the felt keeps the stacks of
the bets gone and draws the next coup's bets with them instead of making new widgets, and a
reused stack stands for its new bet (its click, name and chips); the chips of a stack are
worked out once per amount and chip set."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_screen import LEFT, open_table
from trainer.chips import _fewest, chip_breakdown
from trainer.table import TableSettings
from ui.widgets.felt import ChipStack

SIX_COUPS = TableSettings(fault_rate=0.2, max_coups=6, seats_filled=1.0)


def test_the_next_coups_bets_reuse_the_stacks_of_the_last(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    screen.preset(profile="commission-box-2000", seed=11, settings=SIX_COUPS)
    session = screen.presenter.session
    assert session is not None
    felt = screen.felt
    most = 0
    for coup in range(2, 6):
        play_to(qtbot, screen, lambda s, c=coup: s.coup_number == c)
        made = felt.findChildren(ChipStack)
        live = [s for s in made if s.isVisible()]
        most = max(most, len(felt.stacks) + len(felt.boxes))
        # Never more widgets than the most ever shown at once: the rest are kept spare.
        assert len(made) <= most + len(felt._spare)
        assert len(made) == most or len(felt._spare) > 0
        assert {s.key for s in live} == set(felt.stacks) | set(felt.boxes)
        for bet, stack in felt.stacks.items():
            assert stack.objectName() == f"bet_{bet.seat}_{bet.kind.value}"
            named = felt.words.stack(bet, ()).split(" in ")[0]  # "Seat 4, Banker: HK$4,000"
            assert stack.toolTip().startswith(named) and stack.accessibleName() == \
                stack.toolTip()
            assert not stack.selected or screen.selected == bet
    # A reused stack, clicked, selects the bet it now stands for.
    state = session.state()
    reused = [(bet, stack) for bet, stack in felt.stacks.items()]
    assert reused
    bet, stack = reused[-1]
    qtbot.mouseClick(stack, LEFT)
    assert screen.selected == bet and state == session.state()


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
    """A table repaints every stack at each step: an unchanged stack reuses its drawing, a
    changed one is drawn anew, and the picture is the same as drawn from scratch."""
    from PySide6.QtWidgets import QWidget

    chips = [Decimal(1000), Decimal(500), Decimal(100)]
    parent = QWidget()
    qtbot.addWidget(parent)
    stack = ChipStack(parent)
    stack.resize(44, 90)
    stack.set_stack(Decimal(1600), chips, "Seat 1, Banker: 1,600")
    first = stack.chips_pixmap()
    assert stack.chips_pixmap().cacheKey() == first.cacheKey()  # unchanged: not redrawn
    picture = stack.grab().toImage()
    stack.set_stack(Decimal(600), chips, "Seat 1, Banker: 600")
    assert stack.chips_pixmap().cacheKey() != first.cacheKey()
    assert stack.grab().toImage() != picture
    stack.resize(50, 90)  # a new size is drawn anew too
    resized = stack.chips_pixmap()
    assert resized.width() == round(50 * stack.devicePixelRatioF())
    fresh = ChipStack(parent)
    fresh.resize(44, 90)
    fresh.set_stack(Decimal(1600), chips, "Seat 2, Banker: 1,600")
    stack.resize(44, 90)
    stack.set_stack(Decimal(1600), chips, "Seat 1, Banker: 1,600")
    assert stack.grab().toImage() == fresh.grab().toImage() == picture
