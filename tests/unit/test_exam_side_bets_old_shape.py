"""A sitting sealed before side bets were a mapping (its blueprint snapshot and its sealed
questions hold the school's table in table-rules format 3: ``tie_minimum``, ``pair_maximum``,
``lucky6_enabled``) resumes under the rules it began with, and its review verifies the seal
and draws every question again exactly as it was shown."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.support.school_tables import VIP
from tests.unit.test_exam_school_tables_store import answer, env, payouts
from tests.unit.test_exams_store import PROCTOR, Env
from trainer.baccarat import table as table_module
from trainer.baccarat.table import TableRules
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus

__all__ = ["env"]  # the store with the VIP 80k room and an exam dealt at it


@pytest.fixture
def old_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """Rules written as the app before format 4 wrote them (format 3, the named fields)."""
    written = TableRules.to_dict

    def format_3(self: TableRules) -> dict[str, object]:
        old = table_module._side_fields_written(written(self))
        assert old is not None
        return old

    monkeypatch.setattr(TableRules, "to_dict", format_3)
    yield monkeypatch


def test_a_sitting_begun_with_format_3_rules_resumes_and_verifies(
        env: Env, old_app: pytest.MonkeyPatch) -> None:
    amy = env.sign_in("amy", "1234")
    session = env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    first = answer(session, 5)
    assert payouts(first)
    del session  # the app was killed, and the new version installed
    old_app.undo()

    resumed = env.store.exams.resume_sitting(amy, *PROCTOR)  # its questions checked as sealed
    rest = answer(resumed)
    assert resumed.status is ExamStatus.FINISHED
    assert all(p.rules == VIP for p in payouts(first + rest))
    review = env.store.exams.review(env.sign_in_boss(), resumed.sitting_id or 0)
    assert review.seal.status is SealStatus.OK
    assert [i.question.question for i in review.items] == first + rest
    assert all(i.reproduced for i in review.items)
    # The questions shown before the new version hold the table as format 3 wrote it.
    shown = [json.loads(i.question.question.to_json()) for i in review.items[:5]]
    tables = [q["prompt"]["table"] for q in shown if "table" in q.get("prompt", {})]
    assert tables and all(t["format"] == 3 and "tie_minimum" in t for t in tables)
