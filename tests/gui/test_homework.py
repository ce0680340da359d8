"""The Dashboard's Homework tab (issue 15 points 5 and 6): an instructor sets homework by
keyboard and sees completion after a trainee's answers; edit, export and schedule health."""

from __future__ import annotations

import csv
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.drills.model import DrillKind
from trainer.drills.registry import kind_codes
from trainer.homework import Status, Subject, Target, TargetKind
from trainer.store import Store
from ui.dashboard.homework import AssignmentDialog, HomeworkTab
from ui.dashboard.view import DashboardScreen


@pytest.fixture
def cohort(store: Store, instructor: Actor, trainee: Actor) -> dict[str, Actor]:
    """The trainee (amy) and bob, in one cohort."""
    found = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "bob", "李小明", found.id, "5678")
    return {"amy": trainee, "bob": store.authenticate("bob", "5678")}


def open_homework(qtbot, store: Store, instructor: Actor) -> HomeworkTab:
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    tab = screen.homework
    qtbot.waitUntil(lambda: tab.presenter.cohort_id is not None, timeout=10_000)
    screen.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.health_table.rowCount() == 2, timeout=10_000)
    return tab


def dialog_of(qtbot, tab: HomeworkTab) -> AssignmentDialog:
    qtbot.waitUntil(lambda: tab.dialog is not None and tab.dialog.isVisible(), timeout=5_000)
    assert tab.dialog is not None
    return tab.dialog


def status_texts(tab: HomeworkTab) -> dict[str, str]:
    table = tab.status_table
    return {table.item(r, tab.S_TRAINEE).toolTip(): table.item(r, tab.S_STATUS).text()
            for r in range(table.rowCount())}


def test_instructor_sets_homework_by_keyboard_and_sees_completion(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor]
) -> None:
    tab = open_homework(qtbot, store, instructor)
    assert tab.assignment_table.rowCount() == 0
    assert tab.message.isVisible()  # says how to set the first one
    # No homework: no empty status table nor an empty chart above the schedule health.
    assert tab.status_table.isHidden() and tab.chart.isHidden()
    assert tab.health_table.isVisibleTo(tab)

    tab.new_button.setFocus()
    qtbot.keyClick(tab.new_button, Qt.Key.Key_Space)
    dialog = dialog_of(qtbot, tab)
    # Subject: draw decisions (the first); target: answers; 3 of them.
    assert dialog.chosen_subject() == Subject.drill(DrillKind.DRAW.value)
    assert dialog.answers.isVisibleTo(dialog) and not dialog.last_n.isVisibleTo(dialog)
    dialog.answers.setFocus()
    dialog.answers.selectAll()
    qtbot.keyClicks(dialog.answers, "3")
    qtbot.keyClick(dialog.answers, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.assignment_table.rowCount() == 1, timeout=10_000)
    qtbot.waitUntil(lambda: tab.status_table.rowCount() == 2, timeout=10_000)
    assert tab.status_table.isVisibleTo(tab) and tab.chart.isVisibleTo(tab)
    stored = store.homework.for_cohort(instructor, tab.presenter.cohort_id or 0)
    assert [a.target for a in stored] == [Target(TargetKind.ANSWERS, 3)]
    assert tab.assignment_table.item(0, tab.A_TARGET).text() == "3 answers"
    assert status_texts(tab) == {"amy": "Not started", "bob": "Not started"}

    # Amy answers three draw decisions; bob one.
    now = datetime.now(UTC)
    for ok in (True, False, True):
        record_draw(store, cohort["amy"], "banker:6:7", ok, 1500, now)
    record_draw(store, cohort["bob"], "banker:3:8", True, 1500, now)
    tab.presenter.reload()
    qtbot.waitUntil(lambda: status_texts(tab).get("amy") == "Done", timeout=10_000)
    assert status_texts(tab) == {"amy": "Done", "bob": "In progress"}
    assert tab.assignment_table.item(0, tab.A_DONE).text() == "1 of 2"
    report = store.homework.report(instructor, stored[0].id)
    _xs, ys = tab.completion_curve.getData()
    assert list(ys) == [100.0 * p.share for p in report.completion]
    assert ys[-1] == 50.0
    assert {line.name: line.progress.status for line in report.trainees} == {
        "amy": Status.DONE, "bob": Status.IN_PROGRESS}
    # Schedule health: both practised today (its own load, which may end after the status's).
    def days() -> dict[str, str]:
        return {tab.health_table.item(r, tab.H_TRAINEE).toolTip():
                tab.health_table.item(r, tab.H_DAYS).text() for r in range(2)}

    qtbot.waitUntil(lambda: days() == {"amy": "1", "bob": "1"}, timeout=10_000)
    health = {h.name: h for h in store.homework.schedule_health(
        instructor, tab.presenter.cohort_id or 0)}
    backlog = {tab.health_table.item(r, tab.H_TRAINEE).toolTip():
               tab.health_table.item(r, tab.H_BACKLOG).text() for r in range(2)}
    assert backlog == {name: str(h.due_backlog) for name, h in health.items()}


def test_edit_by_keyboard_and_export_the_status_table(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cohort_id = store.roster.cohorts(instructor)[0].id
    hw = store.homework.create(instructor, cohort_id, Subject.drill("draw"),
                               Target(TargetKind.ANSWERS, 5), date(2099, 1, 1))
    tab = open_homework(qtbot, store, instructor)
    qtbot.waitUntil(lambda: tab.status_table.rowCount() == 2, timeout=10_000)
    tab.assignment_table.setFocus()
    qtbot.keyClick(tab.assignment_table, Qt.Key.Key_Return)  # Enter edits the chosen one
    dialog = dialog_of(qtbot, tab)
    assert dialog.answers.value() == 5
    dialog.target.setFocus()
    qtbot.keyClick(dialog.target, Qt.Key.Key_Down)  # accuracy over the last answers
    assert dialog.last_n.isVisibleTo(dialog) and dialog.share.isVisibleTo(dialog)
    qtbot.keyClick(dialog.target, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: store.homework.for_cohort(instructor, cohort_id)[0].target.kind
        is TargetKind.ACCURACY, timeout=10_000)
    assert store.homework.for_cohort(instructor, cohort_id)[0].target == Target(
        TargetKind.ACCURACY, 90, 20)
    qtbot.waitUntil(lambda: "90%" in tab.assignment_table.item(0, tab.A_TARGET).text(),
                    timeout=10_000)

    target = tmp_path / "status.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(target), "")))
    with qtbot.waitSignal(tab.presenter.sig_export_done, timeout=10_000):
        qtbot.mouseClick(tab.csv_button, Qt.MouseButton.LeftButton)
    with target.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert sorted((r["assignment"], r["trainee"], r["status"]) for r in rows) == [
        (str(hw.id), "amy", "not_started"), (str(hw.id), "bob", "not_started")]


def test_delete_key_removes_the_chosen_assignment_after_asking(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cohort_id = store.roster.cohorts(instructor)[0].id
    for kind in ("draw", "payout"):
        store.homework.create(instructor, cohort_id, Subject.drill(kind),
                              Target(TargetKind.ANSWERS, 5), date(2099, 1, 1))
    tab = open_homework(qtbot, store, instructor)
    qtbot.waitUntil(lambda: tab.assignment_table.rowCount() == 2, timeout=10_000)
    asked: list[str] = []

    def answer(_parent, _title, text, *_a, **_k):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    tab.assignment_table.setFocus()
    qtbot.keyClick(tab.assignment_table, Qt.Key.Key_Down)  # the payout one
    qtbot.keyClick(tab.assignment_table, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: tab.assignment_table.rowCount() == 1, timeout=10_000)
    assert asked and "Commission and payouts" in asked[0]
    assert [a.subject for a in store.homework.for_cohort(instructor, cohort_id)] == [
        Subject.drill("draw")]


def test_health_table_words_retention_against_the_target(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor]
) -> None:
    store.schedule.set_cohort_policy(instructor, store.roster.cohorts(instructor)[0].id,
                                     retention=0.85)
    now = datetime.now(UTC)
    # amy: a first answer, then 20 reviews of the same cell, 3 of them wrong; bob: 2 reviews.
    for i in range(21):
        record_draw(store, cohort["amy"], "banker:6:7", i % 7 != 3, 1500,
                    now - timedelta(days=5, minutes=21 - i))
    for i in range(3):
        record_draw(store, cohort["bob"], "banker:3:8", True, 1500,
                    now - timedelta(days=2, minutes=3 - i))
    tab = open_homework(qtbot, store, instructor)
    health = {h.name: h for h in store.homework.schedule_health(
        instructor, tab.presenter.cohort_id or 0)}
    assert (health["amy"].reviews_30, health["bob"].reviews_30) == (20, 2)
    cells = {tab.health_table.item(r, tab.H_TRAINEE).toolTip():
             tab.health_table.item(r, tab.H_RETENTION) for r in range(2)}
    assert cells["amy"].text() == "85% (target 85%)"  # 17 of 20 right
    assert cells["bob"].text() == "100% (target 85%) · too few reviews (2)"
    # Never red: the measured line in the table's own colour, the thin one greyed.
    assert cells["amy"].data(Qt.ItemDataRole.ForegroundRole) is None
    assert cells["bob"].foreground().color().name() == "#6b6b6b"


def test_all_due_reviews_of_all_drills_by_keyboard(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor]
) -> None:
    now = datetime.now(UTC)
    record_draw(store, cohort["amy"], "banker:6:7", False, 1500, now - timedelta(days=2))
    tab = open_homework(qtbot, store, instructor)
    tab.new_button.setFocus()
    qtbot.keyClick(tab.new_button, Qt.Key.Key_Space)
    dialog = dialog_of(qtbot, tab)
    dialog.subject.setFocus()
    for _ in range(len(kind_codes()) + 1):  # past every drill and both games of the Table
        qtbot.keyClick(dialog.subject, Qt.Key.Key_Down)
    assert dialog.chosen_subject() == Subject.all_drills()
    assert dialog.subject.currentText() == "All drills"
    # All drills together only for their due reviews: the target is that, and fixed.
    assert dialog.target.currentData() is TargetKind.DUE_CLEARED
    assert not dialog.target.isEnabled()
    qtbot.keyClick(dialog.subject, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.status_table.rowCount() == 2, timeout=10_000)
    (stored,) = store.homework.for_cohort(instructor, tab.presenter.cohort_id or 0)
    assert (stored.subject, stored.target) == (Subject.all_drills(), Target(TargetKind.DUE_CLEARED))
    assert tab.assignment_table.item(0, tab.A_SUBJECT).text() == "All drills"
    measured = {tab.status_table.item(r, tab.S_TRAINEE).toolTip():
                (tab.status_table.item(r, tab.S_STATUS).text(),
                 tab.status_table.item(r, tab.S_MEASURE).text()) for r in range(2)}
    assert measured == {"amy": ("Not started", "1 due"), "bob": ("Not started", "–")}


def test_a_hidden_homework_tab_loads_its_cohort_when_shown(
    qtbot, store: Store, instructor: Actor, cohort: dict[str, Actor]
) -> None:
    """Issue 16 point 14: opening the dashboard does not read the Homework tab's schedule
    health (a month of the cohort's answers) while the tab is hidden; showing it does."""
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    tab = screen.homework
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 2, timeout=10_000)
    assert tab.presenter.cohort_id == store.roster.cohorts(instructor)[0].id
    assert not tab.isVisible()
    assert not tab.presenter.runner.busy and tab.health_table.rowCount() == 0
    screen.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.health_table.rowCount() == 2, timeout=10_000)
    names = {tab.health_table.item(r, tab.H_TRAINEE).toolTip() for r in range(2)}
    assert names == {"amy", "bob"}
