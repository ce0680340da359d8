"""A table profile's procedure options (format 5's ``procedures``): who cuts, the burn of
art. 2 and art. 8, demonstration coups, the art. 3 reading, the automatic shuffler and the
card holder of art. 16. Read and written with the profile; rules of format 3 and 4 with the
default procedures are written back as they were read."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from trainer.baccarat.procedures import CutBy, HolderTie, Procedures
from trainer.baccarat.table import DEFAULT_PROFILES, FORMAT_VERSION, TableRules
from trainer.cards import BurnMethod, LastCoupRule
from trainer.errors import TableRulesError

MASS = DEFAULT_PROFILES["mass-300"]
VIP = Procedures(cut_by=CutBy.DEALER, burn=BurnMethod.FIXED, burn_fixed=5, burn_each_coup=1,
                 demonstration_coups=False, last_coup=LastCoupRule.THIS_COUP,
                 card_holder=True, holder_tie=HolderTie.HIGHEST_SEAT)


def test_the_defaults_are_the_trainers_usual_table() -> None:
    p = Procedures()
    assert (p.cut_by, p.burn, p.burn_fixed, p.burn_each_coup, p.demonstration_coups,
            p.last_coup, p.shuffler, p.card_holder) == (
        CutBy.PLAYER, BurnMethod.DECKS, None, 0, True, LastCoupRule.ONE_MORE, False, False)


def test_a_profile_keeps_its_procedures_through_its_stored_form() -> None:
    rules = replace(MASS, procedures=VIP)
    data = json.loads(json.dumps(rules.to_dict()))
    assert data["format"] == FORMAT_VERSION == 5
    assert data["procedures"]["burn"] == "fixed" and data["procedures"]["card_holder"] is True
    assert TableRules.from_dict(data) == rules


@pytest.mark.parametrize("fmt", [3, 4])
def test_rules_of_an_older_format_read_the_defaults_and_write_back_as_read(fmt: int) -> None:
    """A kept shoe's or a sealed blueprint's table is the JSON it was when read again."""
    data = MASS.to_dict()
    del data["procedures"]
    data["format"] = 4
    if fmt == 3:
        data = TableRules.from_dict(data).to_dict()  # format 4 as read
        data = {**data, "format": 3}
        data = {k: v for k, v in data.items() if k != "side_bets"} | {
            "tie_minimum": "100", "tie_maximum": "3000"}
    rules = TableRules.from_dict(data)
    assert rules.procedures == Procedures()
    again = rules.to_dict()
    assert again["format"] == fmt and "procedures" not in again
    changed = replace(rules, procedures=VIP)
    assert changed.to_dict()["format"] == FORMAT_VERSION


@pytest.mark.parametrize(("junk", "code"), [
    ({"burn": "fixed"}, "burn_fixed"),
    ({"burn": "fixed", "burn_fixed": 9}, "burn_fixed"),
    ({"burn_fixed": 3}, "burn_fixed"),
    ({"burn_each_coup": 4}, "burn_each_coup"),
    ({"burn_each_coup": -1}, "burn_each_coup"),
    ({"burn": "sideways"}, "malformed"),
    ({"card_holder": "yes"}, "malformed"),
    ({"burn_each_coup": True}, "malformed"),
    ({"squeeze_everybody": True}, "malformed"),
])
def test_junk_procedures_are_refused_with_a_code(junk: dict[str, object], code: str) -> None:
    data = {**MASS.to_dict(), "procedures": junk}
    with pytest.raises(TableRulesError) as refused:
        TableRules.from_dict(data)
    assert refused.value.code == code
    with pytest.raises(TableRulesError):
        TableRules.from_dict({**MASS.to_dict(), "procedures": [1, 2]})
