"""Start-up stays light (issue 3's target, tests/bench/startup.py): opening the store and the
main window imports neither the drills (about 130 ms) nor the FSRS scheduler; they are
imported where an answer is decoded, recorded or scheduled."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("trainer.drills", "fsrs")


def test_the_store_and_the_main_window_import_no_drills_and_no_scheduler() -> None:
    code = (
        "import sys, trainer.store, ui.main_window; "
        f"print(sorted({{m.split('.')[0] if m == 'fsrs' or m.startswith('fsrs.') else m "
        f"for m in sys.modules if m.startswith({HEAVY!r})}}))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, env={"QT_QPA_PLATFORM": "offscreen",
                                                      "PATH": "/usr/bin:/bin"})
    assert done.stdout.strip() == "[]"
