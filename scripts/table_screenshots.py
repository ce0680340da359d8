"""Screenshots of the Table screen (issue 14) in the main window at 1024 x 700: a 9-seat
table mid-payout, a commission-box table with its boxes marked, a refused faulty bet, the
Clock score card with its mistake re-drawn, and the question Esc asks on a half-dealt shoe.

``xvfb-run -a .venv/bin/python scripts/table_screenshots.py --lang en`` (or ``zh_Hant``,
``pseudo``) writes ``docs/screenshots/table-<name>-<lang>.png``. Every step is taken
through the screen's presenter from the core tests' scripted dealer (the engine's answers).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.table_script import right_action
from trainer.baccarat.settlement import Bet, validate_bets
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.baccarat.tableau import Hand
from trainer.errors import BetRefused
from trainer.table import TableSettings
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.resources import app_style_sheet
from ui.table.view import TableScreen

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
"""Where they go (made on demand: git keeps only what README.md and docs/ show)."""
PRESENTER_NAMES = {"accept_bets": "no_more_bets"}


def _accepted(bet: Bet, table: TableRules) -> bool:
    """Whether the engine takes ``bet`` on its own (a good bet to refuse, wrongly)."""
    try:
        validate_bets((bet,), table)
    except BetRefused:
        return False
    return True


def play_until(screen: TableScreen, stop: Callable[[str, tuple[object, ...]], bool]) -> None:
    """Take right steps through the presenter until ``stop(name, args)`` says so."""
    session = screen.presenter.session
    assert session is not None
    for _ in range(2000):
        if session.finished:
            stop("", ())
            return
        name, args = right_action(session)
        if stop(name, args):
            return
        if name == "draw":
            screen.presenter.draw(args[1])  # type: ignore[arg-type]
        elif name == "pay":
            row = " ".join(f"{n}x{v}" for v, n in args[1])  # type: ignore[attr-defined]
            screen.presenter.pay(args[0], row)  # type: ignore[arg-type]
        elif name in ("mark", "collect_box"):
            getattr(screen.presenter, name)(args[0], str(args[1]))
        else:
            getattr(screen.presenter, PRESENTER_NAMES.get(name, name))(*args)
    raise AssertionError("never stopped")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    app.setStyleSheet(app_style_sheet())
    folder = Path(tempfile.mkdtemp(prefix="dt-table-shots-"))
    from trainer.store import open_store

    store = open_store(None, data_dir=folder)
    prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    translations.install(args.lang)
    window = MainWindow(store, prefs, translations, db_label=str(folder))
    window.resize(1024, 700)
    window.show()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    boss = store.create_first_instructor("chan", "陳 Sir", "instructor-pass")
    nine = dataclasses.replace(DEFAULT_PROFILES["mass-300"], name="school-9-seats", seats=9)
    store.table_profiles.save(boss, nine.name, nine.to_dict())
    cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
    store.roster.create_trainee(boss, "amy", "黃美美 Amy", cohort.id, "1234")
    window.stack.setCurrentWidget(window.sign_in)
    window.sign_in.name_edit.setText("amy")
    window.sign_in.secret_edit.setText("1234")
    QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    window.open_screen("table")
    screen = window.stack.currentWidget()
    assert isinstance(screen, TableScreen)

    def shot(name: str) -> None:
        app.processEvents()
        QTest.qWait(80)
        window.grab().save(str(out / f"table-{name}-{args.lang}.png"))

    # A full 9-seat table, mid-payout: losers taken, two winners paid, the next one typed.
    screen.preset(profile=nine.name, seed=5,
                  settings=TableSettings(seats_filled=1.0, fault_rate=0.0))
    paid: list[object] = []

    def mid_payout(name: str, args_: tuple[object, ...]) -> bool:
        if name == "pay":
            if len(paid) == 2:
                screen.selected = args_[0]  # type: ignore[assignment]
                screen._redraw()
                row = " ".join(f"{n}x{v}" for v, n in args_[1])  # type: ignore[attr-defined]
                screen.chip_entry.edit.setText(row)
                return True
            paid.append(args_[0])
        return False

    play_until(screen, mid_payout)
    shot("payout")
    # A commission-box table with boxes marked, a few coups in.
    screen.preset(profile="commission-box-2000", seed=4,
                  settings=TableSettings(seats_filled=0.9, fault_rate=0.0))
    boxes = screen.presenter.session
    assert boxes is not None
    play_until(screen, lambda name, _a: boxes.coup_number >= 4 and name == "accept_bets")
    shot("boxes")
    # A faulty bet refused (its feedback with the article), then a good bet refused: wrong.
    screen.preset(profile="mass-300", seed=1,
                  settings=TableSettings(seats_filled=0.8, fault_rate=0.3))
    session = screen.presenter.session
    assert session is not None
    name, args_ = right_action(session)
    assert name == "refuse"
    screen.selected = args_[0]  # type: ignore[assignment]
    QTest.keyClick(screen.felt, Qt.Key.Key_R)
    shot("refused")
    target = right_action(session)
    good = next(b for b in session.state().layout
                if _accepted(b, session.table) and target != ("refuse", (b,)))
    screen.selected = good
    QTest.keyClick(screen.felt, Qt.Key.Key_R)
    shot("refused-good")
    # Clock mode: three coups, one dealt out of order; the last coup's list, the score card.
    screen.presenter.go_on()
    ticks = iter(range(10**6))
    screen.presenter.clock = lambda: 2.5 * next(ticks)  # a dealer's pace: 2.5 s a step
    screen.preset(profile="mass-300", seed=2, mode="clock",
                  settings=TableSettings(seats_filled=0.8, fault_rate=0.1, max_coups=3))
    clock = screen.presenter.session
    assert clock is not None
    wrong: list[bool] = []

    def one_wrong(name: str, _args: tuple[object, ...]) -> bool:
        if name == "deal" and not wrong and clock.coup_number == 3:
            wrong.append(True)
            screen.presenter.deal(Hand.BANKER)
        return clock.finished

    play_until(screen, one_wrong)
    shot("clock")
    box = screen.score_box
    assert box is not None
    app.processEvents()
    QTest.qWait(80)
    box.grab().save(str(out / f"table-score-{args.lang}.png"))
    box.close()
    # Esc on a half-dealt shoe: the question before it is dropped (Leave / Keep dealing).
    screen.preset(profile="mass-300", seed=1,
                  settings=TableSettings(seats_filled=0.8, fault_rate=0.0))
    steps: list[str] = []
    play_until(screen, lambda name, _a: steps.append(name) is None and len(steps) > 3)
    QTest.keyClick(screen.felt, Qt.Key.Key_Escape)
    leave = screen.leave_box
    assert leave is not None
    app.processEvents()
    QTest.qWait(80)
    leave.grab().save(str(out / f"table-leave-{args.lang}.png"))
    QTest.keyClick(leave, Qt.Key.Key_Escape)  # keep dealing
    screen.presenter.stop()
    window.close()
    store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
