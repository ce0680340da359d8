"""Buy-ins and colour-ups in an exam's Sam Kong Table section, without a store: the section
takes the cash switch (a blueprint stored before, without it, reads as it did), a scripted
right dealer passes it, a wrong count is a wrong step cited with the house procedure, every
cash action is sealed and read back equal, and a sitting killed mid-buy-in goes on at the
same step."""

from __future__ import annotations

import json
from decimal import Decimal

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_samkong import deal_samkong, samkong_only, samkong_spec, with_samkong
from tests.unit.test_exams_table import Recorder, stored
from trainer.articles import SK_PROCEDURE
from trainer.exams.blueprint import Blueprint
from trainer.exams.outcome import ExamStatus
from trainer.exams.session import ExamSession
from trainer.exams.table_game import BACCARAT_ONLY
from trainer.exams.table_part import action_from_json, action_to_json, samkong_settings
from trainer.table.samkong.session import SamKongSession

SEED = 2026
CASH = {"count_cash", "give_chips", "colour_up"}


def test_a_samkong_section_takes_the_cash_switch_and_one_stored_before_reads_the_same() -> None:
    assert "cash_steps" not in BACCARAT_ONLY
    spec = samkong_spec(cash_steps=True)
    assert samkong_settings(spec).cash_steps and not samkong_settings(samkong_spec()).cash_steps
    bp = with_samkong(cash_steps=True)
    assert json.loads(bp.to_json())["tables"][0]["cash_steps"] is True
    assert Blueprint.from_json(bp.to_json()) == bp
    before = with_samkong()  # no cash: the JSON (and so the seal) it was stored with
    assert "cash_steps" not in json.loads(before.to_json())["tables"][0]
    session = ExamSession.start(samkong_only(), SEED, now=WallClock())
    table = session.next_table()
    assert isinstance(table, SamKongSession) and not table.settings.cash_steps


def test_a_right_dealer_passes_a_samkong_section_with_cash_steps() -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(cash_steps=True, coups=4), SEED, now=clock,
                                recorder=rec)
    taken = deal_samkong(session, clock)
    assert session.status is ExamStatus.FINISHED
    names = {r.action.name for r in rec.steps}
    assert {"count_cash", "give_chips"} <= names
    assert all(r.step.right for r in rec.steps)
    cells = {r.step.cell for r in rec.steps if r.action.name in CASH}
    assert {"samkong-table:cash:count", "samkong-table:cash:chips"} <= cells, cells
    (score,) = session.outcome().tables
    assert (score.score, score.max_score, score.complete) == (taken, taken, True)
    assert score.passed


def test_a_wrong_count_is_a_wrong_step_cited_and_the_notes_wait_to_be_counted() -> None:
    clock = WallClock()
    session = ExamSession.start(samkong_only(cash_steps=True, pass_mark=100), SEED, now=clock)
    while True:
        table = session.next_table()
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        if name == "count_cash":
            break
        session.table_act(name, *args)
    seat, amount = args
    assert isinstance(amount, Decimal)
    session.table_act("count_cash", seat, amount + 100)
    step = table.steps[-1]
    assert step.cell.endswith("cash:count") and not step.right and step.article == SK_PROCEDURE
    assert table.next_right() == ("count_cash", args)  # nothing moved
    deal_samkong(session, clock)
    (score,) = session.outcome().tables
    assert score.max_score - score.score == 1 and not score.passed


def test_every_cash_action_is_sealed_read_back_equal_and_replays() -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(cash_steps=True, coups=6), SEED, now=clock,
                                recorder=rec)
    deal_samkong(session, clock)
    cash = [r for r in rec.steps if r.action.name in CASH]
    assert {r.action.name for r in cash} == CASH  # a buy-in counted, its chips, a colour-up
    kinds = {type(a).__name__ for r in cash for a in r.action.args}
    assert {"int", "Decimal", "tuple"} <= kinds
    for r in rec.steps:
        assert action_from_json(r.answer_json) == r.action
        assert action_to_json(action_from_json(r.answer_json)) == r.answer_json
    live = session._tables[0]
    assert isinstance(live, SamKongSession)
    again = SamKongSession.replay(live.table, live.seed,
                                  [action_from_json(r.answer_json) for r in rec.steps],
                                  live.started, live.settings)
    assert again.steps == live.steps and again.state() == live.state()


def test_a_sitting_killed_mid_buy_in_goes_on_at_the_same_step() -> None:
    clock, rec = WallClock(), Recorder()
    bp = samkong_only(cash_steps=True, coups=3)
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    while True:  # up to the notes counted, their chips not yet given
        table = live.next_table()
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        if name == "give_chips":
            break
        live.table_act(name, *args)
    clock.advance(30)  # the desk was down
    back = ExamSession.restore(bp, SEED, started_at=live.started_at, answers=[], shown_at=None,
                               now=clock, table_steps=stored(rec))
    after = back.table
    assert isinstance(after, SamKongSession)
    assert after.state() == table.state() and after.steps == table.steps
    assert after.state().cash and after.state().cash[0].counted
    assert after.next_right() == ("give_chips", args)
    deal_samkong(back, clock)
    assert back.status is ExamStatus.FINISHED and back.outcome().tables[0].passed


def test_the_running_sitting_knows_its_tables_game_from_its_blueprint() -> None:
    from dataclasses import MISSING, fields

    from trainer.exams.records import SittingInfo

    plain = {f.name: None for f in fields(SittingInfo) if f.default is MISSING}  # required
    info = SittingInfo(**plain)  # type: ignore[arg-type]
    assert info.table_game is None  # no Table section
    assert SittingInfo(**plain, table_games=("samkong",)).table_game == "samkong"  # type: ignore[arg-type]
    assert SittingInfo(**plain, table_games=("baccarat", "baccarat")).table_game == "baccarat"  # type: ignore[arg-type]
    assert SittingInfo(**plain, table_games=("baccarat", "samkong")).table_game is None  # type: ignore[arg-type]
