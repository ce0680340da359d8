"""The drill model: kinds, levels, reason codes, the question as shown and the grade.

Everything here is a frozen value that survives a JSON round trip, so a question can be stored
"as shown" and a grade can be reviewed later. The core returns codes (:class:`ReasonCode`,
:class:`~trainer.articles.Article`, detail codes with parameters); the UI turns them into words.
What a question shows is in :mod:`trainer.drills.prompts`, what is answered in
:mod:`trainer.drills.answers`; this module ties them to the drill kinds.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, TypeAlias

from trainer.articles import Article
from trainer.drills.answers import (
    Answer,
    CallAnswer,
    DrawAnswer,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
)
from trainer.drills.cell import Cell
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    JsonDict,
    PayoutPrompt,
    Prompt,
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
    SamKongPayoutPrompt,
    ShoePrompt,
)
from trainer.open_kinds import codec_schema

# ---- kinds, levels, reasons --------------------------------------------------------------


class _DrillKindType(type):
    """Iterating the class gives its kinds in the order they were defined (as an Enum does)."""

    def __iter__(cls) -> Iterator[DrillKind]:
        return iter(tuple(_KINDS.values()))

    def __len__(cls) -> int:
        return len(_KINDS)


class DrillKind(metaclass=_DrillKindType):
    """A drill kind of the Practice screen (RULES.md section C): an open set, so that a new
    drill is one registered :class:`~trainer.drills.base.DrillSpec` and one ``define`` call.

    It reads like the Enum it was: ``DrillKind.DRAW``, ``.value`` (the code stored in the
    ``drill_kind`` columns and question JSON), ``.name``, ``DrillKind("draw")`` (ValueError for
    an unknown code), ``for kind in DrillKind``. There is one object per code, so ``is``
    compares. What a kind asks and takes (its prompt and answer classes) is defined with it,
    so a stored question or answer of any defined kind reads back. The Table's steps are not a
    drill kind (see :data:`~trainer.drills.registry.TABLE_KIND`).
    """

    __slots__ = ("answer_type", "name", "prompt_type", "value")

    DRAW: ClassVar[DrillKind]
    """Player and Banker draw-or-stand decisions (Baccarat art. 9)."""
    CALL: ClassVar[DrillKind]
    """Call a finished coup: totals, winner, pairs, natural (arts. 5, 9, 11-13)."""
    PAYOUT: ClassVar[DrillKind]
    """Take losing bets and pay winners with commission (arts. 12, 17, 18)."""
    SAMKONG_LEVEL: ClassVar[DrillKind]
    """Name a Sam Kong hand's level (Sam Kong art. 5)."""
    SAMKONG_DOORS: ClassVar[DrillKind]
    """Each door against the banker: win, lose or tie (Sam Kong arts. 6, 7)."""
    SAMKONG_PAYOUT: ClassVar[DrillKind]
    """Settle Sam Kong bets (Sam Kong arts. 8-10)."""
    SHOE: ClassVar[DrillKind]
    """Shoe procedure: burn, cut card, last coup, exposed cards, misdeals."""

    name: str
    value: str
    prompt_type: Any
    answer_type: Any

    def __new__(cls, value: object) -> DrillKind:
        """The defined kind whose code is ``value`` (ValueError for any other)."""
        if isinstance(value, DrillKind):
            return value
        kind = _KINDS.get(value) if isinstance(value, str) else None
        if kind is None:
            raise ValueError(f"{value!r} is not a valid DrillKind")
        return kind

    @classmethod
    def define(cls, name: str, value: str, prompt_type: Any, answer_type: Any) -> DrillKind:
        """A new kind: ``name`` as in code (``SHOE``), ``value`` its stored code (``shoe``),
        and the classes its questions show and its answers are (for reading them back)."""
        if value in _KINDS or any(k.name == name for k in _KINDS.values()):
            raise ValueError(f"drill kind {name}/{value} is already defined")
        kind = object.__new__(cls)
        for attr, item in (("name", name), ("value", value), ("prompt_type", prompt_type),
                           ("answer_type", answer_type)):
            object.__setattr__(kind, attr, item)
        _KINDS[value] = kind
        ANSWER_TYPES[kind] = answer_type
        return kind

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        return codec_schema(cls, operator.attrgetter("value"))

    @classmethod
    def withdraw(cls, kind: DrillKind) -> None:
        """Forget a kind defined by :meth:`define` after the shipped ones (a test's made-up
        drill); the shipped kinds stay (stored rows name them)."""
        if kind in _BUILT_IN:
            raise ValueError(f"{kind.name} is a shipped drill kind")
        _KINDS.pop(kind.value, None)
        ANSWER_TYPES.pop(kind, None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a DrillKind is immutable")

    def __repr__(self) -> str:
        return f"<DrillKind.{self.name}: {self.value!r}>"

    def __str__(self) -> str:
        return f"DrillKind.{self.name}"

    def __reduce__(self) -> tuple[type[DrillKind], tuple[str]]:
        return DrillKind, (self.value,)

    def __copy__(self) -> DrillKind:
        return self

    def __deepcopy__(self, memo: object) -> DrillKind:
        return self


_KINDS: dict[str, DrillKind] = {}
"""Every defined kind by its code, in the order defined."""

ANSWER_TYPES: dict[DrillKind, Any] = {}
"""The answer class each kind expects (filled by :meth:`DrillKind.define`)."""

DrillKind.DRAW = DrillKind.define("DRAW", "draw", DrawPrompt, DrawAnswer)
DrillKind.CALL = DrillKind.define("CALL", "call", CallPrompt, CallAnswer)
DrillKind.PAYOUT = DrillKind.define("PAYOUT", "payout", PayoutPrompt, PayoutAnswer)
DrillKind.SAMKONG_LEVEL = DrillKind.define(
    "SAMKONG_LEVEL", "samkong_level", SamKongLevelPrompt, SamKongLevelAnswer)
DrillKind.SAMKONG_DOORS = DrillKind.define(
    "SAMKONG_DOORS", "samkong_doors", SamKongDoorsPrompt, SamKongDoorsAnswer)
DrillKind.SAMKONG_PAYOUT = DrillKind.define(
    "SAMKONG_PAYOUT", "samkong_payout", SamKongPayoutPrompt, PayoutAnswer)
DrillKind.SHOE = DrillKind.define("SHOE", "shoe", ShoePrompt, ShoeAnswer)
_BUILT_IN: frozenset[DrillKind] = frozenset(_KINDS.values())


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
    and counted apart in progress.

    ``NOT_FEWEST_CHIPS``: the payout, the commission and the chips' total were right, the
    chips were the table's, but more of them than the fewest-chip breakdown (house practice,
    RULES.md C). ``WRONG_AMOUNT``: anything else wrong - the payout, the commission, or chips
    that do not add up to the payout. A grade of another drill has no fault.
    """

    WRONG_AMOUNT = "wrong_amount"
    NOT_FEWEST_CHIPS = "not_fewest_chips"


# ---- codes the UI words ----------------------------------------------------------------

ParamValue: TypeAlias = str | int | bool | None
Detail: TypeAlias = tuple[str, Mapping[str, ParamValue]]
"""A fact the UI can turn into a sentence: ``("banker_draws_on", {"total": 5, "third": 4})``."""




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
        prompt: Prompt = kind.prompt_type.from_dict(data["prompt"])
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
