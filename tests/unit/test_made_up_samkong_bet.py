"""A Sam Kong bet is one registered spec (trainer.samkong.bets): a made-up one, registered here
and nowhere else, is checked and settled by the engine and dealt, asked and graded by the Sam
Kong payout drill, with no other file touched.

"Door 三公", as a house might deal it: a bet placed on a door (art. 4) that the door's own hand
is 三公 (the level art. 5 ranks first; the banker's hand plays no part). It pays 16:1 like the
banker 三公 bet of art. 9 (3), takes no commission (art. 10 names only art. 9 (1) and (2)),
and never stands: it wins or loses. Of a door's 22,100 one-deck hands, 220 are 三公 (RULES.md
B), so a door 三公 comes once in about a hundred doors."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal

import pytest

from trainer.articles import Article, sk
from trainer.baccarat.settlement import BetResult
from trainer.cards import parse_cards
from trainer.drills import samkong_payout
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import Level, ReasonCode
from trainer.drills.prompts import SamKongPayoutPrompt
from trainer.drills.registry import expected_answer, grade_answer
from trainer.errors import BetRefused
from trainer.samkong.bets import (
    SamKongBetKind,
    SamKongBetSpec,
    register,
    spec_of,
    specs,
    unregister,
)
from trainer.samkong.levels import HandLevel
from trainer.samkong.settlement import SamKongBet, SamKongRules, check_bets, settle_samkong

D = Decimal


def _door_three_faces(
    banker: HandLevel, door: HandLevel | None, point: int | None
) -> tuple[BetResult, Article]:
    assert door is not None
    return (BetResult.WIN if door.is_three_faces else BetResult.LOSE), sk(8, 2)


DOOR_THREE_FACES = SamKongBetSpec(
    "door_three_faces", 16, sk(9, 3), False, True, 6, "door_three_faces", "Door 三公",
    _door_three_faces, drill_chance=0.5, default_maximum=D(5000))


@pytest.fixture
def door_three_faces() -> Iterator[SamKongBetKind]:
    """Door 三公 registered for one test, then taken out again."""
    register(DOOR_THREE_FACES)
    try:
        yield SamKongBetKind("door_three_faces")
    finally:
        unregister("door_three_faces")


def test_the_made_up_bet_is_a_kind_while_registered(door_three_faces: SamKongBetKind) -> None:
    assert list(SamKongBetKind)[-1] is door_three_faces
    assert SamKongBetKind.DOOR_THREE_FACES is door_three_faces  # type: ignore[attr-defined]
    assert spec_of(door_three_faces).order == len(specs()) - 1
    assert door_three_faces.odds == 16 and not door_three_faces.pays_commission
    assert door_three_faces.needs_door


def test_it_is_gone_once_unregistered() -> None:
    register(DOOR_THREE_FACES)
    unregister("door_three_faces")
    with pytest.raises(ValueError, match="not a registered Sam Kong bet kind"):
        SamKongBetKind("door_three_faces")
    assert not hasattr(SamKongBetKind, "DOOR_THREE_FACES")
    assert len(SamKongBetKind) == 6


def test_the_engine_checks_and_settles_it(door_three_faces: SamKongBetKind) -> None:
    banker = parse_cards("9S 9H 9D")  # 無公七
    doors = {1: parse_cards("JS QH KD"), 2: parse_cards("JC QD 5H")}  # 三公, 雙公五
    bets = [SamKongBet(door_three_faces, D(200), 1), SamKongBet(door_three_faces, D(100), 2)]
    won, lost = settle_samkong(banker, doors, bets, SamKongRules()).lines
    assert (won.result, won.winnings, won.commission, won.paid, won.returned) == (
        BetResult.WIN, D(3200), D(0), D(3200), D(200))
    assert won.citations == (sk(8, 2), sk(9, 3))  # the rule, the payout: no commission
    assert (lost.result, lost.taken, lost.paid) == (BetResult.LOSE, D(100), D(0))
    # Placed on a door (art. 4): refused without one, or on a door with no hand.
    for door, reason in ((None, "door_missing"), (3, "no_such_door")):
        with pytest.raises(BetRefused) as err:
            check_bets([SamKongBet(door_three_faces, D(100), door)], SamKongRules(), doors)
        assert (err.value.reason, err.value.article) == (reason, "Sam Kong art. 4")
    # It is not a bet against the banker: a tie bet on its door still needs one (art. 8 (3)).
    with pytest.raises(BetRefused) as err:
        check_bets([SamKongBet(door_three_faces, D(100), 1),
                    SamKongBet(SamKongBetKind.TIE, D(100), 1)], SamKongRules(), doors)
    assert err.value.reason == "tie_without_door_bet"


def test_the_payout_drill_asks_and_grades_it(door_three_faces: SamKongBetKind) -> None:
    cells = samkong_payout.cells(DrillOptions())
    assert cells[-2:] == (Cell.of("samkong", "payout", "door_three_faces", "win"),
                          Cell.of("samkong", "payout", "door_three_faces", "lose"))
    target = Cell.of("samkong", "payout", "door_three_faces", "win")
    for seed in range(3):
        questions = samkong_payout.generate(Level.WEAK, seed, DrillOptions(), target)
        asked = [q for q in questions if q.cell == target]
        assert asked
        for question in asked:  # graded by the engine that dealt it
            prompt = question.prompt
            assert isinstance(prompt, SamKongPayoutPrompt)
            right = expected_answer(question)
            amount = prompt.bet.amount
            assert (right.paid, right.commission) == (amount * 16, None)  # type: ignore[attr-defined]
            grade = grade_answer(question, right)
            assert grade.correct and grade.reason is ReasonCode.SIDE_BET_WINS
            assert grade.article == sk(9, 3)
            assert not grade_answer(question, replace(right, paid=amount * 15)).correct

