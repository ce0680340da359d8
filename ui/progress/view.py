"""The Progress screen: the shared progress widget (:mod:`ui.charts.progress`, which
the Dashboard also shows) plus the screen protocol. Run
``python -m ui.progress.view DB_URL NAME SECRET`` to open it on its own.
"""

from __future__ import annotations

import sys
from typing import Any

from ui.charts import progress
from ui.progress import words as progress_words


class ProgressScreen(progress.ProgressScreen):
    """A trainee's progress as a screen of its own (the class name is the translation context
    of the widget's strings, so it stays the same)."""

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return progress_words.title()

    def shortcut(self) -> str:
        return progress_words.SHORTCUT

    def preset(self, **kwargs: Any) -> None:
        """Nothing to pick on this screen."""


def main(argv: list[str] | None = None) -> int:
    """Open the progress screen on its own: ``python -m ui.progress.view URL NAME SECRET``."""
    from PySide6.QtWidgets import QApplication

    from trainer.store import open_store

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: python -m ui.progress.view DB_URL NAME SECRET", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    store = open_store(args[0])
    actor = store.authenticate(args[1], args[2])
    screen = ProgressScreen(store, actor)
    screen.resize(1200, 860)
    screen.show()
    screen.enter()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
