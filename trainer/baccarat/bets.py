"""The bets of a baccarat table as data: one :class:`BetSpec` per bet kind, in a registry.

Each spec carries what settlement, bet checks, the players, the payout drill, the Settings
form, the felt and the words need: the stored code, when it wins and at what odds with the
article (Baccarat arts. 11-13, 17; Lucky 6 from 56/2018), the nominal payout, what a tie does
to it, the felt slot (an index in the spec order, not coordinates), the default limits, the
wording key and whether a table may switch it off. A new side bet is one :func:`register`
call; nothing else names it.

The registry is ordered: that order is the order in which one seat's bets are settled
(RULES.md C) and drawn on the felt. :class:`BetKind` is an open enumeration of the
registered codes: ``BetKind.LUCKY_6`` is the spec's kind, ``BetKind("lucky_6")`` looks it up,
``list(BetKind)`` lists the kinds in registry order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import ClassVar, Protocol

from trainer.articles import Article, bac
from trainer.baccarat.coup import Coup, Outcome
from trainer.open_kinds import OpenKind, check_code


@dataclass(frozen=True)
class Odds:
    """Pays ``win`` for every ``stake``: 8:1 pays 8 per 1, 1:2 pays 1 per 2."""

    win: int
    stake: int

    def __str__(self) -> str:
        return f"{self.win}:{self.stake}"


EVEN = Odds(1, 1)
NO_COMMISSION_SIX = Odds(1, 2)
"""Art. 18 (2): on a no-commission table a Banker win with 6 pays half the stake."""


class BetKind(OpenKind):
    """One registered bet kind, named by its stored code (``"lucky_6"``).

    An open enumeration (:class:`~trainer.open_kinds.OpenKind`, as Sam Kong's bets are): a
    kind exists while its :class:`BetSpec` is registered, and one code is always the same
    object (``kind is BetKind.TIE`` works). ``BetKind(code)`` raises ``ValueError`` for a
    code no spec registers, as an ``Enum`` does.
    """

    PLAYER: ClassVar[BetKind]
    BANKER: ClassVar[BetKind]
    TIE: ClassVar[BetKind]
    PLAYER_PAIR: ClassVar[BetKind]
    BANKER_PAIR: ClassVar[BetKind]
    LUCKY_6: ClassVar[BetKind]

    _what = "bet kind"
    __slots__ = ()

    @classmethod
    def _registry(cls) -> Mapping[str, BetSpec]:
        return _REGISTRY

    @property
    def spec(self) -> BetSpec:
        return spec_of(self)

    @property
    def label(self) -> str:
        """The English name used in messages of the core ("Lucky 6"); the screens word the
        spec's :attr:`BetSpec.wording` key instead."""
        return spec_of(self).label


class TieRule(Enum):
    """What a tie does to the bet (Baccarat art. 12 and the bet's own rule)."""

    PUSH = "push"
    """Art. 12: the bet stands, neither won nor lost (Banker and Player)."""
    LOSE = "lose"
    """The bet loses on a tie (a bet on a side winning with a total, like Lucky 6)."""
    OWN_RULE = "own_rule"
    """The bet's own rule settles it on a tie as on any coup (Tie wins; a pair wins or loses
    by the pair)."""


class House(Protocol):
    """What a bet's rule may read of the table: the commission variant (art. 18)."""

    @property
    def no_commission(self) -> bool: ...

    @property
    def takes_commission(self) -> bool: ...


WinRule = Callable[[Coup, House], tuple[Odds, Article] | None]
"""The odds and article a bet wins at on a coup, or ``None`` when it does not win."""


@dataclass(frozen=True)
class BetSpec:
    """One bet kind. Money is ``Decimal``; odds are :class:`Odds`.

    ``wins`` is the rule itself (see :data:`WinRule`); ``odds`` lists every odds it can pay,
    ``nominal`` the payout written on the felt ("12:1/20:1"), ``lost_article`` the article a
    losing bet is taken under. ``side`` bets have their own limits (house settings: their
    refusals cite no article); a side bet that is ``optional`` may be switched off by a table
    and is off unless ``on_by_default``. ``felt_slot`` is the index of its box on a seat's row
    of the felt (the main bets are drawn apart, on the Player/Banker boxes). ``short`` is the
    felt's and the limit sign's abbreviation; ``wording`` the key the screens word it by.
    """

    code: str
    label: str
    wins: WinRule
    odds: tuple[Odds, ...]
    article: Article
    lost_article: Article
    on_tie: TieRule
    felt_slot: int
    short: str
    wording: str
    side: bool = True
    optional: bool = False
    on_by_default: bool = True
    default_minimum: Decimal = Decimal(100)
    default_maximum: Decimal = Decimal(2500)
    order: int = 0
    """Set by :func:`register`: the place in the registry (the settlement order)."""
    on_felt: str = ""
    """The words in its area on the felt, when not ``short`` ("T 和")."""
    lesson: str = ""
    """The id of the bet's own lesson (``lessons/``), where art. 13's other bets share theirs:
    feedback on this bet points to it."""
    commissioned: bool = False
    """Art. 18 (1): a table that takes commission takes 5% of this bet's winnings (Banker)."""
    result_mark: str = ""
    """The mark of the dealer's result call that announces this bet's win (``banker_six`` for
    Lucky 6, ``player_pair``): a mark called wrong is explained by this bet's lesson."""

    def pushes(self, coup: Coup) -> bool:
        """Art. 12: a bet that stands on a tie (Banker, Player) is neither won nor lost."""
        return self.on_tie is TieRule.PUSH and coup.outcome is Outcome.TIE

    def won(self, coup: Coup, house: House) -> tuple[Odds, Article] | None:
        """The odds and article this bet is paid at on ``coup``, or ``None`` when it is lost
        (a bet that loses on a tie loses whatever its rule says). Ask :meth:`pushes` first:
        settlement and the exact odds both settle a bet by these two calls."""
        if self.on_tie is TieRule.LOSE and coup.outcome is Outcome.TIE:
            return None
        return self.wins(coup, house)

    @property
    def felt_label(self) -> str:
        return self.on_felt or self.short

    @property
    def kind(self) -> BetKind:
        return BetKind._make(self.code)

    @property
    def nominal(self) -> str:
        """The payout as written on the felt and in a losing line: "8:1", "12:1/20:1"."""
        return "/".join(str(o) for o in self.odds)

    @property
    def top_odds(self) -> Odds:
        """The largest payout per unit staked: a side bet's maximum times it stays within the
        table maximum on a realistic table."""
        return max(self.odds, key=lambda o: Decimal(o.win) / o.stake)


_REGISTRY: dict[str, BetSpec] = {}


def register(spec: BetSpec) -> BetSpec:
    """Add ``spec`` at the end of the registry (it settles after every bet before it) and
    return it as registered. Refuses a code already registered."""
    if spec.code in _REGISTRY:
        raise ValueError(f"the bet kind {spec.code!r} is registered already")
    check_code(spec.code, "bet")
    registered = BetSpec(**{**spec.__dict__, "order": len(_REGISTRY)})
    _REGISTRY[spec.code] = registered
    BetKind._name(spec.code)
    return registered


def unregister(code: str) -> None:
    """Remove a spec registered by :func:`register` (a test's made-up bet). The built-in
    bets cannot be removed."""
    if code in _BUILT_IN:
        raise ValueError(f"the bet kind {code!r} is built in")
    _REGISTRY.pop(code)
    BetKind._unname(code)


def spec_of(kind: BetKind | str) -> BetSpec:
    """The spec of a kind or code; ``ValueError`` for an unknown one."""
    code = kind.value if isinstance(kind, BetKind) else kind
    try:
        return _REGISTRY[code]
    except KeyError:
        raise ValueError(f"{code!r} is not a registered bet kind") from None


def specs() -> tuple[BetSpec, ...]:
    """Every registered spec, in registry (settlement) order."""
    return tuple(_REGISTRY.values())


def side_specs() -> tuple[BetSpec, ...]:
    """The side bets, in registry order."""
    return tuple(s for s in _REGISTRY.values() if s.side)


def felt_specs() -> tuple[BetSpec, ...]:
    """The side bets in felt-slot order (the Player/Banker boxes are drawn apart)."""
    return tuple(sorted(side_specs(), key=lambda s: (s.felt_slot, s.order)))


# ---- the bets of Baccarat art. 13 (and Lucky 6, 56/2018) -----------------------------------


def _player(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    return (EVEN, bac(17)) if coup.outcome is Outcome.PLAYER else None


def _banker(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    if coup.outcome is not Outcome.BANKER:
        return None
    if house.no_commission:
        return (NO_COMMISSION_SIX if coup.banker_wins_with_six else EVEN), bac(18, 2)
    return EVEN, (bac(18, 1) if house.takes_commission else bac(17))


TIE_ODDS = Odds(8, 1)
PAIR_ODDS = Odds(11, 1)
LUCKY6_TWO_CARDS = Odds(12, 1)
LUCKY6_THREE_CARDS = Odds(20, 1)


def _tie(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    return (TIE_ODDS, bac(17)) if coup.outcome is Outcome.TIE else None


def _player_pair(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    return (PAIR_ODDS, bac(17)) if coup.player_pair else None


def _banker_pair(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    return (PAIR_ODDS, bac(17)) if coup.banker_pair else None


def _lucky_6(coup: Coup, house: House) -> tuple[Odds, Article] | None:
    if not coup.banker_wins_with_six:
        return None
    return (LUCKY6_TWO_CARDS if len(coup.banker) == 2 else LUCKY6_THREE_CARDS), bac(17)


# Felt slots: Tie, Lucky 6, then the two pairs side by side (a seat's area, after its
# Banker and Player cells, is "T L6 / PP BP" across the top of the table and "T / L6 PP BP"
# up its sides).
_BUILT_IN_SPECS = (
    BetSpec("player", "Player", _player, (EVEN,), bac(17), bac(11), TieRule.PUSH,
            felt_slot=-2, short="P", wording="player", side=False, on_felt="P 閒"),
    BetSpec("banker", "Banker", _banker, (EVEN,), bac(17), bac(11), TieRule.PUSH,
            felt_slot=-1, short="B", wording="banker", side=False, on_felt="B 莊",
            commissioned=True),
    BetSpec("tie", "Tie", _tie, (TIE_ODDS,), bac(17), bac(11), TieRule.OWN_RULE,
            felt_slot=0, short="T", wording="tie", default_maximum=Decimal(3500),
            on_felt="T 和"),
    BetSpec("player_pair", "Player Pair", _player_pair, (PAIR_ODDS,), bac(17), bac(13),
            TieRule.OWN_RULE, felt_slot=2, short="PP", wording="player_pair", lesson="pairs",
            result_mark="player_pair"),
    BetSpec("banker_pair", "Banker Pair", _banker_pair, (PAIR_ODDS,), bac(17), bac(13),
            TieRule.OWN_RULE, felt_slot=3, short="BP", wording="banker_pair", lesson="pairs",
            result_mark="banker_pair"),
    BetSpec("lucky_6", "Lucky 6", _lucky_6, (LUCKY6_TWO_CARDS, LUCKY6_THREE_CARDS), bac(17),
            bac(13), TieRule.LOSE, felt_slot=1, short="L6", wording="lucky_6", optional=True,
            on_by_default=False, default_maximum=Decimal(1500), lesson="lucky-6",
            result_mark="banker_six"),
)
for _spec in _BUILT_IN_SPECS:
    register(_spec)
_BUILT_IN = frozenset(s.code for s in _BUILT_IN_SPECS)
del _spec

BetKind.PLAYER = BetKind("player")
BetKind.BANKER = BetKind("banker")
BetKind.TIE = BetKind("tie")
BetKind.PLAYER_PAIR = BetKind("player_pair")
BetKind.BANKER_PAIR = BetKind("banker_pair")
BetKind.LUCKY_6 = BetKind("lucky_6")
