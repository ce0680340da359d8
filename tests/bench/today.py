"""Issue 15 bench: the answer path with the FSRS card update against the practice floor, and
the Today page painted for a trainee with 50,000 attempts against one with none, each pair
measured in the same run.

The answer path is what ``answer_latency.py`` times: an answer key press to the next question
painted (graded, the attempt AND its review card committed to SQLite in one transaction,
rendered). The floor is what that path cannot go under without the scheduler: one durable
commit of an attempt with the card update switched off (``trainer.store.schedule.review_in``
replaced by a no-op for that measurement only), plus a repaint of the unchanged screen.

The paint is what signing in costs on the way to Today: ``store.today`` (one read, a fixed
number of queries), the page updated from it, then painted (``repaint`` and the events it
posts). A seasoned trainee (``--attempts``, default 50,000, written in seconds by
``tests.support.bulk_history.write_history``: daily rows and review cards rebuilt as Practice
would have left them) and a new one are measured alternately, ``--repeats`` times each, each
on a page of their own.

Targets (issue 15): the answer path at most 2x the floor; the seasoned Today paint at most
1.2x the empty one. Run:
``QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/today.py [--answers N] [--attempts N]``.
The last line reads ``today: ratio R x`` (50,000-attempt paint / empty paint).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from trainer.drills.cell import Cell


def _commit_times(store, actor, runs: int, cells: list[Cell]) -> list[float]:
    from trainer.store.models import NewAttempt

    session = store.practice.start_session(actor, "draw", {"bench": True})
    times = []
    for i in range(runs):
        attempt = NewAttempt(session_id=session, drill_kind="draw", question={"i": i},
                             answer={"draw": True}, correct=True, ms_taken=900,
                             cell=cells[i % len(cells)], reason="player_draws",
                             article="bac.9.1.1")
        start = time.perf_counter()
        store.practice.record_attempt(actor, attempt)
        times.append(time.perf_counter() - start)
    return times


def _answer(screen) -> float:
    """One answer key press to the next question painted, in seconds."""
    from trainer.drills import DrillKind, expected_answer

    question = screen.presenter.current
    assert question is not None and question.kind is DrillKind.DRAW
    key = Qt.Key.Key_D if expected_answer(question).draws else Qt.Key.Key_S  # type: ignore[union-attr]
    panel = screen.panel
    assert panel is not None
    start = time.perf_counter()
    QTest.keyClick(panel, key)  # grade, commit the attempt (+ review card), next question
    screen.repaint()
    elapsed = time.perf_counter() - start
    assert screen.presenter.current is not question
    return elapsed


def measure(app: QApplication, runs: int) -> dict[str, list[float]]:
    import trainer.store.schedule as schedule
    from trainer.drills import DrillKind, cells_for
    from trainer.store import open_store
    from ui.practice.view import PracticeScreen

    folder = Path(tempfile.mkdtemp(prefix="dt-today-"))
    store = open_store(None, data_dir=folder)
    boss = store.create_first_instructor("boss", "Boss", "password1")
    cohort = store.roster.create_cohort(boss, "Bench")
    store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234")
    actor = store.authenticate("amy", "1234")
    screen = PracticeScreen(store, actor)
    screen.resize(1200, 800)
    screen.show()
    screen.enter()
    screen.kind_list.setCurrentRow(0)
    screen.count_spin.setValue(2 * runs + 10)
    screen.start()
    app.processEvents()
    out: dict[str, list[float]] = {"answer": [], "answer_plain": [], "screen": []}
    for _ in range(runs):
        start = time.perf_counter()
        screen.repaint()
        out["screen"].append(time.perf_counter() - start)
    real = schedule.review_in
    # Blocks of 20 answers with and without the card update, alternating, so the machine's
    # load drifts over both alike.
    for block in range(2 * runs // 20):
        plain = block % 2 == 1
        if plain:
            schedule.review_in = lambda *args, **kwargs: None  # type: ignore[assignment]
        try:
            for _ in range(20):
                out["answer_plain" if plain else "answer"].append(_answer(screen))
        finally:
            schedule.review_in = real
    screen.leave()
    cells = list(cells_for(DrillKind.DRAW))
    out["commit_fsrs"] = _commit_times(store, actor, runs, cells)
    schedule.review_in = lambda *args, **kwargs: None  # type: ignore[assignment]
    try:
        out["commit_plain"] = _commit_times(store, actor, runs, cells)
    finally:
        schedule.review_in = real
    cards = store.schedule.cards(actor, actor.user_id)
    # The plain runs added no review.
    assert cards and sum(c.reviews for c in cards) == len(out["answer"]) + runs
    store.close()
    return out


def _paint(app: QApplication, page, actor) -> float:
    """Sign-in to Today painted: ``store.today``, the page updated, painted; in seconds."""
    start = time.perf_counter()
    page.presenter.set_actor(actor)  # one store.today call, sig_today_changed -> show_today
    page.repaint()
    app.processEvents()
    return time.perf_counter() - start


def measure_paint(app: QApplication, attempts: int, repeats: int) -> dict[str, list[float]]:
    from tests.support.bulk_history import write_history
    from trainer.store import open_store
    from ui.resources import app_style_sheet
    from ui.screens import SCREENS
    from ui.today.presenter import TodayPresenter
    from ui.today.view import TodayPage

    app.setStyleSheet(app_style_sheet())
    folder = Path(tempfile.mkdtemp(prefix="dt-today-paint-"))
    store = open_store(None, data_dir=folder)
    boss = store.create_first_instructor("boss", "Boss", "password1")
    cohort = store.roster.create_cohort(boss, "Bench")
    store.roster.create_trainee(boss, "old", "Seasoned", cohort.id, "1234")
    store.roster.create_trainee(boss, "new", "Newcomer", cohort.id, "1234")
    seasoned = store.authenticate("old", "1234")
    newcomer = store.authenticate("new", "1234")
    start = time.perf_counter()
    written = write_history(store, boss, seasoned.user_id, attempts, store.now())
    print(f"history: {written} attempts written in {time.perf_counter() - start:.1f} s")
    # One page per trainee, as on a desk where the same trainee signs in again: switching one
    # page between a new and a seasoned trainee would time the page's relayout between the
    # two states (empty states shown or hidden), which the history does not change.
    pages = {}
    for name in ("empty", "seasoned"):
        pages[name] = TodayPage(TodayPresenter(store, SCREENS))
        pages[name].resize(1024, 640)
        pages[name].show()
    app.processEvents()
    trainees = {"empty": newcomer, "seasoned": seasoned}
    for name, actor in trainees.items():  # warm up: lesson titles, fonts, query plans
        _paint(app, pages[name], actor)
    today = pages["seasoned"].presenter.today
    assert today is not None and not today.first_time and today.heat
    first = pages["empty"].presenter.today
    assert first is not None and first.first_time
    out: dict[str, list[float]] = {"empty": [], "seasoned": []}
    for i in range(repeats):  # alternate, and alternate who goes first
        order = ["empty", "seasoned"] if i % 2 == 0 else ["seasoned", "empty"]
        for name in order:
            out[name].append(_paint(app, pages[name], trainees[name]))
    for page in pages.values():
        page.close()
    store.close()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--answers", type=int, default=200)
    parser.add_argument("--attempts", type=int, default=50_000)
    parser.add_argument("--repeats", type=int, default=40)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    figures = {k: statistics.median(v) * 1000 for k, v in measure(app, args.answers).items()}
    floor = figures["commit_plain"] + figures["screen"]
    ratio = figures["answer"] / floor
    print(f"store one attempt, no FSRS update:   median {figures['commit_plain']:7.3f} ms")
    print(f"store one attempt + FSRS card:       median {figures['commit_fsrs']:7.3f} ms")
    print(f"repaint the unchanged screen:        median {figures['screen']:7.3f} ms")
    print(f"practice floor (commit + repaint):   {floor:7.3f} ms")
    print(f"answer key -> next question painted: median {figures['answer']:7.3f} ms over "
          f"{args.answers} (graded, attempt + card committed, rendered)")
    print(f"  the same without the card update:  median {figures['answer_plain']:7.3f} ms "
          f"(FSRS adds {figures['answer'] - figures['answer_plain']:+.3f} ms, "
          f"{figures['answer'] / figures['answer_plain']:.2f}x)")
    print(f"  without FSRS the answer path is {figures['answer_plain'] / floor:.2f}x the floor")
    print(f"fsrs answer: ratio {ratio:.2f} x (target <= 2x) -> "
          f"{'OK' if ratio <= 2 else 'OVER 2x'}")
    paints = {k: statistics.median(v) * 1000
              for k, v in measure_paint(app, args.attempts, args.repeats).items()}
    print(f"Today painted, a new trainee:         median {paints['empty']:7.3f} ms over "
          f"{args.repeats}")
    print(f"Today painted, {args.attempts:,} attempts:    median {paints['seasoned']:7.3f} ms "
          f"over {args.repeats} (store.today + page update + paint)")
    paint_ratio = paints["seasoned"] / paints["empty"]
    print(f"today: ratio {paint_ratio:.2f} x")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # as answer_latency.py: skip interpreter teardown
