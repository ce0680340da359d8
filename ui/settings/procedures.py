"""The table profile editor's rows for the house's procedure options
(:class:`~trainer.baccarat.procedures.Procedures`, Baccarat arts. 2, 3, 7, 8, 16): who cuts,
the burn of art. 2 and its fixed count, the burn before each coup (art. 8), demonstration
coups, the reading of art. 3, the automatic shuffler, the card holder and its rule for equal
largest bets. The editor (:mod:`ui.settings.tables`) lays them out, shows and reads them with
the profile; the core checks them (:class:`~trainer.errors.TableRulesError` codes
``burn_fixed`` and ``burn_each_coup``, worded here).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from trainer.baccarat.procedures import MAX_BURN_EACH_COUP, CutBy, HolderTie, Procedures
from trainer.cards import BurnMethod, LastCoupRule
from trainer.errors import TableRulesError

_FIXED_RANGE = (1, 8)
"""Art. 2 (c) as amended by 83/2011: a fixed number of cards from 1 to 8."""


translate = QCoreApplication.translate


class ProcedureRows:
    """The procedure options' fields, in the form's order (:attr:`widgets`)."""

    def __init__(self) -> None:
        self.cut_by_combo = QComboBox()
        self.cut_by_combo.setObjectName("cutByCombo")
        self.burn_combo = QComboBox()
        self.burn_combo.setObjectName("burnCombo")
        self.burn_fixed_spin = QSpinBox()
        self.burn_fixed_spin.setObjectName("burnFixedSpin")
        self.burn_fixed_spin.setRange(*_FIXED_RANGE)
        self.burn_each_spin = QSpinBox()
        self.burn_each_spin.setObjectName("burnEachCoupSpin")
        self.burn_each_spin.setRange(0, MAX_BURN_EACH_COUP)
        self.demonstration_check = QCheckBox()
        self.demonstration_check.setObjectName("demonstrationCheck")
        self.last_coup_combo = QComboBox()
        self.last_coup_combo.setObjectName("lastCoupCombo")
        self.shuffler_check = QCheckBox()
        self.shuffler_check.setObjectName("shufflerCheck")
        self.card_holder_check = QCheckBox()
        self.card_holder_check.setObjectName("cardHolderCheck")
        self.holder_tie_combo = QComboBox()
        self.holder_tie_combo.setObjectName("holderTieCombo")
        self.widgets: tuple[QWidget, ...] = (
            self.cut_by_combo, self.burn_combo, self.burn_fixed_spin, self.burn_each_spin,
            self.demonstration_check, self.last_coup_combo, self.shuffler_check,
            self.card_holder_check, self.holder_tie_combo)
        # What does not apply is greyed: the fixed count unless the burn is fixed, the cut
        # and the burns at a shuffler's table (art. 2 (3)), the holder rule with no holder.
        self.burn_combo.currentIndexChanged.connect(self._enable)
        self.shuffler_check.toggled.connect(self._enable)
        self.card_holder_check.toggled.connect(self._enable)

    def labels(self) -> tuple[str, ...]:
        """The rows' labels, in :attr:`widgets`' order (no Alt keys: the form has used them)."""
        return (
            translate("TableProfilesTab", "Who cuts (art. 2)"),
            translate("TableProfilesTab", "Burn at the start of a shoe (art. 2)"),
            translate("TableProfilesTab", "Fixed burn (cards, 1 to 8)"),
            translate("TableProfilesTab", "Burn before each coup (art. 8)"),
            translate("TableProfilesTab", "Demonstration coups (art. 2)"),
            translate("TableProfilesTab", "Last coup (art. 3)"),
            translate("TableProfilesTab", "Automatic shuffler (arts. 2, 7)"),
            translate("TableProfilesTab", "Card holder, VIP squeeze (art. 16)"),
            translate("TableProfilesTab", "Equal largest bets (art. 16)"),
        )

    def retranslate(self) -> None:
        """Word the choices; what the fields hold stays."""
        combos = (self.cut_by_combo, self.burn_combo, self.last_coup_combo,
                  self.holder_tie_combo)
        chosen = [combo.currentData() for combo in combos]
        for combo in combos:
            combo.blockSignals(True)
            combo.clear()
        choices: tuple[tuple[QComboBox, str, object], ...] = (
            (self.cut_by_combo, translate("TableProfilesTab", "A player"), CutBy.PLAYER),
            (self.cut_by_combo, translate("TableProfilesTab", "The dealer"), CutBy.DEALER),
            (self.burn_combo, translate("TableProfilesTab", "(a) As many cards as decks"),
             BurnMethod.DECKS),
            (self.burn_combo, translate("TableProfilesTab", "(b) The first card's value"),
             BurnMethod.FIRST_CARD),
            (self.burn_combo, translate("TableProfilesTab", "(c) A fixed number"),
             BurnMethod.FIXED),
            (self.last_coup_combo,
             translate("TableProfilesTab", "Cut card out: this coup and one more"),
             LastCoupRule.ONE_MORE),
            (self.last_coup_combo,
             translate("TableProfilesTab", "Cut card out: this coup is the last"),
             LastCoupRule.THIS_COUP),
            (self.holder_tie_combo, translate("TableProfilesTab", "The lower seat holds"),
             HolderTie.LOWEST_SEAT),
            (self.holder_tie_combo, translate("TableProfilesTab", "The higher seat holds"),
             HolderTie.HIGHEST_SEAT),
            (self.holder_tie_combo, translate("TableProfilesTab", "The dealer turns them"),
             HolderTie.DEALER),
        )
        for combo, text, data in choices:
            combo.addItem(text, data)
        for combo, data in zip(combos, chosen, strict=True):
            combo.setCurrentIndex(max(0, combo.findData(data)) if data is not None else 0)
            combo.blockSignals(False)
        self.burn_each_spin.setSpecialValueText(translate("TableProfilesTab", "none"))
        for check in (self.demonstration_check, self.shuffler_check, self.card_holder_check):
            check.setText(translate("TableProfilesTab", "yes"))
        self._enable()

    def show(self, procedures: Procedures) -> None:
        self.cut_by_combo.setCurrentIndex(self.cut_by_combo.findData(procedures.cut_by))
        self.burn_combo.setCurrentIndex(self.burn_combo.findData(procedures.burn))
        self.burn_fixed_spin.setValue(procedures.burn_fixed or _FIXED_RANGE[0])
        self.burn_each_spin.setValue(procedures.burn_each_coup)
        self.demonstration_check.setChecked(procedures.demonstration_coups)
        self.last_coup_combo.setCurrentIndex(self.last_coup_combo.findData(procedures.last_coup))
        self.shuffler_check.setChecked(procedures.shuffler)
        self.card_holder_check.setChecked(procedures.card_holder)
        self.holder_tie_combo.setCurrentIndex(
            self.holder_tie_combo.findData(procedures.holder_tie))
        self._enable()

    def read(self) -> dict[str, object]:
        """The options as the profile's plain ``procedures`` object (checked by the core)."""
        burn = self.burn_combo.currentData()
        return Procedures(
            cut_by=self.cut_by_combo.currentData(),
            burn=burn,
            burn_fixed=self.burn_fixed_spin.value() if burn is BurnMethod.FIXED else None,
            burn_each_coup=self.burn_each_spin.value(),
            demonstration_coups=self.demonstration_check.isChecked(),
            last_coup=self.last_coup_combo.currentData(),
            shuffler=self.shuffler_check.isChecked(),
            card_holder=self.card_holder_check.isChecked(),
            holder_tie=self.holder_tie_combo.currentData(),
        ).to_dict()

    def texts(self, procedures: Procedures, yes: str, no: str) -> list[str]:
        """Each option as the form words it, in :attr:`widgets`' order (the save-race
        comparison)."""
        def choice(combo: QComboBox, value: object) -> str:
            index = combo.findData(value)
            return combo.itemText(index) if index >= 0 else str(value)

        return [choice(self.cut_by_combo, procedures.cut_by),
                choice(self.burn_combo, procedures.burn),
                str(procedures.burn_fixed) if procedures.burn_fixed is not None else "-",
                str(procedures.burn_each_coup),
                yes if procedures.demonstration_coups else no,
                choice(self.last_coup_combo, procedures.last_coup),
                yes if procedures.shuffler else no,
                yes if procedures.card_holder else no,
                choice(self.holder_tie_combo, procedures.holder_tie)]

    def _enable(self) -> None:
        machine = self.shuffler_check.isChecked()
        self.burn_fixed_spin.setEnabled(
            not machine and self.burn_combo.currentData() is BurnMethod.FIXED)
        for widget in (self.cut_by_combo, self.burn_combo, self.burn_each_spin):
            widget.setEnabled(not machine)
        self.holder_tie_combo.setEnabled(self.card_holder_check.isChecked())


def procedure_error(error: TableRulesError) -> str | None:
    """The core's refusal of a procedure option, worded; None for another code."""
    p = error.params
    if error.code == "burn_fixed":
        return translate(
            "TableProfilesTab", "A fixed burn is 1 to 8 cards (art. 2 (c)), and is set only "
            "with the fixed burn; not {0}.").format(p.get("count", ""))
    if error.code == "burn_each_coup":
        return translate(
            "TableProfilesTab", "Before each coup the house burns 0 to {0} cards (art. 8)."
        ).format(p.get("max", ""))
    return None


def procedure_field(rows: ProcedureRows, error: TableRulesError) -> QWidget | None:
    return {"burn_fixed": rows.burn_fixed_spin,
            "burn_each_coup": rows.burn_each_spin}.get(error.code)
