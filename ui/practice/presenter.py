"""The Practice presenter: owns the DrillSession and the store recorder; the view only shows.

Core -> view by signals, view -> core by method calls (STYLE.md habit 2). Every graded answer
is committed to the store inside :meth:`DrillSession.submit` before the grade reaches the view.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.clock import PausableClock
from trainer.drills import DrillKind, DrillSession, Level, levels_for
from trainer.drills.answers import Answer
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.marks import review_marks
from trainer.drills.model import Grade, Question
from trainer.drills.payout import NoLegalDeal
from trainer.drills.registry import drill_kinds, takes_table
from trainer.drills.schedule import due_count
from trainer.drills.session import SessionSummary
from trainer.drills.weak import CellStat
from trainer.errors import StoreError
from trainer.store import DeskStore


def review_kinds() -> tuple[DrillKind, ...]:
    """The drills "All drills" reviews together (every drill with "Review due items")."""
    return tuple(k for k in drill_kinds() if Level.WEAK in levels_for(k))

MIXED_SESSION = "mixed"
"""The practice session's drill kind when it mixes drills (each answer keeps its own)."""


@dataclass(frozen=True)
class SessionSettings:
    """What the trainee chose on the drill picker."""

    kind: DrillKind
    level: Level = Level.ALL
    question_limit: int | None = 20
    minutes: float | None = None
    per_question_seconds: float | None = None
    profile: str | None = None
    """PAYOUT: the table profile by name; None deals at a different table each time."""
    ask_chips: bool = False
    """PAYOUT: also ask the fewest-chip breakdown of every payout."""
    seed: int | None = None
    pause_after_right: bool = False
    """Keep right answers on show for review too (wrong ones always are)."""
    all_drills: bool = False
    """"All drills": the due items of every drill in :func:`review_kinds`, mixed in due
    order (the level is then WEAK; ``kind`` only stands in until the first question)."""


SAVING = "saving"
"""The hold (:meth:`PracticePresenter.hold`) while an answer is being stored."""


class PracticePresenter(QObject):
    """Runs one practice session at a time for the signed-in trainee."""

    sig_question_shown = Signal(object)
    """A new question is on screen (argument: :class:`Question`)."""
    sig_answer_graded = Signal(object, object)
    """An answer was stored and graded (arguments: the :class:`Question`, the :class:`Grade`)."""
    sig_session_finished = Signal(object)
    """The session ended (argument: :class:`SessionSummary`)."""
    sig_tick = Signal(object, object)
    """Timed mode: seconds left for this question and for the session (None: no limit)."""
    sig_session_refused = Signal(str)
    """No question can be dealt (argument: ``"no_such_table"`` or ``"no_legal_deal"``)."""
    sig_review_started = Signal(object, object, object)
    """A graded question stays on show for review (arguments: the :class:`Question`, its
    :class:`Grade` and the :class:`~trainer.drills.marks.ReviewMarks` to paint); the next
    question comes with :meth:`continue_review`."""
    sig_question_prepared = Signal(object)
    """The next question is dealt ahead, for the view to build off screen while the trainee
    reads the one on show (argument: the :class:`Question` that :attr:`sig_question_shown`
    will show next); nothing is counted or stored for it until it is shown."""
    sig_answer_unsaved = Signal(object)
    """The store failed to save an answer (argument: the :class:`StoreError`); the session
    is paused until :meth:`retry_unsaved` saves it or :meth:`stop` drops it. Emitted once
    per failure: the paused session makes no further attempt on its own."""

    def __init__(
        self,
        store: DeskStore,
        actor: Actor,
        parent: QObject | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.session: DrillSession | None = None
        self.session_id: int | None = None
        self.settings: SessionSettings | None = None
        self._base_clock = clock
        self.clock = PausableClock(clock)
        """The session's clock; paused while an answer waits to be saved."""
        self._holds: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._tick)
        self._ahead_timer = QTimer(self)
        self._ahead_timer.setSingleShot(True)
        # A zero timer: the event loop runs it after the posted paint of the question shown.
        self._ahead_timer.setInterval(0)
        self._ahead_timer.timeout.connect(self._deal_ahead)

    # ---- view -> core -----------------------------------------------------------------

    def weak_stats(self, kind: DrillKind) -> list[CellStat]:
        rows = self.store.practice.recent_cell_stats(self.actor, self.actor.user_id, kind.value)
        # The store gives the mean answer time; it stands in for the median here.
        return [CellStat(r.cell, r.attempts, r.wrong, r.avg_ms, r.last_attempt_at,
                         r.correct_streak) for r in rows]

    def due_at(self, kind: DrillKind) -> dict[Cell, datetime]:
        """``cell -> due`` of the trainee's review cards of ``kind`` (FSRS)."""
        due = self.store.schedule.due_at(self.actor, self.actor.user_id, [kind.value])
        return {cell: when for (_kind, cell), when in due.items()}

    def due_count(self, kind: DrillKind) -> int:
        """How many of the trainee's cells of ``kind`` are due for review now."""
        return due_count(self.due_at(kind).values(), self.store.now())

    def due_cards(self) -> dict[tuple[str, Cell], datetime]:
        """``(drill kind, cell) -> due`` of the trainee's cards of every reviewable drill."""
        return self.store.schedule.due_at(self.actor, self.actor.user_id,
                                          [k.value for k in review_kinds()])

    def due_count_all(self) -> int:
        """How many of the trainee's cells of every drill are due for review now."""
        return due_count(self.due_cards().values(), self.store.now())

    def table_profiles(self) -> dict[str, TableRules]:
        """The tables a payout drill offers by name: the shipped ones and the school's own
        (the instructor's table-profile editor shows the same list)."""
        return self.store.table_profiles.all_profiles(self.actor)

    def start(self, settings: SessionSettings) -> None:
        """Begin a session and show its first question."""
        self.stop()
        self.settings = settings
        tables: tuple[TableRules, ...] = ()
        mixed = settings.all_drills
        if mixed and settings.level is not Level.WEAK:
            settings = replace(settings, level=Level.WEAK)
            self.settings = settings
        if takes_table(settings.kind) or mixed:
            profiles = self.table_profiles()
            if settings.profile is not None and settings.profile not in profiles:
                self.sig_session_refused.emit("no_such_table")  # deleted since it was listed
                return
            tables = tuple(t for name, t in profiles.items() if DEFAULT_PROFILES.get(name) != t)
        due = self.due_at(settings.kind) if settings.level is Level.WEAK and not mixed else None
        options = DrillOptions(profile=settings.profile, ask_chips=settings.ask_chips,
                               tables=tables)
        self.session_id = self.store.practice.start_session(
            self.actor, MIXED_SESSION if mixed else settings.kind.value,
            {"level": settings.level.value, "all_drills": mixed,
             "question_limit": settings.question_limit,
             "minutes": settings.minutes, "per_question_seconds": settings.per_question_seconds,
             "profile": settings.profile, "ask_chips": settings.ask_chips})
        seed = settings.seed if settings.seed is not None else time.time_ns() % (2**31)
        self.clock = PausableClock(self._base_clock)
        self.session = DrillSession(
            settings.kind, settings.level, seed=seed, clock=self.clock,
            question_limit=settings.question_limit, minutes=settings.minutes,
            per_question_seconds=settings.per_question_seconds,
            recorder=self.store.practice.recorder(self.actor, self.session_id),
            due_at=due, now=self.store.now, options=options,
            pause_after_right=settings.pause_after_right,
            kinds=review_kinds() if mixed else None,
            due_cards=self.due_cards() if mixed else None)
        self._sync_clock()
        self._advance()
        if self._timed:
            self._timer.start()

    @property
    def paused(self) -> bool:
        """True while an answer waits to be saved (the clock and the countdown stand)."""
        return self.session is not None and self.session.unsaved is not None

    @property
    def reviewing(self) -> bool:
        """True while a graded question stays on show (see :attr:`DrillSession.reviewing`)."""
        return self.session is not None and self.session.reviewing

    def continue_review(self) -> None:
        """The trainee is done reviewing (Enter or Space): show the next question."""
        if self.reviewing:
            self._advance()

    # ---- the clock stops while the trainee cannot answer ------------------------------

    @property
    def held(self) -> bool:
        """True while something keeps the trainee from answering (see :meth:`hold`)."""
        return bool(self._holds)

    def hold(self, reason: str) -> None:
        """Stop the question's and the session's clocks while the trainee cannot answer:
        ``reason`` is e.g. ``"menu"``, ``"inactive"`` (a dialog or another program has the
        keyboard), ``"language"``. No time-out is recorded meanwhile and
        the wait is not counted in the answer's time. Holds nest by reason."""
        self._holds.add(reason)
        self._sync_clock()

    def release(self, reason: str) -> None:
        """End the hold ``reason``; the clocks run again once no hold is left."""
        self._holds.discard(reason)
        self._sync_clock()

    def _sync_clock(self) -> None:
        """The clock runs only while the trainee can act: no hold, no answer left unsaved,
        and no graded question on review (reviewing is learning time, not answering time)."""
        if self._holds or self.paused or self.reviewing:
            self.clock.pause()
        else:
            self.clock.resume()

    def submit(self, answer: Answer) -> Grade | None:
        """Grade and store an answer, then show the next question at once."""
        session = self.session
        if (session is None or session.current is None or not session.awaiting_answer
                or self.paused):
            return None
        return self._conclude(lambda: session.submit(answer))

    def give_up_current(self) -> None:
        """Time-out (the countdown ran out): counts wrong, stored like any answer."""
        session = self.session
        if (session is None or session.current is None or not session.awaiting_answer
                or self.paused):
            return
        self._conclude(session.time_out)

    def retry_unsaved(self) -> Grade | None:
        """Send the answer that could not be saved again: the very same attempt (its answer,
        time and timestamps). Saved, the session goes on; failing again, it stays paused
        and :attr:`sig_answer_unsaved` is emitted once more."""
        session = self.session
        if session is None or session.unsaved is None:
            return None
        return self._conclude(session.retry_unsaved)

    def _conclude(self, grade_it: Callable[[], Grade]) -> Grade | None:
        """Grade (and store) through ``grade_it``; a store failure pauses the session.

        The store being down used to raise out of every 100 ms tick into
        a new error dialog. Now one failure stops the timer and the clock (the wait is not
        counted against the trainee), nothing is counted as answered, and the view shows
        one message whose Retry calls :meth:`retry_unsaved`.
        """
        session = self.session
        assert session is not None and session.current is not None
        if SAVING in self._holds:
            return None  # a tick, or a key, inside the wait for a slow server's answer
        question = session.current
        # Review finding 11: the store call runs on this (the GUI) thread and may wait up to
        # the server time-outs (trainer.store.engine, PG_CLIENT_TIMEOUT_S) for a hung
        # server. The override cursor is handed to the window system at once, so the
        # trainee sees a busy cursor rather than a window that looks dead. Over the school
        # server a slow call waits in a nested event loop (ui/server_wait.py), where the
        # timers run: the clocks are held meanwhile (SAVING), so no countdown runs out under
        # the answer being saved (a time-out stored for a question just answered), and a
        # second answer waits for the first.
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        self.hold(SAVING)
        try:
            grade = grade_it()
        except StoreError as error:
            failure: StoreError | None = error
        else:
            failure = None
        finally:
            self.release(SAVING)
            QGuiApplication.restoreOverrideCursor()
        if failure is not None:
            self._timer.stop()
            self._sync_clock()
            logging.getLogger("dealer-trainer").warning("answer not saved: %s", failure)
            self.sig_answer_unsaved.emit(failure)
            return None
        if self._timed and not self._timer.isActive():
            self._timer.start()
        self._sync_clock()
        self.sig_answer_graded.emit(question, grade)
        if session.reviewing:
            # The question stays up with its feedback and the decisive
            # cards marked until the trainee moves on (the session decided to review it).
            self.sig_review_started.emit(question, grade, review_marks(question, grade))
        else:
            self._advance()
        return grade

    @property
    def _timed(self) -> bool:
        settings = self.settings
        return settings is not None and bool(settings.per_question_seconds or settings.minutes)

    def stop(self) -> SessionSummary | None:
        """End the session early (leaving the screen, signing out); answers are kept."""
        self._timer.stop()
        self._ahead_timer.stop()
        session, self.session = self.session, None
        if session is None:
            return None
        session.finish()  # an answer that could not be saved is dropped, never counted
        self._sync_clock()
        if self.session_id is not None:
            try:
                self.store.practice.end_session(self.actor, self.session_id)
            except StoreError as error:
                # Only the session's end time is lost; every counted answer is stored.
                logging.getLogger("dealer-trainer").warning(
                    "practice session %s not closed: %s", self.session_id, error)
            self.session_id = None
        return session.summary()

    # ---- internals ----------------------------------------------------------------------

    def _advance(self) -> None:
        session = self.session
        if session is None:
            return
        try:
            question = session.next_question()
        except NoLegalDeal:
            self.stop()
            self.sig_session_refused.emit("no_legal_deal")
            return
        self._sync_clock()  # a review (if any) is over
        if question is None:
            summary = self.stop()
            if summary is not None:
                self.sig_session_finished.emit(summary)
            return
        self.sig_question_shown.emit(question)
        self._ahead_timer.start()

    def _deal_ahead(self) -> None:
        """Deal the next question now, while the trainee reads this one, and hand it to the
        view to build off screen: the answer then only commits, swaps and paints."""
        session = self.session
        if session is None:
            return
        upcoming = session.upcoming()
        if upcoming is not None:
            self.sig_question_prepared.emit(upcoming)

    def _tick(self) -> None:
        session = self.session
        if session is None or self.paused or self.held:
            return  # a stopped clock: nothing runs out
        per_question = session.question_remaining_seconds()
        total = session.remaining_seconds()
        self.sig_tick.emit(per_question, total)
        question_over = per_question is not None and per_question <= 0
        session_over = total is not None and total <= 0
        if session_over:
            # The session's minutes are up: it ends here. The question on screen was not the
            # trainee's to lose (they did not run out of time on it, the session did): it is
            # dropped, never stored as a time-out (DrillSession.finish), so it weighs on no
            # accuracy, speed, weak spot or readiness figure.
            summary = self.stop()
            if summary is not None:
                self.sig_session_finished.emit(summary)
        elif question_over:
            self.give_up_current()

    @property
    def current(self) -> Question | None:
        return None if self.session is None else self.session.current
