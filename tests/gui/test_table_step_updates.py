"""A Table step updates only what it changed (issue 14, the bench's median): the selected
bet's line and its tooltip are set again only when they change, and the step's buttons
follow the phase as before."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_screen import do_by_keys, open_table
from tests.support.table_script import right_action
from trainer.errors import StoreError
from trainer.table import Phase, TableSettings
from ui.felt.felt import ChipStack

TWO_COUPS = TableSettings(fault_rate=0.0, max_coups=2, seats_filled=1.0)


class ToolTipLog(QObject):
    """ToolTipChange events sent to one widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.widget, self.count = widget, 0
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.ToolTipChange:
            self.count += 1
        return False


def test_the_selection_line_is_set_again_only_when_it_changes(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 7)
    screen.preset(profile="commission-box-2000", seed=7, settings=TWO_COUPS)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "deal")
    selected, line = screen.selected, screen.selection.text()
    assert screen.selection.toolTip() == line
    log = ToolTipLog(screen.selection)
    for _ in range(4):  # the four first cards: the selection stays, and so does its line
        name, args = right_action(session)
        assert name == "deal"
        do_by_keys(qtbot, screen, name, args)
        assert screen.selected == selected and screen.selection.text() == line
    assert log.count == 0
    assert screen.deal_player_button.isVisibleTo(screen) is (session.phase is Phase.DEAL)
    assert screen.digit_buttons[0].isVisibleTo(screen) is (
        session.phase in (Phase.TOTALS, Phase.FINAL_TOTALS))
    # The settlement: a bet selected; its line and tooltip follow each selection.
    play_to(qtbot, screen, lambda s: s.phase is Phase.SETTLE)
    first = screen.selection.text()
    assert first and screen.selection.toolTip() == first
    count = log.count
    screen.focusNextPrevChild(True)
    assert screen.selection.text() not in ("", first)
    assert screen.selection.toolTip() == screen.selection.text()
    assert log.count == count + 1
    QApplication.instance().removeEventFilter(log)


def test_a_card_dealt_measures_no_stack_and_a_selection_moved_only_its_two(
    qtbot, store, trainee, monkeypatch
) -> None:
    """The felt sets its stacks again only when what they show changed: a card dealt
    changes none of them (none is measured again); a selection moved changes two, the one
    selected before and the one selected now (and the felt shows the same as before)."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 7)
    screen.preset(profile="commission-box-2000", seed=7, settings=TWO_COUPS)
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: right_action(s)[0] == "deal")
    felt = screen.felt
    measured: list[ChipStack] = []
    real = ChipStack.bounds

    def counted(stack: ChipStack, font, key):  # type: ignore[no-untyped-def]
        measured.append(stack)
        return real(stack, font, key)

    monkeypatch.setattr(ChipStack, "bounds", counted)
    stacks = dict(felt.stacks)
    name, args = right_action(session)
    assert name == "deal"
    do_by_keys(qtbot, screen, name, args)
    assert session.steps[-1].right
    assert measured == [] and felt.stacks == stacks
    play_to(qtbot, screen, lambda s: s.phase is Phase.SETTLE)
    QApplication.processEvents()  # the screen laid out and painted as it now stands
    before = screen.selected
    assert before in felt.stacks
    measured.clear()
    screen.focusNextPrevChild(True)
    after = screen.selected
    assert after != before and after in felt.stacks
    assert {stack.key for stack in measured} == {before, after}
    assert felt.stacks[after].selected and not felt.stacks[before].selected  # type: ignore[index]


def test_the_buttons_follow_the_phase_through_a_coup(qtbot, store, trainee) -> None:
    """Every step of a coup: the buttons shown are the phase's (the same phase again
    leaves them as they are; a new phase changes them)."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 7)
    screen.preset(profile="commission-box-2000", seed=7, settings=TWO_COUPS)
    session = screen.presenter.session
    assert session is not None
    seen = set()
    while session.coup_number == 1:
        phase = session.phase
        seen.add(phase)
        shown = {
            "deal": screen.deal_player_button, "totals": screen.digit_buttons[5],
            "draw": screen.draw_button, "result": screen.winner_buttons[next(
                iter(screen.winner_buttons))], "take": screen.take_button,
            "bets": screen.no_more_bets_button,
        }
        expected = {
            "deal": phase is Phase.DEAL,
            "totals": phase in (Phase.TOTALS, Phase.FINAL_TOTALS),
            "draw": phase in (Phase.DRAW_PLAYER, Phase.DRAW_BANKER),
            "result": phase is Phase.RESULT, "take": phase is Phase.SETTLE,
            "bets": phase is Phase.BETS,
        }
        assert {k: w.isVisibleTo(screen) for k, w in shown.items()} == expected, phase
        assert screen.chip_entry.isVisibleTo(screen) is (
            phase in (Phase.SETTLE, Phase.BETS, Phase.SHOE_END))
        name, args = right_action(session)
        do_by_keys(qtbot, screen, name, args)
    assert {Phase.BETS, Phase.DEAL, Phase.TOTALS, Phase.RESULT, Phase.SETTLE} <= seen


def test_only_a_steps_first_try_skips_the_attempt_id_look_up(
    qtbot, store, trainee, monkeypatch
) -> None:
    """A step's first try has an attempt id made for it (the store need not look it up); a
    retry after a lost write sends the same id again, to be looked up and stored once."""
    screen = open_table(qtbot, store, trainee, "commission-box-2000", 7)
    screen.preset(profile="commission-box-2000", seed=7, settings=TWO_COUPS)
    session = screen.presenter.session
    assert session is not None
    real = store.table_shoes.record_step
    tries: list[tuple[str | None, bool]] = []
    down = [True]

    def flaky(actor, shoe_id, attempt, action, *, first_try=False):
        tries.append((attempt.attempt_uid, first_try))
        if down[0]:
            down[0] = False
            real(actor, shoe_id, attempt, action, first_try=first_try)
            raise StoreError("unreachable", "the acknowledgement was lost")
        return real(actor, shoe_id, attempt, action, first_try=first_try)

    monkeypatch.setattr(store.table_shoes, "record_step", flaky)
    do_by_keys(qtbot, screen, *right_action(session))  # stored, but its answer lost
    assert screen.presenter.retry_unsaved() is not None
    do_by_keys(qtbot, screen, *right_action(session))
    assert [first for _uid, first in tries] == [True, False, True]
    assert tries[0][0] == tries[1][0] != tries[2][0]
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    assert len(rows) == len(session.steps) == 2
