"""Issue 12 point 1: a wrong answer stays on show for review, with the deciding cards marked,
and its explanation says each thing once (expected values from RULES.md)."""

from __future__ import annotations

from trainer.articles import bac, sk
from trainer.cards import Card, parse_cards
from trainer.drills import DrillSession, grade_answer
from trainer.drills.answers import (
    CallAnswer,
    DoorCall,
    DrawAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    Winner,
)
from trainer.drills.explain import explain, explanation
from trainer.drills.marks import CardMark, review_marks
from trainer.drills.model import DrillKind, Level, Question
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    DrawStep,
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
)
from trainer.drills.registry import expected_answer


def wrong_draw(question: Question) -> DrawAnswer:
    right = expected_answer(question)
    assert isinstance(right, DrawAnswer)
    return DrawAnswer(not right.draws)


def test_a_wrong_answer_stays_for_review_until_the_next_question_is_asked() -> None:
    session = DrillSession(DrillKind.DRAW, seed=5, question_limit=10)
    question = session.next_question()
    assert question is not None
    session.submit(expected_answer(question))
    assert not session.reviewing  # a right answer moves on
    question = session.next_question()
    assert question is not None
    session.submit(wrong_draw(question))
    assert session.reviewing and session.current is question
    assert session.next_question() is not question
    assert not session.reviewing


def test_a_time_out_is_reviewed_and_right_answers_too_when_asked() -> None:
    session = DrillSession(DrillKind.DRAW, seed=5, question_limit=10, pause_after_right=True)
    question = session.next_question()
    assert question is not None
    session.submit(expected_answer(question))
    assert session.reviewing
    session.next_question()
    session.time_out()
    assert session.reviewing


def test_the_player_third_card_decides_the_banker() -> None:
    # Banker 2+3 = 5 against a Player third card of 4: art. 9 (3)-(4) table, Banker 5 draws on
    # 4-7. The card that decides is the Player's third card (the third of the Player's hand).
    prompt = DrawPrompt(DrawStep.BANKER, parse_cards("3H 2D"), parse_cards("2C 3S"),
                        Card.parse("4C"))
    question = Question(DrillKind.DRAW, Level.ALL, 1, "banker:5:4", prompt, step=1)
    grade = grade_answer(question, DrawAnswer(False))
    assert not grade.correct
    assert review_marks(question, grade).cards == (CardMark("player", 2),)


def test_a_natural_marks_its_two_cards() -> None:
    # Player 4+4 = 8 is a natural: nobody draws (art. 9 (2)); its two cards decide.
    prompt = DrawPrompt(DrawStep.PLAYER, parse_cards("4H 4D"), parse_cards("2C 3S"))
    question = Question(DrillKind.DRAW, Level.ALL, 1, "player:natural", prompt)
    grade = grade_answer(question, DrawAnswer(True))
    assert not grade.correct
    assert review_marks(question, grade).cards == (CardMark("player", 0), CardMark("player", 1))


def test_a_wrong_door_is_marked_and_said_once() -> None:
    # Banker 9S 9H 2D = 0 points (無公零); door 1 K+Q+J is 三公 and wins; door 2 5+2+A =
    # 8 points wins as well (Sam Kong art. 6). The trainee calls door 2 a loss.
    prompt = SamKongDoorsPrompt(parse_cards("9S 9H 2D"),
                                (parse_cards("KH QD JC"), parse_cards("5S 2C AD")))
    question = Question(DrillKind.SAMKONG_DOORS, Level.ALL, 1, "samkong:doors:plain", prompt)
    grade = grade_answer(question, SamKongDoorsAnswer((DoorCall.WIN, DoorCall.LOSE)))
    assert not grade.correct
    assert review_marks(question, grade).cards == tuple(CardMark("door2", i) for i in range(3))
    text = explain(grade)
    # "door 2 win" once in the right answer and once in the rule, never a third time; the
    # article once, at the end.
    assert text.count("door 2") == 3, text  # given, right answer, the rule's fact
    assert "door 2 is win" not in text, text
    assert text.count("Sam Kong art. 6") == 1, text
    assert text.endswith("— Sam Kong art. 6"), text


def test_a_called_coup_says_the_result_once_and_cites_each_article_once() -> None:
    # Player 7+K = 7, Banker 3+3 = 6: Player wins (art. 11); totals from art. 5.
    prompt = CallPrompt(parse_cards("7H KD"), parse_cards("3C 3S"))
    question = Question(DrillKind.CALL, Level.ALL, 1, "call:one", prompt)
    grade = grade_answer(question, CallAnswer(7, 5, Winner.BANKER, False, False, False))
    assert not grade.correct
    explained = explanation(grade)
    assert all(f.code != "coup_result" for f in explained.facts)
    cited = (explained.article, *explained.also)
    assert len(cited) == len(set(cited)) and bac(5) in cited and bac(11) in cited
    text = explain(grade)
    assert text.count("Player 7, Banker 6") == 1, text  # the right answer, once


def test_a_sam_kong_level_is_named_twice_at_most() -> None:
    # J Q 9: two faces and 9 points, 雙公九 (Sam Kong art. 5), rank 2 of the 31 levels.
    prompt = SamKongLevelPrompt(parse_cards("JH QD 9S"))
    question = Question(DrillKind.SAMKONG_LEVEL, Level.ALL, 1, "samkong:level:2", prompt)
    grade = grade_answer(question, SamKongLevelAnswer(3))
    assert grade.article == sk(5)
    text = explain(grade)
    # The answer, then the fact: its rank said as "rank 2 of 31", never "level 2" twice.
    assert text.count("level 2") == 1 and text.count("rank 2 of 31 levels") == 1, text
    assert review_marks(question, grade).cards == tuple(CardMark("hand", i) for i in range(3))


def test_a_slow_mistake_is_listed_once_in_the_summary() -> None:
    # Issue 12 point 2: each mistake once — in the mistakes, not again among the slowest.
    now = [0.0]
    session = DrillSession(DrillKind.DRAW, seed=5, question_limit=10, clock=lambda: now[0])
    question = session.next_question()
    assert question is not None
    now[0] += 9
    session.submit(wrong_draw(question))
    question = session.next_question()
    assert question is not None
    now[0] += 1
    session.submit(expected_answer(question))
    summary = session.summary()
    assert [r.grade.ms_taken for r in summary.mistakes] == [9000]
    assert [r.grade.ms_taken for r in summary.slowest] == [1000]
    assert summary.mistakes[0].answered_at is not None


def test_a_banker_two_is_decided_by_its_own_cards() -> None:
    # Banker A+A = 2 draws whatever the Player's third card (art. 9 (3)(1)): the Banker's
    # cards decide, not the Player's third card.
    prompt = DrawPrompt(DrawStep.BANKER, parse_cards("QH 2C"), parse_cards("AD AS"),
                        Card.parse("4D"))
    question = Question(DrillKind.DRAW, Level.ALL, 1, "banker:2:4", prompt, step=1)
    grade = grade_answer(question, DrawAnswer(False))
    assert not grade.correct
    assert review_marks(question, grade).cards == (CardMark("banker", 0), CardMark("banker", 1))
