"""References to the articles of RULES.md, so every grade can say where its rule comes from."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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

    @classmethod
    def from_code(cls, code: str) -> Article:
        """Inverse of :attr:`code`."""
        parts = code.split(".")
        if len(parts) < 2 or parts[0] not in ("bac", "sk"):
            raise ValueError(f"not an article code: {code!r}")
        game = Game.BACCARAT if parts[0] == "bac" else Game.SAM_KONG
        return cls(game, int(parts[1]), tuple(int(p) for p in parts[2:]))


def bac(number: int, *clauses: int, note: str = "") -> Article:
    """A baccarat article reference."""
    return Article(Game.BACCARAT, number, tuple(clauses), note)


def sk(number: int, *clauses: int, note: str = "") -> Article:
    """A Sam Kong article reference."""
    return Article(Game.SAM_KONG, number, tuple(clauses), note)
