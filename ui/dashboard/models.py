"""The Dashboard's table models: the sortable roster and one page of the attempt log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from trainer.drills.answers import Answer
from trainer.macau_time import macau_day
from trainer.names import shared_display_names, told_apart
from trainer.stats import (
    RosterLine,
)
from trainer.stats.values import (
    EXAM_STATE_ORDER,
    READINESS_DAYS,
    TREND_DAYS,
)
from trainer.store import AttemptRow
from trainer.store.worded_csv import WordedRoster
from ui import palette
from ui.charts.daterange import macau_today
from ui.charts.plots import READINESS_COLORS
from ui.charts.words import (
    count,
    kind_label,
    percent,
    seconds,
    verdict_words,
)
from ui.dashboard.words import situation
from ui.felt.model import WordedTableModel
from ui.pdf.reports import (
    exam_words,
    local_time,
    trend_text,
)
from ui.widgets.attempt import answer_words, json_lines, read_answer, read_question
from ui.words import Words, drill_kind_label, moment_text, seconds_text

# ---- table models ------------------------------------------------------------------------


TAMPERED_COLOR = palette.ERROR
"""The exam column of a trainee whose latest sitting fails its seal check, and the name of a
trainee whose practice was edited outside the app."""
PRACTICE_MARK = "\u26a0"
"""Beside the name of a trainee whose practice was edited outside the app."""

def _name_key(display_name: str) -> str:
    """How the roster sorts a name (case and width folded)."""
    return display_name.casefold()


_ROSTER_ROLES = frozenset({
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole,
})
"""The roles :meth:`RosterModel.data` answers."""


class RosterModel(WordedTableModel):
    """The roster, sortable by every column (the sort key is in ``Qt.UserRole``)."""

    NAME, ATTEMPTS, ACCURACY, SPEED, TREND, LAST_ACTIVE, READINESS, EXAM = range(8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[RosterLine] = []
        self._practice_flags: set[int] = set()
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._today = macau_today()
        self.shared: frozenset[str] = frozenset()
        """Display names two trainees of the cohort share: said with the sign-in name."""
        self._words: dict[int, tuple[RosterLine, tuple[str, ...]]] = {}
        """Per trainee, their line and the words of its cells (each column fitted asks for
        them, and each paint): kept until the language, the day or the names shared
        change, and for new rows while the trainee's line is equal (a cohort read again,
        or shown again, is not worded again unless its figures changed)."""
        self._answers: dict[int, list[tuple[Any, ...] | None]] = {}
        """Per role, per row shown, what :meth:`data` answers for each of its cells (asked
        again at every paint), worked out when first asked: kept until the rows, their
        order, the language or the practice flags change."""
        self.retranslate()

    def retranslate(self) -> None:
        """Headers and cell words in the current language (models get no LanguageChange)."""
        headers = [
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
        self._words, self._answers = {}, {}
        self.set_headers(headers)

    def set_rows(self, rows: list[RosterLine]) -> None:
        self.beginResetModel()
        self._answers = {}
        today, self._rows = macau_today(), list(rows)
        shared = shared_display_names((r.summary.user_id, r.summary.display_name)
                                      for r in self._rows)
        if (today, shared) != (self._today, self.shared):  # "yesterday", the names said
            self._words = {}
        self._today, self.shared = today, shared
        if self._sort is not None:
            self._sort_rows(*self._sort)
        self.endResetModel()

    def set_practice_flags(self, user_ids: set[int]) -> None:
        """Mark the trainees whose practice was edited outside the app."""
        self._practice_flags = set(user_ids)
        self._answers = {}  # their name's cell says it
        if self._rows:
            self.dataChanged.emit(self.index(0, self.NAME),
                                  self.index(len(self._rows) - 1, self.NAME))

    def practice_flagged(self, user_id: int) -> bool:
        return user_id in self._practice_flags

    def row_at(self, row: int) -> RosterLine:
        return self._rows[row]

    def worded_roster(self) -> WordedRoster:
        """The roster as shown, for the cohort CSV: the lines in the
        order shown, each with the words of its accuracy, speed, readiness and exam cells,
        and the headers (the sign-in name and staff ID between the trainee and the figures)."""
        header = [str(self.headerData(c, Qt.Orientation.Horizontal))
                  for c in range(len(self._headers))]
        worded = (self.ACCURACY, self.SPEED, self.READINESS, self.EXAM)
        return WordedRoster(
            (header[self.NAME], self.tr("Sign-in name"), self.tr("Staff ID"),
             *(header[c] for c in worded)),
            tuple((r, (self.text(r, self.ACCURACY), self.text(r, self.SPEED),
                       self.text(r, self.READINESS), self.text(r, self.EXAM)))
                  for r in self._rows),
        )

    def row_of(self, user_id: int) -> int | None:
        return next(
            (n for n, r in enumerate(self._rows) if r.summary.user_id == user_id), None
        )

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self._header_tips)
        ):
            return self._header_tips[section]
        return super().headerData(section, orientation, role)

    def _key(self, r: RosterLine, column: int) -> Any:
        s = r.summary
        keys: dict[int, Any] = {
            self.NAME: _name_key(s.display_name),
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
        kept = self._words.get(r.summary.user_id)
        if kept is None or kept[0] is not r:
            words = kept[1] if kept is not None and kept[0] == r else tuple(
                self._word(r, c) for c in range(self.EXAM + 1))
            kept = self._words[r.summary.user_id] = (r, words)
        return kept[1][column]

    def _word(self, r: RosterLine, column: int) -> str:
        s = r.summary
        if column == self.NAME:
            return told_apart(s.display_name, s.name, self.shared)
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
        if role not in _ROSTER_ROLES:  # the font, background, check state...: the view's own
            return None  # (asked of every cell at each paint: answered first)
        row = index.row()  # -1 when not valid
        if not 0 <= row < len(self._rows):
            return None
        shown = self._answers.get(role)
        if shown is None:
            shown = self._answers[role] = [None] * len(self._rows)
        answers = shown[row]
        if answers is None:  # every column of the row at once, kept (see _answers)
            r = self._rows[row]
            answers = shown[row] = tuple(self._cell(r, column, role)
                                         for column in range(self.EXAM + 1))
        return answers[index.column()]

    def _cell(self, r: RosterLine, column: int, role: int) -> Any:
        """What :meth:`data` answers for one cell of ``r`` in ``role`` (one of
        :data:`_ROSTER_ROLES`)."""
        edited = r.summary.user_id in self._practice_flags
        flagged = column == self.NAME and (edited or r.summary.daily_unsound)
        if role == Qt.ItemDataRole.DisplayRole:
            text = self.text(r, column)
            return f"{text} {PRACTICE_MARK}" if flagged else text
        if role == Qt.ItemDataRole.UserRole:
            return self._key(r, column)
        if flagged and role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor(TAMPERED_COLOR))
        if flagged and role == Qt.ItemDataRole.ToolTipRole:
            said = [r.summary.name]
            if edited:
                said.append(self.tr("practice edited outside the app"))
            if r.summary.daily_unsound:
                said.append(self.tr("daily figures unreadable, left out of the medians: "
                                    "run daily-rebuild"))
            return " · ".join(said)
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
        self._answers = {}  # kept by row
        position = {row.summary.user_id: n for n, row in enumerate(self._rows)}
        new = [self.index(position[uid], c) for uid, (_r, c) in zip(ids, old_rows, strict=True)]
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def _sort_rows(self, column: int, order: Qt.SortOrder) -> None:
        self._rows.sort(
            key=lambda r: (self._key(r, column), r.summary.user_id),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )


class AttemptModel(WordedTableModel):
    """A page of the attempt log."""

    WHEN, DRILL, SITUATION, RESULT, TIME = range(5)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: tuple[AttemptRow, ...] = ()
        self.tampered_sessions: frozenset[int] = frozenset()
        self.retranslate()

    def retranslate(self) -> None:
        """Headers and cell words in the current language (models get no LanguageChange)."""
        self.set_headers(attempt_headers())

    def set_rows(self, rows: tuple[AttemptRow, ...]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def set_tampered_sessions(self, session_ids: frozenset[int]) -> None:
        """Show the attempts of these practice sessions as edited outside the app."""
        self.beginResetModel()
        self.tampered_sessions = session_ids
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self.rows)):
            return None
        a = self.rows[index.row()]
        column = index.column()
        edited = a.session_id in self.tampered_sessions
        if edited and role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(QColor(palette.ALERT_BACKGROUND))
        if edited and role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("This practice session was edited outside the app.")
        if role == Qt.ItemDataRole.ForegroundRole and column == self.RESULT and not a.correct:
            return QBrush(QColor(palette.ERROR))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.TIME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.SITUATION:
            return "" if a.cell is None else str(a.cell)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.WHEN:
            return moment_text(a.answered_at, with_seconds=True)  # as Today writes a moment
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == self.WHEN:  # as every moment on screen; seconds in the tooltip
            return moment_text(a.answered_at)
        if column == self.DRILL:
            return kind_label(self, a.drill_kind)
        if column == self.SITUATION:
            return situation(a.drill_kind, a.cell)
        if column == self.RESULT:
            return result_text(a)
        return seconds_text(a.ms_taken)


# ---- the attempt log's words, on screen and in its CSV ------------------------------------
# Under the AttemptModel context, where the log's columns have always been worded.


def attempt_headers() -> list[str]:
    """The attempt log's column headers: answered, drill, situation, result, time."""
    return [
        QCoreApplication.translate("AttemptModel", "Answered"),
        QCoreApplication.translate("AttemptModel", "Drill"),
        QCoreApplication.translate("AttemptModel", "Situation"),
        QCoreApplication.translate("AttemptModel", "Result"),
        QCoreApplication.translate("AttemptModel", "Time"),
    ]


def result_text(a: AttemptRow) -> str:
    """An attempt's result as the log says it: right, wrong or time out."""
    if a.reason == "timed_out":
        return QCoreApplication.translate("AttemptModel", "time out")
    return (QCoreApplication.translate("AttemptModel", "right") if a.correct
            else QCoreApplication.translate("AttemptModel", "wrong"))


class AttemptCsvWords:
    """The attempt-log CSV's words (:class:`trainer.store.worded_csv.AttemptWords`): the
    log's columns as the screen says them, with the trainee's answer and the right one as
    the attempt's detail says them, in the language installed. Made and used on the export's
    worker thread (translating is thread-safe; its Words object lives and dies there)."""

    def __init__(self) -> None:
        self.words = Words()

    def headers(self) -> list[str]:
        answered, drill, where, result, time = attempt_headers()
        return [answered, drill, where,
                QCoreApplication.translate("AttemptDialog", "Trainee answered"),
                QCoreApplication.translate("AttemptDialog", "Right answer"),
                result, time]

    def cells(self, a: AttemptRow) -> list[str]:
        question = read_question(a)
        given = read_answer(question, a.answer)
        expected = read_answer(question, a.expected)
        if a.answer is None:
            given_text = QCoreApplication.translate("AttemptDialog", "no answer")
        else:
            given_text = self._answer(given, a.answer)
        return [
            moment_text(a.answered_at, with_seconds=True),
            drill_kind_label(a.drill_kind),
            situation(a.drill_kind, a.cell),
            given_text,
            self._answer(expected, a.expected),
            result_text(a),
            seconds_text(a.ms_taken),
        ]

    def _answer(self, answer: Answer | None, stored: Any) -> str:
        """An answer in words; one no drill reads back (a Table step) as the attempt's
        detail shows it, its stored keys and values."""
        if answer is not None:
            return answer_words(self.words, answer)
        if stored is None or isinstance(stored, str):
            return stored or ""
        return "; ".join(f"{k}: {v}" if k else v for k, v in json_lines(stored))
