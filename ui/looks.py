"""Give a widget one of the looks ``resources/styles/app.qss`` defines, at once.

A widget is styled by the application's style sheet through its object name or its ``look``
property (``QLabel[look="alert"]``). Qt reads both when it polishes the widget; a change
after that (a verdict that turns red, a clock that runs low) is seen only once the widget is
polished again, which :func:`set_look` and :func:`repolish` do. Setting a style sheet on the
widget instead would re-polish it and its children at every step, and would put the colours
back in the code (see :mod:`ui.palette`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

LOOK = "look"
"""The dynamic property app.qss selects on."""


def repolish(widget: QWidget) -> None:
    """Apply the style sheet again to ``widget`` (after its object name or a property the
    style sheet selects on has changed)."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    # As setStyleSheet does: a frame (a QLabel is one) takes its border and padding from the
    # style sheet only when told the style changed, and the layout asks its size again.
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.StyleChange))
    widget.updateGeometry()
    widget.update()


def set_look(widget: QWidget, look: str) -> None:
    """Give ``widget`` the app.qss look ``look`` ("" for the plain one); nothing is done when
    it already has it (no re-polish at every step)."""
    if (widget.property(LOOK) or "") == look:
        return
    widget.setProperty(LOOK, look)
    repolish(widget)


def set_name(widget: QWidget, name: str) -> None:
    """Rename ``widget`` to an object name app.qss styles otherwise (``examClock`` to
    ``examClockWarn``) and re-polish it; nothing is done when it already has that name."""
    if widget.objectName() == name:
        return
    widget.setObjectName(name)
    repolish(widget)
