"""A Sam Kong table deals rounds, not coups: the Table screen's box says "Rounds:" when a Sam
Kong table is chosen (Alt+O still, unique on the screen) and "Coups:" again at baccarat; the
exam review says "round" for a Sam Kong section's steps, "coup" for a baccarat one. Chinese
says 局 for both (局數, 第 1 局): checked as before; English and Portuguese change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from tests.gui.test_accelerators import clashes
from tests.gui.test_samkong_table import open_samkong
from tests.support.exam_samkong import deal_samkong, with_samkong
from tests.support.exam_table import answer_questions

ROUNDS = {"en": ("R&ounds:", "C&oups:"), "pt": ("Ron&das:", "Joga&das:"),
          "zh-Hant": ("局數(&O)：", "局數(&O)：")}
REVIEW = {"en": ("Table 1, round 1, step ", "Table step {0} · ", " · round 1 · "),
          "pt": ("Mesa 1, ronda 1, passo ", "Passo {0} da mesa · ", " · ronda 1 · "),
          "zh-Hant": ("賭枱 1，第 1 局，第 ", "賭枱第 {0} 步 · ", " · 第 1 局 · ")}


def alt_clashes(screen: QWidget) -> dict[str, list[str]]:
    """The Alt keys the screen shows that clash (as tests/gui/test_accelerators.py reads)."""
    texts = [w.text() for w in screen.findChildren(QWidget) if w.isVisibleTo(screen) and (
        isinstance(w, QAbstractButton) or (isinstance(w, QLabel) and w.buddy() is not None))]
    return clashes(texts)


@pytest.mark.parametrize("language", ["en", "zh-Hant", "pt"])
def test_the_table_box_says_rounds_at_a_sam_kong_table(
        qtbot, store, trainee, translations, language) -> None:
    translations.install(language)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    rounds, coups = ROUNDS[language]
    assert screen.coups_label.text() == rounds
    assert not alt_clashes(screen)  # the Alt keys stay unique
    screen.table_combo.setFocus()
    while screen.table_combo.currentData() != "mass-300":
        qtbot.keyClick(screen.table_combo, Qt.Key.Key_Up)  # a baccarat table, by keys
    assert screen.coups_label.text() == coups
    while screen.table_combo.currentData() != "samkong-vip-eight-door":
        qtbot.keyClick(screen.table_combo, Qt.Key.Key_Down)
    assert screen.coups_label.text() == rounds


@pytest.mark.parametrize("language", ["en", "zh-Hant", "pt"])
def test_the_exam_review_says_round_for_a_sam_kong_step(
        qtbot, store, instructor, trainee, translations, language) -> None:
    from ui.exam.review import ReviewView

    translations.install(language)
    exam = store.exams.create(instructor, with_samkong(coups=1).with_cohorts(
        (trainee.cohort_id,)))
    session = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(session)
    deal_samkong(session)
    assert session.sitting_id is not None
    review = store.exams.review(instructor, session.sitting_id)
    view = ReviewView()
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    view.show_review(review)
    line, title_start, title_round = REVIEW[language]
    first = len(review.items)
    assert view.list.item(first).text().startswith(line + "1")
    view.list.setFocus()
    view.list.setCurrentRow(first - 1)
    qtbot.keyClick(view.list, Qt.Key.Key_Down)  # to the section's first step, by keys
    assert view.list.currentRow() == first
    title = view.item_title.text()
    assert title.startswith(title_start.format(1)) and title_round in title
