"""Widgets that keep a long text (a school's table name, a longer language) from widening the
window: a combo box that elides its current item, a button that elides its
text when the window is narrow, a check box whose text wraps, and list items whose wrapped
lines are not cut."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QMouseEvent, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QStylePainter,
    QWidget,
)


class RoomyItemDelegate(QStyledItemDelegate):
    """Items of a word-wrapping list a few pixels taller than Qt measures them: a line with
    Chinese in a Latin-font language (an exam named 百家樂) is drawn a little higher than it
    is measured, and with the style sheet's item padding the last wrapped line did not fit,
    so Qt elided the item to one line (the Exam screen's list lost an exam's window)."""

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width(), hint.height() + option.fontMetrics.descent() + 2)


class ElidedComboBox(QComboBox):
    """A combo box ``min_chars`` characters wide whatever its items: the current item is
    elided (…) to fit, the list shows each whole, the tooltip the whole current one."""

    def __init__(self, min_chars: int = 24, parent: QWidget | None = None,
                 grow_to: int = 0) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(min_chars)
        self.currentTextChanged.connect(self.setToolTip)
        self.grow_to = grow_to
        """Up to this many pixels, the box asks for room for its longest item (a layout
        with room to spare shows it whole); 0: ``min_chars`` wide."""

    def minimumSizeHint(self) -> QSize:
        return super().sizeHint() if self.grow_to else super().minimumSizeHint()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if not self.grow_to:
            return hint
        chrome = hint.width() - self.fontMetrics().horizontalAdvance("x") * \
            self.minimumContentsLength()
        widest = max((self.fontMetrics().horizontalAdvance(self.itemText(i))
                      for i in range(self.count())), default=0)
        return QSize(max(hint.width(), min(self.grow_to, widest + chrome)), hint.height())

    def showPopup(self) -> None:
        """The list wide enough for its longest item."""
        view = self.view()
        view.setMinimumWidth(min(view.sizeHintForColumn(0) + 2 * view.frameWidth() + 24,
                                 max(self.window().width() - 40, self.width())))
        super().showPopup()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, field.width())
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)


class ElidedButton(QPushButton):
    """A push button that asks for its whole text but gives way down to ``min_chars``
    characters when the window is narrow: the text is then elided (…), whole in the tooltip."""

    def __init__(self, min_chars: int = 14, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._min_chars = min_chars
        # Preferred, not a push button's Minimum: the layout may give it less than its hint.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = self.fontMetrics().averageCharWidth() * self._min_chars + 24
        return QSize(min(hint.width(), least), hint.height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text.replace("&&", "\0").replace("&", "").replace("\0", "&"))

    def elided(self) -> bool:
        """The text does not fit and is shown cut (…)."""
        return self.sizeHint().width() > self.width()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        if self.elided():
            room = self.style().subElementRect(
                QStyle.SubElement.SE_PushButtonContents, option, self).width() - 8
            option.text = self.fontMetrics().elidedText(
                option.text.replace("&", ""), Qt.TextElideMode.ElideRight, room)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)


class _ClickLabel(QLabel):
    """The wrapped text of a :class:`WrappedCheckBox`: a click on it toggles the box."""

    def __init__(self, box: QCheckBox) -> None:
        super().__init__()
        self.box = box

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() is Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
            self.box.setFocus()
        super().mouseReleaseEvent(event)


class WrappedCheckBox(QWidget):
    """A check box (``check``) with its text in a word-wrapped label beside it (``label``),
    so a long text takes more lines instead of more width; clicking the text toggles it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox()
        self.label = _ClickLabel(self.check)
        self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.check.setAccessibleName(text)

    def text(self) -> str:
        return self.label.text()
