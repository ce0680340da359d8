"""Table profiles are validated on save, in the core (issue 11, point 14): a profile the
trainer could not deal is refused with a coded reason, whoever calls the store."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.drills import DrillKind, DrillOptions, Level
from trainer.drills.registry import spec_for
from trainer.errors import TableRulesError
from trainer.store import Store

MASS = DEFAULT_PROFILES["mass-300"]


@pytest.mark.parametrize(
    ("rules", "code"),
    [
        # The case: it saved, and then no trainee could start the payout drill.
        ({"minimum": "1e30"}, "malformed"),
        ({**MASS.to_dict(), "minimum": "1e30", "maximum": "1e31"}, "amount_too_large"),
        ({**MASS.to_dict(), "maximum": "200000000"}, "amount_too_large"),
        ({"min_bet": 500}, "malformed"),
        ({**MASS.to_dict(), "minimum": "abc"}, "malformed"),
        ({**MASS.to_dict(), "minimum": "900", "maximum": "300"}, "limit_order"),
        # Art. 14: a difference limit below the minimum refuses every lone bet.
        ({**MASS.to_dict(), "max_banker_player_difference": "200"}, "difference_below_minimum"),
        # Art. 18 (2): half of 100 is 50, not a whole HK$100 chip.
        ({**DEFAULT_PROFILES["no-commission-500"].to_dict(), "minimum": "100",
          "chips": ["100", "500"], "smallest_unit": "100"}, "no_commission_half"),
        # Art. 18 (1) kept exact: 5% of 250 is 12.50, not a whole HK$5 chip.
        ({**MASS.to_dict(), "minimum": "250", "rounding": "exact"}, "commission_not_payable"),
    ],
)
def test_an_undealable_profile_is_refused_on_save(
    store: Store, instructor: Actor, rules: dict[str, object], code: str
) -> None:
    with pytest.raises(TableRulesError) as err:
        store.table_profiles.save(instructor, "bad", rules)  # type: ignore[arg-type]
    assert err.value.code == code
    assert store.table_profiles.list(instructor) == []


def test_a_saved_profile_can_be_dealt(store: Store, instructor: Actor) -> None:
    """A profile that saves is stored in its canonical form and the payout drill deals it."""
    rules = {**MASS.to_dict(), "name": "ignored", "minimum": "500", "maximum": "50000"}
    saved = store.table_profiles.save(instructor, "School 500", rules)  # type: ignore[arg-type]
    table = TableRules.from_dict(saved.rules)
    assert (table.name, table.minimum) == ("School 500", Decimal(500))
    options = DrillOptions(profile="School 500", tables=(table,))
    for seed in range(20):
        assert spec_for(DrillKind.PAYOUT).generate(Level.ALL, seed, options, None)


@pytest.mark.parametrize("name", sorted(DEFAULT_PROFILES))
def test_every_shipped_profile_saves(store: Store, instructor: Actor, name: str) -> None:
    profile = DEFAULT_PROFILES[name]
    saved = store.table_profiles.save(instructor, name, profile.to_dict())  # type: ignore[arg-type]
    assert TableRules.from_dict(saved.rules) == profile


def test_all_profiles_are_the_defaults_overridden_and_extended_by_the_school(
    store: Store, instructor: Actor
) -> None:
    """One core call gives the tables practice offers and the editor lists (issue 13 point 4)."""
    assert store.table_profiles.all_profiles(instructor) == DEFAULT_PROFILES
    store.table_profiles.save(  # type: ignore[arg-type]
        instructor, "mass-300", {**MASS.to_dict(), "maximum": "30000"}
    )
    store.table_profiles.save(  # type: ignore[arg-type]
        instructor, "School 500", {**MASS.to_dict(), "minimum": "500", "maximum": "50000"}
    )
    profiles = store.table_profiles.all_profiles(instructor)
    assert set(profiles) == set(DEFAULT_PROFILES) | {"School 500"}
    assert profiles["mass-300"].maximum == Decimal(30000)
    assert profiles["School 500"].minimum == Decimal(500)
    assert profiles["mass-1000"] == DEFAULT_PROFILES["mass-1000"]


REMOTE_VARIANT = True
