"""The felt paints a step's changes rect by rect (:meth:`ui.felt.felt.TableFelt._clips`): each
stack or part a step asked for is painted under a clip of its own, not under the union of them
all (which Qt cuts into dozens of bands, and whose blits its raster engine handed to a thread
pool); what the window then holds is what the felt shows painted whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.gui.test_table_screen import do_by_keys
from tests.support.table_screen import open_table_screen
from tests.support.table_script import right_action
from trainer.table import TableSettings
from ui.felt.felt import TableFelt
from ui.table.view import TableScreen

SHOE = TableSettings(seats_filled=1.0, fault_rate=0.0, standing_bettors=True, shoe_life=True,
                     max_coups=3)
"""Every seat and standing bettors, after the shoe's cut and burn."""


def held(screen: TableScreen) -> QImage:
    """The felt as the window holds it (its backing store), painted by what was asked."""
    QApplication.processEvents()
    screen.repaint()
    image = screen.backingStore().paintDevice()
    assert isinstance(image, QImage)
    at = screen.felt.mapTo(screen.window(), QPoint(0, 0))
    return image.copy(QRect(at, screen.felt.size())).convertToFormat(QImage.Format.Format_RGB32)


def whole(felt: TableFelt) -> QImage:
    """The felt painted whole, anew."""
    return felt.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_step_paints_each_stack_it_changed_under_its_own_clip_and_shows_the_same(
    qtbot, store, trainee, translations, language: str
) -> None:
    translations.install(language)
    screen = open_table_screen(qtbot, store, trainee, "commission-box-2000", 11, SHOE)
    session = screen.presenter.session
    assert session is not None
    felt = screen.felt
    while right_action(session)[0] != "accept_bets":  # the cut, the burn: to the bets
        qtbot.waitUntil(lambda: screen.bets_placed)
        do_by_keys(qtbot, screen, *right_action(session))
    qtbot.waitUntil(lambda: screen.bets_placed)
    qtbot.keyClick(felt, Qt.Key.Key_Tab)  # the selection's line laid out once
    size = felt.size()
    assert held(screen) == whole(felt)
    first = screen.selected
    assert first in felt.stacks
    asked: list[list[QRect] | None] = []
    original = TableFelt._clips

    def logged(self: TableFelt, area):  # type: ignore[no-untyped-def]
        rects = original(self, area)
        asked.append(rects)
        return rects

    font = felt.font()
    key = font.key()
    was = felt.stacks[first].bounds(font, key)  # type: ignore[index]
    TableFelt._clips = logged  # type: ignore[method-assign]
    try:
        qtbot.keyClick(felt, Qt.Key.Key_Tab)  # the next bet
        shown = held(screen)
    finally:
        TableFelt._clips = original  # type: ignore[method-assign]
    second = screen.selected
    assert second != first and second in felt.stacks and felt.size() == size
    assert asked and all(each is not None for each in asked)  # never the area at once
    rects = [rect for each in asked if each is not None for rect in each]
    assert was in rects and felt.stacks[second].bounds(font, key) in rects
    assert len(rects) <= 4  # the two stacks (and the live parts that changed)
    assert shown == whole(felt)
    # The bet taken off the felt by N (no more bets): painted under clips too, the same.
    asked.clear()
    TableFelt._clips = logged  # type: ignore[method-assign]
    try:
        qtbot.keyClick(felt, Qt.Key.Key_N)
        shown = held(screen)
    finally:
        TableFelt._clips = original  # type: ignore[method-assign]
    assert session.steps[-1].right and asked
    assert shown == whole(felt)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_whole_update_is_painted_at_once_as_before(
    qtbot, store, trainee, translations, language: str
) -> None:
    translations.install(language)
    screen = open_table_screen(qtbot, store, trainee, "commission-box-2000", 11, SHOE)
    felt = screen.felt
    held(screen)
    asked: list[list[QRect] | None] = []
    original = TableFelt._clips

    def logged(self: TableFelt, area):  # type: ignore[no-untyped-def]
        rects = original(self, area)
        asked.append(rects)
        return rects

    TableFelt._clips = logged  # type: ignore[method-assign]
    try:
        felt.update()  # as a new language or a resize asks
        shown = held(screen)
    finally:
        TableFelt._clips = original  # type: ignore[method-assign]
    assert asked == [None]
    assert shown == whole(felt)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_cards_a_holder_turned_leave_the_felt_when_taken_back(
    qtbot, store, trainee, translations, language: str
) -> None:
    """A live part gone from the table (the cards a holder turns at their seat, "Seat 5
    turns") is painted over where it was: the window kept showing it after Enter took the
    cards back, until something else was painted there. After every step of two coups at a
    card holder's table, the window holds what the felt shows painted whole."""
    from tests.bench.table import prepare  # the bench's keys for every step, the squeeze's

    translations.install(language)
    settings = TableSettings(seats_filled=1.0, squeeze=True, max_coups=2)
    screen = open_table_screen(qtbot, store, trainee, "vip-squeeze-5000", 3, settings)
    session = screen.presenter.session
    assert session is not None
    taken_back = 0
    while not session.finished:
        qtbot.waitUntil(lambda: screen.bets_placed)
        name, args = right_action(session)
        widget, key = prepare(screen, name, args)
        qtbot.keyClick(widget, key)
        assert session.steps[-1].right, (name, args)
        taken_back += name == "take_back"
        assert held(screen) == whole(screen.felt), (len(session.steps), name)
    assert taken_back >= 2


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_after_every_step_of_a_shoe_the_window_holds_the_felt_painted_whole(
    qtbot, store, trainee, translations, language: str
) -> None:
    """Faulty bets refused, bets taken and paid, boxes marked, the felt resized as each
    phase shows its buttons: a stack taken off is painted over where it was last drawn (a
    resize had moved it since the state placed it, and the step painted over its old place,
    leaving it on the window)."""
    from tests.bench.table import prepare

    translations.install(language)
    settings = TableSettings(seats_filled=1.0, fault_rate=0.2, standing_bettors=True,
                             shoe_life=True, irregularity_rate=0.15, max_coups=3)
    screen = open_table_screen(qtbot, store, trainee, "commission-box-2000", 5, settings)
    session = screen.presenter.session
    assert session is not None
    while not session.finished:
        qtbot.waitUntil(lambda: screen.bets_placed)
        name, args = right_action(session)
        widget, key = prepare(screen, name, args)
        qtbot.keyClick(widget, key)
        assert session.steps[-1].right, (name, args)
        assert held(screen) == whole(screen.felt), (len(session.steps), name)
    kinds = {step.kind for step in session.steps}
    assert len(session.steps) >= 60 and "fault" in kinds
