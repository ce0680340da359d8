"""Dealer Trainer core: the Macau baccarat and Sam Kong rules, drills, exams and store.

Pure Python. Nothing under ``trainer`` imports PySide6, pyqtgraph or ``ui``; a test checks it.
"""

__version__ = "0.1.0"
