"""Kill the app mid-sitting (SIGKILL) and reopen it: same sitting, same questions, answers
kept, the deadline fixed at the start (the time used stays used)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.support.exam_kill_worker import PROCTOR, TRAINEE, blueprint, question_sha
from trainer.exams.outcome import ExamStatus
from trainer.exams.plan import draw_questions
from trainer.exams.seal import SealStatus
from trainer.store import DB_FILENAME, open_store

WORKER = Path(__file__).resolve().parents[1] / "support" / "exam_kill_worker.py"
ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals"),
]


@dataclass
class Run:
    """What one worker printed before it was killed (or finished)."""

    ready: tuple[int, int, datetime] | None = None
    shown: dict[int, str] = field(default_factory=dict)
    acked: dict[int, tuple[bool, str]] = field(default_factory=dict)
    done: bool = False
    killed: bool = False
    started_at: datetime | None = None
    killed_at: datetime | None = None


def run_worker(db: Path, exam_id: int, kill_after: str | None) -> Run:
    """Run the worker; SIGKILL it as soon as it prints the line starting ``kill_after``."""
    run = Run(started_at=datetime.now(UTC))
    proc = subprocess.Popen(
        [sys.executable, str(WORKER), str(db), str(exam_id)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    watchdog = threading.Timer(60, proc.kill)  # a hung worker must not hang the suite
    watchdog.start()
    try:
        for line in proc.stdout:
            if not line.endswith("\n"):
                break  # cut short by the kill: never acknowledged
            parts = line.split()
            if parts[0] == "ready":
                run.ready = (int(parts[1]), int(parts[2]), datetime.fromisoformat(parts[3]))
            elif parts[0] == "shown":
                run.shown[int(parts[1])] = parts[2]
            elif parts[0] == "ack":
                run.acked[int(parts[1])] = (parts[2] == "1", parts[3])
            elif parts[0] == "done":
                run.done = True
            if kill_after is not None and line.startswith(kill_after):
                os.kill(proc.pid, signal.SIGKILL)
                run.killed = True
                run.killed_at = datetime.now(UTC)
                break
        proc.wait(timeout=30)
        err = proc.stderr.read()
    finally:
        watchdog.cancel()
        proc.stdout.close()
        proc.stderr.close()
    if run.killed:
        assert proc.returncode == -signal.SIGKILL, err
    else:
        assert proc.returncode == 0, err
    return run


def test_killed_mid_sitting_resumes_the_same_sitting(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor(PROCTOR[0], "Maria Deus", PROCTOR[1])
        cohort = store.roster.create_cohort(boss, "2024-A")
        store.roster.create_trainee(boss, TRAINEE[0], "陳美美", cohort.id, TRAINEE[1])
        exam = store.exams.create(
            boss, blueprint(time_limit_s=900, question_limit_s=120, cohort_ids=(cohort.id,))
        )

    # 1. Killed while question 4 is on screen (its progress marker committed, no answer).
    first = run_worker(db, exam.id, kill_after="shown 4 ")
    assert first.ready is not None and first.killed
    sitting_id, seed, deadline = first.ready
    assert sorted(first.acked) == [0, 1, 2, 3]

    with open_store(f"sqlite:///{db}") as store:
        assert store.integrity_check()
        amy = store.authenticate(*TRAINEE)
        running = store.exams.running_sitting(amy)
        assert running is not None
        assert (running.id, running.deadline) == (sitting_id, deadline)
        # A keyed sitting: its seed is worked out from the proctor's key, never stored
        # while it runs (the same seed comes back below, on each resume).
        assert seed >= 2**256 and running.seed == 0
        assert running.answered == 4  # every acknowledged answer, nothing more
        assert running.status is ExamStatus.RUNNING

    # 2. Reopened: the worker resumes (never a fresh sitting); killed right after answer 5.
    second = run_worker(db, exam.id, kill_after="ack 5 ")
    assert second.ready is not None
    assert second.ready == (sitting_id, seed, deadline)  # same sitting, same deadline
    assert sorted(second.shown) == [4, 5] and sorted(second.acked) == [4, 5]
    assert second.shown[4] == first.shown[4]  # the question on screen came back

    # 3. Reopened again and run to the end.
    third = run_worker(db, exam.id, kill_after=None)
    assert third.done and third.ready == (sitting_id, seed, deadline)
    assert min(third.acked) == 6

    acked = {**first.acked, **second.acked, **third.acked}
    assert sorted(acked) == list(range(7))
    with open_store(f"sqlite:///{db}") as store:
        boss = store.authenticate(*PROCTOR)
        review = store.exams.review(boss, sitting_id)
        assert review.seal.status is SealStatus.OK, review.seal.findings
        assert review.sitting.seed == seed  # written out at the close: the one all three used
        # Same questions across the three processes, and the seed still gives them.
        plan = draw_questions(review.blueprint, seed)
        for item in review.items:
            right, sha = acked[item.question.index]
            assert question_sha(item.question.question) == sha
            assert question_sha(plan[item.question.index].question) == sha
            assert item.correct is right  # answers kept as given (even right, odd wrong)
        outcome = review.outcome
        assert outcome is not None and outcome.status is ExamStatus.FINISHED
        assert outcome.score == 4 and outcome.missed == (1, 3, 5)
        # Time kept: the deadline was fixed when the proctor started the sitting.
        assert review.sitting.deadline == deadline
        assert (deadline - review.sitting.started_at).total_seconds() == 900
        assert review.sitting.ended_at is not None
        assert review.sitting.started_at < review.sitting.ended_at < deadline
        # The question on screen when the first run died kept the time it was first shown:
        # its answer time counts the minutes the app was down.
        shown_at, answered_at = review.items[4].shown_at, review.items[4].answered_at
        assert first.killed_at is not None and second.started_at is not None
        assert shown_at is not None and answered_at is not None
        assert shown_at <= first.killed_at < second.started_at < answered_at
        assert review.items[4].ms_taken == round((answered_at - shown_at).total_seconds() * 1000)


def test_time_used_before_a_kill_stays_used(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    with open_store(f"sqlite:///{db}") as store:
        boss = store.create_first_instructor(PROCTOR[0], "Maria Deus", PROCTOR[1])
        cohort = store.roster.create_cohort(boss, "2024-A")
        store.roster.create_trainee(boss, TRAINEE[0], "陳美美", cohort.id, TRAINEE[1])
        exam = store.exams.create(
            boss, blueprint(time_limit_s=900, question_limit_s=None, cohort_ids=(cohort.id,))
        )
    run = run_worker(db, exam.id, kill_after="shown 2 ")
    assert run.ready is not None
    _sitting_id, _seed, deadline = run.ready
    with open_store(f"sqlite:///{db}") as store:
        amy = store.authenticate(*TRAINEE)
        session = store.exams.resume_sitting(amy, *PROCTOR)
        now = datetime.now(UTC)
        assert session.deadline == deadline
        assert session.remaining_seconds() == pytest.approx(
            (deadline - now).total_seconds(), abs=1.0
        )
        assert session.remaining_seconds() < 900 - (now - session.started_at).total_seconds() + 1
        assert session.answered_count == 2
        current = session.next_question()
        assert current is not None and question_sha(current.question) == run.shown[2]
