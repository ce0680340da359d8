"""References to the articles of RULES.md, so every grade can say where its rule comes from."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType


class Game(Enum):
    """The two games the trainer teaches."""

    BACCARAT = "baccarat"
    SAM_KONG = "samkong"


@dataclass(frozen=True, order=True)
class Article:
    """One article of RULES.md, optionally narrowed to clauses: ``Article(BACCARAT, 9, (3, 4))``.

    ``str()`` gives the citation used in feedback, e.g. ``Baccarat art. 9 (3)(4)``.
    """

    game: Game
    number: int
    clauses: tuple[int, ...] = ()
    note: str = ""

    def __str__(self) -> str:
        name = "Baccarat" if self.game is Game.BACCARAT else "Sam Kong"
        if self.number == PROCEDURE_NUMBER:
            return f"{name} {self.note}"
        text = f"{name} art. {self.number}"
        if self.clauses:
            text += " " + "".join(f"({c})" for c in self.clauses)
        if self.note:
            text += f" {self.note}"
        return text

    @property
    def code(self) -> str:
        """A compact stable code for storage: ``bac.9.3.4``, ``sk.8.1``."""
        prefix = "bac" if self.game is Game.BACCARAT else "sk"
        return ".".join([prefix, str(self.number), *map(str, self.clauses)])

    @property
    def ref(self) -> str:
        """The code with its note, as :data:`ARTICLES` keys it: ``bac.2+b``, ``bac.18+sjm``
        (the same as :attr:`code` for an article without a note)."""
        key = _NOTE_KEYS.get(self.note)
        return self.code if key is None else f"{self.code}+{key}"

    @classmethod
    def from_code(cls, code: str) -> Article:
        """Inverse of :attr:`code`, and of :attr:`ref`: ``bac.18+sjm`` is the SJM house note.

        Raises ``ValueError`` for text that is not a code or an unknown note.
        """
        base, plus, key = code.partition("+")
        note = ""
        if plus:
            if key not in _NOTES:
                raise ValueError(f"not an article note: {key!r} in {code!r}")
            note = _NOTES[key]
        parts = base.split(".")
        if len(parts) < 2 or parts[0] not in ("bac", "sk"):
            raise ValueError(f"not an article code: {code!r}")
        game = Game.BACCARAT if parts[0] == "bac" else Game.SAM_KONG
        try:
            numbers = [int(p) for p in parts[1:]]
        except ValueError:
            raise ValueError(f"not an article code: {code!r}") from None
        return cls(game, numbers[0], tuple(numbers[1:]), note)


def bac(number: int, *clauses: int, note: str = "") -> Article:
    """A baccarat article reference."""
    return Article(Game.BACCARAT, number, tuple(clauses), note)


def sk(number: int, *clauses: int, note: str = "") -> Article:
    """A Sam Kong article reference."""
    return Article(Game.SAM_KONG, number, tuple(clauses), note)


PROCEDURE_NUMBER = 0
"""Not an article: RULES.md section C, what a dealer is examined on (the order of taking and
paying, for one), which no article of the regulation fixes. Cited as ``Baccarat procedure
(RULES.md C)``."""

_NOTES: Mapping[str, str] = MappingProxyType({
    "a": "option (a)",
    "b": "option (b)",
    "c": "option (c)",
    "sjm": "house note (SJM)",
    "proc": "procedure (RULES.md C)",
})
_NOTE_KEYS: Mapping[str, str] = MappingProxyType({v: k for k, v in _NOTES.items()})

HOUSE_NOTE = bac(18, note="house note (SJM)")
"""The SJM house note of RULES.md A (after art. 19): Banker bets the minimum or a whole
multiple of it, so that the 5% of art. 18 can be paid in chips; Player bets reach the
minimum. Cited beside art. 18, the commission it serves."""

PROCEDURE = Article(Game.BACCARAT, PROCEDURE_NUMBER, (), "procedure (RULES.md C)")
"""The dealer's procedure of RULES.md C: losers first, then winners, right to left."""

SK_PROCEDURE = Article(Game.SAM_KONG, PROCEDURE_NUMBER, (), "procedure (RULES.md C)")
"""The dealer's procedure of RULES.md C at a Sam Kong table: the order of taking and paying,
the house's limits and a bet after the cards are out, which no article of Portaria 22/96/M
fixes. Cited as ``Sam Kong procedure (RULES.md C)``."""


def _table(articles: list[Article]) -> Mapping[str, Article]:
    return MappingProxyType({a.ref: a for a in articles})


ARTICLES: Mapping[str, Article] = _table([
    # Baccarat, RULES.md A: arts. 1-19 and their clauses.
    *(bac(n) for n in range(1, 20)),
    bac(2, note="option (a)"),
    bac(2, note="option (b)"),
    bac(2, note="option (c)"),
    bac(9, 1),
    bac(9, 2),
    bac(9, 3),
    bac(9, 4),
    *(bac(9, 3, n) for n in range(1, 7)),
    *(bac(9, 4, n) for n in range(1, 7)),
    bac(18, 1),
    bac(18, 2),
    HOUSE_NOTE,
    PROCEDURE,
    # Sam Kong, RULES.md B: arts. 1-10 and their clauses.
    *(sk(n) for n in range(1, 11)),
    sk(8, 1),
    sk(8, 2),
    sk(8, 3),
    *(sk(9, n) for n in range(1, 6)),  # door, odd/even, 三公, a point, tie
    SK_PROCEDURE,
])
"""The one table of what the trainer may cite, keyed by :attr:`Article.ref`: every article
and clause of RULES.md (Baccarat arts. 1-19, Sam Kong arts. 1-10), the burn options of
Baccarat art. 2, the SJM house note and the dealer's procedure of section C. Every grade,
refusal, lesson and check cites one of these (a test walks them all)."""
