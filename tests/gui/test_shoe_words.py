"""The shoe drill's words agree with the engine (issue 11, points 1 and 6)."""

from __future__ import annotations

import random

from trainer.articles import Game
from trainer.cards import BurnMethod, Card, Shoe
from trainer.drills.explain import Phrase
from trainer.drills.prompts import ShoeAnswerType, ShoePrompt, ShoeTopic
from trainer.drills.shoe import solve
from ui.words import Words


def test_option_b_asks_how_many_more_cards(qtbot) -> None:
    """Option (b) burns the first card and then as many more as its value (Baccarat art. 2):
    the engine's answer counts the cards after the first, so the question says "more"."""
    prompt = ShoePrompt(ShoeTopic.BURN_FIRST_CARD, ShoeAnswerType.NUMBER, card=Card.parse("7S"))
    question = Words().shoe_question(prompt)
    assert "How many more cards are burnt after it?" in question
    answer = solve(prompt)[0]
    shoe = Shoe(8, random.Random(3), cards=[Card.parse("7S")] * 30)
    burn = shoe.burn(BurnMethod.FIRST_CARD)
    assert answer == burn.count == 7 and len(burn.cards) == answer + 1


def test_samkong_burn_feedback_counts_all_cards_burnt(qtbot) -> None:
    prompt = ShoePrompt(ShoeTopic.SAMKONG_BURN, ShoeAnswerType.NUMBER, Game.SAM_KONG, decks=2,
                        coup=7)
    value, _, _, details = solve(prompt)
    assert value == 8  # Sam Kong art. 2: 2 at the start, one before each of coups 2-7
    words = Words()
    assert "burnt in all once coup 7 starts" in words.shoe_question(prompt)
    code, params = details[0]
    fact = words.fact(Phrase(code, params))
    assert fact.startswith("8 cards burnt in all once coup 7 starts"), fact
