"""Exam sections draw distinct deals (issue 25 point 10), in the real main window by
keyboard, in English and 繁體中文: a sitting of a 4-question PAYOUT section and a 6-question
DRAW section shows every question on a deal of its own, and the trainee types a commission
(Baccarat art. 18 (1)) into the payout panel at least once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.gui.test_exam_sitting import (
    answer_current,
    dispose,
    open_exam,
    show_window,
    sign_in,
    wait_for_answer_focus,
)
from trainer.auth import Actor
from trainer.drills import DrillKind, Level, PayoutAnswer, expected_answer
from trainer.exams.blueprint import Blueprint, SectionSpec
from trainer.exams.plan import deal_of
from trainer.exams.records import SealStatus
from trainer.store import Store
from ui.i18n import Translations
from ui.main_window import MainWindow

COMMISSION_LABEL = {"en": "Commission (HK$, empty if none)", "zh-Hant": "佣金（港元，沒有則留空）"}


@pytest.fixture
def window(qtbot, store: Store, prefs: QSettings, translations: Translations
           ) -> Iterator[MainWindow]:
    main = show_window(qtbot, store, prefs, translations)
    yield main
    dispose(main)


@pytest.fixture
def exam_id(store: Store, instructor: Actor, trainee: Actor) -> int:
    return store.exams.create(instructor, Blueprint(
        "Payout and draw 派彩及補牌",
        (SectionSpec(DrillKind.PAYOUT, Level.ALL, 4, 50),
         SectionSpec(DrillKind.DRAW, Level.ALL, 6, 50)),
        50, 1800, cohort_ids=(trainee.cohort_id,), show_missed=True)).id


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_each_question_of_a_section_is_on_a_deal_of_its_own_with_a_commission_asked(
        qtbot, window, store, trainee, exam_id, translations, language) -> None:
    assert translations.install(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.proctor_dialog is not None and desk.proctor_dialog.isVisible())
    dialog = desk.proctor_dialog
    qtbot.waitUntil(dialog.name.hasFocus)
    type_text(qtbot, dialog.name, INSTRUCTOR_NAME)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.password, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.sitting_view, timeout=5000)
    wait_for_answer_focus(qtbot, desk)

    deals: dict[int, list[object]] = {0: [], 1: []}
    commissions_typed = 0
    while not desk.sitting.ended:
        shown = desk.sitting.current
        deals[shown.section].append(deal_of(shown.question))
        right = expected_answer(shown.question)
        if isinstance(right, PayoutAnswer) and right.commission is not None:
            panel = desk.sitting_view.panel
            assert panel.commission_edit.isVisible()
            assert COMMISSION_LABEL[language] in panel.commission_label.text()
            commissions_typed += 1
        answer_current(qtbot, desk, right)  # typed with the panel's keys, commission too
    assert [len(d) for d in deals.values()] == [4, 6]
    for section in deals.values():
        assert len(set(section)) == len(section)  # no two questions on one deal
    assert commissions_typed >= 1
    qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
    outcome = desk.sitting.session.outcome()
    assert outcome.score == outcome.max_score == 10  # graded by the engine that drew them
    boss = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    [stored] = store.exams.results(boss, trainee.user_id)
    assert stored.seal is SealStatus.OK and stored.score == 10
