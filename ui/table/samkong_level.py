"""The level row's words at a Sam Kong table: what each level (Easy to Full VIP) deals there,
read from the one mapping that deals it (:func:`trainer.table.samkong.presets.samkong_settings`),
and the Custom row's one Sam Kong box, the irregularities of the deal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.samkong.presets import samkong_settings
from ui.words import percent_text


class SamKongLevelWords(QObject):
    """The level row's Sam Kong sentences, under one translation context."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        # The class's own context, as lupdate files ``self.tr`` here.
        return QCoreApplication.translate("SamKongLevelWords", text, disambiguation, n)

    def hint(self, level: Difficulty) -> str:
        """What ``level`` deals at a Sam Kong table."""
        dealt = samkong_settings(PRESETS[level].settings())
        faults = (self.tr("no faulty bets") if not dealt.fault_rate else
                  self.tr("faulty bets {0}").format(percent_text(dealt.fault_rate)))
        irregular = (self.tr("no irregularity of the deal") if not dealt.irregularity_rate
                     else self.tr("an irregularity of the deal in {0} of rounds").format(
                         percent_text(dealt.irregularity_rate)))
        if dealt.cash_steps:
            return self.tr("At a Sam Kong table: {faults}, {irregular}, {cash}.").format(
                faults=faults, irregular=irregular, cash=self.cash())
        return self.tr("At a Sam Kong table: {faults}, {irregular}.").format(
            faults=faults, irregular=irregular)

    def cash(self) -> str:
        """A level's cash steps at a Sam Kong table (as at baccarat's, the same levels)."""
        return self.tr("bettors buy in with notes and colour up when they leave")

    def irregular_check(self) -> str:
        """Custom's box for the irregularities of the deal (art. 2), where baccarat has its
        awkward amounts."""
        return self.tr("Irre&gularities")
