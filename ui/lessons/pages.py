"""The Lessons screen's pages: the Markdown block, the lesson tree, the lesson page (text,
worked examples, the check) and the page naming a malformed lesson file, with the helpers that
word a lesson error. :class:`~ui.lessons.view.LessonsScreen` puts them side by side."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.curriculum.catalogue import CatalogueEntry
from trainer.curriculum.deal import redealt_examples
from trainer.curriculum.model import Check, Example, LessonError
from trainer.curriculum.progress import LessonState, drill_link
from ui.i18n import language
from ui.lessons.check import CheckPanel
from ui.lessons.example import ExampleWidget
from ui.lessons.words import LessonWords
from ui.widgets.retranslating import Retranslating

# Strings of LessonWords spelled so lupdate files them under the context Qt looks up.
translate = QCoreApplication.translate

LESSON_ROLE = Qt.ItemDataRole.UserRole
"""Tree item data: the lesson id of a lesson row."""
ERROR_ROLE = Qt.ItemDataRole.UserRole + 1
"""Tree item data: the file path of a row naming a malformed lesson file."""


class MarkdownBlock(QTextBrowser):
    """A run of lesson Markdown rendered by ``QTextDocument.setMarkdown``, as tall as its text.

    The page scrolls as a whole, so each block has no scroll bar of its own and takes the
    height its document needs at the width it is given.
    """

    def __init__(self, markdown: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonText")
        self.markdown = markdown
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setOpenLinks(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.document().setDocumentMargin(2)
        self.document().setMarkdown(markdown)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._fit(self.document().size())

    def _fit(self, size: QSizeF) -> None:
        self.setFixedHeight(math.ceil(size.height()) + 2 * self.frameWidth() + 2)


class WrappingTitles(QStyledItemDelegate):
    """Lesson titles as tall as they wrap at the list's width: Qt sizes a wrapped row without
    knowing its column's width, so it stays one line and the title ends in "…"."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = self._tree.columnWidth(index.column())
        if index.parent().isValid():
            width -= self._tree.indentation()
        # The text margins the style keeps on either side of the text.
        margin = self._tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        width -= 2 * margin
        if width <= 0:
            return super().sizeHint(option, index)
        wide = QStyleOptionViewItem(option)
        # Qt wraps only inside a valid rectangle: the width of the column, any height.
        wide.rect = QRect(0, 0, width, 1000)
        wide.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(wide, index)


class LessonTree(QTreeWidget):
    """The lesson list; Page Up/Down scroll the lesson shown instead of jumping in the list."""

    sig_page_requested = Signal(int)
    """Scroll the lesson one page: +1 down, -1 up."""
    sig_check_requested = Signal()
    """Enter on a lesson: go to its check."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Once the columns have their new widths (a scroll bar may have come or gone), the
        # wrapped titles are measured again (:class:`WrappingTitles`).
        QTimer.singleShot(0, self.doItemsLayout)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_PageDown:
            self.sig_page_requested.emit(1)
        elif key == Qt.Key.Key_PageUp:
            self.sig_page_requested.emit(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.sig_check_requested.emit()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End):
            super().keyPressEvent(event)
            self._skip_headings(Qt.Key.Key_Down if key in (Qt.Key.Key_Down, Qt.Key.Key_Home)
                                else Qt.Key.Key_Up)
        else:
            super().keyPressEvent(event)

    def _skip_headings(self, step: Qt.Key) -> None:
        """The arrow keys pass over the game headings (they cannot be selected) to a lesson."""
        for _ in range(4):
            item = self.currentItem()
            if item is None or item.flags() & Qt.ItemFlag.ItemIsSelectable:
                return
            before = item
            super().keyPressEvent(
                QKeyEvent(QEvent.Type.KeyPress, step, Qt.KeyboardModifier.NoModifier))
            if self.currentItem() is before:  # a heading at the very top: go the other way
                step = Qt.Key.Key_Down if step == Qt.Key.Key_Up else Qt.Key.Key_Up


class LessonPage(QWidget):
    """One lesson: where it comes from, its text and worked examples, then its check."""

    def __init__(
        self, entry: CatalogueEntry, words: LessonWords, parent: QWidget | None = None,
        checks: tuple[Check, ...] | None = None,
    ) -> None:
        """``checks``: the questions dealt for the check (by default the lesson's own)."""
        super().__init__(parent)
        self.setObjectName("lessonPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.entry = entry
        lesson = entry.lesson
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 24)
        layout.setSpacing(10)
        self.meta = QLabel()
        self.meta.setObjectName("lessonMeta")
        self.meta.setWordWrap(True)
        layout.addWidget(self.meta)
        self.fallback = QLabel(self)  # with its parent: see setVisible() below
        self.fallback.setObjectName("fallbackNotice")
        self.fallback.setWordWrap(True)
        if entry.fallback:
            self.fallback.setText(translate("LessonWords",
                "This lesson is not available in {0} yet, so it is shown in English.").format(
                language(words.language).native_name))
        layout.addWidget(self.fallback)
        self.fallback.setVisible(entry.fallback)
        self.blocks: list[MarkdownBlock] = []
        self.examples: list[ExampleWidget] = []
        # A retry that asks about an example on screen ("in this coup") re-stakes it: the
        # page draws the re-dealt example, so the question and the felt agree.
        redealt = redealt_examples(checks or ())
        for segment in lesson.segments():
            if isinstance(segment, Example):
                widget = ExampleWidget(redealt.get(segment.id, segment), words, self)
                self.examples.append(widget)
                layout.addWidget(widget)
            else:
                block = MarkdownBlock(segment, self)
                self.blocks.append(block)
                layout.addWidget(block)
        try:
            link = drill_link(lesson)
        except ValueError:  # a drill line the Practice screen does not offer: no link
            drill_text = None
        else:
            drill_text = words.drill(link.kind, link.level)
        self.drill_text = drill_text
        self.check = CheckPanel(lesson, words, drill_text, self, checks)
        layout.addSpacing(8)
        layout.addWidget(self.check)
        layout.addStretch(1)
        self.words = words

    def replace_check(self, checks: tuple[Check, ...]) -> CheckPanel:
        """Show a freshly dealt check in place of the one answered; returns the new panel.

        The worked examples the new check re-dealt are redrawn to match it; the others are
        the lesson's own again."""
        layout = self.box
        redealt = redealt_examples(checks)
        for index, shown in enumerate(self.examples):
            wanted = redealt.get(shown.example.id,
                                 self.entry.lesson.example(shown.example.id))
            if wanted == shown.example:
                continue
            widget = ExampleWidget(wanted, self.words, self)
            layout.replaceWidget(shown, widget)
            shown.hide()
            shown.deleteLater()
            widget.show()
            self.examples[index] = widget
        old = self.check
        self.check = CheckPanel(self.entry.lesson, self.words, self.drill_text, self, checks)
        layout.replaceWidget(old, self.check)
        old.hide()
        old.deleteLater()
        # Shown now, not when the event loop gets to it: the view scrolls to its first
        # question straight away, and a hidden panel has no place to scroll to.
        self.check.show()
        return self.check

    def show_state(self, state: LessonState) -> None:
        words, lesson = self.words, self.entry.lesson
        self.meta.setText(translate("LessonWords", "{0} · lesson {1} · {2} · rules: {3}").format(
            words.game(lesson.game), lesson.order, words.state(state),
            words.articles(lesson.articles)))

    def text(self) -> str:
        """The lesson's text as shown (all Markdown blocks, plain), for tests and search."""
        return "\n".join(block.document().toPlainText() for block in self.blocks)


class ErrorPage(Retranslating, QWidget):
    """What is wrong in one lesson file, line by line (worded again after a language
    change)."""

    def __init__(
        self, path: Path, errors: list[LessonError], words: LessonWords, root: Path,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.path, self.errors, self.words, self.root = path, errors, words, root
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 24)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.title.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("lessonErrors")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # file names and messages as is
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("LessonWords", "This lesson file could not be loaded"))
        self.details.setText("\n".join(
            describe_error(error, self.words, self.root) for error in self.errors))
        self.note.setText(translate(
            "LessonWords", "The other lessons are not affected. Whoever edits the lessons "
            "can fix the file with lessons/README.md."))


def relative_name(path: Path, root: Path) -> str:
    """``en/02-missing-key.md`` for a file under the lessons folder, else the full path."""
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def error_message(error: LessonError) -> str:
    """What is wrong, in the user's language for a missing or unreadable file (anyone may
    meet those); the loader's English for a fault in a file's content, which is for whoever
    edits the lessons (lessons/README.md)."""
    code = error.code
    if code == "no_folder":
        return translate("LessonWords", "there are no lessons in this language yet "
                         "(folder {0} is missing)").format(error.path.name)
    if code == "examples_missing":
        return translate("LessonWords", "the worked examples file is missing")
    if code == "unreadable":
        return translate("LessonWords", "the file cannot be read")
    if code == "not_utf8":
        return translate("LessonWords", "the file is not UTF-8 text")
    if code == "missing_lesson":
        return translate("LessonWords", "this lesson is missing in a translation")
    if code == "translation_mismatch":
        return translate("LessonWords", "the translation is out of date with the English "
                         "lesson: {0}").format(error.message)
    return error.message


def describe_error(error: LessonError, words: LessonWords, root: Path) -> str:
    """``en/02-missing-key.md, line 7: metadata key 'drill' is missing``.

    The message is worded by :func:`error_message`.
    """
    name = relative_name(error.path, root)
    message = error_message(error)
    if error.line:
        return translate("LessonWords", "{0}, line {1}: {2}").format(name, error.line, message)
    return translate("LessonWords", "{0}: {1}").format(name, message)
