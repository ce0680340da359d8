"""The shoe's life dealt by the trainee (``TableSettings.shoe_life``): the cut card placed
(art. 2, at about the last 12 cards or earlier; deeper than a deck and a half is house
procedure), the burn as the profile's art. 2 option says, the burn before each coup
(art. 8), and an automatic shuffler's table (arts. 2 (3), 7 (2)). A scripted right dealer
and scripted wrong ones, each wrong choice caught and cited; a kept shoe and an exam Table
section with the shoe's life."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from tests.support.table_script import play_perfect, right_action
from tests.unit.test_table_session import MASS, TickClock
from trainer.articles import PROCEDURE, bac
from trainer.baccarat.procedures import CutBy, Procedures
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.cards import BACCARAT_MIN_CUT_FROM_END, BurnMethod, Shoe
from trainer.errors import TableActionRefused
from trainer.exams.session import ExamSession
from trainer.table import Action, Phase, TableSession, TableSettings
from trainer.table.record import args_from_json, args_to_json, resume_session
from trainer.table.shoe_life import CUT_DEEPEST_FROM_END, SHUFFLER_SHIFT_COUPS

LIFE = TableSettings(shoe_life=True, max_coups=3)
SHUFFLER = DEFAULT_PROFILES["mass-500-shuffler"]


def table(**procedures: object) -> TableRules:
    return replace(MASS, procedures=Procedures(**procedures))  # type: ignore[arg-type]


def session(profile: TableRules = MASS, seed: int = 5, **settings: object) -> TableSession:
    return TableSession(profile, seed, clock=TickClock(),
                        settings=replace(LIFE, **settings))  # type: ignore[arg-type]


def step_right(s: TableSession) -> None:
    name, args = right_action(s)
    assert s.apply(Action(name, args)).right, (name, args)


# ---- the cut (art. 2) ----------------------------------------------------------------------


def test_a_new_shoe_starts_with_the_cut_and_the_right_cut_becomes_the_shoes() -> None:
    s = session()
    assert s.phase is Phase.CUT and s.burn is None
    state = s.state()
    assert state.shoe_cards == 8 * 52 and state.cards_left == 8 * 52
    assert state.cutter == min(s.seats)  # a player cuts (the profile's default)
    step = s.cut(40)
    assert step.right and step.cell == "shoe:cut" and step.article == bac(2)
    assert s.shoe.cut_from_end == 40 and s.state().cut_from_end == 40
    assert s.phase is Phase.BURN


def test_the_dealer_cuts_where_the_profile_says_so() -> None:
    assert session(table(cut_by=CutBy.DEALER)).state().cutter is None


@pytest.mark.parametrize(("where", "article"), [
    (BACCARAT_MIN_CUT_FROM_END - 1, bac(2)), (0, bac(2)), (5, bac(2)),
    (CUT_DEEPEST_FROM_END + 1, PROCEDURE), (300, PROCEDURE),
])
def test_a_wrong_cut_is_a_mistake_and_places_nothing(where: int, article: object) -> None:
    s = session()
    step = s.cut(where)
    assert not step.right and step.article == article
    assert step.expected == f"{BACCARAT_MIN_CUT_FROM_END}-{CUT_DEEPEST_FROM_END}"
    assert s.phase is Phase.CUT and s.shoe.cut_from_end == 14  # not placed: try again
    again = s.cut(BACCARAT_MIN_CUT_FROM_END)
    assert again.right and again.retry and s.shoe.cut_from_end == BACCARAT_MIN_CUT_FROM_END


@pytest.mark.parametrize("junk", [-1, 8 * 52, True, "40", 4.5])
def test_junk_cuts_are_refused_ungraded(junk: object) -> None:
    s = session()
    with pytest.raises(TableActionRefused):
        s.apply(Action("cut", (junk,)))
    assert s.steps == [] and s.phase is Phase.CUT


def test_the_cut_comes_first_and_only_once() -> None:
    s = session()
    with pytest.raises(TableActionRefused):
        s.accept_bets()
    with pytest.raises(TableActionRefused):
        s.burn_cards(8)
    s.cut(20)
    with pytest.raises(TableActionRefused):
        s.cut(20)


# ---- the burn of art. 2 -------------------------------------------------------------------


@pytest.mark.parametrize(("procedures", "note"), [
    ({"burn": BurnMethod.DECKS}, "option (a)"),
    ({"burn": BurnMethod.FIRST_CARD}, "option (b)"),
    ({"burn": BurnMethod.FIXED, "burn_fixed": 5}, "option (c)"),
])
@pytest.mark.parametrize("seed", [1, 2, 3, 41])
def test_the_burn_right_and_wrong_as_the_profile_says(
        procedures: dict[str, object], note: str, seed: int) -> None:
    profile = table(**procedures)
    s = session(profile, seed)
    s.cut(14)
    fresh = Shoe(8, __import__("random").Random(seed))  # the same shuffle, burnt by the app
    due = {BurnMethod.DECKS: 8, BurnMethod.FIXED: 5}.get(profile.procedures.burn)
    if due is None:
        first = fresh.peek()
        assert s.state().burn_card == first  # the app turns the first card
        due = min(int(first.rank), 10)
    else:
        assert s.state().burn_card is None
    wrong = s.burn_cards(due + 1)
    assert not wrong.right and wrong.article == bac(2, note=note)
    assert wrong.cell == "shoe:burn" and wrong.expected == str(due)
    assert s.phase is Phase.BURN and s.state().cards_left == 8 * 52  # nothing burnt
    right = s.burn_cards(due)
    assert right.right and s.phase is Phase.BETS
    burn = fresh.burn(profile.procedures.burn, profile.procedures.burn_fixed)
    assert s.burn == burn and s.state().cards_left == fresh.remaining


def test_with_the_shoes_life_off_the_app_burns_and_deals_as_before() -> None:
    off = TableSession(MASS, 5, clock=TickClock(), settings=TableSettings(max_coups=3))
    assert off.phase is Phase.BETS and off.burn is not None and off.burn.count == 8
    # No demonstration coup: one granted deals cards of its own (test_table_demo_coups.py).
    on = session(replace(MASS, procedures=replace(MASS.procedures, demonstration_coups=False)))
    while on.phase in (Phase.CUT, Phase.BURN):
        step_right(on)
    play_perfect(off)
    play_perfect(on)
    assert [c.coup for c in on.coups] == [c.coup for c in off.coups]  # the same cards


# ---- the burn before each coup (art. 8) ---------------------------------------------------


def test_the_art_8_burn_comes_before_every_coups_deal() -> None:
    s = session(table(burn_each_coup=2), max_coups=3)
    while s.phase is not Phase.BURN_COUP:
        step_right(s)
    left = s.state().cards_left
    with pytest.raises(TableActionRefused):
        s.deal(right_action(s)[1][0])  # type: ignore[arg-type]  # no card before the burn
    wrong = s.burn_cards(1)
    assert not wrong.right and wrong.article == bac(8) and wrong.cell == "shoe:burn_coup"
    assert wrong.expected == "2" and s.state().cards_left == left
    assert s.burn_cards(2).right and s.phase is Phase.DEAL
    assert s.state().cards_left == left - 2
    play_perfect(s)
    assert sum(st.cell == "shoe:burn_coup" and st.right for st in s.steps) == 3


def test_no_art_8_burn_where_the_profile_has_none() -> None:
    s = session()
    play_perfect(s)
    assert not any(st.cell == "shoe:burn_coup" for st in s.steps)


# ---- an automatic shuffler's table (arts. 2 (3), 7 (2)) ----------------------------------


def test_a_shuffler_table_has_no_cut_no_burn_and_takes_the_cards_back() -> None:
    s = session(SHUFFLER, max_coups=4)
    assert s.phase is Phase.BETS and s.burn is None
    assert s.state().shuffler and s.state().cut_from_end == 0
    assert s.state().cards_left == 8 * 52  # nothing burnt: dealt directly
    with pytest.raises(TableActionRefused):
        s.cut(20)
    while s.coup_number == 1:
        step_right(s)
    dealt = s.coups[0].coup
    assert s.state().to_return == (*dealt.player, *dealt.banker)
    wrong = s.accept_bets()  # the next coup before the cards went back
    assert not wrong.right and wrong.article == bac(7, 2) and wrong.cell == "shoe:return"
    assert s.phase is Phase.BETS
    back = s.return_cards()
    assert back.right and s.state().to_return == () and s.state().cards_left == 8 * 52
    with pytest.raises(TableActionRefused):
        s.return_cards()
    play_perfect(s)
    assert len(s.coups) == 4 and not s.shoe.cut_card_out


def test_a_shuffler_session_without_a_coup_limit_ends_after_a_shoes_coups() -> None:
    s = session(SHUFFLER, max_coups=None, seats_filled=0.0)
    play_perfect(s)
    assert len(s.coups) == SHUFFLER_SHIFT_COUPS


def test_a_shuffler_profile_deals_as_before_with_the_shoes_life_off() -> None:
    s = TableSession(SHUFFLER, 5, clock=TickClock(), settings=TableSettings(max_coups=2))
    assert s.burn is not None and s.state().to_return == ()
    play_perfect(s)


# ---- kept shoes and exams ----------------------------------------------------------------


@pytest.mark.parametrize("profile", [table(burn=BurnMethod.FIRST_CARD, burn_each_coup=1),
                                     SHUFFLER])
def test_a_kept_shoe_with_the_shoes_life_resumes_at_the_same_step(profile: TableRules) -> None:
    live = session(profile, 9, max_coups=3)
    if live.phase is Phase.CUT:
        assert not live.cut(90).right  # a wrong step too
    else:
        while not live.state().to_return:
            step_right(live)
        assert not live.accept_bets().right
    play_perfect(live)
    for k in (1, 2, 3, 5, len(live.actions) // 2, len(live.actions)):
        partial = session(profile, 9, max_coups=3)
        for action in live.actions[:k]:
            partial.apply(action)
        kept = [Action(a.name, args_from_json(json.loads(json.dumps(args_to_json(a.args)))),
                       a.at) for a in live.actions[:k]]
        resumed, _clock = resume_session(profile, 9, live.started, kept, partial.settings,
                                         TickClock(), None)
        assert resumed.state() == partial.state() and resumed.phase is partial.phase
        assert resumed.steps == live.steps[:k]


def test_an_exam_table_section_deals_the_shoes_life() -> None:
    clock = WallClock()
    exam = ExamSession.start(with_table(shoe_life=True), 777, now=clock)
    answer_questions(exam)
    table_ = exam.next_table()
    assert table_ is not None and table_.phase is Phase.CUT
    deal(exam, clock)
    cells = [st.cell for st in table_.steps]
    assert cells[:2] == ["shoe:cut", "shoe:burn"] and all(st.right for st in table_.steps)


def test_progress_lists_the_shoes_steps_first_and_counts_them_apart() -> None:
    """Progress charts each cell (a ``shoe:*`` cell under its head, before the bets); the
    score card counts the kind ``shoe`` as its own."""
    from trainer.stats.table import step_sort_key
    from trainer.table.score import score_card

    cells = ["bets", "shoe:burn", "pay:banker", "shoe:cut"]
    assert sorted(cells, key=step_sort_key) == ["shoe:burn", "shoe:cut", "bets", "pay:banker"]
    s = session()
    s.cut(3)
    play_perfect(s)
    kinds = {k.kind: (k.right, k.total) for k in score_card(s.steps, s.coups).kinds}
    assert kinds["shoe"][1] - kinds["shoe"][0] == 1  # the shoe's ends count there too
    assert [(step.cell, step.right) for step in s.steps if step.cell in (
        "shoe:cut", "shoe:burn")] == [("shoe:cut", False), ("shoe:cut", True),
                                      ("shoe:burn", True)]
