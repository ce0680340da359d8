"""Exam admission as pure rules: may this sitting start, may it be resumed, may this retake
be granted?

The store reads the facts inside its transaction (the exam's row and the sitting's row
locked as before) and hands them here; these functions decide with nothing but those facts
(``now`` and the asking desk are facts too) and return the decision or raise the refusal the
UI words: :class:`~trainer.errors.ExamError` with its stable reason code,
:class:`~trainer.errors.PermissionDenied` or :class:`~trainer.errors.ProctorRequired` for
the wrong person, :class:`~trainer.errors.SealUnavailable` for a proctor with no copy of the
seal key, :class:`~trainer.errors.StoreError` (``invalid``) for a retake that names no
trainee or carries too long a note. No SQL and no clock: the same facts always give the same
answer, which ``tests/unit/test_exam_admission.py`` checks without a database.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from trainer.auth import Actor, Role
from trainer.errors import ExamError, PermissionDenied, ProctorRequired, SealUnavailable, StoreError
from trainer.exams.records import ExamInfo, PassOnRecord
from trainer.macau_time import macau_text

HOLD_S = 120
"""A running sitting with activity this recent (seconds) is held by its desk: another desk
may neither resume it nor start the trainee's next one. The trainee's desk shows its life
every ``HEARTBEAT_S`` (:mod:`trainer.store.exam_rows`)."""

NOTE_MAX = 500
"""The longest note a retake grant may carry (characters)."""

_Key = TypeVar("_Key")


# ---- facts ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunningSitting:
    """The trainee's running sitting as stored: the desk that last took it (None: none
    recorded) and when a desk last showed life on it (start, resume, question shown,
    heartbeat)."""

    sitting_id: int
    desk: str | None
    last_active: datetime


@dataclass(frozen=True)
class StartFacts:
    """What the store read, in the transaction that would store the sitting, before a
    trainee may start a sitting of ``exam``.

    ``trainee_cohort`` is the trainee's cohort (None: in none); ``running`` their running
    sitting of any exam; ``attempts_used`` the sittings of this exam they started and
    ``attempts_allowed`` the blueprint's attempts plus the retakes granted
    (:func:`attempts_allowed`); ``desk`` the desk asking, ``now`` the time of the start."""

    exam: ExamInfo
    trainee_cohort: int | None
    running: RunningSitting | None
    attempts_used: int
    attempts_allowed: int
    desk: str
    now: datetime


@dataclass(frozen=True)
class Admission:
    """A start admitted: the attempt number the new sitting carries."""

    attempt_no: int


@dataclass(frozen=True)
class RetakeFacts:
    """What the store read before granting one more attempt: the user named as the trainee
    (``trainee_role`` None: no such user), their pass of this exam on record (None: none),
    and the grant's note as typed."""

    trainee_id: int
    trainee_role: Role | None
    passed: PassOnRecord | None
    note: str


@dataclass(frozen=True)
class RetakeDecision:
    """A retake admitted: its note as stored (trimmed) and the passed sitting it is granted
    over (None: the trainee has no pass of this exam)."""

    note: str
    over_pass: int | None


# ---- who sits and who proctors --------------------------------------------------------------


def admit_candidate(role: Role) -> None:
    """Only a trainee sits an exam (``role``: the candidate's role as stored now)."""
    if role is not Role.TRAINEE:
        raise PermissionDenied("only a trainee sits an exam")


def admit_proctor(proctor: Actor | None) -> Actor:
    """The proctor whose name and password were typed in at the trainee's desk (None: they
    were not recognised), if they may proctor: an instructor or a proctor."""
    if proctor is None:
        raise ProctorRequired("the proctor's name or password was not recognised")
    if not proctor.may_proctor:
        raise ProctorRequired("a sitting must be started by an instructor or a proctor, "
                              "not a trainee")
    return proctor


def require_seal_key(proctor: Actor, key: _Key | None) -> _Key:
    """The seal key the proctor's password unlocked; a proctor with no copy of it cannot
    seal a sitting (an instructor who holds it must enrol them)."""
    if key is None:
        raise SealUnavailable(
            "not_enrolled",
            f"{proctor.name} has no copy of the exam seal; an instructor who has one "
            "must enrol them",
        )
    return key


# ---- one desk at a time ---------------------------------------------------------------------


def held_by(running: RunningSitting, desk: str, now: datetime) -> str | None:
    """The other desk that holds the running sitting at ``now`` (activity there within
    ``HOLD_S``), else None: ``desk`` may resume it."""
    holder = running.desk
    if not holder or holder == desk:
        return None
    if (now - running.last_active).total_seconds() >= HOLD_S:
        return None
    return holder


def held_elsewhere(holder: str) -> ExamError:
    """The refusal of a sitting that the desk ``holder`` is running."""
    return ExamError(
        "held_elsewhere",
        f"this sitting is running on the desk {holder!r}; a sitting runs on one desk at a time",
        desk=holder,
    )


def refuse_held(running: RunningSitting, desk: str, now: datetime) -> None:
    """ExamError('held_elsewhere') when another desk is running the sitting right now."""
    holder = held_by(running, desk, now)
    if holder is not None:
        raise held_elsewhere(holder)


def running_refusal(running: RunningSitting | None, desk: str, now: datetime
                    ) -> ExamError | None:
    """Why the trainee may not start a sitting while ``running`` runs: held by another desk
    (``held_elsewhere``), or to be resumed rather than started again (``already_running``);
    None when nothing runs."""
    if running is None:
        return None
    holder = held_by(running, desk, now)
    if holder is not None:
        return held_elsewhere(holder)
    return ExamError("already_running", "a sitting of yours is already running")


# ---- starting -------------------------------------------------------------------------------


def attempts_allowed(exam: ExamInfo, retakes_granted: int) -> int:
    """The attempts a trainee has at ``exam``: the blueprint's, plus each retake granted."""
    return exam.blueprint.attempts_allowed + retakes_granted


def offered_to(exam: ExamInfo, cohort: int | None) -> bool:
    """Whether ``exam`` is offered now to a trainee of ``cohort``: active and assigned."""
    return exam.active and cohort is not None and cohort in exam.blueprint.cohort_ids


def admit_start(facts: StartFacts) -> Admission:
    """May the trainee start a sitting now? The refusals in the order they are checked:
    ``inactive``, ``not_assigned``, ``not_open_yet`` / ``closed`` (with ``when``),
    ``held_elsewhere`` / ``already_running``, ``no_attempts_left``."""
    info = facts.exam
    if not info.active:
        raise ExamError("inactive", f"the exam {info.name!r} is not offered now")
    if not offered_to(info, facts.trainee_cohort):
        raise ExamError("not_assigned", f"the exam {info.name!r} is not assigned to you")
    refusal = info.window.refusal(facts.now)
    if refusal is not None:
        reason, when = refusal
        said = macau_text(when)
        raise ExamError(reason, f"the exam {info.name!r} opens at {said} (Macau time)"
                        if reason == "not_open_yet" else
                        f"the exam {info.name!r} closed at {said} (Macau time)",
                        when=when)
    busy = running_refusal(facts.running, facts.desk, facts.now)
    if busy is not None:
        raise busy
    used, allowed = facts.attempts_used, facts.attempts_allowed
    if used >= allowed:
        raise ExamError(
            "no_attempts_left", f"no attempts left at {info.name!r} ({used} of {allowed})"
        )
    return Admission(attempt_no=used + 1)


def raced_start(running: RunningSitting | None, desk: str, now: datetime) -> ExamError:
    """The refusal of a start whose insert met another desk's sitting of the trainee,
    stored between the checks and the insert (for the store to raise in place of the
    unique index's error): that sitting's own refusal while it runs, else
    ``already_started``."""
    return running_refusal(running, desk, now) or ExamError(
        "already_started",
        "another desk started this attempt at the same moment; look again",
    )


# ---- resuming -------------------------------------------------------------------------------


def admit_resume(running: RunningSitting | None, desk: str, now: datetime) -> RunningSitting:
    """The trainee's running sitting, if ``desk`` may resume it now: ``not_running`` when
    there is none, ``held_elsewhere`` while another desk runs it."""
    if running is None:
        raise ExamError("not_running", "there is no running sitting to resume")
    refuse_held(running, desk, now)
    return running


def admit_resume_again(
    current: RunningSitting | None, sitting_id: int, desk: str, now: datetime
) -> RunningSitting:
    """The check repeated with the sitting's row locked, just before the resume is stored:
    ``not_running`` when sitting ``sitting_id`` ended meanwhile (or another took its place),
    ``held_elsewhere`` when another desk resumed it first."""
    if current is None or current.sitting_id != sitting_id:
        raise ExamError("not_running", "the sitting ended meanwhile")
    refuse_held(current, desk, now)
    return current


# ---- retakes --------------------------------------------------------------------------------


def retake_note(note: str) -> str:
    """A retake's note as stored (trimmed); StoreError('invalid') past ``NOTE_MAX``."""
    note = note.strip()
    if len(note) > NOTE_MAX:
        raise StoreError("invalid", f"a note is at most {NOTE_MAX} characters")
    return note


def admit_retake(facts: RetakeFacts) -> RetakeDecision:
    """May one more attempt be granted? Only to a trainee; and a pass is final: a retake of
    a passed exam needs a reason in the note (``passed_needs_reason``), and records the
    passed sitting it was granted over."""
    if facts.trainee_role is not Role.TRAINEE:
        raise StoreError("invalid", f"user {facts.trainee_id} is not a trainee")
    note = retake_note(facts.note)
    passed = facts.passed
    if passed is not None and not note:
        raise ExamError(
            "passed_needs_reason",
            f"the trainee passed this exam on {passed.passed_at:%Y-%m-%d}: a retake "
            "of a pass needs a reason",
        )
    return RetakeDecision(note, None if passed is None else passed.sitting_id)
