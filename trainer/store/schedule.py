"""Review cards (schema 6): one FSRS card per trainee, drill kind and cell.

:func:`review_in` updates a card inside the transaction that stores the attempt (see
:meth:`trainer.store.practice.Practice._insert`); :func:`rebuild_in` recomputes every card from
the stored attempts, in the order they were answered. The scheduling itself is
:mod:`trainer.drills.schedule`; the cohort's settings (desired retention, target times) are
school settings, read by :func:`policy_in`.

The daily goal (answers or minutes) is the Today screen's setting:
:meth:`trainer.store.today.TodayBoard.set_cohort_goal`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, bindparam, delete, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.drills.schedule import (
    DEFAULT_TARGETS_MS,
    Answered,
    ReviewCard,
    ReviewPolicy,
    rebuild,
    review,
)
from trainer.errors import StoreError
from trainer.exams.seal import Json
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    cohort_subject,
    require_instructor,
    require_self_or_instructor,
    write_setting,
)
from trainer.store.audit import AuditLog
from trainer.store.engine import Database

RETENTION_KEY = "school.review.retention"
"""The desired retention, school-wide; ``RETENTION_KEY + ".cohort.<id>"`` for one cohort."""
TARGET_KEY = "school.review.target_ms."
"""``TARGET_KEY + drill_kind`` (+ ``".cohort.<id>"``): a target answer time in ms."""
_PREFIX = "school.review."
RETENTION_RANGE = (0.70, 0.97)
"""The desired retention an instructor may set: below 70% reviews come too late to be
worth it, above 97% the reviews pile up (FSRS's own advice)."""
TARGET_RANGE_MS = (500, 120_000)
"""A target answer time an instructor may set: half a second to two minutes."""


def _cohort_suffix(cohort_id: int | None) -> str:
    return "" if cohort_id is None else f".cohort.{cohort_id}"


def retention_key(cohort_id: int | None) -> str:
    return RETENTION_KEY + _cohort_suffix(cohort_id)


def target_key(drill_kind: str, cohort_id: int | None) -> str:
    return TARGET_KEY + drill_kind + _cohort_suffix(cohort_id)


@dataclass(frozen=True)
class CohortSchedule:
    """What applies to a cohort (None: the school's default): desired retention and the
    target answer time of every drill kind of :data:`DEFAULT_TARGETS_MS`."""

    cohort_id: int | None
    retention: float
    targets_ms: Mapping[str, int]


def _write_settings(conn: Connection, values: Mapping[str, str]) -> None:
    for key, value in values.items():
        write_setting(conn, None, key, value)


def check_policy(retention: float | None, targets_ms: Mapping[str, int]) -> None:
    """Refuse a retention or target time an instructor may not set (as
    :meth:`ReviewSchedule.set_cohort_policy` would), without writing anything."""
    _policy_values(None, retention, targets_ms)


def _policy_values(
    cohort_id: int | None, retention: float | None, targets_ms: Mapping[str, int]
) -> dict[str, str]:
    """The settings rows of a retention and target times, refused outside
    :data:`RETENTION_RANGE` (code ``retention_range``, ``min`` and ``max`` in per cent) and
    :data:`TARGET_RANGE_MS` (code ``target_range``: ``kind``, ``min`` and ``max`` in ms)."""
    low, high = RETENTION_RANGE
    if retention is not None and not low <= retention <= high:
        raise StoreError("invalid", f"desired retention is between {low} and {high}",
                         code="retention_range",
                         params={"min": round(low * 100), "max": round(high * 100)})
    fastest, slowest = TARGET_RANGE_MS
    for kind, ms in targets_ms.items():
        if kind not in DEFAULT_TARGETS_MS:
            raise StoreError("invalid", f"there is no drill {kind!r}")
        if not fastest <= ms <= slowest:
            raise StoreError("invalid", f"a target time is {fastest} to {slowest} ms",
                             code="target_range",
                             params={"kind": kind, "min": fastest, "max": slowest})
    values = {} if retention is None else {retention_key(cohort_id): repr(retention)}
    for kind, ms in targets_ms.items():
        values[target_key(kind, cohort_id)] = str(int(ms))
    return values


_COHORT = select(s.users.c.cohort_id).where(s.users.c.id == bindparam("user_id"))
_SETTINGS = select(s.settings.c.key, s.settings.c.value).where(
    s.settings.c.user_id.is_(None), s.settings.c.key.startswith(_PREFIX)
)


def policy_in(conn: Connection, user_id: int) -> ReviewPolicy:
    """The review policy of ``user_id``'s cohort: its own values, else the school's, else
    the defaults of :mod:`trainer.drills.schedule`. Unreadable values, and values outside
    :data:`RETENTION_RANGE` or :data:`TARGET_RANGE_MS`, are ignored."""
    return cohort_policy_in(conn, conn.execute(_COHORT, {"user_id": user_id}).scalar())


def cohort_policy_in(conn: Connection, cohort_id: int | None) -> ReviewPolicy:
    """The review policy of a cohort (None: the school's), as :func:`policy_in`."""
    school: dict[str, str] = {}
    cohort: dict[str, str] = {}
    own = _cohort_suffix(cohort_id)
    for key, value in conn.execute(_SETTINGS):
        if ".cohort." not in key:
            school[key] = value
        elif cohort_id is not None and key.endswith(own):
            cohort[key[: -len(own)]] = value
    merged = {**school, **cohort}
    # Only what an instructor may set is read (RETENTION_RANGE, TARGET_RANGE_MS): a value
    # written straight into the table (1e-50 overflows FSRS's interval on every answer; 0.5
    # or a 1 ms target would be read back into a settings page that then refuses to save).
    retention = ReviewPolicy().retention
    low, high = RETENTION_RANGE
    try:
        value = float(merged.get(RETENTION_KEY, retention))
        if low <= value <= high:
            retention = value
    except ValueError:
        pass
    fastest, slowest = TARGET_RANGE_MS
    targets: dict[str, int] = {}
    for key, text in merged.items():
        if key.startswith(TARGET_KEY):
            try:
                ms = int(text)
            except ValueError:
                continue
            if fastest <= ms <= slowest:
                targets[key[len(TARGET_KEY):]] = ms
    return ReviewPolicy(retention, targets)


_CARD = select(s.review_cards.c.state, s.review_cards.c.reviews).where(
    s.review_cards.c.user_id == bindparam("user_id"),
    s.review_cards.c.drill_kind == bindparam("kind"),
    s.review_cards.c.cell == bindparam("cell"),
)
_INSERT_CARD = s.review_cards.insert()
_UPDATE_CARD = (
    update(s.review_cards)
    .where(
        s.review_cards.c.user_id == bindparam("b_user_id"),
        s.review_cards.c.drill_kind == bindparam("b_kind"),
        s.review_cards.c.cell == bindparam("b_cell"),
    )
    .values(
        state=bindparam("state"),
        due=bindparam("due"),
        last_review=bindparam("last_review"),
        reviews=bindparam("reviews"),
    )
)


def review_in(
    conn: Connection,
    policy: ReviewPolicy,
    user_id: int,
    drill_kind: str,
    cell_text: str | None,
    correct: bool,
    ms_taken: int,
    answered_at: datetime,
) -> None:
    """Apply one stored attempt to its card (in the caller's transaction). An attempt
    without a readable cell has no card, here as in :func:`rebuild_in`."""
    cell = Cell.read(cell_text)
    if cell is None:
        return
    key = {"user_id": user_id, "kind": drill_kind, "cell": str(cell)}
    row = conn.execute(_CARD, key).first()
    old = None if row is None else ReviewCard.card_from_json(row.state)
    card = review(old, policy.rating(drill_kind, correct, ms_taken), answered_at, policy)
    done = ReviewCard(drill_kind, cell, card, 1 if row is None else int(row.reviews) + 1)
    values = {"state": done.state_json(), "due": done.due, "last_review": done.last_review,
              "reviews": done.reviews}
    if row is None:
        conn.execute(_INSERT_CARD, {**values, "user_id": user_id, "drill_kind": drill_kind,
                                    "cell": str(cell)})
    else:
        conn.execute(_UPDATE_CARD, {**values, "b_user_id": user_id, "b_kind": drill_kind,
                                    "b_cell": str(cell)})


def _answers(rows: Iterable[tuple[str, str | None, bool, int, datetime]]) -> list[Answered]:
    out: list[Answered] = []
    for kind, cell_text, correct, ms, at in rows:
        cell = Cell.read(cell_text)
        if cell is not None:
            out.append(Answered(kind, cell, bool(correct), int(ms), at))
    return out


def rebuild_in(conn: Connection, user_id: int | None) -> int:
    """Recompute the cards of ``user_id`` (None: everyone) from their stored attempts, in
    answer order (time, then id); returns the number of cards written."""
    a = s.attempts
    users_query = select(a.c.user_id).where(a.c.cell.isnot(None)).distinct()
    if user_id is not None:
        users_query = users_query.where(a.c.user_id == user_id)
        conn.execute(delete(s.review_cards).where(s.review_cards.c.user_id == user_id))
    else:
        conn.execute(delete(s.review_cards))
    written = 0
    for (uid,) in conn.execute(users_query).all():
        rows = conn.execute(
            select(a.c.drill_kind, a.c.cell, a.c.correct, a.c.ms_taken, a.c.answered_at)
            .where(a.c.user_id == uid, a.c.cell.isnot(None))
            .order_by(a.c.answered_at, a.c.id)
        ).all()
        cards = rebuild(_answers(rows), policy_in(conn, uid))
        if cards:
            conn.execute(_INSERT_CARD, [
                {"user_id": uid, "drill_kind": c.drill_kind, "cell": str(c.cell),
                 "state": c.state_json(), "due": c.due, "last_review": c.last_review,
                 "reviews": c.reviews}
                for c in cards.values()
            ])
        written += len(cards)
    return written


class ReviewSchedule(Repository):
    """Read the review cards; rebuild them; set a cohort's review settings (audited)."""

    def __init__(self, db: Database, clock: Clock, audit: AuditLog) -> None:
        super().__init__(db, clock)
        self._audit = audit

    def cards(
        self, actor: Actor, user_id: int, drill_kinds: Iterable[str] | None = None
    ) -> list[ReviewCard]:
        """``user_id``'s cards (of ``drill_kinds``, else all), soonest due first."""
        kinds = None if drill_kinds is None else list(drill_kinds)

        def run(conn: Connection) -> list[ReviewCard]:
            require_self_or_instructor(conn, actor, user_id, "read the schedule of")
            t = s.review_cards
            query = select(t.c.drill_kind, t.c.cell, t.c.state, t.c.reviews).where(
                t.c.user_id == user_id
            )
            if kinds is not None:
                query = query.where(t.c.drill_kind.in_(kinds))
            out = []
            for kind, cell_text, state, reviews in conn.execute(query.order_by(t.c.due)):
                cell = Cell.read(cell_text)
                if cell is not None:
                    out.append(ReviewCard(kind, cell, ReviewCard.card_from_json(state),
                                          int(reviews)))
            return out

        return self._db.read(run)

    def due_at(
        self, actor: Actor, user_id: int, drill_kinds: Iterable[str] | None = None
    ) -> dict[tuple[str, Cell], datetime]:
        """``(drill kind, cell) -> due`` for ``user_id``'s cards (the due queue's input)."""
        return {(c.drill_kind, c.cell): c.due for c in self.cards(actor, user_id, drill_kinds)}

    def policy(self, user_id: int) -> ReviewPolicy:
        """The review policy that applies to ``user_id`` now (see :func:`policy_in`)."""
        return self._db.read(lambda conn: policy_in(conn, user_id))

    def cohort_schedule(self, actor: Actor, cohort_id: int | None) -> CohortSchedule:
        """The settings that apply to ``cohort_id`` (None: the school's default), for an
        instructor to read and change."""

        def run(conn: Connection) -> CohortSchedule:
            require_instructor(conn, actor, "read review settings")
            policy = cohort_policy_in(conn, cohort_id)
            targets = {kind: policy.target_ms(kind) for kind in DEFAULT_TARGETS_MS}
            return CohortSchedule(cohort_id, policy.retention, targets)

        return self._db.read(run)

    def set_cohort_policy(
        self,
        actor: Actor,
        cohort_id: int | None,
        *,
        retention: float | None = None,
        targets_ms: dict[str, int] | None = None,
    ) -> None:
        """An instructor sets a cohort's (None: the school's) retention and target times
        (checked as :func:`_policy_values` says)."""
        values = _policy_values(cohort_id, retention, targets_ms or {})

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "change review settings")
            _write_settings(conn, values)
            detail: dict[str, Json] = {"cohort": cohort_id}
            if retention is not None:
                detail["retention"] = retention
            if targets_ms:
                detail["targets_ms"] = {k: int(v) for k, v in sorted(targets_ms.items())}
            self._audit.record_in(conn, actor, AuditAction.SCHEDULE_CHANGED,
                                  cohort_subject(conn, cohort_id), detail)

        self._db.write(run)

    def set_cohort_schedule(self, actor: Actor, settings: CohortSchedule) -> None:
        """Retention and every target time of ``settings.cohort_id`` (None: the school's)
        in one transaction: all of them are stored, or none."""
        self.set_cohort_policy(actor, settings.cohort_id, retention=settings.retention,
                               targets_ms=dict(settings.targets_ms))

    def rebuild(self, user_id: int | None = None) -> int:
        """Recompute the cards from the stored attempts (an administrator's command: the
        ``review-rebuild`` CLI, run by whoever holds the database); returns cards written."""
        return self._db.write(lambda conn: rebuild_in(conn, user_id))
