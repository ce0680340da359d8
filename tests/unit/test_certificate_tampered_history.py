"""A certificate is refused while another sitting of the same trainee and exam was altered
(an attack on this session's signed certificates: attempt 1 passed, attempt 2 failed and
counted under the "latest" rule; one SQL edit to attempt 2 made it tampered, the counting
rule left it out, and attempt 1 counted and was certified). SQLite and PostgreSQL, no Qt."""

from __future__ import annotations

import pytest

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.errors import ExamError

env = base.env  # the exam store fixture (SQLite and PostgreSQL)


def _sitting(env: Env, verdicts: str) -> int:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    sit(env, session, verdicts)
    assert session.is_finished and session.sitting_id is not None
    return session.sitting_id


def test_an_altered_later_sitting_does_not_let_an_earlier_pass_be_certified(env: Env) -> None:
    passed = _sitting(env, "r" * 7)
    env.store.exams.grant_retake(env.sign_in_boss(), env.exam_id, env.amy.user_id,
                                 "to improve the score")
    failed = _sitting(env, "w" * 7)
    boss = env.sign_in_boss()
    with pytest.raises(ExamError) as refused:  # the latest sitting counts: the fail
        env.store.exams.issue_certificate(boss, passed)
    assert refused.value.reason == "not_counting"

    assert env.sql(f"UPDATE exam_results SET score = score + 1 WHERE sitting_id = {failed}") > 0
    boss = env.sign_in_boss()
    with pytest.raises(ExamError) as refused:
        env.store.exams.issue_certificate(boss, passed)
    assert refused.value.reason == "tampered"
