"""What sealing practice adds to an answer (issue 16 point 8; budget: well under 0.3 ms).

Two trainees in one SQLite store (WAL, ``synchronous = FULL``, as the app runs): one with a
practice key (each answer sealed: one HMAC-SHA256 over the answer's columns and one UPDATE
of the session's chain head, in the answer's transaction), one without (not sealed yet).
Their answers are recorded interleaved, so that a busy shared machine slows both alike; the
difference of the medians is the seal's cost. The HMAC alone is timed too. Run:
``.venv/bin/python tests/bench/practice_seal.py [--answers N]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sqlalchemy import delete

from trainer.store import open_store
from trainer.store import schema as s
from trainer.store.models import NewAttempt
from trainer.store.practice import attempt_values
from trainer.store.practice_seal import seal_attempt


def answer(session_id: int, n: int) -> NewAttempt:
    return NewAttempt(session_id=session_id, drill_kind="payout",
                      question={"bet": "banker", "stake": "3000", "chips": [1000, 500, 100],
                                "profile": "commission-box-2000", "n": n},
                      answer={"pay": "2850", "chips": [[1000, 2], [500, 1], [100, 3]]},
                      correct=n % 4 > 0, ms_taken=1800 + n % 300, seed=n, reason="ok",
                      article="baccarat:18:1", expected={"pay": "2850"},
                      attempt_uid=str(uuid.uuid4()))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", type=int, default=2000)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="dt-practice-seal-"))
    store = open_store(None, data_dir=folder)
    boss = store.create_first_instructor("boss", "Boss", "password1")
    store.roster.create_trainee(boss, "sealed", "Sealed", None, "1234")
    store.roster.create_trainee(boss, "plain", "Plain", None, "5678")
    with store._db.engine.begin() as conn:  # "plain" was made before v13: no key yet
        conn.execute(delete(s.practice_key_wraps).where(
            s.practice_key_wraps.c.user_id == store.roster.user(boss, 3).id))
    # A trainee's sign-in drops other keys in memory: the one with a key signs in last.
    plain = store.authenticate("plain", "5678")
    sealed = store.authenticate("sealed", "1234")
    key = store.seal.practice_key(sealed.user_id)
    assert store.seal.practice_key(sealed.user_id) is not None
    assert store.seal.practice_key(plain.user_id) is None
    sessions = {sealed: store.practice.start_session(sealed, "payout", {}),
                plain: store.practice.start_session(plain, "payout", {})}
    times: dict[str, list[float]] = {"sealed": [], "plain": []}
    cpu: dict[str, list[float]] = {"sealed": [], "plain": []}
    for n in range(args.answers):
        pair = ((sealed, "sealed"), (plain, "plain"))
        for actor, label in pair if n % 2 else pair[::-1]:  # each goes first half the time
            attempt = answer(sessions[actor], n)
            start, start_cpu = time.perf_counter(), time.thread_time()
            store.practice.record_attempt(actor, attempt)
            cpu[label].append(time.thread_time() - start_cpu)
            times[label].append(time.perf_counter() - start)
    assert key is not None
    row = {**attempt_values(answer(1, 1)), "session_id": 1, "user_id": 2,
           "attempt_uid": str(uuid.uuid4()), "answered_at": store._clock()}
    hmac_times = []
    for _ in range(args.answers):
        start = time.perf_counter()
        seal_attempt(key, row, "0" * 64, 10)
        hmac_times.append(time.perf_counter() - start)
    checked = store.practice.check_seals(store.authenticate("boss", "password1"),
                                         sealed.user_id)
    assert checked is not None and checked.tampered == () and checked.sealed == 1
    ms = {k: statistics.median(v) * 1000 for k, v in times.items()}
    print(f"answers per trainee: {args.answers}")
    print(f"record_attempt median: sealed {ms['sealed']:.3f} ms, not sealed "
          f"{ms['plain']:.3f} ms, difference {ms['sealed'] - ms['plain']:+.3f} ms "
          f"({(ms['sealed'] / ms['plain'] - 1) * 100:+.1f} %)")
    cms = {k: statistics.median(v) * 1000 for k, v in cpu.items()}
    print(f"record_attempt CPU (this thread) median: sealed {cms['sealed']:.3f} ms, not "
          f"sealed {cms['plain']:.3f} ms, difference {cms['sealed'] - cms['plain']:+.3f} ms")
    print(f"seal HMAC alone median: {statistics.median(hmac_times) * 1000:.4f} ms")
    store.close()


if __name__ == "__main__":
    main()
