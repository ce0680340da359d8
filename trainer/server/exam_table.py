"""An exam's Table section over the school server: what the desk is sent of the table, and
the table the desk's exam screens drive.

The server deals the section (:class:`~trainer.exams.session.ExamSession` with its keyed
section seed) and, after each action, sends the table as the felt shows it: a
:class:`~trainer.table.session.TableState` (cards face up, phase, bets on the felt, the
prompt's inputs), typed and checked by pydantic's ``TypeAdapter`` over the frozen dataclass
itself, so the wire shape is the engine's shape and never a second copy of it. The shoe, the
seed, the faults the dealer must find and each step's grade stay on the server.

A card lying face down is sent as None, never its value (:func:`face_up`: a card holder's
squeeze, art. 16, before the holder turns it); the felt draws its back, as it does locally.
A Sam Kong section is sent the same way in its own state
(:class:`~trainer.table.samkong.model.SamKongState`, :data:`SAMKONG_STATE`): the three cards
of each hand lie face down from the deal until the hands are turned for the levels
(:data:`~trainer.table.samkong.model.SHOWN_FROM`), and are sent as None until then
(:func:`samkong_face_up`), a card exposed in the deal or named by an irregularity excepted.

On the desk, :class:`RemoteTable` is the open section as the exam screens read it
(``table``, ``state()``, ``phase``), built from the state the server sent, of either game
(told by the blueprint's profile).
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from trainer.baccarat.table import TableRules
from trainer.cards import Card
from trainer.exams.session import ExamSession
from trainer.exams.table_part import void_coups
from trainer.table.samkong.model import SHOWN_FROM, SamKongPhase, SamKongState
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Phase, TableState

TABLE_STATE: TypeAdapter[TableState] = TypeAdapter(TableState)
"""The table as the felt shows it, to and from JSON (the engine's own dataclass)."""
SAMKONG_STATE: TypeAdapter[SamKongState] = TypeAdapter(SamKongState)
"""A Sam Kong table as its felt shows it, to and from JSON (the engine's own dataclass)."""

MAX_ACTION_CHARS = 4_000
"""The longest action a desk sends (a payout's chips are a few hundred characters)."""


def face_up(state: TableState) -> TableState:
    """``state`` with each card lying face down (the last cards of each hand:
    :attr:`~trainer.table.squeeze.SqueezeView.hidden`) replaced by None, a card whose value
    is not told: what a desk that does not deal the table is sent (the felt draws a card
    back for None, as it does for a card it is told lies face down). A card whose value
    the screen shows elsewhere (the card an irregularity is about, named in its prompt; a
    damaged card) is kept. A state with no card face down is returned as it is."""
    squeeze = state.squeeze
    if squeeze is None or squeeze.hidden == (0, 0):
        return state
    told = {card for card in (state.irregular and state.irregular.card, state.life.damaged)
            if card is not None}

    def masked(cards: tuple[Card | None, ...], down: int) -> tuple[Card | None, ...]:
        cut = max(0, len(cards) - down)
        return (*cards[:cut], *(card if card in told else None for card in cards[cut:]))

    return replace(state, player=masked(state.player, squeeze.hidden[0]),
                   banker=masked(state.banker, squeeze.hidden[1]))


def samkong_face_up(state: SamKongState) -> SamKongState:
    """``state`` with each card lying face down (every card dealt, before the hands are
    turned for the levels: :data:`~trainer.table.samkong.model.SHOWN_FROM`) replaced by
    None, a card whose value is not told: what a desk that does not deal the table is sent
    (the felt draws a card back for it, as it does for a card lying face down). A card
    exposed in the deal, or the card an irregularity is about, is kept: the table saw it,
    the prompt names it. A state with its hands turned is returned as it is."""
    if state.phase in SHOWN_FROM:
        return state
    told = {*state.exposed, *(() if state.irregular is None else (state.irregular.card,))}

    def masked(cards: tuple[Card | None, ...]) -> tuple[Card | None, ...]:
        return tuple(card if card in told else None for card in cards)

    return replace(state, hands=tuple(masked(hand) for hand in state.hands),
                   banker=masked(state.banker))


def shown_table(session: ExamSession) -> dict[str, Any] | None:
    """The open Table section as the desk shows it (None: none is open): its section
    number, the felt's state (a baccarat or a Sam Kong table's) and the coups (rounds)
    voided so far (the position line counts them out). Never the seed, the shoe, a card
    lying face down, a fault or a grade."""
    table, section = session.table, session.table_section
    if table is None or section is None:
        return None
    state: dict[str, Any]
    if isinstance(table, SamKongSession):
        state = SAMKONG_STATE.dump_python(samkong_face_up(table.state()), mode="json")
    else:
        state = TABLE_STATE.dump_python(face_up(table.state()), mode="json")
    return {"section": section, "state": state, "void_coups": void_coups(table)}


class ExamActionIn(BaseModel):
    """The dealer's action at the open table: the section and the step count of the state
    the desk showed (an action on a stale table is refused, never applied to the next),
    the action as the exam stores it (:func:`trainer.exams.table_part.action_to_json`; its
    clock reading is the server's) and an id made by the desk before its first try and kept
    for every retry (taken once)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    action_id: uuid.UUID
    section: int = Field(ge=0, le=1_000)
    steps: int = Field(ge=0, le=1_000_000)
    action: str = Field(min_length=2, max_length=MAX_ACTION_CHARS)


class RemoteTable:
    """The open Table section on the desk, as the exam screens read a dealt table: its
    rules (the blueprint's profile: a baccarat or a Sam Kong table), the state the server
    sent and its phase."""

    def __init__(self, section: int, rules: TableRules | SamKongTableRules,
                 shown: dict[str, Any]) -> None:
        self.section = section
        self.table = rules
        self._state = self._read(shown)
        self.void_coups = int(shown["void_coups"])

    def show(self, shown: dict[str, Any]) -> None:
        """The table as the server now shows it (after a step, or a read of the sitting)."""
        state = self._read(shown)
        if state != self._state:
            self._state = state
        self.void_coups = int(shown["void_coups"])

    def _read(self, shown: dict[str, Any]) -> TableState | SamKongState:
        if isinstance(self.table, SamKongTableRules):
            return SAMKONG_STATE.validate_python(shown["state"])
        return TABLE_STATE.validate_python(shown["state"])

    def state(self) -> TableState | SamKongState:
        return self._state

    @property
    def phase(self) -> Phase | SamKongPhase:
        return self._state.phase

    @property
    def finished(self) -> bool:
        return self._state.phase in (Phase.FINISHED, SamKongPhase.FINISHED)
