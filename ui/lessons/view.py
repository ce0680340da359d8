"""The Lessons screen: the lessons by game with the trainee's progress, one lesson at a time.

The lesson text is Markdown rendered by Qt's own Markdown support (``QTextDocument``), with
each ``{{example: id}}`` replaced by the engine's worked example drawn with real card images
and the ``{{check}}`` section by a keyboard check. The text follows the app's language and
falls back to English, saying so, where a translation is missing; a malformed lesson file is
named with its line while every other lesson still loads.

``python -m ui.lessons.view [--lang zh-Hant]`` opens it on its own on a throwaway database.

Why one file over 600 lines: the page widgets (Markdown block, lesson tree, lesson and error
pages, above :class:`LessonsScreen`) are to move to a ``pages.py`` of their own; that waits for
the mypy fixes to this file (issue 13 point 10, another branch) so the two do not conflict.
"""

from __future__ import annotations

import html
import math
from pathlib import Path
from typing import Any

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
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.curriculum.catalogue import GAME_ORDER, Catalogue, CatalogueEntry
from trainer.curriculum.deal import redealt_examples
from trainer.curriculum.model import Check, Example, LessonError
from trainer.curriculum.progress import CheckResult, LessonState, drill_link
from trainer.store import Store
from ui.i18n import language
from ui.lessons import words as lessons_words
from ui.lessons.check import CheckPanel
from ui.lessons.example import ExampleWidget
from ui.lessons.presenter import LessonsPresenter, current_language
from ui.lessons.words import LessonWords

# Strings of LessonWords spelled so lupdate files them under the context Qt looks up.
translate = QCoreApplication.translate

LESSON_ROLE = Qt.ItemDataRole.UserRole
"""Tree item data: the lesson id of a lesson row."""
ERROR_ROLE = Qt.ItemDataRole.UserRole + 1
"""Tree item data: the file path of a row naming a malformed lesson file."""

STYLE = """
QWidget#lessonPage { background: #fffdf8; }
QTextBrowser#lessonText { background: transparent; border: none; }
QLabel#lessonMeta { color: #55624f; }
QLabel#fallbackNotice { color: #7a4b00; background: #fff3d6; border: 1px solid #e6c77d;
                        border-radius: 6px; padding: 6px 10px; }
QLabel#lessonErrors { color: #b00020; }
QLabel#keyHint { color: #55624f; font-size: 13px; }
QFrame#lessonExample { background: #1f6b43; border-radius: 12px; }
QFrame#lessonExample QLabel { color: #f8f4e3; }
QLabel#exampleCaption { font-weight: 600; font-size: 13px; }
QLabel#handTotal { font-size: 17px; font-weight: 600; }
QFrame#lessonCheck { background: #ffffff; border: 1px solid #c9c2b0; border-radius: 10px; }
QLabel#checkTitle { font-size: 20px; font-weight: 600; color: #1d3b2a; }
QLabel#checkHint { color: #55624f; }
QLabel#checkPrompt { font-weight: 600; }
QFrame#checkQuestion { border: 2px solid transparent; border-radius: 8px; }
QFrame#checkQuestion[active="true"] { border: 2px solid #2e7d4f; background: #eef6f0; }
QLabel#checkHere { color: #1d5e38; font-weight: 600; font-size: 13px; }
QLabel#checkMark[right="true"] { color: #1b5e20; }
QLabel#checkMark[right="false"] { color: #b00020; }
QTreeWidget#lessonTree { font-size: 15px; }
QTreeWidget#lessonTree::item { padding: 4px 2px; }
QTreeWidget#lessonTree::item:selected { background: #2e7d4f; color: #ffffff; }
QRadioButton { font-weight: 600; }
"""


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


class ErrorPage(QWidget):
    """What is wrong in one lesson file, line by line."""

    def __init__(
        self, path: Path, errors: list[LessonError], words: LessonWords, root: Path,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 24)
        title = QLabel(translate("LessonWords", "This lesson file could not be loaded"))
        title.setObjectName("pageTitle")
        title.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("lessonErrors")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lines = [html.escape(describe_error(error, words, root), quote=False) for error in errors]
        self.details.setText("<br>".join(lines))
        note = QLabel(translate("LessonWords", "The other lessons are not affected. Whoever "
                                "edits the lessons can fix the file with lessons/README.md."))
        note.setWordWrap(True)
        layout.addWidget(title)
        layout.addWidget(self.details)
        layout.addWidget(note)
        layout.addStretch(1)


def relative_name(path: Path, root: Path) -> str:
    """``en/02-missing-key.md`` for a file under the lessons folder, else the full path."""
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def describe_error(error: LessonError, words: LessonWords, root: Path) -> str:
    """``en/02-missing-key.md, line 7: metadata key 'drill' is missing``.

    The message itself is the loader's English, written for whoever edits the lesson files.
    """
    name = relative_name(error.path, root)
    if error.line:
        return translate("LessonWords", "{0}, line {1}: {2}").format(
            name, error.line, error.message)
    return translate("LessonWords", "{0}: {1}").format(name, error.message)


class LessonsScreen(QWidget):
    """The lesson list beside the lesson shown; everything works from the keyboard."""

    sig_practice_requested = Signal(str, str)
    """Open the Practice screen on this drill kind and level (``DrillKind``/``Level`` values)."""

    def __init__(
        self,
        store: Store,
        actor: Actor,
        parent: QWidget | None = None,
        *,
        lessons_root: Path | None = None,
        opened_timer: QTimer | None = None,
    ) -> None:
        """``opened_timer``: the presenter's "read long enough" timer (a test injects one)."""
        super().__init__(parent)
        self.setObjectName("lessonsScreen")
        self.setStyleSheet(STYLE)
        self.presenter = LessonsPresenter(store, actor, lessons_root, self,
                                          opened_timer=opened_timer)
        self.words = LessonWords(current_language(), self)
        self.page: LessonPage | ErrorPage | None = None
        self.result: CheckResult | None = None
        self._keep_answers: list[str | None] | None = None
        self._items: dict[str, QTreeWidgetItem] = {}
        self._build()
        p = self.presenter
        p.sig_catalogue_loaded.connect(self._show_catalogue)
        p.sig_states_changed.connect(self._show_states)
        p.sig_lesson_shown.connect(self._show_lesson)
        p.sig_check_graded.connect(self._show_result)
        p.sig_check_incomplete.connect(self._show_incomplete)
        p.sig_check_dealt.connect(self._show_fresh_check)
        p.sig_practice_requested.connect(self.sig_practice_requested)
        p.sig_store_failed.connect(self._show_store_error)
        self.retranslate()

    # ---- building ---------------------------------------------------------------------

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 6, 0)
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        self.tree = LessonTree()
        self.tree.setObjectName("lessonTree")
        self.tree.setColumnCount(2)
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setUniformRowHeights(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # A long title wraps onto a second line rather than being cut off with "…" (a
        # newcomer at 1200 px read "Commission: deducted or marked, …"); the rows are laid
        # out again when the list's width changes, so the wrap follows the splitter.
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        # Always there, so the column's width (and where titles wrap) does not change with it.
        self.tree.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setItemDelegateForColumn(0, WrappingTitles(self.tree))
        header.sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        self.legend = QLabel()
        self.legend.setObjectName("keyHint")
        self.legend.setWordWrap(True)  # longer languages wrap rather than clip
        self.hint = QLabel()
        self.hint.setObjectName("keyHint")
        self.hint.setWordWrap(True)
        self.errors = QLabel()
        self.errors.setObjectName("lessonErrors")
        self.errors.setWordWrap(True)
        self.errors.hide()
        self.status = QLabel()
        self.status.setObjectName("lessonErrors")
        self.status.setWordWrap(True)
        self.status.hide()
        column.addWidget(self.heading)
        column.addWidget(self.tree, 1)
        column.addWidget(self.legend)
        column.addWidget(self.errors)
        column.addWidget(self.status)
        column.addWidget(self.hint)
        self.lesson_scroll = QScrollArea()
        self.lesson_scroll.setObjectName("lessonScroll")
        self.lesson_scroll.setWidgetResizable(True)
        self.lesson_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lesson_scroll.setFrameShape(QFrame.Shape.StyledPanel)
        splitter.addWidget(left)
        splitter.addWidget(self.lesson_scroll)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([400, 880])
        splitter.setChildrenCollapsible(False)
        left.setMinimumWidth(300)
        outer.addWidget(splitter)
        self.splitter = splitter
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.sig_page_requested.connect(self.scroll_page)
        self.tree.sig_check_requested.connect(self.go_to_check)

    # ---- screen protocol --------------------------------------------------------------

    def enter(self) -> None:
        """Load the lessons in the app's language (again if it changed) and read the states."""
        lang = current_language()
        if self.presenter.language != lang:
            self.reload(lang)
        else:
            self.presenter.refresh_states()
        self.tree.setFocus()

    def leave(self) -> None:
        """Nothing to finish: openings and passes are stored as they happen."""

    # ---- view -> presenter ------------------------------------------------------------

    def reload(self, lang: str) -> None:
        """Show the lessons in ``lang``, keeping the lesson shown and the check's answers."""
        self._keep_answers = (self.page.check.answers() if isinstance(self.page, LessonPage)
                              else None)
        self.words.set_language(lang)
        self.presenter.load(lang)

    def open_lesson(self, lesson_id: str) -> None:
        item = self._items.get(lesson_id)
        if item is not None:
            self.tree.setCurrentItem(item)

    def scroll_page(self, direction: int) -> None:
        bar = self.lesson_scroll.verticalScrollBar()
        bar.setValue(bar.value() + direction * bar.pageStep())

    def go_to_check(self) -> None:
        """Move the keyboard to the first unanswered question of the check."""
        if isinstance(self.page, LessonPage):
            box = self.page.check.focus_first()
            self.lesson_scroll.ensureWidgetVisible(box, 0, 80)

    def submit(self) -> None:
        if isinstance(self.page, LessonPage):
            self.presenter.submit_check(self.page.check.answers())

    def practise(self) -> None:
        self.presenter.request_practice()

    def _current_changed(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        if item is None:
            return
        lesson_id = item.data(0, LESSON_ROLE)
        if lesson_id:
            self.presenter.open(str(lesson_id))
            return
        path = item.data(0, ERROR_ROLE)
        catalogue = self.presenter.catalogue
        if path and catalogue is not None:
            errors = [e for e in catalogue.errors if str(e.path) == path]
            self._set_page(ErrorPage(Path(path), errors, self.words, self.presenter.root))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (event.key() == Qt.Key.Key_D
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.practise()
            return
        super().keyPressEvent(event)

    # ---- presenter -> view ------------------------------------------------------------

    def _show_catalogue(self, catalogue: Catalogue) -> None:
        keep = self.presenter.current.id if self.presenter.current is not None else None
        self.tree.blockSignals(True)
        self.tree.clear()
        self._items.clear()
        bold = QFont()
        bold.setBold(True)
        for game in GAME_ORDER:
            entries = catalogue.for_game(game)
            if not entries:
                continue
            group = QTreeWidgetItem([self.words.game(game), ""])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: never selected
            group.setFont(0, bold)
            group.setForeground(0, QBrush(QColor("#1d3b2a")))
            self.tree.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for entry in entries:
                title = f"{entry.lesson.order}. {entry.lesson.title}"
                if entry.fallback:
                    title = translate("LessonWords", "{0} (English)").format(title)
                item = QTreeWidgetItem(group, [title, ""])
                item.setData(0, LESSON_ROLE, entry.id)
                item.setToolTip(0, title)
                self._items[entry.id] = item
        if catalogue.errors:
            group = QTreeWidgetItem([translate("LessonWords", "Could not be loaded"), ""])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group.setFont(0, bold)
            group.setForeground(0, QBrush(QColor("#b00020")))
            self.tree.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            root = self.presenter.root
            for path in catalogue.error_files:
                first = next(e for e in catalogue.errors if e.path == path)
                item = QTreeWidgetItem(group, [relative_name(path, root), ""])
                item.setData(0, ERROR_ROLE, str(path))
                item.setForeground(0, QBrush(QColor("#b00020")))
                item.setToolTip(0, describe_error(first, self.words, root))
            shown = [describe_error(e, self.words, root) for e in catalogue.errors[:3]]
            more = len(catalogue.errors) - len(shown)
            text = "<br>".join([
                translate("LessonWords",
                          "Some lesson files have errors; the other lessons load normally:"),
                *(html.escape(s, quote=False) for s in shown)])
            if more > 0:
                text += "<br>" + translate(
                    "LessonWords", "… and {0} more (see the list).").format(more)
            self.errors.setText(text)
            self.errors.show()
        else:
            self.errors.hide()
        self.tree.expandAll()
        self.tree.blockSignals(False)
        self._show_states(self.presenter.states)
        target = self._items.get(keep) if keep else None
        if target is None:
            target = self._first_unpassed()
        if target is not None:
            self.tree.setCurrentItem(target)
            self.tree.scrollToItem(target)
        elif self.tree.topLevelItemCount():
            self._set_page(None)

    def _first_unpassed(self) -> QTreeWidgetItem | None:
        for lesson_id, item in self._items.items():
            if self.presenter.state(lesson_id) is not LessonState.PASSED:
                return item
        return next(iter(self._items.values()), None)

    def _show_states(self, states: dict[str, LessonState]) -> None:
        if isinstance(self.page, LessonPage):
            self.page.show_state(states.get(self.page.entry.id, LessonState.NOT_OPENED))
        for lesson_id, item in self._items.items():
            state = states.get(lesson_id, LessonState.NOT_OPENED)
            item.setText(1, self.words.state_mark(state))
            item.setToolTip(1, self.words.state(state))
            item.setData(1, Qt.ItemDataRole.AccessibleTextRole, self.words.state(state))
            colour = {LessonState.PASSED: "#1b5e20", LessonState.OPENED: "#7a5a00",
                      LessonState.NOT_OPENED: "#6b6b6b"}[state]
            item.setForeground(1, QBrush(QColor(colour)))
        if isinstance(self.page, LessonPage):
            self.page.show_state(self.presenter.state(self.page.entry.id))

    def _show_lesson(self, entry: CatalogueEntry) -> None:
        answers, self._keep_answers = self._keep_answers, None
        same = isinstance(self.page, LessonPage) and self.page.entry.id == entry.id
        position = self.lesson_scroll.verticalScrollBar().value() if same else 0
        page = LessonPage(entry, self.words, checks=self.presenter.checks)
        page.show_state(self.presenter.state(entry.id))
        self._connect_check(page.check)
        self._set_page(page)
        if same and answers is not None:
            page.check.set_answers(answers)
            if self.presenter.last_result is not None:
                page.check.show_result(self.presenter.last_result)
        self.lesson_scroll.verticalScrollBar().setValue(position)

    def _connect_check(self, panel: CheckPanel) -> None:
        panel.sig_submit_requested.connect(self.submit)
        panel.sig_practice_requested.connect(self.practise)
        panel.sig_new_check_requested.connect(self.presenter.new_check)
        panel.sig_question_focused.connect(self._scroll_to)

    def _scroll_to(self, widget: QWidget) -> None:
        """Keep the question the keyboard moved to in view, with the lines around it."""
        self.lesson_scroll.ensureWidgetVisible(widget, 0, 80)

    def _show_fresh_check(self, checks: tuple[Check, ...]) -> None:
        """A retry: new questions in place of the ones answered, the keyboard on the first."""
        if not isinstance(self.page, LessonPage):
            return
        panel = self.page.replace_check(checks)
        self._connect_check(panel)
        self.result = None
        # Laid out first, so the scroll area knows where the new questions are.
        self.page.box.activate()
        box = panel.focus_first()
        self.lesson_scroll.ensureWidgetVisible(panel, 0, 0)
        self._scroll_to(box)

    def _set_page(self, page: LessonPage | ErrorPage | None) -> None:
        old = self.lesson_scroll.takeWidget()
        if old is not None:
            old.deleteLater()
        self.page = page
        if page is not None:
            self.lesson_scroll.setWidget(page)

    def _show_result(self, result: CheckResult) -> None:
        self.result = result
        if isinstance(self.page, LessonPage) and self.page.entry.id == result.lesson_id:
            self.page.check.show_result(result)
            if not result.passed:
                wrong = next(i for i, right in enumerate(result.right) if not right)
                box = self.page.check.boxes[wrong]
                box.focus_answer()
                self.lesson_scroll.ensureWidgetVisible(box, 0, 80)
            else:
                self.lesson_scroll.ensureWidgetVisible(self.page.check.result, 0, 80)

    def _show_incomplete(self, unanswered: tuple[int, ...]) -> None:
        """Enter with questions left: say how many, and go to the first of them."""
        if isinstance(self.page, LessonPage):
            box = self.page.check.show_incomplete(unanswered)
            self._scroll_to(box)

    def _show_store_error(self, message: str) -> None:
        self.status.setText(self.tr("Your lesson progress could not be read or saved: "
                                    "{0}").format(message))
        self.status.show()

    # ---- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Lessons"))
        self.legend.setText(self.tr("○ not opened   ◐ opened   ✓ check passed"))
        self.hint.setText(self.tr(
            "↑ ↓ choose a lesson · PgUp PgDn read it · Enter go to its check · "
            "Ctrl+D practise it in the drill · Esc home"))
        self.tree.setAccessibleName(self.tr("Lessons"))
        self.lesson_scroll.setAccessibleName(self.tr("Lesson text"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            lang = current_language()
            if self.presenter.catalogue is not None and self.presenter.language != lang:
                self.reload(lang)
        super().changeEvent(event)

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return lessons_words.title()

    def shortcut(self) -> str:
        return lessons_words.SHORTCUT

    def preset(self, **kwargs: Any) -> None:
        """Nothing to pick on this screen."""


def main() -> int:
    """Open the Lessons screen on its own, on a throwaway database."""
    import argparse
    import sys

    from PySide6.QtWidgets import QApplication

    from ui.i18n import Translations, normalize_language
    from ui.preview import preview_store, run_preview
    from ui.resources import resource_path

    parser = argparse.ArgumentParser(prog="python -m ui.lessons.view")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    app.setStyleSheet(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    translations = Translations()
    translations.install(normalize_language(args.lang) or "en")
    preview = preview_store()
    screen = LessonsScreen(preview.store, preview.trainee)
    screen.resize(1280, 860)
    screen.show()
    screen.enter()
    return run_preview(app, screen, preview.store)


if __name__ == "__main__":
    raise SystemExit(main())
