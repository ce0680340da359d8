"""Irregularities at the Table by keys and by mouse, in English and 繁體中文: an exposed card
(art. 4: it stays, the coup goes on; voiding is a mistake) and a misdeal that cannot be
corrected (art. 10: the coup is void, every bet returned); the felt rings the card, the prompt
says what happened, each step is stored with its cell and the score card counts the void coup.
A kill in the middle of a misdeal decision resumes at the same step; an exam's Table section
deals them by keys, without a word of feedback."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import go_on, stored
from tests.gui.test_table_everywhere import choose_kind, open_progress
from tests.gui.test_table_resume import reopen
from tests.support.table_screen import open_table_screen
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.kinds import TABLE_KIND
from trainer.table import Phase, TableSettings
from trainer.table.irregular import Irregularity, Remedy
from trainer.table.score import score_card
from trainer.table.session import Action
from ui.felt.steps import step_name
from ui.table.view import TableScreen

IRREGULAR = TableSettings(irregularity_rate=1.0, fault_rate=0.0, max_coups=3)
MASS = DEFAULT_PROFILES["mass-300"]
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def open_irregular(qtbot, store, trainee, seed: int) -> TableScreen:
    return open_table_screen(qtbot, store, trainee, "mass-300", seed, IRREGULAR)


def deal_to(screen: TableScreen, kind: Irregularity) -> None:
    """Deal right (the engine's steps) until ``kind`` is raised."""
    session, presenter = screen.presenter.session, screen.presenter
    assert session is not None
    for _ in range(400):
        state = presenter.state
        assert state is not None
        if state.phase is Phase.IRREGULAR and state.irregular is not None:
            assert state.irregular.kind is kind, state.irregular
            break
        name, args = session.next_right()
        step = presenter.act(Action(name, args))
        assert step is not None and step.right
        if presenter.waiting:
            presenter.go_on()
    else:
        raise AssertionError(f"no {kind}")
    screen._redraw()
    screen.felt.setFocus()


def test_an_exposed_card_stays_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_irregular(qtbot, store, trainee, 1)  # coup 1 meets an exposed card
    deal_to(screen, Irregularity.EXPOSED)
    state = screen.presenter.state
    assert state is not None and state.irregular is not None
    assert state.exposed == (state.irregular.card,)
    assert "irregular" in screen.felt._parts  # the card is ringed on the felt
    prompt = screen.prompt.text()
    assert ("face up" in prompt) == (language == "en") and "(K)" in prompt
    shown = {r: b.isVisible() for r, b in screen.remedy_buttons.items()}
    assert all(shown.values()) and not screen.deal_player_button.isVisible()
    before = len(stored(store, trainee))

    qtbot.keyClick(screen.felt, Qt.Key.Key_V)  # void it: wrong, art. 4
    assert stored(store, trainee)[before:] == [("irregular:exposed", False)]
    feedback = screen.feedback.text()
    assert "✗" in feedback and "4" in feedback
    assert ("Exposed card" in feedback) == (language == "en")
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_U)  # burn it: wrong too
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_K)  # the card stays
    assert stored(store, trainee)[before:] == [
        ("irregular:exposed", False), ("irregular:exposed", False), ("irregular:exposed", True)]
    state = screen.presenter.state
    assert state is not None and state.phase is not Phase.IRREGULAR
    assert not screen.remedy_buttons[Remedy.GO_ON].isVisible()
    # and Progress charts the step by its cell, under its name
    progress = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, progress, TABLE_KIND)
    name = step_name("irregular:exposed")
    assert name in progress.table_charts.step_labels()
    assert (name == "Exposed card") == (language == "en")
    kinds = {k.kind: (k.right, k.total) for k in progress.table_charts.figures.kinds}
    assert kinds["irregular:exposed"] == (1, 3)


def test_a_void_coup_by_mouse(qtbot, store, trainee, language) -> None:
    screen = open_irregular(qtbot, store, trainee, 8)  # coup 1: cards out of order, seen
    deal_to(screen, Irregularity.OUT_OF_ORDER_SEEN)
    session = screen.presenter.session
    assert session is not None
    bets = screen.presenter.state.accepted  # type: ignore[union-attr]
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)  # the hint names the remedy and its key
    hint = screen.feedback.text()
    assert "V）" in hint or "(V)" in hint
    before = len(stored(store, trainee))
    qtbot.mouseClick(screen.remedy_buttons[Remedy.CORRECT], LEFT)  # cannot be corrected
    assert stored(store, trainee)[before:] == [("irregular:out_of_order_seen", False)]
    go_on(qtbot, screen)
    qtbot.mouseClick(screen.remedy_buttons[Remedy.VOID], LEFT)
    assert stored(store, trainee)[-1] == ("irregular:out_of_order_seen", True)
    record = session.coups[-1]
    assert record.void and record.bets == bets and record.house_net == 0
    feedback = screen.feedback.text()
    assert ("void" in feedback) == (language == "en")
    card = screen.words.score_card(score_card(session.steps, session.coups), 50)
    assert ("Void coups (art. 10): 1" in card) == (language == "en")
    assert screen.words.kind("irregular") in card
    assert session.coup_number == 2 and session.phase is Phase.BETS  # the next coup


def test_a_kill_in_a_misdeal_decision_resumes_at_the_same_step(qtbot, store, trainee) -> None:
    first = open_irregular(qtbot, store, trainee, 5)  # coup 1: two cards together
    deal_to(first, Irregularity.TWO_CARDS)
    qtbot.keyClick(first.felt, Qt.Key.Key_K)  # the card stays: wrong, the extra is burnt
    go_on(qtbot, first)
    live = first.presenter.session
    assert live is not None
    state, steps = live.state(), list(live.steps)
    assert state.phase is Phase.IRREGULAR and not steps[-1].right

    second = reopen(qtbot, store, trainee)  # the first screen dropped, as a kill drops it
    resume = second.resume_button
    assert resume is not None
    qtbot.mouseClick(resume, LEFT)
    qtbot.waitUntil(lambda: second.presenter.session is not None)
    resumed = second.presenter.session
    assert resumed is not None
    assert resumed.state() == state and resumed.steps == steps
    second.felt.setFocus()
    qtbot.keyClick(second.felt, Qt.Key.Key_F)
    assert resumed.steps[-1].right and resumed.steps[-1].cell == "irregular:two_cards"
    assert stored(store, trainee)[-2:] == [("irregular:two_cards", False),
                                           ("irregular:two_cards", True)]


def test_an_exam_table_section_deals_irregularities_by_keys(qtbot) -> None:
    from tests.gui.test_exam_table import key_for, open_desk
    from tests.support.table_script import right_action
    from trainer.exams.outcome import ExamStatus

    view, _presenter, session, clock, rec = open_desk(qtbot, coups=6, irregularity_percent=50)
    desk = view.desk
    seen = False
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if name == "answer_irregular":
            seen = True
            assert desk.remedy_buttons[Remedy.VOID].isVisible()
            assert "(K)" in desk.prompt.text()
        key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
        assert not desk.refusal.text() or name != "answer_irregular"
    assert seen and session.status is ExamStatus.FINISHED
    assert any(r.step.cell.startswith("irregular:") for r in rec.steps)
    (score,) = session.outcome().tables
    assert score.score == score.max_score == len(rec.steps)
