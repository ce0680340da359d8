"""The Dashboard's Homework tab: a cohort's assignments, set,
changed and removed by keyboard; the chosen one's status per trainee, the cohort's
completion over time (pyqtgraph, in the style of :mod:`ui.charts`) and a CSV export;
and each trainee's schedule health. :class:`HomeworkPresenter` does the loading; the rules of
"done" are the core's (:mod:`trainer.homework`).

Why one file over 600 lines: the list, the editor, the status table, the chart and the export
all follow the one assignment chosen, and are reworded together.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date, timedelta

import pyqtgraph as pg
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QColor, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.datafiles import lessons_dir
from trainer.drills.registry import kind_codes
from trainer.homework import (
    Assignment,
    AssignmentReport,
    ScheduleHealth,
    Status,
    Subject,
    SubjectKind,
    Target,
    TargetKind,
)
from trainer.kinds import TABLE_KIND
from trainer.macau_time import macau_day
from trainer.names import shared_display_names, told_apart
from trainer.store import DeskStore
from ui import palette
from ui.charts.plots import ACCURACY_COLOR, set_title
from ui.dashboard.homework_presenter import HomeworkPresenter
from ui.dashboard.words import HomeworkWords
from ui.file_dialogs import save_file_name
from ui.i18n import DEFAULT_LANGUAGE, normalize_language
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.spin import TypedSpinBox
from ui.widgets.wheel import guard_wheel
from ui.worded import WordedTexts
from ui.words import day_format, day_text, moment_text, short_day_text

TARGET_KINDS = (TargetKind.ANSWERS, TargetKind.ACCURACY, TargetKind.PACE,
                TargetKind.DUE_CLEARED)
"""The targets of a drill or the Table (a lesson's is always its check)."""
STATUS_COLORS = {
    Status.DONE: palette.DONE,
    Status.LATE: palette.CAUTION,  # amber, not red: homework never scolds
    Status.IN_PROGRESS: palette.IN_PROGRESS,
    Status.NOT_STARTED: palette.QUIET,
    Status.NOT_AVAILABLE: palette.QUIET,
}
DASH = "–"
GREY = palette.QUIET


def lesson_titles() -> dict[str, str]:
    """Lesson ids and titles in the app's language (English standing in)."""
    from PySide6.QtCore import QLocale

    from trainer.curriculum.catalogue import load_catalogue

    lang = normalize_language(QLocale().bcp47Name()) or DEFAULT_LANGUAGE
    try:
        catalogue = load_catalogue(lessons_dir(), lang)
    except (OSError, ValueError):
        return {}
    return {e.lesson.id: e.lesson.title for e in catalogue.entries}


def _item(text: str, tip: str | None = None, color: str | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if tip:
        item.setToolTip(tip)
    if color:
        item.setForeground(QColor(color))
    return item


def _table(columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


# ---- the dialog --------------------------------------------------------------------------


class AssignmentDialog(Retranslating, QDialog):
    """Set or change one assignment: subject, target and due date (Macau), all by keyboard."""

    def __init__(
        self, titles: dict[str, str], today: date, assignment: Assignment | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assignmentDialog")
        self.words = words = HomeworkWords(self)
        self.titles = titles
        # Worded again after a language change while the dialog is open.
        self.texts = WordedTexts()
        self.texts.word(self.setWindowTitle, lambda: self.tr("Homework") if assignment is None
                        else self.tr("Change homework"))
        self.form = form = QFormLayout(self)
        self.subject = QComboBox()
        for kind in kind_codes():  # the drills, then the Table
            data = Subject.table() if kind == TABLE_KIND else Subject.drill(kind)
            self.subject.addItem("", data)
            if kind == TABLE_KIND:  # the Table's two games, each its own subject
                self.subject.addItem("", Subject.samkong_table())
        self.subject.addItem("", Subject.all_drills())
        for lesson_id in titles:
            self.subject.addItem("", Subject.lesson(lesson_id))
        self.target = QComboBox()
        for target_kind in TARGET_KINDS:
            self.target.addItem(words.target_kind(target_kind), target_kind)
        self.answers = TypedSpinBox()
        self.answers.setRange(1, 10_000)
        self.answers.setValue(50)
        self.share = TypedSpinBox()
        self.share.setRange(1, 100)
        self.share.setSuffix(" %")
        self.share.setValue(90)
        self.pace = QDoubleSpinBox()
        self.pace.setRange(0.5, 60.0)
        self.pace.setSingleStep(0.5)
        self.pace.setDecimals(1)
        self.pace.setSuffix(" s")
        self.pace.setValue(3.0)
        self.last_n = TypedSpinBox()
        self.last_n.setRange(1, 1_000)
        self.last_n.setValue(20)
        self.due = QDateEdit()
        self.due.setCalendarPopup(True)
        self.due.setDisplayFormat(day_format())  # as day_text writes a day
        self.due.setMinimumDate(_qdate(today))
        self.due.setDate(_qdate(today + timedelta(days=7)))
        rows: tuple[tuple[Callable[[], str], QWidget], ...] = (
            (lambda: self.tr("&Subject:"), self.subject),
            (lambda: self.tr("&Target:"), self.target),
            (lambda: self.tr("&Answers:"), self.answers),
            (lambda: self.tr("S&hare right:"), self.share),
            (lambda: self.tr("&Median time under:"), self.pace),
            (lambda: self.tr("Over the &last (answers):"), self.last_n),
            (lambda: self.tr("&Due by the end of (Macau):"), self.due),
        )
        for wording, field in rows:
            caption = QLabel()
            caption.setBuddy(field)
            self.texts.word(caption.setText, wording)
            form.addRow(caption, field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.subject.currentIndexChanged.connect(self._show_rows)
        self.target.currentIndexChanged.connect(self._show_rows)
        if assignment is not None:
            self._preset(assignment)
        self._word_choices()
        self._show_rows()
        guard_wheel(self)  # the wheel never changes an unfocused field

    def _word_choices(self) -> None:
        """The subjects and targets offered, worded from what they stand for."""
        for index in range(self.subject.count()):
            subject = self.subject.itemData(index)
            self.subject.setItemText(index, self.words.subject(subject, self.titles))
        for index in range(self.target.count()):
            self.target.setItemText(index, self.words.target_kind(self.target.itemData(index)))

    def retranslate(self) -> None:
        self.texts.reword()
        self.due.setDisplayFormat(day_format())
        self.titles = lesson_titles()  # the lessons' titles in the new language
        self._word_choices()

    def _preset(self, a: Assignment) -> None:
        # By equality: findData compares a Python object's identity, so it never found a
        # stored subject and each edit listed it a second time at the end.
        index = next((i for i in range(self.subject.count())
                      if self.subject.itemData(i) == a.subject), -1)
        if index < 0:  # a lesson no longer shipped: keep it choosable
            self.subject.addItem(self.words.subject(a.subject, self.titles), a.subject)
            index = self.subject.count() - 1
        self.subject.setCurrentIndex(index)
        if a.target.kind in TARGET_KINDS:
            self.target.setCurrentIndex(self.target.findData(a.target.kind))
        if a.target.kind is TargetKind.ANSWERS:
            self.answers.setValue(a.target.value)
        elif a.target.kind is TargetKind.ACCURACY:
            self.share.setValue(a.target.value)
        elif a.target.kind is TargetKind.PACE:
            self.pace.setValue(a.target.value / 1000)
        if a.target.window is not None:
            self.last_n.setValue(a.target.window)
        self.due.setMinimumDate(min(self.due.minimumDate(), _qdate(a.due_on)))
        self.due.setDate(_qdate(a.due_on))

    def _show_rows(self) -> None:
        subject = self.chosen_subject()
        lesson = subject.kind is SubjectKind.LESSON
        if subject.is_all_drills:  # all drills together: only their due reviews
            self.target.setCurrentIndex(self.target.findData(TargetKind.DUE_CLEARED))
        self.target.setEnabled(not subject.is_all_drills)
        kind = self.target.currentData()
        self.form.setRowVisible(self.target, not lesson)
        self.form.setRowVisible(self.answers, not lesson and kind is TargetKind.ANSWERS)
        self.form.setRowVisible(self.share, not lesson and kind is TargetKind.ACCURACY)
        self.form.setRowVisible(self.pace, not lesson and kind is TargetKind.PACE)
        self.form.setRowVisible(
            self.last_n, not lesson and kind in (TargetKind.ACCURACY, TargetKind.PACE))
        self.adjustSize()

    def chosen_subject(self) -> Subject:
        subject = self.subject.currentData()
        assert isinstance(subject, Subject)
        return subject

    def chosen_target(self) -> Target:
        if self.chosen_subject().kind is SubjectKind.LESSON:
            return Target(TargetKind.PASSED)
        kind = self.target.currentData()
        if kind is TargetKind.ANSWERS:
            return Target(kind, self.answers.value())
        if kind is TargetKind.ACCURACY:
            return Target(kind, self.share.value(), self.last_n.value())
        if kind is TargetKind.PACE:
            return Target(kind, round(self.pace.value() * 1000), self.last_n.value())
        return Target(TargetKind.DUE_CLEARED)

    def due_on(self) -> date:
        d = self.due.date()
        return date(d.year(), d.month(), d.day())


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


# ---- the tab -----------------------------------------------------------------------------


class HomeworkTab(Retranslating, QWidget):
    """The chosen cohort's homework and its trainees' schedule health."""

    A_SUBJECT, A_TARGET, A_DUE, A_DONE = range(4)
    S_TRAINEE, S_STATUS, S_ANSWERS, S_MEASURE, S_DONE_AT = range(5)
    H_TRAINEE, H_DAYS, H_BACKLOG, H_RETENTION = range(4)
    """Schedule health columns: days practised, review cards due now, and the retention
    measured over 30 days against the cohort's desired retention."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("homeworkTab")
        self.presenter = HomeworkPresenter(store, actor, self)
        self.words = HomeworkWords(self)
        self.titles: dict[str, str] | None = None
        self.assignments: list[Assignment] = []
        self.report: AssignmentReport | None = None
        self.health: list[ScheduleHealth] = []
        self.dialog: AssignmentDialog | None = None
        self._editing: int | None = None
        self._stale = False
        """The cohort was chosen while the tab was hidden: load it when shown."""
        self._build()
        p = self.presenter
        p.sig_assignments_loaded.connect(self._show_assignments)
        p.sig_report_loaded.connect(self._show_report)
        p.sig_report_cleared.connect(self._clear_report)
        p.sig_health_loaded.connect(self._show_health)
        p.sig_failed.connect(self._show_message)
        p.sig_export_done.connect(self._export_done)
        self.retranslate()

    def _build(self) -> None:
        # The tab scrolls inside the Dashboard rather than grow the window past 1024 x 700
        # (tests/gui/test_fit_1024.py), as the Charts tab does.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("homeworkScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area)
        layout = QVBoxLayout(body)
        self.assignment_table = _table(4)
        self.assignment_table.setObjectName("assignmentTable")
        self.assignment_table.setMaximumHeight(130)
        header = self.assignment_table.horizontalHeader()
        for column in (self.A_SUBJECT, self.A_TARGET):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.assignment_table)
        buttons = QHBoxLayout()
        self.new_button = QPushButton()
        self.new_button.setObjectName("newAssignmentButton")
        self.edit_button = QPushButton()
        self.delete_button = QPushButton()
        self.csv_button = QPushButton()
        self.csv_button.setObjectName("homeworkCsvButton")
        for button in (self.new_button, self.edit_button, self.delete_button, self.csv_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.message = MessageLabel()
        self.message.setObjectName("homeworkMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)

        self.status_table = _table(5)
        self.status_table.setObjectName("homeworkStatusTable")
        self.status_table.horizontalHeader().setSectionResizeMode(
            self.S_TRAINEE, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.status_table, 2)
        self.chart = pg.PlotWidget()
        self.chart.setObjectName("completionChart")
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.setYRange(0, 100, padding=0.05)
        self.chart.setMinimumHeight(150)
        self.chart.setMaximumHeight(190)
        self.chart.showGrid(y=True, alpha=0.2)
        self.completion_curve = self.chart.plot(
            [], [], pen=pg.mkPen(ACCURACY_COLOR, width=2), symbol="o", symbolSize=6,
            symbolBrush=ACCURACY_COLOR
        )
        layout.addWidget(self.chart, 1)
        self._show_completion(False)  # until an assignment's report is there

        self.health_caption = QLabel()
        self.health_caption.setObjectName("healthCaption")
        layout.addWidget(self.health_caption)
        self.health_table = _table(4)
        self.health_table.setObjectName("scheduleHealthTable")
        # The retention (with its note) takes the room left; the other columns their own.
        self.health_table.horizontalHeader().setSectionResizeMode(
            self.H_RETENTION, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.health_table, 1)

        self.new_button.clicked.connect(self.ask_new)
        self.edit_button.clicked.connect(self.ask_edit)
        self.delete_button.clicked.connect(self.ask_delete)
        self.csv_button.clicked.connect(self.ask_export_csv)
        self.assignment_table.currentCellChanged.connect(self._assignment_chosen)
        self.assignment_table.cellActivated.connect(lambda *_a: self.ask_edit())
        self._enable()

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("&New assignment…"))
        self.edit_button.setText(self.tr("&Edit…"))
        self.delete_button.setText(self.tr("&Remove"))
        self.csv_button.setText(self.tr("E&xport status to CSV…"))
        self.assignment_table.setHorizontalHeaderLabels(
            [self.tr("Homework"), self.tr("Target"), self.tr("Due (Macau)"), self.tr("Done")])
        self.status_table.setHorizontalHeaderLabels([
            self.tr("Trainee"), self.tr("Status"), self.tr("Answers"), self.tr("Measured"),
            self.tr("Done on"),
        ])
        self.health_caption.setText(self.tr("Schedule health"))
        self.health_table.setHorizontalHeaderLabels([
            self.tr("Trainee"), self.tr("Days practised (last 14)"), self.tr("Due reviews"),
            self.tr("Retention"),
        ])
        self.chart.setLabel("left", self.tr("Done (%)"))
        set_title(self.chart, self.tr("Cohort completion"))
        self.titles = None  # lesson titles in the new language, read when next needed
        self._show_assignments(self.assignments)
        if self.report is not None:
            self._show_report(self.report)
        self._show_health(self.health)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Delete in the list of assignments removes the chosen one (after asking).
        if event.key() == Qt.Key.Key_Delete and self.assignment_table.hasFocus():
            self.ask_delete()
            return
        super().keyPressEvent(event)

    # ---- requests

    def choose_cohort(self, cohort_id: int | None) -> None:
        """Follow the dashboard's cohort; a hidden tab loads it when first shown (its
        schedule health reads the cohort's month of answers)."""
        self._stale = not self.isVisible()
        self.presenter.choose_cohort(cohort_id, load=not self._stale)
        self._enable()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.presenter.reload()

    def _lesson_titles(self) -> dict[str, str]:
        if self.titles is None:
            self.titles = lesson_titles()
        return self.titles

    def ask_new(self) -> None:
        if self.presenter.cohort_id is None:
            return
        self._open_dialog(None)

    def ask_edit(self) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self._open_dialog(chosen)

    def _open_dialog(self, assignment: Assignment | None) -> None:
        today = macau_day(self.presenter.store.reports.now())  # the store's clock
        self._editing = None if assignment is None else assignment.id
        self.dialog = AssignmentDialog(self._lesson_titles(), today, assignment, self)
        self.dialog.accepted.connect(self._dialog_accepted)
        self.dialog.open()

    def _dialog_accepted(self) -> None:
        dialog = self.dialog
        assert dialog is not None
        subject, target, due = dialog.chosen_subject(), dialog.chosen_target(), dialog.due_on()
        if self._editing is None:
            self.presenter.create(subject, target, due)
        else:
            self.presenter.update(self._editing, subject, target, due)

    def ask_delete(self) -> None:
        chosen = self._chosen()
        if chosen is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Remove homework"),
            self.tr("Remove “{0}”? The trainees' answers are kept.").format(
                self.words.subject(chosen.subject, self._lesson_titles())))
        if answer == QMessageBox.StandardButton.Yes:
            self.presenter.delete(chosen.id)

    def ask_export_csv(self) -> None:
        chosen = self._chosen()
        if chosen is None:
            return
        path = save_file_name(
            self, "homework-csv", self.tr("Export homework status"),
            f"homework-{chosen.id}.csv", self.tr("CSV files (*.csv)"))
        if path:
            self.presenter.export_csv(path)

    def _chosen(self) -> Assignment | None:
        row = self.assignment_table.currentRow()
        return self.assignments[row] if 0 <= row < len(self.assignments) else None

    def _assignment_chosen(self, row: int, *_rest: int) -> None:
        if 0 <= row < len(self.assignments):
            chosen = self.assignments[row].id
            if chosen != self.presenter.assignment_id:
                self.presenter.choose_assignment(chosen)
        self._enable()

    def _enable(self) -> None:
        has_cohort = self.presenter.cohort_id is not None
        chosen = self._chosen() is not None
        self.new_button.setEnabled(has_cohort)
        for button in (self.edit_button, self.delete_button, self.csv_button):
            button.setEnabled(chosen)

    # ---- showing

    def _show_assignments(self, assignments: list[Assignment]) -> None:
        self.assignments = list(assignments)
        table = self.assignment_table
        table.blockSignals(True)
        table.setRowCount(len(assignments))
        titles = self._lesson_titles() if any(
            a.subject.kind is SubjectKind.LESSON for a in assignments) else {}
        for row, a in enumerate(assignments):
            subject, target = self.words.subject(a.subject, titles), self.words.target(a.target)
            table.setItem(row, self.A_SUBJECT, _item(subject, subject))  # tip: when elided
            table.setItem(row, self.A_TARGET, _item(target, target))
            table.setItem(row, self.A_DUE, _item(day_text(a.due_on)))  # as Today writes it
            done = self._done_text(a.id)
            table.setItem(row, self.A_DONE, _item(done))
        ids = [a.id for a in assignments]
        if self.presenter.assignment_id in ids:
            table.setCurrentCell(ids.index(self.presenter.assignment_id), 0)
        table.blockSignals(False)
        if not assignments:
            self.message.say(lambda: self.tr(
                "No homework set for this cohort. Press Alt+N to set some."))
        else:
            self.message.setText("")
        self.message.setVisible(bool(self.message.text()))
        self._enable()

    def _done_text(self, assignment_id: int) -> str:
        r = self.report
        if r is None or r.assignment.id != assignment_id or not r.trainees:
            return DASH
        done = sum(1 for t in r.trainees if t.progress.status is Status.DONE)
        return self.tr("{0} of {1}").format(done, len(r.trainees))

    def _show_completion(self, shown: bool) -> None:
        """The status table and the completion chart, only with an assignment to show: with
        none they were an empty table and a chart of 0.1 to 0.9 pushing the schedule health
        below the fold."""
        self.status_table.setVisible(shown)
        self.chart.setVisible(shown)

    def _show_report(self, report: AssignmentReport) -> None:
        self.report = report
        self._show_completion(True)
        ids = [a.id for a in self.assignments]
        if report.assignment.id in ids:
            row = ids.index(report.assignment.id)
            self.assignment_table.blockSignals(True)
            self.assignment_table.setCurrentCell(row, 0)
            self.assignment_table.blockSignals(False)
            done = self._done_text(report.assignment.id)
            self.assignment_table.setItem(row, self.A_DONE, _item(done))
        table, target = self.status_table, report.assignment.target
        table.setRowCount(len(report.trainees))
        shared = shared_display_names((t.name, t.display_name) for t in report.trainees)
        for row, line in enumerate(report.trainees):
            p = line.progress
            table.setItem(row, self.S_TRAINEE,
                          _item(told_apart(line.display_name, line.name, shared), line.name))
            table.setItem(row, self.S_STATUS,
                          _item(self.words.status(p.status), None, STATUS_COLORS[p.status]))
            table.setItem(row, self.S_ANSWERS, _item(str(p.answers)))
            table.setItem(row, self.S_MEASURE, _item(self.words.measure(target, p.measure)))
            done_at = DASH if p.done_at is None else moment_text(p.done_at)  # as every moment
            table.setItem(row, self.S_DONE_AT, _item(done_at))
        points = report.completion
        xs = [float(i) for i in range(len(points))]
        ys = [100.0 * pt.share for pt in points]
        self.completion_curve.setData(xs, ys)
        axis = self.chart.getAxis("bottom")
        step = max(1, math.ceil(len(points) / 8))  # at most eight dates
        axis.setTicks([[(float(i), short_day_text(pt.day))
                        for i, pt in enumerate(points) if i % step == 0]])
        self.chart.setXRange(-0.3, max(len(points) - 1, 1) + 0.3, padding=0)
        self._enable()

    def _clear_report(self) -> None:
        self.report = None
        self._show_completion(False)
        self.status_table.setRowCount(0)
        self.completion_curve.setData([], [])
        self._enable()

    def _show_health(self, health: list[ScheduleHealth]) -> None:
        self.health = list(health)
        table = self.health_table
        table.setRowCount(len(health))
        shared = shared_display_names((h.name, h.display_name) for h in health)
        for row, h in enumerate(health):
            table.setItem(row, self.H_TRAINEE,
                          _item(told_apart(h.display_name, h.name, shared), h.name))
            table.setItem(row, self.H_DAYS, _item(str(h.days_practised_14)))
            table.setItem(row, self.H_BACKLOG,
                          _item(DASH if h.due_backlog is None else str(h.due_backlog)))
            # Never red: a retention under the target is a fact to act on, not a fault;
            # too few reviews to judge is greyed, with a note.
            text, note = self.words.retention(h)  # the tooltip: in full, and what it means
            table.setItem(row, self.H_RETENTION,
                          _item(text, f"{text}\n{note}", None if h.retention_measured else GREY))

    def _show_message(self, wording: str | Callable[..., str], *args: object) -> None:
        self.message.say(wording, *args)
        self.message.setVisible(True)

    def _export_done(self, path: str) -> None:
        self._show_message(lambda: self.tr("Saved {0}").format(path))
