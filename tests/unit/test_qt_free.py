"""The core never imports Qt: every ``trainer`` module loads without PySide6, pyqtgraph or ui.

The check runs in a fresh interpreter so that Qt modules imported by other tests (pytest-qt,
``tests/gui``) cannot hide or fake a leak.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FORBIDDEN = ("PySide6", "shiboken6", "pyqtgraph", "ui")

SCRIPT = """
import importlib, json, pkgutil, sys
import trainer

imported, failed = ["trainer"], {}
for info in pkgutil.walk_packages(trainer.__path__, "trainer."):
    if info.name.rsplit(".", 1)[-1] == "__main__":
        continue  # running it would start the command line, not just import it
    try:
        importlib.import_module(info.name)
        imported.append(info.name)
    except Exception as exc:  # report every failure, not just the first
        failed[info.name] = f"{type(exc).__name__}: {exc}"
print(json.dumps({"imported": imported, "failed": failed, "modules": sorted(sys.modules)}))
"""


def _is_forbidden(module: str) -> bool:
    top = module.split(".")[0]
    return top in FORBIDDEN


def test_trainer_imports_no_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["failed"] == {}
    # The walk really found the core's modules.
    assert {"trainer.cards", "trainer.baccarat.tableau", "trainer.baccarat.coup"} <= set(
        report["imported"]
    )
    leaked = [m for m in report["modules"] if _is_forbidden(m)]
    assert leaked == []


def test_forbidden_prefix_check() -> None:
    assert _is_forbidden("PySide6.QtCore")
    assert _is_forbidden("shiboken6")
    assert _is_forbidden("pyqtgraph.graphicsItems")
    assert _is_forbidden("ui")
    assert _is_forbidden("ui.app")
    assert not _is_forbidden("uuid")
    assert not _is_forbidden("unicodedata")
    assert not _is_forbidden("trainer.ui_codes")
