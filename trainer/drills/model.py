"""The drill model: kinds, levels, reason codes, the question as shown and the grade.

Everything here is a frozen value that survives a JSON round trip, so a question can be stored
"as shown" and a grade can be reviewed later. The core returns codes (:class:`ReasonCode`,
:class:`~trainer.articles.Article`, detail codes with parameters); the UI turns them into words.
What a question shows is in :mod:`trainer.drills.prompts`, what is answered in
:mod:`trainer.drills.answers`; this module ties them to the drill kinds.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeAlias

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
