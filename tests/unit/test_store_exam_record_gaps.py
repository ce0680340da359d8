"""Issue 16's exam-record gaps (points 3, 4 and 8), through the store on SQLite and
PostgreSQL: the exam version sealed in a sitting's terms, the counting rule of the version
the sittings ran under, and a window-only edit that makes no new version."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta

import pytest
from sqlalchemy import create_engine, text

from tests.support.exam_kill_worker import WallClock, blueprint
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.exams.counting import CountingRule
from trainer.exams.records import ExamWindow
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealedSitting, SealStatus, seal
from trainer.stats.values import ExamState
from trainer.store import open_store
from trainer.store._common import dumps

ALL_RIGHT, ALL_WRONG = "rrrrrrr", "wwwwwww"


@pytest.fixture
def env(store_url: str) -> Iterator[Env]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A 甲班")
    amy = store.roster.create_trainee(boss, "amy", "陳美美", cohort.id, "1234").as_actor()
    bob = store.roster.create_trainee(boss, "bob", "Bob Ho", cohort.id, "5678").as_actor()
    exam = store.exams.create(boss, blueprint(cohort_ids=(cohort.id,)))
    yield Env(store_url, clock, store, boss, amy, bob, bob, cohort.id, cohort.id, exam.id)
    store.close()


def sitting(env: Env, verdicts: str, name: str = "amy", pin: str = "1234") -> int:
    """The trainee sits the exam once (a proctor starts it) and answers ``verdicts``."""
    trainee = env.sign_in(name, pin)
    session = env.store.exams.start_sitting(trainee, env.exam_id, *PROCTOR)
    sit(env, session, verdicts)
    assert session.is_finished and session.sitting_id is not None
    env.clock.advance(600)
    return session.sitting_id


def sitting_in_the_clear(env: Env, verdicts: str, seed: int = 12345) -> int:
    """As :func:`sitting`, for a sitting of the kind stored before keyed sittings (every
    sitting sealed before the version was): its seed in the clear, no nonce, its terms
    sealed over those; resumed by the proctor and answered ``verdicts``."""
    trainee = env.sign_in("amy", "1234")
    started = env.store.exams.start_sitting(trainee, env.exam_id, *PROCTOR)
    sid = started.sitting_id
    assert sid is not None
    del started
    key = env.store.seal.held(env.sign_in_boss().user_id)
    assert key is not None
    exams = env.store.exams
    assert env.sql(f"UPDATE exam_sittings SET seed = {seed}, seed_nonce = NULL "
                   f"WHERE id = {sid}") == 1
    row = exams._db.read(lambda conn: exams._sitting(conn, sid))
    assert row.nonce is None and row.sealed.seed == seed
    assert env.sql(f"UPDATE exam_sittings SET mac = '{seal(key.for_sitting(sid), row.sealed)}'"
                   f" WHERE id = {sid}") == 1
    session = exams.resume_sitting(trainee, *PROCTOR)
    assert session.seed == seed
    sit(env, session, verdicts)
    assert session.is_finished and session.sitting_id == sid
    env.clock.advance(600)
    return sid


def seal_of(env: Env, sitting_id: int) -> tuple[SealStatus, set[SealProblem]]:
    """The sitting's seal as an instructor holding the key reads it (results and review)."""
    boss = env.sign_in_boss()
    (result,) = [r for r in env.store.exams.results(boss, env.amy.user_id)
                 if r.sitting.id == sitting_id]
    review = env.store.exams.review(boss, sitting_id)
    assert review.seal.status is result.seal
    return result.seal, {f.problem for f in review.seal.findings}


def state_of(env: Env, sitting_id: int) -> dict[str, object]:
    engine = create_engine(env.url)  # test-only read of the raw row
    try:
        with engine.connect() as conn:
            raw = conn.execute(text("SELECT state FROM exam_sittings WHERE id = :i"),
                               {"i": sitting_id}).scalar_one()
    finally:
        engine.dispose()
    state = json.loads(raw)
    assert isinstance(state, dict)
    return state


def set_state(env: Env, sitting_id: int, state: dict[str, object]) -> None:
    engine = create_engine(env.url)  # test-only: what a tamperer with SQL access can do
    try:
        with engine.begin() as conn:
            conn.execute(text("UPDATE exam_sittings SET state = :s WHERE id = :i"),
                         {"s": dumps(state), "i": sitting_id})
    finally:
        engine.dispose()


# ---- 1. the exam version is sealed in the sitting's terms ----------------------------------


def test_an_exam_version_edited_by_sql_reads_tampered(env: Env) -> None:
    first = sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    edited = env.store.exams.update(boss, env.exam_id, blueprint(
        cohort_ids=(env.cohort_id,), pass_mark=90))
    assert edited.version == 2
    assert seal_of(env, first) == (SealStatus.OK, set())
    # Passing off the version 1 sitting as one of version 2 (or back) is caught.
    assert env.sql(f"UPDATE exam_sittings SET exam_version = 2 WHERE id = {first}") == 1
    assert seal_of(env, first) == (SealStatus.TAMPERED, {SealProblem.SITTING})
    assert env.sql(f"UPDATE exam_sittings SET exam_version = 1 WHERE id = {first}") == 1
    assert seal_of(env, first) == (SealStatus.OK, set())
    # Removing the mark that the version is sealed does not get around it: the MAC was
    # made over the terms with the version.
    state = state_of(env, first)
    assert state["terms"] == 2
    del state["terms"]
    set_state(env, first, state)
    assert seal_of(env, first) == (SealStatus.TAMPERED, {SealProblem.SITTING})


def test_a_sitting_sealed_before_the_version_was_still_verifies(env: Env) -> None:
    """A sitting started before the version was sealed (its terms sealed without it, no
    ``terms`` mark in its state) reads OK; marking it as sealed with the version reads
    tampered. Its version column is not vouched for (the stated limit). Such a sitting
    keeps its seed in the clear (keyed sittings came after the version was sealed)."""
    first = sitting_in_the_clear(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    key = env.store.seal.held(boss.user_id)
    assert key is not None
    state = state_of(env, first)
    del state["terms"]
    set_state(env, first, state)
    (result,) = env.store.exams.results(boss, env.amy.user_id)
    i = result.sitting
    assert i.seed == 12345
    old_terms = SealedSitting(i.id, i.exam_id, i.trainee_id, i.proctor_id or 0, i.attempt_no,
                              i.seed, i.started_at, i.deadline,
                              dumps(state["blueprint"]))
    # The old format, sealed as the old code did (no prev_mac: amy's first sitting).
    assert env.sql(f"UPDATE exam_sittings SET mac = '{seal(key.for_sitting(first), old_terms)}'"
                   f" WHERE id = {first}") == 1
    assert seal_of(env, first) == (SealStatus.OK, set())
    set_state(env, first, {**state, "terms": 2})
    assert seal_of(env, first) == (SealStatus.TAMPERED, {SealProblem.SITTING})


# ---- 2. which sitting counts follows the rule of the version the sittings ran under --------


def counted(env: Env) -> list[tuple[int, int, bool]]:
    """(attempt, version, counts) of Amy's sittings, as an instructor reads them."""
    boss = env.sign_in_boss()
    return sorted((r.sitting.attempt_no, r.sitting.exam_version, r.counts)
                  for r in env.store.exams.results(boss, env.amy.user_id))


def set_rule(env: Env, rule: CountingRule) -> int:
    boss = env.sign_in_boss()
    return env.store.exams.update(boss, env.exam_id, blueprint(
        cohort_ids=(env.cohort_id,), counting=rule)).version


def standing(env: Env) -> tuple[ExamState, int | None]:
    boss = env.sign_in_boss()
    found = env.store.reports.exam_standings(boss, [env.amy.user_id])[env.amy.user_id]
    [line] = [x for x in env.store.reports.roster_summary(boss, env.cohort_id)
              if x.user_id == env.amy.user_id]
    assert (line.exam.state, line.exam.sitting_id) == (found.state, found.sitting_id)
    return found.state, found.sitting_id


def test_changing_the_rule_does_not_re_decide_sittings_already_taken(env: Env) -> None:
    """Version 1 says "first pass": Amy passes, then (a retake over the pass, with a reason)
    fails. The instructor changes the rule to "latest" (version 2): her pass still counts,
    on the results, the roster and for a certificate, until she sits under version 2."""
    assert set_rule(env, CountingRule.FIRST_PASS) == 1  # no sittings yet: still version 1
    passed = sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "wants a higher mark")
    sitting(env, ALL_WRONG)
    assert counted(env) == [(1, 1, True), (2, 1, False)]
    assert set_rule(env, CountingRule.LATEST) == 2
    assert counted(env) == [(1, 1, True), (2, 1, False)]
    assert standing(env) == (ExamState.PASSED, passed)
    boss = env.sign_in_boss()
    issued = env.store.exams.issue_certificate(boss, passed)
    assert env.store.exams.check_certificate(boss, issued.number, issued.code).exam_version == 1
    # She sits again under version 2 ("latest"): now the latest counts, as v2 says.
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "one more under v2")
    third = sitting(env, ALL_WRONG)
    assert counted(env) == [(1, 1, False), (2, 1, False), (3, 2, True)]
    assert standing(env) == (ExamState.FAILED, third)


def test_a_voided_sitting_under_the_new_version_does_not_decide(env: Env) -> None:
    set_rule(env, CountingRule.BEST)
    sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    env.store.exams.grant_retake(boss, env.exam_id, env.amy.user_id, "practice")
    sitting(env, ALL_WRONG)
    assert set_rule(env, CountingRule.LATEST) == 2
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id, "again")
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert session.sitting_id is not None
    env.store.exams.void_sitting(env.sign_in_boss(), session.sitting_id, "phone on the desk")
    assert counted(env) == [(1, 1, True), (2, 1, False), (3, 2, False)]


# ---- 3. a window-only edit makes no new version --------------------------------------------


def test_an_edit_of_only_the_window_keeps_the_version_and_what_results_name(env: Env) -> None:
    """The window is when the exam may be sat, not what was examined: moving it makes no
    new version, and results and certificates keep naming the version sat under."""
    from trainer.audit import AuditAction, AuditQuery

    passed = sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    exam = env.store.exams.exam(boss, env.exam_id)
    now = env.clock.now
    window = ExamWindow(now - timedelta(hours=1), now + timedelta(days=2))
    moved = env.store.exams.update(boss, env.exam_id, exam.blueprint, window=window,
                                   loaded=exam.row_version)
    assert (moved.version, moved.row_version, moved.window, moved.sittings) == (
        1, exam.row_version + 1, window, 1)
    trail = env.store.audit.trail(boss, AuditQuery()).rows
    actions = [r.entry.action for r in trail]
    assert AuditAction.BLUEPRINT_VERSIONED.value not in actions
    edited = [json.loads(r.entry.detail_json) for r in trail
              if r.entry.action == AuditAction.BLUEPRINT_EDITED.value]
    assert edited[-1]["changed"] == [] and edited[-1]["window"] == [
        window.opens_at.isoformat(), window.closes_at.isoformat()]
    # A real change makes version 2; moving the window again keeps version 2.
    v2 = env.store.exams.update(boss, env.exam_id, replace(exam.blueprint, pass_mark=60),
                                loaded=moved.row_version)
    assert v2.version == 2
    sitting(env, ALL_WRONG, "bob", "5678")
    boss = env.sign_in_boss()  # bob's sign-in dropped the key that seals the exam's row
    later = ExamWindow(now, now + timedelta(days=5))
    assert env.store.exams.update(boss, env.exam_id, v2.blueprint, window=later,
                                  loaded=v2.row_version).version == 2
    boss = env.sign_in_boss()
    versions = {r.sitting.trainee_name: r.sitting.exam_version
                for r in env.store.exams.cohort_results(boss, env.cohort_id)}
    assert versions == {"amy": 1, "bob": 2}
    issued = env.store.exams.issue_certificate(boss, passed)
    assert env.store.exams.check_certificate(boss, issued.number, issued.code).exam_version == 1
    assert seal_of(env, passed) == (SealStatus.OK, set())
