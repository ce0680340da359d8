"""Instructor dashboard: a cohort's roster, one trainee's charts and attempt log, exports.

:class:`DashboardPresenter` loads the roster summary and attempt pages through
:mod:`ui.tasks`; :class:`RosterModel` is a sortable table model of the roster;
:class:`DashboardScreen` reuses :class:`ui.charts.view.ProgressScreen` for the trainee's charts
(with the cohort's averages beside them). Exports: CSV of the filtered attempts and a PDF
report with the charts.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QMarginsF,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.drills.model import DrillKind
from trainer.errors import TrainerError
from trainer.stats import (
    PassMark,
    Readiness,
    ReadinessStatus,
    pass_mark_from_settings,
    readiness,
    trend,
)
from trainer.store import AttemptRow, Store
from trainer.store.reports import AttemptFilter, AttemptPage, Reports, TraineeSummary
from ui.charts.view import ProgressScreen, kind_label
from ui.tasks import TaskRunner, qt_none

CJK_FAMILIES = ["Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK SC", "Noto Sans CJK JP"]
"""Font families for reports: Latin first, then CJK fall-backs so Chinese never shows boxes."""
LOG_PAGE = 200


@dataclass(frozen=True)
class RosterRow:
    """One trainee line of the roster: the summary, their trend and readiness."""

    summary: TraineeSummary
    trend: float | None
    readiness: Readiness


def roster_rows(rows: list[TraineeSummary], mark: PassMark) -> list[RosterRow]:
    return [
        RosterRow(
            r,
            trend(r),
            readiness(r.recent_attempts, r.recent_correct, r.recent_median_ms, mark),
        )
        for r in rows
    ]


# ---- presenter ---------------------------------------------------------------------------


class DashboardPresenter(QObject):
    """Cohorts, the roster and one trainee's attempt log, loaded in the background."""

    sig_cohorts_loaded = Signal(object)
    """The cohorts: a list of (id, name)."""
    sig_roster_loaded = Signal(object)
    """The roster of the chosen cohort: a list of :class:`RosterRow`."""
    sig_attempts_loaded = Signal(object)
    """A page of the chosen trainee's attempt log (:class:`AttemptPage`)."""
    sig_load_failed = Signal(str)
    """Something could not be loaded or exported; the message is for the user."""
    sig_export_done = Signal(str)
    """An export was written: its path."""

    def __init__(self, store: Store, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.reports = Reports(store)
        self.runner = TaskRunner(self)
        self.cohort_id: int | None = None
        self.trainee_id: int | None = None
        self.filter = AttemptFilter()
        self.roster: list[RosterRow] = []
        self._roster_task = 0
        self._log_task = 0

    # ---- requests

    def load_cohorts(self) -> None:
        def work() -> list[tuple[int, str]]:
            return [(c.id, c.name) for c in self.store.roster.cohorts(self.actor)]

        self.runner.run(work, on_done=self.sig_cohorts_loaded.emit, on_error=self._failed)

    def choose_cohort(self, cohort_id: int | None) -> None:
        self.cohort_id = cohort_id
        store, reports, actor = self.store, self.reports, self.actor

        def work() -> list[RosterRow]:
            mark = pass_mark_from_settings(lambda key: store.settings.get(actor, key))
            return roster_rows(reports.roster_summary(actor, cohort_id), mark)

        self._roster_task = self.runner.run(work, on_done=self._roster, on_error=self._failed)

    def choose_trainee(self, user_id: int | None) -> None:
        self.trainee_id = user_id
        self.load_attempts()

    def set_filter(self, flt: AttemptFilter) -> None:
        self.filter = flt
        self.load_attempts()

    def load_attempts(self) -> None:
        if self.trainee_id is None:
            return
        args = (self.actor, self.trainee_id, self.filter, LOG_PAGE, 0)
        self._log_task = self.runner.run(
            self.reports.attempt_page, *args, on_done=self._attempts, on_error=self._failed
        )

    def export_csv(self, path: str) -> None:
        if self.trainee_id is None:
            return
        self.runner.run(
            self.reports.export_attempts_csv,
            self.actor,
            self.trainee_id,
            path,
            self.filter,
            on_done=lambda _n: self.sig_export_done.emit(path),
            on_error=self._failed,
        )

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results

    def _roster(self, rows: list[RosterRow]) -> None:
        self.roster = rows
        self.sig_roster_loaded.emit(rows)

    def _attempts(self, page: AttemptPage) -> None:
        if page.rows and page.rows[0].user_id != self.trainee_id:
            return  # a page for a trainee no longer selected
        self.sig_attempts_loaded.emit(page)

    def _failed(self, error: BaseException) -> None:
        message = str(error) if isinstance(error, TrainerError | OSError) else repr(error)
        self.sig_load_failed.emit(message)


# ---- table models ------------------------------------------------------------------------


class RosterModel(QAbstractTableModel):
    """The roster, sortable by every column (the sort key is in ``Qt.UserRole``)."""

    NAME, ATTEMPTS, ACCURACY, SPEED, LAST_ACTIVE, TREND, READINESS = range(7)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[RosterRow] = []
        self._headers: list[str] = []
        self.retranslate()
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def retranslate(self) -> None:
        """Headers and cell words in the current language (models get no LanguageChange)."""
        self._headers = [
            self.tr("Trainee"),
            self.tr("Attempts"),
            self.tr("Accuracy"),
            self.tr("Median time (7 d)"),
            self.tr("Last active"),
            self.tr("Trend (7 d)"),
            self.tr("Readiness"),
        ]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._headers) - 1)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self._headers) - 1)
            )

    def set_rows(self, rows: list[RosterRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        if self._sort is not None:
            self._sort_rows(*self._sort)
        self.endResetModel()

    def row_at(self, row: int) -> RosterRow:
        return self._rows[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Qt.ItemDataRole.DisplayRole and horizontal and 0 <= section < len(self._headers):
            return self._headers[section]
        return qt_none()

    def _key(self, r: RosterRow, column: int) -> Any:
        s = r.summary
        keys: dict[int, Any] = {
            self.NAME: s.display_name.casefold(),
            self.ATTEMPTS: s.attempts,
            self.ACCURACY: s.accuracy if s.accuracy is not None else -1.0,
            self.SPEED: s.recent_median_ms if s.recent_median_ms is not None else float("inf"),
            self.LAST_ACTIVE: s.last_active.timestamp() if s.last_active else 0.0,
            self.TREND: r.trend if r.trend is not None else -2.0,
            self.READINESS: r.readiness.sort_key,
        }
        return keys[column]

    def _text(self, r: RosterRow, column: int) -> str:
        s = r.summary
        if column == self.NAME:
            return s.display_name
        if column == self.ATTEMPTS:
            return f"{s.attempts:,}"
        if column == self.ACCURACY:
            return "–" if s.accuracy is None else f"{s.accuracy * 100:.1f}%"
        if column == self.SPEED:
            ms = s.recent_median_ms
            return "–" if ms is None else f"{ms / 1000:.1f} s"
        if column == self.LAST_ACTIVE:
            if s.last_active is None:
                return self.tr("never")
            return (s.last_active + timedelta(hours=8)).strftime("%Y-%m-%d %H:%M")
        if column == self.TREND:
            if r.trend is None:
                return "–"
            arrow = "▲" if r.trend > 0.005 else "▼" if r.trend < -0.005 else "■"
            return f"{arrow} {r.trend * 100:+.1f}"
        return {
            ReadinessStatus.READY: self.tr("Ready"),
            ReadinessStatus.TOO_SLOW: self.tr("Too slow"),
            ReadinessStatus.NOT_ACCURATE: self.tr("Not accurate yet"),
            ReadinessStatus.NOT_ENOUGH_DATA: self.tr("Not enough data"),
        }[r.readiness.status]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return qt_none()
        r = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(r, column)
        if role == Qt.ItemDataRole.UserRole:
            return self._key(r, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.NAME:
            return r.summary.name
        return qt_none()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._headers):
            return
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        old_rows = [(i.row(), i.column()) for i in old]
        ids = [self._rows[r].summary.user_id for r, _c in old_rows]
        self._sort = (column, order)
        self._sort_rows(column, order)
        position = {row.summary.user_id: n for n, row in enumerate(self._rows)}
        new = [self.index(position[uid], c) for uid, (_r, c) in zip(ids, old_rows, strict=True)]
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def _sort_rows(self, column: int, order: Qt.SortOrder) -> None:
        self._rows.sort(
            key=lambda r: (self._key(r, column), r.summary.user_id),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )


class AttemptModel(QAbstractTableModel):
    """A page of the attempt log."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: tuple[AttemptRow, ...] = ()
        self._headers: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Headers and cell words in the current language (models get no LanguageChange)."""
        self._headers = [
            self.tr("Answered"),
            self.tr("Drill"),
            self.tr("Situation"),
            self.tr("Result"),
            self.tr("Time"),
        ]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._headers) - 1)
        if self.rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self.rows) - 1, len(self._headers) - 1)
            )

    def set_rows(self, rows: tuple[AttemptRow, ...]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < len(self._headers) else qt_none()
        return qt_none()

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return qt_none()
        a = self.rows[index.row()]
        column = index.column()
        if column == 0:
            return (a.answered_at + timedelta(hours=8)).strftime("%Y-%m-%d %H:%M:%S")
        if column == 1:
            return kind_label(self, a.drill_kind)
        if column == 2:
            return a.cell or ""
        if column == 3:
            return self.tr("right") if a.correct else self.tr("wrong")
        return f"{a.ms_taken / 1000:.1f} s"


# ---- the attempt as dealt ------------------------------------------------------------------


def _cards(value: Any) -> str:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return " ".join(value)
    if isinstance(value, list):
        return " | ".join(_cards(v) for v in value)
    return "–" if value is None else str(value)


def _lines(data: Any) -> list[tuple[str, str]]:
    """Key/value lines of a JSON document, cards as text codes."""
    if not isinstance(data, dict):
        return [("", json.dumps(data, ensure_ascii=False))]
    out: list[tuple[str, str]] = []
    for key in sorted(data):
        value = data[key]
        if key == "bets" and isinstance(value, list):
            bets = [
                f"{b.get('seat', '')}: {b.get('kind', '')} {b.get('amount', '')}"
                for b in value
                if isinstance(b, dict)
            ]
            out.append((key, "; ".join(bets)))
        elif isinstance(value, dict):
            out.append((key, json.dumps(value, ensure_ascii=False, sort_keys=True)))
        else:
            out.append((key, _cards(value)))
    return out


class AttemptDialog(QDialog):
    """One attempt: the question as dealt, and the trainee's answer beside the right one."""

    def __init__(self, attempt: AttemptRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Attempt %1").replace("%1", str(attempt.id)))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        question = attempt.question if isinstance(attempt.question, dict) else {}
        prompt = question.get("prompt", question)
        rows = "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in _lines(prompt))
        answer_rows = "".join(
            f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in _lines(attempt.answer)
        )
        expected_rows = "".join(
            f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in _lines(attempt.expected)
        )
        verdict = self.tr("right") if attempt.correct else self.tr("wrong")
        when = (attempt.answered_at + timedelta(hours=8)).strftime("%Y-%m-%d %H:%M:%S")
        self.browser.setHtml(
            f"<h3>{kind_label(self, attempt.drill_kind)} – {attempt.cell or ''}</h3>"
            f"<p>{when} · {attempt.ms_taken / 1000:.1f} s · <b>{verdict}</b>"
            f" · {attempt.reason or ''} ({attempt.article or ''})</p>"
            f"<h4>{self.tr('As dealt')}</h4><table cellspacing=4>{rows}</table>"
            f"<table width='100%'><tr>"
            f"<td valign=top><h4>{self.tr('Trainee answered')}</h4>"
            f"<table cellspacing=4>{answer_rows}</table></td>"
            f"<td valign=top><h4>{self.tr('Right answer')}</h4>"
            f"<table cellspacing=4>{expected_rows}</table></td></tr></table>"
        )
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 460)


# ---- the screen --------------------------------------------------------------------------


class DashboardScreen(QWidget):
    """The instructor's view of a cohort and its trainees."""

    def __init__(self, store: Store, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dashboardScreen")
        self.store = store
        self.actor = actor
        self.presenter = DashboardPresenter(store, actor, self)
        self._loaded_once = False
        self._page: AttemptPage | None = None
        self._build()
        p = self.presenter
        p.sig_cohorts_loaded.connect(self._show_cohorts)
        p.sig_roster_loaded.connect(self._show_roster)
        p.sig_attempts_loaded.connect(self._show_attempts)
        p.sig_load_failed.connect(self._show_error)
        p.sig_export_done.connect(self._export_done)
        p.runner.sig_busy_changed.connect(self._show_busy)
        self.destroyed.connect(p.shutdown)
        self.retranslate()

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.title = title = QLabel()
        title.setObjectName("pageTitle")
        self.cohort_combo = QComboBox()
        self.cohort_combo.setMinimumWidth(200)
        self.cohort_caption = cohort_caption = QLabel()
        cohort_caption.setBuddy(self.cohort_combo)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(120)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        self.csv_button.setEnabled(False)
        self.pdf_button.setEnabled(False)
        bar.addWidget(title)
        bar.addSpacing(16)
        bar.addWidget(cohort_caption)
        bar.addWidget(self.cohort_combo)
        bar.addWidget(self.busy)
        bar.addStretch(1)
        bar.addWidget(self.csv_button)
        bar.addWidget(self.pdf_button)
        outer.addLayout(bar)
        self.status = QLabel()
        outer.addWidget(self.status)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.roster_model = RosterModel(self)
        self.roster_view = QTableView()
        self.roster_view.setModel(self.roster_model)
        self.roster_view.setSortingEnabled(True)
        self.roster_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roster_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster_view.verticalHeader().setVisible(False)
        self.roster_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.roster_view.horizontalHeader().setStretchLastSection(True)
        splitter.addWidget(self.roster_view)

        self.tabs = QTabWidget()
        self.progress = ProgressScreen(
            self.store, self.actor, None, self.actor.user_id, compact=True
        )
        self.tabs.addTab(self.progress, "")
        log = QWidget()
        log_layout = QVBoxLayout(log)
        filters = QHBoxLayout()
        self.log_kind = QComboBox()
        for kind in (None, *(k.value for k in DrillKind)):
            self.log_kind.addItem("", kind)
        self.wrong_only = QCheckBox()
        filters.addWidget(self.log_kind)
        filters.addWidget(self.wrong_only)
        filters.addStretch(1)
        self.log_count = QLabel()
        filters.addWidget(self.log_count)
        log_layout.addLayout(filters)
        self.attempt_model = AttemptModel(self)
        self.attempt_view = QTableView()
        self.attempt_view.setModel(self.attempt_model)
        self.attempt_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.attempt_view.verticalHeader().setVisible(False)
        self.attempt_view.horizontalHeader().setStretchLastSection(True)
        log_layout.addWidget(self.attempt_view)
        self.tabs.addTab(log, "")
        from ui.lessons.progress import LessonProgressTable  # the Lessons tab (issue 7)

        self.lesson_progress = LessonProgressTable(self.store, self.actor)
        self.lesson_progress.add_to(self.tabs, self.roster_view.selectionModel(),
                                    lambda row: self.roster_model.row_at(row).summary.user_id)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([560, 940])
        outer.addWidget(splitter, 1)

        self.cohort_combo.currentIndexChanged.connect(self._cohort_chosen)
        self.roster_view.selectionModel().currentRowChanged.connect(self._trainee_chosen)
        self.log_kind.currentIndexChanged.connect(self._filter_changed)
        self.wrong_only.toggled.connect(self._filter_changed)
        self.attempt_view.activated.connect(self._open_attempt)
        self.csv_button.clicked.connect(self._ask_export_csv)
        self.pdf_button.clicked.connect(self._ask_export_pdf)

    def retranslate(self) -> None:
        """Word every label, tab, filter and header (again after a language change)."""
        self.title.setText(self.tr("Dashboard"))
        self.cohort_caption.setText(self.tr("&Cohort:"))
        self.csv_button.setText(self.tr("Export &CSV…"))
        self.pdf_button.setText(self.tr("Export &PDF report…"))
        self.tabs.setTabText(0, self.tr("Charts"))
        self.tabs.setTabText(1, self.tr("Attempt log"))
        for index in range(self.log_kind.count()):
            self.log_kind.setItemText(index, kind_label(self, self.log_kind.itemData(index)))
        self.wrong_only.setText(self.tr("&Wrong answers only"))
        last = self.cohort_combo.count() - 1
        if last >= 0 and self.cohort_combo.itemData(last) is None:
            self.cohort_combo.setItemText(last, self.tr("(no cohort)"))
        self.roster_model.retranslate()
        self.attempt_model.retranslate()
        if self._page is not None:
            self._show_count(self._page)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- screen life

    def enter(self) -> None:
        if not self._loaded_once:
            self._loaded_once = True
            self.presenter.load_cohorts()
        elif self.presenter.cohort_id is not None or self.cohort_combo.count():
            self.presenter.choose_cohort(self.cohort_combo.currentData())

    def leave(self) -> None:
        self.progress.leave()

    # ---- view -> presenter

    def _cohort_chosen(self, index: int) -> None:
        if index >= 0:
            self.presenter.choose_cohort(self.cohort_combo.itemData(index))

    def _trainee_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        row = self.roster_model.row_at(current.row())
        uid = row.summary.user_id
        self.presenter.choose_trainee(uid)
        self.progress.title.setText(row.summary.display_name)
        self.progress.set_user(uid, self.presenter.cohort_id)
        self.csv_button.setEnabled(True)
        self.pdf_button.setEnabled(True)

    def _filter_changed(self, *_args: Any) -> None:
        self.presenter.set_filter(
            AttemptFilter(
                drill_kind=self.log_kind.currentData(),
                correct=False if self.wrong_only.isChecked() else None,
            )
        )

    def _open_attempt(self, index: QModelIndex) -> None:
        if index.isValid():
            self.attempt_dialog = AttemptDialog(self.attempt_model.rows[index.row()], self)
            self.attempt_dialog.open()

    # ---- presenter -> view

    def _show_busy(self, busy: bool) -> None:
        self.busy.setVisible(bool(busy))

    def _show_cohorts(self, cohorts: list[tuple[int, str]]) -> None:
        self.cohort_combo.blockSignals(True)
        self.cohort_combo.clear()
        for cohort_id, name in cohorts:
            self.cohort_combo.addItem(name, cohort_id)
        self.cohort_combo.addItem(self.tr("(no cohort)"), None)
        self.cohort_combo.blockSignals(False)
        self.cohort_combo.setCurrentIndex(0)
        self._cohort_chosen(0)

    def _show_roster(self, rows: list[RosterRow]) -> None:
        selected = self.presenter.trainee_id
        self.roster_model.set_rows(rows)
        for n in range(self.roster_model.rowCount()):
            if self.roster_model.row_at(n).summary.user_id == selected:
                self.roster_view.selectRow(n)
                break
        else:
            if rows:
                self.roster_view.selectRow(0)

    def _show_attempts(self, page: AttemptPage) -> None:
        self._page = page
        self.attempt_model.set_rows(page.rows)
        self._show_count(page)
        self.attempt_view.resizeColumnsToContents()

    def _show_count(self, page: AttemptPage) -> None:
        self.log_count.setText(
            self.tr("Showing %1 of %2")
            .replace("%1", str(len(page.rows)))
            .replace("%2", f"{page.total:,}")
        )

    def _show_error(self, message: str) -> None:
        self.status.setText(message)

    def _export_done(self, path: str) -> None:
        self.status.setText(self.tr("Saved %1").replace("%1", path))

    # ---- exports

    def _trainee(self) -> RosterRow | None:
        uid = self.presenter.trainee_id
        return next((r for r in self.presenter.roster if r.summary.user_id == uid), None)

    def _ask_export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export attempts"), "attempts.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.presenter.export_csv(path)

    def _ask_export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export report"), "report.pdf", self.tr("PDF files (*.pdf)")
        )
        if path:
            try:
                self.export_pdf(path)
            except OSError as e:
                QMessageBox.warning(self, self.tr("Export report"), str(e))
                return
            self._export_done(path)

    def report_html(self) -> str:
        """The report's text part (the charts are painted below it)."""
        row = self._trainee()
        cohort = self.cohort_combo.currentText()
        now = (datetime.now(UTC) + timedelta(hours=8)).strftime("%Y-%m-%d %H:%M")
        html = [f"<h1>{self.tr('Progress report')}</h1>"]
        if row is not None:
            s = row.summary
            html.append(f"<h2>{s.display_name} ({s.name})</h2>")
            cells = [
                (self.tr("Cohort"), cohort),
                (self.tr("Attempts"), f"{s.attempts:,}"),
                (self.tr("Accuracy"), self.roster_model._text(row, RosterModel.ACCURACY)),
                (self.tr("Median time (7 d)"), self.roster_model._text(row, RosterModel.SPEED)),
                (self.tr("Trend (7 d)"), self.roster_model._text(row, RosterModel.TREND)),
                (self.tr("Readiness"), self.roster_model._text(row, RosterModel.READINESS)),
                (self.tr("Last active"), self.roster_model._text(row, RosterModel.LAST_ACTIVE)),
            ]
            html.append("<table cellspacing=6>")
            html += [f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in cells]
            html.append("</table>")
        html.append(f"<p>{self.tr('Printed')} {now} (Macau)</p>")
        return "".join(html)

    def export_pdf(self, path: str | Path) -> None:
        """Write an A4 PDF: the trainee's figures, then each chart as an image."""
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setResolution(150)
        writer.setTitle(self.tr("Progress report"))
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError(self.tr("cannot write %1").replace("%1", str(path)))
        try:
            width = writer.width()
            doc = QTextDocument()
            font = QFont()
            font.setFamilies(CJK_FAMILIES)
            font.setPointSize(11)
            doc.setDefaultFont(font)
            doc.setDefaultStyleSheet(
                "body, h1, h2, td, p { font-family: 'Noto Sans', 'Noto Sans CJK TC', "
                "'Noto Sans CJK SC'; }"
            )
            doc.setHtml(self.report_html())
            doc.setPageSize(QSizeF(width, writer.height()))
            doc.setTextWidth(width)
            doc.drawContents(painter)
            y = int(doc.size().height()) + 20
            for _title, image in self.progress.chart_images():
                if image.isNull():
                    continue
                scaled = image.scaledToWidth(
                    int(width * 0.9), Qt.TransformationMode.SmoothTransformation
                )
                if y + scaled.height() > writer.height():
                    writer.newPage()
                    y = 0
                painter.drawImage(int(width * 0.05), y, scaled)
                y += scaled.height() + 20
        finally:
            painter.end()
