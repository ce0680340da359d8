"""SHOE: shoe-procedure questions with computed answers (Baccarat arts. 2-4, 10; Sam Kong
arts. 2, 3). Cells: ``shoe:<topic>``, e.g. ``shoe:burn_first_card``."""

from __future__ import annotations

import random

from trainer.articles import Article, Game, bac, sk
from trainer.cards import (
    BACCARAT_MIN_CUT_FROM_END,
    MAX_DEMONSTRATION_COUPS,
    SAM_KONG_PRACTICAL_DECKS,
    SAM_KONG_SECOND_CUT_RANGE,
    Card,
    LastCoupRule,
    Rank,
    Shoe,
    Suit,
    burn_count_for_first_card,
)
from trainer.drills.answers import Answer, ShoeAnswer
from trainer.drills.base import DrillOptions, DrillSpec, Verdict
from trainer.drills.cell import Cell
from trainer.drills.model import Detail, DrillKind, Level, Question, ReasonCode
from trainer.drills.prompts import ShoeAnswerType, ShoePrompt, ShoeTopic

EXPOSED_CHOICES = (
    "card_valid_coup_continues",
    "coup_void",
    "burn_card_and_redeal",
    "reshuffle_shoe",
)
"""Choice codes for an exposed card; the first is right (Baccarat art. 4, Sam Kong art. 2)."""
MISDEAL_CHOICES = (
    "correct_at_once_else_void",
    "coup_stands_as_dealt",
    "coup_always_void",
    "reshuffle_shoe",
)
"""Choice codes for a dealing error; the first is right (Baccarat art. 10, Sam Kong art. 2)."""


_SK_DECKS = (2, SAM_KONG_PRACTICAL_DECKS)
"""Sam Kong shoes the drill deals: a practical range, not the law's (art. 1 sets no maximum)."""


def cell_for(topic: ShoeTopic) -> Cell:
    return Cell.of("shoe", topic.value)


def cells(options: DrillOptions) -> tuple[Cell, ...]:
    return tuple(cell_for(t) for t in ShoeTopic)


_HARD_TOPICS = (
    ShoeTopic.BURN_FIRST_CARD,
    ShoeTopic.BURN_FIXED,
    ShoeTopic.CUT_CARD,
    ShoeTopic.SAMKONG_SECOND_CUT,
    ShoeTopic.LAST_COUP,
    ShoeTopic.SAMKONG_BURN,
)


def _prompt(topic: ShoeTopic, rng: random.Random, hard: bool) -> ShoePrompt:
    suit = rng.choice(list(Suit))
    if topic is ShoeTopic.BURN_FIRST_CARD:
        ranks = [Rank.ACE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING] if hard else list(Rank)
        return ShoePrompt(topic, ShoeAnswerType.NUMBER, card=Card(rng.choice(ranks), suit))
    if topic is ShoeTopic.BURN_DECKS:
        return ShoePrompt(topic, ShoeAnswerType.NUMBER, decks=rng.randint(6, 12))
    if topic is ShoeTopic.BURN_FIXED:
        fixed = rng.choice((0, 1, 8, 9, 10)) if hard else rng.randint(0, 10)
        return ShoePrompt(topic, ShoeAnswerType.YES_NO, fixed=fixed)
    if topic is ShoeTopic.CUT_CARD:
        if not hard and rng.random() < 0.3:
            return ShoePrompt(topic, ShoeAnswerType.NUMBER, decks=8)
        low = BACCARAT_MIN_CUT_FROM_END
        spot = rng.randint(low - 3, low + 3) if hard else rng.randint(4, 40)
        return ShoePrompt(topic, ShoeAnswerType.YES_NO, decks=8, cards_from_end=spot)
    if topic is ShoeTopic.SAMKONG_SECOND_CUT:
        low, high = SAM_KONG_SECOND_CUT_RANGE
        spot = (
            rng.choice((low - 2, low - 1, low, high, high + 1, high + 2))
            if hard
            else rng.randint(low - 12, high + 12)
        )
        return ShoePrompt(
            topic, ShoeAnswerType.YES_NO, Game.SAM_KONG, decks=rng.randint(*_SK_DECKS),
            cards_from_end=spot,
        )
    if topic is ShoeTopic.LAST_COUP:
        coup = rng.randint(40, 80)
        if rng.random() < 0.2:
            return ShoePrompt(
                topic, ShoeAnswerType.NUMBER, Game.SAM_KONG, decks=rng.randint(*_SK_DECKS),
                coup=coup // 4,
            )
        rule = LastCoupRule.THIS_COUP if hard and rng.random() < 0.5 else LastCoupRule.ONE_MORE
        return ShoePrompt(
            topic, ShoeAnswerType.NUMBER, decks=8, coup=coup, last_coup_rule=rule.value
        )
    if topic is ShoeTopic.DEMONSTRATION_COUPS:
        if rng.random() < 0.5:
            return ShoePrompt(topic, ShoeAnswerType.NUMBER)
        return ShoePrompt(topic, ShoeAnswerType.YES_NO, coup=rng.randint(0, 3))
    if topic in (ShoeTopic.EXPOSED_CARD, ShoeTopic.MISDEAL):
        base = EXPOSED_CHOICES if topic is ShoeTopic.EXPOSED_CARD else MISDEAL_CHOICES
        choices = list(base)
        rng.shuffle(choices)
        game = rng.choice((Game.BACCARAT, Game.SAM_KONG))
        return ShoePrompt(topic, ShoeAnswerType.CHOICE, game, choices=tuple(choices))
    # SAMKONG_BURN: as many as decks at the start, one more before every later coup.
    coup = rng.choice((1, 2, 3, 5, 10)) if hard else rng.randint(1, 12)
    return ShoePrompt(
        topic, ShoeAnswerType.NUMBER, Game.SAM_KONG, decks=rng.randint(*_SK_DECKS), coup=coup
    )


def generate(
    level: Level, seed: int, options: DrillOptions, target: Cell | None = None
) -> tuple[Question, ...]:
    rng = random.Random(seed)
    if target is not None:
        topic = ShoeTopic(target[1])
    elif level is Level.HARD:
        topic = rng.choice(_HARD_TOPICS)
    else:
        topic = rng.choice(list(ShoeTopic))
    prompt = _prompt(topic, rng, level is Level.HARD)
    return (Question(DrillKind.SHOE, level, seed, cell_for(topic), prompt, target=target),)


def solve(prompt: ShoePrompt) -> tuple[int | bool | str, ReasonCode, Article, tuple[Detail, ...]]:
    """The right answer to a shoe question, its rule and the facts behind it."""
    topic = prompt.topic
    if topic is ShoeTopic.BURN_FIRST_CARD:
        assert prompt.card is not None
        count = burn_count_for_first_card(prompt.card)
        return count, ReasonCode.BURN_FIRST_CARD, bac(2, note="option (b)"), (
            ("burn_first_card", {"card": prompt.card.code, "burn": count}),
        )
    if topic is ShoeTopic.BURN_DECKS:
        assert prompt.decks is not None
        return prompt.decks, ReasonCode.BURN_DECKS, bac(2, note="option (a)"), (
            ("burn_decks", {"decks": prompt.decks, "burn": prompt.decks}),
        )
    if topic is ShoeTopic.BURN_FIXED:
        assert prompt.fixed is not None
        return 1 <= prompt.fixed <= 8, ReasonCode.BURN_FIXED, bac(2, note="option (c)"), (
            ("burn_fixed_range", {"fixed": prompt.fixed, "low": 1, "high": 8}),
        )
    if topic is ShoeTopic.CUT_CARD:
        low = BACCARAT_MIN_CUT_FROM_END
        fact: Detail = ("cut_card_min", {"min": low, "cards_from_end": prompt.cards_from_end})
        if prompt.cards_from_end is None:
            return low, ReasonCode.CUT_CARD_POSITION, bac(2), (fact,)
        return prompt.cards_from_end >= low, ReasonCode.CUT_CARD_POSITION, bac(2), (fact,)
    if topic is ShoeTopic.SAMKONG_SECOND_CUT:
        assert prompt.cards_from_end is not None
        low, high = SAM_KONG_SECOND_CUT_RANGE
        return low <= prompt.cards_from_end <= high, ReasonCode.SAMKONG_SECOND_CUT, sk(2), (
            (
                "second_cut_range",
                {"low": low, "high": high, "cards_from_end": prompt.cards_from_end},
            ),
        )
    if topic is ShoeTopic.LAST_COUP:
        assert prompt.coup is not None
        if prompt.game is Game.SAM_KONG:
            return prompt.coup, ReasonCode.LAST_COUP_THIS_COUP, sk(3), (
                ("last_coup", {"cut_in_coup": prompt.coup, "last": prompt.coup,
                               "rule": "samkong"}),
            )
        rule = LastCoupRule(prompt.last_coup_rule or LastCoupRule.ONE_MORE.value)
        last = prompt.coup + 1 if rule is LastCoupRule.ONE_MORE else prompt.coup
        code = (
            ReasonCode.LAST_COUP_ONE_MORE
            if rule is LastCoupRule.ONE_MORE
            else ReasonCode.LAST_COUP_THIS_COUP
        )
        return last, code, bac(3), (
            ("last_coup", {"cut_in_coup": prompt.coup, "last": last, "rule": rule.value}),
        )
    if topic is ShoeTopic.DEMONSTRATION_COUPS:
        fact = ("demonstration_coups_max", {"max": MAX_DEMONSTRATION_COUPS, "dealt": prompt.coup})
        if prompt.answer_type is ShoeAnswerType.NUMBER:
            return MAX_DEMONSTRATION_COUPS, ReasonCode.DEMONSTRATION_COUPS, bac(2), (fact,)
        assert prompt.coup is not None
        return prompt.coup < MAX_DEMONSTRATION_COUPS, ReasonCode.DEMONSTRATION_COUPS, bac(2), (
            fact,
        )
    if topic is ShoeTopic.EXPOSED_CARD:
        article = bac(4) if prompt.game is Game.BACCARAT else sk(2)
        return EXPOSED_CHOICES[0], ReasonCode.EXPOSED_CARD_VALID, article, (
            ("exposed_card_valid", {"game": prompt.game.value}),
        )
    if topic is ShoeTopic.MISDEAL:
        article = bac(10) if prompt.game is Game.BACCARAT else sk(2)
        return MISDEAL_CHOICES[0], ReasonCode.MISDEAL_CORRECT_OR_VOID, article, (
            ("misdeal", {"game": prompt.game.value}),
        )
    assert prompt.coup is not None and prompt.decks is not None
    burn = samkong_burnt_by_coup(prompt.decks, prompt.coup)
    return burn, ReasonCode.SAMKONG_BURN, sk(2), (
        ("samkong_burn", {"decks": prompt.decks, "coup": prompt.coup, "burn": burn}),
    )


def samkong_burnt_by_coup(decks: int, coup: int) -> int:
    """Cards burnt in all once coup ``coup`` (1-based) of a Sam Kong shoe starts.

    Graded from the engine, never from a second copy of the rule: the shoe is played with
    :class:`~trainer.cards.Shoe`, which burns as many cards as decks at the start and one more
    before every later coup (Sam Kong art. 2). Only burns are drawn, so the cut card never
    comes out before coup ``coup``; a one-deck box is reshuffled (and burnt) every coup.
    """
    if coup < 1:
        raise ValueError(f"coups are counted from 1, not {coup}")
    # The shuffle does not change how many cards are burnt: a fixed seed keeps grading pure.
    rng = random.Random(0)
    shoe = Shoe(decks, rng, game=Game.SAM_KONG)
    burnt = len(shoe.burn().cards)
    for number in range(1, coup + 1):
        if number > 1:
            shoe.end_coup()
            if shoe.is_last_coup_done:
                shoe = Shoe(decks, rng, game=Game.SAM_KONG)
                burnt += len(shoe.burn().cards)
        if shoe.start_coup() is not None:
            burnt += 1
    return burnt


def grade(question: Question, answer: Answer) -> Verdict:
    prompt = question.prompt
    if not isinstance(prompt, ShoePrompt) or not isinstance(answer, ShoeAnswer):
        raise TypeError("a SHOE question takes a ShoeAnswer")
    value, reason, article, details = solve(prompt)
    # bool is an int in Python: a yes/no must not pass for the number 1.
    correct = type(answer.value) is type(value) and answer.value == value
    return Verdict(correct, ShoeAnswer(value), reason, article, details)


REASONS: tuple[ReasonCode, ...] = (
    ReasonCode.BURN_FIRST_CARD,
    ReasonCode.BURN_DECKS,
    ReasonCode.BURN_FIXED,
    ReasonCode.CUT_CARD_POSITION,
    ReasonCode.SAMKONG_SECOND_CUT,
    ReasonCode.LAST_COUP_ONE_MORE,
    ReasonCode.LAST_COUP_THIS_COUP,
    ReasonCode.DEMONSTRATION_COUPS,
    ReasonCode.EXPOSED_CARD_VALID,
    ReasonCode.MISDEAL_CORRECT_OR_VOID,
    ReasonCode.SAMKONG_BURN,
)
"""The reason codes this drill's verdicts carry (besides TIMED_OUT)."""

SPEC = DrillSpec(
    DrillKind.SHOE, (Level.ALL, Level.HARD, Level.WEAK), generate, grade, cells,
    order=70, name_code="shoe", target_ms=5000, panel="shoe", probe=ShoeAnswer(0),
    reasons=REASONS, deals_cards=False,
)
