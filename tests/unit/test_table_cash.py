"""Cash and chips at the Table (issue 24, point 13): a buy-in (count the notes, call the
amount, give chips the house's way), a colour-up (small chips for the fewest larger ones),
each graded right and wrong with its own step kind; junk refused and never recorded; cash
steps off for a shoe stored before they existed, and the seeded table the same with them on."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal

import pytest

from tests.support.side_bets import old_sides
from trainer.baccarat.table import (
    DEFAULT_PROFILES,
    FORMAT_VERSION,
    BuyIn,
    ChipPayout,
    TableRules,
)
from trainer.errors import TableActionRefused
from trainer.table import Action, GradedStep, Phase, TableSession, TableSettings
from trainer.table.cash import (
    NOTES,
    CashDesk,
    CashKind,
    CashRequest,
    chips_right,
    draw_notes,
    draw_small_chips,
    expected_chips,
)
from trainer.table.record import (
    args_from_json,
    args_to_json,
    resume_session,
    settings_from_json,
    settings_to_json,
)

D = Decimal
MASS = DEFAULT_PROFILES["mass-300"]
MIX = DEFAULT_PROFILES["colour-for-colour-2000"]
CASH = TableSettings(cash_steps=True, fault_rate=0.0, seats_filled=0.75)


def session(profile: TableRules = MASS, seed: int = 7,
            settings: TableSettings = CASH) -> tuple[TableSession, list[GradedStep]]:
    recorded: list[GradedStep] = []
    return TableSession(profile, seed, lambda: 0.0, recorded.append, settings), recorded


def play_until(s: TableSession, kind: CashKind, limit: int = 5000) -> CashRequest:
    """Deal right (the engine's next step) until a request of ``kind`` waits."""
    for _ in range(limit):
        for request in s.state().cash:
            if request.kind is kind:
                return request
        name, args = s.next_right()
        assert getattr(s, name)(*args).right
    raise AssertionError(f"no {kind} in {limit} steps")


# ---- a buy-in -----------------------------------------------------------------------------


def test_a_buy_in_counted_and_changed_right() -> None:
    s, recorded = session()
    request = play_until(s, CashKind.BUY_IN)
    assert s.phase is Phase.BETS and request.notes and not request.chips
    assert all(value in NOTES for value, _ in request.notes)
    amount = sum((v * n for v, n in request.notes), D(0))
    assert request.amount == amount and amount >= MASS.minimum
    assert s.next_right() == ("count_cash", (request.seat, amount))
    step = s.count_cash(request.seat, amount)
    assert (step.right, step.kind, step.cell) == (True, "cash", "cash:count")
    assert recorded[-1] is step
    fewest = expected_chips(request, MASS)
    assert s.next_right() == ("give_chips", (request.seat, fewest))
    step = s.give_chips(request.seat, fewest)
    assert (step.right, step.cell) == (True, "cash:chips")
    assert step.expected.startswith(f"{amount}=")
    assert request.seat not in [r.seat for r in s.state().cash if r.kind is CashKind.BUY_IN]


def test_a_wrong_count_is_graded_and_changes_nothing() -> None:
    s, recorded = session()
    request = play_until(s, CashKind.BUY_IN)
    step = s.count_cash(request.seat, request.amount + 100)
    assert (step.right, step.cell) == (False, "cash:count")
    assert (step.expected, step.given) == (str(request.amount), str(request.amount + 100))
    assert recorded[-1] is step
    # still to count: chips now are refused, not graded
    with pytest.raises(TableActionRefused) as refused:
        s.give_chips(request.seat, expected_chips(request, MASS))
    assert refused.value.code == "count_first"
    assert len(recorded) == len(s.steps)


def test_wrong_chips_for_a_buy_in_wrong_amount_and_not_fewest() -> None:
    s, _ = session()
    request = play_until(s, CashKind.BUY_IN)
    s.count_cash(request.seat, request.amount)
    short = s.give_chips(request.seat, ((D(100), 1),))
    assert (short.right, short.cell) == (False, "cash:chips")
    assert short.given == "100x1"
    many = s.give_chips(request.seat, ((D(100), int(request.amount // 100)),)
                        if request.amount % 100 == 0 else ((D(5), int(request.amount // 5)),))
    assert not many.right  # the right amount in more chips than the fewest
    assert s.state().cash  # the buy-in still waits for the right chips
    assert s.give_chips(request.seat, expected_chips(request, MASS)).right


def test_no_more_bets_before_the_buy_in_is_wrong() -> None:
    s, _ = session()
    request = play_until(s, CashKind.BUY_IN)
    first = s.state().cash[0]
    step = s.accept_bets()
    assert (step.right, step.kind, step.cell) == (False, "cash", first.cell)
    assert step.expected == f"cash:{first.seat}" and s.phase is Phase.BETS
    assert request in s.state().cash


def test_a_player_mix_is_the_chips_asked_for_and_the_rest_fewest() -> None:
    assert MIX.buy_in is BuyIn.PLAYER_MIX
    s, _ = session(MIX, seed=7)
    request = play_until(s, CashKind.BUY_IN)
    assert request.ask is not None
    chip, count = request.ask
    s.count_cash(request.seat, request.amount)
    fewest = expected_chips(replace(request, ask=None), MIX)
    assert dict(fewest).get(chip, 0) < count  # the mix differs from the fewest chips
    assert not s.give_chips(request.seat, fewest).right
    wanted = expected_chips(request, MIX)
    assert dict(wanted)[chip] >= count
    assert sum((v * n for v, n in wanted), D(0)) == request.amount
    assert s.give_chips(request.seat, wanted).right


def test_chips_right_under_a_mix_takes_an_equally_short_rest() -> None:
    table = replace(MASS, buy_in=BuyIn.PLAYER_MIX)
    request = CashRequest(CashKind.BUY_IN, 1, notes=((D(1000), 1),), ask=(D(100), 5))
    assert expected_chips(request, table) == ((D(500), 1), (D(100), 5))
    assert chips_right(((D(100), 5), (D(500), 1)), request, table)
    assert not chips_right(((D(100), 4), (D(500), 1), (D(50), 2)), request, table)
    assert not chips_right(((D(100), 10),), request, table)
    assert not chips_right(((D(1000), 1),), request, table)
    # a table that gives the fewest chips ignores the ask
    assert expected_chips(request, MASS) == ((D(1000), 1),)


# ---- a colour-up -----------------------------------------------------------------------------


def test_a_colour_up_right_and_wrong() -> None:
    s, recorded = session()
    request = play_until(s, CashKind.COLOUR_UP)
    assert request.chips and not request.notes and s.phase is Phase.BETS
    # handed in more chips than the fewest change needs (a real colour-up)
    fewest = expected_chips(request, MASS)
    assert sum(n for _, n in request.chips) > sum(n for _, n in fewest)
    as_handed = s.colour_up(request.seat, request.chips)
    assert (as_handed.right, as_handed.kind, as_handed.cell) == (False, "cash", "colour_up")
    wrong = s.colour_up(request.seat, ((MASS.chips[-1], 1),))
    assert not wrong.right and recorded[-1] is wrong
    assert s.next_right() == ("colour_up", (request.seat, fewest))
    right = s.colour_up(request.seat, fewest)
    assert right.right and request not in s.state().cash


def test_small_chips_and_notes_for_every_shipped_table() -> None:
    import random

    for table in DEFAULT_PROFILES.values():
        rng = random.Random(3)
        for _ in range(50):
            notes = draw_notes(rng, table)
            assert notes is not None
            amount = sum((v * n for v, n in notes), D(0))
            assert amount >= table.minimum and amount % table.smallest_unit == 0
            assert sum(n for _, n in notes) <= 30
            small = draw_small_chips(rng, table)
            assert all(chip in table.chips for chip, _ in small)


@pytest.mark.parametrize(("unit", "minimum"), [(997, 19940), (99991, 1999820), (100, 100000)])
def test_a_table_few_bundles_of_notes_suit_has_buy_ins_of_reasonable_bundles_or_none(
        unit: int, minimum: int) -> None:
    """An instructor's odd table (issue 24 review): a smallest chip of HK$997 asked for a
    buy-in of about a thousand HK$1,000 notes, one of HK$99,991 some hundred thousand (and as
    many loops: seconds a coup), all drawn on the felt. A bundle is made up with at most
    MAX_FILLER_NOTES notes more, else the player sits down with chips."""
    import random
    import time

    from trainer.table.cash import MAX_NOTES

    bundle = MAX_NOTES + 100  # MAX_FILLER_NOTES
    chips = tuple(D(unit) * 10**k for k in range(3) if D(unit) * 10**k * 1000 <= 10**8)
    table = replace(DEFAULT_PROFILES["mass-1000"], name="odd", minimum=D(minimum),
                    maximum=min(chips[-1] * 100, D(10**8)), chips=chips, smallest_unit=D(unit),
                    buy_in=BuyIn.PLAYER_MIX,
                    side_bets={**DEFAULT_PROFILES["mass-1000"].side_bets, **old_sides(
                        tie_minimum=D(unit), tie_maximum=chips[-1], pair_minimum=D(unit),
                        pair_maximum=chips[-1], lucky6_enabled=False)})
    rng = random.Random(3)
    started = time.perf_counter()
    for _ in range(20):
        notes = draw_notes(rng, table)
        if notes is not None:
            assert sum(n for _, n in notes) <= bundle
            assert sum((v * n for v, n in notes), D(0)) % table.smallest_unit == 0
    assert time.perf_counter() - started < 0.5
    s = TableSession(table, 5, lambda: 0.0, None, TableSettings(
        seats_filled=1.0, cash_steps=True, max_coups=3))
    while not s.finished:
        for request in s.state().cash:
            assert sum(n for _, n in request.notes) <= bundle
        s.apply(Action(*s.next_right(), 0.0))
    assert time.perf_counter() - started < 3


# ---- junk and out of turn: refused, nothing recorded ---------------------------------------


@pytest.mark.parametrize("call", [
    lambda s, r: s.count_cash(r.seat, D("NaN")),
    lambda s, r: s.count_cash(r.seat, D("-5")),
    lambda s, r: s.count_cash(r.seat, D("1e30")),
    lambda s, r: s.count_cash(r.seat, "1000"),
    lambda s, r: s.count_cash(99, r.amount),
    lambda s, r: s.count_cash(True, r.amount),
    lambda s, r: s.count_cash(next(seat for seat in range(1, 8)
                                   if seat not in {q.seat for q in s.state().cash}), r.amount),
    lambda s, r: s.give_chips(r.seat, ((D(100), 1),)),  # not counted yet
    lambda s, r: s.colour_up(r.seat, ((D(100), 1),)),  # a buy-in, not a colour-up
    lambda s, r: s.give_chips(r.seat, "2x1k"),
])
def test_junk_is_refused_and_not_recorded(call: object) -> None:
    s, recorded = session()
    request = play_until(s, CashKind.BUY_IN)
    before = len(recorded)
    assert callable(call)
    with pytest.raises(TableActionRefused):
        call(s, request)
    assert len(recorded) == before == len(s.steps)


def test_junk_chips_after_counting_are_refused() -> None:
    s, recorded = session()
    request = play_until(s, CashKind.BUY_IN)
    s.count_cash(request.seat, request.amount)
    before = len(recorded)
    for junk in ((), ((D(7), 1),), ((D(100), 0),), ((D(100), 10**9),), ((D("NaN"), 1),),
                 ((D(100), True),), (D(100),)):
        with pytest.raises(TableActionRefused):
            s.give_chips(request.seat, junk)  # type: ignore[arg-type]
    assert len(recorded) == before


def test_cash_steps_are_refused_after_no_more_bets() -> None:
    s, _ = session()
    play_until(s, CashKind.BUY_IN)
    while s.state().cash:
        name, args = s.next_right()
        getattr(s, name)(*args)
    s.accept_bets()
    with pytest.raises(TableActionRefused) as refused:
        s.count_cash(1, D(100))
    assert refused.value.code == "out_of_turn"


# ---- the seeded table, replay and old shoes ---------------------------------------------------


def test_cash_steps_leave_the_seeded_players_and_shoe_as_they_were() -> None:
    on, _ = session(settings=CASH)
    off, _ = session(settings=replace(CASH, cash_steps=False))
    assert on.state().cash and not off.state().cash
    assert on.state().layout == off.state().layout
    assert on.state().seats == off.state().seats
    assert on.shoe.remaining == off.shoe.remaining


def test_off_by_default_no_cash_in_a_whole_shoe() -> None:
    s, _ = session(settings=TableSettings())
    assert not TableSettings().cash_steps
    while not s.finished:
        assert not s.state().cash
        name, args = s.next_right()
        assert name not in ("count_cash", "give_chips", "colour_up")
        getattr(s, name)(*args)


def test_a_shoe_with_cash_steps_replays_through_json() -> None:
    s, _ = session()
    play_until(s, CashKind.COLOUR_UP)
    request = s.state().cash[0]
    if request.kind is CashKind.BUY_IN:
        s.count_cash(request.seat, request.amount + 5)  # a wrong step too
    stored_settings = settings_from_json(json.loads(json.dumps(settings_to_json(s.settings))))
    assert stored_settings.cash_steps
    actions = [Action(a.name, args_from_json(json.loads(json.dumps(args_to_json(a.args)))),
                      a.at) for a in s.actions]
    again, _ = resume_session(MASS, 7, s.started, actions, stored_settings, lambda: 0.0, None)
    assert again.state() == s.state()
    assert [st.cell for st in again.steps] == [st.cell for st in s.steps]


def test_a_shoe_stored_before_cash_steps_replays_without_them() -> None:
    """An old shoe's settings have no ``cash_steps`` key: read back, it is off, so the old
    actions (no more bets at once) replay as they were dealt."""
    old = {"decks": 8, "burn": "decks", "burn_fixed": None, "cut_from_end": None,
           "seats_filled": 0.75, "fault_rate": 0.0, "fault_kinds": [], "side_bets": True,
           "awkward": 1.0, "standing_bettors": False, "max_coups": 2}
    settings = settings_from_json(old)
    assert settings.cash_steps is False
    # the old shoe as it was dealt (no cash existed): the engine's steps with cash off
    dealt, _ = session(settings=settings)
    while not dealt.finished:
        name, args = dealt.next_right()
        getattr(dealt, name)(*args)
    old_actions = [{"name": a.name, "args": args_to_json(a.args), "at": a.at}
                   for a in dealt.actions]
    actions = [Action(str(a["name"]), args_from_json(a["args"]), float(a["at"]))  # type: ignore[arg-type]
               for a in json.loads(json.dumps(old_actions))]
    again, _ = resume_session(MASS, 7, 0.0, actions, settings, lambda: 0.0, None)
    assert again.finished and all(step.right for step in again.steps)
    assert not any(step.kind == "cash" for step in again.steps)


def test_the_desk_off_reads_no_randomness() -> None:
    import random

    rng = random.Random(1)
    desk = CashDesk(MASS, rng, on=False)
    desk.seated([1, 2, 3])
    desk.left([4])
    assert desk.pending == [] and rng.random() == random.Random(1).random()


# ---- the profile ------------------------------------------------------------------------------


def test_buy_in_rule_round_trips_and_old_formats_read() -> None:
    data = MIX.to_dict()
    assert data["buy_in"] == "player_mix" and data["format"] == FORMAT_VERSION
    assert TableRules.from_dict(data) == MIX
    old = {k: v for k, v in MASS.to_dict().items() if k != "buy_in"} | {"format": 2}
    assert TableRules.from_dict(old).buy_in is BuyIn.FEWEST
    with pytest.raises(ValueError):
        TableRules.from_dict(data | {"buy_in": "some"})


def test_a_shipped_profile_pays_colour_for_colour() -> None:
    assert MIX.chip_payout is ChipPayout.COLOUR_FOR_COLOUR
    names = list(DEFAULT_PROFILES)
    assert names[:5] == ["mass-300", "mass-1000", "premium-5000", "no-commission-500",
                         "commission-box-2000"]  # appended, not reordered


# ---- an exam's Table section ------------------------------------------------------------------


def test_an_exam_table_section_deals_cash_steps_only_when_its_blueprint_asks() -> None:
    from tests.support.exam_kill_worker import WallClock
    from tests.support.exam_table import table_spec
    from tests.support.table_script import right_action
    from trainer.exams.blueprint import Blueprint, TableSectionSpec
    from trainer.exams.session import ExamSession
    from trainer.exams.table_part import table_settings

    off = table_spec(coups=2)
    assert "cash_steps" not in off.to_dict()  # a stored blueprint reads as it was written
    assert TableSectionSpec.from_dict(off.to_dict()) == off and not off.cash_steps
    assert not table_settings(off).cash_steps
    on = table_spec(coups=2, cash_steps=True)
    assert TableSectionSpec.from_dict(on.to_dict()) == on and table_settings(on).cash_steps
    with pytest.raises(ValueError):
        TableSectionSpec.from_dict(on.to_dict() | {"cash_steps": "yes"})
    session = ExamSession.start(Blueprint("Table exam", (), 80, 3600, tables=(on,)), 4242,
                                now=WallClock())
    cells: list[str] = []
    while (table := session.next_table()) is not None:
        name, args = right_action(table)
        if name == "count_cash" and "miscount" not in cells:  # a wrong step, counted
            session.table_act(name, args[0], args[1] + 20)  # type: ignore[operator]
            cells.append("miscount")
        session.table_act(name, *args)
        cells.append(table.steps[-1].cell)
    assert {"cash:count", "cash:chips"} <= set(cells)
    (score,) = session.outcome().tables
    assert score.max_score - score.score == 1


def test_at_most_two_buy_ins_a_coup_even_at_a_full_big_table() -> None:
    big = replace(MASS, name="big", seats=14)
    for seed in range(30):
        s, _ = session(big, seed, replace(CASH, seats_filled=1.0))
        buy_ins = [r for r in s.state().cash if r.kind is CashKind.BUY_IN]
        assert len(buy_ins) <= 2
