"""The Table's desk at a Sam Kong table: the Sam Kong felt (:mod:`ui.felt.samkong`), the
step's prompt and feedback, the buttons of the phase, the level list, the shared chip row
(:class:`~ui.widgets.chips.ChipEntry`) and the score card. Widgets only: keys
(:func:`ui.felt.samkong_keys.samkong_key`) and clicks become typed actions for the Table's
presenter (:class:`~ui.table.presenter.TablePresenter`, the same one way in, recorder,
waiting, clock, hint and kept shoes as at a baccarat table); its signals redraw.

The Table screen shows this desk in place of the baccarat felt and its rows while a Sam Kong
table is dealt (:meth:`SamKongDesk.on`). Its keys, buttons, prompt, selection and chip row are
an exam's too (:class:`ui.felt.samkong_desk.SamKongFeltDesk`); this desk adds what only the
Table has: the presenter it hands actions to, the feedback, the hint, going on after a
mistake, and the score card.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from trainer.chips import ChipCountError
from trainer.errors import MoneyParseError
from trainer.table.samkong.model import SamKongState
from trainer.table.samkong.profile import SamKongTableRules
from trainer.table.samkong.record import SamKongMistakeScene, mistake_scene
from trainer.table.samkong.round import SamKongRoundRecord
from trainer.table.samkong.session import SamKongSession
from trainer.table.score import ScoreCard
from trainer.table.session import Action, GradedStep
from ui.felt.samkong_desk import SamKongFeltDesk
from ui.felt.samkong_keys import ENTER
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.looks import set_look
from ui.table.presenter import TablePresenter
from ui.table.samkong_score import SamKongScoreDialog
from ui.widgets.retranslating import Retranslating


class SamKongDesk(Retranslating, SamKongFeltDesk):
    """A Sam Kong round dealt by keys and clicks through the Table's presenter."""

    def __init__(self, presenter: TablePresenter, table_words: TableWords,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samkongDesk")
        self.presenter = presenter
        self.words = SamKongWords(table_words, self)
        self._feedback_again: Callable[[], None] | None = None
        self.score_box: SamKongScoreDialog | None = None
        self._build()
        p = presenter
        p.sig_state_changed.connect(lambda _state: self.show_state())
        p.sig_step_graded.connect(self._show_step)
        p.sig_action_refused.connect(self._show_refusal)
        p.sig_hint.connect(self._show_hint)
        p.sig_waiting_changed.connect(self._show_waiting)
        p.sig_shoe_finished.connect(self._show_score)
        p.sig_coup_finished.connect(self._show_round)
        self.retranslate()

    def on(self) -> bool:
        """A Sam Kong table is dealt (the screen shows this desk)."""
        return self.presenter.samkong is not None

    # ---- the table: the presenter's -----------------------------------------------------

    def table_state(self) -> SamKongState | None:
        return self.presenter.samkong_state

    def table_rules(self) -> SamKongTableRules | None:
        session = self.presenter.samkong
        return None if session is None else session.table

    def act(self, action: Action) -> None:
        self.presenter.act(action)

    def refuse_input(self, code: str, error: Exception | None = None) -> None:
        self._show_refusal(code, error)

    def waiting(self) -> bool:
        return self.presenter.waiting

    def expected_from(self) -> SamKongSession | None:
        return self.presenter.samkong

    def extra_shown(self, shown: dict[QWidget, bool], waiting: bool) -> None:
        shown[self.go_on_button] = waiting

    # ---- building -----------------------------------------------------------------------

    def _build(self) -> None:
        self.feedback = QLabel()
        self.feedback.setObjectName("tableFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        _layout, chips = self.build_dealing(self.feedback)
        chips.addStretch(0)  # the hint at the right when the chip row is hidden
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("samkongHint")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.presenter.hint)
        self.go_on_button = QPushButton()
        self.go_on_button.setObjectName("samkongGoOn")
        self.go_on_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.go_on_button.clicked.connect(self._go_on)
        self.go_on_button.hide()
        chips.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
        chips.addWidget(self.go_on_button, 0, Qt.AlignmentFlag.AlignTop)

    def retranslate(self) -> None:
        self.word_dealing()
        self.hint_button.setText(self.tr("Hint (H)"))
        self.go_on_button.setText(self.tr("Go on (Enter)"))
        if self.on():
            self.show_state()
        if self._feedback_again is not None:
            self._feedback_again()

    # ---- presenter -> view --------------------------------------------------------------

    def show_state(self) -> None:
        self.show_dealing()

    def _show_step(self, step: GradedStep) -> None:
        if not self.on():
            return
        self.step_taken()  # right or wrong, as at the baccarat Table: never paid twice
        short = self.presenter.clock_mode

        def word() -> None:
            self.feedback.setText(self.words.feedback(step, short))
            set_look(self.feedback, "right" if step.right else "wrong")

        word()
        self._feedback_again = word

    def _show_refusal(self, code: str, error: object) -> None:
        if not self.on():
            return
        session, state = self.presenter.samkong, self.presenter.samkong_state
        if isinstance(error, ChipCountError):
            text = self.words.table.chip_error(error, session.table.chips if session else ())
        elif isinstance(error, MoneyParseError):
            text = self.words.table.money_error(error)
        else:
            text = self.words.refusal(code, None if state is None else state.phase)
        self.feedback.setText(text)
        set_look(self.feedback, "wrong")
        # Worded again in a language picked while it shows, as the baccarat Table's refusals.
        self._feedback_again = lambda: self._show_refusal(code, error)

    def _show_hint(self, action: Action) -> None:
        if not self.on():
            return
        self.feedback.setText(self.words.hint(action))
        set_look(self.feedback, "")
        self._feedback_again = lambda: self._show_hint(action)

    def _show_waiting(self, waiting: bool) -> None:
        if not self.on():
            return
        state = self.presenter.samkong_state
        if state is not None:
            self._show_buttons(state)
        self.felt.setFocus()

    def _show_round(self, record: object, mistakes: tuple[GradedStep, ...]) -> None:
        """Clock mode: the round's time and its mistakes, each explained, once it is settled
        (as the baccarat Table after a coup)."""
        if not self.on() or not self.presenter.clock_mode or \
                not isinstance(record, SamKongRoundRecord):
            return

        def word() -> None:
            self.feedback.setText(self.words.round_mistakes(
                record.number, record.ended - record.started, mistakes))
            set_look(self.feedback, "wrong" if mistakes else "right")

        word()
        self._feedback_again = word

    def _show_score(self, card: ScoreCard) -> None:
        if not self.on():
            return
        box = self.score_box
        if box is None:
            box = self.score_box = SamKongScoreDialog(self.words, self._scene_of, self)
        box.show_card(card, card.pace_target or 30)
        box.open()

    def _scene_of(self, step: GradedStep) -> SamKongMistakeScene | None:
        """A mistake of the last scored session re-dealt up to that step, by the core."""
        scored = self.presenter.scored
        if not isinstance(scored, SamKongSession):
            return None
        try:
            return mistake_scene(scored, step)
        except ValueError:
            return None

    # ---- keys -------------------------------------------------------------------------

    def desk_key(self, key: Qt.Key) -> bool:
        """H asks for a hint; while the table waits after a mistake, Enter goes on and any
        other key is refused."""
        p = self.presenter
        if p.waiting:
            if key in ENTER:
                self._go_on()
            elif key == Qt.Key.Key_H:
                p.hint()
            else:
                self._show_refusal("waiting", None)
            return True
        if key == Qt.Key.Key_H:
            p.hint()
            return True
        return False

    def _go_on(self) -> None:
        self.presenter.go_on()
        self.felt.setFocus()
