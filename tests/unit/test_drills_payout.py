"""PAYOUT and SAMKONG_PAYOUT drills: hand-written lines from RULES.md, engine cross-checks,
dealer's order, chips, junk money and whole sessions."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.unit.test_drills import make, run
from trainer.articles import bac, sk
from trainer.baccarat.coup import Coup
from trainer.baccarat.settlement import Bet, BetKind, BetResult, settle
from trainer.baccarat.table import DEFAULT_PROFILES, CommissionMode
from trainer.cards import parse_cards
from trainer.chips import chip_breakdown
from trainer.drills import (
    BetSpec,
    DrillKind,
    DrillOptions,
    Level,
    PayoutAnswer,
    PayoutPrompt,
    Question,
    ReasonCode,
    SamKongPayoutPrompt,
    cells_for,
    expected_answer,
    explain,
    generate_deal,
    grade_answer,
    question_for_cell,
)
from trainer.drills.cell import Cell
from trainer.errors import MoneyParseError
from trainer.samkong.levels import rank_hand

D = Decimal


def payout_questions(profile, player, banker, bets, ask_chips=False):
    """Every step of a hand-made deal, in the engine's dealer order."""
    specs = tuple(BetSpec(seat, kind, D(amount)) for seat, kind, amount in bets)
    coup = Coup(parse_cards(player), parse_cards(banker))
    engine = [Bet(BetKind(s.kind), s.amount, s.seat) for s in specs]
    lines = settle(coup, engine, DEFAULT_PROFILES[profile]).lines
    order = tuple(engine.index(line.bet) for line in lines)
    return [
        Question(DrillKind.PAYOUT, Level.ALL, 0, "payout:x",
                 PayoutPrompt(profile, coup.player, coup.banker, specs, i, order, ask_chips),
                 step=i, steps=len(lines))
        for i in range(len(lines))
    ]


def by_bet(questions):
    return {(q.prompt.bet.seat, q.prompt.bet.kind): q for q in questions}


def test_banker_3000_wins_commission_150_pay_2850():
    # Player K-6 = 6 stands; Banker 9-K is a natural 9: Banker wins.
    qs = payout_questions("mass-1000", "KS 6H", "9D KC",
                          [(3, "banker", 3000), (5, "player", 2000), (1, "tie", 500)])
    # Dealer's order: losers first, right to left (seat 5 before seat 1), then winners.
    assert [(q.prompt.bet.seat, q.prompt.bet.kind) for q in qs] == [
        (5, "player"), (1, "tie"), (3, "banker")]
    banker = qs[2]
    assert expected_answer(banker) == PayoutAnswer(D(2850), D(150))
    grade = grade_answer(banker, PayoutAnswer.parse("2,850", "150"))
    assert grade.correct and grade.reason is ReasonCode.BANKER_COMMISSION
    assert grade.article == bac(18, 1)
    wrong = grade_answer(banker, PayoutAnswer.parse("HK$3,000"))
    assert not wrong.correct and wrong.reason is ReasonCode.BANKER_COMMISSION
    assert {d["part"] for d in wrong.details_with("wrong_part")} == {"paid", "commission"}
    # Art. 18 (1) as arithmetic, the words the Table uses too (issue 24 point 6).
    assert "5% of HK$3,000 = HK$150: pay HK$2,850" in explain(wrong)
    for loser in qs[:2]:
        g = grade_answer(loser, PayoutAnswer(D(0)))
        assert g.correct and g.reason is ReasonCode.BET_LOSES
        assert not grade_answer(loser, PayoutAnswer(D(500))).correct


def test_tie_500_pays_4000_and_main_bets_push():
    qs = by_bet(payout_questions("mass-1000", "4S 3D", "2H 5C",
                                 [(2, "tie", 500), (4, "banker", 1000), (6, "player_pair", 500)]))
    tie = qs[(2, "tie")]
    assert expected_answer(tie) == PayoutAnswer(D(4000))
    assert grade_answer(tie, PayoutAnswer(D(4000))).reason is ReasonCode.SIDE_BET_WINS
    push = grade_answer(qs[(4, "banker")], PayoutAnswer(D(0)))
    assert push.correct and push.reason is ReasonCode.BET_PUSHES and push.article == bac(12)
    assert expected_answer(qs[(6, "player_pair")]) == PayoutAnswer(D(0))


def test_player_pair_200_pays_2200():
    qs = by_bet(payout_questions("mass-300", "4H 4D", "KC 2S",
                                 [(1, "player_pair", 200), (7, "player", 300)]))
    assert expected_answer(qs[(1, "player_pair")]) == PayoutAnswer(D(2200))
    assert expected_answer(qs[(7, "player")]) == PayoutAnswer(D(300))
    assert grade_answer(qs[(7, "player")], PayoutAnswer(D(300))).reason is ReasonCode.BET_WINS


def test_lucky_6_two_and_three_cards():
    # Player K-2 draws an ace (3); Banker 3-3 = 6 stands against a 1 (art. 9 (4)(4)).
    two = by_bet(payout_questions("mass-300", "KS 2H AS", "3D 3C",
                                  [(1, "lucky_6", 100), (2, "banker", 300)]))
    assert expected_answer(two[(1, "lucky_6")]) == PayoutAnswer(D(1200))
    assert expected_answer(two[(2, "banker")]) == PayoutAnswer(D(285), D(15))
    # Three-card Banker 6 that wins: Player 10-4 + K = 4; Banker A-A (2) draws a 4 = 6.
    three = by_bet(payout_questions("mass-300", "10S 4H KD", "AD AC 4S",
                                    [(1, "lucky_6", 100)]))
    assert expected_answer(three[(1, "lucky_6")]) == PayoutAnswer(D(2000))


def test_no_commission_table_six_pays_half():
    six = by_bet(payout_questions("no-commission-500", "KS 2H AS", "3D 3C",
                                  [(1, "banker", 1000)]))[(1, "banker")]
    grade = grade_answer(six, PayoutAnswer(D(500)))
    assert grade.correct and grade.reason is ReasonCode.NO_COMMISSION_SIX
    assert grade.article == bac(18, 2)
    assert not grade_answer(six, PayoutAnswer(D(950), D(50))).correct
    seven = by_bet(payout_questions("no-commission-500", "KS 6H", "3D 4C",
                                    [(1, "banker", 1000)]))[(1, "banker")]
    assert expected_answer(seven) == PayoutAnswer(D(1000))


def test_commission_box_pays_in_full_and_marks():
    q = by_bet(payout_questions("commission-box-2000", "KS 6H", "9D KC",
                                [(1, "banker", 2000)]))[(1, "banker")]
    assert expected_answer(q) == PayoutAnswer(D(2000), D(100))
    grade = grade_answer(q, PayoutAnswer(D(2000), D(100)))
    assert grade.correct and "commission box" in explain(grade)
    assert not grade_answer(q, PayoutAnswer(D(1900), D(100))).correct


def test_chip_breakdown_sub_question():
    q = payout_questions("mass-1000", "KS 6H", "9D KC", [(3, "banker", 3000)], ask_chips=True)[0]
    chips = DEFAULT_PROFILES["mass-1000"].chips
    fewest = chip_breakdown(D(2850), chips)
    assert expected_answer(q) == PayoutAnswer(D(2850), D(150), fewest)
    assert sum(n for _, n in fewest) == 7
    assert grade_answer(q, PayoutAnswer(D(2850), D(150), fewest)).correct
    longer = ((D(1000), 2), (D(100), 8), (D(50), 1))
    wrong = grade_answer(q, PayoutAnswer(D(2850), D(150), longer))
    assert not wrong.correct
    assert [d["part"] for d in wrong.details_with("wrong_part")] == ["chips"]
    assert not grade_answer(q, PayoutAnswer(D(2850), D(150))).correct


def rules_md_payout(coup: Coup, kind: str, amount: Decimal, profile: str) -> PayoutAnswer:
    """Payouts written from RULES.md arts. 12, 17, 18 (not from the settlement engine)."""
    table = DEFAULT_PROFILES[profile]
    p, b = coup.player_total, coup.banker_total
    winner = "player" if p > b else "banker" if b > p else "tie"
    if kind in ("player", "banker"):
        if winner != kind:
            return PayoutAnswer(D(0))
        if kind == "banker":
            if table.no_commission:
                return PayoutAnswer(amount / 2 if b == 6 else amount)
            commission = amount * D("0.05")
            if table.commission_mode is CommissionMode.MARK:
                return PayoutAnswer(amount, commission)  # paid in full, 5% marked
            return PayoutAnswer(amount - commission, commission)
        return PayoutAnswer(amount)
    if kind == "tie":
        return PayoutAnswer(amount * 8 if winner == "tie" else D(0))
    if kind in ("player_pair", "banker_pair"):
        hand = coup.player if kind == "player_pair" else coup.banker
        return PayoutAnswer(amount * 11 if hand[0].rank == hand[1].rank else D(0))
    if winner == "banker" and b == 6:
        return PayoutAnswer(amount * (12 if len(coup.banker) == 2 else 20))
    return PayoutAnswer(D(0))


def test_payout_session_right_answers_match_rules_md():
    session, recorder, clock = make(DrillKind.PAYOUT, question_limit=40)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades)
    assert len(recorder.items) == len(questions) == session.summary().count
    assert recorder.recorded_before_return == [True] * len(questions)
    profiles, kinds = set(), set()
    for q in questions:
        prompt = q.prompt
        coup = Coup(prompt.player, prompt.banker)
        bet = prompt.bet
        profiles.add(prompt.profile)
        kinds.add(bet.kind)
        mine = rules_md_payout(coup, bet.kind, bet.amount, prompt.profile)
        engine = expected_answer(q)
        assert engine.paid == mine.paid, q
        assert engine.commission == mine.commission, q
        table = DEFAULT_PROFILES[prompt.profile]
        assert bet.seat in table.seat_numbers[:7]  # real numbers: no seat 4 where skipped
        if bet.kind == "banker" and table.banker_multiple_of_minimum:
            assert bet.amount % table.minimum == 0
    assert len(profiles) >= 3 and {"banker", "player"} <= kinds
    # Every deal asks losers before winners before pushes.
    deals: dict[int, list[Question]] = {}
    for q in questions:
        deals.setdefault(q.seed, []).append(q)
    rank = {"lose": 0, "win": 1, "push": 2}
    for steps in deals.values():
        results = [q.cell.last for q in steps]
        assert [rank[r] for r in results] == sorted(rank[r] for r in results)
        assert [q.step for q in steps] == list(range(len(steps)))


def test_payout_wrong_answers_cite_the_engine_article():
    session, recorder, clock = make(DrillKind.PAYOUT, Level.HARD, question_limit=10)
    questions, grades = run(
        session, recorder, clock, lambda q: PayoutAnswer(expected_answer(q).paid + 5)
    )
    assert not any(g.correct for g in grades)
    for q, g in zip(questions, grades, strict=True):
        table = DEFAULT_PROFILES[q.prompt.profile]
        coup = Coup(q.prompt.player, q.prompt.banker)
        engine_bets = [Bet(BetKind(b.kind), b.amount, b.seat) for b in q.prompt.bets]
        line = settle(coup, engine_bets, table).lines[q.step]
        assert g.article == line.article
        assert q.cell == Cell.parse(f"payout:{line.bet.kind.value}:{line.result.value}")
        if line.result is BetResult.LOSE:
            assert g.reason is ReasonCode.BET_LOSES


def test_junk_money_is_neither_graded_nor_recorded():
    session, recorder, _clock = make(DrillKind.PAYOUT, question_limit=1)
    q = session.next_question()
    for junk in ("12x", "", "-50", "1,2,3", "9.5"):
        with pytest.raises(MoneyParseError):
            session.submit(PayoutAnswer.parse(junk))
    assert recorder.items == [] and session.awaiting_answer and session.summary().count == 0
    grade = session.submit(PayoutAnswer.parse(str(expected_answer(q).paid),
                                              str(expected_answer(q).commission or "")))
    assert grade.correct and len(recorder.items) == 1


def test_payout_cells_determinism_and_json():
    for cell in cells_for(DrillKind.PAYOUT):
        deal = question_for_cell(DrillKind.PAYOUT, cell, seed=2)
        assert cell in {q.cell for q in deal}
    assert Cell.parse("payout:lucky_6:win") not in cells_for(DrillKind.PAYOUT,
                                                 DrillOptions(profile="mass-1000"))
    a = generate_deal(DrillKind.PAYOUT, Level.ALL, 77)
    assert a == generate_deal(DrillKind.PAYOUT, Level.ALL, 77)
    for q in a:
        assert Question.from_json(q.to_json()) == q
    fixed = generate_deal(DrillKind.PAYOUT, Level.ALL, 5, DrillOptions(profile="premium-5000"))
    assert {q.prompt.profile for q in fixed} == {"premium-5000"}


# ---- SAMKONG_PAYOUT ---------------------------------------------------------------------


def sk_question(banker, doors, bets):
    specs = tuple(BetSpec(*b) for b in bets)
    return [
        Question(DrillKind.SAMKONG_PAYOUT, Level.ALL, 0, "samkong:payout:x",
                 SamKongPayoutPrompt(parse_cards(banker), tuple(parse_cards(d) for d in doors),
                                     specs, i), step=i, steps=len(specs))
        for i in range(len(specs))
    ]


def test_samkong_payouts_from_rules_md():
    # Banker J Q K = 三公: odd/even stand (art. 8 (1)), 三公 pays 16:1, a door with 三公 ties.
    qs = sk_question("JS QS KS", ["JH QH KH", "9C 9D AS"], [
        (1, "door", D(1000), 1), (1, "tie", D(100), 1), (2, "odd", D(500)),
        (2, "three_faces", D(100)), (2, "point", D(100), None, "0"),
    ])
    door, tie, odd, three, point = qs
    g = grade_answer(door, PayoutAnswer(D(0)))
    assert g.correct and g.reason is ReasonCode.BET_PUSHES and g.article == sk(7)
    assert expected_answer(tie) == PayoutAnswer(D(2000))
    g = grade_answer(odd, PayoutAnswer(D(0)))
    assert g.correct and g.reason is ReasonCode.SAMKONG_ODD_EVEN_THREE_FACES
    assert g.article == sk(8, 1)
    assert expected_answer(three) == PayoutAnswer(D(1600))
    # A banker 三公 is not "0 points" (art. 8 (2)).
    assert expected_answer(point) == PayoutAnswer(D(0))


def test_samkong_door_win_commission():
    # Banker 2 3 A = 無公六; door J 9 K = 雙公九 wins: 1,000 less 5% = 950 (arts. 9, 10).
    qs = sk_question("2S 3S AS", ["JH 9H KH"], [
        (1, "door", D(1000), 1), (1, "even", D(300)), (1, "point", D(100), None, "6"),
    ])
    door, even, point = qs
    assert rank_hand(parse_cards("JH 9H KH")).ordinal == 2
    g = grade_answer(door, PayoutAnswer.parse("950", "50"))
    assert g.correct and g.reason is ReasonCode.SAMKONG_COMMISSION and g.article == sk(10)
    assert not grade_answer(door, PayoutAnswer(D(1000))).correct
    assert expected_answer(even) == PayoutAnswer(D(285), D(15))
    assert expected_answer(point) == PayoutAnswer(D(800))


@pytest.mark.parametrize("level", [Level.ALL, Level.HARD])
def test_samkong_payout_session(level):
    session, recorder, clock = make(DrillKind.SAMKONG_PAYOUT, level, question_limit=15)
    questions, grades = run(session, recorder, clock, expected_answer)
    assert all(g.correct for g in grades) and len(recorder.items) == len(questions)
    for q in questions:
        expected = expected_answer(q)
        bet = q.prompt.bet
        kind, result = q.cell.parts[2:]
        assert kind == bet.kind
        odds = {"door": 1, "odd": 1, "even": 1, "three_faces": 16, "point": 8, "tie": 20}[kind]
        if result == "win":
            winnings = bet.amount * odds
            commission = (winnings * D("0.05")).quantize(D(1)) if odds == 1 else D(0)
            assert expected.paid == winnings - commission
        else:
            assert expected.paid == 0
    session2, recorder2, clock2 = make(DrillKind.SAMKONG_PAYOUT, question_limit=5)
    _, wrong = run(session2, recorder2, clock2, lambda q: PayoutAnswer(D(7)))
    assert not any(g.correct for g in wrong)


def test_samkong_payout_cells():
    for cell in cells_for(DrillKind.SAMKONG_PAYOUT):
        deal = question_for_cell(DrillKind.SAMKONG_PAYOUT, cell, seed=4)
        assert cell in {q.cell for q in deal}
        for q in deal:
            assert Question.from_json(q.to_json()) == q


def test_an_empty_commission_is_right_when_the_commission_rounds_to_zero():
    from trainer.drills.lines import grade_line

    # 5% of a Banker 25 is 1.25, rounded down to a HK$5 chip: 0 (art. 18 (1)).
    expected = PayoutAnswer(Decimal(25), Decimal(0))
    assert grade_line(expected, PayoutAnswer(Decimal(25), None), None)[0]
    assert grade_line(expected, PayoutAnswer(Decimal(25), Decimal(0)), None)[0]
    assert not grade_line(expected, PayoutAnswer(Decimal(25), Decimal(5)), None)[0]
    # A commission that is due is not right when left empty.
    assert not grade_line(PayoutAnswer(Decimal(950), Decimal(50)),
                          PayoutAnswer(Decimal(950), None), None)[0]


def test_a_marked_commission_may_have_cents_the_payout_not():
    # Art. 18 (1) on a marking table: the exact 5% of a Banker 305 is 15.25, marked as such.
    from trainer.errors import MoneyParseError

    answer = PayoutAnswer.parse("305", "15.25", commission_cents=True)
    assert (answer.paid, answer.commission) == (Decimal(305), Decimal("15.25"))
    with pytest.raises(MoneyParseError):
        PayoutAnswer.parse("305.50", "15.25", commission_cents=True)
