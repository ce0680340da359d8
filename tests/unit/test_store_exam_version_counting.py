"""Attacks on the exam version a sitting ran under, on SQLite and PostgreSQL: the sealed
version's ``terms`` mark, and the roster and the results counting by the version sat under
(an unreadable snapshot, an edit while a sitting runs, an incomplete latest sitting, a tie
under BEST)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.test_exams_store import Env
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
from trainer.errors import ExamError
from trainer.exams.counting import CountingRule
from trainer.exams.review import SealProblem
from trainer.exams.seal import SealStatus

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

