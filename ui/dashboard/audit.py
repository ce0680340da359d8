"""The Dashboard's Audit tab: the school's audit log, newest first, filtered by action, person
and period, each row's check (changed, deleted before it, unsealed) shown in words and red,
and the filtered rows exported to CSV (the export is itself recorded). The chain is checked
by the core (:func:`trainer.audit.check_chain`); this tab only shows the verdicts.

Keyboard: Alt+A the action, Alt+W who, Alt+P the period, Alt+Y flagged rows only, Alt+V the
CSV export; the table is in the Tab order and reads row by row.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer.audit import AuditAction, AuditQuery, AuditTrail, CheckedEntry
from trainer.auth import Actor
from trainer.homework import macau_midnight
from trainer.store import DeskStore
from trainer.store.audit import COMMAND_LINE
from ui.charts.daterange import DateRangeBar
from ui.dashboard.audit_presenter import AuditNames, AuditPresenter
from ui.dashboard.models import TAMPERED_COLOR
from ui.dashboard.words import AuditWords
from ui.felt.model import WordedTableModel
from ui.file_dialogs import save_file_name
from ui.looks import set_look
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.words import moment_text

EVERYONE = -1
"""Item data of "Everyone" in the who filter (never None: see ui.charts.daterange)."""
ALL_ACTIONS = ""


def _span(since: date | None, until: date | None) -> tuple[Any, Any]:
    """Local (Macau) days, both ends included, as aware instants [since, until)."""
    start = None if since is None else macau_midnight(since)
    end = None if until is None else macau_midnight(until + timedelta(days=1))
    return start, end


class AuditModel(WordedTableModel):
    """One page of the audit log: the rows of an :class:`AuditTrail`, newest first."""

    TIME, WHO, ACTION, SUBJECT, CHECK, DESK, DETAIL = range(7)
    """The check beside the action it judges; the detail (worded; the CSV keeps its JSON)
    last."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words = AuditWords(self)
        self._rows: tuple[CheckedEntry, ...] = ()
        self.names = AuditNames()
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([
            self.tr("When (Macau)"), self.tr("Who"), self.tr("Action"), self.tr("Subject"),
            self.tr("Check"), self.tr("Desk"), self.tr("Detail"),
        ])

    def set_rows(self, rows: tuple[CheckedEntry, ...], names: AuditNames | None = None) -> None:
        """Show ``rows``; ``names`` words the ids in their details."""
        self.beginResetModel()
        self._rows = rows
        self.names = names or AuditNames()
        self.endResetModel()

    def row_at(self, row: int) -> CheckedEntry:
        return self._rows[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        checked = self._rows[index.row()]
        e, column = checked.entry, index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                self.TIME: moment_text(e.at, with_seconds=True),
                self.WHO: self.tr("(command line)") if e.actor_id is None and
                e.actor_name == COMMAND_LINE else e.actor_name,
                self.ACTION: self.words.row_action(checked),
                self.SUBJECT: self.words.row_subject(e),
                self.DETAIL: self.words.detail(e, self.names),
                self.DESK: e.desk,
                self.CHECK: self.words.flags(checked),
            }.get(column)
        if role == Qt.ItemDataRole.ToolTipRole and column in (self.DETAIL, self.CHECK):
            return self.words.detail(e, self.names) if column == self.DETAIL else f"#{e.seq}"
        if role == Qt.ItemDataRole.ForegroundRole and checked.suspect:
            return QBrush(QColor(TAMPERED_COLOR))
        if role == Qt.ItemDataRole.AccessibleTextRole and column == self.CHECK:
            return self.words.flags(checked)
        return None


class AuditTab(Retranslating, QWidget):
    """The audit log for the signed-in instructor (see the module docstring)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("auditTab")
        self.presenter = AuditPresenter(store, actor, self)
        self.words = AuditWords(self)
        self.trail: AuditTrail | None = None
        self._build()
        p = self.presenter
        p.sig_trail_loaded.connect(self._show_trail)
        p.sig_failed.connect(self._show_message)
        p.sig_export_done.connect(self._export_done)
        self.retranslate()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.action_caption, self.action_combo = QLabel(), QComboBox()
        self.action_combo.setObjectName("auditAction")
        self.action_combo.addItem("", ALL_ACTIONS)
        for action in AuditAction:
            self.action_combo.addItem("", action.value)
        self.who_caption, self.who_combo = QLabel(), QComboBox()
        self.who_combo.setObjectName("auditWho")
        self.who_combo.addItem("", EVERYONE)
        self.period_caption = QLabel()
        self.period = DateRangeBar(default_days=None)
        self.period.combo.setObjectName("auditPeriod")
        for caption, buddy in ((self.action_caption, self.action_combo),
                               (self.who_caption, self.who_combo),
                               (self.period_caption, self.period.combo)):
            caption.setBuddy(buddy)
        for combo in (self.action_combo, self.who_combo, self.period.combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        self.flagged_only = QCheckBox()
        self.flagged_only.setObjectName("auditFlaggedOnly")
        for widget in (self.action_caption, self.action_combo, self.who_caption,
                       self.who_combo, self.period_caption, self.period):
            filters.addWidget(widget)
        filters.addStretch(1)
        layout.addLayout(filters)

        # "Flagged only" beside the verdict on the flagged rows, not at the end of the filters:
        # there the pseudo-locale's filter row held the Dashboard 1,100 px wide.
        self.verdict = QLabel()
        self.verdict.setObjectName("auditVerdict")
        self.verdict.setWordWrap(True)
        verdict_row = QHBoxLayout()
        verdict_row.addWidget(self.verdict, 1)
        verdict_row.addWidget(self.flagged_only)
        layout.addLayout(verdict_row)

        self.model = AuditModel(self)
        self.table = QTableView()
        self.table.setObjectName("auditTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        # The chosen row's detail in full, wrapped: the Detail column is the last one and, on
        # the Dashboard's half of the window, mostly out of view.
        self.detail = QLabel()
        self.detail.setObjectName("auditDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.detail)

        bottom = QHBoxLayout()
        self.count = QLabel()
        self.count.setObjectName("auditCount")
        self.message = MessageLabel()
        self.message.setObjectName("auditMessage")
        self.message.setWordWrap(True)
        self.csv_button = QPushButton()
        self.csv_button.setObjectName("auditCsvButton")
        bottom.addWidget(self.count)
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.csv_button)
        layout.addLayout(bottom)

        self.action_combo.currentIndexChanged.connect(self._filter_changed)
        self.who_combo.currentIndexChanged.connect(self._filter_changed)
        self.period.sig_range_changed.connect(self._filter_changed)
        self.flagged_only.toggled.connect(self._filter_changed)
        self.csv_button.clicked.connect(self.ask_export)
        self.table.selectionModel().currentRowChanged.connect(self._show_detail)

    def retranslate(self) -> None:
        self.action_caption.setText(self.tr("&Action:"))
        self.who_caption.setText(self.tr("&Who:"))
        self.period_caption.setText(self.tr("&Period:"))
        self.flagged_only.setText(self.tr("Flagged entries onl&y"))
        self.csv_button.setText(self.tr("Export to CS&V…"))
        for index in range(self.action_combo.count()):
            value = self.action_combo.itemData(index)
            self.action_combo.setItemText(
                index, self.words.action(AuditAction(value) if value else None))
        self.who_combo.setItemText(0, self.tr("Everyone"))
        self.period.retranslate()
        self.model.retranslate()
        if self.trail is not None:
            self._show_trail(self.trail)

    def showEvent(self, event: QShowEvent) -> None:
        # Read afresh each time the tab comes into view: other desks write to the log too.
        super().showEvent(event)
        self.presenter.reload()

    # ---- view -> presenter

    def query(self) -> AuditQuery:
        """The filter as chosen on screen."""
        value = self.action_combo.currentData()
        who = int(self.who_combo.currentData())
        since, until = _span(*self.period.range())
        return AuditQuery(
            action=AuditAction(value) if value else None,
            actor_id=None if who == EVERYONE else who,
            since=since,
            until=until,
            flagged_only=self.flagged_only.isChecked(),
        )

    def _filter_changed(self, *_args: Any) -> None:
        self.presenter.set_query(self.query())

    def ask_export(self) -> None:
        path = save_file_name(self, "audit-log", self.tr("Export the audit log"),
                              "audit-log.csv", self.tr("CSV files (*.csv)"))
        if path:
            self.presenter.export_csv(path)

    # ---- presenter -> view

    def _show_trail(self, trail: AuditTrail) -> None:
        self.trail = trail
        self._fill_who(trail)
        chosen = self._chosen_seq()
        self.model.set_rows(trail.rows, self.presenter.names)
        self._fit_columns()
        seqs = [c.entry.seq for c in trail.rows]
        if seqs:  # the row chosen before, else the newest
            row = seqs.index(chosen) if chosen in seqs else 0
            self.table.setCurrentIndex(self.model.index(row, 0))
        self._show_detail()
        self.verdict.setText(self.words.verdict(trail))
        set_look(self.verdict, "suspect" if trail.suspect else "")
        self.count.setText(self.words.shown(len(trail.rows), trail.total))

    def _chosen_seq(self) -> int | None:
        row = self.table.currentIndex().row()
        return self.model.row_at(row).entry.seq if 0 <= row < self.model.rowCount() else None

    def _show_detail(self, *_args: Any) -> None:
        """The chosen row in a sentence under the table: number, action, subject, detail."""
        row = self.table.currentIndex().row()
        if not 0 <= row < self.model.rowCount():
            self.detail.clear()
            return
        checked = self.model.row_at(row)
        head = self.tr("No. {seq} · {action} · {subject}").format(
            seq=checked.entry.seq, action=self.words.row_action(checked),
            subject=self.words.row_subject(checked.entry))
        detail = self.words.detail(checked.entry, self.model.names)
        self.detail.setText(self.tr("{head}: {detail}").format(head=head, detail=detail)
                            if detail else head)

    def _fit_columns(self) -> None:
        """Each column as wide as its words, none wider than a third of the table, so the
        time and the check are read whole; the detail takes what is left."""
        self.table.resizeColumnsToContents()
        widest = max(120, self.table.viewport().width() // 3)
        for column in range(self.model.columnCount() - 1):
            if self.table.columnWidth(column) > widest:
                self.table.setColumnWidth(column, widest)

    def _fill_who(self, trail: AuditTrail) -> None:
        """Everyone named in the log, keeping the choice."""
        known = [int(self.who_combo.itemData(i)) for i in range(1, self.who_combo.count())]
        if known == [uid for uid, _ in trail.actors]:
            return
        chosen = self.who_combo.currentData()
        self.who_combo.blockSignals(True)
        while self.who_combo.count() > 1:
            self.who_combo.removeItem(1)
        for uid, name in trail.actors:
            self.who_combo.addItem(name, uid)
        found = self.who_combo.findData(chosen)
        self.who_combo.setCurrentIndex(max(found, 0))
        self.who_combo.blockSignals(False)

    def _show_message(self, text: str) -> None:
        self.message.say(text)  # the presenter's refusal: Worded, so it follows the language

    def _export_done(self, path: str, rows: int) -> None:
        self.message.say(lambda: self.tr("Entries saved to {0}: %n", "", rows).format(path))
