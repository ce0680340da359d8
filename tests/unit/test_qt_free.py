"""The core never imports Qt: every ``trainer`` module loads without PySide6, pyqtgraph or ui.

The check runs in a fresh interpreter so that Qt modules imported by other tests (pytest-qt,
``tests/gui``) cannot hide or fake a leak.
The import contract ``qt-free-core`` (pyproject.toml, ``lint-imports``) reads every import
statement, those inside functions too; this test sees what it cannot: modules loaded at run
time (``importlib``) and Qt loaded by a third-party package the core imports.
"""

from __future__ import annotations

import ast
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


QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester", "qtlog", "translations"}


def _qt_uses(path: Path) -> list[str]:
    """Qt imports and pytest-qt fixtures in one test module, as ``line: what``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.FunctionDef):
            names = [a.arg for a in node.args.args if a.arg in QT_FIXTURES]
        else:
            continue
        found += [f"{node.lineno}: {name}" for name in names
                  if _is_forbidden(name) or name.split(".")[0] == "pytestqt"
                  or name in QT_FIXTURES]
    return found


def test_the_unit_tests_use_no_qt() -> None:
    """tests/unit is the Qt-free part of the suite: no Qt, ui or pytest-qt there (they
    belong in tests/gui); the check itself is seen to find what it looks for."""
    here = Path(__file__).resolve().parent
    used = {p.name: _qt_uses(p) for p in sorted(here.glob("*.py")) if _qt_uses(p)}
    assert used == {}
    assert _qt_uses(here.parent / "gui" / "test_refcounts.py")  # it does see Qt
