"""A Sam Kong Table attempt's round replayed step by step (the attempt log's replay, as
:mod:`ui.felt.replay` does a baccarat coup): the Sam Kong felt as the dealer saw it before
each step, what was acted on selected, and the step as it was graded and worded at the table.
Left/Right (or Prev/Next) walk through the round; Home/End jump to its first and last step.

Everything comes from the stored attempts: the session is dealt again from its seed and the
stored actions (:func:`trainer.table.samkong.record.replay_round`); nothing is graded here.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import StoreError
from trainer.store import AttemptRow, DeskStore
from trainer.table.record import RecordError
from trainer.table.samkong import record as samkong_record
from trainer.table.samkong.model import SamKongTableBet
from trainer.table.samkong.profile import (
    GAME,
    SamKongProfileError,
    SamKongTableRules,
    profile_named,
)
from trainer.table.samkong.record import SamKongReplayFrame, replay_round
from ui.felt.replay import replay_frame, walk_key
from ui.felt.samkong import SamKongFelt
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.widgets.retranslating import Retranslating

log = logging.getLogger(__name__)


def is_samkong(row: AttemptRow) -> bool:
    """An attempt stored at a Sam Kong table (its question names its game)."""
    return isinstance(row.question, Mapping) and row.question.get("game") == GAME


def load_round(store: DeskStore, actor: Actor, row: AttemptRow) -> tuple[SamKongReplayFrame, ...]:
    """The round of ``row`` replayed from its practice session's stored Table steps."""
    rows = store.practice.attempts(actor, row.user_id, row.drill_kind,
                                   session_id=row.session_id)
    questions = sorted((r.question for r in rows if isinstance(r.question, Mapping)
                        and isinstance(r.question.get("step"), int)),
                       key=lambda q: int(q["step"]))
    number = row.question.get("coup") if isinstance(row.question, Mapping) else None
    if not isinstance(number, int) or not questions or row.seed is None:
        raise RecordError("the attempt names no round of a seeded session")
    if [q["step"] for q in questions] != list(range(1, len(questions) + 1)):
        raise RecordError("the stored steps are not numbered 1 to N")
    kept = store.table_shoes.dealt_at(actor, row.session_id)
    try:  # the table as it was dealt, else the shipped one of that name
        profile = (SamKongTableRules.from_dict(kept) if kept is not None
                   else profile_named(str(questions[0].get("table"))))
    except (SamKongProfileError, KeyError) as error:
        raise RecordError(f"the table does not read: {error}") from error
    settings = samkong_record.settings_from_json(questions[0].get("settings"))
    actions = [samkong_record.action_from_json(q.get("action")) for q in questions]
    return replay_round(profile, row.seed, settings, actions, number)


class SamKongReplayDialog(Retranslating, QDialog):
    """One round of a Sam Kong Table attempt, replayed step by step; opens on its step."""

    def __init__(self, store: DeskStore, actor: Actor, row: AttemptRow,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samkongReplay")
        self.row = row
        self.words = SamKongWords(TableWords(self), self)
        self.frames: tuple[SamKongReplayFrame, ...] = ()
        self.index = 0
        self.felt = SamKongFelt(self)
        self.caption, self.step_label, self.prev_button, self.next_button = replay_frame(
            self, self.felt, lambda: self.show_step(self.index - 1),
            lambda: self.show_step(self.index + 1))
        self.resize(900, 620)
        try:
            self.frames = load_round(store, actor, row)
        except (RecordError, StoreError) as error:
            log.info("Sam Kong attempt %s not replayed: %s", row.id, error)
        step = row.question.get("step") if isinstance(row.question, Mapping) else None
        numbers = [f.step.number for f in self.frames]
        self.show_step(numbers.index(step) if step in numbers else 0)

    def show_step(self, index: int) -> None:
        """Draw the table before step ``index`` of the round and say what was done on it."""
        self.retranslate_buttons()
        if not self.frames:
            self.caption.setText(self.tr("This round cannot be replayed."))
            self.step_label.clear()
            self.prev_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        self.index = max(0, min(index, len(self.frames) - 1))
        frame = self.frames[self.index]
        args = frame.action.args
        bet = next((a for a in args if isinstance(a, SamKongTableBet)), None)
        selected: object = ("bet", bet) if bet is not None else (
            ("hand", args[0]) if frame.action.name in ("call_level", "call_door") else None)
        state = frame.state
        bet_words = {b: self.words.bet(b) for b in
                     (*state.layout, *state.accepted, *(o.bet for o in state.late))}
        levels = {ordinal: self.words.level(ordinal) for _hand, ordinal in state.levels}
        self.felt.cash_label = self.words.cash
        self.felt.set_state(state, selected, bet_words, self.words.felt(), levels)
        step = frame.step
        self.caption.setText(self.tr("Round {0}, step {1} of {2}").format(
            step.coup, self.index + 1, len(self.frames)))
        self.step_label.setText(self.words.feedback(step))
        self.step_label.setProperty("wrong", not step.right)
        self.prev_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(self.frames) - 1)

    def retranslate_buttons(self) -> None:
        self.setWindowTitle(self.tr("Round replay"))
        self.prev_button.setText(self.tr("◀ Previous step"))
        self.next_button.setText(self.tr("Next step ▶"))

    def retranslate(self) -> None:
        self.show_step(self.index)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not walk_key(event, self.index, len(self.frames) - 1, self.show_step):
            super().keyPressEvent(event)
