"""The daily rows' ``times`` and counters edited outside the app (an attacker's
reproducers): one trainee's junk never breaks the cohort's Dashboard, is left out of the
medians and named for ``daily-rebuild``; the append never builds a broken list."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import create_engine, insert, select, text

from trainer.auth import Actor
from trainer.store import NewAttempt, Store
from trainer.store import schema as s
from trainer.store.daily import rows_in
from trainer.store.daily_times import _PG_TIMES, all_sound, sound


def _school(store: Store, instructor: Actor) -> tuple[int, int]:
    cohort = store.roster.create_cohort(instructor, "A")
    amy = store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    bob = store.roster.create_trainee(instructor, "bob", "Bob", cohort.id, "5678")
    now = datetime.now(UTC)
    for name, pin in (("amy", "1234"), ("bob", "5678")):
        who = store.authenticate(name, pin)
        session = store.practice.start_session(who, "draw", {})
        for i in range(20):
            store.practice.record_attempt(who, NewAttempt(
                session_id=session, drill_kind="draw", question={"cell": "player:3"},
                answer="a", correct=i % 4 == 0, ms_taken=5000, reason=None,
                answered_at=now - timedelta(days=i % 10, minutes=1)))
    del bob
    return cohort.id, amy.id


def _sql(url: str, statement: str) -> None:
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text(statement))
    finally:
        engine.dispose()


def test_junk_in_one_trainees_times_does_not_break_the_cohorts_roster(
    store_url: str, store: Store, instructor: Actor
) -> None:
    """times = '' (or 'abc'): the next answer appends ',700'; json_each('[,700]') then
    fails every read of the cohort (StoreError 'malformed JSON') until daily-rebuild."""
    cohort, amy = _school(store, instructor)
    _sql(store_url, f"UPDATE daily_practice SET times = 'abc' WHERE user_id = {amy}")
    boss = store.authenticate("mdeus", "teacher-pass")
    lines = store.reports.roster_summary(boss, cohort)
    assert len(lines) == 2
    assert [x.daily_unsound for x in lines] == [True, False]


JUNK = ["abc", "1,,2", "'x'", "", "-5", "1e21", '"z",1', "[1],[2]", "007", "1234567890",
        "5000", None]
"""Times text no app wrote: each unreadable, or not ``answers`` whole numbers (a row of
the reproducers' school holds 2 answers)."""


def _medians(store: Store, cohort: int) -> dict[int, float | None]:
    boss = store.authenticate("mdeus", "teacher-pass")
    return {x.user_id: x.window_median_ms for x in store.reports.roster_summary(boss, cohort)}


@pytest.mark.parametrize("junk", JUNK)
def test_a_row_of_unsound_times_is_left_out_and_named_the_rest_shows(
    store_url: str, store: Store, instructor: Actor, junk: str | None
) -> None:
    cohort, amy = _school(store, instructor)
    before = _medians(store, cohort)
    value = "NULL" if junk is None else "'" + junk.replace("'", "''") + "'"
    # one of Amy's rows (2 answers of 5000 ms) edited; her other days still count
    _sql(store_url, f"UPDATE daily_practice SET times = {value} WHERE user_id = {amy} "
                    f"AND day = (SELECT MAX(day) FROM daily_practice WHERE user_id = {amy})")
    boss = store.authenticate("mdeus", "teacher-pass")
    lines = {x.user_id: x for x in store.reports.roster_summary(boss, cohort)}
    assert lines[amy].daily_unsound
    assert [x.daily_unsound for u, x in lines.items() if u != amy] == [False]
    assert _medians(store, cohort) == before  # every time is 5000: the rest agree
    cohort_lines = store.reports.cohort_daily(boss, cohort)
    assert cohort_lines


@pytest.mark.parametrize("junk", ["", None])
def test_the_next_answer_after_empty_times_is_stored_readable(
    store_url: str, store: Store, instructor: Actor, junk: str | None
) -> None:
    """times = '' (or NULL) took the next answer as ',700': malformed until a rebuild."""
    cohort, amy = _school(store, instructor)
    value = "NULL" if junk is None else "''"
    _sql(store_url, f"UPDATE daily_practice SET times = {value}, answers = 0 "
                    f"WHERE user_id = {amy}")
    who = store.authenticate("amy", "1234")
    session = store.practice.start_session(who, "draw", {})
    store.practice.record_attempt(who, NewAttempt(
        session_id=session, drill_kind="draw", question={"cell": "player:3"}, answer="a",
        correct=True, ms_taken=700, reason=None, answered_at=datetime.now(UTC)))
    engine = create_engine(store_url)
    try:
        with engine.connect() as conn:
            rows = [r for r in rows_in(conn, amy) if r.times]
    finally:
        engine.dispose()
    assert [(r.answers, r.times) for r in rows] == [(1, (700,))]
    boss = store.authenticate("mdeus", "teacher-pass")
    line = next(x for x in store.reports.roster_summary(boss, cohort) if x.user_id == amy)
    assert line.window_median_ms is not None


def test_a_daily_row_edited_to_all_right_does_not_raise_the_roster_unnoticed(
    store_url: str, store: Store, instructor: Actor
) -> None:
    """The readiness window now reads daily_practice (unsealed); the sealed attempts say
    5 of 20 right and the practice check finds nothing."""
    cohort, amy = _school(store, instructor)
    _sql(store_url, f"UPDATE daily_practice SET correct = answers WHERE user_id = {amy}")
    boss = store.authenticate("mdeus", "teacher-pass")
    line = next(x for x in store.reports.roster_summary(boss, cohort) if x.user_id == amy)
    check = store.practice.check_seals(boss, amy)
    assert check is not None
    assert line.correct == 20  # the roster reads the rows (unsealed) ...
    assert check.daily_days  # ... and the seal check finds them unlike the sealed answers
    bob = next(x.user_id for x in store.reports.roster_summary(boss, cohort) if x != line)
    fine = store.practice.check_seals(boss, bob)
    assert fine is not None and fine.daily_days == ()


@pytest.mark.parametrize("edit", ["correct = correct + 1", "answers = answers + 1",
                                  "times = '1,2'", "total_ms = 7", "timed_out = 1",
                                  "units = units + 1"])
def test_each_edit_of_a_daily_row_is_found_by_the_practice_check(
    store_url: str, store: Store, instructor: Actor, edit: str
) -> None:
    _cohort, amy = _school(store, instructor)
    boss = store.authenticate("mdeus", "teacher-pass")
    before = store.practice.check_seals(boss, amy)
    assert before is not None and before.daily_days == ()
    _sql(store_url, f"UPDATE daily_practice SET {edit} WHERE user_id = {amy} "
                    f"AND day = (SELECT MIN(day) FROM daily_practice WHERE user_id = {amy})")
    after = store.practice.check_seals(boss, amy)
    assert after is not None and len(after.daily_days) == 1
    assert not after.tampered  # the sealed answers themselves are whole


def _texts(seed: int, n: int) -> list[str]:
    """Times texts of every kind: sound ones, and ones with signs, spaces, letters, empty
    items, leading zeros and items of ten digits."""
    rng = random.Random(seed)
    out = ["", "0", "0,0", "00", "1,", ",1", "1,,2", "1234567890", "123456789", "10,05", "0,05"]
    for _ in range(n):
        out.append("".join(rng.choice("0123456789,,,x- 00") for _ in range(rng.randint(1, 20))))
        out.append(",".join(str(rng.choice([0, 5, 12, 123456789, 1234567890,
                                            rng.randint(0, 99999)]))
                            for _ in range(rng.randint(1, 5))))
    return out


def test_the_joined_texts_check_finds_what_the_pattern_finds() -> None:
    """:func:`all_sound` (numpy, on the texts joined) says sound exactly when each text
    matches the pattern PostgreSQL matches row by row."""
    texts = _texts(2, 3000)
    rng = random.Random(3)
    for _ in range(3000):
        some = rng.sample(texts, rng.randint(1, 3))
        assert all_sound(some) == all(re.fullmatch(_PG_TIMES, t) for t in some), some
    assert all_sound([None]) and not all_sound(["é"]) and not all_sound([""])


def test_sqlite_finds_the_rows_the_pattern_finds() -> None:
    """SQLite's GLOB rules (:func:`sound`) pass exactly the texts PostgreSQL's pattern
    passes."""
    engine = create_engine("sqlite://")
    s.daily_practice.create(engine)
    texts = sorted(set(_texts(1, 2000)))
    at = datetime(2025, 1, 1, tzinfo=UTC)
    with engine.begin() as conn:
        conn.execute(insert(s.daily_practice), [
            {"user_id": i, "day": at.date(), "drill_kind": "draw", "answers": t.count(",") + 1,
             "correct": 0, "timed_out": 0, "total_ms": 0, "last_at": at, "units": 0,
             "times": t} for i, t in enumerate(texts)])
        found = dict(conn.execute(select(s.daily_practice.c.times, sound(conn))).all())
    engine.dispose()
    assert [t for t in texts if bool(found[t]) != bool(re.fullmatch(_PG_TIMES, t))] == []
