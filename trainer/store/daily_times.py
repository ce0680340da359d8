"""Figures with a median from the daily practice table (:mod:`trainer.store.daily`).

A median needs every answer's time: the daily rows keep them (``times``, schema 19), a few
bytes an answer beside the counters, so the Dashboard's roster, readiness and the cohort's
lines read a cohort's daily rows (one per trainee, day and drill kind) and never the wide
attempt rows of the school. :func:`grouped` gives, per group of trainee, day and/or drill
kind, the same figures :meth:`trainer.store.report_base.ReportBase._grouped` counts from the
attempts: answers, right answers, time-outs, the mean and the exact median time (the middle
time, or the mean of the two middle ones). The days are Macau calendar days, as the rows':
a report cutting days at another offset reads the attempts instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import accumulate
from typing import Any

import numpy as np
from sqlalchemy import (
    Connection,
    String,
    and_,
    case,
    func,
    literal,
    or_,
    select,
    type_coerce,
)
from sqlalchemy.sql.elements import ColumnElement

from trainer.store import schema as s

KEYS = ("user_id", "day", "drill_kind")
"""What the rows can be grouped by."""

_PG_TIMES = r"^(0|[1-9][0-9]{0,8})(,(0|[1-9][0-9]{0,8}))*$"
"""A sound ``times`` text on PostgreSQL: whole numbers of at most 9 digits, one comma apart
(no sign, exponent, quote, bracket, empty item or leading zero; an integer cast never
overflows)."""

_SQLITE_LONG = "*," + "[^,]" * 10 + "*"
"""An item of ten characters or more, matched on ``"," || times`` once the text is known to
be digits and commas: a ``GLOB`` whose ``*`` is followed by a comma only tries the commas,
where ``*[0-9][0-9]...`` tried every character (that one pattern was most of the cost of a
cohort's roster on SQLite)."""

_DAY_GLOB = "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]"
"""A day as the app writes it on SQLite (``date(day)`` then says whether it is one)."""


def sound(conn: Connection) -> ColumnElement[bool]:
    """True for a daily row whose ``times`` read as ``answers`` non-negative whole numbers
    (the app writes nothing else; a row edited outside it, or of before schema 19, may
    hold anything): the medians read only these rows, and :func:`unsound_users` names the
    trainees whose other rows need ``python -m trainer daily-rebuild``."""
    d = s.daily_practice
    t = d.c.times
    count = _items(conn, t)
    if conn.dialect.name == "postgresql":
        return and_(t.is_not(None), t.regexp_match(_PG_TIMES), count == d.c.answers)
    # SQLite has no repetition in GLOB: each rule of the pattern above, cheapest first, the
    # scans only where they can match (a function of Python's called for each row was
    # quicker alone, but each call waits for the interpreter's lock: beside the Dashboard's
    # other reads it made the roster six times slower)
    not_glob = t.op("NOT GLOB", is_comparison=True)
    return and_(
        t.is_not(None), t != "",
        func.rtrim(t, "0123456789,") == "",  # digits and commas only
        func.substr(t, 1, 1) != ",", func.substr(t, -1) != ",",
        func.instr(t, ",,") == 0,  # no empty item
        not_glob(literal("0[0-9]*")),  # no leading zero, first item or any other
        or_(func.instr(t, ",0") == 0, not_glob(literal("*,0[0-9]*"))),
        (literal(",") + t).op("NOT GLOB", is_comparison=True)(literal(_SQLITE_LONG)),
        count == d.c.answers,
    )


def counted(conn: Connection) -> ColumnElement[bool]:
    """The part of :func:`sound` that a joined text cannot tell: the row's ``times`` are
    there and count ``answers`` items (the rest, what the characters are, :func:`all_sound`
    checks on the texts joined)."""
    d = s.daily_practice
    t = d.c.times
    return and_(t.is_not(None), _items(conn, t) == d.c.answers)


def _items(conn: Connection, t: Any) -> ColumnElement[int]:
    """How many items the text ``t`` has: its commas and one. PostgreSQL counts the bytes
    (a comma is one byte in UTF-8 and in no other character: the same count, without
    reading each character's length, a third of the roster's check)."""
    size = func.octet_length if conn.dialect.name == "postgresql" else func.length
    return size(t) - size(func.replace(t, ",", "")) + 1


_DIGITS_AND_COMMAS = b"0123456789,"
_ZERO, _COMMA = ord("0"), ord(",")


def all_sound(texts: Iterable[Any]) -> bool:
    """True when every text (None skipped) matches :data:`_PG_TIMES`: digits and commas
    only, items of 1 to 9 digits, no leading zero. The texts are checked together, as one
    text of bytes (a text of sound times joined with commas is one): its characters by
    deleting the sound ones (none left), its items' lengths and first digits in numpy."""
    return _sound_joined(_joined(texts))


def _joined(texts: Iterable[Any]) -> bytes | None:
    """The texts (None skipped) joined with commas, as ASCII bytes; None when one is not a
    text, is empty or is not ASCII (not sound)."""
    given = [t for t in texts if t is not None]
    if not all(isinstance(t, str) and t for t in given):
        return None
    try:
        return ",".join(given).encode("ascii")
    except UnicodeEncodeError:
        return None


def _sound_joined(raw: bytes | None) -> bool:
    """:func:`all_sound` of texts :func:`_joined` into ``raw`` (None: one was not sound)."""
    if raw is None:
        return False
    if not raw:
        return True
    if raw.translate(None, _DIGITS_AND_COMMAS):
        return False
    b = np.frombuffer(raw, dtype=np.uint8)
    bounds = np.concatenate(([-1], np.flatnonzero(b == _COMMA), [len(b)]))
    lengths = np.diff(bounds) - 1
    if lengths.min() < 1 or lengths.max() > 9:
        return False
    return not ((b[bounds[:-1] + 1] == _ZERO) & (lengths > 1)).any()


def unsound_users(conn: Connection, who: Callable[[Any], ColumnElement[bool]]) -> set[int]:
    """The trainees ``who(user_id column)`` picks with a daily row that is not
    :func:`readable` or not :func:`sound` (their figures leave it out until
    ``daily-rebuild``; the Dashboard's opening marks the same trainees)."""
    d = s.daily_practice
    ok = and_(readable(conn), sound(conn))
    query = select(d.c.user_id).where(who(d.c.user_id), ~ok).distinct()
    return {int(x) for x in conn.execute(query).scalars()}


@dataclass(frozen=True)
class DailyGroup:
    """One group's figures, with the same names as a row of the answers' grouped query
    (:func:`trainer.store.report_base.figures_of_row` reads either)."""

    attempts: int
    right: int
    timed_out: int
    avg_ms: float | None
    median_ms: float | None
    user_id: int | None = None
    day: date | None = None
    drill_kind: str | None = None


def readable(conn: Connection) -> ColumnElement[bool]:
    """True for a daily row that reads as the app writes it: counters that are whole
    numbers not below 0, a day that is a calendar day and a latest answer that is a time.
    A row written outside the app that is not (SQLite keeps any value in any column) is
    left out of every figure, and its trainee named for ``daily-rebuild`` by the
    Dashboard's roster (:func:`trainer.store.daily_cohort.roster`): one trainee's edited
    row never closes a report of the whole cohort."""
    d = s.daily_practice
    counters = (d.c.answers, d.c.correct, d.c.timed_out, d.c.total_ms)
    if conn.dialect.name == "postgresql":  # the columns' types hold the rest
        return and_(*(c >= 0 for c in counters))
    day, last_at = type_coerce(d.c.day, String), type_coerce(d.c.last_at, String)
    glob = day.op("GLOB", is_comparison=True)
    return and_(
        *(and_(func.typeof(c) == "integer", c >= 0) for c in counters),
        func.typeof(d.c.day) == "text", glob(literal(_DAY_GLOB)), func.date(day) == day,
        func.typeof(d.c.last_at) == "text", func.datetime(last_at).is_not(None),
    )


def joined_times(conn: Connection, text: ColumnElement[Any]) -> ColumnElement[str]:
    """The aggregate that joins a group's ``text`` (sound ``times``; NULLs skipped) with
    commas: one text a group, read into numbers by :func:`median`."""
    if conn.dialect.name == "postgresql":
        return func.string_agg(text, literal(","))
    return func.group_concat(text, literal(","))


def median(texts: Iterable[str | None]) -> float | None:
    """The exact median of every time of the sound ``times`` texts (None: none): the middle
    one, or the mean of the two middle ones (:class:`TimesRead` of the texts, all of them
    one group)."""
    given = list(texts)
    return TimesRead(given).median(0, len(given))


class TimesRead:
    """Many groups' sound ``times`` texts (None or empty: no time) read into numbers at
    once, each group's exact median then picked from its slice (:meth:`median`). A sound
    text is whole numbers one comma apart (:func:`sound`), read by numpy's text reader and
    the middle picked by a partial sort (a cohort's day is thousands of times: reading them
    as a JSON list and sorting it held the interpreter six times longer, beside the
    Dashboard's other reads and painting); the texts are joined and read in one call, each
    text's times found by its commas (a call a group, and a trainee's pooled times read
    again beside their kinds', cost a cohort's roster more than the reading)."""

    def __init__(self, texts: Sequence[str | None], joined: bytes | None = None) -> None:
        sizes = [text.count(",") + 1 if text else 0 for text in texts]
        if joined is None:
            joined = ",".join(text for text in texts if text).encode("ascii")
        every = (np.fromstring(joined, dtype=np.int64, sep=",") if joined
                 else np.empty(0, dtype=np.int64))
        self._starts = [0, *accumulate(sizes)]
        if len(every) != self._starts[-1]:
            raise ValueError("times that are not sound were read as sound")
        self._every = every

    @classmethod
    def checked(cls, texts: Sequence[str | None],
                others: Iterable[str | None] = ()) -> TimesRead | None:
        """The ``texts`` read, when they and ``others`` (checked, not read) are all sound as
        :func:`all_sound` checks them; None when one is not. The texts are joined and
        encoded once, for the check and the reading (checked, then joined again to be read,
        they cost a cohort's opening twice the joining of its every time)."""
        raw = _joined(texts)
        if not _sound_joined(raw) or not all_sound(others):
            return None
        return cls(texts, raw)

    def median(self, first: int, stop: int | None = None) -> float | None:
        """The exact median of the times of the texts ``first`` to ``stop`` (excluded;
        None: ``first`` alone), in the order given; None when they have none."""
        end = self._starts[first + 1 if stop is None else stop]
        every = self._every[self._starts[first]:end]
        n = len(every)
        if not n:
            return None
        half = n // 2
        if n % 2:
            return float(np.partition(every, half)[half])
        middle = np.partition(every, (half - 1, half))
        return (int(middle[half - 1]) + int(middle[half])) / 2


def grouped(
    conn: Connection,
    who: Callable[[Any], ColumnElement[bool]],
    keys: Sequence[str],
    since: date | None = None,
    until: date | None = None,
    drill_kind: str | None = None,
) -> list[DailyGroup]:
    """Per group of ``keys`` (of :data:`KEYS`), ordered by them: the figures of the daily
    rows of the trainees ``who(user_id column)`` picks, in the Macau days ``since`` to
    ``until`` (None: open), of ``drill_kind`` (None: every kind). One statement: the
    counters of the :func:`readable` rows summed, and the :func:`sound` rows' times joined
    into one text a group, whose exact median :func:`median` reads (the server's own
    median unnested every time into a row: slower than the whole read). The rows' times are
    joined when they count as many items as answers (:func:`counted`, cheap) and the joined
    texts then checked in numpy (:func:`all_sound`): sound texts joined with commas are a
    sound text, and a text that is not says some row is not; only then is the statement
    run again with :func:`sound` matched row by row (the pattern was half its cost)."""
    d = s.daily_practice
    where = [who(d.c.user_id), readable(conn)]
    if drill_kind is not None:
        where.append(d.c.drill_kind == drill_kind)
    if since is not None:
        where.append(d.c.day >= since)
    if until is not None:
        where.append(d.c.day <= until)
    group = [d.c[k] for k in keys]

    def query(check: ColumnElement[bool]) -> Any:
        """The statement, the times of the rows ``check`` passes joined."""
        q = (
            select(
                *group,
                func.sum(d.c.answers).label("attempts"),
                func.sum(d.c.correct).label("right"),
                func.sum(d.c.timed_out).label("timed_out"),
                func.sum(d.c.total_ms).label("total_ms"),
                joined_times(conn, case((check, d.c.times), else_=None)).label("times"),
            )
            .where(*where)
        )
        return q.group_by(*group) if group else q

    rows = list(conn.execute(query(counted(conn))))
    read = TimesRead.checked([row.times for row in rows])
    if read is None:  # a row edited outside the app: the rows whose times are not sound
        # left out, the pattern matched row by row
        rows = list(conn.execute(query(sound(conn))))
        read = TimesRead([row.times for row in rows])
    out = []
    for index, row in enumerate(rows):
        key = tuple(row[:len(keys)])
        n = int(row.attempts or 0)
        named = dict(zip(keys, key, strict=True))
        if "day" in named:
            named["day"] = as_date(named["day"])
        out.append(DailyGroup(
            attempts=n,
            right=int(row.right or 0),
            timed_out=int(row.timed_out or 0),
            avg_ms=int(row.total_ms) / n if n else None,
            median_ms=read.median(index),
            **named,
        ))
    out.sort(key=lambda g: tuple(getattr(g, k) for k in keys))
    return out


def as_date(value: Any) -> date:
    """A day column's value as a date (SQLite gives the text it keeps)."""
    if isinstance(value, date):
        return value
    return date.fromisoformat(str(value))
