"""Table flow 5 under a coup limit, found by an attack on void coups (art. 10): an exam
Table section is dealt to the coups it asks (no damaged card or change of shoe by the house,
art. 3, ends it short: :data:`~trainer.table.session.LIMITED_SHOE_FROM`), and the score card
and Progress give one pace for a shoe with void coups, both leaving a void coup's count and
time out (:data:`~trainer.table.session.VOID_NOT_COUNTED_FROM`). A shoe of flow 4 deals and
scores as it did."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.exams.blueprint import TableSectionSpec
from trainer.exams.table_part import score_table, table_settings
from trainer.stats.table import pace_days
from trainer.table.score import score_card
from trainer.table.session import Action, TableSession, TableSettings

VIP = DEFAULT_PROFILES["vip-squeeze-5000"]
SECTION = TableSectionSpec(VIP, coups=10, pass_mark=80, shoe_life=True,
                           irregularity_percent=50, squeeze=True)
"""Seed 26: coup 1 is void, then (flow 4) the house changes the shoe after it."""


def _clock():  # type: ignore[no-untyped-def]
    return iter(float(i) for i in range(10**7)).__next__


def _deal(session: TableSession) -> TableSession:
    while not session.finished:
        name, args = session.next_right()
        session.apply(Action(name, args, 0.0))
    return session


def test_an_exam_section_is_dealt_to_its_coups_whatever_the_house_would_change() -> None:
    session = _deal(TableSession(VIP, 26, _clock(), settings=table_settings(SECTION)))
    score = score_table(0, 0, SECTION, session)
    assert score.coups == 10 and score.complete and score.passed
    assert sum(1 for coup in session.coups if not coup.void) == 10
    assert any(coup.void for coup in session.coups)  # the void coup is dealt again
    life = session.state().life
    assert life.damaged is None and not life.new_decks


def test_a_flow_4_section_ends_where_the_house_closed_its_shoe() -> None:
    settings = dataclasses.replace(table_settings(SECTION), flow=4)
    session = _deal(TableSession(VIP, 26, _clock(), settings=settings))
    assert [coup.void for coup in session.coups] == [True]  # as flow 4 dealt and scored it
    assert score_table(0, 0, SECTION, session).coups == 1


def test_a_whole_shoe_still_meets_the_houses_events() -> None:
    """Without a coup limit the damaged card and the house's change of shoe still come."""
    whole = dataclasses.replace(table_settings(SECTION), max_coups=None)
    session = _deal(TableSession(VIP, 26, _clock(), settings=whole))
    assert [coup.void for coup in session.coups] == [True]


@dataclass
class _Row:
    session_id: int
    question: dict  # type: ignore[type-arg]
    cell: str
    correct: bool
    ms_taken: int
    answered_at: datetime
    fault: str | None = None


def test_the_score_card_and_progress_give_one_pace_for_a_shoe_with_void_coups() -> None:
    rows: list[_Row] = []
    t0 = datetime(2026, 12, 6, 4, tzinfo=UTC)
    settings = TableSettings(squeeze=True, max_coups=6, irregularity_rate=0.5,
                             standing_bettors=True, seats_filled=0.8)
    session = TableSession(VIP, 5, _clock(), settings=settings)
    session.recorder = lambda step: rows.append(_Row(
        1, {"coup": step.coup, "phase": session.phase.value}, step.cell, step.right,
        round(step.elapsed * 1000), t0 + timedelta(seconds=step.number)))
    _deal(session)
    card = score_card(session.steps, session.coups, flow=session.settings.flow)
    (day,) = pace_days(rows)
    assert card.void == 2 and card.coups == day.coups == 6
    assert card.seconds == day.seconds  # flow 4's card: 141 s, Progress 131 s
    assert card.coups_per_hour == day.coups * 3600 / day.seconds


