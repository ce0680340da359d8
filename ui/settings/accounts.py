"""The Settings screen's Accounts tab: every account of the school with
its role, adding instructors and proctors, display names, moving trainees, new passwords or
PINs, deactivating and reactivating, and archiving cohorts.

Everything is reachable by keyboard: the list and the buttons are in tab order, every
button has an accelerator, and the dialogs open with the focus in their first field. The
core decides every change (:mod:`trainer.store.roster_accounts`); a refusal is worded in
the message line (:func:`ui.settings.words.account_error`) or under the dialog's field.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Role
from trainer.errors import TrainerError
from trainer.store import Cohort, User
from ui.settings.checked import CheckedDialog
from ui.settings.presenter import SettingsPresenter
from ui.settings.words import account_error, role_name
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating


class _AccountDialog(CheckedDialog):
    """The accounts tab's dialogs: refusals worded by :func:`account_error`."""

    def word_error(self, error: TrainerError) -> str:
        return account_error(error)


class StaffDialog(_AccountDialog):
    """Add an instructor or a proctor: sign-in name, display name, password typed twice."""

    def __init__(self, proctor: bool, create: Callable[[bool, str, str, str], User],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("staffDialog")
        self._proctor = proctor
        self._create = create
        self.created: User | None = None
        self.texts.word(self.setWindowTitle, lambda: self.tr("Add a proctor") if proctor
                        else self.tr("Add an instructor"))
        self.hint = QLabel()
        self.texts.word(self.hint.setText, lambda: self.tr(
            "A proctor starts, resumes and ends exam sittings; they cannot change blueprints, "
            "rosters or results.") if proctor else self.tr(
            "An instructor manages everything, as you do."))
        self.hint.setWordWrap(True)
        self.form.addRow(self.hint)
        self.name_edit = QLineEdit()
        self.display_edit = QLineEdit()
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.texts.word(self.password_edit.setPlaceholderText,
                        lambda: self.tr("at least 6 characters"))
        self.repeat_edit = QLineEdit()
        self.repeat_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.add_field(lambda: self.tr("Sign-in &name"), self.name_edit, "staffName")
        self.add_field(lambda: self.tr("&Display name"), self.display_edit, "staffDisplay")
        self.add_field(lambda: self.tr("&Password"), self.password_edit, "staffPassword")
        self.add_field(lambda: self.tr("&Repeat the password"), self.repeat_edit,
                       "staffRepeat")
        self.form.addRow(self.buttons)

    def field_for(self, error: TrainerError) -> QWidget:
        code = getattr(error, "code", "")
        if code in ("password_rule", "password_long"):
            return self.password_edit
        if getattr(error, "params", {}).get("what") == "display name":
            return self.display_edit
        return self.name_edit

    def try_accept(self) -> None:
        if self.password_edit.text() != self.repeat_edit.text():
            self.repeat_edit.clear()
            self.show_field_error(self.repeat_edit, lambda: self.tr(
                "The two passwords differ: type the password again."))
            return
        super().try_accept()

    def attempt(self) -> None:
        name = self.name_edit.text().strip()
        self.created = self._create(self._proctor, name,
                                    self.display_edit.text().strip() or name,
                                    self.password_edit.text())


class DisplayNameDialog(_AccountDialog):
    """A new display name for one account (the sign-in name stays)."""

    def __init__(self, user: User, change: Callable[[str], User],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("displayNameDialog")
        self._change = change
        self.texts.word(self.setWindowTitle,
                        lambda: self.tr("Display name: {0}").format(user.name))
        self.display_edit = QLineEdit(user.display_name)
        self.add_field(lambda: self.tr("&Display name"), self.display_edit, "newDisplayName")
        self.form.addRow(self.buttons)
        self.display_edit.selectAll()

    def field_for(self, error: TrainerError) -> QWidget:
        return self.display_edit

    def attempt(self) -> None:
        self._change(self.display_edit.text())


class MoveDialog(_AccountDialog):
    """Move a trainee to another cohort (archived cohorts are not offered)."""

    def __init__(self, user: User, cohorts: list[tuple[int, str]],
                 move: Callable[[int | None], User], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveDialog")
        self._move = move
        self.texts.word(self.setWindowTitle, lambda: self.tr("Move {0} ({1})").format(
            user.display_name, user.name))
        self.cohort_combo = QComboBox()
        self.cohort_combo.addItem("", 0)
        self.texts.word(lambda text: self.cohort_combo.setItemText(0, text),
                        lambda: self.tr("(no cohort)"))
        for cohort_id, name in cohorts:
            self.cohort_combo.addItem(name, cohort_id)
        self.cohort_combo.setCurrentIndex(max(self.cohort_combo.findData(user.cohort_id or 0), 0))
        self.add_field(lambda: self.tr("&Cohort"), self.cohort_combo, "moveCohort")
        self.form.addRow(self.buttons)

    def field_for(self, error: TrainerError) -> QWidget:
        return self.cohort_combo

    def attempt(self) -> None:
        self._move(int(self.cohort_combo.currentData() or 0) or None)


class ResetSecretDialog(_AccountDialog):
    """A new PIN for a trainee, or a new password (typed twice) for an instructor or proctor,
    who keeps the school's exam seal key."""

    def __init__(self, user: User, reset: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resetSecretDialog")
        self._reset = reset
        pin = self.pin = user.role is Role.TRAINEE
        who, name = user.display_name, user.name
        self.texts.word(self.setWindowTitle, lambda: (
            self.tr("Reset PIN: {0} ({1})") if pin
            else self.tr("Reset password: {0} ({1})")).format(who, name))
        self.text = QLabel()
        self.text.setObjectName("resetSecretText")
        self.text.setWordWrap(True)
        self.texts.word(self.text.setText, lambda: (
            self.tr("New PIN for {0} (sign-in name {1}), 4 to 12 digits:") if pin
            else self.tr("New password for {0} (sign-in name {1}), at least 6 characters. "
                         "They keep their copy of the school's exam seal key.")
        ).format(who, name))
        self.form.addRow(self.text)
        self.secret_edit = QLineEdit()
        self.secret_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat_edit = QLineEdit()
        self.repeat_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.add_field(lambda: self.tr("New &PIN") if pin else self.tr("New &password"),
                       self.secret_edit, "resetSecret")
        self.add_field(lambda: self.tr("&Repeat it"), self.repeat_edit, "resetRepeat")
        self.form.addRow(self.buttons)

    def field_for(self, error: TrainerError) -> QWidget:
        return self.secret_edit

    def try_accept(self) -> None:
        if self.secret_edit.text() != self.repeat_edit.text():
            self.repeat_edit.clear()
            self.show_field_error(self.repeat_edit, lambda: self.tr(
                "The two differ: type it again."))
            return
        super().try_accept()

    def attempt(self) -> None:
        self._reset(self.secret_edit.text().strip() if self.pin else self.secret_edit.text())


class AccountsTab(Retranslating, QWidget):
    """Every account and every cohort of the school, managed by keyboard."""

    sig_accounts_changed = Signal()
    """An account or a cohort changed here (the roster tab reloads its lists)."""

    def __init__(self, presenter: SettingsPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accountsTab")
        self.presenter = presenter
        self.dialog: _AccountDialog | None = None
        self._users: list[User] = []
        self._cohorts: list[Cohort] = []
        layout = QVBoxLayout(self)
        self.accounts_label = QLabel()
        layout.addWidget(self.accounts_label)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("accountsTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the list for the buttons
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.accounts_label.setBuddy(self.table)
        layout.addWidget(self.table, 1)
        # Made in the order they are shown: the Tab key follows it.
        self.display_button = QPushButton()
        self.display_button.setObjectName("editDisplayName")
        self.move_button = QPushButton()
        self.move_button.setObjectName("moveTrainee")
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetSecret")
        self.active_button = QPushButton()
        self.active_button.setObjectName("toggleActive")
        self.add_instructor_button = QPushButton()
        self.add_instructor_button.setObjectName("addInstructor")
        self.add_proctor_button = QPushButton()
        self.add_proctor_button.setObjectName("addProctor")
        # Two rows, so that the longer languages still fit 1024 px: what acts on the
        # selected account, then adding new ones.
        for buttons in ((self.display_button, self.move_button, self.reset_button,
                         self.active_button),
                        (self.add_instructor_button, self.add_proctor_button)):
            row = QHBoxLayout()
            for button in buttons:
                row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)
        self.cohorts_label = QLabel()
        layout.addWidget(self.cohorts_label)
        self.cohort_list = QListWidget()
        self.cohort_list.setObjectName("cohortList")
        self.cohorts_label.setBuddy(self.cohort_list)
        # A few lines that scroll: the accounts list takes the room.
        self.cohort_list.setMaximumHeight(self.fontMetrics().lineSpacing() * 7)
        layout.addWidget(self.cohort_list)
        cohort_row = QHBoxLayout()
        self.archive_button = QPushButton()
        self.archive_button.setObjectName("toggleArchived")
        cohort_row.addWidget(self.archive_button)
        cohort_row.addStretch(1)
        layout.addLayout(cohort_row)
        self.message = MessageLabel()
        self.message.setObjectName("accountsMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.add_instructor_button.clicked.connect(lambda: self.add_staff(proctor=False))
        self.add_proctor_button.clicked.connect(lambda: self.add_staff(proctor=True))
        self.display_button.clicked.connect(self.edit_display_name)
        self.move_button.clicked.connect(self.move_trainee)
        self.reset_button.clicked.connect(self.reset_secret)
        self.active_button.clicked.connect(self.toggle_active)
        self.archive_button.clicked.connect(self.toggle_archived)
        self.table.itemSelectionChanged.connect(self._word_buttons)
        self.cohort_list.currentRowChanged.connect(lambda _row: self._word_buttons())
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.accounts_label.setText(self.tr("Acco&unts (instructors, proctors and trainees)"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Sign-in name"), self.tr("Display name"), self.tr("Role"),
             self.tr("Cohort"), self.tr("Status")])
        self.add_instructor_button.setText(self.tr("Add &instructor…"))
        self.add_proctor_button.setText(self.tr("Add &proctor…"))
        self.display_button.setText(self.tr("Display &name…"))
        self.move_button.setText(self.tr("&Move to cohort…"))
        self.reset_button.setText(self.tr("Reset pass&word or PIN…"))
        self.cohorts_label.setText(self.tr("C&ohorts (archived ones are hidden from lists and "
                                           "kept in reports)"))
        if self._users or self._cohorts:
            self.refresh()
        self._word_buttons()

    # ---- data ---------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the accounts and cohorts, keeping what was selected."""
        selected, cohort = self.selected_user(), self.selected_cohort()
        try:
            self._users = self.presenter.accounts()
            self._cohorts = self.presenter.all_cohorts()
            sizes = self.presenter.cohort_sizes()
        except TrainerError as error:
            self.message.say(account_error, error)
            return
        names = {c.id: c.name for c in self._cohorts}
        self.table.setRowCount(len(self._users))
        for row, user in enumerate(self._users):
            status = self.tr("active") if user.active else self.tr("deactivated")
            values = [user.name, user.display_name, role_name(user.role),
                      names.get(user.cohort_id, "") if user.cohort_id else "", status]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, user.id)
                self.table.setItem(row, column, item)
            if selected is not None and user.id == selected.id:
                self.table.selectRow(row)
        self.cohort_list.clear()
        for c in self._cohorts:
            text = self.tr("{0}: %n trainee(s)", "", sizes.get(c.id, 0)).format(c.name)
            if c.archived:
                text = self.tr("{0}: archived").format(text)
            entry = QListWidgetItem(text)
            entry.setData(Qt.ItemDataRole.UserRole, c.id)
            self.cohort_list.addItem(entry)
            if cohort is not None and c.id == cohort.id:
                self.cohort_list.setCurrentItem(entry)
        self._word_buttons()

    def selected_user(self) -> User | None:
        items = self.table.selectedItems()
        if not items:
            return None
        user_id = int(items[0].data(Qt.ItemDataRole.UserRole))
        return next((u for u in self._users if u.id == user_id), None)

    def selected_cohort(self) -> Cohort | None:
        item = self.cohort_list.currentItem()
        if item is None:
            return None
        cohort_id = int(item.data(Qt.ItemDataRole.UserRole))
        return next((c for c in self._cohorts if c.id == cohort_id), None)

    def _word_buttons(self) -> None:
        """Name the two toggles after what they would do to the selection."""
        user = self.selected_user()
        self.active_button.setText(self.tr("R&eactivate") if user is not None and not user.active
                                   else self.tr("&Deactivate"))
        self.move_button.setEnabled(user is None or user.role is Role.TRAINEE)
        cohort = self.selected_cohort()
        self.archive_button.setText(self.tr("Un&archive cohort")
                                    if cohort is not None and cohort.archived
                                    else self.tr("&Archive cohort"))

    def _need_user(self) -> User | None:
        user = self.selected_user()
        if user is None:
            self.message.say(lambda: self.tr("Select an account in the list first."))
            self.table.setFocus()
        return user

    def _done(self, wording: Callable[[], str]) -> None:
        self.message.say(wording)
        self.refresh()
        self.sig_accounts_changed.emit()
        self.table.setFocus()

    def _open(self, dialog: _AccountDialog, done: Callable[[], None]) -> None:
        self.dialog = dialog
        dialog.accepted.connect(done)
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(lambda _r: setattr(self, "dialog", None))
        dialog.open()

    # ---- actions ------------------------------------------------------------------------

    def add_staff(self, proctor: bool) -> None:
        dialog = StaffDialog(proctor, self.presenter.create_staff, self)

        def done() -> None:
            user = dialog.created
            if user is not None:
                self._done(lambda: self.tr("{0} ({1}) added as {2}.").format(
                    user.display_name, user.name, role_name(user.role)))
        self._open(dialog, done)

    def edit_display_name(self) -> None:
        user = self._need_user()
        if user is None:
            return
        dialog = DisplayNameDialog(
            user, lambda text: self.presenter.set_display_name(user.id, text), self)
        self._open(dialog, lambda: self._done(
            lambda: self.tr("Display name of {0} changed.").format(user.name)))

    def move_trainee(self) -> None:
        user = self._need_user()
        if user is None:
            return
        if user.role is not Role.TRAINEE:
            self.message.say(lambda: self.tr("Only a trainee belongs to a cohort."))
            return
        cohorts = [(c.id, c.name) for c in self._cohorts if not c.archived]
        dialog = MoveDialog(
            user, cohorts, lambda cohort_id: self.presenter.move_to_cohort(user.id, cohort_id),
            self)
        self._open(dialog, lambda: self._done(lambda: self.tr("{0} ({1}) moved.").format(
            user.display_name, user.name)))

    def reset_secret(self) -> None:
        user = self._need_user()
        if user is None:
            return
        dialog = ResetSecretDialog(
            user, lambda secret: self.presenter.reset_secret(user.id, secret), self)

        def done() -> str:
            return (self.tr("PIN reset for {0} ({1}).") if user.role is Role.TRAINEE
                    else self.tr("Password reset for {0} ({1}); their exam seal key is kept.")
                    ).format(user.display_name, user.name)
        self._open(dialog, lambda: self._done(done))

    def toggle_active(self) -> None:
        """Deactivate the selected account, or reactivate it if it is deactivated."""
        user = self._need_user()
        if user is None:
            return
        try:
            self.presenter.set_active(user.id, not user.active)
        except TrainerError as error:
            self.message.say(account_error, error)
            return
        self._done(lambda: (
            self.tr("{0} ({1}) reactivated: they can sign in again.") if not user.active
            else self.tr("{0} ({1}) deactivated: they can no longer sign in.")
        ).format(user.display_name, user.name))

    def toggle_archived(self) -> None:
        """Archive the selected cohort, or unarchive it if it is archived."""
        cohort = self.selected_cohort()
        if cohort is None:
            self.message.say(lambda: self.tr("Select a cohort in the list first."))
            self.cohort_list.setFocus()
            return
        try:
            self.presenter.set_archived(cohort.id, not cohort.archived)
        except TrainerError as error:
            self.message.say(account_error, error)
            return
        self._done(lambda: (
            self.tr("Cohort {0} unarchived: it is listed again.") if cohort.archived
            else self.tr("Cohort {0} archived: hidden from lists, kept in reports.")
        ).format(cohort.name))
        self.cohort_list.setFocus()
