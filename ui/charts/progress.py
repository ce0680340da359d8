"""A trainee's progress: accuracy and speed per day or session, draw heat map, Sam Kong, payouts.

The Progress screen (:mod:`ui.progress.view`) is this widget plus the screen protocol; the
Dashboard shows it for the chosen trainee. :class:`~ui.charts.presenter.ProgressPresenter`
loads a page of plain series (:func:`trainer.progress.load_progress`, and for an
instructor the cohort's lines) through the background helper :mod:`ui.tasks`;
:class:`~ui.charts.panel.ChartPanel` creates its plot items once (of the parts in
:mod:`ui.charts.plots`) and only calls ``setData``/``setImage``/``setText`` when new
series arrive; :class:`ProgressScreen` (here) adds the filters. The wording is in
:mod:`ui.charts.words`.
"""
from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.drills.registry import kind_codes
from trainer.kinds import TABLE_KIND
from trainer.progress import (
    CohortLines,
    ProgressData,
)
from trainer.stats import TrendSeries
from trainer.store import DeskStore
from ui.charts.daterange import DateRangeBar, macau_today
from ui.charts.panel import ChartPanel
from ui.charts.presenter import ProgressPresenter
from ui.charts.table import TableCharts
from ui.charts.words import ChartWords, kind_label
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating

# ---- the screen --------------------------------------------------------------------------


class ProgressScreen(Retranslating, QWidget):
    """A trainee's progress (their own, or any trainee's for an instructor)."""

    def __init__(
        self,
        store: DeskStore,
        actor: Actor,
        parent: QWidget | None = None,
        user_id: int | None = None,
        *,
        compact: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("progressScreen")
        self.presenter = ProgressPresenter(
            store, actor, user_id if user_id is not None else actor.user_id, self
        )
        self._choosable = True
        """The cohort shown alone has trainees to choose (:meth:`show_cohort_alone`)."""
        self._build(compact)
        p = self.presenter
        p.sig_loading_changed.connect(self._show_loading)
        p.sig_progress_loaded.connect(self.show_progress)
        p.sig_cohort_loaded.connect(self._show_cohort)
        p.sig_load_failed.connect(self._show_error)
        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.period.sig_range_changed.connect(self.presenter.set_range)
        self.per_combo.currentIndexChanged.connect(self._per_chosen)
        self.retranslate()

    def _build(self, compact: bool) -> None:
        outer = QVBoxLayout(self)
        if compact:
            outer.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self._compact = compact
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("kindCombo")
        # "" for all drills: item data is never None (see ui.charts.daterange.ALL_TIME).
        # The Table's steps are practice attempts too: their own charts.
        for kind in ("", *kind_codes()):  # the drills, then the Table
            self.kind_combo.addItem("", kind)
        self.period = DateRangeBar(default_days=90)
        # Combos as wide as a short name, not the longest one: the dashboard's pane is narrow.
        for combo in (self.kind_combo, self.period.combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)
        self.per_combo = QComboBox()
        self.per_combo.setObjectName("perCombo")
        # As wide as its words in the language now shown, not the first one.
        self.per_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.per_combo.addItem("", False)
        self.per_combo.addItem("", True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(100)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.status = MessageLabel()
        self.status.setObjectName("progressStatus")
        if not compact:
            bar.addWidget(self.heading)
        bar.addStretch(1)
        self.kind_caption = kind_caption = QLabel()
        kind_caption.setBuddy(self.kind_combo)
        self.range_caption = range_caption = QLabel()
        range_caption.setBuddy(self.period.combo)
        bar.addWidget(self.busy)
        bar.addWidget(kind_caption)
        bar.addWidget(self.kind_combo)
        bar.addWidget(range_caption)
        bar.addWidget(self.period)
        bar.addWidget(self.per_combo)
        outer.addLayout(bar)
        line = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setObjectName("progressSummary")
        self.summary.setWordWrap(True)
        line.addWidget(self.summary, 1)
        line.addWidget(self.status)
        outer.addLayout(line)
        self.charts = ChartPanel()
        if compact:
            # The dashboard's pane is narrow: the best run is on the summary line already.
            self.charts.kinds_table.setColumnHidden(4, True)
        self._table_charts: TableCharts | None = None
        self.pages = QStackedWidget()
        self.pages.addWidget(self.charts)
        outer.addWidget(self.pages, 1)

    @property
    def table_charts(self) -> TableCharts:
        """The drill filter on "Table": its step kinds and pace over the period's lines
        (built when first shown: a tenth of the screen's making, for one drill of many)."""
        if self._table_charts is None:
            # The Dashboard scrolls its whole pane: no second scroll area in it.
            self._table_charts = TableCharts(scrolls=not self._compact)
            self._table_charts.retranslate()
            self.pages.addWidget(self._table_charts)
        return self._table_charts

    def retranslate(self) -> None:
        """Word every label, filter, title, axis and legend (again after a language change)."""
        if not self._compact:
            self.heading.setText(self.tr("Progress"))
        for index in range(self.kind_combo.count()):
            kind = self.kind_combo.itemData(index) or None
            self.kind_combo.setItemText(index, kind_label(self, kind))
        self.per_combo.setItemText(0, self.tr("per day"))
        self.per_combo.setItemText(1, self.tr("per session"))
        self.kind_caption.setText(self.tr("&Drill:"))
        self.range_caption.setText(self.tr("&Period:"))
        self.period.retranslate()
        self.charts.retranslate()
        if self._table_charts is not None:
            self._table_charts.retranslate()
        if self.presenter.alone:
            self._show_cohort(self.presenter.cohort)
        elif self.presenter.data is not None:
            self.show_progress(self.presenter.data)

    # ---- screen life

    def enter(self) -> None:
        """The screen is shown: load (again) so it reflects the latest practice."""
        self.presenter.forget_cohort_lines()
        self.presenter.reload()

    def leave(self) -> None:
        """The screen is left: nothing is kept running for it."""
        self._show_loading(False)

    def set_user(self, user_id: int, cohort_id: int | None = None, compare: bool = False) -> None:
        """Show another trainee (the store refuses this to a trainee)."""
        self.per_combo.setEnabled(True)
        if self.presenter.alone:  # the trainee's charts laid out now, with the header
            self.charts.show_trainee_parts()
        self.presenter.set_user(user_id, cohort_id, compare)

    def show_cohort_alone(self, cohort_id: int | None, *, choosable: bool = True) -> None:
        """Show the cohort's own lines, no trainee's (the Dashboard before one is chosen):
        per day only, until :meth:`set_user`; ``choosable``: the roster has a trainee to
        choose (the summary says to)."""
        self._choosable = choosable
        self.per_combo.setEnabled(False)  # a cohort's lines are per day: said so, and kept
        self.per_combo.blockSignals(True)  # for the trainee chosen next (as the box says)
        self.per_combo.setCurrentIndex(0)
        self.per_combo.blockSignals(False)
        self.presenter.set_cohort(cohort_id)  # its lines shown now, or when they come

    # ---- view -> presenter

    def _kind_chosen(self, index: int) -> None:
        self.presenter.set_drill_kind(self.kind_combo.itemData(index) or None)

    def _per_chosen(self, index: int) -> None:
        self.presenter.set_by_session(bool(self.per_combo.itemData(index)))

    # ---- presenter -> view

    def _show_loading(self, loading: bool) -> None:
        if self._compact:
            return  # the Dashboard says it beside its tabs, where it moves no plot
        self.busy.setVisible(loading)
        if loading:
            self.status.say(lambda: self.tr("Loading…"))
        elif self.status.text() == self.tr("Loading…"):
            self.status.setText("")

    def _show_error(self, message: str) -> None:
        self.status.say(message)  # Worded by the presenter: follows a language change
        if self.presenter.alone:  # the cohort's lines are no longer on their way
            self._show_cohort(self.presenter.cohort)

    def _show_cohort(self, lines: CohortLines | None) -> None:
        if not self.presenter.alone:
            self.charts.show_cohort(lines.lines if lines is not None else None)
            return
        wanted = self.presenter.cohort_query()
        if lines is not None and lines.query != wanted:
            lines = None  # another cohort's, or another drill's or period's: on its way
        q = self.presenter.query
        period = ChartWords().period_name(q.since, q.until, macau_today())
        self.pages.setCurrentWidget(self.charts)
        self.charts.show_cohort_alone(lines.lines if lines is not None else None, period)
        kind = kind_label(self, q.drill_kind)
        trend = lines.trend if lines is not None else TrendSeries()
        answers = sum(trend.attempts)
        if lines is None and wanted is not None and wanted == self.presenter.cohort_failed:
            said = ""  # the status says why
        elif lines is None:
            said = self.tr("Loading…")
        elif answers:
            right = sum(n * a for n, a in zip(trend.attempts, trend.accuracy, strict=True))
            said = self.tr("{0}, {2}, the whole cohort: %Ln answer(s), {1}% right.", "",
                           answers).format(kind, f"{100 * right / answers:.1f}", period)
        else:
            said = self.tr("{0}, {1}: no practice recorded in this cohort.").format(
                kind, period)
        if self._choosable:
            said = (said + " " if said else "") + self.tr(
                "Choose a trainee in the roster for their own charts.")
        self.summary.setText(said)

    def show_progress(self, data: ProgressData) -> None:
        """Put new series into the existing plot items."""
        self.charts.show_progress(data)
        table = data.query.drill_kind == TABLE_KIND
        if table:
            self.table_charts.show_games(data.table_games, data.pass_mark)
        self.pages.setCurrentWidget(self.table_charts if table else self.charts)
        kind = kind_label(self, data.query.drill_kind)
        period = ChartWords().period_name(data.query.since, data.query.until, data.today)
        if data.attempts:
            # The streak milestones go on this full-width line: the figures beside the
            # charts have no room left in the dashboard's narrow pane.
            text = self.tr("{0}, {2}: %Ln answer(s), {1}% right.", "", data.attempts)
            self.summary.setText(
                text.format(kind, f"{100 * data.correct / data.attempts:.1f}", period)
                + " "
                + self.charts.words.streaks(data.streaks)
            )
        else:
            self.summary.setText(self.tr("No practice recorded in this period yet."))

    def chart_images(self) -> list[tuple[str, QImage]]:
        return self.charts.chart_images()
