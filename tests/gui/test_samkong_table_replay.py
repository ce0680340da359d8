"""The attempt log replays a Sam Kong round step by step (the Dashboard's Table attempt opens
it): the felt before each step, the step as graded and worded at the table, its article; a
baccarat attempt still opens the baccarat coup's replay."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_table import by_keys, deal_right, open_samkong, session_of
from trainer.auth import Actor
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.samkong.model import SamKongPhase
from ui.felt.samkong_replay import SamKongReplayDialog, is_samkong
from ui.words import Words


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_wrong_step_of_a_sam_kong_round_is_replayed_from_the_attempt_log(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 7,
                          TableSettings(fault_rate=0.0, awkward=0.0, max_coups=1))
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.DEAL)
    qtbot.keyClick(screen.samkong_desk.felt, Qt.Key.Key_B)  # the banker first: wrong (art. 2)
    qtbot.keyClick(screen.samkong_desk.felt, Qt.Key.Key_Return)
    deal_right(qtbot, screen, by_keys)
    session = session_of(screen)
    wrong = next(s for s in session.steps if not s.right)
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    row = next(r for r in rows if r.question.get("step") == wrong.number)
    assert is_samkong(row)
    dialog = SamKongReplayDialog(store, trainee, row)
    qtbot.addWidget(dialog)
    dialog.show()
    round_steps = [s for s in session.steps if s.coup == wrong.coup]
    # The same steps, graded the same (replayed on no clock: no time taken).
    assert [replace(f.step, elapsed=0.0) for f in dialog.frames] == [
        replace(s, elapsed=0.0) for s in round_steps]
    assert dialog.frames[dialog.index].step.number == wrong.number  # opened on its step
    assert wrong.article is not None
    assert Words().article(wrong.article) in dialog.step_label.text()
    state = dialog.felt.state
    assert state is not None and state.phase is SamKongPhase.DEAL
    before = dialog.index
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.index == before + 1
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.index == len(round_steps) - 1


def test_a_baccarat_attempt_is_not_taken_for_a_sam_kong_one(
        qtbot, store: Store, trainee: Actor) -> None:
    from tests.gui.test_table_screen import open_table

    screen = open_table(qtbot, store, trainee, "mass-300", 4)
    assert screen.presenter.session is not None
    name, args = screen.presenter.session.next_right()
    from trainer.table.session import Action

    screen.presenter.act(Action(name, args))
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    assert rows and not any(is_samkong(r) for r in rows)


def test_the_dashboards_attempt_log_opens_a_sam_kong_attempt_as_its_round(
        qtbot, store: Store, instructor: Actor, trainee: Actor) -> None:
    """Enter on the wrong Sam Kong step in the Dashboard's attempt log opens its round
    replayed on the Sam Kong felt, on that step."""
    from tests.gui.test_dashboard import click_trainee, open_dashboard

    table = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 7,
                         TableSettings(fault_rate=0.0, awkward=0.0, max_coups=1))
    deal_right(qtbot, table, by_keys, lambda s: s.phase is SamKongPhase.DEAL)
    qtbot.keyClick(table.samkong_desk.felt, Qt.Key.Key_B)  # the one wrong step
    (wrong,) = [s for s in session_of(table).steps if not s.right]
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    click_trainee(qtbot, screen, trainee.user_id)
    screen.tabs.setCurrentIndex(1)
    qtbot.mouseClick(screen.wrong_only, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() == 1, timeout=10_000)
    screen.attempt_view.setFocus()
    screen.attempt_view.setCurrentIndex(screen.attempt_model.index(0, 0))
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.replay_dialog is not None, timeout=5000)
    dialog = screen.replay_dialog
    assert isinstance(dialog, SamKongReplayDialog)
    qtbot.addWidget(dialog)
    assert dialog.frames[dialog.index].step.number == wrong.number
    assert dialog.step_label.text() == dialog.words.feedback(dialog.frames[dialog.index].step)
