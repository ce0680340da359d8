"""The Table's bench for Sam Kong (``tests/bench/table.py --game samkong``): from an action
key to the screen repainted with the step graded and stored, on the six-door shoe
(``samkong-six-door-shoe``, faulty bets and irregular deals in the mix), against the same
floor as the baccarat Table (one durable commit of an attempt plus the unchanged screen
painted whole), measured in the same run; and the keys a round takes by keys alone.

What comes before the action key is not timed (selecting with Tab, the chips of a payout typed,
the faces of a level, the digits of a count); the timed part is the key that makes the action
(R, N, A/X, a door's digit, K/F/V, the level's last digit, W/L/T, T, Enter in the chip row, S)
and then a synchronous ``repaint()`` of the whole screen.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from trainer.chips import chip_key
from trainer.samkong.levels import ALL_LEVELS, DoorResult
from trainer.store import open_store
from trainer.store.models import NewAttempt
from trainer.table import TableSettings
from trainer.table.irregular import Remedy
from ui.table.view import TableScreen

PROFILE = "samkong-six-door-shoe"
SETTINGS = TableSettings(fault_rate=0.2, awkward=1.0)
"""Faulty bets now and then, irregular deals (one in ten rounds), a whole shoe."""
DIGITS = {n: getattr(Qt.Key, f"Key_{n}") for n in range(10)}
REMEDY = {Remedy.GO_ON: Qt.Key.Key_K, Remedy.CORRECT: Qt.Key.Key_F, Remedy.VOID: Qt.Key.Key_V}
RESULT = {DoorResult.WIN: Qt.Key.Key_W, DoorResult.LOSE: Qt.Key.Key_L,
          DoorResult.TIE: Qt.Key.Key_T}
KEYS: list[int] = [0]
"""Every key event sent for the round being dealt (the last item)."""


def _click(widget: QWidget, key: Qt.Key) -> None:
    KEYS[-1] += 1
    QTest.keyClick(widget, key)


def _select(screen: TableScreen, wanted: tuple[str, object]) -> None:
    desk = screen.samkong_desk
    for _ in range(60):
        if desk.selected == wanted:
            return
        _click(desk.felt, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never selected {wanted}")


def _typed(screen: TableScreen, text: str) -> tuple[QWidget, Qt.Key]:
    edit = screen.samkong_desk.chip_entry.edit
    KEYS[-1] += len(text) + 1  # the row, then the timed Enter
    QTest.keyClicks(edit, text)
    return edit, Qt.Key.Key_Return


def _chips(value: object) -> str:
    if isinstance(value, Decimal):
        return f"{value:f}"
    assert isinstance(value, tuple)
    return " ".join(f"{count}x{chip_key(chip)}" for chip, count in value)


def prepare(screen: TableScreen, name: str, args: tuple[object, ...]) -> tuple[QWidget, Qt.Key]:
    """Do what comes before the action key (not timed); the widget and the action key, which
    is counted here too."""
    felt = screen.samkong_desk.felt
    KEYS[-1] += 1  # the action key
    if name in ("place_cut", "burn_cards"):
        digits = str(args[0])
        for digit in digits:
            _click(felt, DIGITS[int(digit)])
        return felt, Qt.Key.Key_Return
    if name == "accept_bets":
        return felt, Qt.Key.Key_N
    if name == "close_shoe":
        return felt, Qt.Key.Key_S
    if name == "deal":
        return felt, DIGITS[int(str(args[0]))]
    if name == "answer_irregular":
        return felt, REMEDY[args[0]]  # type: ignore[index]
    if name in ("refuse", "answer_stand", "take"):
        _select(screen, ("bet", args[0]))
        if name == "answer_stand":
            return felt, Qt.Key.Key_A if args[1] else Qt.Key.Key_X
        return felt, Qt.Key.Key_R if name == "refuse" else Qt.Key.Key_T
    if name == "call_level":
        _select(screen, ("hand", args[0]))
        level = ALL_LEVELS[int(str(args[1])) - 1]
        if level.faces == 3:
            return felt, DIGITS[3]
        _click(felt, DIGITS[level.faces])
        return felt, DIGITS[level.points]
    if name == "call_door":
        _select(screen, ("hand", args[0]))
        return felt, RESULT[args[1]]  # type: ignore[index]
    if name in ("pay", "mark"):
        _select(screen, ("bet", args[0]))
        KEYS[-1] -= 1  # the Enter of the row is the action key
        _click(felt, Qt.Key.Key_Return if name == "pay" else Qt.Key.Key_M)
        return _typed(screen, _chips(args[1]))
    if name == "collect_box":
        _select(screen, ("box", args[0]))
        KEYS[-1] -= 1
        _click(felt, Qt.Key.Key_C)
        return _typed(screen, _chips(args[1]))
    raise AssertionError(name)


def measure(app: QApplication, steps: int) -> tuple[list[float], list[float], list[float],
                                                  list[float], list[int]]:
    """Step latencies and CPU times, a durable commit's, the unchanged screen painted whole,
    and the keys of each round dealt."""
    store = open_store(None, data_dir=Path(tempfile.mkdtemp(prefix="dt-samkong-bench-")))
    boss = store.create_first_instructor("boss", "Boss", "password1")
    store.roster.create_trainee(boss, "amy", "Amy", None, "1234")
    actor = store.authenticate("amy", "1234")
    screen = TableScreen(store, actor)
    screen.resize(1024, 700)
    screen.show()
    screen.activateWindow()
    app.processEvents()
    times: list[float] = []
    cpu: list[float] = []
    rounds: list[int] = []
    paired: list[float] = []
    floor_session = store.practice.start_session(actor, "draw", {"bench": True})
    seed = 0
    while len(times) < steps:
        screen.preset(profile=PROFILE, seed=seed, settings=SETTINGS)
        session = screen.presenter.samkong
        assert session is not None and session.table.doors == 6
        seed += 1
        KEYS.append(0)
        while not session.finished and len(times) < steps:
            app.processEvents()
            name, args = session.next_right()
            done = len(session.records)
            widget, key = prepare(screen, name, args)
            before = len(session.steps)
            start, clock = time.perf_counter(), time.process_time()
            QTest.keyClick(widget, key)  # grade, commit to SQLite, redraw
            screen.repaint()
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - clock)
            assert len(session.steps) == before + 1 and session.steps[-1].right, (name, args)
            # The floor in the step's conditions, as tests/bench/table.py takes it: after the
            # same turn of the event loop, one durable commit and the screen painted whole.
            app.processEvents()
            attempt = NewAttempt(session_id=floor_session, drill_kind="draw",
                                 question={"i": len(times)}, answer={"draw": True},
                                 correct=True, ms_taken=900, cell="player:5",
                                 reason="player_draws", article="bac.9.1.1")
            screen.samkong_desk.felt.update()
            start = time.perf_counter()
            store.practice.record_attempt(actor, attempt)
            screen.repaint()
            paired.append(time.perf_counter() - start)
            if len(session.records) > done:  # the round is settled: its keys counted
                rounds.append(KEYS[-1])
                KEYS.append(0)
        box = screen.samkong_desk.score_box
        if box is not None:
            box.close()
    whole: list[float] = []
    for _ in range(steps):
        screen.samkong_desk.felt.update()
        start = time.perf_counter()
        screen.repaint()
        whole.append(time.perf_counter() - start)
    screen.leave()
    commit: list[float] = []
    session_id = store.practice.start_session(actor, "draw", {"bench": True})
    for i in range(steps):
        attempt = NewAttempt(session_id=session_id, drill_kind="draw", question={"i": i},
                             answer={"draw": True}, correct=True, ms_taken=900,
                             cell="player:5", reason="player_draws", article="bac.9.1.1")
        start = time.perf_counter()
        store.practice.record_attempt(actor, attempt)
        commit.append(time.perf_counter() - start)
    store.close()
    PAIRED[:] = paired
    return times, cpu, commit, whole, rounds


PAIRED: list[float] = []
"""The floor taken after each step in the step's conditions (the acceptance floor)."""


def main(app: QApplication, steps: int, p99) -> int:  # type: ignore[no-untyped-def]
    times, cpu, commit, whole, rounds = measure(app, steps)
    median, tail = statistics.median(times) * 1000, p99(times) * 1000
    commit_ms, whole_ms = statistics.median(commit) * 1000, statistics.median(whole) * 1000
    floor = statistics.median(PAIRED) * 1000
    loop_floor = commit_ms + whole_ms
    print(f"  floor, taken after each step in the step's conditions (one durable commit, then "
          f"the unchanged screen painted whole, felt included): median {floor:.3f} ms, p99 "
          f"{p99(PAIRED) * 1000:.2f} ms; the same parts back to back in tight loops "
          f"{loop_floor:.2f} ms, against which the ratio is {median / loop_floor:.2f} x")
    print(f"  keys per round (six doors, by keys alone, the fewest chips typed): "
          f"{len(rounds)} rounds, median {statistics.median(rounds):g}, "
          f"max {max(rounds)}")
    print(f"  floor: store one attempt (durable commit) median {commit_ms:.3f} ms; paint the "
          f"unchanged table screen whole, felt included, median {whole_ms:.3f} ms")
    print(f"  the floor's own tails: commit p99 {p99(commit) * 1000:.2f} ms, whole paint p99 "
          f"{p99(whole) * 1000:.2f} ms")
    print(f"  step CPU time: median {statistics.median(cpu) * 1000:.2f} ms, p99 "
          f"{p99(cpu) * 1000:.2f} ms")
    print(f"  targets: ratio <= 2 -> {'OK' if median <= 2 * floor else 'OVER'}; "
          f"p99 < 16 ms -> {'OK' if tail < 16 else 'OVER'} ({len(times)} steps)")
    print(f"table: median {median:.2f} ms, p99 {tail:.2f} ms, floor {floor:.2f} ms, "
          f"ratio {median / floor:.2f} x")
    return 0
