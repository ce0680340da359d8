"""What the Table screen and an exam's Table section share around the felt (issue 14).

A :class:`FeltDesk` holds the bet or commission box the dealer selected, answers clicks on the
felt (a bet, a box, a chip of the tray) and hands every key pressed on the felt to the desk's
own :meth:`FeltDesk._felt_key` (the key map is :mod:`ui.widgets.table_keys`); Esc in the chip
row clears it and goes back to the felt. The Table screen and the exam desk each build their
felt and chip row, then call :meth:`FeltDesk.listen_to_felt`.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet
from trainer.chips import chip_key
from ui.widgets.chips import ChipEntry
from ui.widgets.felt import TableFelt
from ui.widgets.table_words import TableWords


class FeltDesk(QWidget):
    """A desk around a :class:`~ui.widgets.felt.TableFelt` and a chip row."""

    felt: TableFelt
    chip_entry: ChipEntry
    words: TableWords
    digit_buttons: list[QPushButton]
    flag_buttons: dict[str, QPushButton]
    winner_buttons: dict[Outcome, QPushButton]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.selected: Bet | int | None = None
        """The bet, or the commission box (by seat), the dealer's next key acts on."""

    def listen_to_felt(self) -> None:
        """Once :attr:`felt` and :attr:`chip_entry` exist: their clicks and keys come here."""
        self.felt.installEventFilter(self)
        self.felt.sig_bet_clicked.connect(self._bet_clicked)
        self.felt.sig_box_clicked.connect(self._box_clicked)
        self.felt.sig_chip_clicked.connect(self._chip_clicked)
        self.chip_entry.edit.installEventFilter(self)

    def word_dealer_buttons(self) -> None:
        """Word the buttons both desks have (:meth:`TableWords.dealer_buttons`)."""
        for name, text in self.words.dealer_buttons().items():
            button = getattr(self, name)
            assert isinstance(button, QPushButton), name
            button.setText(text)
        for n, digit in enumerate(self.digit_buttons):
            digit.setText(str(n))
            digit.setAccessibleName(self.words.total_name(n))
        flags = self.words.result_flags()
        for flag, toggle in self.flag_buttons.items():
            toggle.setText(flags[flag])
        winners = self.words.winners()
        for outcome, winner in self.winner_buttons.items():
            winner.setText(winners[outcome])

    def _redraw(self) -> None:
        """Draw the table as it stands (each desk its own way)."""
        raise NotImplementedError

    def _felt_key(self, event: QKeyEvent) -> bool:
        """A key pressed on the felt; True when the desk took it."""
        raise NotImplementedError

    def _before_felt_input(self) -> None:
        """A key or a mouse press reaches the felt: draw anything the desk held back."""

    def _bet_clicked(self, bet: Bet) -> None:
        self.selected = bet
        self._redraw()
        self.felt.setFocus()

    def _box_clicked(self, seat: int) -> None:
        self.selected = seat
        self._redraw()

    def _chip_clicked(self, value: Decimal) -> None:
        """A tray chip clicked: one more such chip in the row."""
        text = self.chip_entry.text().strip()
        self.chip_entry.edit.setText(f"{text} {chip_key(value)}".strip())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.felt and event.type() in (QEvent.Type.KeyPress,
                                                     QEvent.Type.MouseButtonPress):
            self._before_felt_input()
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if watched is self.felt:
                return self._felt_key(event)
            if watched is self.chip_entry.edit and event.key() == Qt.Key.Key_Escape:
                self.chip_entry.clear()
                self.felt.setFocus()
                return True
        return super().eventFilter(watched, event)
