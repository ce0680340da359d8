# Over 600 lines on purpose: one frozen value type per drill answer, each with its JSON round
# trip beside it; split by drill kind, every answer type would import the shared codes back.
"""The drill model: kinds, levels, questions as shown, answers, grades and reason codes.

Everything here is a frozen value that survives a JSON round trip, so a question can be stored
"as shown" and a grade can be reviewed later. The core returns codes (:class:`ReasonCode`,
:class:`~trainer.articles.Article`, detail codes with parameters); the UI turns them into words.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from typing import Any, TypeAlias

from trainer.articles import Article, Game
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import Card
from trainer.drills.cell import Cell
from trainer.errors import MoneyParseError
from trainer.money import parse_money

# ---- kinds, levels, reasons --------------------------------------------------------------


class DrillKind(Enum):
    """The drill kinds of the Practice screen (RULES.md section C)."""

    DRAW = "draw"
    """Player and Banker draw-or-stand decisions (Baccarat art. 9)."""
    CALL = "call"
    """Call a finished coup: totals, winner, pairs, natural (arts. 5, 9, 11-13)."""
    PAYOUT = "payout"
    """Take losing bets and pay winners with commission (arts. 12, 17, 18)."""
    SAMKONG_LEVEL = "samkong_level"
    """Name a Sam Kong hand's level (Sam Kong art. 5)."""
    SAMKONG_DOORS = "samkong_doors"
    """Each door against the banker: win, lose or tie (Sam Kong arts. 6, 7)."""
    SAMKONG_PAYOUT = "samkong_payout"
    """Settle Sam Kong bets (Sam Kong arts. 8-10)."""
    SHOE = "shoe"
    """Shoe procedure: burn, cut card, last coup, exposed cards, misdeals."""


class Level(Enum):
    """How questions are chosen. Not every kind has every level (see :func:`levels_for`)."""

    ALL = "all"
    """Natural dealing: questions as they come at a real table."""
    HARD = "hard"
    """The cases dealers get wrong: e.g. Banker 3-6 against a Player third card."""
    NATURALS = "naturals"
    """A natural 8 or 9 on one side (DRAW and CALL)."""
    WEAK = "weak"
    """Weighted to the trainee's weak cells (see :mod:`trainer.drills.weak`)."""


class ReasonCode(Enum):
    """Why the expected answer is what it is (or TIMED_OUT). Stable codes; the UI translates."""

    TIMED_OUT = "timed_out"
    # DRAW (Baccarat art. 9)
    PLAYER_DRAWS_0_5 = "player_draws_0_5"
    PLAYER_STANDS_6_7 = "player_stands_6_7"
    NATURAL_NO_DRAW = "natural_no_draw"
    BANKER_DRAWS_0_2 = "banker_draws_0_2"
    BANKER_3_DRAWS = "banker_3_draws"
    BANKER_3_STANDS_ON_8 = "banker_3_stands_on_8"
    BANKER_4_DRAWS = "banker_4_draws"
    BANKER_4_STANDS = "banker_4_stands"
    BANKER_5_DRAWS = "banker_5_draws"
    BANKER_5_STANDS = "banker_5_stands"
    BANKER_6_DRAWS = "banker_6_draws"
    BANKER_6_STANDS = "banker_6_stands"
    BANKER_DRAWS_PLAYER_STOOD = "banker_draws_player_stood"
    BANKER_6_STANDS_PLAYER_STOOD = "banker_6_stands_player_stood"
    BANKER_STANDS_7 = "banker_stands_7"
    # CALL
    COUP_CALLED = "coup_called"
    CALL_TOTAL_WRONG = "call_total_wrong"
    CALL_WINNER_WRONG = "call_winner_wrong"
    CALL_PAIR_WRONG = "call_pair_wrong"
    CALL_NATURAL_WRONG = "call_natural_wrong"
    # PAYOUT and SAMKONG_PAYOUT
    BET_LOSES = "bet_loses"
    BET_PUSHES = "bet_pushes"
    BET_WINS = "bet_wins"
    BANKER_COMMISSION = "banker_commission"
    NO_COMMISSION_SIX = "no_commission_six"
    SIDE_BET_WINS = "side_bet_wins"
    SAMKONG_COMMISSION = "samkong_commission"
    SAMKONG_ODD_EVEN_THREE_FACES = "samkong_odd_even_three_faces"
    # SAMKONG_LEVEL / SAMKONG_DOORS
    SAMKONG_LEVEL = "samkong_level"
    SAMKONG_DOOR_WIN_LOSE = "samkong_door_win_lose"
    SAMKONG_DOOR_TIE = "samkong_door_tie"
    # SHOE
    BURN_FIRST_CARD = "burn_first_card"
    BURN_DECKS = "burn_decks"
    BURN_FIXED = "burn_fixed"
    CUT_CARD_POSITION = "cut_card_position"
    SAMKONG_SECOND_CUT = "samkong_second_cut"
    LAST_COUP_ONE_MORE = "last_coup_one_more"
    LAST_COUP_THIS_COUP = "last_coup_this_coup"
    DEMONSTRATION_COUPS = "demonstration_coups"
    EXPOSED_CARD_VALID = "exposed_card_valid"
    MISDEAL_CORRECT_OR_VOID = "misdeal_correct_or_void"
    SAMKONG_BURN = "samkong_burn"


class Fault(Enum):
    """What was wrong with a wrong payout line (PAYOUT and SAMKONG_PAYOUT); stored per attempt
    and counted apart in progress (issue 12, point 3).

    ``NOT_FEWEST_CHIPS``: the payout, the commission and the chips' total were right, the
    chips were the table's, but more of them than the fewest-chip breakdown (house practice,
    RULES.md C). ``WRONG_AMOUNT``: anything else wrong - the payout, the commission, or chips
    that do not add up to the payout. A grade of another drill has no fault.
    """

    WRONG_AMOUNT = "wrong_amount"
    NOT_FEWEST_CHIPS = "not_fewest_chips"


# ---- JSON helpers ------------------------------------------------------------------------

JsonDict: TypeAlias = dict[str, Any]
ParamValue: TypeAlias = str | int | bool | None
Detail: TypeAlias = tuple[str, Mapping[str, ParamValue]]
"""A fact the UI can turn into a sentence: ``("banker_draws_on", {"total": 5, "third": 4})``."""


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

_PROMPT_TYPES: dict[DrillKind, Any] = {
    DrillKind.DRAW: DrawPrompt,
    DrillKind.CALL: CallPrompt,
    DrillKind.PAYOUT: PayoutPrompt,
    DrillKind.SAMKONG_LEVEL: SamKongLevelPrompt,
    DrillKind.SAMKONG_DOORS: SamKongDoorsPrompt,
    DrillKind.SAMKONG_PAYOUT: SamKongPayoutPrompt,
    DrillKind.SHOE: ShoePrompt,
}


# ---- the question ----------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """One question as shown to the trainee.

    A *deal* (one generator run from one ``seed``) may hold several steps: a DRAW deal asks
    the Player's decision (step 0) then the Banker's (step 1); a PAYOUT deal asks one
    settlement line per step. ``cell`` is the weak-spot key of this step
    (e.g. ``Cell.of("banker", 5, 4)``, stored as ``"banker:5:4"``).
    """

    kind: DrillKind
    level: Level
    seed: int
    cell: Cell
    prompt: Prompt
    step: int = 0
    steps: int = 1
    target: Cell | None = None
    """The weak cell this deal was built for, if any (WEAK level)."""

    def to_dict(self) -> JsonDict:
        return {
            "kind": self.kind.value,
            "level": self.level.value,
            "seed": self.seed,
            "cell": str(self.cell),
            "step": self.step,
            "steps": self.steps,
            "target": None if self.target is None else str(self.target),
            "prompt": self.prompt.to_dict(),
        }

    def to_json(self) -> str:
        """The question as shown, for storage; :meth:`from_json` reads it back."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, data: JsonDict) -> Question:
        kind = DrillKind(data["kind"])
        prompt: Prompt = _PROMPT_TYPES[kind].from_dict(data["prompt"])
        return cls(
            kind,
            Level(data["level"]),
            int(data["seed"]),
            Cell.parse(str(data["cell"])),
            prompt,
            int(data.get("step", 0)),
            int(data.get("steps", 1)),
            None if data.get("target") is None else Cell.parse(str(data["target"])),
        )

    @classmethod
    def from_json(cls, text: str) -> Question:
        return cls.from_dict(json.loads(text))


# ---- answers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DrawAnswer:
    """Draw (True) or stand (False) for the hand the step asks about."""

    draws: bool

    def to_dict(self) -> JsonDict:
        return {"draws": self.draws}

    @classmethod
    def from_dict(cls, data: JsonDict) -> DrawAnswer:
        return cls(bool(data["draws"]))


class Winner(Enum):
    """The called winner (Baccarat arts. 11, 12)."""

    PLAYER = "P"
    BANKER = "B"
    TIE = "T"


@dataclass(frozen=True)
class CallAnswer:
    """Calling a coup: both totals, the winner, the pairs and whether there was a natural."""

    player_total: int
    banker_total: int
    winner: Winner
    player_pair: bool
    banker_pair: bool
    natural: bool

    def to_dict(self) -> JsonDict:
        return {
            "player_total": self.player_total,
            "banker_total": self.banker_total,
            "winner": self.winner.value,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
            "natural": self.natural,
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> CallAnswer:
        return cls(
            int(data["player_total"]),
            int(data["banker_total"]),
            Winner(data["winner"]),
            bool(data["player_pair"]),
            bool(data["banker_pair"]),
            bool(data["natural"]),
        )


ChipCount: TypeAlias = tuple[Decimal, int]
"""(chip value, how many)."""


def _money(value: Decimal | None) -> str | None:
    return None if value is None else str(value)


def _read_money(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value))


def _read_chips(value: Any) -> tuple[ChipCount, ...] | None:
    if value is None:
        return None
    return tuple((Decimal(str(v)), int(n)) for v, n in value)


@dataclass(frozen=True)
class PayoutAnswer:
    """One settlement line: what the dealer pays out, and the commission where one applies.

    ``paid`` is the money pushed to the bettor on top of the stake (0 for a losing bet, which
    is taken, and for a push, whose stake is returned). ``commission`` is the 5% taken (deduct
    tables) or marked in the commission box (mark tables); None means "no commission".
    ``chips`` optionally breaks ``paid`` into chips: ((value, count), ...), largest first.
    Build it from typed text with :meth:`parse`, which raises
    :class:`~trainer.errors.MoneyParseError` on junk *before* anything is graded.
    """

    paid: Decimal
    commission: Decimal | None = None
    chips: tuple[ChipCount, ...] | None = None

    @classmethod
    def parse(
        cls,
        paid: str,
        commission: str | None = None,
        chips: tuple[ChipCount, ...] | None = None,
        *,
        allow_cents: bool = False,
        commission_cents: bool | None = None,
    ) -> PayoutAnswer:
        """Read typed amounts with :func:`trainer.money.parse_money`; an empty commission is
        "no commission". ``commission_cents`` (default: ``allow_cents``) lets the commission
        alone have cents, as the exact 5% marked in a commission box may. Raises
        MoneyParseError on junk."""
        paid_value = parse_money(paid, allow_cents=allow_cents)
        commission_value: Decimal | None = None
        if commission is not None and commission.strip():
            cents = allow_cents if commission_cents is None else commission_cents
            commission_value = parse_money(commission, allow_cents=cents)
        return cls(paid_value, commission_value, chips)

    def to_dict(self) -> JsonDict:
        return {
            "paid": str(self.paid),
            "commission": _money(self.commission),
            "chips": None if self.chips is None else [[str(v), n] for v, n in self.chips],
        }

    @classmethod
    def from_dict(cls, data: JsonDict) -> PayoutAnswer:
        paid = _read_money(data["paid"])
        if paid is None:
            raise MoneyParseError("empty", "a payout answer needs an amount")
        return cls(paid, _read_money(data.get("commission")), _read_chips(data.get("chips")))


@dataclass(frozen=True)
class SamKongLevelAnswer:
    """The level by its annex ordinal: 1 = 三公 .. 31 = 無公零."""

    ordinal: int

    def to_dict(self) -> JsonDict:
        return {"ordinal": self.ordinal}

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongLevelAnswer:
        return cls(int(data["ordinal"]))


class DoorCall(Enum):
    """A door's result against the banker, as called by the trainee."""

    WIN = "win"
    LOSE = "lose"
    TIE = "tie"


@dataclass(frozen=True)
class SamKongDoorsAnswer:
    """Each door's result, door 1 first."""

    results: tuple[DoorCall, ...]

    def to_dict(self) -> JsonDict:
        return {"results": [r.value for r in self.results]}

    @classmethod
    def from_dict(cls, data: JsonDict) -> SamKongDoorsAnswer:
        return cls(tuple(DoorCall(r) for r in data["results"]))


@dataclass(frozen=True)
class ShoeAnswer:
    """A number, yes/no (bool) or a choice code, as the prompt's ``answer_type`` asks."""

    value: int | bool | str

    def to_dict(self) -> JsonDict:
        return {"value": self.value}

    @classmethod
    def from_dict(cls, data: JsonDict) -> ShoeAnswer:
        value = data["value"]
        if not isinstance(value, int | bool | str):
            raise ValueError(f"not a shoe answer: {value!r}")
        return cls(value)


Answer: TypeAlias = (
    DrawAnswer
    | CallAnswer
    | PayoutAnswer
    | SamKongLevelAnswer
    | SamKongDoorsAnswer
    | ShoeAnswer
)

ANSWER_TYPES: dict[DrillKind, Any] = {
    DrillKind.DRAW: DrawAnswer,
    DrillKind.CALL: CallAnswer,
    DrillKind.PAYOUT: PayoutAnswer,
    DrillKind.SAMKONG_LEVEL: SamKongLevelAnswer,
    DrillKind.SAMKONG_DOORS: SamKongDoorsAnswer,
    DrillKind.SAMKONG_PAYOUT: PayoutAnswer,
    DrillKind.SHOE: ShoeAnswer,
}
"""The answer class each kind expects."""


def answer_to_json(answer: Answer | None) -> str:
    """Storage form of an answer (``"null"`` for none, e.g. a time-out)."""
    return json.dumps(None if answer is None else answer.to_dict(), sort_keys=True)


def answer_from_json(kind: DrillKind, text: str) -> Answer | None:
    data = json.loads(text)
    if data is None:
        return None
    result: Answer = ANSWER_TYPES[kind].from_dict(data)
    return result


# ---- the grade -------------------------------------------------------------------------


@dataclass(frozen=True)
class Grade:
    """The verdict on one answer.

    ``reason`` says which rule decides the expected answer (or TIMED_OUT); ``article`` is
    where that rule is written; ``details`` are facts the UI words, e.g.
    ``("banker_draws_on", {"total": 5, "third": 4, "range": "4-7"})`` or
    ``("wrong_part", {"part": "banker_total", "expected": 7, "given": 6})``.
    """

    correct: bool
    expected: Answer
    given: Answer | None
    reason: ReasonCode
    article: Article
    details: tuple[Detail, ...] = field(default=())
    ms_taken: int = 0
    timed_out: bool = False

    @property
    def fault(self) -> Fault | None:
        """What was wrong with a wrong payout line, read from its ``wrong_part`` details:
        None when right, for another drill, or after a time-out with no answer."""
        if self.correct:
            return None
        parts = self.details_with("wrong_part")
        if any(p.get("part") in ("paid", "commission") for p in parts):
            return Fault.WRONG_AMOUNT
        for p in parts:
            if p.get("part") == "chips":
                return (Fault.NOT_FEWEST_CHIPS if p.get("fault") == Fault.NOT_FEWEST_CHIPS.value
                        else Fault.WRONG_AMOUNT)
        return None

    def detail(self, code: str) -> Mapping[str, ParamValue] | None:
        """The parameters of the first detail with ``code``, if any."""
        for name, params in self.details:
            if name == code:
                return params
        return None

    def details_with(self, code: str) -> list[Mapping[str, ParamValue]]:
        return [params for name, params in self.details if name == code]
