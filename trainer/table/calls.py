"""The dealer's calls in the words of the floor: what a Macau dealer says aloud
after the totals and the result, in Cantonese and Mandarin (Chinese characters with their
Jyutping and pinyin), English and Portuguese.

One table of terms, :data:`TERMS`, holds every word and every call's pattern; a call is made
only by filling its pattern with terms of the same table (:func:`totals_call`,
:func:`result_call`, :func:`step_call`). The Chinese terms are RULES.md's (section A,
"Terms": 莊/庄 Banker, 閒/闲 Player, 和 Tie, 例牌 natural, 莊對 Banker Pair, 閒對 Player
Pair): traditional characters for Cantonese, as Macau writes it, simplified for Mandarin, as
a player from the Mainland reads it. The Portuguese names are RULES.md's too (Banca, Ponto,
Empate).

These are not the app's wording (which is translated in ``ui/``): the floor's words are the
same whatever language the app is shown in, which is what a trainee learns from them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType

from trainer.baccarat.coup import Outcome


@dataclass(frozen=True)
class Term:
    """One word (or one call's pattern) in the tongues of the floor."""

    cantonese: str
    """Cantonese, in traditional characters."""
    jyutping: str
    """The Cantonese read aloud, in Jyutping (tone numbers)."""
    mandarin: str
    """Mandarin, in simplified characters."""
    pinyin: str
    """The Mandarin read aloud, in pinyin (tone marks)."""
    english: str
    portuguese: str

    def fill(self, **parts: Term) -> Term:
        """This pattern with each ``{name}`` replaced by the term ``parts[name]`` in the same
        tongue (the characters with characters, the Jyutping with Jyutping...)."""
        return Term(**{
            f.name: getattr(self, f.name).format(
                **{name: getattr(part, f.name) for name, part in parts.items()})
            for f in fields(self)
        })


TERMS: Mapping[str, Term] = MappingProxyType({
    # ---- the hands and the bets (RULES.md section A, "Terms") ----------------------------
    "player": Term("閒", "haan4", "闲", "xián", "Player", "Ponto"),
    "banker": Term("莊", "zong1", "庄", "zhuāng", "Banker", "Banca"),
    "tie": Term("和", "wo4", "和", "hé", "Tie", "Empate"),
    "natural": Term("例牌", "lai6 paai4", "例牌", "lì pái", "Natural", "Natural"),
    "player_pair": Term("閒對", "haan4 deoi3", "闲对", "xián duì", "Player pair",
                        "Par do Ponto"),
    "banker_pair": Term("莊對", "zong1 deoi3", "庄对", "zhuāng duì", "Banker pair",
                        "Par da Banca"),
    # ---- the totals, 0 to 9 (a count before 點: 兩 / 两 for two) --------------------------
    "0": Term("零", "ling4", "零", "líng", "zero", "zero"),
    "1": Term("一", "jat1", "一", "yī", "one", "um"),
    "2": Term("兩", "loeng5", "两", "liǎng", "two", "dois"),
    "3": Term("三", "saam1", "三", "sān", "three", "três"),
    "4": Term("四", "sei3", "四", "sì", "four", "quatro"),
    "5": Term("五", "ng5", "五", "wǔ", "five", "cinco"),
    "6": Term("六", "luk6", "六", "liù", "six", "seis"),
    "7": Term("七", "cat1", "七", "qī", "seven", "sete"),
    "8": Term("八", "baat3", "八", "bā", "eight", "oito"),
    "9": Term("九", "gau2", "九", "jiǔ", "nine", "nove"),
    # ---- the calls' patterns -------------------------------------------------------------
    # A hand's total: 閒六點 "Player six".
    "total": Term("{hand}{n}點", "{hand} {n} dim2", "{hand}{n}点", "{hand} {n} diǎn",
                  "{hand} {n}", "{hand} {n}"),
    # The winner: 莊贏 "Banker wins".
    "wins": Term("{hand}贏", "{hand} jeng4", "{hand}赢", "{hand} yíng", "{hand} wins",
                 "{hand} ganha"),
    # The Banker's winning 6, which pays otherwise (art. 18 (2), Lucky 6): 莊六點贏.
    "wins_with": Term("{hand}{n}點贏", "{hand} {n} dim2 jeng4", "{hand}{n}点赢",
                      "{hand} {n} diǎn yíng", "{hand} wins with {n}", "{hand} ganha com {n}"),
})
"""Every word of the dealer's calls and every call's pattern, by key."""

_WINNERS = {Outcome.PLAYER: "player", Outcome.BANKER: "banker"}
_FLAGS = ("player_pair", "banker_pair", "natural", "banker_six")


def term(key: str) -> Term:
    """The term ``key`` of :data:`TERMS` (KeyError for a word the table does not have)."""
    return TERMS[key]


def totals_call(player: int, banker: int) -> tuple[Term, ...]:
    """The totals called aloud: 閒六點，莊七點 "Player six, Banker seven" (art. 5)."""
    return tuple(term("total").fill(hand=term(hand), n=term(str(total)))
                 for hand, total in (("player", player), ("banker", banker)))


def result_call(
    winner: Outcome, player_pair: bool = False, banker_pair: bool = False,
    natural: bool = False, banker_six: bool = False,
) -> tuple[Term, ...]:
    """The result called aloud, as the result's marks are: 例牌 (a natural) first, then the
    winner (莊贏, 閒贏, 和; 莊六點贏 for the Banker's winning 6), then the pairs."""
    words: list[Term] = [term("natural")] if natural else []
    if winner is Outcome.TIE:
        words.append(term("tie"))
    elif winner is Outcome.BANKER and banker_six:
        words.append(term("wins_with").fill(hand=term("banker"), n=term("6")))
    else:
        words.append(term("wins").fill(hand=term(_WINNERS[winner])))
    words += [term(flag) for flag, on in (("banker_pair", banker_pair),
                                          ("player_pair", player_pair)) if on]
    return tuple(words)


CALL_CELLS = frozenset({"call:totals", "call:final_totals", "call:result"})
"""The steps that are a call aloud (their expected code reads as a call)."""


def step_call(cell: str, code: str) -> tuple[Term, ...]:
    """The call of a graded call step (its cell and its expected code, as the table graded
    it: ``6-7`` for totals, ``banker+natural+player_pair`` for a result); () for a step
    that is no call, or a code that does not read."""
    if cell in ("call:totals", "call:final_totals"):
        player, _, banker = code.partition("-")
        if len(player) == len(banker) == 1 and (player + banker).isdigit():
            return totals_call(int(player), int(banker))
        return ()
    if cell == "call:result":
        head, *marks = code.split("+")
        try:
            winner = Outcome(head)
        except ValueError:
            return ()
        if not set(marks) <= set(_FLAGS):
            return ()
        return result_call(winner, *(flag in marks for flag in _FLAGS))
    return ()
