"""Where a Table step's CPU time goes, part by part (``tests/bench/table.py --breakdown``).

A second pass over the bench's steps (the same table, settings and seeds), each part's CPU
time taken by a wrapper round the call that does it, so the pass is a little slower than the
timed one and its figures are for comparing the parts, not for the targets:

- the key: the key event until the presenter takes the action, and back (event filters, the
  chip row read);
- grading: the session checking and grading the action (:meth:`TableSession.apply` without
  its recorder);
- the store: the step's attempt and action rows written and committed
  (:class:`~trainer.store.table_recorder.TableRecorder`);
- the view: the screen shown anew from the graded step and the new state (the presenter's
  signals);
- the repaint: the felt's paint and the rest of the screen's.

Beside them, the floor's parts in the same process: its commit as the floor times it (one
after another, the store's code and data warm in the processor's caches), the same commit
after a whole repaint of the screen (as a step's commit comes, after the last step's paint
and the keys before it), and the unchanged screen painted whole.
"""

from __future__ import annotations

import functools
import statistics
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.bench.table import SETTINGS, bench_screen, prepare
from tests.support.table_script import right_action
from trainer.store.models import NewAttempt
from trainer.store.table_recorder import TableRecorder
from trainer.table.session import TableSession
from ui.felt.felt import TableFelt
from ui.table.presenter import TablePresenter

_PARTS = {"act": (TablePresenter, "_act"), "apply": (TableSession, "apply"),
          "store": (TableRecorder, "__call__"), "felt": (TableFelt, "paintEvent")}


def breakdown(app: QApplication, steps: int) -> list[str]:
    """The lines that say where the steps' CPU time went (see the module's docstring)."""
    spent: dict[str, float] = {}
    timing = [False]
    originals: dict[str, Callable[..., Any]] = {}

    def timed(name: str, call: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(call)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if not timing[0]:
                return call(*args, **kwargs)
            start = time.process_time()
            try:
                return call(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0.0) + time.process_time() - start
        return wrapper

    for name, (owner, method) in _PARTS.items():
        originals[name] = getattr(owner, method)
        setattr(owner, method, timed(name, originals[name]))
    try:
        return _pass(app, steps, spent, timing)
    finally:
        for name, (owner, method) in _PARTS.items():
            setattr(owner, method, originals[name])


def _pass(app: QApplication, steps: int, spent: dict[str, float],
          timing: list[bool]) -> list[str]:
    store, actor, screen = bench_screen(app)
    rows: list[dict[str, float]] = []
    seed = 0
    while len(rows) < steps:
        screen.preset(profile="Bench 9 seats", seed=seed, settings=SETTINGS)
        session = screen.presenter.session
        assert session is not None
        seed += 1
        app.processEvents()
        while not session.finished and len(rows) < steps:
            app.processEvents()
            widget, key = prepare(screen, *right_action(session))
            spent.clear()
            timing[0] = True
            start = time.process_time()
            QTest.keyClick(widget, key)
            keyed = time.process_time()
            screen.repaint()
            end = time.process_time()
            timing[0] = False
            act, apply, stored = spent.get("act", 0), spent.get("apply", 0), spent["store"]
            rows.append({"key": keyed - start - act, "grading": apply - stored,
                         "store": stored, "view": act - apply,
                         "felt": spent.get("felt", 0),
                         "rest of the screen": end - keyed - spent.get("felt", 0),
                         "step": end - start})
        if screen.score_box is not None:
            screen.score_box.close()
    whole: list[float] = []
    warm: list[float] = []
    cold: list[float] = []
    session_id = store.practice.start_session(actor, "draw", {"bench": True})
    attempts = [NewAttempt(session_id=session_id, drill_kind="draw", question={"i": i},
                           answer={"draw": True}, correct=True, ms_taken=900,
                           cell="player:5", reason="player_draws", article="bac.9.1.1")
                for i in range(2 * steps)]
    for attempt in attempts[:steps]:  # each after the unchanged screen painted whole
        screen.felt.update()
        start = time.process_time()
        screen.repaint()
        whole.append(time.process_time() - start)
        start = time.process_time()
        store.practice.record_attempt(actor, attempt)
        cold.append(time.process_time() - start)
    for attempt in attempts[steps:]:  # one after another, as the floor times them
        start = time.process_time()
        store.practice.record_attempt(actor, attempt)
        warm.append(time.process_time() - start)
    screen.leave()
    store.close()

    def ms(values: list[float]) -> str:
        return f"median {statistics.median(values) * 1000:.2f}, mean " \
               f"{statistics.mean(values) * 1000:.2f} ms"

    lines = [f"  breakdown of a step's CPU time ({len(rows)} steps, wrapped: a little slower):"]
    lines += [f"    {part}: {ms([row[part] for row in rows])}" for part in rows[0]]
    lines.append(f"    the floor's commit one after another: {ms(warm)}; right "
                 f"after a whole repaint, as a step's: {ms(cold)}")
    lines.append(f"    the unchanged screen painted whole, felt included: {ms(whole)}")
    return lines
