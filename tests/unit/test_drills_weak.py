"""Review due items (the WEAK level, issue 15): the FSRS due queue decides the deals; and the
reasons the UI words for a weak spot."""

from __future__ import annotations

import random
from collections import Counter
from datetime import datetime, timedelta

from tests.unit.test_drills import make, run, wall_clock
from trainer.drills import (
    DrillKind,
    Level,
    cells_for,
    expected_answer,
    pick_review_question,
    review_order,
    weak_spot_reason,
)
from trainer.drills.cell import Cell
from trainer.drills.schedule import Grade4, ReviewPolicy, review

NOW = wall_clock()  # the sessions' wall clock in make()

C = Cell.parse  # a cell from its stored text


def _due_after(ratings: list[Grade4], start: datetime) -> datetime:
    """The due time FSRS gives a card reviewed once a day with ``ratings``."""
    card = None
    for n, rating in enumerate(ratings):
        card = review(card, rating, start + timedelta(days=n), ReviewPolicy())
    assert card is not None
    return card.due


def test_review_order_comes_from_fsrs_missed_cells_come_back_first():
    # Three cells answered over the same days: missed, slow and quick; FSRS dates them.
    start = NOW - timedelta(days=3)
    missed = _due_after([Grade4.GOOD, Grade4.AGAIN, Grade4.AGAIN], start)
    slow = _due_after([Grade4.GOOD, Grade4.HARD, Grade4.HARD], start)
    quick = _due_after([Grade4.GOOD, Grade4.EASY, Grade4.EASY], start)
    assert missed < slow < quick
    due_at = {C("banker:5:4"): missed, C("banker:6:6"): slow, C("player:6"): quick}
    order = review_order(DrillKind.DRAW, due_at, NOW)
    # Both the missed and the slow cell are due (the missed one longer); the quick one is
    # not due for weeks.
    assert missed < slow <= NOW < quick
    assert order[:2] == [C("banker:5:4"), C("banker:6:6")]  # due, the most overdue first
    unseen = [c for c in cells_for(DrillKind.DRAW) if c not in due_at]
    assert order[2: 2 + len(unseen)] == unseen  # then the cells never answered
    assert order[-1] == C("player:6")  # last: not due for the longest


def test_review_session_serves_every_due_cell_before_any_new_one():
    due_cells = [C("banker:5:4"), C("banker:3:8"), C("banker:6:6")]
    due_at = {c: NOW - timedelta(days=n + 1) for n, c in enumerate(due_cells)}
    session, recorder, clock = make(DrillKind.DRAW, Level.WEAK, seed=21, question_limit=3,
                                    due_at=due_at)
    questions, _ = run(session, recorder, clock, expected_answer)
    targets = [q.target for q in questions if q.target is not None]
    assert sorted({str(c) for c in targets}) == sorted(str(c) for c in due_cells)
    # Most overdue first.
    first_targets = list(dict.fromkeys(targets))
    assert first_targets == list(reversed(due_cells))


def test_review_mode_without_cards_walks_every_cell_and_is_deterministic():
    def cells(seed):
        session, recorder, clock = make(DrillKind.SHOE, Level.WEAK, seed=seed,
                                        question_limit=len(cells_for(DrillKind.SHOE)))
        return [q.cell for q in run(session, recorder, clock, expected_answer)[0]]

    assert cells(1) == cells(1)
    assert Counter(cells(1)) == Counter(cells_for(DrillKind.SHOE))


def test_pick_review_question_builds_the_most_overdue_cell():
    rng = random.Random(3)
    due_at = {C("banker:5:4"): NOW - timedelta(days=2), C("player:3"): NOW - timedelta(hours=1)}
    for _ in range(5):
        deal = pick_review_question(DrillKind.DRAW, due_at, NOW, rng)
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
