"""Answer panels, one per drill kind. A panel shows a question and turns keys into an Answer.

Panels never grade: :meth:`AnswerPanel.read_answer` builds an :class:`Answer` or raises
``InputRejected`` with a message for the field; the presenter's session does the grading.
One module per panel family, on the shared base (:mod:`.base`: the :class:`AnswerPanel`, its
key buttons and felt scroll area): :mod:`.baccarat` (draw, call), :mod:`.payout`,
:mod:`.samkong` (level, doors), :mod:`.shoe`. :func:`make_panel` and :class:`PanelStack` (here)
are the one entry point (Practice, Exam, the attempt dialog). A drill's spec names its panel by
key (:data:`PANELS`); a new drill that asks as another does names that panel, and a new kind of
panel goes in a module of its own next to these with its key added to :data:`PANELS`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from trainer.drills import DrillKind
from trainer.drills.model import Question
from trainer.drills.prompts import ShoeTopic
from trainer.drills.registry import spec_for
from ui.widgets.panels.baccarat import CallPanel, DrawPanel
from ui.widgets.panels.base import AnswerPanel, InputRejected
from ui.widgets.panels.payout import PayoutPanel
from ui.widgets.panels.samkong import SamKongDoorsPanel, SamKongLevelPanel
from ui.widgets.panels.shoe import ShoePanel
from ui.words import Words

PANELS: dict[str, Callable[[Words], AnswerPanel]] = {
    "draw": DrawPanel,
    "call": CallPanel,
    "payout": lambda words: PayoutPanel(words, samkong=False),
    "samkong_payout": lambda words: PayoutPanel(words, samkong=True),
    "samkong_level": SamKongLevelPanel,
    "samkong_doors": SamKongDoorsPanel,
    "shoe": ShoePanel,
}
"""The answer panels by key: a drill's spec names its panel (``DrillSpec.panel``)."""


def make_panel(kind: DrillKind, words: Words) -> AnswerPanel:
    """The panel of one drill kind, the one its spec names.

    Raises
    ------
    KeyError
        ``kind`` has no registered spec, or its spec names a panel key with no panel: a
        question is never shown on some other kind's panel.
    """
    key = spec_for(kind).panel
    factory = PANELS.get(key)
    if factory is None:
        raise KeyError(f"no answer panel {key!r} for the drill kind {kind.name}")
    return factory(words)


class PanelStack(QStackedWidget):
    """One answer panel per drill kind, made the first time its kind is shown and kept for
    the next question of that kind; the one on show is the current widget.

    A screen that knows the next question before it is due (Practice) may :meth:`prepare`
    it: a second panel of its kind, off screen, is given the question and laid out while the
    trainee reads the one on show; :meth:`show_question` then swaps that page in rather
    than building the question after the answer. The two panels of a kind trade places at
    each swap: :attr:`panels` always holds the one on show (or last shown).
    """

    sig_panel_made = Signal(object)
    """A kind was shown for the first time (argument: its new :class:`AnswerPanel`)."""
    sig_submit_requested = Signal()
    """The panel on show asked for its answer to be submitted (Enter, a key, its button)."""
    sig_page_swapped = Signal()
    """The page built off screen was swapped in (:meth:`show_question`): no panel's contents
    or size changed, only which page is on show."""

    def __init__(self, words: Words, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.panels: dict[DrillKind, AnswerPanel] = {}
        self.spares: dict[DrillKind, AnswerPanel] = {}
        """The off-screen panel of each kind a question was prepared on (see
        :meth:`prepare`)."""

    def show_kind(self, kind: DrillKind) -> AnswerPanel:
        """Put the panel of ``kind`` on show (made now if this is its first question)."""
        panel = self.panels.get(kind)
        if panel is None:
            panel = self.panels[kind] = self._make(kind)
        self.setCurrentWidget(panel)
        return panel

    def prepare(self, question: Question) -> None:
        """Put ``question`` up on the spare panel of its kind, off screen, and lay that
        panel out at the size of the one on show, so that :meth:`show_question` of this very
        question only swaps it in. The panel on show is left as it is."""
        kind = question.kind
        spare = self.spares.get(kind)
        if spare is None:
            spare = self.spares[kind] = self._make(kind)
        if spare.question is not question:
            spare.show_question(question)
        spare.resize(self.contentsRect().size())
        spare.ensurePolished()
        layout = spare.layout()
        if layout is not None:
            layout.activate()
        spare.grab()  # painted once off screen: its card faces rendered and cached

    def show_question(self, question: Question) -> AnswerPanel:
        """Put ``question`` on show on its kind's panel: the prepared page swapped in when
        :meth:`prepare` was given this very question, else the panel on show given it now."""
        kind = question.kind
        spare = self.spares.get(kind)
        if spare is not None and spare.question is question:
            shown = self.panels.get(kind)
            self.panels[kind] = spare
            if shown is None:
                del self.spares[kind]
            else:
                self.spares[kind] = shown
            self.setCurrentWidget(spare)
            self.sig_page_swapped.emit()
            return spare
        panel = self.show_kind(kind)
        panel.show_question(question)
        return panel

    def _make(self, kind: DrillKind) -> AnswerPanel:
        panel = make_panel(kind, self.words)
        panel.sig_submit_requested.connect(self.sig_submit_requested)
        self.addWidget(panel)
        self.sig_panel_made.emit(panel)
        return panel


__all__ = [
    "PANELS", "AnswerPanel", "CallPanel", "DrawPanel", "InputRejected", "PanelStack", "PayoutPanel",
    "SamKongDoorsPanel", "SamKongLevelPanel", "ShoePanel", "ShoeTopic", "make_panel",
]
