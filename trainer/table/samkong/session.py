"""A Sam Kong table as a state machine, the same shape as the baccarat Table's
:class:`~trainer.table.session.TableSession`: every dealer's action goes in by
:meth:`SamKongSession.apply` and comes back a :class:`~trainer.table.session.GradedStep`
(recorded before it is applied), :meth:`~SamKongSession.next_right` is the engine's hint,
:meth:`~SamKongSession.replay` deals a kept shoe again from its seed and actions.

The engine grades everything: the cut card's place and the burn (:class:`~trainer.cards.Shoe`,
arts. 1-3), the bets (:func:`trainer.samkong.check_bets`), each hand's level
(:func:`~trainer.samkong.rank_hand`, art. 5), each door's result (:func:`~trainer.samkong.compare`,
arts. 6, 7) and every figure of the settlement (:func:`~trainer.samkong.settle_samkong`, one
call a round, arts. 7-10), paid in the fewest chips as Practice grades them. A wrong step
changes nothing: the dealer then does the right thing. An action that makes no sense here
(out of turn, a door the table has not, a level out of 1-31, junk amounts) raises
:class:`~trainer.errors.TableActionRefused` and is neither graded nor recorded.

Each draw has its own stream (``table-samkong-<what>:<seed>``): the shoe, the bettors and
their bets, the faults, the bets pushed on late, the tied bettors' requests, the
irregularities (``table-samkong-irregular:<seed>``) and, with cash steps on, the buy-ins and
colour-ups (``table-samkong-cash:<seed>``, :mod:`trainer.table.samkong.cash`); none touches
the baccarat Table's.

The phases up to the doors' results are here; taking and paying, and the end of a round, are
:mod:`trainer.table.samkong.paying`'s; the state and the grading of a step
:mod:`trainer.table.samkong.base`'s.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from decimal import Decimal

from trainer.articles import SK_PROCEDURE, Article, Game, sk
from trainer.cards import SAM_KONG_SECOND_CUT_RANGE, Shoe
from trainer.errors import ShoeError
from trainer.samkong.levels import LEVEL_COUNT, DoorResult, compare, rank_hand
from trainer.samkong.settlement import SamKongSettlement, settle_samkong
from trainer.table.cash import CashDesk
from trainer.table.irregular import Remedy
from trainer.table.samkong import players
from trainer.table.samkong.base import ZERO, is_amount, refused, whole
from trainer.table.samkong.cash import CashSteps
from trainer.table.samkong.explain import door_facts, level_facts
from trainer.table.samkong.model import (
    BANKER,
    FAULT_ARTICLES,
    REMEDIES,
    BettorView,
    OfferedSamKongBet,
    RaisedIrregularity,
    SamKongIrregularity,
    SamKongPhase,
    SamKongSettings,
    SamKongState,
    SamKongTableBet,
    StandRequest,
)
from trainer.table.samkong.paying import SettleSteps
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.round import Round, SamKongRoundRecord
from trainer.table.samkong.settle import (
    handed,
    lines_of,
    marked,
    payout_chips,
)
from trainer.table.session import Action, GradedStep, Refusal, StepRecorder, take_action
from trainer.table.steps import replayed

HAND_CARDS = 3
P = SamKongPhase
LATE_PHASES = frozenset({P.DEAL, P.IRREGULAR, P.LEVELS, P.DOORS})
"""Steps in which a bet or move pushed on after the cards are out is refused first."""


def deal_order(doors: int) -> tuple[int, ...]:
    """Art. 2: clockwise from the first door, the banker last, one card a hand at a time until
    each hand has three."""
    return (*range(1, doors + 1), BANKER) * HAND_CARDS


class SamKongSession(CashSteps, SettleSteps):
    """One Sam Kong session at one table (shoes, or a box's rounds), dealt by the trainee.

    Parameters as :class:`~trainer.table.session.TableSession`'s: the ``profile``
    (:class:`SamKongTableRules`), the ``seed`` of every draw, a ``clock`` in seconds, a
    ``recorder`` called with each graded step before it is applied, and the ``settings``.
    """

    game = "samkong"

    def __init__(
        self,
        profile: SamKongTableRules,
        seed: int,
        clock: Callable[[], float] = time.monotonic,
        recorder: StepRecorder | None = None,
        settings: SamKongSettings | None = None,
    ) -> None:
        self.table = profile
        self.seed = seed
        self.settings = settings or SamKongSettings()
        self._open_book(clock, recorder)
        self._shoe_rng = random.Random(f"table-samkong-shoe:{seed}")
        self._players = random.Random(f"table-samkong-players:{seed}")
        self._faults = random.Random(f"table-samkong-faults:{seed}")
        self._late = random.Random(f"table-samkong-late:{seed}")
        self._stand_rng = random.Random(f"table-samkong-stands:{seed}")
        self._irregular = random.Random(f"table-samkong-irregular:{seed}")
        self._cash = CashDesk(profile, random.Random(f"table-samkong-cash:{seed}"),
                              self.settings.cash_steps)
        self.bettors = players.make_bettors(self._players, profile, self.settings.bettors)
        self.boxes: dict[int, Decimal] = {}
        self.house = ZERO
        self.on_layout = ZERO
        self._standing: dict[SamKongTableBet, Article] = {}
        self.records: list[SamKongRoundRecord] = []
        self._ending = False
        self.phase = P.BETS
        self.shoe = self._new_shoe()
        self._round = Round(1, [])  # the first round's number from the shuffle on

    # ---- replay and the one way in -----------------------------------------------------

    @classmethod
    def replay(cls, profile: SamKongTableRules, seed: int, actions: Sequence[Action],
               started: float, settings: SamKongSettings | None = None,
               recorder: StepRecorder | None = None) -> SamKongSession:
        """Rebuild a session from its seed and graded actions: the same steps and table."""
        return replayed(lambda clock: cls(profile, seed, clock, recorder, settings), actions,
                        started)

    def apply(self, action: Action) -> GradedStep:
        """Take ``action``; a name that is no Sam Kong action, or arguments it does not take,
        raise :class:`TableActionRefused` (``bad_choice``) and nothing is graded."""
        return take_action(self, action, ACTIONS, "Sam Kong")

    @property
    def finished(self) -> bool:
        return self.phase is P.FINISHED

    @property
    def round_number(self) -> int:
        return self._round.number

    @property
    def settlement(self) -> SamKongSettlement | None:
        return self._round.settlement

    # ---- the shoe (arts. 1-3) ---------------------------------------------------------

    def _new_shoe(self) -> Shoe:
        shoe = Shoe(self.table.decks, self._shoe_rng, game=Game.SAM_KONG)
        self.cutter = players.cutter(self._players, self.bettors)
        self.phase = P.BURN if shoe.is_box else P.CUT
        self.shoe_burnt = 0
        """The cards burnt from this shoe so far: the opening burn and each round's."""
        return shoe

    def place_cut(self, from_end: int) -> GradedStep:
        """Place the second cut card ``from_end`` cards from the end: between the last 30 and
        40 (art. 2), as the shoe checks it; elsewhere is a mistake and nothing moves."""
        if self.phase is not P.CUT:
            raise refused(Refusal.OUT_OF_TURN, "the second cut card goes in after the shuffle")
        if not whole(from_end) or not 0 < from_end < self.shoe.remaining:
            raise refused(Refusal.BAD_CHOICE, f"not a place in the shoe: {from_end!r}")
        low, high = SAM_KONG_SECOND_CUT_RANGE
        try:  # the shoe's own check, on an empty shoe of these decks (nothing moves yet)
            Shoe(self.table.decks, random.Random(0), game=Game.SAM_KONG, cards=(),
                 cut_from_end=from_end)
            right = True
        except ShoeError:
            right = False

        def apply() -> None:
            self.shoe.place_cut(from_end)
            self.phase = P.BURN

        return self._step("place_cut", (from_end,), "shoe", "cut", right, f"{low}-{high}",
                          str(from_end), sk(2), apply if right else None)

    def burn_cards(self, count: int) -> GradedStep:
        """Burn ``count`` cards: as many as decks after the shuffle, one before a shoe's
        later round (art. 2), as the shoe burns them."""
        if self.phase not in (P.BURN, P.BURN_COUP):
            raise refused(Refusal.OUT_OF_TURN, "cards are burnt after the cut or before a deal")
        if not whole(count) or not 0 <= count <= 52:
            raise refused(Refusal.BAD_CHOICE, f"not a number of cards: {count!r}")
        first = self.phase is P.BURN
        expected = self.shoe.burn_plan()[0] if first else len(self._round.burnt)

        def apply() -> None:
            if first:
                self.shoe_burnt += len(self.shoe.burn().cards)
                self._open_round()
            else:
                self.phase = P.DEAL

        return self._step("burn_cards", (count,), "shoe", "burn", count == expected,
                          str(expected), str(count), sk(2),
                          apply if count == expected else None)

    def close_shoe(self) -> GradedStep:
        """The cut card's round (a box: every round) is over: reshuffle (art. 3)."""
        if self.phase is not P.CLOSE:
            raise refused(Refusal.OUT_OF_TURN, "the shoe is closed after its last round")

        def apply() -> None:
            if self._ending:
                self._end_session()
            else:
                self.shoe = self._new_shoe()

        return self._step("close_shoe", (), "shoe", "shoe", True, "shuffle", "shuffle", sk(3),
                          apply)

    # ---- bets (arts. 4, 7, 8) ------------------------------------------------------------

    def _open_round(self) -> None:
        number = len(self.records) + 1
        carried = list(self._standing)
        layout = [OfferedSamKongBet(b) for b in carried]
        good = list(carried)
        for bettor in self.bettors:
            bankroll = bettor.bankroll
            if bankroll <= ZERO:
                continue
            good += players.round_bets(bettor, self.table, self._players, good)
        layout += [OfferedSamKongBet(b) for b in good[len(carried):]]
        if self.settings.fault_rate and self._faults.random() < self.settings.fault_rate:
            fault = players.layout_fault(self._faults, good, self.bettors, self.table,
                                         self.settings.fault_kinds)
            if fault is not None:
                layout.insert(self._faults.randint(0, len(layout)), fault)
        stands = []
        for bet in carried:
            request = players.stand_request(self._stand_rng, bet, self.table,
                                            self._bettor(bet.bettor).bankroll)
            if request is not None:
                stands.append(request)
        self._round = Round(number, layout, stands, dict(self._standing))
        self.phase = P.BETS
        self._cash_arrivals()

    def _bettor(self, number: int) -> players.Bettor:
        return next(b for b in self.bettors if b.number == number)

    def _offered(self, bet: object, pool: Sequence[OfferedSamKongBet]) -> OfferedSamKongBet:
        if not isinstance(bet, SamKongTableBet) or not is_amount(bet.amount):
            raise refused(Refusal.NO_SUCH_BET, f"not a bet: {bet!r}")
        for offered in pool:
            if offered.bet == bet:
                return offered
        raise refused(Refusal.NO_SUCH_BET, f"no such bet on the layout: {bet}")

    def refuse(self, bet: SamKongTableBet) -> GradedStep:
        """Refuse a bet on the layout, or one pushed on (or moved) after the cards are out:
        right for a faulty one, which leaves; refusing a good bet is a mistake (art. 4)."""
        c = self._round
        if self.phase is P.BETS:
            pool = c.layout
        elif self.phase in LATE_PHASES and c.late:
            pool = c.late
        else:
            raise refused(Refusal.OUT_OF_TURN, "no bet is waiting to be refused")
        offered = self._offered(bet, pool)
        fault = offered.fault
        if fault is None:
            return self._step("refuse", (bet,), "fault", "fault:none", False, "accept",
                              "refuse", sk(4))

        def apply() -> None:
            pool.remove(offered)

        return self._step("refuse", (bet,), "fault", f"fault:{fault.value}", True, "refuse",
                          "refuse", FAULT_ARTICLES[fault], apply)

    def stand_answer(self, request: StandRequest) -> bool:
        """The engine's answer to a stood bet's bettor: an increase the limits take is
        granted; a reduction never is (arts. 7, 8 (1))."""
        if request.wanted <= request.bet.amount:
            return False
        new = replace(request.bet, amount=request.wanted)
        others = [o.bet for o in self._round.layout
                  if o.fault is None and o.bet != request.bet]
        extra = request.wanted - request.bet.amount
        return (players.refusal([*others, new], self.table) is None
                and extra <= self._bettor(request.bet.bettor).bankroll)

    def answer_stand(self, bet: SamKongTableBet, grant: bool) -> GradedStep:
        """Answer the bettor of a bet that stood: grant an increase, refuse a reduction."""
        if self.phase is not P.BETS:
            raise refused(Refusal.OUT_OF_TURN, "a stood bet is changed before no more bets")
        if not isinstance(grant, bool):
            raise refused(Refusal.BAD_CHOICE, f"grant or refuse, not {grant!r}")
        c = self._round
        request = next((r for r in c.stands if r.bet == bet), None)
        if request is None:
            raise refused(Refusal.NO_SUCH_BET, f"nobody asks about {bet!r}")
        expected = self.stand_answer(request)
        article = c.stood.get(request.bet, sk(7))

        def apply() -> None:
            c.stands.remove(request)
            if not grant:
                return
            extra = request.wanted - bet.amount
            new = replace(bet, amount=request.wanted)
            c.layout = [OfferedSamKongBet(new) if o.bet == bet else o for o in c.layout]
            c.stood[new] = c.stood.pop(bet, article)
            self._standing[new] = self._standing.pop(bet, article)
            self._bettor(bet.bettor).bankroll -= extra
            self.on_layout += extra

        code = {True: "grant", False: "refuse"}
        return self._step("answer_stand", (bet, grant), "stand", "stand", grant == expected,
                          code[expected], code[grant], article,
                          apply if grant == expected else None)

    def accept_bets(self) -> GradedStep:
        """"No more bets": right once every tied bettor is answered and no faulty bet is
        left; past the cut card's round (or a box's round) the cards are shuffled first
        (art. 3)."""
        if self.phase is P.CLOSE:
            return self._step("accept_bets", (), "shoe", "shoe", False, "shuffle",
                              "no_more_bets", sk(3))
        if self.phase is not P.BETS:
            raise refused(Refusal.OUT_OF_TURN, "no more bets is called once, before dealing")
        c = self._round
        cash = self._cash_first()
        if cash is not None:
            return cash
        if c.stands:
            expected = "grant" if self.stand_answer(c.stands[0]) else "refuse"
            return self._step("accept_bets", (), "stand", "stand", False, expected,
                              "no_more_bets", c.stood.get(c.stands[0].bet, sk(7)))
        missed = next((o for o in c.layout if o.fault is not None), None)
        if missed is not None and missed.fault is not None:
            return self._step("accept_bets", (), "fault", f"fault:{missed.fault.value}", False,
                              "refuse", "accept", FAULT_ARTICLES[missed.fault])

        def apply() -> None:
            c.accepted = [o.bet for o in c.layout]
            for bet in c.accepted:
                if bet not in self._standing:
                    self._bettor(bet.bettor).bankroll -= bet.amount
                    self.on_layout += bet.amount
            self._standing = {}
            c.started = self._last
            burnt = self.shoe.start_coup()
            c.burnt = [burnt] if burnt is not None else []
            self.shoe_burnt += len(c.burnt)
            c.hands = {hand: [] for hand in (*self.table.door_numbers, BANKER)}
            cards = len(c.hands) * HAND_CARDS
            c.pending = players.irregularity(self._irregular, self.settings.irregularity_rate,
                                             cards)
            if self.settings.fault_rate and self._late.random() < self.settings.fault_rate:
                late = players.late_fault(self._late, c.accepted, self.bettors, self.table,
                                          self.settings.fault_kinds)
                if late is not None:
                    c.late_offer = (self._late.randint(1, cards - 1), late)
            self.phase = P.BURN_COUP if c.burnt else P.DEAL

        return self._step("accept_bets", (), "bets", "bets", True, "no_more_bets",
                          "no_more_bets", SK_PROCEDURE, apply)

    def _late_left(self, name: str, args: tuple[object, ...], given: str) -> GradedStep:
        late = self._round.late[0]
        assert late.fault is not None
        return self._step(name, args, "fault", f"fault:{late.fault.value}", False, "refuse",
                          given, FAULT_ARTICLES[late.fault])

    # ---- the deal (art. 2) -------------------------------------------------------------

    def _hand_arg(self, hand: object, banker: bool = True) -> int:
        hands = (*self.table.door_numbers, BANKER) if banker else self.table.door_numbers
        if not whole(hand) or hand not in hands:
            raise refused(Refusal.BAD_CHOICE, f"not a hand of this table: {hand!r}")
        assert isinstance(hand, int)
        return hand

    def deal(self, hand: int) -> GradedStep:
        """Deal the next card to ``hand`` (a door, or 0 for the banker): art. 2 wants each
        door from the first, the banker last, round the table three times."""
        if self.phase is not P.DEAL:
            raise refused(Refusal.OUT_OF_TURN, "the cards are dealt after no more bets")
        hand = self._hand_arg(hand)
        c = self._round
        if c.late:
            return self._late_left("deal", (hand,), "deal")
        order = deal_order(self.table.doors)
        expected = order[c.dealt]

        def apply() -> None:
            card = self.shoe.draw()
            c.hands[hand].append(card)
            c.dealt += 1
            if c.late_offer is not None and c.late_offer[0] == c.dealt:
                c.late.append(c.late_offer[1])
                c.late_offer = None
            after = P.LEVELS if c.dealt == len(order) else P.DEAL
            if c.pending is not None and c.pending[1] == c.dealt:
                c.raised = RaisedIrregularity(c.pending[0], hand, card)
                if c.pending[0] is SamKongIrregularity.EXPOSED:
                    c.exposed.append(card)
                c.pending, c.resume, after = None, after, P.IRREGULAR
            self.phase = after

        return self._step("deal", (hand,), "deal", "deal", hand == expected, f"hand:{expected}",
                          f"hand:{hand}", sk(2), apply if hand == expected else None)

    def answer_irregular(self, remedy: Remedy) -> GradedStep:
        """Answer the irregularity raised (art. 2): an exposed card stays valid, an order
        error caught at once is corrected, one seen voids every card dealt."""
        c = self._round
        if self.phase is not P.IRREGULAR or c.raised is None:
            raise refused(Refusal.OUT_OF_TURN, "no irregularity is waiting")
        if not isinstance(remedy, Remedy):
            raise refused(Refusal.BAD_CHOICE, f"not a remedy: {remedy!r}")
        if c.late:
            return self._late_left("answer_irregular", (remedy,), remedy.value)
        expected = REMEDIES[c.raised.kind]

        def apply() -> None:
            c.raised = None
            if remedy is Remedy.VOID:
                self._end_round(void=True)
            else:
                self.phase = c.resume

        return self._step("answer_irregular", (remedy,), "irregular", "irregular",
                          remedy is expected, expected.value, remedy.value, sk(2),
                          apply if remedy is expected else None)

    # ---- reveal and call (arts. 5-7) --------------------------------------------------------

    def call_level(self, hand: int, ordinal: int) -> GradedStep:
        """Name a hand's level by its place in the annex (1 = 三公 .. 31 = 無公零), art. 5."""
        if self.phase is not P.LEVELS:
            raise refused(Refusal.OUT_OF_TURN, "levels are called once every hand is dealt")
        hand = self._hand_arg(hand)
        if not whole(ordinal) or not 1 <= ordinal <= LEVEL_COUNT:
            raise refused(Refusal.BAD_TOTAL, f"a level is 1 to {LEVEL_COUNT}: {ordinal!r}")
        c = self._round
        if hand in c.levels:
            raise refused(Refusal.ALREADY_SETTLED, f"hand {hand}'s level is called")
        if c.late:
            return self._late_left("call_level", (hand, ordinal), str(ordinal))
        level = rank_hand(c.hands[hand])

        def apply() -> None:
            c.levels[hand] = ordinal
            if len(c.levels) == len(c.hands):
                self.phase = P.DOORS

        right = level.ordinal == ordinal
        return self._step("call_level", (hand, ordinal), "level", "level", right,
                          str(level.ordinal), str(ordinal), level.article,
                          apply if right else None, facts=level_facts(c.hands[hand], ordinal))

    def call_door(self, door: int, result: DoorResult) -> GradedStep:
        """Call a door's result against the banker: a higher level wins (art. 6), the same
        level ties (art. 7)."""
        if self.phase is not P.DOORS:
            raise refused(Refusal.OUT_OF_TURN, "doors are called once every level is")
        door = self._hand_arg(door, banker=False)
        if not isinstance(result, DoorResult):
            raise refused(Refusal.BAD_CHOICE, f"not a door's result: {result!r}")
        c = self._round
        if door in c.results:
            raise refused(Refusal.ALREADY_SETTLED, f"door {door} is called")
        if c.late:
            return self._late_left("call_door", (door, result), result.value)
        expected = compare(c.hands[door], c.hands[BANKER])

        def apply() -> None:
            c.results[door] = result
            if len(c.results) == self.table.doors:
                self._settle()

        return self._step("call_door", (door, result), "door", "door", result is expected,
                          expected.value, result.value, expected.article,
                          apply if result is expected else None,
                          facts=door_facts(c.hands[BANKER], c.hands[door], door, result))

    def _settle(self) -> None:
        c = self._round
        doors = {door: c.hands[door] for door in self.table.door_numbers}
        c.settlement = settle_samkong(c.hands[BANKER], doors, [b.engine for b in c.accepted],
                                      self.table.engine_rules())
        c.lines = lines_of(c.accepted, c.settlement)
        self.phase = P.SETTLE
        self._maybe_end()

    # ---- the hint and the state ------------------------------------------------------------

    def next_right(self) -> tuple[str, tuple[object, ...]]:
        """The next right action (name and arguments), from the engine: the learning hint."""
        c, phase = self._round, self.phase
        if phase is P.CUT:
            low, high = SAM_KONG_SECOND_CUT_RANGE
            return "place_cut", ((low + high) // 2,)
        if phase is P.BURN:
            return "burn_cards", (self.shoe.burn_plan()[0],)
        if phase is P.BURN_COUP:
            return "burn_cards", (len(c.burnt),)
        if phase is P.BETS:
            cash = self._waiting_cash_hint()
            if cash is not None:
                return cash
            if c.stands:
                return "answer_stand", (c.stands[0].bet, self.stand_answer(c.stands[0]))
            faulty = [o.bet for o in c.layout if o.fault is not None]
            return ("refuse", (faulty[0],)) if faulty else ("accept_bets", ())
        if phase in LATE_PHASES and c.late:
            return "refuse", (c.late[0].bet,)
        if phase is P.DEAL:
            return "deal", (deal_order(self.table.doors)[c.dealt],)
        if phase is P.IRREGULAR and c.raised is not None:
            return "answer_irregular", (REMEDIES[c.raised.kind],)
        if phase is P.LEVELS:
            hand = next(h for h in (*self.table.door_numbers, BANKER) if h not in c.levels)
            return "call_level", (hand, rank_hand(c.hands[hand]).ordinal)
        if phase is P.DOORS:
            door = next(d for d in self.table.door_numbers if d not in c.results)
            return "call_door", (door, compare(c.hands[door], c.hands[BANKER]))
        if phase is P.SETTLE:
            if self._untaken():
                return "take", (self._untaken()[0],)
            if self._unmarked():
                bet = self._unmarked()[0]
                return "mark", (bet, marked(c.lines[bet], self.table))
            bet = self._unpaid()[0]
            return "pay", (bet, payout_chips(handed(c.lines[bet], self.table), self.table))
        if phase is P.CLOSE:
            return "close_shoe", ()
        if phase is P.SHOE_END:
            bettor = min(self.boxes)
            return "collect_box", (bettor, self.boxes[bettor])
        raise refused(Refusal.OUT_OF_TURN, "the session is over")

    def state(self) -> SamKongState:
        """The table as it stands (frozen), for a screen and for comparing a replay."""
        c = self._round
        doors = self.table.door_numbers
        return SamKongState(
            phase=self.phase, round=c.number, doors=self.table.doors, is_box=self.shoe.is_box,
            bettors=tuple(BettorView(b.number, b.persona, b.door, b.bankroll)
                          for b in self.bettors),
            layout=tuple(o.bet for o in c.layout),
            late=tuple(replace(o, fault=None) for o in c.late),
            stands=tuple(c.stands), accepted=tuple(c.accepted),
            hands=tuple(tuple(c.hands.get(d, ())) for d in doors),
            banker=tuple(c.hands.get(BANKER, ())),
            levels=tuple(sorted(c.levels.items())),
            results=tuple(sorted(c.results.items())),
            taken=tuple(c.taken), paid=tuple(c.paid), marked=tuple(c.marked),
            boxes=tuple(sorted(self.boxes.items())),
            cards_left=self.shoe.remaining, shoe_cards=self.table.decks * 52,
            cut_from_end=self.shoe.cut_from_end, cut_card_out=self.shoe.cut_card_out,
            cutter=self.cutter, burnt=len(c.burnt), irregular=c.raised,
            exposed=tuple(c.exposed), house=self.house, on_layout=self.on_layout,
            steps=len(self.steps), last_round=self.shoe.cut_card_out and not self.shoe.is_box,
            void=tuple(r.number for r in self.records if r.void),
            cash=tuple(self._cash.pending), shoe_burnt=self.shoe_burnt,
        )

ACTIONS = frozenset({
    "place_cut", "burn_cards", "close_shoe", "refuse", "answer_stand", "accept_bets", "deal",
    "answer_irregular", "call_level", "call_door", "take", "pay", "mark", "collect_box",
    "count_cash", "give_chips", "colour_up",
})
"""The names :meth:`SamKongSession.apply` takes."""
