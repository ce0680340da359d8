"""Sam Kong's bets are registered specs (trainer.samkong.bets), an open enumeration of the same
shape as baccarat's: the kinds read back from their stored codes, and the payout drill deals
and grades from the registry exactly what it dealt and graded when the kinds were an Enum.

``tests/fixtures/samkong_payout_v1.json`` was written by the drill before the registry
(``tests/fixtures/make_samkong_payout_v1.py``): every step's question JSON (what a practice
row and a sealed exam question store, the bet's kind by its code) and its verdicts on the
right answer and on a wrong one."""

from __future__ import annotations

import copy
import json
import pickle
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from trainer.baccarat.bets import BetKind
from trainer.drills import samkong_payout
from trainer.drills.answers import PayoutAnswer
from trainer.drills.base import DrillOptions, Verdict
from trainer.drills.cell import Cell
from trainer.drills.model import Level, Question, answer_to_json
from trainer.open_kinds import OpenKind
from trainer.samkong import SamKongBetKind
from trainer.samkong.bets import SPECS, spec_of, specs, unregister

FIXTURE = Path(__file__).parent.parent / "fixtures" / "samkong_payout_v1.json"


def _verdict_json(verdict: Verdict) -> dict[str, Any]:
    return {"correct": verdict.correct, "expected": json.loads(answer_to_json(verdict.expected)),
            "reason": verdict.reason.value, "article": str(verdict.article),
            "details": [[key, dict(params)] for key, params in verdict.details]}


def _fixture() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


def test_the_kinds_are_one_open_enumeration_with_baccarats() -> None:
    assert issubclass(SamKongBetKind, OpenKind) and issubclass(BetKind, OpenKind)
    assert [k.value for k in SamKongBetKind] == list(SPECS) == [
        "door", "odd", "even", "three_faces", "point", "tie"]
    assert len(SamKongBetKind) == 6
    assert SamKongBetKind("tie") is SamKongBetKind.TIE is spec_of("tie").kind
    assert SamKongBetKind(SamKongBetKind.ODD) is SamKongBetKind.ODD
    assert SamKongBetKind.TIE is not BetKind.TIE  # one code, two games, two kinds
    with pytest.raises(ValueError, match="not a registered Sam Kong bet kind"):
        SamKongBetKind("lucky_6")
    kind = SamKongBetKind.THREE_FACES
    assert pickle.loads(pickle.dumps(kind)) is kind
    assert copy.deepcopy(kind) is kind and copy.copy(kind) is kind
    assert repr(kind) == "<SamKongBetKind.THREE_FACES: 'three_faces'>"
    assert sorted([SamKongBetKind.TIE, SamKongBetKind.DOOR]) == [
        SamKongBetKind.DOOR, SamKongBetKind.TIE]
    with pytest.raises(AttributeError):
        kind.value = "odd"  # type: ignore[misc]
    with pytest.raises(ValueError, match="built in"):
        unregister("door")


def test_each_spec_gives_the_table_a_slot_and_limits() -> None:
    assert [s.slot for s in specs()] == list(range(6))
    for spec in specs():
        assert Decimal(0) < spec.default_minimum <= spec.default_maximum
    assert [s.code for s in specs() if not s.side] == ["door"]


def test_the_cells_are_the_ones_stored_before_the_registry() -> None:
    assert [str(c) for c in samkong_payout.cells(DrillOptions())] == _fixture()["cells"]


def test_old_questions_deal_and_grade_byte_for_byte() -> None:
    steps = _fixture()["steps"]
    assert len(steps) > 100
    by_deal: dict[tuple[str, int, str | None], list[str]] = {}
    for step in steps:
        question = Question.from_json(step["question"])
        # Read back from its stored JSON, it writes the same bytes (the kind is its code).
        assert question.to_json() == step["question"]
        line = samkong_payout.settle_line(question.prompt)  # type: ignore[arg-type]
        right = samkong_payout.grade(question, samkong_payout.expected_for(line))
        wrong = samkong_payout.grade(question, PayoutAnswer(Decimal(7)))
        assert _verdict_json(right) == step["right"]
        assert _verdict_json(wrong) == step["wrong"]
        key = (question.level.value, question.seed,
               None if question.target is None else str(question.target))
        by_deal.setdefault(key, []).append(step["question"])
    # The same seeds deal the same steps, byte for byte.
    for (level, seed, target), stored in by_deal.items():
        dealt = samkong_payout.generate(
            Level(level), seed, DrillOptions(), None if target is None else Cell.parse(target))
        assert [q.to_json() for q in dealt] == stored
