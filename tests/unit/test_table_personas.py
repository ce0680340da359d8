"""Simulated players and the fault injector of the Table (issue 14)."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest

from trainer.articles import HOUSE_NOTE, PROCEDURE, bac
from trainer.baccarat.settlement import Bet, BetKind, validate_bets
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import BetRefused
from trainer.table.personas import (
    FAULT_REASONS,
    FaultInjector,
    FaultKind,
    engine_refusal,
    fault_article,
    make_persona,
    persona_bets,
    within_difference,
)

D = Decimal
MASS = DEFAULT_PROFILES["mass-300"]


def test_fault_articles() -> None:
    assert fault_article(FaultKind.OVER_MAX) == bac(14)
    assert fault_article(FaultKind.UNDER_MIN) == HOUSE_NOTE
    assert fault_article(FaultKind.BANKER_NOT_MULTIPLE) == HOUSE_NOTE
    assert fault_article(FaultKind.DIFFERENCE) == bac(14)
    assert fault_article(FaultKind.LATE_BET) == PROCEDURE


def test_personas_are_seeded() -> None:
    def table_of(seed: int) -> list[object]:
        rng = random.Random(seed)
        out: list[object] = []
        for seat in range(1, 8):
            p = make_persona(rng, MASS)
            out.append((p, persona_bets(p, seat, p.bankroll, MASS, rng)))
        return out

    assert table_of(1) == table_of(1)
    assert table_of(1) != table_of(2)


@pytest.mark.parametrize("name", sorted(DEFAULT_PROFILES))
def test_persona_bets_are_accepted_within_bankroll(name: str) -> None:
    table = DEFAULT_PROFILES[name]
    rng = random.Random(4)
    kinds: set[BetKind] = set()
    awkward = 0
    for seat in range(1, 400):
        persona = make_persona(rng, table)
        bankroll = persona.bankroll if seat % 5 else table.minimum - table.smallest_unit
        bets = persona_bets(persona, seat % table.seats + 1, bankroll, table, rng)
        if bankroll < table.minimum:
            assert bets == []
            continue
        for bet in bets:
            validate_bets([bet], table)
            kinds.add(bet.kind)
            if bet.kind is BetKind.PLAYER and bet.amount % table.minimum:
                awkward += 1
        assert sum((b.amount for b in bets), D(0)) <= bankroll
    assert {BetKind.PLAYER, BetKind.BANKER, BetKind.TIE} <= kinds
    assert awkward > 0


def test_round_amounts_only_when_awkward_is_off() -> None:
    rng = random.Random(9)
    for _ in range(1, 300):
        persona = make_persona(rng, MASS, awkward=0.0)
        for bet in persona_bets(persona, 1, persona.bankroll, MASS, rng, side_bets=False):
            assert bet.amount % MASS.minimum == 0
            assert bet.kind in (BetKind.PLAYER, BetKind.BANKER)


def test_within_difference_holds_back_bets_over_art_14() -> None:
    table = dataclasses.replace(MASS, max_banker_player_difference=D(600))
    bets = [Bet(BetKind.BANKER, D(900), 1), Bet(BetKind.PLAYER, D(300), 2),
            Bet(BetKind.BANKER, D(600), 3)]
    kept = within_difference(bets, table)
    assert kept == bets[:2]
    validate_bets(kept, table)


def test_injected_faults_are_refused_by_the_engine_for_their_reason() -> None:
    table = dataclasses.replace(MASS, max_banker_player_difference=D(3000))
    seen: set[FaultKind] = set()
    for seed in range(300):
        rng = random.Random(seed)
        bets = [Bet(BetKind.BANKER, D(300) * rng.randint(1, 5), 1),
                Bet(BetKind.PLAYER, D(300) * rng.randint(1, 5), 2),
                Bet(BetKind.TIE, D(100), 2)]
        bets = within_difference(bets, table)
        offered = FaultInjector(0.6, random.Random(seed)).inject(bets, [1, 2, 3, 4], table)
        good = [o.bet for o in offered if o.fault is None]
        assert engine_refusal(good, table) is None
        for o in offered:
            if o.fault is not None:
                seen.add(o.fault)
                with pytest.raises(BetRefused) as info:
                    validate_bets([*good, o.bet], table)
                reason = FAULT_REASONS[o.fault]
                assert reason is not None and info.value.reason == reason.value
        late = FaultInjector(0.6, random.Random(seed)).late_bet(good, [1, 2, 3], table)
        if late is not None:
            seen.add(late.fault)  # type: ignore[arg-type]
            validate_bets([*good, late.bet], table)  # a good amount: only its timing is wrong
    # Whose bet it is and a bet after the cards come from trainer.table.refusals (flow 4).
    assert seen == set(FaultKind) - {FaultKind.STANDING_ON_SEAT, FaultKind.AFTER_CARDS}


def test_a_replaced_bet_never_leaves_the_good_bets_over_the_difference() -> None:
    """Replacing the Player bet that balanced the Banker would leave the good bets alone
    over a small art. 14 limit: the injector keeps the amounts as placed then."""
    table = dataclasses.replace(MASS, max_banker_player_difference=D(300))
    bets = [Bet(BetKind.BANKER, D(600), 1), Bet(BetKind.PLAYER, D(600), 2)]
    injector = FaultInjector(1.0, random.Random(1), frozenset({FaultKind.BANKER_NOT_MULTIPLE}))
    offered = injector.inject(bets, [1, 2, 3], table)
    assert [o.fault for o in offered] == [None, None]
    assert engine_refusal([o.bet for o in offered], table) is None


def test_no_faults_at_rate_zero_and_rate_checked() -> None:
    bets = [Bet(BetKind.BANKER, D(300), 1)]
    injector = FaultInjector(0.0, random.Random(1))
    assert all(o.fault is None for o in injector.inject(bets, [1, 2], MASS))
    assert injector.late_bet(bets, [1, 2], MASS) is None
    with pytest.raises(ValueError):
        FaultInjector(1.5, random.Random(1))
