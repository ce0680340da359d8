"""SAMKONG_LEVEL and SAMKONG_DOORS drills, checked against RULES.md section B directly."""

from __future__ import annotations

import pytest

from tests.unit.test_drills import make, run
from trainer.articles import sk
from trainer.cards import parse_cards
from trainer.drills import (
    DoorCall,
    DrillKind,
    Level,
    Question,
    ReasonCode,
    SamKongDoorsAnswer,
    SamKongDoorsPrompt,
    SamKongLevelAnswer,
    SamKongLevelPrompt,
    cells_for,
    expected_answer,
    explain,
    generate_deal,
    grade_answer,
    question_for_cell,
)
from trainer.drills.cell import Cell


def rules_md_ordinal(cards) -> int:
    """Sam Kong art. 5 as written: 三公 first, then per total 9..0: 雙公, 單公, 無公."""
    faces = sum(1 for c in cards if c.rank.label in ("J", "Q", "K"))
    if faces == 3:
        return 1
    points = sum(0 if c.rank.label in ("10", "J", "Q", "K") else int(c.rank) for c in cards) % 10
    return 1 + (9 - points) * 3 + {2: 1, 1: 2, 0: 3}[faces]


def level_q(cards: str) -> Question:
    return Question(DrillKind.SAMKONG_LEVEL, Level.ALL, 0, "samkong:level:x",
                    SamKongLevelPrompt(parse_cards(cards)))


@pytest.mark.parametrize(
    ("cards", "ordinal", "name"),
    [
        ("JS QS 9H", 2, "雙公九"),
        ("KS QD JH", 1, "三公"),
        ("10S JD QH", 29, "雙公零"),  # a 10 counts 0 but is not a face
        ("10S 10D 10H", 31, "無公零"),
        ("AS 10D KH", 27, "單公一"),
        ("4S 5D KH", 3, "單公九"),
        ("4S 5D 10H", 4, "無公九"),
    ],
)
def test_levels_from_rules_md(cards, ordinal, name):
    q = level_q(cards)
    grade = grade_answer(q, SamKongLevelAnswer(ordinal))
    assert grade.correct and grade.reason is ReasonCode.SAMKONG_LEVEL and grade.article == sk(5)
    assert grade.detail("samkong_level")["name"] == name
    assert rules_md_ordinal(parse_cards(cards)) == ordinal
    wrong = grade_answer(q, SamKongLevelAnswer(ordinal % 31 + 1))
    assert not wrong.correct and wrong.article == sk(5)


def test_ten_is_not_a_face_is_explained():
    grade = grade_answer(level_q("10S JD QH"), SamKongLevelAnswer(1))
    assert not grade.correct and grade.detail("ten_is_not_a_face") is not None
    assert "not a face" in explain(grade)


@pytest.mark.parametrize("level", [Level.ALL, Level.HARD])
def test_level_session_end_to_end(level):
    session, recorder, clock = make(DrillKind.SAMKONG_LEVEL, level, question_limit=40)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades) and len(recorder.items) == 40
    for q in questions:
        assert expected_answer(q) == SamKongLevelAnswer(rules_md_ordinal(q.prompt.cards))
        assert q.cell == Cell.of("samkong", "level", rules_md_ordinal(q.prompt.cards))
        assert len(set(q.prompt.cards)) == 3
    session2, recorder2, clock2 = make(DrillKind.SAMKONG_LEVEL, level, question_limit=10)
    _, wrong = run(session2, recorder2, clock2,
                   lambda q: SamKongLevelAnswer(expected_answer(q).ordinal % 31 + 1))
    assert not any(g.correct for g in wrong)
    assert all(g.reason is ReasonCode.SAMKONG_LEVEL for g in wrong)


def test_every_level_cell_can_be_built():
    for cell in cells_for(DrillKind.SAMKONG_LEVEL):
        (q,) = question_for_cell(DrillKind.SAMKONG_LEVEL, cell, seed=8)
        assert q.cell == cell


def doors_q(banker: str, *doors: str) -> Question:
    return Question(DrillKind.SAMKONG_DOORS, Level.ALL, 0, "samkong:doors:x",
                    SamKongDoorsPrompt(parse_cards(banker), tuple(parse_cards(d) for d in doors)))


def test_doors_from_rules_md():
    # Banker 雙公九; door 1 單公九 loses, door 2 三公 wins, door 3 雙公九 ties (arts. 6, 7).
    q = doors_q("JS QS 9H", "KD 9D 10C", "JH QH KH", "QC KC 9S")
    expected = SamKongDoorsAnswer((DoorCall.LOSE, DoorCall.WIN, DoorCall.TIE))
    grade = grade_answer(q, expected)
    assert grade.correct and grade.expected == expected
    assert grade.reason is ReasonCode.SAMKONG_DOOR_TIE and grade.article == sk(7)
    wrong = grade_answer(q, SamKongDoorsAnswer((DoorCall.WIN, DoorCall.WIN, DoorCall.TIE)))
    assert not wrong.correct
    assert wrong.reason is ReasonCode.SAMKONG_DOOR_WIN_LOSE and wrong.article == sk(6)
    assert [d["part"] for d in wrong.details_with("wrong_part")] == ["door_1"]
    short = grade_answer(q, SamKongDoorsAnswer((DoorCall.LOSE,)))
    assert not short.correct


@pytest.mark.parametrize("level", [Level.ALL, Level.HARD])
def test_doors_session_end_to_end(level):
    session, recorder, clock = make(DrillKind.SAMKONG_DOORS, level, question_limit=30)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades)
    for q in questions:
        banker = rules_md_ordinal(q.prompt.banker)
        calls = tuple(
            DoorCall.WIN if rules_md_ordinal(d) < banker
            else DoorCall.LOSE if rules_md_ordinal(d) > banker else DoorCall.TIE
            for d in q.prompt.doors
        )
        assert expected_answer(q) == SamKongDoorsAnswer(calls)
        assert 1 <= len(q.prompt.doors) <= 6
        cards = [*q.prompt.banker, *(c for d in q.prompt.doors for c in d)]
        assert len(set(cards)) == len(cards)  # one deck
        if level is Level.HARD:
            assert q.cell != Cell.parse("samkong:doors:plain")


def test_doors_cells_and_determinism():
    for cell in cells_for(DrillKind.SAMKONG_DOORS):
        (q,) = question_for_cell(DrillKind.SAMKONG_DOORS, cell, seed=6)
        assert q.cell == cell
        assert Question.from_json(q.to_json()) == q
    assert generate_deal(DrillKind.SAMKONG_DOORS, Level.ALL, 9) == generate_deal(
        DrillKind.SAMKONG_DOORS, Level.ALL, 9)


def test_doors_english():
    q = doors_q("JS QS 9H", "KD 9D 10C")
    wrong = grade_answer(q, SamKongDoorsAnswer((DoorCall.WIN,)))
    text = explain(wrong)
    # The door's result is said by its own fact, not a third time (issue 12 point 1).
    assert "door 1 (單公九) loses" in text and "door 1 is lose, not win" not in text
