"""Buy-ins and colour-ups at the Sam Kong Table (the baccarat Table's cash desk,
trainer.table.cash, shared): with cash steps on, a bettor now and then arrives with notes
before the bets and one leaves with small chips after a settlement, from the session's own
stream; a right dealer counts, changes and colours up, a wrong one is caught and cited (house
procedure), each step stored and replayed; with cash steps off a shoe deals as before."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from tests.support.samkong_table import deal_until, right, session
from trainer.articles import SK_PROCEDURE
from trainer.chips import chip_breakdown
from trainer.errors import TableActionRefused
from trainer.table.cash import CashKind
from trainer.table.game import resume_kept
from trainer.table.samkong.model import SamKongPhase, SamKongSettings
from trainer.table.samkong.profile import PROFILES, profile_named
from trainer.table.samkong.record import (
    action_from_json,
    action_to_json,
    settings_from_json,
    settings_to_json,
)
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action

PROFILE = profile_named("samkong-six-door-shoe")
FIXTURE = Path(__file__).parents[1] / "fixtures" / "samkong_table_flow1.json"


def _waiting(kind: CashKind, counted: bool = False):  # type: ignore[no-untyped-def]
    def until(s: SamKongSession) -> bool:
        cash = s.state().cash
        return bool(cash) and cash[0].kind is kind and cash[0].counted is counted
    return until


def _reach(kind: CashKind, counted: bool = False, profile=PROFILE) -> SamKongSession:  # type: ignore[no-untyped-def]
    for seed in range(40):
        s = session(profile, seed, cash_steps=True, rounds=12)
        if deal_until(s, _waiting(kind, counted)):
            return s
    raise AssertionError("no seed brings this cash request")


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_a_right_dealer_changes_every_buy_in_and_colour_up(profile) -> None:  # type: ignore[no-untyped-def]
    s = session(profile, 3, cash_steps=True, rounds=10, fault_rate=0.3)
    cells: set[str] = set()
    while not s.finished:
        if s.phase is SamKongPhase.BETS and s.state().cash:
            request = s.state().cash[0]
            assert request.seat in {b.number for b in s.bettors}
        step = right(s)
        assert step.right, step
        cells.add(step.cell)
        if step.cell.startswith(("samkong-table:cash", "samkong-table:colour_up")):
            assert step.article == SK_PROCEDURE
    assert {"samkong-table:cash:count", "samkong-table:cash:chips",
            "samkong-table:colour_up"} <= cells


def test_a_buy_in_is_counted_then_changed_in_the_fewest_chips() -> None:
    s = _reach(CashKind.BUY_IN)
    request = s.state().cash[0]
    assert s.next_right() == ("count_cash", (request.seat, request.amount))
    wrong = s.apply(Action("count_cash", (request.seat, request.amount + 100)))
    assert not wrong.right and wrong.cell == "samkong-table:cash:count"
    assert wrong.article == SK_PROCEDURE and wrong.expected == str(request.amount)
    assert s.state().cash == (request,)  # nothing moved
    with pytest.raises(TableActionRefused):  # chips before the count: refused, not graded
        s.apply(Action("give_chips", (request.seat, ((Decimal(100), 1),))))
    assert s.apply(Action("count_cash", (request.seat, request.amount))).right
    fewest = chip_breakdown(request.amount, PROFILE.chips)
    assert s.next_right() == ("give_chips", (request.seat, fewest))
    smallest = PROFILE.chips[0]
    more = ((smallest, int(request.amount / smallest)),)
    wrong = s.apply(Action("give_chips", (request.seat, more)))
    assert not wrong.right and wrong.cell == "samkong-table:cash:chips"
    assert wrong.article == SK_PROCEDURE
    assert s.state().cash[0].seat == request.seat
    assert s.apply(Action("give_chips", (request.seat, fewest))).right
    assert request.seat not in [r.seat for r in s.state().cash if r.kind is CashKind.BUY_IN]


def test_a_colour_up_in_anything_but_the_fewest_chips_is_a_mistake() -> None:
    s = _reach(CashKind.COLOUR_UP)
    request = s.state().cash[0]
    name, (seat, fewest) = s.next_right()
    assert (name, seat) == ("colour_up", request.seat)
    wrong = s.apply(Action("colour_up", (seat, request.chips)))  # his own small chips back
    assert not wrong.right and wrong.cell == "samkong-table:colour_up"
    assert wrong.article == SK_PROCEDURE
    assert s.state().cash[0] == request
    assert s.apply(Action("colour_up", (seat, fewest))).right


def test_no_more_bets_with_cash_waiting_is_a_mistake_and_nothing_moves() -> None:
    s = _reach(CashKind.BUY_IN)
    before = s.state()
    step = s.apply(Action("accept_bets", ()))
    assert not step.right and step.cell == "samkong-table:cash:count"
    assert step.expected == f"cash:{before.cash[0].seat}" and step.article == SK_PROCEDURE
    assert s.state().cash == before.cash and s.phase is SamKongPhase.BETS


def test_bad_cash_actions_are_refused_never_graded() -> None:
    s = _reach(CashKind.BUY_IN)
    request = s.state().cash[0]
    steps = len(s.steps)
    for action in (Action("count_cash", (99, request.amount)),
                   Action("count_cash", (request.seat, "lots")),
                   Action("colour_up", (request.seat, ((Decimal(100), 1),))),
                   Action("give_chips", (request.seat, "junk"))):
        with pytest.raises(TableActionRefused):
            s.apply(action)
    assert len(s.steps) == steps


def test_cash_steps_are_stored_and_a_shoe_killed_mid_buy_in_resumes() -> None:
    s = _reach(CashKind.BUY_IN, counted=True)
    stored = json.loads(json.dumps({
        "settings": settings_to_json(s.settings),
        "actions": [action_to_json(a) for a in s.actions]}))
    kept = [action_from_json(a) for a in stored["actions"]]
    assert kept == s.actions
    game, again, _clock = resume_kept(
        PROFILE.to_dict(), s.seed, s.started,
        [(a["name"], a["args"], a["at"]) for a in stored["actions"]],
        stored["settings"], lambda: 900.0, None)
    assert game.name == "samkong" and isinstance(again, SamKongSession)
    assert again.settings.cash_steps
    assert again.state() == s.state() and again.steps == s.steps
    assert again.state().cash[0].counted
    assert again.next_right() == s.next_right() and again.next_right()[0] == "give_chips"
    step = right(again)  # the chips given where the kill left off
    assert step.right and step.cell == "samkong-table:cash:chips"
    assert step.number == len(s.steps) + 1


def test_with_cash_steps_off_the_same_seed_deals_the_same_cards_and_bets() -> None:
    off = session(PROFILE, 11, rounds=6, fault_rate=0.3)
    on = session(PROFILE, 11, rounds=6, fault_rate=0.3, cash_steps=True)
    hands_off, hands_on = [], []
    for s, hands in ((off, hands_off), (on, hands_on)):
        while not s.finished:
            step = right(s)
            assert step.right
        hands.extend((r.banker, r.hands, r.bets) for r in s.records)
    assert hands_off == hands_on
    assert not any("cash" in st.cell or "colour" in st.cell for st in off.steps)
    assert any("cash" in st.cell for st in on.steps)


def test_a_sam_kong_shoe_stored_before_cash_steps_replays_as_it_was_graded() -> None:
    data = json.loads(FIXTURE.read_text())
    assert "cash_steps" not in data["settings"]
    settings = settings_from_json(data["settings"])
    assert settings == SamKongSettings(**{**data["settings"], "fault_kinds":
                                          settings.fault_kinds})
    actions = [action_from_json(a) for a in data["actions"]]
    s = SamKongSession.replay(profile_named(data["profile"]), data["seed"], actions, 0.0,
                              settings)
    assert [[st.cell, st.right, st.expected, st.given] for st in s.steps] == data["steps"]
    assert str(s.house) == data["house"] and len(s.records) == data["rounds"] and s.finished
