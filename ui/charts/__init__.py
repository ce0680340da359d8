"""Progress charts, the period chooser and the PDF reports.

The app pins ``None``, ``True`` and ``False`` at ``import ui`` (:func:`ui.tasks.pin_singletons`);
the charts are where that matters most: building one chart panel drops about 2,000 references
to ``None`` under PySide6 6.12 on Python 3.11.
"""

from __future__ import annotations

from ui.tasks import PINNED_REFERENCES, pin_singletons

__all__ = ["PINNED_REFERENCES", "pin_singletons"]

pin_singletons()
