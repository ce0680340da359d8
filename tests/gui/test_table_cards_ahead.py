"""The card faces are drawn ahead, at the size the felt deals them, while the table waits for
the trainee's key (ui.felt.cards_ahead): the step that deals a card takes its picture from the
cache instead of drawing it from its SVG there and then (about a third of a millisecond a
card in the Table's bench). And the felt keeps its live parts' recent pictures: a part that
looks again as it looked lately is not drawn anew."""

from __future__ import annotations

import pytest
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_cash import language  # noqa: F401 - the fixture, en and zh-Hant
from tests.gui.test_table_screen import do_by_keys, open_table
from tests.support.table_screen import open_table_screen
from tests.support.table_script import right_action
from trainer.cards import full_deck
from trainer.table import TableSettings
from ui.widgets import card as card_module


def cached(size: tuple[int, int, float]) -> int:
    """How many of the 52 faces and the back are in the cards' cache at ``size``."""
    width, height, ratio = size
    return sum(("back" if c is None else c.code, width, height, ratio) in card_module._PIXMAPS
               for c in (None, *full_deck()))


@pytest.mark.usefixtures("language")
def test_every_card_is_drawn_ahead_and_a_deal_draws_none(qtbot, store, trainee,
                                                        monkeypatch) -> None:
    card_module._PIXMAPS.clear()  # as the app starts: no card drawn yet
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 11)
    felt = screen.felt
    qtbot.waitUntil(lambda: cached(felt.card_size()) == 53)
    drawn: list[object] = []
    render = QSvgRenderer.render
    monkeypatch.setattr(QSvgRenderer, "render",
                        lambda self, *args: (drawn.append(args), render(self, *args))[1])
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "deal")
    size = felt.card_size()  # the felt's height (and its cards) follow the buttons shown
    qtbot.waitUntil(lambda: cached(size) == 53)
    drawn.clear()
    name, args = right_action(session)
    do_by_keys(qtbot, screen, name, args)  # the first card, to the Player, by its key (P)
    felt.repaint()
    assert len(session.state().player) == 1 and session.steps[-1].right
    assert felt.card_size() == size
    assert drawn == []  # its face came from the cache


def test_a_felt_not_on_screen_draws_nothing_ahead(qtbot) -> None:
    from trainer.baccarat.table import DEFAULT_PROFILES
    from ui.felt.felt import TableFelt
    from ui.felt.steps import FeltLabels

    card_module._PIXMAPS.clear()
    felt = TableFelt(FeltLabels())
    qtbot.addWidget(felt)
    felt.set_table(DEFAULT_PROFILES["mass-300"])
    felt.resize(1000, 500)
    felt.grab()  # drawn off screen (as a replay's picture): its cards' size is asked for
    QApplication.processEvents()  # a turn of the event loop: not on screen, nothing drawn
    assert cached(felt.card_size()) == 0 and felt._ahead.pending == 0
    felt.show()
    qtbot.waitExposed(felt)
    qtbot.waitUntil(lambda: cached(felt.card_size()) == 53)


def test_a_card_box_empty_again_takes_the_picture_it_had(qtbot, store, trainee) -> None:
    """The felt keeps its live parts' recent pictures by part, place and look: the Player's
    box, empty again when the next coup is dealt, is not drawn anew."""
    screen = open_table_screen(qtbot, store, trainee, "commission-box-2000", 11,
                               TableSettings(fault_rate=0.2, max_coups=3, seats_filled=1.0))
    felt, session = screen.felt, screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "deal")
    felt.repaint()
    empty = felt._live["player"]
    do_by_keys(qtbot, screen, *right_action(session))  # the first card, to the Player
    felt.repaint()
    assert felt._live["player"][1].cacheKey() != empty[1].cacheKey()  # drawn with its card
    play_to(qtbot, screen, lambda s: s.coup_number == 2 and right_action(s)[0] == "deal")
    felt.repaint()
    assert session.state().player == () and felt._live["player"][0] == empty[0]
    assert felt._live["player"][1].cacheKey() == empty[1].cacheKey()
