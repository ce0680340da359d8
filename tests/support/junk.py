"""Typed junk for the entry fields (issue 24 point 2): text that no field may read as an
answer, in the three kinds a trainee (or a cat on the keyboard) types: junk characters,
huge numbers and NaN-like or exponent forms, each also full-width as a Chinese input method
types it. None holds a CJK ideograph, so a refusal's language can be told from its text."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st

FULL_WIDTH = str.maketrans("0123456789.,xkeE+-$ ", "０１２３４５６７８９．，ｘｋｅＥ＋－＄\u3000")
"""ASCII to what a Chinese input method types (NFKC folds it back)."""

_NO_DIGITS = "abcdfghijlmnopqrsuvwyzABCDFGHIJLMNOPQRSUVWYZ@#%&?!/\\=~^_;:'\"()[]{}<>|`"
"""No digit and no x, k, e, t: no chip key, no count, no amount, no exponent can be made."""
_ODD = "½¼٣١٢߁" + "\u00a0"
"""Characters other fields have taken for digits or spaces (Arabic-Indic, superscript...)."""

letters = st.text(st.sampled_from(_NO_DIGITS + _ODD), min_size=1, max_size=12)
"""Junk characters only: nothing any field reads as a number."""
digits_then_junk = st.tuples(st.from_regex(r"[1-9][0-9]{0,3}", fullmatch=True),
                             st.sampled_from("@#%&?!/=~;:")).map("".join)
"""A number spoilt by a character after it ("100@")."""
huge = st.one_of(
    st.integers(min_value=10**9, max_value=10**45).map(str),
    st.integers(min_value=10**9, max_value=10**45).map(lambda n: f"{n}x100"),
    st.integers(min_value=10**9, max_value=10**30).map(lambda n: f"{n}k"),
    st.just("9" * 30),
)
"""Numbers far beyond any chip, count or table limit (thirty 9s among them)."""
not_numbers = st.one_of(
    st.sampled_from(["NaN", "nan", "sNaN", "Infinity", "-Infinity", "inf", "1e5", "1E+400",
                     "9e999999", "1e5x100", "100xNaN", "0x100", "-5", "-1x100", "1.2.3"]),
    st.from_regex(r"[1-9][0-9]{0,3}[eE][+-]?[0-9]{1,4}", fullmatch=True),
)
"""NaN-like, exponent and negative forms Decimal would read but a dealer never types."""

junk = st.one_of(letters, digits_then_junk, huge, not_numbers)
typed_junk = st.one_of(junk, junk.map(lambda text: text.translate(FULL_WIDTH)))
"""Any of the above, as typed or full-width."""

few = settings(max_examples=12, derandomize=True, deadline=None, database=None)
"""Few examples and always the same ones: the GUI suite runs on two cores."""


def has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)
