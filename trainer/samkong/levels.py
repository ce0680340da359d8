"""Sam Kong hand levels (art. 5 and its annex) and door-against-banker results (arts. 6, 7).

The 31 levels are an ordered key: ordinal 1 is 三公, then for each total from 9 down to 0
雙公N, 單公N, 無公N, down to ordinal 31, 無公零. A better level compares greater.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from trainer.articles import Article, sk
from trainer.cards import Card
from trainer.errors import DealError

LEVEL_COUNT = 31
HAND_SIZE = 3

_DIGITS_ZH = "零一二三四五六七八九"
_FACE_WORDS_HANT = {2: "雙公", 1: "單公", 0: "無公"}
_FACE_WORDS_HANS = {2: "双公", 1: "单公", 0: "无公"}
_FACE_WORDS_EN = {2: "Two faces", 1: "One face", 0: "No face"}
_THREE_FACES_HANT = "三公"
_THREE_FACES_HANS = "三公"
_THREE_FACES_EN = "Three faces"


def _ordinal_of(points: int, faces: int) -> int:
    """Position in the annex: 三公 is 1; then three levels per total, 9 first (art. 5)."""
    if faces == 3:
        return 1
    return 2 + (9 - points) * 3 + (2 - faces)


@dataclass(frozen=True, eq=True)
class HandLevel:
    """One of the 31 levels of Sam Kong art. 5; a better level compares greater.

    Build levels with :func:`level_for`, :func:`level_by_ordinal` or :func:`rank_hand`;
    the three fields must agree (三公 is faces 3, points 0, ordinal 1).
    """

    ordinal: int
    """1 (三公) .. 31 (無公零), the annex order: lower is better."""
    points: int = field(compare=False)
    """Sum of the three cards' points modulo 10 (faces and 10s count 0); 0 for 三公."""
    faces: int = field(compare=False)
    """How many of the three cards are J, Q or K (a 10 is not a face)."""

    def __post_init__(self) -> None:
        if not 0 <= self.faces <= 3 or not 0 <= self.points <= 9:
            raise ValueError(f"no Sam Kong level has {self.faces} faces and {self.points} points")
        if self.faces == 3 and self.points != 0:
            raise ValueError("three faces always count 0 points")
        if _ordinal_of(self.points, self.faces) != self.ordinal:
            raise ValueError(
                f"ordinal {self.ordinal} does not match {self.faces} faces, {self.points} points"
            )

    # ---- ordering: better is greater, i.e. a smaller ordinal ---------------------------------

    def _key(self) -> int:
        return -self.ordinal

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, HandLevel):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other: object) -> bool:
        if not isinstance(other, HandLevel):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, HandLevel):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, HandLevel):
            return NotImplemented
        return self._key() >= other._key()

    # ---- names --------------------------------------------------------------------------

    @property
    def is_three_faces(self) -> bool:
        """三公: the best level. It is not a "0 points" hand for the point bet (art. 8 (2))."""
        return self.faces == 3

    @property
    def name_zh_hant(self) -> str:
        """Traditional Chinese name as in the annex: 三公, 雙公九, 單公零, 無公五."""
        if self.is_three_faces:
            return _THREE_FACES_HANT
        return _FACE_WORDS_HANT[self.faces] + _DIGITS_ZH[self.points]

    @property
    def name_zh_hans(self) -> str:
        """Simplified Chinese name: 三公, 双公九, 单公零, 无公五."""
        if self.is_three_faces:
            return _THREE_FACES_HANS
        return _FACE_WORDS_HANS[self.faces] + _DIGITS_ZH[self.points]

    @property
    def name_en(self) -> str:
        """English name: ``Three faces``, ``Two faces 9``, ``One face 0``, ``No face 5``."""
        if self.is_three_faces:
            return _THREE_FACES_EN
        return f"{_FACE_WORDS_EN[self.faces]} {self.points}"

    @property
    def article(self) -> Article:
        """The ranking comes from Sam Kong art. 5 and its annex."""
        return sk(5)

    def __str__(self) -> str:
        return self.name_zh_hant

    def __repr__(self) -> str:
        return f"HandLevel({self.ordinal}, {self.name_zh_hant})"


def _build_levels() -> tuple[HandLevel, ...]:
    levels = [HandLevel(1, 0, 3)]
    for points in range(9, -1, -1):
        for faces in (2, 1, 0):
            levels.append(HandLevel(_ordinal_of(points, faces), points, faces))
    return tuple(levels)


ALL_LEVELS: tuple[HandLevel, ...] = _build_levels()
"""The 31 levels, best first: ``ALL_LEVELS[n - 1].ordinal == n`` (art. 5 annex)."""

THREE_FACES = ALL_LEVELS[0]
"""三公, the best level."""


def level_by_ordinal(ordinal: int) -> HandLevel:
    """The level at position ``ordinal`` (1 = 三公 .. 31 = 無公零) of the art. 5 annex."""
    if not 1 <= ordinal <= LEVEL_COUNT:
        raise ValueError(f"a Sam Kong level is numbered 1 to {LEVEL_COUNT}; got {ordinal}")
    return ALL_LEVELS[ordinal - 1]


def level_for(points: int, faces: int) -> HandLevel:
    """The level of a hand with ``faces`` J/Q/K and a total of ``points`` (0-9).

    With three faces the points must be 0 (the result is 三公).
    """
    if not 0 <= faces <= 3 or not 0 <= points <= 9 or (faces == 3 and points != 0):
        raise ValueError(f"no Sam Kong level has {faces} faces and {points} points")
    return ALL_LEVELS[_ordinal_of(points, faces) - 1]


def rank_hand(cards: Iterable[Card]) -> HandLevel:
    """The art. 5 level of exactly three cards.

    Raises :class:`~trainer.errors.DealError` (a ``ValueError``) naming the count otherwise.
    """
    hand = tuple(cards)
    if len(hand) != HAND_SIZE:
        raise DealError(f"a Sam Kong hand has exactly {HAND_SIZE} cards ({sk(2)}); got {len(hand)}")
    faces = sum(1 for card in hand if card.is_face)
    points = sum(card.points for card in hand) % 10
    return level_for(points, faces)


# ---- door against banker (arts. 6, 7) -----------------------------------------------------


class DoorResult(Enum):
    """A door's hand against the banker's: higher level wins (art. 6), same level ties (art. 7)."""

    WIN = "win"
    LOSE = "lose"
    TIE = "tie"

    @property
    def article(self) -> Article:
        """Art. 6 decides a win or a loss, art. 7 a tie."""
        return sk(7) if self is DoorResult.TIE else sk(6)


def _as_level(hand: HandLevel | Iterable[Card]) -> HandLevel:
    return hand if isinstance(hand, HandLevel) else rank_hand(hand)


def compare(door: HandLevel | Iterable[Card], banker: HandLevel | Iterable[Card]) -> DoorResult:
    """The door's result against the banker; each side is three cards or a level."""
    door_level, banker_level = _as_level(door), _as_level(banker)
    if door_level > banker_level:
        return DoorResult.WIN
    if door_level < banker_level:
        return DoorResult.LOSE
    return DoorResult.TIE
