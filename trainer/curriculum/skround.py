"""A whole Sam Kong round for a worked example (``skround`` in ``lessons/examples.txt``).

The bets and hands are read and settled as an ``skpayout`` example is
(:func:`trainer.samkong.settlement.settle_samkong`); this module adds what the dealer does
around them, each from the engine: the box or shoe, the cut cards and the burns of Sam Kong
art. 2 from the Sam Kong :class:`~trainer.cards.Shoe` itself, the order the hands are dealt in,
and the settlement in the dealer's order (losers taken first, then winners paid).
"""

from __future__ import annotations

import random
from dataclasses import replace

from trainer.articles import Game, sk
from trainer.baccarat.settlement import BetResult
from trainer.cards import SAM_KONG_SECOND_CUT_RANGE, Shoe
from trainer.curriculum.model import Example, ExampleKind, SamKongRound
from trainer.errors import ShoeError
from trainer.samkong.levels import HAND_SIZE
from trainer.typed import is_ascii_digits


class RoundSpecError(ValueError):
    """The round's ``decks=`` setting cannot be used; the message says why."""


def split_decks(args: str) -> tuple[int, str]:
    """``decks=<n>`` out of an ``skround`` line (one deck, a box, when it names none) and the
    rest of the line, which reads as an ``skpayout`` line."""
    decks, rest = "1", []
    for word in args.split():
        name, sep, value = word.partition("=")
        if sep and name == "decks":
            decks = value
        else:
            rest.append(word)
    if not is_ascii_digits(decks):
        raise RoundSpecError(f"decks is a whole number, not {decks!r}")
    return int(decks), " ".join(rest)


def work_round(example: Example, decks: int) -> Example:
    """The ``skpayout`` example ``example`` as a whole round with ``decks`` decks."""
    settlement = example.samkong_settlement
    if settlement is None:  # pragma: no cover - an skpayout example is settled
        raise RoundSpecError("a round needs its bets settled")
    doors = tuple(line.door for line in example.doors)
    low, high = SAM_KONG_SECOND_CUT_RANGE
    try:
        shoe = Shoe(decks, random.Random(0), game=Game.SAM_KONG,
                    cut_from_end=None if decks == 1 else (low + high) // 2)
    except ShoeError as exc:
        raise RoundSpecError(str(exc)) from None
    burn, _, article = shoe.burn_plan()
    # Deal the round from the engine's shoe: the burn, one coup of three cards a hand, then
    # whatever it burns as the next coup starts (nothing if a box is shuffled afresh).
    shoe.burn()
    shoe.start_coup()
    shoe.draw_many(HAND_SIZE * (len(doors) + 1))
    shoe.end_coup()
    later = 0 if shoe.is_last_coup_done or shoe.start_coup() is None else 1
    lines = settlement.lines
    rnd = SamKongRound(
        decks=decks, box=shoe.is_box, cut_cards=1 if shoe.is_box else 2,
        second_cut=None if shoe.is_box else (low, high), burn=burn, burn_later=later,
        deal_order=doors,
        taken=tuple(line for line in lines if line.result is BetResult.LOSE),
        stands=tuple(line for line in lines if line.result is BetResult.PUSH),
        paid=tuple(line for line in lines if line.result is BetResult.WIN),
        article=article,
    )
    cited = [sk(1), sk(2), *(a for a in example.articles if a not in (sk(1), sk(2)))]
    return replace(example, kind=ExampleKind.SKROUND, samkong_round=rnd, articles=tuple(cited))
