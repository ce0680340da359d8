"""What people type, read one way everywhere: PINs, answers, amounts, chip counts.

:func:`fold_typed` is the one mapping of what a Chinese input method types (full-width
digits and letters, the ideographic space) to ASCII; :func:`is_ascii_digits` the one test of
"digits": only ASCII 0-9 after that mapping. Python's ``str.isdigit``, ``\\d`` and ``int``
also accept Arabic-Indic "١٢٣٤", Devanagari "१२३४" and other scripts' digits, which let
"١٢٣٤" be graded as 1234; nothing in the app reads those as numbers.
"""

from __future__ import annotations

import unicodedata

DIGITS = frozenset("0123456789")


def fold_typed(text: str) -> str:
    """Typed text as plain ASCII where it has an ASCII form: a Chinese input method's
    full-width digits and letters (２９, ＷＬ) become 29, WL and the ideographic space a space
    (NFKC); blanks at the ends go. The one mapping used for PINs, answers and amounts."""
    return unicodedata.normalize("NFKC", text or "").replace("\u3000", " ").strip()


def is_ascii_digits(text: str) -> bool:
    """True when ``text`` is one or more of the ASCII digits 0-9 and nothing else.

    ``str.isdigit`` also accepts "١٢٣٤" (Arabic-Indic), "²" or "߁" and ``int`` reads most of
    them: only ASCII digits count as digits anywhere in the app.
    """
    return bool(text) and all(ch in DIGITS for ch in text)
