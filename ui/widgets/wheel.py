"""The mouse wheel over a form scrolls the form.

A combo box or spin box (dates and times included) takes a wheel turn as "change my value",
even when the pointer only passes over it while the user scrolls a long form: the exam
blueprint's pass mark or counting rule changed under the wheel. :func:`guard_wheel` makes
every such field of a form take the wheel only while it has the keyboard focus (the user
clicked or tabbed into it); an unfocused one hands the turn to the scroll area around it, so
the form scrolls. Fields added later (a blueprint's section rows) are guarded as they are
first shown.

One call per form::

    guard_wheel(self.form)
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

_FIELDS = (QComboBox, QAbstractSpinBox)


class WheelGuard(QObject):
    """The event filter behind :func:`guard_wheel`: on the fields it sends an unfocused
    field's wheel turn to the nearest scroll area; on every other widget of the form it
    watches for children shown for the first time, to guard them too."""

    def guard(self, root: QWidget) -> None:
        """Guard ``root`` and every widget under it (again is harmless: Qt keeps one copy of
        a filter per object)."""
        for widget in (root, *root.findChildren(QWidget)):
            if isinstance(widget, _FIELDS):
                # Not WheelFocus (Qt's default for both): a wheel turn must not focus the field
                # and so make itself the focused field it may change.
                widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel and isinstance(watched, _FIELDS):
            if watched.hasFocus() or watched.window().windowType() == Qt.WindowType.Popup:
                # The field the user is in, or one in a popup (a calendar's year): the wheel
                # changes its value.
                return False
            assert isinstance(event, QWheelEvent)
            area = _scroll_area_of(watched)
            if area is not None:
                viewport = area.viewport()
                at = watched.mapTo(viewport, event.position().toPoint())
                turn = QWheelEvent(at.toPointF(), event.globalPosition(), event.pixelDelta(),
                                   event.angleDelta(), event.buttons(), event.modifiers(),
                                   event.phase(), event.inverted(), event.source())
                QCoreApplication.sendEvent(viewport, turn)  # the area's own wheel scroll
            event.accept()
            return True  # the field's value is left as it was
        if kind == QEvent.Type.ChildPolished:
            assert isinstance(event, QChildEvent)
            child = event.child()
            if isinstance(child, QWidget):
                self.guard(child)
        return False


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def guard_wheel(root: QWidget) -> WheelGuard:
    """Make the combo and spin boxes under ``root`` (now and added later) take the mouse
    wheel only while focused; unfocused, the wheel scrolls the scroll area around them."""
    guard = root.findChild(WheelGuard, "wheelGuard")
    if guard is None:
        guard = WheelGuard(root)
        guard.setObjectName("wheelGuard")
    guard.guard(root)
    return guard

