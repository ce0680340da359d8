"""Dealer Trainer desktop UI (PySide6 + pyqtgraph) on top of the Qt-free ``trainer`` core."""

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

# PySide6 6.12 on Python 3.11 drops a reference to True on every Python emit(); without this
# fix a long session crashes ("deallocating True"). See ui/tasks.py.
from ui.tasks import install_emit_refcount_fix

install_emit_refcount_fix()
