"""The bet registry (trainer.baccarat.bets, trainer.samkong.bets): one spec per bet kind, in
the order a seat is settled, each with the odds and article of RULES.md A (art. 17, Lucky 6
from 56/2018) written out here independently; an unknown kind is refused everywhere."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.articles import bac, sk
from trainer.baccarat.bets import BetKind, TieRule, register, spec_of, specs, unregister
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.errors import TableRulesError
from trainer.samkong.bets import SPECS as SAMKONG_SPECS
from trainer.samkong.settlement import SamKongBetKind


def test_the_bets_of_art_13_in_settlement_order() -> None:
    assert [k.value for k in BetKind] == [
        "player", "banker", "tie", "player_pair", "banker_pair", "lucky_6"]
    assert [s.nominal for s in specs()] == ["1:1", "1:1", "8:1", "11:1", "11:1", "12:1/20:1"]
    assert [s.on_tie for s in specs()] == [TieRule.PUSH, TieRule.PUSH, TieRule.OWN_RULE,
                                           TieRule.OWN_RULE, TieRule.OWN_RULE, TieRule.LOSE]
    assert [s.lost_article for s in specs()] == [bac(11)] * 3 + [bac(13)] * 3
    assert [s.code for s in specs() if s.optional] == ["lucky_6"]
    assert all(s.side for s in specs()[2:]) and not any(s.side for s in specs()[:2])


def test_a_kind_is_one_object_and_an_unknown_code_is_refused() -> None:
    assert BetKind("lucky_6") is BetKind.LUCKY_6 is spec_of("lucky_6").kind
    assert BetKind.LUCKY_6.name == "LUCKY_6" and BetKind.LUCKY_6.label == "Lucky 6"
    with pytest.raises(ValueError):
        BetKind("dragon_7")
    with pytest.raises(ValueError):
        spec_of("dragon_7")
    with pytest.raises(ValueError, match="registered already"):
        register(spec_of("tie"))
    with pytest.raises(ValueError, match="built in"):
        unregister("tie")


def test_a_stored_profile_naming_an_unknown_side_bet_is_refused() -> None:
    data = DEFAULT_PROFILES["mass-300"].to_dict()
    data["side_bets"] = {**data["side_bets"], "dragon_7": {  # type: ignore[dict-item]
        "minimum": "100", "maximum": "500", "offered": True}}
    with pytest.raises(TableRulesError) as err:
        TableRules.from_dict(data)
    assert err.value.code == "side_bet_unknown"
    with pytest.raises(TableRulesError) as err:
        DEFAULT_PROFILES["mass-300"].with_side_bet(BetKind.TIE, offered=False)
    assert err.value.code == "side_bet_required"  # only an optional bet may be switched off


def test_side_limits_are_per_kind_and_default_from_the_spec() -> None:
    table = DEFAULT_PROFILES["mass-1000"]  # no Lucky 6
    assert table.limits(BetKind.BANKER) == (table.minimum, table.maximum)
    assert table.limits(BetKind.TIE) == (Decimal(500), Decimal(12000))
    assert table.limits(BetKind.LUCKY_6) == (Decimal(100), Decimal(1500))
    assert table.offered_side_bets == (BetKind.TIE, BetKind.PLAYER_PAIR, BetKind.BANKER_PAIR)
    wider = table.with_side_bet(BetKind.BANKER_PAIR, maximum=Decimal(9500))
    assert wider.limits(BetKind.PLAYER_PAIR) == (Decimal(500), Decimal(9000))
    assert wider.limits(BetKind.BANKER_PAIR) == (Decimal(500), Decimal(9500))


def test_samkong_bets_are_specs_too() -> None:
    assert list(SAMKONG_SPECS) == [k.value for k in SamKongBetKind]
    # Art. 9 payouts and art. 10 commission, written out from RULES.md B.
    expected = {"door": (1, sk(9, 1), True), "odd": (1, sk(9, 2), True),
                "even": (1, sk(9, 2), True), "three_faces": (16, sk(9, 3), False),
                "point": (8, sk(9, 4), False), "tie": (20, sk(9, 5), False)}
    for kind in SamKongBetKind:
        assert (kind.odds, kind.payout_article, kind.pays_commission) == expected[kind.value]
    assert {k for k in SamKongBetKind if k.needs_door} == {
        SamKongBetKind.DOOR, SamKongBetKind.TIE}
