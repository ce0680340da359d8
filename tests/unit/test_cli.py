"""The command line: text and JSON output, and bad input as one line on stderr with status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.cli import SUBCOMMANDS, build_parser, main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# ---- coup ---------------------------------------------------------------------------------


def test_coup_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "coup", "AS", "10H", "KD", "4C", "7S", "2D")
    assert status == 0 and err == ""
    assert "Player  AS KD 7S" in out and "total 8" in out
    assert "Banker  10H 4C 2D" in out and "total 6" in out
    assert "Player 1 draws on 0-5 — Baccarat art. 9 (1)" in out
    assert "Banker 4 draws on a Player third card of 7 — Baccarat art. 9 (3)(3)" in out
    assert "Winner  Player — Baccarat art. 11" in out
    assert "Pairs   Player no, Banker no" in out
    assert "Natural no" in out


def test_coup_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "coup", "AS", "10H", "KD", "4C", "7S", "2D", "--json")
    assert status == 0
    data = json.loads(out)
    assert data["player"]["cards"] == ["AS", "KD", "7S"]
    assert data["banker"]["cards"] == ["10H", "4C", "2D"]
    assert (data["player"]["total"], data["banker"]["total"]) == (8, 6)
    assert data["banker"]["decision"]["article"] == "Baccarat art. 9 (3)(3)"
    assert data["banker"]["decision"]["article_code"] == "bac.9.3.3"
    assert data["banker"]["decision"]["draws"] is True
    assert data["winner"] == "player"
    assert data["natural"] is False
    assert data["player_pair"] is data["banker_pair"] is False


def test_coup_natural_pair_and_tie(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "coup", "9S", "9H", "KD", "KC")
    assert status == 0
    assert "Natural Player 9, Banker 9" in out
    assert "Winner  Tie — Baccarat art. 12" in out
    assert "Player 9 stands: a natural" in out
    assert "Banker 9 stands: the Player has a natural" in out
    status, out, _ = run(capsys, "coup", "3S", "3H", "3D", "3C", "--json")
    assert status == 0
    data = json.loads(out)
    assert data["player_pair"] is True and data["banker_pair"] is True
    assert data["banker"]["decision"]["text"] == (
        "Banker 6 stands: the Player stood — Baccarat art. 9 (4)(4)"
    )
    assert data["winner"] == "tie"


def test_coup_player_stood(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "coup", "6S", "2H", "KD", "3C", "5D")
    assert "Player 6 stands on 6 or 7 — Baccarat art. 9 (2)" in out
    assert "Banker 5 draws: the Player stood — Baccarat art. 9 (3)(6)" in out


# ---- samkong ------------------------------------------------------------------------------


def test_samkong_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "samkong", "JH", "QD", "9S")
    assert status == 0
    assert "雙公九 / 双公九 / Two faces 9" in out
    assert "Ordinal  2 of 31" in out
    assert "Points   9" in out and "Faces    2" in out


def test_samkong_json(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "samkong", "JH", "QD", "KS", "--json")
    data = json.loads(out)
    assert data["traditional"] == data["simplified"] == "三公"
    assert (data["ordinal"], data["points"], data["faces"]) == (1, 0, 3)
    _, out, _ = run(capsys, "samkong", "10H", "AD", "9S", "--json")
    data = json.loads(out)
    assert (data["ordinal"], data["english"], data["simplified"]) == (31, "No face 0", "无公零")


# ---- odds ---------------------------------------------------------------------------------


def test_odds_baccarat_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "odds", "--game", "baccarat", "--decks", "8")
    assert status == 0
    for figure in ("0.458597", "0.446247", "0.095156", "1.0579%", "1.2351%", "14.3596%"):
        assert figure in out
    assert "10.3614%" in out and "1.4581%" in out and "4,998,398,275,503,360" in out


def test_odds_baccarat_json(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "odds", "--game", "baccarat", "--decks", "8", "--json")
    data = json.loads(out)
    assert data["deals"] == 4_998_398_275_503_360
    banker = Fraction(data["probabilities"]["banker"]["fraction"])
    assert banker == Fraction(2_292_252_566_437_888, 4_998_398_275_503_360)
    assert Fraction(data["probabilities"]["player_pair"]["fraction"]) == Fraction(31, 415)
    assert round(data["house_edges"]["banker"]["value"] * 100, 4) == 1.0579


def test_odds_samkong(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "odds", "--game", "samkong", "--decks", "1")
    assert status == 0
    assert "407,170,400" in out and "三公" in out and "無公零" in out
    _, out, _ = run(capsys, "odds", "--game", "samkong", "--decks", "1", "--json")
    data = json.loads(out)
    counts = data["counts"]
    assert (counts["door_wins"], counts["door_ties"], counts["door_losses"]) == (
        195_898_240,
        15_373_920,
        195_898_240,
    )
    assert counts["three_faces"] == 220
    assert counts["points"] == [2_164, 2_212] * 5
    assert len(data["levels"]) == 31


# ---- bad input ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["coup", "AS", "10H", "XX", "4C"],
        ["coup", "AS", "10H"],
        ["coup", "AS", "10H", "KD", "4C", "7S", "2D", "3C"],
        ["coup", "AS", "10H", "KD", "4C", "7S"],
        ["samkong", "JH", "QD"],
        ["samkong", "JH", "QD", "9S", "9C"],
        ["samkong", "JH", "QD", "1Z"],
        ["odds", "--game", "baccarat", "--decks", "5"],
        ["odds", "--game", "baccarat", "--decks", "13"],
        ["odds", "--game", "samkong", "--decks", "0"],
        ["odds", "--game", "samkong", "--decks", "-1"],
        ["odds", "--decks", "eight"],
        ["odds", "--game", "poker"],
        ["nonsense"],
        [],
    ],
)
def test_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("python -m trainer: error: ")
    assert "Traceback" not in err


def test_help_exits_cleanly(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--help")
    assert status == 0 and "coup" in out and "odds" in out


def test_subcommands_are_one_function_each() -> None:
    parser = build_parser()
    assert len(SUBCOMMANDS) == 11  # coup, samkong, odds, demo-data, backup, move, unlock,
    # review-rebuild, daily-rebuild, verify-certificate, certificate-key
    for command in ("coup", "samkong", "odds"):
        assert callable(parser.parse_args([command, *_minimal_args(command)]).handler)


def _minimal_args(command: str) -> list[str]:
    return {"coup": ["AS", "KD", "2C", "3D"], "samkong": ["AS", "KD", "2C"], "odds": []}[command]


# ---- backup -------------------------------------------------------------------------------


@pytest.fixture
def school_db(tmp_path: Path) -> Path:
    from trainer.store import open_store

    path = tmp_path / "dealer-trainer.sqlite3"
    with open_store(f"sqlite:///{path}") as store:
        store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
    return path


def test_backup_writes_a_checked_copy(
    capsys: pytest.CaptureFixture[str], school_db: Path, tmp_path: Path
) -> None:
    target = tmp_path / "copy.sqlite3"
    status, out, err = run(capsys, "backup", "--db", f"sqlite:///{school_db}", "--to", str(target))
    assert (status, err) == (0, "")
    assert out.startswith(f"Backed up {school_db} to {target}") and "1 instructor(s)" in out
    import sqlite3

    con = sqlite3.connect(target)
    try:
        assert con.execute("SELECT name FROM users").fetchall() == [("mdeus",)]
    finally:
        con.close()
    # An existing file is replaced only on request.
    status, out, err = run(capsys, "backup", "--db", f"sqlite:///{school_db}", "--to", str(target))
    assert status == 2 and out == "" and "already exists (add --force" in err
    status, _, err = run(capsys, "backup", "--db", f"sqlite:///{school_db}", "--to", str(target),
                         "--force")
    assert (status, err) == (0, "")


def test_backup_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], school_db: Path, tmp_path: Path
) -> None:
    junk = tmp_path / "notes.txt"
    junk.write_text("not a database\n")
    cases = {
        "pg_dump --format=custom": ["--db", "postgresql+psycopg://trainer@127.0.0.1:1/school"],
        "does not exist": ["--db", f"sqlite:///{tmp_path / 'none.sqlite3'}"],
        "is not a database": ["--db", f"sqlite:///{junk}"],
        "cannot write": ["--db", f"sqlite:///{school_db}",
                         "--to", str(tmp_path / "no-folder" / "x.sqlite3")],
        "the database in use": ["--db", f"sqlite:///{school_db}", "--to", str(school_db),
                                "--force"],
        "the following arguments are required: --to": ["--db", f"sqlite:///{school_db}"],
        # Review finding 3: the live write-ahead log (it holds committed answers) is refused.
        f"{school_db}-wal is the database in use": [
            "--db", f"sqlite:///{school_db}", "--to", f"{school_db}-wal", "--force"],
    }
    if hasattr(os, "mkfifo"):  # a device such as /dev/full is refused the same way
        os.mkfifo(tmp_path / "pipe")
        cases["is not a regular file"] = ["--db", f"sqlite:///{school_db}",
                                          "--to", str(tmp_path / "pipe"), "--force"]
    for expected, argv in cases.items():
        if "--to" not in argv and "required" not in expected:
            argv = [*argv, "--to", str(tmp_path / "out.sqlite3")]
        status, out, err = run(capsys, "backup", *argv)
        assert status == 2 and out == "", expected
        assert err.count("\n") == 1 and err.startswith("python -m trainer: error: ")
        assert expected in err, err
    assert not (tmp_path / "out.sqlite3").exists()
    assert not (tmp_path / "none.sqlite3").exists()  # a missing file is not created


# ---- as a process -------------------------------------------------------------------------


def _module(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "trainer", *argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def test_python_dash_m_trainer() -> None:
    done = _module("coup", "AS", "10H", "KD", "4C", "7S", "2D", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"] == "player"
    bad = _module("coup", "AS", "10H", "XX", "4C")
    assert bad.returncode == 2
    assert bad.stdout == "" and "Traceback" not in bad.stderr
    assert bad.stderr.strip() == "python -m trainer: error: not a card: 'XX'"


def test_backup_holds_the_schools_lock_while_it_copies(
    capsys: pytest.CaptureFixture[str], school_db: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A restore on another desk is refused while ``backup`` copies (it opened the file
    without the desk lock, so a restore could swap the file under the copy)."""
    from trainer.errors import StoreError
    from trainer.store import backup as backup_module
    from trainer.store import open_store

    seen: list[str] = []
    real = backup_module.back_up

    def watched(db, target):  # type: ignore[no-untyped-def]
        with open_store(f"sqlite:///{school_db}") as other_desk:
            assert other_desk.desk_lock is not None
            try:
                other_desk.desk_lock.check_alone()
            except StoreError as e:
                seen.append(str(e.code))
        return real(db, target)

    monkeypatch.setattr(backup_module, "back_up", watched)
    status, _out, err = run(capsys, "backup", "--db", f"sqlite:///{school_db}", "--to",
                            str(tmp_path / "copy.sqlite3"))
    assert (status, err) == (0, "")
    assert seen == ["restore_other_desks"]
