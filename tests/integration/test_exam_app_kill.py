"""The app killed (SIGKILL) mid-sitting and started again: the real main window, driven by key
presses in a subprocess (tests/support/exam_app_worker.py), resumes the same sitting through the
proctor, on the same question, with the time used before and while it was dead counted; the
answers given before each kill are kept and the seals hold at the end."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.gui.conftest import (
    COHORT_NAME,
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_DISPLAY,
    TRAINEE_NAME,
    TRAINEE_PIN,
)
from tests.support.exam_app_worker import sha
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec
from trainer.exams.records import SealStatus
from trainer.exams.scoring import ExamStatus
from trainer.store import DB_FILENAME, open_store

WORKER = Path(__file__).resolve().parents[1] / "support" / "exam_app_worker.py"
ROOT = Path(__file__).resolve().parents[2]
TIME_LIMIT_S = 600
QUESTIONS = 9

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals"),
]


def _worker(db: Path, settings: Path, pause: float) -> subprocess.Popen[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, str(WORKER), str(db), str(settings), str(pause)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _lines_until_kill(proc: subprocess.Popen[bytes], acks: int) -> list[list[str]]:
    """Read the worker's lines; SIGKILL it right after its ``acks``-th acknowledgement."""
    assert proc.stdout is not None
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    lines: list[list[str]] = []
    try:
        seen = 0
        while seen < acks:
            raw = proc.stdout.readline()
            if not raw:
                _out, err = proc.communicate()
                pytest.fail(f"worker stopped early: {err.decode(errors='replace')[-2000:]}")
            lines.append(raw.decode().split())
            seen += lines[-1][0] == "ack"
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=30)
    finally:
        watchdog.cancel()
    assert proc.returncode == -signal.SIGKILL
    return lines


def test_app_killed_mid_sitting_resumes_the_same_sitting(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    settings = tmp_path / "dealer-trainer.ini"
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor(INSTRUCTOR_NAME, "Instructor Lei",
                                             INSTRUCTOR_PASSWORD)
        cohort = store.roster.create_cohort(boss, COHORT_NAME)
        store.roster.create_trainee(boss, TRAINEE_NAME, TRAINEE_DISPLAY, cohort.id, TRAINEE_PIN)
        store.exams.create(boss, Blueprint(
            name="Draw and call", pass_mark=50, time_limit_s=TIME_LIMIT_S,
            question_limit_s=None, attempts_allowed=1, show_missed=True,
            on_interrupt=OnInterrupt.RESUME, cohort_ids=(cohort.id,),
            sections=(SectionSpec(DrillKind.DRAW, Level.ALL, 6, 50),
                      SectionSpec(DrillKind.CALL, Level.ALL, 3, 50))))

    first = _lines_until_kill(_worker(db, settings, 0.05), acks=3)
    sitting, seed = first[0][1], first[0][2]
    assert first[0][0] == "sitting" and first[1][:2] == ["at", "0"]
    acked = {int(line[1]): line[2] for line in first if line[0] == "ack"}
    assert sorted(acked) == [0, 1, 2]
    killed = time.monotonic()
    time.sleep(1.5)  # the app is dead; the exam clock is not

    dead = time.monotonic() - killed
    second = _lines_until_kill(_worker(db, settings, 0.05), acks=2)
    assert second[0] == ["sitting", sitting, seed]  # the same sitting, never a fresh draw
    at = second[1]
    assert at[0] == "at" and int(at[1]) == 3  # the first question not answered
    # Time used stays used. The bounds start from the sitting's own start (not from before
    # the first process, whose start-up time is no part of the sitting): the second process
    # drew its clock after it was started, so at least the time the app was dead had been
    # used (the countdown rounds up: 1.5 s dead shows at most 9:59 of 10:00) ...
    shown_left, used = int(at[3]), float(at[4])
    assert shown_left <= TIME_LIMIT_S - int(dead)
    # ... and the countdown agrees with the stored start: no more used than the app's clock
    # says has passed since it when the label was read.
    assert shown_left >= TIME_LIMIT_S - used
    assert used >= dead
    acked.update({int(line[1]): line[2] for line in second if line[0] == "ack"})
    assert sorted(acked) == [0, 1, 2, 3, 4]

    third = _worker(db, settings, 0.0)
    out, err = third.communicate(timeout=60)
    lines = [line.split() for line in out.decode().splitlines()]
    assert third.returncode == 0, err.decode(errors="replace")[-2000:]
    assert lines[0] == ["sitting", sitting, seed] and lines[1][1] == "5"
    assert lines[-1] == ["done"]
    for line in lines:
        if line[0] == "ack":
            assert int(line[1]) not in acked  # nothing is asked twice
            acked[int(line[1])] = line[2]
    assert sorted(acked) == list(range(QUESTIONS))

    with open_store(f"sqlite:///{db}") as store:
        assert store.integrity_check()
        boss = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
        review = store.exams.review(boss, int(sitting))
    assert review.seal.status is SealStatus.OK
    assert review.sitting.status is ExamStatus.FINISHED
    assert len(review.items) == QUESTIONS and all(item.answered for item in review.items)
    # Every question the three processes showed is the one sealed for its place in the plan.
    for item in review.items:
        assert sha(item.question.question) == acked[item.question.index]
        assert item.correct is (item.question.index % 3 != 2)  # as the worker answered
