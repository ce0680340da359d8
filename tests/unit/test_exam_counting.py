"""Which sitting counts: every rule over passes, fails, incomplete, voided, tampered and
running sittings (trainer.exams.counting), and the blueprint's setting."""

from __future__ import annotations

import json

import pytest

from trainer.drills.model import DrillKind, Level
from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.counting import DEFAULT_RULE, Candidate, CountingRule, counting_sitting
from trainer.exams.scoring import ExamStatus

LATEST, BEST, FIRST = CountingRule.LATEST, CountingRule.BEST, CountingRule.FIRST_PASS


def sat(n: int, score: int, passed: bool, status: ExamStatus = ExamStatus.FINISHED, *,
        max_score: int = 20, voided: bool = False, tampered: bool = False) -> Candidate:
    return Candidate(100 + n, n, status, passed, score, max_score, voided, tampered)


def picked(rule: CountingRule, *sittings: Candidate) -> int | None:
    found = counting_sitting(rule, sittings)
    return None if found is None else found.attempt_no


PASS_THEN_FAIL = (sat(1, 18, True), sat(2, 9, False))
FAIL_THEN_PASS = (sat(1, 9, False), sat(2, 17, True))
TWO_PASSES = (sat(1, 16, True), sat(2, 19, True), sat(3, 17, True))
TWO_FAILS = (sat(1, 12, False), sat(2, 8, False))


@pytest.mark.parametrize(("rule", "sittings", "expected"), [
    (LATEST, PASS_THEN_FAIL, 2), (BEST, PASS_THEN_FAIL, 1), (FIRST, PASS_THEN_FAIL, 1),
    (LATEST, FAIL_THEN_PASS, 2), (BEST, FAIL_THEN_PASS, 2), (FIRST, FAIL_THEN_PASS, 2),
    (LATEST, TWO_PASSES, 3), (BEST, TWO_PASSES, 2), (FIRST, TWO_PASSES, 1),
    (LATEST, TWO_FAILS, 2), (BEST, TWO_FAILS, 1), (FIRST, TWO_FAILS, 2),
])
def test_each_rule_picks_its_sitting(rule: CountingRule, sittings: tuple[Candidate, ...],
                                     expected: int) -> None:
    assert picked(rule, *sittings) == expected
    assert picked(rule, *reversed(sittings)) == expected  # order given does not matter


def test_best_puts_a_pass_above_a_higher_failing_score() -> None:
    # 19/20 failed a section's own mark; 15/20 passed: the pass is the best result.
    assert picked(BEST, sat(1, 19, False), sat(2, 15, True)) == 2


def test_best_compares_percentages_exactly_and_ties_go_to_the_earlier() -> None:
    assert picked(BEST, sat(1, 2, True, max_score=3), sat(2, 13, True, max_score=20)) == 1
    assert picked(BEST, sat(1, 10, True, max_score=20), sat(2, 5, True, max_score=10)) == 1
    assert picked(BEST, sat(1, 0, False, max_score=0), sat(2, 1, False)) == 2


@pytest.mark.parametrize("rule", list(CountingRule))
def test_running_voided_and_tampered_sittings_never_count(rule: CountingRule) -> None:
    running = sat(3, 20, True, ExamStatus.RUNNING)
    voided = sat(4, 20, True, voided=True)
    tampered = sat(5, 20, True, tampered=True)
    assert picked(rule, sat(1, 9, False), sat(2, 16, True), running, voided, tampered) == 2
    assert picked(rule, running, voided, tampered) is None
    assert picked(rule) is None


def test_an_incomplete_sitting_is_a_fail_that_counts_when_latest() -> None:
    sittings = (sat(1, 15, True), sat(2, 3, False, ExamStatus.INCOMPLETE))
    assert picked(LATEST, *sittings) == 2
    assert picked(BEST, *sittings) == 1
    assert picked(FIRST, *sittings) == 1
    assert picked(FIRST, sat(1, 3, False, ExamStatus.INCOMPLETE)) == 1
    lone = (sat(1, 3, False, ExamStatus.INCOMPLETE), sat(2, 2, False, ExamStatus.TIMED_OUT))
    assert picked(BEST, *lone) == 1


def _blueprint(**extra: object) -> Blueprint:
    return Blueprint("Final", (SectionSpec(DrillKind.DRAW, Level.ALL, 10, 80),), 80, 600,
                     **extra)  # type: ignore[arg-type]


def test_a_blueprint_without_the_setting_reads_as_latest_and_keeps_its_json() -> None:
    plain = _blueprint()
    assert plain.counting is DEFAULT_RULE is LATEST
    assert "counting" not in json.loads(plain.to_json())
    assert Blueprint.from_json(plain.to_json()) == plain


@pytest.mark.parametrize("rule", [BEST, FIRST])
def test_a_blueprint_keeps_its_rule_through_json_and_cohorts(rule: CountingRule) -> None:
    chosen = _blueprint(counting=rule)
    assert json.loads(chosen.to_json())["counting"] == rule.value
    assert Blueprint.from_json(chosen.to_json()).counting is rule
    assert chosen.with_cohorts((3,)).counting is rule


def test_an_unknown_rule_is_refused() -> None:
    data = json.loads(_blueprint().to_json()) | {"counting": "median"}
    with pytest.raises(BlueprintError) as e:
        Blueprint.from_dict(data)
    assert e.value.field == "counting"


# ---- the rule of the version the sittings ran under ----------------------------------------


def test_the_latest_countable_sittings_version_decides_not_the_exams_current_rule() -> None:
    from dataclasses import replace

    from trainer.exams.counting import deciding_sitting

    first_pass_v1 = (replace(sat(1, 18, True), rule=FIRST), replace(sat(2, 9, False), rule=FIRST))
    # The exam now says "latest" (a later version): the sittings ran under "first pass".
    assert picked(LATEST, *first_pass_v1) == 1
    # A sitting under the later version decides once the trainee sits it.
    assert picked(FIRST, *first_pass_v1, replace(sat(3, 8, False), rule=LATEST)) == 3
    # A voided or tampered sitting never decides; a sitting whose rule is unknown (its
    # snapshot unreadable) falls back to the exam's current rule.
    void_v2 = replace(sat(3, 8, False, ExamStatus.VOIDED, voided=True), rule=LATEST)
    assert deciding_sitting((*first_pass_v1, void_v2)) == first_pass_v1[1]
    assert picked(LATEST, *first_pass_v1, void_v2) == 1
    assert picked(LATEST, sat(1, 18, True), sat(2, 9, False)) == 2
    assert deciding_sitting(()) is None
