"""Sign-in and first-start pages. They only collect text and forward it; the core decides."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
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
from trainer.errors import AuthenticationFailed, StoreError, TrainerError
from trainer.store import Store


def _card_frame(parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
    """A centred panel holding a form, like a real sign-in box."""
    outer = QVBoxLayout(parent)
    outer.addStretch(1)
    frame = QFrame(parent)
    frame.setObjectName("signInPanel")
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.setMaximumWidth(520)
    frame.setMinimumWidth(420)
    inner = QVBoxLayout(frame)
    inner.setContentsMargins(32, 28, 32, 28)
    inner.setSpacing(14)
    row = QVBoxLayout()
    row.addWidget(frame, 0, Qt.AlignmentFlag.AlignHCenter)
    outer.addLayout(row)
    outer.addStretch(2)
    return frame, inner


class SignInPage(QWidget):
    """Name and PIN or password; Enter signs in."""

    sig_signed_in = Signal(object)
    """A user signed in; the argument is the :class:`Actor`."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        _, layout = _card_frame(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("signInName")
        self.secret_edit = QLineEdit()
        self.secret_edit.setObjectName("signInSecret")
        self.secret_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.name_label = QLabel()
        self.secret_label = QLabel()
        self.name_label.setBuddy(self.name_edit)
        self.secret_label.setBuddy(self.secret_edit)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.secret_label, self.secret_edit)
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.sign_in_button = QPushButton()
        self.sign_in_button.setObjectName("signInButton")
        self.sign_in_button.setDefault(True)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.sign_in_button)
        self.sign_in_button.clicked.connect(self._sign_in)
        self.name_edit.returnPressed.connect(self.secret_edit.setFocus)
        self.secret_edit.returnPressed.connect(self._sign_in)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Dealer Trainer"))
        self.subtitle.setText(self.tr("Sign in with your name and your PIN or password."))
        self.name_label.setText(self.tr("&Name"))
        self.secret_label.setText(self.tr("&PIN or password"))
        self.sign_in_button.setText(self.tr("Sign in  (Enter)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reset(self) -> None:
        self.secret_edit.clear()
        self.error_label.clear()
        self.name_edit.setFocus()

    def _sign_in(self) -> None:
        name = self.name_edit.text().strip()
        secret = self.secret_edit.text()
        if not name or not secret:
            self.error_label.setText(self.tr("Enter your name and your PIN or password."))
            return
        try:
            actor = self._store.authenticate(name, secret)
        except AuthenticationFailed:
            self.error_label.setText(self.tr("That name and PIN or password do not match."))
            self.secret_edit.selectAll()
            self.secret_edit.setFocus()
            return
        except StoreError as error:
            self.error_label.setText(self.tr("The database cannot be reached: {0}")
                                     .format(str(error)))
            return
        self.secret_edit.clear()
        self.error_label.clear()
        self.sig_signed_in.emit(actor)


class FirstRunPage(QWidget):
    """First start: create the instructor account that manages everybody else."""

    sig_instructor_created = Signal(object)
    """The first instructor account exists and is signed in (argument: :class:`Actor`)."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        _, layout = _card_frame(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("firstName")
        self.display_edit = QLineEdit()
        self.display_edit.setObjectName("firstDisplayName")
        self.password_edit = QLineEdit()
        self.password_edit.setObjectName("firstPassword")
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.confirm_edit = QLineEdit()
        self.confirm_edit.setObjectName("firstConfirm")
        self.confirm_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.labels = [QLabel() for _ in range(4)]
        for label, edit in zip(
            self.labels,
            (self.name_edit, self.display_edit, self.password_edit, self.confirm_edit),
            strict=True,
        ):
            label.setBuddy(edit)
            form.addRow(label, edit)
            edit.returnPressed.connect(self.focusNextChild)
        self.confirm_edit.returnPressed.disconnect()
        self.confirm_edit.returnPressed.connect(self._create)
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.create_button = QPushButton()
        self.create_button.setObjectName("createInstructorButton")
        self.create_button.setDefault(True)
        self.create_button.clicked.connect(self._create)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.create_button)
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
        self.create_button.setText(self.tr("Create instructor account  (Enter)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _create(self) -> None:
        name = self.name_edit.text().strip()
        display = self.display_edit.text().strip() or name
        password = self.password_edit.text()
        if not name:
            self.error_label.setText(self.tr("Enter a sign-in name."))
            return
        if len(password) < 8:
            self.error_label.setText(self.tr("The instructor password needs at least 8 "
                                             "characters."))
            return
        if password != self.confirm_edit.text():
            self.error_label.setText(self.tr("The two passwords are not the same."))
            return
        try:
            actor: Actor = self._store.create_first_instructor(name, display, password)
        except TrainerError as error:
            self.error_label.setText(str(error))
            return
        self.sig_instructor_created.emit(actor)
