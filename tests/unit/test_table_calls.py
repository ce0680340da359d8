"""The table of the dealer's terms (issue 24 point 11), Qt-free: its words are RULES.md's
(section A, "Terms"), every call is made of its words only, and each call reads as a Macau
dealer says it."""

from __future__ import annotations

import re
from dataclasses import fields

import pytest

from trainer.baccarat.coup import Outcome
from trainer.table.calls import TERMS, Term, result_call, step_call, totals_call

RULES_TERMS = {
    # RULES.md A, "Terms": Banker 莊/庄 (Banca), Player 閒/闲 (Ponto), Tie 和 (Empate),
    # natural 例牌, Banker Pair 莊對, Player Pair 閒對 (traditional / simplified).
    "banker": ("莊", "庄", "Banker", "Banca"),
    "player": ("閒", "闲", "Player", "Ponto"),
    "tie": ("和", "和", "Tie", "Empate"),
    "natural": ("例牌", "例牌", "Natural", "Natural"),
    "banker_pair": ("莊對", "庄对", "Banker pair", "Par da Banca"),
    "player_pair": ("閒對", "闲对", "Player pair", "Par do Ponto"),
}


@pytest.mark.parametrize("key", sorted(RULES_TERMS))
def test_the_terms_are_the_rules_terms(key: str) -> None:
    term = TERMS[key]
    assert (term.cantonese, term.mandarin, term.english, term.portuguese) == RULES_TERMS[key]


def test_every_word_has_its_romanisation() -> None:
    jyutping = re.compile(r"^[a-z]+[1-6]( [a-z]+[1-6])*$")
    for key in [*RULES_TERMS, *map(str, range(10))]:
        term = TERMS[key]
        assert jyutping.match(term.jyutping), (key, term.jyutping)
        assert term.pinyin and not any(c.isdigit() for c in term.pinyin), key
        # one syllable a character, in both tongues
        assert len(term.jyutping.split()) == len(term.cantonese), key
        assert len(term.pinyin.split()) == len(term.mandarin), key


def _made_of(word: Term, *keys: str) -> None:
    """Each tongue of ``word`` holds each of ``keys``' words in that tongue."""
    for f in fields(Term):
        for key in keys:
            assert getattr(TERMS[key], f.name) in getattr(word, f.name), (f.name, key)


@pytest.mark.parametrize("player", range(10))
def test_the_totals_calls_are_made_of_the_tables_words(player: int) -> None:
    for banker in range(10):
        p, b = totals_call(player, banker)
        _made_of(p, "player", str(player))
        _made_of(b, "banker", str(banker))
        assert step_call("call:totals", f"{player}-{banker}") == (p, b)
        assert step_call("call:final_totals", f"{player}-{banker}") == (p, b)


def test_the_calls_read_as_a_dealer_says_them() -> None:
    p, b = totals_call(6, 7)
    assert (p.cantonese, b.cantonese) == ("閒六點", "莊七點")
    assert (p.mandarin, b.mandarin) == ("闲六点", "庄七点")
    assert (p.jyutping, p.pinyin) == ("haan4 luk6 dim2", "xián liù diǎn")
    assert (p.english, b.portuguese) == ("Player six", "Banca sete")
    assert [w.cantonese for w in result_call(Outcome.BANKER)] == ["莊贏"]
    assert [w.cantonese for w in result_call(Outcome.PLAYER)] == ["閒贏"]
    assert [w.cantonese for w in result_call(Outcome.TIE)] == ["和"]
    six = result_call(Outcome.BANKER, banker_six=True)
    assert [(w.cantonese, w.english) for w in six] == [("莊六點贏", "Banker wins with six")]
    both = result_call(Outcome.BANKER, True, True, True, False)
    assert [w.cantonese for w in both] == ["例牌", "莊贏", "莊對", "閒對"]
    assert step_call("call:result", "banker+player_pair+banker_pair+natural") == both
    assert step_call("call:result", "banker+banker_six") == six


def test_a_step_that_is_no_call_has_no_words() -> None:
    assert step_call("take", "take") == ()
    assert step_call("call:totals", "junk") == ()
    assert step_call("call:result", "nobody") == ()
    assert step_call("call:result", "banker+flush") == ()
