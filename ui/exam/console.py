"""The proctor console: every running sitting with its desk, trainee,
exam, question n of N, time left and last activity; add time to one, void one with a reason.

For proctors it is their Exam screen; instructors find it as a tab of theirs. The core
decides everything (:meth:`trainer.store.exam_console.ExamConsole.add_time`,
``void_sitting``, ``running_sittings``); this presenter schedules those calls in the
background and the view shows the rows and forwards keys. :meth:`ConsolePresenter.reload`
is cheap (one query, and a reload asked while one runs is folded into one more), so live
updates can call it whenever another desk writes.

Keys: the table has focus first; Alt+M the minutes, Alt+E the reason (both decisions need
one), Alt+A adds the minutes after a confirmation (Enter confirms, Esc
cancels); Alt+V asks to void: Alt+G gives the attempt back (an equipment fault), Alt+U uses
it (misconduct), Esc cancels; F5 reloads (Alt+R is the Exam screen's Results tab).

A desk silent for more than :data:`~trainer.store.exam_console.DESK_SILENT_S` is flagged
"desk not responding" in its row; the flags are looked at again every few seconds with the
store's clock (:meth:`ProctorConsole.check_silence`), as silence writes nothing to reload on.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.exams.records import RunningSitting
from trainer.macau_time import to_macau
from trainer.names import shared_display_names, told_apart
from trainer.store import DeskStore
from trainer.store.exam_console import (
    MAX_ADDED_MINUTES,
    MAX_TOTAL_ADDED_MINUTES,
    REASON_MAX,
    desk_silent,
    minutes_left_to_add,
)
from ui import palette
from ui.exam.presenter import error_text
from ui.exam.words import format_clock
from ui.tasks import TaskRunner
from ui.widgets.live import LiveUpdates, UpdatedLabel
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.spin import TypedSpinBox
from ui.worded import Worded

SILENCE_CHECK_MS = 5000
"""How often the console looks again at which desks are silent (milliseconds)."""
SILENT_COLOUR = palette.ALERT
SILENT_BACKGROUND = palette.ALERT_BACKGROUND
"""A silent desk's whole row is tinted: red words in two cells of thirty rows were easy to
miss at a glance (seen on the console's screenshot)."""
SILENT_MARK = "\u26a0"
"""Before a silent desk's name."""

CONSOLE_AREAS = frozenset({"sittings", "results", "exams", "roster"})
"""What the console shows: a write to any of these on any desk reads it again."""


def who(row: RunningSitting, rows: list[RunningSitting]) -> str:
    """The trainee of a running sitting as the proctor confirms and is told it: the display
    name, with the sign-in name beside it when another running sitting's trainee shares it
    (two 陳大文 on exam day)."""
    shared = shared_display_names((r.trainee_id, r.trainee_display_name) for r in rows)
    return told_apart(row.trainee_display_name, row.trainee_name, shared)


class ConsolePresenter(QObject):
    """The running sittings and the proctor's two decisions, through the store."""

    sig_loaded = Signal(object)
    """The running sittings now (list of :class:`RunningSitting`)."""
    sig_time_added = Signal(str, int)
    """Time was added: (the trainee as :func:`who` names them, the minutes added)."""
    sig_voided = Signal(str, bool)
    """A sitting was voided: (the trainee as :func:`who` names them, given back)."""
    sig_failed = Signal(object)
    """A load or a decision was refused or failed; the message is for the user."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.runner = TaskRunner(self)
        self.rows: list[RunningSitting] = []
        self._loading = False
        self._again = False

    @property
    def loading(self) -> bool:
        """A read of the running sittings is under way."""
        return self._loading

    def reload(self) -> None:
        """Read the running sittings again (one at a time: a call while one runs folds into
        one more read after it)."""
        if self._loading:
            self._again = True
            return
        self._loading = True
        self.runner.run(self.store.exams.running_sittings, self.actor,
                        on_done=self._loaded, on_error=self._load_failed)

    def add_time(self, row: RunningSitting, minutes: int, reason: str) -> None:
        store, actor, rows = self.store, self.actor, self.rows

        def work() -> tuple[str, int]:
            store.exams.add_time(actor, row.sitting_id, minutes, reason)
            return who(row, rows), minutes

        self.runner.run(work, on_done=self._time_added, on_error=self._failed)

    def void(self, row: RunningSitting, reason: str, given_back: bool) -> None:
        store, actor, rows = self.store, self.actor, self.rows

        def work() -> tuple[str, bool]:
            store.exams.void_sitting(actor, row.sitting_id, reason, given_back=given_back)
            return who(row, rows), given_back

        self.runner.run(work, on_done=self._voided, on_error=self._failed)

    def shutdown(self) -> None:
        self.runner.shutdown()

    # ---- inside

    def _loaded(self, rows: list[RunningSitting]) -> None:
        self._loading = False
        self.rows = rows
        self.sig_loaded.emit(rows)
        if self._again:
            self._again = False
            self.reload()

    def _load_failed(self, error: BaseException) -> None:
        self._loading = False
        self._again = False
        self._failed(error)

    def _time_added(self, done: tuple[str, int]) -> None:
        self.sig_time_added.emit(*done)
        self.reload()

    def _voided(self, done: tuple[str, bool]) -> None:
        self.sig_voided.emit(*done)
        self.reload()

    def _failed(self, error: BaseException) -> None:
        self.sig_failed.emit(Worded(error_text, error))


class RunningModel(QAbstractTableModel):
    """The running sittings as table rows (desk, trainee, exam, question, time left, last
    activity)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[RunningSitting] = []
        self.silent: set[int] = set()
        """The sittings (ids) whose desk is not responding."""

    def set_silence(self, now: datetime) -> bool:
        """Flag the rows whose desk has been silent too long at ``now``; True if a flag
        changed."""
        silent = {r.sitting_id for r in self.rows if desk_silent(r, now)}
        if silent == self.silent:
            return False
        self.silent = silent
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 5))
        return True

    def set_rows(self, rows: list[RunningSitting]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation is not Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Desk"), self.tr("Trainee"), self.tr("Exam"), self.tr("Question"),
                self.tr("Time left"), self.tr("Last activity"))[section]

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = index.column()
        quiet = row.sitting_id in self.silent
        if role == Qt.ItemDataRole.ForegroundRole and quiet and column in (0, 5):
            return QBrush(QColor(SILENT_COLOUR))
        if role == Qt.ItemDataRole.BackgroundRole and quiet:
            return QBrush(QColor(SILENT_BACKGROUND))
        if role == Qt.ItemDataRole.ToolTipRole and quiet:
            return self.tr("No sign of life from this desk since {0}: check it.").format(
                f"{to_macau(row.last_activity):%H:%M:%S}")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            return f"{SILENT_MARK} {row.desk or '–'}" if quiet else row.desk or "–"
        if column == 1:
            return self.tr("{0} ({1})").format(row.trainee_display_name, row.trainee_name)
        if column == 2:
            return row.exam_name
        if column == 3:
            place = row.table
            if place is not None:  # the questions are done: where the trainee is at the Table
                return self.tr("Table {0} of {1} · coup {2} of {3} · %n step(s) taken", "",
                               place.steps).format(place.table, place.tables, place.coup,
                                                   place.coups)
            return self.tr("{0} of {1}").format(row.question, row.question_count)
        if column == 4:
            left = format_clock(row.seconds_left)
            if row.added_s:
                return self.tr("{0} (+{1} min)").format(left, row.added_s // 60)
            return left
        # The time of day alone (the sitting runs today), as moment_text writes its time.
        when = f"{to_macau(row.last_activity):%H:%M:%S}"
        if quiet:
            return self.tr("{0} · desk not responding").format(when)
        return when

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 5)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 5))


class ProctorConsole(Retranslating, QWidget):
    """The console: the running sittings, adding time, voiding, refreshing (F5)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("proctorConsole")
        self.presenter = ConsolePresenter(store, actor, self)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("consoleHeading")
        self.model = RunningModel(self)
        self.table = QTableView()
        self.table.setObjectName("consoleTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel()
        self.empty.setObjectName("consoleEmpty")

        self.minutes_label = QLabel()
        self.minutes = TypedSpinBox()
        self.minutes.setObjectName("consoleMinutes")
        self.minutes.setRange(1, MAX_ADDED_MINUTES)
        self.minutes.setValue(5)
        self.minutes_label.setBuddy(self.minutes)
        self.add_button = QPushButton()
        self.add_button.setObjectName("consoleAddTime")
        self.reason_label = QLabel()
        self.reason_label.setObjectName("consoleReasonLabel")
        self.reason = QLineEdit()
        self.reason.setObjectName("consoleReason")
        self.reason.setMaxLength(REASON_MAX)
        self.reason_label.setBuddy(self.reason)
        self.void_button = QPushButton()
        self.void_button.setObjectName("consoleVoid")
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("consoleRefresh")
        self.status = MessageLabel()
        self.status.setObjectName("consoleStatus")
        self.status.setWordWrap(True)
        self.live: LiveUpdates | None = None
        self.updated_label = UpdatedLabel()

        reason_row = QHBoxLayout()
        reason_row.addWidget(self.reason_label)
        reason_row.addWidget(self.reason, 1)
        time_row = QHBoxLayout()
        time_row.addWidget(self.minutes_label)
        time_row.addWidget(self.minutes)
        time_row.addWidget(self.add_button)
        time_row.addStretch(1)
        time_row.addWidget(self.void_button)
        time_row.addWidget(self.refresh_button)
        head_row = QHBoxLayout()
        head_row.addWidget(self.heading, 1)
        head_row.addWidget(self.updated_label)
        layout.addLayout(head_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addLayout(reason_row)
        layout.addLayout(time_row)
        layout.addWidget(self.status)
        QWidget.setTabOrder(self.table, self.reason)
        QWidget.setTabOrder(self.reason, self.minutes)
        QWidget.setTabOrder(self.minutes, self.add_button)
        QWidget.setTabOrder(self.add_button, self.void_button)
        QWidget.setTabOrder(self.void_button, self.refresh_button)

        self.f5 = QShortcut(QKeySequence(Qt.Key.Key_F5), self)
        self.f5.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.f5.activated.connect(self.reload)
        self.refresh_button.clicked.connect(self.reload)
        self.add_button.clicked.connect(self.add_time)
        self.void_button.clicked.connect(self.void)
        self.minutes.lineEdit().returnPressed.connect(self.add_time)
        self.reason.returnPressed.connect(self.void)
        self.presenter.sig_loaded.connect(self._show_rows)
        self.presenter.sig_time_added.connect(self._time_added)
        self.presenter.sig_voided.connect(self._voided)
        self.presenter.sig_failed.connect(self._say)
        self._said: tuple[str, tuple[object, ...]] | None = None
        self.confirm_box: QMessageBox | None = None
        """The open "add time?" confirmation, if any."""
        self.void_box: QMessageBox | None = None
        """The open "void?" question (give the attempt back, use it, cancel), if any."""
        self.silence_timer = QTimer(self)
        self.silence_timer.setInterval(SILENCE_CHECK_MS)
        self.silence_timer.timeout.connect(self.check_silence)
        self._show_rows([])
        self.retranslate()

    # ---- what the user does

    def enter(self) -> None:
        self.go_live()
        self.reload()
        self.silence_timer.start()

    def check_silence(self) -> None:
        """Flag the desks silent for too long now (the store's clock): silence writes
        nothing, so no live update would show it."""
        if self.model.set_silence(self.presenter.store.now()):
            self._word_heading()

    def go_live(self, live: LiveUpdates | None = None) -> LiveUpdates:
        """Read the running sittings again when a desk starts, answers, ends or voids one
        (once; ``live``: the window's, by default)."""
        if self.live is None:
            self.live = live or LiveUpdates.of(self, self.presenter.store)
            self.updated_label.follow(self.live)
            presenter = self.presenter
            self.live.watch(CONSOLE_AREAS, self.reload, self.table,
                            busy=lambda: presenter.loading)
        return self.live

    def reload(self) -> None:
        """Read the running sittings again (cheap; live updates call it too)."""
        self.presenter.reload()

    def selected(self) -> RunningSitting | None:
        index = self.table.currentIndex()
        if not index.isValid() or index.row() >= len(self.model.rows):
            return None
        return self.model.rows[index.row()]

    def add_time(self) -> None:
        """Ask the proctor to confirm, then add the minutes to the chosen sitting (Enter
        confirms, Esc cancels; the core refuses a grant past the sitting's overall cap, and
        for one already past it as the console last read it, no confirmation is asked)."""
        row = self.selected()
        if row is None:
            self._say_key("Choose a running sitting first.")
            return
        self.minutes.interpretText()
        minutes = self.minutes.value()
        reason = " ".join(self.reason.text().split())
        if not reason:
            self._say_key("Give a reason for the added time (Alt+E).")
            self.reason.setFocus()
            return
        if minutes > minutes_left_to_add(row.added_s):
            # No "add time?" for a grant past the cap: the row's added time is never more
            # than the sitting's (time is only added), so the core refuses it in words.
            self.presenter.add_time(row, minutes, reason)
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Add time"),
                          self.tr("Add {0} min to the sitting of {1} ({2})?").format(
                              minutes, who(row, self.presenter.rows), row.exam_name), parent=self)
        box.setObjectName("consoleConfirmTime")
        box.setTextFormat(Qt.TextFormat.PlainText)  # names as typed, never as markup
        box.setInformativeText(self.tr(
            "Reason: {2}\n\nIt then has {0} min added in all (at most {1} min per sitting). "
            "The grant and its reason are sealed and recorded with your name and this desk."
        ).format(row.added_s // 60 + minutes, MAX_TOTAL_ADDED_MINUTES, reason))
        confirm = box.addButton(self.tr("Add time"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(confirm)
        box.setEscapeButton(cancel)
        self.confirm_box = box

        def answered() -> None:
            self.confirm_box = None
            box.deleteLater()
            if box.clickedButton() is confirm:
                self.presenter.add_time(row, minutes, reason)
            else:
                self._say_key("No time was added.")
                self.minutes.setFocus()

        box.finished.connect(answered)
        box.open()

    def void(self) -> None:
        """Ask whether to void the chosen sitting, and whether the attempt is given back
        (an equipment fault) or used (misconduct); Esc cancels. A reason is asked first."""
        row = self.selected()
        if row is None:
            self._say_key("Choose a running sitting first.")
            return
        reason = " ".join(self.reason.text().split())
        if not reason:
            self._say_key("Give a reason for voiding the sitting (Alt+E).")
            self.reason.setFocus()
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Void sitting"),
                          self.tr("Void the sitting of {0} ({1})?").format(
                              who(row, self.presenter.rows), row.exam_name), parent=self)
        box.setObjectName("consoleConfirmVoid")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(self.tr(
            "Reason: {0}\n\nThe sitting ends now and never counts. Is the attempt given back "
            "(an equipment fault: the trainee may sit again) or used (misconduct: it counts "
            "as one of the trainee's attempts)? The choice is sealed and recorded with your "
            "name and this desk.").format(reason))
        back = box.addButton(self.tr("&Give the attempt back"),
                             QMessageBox.ButtonRole.AcceptRole)
        used = box.addButton(self.tr("Attempt &used"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        back.setObjectName("consoleVoidGiveBack")
        used.setObjectName("consoleVoidUsed")
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        self.void_box = box

        def answered() -> None:
            self.void_box = None
            box.deleteLater()
            clicked = box.clickedButton()
            if clicked is back or clicked is used:
                self.presenter.void(row, reason, clicked is back)
            else:
                self._say_key("The sitting was not voided.")
                self.reason.setFocus()

        box.finished.connect(answered)
        box.open()

    # ---- what the presenter says

    def _show_rows(self, rows: list[RunningSitting]) -> None:
        chosen = self.selected()
        self.model.set_rows(rows)
        ids = [r.sitting_id for r in rows]
        if rows:
            at = ids.index(chosen.sitting_id) if chosen is not None and \
                chosen.sitting_id in ids else 0
            self.table.selectRow(at)
        self.model.set_silence(self.presenter.store.now())
        self.empty.setVisible(not rows)
        enabled = bool(rows)
        for widget in (self.add_button, self.void_button):
            widget.setEnabled(enabled)
        self._word_heading()

    def _time_added(self, name: str, minutes: int) -> None:
        self.reason.clear()
        self._said = ("{0} min added to the sitting of {1}.", (minutes, name))
        self._word_status()

    def _voided(self, name: str, given_back: bool) -> None:
        self.reason.clear()
        self._said = (("The sitting of {0} was voided; the attempt was given back."
                       if given_back else
                       "The sitting of {0} was voided; the attempt is used."), (name,))
        self._word_status()

    def _say(self, message: str) -> None:
        self._said = None
        self.status.say(message)  # a Worded refusal is worded again on a language change

    def _say_key(self, key: str) -> None:
        self._said = (key, ())
        self._word_status()

    # ---- words

    def _word_heading(self) -> None:
        text = self.tr("Running sittings: %n", "", len(self.model.rows))
        if self.model.silent:
            text += " · " + self.tr("desks not responding: %n", "", len(self.model.silent))
        self.heading.setText(text)

    def _word_status(self) -> None:
        if self._said is None:
            return
        key, args = self._said
        texts = {
            "Choose a running sitting first.": self.tr("Choose a running sitting first."),
            "{0} min added to the sitting of {1}.":
                self.tr("{0} min added to the sitting of {1}."),
            "The sitting of {0} was voided; the attempt was given back.":
                self.tr("The sitting of {0} was voided; the attempt was given back."),
            "The sitting of {0} was voided; the attempt is used.":
                self.tr("The sitting of {0} was voided; the attempt is used."),
            "No time was added.": self.tr("No time was added."),
            "The sitting was not voided.": self.tr("The sitting was not voided."),
            "Give a reason for the added time (Alt+E).":
                self.tr("Give a reason for the added time (Alt+E)."),
            "Give a reason for voiding the sitting (Alt+E).":
                self.tr("Give a reason for voiding the sitting (Alt+E)."),
        }
        self.status.setText(texts[key].format(*args))

    def retranslate(self) -> None:
        self.minutes_label.setText(self.tr("&Minutes to add:"))
        self.add_button.setText(self.tr("&Add time"))
        self.reason_label.setText(self.tr("R&eason:"))
        self.reason.setPlaceholderText(self.tr(
            "Required: why time is added, or why the sitting is voided"))
        self.void_button.setText(self.tr("&Void sitting"))
        self.refresh_button.setText(self.tr("Refresh (F5)"))
        self.empty.setText(self.tr("No sitting is running now."))
        self.table.setAccessibleName(self.tr("Running sittings"))
        self.model.retranslate()
        self._word_heading()
        self._word_status()

    def shutdown(self) -> None:
        self.silence_timer.stop()
        self.presenter.shutdown()
