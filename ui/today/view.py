"""The Today page: what a trainee lands on after signing in.

Due reviews per drill (keys 1-9 start them), the daily goal, the streak (its freeze said
kindly), a heat map of the last 12 months, the next lesson (L), homework, exams (E) and the
tiles to every other screen. Every action has a key; nothing is red.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QHelpEvent, QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from trainer.kinds import TABLE_KIND
from trainer.today import SAMKONG_TABLE_LINE
from ui import palette
from ui.looks import set_look
from ui.store_words import error_text
from ui.today import words as today_words
from ui.today.presenter import HEAT_STEPS, HEAT_WEEKS, OUTSIDE, HeatGrid, TodayPresenter
from ui.widgets.message import MessageLabel

HEAT_COLOURS = palette.TODAY_HEAT
"""Levels 0-4 of the heat map: one blue hue, light to dark (ColorBrewer "Blues", safe for
colour-blind eyes and never red)."""

TABLE_LINES = frozenset({TABLE_KIND, SAMKONG_TABLE_LINE})
"""Today's lines of the Table (either game): their key opens the Table at that game."""


class HeatMap(QWidget):
    """Weeks × weekdays squares, month names above, Mon/Wed/Fri beside (the legend is
    :class:`HeatLegend`, beside the map)."""

    CELL = 10
    """The smallest square (the size hint's); the map grows its squares into the room it is
    given, up to :attr:`MAX_CELL` (at 1024 x 700 the page left a large empty band above it)."""
    MAX_CELL = 22
    GAP = 2

    def __init__(self, words: today_words.TodayWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.grid: HeatGrid | None = None
        self.setObjectName("todayHeat")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_grid(self, grid: HeatGrid | None) -> None:
        self.grid = grid
        self.update()

    # ---- geometry ------------------------------------------------------------------------

    def _left(self) -> int:
        metrics = self.fontMetrics()
        return max(metrics.horizontalAdvance(self.words.weekday(i)) for i in (0, 2, 4)) + 6

    def _top(self) -> int:
        return self.fontMetrics().height() + 2

    def _cell(self) -> int:
        """The square's side: as large as the widget's room allows, CELL to MAX_CELL."""
        wide = (self.width() - self._left()) // HEAT_WEEKS - self.GAP
        high = (self.height() - self._top()) // 7 - self.GAP
        return max(self.CELL, min(self.MAX_CELL, wide, high))

    def _step(self) -> int:
        return self._cell() + self.GAP

    def sizeHint(self) -> QSize:
        step = self.CELL + self.GAP
        return QSize(self._left() + HEAT_WEEKS * step, self._top() + 7 * step)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def cell_rect(self, weekday: int, week: int) -> QRect:
        step = self._step()
        cell = self._cell()
        return QRect(self._left() + week * step, self._top() + weekday * step, cell, cell)

    def cell_at(self, pos: QPoint) -> tuple[int, int] | None:
        step = self._step()
        x, y = pos.x() - self._left(), pos.y() - self._top()
        if x < 0 or y < 0:
            return None
        week, weekday = x // step, y // step
        if week >= HEAT_WEEKS or weekday >= 7:
            return None
        return weekday, week

    # ---- painting --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        metrics = self.fontMetrics()
        for weekday in (0, 2, 4):
            rect = self.cell_rect(weekday, 0)
            painter.drawText(QRect(0, rect.top() - 2, self._left() - 4, rect.height() + 4),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.words.weekday(weekday))
        grid = self.grid
        if grid is not None:
            last_month = None
            for week in range(HEAT_WEEKS):
                month = grid.day(0, week).month
                if month != last_month and week < HEAT_WEEKS - 2:
                    painter.drawText(self.cell_rect(0, week).left(), metrics.ascent(),
                                     self.words.month(month))
                last_month = month
            painter.setPen(Qt.PenStyle.NoPen)
            for weekday in range(7):
                for week in range(HEAT_WEEKS):
                    level = grid.level(weekday, week)
                    if level != OUTSIDE:
                        painter.setBrush(QColor(HEAT_COLOURS[level]))
                        painter.drawRoundedRect(self.cell_rect(weekday, week), 2, 2)
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.cell_at(event.pos())
            grid = self.grid
            if grid is not None and cell is not None:
                answers = grid.answers[cell[0]][cell[1]]
                if answers != OUTSIDE:
                    QToolTip.showText(event.globalPos(),
                                      self.words.heat_tip(grid.day(*cell), answers), self)
                    return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)


class HeatLegend(QWidget):
    """Less ■■■■■ More: the heat map's five levels, one swatch each."""

    def __init__(self, words: today_words.TodayWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.setObjectName("todayHeatLegend")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def _step(self) -> int:
        return HeatMap.CELL + HeatMap.GAP

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        width = (metrics.horizontalAdvance(self.words.heat_less()) + 8
                 + len(HEAT_COLOURS) * self._step() + 4
                 + metrics.horizontalAdvance(self.words.heat_more()))
        return QSize(width, max(metrics.height(), HeatMap.CELL) + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        metrics = self.fontMetrics()
        text = self.palette().windowText().color()
        less = self.words.heat_less()
        painter.setPen(text)
        painter.drawText(0, metrics.ascent(), less)
        x = metrics.horizontalAdvance(less) + 4
        top = (metrics.height() - HeatMap.CELL) // 2
        painter.setPen(Qt.PenStyle.NoPen)
        for i, colour in enumerate(HEAT_COLOURS):
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(QRect(x + i * self._step(), top, HeatMap.CELL,
                                          HeatMap.CELL), 2, 2)
        painter.setPen(text)
        painter.drawText(x + len(HEAT_COLOURS) * self._step() + 2, metrics.ascent(),
                         self.words.heat_more())
        painter.end()


def _group(title_name: str) -> tuple[QGroupBox, QVBoxLayout]:
    box = QGroupBox()
    box.setObjectName(title_name)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(8, 4, 8, 4)
    layout.setSpacing(4)
    return box, layout


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class TodayPage(QWidget):
    """The trainee's home page; the presenter reads, the page shows and forwards keys."""

    def __init__(self, presenter: TodayPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.words = today_words.TodayWords(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 4, 24, 8)
        layout.setSpacing(6)
        self.unread = MessageLabel()
        """Today could not be read (the school server did not answer): said, with why."""
        self.unread.setObjectName("errorLabel")
        self.unread.setWordWrap(True)
        self.unread.hide()
        layout.addWidget(self.unread)
        self.greeting = QLabel()
        self.greeting.setObjectName("pageTitle")
        layout.addWidget(self.greeting)
        self.first_steps = _label("todayFirstSteps")
        layout.addWidget(self.first_steps)

        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        # Due reviews: one button and one key per drill.
        self.due_box, due_layout = _group("todayDue")
        self.due_buttons: list[QPushButton] = []
        for index in range(9):
            button = QPushButton()
            button.setObjectName(f"todayDue{index + 1}")
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            set_look(button, "due")
            button.clicked.connect(lambda _=False, i=index: self._start_due(i))
            due_layout.addWidget(button)
            self.due_buttons.append(button)
            shortcut = QShortcut(QKeySequence(str(index + 1)), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda i=index: self._start_due(i))
        self.nothing_due = _label("todayNothingDue")
        due_layout.addWidget(self.nothing_due)
        self.table_due_note = _label("todayTableDueNote")
        due_layout.addWidget(self.table_due_note)
        due_column = QVBoxLayout()  # the box as tall as its lines, like the other columns'
        due_column.addWidget(self.due_box)
        due_column.addStretch(1)
        grid.addLayout(due_column, 0, 0, 2, 1)
        # Goal and streak.
        self.goal_box, goal_layout = _group("todayGoal")
        self.goal_label = _label("todayGoalText")
        self.goal_bar = QProgressBar()
        self.goal_bar.setRange(0, 1000)
        self.goal_bar.setTextVisible(False)
        goal_layout.addWidget(self.goal_label)
        goal_layout.addWidget(self.goal_bar)
        # How the Table counts toward it: a coup, not its steps.
        self.goal_note = _label("todayGoalNote")
        goal_layout.addWidget(self.goal_note)
        self.streak_box, streak_layout = _group("todayStreak")
        self.streak_label = _label("todayStreakText")
        self.freeze_label = _label("todayFreeze")
        streak_layout.addWidget(self.streak_label)
        streak_layout.addWidget(self.freeze_label)
        goal_column = QVBoxLayout()
        goal_column.addWidget(self.goal_box)
        goal_column.addWidget(self.streak_box)
        grid.addLayout(goal_column, 0, 1, 2, 1)
        # Next lesson, homework and exams.
        self.lesson_box, lesson_layout = _group("todayLesson")
        self.lesson_button = QPushButton()
        self.lesson_button.setObjectName("todayLessonButton")
        self.lesson_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.lesson_button.clicked.connect(presenter.open_next_lesson)
        self.lessons_done = _label("todayLessonsDone")
        self.lesson_label = _label("todayLessonTitle")
        lesson_layout.addWidget(self.lesson_label)
        lesson_layout.addWidget(self.lesson_button)
        lesson_layout.addWidget(self.lessons_done)
        self.homework_box, self.homework_layout = _group("todayHomework")
        self.homework_labels: list[QLabel] = []
        self.no_homework = _label("todayNoHomework")
        self.homework_layout.addWidget(self.no_homework)
        self.exam_box, exam_layout = _group("todayExams")
        self.exam_label = _label("todayExamText")
        self.exam_button = QPushButton()
        self.exam_button.setObjectName("todayExamButton")
        self.exam_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.exam_button.clicked.connect(presenter.open_exams)
        exam_layout.addWidget(self.exam_label)
        exam_layout.addWidget(self.exam_button)
        goal_column.addWidget(self.exam_box)  # under the streak: homework lines are longer
        goal_column.addStretch(1)
        column = QVBoxLayout()
        column.addWidget(self.lesson_box)
        column.addWidget(self.homework_box)
        column.addStretch(1)
        grid.addLayout(column, 0, 2, 2, 1)
        for col, stretch in enumerate((5, 3, 4)):  # the due lines are the longest
            grid.setColumnStretch(col, stretch)
        # The heat map, full width.
        self.heat_box, heat_layout = _group("todayHeatBox")
        row = QHBoxLayout()
        self.heat = HeatMap(self.words)
        row.addWidget(self.heat, 3)
        self.heat_summary = _label("todayHeatSummary")
        self.heat_summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.heat_legend = HeatLegend(self.words)
        side = QVBoxLayout()
        side.addWidget(self.heat_summary)
        side.addStretch(1)
        side.addWidget(self.heat_legend)
        row.addLayout(side, 1)
        heat_layout.addLayout(row)
        grid.addWidget(self.heat_box, 2, 0, 1, 3)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(2, 4)  # the room left goes to the map's squares, not a gap above

        self.body_scroll = QScrollArea()
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setWidget(body)
        # Not a Tab stop of its own: Tab went from the last tile to an invisible stop; the
        # scroll area still brings each focused button into view.
        self.body_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.body_scroll, 1)

        # The tiles to every other screen the trainee may open (their Ctrl keys are global).
        tiles = QHBoxLayout()
        tiles.setSpacing(8)
        self.tiles: dict[str, QToolButton] = {}
        for entry in presenter.screens:
            tile = QToolButton()
            tile.setObjectName(f"today_{entry.key}")
            tile.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            tile.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            # smaller than the instructor's home tiles: Today keeps the height for its own
            set_look(tile, "small-tile")
            tile.clicked.connect(lambda _=False, key=entry.key: presenter.open(key))
            tiles.addWidget(tile)
            self.tiles[entry.key] = tile
        layout.addLayout(tiles)

        for key, slot in (("L", presenter.open_next_lesson), ("E", presenter.open_exams)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        # Tab goes down the due drills, then the lesson, the exams and the tiles.
        chain: list[QWidget] = [*self.due_buttons, self.lesson_button, self.exam_button,
                                *self.tiles.values()]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        presenter.sig_today_changed.connect(self.show_today)
        self.show_today()

    # ---- keys -----------------------------------------------------------------------------

    def _start_due(self, index: int) -> None:
        if not self.due_buttons[index].isVisible():
            return
        today = self.presenter.today
        count = today.due[index] if today is not None and index < len(today.due) else None
        if (count is not None and count.due == 0 and count.new == 0
                and count.drill_kind not in TABLE_LINES):
            # Nothing to review: say so rather than start "due reviews" of cards not due.
            # The Table always opens (its line says so): a shoe is dealt whatever is due, and
            # its line never has "new" (8 said "nothing is due" and stayed on Today).
            self.nothing_due.setText(self.words.nothing_due_in(count.drill_kind))
            self.nothing_due.setVisible(True)
            return
        self.presenter.start_due(index)

    def focus_first(self) -> None:
        """The keyboard on the first due drill (or the next lesson for a new trainee)."""
        today = self.presenter.today
        if today is not None and today.first_time and self.lesson_button.isVisible():
            self.lesson_button.setFocus()
        elif self.due_buttons[0].isVisible():
            self.due_buttons[0].setFocus()
        else:
            next(iter(self.tiles.values())).setFocus()

    # ---- presenter -> view --------------------------------------------------------------------

    def show_today(self) -> None:
        """Show the presenter's :class:`Today` (every label, in the current language)."""
        presenter, words = self.presenter, self.words
        actor, today = presenter.actor, presenter.today
        for entry in presenter.screens:
            tile = self.tiles[entry.key]
            tile.setText(today_words.tile_text(entry.title(), entry.shortcut))
            tile.setToolTip(tile.text())
            tile.setVisible(presenter.allowed(entry))
        self.due_box.setTitle(words.due_heading())
        self.goal_box.setTitle(words.goal_heading())
        self.streak_box.setTitle(words.streak_heading())
        self.lesson_box.setTitle(words.lesson_heading())
        self.homework_box.setTitle(words.homework_heading())
        self.exam_box.setTitle(words.exam_heading())
        self.heat_box.setTitle(words.heat_heading())
        self.exam_button.setText(words.exam_button())
        unread = presenter.unread
        self.unread.setVisible(unread is not None)
        if unread is not None:
            self.unread.say(words.unread(error_text(unread)))
        if actor is None or today is None:
            return
        self.greeting.setText(words.greeting(actor.display_name, today.day))
        lesson = today.next_lesson
        title = (presenter.lesson_title(lesson.lesson_id, lesson.title_key)
                 if lesson is not None else "")
        self.first_steps.setVisible(today.first_time)
        self.first_steps.setText(words.first_steps(lesson, title))
        for index, button in enumerate(self.due_buttons):
            shown = index < len(today.due)
            button.setVisible(shown)
            if shown:
                key = str(index + 1)
                button.setText(words.due_button(key, today.due[index]))
                # the whole line too, where a long language cuts the button's text short
                table = today.due[index].drill_kind in TABLE_LINES
                button.setToolTip(button.text() + "\n" + (
                    words.table_due_tip(key) if table else words.due_tip(key)))
        table_keys = {count.drill_kind: str(i + 1)
                      for i, count in enumerate(today.due[:len(self.due_buttons)])
                      if count.drill_kind in TABLE_LINES}
        self.table_due_note.setVisible(bool(table_keys))
        if table_keys:
            self.table_due_note.setText(words.table_due_note(
                table_keys.get(TABLE_KIND), table_keys.get(SAMKONG_TABLE_LINE)))
        self.nothing_due.setText(words.nothing_due())
        self.nothing_due.setVisible(not today.first_time and today.due_total == 0)
        self.goal_label.setText(words.goal(today.goal))
        self.goal_bar.setValue(round(1000 * today.goal.fraction))
        note = words.goal_note(today.goal)
        self.goal_note.setText(note)
        self.goal_note.setVisible(bool(note))
        self.streak_label.setText(words.streak(today.streak))
        freeze = words.freeze(today.streak)
        self.freeze_label.setText(freeze)
        self.freeze_label.setVisible(bool(freeze))
        self.lesson_button.setVisible(lesson is not None)
        self.lesson_label.setVisible(lesson is not None)
        self.lessons_done.setVisible(lesson is None)
        if lesson is not None:
            self.lesson_label.setText(words.lesson_title(lesson, title))
            self.lesson_button.setText(words.lesson_button())
        self.lessons_done.setText(words.all_lessons_passed())
        self._show_homework()
        if today.exams:
            self.exam_label.setText("\n".join(words.exam(e) for e in today.exams))
        else:
            self.exam_label.setText(words.no_exam())
        self.exam_button.setVisible(bool(today.exams))
        self.heat.set_grid(presenter.heat())
        if today.heat:
            self.heat_summary.setText(words.heat_summary(
                len(today.heat), sum(h.answers for h in today.heat)))
        else:
            self.heat_summary.setText(words.heat_empty())

    def _show_homework(self) -> None:
        today = self.presenter.today
        assert today is not None
        items = today.homework
        while len(self.homework_labels) < len(items):
            label = _label(f"todayHomework{len(self.homework_labels) + 1}")
            self.homework_layout.addWidget(label)
            self.homework_labels.append(label)
        titles = self.presenter.lesson_titles() if any(
            i.assignment.subject.drill_kind is None for i in items) else {}
        for index, label in enumerate(self.homework_labels):
            shown = index < len(items)
            label.setVisible(shown)
            if shown:
                label.setText("• " + self.words.homework(items[index], titles))
        self.no_homework.setText(self.words.no_homework())
        self.no_homework.setVisible(not items)

    def retranslate(self) -> None:
        self.presenter.language_changed()
        self.show_today()
        for widget in (self.heat, self.heat_legend):
            widget.updateGeometry()
            widget.update()


__all__ = ["HEAT_COLOURS", "HEAT_STEPS", "HeatLegend", "HeatMap", "TodayPage"]
