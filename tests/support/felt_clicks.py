"""Clicks on what the Table's felt paints (a bet's stack, a commission box, a tray chip):
they are not widgets, so a click goes to the felt at a point of the item that no other item
drawn over it covers, as a user's click on what they see."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from ui.felt.felt import ChipStack, TableFelt, TrayChip


def visible_point(felt: TableFelt, item: ChipStack | TrayChip) -> QPoint:
    """A point of ``item`` where a click takes it (its middle unless a stack lies on it)."""
    rect = item.rect
    assert felt.isVisible() and not rect.isEmpty(), item.name
    centre = rect.center()
    if felt.item_at(centre) is item:
        return centre
    for y in range(rect.bottom(), rect.top() - 1, -2):
        for x in range(rect.left(), rect.right() + 1, 2):
            if felt.item_at(QPoint(x, y)) is item:
                return QPoint(x, y)
    raise AssertionError(f"{item.name} is covered everywhere")


def click_item(qtbot, felt: TableFelt, item: ChipStack | TrayChip) -> None:
    qtbot.mouseClick(felt, Qt.MouseButton.LeftButton, pos=visible_point(felt, item))
