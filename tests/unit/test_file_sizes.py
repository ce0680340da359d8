"""No module in trainer/ or ui/ over about 600 lines without a reason written at its top
(issue 13 point 3): a long file must say why it is one file."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 600
HEAD = 40
"""The reason is in the module docstring or the first comment lines."""


def test_every_long_module_says_why_it_is_one_file() -> None:
    silent = []
    for package in ("trainer", "ui"):
        for path in sorted((ROOT / package).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            if len(lines) <= LIMIT:
                continue
            top = "\n".join(lines[:HEAD]).lower()
            if "600 lines" not in top:
                silent.append(f"{path.relative_to(ROOT)} ({len(lines)} lines)")
    assert silent == [], "long modules without a reason at their top: " + ", ".join(silent)
