"""Dealer Trainer desktop UI (PySide6 + pyqtgraph) on top of the Qt-free ``trainer`` core."""

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

# The store (and SQLAlchemy with it) is imported before the first PySide6 import on purpose:
# once PySide6 is loaded, its ``__feature__`` import hook reads the source of every module
# imported after it, which added about 40 ms to start-up for SQLAlchemy's 200-odd modules.
import trainer.store  # noqa: F401  isort: skip

# PySide6 6.12 on Python 3.11 drops references to None, True and False (void calls, emit());
# without these fixes a long session crashes ("deallocating None"). See ui/tasks.py.
from ui.tasks import install_emit_refcount_fix, pin_singletons

pin_singletons()
install_emit_refcount_fix()
