"""The Lessons screen: the lessons by game with the trainee's progress, one lesson at a time.

The lesson text is Markdown rendered by Qt's own Markdown support (``QTextDocument``), with
each ``{{example: id}}`` replaced by the engine's worked example drawn with real card images
and the ``{{check}}`` section by a keyboard check. The text follows the app's language and
falls back to English, saying so, where a translation is missing; a malformed lesson file is
named with its line while every other lesson still loads.

``python -m ui.lessons.view [--lang zh-Hant]`` opens it on its own on a throwaway database.

The page widgets (Markdown block, lesson tree, lesson and error pages) are in
:mod:`ui.lessons.pages`; :class:`LessonsScreen` (here) puts them side by side.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.articles import Game
from trainer.auth import Actor
from trainer.curriculum.catalogue import Catalogue, CatalogueEntry
from trainer.curriculum.model import Check
from trainer.curriculum.progress import CheckResult, LessonState
from trainer.store import DeskStore
from ui import palette
from ui.lessons import words as lessons_words
from ui.lessons.check import CheckPanel
from ui.lessons.pages import (
    ERROR_ROLE,
    LESSON_ROLE,
    ErrorPage,
    LessonPage,
    LessonTree,
    WrappingTitles,
    describe_error,
    relative_name,
)
from ui.lessons.presenter import LessonsPresenter, current_language
from ui.lessons.words import LessonWords
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded

# Strings of LessonWords spelled so lupdate files them under the context Qt looks up.
translate = QCoreApplication.translate





def curriculum_runs(catalogue: Catalogue) -> list[tuple[Game, list[CatalogueEntry]]]:
    """The lessons in the curriculum's order, in runs of one game each: the list's headings.
    Grouped by game, lessons 24 and 25 (baccarat) sat between 17 and the Sam Kong lessons;
    a game's heading now comes again where its lessons come again."""
    runs: list[tuple[Game, list[CatalogueEntry]]] = []
    for entry in sorted(catalogue.entries, key=lambda e: (e.lesson.order, e.lesson.id)):
        game = entry.lesson.game
        if not runs or runs[-1][0] is not game:
            runs.append((game, []))
        runs[-1][1].append(entry)
    return runs


class LessonsScreen(Retranslating, QWidget):
    """The lesson list beside the lesson shown; everything works from the keyboard."""

    sig_practice_requested = Signal(str, str)
    """Open the Practice screen on this drill kind and level (``DrillKind``/``Level`` values)."""

    def __init__(
        self,
        store: DeskStore,
        actor: Actor,
        parent: QWidget | None = None,
        *,
        lessons_root: Path | None = None,
        opened_timer: QTimer | None = None,
    ) -> None:
        """``opened_timer``: the presenter's "read long enough" timer (a test injects one)."""
        super().__init__(parent)
        self.setObjectName("lessonsScreen")
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
        self.errors = MessageLabel()
        self.errors.setObjectName("lessonErrors")
        self.errors.setWordWrap(True)
        self.errors.hide()
        self.status = MessageLabel()
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
        # A file's error page stays chosen when the lessons are loaded again (a language
        # switch), now in the new language; it gave way to the first lesson.
        keep_error = str(self.page.path) if isinstance(self.page, ErrorPage) else None
        error_items: dict[str, QTreeWidgetItem] = {}
        self.tree.blockSignals(True)
        self.tree.clear()
        self._items.clear()
        bold = QFont()
        bold.setBold(True)
        for game, entries in curriculum_runs(catalogue):
            group = QTreeWidgetItem([self.words.game(game), ""])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: never selected
            group.setFont(0, bold)
            group.setForeground(0, QBrush(QColor(palette.INK)))
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
            group.setForeground(0, QBrush(QColor(palette.ERROR)))
            self.tree.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            root = self.presenter.root
            for path in catalogue.error_files:
                first = next(e for e in catalogue.errors if e.path == path)
                item = QTreeWidgetItem(group, [relative_name(path, root), ""])
                item.setData(0, ERROR_ROLE, str(path))
                error_items[str(path)] = item
                item.setForeground(0, QBrush(QColor(palette.ERROR)))
                item.setToolTip(0, describe_error(first, self.words, root))
            # Worded again after a language change: the screen reloads the
            # catalogue only when the lessons' language changes.
            self.errors.say(self._word_errors, catalogue)
            self.errors.show()
        else:
            self.errors.clear()
            self.errors.hide()
        self.tree.expandAll()
        self.tree.blockSignals(False)
        self._show_states(self.presenter.states)
        target = (error_items.get(keep_error) if keep_error
                  else self._items.get(keep) if keep else None)
        if target is None:
            target = self._first_unpassed()
        if target is not None:
            self.tree.setCurrentItem(target)
            self.tree.scrollToItem(target)
        elif self.tree.topLevelItemCount():
            self._set_page(None)

    def _word_errors(self, catalogue: Catalogue) -> str:
        """The notice under the list: the first lesson files that could not be loaded."""
        root = self.presenter.root
        shown = [describe_error(e, self.words, root) for e in catalogue.errors[:3]]
        more = len(catalogue.errors) - len(shown)
        lines = [translate("LessonWords",
                           "Some lesson files have errors; the other lessons load normally:"),
                 *shown]
        if more > 0:
            lines.append(translate("LessonWords", "… and {0} more (see the list).").format(more))
        return "\n".join(lines)

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
            colour = {LessonState.PASSED: palette.DONE, LessonState.OPENED: palette.VOID,
                      LessonState.NOT_OPENED: palette.QUIET}[state]
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
        def worded() -> str:  # the store's words too, in the language now picked
            said = message.wording() if isinstance(message, Worded) else message
            return self.tr("Your lesson progress could not be read or saved: {0}").format(said)
        self.status.say(worded)
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
        lang = current_language()  # the lessons themselves are written per language
        if self.presenter.catalogue is not None and self.presenter.language != lang:
            self.reload(lang)

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return lessons_words.title()

    def shortcut(self) -> str:
        return lessons_words.SHORTCUT

    def preset(self, *, lesson: str | None = None, **_: Any) -> None:
        """Open with ``lesson`` (its id) chosen (Today's next-lesson key)."""
        if lesson is not None:
            self.open_lesson(lesson)


def main() -> int:
    """Open the Lessons screen on its own, on a throwaway database."""
    import argparse
    import sys

    from PySide6.QtWidgets import QApplication

    from ui.i18n import Translations, normalize_language
    from ui.preview import preview_store, run_preview
    from ui.resources import app_style_sheet

    parser = argparse.ArgumentParser(prog="python -m ui.lessons.view")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    app = QApplication(sys.argv)
    app.setStyleSheet(app_style_sheet())
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
