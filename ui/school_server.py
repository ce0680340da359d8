"""This desk and the school server, in the UI: the enrolment dialog (at first start, from
``--server`` without an enrolment, and from Settings), the first start's choice between a
school on this computer and a school server, and the refusals in words.

What the desk keeps is :class:`trainer.server.enrolment.ServerLink`, a 0600 file beside the
desk's own settings (``desk.ini``: per user and computer, never in a shared data folder,
:func:`link_folder`). The enrolment's one request is sent on the GUI thread under a busy
cursor: it is one short call to a server on the school's network, with a timeout of
:data:`TIMEOUT_S`, and nothing else can be done at a desk until it is enrolled.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from trainer.errors import DeskRefused, StoreError
from trainer.server import enrolment
from trainer.server.enrolment import EnrolmentFailed, ServerLink
from ui.looks import set_look
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import WordedTexts

translate = QCoreApplication.translate
TIMEOUT_S = 10.0
Enrol = Callable[[str, str, str], ServerLink]


def link_folder() -> Path:
    """The folder of the desk's own settings, where its school server link is kept."""
    from ui.desk_id import ORG_NAME, desk_settings

    return Path(desk_settings(ORG_NAME).fileName()).parent


def enrol_error_text(error: Exception) -> str:
    """A refused enrolment in the user's language."""
    code = getattr(error, "code", "")
    server = getattr(error, "params", {}).get("server", "")
    if isinstance(error, DeskRefused) and code == "code_used":
        return translate("SchoolServer", "This enrolment code has already been used. Ask an "
                         "instructor for a new one.")
    if isinstance(error, DeskRefused) and code == "code_expired":
        return translate("SchoolServer", "This enrolment code has expired. Ask an instructor "
                         "for a new one.")
    if isinstance(error, DeskRefused):
        return translate("SchoolServer", "The school server made no such enrolment code. "
                         "Check what you typed, or ask an instructor for a new one.")
    if isinstance(error, EnrolmentFailed) and code == "wrong_fingerprint":
        return translate("SchoolServer", "The server at {server} is not the one with this "
                         "fingerprint: nothing was sent to it. Check the fingerprint the "
                         "school server shows when it starts.").format(server=server)
    if isinstance(error, StoreError):
        return translate("SchoolServer", "The school server at {server} did not answer. "
                         "Check the address, and that the server is running.").format(
            server=server)
    return translate("SchoolServer", "The school server's address starts with https://.")


class EnrolDialog(Retranslating, QDialog):
    """The server's address, its certificate's fingerprint and the one-time code an
    instructor made for this desk; Enrol presents the code, and keeps the link in
    ``folder`` when the server takes it. A refusal keeps the dialog open, worded under the
    field it is about."""

    def __init__(self, folder: Path, url: str = "", fingerprint: str = "",
                 parent: QWidget | None = None, enrol: Enrol | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("enrolDialog")
        self.folder = folder
        self.link: ServerLink | None = None
        self._enrol = enrol or (lambda u, f, c: enrolment.enrol(u, f, c, timeout=TIMEOUT_S))
        self.texts = WordedTexts()
        self.texts.word(self.setWindowTitle, lambda: self.tr("Use a school server"))
        self.form = QFormLayout(self)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.texts.word(self.hint.setText, lambda: self.tr(
            "An instructor makes an enrolment code for this desk (Settings, School server, "
            "or dealer-trainer-server enrol on the server). Type the server's address, the "
            "fingerprint it shows when it starts, and the code. The desk keeps what the "
            "server gives it; it holds no database password."))
        self.form.addRow(self.hint)
        self.url_edit = self._field(lambda: self.tr("Server &address"), "enrolUrl", url)
        self.url_edit.setPlaceholderText("https://school-server:8443")
        self.pin_edit = self._field(lambda: self.tr("Certificate &fingerprint"), "enrolPin",
                                    fingerprint)
        self.pin_edit.setPlaceholderText("AB:CD:…")
        self.code_edit = self._field(lambda: self.tr("Enrolment &code"), "enrolCode", "")
        self.code_edit.setPlaceholderText("K7M2Q-9XRTB")
        self.problem = MessageLabel()
        self.problem.setObjectName("enrolProblem")
        set_look(self.problem, "refusal")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.form.addRow(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.enrol_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.enrol_button.setObjectName("enrolButton")
        self.enrol_button.setDefault(True)
        self.texts.word(self.enrol_button.setText, lambda: self.tr("&Enrol this desk"))
        self.buttons.accepted.connect(self.try_enrol)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        self.setMinimumWidth(520)
        first = next(e for e in (self.url_edit, self.pin_edit, self.code_edit) if not e.text())
        first.setFocus()

    def _field(self, label: Callable[[], str], name: str, text: str) -> QLineEdit:
        edit = QLineEdit(text)
        edit.setObjectName(name)
        caption = QLabel()
        caption.setObjectName(name + "Caption")
        self.texts.word(caption.setText, label)
        caption.setBuddy(edit)
        self.form.addRow(caption, edit)
        edit.textEdited.connect(lambda _text: self.problem.hide())
        return edit

    def retranslate(self) -> None:
        self.texts.reword()
        self.problem.reword()

    def _refuse(self, field: QLineEdit, error: Exception) -> None:
        self.problem.say(enrol_error_text, error)
        self.problem.show()
        field.setFocus()
        field.selectAll()
        self.form.activate()
        self.resize(self.width(), max(self.height(), self.form.totalHeightForWidth(self.width())))

    def try_enrol(self) -> None:
        """Present the code; on success keep the link and close."""
        try:
            url = enrolment.clean_url(self.url_edit.text())
        except ValueError as error:
            self._refuse(self.url_edit, error)
            return
        fingerprint, code = self.pin_edit.text().strip(), self.code_edit.text().strip()
        if not fingerprint:
            self._refuse(self.pin_edit, EnrolmentFailed("wrong_fingerprint", url, "empty"))
            return
        if not code:
            self._refuse(self.code_edit, DeskRefused("code_unknown"))
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            link = self._enrol(url, fingerprint, code)
        except DeskRefused as error:
            self._refuse(self.code_edit, error)
            return
        except EnrolmentFailed as error:
            self._refuse(self.pin_edit if error.code == "wrong_fingerprint" else self.url_edit,
                         error)
            return
        finally:
            QApplication.restoreOverrideCursor()
        enrolment.save(self.folder, link)
        self.link = link
        self.accept()


def first_start_choice(parent: QWidget | None = None) -> str:
    """At the first start of a desk with no database yet: ``"local"`` (a school on this
    computer), ``"server"`` (enrol with a school server) or ``"quit"``."""
    box = QMessageBox(parent)
    box.setObjectName("firstStartChoice")
    box.setWindowTitle(translate("SchoolServer", "Dealer Trainer — first start"))
    box.setText(translate("SchoolServer", "Where does this desk keep the school?"))
    box.setInformativeText(translate(
        "SchoolServer", "On this computer: for self-study, or a school of one desk. On a "
        "school server: the desks of a school share it, and no desk holds the database."))
    local = box.addButton(translate("SchoolServer", "On this &computer"),
                          QMessageBox.ButtonRole.AcceptRole)
    local.setObjectName("firstStartLocal")
    server = box.addButton(translate("SchoolServer", "Use a &school server…"),
                           QMessageBox.ButtonRole.ActionRole)
    server.setObjectName("firstStartServer")
    quit_button = box.addButton(translate("SchoolServer", "Quit"),
                                QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(local)
    box.setEscapeButton(quit_button)
    box.exec()
    clicked = box.clickedButton()
    return "local" if clicked is local else "server" if clicked is server else "quit"


def enrol_interactively(folder: Path, url: str = "", fingerprint: str = "",
                        parent: QWidget | None = None) -> ServerLink | None:
    """The enrolment dialog, modal; the link kept, or None when it was cancelled."""
    dialog = EnrolDialog(folder, url, fingerprint, parent)
    dialog.exec()
    link = dialog.link
    dialog.deleteLater()
    return link


def still_enrolled(folder: Path, link: ServerLink) -> tuple[ServerLink | None, bool]:
    """``link`` when the server still takes this desk (or cannot be asked now: opening the
    store says so); a desk revoked or unknown to it is told so and enrolled again."""
    try:
        enrolment.check(link, timeout=TIMEOUT_S)
    except DeskRefused:
        QMessageBox.warning(None, translate("SchoolServer", "Use a school server"), translate(
            "SchoolServer", "The school server no longer knows this desk (an instructor "
            "revoked it, or the server's database was replaced). Ask an instructor for a new "
            "enrolment code."))
        again = enrol_interactively(folder, link.url, link.fingerprint)
        return again, again is None
    except StoreError:
        pass
    return link, False


def server_link(url: str | None, fingerprint: str | None, code: str | None,
                database_given: bool) -> tuple[ServerLink | None, bool]:
    """The school server this start opens on, and whether the start is refused.

    ``--server URL --server-pin SHA256`` (``url``, ``fingerprint``): the link kept for that
    server, else an enrolment with ``--enrol CODE`` (``code``), else the enrolment dialog,
    filled in. No ``--server`` and no ``--db``: the link kept, if any (a desk enrolled
    before opens on its server without flags). Refusals are said on the terminal."""
    import sys

    folder = link_folder()
    kept = enrolment.load(folder)
    if url is None:
        if database_given or kept is None:
            return None, False
        return still_enrolled(folder, kept)
    assert fingerprint is not None
    try:
        url = enrolment.clean_url(url)
    except ValueError as error:
        print(f"dealer-trainer: --server: {error}", file=sys.stderr)
        return None, True
    if kept is not None and enrolment.same_server(kept, url, fingerprint):
        return still_enrolled(folder, kept)
    if code is None:
        link = enrol_interactively(folder, url, fingerprint)
        return link, link is None
    try:
        link = enrolment.enrol(url, fingerprint, code, timeout=TIMEOUT_S)
    except (DeskRefused, StoreError) as error:
        print(f"dealer-trainer: {enrol_error_text(error)}", file=sys.stderr)
        return None, True
    enrolment.save(folder, link)
    return link, False
