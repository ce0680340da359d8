"""Seat numbers a house avoids (issue 24 point 12): many Macau tables have no seat 4 (and
some no 13), so a 7-seat table is seats 1, 2, 3, 5, 6, 7, 8. A seat keeps its real number
everywhere: the table's players sit there, a bet on seat 5 is seat 5, seat 4 is no seat."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal

import pytest

from tests.support.exam_table import table_spec
from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind, RefusalReason, validate_bets
from trainer.baccarat.table import (
    DEFAULT_PROFILES,
    FORMAT_VERSION,
    READABLE_FORMATS,
    TableRules,
    parse_skipped_seats,
    seat_numbers,
)
from trainer.drills import DrillKind, DrillOptions, Level
from trainer.drills.registry import spec_for
from trainer.errors import BetRefused, TableRulesError
from trainer.exams.blueprint import Blueprint, TableSectionSpec
from trainer.store import ProfileUse, Store
from trainer.store import schema as s
from trainer.table import TableSession

MASS = DEFAULT_PROFILES["mass-300"]
EIGHT = DEFAULT_PROFILES["mass-500-8-seats"]
NINE = DEFAULT_PROFILES["mass-1000-9-seats"]


def test_numbers_pass_over_the_skipped_ones() -> None:
    assert MASS.seat_numbers == (1, 2, 3, 4, 5, 6, 7)
    assert replace(MASS, skipped_seats=(4,)).seat_numbers == (1, 2, 3, 5, 6, 7, 8)
    assert EIGHT.seat_numbers == (1, 2, 3, 5, 6, 7, 8, 9)
    assert NINE.seat_numbers == (1, 2, 3, 5, 6, 7, 8, 9, 10)
    assert seat_numbers(12, (4, 13)) == (1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 14)
    assert seat_numbers(7, (13,)) == (1, 2, 3, 4, 5, 6, 7)  # a 13 the table never reaches
    assert len(replace(MASS, seats=14, skipped_seats=(4, 13)).seat_numbers) == 14


def test_the_skipped_numbers_are_kept_in_order() -> None:
    assert replace(MASS, skipped_seats=(13, 4)).skipped_seats == (4, 13)


@pytest.mark.parametrize(("skipped", "code", "params"), [
    ((0,), "seat_number_positive", {"number": "0"}),
    ((-4,), "seat_number_positive", {"number": "-4"}),
    ((4, 4), "seat_number_repeated", {"number": "4"}),
    ((100,), "seat_number_max", {"max": "99"}),
    (tuple(range(2, 95)), "seat_number_max", {"max": "99"}),  # seat 7 would be number 100
])
def test_odd_seat_numbers_are_refused_with_a_code(
        skipped: tuple[int, ...], code: str, params: dict[str, str]) -> None:
    with pytest.raises(TableRulesError) as refused:
        replace(MASS, skipped_seats=skipped)
    assert (refused.value.code, refused.value.params) == (code, params)


@pytest.mark.parametrize("seats", [6, 15])
def test_seven_to_fourteen_seats_whatever_their_numbers(seats: int) -> None:
    with pytest.raises(TableRulesError) as refused:
        replace(MASS, seats=seats, skipped_seats=(4,))
    assert refused.value.code in ("seats", "seats_max")


def test_a_seat_list_is_read_from_what_the_instructor_types() -> None:
    assert parse_skipped_seats("") == ()
    assert parse_skipped_seats("4, 13") == (4, 13)
    assert parse_skipped_seats("13 4") == (4, 13)
    assert parse_skipped_seats("4，13") == (4, 13)  # a full-width comma (Chinese input)
    for junk in ("four", "4.5", "-4", "４"):
        with pytest.raises(TableRulesError) as refused:
            parse_skipped_seats(f"1, {junk}")
        assert refused.value.code == "seat_number_text" and refused.value.params == {
            "text": junk}
    assert parse_skipped_seats("0" * 5000 + "13") == (13,)
    with pytest.raises(TableRulesError) as refused:  # int() alone raised past 4,300 digits
        parse_skipped_seats("9" * 5000)
    assert refused.value.code == "seat_number_max"
    with pytest.raises(TableRulesError) as refused:
        parse_skipped_seats("x" * 5000)
    assert refused.value.params == {"text": "x" * 16}  # quoted, not pasted back whole


# ---- the stored form ---------------------------------------------------------------------


def test_the_format_has_the_skipped_seats_and_old_formats_still_read() -> None:
    assert FORMAT_VERSION == 5 and {1, 2, 3, 4, 5} <= READABLE_FORMATS
    data = NINE.to_dict()
    assert (data["format"], data["seats"], data["skipped_seats"]) == (5, 9, [4])
    assert json.loads(json.dumps(data)) == data
    assert TableRules.from_dict(data) == NINE
    old = {k: v for k, v in MASS.to_dict().items() if k != "skipped_seats"}
    old["format"] = 2  # written before seats could be skipped
    assert TableRules.from_dict(old) == MASS
    assert TableRules.from_dict(old).seat_numbers == (1, 2, 3, 4, 5, 6, 7)
    for junk in ("4", [True], ["4"], [4.0], None):
        with pytest.raises(TableRulesError) as refused:
            TableRules.from_dict({**data, "skipped_seats": junk})
        assert refused.value.code == "malformed"


def test_an_old_stored_profile_is_read_from_the_database(store: Store,
                                                         instructor: Actor) -> None:
    """A row written by the last version (format 2, no skipped seats) is a profile now."""
    old = {k: v for k, v in MASS.to_dict().items() if k != "skipped_seats"}
    old.update(format=2, name="Old school")
    saved = store.table_profiles.save(instructor, "Old school", old)  # type: ignore[arg-type]
    with store._db.engine.begin() as conn:  # the row exactly as format 2 wrote it
        conn.execute(s.table_profiles.update().values(rules=json.dumps(old)))
    assert saved.rules["format"] == FORMAT_VERSION
    profile = store.table_profiles.all_profiles(instructor)["Old school"]
    assert profile == replace(MASS, name="Old school")
    assert profile.seat_numbers == (1, 2, 3, 4, 5, 6, 7)


def test_an_exam_that_recorded_a_table_profile_in_format_2_is_read_the_same() -> None:
    """A Table section copies its table into the blueprint (and the sealed snapshot): one
    written before this format reads as the table it was, and deals the same shoe."""
    spec = table_spec()
    data = spec.to_dict()
    data["profile"] = {k: v for k, v in data["profile"].items() if k != "skipped_seats"}
    data["profile"]["format"] = 2
    old = TableSectionSpec.from_dict(data)
    assert old == spec and old.profile.seat_numbers == tuple(range(1, old.profile.seats + 1))
    again = TableSectionSpec.from_dict(json.loads(json.dumps(spec.to_dict())))
    first, second = TableSession(old.profile, 7), TableSession(again.profile, 7)
    assert first.state() == second.state()


def test_a_blueprint_with_a_skip_4_table_round_trips() -> None:
    blueprint = Blueprint.from_json(Blueprint(
        "Nine seats", (), 50, 3600, tables=(table_spec(profile=NINE),)).to_json())
    (section,) = blueprint.tables
    assert section.profile.seat_numbers == (1, 2, 3, 5, 6, 7, 8, 9, 10)


# ---- seats keep their real numbers -------------------------------------------------------


def test_a_bet_on_a_skipped_seat_is_refused_and_on_the_last_seat_accepted() -> None:
    with pytest.raises(BetRefused) as refused:
        validate_bets([Bet(BetKind.BANKER, Decimal(1000), seat=4)], NINE)
    assert refused.value.reason == RefusalReason.BAD_SEAT.value
    validate_bets([Bet(BetKind.BANKER, Decimal(1000), seat=10)], NINE)
    with pytest.raises(BetRefused):
        validate_bets([Bet(BetKind.BANKER, Decimal(1000), seat=10)], MASS)


def test_the_table_seats_players_only_on_its_numbered_seats() -> None:
    seen: set[int] = set()
    for seed in range(12):
        session = TableSession(NINE, seed)
        state = session.state()
        seen |= {view.seat for view in state.seats}
        seen |= {bet.seat for bet in state.layout}
    assert 4 not in seen and 10 in seen and seen <= set(NINE.seat_numbers)


def test_the_payout_drill_bets_only_on_seats_the_table_has() -> None:
    options = DrillOptions(profile=NINE.name, tables=(NINE,))
    seats: set[int] = set()
    for seed in range(30):
        for question in spec_for(DrillKind.PAYOUT).generate(Level.ALL, seed, options, None):
            seats.add(question.prompt.bet.seat)  # type: ignore[attr-defined]
    assert 4 not in seats and seats <= set(NINE.seat_numbers[:7])


# ---- what uses a profile, asked before it is deleted -----------------------------------


def test_the_exams_naming_a_profile_are_found_before_it_is_deleted(
        store: Store, instructor: Actor) -> None:
    from tests.support.school_tables import exam_with_tables

    for name in ("Night", "Exam table"):
        store.table_profiles.save(instructor, name, NINE.to_dict())  # type: ignore[arg-type]
    store.exams.create(instructor, exam_with_tables(("Exam table",)))
    use = store.table_profiles.usage(instructor, "Exam table")
    assert use.exams == ("VIP floor certificate 貴賓廳",) and use.kept_shoes == 0
    assert store.table_profiles.usage(instructor, "Night") == ProfileUse()


def test_the_kept_shoes_begun_at_a_profile_are_counted(store: Store, instructor: Actor) -> None:
    """A kept shoe resumes with its own copy of the rules: deleting says so, with how many."""
    from trainer.store import NewShoe

    store.table_profiles.save(instructor, "Night", {**NINE.to_dict(), "name": "Night"})
    for _ in range(2):
        store.table_shoes.start(instructor, "table", {}, NewShoe(
            1, {**NINE.to_dict(), "name": "Night"}, {}, "clock", 0.5))
    store.table_shoes.start(instructor, "table", {}, NewShoe(1, NINE.to_dict(), {}, "clock", 0.5))
    assert store.table_profiles.usage(instructor, "Night") == ProfileUse((), 2)


def test_a_shoe_kept_before_seat_numbers_replays_to_the_same_end() -> None:
    """An old-style kept shoe (format-2 profile, the action list that version recorded at a
    full 7-seat table, seat 4 taken) is dealt again step by step to the same coup and bets."""
    from pathlib import Path

    from trainer.table.record import (
        action_from_json,
        profile_from_json,
        resume_session,
        settings_from_json,
    )

    kept = json.loads((Path(__file__).parent.parent / "fixtures" / "table_shoe_format2.json")
                      .read_text(encoding="utf-8"))
    profile = profile_from_json(kept["profile"])
    assert kept["profile"]["format"] == 2 and profile == MASS
    actions = [action_from_json(a) for a in kept["actions"]]
    session, _clock = resume_session(profile, kept["seed"], 0.0, actions,
                                     settings_from_json(kept["settings"]), lambda: 0.0, None)
    state = session.state()
    assert session.finished and len(session.steps) == kept["steps"]
    assert sorted(v.seat for v in state.seats) == kept["seats"] == [1, 2, 3, 4, 5, 6, 7]
    assert [[b.seat, b.kind.value, str(b.amount)] for b in state.accepted] == kept["accepted"]
