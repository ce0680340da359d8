"""Practice builds the next question off screen while the trainee reads the one on show (its
deal dealt ahead, its panel filled and laid out on a second page of the panel stack); the
answer then commits, swaps that page in and paints. Keys and a mouse click, in English and
in 繁體中文: the same questions as a session that never deals ahead, and a question built
ahead but never shown is neither counted nor stored."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.auth import Actor
from trainer.drills import DrillKind, DrillSession, Level, Question, expected_answer
from trainer.drills.registry import drill_kinds
from trainer.store import Store
from ui.practice.view import PracticeScreen

LANGUAGES = ["en", "zh-Hant"]


@pytest.fixture
def screen(qtbot, store: Store, trainee: Actor) -> PracticeScreen:
    widget = PracticeScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.enter()
    return widget


def start_draw(qtbot, screen: PracticeScreen, deals: int, seed: int) -> Question:
    """The draw drill by the keyboard, ``deals`` deals on ``seed``; returns the question on
    show once the next one is built off screen."""
    screen.seed = seed
    screen.count_spin.setValue(deals)
    screen.kind_list.setFocus()
    qtbot.keyClick(screen.kind_list, Qt.Key.Key_Home)
    for _ in range(drill_kinds().index(DrillKind.DRAW)):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Down)
    with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Return)
    question = screen.presenter.current
    assert question is not None and question.kind is DrillKind.DRAW
    return question


def key_for(question: Question, right: bool = True) -> Qt.Key:
    draws = expected_answer(question).draws  # type: ignore[union-attr]
    return Qt.Key.Key_D if draws == right else Qt.Key.Key_S


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_next_question_is_built_off_screen_and_swapped_in(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    translations.install(language)
    question = start_draw(qtbot, screen, deals=6, seed=5)
    session = screen.presenter.session
    assert session is not None
    upcoming = session.upcoming()
    spare = screen.panel_stack.spares[DrillKind.DRAW]
    shown = screen.panel
    assert upcoming is not None and spare is not shown and spare.question is upcoming
    assert not spare.isVisible() and shown is not None and shown.isVisible()
    assert spare.size() == shown.size()  # laid out at the size it is shown at
    assert session.deals_started == 1 or upcoming.seed == question.seed
    # The right key: graded, stored, and the page built off screen is the one on show.
    with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
        qtbot.keyClick(shown, key_for(question))
    assert screen.presenter.current is upcoming and screen.panel is spare
    assert spare.isVisible() and not shown.isVisible()
    assert screen.panel_stack.currentWidget() is spare
    assert screen.panel_stack.panels[DrillKind.DRAW] is spare
    assert screen.panel_stack.spares[DrillKind.DRAW] is shown  # the pages trade places
    assert shown.question is session.upcoming()  # and the next one is built on the other
    assert screen.previous_caption.isVisible() and screen.feedback.isVisible()
    if language == "zh-Hant":
        assert any("\u4e00" <= c <= "\u9fff" for c in spare.prompt.text())
    # A mouse click on the page swapped in answers it too.
    following = screen.presenter.current
    assert following is not None
    button = spare.draw_button if expected_answer(following).draws else spare.stand_button  # type: ignore[attr-defined,union-attr]
    nxt = session.upcoming()
    with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=2000) as graded:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert graded.args[1].correct
    assert screen.presenter.current is nxt and screen.panel is shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_screen_deals_a_seeds_questions_as_a_session_that_never_deals_ahead(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    translations.install(language)
    deals = 7
    question: Question | None = start_draw(qtbot, screen, deals=deals, seed=31)
    on_screen: list[str] = []
    number = 0
    while question is not None:
        on_screen.append(question.to_json())
        assert screen.panel is not None and screen.panel.question is question
        number += 1
        right = number % 4 != 0
        with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=2000):
            qtbot.keyClick(screen.panel, key_for(question, right))
        if not right:  # a wrong answer stays up for review; Enter moves on
            assert screen.presenter.reviewing
            qtbot.keyClick(screen.next_button, Qt.Key.Key_Return)
        if screen.stack.currentWidget() is screen.summary_page:
            break
        question = screen.presenter.current
        if question is not None and screen.presenter.session is not None:
            qtbot.waitUntil(lambda: screen.presenter.session is None
                            or screen.presenter.session.upcoming() is None
                            or screen.panel_stack.spares[DrillKind.DRAW].question
                            is screen.presenter.session.upcoming())
    plain = DrillSession(DrillKind.DRAW, Level.ALL, seed=31, question_limit=deals)
    expected: list[str] = []
    while (each := plain.next_question()) is not None:
        expected.append(each.to_json())
        plain.submit(expected_answer(each))
    assert on_screen == expected and len(expected) > deals


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_question_built_ahead_and_never_shown_is_not_counted_or_stored(
    qtbot, screen: PracticeScreen, store: Store, trainee: Actor, translations, language: str
) -> None:
    translations.install(language)
    question = start_draw(qtbot, screen, deals=10, seed=8)
    answered = [question]
    with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
        qtbot.keyClick(screen.panel, key_for(question))
    current = screen.presenter.current
    assert current is not None and screen.presenter.session is not None
    answered.append(current)
    with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
        qtbot.keyClick(screen.panel, key_for(current))
    shown = screen.presenter.current
    unseen = screen.presenter.session.upcoming()
    assert shown is not None and unseen is not None
    assert screen.panel_stack.spares[DrillKind.DRAW].question is unseen  # built, off screen
    deals_seen = screen.presenter.session.deals_started
    qtbot.keyClick(screen.panel, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Finish
    # the button's shortcut presses it with animateClick, which clicks a moment later
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page, timeout=2000)
    summary = screen.last_summary
    assert summary is not None and summary.count == 2 and summary.deals == deals_seen
    rows = sorted(store.practice.attempts(trainee, trainee.user_id), key=lambda row: row.id)
    assert [row.question for row in rows] == [q.to_dict() for q in answered]
    stored = [row.question for row in rows]
    assert unseen.to_dict() not in stored and shown.to_dict() not in stored
    if language == "zh-Hant":
        assert any("\u4e00" <= c <= "\u9fff" for c in screen.summary_text.text())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_card_face_is_rendered_between_the_answer_key_and_the_next_question_painted(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    """The faces of the next question's cards were rendered while the trainee read (the page
    built off screen was painted once): the answer path only copies cached pixmaps."""
    from ui.widgets import card

    translations.install(language)
    card._PIXMAPS.clear()  # a fresh start: every face of this session is new
    question = start_draw(qtbot, screen, deals=8, seed=12)
    for _ in range(6):
        rendered_before = set(card._PIXMAPS)
        upcoming = screen.presenter.session.upcoming()  # type: ignore[union-attr]
        assert upcoming is not None
        with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
            qtbot.keyClick(screen.panel, key_for(question))
            screen.repaint()  # the next question painted at once, as the bench does
            assert set(card._PIXMAPS) == rendered_before  # nothing rendered in the path
        assert screen.presenter.current is upcoming
        question = upcoming
