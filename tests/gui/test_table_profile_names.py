"""A shipped table profile is named in the user's language wherever a Table is titled: the
exam's Table section and lesson 24's example (they showed the id, ``commission-box-2000``,
in every language)."""

from __future__ import annotations

from trainer.baccarat.table import DEFAULT_PROFILES
from ui.exam.words import ExamWords
from ui.i18n import Translations
from ui.lessons.words import LessonWords


def test_an_exam_table_section_names_a_shipped_table_in_words(qapp) -> None:
    words = ExamWords()
    assert words.table_section(1, "commission-box-2000") == \
        "Section 2: Table (Commission box HK$2,000)"
    assert words.table_section(0, "school-9-seats") == "Section 1: Table (school-9-seats)"


def test_lesson_24s_table_is_named_in_words(qapp) -> None:
    text = LessonWords().table(DEFAULT_PROFILES["commission-box-2000"])
    assert text.startswith("Commission box HK$2,000: commission 5% marked")
    assert "commission-box-2000" not in text


def test_the_names_follow_the_language(qapp) -> None:
    translations = Translations()
    try:
        assert translations.install("zh-Hant")
        assert "佣金格 HK$2,000" in ExamWords().table_section(1, "commission-box-2000")
        assert "佣金格 HK$2,000" in LessonWords().table(DEFAULT_PROFILES["commission-box-2000"])
    finally:
        translations.install("en")
