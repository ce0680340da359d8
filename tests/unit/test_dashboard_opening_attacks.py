"""Opening a cohort attacked: daily rows edited outside the app (every kind of junk, on a
day of the readiness window, before it, of a drill kind the lines hold or not), under every
kind of lines asked, give the separate reads' figures and mark only the trainee edited.
SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import text

from tests.unit.test_dashboard_daily_rows import DAYS, NOW, TODAY, School
from tests.unit.test_dashboard_one_read import JUNK, _compare
from trainer.auth import Actor
from trainer.store import Store
from trainer.store.daily_cohort import LinesAsked

EDITS = {
    "null": "times = NULL",
    "empty-item": "times = '1,,2', answers = 3",
    "leading-zero": "times = '0' || times",
    "ten-digits": "times = '1234567890', answers = 1",
    "wide-digits": "times = '１２', answers = 1",
    "negative-count": "answers = -1",
    "trailing-comma": "times = times || ','",
    "empty": "times = '', answers = 1",
    "negative-late": "timed_out = -1",
    "negative-right": "correct = -1",
    "space": "times = ' 12', answers = 1",
    "sign": "times = '+12', answers = 1",
}
MORE_QUERIES = ((None, TODAY + timedelta(days=1), None), (None, TODAY, DAYS.first_day),
                ("call", DAYS.first_day, DAYS.first_day), ("none-such", None, None),
                ("draw", None, DAYS.first_day - timedelta(days=1)))
"""(drill kind, since, until) of lines beyond the usual ones (_compare's)."""
WHERE = {
    "window": "day = (SELECT max(day) FROM daily_practice WHERE user_id = :u)",
    "before": "day = (SELECT min(day) FROM daily_practice WHERE user_id = :u)",
    "call-before": ("drill_kind = 'call' AND day = (SELECT min(day) FROM daily_practice "
                    "WHERE user_id = :u AND drill_kind = 'call')"),
}


@pytest.mark.parametrize("where", list(WHERE))
@pytest.mark.parametrize("edit", list(EDITS))
def test_an_edited_row_anywhere_gives_the_separate_reads_figures_and_marks_its_trainee(
    store: Store, instructor: Actor, edit: str, where: str
) -> None:
    """The opening equals :meth:`roster_summary` and :meth:`cohort_daily` for every lines
    asked (a negative counter too: both leave the row out of every figure and mark its
    trainee; the separate roster once summed it, unmarked), only the edited trainee marked."""
    school = School(store, instructor)
    amy = school.ids[0]
    with store._db.engine.begin() as conn:
        done = conn.execute(text(
            f"UPDATE daily_practice SET {EDITS[edit]} WHERE user_id = :u AND "
            f"{WHERE[where]}".replace(":u", str(amy))))
        assert done.rowcount >= 1
    _compare(store, instructor, school.cohort.id, answers=False)
    opened = store.reports.cohort_opening(instructor, school.cohort.id, now=NOW)
    assert opened is not None
    assert [x.user_id for x in opened.roster if x.daily_unsound] == [amy]
    reports, cohort = store.reports, school.cohort.id
    for query in MORE_QUERIES:  # lines empty, of one day, of a kind no row has
        both = reports.cohort_opening(instructor, cohort, now=NOW, lines=LinesAsked(*query))
        assert both is not None and both.roster == opened.roster, query
        assert list(both.days or ()) == reports.cohort_daily(instructor, cohort, *query), query


SQLITE_JUNK = [*JUNK, ("times", "12"), ("times", "X'3132'"), ("times", "1.5")]


@pytest.mark.parametrize(("column", "value"), SQLITE_JUNK, ids=[f"{c}={v}" for c, v in SQLITE_JUNK])
def test_a_junk_sqlite_row_gives_the_separate_reads_figures(
    store: Store, instructor: Actor, column: str, value: str
) -> None:
    """A column SQLite keeps any value in, edited to what is no such thing: the opening and
    the separate reads leave the row out alike and mark only its trainee."""
    if not store._db.is_sqlite:
        pytest.skip("PostgreSQL's column types refuse these values")
    school = School(store, instructor)
    amy = school.ids[0]
    with store._db.engine.begin() as conn:
        conn.execute(text(f"UPDATE daily_practice SET {column} = {value} WHERE user_id = {amy} "
                          "AND day = (SELECT max(day) FROM daily_practice WHERE user_id = "
                          f"{amy})"))
    _compare(store, instructor, school.cohort.id, answers=False)
    marked = store.reports.roster_summary(instructor, school.cohort.id, now=NOW)
    assert [x.user_id for x in marked if x.daily_unsound] == [amy]


def test_many_openings_at_once_neither_wait_on_each_other_nor_keep_a_connection(
    store: Store, instructor: Actor
) -> None:
    """Twenty openings at once (the school server opens cohorts for many desks): each
    holds one connection of the pool at a time, never one while waiting for its lines'
    (which wait for a connection of the same pool: twenty openings held the pool's fifteen
    and waited on lines that waited for one of them); every one gives the separate reads'
    figures and every connection is back in the pool after."""
    _twenty_at_once(store, instructor, together=False)
    assert store._db.engine.pool.checkedout() == 0  # type: ignore[attr-defined]


def test_a_failing_lines_read_is_the_stores_error_and_keeps_no_connection(
    store: Store, instructor: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lines' statement failing in the database (beside the roster's on PostgreSQL, in
    turn on SQLite) is the store's usual error, and no connection is kept."""
    from sqlalchemy.exc import OperationalError

    from trainer.errors import StoreError
    from trainer.store import daily_cohort
    from trainer.store.daily_cohort import LinesAsked

    school = School(store, instructor)

    def failing(*_args: object) -> object:
        raise OperationalError("SELECT day", {}, Exception("server closed the connection"))

    monkeypatch.setattr(daily_cohort, "days", failing)
    with pytest.raises(StoreError):
        store.reports.cohort_opening(instructor, school.cohort.id, now=NOW,
                                     lines=LinesAsked())
    pool = store._db.engine.pool
    assert getattr(pool, "checkedout", lambda: 0)() == 0
    monkeypatch.undo()
    opened = store.reports.cohort_opening(instructor, school.cohort.id, now=NOW,
                                          lines=LinesAsked())
    assert opened is not None and opened.days


def test_many_openings_at_once_each_reading_together_never_wait_on_each_other(
    store: Store, instructor: Actor
) -> None:
    """Twenty openings at once, each inside :meth:`Reports.together` (its connection held
    for the block): every one gives the separate reads' figures. Inside ``together`` the
    lines are read in turn on the block's connection (beside it, on PostgreSQL, each
    opening held the block's connection while its lines waited for another of the same
    pool: twenty held the pool's fifteen and waited 30 s, QueuePool limit reached). The
    Dashboard opens a cohort outside ``together``, its lines beside its roster."""
    _twenty_at_once(store, instructor, together=True)


def _twenty_at_once(store: Store, instructor: Actor, *, together: bool) -> None:
    """Twenty threads open the same cohort with its lines at the same moment (each inside
    :meth:`Reports.together` when ``together``): every one gives the separate reads'
    figures."""
    from concurrent.futures import ThreadPoolExecutor
    from contextlib import nullcontext
    from threading import Barrier

    from trainer.store.daily_cohort import LinesAsked

    school = School(store, instructor)
    cohort, asked, reports = school.cohort.id, LinesAsked("draw"), store.reports
    expected = (reports.roster_summary(instructor, cohort, now=NOW),
                reports.cohort_daily(instructor, cohort, "draw"))
    many = 20
    start = Barrier(many)

    def opening(_n: int) -> tuple[object, object]:
        start.wait()
        with reports.together() if together else nullcontext():
            opened = reports.cohort_opening(instructor, cohort, now=NOW, lines=asked)
        assert opened is not None
        return list(opened.roster), list(opened.days or ())

    with ThreadPoolExecutor(max_workers=many) as pool:
        results = list(pool.map(opening, range(many)))
    assert all(result == expected for result in results)
