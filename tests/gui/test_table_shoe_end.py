"""The shoe's ends at the Table by keys and by mouse, in English and 繁體中文 (Baccarat arts.
2, 3): a player asks for demonstration coups (G grants, F refuses; a fourth granted is a
mistake), the cut card comes out and the last coup is announced (L: this coup and one more),
the shoe is closed by a shuffle (S; N there deals a coup past the last one), a damaged card
calls for new decks (E); and an exam's Table section deals them with no feedback."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import go_on
from tests.gui.test_table_cash import stored as all_stored
from tests.support.table_screen import open_table_screen
from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.store import Store
from trainer.table import Phase, TableSettings
from trainer.table.session import Action
from ui.felt.shoe_end import life_prompt
from ui.table.view import TableScreen

LIFE = TableSettings(shoe_life=True, seats_filled=0.3)
SHORT = TableSettings(shoe_life=True, seats_filled=0.3, cut_from_end=380)
"""The cut card comes out in the first coups: the last coup is near."""
DAMAGED = TableSettings(shoe_life=True, seats_filled=0.3, irregularity_rate=1.0)
FOUR_ASKS, TWO_ASKS, DAMAGED_SEED = 6, 0, 1
EXAM_SEED = 4259
"""The exam's Table section: a player asks for four demonstration coups."""


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


def stored(store: Store, actor: Actor) -> list[tuple[str | None, bool]]:
    """The steps stored after the shoe's cut and burn (dealt first, by the presenter)."""
    return [s for s in all_stored(store, actor) if s[0] not in ("shoe:cut", "shoe:burn")]


def open_table(qtbot, store: Store, actor: Actor, seed: int,
               settings: TableSettings) -> TableScreen:
    screen = open_table_screen(qtbot, store, actor, "mass-300", seed, settings)
    session = screen.presenter.session
    assert session is not None
    while session.phase in (Phase.CUT, Phase.BURN):  # the cut and the burn come first
        step = screen.presenter.act(Action(*right_action(session)))
        assert step is not None and step.right
    screen.felt.setFocus()
    return screen


def deal_until(screen: TableScreen, name: str) -> None:
    """Deal right through the presenter until the next right step is ``name``."""
    session = screen.presenter.session
    assert session is not None
    for _ in range(5000):
        if right_action(session)[0] == name:
            return
        step = screen.presenter.act(Action(*right_action(session)))
        assert step is not None and step.right
    raise AssertionError(f"never {name}")


def test_demonstration_coups_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_table(qtbot, store, trainee, FOUR_ASKS, LIFE)
    assert screen.prompt.text() == life_prompt(screen.presenter.state)
    assert ("demonstration" in screen.prompt.text()) == (language == "en")
    assert screen.life_buttons["grantDemoButton"].isVisible()
    for _ in range(3):
        qtbot.keyClick(screen.felt, Qt.Key.Key_G)
    assert stored(store, trainee) == [("demo", True)] * 3
    state = screen.presenter.state
    assert state is not None and len(state.life.demos) == 3
    assert "3" in screen.prompt.text()  # the last demonstration coup's totals are said
    drawn = screen.felt.state  # and its cards lie face up in the hands' boxes
    assert drawn is not None and drawn.player == state.life.demos[-1].player
    assert drawn.banker == state.life.demos[-1].banker
    qtbot.keyClick(screen.felt, Qt.Key.Key_G)  # a fourth: art. 2
    assert stored(store, trainee)[-1] == ("demo", False)
    assert "✗" in screen.feedback.text()
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_F)
    assert stored(store, trainee)[-1] == ("demo", True)
    assert not screen.life_buttons["grantDemoButton"].isVisible()
    assert screen.prompt.text() != life_prompt(state)


def test_a_demonstration_by_mouse_and_no_more_bets_while_asked(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, TWO_ASKS, LIFE)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # bets on a demonstration coup
    assert stored(store, trainee) == [("demo:bet", False)]
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)
    assert "(G)" in screen.feedback.text()
    qtbot.mouseClick(screen.life_buttons["grantDemoButton"], Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("demo", True)


def test_the_last_coup_and_the_shuffle_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_table(qtbot, store, trainee, 3, SHORT)
    deal_until(screen, "announce_last")
    assert screen.life_buttons["lastOneMoreButton"].isVisible()
    assert screen.prompt.text() == life_prompt(screen.presenter.state)
    qtbot.keyClick(screen.felt, Qt.Key.Key_O)  # "this coup is the last": not this house's
    assert stored(store, trainee)[-1] == ("last_coup", False)
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_L)
    assert stored(store, trainee)[-1] == ("last_coup", True)
    deal_until(screen, "close_shoe")
    state = screen.presenter.state
    assert state is not None and state.phase is Phase.CLOSE
    assert screen.prompt.text() == life_prompt(state)
    assert screen.life_buttons["shuffleButton"].isVisible()
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # a coup past the last one
    assert stored(store, trainee)[-1] == ("shoe:close", False)
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_S)
    assert stored(store, trainee)[-1] == ("shoe:close", True)
    session = screen.presenter.session
    assert session is not None and session.finished
    qtbot.waitUntil(lambda: screen.score_box is not None and screen.score_box.isVisible())
    screen.score_box.close()


def test_the_last_coup_and_the_shuffle_by_mouse(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, 3, SHORT)
    deal_until(screen, "announce_last")
    qtbot.mouseClick(screen.life_buttons["lastOneMoreButton"], Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("last_coup", True)
    deal_until(screen, "close_shoe")
    qtbot.mouseClick(screen.life_buttons["shuffleButton"], Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("shoe:close", True)
    qtbot.waitUntil(lambda: screen.score_box is not None and screen.score_box.isVisible())
    screen.score_box.close()


def test_a_damaged_card_by_keys(qtbot, store, trainee, language) -> None:
    screen = open_table(qtbot, store, trainee, DAMAGED_SEED, DAMAGED)
    deal_until(screen, "close_shoe")
    state = screen.presenter.state
    assert state is not None and state.life.damaged is not None
    assert screen.prompt.text() == life_prompt(state)
    assert screen.life_buttons["newDecksButton"].isVisible()
    name, _args = right_action(screen.presenter.session, ends=False)  # dealing on
    key = {"deal": Qt.Key.Key_P, "call_totals": Qt.Key.Key_0}[name]
    qtbot.keyClick(screen.felt, key)
    if name == "call_totals":
        qtbot.keyClick(screen.felt, Qt.Key.Key_0)
    assert stored(store, trainee)[-1] == ("shoe:damaged", False)
    go_on(qtbot, screen)
    qtbot.keyClick(screen.felt, Qt.Key.Key_E)
    assert stored(store, trainee)[-1] == ("shoe:damaged", True)
    state = screen.presenter.state
    assert state is not None and state.life.new_decks and state.life.damaged is None


def test_new_decks_by_mouse(qtbot, store, trainee) -> None:
    screen = open_table(qtbot, store, trainee, DAMAGED_SEED, DAMAGED)
    deal_until(screen, "close_shoe")
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)
    assert "(E)" in screen.feedback.text()
    qtbot.mouseClick(screen.life_buttons["newDecksButton"], Qt.MouseButton.LeftButton)
    assert stored(store, trainee)[-1] == ("shoe:damaged", True)
    assert not screen.life_buttons["newDecksButton"].isVisible()


# ---- an exam's Table section ------------------------------------------------------------------


def test_an_exam_table_section_deals_the_shoes_ends_with_no_feedback(qtbot, language) -> None:
    from tests.gui.test_exam_table import Recorder, key_for
    from tests.support.exam_kill_worker import WallClock
    from tests.support.exam_table import PROFILE, table_spec
    from trainer.exams.blueprint import Blueprint
    from trainer.exams.outcome import ExamStatus
    from trainer.exams.session import ExamSession
    from ui.exam.sitting import SittingPresenter, SittingView

    keys = {("answer_demo", True): Qt.Key.Key_G, ("answer_demo", False): Qt.Key.Key_F,
            ("announce_last", True): Qt.Key.Key_L, ("announce_last", False): Qt.Key.Key_O,
            ("close_shoe", True): Qt.Key.Key_E, ("close_shoe", False): Qt.Key.Key_S}
    clock, rec = WallClock(), Recorder()
    blueprint = Blueprint("Table exam", (), 80, 3600, tables=(
        table_spec(profile=PROFILE, coups=3, shoe_life=True),))
    session = ExamSession.start(blueprint, EXAM_SEED, now=clock, recorder=rec)
    view = SittingView()
    qtbot.addWidget(view)
    presenter = SittingPresenter(session, view)
    view.attach(presenter)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    presenter.begin()
    desk = view.desk
    seen = set()
    while not session.is_finished:
        table = session.table
        assert table is not None
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        if (name, args[0] if args else None) in keys:
            seen.add(name)
            assert desk.prompt.text() == life_prompt(table.state())
            desk.felt.setFocus()
            qtbot.keyClick(desk.felt, keys[(name, args[0])])
            assert "✗" not in desk.prompt.text() and not desk.refusal.text()
        else:
            key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
    assert session.status is ExamStatus.FINISHED
    (score,) = session.outcome().tables
    assert score.score == score.max_score == len(rec.steps)
    assert "answer_demo" in seen
    demos = [r.step for r in rec.steps if r.step.cell == "demo"]
    assert [s.given for s in demos] == ["demo:grant"] * 3 + ["demo:refuse"]
