"""Checking a sitting's seals and rebuilding it for review, from its records as stored.

Pure functions over :mod:`trainer.exams.seal` records: the store reads the rows, these decide
what they mean. :func:`check_seals` lists every broken, missing or added record;
:func:`build_review` lays out every question of the sitting as it was shown.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Any

from trainer.drills.answers import Answer
from trainer.drills.model import DrillKind, Grade, Level, Question, ReasonCode, answer_from_json
from trainer.drills.registry import expected_answer, grade_answer, verdict_for
from trainer.errors import TrainerError
from trainer.exams.blueprint import Blueprint
from trainer.exams.history import HistoryEvent
from trainer.exams.plan import ExamQuestion, draw_questions
from trainer.exams.records import SealStatus, SittingInfo
from trainer.exams.scoring import ExamOutcome, ExamStatus, SectionScore
from trainer.exams.seal import (
    SealedAnswer,
    SealedControl,
    SealedProgress,
    SealedResult,
    SealedSitting,
    SealedVoid,
    SittingKey,
    verify,
)
from trainer.exams.table_part import (
    StoredStep,
    TableSectionScore,
    deal_section,
    stored_step,
    table_seed,
)
from trainer.table.session import Action, GradedStep

OVERALL = "overall"
"""The ``section`` label of a sitting's overall result row; sections are ``section:<i>``."""


def section_label(index: int) -> str:
    return f"section:{index}"


class SealProblem(Enum):
    """What a seal check found wrong."""

    SITTING = "sitting"
    """The sitting's fixed terms (seed, deadline, blueprint, ...) do not match their MAC."""
    PROGRESS = "progress"
    """The progress marker does not match its MAC, or points past the answers stored."""
    ANSWER = "answer"
    """An answer row does not match its MAC (``index`` says which)."""
    ANSWER_MISSING = "answer_missing"
    """An answer the result was scored on (or the progress marker vouches for) is gone."""
    ANSWER_ADDED = "answer_added"
    """An answer row the result was not scored on, or outside the sitting's questions."""
    RESULT = "result"
    """A result row does not match its MAC (``section`` says which)."""
    RESULT_MISSING = "result_missing"
    """An ended sitting lacks a result row (``section``)."""
    RESULT_ADDED = "result_added"
    """A result row that the sitting should not have (``section``)."""
    RETAKE = "retake"
    """A retake grant of this trainee and exam does not match its MAC: edited, or slipped
    in without one."""
    CONTROL = "control"
    """An added-time or void record does not match its MAC, or the sitting's voided status
    has no sealed void record (or a sealed void record a status that is not voided)."""
    SITTING_MISSING = "sitting_missing"
    """The trainee's sitting before this one (which this one's sealed terms name) is gone or
    was changed: a sitting was deleted."""


@dataclass(frozen=True)
class SealFinding:
    """One problem; ``index`` (a question) or ``section`` (a result row) says where."""

    problem: SealProblem
    index: int | None = None
    section: str | None = None


@dataclass(frozen=True)
class SealCheck:
    """The verdict on a sitting's seals and the findings behind it."""

    status: SealStatus
    findings: tuple[SealFinding, ...] = ()

    @property
    def tampered(self) -> bool:
        return self.status is SealStatus.TAMPERED

    def tampered_answers(self) -> frozenset[int]:
        """Question indexes whose answer row failed its MAC, went missing or was added."""
        kinds = {SealProblem.ANSWER, SealProblem.ANSWER_MISSING, SealProblem.ANSWER_ADDED}
        return frozenset(
            f.index for f in self.findings if f.problem in kinds and f.index is not None
        )

    def tampered_results(self) -> frozenset[str]:
        """Result rows (``overall``, ``section:<i>``) that failed, went missing or were added."""
        kinds = {SealProblem.RESULT, SealProblem.RESULT_MISSING, SealProblem.RESULT_ADDED}
        return frozenset(
            f.section for f in self.findings if f.problem in kinds and f.section is not None
        )


UNVERIFIED = SealCheck(SealStatus.UNVERIFIED)


def sealed_answer_list(detail_json: str) -> list[tuple[int, str]] | None:
    """The ``[index, mac]`` pairs an overall result row was scored on, or None if unreadable."""
    try:
        detail = json.loads(detail_json)
        pairs = detail["answers"]
        return [(int(i), str(m)) for i, m in pairs]
    except (TypeError, ValueError, KeyError):
        return None


def check_seals(
    key: SittingKey | None,
    sitting: tuple[SealedSitting, str | None],
    answers: Sequence[tuple[SealedAnswer, str | None]],
    results: Sequence[tuple[SealedResult, str | None]],
    *,
    question_count: int,
    section_count: int,
    ended: bool,
    progress: tuple[SealedProgress, str | None] | None = None,
    table_steps: bool = False,
    controls: Sequence[tuple[SealedControl, str | None]] = (),
    voided: bool = False,
) -> SealCheck:
    """Check every sealed record of one sitting against the sitting's key.

    Parameters
    ----------
    key
        The sitting's key; None gives an UNVERIFIED check (nothing is claimed either way).
    sitting, answers, results, progress
        The records as stored, each with the MAC stored beside it.
    question_count, section_count
        From the sitting's (sealed) blueprint snapshot.
    ended
        Whether the sitting is over (then it must have its result rows).
    table_steps
        Whether the blueprint has Table sections: then answers from ``question_count`` on
        are its Table steps (their count is not known in advance; the overall result lists
        every one it was scored on, and a resume replays them in order).
    controls, voided
        The proctor's added time and void records with their MACs; whether the sitting's
        status says voided (then exactly one void record must be there, sealed).
    """
    if key is None:
        return UNVERIFIED
    findings: list[SealFinding] = []
    if not verify(key, sitting[0], sitting[1]):
        findings.append(SealFinding(SealProblem.SITTING))
    voids = [record for record, _mac in controls if isinstance(record, SealedVoid)]
    if any(not verify(key, record, mac) for record, mac in controls) or (
        len(voids) != (1 if voided else 0)
    ):
        findings.append(SealFinding(SealProblem.CONTROL))

    stored: dict[int, str | None] = {}
    for record, mac in answers:
        in_range = record.index >= 0 and (table_steps or record.index < question_count)
        if record.index in stored or not in_range:
            findings.append(SealFinding(SealProblem.ANSWER_ADDED, index=record.index))
            continue
        stored[record.index] = mac
        if not verify(key, record, mac):
            findings.append(SealFinding(SealProblem.ANSWER, index=record.index))

    if progress is not None:
        marker, marker_mac = progress
        if not verify(key, marker, marker_mac):
            findings.append(SealFinding(SealProblem.PROGRESS))
        elif not ended:
            # Question i goes on screen only after answers 0..i-1 were stored, and the marker
            # moves on before question i+1 can be answered.
            findings.extend(
                SealFinding(SealProblem.ANSWER_MISSING, index=i)
                for i in range(marker.index)
                if i not in stored
            )
            if any(marker.index < i < question_count for i in stored):
                findings.append(SealFinding(SealProblem.PROGRESS))
    elif any(i < question_count for i in stored) and not ended:
        findings.append(SealFinding(SealProblem.PROGRESS))

    labels = {section_label(i) for i in range(section_count)} | {OVERALL}
    by_label: dict[str, tuple[SealedResult, str | None]] = {}
    for result, result_mac in results:
        if result.section not in labels or result.section in by_label:
            findings.append(SealFinding(SealProblem.RESULT_ADDED, section=result.section))
            continue
        by_label[result.section] = (result, result_mac)
        if not verify(key, result, result_mac):
            findings.append(SealFinding(SealProblem.RESULT, section=result.section))
    if ended:
        findings.extend(
            SealFinding(SealProblem.RESULT_MISSING, section=label)
            for label in sorted(labels - set(by_label))
        )
    elif by_label:
        findings.extend(
            SealFinding(SealProblem.RESULT_ADDED, section=label) for label in sorted(by_label)
        )

    overall = by_label.get(OVERALL)
    if overall is not None:
        scored = sealed_answer_list(overall[0].detail_json)
        if scored is None:
            findings.append(SealFinding(SealProblem.RESULT, section=OVERALL))
        else:
            listed = dict(scored)
            for index, mac in listed.items():
                if index not in stored:
                    findings.append(SealFinding(SealProblem.ANSWER_MISSING, index=index))
                elif stored[index] != mac:
                    findings.append(SealFinding(SealProblem.ANSWER, index=index))
            findings.extend(
                SealFinding(SealProblem.ANSWER_ADDED, index=index)
                for index in sorted(set(stored) - set(listed))
            )

    unique = tuple(dict.fromkeys(findings))  # one finding per problem and place, in order
    return SealCheck(SealStatus.TAMPERED if unique else SealStatus.OK, unique)


# ---- review ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReviewItem:
    """One question of a sitting as the instructor reviews it.

    ``question`` is the question as shown (the sealed copy when it was answered, otherwise
    drawn again from the seed); ``reproduced`` says whether the seed still gives exactly that
    question. ``correct`` is the stored (sealed) verdict; ``grade`` is the engine's grade of the
    stored answer today, for its reason and article. ``seal`` is OK, TAMPERED (this row's MAC
    failed, or it is missing or added) or UNVERIFIED.
    """

    question: ExamQuestion
    answered: bool
    answer: Answer | None
    expected: Answer
    grade: Grade
    correct: bool
    timed_out: bool
    ms_taken: int | None
    shown_at: datetime | None
    answered_at: datetime | None
    seal: SealStatus
    reproduced: bool


@dataclass(frozen=True)
class CertifiedIdentity:
    """Who the result was sealed for: the trainee's sign-in and display names as they were
    when the sitting ended (sealed in the overall result since schema v9)."""

    name: str
    display_name: str
    renamed_since: bool
    """The account's sign-in or display name is not what was certified any more."""


def certified_identity(
    results: Sequence[SealedResult], name_now: str, display_now: str
) -> CertifiedIdentity | None:
    """The identity sealed in the overall result, compared with the account's names now;
    None for a result sealed before identities were (or with no overall row)."""
    for record in results:
        if record.section != OVERALL:
            continue
        try:
            detail = json.loads(record.detail_json)
        except ValueError:
            return None
        who = detail.get("trainee") if isinstance(detail, dict) else None
        if not (isinstance(who, dict) and isinstance(who.get("name"), str)
                and isinstance(who.get("display_name"), str)):
            return None
        name, display = who["name"], who["display_name"]
        return CertifiedIdentity(name, display, (name, display) != (name_now, display_now))
    return None


@dataclass(frozen=True)
class TableStepReview:
    """One step of a Table section as sealed, for the instructor (the
    review listed no Table step). ``expected`` is the engine's answer sealed with the step
    (the same call graded it); ``step`` the step as the table grades it again from the
    section's seed and the actions before it, which gives what the trainee did in the
    table's own terms (``step.given``); None when the record cannot be read or replayed."""

    index: int
    """The row index among the sitting's answers (after every drill question)."""
    section: int
    """The section number among all sections (drill sections first)."""
    table: int
    """The Table section (0-based among the Table sections)."""
    number: int
    """The step's number at its table."""
    coup: int | None
    kind: str
    expected: str
    step: GradedStep | None
    correct: bool
    ms_taken: int
    answered_at: datetime
    seal: SealStatus
    action: Action | None = None
    """The action as stored (what the step acted on: a hand, a bet, a box); None when the
    record cannot be read."""


@dataclass(frozen=True)
class SittingReview:
    """A whole sitting for the instructor: every question, the stored result, the seals."""

    sitting: SittingInfo
    blueprint: Blueprint
    items: tuple[ReviewItem, ...]
    outcome: ExamOutcome | None
    """The result as stored (None while running, or when its rows are missing/unreadable)."""
    seal: SealCheck
    identity: CertifiedIdentity | None = None
    """The names the result was sealed for (None: sealed before identities were)."""
    table_steps: tuple[TableStepReview, ...] = ()
    """Every step of the sitting's Table sections, in the order taken."""
    history: tuple[HistoryEvent, ...] = ()
    """Its start, interruptions and resumes, and the time added, in time order."""


def _load_question(text: str) -> Question | None:
    try:
        return Question.from_json(text)
    except (TrainerError, ValueError, KeyError, TypeError):
        return None


def _load_answer(kind: DrillKind, text: str) -> tuple[Answer | None, bool]:
    """The answer and whether it could be read."""
    try:
        return answer_from_json(kind, text), True
    except (TrainerError, ValueError, KeyError, TypeError, ArithmeticError):
        return None, False


def _grade_of(question: Question, answer: Answer | None, timed_out: bool) -> Grade:
    if answer is None:
        verdict = verdict_for(question, expected_answer(question))
        return Grade(
            False,
            verdict.expected,
            None,
            ReasonCode.TIMED_OUT if timed_out else verdict.reason,
            verdict.article,
            verdict.details,
            timed_out=timed_out,
        )
    try:
        return grade_answer(question, answer)
    except (TrainerError, ValueError, TypeError, KeyError, IndexError):  # a tampered answer
        verdict = verdict_for(question, expected_answer(question))
        return Grade(False, verdict.expected, answer, verdict.reason, verdict.article)


def build_review(
    sitting: SittingInfo,
    blueprint: Blueprint,
    answers: Sequence[SealedAnswer],
    results: Sequence[SealedResult],
    check: SealCheck,
) -> SittingReview:
    """Every question of the sitting in order, with the answers and result as stored."""
    plan = draw_questions(blueprint, sitting.seed)
    by_index: dict[int, SealedAnswer] = {}
    for record in answers:
        by_index.setdefault(record.index, record)
    bad = check.tampered_answers()
    items: list[ReviewItem] = []
    for planned in plan:
        found = by_index.get(planned.index)
        if found is None:
            grade = _grade_of(planned.question, None, False)
            items.append(
                ReviewItem(
                    question=planned,
                    answered=False,
                    answer=None,
                    expected=grade.expected,
                    grade=grade,
                    correct=False,
                    timed_out=False,
                    ms_taken=None,
                    shown_at=None,
                    answered_at=None,
                    seal=_item_seal(check, planned.index in bad),
                    reproduced=True,
                )
            )
            continue
        record = found
        shown = _load_question(record.question_json)
        readable = shown is not None
        question = shown if shown is not None else planned.question
        answer, answer_ok = _load_answer(question.kind, record.answer_json)
        grade = _grade_of(question, answer, record.timed_out)
        items.append(
            ReviewItem(
                question=ExamQuestion(planned.index, planned.section, planned.number, question),
                answered=True,
                answer=answer,
                expected=grade.expected,
                grade=grade,
                correct=bool(record.correct),
                timed_out=bool(record.timed_out),
                ms_taken=record.ms_taken,
                shown_at=record.shown_at,
                answered_at=record.answered_at,
                seal=_item_seal(check, planned.index in bad or not (readable and answer_ok)),
                reproduced=question == planned.question,
            )
        )
    outcome = stored_outcome(blueprint, results)
    identity = certified_identity(results, sitting.trainee_name, sitting.trainee_display_name)
    steps = review_table_steps(blueprint, sitting.seed, answers, len(plan), check)
    return SittingReview(sitting, blueprint, tuple(items), outcome, check, identity, steps)


def review_table_steps(blueprint: Blueprint, seed: int, answers: Sequence[SealedAnswer],
                       first: int, check: SealCheck) -> tuple[TableStepReview, ...]:
    """The Table steps among ``answers`` (row index ``first`` on), each with the step the
    table grades again from its section's seed, in the flow it was dealt in (a sitting stored
    before the Table's flow was recorded: flow 1). A section stops being replayed at a record
    that cannot be read or that the table does not take (a tampered record, shown as sealed)."""
    bad = check.tampered_answers()
    records = sorted((a for a in answers if a.index >= first), key=lambda a: a.index)
    read: list[tuple[SealedAnswer, StoredStep | None, dict[str, Any]]] = []
    for record in records:
        try:
            stored: StoredStep | None = stored_step(record.question_json, record.answer_json,
                                                    record.correct)
        except TrainerError:
            stored = None
        try:
            data = json.loads(record.question_json)
        except ValueError:
            data = {}
        read.append((record, stored, data if isinstance(data, dict) else {}))
    replayed = _replay(blueprint, seed, [s for _, s, _ in read if s is not None])
    items: list[TableStepReview] = []
    for record, stored, data in read:
        step = None if stored is None else replayed.get((stored.table, stored.number))
        table = stored.table if stored is not None else _whole(data.get("table"), -1)
        coup = data.get("coup")
        items.append(TableStepReview(
            index=record.index,
            section=len(blueprint.sections) + max(table, 0),
            table=table,
            number=stored.number if stored is not None else _whole(
                data.get("step"), record.index - first + 1),
            coup=coup if isinstance(coup, int) and not isinstance(coup, bool) else None,
            kind=str(data.get("kind", step.kind if step is not None else "")),
            expected=str(data.get("expected", step.expected if step is not None else "")),
            step=step,
            correct=bool(record.correct),
            ms_taken=record.ms_taken,
            answered_at=record.answered_at,
            seal=_item_seal(check, record.index in bad or stored is None),
            action=None if stored is None else stored.action,
        ))
    return tuple(items)


def _whole(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _replay(blueprint: Blueprint, seed: int, stored: Sequence[StoredStep]
            ) -> dict[tuple[int, int], GradedStep]:
    """Deal each Table section again from its seed and stored actions, step by step; the
    graded steps by (section, step number), up to the first the table does not take."""
    graded: dict[tuple[int, int], GradedStep] = {}
    for t in sorted({s.table for s in stored}):
        if not 0 <= t < len(blueprint.tables):
            continue
        mine = sorted((s for s in stored if s.table == t), key=lambda s: s.number)
        spec = blueprint.tables[t]
        now = [mine[0].started]

        def clock(now: list[float] = now) -> float:
            return now[0]  # each step at the time it was sealed at

        try:
            table = deal_section(spec, table_seed(seed, t), clock, None, mine[0].flow)
        except ValueError:
            continue
        for s in mine:
            now[0] = s.action.at
            try:
                step = table.apply(s.action)
            except (TrainerError, ValueError, TypeError, ArithmeticError):
                break
            if step.number != s.number:
                break
            graded[(t, s.number)] = step
    return graded


def _item_seal(check: SealCheck, bad: bool) -> SealStatus:
    if check.status is SealStatus.UNVERIFIED:
        return SealStatus.UNVERIFIED
    return SealStatus.TAMPERED if bad else SealStatus.OK


def stored_outcome(blueprint: Blueprint, results: Sequence[SealedResult]) -> ExamOutcome | None:
    """The outcome the result rows record; None when there are none or they cannot be read."""
    by_label = {r.section: r for r in results}
    overall = by_label.get(OVERALL)
    if overall is None:
        return None
    try:
        detail: Any = json.loads(overall.detail_json)
        status = ExamStatus(detail["status"])
        missed = tuple(int(i) for i in detail["missed"])
        answered = int(detail["answered"])
        pass_mark = int(detail["pass_mark"])
    except (TypeError, ValueError, KeyError):
        return None
    sections: list[SectionScore] = []
    for i, spec in enumerate(blueprint.sections):
        row = by_label.get(section_label(i))
        if row is None:
            return None
        sections.append(
            SectionScore(
                i, spec.kind, spec.level, row.score, row.max_score, spec.pass_mark, bool(row.passed)
            )
        )
    tables: list[TableSectionScore] = []
    for t in range(len(blueprint.tables)):
        number = len(blueprint.sections) + t
        row = by_label.get(section_label(number))
        if row is None:
            return None
        try:
            tables.append(TableSectionScore.from_detail(
                number, row.score, row.max_score, bool(row.passed), json.loads(row.detail_json)
            ))
        except (TypeError, ValueError, KeyError):
            return None
    return ExamOutcome(
        status=status,
        sections=tuple(sections),
        score=overall.score,
        max_score=overall.max_score,
        pass_mark=pass_mark,
        passed=bool(overall.passed),
        answered=answered,
        missed=missed,
        tables=tuple(tables),
    )


def section_detail(kind: DrillKind, level: Level, pass_mark: int) -> dict[str, Any]:
    """The detail stored with a section's result row."""
    return {"kind": kind.value, "level": level.value, "pass_mark": pass_mark}
