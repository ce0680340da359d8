"""The "changed on another desk" dialog: a save was refused because another
desk saved the same row since this desk loaded it (compare-and-set in the store). It shows
both versions field by field, theirs beside yours with the differences marked, and lets the
user reload theirs or keep editing on top of theirs. Nothing was saved: never a silent
overwrite."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

MARK = "≠"
"""Shown in the first column of a field whose two versions differ (besides bold type)."""


class ChangedElsewhereDialog(QDialog):
    """Theirs and yours side by side. ``accept()`` (Reload theirs) or ``reject()`` (Keep
    editing); the caller acts on ``finished``."""

    def __init__(
        self,
        what: str,
        rows: Sequence[tuple[str, str, str]],
        parent: QWidget | None = None,
    ) -> None:
        """``what``: the thing saved, as the user calls it ("the exam “Dealer 1”");
        ``rows``: (field, theirs, yours) as text."""
        super().__init__(parent)
        self.setObjectName("changedElsewhereDialog")
        self.setWindowTitle(self.tr("Changed on another desk"))
        layout = QVBoxLayout(self)
        self.message = QLabel(self.tr(
            "Not saved: {0} changed on another desk since you opened it. Both versions are "
            "below; the fields marked {1} differ. Reload theirs, or keep editing yours (your "
            "next save replaces theirs).").format(what, MARK))
        self.message.setObjectName("changedElsewhereMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.table = QTableWidget(len(rows), 3)
        self.table.setObjectName("changedElsewhereTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Field"), self.tr("On the other desk (theirs)"), self.tr("Yours")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.differing: list[str] = []
        for index, (field, theirs, yours) in enumerate(rows):
            differs = theirs != yours
            if differs:
                self.differing.append(field)
            cells = (f"{MARK} {field}" if differs else field, theirs, yours)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if differs:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(index, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.reload_button = QPushButton(self.tr("&Reload theirs"))
        self.reload_button.setObjectName("changedElsewhereReload")
        self.keep_button = QPushButton(self.tr("&Keep editing mine"))
        self.keep_button.setObjectName("changedElsewhereKeep")
        self.keep_button.setDefault(True)  # Enter or Esc never throws the user's edit away
        buttons.addWidget(self.reload_button)
        buttons.addWidget(self.keep_button)
        layout.addLayout(buttons)
        self.reload_button.clicked.connect(self.accept)
        self.keep_button.clicked.connect(self.reject)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.resize(840, 580)
