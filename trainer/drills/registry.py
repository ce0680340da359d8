"""The registered kinds: every drill's :class:`DrillSpec` and the Table's :class:`KindSpec`,
in their order. Every list of kinds, names, orders, target times and panels reads this module;
a new drill is one spec added to :data:`_SPECS` (or :func:`register`-ed)."""

from __future__ import annotations

from trainer.drills import call, draw, payout, samkong, samkong_payout, shoe
from trainer.drills.answers import Answer, PayoutAnswer
from trainer.drills.base import DrillOptions, DrillSpec, KindListing, KindSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Grade, Level, Question
from trainer.kinds import TABLE_KIND

TABLE_SPEC = KindSpec(TABLE_KIND, order=80, name_code="table", target_ms=8000)
"""The Table among the kinds: after the drills, named "Table", 8 s a step."""

_SPECS: dict[DrillKind, DrillSpec] = {
    spec.kind: spec
    for spec in (draw.SPEC, call.SPEC, payout.SPEC, samkong.LEVEL_SPEC, samkong.DOORS_SPEC,
                 samkong_payout.SPEC, shoe.SPEC)
}


def register(spec: DrillSpec) -> None:
    """Add a drill kind (its kind made with :meth:`DrillKind.define`): every list reads it."""
    if spec.kind in _SPECS:
        raise ValueError(f"drill kind {spec.kind.name} is already registered")
    _SPECS[spec.kind] = spec


def unregister(kind: DrillKind) -> None:
    """Take back a kind added by :func:`register` and forget its :class:`DrillKind`."""
    DrillKind.withdraw(kind)
    del _SPECS[kind]


def spec_for(kind: DrillKind) -> DrillSpec:
    """The generator, grader and cells of ``kind`` (KeyError for a kind with no spec)."""
    return _SPECS[kind]


def drill_specs() -> tuple[DrillSpec, ...]:
    """Every drill's spec, in order."""
    return tuple(sorted(_SPECS.values(), key=lambda spec: spec.order))


def drill_kinds() -> tuple[DrillKind, ...]:
    """Every drill kind, in order (the Practice chooser, the blueprint editor, lessons)."""
    return tuple(spec.kind for spec in drill_specs())


def kind_listings() -> tuple[KindListing, ...]:
    """The drills and the Table, in order (charts, homework, target times)."""
    listings: list[KindListing] = [*drill_specs(), TABLE_SPEC]
    return tuple(sorted(listings, key=lambda listing: listing.order))


def kind_codes() -> tuple[str, ...]:
    """The stored codes of :func:`kind_listings`, in order."""
    return tuple(listing.code for listing in kind_listings())


def drill_codes() -> tuple[str, ...]:
    """The stored codes of the drills only (no Table), in order."""
    return tuple(kind.value for kind in drill_kinds())


def payout_codes() -> tuple[str, ...]:
    """The drills answered with a payout (their probe is a :class:`PayoutAnswer`): the
    payout-size chart counts their answers."""
    return tuple(spec.code for spec in drill_specs() if isinstance(spec.probe, PayoutAnswer))


def listing_for(code: str) -> KindListing | None:
    """The listing of a stored kind code, or None for a code no kind has."""
    return next((listing for listing in kind_listings() if listing.code == code), None)


def target_times_ms() -> dict[str, int]:
    """Every kind's default target answer time, by stored code."""
    return {listing.code: listing.target_ms for listing in kind_listings()}


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


def deals_cards(kind: DrillKind) -> bool:
    """Whether ``kind`` deals cards (counted as deals) or asks questions (the shoe drill)."""
    return spec_for(kind).deals_cards


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
    return spec_for(question.kind).probe
