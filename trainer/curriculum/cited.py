"""Which lesson teaches an article: a citation a trainee can open ("art. 9 (1), Lesson 6").

Read from the lessons' metadata alone (their ``id``, ``order`` and ``articles`` keys), not by
loading every lesson: a feedback line asks for it at every wrong step. The lesson of an
article is the first, in lesson order, whose ``articles`` name it, or its article when the
citation is a clause (``bac.9.3`` teaches ``bac.9.3.4``). The dealer's procedure is no
article a lesson can name; :data:`TAUGHT_IN` says which lesson teaches it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from trainer.articles import PROCEDURE, SK_PROCEDURE, Article, bac
from trainer.baccarat.bets import specs
from trainer.curriculum.loader import _Collector, _read_meta, _read_text, _split_list
from trainer.curriculum.model import LANGUAGES

TAUGHT_IN: Mapping[str, str] = MappingProxyType({
    PROCEDURE.ref: "take-pay-and-commission-boxes",
    bac(9).ref: "player-rule",
    bac(2).ref: "cut-card-and-burn",
    bac(2, 2).ref: "demonstration-and-last-coup",
    SK_PROCEDURE.ref: "samkong-round-at-the-table",
})
"""Lessons for citations no lesson's ``articles`` key names, by :attr:`Article.ref`: the
dealer's procedure (losers first, then winners in the table's order) is taught at the table;
art. 9 as a whole (the Player's third card is decided first) with the Player's rule; art. 2's
cut and burn with lesson 2 (lesson 1, naming art. 2 first, is the equipment), its
demonstration coups (clause 2) with lesson 3; the take-and-pay order at a Sam Kong table with
lesson 26, the Sam Kong round."""


@dataclass(frozen=True)
class LessonRef:
    """A lesson as a citation names it: its id (to open it) and its number in the list."""

    id: str
    order: int
    articles: tuple[Article, ...]


@lru_cache(maxsize=4)
def lesson_refs(root: Path) -> tuple[LessonRef, ...]:
    """Every lesson of the reference language under ``root``, in order (the order is the same
    in every language: :func:`trainer.curriculum.validate_all` checks it). A lesson whose
    metadata cannot be read is left out, as the Lessons screen leaves it out."""
    refs: list[LessonRef] = []
    for path in sorted((root / LANGUAGES[0]).glob("*.md")):
        out = _Collector(path)
        text = _read_text(path, out)
        meta = None if text is None else _read_meta(text.split("\n"), out)
        if meta is None:
            continue
        values = meta.values
        try:
            order = int(values.get("order", ""))
            articles = tuple(Article.from_code(code)
                             for code in _split_list(values.get("articles", "")))
        except ValueError:
            continue
        if values.get("id"):
            refs.append(LessonRef(values["id"], order, articles))
    return tuple(sorted(refs, key=lambda ref: ref.order))


def topic_lessons() -> Mapping[str, str]:
    """Lessons for a topic several lessons share an article with (art. 13 names every bet: a
    bet with a lesson of its own names it in its spec, :attr:`BetSpec.lesson`), by the
    topic's code."""
    return MappingProxyType({s.code: s.lesson for s in specs() if s.lesson})


PROCEDURE_IN: Mapping[str, str] = MappingProxyType({
    "shoe": "shoe-life-at-the-table",
})
"""The house procedure a lesson of its own teaches, by the family of the step's cell (before
its ``:``): the shoe's life (a cut deeper than the house's deck and a half, a demonstration
coup where the house deals none) with lesson 25; the rest of the dealer's procedure (the
take-and-pay order) with lesson 24, as :data:`TAUGHT_IN` says."""


SAMKONG_CASH_CELLS = ("samkong-table:cash:", "samkong-table:colour_up")
"""A Sam Kong Table's buy-in and colour-up cells: the same cash steps as the baccarat
Table's (``cash:count``, ``cash:chips``, ``colour_up``), cited with the lesson those cite, not
lesson 26 (the Sam Kong round), which does not teach them."""


def lesson_of(article: Article, refs: tuple[LessonRef, ...], topic: str | None = None,
              cell: str | None = None) -> LessonRef | None:
    """The lesson for ``article``, or the lesson of ``topic`` when it has its own and that
    lesson teaches the article; house procedure by the step's ``cell`` (:data:`PROCEDURE_IN`;
    a Sam Kong Table's cash steps as the baccarat Table's, :data:`SAMKONG_CASH_CELLS`)."""
    if article.ref == SK_PROCEDURE.ref and cell is not None and cell.startswith(
            SAMKONG_CASH_CELLS):
        return lesson_of(PROCEDURE, refs, topic, cell.removeprefix("samkong-table:"))
    if article.ref == PROCEDURE.ref and cell is not None:
        family = next((lesson for prefix, lesson in PROCEDURE_IN.items()
                       if cell.startswith(f"{prefix}:")), None)
        found = next((ref for ref in refs if ref.id == family), None) if family else None
        if found is not None:
            return found
    wanted = topic_lessons().get(topic or "")
    own = next((ref for ref in refs if ref.id == wanted), None) if wanted else None
    if own is not None and (article in own.articles
                            or any(_teaches(a, article) for a in own.articles)):
        return own
    return lesson_for(article, refs)


def _teaches(taught: Article, cited: Article) -> bool:
    return (taught.game is cited.game and taught.number == cited.number
            and cited.clauses[:len(taught.clauses)] == taught.clauses
            and taught.note in ("", cited.note))


def lesson_for(article: Article, refs: tuple[LessonRef, ...]) -> LessonRef | None:
    """The lesson that teaches ``article``: one naming it exactly first, then one naming the
    article it is a clause or note of; None when no lesson does."""
    wanted = TAUGHT_IN.get(article.ref)
    if wanted is not None:
        return next((ref for ref in refs if ref.id == wanted), None)
    exact = next((ref for ref in refs if article in ref.articles), None)
    if exact is not None:
        return exact
    return next((ref for ref in refs if any(_teaches(a, article) for a in ref.articles)), None)
