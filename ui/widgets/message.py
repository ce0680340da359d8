"""A label whose message follows a language change.

Status lines, refusals and empty-state texts are set once, when something happens; a plain
``QLabel`` then keeps the words it was given, in the language of that moment, after the user
picks another one in Settings or the Language menu. :class:`MessageLabel` keeps *how* to word
its message instead, the words' function with its arguments (a closure over the ``tr()`` key
and the values), and words it again on ``QEvent.LanguageChange``::

    self.status.say(lambda: self.tr("Saved “{0}”.").format(name))
    self.message.say(roster_error, error)   # a words function and its arguments

``setText`` still shows fixed text (and forgets the message), so a screen's own
``retranslate`` that rewrites the label keeps working as before. A presenter's message (a
refusal worded from the store's error) arrives as a :class:`ui.worded.Worded` string, which
``say`` words again too.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ui.widgets.retranslating import Retranslating
from ui.worded import Worded

Wording = Callable[[], str]
"""Words a message in the current language (called again after each language change)."""


class Tone(StrEnum):
    """How a message reads: a refusal in the error style, or a thing done ("Saved"
    was shown in error red under a form). The style sheet colours a label by its
    ``tone`` property (``QLabel#fieldError[tone="done"]``)."""

    ERROR = "error"
    DONE = "done"
    NOTE = "note"
    """Neither: what to do next ("give it a name and save it")."""


class MessageLabel(Retranslating, QLabel):
    """A ``QLabel`` that words its message again in a newly picked language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Plain text: a message carries names as typed (a trainee "<b>Ho</b>" is not bold,
        # an "<img>" loads nothing); Qt's AutoText would take them as rich text.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.wording: Wording | None = None
        """How the message shown is worded; None while the label shows fixed text."""

    def say(self, wording: str | Callable[..., str], *args: object) -> None:
        """Show ``wording(*args)`` now and again, in the new language, after a language
        change (``args`` are bound now: an ``except ... as error`` name is gone later). A
        plain ``str`` (worded elsewhere, such as a presenter's refusal) is shown as it is."""
        if isinstance(wording, Worded):  # said by a presenter: it can say itself again
            wording = wording.wording
        elif isinstance(wording, str):
            self.setText(wording)
            return
        self.wording = partial(wording, *args) if args else wording
        super().setText(self.wording())

    def set_tone(self, tone: Tone) -> None:
        """Style the label as a refusal or as a thing done (the style sheet reads the
        ``tone`` property, so the label is polished again)."""
        if self.property("tone") == tone.value:
            return
        self.setProperty("tone", tone.value)
        self.style().unpolish(self)
        self.style().polish(self)

    def reword(self) -> None:
        """Word the message again now (a parent that measures the label after its own
        retranslate calls this first: the label's LanguageChange comes after the parent's)."""
        if self.wording is not None:
            super().setText(self.wording())

    def setText(self, text: str) -> None:
        """Fixed text: no message is worded again over it."""
        self.wording = None
        super().setText(text)

    def clear(self) -> None:
        self.wording = None
        super().clear()

    def retranslate(self) -> None:
        self.reword()
