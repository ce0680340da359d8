"""The Table presenter: owns the :class:`~trainer.table.TableSession` and the store recorder;
the view only draws the state and forwards keys and clicks (STYLE.md habit 2).

Every action comes typed (:class:`~trainer.table.session.Action`, from the desk's
:class:`~ui.felt.dealer_input.DealerInput`) and goes through the session's one way in,
:meth:`~trainer.table.TableSession.apply`, which checks and grades it; the store's recorder
(:class:`~trainer.store.table_recorder.TableRecorder`) stores the graded step as a practice
attempt (drill kind ``table``, cell = the step's cell) before the session applies it and
before its feedback reaches the view. In the learning mode a wrong step is
explained at once and the table waits until the trainee goes on (:meth:`TablePresenter.go_on`).
An action the session refuses (out of turn, a bet not on the layout, no such action) is
refused with a code (:attr:`TablePresenter.sig_action_refused`): nothing is graded or stored.

The Table deals either game (:mod:`trainer.table.game`): a Sam Kong table
(:class:`~trainer.table.samkong.profile.SamKongTableRules`) is dealt by its own session, through
the same one way in, recorder, waiting, clock, kept shoes and score card; :attr:`session` is
the baccarat one, :attr:`samkong` the Sam Kong one, :attr:`dealt` whichever is dealt.

Each step is stored with the action that made it (``store.table_shoes``, one transaction), so
a shoe killed mid-coup is kept: :meth:`TablePresenter.kept_shoe` finds it and
:meth:`TablePresenter.resume` deals it again by replay, at the same coup and step.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.errors import StoreError, TableActionRefused
from trainer.kinds import TABLE_KIND as DRILL_KIND
from trainer.store import DeskStore
from trainer.store.models import KeptShoe, NewShoe
from trainer.store.table_recorder import TableRecorder
from trainer.table import (
    GradedStep,
    MistakeScene,
    TableSession,
    TableSettings,
    TableState,
    mistake_scene,
    score_card,
)
from trainer.table.game import GAMES, game_of, resume_kept
from trainer.table.record import (
    RecordError,
    ReplayClock,
    args_from_json,
    profile_from_json,
    resume_session,
    settings_from_json,
    settings_to_json,
)
from trainer.table.samkong.model import SamKongState
from trainer.table.samkong.presets import samkong_settings
from trainer.table.samkong.profile import GAME as SAMKONG
from trainer.table.samkong.profile import PROFILES as SAMKONG_PROFILES
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.record import score_card as samkong_score_card
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action

Dealt = TableSession | SamKongSession
GAMES_SAMKONG = GAMES[SAMKONG]


class TablePresenter(QObject):
    """One shoe at one table for the signed-in trainee, coup by coup (learning mode)."""

    sig_state_changed = Signal(object)
    """The table changed (argument: the new :class:`~trainer.table.TableState`)."""
    sig_step_graded = Signal(object)
    """A step was stored and graded (argument: the :class:`~trainer.table.GradedStep`)."""
    sig_action_refused = Signal(str, object)
    """Input that is no action was refused, nothing stored (arguments: a code, and the
    :class:`ChipCountError` / :class:`MoneyParseError` for junk input, else None)."""
    sig_step_unsaved = Signal(object)
    """The store failed to save a step (argument: the :class:`StoreError`); nothing changed
    on the table; :meth:`retry_unsaved` sends the same step again."""
    sig_shoe_closed_elsewhere = Signal()
    """The shoe was finished or given up on another desk: it is closed here too (a step on
    it can never be stored, so no retry is offered)."""
    sig_hint = Signal(object)
    """The next right step (argument: its :class:`~trainer.table.session.Action`)."""
    sig_waiting_changed = Signal(bool)
    """True: a wrong step is on show and the table waits for :meth:`go_on`."""
    sig_coup_finished = Signal(object, object)
    """A coup is settled (arguments: its :class:`~trainer.table.CoupRecord` and the tuple of
    its wrong :class:`~trainer.table.GradedStep`)."""
    sig_shoe_finished = Signal(object)
    """The shoe (or the N coups) is over (argument: its :class:`~trainer.table.ScoreCard`)."""

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
        self.clock = clock
        self.dealt: Dealt | None = None
        """The session dealt, of either game."""
        self.session_id: int | None = None
        self.waiting = False
        self.clock_mode = False
        """Clock mode: no hints, no wait on a mistake; mistakes listed after each coup."""
        self.shoe_id: int | None = None
        """The kept shoe being dealt (``store.table_shoes``)."""
        self.left_shoe_id: int | None = None
        """The kept shoe this presenter left unfinished (the screen was left): on coming
        back it is resumed without asking."""
        self.recorder: TableRecorder | None = None
        """The store's recorder of the shoe being dealt (it holds the step's attempt id)."""
        self._unsaved: Action | None = None
        self._left: tuple[Action, str, int] | None = None
        """The step left unsaved ("Leave it"): its action, attempt id and step number. Its
        row may be stored all the same (the acknowledgement was lost), so the same action
        taken again at the same step keeps that id and is stored once."""
        self.acted_on: Bet | int | None = None
        """The bet (or the seat of a box or a mark) the last action was on: the screen
        selects the next one after it."""
        self.scored: Dealt | None = None
        """The last shoe whose score card was shown (its mistakes are re-drawn from it)."""
        self._paused_at: float | None = None
        self._read_at = 0.0
        self._paused = 0.0
        """Reading time (a wrong step explained, a store write, the unsaved message): the
        table's clock stands still, so a step is timed from when the dealer could act."""

    # ---- the table ----------------------------------------------------------------------

    @property
    def session(self) -> TableSession | None:
        """The baccarat shoe dealt (None at a Sam Kong table)."""
        return self.dealt if isinstance(self.dealt, TableSession) else None

    @session.setter
    def session(self, session: Dealt | None) -> None:
        self.dealt = session

    @property
    def samkong(self) -> SamKongSession | None:
        """The Sam Kong session dealt (None at a baccarat table)."""
        return self.dealt if isinstance(self.dealt, SamKongSession) else None

    @property
    def samkong_state(self) -> SamKongState | None:
        return None if self.samkong is None else self.samkong.state()

    @staticmethod
    def samkong_profiles() -> dict[str, SamKongTableRules]:
        """The Sam Kong tables to deal at (the shipped ones)."""
        return {p.name: p for p in SAMKONG_PROFILES}

    def profiles(self) -> dict[str, TableRules]:
        """The tables to deal at: the shipped ones and the school's own."""
        try:
            return self.store.table_profiles.all_profiles(self.actor)
        except StoreError:
            return dict(DEFAULT_PROFILES)

    def start(
        self, profile: TableRules | SamKongTableRules, seed: int | None = None,
        settings: TableSettings | None = None, clock_mode: bool = False,
    ) -> None:
        """Open a new shoe at ``profile`` (a practice session of kind ``table`` and its
        kept shoe), coup by coup or, with ``clock_mode``, against the clock. The shoe dealt
        until now, if any, is given up."""
        self.stop(keep=False)
        self.clock_mode = clock_mode
        settings = settings or TableSettings(fault_rate=0.15, seats_filled=0.75)
        seed = seed if seed is not None else time.time_ns() % (2**31)
        mode = "clock" if clock_mode else "coup_by_coup"
        self._paused_at, self._paused = None, 0.0
        clock = ReplayClock(self.table_clock)
        if isinstance(profile, SamKongTableRules):
            self._start_samkong(profile, seed, settings, mode, clock)
            return
        session = TableSession(profile, seed, clock, None, settings)
        try:
            self.session_id, self.shoe_id = self.store.table_shoes.start(
                self.actor, DRILL_KIND,
                {"profile": profile.name, "seed": seed, "fault_rate": settings.fault_rate,
                 "mode": mode, "max_coups": settings.max_coups,
                 "seats_filled": settings.seats_filled, "awkward": settings.awkward,
                 "side_bets": settings.side_bets},
                NewShoe(seed, profile.to_dict(), settings_to_json(settings), mode,
                        session.started))
        except StoreError as error:
            self.sig_step_unsaved.emit(error)
            return
        self._deal(session)
        self._set_waiting(False)
        self.sig_state_changed.emit(session.state())

    def _start_samkong(self, profile: SamKongTableRules, seed: int, settings: TableSettings,
                       mode: str, clock: ReplayClock) -> None:
        """Open a Sam Kong session at ``profile``: the level's faulty bets, and its coups as
        rounds (irregularities of the deal as often as the baccarat Table's awkward amounts
        at Full)."""
        sk_settings = samkong_settings(settings)
        session = SamKongSession(profile, seed, clock, None, sk_settings)
        game = GAMES_SAMKONG
        try:
            self.session_id, self.shoe_id = self.store.table_shoes.start(
                self.actor, DRILL_KIND,
                {"game": SAMKONG, "profile": profile.name, "seed": seed,
                 "fault_rate": sk_settings.fault_rate, "mode": mode,
                 "rounds": sk_settings.rounds},
                NewShoe(seed, profile.to_dict(), game.settings_to_json(sk_settings), mode,
                        session.started))
        except StoreError as error:
            self.sig_step_unsaved.emit(error)
            return
        self._deal(session)
        self._set_waiting(False)
        self.sig_state_changed.emit(session.state())

    def _deal(self, session: Dealt) -> None:
        """Deal ``session`` here, its steps stored by the store's recorder."""
        assert self.session_id is not None and self.shoe_id is not None
        self.recorder = session.recorder = TableRecorder(
            self.store.table_shoes, self.actor, DRILL_KIND, self.session_id, self.shoe_id,
            session,
            # From the action to the store's answer is not the dealer's time: the clock
            # stands from the step's reading until the table takes actions again (in _act;
            # on failure, once the trainee answers: retry_unsaved / drop_unsaved).
            before_store=lambda: self._pause_clock(self._read_at))
        self.session = session

    def stop(self, keep: bool = True) -> None:
        """Leave the shoe (every graded step is stored already). An unfinished shoe is kept
        to resume unless ``keep`` is False (given up); a finished or given-up shoe is ended
        with its practice session."""
        session, shoe_id = self.dealt, self.shoe_id
        self.session = self.recorder = None
        self.session_id = self.shoe_id = None
        self._unsaved = None
        self._left = None
        if shoe_id is None or session is None:
            return
        if keep and not session.finished:
            self.left_shoe_id = shoe_id
            return
        self._end_shoe(shoe_id)

    def _close_here(self) -> None:
        """Forget the shoe on this desk without ending it in the store (another desk did)."""
        self.session = self.recorder = None
        self.session_id = self.shoe_id = None
        self._unsaved = self._left = None
        self._set_waiting(False)

    def _end_shoe(self, shoe_id: int) -> None:
        if self.left_shoe_id == shoe_id:
            self.left_shoe_id = None
        try:
            self.store.table_shoes.end(self.actor, shoe_id)
        except StoreError as error:
            logging.getLogger("dealer-trainer").warning(
                "table shoe %s not closed: %s", shoe_id, error)

    # ---- a kept shoe --------------------------------------------------------------------

    def kept_shoe(self) -> KeptShoe | None:
        """The trainee's unfinished shoe (left, or killed mid-coup), if any."""
        try:
            return self.store.table_shoes.unfinished(self.actor)
        except StoreError as error:
            logging.getLogger("dealer-trainer").warning("kept shoe not read: %s", error)
            return None

    def kept_shoes(self) -> list[KeptShoe]:
        """Every unfinished shoe of the trainee, newest first (none if not readable)."""
        try:
            return self.store.table_shoes.unfinished_all(self.actor)
        except StoreError as error:
            logging.getLogger("dealer-trainer").warning("kept shoes not read: %s", error)
            return []

    def kept_coup(self, kept: KeptShoe) -> int | None:
        """The coup a kept shoe stands at (its record replayed, nothing stored), to say
        "coup 3" rather than a count of steps; None when it does not replay."""
        if _is_samkong(kept):
            again = self._replay_samkong(kept, self.clock)
            return None if again is None else again.round_number
        try:
            actions = [Action(a.name, args_from_json(a.args), a.at) for a in kept.actions]
            session, _clock = resume_session(
                profile_from_json(kept.profile), kept.seed, kept.started, actions,
                settings_from_json(kept.settings), self.clock, None)
        except (RecordError, TableActionRefused):
            return None
        return session.coup_number

    def give_up(self, kept: KeptShoe) -> None:
        """Start anew: the kept shoe ends and is not offered again."""
        self._end_shoe(kept.id)

    def resume(self, kept: KeptShoe) -> bool:
        """Deal the kept shoe again by replay: the same coup and step, its steps not stored
        again; its later steps go on in its practice session. False (the shoe is ended)
        when its record no longer replays, or replays to the end of the shoe."""
        self.stop()
        self._paused_at, self._paused = None, 0.0
        if _is_samkong(kept):
            return self._resume_samkong(kept)
        try:
            profile = profile_from_json(kept.profile)
            settings = settings_from_json(kept.settings)
            actions = [Action(a.name, args_from_json(a.args), a.at) for a in kept.actions]
            session, _clock = resume_session(
                profile, kept.seed, kept.started, actions, settings, self.table_clock, None)
        except (RecordError, TableActionRefused) as error:
            logging.getLogger("dealer-trainer").warning(
                "kept shoe %s does not replay: %s", kept.id, error)
            self._end_shoe(kept.id)
            return False
        if session.finished:  # its last step was stored, but the kill came before its end
            self._end_shoe(kept.id)
            return False
        self.left_shoe_id = None
        self.session_id, self.shoe_id = kept.session_id, kept.id
        self._deal(session)
        self.clock_mode = kept.mode == "clock"
        self._set_waiting(False)
        self.sig_state_changed.emit(session.state())
        return True

    def _replay_samkong(self, kept: KeptShoe, live: Callable[[], float]
                        ) -> SamKongSession | None:
        try:
            _game, session, _clock = resume_kept(
                kept.profile, kept.seed, kept.started,
                [(a.name, a.args, a.at) for a in kept.actions], kept.settings, live, None)
        except (RecordError, TableActionRefused) as error:
            logging.getLogger("dealer-trainer").warning(
                "kept shoe %s does not replay: %s", kept.id, error)
            return None
        return session if isinstance(session, SamKongSession) else None

    def _resume_samkong(self, kept: KeptShoe) -> bool:
        """:meth:`resume` for a kept Sam Kong session: the same round and step."""
        session = self._replay_samkong(kept, self.table_clock)
        if session is None or session.finished:
            self._end_shoe(kept.id)
            return False
        self.left_shoe_id = None
        self.session_id, self.shoe_id = kept.session_id, kept.id
        self._deal(session)
        self.clock_mode = kept.mode == "clock"
        self._set_waiting(False)
        self.sig_state_changed.emit(session.state())
        return True

    @property
    def state(self) -> TableState | None:
        return None if self.session is None else self.session.state()

    @property
    def table(self) -> TableRules | None:
        return None if self.session is None else self.session.table

    def losers(self) -> frozenset[Bet]:
        """The bets the coup's settlement takes (once its result is called right): the
        take-and-pay order takes them before any winner is paid."""
        settlement = None if self.session is None else self.session.settlement
        return frozenset() if settlement is None else frozenset(
            line.bet for line in settlement.losers)

    def half_dealt(self) -> bool:
        """A shoe is open, some step of it dealt, and it is not over."""
        session = self.dealt
        return session is not None and not session.finished and bool(session.steps)

    def shoe_kept(self) -> bool:
        """Whether a shoe left now is kept to resume later: an unfinished one always is
        (:meth:`stop` keeps it in ``store.table_shoes``)."""
        return self.shoe_id is not None

    def go_on(self) -> None:
        """The trainee read the feedback of a wrong step (Enter): the table takes actions
        again."""
        self._set_waiting(False)

    def hint(self) -> None:
        """Show the next right step, from the engine (H)."""
        if self.dealt is None or self.dealt.finished:
            self.sig_action_refused.emit("no_table", None)
            return
        if self.clock_mode:
            self.sig_action_refused.emit("no_hints", None)
            return
        self.sig_hint.emit(Action(*self.dealt.next_right()))

    def mistake_scene(self, step: GradedStep) -> MistakeScene | None:
        """A mistake of the last scored shoe re-dealt up to that step (the core replays it
        from the seed), or None if it is not one of that shoe's steps."""
        if not isinstance(self.scored, TableSession):
            return None
        try:
            return mistake_scene(self.scored, step)
        except ValueError:
            return None

    # ---- actions (view -> core) ---------------------------------------------------------

    def act(self, action: Action) -> GradedStep | None:
        """Take the dealer's typed ``action`` (from :class:`~ui.felt.dealer_input.
        DealerInput`): the session checks it (:meth:`TableSession.apply`), grades it, the
        store keeps the step, then the table moves. None when it was refused (said by
        :attr:`sig_action_refused`) or not stored."""
        return self._act(action)

    def retry_unsaved(self) -> GradedStep | None:
        """Send the step the store did not save again (the same attempt id)."""
        if self._unsaved is None:
            return None
        self._resume_clock()
        return self._act(self._unsaved, retry=True)

    def drop_unsaved(self) -> None:
        """The trainee leaves the unsaved step ("Leave it"): the table takes actions again.
        The attempt id is kept for the same action at the same step (see ``_left``)."""
        recorder = self.recorder
        uid = None if recorder is None else recorder.attempt_uid
        if self._unsaved is not None and uid is not None and self.dealt is not None:
            self._left = (self._unsaved, uid, len(self.dealt.steps))
        self._unsaved = None
        if recorder is not None:
            recorder.attempt_uid = None
        self._resume_clock()

    # ---- the table's clock --------------------------------------------------------------

    def table_clock(self) -> float:
        """The session's clock: :attr:`clock` less the reading time so far."""
        now = self.clock() if self._paused_at is None else self._paused_at
        self._read_at = now
        return now - self._paused

    def _pause_clock(self, at: float | None = None) -> None:
        if self._paused_at is None:
            self._paused_at = self.clock() if at is None else at

    def _resume_clock(self) -> None:
        if self._paused_at is not None:
            self._paused += self.clock() - self._paused_at
            self._paused_at = None

    # ---- internals ----------------------------------------------------------------------

    def _refused(self, code: str) -> GradedStep | None:
        """Refuse input that is no action (nothing graded); None, for the callers to return."""
        self.sig_action_refused.emit(code, None)
        return None

    def _can_act(self) -> bool:
        if self.dealt is None:
            self._refused("no_table")
            return False
        if self.waiting:
            self._refused("waiting")
            return False
        return self._unsaved is None  # else the unsaved message is open: Retry or leave

    def _act(self, action: Action, retry: bool = False) -> GradedStep | None:
        if not retry and not self._can_act():
            return None
        session, recorder = self.dealt, self.recorder
        assert session is not None and recorder is not None
        if not retry:
            left = self._left
            same = left is not None and (left[0].name, left[0].args) == (
                action.name, action.args) and left[2] == len(session.steps)
            recorder.attempt_uid = left[1] if same and left is not None else str(uuid.uuid4())
            recorder.first_try = not same
        else:
            recorder.first_try = False  # the same id again: an earlier try may have stored it
        args = action.args
        self.acted_on = args[0] if args and isinstance(args[0], Bet | int) else None
        # The store commit runs on this thread; a busy cursor while it waits (as Practice).
        coups_before = _rounds(session)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            step = session.apply(action)  # the session's own check first: no name, no step
        except TableActionRefused as refusal:
            recorder.attempt_uid = None
            self.sig_action_refused.emit(refusal.code, None)
            return None
        except StoreError as error:
            if error.code == "shoe_over":
                self._close_here()
                self.sig_shoe_closed_elsewhere.emit()
                return None
            self._unsaved = action
            logging.getLogger("dealer-trainer").warning("table step not saved: %s", error)
            self.sig_step_unsaved.emit(error)
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._unsaved = None
        recorder.attempt_uid = None
        self._left = None
        self.sig_step_graded.emit(step)
        self._set_waiting(not step.right and not self.clock_mode)
        if not self.waiting:  # else the clock stands until the explanation is read
            self._resume_clock()
        self.sig_state_changed.emit(session.state())
        if _rounds(session) > coups_before:  # this step settled its coup
            record = session.coups[-1] if isinstance(session, TableSession) \
                else session.records[-1]
            wrong = tuple(s for s in session.steps if s.coup == record.number and not s.right)
            self.sig_coup_finished.emit(record, wrong)
        # A wrong step never ends the shoe, but the lesser fault pays its bet.
        if session.finished:
            if self.shoe_id is not None:
                self._end_shoe(self.shoe_id)
            self.scored = session
            self.sig_shoe_finished.emit(
                score_card(session.steps, session.coups, session.table.pace_target,
                           session.settings.flow) if isinstance(session, TableSession)
                else samkong_score_card(session.steps, session.records,
                                        session.table.pace_target))
        return step

    def _set_waiting(self, waiting: bool) -> None:
        if waiting != self.waiting:
            self.waiting = waiting
            # The explanation of a wrong step is read on the table's clock's pause.
            (self._pause_clock if waiting else self._resume_clock)()
            self.sig_waiting_changed.emit(waiting)


def _rounds(session: Dealt) -> int:
    """The coups (rounds) settled so far."""
    return len(session.coups) if isinstance(session, TableSession) else len(session.records)


def _is_samkong(kept: KeptShoe) -> bool:
    """A kept shoe of a Sam Kong table (its profile names its game)."""
    try:
        return isinstance(kept.profile, dict) and game_of(kept.profile).name == SAMKONG
    except RecordError:
        return False
