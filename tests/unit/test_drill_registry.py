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
from trainer.drills.model import (
    DrillKind,
    Level,
    Question,
    ReasonCode,
    answer_from_json,
    answer_to_json,
)
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
    # Only the shoe drill counts questions rather than deals of cards.
    assert [k for k in registry.drill_kinds() if not registry.deals_cards(k)] == [DrillKind.SHOE]
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


# Written by main before the drill kinds became an open set (generate_deal(kind, ALL, 3)'s
# first question and its expected answer, as stored in attempts and sealed exam records).
OLD_STORED = (
    ('{"cell": "player:1", "kind": "draw", "level": "all", "prompt": {"banker": ["QD", "JH"], "player": ["7H", "4D"], "player_third": null, "step": "player"}, "seed": 3, "step": 0, "steps": 2, "target": null}',  # noqa: E501 - the stored bytes
     '{"draws": true}'),
    ('{"cell": "call:tie", "kind": "call", "level": "all", "prompt": {"banker": ["QD", "JH", "AH"], "player": ["7H", "4D", "JS"]}, "seed": 3, "step": 0, "steps": 1, "target": null}',  # noqa: E501 - the stored bytes
     '{"banker_pair": false, "banker_total": 1, "natural": false, "player_pair": false, "player_total": 1, "winner": "T"}'),  # noqa: E501 - the stored bytes
    ('{"cell": "payout:banker:lose", "kind": "payout", "level": "all", "prompt": {"ask_chips": false, "banker": ["2S", "10C", "3H"], "bets": [{"amount": "1000", "kind": "banker", "seat": 2}, {"amount": "5000", "kind": "banker", "seat": 3}, {"amount": "2000", "kind": "banker", "seat": 4}, {"amount": "1000", "kind": "banker", "seat": 5}, {"amount": "500", "kind": "banker_pair", "seat": 5}, {"amount": "2500", "kind": "player", "seat": 7}], "line": 0, "order": [3, 4, 2, 1, 0, 5], "player": ["AD", "3C", "5H"], "profile": "mass-1000"}, "seed": 3, "step": 0, "steps": 6, "target": null}',  # noqa: E501 - the stored bytes
     '{"chips": null, "commission": null, "paid": "0"}'),
    ('{"cell": "samkong:level:24", "kind": "samkong_level", "level": "all", "prompt": {"cards": ["3H", "QD", "9D"]}, "seed": 3, "step": 0, "steps": 1, "target": null}',  # noqa: E501 - the stored bytes
     '{"ordinal": 24}'),
    ('{"cell": "samkong:doors:tie", "kind": "samkong_doors", "level": "all", "prompt": {"banker": ["4S", "AD", "6C"], "doors": [["AH", "7H", "3H"], ["3D", "4D", "10H"]]}, "seed": 3, "step": 0, "steps": 1, "target": null}',  # noqa: E501 - the stored bytes
     '{"results": ["tie", "win"]}'),
    ('{"cell": "samkong:payout:door:win", "kind": "samkong_payout", "level": "all", "prompt": {"banker": ["4S", "AD", "6C"], "bets": [{"amount": "500", "door": 2, "kind": "door", "seat": 2}, {"amount": "5000", "door": 1, "kind": "door", "seat": 1}], "doors": [["AH", "7H", "3H"], ["3D", "4D", "10H"]], "line": 0}, "seed": 3, "step": 0, "steps": 2, "target": null}',  # noqa: E501 - the stored bytes
     '{"chips": null, "commission": "25", "paid": "475"}'),
    ('{"cell": "shoe:cut_card", "kind": "shoe", "level": "all", "prompt": {"answer_type": "yes_no", "card": null, "cards_from_end": 34, "choices": [], "coup": null, "decks": 8, "fixed": null, "game": "baccarat", "last_coup_rule": null, "topic": "cut_card"}, "seed": 3, "step": 0, "steps": 1, "target": null}',  # noqa: E501 - the stored bytes
     '{"value": true}'),
)


@pytest.mark.parametrize(("question_json", "answer_json"), OLD_STORED)
def test_questions_and_answers_stored_before_read_back_byte_for_byte(
    question_json: str, answer_json: str
) -> None:
    question = Question.from_json(question_json)
    assert isinstance(question.kind, DrillKind) and question.kind.value in question_json
    assert question.to_json() == question_json  # a seal over this JSON still verifies
    assert question == registry.generate_deal(question.kind, Level.ALL, 3)[0]
    expected = registry.expected_answer(question)
    assert answer_from_json(question.kind, answer_json) == expected
    assert answer_to_json(expected) == answer_json


def test_the_payout_drills_are_those_answered_with_a_payout() -> None:
    assert registry.payout_codes() == ("payout", "samkong_payout")
