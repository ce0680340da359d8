"""The last coup once announced is known to the table's state (``LifeView.last_coup``), so the
screen can mark it until the shuffle (art. 3): after a right "this coup and one more" (L) the
next coup; after a right "this coup is the last" (O, where the house reads art. 3 so) this
coup; after a wrong announcement nothing is marked (the step is a mistake with art. 3)."""

from __future__ import annotations

import dataclasses

from tests.support.table_script import right_action
from trainer.articles import bac
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.cards import LastCoupRule
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.session import Action

SHORT = TableSettings(shoe_life=True, seats_filled=0.3, cut_from_end=380)
"""The cut card comes out in the first coups (seed 3 announces in coup 4's deal)."""
MASS = DEFAULT_PROFILES["mass-300"]
THIS_COUP = dataclasses.replace(MASS, procedures=dataclasses.replace(
    MASS.procedures, last_coup=LastCoupRule.THIS_COUP))


def deal_until(session: TableSession, name: str) -> None:
    for _ in range(5000):
        action = right_action(session)
        if action[0] == name:
            return
        assert session.apply(Action(*action)).right
    raise AssertionError(f"never {name}")


def test_a_right_one_more_marks_the_next_coup_until_the_shuffle() -> None:
    session = TableSession(MASS, 3, settings=SHORT)
    deal_until(session, "announce_last")
    assert session.state().life.last_coup is None
    coup = session.state().coup
    assert session.apply(Action(*right_action(session))).right  # L: this coup and one more
    assert session.state().life.last_coup == coup + 1
    deal_until(session, "close_shoe")
    state = session.state()
    assert state.phase is Phase.CLOSE and state.life.last_coup == state.coup == coup + 1
    assert session.apply(Action(*right_action(session))).right  # the shuffle
    assert session.finished


def test_a_right_this_coup_marks_this_coup() -> None:
    session = TableSession(THIS_COUP, 3, settings=SHORT)
    deal_until(session, "announce_last")
    assert right_action(session) == ("announce_last", (False,))
    assert session.apply(Action("announce_last", (False,))).right
    state = session.state()
    assert state.life.last_coup == state.coup


def test_a_wrong_announcement_marks_nothing() -> None:
    session = TableSession(MASS, 3, settings=SHORT)
    deal_until(session, "announce_last")
    step = session.apply(Action("announce_last", (False,)))  # this house reads "one more"
    assert not step.right and step.article == bac(3)
    assert session.state().life.last_coup is None
    wrong = TableSession(THIS_COUP, 3, settings=SHORT)
    deal_until(wrong, "announce_last")
    step = wrong.apply(Action("announce_last", (True,)))
    assert not step.right and step.article == bac(3)
    assert wrong.state().life.last_coup is None
