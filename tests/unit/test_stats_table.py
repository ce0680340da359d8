"""The Table's figures for Progress and the Dashboard (trainer/stats/table.py), from
hand-built attempt rows and from the rows a scripted shoe stores."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from itertools import count

import pytest

from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.stats import day_to_x
from trainer.stats.table import (
    pace_days,
    step_accuracy,
    step_sort_key,
    table_figures,
)
from trainer.store.models import AttemptRow
from trainer.table import GradedStep, KindScore, TableSession, TableSettings, score_card

_ids = count(1)
T0 = datetime(2026, 11, 30, 2, 0, tzinfo=UTC)  # 10:00 in Macau


def row(
    cell: str, correct: bool = True, *, session: int = 1, coup: int = 1, phase: str = "settle",
    ms: int = 1000, at: datetime = T0, kind: str = "table",
) -> AttemptRow:
    return AttemptRow(
        id=next(_ids), session_id=session, user_id=7, drill_kind=kind, cell=cell,
        question={"table": "mass-300", "coup": coup, "step": 1, "kind": cell, "phase": phase},
        seed=1, answer="x", correct=correct, reason=None, article=None, expected="x",
        ms_taken=ms, answered_at=at, shown_at=None,
    )


def test_accuracy_per_step_kind_in_dealing_order() -> None:
    rows = [
        row("pay:banker"), row("pay:banker", False), row("take"), row("take"), row("take", False),
        row("fault:over_max", False), row("order"), row("mark"), row("fault:none"),
    ]
    kinds = step_accuracy(rows)
    assert kinds == (
        KindScore("fault:none", 1, 1),
        KindScore("fault:over_max", 0, 1),
        KindScore("order", 1, 1),
        KindScore("take", 2, 3),
        KindScore("pay:banker", 1, 2),
        KindScore("mark", 1, 1),
    )
    assert kinds[3].accuracy == pytest.approx(2 / 3)


def test_unknown_kinds_sort_last_by_name() -> None:
    cells = ["zeta", "mark", "alpha", "bets"]
    assert sorted(cells, key=step_sort_key) == ["bets", "mark", "alpha", "zeta"]


def test_coup_time_runs_from_no_more_bets_to_its_last_step() -> None:
    rows = [
        # coup 1: 30 s of bets (not counted), then 20 s + 10 s dealt and settled
        row("bets", phase="bets", ms=30_000, coup=1),
        row("order", phase="deal", ms=20_000, coup=1),
        row("take", phase="settle", ms=10_000, coup=1),
        # coup 2 of the same day: 60 s, settled
        row("order", phase="deal", ms=40_000, coup=2, at=T0 + timedelta(minutes=2)),
        row("pay:player", phase="settle", ms=20_000, coup=2, at=T0 + timedelta(minutes=3)),
        # coup 3: abandoned before its result, not a dealt coup
        row("order", phase="deal", ms=5_000, coup=3, at=T0 + timedelta(minutes=4)),
    ]
    (day,) = pace_days(rows)
    assert day == type(day)(date(2026, 11, 30), 2, 90.0)
    assert day.coups_per_hour == pytest.approx(2 * 3600 / 90)


def test_coups_are_counted_per_session_and_per_macau_day() -> None:
    late = datetime(2026, 11, 30, 16, 30, tzinfo=UTC)  # 00:30 on 1 December in Macau
    rows = [
        row("take", session=1, coup=1, ms=60_000),
        row("take", session=2, coup=1, ms=60_000),  # another shoe's coup 1
        row("call:result", session=2, coup=2, phase="result", ms=30_000, at=late),
    ]
    figures = table_figures(rows)
    assert [(d.day, d.coups, d.seconds) for d in figures.days] == [
        (date(2026, 11, 30), 2, 120.0), (date(2026, 12, 1), 1, 30.0)]
    assert figures.pace.x == (day_to_x(date(2026, 11, 30)), day_to_x(date(2026, 12, 1)))
    assert figures.pace.y == pytest.approx((60.0, 120.0))


def test_a_wrong_result_call_does_not_count_a_coup_and_other_kinds_are_skipped() -> None:
    rows = [
        row("call:result", False, phase="result", ms=9_000),
        row("draw:banker", kind="draw", phase="settle"),
    ]
    figures = table_figures(rows)
    assert figures.days == ()
    assert len(figures.pace) == 0
    assert figures.kinds == (KindScore("call:result", 0, 1),)
    assert figures.steps == 1


def test_rows_a_scripted_shoe_stores_count_its_coups_and_steps() -> None:
    """A perfect dealer's short shoe, stored as the Table screen stores it: the figures count
    the session's own coups and steps, and the pace is the score card's."""
    clock = iter(float(i) for i in count())
    rows: list[AttemptRow] = []
    session: TableSession | None = None

    def record(step: GradedStep) -> None:
        assert session is not None
        rows.append(AttemptRow(
            id=next(_ids), session_id=1, user_id=7, drill_kind="table", cell=step.cell,
            question={"coup": step.coup, "step": step.number, "kind": step.kind,
                      "phase": session.phase.value},
            seed=3, answer=step.given, correct=step.right, reason=None, article=None,
            expected=step.expected, ms_taken=round(step.elapsed * 1000), answered_at=T0,
            shown_at=None,
        ))

    session = TableSession(
        DEFAULT_PROFILES["commission-box-2000"], 3, lambda: next(clock), record,
        TableSettings(max_coups=4, fault_rate=0.3))
    while not session.finished:
        name, args = session.next_right()
        assert getattr(session, name)(*args).right
    figures = table_figures(rows)
    assert figures.steps == len(session.steps)
    assert sum(k.right for k in figures.kinds) == len(session.steps)
    (day,) = figures.days
    assert day.coups == len(session.coups) == 4
    scored = sum(c.ended - c.started for c in session.coups)
    assert day.seconds == pytest.approx(scored)
    assert Decimal(str(day.seconds)) > 0
    # One way of counting steps per kind: Progress' per-cell scores are the score card's own
    # KindScore, and folded back onto the step kinds they give the score card's counts.
    kind_of = {step.cell: step.kind for step in session.steps}
    folded: dict[str, list[int]] = {}
    for k in figures.kinds:
        assert type(k) is KindScore
        counts = folded.setdefault(kind_of[k.kind], [0, 0])
        counts[0] += k.right
        counts[1] += k.total
    card = score_card(session.steps, session.coups)
    assert {k.kind: [k.right, k.total] for k in card.kinds} == folded


def test_the_pace_target_is_the_newest_steps_table_profiles() -> None:
    rows = [row("take", at=T0), row("take", at=T0 + timedelta(hours=1))]
    rows[0].question["table"], rows[1].question["table"] = "mass-300", "School slow"
    targets = {"mass-300": 60, "School slow": 30}
    assert table_figures(rows, targets).pace_target == 30
    assert table_figures(rows[:1], targets).pace_target == 60
    assert table_figures(rows, {}).pace_target == 50  # unknown table: the default target
    assert table_figures([], targets).pace_target == 50


def test_the_lesser_chip_fault_is_counted_apart_and_error_only_kinds_are_counts() -> None:
    """Issue 24 points 3 and 4: a payout stored with fault ``not_fewest_chips`` is wrong and
    counted apart (as Practice's payout chart counts it); the steps recorded only when wrong
    (take-and-pay order, refusing a good bet) are mistakes to count, not 0% bars."""
    from dataclasses import replace as with_

    from trainer.stats.table import ERROR_ONLY_CELLS, counted_as_errors

    rows = [
        row("pay:banker"), with_(row("pay:banker", False), fault="not_fewest_chips"),
        with_(row("pay:banker", False), fault="wrong_amount"),
        row("order:take_pay", False), row("order:take_pay", False), row("fault:none", False),
        row("order:take", False),
    ]
    kinds = {k.kind: k for k in step_accuracy(rows)}
    assert kinds["pay:banker"] == KindScore("pay:banker", 1, 3, 1)
    assert kinds["pay:banker"].wrong == 2
    assert [k for k in kinds if counted_as_errors(kinds[k])] == [
        "fault:none", "order:take", "order:take_pay"]
    assert kinds["order:take_pay"].total == 2 and kinds["order:take"].total == 1
    assert {"order:take", "order:take_pay", "fault:none", "squeeze:call",
            "samkong-table:order", "samkong-table:fault:none"} == ERROR_ONLY_CELLS
    assert not counted_as_errors(kinds["pay:banker"])
