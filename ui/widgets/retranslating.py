"""One hook for every widget that words itself: on ``QEvent.LanguageChange`` it calls
:meth:`Retranslating.retranslate`.

Qt posts a LanguageChange to every widget when a translator is installed or removed
(:meth:`ui.i18n.Translations.install`). A widget that sets its own texts lists
``Retranslating`` first among its bases and writes ``retranslate()``, which sets the texts
again from what the widget already shows (its fields), and nothing else: wording the labels
never re-runs the state (no replayed shoe, no query, no new question).

A plain mixin, not a QObject subclass: PySide6 finds the ``changeEvent`` override through the
class's method resolution order, so ``class X(Retranslating, QWidget)`` is all it takes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _Base = QWidget
else:
    _Base = object


class Retranslating(_Base):
    """A widget mixin: ``retranslate()`` runs on each language change, before Qt's own
    handling of the event (the children hear of it after their parent)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set every text of the widget again in the language now installed."""
        raise NotImplementedError(f"{type(self).__name__} words nothing: write retranslate()")
