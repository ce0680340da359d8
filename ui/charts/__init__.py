"""Progress charts, the period chooser and the PDF reports.

Importing this package also makes ``None``, ``True`` and ``False`` effectively immortal (see
:func:`pin_singletons`): the PySide6 6.12 wheels return them from C++ without taking a
reference, as Python 3.12's immortal objects allow, but this app runs on Python 3.11. Every
void Qt call (``QLabel.setText``, ``PlotDataItem.setData``, item constructors …) then drops
one reference to ``None``; building a chart panel alone drops about 2,000, and a test run or a
long session with several reports reaches zero and aborts with "none_dealloc".
"""

from __future__ import annotations

import ctypes
import sys

PINNED_REFERENCES = 1 << 40
"""Extra references given once to each singleton: no session drops that many."""
_pinned = False


def pin_singletons() -> bool:
    """Give ``None``, ``True`` and ``False`` :data:`PINNED_REFERENCES` extra references, once.

    This is what Python 3.12 does by design (PEP 683); on 3.12 and later it is skipped.
    Returns True when the references were added by this call.
    """
    global _pinned
    if sys.version_info >= (3, 12) or _pinned:
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object.
        count = ctypes.c_ssize_t.from_address(id(singleton))
        count.value += PINNED_REFERENCES
    _pinned = True
    return True


pin_singletons()
