"""Every text entry of the Table screen and of the exam desk refuses junk in words, in the
user's language, and stores nothing (issue 24 point 2): thirty 9s typed as a chip showed
"Something went wrong: decimal.InvalidOperation" and a log path instead.

Hypothesis feeds junk, huge and full-width text (tests/support/junk.py), a few examples each
and always the same ones, into: the chip row paying a bet, the row marking commission, the
row collecting a commission box, and the felt's keys while the totals are called (Table
screen); the same three rows of the exam's Table section; and every answer field of the exam's
questions. After each, the rows in the store (or the exam's recorder) are counted again.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tests.gui.conftest import type_text
from tests.gui.test_exam_table import key_for, open_desk
from tests.gui.test_exam_table import select as select_at_desk
from tests.gui.test_table_screen import bet_of_seat, do_by_keys, open_table, select_by_keys
from tests.support.exam_table import table_spec
from tests.support.junk import few, has_cjk, letters, typed_junk
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import Phase
from ui.table.view import TableScreen

CRASH_WORDS = ("Something went wrong", "Traceback", "InvalidOperation", "Error", ".py")


def assert_worded(text: str, language: str) -> None:
    """A refusal in words, in ``language`` (junk holds no CJK ideograph), never a crash."""
    assert text.strip(), "no refusal shown"
    assert not text.startswith(("✗", "✓")), text  # refused, not graded
    assert not any(word in text for word in CRASH_WORDS), text
    # Junk holds no CJK ideograph and no plain space, and a refusal quotes at most 16 typed
    # characters: English words in a row are the refusal's, so is Chinese.
    english = re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", text) is not None
    if language == "zh-Hant":
        assert has_cjk(text) and not english, text
    else:
        assert english, text


def table_rows(store, actor) -> int:
    return len(store.practice.attempts(actor, actor.user_id, "table"))


def reach(qtbot, screen: TableScreen, name: str) -> tuple[object, ...]:
    """Deal right until the next right action is ``name``; its arguments."""
    session = screen.presenter.session
    assert session is not None
    while (action := right_action(session))[0] != name:
        do_by_keys(qtbot, screen, *action)
    return action[1]


# ---- the Table screen -------------------------------------------------------------------------

ROWS = {
    # entry: (table, seed, the action that opens it)
    "pay": ("mass-300", 1, "pay"),
    "mark": ("commission-box-2000", 4, "mark"),
    "collect": ("commission-box-2000", 4, "collect_box"),
}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("entry", list(ROWS))
def test_junk_in_a_table_row_is_refused_in_words_and_nothing_stored(
        qtbot, store, trainee, translations, entry: str, language: str) -> None:
    translations.install(language)
    profile, seed, action = ROWS[entry]
    screen = open_table(qtbot, store, trainee, profile, seed)
    session = screen.presenter.session
    assert session is not None
    args = reach(qtbot, screen, action)
    if entry == "pay":
        select_by_keys(qtbot, screen, args[0])  # type: ignore[arg-type]
        qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    elif entry == "mark":
        select_by_keys(qtbot, screen, bet_of_seat(screen, args[0]))  # type: ignore[arg-type]
        qtbot.keyClick(screen.felt, Qt.Key.Key_M)
    else:
        select_by_keys(qtbot, screen, args[0])  # type: ignore[arg-type]
        qtbot.keyClick(screen.felt, Qt.Key.Key_C)
    edit = screen.chip_entry.edit
    assert edit.hasFocus()
    steps, rows = len(session.steps), table_rows(store, trainee)

    @few
    @given(typed_junk)
    def refused(text: str) -> None:
        edit.clear()
        screen.feedback.clear()
        type_text(qtbot, edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert_worded(screen.feedback.text(), language)
        assert len(session.steps) == steps and table_rows(store, trainee) == rows
        assert not screen.presenter.waiting

    refused()
    # Thirty 9s as a chip: the case of the issue, refused like any other bad chip.
    edit.clear()
    type_text(qtbot, edit, "9" * 30)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert_worded(screen.feedback.text(), language)
    assert len(session.steps) == steps and table_rows(store, trainee) == rows


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_junk_keys_while_the_totals_are_called_are_refused_and_nothing_stored(
        qtbot, store, trainee, translations, language: str) -> None:
    """The totals are typed as two digit keys on the felt: any other key is refused in words
    (H shows the hint), and nothing is graded."""
    translations.install(language)
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    reach(qtbot, screen, "call_totals")
    steps, rows = len(session.steps), table_rows(store, trainee)

    @few
    @given(letters.filter(str.isascii))
    def refused(text: str) -> None:
        screen.feedback.clear()
        screen.felt.setFocus()
        qtbot.keyClicks(screen.felt, text)
        assert_worded(screen.feedback.text(), language)
        assert len(session.steps) == steps and table_rows(store, trainee) == rows
        assert screen.presenter.state is not None
        assert screen.presenter.state.phase is Phase.TOTALS

    refused()


# ---- the exam desk: its Table section ----------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("entry", ["pay", "mark", "collect_box"])
def test_junk_in_an_exam_table_row_is_refused_in_words_and_nothing_recorded(
        qtbot, translations, entry: str, language: str) -> None:
    translations.install(language)
    view, _presenter, session, clock, rec = open_desk(
        qtbot, DEFAULT_PROFILES["commission-box-2000"], coups=1, fault_percent=0)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    desk = view.desk
    while True:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        if name == entry:
            break
        clock.advance(2)
        key_for(qtbot, desk, name, args)
    desk.felt.setFocus()
    if entry == "pay":
        select_at_desk(qtbot, desk, args[0])
        qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    elif entry == "mark":
        select_at_desk(qtbot, desk, next(
            b for b in table.state().accepted
            if b.seat == args[0] and b.kind.value == "banker"))
        qtbot.keyClick(desk.felt, Qt.Key.Key_M)
    else:
        select_at_desk(qtbot, desk, args[0])
        qtbot.keyClick(desk.felt, Qt.Key.Key_C)
    edit = desk.chip_entry.edit
    assert edit.hasFocus()
    recorded = len(rec.steps)

    @few
    @given(typed_junk)
    def refused(text: str) -> None:
        desk.show_refusal("")
        edit.setFocus()
        edit.clear()
        type_text(qtbot, edit, text)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert_worded(desk.refusal.text(), language)
        assert len(rec.steps) == recorded
        assert session.table is table and right_action(table)[0] == entry
        # The row is given back for another try (the desk reopens it as the key did).
        desk.felt.setFocus()
        qtbot.keyClick(desk.felt, {"pay": Qt.Key.Key_Return, "mark": Qt.Key.Key_M,
                                   "collect_box": Qt.Key.Key_C}[entry])

    refused()


# ---- the exam desk: every answer field of its questions ----------------------------------------


def exam_with_fields(qtbot):
    """A sitting whose questions have typed answers: payout (with chips), Sam Kong levels,
    doors and payouts, and the shoe's numbers."""
    from tests.support.exam_kill_worker import WallClock
    from trainer.drills import DrillKind, Level
    from trainer.exams.blueprint import Blueprint, SectionSpec
    from trainer.exams.session import ExamSession
    from ui.exam.sitting import SittingPresenter, SittingView

    class Recorder:
        def __init__(self) -> None:
            self.answers: list[object] = []

        def shown(self, index, shown_at) -> None:
            pass

        def record(self, answer) -> None:
            self.answers.append(answer)

        def table_step(self, record) -> None:
            pass

        def finish(self, outcome) -> None:
            pass

    sections = tuple(SectionSpec(kind, Level.ALL, 6, 80) for kind in (
        DrillKind.PAYOUT, DrillKind.SAMKONG_LEVEL, DrillKind.SAMKONG_DOORS,
        DrillKind.SAMKONG_PAYOUT, DrillKind.SHOE))
    rec, clock = Recorder(), WallClock()
    blueprint = Blueprint("Fields", sections, 80, 3600, tables=(table_spec(),))
    session = ExamSession.start(blueprint, 77, now=clock, recorder=rec)
    view = SittingView()
    qtbot.addWidget(view)
    presenter = SittingPresenter(session, view)
    view.attach(presenter)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    presenter.begin()
    return view, presenter, session, rec


def feed_junk(qtbot, panel, field: QLineEdit, fields: list[QLineEdit], language: str,
              recorded, presenter) -> None:
    """Junk into ``field`` of an exam question's panel, then Enter: refused under it."""
    before, current = recorded(), presenter.current

    @few
    @given(typed_junk)
    def refused(text: str) -> None:
        for other in fields:
            other.clear()
        paid = getattr(panel, "paid_edit", None)
        if paid is not None and field is not paid:
            paid.setText("100")  # the commission and the chips are read once a payout is
        panel.show_rejection("")
        type_text(qtbot, field, text)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        where = (type(panel).__name__, field.objectName(), text)
        assert recorded() == before and presenter.current is current, where
        assert_worded(panel.field_error.text(), language)
        assert panel.field_error.isVisible(), where

    refused()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_junk_in_every_exam_answer_field_is_refused_under_it_and_nothing_recorded(
        qtbot, translations, language: str) -> None:
    from tests.support.exam_kill_worker import right_answer

    translations.install(language)
    view, presenter, _session, rec = exam_with_fields(qtbot)
    seen: set[str] = set()
    while presenter.current is not None:
        panel = view.panel
        assert panel is not None
        fields = [edit for edit in panel.findChildren(QLineEdit) if edit.isVisible()]
        for field in fields:
            name = f"{type(panel).__name__}.{field.objectName() or type(field).__name__}"
            if name in seen:
                continue  # once a field: the suite runs on two cores
            seen.add(name)
            feed_junk(qtbot, panel, field, fields, language,
                      lambda: len(rec.answers), presenter)
        # Move on with the right answer, given as the core would grade it.
        presenter.submit(right_answer(presenter.current.question))
    assert len(seen) >= 5, seen


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_right_calls_with_junk_after_them_are_refused_not_cut_to_the_calls(
        qtbot, translations, language: str) -> None:
    """The doors field took as many letters as doors: "WLT@" was cut to "WLT" and graded."""
    from tests.support.exam_kill_worker import right_answer
    from ui.widgets.panels.samkong import SamKongDoorsPanel

    translations.install(language)
    view, presenter, _session, rec = exam_with_fields(qtbot)
    while not isinstance(view.panel, SamKongDoorsPanel):
        assert presenter.current is not None
        presenter.submit(right_answer(presenter.current.question))
    panel, current, recorded = view.panel, presenter.current, len(rec.answers)
    type_text(qtbot, panel.calls_edit, "W" * panel._count + "@")
    qtbot.keyClick(panel.calls_edit, Qt.Key.Key_Return)
    assert len(rec.answers) == recorded and presenter.current is current
    assert_worded(panel.field_error.text(), language)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_right_row_with_a_long_junk_tail_is_refused_not_cut_and_graded(
        qtbot, store, trainee, translations, language: str) -> None:
    """The chip row kept its first 120 characters: the right chips, 120 spaces and junk were
    cut to the right chips and graded right. The whole row is read, and the junk refused."""
    translations.install(language)
    screen = open_table(qtbot, store, trainee, "mass-300", 1)
    session = screen.presenter.session
    assert session is not None
    bet, chips = reach(qtbot, screen, "pay")
    select_by_keys(qtbot, screen, bet)  # type: ignore[arg-type]
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    edit = screen.chip_entry.edit
    steps, rows = len(session.steps), table_rows(store, trainee)
    right = " ".join(f"{n}x{chip:f}" for chip, n in chips)  # type: ignore[attr-defined]
    edit.setText(right + " " * 130 + "zz")  # pasted, as a long row would come
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert_worded(screen.feedback.text(), language)
    assert len(session.steps) == steps and table_rows(store, trainee) == rows
