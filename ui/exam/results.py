"""Exam results for instructors: a cohort's sittings (tampered ones in red), the review of one
sitting, retakes, the results CSV and the certificate.

:class:`ResultsPanel` is self-contained (it makes its own :class:`ResultsPresenter`), so the
Exam screen and the Dashboard can both show it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import ExamError, TrainerError
from trainer.exams.certificates import SCHOOL_NAME_KEY
from trainer.exams.records import SealStatus, SittingResult
from trainer.exams.review import SittingReview
from trainer.exams.scoring import ExamStatus
from trainer.exams.signing import fingerprint
from trainer.names import shared_display_names, told_apart
from trainer.store import DeskStore
from trainer.store.exam_certificates import IssuedCertificate
from ui import palette
from ui.exam.certificate import Certificate, CertificateSection, CertificateWriter
from ui.exam.certificate_check import CertificateCheckDialog
from ui.exam.grants_dialog import open_grants
from ui.exam.presenter import ALL_COHORTS, CohortChoice, ResultsPresenter, error_text
from ui.exam.retake_dialog import RetakeDialog
from ui.exam.review import RED, VOID_COLOUR, ReviewView, macau_time
from ui.exam.words import ExamWords
from ui.felt.model import WordedTableModel
from ui.file_dialogs import save_file_name
from ui.looks import set_look
from ui.widgets.live import LiveUpdates, UpdatedLabel, kept_place
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating

TAMPERED_BACKGROUND = QColor(palette.TAMPERED_BACKGROUND)
RESULTS_AREAS = frozenset({"results", "sittings", "exams", "roster"})
"""What the results table shows (live data)."""


class ResultsModel(WordedTableModel):
    """A cohort's ended sittings; a tampered one is marked in red in every column."""

    TRAINEE, EXAM, ATTEMPT, DATE, SCORE, RESULT, SEAL, COUNTS = range(8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SittingResult] = []
        self.shared: frozenset[str] = frozenset()
        self.words = ExamWords(self)
        self.retranslate()

    def retranslate(self) -> None:
        """Headers and cell words in the current language (models get no LanguageChange)."""
        self.set_headers([self.tr("Trainee"), self.tr("Exam"), self.tr("Attempt"),
                          self.tr("Date"), self.tr("Score"), self.tr("Result"), self.tr("Seal"),
                          self.tr("Counts")])

    def set_rows(self, rows: list[SittingResult]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.shared = shared_display_names(
            (r.sitting.trainee_id, r.sitting.trainee_display_name) for r in self.rows)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def text(self, r: SittingResult, column: int) -> str:
        if column == self.TRAINEE:
            return told_apart(r.sitting.trainee_display_name, r.sitting.trainee_name,
                              self.shared)
        if column == self.EXAM:
            return self.words.versioned(r.sitting.exam_name, r.sitting.exam_version)
        if column == self.ATTEMPT:
            return str(r.sitting.attempt_no)
        if column == self.DATE:
            return macau_time(r.sitting.started_at)
        if column == self.SCORE:
            return f"{r.score} / {r.max_score}  ({r.percent:.0f}%)"
        if column == self.RESULT:
            if r.sitting.status is ExamStatus.VOIDED:  # no result; who, when, why: tooltip
                return self.words.void_short(r.sitting)
            return self.words.passed(r.passed)
        if column == self.COUNTS:
            return "✔ " + self.tr("counts") if r.counts else ""
        return {
            SealStatus.OK: self.tr("verified"),
            SealStatus.TAMPERED: "⚠ " + self.tr("TAMPERED"),
            SealStatus.UNVERIFIED: self.tr("not checked"),
        }[r.seal]

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        r = self.rows[index.row()]
        column = index.column()
        tampered = r.seal is SealStatus.TAMPERED
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(r, column)
        if role == Qt.ItemDataRole.ForegroundRole:
            if tampered and column in (self.SEAL, self.SCORE, self.RESULT):
                return QBrush(QColor(RED))
            if column == self.RESULT and r.sitting.status is ExamStatus.VOIDED:
                return QBrush(QColor(VOID_COLOUR))  # not a fail's red: it has no result
            if column == self.RESULT:
                return QBrush(QColor(palette.DONE) if r.passed else QColor(RED))
            return None
        if role == Qt.ItemDataRole.BackgroundRole and tampered:
            return QBrush(TAMPERED_BACKGROUND)
        if role == Qt.ItemDataRole.FontRole and (
                tampered or column == self.RESULT or (column == self.COUNTS and r.counts)):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COUNTS and r.counts:
            return self.tr("The sitting that counts for this trainee's result in this exam "
                           "(the exam's rule: latest, best or first pass).")
        if role == Qt.ItemDataRole.ToolTipRole and r.sitting.status is ExamStatus.VOIDED \
                and not tampered:
            return self.words.void_line(r.sitting)
        if role == Qt.ItemDataRole.ToolTipRole and tampered:
            return self.tr("Records of this sitting were changed after they were sealed: open "
                           "it to see which.")
        if role == Qt.ItemDataRole.ToolTipRole and column == self.SCORE and r.tables:
            return "\n".join(self.words.table_line(t) for t in r.tables)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.EXAM:
            return self.text(r, column)  # in full: the column may elide it (fit_columns)
        return None


def fit_columns(table: QTableView) -> None:
    """Every column of a results table as wide as its words, but the exam's name, which
    takes the room left and is elided (in full in its tooltip): the Dashboard's Exams tab
    scrolled sideways to show "Counts" at 1280x800, a long exam name pushing it
    out."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(ResultsModel.EXAM, QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)


def open_reviews_from(
    table: QTableView, model: ResultsModel, open_button: QPushButton, presenter: ResultsPresenter
) -> None:
    """Enter or a double click on a sitting's row, or ``open_button`` with it selected, asks
    ``presenter`` for that sitting's review."""

    def open_row(row: int) -> None:
        if 0 <= row < len(model.rows):
            presenter.open_review(model.rows[row].sitting.id)

    def open_selected() -> None:
        rows = table.selectionModel().selectedRows()
        if rows:
            open_row(rows[0].row())

    table.activated.connect(lambda index: open_row(index.row()))
    open_button.clicked.connect(open_selected)


def certificate_for(review: SittingReview, issuer: Actor,
                    printed_at: datetime | None = None, *,
                    issued: IssuedCertificate | None = None,
                    school_name: str = "") -> Certificate:
    """The certificate's facts from a reviewed sitting (raises ValueError if it has no result);
    ``issued`` is its number and verification code from the store."""
    outcome = review.outcome
    if outcome is None:
        raise ValueError("the sitting has no result")
    words = ExamWords()
    sections = tuple(
        CertificateSection(words.section(s.section, s.kind, s.level), s.score, s.max_score,
                           s.pass_mark, s.passed)
        for s in outcome.sections) + tuple(
        CertificateSection(words.table_section(t.section, t.profile, t.game), t.score, t.max_score,
                           t.pass_mark, t.passed, words.table_detail(t))
        for t in outcome.tables)
    sitting = review.sitting
    return Certificate(
        trainee_name=sitting.trainee_display_name,
        trainee_login=sitting.trainee_name,
        exam_name=sitting.exam_name,
        exam_version=sitting.exam_version,
        sat_at=sitting.started_at,
        sections=sections,
        score=outcome.score,
        max_score=outcome.max_score,
        pass_mark=outcome.pass_mark,
        passed=outcome.passed,
        instructor=issuer.display_name,
        sitting_id=sitting.id,
        seal_ok=review.seal.status is SealStatus.OK,
        printed_at=printed_at or datetime.now(UTC),
        proctor=sitting.proctor_display_name or sitting.proctor_name or "",
        school_name=school_name,
        number=issued.number if issued is not None else "",
        code=issued.code if issued is not None else "",
        payload=issued.payload if issued is not None else "",
        key_fingerprint=(fingerprint(issued.public_key)
                         if issued is not None and issued.public_key else ""),
    )


class ReviewActions(QObject):
    """What an instructor does from a review: grant a retake (asking for a note) and save the
    certificate (asking where). Shared by the Exam screen and the Dashboard's tab."""

    sig_said = Signal(object)
    """A line for the user: a file saved, a retake granted, or why not; as how to word it
    (a ``Callable[[], str]``), so a :class:`MessageLabel` says it again in a new language."""

    def __init__(self, presenter: ResultsPresenter, actor: Actor, parent: QWidget) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.actor = actor
        self.parent_widget = parent
        self.writer = CertificateWriter(self)
        self.retake_dialog: RetakeDialog | None = None
        presenter.sig_retake_granted.connect(
            lambda name: self.sig_said.emit(
                lambda: self.tr("A retake was granted to {0}.").format(name)))

    def ask_retake(self, review: SittingReview | None) -> None:
        if review is None or review.sitting.attempt_given_back:  # it has the attempt again
            return
        sitting = review.sitting
        try:
            passed = self.presenter.store.exams.pass_on_record(
                self.actor, sitting.exam_id, sitting.trainee_id)
        except TrainerError as error:
            self.sig_said.emit(partial(error_text, error))
            return
        # Named with the sign-in name: the retake goes to one of two trainees of a display
        # name as surely as the review said which.
        dialog = RetakeDialog(f"{sitting.trainee_display_name} ({sitting.trainee_name})",
                              sitting.exam_name, self.parent_widget, passed)
        dialog.accepted.connect(
            lambda: self.presenter.grant_retake(review.sitting, dialog.note.text()))
        self.retake_dialog = dialog
        dialog.open()

    def ask_certificate(self, review: SittingReview | None) -> None:
        if review is None:
            return
        default = f"{review.sitting.trainee_display_name} {review.sitting.exam_name}.pdf"
        path = save_file_name(
            self.parent_widget, "exam-certificate", self.tr("Save certificate"), default,
            self.tr("PDF files (*.pdf)"))
        if path:
            self.save_certificate(review, path)

    def save_certificate(self, review: SittingReview, path: str | Path) -> bool:
        """Write the certificate of a passed sitting whose seals hold; say why not otherwise."""
        if review.seal.status is SealStatus.TAMPERED:
            self.sig_said.emit(
                lambda: self.tr("No certificate: this sitting's records were altered."))
            return False
        if review.seal.status is not SealStatus.OK:
            self.sig_said.emit(lambda: self.tr("No certificate: the seal could not be "
                                               "checked. Sign in again."))
            return False
        if review.sitting.status is ExamStatus.VOIDED:  # no result: never "did not pass"
            self.sig_said.emit(lambda: ExamWords(self).exam_error(
                ExamError("voided", "the sitting was voided")))
            return False
        if review.outcome is None or not review.outcome.passed:
            self.sig_said.emit(lambda: self.tr("No certificate: this sitting did not pass."))
            return False
        try:
            store = self.presenter.store
            issued = store.exams.issue_certificate(self.actor, review.sitting.id)
            school = store.settings.get(self.actor, SCHOOL_NAME_KEY) or ""
            self.writer.write_pdf(certificate_for(review, self.actor, issued=issued,
                                                  school_name=school), path)
        except (OSError, ValueError, TrainerError) as error:
            self.sig_said.emit(partial(error_text, error))
            return False
        self.presenter.record_certificate(review.sitting, str(path))
        self.sig_said.emit(lambda: self.tr("Saved {0}").format(path))
        return True


class ResultsPanel(Retranslating, QWidget):
    """Cohort results table; a sitting opens in the review; retakes, CSV and certificates."""

    sig_status = Signal(str)
    """Something happened worth a line in the status (saved a file, granted a retake)."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examResultsPanel")
        self.actor = actor
        self.presenter = ResultsPresenter(store, actor, self)
        self.review_actions = ReviewActions(self.presenter, actor, self)
        self.words = ExamWords(self)
        self._loaded = False
        self.live: LiveUpdates | None = None
        self.school_name = ""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        outer.addWidget(self.stack)
        table_page = QWidget()
        layout = QVBoxLayout(table_page)
        bar = QHBoxLayout()
        self.cohort_caption = QLabel()
        self.cohort_combo = QComboBox()
        self.cohort_combo.setObjectName("examCohortCombo")
        self.cohort_combo.setMinimumWidth(220)
        self.cohort_caption.setBuddy(self.cohort_combo)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(100)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openReview")
        self.csv_button = QPushButton()
        self.csv_button.setObjectName("exportResultsCsv")
        self.hr_button = QPushButton()
        self.hr_button.setObjectName("exportCertificationsCsv")
        self.check_button = QPushButton()
        self.check_button.setObjectName("checkCertificate")
        self.school_button = QPushButton()
        self.school_button.setObjectName("schoolName")
        bar.addWidget(self.cohort_caption)
        bar.addWidget(self.cohort_combo)
        bar.addWidget(self.busy)
        bar.addStretch(1)
        self.updated_label = UpdatedLabel()
        bar.addWidget(self.updated_label)
        bar.addWidget(self.open_button)
        bar.addWidget(self.csv_button)
        layout.addLayout(bar)
        certificates = QHBoxLayout()
        self.school_label = QLabel()
        self.school_label.setObjectName("schoolNameLabel")
        self.school_label.setWordWrap(True)  # a long school name never widens the window
        self.school_label.setMinimumWidth(1)
        certificates.addWidget(self.school_label, 1)
        certificates.addWidget(self.school_button)
        certificates.addWidget(self.check_button)
        certificates.addWidget(self.hr_button)
        layout.addLayout(certificates)
        # The school's public certificate key, which HR keeps to check a
        # certificate's QR code offline (python -m trainer verify-certificate --public-key).
        hr_key = QHBoxLayout()
        self.certificate_key_caption = QLabel()
        self.certificate_key_caption.setObjectName("certificateKeyCaption")
        self.certificate_key_caption.setWordWrap(True)
        self.certificate_key_caption.setMinimumWidth(1)
        self.certificate_key = QLineEdit()
        self.certificate_key.setObjectName("certificateKey")
        self.certificate_key.setReadOnly(True)  # selected and copied, never typed
        self.certificate_key_caption.setBuddy(self.certificate_key)
        hr_key.addWidget(self.certificate_key_caption, 1)
        hr_key.addWidget(self.certificate_key)
        layout.addLayout(hr_key)
        self.school_key = ""
        self.check_dialog: CertificateCheckDialog | None = None
        self.school_dialog: QInputDialog | None = None
        self.model = ResultsModel(self)
        self.table = QTableView()
        self.table.setObjectName("examResultsTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # whole rows: Tab leaves for the buttons
        self.table.verticalHeader().setVisible(False)
        fit_columns(self.table)
        layout.addWidget(self.table, 1)
        # Tab goes from the cohort to its sittings, then to the buttons (the table
        # came after five buttons, last of the page).
        chain = (self.cohort_combo, self.table, self.open_button, self.csv_button,
                 self.school_button, self.check_button, self.hr_button, self.certificate_key)
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self.status = MessageLabel()
        self.status.setObjectName("examResultsStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.stack.addWidget(table_page)
        self.table_page = table_page
        self.review = ReviewView()
        self.stack.addWidget(self.review)
        p = self.presenter
        p.sig_cohorts_loaded.connect(self._show_cohorts)
        p.sig_results_loaded.connect(self._show_results)
        p.sig_review_loaded.connect(self._show_review)
        self.review_actions.sig_said.connect(self._say)
        p.sig_csv_saved.connect(lambda path: self._say(lambda: self.tr("Saved {0}").format(path)))
        p.sig_failed.connect(self._say)
        p.sig_busy_changed.connect(lambda busy: self.busy.setVisible(bool(busy)))
        self.cohort_combo.currentIndexChanged.connect(self._cohort_chosen)
        open_reviews_from(self.table, self.model, self.open_button, self.presenter)
        self.csv_button.clicked.connect(self._ask_csv)
        self.hr_button.clicked.connect(self._ask_certifications)
        self.check_button.clicked.connect(self.open_check)
        self.school_button.clicked.connect(self.ask_school_name)
        p.sig_school_named.connect(self._show_school)
        self.review.sig_back_requested.connect(self.show_table)
        self.review.sig_retake_requested.connect(self.review_actions.ask_retake)
        self.review.sig_grants_requested.connect(partial(open_grants, store, actor, self))
        self.review.sig_certificate_requested.connect(self.review_actions.ask_certificate)
        self.retranslate()

    # ---- life

    def enter(self) -> None:
        self.go_live()
        if not self._loaded:
            self._loaded = True
            self.presenter.load_cohorts()
            self._show_school(self.presenter.school_name())
            self._show_certificate_key(self.presenter.certificate_key())
        else:
            self.presenter.reload()

    def go_live(self, live: LiveUpdates | None = None) -> LiveUpdates:
        """Read the results again when a desk writes a sitting, result, exam or account
        (once; ``live``: the window's, by default)."""
        if self.live is None:
            self.live = live or LiveUpdates.of(self, self.presenter.store)
            self.updated_label.follow(self.live)
            runner = self.presenter.runner
            self.live.watch(RESULTS_AREAS, self._reload_live, self.table,
                            busy=lambda: runner.busy)
        return self.live

    def _reload_live(self) -> None:
        if self._loaded and self.stack.currentWidget() is self.table_page:
            self.presenter.reload()

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.table_page)
        self.presenter.reload()
        self.table.setFocus()

    # ---- presenter -> view

    def _show_cohorts(self, cohorts: list[CohortChoice]) -> None:
        self.cohort_combo.blockSignals(True)
        self.cohort_combo.clear()
        if cohorts:
            # Every sitting first: a new instructor should not open on an empty cohort.
            self.cohort_combo.addItem(self.tr("All cohorts"), ALL_COHORTS)
        for cohort in cohorts:
            self.cohort_combo.addItem(cohort.name, cohort.id)
        self.cohort_combo.blockSignals(False)
        if cohorts:
            self.cohort_combo.setCurrentIndex(0)
            self._cohort_chosen(0)
        else:
            self._say(lambda: self.tr("No cohorts yet: add trainees in Settings first."))

    def _show_results(self, results: list[SittingResult]) -> None:
        with kept_place(self.table, lambda row: self.model.rows[row].sitting.id):
            self.model.set_rows(results)
        tampered = sum(1 for r in results if r.seal is SealStatus.TAMPERED)
        unverified = sum(1 for r in results if r.seal is SealStatus.UNVERIFIED)
        self.status.say(self._results_line, len(results), tampered, unverified)
        set_look(self.status, "alert" if tampered else "")
        self.csv_button.setEnabled(self.presenter.cohort_id is not None)
        if results and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)

    def _results_line(self, sittings: int, tampered: int, unverified: int) -> str:
        """The status under the results, worded whole at each call: in the language of the
        moment, also after a change ("5 provas." stayed in English)."""
        parts = [self.tr("%n sitting(s).", "", sittings)]
        if tampered:
            parts.append(self.tr("%n with altered records (in red).", "", tampered))
        if unverified:
            parts.append(self.tr("Seals not checked: sign in again to unlock the exam seal."))
        return " ".join(parts)

    def _show_review(self, review: SittingReview) -> None:
        row = next((r for r in self.model.rows if r.sitting.id == review.sitting.id), None)
        self.review.show_review(review, None if row is None else row.counts)
        self.stack.setCurrentWidget(self.review)

    def _say(self, wording: str | Callable[..., str], *args: object) -> None:
        """Say ``wording`` on both pages (worded again after a language change)."""
        self.status.say(wording, *args)
        set_look(self.status, "")
        self.review.status.say(wording, *args)
        self.sig_status.emit(self.status.text())

    # ---- view -> presenter

    def _cohort_chosen(self, index: int) -> None:
        if index >= 0:
            self.presenter.choose_cohort(self.cohort_combo.itemData(index))

    def _ask_csv(self) -> None:
        name = self.cohort_combo.currentText() or "results"
        path = save_file_name(
            self, "exam-results", self.tr("Export exam results"), f"{name} exam results.csv",
            self.tr("CSV files (*.csv)"))
        if path:
            self.presenter.export_csv(path)

    def _ask_certifications(self) -> None:
        path = save_file_name(
            self, "exam-certifications", self.tr("Export certifications for HR"),
            "certifications.csv", self.tr("CSV files (*.csv)"))
        if path:
            self.presenter.export_certifications(path)

    def open_check(self) -> CertificateCheckDialog:
        """Open "Check a certificate" (one at a time)."""
        if self.check_dialog is None:
            self.check_dialog = CertificateCheckDialog(self.presenter.store, self.actor, self)
        self.check_dialog.open()
        self.check_dialog.number.setFocus()
        return self.check_dialog

    def ask_school_name(self) -> QInputDialog:
        """Ask for the school's name printed on certificates."""
        if self.school_dialog is not None:
            self.school_dialog.deleteLater()  # the last one asked
        dialog = QInputDialog(self)
        dialog.setObjectName("schoolNameDialog")
        dialog.setWindowTitle(self.tr("School name"))
        dialog.setLabelText(self.tr("The school's name, printed on every certificate:"))
        dialog.setTextValue(self.presenter.school_name())
        dialog.textValueSelected.connect(self.presenter.set_school_name)
        self.school_dialog = dialog
        dialog.open()
        return dialog

    def _show_school(self, name: str) -> None:
        self.school_name = name
        self.school_label.setText(
            self.tr("Certificates are issued by: {0}").format(name) if name
            else self.tr("Certificates name no school yet: set the school's name."))

    def _show_certificate_key(self, key: str) -> None:
        self.school_key = key
        self.certificate_key.setText(key)
        # Wide enough to show the whole key (43 characters) unscrolled.
        self.certificate_key.setMinimumWidth(
            self.certificate_key.fontMetrics().horizontalAdvance(key) + 24)
        self.certificate_key.setCursorPosition(0)
        for widget in (self.certificate_key_caption, self.certificate_key):
            widget.setVisible(bool(key))
        self.certificate_key_caption.setText(self.tr(
            "School key for HR, to check a certificate's QR code offline (fingerprint {0}):"
        ).format(fingerprint(key)) if key else "")

    def save_certificate(self, review: SittingReview, path: str | Path) -> bool:
        return self.review_actions.save_certificate(review, path)

    # ---- words

    def retranslate(self) -> None:
        self.cohort_caption.setText(self.tr("&Cohort:"))
        if self.cohort_combo.count() and self.cohort_combo.itemData(0) == ALL_COHORTS:
            self.cohort_combo.setItemText(0, self.tr("All cohorts"))
        self.open_button.setText(self.tr("&Open sitting"))
        self.csv_button.setText(self.tr("Export results CS&V…"))
        self.hr_button.setText(self.tr("Certif&ications for HR…"))
        self.check_button.setText(self.tr("Chec&k a certificate…"))
        self.school_button.setText(self.tr("School &name…"))
        self._show_school(self.school_name)
        self._show_certificate_key(self.school_key)
        self.model.retranslate()
