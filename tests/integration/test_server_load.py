"""The load bench (tests/bench/server_load.py) made small: 5 desks answering for 5 s through a
real ``dealer-trainer-server`` process that is killed (SIGKILL) once and started again.
Every acknowledged answer is in the database once, sealed, and no desk had to sign in again
(the server's school key file, made by ``init``). No timing is asserted: the figures are the
bench's to print."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine

from tests.unit.conftest import BACKENDS, new_database, pg_admin  # noqa: F401  (a fixture)

BENCH = Path(__file__).resolve().parents[1] / "bench" / "server_load.py"


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_killed_server_loses_and_doubles_no_acknowledged_answer(
    backend: str, tmp_path: Path, pg_admin: Engine | None,  # noqa: F811
) -> None:
    figures_file = tmp_path / "figures.json"
    with new_database(backend, tmp_path, pg_admin) as url:
        done = subprocess.run(
            [sys.executable, str(BENCH), "--desks", "5", "--seconds", "5", "--kills", "1",
             "--db", url, "--json", str(figures_file)],
            capture_output=True, text=True, timeout=600, check=False)
    assert figures_file.exists(), done.stdout + done.stderr
    figures = json.loads(figures_file.read_text())
    assert figures["desk_failures"] == [], figures
    assert figures["acknowledged"] > 0
    assert (figures["lost"], figures["duplicated"]) == (0, 0), figures
    assert figures["unsealed"] == 0
    assert figures["signed_in_again"] == 0
    assert figures["restart_s"] and len(figures["restart_s"]) == 1
    assert done.returncode == 0, done.stdout + done.stderr
