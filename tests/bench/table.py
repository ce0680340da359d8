"""Table latency (issue 14): from an action key to the table repainted with the step graded
and stored, on a full 9-seat table, against the floor (one durable commit of an attempt plus
the unchanged screen painted whole, every widget, the felt included), measured in the same run,
after each step and the same turn of the event loop as a step gets (the caches as cold as a
step finds them; the same parts timed back to back in tight loops are printed too);
and a whole 8-deck shoe played by the scripted dealer in the core (no Qt). The timed table has the
shoe's procedures in the mix (:data:`SETTINGS`: the cut and burn, demonstration coups, the
last coup, irregularities and the card holders' squeeze).

Each step is the scripted dealer's right step (:mod:`tests.support.table_script`), taken by
keys on the real screen, presenter and SQLite store. What comes before the action key is not
timed (one turn of the event loop, as between a trainee's keys; selecting a bet with Tab,
typing the chips of a payout, the first digit of the totals);
the timed part is the key that makes the action (R, N, P, B, the second digit, D, S, the
winner, T, Enter in the chip row) and then a synchronous ``repaint()`` of the whole screen.

And the keys a whole shoe takes (issue 24): a keyboard dealer plays the bench's table (its
profile, 7 seats, the Standard level, seed 0) on the real screen by key events alone, as a
trainee who knows every right step would, with the fewest keys the screen offers: Tab or
Shift+Tab (the shorter way round the table's take-and-pay order) to select, A to take every
losing bet of a side, a payout typed as the fewest chips (or as the amount on a table graded on
the amount only). Every key event sent is counted, per coup; the median is printed as
``keys per coup: median K`` (target: at most 30), for that table and its variants, each with the
median of the keys left without the selection's moves (the answers alone).

Targets: median at most 2x the floor, p99 under 16 ms; the shoe under 1 s of CPU; at most 30
keys per coup. Run:
``QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/table.py [--steps N] [--keys-only]``
(``--game samkong``: a six-door Sam Kong shoe, :mod:`tests.bench.samkong_table`).
The keys come first (the dealer is :mod:`tests.support.key_dealer`), the line
``keys per coup: median K`` for the bench's table at 7 seats, Standard (then the card holder's
table at Full VIP, passing by the seat's number and waiting for each holder's turn, and as
flow 4 dealt it, passing by Tab); the last line reads
``table: median M ms, p99 P ms, floor F ms, ratio R x``.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.support.key_dealer import KeyDealer
from tests.support.shoe_keys import shoe_life_keys
from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES, ChipPayout, TableRules
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_key
from trainer.store import Store, open_store
from trainer.store.models import NewAttempt
from trainer.table import TableSettings
from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.squeeze import DEALER
from ui.felt.irregular import REMEDY_KEYS
from ui.table.view import TableScreen

PROFILE = "commission-box-2000"
SETTINGS = TableSettings(seats_filled=1.0, fault_rate=0.1, standing_bettors=True,
                         shoe_life=True, irregularity_rate=0.15, squeeze=True)
"""The latency's table: every seat, faults, standing bettors, and the shoe's procedures in
the mix: its cut and burn, demonstration coups, the last coup, irregularities one coup in
about seven and the card holders' squeeze (the profile gets a card holder)."""
_REMEDY_KEY = {remedy: key for key, remedy in REMEDY_KEYS.items()}
_END_KEYS = {"answer_demo": (Qt.Key.Key_F, Qt.Key.Key_G),
             "announce_last": (Qt.Key.Key_O, Qt.Key.Key_L),
             "close_shoe": (Qt.Key.Key_S, Qt.Key.Key_E)}
_DIGITS = {n: getattr(Qt.Key, f"Key_{n}") for n in range(10)}
_FLAGS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_6)
_WINNER = {Outcome.PLAYER: Qt.Key.Key_P, Outcome.BANKER: Qt.Key.Key_B, Outcome.TIE: Qt.Key.Key_T}


def select(screen: TableScreen, target: Bet | int) -> None:
    for _ in range(200):
        if screen.selected == target:
            return
        QTest.keyClick(screen.felt, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never selected {target}")


def typed(screen: TableScreen, text: str) -> tuple[QWidget, Qt.Key]:
    edit = screen.chip_entry.edit
    QTest.keyClicks(edit, text)
    return edit, Qt.Key.Key_Return


def chips_row(chips: tuple[tuple[Decimal, int], ...]) -> str:
    return " ".join(f"{count}x{chip_key(value)}" for value, count in chips)


def prepare(screen: TableScreen, name: str, args: tuple[object, ...]) -> tuple[QWidget, Qt.Key]:
    """Do what comes before the action key (not timed); the widget and the action key."""
    felt, key = screen.felt, Qt.Key
    life = shoe_life_keys(screen, name, args)
    if life is not None:
        for life_key in life[:-1]:
            QTest.keyClick(felt, life_key)
        return felt, life[-1]
    if name == "answer_irregular":
        return felt, _REMEDY_KEY[args[0]]  # type: ignore[index]
    if name in _END_KEYS:
        return felt, _END_KEYS[name][bool(args[0])]
    if name in ("pass_cards", "pass_third"):
        hand, seat = args
        if seat == DEALER:
            return felt, key.Key_K
        state = screen.presenter.state
        assert state is not None
        kind = BetKind.PLAYER if hand is Hand.PLAYER else BetKind.BANKER
        select(screen, next(b for b in state.accepted if b.seat == seat and b.kind is kind))
        return felt, key.Key_G
    if name == "take_back":  # the holder has turned the cards (art. 16)
        return felt, key.Key_Return
    if name == "refuse":
        select(screen, args[0])  # type: ignore[arg-type]
        return felt, key.Key_R
    if name == "accept_bets":
        return felt, key.Key_N
    if name == "collect_box":
        select(screen, args[0])  # type: ignore[arg-type]
        QTest.keyClick(felt, key.Key_C)
        return typed(screen, f"{args[1]:f}")
    if name == "deal":
        return felt, key.Key_P if args[0] is Hand.PLAYER else key.Key_B
    if name == "call_totals":
        QTest.keyClick(felt, _DIGITS[args[0]])  # type: ignore[index]
        return felt, _DIGITS[args[1]]  # type: ignore[index]
    if name == "draw":
        return felt, key.Key_D if args[1] else key.Key_S
    if name == "call_result":
        winner, *flags = args
        for flag_key, on in zip(_FLAGS, flags, strict=True):
            if on:
                QTest.keyClick(felt, flag_key)
        return felt, _WINNER[winner]  # type: ignore[index]
    if name == "take":
        select(screen, args[0])  # type: ignore[arg-type]
        return felt, key.Key_T
    if name == "pay":
        select(screen, args[0])  # type: ignore[arg-type]
        QTest.keyClick(felt, key.Key_Return)
        return typed(screen, chips_row(args[1]))  # type: ignore[arg-type]
    if name == "mark":
        state = screen.presenter.state
        assert state is not None
        bet = next(b for b in state.accepted if b.seat == args[0] and b.kind is BetKind.BANKER)
        select(screen, bet)
        QTest.keyClick(felt, key.Key_M)
        return typed(screen, f"{args[1]:f}")
    raise AssertionError(name)


CPU: list[float] = []
"""Each timed step's CPU time (this process): on a shared machine the wall time also counts
other processes' turns on the cores, so the CPU time says what the step itself costs."""


def bench_screen(app: QApplication) -> tuple[Store, Actor, TableScreen]:
    """A fresh store with the bench's 9-seat table and its trainee, and the Table screen shown
    at 1024 x 700."""
    store = open_store(None, data_dir=Path(tempfile.mkdtemp(prefix="dt-table-bench-")))
    boss = store.create_first_instructor("boss", "Boss", "password1")
    store.roster.create_trainee(boss, "amy", "Amy", None, "1234")
    table = DEFAULT_PROFILES[PROFILE]
    nine = dataclasses.replace(table, seats=9, procedures=dataclasses.replace(
        table.procedures, card_holder=True)).to_dict()
    store.table_profiles.save(boss, "Bench 9 seats", {k: v for k, v in nine.items()
                                                       if k != "name"})
    actor = store.authenticate("amy", "1234")
    screen = TableScreen(store, actor)
    screen.resize(1024, 700)
    screen.show()
    screen.activateWindow()
    app.processEvents()
    return store, actor, screen


def measure(app: QApplication, steps: int) -> tuple[list[float], list[float], list[float]]:
    """Step latencies, a durable commit's and a repaint of the unchanged screen (the felt,
    an opaque widget, left out by Qt); the unchanged screen painted whole goes to
    :data:`WHOLE`."""
    store, actor, screen = bench_screen(app)
    times: list[float] = []
    floor_session = store.practice.start_session(actor, "draw", {"bench": True})
    seed = 0
    while len(times) < steps:
        screen.preset(profile="Bench 9 seats", seed=seed, settings=SETTINGS)
        session = screen.presenter.session
        assert session is not None and session.table.seats == 9
        seed += 1
        app.processEvents()
        while not session.finished and len(times) < steps:
            # The event loop turns between two keys, as between a trainee's key presses: a
            # new coup's bets are placed on the felt then, a frame after the step that
            # settled the last coup (ui.table.view.TableScreen._draw_felt).
            app.processEvents()
            name, args = right_action(session)
            widget, key = prepare(screen, name, args)
            before = len(session.steps)
            start, cpu = time.perf_counter(), time.process_time()
            QTest.keyClick(widget, key)  # grade, commit to SQLite, redraw
            screen.repaint()  # paint the whole screen now, synchronously
            times.append(time.perf_counter() - start)
            CPU.append(time.process_time() - cpu)
            assert len(session.steps) == before + 1 and session.steps[-1].right, (name, args)
            # The floor in the same conditions as the step, after the same turn of the event
            # loop (caches as cold as a step finds them): one durable commit, then the
            # unchanged screen painted whole, the felt included.
            app.processEvents()
            attempt = NewAttempt(session_id=floor_session, drill_kind="draw",
                                 question={"i": len(times)}, answer={"draw": True},
                                 correct=True, ms_taken=900, cell="player:5",
                                 reason="player_draws", article="bac.9.1.1")
            screen.felt.update()
            start = time.perf_counter()
            store.practice.record_attempt(actor, attempt)
            screen.repaint()
            PAIRED.append(time.perf_counter() - start)
        if screen.score_box is not None:
            screen.score_box.close()
    repaint: list[float] = []
    for _ in range(steps):
        start = time.perf_counter()
        screen.repaint()  # nothing changed: the cost of painting the screen at all
        repaint.append(time.perf_counter() - start)
    for _ in range(steps):
        screen.felt.update()
        start = time.perf_counter()
        screen.repaint()  # every pixel: Qt leaves an opaque widget (the felt) out of repaint()
        WHOLE.append(time.perf_counter() - start)
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
    return times, commit, repaint


def keys_per_coup(app: QApplication, table: TableRules, level: Difficulty,
                  seed: int = 0, base: TableSettings | None = None,
                  typed_seats: bool = True) -> tuple[list[int], list[int]]:
    """A whole shoe at ``table`` and ``level`` dealt by keys alone: the keys of each coup,
    and of them the keys that only moved the selection (``base``: the shoe's settings under
    the level's; ``typed_seats``: pass the cards by the seat's number, else by Tab)."""
    store = open_store(None, data_dir=Path(tempfile.mkdtemp(prefix="dt-table-keys-")))
    boss = store.create_first_instructor("boss", "Boss", "password1")
    store.roster.create_trainee(boss, "amy", "Amy", None, "1234")
    store.table_profiles.save(boss, "Keys", {k: v for k, v in table.to_dict().items()
                                             if k != "name"})
    screen = TableScreen(store, store.authenticate("amy", "1234"))
    screen.resize(1024, 700)
    screen.show()
    app.processEvents()
    screen.preset(profile="Keys", seed=seed,
                  settings=PRESETS[level].settings(base or TableSettings()))
    dealer = KeyDealer(screen, typed_seats)
    keys = dealer.play(app)
    moves = [dealer.moves.get(n, 0) for n in range(1, len(keys) + 1)]
    screen.leave()
    screen.close()
    store.close()
    return keys, moves


def keys_lines(app: QApplication) -> list[str]:
    """The keys-per-coup figures: the bench's table at 7 seats, Standard, and variants."""
    seven = dataclasses.replace(DEFAULT_PROFILES[PROFILE], seats=7)
    lines: list[str] = []
    medians: list[float] = []
    for label, table in (
        (f"{PROFILE} 7 seats, chips graded", seven),
        (f"{PROFILE} 7 seats, graded on the amount only",
         dataclasses.replace(seven, chip_payout=ChipPayout.AMOUNT)),
        ("mass-1000 7 seats (deducts), chips graded", DEFAULT_PROFILES["mass-1000"]),
        ("mass-1000 7 seats (deducts), graded on the amount only",
         dataclasses.replace(DEFAULT_PROFILES["mass-1000"], chip_payout=ChipPayout.AMOUNT)),
    ):
        keys, moves = keys_per_coup(app, table, Difficulty.STANDARD)
        answers = [k - m for k, m in zip(keys, moves, strict=True)]
        lines.append(f"  {label}, Standard: {len(keys)} coups, {sum(keys)} keys, median "
                     f"{statistics.median(keys):g}, p90 {sorted(keys)[int(0.9 * len(keys))]}, "
                     f"max {max(keys)}; without the selection's moves (the answers alone): "
                     f"median {statistics.median(answers):g}")
        medians.append(statistics.median(keys))
    vip = DEFAULT_PROFILES["vip-squeeze-5000"]
    for label, base, typed in (
            ("the holder's turn and seat numbers typed", None, True),
            ("flow 4 (no turn of its own), passed by Tab", TableSettings(flow=4), False)):
        keys, moves = keys_per_coup(app, vip, Difficulty.FULL_VIP, base=base, typed_seats=typed)
        answers = [k - m for k, m in zip(keys, moves, strict=True)]
        lines.append(f"  vip-squeeze-5000 (card holder), Full VIP, {label}: {len(keys)} coups, "
                     f"median {statistics.median(keys):g}, max {max(keys)}; the answers alone: "
                     f"median {statistics.median(answers):g}")
    headline = medians[0]
    lines.append(f"keys per coup: median {headline:g} ({PROFILE}, 7 seats, Standard; target "
                 f"<= 30 -> {'OK' if headline <= 30 else 'OVER'})")
    return lines


PAIRED: list[float] = []
"""The floor taken after each step, in the step's conditions: one durable commit and the
unchanged screen painted whole, felt included, timed together (the acceptance floor)."""
WHOLE: list[float] = []
"""The unchanged screen painted whole, the felt included (see :func:`main`)."""


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--keys-only", action="store_true",
                        help="only the keys per coup (no latency figures)")
    parser.add_argument("--game", choices=("baccarat", "samkong"), default="baccarat",
                        help="the game dealt (samkong: tests/bench/samkong_table.py)")
    parser.add_argument("--latency-only", action="store_true",
                        help="only the latency figures (no keys per coup)")
    parser.add_argument("--breakdown", action="store_true",
                        help="then where a step's CPU time goes, part by part (another pass)")
    args = parser.parse_args()
    if args.game == "samkong":  # a six-door Sam Kong shoe: the same figures, the same last line
        from tests.bench import samkong_table

        samkong_app = QApplication.instance() or QApplication([])
        assert isinstance(samkong_app, QApplication)
        return samkong_table.main(samkong_app, args.steps, p99)
    from tests.bench.table_core import PROFILES, one_shoe

    worst_cpu = max(one_shoe(name, seed)[1] for name in PROFILES for seed in range(2))
    print(f"table core: whole 8-deck shoe by the scripted dealer, worst {worst_cpu * 1000:.0f} "
          f"ms cpu (budget 1000 ms: {'ok' if worst_cpu < 1 else 'TOO SLOW'})")
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    for line in [] if args.latency_only else keys_lines(app):
        print(line, flush=True)
    if args.keys_only:
        return 0
    times, commit, repaint = measure(app, args.steps)
    median, tail = statistics.median(times) * 1000, p99(times) * 1000
    commit_ms, repaint_ms = statistics.median(commit) * 1000, statistics.median(repaint) * 1000
    whole_ms = statistics.median(WHOLE) * 1000
    # The floor: one durable commit and the whole screen painted, every widget, the felt
    # (an opaque widget) included, as a step paints it; taken after each step, after the same
    # turn of the event loop as the step (the acceptance floor). The same two parts timed
    # back to back, each in its own tight loop, run with warm caches no step ever has: that
    # sum is printed beside it.
    floor = statistics.median(PAIRED) * 1000
    loop_floor = commit_ms + whole_ms
    print(f"  floor, taken after each step in the step's conditions (one durable commit, then "
          f"the unchanged screen painted whole, felt included): median {floor:.3f} ms, p99 "
          f"{p99(PAIRED) * 1000:.2f} ms")
    print(f"  the same floor's parts back to back, each in a tight loop (warm caches): store "
          f"one attempt median {commit_ms:.3f} ms + paint the unchanged table screen whole "
          f"{whole_ms:.3f} ms = {loop_floor:.2f} ms; against it the ratio is "
          f"{median / loop_floor:.2f} x")
    print(f"  the felt is an opaque widget, which Qt leaves out of the screen's repaint() "
          f"unless it changed: the unchanged screen repainted without it, median "
          f"{repaint_ms:.3f} ms; against that lesser floor ({commit_ms + repaint_ms:.2f} ms) "
          f"the ratio is {median / (commit_ms + repaint_ms):.2f} x")
    print(f"  the floor's own tails: commit p99 {p99(commit) * 1000:.2f} ms, whole paint p99 "
          f"{p99(WHOLE) * 1000:.2f} ms")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  step CPU time: median {statistics.median(CPU) * 1000:.2f} ms, p99 "
          f"{p99(CPU) * 1000:.2f} ms (load average {load:.1f} on {os.cpu_count()} cores)")
    print(f"  targets: ratio <= 2 -> {'OK' if median <= 2 * floor else 'OVER'}; "
          f"p99 < 16 ms -> {'OK' if tail < 16 else 'OVER'} ({len(times)} steps)")
    print(f"table: median {median:.2f} ms, p99 {tail:.2f} ms, floor {floor:.2f} ms, "
          f"ratio {median / floor:.2f} x")
    if args.breakdown:
        from tests.bench.table_parts import breakdown

        for line in breakdown(app, args.steps):
            print(line)
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    # Skip interpreter teardown: PySide6 can crash while garbage-collecting widgets at exit,
    # after every figure above has been printed (as tests/bench/answer_latency.py).
    os._exit(code)
