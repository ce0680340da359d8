"""Screenshots of an exam's Table section (issue 14) in the main window at 1024 x 700: the
blueprint form with a Table section, the sitting dealing it (mid-payout) and the result.

``xvfb-run -a .venv/bin/python scripts/exam_table_screenshots.py --lang en`` (or
``zh-Hant``, ``pseudo``) writes ``exam-table-<name>-<lang>.png`` into ``--out`` (default
``docs/screenshots``). The steps are the engine's (the core tests' scripted dealer), handed to
the sitting's presenter as the desk's keys would.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.chips import chip_key
from trainer.drills import DrillKind, Level
from trainer.exams.blueprint import Blueprint, SectionSpec, TableSectionSpec
from trainer.table.session import Action
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    app.setStyleSheet(app_style_sheet())
    folder = Path(tempfile.mkdtemp(prefix="dt-exam-table-shots-"))
    from trainer.store import open_store

    start = datetime(2026, 12, 1, 2, 0, tzinfo=UTC)
    calls = iter(range(10**9))

    def clock() -> datetime:
        """Half a second a reading: the pace of a dealer, not of a script."""
        return start + timedelta(seconds=0.5 * next(calls))

    store = open_store(None, data_dir=folder, clock=clock)
    prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    translations.install(args.lang)
    window = MainWindow(store, prefs, translations, db_label=str(folder))
    window.resize(1024, 700)
    window.show()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    boss = store.create_first_instructor("chan", "陳 Sir", "instructor-pass")
    cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
    store.roster.create_trainee(boss, "amy", "黃美美 Amy", cohort.id, "1234")
    blueprint = Blueprint(
        "Dealer certificate 荷官證書", (SectionSpec(DrillKind.DRAW, Level.ALL, 1, 80),),
        pass_mark=80, time_limit_s=3600, cohort_ids=(cohort.id,),
        tables=(TableSectionSpec(DEFAULT_PROFILES["commission-box-2000"], 5, 90, 40, 90, 10),))
    store.exams.create(boss, blueprint)

    def shot(name: str) -> None:
        app.processEvents()
        QTest.qWait(120)
        window.grab().save(str(out / f"exam-table-{name}-{args.lang}.png"))

    def sign_in(name: str, secret: str) -> None:
        window.stack.setCurrentWidget(window.sign_in)
        window.sign_in.name_edit.setText(name)
        window.sign_in.secret_edit.setText(secret)
        QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)

    # 1. The instructor's form with the exam open: a drill section and a Table section.
    sign_in("chan", "instructor-pass")
    window.open_screen("exam")
    screen = window.stack.currentWidget()
    panel = screen.instructor.blueprints  # type: ignore[attr-defined]
    for _ in range(50):
        app.processEvents()
        QTest.qWait(20)
        if panel.list.count():
            break
    panel.list.setCurrentRow(0)
    app.processEvents()
    row = panel.form.table_rows[0]
    scroll = panel.form.parentWidget().parentWidget()
    for _ in range(5):
        app.processEvents()
        QTest.qWait(20)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    scroll.horizontalScrollBar().setValue(0)  # the labels' column in view
    row.coups.setFocus()
    shot("form")
    window.sign_out()

    # 2. The trainee's sitting, at the table, mid-payout.
    sign_in("amy", "1234")
    window.open_screen("exam")
    desk_screen = window.stack.currentWidget().desk  # type: ignore[attr-defined]
    desk_screen.presenter.start(1, "chan", "instructor-pass")
    for _ in range(200):
        app.processEvents()
        QTest.qWait(20)
        if desk_screen.sitting is not None:
            break
    presenter = desk_screen.sitting
    session = presenter.session
    shown = session.current
    assert shown is not None
    from trainer.drills import expected_answer

    presenter.submit(expected_answer(shown.question))
    desk = desk_screen.sitting_view.desk
    paid = 0
    while (table := session.table) is not None:
        name, action = right_action(table)
        if name == "pay":
            if table.coup_number >= 2 and paid >= 1:
                desk.selected = action[0]
                desk._redraw()
                desk.chip_entry.edit.setText(" ".join(f"{n}x{chip_key(v)}" for v, n in action[1]))
                break
            paid += 1
        presenter.table_act(Action(name, action))
    shot("sitting")
    presenter.hand_in()
    shot("result")
    window.close()
    store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
