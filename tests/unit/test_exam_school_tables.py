"""Exam sections under the school's own table profiles (issue 16 point 5), Qt-free: a section
of a drill dealt at a table names profiles, a sitting fills in their rules, each deal is drawn
under one of them from the sitting's seed, and grading is the engine's under that table."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import pytest

from tests.support.school_tables import VIP, exam_with_tables
from trainer.baccarat.coup import Coup
from trainer.baccarat.settlement import Bet, BetKind, settle
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.drills import DrillKind, Level, PayoutAnswer, expected_answer, grade_answer
from trainer.drills.prompts import PayoutPrompt
from trainer.errors import BetRefused, BlueprintError, TableProfileMissing
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.plan import draw_questions

SCHOOL = {**DEFAULT_PROFILES, VIP.name: VIP}


def payout_prompts(blueprint: Blueprint, seed: int) -> list[PayoutPrompt]:
    prompts = []
    for question in draw_questions(blueprint, seed):
        prompt = question.question.prompt
        if isinstance(prompt, PayoutPrompt):
            prompts.append(prompt)
    return prompts


def test_a_section_names_its_tables_and_keeps_them_through_json() -> None:
    blueprint = exam_with_tables(("VIP 80k", "mass-300"))
    assert blueprint.sections[1].profiles == ("VIP 80k", "mass-300")
    again = Blueprint.from_json(blueprint.to_json())
    assert again == blueprint
    # No tables picked: the section's JSON is as before (old exams keep their seals).
    plain = exam_with_tables(())
    assert "profiles" not in plain.to_json() and "rules" not in plain.to_json()


def test_only_a_drill_dealt_at_a_table_picks_tables() -> None:
    with pytest.raises(BlueprintError) as caught:
        SectionSpec(DrillKind.DRAW, Level.ALL, 4, 50, ("VIP 80k",))
    assert (caught.value.field, caught.value.reason) == ("section.profiles", "not_allowed")
    with pytest.raises(BlueprintError) as caught:
        SectionSpec(DrillKind.SAMKONG_PAYOUT, Level.ALL, 4, 50, ("VIP 80k",))
    assert caught.value.reason == "not_allowed"  # Sam Kong is dealt at its own fixed table
    with pytest.raises(BlueprintError) as caught:
        SectionSpec(DrillKind.PAYOUT, Level.ALL, 4, 50, ("VIP 80k", "VIP 80k"))
    assert caught.value.reason == "duplicate"
    with pytest.raises(BlueprintError) as caught:  # read back from JSON, named by its place
        Blueprint.from_dict({**exam_with_tables(()).to_dict(), "sections": [
            {"kind": "draw", "level": "all", "questions": 2, "pass_mark": 50,
             "profiles": ["VIP 80k"]}]})
    assert caught.value.field == "sections[0].profiles"


def test_a_sitting_fills_in_the_rules_and_refuses_a_deleted_table() -> None:
    blueprint = exam_with_tables(("VIP 80k", "mass-300"))
    assert blueprint.missing_profiles(SCHOOL) == ()
    sitting = blueprint.with_profiles(SCHOOL)
    assert sitting.sections[1].rules == (VIP, DEFAULT_PROFILES["mass-300"])
    assert Blueprint.from_json(sitting.to_json()) == sitting  # the snapshot keeps the rules

    assert blueprint.missing_profiles(DEFAULT_PROFILES) == ((1, "VIP 80k"),)
    with pytest.raises(TableProfileMissing) as caught:
        blueprint.with_profiles(DEFAULT_PROFILES)
    assert (caught.value.section, caught.value.profile) == (1, "VIP 80k")
    assert caught.value.field == "sections[1].profiles"
    with pytest.raises(BlueprintError) as unresolved:  # never drawn without the rules
        draw_questions(blueprint, 7)
    assert unresolved.value.reason == "unresolved"


def test_each_deal_is_drawn_under_a_picked_table_and_redrawn_the_same() -> None:
    sitting = exam_with_tables(("VIP 80k", "mass-300")).with_profiles(SCHOOL)
    tables: Counter[str] = Counter()
    for seed in range(12):
        prompts = payout_prompts(sitting, seed)
        assert len(prompts) == 10
        tables.update(p.profile for p in prompts)
        # Resumed (from the sealed snapshot): the same questions, under the same tables.
        assert draw_questions(Blueprint.from_json(sitting.to_json()), seed) == draw_questions(
            sitting, seed)
    assert set(tables) == {"VIP 80k", "mass-300"}
    # The DRAW section before it draws exactly what it drew without tables (a sitting of
    # either draws the same way: the draw version with_profiles gives it).
    plain = exam_with_tables(()).with_profiles(SCHOOL)
    assert [q for q in draw_questions(sitting, 3) if q.section == 0] == [
        q for q in draw_questions(plain, 3) if q.section == 0]


def test_the_80k_table_figures_are_asked_and_graded_by_the_engine_under_it() -> None:
    sitting = exam_with_tables(("VIP 80k",)).with_profiles(SCHOOL)
    prompts = payout_prompts(sitting, 2026)
    assert prompts and all(p.profile == "VIP 80k" and p.rules == VIP for p in prompts)
    mains = [b.amount for p in prompts for b in p.bets if b.kind in ("banker", "player")]
    assert mains and min(mains) >= Decimal(80000)  # the profile's minimum, not a shipped one
    questions = [q.question for q in draw_questions(sitting, 2026)
                 if isinstance(q.question.prompt, PayoutPrompt)]
    for question in questions:
        prompt = question.prompt
        assert isinstance(prompt, PayoutPrompt)
        bets = [Bet(BetKind(b.kind), b.amount, b.seat) for b in prompt.bets]
        coup = Coup(prompt.player, prompt.banker)
        # The engine under the 80k table settles every line ...
        line = settle(coup, bets, VIP).lines[prompt.line]
        assert line.bet == Bet(BetKind(prompt.bet.kind), prompt.bet.amount, prompt.bet.seat)
        assert expected_answer(question).paid == line.paid
        assert grade_answer(question, expected_answer(question)).correct
        assert not grade_answer(question, PayoutAnswer(line.paid + 1000,
                                                       line.commission)).correct
        # ... bets a shipped mass table would refuse (over its maximum).
        with pytest.raises(BetRefused):
            settle(coup, bets, DEFAULT_PROFILES["mass-300"])
