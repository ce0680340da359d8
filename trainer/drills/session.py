"""DrillSession: the state machine that owns a practice loop.

The view shows :meth:`DrillSession.next_question`, forwards the trainee's answer to
:meth:`DrillSession.submit` (or :meth:`DrillSession.time_out` when its timer fires) and shows
the returned :class:`~trainer.drills.model.Grade`. The session decides everything else: which
question comes next, whether the answer is right, how long it took (from the injected clock)
and when the session is over. Each graded answer goes to the recorder *before* ``submit``
returns, so it is stored before its feedback appears.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

from trainer.articles import Article
from trainer.drills.answers import Answer
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import ANSWER_TYPES, DrillKind, Fault, Grade, Level, Question, ReasonCode
from trainer.drills.payout import NoLegalDeal
from trainer.drills.registry import (
    cells_for,
    expected_answer,
    generate_deal,
    spec_for,
    verdict_for,
)
from trainer.drills.schedule import due_queue
from trainer.drills.weak import review_order
from trainer.errors import TrainerError


class DrillStateError(TrainerError, RuntimeError):
    """The session was asked something its state does not allow (e.g. submit twice)."""


@dataclass(frozen=True)
class GradedAttempt:
    """What the recorder receives for every graded answer, typed: the store encodes the
    question and the answers to JSON once, on the way in (``store.practice.recorder``)."""

    kind: DrillKind
    level: Level
    cell: Cell
    seed: int
    step: int
    correct: bool
    ms_taken: int
    timed_out: bool
    shown_at: datetime
    answered_at: datetime
    question: Question
    grade: Grade

    @property
    def answer(self) -> Answer | None:
        """What was answered; None after a time-out with no answer."""
        return self.grade.given

    @property
    def expected(self) -> Answer:
        return self.grade.expected

    @property
    def reason(self) -> ReasonCode:
        return self.grade.reason

    @property
    def article(self) -> Article:
        return self.grade.article

    @property
    def fault(self) -> Fault | None:
        return self.grade.fault


class Recorder(Protocol):
    """Stores graded attempts; ``record`` must have committed when it returns."""

    def record(self, graded: GradedAttempt) -> None: ...


@dataclass(frozen=True)
class AttemptResult:
    """A question and its grade, for the summary's review lists."""

    question: Question
    grade: Grade
    answered_at: datetime | None = None
    """When it was answered (as stored); None for a result made elsewhere."""


@dataclass(frozen=True)
class CellResult:
    """How one cell went in this session."""

    cell: Cell
    attempts: int
    correct: int
    median_ms: float | None


@dataclass(frozen=True)
class SessionSummary:
    """The end-of-session figures the summary page shows."""

    count: int
    correct: int
    timed_out: int
    accuracy: float
    """0.0-1.0; 0.0 when nothing was answered."""
    median_ms: float | None
    best_streak: int
    slowest: tuple[AttemptResult, ...]
    """Up to three slowest right answers, slowest first (a mistake is listed once, in
    :attr:`mistakes`)."""
    mistakes: tuple[AttemptResult, ...]
    """Every wrong or timed-out answer, in the order given: the review list."""
    per_cell: tuple[CellResult, ...]
    """Sorted by cell key."""
    deals: int


@dataclass(frozen=True)
class SessionProgress:
    """The running figures the practice screen shows under a session's title."""

    deals: int
    """Deals (or shoe questions) started, the one on show included."""
    question_limit: int | None
    answered: int
    correct: int
    accuracy: float | None
    """0.0-1.0; None while nothing is answered."""
    median_ms: float | None
    """Median answer time; None while nothing is answered."""
    streak: int


class DrillSession:
    """One practice session of one drill kind, or "Review due items" over several.

    Parameters
    ----------
    kind, level
        What to practise; ``level`` must be one of :func:`trainer.drills.levels_for`.
    rng, seed
        The source of every question (give one): the same seed gives the same questions.
    clock
        Monotonic seconds (``time.monotonic`` by default); answer times come from it.
    now
        Wall clock for ``shown_at``/``answered_at`` (default ``datetime.now(UTC)``).
    question_limit
        Number of deals (a DRAW deal has two steps, a PAYOUT deal one per bet); None: no limit.
    minutes
        Session length from the first question; None: no limit.
    per_question_seconds
        Timed mode: an answer given later, or :meth:`time_out`, counts wrong (TIMED_OUT).
    recorder
        Receives every :class:`GradedAttempt` inside :meth:`submit`, before it returns.
    due_at
        For the WEAK level ("Review due items"): ``cell -> due`` of the trainee's review
        cards (:mod:`trainer.drills.schedule`). Deals follow the due queue: due cells first,
        the most overdue first, then cells never answered, then the rest, soonest first;
        the queue starts over when every cell was served.
    kinds, due_cards
        "All drills": review the due items of every kind in ``kinds``
        mixed, in :func:`trainer.drills.schedule.due_queue` order over ``due_cards``
        (``(drill kind value, cell) -> due``); the level must be WEAK and ``kind`` is the
        first of them. Each question keeps its own kind: it is graded, recorded and shown
        as that drill's.
    options
        Generator settings (table profile, decks, chip sub-question).
    pause_after_right
        Review right answers too (the trainee's setting); see :attr:`reviewing`.
    """

    def __init__(
        self,
        kind: DrillKind,
        level: Level = Level.ALL,
        *,
        rng: random.Random | None = None,
        seed: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] | None = None,
        question_limit: int | None = None,
        minutes: float | None = None,
        per_question_seconds: float | None = None,
        recorder: Recorder | None = None,
        due_at: Mapping[Cell, datetime] | None = None,
        options: DrillOptions | None = None,
        pause_after_right: bool = False,
        kinds: Sequence[DrillKind] | None = None,
        due_cards: Mapping[tuple[str, Cell], datetime] | None = None,
    ) -> None:
        self.kinds: tuple[DrillKind, ...] = tuple(kinds) if kinds else (kind,)
        """The drills this session deals from: one, or several for "all drills"."""
        if len(self.kinds) > 1 and level is not Level.WEAK:
            raise ValueError("only a due-review session mixes drills")
        for each in self.kinds:
            spec = spec_for(each)
            if level not in spec.levels + spec.retired:
                raise ValueError(f"{each.value} drills have no {level.value!r} level")
        kind = self.kinds[0]
        if question_limit is not None and question_limit < 1:
            raise ValueError("question_limit must be at least 1")
        self.kind = kind
        self.level = level
        self.options = options or DrillOptions()
        self._rng = rng if rng is not None else random.Random(seed)
        self._clock = clock
        self._now = now or (lambda: datetime.now(UTC))
        self.question_limit = question_limit
        self.minutes = minutes
        self.per_question_seconds = per_question_seconds
        self.recorder = recorder
        self.due_at: dict[Cell, datetime] = dict(due_at or {})
        self.due_cards: dict[tuple[str, Cell], datetime] = dict(due_cards or {})
        self._review_queue: list[Cell] = []
        self._mixed_queue: list[tuple[DrillKind, Cell]] = []
        self._universe = cells_for(kind, self.options)
        self._pending: list[Question] = []
        self._ahead: tuple[Question, ...] | NoLegalDeal | None = None
        """The next deal, dealt ahead by :meth:`upcoming` and not yet counted (or the
        refusal dealing it met, raised when it is due)."""
        self._current: Question | None = None
        self._awaiting = False
        self._shown_clock = 0.0
        self._shown_wall: datetime | None = None
        self._started: float | None = None
        self._finished = False
        self._deals = 0
        self._results: list[AttemptResult] = []
        self._unsaved: GradedAttempt | None = None
        self.streak = 0
        self.best_streak = 0
        self.pause_after_right = pause_after_right
        self._reviewing = False

    # ---- state ------------------------------------------------------------------------

    @property
    def mixed(self) -> bool:
        """True when the session deals from several drills ("all drills")."""
        return len(self.kinds) > 1

    @property
    def current(self) -> Question | None:
        """The question on screen (answered or not); None before the first one."""
        return self._current

    @property
    def awaiting_answer(self) -> bool:
        """True between :meth:`next_question` and :meth:`submit`/:meth:`time_out`."""
        return self._awaiting

    @property
    def reviewing(self) -> bool:
        """True while a graded question stays on show for review, until :meth:`next_question`.

        Dealing the next hand at once left the feedback talking about cards
        that were gone. A wrong answer (or a time-out) is always reviewed; a right one only
        with :attr:`pause_after_right`. The view keeps the question and its feedback up while
        this is True and asks for the next question when the trainee presses Enter or Space.
        """
        return self._reviewing

    @property
    def attempts(self) -> tuple[AttemptResult, ...]:
        return tuple(self._results)

    @property
    def deals_started(self) -> int:
        return self._deals

    def _time_up(self) -> bool:
        if self.minutes is None or self._started is None:
            return False
        return self._clock() - self._started >= self.minutes * 60

    @property
    def is_finished(self) -> bool:
        """Over by count or time (an answer on screen may still be submitted)."""
        if self._finished:
            return True
        if self._awaiting:
            return False
        if self._time_up():
            return True
        limit_reached = self.question_limit is not None and self._deals >= self.question_limit
        return limit_reached and not self._pending

    def remaining_seconds(self) -> float | None:
        """Seconds left in a timed session (None without ``minutes``)."""
        if self.minutes is None:
            return None
        total = self.minutes * 60
        if self._started is None:
            return total
        return max(0.0, total - (self._clock() - self._started))

    def question_remaining_seconds(self) -> float | None:
        """Seconds left for the question on screen in timed mode (None otherwise)."""
        if self.per_question_seconds is None or not self._awaiting:
            return None
        return max(0.0, self.per_question_seconds - (self._clock() - self._shown_clock))

    # ---- the loop -----------------------------------------------------------------------

    def next_question(self) -> Question | None:
        """Show the next question (the rest of a deal first); None when the session is over.

        Calling it again before answering returns the same question.
        """
        if self._awaiting:
            return self._current
        self._reviewing = False
        if self._started is None:
            self._started = self._clock()
        if self.is_finished:
            self._finished = True
            return None
        if not self._pending:
            ahead, self._ahead = self._ahead, None
            if isinstance(ahead, NoLegalDeal):
                raise ahead
            self._pending = list(ahead if ahead is not None else self._new_deal())
            self._deals += 1
        question = self._pending.pop(0)
        self._current = question
        self._awaiting = True
        self._shown_clock = self._clock()
        self._shown_wall = self._now()
        return question

    def upcoming(self) -> Question | None:
        """The question :meth:`next_question` will show after the one on screen, so that a
        view can build it off screen while the trainee reads; None when no other deal is
        due (the deal limit reached, the session over).

        A new deal is dealt ahead here, from the same stream in the same order as
        :meth:`next_question` would deal it (so a seed deals the same questions with or
        without this call), and it is nothing yet: not counted as a deal, not timed, not
        recorded. :meth:`next_question` shows it (the very object returned here) when it is
        due; :meth:`finish` drops it unseen. Calling it again returns the same question.
        """
        if self._finished:
            return None
        if self._pending:
            return self._pending[0]
        if self.question_limit is not None and self._deals >= self.question_limit:
            return None
        if self._ahead is None:
            try:
                self._ahead = self._new_deal()
            except NoLegalDeal as refusal:
                self._ahead = refusal  # raised by next_question, when the deal is due
        return None if isinstance(self._ahead, NoLegalDeal) else self._ahead[0]

    def _new_deal(self) -> tuple[Question, ...]:
        if self.mixed:
            return self._new_mixed_deal()
        target: Cell | None = None
        if self.level is Level.WEAK:
            if not self._review_queue:
                self._review_queue = review_order(
                    self.kind, self.due_at, self._now(), self.options
                )
            if self._review_queue:
                target = self._review_queue.pop(0)
        seed = self._rng.randrange(2**31)
        return generate_deal(self.kind, self.level, seed, self.options, target)

    def _new_mixed_deal(self) -> tuple[Question, ...]:
        """The next cell of the due queue over every kind (due first, most overdue first,
        then new cells taking turns by kind, then the rest); it starts over when every
        cell was served."""
        if not self._mixed_queue:
            universe = [(k.value, c) for k in self.kinds for c in cells_for(k, self.options)]
            self._mixed_queue = [
                (DrillKind(item.drill_kind), item.cell)
                for item in due_queue(universe, self.due_cards, self._now())
            ]
        kind, cell = self._mixed_queue.pop(0)
        seed = self._rng.randrange(2**31)
        return generate_deal(kind, self.level, seed, self.options, cell)

    def submit(self, answer: Answer) -> Grade:
        """Grade the answer to the question on screen, record it, and return the grade.

        An answer given after ``per_question_seconds`` counts wrong with reason TIMED_OUT.
        Raises DrillStateError if no question is waiting, TypeError for the wrong answer
        type. If the recorder raises, nothing is counted, the question still waits (see
        :attr:`unsaved`) and the error propagates.
        """
        question = self._require_question()
        expected_type = ANSWER_TYPES[question.kind]
        if not isinstance(answer, expected_type):
            raise TypeError(
                f"a {question.kind.value} question takes a {expected_type.__name__}, "
                f"not {type(answer).__name__}"
            )
        elapsed = self._clock() - self._shown_clock
        verdict = verdict_for(question, answer)
        late = self.per_question_seconds is not None and elapsed > self.per_question_seconds
        grade = Grade(
            correct=verdict.correct and not late,
            expected=verdict.expected,
            given=answer,
            reason=ReasonCode.TIMED_OUT if late else verdict.reason,
            article=verdict.article,
            details=verdict.details,
            ms_taken=round(elapsed * 1000),
            timed_out=late,
        )
        return self._conclude(question, grade)

    def time_out(self) -> Grade:
        """The question's time ran out with no answer: graded wrong (TIMED_OUT) and recorded."""
        question = self._require_question()
        elapsed = self._clock() - self._shown_clock
        expected = expected_answer(question)
        verdict = verdict_for(question, expected)
        grade = Grade(
            correct=False,
            expected=verdict.expected,
            given=None,
            reason=ReasonCode.TIMED_OUT,
            article=verdict.article,
            details=verdict.details,
            ms_taken=round(elapsed * 1000),
            timed_out=True,
        )
        return self._conclude(question, grade)

    @property
    def unsaved(self) -> GradedAttempt | None:
        """The graded answer the recorder failed to store (it raised), or None.

        The question still waits for its answer and nothing was counted; a new
        :meth:`submit`/:meth:`time_out` replaces it, :meth:`retry_unsaved` sends it again.
        """
        return self._unsaved

    def retry_unsaved(self) -> Grade:
        """Send the same :attr:`unsaved` attempt to the recorder again (same answer, time and
        timestamps, so a store that knows the attempt by an id can tell a resend); once it is
        stored, count it and return its grade. If the recorder raises again, nothing changes.
        """
        attempt = self._unsaved
        if attempt is None or not self._awaiting or attempt.question is not self._current:
            raise DrillStateError("no answer is waiting to be saved")
        return self._record_and_count(attempt)

    def finish(self) -> None:
        """End the session now (the trainee pressed Stop); an unanswered question is dropped."""
        self._unsaved = None
        self._finished = True
        self._awaiting = False
        self._reviewing = False
        self._pending = []
        self._ahead = None  # a deal dealt ahead and never shown is dropped, never counted

    def _require_question(self) -> Question:
        if not self._awaiting or self._current is None:
            raise DrillStateError("no question is waiting for an answer")
        return self._current

    def _conclude(self, question: Question, grade: Grade) -> Grade:
        answered_at = self._now()
        attempt = GradedAttempt(
            kind=question.kind,
            level=question.level,
            cell=question.cell,
            seed=question.seed,
            step=question.step,
            correct=grade.correct,
            ms_taken=grade.ms_taken,
            timed_out=grade.timed_out,
            shown_at=self._shown_wall or answered_at,
            answered_at=answered_at,
            question=question,
            grade=grade,
        )
        return self._record_and_count(attempt)

    def _record_and_count(self, attempt: GradedAttempt) -> Grade:
        if self.recorder is not None:
            # Stored before the grade is returned, hence before any feedback is shown.
            try:
                self.recorder.record(attempt)
            except BaseException:
                # Not counted; kept so that retry_unsaved() sends this very attempt again.
                self._unsaved = attempt
                raise
        self._unsaved = None
        question, grade = attempt.question, attempt.grade
        self._awaiting = False
        self._reviewing = not grade.correct or self.pause_after_right
        self._results.append(AttemptResult(question, grade, attempt.answered_at))
        if grade.correct:
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        return grade

    # ---- summary ------------------------------------------------------------------------

    def progress(self) -> SessionProgress:
        """Deals, answers, right answers, accuracy, median time and streak so far (every
        graded answer counts as soon as it is graded, also while it is up for review)."""
        results = self._results
        answered = len(results)
        correct = sum(1 for r in results if r.grade.correct)
        return SessionProgress(
            deals=self._deals,
            question_limit=self.question_limit,
            answered=answered,
            correct=correct,
            accuracy=correct / answered if answered else None,
            median_ms=float(statistics.median(r.grade.ms_taken for r in results))
            if results else None,
            streak=self.streak,
        )

    def summary(self) -> SessionSummary:
        """Count, accuracy, median time, slowest three, mistakes and per-cell results."""
        results = self._results
        count = len(results)
        correct = sum(1 for r in results if r.grade.correct)
        times = [r.grade.ms_taken for r in results]
        right = [r for r in results if r.grade.correct]
        slowest = sorted(right, key=lambda r: r.grade.ms_taken, reverse=True)[:3]
        by_cell: dict[Cell, list[AttemptResult]] = {}
        for r in results:
            by_cell.setdefault(r.question.cell, []).append(r)
        per_cell = tuple(
            CellResult(
                cell,
                len(items),
                sum(1 for r in items if r.grade.correct),
                float(statistics.median(r.grade.ms_taken for r in items)),
            )
            for cell, items in sorted(by_cell.items(), key=lambda kv: str(kv[0]))
        )
        return SessionSummary(
            count=count,
            correct=correct,
            timed_out=sum(1 for r in results if r.grade.timed_out),
            accuracy=correct / count if count else 0.0,
            median_ms=float(statistics.median(times)) if times else None,
            best_streak=self.best_streak,
            slowest=tuple(slowest),
            mistakes=tuple(r for r in results if not r.grade.correct),
            per_cell=per_cell,
            deals=self._deals,
        )
