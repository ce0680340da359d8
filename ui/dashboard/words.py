"""The Dashboard screen's wording."""

from __future__ import annotations

import math

from PySide6.QtCore import QObject

from trainer.audit import AuditAction, AuditFlag, AuditTrail, CheckedEntry
from trainer.drills.cell import Cell
from trainer.homework import (
    MIN_REVIEWS,
    ScheduleHealth,
    Status,
    Subject,
    SubjectKind,
    Target,
    TargetKind,
)
from ui.dashboard import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.dashboard import title as title
from ui.widgets.charts.words import ChartWords
from ui.words import drill_kind_label, percent_text, seconds_text


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
            return (self.tr("1 answer") if target.value == 1
                    else self.tr("{0} answers").format(target.value))
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
        }[action]

    def row_action(self, checked: CheckedEntry) -> str:
        known = checked.entry.known_action
        return checked.entry.action if known is None else self.action(known)

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
