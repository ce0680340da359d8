"""Words for the exam core's codes: statuses, sections, blueprint and exam refusals.

The core returns codes (STYLE.md habit 8); these turn them into the user's language. Every
string is looked up under the ``ExamWords`` context, the class name lupdate files it under.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from trainer.drills.model import DrillKind, Level
from trainer.drills.payout import NoLegalDeal
from trainer.errors import (
    AuthenticationFailed,
    BlueprintError,
    DeskRefused,
    ExamError,
    PermissionDenied,
    ProctorRequired,
    SealFailed,
    SealUnavailable,
    SignInThrottled,
    SittingVoided,
    StoreError,
    TableProfileMissing,
    TokenRefused,
    TrainerError,
)
from trainer.exams import blueprint as bp
from trainer.exams.scoring import ExamStatus
from trainer.exams.table_game import BACCARAT, SAMKONG
from trainer.exams.table_part import TableFailReason
from trainer.store.exam_console import MAX_TOTAL_ADDED_MINUTES
from ui.store_words import error_text as store_error_text
from ui.words import Words, drill_kind_label, moment_text

if TYPE_CHECKING:
    from trainer.exams.records import SittingInfo
    from trainer.exams.table_part import TableSectionScore


def format_clock(seconds: float) -> str:
    """``1:05:09`` or ``4:07``: a countdown rounded up, so 0:00 means the time is really out."""
    whole = max(0, int(-(-seconds // 1)))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class ExamWords(QObject):
    """Translatable wording of the exam's codes."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("ExamWords", text, disambiguation, n)

    # ---- sections and results

    def kind(self, kind: DrillKind) -> str:
        return drill_kind_label(kind.value)

    def level(self, level: Level) -> str:
        return {
            Level.ALL: self.tr("All coups"),
            Level.HARD: self.tr("Hard cases"),
            Level.NATURALS: self.tr("Naturals only"),
            Level.WEAK: self.tr("Weak spots"),
        }[level]

    def window(self, opens: datetime | None, closes: datetime | None,
               closed: bool = False) -> str:
        """An exam's window for the trainee's list, in Macau time written the user's way as Today
        writes it (:func:`ui.words.moment_text`; "" when always open); a
        window that has ``closed`` (as the core's ``ExamWindow.refusal`` says) is said in the
        past ("closed …"), never "closes …"."""
        parts = []
        if opens is not None:
            parts.append(self.tr("opens {0}").format(moment_text(opens)))
        if closes is not None:
            parts.append((self.tr("closed {0}") if closed else self.tr("closes {0}"))
                         .format(moment_text(closes)))
        return " · ".join(parts)

    def versioned(self, exam_name: str, version: int) -> str:
        """An exam's name with the blueprint version a sitting started under."""
        return self.tr("{0} (version {1})").format(exam_name, version)

    def section(self, index: int, kind: DrillKind, level: Level) -> str:
        return self.tr("Section {0}: {1} ({2})").format(index + 1, self.kind(kind),
                                                        self.level(level))

    def table_section(self, index: int, profile: str, game: str = BACCARAT) -> str:
        """A Table section's title: its number among all sections, its game (the baccarat
        Table, or the Sam Kong Table) and the table profile (a shipped profile by its name in
        the user's language, as the Table screen lists it)."""
        if game == SAMKONG:
            return self.tr("Section {0}: Sam Kong Table ({1})").format(
                index + 1, Words().table_name(profile))
        return self.tr("Section {0}: Table ({1})").format(index + 1, Words().table_name(profile))

    def table_pace(self, coups_per_hour: float | None, target: int | None,
                   down_seconds: float = 0.0, game: str = BACCARAT) -> str:
        """The pace line of a Table section's result, with the target and whether it was met;
        the time the desk was down (a kill, then a resume), left out of the pace, is said.
        A Sam Kong section's pace is in rounds an hour."""
        if game == SAMKONG:
            pace = (self.tr("no round finished") if coups_per_hour is None
                    else self.tr("{0:.1f} rounds an hour").format(coups_per_hour))
        else:
            pace = (self.tr("no coup finished") if coups_per_hour is None
                    else self.tr("{0:.1f} coups an hour").format(coups_per_hour))
        if coups_per_hour is not None and round(down_seconds) > 0:
            pace = self.tr("{0} ({1} while the desk was down left out)").format(
                pace, self.downtime(down_seconds))
        if target is None:
            return self.tr("Pace: {0} (no target)").format(pace)
        met = coups_per_hour is not None and coups_per_hour >= target
        return (self.tr("Pace: {0}, target {1}: reached") if met
                else self.tr("Pace: {0}, target {1}: not reached (the section fails)")
                ).format(pace, target)

    def downtime(self, seconds: float) -> str:
        """A time the desk was down, to the second: "5 min 14 s", "33 s"."""
        minutes, secs = divmod(max(0, round(seconds)), 60)
        if minutes:
            return self.tr("{0} min {1} s", "a time the desk was down").format(minutes, secs)
        return self.tr("{0} s", "a time the desk was down").format(secs)

    def table_score(self, score: int, max_score: int, coups: int, target: int,
                    game: str = BACCARAT) -> str:
        """Steps right out of steps taken, and coups (Sam Kong rounds) dealt out of those set."""
        if game == SAMKONG:
            return self.tr("{0}/{1} steps right, {2} of {3} rounds dealt").format(
                score, max_score, coups, target)
        return self.tr("{0}/{1} steps right, {2} of {3} coups dealt").format(
            score, max_score, coups, target)

    def table_detail(self, table: TableSectionScore) -> str:
        """A Table section's steps, coups dealt and pace, in one sentence; then, when it
        failed, why (:meth:`table_failed`)."""
        score = self.table_score(table.score, table.max_score, table.coups, table.coups_target,
                                 table.game)
        if table.void > 0:  # dealt again in their place (art. 10): said, so the count adds up
            score = self.tr("{0} ({1})", "coups dealt, then the void ones").format(
                score, self.tr("%n void coup(s) not counted", "", table.void))
        detail = self.tr("{0}. {1}").format(
            score, self.table_pace(table.coups_per_hour, table.pace_target, table.down_seconds,
                                   table.game))
        failed = self.table_failed(table)
        return detail if not failed else self.tr("{0}. {1}", "detail, then why it failed"
                                                 ).format(detail, failed)

    def table_failed(self, table: TableSectionScore) -> str:
        """Why a Table section failed, every reason ("Failed: coup 10 not finished"); ""
        when it passed (a 9/10 section read FAIL without a reason)."""
        reasons = table.fail_reasons
        if not reasons:
            return ""
        words = {
            TableFailReason.UNFINISHED: (
                self.tr("round {0} not finished") if table.game == SAMKONG
                else self.tr("coup {0} not finished")).format(table.unfinished_coup),
            TableFailReason.NO_STEPS: self.tr("the table was not dealt"),
            TableFailReason.PASS_MARK: self.tr("{0:.0f}% of the steps right, {1}% needed"
                                               ).format(table.percent, table.pass_mark),
            TableFailReason.PACE: self.tr("the pace is under its target"),
        }
        return self.tr("Failed: {0}").format(
            self.tr("; ", "between two reasons").join(words[r] for r in reasons))

    def table_line(self, table: TableSectionScore) -> str:
        """The section's title, then :meth:`table_detail`."""
        return self.tr("{0}: {1}").format(
            self.table_section(table.section, table.profile, table.game),
            self.table_detail(table))

    def status(self, status: ExamStatus) -> str:
        return {
            ExamStatus.RUNNING: self.tr("In progress"),
            ExamStatus.FINISHED: self.tr("Finished"),
            ExamStatus.TIMED_OUT: self.tr("Time ran out (handed in automatically)"),
            ExamStatus.HANDED_IN: self.tr("Handed in early"),
            ExamStatus.INCOMPLETE: self.tr("Incomplete (interrupted)"),
            ExamStatus.VOIDED: self.tr("Voided by a proctor"),
        }[status]

    def voided(self, proctor: str, reason: str) -> str:
        """What the trainee's desk (and a review) says of a voided sitting."""
        return self.tr("This sitting was voided by {0}: {1}").format(proctor, reason)

    def void_line(self, sitting: SittingInfo) -> str:
        """Who voided ``sitting``, when, why, and what became of the attempt: what the review
        and the results list say of a voided sitting instead of PASS or FAIL (it has no
        result)."""
        proctor, reason = sitting.voided_by or "?", sitting.void_reason
        if sitting.voided_at is None:  # a void record that does not read (shown as tampered)
            return self.voided(proctor, reason)
        at = moment_text(sitting.voided_at)
        if sitting.void_given_back is None:  # sealed before the proctor was asked
            return self.tr("Voided by {0} at {1}: {2}").format(proctor, at, reason)
        if sitting.void_given_back:
            return self.tr("Voided by {0} at {1}: {2}; the attempt was given back").format(
                proctor, at, reason)
        return self.tr("Voided by {0} at {1}: {2}; the attempt was used").format(
            proctor, at, reason)

    def void_short(self, sitting: SittingInfo) -> str:
        """A voided sitting in a results table's Result cell: voided, and what became of the
        attempt (the whole :meth:`void_line` is its tooltip: a reason may be long)."""
        if sitting.void_given_back is None:
            return self.status(ExamStatus.VOIDED)
        if sitting.void_given_back:
            return self.tr("Voided: attempt given back")
        return self.tr("Voided: attempt used")

    def passed(self, passed: bool) -> str:
        return self.tr("PASS") if passed else self.tr("FAIL")

    # ---- refusals

    def blueprint_error(self, error: BlueprintError) -> str:
        """One sentence for a refused blueprint field, with the bounds where they apply."""
        field = error.field
        reason = error.reason
        if isinstance(error, TableProfileMissing):
            return self.tr("Section {0} names the table profile “{1}”, which was deleted in "
                           "Settings > Table profiles. Untick it (or save a profile of that name "
                           "again), then save the exam.").format(
                               error.section + 1, Words().table_name(error.profile))
        if field.endswith(".profiles"):
            return {
                "not_allowed": self.tr("Only a drill dealt at a table can pick tables."),
                "duplicate": self.tr("A table is picked twice."),
                "out_of_range": self.tr("Pick at most {0} tables.").format(
                    bp.MAX_SECTION_PROFILES),
            }.get(reason, self.tr("The section's tables cannot be read."))
        if field == "window" and reason == "out_of_range":
            return self.tr("The exam must close after it opens: pick a closing time later "
                           "than the opening time.")
        if reason == "out_of_range":
            low, high = _bounds(field)
            if low is not None and high is not None:
                if field.endswith("_s"):  # times are shown as clocks: 0:10 to 8:00:00
                    return self.tr("Must be from {0} to {1}.").format(format_clock(low),
                                                                     format_clock(high))
                return self.tr("Must be from {0} to {1}.").format(low, high)
        return {
            "empty": self.tr("This cannot be empty.") if field != "sections"
            else self.tr("An exam needs at least one section (a drill or a Table)."),
            "too_long": self.tr("At most {0} characters.").format(bp.NAME_MAX),
            "not_allowed": self.tr("This drill cannot be examined at this level."),
            "duplicate": self.tr("This drill and level are already in another section."),
            "unknown": self.tr("Unknown value."),
            "malformed": self.tr("This value is not valid."),
            "out_of_range": self.tr("This value is out of range."),
        }.get(reason, self.tr("This value is not valid."))

    def exam_error(self, error: ExamError) -> str:
        if error.reason in ("not_open_yet", "closed") and error.when is not None:
            when = moment_text(error.when)
            return (self.tr("This exam opens at {0} (Macau time); it cannot be started "
                            "before.").format(when) if error.reason == "not_open_yet" else
                    self.tr("This exam closed at {0} (Macau time); it can no longer be "
                            "started.").format(when))
        if error.reason == "seal_failed":
            return self.seal_failed(error.what if isinstance(error, SealFailed) else "")
        if error.reason == "too_much_time":
            left = error.minutes or 0
            return (self.tr("This sitting already has the most time that can be added: {0} "
                            "min in all.").format(MAX_TOTAL_ADDED_MINUTES) if left <= 0 else
                    self.tr("At most {0} min can be added to a sitting in all; this one can "
                            "have {1} min more.").format(MAX_TOTAL_ADDED_MINUTES, left))
        return {
            "not_found": self.tr("This exam or sitting no longer exists."),
            "inactive": self.tr("This exam has been withdrawn by an instructor."),
            "not_assigned": self.tr("This exam is not assigned to the trainee's cohort."),
            "no_attempts_left": self.tr("No attempts are left for this exam. An instructor can "
                                        "grant a retake."),
            "already_running": self.tr("A sitting of this trainee is already running; it must "
                                       "be resumed, not started again."),
            "not_running": self.tr("This sitting is no longer running."),
            "tampered": self.tr("This sitting's records have been altered; it cannot go on. "
                                "Tell an instructor."),
            "malformed": self.tr("This sitting's records cannot be read."),
            "mismatch": self.tr("This sitting's stored answers do not match its questions; "
                                "tell an instructor."),
            "passed_needs_reason": self.tr("The trainee has passed this exam: a retake of a "
                                           "pass needs a reason."),
            "voided": self.tr("No certificate: this sitting was voided by a proctor, so it "
                              "has no result."),
            "not_counting": self.tr("No certificate: this is not the sitting that counts for "
                                    "this exam (see the exam's rule)."),
            "held_elsewhere": self.tr("This sitting is running on the desk {0}. A sitting runs "
                                      "on one desk at a time: close it there first, or wait "
                                      "until that desk has been quiet for two minutes."
                                      ).format(error.desk),
            "answered_elsewhere": self.tr(
                "This question was already answered on another desk: this sitting is running "
                "on two desks at once. A sitting runs on one desk at a time; close it here and "
                "ask the proctor. Give each desk its own name (see --desk)."),
            "already_started": self.tr("Another desk started this trainee's sitting at the "
                                       "same moment. Look at the list again."),
            "reason_required": self.tr("Give a reason for voiding the sitting (at most 500 "
                                       "characters)."),
            "bad_minutes": self.tr("Add between 1 and 120 minutes."),
            "not_live": self.tr("The school server was restarted: this sitting waits for the "
                                "proctor. Close Dealer Trainer, sign in again and ask the "
                                "proctor to continue it: the same questions go on with the "
                                "time that is left."),
            "interrupted": self.tr("This sitting was interrupted: you signed out, or signed "
                                   "in again. Press “Proctor: continue the sitting…” on the "
                                   "Exam page and have the proctor approve it on their own "
                                   "desk: the same questions go on with the time that is "
                                   "left."),
            "other_desk": self.tr("This sitting is running on the desk {0}: a sitting runs "
                                  "on one desk at a time. To go on at this desk, press "
                                  "“Proctor: continue the sitting here…” on the Exam page "
                                  "and have the proctor approve it on their desk."
                                  ).format(error.desk),
        }.get(error.reason, self.tr("The exam cannot do that now."))


    def seal_failed(self, what: str) -> str:
        """Why a sitting was not started, or an exam not saved: a record it would use failed
        its seal check (saving it again would seal the change, so it is refused too)."""
        return {
            "exam": self.tr("This exam cannot start: its settings were changed outside the app "
                            "(seal check failed). Saving it again does not fix this. Check "
                            "the Audit tab, then create the exam again."),
            "exam_write": self.tr("This exam was not saved: its settings were changed outside "
                                  "the app (seal check failed), and saving would seal the "
                                  "change. Check the Audit tab, then create the exam again."),
            "trainee": self.tr("This sitting cannot start: the trainee's account was changed "
                               "outside the app (seal check failed). An instructor must "
                               "check the account; the Audit tab lists it."),
            "proctor": self.tr("This sitting cannot start: the proctor's account was changed "
                               "outside the app (seal check failed). The Audit tab lists it."),
            "retake": self.tr("No attempts are left: a retake grant in the database was not "
                              "made by an instructor (seal check failed) and does not count. "
                              "An instructor can revoke it (Retake grants…)."),
        }.get(what, self.tr("This sitting cannot start: a record it needs failed its seal "
                            "check. The Audit tab lists it."))

    def error(self, error: BaseException) -> str:
        """What to tell the user about a refused or failed exam operation (never a
        traceback)."""
        if isinstance(error, SignInThrottled):
            return self.tr("Too many wrong passwords for this instructor: wait {0} s and try "
                           "again, or ask another instructor to unlock the account. With no "
                           "other instructor: see \"Locked out\" in the README.").format(
                               error.wait_s)
        if isinstance(error, AuthenticationFailed):
            return self.tr("That name and password do not match an instructor's. Try again.")
        if isinstance(error, ProctorRequired):
            return self.tr("The proctor's name or password was not recognised, or is not an "
                           "active instructor's or proctor's. Try again.")
        if isinstance(error, SealUnavailable):
            if error.reason == "not_enrolled":
                # Raised only for the credentials typed in to start or resume a sitting,
                # which may be a proctor's (they were called "this instructor").
                return self.tr("The proctor's account has no copy of the exam seal yet, so it "
                               "cannot start or resume sittings. An instructor who has one "
                               "must enrol it (Exam screen, Enrol an instructor…).")
            return self.tr("Sign in again as an instructor to unlock the exam seal.")
        if isinstance(error, SittingVoided):
            return self.voided(error.proctor, error.note)
        if isinstance(error, ExamError):
            return self.exam_error(error)
        if isinstance(error, NoLegalDeal):  # at the start of a sitting
            return self.tr("This exam cannot start: no deal fits the limits of the table "
                           "profile “{0}”. An instructor must check it in Settings > Table "
                           "profiles.").format(Words().table_name(error.profile))
        if isinstance(error, TableProfileMissing):  # at the start of a sitting
            return self.tr("This exam cannot start: its section {0} names the table profile "
                           "“{1}”, which was deleted in Settings > Table profiles. An "
                           "instructor must pick that section's tables again.").format(
                               error.section + 1, Words().table_name(error.profile))
        if isinstance(error, BlueprintError):
            return self.blueprint_error(error)
        if isinstance(error, PermissionDenied):
            if error.code in ("inactive", "role_changed") or isinstance(
                    error, TokenRefused | DeskRefused):  # also: the school server refused
                return store_error_text(error)  # "no longer active. Sign in again."
            return self.tr("You are not allowed to do that.")
        if isinstance(error, StoreError):
            if error.kind == "duplicate":
                return self.tr("An exam with this name already exists; choose another name.")
            if error.kind == "replaced":  # a restore on another desk swapped the file
                return store_error_text(error)
            return store_error_text(error)  # worded by its kind; never the core's English
        if isinstance(error, TrainerError | OSError):
            return str(error)
        return self.tr("Something went wrong: {0}").format(error)


def _bounds(field: str) -> tuple[int | None, int | None]:
    """The limits the core checks ``field`` against (taken from the core's own constants)."""
    leaf = field.rsplit(".", 1)[-1]
    if leaf == "questions":
        return 1, bp.MAX_QUESTIONS
    if leaf == "pass_mark":
        return 0, 100
    if field == "time_limit_s":
        return bp.MIN_TIME_LIMIT_S, bp.MAX_TIME_LIMIT_S
    if field == "question_limit_s":
        return bp.MIN_QUESTION_LIMIT_S, bp.MAX_QUESTION_LIMIT_S
    if field == "attempts_allowed":
        return 1, bp.MAX_ATTEMPTS
    if field == "sections":
        return 1, bp.MAX_SECTIONS
    if field == "tables":
        return 0, bp.MAX_TABLE_SECTIONS
    if leaf == "coups":
        return 1, bp.MAX_TABLE_COUPS
    if leaf == "pace_target":
        return 1, bp.MAX_PACE_TARGET
    if leaf == "seats_percent":
        return bp.MIN_SEATS_PERCENT, 100
    if leaf == "fault_percent":
        return 0, bp.MAX_FAULT_PERCENT
    if leaf == "irregularity_percent":
        return 0, bp.MAX_IRREGULARITY_PERCENT
    return None, None


from ui.exam import SHORTCUT as SHORTCUT  # noqa: E402  the screen's key and name live in the package
from ui.exam import title as title  # noqa: E402
