"""Screenshots of Sam Kong at the Table in the main window at 1024 x 700: a six-door round
mid-settlement (losers taken, a winner paid, the next selected with its chips typed), a wrong
step explained with its article, and the end of the shoe's rounds with the score card
(``samkong-score-dialog-<lang>.png``, at its own size).

``xvfb-run -a .venv/bin/python scripts/samkong_screenshots.py --lang en`` (or ``zh-Hant``,
``pseudo``) writes ``samkong-<name>-<lang>.png`` into ``--out`` (default
``docs/screenshots``). Every step is the engine's (the session's ``next_right``), handed to
the screen's presenter as the desk's keys would.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from trainer.store import open_store
from trainer.table import TableSettings
from trainer.table.session import Action
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.resources import app_style_sheet
from ui.table.view import TableScreen

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    app.setStyleSheet(app_style_sheet())
    folder = Path(tempfile.mkdtemp(prefix="sk-shots-"))
    store = open_store(None, data_dir=folder)
    prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    translations.install(args.lang)
    window = MainWindow(store, prefs, translations, db_label=str(folder))
    window.resize(1024, 700)
    window.show()
    boss = store.create_first_instructor("chan", "陳 Sir", "instructor-pass")
    store.roster.create_trainee(boss, "amy", "黃美美 Amy", None, "1234")
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
        window.grab().save(str(out / f"samkong-{name}-{args.lang}.png"))

    presenter = screen.presenter
    # A dealer's pace on the score card, not the script's: the table's clock moves by a
    # step's usual time before each step (a payout longer), as a trainee's would.
    now = [0.0]
    presenter.clock = lambda: now[0]

    def think(name: str) -> None:
        now[0] += {"pay": 6.0, "mark": 5.0, "take": 2.5, "call_level": 3.0,
                   "call_door": 1.5, "deal": 0.8}.get(name, 2.0)

    screen.preset(profile="samkong-six-door-shoe", seed=args.seed,
                  settings=TableSettings(fault_rate=0.0, max_coups=3))
    paid = 0
    while True:  # to the third winner paid of the first round
        dealt = presenter.samkong
        assert dealt is not None
        name, step = dealt.next_right()
        if name == "pay":
            if paid == 2:
                desk = screen.samkong_desk
                desk.selected = ("bet", step[0])
                desk.show_state()
                chips = step[1]
                desk.chip_entry.edit.setText(
                    " ".join(f"{n}x{v}" for v, n in chips) if isinstance(chips, tuple)
                    else str(chips))
                break
            paid += 1
        think(name)
        presenter.act(Action(name, step))
    shot("mid-settlement")
    think("take")
    presenter.act(Action("take", (step[0],)))  # a winner taken: wrong, explained
    shot("wrong-step")
    presenter.go_on()
    while presenter.samkong is not None and not presenter.samkong.finished:
        name, step = presenter.samkong.next_right()
        think(name)
        presenter.act(Action(name, step))
    shot("score-card")
    box = screen.samkong_desk.score_box
    if box is not None:
        app.processEvents()
        QTest.qWait(80)
        box.grab().save(str(out / f"samkong-score-dialog-{args.lang}.png"))
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)
