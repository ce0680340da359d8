"""Review 8b: attacks on session 8's store work, on SQLite and PostgreSQL: the sealed exam
version's ``terms`` mark, counting by the version sat under (roster, results), the added-time
cap (racing proctors, junk minutes, an ended sitting) and deleting a table profile by
compare-and-set (a junk version)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests.unit.test_exams_store import Env
from tests.unit.test_store_exam_console import BOSS, Desks, desks  # noqa: F401 (the fixture)
from tests.unit.test_store_exam_record_gaps import (  # noqa: F401 (the fixture)
    ALL_RIGHT,
    ALL_WRONG,
    env,
    seal_of,
    set_rule,
    set_state,
    sitting,
    state_of,
)
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import ExamError
from trainer.exams.counting import CountingRule
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealStatus
from trainer.store import Store, open_store
from trainer.store.exam_console import MAX_ADDED_MINUTES, MAX_TOTAL_ADDED_MINUTES

MASS = DEFAULT_PROFILES["mass-300"].to_dict()


# ---- the "terms" mark -------------------------------------------------------------------------


@pytest.mark.parametrize("mark", ["2", 3, True, None, [2]])
def test_a_terms_mark_changed_to_anything_but_2_reads_tampered(env: Env, mark: Any) -> None:  # noqa: F811
    """The mark is not sealed itself, but any value other than the one the terms were
    sealed under changes the fields checked: a string "2", another number, true, null."""
    first = sitting(env, ALL_RIGHT)
    state = state_of(env, first)
    set_state(env, first, {**state, "terms": mark})
    assert seal_of(env, first) == (SealStatus.TAMPERED, {SealProblem.SITTING})
    set_state(env, first, state)
    assert seal_of(env, first) == (SealStatus.OK, set())


# ---- counting by the version sat under: one reader of a sitting's rule --------------------------


def test_a_snapshot_that_does_not_parse_is_counted_alike_by_the_roster_and_the_results(
    env: Env,  # noqa: F811
) -> None:
    """Version 1 says "best": Amy passes, then fails a retake. The exam now says "latest"
    (version 2, nobody sat it). Her latest sitting's stored snapshot is made unreadable as a
    blueprint (its sections junk) while it still names "best". The roster and her own
    results (a trainee holds no key, so nothing reads tampered for her) must pick one
    sitting: they read the version's rule from the snapshot the same way."""
    set_rule(env, CountingRule.BEST)
    passed = sitting(env, ALL_RIGHT)
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id, "higher")
    failed = sitting(env, ALL_WRONG)
    assert set_rule(env, CountingRule.LATEST) == 2
    state = state_of(env, failed)
    snapshot = dict(state["blueprint"])  # type: ignore[arg-type]
    assert snapshot["counting"] == "best"
    set_state(env, failed, {**state, "blueprint": {**snapshot, "sections": "junk"}})
    amy = env.sign_in("amy", "1234")
    counts = {r.sitting.id for r in env.store.exams.results(amy, amy.user_id) if r.counts}
    standing = env.store.reports.exam_standings(amy, [amy.user_id])[amy.user_id]
    assert counts == {standing.sitting_id}
    assert standing.sitting_id == passed


def test_a_sitting_running_while_its_exam_is_edited_keeps_its_version_rule_and_seal(
    env: Env,  # noqa: F811
) -> None:
    """Version 1 says "latest". Amy's second sitting starts under it; mid-sitting the
    instructor changes the rule to "first pass" and the pass mark (version 2). The running
    sitting ends under version 1: its seal holds, it names version 1, and "latest" (its
    version's rule) decides, on the results and the roster alike."""
    from tests.unit.test_exams_store import PROCTOR, sit

    first = sitting(env, ALL_RIGHT)
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id, "again")
    session = env.store.exams.start_sitting(env.sign_in("amy", "1234"), env.exam_id, *PROCTOR)
    sit(env, session, ALL_WRONG[:3])
    assert set_rule(env, CountingRule.FIRST_PASS) == 2
    sit(env, session, ALL_WRONG[3:])
    assert session.is_finished and session.sitting_id is not None
    assert seal_of(env, session.sitting_id) == (SealStatus.OK, set())
    boss = env.sign_in_boss()
    found = {r.sitting.id: r for r in env.store.exams.results(boss, env.amy.user_id)}
    assert found[session.sitting_id].sitting.exam_version == 1
    assert [i for i, r in found.items() if r.counts] == [session.sitting_id]
    assert found[first].counts is False
    standing = env.store.reports.exam_standings(boss, [env.amy.user_id])[env.amy.user_id]
    assert standing.sitting_id == session.sitting_id


def test_an_incomplete_latest_sitting_under_a_latest_version_counts_everywhere(
    env: Env,  # noqa: F811
) -> None:
    """Version 1 says "best": Amy passes. Version 2 says "latest"; her retake under it is
    abandoned and closed incomplete by the instructor. It decides (its version's rule) and
    counts: the results, the roster (incomplete) and a certificate of the old pass agree."""
    from tests.unit.test_exams_store import PROCTOR, sit
    from trainer.stats.values import ExamState

    set_rule(env, CountingRule.BEST)
    passed = sitting(env, ALL_RIGHT)
    assert set_rule(env, CountingRule.LATEST) == 2
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id, "again")
    session = env.store.exams.start_sitting(env.sign_in("amy", "1234"), env.exam_id, *PROCTOR)
    sit(env, session, "rr")
    assert session.sitting_id is not None
    env.store.exams.close_sitting(env.sign_in_boss(), session.sitting_id)
    boss = env.sign_in_boss()
    counts = [r.sitting.id for r in env.store.exams.results(boss, env.amy.user_id) if r.counts]
    assert counts == [session.sitting_id]
    standing = env.store.reports.exam_standings(boss, [env.amy.user_id])[env.amy.user_id]
    assert (standing.state, standing.sitting_id) == (ExamState.INCOMPLETE, session.sitting_id)
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, passed)
    assert refused.value.reason == "not_counting"


def test_a_tie_under_a_best_version_is_the_earlier_sitting_everywhere(
    env: Env,  # noqa: F811
) -> None:
    """Version 1 ("latest"): Amy scores full marks. Version 2 ("best"): full marks again.
    The tie goes to the earlier sitting on the results, the roster and the certificate."""
    first = sitting(env, ALL_RIGHT)
    assert set_rule(env, CountingRule.BEST) == 2
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id, "again")
    second = sitting(env, ALL_RIGHT)
    boss = env.sign_in_boss()
    counts = [r.sitting.id for r in env.store.exams.results(boss, env.amy.user_id) if r.counts]
    assert counts == [first]
    standing = env.store.reports.exam_standings(boss, [env.amy.user_id])[env.amy.user_id]
    assert standing.sitting_id == first
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, second)
    assert refused.value.reason == "not_counting"
    assert env.store.exams.issue_certificate(boss, first).number


# ---- the added-time cap -------------------------------------------------------------------------


@pytest.mark.parametrize("minutes", [0, -5, MAX_ADDED_MINUTES + 1, 10**30, 1.5, 30.0, "30",
                                     True, None])
def test_junk_minutes_are_refused_and_write_nothing(desks: Desks, minutes: Any) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, sitting_id, minutes)
    assert refused.value.reason == "bad_minutes"
    assert desks.b.exams.running_sittings(desks.proctor_b)[0].added_s == 0


def test_time_cannot_be_added_to_an_ended_sitting_even_under_the_cap(desks: Desks) -> None:  # noqa: F811
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    desks.b.exams.add_time(desks.proctor_b, sitting_id, 30)
    desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "phone on the desk")
    with pytest.raises(ExamError) as refused:
        desks.b.exams.add_time(desks.proctor_b, sitting_id, 10)
    assert refused.value.reason == "not_running"


@pytest.fixture
def desk_c(desks: Desks) -> Iterator[tuple[Store, Actor]]:  # noqa: F811
    c = open_store(desks.url, lock_timeout=5.0, clock=desks.clock, desk="desk-c")
    yield c, c.authenticate(*BOSS)
    c.close()


def test_two_proctors_racing_past_the_cap_add_no_more_than_it(
    desks: Desks, desk_c: tuple[Store, Actor]  # noqa: F811
) -> None:
    """120 minutes already added; two proctors on two desks add 120 more at the same
    moment: exactly one grant goes through, the other is refused as too much time, and the
    sitting has the cap, not 360 minutes."""
    c, boss_c = desk_c
    session = desks.start(desks.a, desks.amy)
    sitting_id = session.sitting_id or 0
    desks.b.exams.add_time(desks.proctor_b, sitting_id, 120)
    gate = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def grant(who: str, store: Store, actor: Actor) -> None:
        gate.wait()
        try:
            outcome[who] = store.exams.add_time(actor, sitting_id, 120)
        except ExamError as error:
            outcome[who] = error.reason

    threads = [threading.Thread(target=grant, args=("b", desks.b, desks.proctor_b)),
               threading.Thread(target=grant, args=("c", c, boss_c))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(map(str, outcome.values())) == sorted(
        [str(MAX_TOTAL_ADDED_MINUTES * 60), "too_much_time"])
    assert desks.b.exams.running_sittings(desks.proctor_b)[0].added_s == \
        MAX_TOTAL_ADDED_MINUTES * 60


def test_a_void_racing_a_resume_on_another_desk_leaves_the_sitting_voided(
    desks: Desks, desk_c: tuple[Store, Actor]  # noqa: F811
) -> None:
    """desk-a went quiet; desk-c resumes Amy's sitting while the booth voids it, at the same
    moment. Whichever lands first, the sitting ends voided, its answers kept, and a resumed
    session (if the resume landed first) cannot record another answer."""
    from tests.unit.test_store_exam_console import _answer
    from trainer.exams.outcome import ExamStatus
    from trainer.store.exam_rows import HOLD_S

    c, _boss_c = desk_c
    session = desks.start(desks.a, desks.amy)
    _answer(session)
    sitting_id = session.sitting_id or 0
    desks.clock.advance(HOLD_S + 1)
    gate = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def resume() -> None:
        gate.wait()
        try:
            outcome["resume"] = c.exams.resume_sitting(desks.amy, *BOSS)
        except ExamError as error:
            outcome["resume"] = error.reason

    def void() -> None:
        gate.wait()
        outcome["void"] = desks.b.exams.void_sitting(desks.proctor_b, sitting_id, "phone out")

    threads = [threading.Thread(target=resume), threading.Thread(target=void)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert "void" in outcome
    resumed = outcome["resume"]
    if isinstance(resumed, str):
        assert resumed == "not_running"
    else:
        question = resumed.next_question()  # type: ignore[attr-defined]
        if question is not None:
            from tests.support.exam_kill_worker import right_answer

            with pytest.raises(ExamError):
                resumed.submit(right_answer(question.question))  # type: ignore[attr-defined]
    boss = desks.b.authenticate(*BOSS)
    (result,) = desks.b.exams.results(boss, desks.amy.user_id)
    assert result.sitting.status is ExamStatus.VOIDED and result.seal is SealStatus.OK
    assert desks.b.exams.running_sittings(boss) == []


# ---- deleting a table profile by compare-and-set --------------------------------------------


@pytest.mark.parametrize("junk", [True, "1", 1.0, [1]])
def test_deleting_a_profile_with_a_junk_version_is_refused_and_deletes_nothing(
    store: Store, instructor: Actor, junk: Any
) -> None:
    """A version that is not a whole number is a caller's mistake: refused before the
    database is asked (True would be compared as a boolean, an error on PostgreSQL and
    version 1 on SQLite)."""
    saved = store.table_profiles.save(instructor, "VIP 80k", MASS, loaded=0)
    assert saved.row_version == 1
    with pytest.raises(TypeError):
        store.table_profiles.delete(instructor, "VIP 80k", loaded=junk)
    assert [p.name for p in store.table_profiles.list(instructor)] == ["VIP 80k"]


def test_deleting_a_profile_twice_and_a_stale_version(store: Store, instructor: Actor) -> None:
    store.table_profiles.save(instructor, "VIP 80k", MASS, loaded=0)
    store.table_profiles.save(instructor, "VIP 80k", MASS, loaded=1)
    from trainer.errors import ChangedElsewhere

    with pytest.raises(ChangedElsewhere):
        store.table_profiles.delete(instructor, "VIP 80k", loaded=1)
    with pytest.raises(ChangedElsewhere):
        store.table_profiles.delete(instructor, "VIP 80k", loaded=-1)
    assert store.table_profiles.delete(instructor, "VIP 80k", loaded=2)
    assert not store.table_profiles.delete(instructor, "VIP 80k", loaded=2)
    assert not store.table_profiles.delete(instructor, "VIP 80k")


def test_deleting_a_profile_names_it_as_saving_does(store: Store, instructor: Actor) -> None:
    """Save stores a name trimmed and in NFC; delete must find it by the same name as the
    user typed it (blanks around, a decomposed 'é'), and refuse in words a name no
    database can hold (a NUL: PostgreSQL refuses it), as save does."""
    import unicodedata

    from trainer.errors import StoreError

    store.table_profiles.save(instructor, "Salão VIP", MASS, loaded=0)
    assert store.table_profiles.delete(instructor, "  Salão VIP ", loaded=1)
    store.table_profiles.save(instructor, "Salão VIP", MASS, loaded=0)
    assert store.table_profiles.delete(instructor, unicodedata.normalize("NFD", "Salão VIP"))
    assert store.table_profiles.list(instructor) == []
    with pytest.raises(StoreError) as refused:
        store.table_profiles.delete(instructor, "VIP\x00")
    assert refused.value.code == "name_unstorable"
