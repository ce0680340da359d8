"""Screenshot of the Dashboard with its "Updated hh:mm:ss" label (live data, issue 16 point 6)
after another desk wrote an answer. Run under ``xvfb-run -a`` (or ``QT_QPA_PLATFORM=offscreen``):

``xvfb-run -a .venv/bin/python scripts/live_screenshots.py --lang zh-Hant``

Writes ``dashboard-live-<lang>.png`` into ``--out`` (default docs/screenshots/), at 1024 x 700.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from scripts.schedule_screenshots import SCREENSHOTS, SIZE, answer, seed, settle
from trainer.drills import DrillKind
from trainer.store import open_store
from ui.i18n import Translations
from ui.resources import resource_path


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
    args.out.mkdir(parents=True, exist_ok=True)
    from ui.dashboard.view import DashboardScreen

    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'shots.sqlite3'}"
        with open_store(url) as store, open_store(url) as other_desk:
            boss, _amy = seed(store)
            dashboard = DashboardScreen(store, boss, None)
            dashboard.resize(*SIZE)
            dashboard.show()
            dashboard.enter()
            for _ in range(100):
                settle()
                if dashboard.roster_model.rowCount() == 3 and not dashboard.presenter.runner.busy:
                    break
            before = dashboard.updated_label.text()
            carla = other_desk.authenticate("carla", "1234")
            answer(other_desk, carla, DrillKind.DRAW, 0, True, timedelta(0))
            for _ in range(100):
                settle()
                if dashboard.updated_label.text() != before:
                    break
            settle()
            path = args.out / f"dashboard-live-{args.lang}.png"
            dashboard.grab().save(str(path))
            print(before, "->", dashboard.updated_label.text(), path)
            dashboard.close()
            dashboard.deleteLater()
            settle()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
