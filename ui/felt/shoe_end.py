"""The shoe's two ends on the felt (both desks): the buttons and the prompt for a
demonstration coup asked (art. 2), the last coup to announce, a damaged card and the shoe to
close (art. 3), with their keys (:func:`ui.felt.keys.table_key`: G grant, F refuse a
demonstration coup; L "this coup and one more", O "this coup is the last"; E new decks;
S shuffle). The rules are :mod:`trainer.table.shoe_end`'s.

Filed under the Table's translation context (``TableWords``), as :mod:`ui.felt.steps` is.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from trainer.baccarat.coup import hand_total
from trainer.cards import LastCoupRule
from trainer.table import Phase, TableState
from trainer.table.session import Action
from trainer.table.shoe_end import CloseReason
from ui.felt.as_drawn import demo_waits
from ui.words import card_text

translate = QCoreApplication.translate

COUP_PHASES = (Phase.DEAL, Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER,
               Phase.FINAL_TOTALS, Phase.RESULT)
"""Where the last coup is announced and a damaged card may lie."""

LIFE_ACTIONS: dict[str, Action] = {
    "grantDemoButton": Action("answer_demo", (True,)),
    "refuseDemoButton": Action("answer_demo", (False,)),
    "lastOneMoreButton": Action("announce_last", (True,)),
    "lastThisCoupButton": Action("announce_last", (False,)),
    "newDecksButton": Action("close_shoe", (True,)),
    "shuffleButton": Action("close_shoe", (False,)),
}
"""Each button's object name and the action it asks for (the keys ask for the same)."""


def life_button_texts() -> dict[str, str]:
    return {
        "grantDemoButton": translate("TableWords", "Grant demonstration (G)"),
        "refuseDemoButton": translate("TableWords", "Refuse demonstration (F)"),
        "lastOneMoreButton": translate("TableWords", "Last: this and one more (L)"),
        "lastThisCoupButton": translate("TableWords", "Last: this coup (O)"),
        "newDecksButton": translate("TableWords", "New decks (E)"),
        "shuffleButton": translate("TableWords", "Shuffle (S)"),
    }


def life_shown(state: TableState | None) -> dict[str, bool]:
    """Which of the buttons the table ``state`` shows."""
    life = None if state is None else state.life
    phase = None if state is None else state.phase
    demo = life is not None and phase is Phase.BETS and life.demo_asked
    damaged = life is not None and life.damaged is not None
    announce = (life is not None and phase in COUP_PHASES and life.cut_card_out
                and life.announced is None)
    return {
        "grantDemoButton": demo,
        "refuseDemoButton": demo,
        "lastOneMoreButton": announce,
        "lastThisCoupButton": announce,
        "newDecksButton": damaged,
        "shuffleButton": phase is Phase.CLOSE,
    }


def life_prompt(state: TableState | None) -> str | None:
    """The prompt when one of the shoe's ends waits (None: the step's own prompt)."""
    if state is None:
        return None
    life = state.life
    if state.phase is Phase.BETS and life.demo_asked:
        text = translate("TableWords", "A player asks for a demonstration coup (art. 2): "
                         "grant it (G) or refuse it (F). Up to three a shoe, no bets on it.")
        if life.demos:
            last = life.demos[-1]
            text = translate("TableWords", "Demonstration coup {n}: Player {p}, Banker {b}. "
                             "{ask}").format(n=len(life.demos), p=hand_total(last.player),
                                             b=hand_total(last.banker), ask=text)
        return text
    if life.damaged is not None:
        return translate("TableWords", "A damaged or marked card ({0}) is out: call for new "
                         "decks (E) before anything else (art. 3).").format(
            card_text(str(life.damaged)))
    if state.phase in COUP_PHASES and life.cut_card_out and life.announced is None:
        return translate("TableWords", "The cut card is out: announce the last coup "
                         "(L: this coup and one more; O: this coup is the last; art. 3).")
    if state.phase is Phase.CLOSE and not state.boxes_due:
        if life.close is CloseReason.HOUSE:
            return translate("TableWords", "The pit boss asks for a new shoe: close this one "
                             "and shuffle (S); no more coups from it (art. 3).")
        return translate("TableWords", "The last coup is dealt: shuffle (S); no coup past "
                         "the last one (art. 3).")
    return None


def life_code(code: str) -> str | None:
    """A shoe's-end step's expected or given code in words; None: not one of them."""
    return {
        "demo:grant": translate("TableWords", "grant the demonstration coup"),
        "demo:refuse": translate("TableWords", "refuse the demonstration coup"),
        f"last:{LastCoupRule.ONE_MORE.value}": translate(
            "TableWords", "announce: this coup and one more"),
        f"last:{LastCoupRule.THIS_COUP.value}": translate(
            "TableWords", "announce: this coup is the last"),
        "last:not_yet": translate("TableWords", "nothing yet: the cut card is not out"),
        "new_decks": translate("TableWords", "new decks"),
        "shuffle": translate("TableWords", "shuffle"),
        "result": translate("TableWords", "call the result"),
        "call_totals": translate("TableWords", "call the totals"),
    }.get(code)


def life_step_name(cell: str) -> str | None:
    """A shoe's-end step kind (cell) in words; None: not one of them."""
    return {
        "demo": translate("TableWords", "Demonstration coup"),
        "demo:bet": translate("TableWords", "Bets on a demonstration coup"),
        "last_coup": translate("TableWords", "Announcing the last coup"),
        "shoe:close": translate("TableWords", "Closing the shoe"),
        "shoe:damaged": translate("TableWords", "Damaged card"),
    }.get(cell)


def life_action(phase: Phase | None, letter: str) -> Action | None:
    """The action a letter key asks for in ``phase`` (:func:`ui.felt.keys.table_key`)."""
    if phase is Phase.BETS:
        return {"G": LIFE_ACTIONS["grantDemoButton"],
                "F": LIFE_ACTIONS["refuseDemoButton"]}.get(letter)
    if phase in COUP_PHASES:
        return {"L": LIFE_ACTIONS["lastOneMoreButton"], "O": LIFE_ACTIONS["lastThisCoupButton"],
                "E": LIFE_ACTIONS["newDecksButton"]}.get(letter)
    if phase is Phase.CLOSE:
        return {"S": LIFE_ACTIONS["shuffleButton"], "E": LIFE_ACTIONS["newDecksButton"]}.get(
            letter)
    return None


def life_hint(name: str, args: tuple[object, ...]) -> str | None:
    """The hint (H) for a shoe's-end step; None: not one of them."""
    key: tuple[str, object] = (name, args[0] if args else None)
    hints: dict[tuple[str, object], str] = {
        ("answer_demo", True): translate("TableWords", "Hint: grant the demonstration coup (G)."),
        ("answer_demo", False): translate("TableWords",
                                          "Hint: refuse the demonstration coup (F)."),
        ("announce_last", True): translate("TableWords",
                                           "Hint: announce this coup and one more (L)."),
        ("announce_last", False): translate("TableWords",
                                            "Hint: announce this coup is the last (O)."),
        ("close_shoe", True): translate("TableWords", "Hint: call for new decks (E)."),
        ("close_shoe", False): translate("TableWords", "Hint: shuffle (S)."),
    }
    return hints.get(key)


def on_felt(state: TableState) -> TableState:
    """The table as the felt draws it: while the first coup's bets wait, the last
    demonstration coup's cards lie in the hands' boxes, face up (art. 2), and no bet is on the
    layout while one is asked for (:func:`ui.felt.as_drawn.demo_waits`)."""
    state = demo_waits(state)
    demos = state.life.demos
    if state.phase is Phase.BETS and demos and not state.player and not state.banker:
        return replace(state, player=demos[-1].player, banker=demos[-1].banker)
    return state
