"""The exact odds iterate the bet registry: a side bet registered here and nowhere else gets
its exact payout lines and house edge from its spec, the command line lists it, and a rule
the enumeration cannot settle exactly (it reads suits, or which ten-valued rank) is refused
rather than given a wrong figure. A result mark called wrong is explained by the bet whose
win the mark announces, found from the specs.

Dragon 7, as EZ Baccarat deals it: pays 40:1 when the Banker wins with a three-card 7, loses
on a tie. By hand: the bettor is paid 40 with probability p and loses the stake otherwise, so
expects 40p - (1 - p) = 41p - 1 per unit and the house edge is 1 - 41p. Over 8 decks the
brute force below counts p = 112,633,011,329,024 / 4,998,398,275,503,360 (0.022534), an edge
of 7.6113%, the figure published for EZ Baccarat's Dragon 7.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction

import pytest

from tests.support.rules_reference import banker_draws, player_draws
from trainer.articles import Article, bac
from trainer.baccarat.bets import (
    BetKind,
    BetSpec,
    House,
    Odds,
    TieRule,
    register,
    unregister,
)
from trainer.baccarat.coup import Coup, Outcome
from trainer.baccarat.settlement import BetResult
from trainer.baccarat.shapes import shape_space
from trainer.cli import main
from trainer.errors import OddsNotExact
from trainer.odds import NO_COMMISSION_HOUSE, baccarat_odds, compute_baccarat_odds
from trainer.table.explain import topic

DRAGON_ODDS = Odds(40, 1)
DEALS_8 = 4_998_398_275_503_360
DRAGON_DEALS_8 = 112_633_011_329_024


def _dragon_wins(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    if coup.outcome is Outcome.BANKER and coup.banker_total == 7 and len(coup.banker) == 3:
        return DRAGON_ODDS, bac(17)
    return None


def _side(code: str, label: str, wins: object, odds: Odds, **more: object) -> BetSpec:
    return BetSpec(code, label, wins, (odds,), bac(17), bac(13), TieRule.LOSE,  # type: ignore[arg-type]
                   felt_slot=4, short=code[:2].upper(), wording=code, **more)  # type: ignore[arg-type]


@pytest.fixture
def dragon() -> Iterator[BetKind]:
    register(_side("dragon_7", "Dragon 7", _dragon_wins, DRAGON_ODDS))
    try:
        yield BetKind("dragon_7")
    finally:
        unregister("dragon_7")


def _banker_three_card_sevens(decks: int) -> int:
    """Ordered P1 B1 P2 B2 P3 B3 by point value, multiplicities multiplied in: the deals in
    which the Banker wins with a three-card 7 (unused positions filled by any card left)."""
    counts = [16 * decks] + [4 * decks] * 9
    left = 52 * decks
    found = 0

    def take(v: int) -> int:
        n = counts[v]
        counts[v] -= 1
        return n

    def banker_third(pt: int, bt: int, weight: int, p3: int | None) -> None:
        nonlocal found
        for b3 in range(10):
            ways = weight * counts[b3] * ((left - 5) if p3 is None else 1)
            if (bt + b3) % 10 == 7 and pt < 7:
                found += ways

    for p1 in range(10):
        w1 = take(p1)
        for b1 in range(10):
            w2 = w1 * take(b1)
            for p2 in range(10):
                w3 = w2 * take(p2)
                for b2 in range(10):
                    w4 = w3 * take(b2)
                    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
                    if w4 and pt < 8 and bt < 8:
                        if not player_draws(pt):
                            if banker_draws(bt, None):
                                banker_third(pt, bt, w4, None)
                        else:
                            for p3 in range(10):
                                w5 = w4 * take(p3)
                                if w5 and banker_draws(bt, p3):
                                    banker_third((pt + p3) % 10, bt, w5, p3)
                                counts[p3] += 1
                    counts[b2] += 1
                counts[p2] += 1
            counts[b1] += 1
        counts[p1] += 1
    return found


def test_the_brute_force_counts_the_published_dragon_7() -> None:
    assert _banker_three_card_sevens(8) == DRAGON_DEALS_8
    p = Fraction(DRAGON_DEALS_8, DEALS_8)
    assert round((1 - 41 * p) * 100, 4) == Fraction("7.6113")


@pytest.mark.parametrize("decks", [6, 8])
def test_a_made_up_side_bet_has_its_exact_lines_and_edge(dragon: BetKind, decks: int) -> None:
    odds = compute_baccarat_odds(decks)
    p = Fraction(_banker_three_card_sevens(decks), odds.deals)
    bet = odds.bet(dragon)
    assert [(line.result, line.odds, line.probability) for line in bet.lines] == [
        (BetResult.WIN, DRAGON_ODDS, p), (BetResult.LOSE, None, 1 - p)]
    assert bet.edge == 1 - 41 * p
    assert odds.bets_of(dragon) == (bet,)  # its rule never reads the house
    assert bet in odds.bets()
    assert odds.bet(dragon, NO_COMMISSION_HOUSE).lines == bet.lines


def test_the_command_line_lists_the_made_up_bet(
    dragon: BetKind, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["odds", "--game", "baccarat", "--decks", "8"]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "Dragon 7" in line)
    assert row.split() == ["Dragon", "7", "(40:1)", "0.022534", "7.6113%"]
    assert main(["odds", "--game", "baccarat", "--decks", "8", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    p = Fraction(DRAGON_DEALS_8, DEALS_8)
    assert Fraction(data["house_edges"]["dragon_7"]["fraction"]) == 1 - 41 * p
    assert Fraction(data["probabilities"]["dragon_7"]["fraction"]) == p
    listed = [bet["code"] for bet in data["bets"]]
    assert listed == ["player", "banker", "no_commission_banker", "tie", "player_pair",
                      "banker_pair", "lucky_6", "dragon_7"]


def _suited_banker(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    """Pays when the Banker's first two cards share a suit: the shapes do not count suits."""
    return (Odds(3, 1), bac(17)) if coup.banker[0].suit == coup.banker[1].suit else None


def _king_first(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    """Pays when the Player's first card is a King: the shapes count a K as any 0."""
    return (Odds(15, 1), bac(17)) if coup.player[0].rank.label == "K" else None


@pytest.mark.parametrize("rule", [_suited_banker, _king_first])
def test_a_rule_the_shapes_cannot_settle_is_refused(
    rule: object, capsys: pytest.CaptureFixture[str]
) -> None:
    register(_side("made_up", "Made Up", rule, Odds(3, 1)))
    try:
        with pytest.raises(OddsNotExact, match="Made Up") as refused:
            baccarat_odds(8).bet("made_up")
        assert refused.value.code == "made_up"
        assert main(["odds", "--game", "baccarat", "--decks", "8"]) == 0
        out = capsys.readouterr().out
        assert "Made Up" in out and "not exact" in out and "1.0579%" in out
    finally:
        unregister("made_up")


def _first_four_by_rank(decks: int) -> dict[tuple[int, int, bool, bool], int]:
    """Ordered P1 B1 P2 B2 by rank (13 of them, ``decks`` × 4 copies each): the deals of each
    pair of two-card totals with each hand's pair or not, the last two positions filled by
    any of the cards left."""
    counts = [4 * decks] * 13
    fill = (52 * decks - 4) * (52 * decks - 5)
    found: dict[tuple[int, int, bool, bool], int] = {}

    def take(r: int) -> int:
        n = counts[r]
        counts[r] -= 1
        return n

    for p1 in range(13):
        w1 = take(p1)
        for b1 in range(13):
            w2 = w1 * take(b1)
            for p2 in range(13):
                w3 = w2 * take(p2)
                for b2 in range(13):
                    w4 = w3 * counts[b2]
                    points = [min(r + 1, 10) % 10 for r in (p1, p2, b1, b2)]
                    key = ((points[0] + points[1]) % 10, (points[2] + points[3]) % 10,
                           p1 == p2, b1 == b2)
                    found[key] = found.get(key, 0) + w4 * fill
                counts[p2] += 1
            counts[b1] += 1
        counts[p1] += 1
    return found


def test_the_shapes_count_pairs_by_rank() -> None:
    """Two ten-valued cards are a pair only if of one rank: the shapes' counts of each hand's
    two-card total and pair, summed over the third cards, match a count by rank."""
    odds = baccarat_odds(6)
    found: dict[tuple[int, int, bool, bool], int] = {}
    for shape, deals in odds.shapes:
        key = (shape.player_two, shape.banker_two, shape.player_pair, shape.banker_pair)
        found[key] = found.get(key, 0) + deals
    assert found == {k: n for k, n in _first_four_by_rank(6).items() if n}


def test_a_wrong_mark_is_explained_by_the_bet_it_announces() -> None:
    """The mark's topic is the code of the bet whose spec names that mark: Lucky 6's for the
    Banker-wins-with-6 mark, a made-up bet's once it names the natural mark."""
    def facts(mark: str) -> tuple[tuple[str, dict[str, object]], ...]:
        return (("result_mark", {"mark": mark, "given": False, "truth": True}),)

    assert [topic(facts(m)) for m in ("banker_six", "player_pair", "natural")] == [
        "lucky_6", "player_pair", "natural"]
    register(_side("natural_bonus", "Natural Bonus", lambda c, h: None, Odds(4, 1),
                   result_mark="natural", lesson="naturals"))
    try:
        assert topic(facts("natural")) == "natural_bonus"
        assert topic(facts("banker_six")) == "lucky_6"
    finally:
        unregister("natural_bonus")


def test_the_coups_of_each_shape_are_legal_and_of_that_shape() -> None:
    """A bet is settled on its shape's coups: each is drawn as art. 9 demands and has the
    shape's totals, pairs and third cards, and the two differ in every card's suit."""
    for shape in shape_space():
        coups = shape.coups()
        for coup in coups:
            assert coup.is_legal()
            assert (coup.player_total, coup.banker_total, coup.player_pair, coup.banker_pair,
                    coup.player_third and coup.player_third.points,
                    coup.banker_third and coup.banker_third.points) == (
                shape.player_total, shape.banker_total, shape.player_pair, shape.banker_pair,
                shape.player_third, shape.banker_third), shape
        assert all(a.suit != b.suit for a, b in zip(
            coups[0].cards_in_dealing_order, coups[1].cards_in_dealing_order, strict=True))
    assert len(set(shape_space())) == len(shape_space())
