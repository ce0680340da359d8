"""Accelerators (issue 12, point 9): in every language, no two entries of the menu bar or of
one menu share an Alt key, and no two buttons, labelled fields or tabs of a screen (every
screen, each tab in turn) share one with each other or with the menu bar (Alt+key would then
do nothing, or the wrong thing).

The check walks every QMenu and QAction the window has, so entries added later (File > Back
up...) are checked too without naming them here.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QTabWidget, QWidget

from scripts.i18n_build import build
from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from ui.i18n import LANGUAGES, PSEUDO

CODES = [lang.code for lang in (*LANGUAGES, PSEUDO)]


@pytest.fixture(scope="module")
def compiled() -> list:
    """The .qm files in resources/i18n, compiled again where a .ts is newer."""
    return build()


def mnemonic(text: str) -> str | None:
    """The Alt key of ``text`` ("&File" -> "F", "檔案(&F)" -> "F"), as Qt reads it."""
    sequence = QKeySequence.mnemonic(text)
    if sequence.isEmpty():
        return None
    return sequence.toString().rsplit("+", 1)[-1].upper()


def clashes(entries: list[str]) -> dict[str, list[str]]:
    """Keys shared by more than one of ``entries``."""
    by_key: dict[str, list[str]] = defaultdict(list)
    for text in entries:
        key = mnemonic(text)
        if key is not None:
            by_key[key].append(text)
    return {key: texts for key, texts in by_key.items() if len(texts) > 1}


def menu_problems(window) -> list[str]:
    """Clashes in the menu bar and in every menu of ``window`` (submenus included)."""
    problems = []
    bar = window.menuBar()
    titles = [action.text() for action in bar.actions() if not action.isSeparator()]
    assert titles, "the menu bar has menus"
    if found := clashes(titles):
        problems.append(f"menu bar: {found}")
    menus = window.findChildren(QMenu)
    assert menus
    for menu in menus:
        entries = [a.text() for a in menu.actions() if not a.isSeparator() and a.text()]
        if found := clashes(entries):
            problems.append(f"menu {menu.title()!r}: {found}")
    return problems


def screen_problems(window, screen: QWidget) -> list[str]:
    """Clashes among the Alt keys a screen shows (buttons, labels of fields, tabs) and the
    menu bar's: Qt cannot tell them apart either."""
    texts = [a.text() for a in window.menuBar().actions() if not a.isSeparator()]
    for widget in screen.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QAbstractButton) or (
                isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
    found = clashes(texts)
    return [f"{type(screen).__name__}: {found}"] if found else []


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    window.sign_in.name_edit.setText(name)
    window.sign_in.secret_edit.setText(secret)
    window.sign_in.submit()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.landing_page)


@pytest.mark.parametrize("code", CODES)
def test_no_two_menu_entries_share_an_accelerator(qtbot, instructor, window, compiled,
                                                  code) -> None:
    assert window.translations.install(code)
    QCoreApplication.processEvents()
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    problems = menu_problems(window)
    # Every entry with an Alt key in English keeps one in this language.
    for action in window.findChildren(QAction):
        if action.text() and not action.isSeparator() and "&" in action.text():
            assert mnemonic(action.text()) is not None, action.text()
    assert not problems, f"{code}: " + "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_no_two_fields_of_practice_share_an_accelerator(qtbot, instructor, window, compiled,
                                                        code) -> None:
    """Home, the Practice chooser for every drill (its rows change with the drill), a drill and
    its summary, and the Lessons screen: their Alt keys against each other and the menu bar."""
    from trainer.drills.registry import drill_kinds

    KIND_ORDER = drill_kinds()

    assert window.translations.install(code)
    QCoreApplication.processEvents()
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    problems = screen_problems(window, window.home)
    window.open_screen("practice")
    practice = window.stack.currentWidget()
    for row in range(len(KIND_ORDER)):
        practice.kind_list.setCurrentRow(row)
        problems += screen_problems(window, practice)
    practice.start()
    problems += screen_problems(window, practice)
    practice.finish_early()
    assert practice.stack.currentWidget() is practice.summary_page
    problems += screen_problems(window, practice)
    window.go_home()
    window.open_screen("lessons")
    problems += screen_problems(window, window.stack.currentWidget())
    assert not problems, f"{code}: " + "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_no_two_fields_of_any_screen_share_an_accelerator(qtbot, instructor, window, compiled,
                                                          code) -> None:
    """Every screen an instructor can open, each tab of it in turn (screens added later are
    walked too: the Go menu lists them)."""
    assert window.translations.install(code)
    QCoreApplication.processEvents()
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    problems = screen_problems(window, window.home)
    for key in window.screen_actions:
        window.open_screen(key)
        screen = window.stack.currentWidget()
        qtbot.wait(20)
        problems += screen_problems(window, screen)
        for tabs in screen.findChildren(QTabWidget):
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                problems += screen_problems(window, screen)
        window.go_home()
    assert not problems, f"{code}: " + "\n".join(problems)


@pytest.mark.parametrize("code", CODES)
def test_the_review_of_a_sitting_shares_no_accelerator_with_the_exam_tabs(
        qtbot, store, instructor, trainee, window, compiled, code) -> None:
    """Review 7: the review page (shown only once a result is opened, so the walk above never
    sees it) had "Grant a &retake…" beside the "&Results and reviews" tab: Alt+R did not
    grant a retake."""
    from PySide6.QtCore import Qt

    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
    from tests.gui.test_exam_instructor import blueprint, open_exams, results_panel, sit

    exam = store.exams.create(instructor, blueprint(trainee.cohort_id))
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam.id)
    assert window.translations.install(code)
    QCoreApplication.processEvents()
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    exams = open_exams(qtbot, window)
    panel = results_panel(qtbot, exams)
    panel.table.setFocus()
    panel.table.selectRow(0)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.review, timeout=5000)
    screen = window.stack.currentWidget()
    assert not (problems := screen_problems(window, screen)), f"{code}: {problems}"
