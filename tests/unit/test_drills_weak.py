"""Weak spots: weights, serving weak cells more often, and the reasons the UI words."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

from tests.unit.test_drills import make, run
from trainer.drills import (
    CellStat,
    DrillKind,
    Level,
    cells_for,
    expected_answer,
    pick_weak_question,
    weak_cell_weights,
    weak_spot_reason,
)
from trainer.drills.cell import Cell
from trainer.drills.weak import UNSEEN_WEIGHT, cell_weight

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

C = Cell.parse  # a cell from its stored text


def test_weights_favour_missed_slow_and_due_cells():
    missed = CellStat(C("banker:5:4"), attempts=10, wrong=7, median_ms=3000)
    mastered = CellStat(C("player:6"), attempts=20, wrong=0, median_ms=900, correct_streak=8)
    slow = CellStat(C("banker:6:6"), attempts=10, wrong=1, median_ms=9000)
    quick = CellStat(C("banker:6:7"), attempts=10, wrong=1, median_ms=2000)
    weights = weak_cell_weights([missed, mastered, slow, quick], NOW)
    assert weights[C("banker:5:4")] > UNSEEN_WEIGHT > weights[C("player:6")]
    assert weights[C("banker:6:6")] > weights[C("banker:6:7")]
    old = CellStat(C("banker:4:2"), 10, 1, 2000, last_attempt_at=NOW - timedelta(days=10))
    fresh = CellStat(C("banker:4:2"), 10, 1, 2000, last_attempt_at=NOW - timedelta(hours=2))
    assert cell_weight(old, NOW) > cell_weight(fresh, NOW)
    streak = [cell_weight(CellStat(C("x"), 10, 2, correct_streak=n), NOW) for n in range(5)]
    assert streak == sorted(streak, reverse=True)


def test_weak_mode_serves_the_weak_cell_far_more_than_uniform():
    weak = C("banker:5:4")
    stats = [CellStat(weak, attempts=10, wrong=7, median_ms=4000)]
    stats += [
        CellStat(cell, attempts=20, wrong=0, median_ms=1500, correct_streak=8)
        for cell in cells_for(DrillKind.DRAW)
        if cell != weak
    ]
    session, recorder, clock = make(DrillKind.DRAW, Level.WEAK, seed=21, question_limit=200,
                                    weak_cells=stats)
    questions, _ = run(session, recorder, clock, expected_answer)
    seen = Counter(q.cell for q in questions)
    uniform = 200 / len(cells_for(DrillKind.DRAW))
    assert seen[weak] > 10 * uniform
    assert seen[weak] > 100
    # Natural dealing hardly ever gives this cell.
    plain, recorder2, clock2 = make(DrillKind.DRAW, Level.ALL, seed=21, question_limit=200)
    natural, _ = run(plain, recorder2, clock2, expected_answer)
    assert Counter(q.cell for q in natural)[weak] < seen[weak] / 5


def test_weak_mode_with_one_missed_cell_among_unseen_ones():
    stats = [CellStat(C("call:tie"), attempts=12, wrong=9)]
    session, recorder, clock = make(DrillKind.CALL, Level.WEAK, seed=5, question_limit=200,
                                    weak_cells=stats)
    questions, _ = run(session, recorder, clock, expected_answer)
    share = Counter(q.cell for q in questions)[C("call:tie")] / 200
    assert share > 2 / len(cells_for(DrillKind.CALL))  # more than twice uniform


def test_weak_mode_accepts_a_weight_mapping_and_is_deterministic():
    weights = {C("shoe:burn_first_card"): 50.0}

    def cells(seed):
        session, recorder, clock = make(DrillKind.SHOE, Level.WEAK, seed=seed,
                                        question_limit=50, weak_cells=weights)
        return [q.cell for q in run(session, recorder, clock, expected_answer)[0]]

    assert cells(1) == cells(1)
    assert Counter(cells(1))[C("shoe:burn_first_card")] > 25


def test_pick_weak_question_builds_the_chosen_cell():
    rng = random.Random(3)
    for _ in range(20):
        deal = pick_weak_question(DrillKind.DRAW, {C("banker:5:4"): 1.0}, rng, unseen_weight=0.0)
        assert C("banker:5:4") in {q.cell for q in deal}
        banker_step = deal[1].prompt
        assert banker_step.player_third is not None and banker_step.player_third.points == 4


def test_weak_spot_reasons():
    assert weak_spot_reason(C("banker:5:4")) == ("weak_banker_vs_third", {"total": 5, "third": 4})
    assert weak_spot_reason(C("banker:6:stood")) == ("weak_banker_player_stood", {"total": 6})
    assert weak_spot_reason(C("player:5")) == ("weak_player_total", {"total": 5})
    assert weak_spot_reason(C("player:5:natural")) == ("weak_natural",
                                                    {"hand": "player", "total": 5})
    assert weak_spot_reason(C("call:tie")) == ("weak_call", {"feature": "tie"})
    assert weak_spot_reason(C("payout:banker:win")) == ("weak_payout",
                                                     {"bet": "banker", "result": "win"})
    assert weak_spot_reason(C("samkong:level:12")) == ("weak_samkong_level", {"ordinal": 12})
    assert weak_spot_reason(C("samkong:doors:tie")) == ("weak_samkong_doors", {"feature": "tie"})
    assert weak_spot_reason(C("samkong:payout:odd:push")) == (
        "weak_samkong_payout", {"bet": "odd", "result": "push"})
    assert weak_spot_reason(C("shoe:burn_first_card")) == ("weak_shoe",
                                                        {"topic": "burn_first_card"})
    assert weak_spot_reason(C("nonsense")) == ("weak_cell", {"cell": "nonsense"})
