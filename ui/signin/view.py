"""Sign-in and first-start pages. They only collect text and forward it to their presenters
(:mod:`ui.signin.presenter`); the core decides."""

from __future__ import annotations

from collections.abc import Callable

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
from trainer.store import DeskStore
from ui.signin import words
from ui.signin.presenter import FirstRunPresenter, Refusal, SignInPresenter, SignInRefused
from ui.widgets.message import MessageLabel

PANEL_WIDTH = 520
PANEL_MARGIN = 32


class _PanelPage(QWidget):
    """A centred panel: title, subtitle, a form, an error line and one default button.

    Subclasses fill :attr:`form`, word everything in :meth:`retranslate` (called again on a
    language change) and act in :meth:`submit`.
    """

    def __init__(self, button_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.error_label = MessageLabel()  # a refusal follows a language change
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
        self.panel_layout = layout

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

    def show_error(self, wording: str | Callable[..., str], *args: object) -> None:
        """Show a refusal (a ``wording`` with its ``args`` is worded again after a language
        change; see :class:`MessageLabel`)."""
        self.error_label.say(wording, *args)
        self.fit_text()

    def showEvent(self, event: QShowEvent) -> None:
        self.fit_text()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.error_label.reword()  # before measuring it
            self.fit_text()
        super().changeEvent(event)


class SignInPage(_PanelPage):
    """Name and PIN or password; Enter signs in."""

    sig_signed_in = Signal(object)
    """A user signed in; the argument is the :class:`Actor`."""

    def __init__(self, store: DeskStore, parent: QWidget | None = None) -> None:
        super().__init__("signInButton", parent)
        self.presenter = SignInPresenter(store, self)
        self.presenter.sig_signed_in.connect(self._signed_in)
        self.presenter.sig_refused.connect(self._refused)
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
        self.presenter.sign_in(self.name_edit.text(), self.secret_edit.text())

    def _signed_in(self, actor: Actor) -> None:
        self.secret_edit.clear()
        self.error_label.clear()
        self.sig_signed_in.emit(actor)

    def _refused(self, refused: SignInRefused) -> None:
        self.show_error(words.sign_in_refusal, refused)
        if refused.refusal in (Refusal.THROTTLED, Refusal.MISMATCH, Refusal.DEACTIVATED,
                               Refusal.UNVERIFIED):
            # The wrong secret goes, so Enter in Name never sends it again; after a
            # mismatch the name stays, selected, for one who typed it wrongly.
            self.secret_edit.clear()
            if refused.refusal is Refusal.MISMATCH:
                self.name_edit.selectAll()
            self.secret_edit.setFocus()
        elif refused.refusal is Refusal.BAD_CHARACTER:
            self.name_edit.selectAll()
            self.name_edit.setFocus()


class FirstRunPage(_PanelPage):
    """First start: create the instructor account that manages everybody else."""

    sig_instructor_created = Signal(object)
    """The first instructor account exists and is signed in (argument: :class:`Actor`)."""
    sig_server_requested = Signal()
    """This desk is to use a school server instead (enrol it: ui/school_server.py)."""

    def __init__(self, store: DeskStore, parent: QWidget | None = None) -> None:
        super().__init__("createInstructorButton", parent)
        self.presenter = FirstRunPresenter(store, self)
        self.presenter.sig_instructor_created.connect(self.sig_instructor_created)
        self.presenter.sig_refused.connect(self._refused)
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
        # The other first start: a desk of a school whose data is on its school server.
        self.server_button = QPushButton()
        self.server_button.setObjectName("useServerButton")
        self.server_button.setAutoDefault(False)
        self.server_button.clicked.connect(self.sig_server_requested)
        self.panel_layout.addWidget(self.server_button)
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
        self.server_button.setText(self.tr("&Use a school server instead…"))

    def submit(self) -> None:
        self.presenter.create(self.name_edit.text(), self.display_edit.text(),
                              self.password_edit.text(), self.confirm_edit.text())

    def _refused(self, refused: SignInRefused) -> None:
        self.show_error(words.first_run_refusal, refused)
