"""Instructor dashboard: a cohort's roster, one trainee's charts and attempt log, exports.

:class:`~ui.dashboard.presenter.DashboardPresenter` loads cohorts, the roster summary,
attempt pages and the cohort report through :mod:`ui.tasks`;
:class:`~ui.dashboard.models.RosterModel` is the sortable roster (accuracy, speed, attempts,
trend, last active, readiness, exam); :class:`DashboardScreen` (here) reuses
:class:`ui.charts.progress.ProgressScreen` for the trainee's charts (with the
cohort's averages beside them) and shows the attempt log a page at a time, filtered by drill,
dates and right/wrong; an attempt opens in :class:`ui.widgets.attempt.AttemptDialog`.
Exports: CSV of the attempts as filtered on screen, and PDF reports per trainee and per cohort
(:mod:`ui.pdf.reports`). The Homework tab (:mod:`ui.dashboard.homework`) shows the
chosen cohort's assignments and schedule health; the Audit tab (:mod:`ui.dashboard.audit`) the
school's audit log. Every figure comes from the store, which
refuses all of it to a trainee. ``python -m ui.screens dashboard DB_URL NAME PASSWORD``
opens it on its own.

About 600 lines: the screen's build in named parts (bar, roster, detail, log page) and its
slots; the models, dialogs, presenter and words are apart.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.drills.registry import drill_codes
from trainer.kinds import TABLE_KIND
from trainer.progress import CohortLines, CohortReport
from trainer.stats import (
    PassMark,
    RosterLine,
)
from trainer.store import DeskStore
from trainer.store.models import (
    AttemptFilter,
    AttemptPage,
)
from trainer.store.practice_seal import PracticeCheck
from ui import palette
from ui.charts.daterange import DateRangeBar
from ui.charts.plots import READINESS_COLORS
from ui.charts.progress import ProgressScreen
from ui.charts.words import (
    kind_label,
)
from ui.dashboard import words as dashboard_words
from ui.dashboard.audit import AuditTab
from ui.dashboard.dialogs import PassMarkDialog
from ui.dashboard.homework import HomeworkTab
from ui.dashboard.models import TAMPERED_COLOR, AttemptModel, RosterModel
from ui.dashboard.presenter import NO_COHORT, DashboardPresenter
from ui.felt.replay import TableReplayDialog
from ui.felt.samkong_replay import SamKongReplayDialog, is_samkong
from ui.file_dialogs import save_file_name
from ui.pdf.reports import (
    ReportWriter,
)
from ui.widgets.attempt import AttemptDialog
from ui.widgets.fitting import ElidedButton, ElidedComboBox
from ui.widgets.live import LiveUpdates, UpdatedLabel
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.trainee_tab import TraineeTab, TraineeTabFactory

log = logging.getLogger(__name__)

# ---- live data: which written areas each part shows

ROSTER_AREAS = frozenset({"attempts", "roster", "results", "sittings", "exams", "settings"})
"""The roster's figures: practice, accounts, exam results and the pass mark."""
CHARTS_AREAS = frozenset({"attempts", "settings"})
LOG_AREAS = frozenset({"attempts"})
HOMEWORK_AREAS = frozenset({"homework", "attempts", "roster"})
AUDIT_AREAS = frozenset({"audit"})
LESSON_AREAS = frozenset({"lessons"})
EXAM_AREAS = frozenset({"results", "sittings", "exams"})


# ---- the screen --------------------------------------------------------------------------


DETAIL_MIN_WIDTH = 620
"""The width the roster leaves the trainee's charts when it asks for room of its own."""


class DashboardScreen(Retranslating, QWidget):
    """The instructor's view of a cohort and its trainees."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None, *,
                 lesson_tab: TraineeTabFactory | None = None,
                 exam_tab: TraineeTabFactory | None = None) -> None:
        """``lesson_tab`` and ``exam_tab`` build the Lessons and Exams tabs (other screens'
        widgets, handed over by :mod:`ui.screens`); without them those tabs are left out."""
        super().__init__(parent)
        self.setObjectName("dashboardScreen")
        self.store = store
        self.actor = actor
        self._tab_factories = (lesson_tab, exam_tab)
        self.lesson_progress: TraineeTab | None = None
        self.exam_results: TraineeTab | None = None
        self.presenter = DashboardPresenter(store, actor, self)
        self.report_writer = ReportWriter(self)
        self.attempt_dialog: AttemptDialog | None = None
        self.replay_dialog: TableReplayDialog | SamKongReplayDialog | None = None
        self.pass_mark_dialog: PassMarkDialog | None = None
        self._loaded_once = False
        self._roster_shown = False
        """A cohort's roster was shown (the trainee's header and log can say why nobody is)."""
        self._page: AttemptPage | None = None
        self.live: LiveUpdates | None = None
        self._practice_check: PracticeCheck | None = None
        self._check_pending: int | None = None
        """The trainee whose practice seals are checked once their charts are drawn."""
        self._lines_pending: CohortLines | None = None
        """The cohort's lines, kept until the chosen trainee's charts come (drawn with
        them, in one paint of the plots, not two)."""
        self._build()
        p = self.presenter
        p.sig_cohorts_loaded.connect(self._show_cohorts)
        p.sig_cohort_lines_read.connect(self._cohort_lines_read)
        p.sig_cohort_lines_failed.connect(self.progress.presenter.cohort_lines_failed)
        p.sig_roster_loaded.connect(self._show_roster)
        p.sig_attempts_loaded.connect(self._show_attempts)
        p.sig_load_failed.connect(self._show_error)
        p.sig_practice_checked.connect(self._show_practice_check)
        p.sig_practice_flags.connect(self.roster_model.set_practice_flags)
        p.sig_export_done.connect(self._export_done)
        p.sig_pass_mark_changed.connect(self._pass_mark_changed)
        p.sig_cohort_report_ready.connect(self._write_cohort_pdf)
        p.runner.sig_busy_changed.connect(self._show_busy)
        self.progress.presenter.sig_loading_changed.connect(self._show_busy)
        # after the charts' own slot (connected when they were built): drawn first
        self.progress.presenter.sig_progress_loaded.connect(self._charts_drawn)
        self.progress.presenter.sig_load_failed.connect(self._give_cohort_lines)
        self.retranslate()

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.addLayout(self._build_bar())
        self.status = MessageLabel()
        self.status.setObjectName("dashboardStatus")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        outer.addWidget(self.status)

        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        # The roster's CSV under the roster it writes: on the top bar it held the window
        # wider than 1024 px in a long language and cut the bar's other buttons.
        roster_pane = QWidget()
        roster_box = QVBoxLayout(roster_pane)
        roster_box.setContentsMargins(0, 0, 0, 0)
        roster_box.addWidget(self._build_roster(), 1)
        under_roster = QHBoxLayout()
        under_roster.addStretch(1)
        under_roster.addWidget(self.cohort_csv_button)
        roster_box.addLayout(under_roster)
        splitter.addWidget(roster_pane)
        splitter.addWidget(self._build_detail())
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([660, 840])
        splitter.splitterMoved.connect(self._splitter_moved)
        outer.addWidget(splitter, 1)

        self._connect()

    def _build_bar(self) -> QHBoxLayout:
        """The top bar: title, cohort chooser, busy indicator, pass mark and cohort report."""
        bar = QHBoxLayout()
        self.heading = title = QLabel()
        title.setObjectName("pageTitle")
        # A long cohort name is elided (13 characters: at 16 the pseudo-locale's top bar held
        # the window 14 px wider than 1024) only when the bar is short of room: with
        # room (1400 px) it shows whole, up to 360 px.
        self.cohort_combo = ElidedComboBox(13, grow_to=360)
        self.cohort_combo.setObjectName("cohortCombo")
        self.cohort_caption = cohort_caption = QLabel()
        cohort_caption.setBuddy(self.cohort_combo)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(48)  # at the end of the tab bar: little room there
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        # Elided when the bar is short of room (a longer language, the "updated" time)
        # rather than widen the window.
        self.pass_mark_button = ElidedButton(14)
        self.pass_mark_button.setObjectName("passMarkButton")
        self.cohort_pdf_button = ElidedButton(14)
        self.cohort_pdf_button.setObjectName("cohortPdfButton")
        self.cohort_csv_button = ElidedButton(4)
        self.cohort_csv_button.setObjectName("cohortCsvButton")
        bar.addWidget(title)
        bar.addSpacing(16)
        bar.addWidget(cohort_caption)
        bar.addWidget(self.cohort_combo)
        self.busy_label = QLabel()
        self.busy_label.setObjectName("busyLabel")
        self.busy_label.setVisible(False)
        bar.addStretch(1)
        self.updated_label = UpdatedLabel()
        bar.addWidget(self.updated_label)
        bar.addWidget(self.pass_mark_button)
        bar.addWidget(self.cohort_pdf_button)
        return bar

    def _build_roster(self) -> QTableView:
        """The roster table, sortable by click and by Ctrl+Shift+column number."""
        self._splitter_dragged = False
        """The instructor moved the roster's edge: it stays there."""
        self.roster_model = RosterModel(self)
        self.roster_view = QTableView()
        self.roster_view.setObjectName("rosterView")
        self.roster_view.setModel(self.roster_model)
        self.roster_view.setSortingEnabled(True)
        # Tab leaves the roster (it would walk the cells and change the trainee shown).
        self.roster_view.setTabKeyNavigation(False)
        self.roster_view.sortByColumn(RosterModel.NAME, Qt.SortOrder.AscendingOrder)
        # Sorting by keyboard: Ctrl+Shift+1 … 8 sorts the roster by that column (again:
        # the other way round), as a click on its header does.
        self.sort_shortcuts = []
        for column in range(self.roster_model.columnCount()):
            shortcut = QShortcut(QKeySequence(f"Ctrl+Shift+{column + 1}"), self.roster_view)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            # the column at that place as shown (Readiness and Exam come second and third)
            shortcut.activated.connect(lambda c=column: self._sort_roster(
                self.roster_view.horizontalHeader().logicalIndex(c)))
            self.sort_shortcuts.append(shortcut)
        self.roster_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roster_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster_view.verticalHeader().setVisible(False)
        self.roster_view.verticalHeader().setDefaultSectionSize(24)
        self.roster_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Interactive
        )
        header = self.roster_view.horizontalHeader()
        header.setStretchLastSection(True)
        # The verdict and the exam beside the name: at 1400 px the
        # figures after them may scroll, never the column an instructor reads first.
        for place, column in enumerate((RosterModel.READINESS, RosterModel.EXAM), start=1):
            header.moveSection(header.visualIndex(column), place)
        return self.roster_view

    def _build_detail(self) -> QWidget:
        """One trainee: header, report button and the tabs (charts, attempt log, lessons,
        exams)."""
        detail = QWidget()
        detail_layout = QVBoxLayout(detail)
        detail_layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.trainee_label = QLabel()
        self.trainee_label.setObjectName("traineeHeader")
        self.trainee_label.setTextFormat(Qt.TextFormat.RichText)
        self.trainee_label.setWordWrap(True)
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("traineePdfButton")
        self.pdf_button.setEnabled(False)
        head.addWidget(self.trainee_label, 1)
        head.addWidget(self.pdf_button)
        detail_layout.addLayout(head)
        self.tabs = QTabWidget()
        # Busy (the roster's reads and the trainee's charts alike) at the end of the tab bar,
        # not in the top row (there it pushed the window past 1024 px) nor beside the
        # trainee's name (shown and hidden around every load, it rewrapped the name and every
        # plot below was laid out and painted again: six to ten paints a plot per opening).
        loading = QWidget()
        loading_layout = QHBoxLayout(loading)
        loading_layout.setContentsMargins(0, 0, 4, 0)
        loading_layout.addWidget(self.busy)
        loading_layout.addWidget(self.busy_label)
        self.tabs.setCornerWidget(loading, Qt.Corner.TopRightCorner)
        self.progress = ProgressScreen(
            self.store, self.actor, None, self.actor.user_id, compact=True
        )
        # The charts scroll inside their tab rather than grow the window.
        self.progress_scroll = QScrollArea()
        self.progress_scroll.setObjectName("progressScroll")
        self.progress_scroll.setWidgetResizable(True)
        self.progress_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.progress_scroll.setWidget(self.progress)
        # The scroll area sizes the page to its minimum, which counts the summary as one line;
        # wrapped in this narrow pane it took the charts' room. Room for three lines kept.
        summary = self.progress.summary
        summary.ensurePolished()  # the style sheet's font, not the default one
        summary.setMinimumHeight(3 * summary.fontMetrics().lineSpacing())
        self.tabs.addTab(self.progress_scroll, "")
        self.log_page = self._build_log_page()
        self.tabs.addTab(self.log_page, "")
        # The cohort's homework: follows the cohort, not the trainee.
        self.homework = HomeworkTab(self.store, self.actor)
        self.tabs.addTab(self.homework, "")
        # The school's audit log: follows neither cohort nor trainee.
        self.audit = AuditTab(self.store, self.actor)
        self.tabs.addTab(self.audit, "")
        lesson_tab, exam_tab = self._tab_factories
        if lesson_tab is not None:  # the Lessons tab
            self.lesson_progress = lesson_tab(self.store, self.actor)
            self.lesson_progress.add_to(self.tabs, self.roster_view.selectionModel(),
                                        lambda row: self.roster_model.row_at(row).summary.user_id)
        if exam_tab is not None:  # the Exams tab
            self.exam_results = exam_tab(self.store, self.actor)
            self.exam_results.add_to(self.tabs, self.roster_view.selectionModel(),
                                     lambda row: self.roster_model.row_at(row).summary.user_id)
        detail_layout.addWidget(self.tabs, 1)
        return detail

    def _build_log_page(self) -> QWidget:
        """The attempt log: filters, one page of attempts, paging and the CSV export."""
        log_page = QWidget()
        log_layout = QVBoxLayout(log_page)
        filters = QHBoxLayout()
        self.log_kind = QComboBox()
        self.log_kind.setObjectName("logKind")
        for kind in ("", *drill_codes()):  # "": all drills (never None data)
            self.log_kind.addItem("", kind)
        self.log_period = DateRangeBar(default_days=None)
        self.wrong_only = QCheckBox()
        self.wrong_only.setObjectName("wrongOnly")
        self.csv_button = QPushButton()
        self.csv_button.setObjectName("csvButton")
        self.csv_button.setEnabled(False)
        for combo in (self.log_kind, self.log_period.combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)
        filters.addWidget(self.log_kind)
        filters.addWidget(self.log_period)
        filters.addWidget(self.wrong_only)
        filters.addStretch(1)
        log_layout.addLayout(filters)
        # Practice edited outside the app: said above the log, in red.
        self.practice_flag = QLabel()
        self.practice_flag.setObjectName("practiceFlag")
        self.practice_flag.setWordWrap(True)
        self.practice_flag.hide()
        log_layout.addWidget(self.practice_flag)
        self.attempt_model = AttemptModel(self)
        self.attempt_view = QTableView()
        self.attempt_view.setObjectName("attemptView")
        self.attempt_view.setModel(self.attempt_model)
        self.attempt_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.attempt_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.attempt_view.verticalHeader().setVisible(False)
        self.attempt_view.verticalHeader().setDefaultSectionSize(24)
        self.attempt_view.horizontalHeader().setStretchLastSection(True)
        # Page through the log from its table: Ctrl+Page Down older, Ctrl+Page Up newer
        # (shortcuts: as key presses, the table took Page Down to move its own cursor).
        self.page_shortcuts = []
        for keys, turn in (("Ctrl+PgDown", self.presenter.next_page),
                           ("Ctrl+PgUp", self.presenter.previous_page)):
            shortcut = QShortcut(QKeySequence(keys), self.attempt_view)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(turn)
            self.page_shortcuts.append(shortcut)
        log_layout.addWidget(self.attempt_view, 1)
        pages = QHBoxLayout()
        self.newer_button = QPushButton()
        self.newer_button.setObjectName("newerButton")
        self.older_button = QPushButton()
        self.older_button.setObjectName("olderButton")
        self.log_count = QLabel()
        self.log_count.setObjectName("logCount")
        # Wrapped, centred: "Choose a trainee in the roster." in a long language must not
        # widen the window past 1024 px (a hidden tab's page still sets its minimum).
        self.log_count.setWordWrap(True)
        self.log_count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pages.addWidget(self.newer_button)
        pages.addWidget(self.log_count, 1, Qt.AlignmentFlag.AlignCenter)
        pages.addWidget(self.older_button)
        pages.addSpacing(12)
        pages.addWidget(self.csv_button)
        log_layout.addLayout(pages)
        return log_page

    def _connect(self) -> None:
        """View -> presenter: the widgets' signals to the presenter's requests."""
        self.cohort_combo.currentIndexChanged.connect(self._cohort_chosen)
        self.roster_view.selectionModel().currentRowChanged.connect(self._trainee_chosen)
        self.log_kind.currentIndexChanged.connect(self._filter_changed)
        self.log_period.sig_range_changed.connect(self._filter_changed)
        self.wrong_only.toggled.connect(self._filter_changed)
        self.attempt_view.activated.connect(self._open_attempt)
        self.newer_button.clicked.connect(self.presenter.previous_page)
        self.older_button.clicked.connect(self.presenter.next_page)
        self.csv_button.clicked.connect(self._ask_export_csv)
        self.pdf_button.clicked.connect(self._ask_export_pdf)
        self.cohort_pdf_button.clicked.connect(self._ask_export_cohort_pdf)
        self.cohort_csv_button.clicked.connect(self._ask_export_cohort_csv)
        self.pass_mark_button.clicked.connect(self._ask_pass_mark)
        # The attempt log is read when its tab is shown, not at every trainee chosen.
        self.tabs.currentChanged.connect(self._tab_changed)
        self._tab_changed()
        self._update_paging()

    def _sort_roster(self, column: int) -> None:
        header = self.roster_view.horizontalHeader()
        order = Qt.SortOrder.AscendingOrder
        if header.sortIndicatorSection() == column:
            order = (Qt.SortOrder.DescendingOrder
                     if header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
                     else Qt.SortOrder.AscendingOrder)
        self.roster_view.sortByColumn(column, order)

    def retranslate(self) -> None:
        """Word every label, tab, filter and header (again after a language change)."""
        self.heading.setText(self.tr("Dashboard"))
        self.roster_view.setToolTip(self.tr(
            "Ctrl+Shift+1 to 8: sort by that column (again: the other way round)"))
        self.cohort_caption.setText(self.tr("&Cohort:"))
        self.busy_label.setText(self.tr("Loading…"))
        self.cohort_pdf_button.setText(self.tr("C&ohort report (PDF)…"))
        self.cohort_csv_button.setText(self.tr("Roster (C&SV)…"))
        self.cohort_csv_button.setToolTip(self.tr(
            "The roster as shown, in this language, with the codes in extra columns"))
        self.pdf_button.setText(self.tr("&Trainee report (PDF)…"))
        self.csv_button.setText(self.tr("&Export these to CSV…"))
        self.newer_button.setText(self.tr("◀ &Newer"))
        self.older_button.setText(self.tr("Ol&der ▶"))
        self.tabs.setTabText(0, self.tr("Charts"))
        self.tabs.setTabText(1, self.tr("Attempt log"))
        self.tabs.setTabText(2, self.tr("Homework"))
        self.tabs.setTabText(self.tabs.indexOf(self.audit), self.tr("Audit"))
        for index in range(self.log_kind.count()):
            kind = self.log_kind.itemData(index) or None
            self.log_kind.setItemText(index, kind_label(self, kind))
        self.wrong_only.setText(self.tr("&Wrong answers only"))
        self._word_practice_flag()
        self.log_period.retranslate()
        last = self.cohort_combo.count() - 1
        if last >= 0 and self.cohort_combo.itemData(last) == NO_COHORT:
            self.cohort_combo.setItemText(last, self.tr("(no cohort)"))
        self._show_pass_mark(self.presenter.pass_mark)
        self.roster_model.retranslate()
        self.attempt_model.retranslate()
        self._show_trainee_header()
        if self._page is not None:
            self._show_count(self._page)
        elif self._roster_shown:
            self.log_count.setText(self._nobody_words())

    def _tab_changed(self, *_args: Any) -> None:
        self.presenter.set_log_shown(self.tabs.currentWidget() is self.log_page)

    def _splitter_moved(self, _position: int, _index: int) -> None:
        self._splitter_dragged = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._splitter_dragged:  # the roster may have come while it was hidden
            QTimer.singleShot(0, self, self._fit_roster_columns)

    # ---- screen life

    def enter(self) -> None:
        self.go_live()
        if not self._loaded_once:
            self._loaded_once = True
            self.presenter.load_cohorts()
        elif self.cohort_combo.count():
            self.presenter.choose_cohort(self._cohort_at(self.cohort_combo.currentIndex()))
            self.homework.choose_cohort(self._cohort_at(self.cohort_combo.currentIndex()))
            self.presenter.load_attempts()
            self.progress.enter()

    def leave(self) -> None:
        self.progress.leave()

    def go_live(self, live: LiveUpdates | None = None) -> LiveUpdates:
        """Reload each part when another desk writes what it shows (once; ``live``: the
        window's, by default). A hidden part reloads when it is shown again."""
        if self.live is not None:
            return self.live
        self.live = live = live or LiveUpdates.of(self, self.store)
        self.updated_label.follow(live)
        # The screen reads everything again on enter(): nothing to catch up when hidden.
        # A part whose last load is still running reloads once it is done (never a queue).
        busy = self.presenter.runner
        live.watch(ROSTER_AREAS, self._reload_roster, self, catch_up=False,
                   busy=lambda: busy.busy)
        live.watch({"roster"}, self.presenter.load_cohorts, self, catch_up=False)
        # a trainee moved, added or removed: the cohorts' own lines count others' answers
        live.watch({"roster"}, self.progress.presenter.forget_cohort_lines, self,
                   catch_up=False)
        charts = self.progress.presenter.runner
        live.watch(CHARTS_AREAS, self._reload_charts, self.progress_scroll,
                   busy=lambda: charts.busy)
        live.watch(LOG_AREAS, self.presenter.load_attempts, self.attempt_view,
                   busy=lambda: busy.busy)
        homework = self.homework.presenter.runner
        live.watch(HOMEWORK_AREAS, self.homework.presenter.reload, self.homework,
                   busy=lambda: homework.busy)
        # These tabs read again whenever they come into view.
        live.watch(AUDIT_AREAS, self.audit.presenter.reload, self.audit, catch_up=False)
        for tab, areas in ((self.lesson_progress, LESSON_AREAS),
                           (self.exam_results, EXAM_AREAS)):
            if tab is not None:
                live.watch(areas, tab.reload, tab, catch_up=False)
        return live

    def _reload_roster(self) -> None:
        if self.cohort_combo.count():
            self.presenter.choose_cohort(self._cohort_at(self.cohort_combo.currentIndex()))

    def _reload_charts(self) -> None:
        charts = self.progress.presenter
        if self.presenter.trainee_id is None:
            if not charts.alone:
                return  # no roster shown yet
            charts.forget_cohort_lines()  # the cohort's own lines: read them again
        charts.reload()

    # ---- view -> presenter

    def _cohort_at(self, index: int) -> int | None:
        cohort_id = int(self.cohort_combo.itemData(index))
        return None if cohort_id == NO_COHORT else cohort_id

    def _cohort_chosen(self, index: int) -> None:
        if index >= 0:
            # the cohort's lines read with the roster (from the cohort's daily rows,
            # aggregated): the Charts tab shows them until a trainee is chosen
            cohort_id = self._cohort_at(index)
            self.presenter.choose_cohort(cohort_id,
                                         self.progress.presenter.expect_cohort(cohort_id))
            self.homework.choose_cohort(self._cohort_at(index))

    def _trainee_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        selection = self.roster_view.selectionModel()
        if not selection.isRowSelected(current.row()):  # made current by focus: shown chosen
            selection.select(current, QItemSelectionModel.SelectionFlag.ClearAndSelect
                             | QItemSelectionModel.SelectionFlag.Rows)
        row = self.roster_model.row_at(current.row())
        uid = row.summary.user_id
        self.presenter.choose_trainee(uid)
        self._check_pending = uid
        self.progress.set_user(uid, self.presenter.cohort_id, compare=True)
        self.csv_button.setEnabled(True)
        self.pdf_button.setEnabled(True)
        self._show_trainee_header()

    def _filter_changed(self, *_args: Any) -> None:
        since, until = self.log_period.range()
        self.presenter.set_filter(
            AttemptFilter(
                drill_kind=self.log_kind.currentData() or None,
                since=since,
                until=until,
                correct=False if self.wrong_only.isChecked() else None,
            )
        )

    def _open_attempt(self, index: QModelIndex) -> None:
        if index.isValid():
            row = self.attempt_model.rows[index.row()]
            if row.drill_kind == TABLE_KIND:  # a Table step: its coup replayed step by step
                replay = SamKongReplayDialog if is_samkong(row) else TableReplayDialog
                self.replay_dialog = replay(self.store, self.actor, row, self)
                self.replay_dialog.open()
                return
            self.attempt_dialog = AttemptDialog(row, self)
            self.attempt_dialog.open()

    def _ask_pass_mark(self) -> None:
        dialog = PassMarkDialog(self.presenter.pass_mark, self)
        dialog.accepted.connect(lambda: self.presenter.set_pass_mark(dialog.mark()))
        self.pass_mark_dialog = dialog
        dialog.open()

    # ---- presenter -> view

    def _set_status(self, wording: str | Callable[..., str], *args: object) -> None:
        """Show a status line (a ``wording`` is worded again after a language change)."""
        self.status.say(wording, *args)
        self.status.setVisible(bool(self.status.text()))

    def _show_busy(self, _busy: bool = False) -> None:
        """Busy while the screen's reads or the trainee's charts load (one sign for both)."""
        busy = self.presenter.runner.busy or self.progress.presenter.runner.busy
        self.busy.setVisible(busy)
        self.busy_label.setVisible(busy)

    def _show_cohorts(self, cohorts: list[tuple[int, str]]) -> None:
        combo = self.cohort_combo
        shown = combo.itemData(combo.currentIndex()) if combo.count() else None
        combo.blockSignals(True)
        combo.clear()
        for cohort_id, name in cohorts:
            combo.addItem(name, cohort_id)
        combo.addItem(self.tr("(no cohort)"), NO_COHORT)
        index = max(0, combo.findData(shown)) if shown is not None else 0
        combo.setCurrentIndex(index)
        combo.blockSignals(False)
        combo.updateGeometry()  # asks for room for the longest name
        if shown is None or combo.itemData(index) != shown:
            self._cohort_chosen(index)  # the cohort shown is gone (or none was): show another

    def _show_roster(self, rows: list[RosterLine]) -> None:
        selected = self.presenter.trainee_id
        scroll = self.roster_view.verticalScrollBar()
        top = scroll.value()  # a reload (another desk wrote) keeps the place
        self.roster_model.set_rows(rows)
        self._roster_shown = True
        self._fit_roster_columns()
        row = self.roster_model.row_of(selected) if selected is not None else None
        if row is None:  # none chosen yet, or not of this cohort: the cohort alone
            self._no_trainee()
        else:
            # The same trainee selected again is no new choice: their charts and tabs are
            # not read again for it (live data reloads them only if what they show changed).
            same = self.roster_model.row_at(row).summary.user_id == selected
            selection = self.roster_view.selectionModel()
            selection.blockSignals(same)
            self.roster_view.selectRow(row)
            selection.blockSignals(False)
        scroll.setValue(top)
        self._show_trainee_header()

    def _fit_roster_columns(self) -> None:
        """Each column as wide as its words (header with sort arrow, or the widest cell)."""
        view, model = self.roster_view, self.roster_model
        header = view.horizontalHeader()
        head_metrics = header.fontMetrics()
        cell_metrics = view.fontMetrics()
        rows = range(min(model.rowCount(), 200))
        needed = 0  # the columns' own widths (the header's length counts the last stretched)
        for column in range(model.columnCount()):
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            widest = head_metrics.horizontalAdvance(title) + 22  # padding and the sort arrow
            # each text measured once (a column's days, verdicts and exams repeat)
            for text in {model.text(model.row_at(row), column) for row in rows}:
                widest = max(widest, cell_metrics.horizontalAdvance(text) + 14)
            # The verdict names its deciding drill ("Not accurate yet: Draw decisions 25%").
            cap = 320 if column == RosterModel.READINESS else 220
            header.resizeSection(column, min(widest, cap))
            needed += min(widest, cap)
        # Give the roster the room its columns need (up to 58% of the width); the charts
        # take the rest. The splitter stays where the instructor drags it afterwards. Sized
        # again with the columns (another language, new rows), on the splitter's real width:
        # sized once, while the screen was laid out for another size or language, the roster
        # kept too small a share and its Readiness column was cut.
        if not self._splitter_dragged and model.rowCount() and self.splitter.isVisible():
            splitter = self.splitter
            total = splitter.width() - splitter.handleWidth()
            wanted = (
                needed
                + view.verticalScrollBar().sizeHint().width()
                + 2 * view.frameWidth()
                + 12
            )
            # ... leaving the charts DETAIL_MIN_WIDTH (at 1024 px their rows were squeezed)
            left = max(0, min(wanted, total * 58 // 100, total - DETAIL_MIN_WIDTH))
            splitter.setSizes([left, total - left])

    def _no_trainee(self) -> None:
        """No trainee chosen (a cohort opened, or the one shown is not in it): the Charts
        tab shows the cohort's own lines, the trainee's tabs and exports nobody's; the
        instructor picks a trainee in the roster (click, or an arrow key)."""
        self.presenter.choose_trainee(None)
        self._check_pending = self._practice_check = None  # nor the last one's seal flag
        self.attempt_model.set_tampered_sessions(frozenset())
        self.practice_flag.hide()
        self._word_practice_flag()
        self.roster_view.selectionModel().clear()
        self.progress.show_cohort_alone(self.presenter.cohort_id,
                                        choosable=self.roster_model.rowCount() > 0)
        self._give_cohort_lines()  # held for a trainee's charts that are no longer wanted
        self.progress.charts.show_pass_mark(self.presenter.pass_mark)
        self._page = None
        self.attempt_model.set_rows(())
        self.log_count.setText(self._nobody_words())
        self._update_paging()
        for tab in (self.lesson_progress, self.exam_results):
            if tab is not None:
                tab.clear_trainee()
        self.csv_button.setEnabled(False)
        self.pdf_button.setEnabled(False)

    def _nobody_words(self) -> str:
        """What the trainee's header and log say while nobody is chosen."""
        if self._roster_shown and self.roster_model.rowCount() == 0:
            return self.tr("No trainees in this cohort.")
        return self.tr("Choose a trainee in the roster.")

    def _cohort_lines_read(self, lines: CohortLines) -> None:
        """The cohort's lines, read beside the roster: given to the charts with the
        chosen trainee's figures when those are still on their way, else now."""
        self._lines_pending = lines
        trainee, data = self.presenter.trainee_id, self.progress.presenter.data
        if trainee is None or (data is not None and data.query.user_id == trainee) \
                or not self.progress.presenter.runner.busy:
            self._give_cohort_lines()

    def _give_cohort_lines(self, *_args: Any) -> None:
        lines, self._lines_pending = self._lines_pending, None
        if lines is not None:
            self.progress.presenter.cohort_lines_read(lines)

    def _charts_drawn(self, data: Any) -> None:
        """The chosen trainee's charts are drawn: now their practice seals are checked (a
        second read of every answer, kept off the opening's path; said when it comes)."""
        self._give_cohort_lines()
        if self._check_pending is not None and data.query.user_id == self._check_pending:
            self._check_pending = None
            self.presenter.check_practice()

    def _show_trainee_header(self) -> None:
        uid = self.presenter.trainee_id
        row = self.roster_model.row_of(uid) if uid is not None else None
        if row is None:
            self.trainee_label.setText(self._nobody_words())
            return
        line = self.roster_model.row_at(row)
        s = line.summary
        color = READINESS_COLORS[line.readiness.status]
        readiness = self.roster_model.text(line, RosterModel.READINESS)
        exam = self.roster_model.text(line, RosterModel.EXAM)
        self.trainee_label.setText(
            f"<span style='font-size: 19px; font-weight: 600;'>{s.display_name}</span>"
            f" <span style='color: {palette.FAINT};'>({s.name})</span> · "
            f"<span style='color: {color}; font-weight: 600;'>{readiness}</span> · "
            + self.tr("exam: {0}").format(exam)
            + self._practice_header(s.user_id)
        )

    def _practice_header(self, user_id: int) -> str:
        checked = self._practice_check
        if checked is None or checked.user_id != user_id or not (
                checked.tampered or checked.daily_days):
            return ""
        return (f" · <span style='color: {TAMPERED_COLOR}; font-weight: 600;'>"
                + self.tr("practice edited outside the app") + "</span>")

    def _show_practice_check(self, user_id: int, checked: PracticeCheck | None) -> None:
        """The chosen trainee's practice seals: a red line above the log and the edited
        sessions' rows tinted; nothing said when all is sealed or cannot be checked."""
        if user_id != self.presenter.trainee_id:
            return
        self._practice_check = checked
        tampered = frozenset(checked.tampered) if checked is not None else frozenset()
        self.attempt_model.set_tampered_sessions(tampered)
        self.practice_flag.setVisible(
            bool(tampered) or (checked is not None and bool(checked.daily_days)))
        self._word_practice_flag()
        self._show_trainee_header()

    def _word_practice_flag(self) -> None:
        checked = self._practice_check
        if checked is None or not (checked.tampered or checked.daily_days):
            self.practice_flag.clear()
            return
        said = []
        if checked.tampered:
            said.append(self.tr(
                "Practice edited outside the app: sessions that no longer match their "
                "seals: %n (their answers are tinted below).", "", len(checked.tampered)))
        if checked.daily_days:
            said.append(self.tr(
                "Daily figures edited outside the app: days unlike the stored answers: %n "
                "(the roster's counts and medians read them; run daily-rebuild).", "",
                len(checked.daily_days)))
        self.practice_flag.setText(" ".join(said))

    def _show_attempts(self, page: AttemptPage) -> None:
        before = self._page
        same = before is not None and (before.user_id, before.flt, before.offset) == (
            page.user_id, page.flt, page.offset)
        scroll = self.attempt_view.verticalScrollBar()
        top = scroll.value() if same else 0  # the same page read again keeps its place
        self._page = page
        self.attempt_model.set_rows(page.rows)
        self._show_count(page)
        self.attempt_view.resizeColumnsToContents()
        scroll.setValue(top)
        self._update_paging()

    def _show_count(self, page: AttemptPage) -> None:
        if not page.total:
            self.log_count.setText(self.tr("No attempts match."))
            return
        self.log_count.setText(
            self.tr("{0}–{1} of {2} (newest first)")
            .format(f"{page.offset + 1:,}", f"{page.offset + len(page.rows):,}", f"{page.total:,}")
        )

    def _update_paging(self) -> None:
        page = self._page
        self.newer_button.setEnabled(page is not None and page.offset > 0)
        self.older_button.setEnabled(
            page is not None and page.offset + len(page.rows) < page.total
        )

    def _show_pass_mark(self, mark: PassMark) -> None:
        self.pass_mark_button.setText(
            self.tr("Pass &mark: {0}% · {1} s…")
            .format(f"{mark.accuracy * 100:.0f}", f"{mark.median_ms / 1000:g}")
        )

    def _pass_mark_changed(self, mark: PassMark) -> None:
        self._show_pass_mark(mark)
        if self.presenter.trainee_id is not None:
            self.progress.presenter.reload()
        else:
            self.progress.charts.show_pass_mark(mark)

    def _show_error(self, message: str) -> None:
        self._set_status(message)

    def _export_done(self, path: str) -> None:
        self._set_status(lambda: self.tr("Saved {0}").format(path))

    # ---- exports

    def _trainee(self) -> RosterLine | None:
        uid = self.presenter.trainee_id
        row = self.roster_model.row_of(uid) if uid is not None else None
        return self.roster_model.row_at(row) if row is not None else None

    def _ask_export_csv(self) -> None:
        line = self._trainee()
        name = line.summary.name if line is not None else "attempts"
        path = save_file_name(self, "attempts-csv", self.tr("Export attempts"),
                              f"{name}-attempts.csv", self.tr("CSV files (*.csv)"))
        if path:
            self.presenter.export_csv(path)

    def _ask_export_cohort_csv(self) -> None:
        """The roster as shown (its order and words) to a CSV file."""
        name = "".join("-" if c in '/\\:' else c for c in self.cohort_combo.currentText())
        path = save_file_name(self, "cohort-csv", self.tr("Export the roster"),
                              f"{name or 'cohort'}-roster.csv", self.tr("CSV files (*.csv)"))
        if path:
            self.presenter.export_cohort_csv(path, self.roster_model.worded_roster())

    def _ask_export_pdf(self) -> None:
        line = self._trainee()
        name = line.summary.name if line is not None else "trainee"
        path = save_file_name(self, "trainee-pdf", self.tr("Trainee report"),
                              f"{name}-report.pdf", self.tr("PDF files (*.pdf)"))
        if path:
            self.export_pdf(path)

    def _ask_export_cohort_pdf(self) -> None:
        path = save_file_name(self, "cohort-pdf", self.tr("Cohort report"),
                              "cohort-report.pdf", self.tr("PDF files (*.pdf)"))
        if path:
            self._set_status(lambda: self.tr("Preparing the cohort report…"))
            self.presenter.export_cohort_pdf(path)

    def export_pdf(self, path: str | Path) -> bool:
        """Write the selected trainee's report (figures, tables, charts) as a PDF.

        Uses the series already loaded for the Charts tab; returns False (and says why on
        the status line) when there is nothing to write or the file cannot be written.
        """
        data = self.progress.presenter.data
        if data is None or data.query.user_id != self.presenter.trainee_id:
            self._set_status(
                lambda: self.tr("The charts are still loading; try again in a moment."))
            return False
        # Drawing the charts for the page takes a moment on the GUI thread (widgets cannot be
        # painted elsewhere): the figures themselves were loaded in the background.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.report_writer.write_trainee(
                path,
                self._trainee(),
                data,
                self.cohort_combo.currentText(),
                self.progress.presenter.cohort,
            )
        except OSError as e:
            self._set_status(
                lambda reason: self.tr("Could not save the report: {0}").format(reason), str(e))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self.presenter.record_export(str(path), "trainee_report")
        self._export_done(str(path))
        return True

    def _write_cohort_pdf(self, path: str, report: CohortReport) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.report_writer.write_cohort(path, report)
        except OSError as e:
            self._set_status(
                lambda reason: self.tr("Could not save the report: {0}").format(reason), str(e))
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.presenter.record_export(path, "cohort_report")
        self._export_done(path)

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return dashboard_words.title()

    def shortcut(self) -> str:
        return dashboard_words.SHORTCUT

    def preset(self, **kwargs: Any) -> None:
        """Nothing to pick on this screen."""
