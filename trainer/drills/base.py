"""What every drill kind provides: a generator, a grader and its universe of weak-spot cells."""

from __future__ import annotations

import random
from dataclasses import KW_ONLY, dataclass, field
from typing import Protocol

from trainer.articles import Article
from trainer.baccarat.table import TableRules
from trainer.cards import Card, Rank, Suit, full_deck
from trainer.drills.answers import Answer
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode


@dataclass(frozen=True)
class Verdict:
    """A grade before the session adds timing: what is right, why, and where it is written."""

    correct: bool
    expected: Answer
    reason: ReasonCode
    article: Article
    details: tuple[Detail, ...] = ()


@dataclass(frozen=True)
class DrillOptions:
    """Settings a generator may use.

    PAYOUT: ``profile`` names the table (None: a different table each deal); ``tables`` are
    the school's own profiles, offered next to the shipped ones (one of the same name replaces
    the shipped one); ``ask_chips`` also asks the fewest-chip breakdown of each payout.
    """

    profile: str | None = None
    decks: int = 8
    ask_chips: bool = False
    tables: tuple[TableRules, ...] = ()


class KindListing(Protocol):
    """What every list of kinds reads (the Practice chooser, the exam blueprint editor, the
    Progress charts, homework, target times): a drill's :class:`DrillSpec` or the Table's
    :class:`KindSpec`."""

    @property
    def code(self) -> str:
        """The code stored in ``drill_kind`` columns (``"draw"``, ``"table"``)."""
        ...

    @property
    def order(self) -> int:
        """Where the kind stands in every list (smaller first)."""
        ...

    @property
    def name_code(self) -> str:
        """The wording key of the kind's name (``ui/words.py`` words it)."""
        ...

    @property
    def target_ms(self) -> int:
        """The default target answer time (a cohort may set its own)."""
        ...


@dataclass(frozen=True)
class KindSpec:
    """A kind of graded step that is not dealt by a generator (the Table's steps): listed,
    named and timed like a drill, but with no levels, cells or panel."""

    code: str
    order: int
    name_code: str
    target_ms: int


@dataclass(frozen=True)
class DrillSpec:
    """One drill kind: its levels, cells, generator and grader, and what the lists of kinds
    read (order, name, target time, panel), so that a new drill is one spec in the registry."""

    kind: DrillKind
    levels: tuple[Level, ...]
    generate: Generator
    grade: Grader
    cells: CellUniverse
    _: KW_ONLY
    order: int
    """Where the kind stands in the chooser, the blueprint editor and the charts."""
    name_code: str
    """The wording key of the kind's name (``ui/words.py``: one wording per kind)."""
    target_ms: int
    """The default target answer time of one step (a cohort may set its own)."""
    panel: str
    """The key of the answer panel that shows a question and reads an answer
    (``ui/widgets/panels``' mapping); kinds that ask alike share one."""
    probe: Answer
    """Any well-typed answer: grading it reveals the expected one."""
    reasons: tuple[ReasonCode, ...]
    """The reason codes a verdict of this kind may carry (besides TIMED_OUT)."""
    extra: dict[str, object] = field(default_factory=dict)
    retired: tuple[Level, ...] = ()
    """Levels no longer offered (not in :attr:`levels`) but still accepted, so that an exam
    blueprint stored with one still loads, sits and is reviewed from its seeds."""
    deals_cards: bool = True
    """Whether a deal is cards dealt, counted as deals; the shoe drill asks questions about
    the shoe, counted as questions (the chooser's and the progress line's words)."""
    judged_always: bool = False
    """Whether readiness judges every trainee on this drill even when not practised in the
    window (the Baccarat dealing skills of RULES.md C); another is judged when practised."""
    takes_table: bool = False
    """Whether a deal is dealt at one table profile (:attr:`DrillOptions.profile`): an exam
    section of this kind may name the school's profiles to draw its questions under."""

    @property
    def code(self) -> str:
        """The kind's stored code."""
        return self.kind.value


class Generator(Protocol):
    def __call__(
        self, level: Level, seed: int, options: DrillOptions, target: Cell | None = None
    ) -> tuple[Question, ...]:
        """The steps of one deal, built from ``random.Random(seed)`` only (deterministic).

        With ``target`` (a cell of :attr:`DrillSpec.cells`, which
        :func:`~trainer.drills.registry.generate_deal` has checked) the deal must contain it.
        """
        ...


class Grader(Protocol):
    def __call__(self, question: Question, answer: Answer) -> Verdict: ...


class CellUniverse(Protocol):
    def __call__(self, options: DrillOptions) -> tuple[Cell, ...]: ...


# ---- card helpers shared by generators ---------------------------------------------------


def random_card(rng: random.Random) -> Card:
    return Card(Rank(rng.randint(1, 13)), rng.choice(list(Suit)))


def card_with_points(rng: random.Random, points: int) -> Card:
    """A random card whose baccarat value is ``points`` (0: 10, J, Q or K)."""
    ranks = [r for r in Rank if r.points == points]
    return Card(rng.choice(ranks), rng.choice(list(Suit)))


def two_cards_totalling(rng: random.Random, total: int) -> tuple[Card, Card]:
    """Two cards (as from one deck) whose baccarat total is ``total``, drawn at random."""
    deck = full_deck()
    while True:
        first, second = rng.sample(deck, 2)
        if (first.points + second.points) % 10 == total:
            return first, second
