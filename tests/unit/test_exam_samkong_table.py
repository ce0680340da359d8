"""A Sam Kong Table section in an exam sitting, without a store: the blueprint names its game
and table, a scripted right dealer passes it, a wrong one fails it with its steps cited, the
stored steps deal the same table again, and a blueprint stored before keeps its JSON, seal
and score."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_samkong import (
    SAMKONG_PROFILE,
    deal_samkong,
    samkong_only,
    samkong_spec,
    with_samkong,
)
from tests.support.exam_table import PROFILE, answer_questions, deal
from tests.unit.test_exams_table import Recorder, stored
from trainer.articles import Game
from trainer.errors import BlueprintError, ExamError
from trainer.exams.blueprint import Blueprint
from trainer.exams.outcome import ExamStatus, TableSectionScore
from trainer.exams.row_seal import EXAM_CHAIN, SealedExam
from trainer.exams.seal import SealKey
from trainer.exams.session import ExamSession
from trainer.exams.table_part import action_from_json, action_to_json, table_seed
from trainer.table.samkong.profile import PROFILES
from trainer.table.samkong.session import SamKongSession

SEED = 2026
FIXTURE = Path(__file__).parent.parent / "fixtures" / "exam_blueprint_table_v1.json"


# ---- the blueprint ----------------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_a_samkong_section_names_its_game_and_table_and_round_trips(profile: object) -> None:
    bp = with_samkong(profile=profile, seats_percent=50, irregularity_percent=10)
    data = json.loads(bp.to_json())["tables"][0]
    assert data["game"] == "samkong" and data["profile"]["game"] == "samkong"
    assert data["profile"]["name"] == profile.name  # type: ignore[attr-defined]
    again = Blueprint.from_json(bp.to_json())
    assert again == bp and again.tables[0].profile == profile
    assert again.tables[0].game == "samkong" and again.to_json() == bp.to_json()


@pytest.mark.parametrize("switch", ["shoe_life", "squeeze", "standing_bettors"])
def test_the_baccarat_only_switches_are_refused_for_samkong(switch: str) -> None:
    with pytest.raises(BlueprintError) as caught:
        samkong_spec(**{switch: True})
    assert (caught.value.field, caught.value.reason) == (f"table.{switch}", "not_allowed")
    assert samkong_spec(side_bets=True).side_bets is False  # the baccarat pairs: none here


def test_a_profile_of_the_other_game_or_an_unknown_game_is_refused() -> None:
    for bad in ({"profile": PROFILE}, {"game": "baccarat"}, {"game": "pai gow"}):
        with pytest.raises(BlueprintError) as caught:
            samkong_spec(**bad)
        assert caught.value.field in ("table.profile", "table.game")
    data = with_samkong().to_dict()
    data["tables"][0]["game"] = "baccarat"  # a Sam Kong table read as a baccarat one
    with pytest.raises(BlueprintError) as read:
        Blueprint.from_dict(data)
    assert read.value.field == "tables[0].profile"


def test_a_blueprint_stored_before_keeps_its_json_its_seal_and_its_score() -> None:
    stored_bp = json.loads(FIXTURE.read_text(encoding="utf-8"))
    text = stored_bp["blueprint_json"]
    bp = Blueprint.from_json(text)
    assert bp.to_json() == text and bp.tables[0].game == "baccarat"
    assert "game" not in json.loads(text)["tables"][0]
    key = SealKey(bytes.fromhex(stored_bp["seal_key_hex"]))
    row = SealedExam(stored_bp["exam_id"], bp.name, bp.to_json(), bp.attempts_allowed,
                     bp.time_limit_s, True, 1, None, None)
    assert key.for_chain(EXAM_CHAIN).verify(SealedExam.KIND, row.fields(), stored_bp["exam_mac"])
    for wrong, expected in stored_bp["scores"].items():
        clock = WallClock()
        session = ExamSession.start(bp, stored_bp["seed"], now=clock)
        answer_questions(session)
        deal(session, clock, wrong_every=int(wrong))
        (score,) = session.outcome().tables
        got = {name: getattr(score, name) for name in expected}
        assert got == expected and score.game == "baccarat"
        assert "game" not in score.detail()


# ---- the sitting --------------------------------------------------------------------------


def test_a_right_dealer_passes_the_samkong_section_every_step_sealed() -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(with_samkong(), SEED, now=clock, recorder=rec)
    answer_questions(session)
    table = session.next_table()
    assert isinstance(table, SamKongSession) and table.seed == table_seed(SEED, 0)
    assert table.settings.rounds == 2 and table.settings.fault_rate == pytest.approx(0.2)
    assert table.settings.bettors == round(SAMKONG_PROFILE.doors * 0.7)
    taken = deal_samkong(session, clock)
    assert session.status is ExamStatus.FINISHED
    assert [r.index for r in rec.steps] == list(range(7, 7 + taken))
    assert all(r.step.right and r.step.cell.startswith("samkong-table:") for r in rec.steps)
    result = session.trainee_result()
    (score,) = result.tables
    assert (score.game, score.profile) == ("samkong", SAMKONG_PROFILE.name)
    assert (score.score, score.max_score, score.coups, score.complete) == (taken, taken, 2, True)
    assert score.coups_per_hour is not None and score.coups_per_hour > 0
    assert score.passed and result.passed
    read = TableSectionScore.from_detail(score.section, score.score, score.max_score,
                                         score.passed, score.detail())
    assert read.game == "samkong" and read.detail() == score.detail()


def test_a_wrong_dealer_fails_the_section_each_wrong_step_cited() -> None:
    clock = WallClock()
    session = ExamSession.start(samkong_only(pass_mark=90), SEED, now=clock)
    deal_samkong(session, clock, wrong=True)
    table = session._tables[0]
    assert isinstance(table, SamKongSession)
    wrong = [s for s in table.steps if not s.right]
    assert {s.kind for s in wrong} == {"level", "door"}
    # Each cited with its article of part B: the annex's level (art. 5), a door's result
    # against the banker (arts. 6, 7).
    assert all(s.article is not None and s.article.game is Game.SAM_KONG for s in wrong)
    assert {s.article.number for s in wrong if s.kind == "door"} <= {6, 7}  # type: ignore[union-attr]
    (score,) = session.outcome().tables
    assert score.max_score - score.score == len(wrong) and score.complete
    assert not score.passed and not session.outcome().passed


def test_the_pace_counts_rounds_an_hour_against_the_target() -> None:
    for pace, passes in ((2.0, True), (60.0, False)):
        clock = WallClock()
        session = ExamSession.start(samkong_only(pace_target=40), SEED, now=clock)
        deal_samkong(session, clock, pace=pace)
        (score,) = session.outcome().tables
        assert score.pace_met is passes and score.passed is passes, (pace, score)


# ---- stored and dealt again -------------------------------------------------------------


def test_every_samkong_action_argument_round_trips_through_the_sealed_answer() -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(fault_percent=40), SEED, now=clock, recorder=rec)
    deal_samkong(session, clock, wrong=True)
    kinds = {type(a).__name__ for r in rec.steps for a in r.action.args}
    assert {"SamKongTableBet", "DoorResult", "int"} <= kinds
    for r in rec.steps:
        assert action_from_json(r.answer_json) == r.action
        assert action_to_json(action_from_json(r.answer_json)) == r.answer_json
    live = session._tables[0]
    assert isinstance(live, SamKongSession)
    again = SamKongSession.replay(SAMKONG_PROFILE, live.seed,
                                  [action_from_json(r.answer_json) for r in rec.steps],
                                  live.started, live.settings)
    assert again.steps == live.steps and again.state() == live.state()


def test_a_sitting_killed_mid_round_resumes_at_the_same_round_and_step() -> None:
    clock, rec = WallClock(), Recorder()
    bp = samkong_only(coups=3)
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    deal_samkong(live, clock, steps=40, wrong=True)
    before = live.table
    assert isinstance(before, SamKongSession) and not before.finished
    clock.advance(30)  # the desk was down
    back = ExamSession.restore(bp, SEED, started_at=live.started_at, answers=[], shown_at=None,
                               now=clock, table_steps=stored(rec))
    after = back.table
    assert isinstance(after, SamKongSession)
    assert after.state() == before.state() and after.steps == before.steps
    assert (after.round_number, len(after.steps)) == (before.round_number, 40)
    assert after.next_right() == before.next_right()
    deal_samkong(back, clock)
    assert back.status is ExamStatus.FINISHED and back.outcome().tables[0].coups == 3


def test_stored_steps_that_do_not_replay_are_refused() -> None:
    clock, rec = WallClock(), Recorder()
    bp = samkong_only()
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    deal_samkong(live, clock, steps=12, wrong=True)
    steps = stored(rec)
    flipped = [s if i != 5 else type(s)(s.table, s.number, s.started, s.action, not s.correct,
                                        s.flow) for i, s in enumerate(steps)]
    with pytest.raises(ExamError):
        ExamSession.restore(bp, SEED, started_at=live.started_at, answers=[], shown_at=None,
                            now=clock,
                            table_steps=flipped)
    baccarat_flow = [type(s)(s.table, s.number, s.started, s.action, s.correct, 6)
                     for s in steps]  # a flow the Sam Kong table has not
    with pytest.raises(ExamError):
        ExamSession.restore(bp, SEED, started_at=live.started_at, answers=[], shown_at=None,
                            now=clock,
                            table_steps=baccarat_flow)


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_every_shipped_samkong_table_is_dealt_to_a_pass(profile: object) -> None:
    clock = WallClock()
    session = ExamSession.start(samkong_only(profile=profile, coups=2, irregularity_percent=30),
                                SEED, now=clock)
    deal_samkong(session, clock)
    (score,) = session.outcome().tables
    assert (score.coups, score.complete, score.passed) == (2, True, True)
    assert score.score == score.max_score > 0


def test_the_sittings_deadline_ends_a_samkong_section_mid_round() -> None:
    clock = WallClock()
    session = ExamSession.start(samkong_only(), SEED, now=clock)
    deal_samkong(session, clock, steps=20)
    clock.advance(3600)  # the sitting's time limit, as at a baccarat table
    assert session.next_table() is None and session.status is ExamStatus.TIMED_OUT
    (score,) = session.outcome().tables
    assert (score.score, score.max_score, score.complete, score.passed) == (20, 20, False, False)
    assert score.unfinished_coup == 1 and score.fail_reasons
