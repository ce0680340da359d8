"""Two trainees with one display name are told apart by their sign-in names wherever a proctor
or an instructor picks one (issue 25 point 15): the Dashboard's roster, the homework tables,
the exam results and the proctor console's questions, in English and in 繁體中文."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import type_text
from tests.gui.test_exam_instructor import blueprint, sit
from tests.gui.test_proctor_console import BOSS, Hall, _void_question
from tests.support.exam_kill_worker import WallClock
from tests.support.exam_kill_worker import blueprint as console_blueprint
from trainer.auth import Actor
from trainer.homework import Subject, Target, TargetKind
from trainer.store import Store, open_store
from ui.dashboard.view import DashboardScreen
from ui.exam.console import ProctorConsole
from ui.exam.results import ResultsPanel

LANGUAGES = ["en", "zh-Hant"]
ALT = Qt.KeyboardModifier.AltModifier
TWINS = (("chan1", "陳大文"), ("chan2", "陳大文"), ("mei", "李美"))


@pytest.fixture
def twins(store: Store, instructor: Actor) -> int:
    """A cohort with two 陳大文 (chan1, chan2) and one 李美; every one has sat the exam and
    has homework."""
    cohort = store.roster.create_cohort(instructor, "2026-12 Big5")
    for name, shown in TWINS:
        store.roster.create_trainee(instructor, name, shown, cohort.id, "1234")
    exam = store.exams.create(instructor, blueprint(cohort.id))
    for name, _ in TWINS:
        sit(store, name, "1234", exam.id)
    store.homework.create(instructor, cohort.id, Subject.drill("draw"),
                          Target(TargetKind.ANSWERS, 20), date(2099, 1, 1))
    return cohort.id


def _dashboard(qtbot, store: Store, instructor: Actor) -> DashboardScreen:
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    return screen


EXPECTED = ["李美", "陳大文 (chan1)", "陳大文 (chan2)"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_roster_and_homework_tell_two_of_one_name_apart(
        qtbot, store, instructor, twins, translations, language) -> None:
    translations.install(language)
    screen = _dashboard(qtbot, store, instructor)
    model = screen.roster_model
    qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=10_000)
    names = sorted(model.index(r, model.NAME).data() for r in range(3))
    assert names == EXPECTED
    tab = screen.homework
    screen.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.health_table.rowCount() == 3, timeout=10_000)
    assert sorted(tab.health_table.item(r, tab.H_TRAINEE).text() for r in range(3)) == EXPECTED
    qtbot.waitUntil(lambda: tab.status_table.rowCount() == 3, timeout=10_000)
    assert sorted(tab.status_table.item(r, tab.S_TRAINEE).text() for r in range(3)) == EXPECTED


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_exam_results_tell_two_of_one_name_apart(
        qtbot, store, instructor, twins, translations, language) -> None:
    translations.install(language)
    panel = ResultsPanel(store, instructor)
    qtbot.addWidget(panel)
    panel.show()
    panel.enter()
    qtbot.waitUntil(lambda: panel.model.rowCount() == 3, timeout=10_000)
    names = sorted(panel.model.index(r, panel.model.TRAINEE).data() for r in range(3))
    assert names == EXPECTED


@pytest.fixture
def hall(tmp_path) -> Iterator[Hall]:
    clock = WallClock()
    desk = open_store(None, data_dir=tmp_path, clock=clock, desk="desk-07")
    boss = desk.create_first_instructor("mdeus", "Maria Deus", BOSS[1])
    cohort = desk.roster.create_cohort(boss, "2024-A")
    trainees = [desk.roster.create_trainee(boss, name, shown, cohort.id, "1234").as_actor()
                for name, shown in TWINS]
    desk.roster.create_proctor(boss, "pat", "Pat Proctor", "proctor-pass")
    exam = desk.exams.create(boss, console_blueprint(cohort_ids=(cohort.id,)))
    booth = open_store(None, data_dir=tmp_path, clock=clock, desk="booth")
    proctor = booth.authenticate("pat", "proctor-pass")
    yield Hall(clock, desk, booth, proctor, booth.authenticate(*BOSS), trainees, exam.id,
               tmp_path)
    desk.close()
    booth.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_proctor_console_asks_about_the_right_one_of_two(
        qtbot, hall: Hall, translations, language) -> None:
    translations.install(language)
    hall.start(0)
    hall.start(1)
    console = ProctorConsole(hall.booth, hall.proctor)
    qtbot.addWidget(console)
    console.show()
    qtbot.waitExposed(console)
    console.activateWindow()
    qtbot.waitUntil(console.isActiveWindow)
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 2)
    console.table.setFocus()
    qtbot.keyClick(console.table, Qt.Key.Key_Down)  # chan2's row
    assert console.selected() is not None and console.selected().trainee_name == "chan2"
    qtbot.keyClick(console, Qt.Key.Key_E, ALT)
    type_text(qtbot, console.reason, "screen froze")
    qtbot.keyClick(console, Qt.Key.Key_V, ALT)
    box = _void_question(qtbot, console)
    assert "陳大文 (chan2)" in box.text(), box.text()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    console.shutdown()
