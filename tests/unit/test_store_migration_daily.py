"""Upgrading the committed version-16 database (tests/fixtures/make_v16_db.py) to 17: the
daily table gains ``units``, filled from the stored attempts, so a Table coup counts as one
answer toward the daily goal (issue 24 point 4)."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import timedelta
from pathlib import Path

from trainer.store import DB_FILENAME, SCHEMA_VERSION, open_store
from trainer.today import goal_units

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
V16_FILE = FIXTURES / "dealer-trainer-v16.sqlite3"


def _fixture() -> object:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_v16_db", FIXTURES / "make_v16_db.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


V16 = _fixture()


def test_the_fixture_is_version_16_without_units() -> None:
    con = sqlite3.connect(f"file:{V16_FILE}?mode=ro", uri=True)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchall() == [(16,)]
        columns = {row[1] for row in con.execute("PRAGMA table_info(daily_practice)")}
        assert "answers" in columns and "units" not in columns
    finally:
        con.close()


def test_upgrading_v16_counts_a_coup_as_one_answer(tmp_path: Path) -> None:
    target = tmp_path / DB_FILENAME
    shutil.copyfile(V16_FILE, target)
    draws, steps = V16.DRAWS, V16.TABLE_STEPS  # type: ignore[attr-defined]
    coups = sum(goal_units("table", cell, right) for cell, right in steps)
    assert coups == 2
    with open_store(data_dir=tmp_path) as store:
        assert store.schema_version() == SCHEMA_VERSION == 25
        assert store.backup_path is not None and ".bak-v16-" in store.backup_path.name
        boss = store.authenticate("boss", "password1")
        amy = store.authenticate("amy", "1234")
        rows = {r.drill_kind: r for r in store.daily.rows(boss, amy.user_id)}
        # the answers as they were; the goal's units new, from the attempts
        assert (rows["draw"].answers, rows["draw"].units) == (len(draws), len(draws))
        assert (rows["table"].answers, rows["table"].units) == (len(steps), coups)
        at = V16.T0 + timedelta(hours=2)  # type: ignore[attr-defined]
        upgraded = store.today(amy, amy.user_id, at).goal
        assert upgraded.done == len(draws) + coups  # not 12 + 26 steps
        store.daily.rebuild()
        assert store.today(amy, amy.user_id, at).goal == upgraded
        assert {r.drill_kind: r for r in store.daily.rows(boss, amy.user_id)} == rows
