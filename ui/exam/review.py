"""The instructor's review of one sitting: every question as it was shown, the trainee's
answer beside the right one, the stored result and whether its seals hold.

:class:`ReviewView` shows a :class:`~trainer.exams.review.SittingReview` (built by the store
from the sealed rows). Each question is drawn again on the Practice answer panel of its kind
(cards by :mod:`ui.widgets.card`), disabled, so it looks exactly as the trainee saw it.
"""

from __future__ import annotations

import html
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.explain import answer_phrases, explanation
from trainer.errors import ExamError
from trainer.exams.history import HistoryEvent, HistoryKind
from trainer.exams.records import SealStatus
from trainer.exams.review import (
    OVERALL,
    ReviewItem,
    SealProblem,
    SittingReview,
    TableStepReview,
)
from trainer.exams.scoring import ExamStatus
from trainer.exams.sitting_secret import seed_label
from trainer.exams.table_game import SAMKONG
from ui import palette
from ui.exam.words import ExamWords
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.looks import set_look
from ui.widgets.message import MessageLabel
from ui.widgets.panels import AnswerPanel, PanelStack
from ui.widgets.retranslating import Retranslating
from ui.words import Words, moment_text

RED = palette.ERROR
GREEN = palette.DONE
VOID_COLOUR = palette.VOID
"""A voided sitting's line: not a pass's green nor a fail's red (it has no result)."""


def macau_time(value: object, with_seconds: bool = False) -> str:
    """An aware datetime as Macau wall time, written the user's way as Today and the Exam
    list write it (:func:`ui.words.moment_text`: "03/12/2026 09:00"); "–" for None."""
    if not isinstance(value, datetime):
        return "–"
    return moment_text(value, with_seconds)


def _show_only_the_table(panel: AnswerPanel) -> None:
    """A practice panel as a picture of the question: the felt and the prompt as the trainee
    saw them, without the answer controls (nothing here can be answered)."""
    pending: list[QLayout] = [panel.controls]
    while pending:
        layout = pending.pop()
        for index in range(layout.count()):
            entry = layout.itemAt(index)
            if entry is None:
                continue
            widget, inner = entry.widget(), entry.layout()
            if widget is not None:
                widget.setVisible(False)
            elif inner is not None:
                pending.append(inner)
    panel.field_error.setVisible(False)
    panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class ReviewView(Retranslating, QWidget):
    """One sitting, question by question, for an instructor."""

    sig_back_requested = Signal()
    """The instructor wants to go back to the results table."""
    sig_retake_requested = Signal(object)
    """Grant a retake for this sitting's trainee and exam (argument: the SittingReview)."""
    sig_certificate_requested = Signal(object)
    """Save this sitting's certificate (argument: the SittingReview)."""
    sig_grants_requested = Signal(object)
    """Show (and revoke) the retake grants of this sitting's trainee and exam (argument: the
    SittingReview)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examReview")
        self.words = Words(parent=self)
        self.exam_words = ExamWords(self)
        self.table_words = TableWords(self)
        self.samkong_words = SamKongWords(self.table_words, self)
        """A Sam Kong section's steps in the Sam Kong Table's words."""
        self.review: SittingReview | None = None
        self.counts: bool | None = None
        """Whether the sitting shown counts under its exam's rule (None: not known here)."""
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.title.setWordWrap(True)  # a long exam name wraps rather than widen the window
        top.addWidget(self.title, 1)
        self.back_button = QPushButton()
        self.back_button.setObjectName("reviewBack")
        self.retake_button = QPushButton()
        self.retake_button.setObjectName("reviewRetake")
        self.certificate_button = QPushButton()
        self.certificate_button.setObjectName("reviewCertificate")
        self.grants_button = QPushButton()
        self.grants_button.setObjectName("reviewGrants")
        for button in (self.certificate_button, self.retake_button, self.back_button):
            top.addWidget(button)
        layout.addLayout(top)
        self.info = QLabel()
        self.info.setObjectName("reviewInfo")
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        self.history = QLabel()
        self.history.setObjectName("reviewHistory")
        self.history.setWordWrap(True)
        self.history.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.history)
        self.seal_banner = QLabel()
        self.seal_banner.setObjectName("sealBanner")
        self.seal_banner.setWordWrap(True)
        seal_row = QHBoxLayout()  # the grants (each with its seal) beside the sitting's seal
        seal_row.addWidget(self.seal_banner, 1)
        seal_row.addWidget(self.grants_button)
        layout.addLayout(seal_row)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.list = QListWidget()
        self.list.setObjectName("reviewList")
        self.list.setMinimumWidth(250)
        splitter.addWidget(self.list)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.item_title = QLabel()
        set_look(self.item_title, "subtitle")
        self.item_title.setWordWrap(True)  # a Table step's title names its section too
        right_layout.addWidget(self.item_title)
        self.panel_stack = PanelStack(self.words)
        self.panel_stack.sig_panel_made.connect(_show_only_the_table)
        right_layout.addWidget(self.panel_stack, 1)
        grid = QGridLayout()
        self.given_caption = QLabel()
        self.expected_caption = QLabel()
        for caption in (self.given_caption, self.expected_caption):
            set_look(caption, "heading")
        self.given = QLabel()
        self.given.setObjectName("reviewGiven")
        self.given.setWordWrap(True)
        self.expected = QLabel()
        self.expected.setObjectName("reviewExpected")
        self.expected.setWordWrap(True)
        grid.addWidget(self.given_caption, 0, 0)
        grid.addWidget(self.expected_caption, 0, 1)
        grid.addWidget(self.given, 1, 0)
        grid.addWidget(self.expected, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        right_layout.addLayout(grid)
        self.explain = QLabel()
        self.explain.setObjectName("reviewExplain")
        self.explain.setWordWrap(True)
        right_layout.addWidget(self.explain)
        self.item_facts = QLabel()
        self.item_facts.setObjectName("reviewFacts")
        self.item_facts.setWordWrap(True)
        right_layout.addWidget(self.item_facts)
        # A Table step has no question panel: its lines stay at the top, not spread out.
        right_layout.addStretch(0)
        # The question as drawn can be larger than the room left at 1024 × 700 (six Sam Kong
        # doors, a long explanation): it scrolls rather than grow the window.
        scroll = QScrollArea()
        scroll.setObjectName("reviewScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(right)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([270, 1000])
        layout.addWidget(splitter, 1)
        self.status = MessageLabel()
        self.status.setObjectName("reviewStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.list.currentRowChanged.connect(self._show_item)
        self.back_button.clicked.connect(self.sig_back_requested)
        self.retake_button.clicked.connect(lambda: self.sig_retake_requested.emit(self.review))
        self.grants_button.clicked.connect(lambda: self.sig_grants_requested.emit(self.review))
        self.certificate_button.clicked.connect(
            lambda: self.sig_certificate_requested.emit(self.review))
        self.retranslate()

    # ---- showing

    def show_review(self, review: SittingReview, counts: bool | None = None) -> None:
        """Show ``review``; ``counts`` False: it is not the sitting that counts under the
        exam's rule (the results list knows), so no certificate is offered for it."""
        self.review = review
        self.counts = counts
        self.status.clear()
        self._word_header()
        self._word_history()
        self.list.clear()
        for _item in (*review.items, *review.table_steps):  # the Table's steps after
            self.list.addItem(QListWidgetItem())
        self._word_list()
        self.certificate_button.setEnabled(self.certificate_allowed())
        self.retake_button.setEnabled(not review.sitting.attempt_given_back)
        self._word_retake()
        if counts is False and review.outcome is not None and review.outcome.passed:
            # Said at once, not after a file name was chosen and the store refused it.
            self.status.say(lambda: self.exam_words.exam_error(
                ExamError("not_counting", "not the sitting that counts")))
        if self.list.count():
            self.list.setCurrentRow(0)
        self.list.setFocus()

    def _word_retake(self) -> None:
        """Why no retake is offered for a void that gave the attempt back (the trainee has
        it again: a sealed retake was made with the void)."""
        given_back = self.review is not None and self.review.sitting.attempt_given_back
        self.retake_button.setToolTip(
            self.tr("The attempt was given back when this sitting was voided: the trainee "
                    "can sit this exam again without a retake.") if given_back else "")

    def certificate_allowed(self) -> bool:
        """A certificate is for a passed sitting whose seals hold."""
        review = self.review
        return (review is not None and review.outcome is not None and review.outcome.passed
                and review.seal.status is SealStatus.OK and self.counts is not False)

    def _word_header(self) -> None:
        review = self.review
        if review is None:
            return
        sitting = review.sitting
        w = self.exam_words
        self.title.setText(self.tr("{0} — {1}").format(
            f"{sitting.trainee_display_name} ({sitting.trainee_name})",
            w.versioned(sitting.exam_name, sitting.exam_version)))
        parts = [
            self.tr("Attempt {0}").format(sitting.attempt_no),
            self.tr("started {0}").format(macau_time(sitting.started_at)),
            self.tr("proctor {0}").format(
                sitting.proctor_display_name or sitting.proctor_name or "–"),
            w.status(sitting.status),
            self.tr("seed {0}").format(seed_label(sitting.seed)),
        ]
        if sitting.added_s:
            parts.append(self.tr("{0} min added by a proctor").format(sitting.added_s // 60))
        identity = review.identity
        if identity is not None and identity.renamed_since:
            # The names sealed with the result, when the account's differ now (point 8).
            parts.append(self.tr("certified as {0} ({1}), renamed since").format(
                html.escape(identity.display_name), html.escape(identity.name)))
        outcome = review.outcome
        if sitting.status is ExamStatus.VOIDED:
            # No verdict and no section's pass or fail: a void is no result (an
            # equipment fault's void must not lead with FAIL and the Table's reasons).
            self.info.setText(" · ".join(parts) + f"<br><b style='color:{VOID_COLOUR}'>"
                              f"{html.escape(w.void_line(sitting))}</b>")
        elif outcome is not None:
            parts.append(self.tr("score {0} of {1} ({2:.0f}%)").format(
                outcome.score, outcome.max_score, outcome.percent))
            sections = "; ".join(
                [f"{w.section(s.section, s.kind, s.level)}: {s.score}/{s.max_score} "
                 f"{w.passed(s.passed)}" for s in outcome.sections]
                + [f"{w.table_line(t)} {w.passed(t.passed)}" for t in outcome.tables])
            verdict = w.passed(outcome.passed)
            colour = GREEN if outcome.passed else RED
            self.info.setText(" · ".join(parts) + f"<br><b style='color:{colour}'>{verdict}"
                              f"</b> — {sections}")
        else:
            self.info.setText(" · ".join(parts))
        seal = review.seal
        if seal.status is SealStatus.TAMPERED:
            found = [self._finding(f.problem, f.index, f.section) for f in seal.findings]
            self.seal_banner.setText(
                "⚠ " + self.tr("TAMPERED: these records were changed after they were sealed. "
                               "Do not trust this result.") + "<br>" + "<br>".join(found))
            set_look(self.seal_banner, "tampered")
        elif seal.status is SealStatus.OK:
            self.seal_banner.setText("✓ " + self.tr("Seal verified: no record of this sitting "
                                                    "was changed."))
            set_look(self.seal_banner, "verified")
        else:
            self.seal_banner.setText(self.tr("Seal not checked: sign in again as an "
                                             "instructor to verify it."))
            set_look(self.seal_banner, "unchecked")

    def _word_history(self) -> None:
        """Where the sitting started, each interruption and resume, each time added and why:
        hidden for a sitting that ran on one desk with no time added."""
        review = self.review
        events = review.history if review is not None else ()
        if not any(e.kind is not HistoryKind.STARTED for e in events):
            self.history.clear()
            self.history.setVisible(False)
            return
        lines = [html.escape(self._history_line(e)) for e in events]
        self.history.setText(self.tr("History:") + "<br>" + "<br>".join(lines))
        self.history.setVisible(True)

    def _history_line(self, event: HistoryEvent) -> str:
        desk, by = event.desk or "–", event.by or "–"
        if event.kind is HistoryKind.STARTED:
            return self.tr("Started {0} on desk {1} (proctor {2})").format(
                macau_time(event.at, True), desk, by)
        if event.kind is HistoryKind.RESUMED:
            count = self.review.sitting.question_count if self.review is not None else 0
            steps = max(0, event.stored_before - count)  # Table steps are stored after
            last = macau_time(event.last_before, True)
            if event.last_before is None:
                interrupted = self.tr("Interrupted before the first answer was stored")
            elif steps:
                interrupted = self.tr("Interrupted at the table after all {0} questions and "
                                      "%n Table step(s) (the last stored {1})", "",
                                      steps).format(count, last)
            else:
                interrupted = self.tr("Interrupted after %n of {0} question(s) were answered "
                                      "(the last stored {1})", "",
                                      event.stored_before).format(count, last)
            return self.tr("{0}; resumed {1} on desk {2} by {3}").format(
                interrupted, macau_time(event.at, True), desk, by)
        minutes = self.tr("%n min added {0} by {1}", "", event.seconds // 60).format(
            macau_time(event.at, True), by)
        if not event.reason:
            return self.tr("{0} (no reason stored)").format(minutes)
        return self.tr("{0}: {1}").format(minutes, event.reason)

    def _finding(self, problem: SealProblem, index: int | None, section: str | None) -> str:
        where_q = str(index + 1) if index is not None else "?"
        if section == OVERALL:
            where_s = self.tr("the overall result")
        elif section is not None and section.startswith("section:"):
            where_s = self.tr("the result of section {0}").format(int(section[8:]) + 1)
        else:
            where_s = section or "?"
        return {
            SealProblem.SITTING: self.tr("The sitting's terms (seed, deadline, exam) were "
                                         "changed."),
            SealProblem.PROGRESS: self.tr("The record of which question was on screen was "
                                          "changed."),
            SealProblem.ANSWER: self.tr("The answer to question {0} was changed.").format(
                where_q),
            SealProblem.ANSWER_MISSING: self.tr("The answer to question {0} was deleted."
                                                ).format(where_q),
            SealProblem.ANSWER_ADDED: self.tr("An answer to question {0} was added.").format(
                where_q),
            SealProblem.RESULT: self.tr("{0} was changed.").format(where_s),
            SealProblem.RESULT_MISSING: self.tr("{0} was deleted.").format(where_s),
            SealProblem.RESULT_ADDED: self.tr("{0} was added.").format(where_s),
            SealProblem.SITTING_MISSING: self.tr("A sitting of this trainee before this one "
                                                 "was deleted."),
            SealProblem.RETAKE: self.tr("A retake grant of this trainee for this exam was "
                                        "changed, or added without a seal."),
            SealProblem.CONTROL: self.tr("A proctor's added time or void of this sitting was "
                                         "changed, or its status was set to voided by hand."),
        }[problem]

    def _word_list(self) -> None:
        review = self.review
        if review is None:
            return
        voided = review.sitting.status is ExamStatus.VOIDED
        for row, item in enumerate(review.items):
            entry = self.list.item(row)
            if entry is None:
                continue
            # A question a voided sitting never reached was not got wrong: nothing is graded.
            mark = "–" if voided and not item.answered else "✓" if item.correct else "✗"
            kind = self.exam_words.kind(item.question.question.kind)
            text = f"{item.question.index + 1}. {mark} {kind}"
            if item.seal is SealStatus.TAMPERED:
                text += "  ⚠ " + self.tr("altered")
                entry.setForeground(QColor(RED))
            elif not item.answered:
                text += "  " + self.tr("(not reached)")
            entry.setText(text)
        first = len(review.items)
        for n, step in enumerate(review.table_steps):
            entry = self.list.item(first + n)
            if entry is None:
                continue
            mark = "✓" if step.correct else "✗"
            samkong = self._samkong(step.table)  # a Sam Kong table deals rounds, not coups
            line = (self.tr("Table {0}, round {1}, step {2}: {3} {4}") if samkong
                    else self.tr("Table {0}, coup {1}, step {2}: {3} {4}"))
            text = line.format(
                step.table + 1, "?" if step.coup is None else step.coup, step.number, mark,
                self.samkong_words.step_name(step.kind) if samkong
                else self.table_words.kind(step.kind))
            if step.seal is SealStatus.TAMPERED:
                text += "  ⚠ " + self.tr("altered")
                entry.setForeground(QColor(RED))
            elif step.step is not None and step.step.retry:
                text += "  " + self.tr("(a retry: not counted)")
            entry.setText(text)

    def _samkong(self, table: int) -> bool:
        """Whether Table section ``table`` of the sitting shown deals Sam Kong."""
        tables = () if self.review is None else self.review.blueprint.tables
        return 0 <= table < len(tables) and tables[table].game == SAMKONG

    def _show_item(self, row: int) -> None:
        review = self.review
        if review is None or not 0 <= row < len(review.items) + len(review.table_steps):
            return
        if row >= len(review.items):
            self.panel_stack.setVisible(False)  # the table's step has no question panel
            self._word_step(review.table_steps[row - len(review.items)])
            return
        self.panel_stack.setVisible(True)
        item = review.items[row]
        panel = self.panel_stack.show_kind(item.question.question.kind)
        panel.show_question(item.question.question)
        self._word_item(item)

    def _word_step(self, item: TableStepReview) -> None:
        """A Table step: what the trainee did beside what the table expected, in the Table
        screen's words."""
        review = self.review
        if review is None:
            return
        words, step = self.table_words, item.step
        verdict = self.tr("right") if item.correct else self.tr("wrong")
        spec = (review.blueprint.tables[item.table]
                if 0 <= item.table < len(review.blueprint.tables) else None)
        profile, game = ("", "baccarat") if spec is None else (spec.profile.name, spec.game)
        title = (self.tr("Table step {0} · {1} · round {2} · {3}") if game == SAMKONG
                 else self.tr("Table step {0} · {1} · coup {2} · {3}"))
        self.item_title.setText(title.format(
            item.number, self.exam_words.table_section(item.section, profile, game),
            "?" if item.coup is None else item.coup, verdict))
        set_look(self.item_title, "subtitle-right" if item.correct else "subtitle-wrong")
        if step is None:
            self.given.setText(self.tr("cannot be read again from the record"))
            self.expected.setText(words.code(item.expected))
            self.explain.setText("")
        elif game == SAMKONG:  # the Sam Kong Table's words, its facts in the wrong step's
            sk = self.samkong_words
            name = sk.step_name(step.kind)
            about = "" if item.action is None else sk.about(item.action)
            if about:  # which door, bet or box: the review names what the step was about
                name = self.tr("{step} ({about})").format(step=name, about=about)
            self.given.setText(self.tr("{0}: {1}").format(name, sk.code(step, step.given)))
            self.expected.setText(self.tr("{0}: {1}").format(name, sk.code(step, item.expected)))
            self.explain.setText("" if item.correct else sk.feedback(step))
        else:
            name = words.step_name(step.cell)
            self.given.setText(self.tr("{0}: {1}").format(
                name, words.step_answer(step, step.given)))
            self.expected.setText(self.tr("{0}: {1}").format(
                name, words.step_answer(step, item.expected)))
            facts = "" if item.correct else words.facts(step)
            self.explain.setText(self.tr("By the rules: {0}").format(facts) if facts else "")
        notes = [self.tr("answered {0} ({1:.1f} s)").format(
            macau_time(item.answered_at, True), item.ms_taken / 1000)]
        if item.seal is SealStatus.TAMPERED:
            altered = self.tr("this answer's record was altered after it was sealed")
            notes.append(f"<b style='color:{RED}'>⚠ {altered}</b>")
        self.item_facts.setText(" · ".join(notes))

    def _word_item(self, item: ReviewItem) -> None:
        review = self.review
        if review is None:
            return
        spec = review.blueprint.sections[item.question.section]
        verdict = self.tr("right") if item.correct else self.tr("wrong")
        look = "subtitle-right" if item.correct else "subtitle-wrong"
        if review.sitting.status is ExamStatus.VOIDED and not item.answered:
            verdict, look = self.tr("not reached"), "subtitle-void"  # voided: nothing graded
        self.item_title.setText(self.tr("Question {0} · {1} · {2}").format(
            item.question.index + 1,
            self.exam_words.section(item.question.section, spec.kind, spec.level), verdict))
        set_look(self.item_title, look)
        if item.answered:
            given = (self.words.answer(answer_phrases(item.answer))
                     if item.answer is not None else self.tr("no answer (time ran out)"))
        else:
            given = self.tr("not reached")
        self.given.setText(given)
        self.expected.setText(self.words.answer(answer_phrases(item.expected)))
        self.explain.setText(self.tr("By the rules: {0}").format(
            self.words.explain(explanation(item.grade)))
                             if item.answered else "")
        facts = []
        if item.ms_taken is not None:
            facts.append(self.tr("shown {0}, answered {1} ({2:.1f} s)").format(
                macau_time(item.shown_at, True), macau_time(item.answered_at, True),
                item.ms_taken / 1000))
        if item.timed_out:
            facts.append(self.tr("over the time limit: counted wrong"))
        if item.seal is SealStatus.TAMPERED:
            altered = self.tr("this answer's record was altered after it was sealed")
            facts.append(f"<b style='color:{RED}'>⚠ {altered}</b>")
        if not item.reproduced:
            facts.append(self.tr("the seed gives a different question in this version of the "
                                 "app; the question shown here is the one sealed at the time"))
        self.item_facts.setText(" · ".join(facts))

    # ---- words

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("&Back to results"))
        self.retake_button.setText(self.tr("Grant a re&take…"))
        self.grants_button.setText(self.tr("Retake grant&s…"))
        self._word_retake()
        self.certificate_button.setText(self.tr("Save &certificate (PDF)…"))
        self.given_caption.setText(self.tr("Trainee answered"))
        self.expected_caption.setText(self.tr("Right answer"))
        self._word_header()
        self._word_history()
        self._word_list()
        row = self.list.currentRow()
        if self.review is not None and 0 <= row < len(self.review.items):
            self._word_item(self.review.items[row])
        elif self.review is not None and 0 <= row - len(self.review.items) < len(
                self.review.table_steps):
            self._word_step(self.review.table_steps[row - len(self.review.items)])
