"""The trainee's unfinished shoes, when more than one is kept: listed newest first,
each to resume where it was left, or to give up; or a new shoe.

Widgets only: the shoes come from the store through the presenter
(:meth:`~ui.table.presenter.TablePresenter.kept_shoes`), and what is asked goes back to the
screen by signal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.store import KeptShoe
from ui.table.words import TableWords
from ui.widgets.retranslating import Retranslating
from ui.words import moment_text


class KeptShoesDialog(Retranslating, QDialog):
    """The unfinished shoes, newest first: Resume or Give up the one selected, or New shoe."""

    sig_resume_requested = Signal(object)
    """Resume this kept shoe (a :class:`~trainer.store.KeptShoe`)."""
    sig_give_up_requested = Signal(object)
    """End this kept shoe: it is not offered again."""
    sig_new_shoe_requested = Signal()
    """Deal a new shoe; the shoes still listed stay kept for later."""

    def __init__(self, shoes: list[KeptShoe], parent: QWidget | None = None,
                 coup_of: Callable[[KeptShoe], int | None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keptShoesDialog")
        # The coup each shoe stands at, worked out once ("coup 3", not a count
        # of steps); None where it does not replay.
        self.coups = {shoe.id: coup_of(shoe) if coup_of is not None else None
                      for shoe in shoes}
        self.words = TableWords(self)
        self.shoes = list(shoes)
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.list = QListWidget()
        self.list.setObjectName("keptShoesList")
        self.label.setBuddy(self.list)
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resumeKeptButton")
        self.resume_button.setDefault(True)
        self.give_up_button = QPushButton()
        self.give_up_button.setObjectName("giveUpKeptButton")
        self.new_button = QPushButton()
        self.new_button.setObjectName("newShoeKeptButton")
        for button in (self.resume_button, self.give_up_button, self.new_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.resume_button.clicked.connect(self._resume)
        self.give_up_button.clicked.connect(self._give_up)
        self.new_button.clicked.connect(self.reject)
        self.rejected.connect(self.sig_new_shoe_requested)
        self.list.itemActivated.connect(lambda _item: self._resume())
        self.retranslate()

    def selected(self) -> KeptShoe | None:
        row = self.list.currentRow()
        return self.shoes[row] if 0 <= row < len(self.shoes) else None

    def drop(self, shoe: KeptShoe) -> None:
        """``shoe`` is no longer kept (given up, or it would not replay): out of the list;
        with none left, a new shoe is dealt."""
        if shoe not in self.shoes:
            return
        row = self.shoes.index(shoe)
        self.shoes.pop(row)
        self.list.takeItem(row)
        if not self.shoes:
            self.reject()
            return
        self.list.setCurrentRow(min(row, len(self.shoes) - 1))
        self.list.setFocus()

    def _resume(self) -> None:
        shoe = self.selected()
        if shoe is not None:
            self.sig_resume_requested.emit(shoe)

    def _give_up(self) -> None:
        shoe = self.selected()
        if shoe is not None:
            self.sig_give_up_requested.emit(shoe)

    def _line(self, shoe: KeptShoe) -> str:
        profile = shoe.profile if isinstance(shoe.profile, dict) else {}
        name = profile.get("name")
        table = self.words.words.table_name(name) if isinstance(name, str) else "?"
        mode = self.tr("Clock") if shoe.mode == "clock" else self.tr("Coup by coup")
        coup = self.coups.get(shoe.id)
        if coup is None:
            return self.tr("{0} · {1} · begun {2}").format(
                table, mode, moment_text(shoe.created_at))
        return self.tr("{0} · {1} · coup {2} · begun {3}").format(
            table, mode, coup, moment_text(shoe.created_at))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Unfinished shoes"))
        self.label.setText(self.tr("You have {0} unfinished shoes, the newest first. Resume "
                                   "one where you left off, give one up, or deal a new shoe:"
                                   ).format(len(self.shoes)))
        row = self.list.currentRow()
        self.list.clear()
        for shoe in self.shoes:
            item = QListWidgetItem(self._line(shoe))
            item.setData(Qt.ItemDataRole.UserRole, shoe.id)
            self.list.addItem(item)
        self.list.setCurrentRow(max(0, row))
        self.resume_button.setText(self.tr("&Resume"))
        self.give_up_button.setText(self.tr("&Give up"))
        self.new_button.setText(self.tr("&New shoe"))
