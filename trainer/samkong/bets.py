"""Sam Kong's bets as data: one :class:`SamKongBetSpec` per bet kind, in a registry.

The same doors as baccarat's :mod:`trainer.baccarat.bets`: each spec carries its stored code,
its rule (when it wins, loses or stands, and the article that says so: arts. 6-8), its payout
"N to 1" with the clause of art. 9 that sets it, whether art. 10's commission is taken on its
winnings, whether it is placed on a door (art. 4) or names a total (art. 8 (2)), its slot on
the layout, its default limits and its wording key. A new Sam Kong bet is one
:func:`register` call; settlement, bet checks and the payout drill read it from here.

:class:`SamKongBetKind` is an open enumeration of the registered codes (the same base as
baccarat's ``BetKind``): ``SamKongBetKind.TIE`` is the spec's kind,
``SamKongBetKind("tie")`` looks it up, ``list(SamKongBetKind)`` lists the kinds in registry
order (the order of arts. 8-9).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType
from typing import ClassVar

from trainer.articles import Article, sk
from trainer.baccarat.settlement import BetResult
from trainer.open_kinds import OpenKind, check_code
from trainer.samkong.levels import DoorResult, HandLevel, compare

SamKongRule = Callable[[HandLevel, HandLevel | None, int | None], tuple[BetResult, Article]]
"""A bet's rule: from the banker's level, the level of the door it is on (``None`` for a bet
on the banker's hand) and the total it names (``None`` if it names none), the result and the
article that decides it."""

ON_A_DOOR = sk(4)
"""Art. 4: bets are placed on the doors the table has."""
WIN_LOSE = (BetResult.WIN, BetResult.LOSE)
WIN_LOSE_PUSH = (BetResult.WIN, BetResult.LOSE, BetResult.PUSH)


class SamKongBetKind(OpenKind):
    """One registered Sam Kong bet kind, named by its stored code (``"three_faces"``)."""

    DOOR: ClassVar[SamKongBetKind]
    """On a door's hand against the banker's (arts. 6, 7); pays 1:1 less commission."""
    ODD: ClassVar[SamKongBetKind]
    """The banker's points are odd (art. 8 (1)); pays 1:1 less commission."""
    EVEN: ClassVar[SamKongBetKind]
    """The banker's points are even, 0 included (art. 8 (1)); pays 1:1 less commission."""
    THREE_FACES: ClassVar[SamKongBetKind]
    """The banker has 三公 (art. 8 (2)(a)); pays 16:1."""
    POINT: ClassVar[SamKongBetKind]
    """The banker's total is the chosen 0-9; a banker 三公 is not 0 (art. 8 (2)(b)); 8:1."""
    TIE: ClassVar[SamKongBetKind]
    """A door's level equals the banker's (art. 8 (3)); pays 20:1."""

    _what = "Sam Kong bet kind"
    __slots__ = ()

    @classmethod
    def _registry(cls) -> Mapping[str, SamKongBetSpec]:
        return _REGISTRY

    @property
    def spec(self) -> SamKongBetSpec:
        return spec_of(self)

    @property
    def label(self) -> str:
        """The English name in messages of the core ("三公"); screens word the spec's key."""
        return spec_of(self).label

    @property
    def odds(self) -> int:
        """Payout odds "N to 1" (art. 9)."""
        return spec_of(self).odds

    @property
    def payout_article(self) -> Article:
        """The clause of art. 9 that sets the payout."""
        return spec_of(self).article

    @property
    def pays_commission(self) -> bool:
        """Art. 10: 5% of the winnings of art. 9 (1) door and (2) odd/even bets."""
        return spec_of(self).commission

    @property
    def needs_door(self) -> bool:
        return spec_of(self).on_door


@dataclass(frozen=True)
class SamKongBetSpec:
    """One Sam Kong bet kind (RULES.md B, arts. 4 and 6-10). Money is ``Decimal``.

    ``decide`` is the rule itself (see :data:`SamKongRule`); ``results`` what it can come to
    (a bet that never stands has no push). A ``side`` bet is any but the door's bet against
    the banker, the one a tie bet needs on its door (art. 8 (3), ``needs_door_bet``).
    ``slot`` is its box on the layout (an index, not coordinates) and its place in word
    lists; ``default_minimum``/``default_maximum`` the limits a table starts from (house
    settings); ``drill_chance`` and ``drill_stakes`` how often the payout drill puts it on a
    deal and with what stakes.
    """

    code: str
    odds: int
    """The payout, "odds to 1" (art. 9)."""
    article: Article
    """The clause of art. 9 that sets the payout."""
    commission: bool
    """Art. 10: 5% of the winnings is taken (art. 9 (1) door and (2) odd/even bets)."""
    on_door: bool
    """Placed on a door (a door bet, or a tie on that door's level)."""
    slot: int
    """Its place on the layout and in word lists."""
    wording: str
    label: str
    decide: SamKongRule
    results: tuple[BetResult, ...] = WIN_LOSE
    side: bool = True
    needs_door_bet: bool = False
    """Art. 8 (3): taken only on a door that has a bet against the banker."""
    door_article: Article = ON_A_DOOR
    """The article a bet placed without a door, or on a door with no hand, is refused under."""
    points: tuple[int, int] | None = None
    """The lowest and highest total it may name (art. 8 (2)(b): 0 and 9), or ``None``."""
    group: str = ""
    """Bets of one group are dealt as one by the drill (a bettor takes odd or even)."""
    push_reason: str = "bet_pushes"
    """The reason code of a verdict on the bet standing."""
    default_minimum: Decimal = Decimal(100)
    default_maximum: Decimal = Decimal(100000)
    drill_chance: float = 0.2
    drill_stakes: tuple[int, ...] = (100, 100, 200, 300, 500)
    order: int = 0
    """Set by :func:`register`: the place in the registry (the order of arts. 8-9)."""

    @property
    def kind(self) -> SamKongBetKind:
        return SamKongBetKind._make(self.code)


_REGISTRY: dict[str, SamKongBetSpec] = {}
SPECS: Mapping[str, SamKongBetSpec] = MappingProxyType(_REGISTRY)
"""Every registered Sam Kong bet by code, in registry order (a live, read-only view)."""


def register(spec: SamKongBetSpec) -> SamKongBetSpec:
    """Add ``spec`` at the end of the registry and return it as registered. Refuses a code
    already registered."""
    if spec.code in _REGISTRY:
        raise ValueError(f"the Sam Kong bet kind {spec.code!r} is registered already")
    check_code(spec.code, "Sam Kong bet")
    registered = SamKongBetSpec(**{**spec.__dict__, "order": len(_REGISTRY)})
    _REGISTRY[spec.code] = registered
    SamKongBetKind._name(spec.code)
    return registered


def unregister(code: str) -> None:
    """Remove a spec added by :func:`register` (a test's made-up bet); not a built-in one."""
    if code in _BUILT_IN:
        raise ValueError(f"the Sam Kong bet kind {code!r} is built in")
    _REGISTRY.pop(code)
    SamKongBetKind._unname(code)


def spec_of(kind: SamKongBetKind | str) -> SamKongBetSpec:
    """The spec of a kind or code; ``ValueError`` for an unknown one."""
    code = kind.value if isinstance(kind, SamKongBetKind) else kind
    try:
        return _REGISTRY[code]
    except KeyError:
        raise ValueError(f"{code!r} is not a registered Sam Kong bet kind") from None


def specs() -> tuple[SamKongBetSpec, ...]:
    """Every registered spec, in registry order."""
    return tuple(_REGISTRY.values())


# ---- the bets of arts. 4 and 8, paid by art. 9 ----------------------------------------------

_DOOR_RESULTS = {
    DoorResult.WIN: BetResult.WIN,
    DoorResult.LOSE: BetResult.LOSE,
    DoorResult.TIE: BetResult.PUSH,
}


def _won(won: bool, article: Article) -> tuple[BetResult, Article]:
    return (BetResult.WIN if won else BetResult.LOSE), article


def _door(banker: HandLevel, door: HandLevel | None, point: int | None) -> tuple[
        BetResult, Article]:
    assert door is not None
    result = compare(door, banker)  # arts. 6, 7: a tie stands
    return _DOOR_RESULTS[result], result.article


def _parity(odd: bool) -> SamKongRule:
    def rule(banker: HandLevel, door: HandLevel | None, point: int | None) -> tuple[
            BetResult, Article]:
        if banker.is_three_faces:  # art. 8 (1): a banker 三公 leaves odd and even standing
            return BetResult.PUSH, sk(8, 1)
        return _won((banker.points % 2 == 1) is odd, sk(8, 1))
    return rule


def _three_faces(banker: HandLevel, door: HandLevel | None, point: int | None) -> tuple[
        BetResult, Article]:
    return _won(banker.is_three_faces, sk(8, 2))


def _point(banker: HandLevel, door: HandLevel | None, point: int | None) -> tuple[
        BetResult, Article]:
    # A banker 三公 has no point total, so it is never "0 points" (art. 8 (2)(b)).
    return _won(not banker.is_three_faces and banker.points == point, sk(8, 2))


def _tie(banker: HandLevel, door: HandLevel | None, point: int | None) -> tuple[
        BetResult, Article]:
    return _won(door == banker, sk(8, 3))


_DOOR_STAKES = (100, 200, 300, 500, 500, 1000, 1000, 1500, 2000, 3000, 5000)
_BUILT_IN_SPECS = (
    SamKongBetSpec("door", 1, sk(9, 1), True, True, 0, "door", "door", _door, WIN_LOSE_PUSH,
                   side=False, drill_chance=0.85, drill_stakes=_DOOR_STAKES),
    SamKongBetSpec("odd", 1, sk(9, 2), True, False, 1, "odd", "odd", _parity(True),
                   WIN_LOSE_PUSH, group="odd_even", push_reason="samkong_odd_even_three_faces",
                   drill_chance=0.5, drill_stakes=_DOOR_STAKES),
    SamKongBetSpec("even", 1, sk(9, 2), True, False, 2, "even", "even", _parity(False),
                   WIN_LOSE_PUSH, group="odd_even", push_reason="samkong_odd_even_three_faces",
                   drill_chance=0.5, drill_stakes=_DOOR_STAKES),
    SamKongBetSpec("three_faces", 16, sk(9, 3), False, False, 3, "three_faces", "三公",
                   _three_faces, default_maximum=Decimal(5000), drill_chance=0.2),
    SamKongBetSpec("point", 8, sk(9, 4), False, False, 4, "point", "point", _point,
                   points=(0, 9), default_maximum=Decimal(10000), drill_chance=0.3),
    SamKongBetSpec("tie", 20, sk(9, 5), False, True, 5, "tie", "tie", _tie,
                   needs_door_bet=True, door_article=sk(8, 3), default_maximum=Decimal(5000),
                   drill_chance=0.25),
)
for _spec in _BUILT_IN_SPECS:
    register(_spec)
_BUILT_IN = frozenset(s.code for s in _BUILT_IN_SPECS)
del _spec

SamKongBetKind.DOOR = SamKongBetKind("door")
SamKongBetKind.ODD = SamKongBetKind("odd")
SamKongBetKind.EVEN = SamKongBetKind("even")
SamKongBetKind.THREE_FACES = SamKongBetKind("three_faces")
SamKongBetKind.POINT = SamKongBetKind("point")
SamKongBetKind.TIE = SamKongBetKind("tie")
