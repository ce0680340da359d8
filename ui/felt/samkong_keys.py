"""Sam Kong's keys at the Table, in the style of :mod:`ui.felt.keys` (baccarat's map is
untouched): :func:`samkong_key` turns a key pressed on the Sam Kong felt, in the phase the
round is on, into what the dealer asked for (a :class:`SamKongKey`); the desk
(:mod:`ui.felt.samkong_desk`) does it through the presenter.

The keys, by phase:

- everywhere: arrows / Tab select (a bet, a door, a box), H hint, Enter goes on after a
  wrong step;
- cut (several decks): digits count the cards behind the second cut card (30 to 40),
  Backspace takes one back, Enter places it;
- burn: digits count the cards, Backspace, Enter burns them;
- bets: R refuse the selected bet, A grant / X refuse a standing bet's change (arts. 7,
  8 (1): increased, never reduced), N no more bets; with a buy-in or colour-up waiting,
  digits and Enter open the chip row for it (the amount counted, then the chips), as at
  baccarat;
- deal: a key per card: 1 to 8 deal the next card to that door, 0 or B to the banker
  (clockwise from door 1, the banker last); R refuse a bet pushed on once the cards are out
  (also while levels and doors are called);
- an irregularity of the deal (art. 2): K the card stays, F correct the order, V void every
  card dealt (the keys of :data:`ui.felt.irregular.REMEDY_KEYS`);
- levels (the selected hand, the next one not called first): the faces, then the points, as
  the level is said: 2 9 is 雙公9 (two faces, 9 points), 0 5 is 無公5, 3 alone is 三公. Two keys
  at most for each of the 31 levels, no list to scroll: the fastest way for a trainee, who
  counts the faces and then the points in that order anyway (a list of 31 is also under the
  mouse, :class:`~ui.felt.samkong_desk.SamKongDesk`'s level list);
- doors: W / L / T the selected door wins, loses or ties against the banker;
- settle: T take the selected bet, digits or Enter pay it (the chip row: chips, or the amount
  on an amount table), M mark its commission (a marking table: the amount typed, Enter);
- the shoe's end: S shuffle (close the shoe); C collect the selected box (the amount typed,
  Enter).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import Qt

from trainer.table.irregular import Remedy
from trainer.table.samkong.model import BANKER, SamKongPhase

P = SamKongPhase
DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(10)}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
NEXT = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab)
PREV = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab)
REMEDIES = {Qt.Key.Key_K: Remedy.GO_ON, Qt.Key.Key_F: Remedy.CORRECT,
            Qt.Key.Key_V: Remedy.VOID}
"""Art. 2's answers, on the baccarat Table's keys for the same remedies."""
RESULTS = {Qt.Key.Key_W: "win", Qt.Key.Key_L: "lose", Qt.Key.Key_T: "tie"}
LATE = frozenset({P.DEAL, P.IRREGULAR, P.LEVELS, P.DOORS})
"""Phases in which a bet pushed on after the cards are out is refused (R)."""
COUNTED = frozenset({P.CUT, P.BURN, P.BURN_COUP})
"""Phases whose digits count cards, placed or burnt by Enter."""
SELECTING = frozenset({P.BETS, *LATE, P.SETTLE, P.SHOE_END})


class Ask(Enum):
    MOVE = "move"
    COUNT = "count"
    """A digit of a count of cards (the cut's place, a burn)."""
    BACK = "back"
    """Backspace: the last digit typed taken back."""
    COUNTED = "counted"
    """Enter at the cut or a burn: place the cut card, burn the cards counted."""
    REFUSE = "refuse"
    ACCEPT_BETS = "accept_bets"
    STAND = "stand"
    DEAL = "deal"
    REMEDY = "remedy"
    LEVEL_DIGIT = "level_digit"
    RESULT = "result"
    TAKE = "take"
    PAY = "pay"
    """A digit or Enter in the settlement: the chip row opens (with the digit)."""
    MARK = "mark"
    CLOSE = "close"
    COLLECT = "collect"
    CASH = "cash"
    """A digit or Enter with cash waiting: the chip row opens for it (with the digit)."""


@dataclass(frozen=True)
class SamKongKey:
    ask: Ask
    arg: object = None


def samkong_key(key: Qt.Key, phase: SamKongPhase | None, doors: int,
                late: bool = False, cash: bool = False) -> SamKongKey | None:
    """What ``key`` asks for in ``phase`` at a table of ``doors`` doors (``late``: a bet was
    pushed on after the cards are out; ``cash``: notes or chips wait to be changed); None
    when this phase has no use for it."""
    if phase is None:
        return None
    if phase in SELECTING and key in NEXT:
        return SamKongKey(Ask.MOVE, 1)
    if phase in SELECTING and key in PREV:
        return SamKongKey(Ask.MOVE, -1)
    if phase in COUNTED:
        return _counted(key)
    if phase in LATE and late and key == Qt.Key.Key_R:
        return SamKongKey(Ask.REFUSE)
    if phase is P.BETS and cash and (key in DIGITS or key in ENTER):
        return SamKongKey(Ask.CASH, DIGITS.get(key))
    if phase is P.BETS:
        return {Qt.Key.Key_R: SamKongKey(Ask.REFUSE), Qt.Key.Key_N: SamKongKey(Ask.ACCEPT_BETS),
                Qt.Key.Key_A: SamKongKey(Ask.STAND, True),
                Qt.Key.Key_X: SamKongKey(Ask.STAND, False)}.get(key)
    if phase is P.DEAL:
        if key == Qt.Key.Key_B or DIGITS.get(key) == BANKER:
            return SamKongKey(Ask.DEAL, BANKER)
        door = DIGITS.get(key)
        return SamKongKey(Ask.DEAL, door) if door is not None and door <= doors else None
    if phase is P.IRREGULAR:
        return SamKongKey(Ask.REMEDY, REMEDIES[key]) if key in REMEDIES else None
    if phase is P.LEVELS:
        return SamKongKey(Ask.LEVEL_DIGIT, DIGITS[key]) if key in DIGITS else None
    if phase is P.DOORS:
        return SamKongKey(Ask.RESULT, RESULTS[key]) if key in RESULTS else None
    if phase is P.SETTLE:
        if key == Qt.Key.Key_T:
            return SamKongKey(Ask.TAKE)
        if key == Qt.Key.Key_M:
            return SamKongKey(Ask.MARK)
        if key in DIGITS or key in ENTER:
            return SamKongKey(Ask.PAY, DIGITS.get(key))
        return None
    if phase is P.CLOSE:
        return SamKongKey(Ask.CLOSE) if key == Qt.Key.Key_S else None
    if phase is P.SHOE_END:
        return SamKongKey(Ask.COLLECT) if key in (Qt.Key.Key_C, *ENTER) else None
    return None


def _counted(key: Qt.Key) -> SamKongKey | None:
    if key in DIGITS:
        return SamKongKey(Ask.COUNT, DIGITS[key])
    if key == Qt.Key.Key_Backspace:
        return SamKongKey(Ask.BACK)
    if key in ENTER:
        return SamKongKey(Ask.COUNTED)
    return None


def level_typed(typed: str) -> tuple[int, int] | None:
    """The faces and points typed so far as a level to call (faces, points), None while a
    digit is still to come; ``ValueError`` for faces that are no level (4 to 9)."""
    if not typed:
        return None
    faces = int(typed[0])
    if faces > 3:
        raise ValueError(typed)
    if faces == 3:
        return 3, 0
    if len(typed) < 2:
        return None
    return faces, int(typed[1])
