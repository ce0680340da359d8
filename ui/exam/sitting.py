"""The sitting at the trainee's desk: questions by keyboard, two countdowns, no feedback.

:class:`SittingPresenter` owns one :class:`~trainer.exams.session.ExamSession` (built by the
store with its sealing recorder, or by a test with a fake clock) and a timer that calls
``tick``; it tells the view what to show by signals. :class:`SittingView` reuses the Practice
answer panels (:mod:`ui.widgets.panels`) but has no feedback line at all: nothing on screen
says whether an answer was right until the sitting has ended. :class:`ResultView` shows the
end: score and pass or fail per section, and the missed questions only when the blueprint
allows it.

Why one file over 600 lines: the presenter, the view and the result page are one sitting's
screen, driven by the presenter's signals; split, each would import the others' pieces.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.answers import Answer
from trainer.errors import ExamError, TableActionRefused, TrainerError
from trainer.exams.plan import ExamQuestion
from trainer.exams.scoring import ExamStatus
from trainer.exams.session import ExamSession, TickEvent, TraineeResult
from trainer.exams.table_game import SAMKONG
from trainer.exams.table_part import SectionTable
from trainer.table.samkong.model import SamKongState
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.session import Action
from ui import palette
from ui.exam.samkong_desk import ExamSamKongDesk
from ui.exam.table_desk import ExamTableDesk
from ui.exam.words import ExamWords, format_clock
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.looks import set_look, set_name
from ui.store_words import error_text
from ui.widgets.message import MessageLabel
from ui.widgets.panels import AnswerPanel, PanelStack
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded
from ui.words import Words

TICK_MS = 200
"""How often the clocks are checked and redrawn."""
WARN_SECONDS = 60
"""The total countdown turns red in the last minute."""


class SittingPresenter(QObject):
    """Runs one sitting: shows questions, forwards answers, watches both clocks."""

    sig_question_shown = Signal(object)
    """A question is on screen (argument: :class:`ExamQuestion`); its own time has started."""
    sig_clock = Signal(float, object)
    """Seconds left for the sitting, and for the question on screen (None: no such limit)."""
    sig_sitting_ended = Signal(object)
    """The sitting ended (argument: what the trainee may see, :class:`TraineeResult`)."""
    sig_sitting_voided = Signal(str)
    """A proctor voided the sitting: it stopped; the words say who and why."""
    sig_failed = Signal(object)
    """An answer or the end could not be saved; the message is for the user. Nothing moved on."""
    sig_table_shown = Signal(object, object)
    """A Table section is open (arguments: its ``TableRules`` and ``TableState``, or a Sam
    Kong section's ``SamKongTableRules`` and ``SamKongState``)."""
    sig_table_changed = Signal(object)
    """The open table as it now stands (argument: ``TableState``); never says whether the
    step was right."""
    sig_table_refused = Signal(str)
    """Input that is no action was refused and nothing stored (argument: the message)."""

    def __init__(self, session: ExamSession, parent: QObject | None = None,
                 tick_ms: int = TICK_MS) -> None:
        super().__init__(parent)
        self.session = session
        self.words = ExamWords(self)
        self.table_words = TableWords(self)
        self.samkong_words = SamKongWords(self.table_words, self)
        self._table: SectionTable | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self._tick)
        self._ended = False

    # ---- view -> core

    def begin(self) -> None:
        """Show the question on screen (the first, or where a resumed sitting stopped)."""
        self._advance()
        if not self._ended:
            self._timer.start()

    def submit(self, answer: Answer) -> None:
        """Hand the answer to the session (graded and sealed there, never shown) and move on."""
        if self._ended or self.session.current is None:
            return
        try:
            self.session.submit(answer)
        except TrainerError as error:
            self.sig_failed.emit(Worded(self._message, error))
            return
        if self.session.voided is not None:
            self._end()
            return
        self._advance()

    def table_act(self, action: Action) -> None:
        """Hand the dealer's typed action (its chips and amounts read by the desk's
        :class:`~ui.felt.dealer_input.DealerInput`) to the session: graded and sealed
        there, never shown. An action the table refuses is said in words."""
        table = self.session.table
        if self._ended or table is None:
            return
        try:
            self.session.act(action)
        except TableActionRefused as refusal:
            self.sig_table_refused.emit(
                self.samkong_words.refusal(refusal.code, table.phase)
                if isinstance(table.table, SamKongTableRules)
                else self.table_words.refusal(refusal.code))
            return
        except TrainerError as error:
            if self.session.voided is not None:
                self._end()
                return
            self.sig_failed.emit(Worded(self._message, error))
            return
        if self.session.is_finished:
            self._end()
        elif self.session.table is table:
            self.sig_table_changed.emit(table.state())
        else:
            self._open_table()

    def hand_in(self) -> None:
        """The trainee ends the sitting now; unanswered questions count wrong."""
        if self._ended:
            return
        try:
            self.session.hand_in()
        except TrainerError as error:
            self.sig_failed.emit(Worded(self._message, error))
            return
        self._end()

    def pause(self) -> None:
        """Stop watching the clocks (the window closes); the sitting stays running in the store
        and its deadline still holds."""
        self._timer.stop()

    @property
    def current(self) -> ExamQuestion | None:
        return self.session.current

    @property
    def ended(self) -> bool:
        return self._ended

    # ---- internals

    def _tick(self) -> None:
        try:
            event = self.session.tick()
        except TrainerError as error:
            self.sig_failed.emit(Worded(self._message, error))
            return
        if event is TickEvent.EXAM_OVER:
            self._end()
            return
        if event is TickEvent.QUESTION_TIMED_OUT:
            self._advance()
            return
        self._emit_clock()

    def _advance(self) -> None:
        try:
            question = self.session.next_question()
        except TrainerError as error:
            self.sig_failed.emit(Worded(self._message, error))
            return
        if question is None:
            self._open_table()
            return
        self.sig_question_shown.emit(question)
        self._emit_clock()

    def _open_table(self) -> None:
        """After the questions: the next Table section (or the end)."""
        try:
            table = self.session.next_table()
        except TrainerError as error:
            self.sig_failed.emit(Worded(self._message, error))
            return
        if table is None:
            self._end()
            return
        if table is not self._table:
            self._table = table
            self.sig_table_shown.emit(table.table, table.state())
        self._emit_clock()

    def _emit_clock(self) -> None:
        self.sig_clock.emit(self.session.remaining_seconds(),
                            self.session.question_remaining_seconds())

    def _end(self) -> None:
        if self._ended or not self.session.is_finished:
            return
        voided = self.session.voided
        if voided is None:
            try:
                result = self.session.trainee_result()  # over the server: asked of it
            except TrainerError as error:
                self.sig_failed.emit(Worded(self._unread, error))
                self._timer.start()  # ended: the next tick asks again
                return
        self._ended = True
        self._timer.stop()
        if voided is not None:
            self.sig_sitting_voided.emit(self.words.voided(voided.proctor, voided.note))
            return
        self.sig_sitting_ended.emit(result)

    def _unread(self, error: TrainerError) -> str:
        return self.tr("The sitting has ended and is kept on the school server, but its "
                       "result could not be read ({0}). It is asked for again by "
                       "itself.").format(error_text(error))

    def _message(self, error: TrainerError) -> str:
        if isinstance(error, ExamError):
            return self.words.exam_error(error)
        return self.tr("Your answer could not be saved ({0}). Nothing was lost: answer "
                       "again, or call the proctor.").format(error_text(error))


class SittingView(Retranslating, QWidget):
    """The exam as the trainee sees it: position, countdowns, the answer panel. No feedback."""

    sig_hand_in_confirmed = Signal()
    """The trainee confirmed ending the sitting early."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examSitting")
        self.words = Words(parent=self)
        self.exam_words = ExamWords(self)
        self.presenter: SittingPresenter | None = None
        self.panel: AnswerPanel | None = None
        self.question: ExamQuestion | None = None
        self.table_coup: int | None = None
        self._seconds: tuple[float, float | None] = (0.0, None)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.position = QLabel()
        self.position.setObjectName("examPosition")
        for label in (self.title, self.position):  # wrap rather than widen the window
            label.setWordWrap(True)
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.position)
        top.addLayout(heading, 1)
        clocks = QVBoxLayout()
        self.clock = QLabel()
        self.clock.setObjectName("examClock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.question_clock = QLabel()
        self.question_clock.setObjectName("examQuestionClock")
        self.question_clock.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.added = QLabel()  # a proctor added time: said, so the jump of the clock is no riddle
        self.added.setObjectName("examTimeAdded")
        self.added.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.added.setVisible(False)
        clocks.addWidget(self.clock)
        clocks.addWidget(self.added)
        clocks.addWidget(self.question_clock)
        top.addLayout(clocks)
        layout.addLayout(top)
        self.question_bar = QProgressBar()
        self.question_bar.setObjectName("examQuestionBar")
        self.question_bar.setTextVisible(False)
        layout.addWidget(self.question_bar)
        self.panel_stack = PanelStack(self.words)
        self.panel_stack.sig_submit_requested.connect(self.submit)
        layout.addWidget(self.panel_stack, 1)
        self.desk = ExamTableDesk(self)
        self.desk.setVisible(False)
        layout.addWidget(self.desk, 1)
        self.samkong_desk = ExamSamKongDesk(self)
        """A Sam Kong section's desk, shown in the place of the baccarat one."""
        self.samkong_desk.setVisible(False)
        layout.addWidget(self.samkong_desk, 1)
        self.error = MessageLabel()
        self.error.setObjectName("errorLabel")
        self.error.setWordWrap(True)
        self.error.hide()  # no height until there is an error to tell
        layout.addWidget(self.error)
        bottom = QHBoxLayout()
        self.note = QLabel()
        self.note.setWordWrap(True)
        bottom.addWidget(self.note, 1)
        self.confirm_frame = QFrame()
        confirm = QHBoxLayout(self.confirm_frame)
        confirm.setContentsMargins(0, 0, 0, 0)
        self.confirm_text = QLabel()
        self.confirm_yes = QPushButton()
        self.confirm_yes.setObjectName("handInYes")
        self.confirm_no = QPushButton()
        self.confirm_no.setObjectName("handInNo")
        confirm.addWidget(self.confirm_text)
        confirm.addWidget(self.confirm_yes)
        confirm.addWidget(self.confirm_no)
        self.confirm_frame.setVisible(False)
        bottom.addWidget(self.confirm_frame)
        self.hand_in_button = QPushButton()
        self.hand_in_button.setObjectName("handInButton")
        self.hand_in_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        bottom.addWidget(self.hand_in_button)
        layout.addLayout(bottom)
        self.hand_in_button.clicked.connect(self._ask_hand_in)
        self.confirm_yes.clicked.connect(self._hand_in)
        self.confirm_no.clicked.connect(self._cancel_hand_in)
        self.retranslate()

    # ---- presenter

    def attach(self, presenter: SittingPresenter) -> None:
        """Show ``presenter``'s sitting (call before ``presenter.begin()``)."""
        self.presenter = presenter
        self.question = None
        self._show_error("")
        self.confirm_frame.setVisible(False)
        self.hand_in_button.setVisible(True)
        limit = presenter.session.blueprint.question_limit_s
        self.question_bar.setVisible(limit is not None)
        self.question_clock.setVisible(limit is not None)
        self.question_bar.setRange(0, max(1, (limit or 1) * 10))
        self.table_coup = None
        self.desk.setVisible(False)
        self.samkong_desk.setVisible(False)
        self.panel_stack.setVisible(True)
        presenter.sig_question_shown.connect(self._show_question)
        presenter.sig_clock.connect(self._show_clock)
        presenter.sig_failed.connect(self._show_error)
        presenter.sig_table_shown.connect(self._show_table)
        presenter.sig_table_changed.connect(self._table_changed)
        presenter.sig_table_refused.connect(self._table_refused)
        self.desk.sig_action_requested.connect(presenter.table_act)
        self.samkong_desk.sig_action_requested.connect(presenter.table_act)
        self.title.setText(presenter.session.blueprint.name)

    def _show_error(self, text: str) -> None:
        self.error.say(text)  # a Worded refusal follows a language change
        self.error.setVisible(bool(text))

    def _show_question(self, question: ExamQuestion) -> None:
        self.question = question
        self._show_error("")
        panel = self.panel = self.panel_stack.show_kind(question.question.kind)
        panel.show_question(question.question)
        self._word_position()
        if not self.confirm_frame.isVisible():
            panel.focus_answer()

    def _show_table(self, rules: object, state: object) -> None:
        """A Table section replaces the answer panel (after the questions)."""
        self.question = None
        self._show_error("")
        self.panel_stack.setVisible(False)
        self.question_bar.setVisible(False)
        self.question_clock.setVisible(False)
        samkong = isinstance(rules, SamKongTableRules)
        self.desk.setVisible(not samkong)
        self.samkong_desk.setVisible(samkong)
        if isinstance(rules, SamKongTableRules) and isinstance(state, SamKongState):
            self.samkong_desk.show_table(rules, state)
        else:
            self.desk.show_table(rules, state)  # type: ignore[arg-type]
        self._table_changed(state)

    def _table_changed(self, state: object) -> None:
        if isinstance(state, SamKongState):
            self.table_coup = state.round
            self.samkong_desk.show_state(state)
        else:
            self.table_coup = getattr(state, "coup", None)
            self.desk.show_state(state)  # type: ignore[arg-type]
        self._word_position()

    def _table_refused(self, text: str) -> None:
        desk = self.samkong_desk if self.samkong_desk.isVisible() else self.desk
        desk.show_refusal(text)

    def _word_position(self) -> None:
        presenter, question = self.presenter, self.question
        if presenter is not None and question is None and self.table_coup is not None:
            session = presenter.session
            number = session.table_section
            if number is not None:
                table = session.blueprint.tables[number - len(session.blueprint.sections)]
                coup = self.table_coup - session.table_void_coups  # each dealt again
                title = self.exam_words.table_section(number, table.profile.name, table.game)
                where = (self.tr("{0} · round {1} of {2}") if table.game == SAMKONG
                         else self.tr("{0} · coup {1} of {2}"))
                self.position.setText(where.format(title, min(coup, table.coups), table.coups))
            return
        if presenter is None or question is None:
            return
        session = presenter.session
        spec = session.blueprint.sections[question.section]
        self.position.setText(self.tr("Question {0} of {1} · {2} · question {3} of {4}").format(
            question.index + 1, session.question_count,
            self.exam_words.section(question.section, spec.kind, spec.level),
            question.number, spec.questions))

    def _show_clock(self, total: float, per_question: object) -> None:
        self._seconds = (total, per_question if isinstance(per_question, float) else None)
        self._word_clock()

    def _word_clock(self) -> None:
        total, per_question = self._seconds
        self.clock.setText(self.tr("Time left {0}").format(format_clock(total)))
        added = self.presenter.session.added_s // 60 if self.presenter is not None else 0
        self.added.setVisible(added > 0)
        if added > 0:
            self.added.setText(self.tr("{0} min added by a proctor").format(added))
        warn = "examClockWarn" if total <= WARN_SECONDS else "examClock"
        set_name(self.clock, warn)  # app.qss: red when time runs low
        if per_question is not None:
            self.question_clock.setText(self.tr("This question {0}").format(
                format_clock(per_question)))
            self.question_bar.setValue(max(0, int(per_question * 10)))

    # ---- view -> presenter

    def submit(self) -> None:
        """Read the panel's answer; junk is refused under the field and not counted."""
        if self.presenter is None or self.panel is None or self.presenter.current is None:
            return
        if self.confirm_frame.isVisible():
            return
        answer = self.panel.take_answer()
        if answer is not None:
            self.presenter.submit(answer)

    def _ask_hand_in(self) -> None:
        self.hand_in_button.setVisible(False)
        self.confirm_frame.setVisible(True)
        self.confirm_no.setFocus()

    def _cancel_hand_in(self) -> None:
        self.confirm_frame.setVisible(False)
        self.hand_in_button.setVisible(True)
        if self.desk.isVisible():
            self.desk.felt.setFocus()
        elif self.samkong_desk.isVisible():
            self.samkong_desk.felt.setFocus()
        elif self.panel is not None:
            self.panel.focus_answer()

    def _hand_in(self) -> None:
        self.confirm_frame.setVisible(False)
        if self.presenter is not None:
            self.presenter.hand_in()
        self.sig_hand_in_confirmed.emit()

    # ---- words

    def retranslate(self) -> None:
        self.note.setText(self.tr("Exam: no hints and no feedback until the end. Answer with "
                                  "the keys shown on each question; at a table, with the "
                                  "Table screen's keys."))
        self.hand_in_button.setText(self.tr("Hand in early…"))
        self.confirm_text.setText(self.tr("Hand in now? Unanswered questions count wrong."))
        self.confirm_yes.setText(self.tr("Yes, hand in"))
        self.confirm_no.setText(self.tr("No, go on"))
        self._word_position()
        self._word_clock()


class ResultView(Retranslating, QWidget):
    """The end of a sitting for the trainee: score and pass/fail per section, and the missed
    questions when the blueprint allows it. Never the right answers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examResult")
        self.words = ExamWords(self)
        self.result: TraineeResult | None = None
        self.exam_name = ""
        self.pass_mark: int | None = None
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.verdict = QLabel()
        self.verdict.setObjectName("examVerdict")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("examSectionTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            self.table.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents)
        self.tables_note = QLabel()
        self.tables_note.setObjectName("examTableNote")
        self.tables_note.setWordWrap(True)
        self.missed_title = QLabel()
        set_look(self.missed_title, "heading")
        self.missed = QLabel()
        self.missed.setObjectName("examMissed")
        self.missed.setWordWrap(True)
        self.missed.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.done_button = QPushButton()
        self.done_button.setObjectName("examDoneButton")
        self.done_button.setDefault(True)
        layout.addWidget(self.title)
        layout.addWidget(self.verdict)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(self.tables_note)
        layout.addWidget(self.missed_title)
        layout.addWidget(self.missed, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.done_button)
        layout.addLayout(row)
        self.retranslate()

    def show_result(self, exam_name: str, result: TraineeResult,
                    pass_mark: int | None = None) -> None:
        """``pass_mark``: the exam's overall pass mark (%), said beside the score, so that a
        FAIL at 62% with 50% needed reads as the sections' marks, not a fault."""
        self.exam_name = exam_name
        self.result = result
        self.pass_mark = pass_mark
        self._word_result()
        self.done_button.setFocus()

    def show_voided(self, exam_name: str, message: str) -> None:
        """The sitting was voided by a proctor: say so, with no score."""
        self.exam_name = exam_name
        self.result = None
        self.title.setText(self.tr("Result: {0}").format(exam_name))
        set_name(self.verdict, "examVoided")
        self.verdict.setText(self.words.status(ExamStatus.VOIDED))
        self.summary.setText(message)
        self.table.setRowCount(0)
        self.table.setVisible(False)  # no sections to show: an empty grid reads as a fault
        self.tables_note.setVisible(False)
        self.missed_title.setText("")
        self.missed.setText("")
        self.done_button.setFocus()

    def _word_result(self) -> None:
        result = self.result
        if result is None:
            return
        self.title.setText(self.tr("Result: {0}").format(self.exam_name))
        self.table.setVisible(True)
        self.verdict.setText(self.words.passed(result.passed))
        name = "examPass" if result.passed else "examFail"
        set_name(self.verdict, name)
        percent = 100 * result.score / result.max_score if result.max_score else 0.0
        if self.pass_mark is None:
            summary = self.tr("{0} of {1} right ({2:.0f}%). {3}.")
        else:
            summary = self.tr("{0} of {1} right ({2:.0f}%). {3}. A pass needs {4}% overall "
                              "and every section at its pass mark.")
        self.summary.setText(summary.format(result.score, result.max_score, percent,
                                            self.words.status(result.status), self.pass_mark))
        rows = [
            (self.words.section(section.section, section.kind, section.level),
             f"{section.score} / {section.max_score}  ({section.percent:.0f}%)",
             self.tr("{0}% needed").format(section.pass_mark), section.passed, "")
            for section in result.sections
        ] + [
            (self.words.table_section(table.section, table.profile, table.game),
             f"{table.score} / {table.max_score}  ({table.percent:.0f}%)",
             self.tr("{0}% needed").format(table.pass_mark), table.passed,
             self.words.table_failed(table))  # why, under the grid and on the FAIL
            for table in result.tables
        ]
        self.table.setRowCount(len(rows))
        for row, (name, score, mark, passed, why) in enumerate(rows):
            for column, text in enumerate((name, score, mark, self.words.passed(passed))):
                item = QTableWidgetItem(text)
                if column == 3:
                    item.setForeground(QColor(palette.SECTION_PASSED if passed
                                              else palette.SECTION_FAILED))
                    item.setToolTip(why)
                self.table.setItem(row, column, item)
        self._fit_table()
        self.tables_note.setText("\n".join(self.words.table_line(t) for t in result.tables))
        self.tables_note.setVisible(bool(result.tables))
        if result.missed is None:
            self.missed_title.setText("")
            self.missed.setText(self.tr("This exam does not show which questions were "
                                        "missed."))
        elif not result.missed:
            self.missed_title.setText(self.tr("Missed questions"))
            self.missed.setText(self.tr("None: every question was answered right."))
        else:
            self.missed_title.setText(self.tr("Missed questions"))
            lines = []
            for question in result.missed:
                kind = question.question.kind
                lines.append(self.tr("Question {0} ({1}, question {2} of its section)").format(
                    question.index + 1, self.words.kind(kind), question.number))
            self.missed.setText("\n".join(lines))

    def _fit_table(self) -> None:
        """As tall as its rows, so the missed questions sit right under it."""
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setFixedHeight(header + rows + 2 * self.table.frameWidth() + 2)

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [self.tr("Section"), self.tr("Score"), self.tr("Pass mark"), self.tr("Result")])
        self.done_button.setText(self.tr("Done"))
        self._word_result()
