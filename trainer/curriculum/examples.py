"""Worked examples: one line of ``lessons/examples.txt`` each, computed by the engine.

A line is ``<id>: <kind> <arguments>``; blank lines and lines starting with ``#`` are
ignored. The kinds (see :class:`~trainer.curriculum.model.ExampleKind`)::

    coup <cards in dealing order>                  coup-natural-9: coup AS 7H 8D 2C
    samkong <three cards>                          samkong-jqk: samkong JH QD KS
    doors banker <3 cards> door <3 cards> ...      doors-2: doors banker KH 5S 2D door JD QC 9H
    payout <bets> [table=<name>] [<setting>=<value> ...] coup <cards>
                                                   payout-banker-3000: payout banker=3000 coup ...
    skpayout <bets> [<setting>=<value> ...] banker <3 cards> door <3 cards> ...
    skround [decks=<n>] <bets> [<setting>=<value> ...] banker <3 cards> door <3 cards> ...
    burn <card> | burn decks <n> | burn fixed <n>  burn-first-card: burn KD
    shoe seed=<n> [decks=<n>] [cut=<n>] [burn=first_card|decks|fixed] [fixed=<n>]
                                                   shoe-life: shoe seed=25 cut=14

A coup uses exactly the cards given (P, B, P, B, then third cards as art. 9 draws them).
A baccarat bet is ``<kind>=<amount>[@<seat>]`` with kind player, banker, tie, player_pair,
banker_pair or lucky_6; the table is one of ``trainer.baccarat.table.DEFAULT_PROFILES``
(default ``mass-300``) and any :class:`TableRules` field can be overridden
(``minimum=500``, ``commission_mode=mark``). A Sam Kong bet is ``<kind>=<amount>[@<n>]``
with kind door, tie (``@`` the door), odd, even, three_faces or point (``@`` the chosen
total); settings override :class:`SamKongRules` fields (``unit=5``). A shoe is dealt to its
end by :class:`trainer.cards.Shoe` from ``random.Random(seed)`` (a fixed card order), once
under each reading of Baccarat art. 3; ``decks`` defaults to 8, ``cut`` (cards behind the cut
card) to 14, ``burn`` to option (b), ``first_card``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from decimal import Decimal, InvalidOperation
from enum import Enum
from pathlib import Path

from trainer.articles import Article, bac, sk
from trainer.baccarat.coup import Coup, play_coup
from trainer.baccarat.settlement import Bet, BetKind, bet_limits, settle
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import (
    DECK_LIMITS,
    BurnMethod,
    Card,
    LastCoupRule,
    Shoe,
    burn_count_for_first_card,
    parse_cards,
)
from trainer.curriculum.model import (
    ID_PATTERN,
    BurnResult,
    CardGroup,
    DoorLine,
    Example,
    ExampleKind,
    HandRole,
    LessonError,
    ShoeLife,
)
from trainer.curriculum.skround import split_decks, work_round
from trainer.errors import ShoeError, TrainerError
from trainer.samkong.levels import compare, rank_hand
from trainer.samkong.settlement import SamKongBet, SamKongBetKind, SamKongRules, settle_samkong
from trainer.typed import is_ascii_digits

DEFAULT_TABLE = "mass-300"
"""The table a payout example is settled at unless it names another."""

EXAMPLES_FILE = "examples.txt"


class ExampleSpecError(ValueError):
    """An example line cannot be read or computed; the message says why."""


@dataclass(frozen=True)
class ExampleBook:
    """Every example of ``examples.txt`` by id, and the problems found in the file."""

    path: Path
    examples: Mapping[str, Example]
    broken: Mapping[str, LessonError]
    """Ids whose line is defined but could not be computed, with the error."""
    errors: tuple[LessonError, ...]


def load_examples(path: Path) -> ExampleBook:
    """Read and compute every example of ``path``; a bad line becomes a :class:`LessonError`."""
    examples: dict[str, Example] = {}
    broken: dict[str, LessonError] = {}
    errors: list[LessonError] = []
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        error = LessonError(path, 0, "the examples file is missing", "examples_missing")
        return ExampleBook(path, {}, {}, (error,))
    except OSError as exc:
        error = LessonError(path, 0, f"the examples file cannot be read "
                            f"({exc.strerror or exc})", "unreadable")
        return ExampleBook(path, {}, {}, (error,))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        at = data[: exc.start].count(b"\n") + 1
        error = LessonError(path, at, "the file is not UTF-8", "not_utf8")
        return ExampleBook(path, {}, {}, (error,))
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        example_id, sep, spec = line.partition(":")
        example_id = example_id.strip()
        if not sep or not ID_PATTERN.fullmatch(example_id):
            errors.append(
                LessonError(path, number, "expected '<kebab-case-id>: <kind> ...'", "bad_example")
            )
            continue
        if example_id in examples or example_id in broken:
            errors.append(
                LessonError(path, number, f"example {example_id!r} is defined twice",
                            "duplicate_example")
            )
            continue
        try:
            examples[example_id] = compute_example(example_id, spec.strip(), number)
        except (ExampleSpecError, TrainerError, ValueError) as exc:
            error = LessonError(path, number, f"example {example_id!r}: {exc}", "bad_example")
            broken[example_id] = error
            errors.append(error)
    return ExampleBook(path, examples, broken, tuple(errors))


def compute_example(example_id: str, spec: str, line: int = 0) -> Example:
    """Compute one example from its spec (the text after ``<id>:``)."""
    kind_text, _, args = spec.partition(" ")
    try:
        kind = ExampleKind(kind_text)
    except ValueError:
        known = ", ".join(k.value for k in ExampleKind)
        raise ExampleSpecError(f"unknown example kind {kind_text!r} (one of {known})") from None
    builder = _BUILDERS[kind]
    example = builder(example_id, args.strip())
    return replace(example, spec=spec, line=line)


# ---- coups ------------------------------------------------------------------------------


def coup_from_dealing_order(text: str) -> Coup:
    """Play a coup from cards in dealing order; every card given must be used."""
    cards = parse_cards(text)
    source = iter(cards)
    coup = play_coup(source)
    left = list(source)
    if left:
        raise ExampleSpecError(
            f"the coup is over after {len(cards) - len(left)} cards; "
            f"{len(left)} left over ({' '.join(c.code for c in left)})"
        )
    return coup


def coup_articles(coup: Coup) -> tuple[Article, ...]:
    """The rules a coup shows: the two draw decisions, then the winner (and pairs)."""
    cited = [coup.player_decision.article, coup.banker_decision.article, coup.outcome_article]
    if coup.player_pair or coup.banker_pair:
        cited.append(bac(13))
    return _unique(cited)


def _unique(articles: list[Article]) -> tuple[Article, ...]:
    seen: list[Article] = []
    for article in articles:
        if article not in seen:
            seen.append(article)
    return tuple(seen)


def _coup_hands(coup: Coup) -> tuple[CardGroup, ...]:
    return CardGroup(HandRole.PLAYER, coup.player), CardGroup(HandRole.BANKER, coup.banker)


def _coup(example_id: str, args: str) -> Example:
    coup = coup_from_dealing_order(args)
    return Example(example_id, ExampleKind.COUP, "", _coup_hands(coup), coup_articles(coup),
                   coup=coup)


# ---- Sam Kong hands ---------------------------------------------------------------------


def _three(text: str, whose: str) -> tuple[Card, ...]:
    cards = parse_cards(text)
    if len(cards) != 3:
        raise ExampleSpecError(f"{whose} needs exactly 3 cards, got {len(cards)}")
    return cards


def _samkong(example_id: str, args: str) -> Example:
    cards = _three(args, "a Sam Kong hand")
    level = rank_hand(cards)
    return Example(example_id, ExampleKind.SAMKONG, "", (CardGroup(HandRole.HAND, cards),),
                   (sk(5),), level=level)


def _split_doors(text: str) -> tuple[tuple[Card, ...], tuple[tuple[Card, ...], ...]]:
    """``banker <3 cards> door <3 cards> [door <3 cards> ...]``."""
    words = text.split()
    if not words or words[0] != "banker":
        raise ExampleSpecError("expected 'banker <3 cards> door <3 cards> ...'")
    hands: list[list[str]] = [[]]
    for word in words[1:]:
        if word == "door":
            hands.append([])
        else:
            hands[-1].append(word)
    if len(hands) < 2:
        raise ExampleSpecError("at least one 'door <3 cards>' is needed")
    banker = _three(" ".join(hands[0]), "the banker")
    doors = tuple(_three(" ".join(h), f"door {i}") for i, h in enumerate(hands[1:], start=1))
    return banker, doors


def _doors_example(
    example_id: str, kind: ExampleKind, banker: tuple[Card, ...],
    doors: tuple[tuple[Card, ...], ...],
) -> Example:
    banker_level = rank_hand(banker)
    lines = tuple(
        DoorLine(i, rank_hand(hand), compare(hand, banker)) for i, hand in enumerate(doors, 1)
    )
    hands = (
        CardGroup(HandRole.BANKER, banker),
        *(CardGroup(HandRole.DOOR, hand, i) for i, hand in enumerate(doors, 1)),
    )
    articles = _unique([sk(5), *(line.result.article for line in lines)])
    return Example(example_id, kind, "", hands, articles, banker_level=banker_level, doors=lines)


def _doors(example_id: str, args: str) -> Example:
    banker, doors = _split_doors(args)
    return _doors_example(example_id, ExampleKind.DOORS, banker, doors)


# ---- settings ---------------------------------------------------------------------------


def _setting_value(name: str, current: object, raw: str) -> object:
    if isinstance(current, bool):
        if raw.lower() in ("yes", "true", "on"):
            return True
        if raw.lower() in ("no", "false", "off"):
            return False
        raise ExampleSpecError(f"{name} is yes or no, not {raw!r}")
    if isinstance(current, Enum):
        try:
            return type(current)(raw)
        except ValueError:
            choices = ", ".join(str(m.value) for m in type(current))
            raise ExampleSpecError(f"{name} is one of {choices}, not {raw!r}") from None
    if isinstance(current, int):
        try:
            return int(raw)
        except ValueError:
            raise ExampleSpecError(f"{name} is a whole number, not {raw!r}") from None
    if current is None or isinstance(current, Decimal):
        return _amount(raw, name)
    raise ExampleSpecError(f"{name} cannot be set in an example")


def _amount(raw: str, what: str) -> Decimal:
    try:
        value = Decimal(raw.replace(",", ""))
    except InvalidOperation:
        raise ExampleSpecError(f"{what}: {raw!r} is not an amount") from None
    if not value.is_finite():
        raise ExampleSpecError(f"{what}: {raw!r} is not an amount")
    return value


def _override_table(base: TableRules, settings: dict[str, str]) -> TableRules:
    names = {f.name for f in fields(TableRules)}
    changes: dict[str, object] = {}
    for name, raw in settings.items():
        if name not in names or name == "name":
            raise ExampleSpecError(f"unknown table setting {name!r}")
        changes[name] = _setting_value(name, getattr(base, name), raw)
    if not changes:
        return base
    return replace(base, **changes)  # type: ignore[arg-type]  # each value checked above


def _override_samkong(settings: dict[str, str]) -> SamKongRules:
    base = SamKongRules()
    names = {f.name for f in fields(SamKongRules)}
    changes: dict[str, object] = {}
    for name, raw in settings.items():
        if name not in names:
            raise ExampleSpecError(f"unknown Sam Kong table setting {name!r}")
        changes[name] = _setting_value(name, getattr(base, name), raw)
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]


def _bet_parts(word: str) -> tuple[str, Decimal, int | None]:
    """``banker=3000@2`` -> ("banker", 3000, 2)."""
    kind, _, rest = word.partition("=")
    amount_text, at, where = rest.partition("@")
    amount = _amount(amount_text, f"bet {kind}")
    if amount <= 0:
        raise ExampleSpecError(f"bet {kind}: the amount must be positive")
    number: int | None = None
    if at:
        if not is_ascii_digits(where):
            raise ExampleSpecError(f"bet {kind}: '@{where}' is not a number")
        number = int(where)
    return kind, amount, number


# ---- baccarat payouts -------------------------------------------------------------------


def _payout(example_id: str, args: str) -> Example:
    head, sep, cards = args.partition(" coup ")
    if not sep and args.startswith("coup "):
        head, cards = "", args[len("coup "):]
    elif not sep:
        raise ExampleSpecError("expected '<bets> [table=<name>] coup <cards>'")
    table_name = DEFAULT_TABLE
    settings: dict[str, str] = {}
    bets: list[Bet] = []
    kinds = {k.value: k for k in BetKind}
    for word in head.split():
        name, _, value = word.partition("=")
        if not value:
            raise ExampleSpecError(f"{word!r}: expected '<name>=<value>'")
        if name == "table":
            table_name = value
        elif name in kinds:
            kind_text, amount, seat = _bet_parts(word)
            bets.append(Bet(kinds[kind_text], amount, 1 if seat is None else seat))
        else:
            settings[name] = value
    if not bets:
        raise ExampleSpecError("a payout example needs at least one bet, e.g. banker=1000")
    if table_name not in DEFAULT_PROFILES:
        known = ", ".join(DEFAULT_PROFILES)
        raise ExampleSpecError(f"unknown table {table_name!r} (one of {known})")
    table = _override_table(DEFAULT_PROFILES[table_name], settings)
    coup = coup_from_dealing_order(cards)
    settlement = settle(coup, bets, table)
    cited = list(coup_articles(coup)) + [line.article for line in settlement.lines]
    return Example(
        example_id, ExampleKind.PAYOUT, "", _coup_hands(coup), _unique(cited),
        coup=coup, settlement=settlement, table=table,
    )


# ---- Sam Kong payouts -------------------------------------------------------------------


def _skpayout(example_id: str, args: str) -> Example:
    head, sep, hands = args.partition("banker ")
    if not sep:
        raise ExampleSpecError("expected '<bets> banker <3 cards> door <3 cards> ...'")
    banker, doors = _split_doors("banker " + hands)
    kinds = {k.value: k for k in SamKongBetKind}
    settings: dict[str, str] = {}
    bets: list[SamKongBet] = []
    for word in head.split():
        name, _, value = word.partition("=")
        if not value:
            raise ExampleSpecError(f"{word!r}: expected '<name>=<value>'")
        if name not in kinds:
            settings[name] = value
            continue
        kind_text, amount, number = _bet_parts(word)
        kind = kinds[kind_text]
        if kind.needs_door:
            bets.append(SamKongBet(kind, amount, door=number))
        elif kind is SamKongBetKind.POINT:
            bets.append(SamKongBet(kind, amount, point=number))
        elif number is not None:
            raise ExampleSpecError(f"a {kind.value} bet takes no '@'")
        else:
            bets.append(SamKongBet(kind, amount))
    if not bets:
        raise ExampleSpecError("a Sam Kong payout example needs at least one bet")
    rules = _override_samkong(settings)
    settlement = settle_samkong(banker, doors, bets, rules)
    base = _doors_example(example_id, ExampleKind.SKPAYOUT, banker, doors)
    cited = list(base.articles)
    for line in settlement.lines:
        cited.extend(line.citations)
    return replace(base, articles=_unique(cited), samkong_settlement=settlement)


def _skround(example_id: str, args: str) -> Example:
    decks, rest = split_decks(args)
    return work_round(_skpayout(example_id, rest), decks)


# ---- burn -------------------------------------------------------------------------------


def _burn(example_id: str, args: str) -> Example:
    words = args.split()
    if len(words) == 1:
        first = parse_cards(words[0])[0]
        count = burn_count_for_first_card(first)
        result = BurnResult(BurnMethod.FIRST_CARD, count, first, None,
                            bac(2, note="option (b)"))
        hands: tuple[CardGroup, ...] = (CardGroup(HandRole.FIRST_CARD, (first,)),)
    elif len(words) == 2 and words[0] in ("decks", "fixed") and is_ascii_digits(words[1]):
        number = int(words[1])
        if words[0] == "decks":
            low, high = DECK_LIMITS[bac(1).game]
            if number < low or (high is not None and number > high):
                raise ExampleSpecError(f"baccarat uses {low} to {high} decks, not {number}")
            result = BurnResult(BurnMethod.DECKS, number, None, number, bac(2, note="option (a)"))
        else:
            if not 1 <= number <= 8:
                raise ExampleSpecError(f"a fixed burn is 1 to 8 cards, not {number}")
            result = BurnResult(BurnMethod.FIXED, number, None, None, bac(2, note="option (c)"))
        hands = ()
    else:
        raise ExampleSpecError("expected 'burn <card>', 'burn decks <n>' or 'burn fixed <n>'")
    return Example(example_id, ExampleKind.BURN, "", hands, (bac(2),), burn=result)


# ---- a whole shoe (arts. 2, 3) -----------------------------------------------------------


SHOE_DEFAULTS: Mapping[str, str] = {"decks": "8", "cut": "14", "burn": BurnMethod.FIRST_CARD.value}
"""A shoe example's settings when its line does not name them."""


def _shoe_settings(args: str) -> dict[str, str]:
    settings = dict(SHOE_DEFAULTS)
    for word in args.split():
        name, sep, value = word.partition("=")
        if not sep or name not in (*SHOE_DEFAULTS, "seed", "fixed"):
            raise ExampleSpecError(f"{word!r}: expected seed=, decks=, cut=, burn= or fixed=")
        settings[name] = value
    if "seed" not in settings:
        raise ExampleSpecError("a shoe example names its card order: seed=<n>")
    for name in ("seed", "decks", "cut", "fixed"):
        if name in settings and not is_ascii_digits(settings[name]):
            raise ExampleSpecError(f"{name} is a whole number, not {settings[name]!r}")
    return settings


def deal_shoe(settings: Mapping[str, str], rule: LastCoupRule) -> tuple[Shoe, BurnResult,
                                                                         list[Coup]]:
    """Shuffle the shoe from its seed, burn, and deal coups until the last one is done."""
    try:
        method = BurnMethod(settings["burn"])
    except ValueError:
        choices = ", ".join(m.value for m in BurnMethod)
        raise ExampleSpecError(f"burn is one of {choices}, not {settings['burn']!r}") from None
    fixed = int(settings["fixed"]) if "fixed" in settings else None
    try:
        shoe = Shoe(int(settings["decks"]), random.Random(int(settings["seed"])),
                    cut_from_end=int(settings["cut"]), last_coup_rule=rule)
        burnt = shoe.burn(method, fixed)
    except ShoeError as exc:
        raise ExampleSpecError(str(exc)) from None
    burn = BurnResult(burnt.method, burnt.count, burnt.first_card,
                      shoe.decks if burnt.method is BurnMethod.DECKS else None, burnt.article)
    coups: list[Coup] = []
    while not shoe.is_last_coup_done:
        shoe.start_coup()
        coups.append(play_coup(iter(shoe)))
        shoe.end_coup()
    return shoe, burn, coups


NATURAL_TIE = parse_cards("9S 9H 9D 9C")
"""A coup of exactly four cards (two naturals 8, a tie): a fixed card order of such coups puts
the cut card in the coup a question names."""


def last_coup_after_cut(coup: int, rule: LastCoupRule) -> int:
    """The last coup of a shoe whose cut card comes out during coup ``coup``, under ``rule``:
    :attr:`trainer.cards.Shoe.last_coup_number` of a shoe of a fixed card order dealt until
    its last coup is done."""
    size = 4 * (coup + 4)
    # The cut card lies just before the last card of coup ``coup``: 17 cards behind it.
    shoe = Shoe(8, random.Random(0), cut_from_end=size - (4 * coup - 1), last_coup_rule=rule,
                cards=NATURAL_TIE * (coup + 4))
    played = 0
    while not shoe.is_last_coup_done:
        shoe.start_coup()
        play_coup(iter(shoe))
        shoe.end_coup()
        played += 1
    last = shoe.last_coup_number
    if last is None or last != played:  # pragma: no cover - the engine ends where it says
        raise ExampleSpecError(f"the shoe ended after coup {played}, not {last}")
    return last


def _shoe(example_id: str, args: str) -> Example:
    settings = _shoe_settings(args)
    one_more, burn, coups = deal_shoe(settings, LastCoupRule.ONE_MORE)
    this_coup, _, _ = deal_shoe(settings, LastCoupRule.THIS_COUP)
    last_one_more, last_this_coup = one_more.last_coup_number, this_coup.last_coup_number
    if last_one_more is None or last_this_coup is None:  # pragma: no cover - a shoe ends so
        raise ExampleSpecError("the cut card never came out")
    # Under "this coup is last" the cut card's coup is the last one dealt.
    cut_coup = last_this_coup
    coup = coups[cut_coup - 1]
    life = ShoeLife(one_more.decks, one_more.dealt + one_more.remaining, one_more.cut_from_end,
                    burn, cut_coup, coup, last_one_more, last_this_coup, bac(2), bac(3))
    hands: list[CardGroup] = []
    if burn.first_card is not None:
        hands.append(CardGroup(HandRole.FIRST_CARD, (burn.first_card,)))
    hands.extend(_coup_hands(coup))
    return Example(example_id, ExampleKind.SHOE, "", tuple(hands),
                   _unique([bac(2), bac(3), *coup_articles(coup)]), shoe=life)


# ---- the bets of a payout example, for a check dealt with fresh amounts ------------------


def _bet_words(example: Example) -> tuple[list[str], list[int]]:
    """The spec's words and the positions of its bet words (``banker=3000@2``), in order."""
    words = example.spec.split()
    if example.kind is ExampleKind.PAYOUT:
        kinds, stop = {k.value for k in BetKind}, "coup"
    elif example.kind in (ExampleKind.SKPAYOUT, ExampleKind.SKROUND):
        kinds, stop = {k.value for k in SamKongBetKind}, "banker"
    else:
        raise ExampleSpecError(f"example {example.id!r} settles no bets")
    places: list[int] = []
    for index, word in enumerate(words[1:], start=1):
        if word == stop:
            break
        if word.partition("=")[0] in kinds:
            places.append(index)
    return words, places


def bet_amounts(example: Example) -> tuple[Decimal, ...]:
    """The amounts of a payout example's bets, in the order its spec names them."""
    words, places = _bet_words(example)
    return tuple(_bet_parts(words[i])[1] for i in places)


def bet_range(example: Example, index: int) -> tuple[Decimal, Decimal]:
    """The minimum and maximum of the example's bet ``index`` (0-based) at its table."""
    words, places = _bet_words(example)
    kind = words[places[index]].partition("=")[0]
    if example.table is not None:
        return bet_limits(BetKind(kind), example.table)
    settings = dict(w.partition("=")[::2] for w in words[1:] if "=" in w
                    and w.partition("=")[0] not in {k.value for k in SamKongBetKind} | {"decks"})
    rules = _override_samkong(settings)
    return rules.min_bet, rules.max_bet


def restake(example: Example, amounts: Mapping[int, Decimal]) -> Example:
    """The same payout example with bet ``i`` (0-based) staked ``amounts[i]``, settled again
    by the engine exactly as the lesson's examples are (:func:`compute_example`); raises as
    that does when the table refuses a stake."""
    words, places = _bet_words(example)
    for index, amount in amounts.items():
        place = places[index]
        kind, _, rest = words[place].partition("=")
        _, at, where = rest.partition("@")
        words[place] = f"{kind}={amount}{at}{where}"
    return compute_example(example.id, " ".join(words), example.line)


_BUILDERS: dict[ExampleKind, Callable[[str, str], Example]] = {
    ExampleKind.COUP: _coup,
    ExampleKind.SAMKONG: _samkong,
    ExampleKind.DOORS: _doors,
    ExampleKind.PAYOUT: _payout,
    ExampleKind.SKPAYOUT: _skpayout,
    ExampleKind.SKROUND: _skround,
    ExampleKind.BURN: _burn,
    ExampleKind.SHOE: _shoe,
}

