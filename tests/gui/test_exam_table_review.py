"""An exam's Table section on the result page and in the instructor's review (issue 25 point
7): a failed section says why ("coup 2 not finished"), and the review lists every Table step
with what the trainee did beside what the table expected, in the Table screen's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.test_exam_table import open_desk
from tests.support.table_script import right_action
from trainer.baccarat.tableau import Hand
from trainer.exams.outcome import ExamStatus
from ui.exam.review import ReviewView
from ui.exam.sitting import ResultView

LANGUAGES = ["en", "zh-Hant"]


def tr(context: str, text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(context, text, disambiguation)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_result_says_a_section_failed_for_an_unfinished_coup(
        qtbot, translations, language) -> None:
    translations.install(language)
    view, _presenter, session, clock, _rec = open_desk(qtbot, coups=2, pass_mark=90,
                                                       fault_percent=0)
    table = session.table
    assert table is not None
    while table.coup_number == 1:  # the first coup dealt right, the second never finished
        clock.advance(2)
        session.table_act(*(lambda n, a: (n, *a))(*right_action(table)))
    qtbot.mouseClick(view.hand_in_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.confirm_yes, Qt.MouseButton.LeftButton)
    assert session.status is ExamStatus.HANDED_IN
    result = session.trainee_result()
    (score,) = result.tables
    assert score.score == score.max_score and not score.passed  # every step right: FAIL
    shown = ResultView()
    qtbot.addWidget(shown)
    shown.show_result("Table exam", result)
    why = tr("ExamWords", "Failed: {0}").format(
        tr("ExamWords", "coup {0} not finished").format(2))
    assert why in shown.tables_note.text()
    assert shown.table.item(0, 3).text() == tr("ExamWords", "FAIL") or shown.table.item(
        0, 3).toolTip() == why
    assert shown.table.item(0, 3).toolTip() == why
    if language == "zh-Hant":
        assert "第 2 局" in why, why


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_lists_every_table_step_with_the_expected_and_given_answer(
        qtbot, store, instructor, trainee, translations, language) -> None:
    from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
    from tests.support.exam_table import answer_questions, with_table

    translations.install(language)
    exam = store.exams.create(instructor, with_table((trainee.cohort_id,), coups=1))
    session = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(session)
    wrong_done = False
    while (table := session.next_table()) is not None:
        name, args = right_action(table)
        if name == "deal" and not wrong_done:  # the first card to the wrong hand, once
            other = Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER
            session.table_act("deal", other)
            wrong_done = True
            continue
        session.table_act(name, *args)
    assert session.status is ExamStatus.FINISHED and session.sitting_id is not None
    review = store.exams.review(instructor, session.sitting_id)
    steps = review.table_steps
    assert steps and [s.number for s in steps] == list(range(1, len(steps) + 1))
    assert all(s.step is not None for s in steps)
    assert [s.correct for s in steps].count(False) == 1
    view = ReviewView()
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    view.show_review(review)
    assert view.list.count() == len(review.items) + len(steps)
    wrong = next(n for n, s in enumerate(steps) if not s.correct)
    for _ in range(len(review.items) + wrong):
        qtbot.keyClick(view.list, Qt.Key.Key_Down)
    assert view.list.currentRow() == len(review.items) + wrong
    title = view.item_title.text()
    assert tr("ReviewView", "wrong") in title
    step = steps[wrong].step
    assert step is not None and step.kind == "order"
    words = view.table_words
    name = words.step_name(step.cell)
    assert view.given.text() == tr("ReviewView", "{0}: {1}").format(
        name, words.step_answer(step, step.given))
    assert view.expected.text() == tr("ReviewView", "{0}: {1}").format(
        name, words.step_answer(step, steps[wrong].expected))
    assert view.given.text() != view.expected.text()
    hands = {Hand.PLAYER: words.hand("player"), Hand.BANKER: words.hand("banker")}
    assert hands[Hand.PLAYER] in view.expected.text()
    assert hands[Hand.BANKER] in view.given.text()
    entry = view.list.item(len(review.items) + wrong).text()
    assert "✗" in entry and words.kind("order") in entry
    qtbot.keyClick(view.list, Qt.Key.Key_End)  # the last step: the last payout or take
    assert view.list.currentRow() == view.list.count() - 1
    assert not view.panel_stack.isVisible() and view.expected.text()
    qtbot.keyClick(view.list, Qt.Key.Key_Home)  # a question again: its panel comes back
    assert view.panel_stack.isVisible()
