"""Sign-in and first-start pages. They only collect text and forward it; the core decides."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import AuthenticationFailed, SignInThrottled, StoreError, TrainerError
from trainer.store import Store
from ui.store_words import server_problem_text

PANEL_WIDTH = 520
PANEL_MARGIN = 32


class _PanelPage(QWidget):
    """A centred panel: title, subtitle, a form, an error line and one default button.

    Subclasses fill :attr:`form`, word everything in :meth:`retranslate` (called again on a
    language change) and act in :meth:`submit`.
    """

    def __init__(self, store: Store, button_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        frame = QFrame(self)
        frame.setObjectName("signInPanel")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        # A fixed width lets the wrapped title and subtitle take the height they need in
        # every language (a width left to the size hint clipped long translations).
        frame.setFixedWidth(PANEL_WIDTH)
        layout = QVBoxLayout(frame)
        layout.setContentsMargins(PANEL_MARGIN, 28, PANEL_MARGIN, 28)
        layout.setSpacing(14)
        outer.addWidget(frame, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.title.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.form = QFormLayout()
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName(button_name)
        self.button.setDefault(True)
        self.button.clicked.connect(self.submit)
        for item in (self.title, self.subtitle):
            layout.addWidget(item)
        layout.addLayout(self.form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.button)

    def add_row(self, edit: QLineEdit, name: str, *, secret: bool = False) -> QLabel:
        """A labelled field; Enter moves to the next field (the last one submits)."""
        edit.setObjectName(name)
        if secret:
            edit.setEchoMode(QLineEdit.EchoMode.Password)
        label = QLabel()
        label.setBuddy(edit)
        self.form.addRow(label, edit)
        return label

    def retranslate(self) -> None:
        raise NotImplementedError

    def submit(self) -> None:
        raise NotImplementedError

    def fit_text(self) -> None:
        """Reserve the height the wrapped title, subtitle and error need at the panel's width
        (the panel is centred at its size hint, which does not ask wrapped labels)."""
        width = PANEL_WIDTH - 2 * PANEL_MARGIN
        for label in (self.title, self.subtitle, self.error_label):
            label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.fit_text()

    def showEvent(self, event: QShowEvent) -> None:
        self.fit_text()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.fit_text()
        super().changeEvent(event)


class SignInPage(_PanelPage):
    """Name and PIN or password; Enter signs in."""

    sig_signed_in = Signal(object)
    """A user signed in; the argument is the :class:`Actor`."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(store, "signInButton", parent)
        self.name_edit = QLineEdit()
        self.secret_edit = QLineEdit()
        self.name_label = self.add_row(self.name_edit, "signInName")
        self.secret_label = self.add_row(self.secret_edit, "signInSecret", secret=True)
        self.sign_in_button = self.button
        self.name_edit.returnPressed.connect(self.secret_edit.setFocus)
        self.secret_edit.returnPressed.connect(self.submit)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Dealer Trainer"))
        self.subtitle.setText(self.tr("Sign in with your name and your PIN or password."))
        self.name_label.setText(self.tr("&Name"))
        self.secret_label.setText(self.tr("&PIN or password"))
        self.button.setText(self.tr("Sign in  (Enter)"))

    def reset(self) -> None:
        """Empty page for the next person: no name, no secret, no error, focus in Name."""
        self.name_edit.clear()
        self.secret_edit.clear()
        self.show_error("")
        self.name_edit.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        # Shown again (after a sign-out, or a lock screen) means a new person: nothing of the
        # last one's name or secret stays. A window restored from the taskbar is not that.
        if not event.spontaneous():
            self.reset()
        super().showEvent(event)

    def submit(self) -> None:
        name = self.name_edit.text().strip()
        secret = self.secret_edit.text()
        if not name or not secret:
            self.show_error(self.tr("Enter your name and your PIN or password."))
            return
        try:
            actor = self._store.authenticate(name, secret)
        except SignInThrottled as error:
            # The same words for every name (an instructor's, a trainee's, an unknown one):
            # naming the command-line way out only for instructors would tell which names
            # are instructors' (trainer.store.roster, "Locked out").
            self.show_error(self.tr(
                "Too many wrong tries for this name: wait {0} s and try again, or ask an "
                "instructor to unlock it. For an instructor's account, see \"Locked out\" in "
                "the README.").format(error.wait_s))
            self.secret_edit.clear()
            self.secret_edit.setFocus()
            return
        except AuthenticationFailed:
            self.show_error(self.tr("That name and PIN or password do not match."))
            # The wrong secret goes, so Enter in Name never sends it again; the name stays,
            # selected, for one who typed it wrongly.
            self.secret_edit.clear()
            self.name_edit.selectAll()
            self.secret_edit.setFocus()
            return
        except StoreError as error:
            if error.kind == "invalid":  # a NUL or a lone surrogate typed in the name
                self.show_error(self.tr("This name holds a character that cannot be used."))
                self.name_edit.selectAll()
                self.name_edit.setFocus()
                return
            self.show_error(server_problem_text(error) or self.tr(
                "The database cannot be used: {0}").format(str(error)))
            return
        self.secret_edit.clear()
        self.error_label.clear()
        self.sig_signed_in.emit(actor)


class FirstRunPage(_PanelPage):
    """First start: create the instructor account that manages everybody else."""

    sig_instructor_created = Signal(object)
    """The first instructor account exists and is signed in (argument: :class:`Actor`)."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(store, "createInstructorButton", parent)
        self.name_edit = QLineEdit()
        self.display_edit = QLineEdit()
        self.password_edit = QLineEdit()
        self.confirm_edit = QLineEdit()
        self.labels = [
            self.add_row(self.name_edit, "firstName"),
            self.add_row(self.display_edit, "firstDisplayName"),
            self.add_row(self.password_edit, "firstPassword", secret=True),
            self.add_row(self.confirm_edit, "firstConfirm", secret=True),
        ]
        for edit in (self.name_edit, self.display_edit, self.password_edit):
            edit.returnPressed.connect(self.focusNextChild)
        self.confirm_edit.returnPressed.connect(self.submit)
        self.create_button = self.button
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Welcome to Dealer Trainer"))
        self.subtitle.setText(self.tr(
            "First start: create the instructor account. The instructor adds cohorts and "
            "trainees, resets PINs, sets up tables and exams."))
        for label, text in zip(
            self.labels,
            (self.tr("Sign-in &name"), self.tr("&Display name"), self.tr("&Password"),
             self.tr("&Confirm password")),
            strict=True,
        ):
            label.setText(text)
        self.button.setText(self.tr("Create instructor account  (Enter)"))

    def submit(self) -> None:
        name = self.name_edit.text().strip()
        display = self.display_edit.text().strip() or name
        password = self.password_edit.text()
        if not name:
            self.show_error(self.tr("Enter a sign-in name."))
            return
        if len(password) < 8:
            self.show_error(self.tr("The instructor password needs at least 8 "
                                             "characters."))
            return
        if password != self.confirm_edit.text():
            self.show_error(self.tr("The two passwords are not the same."))
            return
        try:
            actor: Actor = self._store.create_first_instructor(name, display, password)
        except TrainerError as error:
            self.show_error(str(error))
            return
        self.sig_instructor_created.emit(actor)
