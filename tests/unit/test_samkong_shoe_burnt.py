"""The Sam Kong felt's corner counts the cards burnt from the shoe so far (the opening burn
of as many cards as decks, then one before each later round, art. 2), never "Burnt: 0" right
after a right opening burn; a new shoe starts again at 0."""

from __future__ import annotations

from tests.support.samkong_table import deal_until, session
from trainer.articles import sk
from trainer.table.samkong.model import SamKongPhase as P
from trainer.table.samkong.profile import profile_named
from trainer.table.session import Action

SHOE = profile_named("samkong-six-door-shoe")
BOX = profile_named("samkong-one-deck-box")


def test_the_shoe_counts_the_opening_burn_then_one_a_round() -> None:
    s = session(SHOE, 3, rounds=3)
    assert s.state().shoe_burnt == 0
    assert deal_until(s, lambda s: s.phase is P.BURN)
    wrong = s.apply(Action("burn_cards", (SHOE.decks - 1,)))  # the wrong dealer
    assert not wrong.right and wrong.article == sk(2)
    assert s.state().shoe_burnt == 0  # nothing burnt by a wrong count
    right = s.apply(Action("burn_cards", (SHOE.decks,)))
    assert right.right
    state = s.state()
    assert (state.shoe_burnt, state.burnt) == (SHOE.decks, 0)  # not "Burnt: 0"
    assert deal_until(s, lambda s: s.state().round == 2 and s.phase is P.BURN_COUP)
    assert s.state().shoe_burnt == SHOE.decks + 1
    assert deal_until(s, lambda s: s.state().round == 3 and s.phase is P.DEAL)
    assert s.state().shoe_burnt == SHOE.decks + 2


def test_a_new_box_starts_at_nought() -> None:
    s = session(BOX, 4, rounds=2)
    assert deal_until(s, lambda s: s.phase is P.BURN)
    s.apply(Action("burn_cards", (BOX.decks,)))
    assert s.state().shoe_burnt == BOX.decks
    assert deal_until(s, lambda s: s.phase is P.CLOSE)
    s.apply(Action("close_shoe", ()))
    assert s.phase is P.BURN and s.state().shoe_burnt == 0
