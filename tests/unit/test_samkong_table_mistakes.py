"""A scripted faulty dealer at the Sam Kong Table: every kind of mistake is detected, graded
wrong and cited with its article, and changes nothing on the table (the dealer then does the
right thing). Bad input (a door the table has not, a level out of 1-31, junk amounts, an
action out of its phase) is refused and never graded."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.samkong_table import find, right, session
from trainer.articles import SK_PROCEDURE, Article, sk
from trainer.baccarat.settlement import BetResult
from trainer.baccarat.table import ChipPayout
from trainer.drills.model import Fault
from trainer.errors import TableActionRefused
from trainer.samkong.levels import DoorResult, compare, rank_hand
from trainer.table.irregular import Remedy
from trainer.table.samkong.model import (
    BANKER,
    REMEDIES,
    SamKongFault,
    SamKongIrregularity,
    SamKongPhase,
)
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.session import ACTIONS, SamKongSession
from trainer.table.session import Action

SHOE = profile_named("samkong-six-door-shoe")
BOX = profile_named("samkong-one-deck-box")
VIP = profile_named("samkong-vip-eight-door")
P = SamKongPhase


def _lines(s: SamKongSession, result: BetResult) -> list[object]:
    settled = s.settlement
    assert settled is not None
    state = s.state()
    return [bet for bet, line in zip(state.accepted, settled.lines, strict=True)
            if line.result is result and bet not in state.taken and bet not in state.paid]


def _faulty(s: SamKongSession, fault: SamKongFault) -> object | None:
    return next((o.bet for o in s._round.layout if o.fault is fault), None)


@dataclass(frozen=True)
class Mistake:
    """Where a wrong step is tried (a finder), the wrong action, and what it is graded."""

    at: Callable[[], SamKongSession]
    wrong: Callable[[SamKongSession], Action]
    cell: str
    article: Callable[[SamKongSession], Article]


def _in(phase: SamKongPhase, profile: object = SHOE, **settings: object
        ) -> Callable[[], SamKongSession]:
    return lambda: find(profile, lambda s: s.phase is phase, **settings)  # type: ignore[arg-type]


def _with(test: Callable[[SamKongSession], bool], profile: object = SHOE, **settings: object
          ) -> Callable[[], SamKongSession]:
    return lambda: find(profile, test, **settings)  # type: ignore[arg-type]


def _fault_on_layout(fault: SamKongFault) -> Callable[[], SamKongSession]:
    return _with(lambda s: s.phase is P.BETS and _faulty(s, fault) is not None
                 and not s._round.stands, fault_rate=1.0, fault_kinds=frozenset({fault}))


def _late(fault: SamKongFault) -> Callable[[], SamKongSession]:
    return _with(lambda s: s.phase is P.DEAL and bool(s._round.late), fault_rate=1.0,
                 fault_kinds=frozenset({fault}))


def _irregular(kind: SamKongIrregularity) -> Callable[[], SamKongSession]:
    return _with(lambda s: s._round.raised is not None and s._round.raised.kind is kind,
                 irregularity_rate=1.0)


def _wrong_remedy(s: SamKongSession) -> Action:
    raised = s._round.raised
    assert raised is not None
    other = next(r for r in (Remedy.VOID, Remedy.GO_ON) if r is not REMEDIES[raised.kind])
    return Action("answer_irregular", (other,))


def _stand(reduce: bool) -> Callable[[], SamKongSession]:
    def test(s: SamKongSession) -> bool:
        stands = s._round.stands if s.phase is P.BETS else []
        return bool(stands) and (stands[0].wanted < stands[0].bet.amount) is reduce
    return _with(test, VIP, seeds=range(200))


def _level(s: SamKongSession) -> Action:
    hand = s.next_right()[1][0]
    assert isinstance(hand, int)
    ordinal = rank_hand(s._round.hands[hand]).ordinal
    return Action("call_level", (hand, ordinal % 31 + 1))


def _door(s: SamKongSession) -> Action:
    door = s.next_right()[1][0]
    assert isinstance(door, int)
    called = compare(s._round.hands[door], s._round.hands[BANKER])
    return Action("call_door", (door, next(r for r in DoorResult if r is not called)))


def _door_article(s: SamKongSession) -> Article:
    door = s.next_right()[1][0]
    assert isinstance(door, int)
    return compare(s._round.hands[door], s._round.hands[BANKER]).article


def _settling(test: Callable[[SamKongSession], bool], profile: object = SHOE
              ) -> Callable[[], SamKongSession]:
    return _with(lambda s: s.phase is P.SETTLE and test(s), profile)


def _two_loser_boxes(s: SamKongSession) -> bool:
    losers = _lines(s, BetResult.LOSE)
    return len({b.box for b in losers}) > 1  # type: ignore[attr-defined]


def _last_loser(s: SamKongSession) -> Action:
    losers = _lines(s, BetResult.LOSE)
    return Action("take", (losers[-1],))


def _bad_pay(s: SamKongSession) -> Action:
    name, (bet, chips) = s.next_right()
    assert name == "pay" and isinstance(chips, Decimal | tuple)
    return Action("pay", (bet, ((s.table.chips[0], 1),)))


def _smaller_chips(s: SamKongSession) -> Action:
    _name, (bet, chips) = s.next_right()
    assert isinstance(chips, tuple)
    smallest = s.table.chips[0]
    total = sum(chip * count for chip, count in chips)
    return Action("pay", (bet, ((smallest, int(total / smallest)),)))


def _pays_a_lot(s: SamKongSession) -> bool:
    name, args = s.next_right()
    return name == "pay" and sum(c * n for c, n in args[1]) >= 10 * s.table.chips[0] and (  # type: ignore[union-attr]
        len(args[1]) < int(sum(c * n for c, n in args[1]) / s.table.chips[0]))  # type: ignore[union-attr, arg-type]


MISTAKES: dict[str, Mistake] = {
    "cut outside 30-40": Mistake(_in(P.CUT), lambda s: Action("place_cut", (25,)), "cut",
                                 lambda s: sk(2)),
    "burn too few": Mistake(_in(P.BURN), lambda s: Action("burn_cards", (1,)), "burn",
                            lambda s: sk(2)),
    "no burn before a later round": Mistake(_in(P.BURN_COUP),
                                            lambda s: Action("burn_cards", (0,)), "burn",
                                            lambda s: sk(2)),
    "over the maximum accepted": Mistake(_fault_on_layout(SamKongFault.OVER_MAX),
                                         lambda s: Action("accept_bets", ()), "fault:over_max",
                                         lambda s: SK_PROCEDURE),
    "under the minimum accepted": Mistake(_fault_on_layout(SamKongFault.UNDER_MIN),
                                          lambda s: Action("accept_bets", ()),
                                          "fault:under_min", lambda s: SK_PROCEDURE),
    "a tie on an unbacked door accepted": Mistake(
        _fault_on_layout(SamKongFault.TIE_WITHOUT_DOOR), lambda s: Action("accept_bets", ()),
        "fault:tie_without_door", lambda s: sk(8, 3)),
    "a good bet refused": Mistake(_with(lambda s: s.phase is P.BETS and bool(s.state().layout)),
                                  lambda s: Action("refuse", (s.state().layout[0],)),
                                  "fault:none", lambda s: sk(4)),
    "a bet after the cards dealt on": Mistake(_late(SamKongFault.LATE_BET),
                                              lambda s: Action("deal", s.next_right()[1]
                                                               if s.next_right()[0] == "deal"
                                                               else (1,)),
                                              "fault:late_bet", lambda s: SK_PROCEDURE),
    "a change of position dealt on": Mistake(_late(SamKongFault.MOVED),
                                             lambda s: Action("deal", (1,)), "fault:moved",
                                             lambda s: sk(4)),
    "a tied bet's reduction granted": Mistake(
        _stand(reduce=True), lambda s: Action("answer_stand", (s._round.stands[0].bet, True)),
        "stand", lambda s: s._round.stood[s._round.stands[0].bet]),
    "a tied bettor left unanswered": Mistake(_stand(reduce=False),
                                             lambda s: Action("accept_bets", ()), "stand",
                                             lambda s: s._round.stood[s._round.stands[0].bet]),
    "a card dealt out of order": Mistake(
        _in(P.DEAL), lambda s: Action("deal", (BANKER,)), "deal", lambda s: sk(2)),
    "an exposed card voided": Mistake(_irregular(SamKongIrregularity.EXPOSED), _wrong_remedy,
                                      "irregular", lambda s: sk(2)),
    "an order error caught left": Mistake(_irregular(SamKongIrregularity.ORDER_CAUGHT),
                                          _wrong_remedy, "irregular", lambda s: sk(2)),
    "an order error seen not voided": Mistake(_irregular(SamKongIrregularity.ORDER_SEEN),
                                              _wrong_remedy, "irregular", lambda s: sk(2)),
    "a wrong level": Mistake(_in(P.LEVELS), _level, "level", lambda s: sk(5)),
    "a wrong door result": Mistake(_in(P.DOORS), _door, "door", _door_article),
    "a winner taken": Mistake(_settling(lambda s: bool(_lines(s, BetResult.WIN))),
                              lambda s: Action("take", (_lines(s, BetResult.WIN)[0],)), "take",
                              lambda s: s._round.lines[_lines(s, BetResult.WIN)[0]].article),  # type: ignore[index]
    "a loser paid": Mistake(
        _settling(lambda s: bool(_lines(s, BetResult.LOSE))),
        lambda s: Action("pay", (_lines(s, BetResult.LOSE)[0], ((s.table.chips[-1], 1),))),
        "pay:", lambda s: s._round.lines[_lines(s, BetResult.LOSE)[0]].article),  # type: ignore[index]
    "a winner paid before the losers are taken": Mistake(
        _settling(lambda s: bool(_lines(s, BetResult.LOSE)) and bool(_lines(s, BetResult.WIN))),
        lambda s: Action("pay", (_lines(s, BetResult.WIN)[0], ((s.table.chips[0], 1),))),
        "order", lambda s: SK_PROCEDURE),
    "a loser taken out of the profile's order": Mistake(_settling(_two_loser_boxes),
                                                        _last_loser, "order",
                                                        lambda s: SK_PROCEDURE),
    "a wrong payout": Mistake(_with(lambda s: s.phase is P.SETTLE and s.next_right()[0] == "pay"),
                              _bad_pay, "pay:",
                              lambda s: s._round.lines[s.next_right()[1][0]].payout_article),  # type: ignore[index, return-value]
    "a wrong commission marked": Mistake(
        _with(lambda s: s.phase is P.SETTLE and s.next_right()[0] == "mark", VIP),
        lambda s: Action("mark", (s.next_right()[1][0], Decimal(1))), "mark", lambda s: sk(10)),
    "a box collected short": Mistake(
        _with(lambda s: s.phase is P.SHOE_END, VIP, rounds=2),
        lambda s: Action("collect_box", (s.next_right()[1][0], Decimal(0))), "collect",
        lambda s: sk(10)),
    "a round dealt past the cut card": Mistake(_in(P.CLOSE, BOX),
                                               lambda s: Action("accept_bets", ()), "shoe",
                                               lambda s: sk(3)),
}


@pytest.mark.parametrize("name", list(MISTAKES))
def test_every_mistake_is_graded_wrong_cited_and_changes_nothing(name: str) -> None:
    mistake = MISTAKES[name]
    s = mistake.at()
    action = mistake.wrong(s)
    article = mistake.article(s)
    before, hint = s.state(), s.next_right()
    step = s.apply(action)
    assert not step.right
    assert step.cell.startswith(f"samkong-table:{mistake.cell}")
    assert step.article == article
    assert replace(s.state(), steps=before.steps) == before  # nothing moved
    assert s.next_right() == hint
    assert s.actions[-1].name == action.name  # graded, so recorded: it replays
    right(s)  # the dealer then does the right thing
    assert s.steps[-1].right and s.steps[-1].retry


def test_more_chips_than_needed_is_the_lesser_fault_and_pays() -> None:
    s = find(SHOE, lambda x: x.phase is P.SETTLE and _pays_a_lot(x))
    bet = s.next_right()[1][0]
    step = s.apply(_smaller_chips(s))
    assert not step.right and step.fault is Fault.NOT_FEWEST_CHIPS
    assert bet in s.state().paid or s._round.number != step.coup


def test_a_payout_typed_as_an_amount_is_graded_on_an_amount_table() -> None:
    table = replace(SHOE, chip_payout=ChipPayout.AMOUNT)
    s = find(table, lambda x: x.phase is P.SETTLE and x.next_right()[0] == "pay")
    bet, amount = s.next_right()[1]
    assert isinstance(amount, Decimal)
    wrong = s.apply(Action("pay", (bet, amount + 5)))
    assert not wrong.right and wrong.fault is Fault.WRONG_AMOUNT
    assert s.apply(Action("pay", (bet, amount))).right


JUNK: dict[str, tuple[SamKongPhase, Callable[[SamKongSession], Action]]] = {
    "a door the table has not": (P.DEAL, lambda s: Action("deal", (9,))),
    "a negative hand": (P.DEAL, lambda s: Action("deal", (-1,))),
    "a hand that is a bool": (P.DEAL, lambda s: Action("deal", (True,))),
    "a hand as text": (P.DEAL, lambda s: Action("deal", ("1",))),
    "a level of 0": (P.LEVELS, lambda s: Action("call_level", (1, 0))),
    "a level of 32": (P.LEVELS, lambda s: Action("call_level", (1, 32))),
    "a level as text": (P.LEVELS, lambda s: Action("call_level", (1, "三公"))),
    "a door result as text": (P.DOORS, lambda s: Action("call_door", (1, "win"))),
    "the banker's result": (P.DOORS, lambda s: Action("call_door", (BANKER, DoorResult.WIN))),
    "a payout of NaN": (P.SETTLE, lambda s: Action("pay", (s.next_right()[1][0],
                                                          Decimal("NaN")))),
    "a chip the tray has not": (P.SETTLE, lambda s: Action("pay", (s.next_right()[1][0],
                                                                  ((Decimal(7), 1),)))),
    "a negative count of chips": (P.SETTLE, lambda s: Action(
        "pay", (s.next_right()[1][0], ((s.table.chips[0], -2),)))),
    "an amount on a chips table": (P.SETTLE, lambda s: Action(
        "pay", (s.next_right()[1][0], Decimal(100)))),
    "a bet not on the layout": (P.BETS, lambda s: Action("refuse", ("door 1",))),
    "a cut of junk": (P.CUT, lambda s: Action("place_cut", (Decimal(35),))),
    "a burn of -1": (P.BURN, lambda s: Action("burn_cards", (-1,))),
    "a level called while betting": (P.BETS, lambda s: Action("call_level", (1, 5))),
    "a take while dealing": (P.DEAL, lambda s: Action("take", (s.state().accepted[0],))),
    "no more bets while dealing": (P.DEAL, lambda s: Action("accept_bets", ())),
    "a mark at a deducting table": (P.SETTLE, lambda s: Action(
        "mark", (s.next_right()[1][0], Decimal(5)))),
    "a box collected mid-shoe": (P.BETS, lambda s: Action("collect_box", (1, Decimal(5)))),
    "no such action": (P.BETS, lambda s: Action("draw", (True,))),
    "an argument too many": (P.BETS, lambda s: Action("accept_bets", (1,))),
    "an argument too few": (P.DEAL, lambda s: Action("deal", ())),
}


@pytest.mark.parametrize("name", list(JUNK))
def test_bad_input_is_refused_and_never_graded(name: str) -> None:
    phase, make = JUNK[name]
    s = find(SHOE, lambda x: x.phase is phase and (
        phase is not P.SETTLE or x.next_right()[0] == "pay")
        and (phase is not P.DEAL or bool(x.state().accepted)))
    before, steps, actions = s.state(), len(s.steps), len(s.actions)
    with pytest.raises(TableActionRefused):
        s.apply(make(s))
    assert len(s.steps) == steps and len(s.actions) == actions
    assert s.state() == before


def test_a_refused_action_is_not_recorded() -> None:
    recorded = []
    s = SamKongSession(SHOE, 1, lambda: 0.0, recorded.append)
    with pytest.raises(TableActionRefused):
        s.apply(Action("deal", (1,)))  # no card before the cut and the burn
    assert recorded == []
    right(s)
    assert len(recorded) == 1 and recorded[0] is s.steps[0]


def test_a_recorder_that_fails_leaves_the_table_as_it_was() -> None:
    def failing(step: object) -> None:
        raise RuntimeError("the store is down")

    s = session(SHOE, 4)
    s.recorder = failing
    before = s.state()
    with pytest.raises(RuntimeError):
        right(s)
    assert s.state() == before and s.steps == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**20), data=st.data())
def test_any_action_with_any_arguments_is_refused_or_graded_never_more(
    seed: int, data: st.DataObject,
) -> None:
    """A fuzzing dealer: whatever is sent, the session either refuses it (nothing graded,
    nothing moved) or grades it as one step; the money on the table is never lost."""
    s = session(VIP, seed, fault_rate=0.5, irregularity_rate=0.3, rounds=2)
    total = sum(b.bankroll for b in s.bettors)
    for _ in range(60):
        if s.finished:
            break
        state = s.state()
        pool: list[object] = [
            -1, 0, 1, 8, 9, 31, 32, 35, True, None, "1", Decimal("NaN"), Decimal(-5),
            Decimal(0), Decimal(50), Decimal("1E+30"), DoorResult.WIN, DoorResult.TIE,
            Remedy.GO_ON, Remedy.VOID, ((VIP.chips[0], 1),), ((Decimal(7), 1),), (),
            *state.layout[:2], *state.accepted[:2],
        ]
        if data.draw(st.booleans()):
            name, args = s.next_right()
        else:
            name = data.draw(st.sampled_from(sorted(ACTIONS)))
            args = tuple(data.draw(st.lists(st.sampled_from(pool), max_size=2)))
        steps = len(s.steps)
        try:
            s.apply(Action(name, args))
        except TableActionRefused:
            assert len(s.steps) == steps and s.state() == state
        else:
            assert len(s.steps) == steps + 1
        after = s.state()
        assert sum(b.bankroll for b in after.bettors) + after.on_layout + after.house == total


def test_a_level_called_is_explained_as_practice_explains_it() -> None:
    s = find(SHOE, lambda x: x.phase is P.LEVELS)
    hand, ordinal = s.next_right()[1]
    wrong = s.apply(Action("call_level", (hand, ordinal % 31 + 1)))
    codes = dict(wrong.facts)
    assert codes["samkong_level"]["ordinal"] == ordinal  # type: ignore[index]
    assert codes["wrong_part"] == {"part": "level", "expected": ordinal,
                                   "given": ordinal % 31 + 1}
    right_step = s.apply(Action("call_level", (hand, ordinal)))
    assert right_step.right and "wrong_part" not in dict(right_step.facts)


def test_a_door_called_is_explained_as_practice_explains_it() -> None:
    s = find(VIP, lambda x: x.phase is P.DOORS and len(x._round.results) == 2)
    door, result = s.next_right()[1]
    other = next(r for r in DoorResult if r is not result)
    wrong = s.apply(Action("call_door", (door, other)))
    facts = dict(wrong.facts)
    assert facts["door_result"]["door"] == door  # type: ignore[index]
    assert facts["door_result"]["result"] == result.value  # type: ignore[index, union-attr]
    assert facts["wrong_part"] == {"part": f"door_{door}", "expected": result.value,
                                   "given": other.value}
    assert "banker_level" in facts
