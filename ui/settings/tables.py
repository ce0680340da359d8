"""Table profiles: the shipped Macau defaults and the school's own, editable by instructors.

Why one file over 600 lines: one form whose fields (a row per side bet of the registry)
are read, refused under their own field, shown or hidden (a no-commission table's commission,
a side bet that is off) and reworded together; New, Delete and the save race all act on the
same form state."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.baccarat.bets import BetKind, side_specs, spec_of
from trainer.baccarat.table import (
    DEFAULT_PROFILES,
    MAX_PACE_TARGET,
    MAX_SEATS,
    MIN_SEATS,
    ChipPayout,
    CommissionMode,
    PayOrder,
    TableRules,
    TieBets,
    default_side_limits,
    parse_skipped_seats,
    seat_numbers,
)
from trainer.chips import parse_chip_set
from trainer.errors import (
    ChangedElsewhere,
    MoneyParseError,
    TableRulesError,
    TrainerError,
)
from trainer.money import Rounding, format_hkd, parse_money
from trainer.store.models import TableProfile
from ui.looks import set_look
from ui.settings.presenter import SettingsPresenter
from ui.settings.procedures import ProcedureRows, procedure_error, procedure_field
from ui.store_words import error_text
from ui.widgets.changed_elsewhere import ChangedElsewhereDialog
from ui.widgets.message import MessageLabel, Tone
from ui.widgets.retranslating import Retranslating
from ui.widgets.wheel import guard_wheel
from ui.worded import Worded
from ui.words import Words


class TableProfilesTab(Retranslating, QWidget):
    """A list of profiles and a form for the selected one."""

    MONEY_FIELDS = ("minimum", "maximum", "smallest_unit")

    def __init__(self, presenter: SettingsPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.versions: dict[str, int] = {}
        """The row version of each saved profile when the list was loaded (compare-and-set)."""
        self.conflict_dialog: ChangedElsewhereDialog | None = None
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("profileList")
        self.list.setMaximumWidth(260)
        layout.addWidget(self.list)
        # The form (13 rows) scrolls rather than grow the window at 1024 × 700 in a language
        # with taller type.
        right_page = QWidget()
        right = QVBoxLayout(right_page)
        right.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.minimum_edit = QLineEdit()
        self.maximum_edit = QLineEdit()
        self.unit_edit = QLineEdit()
        self.chips_edit = QLineEdit()
        self.mode_combo = QComboBox()
        self.rounding_combo = QComboBox()
        self.no_commission_check = QCheckBox()
        self.multiple_check = QCheckBox()
        # One row per side bet of the registry (trainer.baccarat.bets), in its order: whether
        # the table offers it (a bet a table may switch off), and its limits.
        sides = side_specs()
        self.offered_checks: dict[str, QCheckBox] = {
            spec.code: QCheckBox() for spec in sides if spec.optional}
        for code, check in self.offered_checks.items():
            check.setObjectName(f"offered_{code}")
        # The house procedure: take-and-pay order, chips of a payout, what may be
        # done with a bet after a tie (art. 12), and the pace the instructor expects.
        self.pay_order_combo = QComboBox()
        self.pay_order_combo.setObjectName("payOrderCombo")
        self.chip_payout_combo = QComboBox()
        self.chip_payout_combo.setObjectName("chipPayoutCombo")
        self.tie_bets_combo = QComboBox()
        self.tie_bets_combo.setObjectName("tieBetsCombo")
        self.pace_spin = QSpinBox()
        self.pace_spin.setObjectName("paceSpin")
        self.pace_spin.setRange(1, MAX_PACE_TARGET)
        # Seats: how many (art. 1: 7 or more), and the numbers the house
        # leaves out (4, 13), with the numbers the table then has shown beside them.
        self.seats_spin = QSpinBox()
        self.seats_spin.setObjectName("seatsSpin")
        self.seats_spin.setRange(MIN_SEATS, MAX_SEATS)
        self.skipped_edit = QLineEdit()
        self.skipped_edit.setObjectName("skippedSeatsEdit")
        self.seat_numbers_label = QLabel()
        self.seat_numbers_label.setObjectName("seatNumbersShown")
        self.skipped_row = QWidget()
        skipped_layout = QHBoxLayout(self.skipped_row)
        skipped_layout.setContentsMargins(0, 0, 0, 0)
        self.skipped_edit.setMinimumWidth(90)
        self.seat_numbers_label.setWordWrap(True)  # 14 seats' numbers fit on two lines
        skipped_layout.addWidget(self.skipped_edit, 1)
        skipped_layout.addWidget(self.seat_numbers_label, 2)
        # The side-bet limits (art. 17) are checked against the smallest chip like the table's,
        # so the instructor must see and edit them (review finding 10): minimum and maximum.
        self.limit_edits: dict[str, tuple[QLineEdit, QLineEdit]] = {
            spec.code: (QLineEdit(), QLineEdit()) for spec in sides}
        """Each side bet's minimum and maximum edits, by bet code."""
        self.limit_rows: dict[str, QWidget] = {}
        self.limit_to_labels: list[QLabel] = []
        for key, (low, high) in self.limit_edits.items():
            row_widget = QWidget()
            row = QHBoxLayout(row_widget)
            row.setContentsMargins(0, 0, 0, 0)
            to = QLabel()
            self.limit_to_labels.append(to)
            row.addWidget(low)
            row.addWidget(to)
            row.addWidget(high)
            self.limit_rows[key] = row_widget
        # The house's procedure options for the shoe's life and the card holder (arts. 2, 3,
        # 7, 8, 16), after the limits (ui.settings.procedures).
        self.procedure_rows = ProcedureRows()
        widgets = (self.name_edit, self.minimum_edit, self.maximum_edit, self.mode_combo,
                   self.no_commission_check, self.unit_edit, self.rounding_combo,
                   self.multiple_check, *self.offered_checks.values(), self.chips_edit,
                   self.pay_order_combo, self.chip_payout_combo, self.tie_bets_combo,
                   self.pace_spin, self.seats_spin, self.skipped_row,
                   *self.limit_rows.values())
        buddies = (*widgets[:-1 - len(self.limit_rows)], self.skipped_edit,
                   *(low for low, _ in self.limit_edits.values()),
                   *self.procedure_rows.widgets)
        widgets = (*widgets, *self.procedure_rows.widgets)
        self.labels = [QLabel() for _ in widgets]
        for label, widget, buddy in zip(self.labels, widgets, buddies, strict=True):
            label.setBuddy(buddy)
            form.addRow(label, widget)
        right.addLayout(form)
        self.form = form
        self.error_label = MessageLabel()
        """The refusal, shown in the form right under the field it is about (or at the end)."""
        self.error_label.setObjectName("fieldError")
        self.error_label.setWordWrap(True)
        form.addRow(self.error_label)
        self._parsing: QWidget | None = None
        self.new_from: str | None = None
        """The profile a New profile was copied from while the form holds it unsaved."""
        self.delete_dialog: QMessageBox | None = None
        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveProfile")
        buttons.addWidget(self.save_button)
        self.new_button = QPushButton()
        self.new_button.setObjectName("newProfile")
        buttons.addWidget(self.new_button)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteProfile")
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        right.addStretch(1)
        self.form_scroll = QScrollArea()
        self.form_scroll.setObjectName("profileFormScroll")
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        set_look(self.form_scroll, "clear")
        self.form_scroll.setWidget(right_page)
        guard_wheel(right_page)  # the wheel scrolls the form, never an unfocused field
        side = QVBoxLayout()  # Save stays in sight under the scrolling form
        side.addWidget(self.form_scroll, 1)
        side.addLayout(buttons)
        layout.addLayout(side, 1)
        self.list.currentItemChanged.connect(
            lambda item, _old: self._show(self._name_of(item)))
        self.save_button.clicked.connect(self.save)
        self.new_button.clicked.connect(self.new_profile)
        self.delete_button.clicked.connect(self.ask_delete)
        # A no-commission table (art. 18 (2)) has no commission to take: its mode and rounding
        # are hidden; the limits of a side bet the table does not offer cannot be edited.
        self.no_commission_check.toggled.connect(self._show_commission)
        for code, check in self.offered_checks.items():
            check.toggled.connect(self.limit_rows[code].setEnabled)
        self.seats_spin.valueChanged.connect(self._show_seat_numbers)
        self.skipped_edit.textChanged.connect(self._show_seat_numbers)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        texts = (self.tr("&Name"), self.tr("M&inimum bet (HK$)"), self.tr("Ma&ximum bet (HK$)"),
                 self.tr("&Commission"), self.tr("No-commission table (art. 18 (&2))"),
                 self.tr("S&mallest chip (HK$)"), self.tr("&Rounding of commission"),
                 self.tr("&Banker bets in multiples of the minimum"),
                 *(self._offered_label(code) for code in self.offered_checks),
                 self.tr("Chip s&et (HK$, e.g. 5, 25, 1,000)"),
                 self.tr("Take-and-pay &order"), self.tr("Chips of a pa&yout"),
                 self.tr("&After a tie (art. 12)"), self.tr("Pace target (co&ups an hour)"),
                 self.tr("Table si&ze (seats, 7 to 14)"),
                 self.tr("Seat numbers a&voided (e.g. 4, 13)"),
                 *(self._limits_label(code) for code in self.limit_edits),
                 *self.procedure_rows.labels())
        self.procedure_rows.retranslate()
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        for to in self.limit_to_labels:
            to.setText(self.tr("to"))
        for key, (low, high) in self.limit_edits.items():
            low.setAccessibleName(self.tr("{0} minimum").format(self._limit_name(key)))
            high.setAccessibleName(self.tr("{0} maximum").format(self._limit_name(key)))
        # The choices are worded anew; what the form holds stays (a language change must not
        # undo the instructor's unsaved edits).
        combos = (self.mode_combo, self.rounding_combo, self.pay_order_combo,
                  self.chip_payout_combo, self.tie_bets_combo)
        chosen = [combo.currentData() for combo in combos]
        self.mode_combo.clear()
        self.mode_combo.addItem(self.tr("Deduct 5% at payout"), CommissionMode.DEDUCT)
        self.mode_combo.addItem(self.tr("Mark in the commission box"), CommissionMode.MARK)
        self.rounding_combo.clear()
        self.rounding_combo.addItem(self.tr("Exact (cents)"), Rounding.EXACT)
        self.rounding_combo.addItem(self.tr("Down to the smallest chip"), Rounding.DOWN)
        self.rounding_combo.addItem(self.tr("Up to the smallest chip"), Rounding.UP)
        self.pay_order_combo.clear()
        self.pay_order_combo.addItem(self.tr("Right to left (highest seat first)"),
                                     PayOrder.RIGHT_TO_LEFT)
        self.pay_order_combo.addItem(self.tr("Left to right (seat 1 first)"),
                                     PayOrder.LEFT_TO_RIGHT)
        self.chip_payout_combo.clear()
        self.chip_payout_combo.addItem(self.tr("Fewest chips"), ChipPayout.FEWEST)
        # A school may grade the amount alone, typed as an amount at the Table.
        self.chip_payout_combo.addItem(self.tr("The amount only (typed as an amount)"),
                                       ChipPayout.AMOUNT)
        self.chip_payout_combo.addItem(self.tr("Colour for colour (match the stake's chips)"),
                                       ChipPayout.COLOUR_FOR_COLOUR)
        self.tie_bets_combo.clear()
        self.tie_bets_combo.addItem(self.tr("Push only"), TieBets.PUSH_ONLY)
        self.tie_bets_combo.addItem(self.tr("Keep, withdraw or change"), TieBets.CHANGE)
        self.tie_bets_combo.addItem(self.tr("Increase only (SJM)"), TieBets.INCREASE_ONLY)
        self.save_button.setText(self.tr("&Save profile"))
        self.new_button.setText(self.tr("Ne&w profile"))
        self.new_button.setToolTip(self.tr("A new profile, copied from the selected one"))
        self.delete_button.setText(self.tr("&Delete profile"))
        self.skipped_edit.setPlaceholderText(self.tr("none"))
        self.skipped_edit.setAccessibleName(self.tr("Seat numbers avoided"))
        self._show_seat_numbers()
        words = Words()
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setText(words.table_name(self._name_of(item)))
        for combo, data in zip(combos, chosen, strict=True):
            if data is not None:
                combo.setCurrentIndex(combo.findData(data))

    def refresh(self, select: str | None = None) -> None:
        self.profiles = self.presenter.table_profiles()
        self.versions = self.presenter.table_profile_versions()
        self.list.clear()
        words = Words()
        for name in self.profiles:  # shown by name (a shipped one's in the user's language)
            item = QListWidgetItem(words.table_name(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.list.addItem(item)
        names = list(self.profiles)
        self.list.setCurrentRow(names.index(select) if select in names else 0)

    @staticmethod
    def _name_of(item: QListWidgetItem | None) -> str:
        """The profile an item of the list stands for (its saved name, not its words)."""
        return "" if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def selected_name(self) -> str | None:
        """The saved name of the profile selected in the list."""
        item = self.list.currentItem()
        return None if item is None else self._name_of(item)

    def _show(self, name: str) -> None:
        self.new_from = None  # another profile picked: the unsaved new one is dropped
        self.name_edit.setPlaceholderText("")
        rules = self.profiles.get(name)
        if rules is None:
            return
        self.name_edit.setText(rules.name)
        self.seats_spin.setValue(rules.seats)
        self.skipped_edit.setText(", ".join(str(n) for n in rules.skipped_seats))
        self.minimum_edit.setText(format_hkd(rules.minimum, symbol=False))
        self.maximum_edit.setText(format_hkd(rules.maximum, symbol=False))
        self.unit_edit.setText(format_hkd(rules.smallest_unit, symbol=False))
        self.chips_edit.setText(", ".join(format_hkd(c, symbol=False).replace(",", "")
                                          for c in rules.chips))
        self.mode_combo.setCurrentIndex(self.mode_combo.findData(rules.commission_mode))
        self.rounding_combo.setCurrentIndex(self.rounding_combo.findData(rules.rounding))
        self.no_commission_check.setChecked(rules.no_commission)
        self.multiple_check.setChecked(rules.banker_multiple_of_minimum)
        for code, check in self.offered_checks.items():
            check.setChecked(rules.offers(BetKind(code)))
        self.pay_order_combo.setCurrentIndex(self.pay_order_combo.findData(rules.pay_order))
        self.chip_payout_combo.setCurrentIndex(
            self.chip_payout_combo.findData(rules.chip_payout))
        self.tie_bets_combo.setCurrentIndex(self.tie_bets_combo.findData(rules.tie_bets))
        self.pace_spin.setValue(rules.pace_target)
        for code, (low, high) in self.limit_edits.items():
            minimum, maximum = rules.limits(BetKind(code))
            low.setText(format_hkd(minimum, symbol=False))
            high.setText(format_hkd(maximum, symbol=False))
            self.limit_rows[code].setEnabled(rules.offers(BetKind(code)))
        self.procedure_rows.show(rules.procedures)
        self._show_commission(rules.no_commission)
        self.delete_button.setEnabled(True)
        self.error_label.clear()

    def _show_commission(self, no_commission: bool) -> None:
        """Hide the commission's mode and rounding on a no-commission table (art. 18 (2)):
        it takes none, so they do not apply."""
        for widget in (self.mode_combo, self.rounding_combo):
            self.form.setRowVisible(widget, not no_commission)

    def _show_seat_numbers(self) -> None:
        """The numbers the seats will carry, as the core counts them, beside the skipped ones
        (nothing while the list is not whole numbers: saving says why)."""
        try:
            skipped = parse_skipped_seats(self.skipped_edit.text())
        except TableRulesError:
            self.seat_numbers_label.clear()
            return
        numbers = seat_numbers(self.seats_spin.value(), skipped)
        self.seat_numbers_label.setText(self.tr("Seats {0}").format(
            ", ".join(str(n) for n in numbers)))

    # ---- new and delete

    def new_profile(self) -> None:
        """Start a new profile from a copy of the selected one: the form keeps its settings,
        the name is to be given; Save creates it (never over an existing profile)."""
        source = self.selected_name()
        if source is None or source not in self.profiles:
            return
        self._show(source)
        self.new_from = source
        self.name_edit.clear()
        self.name_edit.setPlaceholderText(self.tr("Name the new profile"))
        self.delete_button.setEnabled(False)
        self.form_scroll.verticalScrollBar().setValue(0)  # the name is the first field
        self.name_edit.setFocus()
        self.show_done(Worded(
            lambda words: self.tr("New profile, copied from {0}: give it a name and save it.")
            .format(words), Words().table_name(source)), self.name_edit, Tone.NOTE)

    def ask_delete(self) -> None:
        """Ask before deleting the selected profile, saying what follows (the exams that draw
        their deals at it, the kept shoes begun at it); a shipped profile cannot go."""
        name = self.selected_name()
        if name is None:
            return
        shown = Words().table_name(name)
        if name not in self.versions:
            self.show_error(Worded(lambda: self.tr(
                "{0} is shipped with the trainer and cannot be deleted. Make a new profile "
                "from it instead.").format(shown)))
            return
        try:
            use = self.presenter.table_profile_use(name)
        except TrainerError as error:
            self.show_error(Worded(error_text, error))
            return
        lines = [self.tr("Delete the table profile {0}?").format(shown)]
        if name in DEFAULT_PROFILES:
            lines.append(self.tr("The shipped profile of this name comes back in its place."))
        elif use.exams:
            lines.append(self.tr(
                "The exams {0} draw their deals at this table: they cannot start a sitting "
                "until an instructor picks their tables again. Sittings under way keep the "
                "rules they started with.").format(", ".join(use.exams)))
        if use.kept_shoes:
            lines.append(self.tr("%n kept shoe(s) begun at this table resume with the rules "
                                 "they began with.", "", use.kept_shoes))
        dialog = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete profile"),
                             "\n\n".join(lines),
                             QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                             self)
        dialog.setObjectName("deleteProfileDialog")
        dialog.setDefaultButton(QMessageBox.StandardButton.No)
        self.delete_dialog = dialog

        def chosen(result: int) -> None:
            self.delete_dialog = None
            if result == QMessageBox.StandardButton.Yes:
                self.delete(name)

        dialog.finished.connect(chosen)
        dialog.open()

    def delete(self, name: str) -> None:
        """Delete ``name`` (asked first by :meth:`ask_delete`); the store checks again."""
        try:
            self.presenter.delete_table_profile(name, self.versions.get(name))
        except ChangedElsewhere:
            self.refresh(select=name)
            self.show_error(Worded(lambda: self.tr(
                "Not deleted: {0} changed on another desk. Its new settings are shown.")
                .format(Words().table_name(name))))
            return
        except TrainerError as error:
            self.show_error(Worded(error_text, error))
            return
        self.refresh(select=name)
        self.show_done(Worded(lambda: self.tr("Deleted {0}.").format(Words().table_name(name))))

    def _limits_label(self, code: str) -> str:
        """A side bet's limits row, by its spec's wording key (a bet with no wording of its
        own here is named as the words name it, without an Alt key)."""
        wording = spec_of(code).wording
        known = {"tie": self.tr("&Tie bet limits (HK$)"),
                 "player_pair": self.tr("&Player Pair bet limits (HK$)"),
                 "banker_pair": self.tr("Banker Pair bet limits (HK$)"),
                 "lucky_6": self.tr("Luc&ky 6 bet limits (HK$)")}
        return known.get(wording) or self.tr("{0} bet limits (HK$)").format(
            Words().bet(code))

    def _offered_label(self, code: str) -> str:
        """The tick of a side bet a table may switch off, by its spec's wording key."""
        wording = spec_of(code).wording
        known = {"lucky_6": self.tr("Lucky &6 offered")}
        return known.get(wording) or self.tr("{0} offered").format(Words().bet(code))

    def _limit_name(self, key: str) -> str:
        """The limit a refusal names: the table's, or a side bet's by its code."""
        if key == "table":
            return self.tr("table")
        try:
            spec_of(key)
        except ValueError:
            return key
        return Words().bet(key)

    def rules_from_form(self) -> TableRules:
        """Build rules from the form; raises ValueError/MoneyParseError with a clear message."""
        selected = self.selected_name()
        base = self.profiles.get(selected) if selected is not None else None
        data = base.to_dict() if base else {}
        name = self.name_edit.text().strip()
        if not name:
            raise ValueError(self.tr("Give the profile a name."))
        if self.new_from is not None and name in self.profiles:
            raise ValueError(self.tr(
                "There is already a profile named {0}: give the new one another name.")
                .format(name))
        self._parsing = self.skipped_edit
        skipped = parse_skipped_seats(self.skipped_edit.text())
        self._parsing = self.chips_edit
        chips = parse_chip_set(self.chips_edit.text())
        amounts: dict[str, str] = {}
        for key, edit in (("minimum", self.minimum_edit), ("maximum", self.maximum_edit),
                          ("smallest_unit", self.unit_edit)):
            self._parsing = edit
            amounts[key] = str(parse_money(edit.text()))
        sides: dict[str, dict[str, object]] = {}
        for code, pair in self.limit_edits.items():
            kind = BetKind(code)
            side = (base.side_limits(kind) if base else default_side_limits(kind)).to_dict()
            check = self.offered_checks.get(code)
            side["offered"] = True if check is None else check.isChecked()
            if self.limit_rows[code].isEnabled():  # an offered bet's limits are read
                for end, edit in zip(("minimum", "maximum"), pair, strict=True):
                    self._parsing = edit
                    side[end] = str(parse_money(edit.text()))
            sides[code] = side
        self._parsing = None
        data.update(
            name=name,
            **amounts,
            chips=[str(c) for c in chips],
            # A no-commission table takes none: the hidden mode is no setting of it.
            commission_mode=(CommissionMode.DEDUCT if self.no_commission_check.isChecked()
                             else self.mode_combo.currentData()).value,
            rounding=self.rounding_combo.currentData().value,
            no_commission=self.no_commission_check.isChecked(),
            banker_multiple_of_minimum=self.multiple_check.isChecked(),
            side_bets=sides,
            pay_order=self.pay_order_combo.currentData().value,
            chip_payout=self.chip_payout_combo.currentData().value,
            tie_bets=self.tie_bets_combo.currentData().value,
            pace_target=self.pace_spin.value(),
            seats=self.seats_spin.value(),
            skipped_seats=list(skipped),
            procedures=self.procedure_rows.read(),
        )
        return TableRules.from_dict(data)

    def rules_error(self, error: TableRulesError) -> str:
        """The core's refusal of a table's settings, in the user's language."""
        p = error.params
        limit = self._limit_name(p.get("limit", ""))
        texts = {
            "name_empty": self.tr("Give the profile a name."),
            "commission_rate": self.tr("The commission rate must be between 0 and 1."),
            "no_commission_mark": self.tr(
                "A no-commission table (art. 18 (2)) has no commission box to mark: choose "
                "\"Deduct 5% at payout\" or untick no-commission."),
            "chips_empty": self.tr("Give at least one chip value."),
            "chips_positive": self.tr("Chip values must be positive amounts."),
            "chips_order": self.tr("Each chip value may appear only once."),
            "smallest_unit": self.tr(
                "The smallest unit ({0}) must be the smallest chip ({1}).").format(
                p.get("unit", ""), p.get("chip", "")),
            "seats": self.tr("A baccarat table has {0} or more seats (art. 1).").format(
                p.get("seats", "")),
            "seats_max": self.tr(
                "A table has at most {0} seats here (a big Macau baccarat table).").format(
                p.get("seats", "")),
            "seat_number_text": self.tr(
                "List the seat numbers to skip as whole numbers, e.g. 4, 13 (not {0}).").format(
                p.get("text", "")),
            "seat_number_positive": self.tr(
                "Seats are numbered from 1: {0} cannot be skipped.").format(p.get("number", "")),
            "seat_number_repeated": self.tr("The seat number {0} is listed twice.").format(
                p.get("number", "")),
            "seat_number_max": self.tr("Seats are numbered up to {0}.").format(
                p.get("max", "")),
            "minimum_positive": self.tr("The {0} minimum must be more than zero.").format(limit),
            "limit_order": self.tr("The {0} minimum {1} is above its maximum {2}.").format(
                limit, p.get("minimum", ""), p.get("maximum", "")),
            "limit_unit": self.tr(
                "The {0} limit {1} is not a whole number of the smallest chip {2}.").format(
                limit, p.get("amount", ""), p.get("unit", "")),
            "difference_positive": self.tr(
                "The Banker/Player difference limit must be more than zero (art. 14)."),
            "difference_below_minimum": self.tr(
                "The Banker/Player difference limit {0} is below the table minimum {1}: no "
                "single bet could be accepted (art. 14).").format(
                p.get("difference", ""), p.get("minimum", "")),
            "amount_too_large": self.tr(
                "{0} is beyond any table: amounts go up to {1}.").format(
                p.get("amount", ""), p.get("max", "")),
            "no_commission_half": self.tr(
                "On a no-commission table a Banker {0} winning with 6 is paid half, {1}, which "
                "the smallest chip {2} cannot pay (art. 18 (2)). Choose a minimum whose half "
                "is a whole number of chips, or a smaller chip.").format(
                p.get("minimum", ""), p.get("half", ""), p.get("unit", "")),
            "commission_not_payable": self.tr(
                "The 5% commission on a Banker {0} win, {1}, is not a whole number of the "
                "smallest chip {2}, so it cannot be paid in chips (art. 18 (1), SJM house "
                "note). Choose a minimum whose 5% is one or more whole chips, or a smaller "
                "chip.").format(
                p.get("minimum", ""), p.get("commission", ""), p.get("unit", "")),
            "amount_cents": self.tr(
                "{0} is finer than a cent: HK$ amounts have cents at most.").format(
                p.get("amount", "")),
            "chips_count": self.tr("A table has at most {0} chip values.").format(
                p.get("count", "")),
            "chips_multiple": self.tr(
                "The chip {0} is not a whole number of the smallest chip {1}.").format(
                p.get("chip", ""), p.get("unit", "")),
            "chips_above_maximum": self.tr(
                "The chip {0} is above the table maximum {1}.").format(
                p.get("chip", ""), p.get("maximum", "")),
            "chips_too_small": self.tr(
                "The table maximum {0} is more than {1} of the largest chip {2}: add a larger "
                "chip.").format(p.get("maximum", ""), p.get("count", ""), p.get("chip", "")),
            "chips_uneven": self.tr(
                "These chip values are too uneven to work out payouts quickly: use values "
                "that step up like 5, 10, 20, 50, 100."),
            "pace_target": self.tr("A pace target is 1 to {0} coups an hour.").format(
                p.get("max", "")),
            "malformed": self.tr("This profile's settings cannot be read."),
        }
        return texts.get(error.code) or procedure_error(error) or str(error)

    def field_for(self, error: TableRulesError) -> QWidget | None:
        """The form field a refusal is about, so that it is shown right under it."""
        limit = error.params.get("limit")
        pairs = {"table": (self.minimum_edit, self.maximum_edit), **self.limit_edits}
        if limit in pairs:
            low, high = pairs[limit]
            try:
                maximum = format_hkd(parse_money(high.text()))
            except MoneyParseError:
                maximum = None
            if error.code == "limit_unit" and error.params.get("amount") == maximum:
                return high
            return low
        return {
            "name_empty": self.name_edit,
            "commission_rate": self.mode_combo,
            "no_commission_mark": self.mode_combo,
            "chips_empty": self.chips_edit,
            "chips_positive": self.chips_edit,
            "chips_order": self.chips_edit,
            "chips_count": self.chips_edit,
            "chips_multiple": self.chips_edit,
            "chips_above_maximum": self.chips_edit,
            "chips_too_small": self.chips_edit,
            "chips_uneven": self.chips_edit,
            "smallest_unit": self.unit_edit,
            "no_commission_half": self.minimum_edit,
            "commission_not_payable": self.minimum_edit,
            "difference_below_minimum": self.minimum_edit,
            "pace_target": self.pace_spin,
            "seats": self.seats_spin,
            "seats_max": self.seats_spin,
            "seat_number_text": self.skipped_edit,
            "seat_number_positive": self.skipped_edit,
            "seat_number_repeated": self.skipped_edit,
            "seat_number_max": self.skipped_edit,
        }.get(error.code) or procedure_field(self.procedure_rows, error)

    def _form_row(self, widget: QWidget | None) -> int:
        """The form row holding ``widget`` (-1: not in the form). PySide6 types the position
        as ``object``; it is a (row, role) pair."""
        if widget is None:
            return -1
        position = cast("tuple[int, QFormLayout.ItemRole]", self.form.getWidgetPosition(widget))
        return position[0]

    def show_error(self, text: str, field: QWidget | None = None) -> None:
        """Show ``text`` right under ``field`` (at the end of the form without one) and put
        the cursor in that field."""
        self.form.takeRow(self.error_label)
        if field is None:
            self.form.addRow(self.error_label)
        else:
            row = self._form_row(field)
            if row < 0:  # a side-bet limit edit sits in its row's widget
                row = self._form_row(field.parentWidget())
            self.form.insertRow(row + 1, self.error_label)
            field.setFocus()
        self.error_label.set_tone(Tone.ERROR)
        self.error_label.say(text)  # Worded text follows a language change
        self.error_label.show()

    def show_done(self, text: str, field: QWidget | None = None, tone: Tone = Tone.DONE
                  ) -> None:
        """Say what was done (saved, deleted) or what to do next (``Tone.NOTE``) where
        refusals are said, not in error red."""
        self.show_error(text, field)
        self.error_label.set_tone(tone)

    def _changed_elsewhere(self, mine: TableRules, error: ChangedElsewhere) -> None:
        """Another desk saved (or removed) this profile since the list was loaded: show both,
        reload theirs or keep editing mine (the next save then carries their version)."""
        theirs = error.theirs if isinstance(error.theirs, TableProfile) else None
        try:
            their_rules = None if theirs is None else TableRules.from_dict(theirs.rules)
        except TableRulesError:
            # Stored under this name but unreadable here (a newer version's side bet, or a
            # row edited by hand): the list leaves it out, so say so; the next save replaces
            # it, as the instructor saw and chose.
            self.versions[mine.name] = error.version
            self.new_from = None  # no longer a new name: the next save replaces that row
            self.show_done(Worded(lambda: self.tr(
                "Not saved: a profile named {0} is stored, but this version of the app "
                "cannot read it. Save again to replace it with yours.").format(mine.name)),
                tone=Tone.NOTE)
            return
        self.show_error(Worded(
            lambda: self.tr("Not saved: {0} changed on another desk.").format(mine.name)))
        rows = self._compare(their_rules, mine)
        dialog = ChangedElsewhereDialog(
            self.tr("the table profile “{0}”").format(mine.name), rows, self)
        self.conflict_dialog = dialog

        def chosen(result: int) -> None:
            self.versions[mine.name] = error.version  # the next save carries theirs
            if result == ChangedElsewhereDialog.DialogCode.Accepted:
                self.refresh(select=mine.name)
                self.show_done(Worded(
                    lambda: self.tr("Reloaded the version saved on the other desk.")))
            else:
                self.show_done(Worded(
                    lambda: self.tr("Your edit is kept; saving it replaces theirs.")),
                    tone=Tone.NOTE)

        dialog.finished.connect(chosen)
        dialog.open()

    def _compare(self, theirs: TableRules | None,
                 mine: TableRules) -> list[tuple[str, str, str]]:
        """(field, theirs, yours) rows in the form's order and words: its labels (without
        mnemonics), amounts as typed, choices as the lists name them, yes/no for the ticks
        (``theirs`` None: the other desk removed the profile)."""
        names = [re.sub(r"\(&\w\)", "", label.text()).replace("&", "").strip()
                 for label in self.labels]
        yes, no = self.tr("yes"), self.tr("no")

        def amount(value: Decimal) -> str:
            return format_hkd(value, symbol=False)

        def choice(combo: QComboBox, value: object) -> str:
            index = combo.findData(value)
            return combo.itemText(index) if index >= 0 else str(value)

        def texts(rules: TableRules) -> list[str]:
            limits = [self.tr("{0} to {1}").format(*map(amount, rules.limits(BetKind(code))))
                      for code in self.limit_edits]
            offered = [yes if rules.offers(BetKind(code)) else no
                       for code in self.offered_checks]
            return [rules.name, amount(rules.minimum), amount(rules.maximum),
                    choice(self.mode_combo, rules.commission_mode),
                    yes if rules.no_commission else no, amount(rules.smallest_unit),
                    choice(self.rounding_combo, rules.rounding),
                    yes if rules.banker_multiple_of_minimum else no,
                    *offered,
                    ", ".join(amount(c).replace(",", "") for c in rules.chips),  # as typed
                    choice(self.pay_order_combo, rules.pay_order),
                    choice(self.chip_payout_combo, rules.chip_payout),
                    choice(self.tie_bets_combo, rules.tie_bets), str(rules.pace_target),
                    str(rules.seats), ", ".join(str(n) for n in rules.skipped_seats) or "-",
                    *limits, *self.procedure_rows.texts(rules.procedures, yes, no)]

        their_texts = [self.tr("(removed)")] * len(names) if theirs is None else texts(theirs)
        return list(zip(names, their_texts, texts(mine), strict=True))

    def save(self) -> None:
        try:
            rules = self.rules_from_form()
        except MoneyParseError as error:
            self.show_error(Worded(
                lambda reason: self.tr("An amount is not valid: {0}").format(
                    Words().money_error(reason)), error.reason), self._parsing)
            return
        except TableRulesError as error:
            self.show_error(Worded(self.rules_error, error), self.field_for(error))
            return
        except (ValueError, TypeError) as error:
            self.show_error(str(error), self.name_edit)
            return
        try:
            # The store validates again, in the core, whoever saves, and
            # refuses a save over another desk's since this list was loaded (point 7).
            self.presenter.save_table_profile(
                rules, 0 if self.new_from is not None else self.versions.get(rules.name, 0))
        except ChangedElsewhere as error:
            self._changed_elsewhere(rules, error)
            return
        except TableRulesError as error:
            self.show_error(Worded(self.rules_error, error), self.field_for(error))
            return
        except TrainerError as error:
            self.show_error(Worded(error_text, error))
            return
        self.refresh(select=rules.name)
        name = rules.name  # a shipped one said by its name in the language, not by its id
        self.show_done(Worded(lambda: self.tr("Saved {0}.").format(Words().table_name(name))))
