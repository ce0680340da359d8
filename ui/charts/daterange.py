"""A period chooser shared by the progress charts and the attempt log.

Presets ("Last 7 days" … "All time") cover most uses; "Custom dates" shows two date fields
with calendar pop-ups. Days are local (Macau) calendar days, both ends included.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import QComboBox, QDateEdit, QHBoxLayout, QLabel, QWidget

from trainer.macau_time import macau_day
from ui.words import day_format

PRESET_DAYS: tuple[int | None, ...] = (7, 30, 90, None)
"""The preset periods in days (None: all time); "Custom dates" follows them in the list."""
CUSTOM = -1
ALL_TIME = 0
"""Item data of "All time". Never None: PySide6 6.12 drops a reference to None each time
``itemData()`` hands back an empty QVariant, until the interpreter aborts."""


def _data(days: int | None) -> int:
    return ALL_TIME if days is None else days


def macau_today() -> date:
    """Today in Macau (the trainer counts days in Macau time, like the reports)."""
    return macau_day(datetime.now(UTC))


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _pydate(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


class DateRangeBar(QWidget):
    """A preset combo and, for "Custom dates", a from and a to date."""

    sig_range_changed = Signal(object, object)
    """The period changed: (since, until), local days or None for an open end."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        default_days: int | None = 90,
        today: Callable[[], date] = macau_today,
    ) -> None:
        super().__init__(parent)
        self._today = today
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setObjectName("periodCombo")
        for days in PRESET_DAYS:
            self.combo.addItem("", _data(days))
        self.combo.addItem("", CUSTOM)
        self.since_edit = QDateEdit()
        self.until_edit = QDateEdit()
        for edit in (self.since_edit, self.until_edit):
            edit.setCalendarPopup(True)
            edit.setVisible(False)
        self.dash = QLabel("–")
        self.dash.setVisible(False)
        layout.addWidget(self.combo)
        layout.addWidget(self.since_edit)
        layout.addWidget(self.dash)
        layout.addWidget(self.until_edit)
        self.retranslate()
        self.combo.setCurrentIndex(self.combo.findData(_data(default_days)))
        self.combo.currentIndexChanged.connect(self._preset_chosen)
        self.since_edit.dateChanged.connect(self._custom_changed)
        self.until_edit.dateChanged.connect(self._custom_changed)

    def retranslate(self) -> None:
        for edit in (self.since_edit, self.until_edit):  # as day_text writes a day
            edit.setDisplayFormat(day_format())
        for index in range(self.combo.count()):
            days = self.combo.itemData(index)
            if days == ALL_TIME:
                text = self.tr("All time")
            elif days == CUSTOM:
                text = self.tr("Custom dates…")
            else:
                text = self.tr("Last %n days", "", days)
            self.combo.setItemText(index, text)

    # ---- reading

    @property
    def custom(self) -> bool:
        return bool(self.combo.currentData() == CUSTOM)

    def range(self) -> tuple[date | None, date | None]:
        """The chosen period as (since, until); None is an open end."""
        days = self.combo.currentData()
        if days == CUSTOM:
            since, until = _pydate(self.since_edit.date()), _pydate(self.until_edit.date())
            return (since, until) if since <= until else (until, since)
        if days == ALL_TIME:
            return None, None
        return date.fromordinal(self._today().toordinal() - int(days) + 1), None

    # ---- changing

    def set_preset(self, days: int | None) -> None:
        """Choose a preset period (emits when it changes)."""
        self.combo.setCurrentIndex(self.combo.findData(_data(days)))

    def set_custom(self, since: date, until: date) -> None:
        """Choose custom dates (emits once)."""
        for edit in (self.since_edit, self.until_edit, self.combo):
            edit.blockSignals(True)
        self.since_edit.setDate(_qdate(since))
        self.until_edit.setDate(_qdate(until))
        self.combo.setCurrentIndex(self.combo.findData(CUSTOM))
        for edit in (self.since_edit, self.until_edit, self.combo):
            edit.blockSignals(False)
        self._show_custom(True)
        self.sig_range_changed.emit(*self.range())

    def _preset_chosen(self, _index: int) -> None:
        custom = self.custom
        if custom:
            # Start the custom dates from the period shown so far.
            until = self._today()
            since = date.fromordinal(until.toordinal() - 29)
            for edit, day in ((self.since_edit, since), (self.until_edit, until)):
                edit.blockSignals(True)
                edit.setDate(_qdate(day))
                edit.blockSignals(False)
        self._show_custom(custom)
        self.sig_range_changed.emit(*self.range())

    def _custom_changed(self, _value: QDate) -> None:
        if self.custom:
            self.sig_range_changed.emit(*self.range())

    def _show_custom(self, custom: bool) -> None:
        for widget in (self.since_edit, self.dash, self.until_edit):
            widget.setVisible(custom)
