"""One Table, two games: the game registry, a Sam Kong shoe stored as JSON and replayed to
the same steps, its profiles and settings stored as plain dicts, and every baccarat shoe
stored before (no game named) replaying as baccarat, as it was graded."""

from __future__ import annotations

import inspect
import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from tests.support.samkong_table import deal_until, right, session
from trainer.baccarat.table import DEFAULT_PROFILES, ChipPayout, CommissionMode
from trainer.chips import ChipCountError
from trainer.errors import MoneyParseError
from trainer.exams import table_part
from trainer.samkong.bets import SamKongBetKind
from trainer.samkong.levels import DoorResult
from trainer.table.game import (
    GAMES,
    BaccaratGame,
    SamKongGame,
    game_of,
    replay_shoe,
    shoe_to_json,
)
from trainer.table.irregular import Remedy
from trainer.table.record import RecordError
from trainer.table.samkong.model import SamKongFault, SamKongPhase, SamKongSettings, SamKongTableBet
from trainer.table.samkong.profile import (
    PROFILES,
    SamKongProfileError,
    SamKongTableRules,
    profile_named,
)
from trainer.table.samkong.record import (
    CELL_ORDER,
    ERROR_ONLY_CELLS,
    arg_from_json,
    arg_to_json,
    mistake_scene,
    replay_round,
)
from trainer.table.samkong.session import SamKongSession
from trainer.table.samkong.settle import read_payout
from trainer.table.session import Action, TableSession, TableSettings

FIXTURES = Path(__file__).parent.parent / "fixtures"
SHOE = profile_named("samkong-six-door-shoe")
VIP = profile_named("samkong-vip-eight-door")


def test_the_registry_names_both_games_and_their_actions() -> None:
    assert list(GAMES) == ["baccarat", "samkong"]
    for game, cls in ((GAMES["baccarat"], TableSession), (GAMES["samkong"], SamKongSession)):
        for name in game.actions:  # every action is a method the session takes
            assert inspect.ismethod(getattr(cls(*_args(game.name)), name))
    assert "levels" in GAMES["samkong"].phases and "totals" in GAMES["baccarat"].phases


def _args(game: str) -> tuple[object, ...]:
    if game == "baccarat":
        return DEFAULT_PROFILES["mass-300"], 1
    return SHOE, 1


def test_baccarat_through_the_registry_deals_as_the_table_session_does() -> None:
    profile = DEFAULT_PROFILES["mass-300"]
    direct = TableSession(profile, 77, lambda: 0.0)
    through = BaccaratGame().deal(profile, 77, lambda: 0.0, None, TableSettings())
    assert through.state() == direct.state()  # type: ignore[attr-defined]
    assert through.next_right() == direct.next_right()


def test_a_stored_baccarat_shoe_names_no_game_and_replays_as_it_was_graded() -> None:
    for name in ("table_flow3_tie_withdraw.json", "table_flow4_squeeze.json"):
        stored = json.loads((FIXTURES / name).read_text())
        assert "game" not in stored and game_of(stored).name == "baccarat"
        game, again = replay_shoe(stored)
        assert game.name == "baccarat"
        assert [[s.cell, s.right, s.expected] for s in again.steps] == stored["steps"]


def _played(seed: int) -> SamKongSession:
    """A Sam Kong shoe with faults, irregularities, wrong steps and their retries."""
    s = session(VIP, seed, fault_rate=0.5, irregularity_rate=0.3, rounds=3)
    deal_until(s, lambda x: x.phase is SamKongPhase.LEVELS)
    s.apply(Action("call_level", (1, 31 if s.next_right()[1][1] != 31 else 30)))  # wrong
    deal_until(s, lambda x: x.phase is SamKongPhase.SETTLE and x.next_right()[0] == "pay")
    bet = s.next_right()[1][0]
    s.apply(Action("pay", (bet, ((VIP.chips[0], 1),))))  # wrong amount
    while not s.finished:
        right(s)
    return s


@pytest.mark.parametrize("seed", [3, 8])
def test_a_sam_kong_shoe_stored_as_json_replays_to_the_same_steps(seed: int) -> None:
    s = _played(seed)
    stored = json.loads(json.dumps(shoe_to_json(GAMES["samkong"], s.table, s.seed, s.started,
                                                s.settings, s.actions)))
    assert stored["game"] == "samkong" and stored["profile"]["game"] == "samkong"
    _game, again = replay_shoe(stored)
    assert isinstance(again, SamKongSession)
    assert again.steps == s.steps and again.actions == s.actions
    assert again.state() == s.state() and again.finished
    assert [r.settlement for r in again.records] == [r.settlement for r in s.records]


def test_a_kept_shoe_killed_mid_round_resumes_at_the_same_step() -> None:
    s = session(SHOE, 12, fault_rate=0.4)
    deal_until(s, lambda x: x.phase is SamKongPhase.DOORS and len(x.records) == 1)
    stored = json.loads(json.dumps(shoe_to_json(GAMES["samkong"], s.table, s.seed, s.started,
                                                s.settings, s.actions)))
    _, again = replay_shoe(stored)
    assert again.state() == s.state() and again.next_right() == s.next_right()


def test_every_argument_a_sam_kong_action_takes_is_stored_exactly() -> None:
    values = [
        SamKongTableBet(SamKongBetKind.POINT, Decimal("150"), 3, 2, 7),
        SamKongTableBet(SamKongBetKind.DOOR, Decimal("1000"), 8, 1),
        DoorResult.TIE, Remedy.VOID, 0, 35, True, Decimal("47.5"),
        ((Decimal(100), 2), (Decimal(5), 1)),
    ]
    for value in values:
        assert arg_from_json(json.loads(json.dumps(arg_to_json(value)))) == value


@pytest.mark.parametrize("junk", [
    {"skbet": ["door", "100", 1, 1]}, {"skbet": ["nope", "100", 1, 1, None]},
    {"skbet": ["door", "NaN", 1, 1, None]}, {"skbet": ["door", "100", "1", 1, None]},
    {"door": "maybe"}, {"x": 1}, [], "door",
])
def test_a_damaged_argument_is_a_record_error(junk: object) -> None:
    with pytest.raises(RecordError):
        arg_from_json(junk)


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_a_profile_is_stored_as_a_plain_dict(profile: SamKongTableRules) -> None:
    data = json.loads(json.dumps(profile.to_dict()))
    assert data["game"] == "samkong" and game_of(data).name == "samkong"
    assert SamKongTableRules.from_dict(data) == profile
    assert SamKongGame().profile_from_json(data) == profile


@pytest.mark.parametrize("change", [
    {"doors": 3}, {"doors": 9}, {"decks": 0}, {"decks": "6"}, {"game": "baccarat"},
    {"format": 2}, {"colour": "red"}, {"limits": {"door": ["100"]}},
    {"limits": {"door": ["500", "100"]}}, {"limits": {"lucky": ["100", "200"]}},
    {"chips": ["5", "NaN"]}, {"commission_mode": "sometimes"}, {"chip_payout": "colour_for_colour"},
])
def test_a_damaged_profile_is_refused(change: dict[str, object]) -> None:
    data = {**SHOE.to_dict(), **change}
    with pytest.raises(SamKongProfileError):
        SamKongTableRules.from_dict(data)


def test_the_settings_are_stored_as_a_plain_dict() -> None:
    settings = SamKongSettings(bettors=5, fault_rate=0.25,
                               fault_kinds=frozenset({SamKongFault.MOVED}), rounds=7)
    game = GAMES["samkong"]
    assert game.settings_from_json(json.loads(json.dumps(
        game.settings_to_json(settings)))) == settings
    for junk in ({"rounds": 0}, {"fault_rate": 2}, {"speed": 1}, {"fault_kinds": ["x"]},
                 {"bettors": "4"}):
        with pytest.raises(RecordError):
            game.settings_from_json(junk)


def test_a_stored_shoe_of_an_unknown_game_is_refused() -> None:
    with pytest.raises(RecordError):
        replay_shoe({"game": "fan-tan", "seed": 1, "actions": []})


def test_a_marking_table_differs_from_a_deducting_one_only_in_what_is_handed() -> None:
    deduct = replace(VIP, name="vip-deduct", commission_mode=CommissionMode.DEDUCT)
    pays = {}
    for profile in (VIP, deduct):
        s = session(profile, 30, rounds=3)
        while not s.finished:
            right(s)
        pays[profile.commission_mode] = [r.house_net for r in s.records]
    assert pays[CommissionMode.MARK] == pays[CommissionMode.DEDUCT]


def test_an_exam_section_stores_every_sam_kong_action_exactly() -> None:
    s = _played(5)
    for action in s.actions:
        assert table_part.action_from_json(table_part.action_to_json(action)) == action


def test_a_mistake_is_shown_on_the_table_as_it_stood() -> None:
    s = _played(6)
    wrong = [step for step in s.steps if not step.right]
    assert len(wrong) >= 2
    for step in wrong:
        scene = mistake_scene(s, step)
        assert scene.given == s.actions[step.number - 1]
        assert scene.state.steps == step.number - 1
        assert scene.right != (scene.given.name, scene.given.args)
    with pytest.raises(ValueError):
        mistake_scene(s, replace(wrong[0], number=len(s.steps) + 5))


def test_a_payout_is_read_as_typed() -> None:
    assert read_payout("2x1k 50", SHOE) == ((Decimal(1000), 2), (Decimal(50), 1))
    amounts = replace(SHOE, chip_payout=ChipPayout.AMOUNT)
    assert read_payout("1,140", amounts) == Decimal(1140)
    with pytest.raises(ChipCountError):
        read_payout("1,140 please", SHOE)
    with pytest.raises(MoneyParseError):
        read_payout("lots", amounts)


def test_every_cell_has_its_place_and_the_error_only_ones_are_never_right() -> None:
    cells: dict[str, set[bool]] = {}
    for seed in range(12):
        for step in _played(seed).steps:
            cells.setdefault(step.cell, set()).add(step.right)
    for cell, rights in cells.items():
        kind = cell.removeprefix("samkong-table:").partition(":")[0]
        assert f"samkong-table:{kind}" in CELL_ORDER, cell
        if cell in ERROR_ONLY_CELLS:
            assert rights == {False}
    assert {"samkong-table:level", "samkong-table:door", "samkong-table:pay:door",
            "samkong-table:mark", "samkong-table:collect"} <= set(cells)


def test_a_round_is_replayed_step_by_step_for_the_attempt_log() -> None:
    s = _played(9)
    frames = replay_round(s.table, s.seed, s.settings, s.actions, 2)
    assert frames and all(f.step.coup == 2 for f in frames)
    assert [f.step.number for f in frames] == [st.number for st in s.steps if st.coup == 2]
    assert [f.action for f in frames] == [s.actions[f.step.number - 1] for f in frames]
    assert frames[0].state.steps == frames[0].step.number - 1
    with pytest.raises(RecordError):
        replay_round(s.table, s.seed, s.settings, [Action("deal", (1,))], 1)
