"""The Table's recorder: each graded step of a kept shoe stored as a practice attempt (drill
kind ``table``, cell = the step's cell) with the action that made it, in one transaction,
before the session applies it (:meth:`TableShoes.record_step`).

Practice's recorder is :class:`~trainer.store.practice.PracticeRecorder`; this is the Table's,
in the store too, so that the session stores its steps without calling up into the screen. The
rows are the ones the kept-shoe resume (:mod:`trainer.table.record`), the Table's statistics
(:mod:`trainer.stats.table`) and the attempt log's replay read.
"""

from __future__ import annotations

from collections.abc import Callable

from trainer.auth import Actor
from trainer.drills.cell import Cell
from trainer.store.models import NewAttempt, ShoeAction
from trainer.store.table_shoes import TableShoes
from trainer.table.game import BACCARAT, game_for
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import GradedStep, TableSession


class TableRecorder:
    """Stores the graded steps of one shoe (a :class:`~trainer.table.session.StepRecorder`).

    Parameters
    ----------
    shoes
        The store's kept shoes (``store.table_shoes``).
    actor
        The trainee dealing.
    drill_kind
        The drill kind the steps are stored under (the Table's).
    session_id, shoe_id
        The practice session and the kept shoe the steps go to
        (:meth:`TableShoes.start`).
    session
        The shoe's session: its table, seed, phase, settings and the action it is grading
        (:attr:`TableSession.acting`).
    before_store
        Called before each write (the Table's clock stands still while the store works).
    """

    def __init__(
        self,
        shoes: TableShoes,
        actor: Actor,
        drill_kind: str,
        session_id: int,
        shoe_id: int,
        session: TableSession | SamKongSession,
        before_store: Callable[[], None] | None = None,
    ) -> None:
        self._shoes = shoes
        self._actor = actor
        self._kind = drill_kind
        self.session_id = session_id
        self.shoe_id = shoe_id
        self._session = session
        self._game = game_for(session)
        """The game dealt (its settings' and actions' stored form; a Sam Kong step's
        question names its game, a baccarat one none, as every row stored before)."""
        self._before_store = before_store
        self._settings: dict[str, object] | None = None
        self.attempt_uid: str | None = None
        """The id of the step in hand (kept across a retry: stored once, as Practice's)."""
        self.first_try = False
        """The id was made for this try: no earlier try can have stored it."""
        self.attempt_id: int | None = None
        """The stored attempt of the last step recorded."""

    def settings_json(self) -> dict[str, object]:
        """The shoe's settings as every step's question carries them, made once a shoe."""
        if self._settings is None:
            self._settings = self._game.settings_to_json(self._session.settings)
        return self._settings

    def attempt(self, step: GradedStep) -> tuple[NewAttempt, ShoeAction]:
        """The attempt row and the action row of ``step``, graded by this shoe's session
        for its :attr:`~TableSession.acting` action (the table not yet changed by it)."""
        session, action = self._session, self._session.acting
        assert action is not None, "a step is recorded while its action is graded"
        stored = self._game.action_to_json(action)
        question: dict[str, object] = {} if self._game.name == BACCARAT else {
            "game": self._game.name}
        return NewAttempt(
            session_id=self.session_id,
            drill_kind=self._kind,
            # The action and the shoe's settings, typed: with the seed they replay the coup.
            question={**question, "table": session.table.name, "coup": step.coup,
                      "step": step.number, "kind": step.kind, "phase": session.phase.value,
                      "action": {"name": stored["name"], "args": stored["args"]},
                      "settings": self.settings_json()},
            answer=step.given,
            correct=step.right,
            ms_taken=max(0, round(step.elapsed * 1000)),
            cell=Cell.parse(step.cell),
            seed=session.seed,
            reason=None if step.right else step.kind,
            article=None if step.article is None else step.article.code,
            expected=step.expected,
            # as Practice's payout drill stores it: the lesser fault counted apart
            fault=None if step.fault is None else step.fault.value,
            attempt_uid=self.attempt_uid,
        ), ShoeAction(step.number, action.name, stored["args"], action.at)

    def __call__(self, step: GradedStep) -> None:
        """Store ``step`` and its action, durable on return; a StoreError leaves the table
        as it was (the session applies a step only once it is stored)."""
        attempt, action = self.attempt(step)
        if self._before_store is not None:
            self._before_store()
        self.attempt_id = self._shoes.record_step(self._actor, self.shoe_id, attempt, action,
                                                  first_try=self.first_try)
