"""The drill kinds by :class:`DrillKind`: generate a deal, grade an answer, list the cells."""

from __future__ import annotations

import importlib
from decimal import Decimal

from trainer.drills.answers import (
    Answer,
    CallAnswer,
    DrawAnswer,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
    Winner,
)
from trainer.drills.base import DrillOptions, DrillSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Grade, Level, Question

_MODULES: dict[DrillKind, str] = {
    DrillKind.DRAW: "trainer.drills.draw",
    DrillKind.CALL: "trainer.drills.call",
    DrillKind.PAYOUT: "trainer.drills.payout",
    DrillKind.SAMKONG_LEVEL: "trainer.drills.samkong",
    DrillKind.SAMKONG_DOORS: "trainer.drills.samkong",
    DrillKind.SAMKONG_PAYOUT: "trainer.drills.samkong_payout",
    DrillKind.SHOE: "trainer.drills.shoe",
}
_ATTRS: dict[DrillKind, str] = {
    DrillKind.SAMKONG_LEVEL: "LEVEL_SPEC",
    DrillKind.SAMKONG_DOORS: "DOORS_SPEC",
}


def spec_for(kind: DrillKind) -> DrillSpec:
    """The generator, grader and cells of ``kind``."""
    module = importlib.import_module(_MODULES[kind])
    spec = getattr(module, _ATTRS.get(kind, "SPEC"))
    assert isinstance(spec, DrillSpec)
    return spec


def levels_for(kind: DrillKind) -> tuple[Level, ...]:
    """The levels ``kind`` offers (the chooser, new exam sections, lesson links)."""
    return spec_for(kind).levels


def accepted_levels(kind: DrillKind) -> tuple[Level, ...]:
    """The levels ``kind`` still runs: those offered and the retired ones (old exams)."""
    spec = spec_for(kind)
    return spec.levels + spec.retired


def takes_table(kind: DrillKind) -> bool:
    """Whether ``kind`` deals at a table profile (an exam section may pick its tables)."""
    return spec_for(kind).takes_table


def cells_for(kind: DrillKind, options: DrillOptions | None = None) -> tuple[Cell, ...]:
    """Every weak-spot cell ``kind`` can produce."""
    return spec_for(kind).cells(options or DrillOptions())


def generate_deal(
    kind: DrillKind,
    level: Level,
    seed: int,
    options: DrillOptions | None = None,
    target: Cell | None = None,
) -> tuple[Question, ...]:
    """The steps of one deal; the same arguments always give the same questions.

    ``target`` must be one of :func:`cells_for` ``(kind, options)`` (ValueError otherwise):
    checked here, once, so a generator takes it as one of its own cells.
    """
    spec, options = spec_for(kind), options or DrillOptions()
    if target is not None and target not in spec.cells(options):
        raise ValueError(f"not a {kind.name} cell: {target}")
    return spec.generate(level, seed, options, target)


def verdict_for(question: Question, answer: Answer) -> Verdict:
    """Grade ``answer`` against the engine's rules, before any timing."""
    return spec_for(question.kind).grade(question, answer)


def grade_answer(question: Question, answer: Answer) -> Grade:
    """A :class:`Grade` for ``answer`` with no timing (``ms_taken`` 0): for checks and the CLI.

    Practice goes through :class:`~trainer.drills.session.DrillSession`, which times answers.
    """
    verdict = verdict_for(question, answer)
    return Grade(
        verdict.correct, verdict.expected, answer, verdict.reason, verdict.article, verdict.details
    )


def expected_answer(question: Question) -> Answer:
    """The right answer to ``question`` (what the engine says)."""
    spec = spec_for(question.kind)
    probe = _probe_answer(question)
    return spec.grade(question, probe).expected


def _probe_answer(question: Question) -> Answer:
    """Any well-typed answer: grading it reveals the expected one."""
    probes: dict[DrillKind, Answer] = {
        DrillKind.DRAW: DrawAnswer(False),
        DrillKind.CALL: CallAnswer(0, 0, Winner.TIE, False, False, False),
        DrillKind.PAYOUT: PayoutAnswer(Decimal(0)),
        DrillKind.SAMKONG_LEVEL: SamKongLevelAnswer(1),
        DrillKind.SAMKONG_DOORS: SamKongDoorsAnswer(()),
        DrillKind.SAMKONG_PAYOUT: PayoutAnswer(Decimal(0)),
        DrillKind.SHOE: ShoeAnswer(0),
    }
    return probes[question.kind]
