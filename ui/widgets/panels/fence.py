"""A fence around a :class:`~ui.widgets.panels.PanelStack`: the page above it is not laid out
again when the stack swaps the page it shows.

Qt lays a whole page out again whenever a widget in it is shown or hidden: the stack's layout
is invalidated, and each layout that is activated asks its parent's to be activated too
(``QLayout::activate`` ends with ``updateGeometry()``), up to the window, with every wrapped
label's height for its width measured again. Swapping in the page built off screen changes no
size, yet it cost each answer a relayout of the whole drill page (its title, progress line,
feedback and both answer pages) before the next question was painted.

The fence has no layout of its own: it fills itself with the stack and tells the layout above
the stack's size hints, height for width included. A layout request that reaches it from below
is passed up only when one of those hints changed (a new kind of panel, a refusal shown under
the fields, a language change), so the page above is laid out again only when it can come out
different. A swap changes none of them (the stack measures every page, shown or not): the
hints are read again after the paint then, to be sure, not between the key and the paint.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.widgets.panels import PanelStack

Hints = tuple[QSize, QSize, QSize, QSizePolicy.Policy, QSizePolicy.Policy, bool, int]


class PanelFence(QWidget):
    """Holds ``stack`` at its own size; see the module docstring."""

    def __init__(self, stack: PanelStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stack = stack
        stack.setParent(self)
        self._hints = self.read_hints()
        self._follow(self._hints)
        self._swapped = False
        """A page was swapped in and the paint has not come yet: the layout requests that
        reach the fence meanwhile are checked after the paint (:attr:`_check_later`)."""
        self._check_later = QTimer(self)
        self._check_later.setSingleShot(True)
        self._check_later.setInterval(0)  # the event loop runs it after the posted paint
        self._check_later.timeout.connect(self._after_paint)
        stack.sig_page_swapped.connect(self._page_swapped)

    def read_hints(self) -> Hints:
        """What the layout above reads of the stack: its size hints, maximum size, size
        policy, and its height for the fence's width."""
        stack = self.stack
        policy = stack.sizePolicy()
        hfw = stack.hasHeightForWidth()
        return (stack.sizeHint(), stack.minimumSizeHint(), stack.maximumSize(),
                policy.horizontalPolicy(), policy.verticalPolicy(), hfw,
                stack.heightForWidth(self.width()) if hfw else -1)

    def check_hints(self) -> bool:
        """Read the stack's hints again; when one changed, ask the layout above to lay the
        page out again (True)."""
        hints = self.read_hints()
        if hints == self._hints:
            return False
        self._hints = hints
        self._follow(hints)
        self.updateGeometry()
        return True

    def _follow(self, hints: Hints) -> None:
        policy = QSizePolicy(hints[3], hints[4])
        policy.setHeightForWidth(hints[5])
        self.setSizePolicy(policy)
        self.setMaximumSize(hints[2])

    def _page_swapped(self) -> None:
        self._swapped = True
        self._check_later.start()

    def _after_paint(self) -> None:
        self._swapped = False
        self.check_hints()

    # ---- Qt overrides -----------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return self.stack.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.stack.minimumSizeHint()

    def heightForWidth(self, width: int) -> int:
        return self.stack.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.stack.setGeometry(self.rect())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and not self._swapped:
            self.check_hints()  # after a swap (nothing measured changed): _after_paint
        return super().event(event)
