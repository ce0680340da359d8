"""Homework and Today for both games of the Table: an instructor sets homework on the Sam
Kong Table by keys; the trainee sees it on Today, worded as the Sam Kong Table, counted after a
round; Today's Sam Kong Table line has its own key, which opens the Table at a Sam Kong table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_shared_progress import deal_samkong_round
from tests.gui.test_table_everywhere import deal_shoe
from tests.gui.test_today import _sign_in
from trainer.auth import Actor
from trainer.drills.registry import kind_codes
from trainer.homework import Status, Subject, Target, TargetKind
from trainer.kinds import TABLE_KIND
from trainer.store import Store
from trainer.table.session import Action
from trainer.today import SAMKONG_TABLE_LINE
from ui.dashboard.homework import AssignmentDialog, HomeworkTab
from ui.dashboard.view import DashboardScreen

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

NAMES = {"en": "Sam Kong Table", "zh-Hant": "三公百家樂賭枱"}
BACCARAT = {"en": "Baccarat Table", "zh-Hant": "百家樂賭枱"}


def open_homework(qtbot, store: Store, instructor: Actor) -> HomeworkTab:  # type: ignore[no-untyped-def]
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    tab = screen.homework
    qtbot.waitUntil(lambda: tab.presenter.cohort_id is not None, timeout=10_000)
    screen.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.health_table.rowCount() == 1, timeout=10_000)
    return tab


def set_samkong_homework(qtbot, tab: HomeworkTab, answers: int) -> AssignmentDialog:  # type: ignore[no-untyped-def]
    tab.new_button.setFocus()
    qtbot.keyClick(tab.new_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.dialog is not None and tab.dialog.isVisible(), timeout=5_000)
    dialog = tab.dialog
    assert dialog is not None
    dialog.subject.setFocus()
    # Past every drill to the Table's two games: the baccarat Table, then the Sam Kong Table.
    for _ in range(len(kind_codes()) - 1):
        qtbot.keyClick(dialog.subject, Qt.Key.Key_Down)
    assert dialog.chosen_subject() == Subject.table()
    qtbot.keyClick(dialog.subject, Qt.Key.Key_Down)
    assert dialog.chosen_subject() == Subject.samkong_table()
    dialog.answers.setFocus()
    dialog.answers.selectAll()
    qtbot.keyClicks(dialog.answers, str(answers))
    qtbot.keyClick(dialog.answers, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.assignment_table.rowCount() == 1, timeout=10_000)
    return dialog


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_homework_on_the_sam_kong_table_set_by_keys_seen_on_today_and_counted(
        qtbot, window, store: Store, instructor: Actor, trainee: Actor,
        language: str) -> None:
    window.set_language(language)
    tab = open_homework(qtbot, store, instructor)
    dialog = set_samkong_homework(qtbot, tab, 5)
    assert NAMES[language] in [dialog.subject.itemText(i) for i in range(dialog.subject.count())]
    assert BACCARAT[language] in [dialog.subject.itemText(i)
                                  for i in range(dialog.subject.count())]
    (stored,) = store.homework.for_cohort(instructor, tab.presenter.cohort_id or 0)
    assert (stored.subject.code(), stored.target) == ("table:samkong",
                                                     Target(TargetKind.ANSWERS, 5))
    assert tab.assignment_table.item(0, tab.A_SUBJECT).text() == NAMES[language]

    # A baccarat shoe does not count toward it; a Sam Kong round does.
    deal_shoe(qtbot, store, trainee)
    (item,) = store.homework.homework_for(trainee, trainee.user_id)
    assert item.progress.status is Status.NOT_STARTED and item.progress.answers == 0
    presenter = deal_samkong_round(store, trainee)
    session = presenter.samkong
    assert session is not None
    (item,) = store.homework.homework_for(trainee, trainee.user_id)
    assert item.progress.answers == len(session.steps) >= 5
    assert item.progress.status is Status.DONE

    _sign_in(qtbot, window)
    page = window.today
    assert page is not None and window.stack.currentWidget() is page
    today = page.presenter.today
    assert today is not None
    line = page.homework_labels[0].text()
    assert line.startswith("• " + NAMES[language] + (": " if language == "en" else ""))
    assert page.words.status(Status.DONE) in line
    # Its own line of reviews, after the baccarat Table's, with its own key.
    lines = [count.drill_kind for count in today.due]
    assert lines[-2:] == [TABLE_KIND, SAMKONG_TABLE_LINE]
    key = str(len(lines))
    button = page.due_buttons[len(lines) - 1]
    assert button.isVisible() and button.text().startswith(f"{key}  {NAMES[language]}")
    assert page.due_buttons[len(lines) - 2].text().startswith(
        f"{len(lines) - 1}  {BACCARAT[language]}")
    assert button.toolTip().endswith(page.words.table_due_tip(key))


def test_each_table_line_opens_the_table_at_its_game(
        qtbot, window, store: Store, trainee: Actor) -> None:
    deal_shoe(qtbot, store, trainee)
    deal_samkong_round(store, trainee)
    _sign_in(qtbot, window)
    page = window.today
    today = page.presenter.today
    assert today is not None
    lines = [count.drill_kind for count in today.due]
    samkong_key, baccarat_key = len(lines), len(lines) - 1
    assert lines[samkong_key - 1] == SAMKONG_TABLE_LINE
    page.due_buttons[0].setFocus()
    qtbot.keyClick(page.due_buttons[0], Qt.Key.Key_0 + samkong_key)
    table = window._screens.get("table")
    qtbot.waitUntil(lambda: window.stack.currentWidget() is table)
    assert table is not None and table.presenter.samkong is not None
    assert table.table_combo.currentData() in table.presenter.samkong_profiles()
    window.go_home()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
    page.due_buttons[0].setFocus()
    qtbot.keyClick(page.due_buttons[0], Qt.Key.Key_0 + baccarat_key)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is table)
    # The Sam Kong shoe left a moment ago, nothing done in it, gives way to a baccarat shoe.
    assert table.presenter.session is not None and table.presenter.samkong is None
    assert table.table_combo.currentData() in table.presenter.profiles()
    # A Sam Kong shoe under way is not given up: resumed, the baccarat table picked next.
    table.table_combo.setCurrentIndex(table.table_combo.findData("samkong-six-door-shoe"))
    table.new_shoe()
    dealt = table.presenter.samkong
    assert dealt is not None
    name, args = dealt.next_right()
    assert table.presenter.act(Action(name, args)) is not None and dealt.steps
    window.go_home()  # a shoe under way: it asks first (Leave / Keep dealing)
    qtbot.waitUntil(lambda: table.leave_box is not None and table.leave_box.isVisible())
    assert table.leave_button is not None
    qtbot.mouseClick(table.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
    page.due_buttons[0].setFocus()
    qtbot.keyClick(page.due_buttons[0], Qt.Key.Key_0 + baccarat_key)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is table)
    resumed = table.presenter.samkong
    assert resumed is not None and len(resumed.steps) == 1
    assert table.table_combo.currentData() in table.presenter.profiles()


def test_editing_a_sam_kong_table_homework_lists_its_subject_once(
        qtbot, store: Store, instructor: Actor, trainee: Actor) -> None:
    tab = open_homework(qtbot, store, instructor)
    set_samkong_homework(qtbot, tab, 5)
    tab.assignment_table.setFocus()
    tab.assignment_table.selectRow(0)
    qtbot.keyClick(tab.assignment_table, Qt.Key.Key_Return)  # Enter edits the chosen one
    qtbot.waitUntil(lambda: tab.dialog is not None and tab.dialog.isVisible(), timeout=5_000)
    dialog = tab.dialog
    assert dialog is not None and dialog.chosen_subject() == Subject.samkong_table()
    subjects = [dialog.subject.itemData(i) for i in range(dialog.subject.count())]
    assert subjects.count(Subject.samkong_table()) == 1
    dialog.reject()
