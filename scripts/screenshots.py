"""Take the README/closing-note screenshots of real screens (run under ``xvfb-run -a``).

``xvfb-run -a .venv/bin/python scripts/screenshots.py [--lang en] [--out resources/screenshots]``

``--lang pseudo`` runs the pseudo-locale (every string 40% longer, accented, bracketed) and
also takes every other screen (progress, exam, dashboard), to find clipped labels and strings
that miss ``tr()``: ``resources/screenshots/<name>-pseudo.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from trainer.baccarat.table import TableRules
from trainer.drills import DrillKind, expected_answer
from trainer.drills.model import DrawAnswer
from trainer.store import open_store
from ui.drills.view import KIND_ORDER
from ui.i18n import PSEUDO, Translations
from ui.i18n_build import build
from ui.main_window import MainWindow
from ui.resources import resource_path


def payout_with_chips(screen, store, boss, shot) -> None:
    """The payout drill at a school's own table with the chip breakdown asked: one line paid
    in the fewest chips, its feedback showing, and the next line's payout and chips typed."""
    rules = TableRules(
        name="School HK$500", minimum=Decimal(500), maximum=Decimal(50000), no_commission=True,
        chips=tuple(Decimal(c) for c in (25, 100, 500, 1000, 5000)), smallest_unit=Decimal(25))
    store.table_profiles.save(boss, rules.name, rules.to_dict())
    screen.stack.setCurrentWidget(screen.chooser)
    screen.enter()
    screen.kind_list.setCurrentRow(KIND_ORDER.index(DrillKind.PAYOUT))
    screen.profile_combo.setCurrentIndex(screen.profile_combo.findData(rules.name))
    screen.chips_check.setChecked(True)
    screen.seed = 21
    screen.start()
    panel = screen.panel
    answered_paid = False
    for _ in range(80):
        question = screen.presenter.current
        right = expected_answer(question)
        if answered_paid and right.paid > 0:
            break
        answered_paid = right.paid > 0
        screen.presenter.submit(right)
    QTest.keyClicks(panel.paid_edit, f"{right.paid:,}")
    QTest.keyClick(panel.paid_edit, Qt.Key.Key_Return)  # on to the chips
    counts = dict(right.chips or ())
    for value, edit in zip(panel.chip_entry.chips, panel.chip_entry.edits, strict=True):
        if value in counts:
            QTest.keyClicks(edit, str(counts[value]))
    shot("practice-payout-chips")
    screen.finish_early()
    screen.seed = None


def lesson_shots(window, shot) -> None:
    """The Lessons screen: lesson 7 "The Banker's tableau" at its worked examples, a Sam Kong
    lesson at its doors, and lesson 7's check answered by keys with one answer wrong."""
    window.open_screen("lessons")
    screen = window.stack.currentWidget()
    for lesson_id, name in (("banker-tableau", "lessons-tableau"),
                            ("samkong-winning-and-ties", "lessons-samkong")):
        screen.open_lesson(lesson_id)
        QTest.qWait(80)
        screen.scroll.verticalScrollBar().setValue(screen.page.examples[0].y() - 12)
        shot(name)
    screen.open_lesson("banker-tableau")
    QTest.qWait(80)
    screen.go_to_check()
    for key in "dsdd":  # the third is wrong: Banker 3 stands against an 8 (art. 9 (4)(1))
        QTest.keyClicks(window.focusWidget(), key)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    QTest.qWait(80)
    bar = screen.scroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    shot("lessons-check")


def every_other_screen(window, shot, trainee: tuple[str, str], boss: tuple[str, str]) -> None:
    """The screens the standard run leaves out, for the pseudo-locale pass."""
    window.sign_out()
    window.sign_in.name_edit.setText(trainee[0])
    window.sign_in.secret_edit.setText(trainee[1])
    QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    for key in ("progress", "exam"):
        window.open_screen(key)
        QTest.qWait(400)  # background loads
        shot(key)
    window.sign_out()
    window.sign_in.name_edit.setText(boss[0])
    window.sign_in.secret_edit.setText(boss[1])
    QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    for key in ("dashboard", "exam"):
        window.open_screen(key)
        QTest.qWait(400)
        screen = window.stack.currentWidget()
        shot(f"{key}-instructor")
        tabs = getattr(screen, "tabs", None)
        for index in range(1, tabs.count() if tabs is not None else 0):
            tabs.setCurrentIndex(index)
            QTest.qWait(200)
            shot(f"{key}-instructor-{index + 1}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=resource_path("screenshots"))
    args = parser.parse_args()
    build()  # the .qm files, the pseudo-locale's included, as the set-up builds them
    app = QApplication(sys.argv)
    app.setStyleSheet(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    folder = Path(tempfile.mkdtemp(prefix="dt-shots-"))
    store = open_store(None, data_dir=folder)
    prefs = QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    translations.install(args.lang)
    window = MainWindow(store, prefs, translations, db_label=str(folder))
    window.resize(1280, 860)
    window.show()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    lang = args.lang

    def shot(name: str) -> None:
        app.processEvents()
        QTest.qWait(80)
        window.grab().save(str(out / f"{name}-{lang}.png"))

    shot("first-start")
    boss = store.create_first_instructor("chan", "陳 Sir", "instructor-pass")
    cohort = store.roster.create_cohort(boss, "2026-12 百家樂 A")
    store.roster.create_trainee(boss, "amy", "黃美美 Amy", cohort.id, "1234")
    store.roster.create_trainee(boss, "ben", "李志明 Ben", cohort.id, "5678")
    window.stack.setCurrentWidget(window.sign_in)
    window.sign_in.name_edit.setText("amy")
    shot("sign-in")
    window.sign_in.secret_edit.setText("1234")
    QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    shot("home")
    window.open_screen("practice")
    screen = window.stack.currentWidget()
    shot("practice-chooser")
    for row, kind in enumerate((DrillKind.DRAW, DrillKind.CALL, DrillKind.PAYOUT,
                                DrillKind.SAMKONG_LEVEL, DrillKind.SAMKONG_DOORS,
                                DrillKind.SAMKONG_PAYOUT, DrillKind.SHOE)):
        screen.kind_list.setCurrentRow(row)
        screen.start()
        app.processEvents()
        question = screen.presenter.current
        right = expected_answer(question)
        if kind is DrillKind.DRAW:
            screen.presenter.submit(DrawAnswer(not right.draws))  # a wrong answer, to show why
        else:
            screen.presenter.submit(right)
        shot(f"practice-{kind.value}")
        screen.finish_early()
    shot("practice-summary")
    payout_with_chips(screen, store, boss, shot)
    lesson_shots(window, shot)
    window.sign_out()
    window.sign_in.name_edit.setText("chan")
    window.sign_in.secret_edit.setText("instructor-pass")
    QTest.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    window.open_screen("settings")
    shot("settings-roster")
    settings = window.stack.currentWidget()
    settings.tabs.setCurrentIndex(1)
    shot("settings-tables")
    if lang == PSEUDO.code:
        every_other_screen(window, shot, ("amy", "1234"), ("chan", "instructor-pass"))
    window.close()
    store.close()
    print(f"screenshots written to {out}")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)
