"""The sign-in and first-start pages' wording of a refusal.

The sentences keep the contexts they were translated under when the pages worded them
themselves (``SignInPage``, ``FirstRunPage``), so no translation is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.errors import StoreError
from ui.signin.presenter import Refusal, SignInRefused
from ui.store_words import server_problem_text


def sign_in_refusal(refused: SignInRefused) -> str:
    """Why the sign-in page did not sign anyone in."""
    refusal = refused.refusal
    if refusal is Refusal.EMPTY:
        return QCoreApplication.translate(
            "SignInPage", "Enter your name and your PIN or password.")
    if refusal is Refusal.THROTTLED:
        # The same words for every name (an instructor's, a trainee's, an unknown one):
        # naming the command-line way out only for instructors would tell which names
        # are instructors' (trainer.store.roster, "Locked out").
        return QCoreApplication.translate(
            "SignInPage",
            "Too many wrong tries for this name: wait {0} s and try again, or ask an "
            "instructor to unlock it. For an instructor's account, see \"Locked out\" in "
            "the README.").format(refused.wait_s)
    if refusal is Refusal.MISMATCH:
        return QCoreApplication.translate(
            "SignInPage", "That name and PIN or password do not match.")
    if refusal is Refusal.BAD_CHARACTER:
        return QCoreApplication.translate(
            "SignInPage", "This name holds a character that cannot be used.")
    if refusal is Refusal.DEACTIVATED:
        return QCoreApplication.translate(
            "SignInPage", "This account is deactivated: it cannot sign in. Ask an instructor "
            "to reactivate it.")
    if refusal is Refusal.UNVERIFIED:
        return QCoreApplication.translate(
            "SignInPage", "This account's instructor or proctor role cannot be verified with "
            "the exam seal, so it cannot sign in. An instructor who holds the seal must enrol "
            "it (Exam screen, Enrol an instructor…).")
    if refusal is Refusal.DESK:
        return QCoreApplication.translate(
            "SignInPage", "The school server does not take this desk: it is not enrolled, or "
            "an instructor revoked it. Start Dealer Trainer again to enrol it with a new "
            "code.")
    error = refused.error
    problem = server_problem_text(error) if isinstance(error, StoreError) else None
    return problem or QCoreApplication.translate(
        "SignInPage", "The database cannot be used: {0}").format(str(error))


def first_run_refusal(refused: SignInRefused) -> str:
    """Why the first instructor account was not created."""
    refusal = refused.refusal
    if refusal is Refusal.NO_NAME:
        return QCoreApplication.translate("FirstRunPage", "Enter a sign-in name.")
    if refusal is Refusal.SHORT_PASSWORD:
        return QCoreApplication.translate(
            "FirstRunPage", "The instructor password needs at least 8 characters.")
    if refusal is Refusal.PASSWORDS_DIFFER:
        return QCoreApplication.translate(
            "FirstRunPage", "The two passwords are not the same.")
    return str(refused.error)
