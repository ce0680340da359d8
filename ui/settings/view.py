"""Instructor settings: cohorts and trainees (add, import a CSV roster, reset PINs), tables,
and every account (:mod:`ui.settings.accounts`).

Why one file over 600 lines: the roster tab's cohorts, trainee list, search, import and PIN
resets act on one selection and one reload; the other tabs are modules of their own."""

from __future__ import annotations

import threading
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.roster_file import RosterFileRefused, load_roster_bytes, read_roster_file
from trainer.store import DeskStore, ImportReport, User
from ui.file_dialogs import open_file_name, save_file_name
from ui.roster_words import RosterWords, roster_error
from ui.settings import words as settings_words
from ui.settings.accounts import AccountsTab
from ui.settings.checked import CheckedDialog
from ui.settings.presenter import SettingsPresenter
from ui.settings.roster_import import RosterPreviewDialog
from ui.settings.schedule import ScheduleSettingsTab
from ui.settings.staff import staff_id_dialog
from ui.settings.tables import TableProfilesTab
from ui.tasks import TaskRunner
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating


class TraineeDialog(CheckedDialog):
    """Add a trainee: sign-in name, display name (Chinese names welcome), cohort, first PIN.

    OK creates the trainee through ``create`` (the core's checks decide); a refusal keeps what
    was typed and shows why under the field concerned.
    """

    def __init__(self, cohorts: list[tuple[int, str]],
                 create: Callable[[str, str, int | None, str], User],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._create = create
        self.created: User | None = None
        self.texts.word(self.setWindowTitle, lambda: self.tr("Add a trainee"))
        self.name_edit = QLineEdit()
        self.display_edit = QLineEdit()
        self.cohort_combo = QComboBox()
        self.cohort_combo.addItem("", 0)
        self.texts.word(lambda text: self.cohort_combo.setItemText(0, text),
                        lambda: self.tr("(no cohort)"))
        for cohort_id, name in cohorts:
            self.cohort_combo.addItem(name, cohort_id)
        self.cohort_combo.setCurrentIndex(1 if cohorts else 0)
        self.pin_edit = QLineEdit()
        self.texts.word(self.pin_edit.setPlaceholderText, lambda: self.tr("4 to 12 digits"))
        self.add_field(lambda: self.tr("Sign-in &name"), self.name_edit, "traineeName")
        self.add_field(lambda: self.tr("&Display name"), self.display_edit, "traineeDisplay")
        self.add_field(lambda: self.tr("&Cohort"), self.cohort_combo, "traineeCohort")
        self.add_field(lambda: self.tr("First &PIN"), self.pin_edit, "traineePin")
        self.form.addRow(self.buttons)

    def field_for(self, error: TrainerError) -> QWidget:
        code = getattr(error, "code", "")
        what = getattr(error, "params", {}).get("what")
        if code in ("pin_rule", "password_rule", "password_long"):
            return self.pin_edit
        if code == "cohort_unknown":
            return self.cohort_combo
        if what == "display name":
            return self.display_edit
        return self.name_edit

    def attempt(self) -> None:
        name = self.name_edit.text().strip()
        cohort_id = int(self.cohort_combo.currentData() or 0) or None
        self.created = self._create(name, self.display_edit.text().strip() or name, cohort_id,
                                    self.pin_edit.text().strip())


class ResetPinDialog(CheckedDialog):
    """A new PIN for one trainee, named in the title and the text so it is the right one."""

    def __init__(self, trainee: User, reset: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._reset = reset
        who, name = trainee.display_name, trainee.name
        self.texts.word(self.setWindowTitle,
                        lambda: self.tr("Reset PIN: {0} ({1})").format(who, name))
        self.text = QLabel()
        self.texts.word(self.text.setText, lambda: self.tr(
            "New PIN for {0} (sign-in name {1}), 4 to 12 digits:").format(who, name))
        self.text.setObjectName("resetPinText")
        self.text.setWordWrap(True)
        self.form.addRow(self.text)
        self.pin_edit = QLineEdit()
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.add_field(lambda: self.tr("New &PIN"), self.pin_edit, "resetPin")
        self.form.addRow(self.buttons)

    def field_for(self, error: TrainerError) -> QWidget:
        return self.pin_edit

    def attempt(self) -> None:
        self._reset(self.pin_edit.text().strip())


class _ImportProgress(QObject):
    """Carries the import's progress from the worker thread to the GUI thread (queued)."""

    sig_progress = Signal(int, int)
    """(PINs hashed so far, PINs to hash) - emitted from the worker thread."""


class RosterTab(Retranslating, QWidget):
    """Cohorts and their trainees."""

    sig_import_finished = Signal(object)
    """A roster import ended: its ImportReport, or the error that stopped it."""

    def __init__(self, presenter: SettingsPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
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
        # Sixty trainees do not fit the list: find one by any part of a name or staff ID.
        self.search_label = QLabel()
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("rosterSearch")
        self.search_edit.setClearButtonEnabled(True)
        self.search_label.setBuddy(self.search_edit)
        top.addWidget(self.search_label)
        top.addWidget(self.search_edit, 1)
        layout.addLayout(top)
        self.table = QTableWidget(0, 5)
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
        self.unlock_button = QPushButton()
        self.unlock_button.setObjectName("unlockButton")
        self.staff_button = QPushButton()
        self.staff_button.setObjectName("staffIdButton")
        self.staff_dialog: QInputDialog | None = None
        for button in (self.add_button, self.import_button, self.reset_button,
                       self.unlock_button, self.staff_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        # The import runs in the background (hashing PINs is slow on purpose): a progress bar
        # and a Cancel button stand in for it while it runs; the window stays usable.
        progress_row = QHBoxLayout()
        self.import_progress = QProgressBar()
        self.import_progress.setObjectName("importProgress")
        self.import_cancel = QPushButton()
        self.import_cancel.setObjectName("importCancel")
        progress_row.addWidget(self.import_progress, 1)
        progress_row.addWidget(self.import_cancel)
        layout.addLayout(progress_row)
        self.import_progress.hide()
        self.import_cancel.hide()
        self.tasks = TaskRunner(self, max_threads=1)
        self._import_relay = _ImportProgress(self)
        self._import_relay.sig_progress.connect(self._show_import_progress)
        self._cancel_import = threading.Event()
        self.import_cancel.clicked.connect(self._cancel_import.set)
        self.import_help = QLabel()
        self.import_help.setObjectName("importHelp")
        self.import_help.setWordWrap(True)
        layout.addWidget(self.import_help)
        self.message = MessageLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        # An import's refused lines: a list of bounded height that scrolls, however many there
        # are (5,000 lines in one label once made the window 70,000 px tall), and a button
        # that saves them as a CSV to correct and import again.
        self.import_errors = QListWidget()
        self.import_errors.setObjectName("importErrors")
        self.import_errors.setUniformItemSizes(True)
        self.import_errors.setMaximumHeight(self.fontMetrics().lineSpacing() * 8)
        layout.addWidget(self.import_errors)
        refused_row = QHBoxLayout()
        self.save_refused_button = QPushButton()
        self.save_refused_button.setObjectName("saveRefused")
        refused_row.addWidget(self.save_refused_button)
        refused_row.addStretch(1)
        layout.addLayout(refused_row)
        self._report: ImportReport | None = None
        self._show_refused(None)
        self.new_cohort_button.clicked.connect(self.new_cohort)
        self.search_edit.textChanged.connect(self._filter_trainees)
        self.add_button.clicked.connect(self.add_trainee)
        self.import_button.clicked.connect(self.import_csv)
        self.reset_button.clicked.connect(self.reset_pin)
        self.unlock_button.clicked.connect(self.unlock)
        self.staff_button.clicked.connect(self.ask_staff_id)
        self.save_refused_button.clicked.connect(self.save_refused)
        self.cohort_combo.currentIndexChanged.connect(lambda _i: self.refresh_trainees())
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.cohort_label.setText(self.tr("&Cohort"))
        self.search_label.setText(self.tr("&Search:"))
        self.search_edit.setPlaceholderText(self.tr("Name, display name or staff ID"))
        self.new_cohort_button.setText(self.tr("Ne&w cohort…"))
        self.add_button.setText(self.tr("&Add trainee…"))
        self.import_button.setText(self.tr("&Import CSV roster…"))
        self.reset_button.setText(self.tr("&Reset PIN…"))
        self.unlock_button.setText(self.tr("&Unlock sign-in"))
        self.staff_button.setText(self.tr("S&taff ID…"))
        self.unlock_button.setToolTip(self.tr(
            "After 5 wrong PINs a trainee must wait before trying again (30 s, then twice as "
            "long after each further wrong PIN). Unlock lets the selected trainee try again "
            "at once."))
        self.import_cancel.setText(self.tr("Ca&ncel import"))
        self.save_refused_button.setText(self.tr("Sa&ve the refused lines as CSV…"))
        self.import_errors.setAccessibleName(self.tr("Refused lines"))
        self.import_progress.setFormat(self.tr("Importing: %v of %m PINs set"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Sign-in name"), self.tr("Display name"), self.tr("Cohort"),
             self.tr("Active"), self.tr("Staff ID")])
        self.add_button.setShortcut("Alt+A")
        self.import_help.setText(self.tr(
            "{0} Cells separated by commas, semicolons or tabs; the file in UTF-8, UTF-16, "
            "Big5 or GB18030: what was read is shown before anything is imported.").format(
            self.tr(
                "CSV roster: one trainee a line: sign-in name, cohort, first PIN (4 to 12 "
                "digits), and optionally a display name (when left out, the sign-in name is "
                "shown) and a staff ID. A header line is skipped. The cohort must already "
                "exist (create it with New cohort…) or be left empty: a line naming an "
                "unknown cohort is refused and listed with its line number, and the other "
                "lines are imported.")))
        self.import_button.setToolTip(self.import_help.text())
        # Words in the lists too ("All cohorts", the Active column's yes/no), not only labels.
        if self.cohort_combo.count() and self.cohort_combo.itemData(0) is None:
            self.cohort_combo.setItemText(0, self.tr("All cohorts"))
        if self.table.rowCount():
            self.refresh_trainees()

    # ---- data ---------------------------------------------------------------------------

    def _cohorts(self) -> list[tuple[int, str]]:
        return self.presenter.cohorts()

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
        # Archived cohorts are not offered, but their trainees still show their names.
        names = {c.id: c.name for c in self.presenter.all_cohorts()}
        users = self.presenter.trainees(cohort_id)
        locked = self.presenter.locked_users()
        self.table.setRowCount(len(users))
        for row, user in enumerate(users):
            active = self.tr("yes") if user.active else self.tr("no")
            if user.id in locked:
                active = self.tr("{0} (sign-in locked after wrong PINs)").format(active)
            values = [user.name, user.display_name,
                      names.get(user.cohort_id, "") if user.cohort_id else "",
                      active, user.staff_id or ""]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, user.id)
                self.table.setItem(row, column, item)
        self._filter_trainees()

    def _filter_trainees(self) -> None:
        """Show only the trainees whose sign-in name, display name or staff ID holds the
        search text (case and width folded); all of them when it is empty."""
        wanted = unicodedata.normalize("NFKC", self.search_edit.text()).casefold().split()
        for row in range(self.table.rowCount()):
            cells = (self.table.item(row, column) for column in (0, 1, 4))
            text = " ".join(unicodedata.normalize("NFKC", c.text()).casefold()
                            for c in cells if c is not None)
            self.table.setRowHidden(row, not all(word in text for word in wanted))

    # ---- actions ------------------------------------------------------------------------

    def new_cohort(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New cohort"),
                                        self.tr("Name of the intake (e.g. 2026-12 Baccarat A)"))
        if not ok or not name.strip():
            return
        try:
            self.presenter.create_cohort(name.strip())
        except TrainerError as error:
            self.message.say(roster_error, error)
            return
        self.message.say(lambda: self.tr("Cohort {0} created.").format(name.strip()))
        self.refresh()

    def add_trainee(self) -> None:
        dialog = TraineeDialog(
            self._cohorts(),
            self.presenter.create_trainee,
            self)
        self.trainee_dialog = dialog
        dialog.accepted.connect(lambda: self._trainee_added(dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _trainee_added(self, dialog: TraineeDialog) -> None:
        created = dialog.created
        if created is None:
            return
        self.message.say(lambda: self.tr("Trainee {0} ({1}) added.").format(
            created.display_name, created.name))
        self.refresh_trainees()

    def import_csv(self) -> None:
        name = open_file_name(self, "roster-import", self.tr("Import a roster"),
                              self.tr("CSV files (*.csv);;All files (*)"))
        if name:
            self.import_file(Path(name))

    def import_file(self, path: Path) -> None:
        """Read ``path`` and show what was read in :attr:`preview_dialog`; its Import runs
        the import in the background, whose outcome arrives in :attr:`message` and
        :attr:`sig_import_finished`."""
        if self.tasks.busy:
            return
        try:
            data = load_roster_bytes(path)
        except OSError as error:
            self.message.say(lambda error=error: self.tr("Cannot read {0}: {1}").format(
                path, error.strerror or error))
            return
        except RosterFileRefused as refused:
            self.message.say(lambda refused=refused: self._refused_file(path, refused))
            return
        found = read_roster_file(data)
        if found is None:
            self.message.say(lambda: self.tr(
                "{0} is not a CSV text file (save it from the spreadsheet as \"CSV UTF-8\").")
                .format(path))
            return
        # What was guessed about the file, and its first rows, before anything is imported.
        dialog = RosterPreviewDialog(path.name, data, found, self)
        self.preview_dialog = dialog
        dialog.accepted.connect(lambda: self._start_import(path, dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _refused_file(self, path: Path, refused: RosterFileRefused) -> str:
        limit = refused.params.get("limit", 0)
        if refused.code == "too_large":
            return self.tr("{0} is {1} KB: a roster file is at most {2} KB. Is it the right "
                           "file?").format(path.name, refused.params.get("size", 0) // 1024,
                                           limit // 1024)
        return self.tr("Line {0} of {1} is longer than any roster line ({2} bytes at most). "
                       "Is it the right file?").format(refused.params.get("line", 0),
                                                       path.name, limit)

    def _start_import(self, path: Path, dialog: RosterPreviewDialog) -> None:
        """Import the text of ``dialog`` as the instructor left it, in the background."""
        text, delimiter = dialog.text, dialog.delimiter
        if text is None or self.tasks.busy:
            return
        self._cancel_import.clear()
        self._show_refused(None)
        self.import_button.setEnabled(False)
        self.import_progress.setRange(0, 0)  # busy until the first count arrives
        self.import_progress.show()
        self.import_cancel.show()
        self.message.say(lambda: self.tr("Checking {0}…").format(path.name))
        # The worker only calls the core and emits the relay's signal (queued to this thread).
        self.tasks.run(self.presenter.import_roster, text, self._import_relay.sig_progress.emit,
                       self._cancel_import.is_set, delimiter,
                       on_done=self._imported, on_error=self._import_failed)

    def _show_import_progress(self, done: int, total: int) -> None:
        self.import_progress.setRange(0, max(total, 1))
        self.import_progress.setValue(done)

    def _import_ended(self) -> None:
        self.import_progress.hide()
        self.import_cancel.hide()
        self.import_button.setEnabled(True)

    def _imported(self, report: ImportReport) -> None:
        self._import_ended()
        self.message.say(lambda: self._import_summary(report))
        self._show_refused(report)
        self.refresh()
        self.sig_import_finished.emit(report)

    def _import_summary(self, report: ImportReport) -> str:
        if not report.errors:
            return self.tr("%n trainee(s) imported.", "", len(report.created))
        return self.tr("{0} {1}", "an import's summary: the trainees imported, the lines refused"
                       ).format(
            self.tr("%n trainee(s) imported.", "", len(report.created)),
            self.tr("%n line(s) refused, listed below: save them, correct them and import them "
                    "again.", "", len(report.errors)))

    def _show_refused(self, report: ImportReport | None) -> None:
        """List the refused lines of ``report`` (None or none refused: hide the list)."""
        self._report = report
        self.import_errors.clear()
        refused = report is not None and bool(report.errors)
        if report is not None:
            words = RosterWords()
            self.import_errors.addItems([words.line(problem) for problem in report.errors])
        self.import_errors.setVisible(refused)
        self.save_refused_button.setVisible(refused)

    def save_refused(self) -> None:
        """Ask where, then save the last import's refused lines (see :meth:`save_refused_to`)."""
        if self._report is None or not self._report.errors:
            return
        name = save_file_name(
            self, "roster-refused", self.tr("Save the refused lines"),
            self.tr("refused-lines.csv"), self.tr("CSV files (*.csv);;All files (*)"))
        if name:
            self.save_refused_to(Path(name))

    def save_refused_to(self, path: Path) -> None:
        """Write the last import's refused lines, as they stood in the file, to ``path``:
        a roster CSV (UTF-8 with a BOM, so spreadsheets read Chinese names right) to correct
        and import again."""
        report = self._report
        if report is None or not report.errors:
            return
        try:
            path.write_text(report.refused_csv(), encoding="utf-8-sig", newline="")
        except OSError as error:
            self.message.say(lambda error=error: self.tr("Cannot save {0}: {1}").format(
                path, error.strerror or error))
            return
        # The lines hold the trainees' first PINs: the file is audited as every export is.
        try:
            self.presenter.record_export(path, "refused_lines", len(report.errors))
        except TrainerError as error:
            self.message.say(roster_error, error)
            return
        self.message.say(lambda: self._import_summary(report) + "\n" + self.tr(
            "The refused lines were saved to {0}: correct them there, then import that file.")
            .format(path))

    def _import_failed(self, error: BaseException) -> None:
        self._import_ended()
        self._show_refused(None)
        if isinstance(error, TrainerError):  # import_cancelled included
            self.message.say(roster_error, error)
        else:
            self.message.say(lambda error=error: self.tr("The import failed: {0}").format(error))
        self.sig_import_finished.emit(error)

    def selected_user_id(self) -> int | None:
        items = self.table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def _selected_trainee(self) -> User | None:
        """The trainee selected in the roster, or None with the reason said in the message
        line (none selected, or the store could not read them)."""
        user_id = self.selected_user_id()
        if user_id is None:
            self.message.say(lambda: self.tr("Select a trainee first."))
            return None
        try:
            return self.presenter.user(user_id)
        except TrainerError as error:
            self.message.say(roster_error, error)
            return None

    def unlock(self) -> None:
        """Let the selected trainee sign in again at once after too many wrong PINs."""
        trainee = self._selected_trainee()
        if trainee is None:
            return
        try:
            self.presenter.unlock(trainee.id)
        except TrainerError as error:
            self.message.say(roster_error, error)
            return
        self.message.say(lambda: self.tr("{0} ({1}) can sign in again now.").format(
            trainee.display_name, trainee.name))
        self.refresh_trainees()

    def ask_staff_id(self) -> None:
        """Set or clear the selected trainee's staff id (used in the HR certification CSV)."""
        trainee = self._selected_trainee()
        if trainee is None:
            return
        if self.staff_dialog is not None:
            self.staff_dialog.deleteLater()  # the last one asked
        dialog = staff_id_dialog(trainee, self)
        dialog.textValueSelected.connect(lambda text: self._set_staff_id(trainee, text))
        self.staff_dialog = dialog
        dialog.open()

    def _set_staff_id(self, trainee: User, text: str) -> None:
        try:
            self.presenter.set_staff_id(trainee.id, text)
        except TrainerError as error:
            self.message.say(roster_error, error)
            return
        cleared = not text.strip()  # an empty one clears it: say so, not "saved"
        self.message.say(lambda: (self.tr("Staff ID of {0} ({1}) cleared.") if cleared
                              else self.tr("Staff ID of {0} ({1}) saved.")).format(
            trainee.display_name, trainee.name))
        self.refresh_trainees()

    def reset_pin(self) -> None:
        trainee = self._selected_trainee()
        if trainee is None:
            return
        user_id = trainee.id
        dialog = ResetPinDialog(
            trainee, lambda pin: self.presenter.reset_pin(user_id, pin), self)
        self.pin_dialog = dialog
        dialog.accepted.connect(lambda: self.message.say(lambda:
            self.tr("PIN reset for {0} ({1}).").format(trainee.display_name, trainee.name)))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()


class SettingsScreen(Retranslating, QWidget):
    """Instructor settings: the roster, the table profiles, the accounts."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        layout.addWidget(self.heading)
        self.tabs = QTabWidget()
        self.presenter = SettingsPresenter(store, actor, self)
        self.roster = RosterTab(self.presenter)
        self.tabs.addTab(self.roster, "")
        self.tables = TableProfilesTab(self.presenter)
        self.tabs.addTab(self.tables, "")
        self.schedule = ScheduleSettingsTab(self.presenter)
        self.tabs.addTab(self.schedule, "")
        # A cohort made on the roster tab is there to choose when this tab is opened.
        self.tabs.currentChanged.connect(
            lambda index: self.schedule.refresh() if self.tabs.widget(index) is self.schedule
            else None)
        self.accounts = AccountsTab(self.presenter)
        self.tabs.addTab(self.accounts, "")
        from ui.settings.server import ServerTab

        self.server = ServerTab(self.presenter)
        self.tabs.addTab(self.server, "")
        self.accounts.sig_accounts_changed.connect(self.roster.refresh)
        # Trainees imported or added on the roster tab are in the accounts list at once.
        self.roster.sig_import_finished.connect(lambda _report: self.accounts.refresh())
        self.tabs.currentChanged.connect(
            lambda index: self.accounts.refresh() if self.tabs.widget(index) is self.accounts
            else None)
        layout.addWidget(self.tabs, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("Cohorts and trainees"))
        self.tabs.setTabText(1, self.tr("Table profiles"))
        self.tabs.setTabText(2, self.tr("Reviews and daily goal"))
        self.tabs.setTabText(3, self.tr("Accounts"))
        self.tabs.setTabText(4, self.tr("School server"))

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return settings_words.title()

    def shortcut(self) -> str:
        return settings_words.SHORTCUT

    def enter(self) -> None:
        """Nothing to reload: each tab reloads after its own changes."""

    def leave(self) -> None:
        """Nothing to finish: every change is stored when it is made."""

    def preset(self, **kwargs: Any) -> None:
        """Nothing to pick on this screen."""
