"""The blueprint form: every field of an exam, and the core's refusals shown under the field.

:class:`BlueprintForm` only reads and shows values: :meth:`BlueprintForm.build` hands the
fields to :class:`~trainer.exams.blueprint.Blueprint`, which checks them (the core decides
what is allowed); a :class:`~trainer.errors.BlueprintError` is shown under the field it names.

Why one file over 600 lines: one form whose fields, the sections' table and the error label
under each field are built, filled and read back together; split, each part would need the
others' widgets.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from PySide6.QtCore import QDateTime, QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.drills import Level, levels_for, takes_table
from trainer.drills.registry import drill_kinds
from trainer.errors import BlueprintError
from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec, TableSectionSpec
from trainer.exams.counting import DEFAULT_RULE, CountingRule
from trainer.exams.records import ExamWindow
from trainer.exams.table_game import BACCARAT, SAMKONG, SECTION_GAMES, SectionProfile
from trainer.macau_time import MACAU, to_macau
from trainer.table.samkong.profile import PROFILES as SAMKONG_PROFILES
from ui.exam.words import ExamWords
from ui.looks import set_look
from ui.widgets.message import MessageLabel
from ui.widgets.retranslating import Retranslating
from ui.widgets.wheel import guard_wheel
from ui.words import Words, moment_format

WIDE = 9999
"""Spin boxes accept far more than the core allows, so the core's own check is what refuses
(and says why) rather than a spin box silently clamping the number."""


def _error_label() -> MessageLabel:
    """A refusal under a field, worded again after a language change."""
    label = MessageLabel()
    label.setObjectName("fieldError")
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def _choices() -> QComboBox:
    """A drop-down as wide as its words in the language now shown (Qt's default keeps the
    width of the language it was first shown in: Português was cut after 繁體中文)."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    # Never narrower than its words: a tight row shrinks its spin boxes' spare room instead.
    combo.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    return combo


def _spin(value: int, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, WIDE)
    spin.setValue(value)
    spin.setSuffix(suffix)
    spin.setMinimumWidth(90)
    return spin


class SectionRow(Retranslating, QWidget):
    """One section: drill, level, number of questions and pass mark; its error underneath."""

    sig_remove_requested = Signal(object)
    """The instructor asked to remove this row (argument: the row)."""

    def __init__(self, words: ExamWords, profiles: dict[str, TableRules] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.kind = _choices()
        self.kind.setObjectName("sectionKind")
        for kind in drill_kinds():
            self.kind.addItem(words.kind(kind), kind)
        self.level = _choices()
        self.level.setObjectName("sectionLevel")
        self.questions = _spin(10)
        self.questions.setObjectName("sectionQuestions")
        self.pass_mark = _spin(80, " %")
        self.pass_mark.setObjectName("sectionPassMark")
        self.questions_label = QLabel()
        self.mark_label = QLabel()
        self.remove = QPushButton()
        self.remove.setObjectName("sectionRemove")
        # Each drop-down as wide as its words, spare room after the row: stretch factors gave
        # the drill's name more than it needs and cut the level's ("Todas as jog").
        row.addWidget(self.kind)
        row.addWidget(self.level)
        row.addWidget(self.questions_label)
        row.addWidget(self.questions)
        row.addWidget(self.mark_label)
        row.addWidget(self.pass_mark)
        row.addStretch(1)
        row.addWidget(self.remove)
        outer.addLayout(row)
        # A drill dealt at a table picks the school's profiles to draw under (none: as today).
        tables_line = QHBoxLayout()
        self.tables_label = QLabel()
        self.tables = QListWidget()
        self.tables.setObjectName("sectionTables")
        # Side by side, wrapped: every table in view in two or three short lines.
        self.tables.setFlow(QListView.Flow.LeftToRight)
        self.tables.setWrapping(True)
        self.tables.setResizeMode(QListView.ResizeMode.Adjust)
        self.tables.setSpacing(2)
        self.tables.setMaximumHeight(84)
        self.tables_label.setBuddy(self.tables)
        tables_line.addWidget(self.tables_label)
        tables_line.addWidget(self.tables, 1)
        outer.addLayout(tables_line)
        self.set_profiles(profiles or dict(DEFAULT_PROFILES))
        self.error = _error_label()
        outer.addWidget(self.error)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.remove.clicked.connect(lambda: self.sig_remove_requested.emit(self))
        self._kind_changed()
        self.retranslate()

    def _kind_changed(self, *_args: object) -> None:
        chosen = self.level.currentData()
        self.level.clear()
        kind = self.kind.currentData()
        for level in levels_for(kind):
            if level is not Level.WEAK:  # weak spots depend on the trainee: not reproducible
                self.level.addItem(self.words.level(level), level)
        self.level.setCurrentIndex(max(0, self.level.findData(chosen)))
        shown = takes_table(kind)
        self.tables_label.setVisible(shown)
        self.tables.setVisible(shown)

    def set_profiles(self, profiles: dict[str, TableRules],
                     picked: tuple[str, ...] | None = None) -> None:
        """The school's tables to pick from, by name; the picked ones (default: those ticked
        now; one since deleted stays, marked so, for the save to refuse in words)."""
        picked = self.picked_profiles() if picked is None else picked
        self.profiles = dict(profiles)
        self.tables.clear()
        shown = Words().table_name
        for name in sorted(set(profiles) | set(picked), key=shown):
            item = QListWidgetItem(shown(name) if name in profiles
                                   else self.tr("{0} (deleted)").format(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in picked
                               else Qt.CheckState.Unchecked)
            self.tables.addItem(item)
        ticked = [i for i in range(self.tables.count())
                  if self.tables.item(i).checkState() == Qt.CheckState.Checked]
        if self.tables.count():  # the keyboard starts at the first ticked table
            self.tables.setCurrentRow(ticked[0] if ticked else 0,
                                      QItemSelectionModel.SelectionFlag.NoUpdate)

    def picked_profiles(self) -> tuple[str, ...]:
        """The ticked tables' names, in the list's order (shown only for table drills)."""
        if not takes_table(self.kind.currentData()):
            return ()
        items = (self.tables.item(i) for i in range(self.tables.count()))
        return tuple(str(item.data(Qt.ItemDataRole.UserRole)) for item in items
                     if item.checkState() == Qt.CheckState.Checked)

    def set_section(self, spec: SectionSpec) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(spec.kind)))
        self.level.setCurrentIndex(max(0, self.level.findData(spec.level)))
        self.questions.setValue(spec.questions)
        self.pass_mark.setValue(spec.pass_mark)
        self.set_profiles(self.profiles, spec.profiles)

    def section(self) -> SectionSpec:
        return SectionSpec(self.kind.currentData(), self.level.currentData() or Level.ALL,
                           self.questions.value(), self.pass_mark.value(),
                           self.picked_profiles())

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def retranslate(self) -> None:
        for index in range(self.kind.count()):
            self.kind.setItemText(index, self.words.kind(self.kind.itemData(index)))
        for index in range(self.level.count()):
            self.level.setItemText(index, self.words.level(self.level.itemData(index)))
        self.questions_label.setText(self.tr("Questions"))
        self.mark_label.setText(self.tr("Pass mark"))
        self.remove.setText(self.tr("Remove"))
        self.tables_label.setText(self.tr("Tables:"))
        self.tables.setToolTip(self.tr("Each deal is dealt at one of the ticked tables (Space "
                                       "ticks). None ticked: the drill's own tables."))
        self.set_profiles(self.profiles)


class TableSectionRow(Retranslating, QWidget):
    """One Table section: its game (baccarat or Sam Kong), the table profile of that game,
    coups (Sam Kong rounds), pass mark, pace target, how full the table is, the faulty-bet
    rate and the baccarat table's own switches (disabled for Sam Kong); its error
    underneath."""

    sig_remove_requested = Signal(object)
    """The instructor asked to remove this row (argument: the row)."""

    def __init__(self, profiles: dict[str, TableRules], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableSectionRow")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # Short lines rather than one long one: the form fits 1024 px in Portuguese.
        first, second, third = QHBoxLayout(), QHBoxLayout(), QHBoxLayout()
        fourth = QHBoxLayout()  # the shoe's life, irregularities and the squeeze
        fifth = QHBoxLayout()  # standing bettors (a line of its own: 1024 px in Portuguese)
        self.title = QLabel()
        set_look(self.title, "heading")
        self.game = _choices()
        self.game.setObjectName("tableGame")
        for game in SECTION_GAMES:
            self.game.addItem("", game)  # worded in retranslate
        self._profiles: dict[str, TableRules] = {}
        """The school's baccarat tables (a Sam Kong section offers the shipped ones)."""
        self.profile = _choices()
        self.profile.setObjectName("tableProfile")
        self.coups = _spin(10)
        self.coups.setObjectName("tableCoups")
        self.pass_mark = _spin(90, " %")
        self.pass_mark.setObjectName("tablePassMark")
        self.has_pace = QCheckBox()
        self.has_pace.setObjectName("tableHasPace")
        self.pace = _spin(50)
        self.pace.setObjectName("tablePace")
        self.pace.setEnabled(False)
        self.seats = _spin(70, " %")
        self.seats.setObjectName("tableSeats")
        self.faults = _spin(10, " %")
        self.faults.setObjectName("tableFaults")
        self.side_bets = QCheckBox()
        self.side_bets.setObjectName("tableSideBets")
        self.side_bets.setChecked(True)
        self.cash_steps = QCheckBox()
        self.cash_steps.setObjectName("tableCashSteps")
        self.shoe_life = QCheckBox()
        self.shoe_life.setObjectName("tableShoeLife")
        self.irregularities = _spin(0, " %")
        self.irregularities.setObjectName("tableIrregularities")
        self.squeeze = QCheckBox()
        self.squeeze.setObjectName("tableSqueeze")
        self.standing = QCheckBox()
        self.standing.setObjectName("tableStandingBettors")
        self.remove = QPushButton()
        self.remove.setObjectName("tableRemove")
        self.labels = {key: QLabel() for key in ("game", "coups", "pass_mark", "seats",
                                                 "faults", "irregularities")}
        first.addWidget(self.title)
        first.addWidget(self.labels["game"])
        first.addWidget(self.game)
        first.addWidget(self.profile, 1)
        first.addWidget(self.remove)
        second.addWidget(self.labels["coups"])
        second.addWidget(self.coups)
        second.addWidget(self.labels["pass_mark"])
        second.addWidget(self.pass_mark)
        second.addWidget(self.has_pace)
        second.addWidget(self.pace)
        second.addStretch(1)
        third.addWidget(self.labels["seats"])
        third.addWidget(self.seats)
        third.addWidget(self.labels["faults"])
        third.addWidget(self.faults)
        third.addWidget(self.side_bets)
        third.addWidget(self.cash_steps)
        third.addStretch(1)
        fourth.addWidget(self.shoe_life)
        fourth.addWidget(self.labels["irregularities"])
        fourth.addWidget(self.irregularities)
        fourth.addWidget(self.squeeze)
        fourth.addStretch(1)
        fifth.addWidget(self.standing)
        fifth.addStretch(1)
        self.labels["coups"].setBuddy(self.coups)
        self.labels["game"].setBuddy(self.game)
        outer.addLayout(first)
        outer.addLayout(second)
        outer.addLayout(third)
        outer.addLayout(fourth)
        outer.addLayout(fifth)
        self.error = _error_label()
        outer.addWidget(self.error)
        self.set_profiles(profiles)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.has_pace.toggled.connect(self.pace.setEnabled)
        self.remove.clicked.connect(lambda: self.sig_remove_requested.emit(self))
        self.retranslate()

    @property
    def fields(self) -> tuple[QWidget, ...]:
        """The row's inputs in Tab order."""
        return (self.game, self.profile, self.coups, self.pass_mark, self.remove, self.has_pace,
                self.pace, self.seats, self.faults, self.side_bets, self.cash_steps,
                self.shoe_life, self.irregularities, self.squeeze, self.standing)

    @property
    def game_chosen(self) -> str:
        """The game the section deals."""
        game = self.game.currentData()
        return game if isinstance(game, str) else BACCARAT

    @property
    def baccarat_only(self) -> tuple[QCheckBox, ...]:
        """The switches only the baccarat table deals: disabled for a Sam Kong section."""
        return (self.side_bets, self.shoe_life, self.squeeze, self.standing)

    def set_profiles(self, profiles: dict[str, TableRules]) -> None:
        """The school's tables (a baccarat section chooses among them); the one chosen
        stays (a blueprint keeps its own copy)."""
        self._profiles = dict(profiles)
        self._list_profiles()

    def _list_profiles(self) -> None:
        """The chosen game's tables: the school's baccarat ones, or the shipped Sam Kong
        tables."""
        chosen = self.profile.currentData()
        self.profile.clear()
        shown = Words().table_name  # by name (a shipped one's in the user's language)
        tables: dict[str, SectionProfile] = (
            {p.name: p for p in SAMKONG_PROFILES} if self.game_chosen == SAMKONG
            else dict(self._profiles))
        for name in sorted(tables, key=shown):
            self.profile.addItem(shown(name), tables[name])
        if chosen is not None and isinstance(chosen, type(self.profile.itemData(0))):
            self._choose(chosen)

    def _game_changed(self) -> None:
        self._list_profiles()
        samkong = self.game_chosen == SAMKONG
        for box in self.baccarat_only:
            box.setEnabled(not samkong)
        self._word_game()

    def _choose(self, rules: SectionProfile) -> None:
        index = next((i for i in range(self.profile.count())
                      if self.profile.itemData(i) == rules), -1)
        if index < 0:
            # The exam's own copy differs from (or outlived) the school's profile: keep it.
            self.profile.addItem(Words().table_name(rules.name), rules)
            index = self.profile.count() - 1
        self.profile.setCurrentIndex(index)

    def set_section(self, spec: TableSectionSpec) -> None:
        self.game.setCurrentIndex(max(0, self.game.findData(spec.game)))
        self._choose(spec.profile)
        self.coups.setValue(spec.coups)
        self.pass_mark.setValue(spec.pass_mark)
        self.has_pace.setChecked(spec.pace_target is not None)
        self.pace.setValue(spec.pace_target or 50)
        self.seats.setValue(spec.seats_percent)
        self.faults.setValue(spec.fault_percent)
        self.side_bets.setChecked(spec.side_bets)
        self.cash_steps.setChecked(spec.cash_steps)
        self.shoe_life.setChecked(spec.shoe_life)
        self.irregularities.setValue(spec.irregularity_percent)
        self.squeeze.setChecked(spec.squeeze)
        self.standing.setChecked(spec.standing_bettors)

    def section(self) -> TableSectionSpec:
        baccarat = self.game_chosen == BACCARAT  # the other game has none of its switches
        return TableSectionSpec(
            self.profile.currentData(), self.coups.value(), self.pass_mark.value(),
            self.pace.value() if self.has_pace.isChecked() else None,
            self.seats.value(), self.faults.value(), baccarat and self.side_bets.isChecked(),
            self.cash_steps.isChecked(), baccarat and self.shoe_life.isChecked(),
            self.irregularities.value(), baccarat and self.squeeze.isChecked(),
            baccarat and self.standing.isChecked(), self.game_chosen)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Table"))
        for index in range(self.profile.count()):
            self.profile.setItemText(index, Words().table_name(self.profile.itemData(index).name))
        self.profile.setToolTip(self.tr("The table profile the coups are dealt at"))
        self.labels["game"].setText(self.tr("Game"))  # Tab reaches it: every Alt key is taken
        self.game.setItemText(0, self.tr("Baccarat"))
        self.game.setItemText(1, self.tr("Sam Kong"))
        self.game.setToolTip(self.tr("The game dealt at the table: baccarat, or Sam Kong at "
                                     "one of its shipped tables"))
        self.labels["pass_mark"].setText(self.tr("Pass mark (steps)"))
        self.labels["seats"].setText(self.tr("Seats filled"))
        self.labels["faults"].setText(self.tr("Faulty bets"))
        self._word_game()
        self.side_bets.setText(self.tr("Side bets"))
        self.cash_steps.setText(self.tr("Cash and chips"))
        self.shoe_life.setText(self.tr("Cut, burn and the shoe's end"))
        self.shoe_life.setToolTip(self.tr("The trainee cuts, burns and ends the shoe as the "
                                          "table's procedures say (arts. 2, 3, 8)"))
        self.labels["irregularities"].setText(self.tr("Irregularities"))
        self.irregularities.setToolTip(self.tr("The share of coups that meet an irregularity: "
                                               "an exposed card, a misdeal (arts. 3, 4, 10)"))
        self.squeeze.setText(self.tr("Squeeze (card holder)"))
        self.squeeze.setToolTip(self.tr("Where the table has a card holder, the bettors "
                                        "with the largest bets turn the cards (art. 16)"))
        self.standing.setText(self.tr("Standing bettors"))
        self.standing.setToolTip(self.tr("Bettors stand behind the seats; now and then one bets "
                                         "in a seated player's box, to refuse (art. 15)"))

    def _word_game(self) -> None:
        """The words that name a coup: a Sam Kong table deals rounds."""
        if self.game_chosen == SAMKONG:
            self.labels["coups"].setText(self.tr("Roun&ds"))
            self.has_pace.setText(self.tr("Pace target (rounds an hour):"))
        else:
            self.labels["coups"].setText(self.tr("&Coups"))
            self.has_pace.setText(self.tr("Pace target (coups an hour):"))
        self.remove.setText(self.tr("Remove"))


class BlueprintForm(Retranslating, QWidget):
    """Every field of a blueprint, with an error line under each."""

    def minimumSizeHint(self) -> QSize:
        """As tall as it asks to be: in its scroll area it scrolls rather than squeeze its
        rows below their height (the exam name's field was cut in half in 繁體中文 once the
        window, counting and section-table rows were added)."""
        least = super().minimumSizeHint()
        return QSize(least.width(), max(least.height(), self.sizeHint().height()))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("blueprintForm")
        self.words = ExamWords(self)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("blueprintName")
        self.name_error = _error_label()
        self.pass_mark = _spin(80, " %")
        self.pass_mark.setObjectName("blueprintPassMark")
        self.pass_mark_error = _error_label()
        self.minutes = _spin(30)
        self.minutes.setObjectName("blueprintMinutes")
        self.time_error = _error_label()
        self.per_question = QCheckBox()
        self.per_question.setObjectName("blueprintPerQuestion")
        self.question_seconds = _spin(30)
        self.question_seconds.setObjectName("blueprintQuestionSeconds")
        self.question_error = _error_label()
        self.attempts = _spin(1)
        self.attempts.setObjectName("blueprintAttempts")
        self.attempts_error = _error_label()
        self.counting = _choices()
        self.counting.setObjectName("blueprintCounting")
        for rule in (CountingRule.LATEST, CountingRule.BEST, CountingRule.FIRST_PASS):
            self.counting.addItem("", rule)
        self.show_missed = QCheckBox()
        self.show_missed.setObjectName("blueprintShowMissed")
        self.on_interrupt = _choices()
        self.on_interrupt.setObjectName("blueprintOnInterrupt")
        self.on_interrupt.addItem("", OnInterrupt.RESUME)
        self.on_interrupt.addItem("", OnInterrupt.INCOMPLETE)
        self.cohorts = QListWidget()
        self.cohorts.setObjectName("blueprintCohorts")
        self.cohorts.setMaximumHeight(110)
        self.cohorts_error = _error_label()
        # The exam window, in Macau wall time; an unticked bound is no bound.
        self.opens_check, self.closes_check = QCheckBox(), QCheckBox()
        self.opens_check.setObjectName("blueprintOpens")
        self.closes_check.setObjectName("blueprintCloses")
        self.opens_at, self.closes_at = QDateTimeEdit(), QDateTimeEdit()
        for check, edit in ((self.opens_check, self.opens_at), (self.closes_check, self.closes_at)):
            edit.setCalendarPopup(True)
            edit.setEnabled(False)
            check.toggled.connect(edit.setEnabled)
        self.opens_at.setObjectName("blueprintOpensAt")
        self.closes_at.setObjectName("blueprintClosesAt")
        self.closes_check.clicked.connect(self._closes_after_opening)  # the user, not load()
        self.window_error = _error_label()
        self.labels = {key: QLabel() for key in (
            "name", "pass_mark", "minutes", "per_question", "attempts", "counting",
            "show_missed", "on_interrupt", "cohorts", "opens", "closes")}

        def field(widget: QWidget, error: QLabel | None = None,
                  extra: QWidget | None = None) -> QWidget:
            box = QWidget()
            inner = QVBoxLayout(box)
            inner.setContentsMargins(0, 0, 0, 0)
            line = QHBoxLayout()
            line.addWidget(widget)
            if extra is not None:
                line.addWidget(extra)
            line.addStretch(1)
            inner.addLayout(line)
            if error is not None:
                inner.addWidget(error)
            return box

        self.labels["name"].setBuddy(self.name)
        form.addRow(self.labels["name"], field(self.name, self.name_error))
        self.name.setMinimumWidth(380)
        form.addRow(self.labels["minutes"], field(self.minutes, self.time_error))
        form.addRow(self.labels["per_question"],
                    field(self.per_question, self.question_error, self.question_seconds))
        form.addRow(self.labels["pass_mark"], field(self.pass_mark, self.pass_mark_error))
        form.addRow(self.labels["attempts"], field(self.attempts, self.attempts_error))
        self.labels["counting"].setBuddy(self.counting)
        form.addRow(self.labels["counting"], field(self.counting))
        form.addRow(self.labels["show_missed"], field(self.show_missed))
        form.addRow(self.labels["on_interrupt"], field(self.on_interrupt))
        form.addRow(self.labels["opens"], field(self.opens_check, None, self.opens_at))
        form.addRow(self.labels["closes"],
                    field(self.closes_check, self.window_error, self.closes_at))
        form.addRow(self.labels["cohorts"], field(self.cohorts, self.cohorts_error))
        for key, label in self.labels.items():
            label.setObjectName(f"label_{key}")
        layout.addLayout(form)
        for before, after in ((self.on_interrupt, self.opens_check),
                              (self.opens_check, self.opens_at),
                              (self.opens_at, self.closes_check),
                              (self.closes_check, self.closes_at),
                              (self.closes_at, self.cohorts)):
            QWidget.setTabOrder(before, after)  # as shown: the window, then the cohorts
        self.sections_title = QLabel()
        set_look(self.sections_title, "section")
        layout.addWidget(self.sections_title)
        self.sections_box = QVBoxLayout()
        layout.addLayout(self.sections_box)
        self.sections_error = _error_label()
        layout.addWidget(self.sections_error)
        add_row = QHBoxLayout()
        self.add_section = QPushButton()
        self.add_section.setObjectName("addSection")
        add_row.addWidget(self.add_section)
        add_row.addStretch(1)
        layout.addLayout(add_row)
        self.tables_title = QLabel()
        set_look(self.tables_title, "section")
        layout.addWidget(self.tables_title)
        self.tables_box = QVBoxLayout()
        layout.addLayout(self.tables_box)
        add_table_row = QHBoxLayout()
        self.add_table = QPushButton()
        self.add_table.setObjectName("addTableSection")
        add_table_row.addWidget(self.add_table)
        add_table_row.addStretch(1)
        layout.addLayout(add_table_row)
        layout.addStretch(1)
        self.rows: list[SectionRow] = []
        self.table_rows: list[TableSectionRow] = []
        self.profiles: dict[str, TableRules] = dict(DEFAULT_PROFILES)
        self.add_section.clicked.connect(lambda: self.add_row())
        self.add_table.clicked.connect(lambda: self.add_table_row())
        self.per_question.toggled.connect(self.question_seconds.setEnabled)
        self.question_seconds.setEnabled(False)
        guard_wheel(self)  # the wheel scrolls the form, never an unfocused field
        self.retranslate()

    # ---- rows

    def add_row(self, spec: SectionSpec | None = None) -> SectionRow:
        row = SectionRow(self.words, self.profiles, self)
        if spec is not None:
            row.set_section(spec)
        row.sig_remove_requested.connect(self._remove_row)
        previous: QWidget = self.rows[-1].remove if self.rows else self.cohorts
        self.rows.append(row)
        self.sections_box.addWidget(row)
        # Tab goes through the fields, then the sections in order, then "Add section": a row
        # added later would otherwise come after the screen's Save and Withdraw buttons.
        for widget in (row.kind, row.level, row.questions, row.pass_mark, row.tables,
                       row.remove):
            QWidget.setTabOrder(previous, widget)
            previous = widget
        QWidget.setTabOrder(previous, self.add_section)
        self._order_tables()
        return row

    def _remove_row(self, row: SectionRow) -> None:
        if row in self.rows:
            self.rows.remove(row)
            self.sections_box.removeWidget(row)
            row.deleteLater()

    def add_table_row(self, spec: TableSectionSpec | None = None) -> TableSectionRow:
        """A Table section row (after the drill sections: it is dealt after them)."""
        row = TableSectionRow(self.profiles, self)
        if spec is not None:
            row.set_section(spec)
        row.sig_remove_requested.connect(self._remove_table_row)
        self.table_rows.append(row)
        self.tables_box.addWidget(row)
        self._order_tables()
        return row

    def _order_tables(self) -> None:
        """Tab: drill sections, Add section, each Table row's fields, Add Table section."""
        previous: QWidget = self.add_section
        for row in self.table_rows:
            for widget in row.fields:
                QWidget.setTabOrder(previous, widget)
                previous = widget
        QWidget.setTabOrder(previous, self.add_table)

    def _remove_table_row(self, row: TableSectionRow) -> None:
        if row in self.table_rows:
            self.table_rows.remove(row)
            self.tables_box.removeWidget(row)
            row.deleteLater()

    def set_profiles(self, profiles: dict[str, TableRules]) -> None:
        """The school's table profiles (the shipped ones and those saved in Settings)."""
        self.profiles = dict(profiles)
        for row in self.table_rows:
            row.set_profiles(self.profiles)
        for section_row in self.rows:
            section_row.set_profiles(self.profiles)

    # ---- values

    def set_cohorts(self, cohorts: list[tuple[int, str]]) -> None:
        """The cohorts an exam can be assigned to (checked ones stay checked)."""
        checked = self.checked_cohorts()
        self.cohorts.clear()
        for cohort_id, name in cohorts:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, cohort_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if cohort_id in checked
                               else Qt.CheckState.Unchecked)
            self.cohorts.addItem(item)

    def checked_cohorts(self) -> tuple[int, ...]:
        out = []
        for index in range(self.cohorts.count()):
            item = self.cohorts.item(index)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(out)

    def load(self, blueprint: Blueprint | None) -> None:
        """Show ``blueprint``'s values, or a new exam's defaults."""
        self.clear_errors()
        for row in list(self.rows):
            self._remove_row(row)
        for table_row in list(self.table_rows):
            self._remove_table_row(table_row)
        if blueprint is None:
            self.name.clear()
            self.pass_mark.setValue(80)
            self.minutes.setValue(30)
            self.per_question.setChecked(False)
            self.question_seconds.setValue(30)
            self.attempts.setValue(1)
            self.show_missed.setChecked(False)
            self.on_interrupt.setCurrentIndex(0)
            self.counting.setCurrentIndex(self.counting.findData(DEFAULT_RULE))
            self._check_cohorts(())
            self.load_window(ExamWindow())
            self.add_row()
            return
        self.name.setText(blueprint.name)
        self.pass_mark.setValue(blueprint.pass_mark)
        self.minutes.setValue(blueprint.time_limit_s // 60)
        self.per_question.setChecked(blueprint.question_limit_s is not None)
        self.question_seconds.setValue(blueprint.question_limit_s or 30)
        self.attempts.setValue(blueprint.attempts_allowed)
        self.show_missed.setChecked(blueprint.show_missed)
        self.on_interrupt.setCurrentIndex(self.on_interrupt.findData(blueprint.on_interrupt))
        self.counting.setCurrentIndex(self.counting.findData(blueprint.counting))
        self._check_cohorts(blueprint.cohort_ids)
        for spec in blueprint.sections:
            self.add_row(spec)
        for table in blueprint.tables:
            self.add_table_row(table)

    def load_window(self, window: ExamWindow) -> None:
        """Show ``window`` (Macau time); an open side leaves its box unticked."""
        default = to_macau(datetime.now(UTC))  # only what an unticked box shows
        for check, edit, when in ((self.opens_check, self.opens_at, window.opens_at),
                                  (self.closes_check, self.closes_at, window.closes_at)):
            shown = to_macau(when) if when is not None else default
            edit.setDateTime(QDateTime(shown.year, shown.month, shown.day, shown.hour,
                                       shown.minute, 0))
            check.setChecked(when is not None)

    def _closes_after_opening(self, ticked: bool) -> None:
        """A closing time just ticked starts a day after the opening time shown, not at it
        (both boxes showed "now", and the form refused a window closing as it opens)."""
        if ticked and self.closes_at.dateTime() <= self.opens_at.dateTime():
            self.closes_at.setDateTime(self.opens_at.dateTime().addDays(1))

    def exam_window(self) -> ExamWindow | None:
        """The window the fields describe, or None after showing the core's refusal."""
        def read(check: QCheckBox, edit: QDateTimeEdit) -> datetime | None:
            if not check.isChecked():
                return None
            day, clock = edit.dateTime().date(), edit.dateTime().time()
            return datetime(day.year(), day.month(), day.day(), clock.hour(), clock.minute(),
                            tzinfo=MACAU)

        self.window_error.clear()
        self.window_error.setVisible(False)
        try:
            return ExamWindow(read(self.opens_check, self.opens_at),
                              read(self.closes_check, self.closes_at))
        except BlueprintError as error:
            self.show_error(error)
            return None

    def _check_cohorts(self, ids: tuple[int, ...]) -> None:
        for index in range(self.cohorts.count()):
            item = self.cohorts.item(index)
            item.setCheckState(Qt.CheckState.Checked
                               if item.data(Qt.ItemDataRole.UserRole) in ids
                               else Qt.CheckState.Unchecked)

    def build(self) -> Blueprint | None:
        """The blueprint the fields describe, or None after showing the core's refusal."""
        self.clear_errors()
        try:
            sections = []
            for index, row in enumerate(self.rows):
                try:
                    sections.append(row.section())
                except BlueprintError as error:  # name the row the section came from
                    raise BlueprintError(f"sections[{index}]" + error.field[len("section"):],
                                         error.reason, str(error)) from None
            tables = []
            for index, table_row in enumerate(self.table_rows):
                try:
                    tables.append(table_row.section())
                except BlueprintError as error:  # name the row the section came from
                    raise BlueprintError(f"tables[{index}]" + error.field[len("table"):],
                                         error.reason, str(error)) from None
            return Blueprint(
                name=self.name.text(),
                sections=tuple(sections),
                pass_mark=self.pass_mark.value(),
                time_limit_s=self.minutes.value() * 60,
                question_limit_s=(self.question_seconds.value()
                                  if self.per_question.isChecked() else None),
                attempts_allowed=self.attempts.value(),
                show_missed=self.show_missed.isChecked(),
                on_interrupt=self.on_interrupt.currentData(),
                cohort_ids=self.checked_cohorts(),
                tables=tuple(tables),
                counting=self.counting.currentData(),
            )
        except BlueprintError as error:
            self.show_error(error)
            return None

    # ---- errors

    def error_label_for(self, field: str) -> MessageLabel:
        """The label under the field a BlueprintError names."""
        match = re.match(r"sections\[(\d+)\]", field)
        if match and int(match.group(1)) < len(self.rows):
            return self.rows[int(match.group(1))].error
        match = re.match(r"tables\[(\d+)\]", field)
        if match and int(match.group(1)) < len(self.table_rows):
            return self.table_rows[int(match.group(1))].error
        return {
            "name": self.name_error,
            "pass_mark": self.pass_mark_error,
            "time_limit_s": self.time_error,
            "question_limit_s": self.question_error,
            "attempts_allowed": self.attempts_error,
            "window": self.window_error,
        }.get(field, self.cohorts_error if field.startswith("cohort") else self.sections_error)

    def show_error(self, error: BlueprintError) -> None:
        label = self.error_label_for(error.field)
        label.say(self.words.blueprint_error, error)
        label.setVisible(True)
        target = {
            self.name_error: self.name, self.pass_mark_error: self.pass_mark,
            self.time_error: self.minutes, self.question_error: self.question_seconds,
            self.attempts_error: self.attempts, self.window_error: self.closes_at,
        }.get(label)
        for section_row in self.rows:
            if label is section_row.error and error.field.endswith(".profiles"):
                target = section_row.tables
        for row in self.table_rows:
            if label is row.error:
                leaf = error.field.rsplit(".", 1)[-1]
                target = {"profile": row.profile, "coups": row.coups, "pass_mark": row.pass_mark,
                          "pace_target": row.pace, "seats_percent": row.seats,
                          "fault_percent": row.faults,
                          "irregularity_percent": row.irregularities}.get(leaf, row.profile)
        if target is not None:
            target.setFocus()

    def clear_errors(self) -> None:
        for label in (self.name_error, self.pass_mark_error, self.time_error,
                      self.question_error, self.attempts_error, self.cohorts_error,
                      self.window_error, self.sections_error, *(row.error for row in self.rows),
                      *(row.error for row in self.table_rows)):
            label.clear()
            label.setVisible(False)

    # ---- words

    def retranslate(self) -> None:
        texts = {
            "name": self.tr("Exa&m name"),
            "pass_mark": self.tr("Overall pass mark"),
            "minutes": self.tr("Time limit (minutes)"),
            "per_question": self.tr("Limit per question"),
            "attempts": self.tr("Attempts allowed"),
            "counting": self.tr("Which sitting c&ounts"),
            "show_missed": self.tr("Trainee sees missed questions"),
            "on_interrupt": self.tr("If the app is closed mid-exam"),
            "cohorts": self.tr("Assigned cohorts"),
            "opens": self.tr("Opens (Macau time)"),
            "closes": self.tr("Closes (Macau time)"),
        }
        for edit in (self.opens_at, self.closes_at):  # the language's way (Today's, the list's)
            edit.setDisplayFormat(moment_format())
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.per_question.setText(self.tr("seconds:"))
        self.opens_check.setText(self.tr("not before"))
        self.closes_check.setText(self.tr("not after"))
        self.show_missed.setText(self.tr("yes, show which questions were wrong (never the "
                                         "right answers)"))
        self.on_interrupt.setItemText(0, self.tr("Resume the same questions (the clock keeps "
                                                 "running)"))
        self.on_interrupt.setItemText(1, self.tr("Mark the sitting incomplete (a fail)"))
        for i, text in enumerate((self.tr("The latest sitting (a retake can lower the result)"),
                                  self.tr("The best sitting"),
                                  self.tr("The first pass (later sittings cannot undo it)"))):
            self.counting.setItemText(i, text)
        self.sections_title.setText(self.tr("Sections (asked in this order)"))
        self.add_section.setText(self.tr("&Add section"))
        self.tables_title.setText(self.tr("Table sections (dealt after the sections above, "
                                          "scored per step, no hints)"))
        self.add_table.setText(self.tr("Add &Table section"))
