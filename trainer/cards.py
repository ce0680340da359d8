"""Cards, parsing and the shoe (Baccarat arts. 1-3, 8; Sam Kong arts. 1-3).

A :class:`Card` is a frozen value; :class:`Shoe` deals from N shuffled decks with an injected
``random.Random`` and follows the Macau shoe procedure: cut card, burn options, demonstration
coups and the last-coup signal.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from trainer.articles import Article, Game, bac, sk
from trainer.errors import CardParseError, ShoeError


class Suit(Enum):
    """The four suits; the value is the one-letter code used in text."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return _SUIT_ORDER.index(self.value) < _SUIT_ORDER.index(other.value)


_SUIT_ORDER = "SHDC"


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


class Rank(IntEnum):
    """Ranks A..K; the int value is the rank number (ace 1, king 13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def label(self) -> str:
        """Short label: ``A``, ``2`` .. ``10``, ``J``, ``Q``, ``K``."""
        return _RANK_LABELS[self]

    @property
    def points(self) -> int:
        """Baccarat value (Baccarat art. 5): 10/J/Q/K count 0, A counts 1."""
        return int(self) if int(self) < 10 else 0

    @property
    def is_face(self) -> bool:
        """J, Q or K: a 公 in Sam Kong. A 10 is not a face (Sam Kong terms)."""
        return self >= Rank.JACK


_RANK_LABELS = {r: str(int(r)) for r in Rank if 2 <= r <= 10} | {
    Rank.ACE: "A",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}
_RANK_TOKENS = {label: rank for rank, label in _RANK_LABELS.items()} | {
    "T": Rank.TEN,
    "1": Rank.ACE,
}
_SUIT_TOKENS = {s.value: s for s in Suit} | {sym: s for s, sym in _SUIT_SYMBOLS.items()} | {
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}


@dataclass(frozen=True, order=True)
class Card:
    """One playing card. ``str(card)`` is its canonical code, e.g. ``AS``, ``10H``, ``KD``."""

    rank: Rank
    suit: Suit = field(compare=True)

    @property
    def points(self) -> int:
        """Baccarat value 0-9 (Baccarat art. 5)."""
        return self.rank.points

    @property
    def is_face(self) -> bool:
        """J, Q or K only; a 10 is not a face."""
        return self.rank.is_face

    @property
    def code(self) -> str:
        return f"{self.rank.label}{self.suit.value}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @classmethod
    def parse(cls, token: str) -> Card:
        """Read one card: ``AS``, ``as``, ``10h``, ``Th``, ``KD``, ``9♣``.

        Raises :class:`CardParseError` (a ``ValueError``) naming the token otherwise.
        """
        text = unicodedata.normalize("NFKC", token).strip()
        if len(text) < 2:
            raise CardParseError(token)
        rank_text, suit_text = text[:-1].upper(), text[-1]
        suit = _SUIT_TOKENS.get(suit_text.upper()) or _SUIT_TOKENS.get(suit_text)
        rank = _RANK_TOKENS.get(rank_text)
        if suit is None or rank is None:
            raise CardParseError(token)
        return cls(rank, suit)


_SEPARATORS = re.compile(r"[\s,;]+")


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces and/or commas. An empty text gives no cards."""
    tokens = [t for t in _SEPARATORS.split(unicodedata.normalize("NFKC", text)) if t]
    return tuple(Card.parse(t) for t in tokens)


def format_cards(cards: Iterable[Card]) -> str:
    """Inverse of :func:`parse_cards`: ``"AS 10H KD"``."""
    return " ".join(c.code for c in cards)


def full_deck() -> list[Card]:
    """One 52-card deck in a fixed order (suits, then ranks)."""
    return [Card(rank, suit) for suit in Suit for rank in Rank]


# ---- Shoe procedure ----------------------------------------------------------------------


class BurnMethod(Enum):
    """The three burn options of Baccarat art. 2 (Sam Kong burns as many as decks, art. 2)."""

    DECKS = "decks"
    """(a) as many cards as decks in use."""
    FIRST_CARD = "first_card"
    """(b) the value of the first card drawn: A=1 .. 9=9, 10/J/Q/K = 10."""
    FIXED = "fixed"
    """(c) a fixed number 1-8 set by the house (83/2011)."""


class LastCoupRule(Enum):
    """The two readings of Baccarat art. 3 (the house chooses)."""

    ONE_MORE = "one_more"
    """Cut card out: finish this coup, play one more, then reshuffle (the trainer's default)."""
    THIS_COUP = "this_coup"
    """Cut card out: the coup in progress is the last one."""


DECK_LIMITS: dict[Game, tuple[int, int | None]] = {
    Game.BACCARAT: (6, 12),
    Game.SAM_KONG: (1, None),
}
"""Decks per game: Baccarat art. 1 sets 6 to 12; Sam Kong art. 1 says "one or more" and sets
no maximum (``None``)."""
SAM_KONG_PRACTICAL_DECKS = 8
"""The largest Sam Kong shoe the drills deal: a practical choice of the trainer (shoes of more
decks are rare at Macau tables), not a limit of the law, which sets none (Sam Kong art. 1)."""
MAX_DEMONSTRATION_COUPS = 3
BACCARAT_MIN_CUT_FROM_END = 12
SAM_KONG_SECOND_CUT_RANGE = (30, 40)


def check_deck_count(game: Game, decks: int) -> None:
    """Raise :class:`ShoeError` unless ``decks`` is allowed by the game's art. 1."""
    low, high = DECK_LIMITS[game]
    name, article = ("Baccarat", bac(1)) if game is Game.BACCARAT else ("Sam Kong", sk(1))
    if isinstance(decks, bool) or not isinstance(decks, int) or decks < low or (
        high is not None and decks > high
    ):
        allowed = f"{low} to {high} decks" if high is not None else f"{low} or more decks"
        raise ShoeError(f"{name} uses {allowed} ({article}); {decks!r} asked")


def burn_count_for_first_card(card: Card) -> int:
    """How many cards to burn under option (b): A=1 .. 9=9, 10/J/Q/K = 10 (Baccarat art. 2)."""
    return int(card.rank) if card.rank <= Rank.NINE else 10


@dataclass(frozen=True)
class Burn:
    """What a burn did: the card that set the count (option b), the count, the cards burnt."""

    method: BurnMethod
    count: int
    first_card: Card | None
    cards: tuple[Card, ...]
    article: Article


class Shoe:
    """N shuffled decks dealt in order, with the cut card and the last-coup signal.

    Parameters
    ----------
    decks
        Number of 52-card decks: 6-12 for baccarat (art. 1), one or more for Sam Kong (art. 1
        sets no maximum).
    rng
        The source of the shuffle; inject ``random.Random(seed)`` for reproducible shoes.
    game
        Which game's procedure applies.
    cut_from_end
        Cards left behind the (last) cut card. Baccarat: at least 12 (art. 2, "about the last
        12 cards or earlier"; a house setting, default 14). Sam Kong with a shoe: the second
        cut card goes between the last 30 and 40 cards (art. 2); by default it is placed there
        at random. Ignored for a one-deck Sam Kong box, which is reshuffled every coup.
    last_coup_rule
        The reading of Baccarat art. 3 in force.
    cards
        A fixed card order instead of a shuffle (for exercises and tests).
    """

    def __init__(
        self,
        decks: int,
        rng: random.Random,
        *,
        game: Game = Game.BACCARAT,
        cut_from_end: int | None = None,
        last_coup_rule: LastCoupRule = LastCoupRule.ONE_MORE,
        cards: Iterable[Card] | None = None,
    ) -> None:
        check_deck_count(game, decks)
        self.decks = decks
        self.game = game
        self.rng = rng
        self.last_coup_rule = last_coup_rule
        if cards is None:
            self._cards = full_deck() * decks
            rng.shuffle(self._cards)
        else:
            self._cards = list(cards)
        self._position = 0
        self.is_box = game is Game.SAM_KONG and decks == 1
        self.cut_from_end = self._check_cut(cut_from_end)
        self.demonstration_coups = 0
        self.coups_started = 0
        self.cut_card_out = False
        self._cut_card_seen_in_coup: int | None = None
        self._in_coup = False

    def _check_cut(self, cut_from_end: int | None) -> int:
        size = len(self._cards)
        if self.game is Game.BACCARAT:
            value = 14 if cut_from_end is None else cut_from_end
            if value < BACCARAT_MIN_CUT_FROM_END or value >= size:
                raise ShoeError(
                    f"the cut card goes in at about the last {BACCARAT_MIN_CUT_FROM_END} cards "
                    f"or earlier ({bac(2)}); {value} from the end is not allowed"
                )
            return value
        if self.is_box:
            return 0
        low, high = SAM_KONG_SECOND_CUT_RANGE
        value = self.rng.randint(low, high) if cut_from_end is None else cut_from_end
        if not low <= value <= high:
            raise ShoeError(
                f"the second cut card goes between the last {low} and {high} cards ({sk(2)}); "
                f"{value} is not allowed"
            )
        return value

    # ---- dealing ------------------------------------------------------------------------

    @property
    def remaining(self) -> int:
        """Cards not dealt yet."""
        return len(self._cards) - self._position

    @property
    def dealt(self) -> int:
        return self._position

    @property
    def cut_index(self) -> int:
        """Index of the first card that lies behind the cut card."""
        return len(self._cards) - self.cut_from_end

    def peek(self) -> Card:
        if self.remaining == 0:
            raise ShoeError("the shoe is empty")
        return self._cards[self._position]

    def draw(self) -> Card:
        """Deal the next card. Reaching the cut card raises the last-coup signal (art. 3)."""
        if self.remaining == 0:
            raise ShoeError("the shoe is empty")
        if not self.is_box and self._position >= self.cut_index and not self.cut_card_out:
            self.cut_card_out = True
            self._cut_card_seen_in_coup = self.coups_started
        card = self._cards[self._position]
        self._position += 1
        return card

    def __iter__(self) -> Iterator[Card]:
        while self.remaining:
            yield self.draw()

    def draw_many(self, count: int) -> tuple[Card, ...]:
        return tuple(self.draw() for _ in range(count))

    # ---- procedure ----------------------------------------------------------------------

    def burn_plan(self, method: BurnMethod = BurnMethod.DECKS, fixed: int | None = None
                  ) -> tuple[int, Card | None, Article]:
        """What :meth:`burn` would do now, without dealing: the count, the card that sets it
        (option b: the next card, turned), and the article. The one place the count is
        worked out, for the app's burn and for grading a dealer's."""
        if self.game is Game.SAM_KONG:
            method = BurnMethod.DECKS
        if method is BurnMethod.DECKS:
            article = sk(2) if self.game is Game.SAM_KONG else bac(2, note="option (a)")
            return self.decks, None, article
        if method is BurnMethod.FIRST_CARD:
            first = self.peek()
            return burn_count_for_first_card(first), first, bac(2, note="option (b)")
        if fixed is None or not 1 <= fixed <= 8:
            raise ShoeError(f"a fixed burn is a number from 1 to 8 ({bac(2)}); got {fixed}")
        return fixed, None, bac(2, note="option (c)")

    def place_cut(self, from_end: int) -> None:
        """Put the cut card where the cutter placed it, ``from_end`` cards from the end
        (checked as the constructor checks it); only before the first card is dealt."""
        if self._position:
            raise ShoeError("the cut card is placed before the first card is dealt")
        self.cut_from_end = self._check_cut(from_end)

    def return_cards(self, cards: Iterable[Card]) -> None:
        """An automatic shuffler (Baccarat arts. 2 (3), 7 (2)): the coup's cards go back into
        the machine, which shuffles them with the cards not dealt yet (the shoe's own
        ``rng``)."""
        rest = [*self._cards[self._position:], *cards]
        self.rng.shuffle(rest)
        self._cards = rest
        self._position = 0

    def burn(self, method: BurnMethod = BurnMethod.DECKS, fixed: int | None = None) -> Burn:
        """Burn cards at the start of the shoe under one of the art. 2 options.

        Sam Kong always burns as many cards as decks (Sam Kong art. 2).
        """
        if self.game is Game.SAM_KONG:
            method = BurnMethod.DECKS
        count, first, article = self.burn_plan(method, fixed)
        if first is not None:
            self.draw()
        burnt = self.draw_many(count)
        if first is not None:
            burnt = (first, *burnt)
        return Burn(method, count, first, burnt, article)

    def deal_demonstration_coup(self) -> None:
        """Count a demonstration coup; at most 3 per shoe (Baccarat art. 2)."""
        if self.coups_started:
            raise ShoeError("demonstration coups come before the first real coup")
        if self.demonstration_coups >= MAX_DEMONSTRATION_COUPS:
            raise ShoeError(
                f"at most {MAX_DEMONSTRATION_COUPS} demonstration coups per shoe ({bac(2)})"
            )
        self.demonstration_coups += 1

    def start_coup(self) -> Card | None:
        """Begin a coup. With a Sam Kong shoe, burn one card before every later coup.

        Returns the burnt card, if any (Sam Kong art. 2).
        """
        if self.is_last_coup_done:
            raise ShoeError("the last coup of this shoe has been played; reshuffle (art. 3)")
        if self._in_coup:
            raise ShoeError("the previous coup has not been finished")
        later_coup = self.coups_started > 0
        self.coups_started += 1
        self._in_coup = True
        if self.game is Game.SAM_KONG and not self.is_box and later_coup:
            return self.draw()
        return None

    def end_coup(self) -> None:
        """Finish the coup in progress."""
        if not self._in_coup:
            raise ShoeError("no coup in progress")
        self._in_coup = False

    @property
    def last_coup_number(self) -> int | None:
        """The number (1-based) of the last coup of this shoe, once the cut card is out."""
        seen = self._cut_card_seen_in_coup
        if seen is None:
            return None
        if self.game is Game.SAM_KONG:
            # Sam Kong art. 3: the cut card marks the last coup.
            return max(seen, 1)
        if self.last_coup_rule is LastCoupRule.ONE_MORE:
            return seen + 1
        return max(seen, 1)

    @property
    def is_last_coup_done(self) -> bool:
        """True once the last coup has been finished: the shoe must be reshuffled."""
        if self.is_box:
            return self.coups_started >= 1 and not self._in_coup
        last = self.last_coup_number
        return last is not None and self.coups_started >= last and not self._in_coup
