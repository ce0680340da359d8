"""Screenshots of the scheduler's instructor side (issue 15 points 3 and 6) and "All drills"
in Practice (point 2). Run under ``xvfb-run -a`` (or ``QT_QPA_PLATFORM=offscreen``):

``xvfb-run -a .venv/bin/python scripts/schedule_screenshots.py --lang zh-Hant``

Writes ``settings-reviews-<lang>.png`` (Settings > Reviews and daily goal, with a refusal
under its field), ``homework-health-<lang>.png`` (the Homework tab's schedule health: a
trainee with enough reviews, one with too few, one with none) and
``practice-all-drills-<lang>.png`` into ``--out`` (default docs/screenshots/), each at
1024 x 700.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication, QWidget

from scripts.i18n_build import build
from trainer.auth import Actor
from trainer.drills import DrillKind, cells_for
from trainer.store import NewAttempt, Store, open_store
from ui.i18n import Translations
from ui.resources import resource_path

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZE = (1024, 700)


def settle() -> None:
    for _ in range(20):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def answer(store: Store, who: Actor, kind: DrillKind, cell_index: int, correct: bool,
           ago: timedelta) -> None:
    session = store.practice.start_session(who, kind.value, {})
    store.practice.record_attempt(who, NewAttempt(
        session_id=session, drill_kind=kind.value, question={}, answer="a", correct=correct,
        ms_taken=2500, answered_at=store.now() - ago, cell=cells_for(kind)[cell_index]))


def seed(store: Store) -> tuple[Actor, Actor]:
    boss = store.create_first_instructor("lei", "Instructor Lei", "teacher-pass")
    cohort = store.roster.create_cohort(boss, "2026-12 Baccarat A")
    people = {}
    for name, display in (("amy", "陳美美"), ("bob", "李小明"), ("carla", "Carla Sousa")):
        store.roster.create_trainee(boss, name, display, cohort.id, "1234")
        people[name] = store.authenticate(name, "1234")
    store.schedule.set_cohort_policy(boss, cohort.id, retention=0.9)
    for i in range(25):  # amy: 24 reviews over three cells, 3 of them wrong
        answer(store, people["amy"], DrillKind.DRAW, i % 3, i % 8 != 5,
               timedelta(days=20 - i // 2, hours=i))
    for i, kind in enumerate((DrillKind.CALL, DrillKind.SAMKONG_LEVEL, DrillKind.PAYOUT)):
        answer(store, people["amy"], kind, 0, False, timedelta(days=3 - i))  # due now
    for i in range(4):  # bob: 3 reviews of one cell
        answer(store, people["bob"], DrillKind.CALL, 0, i != 2, timedelta(days=6 - i))
    return boss, people["amy"]


def shoot(widget: QWidget, path: Path) -> None:
    widget.resize(*SIZE)
    widget.show()
    settle()
    widget.grab().save(str(path))
    print(path)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    style = resource_path("styles", "app.qss")
    if style.exists():
        app.setStyleSheet(style.read_text(encoding="utf-8"))
    Translations().install(args.lang)
    out, lang = args.out, args.lang
    out.mkdir(parents=True, exist_ok=True)
    from ui.dashboard.view import DashboardScreen
    from ui.practice.view import PracticeScreen
    from ui.settings.view import SettingsScreen

    with tempfile.TemporaryDirectory() as tmp, \
            open_store(f"sqlite:///{Path(tmp) / 'shots.sqlite3'}") as store:
        boss, amy = seed(store)
        settings = SettingsScreen(store, boss)
        settings.tabs.setCurrentWidget(settings.schedule)
        tab = settings.schedule
        tab.cohort_combo.setCurrentIndex(1)
        tab.retention_edit.setText("98")
        tab.save()
        shoot(settings, out / f"settings-reviews-{lang}.png")

        dashboard = DashboardScreen(store, boss, None)
        dashboard.resize(*SIZE)
        dashboard.show()
        dashboard.enter()
        homework = dashboard.homework
        dashboard.tabs.setCurrentWidget(homework)
        for _ in range(100):
            settle()
            if homework.health_table.rowCount() == 3:
                break
        dashboard.splitter.setSizes([330, 694])  # about as the main window shares it
        settle()
        homework.scroll_area.ensureWidgetVisible(homework.health_table)
        homework.scroll_area.horizontalScrollBar().setValue(0)
        shoot(dashboard, out / f"homework-health-{lang}.png")

        practice = PracticeScreen(store, amy)
        practice.seed = 7
        practice.resize(*SIZE)
        practice.show()
        practice.enter()
        practice.kind_list.setCurrentItem(practice.all_drills_item)
        practice.start_weak()
        shoot(practice, out / f"practice-all-drills-{lang}.png")
        practice.leave()
        for widget in (settings, dashboard, practice):
            widget.close()
            widget.deleteLater()
        settle()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
