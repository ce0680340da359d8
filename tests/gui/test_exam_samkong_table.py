"""A Sam Kong Table section in the Exam screen: an instructor sets it in the blueprint form
(the game, then one of the Sam Kong tables; the baccarat table's switches disabled) by keys
and a click; a trainee deals it at the sitting's desk by the Sam Kong Table's keys (and a
click) with no hint and no feedback, to the result worded for the Sam Kong Table, in English
and 繁體中文; a sitting killed mid-round reopens at the same round and step."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, type_text
from tests.gui.test_accelerators import screen_problems
from tests.gui.test_exam_instructor import open_exams, set_spin, sign_in_instructor
from tests.gui.test_exam_instructor import window as window
from tests.gui.test_samkong_table import DIGIT, by_keys
from tests.support.exam_kill_worker import WallClock
from tests.support.exam_samkong import SAMKONG_PROFILE, deal_samkong, samkong_only, with_samkong
from tests.support.exam_table import answer_questions
from trainer.exams.blueprint import TableSectionSpec
from trainer.exams.outcome import ExamStatus
from trainer.exams.session import ExamSession
from trainer.exams.table_part import TableStepRecord
from trainer.samkong.levels import LEVEL_COUNT
from trainer.table.samkong.model import SamKongPhase
from trainer.table.samkong.profile import profile_named
from trainer.table.samkong.session import SamKongSession
from ui.exam.sitting import ResultView, SittingPresenter, SittingView

LEFT = Qt.MouseButton.LeftButton
LANGUAGES = ["en", "zh-Hant"]
VIP = profile_named("samkong-vip-eight-door")
FEEDBACK_WORDS = ("✓", "✗", "right", "wrong", "Right", "Wrong", "art. ", "條")
WORDS = {
    "en": {"section": "Section 1: Sam Kong Table (Sam Kong, six doors, shoe HK$100)",
           "round": "round 1 of 1", "dealt": "1 of 1 rounds dealt", "pace": "rounds an hour"},
    "zh-Hant": {"section": "第1部分：三公百家樂賭枱（", "round": "第 1 局（共 1 局）",
                "dealt": "已發 1 局（共 1 局）", "pace": "每小時"},
}


# ---- the blueprint form -------------------------------------------------------------------


def test_an_instructor_sets_a_samkong_section_by_keys_and_a_click(
        qtbot, window, store, instructor, trainee) -> None:
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    type_text(qtbot, form.name, "Sam Kong certificate 三公")
    form.rows[0].remove.setFocus()
    qtbot.keyClick(form.rows[0].remove, Qt.Key.Key_Space)  # a Table-only exam
    qtbot.waitUntil(lambda: not form.rows)
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    row = form.table_rows[0]
    assert row.game.currentData() == "baccarat" and all(b.isEnabled() for b in row.baccarat_only)
    row.game.setFocus()
    qtbot.keyClick(row.game, Qt.Key.Key_Down)
    assert row.game.currentText() == "Sam Kong"
    names = {row.profile.itemData(i).name for i in range(row.profile.count())}
    assert names == {"samkong-six-door-shoe", "samkong-one-deck-box", "samkong-vip-eight-door"}
    assert not any(b.isEnabled() for b in row.baccarat_only)
    assert row.labels["coups"].text() == "Roun&ds"
    assert not screen_problems(window, window.stack.currentWidget())  # Alt keys unique
    row.profile.setFocus()
    while row.profile.currentData() != VIP:
        qtbot.keyClick(row.profile, Qt.Key.Key_Down)
    assert row.profile.currentText() == "Sam Kong VIP, eight doors HK$1,000"
    set_spin(qtbot, row.coups, 4)
    set_spin(qtbot, row.faults, 20)
    qtbot.mouseClick(row.has_pace, LEFT, pos=QPoint(8, row.has_pace.height() // 2))
    assert row.has_pace.isChecked() and row.pace.isEnabled()
    set_spin(qtbot, row.pace, 30)
    form.cohorts.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(panel.save_button, LEFT)
    qtbot.waitUntil(lambda: panel.list.count() == 1, timeout=5000)
    [info] = store.exams.exams(instructor)
    assert info.blueprint.tables == (TableSectionSpec(VIP, 4, 90, 30, 70, 20, False,
                                                      game="samkong"),)
    # Opened again, the form shows the section as stored, and in 繁體中文 too.
    qtbot.mouseClick(panel.new_button, LEFT)
    panel.list.setCurrentRow(0)
    qtbot.waitUntil(lambda: len(form.table_rows) == 1)
    again = form.table_rows[0]
    assert again.section() == info.blueprint.tables[0]
    assert not again.side_bets.isEnabled()
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: again.game.currentText() == "三公")
    assert again.labels["coups"].text() == "局數(&D)"
    assert not screen_problems(window, window.stack.currentWidget())
    window.set_language("pt")
    qtbot.waitUntil(lambda: again.labels["coups"].text() == "Ron&das")
    assert not screen_problems(window, window.stack.currentWidget())


# ---- the sitting --------------------------------------------------------------------------


class Recorder:
    def __init__(self) -> None:
        self.steps: list[TableStepRecord] = []

    def shown(self, index, shown_at) -> None:
        pass

    def record(self, answer) -> None:
        pass

    def table_step(self, record: TableStepRecord) -> None:
        self.steps.append(record)

    def finish(self, outcome) -> None:
        pass


def sit(qtbot, session: ExamSession) -> tuple[SittingView, SittingPresenter]:
    view = SittingView()
    qtbot.addWidget(view)
    presenter = SittingPresenter(session, view)
    view.attach(presenter)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)  # the chip row's focus is checked
    presenter.begin()
    return view, presenter


def exam_desk_at_first_pay(qtbot):  # type: ignore[no-untyped-def]
    """A one-round Sam Kong exam section sat at its desk and dealt right by keys up to the
    round's first payment: (the sitting's view and presenter, which the caller keeps while
    it uses the desk, the section's table, the sitting's recorder)."""
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(coups=1, fault_percent=0), 31, now=clock,
                                recorder=rec)
    view, presenter = sit(qtbot, session)
    table = session.table
    assert isinstance(table, SamKongSession)
    while table.next_right()[0] != "pay":
        by_keys(qtbot, SimpleNamespace(samkong_desk=view.samkong_desk), *table.next_right())
    return view, presenter, table, rec


def visible_text(view) -> str:
    return " ".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())


def wrong_level_by_keys(qtbot, desk, hand: int, ordinal: int) -> None:
    """Call the hand's level wrong with the keys: the next level of the annex."""
    by_keys(qtbot, SimpleNamespace(samkong_desk=desk), "call_level",
            (hand, ordinal % LEVEL_COUNT + 1))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_trainee_deals_a_samkong_section_by_keys_to_the_result(
        qtbot, translations, language) -> None:
    translations.install(language)
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(coups=1, fault_percent=30), 31, now=clock,
                                recorder=rec)
    view, presenter = sit(qtbot, session)
    desk = view.samkong_desk
    assert desk.isVisible() and not view.desk.isVisible() and not view.panel_stack.isVisible()
    words = WORDS[language]
    assert words["section"] in view.position.text() and words["round"] in view.position.text()
    shim = SimpleNamespace(samkong_desk=desk)
    clicked = wrong = False
    while not session.is_finished:
        table = session.table
        assert isinstance(table, SamKongSession)
        name, args = table.next_right()
        clock.advance(2)
        before = len(rec.steps)
        if name == "accept_bets" and not clicked:  # one step by the mouse
            qtbot.mouseClick(desk.buttons["accept_bets"], LEFT)
            clicked = True
        elif name == "call_level" and not wrong:  # one wrong step: stored, never said
            wrong_level_by_keys(qtbot, desk, *args)  # type: ignore[arg-type]
            wrong = True
            assert len(rec.steps) == before + 1 and not rec.steps[-1].step.right
            assert rec.steps[-1].step.article is not None
            assert desk.refusal.text() == ""
            assert not any(w in visible_text(view) for w in FEEDBACK_WORDS)
            continue
        else:
            by_keys(qtbot, shim, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
        shown = [w for w in FEEDBACK_WORDS if w in visible_text(view)]
        assert not shown, (shown, visible_text(view))
    assert clicked and wrong and presenter.ended and session.status is ExamStatus.FINISHED
    (score,) = session.outcome().tables
    assert (score.game, score.max_score - score.score, score.coups) == ("samkong", 1, 1)
    shown = ResultView()
    qtbot.addWidget(shown)
    shown.show_result("Sam Kong exam", session.trainee_result())
    assert shown.table.item(0, 0).text().startswith(words["section"])
    note = shown.tables_note.text()
    assert words["dealt"] in note and words["pace"] in note


def test_a_key_out_of_turn_is_refused_in_words_and_nothing_stored(qtbot) -> None:
    clock, rec = WallClock(), Recorder()
    session = ExamSession.start(samkong_only(), 31, now=clock, recorder=rec)
    view, _presenter = sit(qtbot, session)
    desk = view.samkong_desk
    assert desk.state is not None and desk.state.phase is SamKongPhase.CUT
    desk.felt.setFocus()
    qtbot.keyClick(desk.felt, Qt.Key.Key_W)  # a door's result: not now
    qtbot.keyClick(desk.felt, Qt.Key.Key_H)  # no hint at an exam
    assert desk.refusal.text() == "Not now: that is not this step of the round."
    qtbot.keyClick(desk.felt, DIGIT[9])
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)  # 9 cards from the end: a place, but wrong
    assert len(rec.steps) == 1 and not rec.steps[0].step.right
    qtbot.keyClick(desk.felt, DIGIT[5])
    qtbot.keyClick(desk.felt, DIGIT[0])
    qtbot.keyClick(desk.felt, DIGIT[0])  # 500: no place in the shoe, refused, not graded
    assert len(rec.steps) == 1


def test_a_sitting_killed_mid_round_reopens_at_the_same_round_and_step(
        qtbot, store, instructor, trainee) -> None:
    exam = store.exams.create(instructor, with_samkong().with_cohorts((trainee.cohort_id,)))
    live = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(live)
    deal_samkong(live, steps=45, wrong=True)
    before = live.table
    assert isinstance(before, SamKongSession) and not before.finished
    state, steps, hint = before.state(), list(before.steps), before.next_right()
    del live, before  # the app was killed mid-round
    back = store.exams.resume_sitting(trainee, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    view, _presenter = sit(qtbot, back)
    desk = view.samkong_desk
    assert desk.isVisible() and desk.state == state
    table = back.table
    assert isinstance(table, SamKongSession) and table.steps == steps
    assert table.next_right() == hint
    assert f"round {state.round} of 2" in view.position.text()
    name, args = hint
    by_keys(qtbot, SimpleNamespace(samkong_desk=desk), name, args)
    assert len(table.steps) == len(steps) + 1 and table.steps[-1].right
    assert table.table == SAMKONG_PROFILE


# ---- results, review, certificate, the Dashboard's results ---------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_review_certificate_and_results_list_word_the_samkong_table(
        qtbot, store, instructor, trainee, translations, language) -> None:
    from ui.exam.certificate import CertificateWriter
    from ui.exam.results import ResultsModel, certificate_for
    from ui.exam.review import ReviewView

    translations.install(language)
    exam = store.exams.create(instructor, with_samkong(coups=1, pace_target=1).with_cohorts(
        (trainee.cohort_id,)))
    session = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(session)
    deal_samkong(session, wrong=True)
    assert session.status is ExamStatus.FINISHED and session.sitting_id is not None
    review = store.exams.review(instructor, session.sitting_id)
    assert review.outcome is not None
    (table,) = review.outcome.tables
    assert table.game == "samkong" and not table.passed  # each level and door called wrong once
    title = {"en": "Section 3: Sam Kong Table (Sam Kong, six doors, shoe HK$100)",
             "zh-Hant": "第3部分：三公百家樂賭枱（三公，六門，牌靴 HK$100）"}[language]
    cert = certificate_for(review, instructor)
    assert cert.sections[-1].label == title
    dealt = {"en": "1 of 1 rounds dealt", "zh-Hant": "已發 1 局（共 1 局）"}[language]
    assert dealt in cert.sections[-1].detail
    assert cert.sections[-1].detail in CertificateWriter().html(cert).replace("&#x27;", "'")
    model = ResultsModel()  # the Exam screen's results and the Dashboard's Exams tab
    model.set_rows(store.exams.cohort_results(instructor, trainee.cohort_id))
    tip = model.data(model.index(0, ResultsModel.SCORE), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith(title)
    # The review: every step sealed and dealt again, a wrong level in the Sam Kong words.
    steps = review.table_steps
    assert steps and all(s.step is not None for s in steps)
    view = ReviewView()
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    view.show_review(review)
    wrong = next(n for n, s in enumerate(steps) if not s.correct and s.kind == "level")
    view.list.setCurrentRow(len(review.items) + wrong)
    step = steps[wrong].step
    assert step is not None
    level = view.samkong_words.level(int(step.expected))
    assert level in view.expected.text() and title in view.item_title.text()
    assert view.samkong_words.level(int(step.given)) in view.given.text()
    assert view.samkong_words.step_name("level") in view.list.item(
        len(review.items) + wrong).text()
    # Which hand the wrong level was called for, named beside the step.
    action = steps[wrong].action
    assert action is not None and action.name == "call_level"
    hand = action.args[0]
    named = ({"en": "the banker", "zh-Hant": "莊家"} if hand == 0 else
             {"en": f"door {hand}", "zh-Hant": f"第{hand}門"})[language]
    assert named in view.given.text() and named in view.expected.text()


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Sam Kong Table “Sam Kong, six doors, shoe HK$100”: 2 rounds"),
    ("zh-Hant", "三公百家樂賭枱「三公，六門，牌靴 HK$100」：2局")])
def test_the_exam_list_names_the_samkong_section_and_its_rounds(
        qtbot, window, store, instructor, trainee, language, said) -> None:
    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
    from tests.gui.test_exam_sitting import open_exam, sign_in

    store.exams.create(instructor, samkong_only().with_cohorts((trainee.cohort_id,)))
    window.set_language(language)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.waitUntil(lambda: desk.exam_list.count() == 1)
    assert said in desk.exam_list.item(0).text()
