"""Every citation the trainer produces is an article of RULES.md (issue 11, point 5).

The test walks what the engine, every drill (all kinds and levels, many seeds, right and
wrong answers), the lessons (metadata, worked examples, checks, in every language) and the
refusals cite, and checks each against :data:`trainer.articles.ARTICLES`, the one table of
article ids. The citations the issue names are checked one by one against RULES.md.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from trainer.articles import ARTICLES, HOUSE_NOTE, PROCEDURE, SK_PROCEDURE, Article, Game, bac, sk
from trainer.baccarat.coup import Coup, play_coup
from trainer.baccarat.settlement import (
    REFUSAL_ARTICLES,
    Bet,
    BetKind,
    RefusalReason,
    validate_bets,
)
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import banker_rule, player_rule
from trainer.cards import BurnMethod, Shoe, parse_cards
from trainer.curriculum import load_lessons, present_languages
from trainer.curriculum.model import Example
from trainer.drills import (
    CallAnswer,
    DrillKind,
    DrillOptions,
    Level,
    Question,
    SamKongDoorsAnswer,
    Winner,
    expected_answer,
    grade_answer,
)
from trainer.drills.answers import DoorCall, ShoeAnswer
from trainer.drills.prompts import CallPrompt, SamKongDoorsPrompt
from trainer.drills.registry import _probe_answer as probe_answer
from trainer.drills.registry import generate_deal, levels_for, verdict_for
from trainer.errors import BetRefused
from trainer.samkong import ALL_LEVELS
from trainer.samkong.levels import compare, rank_hand

REPO = Path(__file__).resolve().parents[2]
LESSONS = REPO / "lessons"
KNOWN_TEXT = {str(a) for a in ARTICLES.values()}


def known(article: Article) -> bool:
    return ARTICLES.get(article.ref) == article


# ---- collecting -------------------------------------------------------------------------------


def engine_citations() -> Iterator[tuple[str, Article]]:
    for player in range(10):
        for banker in range(10):
            yield "player_rule", player_rule(player, banker).article
            for third in (None, *range(10)):
                two = 6 if third is None else 5
                yield "banker_rule", banker_rule(banker, third, two).article
    rng = random.Random(11)
    shoe = Shoe(8, rng)
    for _ in range(300):
        if shoe.remaining < 20:
            shoe = Shoe(8, rng)
        coup = play_coup(shoe)
        yield "outcome", coup.outcome_article
        for decision in coup.decisions:
            yield "decision", decision.article
    for method in BurnMethod:
        yield "burn", Shoe(8, random.Random(1)).burn(method, fixed=4).article
    yield "samkong burn", Shoe(3, random.Random(1), game=Game.SAM_KONG).burn().article
    for level in ALL_LEVELS:
        yield "level", level.article
    deck_rng = random.Random(5)
    for _ in range(200):
        cards = parse_cards("AS 2H 3D 4C 5S 6H 7D 8C 9S 10H JD QC KS AH 2D 3C 4S 5H 6D 7C")
        picked = deck_rng.sample(cards, 6)
        yield "door", compare(rank_hand(picked[:3]), rank_hand(picked[3:])).article
    for reason, article in REFUSAL_ARTICLES.items():
        if article is not None:
            yield f"refusal {reason.value}", article


def verdict_citations(question: Question, answer: object) -> Iterator[tuple[str, Article]]:
    verdict = verdict_for(question, answer)  # type: ignore[arg-type]
    yield f"{question.kind.value} verdict", verdict.article
    for code, params in verdict.details:
        ref = params.get("article")
        if ref is not None:
            yield f"{question.kind.value} {code}", Article.from_code(str(ref))


def wrong(question: Question, right: object) -> object:
    """An answer of the right type that differs from ``right`` wherever it can."""
    if isinstance(right, CallAnswer):
        other = Winner.PLAYER if right.winner is not Winner.PLAYER else Winner.BANKER
        return CallAnswer((right.player_total + 3) % 10, right.banker_total, other,
                          not right.player_pair, not right.banker_pair, not right.natural)
    if isinstance(right, SamKongDoorsAnswer):
        flip = {DoorCall.WIN: DoorCall.LOSE, DoorCall.LOSE: DoorCall.TIE,
                DoorCall.TIE: DoorCall.WIN}
        return SamKongDoorsAnswer(tuple(flip[c] for c in right.results))
    if isinstance(right, ShoeAnswer):
        return ShoeAnswer("nonsense")
    return probe_answer(question)  # a zero payout, level 1, "stand": wrong most times


def drill_citations() -> Iterator[tuple[str, Article]]:
    for kind in DrillKind:
        for level in levels_for(kind):
            if level is Level.WEAK:
                continue
            for seed in range(60):
                for question in generate_deal(kind, level, seed, DrillOptions()):
                    right = expected_answer(question)
                    yield from verdict_citations(question, right)
                    yield from verdict_citations(question, wrong(question, right))


def example_citations(example: Example) -> Iterator[tuple[str, Article]]:
    where = f"example {example.id}"
    for article in example.articles:
        yield where, article
    if example.coup is not None:
        yield where, example.coup.outcome_article
        for decision in example.coup.decisions:
            yield where, decision.article
    if example.settlement is not None:
        for line in example.settlement.lines:
            yield where, line.article
    if example.samkong_settlement is not None:
        for sk_line in example.samkong_settlement.lines:
            for article in sk_line.citations:
                yield where, article
    if example.level is not None:
        yield where, example.level.article
    for door in example.doors:
        yield where, door.result.article
    if example.burn is not None:
        yield where, example.burn.article


def lesson_citations() -> Iterator[tuple[str, Article]]:
    for lang in present_languages(LESSONS):
        for lesson in load_lessons(LESSONS, lang).lessons:
            where = f"{lang}/{lesson.id}"
            for article in lesson.articles:
                yield where, article
            for example in lesson.examples:
                yield from example_citations(example)
            for number in range(1, len(lesson.checks) + 1):
                for check in lesson.pool(number - 1):  # every alternative of the slot
                    if check.article is not None:
                        yield f"{where} check {number}.{check.variant}", check.article


# ---- the walk ---------------------------------------------------------------------------------


def test_the_table_holds_rules_md_and_nothing_else() -> None:
    # RULES.md A: Baccarat arts. 1-19; B: Sam Kong arts. 1-10; C: the dealer's procedure.
    numbers = {(a.game, a.number) for a in ARTICLES.values()
               if a not in (PROCEDURE, SK_PROCEDURE)}
    assert numbers == {(Game.BACCARAT, n) for n in range(1, 20)} | {
        (Game.SAM_KONG, n) for n in range(1, 11)
    }
    assert bac(9, 3, 4) in ARTICLES.values() and bac(18, 2) in ARTICLES.values()
    assert bac(9, 3, 7) not in ARTICLES.values() and sk(5, 1) not in ARTICLES.values()
    for ref, article in ARTICLES.items():
        assert Article.from_code(ref) == article


@pytest.mark.parametrize(
    "source", [engine_citations, drill_citations, lesson_citations], ids=lambda f: f.__name__
)
def test_every_citation_is_in_the_table(source) -> None:
    seen = 0
    unknown = set()
    for where, article in source():
        seen += 1
        if not known(article):
            unknown.add((where, str(article)))
    assert seen > 50
    assert not unknown, sorted(unknown)


def test_every_refusal_cites_a_known_article() -> None:
    table = DEFAULT_PROFILES["mass-300"]
    bets = [
        Bet(BetKind.BANKER, Decimal(350)),
        Bet(BetKind.BANKER, Decimal(100)),
        Bet(BetKind.PLAYER, Decimal(40000)),
        Bet(BetKind.BANKER, Decimal(0)),
        Bet(BetKind.BANKER, Decimal(300), seat=9),
    ]
    for bet in bets:
        with pytest.raises(BetRefused) as err:
            validate_bets([bet], table)
        assert err.value.article is None or err.value.article in KNOWN_TEXT


# ---- the citations the issue names, each against RULES.md -------------------------------------


def _check(lesson_id: str, number: int, lang: str = "en"):
    return load_lessons(LESSONS, lang).by_id(lesson_id).checks[number - 1]


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_lesson_checks_cite_the_rule_they_ask(lang: str) -> None:
    # Lesson 11 check 3: a no-commission Banker 6 pays 1:2 — art. 18 (2), not art. 17.
    assert _check("commission", 3, lang).article == bac(18, 2)
    assert _check("commission", 1, lang).article == bac(18, 1)
    # Lesson 13 check 1: Banker bets in multiples of the minimum, the SJM house note — the
    # same citation as the engine's refusal of such a bet.
    with pytest.raises(BetRefused) as err:
        validate_bets([Bet(BetKind.BANKER, Decimal(1000))], DEFAULT_PROFILES["mass-300"])
    assert err.value.reason == RefusalReason.BANKER_NOT_MULTIPLE.value
    assert _check("unequal-bets-and-limits", 1, lang).article == HOUSE_NOTE
    assert err.value.article == str(HOUSE_NOTE)
    # Lesson 17 check 1: losers first, right to left — the dealer's procedure of RULES.md C.
    assert _check("order-of-taking-and-paying", 1, lang).article == PROCEDURE


def test_the_maximum_refusal_cites_art_14() -> None:
    # Art. 14: the house accepts bets only up to the table limit.
    with pytest.raises(BetRefused) as err:
        validate_bets([Bet(BetKind.PLAYER, Decimal(30005))], DEFAULT_PROFILES["mass-300"])
    assert err.value.reason == "above_maximum"
    assert err.value.article == str(bac(14))


def test_a_call_with_several_errors_cites_each_errors_article() -> None:
    # P 9+K = 9, B 9+K = 9: both natural, a tie (art. 12); neither hand is a pair.
    coup = Coup(parse_cards("9S KD"), parse_cards("9H KC"))
    assert coup.outcome.value == "tie"
    question = Question(DrillKind.CALL, Level.ALL, 0, "call:tie",
                        CallPrompt(coup.player, coup.banker))
    # Wrong winner (a tie: art. 12) and a Player Pair that is not there (art. 13).
    grade = grade_answer(question, CallAnswer(9, 9, Winner.BANKER, True, False, True))
    cited = {str(p["part"]): p["article"] for code, p in grade.details if code == "wrong_part"}
    assert cited == {"winner": bac(12).ref, "player_pair": bac(13).ref}
    assert grade.article == bac(12)


def test_each_door_cites_its_own_rule() -> None:
    banker = parse_cards("5S 2H 10D")  # 無公七
    doors = (parse_cards("9S KH 10C"),  # 單公九: wins (art. 6)
             parse_cards("4C 3D 10S"),  # 無公七: ties (art. 7)
             parse_cards("2C 3S 10H"))  # 無公五: loses (art. 6)
    question = Question(DrillKind.SAMKONG_DOORS, Level.ALL, 0, "samkong:doors:tie",
                        SamKongDoorsPrompt(banker, doors))
    grade = grade_answer(question, SamKongDoorsAnswer((DoorCall.WIN,) * 3))
    cited = [p["article"] for code, p in grade.details if code == "door_result"]
    assert cited == [sk(6).ref, sk(7).ref, sk(6).ref]
