"""Exam sections draw distinct deals (issue 25 point 10), Qt-free.

A 4-question PAYOUT section was four lines of one deal (all losing bets, no commission) and
6 DRAW questions came from 3 deals. Draw version 2 asks one step of each deal, every deal of
a section its own (a deal: the cards dealt, :func:`~trainer.exams.plan.deal_of`), and a PAYOUT
section always asks a Banker win with its commission (Baccarat art. 18 (1)). A sitting stored
before (its snapshot names no draw version) is drawn as it was, question for question.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

import pytest

from tests.support.school_tables import VIP
from trainer.articles import bac
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.drills import (
    DrillKind,
    Level,
    PayoutAnswer,
    ReasonCode,
    expected_answer,
    grade_answer,
)
from trainer.drills import shoe as shoe_drill
from trainer.drills.model import Question
from trainer.drills.prompts import ShoeAnswerType, ShoePrompt, ShoeTopic
from trainer.errors import BlueprintError
from trainer.exams.blueprint import DRAW_VERSION, DRAW_VERSIONS, Blueprint, SectionSpec
from trainer.exams.plan import DRAWS, ExamQuestion, deal_of, draw_questions
from trainer.exams.session import ExamSession

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "exam_draw_v1.json"
SEEDS = range(500)
MASS = DEFAULT_PROFILES["mass-300"]
NO_COMMISSION = DEFAULT_PROFILES["no-commission-500"]


def exam(*sections: SectionSpec, draw: int = DRAW_VERSION) -> Blueprint:
    return Blueprint("Distinct deals 分開發牌", sections, 50, 1800, draw=draw)


MIXED = exam(
    SectionSpec(DrillKind.PAYOUT, Level.ALL, 4, 50),
    SectionSpec(DrillKind.DRAW, Level.ALL, 6, 50),
    SectionSpec(DrillKind.PAYOUT, Level.HARD, 5, 50, (VIP.name, MASS.name), (VIP, MASS)),
    SectionSpec(DrillKind.CALL, Level.NATURALS, 4, 50),
    SectionSpec(DrillKind.SAMKONG_DOORS, Level.ALL, 3, 50),
    SectionSpec(DrillKind.SHOE, Level.HARD, 4, 50),
)
"""The two sections of the report (4 PAYOUT, 6 DRAW) and one of most other kinds."""


@cache
def mixed(seed: int) -> tuple[ExamQuestion, ...]:
    """MIXED's sitting with ``seed`` (drawn once for the tests over many seeds)."""
    return draw_questions(MIXED, seed)


def sections_of(questions: tuple[ExamQuestion, ...]) -> dict[int, list[Question]]:
    by_section: dict[int, list[Question]] = {}
    for item in questions:
        by_section.setdefault(item.section, []).append(item.question)
    return by_section


def commissioned(question: Question) -> bool:
    """A winning Banker bet whose commission the engine asks (deducted or marked)."""
    grade = grade_answer(question, expected_answer(question))
    return grade.reason is ReasonCode.BANKER_COMMISSION and grade.article == bac(18, 1)


# ---- a deal -------------------------------------------------------------------------------


def test_a_deal_is_the_cards_dealt_so_the_two_steps_of_one_draw_deal_are_one() -> None:
    old = draw_questions(replace(MIXED, draw=1), 7)
    draw_steps = [q.question for q in old if q.section == 1]
    # Version 1 asked the Player's then the Banker's decision of one deal: the same deal.
    assert draw_steps[0].seed == draw_steps[1].seed and draw_steps[0] != draw_steps[1]
    assert deal_of(draw_steps[0]) == deal_of(draw_steps[1])
    payout_lines = [q.question for q in old if q.section == 0]
    assert len({deal_of(q) for q in payout_lines}) == 1  # the report: four lines, one deal
    assert len({q.seed for q in payout_lines}) == 1


# ---- every section's questions from distinct deals ----------------------------------------


def test_every_section_asks_each_question_on_a_deal_of_its_own() -> None:
    for seed in SEEDS:
        drawn = mixed(seed)
        assert [len(qs) for qs in sections_of(drawn).values()] == [4, 6, 5, 4, 3, 4]
        for section, questions in sections_of(drawn).items():
            deals = [deal_of(q) for q in questions]
            assert len(set(deals)) == len(deals), (seed, section, Counter(deals))
            assert len({q.seed for q in questions}) == len(questions)
            spec = MIXED.sections[section]
            assert {(q.kind, q.level) for q in questions} == {(spec.kind, spec.level)}


def test_a_payout_section_always_asks_a_banker_win_with_commission() -> None:
    single = exam(SectionSpec(DrillKind.PAYOUT, Level.ALL, 1, 50))
    for seed in SEEDS:
        sections = sections_of(mixed(seed))
        for section in (0, 2):
            assert any(commissioned(q) for q in sections[section]), (seed, section)
        (only,) = draw_questions(single, seed)
        assert commissioned(only.question), seed


def test_the_commission_question_is_at_a_place_drawn_from_the_seed() -> None:
    places = Counter(
        next(q.number for q in mixed(seed) if q.section == 0
             and commissioned(q.question))
        for seed in range(120)
    )
    assert set(places) == {1, 2, 3, 4}


def test_the_other_questions_are_the_drills_own_mix() -> None:
    cells: Counter[str] = Counter()
    for seed in range(200):
        for q in mixed(seed):
            if q.section == 0:
                cells[str(q.question.cell)] += 1
    # Losing, winning and pushed bets, main and side: not only the forced Banker win.
    assert {"payout:player:win", "payout:player:lose", "payout:banker:lose",
            "payout:banker:push"} <= set(cells)
    assert any(cell.endswith(":lose") and "pair" in cell for cell in cells)


def test_the_drawn_questions_are_graded_by_the_engine_that_drew_them() -> None:
    clock = datetime(2026, 12, 1, 1, 0, tzinfo=UTC)
    for seed in (3, 2026, 99991):
        session = ExamSession.start(MIXED, seed, started_at=clock, now=lambda: clock)
        drawn = draw_questions(MIXED, seed)
        commission_shown = 0
        for planned in drawn:
            shown = session.next_question()
            assert shown == planned
            right = expected_answer(shown.question)
            if commissioned(shown.question):
                commission_shown += 1
                assert isinstance(right, PayoutAnswer) and right.commission is not None
                # Paid without the commission: wrong, as the engine grades it.
                assert not grade_answer(
                    shown.question, PayoutAnswer(right.paid + right.commission)).correct
            session.submit(right)
        assert commission_shown >= 2  # one in each PAYOUT section
        outcome = session.outcome()
        assert outcome.score == outcome.max_score == len(drawn)


# ---- sittings drawn before: exactly as they were -------------------------------------------


def test_a_sitting_stored_before_draws_exactly_what_it_showed() -> None:
    stored = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert "draw" not in stored["blueprint"]
    blueprint = Blueprint.from_dict(stored["blueprint"])
    assert blueprint.draw == 1
    # Its JSON (sealed in the sitting) reads back unchanged: the seal still verifies.
    assert blueprint.to_dict() == stored["blueprint"]
    for seed, questions in stored["seeds"].items():
        drawn = draw_questions(blueprint, int(seed))
        assert [[q.section, q.number, q.question.to_json()] for q in drawn] == questions


def test_a_sitting_starts_under_the_current_draw_and_keeps_it_through_json() -> None:
    saved = exam(SectionSpec(DrillKind.PAYOUT, Level.ALL, 4, 50), draw=1)
    assert "draw" not in saved.to_dict()  # the exam as saved keeps its JSON
    sitting = saved.with_profiles({})
    assert sitting.draw == DRAW_VERSION == 2
    again = Blueprint.from_json(sitting.to_json())
    assert again.draw == 2 and draw_questions(again, 5) == draw_questions(sitting, 5)
    assert draw_questions(again, 5) != draw_questions(saved, 5)
    assert set(DRAWS) == set(DRAW_VERSIONS)  # every version the blueprint accepts is drawn
    with pytest.raises(BlueprintError) as unknown:
        Blueprint.from_dict({**sitting.to_dict(), "draw": 3})
    assert (unknown.value.field, unknown.value.reason) == ("draw", "unknown")


# ---- small pools ---------------------------------------------------------------------------


def test_tables_that_take_no_commission_ask_a_fresh_banker_win_instead() -> None:
    section = SectionSpec(DrillKind.PAYOUT, Level.ALL, 4, 50, (NO_COMMISSION.name,),
                          (NO_COMMISSION,))
    for seed in range(20):
        questions = [q.question for q in draw_questions(exam(section), seed)]
        assert len({deal_of(q) for q in questions}) == 4
        assert not any(commissioned(q) for q in questions)  # none can be (art. 18 (2))
        assert any(str(q.cell) == "payout:banker:win" for q in questions), seed


def test_a_filter_with_fewer_deals_than_questions_asks_every_deal_before_one_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def three_shoes(level: Level, seed: int, options: object, target: object = None
                    ) -> tuple[Question, ...]:
        prompt = ShoePrompt(ShoeTopic.BURN_DECKS, ShoeAnswerType.NUMBER, decks=6 + seed % 3)
        return (Question(DrillKind.SHOE, level, seed, shoe_drill.cell_for(ShoeTopic.BURN_DECKS),
                         prompt),)

    monkeypatch.setattr(shoe_drill, "SPEC", replace(shoe_drill.SPEC, generate=three_shoes))
    small = exam(SectionSpec(DrillKind.SHOE, Level.ALL, 5, 50))
    for seed in range(40):
        questions = [q.question for q in draw_questions(small, seed)]
        assert len(questions) == 5
        assert len({deal_of(q) for q in questions[:3]}) == 3  # all three before a repeat
        assert draw_questions(small, seed) == draw_questions(small, seed)


def test_the_largest_shoe_section_asks_its_questions_once_while_fresh_ones_turn_up() -> None:
    # SHOE HARD has 268 different questions, most of them last-coup counts: a 200-question
    # section finds a fresh one for nearly every place, and asks a few twice (documented).
    big = exam(SectionSpec(DrillKind.SHOE, Level.HARD, 200, 50))
    questions = [q.question for q in draw_questions(big, 11)]
    assert len(questions) == 200 and len({deal_of(q) for q in questions}) >= 190
