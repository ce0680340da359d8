"""Buy-ins and colour-ups in an exam's Sam Kong Table section, on screen: the instructor's form
lets a Sam Kong section have cash steps; the trainee deals them at the sitting's desk as at the
Sam Kong Table (the notes on the felt's mat, the cash words in the prompt, a digit or Enter
opening the chip row, chips clicked), with no hint and no feedback, to the result, in English
and 繁體中文; a sitting killed mid-buy-in reopens at the same step, and the resume notice
says "round"."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_instructor import open_exams, sign_in_instructor
from tests.gui.test_exam_instructor import window as window
from tests.gui.test_exam_samkong_table import (
    FEEDBACK_WORDS,
    LANGUAGES,
    LEFT,
    Recorder,
    sit,
    visible_text,
)
from tests.gui.test_samkong_table_cash import with_cash
from tests.support.exam_kill_worker import WallClock
from tests.support.exam_samkong import samkong_only, with_samkong
from tests.support.exam_table import answer_questions
from tests.support.keyed_seed import fixed_keyed_seed
from trainer.exams.outcome import ExamStatus
from trainer.exams.session import ExamSession
from trainer.table.cash import CashKind
from trainer.table.samkong.session import SamKongSession
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords


def test_the_form_gives_a_samkong_section_the_cash_switch(
        qtbot, window, store, instructor, trainee) -> None:
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    row = form.table_rows[0]
    row.game.setFocus()
    qtbot.keyClick(row.game, Qt.Key.Key_Down)
    assert row.game.currentText() == "Sam Kong"
    assert row.cash_steps.isEnabled() and not row.side_bets.isEnabled()
    row.cash_steps.setFocus()
    qtbot.keyClick(row.cash_steps, Qt.Key.Key_Space)
    assert row.cash_steps.isChecked()
    spec = row.section()
    assert spec.game == "samkong" and spec.cash_steps and not spec.side_bets


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_trainee_deals_a_buy_in_by_keys_and_clicks_to_the_result(
        qtbot, translations, language) -> None:
    translations.install(language)
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(coups=1, fault_percent=0, cash_steps=True), 31,
                                now=clock, recorder=rec)
    view, presenter = sit(qtbot, session)
    desk = view.samkong_desk
    shim = SimpleNamespace(samkong_desk=desk)
    counted_wrong = clicked = False
    while not session.is_finished:
        table = session.table
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        clock.advance(2)
        before = len(rec.steps)
        state = table.state()
        if state.cash:  # the notes on the felt's mat, the Table's cash words
            assert desk.felt.state is not None and desk.felt.state.cash == state.cash
            words = SamKongWords(TableWords())
            assert desk.prompt.text().startswith(
                TableWords().cash_prompt(state.cash[0], table.table, words.cash_texts()))
            bettor = {"en": f"Bettor #{state.cash[0].seat} ",
                      "zh-Hant": f"第{state.cash[0].seat}位"}[language]
            assert desk.prompt.text().startswith(bettor)  # the felt's "#3", not a seat
            assert desk.chip_entry.isVisible()
        if name == "count_cash" and not counted_wrong:  # stored wrong, never said
            with_cash(qtbot, shim, name, (args[0], args[1] + 100))  # type: ignore[operator]
            counted_wrong = True
            assert len(rec.steps) == before + 1 and not rec.steps[-1].step.right
            assert rec.steps[-1].step.cell == "samkong-table:cash:count"
            continue
        if name == "give_chips" and not clicked:  # Enter opens the row, the chips clicked
            desk.felt.setFocus()
            qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
            assert desk.chip_entry.edit.hasFocus()
            for value, count in args[1]:  # type: ignore[attr-defined]
                disc = desk.chip_entry.discs[desk.chip_entry.chips.index(value)]
                for _ in range(count):
                    qtbot.mouseClick(disc, LEFT)
            qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
            clicked = True
        else:
            with_cash(qtbot, shim, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
        assert rec.steps[-1].action.name == name
        shown = [w for w in FEEDBACK_WORDS if w in visible_text(view)]
        assert not shown, (shown, visible_text(view))
    assert counted_wrong and clicked and presenter.ended
    assert session.status is ExamStatus.FINISHED
    (score,) = session.outcome().tables
    assert (score.game, score.max_score - score.score, score.coups) == ("samkong", 1, 1)


RESUMED = {"en": "At the table, {0} steps were taken: the table goes on at the same round "
                 "and step.",
           "zh-Hant": "三公百家樂賭枱上已完成 {0} 個步驟：會在同一局、同一步驟繼續。"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_sitting_killed_mid_buy_in_reopens_at_the_same_step_and_says_round(
        qtbot, window, store, instructor, trainee, language, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.gui.test_exam_sitting import close_window, open_exam, sign_in

    fixed_keyed_seed(monkeypatch, 1)  # a buy-in in the first round (7 deals none in eight)

    exam = store.exams.create(instructor, with_samkong(cash_steps=True, coups=8).with_cohorts(
        (trainee.cohort_id,)))
    live = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(live)
    taken = 0
    while True:  # the notes counted, the chips not yet given: then the app is killed
        table = live.next_table()
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        if name == "give_chips":
            break
        live.table_act(name, *args)
        taken += 1
    state, hint = table.state(), table.next_right()
    assert state.cash[0].kind is CashKind.BUY_IN and state.cash[0].counted
    del live, table
    window.set_language(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    said = RESUMED[language].format(taken)
    try:
        qtbot.waitUntil(lambda: "\n\n" in desk.resume_text.text())
        text = desk.resume_text.text()
        assert said in text, text
        # Not the baccarat Table's notice ("… coup and step"; 「賭枱上已完成…」 with no game).
        assert "coup" not in text and "\n賭枱上" not in text and not text.startswith("賭枱上")
    finally:
        window.set_language("en")  # the close's question is checked in English
        assert close_window(qtbot, window, QMessageBox.StandardButton.Yes)
    back = store.exams.resume_sitting(trainee, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    view, _presenter = sit(qtbot, back)
    sk = view.samkong_desk
    assert sk.state == state and sk.chip_entry.isVisible()
    again = back.table
    assert isinstance(again, SamKongSession) and again.next_right() == hint
    with_cash(qtbot, SimpleNamespace(samkong_desk=sk), *hint)
    assert len(again.steps) == taken + 1 and again.steps[-1].right
    assert again.steps[-1].cell == "samkong-table:cash:chips"
