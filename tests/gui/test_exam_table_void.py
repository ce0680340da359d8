"""A void coup at an exam's Table section, by keys, in English and 繁體中文 (table flow 5): cards
turned out of order are voided with V (art. 10), and the section deals another coup in its
place: the desk's line says coup 1 of 2 again, a target of two coups is met by the two that
were not void, and the result says two of two coups dealt, the pace counting those two over
all the time dealt, and that one void coup was not counted.

Situation: sitting seed 35, mass-300, two coups, an irregularity in two coups, no faulty
bets: coup 1 is void, coups 2 and 3 count."""

from __future__ import annotations

import pytest

from tests.gui.test_exam_table import key_for, open_desk
from tests.support.table_script import right_action
from trainer.articles import bac
from trainer.exams.table_part import SECONDS_PER_HOUR
from trainer.table.irregular import Remedy
from ui.exam.sitting import ResultView

POSITION = {"en": "coup {0} of 2", "zh-Hant": "第 {0} 局（共 2 局）"}
"""The desk's line above the felt: the coup being dealt among the section's coups."""
NOTE = {"en": "{0}/{0} steps right, 2 of 2 coups dealt (1 void coup not counted)",
        "zh-Hant": "{0}/{0} 個步驟正確，已發 2 局（共 2 局），1 局作廢，不計算"}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_void_coup_is_dealt_again_and_left_out_of_the_coups_and_pace(
        qtbot, translations, language) -> None:
    translations.install(language)
    try:
        view, _presenter, session, clock, rec = open_desk(
            qtbot, seed=35, coups=2, irregularity_percent=50, fault_percent=0)
        desk = view.desk
        voided, dealt = False, session.next_table()
        while (table := session.next_table()) is not None:
            name, args = right_action(table)
            clock.advance(3)
            key_for(qtbot, desk, name, args)  # V for the void (REMEDY_KEYS)
            if args == (Remedy.VOID,):
                step = rec.steps[-1].step
                assert step.right and step.article == bac(10) and table.coups[-1].void
                assert table.coup_number == 2  # dealt again in its place
                voided = True
            if voided:  # coup 2 is the first that counts, coup 3 the second
                wanted = POSITION[language].format(table.coup_number - 1)
                assert wanted in view.position.text(), view.position.text()
        assert voided and session.is_finished
        assert dealt is not None and [c.void for c in dealt.coups] == [True, False, False]
        result = session.trainee_result()
        (score,) = result.tables
        assert (score.coups, score.coups_target, score.complete) == (2, 2, True)
        assert score.coups_per_hour == pytest.approx(2 * SECONDS_PER_HOUR / score.seconds)
        shown = ResultView()
        qtbot.addWidget(shown)
        shown.show_result("Table exam", result)
        assert NOTE[language].format(score.score) in shown.tables_note.text()
    finally:
        translations.install("en")
