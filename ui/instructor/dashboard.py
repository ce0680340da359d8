"""Instructor dashboard: a cohort's roster, one trainee's charts and attempt log, exports.

:class:`DashboardPresenter` loads cohorts, the roster summary, attempt pages and the cohort
report through :mod:`ui.tasks`; :class:`RosterModel` is the sortable roster (accuracy,
speed, attempts, trend, last active, readiness, exam); :class:`DashboardScreen` reuses
:class:`ui.charts.view.ProgressScreen` for the trainee's charts (with the cohort's averages
beside them) and shows the attempt log a page at a time, filtered by drill, dates and
right/wrong. Exports: CSV of the attempts as filtered on screen, and PDF reports per trainee
and per cohort (:mod:`ui.charts.report`). Every figure comes from the store, which refuses
all of it to a trainee.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.drills.explain import answer_phrases, recorded_explanation
from trainer.drills.model import (
    Answer,
    DrillKind,
    Question,
)
from trainer.errors import TrainerError
from trainer.macau_time import macau_day, macau_text
from trainer.stats import (
    PassMark,
    RosterLine,
    roster_lines,
)
from trainer.stats.progress import (
    CohortReport,
    load_cohort_report,
    save_school_pass_mark,
    school_pass_mark,
)
from trainer.stats.values import (
    EXAM_STATE_ORDER,
    READINESS_DAYS,
    TREND_DAYS,
)
from trainer.store import AttemptRow, Store
from trainer.store.models import (
    AttemptFilter,
    AttemptPage,
)
from trainer.store.practice import decode_answer, decode_question
from ui.charts.daterange import DateRangeBar, macau_today
from ui.charts.report import (
    ReportWriter,
    exam_words,
    local_time,
    trend_text,
)
from ui.charts.view import (
    READINESS_COLORS,
    ChartWords,
    ProgressScreen,
    count,
    kind_label,
    percent,
    seconds,
    verdict_words,
)
from ui.store_words import error_text
from ui.tasks import TaskRunner
from ui.widgets.fitting import ElidedComboBox
from ui.words import Words, seconds_text

log = logging.getLogger(__name__)

LOG_PAGE = 200
"""Attempts per page of the attempt log."""
NO_COHORT = -1
"""Item data of "(no cohort)" (never None: see ui.charts.daterange.ALL_TIME)."""


def roster_rows(rows: Any, mark: PassMark) -> list[RosterLine]:
    """The roster lines of ``rows`` (:func:`trainer.stats.roster_lines`)."""
    return roster_lines(rows, mark)


def situation(kind: str, cell: str | None) -> str:
    """A drill cell in words (the raw code stays in the cell's tooltip)."""
    return ChartWords().situation(kind, cell)


# ---- presenter ---------------------------------------------------------------------------


class DashboardPresenter(QObject):
    """Cohorts, the roster and one trainee's attempt log, loaded in the background."""

    sig_cohorts_loaded = Signal(object)
    """The cohorts: a list of (id, name)."""
    sig_roster_loaded = Signal(object)
    """The roster of the chosen cohort: a list of :class:`RosterLine`."""
    sig_attempts_loaded = Signal(object)
    """A page of the chosen trainee's attempt log (:class:`AttemptPage`)."""
    sig_pass_mark_changed = Signal(object)
    """The school's pass mark (:class:`PassMark`) was read or changed."""
    sig_cohort_report_ready = Signal(str, object)
    """The cohort report's figures are loaded: (target path, :class:`CohortReport`)."""
    sig_load_failed = Signal(str)
    """Something could not be loaded or exported; the message is for the user."""
    sig_export_done = Signal(str)
    """An export was written: its path."""

    def __init__(self, store: Store, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.reports = store.reports
        self.runner = TaskRunner(self)
        self.cohort_id: int | None = None
        self.trainee_id: int | None = None
        self.filter = AttemptFilter()
        self.offset = 0
        self.page: AttemptPage | None = None
        self.roster: list[RosterLine] = []
        self.pass_mark = PassMark()

    # ---- requests

    def load_cohorts(self) -> None:
        def work() -> list[tuple[int, str]]:
            return [(c.id, c.name) for c in self.store.roster.cohorts(self.actor)]

        self.runner.run(work, on_done=self.sig_cohorts_loaded.emit, on_error=self._failed)

    def choose_cohort(self, cohort_id: int | None) -> None:
        self.cohort_id = cohort_id
        store, reports, actor = self.store, self.reports, self.actor

        def work() -> tuple[int | None, PassMark, list[RosterLine]]:
            mark = school_pass_mark(store, actor)
            return cohort_id, mark, roster_lines(reports.roster_summary(actor, cohort_id), mark)

        self.runner.run(work, on_done=self._roster, on_error=self._failed)

    def choose_trainee(self, user_id: int | None) -> None:
        if user_id != self.trainee_id:
            self.offset = 0
        self.trainee_id = user_id
        self.load_attempts()

    def set_filter(self, flt: AttemptFilter) -> None:
        """Show the attempts matching ``flt``, from the newest."""
        self.filter = flt
        self.offset = 0
        self.load_attempts()

    def next_page(self) -> None:
        """Older attempts."""
        if self.page is not None and self.offset + LOG_PAGE < self.page.total:
            self.offset += LOG_PAGE
            self.load_attempts()

    def previous_page(self) -> None:
        """Newer attempts."""
        if self.offset > 0:
            self.offset = max(0, self.offset - LOG_PAGE)
            self.load_attempts()

    def load_attempts(self) -> None:
        if self.trainee_id is None:
            return
        self.runner.run(
            self.reports.attempt_page,
            self.actor,
            self.trainee_id,
            self.filter,
            LOG_PAGE,
            self.offset,
            on_done=self._attempts,
            on_error=self._failed,
        )

    def set_pass_mark(self, mark: PassMark) -> None:
        """Store a new school pass mark, then judge the roster against it."""
        store, actor = self.store, self.actor

        def work() -> PassMark:
            return save_school_pass_mark(store, actor, mark)

        def saved(stored: PassMark) -> None:
            self.pass_mark = stored
            self.sig_pass_mark_changed.emit(stored)
            self.choose_cohort(self.cohort_id)

        self.runner.run(work, on_done=saved, on_error=self._failed)

    def export_csv(self, path: str) -> None:
        """Write the attempts matching the on-screen filter (every page) to ``path``."""
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

    def export_cohort_pdf(self, path: str) -> None:
        """Load the cohort report's figures; the view writes the PDF when they arrive."""
        self.runner.run(
            load_cohort_report,
            self.store,
            self.reports,
            self.actor,
            self.cohort_id,
            on_done=lambda report: self.sig_cohort_report_ready.emit(path, report),
            on_error=self._failed,
        )

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- results

    def _roster(self, result: tuple[int | None, PassMark, list[RosterLine]]) -> None:
        cohort_id, mark, rows = result
        if cohort_id != self.cohort_id:
            return  # another cohort was chosen meanwhile
        if mark != self.pass_mark:
            self.pass_mark = mark
            self.sig_pass_mark_changed.emit(mark)
        self.roster = rows
        self.sig_roster_loaded.emit(rows)

    def _attempts(self, page: AttemptPage) -> None:
        if (page.user_id, page.flt, page.offset) != (self.trainee_id, self.filter, self.offset):
            return  # a page for a trainee, filter or page no longer shown
        self.page = page
        self.sig_attempts_loaded.emit(page)

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, TrainerError | OSError):
            log.error("dashboard task failed", exc_info=error)
        self.sig_load_failed.emit(error_text(error))


# ---- table models ------------------------------------------------------------------------


TAMPERED_COLOR = "#b00020"
"""The exam column of a trainee whose latest sitting fails its seal check."""

class RosterModel(QAbstractTableModel):
    """The roster, sortable by every column (the sort key is in ``Qt.UserRole``)."""

    NAME, ATTEMPTS, ACCURACY, SPEED, TREND, LAST_ACTIVE, READINESS, EXAM = range(8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[RosterLine] = []
        self._headers: list[str] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._today = macau_today()
        self.retranslate()

    def retranslate(self) -> None:
        """Headers and cell words in the current language (models get no LanguageChange)."""
        self._headers = [
            self.tr("Trainee"),
            self.tr("Answers"),
            self.tr("Accuracy"),
            self.tr("Median"),
            self.tr("Trend"),
            self.tr("Last active"),
            self.tr("Readiness"),
            self.tr("Exam"),
        ]
        # Short headers keep the roster narrow; the tooltips say exactly what each holds.
        self._header_tips = [
            self.tr("Display name (the sign-in name is in the cell's tooltip)"),
            self.tr("Answers given in practice, all time"),
            self.tr("Share of right answers, all time"),
            self.tr("Median answer time over the last {0} days").format(str(READINESS_DAYS)),
            self.tr("Accuracy of the last {0} days minus the {0} days before, in points")
            .format(str(TREND_DAYS)),
            self.tr("When the trainee last practised"),
            self.tr("Against the pass mark, over the last {0} days").format(str(READINESS_DAYS)),
            self.tr("The latest exam sitting"),
        ]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._headers) - 1)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self._headers) - 1)
            )

    def set_rows(self, rows: list[RosterLine]) -> None:
        self.beginResetModel()
        self._today = macau_today()
        self._rows = list(rows)
        if self._sort is not None:
            self._sort_rows(*self._sort)
        self.endResetModel()

    def row_at(self, row: int) -> RosterLine:
        return self._rows[row]

    def row_of(self, user_id: int) -> int | None:
        return next(
            (n for n, r in enumerate(self._rows) if r.summary.user_id == user_id), None
        )

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and 0 <= section < len(self._headers):
            if role == Qt.ItemDataRole.DisplayRole:
                return self._headers[section]
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._header_tips[section]
        return None

    def _key(self, r: RosterLine, column: int) -> Any:
        s = r.summary
        keys: dict[int, Any] = {
            self.NAME: s.display_name.casefold(),
            self.ATTEMPTS: s.attempts,
            self.ACCURACY: s.accuracy if s.accuracy is not None else -1.0,
            self.SPEED: s.window_median_ms if s.window_median_ms is not None else float("inf"),
            self.TREND: r.trend if r.trend is not None else -2.0,
            self.LAST_ACTIVE: s.last_active.timestamp() if s.last_active else 0.0,
            self.READINESS: r.readiness.sort_key,
            self.EXAM: (EXAM_STATE_ORDER.index(s.exam.state), s.exam.score or 0.0),
        }
        return keys[column]

    def text(self, r: RosterLine, column: int) -> str:
        """The words of one cell (also used by the trainee header and reports)."""
        s = r.summary
        if column == self.NAME:
            return s.display_name
        if column == self.ATTEMPTS:
            return count(s.attempts)
        if column == self.ACCURACY:
            return "–" if s.accuracy is None else percent(s.accuracy)
        if column == self.SPEED:
            ms = s.window_median_ms
            return "–" if ms is None else seconds(ms)
        if column == self.LAST_ACTIVE:
            if s.last_active is None:
                return self.tr("never")
            days = (self._today - macau_day(s.last_active)).days
            if days <= 0:
                return self.tr("today")
            if days == 1:
                return self.tr("yesterday")
            return self.tr("%n days ago", "", days)
        if column == self.TREND:
            return trend_text(r.trend)
        if column == self.EXAM:
            return exam_words(s.exam)
        return verdict_words(r.readiness, short=True)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        r = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(r, column)
        if role == Qt.ItemDataRole.UserRole:
            return self._key(r, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (
            self.NAME,
            self.READINESS,
            self.EXAM,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.READINESS:
            return QBrush(QColor(READINESS_COLORS[r.readiness.status]))
        tampered = r.summary.exam.tampered
        if role == Qt.ItemDataRole.ForegroundRole and column == self.EXAM and tampered:
            return QBrush(QColor(TAMPERED_COLOR))
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.NAME:
                return r.summary.name
            if column == self.LAST_ACTIVE and r.summary.last_active is not None:
                return local_time(r.summary.last_active, "")
            if column == self.READINESS:
                return verdict_words(r.readiness)
        return None

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

    WHEN, DRILL, SITUATION, RESULT, TIME = range(5)

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
            return self._headers[section] if 0 <= section < len(self._headers) else None
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self.rows)):
            return None
        a = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.ForegroundRole and column == self.RESULT and not a.correct:
            return QBrush(QColor("#b00020"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.TIME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.SITUATION:
            return a.cell or ""
        if role == Qt.ItemDataRole.ToolTipRole and column == self.WHEN:
            return macau_text(a.answered_at, "%Y-%m-%d %H:%M:%S")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == self.WHEN:  # the year is in the tooltip: the log is read by the day
            return macau_text(a.answered_at, "%m-%d %H:%M:%S")
        if column == self.DRILL:
            return kind_label(self, a.drill_kind)
        if column == self.SITUATION:
            return situation(a.drill_kind, a.cell)
        if column == self.RESULT:
            if a.reason == "timed_out":
                return self.tr("time out")
            return self.tr("right") if a.correct else self.tr("wrong")
        return seconds_text(a.ms_taken)


# ---- the attempt as dealt ------------------------------------------------------------------


def _cards(value: Any) -> str:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return " ".join(value)
    if isinstance(value, list):
        return " | ".join(_cards(v) for v in value)
    return "–" if value is None else str(value)


def _lines(data: Any) -> list[tuple[str, str]]:
    """Key/value lines of a JSON document, cards as text codes (for records no drill reads)."""
    if not isinstance(data, dict):
        return [("", json.dumps(data, ensure_ascii=False))]
    out: list[tuple[str, str]] = []
    for key in sorted(data):
        value = data[key]
        if isinstance(value, dict):
            out.append((key, json.dumps(value, ensure_ascii=False, sort_keys=True)))
        else:
            out.append((key, _cards(value)))
    return out


def _table(lines: list[tuple[str, str]]) -> str:
    return (
        "<table cellspacing=4>"
        + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in lines)
        + "</table>"
    )


class AttemptDialog(QDialog):
    """One attempt: the question as dealt (the practice screen's own table, read-only), and
    the trainee's answer beside the right one with the rule and its article."""

    def __init__(self, attempt: AttemptRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.attempt = attempt
        self.setWindowTitle(self.tr("Attempt {0}").format(str(attempt.id)))
        self.words = Words(parent=self)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.heading)
        self.question = self._question()
        self.panel: QWidget | None = None
        if self.question is not None:
            self.panel = self._panel(self.question)
        if self.panel is not None:
            layout.addWidget(self.panel, 1)
        self.browser = QTextBrowser()
        self.browser.setObjectName("attemptBrowser")
        layout.addWidget(self.browser, 1 if self.panel is None else 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill()
        self.resize(900, 720 if self.panel is not None else 520)

    def _question(self) -> Question | None:
        """The stored question read back as the drill wrote it (None: an unreadable record)."""
        if not isinstance(self.attempt.question, dict):
            return None
        try:
            return decode_question(self.attempt)
        except (KeyError, ValueError, TypeError, TrainerError):
            return None

    def _answer(self, data: Any) -> Answer | None:
        if self.question is None or data is None:
            return None
        try:
            return decode_answer(self.question.kind, data)
        except (KeyError, ValueError, TypeError, TrainerError):
            return None

    def _panel(self, question: Question) -> QWidget | None:
        from ui.drills.panels import make_panel

        try:
            panel = make_panel(question.kind, self.words)
            panel.show_question(question)
        except (TrainerError, ValueError, KeyError, AssertionError) as e:
            log.warning("attempt %s cannot be shown as dealt: %s", self.attempt.id, e)
            return None
        # Only the table and the prompt: the answer controls belong to practice.
        _hide_layout(panel.controls)
        panel.field_error.hide()
        panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panel.setEnabled(False)  # read-only: no key or click reaches the practice panel
        # The trainee's instruction ("Settle seat 3 … then Enter") is for practice, not here.
        panel.prompt.hide()
        # Disabled labels would turn grey: dark instead, but the felt's own captions keep
        # the felt's light colour (app.qss), or they vanish into the green.
        panel.setStyleSheet("QLabel:disabled { color: #1d3b2a; }"
                            " QWidget#tableFelt QLabel:disabled { color: #f8f4e3; }")
        bets = panel.findChild(QLabel, "betsLabel")
        if bets is not None:
            # Room for the bets list, and the line that was settled marked as such.
            bets.setMinimumWidth(300)
            bets.setWordWrap(True)
            settled = self.tr("settled here")
            bets.setText(re.sub(
                "<b>▶ (.*?)</b>",
                lambda m: (f"<b style='background-color:#fff3b0; color:#1d3b2a'>"
                           f"▶ {m.group(1)} ← {settled}</b>"),
                bets.text(), count=1))
        return panel

    def _describe(self, answer: Answer | None) -> str:
        """An answer in the user's language ("draw", "pay HK$950, commission HK$50")."""
        return self.words.answer(answer_phrases(answer))

    def _fill(self) -> None:
        a = self.attempt
        if a.reason == "timed_out":
            verdict = self.tr("time out: counted wrong")
        else:
            verdict = self.tr("right") if a.correct else self.tr("wrong")
        when = macau_text(a.answered_at, "%Y-%m-%d %H:%M:%S")
        self.heading.setText(
            f"<h3>{kind_label(self, a.drill_kind)} – {situation(a.drill_kind, a.cell)}</h3>"
            f"<p>{when} · {seconds_text(a.ms_taken)} · <b>{verdict}</b></p>"
        )
        given = self._answer(a.answer)
        expected = self._answer(a.expected)
        # Worded before the f-strings: lupdate does not look inside them.
        answered, right = self.tr("Trainee answered"), self.tr("Right answer")
        if self.question is None or (a.answer is not None and given is None) or expected is None:
            # A record the drills cannot read back: show what was stored, as stored.
            question = a.question if isinstance(a.question, dict) else {}
            dealt = self.tr("As dealt")
            self.browser.setHtml(
                f"<h4>{dealt}</h4>{_table(_lines(question.get('prompt', question)))}"
                f"<table width='100%'><tr>"
                f"<td valign=top><h4>{answered}</h4>"
                f"{_table(_lines(a.answer))}</td>"
                f"<td valign=top><h4>{right}</h4>"
                f"{_table(_lines(a.expected))}</td></tr></table>"
                f"<p>{a.reason or ''} ({a.article or ''})</p>"
            )
            return
        # The grade as stored: never graded again here (the rules may have changed since).
        stored = recorded_explanation(correct=a.correct, given=given, expected=expected,
                                      reason=a.reason, article=a.article, fault=a.fault)
        rule = self.words.explain(stored) if stored is not None else (a.article or "")
        given_text = self._describe(given) if given is not None else self.tr("no answer")
        self.browser.setHtml(
            "<table width='100%' cellspacing=6><tr>"
            f"<td valign=top width='50%'><h4>{answered}</h4>"
            f"<p style='color:{'#1b5e20' if a.correct else '#b00020'}'>{given_text}</p></td>"
            f"<td valign=top><h4>{right}</h4>"
            f"<p>{self._describe(expected)}</p></td></tr></table>"
            f"<p>{rule}</p>"
        )


def _hide_layout(layout: Any) -> None:
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            item.widget().hide()
        elif item.layout() is not None:
            _hide_layout(item.layout())


class PassMarkDialog(QDialog):
    """The school's pass mark: accuracy and median answer time (RULES.md C: no public pass
    mark exists, so it is an instructor setting)."""

    def __init__(self, mark: PassMark, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pass mark"))
        form = QFormLayout(self)
        self.accuracy = QSpinBox()
        self.accuracy.setRange(50, 100)
        self.accuracy.setSuffix(" %")
        self.accuracy.setValue(round(mark.accuracy * 100))
        self.median = QDoubleSpinBox()
        self.median.setRange(0.5, 60.0)
        self.median.setSingleStep(0.5)
        self.median.setDecimals(1)
        self.median.setSuffix(" s")
        self.median.setValue(mark.median_ms / 1000)
        form.addRow(self.tr("At least this share &right:"), self.accuracy)
        form.addRow(self.tr("&Median answer time under:"), self.median)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def mark(self) -> PassMark:
        return PassMark(self.accuracy.value() / 100, self.median.value() * 1000)


# ---- the screen --------------------------------------------------------------------------


class DashboardScreen(QWidget):
    """The instructor's view of a cohort and its trainees."""

    def __init__(self, store: Store, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dashboardScreen")
        self.store = store
        self.actor = actor
        self.presenter = DashboardPresenter(store, actor, self)
        self.report_writer = ReportWriter(self)
        self.attempt_dialog: AttemptDialog | None = None
        self.pass_mark_dialog: PassMarkDialog | None = None
        self._loaded_once = False
        self._page: AttemptPage | None = None
        self._build()
        p = self.presenter
        p.sig_cohorts_loaded.connect(self._show_cohorts)
        p.sig_roster_loaded.connect(self._show_roster)
        p.sig_attempts_loaded.connect(self._show_attempts)
        p.sig_load_failed.connect(self._show_error)
        p.sig_export_done.connect(self._export_done)
        p.sig_pass_mark_changed.connect(self._pass_mark_changed)
        p.sig_cohort_report_ready.connect(self._write_cohort_pdf)
        p.runner.sig_busy_changed.connect(self._show_busy)
        self.destroyed.connect(p.shutdown)
        self.retranslate()

    def _build(self) -> None:
        self.setStyleSheet(
            "QTableView { font-size: 13px; }"
            " QHeaderView::section { font-size: 12px; padding: 3px 3px; }"
        )
        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.title = title = QLabel()
        title.setObjectName("pageTitle")
        self.cohort_combo = ElidedComboBox(16)  # a long cohort name is elided
        self.cohort_combo.setObjectName("cohortCombo")
        self.cohort_caption = cohort_caption = QLabel()
        cohort_caption.setBuddy(self.cohort_combo)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(100)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.pass_mark_button = QPushButton()
        self.pass_mark_button.setObjectName("passMarkButton")
        self.cohort_pdf_button = QPushButton()
        self.cohort_pdf_button.setObjectName("cohortPdfButton")
        bar.addWidget(title)
        bar.addSpacing(16)
        bar.addWidget(cohort_caption)
        bar.addWidget(self.cohort_combo)
        self.busy_label = QLabel()
        self.busy_label.setObjectName("busyLabel")
        bar.addStretch(1)
        bar.addWidget(self.pass_mark_button)
        bar.addWidget(self.cohort_pdf_button)
        outer.addLayout(bar)
        self.status = QLabel()
        self.status.setObjectName("dashboardStatus")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        outer.addWidget(self.status)

        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        self._roster_sized = False
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
            shortcut.activated.connect(lambda c=column: self._sort_roster(c))
            self.sort_shortcuts.append(shortcut)
        self.roster_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roster_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster_view.verticalHeader().setVisible(False)
        self.roster_view.verticalHeader().setDefaultSectionSize(24)
        self.roster_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Interactive
        )
        self.roster_view.horizontalHeader().setStretchLastSection(True)
        splitter.addWidget(self.roster_view)

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
        # Busy beside the trainee (what is loading), not in the top row: there it pushed the
        # window past 1024 px (issue 12 point 7).
        head.addWidget(self.busy)
        head.addWidget(self.busy_label)
        head.addWidget(self.pdf_button)
        detail_layout.addLayout(head)
        self.tabs = QTabWidget()
        self.progress = ProgressScreen(
            self.store, self.actor, None, self.actor.user_id, compact=True
        )
        # The charts scroll inside their tab rather than grow the window (issue 12 point 7).
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

        log_page = QWidget()
        log_layout = QVBoxLayout(log_page)
        filters = QHBoxLayout()
        self.log_kind = QComboBox()
        self.log_kind.setObjectName("logKind")
        for kind in ("", *(k.value for k in DrillKind)):  # "": all drills (never None data)
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
        self.attempt_model = AttemptModel(self)
        self.attempt_view = QTableView()
        self.attempt_view.setObjectName("attemptView")
        self.attempt_view.setModel(self.attempt_model)
        self.attempt_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.attempt_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.attempt_view.verticalHeader().setVisible(False)
        self.attempt_view.verticalHeader().setDefaultSectionSize(24)
        self.attempt_view.horizontalHeader().setStretchLastSection(True)
        log_layout.addWidget(self.attempt_view, 1)
        pages = QHBoxLayout()
        self.newer_button = QPushButton()
        self.newer_button.setObjectName("newerButton")
        self.older_button = QPushButton()
        self.older_button.setObjectName("olderButton")
        self.log_count = QLabel()
        self.log_count.setObjectName("logCount")
        pages.addWidget(self.newer_button)
        pages.addWidget(self.log_count, 1, Qt.AlignmentFlag.AlignCenter)
        pages.addWidget(self.older_button)
        pages.addSpacing(12)
        pages.addWidget(self.csv_button)
        log_layout.addLayout(pages)
        self.tabs.addTab(log_page, "")
        from ui.lessons.progress import LessonProgressTable  # the Lessons tab (issue 7)

        self.lesson_progress = LessonProgressTable(self.store, self.actor)
        self.lesson_progress.add_to(self.tabs, self.roster_view.selectionModel(),
                                    lambda row: self.roster_model.row_at(row).summary.user_id)
        from ui.exam.dashboard_tab import TraineeExamsTab  # the Exams tab (issue 6)

        self.exam_results = TraineeExamsTab(self.store, self.actor)
        self.exam_results.add_to(self.tabs, self.roster_view.selectionModel(),
                                 lambda row: self.roster_model.row_at(row).summary.user_id)
        detail_layout.addWidget(self.tabs, 1)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([660, 840])
        outer.addWidget(splitter, 1)

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
        self.pass_mark_button.clicked.connect(self._ask_pass_mark)
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
        self.title.setText(self.tr("Dashboard"))
        self.roster_view.setToolTip(self.tr(
            "Ctrl+Shift+1 to 8: sort by that column (again: the other way round)"))
        self.cohort_caption.setText(self.tr("&Cohort:"))
        self.cohort_pdf_button.setText(self.tr("C&ohort report (PDF)…"))
        self.pdf_button.setText(self.tr("&Trainee report (PDF)…"))
        self.csv_button.setText(self.tr("&Export these to CSV…"))
        self.newer_button.setText(self.tr("◀ &Newer"))
        self.older_button.setText(self.tr("Ol&der ▶"))
        self.tabs.setTabText(0, self.tr("Charts"))
        self.tabs.setTabText(1, self.tr("Attempt log"))
        for index in range(self.log_kind.count()):
            kind = self.log_kind.itemData(index) or None
            self.log_kind.setItemText(index, kind_label(self, kind))
        self.wrong_only.setText(self.tr("&Wrong answers only"))
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

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Page through the attempt log from its table: Ctrl+Page Down older, Ctrl+Page Up newer.
        if self.attempt_view.hasFocus() and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.key() == Qt.Key.Key_PageDown:
                self.presenter.next_page()
                return
            if event.key() == Qt.Key.Key_PageUp:
                self.presenter.previous_page()
                return
        super().keyPressEvent(event)

    # ---- screen life

    def enter(self) -> None:
        if not self._loaded_once:
            self._loaded_once = True
            self.presenter.load_cohorts()
        elif self.cohort_combo.count():
            self.presenter.choose_cohort(self._cohort_at(self.cohort_combo.currentIndex()))
            self.presenter.load_attempts()
            self.progress.enter()

    def leave(self) -> None:
        self.progress.leave()

    # ---- view -> presenter

    def _cohort_at(self, index: int) -> int | None:
        cohort_id = int(self.cohort_combo.itemData(index))
        return None if cohort_id == NO_COHORT else cohort_id

    def _cohort_chosen(self, index: int) -> None:
        if index >= 0:
            self.presenter.choose_cohort(self._cohort_at(index))

    def _trainee_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        row = self.roster_model.row_at(current.row())
        uid = row.summary.user_id
        self.presenter.choose_trainee(uid)
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
            self.attempt_dialog = AttemptDialog(self.attempt_model.rows[index.row()], self)
            self.attempt_dialog.open()

    def _ask_pass_mark(self) -> None:
        dialog = PassMarkDialog(self.presenter.pass_mark, self)
        dialog.accepted.connect(lambda: self.presenter.set_pass_mark(dialog.mark()))
        self.pass_mark_dialog = dialog
        dialog.open()

    # ---- presenter -> view

    def _set_status(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _show_busy(self, busy: bool) -> None:
        self.busy.setVisible(bool(busy))
        self.busy_label.setText(self.tr("Loading…") if busy else "")

    def _show_cohorts(self, cohorts: list[tuple[int, str]]) -> None:
        self.cohort_combo.blockSignals(True)
        self.cohort_combo.clear()
        for cohort_id, name in cohorts:
            self.cohort_combo.addItem(name, cohort_id)
        self.cohort_combo.addItem(self.tr("(no cohort)"), NO_COHORT)
        self.cohort_combo.blockSignals(False)
        self.cohort_combo.setCurrentIndex(0)
        self._cohort_chosen(0)

    def _show_roster(self, rows: list[RosterLine]) -> None:
        selected = self.presenter.trainee_id
        self.roster_model.set_rows(rows)
        self._fit_roster_columns()
        row = self.roster_model.row_of(selected) if selected is not None else None
        if row is None and rows:
            row = 0
        if row is not None:
            self.roster_view.selectRow(row)
        self._show_trainee_header()

    def _fit_roster_columns(self) -> None:
        """Each column as wide as its words (header with sort arrow, or the widest cell)."""
        view, model = self.roster_view, self.roster_model
        header = view.horizontalHeader()
        head_metrics = header.fontMetrics()
        cell_metrics = view.fontMetrics()
        rows = range(min(model.rowCount(), 200))
        for column in range(model.columnCount()):
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            widest = head_metrics.horizontalAdvance(title) + 22  # padding and the sort arrow
            for row in rows:
                text = model.text(model.row_at(row), column)
                widest = max(widest, cell_metrics.horizontalAdvance(text) + 14)
            # The verdict names its deciding drill ("Not accurate yet: Draw decisions 25%").
            cap = 320 if column == RosterModel.READINESS else 220
            header.resizeSection(column, min(widest, cap))
        # Give the roster the room its columns need (up to 58% of the width); the charts
        # take the rest. The splitter stays where the instructor drags it afterwards.
        if not self._roster_sized and model.rowCount():
            self._roster_sized = True
            splitter = self.splitter
            total = sum(splitter.sizes())
            wanted = (
                header.length()
                + view.verticalScrollBar().sizeHint().width()
                + 2 * view.frameWidth()
                + 12
            )
            left = min(wanted, total * 58 // 100)
            splitter.setSizes([left, total - left])

    def _show_trainee_header(self) -> None:
        uid = self.presenter.trainee_id
        row = self.roster_model.row_of(uid) if uid is not None else None
        if row is None:
            self.trainee_label.setText(self.tr("Choose a trainee in the roster."))
            return
        line = self.roster_model.row_at(row)
        s = line.summary
        color = READINESS_COLORS[line.readiness.status]
        readiness = self.roster_model.text(line, RosterModel.READINESS)
        exam = self.roster_model.text(line, RosterModel.EXAM)
        self.trainee_label.setText(
            f"<span style='font-size: 19px; font-weight: 600;'>{s.display_name}</span>"
            f" <span style='color: #666;'>({s.name})</span> · "
            f"<span style='color: {color}; font-weight: 600;'>{readiness}</span> · "
            + self.tr("exam: {0}").format(exam)
        )

    def _show_attempts(self, page: AttemptPage) -> None:
        self._page = page
        self.attempt_model.set_rows(page.rows)
        self._show_count(page)
        self.attempt_view.resizeColumnsToContents()
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

    def _show_error(self, message: str) -> None:
        self._set_status(message)

    def _export_done(self, path: str) -> None:
        self._set_status(self.tr("Saved {0}").format(path))

    # ---- exports

    def _trainee(self) -> RosterLine | None:
        uid = self.presenter.trainee_id
        row = self.roster_model.row_of(uid) if uid is not None else None
        return self.roster_model.row_at(row) if row is not None else None

    def _ask_export_csv(self) -> None:
        line = self._trainee()
        name = line.summary.name if line is not None else "attempts"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export attempts"), f"{name}-attempts.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.presenter.export_csv(path)

    def _ask_export_pdf(self) -> None:
        line = self._trainee()
        name = line.summary.name if line is not None else "trainee"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Trainee report"), f"{name}-report.pdf", self.tr("PDF files (*.pdf)")
        )
        if path:
            self.export_pdf(path)

    def _ask_export_cohort_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Cohort report"), "cohort-report.pdf", self.tr("PDF files (*.pdf)")
        )
        if path:
            self._set_status(self.tr("Preparing the cohort report…"))
            self.presenter.export_cohort_pdf(path)

    def export_pdf(self, path: str | Path) -> bool:
        """Write the selected trainee's report (figures, tables, charts) as a PDF.

        Uses the series already loaded for the Charts tab; returns False (and says why on
        the status line) when there is nothing to write or the file cannot be written.
        """
        data = self.progress.presenter.data
        if data is None or data.query.user_id != self.presenter.trainee_id:
            self._set_status(self.tr("The charts are still loading; try again in a moment."))
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
            self._set_status(self.tr("Could not save the report: {0}").format(str(e)))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self._export_done(str(path))
        return True

    def _write_cohort_pdf(self, path: str, report: CohortReport) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.report_writer.write_cohort(path, report)
        except OSError as e:
            self._set_status(self.tr("Could not save the report: {0}").format(str(e)))
            return
        finally:
            QApplication.restoreOverrideCursor()
        self._export_done(path)



def main(argv: list[str] | None = None) -> int:
    """Open the dashboard on its own: ``python -m ui.instructor.dashboard URL NAME PASSWORD``."""
    import sys

    from trainer.store import open_store
    from ui.resources import resource_path

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: python -m ui.instructor.dashboard DB_URL NAME PASSWORD", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setStyleSheet(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    store = open_store(args[0])
    try:
        actor = store.authenticate(args[1], args[2])
    except TrainerError as e:
        print(f"dashboard: {e}", file=sys.stderr)
        return 1
    screen = DashboardScreen(store, actor)
    screen.resize(1400, 900)
    screen.show()
    screen.enter()
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
