"""Start-up time: ``dealer-trainer --exit-when-ready`` against a bare PySide6 window holding a
pyqtgraph PlotWidget that quits on its first paint, measured alternately in the same run.

Target (issue 3): the app takes at most 1.3x the bare window. Run:
``QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/startup.py [--runs N]``.

With ``--bundle dist/dealer-trainer/dealer-trainer`` (``bash scripts/bundle.sh`` makes it) the
one-folder bundle is timed too, in the same alternation, and set against
``python -m ui --exit-when-ready`` (issue 13 point 16: what the bundle costs or saves at start).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BARE = """
import os, sys
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
import pyqtgraph as pg
app = QApplication(sys.argv)
class Plot(pg.PlotWidget):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, app.quit)
win = QMainWindow()
win.setCentralWidget(Plot())
win.resize(1200, 820)
win.show()
app.exec()
os._exit(0)
"""


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, timeout=120)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{cmd[:3]} failed ({done.returncode}): {done.stderr.decode()[-800:]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--bundle", type=Path, default=None,
                        help="the bundled binary to time against python -m ui")
    args = parser.parse_args()
    if args.bundle is not None and not args.bundle.is_file():
        raise SystemExit(f"no bundle at {args.bundle}: run bash scripts/bundle.sh first")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYQTGRAPH_QT_LIB"] = "PySide6"
    with tempfile.TemporaryDirectory() as data_dir:
        app_cmd = [sys.executable, "-m", "ui", "--data-dir", data_dir, "--exit-when-ready"]
        bare_cmd = [sys.executable, "-c", BARE]
        bundle_cmd = (None if args.bundle is None else
                      [str(args.bundle.resolve()), "--data-dir", data_dir, "--exit-when-ready"])
        timed(app_cmd, env)  # warm the file cache and create the database once
        timed(bare_cmd, env)
        if bundle_cmd:
            timed(bundle_cmd, env)
        app_times, bare_times, bundle_times = [], [], []
        for _ in range(args.runs):
            bare_times.append(timed(bare_cmd, env))
            app_times.append(timed(app_cmd, env))
            if bundle_cmd:
                bundle_times.append(timed(bundle_cmd, env))
    app_median = statistics.median(app_times)
    bare_median = statistics.median(bare_times)
    ratio = app_median / bare_median
    print(f"bare PySide6 + PlotWidget window: median {bare_median * 1000:7.1f} ms "
          f"over {args.runs} runs")
    print(f"dealer-trainer --exit-when-ready: median {app_median * 1000:7.1f} ms "
          f"over {args.runs} runs")
    print(f"ratio app/bare: {ratio:.2f}x (target <= 1.30x) -> "
          f"{'OK' if ratio <= 1.3 else 'OVER TARGET'}")
    if bundle_times:
        bundle_median = statistics.median(bundle_times)
        print(f"bundle --exit-when-ready:         median {bundle_median * 1000:7.1f} ms "
              f"over {args.runs} runs")
        print(f"ratio bundle/python -m ui: {bundle_median / app_median:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
