"""Dealer Trainer desktop UI (PySide6 + pyqtgraph) on top of the Qt-free ``trainer`` core."""

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
