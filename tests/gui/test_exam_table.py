"""A Table section in the Exam screen (issue 14): set in the blueprint form by keyboard with
the core's refusals under the row, dealt at the trainee's desk with the Table screen's keys and
no feedback, junk refused with nothing stored, and the result with the section's pace."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import type_text
from tests.gui.test_exam_instructor import open_exams, set_spin, sign_in_instructor
from tests.gui.test_exam_instructor import window as window
from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import PROFILE, table_spec
from tests.support.shoe_keys import shoe_life_by_keys
from tests.support.table_script import right_action
from trainer.baccarat.coup import Outcome
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES, TieBets
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_key
from trainer.exams.blueprint import Blueprint
from trainer.exams.outcome import ExamStatus
from trainer.exams.session import ExamSession
from trainer.exams.table_part import TableStepRecord
from trainer.table import Phase, TieAnswer
from ui.exam.sitting import ResultView, SittingPresenter, SittingView
from ui.felt.irregular import REMEDY_KEYS
from ui.felt.keys import selectable

FEEDBACK_WORDS = ("Correct", "Not right", "Right.", "Wrong", "art. ", "should")


# ---- the blueprint form -------------------------------------------------------------------


def test_a_table_section_is_set_by_keyboard_and_refused_under_its_row(
        qtbot, window, store, instructor, trainee) -> None:
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    type_text(qtbot, form.name, "Table certificate 百家樂")
    form.rows[0].remove.setFocus()
    qtbot.keyClick(form.rows[0].remove, Qt.Key.Key_Space)  # a Table-only exam
    qtbot.waitUntil(lambda: not form.rows)
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    assert len(form.table_rows) == 1
    row = form.table_rows[0]
    row.profile.setFocus()
    while row.profile.currentData().name != PROFILE.name:
        qtbot.keyClick(row.profile, Qt.Key.Key_Down)
    set_spin(qtbot, row.coups, 0)
    form.cohorts.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert row.error.text() == "Must be from 1 to 60."
    qtbot.waitUntil(row.error.isVisible)
    assert row.coups.hasFocus()
    assert store.exams.exams(instructor, include_inactive=True) == []
    set_spin(qtbot, row.coups, 5)
    row.has_pace.setFocus()
    qtbot.keyClick(row.has_pace, Qt.Key.Key_Space)
    set_spin(qtbot, row.pace, 400)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert row.error.text() == "Must be from 1 to 200."
    set_spin(qtbot, row.pace, 40)
    set_spin(qtbot, row.faults, 20)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.list.count() == 1, timeout=5000)
    [info] = store.exams.exams(instructor)
    assert info.blueprint.sections == ()
    assert info.blueprint.tables == (table_spec(coups=5, pass_mark=90, pace_target=40,
                                                fault_percent=20),)
    # Opened again, the form shows the section as stored.
    qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    assert form.table_rows == []
    panel.list.setCurrentRow(0)
    qtbot.waitUntil(lambda: len(form.table_rows) == 1)
    again = form.table_rows[0]
    assert again.section() == info.blueprint.tables[0]


def test_the_blueprint_form_lists_table_profiles_by_name(qtbot, window, instructor) -> None:
    """The Table section's list shows the profiles' names (a shipped one in the user's
    language), not their ids; a saved section chooses its own profile."""
    sign_in_instructor(qtbot, window)
    form = open_exams(qtbot, window).blueprints.form
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    row = form.table_rows[0]
    texts = [row.profile.itemText(i) for i in range(row.profile.count())]
    assert "Commission box HK$2,000" in texts and "Mass floor HK$1,000" in texts
    assert "commission-box-2000" not in texts and "mass-1000" not in texts
    row.set_section(table_spec(profile=DEFAULT_PROFILES["commission-box-2000"]))
    assert row.profile.currentText() == "Commission box HK$2,000"
    assert row.section().profile == DEFAULT_PROFILES["commission-box-2000"]
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: row.profile.currentText() == "佣金格 HK$2,000")


# ---- the desk -----------------------------------------------------------------------------


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


def open_desk(qtbot, table=PROFILE, seed=4242, **spec):
    clock, rec = WallClock(), Recorder()
    blueprint = Blueprint("Table exam", (), 80, 3600, tables=(table_spec(profile=table,
                                                                          **spec),))
    session = ExamSession.start(blueprint, seed, now=clock, recorder=rec)
    view = SittingView()
    qtbot.addWidget(view)
    presenter = SittingPresenter(session, view)
    view.attach(presenter)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    presenter.begin()
    assert view.desk.isVisible() and not view.panel_stack.isVisible()
    return view, presenter, session, clock, rec


def select(qtbot, desk, target: Bet | int) -> None:
    for _ in range(40):
        if desk.selected == target:
            return
        qtbot.keyClick(desk.felt, Qt.Key.Key_Tab)
    raise AssertionError(f"{target} cannot be selected")


def type_row(qtbot, desk, text: str) -> None:
    qtbot.keyClicks(desk.chip_entry.edit, text)
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)


def key_for(qtbot, desk, name: str, args: tuple) -> None:
    """Take the action ``name(*args)`` with the Table screen's keys on the felt."""
    felt = desk.felt
    felt.setFocus()
    if shoe_life_by_keys(desk, name, args):
        return
    if name == "accept_bets":
        qtbot.keyClick(felt, Qt.Key.Key_N)
    elif name == "refuse":
        select(qtbot, desk, args[0])
        qtbot.keyClick(felt, Qt.Key.Key_R)
    elif name == "collect_box":
        select(qtbot, desk, args[0])
        qtbot.keyClick(felt, Qt.Key.Key_C)
        type_row(qtbot, desk, str(args[1]))
    elif name == "deal":
        qtbot.keyClick(felt, Qt.Key.Key_P if args[0] is Hand.PLAYER else Qt.Key.Key_B)
    elif name == "answer_irregular":  # arts. 4, 10: K / F / U / V
        qtbot.keyClick(felt, next(k for k, r in REMEDY_KEYS.items() if r is args[0]))
    elif name == "call_totals":
        for total in args:
            qtbot.keyClick(felt, getattr(Qt.Key, f"Key_{total}"))
    elif name == "draw":
        qtbot.keyClick(felt, Qt.Key.Key_D if args[1] else Qt.Key.Key_S)
    elif name == "call_result":
        winner, *flags = args
        for key, on in zip((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_6), flags,
                           strict=True):
            if on:
                qtbot.keyClick(felt, key)
        qtbot.keyClick(felt, {Outcome.PLAYER: Qt.Key.Key_P, Outcome.BANKER: Qt.Key.Key_B,
                              Outcome.TIE: Qt.Key.Key_T}[winner])
    elif name == "take":
        select(qtbot, desk, args[0])
        qtbot.keyClick(felt, Qt.Key.Key_T)
    elif name == "pay":
        select(qtbot, desk, args[0])
        qtbot.keyClick(felt, Qt.Key.Key_Return)
        type_row(qtbot, desk, " ".join(f"{n}x{chip_key(v)}" for v, n in args[1]))
    elif name == "mark":
        seat, amount = args
        banker = next(b for b in selectable(desk.state)
                      if isinstance(b, Bet) and b.seat == seat and b.kind is BetKind.BANKER)
        select(qtbot, desk, banker)
        qtbot.keyClick(felt, Qt.Key.Key_M)
        type_row(qtbot, desk, str(amount))
    elif name == "take_back":  # art. 16: the holder turned the cards; taken back
        qtbot.keyClick(felt, Qt.Key.Key_Return)
    elif name == "answer_tie":
        qtbot.keyClick(felt, {TieAnswer.RETURN: Qt.Key.Key_W, TieAnswer.ACCEPT: Qt.Key.Key_A,
                              TieAnswer.REFUSE: Qt.Key.Key_X}[args[1]])
    else:
        raise AssertionError(name)


def visible_text(view) -> str:
    return " ".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())


def test_a_table_section_dealt_by_keyboard_with_no_feedback(qtbot) -> None:
    view, presenter, session, clock, rec = open_desk(
        qtbot, DEFAULT_PROFILES["commission-box-2000"], coups=2, fault_percent=30)
    desk = view.desk
    assert "Table (Commission box HK$2,000) · coup 1 of 2" in view.position.text()
    wrong_done = False
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name == "deal" and not wrong_done:  # one wrong step: the wrong hand first
            other = Hand.BANKER if args[0] is Hand.PLAYER else Hand.PLAYER
            key_for(qtbot, desk, "deal", (other,))
            wrong_done = True
            assert len(rec.steps) == before + 1 and not rec.steps[-1].step.right
            assert desk.refusal.text() == ""
            assert not any(w in visible_text(view) for w in FEEDBACK_WORDS)
            continue
        key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
        assert not any(w in visible_text(view) for w in FEEDBACK_WORDS)
    assert session.status is ExamStatus.FINISHED and presenter.ended
    (score,) = session.outcome().tables
    assert (score.max_score - score.score, score.coups, score.complete) == (1, 2, True)
    kinds = {r.step.kind for r in rec.steps}
    assert kinds >= {"bets", "order", "call", "draw", "take", "pay", "mark"}


def test_a_tie_bettor_is_answered_at_the_exam_desk_by_the_table_screens_keys(qtbot) -> None:
    """The desk and the Table screen share one key map (ui/felt/keys.py): W / A / X
    answer a bettor acting on a bet a tie left (art. 12) in an exam too, where before the
    desk had no such key and the section could not go on."""
    from dataclasses import replace

    changing = replace(DEFAULT_PROFILES["mass-1000"], tie_bets=TieBets.CHANGE)
    view, _presenter, session, clock, rec = open_desk(qtbot, changing, coups=60,
                                                      fault_percent=0, seats_percent=90)
    desk = view.desk
    answered = 0
    while answered < 2 and not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name == "answer_tie":
            assert desk.state is not None and desk.state.phase is Phase.BETS
            assert desk.state.ties and desk.state.ties[0].bet == args[0]
            answered += 1
        key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
        assert rec.steps[-1].step.right, (name, args)
    assert answered == 2
    assert {r.step.kind for r in rec.steps} >= {"tie"}


def test_junk_and_keys_out_of_turn_are_refused_and_not_stored(qtbot) -> None:
    view, _presenter, session, _clock, rec = open_desk(qtbot, coups=1, fault_percent=0)
    desk = view.desk
    qtbot.keyClick(desk.felt, Qt.Key.Key_P)  # no deal before "no more bets": P does nothing
    qtbot.keyClick(desk.felt, Qt.Key.Key_D)
    assert rec.steps == []
    # Settle with junk in the chip row: refused in words, nothing stored.
    while session.table is not None and session.table.phase.value != "settle":
        name, args = right_action(session.table)
        key_for(qtbot, desk, name, args)
    table = session.table
    assert table is not None
    name, args = right_action(table)
    while name != "pay":
        key_for(qtbot, desk, name, args)
        name, args = right_action(table)
    stored = len(rec.steps)
    select(qtbot, desk, args[0])
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    type_row(qtbot, desk, "abc")
    assert len(rec.steps) == stored
    assert "not a chip" in desk.refusal.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_N)  # "no more bets" in the settlement: not now
    assert len(rec.steps) == stored


def test_the_result_shows_the_table_score_and_pace(qtbot) -> None:
    _view, _presenter, session, clock, _rec = open_desk(qtbot, coups=1, pace_target=50)
    while (table := session.next_table()) is not None:
        clock.advance(30)  # slow: about 20 steps a coup at 30 s is far under 50 an hour
        name, args = right_action(table)
        session.table_act(name, *args)
    result = session.trainee_result()
    shown = ResultView()
    qtbot.addWidget(shown)
    shown.show_result("Table exam", result)
    assert shown.table.rowCount() == 1
    assert shown.table.item(0, 0).text() == "Section 1: Table (Mass floor HK$300)"
    assert shown.table.item(0, 3).text() == "FAIL"
    (score,) = result.tables
    assert score.score == score.max_score and not score.pace_met
    note = shown.tables_note.text()
    assert f"{score.score}/{score.max_score} steps right, 1 of 1 coups dealt" in note
    assert f"{score.coups_per_hour:.1f} coups an hour, target 50: not reached" in note


def test_review_certificate_and_results_list_show_the_table_section(
        qtbot, store, instructor, trainee) -> None:
    from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
    from tests.support.exam_table import answer_questions, deal, with_table
    from ui.exam.certificate import CertificateWriter
    from ui.exam.results import ResultsModel, certificate_for

    exam = store.exams.create(instructor, with_table((trainee.cohort_id,), pace_target=1))
    session = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(session)
    deal(session)
    assert session.status is ExamStatus.FINISHED and session.sitting_id is not None
    review = store.exams.review(instructor, session.sitting_id)
    assert review.outcome is not None
    (table,) = review.outcome.tables
    cert = certificate_for(review, instructor)
    assert cert.sections[-1].label == "Section 3: Table (Mass floor HK$300)"
    assert cert.sections[-1].detail.startswith(
        f"{table.score}/{table.max_score} steps right, 3 of 3 coups dealt. Pace: ")
    assert "target 1: reached" in cert.sections[-1].detail
    assert cert.sections[-1].detail in CertificateWriter().html(cert).replace("&#x27;", "'")
    model = ResultsModel()
    model.set_rows(store.exams.cohort_results(instructor, trainee.cohort_id))
    tip = model.data(model.index(0, ResultsModel.SCORE), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Section 3: Table (Mass floor HK$300): ") and "coups an hour" in tip


def test_an_interrupted_sitting_says_where_the_table_stands(
        qtbot, window, store, instructor, trainee) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
    from tests.gui.test_exam_sitting import close_window, open_exam, sign_in
    from tests.support.exam_table import answer_questions, deal, with_table

    exam = store.exams.create(instructor, with_table((trainee.cohort_id,)))
    session = store.exams.start_sitting(trainee, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    answer_questions(session)
    deal(session, steps=5)
    del session  # the app was closed mid-coup
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.waitUntil(lambda: "At the table" in desk.resume_text.text())
    text = desk.resume_text.text()
    assert "after 7 of 7 questions" in text
    assert "At the table, 5 steps were taken: the table goes on at the same coup and step." in text
    assert close_window(qtbot, window, QMessageBox.StandardButton.Yes)  # the sitting stays open
