"""A school database server that cannot be used, worded in the user's language.

Review finding 12: "did not answer", "refused the sign-in", "no such database" and "no
permission" used to read alike ("cannot be reached"). The core tells them apart
(:class:`~trainer.errors.StoreError` kind ``unreachable`` or ``refused`` and its ``code``,
see :mod:`trainer.store.engine`); each gets its own sentence here, naming the server(s),
database and user from ``params``. The password is never among them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.errors import (
    AuthenticationFailed,
    DeskRefused,
    NotOnServer,
    PermissionDenied,
    StoreError,
    TokenRefused,
    TrainerError,
)
from ui.roster_words import RosterWords

# Qt's translate(context, text) spelled so lupdate files every message under "StoreWords".
translate = QCoreApplication.translate


def server_problem_text(error: StoreError) -> str | None:
    """What is wrong with the school's database server, or None if ``error`` is not that."""
    p = error.params
    server, database, user = (str(p.get(k, "")) for k in ("server", "database", "user"))
    if error.code == "server_unreachable":  # a desk over the school server
        return translate("StoreWords", "The school server {server} cannot be reached: it did "
                         "not answer. Try again in a moment.").format(server=server)
    if error.kind == "unreachable":
        if not server:
            return translate("StoreWords", "The school's database server cannot be reached: "
                             "it did not answer.")
        return translate("StoreWords", "The school's database server {server} cannot be "
                         "reached: it did not answer.").format(server=server)
    if error.kind != "refused":
        return None
    if error.code == "sign_in_refused":
        return translate("StoreWords", "The database server {server} refused the sign-in of "
                         "user {user}: the user name or the password in the database address "
                         "is wrong, or the server does not accept this computer.").format(
            server=server, user=user)
    if error.code == "no_database":
        return translate("StoreWords", "The database server {server} has no database named "
                         "{database}.").format(server=server, database=database)
    if error.code == "no_permission":
        return translate("StoreWords", "User {user} has no permission to use the database "
                         "{database} on the server {server}.").format(
            server=server, database=database, user=user)
    return translate("StoreWords", "The database server {server} refused the "
                     "connection.").format(server=server)


def server_advice_text(error: StoreError) -> str:
    """What the user can do about :func:`server_problem_text`."""
    if error.kind == "unreachable":
        return translate("StoreWords", "Check the network cable or ask the school's IT staff "
                         "whether the server is running.")
    if error.code == "sign_in_refused":
        return translate("StoreWords", "Ask the school's IT staff for the right user name and "
                         "password, and start Dealer Trainer with the corrected database "
                         "address (--db).")
    if error.code == "no_database":
        return translate("StoreWords", "Check the database name in the address (--db), or ask "
                         "the school's IT staff which database Dealer Trainer uses.")
    if error.code == "no_permission":
        return translate("StoreWords", "Ask the school's IT staff to give this user the right "
                         "to connect to the database and to create and use its tables.")
    return translate("StoreWords", "Ask the school's IT staff.")


def _server_feature(what: str) -> str:
    """The part of the app a store method or attribute (``exams.start_sitting``) serves, as
    the user knows it."""
    area = what.split(".", 1)[0]
    names = {
        "exams": lambda: translate("StoreWords", "Exams"),
        "open_change_feed": lambda: translate("StoreWords", "Live updates"),
        "backup": lambda: translate("StoreWords", "Backup and restore"),
        "back_up": lambda: translate("StoreWords", "Backup and restore"),
        "restore": lambda: translate("StoreWords", "Backup and restore"),
        "move": lambda: translate("StoreWords", "Moving the school"),
        "audit": lambda: translate("StoreWords", "The audit log"),
        "roster": lambda: translate("StoreWords", "The roster"),
        "homework": lambda: translate("StoreWords", "Homework"),
        "reports": lambda: translate("StoreWords", "Reports"),
        "practice": lambda: translate("StoreWords", "Practice"),
        "lesson_progress": lambda: translate("StoreWords", "Lessons"),
        "table_shoes": lambda: translate("StoreWords", "The Table"),
        "schedule": lambda: translate("StoreWords", "Review schedules"),
        "daily": lambda: translate("StoreWords", "The daily goal"),
        "settings": lambda: translate("StoreWords", "Settings"),
        "table_profiles": lambda: translate("StoreWords", "Table profiles"),
    }
    name = names.get(area)
    return name() if name is not None else translate("StoreWords", "This part of the app")


def not_on_server_text(error: NotOnServer) -> str:
    """What a desk on the school server cannot use, named (:class:`NotOnServer`)."""
    return translate("StoreWords", "{feature} is not available over the school server yet. "
                     "Use it at a desk that opens the school's database.").format(
        feature=_server_feature(str(error.params.get("what", ""))))


def replaced_text() -> str:
    """This desk's SQLite file was swapped under it (StoreError kind ``replaced``): nothing
    more is saved until the app starts again on the file now in place."""
    return translate("StoreWords", "The database was replaced on another desk (a backup was "
                     "restored there) or moved, so nothing more is saved on this desk. Close "
                     "Dealer Trainer and start it again.")


def error_text(error: BaseException) -> str:
    """Any failure of a core call, in the user's language: the core's
    kind and code decide the sentence; its own (English) message is never shown. Screens
    that load from the store (Dashboard, Progress, Lessons) word their failures here."""
    if isinstance(error, PermissionDenied):
        if error.code == "instructor_only":
            return translate("StoreWords", "Only an instructor can see or change this.")
        if error.code == "own_records_only":
            return translate("StoreWords", "A trainee can only see their own records.")
        if error.code in ("inactive", "role_changed"):
            return translate("StoreWords", "This account has changed or is no longer active. "
                             "Sign in again.")
        by_server = isinstance(error, (TokenRefused, DeskRefused))  # the school server refused
        if by_server and error.code in ("desk_revoked", "desk_unknown", "no_desk"):
            return translate("StoreWords", "The school server no longer takes this desk (an "
                             "instructor revoked it): nothing more is saved here. Ask an "
                             "instructor.")
        if by_server and error.code in ("unknown", "expired", "other_desk"):  # a token's end
            return translate("StoreWords", "Your sign-in on the school server has ended. "
                             "Sign in again.")
        return translate("StoreWords", "You are not allowed to see or change this.")
    if isinstance(error, AuthenticationFailed):
        return translate("StoreWords", "The name and password do not match. Sign in again.")
    if isinstance(error, NotOnServer):
        return not_on_server_text(error)
    if isinstance(error, StoreError):
        server = server_problem_text(error)
        if server is not None:
            return server
        if error.kind == "replaced":
            return replaced_text()
        roster = RosterWords().code(error.code, error.params)
        if roster is not None:
            return roster
        if error.code in ("file_unwritable", "backup_unwritable"):
            return translate("StoreWords", "The file cannot be written there (no such folder, "
                             "no permission, or the disk is full):\n{0}").format(
                error.params.get("path", ""))
        if error.kind == "locked":
            return translate("StoreWords", "The database is busy (another program is writing "
                             "to it). Try again in a moment.")
        if error.kind == "unreadable":
            return translate("StoreWords", "The database file cannot be read or written (no "
                             "permission, or the disk is full).")
        if error.kind == "corrupt":
            return translate("StoreWords", "The database file is damaged. Ask an instructor "
                             "to restore a backup.")
        if error.kind == "invalid":
            return translate("StoreWords", "The database refused a value that is not valid.")
        return translate("StoreWords", "The database could not do that. Try again; if it "
                         "happens again, the log has the details.")
    if isinstance(error, OSError):
        return translate("StoreWords", "A file could not be read or written: {0}").format(
            error.filename or error.strerror or type(error).__name__)
    if isinstance(error, TrainerError):
        return translate("StoreWords", "That could not be done; the log has the details.")
    return translate("StoreWords", "Something went wrong; the log has the details.")
