"""The Table screen: the felt, what to do now, the feedback of the last step, the
buttons of this step and the one-row chip entry. Widgets only: keys and clicks become
presenter calls (:class:`~ui.table.presenter.TablePresenter`), signals redraw.

Alt+T picks the table, Tab then the mode, Alt+V the level (Easy to Full VIP table, or
Custom with its own settings), Ctrl+N deals a new shoe there. Keys on the felt:
arrows / Tab select a bet (or a due commission box); after a tie W returns a withdrawn stake,
A accepts a change and X refuses it (art. 12); R refuse, N no more bets, C collect the
selected box, P / B deal, digits call the totals (and, after a third card, the final totals;
on a natural no third card is asked), D / S draw or stand, 1 2 3 6 mark the result's pairs,
natural and Banker's 6, then P / B / T call the winner; T take, A take every bet of the
selected bet's side, digits and Enter pay (the chip row: chips, or the amount on a
table graded on the amount only), M mark commission; H hint; Enter goes on after a wrong step.
Tab walks the bets in the table's take-and-pay order, and after each right step the selection
moves on to the next bet. Ctrl+N, Esc and closing the window ask before giving up or
leaving a half-dealt shoe. Under the feedback, each call of the totals or the result in the
dealer's words (:mod:`ui.felt.calls`).

``python -m ui.table.view`` opens the screen on a throwaway store.

Why one file over 600 lines: one screen whose keys, buttons and feedback all follow the
table's phase; the felt's drawing is apart (:mod:`ui.felt.felt`), as is the wording.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import (
    DEFAULT_PACE_TARGET,
    ChipPayout,
    CommissionMode,
    TableRules,
)
from trainer.chips import ChipCountError
from trainer.curriculum.cited import LessonRef
from trainer.errors import MoneyParseError, StoreError
from trainer.store import DeskStore, KeptShoe
from trainer.table import CoupRecord, GradedStep, Phase, ScoreCard, TableSettings, TableState
from trainer.table.difficulty import PRESETS, Difficulty
from trainer.table.game import game_for
from trainer.table.samkong.presets import level_of
from trainer.table.samkong.profile import GAME as SAMKONG
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.session import AFTER_CARD_PHASES, Action
from ui.felt.calls import call_html, call_text
from ui.felt.desk import FeltDesk
from ui.felt.house import house_lines, last_coup_note
from ui.felt.keys import (
    ENTER,
    PASS_PHASES,
    RESULT_FLAGS,
    TOTAL_PHASES,
    next_after,
)
from ui.felt.shoe_end import life_prompt, life_shown, on_felt
from ui.looks import set_look
from ui.store_words import replaced_text, server_problem_text
from ui.table.kept_shoes import KeptShoesDialog
from ui.table.presenter import TablePresenter
from ui.table.samkong_desk import SamKongDesk
from ui.table.samkong_level import SamKongLevelWords
from ui.table.score_card import ScoreCardDialog
from ui.table.words import TableWords
from ui.widgets.chips import desk_chip_entry
from ui.widgets.fitting import ElidedComboBox
from ui.widgets.retranslating import Retranslating

READ = "read"
"""An explanation already read (Enter went on): kept on screen, in a quiet colour."""


class TableScreen(Retranslating, FeltDesk):
    """The Table: one shoe at a time at a table profile, dealt coup by coup."""

    sig_lesson_requested = Signal(str)
    """(lesson id): the trainee asked for the lesson a wrong step's feedback cites (L)."""

    def __init__(
        self,
        store: DeskStore,
        actor: Actor,
        parent: QWidget | None = None,
        presenter: TablePresenter | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableScreen")
        self.presenter = presenter or TablePresenter(store, actor, self)
        self.table_input = self.presenter
        self.words = TableWords(self)
        self.samkong_level_words = SamKongLevelWords(self)
        self.selected: Bet | int | None = None
        self._walk: list[Bet | int] = []
        """What Tab walked through when the table was last shown, in the table's order."""
        self._walk_of: tuple[int, Phase] | None = None
        """The coup and phase of that walk."""
        self._advance_from: Bet | int | None = None
        """The bet (or box, or mark's seat) the last right step was on: the selection
        moves on to the next one in the table's take-and-pay order."""
        self.unsaved_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.resume_button: QPushButton | None = None
        self.kept_dialog: KeptShoesDialog | None = None
        """The list of unfinished shoes, when more than one was kept."""
        self.leave_box: QMessageBox | None = None
        """The question on leaving a half-dealt shoe (Esc, closing the window)."""
        self.leave_button: QPushButton | None = None
        self.keep_button: QPushButton | None = None
        self.new_shoe_box: QMessageBox | None = None
        """The question on Ctrl+N with a shoe half dealt."""
        self.give_up_button: QPushButton | None = None
        self.keep_shoe_button: QPushButton | None = None
        self._running: tuple[object, ...] | None = None
        """What the top rows said when the running shoe began (:meth:`_chosen`)."""
        self._then_leave: Callable[[], None] | None = None
        self._preset: dict[str, object] = {}
        self._dealt_tables: dict[str, TableRules] = {}
        """The tables of the shoes dealt here, by name: New shoe deals at one whose profile
        was deleted since (in Settings, on any desk) at its copy, as the top row names it."""
        self._row_for: tuple[object, str] | None = None
        """The chip rule and wording the chip row was worded for (:meth:`_word_chip_row`)."""
        self._chips_shown: tuple[object, ...] | None = None
        """The table's chips the chip row was set up for."""
        self._buttons_for: tuple[object, ...] | None = None
        """What the buttons shown were chosen for (:meth:`_show_buttons`)."""
        self._bets_timer = QTimer(self)
        """Places a new coup's bets on the felt a frame after its table was cleared."""
        self._bets_timer.setSingleShot(True)
        self._house_for: tuple[object, ...] | None = None
        """The procedures and decks the felt's house sign was worded for (None: word it again,
        as after a change of language)."""
        self._bets_timer.setInterval(0)
        self._bets_timer.timeout.connect(self._redraw)
        self._build()
        p = self.presenter
        p.sig_state_changed.connect(self._show_state)
        p.sig_step_graded.connect(self._show_step)
        p.sig_step_graded.connect(self._show_call)
        p.sig_action_refused.connect(self._show_refusal)
        p.sig_hint.connect(self._show_hint)
        p.sig_waiting_changed.connect(self._show_waiting)
        p.sig_step_unsaved.connect(self._show_unsaved)
        p.sig_shoe_closed_elsewhere.connect(self._shoe_closed_elsewhere)
        p.sig_coup_finished.connect(self._show_coup)
        p.sig_shoe_finished.connect(self._show_score)
        self.score_box: ScoreCardDialog | None = None
        self.score_ok: QPushButton | None = None
        """The score card's OK button (worded by the screen)."""
        self.retranslate()

    # ---- Screen protocol ----------------------------------------------------------------

    def title(self) -> str:
        return self.tr("Table")

    def shortcut(self) -> str:
        return "Ctrl+7"

    def enter(self) -> None:
        """Shown: a shoe is dealt at the table picked if none is open. The list is read
        again: the school may have saved a table since."""
        self.load_tables()
        if self.presenter.session is None:
            shoes = self.presenter.kept_shoes()
            if not shoes:
                self.new_shoe()
            elif shoes[0].id == self.presenter.left_shoe_id:  # left a moment ago: no question
                if self.presenter.resume(shoes[0]):
                    self._show_resumed()
            elif len(shoes) == 1:
                self._offer_resume(shoes[0])
            else:
                self._offer_kept_shoes(shoes)
        self.felt.setFocus()

    def _offer_kept_shoes(self, shoes: list[KeptShoe]) -> None:
        """Several shoes were left unfinished: listed newest first, to resume one, give any
        up (each ends), or deal a new shoe (the others stay kept)."""
        dialog = KeptShoesDialog(shoes, self, self.presenter.kept_coup)
        self.kept_dialog = dialog

        def resume(kept: KeptShoe) -> None:
            if self.presenter.resume(kept):
                self._show_resumed()
                dialog.done(QDialog.DialogCode.Accepted)
            else:  # it would not replay, and was ended
                dialog.drop(kept)

        def give_up(kept: KeptShoe) -> None:
            self.presenter.give_up(kept)
            dialog.drop(kept)

        def new_shoe() -> None:
            if self.presenter.session is None:
                self.new_shoe()
            self.felt.setFocus()

        dialog.sig_resume_requested.connect(resume)
        dialog.sig_give_up_requested.connect(give_up)
        dialog.sig_new_shoe_requested.connect(new_shoe)

        def finished(_code: int) -> None:
            self.kept_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()

    def _show_resumed(self) -> None:
        """The top rows show the shoe resumed, and nothing of the shoe shown before it (its
        feedback, a half-typed total, result marks, chips typed)."""
        self._clear_input()
        if self._samkong_shown():
            self._show_samkong_settings()
            return
        self._show_shoe_settings()
        self._show_state(self.presenter.state)
        self.felt.setFocus()

    def _show_shoe_settings(self) -> None:
        """The top rows show the running shoe's table, mode, coups and level;
        changed afterwards, they are for the next shoe (:meth:`_show_status` says so)."""
        session = self.presenter.session
        if session is None:
            return
        was_open = not self.custom_row.isHidden()
        for combo in (self.table_combo, self.mode_combo, self.level_combo, self.coups_spin,
                      self.seats_spin, self.faults_spin, self.awkward_check,
                      self.side_bets_check):
            combo.blockSignals(True)
        self._dealt_tables[session.table.name] = session.table
        index = self.table_combo.findData(session.table.name)
        if index < 0:  # a kept shoe at a profile deleted since: dealt at its own copy
            self.table_combo.addItem(self.words.words.table_name(session.table.name),
                                     session.table.name)
            index = self.table_combo.count() - 1
        self.table_combo.setCurrentIndex(index)
        self.mode_combo.setCurrentIndex(1 if self.presenter.clock_mode else 0)
        settings = session.settings
        self.coups_spin.setValue(settings.max_coups or 0)
        base = TableSettings(max_coups=settings.max_coups)
        level = next((lv for lv in Difficulty if PRESETS[lv].settings(base) == settings), None)
        self.level_combo.setCurrentIndex(self.level_combo.findData(level))
        if level is None:
            self.seats_spin.setValue(round(settings.seats_filled * 100))
            self.faults_spin.setValue(round(settings.fault_rate * 100))
            self.awkward_check.setChecked(settings.awkward > 0)
            self.side_bets_check.setChecked(settings.side_bets)
        for combo in (self.table_combo, self.mode_combo, self.level_combo, self.coups_spin,
                      self.seats_spin, self.faults_spin, self.awkward_check,
                      self.side_bets_check):
            combo.blockSignals(False)
        if level is not None or was_open:
            self._level_changed()
        else:
            # Settings of its own (a resumed or scripted shoe): Custom holds them, its row
            # stays folded as it was (it is wider than 1024 px in some languages).
            self.level_combo.setToolTip("")
        self._running = self._chosen()
        self._show_status()

    def _chosen(self) -> tuple[object, ...]:
        """What the top rows say now: the next shoe's table, mode and settings."""
        return (self.table_combo.currentData(), self.mode_combo.currentIndex(),
                self.level_settings())

    def _show_status(self, state: TableState | None = None) -> None:
        """The coup and the cards left; and, when the top rows were changed since the shoe
        began, that they are for the next shoe (Ctrl+N deals it)."""
        state = self.presenter.state if state is None else state
        if state is None:
            return
        self.status.setText(" · ".join([self.words.coup(state.coup),
                                        self.words.shoe(state.cards_left)]))
        last = last_coup_note(state)  # announced (art. 3): marked until the shuffle
        if last is not None:
            self.last_coup_note.setText(last)
        self.last_coup_note.setVisible(last is not None)
        changed = self._running is not None and self._chosen() != self._running
        if changed:
            self.next_shoe_note.setText(self.tr("These settings: for the next shoe (Ctrl+N)"))
        self.next_shoe_note.setVisible(changed)

    def _offer_resume(self, kept: KeptShoe) -> None:
        """A shoe was left unfinished (the app was closed or killed): resume it at the same
        coup and step, or start anew (the old shoe ends)."""
        box = QMessageBox(self)
        box.setObjectName("resumeShoeBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unfinished shoe"))
        coup = self.presenter.kept_coup(kept)
        box.setText(self.tr("A shoe you began is not finished (coup {0}). Resume it where "
                            "you left off?").format(coup) if coup is not None else
                    self.tr("A shoe you began is not finished. Resume it where you left off?"))
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&New shoe"), QMessageBox.ButtonRole.RejectRole)
        self.resume_box, self.resume_button = box, resume

        def answered(_code: int) -> None:
            if box.clickedButton() is resume and self.presenter.resume(kept):
                self._show_resumed()
                return
            self.presenter.give_up(kept)
            self.new_shoe()

        box.finished.connect(answered)
        box.open()

    def leave(self) -> None:
        """Left (or signed out): every step is stored; an unfinished shoe is kept to resume."""
        self.presenter.stop()

    def ask_new_shoe(self) -> None:
        """Ctrl+N or New shoe: with a shoe half dealt, ask first, as Esc and Quit do (New
        shoe / Keep dealing, the latter the default and Esc); else deal at once."""
        presenter = self.presenter
        if not presenter.half_dealt() or self._under_way() is None:
            self.new_shoe()
            return
        box = self.new_shoe_box
        if box is None:
            box = QMessageBox(self)
            box.setObjectName("newShoeBox")
            box.setIcon(QMessageBox.Icon.Question)
            self.give_up_button = box.addButton("", QMessageBox.ButtonRole.DestructiveRole)
            self.keep_shoe_button = box.addButton("", QMessageBox.ButtonRole.RejectRole)
            box.setEscapeButton(self.keep_shoe_button)
            box.finished.connect(lambda _code: self._new_shoe_answered())
            self.new_shoe_box = box
        box.setWindowTitle(self.tr("Deal a new shoe?"))
        if self.samkong_desk.on():
            box.setText(self.samkong_desk.words.new_shoe_question(self._under_way() or 0))
        else:
            box.setText(self.tr("Coup {0} of this shoe is under way. A new shoe ends this one "
                                "here; every step you dealt is saved.").format(
                                    self._under_way()))
        if self.give_up_button is not None and self.keep_shoe_button is not None:
            self.give_up_button.setText(self.tr("&New shoe"))
            self.keep_shoe_button.setText(self.words.keep_dealing_button())
            _default_keep(box, self.keep_shoe_button)
        box.open()

    def _new_shoe_answered(self) -> None:
        box = self.new_shoe_box
        if box is not None and box.clickedButton() is self.give_up_button:
            self.new_shoe()
        else:
            self.felt.setFocus()  # keep dealing

    def confirm_leave(self, then: Callable[[], None]) -> bool:
        """Esc or closing the window with a shoe half dealt: ask first (Leave / Keep
        dealing, the latter the default and Esc). The question does not block: on Leave the
        shoe is closed (its steps are stored already) and ``then`` runs."""
        presenter = self.presenter
        number = self._under_way()
        if not presenter.half_dealt() or number is None:
            return True
        box = self.leave_box
        if box is None:
            box = QMessageBox(self)
            box.setObjectName("leaveShoeBox")
            box.setIcon(QMessageBox.Icon.Question)
            leave = box.addButton("", QMessageBox.ButtonRole.DestructiveRole)
            keep = box.addButton("", QMessageBox.ButtonRole.RejectRole)
            self.leave_button, self.keep_button = leave, keep
            box.setEscapeButton(keep)
            box.finished.connect(lambda _code: self._leave_answered())
            self.leave_box = box
        self._then_leave = then
        box.setWindowTitle(self.words.leave_title())
        if self.samkong_desk.on():
            box.setText(self.samkong_desk.words.leave_question(number, presenter.shoe_kept()))
        else:
            box.setText(self.words.leave_question(number, presenter.shoe_kept()))
        if self.leave_button is not None and self.keep_button is not None:
            self.leave_button.setText(self.words.leave_button())
            self.keep_button.setText(self.words.keep_dealing_button())
            _default_keep(box, self.keep_button)
        box.open()
        return False

    def _under_way(self) -> int | None:
        """The coup (or, at a Sam Kong table, the round) under way; None with no shoe."""
        if self.samkong_desk.on():
            samkong = self.presenter.samkong_state
            return None if samkong is None else samkong.round
        state = self.presenter.state
        return None if state is None else state.coup

    def _leave_answered(self) -> None:
        box, then = self.leave_box, self._then_leave
        self._then_leave = None
        if box is None or box.clickedButton() is not self.leave_button:
            self.felt.setFocus()  # keep dealing
            return
        self.presenter.stop()
        if then is not None:
            then()

    def preset(self, **kwargs: object) -> None:
        """``profile`` (a table name), ``mode`` (``coup_by_coup`` or ``clock``), ``seed`` and
        ``settings`` for the next shoe, which is dealt at once; or ``game`` alone (Today's
        line of one game of the Table): a table of that game (:meth:`choose_game`)."""
        game = kwargs.get("game")
        if isinstance(game, str) and len(kwargs) == 1:
            self.choose_game(game)
            return
        self._preset = dict(kwargs)
        mode = kwargs.get("mode")
        if mode in ("coup_by_coup", "clock"):
            self.mode_combo.setCurrentIndex(1 if mode == "clock" else 0)
        name = kwargs.get("profile")
        if isinstance(name, str):
            index = self.table_combo.findData(name)
            if index >= 0:
                self.table_combo.setCurrentIndex(index)
        self.new_shoe()

    def choose_game(self, game: str) -> None:
        """Deal at a table of ``game`` (``baccarat`` or ``samkong``): the first of the list
        unless one of that game is picked or dealt already. A shoe of the other game just
        dealt, nothing done yet, is dealt again at it; one under way (resumed) stays, the
        table picked for the next shoe; a kept shoe offered is answered first."""
        dealt = self.presenter.dealt
        if dealt is not None and game_for(dealt).name == game:
            return
        samkong = set(self.presenter.samkong_profiles())
        here = self.table_combo.currentData()
        if (here in samkong) != (game == SAMKONG):
            index = next((i for i in range(self.table_combo.count())
                          if (self.table_combo.itemData(i) in samkong) == (game == SAMKONG)), -1)
            if index < 0:
                return
            self.table_combo.setCurrentIndex(index)
        if dealt is not None and not dealt.steps:
            self.new_shoe()

    # ---- building -----------------------------------------------------------------------

    def _button(self, name: str, slot: Callable[..., object],
                checkable: bool = False) -> QPushButton:
        button = self.make_button(name, slot, checkable)
        button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        return button

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.table_label = QLabel()
        self.table_combo = ElidedComboBox(16)  # a school's long table name is elided
        self.table_combo.setObjectName("tableCombo")
        # Reached by Alt+T, then Tab to the mode; Tab on the felt still walks the bets.
        self.table_combo.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table_label.setBuddy(self.table_combo)
        self.mode_combo = QComboBox()
        self.mode_combo.setObjectName("modeCombo")
        # As wide as its words in the language now shown, not the first one.
        self.mode_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.mode_combo.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.mode_combo.addItems(["", ""])
        self.coups_label = QLabel()
        self.coups_spin = QSpinBox()
        self.coups_spin.setObjectName("coupsSpin")
        self.coups_spin.setRange(0, 200)
        self.coups_spin.setValue(10)
        self.coups_spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.coups_label.setBuddy(self.coups_spin)
        self.new_shoe_button = self._button("newShoeButton", self.ask_new_shoe)
        self.status = QLabel()
        self.status.setObjectName("tableStatus")
        self.status.setWordWrap(True)  # two lines in a longer language, not a wider window
        self.status.setMinimumWidth(140)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.table_label)
        top.addWidget(self.table_combo)
        top.addWidget(self.mode_combo)
        top.addWidget(self.coups_label)
        top.addWidget(self.coups_spin)
        top.addWidget(self.new_shoe_button)
        top.addWidget(self.status, 1)  # the rest of the row, right-aligned
        layout.addLayout(top)
        level = QHBoxLayout()  # a row of its own: the top row is full at 1024 px
        self._build_level(level)
        layout.addLayout(level)
        # Esc in a control of the top rows goes back to the felt (it went Home, past the felt,
        # and a new trainee who came in by Alt+O found N and the other keys dead there).
        self._top_controls: tuple[QWidget, ...] = (
            self.table_combo, self.mode_combo, self.coups_spin, self.level_combo,
            self.seats_spin, self.faults_spin, self.awkward_check, self.side_bets_check,
            self.cash_check)
        for control in self._top_controls:
            control.installEventFilter(self)
        first_baccarat_row = layout.count()
        self.add_felt(layout)
        self.feedback = QLabel()
        self.feedback.setObjectName("tableFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.feedback)
        # The call a dealer says aloud after a totals or result step.
        self.call_line = QLabel()
        self.call_line.setObjectName("tableCall")
        self.call_line.setWordWrap(True)
        self.call_line.setTextFormat(Qt.TextFormat.RichText)
        # Its two rows' room is kept when it is empty: the felt does not grow and shrink
        # with every call.
        self.call_line.setText("<b>0</b> <big>閒</big><br>0")  # a call's two rows
        self.call_line.setMinimumHeight(self.call_line.sizeHint().height())
        self.call_line.clear()
        layout.addWidget(self.call_line)
        self._call_step: GradedStep | None = None
        """The call step whose words the call line shows (worded again on a language change)."""
        self._feedback_again: Callable[[], None] | None = None
        """Words the feedback line shows again in a newly picked language."""
        self._explaining: str | None = None
        """The explanation of the wrong step being read (kept when a key is pressed)."""
        self._lesson: str | None = None
        """The lesson the wrong step being read cites (L or the button opens it)."""
        self._outlined: dict[Bet | int, str] = {}
        """What the felt outlines for the last wrong step: the faulty bet it left."""
        # The buttons' row in a widget of its own: hidden whole under the Sam Kong desk (an
        # empty row kept its height there).
        self._bar_row = QWidget()
        bar = QHBoxLayout(self._bar_row)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(4)
        b = self._button
        dealer_buttons = self.build_dealer_buttons(b)
        self.hint_button = b("hintButton", self.presenter.hint)
        self.go_on_button = b("goOnButton", self._go_on)
        self.lesson_button = b("lessonButton", self._open_lesson)
        self.lesson_button.hide()
        self._step_buttons = tuple(dealer_buttons)
        """The dealer's buttons: hidden while a wrong step is read (:meth:`_show_buttons`)."""
        for button in dealer_buttons:
            bar.addWidget(button)
        # The result's four marks on a row of their own, above the winners: one row of seven
        # would not fit 1024 pixels in a longer language.
        flags = QHBoxLayout()
        flags.setSpacing(4)
        for button in self.flag_buttons.values():
            flags.addWidget(button)
        for button in self.life_buttons.values():  # the shoe's ends: no step shows flags too
            flags.addWidget(button)
        # The selected bet or box, with its amount and chips, on the same row: no step
        # that selects shows the result's marks, which leave it the whole row (it
        # was cut where they kept their room). As tall as a button, shown or not, so the
        # felt keeps its size.
        self.selection = QLabel()
        self.selection.setObjectName("tableSelection")
        self.selection.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.selection.setMinimumHeight(self.refuse_button.sizeHint().height())
        flags.addWidget(self.selection, 1)
        layout.addLayout(flags)
        # The chip row on the buttons' row, in the room they leave: on a row of its own it
        # kept 110 pixels empty under the buttons at every step that types no chips.
        self.chip_entry = desk_chip_entry()
        bar.addWidget(self.chip_entry, 1)
        bar.addStretch(0)  # the hint at the right when the chip row is hidden
        bar.addWidget(self.hint_button)
        bar.addWidget(self.lesson_button)
        bar.addWidget(self.go_on_button)
        layout.addWidget(self._bar_row)
        # What the row reads as, under the buttons across the whole width (one line: the
        # row keeps its height); shown with the chip row.
        reading = self.chip_entry.reading
        reading.setWordWrap(False)
        reading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        reading.setMinimumHeight(reading.fontMetrics().height())
        layout.addWidget(reading)
        self.listen_to_felt()
        # The felt keeps its size from phase to phase (a table that grew and shrank at every
        # phase also had to be drawn again at each size, a whole frame's time): the buttons'
        # row is as tall with the chip row as without, and the reading keeps its room while
        # hidden. The hidden chip row takes no width: ten digits and the hint fill the row.
        self._bar_row.setMinimumHeight(max(self.refuse_button.sizeHint().height(),
                                           self.chip_entry.sizeHint().height()))
        policy = reading.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        reading.setSizePolicy(policy)
        # A Sam Kong table: its own desk in place of the baccarat felt and rows above.
        self._baccarat_rows = range(first_baccarat_row + 1, layout.count() + 1)
        self._baccarat_shown: list[QWidget] = []
        self.samkong_desk = SamKongDesk(self.presenter, self.words, self)
        self.samkong_desk.hide()
        layout.insertWidget(first_baccarat_row, self.samkong_desk, 1)
        self.load_tables()

    def _samkong_shown(self) -> bool:
        """Whether a Sam Kong table is dealt: its desk is shown in place of the baccarat
        felt and rows (hidden as they stood, shown again at a baccarat table)."""
        desk = self.samkong_desk
        on = desk.on()
        if on != desk.isVisibleTo(self):
            if on:
                self._baccarat_shown = [w for w in _widgets_of(self.layout(), self._baccarat_rows)
                                        if w.isVisibleTo(self)] + [
                    w for w in (self.next_shoe_note, self.last_coup_note) if w.isVisibleTo(self)]
                for widget in self._baccarat_shown:
                    widget.hide()
                desk.show()
            else:
                desk.hide()
                for widget in self._baccarat_shown:
                    widget.show()
            # The baccarat chip row's reading keeps its room while hidden (the felt keeps its
            # size): not under the Sam Kong desk, whose felt takes that room.
            reading = self.chip_entry.reading
            policy = reading.sizePolicy()
            policy.setRetainSizeWhenHidden(not on)
            reading.setSizePolicy(policy)
            # The keyboard goes where the felt's would (Esc in the top rows, Enter on...).
            self.felt.setFocusProxy(desk.felt if on else None)  # type: ignore[arg-type]
        session = self.presenter.samkong
        if session is not None:
            self.status.setText(self.samkong_desk.words.status(session.state()))
            self.table_combo.blockSignals(True)
            self.table_combo.setCurrentIndex(max(0, self.table_combo.findData(session.table.name)))
            self.table_combo.blockSignals(False)
            desk.felt.setFocus()
        return on

    def _build_level(self, row: QHBoxLayout) -> None:
        """The difficulty: a preset (easy to full VIP table) or Custom, whose own settings
        show beside it."""
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("levelCombo")
        self.level_combo.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for level in Difficulty:
            self.level_combo.addItem("", level)
        self.level_combo.addItem("", None)  # Custom
        self.level_combo.setCurrentIndex(self.level_combo.findData(Difficulty.STANDARD))
        self.level_label.setBuddy(self.level_combo)
        row.addWidget(self.level_label)
        row.addWidget(self.level_combo)
        self.custom_row = QWidget()
        self.custom_row.setObjectName("customLevelRow")
        custom = QHBoxLayout(self.custom_row)
        custom.setContentsMargins(0, 0, 0, 0)
        standard = PRESETS[Difficulty.STANDARD]
        self.seats_label, self.faults_label = QLabel(), QLabel()
        self.seats_spin, self.faults_spin = QSpinBox(), QSpinBox()
        self.seats_spin.setObjectName("seatsFilledSpin")
        self.faults_spin.setObjectName("faultRateSpin")
        for label, spin, value in ((self.seats_label, self.seats_spin, standard.seats_filled),
                                   (self.faults_label, self.faults_spin, standard.fault_rate)):
            spin.setRange(0, 100)
            spin.setSuffix(" %")
            spin.setValue(round(value * 100))
            label.setBuddy(spin)
            custom.addWidget(label)
            custom.addWidget(spin)
        self.awkward_check = QCheckBox()
        self.awkward_check.setObjectName("awkwardCheck")
        self.awkward_check.setChecked(standard.awkward > 0)
        self.side_bets_check = QCheckBox()
        self.side_bets_check.setObjectName("sideBetsCheck")
        self.side_bets_check.setChecked(standard.side_bets)
        self.cash_check = QCheckBox()
        self.cash_check.setObjectName("cashStepsCheck")
        self.cash_check.setChecked(standard.cash_steps)
        custom.addWidget(self.awkward_check)
        custom.addWidget(self.side_bets_check)
        custom.addWidget(self.cash_check)
        row.addWidget(self.custom_row)
        row.addStretch(1)
        # Said when the rows above no longer show the shoe being dealt.
        self.next_shoe_note = QLabel()
        self.next_shoe_note.setObjectName("nextShoeNote")
        self.next_shoe_note.setWordWrap(True)
        self.next_shoe_note.setAlignment(Qt.AlignmentFlag.AlignRight
                                         | Qt.AlignmentFlag.AlignVCenter)
        self.next_shoe_note.hide()
        row.addWidget(self.next_shoe_note, 3)  # room for one line, wrapped only if need be
        # The last coup once announced (art. 3), until the shuffle (ui.felt.house).
        self.last_coup_note = QLabel()
        self.last_coup_note.setObjectName("lastCoupNote")
        self.last_coup_note.setWordWrap(True)
        self.last_coup_note.setAlignment(Qt.AlignmentFlag.AlignRight
                                         | Qt.AlignmentFlag.AlignVCenter)
        self.last_coup_note.hide()
        row.addWidget(self.last_coup_note, 2)
        self.custom_row.hide()
        self.level_combo.currentIndexChanged.connect(self._level_changed)
        # Each level's contents are the game's: worded again when the table picked changes.
        self.table_combo.currentIndexChanged.connect(lambda _i: self._word_levels())
        # The status says when the top rows no longer show the running shoe's settings.
        for combo in (self.table_combo, self.mode_combo, self.level_combo):
            combo.currentIndexChanged.connect(lambda _i: self._show_status())
        for spin in (self.coups_spin, self.seats_spin, self.faults_spin):
            spin.valueChanged.connect(lambda _v: self._show_status())
        for check in (self.awkward_check, self.side_bets_check):
            check.toggled.connect(lambda _on: self._show_status())

    def _level_changed(self) -> None:
        level = self.level_combo.currentData()
        self.custom_row.setVisible(level is None)
        self.level_combo.setToolTip(self._level_hint(level))

    def _samkong_chosen(self) -> bool:
        """Whether the table picked (the next shoe's) is a Sam Kong table."""
        return self.table_combo.currentData() in self.presenter.samkong_profiles()

    def _level_hint(self, level: object) -> str:
        """What a level deals at the table picked (nothing for Custom)."""
        if not isinstance(level, Difficulty):
            return ""
        if self._samkong_chosen():
            return self.samkong_level_words.hint(level)
        return self.words.level_hint(level)

    def _word_levels(self) -> None:
        """The level row as the table picked deals it: each level's contents at baccarat or
        at Sam Kong; Custom's boxes that the game has (Sam Kong: faulty bets, the
        irregularities of the deal and cash; no seats or side bets)."""
        samkong = self._samkong_chosen()
        # A Sam Kong table deals rounds (its status says "round 1"), not coups; the same key.
        self.coups_label.setText(self.tr("R&ounds:") if samkong else self.tr("C&oups:"))
        for index in range(self.level_combo.count()):
            level = self.level_combo.itemData(index)
            self.level_combo.setItemText(index, self.words.level(level))
            if isinstance(level, Difficulty):
                self.level_combo.setItemData(index, self._level_hint(level),
                                             Qt.ItemDataRole.ToolTipRole)
        self.awkward_check.setText(self.samkong_level_words.irregular_check() if samkong
                                   else self.tr("A&wkward amounts"))
        for widget in (self.seats_label, self.seats_spin, self.side_bets_check):
            widget.setVisible(not samkong)
        # The tip only: Custom's row stays folded or open as it was (it is wider than 1024 px
        # in some languages, and a shoe of settings of its own keeps it folded).
        self.level_combo.setToolTip(self._level_hint(self.level_combo.currentData()))

    def _show_samkong_settings(self) -> None:
        """The top rows show the Sam Kong shoe dealt: its rounds as coups, its mode, and the
        level it was dealt at (Custom holding its own faults and irregularities)."""
        session = self.presenter.samkong
        if session is None:
            return
        settings = session.settings
        level = level_of(settings)
        controls = (self.mode_combo, self.level_combo, self.coups_spin, self.faults_spin,
                    self.awkward_check, self.cash_check)
        for control in controls:
            control.blockSignals(True)
        self.mode_combo.setCurrentIndex(1 if self.presenter.clock_mode else 0)
        self.coups_spin.setValue(settings.rounds or 0)
        self.level_combo.setCurrentIndex(self.level_combo.findData(level))
        if level is None:
            self.faults_spin.setValue(round(settings.fault_rate * 100))
            self.awkward_check.setChecked(settings.irregularity_rate > 0)
            self.cash_check.setChecked(settings.cash_steps)
        for control in controls:
            control.blockSignals(False)
        self._word_levels()
        if level is not None:
            self._level_changed()

    def level_settings(self) -> TableSettings:
        """The shoe's settings from the level picked: a preset's, or the custom row's."""
        base = TableSettings(max_coups=self.coups_spin.value() or None)
        level = self.level_combo.currentData()
        if isinstance(level, Difficulty):
            return PRESETS[level].settings(base)
        return TableSettings(
            seats_filled=self.seats_spin.value() / 100,
            fault_rate=self.faults_spin.value() / 100,
            awkward=1.0 if self.awkward_check.isChecked() else 0.0,
            side_bets=self.side_bets_check.isChecked(),
            max_coups=base.max_coups,
            cash_steps=self.cash_check.isChecked(),
            shoe_life=True,  # the cut, the burn and the shoe's ends, as at every level
        )

    def load_tables(self) -> None:
        current = self.table_combo.currentData()
        self.table_combo.clear()
        for name in (*self.presenter.profiles(), *self.presenter.samkong_profiles()):
            self.table_combo.addItem(self.words.words.table_name(name), name)
        index = self.table_combo.findData(current)
        self.table_combo.setCurrentIndex(max(0, index))

    def retranslate(self) -> None:
        self.table_label.setText(self.tr("&Table:"))
        for index in range(self.table_combo.count()):
            self.table_combo.setItemText(
                index, self.words.words.table_name(str(self.table_combo.itemData(index))))
        # The key is in the tooltip, not the label: "(Ctrl+N)" on the button made the row 90 px
        # too wide for 1024 px in longer languages.
        self.new_shoe_button.setText(self.tr("New shoe"))
        self.new_shoe_button.setToolTip(self.tr("Deal a new shoe at the table chosen (Ctrl+N)"))
        # The table and mode picked by keys are dealt by a key too, from anywhere on screen
        # (after setText, which resets a button's shortcut to its mnemonic).
        self.new_shoe_button.setShortcut(QKeySequence("Ctrl+N"))
        self.mode_combo.setItemText(0, self.tr("Coup by coup"))
        self.mode_combo.setItemText(1, self.tr("Clock"))
        self.coups_spin.setSpecialValueText(self.tr("whole shoe"))
        self.level_label.setText(self.tr("Le&vel:"))
        self.seats_label.setText(self.tr("&Seats filled:"))
        self.faults_label.setText(self.tr("Fa&ulty bets:"))
        self.side_bets_check.setText(self.tr("Si&de bets"))
        self.cash_check.setText(self.tr("&Cash and chips"))
        self._word_levels()
        self._level_changed()
        self.word_dealer_buttons()
        self.hint_button.setText(self.tr("Hint (H)"))
        self.go_on_button.setText(self.tr("Go on (Enter)"))
        self.chip_entry.retranslate()
        self.show_row_mode(force=True)
        self._row_for = None
        self._house_for = None  # the house sign worded again
        self._show_state(self.presenter.state)
        self._word_call()
        if self._feedback_again is not None:  # the last feedback, in the new language
            self._feedback_again()

    # ---- view -> presenter ----------------------------------------------------------------

    def new_shoe(self) -> None:
        """Deal a new shoe at the table picked in the list."""
        self._clear_input()
        profiles: dict[str, TableRules | SamKongTableRules] = {
            **self.presenter.profiles(), **self.presenter.samkong_profiles()}
        name = self.table_combo.currentData()
        table = profiles.get(name) if isinstance(name, str) else None
        if table is None and isinstance(name, str):
            table = self._dealt_tables.get(name)  # its profile deleted since: its copy
        if table is None:
            return
        # A preset's seed and settings are for the shoe it deals, not for every later one.
        seed = self._preset.pop("seed", None)
        settings = self._preset.pop("settings", None)
        clock = self.mode_combo.currentIndex() == 1
        if not isinstance(settings, TableSettings):
            settings = self.level_settings()
        self.presenter.start(table, seed if isinstance(seed, int) else None, settings, clock)
        if self._samkong_shown():
            self._show_samkong_settings()
            return
        self._show_shoe_settings()  # a preset's own settings, shown as the level they are
        self.felt.setFocus()

    def _clear_input(self) -> None:
        """Forget what the last shoe left on screen: feedback, typed totals, marks, chips."""
        self.chip_entry.clear()
        self.totals = ""
        for flag in RESULT_FLAGS:  # the last shoe's result marks are not this shoe's
            self._flag(flag, False)
        self.feedback.clear()
        self._feedback_again = None
        self._set_call(None)
        self._explaining = None
        self._outlined = {}
        self._show_lesson_offer(None)

    def _refuse_input(self, code: str, error: object = None) -> None:
        self._show_refusal(code, error)

    def _go_on(self) -> None:
        self.presenter.go_on()
        self.felt.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The key first: every event of the felt comes here too (some ten a step).
        if (isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Escape
                and watched in getattr(self, "_top_controls", ())):
            self.felt.setFocus()
            return True
        return super().eventFilter(watched, event)

    # ---- keys ---------------------------------------------------------------------------

    def _felt_key(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if self.presenter.waiting:
            if key == Qt.Key.Key_Escape:
                return False  # the window's Esc (asks before leaving the shoe)
            if key in ENTER:
                self._go_on()
            elif key == Qt.Key.Key_H:
                self.presenter.hint()
            elif key == Qt.Key.Key_L and self._lesson is not None:
                self._open_lesson()
            else:
                self._show_refusal("waiting", None)
            return True
        if key == Qt.Key.Key_H:
            self.presenter.hint()
            return True
        return super()._felt_key(event)

    # ---- presenter -> view ----------------------------------------------------------------

    def _redraw(self) -> None:
        """The table as it stands; also places a new coup's bets held back a frame."""
        state = self.presenter.state
        if state is not None:
            self._bets_timer.stop()
            self.felt.set_state(on_felt(state), self.selected, self._outline(state))
            self._show_selected()

    def _show_state(self, state: TableState | None) -> None:
        if self._samkong_shown():
            return
        table = self.presenter.table
        if state is None or table is None:
            self._show_buttons(None, None)
            self.prompt.setText(self.words.refusal("no_table"))
            return
        if state.phase is not Phase.SETTLE:
            # The row marks commission only after M in this settlement: typed into in the
            # next coup, it pays again.
            self.row_mode = "pay"
        self.felt.set_table(table)
        self._show_house(table)
        if self._row_for != (table.chip_payout, ""):
            self._word_chip_row()
            self._row_for = (table.chip_payout, "")
        if self._chips_shown != table.chips:
            self._chips_shown = table.chips
            self.show_chips(table.chips)
        self._select_next(state, table)
        self._draw_felt(state)
        self._show_status(state)
        self._show_buttons(state.phase, table, state)
        self._show_prompt(state)
        self.show_row_mode()

    def _show_house(self, table: TableRules) -> None:
        """The house's procedures on the felt's sign (:mod:`ui.felt.house`), worded again only
        when the table, the decks or the language changed."""
        session = self.presenter.session
        decks = session.settings.decks if session is not None else 0
        wanted = (table.procedures, decks)
        if wanted != self._house_for:
            self._house_for = wanted
            self.felt.set_house(house_lines(table.procedures, decks))

    def _select_next(self, state: TableState, table: TableRules) -> None:
        """The selection on the table as it now stands: after a right step on a bet, the
        next one in the table's take-and-pay order, not back to the first."""
        items = self.walk(state)
        acted, self._advance_from = self._advance_from, None
        walk, same_step = self._walk, self._walk_of == (state.coup, state.phase)
        self._walk, self._walk_of = items, (state.coup, state.phase)
        if state.phase is Phase.BETS and state.ties:
            self.selected = state.ties[0].bet  # the bet its bettor is asking about (art. 12)
        elif not same_step:
            if self.selected not in items:
                self.selected = items[0] if items else None
        elif acted is not None and not self._marked_next(acted, state, table):
            start = acted if acted in walk else self.selected  # a mark names the seat
            self.selected = next_after(walk, start, items)
        elif self.selected not in items:
            self.selected = next_after(walk, self.selected, items)

    @staticmethod
    def _marked_next(bet: Bet | int, state: TableState, table: TableRules) -> bool:
        """A Banker bet just paid at a commission-box table keeps the selection: its
        commission is marked next (M)."""
        return (isinstance(bet, Bet) and bet.kind is BetKind.BANKER and bet in state.paid
                and bet not in state.marked
                and table.commission_mode is CommissionMode.MARK)

    def _draw_felt(self, state: TableState) -> None:
        """Draw ``state`` on the felt. When a step has just settled a coup, its table is
        shown cleared at once and the next coup's bets a frame later, as players bet once
        the table is cleared: the last payout is shown without first drawing twenty new
        stacks (and the seats' comings and goings) in the same frame (the slowest frames).
        Any key or click on the felt places the bets first."""
        shown = self.felt.state
        if (shown is not None and state.phase is Phase.BETS and shown.coup < state.coup
                and state.layout):
            self.felt.set_state(replace(
                state, seats=shown.seats, layout=(), late=(), accepted=(), taken=(),
                paid=(), marked=(), ties=(), stacks=()), None)
            self._bets_timer.start()
            return
        self._bets_timer.stop()
        self.felt.set_state(on_felt(state), self.selected, self._outline(state))

    def _outline(self, state: TableState) -> dict[Bet | int, str] | None:
        """The faulty bet a wrong step left on the layout, outlined while it is there."""
        shown = set(self.felt.bets_shown(state))
        return {key: mark for key, mark in self._outlined.items() if key in shown} or None

    def _before_felt_input(self) -> None:
        if self._bets_timer.isActive():  # the new coup's bets first, then the input
            self._redraw()

    @property
    def bets_placed(self) -> bool:
        """False only in the frame between a coup's last step and its successor's bets."""
        return not self._bets_timer.isActive()

    def _show_prompt(self, state: TableState | None = None) -> None:
        """The prompt of the step ``state`` is at (by default the table's state now)."""
        state = self.presenter.state if state is None else state
        phase = None if state is None else state.phase
        if phase is None:
            return
        text = self.words.prompt(phase)
        if phase is Phase.BETS and state is not None and state.ties:
            text = self.words.tie_request(state.ties[0])
        if phase is Phase.IRREGULAR and state is not None and state.irregular is not None:
            text = self.words.irregular(state.irregular)
        table = self.presenter.table
        if phase is Phase.BETS and state is not None and state.cash and table is not None:
            text = self.words.cash_prompt(state.cash[0], table)
        late = phase in AFTER_CARD_PHASES and state is not None and bool(state.late)
        if late and state is not None:  # said when it comes, not every deal
            text = self.words.late_bet(state.late[0], cards_out=bool(state.player))
        text = self.life_prompt(state, text)
        self.show_shoe_life(state)
        life = life_prompt(state)
        if life is not None:
            text = life
        set_look(self.prompt, "late" if late else "")  # re-polished only when it changes
        if phase in TOTAL_PHASES:
            text += "  " + self.words.totals_typed(self.totals)
        elif phase in PASS_PHASES and self.totals:  # a seat's number, then G
            text += "  " + self.words.seat_typed(self.totals)
        if phase is Phase.SETTLE:  # the keys that settle: take, pay, mark
            if self._amount_table():
                text = self.tr("Settle: take each losing bet (T); pay the winners seat by "
                               "seat: type the amount, Enter; mark commission (M).")
            text = self.tr("{0} {1}", "a prompt, then one more sentence").format(
                text, self.tr("A takes every bet of the selected bet's side."))
        self.prompt.setText(text)
        self._show_selected(state)

    def _amount_table(self) -> bool:
        """Whether the table grades a payout's amount only (typed as an amount)."""
        table = self.presenter.table
        return table is not None and table.chip_payout is ChipPayout.AMOUNT

    def _word_chip_row(self) -> None:
        """The chip row asks for chips, or on a table graded on the amount for the amount."""
        entry = self.chip_entry
        entry.retranslate()
        if self._amount_table():
            entry.edit.setPlaceholderText(self.tr("e.g. 1,140 (or chips: 1k 100 2x20)"))
            entry.edit.setAccessibleName(self.tr("Amount paid, e.g. 1,140"))
        self.show_row_mode(force=True)  # what Enter in the row does, for the label

    def _show_selected(self, state: TableState | None = None) -> None:
        """Name the bet or box selected: a keyboard-only dealer sees no tooltip."""
        selected = self._selected_words(state)
        text = self.words.selected(selected) if selected else ""
        if text != self.selection.text():  # a tooltip set again is an event each time
            self.selection.setText(text)
            self.selection.setToolTip(text)

    def _selected_words(self, state: TableState | None = None) -> str:
        """The selected bet with its chips, or the selected box with its amount."""
        state = self.presenter.state if state is None else state
        selected = self.selected
        if state is None or selected is None:
            return ""
        if isinstance(selected, Bet):
            return self.words.stack(selected, dict(state.stacks).get(selected, ()))
        return self.words.box(selected, dict(state.boxes).get(selected, Decimal(0)))

    def _show_buttons(self, phase: Phase | None, table: TableRules | None,
                      state: TableState | None = None) -> None:
        mark = table is not None and table.commission_mode is CommissionMode.MARK
        state = self.presenter.state if state is None else state
        ties = phase is Phase.BETS and state is not None and bool(state.ties)
        cash = phase is Phase.BETS and state is not None and bool(state.cash)
        late = phase in AFTER_CARD_PHASES and state is not None and bool(state.late)
        # The buttons follow these alone: the same again (most steps) changes no button.
        shown_for = (phase, mark, ties, self.presenter.clock_mode, self.presenter.waiting,
                     cash, state is not None and bool(state.to_return), late,
                     tuple(life_shown(state).values()))
        if shown_for == self._buttons_for:
            return
        self._buttons_for = shown_for
        shown = self.dealer_buttons_shown(phase, mark, ties, cash, late, state)
        if self.presenter.waiting:
            # Only Enter goes on from a wrong step (the presenter refuses the step's own
            # buttons): they leave their room to "Go on" and the lesson's button, which with
            # them widened the window past 1024 px (1,167 in English), never to narrow again.
            shown = dict.fromkeys(shown, False)
        shown[self.hint_button] = phase not in (None, Phase.FINISHED) and not (
            self.presenter.clock_mode)
        # Qt lays the screen out again there and then for each widget shown after one was
        # hidden: the layout waits until the step's buttons are all shown or hidden, and
        # lays the screen out once (the result's seven buttons for the totals' ten digits:
        # 0.59 ms of layouts, 0.16 ms as one).
        layouts = [layout for layout in (self.layout(), self._bar_row.layout())
                   if layout is not None]
        for layout in layouts:
            layout.setEnabled(False)
        # Hide before showing: a button shown while the last step's are still up would
        # widen the window for a moment, and a window never narrows again on its own.
        for button, on in sorted(shown.items(), key=lambda item: item[1]):
            button.setVisible(on)
        chips = phase in (Phase.SETTLE, Phase.BETS, Phase.SHOE_END, Phase.CLOSE) and (
            phase is Phase.SETTLE or mark or cash)
        self.chip_entry.setVisible(chips)
        self.chip_entry.reading.setVisible(chips)  # on a row of its own (_build)
        self.go_on_button.setVisible(self.presenter.waiting)
        for layout in reversed(layouts):
            layout.setEnabled(True)
            layout.activate()

    def _feedback_colour(self, look: str) -> None:
        """Colour the feedback line (app.qss ``QLabel#tableFeedback[look=...]``); it is
        re-polished only when the look changes, not at every step (a step's repaint cost)."""
        set_look(self.feedback, look)

    def _open_lesson(self) -> None:
        """Open the lesson the feedback cites; the shoe waits here, as it was left."""
        if self._lesson is not None:
            self.sig_lesson_requested.emit(self._lesson)

    def _show_lesson_offer(self, lesson: LessonRef | None) -> None:
        self._lesson = None if lesson is None else lesson.id
        if lesson is not None:
            self.lesson_button.setText(self.words.lesson_button(lesson.order))
            for button in self._step_buttons:  # the table waits now: Enter alone goes on
                button.hide()
        self.lesson_button.setVisible(lesson is not None)

    def _show_step(self, step: GradedStep, again: bool = False) -> None:
        """A graded step's feedback (``again``: worded anew in another language)."""
        if self.samkong_desk.on():
            return
        self._feedback_again = lambda: self._show_step(step, again=True)
        self._explaining = None
        self._advance_from = self.presenter.acted_on if step.right else None
        waits = not step.right and not self.presenter.clock_mode and (
            not again or self.presenter.waiting)
        self._show_lesson_offer(self.words.lesson(step) if waits else None)
        # A faulty bet the step let through is named in the feedback and outlined on the
        # felt with the score card's mark of a mistake (red, dashed, a cross: green would
        # not show on the green felt), and selected: R refuses it.
        self._outlined = {step.bet: "given"} if step.bet is not None else {}
        if step.bet is not None:
            self.selected = step.bet
        if self.presenter.clock_mode:
            self.feedback.setText(self.words.feedback_short(step))
            self._feedback_colour("right" if step.right else "wrong")
            return
        text = self.words.feedback(step)
        if waits:
            self._explaining = text
            text += "  " + self.words.continue_hint()
        self.feedback.setText(text)
        self._feedback_colour("right" if step.right else "wrong-waits" if waits else READ)

    def _show_call(self, step: GradedStep) -> None:
        """After a call step, the dealer's words for it: the call as made, or (a wrong one,
        explained) the right call; against the clock a wrong call is not given away."""
        if self.samkong_desk.on() or not call_text(step):
            shown = self._call_step
            # A third card makes the totals called stale; the result's call stays while
            # the coup is settled, until the next coup's first step.
            if shown is not None and (shown.cell != "call:result" or shown.coup != step.coup):
                self._set_call(None)
            return
        self._set_call(None if self.presenter.clock_mode and not step.right else step)

    def _set_call(self, step: GradedStep | None) -> None:
        self._call_step = step
        self._word_call()

    def _word_call(self) -> None:
        step = self._call_step
        text = "" if step is None else call_html(step)
        if text != self.call_line.text():
            self.call_line.setText(text)
            self.call_line.setAccessibleName("" if step is None else call_text(step))

    def _show_coup(self, record: CoupRecord, mistakes: tuple[GradedStep, ...]) -> None:
        """Clock mode: the coup's time and mistakes once it is settled."""
        if not self.presenter.clock_mode or self.samkong_desk.on():
            return
        self._feedback_again = lambda: self._show_coup(record, mistakes)
        self.feedback.setText(self.words.coup_mistakes(
            record.number, record.ended - record.started, mistakes))
        self._feedback_colour("wrong" if mistakes else "right")

    def _show_score(self, card: ScoreCard) -> None:
        """The score card at the end of the shoe (or of the N coups): the figures, and the
        mistakes, each re-drawn on a felt when picked."""
        if self.samkong_desk.on():
            return
        box = self.score_box
        if box is None:
            box = ScoreCardDialog(self.words, self.presenter.mistake_scene, self)
            self.score_ok = box.ok
            self.score_box = box
        table = self.presenter.table
        if table is not None:
            box.show_card(card, table, card.pace_target or DEFAULT_PACE_TARGET)
        box.open()

    def _show_waiting(self, waiting: bool) -> None:
        if self.samkong_desk.on():
            return
        self.go_on_button.setVisible(waiting)
        if waiting:
            self.felt.setFocus()
        else:
            # Enter was taken: the explanation stays to be read again, without "press Enter"
            # and no longer in the alarm red (a new trainee could not tell Enter had worked).
            if self._explaining is not None:
                self.feedback.setText(self._explaining)
                self._feedback_colour(READ)
            self._explaining = None
            self._show_lesson_offer(None)
            state = self.presenter.state  # the step's buttons, hidden while it waited
            if state is not None:
                self._show_buttons(state.phase, self.presenter.table, state)

    def _show_hint(self, action: Action) -> None:
        if self.samkong_desk.on():
            return
        self._feedback_again = lambda: self._show_hint(action)
        self.feedback.setText(self.words.hint(action.name, action.args))
        self._feedback_colour("info")

    def _show_refusal(self, code: str, error: object) -> None:
        if self.samkong_desk.on():
            return
        explained = self._explaining
        if code == "waiting" and explained is not None:
            # A key while the explanation is read: it stays, with the reminder under it.
            self.feedback.setText(explained + "\n" + self.words.refusal(code))
            return
        self._feedback_again = lambda: self._show_refusal(code, error)
        if isinstance(error, ChipCountError):
            table = self.presenter.table
            text = self.words.chip_error(error, () if table is None else table.chips)
        elif isinstance(error, MoneyParseError):
            text = self.words.money_error(error)
        else:
            text = self.words.refusal(code)
        self.feedback.setText(text)
        self._feedback_colour("late")

    def _show_unsaved(self, error: StoreError) -> None:
        """The one worded message of a step the store did not save, with Retry."""
        box = self.unsaved_box
        if box is None:
            box = QMessageBox(self)
            box.setObjectName("stepUnsavedBox")
            box.setIcon(QMessageBox.Icon.Warning)
            retry = box.addButton(self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("Leave it"), QMessageBox.ButtonRole.RejectRole)
            box.finished.connect(lambda _code: self._unsaved_answered(
                box.clickedButton() is retry))
            self.unsaved_box = box
        box.setWindowTitle(self.tr("Step not saved"))
        problem = replaced_text() if error.kind == "replaced" else server_problem_text(error)
        box.setText(self.tr("{0} Your step was not saved.").format(problem) if problem else
                    self.tr("The database could not save your step: nothing changed on "
                            "the table."))
        box.open()

    def _shoe_closed_elsewhere(self) -> None:
        """Another desk finished or gave up this shoe: say so once and deal a new one."""
        self.new_shoe()
        self.feedback.setText(self.tr("This shoe was finished or given up on another desk; "
                                      "a new shoe is dealt here."))
        self._feedback_colour("late")

    def _unsaved_answered(self, retry: bool) -> None:
        if retry and self.presenter.session is None:  # the shoe itself could not be opened
            QTimer.singleShot(0, self.new_shoe)
        elif retry:
            QTimer.singleShot(0, self.presenter.retry_unsaved)
        else:
            self.presenter.drop_unsaved()


def _default_keep(box: QMessageBox, keep: QPushButton) -> None:
    """"Keep dealing" is the default each time the question opens: a button clicked the
    last time (Leave, New shoe) would otherwise keep the focus and take Enter."""
    for button in box.buttons():
        if isinstance(button, QPushButton):
            button.setDefault(False)
    box.setDefaultButton(keep)
    keep.setFocus()


def main() -> int:
    import sys
    import tempfile
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from trainer.store import open_store

    app = QApplication(sys.argv)
    store = open_store(None, data_dir=Path(tempfile.mkdtemp()))
    actor = store.create_first_instructor("preview", "Preview", "preview-password-1")
    screen = TableScreen(store, actor)
    screen.resize(1024, 700)
    screen.show()
    screen.enter()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())


def _widgets_of(layout: object, rows: range) -> list[QWidget]:
    """The widgets of ``layout``'s items ``rows``, those in nested rows too."""
    found: list[QWidget] = []

    def walk(item_layout: object, indexes: range | None) -> None:
        if not isinstance(item_layout, QLayout):
            return
        for index in indexes if indexes is not None else range(item_layout.count()):
            item = item_layout.itemAt(index)
            if item is None:
                continue
            widget = item.widget()
            if widget is not None:
                found.append(widget)
            walk(item.layout(), None)

    walk(layout, rows)
    return found
