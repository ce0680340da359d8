"""Lesson 24 (take, pay and the commission boxes, issue 14): every figure its text gives, in
every language, is one the engine computes from the lesson's own examples: the payouts and
commissions of the settlement, and the boxes the engine's CommissionBox holds and collects."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from trainer.baccarat.settlement import BetKind, BetResult, CommissionBox
from trainer.curriculum import LANGUAGES, CheckKind, load_lessons
from trainer.curriculum.model import Lesson

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON_ID = "take-pay-and-commission-boxes"


def lesson(lang: str) -> Lesson:
    return load_lessons(LESSONS, lang).by_id(LESSON_ID)


def figures_in(text: str) -> set[Decimal]:
    """The amounts a text names: 2,850, 2 850 (Portuguese) and 2850 alike; small numbers
    (article numbers, seats, 5%, odds) are left out."""
    numbers = re.findall(r"\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+", text)
    amounts = {Decimal(re.sub(r"[ ,\u00a0]", "", n)) for n in numbers}
    return {a for a in amounts if a >= 100}


def engine_figures() -> dict[str, Decimal]:
    """The lesson's figures as the engine computes them, by what they are."""
    english = lesson("en")
    deduct, mark = english.examples
    assert deduct.settlement is not None and mark.settlement is not None
    assert mark.table is not None
    out: dict[str, Decimal] = {}
    for name, settlement in (("deduct", deduct.settlement), ("mark", mark.settlement)):
        out[f"{name}.paid"] = settlement.paid
        out[f"{name}.commission"] = settlement.commission
        for line in settlement.lines:
            where = f"{name}.{line.bet.seat}.{line.bet.kind.value}"
            out[f"{where}.stake"] = line.bet.amount
            if line.result is BetResult.WIN:
                out[f"{where}.paid"] = line.paid
                out[f"{where}.commission"] = line.commission
    # The same seats win the same bets again next coup; then the boxes are collected.
    boxes = CommissionBox(mark.table)
    boxes.record(mark.settlement)
    for line in mark.settlement.lines:
        if line.marked:
            out[f"box.{line.bet.seat}.one_coup"] = boxes.marks[line.bet.seat]
    boxes.record(mark.settlement)
    for seat, marked in boxes.marks.items():
        out[f"box.{seat}.two_coups"] = marked
        out[f"box.{seat}.owed"] = boxes.owed(seat)
    # What rounding each mark first would collect (the mistake the text warns of): the
    # engine's own rounding of one mark, twice.
    single = CommissionBox(mark.table)
    single.record(mark.settlement)
    out["box.6.rounded_each"] = single.owed(6) * 2
    return out


def test_the_engine_settles_the_lesson_as_the_text_says() -> None:
    figures = engine_figures()
    # Spot-check the story the lesson tells against the engine, by meaning.
    assert figures["deduct.6.banker.paid"] + figures["deduct.6.banker.commission"] == (
        figures["deduct.6.banker.stake"])
    assert figures["mark.6.banker.paid"] == figures["mark.6.banker.stake"]
    assert figures["box.6.owed"] < figures["box.6.two_coups"]
    assert figures["box.6.rounded_each"] < figures["box.6.owed"]
    assert {line.bet.kind for line in lesson("en").examples[1].settlement.winners} == {
        BetKind.BANKER}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_figure_of_the_text_is_the_engines(lang: str) -> None:
    """Every amount the lesson body names is one the engine computed, and the ones the
    lesson is about (payouts, marks, the boxes collected) are all there."""
    body = lesson(lang).body_markdown
    engine = set(engine_figures().values())
    assert figures_in(body) <= engine, sorted(figures_in(body) - engine)
    figures = engine_figures()
    named = {figures[k] for k in (
        "deduct.paid", "deduct.6.banker.paid", "deduct.2.banker.paid", "mark.paid",
        "mark.commission", "box.6.two_coups", "box.6.owed", "box.2.two_coups", "box.2.owed",
        "box.6.rounded_each")}
    assert named <= figures_in(body), sorted(named - figures_in(body))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_check_asks_the_engines_totals(lang: str) -> None:
    found = lesson(lang)
    paid, commission = found.checks[0], found.checks[1]
    figures = engine_figures()
    assert paid.kind is CheckKind.PAID and Decimal(paid.answer) == figures["deduct.paid"]
    assert commission.kind is CheckKind.COMMISSION
    assert Decimal(commission.answer) == figures["mark.commission"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_written_choices_name_the_engines_box_figures(lang: str) -> None:
    """The box question's right choice is what the engine collects, the wrong ones the
    mistakes (rounding each mark, not rounding at all)."""
    found = lesson(lang)
    figures = engine_figures()
    collect = found.pool(2)[1]
    right = [c for c in collect.choices if c.code == collect.answer]
    assert [figures_in(c.text) for c in right] == [{figures["box.6.owed"]}]
    wrong = [figures_in(c.text) for c in collect.choices if c.code != collect.answer]
    assert {figures["box.6.rounded_each"], figures["box.6.two_coups"]} == set().union(*wrong)
