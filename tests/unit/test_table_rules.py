"""Table rules: profiles, validation of the rules, plain-dict round trip, bet refusals."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.articles import bac
from trainer.baccarat.settlement import (
    HOUSE_NOTE,
    REFUSAL_ARTICLES,
    Bet,
    BetKind,
    RefusalReason,
    validate_bets,
)
from trainer.baccarat.table import (
    DEFAULT_PROFILES,
    LOW_CHIPS,
    CommissionMode,
    SideLimits,
    TableRules,
)
from trainer.chips import chip_breakdown
from trainer.errors import BetRefused, TableRulesError
from trainer.money import Rounding

D = Decimal
MASS = DEFAULT_PROFILES["mass-300"]


def test_profiles() -> None:
    assert set(DEFAULT_PROFILES) >= {  # other helpers may ship more; these are kept
        "mass-300",
        "mass-1000",
        "premium-5000",
        "no-commission-500",
        "commission-box-2000",
        "colour-for-colour-2000",
        "mass-500-8-seats",
        "mass-1000-9-seats",
    }
    assert list(DEFAULT_PROFILES)[:5] == ["mass-300", "mass-1000", "premium-5000",
                                          "no-commission-500", "commission-box-2000"]
    assert (MASS.minimum, MASS.maximum, MASS.smallest_unit) == (D(300), D(30000), D(5))
    assert DEFAULT_PROFILES["no-commission-500"].no_commission
    assert not DEFAULT_PROFILES["no-commission-500"].takes_commission
    assert DEFAULT_PROFILES["commission-box-2000"].commission_mode is CommissionMode.MARK
    for name, table in DEFAULT_PROFILES.items():
        assert table.name == name
        assert table.commission_rate == D("0.05")
        assert table.difference_limit == table.maximum
        assert table.smallest_unit == table.chips[0]


@pytest.mark.parametrize("table", list(DEFAULT_PROFILES.values()), ids=lambda t: t.name)
def test_profile_commissions_and_payouts_are_payable_in_chips(table: TableRules) -> None:
    """The house note's purpose: 5% of any legal Banker bet is a whole number of chips."""
    for k in range(1, 11):
        stake = table.minimum * k
        if table.takes_commission:
            chip_breakdown(stake * table.commission_rate, table.chips)
        else:
            chip_breakdown(stake / 2, table.chips)  # a no-commission 6 pays 1:2
    # Side-bet maximums keep the largest side payout within the table maximum.
    assert table.side_limits(BetKind.TIE).maximum * 8 <= table.maximum
    assert table.side_limits(BetKind.PLAYER_PAIR).maximum * 11 <= table.maximum
    assert table.side_limits(BetKind.BANKER_PAIR).maximum * 11 <= table.maximum
    if table.offers(BetKind.LUCKY_6):
        assert table.side_limits(BetKind.LUCKY_6).maximum * 20 <= table.maximum


@pytest.mark.parametrize("table", list(DEFAULT_PROFILES.values()), ids=lambda t: t.name)
def test_round_trip_through_plain_dict_and_json(table: TableRules) -> None:
    data = table.to_dict()
    assert TableRules.from_dict(data) == table
    assert TableRules.from_dict(json.loads(json.dumps(data))) == table


def test_round_trip_keeps_explicit_difference_limit() -> None:
    table = replace(MASS, max_banker_player_difference=D(15000), rounding=Rounding.EXACT)
    assert TableRules.from_dict(table.to_dict()) == table


@given(
    minimum=st.integers(1, 200).map(lambda k: D(5 * k)),
    spread=st.integers(1, 100),
    rounding=st.sampled_from(list(Rounding)),
    mode=st.sampled_from(list(CommissionMode)),
    lucky6=st.booleans(),
)
def test_round_trip_property(
    minimum: Decimal, spread: int, rounding: Rounding, mode: CommissionMode, lucky6: bool
) -> None:
    try:
        table = TableRules(
            name="t",
            minimum=minimum,
            maximum=minimum * spread,
            # No chip above the table maximum (finding 7): the float is the mass chips up to it.
            chips=tuple(c for c in LOW_CHIPS if c <= minimum * spread),
            rounding=rounding,
            commission_mode=mode,
            side_bets={BetKind.LUCKY_6: SideLimits(D(100), D(1500), lucky6)},
        )
    except TableRulesError as err:
        # 5% of the minimum must be a whole HK$5 chip (art. 18 (1), SJM house note), whatever
        # the rounding when deducted (review finding 6: the old assertion allowed only EXACT).
        assert err.code == "commission_not_payable"
        assert (minimum * D("0.05")) % 5
        assert mode is CommissionMode.DEDUCT or rounding is Rounding.EXACT
        return
    assert TableRules.from_dict(table.to_dict()) == table


def test_from_dict_uses_defaults_and_rejects_junk() -> None:
    table = TableRules.from_dict({"name": "x", "minimum": "300", "maximum": "30000"})
    assert table == TableRules(name="x", minimum=D(300), maximum=D(30000))
    with pytest.raises(ValueError, match="unknown"):
        TableRules.from_dict({**MASS.to_dict(), "colour": "green"})
    with pytest.raises(ValueError, match="maximum"):
        TableRules.from_dict({"name": "x", "minimum": "300"})
    with pytest.raises(ValueError, match="decimal"):
        TableRules.from_dict({**MASS.to_dict(), "minimum": 300.0})
    with pytest.raises(ValueError, match="decimal"):
        TableRules.from_dict({**MASS.to_dict(), "minimum": "three hundred"})
    with pytest.raises(ValueError):
        TableRules.from_dict({**MASS.to_dict(), "rounding": "sideways"})
    with pytest.raises(ValueError, match="format"):
        TableRules.from_dict({**MASS.to_dict(), "format": 99})
    with pytest.raises(ValueError, match="true or false"):
        TableRules.from_dict({**MASS.to_dict(), "side_bets": {"lucky_6": {"offered": "yes"}}})
    with pytest.raises(ValueError, match="true or false"):
        old = {k: v for k, v in MASS.to_dict().items() if k != "side_bets"}
        TableRules.from_dict({**old, "format": 3, "lucky6_enabled": "yes"})


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        ({"minimum": D(40000)}, "above its maximum"),
        ({"minimum": D(0)}, "positive"),
        ({"minimum": D(302)}, "smallest chip"),
        ({"commission_rate": D("1.5")}, "between 0 and 1"),
        ({"commission_rate": D("-0.05")}, "between 0 and 1"),
        ({"chips": ()}, "at least one chip"),
        ({"chips": (D(10), D(5))}, "ascending"),
        ({"chips": (D(5), D(5), D(10))}, "ascending"),
        ({"chips": (D(0), D(5))}, "positive"),
        ({"smallest_unit": D(10)}, "smallest chip"),
        ({"side_bets": {BetKind.TIE: SideLimits(D(5000), D(3500))}}, "Tie minimum"),
        ({"side_bets": {BetKind.PLAYER_PAIR: SideLimits(D(100), D(2502))}}, "Pair limit"),
        ({"max_banker_player_difference": D(0)}, "art. 14"),
        ({"seats": 6}, "7 or more seats"),
        ({"name": " "}, "name"),
        ({"no_commission": True, "commission_mode": CommissionMode.MARK}, "commission box"),
    ],
)
def test_inconsistent_rules_are_refused(changes: dict[str, object], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        replace(MASS, **changes)  # type: ignore[arg-type]


def test_money_fields_must_be_decimal() -> None:
    with pytest.raises(TypeError):
        TableRules(name="x", minimum=300, maximum=D(30000))  # type: ignore[arg-type]


def test_lucky6_limits_ignored_when_lucky6_is_off() -> None:
    table = MASS.with_side_bet(BetKind.LUCKY_6, offered=False, minimum=D(7))
    with pytest.raises(ValueError, match="Lucky 6"):
        table.with_side_bet(BetKind.LUCKY_6, offered=True)


# ---- bet refusals: reason codes and articles ------------------------------------------------


def refusal(bets: list[Bet], table: TableRules = MASS) -> BetRefused:
    with pytest.raises(BetRefused) as err:
        validate_bets(bets, table)
    return err.value


@pytest.mark.parametrize(
    ("bet", "reason"),
    [
        (Bet(BetKind.PLAYER, D(0)), RefusalReason.NON_POSITIVE),
        (Bet(BetKind.PLAYER, D(-300)), RefusalReason.NON_POSITIVE),
        (Bet(BetKind.PLAYER, D(303)), RefusalReason.NOT_CHIP_MULTIPLE),
        (Bet(BetKind.PLAYER, D(295)), RefusalReason.BELOW_MINIMUM),
        (Bet(BetKind.PLAYER, D(30005)), RefusalReason.ABOVE_MAXIMUM),
        (Bet(BetKind.BANKER, D(30300)), RefusalReason.ABOVE_MAXIMUM),
        (Bet(BetKind.BANKER, D(200)), RefusalReason.BELOW_MINIMUM),
        (Bet(BetKind.BANKER, D(350)), RefusalReason.BANKER_NOT_MULTIPLE),
        (Bet(BetKind.BANKER, D(1000)), RefusalReason.BANKER_NOT_MULTIPLE),
        (Bet(BetKind.TIE, D(50)), RefusalReason.BELOW_MINIMUM),
        (Bet(BetKind.TIE, D(4000)), RefusalReason.ABOVE_MAXIMUM),
        (Bet(BetKind.PLAYER_PAIR, D(3000)), RefusalReason.ABOVE_MAXIMUM),
        (Bet(BetKind.LUCKY_6, D(2000)), RefusalReason.ABOVE_MAXIMUM),
        (Bet(BetKind.PLAYER, D(300), seat=0), RefusalReason.BAD_SEAT),
        (Bet(BetKind.PLAYER, D(300), seat=8), RefusalReason.BAD_SEAT),
    ],
)
def test_single_bet_refusals(bet: Bet, reason: RefusalReason) -> None:
    err = refusal([bet])
    assert err.reason == reason.value
    article = REFUSAL_ARTICLES[reason]
    if bet.kind in (BetKind.PLAYER, BetKind.BANKER) and article is not None:
        assert err.article == str(article)
        assert str(article) in str(err)


def test_house_note_citations() -> None:
    err = refusal([Bet(BetKind.BANKER, D(350))])
    assert err.article == str(HOUSE_NOTE) == "Baccarat art. 18 house note (SJM)"
    side = refusal([Bet(BetKind.TIE, D(50))])
    assert side.article is None  # side-bet limits are house settings, not statute


def test_player_needs_only_reach_the_minimum() -> None:
    validate_bets([Bet(BetKind.PLAYER, D(305)), Bet(BetKind.BANKER, D(600), seat=2)], MASS)


def test_banker_multiple_can_be_switched_off() -> None:
    validate_bets([Bet(BetKind.BANKER, D(350))], replace(MASS, banker_multiple_of_minimum=False))


def test_lucky6_disabled() -> None:
    err = refusal([Bet(BetKind.LUCKY_6, D(100))], DEFAULT_PROFILES["mass-1000"])
    assert (err.reason, err.article) == (RefusalReason.SIDE_BET_OFF.value, str(bac(13)))


def test_one_bet_per_kind_per_seat() -> None:
    err = refusal([Bet(BetKind.PLAYER, D(300)), Bet(BetKind.PLAYER, D(500))])
    assert err.reason == RefusalReason.DUPLICATE_BET.value
    validate_bets([Bet(BetKind.PLAYER, D(300)), Bet(BetKind.PLAYER, D(500), seat=2)], MASS)


def test_art_14_difference_between_banker_and_player_totals() -> None:
    # Banker 30,000 + 3,000 against Player 2,000: difference 31,000 over the 30,000 limit.
    bets = [
        Bet(BetKind.BANKER, D(30000), seat=1),
        Bet(BetKind.BANKER, D(3000), seat=2),
        Bet(BetKind.PLAYER, D(2000), seat=3),
    ]
    err = refusal(bets)
    assert (err.reason, err.article) == (RefusalReason.DIFFERENCE_OVER_LIMIT.value, str(bac(14)))
    validate_bets([*bets[:2], Bet(BetKind.PLAYER, D(3000), seat=3)], MASS)  # exactly 30,000
    tight = replace(MASS, max_banker_player_difference=D(10000))
    assert refusal([Bet(BetKind.PLAYER, D(10005))], tight).reason == "difference_over_limit"
    validate_bets([Bet(BetKind.PLAYER, D(10000))], tight)


def test_side_bets_do_not_count_towards_the_difference() -> None:
    validate_bets(
        [
            Bet(BetKind.BANKER, D(30000)),
            Bet(BetKind.TIE, D(3500)),
            Bet(BetKind.PLAYER_PAIR, D(2500)),
        ],
        MASS,
    )


def test_refusal_reason_codes_are_stable() -> None:
    assert {r.value for r in RefusalReason} == {
        "bad_seat",
        "non_positive",
        "not_chip_multiple",
        "lucky6_disabled",
        "below_minimum",
        "above_maximum",
        "banker_not_multiple",
        "duplicate_bet",
        "difference_over_limit",
        "half_not_payable",
        "commission_not_payable",
    }


# ---- review findings 6, 7, 13: tables that cannot be dealt are refused ----------------------


@pytest.mark.parametrize("rounding", list(Rounding))
def test_minimum_whose_commission_is_not_a_whole_chip_is_refused_whatever_the_rounding(
    rounding: Rounding,
) -> None:
    """Finding 6: minimum 100 with a HK$100 chip. 5% of 100 = 5 is not a whole HK$100 chip:
    rounded down a winning Banker 100 pays no commission, rounded up it is paid 0. The SJM
    house note (Banker bets in multiples of the minimum "so that 5% can be paid in chips")
    and art. 18 (1) make this an unusable table, whatever the rounding."""
    with pytest.raises(TableRulesError) as err:
        TableRules(name="x", minimum=D(100), maximum=D(10000), chips=(D(100),),
                   smallest_unit=D(100), rounding=rounding)
    assert err.value.code == "commission_not_payable"
    assert err.value.params == {"minimum": "HK$100", "commission": "HK$5", "unit": "HK$100"}
    # A commission box pays its marks in total when settled: 5 + 5 + ... marks are fine there.
    if rounding is not Rounding.EXACT:
        TableRules(name="x", minimum=D(100), maximum=D(10000), chips=(D(100),),
                   smallest_unit=D(100), rounding=rounding, commission_mode=CommissionMode.MARK)
    # 5% of a HK$2,000 minimum is HK$100, one chip: accepted with every rounding.
    TableRules(name="x", minimum=D(2000), maximum=D(10000), chips=(D(100),),
               smallest_unit=D(100), rounding=rounding)


def test_no_commission_table_needs_no_payable_five_percent() -> None:
    """Art. 18 (2): a no-commission table takes no 5%, so only its half payout is checked."""
    TableRules(name="x", minimum=D(200), maximum=D(10000), chips=(D(100),),
               smallest_unit=D(100), no_commission=True)


def test_every_shipped_profile_is_still_valid() -> None:
    for table in DEFAULT_PROFILES.values():
        assert TableRules.from_dict(table.to_dict()) == table


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"chips": (D("0.001"), D(1)), "smallest_unit": D("0.001")}, "amount_cents"),
        ({"minimum": D("300.005")}, "amount_cents"),
        ({"chips": (D(5), D(100), D(99999999)), "maximum": D(100000000)}, "chips_multiple"),
        ({"chips": (D(5), D(100), D(50000))}, "chips_above_maximum"),
        ({"chips": tuple(D(5 * k) for k in range(1, 14))}, "chips_count"),
        # The attacker's table without its odd chip: HK$1,000,000 is 10,000 x HK$100.
        ({"chips": (D(5), D(100)), "minimum": D(1000000), "maximum": D(1000000)},
         "chips_too_small"),
        # Greedy is not fewest for these (Pearson's test), and the search would be ~97,000.
        ({"chips": (D(1), *(D(v) for v in range(121, 132))), "smallest_unit": D(1)},
         "chips_uneven"),
    ],
)
def test_chip_sets_a_dealer_cannot_pay_with_are_refused(
    changes: dict[str, object], code: str
) -> None:
    """Findings 7 and 13: a chip finer than a cent, a chip that is not a whole number of the
    smallest chip, above the table maximum, more than 12 values, or a set whose fewest-chip
    breakdown would need a large search."""
    with pytest.raises(TableRulesError) as err:
        replace(MASS, **changes)  # type: ignore[arg-type]
    assert err.value.code == code


def test_accepted_chip_sets_keep_the_breakdown_small() -> None:
    """Finding 7: the breakdown's search is bounded by the chip set, not by the amount, and
    every table accepted keeps it within MAX_BREAKDOWN_SIZE. A cent chip beside the mass chips
    (2.8 s for HK$100,000 before) needs no search: greedy is fewest for that set."""
    from trainer.chips import MAX_BREAKDOWN_SIZE, breakdown_size, chip_breakdown

    for table in DEFAULT_PROFILES.values():
        assert breakdown_size(table.chips) == 0
    cent = replace(MASS, chips=(D("0.01"), *MASS.chips), smallest_unit=D("0.01"))
    assert breakdown_size(cent.chips) == 0
    assert chip_breakdown(D("100000.07"), cent.chips) == ((D(10000), 10), (D("0.01"), 7))
    # The worst accepted kind: uneven chips, where only a bounded search finds the fewest.
    uneven = (D(10), D(40), D(50))
    assert 0 < breakdown_size(uneven) <= MAX_BREAKDOWN_SIZE
    # 99,999,980 = 1,999,998 x 50 + 2 x 40 (80 is 40 + 40, not 50 + 10 + 10 + 10).
    assert chip_breakdown(D(99999980), uneven) == ((D(50), 1999998), (D(40), 2))
