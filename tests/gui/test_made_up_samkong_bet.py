"""A made-up Sam Kong bet (Door 三公, registered in tests/unit/test_made_up_samkong_bet.py's
spec and nowhere else) is dealt on the Sam Kong payouts' layout, asked and graded by the keys,
in English and in 繁體中文: a bet with no words of its own yet is named by its spec's English
name on its door ("Door 三公 on door 2", "第2門Door 三公"), and so do a lesson's example,
Progress's situations and Practice's weak spots."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_practice import answer_and_wait, move_on, start_by_keyboard, wrong_answer
from tests.unit.test_made_up_samkong_bet import DOOR_THREE_FACES
from trainer.cards import parse_cards
from trainer.drills import DrillKind, DrillSession, expected_answer
from trainer.drills.cell import Cell
from trainer.drills.prompts import SamKongPayoutPrompt
from trainer.samkong.bets import SamKongBetKind, register, unregister
from trainer.samkong.settlement import SamKongBet, settle_samkong
from ui.charts.words import ChartWords
from ui.lessons.words import LessonWords
from ui.practice.view import PracticeScreen
from ui.practice.words import PracticeWords
from ui.words import Words

LANGUAGES = ["en", "zh-Hant"]


@pytest.fixture
def door_three_faces() -> Iterator[SamKongBetKind]:
    register(DOOR_THREE_FACES)
    try:
        yield SamKongBetKind("door_three_faces")
    finally:
        unregister("door_three_faces")


@pytest.fixture
def screen(qtbot, store, trainee) -> PracticeScreen:
    widget = PracticeScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.enter()
    return widget


def _seed_asking_it_early() -> tuple[int, int]:
    """A session seed whose first deal asks the made-up bet, and the step that does."""
    for seed in range(500):
        question = DrillSession(DrillKind.SAMKONG_PAYOUT, seed=seed).next_question()
        assert question is not None and isinstance(question.prompt, SamKongPayoutPrompt)
        steps = [b.kind for b in question.prompt.bets]  # in the order the steps ask them
        if "door_three_faces" in steps and steps.index("door_three_faces") < 4:
            return seed, steps.index("door_three_faces")
    raise AssertionError("no early deal with the made-up bet in 500 seeds")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_practice_drill_asks_and_grades_the_made_up_bet(
        qtbot, screen, translations, door_three_faces, language) -> None:
    assert translations.install(language)
    screen.seed, step = _seed_asking_it_early()
    question = start_by_keyboard(qtbot, screen, DrillKind.SAMKONG_PAYOUT)
    for _ in range(step):  # the steps before it, answered right by the keys
        assert answer_and_wait(qtbot, screen, question, expected_answer(question)).correct
        move_on(qtbot, screen)
        question = screen.presenter.current
    prompt = question.prompt
    assert isinstance(prompt, SamKongPayoutPrompt) and prompt.bet.kind == "door_three_faces"
    door = prompt.bet.door
    named = {"en": f"Door 三公 on door {door}", "zh-Hant": f"第{door}門Door 三公"}[language]
    panel = screen.panel
    assert named in panel.prompt.text()
    assert named in panel.bets_label.text()
    # A wrong payout is graded wrong, by the engine's settlement of the made-up bet.
    right = expected_answer(question)
    grade = answer_and_wait(qtbot, screen, question, wrong_answer(question, right))
    assert not grade.correct
    assert str(question.cell).startswith("samkong:payout:door_three_faces:")
    assert grade.expected == right
    assert named in screen.feedback.text()  # the feedback names it too
    # The next deal's steps go on as before.
    qtbot.keyClick(screen.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.presenter.current is not question, timeout=2000)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_lesson_example_names_the_made_up_bet(qtbot, translations, door_three_faces,
                                               language) -> None:
    """A lesson's settled example line names it by its spec (not as the banker's 三公)."""
    assert translations.install(language)
    (line,) = settle_samkong(parse_cards("9S 9H 9D"), [parse_cards("JS QH KD")],
                             [SamKongBet(door_three_faces, Decimal(200), 1)]).lines
    text = LessonWords().samkong_bet(line)
    assert text.startswith("Door 三公 HK$200")
    assert "3,200" in text  # its 16:1 win, as the engine settled it


@pytest.mark.parametrize("language", LANGUAGES)
def test_progress_and_weak_spots_name_the_made_up_bet(qtbot, translations, door_three_faces,
                                                     language) -> None:
    """Its cells, as Progress's charts and Practice's weak spots word them."""
    assert translations.install(language)
    cell = Cell.of("samkong", "payout", "door_three_faces", "win")
    situation = ChartWords().situation("samkong_payout", cell)
    assert situation == ChartWords().tr("{0} bet wins").format("Door 三公")
    weak = PracticeWords(Words()).weak_spot(
        "weak_samkong_payout", {"bet": "door_three_faces", "result": "lose"}, cell)
    assert "Door 三公" in weak and "door_three_faces" not in weak
