"""Attacks on the daily practice table and the school's settings, on SQLite and PostgreSQL:
junk written straight into the settings table, the daily table in a failed transaction,
across Macau midnight and from two desks at once, a deactivated trainee's open session, the
demo data's review cards, the rebuild beside Table steps and exam sittings, and two desks
setting a value for the first time at once."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import Env, finished_sitting
from tests.unit.test_store import add_trainee
from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.drills.schedule import DEFAULT_RETENTION, DEFAULT_TARGETS_MS, ReviewPolicy
from trainer.errors import PermissionDenied
from trainer.store import NewAttempt, Store, open_store
from trainer.store import daily as daily_module
from trainer.store.schedule import RETENTION_KEY, TARGET_KEY, retention_key
from trainer.store.today import goal_key
from trainer.today import DEFAULT_GOAL, GoalUnit

env = base.env  # the exam store fixture (SQLite and PostgreSQL)


PASS = "rrrrrrr"


# 15:59:59 UTC is 23:59:59 in Macau (UTC+8): one second before Macau midnight.
T0 = datetime(2026, 3, 1, 15, 59, 59, tzinfo=UTC)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


def _answer(session: int, correct: bool, ms: int, when: datetime,
            kind: str = "draw", cell: str = "player:3") -> NewAttempt:
    return NewAttempt(session_id=session, drill_kind=kind, question={"cell": cell}, answer="a",
                      correct=correct, ms_taken=ms, cell=Cell.parse(cell), answered_at=when)


def _rows(store: Store, boss: Actor, user_id: int) -> list[tuple[object, ...]]:
    return [(r.day, r.drill_kind, r.answers, r.correct, r.timed_out, r.total_ms, r.last_at)
            for r in store.daily.rows(boss, user_id)]


def _boss_and_trainee(store: Store) -> tuple[Actor, Actor]:
    boss = store.create_first_instructor("boss", "Boss", "password1")
    return boss, add_trainee(store, boss, "amy")


# ---- settings written straight into the table -------------------------------------------


@pytest.mark.parametrize("junk", ["²", "¹⁰", "-5", "0", "99999999999999999999", "", "5.5"])
def test_a_junk_daily_goal_in_settings_falls_back_instead_of_breaking_today(
    store_url: str, junk: str
) -> None:
    # "²".isdigit() is True but int("²") raises: Today crashed for the whole cohort.
    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        cohort = store.roster.cohorts(boss)[0]
        store.settings.set(boss, goal_key(cohort.id), junk)
        store.settings.set(boss, goal_key(None), junk)
        today = store.today(amy, amy.user_id)
        assert (today.goal.unit, today.goal.target) == (GoalUnit.ANSWERS, DEFAULT_GOAL)
        assert store.daily.goal(cohort.id) == (GoalUnit.ANSWERS, DEFAULT_GOAL)


@pytest.mark.parametrize("junk", ["1e-50", "0.0000001", "0.5", "0.99999", "nan", "inf", "x"])
def test_a_junk_retention_in_settings_is_ignored_and_answers_still_store(
    store_url: str, junk: str
) -> None:
    # A retention of 1e-50 overflowed FSRS's interval: every answer of the school failed.
    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        cohort = store.roster.cohorts(boss)[0]
        store.settings.set(boss, RETENTION_KEY, junk)
        store.settings.set(boss, retention_key(cohort.id), junk)
        assert store.schedule.policy(amy.user_id).retention == DEFAULT_RETENTION
        session = store.practice.start_session(amy, "draw", {})
        for n in range(3):
            store.practice.record_attempt(
                amy, _answer(session, True, 900, T0 + timedelta(days=n)))
        assert store.schedule.cards(amy, amy.user_id)[0].reviews == 3
        # The instructor's settings page reads what it can save again.
        read = store.schedule.cohort_schedule(boss, cohort.id)
        assert read.retention == DEFAULT_RETENTION
        store.schedule.set_cohort_schedule(boss, read)


@pytest.mark.parametrize("junk", ["1", "0", "-3", "999999999999", "2.5", "fast"])
def test_a_junk_target_time_in_settings_is_ignored_so_the_page_saves_again(
    store_url: str, junk: str
) -> None:
    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        store.settings.set(boss, TARGET_KEY + "draw", junk)
        assert store.schedule.policy(amy.user_id) == ReviewPolicy()
        read = store.schedule.cohort_schedule(boss, None)
        assert read.targets_ms["draw"] == DEFAULT_TARGETS_MS["draw"]
        store.schedule.set_cohort_schedule(boss, read)  # was refused: target_range


# ---- the daily practice table ----------------------------------------------------------


def test_the_daily_row_rolls_back_with_a_failed_attempt(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        session = store.practice.start_session(amy, "draw", {})
        store.practice.record_attempt(amy, _answer(session, True, 900, T0))
        before = _rows(store, boss, amy.user_id)
        real = daily_module.add_in

        def add_then_fail(*args: object, **kwargs: object) -> None:
            real(*args, **kwargs)  # type: ignore[arg-type]
            raise RuntimeError("disk full after the daily row")

        monkeypatch.setattr(daily_module, "add_in", add_then_fail)
        with pytest.raises(RuntimeError):
            store.practice.record_attempt(amy, _answer(session, True, 900, T0))
        monkeypatch.undo()
        assert _rows(store, boss, amy.user_id) == before
        assert len(store.practice.attempts(amy, amy.user_id)) == 1


def test_answers_either_side_of_macau_midnight_are_two_days_and_rebuild_agrees(
    store_url: str,
) -> None:
    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        session = store.practice.start_session(amy, "draw", {})
        for when in (T0, T0 + timedelta(seconds=1), T0 + timedelta(seconds=1, microseconds=1)):
            store.practice.record_attempt(amy, _answer(session, True, 900, when))
        rows = _rows(store, boss, amy.user_id)
        assert [(r[0].isoformat(), r[2]) for r in rows] == [("2026-03-01", 1),
                                                             ("2026-03-02", 2)]
        store.daily.rebuild()
        assert _rows(store, boss, amy.user_id) == rows
        today = store.today(amy, amy.user_id, T0 + timedelta(hours=1))
        assert today.goal.done == 2 and today.streak.days == 2


def test_two_desks_writing_one_trainees_day_at_once_on_sqlite(tmp_path) -> None:
    url = f"sqlite:///{tmp_path / 'desks.sqlite3'}"
    with open_store(url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        sessions = [store.practice.start_session(amy, "draw", {}) for _ in range(2)]
    per_desk = 40
    errors: list[BaseException] = []
    start = threading.Barrier(2)

    def desk(session: int) -> None:
        try:
            with open_store(url, clock=Clock(T0 + timedelta(hours=1))) as mine:
                me = mine.authenticate("amy", "1234")
                start.wait()
                for n in range(per_desk):
                    mine.practice.record_attempt(
                        me, _answer(session, n % 3 != 0, 700 + n,
                                    T0 + timedelta(hours=1, seconds=n)))
        except BaseException as e:
            errors.append(e)
            start.abort()  # the other desk is not left waiting at the barrier for ever

    threads = [threading.Thread(target=desk, args=(s,)) for s in sessions]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with open_store(url, clock=Clock(T0)) as store:
        boss = store.authenticate("boss", "password1")
        incremental = _rows(store, boss, amy.user_id)
        assert [r[2] for r in incremental] == [2 * per_desk]
        store.daily.rebuild(amy.user_id)
        assert _rows(store, boss, amy.user_id) == incremental


# ---- a deactivated trainee with a session open on another desk --------------------------


def test_a_deactivated_trainee_cannot_answer_or_read_today_on_the_open_desk(
    store_url: str,
) -> None:
    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        session = store.practice.start_session(amy, "draw", {})
        store.practice.record_attempt(amy, _answer(session, True, 900, T0))
        before = _rows(store, boss, amy.user_id)
        with open_store(store_url, clock=Clock(T0)) as office:
            office.roster.deactivate(office.authenticate("boss", "password1"), amy.user_id)
        with pytest.raises(PermissionDenied):
            store.practice.record_attempt(amy, _answer(session, True, 900, T0))
        with pytest.raises(PermissionDenied):
            store.today(amy, amy.user_id)
        assert _rows(store, boss, amy.user_id) == before


# ---- demo data ---------------------------------------------------------------------------


def test_demo_trainees_have_review_cards_as_if_they_had_practised(store_url: str) -> None:
    # The bulk writer keeps the daily table but not the review cards: every demo trainee
    # had thousands of answers and nothing due on Today.
    from trainer.demo import DEMO_INSTRUCTOR, DEMO_PASSWORD, fill_demo_data

    now = datetime(2025, 6, 1, 8, 0, tzinfo=UTC)
    fill_demo_data(store_url, trainees=2, attempts=150, seed=4, now=now)
    with open_store(store_url, clock=Clock(now)) as store:
        boss = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
        trainees = [u for u in store.roster.accounts(boss) if u.role.value == "trainee"]
        assert len(trainees) == 2
        for user in trainees:
            made = sorted((c.drill_kind, str(c.cell), c.state_json(), c.reviews)
                          for c in store.schedule.cards(boss, user.id))
            assert made and sum(c[3] for c in made) == 150
            store.schedule.rebuild(user.id)
            assert sorted((c.drill_kind, str(c.cell), c.state_json(), c.reviews)
                          for c in store.schedule.cards(boss, user.id)) == made


# ---- the rebuild on a database with Table steps and exam sittings ------------------------


def test_rebuild_equals_incremental_with_table_steps_retries_and_refused_steps(
    store_url: str,
) -> None:
    import uuid

    from tests.unit.test_store_table_shoes import action, new_shoe
    from tests.unit.test_store_table_shoes import attempt as step

    with open_store(store_url, clock=Clock(T0)) as store:
        boss, amy = _boss_and_trainee(store)
        session_id, shoe_id = store.table_shoes.start(amy, "table", {}, new_shoe())
        uid = str(uuid.uuid4())
        for _ in range(2):  # a retried step is counted once
            store.table_shoes.record_step(amy, shoe_id, step(session_id, 1, uid), action(1, 1.0))
        with pytest.raises(Exception):  # noqa: B017 (a doubled step number: refused)
            store.table_shoes.record_step(amy, shoe_id, step(session_id, 1), action(1, 2.0))
        store.table_shoes.record_step(amy, shoe_id, step(session_id, 2), action(2, 3.0))
        practice = store.practice.start_session(amy, "draw", {})
        store.practice.record_attempt(amy, _answer(practice, False, 4000, T0))
        rows = _rows(store, boss, amy.user_id)
        assert sorted((r[1], r[2]) for r in rows) == [("draw", 1), ("table", 2)]
        store.daily.rebuild()
        assert _rows(store, boss, amy.user_id) == rows


def test_exam_sittings_leave_the_daily_table_and_its_rebuild_alone(env: Env) -> None:
    finished_sitting(env, PASS)
    boss = env.sign_in_boss()
    trainees = [u for u in env.store.roster.accounts(boss) if u.role.value == "trainee"]
    before = {u.id: _rows(env.store, boss, u.id) for u in trainees}
    env.store.daily.rebuild()
    assert {u.id: _rows(env.store, boss, u.id) for u in trainees} == before


# ---- two desks setting a school setting for the first time at once (PostgreSQL) ----------


@pytest.mark.parametrize("which", ["goal", "review", "settings"])
def test_two_desks_first_setting_a_value_at_once_both_succeed(
    store_url: str, which: str
) -> None:
    # Each writer did UPDATE, then INSERT when nothing was updated: on PostgreSQL a second
    # desk whose INSERT waited on the first's uncommitted row then failed with a raw
    # "duplicate key" database error. (SQLite's write lock serialises the two anyway.)
    from sqlalchemy import create_engine, text

    if not store_url.startswith("postgresql"):
        pytest.skip("SQLite serialises writers: no race to lose")
    key, value, write = {
        "goal": (goal_key(None), "9",
                 lambda st, a: st.daily.set_cohort_goal(a, None, GoalUnit.ANSWERS, 9)),
        "review": (retention_key(None), "0.8",
                   lambda st, a: st.schedule.set_cohort_policy(a, None, retention=0.8)),
        "settings": ("school.name", "B", lambda st, a: st.settings.set(a, "school.name", "B")),
    }[which]
    with open_store(store_url, clock=Clock(T0)) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        engine = create_engine(store_url)
        errors: list[BaseException] = []
        try:
            with engine.connect() as other_desk:
                other = other_desk.begin()  # the other desk, half-way through its own set
                other_desk.execute(text(
                    "INSERT INTO settings (user_id, key, value) VALUES (NULL, :k, 'A')"),
                    {"k": key})

                def this_desk() -> None:
                    try:
                        write(store, boss)
                    except BaseException as e:
                        errors.append(e)

                thread = threading.Thread(target=this_desk)
                thread.start()
                with engine.connect() as watch:  # until this desk waits on the other's row
                    waiting = text("SELECT count(*) FROM pg_stat_activity WHERE datname = "
                                   "current_database() AND wait_event_type = 'Lock'")
                    while thread.is_alive() and not watch.execute(waiting).scalar():
                        watch.rollback()
                other.commit()
                thread.join()
        finally:
            engine.dispose()
        assert errors == []
        assert store.settings.get(None, key) == value  # the later write wins



REMOTE_VARIANT = True
