"""Two desks checking one proctor's password at once (PostgreSQL): a sign-in whose throttle
row another desk just cleared still checks the password."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import create_engine, text

from tests.unit.test_store_exam_console import BOSS, Desks, desks  # noqa: F401 (the fixture)

# ---- two desks checking one proctor's password at once -------------------------------------


def test_a_sign_in_whose_throttle_row_another_desk_just_cleared_still_signs_in(
    desks: Desks, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
) -> None:
    """Found by the two-desk resume test on PostgreSQL: desk c's try found the throttle row
    of "mdeus" (so its insert did nothing), then desk b's right password cleared that row
    before desk c read it FOR UPDATE: desk c failed with a raw "No row was found when one
    was required" instead of checking the password. SQLite serialises writers: no race."""
    if desks.url.startswith("sqlite"):
        pytest.skip("SQLite serialises writers: no race to lose")
    import trainer.store.roster_signin as signin

    real = signin.select
    cleared = {"n": 0}

    def cleared_meanwhile(*columns: Any) -> Any:
        if columns and getattr(columns[0], "name", "") == "failures" and not cleared["n"]:
            cleared["n"] += 1  # another desk's right password clears the row and commits
            engine = create_engine(desks.url)
            try:
                with engine.begin() as conn:
                    conn.execute(text("DELETE FROM sign_in_throttle"))
            finally:
                engine.dispose()
        return real(*columns)

    desks.b.authenticate(*BOSS)  # a row for "mdeus" exists while the next try starts
    desks.sql("UPDATE sign_in_throttle SET failures = 0")
    desks.sql("INSERT INTO sign_in_throttle (name_key, failures, last_failure_at) "
              "SELECT 'mdeus', 0, now() WHERE NOT EXISTS "
              "(SELECT 1 FROM sign_in_throttle WHERE name_key = 'mdeus')")
    monkeypatch.setattr(signin, "select", cleared_meanwhile)
    actor = desks.b.authenticate(*BOSS)
    monkeypatch.undo()
    assert cleared["n"] == 1 and actor.name == "mdeus"

