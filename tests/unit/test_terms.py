"""The Chinese screens and lessons use RULES.md's terms (issue 11, point 6): the cut card is
白咭 (RULES.md A, terms), in 简体中文 as in 繁體中文 — never 切牌卡."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FILES = [
    REPO / "resources" / "i18n" / "dealer_trainer_zh_Hans.ts",
    REPO / "resources" / "i18n" / "dealer_trainer_zh_Hant.ts",
    *sorted((REPO / "lessons" / "zh-Hans").glob("*.md")),
    *sorted((REPO / "lessons" / "zh-Hant").glob("*.md")),
]


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_cut_card_is_called_bai_kat(path: Path) -> None:
    assert "切牌卡" not in path.read_text(encoding="utf-8")


def test_the_simplified_cut_card_questions_say_bai_kat() -> None:
    text = FILES[0].read_text(encoding="utf-8")
    assert "百家乐：白咭之后最少要有多少张牌？" in text
