"""The Practice screen: pick a drill, answer hand after hand by keyboard, see a summary.

``python -m ui.practice.view`` opens it on its own on a throwaway database.

Why one file over 600 lines: :class:`PracticeScreen` is three pages (chooser, drill, summary)
on one stack over one :class:`~ui.practice.presenter.PracticePresenter`; they share its
signals, the keyboard handling (``keyPressEvent``) and the unsaved-answer pause, in the
``# ----`` sections below, and all their strings are in the one translation context
``PracticeScreen``, which a split into classes would break up. What is not the screen's own
lives elsewhere: the answer panels in :mod:`ui.widgets.panels`, the clock holds while the
window is inactive in :mod:`ui.practice.holds`, the mistakes list in :mod:`ui.practice.summary`,
the attempt dialog in :mod:`ui.widgets.attempt`, the weak-spot sentences in
:mod:`ui.practice.words`, the wording of the core's codes shared with other screens in
:mod:`ui.words`. The next split is a page per class (with the .ts contexts moved along).
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.baccarat.table import TableRules
from trainer.drills import DrillKind, Level, levels_for, weak_spot_reason, worst_weak_spot
from trainer.drills.marks import ReviewMarks
from trainer.drills.model import Grade, Question, answer_to_json
from trainer.drills.registry import deals_cards, drill_kinds, takes_table
from trainer.drills.session import AttemptResult, SessionSummary
from trainer.drills.weak import CellStat
from trainer.errors import StoreError, TrainerError
from trainer.money import format_hkd
from trainer.store import DeskStore
from trainer.store.models import AttemptRow
from ui.looks import set_look
from ui.practice import words as practice_words
from ui.practice.feedback import FeedbackLabel
from ui.practice.holds import ClockHolds
from ui.practice.presenter import PracticePresenter, SessionSettings
from ui.practice.reconnect import RetryWhenBack
from ui.practice.summary import MistakeRow
from ui.practice.words import PracticeWords
from ui.store_words import error_text, replaced_text, server_problem_text
from ui.widgets.answer_edit import is_finish_key
from ui.widgets.fitting import ElidedComboBox, WrappedCheckBox
from ui.widgets.message import MessageLabel
from ui.widgets.panels import AnswerPanel, PanelStack
from ui.widgets.panels.fence import PanelFence
from ui.widgets.spin import TypedSpinBox
from ui.words import Words, drill_kind_label, percent_text, pieces_kept_whole, seconds_text

ALL_DRILLS = "all"
"""The remembered choice "All drills" (``practice.options``' ``kind``)."""


class PracticeScreen(QWidget):
    """Chooser -> drill -> summary, all on one screen with no modal dialogs."""

    def __init__(
        self,
        store: DeskStore,
        actor: Actor,
        parent: QWidget | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.presenter = PracticePresenter(store, actor, self, clock=clock)
        self.words = Words(parent=self)
        self.practice_words = PracticeWords(self.words, self)
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        self._build_chooser()
        self._build_drill()
        self._build_summary()
        self.panel: AnswerPanel | None = None
        self.last_summary: SessionSummary | None = None
        self.last_grade: Grade | None = None
        self._weak_facts: tuple[int, CellStat | None] | StoreError = (0, None)
        """The picked drill's due reviews and worst weak spot, as last read from the store
        (or why they could not be read: the school server given up waiting for)."""
        self.session_level = Level.ALL
        """The level of the session shown (or last shown): WEAK titles say so."""
        self.session_mixed = False
        """The session shown (or last shown) mixes every drill's due reviews."""
        self.seed: int | None = None
        """A fixed seed for the next sessions (tests, screenshots); None: a fresh one each."""
        self.presenter.sig_question_shown.connect(self._show_question)
        self.presenter.sig_answer_graded.connect(self._show_grade)
        self.presenter.sig_session_finished.connect(self._show_summary)
        self.presenter.sig_tick.connect(self._tick)
        self.presenter.sig_session_refused.connect(self._session_refused)
        self.presenter.sig_answer_unsaved.connect(self._answer_unsaved)
        self.presenter.sig_review_started.connect(self._show_review)
        self.presenter.sig_question_prepared.connect(self.panel_stack.prepare)
        self._progress_later = QTimer(self)
        self._progress_later.setSingleShot(True)
        # A zero timer: the event loop runs it after the posted paint of the next question, so
        # the progress line's new words (and the relayout of the page they ask for) are not
        # part of an answer's latency; a key handled before it words the line first (submit).
        self._progress_later.setInterval(0)
        self._progress_later.timeout.connect(self._update_progress)
        self.holds = ClockHolds(self.presenter, self)
        self.unsaved_box: QMessageBox | None = None
        """The one "answer not saved" message, while it is open."""
        self.retry_when_back = RetryWhenBack(store, self)
        self.retranslate()
        self._remembered_profile: str | None = None
        self._restore_options()

    # ---- chooser --------------------------------------------------------------------------

    OPTIONS_KEY = "practice.options"
    """The user's setting (in the store, so it follows them to any desk) with the chooser's
    last options: drill, level, questions, minutes, timing, table and chips."""

    def _save_options(self, settings: SessionSettings) -> None:
        options = {
            "kind": ALL_DRILLS if settings.all_drills else settings.kind.value,
            "level": self.level_combo.currentData().value
            if isinstance(self.level_combo.currentData(), Level) else None,
            "count": self.count_spin.value(),
            "minutes": self.minutes_spin.value(),
            "timed": self.timed_check.isChecked(),
            "seconds": self.seconds_spin.value(),
            "profile": self.profile_combo.currentData(),
            "chips": self.chips_check.isChecked(),
            "pause_after_right": self.pause_check.isChecked(),
        }
        # Remembering the options is a convenience: the session starts even if it fails.
        with contextlib.suppress(TrainerError):
            self.presenter.store.settings.set(
                self.presenter.actor, self.OPTIONS_KEY, json.dumps(options))

    def _restore_options(self) -> None:
        try:
            text = self.presenter.store.settings.get(self.presenter.actor, self.OPTIONS_KEY)
            options = json.loads(text) if text else {}
        except (TrainerError, ValueError):
            return
        if not isinstance(options, dict):
            return
        if options.get("kind") == ALL_DRILLS:
            self.kind_list.setCurrentItem(self.all_drills_item)
        else:
            try:
                kind = DrillKind(options.get("kind"))
            except ValueError:
                return
            self.kind_list.setCurrentRow(drill_kinds().index(kind))
        self._kind_changed()
        try:
            level = Level(options.get("level"))
        except ValueError:
            level = Level.ALL
        self.level_combo.setCurrentIndex(max(self.level_combo.findData(level), 0))
        for spin, key in ((self.count_spin, "count"), (self.minutes_spin, "minutes"),
                          (self.seconds_spin, "seconds")):
            value = options.get(key)
            if isinstance(value, int):
                spin.setValue(value)
        self.timed_check.setChecked(options.get("timed") is True)
        self.chips_check.setChecked(options.get("chips") is True)
        self.pause_check.setChecked(options.get("pause_after_right") is True)
        profile = options.get("profile")
        self._remembered_profile = profile if isinstance(profile, str) else None

    def _build_chooser(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.chooser_title = QLabel()
        self.chooser_title.setObjectName("pageTitle")
        layout.addWidget(self.chooser_title)
        row = QHBoxLayout()
        self.kind_list = QListWidget()
        self.kind_list.setObjectName("drillList")
        self.kind_list.setMinimumWidth(360)
        set_look(self.kind_list, "choices")
        for kind in drill_kinds():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, kind)
            self.kind_list.addItem(item)
        # Last: every drill's due reviews, mixed; its data is None.
        self.all_drills_item = QListWidgetItem()
        self.kind_list.addItem(self.all_drills_item)
        self.kind_list.setCurrentRow(0)
        row.addWidget(self.kind_list, 1)
        form_box = QVBoxLayout()
        form = QFormLayout()
        # A long label (a longer language) goes above its field rather than widen the window.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("levelCombo")
        self.count_spin = TypedSpinBox()
        self.count_spin.setRange(1, 500)
        self.count_spin.setValue(20)
        self.minutes_spin = TypedSpinBox()
        self.minutes_spin.setRange(0, 120)
        self.timed_check = QCheckBox()
        self.seconds_spin = TypedSpinBox()
        self.seconds_spin.setRange(2, 60)
        self.seconds_spin.setValue(5)
        # Seconds per answer only counts in timed mode: greyed out (and skipped by Tab) until
        # Timed is ticked, so nobody sets a time that is silently ignored.
        self.seconds_spin.setEnabled(False)
        self.timed_check.toggled.connect(self.seconds_spin.setEnabled)
        self.form_labels = [QLabel() for _ in range(5)]
        for label, widget in zip(self.form_labels, (self.level_combo, self.count_spin,
                                                    self.minutes_spin, self.timed_check,
                                                    self.seconds_spin), strict=True):
            label.setBuddy(widget)
            form.addRow(label, widget)
        # Payout drill only: the table (shipped or the school's own) and the chip breakdown.
        # A school's table name can be long: elided in the combo, not widening the window.
        self.profile_combo = ElidedComboBox(24)
        self.profile_combo.setObjectName("profileCombo")
        self.profile_combo.addItem("", None)
        self.chips_row = WrappedCheckBox()  # its text wraps in a longer language
        self.chips_check = self.chips_row.check
        self.chips_check.setObjectName("chipsCheck")
        self.profile_label = QLabel()
        self.chips_label = QLabel()
        self.profile_label.setBuddy(self.profile_combo)
        form.addRow(self.profile_label, self.profile_combo)
        self.chips_label.setBuddy(self.chips_check)
        form.addRow(self.chips_label, self.chips_row)
        # Wrong answers always stay up for review; this keeps right ones up too.
        self.pause_row = WrappedCheckBox()
        self.pause_check = self.pause_row.check
        self.pause_check.setObjectName("pauseAfterRightCheck")
        self.pause_label = QLabel()
        self.pause_label.setBuddy(self.pause_check)
        form.addRow(self.pause_label, self.pause_row)
        self.chooser_form = form
        self.profiles: dict[str, TableRules] = {}
        form_box.addLayout(form)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.weak_button = QPushButton()
        self.weak_button.setObjectName("weakButton")
        self.weak_reason = QLabel()
        self.weak_reason.setWordWrap(True)
        form_box.addWidget(self.start_button)
        form_box.addWidget(self.weak_button)
        form_box.addWidget(self.weak_reason)
        self.chooser_error = MessageLabel()
        self.chooser_error.setObjectName("fieldError")
        self.chooser_error.setWordWrap(True)
        form_box.addWidget(self.chooser_error)
        form_box.addStretch(1)
        row.addLayout(form_box, 1)
        layout.addLayout(row, 1)
        self.kind_list.currentRowChanged.connect(lambda _r: self._kind_changed())
        self.kind_list.itemActivated.connect(lambda _i: self.start())
        self.start_button.clicked.connect(self.start)
        self.weak_button.clicked.connect(self.start_weak)
        self.stack.addWidget(page)
        self.chooser = page

    def selected_kind(self) -> DrillKind:
        """The drill picked; DRAW stands in while "All drills" is picked."""
        item = self.kind_list.currentItem()
        kind = item.data(Qt.ItemDataRole.UserRole) if item else None
        return kind if isinstance(kind, DrillKind) else DrillKind.DRAW

    def all_drills_selected(self) -> bool:
        """True when "All drills" (every drill's due reviews, mixed) is picked."""
        return self.kind_list.currentItem() is self.all_drills_item

    def _kind_changed(self) -> None:
        """A drill picked (or the chooser shown again): read its due reviews and worst weak
        spot from the store, then word the chooser (:meth:`_word_chooser`)."""
        try:
            if self.all_drills_selected():
                self._weak_facts = (self.presenter.due_count_all(), None)
            else:
                kind = self.selected_kind()
                self._weak_facts = (self.presenter.due_count(kind),
                                    worst_weak_spot(self.presenter.weak_stats(kind)))
        except StoreError as error:  # said in the chooser; Start says again if it goes on
            self._weak_facts = error
        self._word_chooser()

    def _word_chooser(self) -> None:
        """The chooser's levels, rows and weak-spot line in the current language, from the
        facts last read: a language change words them again without asking the store."""
        kind = self.selected_kind()
        mixed = self.all_drills_selected()
        for widget in (self.profile_combo, self.chips_row):
            self.chooser_form.setRowVisible(widget, takes_table(kind) and not mixed)
        chosen = self.level_combo.currentData()
        self.level_combo.clear()
        names = {Level.ALL: self.tr("All coups"), Level.HARD: self.tr("Hard cases"),
                 Level.NATURALS: self.tr("Naturals only"),
                 Level.WEAK: self.tr("Due reviews first")}
        for level in (Level.WEAK,) if mixed else levels_for(kind):
            self.level_combo.addItem(names[level], level)
        self.level_combo.setCurrentIndex(max(self.level_combo.findData(chosen), 0))
        facts = self._weak_facts
        if isinstance(facts, StoreError):
            self.weak_reason.setText(self.tr("Due reviews could not be read ({0}).").format(
                error_text(facts)))
        elif mixed:
            self.weak_reason.setText(self.tr(
                "Due for review now, all drills: {0}. The drills come mixed, the most "
                "overdue first.").format(facts[0]))
        else:
            self.weak_reason.setText(self._weak_text(*facts))
        # "Deals" only where cards are dealt: the shoe drill counts questions.
        self.form_labels[1].setText(self.tr("&Deals") if deals_cards(kind)
                                    else self.tr("&Questions"))

    def _weak_text(self, due_count: int, worst: CellStat | None) -> str:
        """The worst weak spot, then how many cells are due for review (FSRS)."""
        due = self.tr("Due for review now: {0}.").format(due_count)
        if worst is None:
            return self.tr("No weak spots recorded yet for this drill.") + "\n" + due
        code, params = weak_spot_reason(worst.cell)
        return self.tr("Weak spot: {0} — {1} wrong out of {2}.").format(
            self.practice_words.weak_spot(code, params, worst.cell), worst.wrong,
            worst.attempts) + "\n" + due

    def start(self) -> None:
        level = self.level_combo.currentData() or Level.ALL
        self._start(level)

    def start_weak(self) -> None:
        kind = self.selected_kind()
        if Level.WEAK in levels_for(kind) or self.all_drills_selected():
            self._start(Level.WEAK)

    def _start(self, level: Level) -> None:
        kind = self.selected_kind()
        mixed = self.all_drills_selected()
        if mixed:
            level = Level.WEAK
        minutes = self.minutes_spin.value() or None
        payout = takes_table(kind) and not mixed
        settings = SessionSettings(
            kind=kind, level=level,
            question_limit=None if minutes else self.count_spin.value(),
            minutes=float(minutes) if minutes else None,
            per_question_seconds=float(self.seconds_spin.value())
            if self.timed_check.isChecked() else None,
            profile=self.profile_combo.currentData() if payout else None,
            ask_chips=payout and self.chips_check.isChecked(),
            seed=self.seed, pause_after_right=self.pause_check.isChecked(), all_drills=mixed)
        self.chooser_error.clear()
        self._save_options(settings)
        self._prepare_panel(kind)
        self.last_grade = None
        self._clear_feedback()
        self.countdown.setVisible(settings.per_question_seconds is not None)
        self.countdown.setMaximum(int((settings.per_question_seconds or 1) * 10))
        self.session_level = level
        self.session_mixed = mixed
        self.drill_title.setText(self.session_title(kind, level))
        self.stack.setCurrentWidget(self.drill_page)
        try:
            self.presenter.start(settings)
        except StoreError as error:  # the database is down: nothing started, nothing counted
            self.presenter.stop()
            self._start_failed(error)

    def _start_failed(self, error: StoreError) -> None:
        """Back to the chooser with one message: the session did not start."""

        def text() -> str:
            if error.kind == "unreachable":
                return self.tr("The database cannot be reached: the session did not start. "
                               "Press Start again when it is back.")
            return self.tr("The database could not start the session: press Start again, "
                           "or ask an instructor if it goes on.")

        self.stack.setCurrentWidget(self.chooser)
        self.chooser_error.say(text)  # follows a language change
        self.start_button.setFocus()

    # ---- drill ----------------------------------------------------------------------------

    def _build_drill(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        top = QHBoxLayout()
        self.drill_title = QLabel()
        self.drill_title.setObjectName("pageTitle")
        # A weak-spot title is long in some languages: it wraps rather than widen the window.
        self.drill_title.setWordWrap(True)
        self.progress_label = QLabel()
        self.progress_label.setObjectName("progressLabel")
        # Wraps rather than widening the window when a language says it at length.
        self.progress_label.setWordWrap(True)
        self.progress_label.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("stopButton")
        top.addWidget(self.drill_title)
        top.addStretch(1)
        top.addWidget(self.progress_label)
        top.addWidget(self.stop_button)
        layout.addLayout(top)
        self.countdown = QProgressBar()
        self.countdown.setTextVisible(False)
        layout.addWidget(self.countdown)
        self.panel_stack = PanelStack(self.words)
        self.panel_stack.sig_submit_requested.connect(self.submit)
        # Fenced: swapping the page built off screen does not lay the drill page out again.
        self.panel_fence = PanelFence(self.panel_stack)
        layout.addWidget(self.panel_fence, 1)
        self.feedback = FeedbackLabel()  # its size hints take no text layout
        self.feedback.setObjectName("feedbackNeutral")
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(64)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The box's text kept off its border: the style sheet's padding did not reach the
        # label's contents (its words touched the box's left edge).
        self.feedback.setContentsMargins(10, 6, 10, 6)
        # Hidden until the first answer of a session is graded; its room is kept meanwhile.
        policy = self.feedback.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.feedback.setSizePolicy(policy)
        self.feedback.hide()
        self.previous_caption = QLabel()
        self.previous_caption.setObjectName("previousCaption")
        policy = self.previous_caption.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.previous_caption.setSizePolicy(policy)
        self.previous_caption.hide()
        # The caption and the feedback share a region of fixed height under
        # the table; a long feedback scrolls there, so the cards never move when it wraps.
        feedback_body = QWidget()
        feedback_body.setObjectName("feedbackBody")
        body_layout = QVBoxLayout(feedback_body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(2)
        body_layout.addWidget(self.previous_caption)
        body_layout.addWidget(self.feedback)
        body_layout.addStretch(1)
        self.feedback_area = QScrollArea()
        self.feedback_area.setObjectName("feedbackArea")
        self.feedback_area.setWidgetResizable(True)
        self.feedback_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.feedback_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.feedback_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        set_look(self.feedback_area, "clear")
        self.feedback_area.setWidget(feedback_body)
        self._size_feedback_area()
        feedback_row = QHBoxLayout()
        feedback_row.addWidget(self.feedback_area, 1)
        # Under review: Enter or Space deals the next question.
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextButton")
        self.next_button.setAutoDefault(True)
        self.next_button.setMinimumHeight(44)
        self.next_button.hide()
        feedback_row.addWidget(self.next_button)
        layout.addLayout(feedback_row)
        self.next_button.clicked.connect(self.presenter.continue_review)
        self.stop_button.clicked.connect(self.finish_early)
        self.stack.addWidget(page)
        self.drill_page = page

    def _size_feedback_area(self) -> None:
        """Room for the caption and about three lines of feedback (its style's 17-pixel
        text and 10-pixel padding); a longer feedback scrolls."""
        font = QFont(self.feedback.font())
        font.setPixelSize(17)
        lines = 3 * QFontMetrics(font).lineSpacing() + 2 * 11
        caption = self.previous_caption.sizeHint().height()
        self.feedback_area.setFixedHeight(max(lines, self.feedback.minimumHeight()) + caption + 4)

    def _prepare_panel(self, kind: DrillKind) -> None:
        self.panel = self.panel_stack.show_kind(kind)

    def _show_question(self, question: Question) -> None:
        if self.panel is None:
            return
        if self.session_mixed:  # each question on its own drill's panel, its drill named
            self.drill_title.setText(self.tr("All drills — due reviews: {0}").format(
                self.kind_name(question.kind)))
        self.next_button.hide()
        # The feedback left up now talks about a hand that is gone: a caption says so.
        self.previous_caption.setVisible(self.feedback.isVisible())
        # Swapped in when it was built off screen while the last one was read.
        self.panel = self.panel_stack.show_question(question)
        self.panel.focus_answer()
        if self.last_grade is None:
            self._update_progress()  # the session's first question: counted as it is shown
        else:
            self._progress_later.start()  # after the paint: see _progress_later

    def _show_review(self, _question: Question, grade: Grade, marks: ReviewMarks) -> None:
        """The graded question stays up, its deciding cards marked, until Enter or Space."""
        if self.panel is None:
            return
        self.panel.show_review(grade, marks)
        self.next_button.show()
        self.next_button.setFocus()

    def submit(self) -> None:
        """Read the panel's answer; junk is rejected under the field and not graded. Under
        review, Enter in an answer field moves on instead."""
        if self._progress_later.isActive():
            self._update_progress()  # the line worded before this key is handled
        if self.presenter.reviewing:
            self.presenter.continue_review()
            return
        if self.panel is None or self.presenter.current is None:
            return
        answer = self.panel.take_answer()
        if answer is not None:
            self.presenter.submit(answer)

    def _clear_feedback(self) -> None:
        """No feedback box left over from the last session: emptied, neutral and hidden."""
        self.feedback.clear()
        self.feedback.setObjectName("feedbackNeutral")
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        self.feedback.hide()
        self.previous_caption.hide()

    def _show_grade(self, _question: Question, grade: Grade) -> None:
        self.last_grade = grade
        look = "feedbackCorrect" if grade.correct else "feedbackWrong"
        if self.feedback.objectName() != look:  # the style sheet read again only for a new look
            self.feedback.setObjectName(look)
            self.feedback.style().unpolish(self.feedback)
            self.feedback.style().polish(self.feedback)
        self.feedback.setText(self.words.feedback(grade))
        self.feedback.show()
        self.feedback_area.verticalScrollBar().setValue(0)
        if self.presenter.reviewing:
            # The question stays up: the feedback is about it, and it is counted now.
            self.previous_caption.hide()
            self._update_progress()
        # Otherwise the next question follows at once (_show_question): it captions this
        # feedback as the previous hand's and counts the answer, once, in the same paint.

    def _update_progress(self) -> None:
        self._progress_later.stop()  # worded now: nothing left for later
        session = self.presenter.session
        if session is None:
            return
        p = session.progress()
        accuracy = percent_text(p.accuracy) if p.accuracy is not None else "—"
        median = seconds_text(p.median_ms) if p.median_ms is not None else "—"
        count = f"{p.deals}/{p.question_limit}" if p.question_limit else str(p.deals)
        # "Deal" only where cards are dealt: the shoe drill asks questions about the shoe.
        if not deals_cards(self.selected_kind()):
            template = self.tr("Question {0} · answered {1} · right {2} · median {3} · "
                               "streak {4}")
        else:
            template = self.tr("Deal {0} · answered {1} · right {2} · median {3} · streak {4}")
        self.progress_label.setText(pieces_kept_whole(template.format(
            count, p.answered, accuracy, median, p.streak)))

    def _tick(self, per_question: float | None, total: float | None) -> None:
        if per_question is not None:
            self.countdown.setValue(max(0, int(per_question * 10)))
        elif total is not None:
            self.countdown.setVisible(True)
            self.countdown.setMaximum(max(self.countdown.maximum(), int(total)))
            self.countdown.setValue(int(total))

    def finish_early(self) -> None:
        summary = self.presenter.stop()
        if summary is not None:
            self._show_summary(summary)
        else:
            self.back_to_chooser()

    def back_to_chooser(self) -> None:
        """The drill chooser with the keyboard in the drill list: never in a spin box, where
        an arrow key meant for the list would silently change a number."""
        self.stack.setCurrentWidget(self.chooser)
        self.kind_list.setFocus()

    # ---- summary --------------------------------------------------------------------------

    def _build_summary(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.summary_title = QLabel()
        self.summary_title.setObjectName("pageTitle")
        self.summary_text = QLabel()
        self.summary_text.setWordWrap(True)
        self.summary_text.setTextFormat(Qt.TextFormat.RichText)
        self.summary_text.setAlignment(Qt.AlignmentFlag.AlignTop)
        buttons = QHBoxLayout()
        self.again_button = QPushButton()
        self.again_button.setObjectName("againButton")
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewButton")
        self.back_button = QPushButton()
        self.back_button.setObjectName("backButton")
        for button in (self.again_button, self.review_button, self.back_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        # The figures and every mistake (mini cards, both answers, Open)
        # scroll; the buttons stay in view under them.
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.addWidget(self.summary_text)
        self.mistakes_layout = QVBoxLayout()
        body_layout.addLayout(self.mistakes_layout)
        body_layout.addStretch(1)
        self.summary_scroll = QScrollArea()
        self.summary_scroll.setObjectName("summaryScroll")
        self.summary_scroll.setWidgetResizable(True)
        self.summary_scroll.setWidget(body)
        self.mistake_rows: list[MistakeRow] = []
        self.attempt_dialog: QDialog | None = None
        layout.addWidget(self.summary_title)
        layout.addWidget(self.summary_scroll, 1)
        layout.addLayout(buttons)
        self.again_button.clicked.connect(self.start)
        self.review_button.clicked.connect(self.start_weak)
        self.back_button.clicked.connect(self.back_to_chooser)
        self.stack.addWidget(page)
        self.summary_page = page

    def _show_summary(self, summary: SessionSummary) -> None:
        self.last_summary = summary
        self.summary_title.setText(self._summary_title())
        median = seconds_text(summary.median_ms) if summary.median_ms is not None else "—"
        parts = [self.tr("<p><b>{0}</b> answers, <b>{1}</b> right (<b>{2}</b>), "
                         "median time <b>{3}</b>, best streak <b>{4}</b>.</p>").format(
            summary.count, summary.correct, percent_text(summary.accuracy), median,
            summary.best_streak) if summary.count else  # not "0 right (0%)" for no answer
            "<p>" + self.tr("No answers this time: nothing was recorded.") + "</p>"]
        if summary.slowest:
            parts.append("<p><b>" + self.tr("Slowest") + "</b></p><ul>")
            for item in summary.slowest:
                # The feedback ends with the time taken: "... (3.9 s)".
                parts.append(f"<li>{self.words.feedback(item.grade)}</li>")
            parts.append("</ul>")
        if summary.mistakes:
            parts.append("<p><b>" + self.tr("Mistakes to review") + "</b></p>")
        self.summary_text.setText("".join(parts))
        self._show_mistakes(summary)
        self.stack.setCurrentWidget(self.summary_page)
        self.again_button.setFocus()

    def _show_mistakes(self, summary: SessionSummary) -> None:
        """Each mistake once, in the order made: mini cards, both answers, Open. The rows of
        the summary on show stay (they reword themselves on a language switch)."""
        if self.mistake_rows and self.mistake_rows[0].summary is summary:
            return
        for row in self.mistake_rows:
            self.mistakes_layout.removeWidget(row)
            row.deleteLater()
        self.mistake_rows = []
        for number, item in enumerate(summary.mistakes, start=1):
            row = MistakeRow(number, item, self.words)
            row.summary = summary
            row.sig_open_requested.connect(self.open_mistake)
            self.mistakes_layout.addWidget(row)
            self.mistake_rows.append(row)

    def open_mistake(self, result: AttemptResult) -> None:
        """The mistake full size: the Dashboard's attempt dialog (the question as dealt on
        the practice table, both answers, the rule), reused rather than copied."""
        from ui.widgets.attempt import AttemptDialog

        question, grade = result.question, result.grade
        number = self.last_summary.mistakes.index(result) + 1 if self.last_summary else 0
        row = AttemptRow(
            id=number, session_id=0, user_id=self.presenter.actor.user_id,
            drill_kind=question.kind.value, cell=question.cell, question=question.to_dict(),
            seed=question.seed, answer=json.loads(answer_to_json(grade.given)),
            correct=grade.correct, reason=grade.reason.value, article=grade.article.code,
            expected=json.loads(answer_to_json(grade.expected)), ms_taken=grade.ms_taken,
            answered_at=result.answered_at or datetime.now(UTC), shown_at=None)
        dialog = AttemptDialog(row, self)
        dialog.setObjectName("mistakeDialog")
        dialog.setWindowTitle(self.tr("Mistake {0}").format(number))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.attempt_dialog = dialog
        dialog.finished.connect(lambda _code: setattr(self, "attempt_dialog", None))
        dialog.open()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter on the chooser starts, wherever the focus is in its form (a combo box, a
        # check box and a spin box pass Enter on; the drill list starts by itself first);
        # on a focused button Enter presses that button (e.g. weak spots).
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if is_finish_key(event) and self.stack.currentWidget() is self.drill_page:
            # From an answer field too: those pass Ctrl+E on (a line edit would take it as
            # end-of-line and keep it from the Finish button's shortcut).
            self.finish_early()
        elif enter and self.stack.currentWidget() is self.chooser:
            focus = QApplication.focusWidget()
            if isinstance(focus, QPushButton) and self.chooser.isAncestorOf(focus):
                focus.click()
            else:
                self.start()
        else:
            super().keyPressEvent(event)

    # ---- table profiles -------------------------------------------------------------------

    def load_profiles(self) -> None:
        """List the tables for the payout drill again (an instructor may have saved one);
        the chosen one stays chosen while it exists."""
        chosen = self.profile_combo.currentData() or self._remembered_profile
        self._remembered_profile = None
        self.profiles = self.presenter.table_profiles()
        while self.profile_combo.count() > 1:
            self.profile_combo.removeItem(1)
        for name, rules in self.profiles.items():
            self.profile_combo.addItem(self._profile_text(rules), name)
        index = self.profile_combo.findData(chosen) if chosen is not None else 0
        self.profile_combo.setCurrentIndex(max(index, 0))

    def _profile_text(self, rules: TableRules) -> str:
        return (f"{self.words.table_name(rules.name)}  "
                f"({format_hkd(rules.minimum)} – {format_hkd(rules.maximum)})")

    def _session_refused(self, reason: str) -> None:
        """No deal could be dealt: back to the chooser with the reason."""

        def text() -> str:
            if reason == "no_such_table":
                return self.tr("That table profile is no longer there: pick another table.")
            return self.tr("This table's limits leave no deal the drill can build: pick "
                           "another table, or ask an instructor to check its profile.")

        self.load_profiles()
        self.stack.setCurrentWidget(self.chooser)
        self.chooser_error.say(text)  # follows a language change
        self.profile_combo.setFocus()

    # ---- an answer the store could not save ------------------------------------------------

    def unsaved_text(self, error: StoreError) -> str:
        """What the trainee is told when an answer could not be saved (worded per kind; a
        time-out of a hung server is ``unreachable`` too, so it reads the same)."""
        if error.code == "server_unreachable":  # a desk on the school server
            return self.tr("The school server cannot be reached: your answer was not saved "
                           "yet. It is sent again by itself when the server answers.")
        if error.kind == "unreachable":
            return self.tr("The database cannot be reached: your answer was not saved.")
        if error.kind == "refused":  # e.g. the user's right to the tables was taken away
            return self.tr("{0} Your answer was not saved.").format(server_problem_text(error))
        if error.kind == "replaced":  # a restore on another desk swapped the file
            return self.tr("{0} Your answer was not saved.").format(replaced_text())
        if error.kind == "locked":
            return self.tr("The database is busy (another program is writing to it): your "
                           "answer was not saved yet.")
        if error.kind == "unreadable":
            return self.tr("The database file cannot be written (no permission, or the disk "
                           "is full): your answer was not saved.")
        return self.tr("The database could not save your answer.")

    def _answer_unsaved(self, error: StoreError) -> None:
        """One message per failure, with Retry (the same answer again) or Finish; the
        session stays paused meanwhile, and nothing was counted."""
        box = self.unsaved_box
        if box is None:
            box = QMessageBox(self)
            box.setObjectName("answerUnsavedBox")
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowModality(Qt.WindowModality.WindowModal)
            retry = box.addButton(self.tr("&Retry"), QMessageBox.ButtonRole.AcceptRole)
            finish = box.addButton(self.tr("&Finish the session"),
                                   QMessageBox.ButtonRole.RejectRole)
            retry.setObjectName("retryButton")
            finish.setObjectName("finishButton")
            box.setDefaultButton(retry)
            box.setEscapeButton(finish)
            # On finished, not buttonClicked: the box is hidden by then, so a Retry that fails
            # again can open it anew.
            box.finished.connect(
                lambda _code: self._unsaved_answered(box.clickedButton() is retry))
            self.unsaved_box = box
        box.setWindowTitle(self.tr("Answer not saved"))
        box.setText(self.unsaved_text(error))
        box.setInformativeText(self.tr(
            "The session is paused and its clock stopped. Retry sends the same answer again; "
            "Finish ends the session (answers saved so far are kept)."))
        box.setDetailedText(str(error))
        if not box.isVisible():
            box.open()
        if error.kind == "unreachable":
            self.retry_when_back.arm(box)

    def _unsaved_answered(self, retry: bool) -> None:
        if retry:
            self.presenter.retry_unsaved()  # a new failure opens the message again
        else:
            self.finish_early()
        if self.presenter.reviewing:
            self.next_button.setFocus()
        elif self.presenter.session is not None and not self.presenter.paused and self.panel:
            self.panel.focus_answer()

    # ---- screen protocol --------------------------------------------------------------------

    def enter(self) -> None:
        """Coming to Practice: a running session goes on; otherwise the drill chooser, with
        the keyboard in the drill list (a finished session's summary is not shown again)."""
        if self.stack.currentWidget() is self.summary_page:
            self.stack.setCurrentWidget(self.chooser)
        if self.stack.currentWidget() is self.chooser:
            self.load_profiles()
            self._kind_changed()
            self.kind_list.setFocus()

    def leave(self) -> None:
        """Leaving the screen ends the session; every answer is already stored."""
        if self.presenter.session is not None:
            self.presenter.stop()
            self.stack.setCurrentWidget(self.chooser)

    def preset(self, *, kind: DrillKind | str | None = None, level: Level | str = Level.ALL,
               start: bool = False, **_: Any) -> None:
        """Show the chooser with ``kind`` and ``level`` picked (a lesson's drill link);
        Enter then starts it, or ``start`` starts it at once (Today's due key: "Review due
        items"). A running session ends first (its answers are stored). Without a kind
        nothing is picked."""
        if kind is None:
            return
        kind, level = DrillKind(kind), Level(level)
        self.leave()
        self.stack.setCurrentWidget(self.chooser)
        self.kind_list.setCurrentRow(drill_kinds().index(kind))
        self.level_combo.setCurrentIndex(max(self.level_combo.findData(level), 0))
        self.kind_list.setFocus()
        if start:
            self._start(level)

    def session_title(self, kind: DrillKind, level: Level) -> str:
        """The drill's name; a due-review session says so (its deals are not a fair sample)."""
        if self.session_mixed:
            return self.tr("All drills — due reviews")
        if level is Level.WEAK:
            return self.tr("{0} — due reviews").format(self.kind_name(kind))
        return self.kind_name(kind)

    def _summary_title(self) -> str:
        if self.session_level is Level.WEAK:
            return self.tr("Session summary — due reviews")
        return self.tr("Session summary")

    def kind_name(self, kind: DrillKind) -> str:
        return drill_kind_label(kind.value)

    def retranslate(self) -> None:
        self.chooser_title.setText(self.tr("Practice"))
        for row in range(self.kind_list.count()):
            item = self.kind_list.item(row)
            kind = item.data(Qt.ItemDataRole.UserRole)
            name = self.kind_name(kind) if isinstance(kind, DrillKind) else self.tr(
                "All drills: due reviews")
            item.setText(f"{row + 1}.  {name}")
        for label, text in zip(self.form_labels, (
                self.tr("Le&vel"), self.tr("&Deals"), self.tr("Or &minutes (0 = off)"),
                self.tr("&Timed"), self.tr("&Seconds per answer")), strict=True):
            label.setText(text)
        self.start_button.setText(self.tr("Start  [Enter]"))
        self.weak_button.setText(self.tr("Revie&w due items"))
        self.profile_label.setText(self.tr("Table &profile"))
        self.profile_combo.setItemText(0, self.tr("Any table (a different one each deal)"))
        for index in range(1, self.profile_combo.count()):
            rules = self.profiles.get(str(self.profile_combo.itemData(index)))
            if rules is not None:
                self.profile_combo.setItemText(index, self._profile_text(rules))
        self.chips_label.setText(self.tr("Chip &breakdown"))
        self.chips_row.setText(self.tr("Also ask the fewest chips for each payout"))
        self.pause_label.setText(self.tr("After a right &answer"))
        self.pause_row.setText(self.tr("Pause to review it too (wrong answers always pause)"))
        self.next_button.setText(self.tr("Next  [Enter]"))
        self.previous_caption.setText(self.tr("About the previous hand:"))
        self.stop_button.setText(self.tr("Finish  [Ctrl+E]"))
        self.stop_button.setShortcut("Ctrl+E")
        self.summary_title.setText(self._summary_title())
        self.again_button.setText(self.tr("&Again"))
        self.review_button.setText(self.tr("&Review due items"))
        self.back_button.setText(self.tr("&Back to drills"))
        self._word_chooser()  # from the facts last read: wording asks the store nothing
        # What is on show now is worded again: the drill's title, progress, feedback, summary.
        current = self.presenter.current
        if self.panel is not None and self.session_mixed and current is not None:
            self.drill_title.setText(self.tr("All drills — due reviews: {0}").format(
                self.kind_name(current.kind)))
        elif self.panel is not None:
            self.drill_title.setText(self.session_title(self.selected_kind(),
                                                        self.session_level))
            self._update_progress()
        if self.last_grade is not None:
            self.feedback.setText(self.words.feedback(self.last_grade))
        if self.last_summary is not None and self.stack.currentWidget() is self.summary_page:
            self._show_summary(self.last_summary)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # Rewording every label takes a moment the trainee cannot answer in.
            self.presenter.hold("language")
            try:
                self.retranslate()
            finally:
                self.presenter.release("language")
        super().changeEvent(event)

    # ---- the clock stops while the trainee cannot answer -------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.holds.watch(self.window())

    # ---- Screen protocol (ui/screen.py) ------------------------------------------------------

    def title(self) -> str:
        """The screen's name in the Go menu and on its home tile."""
        return practice_words.title()

    def shortcut(self) -> str:
        return practice_words.SHORTCUT


def main() -> int:
    """Open the Practice screen on its own, on a throwaway database."""
    import sys

    from PySide6.QtWidgets import QApplication

    from ui.preview import preview_store, run_preview

    app = QApplication(sys.argv)
    preview = preview_store()
    screen = PracticeScreen(preview.store, preview.trainee)
    screen.resize(1200, 800)
    screen.show()
    screen.enter()
    return run_preview(app, screen, preview.store)

if __name__ == "__main__":
    raise SystemExit(main())
