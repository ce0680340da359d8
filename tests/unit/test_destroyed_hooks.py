"""No ``destroyed`` signal is connected to a method of a Qt object.

When a screen goes, Qt emits its ``destroyed`` after its children (presenters, runners) are
gone, and PySide finds the receiver of a bound Qt method through its Python wrapper: when
the garbage collector had freed that wrapper first, the emit raised "Slot
'ProgressPresenter::' not found" inside the event loop (one CI run in about ten).
Background runners stop themselves (``ui.tasks.TaskRunner``); what else must happen when
an object goes is connected to a lambda or to a plain Python object, listed here.
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"

PLAIN_PYTHON_RECEIVERS = {
    "self._work.stop",  # ui/tasks.py: _Work is plain Python
    "self.feed.close",  # ui/widgets/live.py: a ChangeFeed is plain Python
}


def destroyed_hooks() -> list[tuple[str, int, ast.expr]]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "connect"
                and isinstance(node.func.value, ast.Attribute)
                and node.func.value.attr == "destroyed"
            ):
                found.append((str(path.relative_to(UI.parent)), node.lineno, node.args[0]))
    return found


def test_destroyed_is_never_connected_to_a_qt_objects_method() -> None:
    hooks = destroyed_hooks()
    assert hooks, "the scan found no hook at all: it reads the wrong files"
    wrong = [
        f"{path}:{line}: {ast.unparse(receiver)}"
        for path, line, receiver in hooks
        if not isinstance(receiver, ast.Lambda)
        and ast.unparse(receiver) not in PLAIN_PYTHON_RECEIVERS
    ]
    assert wrong == []
