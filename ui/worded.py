"""Words already said that can say themselves again (:class:`Worded`).

Its own module, light to import: :mod:`ui.widgets.message` (on the sign-in screen, so at
start-up) needs it, and :mod:`ui.words` brings in the drills and the scheduler
(``tests/unit/test_startup_imports.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial


class Worded(str):
    """Words already said that know how to say themselves again: a ``str`` (shown, compared
    and logged as one) that keeps the wording that made it, the ``tr()`` function and its
    arguments. A presenter sends one by a ``Signal(object)``; a
    :class:`ui.widgets.message.MessageLabel` shown it words it again after a language change
    (plain text would stay in the old language)."""

    wording: Callable[[], str]

    def __new__(cls, wording: Callable[..., str], *args: object) -> Worded:
        bound: Callable[[], str] = partial(wording, *args) if args else wording
        said = super().__new__(cls, bound())
        said.wording = bound
        return said
