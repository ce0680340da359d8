"""A school database server that cannot be used, worded in the user's language.

Review finding 12: "did not answer", "refused the sign-in", "no such database" and "no
permission" used to read alike ("cannot be reached"). The core tells them apart
(:class:`~trainer.errors.StoreError` kind ``unreachable`` or ``refused`` and its ``code``,
see :mod:`trainer.store.engine`); each gets its own sentence here, naming the server(s),
database and user from ``params``. The password is never among them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.errors import StoreError

# Qt's translate(context, text) spelled so lupdate files every message under "StoreWords".
translate = QCoreApplication.translate


def server_problem_text(error: StoreError) -> str | None:
    """What is wrong with the school's database server, or None if ``error`` is not that."""
    p = error.params
    server, database, user = (str(p.get(k, "")) for k in ("server", "database", "user"))
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
