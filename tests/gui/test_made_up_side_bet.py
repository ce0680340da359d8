"""A side bet is one registered spec (trainer.baccarat.bets): a made-up one, registered here
and nowhere else, is settled by the engine, placed by the simulated players, edited in
Settings (a row of its own, saved with the profile) and drawn on the felt, with no other file
touched. Dragon 7, as some houses deal it: wins when the Banker wins with a three-card 7,
pays 40:1, loses on a tie; a table may switch it off and does unless told.

The GUI parts run in English and in 繁體中文; a bet with no words of its own yet is named by
its spec's English name in every language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.test_settings_profiles import LANGUAGES, _pick, _press, _save, _tables
from tests.gui.test_table_screen import SETTINGS, open_table, select_by_keys
from trainer.articles import Article, bac
from trainer.baccarat.bets import (
    BetKind,
    BetSpec,
    House,
    Odds,
    TieRule,
    register,
    spec_of,
    specs,
    unregister,
)
from trainer.baccarat.coup import Coup, Outcome, coup_from_hands
from trainer.baccarat.settlement import Bet, BetResult, RefusalReason, settle, validate_bets
from trainer.baccarat.table import DEFAULT_PROFILES, SideLimits, TableRules
from trainer.cards import parse_cards
from trainer.drills import payout as payout_drill
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import Level
from trainer.drills.prompts import PayoutPrompt
from trainer.drills.registry import expected_answer, grade_answer
from trainer.errors import BetRefused
from trainer.table.personas import Persona, persona_bets, side_kinds
from trainer.table.session import TableSession
from ui.felt.felt import area_rect, felt_kinds, place_of

D = Decimal
DRAGON_ODDS = Odds(40, 1)


def _dragon_wins(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    if coup.outcome is Outcome.BANKER and coup.banker_total == 7 and len(coup.banker) == 3:
        return DRAGON_ODDS, bac(17)
    return None


DRAGON = BetSpec(
    "dragon_7", "Dragon 7", _dragon_wins, (DRAGON_ODDS,), bac(17), bac(13), TieRule.LOSE,
    felt_slot=4, short="D7", wording="dragon_7", optional=True, on_by_default=False,
    default_minimum=D(100), default_maximum=D(500))


@pytest.fixture
def dragon() -> Iterator[BetKind]:
    """Dragon 7 registered for one test, then taken out again."""
    register(DRAGON)
    try:
        yield BetKind("dragon_7")
    finally:
        unregister("dragon_7")


def _table(kind: BetKind, name: str = "mass-300 dragon") -> TableRules:
    base = DEFAULT_PROFILES["mass-300"]
    return TableRules.from_dict({**base.with_side_bet(kind, offered=True).to_dict(),
                                 "name": name})


# ---- the engine (no Qt) ---------------------------------------------------------------------


def test_the_engine_settles_the_made_up_bet_at_its_odds(dragon: BetKind) -> None:
    assert [s.code for s in specs()][-1] == "dragon_7"  # settled after every bet before it
    table = _table(dragon)
    # Player K 4 draws a 2 (6); Banker 3 K draws (art. 9) a 4: a three-card 7 wins.
    three_card_7 = coup_from_hands(parse_cards("KS 4H 2C"), parse_cards("3D KC 4S"))
    assert (three_card_7.outcome, three_card_7.banker_total) == (Outcome.BANKER, 7)
    bets = [Bet(BetKind.BANKER, D(300), 1), Bet(dragon, D(100), 1)]
    line = next(x for x in settle(three_card_7, bets, table).lines if x.bet.kind is dragon)
    assert (line.result, line.odds, line.winnings, line.paid) == (
        BetResult.WIN, "40:1", D(4000), D(4000))
    # A two-card 7 does not win it, nor does a tie (the bet loses, art. 13).
    two_card_7 = coup_from_hands(parse_cards("KS 6H"), parse_cards("3D 4C"))
    assert two_card_7.banker_total == 7 and two_card_7.outcome is Outcome.BANKER
    tie = coup_from_hands(parse_cards("KS 7H"), parse_cards("3D 4C"))
    for coup in (two_card_7, tie):
        (lost,) = (x for x in settle(coup, bets, table).lines if x.bet.kind is dragon)
        assert (lost.result, lost.taken, lost.article) == (BetResult.LOSE, D(100), bac(13))
    # Its limits are the table's for it; a table that does not offer it refuses it.
    with pytest.raises(BetRefused) as err:
        validate_bets([Bet(dragon, D(600), 1)], table)
    assert err.value.reason == RefusalReason.ABOVE_MAXIMUM.value
    with pytest.raises(BetRefused) as err:
        validate_bets([Bet(dragon, D(100), 1)], DEFAULT_PROFILES["mass-300"])
    assert err.value.reason == RefusalReason.SIDE_BET_OFF.value
    # Stored and read back with the table, under its code.
    assert table.to_dict()["side_bets"]["dragon_7"] == {  # type: ignore[index]
        "minimum": "100", "maximum": "500", "offered": True}
    assert TableRules.from_dict(table.to_dict()) == table
    assert table.side_limits(dragon) == SideLimits(D(100), D(500), True)


def test_a_simulated_player_places_the_made_up_bet(dragon: BetKind) -> None:
    table = _table(dragon)
    assert side_kinds(table)[-1] is dragon
    assert dragon not in side_kinds(DEFAULT_PROFILES["mass-300"])  # off unless switched on
    fan = Persona("side_fan", D(30000), BetKind.PLAYER, 1.0, (1, 1), 0.0, 1.0, 10)
    bets = persona_bets(fan, 3, D(30000), table, random.Random(1))
    assert Bet(dragon, D(100), 3) in bets  # its minimum (1 to 3 times), as every side bet
    validate_bets(bets, table)


def test_the_payout_drill_asks_the_made_up_bet_where_it_is_offered(dragon: BetKind) -> None:
    table = _table(dragon, name="school dragon")
    options = DrillOptions(profile=table.name, tables=(table,))
    cells = payout_drill.cells(options)
    assert {Cell.of("payout", "dragon_7", "win"), Cell.of("payout", "dragon_7", "lose")} <= set(
        cells)
    assert Cell.of("payout", "dragon_7", "push") not in cells  # a tie does not push it
    assert not any("dragon_7" in str(c) for c in payout_drill.cells(
        DrillOptions(profile="mass-300")))  # not where it is not offered
    for seed in range(3):
        questions = payout_drill.generate(Level.HARD, seed, options,
                                          target=Cell.of("payout", "dragon_7", "win"))
        prompt = questions[0].prompt
        assert isinstance(prompt, PayoutPrompt)
        assert "dragon_7" in {b.kind for b in prompt.bets}
        asked = [q for q in questions if str(q.cell).startswith("payout:dragon_7:")]
        assert asked
        for q in asked:  # graded by the engine that drew it
            assert grade_answer(q, expected_answer(q)).correct


def _seed_with_a_dragon_bet(table: TableRules, kind: BetKind) -> int:
    """A seed whose first coup's layout (the table screen's settings) holds the bet."""
    for seed in range(1, 400):
        session = TableSession(table, seed, settings=SETTINGS)
        if any(b.kind is kind for b in session.state().layout):
            return seed
    raise AssertionError("no seed dealt a Dragon 7 bet")


# ---- Settings and the felt (pytest-qt) ------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_settings_has_a_row_for_the_made_up_bet_and_saves_it(
        dragon: BetKind, qtbot, trainee, window, language) -> None:
    tables = _tables(qtbot, window, language)
    low, high = tables.limit_edits["dragon_7"]
    offered = tables.offered_checks["dragon_7"]
    assert tables.form.labelForField(tables.limit_rows["dragon_7"]).text().count("Dragon 7")
    assert tables.form.labelForField(offered).text().count("Dragon 7")
    _pick(tables, "mass-300")
    assert not offered.isChecked() and not low.isEnabled()  # off unless switched on
    tables.name_edit.setFocus()
    _press(qtbot, tables, Qt.Key.Key_W, tables.new_button)  # Ne&w profile
    qtbot.keyClicks(tables.name_edit, "dragon table")
    offered.setFocus()
    qtbot.keyClick(offered, Qt.Key.Key_Space)
    assert offered.isChecked() and low.isEnabled()
    for edit, text in ((low, "200"), (high, "1,000")):
        edit.setFocus()
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(edit, text)
    assert QApplication.focusWidget() is high
    assert "dragon table" in _save(qtbot, tables)
    saved = tables.profiles["dragon table"]
    assert saved.offers(dragon) and saved.limits(dragon) == (D(200), D(1000))
    stored = tables.presenter.table_profiles()["dragon table"]  # read back from the store
    assert stored.side_limits(dragon) == SideLimits(D(200), D(1000), True)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_felt_has_a_slot_for_the_made_up_bet_and_shows_it(
        dragon: BetKind, qtbot, store, instructor, trainee, translations, language) -> None:
    translations.install(language)
    table = _table(dragon)
    store.table_profiles.save(instructor, table.name, table.to_dict())
    seed = _seed_with_a_dragon_bet(table, dragon)
    assert felt_kinds()[-1] is dragon and spec_of(dragon).felt_label == "D7"
    screen = open_table(qtbot, store, trainee, table.name, seed)
    felt = screen.felt
    assert felt.table is not None and felt.table.offers(dragon)
    shown = [bet for bet in felt.stacks if bet.kind is dragon]
    assert shown, "the Dragon 7 bet is on the felt"
    for bet in shown:
        place = place_of(table, bet.seat)
        area = felt.to_widget(area_rect(place, dragon, table.seats)).toAlignedRect()
        assert area.contains(felt.stacks[bet].rect.center())
        for other in (BetKind.BANKER, BetKind.PLAYER, BetKind.TIE, BetKind.LUCKY_6):
            assert not area_rect(place, dragon, table.seats).intersects(
                area_rect(place, other, table.seats))
    # Selected by the keys like any bet, and named (no words of its own yet: its spec's name).
    select_by_keys(qtbot, screen, shown[0])
    qtbot.waitUntil(lambda: "Dragon 7" in screen.selection.text())
