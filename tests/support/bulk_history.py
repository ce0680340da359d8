"""A trainee with a long practice history, made in seconds (the Today tests and
``tests/bench/today.py``).

:func:`write_history` writes N graded attempts for one trainee with ``executemany`` through
the store's instructor-only bulk import (one transaction per chunk), spread over the days
before ``end``, on real drill cells (``trainer.drills.cells_for``), then fills the daily
practice table and the review cards with the store's own rebuild functions, so the trainee
looks exactly as if every answer had been given on the Practice screen.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from trainer.auth import Actor
from trainer.drills import DrillKind, cells_for
from trainer.store import Store
from trainer.store.bulk import BulkAttempt, BulkSession

CHUNK = 5_000
"""Attempts per transaction."""


def write_history(
    store: Store,
    instructor: Actor,
    user_id: int,
    attempts: int,
    end: datetime,
    *,
    days: int = 400,
    seed: int = 1,
    kinds: tuple[DrillKind, ...] = tuple(DrillKind),
    rebuild: bool = True,
) -> int:
    """Write ``attempts`` answers of ``user_id`` over the ``days`` days before ``end``
    (oldest first, one session per drill kind), then rebuild their daily rows and review
    cards (``rebuild=False`` leaves the review cards empty: the daily rows are always
    exact, the bulk import keeps them). Returns the attempts written."""
    rng = random.Random(seed)
    cells = {kind: cells_for(kind) for kind in kinds}
    start = end - timedelta(days=days)
    bulk = store.bulk
    session_ids = dict(zip(kinds, bulk.add_sessions(
        instructor, [BulkSession(user_id, kind.value, start) for kind in kinds]), strict=True))
    span = (end - start).total_seconds()
    times = sorted(rng.uniform(0, span) for _ in range(attempts))
    written = 0
    batch: list[BulkAttempt] = []
    for offset in times:
        kind = rng.choice(kinds)
        cell = rng.choice(cells[kind])
        correct = rng.random() < 0.8
        batch.append(BulkAttempt(
            session_id=session_ids[kind], user_id=user_id, drill_kind=kind.value, cell=cell,
            question_json=f'{{"cell": "{cell}"}}', answer_json='"a"', expected_json='"b"',
            correct=correct, ms_taken=rng.randint(400, 9_000),
            answered_at=start + timedelta(seconds=offset),
            reason=None if correct else "wrong_decision",
        ))
        if len(batch) >= CHUNK:
            written += bulk.add_attempts(instructor, batch)
            batch = []
    if batch:
        written += bulk.add_attempts(instructor, batch)
    store.daily.rebuild(user_id)
    if rebuild:
        store.schedule.rebuild(user_id)
    return written
