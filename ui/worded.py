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


class WordedTexts:
    """A widget's fixed texts (a dialog's title, captions, hints and buttons) set from their
    wordings, and set again by :meth:`reword` on ``QEvent.LanguageChange``: a dialog open
    while the language was switched kept the words it was built with::

        self.texts.word(self.setWindowTitle, lambda: self.tr("Change my PIN"))
    """

    def __init__(self) -> None:
        self._texts: list[tuple[Callable[[str], object], Callable[[], str]]] = []

    def word(self, setter: Callable[[str], object], wording: Callable[[], str]) -> None:
        """``setter(wording())`` now and again at each :meth:`reword`."""
        setter(wording())
        self._texts.append((setter, wording))

    def reword(self) -> None:
        for setter, wording in self._texts:
            setter(wording())
