"""What the Table screen shows of the shoe's life, by keys and by mouse, in English and
繁體中文: the house's procedures on a sign of the felt (arts. 2, 3, 8, 16), the cut prompt's
"at least 12 cards from the end" (art. 2), a damaged card ringed (art. 3), the last coup
marked once announced until the shuffle (art. 3), no bet on the felt while a demonstration
coup is asked for (art. 2), and a card laid before the wrong hand drawn there, ringed, until
it is corrected (art. 10)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import go_on, stored
from tests.support.table_screen import open_table_screen
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.cards import LastCoupRule
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.irregular import Irregularity, Remedy
from trainer.table.session import Action
from trainer.table.shoe_life import RIGHT_CUT
from ui.felt.felt import BANKER_BOX, PLAYER_BOX, card_rect, seat_rect, zone_rect
from ui.felt.house import house_lines, last_coup_note
from ui.table.view import TableScreen

LEFT = Qt.MouseButton.LeftButton
LIFE = TableSettings(shoe_life=True, seats_filled=0.3)
SHORT = TableSettings(shoe_life=True, seats_filled=0.3, cut_from_end=380)
DAMAGED = TableSettings(shoe_life=True, seats_filled=0.3, irregularity_rate=1.0)
IRREGULAR = TableSettings(irregularity_rate=1.0, fault_rate=0.0, max_coups=3)
FOUR_ASKS, DAMAGED_SEED, WRONG_HAND_SEED = 6, 1, 0
"""Seed 6: a player asks for demonstration coups; seed 1 deals a damaged card in coup 5;
seed 0 lays the Player's second card before the Banker in coup 1."""
SAID = {
    "en": {"last": "Last coup: this + 1 more (art. 3)", "none": "No demo coups here (art. 2)",
           "cut": "at least 12 cards from the end (art. 2)", "next": "Next coup is the last",
           "this": "Last coup of the shoe"},
    "zh-Hant": {"last": "最後一局：本局再多一局（第3條）", "none": "本枱不設示範局（第2條）",
                "cut": "最少 12 張處（第2條）", "next": "下一局為最後一局",
                "this": "本靴最後一局"},
}


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def act(screen: TableScreen) -> None:
    session = screen.presenter.session
    assert session is not None
    step = screen.presenter.act(Action(*right_action(session)))
    assert step is not None and step.right


def deal_until(screen: TableScreen, done) -> None:  # type: ignore[no-untyped-def]
    session = screen.presenter.session
    assert session is not None
    for _ in range(5000):
        if done(session):
            screen._redraw()
            screen.felt.setFocus()
            return
        act(screen)
    raise AssertionError("never")


def past_the_cut(screen: TableScreen) -> None:
    deal_until(screen, lambda s: s.phase not in (Phase.CUT, Phase.BURN))


# ---- the house's procedures ---------------------------------------------------------------


def test_the_felt_shows_the_houses_procedures(qtbot, store, trainee, translations,
                                              language) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", 1, LIFE)
    table = DEFAULT_PROFILES["mass-300"]
    lines = screen.felt.house
    assert lines == house_lines(table.procedures, 8)
    assert SAID[language]["last"] in lines and any("8" in line for line in lines)
    assert not any(SAID[language]["none"] == line for line in lines)
    other = "zh-Hant" if language == "en" else "en"
    translations.install(other)  # worded again in the language picked
    qtbot.waitUntil(lambda: SAID[other]["last"] in screen.felt.house)
    translations.install(language)
    qtbot.waitUntil(lambda: screen.felt.house == lines)
    shuffler = open_table_screen(qtbot, store, trainee, "mass-500-shuffler", 1, LIFE)
    assert SAID[language]["none"] in shuffler.felt.house  # art. 2: none at a shuffler
    assert SAID[language]["last"] not in shuffler.felt.house  # no cut card there
    holder = open_table_screen(qtbot, store, trainee, "vip-squeeze-5000", 1, LIFE)
    assert any("16" in line for line in holder.felt.house)  # the card holder, art. 16


def test_the_house_sign_keeps_clear_of_every_seat_at_every_table_size(qtbot, store,
                                                                     trainee) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", 1, LIFE)
    for seats in range(7, 15):
        table = dataclasses.replace(DEFAULT_PROFILES["mass-300"], seats=seats)
        sign = screen.felt.house_rect(table)
        assert sign.width() >= 140 and sign.height() >= len(screen.felt.house) * 14
        for place in range(1, seats + 1):
            assert not sign.intersects(zone_rect(place, seats)), (seats, place)
            assert not sign.intersects(seat_rect(place, seats)), (seats, place)


# ---- the cut prompt -----------------------------------------------------------------------


def test_the_cut_prompt_says_how_far_from_the_end(qtbot, store, trainee, language) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", 1, LIFE)
    prompt = screen.prompt.text()
    assert SAID[language]["cut"] in prompt and str(RIGHT_CUT[1]) in prompt
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # at the stack's end: too shallow
    assert stored(store, trainee) == [("shoe:cut", False)]
    go_on(qtbot, screen)
    assert SAID[language]["cut"] in screen.prompt.text()


# ---- a damaged card -----------------------------------------------------------------------


def test_a_damaged_card_is_ringed_until_new_decks_by_keys(qtbot, store, trainee,
                                                         language) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", DAMAGED_SEED, DAMAGED)
    deal_until(screen, lambda s: right_action(s)[0] == "close_shoe")
    state = screen.presenter.state
    assert state is not None and state.life.damaged is not None
    hand, box = ("player", PLAYER_BOX) if state.life.damaged in state.player else (
        "banker", BANKER_BOX)
    cards = state.player if hand == "player" else state.banker
    ring = screen.felt._parts["damaged"][0]
    card = screen.felt.to_widget(card_rect(box, cards.index(state.life.damaged)))
    assert ring.contains(card.toAlignedRect())
    assert not screen.last_coup_note.isVisible()
    qtbot.keyClick(screen.felt, Qt.Key.Key_E)
    assert stored(store, trainee)[-1] == ("shoe:damaged", True)
    assert "damaged" not in screen.felt._parts
    assert screen.last_coup_note.text() == SAID[language]["this"]  # new decks after it
    assert screen.last_coup_note.isVisible()


def test_a_damaged_card_is_ringed_until_new_decks_by_mouse(qtbot, store, trainee) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", DAMAGED_SEED, DAMAGED)
    deal_until(screen, lambda s: right_action(s)[0] == "close_shoe")
    assert "damaged" in screen.felt._parts
    qtbot.mouseClick(screen.life_buttons["newDecksButton"], LEFT)
    assert "damaged" not in screen.felt._parts


# ---- the last coup ------------------------------------------------------------------------


def test_the_last_coup_is_marked_from_l_to_the_shuffle(qtbot, store, trainee, language) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", 3, SHORT)
    deal_until(screen, lambda s: right_action(s)[0] == "announce_last")
    said = SAID[language]
    assert not screen.last_coup_note.isVisible()
    qtbot.keyClick(screen.felt, Qt.Key.Key_L)
    assert stored(store, trainee)[-1] == ("last_coup", True)
    assert screen.last_coup_note.isVisible()
    assert screen.last_coup_note.text() == said["next"]
    deal_until(screen, lambda s: s.phase is Phase.BETS)
    assert screen.last_coup_note.text() == said["this"]
    deal_until(screen, lambda s: s.phase is Phase.CLOSE)
    assert screen.last_coup_note.text() == said["this"]
    qtbot.keyClick(screen.felt, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: screen.score_box is not None and screen.score_box.isVisible())
    screen.score_box.close()
    assert not screen.last_coup_note.isVisible()


def test_the_last_coup_is_marked_after_its_button(qtbot, store, trainee) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", 3, SHORT)
    deal_until(screen, lambda s: right_action(s)[0] == "announce_last")
    qtbot.mouseClick(screen.life_buttons["lastOneMoreButton"], LEFT)
    assert screen.last_coup_note.text() == "Next coup is the last"
    assert screen.last_coup_note.isVisible()


def test_this_coup_is_the_last_where_the_house_reads_it_so(qtbot, language) -> None:
    mass = DEFAULT_PROFILES["mass-300"]
    table = dataclasses.replace(mass, procedures=dataclasses.replace(
        mass.procedures, last_coup=LastCoupRule.THIS_COUP))
    session = TableSession(table, 3, settings=SHORT)
    for _ in range(5000):
        if right_action(session)[0] == "announce_last":
            break
        assert session.apply(Action(*right_action(session))).right
    assert last_coup_note(session.state()) is None
    assert session.apply(Action("announce_last", (False,))).right
    assert last_coup_note(session.state()) == SAID[language]["this"]


# ---- the demonstration request ------------------------------------------------------------


def test_no_bet_is_on_the_felt_while_a_demonstration_is_asked_for(qtbot, store, trainee,
                                                                 language) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", FOUR_ASKS, LIFE)
    past_the_cut(screen)
    state = screen.presenter.state
    assert state is not None and state.life.demo_asked and state.layout  # the core's bets
    assert screen.felt.stacks == {} and screen.selected is None
    qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)  # nothing to walk to
    assert screen.selected is None
    while screen.presenter.state.life.demo_asked:  # granted up to three, then refused
        session = screen.presenter.session
        grant = right_action(session) == ("answer_demo", (True,))
        assert screen.felt.stacks == {}
        qtbot.keyClick(screen.felt, Qt.Key.Key_G if grant else Qt.Key.Key_F)
        assert stored(store, trainee)[-1] == ("demo", True)
    state = screen.presenter.state  # the demonstrations over: the first coup's bets come
    assert state is not None and set(screen.felt.stacks) == set(state.layout)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Tab)
    assert screen.selected in state.layout


def test_the_bets_come_after_the_demonstrations_by_mouse(qtbot, store, trainee) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", FOUR_ASKS, LIFE)
    past_the_cut(screen)
    buttons = screen.life_buttons
    while screen.presenter.state.life.demo_asked:
        assert screen.felt.stacks == {}
        grant = right_action(screen.presenter.session) == ("answer_demo", (True,))
        qtbot.mouseClick(buttons["grantDemoButton" if grant else "refuseDemoButton"], LEFT)
    state = screen.presenter.state
    assert state is not None and set(screen.felt.stacks) == set(state.layout)


# ---- a card before the wrong hand ---------------------------------------------------------


def wrong_hand(qtbot, store, trainee) -> TableScreen:  # type: ignore[no-untyped-def]
    screen = open_table_screen(qtbot, store, trainee, "mass-300", WRONG_HAND_SEED, IRREGULAR)
    deal_until(screen, lambda s: s.phase is Phase.IRREGULAR)
    state = screen.presenter.state
    assert state is not None and state.irregular is not None
    assert state.irregular.kind is Irregularity.WRONG_HAND
    assert state.irregular.hand == "player" and state.player[-1] == state.irregular.card
    drawn = screen.felt.state  # drawn before the Banker, where it was laid
    assert drawn is not None and drawn.banker[-1] == state.irregular.card
    assert drawn.player == state.player[:-1]
    ring = screen.felt._parts["irregular"][0]
    card = screen.felt.to_widget(card_rect(BANKER_BOX, len(drawn.banker) - 1))
    assert ring.contains(card.toAlignedRect())
    return screen


def test_a_card_before_the_wrong_hand_lies_there_until_corrected_by_keys(
        qtbot, store, trainee, language) -> None:
    screen = wrong_hand(qtbot, store, trainee)
    card = screen.presenter.state.irregular.card
    qtbot.keyClick(screen.felt, Qt.Key.Key_F)  # correct it (art. 10)
    assert stored(store, trainee)[-1] == ("irregular:wrong_hand", True)
    drawn = screen.felt.state
    assert drawn is not None and drawn.player[-1] == card and card not in drawn.banker


def test_a_card_before_the_wrong_hand_corrected_by_mouse(qtbot, store, trainee) -> None:
    screen = wrong_hand(qtbot, store, trainee)
    card = screen.presenter.state.irregular.card
    qtbot.mouseClick(screen.remedy_buttons[Remedy.CORRECT], LEFT)
    drawn = screen.felt.state
    assert drawn is not None and drawn.player[-1] == card
    assert "irregular" not in screen.felt._parts


def test_an_exams_cut_prompt_keeps_the_range_to_the_trainee(qtbot, language) -> None:
    """At an exam's desk the stack shows no right zone, and the prompt no range either: the
    trainee knows where a cut goes (art. 2)."""
    from tests.gui.test_exam_table import open_desk

    view, _presenter, session, _clock, _rec = open_desk(qtbot, coups=1, fault_percent=0,
                                                        shoe_life=True)
    table = session.table
    assert table is not None and table.state().phase is Phase.CUT
    prompt = view.desk.prompt.text()
    assert view.desk.shoe_bar.isVisible() and str(RIGHT_CUT[1]) not in prompt
    assert SAID[language]["cut"] not in prompt
