"""The desk's exam client at a Table section against the school server on loopback (real
uvicorn, TLS, pinned): :class:`~trainer.server.client_exam.RemoteExamSession` deals the
section through the server, its table is the state the server sent, a refused action is
refused as locally, and after a server restart a proctor resumes the sitting at the same
step of the same table. SQLite, and PostgreSQL when DEALER_TRAINER_TEST_PG is set.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.integration.test_server_exam_desk import PIN, School, _sit
from tests.integration.test_server_exam_desk import school as school  # a fixture
from tests.support.exam_kill_worker import right_answer
from tests.support.exam_table import with_table
from tests.support.school_server import served
from tests.support.server_exams import live_sitting
from tests.support.table_script import right_action
from tests.unit.conftest import pg_admin  # noqa: F401  (the school fixture's)
from trainer.errors import TableActionRefused
from trainer.exams.outcome import ExamStatus
from trainer.server.client_exam import RemoteExamSession
from trainer.server.exam_table import RemoteTable
from trainer.table.session import Action, TableSession


def _answer_questions(session: RemoteExamSession) -> None:
    while (shown := session.next_question()) is not None:
        session.submit(right_answer(shown.question))


def test_the_desk_deals_a_table_section_and_resumes_it_after_a_server_restart(
        school: School) -> None:
    exam = school.store.exams.create(school.boss, replace(
        with_table((school.cohort_id,), coups=2), name="Table"))
    with served(school.store, school.cert) as server, \
            school.remote(server.url, "d1") as desk, \
            school.remote(server.url, "p1") as proctor_desk:
        session = _sit(desk, proctor_desk, exam.id)
        _answer_questions(session)
        table = session.next_table()
        assert isinstance(table, RemoteTable) and session.table is table
        assert session.table_section == 2 and table.table == exam.blueprint.tables[0].profile
        with pytest.raises(TableActionRefused) as refused:
            session.act(Action("pay", ()))  # junk: refused in the table's words, not graded
        assert refused.value.code
        for _ in range(6):
            dealt = live_sitting(server.app).table
            assert isinstance(dealt, TableSession) and table.state() == dealt.state()
            name, args = right_action(dealt)
            session.act(Action(name, args))
            assert session.table is table  # the same section, its state the server's
        shown = table.state()
        assert shown.steps == 6
    # The server restarts (nothing in memory); a proctor resumes the sitting.
    with served(school.store, school.cert) as server, \
            school.remote(server.url, "d1") as desk, \
            school.remote(server.url, "p1") as proctor_desk:
        desk.authenticate("ana", PIN)
        again = _sit(desk, proctor_desk, None)
        assert again.next_question() is None
        reopened = again.next_table()
        assert reopened is not None and reopened.state() == shown
        while (dealt := live_sitting(server.app).table) is not None:
            assert isinstance(dealt, TableSession)
            name, args = right_action(dealt)
            again.act(Action(name, args))
        assert again.status is ExamStatus.FINISHED and again.table is None
        result = again.trainee_result()
        assert result.passed and result.score == result.max_score
