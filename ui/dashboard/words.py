"""The Dashboard screen's wording."""

from __future__ import annotations

import math
from datetime import date, datetime

from PySide6.QtCore import QLocale, QObject

from trainer.audit import AuditAction, AuditEntry, AuditFlag, AuditTrail, CheckedEntry
from trainer.auth import Role
from trainer.drills.cell import Cell
from trainer.exams.seal import Json
from trainer.exams.signing import fingerprint
from trainer.homework import (
    MIN_REVIEWS,
    ScheduleHealth,
    Status,
    Subject,
    SubjectKind,
    Target,
    TargetKind,
)
from ui.charts.words import ChartWords
from ui.dashboard import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.dashboard import title as title
from ui.dashboard.audit_presenter import AuditNames
from ui.words import (
    day_text,
    drill_kind_label,
    moment_text,
    percent_text,
    seconds_text,
    table_game_label,
)


def situation(kind: str, cell: Cell | None) -> str:
    """A drill cell in words (the raw code stays in the cell's tooltip)."""
    return ChartWords().situation(kind, cell)


class HomeworkWords(QObject):
    """The Homework tab's wording of the core's homework codes, under one context."""

    def status(self, status: Status) -> str:
        return {
            Status.DONE: self.tr("Done"),
            Status.LATE: self.tr("Late"),
            Status.IN_PROGRESS: self.tr("In progress"),
            Status.NOT_STARTED: self.tr("Not started"),
            Status.NOT_AVAILABLE: self.tr("Not available yet"),
        }[status]

    def target_kind(self, kind: TargetKind) -> str:
        return {
            TargetKind.ANSWERS: self.tr("Answers"),
            TargetKind.ACCURACY: self.tr("Accuracy over the last answers"),
            TargetKind.PACE: self.tr("Pace (median time)"),
            TargetKind.DUE_CLEARED: self.tr("All due reviews cleared"),
            TargetKind.PASSED: self.tr("Pass the lesson's check"),
        }[kind]

    def target(self, target: Target) -> str:
        """The target in a short phrase: "50 answers", "90% over the last 20"."""
        if target.kind is TargetKind.ANSWERS:
            return self.tr("%n answer(s)", "", target.value)
        if target.kind is TargetKind.ACCURACY:
            return self.tr("{0}% right over the last {1}").format(target.value, target.window)
        if target.kind is TargetKind.PACE:
            return self.tr("median {0} over the last {1}").format(
                seconds_text(target.value), target.window)
        return self.target_kind(target.kind)

    def subject(self, subject: Subject, lesson_titles: dict[str, str]) -> str:
        if subject.kind is SubjectKind.LESSON:
            title = lesson_titles.get(subject.key)
            if title is None:  # set before an update that no longer ships it
                return self.tr("Lesson no longer available ({0})").format(subject.key)
            return self.tr("Lesson: {0}").format(title)
        if subject.kind is SubjectKind.TABLE:
            return table_game_label(subject.is_samkong_table)
        return drill_kind_label(None if subject.is_all_drills else subject.key)

    def measure(self, target: Target, measure: float | None) -> str:
        """The figure the target is judged on, in its unit; a dash when there is none."""
        if measure is None or target.kind is TargetKind.PASSED:
            return "–"
        if target.kind is TargetKind.DUE_CLEARED:
            return self.tr("{0} due").format(round(measure))
        if target.kind is TargetKind.ACCURACY:
            return percent_text(measure / 100)
        if target.kind is TargetKind.PACE:
            return "–" if math.isinf(measure) else seconds_text(measure)
        return str(round(measure))

    def retention(self, health: ScheduleHealth) -> tuple[str, str]:
        """The measured retention against the cohort's target, "86% (target 90%)", and a
        tooltip; with fewer than :data:`MIN_REVIEWS` reviews a note says so."""
        target = percent_text(health.desired_retention or 0.9)
        tip = self.tr(
            "Share of reviews of already-seen items answered right in the last 30 days, "
            "against the cohort's desired retention.")
        if health.retention is None:
            return self.tr("no reviews yet (target {0})").format(target), tip
        text = self.tr("{0} (target {1})").format(percent_text(health.retention), target)
        if health.reviews_30 < MIN_REVIEWS:
            note = self.tr("too few reviews ({0})").format(health.reviews_30)
            return f"{text} · {note}", tip
        return text, tip

class AuditWords(QObject):
    """The Audit tab's wording of the core's audit codes, under one context."""

    def action(self, action: AuditAction | None) -> str:
        """An action in words (None: every action, for the filter)."""
        if action is None:
            return self.tr("All actions")
        return {
            AuditAction.BLUEPRINT_CREATED: self.tr("Exam created"),
            AuditAction.BLUEPRINT_EDITED: self.tr("Exam edited"),
            AuditAction.BLUEPRINT_ASSIGNED: self.tr("Exam assigned to cohorts"),
            AuditAction.BLUEPRINT_DEACTIVATED: self.tr("Exam withdrawn"),
            AuditAction.BLUEPRINT_REACTIVATED: self.tr("Exam offered again"),
            AuditAction.BLUEPRINT_VERSIONED: self.tr("Exam edited: new version"),
            AuditAction.RETAKE_GRANTED: self.tr("Retake granted"),
            AuditAction.SITTING_VOIDED: self.tr("Sitting voided"),
            AuditAction.TIME_ADDED: self.tr("Time added to a sitting"),
            AuditAction.PIN_RESET: self.tr("PIN reset"),
            AuditAction.PASSWORD_RESET: self.tr("Password reset"),
            AuditAction.SIGN_IN_UNLOCKED: self.tr("Sign-in unlocked"),
            AuditAction.INSTRUCTOR_ADDED: self.tr("Instructor added"),
            AuditAction.INSTRUCTOR_ENROLLED: self.tr("Instructor given the exam seal"),
            AuditAction.USER_DEACTIVATED: self.tr("Account deactivated"),
            AuditAction.USER_REACTIVATED: self.tr("Account reactivated"),
            AuditAction.ROLE_CHANGED: self.tr("Role changed"),
            AuditAction.ARCHIVED: self.tr("Archived"),
            AuditAction.EXPORTED: self.tr("Exported"),
            AuditAction.BACKED_UP: self.tr("Database backed up"),
            AuditAction.DESK_CODE_MADE: self.tr("Desk enrolment code made"),
            AuditAction.DESK_ENROLLED: self.tr("Desk enrolled with the school server"),
            AuditAction.DESK_REVOKED: self.tr("Desk revoked"),
            AuditAction.SCHOOL_CREATED: self.tr("School created (first instructor)"),
            AuditAction.PROCTOR_ADDED: self.tr("Proctor added"),
            AuditAction.TRAINEE_ADDED: self.tr("Trainee added"),
            AuditAction.ROSTER_IMPORTED: self.tr("Roster imported"),
            AuditAction.RECORDS_IMPORTED: self.tr("Records imported"),
            AuditAction.COHORT_CREATED: self.tr("Cohort created"),
            AuditAction.COHORT_CHANGED: self.tr("Trainee moved to another cohort"),
            AuditAction.DISPLAY_NAME_CHANGED: self.tr("Display name changed"),
            AuditAction.STAFF_ID_CHANGED: self.tr("Staff ID changed"),
            AuditAction.OWN_PIN_CHANGED: self.tr("Own PIN changed"),
            AuditAction.OWN_PASSWORD_CHANGED: self.tr("Own password changed"),
            AuditAction.SETTING_CHANGED: self.tr("School setting changed"),
            AuditAction.PROFILE_SAVED: self.tr("Table profile saved"),
            AuditAction.PROFILE_DELETED: self.tr("Table profile deleted"),
            AuditAction.HOMEWORK_SET: self.tr("Homework set"),
            AuditAction.HOMEWORK_EDITED: self.tr("Homework changed"),
            AuditAction.HOMEWORK_DELETED: self.tr("Homework removed"),
            AuditAction.SCHEDULE_CHANGED: self.tr("Review schedule changed"),
            AuditAction.GOAL_CHANGED: self.tr("Daily goal changed"),
            AuditAction.SITTING_STARTED: self.tr("Sitting started"),
            AuditAction.SITTING_RESUMED: self.tr("Sitting resumed"),
            AuditAction.SITTING_CLOSED: self.tr("Sitting closed as unfinished"),
            AuditAction.RESTORED: self.tr("Database restored from a backup"),
            AuditAction.SCHOOL_MOVED: self.tr("School moved to this database"),
            AuditAction.SEAL_FAILED: self.tr("Seal failed: record refused"),
            AuditAction.RETAKE_REVOKED: self.tr("Retake revoked"),
        }[action]

    def row_action(self, checked: CheckedEntry) -> str:
        known = checked.entry.known_action
        return checked.entry.action if known is None else self.action(known)

    def row_subject(self, entry: AuditEntry) -> str:
        """The row's subject as stored, but a school setting's key in words."""
        if entry.known_action is AuditAction.SETTING_CHANGED:
            return self.setting(entry.subject)
        return entry.subject

    def flags(self, checked: CheckedEntry) -> str:
        """What checking found about one row ("OK" when nothing)."""
        words = []
        if AuditFlag.TAMPERED in checked.flags:
            words.append(self.tr("Changed after it was written"))
        if AuditFlag.GAP in checked.flags:
            words.append(self.tr("Entries deleted before this one: %n", "",
                                 checked.missing_before))
        if AuditFlag.BROKEN_LINK in checked.flags and AuditFlag.GAP not in checked.flags:
            words.append(self.tr("The entry before was changed, removed or put in"))
        if AuditFlag.UNSEALED in checked.flags:
            words.append(self.tr("Not sealed (written without the school key)"))
        return "; ".join(words) if words else self.tr("OK")

    def verdict(self, trail: AuditTrail) -> str:
        """One line on the whole log."""
        if trail.suspect:
            head = self.tr("Entries changed or deleted: %n (see the flags).",
                           "", trail.suspect)
        elif not trail.verified:
            head = self.tr("Gaps checked, seals not checked: sign in again to check them.")
        else:
            head = self.tr("Entries checked: %n, all as written.", "", trail.total)
        if trail.unsealed:
            head += " " + self.tr("Written without the school key: %n.", "", trail.unsealed)
        return head

    def shown(self, shown: int, total: int) -> str:
        return self.tr("Showing {0} of {1}").format(shown, total)

    # ---- a row's detail, worded (the stored JSON stays in the tooltip and the CSV)

    def detail(self, entry: AuditEntry, names: AuditNames | None = None) -> str:
        """The row's detail for people: names for the ids the row or ``names`` knows, minutes,
        the fields changed; a key this version does not know as "key: value". Never JSON."""
        names = names or AuditNames()
        d = entry.detail
        parts: list[str] = []
        for key, value in sorted(d.items(), key=lambda kv: _key_order(kv[0])):
            part = self._detail_part(entry, d, names, key, value)
            if part:
                parts.append(part)
        return self.tr("; ", "separator between the parts of an audit detail").join(parts)

    def _name(self, known: dict[int, str], value: Json, carried: Json = None) -> str:
        """The name the row carries, else the one read with the trail, else "no. 12"."""
        if isinstance(carried, str) and carried:
            return carried
        if isinstance(value, int) and not isinstance(value, bool) and value in known:
            return known[value]
        return self.tr("no. {0}").format(_plain(value))

    def _detail_part(self, entry: AuditEntry, d: dict[str, Json], names: AuditNames,
                     key: str, value: Json) -> str | None:
        """One key of a detail in words; None for a key said already (by the subject or by
        the key it goes with)."""
        action = entry.known_action
        if key in ("exam_name", "trainee_name"):
            return None  # said with "exam" and "trainee"
        if key == "exam":
            name = self._name(names.exams, value, d.get("exam_name"))
            if name == entry.subject:
                return None
            if entry.action.startswith("blueprint_"):  # the subject: its name back then
                known = isinstance(value, int) and value in names.exams
                return self.tr("now named {0}").format(name) if known else None
            return self.tr("Exam: {0}").format(name)
        if key in ("trainee", "user"):
            user = names.users.get(value) if isinstance(value, int) else None
            carried = d.get("trainee_name")
            if entry.subject in (None if user is None else user[0], carried):
                return None  # the subject names them already
            if isinstance(carried, str) and carried:
                name = carried
            elif user is not None:
                name = user[1]
            else:
                name = self.tr("no. {0}").format(_plain(value))
            return (self.tr("Trainee: {0}") if key == "trainee"
                    else self.tr("Account: {0}")).format(name)
        if key == "cohort":
            if value is None:  # moved out of every cohort, or the school-wide setting
                return (self.tr("now in no cohort") if action is AuditAction.COHORT_CHANGED
                        else self.tr("All cohorts"))
            name = self._name(names.cohorts, value)
            return None if name == entry.subject else self.tr("Cohort: {0}").format(name)
        if key == "role":
            return self.tr("Role: {0}").format(self.role(value))
        if key == "from":
            return (self.tr("from the command line") if value == "command_line"
                    else self.tr("from: {0}").format(_plain(value)))
        if key == "archived":
            return self.tr("archived") if value else self.tr("taken out of the archive")
        if key == "minutes" and isinstance(value, int):
            return self.tr("%n minute(s) added", "", value)
        if key == "added_s" and isinstance(value, int | float):
            total = round(value / 60)
            return self.tr("%n minute(s) added in all", "", total)
        if key == "rows" and isinstance(value, int):
            return self.tr("%n row(s)", "", value)
        if key == "what":
            return self.export_kind(value)
        if key == "changed" and isinstance(value, list):
            if not value:  # only the window moved (said with "window"), or nothing at all
                return None if "window" in d else self.tr("nothing changed")
            return self.tr("changed: {0}").format(", ".join(
                self.blueprint_field(v) for v in value))
        if key == "was":
            if action is AuditAction.BLUEPRINT_VERSIONED:
                return None  # said with "version"
            return self.tr("was named {0}").format(_plain(value))
        if key == "version":
            if "was" in d and action is AuditAction.BLUEPRINT_VERSIONED:
                return self.tr("version {0} → {1}").format(_plain(d["was"]), _plain(value))
            return self.tr("version {0}").format(_plain(value))
        if key == "sittings" and isinstance(value, int):
            return self.tr("%n sitting(s) on the version before", "", value)
        if key == "window" and isinstance(value, list) and len(value) == 2:
            return self.tr("window: {0}").format(self._window(value[0], value[1]))
        if key == "sitting":
            return self.tr("sitting no. {0}").format(_plain(value))
        if key == "retake":
            return self.tr("retake no. {0}").format(_plain(value))
        if key == "over_pass":
            return self.tr("over a passed sitting (no. {0})").format(_plain(value))
        if key == "note":
            return self.tr("note: {0}").format(value) if value else None
        if key == "reason":
            return self.tr("reason: {0}").format(_plain(value))
        if key == "given_back" and isinstance(value, bool):  # a void
            return (self.tr("the attempt was given back") if value
                    else self.tr("the attempt is used"))
        if key == "assignment":
            return self.tr("homework no. {0}").format(_plain(value))
        if key == "certificate_key" and isinstance(value, str):  # a fingerprint
            return self.tr("certificate key {0}").format(_key_fingerprint(value))
        if key == "bytes" and isinstance(value, int):
            return QLocale().formattedDataSize(value)
        if key == "seal":  # the exam row's MAC, kept for the seal checks: not for reading
            return None
        part = self._change_part(d, names, key, value)
        if part is not None:
            return part or None
        return self.tr("{key}: {value}", "an audit detail this version has no words for"
                       ).format(key=key, value=_plain(value))

    def _change_part(self, d: dict[str, Json], names: AuditNames, key: str,
                     value: Json) -> str | None:
        """The audit detail keys worded one by one (None: not one of them;
        "" for one said with another key)."""
        if key == "staff_id":
            was = d.get("staff_id_was")
            now = _plain(value) if value else self.tr("none")
            return (self.tr("staff ID {0} → {1}").format(_plain(was), now) if was
                    else self.tr("staff ID: {0}").format(now))
        if key in ("staff_id_was", "value_was"):
            return ""
        if key in ("granted_by", "granted_at", "grant_note", "sealed"):  # a revoked grant
            return self._revoked_part(names, key, value)
        if key == "now":
            return self.tr("now named {0}").format(_plain(value))
        if key == "from_cohort":
            if value is None:
                return self.tr("before: no cohort")
            return self.tr("before: {0}").format(self._name(names.cohorts, value))
        if key == "setting":
            return ""  # the subject names it
        if key == "value":
            was = d.get("value_was")
            if value is None:
                return self.tr("cleared (was {0})").format(_plain(was))
            if was is None:
                return self.tr("set to {0}").format(_plain(value))
            return self.tr("{0} → {1}").format(_plain(was), _plain(value))
        if key == "created" and isinstance(value, bool):
            return self.tr("new profile") if value else ""
        if key == "homework" and isinstance(value, str):
            try:
                subject = Subject.from_code(value)
            except ValueError:
                return _plain(value)
            if subject.kind is SubjectKind.LESSON:
                return self.tr("lesson {0}").format(subject.key)
            if subject.kind is SubjectKind.TABLE:
                return table_game_label(subject.is_samkong_table)
            return drill_kind_label(None if subject.is_all_drills else subject.key)
        if key == "due":
            return self.tr("due {0}").format(_day(value))
        if key == "retention" and isinstance(value, int | float):
            return self.tr("desired retention {0}").format(percent_text(float(value)))
        if key == "targets_ms" and isinstance(value, dict):
            return self.tr("target times: {0}").format(", ".join(
                f"{drill_kind_label(k)} {seconds_text(v)}" for k, v in value.items()
                if isinstance(v, int)))
        if key == "goal" and isinstance(value, int):
            return (self.tr("minutes a day: %n", "", value) if d.get("unit") == "minutes"
                    else self.tr("answers a day: %n", "", value))
        if key == "unit":
            return ""
        if key == "attempt":
            return self.tr("attempt {0}").format(_plain(value))
        if key == "records":
            return {
                "trainees": self.tr("trainees"),
                "practice_sessions": self.tr("practice sessions"),
                "attempts": self.tr("practice answers"),
            }.get(str(value), _plain(value))
        if key == "refused" and isinstance(value, int):
            return self.tr("lines refused: %n", "", value) if value else ""
        if key == "cohorts" and isinstance(value, list):
            return ""  # the subject names them
        if key == "by":
            return self.tr("by {0}").format(_plain(value))
        return None

    def setting(self, value: Json) -> str:
        """A school setting's key in words (the key itself when this version has none)."""
        return {
            "school.name": self.tr("the school's name on certificates"),
            "school.pass_accuracy": self.tr("readiness: accuracy to pass"),
            "school.pass_median_ms": self.tr("readiness: median time to pass"),
        }.get(str(value), _plain(value))

    def _revoked_part(self, names: AuditNames, key: str, value: Json) -> str:
        """What a revoked retake grant held (kept in the audit row of its revoking)."""
        if key == "granted_by":
            return self.tr("granted by {0}").format(self._name(
                {k: v[1] for k, v in names.users.items()}, value))
        if key == "granted_at":
            return self.tr("granted {0}").format(_moment(value) or _plain(value))
        if key == "grant_note":
            return self.tr("why granted: {0}").format(value) if value else ""
        if value is True:
            return self.tr("its seal held")
        return self.tr("its seal had failed") if value is False else self.tr(
            "its seal was not checked")

    def _window(self, opens: Json, closes: Json) -> str:
        opened, closed = _moment(opens), _moment(closes)
        if opened and closed:
            return self.tr("opens {0}, closes {1}").format(opened, closed)
        if opened:
            return self.tr("opens {0}").format(opened)
        if closed:
            return self.tr("closes {0}").format(closed)
        return self.tr("always open")

    def role(self, value: Json) -> str:
        return {
            Role.TRAINEE.value: self.tr("trainee"),
            Role.INSTRUCTOR.value: self.tr("instructor"),
            Role.PROCTOR.value: self.tr("proctor"),
        }.get(str(value), _plain(value))

    def export_kind(self, value: Json) -> str:
        """What an export wrote."""
        return {
            "cohort_roster": self.tr("a cohort's roster"),
            "audit_log": self.tr("the audit log"),
            "homework": self.tr("a homework report"),
            "attempts": self.tr("a trainee's practice answers"),
            "exam_results": self.tr("exam results"),
            "certifications": self.tr("the certifications for HR"),
            "certificate": self.tr("a certificate"),
            "trainee_report": self.tr("a trainee report (PDF)"),
            "cohort_report": self.tr("a cohort report (PDF)"),
            "refused_lines": self.tr("the refused lines of a roster import"),
        }.get(str(value), _plain(value))

    def blueprint_field(self, value: Json) -> str:
        """A field of an exam's blueprint, as an edit's "changed" names it."""
        return {
            "name": self.tr("name"),
            "sections": self.tr("questions"),
            "tables": self.tr("Table sections"),
            "pass_mark": self.tr("pass mark"),
            "time_limit_s": self.tr("time limit"),
            "question_limit_s": self.tr("time per question"),
            "attempts_allowed": self.tr("attempts allowed"),
            "show_missed": self.tr("missed questions shown"),
            "on_interrupt": self.tr("when a sitting is interrupted"),
            "cohort_ids": self.tr("cohorts"),
            "counting": self.tr("which attempt counts"),
            "version": self.tr("blueprint format"),
        }.get(str(value), _plain(value))


_ORDER = ("what", "records", "setting", "value", "exam", "trainee", "user", "cohort",
          "from_cohort", "role", "staff_id", "now", "homework", "due", "retention",
          "targets_ms", "goal", "attempt", "refused", "from", "by", "archived", "version",
          "sittings", "changed", "was", "window", "sitting", "retake", "over_pass",
          "minutes", "added_s", "rows", "assignment", "note", "given_back", "reason",
          "bytes")
"""The order a detail is said in (what and whom first); keys not named here come after."""


def _key_fingerprint(public_key: str) -> str:
    """A school's public certificate key as printed under a certificate's QR code."""
    try:
        return fingerprint(public_key)
    except ValueError:
        return _plain(public_key)


def _key_order(key: str) -> tuple[int, str]:
    return (_ORDER.index(key) if key in _ORDER else len(_ORDER), key)


def _moment(value: Json) -> str:
    """An ISO instant of a detail as :func:`ui.words.moment_text` writes it ("" for none)."""
    if not isinstance(value, str):
        return ""
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return value
    return moment_text(when) if when.tzinfo is not None else value


def _day(value: Json) -> str:
    """An ISO day of a detail as the language writes days."""
    try:
        return day_text(date.fromisoformat(str(value)))
    except ValueError:
        return _plain(value)


def _plain(value: Json) -> str:
    """A value of a detail without JSON's brackets and quotes: a list as "a, b", an object
    as "key: value" pairs."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "✔" if value else "✘"
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return str(value)
