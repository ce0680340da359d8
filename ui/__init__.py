"""Dealer Trainer desktop UI (PySide6 + pyqtgraph) on top of the Qt-free ``trainer`` core."""

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

# The store (and SQLAlchemy with it) is imported before the first PySide6 import on purpose:
# once PySide6 is loaded, its ``__feature__`` import hook reads the source of every module
# imported after it, which added about 40 ms to start-up for SQLAlchemy's 200-odd modules.
import trainer.store  # noqa: F401  isort: skip
