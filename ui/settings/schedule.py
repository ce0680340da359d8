"""Review and daily goal: an instructor sets, per cohort or as
the school's default, the desired retention, the target answer time of each drill (the
rating's "at pace") and the daily goal Today shows. All by keyboard; the store checks every
value (:mod:`trainer.store.schedule`) and a refusal is worded under the field it is about.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.schedule import DEFAULT_TARGETS_MS
from trainer.errors import StoreError, TrainerError
from trainer.store.schedule import CohortSchedule
from trainer.today import GoalUnit
from ui.settings.presenter import SettingsPresenter
from ui.store_words import error_text
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.wheel import guard_wheel
from ui.worded import Worded
from ui.words import drill_kind_label


def _number(text: str) -> float | None:
    """A number typed the user's way: "90", "90 %", "2,5"; None when it is not one."""
    cleaned = text.strip().rstrip("%").strip().replace(",", ".")
    try:
        value = float(cleaned)
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


class ScheduleSettingsTab(Retranslating, QWidget):
    """A cohort (or the school's default), its review settings and daily goal, and Save."""

    def __init__(self, presenter: SettingsPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scheduleSettingsTab")
        self.presenter = presenter
        self.shown: CohortSchedule | None = None
        outer = QVBoxLayout(self)
        page = QWidget()
        form = self.form = QFormLayout(page)
        self.cohort_combo = QComboBox()
        self.cohort_combo.setObjectName("scheduleCohortCombo")
        self.retention_edit = QLineEdit()
        self.retention_edit.setObjectName("retentionEdit")
        self.target_edits = {kind: QLineEdit() for kind in DEFAULT_TARGETS_MS}
        for kind, edit in self.target_edits.items():
            edit.setObjectName(f"targetEdit_{kind}")
        self.goal_unit_combo = QComboBox()
        self.goal_unit_combo.setObjectName("goalUnitCombo")
        for unit in GoalUnit:
            self.goal_unit_combo.addItem("", unit)
        self.goal_edit = QLineEdit()
        self.goal_edit.setObjectName("goalEdit")
        goal_row = QWidget()
        row = QHBoxLayout(goal_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.goal_edit)
        row.addWidget(self.goal_unit_combo, 1)
        self.cohort_label, self.retention_label, self.goal_label = QLabel(), QLabel(), QLabel()
        self.cohort_label.setBuddy(self.cohort_combo)
        self.retention_label.setBuddy(self.retention_edit)
        self.goal_label.setBuddy(self.goal_edit)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.targets_caption = QLabel()
        self.targets_caption.setObjectName("targetsCaption")
        self.target_labels = {kind: QLabel() for kind in DEFAULT_TARGETS_MS}
        form.addRow(self.cohort_label, self.cohort_combo)
        form.addRow(self.help)
        form.addRow(self.retention_label, self.retention_edit)
        form.addRow(self.goal_label, goal_row)
        form.addRow(self.targets_caption)
        for kind, edit in self.target_edits.items():
            self.target_labels[kind].setBuddy(edit)
            form.addRow(self.target_labels[kind], edit)
        self.error_label = MessageLabel()
        """The refusal, moved right under the field it is about."""
        self.error_label.setObjectName("fieldError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(page)
        guard_wheel(page)  # the wheel scrolls the form, never an unfocused field
        outer.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveSchedule")
        self.save_button.setAutoDefault(True)
        buttons.addWidget(self.save_button)
        self.message = MessageLabel()
        self.message.setObjectName("scheduleMessage")
        self.message.setWordWrap(True)
        buttons.addWidget(self.message, 1)
        outer.addLayout(buttons)
        for edit in (self.retention_edit, self.goal_edit, *self.target_edits.values()):
            edit.returnPressed.connect(self.save)
        self.save_button.clicked.connect(self.save)
        self.cohort_combo.currentIndexChanged.connect(self._load)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.cohort_label.setText(self.tr("Settings f&or:"))
        self.help.setText(self.tr(
            "A cohort without its own settings follows the school's default. Reviews are "
            "rated by the answer: wrong, right but slower than the target time, at pace, or "
            "within half the target."))
        self.retention_label.setText(self.tr("Desired &retention (%):"))
        self.retention_edit.setToolTip(self.tr(
            "The share of reviews a trainee should still answer right, 70 to 97. Higher "
            "means more reviews, sooner."))
        self.goal_label.setText(self.tr("&Daily goal:"))
        self.goal_unit_combo.setItemText(0, self.tr("answers"))
        self.goal_unit_combo.setItemText(1, self.tr("minutes of practice"))
        self.targets_caption.setText(self.tr("Target answer time (seconds, 0.5 to 120)"))
        for kind, label in self.target_labels.items():
            label.setText(drill_kind_label(kind) + ":")
        self.save_button.setText(self.tr("&Save"))
        if self.cohort_combo.count():
            self.cohort_combo.setItemText(0, self.tr("School default"))

    # ---- loading

    def refresh(self) -> None:
        """Reload the cohorts (keeping the chosen one) and its settings."""
        chosen = self.cohort_combo.currentData()
        self.cohort_combo.blockSignals(True)
        self.cohort_combo.clear()
        self.cohort_combo.addItem(self.tr("School default"), None)
        try:
            cohorts = self.presenter.cohorts()
        except TrainerError as error:
            cohorts = []
            self._say(error_text, error)
        for cohort_id, name in cohorts:
            self.cohort_combo.addItem(name, cohort_id)
        index = self.cohort_combo.findData(chosen)
        self.cohort_combo.setCurrentIndex(max(index, 0))
        self.cohort_combo.blockSignals(False)
        self._load()

    def _load(self) -> None:
        self._clear_error()
        cohort_id = self.cohort_combo.currentData()
        try:
            settings = self.presenter.cohort_schedule(cohort_id)
            unit, goal = self.presenter.cohort_goal(cohort_id)
        except TrainerError as error:
            self._say(error_text, error)
            return
        self.shown = settings
        self.retention_edit.setText(f"{settings.retention * 100:g}")
        for kind, edit in self.target_edits.items():
            edit.setText(f"{settings.targets_ms[kind] / 1000:g}")
        self.goal_unit_combo.setCurrentIndex(self.goal_unit_combo.findData(unit))
        self.goal_edit.setText(str(goal))

    # ---- saving

    def save(self) -> None:
        """Read the fields, ask the store; a refusal stays in the form, under its field."""
        self._clear_error()
        retention = _number(self.retention_edit.text())
        if retention is None:
            self._refuse(self.retention_edit, Worded(self._retention_text, 70, 97))
            return
        targets: dict[str, int] = {}
        for kind, edit in self.target_edits.items():
            seconds = _number(edit.text())
            if seconds is None:
                self._refuse(edit, Worded(self._target_text, kind, 500, 120_000))
                return
            targets[kind] = round(seconds * 1000)
        goal = _number(self.goal_edit.text())
        unit = self.goal_unit_combo.currentData()
        assert isinstance(unit, GoalUnit)
        if goal is None or goal != int(goal):
            self._refuse(self.goal_edit, Worded(
                lambda: self.tr("Type the daily goal as a whole number.")))
            return
        settings = CohortSchedule(self.cohort_combo.currentData(), retention / 100, targets)
        try:
            self.presenter.save_cohort_schedule(settings, unit, int(goal))
        except StoreError as error:
            field, text = self._refusal(error)
            if field is None:
                self._say(text)
            else:
                self._refuse(field, text)
            return
        except TrainerError as error:
            self._say(error_text, error)
            return
        self.shown = settings
        self._say(lambda name: self.tr("Saved for {0}.").format(name),
                  self.cohort_combo.currentText())

    def _refusal(self, error: StoreError) -> tuple[QWidget | None, str]:
        p = error.params
        if error.code == "retention_range":
            return self.retention_edit, self._retention_text(p["min"], p["max"])
        if error.code == "target_range":
            kind = str(p["kind"])
            return self.target_edits[kind], self._target_text(kind, int(p["min"]),
                                                              int(p["max"]))
        if error.code == "goal_range":
            return self.goal_edit, self.tr("A daily goal is {0} to {1}.").format(
                p["min"], p["max"])
        return None, error_text(error)

    def _retention_text(self, low: object, high: object) -> str:
        return self.tr("Type the desired retention as a per cent from {0} to {1}, "
                       "e.g. 90.").format(low, high)

    def _target_text(self, kind: str, fastest_ms: int, slowest_ms: int) -> str:
        return self.tr("Type the target time for {0} in seconds, from {1} to {2}.").format(
            drill_kind_label(kind), f"{fastest_ms / 1000:g}", f"{slowest_ms / 1000:g}")

    def _refuse(self, field: QWidget, text: str) -> None:
        """Show ``text`` right under ``field`` and put the focus there."""
        self._clear_error()
        row = self._row_of(field)
        holder = field.parentWidget()
        if row < 0 and holder is not None:  # the goal's size sits inside its row's widget
            row = self._row_of(holder)
        self.form.insertRow(row + 1, self.error_label)
        self.error_label.say(text)  # Worded: follows a language change
        self.error_label.show()
        self.message.clear()
        field.setFocus()
        if isinstance(field, QLineEdit):
            field.selectAll()

    def _row_of(self, widget: QWidget) -> int:
        position = cast("tuple[int, QFormLayout.ItemRole]",
                        self.form.getWidgetPosition(widget))
        return position[0]

    def _error_in_form(self) -> bool:
        return self.form.indexOf(self.error_label) >= 0

    def _clear_error(self) -> None:
        if self._error_in_form():
            self.form.takeRow(self.error_label)
        self.error_label.hide()
        self.error_label.clear()

    def _say(self, wording: str | Callable[..., str], *args: object) -> None:
        self.message.say(wording, *args)
