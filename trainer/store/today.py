"""The Today screen's data in a fixed number of queries.

:meth:`TodayBoard.today` reads, whatever the trainee's history: the due and seen review cards
per drill (``review_cards``, through ``ix_review_cards_user_due``), the practised days
(``daily_practice``: the goal, the streak and the heat map; never the attempts), the lessons
passed, the cohort's assigned exams with their window, the daily goal setting; homework comes
from :meth:`trainer.store.homework.Homework.homework_for`. The rules stay in the core:
:func:`trainer.streak.streak`, :func:`trainer.drills.schedule.due_count`'s meaning of "due".

The daily goal is a school setting (as the review settings of :mod:`trainer.store.schedule`):
``school.today.goal_unit`` (``answers`` or ``minutes``) and ``school.today.goal`` (a whole
number), each with ``.cohort.<id>`` for one cohort; default 50 answers.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, String, and_, bindparam, case, func, select, type_coerce

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.curriculum.outline import OutlineEntry, shipped_outline
from trainer.errors import StoreError
from trainer.homework import SAMKONG_CELL_HEAD, HomeworkItem
from trainer.macau_time import macau_day
from trainer.store import daily
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
from trainer.store.homework import Homework
from trainer.streak import streak
from trainer.today import (
    DEFAULT_GOAL,
    DEFAULT_GOAL_UNIT,
    NEW_PER_DAY,
    DailyGoal,
    DueCount,
    ExamWindow,
    GoalUnit,
    HeatDay,
    NextLesson,
    Today,
    due_line,
)
from trainer.typed import is_ascii_digits

GOAL_UNIT_KEY = "school.today.goal_unit"
"""The daily goal's unit (:class:`GoalUnit` value), school-wide; ``+ ".cohort.<id>"``."""
GOAL_KEY = "school.today.goal"
"""The daily goal's size (answers or minutes), school-wide; ``+ ".cohort.<id>"``."""
GOAL_MAX = 10_000
"""The largest goal accepted (answers or minutes a day)."""

OVERALL_SECTION = "overall"
"""The ``exam_results`` row of a sitting's overall verdict (``trainer.exams.review.OVERALL``,
as :mod:`trainer.store.report_roster` reads it): a passed exam is no longer shown."""

HEAT_DAYS = 365
"""The heat map covers this many Macau days, today included (the last 12 months)."""

Outline = Callable[[], Sequence[OutlineEntry]]


def _cohort_suffix(cohort_id: int | None) -> str:
    return "" if cohort_id is None else f".cohort.{cohort_id}"


def goal_unit_key(cohort_id: int | None) -> str:
    """The settings key of the goal unit of a cohort (None: the school's)."""
    return GOAL_UNIT_KEY + _cohort_suffix(cohort_id)


def goal_key(cohort_id: int | None) -> str:
    """The settings key of the goal size of a cohort (None: the school's)."""
    return GOAL_KEY + _cohort_suffix(cohort_id)


def goal_from(values: dict[str, str], cohort_id: int | None) -> tuple[GoalUnit, int]:
    """The goal from the app-wide settings ``values``: the cohort's, else the school's, else
    the default; unreadable values are ignored."""
    unit, target = DEFAULT_GOAL_UNIT, DEFAULT_GOAL
    for cohort in (None, cohort_id) if cohort_id is not None else (None,):
        with contextlib.suppress(ValueError):  # an unreadable unit: the one before
            unit = GoalUnit(values.get(goal_unit_key(cohort), unit.value))
        text = values.get(goal_key(cohort))
        # ASCII digits only: "²".isdigit() is True and int("²") raises (trainer.typed).
        if text is not None and is_ascii_digits(text.strip()) and 0 < int(text) <= GOAL_MAX:
            target = int(text)
    return unit, target


# ---- the statements, built once (each runs once per Today)

_d, _r, _a = s.daily_practice, s.review_cards, s.attempts
_USER = select(s.users.c.cohort_id).where(s.users.c.id == bindparam("user_id"))
_GOAL_SETTINGS = select(s.settings.c.key, s.settings.c.value).where(
    s.settings.c.user_id.is_(None), s.settings.c.key.in_(bindparam("keys", expanding=True))
)
# A Table card of the Sam Kong Table's (its cell's head) counts on a line of its own.
_SAMKONG = case((_r.c.cell.startswith(SAMKONG_CELL_HEAD, autoescape=True), 1), else_=0)
_DUE = (
    select(_r.c.drill_kind, _SAMKONG, func.count())
    .where(_r.c.user_id == bindparam("user_id"), _r.c.due <= bindparam("now"))
    .group_by(_r.c.drill_kind, _SAMKONG)
)
_SEEN = (
    select(_r.c.drill_kind, _SAMKONG, func.count())
    .where(_r.c.user_id == bindparam("user_id"))
    .group_by(_r.c.drill_kind, _SAMKONG)
)
_DAYS = (
    # The day as text on SQLite (parsed by date.fromisoformat, far quicker than the Date
    # type's own parsing of a few hundred rows); PostgreSQL hands out dates as they are.
    select(type_coerce(_d.c.day, String), func.sum(_d.c.answers), func.sum(_d.c.total_ms),
           func.sum(_d.c.units))
    .where(_d.c.user_id == bindparam("user_id"))
    .group_by(_d.c.day)
    .order_by(_d.c.day)
)
_PASSED = select(s.lesson_progress.c.lesson_id).where(
    s.lesson_progress.c.user_id == bindparam("user_id"),
    s.lesson_progress.c.check_passed_at.isnot(None),
    s.lesson_progress.c.check_passed_at <= bindparam("now"),
)


def _later(a: datetime | None, b: datetime | None) -> datetime | None:
    """The later of two moments (None: no moment)."""
    if a is None or b is None:
        return a or b
    return max(a, b)


def _exams_query() -> Any:
    e, ec, es, rt = s.exams, s.exam_cohorts, s.exam_sittings, s.exam_retakes
    mine = and_(es.c.exam_id == e.c.id, es.c.trainee_id == bindparam("user_id"))
    used = select(func.count()).select_from(es).where(mine).scalar_subquery()
    retakes = (
        select(func.count()).select_from(rt)
        .where(rt.c.exam_id == e.c.id, rt.c.trainee_id == bindparam("user_id"))
        .scalar_subquery()
    )
    # The trainee's next scheduled sitting not yet started opens the window.
    opens = (
        select(func.min(es.c.scheduled_at)).where(mine, es.c.started_at.is_(None))
        .scalar_subquery()
    )
    res = s.exam_results
    passed = (
        select(res.c.id).join(es, es.c.id == res.c.sitting_id)
        .where(mine, res.c.section == OVERALL_SECTION, res.c.passed.is_(True))
        .exists()
    )
    return (
        select(e.c.id, e.c.name, e.c.attempts_allowed, used.label("used"),
               retakes.label("retakes"), opens.label("opens"), e.c.opens_at, e.c.closes_at)
        .join(ec, ec.c.exam_id == e.c.id)
        .where(ec.c.cohort_id == bindparam("cohort_id"), e.c.active.is_(True), ~passed)
        .order_by(func.lower(e.c.name), e.c.id)
    )


_EXAMS = _exams_query()


def _as_date(value: Any) -> date:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value))


def _utc(value: Any) -> datetime | None:
    """A timestamp read through a subquery may come back naive or as text: it is UTC."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return s.UTCDateTime().process_result_value(value, None)  # type: ignore[arg-type]


def _universe_sizes() -> dict[str, int]:
    """How many cells each Practice drill has (imported here: the drills cost start-up)."""
    from trainer.drills.registry import cells_for, drill_kinds

    return {kind.value: len(cells_for(kind)) for kind in drill_kinds()}


_SIZES: dict[str, int] = {}


def universe_sizes() -> dict[str, int]:
    """:func:`_universe_sizes`, computed once for the registered drills."""
    from trainer.drills.registry import drill_codes

    if tuple(_SIZES) != drill_codes():
        _SIZES.clear()
        _SIZES.update(_universe_sizes())
    return dict(_SIZES)


def _by_line(rows: Any) -> dict[str, int]:
    """Cards per line of Today from (drill kind, Sam Kong cell, count) rows
    (:func:`trainer.today.due_line`)."""
    out: dict[str, int] = {}
    for kind, samkong, n in rows:
        line = due_line(str(kind), bool(samkong))
        out[line] = out.get(line, 0) + int(n)
    return out


def due_counts(due: dict[str, int], seen: dict[str, int]) -> tuple[DueCount, ...]:
    """One :class:`DueCount` per Practice drill (in the drills' order), then any other kind
    that has cards (the Table's steps): ``new`` is the drill's cells never answered, at most
    :data:`NEW_PER_DAY`."""
    sizes = universe_sizes()
    out = [
        DueCount(kind, due.get(kind, 0), min(NEW_PER_DAY, max(0, size - seen.get(kind, 0))))
        for kind, size in sizes.items()
    ]
    out += [DueCount(kind, due.get(kind, 0), 0) for kind in sorted(seen) if kind not in sizes]
    return tuple(out)


class TodayBoard(Repository):
    """The Today screen's reading, the daily goal setting, and the daily table's rebuild."""

    def __init__(self, db: Database, clock: Clock, homework: Homework, audit: AuditLog,
                 outline: Outline = shipped_outline) -> None:
        super().__init__(db, clock)
        self._homework = homework
        self._audit = audit
        self._outline = outline

    def today(self, actor: Actor, user_id: int, now: datetime | None = None) -> Today:
        """Everything the Today screen shows for ``user_id`` at ``now`` (a trainee reads only
        their own). At most eight statements in one read, then
        :meth:`~trainer.store.homework.Homework.homework_for`'s (three, and one per
        assignment of the cohort), whatever the history."""
        now = now or self._now()
        day = macau_day(now)

        def run(conn: Connection) -> Today:
            require_self_or_instructor(conn, actor, user_id, "read the day of")
            who = {"user_id": user_id}
            cohort_id = conn.execute(_USER, who).scalar()
            keys = [goal_unit_key(None), goal_key(None)]
            if cohort_id is not None:
                keys += [goal_unit_key(cohort_id), goal_key(cohort_id)]
            values = {str(k): str(v) for k, v in conn.execute(_GOAL_SETTINGS, {"keys": keys})}
            unit, target = goal_from(values, cohort_id)
            due = _by_line(conn.execute(_DUE, {**who, "now": now}))
            seen = _by_line(conn.execute(_SEEN, who))
            days = [(_as_date(d), int(n or 0), int(ms or 0), int(u or 0))
                    for d, n, ms, u in conn.execute(_DAYS, who).all()]
            passed = {str(x) for x in conn.execute(_PASSED, {**who, "now": now}).scalars()}
            exams = [] if cohort_id is None else [
                ExamWindow(int(r.id), str(r.name), _later(_utc(r.opens), _utc(r.opens_at)),
                           _utc(r.closes_at),
                           int(r.attempts_allowed) + int(r.retakes or 0) - int(r.used or 0))
                for r in conn.execute(_EXAMS, {**who, "cohort_id": cohort_id})
            ]
            # An exam whose window has closed can no longer be sat: not on the list.
            exams = [e for e in exams if e.closes is None or e.closes > now]
            return _assemble(day, unit, target, due, seen, days, passed,
                             [e for e in exams if e.attempts_left > 0], self._outline())

        board = self._db.read(run)
        homework: list[HomeworkItem] = self._homework.homework_for(actor, user_id, now)
        return Today(board.day, board.due, board.goal, board.streak, board.heat,
                     board.next_lesson, tuple(homework), board.exams, board.first_time)

    # ---- the daily goal setting

    def goal(self, cohort_id: int | None) -> tuple[GoalUnit, int]:
        """The daily goal of a cohort (None: the school's), as :meth:`today` reads it."""
        keys = [goal_unit_key(None), goal_key(None), goal_unit_key(cohort_id),
                goal_key(cohort_id)]

        def run(conn: Connection) -> tuple[GoalUnit, int]:
            rows = conn.execute(_GOAL_SETTINGS, {"keys": keys})
            return goal_from({str(k): str(v) for k, v in rows}, cohort_id)

        return self._db.read(run)

    def set_cohort_goal(
        self, actor: Actor, cohort_id: int | None, unit: GoalUnit, target: int
    ) -> None:
        """An instructor sets a cohort's (None: the school's) daily goal: ``target``
        answers or minutes a day, 1 to :data:`GOAL_MAX`."""
        if not 0 < target <= GOAL_MAX:
            raise StoreError("invalid", f"a daily goal is 1 to {GOAL_MAX}",
                             code="goal_range", params={"min": 1, "max": GOAL_MAX})
        values = {goal_unit_key(cohort_id): unit.value, goal_key(cohort_id): str(int(target))}

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "change the daily goal")
            for key, value in values.items():
                write_setting(conn, None, key, value)
            self._audit.record_in(conn, actor, AuditAction.GOAL_CHANGED,
                                  cohort_subject(conn, cohort_id),
                                  {"cohort": cohort_id, "goal": int(target), "unit": unit.value})

        self._db.write(run)

    # ---- the daily table

    def rows(self, actor: Actor, user_id: int) -> list[daily.DailyRow]:
        """``user_id``'s rows of the daily table, by day and drill kind."""

        def run(conn: Connection) -> list[daily.DailyRow]:
            require_self_or_instructor(conn, actor, user_id, "read the practice days of")
            return daily.rows_in(conn, user_id)

        return self._db.read(run)

    def rebuild(self, user_id: int | None = None) -> int:
        """Recompute the daily table from the stored attempts (an administrator's command:
        the ``daily-rebuild`` CLI, run by whoever holds the database); returns rows written."""
        return self._db.write(lambda conn: daily.rebuild_in(conn, user_id))


def _assemble(
    day: date,
    unit: GoalUnit,
    target: int,
    due: dict[str, int],
    seen: dict[str, int],
    days: list[tuple[date, int, int, int]],
    passed: set[str],
    exams: list[ExamWindow],
    outline: Sequence[OutlineEntry],
) -> Today:
    """The :class:`Today` from what the queries read (homework is added by the caller):
    ``days`` are (day, answers, answer ms, goal units) -- the goal in answers counts the
    units, a Table coup as one answer (:func:`trainer.today.goal_units`)."""
    today_units, today_ms = next(((u, ms) for d, _n, ms, u in days if d == day), (0, 0))
    done = today_units if unit is GoalUnit.ANSWERS else today_ms // 60_000
    since = day - timedelta(days=HEAT_DAYS - 1)
    # The heat map counts answers as the goal does (a Table coup one); a day counts as
    # practised by any answer, even Table steps of a coup never dealt to its result.
    heat = tuple(HeatDay(d, u) for d, n, _ms, u in days if since <= d <= day and n > 0)
    practised = [d for d, n, _ms, _u in days if n > 0 and d <= day]
    following = next((e for e in outline if e.lesson_id not in passed), None)
    return Today(
        day=day,
        due=due_counts(due, seen),
        goal=DailyGoal(unit, target, done),
        streak=streak(practised, day),
        heat=heat,
        next_lesson=None if following is None else NextLesson(
            following.lesson_id, following.title, following.order),
        homework=(),
        exams=tuple(exams),
        first_time=not days,
    )
