"""The school server survives a restart: ``dealer-trainer-server init`` gives it the school
key (an instructor's password, asked on the terminal, unwraps it into a key file only the
server's account may read), and every start serves it, so a sealed trainee's token issued
before a restart goes on working and their next answer is stored and sealed."""

# ruff: noqa: F811  (the tests take the imported school fixture by its name)

from __future__ import annotations

import json
import os
import stat
import uuid
from pathlib import Path

import pytest
from sqlalchemy import select

from tests.integration.test_server_security import (  # noqa: F401  (the school fixture)
    PIN,
    School,
    _answer,
    _session,
    school,
)
from tests.support.school_server import bearer, desk, running_server, sign_in
from tests.unit.conftest import pg_admin  # noqa: F401  (a fixture)
from trainer.errors import AuthenticationFailed
from trainer.server import school_key
from trainer.server.main import init, main
from trainer.store import open_store
from trainer.store import schema as s


def _init(school: School, folder: Path, name: str, password: str) -> int:
    asked: list[str] = []

    def ask_secret(prompt: str) -> str:
        asked.append(prompt)
        return password

    code = init(["--db", school.db_url, "--data-dir", str(folder)],
                ask=lambda _: name, ask_secret=ask_secret)
    assert asked == [f"Password of {name}: "]  # asked on the terminal, once
    return code


def test_a_restart_mid_practice_signs_no_trainee_out(school: School, tmp_path: Path) -> None:
    """Ana answers, the server is started again over the same database with the key file
    init made: her token still works, her next answer is stored once and sealed, and an
    instructor's check finds her session sealed, untampered."""
    folder = tmp_path / "keys"
    assert _init(school, folder, "mdeus", "teacher-pass") == 0
    with school.desk("desk-a") as a:
        token = sign_in(a, "ana", PIN)
        session = _session(a, token)
        assert a.post("/v1/practice/answers", headers=bearer(token),
                      json=_answer(session, str(uuid.uuid4()))).status_code == 200
    again = open_store(school.db_url, clock=school.clock, desk="server")
    try:
        key = school_key.read(folder)
        assert key is not None and again.seal.serve(key)  # what main() does at each start
        with running_server(again, school.cert) as url, \
                desk(url, school.cert, "desk-a") as a:
            answer_id = str(uuid.uuid4())
            for _ in range(2):  # the desk retries: stored once
                reply = a.post("/v1/practice/answers", headers=bearer(token),
                               json=_answer(session, answer_id, right=False))
                assert reply.status_code == 200, reply.text
                assert reply.json()["correct"] is False
            assert a.get("/v1/progress", headers=bearer(token)).json()["kinds"]["draw"][
                "attempts"] == 2
    finally:
        again.close()
    macs = school.store._db.read(lambda conn: conn.execute(
        select(s.attempts.c.seal_mac).where(s.attempts.c.session_id == session)).all())
    assert len(macs) == 2 and all(mac is not None for (mac,) in macs)
    checker = open_store(school.db_url, clock=school.clock, desk="office")
    try:
        boss = checker.roster.authenticate("mdeus", "teacher-pass")
        check = checker.practice.check_seals(boss, school.ana)
        assert check is not None
        assert (check.sealed, check.tampered, check.not_sealed) == (1, (), 0)
    finally:
        checker.close()


def test_without_the_key_file_a_restart_still_asks_to_sign_in_again(
    school: School, tmp_path: Path,
) -> None:
    """The test above fails for this reason without init: the new process cannot seal."""
    with school.desk("desk-a") as a:
        token = sign_in(a, "ana", PIN)
    again = open_store(school.db_url, clock=school.clock, desk="server")
    try:
        assert school_key.read(tmp_path / "keys") is None
        with running_server(again, school.cert) as url, desk(url, school.cert, "desk-a") as a:
            reply = a.get("/v1/progress", headers=bearer(token))
            assert (reply.status_code, reply.json()) == (401, {"code": "sign_in_again"})
    finally:
        again.close()


def test_init_refuses_a_wrong_password_and_a_trainee(school: School, tmp_path: Path) -> None:
    folder = tmp_path / "keys"
    assert _init(school, folder, "mdeus", "not-the-pass") == 1
    assert _init(school, folder, "nobody", "teacher-pass") == 1
    assert _init(school, folder, "ana", PIN) == 1
    assert not school_key.key_path(folder).exists()
    with pytest.raises(AuthenticationFailed):  # the same refusal as a sign-in
        school_key.initialise(school.store, "mdeus", "wrong", folder)
    # the password is never taken on the command line
    with pytest.raises(SystemExit):
        init(["--db", school.db_url, "--password", "teacher-pass"])


def test_the_key_file_is_the_owners_only(school: School, tmp_path: Path) -> None:
    """Made 0600; a file others may read or write, or a damaged one, stops the server
    starting (exit 2) rather than serving without it."""
    folder = tmp_path / "keys"
    assert _init(school, folder, "mdeus", "teacher-pass") == 0
    path = school_key.key_path(folder)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert [p.name for p in folder.iterdir()] == [school_key.KEY_FILE]  # no temp left
    held = school_key.read(folder)
    assert held is not None and held.tag == json.loads(path.read_text())["tag"]
    args = ["--db", school.db_url, "--data-dir", str(folder), "--listen", "127.0.0.1:1"]
    os.chmod(path, 0o640)
    with pytest.raises(school_key.SchoolKeyError) as loose:
        school_key.read(folder)
    assert loose.value.code == "loose"
    assert main(args) == 2
    os.chmod(path, 0o600)
    body = json.loads(path.read_text())
    body["tag"] = "0" * 64
    path.write_text(json.dumps(body))
    with pytest.raises(school_key.SchoolKeyError) as damaged:
        school_key.read(folder)
    assert damaged.value.code == "damaged"
    assert main(args) == 2


def test_another_schools_key_is_not_served(school: School, tmp_path: Path) -> None:
    from trainer.exams.seal import new_seal_key

    school_key.write(tmp_path, new_seal_key())
    other = school_key.read(tmp_path)
    assert other is not None and not school.store.seal.serve(other)
    assert main(["--db", school.db_url, "--data-dir", str(tmp_path),
                 "--listen", "127.0.0.1:1"]) == 2
