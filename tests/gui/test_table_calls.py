"""Issue 24 points 10 and 11 on the Table screen, by keys, in English and 繁體中文: after a
third card the final totals are typed and graded before the result; a natural goes from the
totals straight to the result (no draw asked); and after each call the dealer's words of the
floor (from :data:`trainer.table.calls.TERMS`) are shown under the feedback.

The right step comes from the scripted dealer (the engine's functions on what the table
shows), never from the screen."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_attacks import play_to
from tests.gui.test_table_screen import do_by_keys, stored
from tests.support.table_script import right_action
from trainer.baccarat.coup import Coup, Outcome, hand_total
from trainer.table import Phase, TableSettings
from trainer.table.calls import TERMS, Term, result_call, totals_call
from ui.felt.calls import tr as call_tr
from ui.table.view import TableScreen

SETTINGS = TableSettings(fault_rate=0.0, max_coups=30, seats_filled=0.5)
LANGUAGES = ["en", "zh-Hant"]


@pytest.fixture
def screen(qtbot, store, trainee, translations, request) -> TableScreen:
    translations.install(request.param)
    table = TableScreen(store, trainee)
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    qtbot.waitExposed(table)
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    table.preset(profile="mass-300", seed=5, settings=SETTINGS)
    assert table.presenter.session is not None
    return table


def _natural(session) -> bool:  # type: ignore[no-untyped-def]
    state = session.state()
    return session.phase is Phase.TOTALS and (
        hand_total(state.player) >= 8 or hand_total(state.banker) >= 8)


def _shown(text: str, words: tuple[Term, ...]) -> None:
    """Every tongue of every word of the call is on the line."""
    assert words
    for word in words:
        for f in fields(Term):
            assert getattr(word, f.name) in text, (f.name, getattr(word, f.name), text)


@pytest.mark.parametrize("screen", LANGUAGES, indirect=True)
def test_the_final_totals_are_typed_after_a_third_card(qtbot, screen, store, trainee) -> None:
    session = screen.presenter.session
    play_to(qtbot, screen, lambda s: s.phase is Phase.FINAL_TOTALS)
    assert screen.prompt.text().startswith(screen.words.prompt(Phase.FINAL_TOTALS))
    assert screen.prompt.text() != screen.words.prompt(Phase.TOTALS)
    assert all(b.isVisibleTo(screen) for b in screen.digit_buttons)
    assert not screen.draw_button.isVisibleTo(screen)
    state = session.state()
    assert len(state.player) + len(state.banker) > 4  # a third card is out
    player, banker = hand_total(state.player), hand_total(state.banker)
    qtbot.keyClicks(screen.felt, f"{player}{(banker + 1) % 10}")  # wrong: graded, explained
    assert stored(store, trainee)[-1] == ("call:final_totals", False)
    assert screen.words.step_name("call:final_totals") in screen.feedback.text()
    assert session.phase is Phase.FINAL_TOTALS
    _shown(screen.call_line.text(), totals_call(player, banker))  # the right call, explained
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # read: go on
    qtbot.keyClicks(screen.felt, f"{player}{banker}")
    assert stored(store, trainee)[-1] == ("call:final_totals", True)
    assert session.phase is Phase.RESULT
    _shown(screen.call_line.text(), totals_call(player, banker))


@pytest.mark.parametrize("screen", LANGUAGES, indirect=True)
def test_a_natural_goes_from_the_totals_to_the_result(qtbot, screen, store, trainee) -> None:
    session = screen.presenter.session
    play_to(qtbot, screen, _natural)
    state = session.state()
    player, banker = hand_total(state.player), hand_total(state.banker)
    qtbot.keyClicks(screen.felt, f"{player}{banker}")
    assert stored(store, trainee)[-1] == ("call:totals", True)
    assert session.phase is Phase.RESULT  # no third card asked
    assert screen.prompt.text() == screen.words.prompt(Phase.RESULT)
    assert not screen.draw_button.isVisibleTo(screen)
    count = len(stored(store, trainee))
    qtbot.keyClick(screen.felt, Qt.Key.Key_S)  # "stand" is no step here: refused, not stored
    assert len(stored(store, trainee)) == count
    assert screen.feedback.text() == screen.words.refusal("out_of_turn")
    coup = Coup(state.player, state.banker)
    do_by_keys(qtbot, screen, *right_action(session))
    assert stored(store, trainee)[-1] == ("call:result", True)
    line = screen.call_line.text()
    _shown(line, result_call(coup.outcome, coup.player_pair, coup.banker_pair, True,
                             coup.banker_wins_with_six))
    assert TERMS["natural"].cantonese in line  # 例牌


@pytest.mark.parametrize("screen", LANGUAGES, indirect=True)
def test_the_dealers_words_follow_each_call(qtbot, screen, store, trainee) -> None:
    """After a right totals call and a right result the line shows the floor's words (the
    table of terms'), and after a wrong result the right call's words with the explanation."""
    session = screen.presenter.session
    assert screen.call_line.text() == ""
    play_to(qtbot, screen, lambda s: s.phase is Phase.TOTALS)
    state = session.state()
    player, banker = hand_total(state.player), hand_total(state.banker)
    qtbot.keyClicks(screen.felt, f"{player}{banker}")
    line = screen.call_line.text()
    _shown(line, totals_call(player, banker))
    for key in ("player", "banker", str(player), str(banker)):  # words of the one table
        assert TERMS[key].cantonese in line and TERMS[key].jyutping in line
    assert call_tr("The dealer calls:") in line
    play_to(qtbot, screen, lambda s: s.phase is Phase.RESULT)
    coup = Coup(session.state().player, session.state().banker)
    wrong = Outcome.PLAYER if coup.outcome is not Outcome.PLAYER else Outcome.BANKER
    qtbot.keyClick(screen.felt, {Outcome.PLAYER: Qt.Key.Key_P,
                                 Outcome.BANKER: Qt.Key.Key_B}[wrong])
    assert stored(store, trainee)[-1] == ("call:result", False)
    truth = result_call(coup.outcome, coup.player_pair, coup.banker_pair, coup.natural,
                        coup.banker_wins_with_six)
    line = screen.call_line.text()
    _shown(line, truth)  # the right call, not the one made
    assert call_tr("The right call:") in line  # not the call made
    assert call_tr("The dealer calls:") not in line
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    do_by_keys(qtbot, screen, *right_action(session))
    assert stored(store, trainee)[-1] == ("call:result", True)
    line = screen.call_line.text()
    _shown(line, truth)
    assert call_tr("The dealer calls:") in line
    # The next coup's first step clears the last coup's call.
    play_to(qtbot, screen, lambda s: s.phase is Phase.DEAL)
    assert screen.call_line.text() == ""


def test_the_call_line_follows_a_language_change(qtbot, store, trainee, translations) -> None:
    table = TableScreen(store, trainee)
    qtbot.addWidget(table)
    table.show()
    table.preset(profile="mass-300", seed=5, settings=SETTINGS)
    session = table.presenter.session
    play_to(qtbot, table, lambda s: s.phase is Phase.TOTALS)
    do_by_keys(qtbot, table, *right_action(session))
    english = table.call_line.text()
    words = totals_call(hand_total(session.state().player[:2]),
                        hand_total(session.state().banker[:2]))
    _shown(english, words)
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: table.call_line.text() != english)
    chinese = table.call_line.text()
    _shown(chinese, words)  # the floor's words are the same in every language
    assert "Cantonese" in english and "Cantonese" not in chinese


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_exam_desk_takes_the_final_totals_and_skips_draws_on_a_natural(
    qtbot, translations, language: str
) -> None:
    """An exam's Table section deals in the same flow, by the Table screen's keys: the final
    totals typed after a third card, no draw asked on a natural; each stored with its flow."""
    import json

    from tests.gui.test_exam_table import key_for, open_desk

    translations.install(language)
    view, _presenter, session, clock, rec = open_desk(qtbot, coups=8, fault_percent=0)
    desk = view.desk
    seen: set[str] = set()
    while not session.is_finished and len(seen) < 2:
        table = session.table
        assert table is not None
        if table.phase is Phase.FINAL_TOTALS:
            assert desk.prompt.text().startswith(desk.words.prompt(Phase.FINAL_TOTALS))
            assert all(b.isVisibleTo(desk) for b in desk.digit_buttons)
            seen.add("final")
        if _natural(table):
            seen.add("natural")
            natural_at = len(rec.steps)
        name, args = right_action(table)
        clock.advance(2)
        before = len(rec.steps)
        key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1 and rec.steps[-1].step.right, (name, args)
        if "natural" in seen and len(rec.steps) == natural_at + 1:
            assert table.phase is Phase.RESULT  # straight from the totals to the result
    assert seen == {"final", "natural"}
    cells = [r.step.cell for r in rec.steps]
    assert "call:final_totals" in cells
    assert {json.loads(r.question_json)["flow"] for r in rec.steps} == {3}


def test_a_kept_shoe_of_the_old_flow_resumes_by_the_screen_and_deals_on_in_it(
    qtbot, store, trainee, monkeypatch
) -> None:
    """A shoe kept before issue 24 (its stored settings without a flow; the fixture's actions
    were recorded by the code of then): the Table offers it, Resume replays it to the same
    coup, and it is dealt on in the old flow (a natural still asks the draws; no final
    totals), as its first steps were."""
    import json
    from pathlib import Path

    import ui.table.presenter as presenter_module
    from tests.gui.test_table_house_rules import by_presenter
    from tests.gui.test_table_resume import reopen
    from trainer.baccarat.table import DEFAULT_PROFILES
    from trainer.table.record import action_from_json, settings_from_json, settings_to_json

    old = json.loads((Path(__file__).parent.parent / "fixtures" / "table_old_flow.json")
                     .read_text("utf-8"))["shoe"]
    settings = settings_from_json(old["settings"])
    assert settings.flow == 1
    # The shoe as it was kept then: its settings stored with no "flow".
    monkeypatch.setattr(presenter_module, "settings_to_json", lambda s: {
        k: v for k, v in settings_to_json(s).items() if k != "flow"})
    first = TableScreen(store, trainee)
    qtbot.addWidget(first)
    presenter = first.presenter
    presenter.start(DEFAULT_PROFILES[old["profile"]], old["seed"], settings)
    for data in old["actions"]:
        action = action_from_json(data)
        step = by_presenter(presenter, action.name, action.args)
        assert step is not None, action
        if not step.right:
            presenter.go_on()
    kept = presenter.session
    assert kept is not None and [[s.cell, s.right] for s in kept.steps] == old["steps"]
    state = kept.state()
    monkeypatch.undo()

    second = reopen(qtbot, store, trainee)  # the app opened again: the kept shoe offered
    assert second.resume_box is not None and second.resume_button is not None
    qtbot.mouseClick(second.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.presenter.session is not None)
    second.activateWindow()  # keys, and the chip row's focus, go to the active window
    qtbot.waitUntil(second.isActiveWindow)
    resumed = second.presenter.session
    assert resumed.settings.flow == 1 and resumed.state() == state
    asked_on_natural = False
    while not resumed.finished:
        if _natural(resumed):
            do_by_keys(qtbot, second, *right_action(resumed))
            assert resumed.phase is Phase.DRAW_PLAYER  # the old flow asks: stand
            asked_on_natural = True
        assert resumed.phase is not Phase.FINAL_TOTALS
        do_by_keys(qtbot, second, *right_action(resumed))
        assert resumed.steps[-1].right
    assert asked_on_natural
    assert "call:final_totals" not in {c for c, _ in stored(store, trainee)}
