"""ExamSession: the state machine of one sitting (Qt-free, clock injected).

Like :class:`~trainer.drills.DrillSession` the session owns the flow: the view shows
:meth:`ExamSession.next_question`, forwards the answer to :meth:`ExamSession.submit`, calls
:meth:`ExamSession.tick` from a timer and shows the two countdowns. Unlike practice, nothing
the caller gets during the sitting says whether an answer was right: ``submit`` returns None
and the grades stay inside the session and its recorder until the sitting has ended.

Time is wall-clock time from the injected ``now``. The deadline is ``started_at`` plus the
blueprint's limit, fixed when the proctor starts the sitting; a session restored after the app
was closed keeps that deadline (and the time the question on screen was shown), so closing the
app never gains time.

Why one file over 600 lines: one state machine (questions, then the Table sections, the
deadline, time-outs, restore and the end) whose steps all change the same sitting state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import Enum
from typing import Protocol

from trainer.drills.answers import Answer
from trainer.drills.model import ANSWER_TYPES, answer_to_json
from trainer.drills.registry import verdict_for
from trainer.errors import ExamError, ExamStateError, SittingVoided, TableActionRefused
from trainer.exams.blueprint import Blueprint
from trainer.exams.plan import ExamQuestion, draw_questions
from trainer.exams.scoring import ExamOutcome, ExamStatus, SectionScore, score_sitting
from trainer.exams.table_part import (
    Downtime,
    SectionTable,
    StoredStep,
    TableSectionScore,
    TableStepRecord,
    deal_section,
    score_table,
    section_flow,
    table_seed,
    void_coups,
)
from trainer.table.session import Action, GradedStep


@dataclass(frozen=True)
class ExamAnswer:
    """One graded answer of a sitting, as the recorder stores it (never shown in the sitting).

    ``answer`` is None when the question's own time ran out with no answer; ``timed_out`` is
    also true for an answer given after the per-question limit (it counts wrong).
    """

    question: ExamQuestion
    answer: Answer | None
    correct: bool
    timed_out: bool
    ms_taken: int
    shown_at: datetime
    answered_at: datetime

    @property
    def index(self) -> int:
        return self.question.index

    @property
    def section(self) -> int:
        return self.question.section

    @property
    def question_json(self) -> str:
        """The question as shown, as stored (it includes its deal seed)."""
        return self.question.question.to_json()

    @property
    def answer_json(self) -> str:
        """The answer as stored: ``"null"`` for none."""
        return answer_to_json(self.answer)


class ExamRecorder(Protocol):
    """Stores a sitting as it goes; each method has committed when it returns."""

    def shown(self, index: int, shown_at: datetime) -> None:
        """Question ``index`` went on screen at ``shown_at`` (its own time starts then)."""
        ...

    def record(self, answer: ExamAnswer) -> None:
        """One graded answer (or per-question time-out)."""
        ...

    def finish(self, outcome: ExamOutcome) -> None:
        """The sitting ended with ``outcome``."""
        ...

    def table_step(self, record: TableStepRecord) -> None:
        """One graded step of a Table section (before the table applies it)."""
        ...


@dataclass(frozen=True)
class SittingControl:
    """What the proctors decided about a running sitting since it started: the time they
    added (seconds, summed) and, once voided, who voided it and why."""

    added_s: int = 0
    voided: SittingVoided | None = None


class SittingWatch(Protocol):
    """Reads the proctors' decisions about the running sitting (the store's recorder)."""

    def poll(self) -> SittingControl:
        """The sitting's added time and void, as stored now."""
        ...


WATCH_EVERY_S = 5.0
"""Seconds between two reads of the proctors' decisions on the trainee's desk."""


class TickEvent(Enum):
    """What :meth:`ExamSession.tick` found; the view refreshes on anything but NOTHING."""

    NOTHING = "nothing"
    QUESTION_TIMED_OUT = "question_timed_out"
    """The question on screen ran out of time: it is recorded wrong; show the next one."""
    EXAM_OVER = "exam_over"
    """The sitting has ended (total time-out, last question timed out, or ended before)."""


@dataclass(frozen=True)
class TraineeResult:
    """What the trainee sees at the end: scores and pass/fail, and which questions they missed
    only when the blueprint allows it (``missed`` is None otherwise). No right answers."""

    status: ExamStatus
    sections: tuple[SectionScore, ...]
    score: int
    max_score: int
    passed: bool
    missed: tuple[ExamQuestion, ...] | None
    tables: tuple[TableSectionScore, ...] = ()


class ExamSession:
    """One sitting of one trainee.

    Build it with :meth:`start` (a new sitting) or :meth:`restore` (reopened after the app was
    closed); the store's ``start_sitting`` and ``resume_sitting`` do this and attach a
    recorder that seals and commits every answer.

    Parameters
    ----------
    blueprint
        The exam as it was when the sitting started (a snapshot, not the live blueprint).
    seed
        The sitting's seed; with the blueprint it decides every question. A sitting started
        since schema 21 has a keyed seed (:mod:`trainer.exams.sitting_secret`): the store
        works it out from the school key at the start and at each resume, and never stores
        it while the sitting runs.
    started_at
        When the proctor started it (aware UTC); the deadline is this plus the time limit.
    now
        Returns the current aware UTC time (tests inject a fake clock).
    recorder
        Receives every shown question, answer and the outcome, before the call returns.
    answers
        Answers already recorded (when restoring), in question order from the first.
    shown_at
        When the question after ``answers`` was shown, if it already was (when restoring).
    sitting_id
        The store's id of the sitting, if it has one (for the view's own use).
    table_steps
        Table steps already recorded (when restoring), in the order they were taken.
    watch
        Read every few seconds by :meth:`tick` (and at the deadline): time a proctor added
        moves the deadline, a void ends the sitting as VOIDED (:attr:`voided` says by whom).
    added_s
        Time already added by proctors when the session is built (a resume).
    downtimes
        When the desk was down before each resume (the store's record of them): the Table
        sections' pace leaves that time out.

    The blueprint's Table sections follow its drill questions: once every question is
    answered, :meth:`next_table` opens the next Table section and the view forwards the
    dealer's actions to :meth:`table_act` (each graded step recorded, nothing shown).
    """

    def __init__(
        self,
        blueprint: Blueprint,
        seed: int,
        *,
        started_at: datetime,
        now: Callable[[], datetime],
        recorder: ExamRecorder | None = None,
        answers: Sequence[ExamAnswer] = (),
        shown_at: datetime | None = None,
        sitting_id: int | None = None,
        table_steps: Sequence[StoredStep] = (),
        watch: SittingWatch | None = None,
        added_s: int = 0,
        downtimes: Sequence[Downtime] = (),
    ) -> None:
        if started_at.tzinfo is None:
            raise ValueError("started_at must be timezone-aware")
        self.blueprint = blueprint
        self.seed = seed
        self.sitting_id = sitting_id
        self.started_at = started_at.astimezone(UTC)
        self._base_deadline = self.started_at + timedelta(seconds=blueprint.time_limit_s)
        self._added_s = added_s
        self._downtimes = tuple(downtimes)
        self._now = now
        self._recorder = recorder
        self._watch = watch
        self._watched_at: datetime | None = None
        self.voided: SittingVoided | None = None
        """Set when a proctor voided the sitting (its status is then VOIDED)."""
        self._questions = draw_questions(blueprint, seed)
        self._grades: dict[int, bool] = {}
        self._answers: list[ExamAnswer] = []
        for i, answer in enumerate(answers):
            if answer.index != i or i >= len(self._questions):
                raise ExamError("mismatch", f"stored answer {answer.index} is out of order")
            if answer.question != self._questions[i]:
                raise ExamError(
                    "mismatch", f"stored question {i} is not the one the seed gives"
                )
            self._answers.append(answer)
            self._grades[i] = answer.correct
        self._status = ExamStatus.RUNNING
        self._outcome: ExamOutcome | None = None
        self._shown_at: datetime | None = None
        if shown_at is not None and len(self._answers) < len(self._questions):
            self._shown_at = shown_at.astimezone(UTC)
        self._tables: list[SectionTable | None] = [None] * len(blueprint.tables)
        self._table_opened: list[float] = [0.0] * len(blueprint.tables)
        self._table_steps = 0
        self._clock_reading = 0.0
        self._pending: tuple[int, str, tuple[object, ...]] | None = None
        self._replay_times: list[float] = []
        self._rebuild_tables(table_steps)

    @classmethod
    def start(
        cls,
        blueprint: Blueprint,
        seed: int,
        *,
        now: Callable[[], datetime],
        recorder: ExamRecorder | None = None,
        started_at: datetime | None = None,
        sitting_id: int | None = None,
        watch: SittingWatch | None = None,
    ) -> ExamSession:
        """A new sitting starting now (or at ``started_at``)."""
        return cls(
            blueprint,
            seed,
            started_at=started_at or now(),
            now=now,
            recorder=recorder,
            sitting_id=sitting_id,
            watch=watch,
        )

    @classmethod
    def restore(
        cls,
        blueprint: Blueprint,
        seed: int,
        *,
        started_at: datetime,
        answers: Sequence[ExamAnswer],
        shown_at: datetime | None,
        now: Callable[[], datetime],
        recorder: ExamRecorder | None = None,
        sitting_id: int | None = None,
        table_steps: Sequence[StoredStep] = (),
        watch: SittingWatch | None = None,
        added_s: int = 0,
        downtimes: Sequence[Downtime] = (),
    ) -> ExamSession:
        """A sitting reopened after the app was closed: the same questions, the answers
        already given, the original deadline and the time the question on screen was shown;
        a Table section is dealt again from its seed and ``table_steps``, to the same coup
        and step. ``downtimes`` (each time the desk was down, up to this resume) are left
        out of the Table sections' pace.

        ExamError('mismatch') when the answers do not fit the questions the seed gives, or
        the steps do not grade as they were stored.
        """
        return cls(
            blueprint,
            seed,
            started_at=started_at,
            now=now,
            recorder=recorder,
            answers=answers,
            shown_at=shown_at,
            sitting_id=sitting_id,
            table_steps=table_steps,
            watch=watch,
            added_s=added_s,
            downtimes=downtimes,
        )

    # ---- state ---------------------------------------------------------------------------

    @property
    def deadline(self) -> datetime:
        """The start plus the time limit, plus any time a proctor added."""
        return self._base_deadline + timedelta(seconds=self._added_s)

    @property
    def added_s(self) -> int:
        return self._added_s

    @property
    def status(self) -> ExamStatus:
        return self._status

    @property
    def is_finished(self) -> bool:
        return self._status.ended

    @property
    def question_count(self) -> int:
        return len(self._questions)

    @property
    def answered_count(self) -> int:
        """Questions answered or timed out so far (not how many were right)."""
        return len(self._answers)

    @property
    def awaiting_answer(self) -> bool:
        """True while a question is on screen waiting for its answer."""
        return not self.is_finished and self._shown_at is not None

    @property
    def current(self) -> ExamQuestion | None:
        """The question on screen, or None (before the first, or after the end)."""
        if not self.awaiting_answer:
            return None
        return self._questions[len(self._answers)]

    def remaining_seconds(self) -> float:
        """Seconds left before the deadline (0 when it has passed or the sitting ended)."""
        if self.is_finished:
            return 0.0
        return max(0.0, (self.deadline - self._now()).total_seconds())

    def question_remaining_seconds(self) -> float | None:
        """Seconds left for the question on screen; None without a per-question limit."""
        limit = self.blueprint.question_limit_s
        if limit is None or self._shown_at is None or self.is_finished:
            return None
        used = (self._now() - self._shown_at).total_seconds()
        return max(0.0, min(limit - used, self.remaining_seconds()))

    # ---- the loop -------------------------------------------------------------------------

    def next_question(self) -> ExamQuestion | None:
        """The question to show; None once the sitting has ended (check :meth:`outcome`).

        Calling it again before answering returns the same question. Past the deadline it
        ends the sitting (TIMED_OUT) instead.
        """
        if self.is_finished:
            return None
        if self._past_deadline():
            self._finish(ExamStatus.TIMED_OUT)
            return None
        index = len(self._answers)
        if index >= len(self._questions):
            if self._table_left() is None:
                self._finish(ExamStatus.FINISHED)
            return None
        if self._shown_at is None:
            shown_at = self._now()
            if self._recorder is not None:
                try:
                    self._recorder.shown(index, shown_at)
                except SittingVoided as voided:
                    self._void(voided)
                    return None
            self._shown_at = shown_at
        return self._questions[index]

    def submit(self, answer: Answer) -> None:
        """Take the answer to the question on screen. Returns nothing: no feedback in an exam.

        The answer is graded, recorded (committed) and counted; after the per-question limit
        it counts wrong. After the deadline it counts wrong and the sitting ends (TIMED_OUT);
        after the last question the sitting ends (FINISHED). Raises ExamStateError when no
        question is waiting, TypeError for an answer of the wrong kind. If the recorder
        raises, nothing changes and the error propagates.
        """
        question = self._require_question()
        expected_type = ANSWER_TYPES[question.question.kind]
        if not isinstance(answer, expected_type):
            raise TypeError(
                f"a {question.question.kind.value} question takes a {expected_type.__name__}, "
                f"not {type(answer).__name__}"
            )
        now = self._now()
        assert self._shown_at is not None
        if now >= self.deadline:
            self._follow_proctors(force=True)  # time added just before the deadline counts
            if self.is_finished:
                return
        limit = self.blueprint.question_limit_s
        late = now >= self.deadline or (
            limit is not None and (now - self._shown_at).total_seconds() > limit
        )
        correct = verdict_for(question.question, answer).correct and not late
        self._conclude(question, answer, correct, late, now)
        if self.is_finished:  # voided meanwhile: the answer was refused
            return
        if now >= self.deadline:
            self._finish(ExamStatus.TIMED_OUT)
        elif len(self._answers) == len(self._questions) and self._table_left() is None:
            self._finish(ExamStatus.FINISHED)

    def tick(self) -> TickEvent:
        """Check the clocks; call it from the view's timer (a few times a second).

        Past the deadline the sitting ends (auto-submit: answers given so far are scored,
        the rest count wrong). Past the per-question limit the question on screen is
        recorded wrong with no answer.
        """
        if self.is_finished:
            return TickEvent.EXAM_OVER
        self._follow_proctors(force=self._past_deadline())
        if self.is_finished:
            return TickEvent.EXAM_OVER
        if self._past_deadline():
            self._finish(ExamStatus.TIMED_OUT)
            return TickEvent.EXAM_OVER
        if len(self._answers) == len(self._questions) and self._table_left() is None:
            self._finish(ExamStatus.FINISHED)  # restored after the last answer or step
            return TickEvent.EXAM_OVER
        limit = self.blueprint.question_limit_s
        if limit is None or self._shown_at is None:
            return TickEvent.NOTHING
        now = self._now()
        if (now - self._shown_at).total_seconds() < limit:
            return TickEvent.NOTHING
        question = self._questions[len(self._answers)]
        self._conclude(question, None, False, True, now)
        if self.is_finished:
            return TickEvent.EXAM_OVER
        if len(self._answers) == len(self._questions) and self._table_left() is None:
            self._finish(ExamStatus.FINISHED)
            return TickEvent.EXAM_OVER
        return TickEvent.QUESTION_TIMED_OUT

    def hand_in(self) -> None:
        """The trainee ends the sitting now; the question on screen and the rest count wrong."""
        if self.is_finished:
            raise ExamStateError("the sitting has already ended")
        self._finish(ExamStatus.HANDED_IN)

    def end_incomplete(self) -> None:
        """End an interrupted sitting as INCOMPLETE (a fail), as the blueprint or an
        instructor decides; the answers given so far are scored for the record."""
        if self.is_finished:
            raise ExamStateError("the sitting has already ended")
        self._finish(ExamStatus.INCOMPLETE)

    # ---- Table sections -------------------------------------------------------------------

    @property
    def table(self) -> SectionTable | None:
        """The Table section being dealt (opened by :meth:`next_table`), or None."""
        t = self._table_left()
        if self.is_finished or t is None or len(self._answers) < len(self._questions):
            return None
        return self._tables[t]

    @property
    def table_section(self) -> int | None:
        """The section number of :attr:`table` (drill sections come first), or None."""
        t = self._table_left()
        if self.table is None or t is None:
            return None
        return len(self.blueprint.sections) + t

    @property
    def table_void_coups(self) -> int:
        """The coups (rounds) of :attr:`table` voided so far (0: none open)."""
        table = self.table
        return 0 if table is None else void_coups(table)

    def next_table(self) -> SectionTable | None:
        """Open the next Table section once every drill question is answered, and return its
        table (the same one until it is over); None when none is left or the sitting ended.

        Past the deadline it ends the sitting (TIMED_OUT) instead.
        """
        if self.is_finished or len(self._answers) < len(self._questions):
            return None
        if self._past_deadline():
            self._finish(ExamStatus.TIMED_OUT)
            return None
        t = self._table_left()
        if t is None:
            self._finish(ExamStatus.FINISHED)
            return None
        if self._tables[t] is None:
            self._open_table(t, self._elapsed())
        return self._tables[t]

    def table_act(self, name: str, *args: object) -> None:
        """:meth:`act` with the action given by its name and arguments (scripts, tests)."""
        self.act(Action(name, args, 0.0))

    def act(self, action: Action) -> None:
        """The dealer's typed action at the open table (``take``, ``pay``, ...; see
        :class:`~trainer.table.TableSession`, or the Sam Kong table's
        :class:`~trainer.table.samkong.session.SamKongSession`). Returns nothing: no feedback
        in an exam.

        The step is graded by the table, recorded (committed) and applied. Junk or an action
        out of turn raises :class:`~trainer.errors.TableActionRefused` and nothing is stored.
        Past the deadline the action is not taken and the sitting ends (TIMED_OUT); after the
        last Table section the sitting ends (FINISHED). ExamStateError when no table is open.
        """
        table = self.table
        t = self._table_left()
        if table is None or t is None:
            raise ExamStateError("no table is open")
        if self._past_deadline():
            self._finish(ExamStatus.TIMED_OUT)
            return
        self._pending = (t, action.name, action.args)
        try:
            table.apply(action)
        finally:
            self._pending = None
        if self._table_left() is None:
            self._finish(ExamStatus.FINISHED)

    def _table_left(self) -> int | None:
        """The first Table section not dealt to its end, or None."""
        for t, table in enumerate(self._tables):
            if table is None or not table.finished:
                return t
        return None

    def _elapsed(self) -> float:
        """Seconds since the sitting started: the Table clock, the same after a restart."""
        return (self._now() - self.started_at).total_seconds()

    def _table_clock(self) -> float:
        reading = self._replay_times.pop(0) if self._replay_times else self._elapsed()
        self._clock_reading = reading
        return reading

    def _open_table(self, t: int, opened: float, flow: int | None = None) -> SectionTable:
        """Deal Table section ``t`` of its game (a new one in today's flow; a stored one in
        its own: ExamError('mismatch') for a flow the game has not)."""
        spec = self.blueprint.tables[t]
        self._replay_times.insert(0, opened)
        self._table_opened[t] = opened
        try:
            table = deal_section(spec, table_seed(self.seed, t), self._table_clock,
                                 self._record_step, flow)
        except ValueError as e:
            raise ExamError("mismatch", f"Table section {t} is not dealt: {e}") from None
        self._tables[t] = table
        return table

    def _record_step(self, step: GradedStep) -> None:
        """The table's recorder: store the graded step with the action it grades."""
        pending = self._pending
        if pending is None:  # replaying stored steps: they are stored already
            return
        t, name, args = pending
        table = self._tables[t]
        table_flow = section_flow(self.blueprint.tables[t]) if table is None \
            else table.settings.flow
        at = self._clock_reading
        answered_at = self.started_at + timedelta(seconds=at)
        record = TableStepRecord(
            index=len(self._questions) + self._table_steps,
            section=len(self.blueprint.sections) + t,
            table=t,
            seed=table_seed(self.seed, t),
            step=step,
            action=Action(name, args, at),
            started=self._table_opened[t],
            shown_at=answered_at - timedelta(seconds=max(0.0, step.elapsed)),
            answered_at=answered_at,
            flow=table_flow,
        )
        if self._recorder is not None:
            try:
                self._recorder.table_step(record)  # committed before the table moves on
            except SittingVoided as voided:
                self._void(voided)
                raise
        self._grades[record.index] = step.right
        self._table_steps += 1

    def _rebuild_tables(self, stored: Sequence[StoredStep]) -> None:
        """Deal each Table section again from its seed and stored actions (after a kill)."""
        if not stored:
            return
        if len(self._answers) < len(self._questions):
            raise ExamError("mismatch", "table steps are stored before the last question")
        for t in sorted({s.table for s in stored}):
            if not 0 <= t < len(self._tables):
                raise ExamError("mismatch", f"there is no Table section {t}")
            mine = [s for s in stored if s.table == t]
            if [s.number for s in mine] != list(range(1, len(mine) + 1)):
                raise ExamError("mismatch", f"the steps of Table section {t} are not in order")
            previous = self._tables[t - 1] if t > 0 else None
            if t > 0 and (previous is None or not previous.finished):
                raise ExamError("mismatch", f"Table section {t} was dealt before {t - 1}")
            if len({s.flow for s in mine}) != 1:
                raise ExamError("mismatch", f"the steps of Table section {t} mix flows")
            self._replay_times = [s.action.at for s in mine]
            table = self._open_table(t, mine[0].started, mine[0].flow)
            for s in mine:
                try:
                    step = table.apply(s.action)
                except TableActionRefused as e:
                    raise ExamError(
                        "mismatch", f"table step {s.number} is not taken by the table: {e}"
                    ) from None
                self._grades[len(self._questions) + self._table_steps] = step.right
                self._table_steps += 1
                if s.correct is not None and step.right != s.correct:
                    raise ExamError(
                        "mismatch", f"table step {s.number} does not grade as it was stored"
                    )
            self._replay_times = []
        self._table_steps = len(stored)

    # ---- results --------------------------------------------------------------------------

    def grades(self) -> dict[int, bool]:
        """Whether each recorded answer and Table step (by its row index) was right, as the
        engine graded it: what a keyed sitting's recorder writes out at the close."""
        return dict(self._grades)

    def outcome(self) -> ExamOutcome:
        """The full result (every missed question): for the store and the instructor.

        ExamStateError while the sitting runs: nothing is scored before the end.
        """
        if self._outcome is None:
            raise ExamStateError("the sitting has not ended")
        return self._outcome

    def trainee_result(self) -> TraineeResult:
        """What the trainee may see at the end (missed questions only if the blueprint says)."""
        outcome = self.outcome()
        missed = (
            tuple(self._questions[i] for i in outcome.missed)
            if self.blueprint.show_missed
            else None
        )
        return TraineeResult(
            outcome.status, outcome.sections, outcome.score, outcome.max_score, outcome.passed,
            missed, outcome.tables,
        )

    # ---- inside ---------------------------------------------------------------------------

    def _past_deadline(self) -> bool:
        return self._now() >= self.deadline

    def _follow_proctors(self, *, force: bool = False) -> None:
        """Read the proctors' decisions (every WATCH_EVERY_S seconds, or now if ``force``)."""
        if self._watch is None or self.is_finished:
            return
        now = self._now()
        if not force and self._watched_at is not None and (
            (now - self._watched_at).total_seconds() < WATCH_EVERY_S
        ):
            return
        self._watched_at = now
        control = self._watch.poll()
        self._added_s = control.added_s
        if control.voided is not None:
            self._void(control.voided)

    def _void(self, voided: SittingVoided) -> None:
        """A proctor voided the sitting (the store has ended it): stop here, record nothing."""
        self.voided = voided
        self._status = ExamStatus.VOIDED
        self._shown_at = None

    def _require_question(self) -> ExamQuestion:
        question = self.current
        if question is None:
            if self.is_finished:
                raise ExamStateError("the sitting has ended")
            raise ExamStateError("no question is waiting for an answer")
        return question

    def _conclude(
        self,
        question: ExamQuestion,
        answer: Answer | None,
        correct: bool,
        timed_out: bool,
        now: datetime,
    ) -> None:
        assert self._shown_at is not None
        ms = max(0, round((now - self._shown_at).total_seconds() * 1000))
        record = ExamAnswer(
            question=question,
            answer=answer,
            correct=correct,
            timed_out=timed_out,
            ms_taken=ms,
            shown_at=self._shown_at,
            answered_at=now,
        )
        if self._recorder is not None:
            try:
                self._recorder.record(record)  # committed before the view moves on
            except SittingVoided as voided:
                self._void(voided)
                return
        self._answers.append(record)
        self._grades[record.index] = record.correct
        self._shown_at = None

    def _finish(self, status: ExamStatus) -> None:
        first = len(self.blueprint.sections)
        tables = tuple(
            score_table(first + t, t, spec, self._tables[t], self._downtimes)
            for t, spec in enumerate(self.blueprint.tables)
        )
        outcome = score_sitting(
            self.blueprint,
            self._questions,
            {a.index: a.correct for a in self._answers},
            status,
            tables,
        )
        if self._recorder is not None:
            try:
                self._recorder.finish(outcome)
            except SittingVoided as voided:
                self._void(voided)
                return
        self._outcome = outcome
        self._status = status
        self._shown_at = None
