"""``python -m trainer verify-certificate``: HR checks a certificate of the certification CSV
outside the app, with the store call of the app's "Check a certificate..." (issue 25 point 4),
on SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import io

import pytest

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import PROCTOR, Env, finished_sitting
from trainer.cli import EXIT_NOT_VALID, EXIT_OK, EXIT_USAGE, main

env = base.env  # the exam store fixture (SQLite and PostgreSQL)


def the_row(env: Env) -> dict[str, str]:
    boss = env.sign_in_boss()
    rows = csv.DictReader(io.StringIO(env.store.exams.certification_csv(boss)))
    return next(r for r in rows if r["verification_code"])


def verify(env: Env, monkeypatch: pytest.MonkeyPatch, *words: str,
           password: str = PROCTOR[1]) -> int:
    monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
    return main(["verify-certificate", "--db", env.url, "--instructor", PROCTOR[0], *words])


def test_a_code_from_the_hr_file_is_valid_and_prints_the_certificate(
        env: Env, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    finished_sitting(env, "rrrrrrr")
    row = the_row(env)
    assert verify(env, monkeypatch, row["certificate_number"], row["verification_code"]) == EXIT_OK
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "valid"
    assert f"number: {row['certificate_number']}" in out
    assert "trainee: 陳美美 (amy)" in out
    assert "score: 7/7 passed" in out
    # One word, as a script may pass the two cells joined; a typed code in lower case.
    joined = f"{row['certificate_number']}/{row['verification_code'].lower()}"
    assert verify(env, monkeypatch, joined) == EXIT_OK


def test_a_wrong_code_is_invalid_and_altered_records_are_tampered(
        env: Env, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    sitting_id = finished_sitting(env, "rrrrrrr")
    row = the_row(env)
    number, code = row["certificate_number"], row["verification_code"]
    wrong = ("B" if code[0] != "B" else "C") + code[1:]
    assert verify(env, monkeypatch, number, wrong) == EXIT_NOT_VALID
    assert capsys.readouterr().out.startswith(
        "invalid: the code is not the one this certificate's records give\n")
    assert verify(env, monkeypatch, "DT-2026-999999", code) == EXIT_NOT_VALID
    assert capsys.readouterr().out == "invalid: no sitting of this school has this number\n"
    assert env.sql(f"UPDATE exam_results SET score = 6 WHERE sitting_id = {sitting_id} "
                   "AND section = 'overall'") == 1
    assert verify(env, monkeypatch, number, code) == EXIT_NOT_VALID
    assert capsys.readouterr().out.startswith("tampered: ")


def test_a_wrong_password_or_a_missing_code_is_refused(
        env: Env, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    finished_sitting(env, "rrrrrrr")
    row = the_row(env)
    assert verify(env, monkeypatch, row["certificate_number"], row["verification_code"],
                  password="wrong") == EXIT_USAGE
    assert verify(env, monkeypatch, row["certificate_number"]) == EXIT_USAGE
    assert capsys.readouterr().out == ""
