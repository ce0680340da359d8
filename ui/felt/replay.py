"""A Table attempt's coup replayed step by step: the felt as the dealer saw it
before each step, the bet acted on selected, and the step as it was graded. Left/Right (or
Prev/Next) walk through the coup; Home/End jump to its first and last step.

Opened from the Dashboard's attempt log for an attempt of kind ``table``. Everything comes
from the stored attempts: the shoe is dealt again from its seed and the stored actions
(:func:`trainer.table.record.stored_coup`); nothing is graded here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.errors import StoreError
from trainer.store import AttemptRow, DeskStore
from trainer.table.record import RecordError, ReplayFrame, profile_from_json, stored_coup
from ui.felt.felt import TableFelt
from ui.felt.steps import FeltLabels
from ui.felt.words import TableWords
from ui.widgets.retranslating import Retranslating

log = logging.getLogger(__name__)


def load_coup(
    store: DeskStore, actor: Actor, row: AttemptRow
) -> tuple[TableRules, tuple[ReplayFrame, ...]]:
    """The coup of ``row`` replayed from its practice session's stored Table steps."""
    rows = store.practice.attempts(actor, row.user_id, row.drill_kind,
                                   session_id=row.session_id)
    try:
        profiles = dict(store.table_profiles.all_profiles(actor))
    except StoreError:
        profiles = dict(DEFAULT_PROFILES)
    coup = row.question.get("coup") if isinstance(row.question, dict) else None
    if not isinstance(coup, int):
        raise RecordError("the attempt names no coup")
    # The table as the shoe was dealt: its profile may have been edited or deleted since.
    kept = store.table_shoes.dealt_at(actor, row.session_id)
    dealt_at = None if kept is None else profile_from_json(kept)
    return stored_coup(rows, profiles, coup, dealt_at)


def replay_frame(dialog: QDialog, felt: QWidget, back: Callable[[], None],
                 on: Callable[[], None]) -> tuple[QLabel, QLabel, QPushButton, QPushButton]:
    """Lay out a replay dialog of either game's Table: the caption, the felt (no focus: the
    keys go to the dialog), the step's line, the previous and next buttons and Close; the
    caption, step label and the two buttons, for the dialog to word."""
    layout = QVBoxLayout(dialog)
    caption = QLabel()
    caption.setObjectName("replayCaption")
    caption.setWordWrap(True)
    layout.addWidget(caption)
    felt.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    layout.addWidget(felt, 1)
    step_label = QLabel()
    step_label.setObjectName("replayStep")
    step_label.setWordWrap(True)
    layout.addWidget(step_label)
    row_buttons = QHBoxLayout()
    prev_button = QPushButton()
    next_button = QPushButton()
    prev_button.clicked.connect(back)
    next_button.clicked.connect(on)
    row_buttons.addWidget(prev_button)
    row_buttons.addStretch(1)
    row_buttons.addWidget(next_button)
    layout.addLayout(row_buttons)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return caption, step_label, prev_button, next_button


def walk_key(event: QKeyEvent, index: int, last: int, show: Callable[[int], None]) -> bool:
    """A replay's keys, either game's: Left/Right (PageUp/PageDown) a step back or on,
    Home/End the first and the last step (``last``); True when ``event`` was one of them."""
    key = event.key()
    if key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
        show(index - 1)
    elif key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
        show(index + 1)
    elif key == Qt.Key.Key_Home:
        show(0)
    elif key == Qt.Key.Key_End:
        show(last)
    else:
        return False
    return True


class TableReplayDialog(Retranslating, QDialog):
    """One coup of a Table attempt, replayed step by step; opens on the attempt's step."""

    def __init__(self, store: DeskStore, actor: Actor, row: AttemptRow,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableReplay")
        self.row = row
        self.words = TableWords(self)
        self.frames: tuple[ReplayFrame, ...] = ()
        self.index = 0
        self.error = ""
        self.words = TableWords(self)
        self.felt = TableFelt(FeltLabels(), self)
        self.caption, self.step_label, self.prev_button, self.next_button = replay_frame(
            self, self.felt, lambda: self.show_step(self.index - 1),
            lambda: self.show_step(self.index + 1))
        self.resize(900, 680)
        try:
            table, self.frames = load_coup(store, actor, row)
            self.felt.set_table(table)
        except (RecordError, StoreError) as error:
            log.info("table attempt %s not replayed: %s", row.id, error)
            self.error = str(error)
        step = row.question.get("step") if isinstance(row.question, dict) else None
        numbers = [f.step.number for f in self.frames]
        self.show_step(numbers.index(step) if step in numbers else 0)

    # ---- showing a step -----------------------------------------------------------------

    def show_step(self, index: int) -> None:
        """Draw the table before step ``index`` of the coup and say what was done on it."""
        if not self.frames:
            self.caption.setText(self.tr("This coup cannot be replayed: it was stored "
                                         "before the Table kept its steps' actions."))
            self.step_label.setText("")
            self.prev_button.setEnabled(False)
            self.next_button.setEnabled(False)
            self.retranslate_buttons()
            return
        self.index = max(0, min(index, len(self.frames) - 1))
        frame = self.frames[self.index]
        selected = next((a for a in frame.action.args if isinstance(a, Bet)), None)
        self.felt.set_state(frame.state, selected)
        step = frame.step
        self.caption.setText(self.tr("Coup {0}, step {1} of {2}").format(
            step.coup, self.index + 1, len(self.frames)))
        # Worded as the dealer read it at the table: the codes and the article in words.
        self.step_label.setText(self.words.feedback(step))
        self.step_label.setProperty("wrong", not step.right)
        self.prev_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(self.frames) - 1)
        self.retranslate_buttons()

    def retranslate_buttons(self) -> None:
        self.setWindowTitle(self.tr("Coup replay"))
        self.prev_button.setText(self.tr("◀ Previous step"))
        self.next_button.setText(self.tr("Next step ▶"))

    def retranslate(self) -> None:
        self.show_step(self.index)  # the caption, the step and the buttons

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not walk_key(event, self.index, len(self.frames) - 1, self.show_step):
            super().keyPressEvent(event)
