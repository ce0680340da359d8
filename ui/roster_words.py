"""The roster's refusals worded in the user's language, from the core's codes and parameters."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject

from trainer.errors import SealFailed, StoreError, TrainerError
from trainer.store import ImportLineError


class RosterWords(QObject):
    """Translatable wording of :class:`StoreError` codes and refused CSV lines."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("RosterWords", text, disambiguation, n)

    def what(self, what: object) -> str:
        return {
            "name": self.tr("sign-in name"),
            "display name": self.tr("display name"),
            "cohort name": self.tr("cohort name"),
        }.get(str(what), str(what))

    def code(self, code: str, params: Mapping[str, str | int]) -> str | None:
        """The sentence for ``code``, or None for a code not known here."""
        p = dict(params)
        what = self.what(p.get("what", "name"))
        texts = {
            "name_empty": lambda: self.tr("The {0} is empty.").format(what),
            "name_too_long": lambda: self.tr("The {0} is longer than {1} characters.").format(
                what, p.get("limit", "")),
            "name_control": lambda: self.tr("The {0} contains control characters.").format(
                what),
            "name_unstorable": lambda: self.tr(
                "The {0} holds a character that cannot be stored.").format(what),
            "pin_rule": lambda: self.tr("A PIN is {0} to {1} digits.").format(
                p.get("min", 4), p.get("max", 12)),
            "password_rule": lambda: self.tr("A password has at least {0} characters.").format(
                p.get("min", 6)),
            "password_long": lambda: self.tr("A password is at most {0} characters.").format(
                p.get("max", 128)),
            "name_taken": lambda: self.tr("The name {0} is already taken.").format(
                p.get("name", "")),
            "staff_id_long": lambda: self.tr("A staff ID is at most {0} characters.").format(
                p.get("limit", 40)),
            "cohort_taken": lambda: self.tr("A cohort named {0} already exists.").format(
                p.get("name", "")),
            "cohort_unknown": lambda: self.tr(
                "There is no cohort {0}; create it first or fix the spelling.").format(
                p.get("cohort", "")),
            "cohort_archived": lambda: self.tr(
                "The cohort {0} is archived: unarchive it first.").format(p.get("cohort", "")),
            "csv_columns": lambda: self.tr(
                "Expected name, cohort, PIN (and an optional display name and staff ID); "
                "found {0} columns.").format(p.get("found", "")),
            "csv_repeated": lambda: self.tr("{0} appears earlier in the file.").format(
                p.get("name", "")),
            "csv_unreadable": lambda: self.tr(
                "This line cannot be read as CSV: a quotation mark is out of place or never "
                "closed."),
            "import_cancelled": lambda: self.tr("Import cancelled: no trainee was added."),
        }
        text = texts.get(code)
        return text() if text is not None else None

    def error(self, error: TrainerError) -> str:
        """A core error in words; an error without a known code keeps its own message."""
        if isinstance(error, StoreError):
            worded = self.code(error.code, error.params)
            if worded is not None:
                return worded
        if isinstance(error, SealFailed):
            return self.tr("This account was not changed: its role, state or cohort were "
                           "changed outside the app (seal check failed). Check the Audit tab, "
                           "then add the account again.")
        return str(error)

    def line(self, problem: ImportLineError) -> str:
        """One refused CSV line: "Line 4: …"."""
        worded = self.code(problem.code, problem.params) or problem.message
        return self.tr("Line {0}: {1}").format(problem.line, worded)


def roster_error(error: TrainerError) -> str:
    return RosterWords().error(error)
