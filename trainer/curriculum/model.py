"""The lesson model: frozen values the lesson screen shows and the tests check.

Everything a lesson says about cards, totals, levels or money comes from the engine (an
:class:`Example` or a :class:`Check` computed from a short text spec), never typed by hand.
Labels are codes (``"draw"``, ``"banker"``, ``"level:5"``); each has an English text for
logs and tests, and the UI translates the codes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from pathlib import Path

from trainer.articles import Article, Game
from trainer.baccarat.coup import Coup, Outcome
from trainer.baccarat.settlement import Settlement
from trainer.baccarat.table import TableRules
from trainer.cards import BurnMethod, Card, format_cards
from trainer.drills.model import DrillKind
from trainer.drills.registry import drill_codes, levels_for
from trainer.money import format_hkd
from trainer.samkong.levels import DoorResult, HandLevel
from trainer.samkong.settlement import SamKongBetKind, SamKongLine, SamKongSettlement

LANGUAGES: tuple[str, ...] = ("en", "zh-Hant", "zh-Hans", "pt")
"""The lesson languages, English first (the reference every translation is checked against)."""

EXAMPLE_DIRECTIVE = re.compile(r"\{\{example:\s*([^{}\s]+)\s*\}\}")
"""A body line ``{{example: <id>}}``: show the worked example ``<id>`` here."""

CHECK_DIRECTIVE = "{{check}}"
"""The body line that starts the lesson's final check section."""

ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
"""Lesson and example ids are kebab-case: ``banker-tableau``, ``coup-natural-8``."""

def drills() -> tuple[str, ...]:
    """The drill kinds a lesson's check can link to: the registered drills' codes, in order."""
    return drill_codes()


def drill_levels(drill: str) -> tuple[str, ...]:
    """The levels ``drill`` offers, which its lesson's ``drill:`` line may name after a colon
    (``draw:hard``); none for a code that is not a drill."""
    try:
        kind = DrillKind(drill)
    except ValueError:
        return ()
    return tuple(level.value for level in levels_for(kind))


@dataclass(frozen=True, order=True)
class LessonError:
    """A problem in a lesson file or in ``examples.txt``: where it is and what is wrong.

    ``line`` is 1-based; 0 means the whole file or folder. ``code`` is a stable reason code
    (``unknown_key``, ``bad_order`` ...) for tests and tools; ``message`` is English for the
    author or translator.
    """

    path: Path
    line: int
    message: str
    code: str = ""

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


# ---- examples ---------------------------------------------------------------------------


class ExampleKind(Enum):
    """What an ``examples.txt`` line computes."""

    COUP = "coup"
    """A baccarat coup played from cards in dealing order (arts. 5, 7, 9, 11-13)."""
    SAMKONG = "samkong"
    """One Sam Kong hand and its level (Sam Kong art. 5)."""
    DOORS = "doors"
    """A Sam Kong banker hand and each door's result against it (Sam Kong arts. 6, 7)."""
    PAYOUT = "payout"
    """Baccarat bets settled on a coup at a table (arts. 12, 17, 18)."""
    SKPAYOUT = "skpayout"
    """Sam Kong bets settled on a coup (Sam Kong arts. 8-10)."""
    BURN = "burn"
    """The burn at the start of a baccarat shoe (art. 2, options a, b, c)."""
    SKROUND = "skround"
    """A whole Sam Kong round: the box or shoe, the cut cards and the burn (art. 2), the deal
    order, each door against the banker (arts. 5-7) and every bet settled in the dealer's
    order, losers taken before winners are paid (arts. 8-10)."""
    SHOE = "shoe"
    """A whole baccarat shoe of a fixed (seeded) card order dealt by the engine: the cut card's
    place and the burn (art. 2), the coup the cut card comes out in and the last coup under
    each reading of art. 3."""


class HandRole(Enum):
    """Whose cards a :class:`CardGroup` holds; the UI labels it in its language."""

    PLAYER = "player"
    BANKER = "banker"
    DOOR = "door"
    HAND = "hand"
    FIRST_CARD = "first_card"


@dataclass(frozen=True)
class CardGroup:
    """Cards the UI draws side by side, with whose they are (``number`` counts doors from 1)."""

    role: HandRole
    cards: tuple[Card, ...]
    number: int = 0

    @property
    def label(self) -> str:
        """English label: ``Player``, ``Banker``, ``Door 2``, ``Hand``, ``First card``."""
        names = {
            HandRole.PLAYER: "Player",
            HandRole.BANKER: "Banker",
            HandRole.DOOR: f"Door {self.number}",
            HandRole.HAND: "Hand",
            HandRole.FIRST_CARD: "First card",
        }
        return names[self.role]


@dataclass(frozen=True)
class BurnResult:
    """How many cards the dealer burns at the start of the shoe, and under which option."""

    method: BurnMethod
    count: int
    first_card: Card | None
    decks: int | None
    article: Article


@dataclass(frozen=True)
class ShoeLife:
    """A shoe dealt to its end by the engine (:class:`trainer.cards.Shoe`), under both readings
    of Baccarat art. 3: the same cards, so the cut card comes out in the same coup."""

    decks: int
    cards: int
    """Cards in the shoe."""
    cut_from_end: int
    """Cards behind the cut card (art. 2: about the last 12 or earlier)."""
    burn: BurnResult
    cut_coup: int
    """The coup (1-based) during which the cut card came out."""
    coup: Coup
    """That coup, as the engine dealt it."""
    last_one_more: int
    """The last coup under "one more coup" (:attr:`LastCoupRule.ONE_MORE`)."""
    last_this_coup: int
    """The last coup under "this coup is last" (:attr:`LastCoupRule.THIS_COUP`)."""
    cut_article: Article
    last_article: Article


@dataclass(frozen=True)
class SamKongRound:
    """A Sam Kong round as the dealer runs it, worked out by the engine's Sam Kong shoe
    (:class:`trainer.cards.Shoe`) and settlement
    (:func:`trainer.samkong.settlement.settle_samkong`).

    ``taken``, ``stands`` and ``paid`` hold the settlement's lines in the dealer's order:
    every losing bet is taken first, then every winner is paid, each group in the table's
    order (the order the example names the bets); a bet that stands is neither.
    """

    decks: int
    box: bool
    """One deck in a box (one cut card, a fresh shuffle every coup); else a shoe."""
    cut_cards: int
    second_cut: tuple[int, int] | None
    """With a shoe: the second cut card goes between these many cards from the end."""
    burn: int
    """Cards burnt before the first coup (as many as decks)."""
    burn_later: int
    """Cards burnt before every later coup (one with a shoe, none with a box)."""
    deal_order: tuple[int, ...]
    """The doors, clockwise from the first door; the banker is dealt after them."""
    taken: tuple[SamKongLine, ...]
    stands: tuple[SamKongLine, ...]
    paid: tuple[SamKongLine, ...]
    article: Article
    """The article of the procedure (Sam Kong art. 2)."""


@dataclass(frozen=True)
class DoorLine:
    """One Sam Kong door's level and its result against the banker."""

    door: int
    level: HandLevel
    result: DoorResult


@dataclass(frozen=True)
class Example:
    """A worked example computed by the engine from one line of ``examples.txt``.

    Only the fields of its :attr:`kind` are set: ``coup`` for COUP and PAYOUT,
    ``settlement`` and ``table`` for PAYOUT, ``level`` for SAMKONG, ``banker_level`` and
    ``doors`` and ``samkong_settlement`` for DOORS, SKPAYOUT and SKROUND (no settlement for
    DOORS), ``samkong_round`` for SKROUND, ``burn`` for BURN, ``shoe`` for SHOE.
    ``hands`` are the cards to draw, ``articles`` the rules the example shows.
    """

    id: str
    kind: ExampleKind
    spec: str
    hands: tuple[CardGroup, ...]
    articles: tuple[Article, ...]
    coup: Coup | None = None
    settlement: Settlement | None = None
    table: TableRules | None = None
    level: HandLevel | None = None
    banker_level: HandLevel | None = None
    doors: tuple[DoorLine, ...] = ()
    samkong_settlement: SamKongSettlement | None = None
    samkong_round: SamKongRound | None = None
    burn: BurnResult | None = None
    shoe: ShoeLife | None = None
    line: int = field(default=0, compare=False)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the example, hand by hand."""
        return tuple(card for group in self.hands for card in group.cards)

    def describe(self) -> str:
        """An English account of the example, one fact per line (for logs, tests, the CLI)."""
        return "\n".join(_describe(self))


_OUTCOME_EN = {Outcome.PLAYER: "Player wins", Outcome.BANKER: "Banker wins", Outcome.TIE: "Tie"}
_RESULT_EN = {DoorResult.WIN: "wins", DoorResult.LOSE: "loses", DoorResult.TIE: "ties"}


def _describe_coup(coup: Coup) -> Iterator[str]:
    player, banker = coup.player_decision, coup.banker_decision
    yield (
        f"Player {format_cards(coup.player[:2])} = {coup.player_two_card_total}: "
        f"{'draws' if player.draws else 'stands'} ({player.article})"
        + (f", third card {coup.player[2]} -> {coup.player_total}" if player.draws else "")
    )
    yield (
        f"Banker {format_cards(coup.banker[:2])} = {coup.banker_two_card_total}: "
        f"{'draws' if banker.draws else 'stands'} ({banker.article})"
        + (f", third card {coup.banker[2]} -> {coup.banker_total}" if banker.draws else "")
    )
    score = f"{coup.banker_total} to {coup.player_total}"
    if coup.outcome is Outcome.PLAYER:
        score = f"{coup.player_total} to {coup.banker_total}"
    yield f"{_OUTCOME_EN[coup.outcome]}, {score} ({coup.outcome_article})"
    pairs = [name for name, flag in (("Player", coup.player_pair), ("Banker", coup.banker_pair))
             if flag]
    if pairs:
        yield f"{' and '.join(pairs)} Pair (Baccarat art. 13)"


def _describe(example: Example) -> Iterator[str]:
    if example.coup is not None:
        yield from _describe_coup(example.coup)
    if example.settlement is not None and example.table is not None:
        yield f"Table {example.table.name}"
        for line in example.settlement.lines:
            bet = line.bet
            head = f"Seat {bet.seat} {bet.kind.label} {format_hkd(bet.amount)}"
            if line.result.value == "lose":
                yield f"{head}: loses, take {format_hkd(line.taken)} ({line.article})"
            elif line.result.value == "push":
                yield f"{head}: push, stays ({line.article})"
            else:
                text = f"{head}: wins at {line.odds}, winnings {format_hkd(line.winnings)}"
                if line.marked:
                    text += f", pay {format_hkd(line.paid)}, mark {format_hkd(line.marked)}"
                elif line.commission:
                    text += (
                        f", commission {format_hkd(line.commission)}, "
                        f"pay {format_hkd(line.paid)}"
                    )
                else:
                    text += f", pay {format_hkd(line.paid)}"
                yield f"{text} ({line.article})"
    if example.level is not None:
        lvl = example.level
        yield f"{lvl.name_en} ({lvl.name_zh_hant}), level {lvl.ordinal} of 31 ({lvl.article})"
    if example.banker_level is not None:
        lvl = example.banker_level
        yield f"Banker: {lvl.name_en} ({lvl.name_zh_hant}), level {lvl.ordinal} of 31"
        for door in example.doors:
            yield (
                f"Door {door.door}: {door.level.name_en} ({door.level.name_zh_hant}) "
                f"{_RESULT_EN[door.result]} ({door.result.article})"
            )
    if example.samkong_settlement is not None:
        for sk_line in example.samkong_settlement.lines:
            sk_bet = sk_line.bet
            name = sk_bet.kind.value.replace("_", " ").capitalize()
            if sk_bet.kind is SamKongBetKind.DOOR:
                name = f"Door {sk_bet.door}"
            elif sk_bet.kind is SamKongBetKind.TIE:
                name = f"Tie on door {sk_bet.door}"
            elif sk_bet.kind is SamKongBetKind.POINT:
                name = f"Point {sk_bet.point}"
            head = f"{name} {format_hkd(sk_bet.amount)}"
            cited = ", ".join(str(a) for a in sk_line.citations)
            if sk_line.result.value == "lose":
                yield f"{head}: loses, take {format_hkd(sk_line.taken)} ({cited})"
            elif sk_line.result.value == "push":
                yield f"{head}: stands ({cited})"
            else:
                text = f"{head}: wins {format_hkd(sk_line.winnings)}"
                if sk_line.commission:
                    text += f", commission {format_hkd(sk_line.commission)}"
                yield f"{text}, pay {format_hkd(sk_line.paid)} ({cited})"
    if example.samkong_round is not None:
        yield from _describe_round(example.samkong_round)
    if example.shoe is not None:
        yield from _describe_shoe(example.shoe)
    if example.burn is not None:
        yield _describe_burn(example.burn)


def _describe_shoe(shoe: ShoeLife) -> Iterator[str]:
    yield (f"{shoe.decks} decks ({shoe.cards} cards): the cut card goes in "
           f"{shoe.cut_from_end} cards from the end ({shoe.cut_article})")
    yield _describe_burn(shoe.burn)
    yield f"The cut card comes out in coup {shoe.cut_coup} ({shoe.last_article})"
    yield from _describe_coup(shoe.coup)
    yield f"One more coup: the last coup is coup {shoe.last_one_more} ({shoe.last_article})"
    yield f"This coup is last: the last coup is coup {shoe.last_this_coup} ({shoe.last_article})"


def _describe_round(rnd: SamKongRound) -> Iterator[str]:
    holder = "a box" if rnd.box else "a shoe"
    yield f"{rnd.decks} decks in {holder}, {rnd.cut_cards} cut cards ({rnd.article})"
    yield f"Burn {rnd.burn}, then {rnd.burn_later} before every later coup ({rnd.article})"
    order = ", ".join(f"door {door}" for door in rnd.deal_order)
    yield f"Deal three cards face down: {order}, the banker last ({rnd.article})"
    for name, group in (("Take", rnd.taken), ("Pay", rnd.paid), ("Stands", rnd.stands)):
        if group:
            yield f"{name}: " + ", ".join(
                f"{line.bet.kind.value} {format_hkd(line.bet.amount)}" for line in group)


def _describe_burn(burn: BurnResult) -> str:
    if burn.method is BurnMethod.FIRST_CARD and burn.first_card is not None:
        return f"First card {burn.first_card}: burn {burn.count} more cards ({burn.article})"
    if burn.method is BurnMethod.DECKS:
        return f"{burn.decks} decks: burn {burn.count} cards ({burn.article})"
    return f"House number: burn {burn.count} cards ({burn.article})"


# ---- checks -----------------------------------------------------------------------------


class CheckKind(Enum):
    """What a check question asks; engine kinds compute their answer, CHOOSE is written."""

    DRAW_PLAYER = "draw_player"
    DRAW_BANKER = "draw_banker"
    TOTAL = "total"
    WINNER = "winner"
    PAIR = "pair"
    LEVEL = "level"
    DOOR = "door"
    ODD_EVEN = "oddeven"
    BURN = "burn"
    LAST_COUP = "lastcoup"
    PAID = "paid"
    COMMISSION = "commission"
    CHOOSE = "choose"


@dataclass(frozen=True)
class Choice:
    """One answer offered: a stable ``code`` and its text.

    For engine checks the text is English and the UI translates by ``code`` (``draw``,
    ``stand``, ``player``, ``banker``, ``tie``, ``win``, ``lose``, ``odd``, ``even``, ``yes``,
    ``no``, ``level:<ordinal>``, digits for totals, burn counts, coup numbers and HKD
    amounts). For CHOOSE
    checks the text is the lesson's own language and the code is the choice's number.
    """

    code: str
    text: str


@dataclass(frozen=True)
class Check:
    """One question of a lesson's short check, with its choices and correct answer."""

    prompt: str
    kind: CheckKind
    spec: str
    choices: tuple[Choice, ...]
    answer: str
    """The :attr:`Choice.code` of the correct choice."""
    article: Article | None
    line: int = field(default=0, compare=False)
    dealt: bool = False
    """Dealt by the engine for a retry (:func:`trainer.curriculum.deal.deal_check`): the
    situation is new, ``prompt`` is empty and the UI words the question from ``kind``,
    ``cards`` and ``totals``."""
    cards: tuple[tuple[Card, ...], ...] = ()
    """A dealt question's cards, hand by hand (a door question: the door's, then the
    banker's; a coup: one group in dealing order)."""
    totals: tuple[int | None, ...] = ()
    """A dealt draw question's totals: (Player, Banker) or (Banker, Player's third card value,
    ``None`` when the Player stood)."""
    template: str = ""
    """A ``paid``/``commission`` question written with the stakes as placeholders (``{1}`` =
    the example's first bet): the ``Q:`` text as written; :attr:`prompt` has them filled.
    Empty when the question names no stake."""
    example: Example | None = field(default=None, compare=False)
    """The payout example a ``paid``/``commission`` question is settled from."""
    thousands: str = ","
    """How the lesson's language groups thousands in a stake filled into :attr:`prompt`."""
    redealt: bool = False
    """A question about a worked example on screen ("in this coup") dealt for a retry with
    the example re-staked: :attr:`example` is the re-dealt example, and the lesson view
    redraws the example of that id from it (:func:`trainer.curriculum.deal.redealt_examples`)."""
    variant: int = 0
    """Which question of its slot's pool this is (0: the first written, ``Q:``; 1 and up:
    the ``Q+:`` alternatives in file order). The same in every language, so a deal can avoid
    the previous one's question even when the language changed in between."""

    @property
    def correct(self) -> Choice:
        """The correct choice."""
        return next(c for c in self.choices if c.code == self.answer)

    def is_correct(self, code: str) -> bool:
        """Whether the choice ``code`` is the right answer."""
        return code == self.answer

    @property
    def amount(self) -> Decimal | None:
        """The correct amount, for PAID and COMMISSION checks."""
        if self.kind in (CheckKind.PAID, CheckKind.COMMISSION):
            return Decimal(self.answer)
        return None


# ---- lessons ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Lesson:
    """One lesson in one language, ready to show.

    ``body_markdown`` is the text before ``{{check}}`` with the ``{{example: id}}`` lines
    still in place; :meth:`segments` splits it into Markdown and examples for the view.
    """

    id: str
    title: str
    order: int
    game: Game
    articles: tuple[Article, ...]
    drill: str
    level: str | None
    examples: tuple[Example, ...]
    body_markdown: str
    checks: tuple[Check, ...]
    path: Path
    pools: tuple[tuple[Check, ...], ...] = ()
    """Every check slot's questions: ``pools[i][0]`` is ``checks[i]``, the rest are its
    ``Q+:`` alternatives (written ``choose`` questions a retry picks from). Empty
    when built without pools: each slot is then its one question (:meth:`pool`)."""

    def pool(self, index: int) -> tuple[Check, ...]:
        """The questions of check slot ``index``, the written one first."""
        if index < len(self.pools):
            return self.pools[index]
        return (self.checks[index],)

    def example(self, example_id: str) -> Example:
        """The lesson's example ``example_id`` (``KeyError`` if it has none by that id)."""
        for example in self.examples:
            if example.id == example_id:
                return example
        raise KeyError(example_id)

    def segments(self) -> tuple[str | Example, ...]:
        """The body in reading order: Markdown chunks and the examples between them."""
        parts: list[str | Example] = []
        chunk: list[str] = []
        for text in self.body_markdown.split("\n"):
            match = EXAMPLE_DIRECTIVE.fullmatch(text.strip())
            if match is None:
                chunk.append(text)
                continue
            if "\n".join(chunk).strip():
                parts.append("\n".join(chunk).strip("\n"))
            chunk = []
            parts.append(self.example(match.group(1)))
        if "\n".join(chunk).strip():
            parts.append("\n".join(chunk).strip("\n"))
        return tuple(parts)


@dataclass(frozen=True)
class LessonSet:
    """The lessons of one language in order, and every problem found while loading them."""

    lang: str
    lessons: tuple[Lesson, ...]
    errors: tuple[LessonError, ...]

    def by_id(self, lesson_id: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(lesson.id for lesson in self.lessons)
