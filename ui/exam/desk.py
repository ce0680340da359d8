"""The trainee's side of the Exam screen (:class:`TraineeDesk`): the exams offered, a
proctored sitting started or resumed with the proctor's password, the sitting itself and its
result; and the page a trainee sees while her sitting runs on another desk, which follows that
sitting live (:data:`DESK_AREAS`). :mod:`ui.exam.view` puts it on the Exam screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import ExamError
from trainer.exams.blueprint import OnInterrupt
from trainer.exams.records import AssignedExam, SittingInfo
from trainer.exams.session import ExamSession, TraineeResult
from trainer.exams.table_game import SAMKONG
from trainer.store import DeskStore
from ui.exam import words as exam_words
from ui.exam.approval import ApprovalDialog
from ui.exam.blueprints import CredentialsDialog
from ui.exam.presenter import DeskPresenter
from ui.exam.sitting import ResultView, SittingPresenter, SittingView
from ui.exam.words import format_clock
from ui.widgets.fitting import RoomyItemDelegate
from ui.widgets.live import LiveUpdates
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import Worded
from ui.words import Words, moment_text

DESK_AREAS = frozenset({"sittings", "exams", "roster"})
"""What the trainee's desk shows: the running sitting (any desk's), the exams offered, and
the roster (the trainee's cohort decides those exams; an account deactivated sits none). A
write there is any trainee's: the desk reads again only when its own stamp moved
(:meth:`DeskPresenter.check`)."""


class TraineeDesk(Retranslating, QWidget):
    """The trainee's side: exams to sit, the proctor's start, the sitting, the result."""

    sig_lock_requested = Signal(bool)
    """Show only this screen (True: a sitting runs or waits to resume) or free the window."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor
        self.presenter = DeskPresenter(store, actor, self)
        self.sitting: SittingPresenter | None = None
        self.proctor_dialog: CredentialsDialog | ApprovalDialog | None = None
        self.close_box: QMessageBox | None = None
        self.exams: list[AssignedExam] = []
        self.running: SittingInfo | None = None
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self._build_list()
        self._build_resume()
        self.sitting_view = SittingView()
        self.stack.addWidget(self.sitting_view)
        self.result_view = ResultView()
        self.stack.addWidget(self.result_view)
        self.result_view.done_button.clicked.connect(self._done)
        p = self.presenter
        p.sig_exams_loaded.connect(self._show_exams)
        p.sig_sitting_ready.connect(self._sitting_ready)
        p.sig_proctor_refused.connect(self._proctor_refused)
        p.sig_load_failed.connect(self._show_list_error)
        p.sig_account_refused.connect(self._account_refused)
        p.sig_changed_elsewhere.connect(self._live_load_again)
        self._no_exam_text = ""
        """The "no exam" line as last worded, so a language change words it again."""
        self._ended_said = False
        """The list's line says that the sitting on the resume page has ended."""
        self.live: LiveUpdates | None = None
        self._live_load = False
        """The load under way was asked by live updates, not by opening the screen."""
        self._live_missed = False
        """A live reload was held back while the proctor's dialog was open: it runs when the
        dialog closes without a sitting (a void racing a resume)."""
        self.retranslate()

    # ---- pages

    def _build_list(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.list_title = QLabel()
        self.list_title.setObjectName("pageTitle")
        self.list_intro = QLabel()
        self.list_intro.setWordWrap(True)
        self.exam_list = QListWidget()
        self.exam_list.setObjectName("assignedExams")
        self.exam_list.setWordWrap(True)
        self.exam_list.setItemDelegate(RoomyItemDelegate(self.exam_list))
        self.exam_list.setMaximumHeight(320)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startExam")
        self.start_button.setDefault(True)
        self.list_status = MessageLabel()
        self.list_status.setObjectName("errorLabel")
        self.list_status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addStretch(1)
        layout.addWidget(self.list_title)
        layout.addWidget(self.list_intro)
        layout.addWidget(self.exam_list, 1)
        layout.addLayout(row)
        layout.addWidget(self.list_status)
        layout.addStretch(1)
        self.start_button.clicked.connect(self.ask_start)
        self.exam_list.itemActivated.connect(lambda _item: self.ask_start())
        self.stack.addWidget(page)
        self.list_page = page

    def _build_resume(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.resume_title = QLabel()
        self.resume_title.setObjectName("pageTitle")
        self.resume_text = QLabel()
        self.resume_text.setObjectName("resumeText")
        self.resume_text.setWordWrap(True)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resumeExam")
        self.resume_button.setDefault(True)
        row = QHBoxLayout()
        row.addWidget(self.resume_button)
        row.addStretch(1)
        layout.addWidget(self.resume_title)
        layout.addWidget(self.resume_text)
        layout.addLayout(row)
        layout.addStretch(1)
        self.resume_button.clicked.connect(self.ask_resume)
        self.stack.addWidget(page)
        self.resume_page = page

    # ---- life

    def enter(self) -> None:
        self.go_live()
        if self.sitting is None or self.sitting.ended:
            self.presenter.load()

    def go_live(self, live: LiveUpdates | None = None) -> LiveUpdates:
        """Read the exams and the running sitting again when another desk changes them
        (once; ``live``: the window's, by default): the page of a sitting running on another
        desk turns into the list (or the resume page) by itself when that sitting ends, is
        voided or is freed there; the list follows a proctor's void, an exam assigned or
        withdrawn, and a move to another cohort. Another trainee's answers cost a look at
        this trainee's stamp (at most one a poll, none while a read runs), not a reload."""
        if self.live is None:
            self.live = live or LiveUpdates.of(self, self.store)
            runner = self.presenter.runner
            self.live.watch(DESK_AREAS, self._live_reload, self, busy=lambda: runner.busy)
        return self.live

    def _live_reload(self) -> None:
        """Not while a sitting (or its result) is on this desk, nor while a proctor types
        their password: those pages change only by what is done here. Else look whether the
        change concerns this trainee (:meth:`DeskPresenter.check`)."""
        if self._live_held():
            return
        self.presenter.check()

    def _live_load_again(self) -> None:
        """The check found this trainee's exams or sittings changed: read them again."""
        if self._live_held():
            return
        self._live_load = True
        self.presenter.load()

    def _live_held(self) -> bool:
        if self.sitting is not None:
            return True
        if self.proctor_dialog is not None and self.proctor_dialog.isVisible():
            self._live_missed = True
            return True
        self._live_missed = False
        return False

    def leave(self) -> None:
        """The window closes or the user signs out: stop the clocks here. A running sitting
        stays running in the store (its deadline holds) and resumes at the next sign-in."""
        if self.sitting is not None:
            self.sitting.pause()

    @property
    def sitting_running(self) -> bool:
        """A sitting is on screen, or one waits to be resumed."""
        if self.sitting is not None and not self.sitting.ended:
            return True
        held_elsewhere = self.running is not None and self.running.held_by is not None
        return self.stack.currentWidget() is self.resume_page and not held_elsewhere

    def confirm_close(self) -> bool:
        """Asked by the main window before it closes during a sitting."""
        if not self.sitting_running:
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Exam in progress"),
                          self.tr("An exam sitting is running."), parent=self)
        box.setObjectName("closeDuringExam")
        box.setInformativeText(self.tr(
            "If you close Dealer Trainer now, the sitting stays open on the school server and "
            "its clock keeps running. When you sign in again, the proctor approves it on "
            "their own desk and the same questions go on with the time that is left (or the "
            "sitting is closed as incomplete, if this exam says so). No new questions are "
            "ever drawn.\n\nClose anyway?") if self.presenter.remote else self.tr(
            "If you close Dealer Trainer now, the sitting stays open and its clock keeps "
            "running. When you sign in again, the proctor enters their password and the same "
            "questions go on with the time that is left (or the sitting is closed as "
            "incomplete, if this exam says so). No new questions are ever drawn.\n\n"
            "Close anyway?"))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.close_box = box
        return box.exec() == QMessageBox.StandardButton.Yes

    # ---- presenter -> view

    def _show_exams(self, exams: list[AssignedExam], running: SittingInfo | None) -> None:
        live, self._live_load = self._live_load, False
        if live and self.sitting is not None:
            return  # a sitting started here while the read was under way: it is shown
        shown = self.stack.currentWidget()
        chosen = self.exam_list.currentItem()
        chosen_id = None if chosen is None else chosen.data(Qt.ItemDataRole.UserRole)
        self.exams = list(exams)
        ended_elsewhere = (self.running if running is None and shown is self.resume_page
                           else None)
        self.running = running
        if running is not None:
            self._word_resume()
            self.stack.setCurrentWidget(self.resume_page)
            # Running on another desk: nothing runs here, so the window stays free (sign-out,
            # other screens); the proctor may still continue here once that desk is quiet.
            self.sig_lock_requested.emit(running.held_by is None)
            self.resume_button.setFocus()
            return
        self.exam_list.clear()
        for assigned in self.exams:
            item = QListWidgetItem(self._exam_text(assigned))
            item.setData(Qt.ItemDataRole.UserRole, assigned.exam.id)
            self.exam_list.addItem(item)
        self.start_button.setEnabled(bool(self.exams))
        if ended_elsewhere is not None:
            self._show_ended_elsewhere(ended_elsewhere.exam_name, ended_elsewhere.held_by or "")
        elif live and shown is self.list_page and self._ended_said:
            pass  # another desk's write: the trainee has not read it yet
        elif self.exams:
            self._ended_said = False
            self.list_status.setText("")
        else:
            self._show_no_exam()
        self.stack.setCurrentWidget(self.list_page)
        if shown is self.resume_page:  # the sitting waiting here ended elsewhere (voided)
            self.sig_lock_requested.emit(False)
        if live and shown is self.list_page:  # read again under the trainee's eyes: keep
            ids = [a.exam.id for a in self.exams]  # their choice and their focus
            if chosen_id in ids:
                self.exam_list.setCurrentRow(ids.index(chosen_id))
                return
        if self.exams:
            # The first exam that can start now is chosen (not one that closed or is not open
            # yet, which the list still shows with its times).
            now = self.store.now()
            open_now = [n for n, a in enumerate(self.exams) if a.exam.window.refusal(now) is None]
            self.exam_list.setCurrentRow(open_now[0] if open_now else 0)
            if not (live and shown is self.list_page):
                self.exam_list.setFocus()

    def _show_no_exam(self) -> None:
        """No exam open is a fact, not a fault: said in the neutral colour, not error red."""
        self._ended_said = False
        self._no_exam_text = self.tr(
            "No exam is open to you now. Your instructor assigns exams to your cohort.")
        self._set_list_status(self._no_exam_text, "noticeLabel")

    def _show_ended_elsewhere(self, exam_name: str, desk: str) -> None:
        """The sitting the page said was running on another desk (``desk``), or waiting
        here to be resumed (``desk`` ""), has ended (handed in there, voided or closed by a
        proctor): said, not left to a page that just changed."""
        exams = bool(self.exams)

        def wording() -> str:
            text = (self.tr("Your sitting of “{0}” on the desk {1} has ended. Your instructor "
                            "sees its result, or why it was voided.").format(exam_name, desk)
                    if desk else
                    self.tr("Your sitting of “{0}” has ended. Your instructor sees its "
                            "result, or why it was voided.").format(exam_name))
            if not exams:
                text += "\n" + self.tr(
                    "No exam is open to you now. Your instructor assigns exams to your cohort.")
            return text

        self._set_list_status("", "noticeLabel")
        self.list_status.say(wording)
        self._ended_said = True

    def _account_refused(self, message: str) -> None:
        """The account was deactivated (or its role changed) on another desk: no exam is
        offered any more, and the list says why (in the user's language, a :class:`Worded`)."""
        self._live_load = False
        if self.sitting is not None:
            return  # the sitting on screen meets the refusal at its next write
        shown = self.stack.currentWidget()
        self.exams = []
        self.running = None
        self.exam_list.clear()
        self.start_button.setEnabled(False)
        self.stack.setCurrentWidget(self.list_page)
        if shown is self.resume_page:
            self.sig_lock_requested.emit(False)
        self._show_list_error(message)

    def _show_list_error(self, message: str) -> None:
        self._ended_said = False
        self._set_list_status(message, "errorLabel")

    def _set_list_status(self, text: str, name: str) -> None:
        self.list_status.setObjectName(name)
        self.list_status.style().unpolish(self.list_status)
        self.list_status.style().polish(self.list_status)
        self.list_status.say(text)  # a Worded load refusal follows a language change

    def _exam_text(self, assigned: AssignedExam) -> str:
        b = assigned.exam.blueprint
        limit = (self.tr(", {0} s per question").format(b.question_limit_s)
                 if b.question_limit_s else "")
        # What is examined: the drill questions, and each Table section by its table and
        # coups (a Table-only exam read "0 questions").
        parts = [self.tr("%n question(s)", "", b.total_questions)] if b.sections else []
        parts += [(self.tr("Sam Kong Table “{0}”: %n round(s)", "an exam's Table section",
                           t.coups) if t.game == SAMKONG
                   else self.tr("Table “{0}”: %n coup(s)", "an exam's Table section", t.coups))
                  .format(Words().table_name(t.profile.name)) for t in b.tables]
        text = self.tr("{0} — {1} in {2}{3} · pass mark {4}% · attempts left {5} of {6}",
                       "the exam list: {1} is what the exam asks").format(
            b.name, self.tr(", ", "between the parts of an exam").join(parts),
            format_clock(b.time_limit_s), limit, b.pass_mark, assigned.attempts_left,
            assigned.attempts_allowed)
        window = assigned.exam.window
        refusal = window.refusal(self.store.now())
        closed = refusal is not None and refusal[0] == "closed"
        said = exam_words.ExamWords().window(window.opens_at, window.closes_at, closed)
        return f"{text}\n{said}" if said else text

    def _word_resume(self) -> None:
        running = self.running
        if running is None:
            return
        if running.held_by is not None:
            self.resume_title.setText(
                self.tr("Exam running on another desk: {0}").format(running.exam_name))
            if running.table_steps:  # the questions are done: say where the Table stands
                text = self.tr(
                    "Your sitting is running on the desk {0} now: all {2} questions are "
                    "answered and %n step(s) were taken at the table; its time runs out at {3} "
                    "(Macau time).\n\nA sitting runs on one desk at a time: go on at {0}. If "
                    "that desk has stopped, a proctor can continue the sitting here once it "
                    "has been quiet for two minutes.", "", running.table_steps)
            else:
                text = self.tr(
                    "Your sitting is running on the desk {0} now: {1} of {2} questions "
                    "answered; its time runs out at {3} (Macau time).\n\nA sitting runs on "
                    "one desk at a time: go on at {0}. If that desk has stopped, a proctor can "
                    "continue the sitting here once it has been quiet for two minutes.")
            self.resume_text.setText(text.format(
                running.held_by, running.questions_answered, running.question_count,
                moment_text(running.effective_deadline, True)))
            self.resume_button.setText(self.tr("Proctor: continue the sitting here…"))
            return
        self.resume_title.setText(self.tr("Exam interrupted: {0}").format(running.exam_name))
        remote = self.presenter.remote  # the proctor approves on their own desk
        if running.on_interrupt is OnInterrupt.INCOMPLETE and remote:
            text = self.tr(
                "Your sitting was interrupted after {0} of {1} questions. This exam does not "
                "allow resuming: when the proctor approves it on their own desk, the sitting "
                "is closed as incomplete, which counts as not passed. Your instructor can "
                "grant a retake.")
        elif running.on_interrupt is OnInterrupt.INCOMPLETE:
            text = self.tr(
                "Your sitting was interrupted after {0} of {1} questions. This exam does not "
                "allow resuming: when the proctor enters their name and password, the sitting "
                "is closed as incomplete, which counts as not passed. Your instructor can grant "
                "a retake.")
        elif running.on_interrupt is OnInterrupt.RESUME and not remote:
            text = self.tr(
                "Your sitting was interrupted after {0} of {1} questions. It is still open and "
                "its clock kept running: the time runs out at {2} (Macau time).\n\nAsk the "
                "proctor to enter their name and password. The same questions go on with the "
                "time that is left.")
        elif remote and running.on_interrupt is OnInterrupt.RESUME:
            text = self.tr(
                "Your sitting was interrupted after {0} of {1} questions. It is still open and "
                "its clock kept running: the time runs out at {2} (Macau time).\n\nPress the "
                "button below: the proctor approves it on their own desk, no password is "
                "typed here. The same questions go on with the time that is left.")
        elif remote:
            text = self.tr(
                "Your sitting was interrupted after {0} of {1} questions. It is still open and "
                "its clock kept running: the time runs out at {2} (Macau time).\n\nPress the "
                "button below: the proctor approves it on their own desk, no password is "
                "typed here. The same questions go on with the time that is left; if this "
                "exam does not allow resuming, it is closed as incomplete.")
        else:
            text = self.tr(
                "Your sitting was interrupted after {0} of {1} questions. It is still open and "
                "its clock kept running: the time runs out at {2} (Macau time).\n\nAsk the "
                "proctor to enter their name and password. The same questions go on with the "
                "time that is left; if this exam does not allow resuming, it is closed as "
                "incomplete.")
        text = text.format(running.questions_answered, running.question_count,
                           moment_text(running.effective_deadline, True))
        if running.table_steps:
            text += "\n\n" + self._table_goes_on(running)
        self.resume_text.setText(text)
        self.resume_button.setText(self.tr("Proctor: continue the sitting…"))

    def _table_goes_on(self, running: SittingInfo) -> str:
        """Where the table goes on: at a Sam Kong table, the same round (derived from the
        sitting's blueprint, whose sections name their game)."""
        if running.table_game == SAMKONG:
            return self.tr("At the table, %n step(s) were taken: the table goes on at the "
                           "same round and step.", "", running.table_steps)
        if running.table_game is None:  # both games' sections: a coup or a round
            return self.tr("At the table, %n step(s) were taken: the table goes on at the "
                           "same coup (or round) and step.", "", running.table_steps)
        return self.tr("At the table, %n step(s) were taken: the table goes on at "
                       "the same coup and step.", "", running.table_steps)

    # ---- the proctor

    def ask_start(self) -> None:
        item = self.exam_list.currentItem()
        if item is None:
            return
        exam_id = int(item.data(Qt.ItemDataRole.UserRole))
        chosen = next((a.exam for a in self.exams if a.exam.id == exam_id), None)
        name = chosen.name if chosen is not None else ""
        refusal = chosen.window.refusal(self.store.now()) if chosen is not None else None
        if refusal is not None:  # said now, not after the proctor has typed their password
            reason, when = refusal
            self._show_list_error(Worded(exam_words.ExamWords().exam_error,
                                         ExamError(reason, reason, when=when)))
            return
        display_name = self.actor.display_name
        if self.presenter.remote:  # the proctor approves on their own desk
            self._wait_for_proctor(lambda: self.tr("Start the exam: proctor"), exam_id)
            return
        self._open_proctor(
            lambda: self.tr("Start the exam: proctor"),
            lambda: self.tr("Proctor: enter your sign-in name and password to start “{0}” "
                            "for {1}. The clock starts at once.").format(name, display_name),
            lambda n, pw: self.presenter.start(exam_id, n, pw))

    def ask_resume(self) -> None:
        display_name = self.actor.display_name
        if self.presenter.remote:
            self._wait_for_proctor(lambda: self.tr("Continue the exam: proctor"), None)
            return
        self._open_proctor(
            lambda: self.tr("Continue the exam: proctor"),
            lambda: self.tr("Proctor: enter your sign-in name and password to reopen {0}'s "
                            "sitting.").format(display_name),
            self.presenter.resume)

    def _open_proctor(self, title: Callable[[], str], text: Callable[[], str],
                      action: Callable[[str, str], None]) -> None:
        # A proctor account is not an instructor's: the field asks for any sign-in name.
        dialog = CredentialsDialog(title, text, self, ok=lambda: self.tr("Start"),
                                   name_label=lambda: self.tr("Sign-in &name"))
        dialog.setObjectName("proctorDialog")

        def submit() -> None:
            if not dialog.ok.isEnabled():
                return
            dialog.show_error(lambda: self.tr("Checking…"))
            dialog.ok.setEnabled(False)
            action(dialog.name.text().strip(), dialog.password.text())

        dialog.ok.clicked.connect(submit)
        dialog.password.returnPressed.connect(submit)
        dialog.rejected.connect(self._proctor_closed)
        self.proctor_dialog = dialog
        dialog.open()
        dialog.name.setFocus()

    def _wait_for_proctor(self, title: Callable[[], str], exam_id: int | None) -> None:
        """On the school server: ask for the sitting and wait while the proctor approves it
        on their own desk (no password is typed here)."""
        dialog = ApprovalDialog(title, self)
        self.presenter.sig_server_silent.connect(dialog.server_silent)
        dialog.rejected.connect(self.presenter.stop_asking)
        dialog.rejected.connect(self._proctor_closed)
        self.proctor_dialog = dialog
        dialog.open()
        self.presenter.ask_server(exam_id)

    def _proctor_closed(self) -> None:
        """The proctor closed the dialog without a sitting: catch up with what another desk
        wrote meanwhile (a void of the sitting offered here frees the page)."""
        if self._live_missed and self.sitting is None:
            self._live_reload()

    def _proctor_refused(self, message: str) -> None:
        dialog = self.proctor_dialog
        if dialog is None:
            self._show_list_error(message)
            return
        dialog.show_error(message)
        if isinstance(dialog, ApprovalDialog):
            return  # the trainee cancels, or asks again
        dialog.ok.setEnabled(True)
        dialog.password.clear()
        dialog.password.setFocus()

    # ---- the sitting

    def _sitting_ready(self, session: ExamSession) -> None:
        if self.proctor_dialog is not None:
            self.proctor_dialog.accept()
            self.proctor_dialog.deleteLater()
            self.proctor_dialog = None
        self.sig_lock_requested.emit(True)
        presenter = SittingPresenter(session, self)
        self.sitting = presenter
        presenter.sig_sitting_ended.connect(self._sitting_ended)
        presenter.sig_sitting_voided.connect(self._sitting_voided)
        self.sitting_view.attach(presenter)
        self.stack.setCurrentWidget(self.sitting_view)
        presenter.begin()
        self.activateWindow()  # the keys go to the answer panel, not to the closed dialog

    def _sitting_ended(self, result: TraineeResult) -> None:
        assert self.sitting is not None
        blueprint = self.sitting.session.blueprint
        self.result_view.show_result(blueprint.name, result, blueprint.pass_mark)
        self.stack.setCurrentWidget(self.result_view)
        self._focus_done()

    def _focus_done(self) -> None:
        """The keyboard on Done, now and again once the key that ended the sitting is
        handled: the desk that took it (a Table's chip row, its felt) is hidden by then, and
        would otherwise keep the focus, so that Enter did nothing at the result."""
        done = self.result_view.done_button
        done.setFocus()
        QTimer.singleShot(0, done, lambda: done.setFocus()
                          if self.stack.currentWidget() is self.result_view else None)

    def _sitting_voided(self, message: str) -> None:
        assert self.sitting is not None
        self.result_view.show_voided(self.sitting.session.blueprint.name, message)
        self.stack.setCurrentWidget(self.result_view)
        self._focus_done()

    def _done(self) -> None:
        """The trainee has seen the result: the window is free again."""
        self.sitting = None
        self.running = None
        self.sig_lock_requested.emit(False)
        self.presenter.load()

    # ---- words

    def retranslate(self) -> None:
        self.list_title.setText(self.tr("Exam"))
        self.list_intro.setText(self.tr(
            "The exams open to you. A proctor approves the sitting on their own desk. "
            "During the exam only the exam is shown: no hints, no feedback, a countdown, and "
            "the result at the end.") if self.presenter.remote else self.tr(
            "The exams open to you. A proctor starts the sitting at your desk. "
            "During the exam only the exam is shown: no hints, no feedback, a countdown, and "
            "the result at the end."))
        self.start_button.setText(self.tr("Start with the proctor…  [Enter]"))
        if self.list_status.text() and self.list_status.text() == self._no_exam_text:
            self._show_no_exam()
        if self.running is not None:
            self._word_resume()
        for row, assigned in enumerate(self.exams):
            item = self.exam_list.item(row)
            if item is not None:
                item.setText(self._exam_text(assigned))
