"""What a drill question shows: one frozen prompt type per drill kind, each with its JSON
round trip (a question is stored as shown, so it can be reviewed later)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import Any, TypeAlias

from trainer.articles import Game
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import Card

# ---- JSON helpers ------------------------------------------------------------------------

JsonDict: TypeAlias = dict[str, Any]


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def _read_cards(items: Any) -> tuple[Card, ...]:
    return tuple(Card.parse(str(t)) for t in items)


def _card_or_none(card: Card | None) -> str | None:
    return None if card is None else card.code


def _read_card_or_none(value: Any) -> Card | None:
    return None if value is None else Card.parse(str(value))


# ---- prompts (what the question shows) ----------------------------------------------------


class DrawStep(Enum):
    """Which hand's decision a DRAW question asks for."""

    PLAYER = "player"
    BANKER = "banker"


@dataclass(frozen=True)
class DrawPrompt:
    """Two two-card hands; for the Banker step also the Player's third card (None: no draw)."""

    step: DrawStep
    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    player_third: Card | None = None

    def to_dict(self) -> JsonDict:
        return {
            "step": self.step.value,
            "player": _cards(self.player),
            "banker": _cards(self.banker),
            "player_third": _card_or_none(self.player_third),
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> DrawPrompt:
        return cls(
            DrawStep(data["step"]),
            _read_cards(data["player"]),
            _read_cards(data["banker"]),
            _read_card_or_none(data.get("player_third")),
        )


@dataclass(frozen=True)
class CallPrompt:
    """A finished coup, every card shown."""

    player: tuple[Card, ...]
    banker: tuple[Card, ...]

    def to_dict(self) -> JsonDict:
        return {"player": _cards(self.player), "banker": _cards(self.banker)}

    @classmethod
    def from_dict(cls, data: JsonDict) -> CallPrompt:
        return cls(_read_cards(data["player"]), _read_cards(data["banker"]))


@dataclass(frozen=True)
class BetSpec:
    """One bet on the layout as shown: seat (1-7), bet kind code, amount."""

    seat: int
    kind: str
    amount: Decimal
    door: int | None = None
    """Sam Kong: the door the bet is on (door bets and ties); None otherwise."""
    choice: str | None = None
    """Sam Kong: "odd"/"even", or the chosen point "0".."9", or None."""

    def to_dict(self) -> JsonDict:
        data: JsonDict = {"seat": self.seat, "kind": self.kind, "amount": str(self.amount)}
        if self.door is not None:
            data["door"] = self.door
        if self.choice is not None:
            data["choice"] = self.choice
        return data

    @classmethod
    def from_dict(cls, data: JsonDict) -> BetSpec:
        return cls(
            int(data["seat"]),
            str(data["kind"]),
            Decimal(str(data["amount"])),
            None if data.get("door") is None else int(data["door"]),
            None if data.get("choice") is None else str(data["choice"]),
        )


@dataclass(frozen=True)
class PayoutPrompt:
    """A table, its bets and a finished coup; ``line`` is the settlement line asked now.

    Lines are asked in the dealer's order (the order of the engine's settlement: losing bets
    are taken first, then winners are paid). ``line`` indexes that order.
    """

    profile: str
    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    bets: tuple[BetSpec, ...]
    line: int
    order: tuple[int, ...]
    """Index into ``bets`` of each settlement line, in the dealer's order."""
    ask_chips: bool = False
    """Also ask the fewest-chip breakdown of the payout (RULES.md C; house practice)."""
    table: TableRules | None = None
    """The table's rules when they are not the shipped profile ``profile`` (a school's own
    profile): stored with the question, so it is graded and reviewed under the rules it was
    asked with even after an instructor edits or deletes that profile."""

    def to_dict(self) -> JsonDict:
        data: JsonDict = {
            "profile": self.profile,
            "player": _cards(self.player),
            "banker": _cards(self.banker),
            "bets": [b.to_dict() for b in self.bets],
            "line": self.line,
            "order": list(self.order),
            "ask_chips": self.ask_chips,
        }
        if self.table is not None:
            data["table"] = self.table.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: JsonDict) -> PayoutPrompt:
        table = data.get("table")
        return cls(
            str(data["profile"]),
            _read_cards(data["player"]),
            _read_cards(data["banker"]),
            tuple(BetSpec.from_dict(b) for b in data["bets"]),
            int(data["line"]),
            tuple(int(i) for i in data["order"]),
            bool(data.get("ask_chips", False)),
            None if table is None else TableRules.from_dict(table),
        )

    @property
    def rules(self) -> TableRules:
        """The rules in force: the stored ``table``, else the shipped profile of that name."""
        if self.table is not None:
            return self.table
        return DEFAULT_PROFILES[self.profile]

    @property
    def bet(self) -> BetSpec:
        """The bet whose settlement is asked now."""
        return self.bets[self.order[self.line]]


@dataclass(frozen=True)
class SamKongLevelPrompt:
    """Three cards: name the level."""

    cards: tuple[Card, ...]

    def to_dict(self) -> JsonDict:
        return {"cards": _cards(self.cards)}

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongLevelPrompt:
        return cls(_read_cards(data["cards"]))


@dataclass(frozen=True)
class SamKongDoorsPrompt:
    """The banker's three cards and 1-6 doors' three cards (door 1 first)."""

    banker: tuple[Card, ...]
    doors: tuple[tuple[Card, ...], ...]

    def to_dict(self) -> JsonDict:
        return {"banker": _cards(self.banker), "doors": [_cards(d) for d in self.doors]}

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongDoorsPrompt:
        return cls(_read_cards(data["banker"]), tuple(_read_cards(d) for d in data["doors"]))


@dataclass(frozen=True)
class SamKongPayoutPrompt:
    """Sam Kong hands and bets; ``line`` is the bet asked now (index into ``bets``)."""

    banker: tuple[Card, ...]
    doors: tuple[tuple[Card, ...], ...]
    bets: tuple[BetSpec, ...]
    line: int

    def to_dict(self) -> JsonDict:
        return {
            "banker": _cards(self.banker),
            "doors": [_cards(d) for d in self.doors],
            "bets": [b.to_dict() for b in self.bets],
            "line": self.line,
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongPayoutPrompt:
        return cls(
            _read_cards(data["banker"]),
            tuple(_read_cards(d) for d in data["doors"]),
            tuple(BetSpec.from_dict(b) for b in data["bets"]),
            int(data["line"]),
        )

    @property
    def bet(self) -> BetSpec:
        return self.bets[self.line]


class ShoeTopic(Enum):
    """The shoe-procedure questions (Baccarat arts. 2-4, 10; Sam Kong arts. 2, 3)."""

    BURN_FIRST_CARD = "burn_first_card"
    BURN_DECKS = "burn_decks"
    BURN_FIXED = "burn_fixed"
    CUT_CARD = "cut_card"
    SAMKONG_SECOND_CUT = "samkong_second_cut"
    LAST_COUP = "last_coup"
    DEMONSTRATION_COUPS = "demonstration_coups"
    EXPOSED_CARD = "exposed_card"
    MISDEAL = "misdeal"
    SAMKONG_BURN = "samkong_burn"


class ShoeAnswerType(Enum):
    """What kind of value a shoe question expects."""

    NUMBER = "number"
    YES_NO = "yes_no"
    CHOICE = "choice"


@dataclass(frozen=True)
class ShoePrompt:
    """A shoe-procedure question; only the fields its topic needs are set.

    ``choices`` are stable codes for a multiple-choice question (the UI words them).
    """

    topic: ShoeTopic
    answer_type: ShoeAnswerType
    game: Game = Game.BACCARAT
    decks: int | None = None
    card: Card | None = None
    fixed: int | None = None
    cards_from_end: int | None = None
    coup: int | None = None
    last_coup_rule: str | None = None
    choices: tuple[str, ...] = ()

    def to_dict(self) -> JsonDict:
        return {
            "topic": self.topic.value,
            "answer_type": self.answer_type.value,
            "game": self.game.value,
            "decks": self.decks,
            "card": _card_or_none(self.card),
            "fixed": self.fixed,
            "cards_from_end": self.cards_from_end,
            "coup": self.coup,
            "last_coup_rule": self.last_coup_rule,
            "choices": list(self.choices),
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> ShoePrompt:
        return cls(
            ShoeTopic(data["topic"]),
            ShoeAnswerType(data["answer_type"]),
            Game(data.get("game", Game.BACCARAT.value)),
            data.get("decks"),
            _read_card_or_none(data.get("card")),
            data.get("fixed"),
            data.get("cards_from_end"),
            data.get("coup"),
            data.get("last_coup_rule"),
            tuple(data.get("choices", ())),
        )


Prompt: TypeAlias = (
    DrawPrompt
    | CallPrompt
    | PayoutPrompt
    | SamKongLevelPrompt
    | SamKongDoorsPrompt
    | SamKongPayoutPrompt
    | ShoePrompt
)
