"""Every screen opens on its own (``python -m ui.<screen>.view``, STYLE.md habit 11): each
preview runs in a subprocess, offscreen, on its throwaway database, until its event loop has
run for a moment, and must exit cleanly with no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Runs a module's main() with QApplication.exec() replaced by one that quits after 0.8 s.
RUNNER = """
import runpy, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
_exec = QApplication.exec
def exec_(*_args):
    QTimer.singleShot(800, QApplication.quit)
    return _exec()
QApplication.exec = exec_
module = sys.argv[1]
sys.argv = [module, *sys.argv[2:]]
runpy.run_module(module, run_name="__main__")
"""


@pytest.mark.parametrize(
    "args",
    [
        ["ui.practice.view"],
        ["ui.lessons.view", "--lang", "zh-Hant"],
        ["ui.exam.view"],
        ["ui.exam.view", "--instructor"],
        ["ui.widgets.card"],
        ["ui.table.view"],
    ],
    ids=lambda args: " ".join(args),
)
def test_screen_opens_on_its_own(args: list[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYQTGRAPH_QT_LIB="PySide6")
    done = subprocess.run([sys.executable, "-c", RUNNER, *args], cwd=ROOT, env=env,
                          capture_output=True, timeout=60)
    errors = done.stderr.decode(errors="replace")
    assert done.returncode == 0, errors[-2000:]
    assert "Traceback" not in errors, errors[-2000:]
