"""The exam admission rules without a database: each refusal (its reason code, its English
message and what it carries) and each admission, from the facts alone
(``trainer.exams.admission``; the store reads the facts and calls these rules)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from trainer.auth import Actor, Role
from trainer.drills import DrillKind, Level
from trainer.errors import (
    ExamError,
    PermissionDenied,
    ProctorRequired,
    SealUnavailable,
    StoreError,
    TrainerError,
)
from trainer.exams.admission import (
    HOLD_S,
    NOTE_MAX,
    Admission,
    RetakeDecision,
    RetakeFacts,
    RunningSitting,
    StartFacts,
    admit_candidate,
    admit_proctor,
    admit_resume,
    admit_resume_again,
    admit_retake,
    admit_start,
    attempts_allowed,
    held_by,
    offered_to,
    raced_start,
    require_seal_key,
    retake_note,
)
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.records import ExamInfo, ExamWindow, PassOnRecord

NOW = datetime(2027, 3, 1, 2, 0, tzinfo=UTC)  # 10:00 in Macau
OPENS = NOW + timedelta(hours=2)
CLOSES = NOW - timedelta(minutes=1)
COHORT = 7
DESK = "desk-a"
ALWAYS = ExamWindow()


def _exam(*, active: bool = True, cohorts: tuple[int, ...] = (COHORT,), attempts: int = 1,
          window: ExamWindow = ALWAYS) -> ExamInfo:
    blueprint = Blueprint("Final 期末", (SectionSpec(DrillKind.DRAW, Level.ALL, 10, 80),), 80,
                          600, attempts_allowed=attempts, cohort_ids=cohorts)
    return ExamInfo(3, blueprint, active, 1, NOW - timedelta(days=3), window=window)


def _running(desk: str | None = "desk-b", quiet_s: float = 0, sitting_id: int = 11
             ) -> RunningSitting:
    return RunningSitting(sitting_id, desk, NOW - timedelta(seconds=quiet_s))


FACTS = StartFacts(exam=_exam(), trainee_cohort=COHORT, running=None, attempts_used=0,
                   attempts_allowed=1, desk=DESK, now=NOW)


# ---- starting -------------------------------------------------------------------------------

# (case, changes to FACTS, reason, message, extra attributes of the error)
START_REFUSALS: list[tuple[str, dict[str, Any], str, str, dict[str, Any]]] = [
    ("inactive", {"exam": _exam(active=False)}, "inactive",
     "the exam 'Final 期末' is not offered now", {}),
    ("no cohort", {"trainee_cohort": None}, "not_assigned",
     "the exam 'Final 期末' is not assigned to you", {}),
    ("another cohort", {"trainee_cohort": COHORT + 1}, "not_assigned",
     "the exam 'Final 期末' is not assigned to you", {}),
    ("assigned to no cohort", {"exam": _exam(cohorts=())}, "not_assigned",
     "the exam 'Final 期末' is not assigned to you", {}),
    ("before the window", {"exam": _exam(window=ExamWindow(OPENS, None))}, "not_open_yet",
     "the exam 'Final 期末' opens at 2027-03-01 12:00 (Macau time)", {"when": OPENS}),
    ("after the window", {"exam": _exam(window=ExamWindow(None, CLOSES))}, "closed",
     "the exam 'Final 期末' closed at 2027-03-01 09:59 (Macau time)", {"when": CLOSES}),
    ("at its close (exclusive)", {"exam": _exam(window=ExamWindow(None, NOW))}, "closed",
     "the exam 'Final 期末' closed at 2027-03-01 10:00 (Macau time)", {"when": NOW}),
    ("held by another desk", {"running": _running("desk-b", HOLD_S - 1)}, "held_elsewhere",
     "this sitting is running on the desk 'desk-b'; a sitting runs on one desk at a time",
     {"desk": "desk-b"}),
    ("running here", {"running": _running(DESK)}, "already_running",
     "a sitting of yours is already running", {"desk": ""}),
    ("running on a quiet desk", {"running": _running("desk-b", HOLD_S)}, "already_running",
     "a sitting of yours is already running", {}),
    ("running, no desk recorded", {"running": _running(None)}, "already_running",
     "a sitting of yours is already running", {}),
    ("attempts used", {"attempts_used": 1}, "no_attempts_left",
     "no attempts left at 'Final 期末' (1 of 1)", {}),
    ("retakes used too", {"attempts_used": 3, "attempts_allowed": 3}, "no_attempts_left",
     "no attempts left at 'Final 期末' (3 of 3)", {}),
    # The order of the checks: the first rule broken is the one said.
    ("everything wrong", {"exam": _exam(active=False, cohorts=(), window=ExamWindow(OPENS)),
                          "running": _running(), "attempts_used": 5}, "inactive",
     "the exam 'Final 期末' is not offered now", {}),
    ("unassigned and closed", {"trainee_cohort": None,
                               "exam": _exam(window=ExamWindow(None, CLOSES))},
     "not_assigned", "the exam 'Final 期末' is not assigned to you", {}),
    ("closed and running", {"exam": _exam(window=ExamWindow(None, CLOSES)),
                            "running": _running()}, "closed",
     "the exam 'Final 期末' closed at 2027-03-01 09:59 (Macau time)", {}),
    ("running and used up", {"running": _running(DESK), "attempts_used": 1},
     "already_running", "a sitting of yours is already running", {}),
]


@pytest.mark.parametrize(("changes", "reason", "message", "extra"),
                         [case[1:] for case in START_REFUSALS],
                         ids=[case[0] for case in START_REFUSALS])
def test_a_start_is_refused_with_its_reason(
    changes: dict[str, Any], reason: str, message: str, extra: dict[str, Any]
) -> None:
    with pytest.raises(ExamError) as refused:
        admit_start(replace(FACTS, **changes))
    assert (refused.value.reason, str(refused.value)) == (reason, message)
    for name, value in extra.items():
        assert getattr(refused.value, name) == value


START_ADMISSIONS: list[tuple[str, dict[str, Any], int]] = [
    ("first attempt", {}, 1),
    ("a retake", {"attempts_used": 1, "attempts_allowed": 2}, 2),
    ("inside the window", {"exam": _exam(window=ExamWindow(NOW - timedelta(hours=1),
                                                           NOW + timedelta(hours=1)))}, 1),
    ("at its opening (inclusive)", {"exam": _exam(window=ExamWindow(NOW, None))}, 1),
    ("another cohort too", {"exam": _exam(cohorts=(1, COHORT, 9))}, 1),
]


@pytest.mark.parametrize(("changes", "attempt_no"), [case[1:] for case in START_ADMISSIONS],
                         ids=[case[0] for case in START_ADMISSIONS])
def test_a_start_is_admitted_with_its_attempt_number(
    changes: dict[str, Any], attempt_no: int
) -> None:
    assert admit_start(replace(FACTS, **changes)) == Admission(attempt_no)


def test_the_attempts_allowed_are_the_blueprints_and_the_retakes_granted() -> None:
    assert attempts_allowed(_exam(attempts=2), 0) == 2
    assert attempts_allowed(_exam(attempts=2), 3) == 5


@pytest.mark.parametrize(("exam", "cohort", "offered"), [
    (_exam(), COHORT, True),
    (_exam(), None, False),
    (_exam(), COHORT + 1, False),
    (_exam(active=False), COHORT, False),
    (_exam(cohorts=()), COHORT, False),
])
def test_an_exam_is_offered_to_its_cohorts_while_active(
    exam: ExamInfo, cohort: int | None, offered: bool
) -> None:
    assert offered_to(exam, cohort) is offered


def test_a_start_that_lost_the_race_says_why() -> None:
    """The insert met another desk's sitting: its own refusal while it runs, else
    ``already_started`` (for the store to raise in place of the integrity error)."""
    lost = raced_start(None, DESK, NOW)
    assert (lost.reason, str(lost)) == (
        "already_started", "another desk started this attempt at the same moment; look again")
    held = raced_start(_running("desk-b"), DESK, NOW)
    assert (held.reason, held.desk) == ("held_elsewhere", "desk-b")
    assert raced_start(_running(DESK), DESK, NOW).reason == "already_running"


# ---- who sits and who proctors --------------------------------------------------------------


def _actor(role: Role) -> Actor:
    return Actor(5, "pat", "Pat Ho 何寶", role)


@pytest.mark.parametrize("role", list(Role))
def test_only_a_trainee_sits_an_exam(role: Role) -> None:
    if role is Role.TRAINEE:
        admit_candidate(role)
        return
    with pytest.raises(PermissionDenied) as refused:
        admit_candidate(role)
    assert (str(refused.value), refused.value.code) == ("only a trainee sits an exam", "denied")


@pytest.mark.parametrize(("proctor", "message"), [
    (None, "the proctor's name or password was not recognised"),
    (_actor(Role.TRAINEE), "a sitting must be started by an instructor or a proctor, not a "
                           "trainee"),
])
def test_a_proctor_must_be_recognised_staff(proctor: Actor | None, message: str) -> None:
    with pytest.raises(ProctorRequired) as refused:
        admit_proctor(proctor)
    assert str(refused.value) == message


@pytest.mark.parametrize("role", [Role.INSTRUCTOR, Role.PROCTOR])
def test_an_instructor_or_a_proctor_proctors(role: Role) -> None:
    assert admit_proctor(_actor(role)) == _actor(role)


def test_a_proctor_needs_a_copy_of_the_seal_key() -> None:
    with pytest.raises(SealUnavailable) as refused:
        require_seal_key(_actor(Role.PROCTOR), None)
    assert refused.value.reason == "not_enrolled"
    assert str(refused.value) == ("pat has no copy of the exam seal; an instructor who has "
                                  "one must enrol them")
    key = object()
    assert require_seal_key(_actor(Role.PROCTOR), key) is key


# ---- one desk at a time ---------------------------------------------------------------------


@pytest.mark.parametrize(("running", "holder"), [
    (_running("desk-b", 0), "desk-b"),
    (_running("desk-b", HOLD_S - 1), "desk-b"),
    (_running("desk-b", HOLD_S), None),  # quiet that long: the desk is taken to be down
    (_running(DESK, 0), None),  # the asking desk itself
    (_running(None, 0), None),
    (_running("", 0), None),
])
def test_a_sitting_is_held_by_the_other_desk_that_showed_life_lately(
    running: RunningSitting, holder: str | None
) -> None:
    assert held_by(running, DESK, NOW) == holder


# ---- resuming -------------------------------------------------------------------------------

RESUME_CASES: list[tuple[str, Callable[[], RunningSitting], str | None, str]] = [
    ("nothing to resume", lambda: admit_resume(None, DESK, NOW), "not_running",
     "there is no running sitting to resume"),
    ("held by another desk", lambda: admit_resume(_running("desk-b"), DESK, NOW),
     "held_elsewhere", "desk-b"),
    ("ended meanwhile", lambda: admit_resume_again(None, 11, DESK, NOW), "not_running",
     "the sitting ended meanwhile"),
    ("another sitting meanwhile", lambda: admit_resume_again(_running(DESK, sitting_id=12), 11,
                                                             DESK, NOW),
     "not_running", "the sitting ended meanwhile"),
    ("another desk resumed first", lambda: admit_resume_again(_running("desk-c"), 11, DESK,
                                                              NOW),
     "held_elsewhere", "desk-c"),
    ("its own desk", lambda: admit_resume(_running(DESK), DESK, NOW), None, ""),
    ("a quiet desk", lambda: admit_resume(_running("desk-b", HOLD_S), DESK, NOW), None, ""),
    ("still ours when stored", lambda: admit_resume_again(_running(DESK), 11, DESK, NOW), None,
     ""),
]


@pytest.mark.parametrize(("resume", "reason", "said"), [case[1:] for case in RESUME_CASES],
                         ids=[case[0] for case in RESUME_CASES])
def test_a_resume_is_admitted_or_refused(
    resume: Callable[[], RunningSitting], reason: str | None, said: str
) -> None:
    """``said``: the message of a ``not_running``, the desk named by a ``held_elsewhere``."""
    if reason is None:
        assert resume().sitting_id == 11
        return
    with pytest.raises(ExamError) as refused:
        resume()
    assert refused.value.reason == reason
    assert (str(refused.value) if reason == "not_running" else refused.value.desk) == said


# ---- retakes --------------------------------------------------------------------------------

PASSED = PassOnRecord(sitting_id=21, attempt_no=1, passed_at=datetime(2027, 2, 14, 9,
                                                                     tzinfo=UTC))

RETAKE_CASES: list[tuple[str, RetakeFacts, RetakeDecision | tuple[type[TrainerError], str]]] = [
    ("no such user", RetakeFacts(40, None, None, ""),
     (StoreError, "user 40 is not a trainee")),
    ("an instructor", RetakeFacts(40, Role.INSTRUCTOR, None, "x"),
     (StoreError, "user 40 is not a trainee")),
    ("a proctor", RetakeFacts(40, Role.PROCTOR, PASSED, "x"),
     (StoreError, "user 40 is not a trainee")),
    ("a pass, no reason", RetakeFacts(40, Role.TRAINEE, PASSED, ""),
     (ExamError, "the trainee passed this exam on 2027-02-14: a retake of a pass needs a "
                 "reason")),
    ("a pass, a blank reason", RetakeFacts(40, Role.TRAINEE, PASSED, "   "),
     (ExamError, "the trainee passed this exam on 2027-02-14: a retake of a pass needs a "
                 "reason")),
    ("a note too long", RetakeFacts(40, Role.TRAINEE, None, "x" * (NOTE_MAX + 1)),
     (StoreError, f"a note is at most {NOTE_MAX} characters")),
    ("no pass, no note", RetakeFacts(40, Role.TRAINEE, None, ""), RetakeDecision("", None)),
    ("no pass, a note", RetakeFacts(40, Role.TRAINEE, None, " ill 病假 "),
     RetakeDecision("ill 病假", None)),
    ("a pass with a reason", RetakeFacts(40, Role.TRAINEE, PASSED, "re-certify"),
     RetakeDecision("re-certify", 21)),
    ("the longest note", RetakeFacts(40, Role.TRAINEE, None, "x" * NOTE_MAX),
     RetakeDecision("x" * NOTE_MAX, None)),
]


@pytest.mark.parametrize(("facts", "expected"), [case[1:] for case in RETAKE_CASES],
                         ids=[case[0] for case in RETAKE_CASES])
def test_a_retake_is_granted_or_refused(
    facts: RetakeFacts, expected: RetakeDecision | tuple[type[TrainerError], str]
) -> None:
    if isinstance(expected, RetakeDecision):
        assert admit_retake(facts) == expected
        return
    kind, message = expected
    with pytest.raises(kind) as refused:
        admit_retake(facts)
    assert type(refused.value) is kind and str(refused.value) == message
    if isinstance(refused.value, ExamError):
        assert refused.value.reason == "passed_needs_reason"
    elif isinstance(refused.value, StoreError):
        assert refused.value.kind == "invalid"


def test_a_retake_note_is_trimmed_and_bounded() -> None:
    assert retake_note("  illness \n") == "illness"
    with pytest.raises(StoreError):
        retake_note("y" * (NOTE_MAX + 1))


def test_the_rules_need_no_store() -> None:
    """The admission module reads no SQL and imports no store: the store calls it."""
    import subprocess
    import sys

    code = ("import sys, trainer.exams.admission; "
            "print(sorted(m for m in sys.modules if m.startswith(('trainer.store', "
            "'sqlalchemy'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
