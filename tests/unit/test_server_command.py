"""``dealer-trainer-server``: its arguments, the self-signed certificate made once and kept,
the role table every route is registered from, and the command started for real (a process
on loopback, its printed fingerprint pinned by the client)."""

from __future__ import annotations

import contextlib
import os
import re
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from cryptography import x509
from fastapi.routing import APIRoute

from tests.support.school_server import START
from trainer.server import tls
from trainer.server.app import make_app
from trainer.server.desks import DESK_HEADER
from trainer.server.main import main, parse_listen
from trainer.server.pinning import pinned_client
from trainer.server.roles import PUBLIC, ROUTES
from trainer.store import Store
from trainer.store.schema import SCHEMA_VERSION


def test_listen_addresses() -> None:
    assert parse_listen("0.0.0.0:8443") == ("0.0.0.0", 8443)
    assert parse_listen("[::1]:9000") == ("::1", 9000)
    assert parse_listen("school.local:443") == ("school.local", 443)
    for bad in ("8443", ":8443", "host:", "host:0", "host:70000", "host:84x3", "[nope]:1"):
        with pytest.raises(ValueError):
            parse_listen(bad)


def test_cert_and_key_go_together(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--db", f"sqlite:///{tmp_path / 'x.sqlite3'}", "--cert", str(tmp_path / "c")])
    assert done.value.code == 2


def test_the_self_signed_certificate_is_made_once_and_kept(tmp_path: Path) -> None:
    made = tls.self_signed(tmp_path, ("127.0.0.1", "school.local"), START)
    assert made.made
    assert stat.S_IMODE(os.stat(made.key_file).st_mode) == 0o600
    again = tls.self_signed(tmp_path, ("10.0.0.9",), START)
    assert (again.made, again.fingerprint) == (False, made.fingerprint)
    cert = x509.load_pem_x509_certificate(made.cert_file.read_bytes())
    names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert "school.local" in names.get_values_for_type(x509.DNSName)
    assert re.fullmatch(r"([0-9A-F]{2}:){31}[0-9A-F]{2}", made.fingerprint)
    assert tls.same_fingerprint(made.fingerprint.lower().replace(":", ""), made.fingerprint)
    assert not tls.same_fingerprint("", "")


def test_every_route_is_registered_from_the_role_table(store: Store) -> None:
    app = make_app(store)
    registered = {(method, route.path): route for route in app.routes
                  if isinstance(route, APIRoute) for method in route.methods}
    assert set(registered) == set(ROUTES)
    for key, route in registered.items():
        guarded = bool(route.dependencies)
        assert guarded is (ROUTES[key] != PUBLIC), key
    # a trainee's calls never name an account: no trainee route takes a user id
    from trainer.auth import Role

    assert not [path for (_, path), who in ROUTES.items()
                if Role.TRAINEE in who and "user_id" in path]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.slow
def _enrolment_code(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> str:
    """``dealer-trainer-server enrol NAME`` on the server's terminal: the code it prints."""
    capsys.readouterr()
    assert main(["enrol", name, "--db", f"sqlite:///{tmp_path / 'school.sqlite3'}"]) == 0
    printed = capsys.readouterr().out
    found = re.fullmatch(rf"enrolment code for {name}: ([2-9A-Z]{{5}}-[2-9A-Z]{{5}}) "
                         r"\(once, until .* UTC\)\n", printed)
    assert found, printed
    return found.group(1)


def test_the_command_serves_https_with_the_fingerprint_it_prints(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The real command: it prints the fingerprint of the certificate it made, serves HTTPS
    that a client pinning that fingerprint reaches, signs an instructor in, and neither the
    password nor the token appears in anything it prints or logs."""
    from trainer.store import open_store

    password = "Teacher-Pass-7f3q"
    with open_store(f"sqlite:///{tmp_path / 'school.sqlite3'}") as school:
        school.create_first_instructor("mdeus", "Maria Deus", password)
    port = _free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "trainer.server.main", "--db",
         f"sqlite:///{tmp_path / 'school.sqlite3'}", "--listen", f"127.0.0.1:{port}",
         "--data-dir", str(tmp_path / "server")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.startswith("made a self-signed certificate: ")
        line = proc.stdout.readline()
        found = re.fullmatch(r"certificate SHA-256 fingerprint: (\S+)\n", line)
        assert found, line
        printed = found.group(1)
        assert printed == tls.fingerprint((tmp_path / "server" / tls.CERT_FILE).read_bytes())
        deadline = time.monotonic() + 60
        with pinned_client(f"https://127.0.0.1:{port}", printed) as client:
            while True:  # poll its port until it answers
                assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
                try:
                    reply = client.get("/v1/health")
                    break
                except httpx.ConnectError:
                    assert time.monotonic() < deadline, "the server did not listen"
                    with contextlib.suppress(subprocess.TimeoutExpired):
                        proc.wait(0.05)  # waits on the process, never a bare sleep
            assert reply.json() == {"server": "dealer-trainer", "schema_version": SCHEMA_VERSION}
            # Not enrolled: no sign-in is even checked.
            refused = client.post("/v1/sign-in", json={"name": "mdeus", "secret": password})
            assert refused.json() == {"code": "no_desk"}
            code = _enrolment_code(tmp_path, capsys, "Office")
            enrolled = client.post("/v1/desks/enrol", json={"code": code}).json()
            assert enrolled["name"] == "Office"
            client.headers[DESK_HEADER] = enrolled["credential"]
            signed = client.post("/v1/sign-in", json={"name": "mdeus", "secret": password})
            token = signed.json()["token"]
            me = client.get("/v1/me", headers={"Authorization": f"Bearer {token}"})
            assert me.json()["role"] == "instructor"
            wrong = client.post("/v1/sign-in", json={"name": "mdeus", "secret": password[:-1]})
            assert wrong.json() == {"code": "auth_failed"}
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=30)
    printed_all = first + line + out + err
    assert "POST /v1/sign-in" in printed_all  # the access log is there...
    assert password[:-1] not in printed_all and token not in printed_all  # ...no secret


def test_a_start_killed_while_writing_the_certificate_leaves_none_half_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The certificate's file exists only whole (written aside, then renamed): a kill while
    it is written leaves no file a reader would take for it, and the next start makes one
    (a script waiting for the file once read it half written and failed)."""
    real_fsync, calls = os.fsync, []

    def killed_at_the_certificate(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 2:  # the key was written; the certificate is being written
            raise KeyboardInterrupt
        real_fsync(fd)

    monkeypatch.setattr(tls.os, "fsync", killed_at_the_certificate)
    with pytest.raises(KeyboardInterrupt):
        tls.self_signed(tmp_path, ("127.0.0.1",), START)
    assert not (tmp_path / tls.CERT_FILE).exists()
    monkeypatch.setattr(tls.os, "fsync", real_fsync)
    made = tls.self_signed(tmp_path, ("127.0.0.1",), START)
    assert made.made
    x509.load_pem_x509_certificate(made.cert_file.read_bytes())


def _empty_school(tmp_path: Path, empty_store_file: Path) -> str:
    import shutil

    shutil.copyfile(empty_store_file, tmp_path / "school.sqlite3")
    return f"sqlite:///{tmp_path / 'school.sqlite3'}"


def test_init_before_the_first_instructor_says_how_to_make_one(
    tmp_path: Path, empty_store_file: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    """Run as a school's IT person would read a quick start (init on a new database): not
    "wrong name or password" after asking for them, but what to do first."""
    from trainer.server.main import init

    asked: list[str] = []
    code = init(["--db", _empty_school(tmp_path, empty_store_file),
                 "--data-dir", str(tmp_path / "keys")],
                ask=lambda p: asked.append(p) or "boss",
                ask_secret=lambda p: asked.append(p) or "teacher-pass")
    assert code == 1
    assert asked == []  # nothing asked that cannot succeed
    err = capsys.readouterr().err
    assert "no instructor yet" in err and "dealer-trainer --db" in err
    assert not (tmp_path / "keys").exists()


def test_init_without_a_terminal_is_said_not_a_traceback(
    tmp_path: Path, empty_store_file: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    """``init`` from a script or a service with no terminal (stdin closed: EOFError)."""
    from trainer.server.main import init
    from trainer.store import open_store

    url = _empty_school(tmp_path, empty_store_file)
    school = open_store(url)
    try:
        school.create_first_instructor("boss", "Boss", "teacher-pass")
    finally:
        school.close()

    def no_terminal(_prompt: str) -> str:
        raise EOFError

    assert init(["--db", url, "--data-dir", str(tmp_path / "keys")],
                ask=no_terminal, ask_secret=no_terminal) == 2
    assert "run it on a terminal" in capsys.readouterr().err


def test_the_help_names_init_and_enrol(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "dealer-trainer-server init" in out and "dealer-trainer-server enrol" in out
