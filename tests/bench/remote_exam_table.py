"""An exam's Table step over the school server (``python -m tests.bench.remote_exam_table``):
the time from the desk's action (:meth:`RemoteExamSession.act`) to the table the server sends
back, graded and sealed, and the size of that reply. A real uvicorn with TLS on loopback over
a SQLite file, one trainee desk and one proctor desk; the right action each time (the server's
table as the oracle). Median of five runs, each a fresh sitting of one 10-coup section;
``--squeeze``: at the VIP card holder's table with the squeeze (cards face down sent masked).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from tests.support.exam_kill_worker import blueprint
from tests.support.exam_table import table_spec
from tests.support.school_server import certificate, enrolled, served
from tests.support.server_exams import live_sitting
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.server.client import RemoteStore
from trainer.server.client_exam import RemoteSittings
from trainer.store import open_store
from trainer.table.session import Action, TableSession

PIN = "2468"


def _run(remote: RemoteStore, proctor: RemoteStore, exam_id: int,
         app: object) -> tuple[float, float]:
    ana = remote.authenticate("bench", PIN)
    sittings = RemoteSittings(remote)
    sittings.ask(ana, exam_id)
    pat = proctor.authenticate("pat", "proctor-pass")
    [waiting] = RemoteSittings(proctor).waiting(pat)
    RemoteSittings(proctor).approve(pat, int(waiting["request_id"]))
    session = sittings.session(ana, sittings.state(ana)["sitting"])
    session.next_table()
    times: list[float] = []
    sizes: list[float] = []
    while (table := live_sitting(app).table) is not None:  # type: ignore[arg-type]
        assert isinstance(table, TableSession)
        name, args = right_action(table)
        start = time.perf_counter()
        session.act(Action(name, args))
        times.append(time.perf_counter() - start)
        sizes.append(len(json.dumps(session._view)))
    session.trainee_result()
    remote.sign_out(ana)
    proctor.sign_out(pat)
    return statistics.median(times), statistics.median(sizes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--squeeze", action="store_true",
                        help="the VIP card holder's table, with the squeeze (art. 16)")
    args = parser.parse_args()
    spec = (table_spec(coups=10, profile=DEFAULT_PROFILES["vip-squeeze-5000"], squeeze=True)
            if args.squeeze else table_spec(coups=10))
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(None, data_dir=Path(folder))
        boss = store.create_first_instructor("boss", "Boss", "bench-password-1")
        cohort = store.roster.create_cohort(boss, "bench")
        store.roster.create_trainee(boss, "bench", "Bench", cohort.id, PIN)
        store.roster.create_proctor(boss, "pat", "Pat", "proctor-pass")
        cert = certificate(Path(folder) / "server")
        steps, sizes = [], []
        with served(store, cert) as server, RemoteStore(
                server.url, cert.fingerprint, enrolled(store, "desk-bench")) as remote, \
                RemoteStore(server.url, cert.fingerprint,
                            enrolled(store, "desk-proctor")) as proctor:
            for run in range(args.runs):
                exam = store.exams.create(boss, blueprint(
                    (cohort.id,), name=f"Bench {run}", sections=(),
                    tables=(spec,), time_limit_s=3600,
                    question_limit_s=None))
                step, size = _run(remote, proctor, exam.id, server.app)
                steps.append(step)
                sizes.append(size)
        store.close()
    print(f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {args.runs} runs"
          + (", the squeeze" if args.squeeze else ""))
    print(f"a Table step: median {statistics.median(steps) * 1000:.1f} ms "
          f"(runs: {', '.join(f'{s * 1000:.1f}' for s in steps)})")
    print(f"the sitting's reply: median {statistics.median(sizes) / 1000:.1f} kB")


if __name__ == "__main__":
    main()
