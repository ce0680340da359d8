"""The shoe's life as the trainee deals it (:attr:`TableSettings.shoe_life`): the cut and the
burn of Baccarat art. 2, the burn before each coup of art. 8, and an automatic shuffler's
table (arts. 2 (3), 7 (2)), each as the table profile's procedures say
(:class:`~trainer.baccarat.procedures.Procedures`).

The session (:mod:`trainer.table.session`) owns the phases and the graded steps; this module
holds the rules' numbers and the expected answers, each from the one engine call that also
does it (:meth:`trainer.cards.Shoe.burn_plan` for a burn's count, :meth:`Shoe.place_cut`'s
check for the cut).
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.articles import PROCEDURE, Article, bac
from trainer.baccarat.procedures import Procedures
from trainer.cards import BACCARAT_MIN_CUT_FROM_END, Card, Shoe

CUT_DEEPEST_FROM_END = 78
"""The deepest the house lets the cut card go: a deck and a half from the end. Art. 2 only sets
the shallow end ("about the last 12 cards or earlier"); a cut much deeper wastes the shoe, and
the houses the trainer follows ask for at most about a deck and a half, so deeper is a mistake
of house procedure (:data:`~trainer.articles.PROCEDURE`), not of the law."""

SHUFFLER_SHIFT_COUPS = 70
"""How many coups a session at an automatic shuffler's table lasts when it sets no coup limit:
about an eight-deck shoe's coups. The machine takes every coup's cards back and shuffles them
in (art. 7 (2)), so its shoe never reaches a cut card (there is none, art. 2 (3))."""

RIGHT_CUT = (BACCARAT_MIN_CUT_FROM_END, CUT_DEEPEST_FROM_END)
"""The right zone for the cut card, in cards left behind it (both ends in)."""


@dataclass(frozen=True)
class CutVerdict:
    """A cut graded: right or not, the zone expected as a plain code, the article cited."""

    right: bool
    expected: str
    article: Article


def cut_verdict(from_end: int) -> CutVerdict:
    """Grade a cut card placed ``from_end`` cards from the end: fewer than
    :data:`~trainer.cards.BACCARAT_MIN_CUT_FROM_END` is against art. 2 (the shoe would refuse
    it too), deeper than :data:`CUT_DEEPEST_FROM_END` against the house's procedure."""
    low, high = RIGHT_CUT
    expected = f"{low}-{high}"
    if from_end < low:
        return CutVerdict(False, expected, bac(2))
    if from_end > high:
        return CutVerdict(False, expected, PROCEDURE)
    return CutVerdict(True, expected, bac(2))


def hinted_cut(shoe: Shoe) -> int:
    """Where the hint puts the cut card: where the shoe was built to have it (the settings'
    ``cut_from_end``), kept inside the right zone, so a scripted right dealer deals the same
    cards as the app's own cut."""
    low, high = RIGHT_CUT
    return min(max(shoe.cut_from_end, low), high)


def burn_each_coup(procedures: Procedures) -> tuple[int, Article]:
    """Art. 8: the cards the house burns before each coup's deal, and the article."""
    return procedures.burn_each_coup, bac(8)


def shoe_size(shoe: Shoe) -> int:
    """Every card of the shoe, dealt or not (the stack the cut card goes into)."""
    return shoe.dealt + shoe.remaining


@dataclass
class ShoeLife:
    """What the session keeps for the shoe's life: whether it is on and the table deals from
    a shuffler, and the last coup's cards still to go back into the machine."""

    on: bool
    shuffler: bool
    to_return: tuple[Card, ...] = ()

    @classmethod
    def of(cls, on: bool, procedures: Procedures) -> ShoeLife:
        return cls(on, on and procedures.shuffler)

    @property
    def cuts(self) -> bool:
        """The trainee cuts and burns at the start of the shoe (not at a shuffler's table)."""
        return self.on and not self.shuffler

    def shift_over(self, coup: int, limit: int | None) -> bool:
        """A shuffler's session ends after its coup limit, or :data:`SHUFFLER_SHIFT_COUPS`."""
        return self.shuffler and limit is None and coup >= SHUFFLER_SHIFT_COUPS
