"""Exam sections under the school's own table profiles (issue 16 point 5), in the real main
window by keyboard: the section's table picker, the refusal of a deleted profile under its
row, and a question of the HK$80,000 room shown with its table in the sitting and the
review."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import (
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
    type_text,
)
from tests.gui.test_exam_instructor import (
    open_exams,
    results_panel,
    row_of,
    sign_in_instructor,
    sit,
)
from tests.gui.test_exam_sitting import (
    dispose,
    open_exam,
    proctor_types,
    show_window,
    sign_in,
    start_sitting,
)
from tests.support.school_tables import VIP, exam_with_tables
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.drills import DrillKind, Level
from trainer.drills.prompts import PayoutPrompt
from trainer.exams.blueprint import SectionSpec
from trainer.money import format_hkd
from trainer.store import Store
from ui.i18n import Translations
from ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, store: Store, prefs: QSettings, translations: Translations
           ) -> Iterator[MainWindow]:
    main = show_window(qtbot, store, prefs, translations)
    yield main
    dispose(main)


@pytest.fixture
def vip_exam(store: Store, instructor: Actor, trainee: Actor) -> int:
    """The school's 80k room (Settings > Table profiles) and an exam of three payouts at it."""
    store.table_profiles.save(instructor, VIP.name, VIP.to_dict())
    sections = (SectionSpec(DrillKind.PAYOUT, Level.ALL, 3, 50, (VIP.name,)),)
    return store.exams.create(instructor, exam_with_tables(
        (VIP.name,), (trainee.cohort_id,), sections=sections, show_missed=True)).id


def focus_next(qtbot) -> None:
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)


def test_a_payout_section_picks_the_schools_tables_by_keyboard(
        qtbot, window, store, instructor, trainee) -> None:
    store.table_profiles.save(instructor, VIP.name, VIP.to_dict())
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    row = form.rows[0]
    qtbot.waitUntil(lambda: VIP.name in row.profiles)
    assert not row.tables.isVisible()  # a DRAW section is not dealt at a table
    type_text(qtbot, form.name, "VIP floor 貴賓廳")
    form.cohorts.setFocus()
    qtbot.keyClick(form.cohorts, Qt.Key.Key_Space)  # the cohort, ticked
    row.kind.setFocus()
    qtbot.waitUntil(row.kind.hasFocus)
    qtbot.keyClick(row.kind, Qt.Key.Key_Down)
    qtbot.keyClick(row.kind, Qt.Key.Key_Down)
    assert row.kind.currentData() is DrillKind.PAYOUT
    assert row.tables.isVisible()
    for _ in range(4):  # level, questions, pass mark, then the tables
        focus_next(qtbot)
    assert QApplication.focusWidget() is row.tables
    qtbot.keyClicks(row.tables, "VIP")  # type-ahead to the school's room
    assert row.tables.currentItem().text() == VIP.name
    qtbot.keyClick(row.tables, Qt.Key.Key_Space)
    qtbot.keyClick(row.tables, Qt.Key.Key_Home)  # and the first shipped table too
    qtbot.keyClick(row.tables, Qt.Key.Key_Space)
    picked = row.picked_profiles()
    first = str(row.tables.item(0).data(Qt.ItemDataRole.UserRole))  # the list's first table
    assert first in DEFAULT_PROFILES
    assert set(picked) == {VIP.name, first}
    qtbot.keyClick(row.tables, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(store.exams.exams(instructor)), timeout=5000)
    (saved,) = store.exams.exams(instructor)
    assert saved.blueprint.sections[0].profiles == picked

    # The room is deleted in Settings > Table profiles: the form marks it, and saving is
    # refused in words under the section.
    store.table_profiles.delete(instructor, VIP.name)
    panel.presenter.load()  # as on entering the screen again (the form is filled anew)
    # Every load done (profiles, exams, cohorts and seal state each refill part of the
    # form, so a row taken before the last of them may be gone).
    qtbot.waitUntil(lambda: not panel.presenter.runner.busy
                    and VIP.name not in form.rows[0].profiles
                    and form.rows[0].picked_profiles() == picked, timeout=5000)
    row = form.rows[0]
    assert any(row.tables.item(i).text() == f"{VIP.name} (deleted)"
               for i in range(row.tables.count()))
    row.tables.setFocus()
    qtbot.waitUntil(row.tables.hasFocus)
    qtbot.keyClick(row.tables, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(row.error.isVisible, timeout=5000)
    assert row.error.text().startswith("Section 1 names the table profile “VIP 80k”, which "
                                       "was deleted in Settings > Table profiles.")
    assert QApplication.focusWidget() is row.tables
    assert store.exams.exam(instructor, saved.id).blueprint == saved.blueprint

    # Unticked (Space on the marked row), the exam saves.
    qtbot.keyClicks(row.tables, "VIP")
    qtbot.keyClick(row.tables, Qt.Key.Key_Space)
    assert row.picked_profiles() == (first,)
    qtbot.keyClick(row.tables, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: store.exams.exam(instructor, saved.id).blueprint.sections[0]
                    .profiles == (first,), timeout=5000)


def test_an_exam_question_shows_the_80k_table_it_is_asked_at(qtbot, window, store,
                                                             vip_exam) -> None:
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = start_sitting(qtbot, window)
    question = desk.sitting.current.question
    prompt = question.prompt
    assert isinstance(prompt, PayoutPrompt) and prompt.rules == VIP
    shown = desk.sitting_view.panel.bets_label.text()
    assert "Table: VIP 80k" in shown
    assert "HK$80,000 to HK$2,000,000" in shown  # the room's limits, not a shipped table's
    assert format_hkd(prompt.bet.amount) in shown


def test_the_review_shows_the_table_each_question_was_asked_at(qtbot, window, store,
                                                               vip_exam) -> None:
    sit(store, TRAINEE_NAME, TRAINEE_PIN, vip_exam, wrong=(1,))
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.selectRow(row_of(panel, "陳美美"))
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review, timeout=5000)
    assert review.list.count() == 3
    for index in range(3):
        review.list.setCurrentRow(index)
        shown = review.panel_stack.currentWidget().bets_label.text()
        assert "Table: VIP 80k" in shown and "HK$80,000 to HK$2,000,000" in shown


def test_a_sitting_under_a_deleted_table_is_refused_in_words(qtbot, window, store, instructor,
                                                             vip_exam) -> None:
    store.table_profiles.delete(instructor, VIP.name)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    screen = open_exam(qtbot, window)
    desk = screen.desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    proctor_types(qtbot, desk, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    dialog = desk.proctor_dialog
    qtbot.waitUntil(lambda: "cannot start" in dialog.error.text(), timeout=5000)
    assert dialog.error.text() == (
        "This exam cannot start: its section 1 names the table profile “VIP 80k”, which was "
        "deleted in Settings > Table profiles. An instructor must pick that section's tables "
        "again.")
    assert desk.stack.currentWidget() is not desk.sitting_view
    assert store.exams.running_sitting(store.authenticate(TRAINEE_NAME, TRAINEE_PIN)) is None
    dialog.reject()
