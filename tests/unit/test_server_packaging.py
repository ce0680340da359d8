"""The school server's packaging (packaging/server/): the systemd unit and the container file
start the server with arguments its own command line takes, keep its state (the school key
file, the self-signed certificate) in the one folder a backup copies, never as root, and name
the database without a password on a command line."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from trainer.server import main

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "packaging" / "server" / "dealer-trainer-server.service"
CONTAINER = ROOT / "packaging" / "server" / "Containerfile"


def unit_settings() -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    for line in UNIT.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith(("#", "[")):
            key, _, value = line.partition("=")
            settings.setdefault(key, []).append(value)
    return settings


def unit_environment() -> dict[str, str]:
    pairs = (value.partition("=") for value in unit_settings().get("Environment", []))
    return {key: value for key, _, value in pairs}


def test_the_unit_starts_the_server_with_arguments_it_takes() -> None:
    settings = unit_settings()
    (exec_start,) = settings["ExecStart"]
    command, *argv = shlex.split(exec_start)
    assert command.endswith("/bin/dealer-trainer-server")
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"]
    assert scripts["dealer-trainer-server"] == "trainer.server.main:main"
    args = main._parser(unit_environment()).parse_args(argv)
    assert main.parse_listen(args.listen) == ("0.0.0.0", 8443)
    # The state folder systemd makes (mode 700) is the server's data folder: one folder to
    # back up with the database.
    (state,) = settings["StateDirectory"]
    assert args.data_dir == Path("/var/lib") / state
    assert settings["StateDirectoryMode"] == ["0700"]
    # The database is named by the environment, with no password in it.
    assert "--db" not in argv and args.db == unit_environment()[main.DB_ENV]
    assert not re.search(r"://[^/@]*:[^/@]*@", args.db)
    assert settings["User"] != ["root"] and settings["NoNewPrivileges"] == ["yes"]


def test_without_the_environment_the_server_asks_for_a_database() -> None:
    with pytest.raises(SystemExit):
        main._parser({}).parse_args(["--listen", "0.0.0.0:8443"])
    with pytest.raises(SystemExit):
        main._init_parser({}).parse_args([])
    given = main._init_parser({main.DB_ENV: "sqlite:///school.db"}).parse_args([])
    assert given.db == "sqlite:///school.db"
    assert main._parser({main.DB_ENV: "sqlite:///a.db"}).parse_args(
        ["--db", "sqlite:///b.db"]).db == "sqlite:///b.db"  # the command line wins


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_systemd_verifies_the_unit(tmp_path: Path) -> None:
    """As systemd reads it, with ExecStart pointed at this environment's server command."""
    installed = Path(sys.executable).with_name("dealer-trainer-server")
    assert installed.exists()
    text = UNIT.read_text(encoding="utf-8").replace(
        "/opt/dealer-trainer-server/bin/dealer-trainer-server", str(installed))
    unit = tmp_path / UNIT.name
    unit.write_text(text, encoding="utf-8")
    done = subprocess.run(["systemd-analyze", "verify", "--man=no", str(unit)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert UNIT.name not in done.stderr, done.stderr  # no warning about this unit


def instructions() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in CONTAINER.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and not line.startswith(" "):
            word, _, rest = line.partition(" ")
            found.setdefault(word, []).append(rest)
    return found


def test_the_container_runs_the_server_unprivileged_with_its_state_on_a_volume() -> None:
    found = instructions()
    (entrypoint,) = found["ENTRYPOINT"]
    assert json.loads(entrypoint) == ["dealer-trainer-server"]
    (cmd,) = found["CMD"]
    args = main._parser({main.DB_ENV: "postgresql+psycopg://trainer@db/school"}).parse_args(
        json.loads(cmd))
    host, port = main.parse_listen(args.listen)
    assert host == "0.0.0.0" and found["EXPOSE"] == [str(port)]
    assert found["VOLUME"] == [str(args.data_dir)]
    assert found["USER"][-1] not in ("root", "0")
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"]
    assert {"server", "postgresql"} <= set(extras)
    assert "[server,postgresql]" in CONTAINER.read_text(encoding="utf-8")
