"""Settlement mistakes say why: a take or pay step at the Sam Kong Table carries why its bet
won, lost or stands, from the engine's settlement of the round (the banker's level against
the door's for a door bet; the banker's level and the bet's condition for odd/even, 三公, a
chosen point and a door's tie; the push of odd/even on a banker 三公), cited with the
article that decided it."""

from __future__ import annotations

from collections.abc import Iterator

from tests.support.samkong_table import deal_until, right, session
from trainer.articles import sk
from trainer.baccarat.settlement import BetResult
from trainer.samkong.levels import compare
from trainer.samkong.settlement import settle_bet
from trainer.table.samkong.explain import BET_CONDITION
from trainer.table.samkong.model import BANKER, SamKongPhase, SamKongTableBet
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.round import Round
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action, GradedStep

VIP = profile_named("samkong-vip-eight-door")


def _settling(seeds: range) -> Iterator[SamKongSession]:
    """Sessions at the start of a settlement (every bet still on the layout), one a seed."""
    for seed in seeds:
        s = session(VIP, seed, rounds=1)
        if deal_until(s, lambda x: x.phase is SamKongPhase.SETTLE):
            yield s


def _check(step: GradedStep, c: Round, bet: SamKongTableBet) -> None:
    """The step's facts are the engine's: the banker's level, the door's result where the bet
    is on a door, and the bet's condition with the result the engine settled it at."""
    settlement = c.settlement
    assert settlement is not None
    line = c.lines[bet]
    engine = settle_bet(line.bet, settlement.banker, dict(settlement.doors),
                        VIP.engine_rules(bet.kind))
    facts = dict(step.facts)
    assert line.article == engine.article  # a right pay cites the odds of art. 9
    paid = step.right and step.kind == "pay"
    assert step.article == (line.payout_article if paid else line.article)
    assert facts["banker_level"]["ordinal"] == settlement.banker.ordinal
    if bet.kind.spec.on_door:
        door = facts["door_result"]
        assert door["door"] == bet.box
        assert door["result"] == compare(settlement.door_level(bet.box),
                                         settlement.banker).value
    if bet.kind.spec.side:
        condition = facts[BET_CONDITION]
        assert condition["bet"] == bet.kind.value
        assert condition["result"] == engine.result.value
        assert condition["points"] == settlement.banker.points
        assert condition["three_faces"] is settlement.banker.is_three_faces
    else:
        assert BET_CONDITION not in facts


def test_a_wrong_take_or_pay_says_why_the_bet_won_lost_or_stands() -> None:
    """The scripted WRONG dealer: takes each winner and each bet that stands, pays each
    loser; every such step is wrong, changes nothing, and says why from the settlement."""
    seen: set[tuple[str, str]] = set()
    for s in _settling(range(40)):
        lines = dict(s._round.lines)
        for bet, line in lines.items():
            if line.result is BetResult.LOSE:
                step = s.apply(Action("pay", (bet, ((VIP.chips[0], 1),))))
            else:
                step = s.apply(Action("take", (bet,)))
            assert not step.right and step.kind in ("take", "pay")
            _check(step, s._round, bet)
            seen.add((bet.kind.value, line.result.value))
    for kind in ("door", "odd", "even", "point", "tie"):
        assert (kind, "lose") in seen and (kind, "win") in seen, kind
    assert ("three_faces", "lose") in seen and ("door", "push") in seen


def test_the_right_dealers_takes_and_pays_carry_the_same_facts() -> None:
    """The scripted RIGHT dealer: each take and pay is right and says the same why."""
    checked = 0
    for s in _settling(range(6)):
        while s.phase is SamKongPhase.SETTLE:
            name, args = s.next_right()
            before = s._round
            step = right(s)
            assert step.right
            if name in ("take", "pay") and isinstance(args[0], SamKongTableBet):
                _check(step, before, args[0])
                checked += 1
    assert checked > 20


def test_a_banker_three_faces_leaves_odd_and_even_standing_and_wins_the_three_faces_bet(
) -> None:
    for s in _settling(range(400)):
        c = s._round
        assert c.settlement is not None
        if not c.settlement.banker.is_three_faces:
            continue
        parity = [b for b in c.lines if b.kind.value in ("odd", "even")]
        faces = [b for b in c.lines if b.kind.value == "three_faces"]
        if not parity or not faces:
            continue
        for bet, result, article in ((parity[0], "push", sk(8, 1)),
                                     (faces[0], "win", sk(8, 2))):
            step = s.apply(Action("take", (bet,)))
            assert not step.right and step.article == article
            condition = dict(step.facts)[BET_CONDITION]
            assert condition == {**condition, "result": result, "three_faces": True}
        assert len(c.hands[BANKER]) == 3
        return
    raise AssertionError("no banker 三公 with odd/even and 三公 bets in 400 seeds")
