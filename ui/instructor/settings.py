"""Instructor settings: cohorts and trainees (add, import a CSV roster, reset PINs), tables."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.store import Store
from ui.instructor.tables import TableProfilesTab


class TraineeDialog(QDialog):
    """Add a trainee: sign-in name, display name (Chinese names welcome), cohort, first PIN."""

    def __init__(self, cohorts: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add a trainee"))
        form = QFormLayout(self)
        self.name_edit = QLineEdit()
        self.display_edit = QLineEdit()
        self.cohort_combo = QComboBox()
        for cohort_id, name in cohorts:
            self.cohort_combo.addItem(name, cohort_id)
        self.pin_edit = QLineEdit()
        self.pin_edit.setPlaceholderText(self.tr("4 to 12 digits"))
        form.addRow(self.tr("Sign-in &name"), self.name_edit)
        form.addRow(self.tr("&Display name"), self.display_edit)
        form.addRow(self.tr("&Cohort"), self.cohort_combo)
        form.addRow(self.tr("First &PIN"), self.pin_edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class RosterTab(QWidget):
    """Cohorts and their trainees."""

    def __init__(self, store: Store, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._actor = actor
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.cohort_label = QLabel()
        self.cohort_combo = QComboBox()
        self.cohort_combo.setObjectName("cohortCombo")
        self.cohort_label.setBuddy(self.cohort_combo)
        self.new_cohort_button = QPushButton()
        top.addWidget(self.cohort_label)
        top.addWidget(self.cohort_combo, 1)
        top.addWidget(self.new_cohort_button)
        layout.addLayout(top)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("rosterTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.add_button = QPushButton()
        self.import_button = QPushButton()
        self.reset_button = QPushButton()
        for button in (self.add_button, self.import_button, self.reset_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.new_cohort_button.clicked.connect(self.new_cohort)
        self.add_button.clicked.connect(self.add_trainee)
        self.import_button.clicked.connect(self.import_csv)
        self.reset_button.clicked.connect(self.reset_pin)
        self.cohort_combo.currentIndexChanged.connect(lambda _i: self.refresh_trainees())
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.cohort_label.setText(self.tr("&Cohort"))
        self.new_cohort_button.setText(self.tr("New cohort…"))
        self.add_button.setText(self.tr("&Add trainee…"))
        self.import_button.setText(self.tr("&Import CSV roster…"))
        self.reset_button.setText(self.tr("&Reset PIN…"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Sign-in name"), self.tr("Display name"), self.tr("Cohort"),
             self.tr("Active")])
        self.add_button.setShortcut("Alt+A")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- data ---------------------------------------------------------------------------

    def _cohorts(self) -> list[tuple[int, str]]:
        return [(c.id, c.name) for c in self._store.roster.cohorts(self._actor)]

    def refresh(self) -> None:
        current = self.cohort_combo.currentData()
        self.cohort_combo.blockSignals(True)
        self.cohort_combo.clear()
        self.cohort_combo.addItem(self.tr("All cohorts"), None)
        for cohort_id, name in self._cohorts():
            self.cohort_combo.addItem(name, cohort_id)
        index = self.cohort_combo.findData(current)
        self.cohort_combo.setCurrentIndex(max(index, 0))
        self.cohort_combo.blockSignals(False)
        self.refresh_trainees()

    def refresh_trainees(self) -> None:
        cohort_id = self.cohort_combo.currentData()
        names = dict(self._cohorts())
        users = self._store.roster.trainees(self._actor, cohort_id=cohort_id)
        self.table.setRowCount(len(users))
        for row, user in enumerate(users):
            values = [user.name, user.display_name,
                      names.get(user.cohort_id, "") if user.cohort_id else "",
                      self.tr("yes") if user.active else self.tr("no")]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, user.id)
                self.table.setItem(row, column, item)

    # ---- actions ------------------------------------------------------------------------

    def new_cohort(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New cohort"),
                                        self.tr("Name of the intake (e.g. 2026-12 Baccarat A)"))
        if not ok or not name.strip():
            return
        try:
            self._store.roster.create_cohort(self._actor, name.strip())
        except TrainerError as error:
            self.message.setText(str(error))
            return
        self.message.setText(self.tr("Cohort {0} created.").format(name.strip()))
        self.refresh()

    def add_trainee(self) -> None:
        dialog = TraineeDialog(self._cohorts(), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            self._store.roster.create_trainee(
                self._actor, dialog.name_edit.text().strip(),
                dialog.display_edit.text().strip() or dialog.name_edit.text().strip(),
                dialog.cohort_combo.currentData(), dialog.pin_edit.text().strip())
        except TrainerError as error:
            self.message.setText(str(error))
            return
        self.message.setText(self.tr("Trainee {0} added.").format(dialog.name_edit.text()))
        self.refresh_trainees()

    def import_csv(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a roster"), "", self.tr("CSV files (*.csv);;All files (*)"))
        if name:
            self.import_file(Path(name))

    def import_file(self, path: Path) -> None:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            self.message.setText(self.tr("Cannot read {0}: {1}").format(path, error))
            return
        report = self._store.roster.import_roster_csv(self._actor, text)
        lines = [self.tr("{0} trainee(s) imported.").format(len(report.created))]
        for problem in report.errors:
            lines.append(self.tr("Line {0}: {1}").format(problem.line, problem.message))
        self.message.setText("\n".join(lines))
        self.refresh()

    def selected_user_id(self) -> int | None:
        items = self.table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def reset_pin(self) -> None:
        user_id = self.selected_user_id()
        if user_id is None:
            self.message.setText(self.tr("Select a trainee first."))
            return
        pin, ok = QInputDialog.getText(self, self.tr("Reset PIN"), self.tr("New PIN (4-12 digits)"),
                                       QLineEdit.EchoMode.Password)
        if not ok:
            return
        try:
            self._store.roster.reset_secret(self._actor, user_id, pin.strip())
        except TrainerError as error:
            QMessageBox.warning(self, self.tr("Reset PIN"), str(error))
            return
        self.message.setText(self.tr("PIN reset."))


class SettingsScreen(QWidget):
    """Instructor settings: roster now, table profiles next to it."""

    def __init__(self, store: Store, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        layout.addWidget(self.title)
        self.tabs = QTabWidget()
        self.roster = RosterTab(store, actor)
        self.tabs.addTab(self.roster, "")
        self.tables = TableProfilesTab(store, actor)
        self.tabs.addTab(self.tables, "")
        layout.addWidget(self.tabs, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("Cohorts and trainees"))
        self.tabs.setTabText(1, self.tr("Table profiles"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
