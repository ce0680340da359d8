"""The explanation of a grade as data (codes and parameters) and its English wording."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from trainer.articles import bac, sk
from trainer.cards import Card, parse_cards
from trainer.drills import explain, grade_answer
from trainer.drills.answers import (
    CallAnswer,
    DoorCall,
    DrawAnswer,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
    Winner,
)
from trainer.drills.explain import (
    Outcome,
    Phrase,
    answer_phrases,
    describe_answer,
    english,
    explanation,
    recorded_explanation,
)
from trainer.drills.model import DrillKind, Level, Question
from trainer.drills.prompts import DrawPrompt, DrawStep, SamKongLevelPrompt


def draw_question(player: str, banker: str, third: str) -> Question:
    prompt = DrawPrompt(DrawStep.BANKER, parse_cards(player), parse_cards(banker),
                        Card.parse(third))
    return Question(DrillKind.DRAW, Level.ALL, 1, "hand", prompt, step=1)


def test_explanation_is_codes_parameters_and_the_article() -> None:
    grade = grade_answer(draw_question("AS 2H", "2D 3C", "4S"), DrawAnswer(False))
    explained = explanation(grade)
    assert explained.outcome is Outcome.WRONG
    assert explained.given == (Phrase("stand"),)
    assert explained.expected == (Phrase("draw"),)
    assert explained.facts == (
        Phrase("banker_draws_on", {"total": 5, "third": 4, "range": "4-7"}),
    )
    assert explained.article == bac(9, 3, 4)
    # The English wording is derived from the same data.
    assert english(explained) == explain(grade) == (
        "You answered stand; the answer is draw. Banker 5 draws when the Player's third card "
        "is 4-7 — Baccarat art. 9 (3)(4)"
    )


def test_right_and_timed_out_outcomes() -> None:
    question = draw_question("AS 2H", "2D 3C", "4S")
    right = grade_answer(question, DrawAnswer(True))
    assert explanation(right).outcome is Outcome.CORRECT
    assert explain(right).startswith("Banker 5 draws")
    late = replace(right, correct=False, given=None, timed_out=True)
    assert explanation(late).outcome is Outcome.TIMED_OUT
    assert explanation(late).given == (Phrase("no_answer"),)
    assert explain(late).startswith("Time is up. The answer: draw. Banker 5 draws")


def test_answer_phrases_of_every_answer_type() -> None:
    call = CallAnswer(2, 5, Winner.BANKER, True, False, True)
    assert answer_phrases(call) == (
        Phrase("totals", {"player_total": 2, "banker_total": 5}),
        Phrase("winner", {"winner": "B"}),
        Phrase("pair", {"hand": "player"}),
        Phrase("natural_called"),
    )
    assert describe_answer(call) == "Player 2, Banker 5, Banker wins, Player Pair, natural"
    pay = PayoutAnswer(Decimal(1950), Decimal(50), ((Decimal(1000), 1), (Decimal(500), 1)))
    assert answer_phrases(pay) == (
        Phrase("pay", {"amount": "1950"}),
        Phrase("commission_amount", {"amount": "50"}),
        Phrase("chips_in", {"chips": "1000x1 + 500x1"}),
    )
    assert describe_answer(pay) == "pay HK$1,950, commission HK$50 in chips 1 × 1,000 + 1 × 500"
    assert answer_phrases(SamKongLevelAnswer(2)) == (Phrase("level", {"ordinal": 2}),)
    doors = SamKongDoorsAnswer((DoorCall.WIN, DoorCall.TIE))
    assert answer_phrases(doors) == (
        Phrase("door_call", {"door": 1, "result": "win"}),
        Phrase("door_call", {"door": 2, "result": "tie"}),
    )
    assert answer_phrases(ShoeAnswer(True)) == (Phrase("yes"),)
    assert answer_phrases(ShoeAnswer(3)) == (Phrase("number", {"value": 3}),)
    assert answer_phrases(ShoeAnswer("coup_void")) == (Phrase("choice", {"code": "coup_void"}),)
    assert answer_phrases(None) == (Phrase("no_answer"),)


def test_sam_kong_level_explained_with_its_article() -> None:
    prompt = SamKongLevelPrompt(parse_cards("JH QD 9S"))
    question = Question(DrillKind.SAMKONG_LEVEL, Level.ALL, 1, "samkong:level:2", prompt)
    explained = explanation(grade_answer(question, SamKongLevelAnswer(3)))
    assert explained.outcome is Outcome.WRONG
    assert explained.article == sk(5)
    assert explained.facts[0].code == "samkong_level"
    assert explained.facts[0].params["ordinal"] == 2
    # The level is said by the answer and by the samkong_level fact: not a third time
    # (issue 12 point 1).
    assert all(f.code != "wrong_part" for f in explained.facts)


def test_recorded_explanation_words_the_stored_verdict_without_grading() -> None:
    """The attempt dialog's explanation is the record's (issue 13 point 4): a stored wrong
    verdict stays wrong even when the stored answer is the right one today."""
    right = DrawAnswer(draws=True)
    stored = recorded_explanation(correct=False, given=right, expected=right,
                                  reason="banker_rule", article=bac(9, 3, 4).code)
    assert stored is not None
    assert stored.outcome is Outcome.WRONG
    assert stored.article == bac(9, 3, 4)
    assert stored.given == stored.expected == (Phrase("draw"),)
    assert stored.facts == ()
    timed = recorded_explanation(correct=False, given=None, expected=right,
                                 reason="timed_out", article=bac(9).code)
    assert timed is not None and timed.outcome is Outcome.TIMED_OUT
    assert timed.given == (Phrase("no_answer"),)
    chips = recorded_explanation(correct=False, given=right, expected=right, reason="payout",
                                 article=sk(10).code, fault="not_fewest_chips")
    assert chips is not None and chips.outcome is Outcome.NOT_FEWEST_CHIPS
    ok = recorded_explanation(correct=True, given=right, expected=right, reason="x",
                              article=bac(9).code)
    assert ok is not None and ok.outcome is Outcome.CORRECT
    assert recorded_explanation(correct=True, given=right, expected=right, reason="x",
                                article="not-a-code") is None
    assert recorded_explanation(correct=True, given=right, expected=right, reason="x",
                                article=None) is None
