"""Every lesson, its tables and its check readable at 1024 x 700, in English and 繁體中文: nothing
wider than the lesson's viewport (which has no horizontal scroll bar) unless it scrolls itself,
no text elided; and the list in the curriculum's order (lessons 24 and 25, baccarat, were
listed between 17 and the Sam Kong lessons, which come before them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tests.gui.test_lessons import LESSONS
from trainer.auth import Actor
from trainer.curriculum.loader import load_lessons
from trainer.store import Store
from ui.lessons.check import QuestionBox
from ui.lessons.pages import LessonPage, MarkdownBlock
from ui.lessons.view import LessonsScreen

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


def open_screen(qtbot, store: Store, trainee: Actor) -> LessonsScreen:
    widget = LessonsScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1024, 640)  # the Lessons screen in a 1024 x 700 window
    widget.show()
    qtbot.waitExposed(widget)
    widget.enter()
    return widget


def cut(page: LessonPage, room: int) -> list[str]:
    """What on the page reaches past ``room`` pixels, or is elided."""
    found = []
    if page.width() > room:
        found.append(f"the page is {page.width()} px wide in {room}")
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page) or isinstance(widget.parent(), MarkdownBlock):
            continue
        right = widget.mapTo(page, QPoint(widget.width(), 0)).x()
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if right > room:
            found.append(f"{name} reaches {right} px of {room}")
        if isinstance(widget, (QLabel, QAbstractButton)) and "…" in widget.text():
            found.append(f"{name} elided: {widget.text()!r}")
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text() \
                and widget.width() < widget.sizeHint().width():
            found.append(f"{name} cut: {widget.text()!r}")
        if isinstance(widget, MarkdownBlock):
            wide = widget.document().idealWidth()
            if wide > widget.viewport().width() + 1 and \
                    not widget.horizontalScrollBar().isVisible():
                found.append(f"a text block {wide:.0f} px wide in {widget.viewport().width()}")
        if isinstance(widget, QuestionBox):
            inside = widget.contentsRect()
            for cell in widget.cells:
                if cell.isVisibleTo(page) and cell.geometry().right() > inside.right():
                    found.append(f"question {widget.index + 1}: a choice past its box")
    return found


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_every_lesson_and_its_check_fit_1024(qtbot, store: Store, trainee: Actor,
                                             translations, language: str) -> None:
    assert translations.install(language)
    screen = open_screen(qtbot, store, trainee)
    catalogue = screen.presenter.catalogue
    assert catalogue is not None and len(catalogue.entries) >= 26
    problems = []
    for entry in catalogue.entries:
        screen.open_lesson(entry.id)
        page = screen.page
        assert isinstance(page, LessonPage) and page.entry.id == entry.id
        QApplication.processEvents()
        QApplication.processEvents()
        room = screen.lesson_scroll.viewport().width()
        problems += [f"lesson {entry.lesson.order}: {p}" for p in cut(page, room)]
    assert not problems, "\n".join(problems)
    # The list: titles wrap (never "…"), every row inside the list's width.
    tree = screen.tree
    assert tree.textElideMode() is Qt.TextElideMode.ElideNone
    for group in (tree.topLevelItem(i) for i in range(tree.topLevelItemCount())):
        for item in (group.child(i) for i in range(group.childCount())):
            assert tree.visualItemRect(item).right() <= tree.viewport().width(), item.text(0)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_lessons_are_listed_in_the_curriculums_order(qtbot, store: Store, trainee: Actor,
                                                         translations, language: str) -> None:
    assert translations.install(language)
    screen = open_screen(qtbot, store, trainee)
    tree = screen.tree
    groups = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    shown = [group.child(i).data(0, Qt.ItemDataRole.UserRole)
             for group in groups for i in range(group.childCount())]
    curriculum = sorted(load_lessons(LESSONS, "en").lessons, key=lambda x: x.order)
    assert shown == [x.id for x in curriculum]
    # A game's heading again where its lessons come again: baccarat 1-17, Sam Kong 18-23,
    # baccarat 24-25, Sam Kong 26 (the whole round).
    sizes = [group.childCount() for group in groups]
    assert sizes == [17, 6, 2, 1]
    assert groups[0].text(0) == groups[2].text(0) != groups[1].text(0) == groups[3].text(0)
    numbers = [tree.topLevelItem(2).child(i).text(0).split(".")[0] for i in range(2)]
    assert numbers == ["24", "25"]
    assert tree.topLevelItem(3).child(0).text(0).split(".")[0] == "26"
