"""The Settings screen's wording: role names and the accounts tab's refusals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.auth import Role
from trainer.errors import PermissionDenied, SealUnavailable, StoreError, TrainerError
from ui.roster_words import roster_error
from ui.settings import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.settings import title as title
from ui.store_words import error_text


def role_name(role: Role) -> str:
    """An account's role as the accounts list shows it."""
    if role is Role.INSTRUCTOR:
        return QCoreApplication.translate("AccountWords", "Instructor")
    if role is Role.PROCTOR:
        return QCoreApplication.translate("AccountWords", "Proctor")
    return QCoreApplication.translate("AccountWords", "Trainee")


def account_error(error: TrainerError) -> str:
    """A refusal of the accounts tab (the core's code decides the sentence)."""
    if isinstance(error, PermissionDenied):
        if error.code == "last_instructor":
            return QCoreApplication.translate(
                "AccountWords", "The last active instructor cannot be deactivated: add or "
                "reactivate another instructor first.")
        if error.code == "not_oneself":
            return QCoreApplication.translate(
                "AccountWords", "You cannot deactivate your own account; another instructor "
                "can.")
        if error.code == "own_secret":
            return QCoreApplication.translate(
                "AccountWords", "Change your own password with File > Change my password….")
        return error_text(error)
    if isinstance(error, SealUnavailable):
        return QCoreApplication.translate(
            "AccountWords", "Your exam seal key is not unlocked: sign out and sign in again, "
            "then reset the password, so that the new password keeps the school's seal key.")
    if isinstance(error, StoreError):
        if error.code == "not_a_trainee":
            return QCoreApplication.translate(
                "AccountWords", "Only a trainee belongs to a cohort.")
        if error.code == "cohort_archived":
            return QCoreApplication.translate(
                "AccountWords", "The cohort {0} is archived: unarchive it first.").format(
                error.params.get("cohort", ""))
    return roster_error(error)
