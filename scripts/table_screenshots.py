"""Screenshots of the Table screen (issue 14) in the main window at 1024 x 700: a 9-seat
table mid-payout, a commission-box table with its boxes marked, a refused faulty bet, the
Clock score card with its mistake re-drawn, the question Esc asks on a half-dealt shoe, and
a busy Full VIP coup at 7, 9 and 14 seats at 1024 x 700 and 1400 x 880 (issue 24);
then the Table everywhere else on the shoes dealt: the question a kept shoe asks on coming
back, lesson 24, Progress and the Dashboard charting the Table, a coup replayed from the
attempt log, the Dashboard's Homework tab and the table profile's house-procedure fields.

``xvfb-run -a .venv/bin/python scripts/table_screenshots.py --lang en`` (or ``zh-Hant``,
``pseudo``) writes ``docs/screenshots/table-<name>-<lang>.png`` (and the other screens'
``<screen>-<name>-<lang>.png``). Every step is taken through the screen's presenter from the
core tests' scripted dealer (the engine's answers).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.table_script import right_action
from trainer.baccarat.bets import BetKind
from trainer.baccarat.settlement import Bet, validate_bets
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.baccarat.tableau import Hand
from trainer.errors import BetRefused
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.session import Action
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.resources import app_style_sheet
from ui.table.view import TableScreen

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
"""Where they go (made on demand: git keeps only what README.md and docs/ show)."""
PRESENTER_NAMES = {"accept_bets": "no_more_bets"}
"""The dealer input's request named otherwise than the session's action."""


def _accepted(bet: Bet, table: TableRules) -> bool:
    """Whether the engine takes ``bet`` on its own (a good bet to refuse, wrongly)."""
    try:
        validate_bets((bet,), table)
    except BetRefused:
        return False
    return True


def play_until(screen: TableScreen, stop: Callable[[str, tuple[object, ...]], bool]) -> None:
    """Take right steps through the screen's dealer input (as its keys do) until
    ``stop(name, args)`` says so."""
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
            screen.dealer.draw(args[1])  # type: ignore[arg-type]
        elif name == "pay":
            row = " ".join(f"{n}x{v}" for v, n in args[1])  # type: ignore[attr-defined]
            screen.dealer.pay(args[0], row)  # type: ignore[arg-type]
        elif name in ("mark", "collect_box"):
            getattr(screen.dealer, name)(args[0], str(args[1]))
        elif name in ("count_cash", "give_chips", "colour_up"):  # the cash waiting (issue 24)
            cash = args[1]
            screen.dealer.change_cash(f"{cash:f}" if isinstance(cash, Decimal) else " ".join(
                f"{n}x{v:f}" for v, n in cash))  # type: ignore[attr-defined]
        elif name in ("answer_demo", "announce_last", "close_shoe", "cut", "burn_cards",
                      "return_cards", "answer_irregular", "pass_cards", "pass_third",
                      "take_back"):  # the shoe's life, irregularities and the card holder
            screen.dealer.send(Action(name, args))
        else:
            getattr(screen.dealer, PRESENTER_NAMES.get(name, name))(*args)
    raise AssertionError("never stopped")


def _wait(app: QApplication, ready: Callable[[], bool], limit_ms: int = 20_000) -> None:
    """Let the event loop run until ``ready()`` (background reads) or ``limit_ms`` passes."""
    waited = 0
    while not ready() and waited < limit_ms:
        app.processEvents()
        QTest.qWait(50)
        waited += 50


def everywhere_shots(app: QApplication, window: MainWindow, store, boss, cohort_id: int,
                     out: Path, lang: str) -> None:
    """The Table everywhere else, on the shoes dealt above: the question a kept shoe asks,
    lesson 24's table, the trainee's Progress charting the Table, the Dashboard's Table
    charts, a Table step's coup replayed from the attempt log, the Homework tab, and the
    Settings table profile with the house-procedure fields."""
    from datetime import UTC, datetime, timedelta

    from trainer.drills import DrillKind
    from trainer.homework import Subject, Target, TargetKind
    from trainer.kinds import TABLE_KIND
    from trainer.macau_time import macau_day

    def shot(name: str, widget=None) -> None:
        app.processEvents()
        QTest.qWait(150)
        (widget or window).grab().save(str(out / f"{name}-{lang}.png"))

    def sign_in(name: str, secret: str) -> None:
        window.stack.setCurrentWidget(window.sign_in)
        window.sign_in.name_edit.setText(name)
        window.sign_in.secret_edit.setText(secret)
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)

    def table_kind(charts) -> None:
        charts.kind_combo.setCurrentIndex(charts.kind_combo.findData(TABLE_KIND))
        _wait(app, lambda: charts.presenter.data is not None
              and charts.presenter.data.table.kinds != () and not charts.presenter.runner.busy)

    # The shoe left above is kept: signed in again, the Table asks before dealing anew.
    window.sign_out()
    sign_in("amy", "1234")
    window.open_screen("table")
    table = window.stack.currentWidget()
    assert isinstance(table, TableScreen)
    _wait(app, lambda: table.resume_box is not None and table.resume_box.isVisible())
    assert table.resume_box is not None and table.resume_button is not None
    shot("table-resume", table.resume_box)
    table.resume_button.click()
    app.processEvents()
    table.presenter.stop()
    # Lesson 24 at its commission-box table.
    window.open_screen("lessons")
    lessons = window.stack.currentWidget()
    lessons.open_lesson("take-pay-and-commission-boxes")  # type: ignore[attr-defined]
    app.processEvents()
    page = lessons.page  # type: ignore[attr-defined]
    lessons.lesson_scroll.verticalScrollBar().setValue(  # type: ignore[attr-defined]
        page.examples[-1].y() - 12)
    shot("lessons-table")
    # The trainee's Progress with the drill filter on the Table.
    window.open_screen("progress")
    progress = window.stack.currentWidget()
    _wait(app, lambda: progress.presenter.data is not None  # type: ignore[attr-defined]
          and not progress.presenter.runner.busy)  # type: ignore[attr-defined]
    table_kind(progress)
    shot("progress-table")
    window.sign_out()
    # The instructor: homework set for the cohort, the Dashboard, Settings.
    today = macau_day(datetime.now(UTC))
    store.homework.create(boss, cohort_id, Subject.table(), Target(TargetKind.ACCURACY, 90, 50),
                          today + timedelta(days=7))
    store.homework.create(boss, cohort_id, Subject.drill(DrillKind.PAYOUT.value),
                          Target(TargetKind.ANSWERS, 200), today + timedelta(days=3))
    store.homework.create(boss, cohort_id, Subject.lesson("take-pay-and-commission-boxes"),
                          Target(TargetKind.PASSED), today + timedelta(days=2))
    sign_in("chan", "instructor-pass")
    # Settings first: the Dashboard grows the window in the pseudo-locale (docs/screens.md).
    window.open_screen("settings")
    settings = window.stack.currentWidget()
    settings.tabs.setCurrentIndex(1)  # type: ignore[attr-defined]
    tables = settings.tables  # type: ignore[attr-defined]
    app.processEvents()
    tables.form_scroll.ensureWidgetVisible(tables.tie_bets_combo)
    tables.form_scroll.horizontalScrollBar().setValue(0)  # the labels in view
    tables.pay_order_combo.setFocus()
    shot("settings-table-procedure")
    window.open_screen("dashboard")
    dashboard = window.stack.currentWidget()
    charts = dashboard.progress  # type: ignore[attr-defined]
    _wait(app, lambda: dashboard.roster_model.rowCount() > 0  # type: ignore[attr-defined]
          and charts.presenter.data is not None and not charts.presenter.runner.busy)
    table_kind(charts)
    shot("dashboard-table")
    dashboard.tabs.setCurrentIndex(1)  # type: ignore[attr-defined]
    dashboard.wrong_only.setChecked(True)  # type: ignore[attr-defined]
    log = dashboard.presenter  # type: ignore[attr-defined]
    _wait(app, lambda: log.page is not None and log.page.flt.correct is False
          and not log.runner.busy)
    view = dashboard.attempt_view  # type: ignore[attr-defined]
    view.selectRow(0)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # the wrong step's coup, replayed
    _wait(app, lambda: dashboard.replay_dialog is not None)  # type: ignore[attr-defined]
    replay = dashboard.replay_dialog  # type: ignore[attr-defined]
    shot("table-replay", replay)
    replay.close()
    dashboard.tabs.setCurrentIndex(2)  # type: ignore[attr-defined]
    homework = dashboard.homework  # type: ignore[attr-defined]
    _wait(app, lambda: homework.assignment_table.rowCount() == 3)
    homework.assignment_table.selectRow(0)
    _wait(app, lambda: homework.status_table.rowCount() > 0, 5000)
    shot("dashboard-homework")


def vip_shots(app: QApplication, window: MainWindow, screen: TableScreen, out: Path,
              lang: str) -> None:
    """A busy Full VIP coup being settled on 7-, 9- and 14-seat commission-box tables, at
    1024 x 700 and 1400 x 880 (issue 24: the felt a trainee must read), as
    ``table-vip-<seats>-<width>-<lang>.png``; the window is 1024 x 700 again after."""
    from trainer.table.difficulty import PRESETS, Difficulty

    settings = PRESETS[Difficulty.FULL_VIP].settings(TableSettings(max_coups=3))
    for size in ((1024, 700), (1400, 880)):
        window.resize(*size)
        for seats in (7, 9, 14):
            screen.preset(profile=f"vip-{seats}-seats", seed=7, settings=settings)
            session = screen.presenter.session
            assert session is not None
            taken: list[str] = []

            def dealt(name: str, _args: tuple[object, ...], session: TableSession = session,
                      taken: list[str] = taken) -> bool:
                state = session.state()
                if state.phase is Phase.SETTLE and len(state.player) + len(state.banker) >= 5:
                    taken.append(name)
                return len(taken) > 2  # three steps into the settlement, a third card out

            play_until(screen, dealt)
            screen._redraw()
            app.processEvents()
            QTest.qWait(80)
            window.grab().save(str(out / f"table-vip-{seats}-{size[0]}-{lang}.png"))
    screen.presenter.stop()
    window.resize(1024, 700)


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
    vip = DEFAULT_PROFILES["commission-box-2000"]
    for seats in (7, 9, 14):  # with Lucky 6: every side bet on the felt
        lucky = vip.with_side_bet(BetKind.LUCKY_6, minimum=vip.minimum,
                                  maximum=vip.minimum * 5, offered=True)
        table = dataclasses.replace(lucky, name=f"vip-{seats}-seats", seats=seats)
        store.table_profiles.save(boss, table.name, table.to_dict())
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
            screen.dealer.deal(Hand.BANKER)
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
    everywhere_shots(app, window, store, boss, cohort.id, out, args.lang)
    window.open_screen("table")  # the instructor's (a trainee's kept shoes stay as they are)
    vip = window.stack.currentWidget()
    assert isinstance(vip, TableScreen)
    vip_shots(app, window, vip, out, args.lang)
    window.close()
    store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # the screens' background pools are gone with the window: no teardown
