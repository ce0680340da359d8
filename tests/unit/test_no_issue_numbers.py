"""Names and comments say what they protect, not which review or issue asked for them.

A test module is named after what it protects (``test_store_exam_sitting_attacks.py``), not
after the review round or the issue that found the bug (``test_store_review7_attacks.py``,
``test_console_desks25.py``): a reader looking for the tests of a feature finds them by its
name. Product code (trainer/, ui/) says in its comments and docstrings the reason, the rule
or the article; an issue, session or review number sends the reader to a tracker or a log
they may not have.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

ROUND = re.compile(r"review\d|round\d|_round|issue\d|[a-z]\d{2}[a-z]?\.py$")
"""A review round (``review6b``, ``round3``), an issue number glued to a word (``desks25``)."""
ISSUE = re.compile(r"\b(?:[Ii]ssues?|[Ss]ession|[Rr]eview) \d+[a-z]?\b")
"""An issue, a work session or a review round cited by number: "issue 13", "issue 16 point
6", "issues 12 and 14", "session 9", "review 8b"."""


def test_no_test_module_is_named_after_a_review_round_or_an_issue() -> None:
    named = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("test_*.py")
                   if ROUND.search(p.name))
    assert named == []
    assert not ROUND.search("test_fit_1024.py")  # a size is not an issue number


def test_product_code_cites_no_issue_session_or_review_number() -> None:
    cited = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for top in ("trainer", "ui") for path in sorted((ROOT / top).rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if ISSUE.search(line)]
    assert cited == [], f"{len(cited)} lines cite an issue:\n" + "\n".join(cited[:40])
