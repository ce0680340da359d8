"""Blueprints: every field checked with a specific error, and a JSON round trip."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.exam_kill_worker import blueprint
from trainer.drills import DrillKind, Level, levels_for
from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec


def test_json_round_trip_and_canonical_text() -> None:
    exam = blueprint(
        cohort_ids=(3, 1, 3),
        show_missed=True,
        on_interrupt=OnInterrupt.INCOMPLETE,
        attempts_allowed=3,
    )
    assert exam.cohort_ids == (1, 3)  # sorted, no repeats
    text = exam.to_json()
    assert Blueprint.from_json(text) == exam
    assert Blueprint.from_json(text).to_json() == text
    data = json.loads(text)
    assert data["version"] == 1 and data["on_interrupt"] == "incomplete"
    assert data["sections"][0] == {"kind": "draw", "level": "all", "questions": 4, "pass_mark": 75}
    assert exam.total_questions == 7
    assert "荷官" in text  # names are kept as written
    assert exam.with_cohorts([9]).cohort_ids == (9,) and exam.with_cohorts([9]).name == exam.name


def test_name_is_cleaned() -> None:
    assert blueprint(name="  Final 期末  ").name == "Final 期末"


@pytest.mark.parametrize(
    ("overrides", "field", "reason"),
    [
        ({"name": "   "}, "name", "empty"),
        ({"name": "x" * 101}, "name", "too_long"),
        ({"name": "bad\x00name"}, "name", "malformed"),
        ({"name": 5}, "name", "malformed"),
        ({"sections": ()}, "sections", "empty"),
        (
            {"sections": tuple(SectionSpec(DrillKind.DRAW, Level.ALL, 1, 50) for _ in range(2))},
            "sections[1]",
            "duplicate",
        ),
        ({"sections": ("draw",)}, "sections[0]", "malformed"),
        ({"pass_mark": 101}, "pass_mark", "out_of_range"),
        ({"pass_mark": -1}, "pass_mark", "out_of_range"),
        ({"pass_mark": 50.5}, "pass_mark", "malformed"),
        ({"pass_mark": True}, "pass_mark", "malformed"),
        ({"time_limit_s": 5}, "time_limit_s", "out_of_range"),
        ({"time_limit_s": 9 * 3600}, "time_limit_s", "out_of_range"),
        ({"question_limit_s": 2}, "question_limit_s", "out_of_range"),
        ({"time_limit_s": 60, "question_limit_s": 61}, "question_limit_s", "out_of_range"),
        ({"attempts_allowed": 0}, "attempts_allowed", "out_of_range"),
        ({"attempts_allowed": 21}, "attempts_allowed", "out_of_range"),
        ({"show_missed": "yes"}, "show_missed", "malformed"),
        ({"on_interrupt": "resume"}, "on_interrupt", "unknown"),
        ({"cohort_ids": (0,)}, "cohort_ids[0]", "out_of_range"),
        ({"cohort_ids": ("1",)}, "cohort_ids[0]", "malformed"),
    ],
)
def test_each_field_is_checked(overrides: dict[str, Any], field: str, reason: str) -> None:
    with pytest.raises(BlueprintError) as refused:
        blueprint(**overrides)
    assert (refused.value.field, refused.value.reason) == (field, reason)
    assert str(refused.value)


@pytest.mark.parametrize(
    ("section", "field", "reason"),
    [
        ((DrillKind.DRAW, Level.WEAK, 5, 50), "section.level", "not_allowed"),
        ((DrillKind.PAYOUT, Level.NATURALS, 5, 50), "section.level", "not_allowed"),
        ((DrillKind.DRAW, Level.ALL, 0, 50), "section.questions", "out_of_range"),
        ((DrillKind.DRAW, Level.ALL, 201, 50), "section.questions", "out_of_range"),
        ((DrillKind.DRAW, Level.ALL, 5, 101), "section.pass_mark", "out_of_range"),
        (("draw", Level.ALL, 5, 50), "section.kind", "unknown"),
        ((DrillKind.DRAW, "all", 5, 50), "section.level", "unknown"),
    ],
)
def test_sections_are_checked(section: tuple[Any, ...], field: str, reason: str) -> None:
    with pytest.raises(BlueprintError) as refused:
        SectionSpec(*section)
    assert (refused.value.field, refused.value.reason) == (field, reason)


def test_every_kind_and_non_weak_level_is_allowed() -> None:
    for kind in DrillKind:
        for level in levels_for(kind):
            if level is not Level.WEAK:
                assert SectionSpec(kind, level, 1, 50).kind is kind


@pytest.mark.parametrize(
    ("mutate", "field", "reason"),
    [
        (lambda d: d.update(version=2), "version", "unknown"),
        (lambda d: d.update(sections="draw"), "sections", "malformed"),
        (lambda d: d["sections"].append(3), "sections[2]", "malformed"),
        (lambda d: d["sections"][1].update(kind="poker"), "sections[1].kind", "unknown"),
        (lambda d: d["sections"][0].update(level="expert"), "sections[0].level", "unknown"),
        (lambda d: d["sections"][1].pop("kind"), "sections[1].kind", "unknown"),
        (lambda d: d["sections"][0].update(level=None), "sections[0].level", "unknown"),
        (lambda d: d["sections"][0].update(level=["all"]), "sections[0].level", "unknown"),
        (lambda d: d["sections"][1].update(questions="7"), "sections[1].questions", "malformed"),
        (lambda d: d["sections"][0].pop("pass_mark"), "sections[0].pass_mark", "malformed"),
        (lambda d: d.update(on_interrupt="pause"), "on_interrupt", "unknown"),
        (lambda d: d.update(cohort_ids=7), "cohort_ids", "malformed"),
        (lambda d: d.pop("time_limit_s"), "time_limit_s", "malformed"),
    ],
)
def test_reading_json_names_what_is_wrong(mutate: Any, field: str, reason: str) -> None:
    data = blueprint().to_dict()
    mutate(data)
    with pytest.raises(BlueprintError) as refused:
        Blueprint.from_dict(data)
    assert (refused.value.field, refused.value.reason) == (field, reason)


def test_not_json_at_all() -> None:
    with pytest.raises(BlueprintError) as refused:
        Blueprint.from_json("{not json")
    assert refused.value.reason == "malformed"
    with pytest.raises(BlueprintError):
        Blueprint.from_json("[1, 2]")


_KIND_LEVELS = [
    (kind, level) for kind in DrillKind for level in levels_for(kind) if level is not Level.WEAK
]


@given(
    picks=st.lists(st.sampled_from(_KIND_LEVELS), min_size=1, max_size=5, unique=True),
    questions=st.integers(1, 200),
    marks=st.integers(0, 100),
    limit=st.integers(10, 8 * 3600),
    per_question=st.one_of(st.none(), st.integers(3, 10)),
    attempts=st.integers(1, 20),
    show=st.booleans(),
    interrupt=st.sampled_from(list(OnInterrupt)),
    cohorts=st.lists(st.integers(1, 10**6), max_size=4),
    name=st.text(
        alphabet=st.characters(blacklist_categories=("C", "Z")), min_size=1, max_size=100
    ),
)
def test_any_valid_blueprint_survives_json(
    picks: list[tuple[DrillKind, Level]],
    questions: int,
    marks: int,
    limit: int,
    per_question: int | None,
    attempts: int,
    show: bool,
    interrupt: OnInterrupt,
    cohorts: list[int],
    name: str,
) -> None:
    exam = Blueprint(
        name,
        tuple(SectionSpec(k, lv, questions, marks) for k, lv in picks),
        marks,
        limit,
        per_question,
        attempts,
        show,
        interrupt,
        tuple(cohorts),
    )
    assert Blueprint.from_json(exam.to_json()) == exam
