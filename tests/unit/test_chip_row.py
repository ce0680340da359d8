"""Issue 12, point 3 (core): the chips typed in one row ("2x1k 3x100 50"), and "right amount,
not the fewest chips" as its own grade, stored as such and counted apart in progress.

No article of RULES.md fixes how a payout is cut into chips: RULES.md C examines the "chip
breakdown of a payout", and the house practice is the fewest chips. The expected breakdowns
below are worked by hand from the table's chips.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.unit.test_drills_chips import line_question, school_table
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.chips import ChipCountError, chip_key, parse_chip_row
from trainer.drills import (
    DrillKind,
    DrillOptions,
    DrillSession,
    Fault,
    Level,
    PayoutAnswer,
    expected_answer,
    explain,
    grade_answer,
)
from trainer.drills.explain import Outcome, explanation
from trainer.stats import payout_errors
from trainer.stats.values import (
    PayoutBucketErrors,
)
from trainer.store import Store

D = Decimal
MASS = DEFAULT_PROFILES["mass-1000"].chips  # 50, 100, 500, 1,000, 5,000, 10,000, 50,000
LOW = (D(5), D(10), D(20), D(50), D(100), D(500), D(1000), D(5000), D(10000))


# ---- reading the row ---------------------------------------------------------------------


def test_keys_are_what_the_chip_shows() -> None:
    assert [chip_key(c) for c in LOW] == ["5", "10", "20", "50", "100", "500", "1k", "5k",
                                          "10k"]
    assert chip_key(D(25)) == chip_key(D("25.00")) == "25"
    assert chip_key(D(100000)) == "100k"


@pytest.mark.parametrize(("text", "chips"), [
    ("2x1k 3x100 50", ((D(1000), 2), (D(100), 3), (D(50), 1))),
    # any order, highest first after reading; "×", "*", "+", upper case "K" all do
    ("50 + 3×100 + 2*1K", ((D(1000), 2), (D(100), 3), (D(50), 1))),
    ("100 100 100", ((D(100), 3),)),  # the same chip again adds up
    ("1000", ((D(1000), 1),)),  # the full value is the same chip as 1k
    ("２ｘ１ｋ　５０", ((D(1000), 2), (D(50), 1))),  # full-width, ideographic space
    ("  5x20  ", ((D(20), 5),)),
])
def test_a_row_is_read_highest_chip_first(text, chips) -> None:
    assert parse_chip_row(text, LOW) == chips


@pytest.mark.parametrize(("text", "reason", "token", "chip"), [
    ("", "no_chips", "", None),
    ("   ", "no_chips", "", None),
    ("2x", "unreadable", "2x", None),
    ("x100", "unreadable", "x100", None),
    ("0x100", "unreadable", "0x100", None),
    ("2a", "unreadable", "2a", None),
    ("1,000", "unreadable", "1,000", None),
    ("-1x100", "unreadable", "-1x100", None),
    ("1.5x100", "unreadable", "1.5x100", None),
    ("2x1k 3x25", "not_a_chip", "3x25", D(25)),  # no HK$25 chip at this table
    ("1000x100", "too_many", "1000x100", D(100)),
])
def test_junk_is_refused_and_nothing_read(text, reason, token, chip) -> None:
    with pytest.raises(ChipCountError) as caught:
        parse_chip_row(text, LOW)
    assert (caught.value.reason, caught.value.token, caught.value.chip) == (reason, token, chip)


# ---- the grade -------------------------------------------------------------------------


def _mass_question():
    # Banker 3,000 wins on mass-1000, 5% deducted (art. 18 (1)): pay 2,850, commission 150;
    # fewest chips 2 x 1,000 + 500 + 3 x 100 + 50 = 7 chips.
    return line_question(DEFAULT_PROFILES["mass-1000"], "KS 6H", "9D KC",
                         [(3, "banker", 3000)], 3, "banker")


def test_right_amount_not_fewest_is_its_own_grade() -> None:
    q = _mass_question()
    chips = parse_chip_row("2x1k 8x100 50", MASS)  # 2,850 in 11 chips
    grade = grade_answer(q, PayoutAnswer(D(2850), D(150), chips))
    assert not grade.correct
    assert grade.fault is Fault.NOT_FEWEST_CHIPS
    assert explanation(grade).outcome is Outcome.NOT_FEWEST_CHIPS
    text = explain(grade)
    assert text.startswith("Right amount, not the fewest chips.")
    assert "11 chips (2 × 1,000 + 8 × 100 + 1 × 50) where 7 pay it" in text


@pytest.mark.parametrize(("answer", "why"), [
    (PayoutAnswer(D(3000), D(150), ((D(1000), 3),)), "a wrong payout, fewest chips for it"),
    (PayoutAnswer(D(2850), D(0), ((D(1000), 2), (D(500), 1), (D(100), 3), (D(50), 1))),
     "the commission is wrong"),
    (PayoutAnswer(D(2850), D(150), ((D(1000), 3),)), "chips add up to 3,000, not 2,850"),
    (PayoutAnswer(D(2850), D(150), None), "no chips at all"),
])
def test_a_wrong_amount_is_not_the_chip_grade(answer, why) -> None:
    grade = grade_answer(_mass_question(), answer)
    assert not grade.correct, why
    assert grade.fault is Fault.WRONG_AMOUNT, why
    assert explanation(grade).outcome is Outcome.WRONG, why


def test_the_fewest_chips_have_no_fault() -> None:
    q = _mass_question()
    grade = grade_answer(q, PayoutAnswer(D(2850), D(150),
                                         parse_chip_row("50 3x100 500 2x1k", MASS)))
    assert grade.correct and grade.fault is None


def test_the_given_chips_are_said_highest_first() -> None:
    # 250 on the school's 25-chip table (art. 18 (2) half of 500): ten 25s typed low first.
    q = line_question(school_table(), "KS 2H AS", "3D 3C", [(1, "banker", 500)], 1, "banker")
    grade = grade_answer(q, PayoutAnswer(D(250), None, ((D(25), 2), (D(100), 1), (D(25), 4))))
    assert grade.detail("wrong_part")["given"] == "100x1 + 25x2 + 25x4"  # type: ignore[index]


# ---- stored as such, counted apart --------------------------------------------------------


def test_the_fault_is_stored_and_counted_apart(store: Store, instructor: Actor) -> None:
    cohort = store.roster.create_cohort(instructor, "A")
    store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = store.authenticate("amy", "1234")
    session_id = store.practice.start_session(amy, DrillKind.PAYOUT.value, {})
    session = DrillSession(
        DrillKind.PAYOUT, Level.ALL, seed=11, question_limit=60,
        recorder=store.practice.recorder(amy, session_id),
        options=DrillOptions(profile="mass-1000", ask_chips=True))
    want: list[str | None] = []
    n = 0
    while (question := session.next_question()) is not None:
        expected = expected_answer(question)
        assert isinstance(expected, PayoutAnswer)
        if expected.paid == 0 or expected.chips is None:
            session.submit(expected)
            want.append(None)
            continue
        n += 1
        if n % 3 == 1:  # right amount, every chip broken into the smallest (50s)
            fifties = int(expected.paid / 50)
            given = PayoutAnswer(expected.paid, expected.commission, ((D(50), fifties),))
            want.append(None if fifties == sum(c for _, c in expected.chips)
                        else "not_fewest_chips")
        elif n % 3 == 2:  # 50 too much, paid in chips adding up to it
            paid = expected.paid + 50
            given = PayoutAnswer(paid, expected.commission, ((D(50), int(paid / 50)),))
            want.append("wrong_amount")
        else:
            given = expected
            want.append(None)
        session.submit(given)
    rows = sorted(store.practice.attempts(amy, amy.user_id), key=lambda r: r.id)
    assert [r.fault for r in rows] == want
    assert "not_fewest_chips" in want and "wrong_amount" in want
    buckets = store.reports.payout_errors(amy, amy.user_id)
    assert sum(b.not_fewest for b in buckets) == want.count("not_fewest_chips")
    assert sum(b.wrong for b in buckets) == len([w for w in want if w])
    series = payout_errors(buckets)
    assert sum(series.not_fewest) == want.count("not_fewest_chips")
    assert sum(series.wrong_amount) == want.count("wrong_amount")


def test_the_series_splits_wrong_amounts_from_chip_grades() -> None:
    series = payout_errors([PayoutBucketErrors(0, 4, 1), PayoutBucketErrors(2, 10, 6, 4)])
    assert series.attempts[2] == 10 and series.wrong[2] == 6
    assert series.not_fewest[2] == 4 and series.wrong_amount[2] == 2
    assert series.not_fewest_rate[2] == pytest.approx(0.4)
    assert series.wrong_amount[0] == 1 and series.not_fewest[0] == 0
