"""Sam Kong at the Table, dealt whole by a perfect dealer: shoes and boxes of four to eight
doors, every step right, each round's house net the engine's settlement, the deal in the order
of art. 2, the burns of art. 2 and the last round of art. 3; the same seed deals the same
table; whole shoes never lose or invent money (hypothesis over doors, decks, bet mixes and
commission modes)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tests.support.samkong_table import deal_until, right, session
from trainer.articles import ARTICLES
from trainer.baccarat.table import ChipPayout, CommissionMode, PayOrder
from trainer.samkong import settle_samkong
from trainer.samkong.bets import SamKongBetKind
from trainer.table.samkong.model import BANKER, SamKongPhase
from trainer.table.samkong.profile import PROFILES, SamKongTableRules, profile_named
from trainer.table.samkong.record import score_card
from trainer.table.samkong.session import SamKongSession

SHOE = profile_named("samkong-six-door-shoe")
BOX = profile_named("samkong-one-deck-box")
VIP = profile_named("samkong-vip-eight-door")


def _whole(s: SamKongSession) -> list[tuple[SamKongPhase, str, tuple[object, ...]]]:
    """Deal ``s`` to its end by the hint, each step right; the phase, name and args taken."""
    taken = []
    total = sum(b.bankroll for b in s.bettors)
    while not s.finished:
        phase = s.phase
        name, args = s.next_right()
        step = right(s)
        assert step.right, step
        assert step.cell.startswith("samkong-table:") and step.article is not None
        assert ARTICLES.get(step.article.ref) == step.article  # cited from RULES.md's table
        taken.append((phase, name, args))
        state = s.state()
        assert sum(b.bankroll for b in state.bettors) + state.on_layout + state.house == total
    return taken


@pytest.mark.parametrize("doors", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("decks", [1, 2, 6])
def test_a_perfect_dealer_deals_whole_shoes_every_step_right(doors: int, decks: int) -> None:
    profile = replace(SHOE, name=f"t-{doors}-{decks}", doors=doors, decks=decks)
    s = session(profile, 100 + doors * 10 + decks, fault_rate=0.3, irregularity_rate=0.1)
    _whole(s)
    dealt = [r for r in s.records if not r.void]
    assert dealt and all(step.right for step in s.steps)
    for record in dealt:
        assert len(record.hands) == doors
        assert all(len(hand) == 3 for hand in (*record.hands, record.banker))
        assert record.settlement is not None
        engine = settle_samkong(record.banker, dict(enumerate(record.hands, start=1)),
                                [b.engine for b in record.bets], profile.engine_rules())
        assert record.settlement == engine
        assert record.house_net == engine.house_net
    assert s.state().on_layout == 0


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_each_shipped_table_is_dealt_and_its_net_is_the_engines(profile: SamKongTableRules,
                                                                ) -> None:
    s = session(profile, 7, fault_rate=0.2)
    _whole(s)
    for record in s.records:
        assert record.settlement is not None
        assert record.house_net == record.settlement.house_net
        for line in record.settlement.lines:  # every bet's line, as the engine settles it
            assert line.taken + line.paid >= 0
    if profile.marks:
        assert any(st.cell == "samkong-table:mark" for st in s.steps)
        assert any(st.cell == "samkong-table:collect" for st in s.steps)
        assert not s.boxes


def test_the_deal_goes_round_from_the_first_door_the_banker_last() -> None:
    s = session(SHOE, 3)
    deal_until(s, lambda x: x.phase is SamKongPhase.DEAL)
    order = []
    while s.phase is SamKongPhase.DEAL:
        _name, args = s.next_right()
        order.append(args[0])
        right(s)
    # art. 2 read apart from the session: door 1 .. 6, then the banker, three times over
    assert order == [1, 2, 3, 4, 5, 6, BANKER] * 3


def test_a_shoe_burns_its_decks_then_one_card_before_every_later_round() -> None:
    s = session(SHOE, 5, rounds=3)
    burns = [args for phase, name, args in _whole(s) if name == "burn_cards"]
    assert burns[0] == (6,)  # art. 2: as many cards as decks
    assert burns[1:] == [(1,), (1,)]  # one more before every later round


def test_a_box_is_shuffled_and_burnt_every_round() -> None:
    s = session(BOX, 2, rounds=4)
    taken = _whole(s)
    names = [name for _, name, _ in taken]
    assert names.count("close_shoe") == 4 and names.count("burn_cards") == 4
    assert "place_cut" not in names  # one deck: a box and one cut card (art. 1)
    assert len(s.records) == 4


def test_the_cut_card_marks_the_last_round_of_a_shoe() -> None:
    s = session(replace(SHOE, decks=2), 9)
    deal_until(s, lambda x: x.phase is SamKongPhase.CLOSE)
    state = s.state()
    assert state.cut_card_out and state.last_round
    assert s.next_right() == ("close_shoe", ())
    right(s)
    assert s.phase in (SamKongPhase.SHOE_END, SamKongPhase.FINISHED)


def test_the_same_seed_deals_the_same_table() -> None:
    first, second = session(VIP, 41, fault_rate=0.5), session(VIP, 41, fault_rate=0.5)
    assert _whole(first) == _whole(second)
    assert [r.banker for r in first.records] == [r.banker for r in second.records]
    other = session(VIP, 42, fault_rate=0.5)
    _whole(other)
    assert [r.banker for r in other.records] != [r.banker for r in first.records]


def test_faults_and_irregularities_leave_the_bettors_bets_and_the_cards_alone() -> None:
    """Each draw has its own stream: the first round's bets and shuffle are the same with
    faults and irregularities on or off."""
    plain, busy = session(SHOE, 13), session(SHOE, 13, fault_rate=1.0, irregularity_rate=1.0)
    for s in (plain, busy):
        deal_until(s, lambda x: x.phase is SamKongPhase.BETS)
    good = [b for b in busy.state().layout if b in plain.state().layout]
    assert good == list(plain.state().layout)
    assert plain.shoe.peek() == busy.shoe.peek()


def test_the_score_card_counts_steps_by_kind_and_rounds_by_the_clock() -> None:
    s = session(SHOE, 21, rounds=2)
    _whole(s)
    card = score_card(s.steps, s.records, SHOE.pace_target)
    kinds = {k.kind for k in card.kinds}
    assert {"shoe", "bets", "deal", "level", "door"} <= kinds
    assert card.coups == 2 and card.accuracy == 1.0 and card.mistakes == ()
    assert card.coups_per_hour is not None and card.pace_target == SHOE.pace_target


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    doors=st.integers(4, 8),
    decks=st.sampled_from([1, 2, 4, 8]),
    seed=st.integers(0, 2**31),
    fault_rate=st.sampled_from([0.0, 0.3, 1.0]),
    mode=st.sampled_from(list(CommissionMode)),
    payout=st.sampled_from([ChipPayout.FEWEST, ChipPayout.AMOUNT]),
    order=st.sampled_from(list(PayOrder)),
    kinds=st.sets(st.sampled_from([k.value for k in SamKongBetKind if k.value != "door"])),
)
@example(doors=7, decks=4, seed=72491697, fault_rate=0.0, mode=CommissionMode.DEDUCT,
         payout=ChipPayout.FEWEST, order=PayOrder.RIGHT_TO_LEFT, kinds=set())
def test_whole_shoes_never_lose_or_invent_money(
    doors: int, decks: int, seed: int, fault_rate: float, mode: CommissionMode,
    payout: ChipPayout, order: PayOrder, kinds: set[str],
) -> None:
    # a bet mix: door bets and ``kinds``; the kinds left out get a minimum no bettor's
    # bankroll reaches (drawn in door minimums of HK$100), so they are never dealt
    kinds = {*kinds, "door"}
    limits = {k: (Decimal(100), Decimal(20000)) if k in kinds
              else (Decimal(5_000_000), Decimal(5_000_000)) for k in SHOE.limits}
    profile = replace(SHOE, name="h", doors=doors, decks=decks, commission_mode=mode,
                      chip_payout=payout, pay_order=order, limits=limits)
    s = session(profile, seed, fault_rate=fault_rate, irregularity_rate=0.1, rounds=4)
    total = sum(b.bankroll for b in s.bettors)
    _whole(s)
    state = s.state()
    assert sum(b.bankroll for b in state.bettors) + state.house == total
    assert state.on_layout == 0 and not s.boxes
    dealt = [r for r in s.records if not r.void]
    assert sum(r.house_net for r in dealt) == state.house
    for record in dealt:
        assert record.settlement is not None
        assert record.house_net == record.settlement.house_net
        assert {b.kind.value for b in record.bets} <= kinds


def test_a_bettor_has_one_stack_a_spot_even_on_a_bet_that_stood() -> None:
    """Found by hypothesis: a door bet that stood (HK$150) was increased to HK$250 beside the
    bettor's new HK$250 on that door; the two equal bets were settled as one and a winner
    went unpaid. A bettor's bet of a kind in a box is one stack: added to, never doubled."""
    limits = {k: (Decimal(100), Decimal(20000)) if k == "door"
              else (Decimal(5_000_000), Decimal(5_000_000)) for k in SHOE.limits}
    profile = replace(SHOE, name="h", doors=7, decks=4, limits=limits)
    for seed in (72491697, *range(30)):
        s = session(profile, seed, irregularity_rate=0.1, rounds=4)
        while not s.finished:
            if s.phase is SamKongPhase.DEAL:
                spots = [(b.kind, b.box, b.bettor, b.point) for b in s.state().accepted]
                assert len(spots) == len(set(spots))
            right(s)
        for record in s.records:
            if record.settlement is not None:
                assert record.house_net == record.settlement.house_net
