"""What to mark on the table while a graded question is reviewed.

The feedback line says the rule; the table shows where it applies: the card that decides
(the Player's third card against a Banker total, art. 9 (3)-(4); the hand with the natural,
art. 9 (1); the door that was called wrong, Sam Kong art. 6) and the bet that is settled.
This comes from the question and the grade's data, so a view only paints it.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.drills.answers import CallAnswer, Winner
from trainer.drills.model import Grade, Question
from trainer.drills.prompts import (
    CallPrompt,
    DrawPrompt,
    DrawStep,
    PayoutPrompt,
    SamKongDoorsPrompt,
    SamKongLevelPrompt,
    SamKongPayoutPrompt,
    ShoePrompt,
)


@dataclass(frozen=True)
class CardMark:
    """One card to mark: ``hand`` is ``"player"``, ``"banker"`` (the Sam Kong banker too),
    ``"door1"``..``"door6"`` or ``"hand"`` (a single hand), ``index`` its place in it."""

    hand: str
    index: int


@dataclass(frozen=True)
class ReviewMarks:
    """The decisive cards and the settled bet line (an index into the prompt's ``bets``)."""

    cards: tuple[CardMark, ...] = ()
    bet: int | None = None


def _whole(hand: str, count: int) -> tuple[CardMark, ...]:
    return tuple(CardMark(hand, i) for i in range(count))


def review_marks(question: Question, grade: Grade) -> ReviewMarks:
    """The marks for ``question`` graded ``grade``."""
    prompt = question.prompt
    if isinstance(prompt, DrawPrompt):
        rule = grade.detail("banker_draws_on") or grade.detail("banker_stands_on")
        if rule is not None and rule.get("range") != "0-9" and prompt.player_third is not None:
            # Art. 9 (3)-(4): the Player's third card decides the Banker's move (a Banker
            # 0-2 draws whatever it is: then the Banker's own cards decide, below).
            return ReviewMarks((CardMark("player", len(prompt.player)),))
        natural = grade.detail("natural")
        if natural is not None:
            hand = str(natural.get("hand"))
            return ReviewMarks(_whole(hand, 2))
        if prompt.step is DrawStep.PLAYER:
            return ReviewMarks(_whole("player", len(prompt.player)))
        return ReviewMarks(_whole("banker", len(prompt.banker)))
    if isinstance(prompt, CallPrompt):
        expected = grade.expected
        assert isinstance(expected, CallAnswer)
        hands: list[tuple[str, int]] = []
        if expected.winner in (Winner.PLAYER, Winner.TIE):
            hands.append(("player", len(prompt.player)))
        if expected.winner in (Winner.BANKER, Winner.TIE):
            hands.append(("banker", len(prompt.banker)))
        return ReviewMarks(tuple(m for hand, n in hands for m in _whole(hand, n)))
    if isinstance(prompt, PayoutPrompt):
        return ReviewMarks(bet=prompt.order[prompt.line])
    if isinstance(prompt, SamKongPayoutPrompt):
        return ReviewMarks(bet=prompt.line)
    if isinstance(prompt, SamKongLevelPrompt):
        return ReviewMarks(_whole("hand", len(prompt.cards)))
    if isinstance(prompt, SamKongDoorsPrompt):
        wrong = [str(p.get("part")) for p in grade.details_with("wrong_part")]
        doors = [int(part[5:]) for part in wrong if part.startswith("door_")]
        if not doors:  # a time-out: every door is the answer
            doors = list(range(1, len(prompt.doors) + 1))
        return ReviewMarks(tuple(m for d in doors
                                 for m in _whole(f"door{d}", len(prompt.doors[d - 1]))))
    if isinstance(prompt, ShoePrompt) and prompt.card is not None:
        return ReviewMarks((CardMark("hand", 0),))
    return ReviewMarks()
