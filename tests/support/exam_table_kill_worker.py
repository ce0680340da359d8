"""A worker that deals an exam's Table section through the store until it is killed.

Usage (see tests/integration/test_exam_table_kill.py)::

    python exam_table_kill_worker.py DB_FILE EXAM_ID [SEED]

It signs in the trainee ``amy``, resumes her running sitting or starts one with the proctor
``mdeus``, answers any drill question right, and prints ``open STEPS COUP SHA`` when the
table is open (SHA: SHA-256 of what the table shows, :meth:`TableSession.state`), then for
each step ``ack STEPS COUP RIGHT SHA`` only after ``table_act`` has returned (so the step is
committed). The second deal this process makes, and every fifth after it, goes to the wrong
hand (counted by deals, not steps: a count of steps can miss every deal for some seeds, and
the test then saw no wrong step at all). ``done`` at the end.
"""

from __future__ import annotations

import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support.exam_kill_worker import PROCTOR, TRAINEE, right_answer
from tests.support.kdf_cost import use_test_cost
from tests.support.table_script import right_action
from trainer.baccarat.tableau import Hand
from trainer.table import TableSession

use_test_cost()

PAUSE = 0.01


def state_sha(table: TableSession) -> str:
    return hashlib.sha256(repr(table.state()).encode("utf-8")).hexdigest()


def main(argv: list[str]) -> int:
    from trainer.store import open_store

    db_file, exam_id = argv[0], int(argv[1])
    if len(argv) > 2:  # the sitting's seed, fixed: what it deals is known (cash steps, say)
        import pytest

        from tests.support.keyed_seed import fixed_keyed_seed

        fixed_keyed_seed(pytest.MonkeyPatch(), int(argv[2]))
    store = open_store(f"sqlite:///{db_file}")
    amy = store.authenticate(*TRAINEE)
    if store.exams.running_sitting(amy) is not None:
        session = store.exams.resume_sitting(amy, *PROCTOR)
    else:
        session = store.exams.start_sitting(amy, exam_id, *PROCTOR)
    print(f"ready {session.sitting_id} {session.seed}", flush=True)
    while (shown := session.next_question()) is not None:
        session.submit(right_answer(shown.question))
    opened = None
    dealt = 0
    while (table := session.next_table()) is not None:
        if table is not opened:
            opened = table
            print(f"open {len(table.steps)} {table.coup_number} {state_sha(table)}", flush=True)
        name, args = right_action(table)
        if name == "deal":
            if dealt % 5 == 1:
                args = (Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER,)
            dealt += 1
        time.sleep(PAUSE)
        session.table_act(name, *args)
        step = table.steps[-1]
        # The coup the table stands at after the step (as "open" prints it): after a coup's
        # last step that is already the next coup, whatever coup the step itself was in.
        print(f"ack {len(table.steps)} {table.coup_number} {int(step.right)} {state_sha(table)}",
              flush=True)
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
