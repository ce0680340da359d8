"""The drill registry is the one list of kinds: every spec carries its order, name code, target
time, reason codes and panel key; a made-up kind registered in a test reaches every list that
reads it (dealt, graded, stored and read back, timed, linked from a lesson, counted by Today)
and leaves none of them when taken back; the Table is a listed kind no generator deals."""

from __future__ import annotations

import pickle

import pytest

from tests.support.made_up_drill import CODE, made_up_drill
from trainer.drills import registry
from trainer.drills.answers import DrawAnswer
from trainer.drills.model import DrillKind, Level, Question, ReasonCode, answer_from_json
from trainer.drills.schedule import DEFAULT_TARGETS_MS, ReviewPolicy
from trainer.kinds import TABLE_KIND


def test_the_shipped_kinds_come_in_their_order_then_the_table() -> None:
    assert registry.kind_codes() == (
        "draw", "call", "payout", "samkong_level", "samkong_doors", "samkong_payout", "shoe",
        TABLE_KIND)
    assert registry.drill_kinds() == tuple(DrillKind)
    assert TABLE_KIND not in registry.drill_codes()
    with pytest.raises(ValueError):
        DrillKind(TABLE_KIND)  # stored Table rows never parse as a drill question


def test_every_spec_carries_what_the_lists_carried() -> None:
    panels, names = set(), set()
    for spec in registry.drill_specs():
        assert spec.code == spec.kind.value and spec.name_code and spec.target_ms > 0
        assert spec.reasons and ReasonCode.TIMED_OUT not in spec.reasons
        assert isinstance(spec.probe, spec.kind.answer_type)
        panels.add(spec.panel)
        names.add(spec.name_code)
    assert len(names) == len(registry.drill_specs())  # one name per kind
    assert panels == {"draw", "call", "payout", "samkong_payout", "samkong_level",
                      "samkong_doors", "shoe"}
    # The target times the schedule used to list by hand, now the specs' own.
    assert dict(DEFAULT_TARGETS_MS) == {
        "draw": 3000, "call": 4000, "payout": 8000, "samkong_level": 4000,
        "samkong_doors": 6000, "samkong_payout": 8000, "shoe": 5000, "table": 8000}


def test_every_reason_code_of_a_verdict_belongs_to_some_spec() -> None:
    owned = {code for spec in registry.drill_specs() for code in spec.reasons}
    assert owned | {ReasonCode.TIMED_OUT} == set(ReasonCode)


def test_a_drill_kind_reads_like_the_enum_it_was() -> None:
    assert DrillKind("draw") is DrillKind.DRAW and DrillKind.DRAW.name == "DRAW"
    assert pickle.loads(pickle.dumps(DrillKind.SHOE)) is DrillKind.SHOE
    with pytest.raises(ValueError):
        DrillKind("nonsense")
    with pytest.raises(ValueError):
        DrillKind.withdraw(DrillKind.DRAW)  # stored rows name the shipped kinds
    with pytest.raises(AttributeError):
        DrillKind.DRAW.value = "other"  # type: ignore[misc]


def test_a_made_up_kind_reaches_every_list_and_leaves_them_after() -> None:
    from trainer.curriculum.model import drill_levels, drills
    from trainer.stats.readiness import judged_always
    from trainer.store.today import universe_sizes

    with made_up_drill() as spec:
        kind = spec.kind
        assert DrillKind(CODE) is kind and kind in list(DrillKind)
        assert registry.drill_kinds()[-1] is kind  # order 75: after the shoe drill
        assert registry.kind_codes()[-2:] == (CODE, TABLE_KIND)
        assert registry.levels_for(kind) == (Level.ALL, Level.WEAK)
        assert DEFAULT_TARGETS_MS[CODE] == 2500
        assert ReviewPolicy().target_ms(CODE) == 2500
        assert CODE in drills() and drill_levels(CODE) == ("all", "weak")
        assert universe_sizes()[CODE] == 8
        assert CODE not in judged_always()
        # Dealt, graded by the engine, stored as JSON and read back.
        for seed in range(20):
            (question,) = registry.generate_deal(kind, Level.ALL, seed)
            expected = registry.expected_answer(question)
            assert isinstance(expected, DrawAnswer)
            assert expected.draws is (question.cell.number(1) <= 5)  # art. 9 (1)
            assert registry.grade_answer(question, expected).correct
            assert Question.from_json(question.to_json()) == question
            assert answer_from_json(kind, '{"draws": true}') == DrawAnswer(True)
        target = registry.cells_for(kind)[3]
        (aimed,) = registry.generate_deal(kind, Level.WEAK, 7, target=target)
        assert aimed.cell == target
    with pytest.raises(ValueError):
        DrillKind(CODE)
    assert CODE not in registry.kind_codes() and CODE not in DEFAULT_TARGETS_MS
    assert CODE not in drills() and CODE not in universe_sizes()
    with pytest.raises(KeyError):
        registry.spec_for(spec.kind)


def test_a_kind_is_registered_once() -> None:
    with made_up_drill() as spec, pytest.raises(ValueError):
        registry.register(spec)
    with pytest.raises(ValueError):
        registry.register(registry.spec_for(DrillKind.DRAW))
