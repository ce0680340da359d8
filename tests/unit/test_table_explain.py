"""Issue 24 point 6 (core): a wrong Table step carries the facts Practice explains the same
situation with, from the same engine call; its citation names a lesson a trainee can open; an
under-minimum bet at a table without the SJM house note does not cite the SJM note.

The situations come from a seeded shoe (mass-300 seed 4: a faulty bet, a late bet, a Player
draw and a Banker win with commission; no-commission-500 seed 11: a Banker win with 6), and
Practice's DRAW and PAYOUT grades are asked about the very same cards and bets.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from tests.support.table_script import act, right_action
from trainer.articles import ARTICLES, HOUSE_NOTE, PROCEDURE, Game, bac
from trainer.baccarat.coup import Coup, Outcome
from trainer.baccarat.settlement import BetKind, BetResult
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.curriculum.cited import lesson_for, lesson_of, lesson_refs
from trainer.datafiles import lessons_dir
from trainer.drills import draw, payout
from trainer.drills.answers import DrawAnswer, PayoutAnswer
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Level, Question
from trainer.drills.prompts import BetSpec, DrawPrompt, DrawStep, PayoutPrompt
from trainer.table import TableSession, TableSettings
from trainer.table.explain import result_facts, topic
from trainer.table.personas import FaultKind, fault_article
from trainer.table.session import Phase

SETTINGS = TableSettings(fault_rate=0.3, max_coups=1, seats_filled=0.8)


def deal_to(profile: str, seed: int, stop) -> TableSession:  # type: ignore[no-untyped-def]
    """Deal right up to the first action ``stop(session, name, args)`` accepts."""
    session = TableSession(DEFAULT_PROFILES[profile], seed, lambda: 0.0, None, SETTINGS)
    for _ in range(500):
        name, args = right_action(session)
        if stop(session, name, args):
            return session
        act(session, name, args)
    raise AssertionError("the situation never came")


def practice_draw(session: TableSession, hand: Hand) -> Question:
    """Practice's DRAW question on the Table's cards."""
    state = session.state()
    third = state.player[2] if hand is Hand.BANKER and len(state.player) == 3 else None
    prompt = DrawPrompt(DrawStep.PLAYER if hand is Hand.PLAYER else DrawStep.BANKER,
                        state.player[:2], state.banker[:2], third)
    return Question(DrillKind.DRAW, Level.ALL, 0, Cell.of("player", 0), prompt)


def practice_payout(session: TableSession, profile: str, bet_index: int) -> Question:
    """Practice's PAYOUT question on the Table's coup and bets, asking about one bet."""
    state = session.state()
    bets = tuple(BetSpec(b.seat, b.kind.value, b.amount) for b in state.accepted)
    prompt = PayoutPrompt(profile, state.player, state.banker, bets, 0, (bet_index,))
    return Question(DrillKind.PAYOUT, Level.ALL, 0, Cell.of("payout", "banker", "win"), prompt)


def banker_win(session: TableSession, name: str, args: tuple[object, ...]) -> bool:
    return name == "pay" and getattr(args[0], "kind", None) is BetKind.BANKER


@pytest.mark.parametrize("hand", [Hand.PLAYER, Hand.BANKER])
def test_a_wrong_draw_carries_practices_facts_for_the_same_cards(hand: Hand) -> None:
    session = deal_to("mass-300", 4, lambda s, n, a: n == "draw" and a[0] is hand)
    question = practice_draw(session, hand)
    right = right_action(session)[1][1]
    step = session.draw(hand, not right)
    verdict = draw.grade(question, DrawAnswer(bool(right)))
    assert not step.right and step.facts == verdict.details
    assert step.article == verdict.article


def test_the_table_and_practice_explain_through_the_same_core_calls(monkeypatch) -> None:
    """Swap the core's fact functions: Practice's grade and the Table's step both change."""
    seen: list[str] = []

    def player_facts(p: int, b: int):  # type: ignore[no-untyped-def]
        seen.append("draw")
        return (("spy_draw", {"total": p}),)

    def line_facts(line, table):  # type: ignore[no-untyped-def]
        seen.append("line")
        return (("spy_line", {"paid": str(line.paid)}),)

    monkeypatch.setattr(draw, "player_facts", player_facts)
    monkeypatch.setattr(payout, "line_facts", line_facts)
    session = deal_to("mass-300", 4, lambda s, n, a: n == "draw" and a[0] is Hand.PLAYER)
    question = practice_draw(session, Hand.PLAYER)
    step = session.draw(Hand.PLAYER, not right_action(session)[1][1])
    assert step.facts == draw.grade(question, DrawAnswer(True)).details
    assert step.facts[0][0] == "spy_draw" and seen == ["draw", "draw"]

    session = deal_to("mass-300", 4, banker_win)
    bet = right_action(session)[1][0]
    index = session.state().accepted.index(bet)  # type: ignore[arg-type]
    step = session.take(bet)  # type: ignore[arg-type]
    verdict = payout.grade(practice_payout(session, "mass-300", index),
                           PayoutAnswer(Decimal(0), None, None))
    assert step.facts == (("spy_line", {"paid": "285"}),)
    assert verdict.details[0] == step.facts[0]


def test_a_wrong_banker_payout_says_the_commission_arithmetic_and_what_the_chips_came_to(
) -> None:
    session = deal_to("mass-300", 4, banker_win)
    bet, chips = right_action(session)[1]
    index = session.state().accepted.index(bet)  # type: ignore[arg-type]
    step = session.pay(bet, (*chips, (Decimal(50), 1)))  # type: ignore[arg-type]
    verdict = payout.grade(practice_payout(session, "mass-300", index),
                           PayoutAnswer(Decimal(285), Decimal(15), None))
    assert verdict.correct
    assert step.facts[0] == ("chips_paid", {"given": "335", "expected": "285"})
    # The rest is Practice's explanation of the same line: the 5% of art. 18 (1) as sums.
    assert step.facts[1:] == verdict.details
    assert ("commission", {"commission": "15", "winnings": "300", "paid": "285",
                           "mode": "deduct", "marked": False}) in step.facts


def test_a_no_commission_banker_six_is_explained_as_paid_half() -> None:
    session = deal_to("no-commission-500", 11, banker_win)
    bet = right_action(session)[1][0]
    line = next(ln for ln in session.settlement.lines if ln.bet == bet)  # type: ignore[union-attr]
    assert line.result is BetResult.WIN and line.odds == "1:2"
    step = session.take(bet)  # type: ignore[arg-type]
    assert ("banker_six_half", {"amount": "1000", "paid": "500", "odds": "1:2"}) in step.facts
    assert step.article == bac(18, 2)


def test_a_faulty_bet_let_through_is_named_and_carried_for_the_felt() -> None:
    session = deal_to("mass-300", 4, lambda s, n, a: n == "refuse")
    faulty = right_action(session)[1][0]
    step = session.accept_bets()
    assert not step.right and step.bet == faulty
    assert step.facts[0][0] == "faulty_bet"
    assert step.facts[0][1]["seat"] == faulty.seat  # type: ignore[attr-defined]
    # A late bet dealt over is the same: named and carried.
    session = deal_to("mass-300", 4, lambda s, n, a: n == "refuse" and s.phase is Phase.DEAL)
    late = right_action(session)[1][0]
    step = session.deal(Hand.PLAYER)
    assert step.bet == late and step.facts[0][1]["fault"] == "late_bet"
    assert step.article == PROCEDURE


def test_result_marks_are_judged_against_the_coup() -> None:
    session = deal_to("mass-300", 4, lambda s, n, a: n == "call_result")
    state = session.state()
    coup = Coup(state.player, state.banker)
    assert not coup.natural and not coup.player_pair
    step = session.call_result(coup.outcome, False, False, True, False)
    assert step.facts == (("result_mark", {"mark": "natural", "given": True, "truth": False}),)
    assert result_facts(coup, (True, False, False, False), False)[1] == (
        "result_mark", {"mark": "player_pair", "given": True, "truth": False})
    wrong = next(o for o in Outcome if o is not coup.outcome)
    assert session.call_result(wrong, False, False, False, False).facts[0][0] == "coup_result"


def test_an_under_minimum_bet_cites_the_sjm_note_only_at_an_sjm_table() -> None:
    sjm = DEFAULT_PROFILES["mass-300"]
    other = replace(sjm, banker_multiple_of_minimum=False)
    assert fault_article(FaultKind.UNDER_MIN, sjm) == HOUSE_NOTE
    assert fault_article(FaultKind.UNDER_MIN, other) == bac(14)
    assert fault_article(FaultKind.OVER_MAX, other) == bac(14)
    assert fault_article(FaultKind.UNDER_MIN) == HOUSE_NOTE  # no table: the engine's own


def test_every_baccarat_citation_of_the_table_has_a_lesson() -> None:
    refs = lesson_refs(lessons_dir())
    assert lesson_for(PROCEDURE, refs).order == 24  # type: ignore[union-attr]
    assert lesson_for(bac(9, 1), refs).order == 6  # type: ignore[union-attr]
    assert lesson_for(bac(9, 3, 4), refs).id == "banker-tableau"  # type: ignore[union-attr]
    assert lesson_for(bac(18, 1), refs).id == "commission"  # type: ignore[union-attr]
    assert lesson_for(HOUSE_NOTE, refs).id == "unequal-bets-and-limits"  # type: ignore[union-attr]
    cited = {bac(n) for n in (5, 7, 9, 11, 12, 13, 14, 17)} | {
        a for a in ARTICLES.values() if a.game is Game.BACCARAT and a.number in (9, 18)}
    assert all(lesson_for(article, refs) is not None for article in cited | {PROCEDURE})


def test_a_wrong_mark_cites_the_lesson_of_its_own_topic() -> None:
    """Art. 13 names every bet: a pair called wrong cites the pairs' lesson, a Lucky 6 missed
    at a commission table the Lucky 6 lesson; the no-commission half stays with commission."""
    refs = lesson_refs(lessons_dir())
    session = deal_to("mass-300", 4, lambda s, n, a: n == "call_result")
    winner = right_action(session)[1][0]
    step = session.call_result(winner, True, False, False, False)  # type: ignore[arg-type]
    assert (step.article, topic(step.facts)) == (bac(13), "player_pair")
    assert lesson_of(bac(13), refs, "player_pair").id == "pairs"  # type: ignore[union-attr]
    assert lesson_of(bac(13), refs, None).id == "bets-and-payouts"  # type: ignore[union-attr]
    assert lesson_of(bac(17), refs, "lucky_6").id == "lucky-6"  # type: ignore[union-attr]
    assert lesson_of(bac(18, 2), refs, "lucky_6").id == "commission"  # type: ignore[union-attr]
