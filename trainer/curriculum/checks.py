"""A lesson's short check: questions after ``{{check}}`` whose answers the engine computes.

Each question is a block::

    Q: The Banker has 6 and the Player's third card is a 7. Draw or stand?
    A: draw banker 6 third 7

The ``Q:`` line is the prompt in the lesson's language; the ``A:`` line is the answer spec,
the same in every language. Engine specs (choices and answer computed):

=================================  ========================================================
``draw player <p> banker <b>``     Player on two-card totals p, b: draw or stand (art. 9)
``draw banker <b> third <v|none>`` Banker on b, Player's third card value v (or stood)
``total <cards>``                  baccarat total of the cards: 0-9 (art. 5)
``winner <cards>``                 coup from cards in dealing order: player/banker/tie
``pair <two cards>``               a pair for the Pair bet? yes/no (art. 13)
``level <three cards>``            the Sam Kong level (Sam Kong art. 5)
``door <3 cards> vs <3 cards>``    a door against the banker: win/lose/tie (arts. 6, 7)
``oddeven <three cards>``          the banker's odd/even bet: odd/even/tie (art. 8 (1))
``burn <card>``                    cards burnt under option (b) (art. 2)
``lastcoup <n> <reading>``         the cut card came out in coup n: the last coup under the
                                   reading ``one_more`` or ``this_coup`` of art. 3
``paid <example-id>``              total the dealer pays on a payout example's bets
``commission <example-id>``        total commission of a payout example
``choose [<article code>]``        written choices follow, one line each, ``- text``;
                                   the correct one is ``- * text``
=================================  ========================================================
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from decimal import Decimal

from trainer.articles import ARTICLES, Article, bac, sk
from trainer.baccarat.coup import hand_total, is_pair
from trainer.baccarat.tableau import banker_rule, player_rule
from trainer.cards import LastCoupRule, burn_count_for_first_card, parse_cards
from trainer.curriculum.examples import (
    ExampleSpecError,
    bet_amounts,
    coup_from_dealing_order,
    last_coup_after_cut,
)
from trainer.curriculum.model import Check, CheckKind, Choice, Example
from trainer.money import format_hkd, normalize
from trainer.samkong.levels import ALL_LEVELS, HandLevel, compare, rank_hand
from trainer.typed import is_ascii_digits

DRAW_CHOICES = (Choice("draw", "Draw"), Choice("stand", "Stand"))
WINNER_CHOICES = (Choice("player", "Player"), Choice("banker", "Banker"), Choice("tie", "Tie"))
YES_NO = (Choice("yes", "Yes"), Choice("no", "No"))
DOOR_CHOICES = (Choice("win", "Door wins"), Choice("lose", "Door loses"), Choice("tie", "Tie"))
ODD_EVEN_CHOICES = (Choice("odd", "Odd wins"), Choice("even", "Even wins"),
                    Choice("tie", "Tie: the bets stand"))

Computed = tuple[CheckKind, tuple[Choice, ...], str, Article | None]


class CheckSpecError(ValueError):
    """An answer spec cannot be read or computed."""


def compute_check(
    prompt: str,
    spec: str,
    examples: Mapping[str, Example],
    written: tuple[tuple[str, bool], ...] = (),
    line: int = 0,
    thousands: str = ",",
) -> Check:
    """Build one check from its prompt and answer spec.

    ``written`` holds the ``- text`` choices of a ``choose`` question with whether each is
    marked correct; other kinds take no written choices. ``thousands`` groups the digits of
    a stake filled into the prompt (``{1}``, see :data:`STAKE`).
    """
    word, _, args = spec.strip().partition(" ")
    args = args.strip()
    if word == "choose":
        kind, choices, answer, article = _choose(args, written)
    else:
        if written:
            raise CheckSpecError(f"a '{word}' question computes its choices: remove the '-' lines")
        handler = _HANDLERS.get(word)
        if handler is None:
            known = ", ".join([*_HANDLERS, "choose"])
            raise CheckSpecError(f"unknown answer kind {word!r} (one of {known})")
        if word in ("paid", "commission"):
            kind, choices, answer, article = _money(word, args, examples)
            template = prompt if STAKE.search(prompt) else ""
            example = examples[args]
            return Check(fill_stakes(prompt, example, thousands), kind, spec.strip(), choices,
                         answer, article, line, template=template, example=example,
                         thousands=thousands)
        kind, choices, answer, article = handler(args)
    if STAKE.search(prompt):
        raise CheckSpecError("only a 'paid' or 'commission' question names stakes as {1}")
    return Check(prompt, kind, spec.strip(), choices, answer, article, line)


STAKE = re.compile(r"\{([0-9])\}")
"""A stake placeholder in a ``paid``/``commission`` question: ``{1}`` is the amount of the
example's first bet (in the order ``examples.txt`` names them), written ``3,000``. A retry
deals new stakes into the same words (:mod:`trainer.curriculum.deal`)."""


def stake_places(prompt: str) -> tuple[int, ...]:
    """The 0-based bets a question's placeholders name, in order of first use."""
    out: list[int] = []
    for match in STAKE.finditer(prompt):
        if int(match.group(1)) - 1 not in out:
            out.append(int(match.group(1)) - 1)
    return tuple(out)


def fill_stakes(prompt: str, example: Example, thousands: str = ",") -> str:
    """The question with each ``{n}`` replaced by bet n's amount, e.g. ``3,000``."""
    if not STAKE.search(prompt):
        return prompt
    try:
        amounts = bet_amounts(example)
    except ExampleSpecError as exc:
        raise CheckSpecError(str(exc)) from None

    def amount(match: re.Match[str]) -> str:
        n = int(match.group(1))
        if not 1 <= n <= len(amounts):
            raise CheckSpecError(f"{{{n}}}: example {example.id!r} has "
                                 f"{len(amounts)} bet(s)")
        return format_hkd(amounts[n - 1], symbol=False).replace(",", thousands)

    return STAKE.sub(amount, prompt)


def _choose(args: str, written: tuple[tuple[str, bool], ...]) -> Computed:
    article = None
    if args:
        try:
            article = Article.from_code(args)
        except ValueError:
            raise CheckSpecError(f"{args!r} is not an article code") from None
        if article.ref not in ARTICLES:
            raise CheckSpecError(f"{args!r} is not an article of RULES.md")
    if not 2 <= len(written) <= 5:
        raise CheckSpecError("a 'choose' question has 2 to 5 '- ' choices")
    marked = [i for i, (_, correct) in enumerate(written) if correct]
    if len(marked) != 1:
        raise CheckSpecError("mark exactly one choice as correct with '- * '")
    # Two choices that read the same, one right and one wrong, cannot be told apart.
    texts = [" ".join(text.casefold().split()) for text, _ in written]
    if len(set(texts)) != len(texts):
        raise CheckSpecError("two choices of a 'choose' question read the same")
    choices = tuple(Choice(str(i), text) for i, (text, _) in enumerate(written, start=1))
    return CheckKind.CHOOSE, choices, str(marked[0] + 1), article


def _total_value(text: str, what: str) -> int:
    if not is_ascii_digits(text) or not 0 <= int(text) <= 9:
        raise CheckSpecError(f"{what} is a total from 0 to 9, not {text!r}")
    return int(text)


def _draw(args: str) -> Computed:
    words = args.split()
    if len(words) == 4 and words[0] == "player" and words[2] == "banker":
        decision = player_rule(_total_value(words[1], "player"), _total_value(words[3], "banker"))
        return CheckKind.DRAW_PLAYER, DRAW_CHOICES, _drawn(decision.draws), decision.article
    if len(words) == 4 and words[0] == "banker" and words[2] == "third":
        banker = _total_value(words[1], "banker")
        third = None if words[3] == "none" else _total_value(words[3], "third card")
        # The Player's two-card total only has to be consistent: 5 drew, 6 stood.
        player = 6 if third is None else 5
        decision = banker_rule(banker, third, player)
        return CheckKind.DRAW_BANKER, DRAW_CHOICES, _drawn(decision.draws), decision.article
    raise CheckSpecError("expected 'draw player <p> banker <b>' or 'draw banker <b> third <v>'")


def _drawn(draws: bool) -> str:
    return "draw" if draws else "stand"


def _total(args: str) -> Computed:
    cards = parse_cards(args)
    if not 2 <= len(cards) <= 3:
        raise CheckSpecError("a baccarat total is of 2 or 3 cards")
    choices = tuple(Choice(str(n), str(n)) for n in range(10))
    return CheckKind.TOTAL, choices, str(hand_total(cards)), bac(5)


def _winner(args: str) -> Computed:
    try:
        coup = coup_from_dealing_order(args)
    except ExampleSpecError as exc:
        raise CheckSpecError(str(exc)) from None
    return CheckKind.WINNER, WINNER_CHOICES, coup.outcome.value, coup.outcome_article


def _pair(args: str) -> Computed:
    cards = parse_cards(args)
    if len(cards) != 2:
        raise CheckSpecError("a pair question shows the first two cards of a hand")
    return CheckKind.PAIR, YES_NO, "yes" if is_pair(cards) else "no", bac(13)


def _three(text: str) -> tuple[HandLevel, str]:
    cards = parse_cards(text)
    if len(cards) != 3:
        raise CheckSpecError(f"a Sam Kong hand has 3 cards, not {len(cards)}")
    return rank_hand(cards), text


def level_choice(level: HandLevel) -> Choice:
    """The choice for a Sam Kong level: code ``level:<ordinal>``, text English and Chinese."""
    return Choice(f"level:{level.ordinal}", f"{level.name_en} ({level.name_zh_hant})")


def _level(args: str) -> Computed:
    level, _ = _three(args)
    # The usual confusions: the same total with another number of faces, and the next total.
    others = [lvl for lvl in ALL_LEVELS if lvl.points == level.points and lvl != level]
    if level.is_three_faces:
        others = [ALL_LEVELS[1], ALL_LEVELS[-3], ALL_LEVELS[-1]]
    neighbours = [lvl for lvl in ALL_LEVELS if abs(lvl.ordinal - level.ordinal) == 3]
    picked = [level, *others, *neighbours]
    seen: list[HandLevel] = []
    for lvl in picked:
        if lvl not in seen:
            seen.append(lvl)
    offered = sorted(seen[:4], key=lambda lvl: lvl.ordinal)
    return CheckKind.LEVEL, tuple(level_choice(lvl) for lvl in offered), \
        f"level:{level.ordinal}", sk(5)


def _door(args: str) -> Computed:
    door_text, sep, banker_text = args.partition(" vs ")
    if not sep:
        raise CheckSpecError("expected 'door <3 cards> vs <3 banker cards>'")
    door, _ = _three(door_text)
    banker, _ = _three(banker_text)
    result = compare(door, banker)
    return CheckKind.DOOR, DOOR_CHOICES, result.value, result.article


def _oddeven(args: str) -> Computed:
    level, _ = _three(args)
    # A banker 三公 makes the odd/even bets a tie (art. 8 (1)); 0 points is even.
    answer = "tie" if level.is_three_faces else ("odd" if level.points % 2 else "even")
    return CheckKind.ODD_EVEN, ODD_EVEN_CHOICES, answer, sk(8, 1)


def _burn(args: str) -> Computed:
    cards = parse_cards(args)
    if len(cards) != 1:
        raise CheckSpecError("a burn question shows the one first card")
    card = cards[0]
    count = burn_count_for_first_card(card)
    # The usual mistakes: counting a picture card as 0 (its baccarat value) or as 8 decks.
    candidates = [count, card.points, 8, count - 1, count + 1]
    offered = sorted({n for n in candidates if 0 <= n <= 10})
    while len(offered) > 4:
        far = max((n for n in offered if n != count), key=lambda n: abs(n - count))
        offered.remove(far)
    choices = tuple(Choice(str(n), str(n)) for n in offered)
    return CheckKind.BURN, choices, str(count), bac(2)


def _last_coup(args: str) -> Computed:
    words = args.split()
    readings = {rule.value: rule for rule in LastCoupRule}
    if (len(words) != 2 or not is_ascii_digits(words[0]) or int(words[0]) < 1
            or words[1] not in readings):
        raise CheckSpecError(f"expected 'lastcoup <coup> <{'|'.join(readings)}>'")
    coup = int(words[0])
    last = last_coup_after_cut(coup, readings[words[1]])
    # The usual mistakes: one coup too many or too few (the other reading, or a coup past it).
    offered = [n for n in range(coup - 1, coup + 3) if n >= 1]
    choices = tuple(Choice(str(n), f"Coup {n}") for n in offered)
    return CheckKind.LAST_COUP, choices, str(last), bac(3)


def _money(word: str, args: str, examples: Mapping[str, Example]) -> Computed:
    example = examples.get(args)
    if example is None:
        raise CheckSpecError(f"example {args!r} is not defined in examples.txt")
    stake: Decimal
    if example.settlement is not None:
        s = example.settlement
        paid, commission, winnings = s.paid, s.commission, s.paid + s.commission - s.marked
        stake = sum((line.bet.amount for line in s.winners), Decimal(0))
        # The rule the engine paid by: art. 18 (2) for a no-commission Banker 6, art. 18 (1)
        # where commission is taken, else the odds of art. 17.
        cited = {line.article for line in s.winners}
        article = next((a for a in (bac(18, 2), bac(18, 1)) if a in cited), bac(17))
    elif example.samkong_settlement is not None:
        k = example.samkong_settlement
        paid, commission, winnings = k.total_paid, k.commission_total, k.total_winnings
        stake = sum((line.bet.amount for line in k.lines if line.result.value == "win"),
                    Decimal(0))
        article = sk(10) if k.commission_total else sk(9)
    else:
        raise CheckSpecError(f"example {args!r} settles no bets: use a payout example")
    if word == "paid":
        answer = paid
        # The usual mistakes: forgetting the commission, counting the stake in the payout,
        # taking commission where there is none, paying 1:1, doubling or halving.
        wrong = [winnings, paid + stake, paid * Decimal("0.95"), stake, paid * 2, paid / 2]
    else:
        answer = commission
        if answer == 0:
            raise CheckSpecError(f"example {args!r} takes no commission")
        wrong = [answer * 2, answer / 2, answer * 10, stake / 10, answer + 5]
    values: list[Decimal] = [normalize(answer)]
    for value in wrong:
        v = normalize(Decimal(value))
        if v > 0 and v not in values and v == v.to_integral_value():
            values.append(v)
        if len(values) == 4:
            break
    values.sort()
    choices = tuple(Choice(str(v), format_hkd(v)) for v in values)
    kind = CheckKind.PAID if word == "paid" else CheckKind.COMMISSION
    return kind, choices, str(normalize(answer)), article


def _unused(args: str) -> Computed:  # pragma: no cover - money specs are dispatched first
    raise CheckSpecError(args)


_HANDLERS: dict[str, Callable[[str], Computed]] = {
    "draw": _draw,
    "total": _total,
    "winner": _winner,
    "pair": _pair,
    "level": _level,
    "door": _door,
    "oddeven": _oddeven,
    "burn": _burn,
    "lastcoup": _last_coup,
    "paid": _unused,
    "commission": _unused,
}

__all__ = ["STAKE", "CheckSpecError", "compute_check", "fill_stakes", "level_choice",
           "stake_places"]
