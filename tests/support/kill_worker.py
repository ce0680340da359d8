"""Record attempts in a loop the way the UI does, until killed (see test_store_kill.py).

Usage: ``python kill_worker.py DB_FILE WORKER_NUMBER``. Prints ``ready SESSION`` once signed
in, then for each attempt ``ack ID TOKEN WORKER N``, flushed, and only after
``record_attempt`` has returned: that line is the acknowledgement the UI's feedback stands for.
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support.kdf_cost import use_test_cost
from trainer.drills.cell import Cell
from trainer.store import NewAttempt, open_store

use_test_cost()  # the hashes the test wrote are checked at the test's cost


def main(argv: list[str]) -> int:
    db_file, worker = argv[0], int(argv[1])
    store = open_store(f"sqlite:///{db_file}")
    actor = store.authenticate("chan.tm", "1234")
    session = store.practice.start_session(actor, "banker_draw", {"worker": worker})
    print(f"ready {session}", flush=True)
    n = 0
    while True:
        token = uuid.uuid4().hex
        attempt_id = store.practice.record_attempt(
            actor,
            NewAttempt(
                session_id=session,
                drill_kind="banker_draw",
                question={"worker": worker, "n": n},
                answer={"token": token},
                correct=n % 3 != 0,
                ms_taken=n,
                cell=Cell.parse(f"banker:{n % 8}:{n % 10}"),
                seed=n,
            ),
        )
        print(f"ack {attempt_id} {token} {worker} {n}", flush=True)
        n += 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
