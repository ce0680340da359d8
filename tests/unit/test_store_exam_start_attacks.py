"""Attacks on versioned blueprints and exam windows, on SQLite and PostgreSQL:
an edit racing a sitting's start, a window that closes mid-sitting, naive datetimes."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tests.support.row_lock import row_writable
from tests.unit.test_store_exam_versions import PROCTOR, Desks, desks  # noqa: F401
from trainer.errors import BlueprintError
from trainer.exams.outcome import ExamStatus
from trainer.exams.records import ExamWindow


def _could_edit(url: str, exam_id: int) -> bool:
    """Whether another desk could save the exam right now (the write lock free on SQLite,
    the exam's row not locked on PostgreSQL)."""
    return row_writable(url, "exams", exam_id)


def test_an_edit_racing_a_sittings_start_makes_a_new_version(
    desks: Desks, store_url: str, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    """Desk b saves a changed blueprint while desk a is starting the first sitting (after
    desk a read the exam, before its sitting is stored). Either the edit waits for the
    start (and then makes version 2), or the start sees the edit: never a sitting under
    "version 1" whose blueprint is not version 1's."""
    kind = type(desks.a.exams)
    real = kind._attempts
    edited = replace(desks.exam.blueprint, pass_mark=90)

    def edit_meanwhile(conn: Any, info: Any, trainee: int) -> tuple[int, int]:
        if _could_edit(store_url, desks.exam.id):
            desks.b.exams.update(desks.boss_b, desks.exam.id, edited)
        return real(conn, info, trainee)  # type: ignore[no-any-return]

    monkeypatch.setattr(kind, "_attempts", staticmethod(edit_meanwhile))
    session = desks.a.exams.start_sitting(desks.amy, desks.exam.id, *PROCTOR)
    monkeypatch.undo()
    session.next_question()
    session.hand_in()
    if desks.b.exams.exam(desks.boss_b, desks.exam.id).blueprint.pass_mark != 90:
        desks.b.exams.update(desks.boss_b, desks.exam.id, edited)  # the edit after the start
    exam = desks.b.exams.exam(desks.boss_b, desks.exam.id)
    [result] = desks.b.exams.results(desks.boss_b, desks.amy.user_id)
    review = desks.b.exams.review(desks.boss_b, result.sitting.id)
    assert exam.blueprint.pass_mark == 90
    if result.sitting.exam_version == exam.version:
        assert review.blueprint.pass_mark == exam.blueprint.pass_mark
    else:
        assert (result.sitting.exam_version, exam.version) == (1, 2)
        assert review.blueprint.pass_mark == 70


def test_a_window_closing_mid_sitting_lets_the_sitting_finish_and_resume(
    desks: Desks,  # noqa: F811
) -> None:
    now = desks.clock.now
    window = ExamWindow(now - timedelta(hours=1), now + timedelta(minutes=2))
    desks.a.exams.update(desks.boss_a, desks.exam.id, desks.exam.blueprint, window=window)
    session = desks.a.exams.start_sitting(desks.amy, desks.exam.id, *PROCTOR)
    session.next_question()
    desks.clock.advance(180)  # the window closed; the desk was killed
    resumed = desks.b.exams.resume_sitting(desks.amy, *PROCTOR)
    assert resumed.sitting_id == session.sitting_id
    resumed.hand_in()
    assert resumed.status is ExamStatus.HANDED_IN


@pytest.mark.parametrize("opens, closes", [
    (datetime(2030, 1, 1), None),
    (None, datetime(2030, 1, 1)),
    (datetime(2030, 1, 1), datetime(2030, 1, 2, tzinfo=UTC)),
    (datetime(2030, 1, 1, tzinfo=UTC), datetime(2030, 1, 2)),
])
def test_a_naive_window_is_refused_by_the_core(
    opens: datetime | None, closes: datetime | None,
) -> None:
    """A window with a naive time means no instant (Macau? UTC?): refused in the core with a
    BlueprintError the form words, not a TypeError at the first start or a ValueError from
    the store's column."""
    with pytest.raises(BlueprintError) as refused:
        ExamWindow(opens, closes)
    assert refused.value.field == "window"


# ---- exam sections on a school table whose stored rules are junk --------------------------

from tests.support.school_tables import VIP  # noqa: E402
from tests.unit.test_exam_school_tables_store import env as tables_env  # noqa: E402,F401
from tests.unit.test_exams_store import Env  # noqa: E402
from trainer.errors import TableProfileMissing  # noqa: E402


@pytest.mark.parametrize("junk", ["not json", "null", "[]", '"x"', "7", '{"decks": "x"}'])
def test_a_sitting_under_a_table_whose_rules_are_junk_is_refused_in_words(
    tables_env: Env, junk: str,  # noqa: F811
) -> None:
    """Someone wrote junk into the profile's rules in the database: the start is refused as
    for a deleted profile (TableProfileMissing, worded), never an AttributeError."""
    env = tables_env
    quoted = junk.replace("'", "''")
    assert env.sql(f"UPDATE table_profiles SET rules = '{quoted}' WHERE name = '{VIP.name}'") == 1
    amy = env.sign_in("amy", "1234")
    with pytest.raises(TableProfileMissing) as caught:
        env.store.exams.start_sitting(amy, env.exam_id, *PROCTOR)
    assert caught.value.profile == VIP.name
    assert env.store.exams.running_sitting(amy) is None


@pytest.mark.parametrize("junk", ["not json", "null", "[]"])
def test_a_profile_with_junk_rules_is_left_out_of_the_tables_not_every_reader(
    tables_env: Env, junk: str,  # noqa: F811
) -> None:
    """The profile list (table editor, practice tables, exam form) read every row's rules
    with json.loads: one junk row raised ValueError for everyone."""
    env = tables_env
    boss = env.sign_in_boss()
    assert env.sql(f"UPDATE table_profiles SET rules = '{junk}' WHERE name = '{VIP.name}'") == 1
    listed = {p.name: p.rules for p in env.store.table_profiles.list(boss)}
    assert listed == {VIP.name: {}}
    tables = env.store.table_profiles.all_profiles(boss)
    assert VIP.name not in tables and "mass-300" in tables
    env.store.table_profiles.save(boss, VIP.name, VIP.to_dict())  # an instructor repairs it
    assert env.store.table_profiles.all_profiles(boss)[VIP.name] == VIP
