"""The Dashboard's "Exams" tab: the chosen trainee's sittings (tampered ones in red); a
sitting opens in a review window with retakes and the certificate.

:meth:`TraineeExamsTab.add_to` puts it into the Dashboard's tabs and follows the roster's
current row, like the Lessons tab; the cohort-wide table lives on the Exam screen.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.exams.records import SealStatus, SittingResult
from trainer.exams.review import SittingReview
from trainer.store import DeskStore
from ui.exam.grants_dialog import open_grants
from ui.exam.presenter import ResultsPresenter, error_text
from ui.exam.results import ResultsModel, ReviewActions, fit_columns, open_reviews_from
from ui.exam.review import ReviewView
from ui.looks import set_look
from ui.tasks import TaskRunner
from ui.widgets.live import kept_place
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.trainee_tab import TraineeTab


class ReviewDialog(QDialog):
    """One sitting's review in a window of its own (from the Dashboard)."""

    def __init__(self, review: SittingReview, actions: ReviewActions,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examReviewDialog")
        self.setWindowTitle(self.tr("Exam review"))
        layout = QVBoxLayout(self)
        self.view = ReviewView()
        self.view.back_button.setText(self.tr("Close"))
        layout.addWidget(self.view)
        self.view.show_review(review)
        self.view.sig_back_requested.connect(self.accept)
        self.view.sig_retake_requested.connect(actions.ask_retake)
        self.view.sig_grants_requested.connect(
            partial(open_grants, actions.presenter.store, actions.actor, self))
        self.view.sig_certificate_requested.connect(actions.ask_certificate)
        actions.sig_said.connect(self.view.status.say)
        self.resize(1240, 820)


class TraineeExamsTab(Retranslating, TraineeTab):
    """The exam results of the trainee chosen in the Dashboard's roster."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dashboardExamsTab")
        self.store = store
        self.actor = actor
        self.presenter = ResultsPresenter(store, actor, self)
        self.review_actions = ReviewActions(self.presenter, actor, self)
        self.runner = TaskRunner(self)
        self.review_dialog: ReviewDialog | None = None
        self._have_results = False
        self._shown_user: int | None = None
        layout = QVBoxLayout(self)
        self.model = ResultsModel(self)
        self.table = QTableView()
        self.table.setObjectName("traineeExamTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        fit_columns(self.table)
        self.table.setColumnHidden(ResultsModel.TRAINEE, True)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.summary = MessageLabel()
        self.summary.setObjectName("traineeExamSummary")
        self.summary.setWordWrap(True)
        self.open_button = QPushButton()
        self.open_button.setObjectName("traineeExamOpen")
        row.addWidget(self.summary, 1)
        row.addWidget(self.open_button)
        layout.addLayout(row)
        open_reviews_from(self.table, self.model, self.open_button, self.presenter)
        self.presenter.sig_review_loaded.connect(self._show_review)
        self.presenter.sig_failed.connect(self.summary.say)
        self.review_actions.sig_said.connect(self.summary.say)
        self.retranslate()

    def tab_title(self) -> str:
        return self.tr("Exams")

    def set_trainee(self, user_id: int | None) -> None:
        self.user_id = user_id
        if user_id is None:
            self._shown_user = None
            self._have_results = False
            self.model.set_rows([])
            self.open_button.setEnabled(False)  # no sitting to review
            self.summary.say(lambda: self.tr("Choose a trainee to see their exams."))
            set_look(self.summary, "")
            return
        store, actor = self.store, self.actor
        self.runner.run(lambda: (user_id, store.exams.results(actor, user_id)),
                        on_done=self._loaded,
                        on_error=lambda e: self.summary.say(error_text, e))

    def _loaded(self, found: tuple[int, list[SittingResult]]) -> None:
        user_id, results = found
        if user_id != self.user_id:
            return  # a trainee no longer chosen
        again = self._shown_user == user_id  # read again (live data): keep the place
        self._shown_user = user_id
        with kept_place(self.table, lambda row: self.model.rows[row].sitting.id):
            self.model.set_rows(results)
        self._have_results = True
        self.open_button.setEnabled(bool(results))
        self._summarise()
        if results and not (again and self.table.selectionModel().hasSelection()):
            self.table.selectRow(0)

    def _summarise(self) -> None:
        results = self.model.rows
        tampered = sum(1 for r in results if r.seal is SealStatus.TAMPERED)
        text = self.tr("%n sitting(s), {0} passed.", "", len(results)).format(
            sum(1 for r in results if r.passed))
        for r in results:
            if r.counts:
                text += " " + self.tr("{0}: {1}, attempt {2}, counts.").format(
                    r.sitting.exam_name, self.model.words.passed(r.passed), r.sitting.attempt_no)
        if tampered:
            text += " " + self.tr("{0} with altered records (in red).").format(tampered)
        self.summary.setText(text if results else self.tr("No exam sat yet."))
        set_look(self.summary, "alert" if tampered else "")

    def _show_review(self, review: SittingReview) -> None:
        dialog = ReviewDialog(review, self.review_actions, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_dialog = dialog
        dialog.open()

    def retranslate(self) -> None:
        self.open_button.setText(self.tr("&Review sitting…"))
        self.model.retranslate()
        self.retitle()
        if self._have_results:
            self._summarise()
