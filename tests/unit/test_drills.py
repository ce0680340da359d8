"""Drills: DRAW, CALL and SHOE end to end through DrillSession, plus the session machinery.

Expected answers are checked twice: against the engine (trainer.baccarat, trainer.cards) and
against expectations written here straight from shared/RULES.md.
"""

from __future__ import annotations

import json
import random
from dataclasses import FrozenInstanceError
from datetime import UTC, datetime, timedelta

import pytest

from tests.support.rules_reference import banker_draws, player_draws
from trainer.articles import Article, Game, bac, sk
from trainer.baccarat.coup import Coup, hand_total, play_coup
from trainer.baccarat.tableau import banker_rule, player_rule
from trainer.cards import BurnMethod, Card, Shoe, parse_cards
from trainer.drills import (
    CallAnswer,
    CallPrompt,
    DrawAnswer,
    DrawPrompt,
    DrawStep,
    DrillKind,
    DrillSession,
    DrillStateError,
    GradedAttempt,
    Level,
    Question,
    ReasonCode,
    ShoeAnswer,
    ShoeAnswerType,
    ShoePrompt,
    ShoeTopic,
    Winner,
    cells_for,
    expected_answer,
    explain,
    generate_deal,
    grade_answer,
    levels_for,
    question_for_cell,
)
from trainer.drills.cell import Cell
from trainer.drills.shoe import solve
from trainer.drills.weak import CellStat, worst_weak_spot

# ---- fakes -----------------------------------------------------------------------------


class FakeClock:
    """Monotonic seconds that only move when the test says so."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class ListRecorder:
    """Keeps attempts; notes whether submit had already returned when record was called."""

    def __init__(self) -> None:
        self.items: list[GradedAttempt] = []
        self.returned = 0
        self.recorded_before_return: list[bool] = []
        self.fail_next = False

    def record(self, graded: GradedAttempt) -> None:
        if self.fail_next:
            self.fail_next = False
            raise OSError("disk full")
        self.recorded_before_return.append(self.returned == len(self.items))
        self.items.append(graded)


def wall_clock() -> datetime:
    return datetime(2026, 1, 5, 9, 0, 0, tzinfo=UTC)


def run(session: DrillSession, recorder: ListRecorder, clock: FakeClock, answer_for, step=1.5):
    """Answer every question with ``answer_for(question)``; returns (questions, grades)."""
    questions, grades = [], []
    while (q := session.next_question()) is not None:
        clock.advance(step)
        grade = session.submit(answer_for(q))
        recorder.returned += 1
        questions.append(q)
        grades.append(grade)
    return questions, grades


def make(kind, level=Level.ALL, seed=11, **kw):
    clock, recorder = FakeClock(), ListRecorder()
    session = DrillSession(
        kind, level, rng=random.Random(seed), clock=clock, now=wall_clock, recorder=recorder, **kw
    )
    return session, recorder, clock


# ---- independent expectations from RULES.md ----------------------------------------------


def draw_q(step: DrawStep, player: str, banker: str, third: str | None = None) -> Question:
    prompt = DrawPrompt(
        step, parse_cards(player), parse_cards(banker),
        None if third is None else Card.parse(third),
    )
    return Question(DrillKind.DRAW, Level.ALL, 0, "hand", prompt, step=int(step is DrawStep.BANKER))


# ---- DRAW ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "banker", "third", "draws", "reason", "article"),
    [
        # Banker 6 against a third card of 5: stands, art. 9 (4)(4).
        ("2S 2H", "KD 6C", "5S", False, ReasonCode.BANKER_6_STANDS, bac(9, 4, 4)),
        ("2S 2H", "KD 6C", "7S", True, ReasonCode.BANKER_6_DRAWS, bac(9, 3, 5)),
        # Banker 5 against a 4: draws, art. 9 (3)(4).
        ("AS 2H", "2D 3C", "4S", True, ReasonCode.BANKER_5_DRAWS, bac(9, 3, 4)),
        ("AS 2H", "2D 3C", "AH", False, ReasonCode.BANKER_5_STANDS, bac(9, 4, 3)),
        # Banker 3 against an 8 stands (art. 9 (4)(1)), against a king (0) draws.
        ("AS 2H", "JD 3C", "8S", False, ReasonCode.BANKER_3_STANDS_ON_8, bac(9, 4, 1)),
        ("AS 2H", "JD 3C", "KS", True, ReasonCode.BANKER_3_DRAWS, bac(9, 3, 2)),
        ("AS 2H", "2D 2C", "AS", False, ReasonCode.BANKER_4_STANDS, bac(9, 4, 2)),
        ("AS 2H", "2D 2C", "2S", True, ReasonCode.BANKER_4_DRAWS, bac(9, 3, 3)),
        ("AS 2H", "QD AC", "9S", True, ReasonCode.BANKER_DRAWS_0_2, bac(9, 3, 1)),
        # The Player stood on 7: Banker 5 draws (art. 9 (3)(6)), Banker 6 stands ((4)(4)).
        ("3S 4H", "2D 3C", None, True, ReasonCode.BANKER_DRAWS_PLAYER_STOOD, bac(9, 3, 6)),
        ("3S 4H", "KD 6C", None, False, ReasonCode.BANKER_6_STANDS_PLAYER_STOOD, bac(9, 4, 4)),
        ("3S 4H", "KD 7C", None, False, ReasonCode.BANKER_STANDS_7, bac(9, 4, 5)),
        # A Player natural: the Banker stands on anything (art. 9 (4)(6)).
        ("4S 4H", "KD 2C", None, False, ReasonCode.NATURAL_NO_DRAW, bac(9, 4, 6)),
    ],
)
def test_banker_decisions_from_rules_md(player, banker, third, draws, reason, article):
    grade = grade_answer(draw_q(DrawStep.BANKER, player, banker, third), DrawAnswer(draws))
    assert grade.correct
    assert grade.reason is reason
    assert grade.article == article
    wrong = grade_answer(draw_q(DrawStep.BANKER, player, banker, third), DrawAnswer(not draws))
    assert not wrong.correct and wrong.reason is reason and wrong.article == article


@pytest.mark.parametrize(
    ("player", "banker", "draws", "reason", "article"),
    [
        ("2S 3H", "KD 6C", True, ReasonCode.PLAYER_DRAWS_0_5, bac(9, 1)),
        ("KS QH", "KD 6C", True, ReasonCode.PLAYER_DRAWS_0_5, bac(9, 1)),
        ("2S 4H", "KD 6C", False, ReasonCode.PLAYER_STANDS_6_7, bac(9, 2)),
        ("3S 4H", "KD 2C", False, ReasonCode.PLAYER_STANDS_6_7, bac(9, 2)),
        # Either side's natural: nobody draws, art. 9 (2).
        ("2S 3H", "KD 8C", False, ReasonCode.NATURAL_NO_DRAW, bac(9, 2)),
        ("4S 5H", "KD 2C", False, ReasonCode.NATURAL_NO_DRAW, bac(9, 2)),
    ],
)
def test_player_decisions_from_rules_md(player, banker, draws, reason, article):
    grade = grade_answer(draw_q(DrawStep.PLAYER, player, banker), DrawAnswer(draws))
    assert grade.correct and grade.reason is reason and grade.article == article


def test_banker_detail_and_english():
    grade = grade_answer(draw_q(DrawStep.BANKER, "AS 2H", "2D 3C", "4S"), DrawAnswer(True))
    assert grade.detail("banker_draws_on") == {"total": 5, "third": 4, "range": "4-7"}
    assert explain(grade) == (
        "Banker 5 draws when the Player's third card is 4-7 — Baccarat art. 9 (3)(4)"
    )
    wrong = grade_answer(draw_q(DrawStep.BANKER, "AS 2H", "KD 6C", "5S"), DrawAnswer(True))
    assert "Banker 6 stands on a Player third card of 5" in explain(wrong)
    assert explain(wrong).startswith("You answered draw; the answer is stand.")


def test_draw_session_right_answers_end_to_end():
    session, recorder, clock = make(DrillKind.DRAW, question_limit=30)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert len(questions) == 60  # two steps per deal
    assert all(g.correct for g in grades)
    assert recorder.recorded_before_return == [True] * 60
    for first, second in zip(questions[::2], questions[1::2], strict=True):
        assert first.prompt.step is DrawStep.PLAYER and second.prompt.step is DrawStep.BANKER
        assert first.seed == second.seed
        p, b = hand_total(first.prompt.player), hand_total(first.prompt.banker)
        drew = player_draws(p, b)
        assert expected_answer(first) == DrawAnswer(drew)
        assert (second.prompt.player_third is not None) == drew
        third = second.prompt.player_third
        value = None if third is None else third.points
        assert expected_answer(second) == DrawAnswer(banker_draws(b, value, p))
        assert first.cell.parts[:2] == ("player", str(p))
        assert second.cell.parts[:2] == ("banker", str(b)) and len(second.cell) == 3
    for attempt, q, g in zip(recorder.items, questions, grades, strict=True):
        assert attempt.cell == q.cell and attempt.correct and attempt.ms_taken == 1500
        assert attempt.question is q and attempt.expected == g.expected
        assert attempt.article == g.article and attempt.reason is g.reason
    summary = session.summary()
    assert (summary.count, summary.correct, summary.accuracy) == (60, 60, 1.0)
    assert summary.deals == 30 and summary.best_streak == 60 and not summary.mistakes


def test_draw_session_wrong_answers_get_reason_and_article():
    session, recorder, clock = make(DrillKind.DRAW, Level.HARD, question_limit=20)
    questions, grades = run(
        session, recorder, clock, lambda q: DrawAnswer(not expected_answer(q).draws)
    )
    assert not any(g.correct for g in grades)
    for q, g in zip(questions, grades, strict=True):
        p, b = hand_total(q.prompt.player), hand_total(q.prompt.banker)
        if q.prompt.step is DrawStep.PLAYER:
            decision = player_rule(p, b)
        else:
            third = q.prompt.player_third
            decision = banker_rule(b, third, p)
        assert g.article == decision.article
        assert g.reason is not ReasonCode.TIMED_OUT
        assert g.given == DrawAnswer(not decision.draws)
    # HARD: every Banker step is Banker 3-6 against a Player third card.
    for q in questions[1::2]:
        assert 3 <= hand_total(q.prompt.banker) <= 6 and q.prompt.player_third is not None
    summary = session.summary()
    assert summary.accuracy == 0.0 and len(summary.mistakes) == 40 and session.streak == 0
    assert not any(a.correct for a in recorder.items)


@pytest.mark.parametrize("level", [Level.ALL, Level.HARD, Level.WEAK])
def test_a_natural_is_never_asked_as_a_draw_question(level):
    # Art. 9 (2), (4)(6): on a natural 8 or 9 on either side nobody draws, so there is no
    # draw decision to ask, neither the Player's (step 0) nor the Banker's (step 1).
    seen_steps = set()
    for seed in range(400):
        if level is Level.WEAK:
            # Every cell the weak-spot picker can target, in turn.
            universe = cells_for(DrillKind.DRAW)
            target = universe[seed % len(universe)]
            deal = generate_deal(DrillKind.DRAW, level, seed, target=target)
        else:
            deal = generate_deal(DrillKind.DRAW, level, seed)
        for q in deal:
            p, b = hand_total(q.prompt.player), hand_total(q.prompt.banker)
            assert p not in (8, 9) and b not in (8, 9), (seed, q.prompt)
            assert q.cell.last != "natural"
            seen_steps.add(q.prompt.step)
    assert seen_steps == {DrawStep.PLAYER, DrawStep.BANKER}
    assert Level.NATURALS not in levels_for(DrillKind.DRAW)
    assert not [c for c in cells_for(DrillKind.DRAW) if c.last == "natural"]


def test_every_draw_cell_can_be_built():
    for cell in cells_for(DrillKind.DRAW):
        deal = question_for_cell(DrillKind.DRAW, cell, seed=5)
        assert cell in {q.cell for q in deal}, cell


# ---- CALL -------------------------------------------------------------------------------


def call_q(player: str, banker: str) -> Question:
    prompt = CallPrompt(parse_cards(player), parse_cards(banker))
    return Question(DrillKind.CALL, Level.ALL, 0, "call:x", prompt)


def test_call_hand_written():
    # Player 5-5 (0, a pair) draws a 9 -> 9; Banker K-6 stands against a 9 (art. 9 (4)(4)).
    q = call_q("5H 5D 9S", "KD 6C")
    right = CallAnswer(9, 6, Winner.PLAYER, True, False, False)
    grade = grade_answer(q, right)
    assert grade.correct and grade.reason is ReasonCode.COUP_CALLED and grade.article == bac(11)
    wrong = grade_answer(q, CallAnswer(9, 7, Winner.PLAYER, False, False, False))
    assert not wrong.correct
    assert wrong.reason is ReasonCode.CALL_TOTAL_WRONG and wrong.article == bac(5)
    parts = [d["part"] for d in wrong.details_with("wrong_part")]
    assert parts == ["banker_total", "player_pair"]
    # J-Q is not a pair; a tie is art. 12.
    tie = call_q("4S 3D", "2H 5C")
    assert expected_answer(tie) == CallAnswer(7, 7, Winner.TIE, False, False, False)
    assert grade_answer(tie, expected_answer(tie)).article == bac(12)
    jq = call_q("JS QS", "4H 4C")
    assert expected_answer(jq) == CallAnswer(0, 8, Winner.BANKER, False, True, True)
    nat = grade_answer(jq, CallAnswer(0, 8, Winner.BANKER, False, True, False))
    assert nat.reason is ReasonCode.CALL_NATURAL_WRONG and nat.article == bac(9, 2)
    winner = grade_answer(jq, CallAnswer(0, 8, Winner.PLAYER, False, True, True))
    assert winner.reason is ReasonCode.CALL_WINNER_WRONG and winner.article == bac(11)
    assert "the winner is banker, not player" in explain(winner).lower()


def test_call_session_end_to_end():
    session, recorder, clock = make(DrillKind.CALL, question_limit=25)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert len(questions) == 25 and all(g.correct for g in grades)
    for q in questions:
        coup = Coup(q.prompt.player, q.prompt.banker)
        assert coup.is_legal()
        # Independent: totals modulo 10 (art. 5), higher total wins (art. 11).
        p = sum(c.points for c in q.prompt.player) % 10
        b = sum(c.points for c in q.prompt.banker) % 10
        winner = Winner.PLAYER if p > b else Winner.BANKER if b > p else Winner.TIE
        ppair = q.prompt.player[0].rank == q.prompt.player[1].rank
        bpair = q.prompt.banker[0].rank == q.prompt.banker[1].rank
        natural = hand_total(q.prompt.player[:2]) >= 8 or hand_total(q.prompt.banker[:2]) >= 8
        assert expected_answer(q) == CallAnswer(p, b, winner, ppair, bpair, natural)
    assert recorder.recorded_before_return == [True] * 25


@pytest.mark.parametrize("level", [Level.HARD, Level.NATURALS])
def test_call_levels(level):
    for seed in range(20):
        (q,) = generate_deal(DrillKind.CALL, level, seed)
        if level is Level.NATURALS:
            assert expected_answer(q).natural
        else:
            assert str(q.cell) in ("call:tie", "call:pair", "call:both_drew")


def test_every_call_cell_can_be_built():
    for cell in cells_for(DrillKind.CALL):
        (q,) = question_for_cell(DrillKind.CALL, cell, seed=3)
        assert q.cell == cell


# ---- SHOE -------------------------------------------------------------------------------


def shoe_q(prompt: ShoePrompt) -> Question:
    return Question(DrillKind.SHOE, Level.ALL, 0, f"shoe:{prompt.topic.value}", prompt)


@pytest.mark.parametrize(("card", "burn"), [("KS", 10), ("10H", 10), ("JD", 10), ("AS", 1),
                                            ("7C", 7), ("9D", 9)])
def test_burn_first_card_rules_md(card, burn):
    q = shoe_q(ShoePrompt(ShoeTopic.BURN_FIRST_CARD, ShoeAnswerType.NUMBER, card=Card.parse(card)))
    grade = grade_answer(q, ShoeAnswer(burn))
    assert grade.correct and grade.reason is ReasonCode.BURN_FIRST_CARD
    assert grade.article.number == 2 and grade.article.game is Game.BACCARAT
    # The engine's shoe burns the same number after that first card.
    cards = [Card.parse(card), *parse_cards("2S") * 415]
    shoe = Shoe(8, random.Random(0), cards=cards)
    assert shoe.burn(BurnMethod.FIRST_CARD).count == burn
    assert not grade_answer(q, ShoeAnswer(burn - 1)).correct


def test_shoe_hand_written_answers():
    def answer(prompt: ShoePrompt):
        return solve(prompt)[0]

    yn = ShoeAnswerType.YES_NO
    num = ShoeAnswerType.NUMBER
    assert answer(ShoePrompt(ShoeTopic.BURN_DECKS, num, decks=8)) == 8
    assert answer(ShoePrompt(ShoeTopic.BURN_FIXED, yn, fixed=8)) is True
    assert answer(ShoePrompt(ShoeTopic.BURN_FIXED, yn, fixed=9)) is False
    assert answer(ShoePrompt(ShoeTopic.CUT_CARD, num, decks=8)) == 12
    assert answer(ShoePrompt(ShoeTopic.CUT_CARD, yn, decks=8, cards_from_end=12)) is True
    assert answer(ShoePrompt(ShoeTopic.CUT_CARD, yn, decks=8, cards_from_end=10)) is False
    sk_cut = ShoeTopic.SAMKONG_SECOND_CUT
    assert answer(ShoePrompt(sk_cut, yn, Game.SAM_KONG, decks=4, cards_from_end=35)) is True
    assert answer(ShoePrompt(sk_cut, yn, Game.SAM_KONG, decks=4, cards_from_end=41)) is False
    assert answer(ShoePrompt(sk_cut, yn, Game.SAM_KONG, decks=4, cards_from_end=29)) is False
    assert answer(ShoePrompt(ShoeTopic.LAST_COUP, num, decks=8, coup=40,
                             last_coup_rule="one_more")) == 41
    assert answer(ShoePrompt(ShoeTopic.LAST_COUP, num, decks=8, coup=40,
                             last_coup_rule="this_coup")) == 40
    assert answer(ShoePrompt(ShoeTopic.DEMONSTRATION_COUPS, num)) == 3
    assert answer(ShoePrompt(ShoeTopic.DEMONSTRATION_COUPS, yn, coup=3)) is False
    assert answer(ShoePrompt(ShoeTopic.SAMKONG_BURN, num, Game.SAM_KONG, decks=4, coup=1)) == 4
    # Sam Kong art. 2: 4 at the start, then one before coup 2 and one before coup 3: 6 in all.
    assert answer(ShoePrompt(ShoeTopic.SAMKONG_BURN, num, Game.SAM_KONG, decks=4, coup=3)) == 6
    exposed = solve(ShoePrompt(ShoeTopic.EXPOSED_CARD, ShoeAnswerType.CHOICE))
    assert exposed[0] == "card_valid_coup_continues" and exposed[2] == bac(4)
    misdeal = solve(ShoePrompt(ShoeTopic.MISDEAL, ShoeAnswerType.CHOICE))
    assert misdeal[0] == "correct_at_once_else_void" and misdeal[2] == bac(10)
    sk_misdeal = solve(ShoePrompt(ShoeTopic.MISDEAL, ShoeAnswerType.CHOICE, Game.SAM_KONG))
    assert sk_misdeal[2] == sk(2)


def test_yes_no_is_not_a_number():
    q = shoe_q(ShoePrompt(ShoeTopic.DEMONSTRATION_COUPS, ShoeAnswerType.NUMBER))
    assert grade_answer(q, ShoeAnswer(3)).correct
    q1 = shoe_q(ShoePrompt(ShoeTopic.BURN_FIRST_CARD, ShoeAnswerType.NUMBER,
                           card=Card.parse("AS")))
    assert not grade_answer(q1, ShoeAnswer(True)).correct


def test_last_coup_matches_the_engine_shoe():
    rng = random.Random(4)
    shoe = Shoe(8, rng, cut_from_end=14)
    while not shoe.cut_card_out:
        shoe.start_coup()
        play_coup(shoe)
        shoe.end_coup()
    prompt = ShoePrompt(ShoeTopic.LAST_COUP, ShoeAnswerType.NUMBER, decks=8,
                        coup=shoe.coups_started, last_coup_rule="one_more")
    assert solve(prompt)[0] == shoe.last_coup_number


def _burnt_by_playing(decks: int, coup: int) -> int:
    """Play a Sam Kong shoe with the engine's Shoe, dealing a door and the banker each coup,
    and count every card burnt up to the start of coup ``coup``."""
    shoe = Shoe(decks, random.Random(decks * 100 + coup), game=Game.SAM_KONG)
    burnt = shoe.burn().count
    for number in range(1, coup + 1):
        if number > 1:
            shoe.end_coup()
        if shoe.start_coup() is not None:
            burnt += 1
        if number < coup:
            shoe.draw_many(6)  # one door and the banker, three cards each (art. 2)
    return burnt


@pytest.mark.parametrize("decks", range(2, 9))
def test_samkong_burn_is_graded_from_the_engine_shoe(decks):
    """The drill's "burnt in all once coup n starts" equals what Shoe.start_coup burns: the
    decks at the start plus one before every later coup (Sam Kong art. 2), for coups 1-40."""
    num = ShoeAnswerType.NUMBER
    for coup in range(1, 41):
        # A shoe of 2 decks holds 104 cards: 40 coups of six cards would pass the cut card,
        # so the played shoe deals hands only while the cut card stays in.
        prompt = ShoePrompt(ShoeTopic.SAMKONG_BURN, num, Game.SAM_KONG, decks=decks, coup=coup)
        expected = decks + coup - 1  # RULES.md B art. 2, written out
        if 52 * decks - 40 > 7 * coup + decks:
            assert _burnt_by_playing(decks, coup) == expected
        assert solve(prompt)[0] == expected
        q = shoe_q(prompt)
        assert grade_answer(q, ShoeAnswer(expected)).correct
        if coup > 1:
            assert not grade_answer(q, ShoeAnswer(1)).correct


def test_samkong_burn_two_decks_coup_seven_is_eight():
    # The case: 2 decks, coup 7: 2 + 6 = 8 cards burnt, not 1.
    prompt = ShoePrompt(ShoeTopic.SAMKONG_BURN, ShoeAnswerType.NUMBER, Game.SAM_KONG, decks=2,
                        coup=7)
    q = shoe_q(prompt)
    assert grade_answer(q, ShoeAnswer(8)).correct
    assert not grade_answer(q, ShoeAnswer(1)).correct


def test_shoe_session_end_to_end():
    session, recorder, clock = make(DrillKind.SHOE, question_limit=40)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades) and len(grades) == 40
    assert {str(q.cell) for q in questions} >= {"shoe:burn_first_card", "shoe:last_coup"}
    for g in grades:
        assert isinstance(g.article, Article) and g.details
    session2, recorder2, clock2 = make(DrillKind.SHOE, question_limit=10)
    _, wrong = run(session2, recorder2, clock2, lambda q: ShoeAnswer("nonsense"))
    assert not any(g.correct for g in wrong)
    assert all(g.reason is not ReasonCode.TIMED_OUT for g in wrong)


def test_every_shoe_cell_can_be_built():
    for cell in cells_for(DrillKind.SHOE):
        for level in (Level.ALL, Level.HARD):
            (q,) = question_for_cell(DrillKind.SHOE, cell, seed=9, level=level)
            assert q.cell == cell


# ---- session machinery -------------------------------------------------------------------


@pytest.mark.parametrize("kind", [DrillKind.DRAW, DrillKind.CALL, DrillKind.SHOE])
def test_same_seed_same_questions(kind):
    def questions(seed):
        session, recorder, clock = make(kind, seed=seed, question_limit=8)
        qs, _ = run(session, recorder, clock, expected_answer)
        return [q.to_json() for q in qs]

    assert questions(3) == questions(3)
    assert questions(3) != questions(4)
    # A deal is rebuilt from its seed alone.
    (first,) = generate_deal(kind, Level.ALL, 1234)[:1]
    assert generate_deal(kind, Level.ALL, 1234)[0] == first


@pytest.mark.parametrize("kind", [DrillKind.DRAW, DrillKind.CALL, DrillKind.SHOE])
def test_question_json_round_trip(kind):
    for seed in range(15):
        for q in generate_deal(kind, Level.ALL, seed):
            assert Question.from_json(q.to_json()) == q
            json.loads(q.to_json())


def test_time_out_and_late_answers_count_wrong():
    session, recorder, clock = make(DrillKind.DRAW, question_limit=3, per_question_seconds=5)
    q = session.next_question()
    assert session.question_remaining_seconds() == 5
    clock.advance(2)
    assert session.question_remaining_seconds() == 3
    on_time = session.submit(expected_answer(q))
    assert on_time.correct and not on_time.timed_out
    q = session.next_question()
    clock.advance(6)
    late = session.submit(expected_answer(q))
    assert not late.correct and late.timed_out and late.reason is ReasonCode.TIMED_OUT
    assert late.given == expected_answer(q) and late.ms_taken == 6000
    q = session.next_question()
    clock.advance(5)
    out = session.time_out()
    assert not out.correct and out.timed_out and out.given is None
    assert out.reason is ReasonCode.TIMED_OUT and out.expected == expected_answer(q)
    assert recorder.items[-1].answer is None and recorder.items[-1].timed_out
    assert "Time is up" in explain(out)
    summary = session.summary()
    assert summary.timed_out == 2 and summary.correct == 1 and summary.count == 3


def test_minutes_end_the_session():
    session, _recorder, clock = make(DrillKind.SHOE, minutes=1)
    assert session.remaining_seconds() == 60
    q = session.next_question()
    clock.advance(45)
    assert session.remaining_seconds() == 15
    session.submit(expected_answer(q))
    session.next_question()
    clock.advance(20)
    assert not session.is_finished  # the question on screen may still be answered
    session.submit(ShoeAnswer(0))
    assert session.is_finished and session.next_question() is None
    assert session.remaining_seconds() == 0 and session.summary().count == 2


def test_count_limit_counts_deals_and_finishes_a_draw_deal():
    session, _recorder, _clock = make(DrillKind.DRAW, question_limit=1)
    first = session.next_question()
    assert session.next_question() is first  # not answered yet: same question
    session.submit(expected_answer(first))
    assert not session.is_finished
    second = session.next_question()
    assert second is not None and second.step == 1
    session.submit(expected_answer(second))
    assert session.is_finished and session.next_question() is None


def test_state_errors_and_recorder_failure():
    session, recorder, _clock = make(DrillKind.CALL, question_limit=2)
    with pytest.raises(DrillStateError):
        session.submit(CallAnswer(0, 0, Winner.TIE, False, False, False))
    q = session.next_question()
    with pytest.raises(TypeError):
        session.submit(DrawAnswer(True))
    recorder.fail_next = True
    with pytest.raises(OSError):
        session.submit(expected_answer(q))
    # Nothing was counted: the same question can be answered again.
    assert session.summary().count == 0 and session.awaiting_answer
    grade = session.submit(expected_answer(q))
    assert grade.correct and len(recorder.items) == 1
    with pytest.raises(DrillStateError):
        session.submit(expected_answer(q))


def test_summary_slowest_median_streak_and_cells():
    session, recorder, clock = make(DrillKind.SHOE, question_limit=6)
    times = [1.0, 7.0, 2.0, 9.0, 3.0, 4.0]
    right = [True, True, False, True, True, True]
    for seconds, ok in zip(times, right, strict=True):
        q = session.next_question()
        clock.advance(seconds)
        session.submit(expected_answer(q) if ok else ShoeAnswer("wrong"))
    summary = session.summary()
    assert summary.count == 6 and summary.correct == 5
    assert summary.accuracy == pytest.approx(5 / 6)
    assert summary.median_ms == 3500
    assert [r.grade.ms_taken for r in summary.slowest] == [9000, 7000, 4000]
    assert len(summary.mistakes) == 1 and summary.mistakes[0].grade.ms_taken == 2000
    assert summary.best_streak == 3 and session.streak == 3
    assert sum(c.attempts for c in summary.per_cell) == 6
    assert sum(c.correct for c in summary.per_cell) == 5
    assert [str(c.cell) for c in summary.per_cell] == sorted(str(c.cell) for c in summary.per_cell)
    attempt = recorder.items[0]
    assert attempt.shown_at == wall_clock() and attempt.answered_at == wall_clock()
    assert attempt.answered_at - attempt.shown_at == timedelta(0)


def test_progress_counts_each_graded_answer_at_once():
    """The practice screen's running line comes from the session (issue 13 point 4)."""
    session, _recorder, clock = make(DrillKind.SHOE, question_limit=4)
    start = session.progress()
    assert (start.deals, start.question_limit, start.answered, start.correct) == (0, 4, 0, 0)
    assert start.accuracy is None and start.median_ms is None and start.streak == 0
    seen = []
    for seconds, ok in zip([2.0, 5.0, 1.0], [True, False, True], strict=True):
        q = session.next_question()
        clock.advance(seconds)
        session.submit(expected_answer(q) if ok else ShoeAnswer("wrong"))
        seen.append(session.progress())
        assert session.reviewing is not ok  # counted while the wrong answer is up for review
    assert [(p.deals, p.answered, p.correct, p.streak) for p in seen] == [
        (1, 1, 1, 1), (2, 2, 1, 0), (3, 3, 2, 1)]
    assert seen[1].accuracy == pytest.approx(0.5)
    assert seen[-1].accuracy == pytest.approx(2 / 3)
    assert [p.median_ms for p in seen] == [2000, 3500, 2000]
    with pytest.raises(FrozenInstanceError):
        seen[0].answered = 9  # type: ignore[misc]
    assert session.progress().answered == session.summary().count


def test_worst_weak_spot_ranks_share_wrong_then_count():
    stats = [
        CellStat(Cell.parse("banker:3:8"), attempts=10, wrong=2),
        CellStat(Cell.parse("banker:5:4"), attempts=4, wrong=2),
        CellStat(Cell.parse("banker:6:6"), attempts=8, wrong=4),
        CellStat(Cell.parse("player:5"), attempts=3, wrong=0),
    ]
    assert worst_weak_spot(stats) == stats[2]  # 50 % like banker:5:4, but more wrong
    assert worst_weak_spot(stats[:2]) == stats[1]
    assert worst_weak_spot([stats[3]]) is None
    assert worst_weak_spot([]) is None


def test_level_must_exist_for_the_kind():
    with pytest.raises(ValueError):
        DrillSession(DrillKind.SHOE, Level.NATURALS, seed=1)


def test_finish_stops_the_session():
    session, recorder, _clock = make(DrillKind.CALL)
    session.next_question()
    session.finish()
    assert session.is_finished and session.next_question() is None and not recorder.items


def test_the_retired_draw_naturals_level_still_runs_for_old_exams():
    # Not offered any more (no natural is asked as a draw question), but an exam blueprint
    # stored with it still loads and deals, so its sittings can be sat and reviewed.
    from trainer.exams.blueprint import SectionSpec

    assert Level.NATURALS not in levels_for(DrillKind.DRAW)
    section = SectionSpec.from_dict({"kind": "draw", "level": "naturals", "questions": 4,
                                     "pass_mark": 80})
    assert section.level is Level.NATURALS
    session = DrillSession(DrillKind.DRAW, Level.NATURALS, seed=3)
    question = session.next_question()
    assert question is not None and question.cell.last == "natural"
