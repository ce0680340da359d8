"""The instructor's exams: a list on the left, the blueprint form on the right.

New, Save, Withdraw / Offer again; the core's refusals appear under the field they name. The
exam seal's state is shown too (an instructor without a copy cannot proctor), with a way to
enrol another instructor.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.errors import BlueprintError, ChangedElsewhere
from trainer.exams.blueprint import Blueprint
from trainer.exams.records import ExamInfo, ExamWindow, SealState
from trainer.store import DeskStore
from ui import palette
from ui.exam.blueprint_editor import BlueprintForm
from ui.exam.presenter import BlueprintsPresenter, CohortChoice
from ui.looks import set_look
from ui.widgets.changed_elsewhere import ChangedElsewhereDialog
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.worded import WordedTexts
from ui.words import Words, moment_text


class CredentialsDialog(Retranslating, QDialog):
    """An instructor's name and password, typed by that instructor.

    Its words are given as wordings (``lambda: self.tr(...)``) and said again, with a
    refusal under the fields, after a language change while it is open."""

    def __init__(self, title: Callable[[], str], text: Callable[[], str],
                 parent: QWidget | None = None, *, ok: Callable[[], str] | None = None,
                 name_label: Callable[[], str] | None = None) -> None:
        """``ok`` words the OK button; ``name_label`` the name's caption (by default
        "Instructor name")."""
        super().__init__(parent)
        self.texts = WordedTexts()
        self.texts.word(self.setWindowTitle, title)
        layout = self.box = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setObjectName("credentialsIntro")
        self.intro.setWordWrap(True)
        self.texts.word(self.intro.setText, text)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("credentialsName")
        self.password = QLineEdit()
        self.password.setObjectName("credentialsPassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.name_label = QLabel()
        self.texts.word(self.name_label.setText,
                        name_label or (lambda: self.tr("Instructor &name")))
        self.name_label.setBuddy(self.name)
        self.password_label = QLabel()
        self.texts.word(self.password_label.setText, lambda: self.tr("&Password"))
        self.password_label.setBuddy(self.password)
        form.addRow(self.name_label, self.name)
        form.addRow(self.password_label, self.password)
        layout.addLayout(form)
        self.error = MessageLabel()
        self.error.setObjectName("errorLabel")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        # Plain buttons, none of them default: Enter in the name field moves on to the
        # password and must not press OK (a button box makes its OK the default on show).
        row = QHBoxLayout()
        row.addStretch(1)
        self.ok = QPushButton()
        self.ok.setObjectName("credentialsOk")
        if ok is not None:
            self.texts.word(self.ok.setText, ok)
        self.cancel = QPushButton()
        self.cancel.setObjectName("credentialsCancel")
        self.texts.word(self.cancel.setText, lambda: self.tr("Cancel"))
        for button in (self.ok, self.cancel):
            button.setAutoDefault(False)
            row.addWidget(button)
        layout.addLayout(row)
        self.cancel.clicked.connect(self.reject)
        self.name.returnPressed.connect(self.password.setFocus)
        self.setMinimumWidth(420)

    def show_error(self, wording: str | Callable[..., str], *args: object) -> None:
        """Say ``wording(*args)`` under the fields (see :meth:`MessageLabel.say`); the
        dialog grows to show all of it (a wrapped error was cut off at the
        dialog's first height)."""
        self.error.say(wording, *args)
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        self.box.activate()
        width = self.width()
        needed = self.sizeHint().height()
        if self.box.hasHeightForWidth():
            needed = max(needed, self.box.totalHeightForWidth(width))
        if self.height() < needed:
            self.resize(width, needed)

    def retranslate(self) -> None:
        self.texts.reword()
        self.error.reword()  # before measuring: its own LanguageChange comes later
        self._grow_to_fit()


class BlueprintsPanel(Retranslating, QWidget):
    """Create, edit and withdraw exams."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examBlueprints")
        self.actor = actor
        self.presenter = BlueprintsPresenter(store, actor, self)
        self.exams: list[ExamInfo] = []
        self.current: ExamInfo | None = None
        self.enrol_dialog: CredentialsDialog | None = None
        self.conflict_dialog: ChangedElsewhereDialog | None = None
        self._loaded = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setObjectName("examList")
        self.new_button = QPushButton()
        self.new_button.setObjectName("newExam")
        left_layout.addWidget(self.list, 1)
        left_layout.addWidget(self.new_button)
        splitter.addWidget(left)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.form_title = QLabel()
        set_look(self.form_title, "subtitle")
        right_layout.addWidget(self.form_title)
        self.form = BlueprintForm()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        right_layout.addWidget(scroll, 1)
        # Said before saving: a change to an exam with sittings makes its next version.
        self.version_note = QLabel()
        self.version_note.setObjectName("blueprintVersionNote")
        self.version_note.setWordWrap(True)
        right_layout.addWidget(self.version_note)
        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveExam")
        self.active_button = QPushButton()
        self.active_button.setObjectName("toggleExamActive")
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.active_button)
        buttons.addStretch(1)
        right_layout.addLayout(buttons)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([280, 900])
        layout.addWidget(splitter, 1)
        self.status = MessageLabel()
        self.status.setObjectName("blueprintStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        seal_row = QHBoxLayout()
        self.seal_label = QLabel()
        self.seal_label.setObjectName("sealState")
        self.seal_label.setWordWrap(True)
        self.enrol_button = QPushButton()
        self.enrol_button.setObjectName("enrolInstructor")
        seal_row.addWidget(self.seal_label, 1)
        seal_row.addWidget(self.enrol_button)
        layout.addLayout(seal_row)
        self._seal_state: SealState | None = None
        p = self.presenter
        p.sig_exams_loaded.connect(self._show_exams)
        p.sig_cohorts_loaded.connect(self._show_cohorts)
        p.sig_profiles_loaded.connect(self.form.set_profiles)
        p.sig_saved.connect(self._saved)
        p.sig_refused.connect(self._refused)
        p.sig_seal_state.connect(self._show_seal)
        p.sig_enrolled.connect(self._enrolled)
        self.list.currentRowChanged.connect(self._exam_chosen)
        self.new_button.clicked.connect(self.new_exam)
        self.save_button.clicked.connect(self.save)
        self.active_button.clicked.connect(self._toggle_active)
        self.enrol_button.clicked.connect(self._ask_enrol)
        self.retranslate()
        self.new_exam()

    # ---- life

    def enter(self) -> None:
        if not self._loaded:
            self._loaded = True
            self.presenter.load()

    # ---- view -> presenter

    def new_exam(self) -> None:
        self.current = None
        self.list.blockSignals(True)
        self.list.clearSelection()
        self.list.setCurrentRow(-1)
        self.list.blockSignals(False)
        self.form.load(None)
        self._word_form_title()
        self.form.name.setFocus()

    def save(self) -> None:
        blueprint = self.form.build()
        if blueprint is None:
            self.status.say(lambda: self.tr("Not saved: see the message under the field."))
            return
        window = self.form.exam_window()
        if window is None:
            self.status.say(lambda: self.tr("Not saved: see the message under the field."))
            return
        self.status.say(lambda: self.tr("Saving…"))
        current = self.current
        self.presenter.save(None if current is None else current.id, blueprint, window,
                            None if current is None else current.row_version)

    def _toggle_active(self) -> None:
        if self.current is not None:
            self.presenter.set_active(self.current.id, not self.current.active)

    def _exam_chosen(self, row: int) -> None:
        if not 0 <= row < len(self.exams):
            return
        self.current = self.exams[row]
        self.form.load(self.current.blueprint)
        self.form.load_window(self.current.window)
        self._word_form_title()

    def _ask_enrol(self) -> None:
        dialog = CredentialsDialog(
            lambda: self.tr("Enrol an instructor in the exam seal"),
            lambda: self.tr("The instructor to enrol types their own name and password here. "
                            "They can then proctor sittings and verify results."), self,
            ok=lambda: self.tr("Enrol"))
        dialog.ok.clicked.connect(
            lambda: self.presenter.enrol(dialog.name.text().strip(), dialog.password.text()))
        dialog.ok.clicked.connect(dialog.accept)
        self.enrol_dialog = dialog
        dialog.open()

    # ---- presenter -> view

    def _show_exams(self, exams: list[ExamInfo]) -> None:
        chosen = self.current.id if self.current is not None else None
        self.exams = list(exams)
        self.list.blockSignals(True)
        self.list.clear()
        for info in self.exams:
            item = QListWidgetItem(self._exam_label(info))
            if not info.active:
                item.setForeground(QColor(palette.INACTIVE))
            self.list.addItem(item)
        self.list.blockSignals(False)
        for row, info in enumerate(self.exams):
            if info.id == chosen:
                self.list.blockSignals(True)
                self.list.setCurrentRow(row)
                self.list.blockSignals(False)
                self.current = info
        self._word_form_title()

    def _exam_label(self, info: ExamInfo) -> str:
        return info.name if info.active else self.tr("{0} (withdrawn)").format(info.name)

    def _show_cohorts(self, cohorts: list[CohortChoice]) -> None:
        self.form.set_cohorts([(c.id, c.name) for c in cohorts])
        if self.current is not None:
            self.form.load(self.current.blueprint)
            self.form.load_window(self.current.window)

    def _saved(self, info: ExamInfo) -> None:
        self.current = info
        self.status.say(lambda: self.tr("Saved “{0}” ({1}).").format(
            info.name, self.tr("offered") if info.active else self.tr("withdrawn")))
        self._word_form_title()

    def _refused(self, refusal: object) -> None:
        if isinstance(refusal, ChangedElsewhere) and isinstance(refusal.theirs, ExamInfo):
            self._changed_elsewhere(refusal.theirs)
        elif isinstance(refusal, BlueprintError):
            self.form.show_error(refusal)
            self.status.say(lambda: self.tr("Not saved: see the message under the field."))
        else:
            self.status.say(lambda: self.tr("Not saved: {0}").format(refusal))

    def _changed_elsewhere(self, theirs: ExamInfo) -> None:
        """Another desk saved this exam since it was loaded: show both, let the user choose."""
        self.status.say(lambda: self.tr("Not saved: this exam changed on another desk."))
        mine = self.form.build()
        window = self.form.exam_window()
        rows = self._compare(theirs.blueprint, theirs.window, mine, window or ExamWindow())
        dialog = ChangedElsewhereDialog(
            self.tr("the exam “{0}”").format(theirs.name), rows, self)
        self.conflict_dialog = dialog

        def chosen(result: int) -> None:
            self.current = theirs  # either way, the next save carries their version
            if result == ChangedElsewhereDialog.DialogCode.Accepted:
                self.form.load(theirs.blueprint)
                self.form.load_window(theirs.window)
                self.status.say(lambda: self.tr("Reloaded the version saved on the other desk."))
                self.presenter.load()
            else:  # the form keeps the user's edit (a reload would put theirs back)
                self.status.say(lambda: self.tr("Your edit is kept; saving it replaces theirs."))
            self._word_form_title()

        dialog.finished.connect(chosen)
        dialog.open()

    def _compare(self, theirs: Blueprint, their_window: ExamWindow, mine: Blueprint | None,
                 my_window: ExamWindow) -> list[tuple[str, str, str]]:
        """(field, theirs, yours) rows of the fields an instructor edits, as the form words
        them (``mine`` None: the form does not make a blueprint now)."""
        labels = {key: re.sub(r"\(&\w\)", "", label.text()).replace("&", "")
                  for key, label in self.form.labels.items()}  # without mnemonics
        yes, no, none = self.tr("yes"), self.tr("no"), "–"

        form = self.form

        def choice(combo: QComboBox, value: object) -> str:
            index = combo.findData(value)
            return combo.itemText(index) if index >= 0 else str(value)

        def cohorts(ids: tuple[int, ...]) -> str:
            names = {form.cohorts.item(i).data(Qt.ItemDataRole.UserRole):
                     form.cohorts.item(i).text() for i in range(form.cohorts.count())}
            return ", ".join(names.get(c, str(c)) for c in ids) or none

        def when(moment: datetime | None) -> str:
            return none if moment is None else moment_text(moment)

        def texts(bp: Blueprint | None, window: ExamWindow) -> list[str]:
            if bp is None:
                return [none] * 11 + [when(window.opens_at), when(window.closes_at)]
            sections = "; ".join(f"{self.form.words.section(i, s.kind, s.level)} "
                                 f"× {s.questions} ≥ {s.pass_mark} %"
                                 for i, s in enumerate(bp.sections))
            tables = "; ".join(
                f"{Words().table_name(t.profile.name)} × {t.coups} ≥ {t.pass_mark} %"
                for t in bp.tables)
            return [bp.name, f"{bp.pass_mark} %", str(bp.time_limit_s // 60),
                    none if bp.question_limit_s is None else str(bp.question_limit_s),
                    str(bp.attempts_allowed), choice(form.counting, bp.counting),
                    yes if bp.show_missed else no, choice(form.on_interrupt, bp.on_interrupt),
                    cohorts(bp.cohort_ids), sections or none, tables or none,
                    when(window.opens_at), when(window.closes_at)]

        names = [labels["name"], labels["pass_mark"], labels["minutes"], labels["per_question"],
                 labels["attempts"], labels["counting"], labels["show_missed"],
                 labels["on_interrupt"], labels["cohorts"], self.form.sections_title.text(),
                 re.split("[(（]", self.form.tables_title.text())[0].strip(), labels["opens"],
                 labels["closes"]]
        return list(zip(names, texts(theirs, their_window), texts(mine, my_window),
                        strict=True))

    def _show_seal(self, state: SealState) -> None:
        self._seal_state = state
        self._word_seal()

    def _enrolled(self, name: str) -> None:
        self.status.say(lambda: self.tr("{0} can now proctor exams and verify results.").format(
            name))

    # ---- words

    def _word_form_title(self) -> None:
        self._word_version_note()
        if self.current is None:
            self.form_title.setText(self.tr("New exam"))
            self.active_button.setEnabled(False)
            self.active_button.setText(self.tr("&Withdraw"))
            return
        self.form_title.setText(self.tr("{0} — version {1}").format(
            self._exam_label(self.current), self.current.version))
        self.active_button.setEnabled(True)
        self.active_button.setText(self.tr("&Withdraw") if self.current.active
                                   else self.tr("Offer &again"))

    def _word_version_note(self) -> None:
        current = self.current
        if current is None or not current.sittings:
            self.version_note.clear()
            self.version_note.setVisible(False)
            return
        # The window and the cohorts are not what was examined: changing only them keeps
        # the version (trainer.store.exam_blueprints), so the note does not promise one.
        text = self.tr("This exam has %n sitting(s) under version {0}; saving a change to "
                       "what it examines makes version {1}, and the sittings keep theirs. "
                       "Moving the exam window or changing the cohorts keeps version {0}.",
                       "", current.sittings)
        self.version_note.setText(text.format(current.version, current.version + 1))
        self.version_note.setVisible(True)

    def _word_seal(self) -> None:
        state = self._seal_state
        if state is None:
            self.seal_label.clear()
            return
        self.seal_label.setText({
            SealState.HELD: self.tr("Exam seal: unlocked. You can proctor sittings and verify "
                                    "results."),
            SealState.LOCKED: self.tr("Exam seal: locked. Sign in again to verify results."),
            SealState.NOT_ENROLLED: self.tr("Exam seal: you have no copy yet. An instructor who "
                                            "has one must enrol you."),
            SealState.NO_KEY: self.tr("Exam seal: not created yet; it is made at the next "
                                      "instructor sign-in."),
        }[state])
        self.enrol_button.setEnabled(state is SealState.HELD)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("&New exam"))
        self.save_button.setText(self.tr("&Save exam"))
        self.enrol_button.setText(self.tr("&Enrol an instructor…"))
        for row, info in enumerate(self.exams):
            item = self.list.item(row)
            if item is not None:
                item.setText(self._exam_label(info))
        self._word_form_title()
        self._word_seal()
