"""Issue 24 points 6 and 7, and the wording of point 1: the Table's feedback teaches, by keys,
in English and 繁體中文.

A wrong step explains in one line from the same engine call Practice explains with: the draw
rule, the commission arithmetic, the no-commission half, what a wrong chip set came to; a
faulty bet let through is named and outlined on the felt; citations name the lesson to open
(never RULES.md); a wrong result call says which mark was wrong. A key pressed while the
explanation is read keeps it and adds the reminder; a late bet is announced when it comes.

Situations: mass-300 seed 4 (an over-maximum bet, a late bet, a Player draw, a Banker win with
commission) and no-commission-500 seed 11 (a Banker win with 6), under the Table screen tests'
settings; the right steps come from the scripted dealer of the core tests.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_accelerators import _sign_in
from tests.gui.test_exam_table import key_for, open_desk
from tests.gui.test_table_screen import (
    SETTINGS,
    chips_row,
    do_by_keys,
    open_table,
    select_by_keys,
    type_row,
)
from tests.support.table_script import right_action
from trainer.baccarat.settlement import BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.chips import chip_breakdown
from trainer.drills import draw
from trainer.drills.answers import DrawAnswer
from trainer.drills.cell import Cell
from trainer.drills.explain import Phrase
from trainer.drills.model import DrillKind, Level, Question
from trainer.drills.prompts import DrawPrompt, DrawStep
from trainer.table import Phase, TableSettings
from trainer.table.personas import FaultKind
from ui.table.view import TableScreen
from ui.words import Words

LANGUAGES = ["en", "zh-Hant"]
WORDS = {
    "en": {
        "draw_cite": "Baccarat art. 9 (1), Lesson 6",
        "too_much": "HK$335 paid, HK$50 too much",
        "commission": "5% of HK$300 = HK$15: pay HK$285",
        "half": "Banker won with 6: pays half, HK$500",
        "refuse": "Refuse {bet}",
        "natural": "You marked natural: there is none",
        "procedure": "the dealer's procedure, Lesson 24",
        "late": "A late bet: {bet}",
        "late_word": "late",
        "reminder": "Read the feedback, then press Enter to go on.",
    },
    "zh-Hant": {
        "draw_cite": "百家樂第9條 (1)，第 6 課",
        "too_much": "派了HK$335，多派HK$50",
        "commission": "HK$300的5% = HK$15：派HK$285",
        "half": "莊家以6點贏：賠一半，派HK$500",
        "refuse": "拒絕{bet}",
        "natural": "你標了例牌：但沒有例牌",
        "procedure": "荷官程序，第 24 課",
        "late": "遲來的注碼：{bet}",
        "late_word": "遲來",
        "reminder": "先看回饋，然後按 Enter 繼續。",
    },
}


def table_in(qtbot, store, trainee, translations, lang: str, profile: str, seed: int
             ) -> TableScreen:
    translations.install(lang)
    return open_table(qtbot, store, trainee, profile, seed)


def deal_until(qtbot, screen: TableScreen, stop) -> tuple[str, tuple[object, ...]]:  # type: ignore[no-untyped-def]
    """Deal right by keys up to the first right action ``stop(name, args)`` accepts."""
    session = screen.presenter.session
    assert session is not None
    for _ in range(300):
        name, args = right_action(session)
        if stop(name, args):
            return name, args
        do_by_keys(qtbot, screen, name, args)
    raise AssertionError("the situation never came")


def wrong_draw(qtbot, screen: TableScreen) -> DrawPrompt:
    """Deal up to the Player's third card and press the wrong key; Practice's prompt on the
    same cards."""
    _, args = deal_until(qtbot, screen, lambda n, a: n == "draw" and a[0] is Hand.PLAYER)
    state = screen.presenter.state
    assert state is not None
    prompt = DrawPrompt(DrawStep.PLAYER, state.player[:2], state.banker[:2])
    qtbot.keyClick(screen.felt, Qt.Key.Key_S if args[1] else Qt.Key.Key_D)
    assert screen.presenter.waiting
    return prompt


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_draw_explains_in_practices_words_and_cites_the_lesson(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    prompt = wrong_draw(qtbot, screen)
    # Practice's explanation of the same cards, in Practice's words.
    verdict = draw.grade(Question(DrillKind.DRAW, Level.ALL, 0, Cell.of("player", 0), prompt),
                         DrawAnswer(True))
    words = Words()
    practice = [words.fact(Phrase(code, params)) for code, params in verdict.details]
    text = screen.feedback.text()
    assert practice and all(fact[:1].upper() + fact[1:] in text for fact in practice), text
    assert WORDS[lang]["draw_cite"] in text
    assert "RULES.md" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_banker_payout_says_the_commission_sum_and_what_the_chips_came_to(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    _, (bet, chips) = deal_until(
        qtbot, screen, lambda n, a: n == "pay" and a[0].kind is BetKind.BANKER)  # type: ignore[attr-defined]
    select_by_keys(qtbot, screen, bet)  # type: ignore[arg-type]
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, chips_row((*chips, (Decimal(50), 1))))  # type: ignore[misc]
    text = screen.feedback.text()
    assert WORDS[lang]["too_much"] in text and WORDS[lang]["commission"] in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_no_commission_banker_six_mistake_says_it_pays_half(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "no-commission-500", 11)
    _, (bet, _chips) = deal_until(
        qtbot, screen, lambda n, a: n == "pay" and a[0].kind is BetKind.BANKER)  # type: ignore[attr-defined]
    select_by_keys(qtbot, screen, bet)  # type: ignore[arg-type]
    qtbot.keyClick(screen.felt, Qt.Key.Key_T)  # taking a winner
    assert WORDS[lang]["half"] in screen.feedback.text(), screen.feedback.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_faulty_bet_let_through_is_named_outlined_and_selected(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    _, (faulty,) = deal_until(qtbot, screen, lambda n, a: n == "refuse")
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # no more bets over a faulty bet
    text = screen.feedback.text()
    assert WORDS[lang]["refuse"].format(bet=screen.words.bet(faulty)) in text, text  # type: ignore[arg-type]
    assert screen.felt.stacks[faulty].mark == "given"  # type: ignore[index]
    assert screen.selected == faulty
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)  # the bet outlined is the one to refuse
    session = screen.presenter.session
    assert session is not None and session.steps[-1].right
    assert all(stack.mark == "" for stack in screen.felt.stacks.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_result_call_says_which_mark_was_wrong(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    _, (winner, *flags) = deal_until(qtbot, screen, lambda n, a: n == "call_result")
    assert not flags[2]  # no natural in this coup
    qtbot.keyClick(screen.felt, Qt.Key.Key_3)  # natural, wrongly
    do_by_keys(qtbot, screen, "call_result", (winner, *flags))
    assert WORDS[lang]["natural"] in screen.feedback.text(), screen.feedback.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_take_and_pay_order_mistake_cites_the_lesson_not_rules_md(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    deal_until(qtbot, screen, lambda n, a: n == "take")
    session = screen.presenter.session
    assert session is not None and session.settlement is not None
    winner, paid = next((line.bet, line.paid) for line in session.settlement.winners)
    select_by_keys(qtbot, screen, winner)  # a winner paid while a loser is still on the felt
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, chips_row(chip_breakdown(paid, session.table.chips)))
    text = screen.feedback.text()
    assert session.steps[-1].cell == "order:take_pay"
    assert WORDS[lang]["procedure"] in text and "RULES.md" not in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_key_while_the_explanation_shows_keeps_it_and_adds_the_reminder(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    wrong_draw(qtbot, screen)
    explained = screen.feedback.text()
    qtbot.keyClick(screen.felt, Qt.Key.Key_D)  # a step's key, before Enter
    qtbot.keyClick(screen.felt, Qt.Key.Key_X)  # a key of no step
    text = screen.feedback.text()
    body = explained.rsplit("  ", 1)[0]  # the explanation without its "press Enter" hint
    assert text.startswith(body) and text.endswith(WORDS[lang]["reminder"]), text
    assert text.count(WORDS[lang]["reminder"]) == 1
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_late_bet_is_announced_when_it_comes_not_on_every_deal(
        qtbot, store, trainee, translations, lang: str) -> None:
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    _, (late,) = deal_until(qtbot, screen, lambda n, a: n == "refuse" and screen.presenter
                            .state is not None and screen.presenter.state.phase is Phase.DEAL)
    assert WORDS[lang]["late"].format(bet=screen.words.bet(late)) in screen.prompt.text()  # type: ignore[arg-type]
    assert screen.selected == late
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    assert WORDS[lang]["late_word"] not in screen.prompt.text()  # the deal prompt alone
    # A coup with no late bet never speaks of one.
    other = table_in(qtbot, store, trainee, translations, lang, "mass-300", 2)
    deal_until(qtbot, other, lambda n, a: n == "deal")
    assert other.presenter.state is not None and not other.presenter.state.late
    assert WORDS[lang]["late_word"] not in other.prompt.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_feedback_offers_the_lesson_it_cites_and_the_shoe_waits(
        qtbot, trainee, window, lang: str) -> None:
    """L (or the button) opens the lesson cited; back at the Table (Ctrl+7) the same
    explanation waits to be read."""
    assert window.translations.install(lang)
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    window.open_screen("table")
    screen = window.stack.currentWidget()
    assert isinstance(screen, TableScreen)
    screen.preset(profile="mass-300", seed=4, settings=SETTINGS)
    wrong_draw(qtbot, screen)
    explained = screen.feedback.text()
    assert screen.lesson_button.isVisible()
    assert screen.lesson_button.text() == {"en": "Lesson 6 (L)", "zh-Hant": "第 6 課 (L)"}[lang]
    qtbot.keyClick(screen.felt, Qt.Key.Key_L)
    lessons = window.stack.currentWidget()
    assert lessons is not screen and lessons.presenter.current.id == "player-rule"  # type: ignore[attr-defined]
    window.open_screen("table")
    assert window.stack.currentWidget() is screen and screen.presenter.waiting
    assert screen.feedback.text() == explained
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert not screen.lesson_button.isVisible()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_under_minimum_bet_at_a_school_without_the_sjm_note_cites_the_table_limits(
        qtbot, store, instructor, trainee, translations, lang: str) -> None:
    school = replace(DEFAULT_PROFILES["mass-300"], name="school-open-multiples",
                     banker_multiple_of_minimum=False)
    store.table_profiles.save(instructor, school.name, school.to_dict())
    translations.install(lang)
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.preset(profile=school.name, seed=3, settings=TableSettings(
        fault_rate=1.0, fault_kinds=frozenset({FaultKind.UNDER_MIN}), max_coups=1))
    session = screen.presenter.session
    assert session is not None and session.table.name == school.name
    assert any(o.fault is FaultKind.UNDER_MIN for o in session._coup.layout)
    qtbot.keyClick(screen.felt, Qt.Key.Key_N)  # no more bets over an under-minimum bet
    text = screen.feedback.text()
    assert session.steps[-1].cell == "fault:under_min"
    assert {"en": "Baccarat art. 14, Lesson 13", "zh-Hant": "百家樂第14條，第 13 課"}[lang] in text
    assert "SJM" not in text and "澳博" not in text, text


def test_the_exam_desk_announces_a_late_bet_as_the_table_does(qtbot) -> None:
    """The exam's Table desk shares the Table's wording: with the standing reminder gone from
    the deal prompt, a late bet is announced there too when it comes (no grading said)."""
    view, _presenter, session, clock, _rec = open_desk(
        qtbot, DEFAULT_PROFILES["mass-300"], coups=8, fault_percent=50)
    desk = view.desk
    for _ in range(2000):
        table = session.table
        assert table is not None and not session.is_finished
        name, args = right_action(table)
        if name == "refuse" and table.phase is Phase.DEAL:
            break
        clock.advance(2)
        key_for(qtbot, desk, name, args)
    else:
        raise AssertionError("no late bet came")
    assert desk.prompt.text() == desk.words.late_bet(args[0])  # type: ignore[arg-type]
    assert "A late bet" in desk.prompt.text()
    key_for(qtbot, desk, "refuse", args)
    assert "late" not in desk.prompt.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_enter_after_an_explanation_keeps_it_quietly_without_the_press_enter_hint(
        qtbot, store, trainee, translations, lang: str) -> None:
    """A new trainee could not tell whether Enter had gone on: the red explanation stayed with
    "press Enter to go on". After Enter it stays to be read, without the hint and not red."""
    screen = table_in(qtbot, store, trainee, translations, lang, "mass-300", 4)
    wrong_draw(qtbot, screen)
    explained = screen.feedback.text()
    body, hint = explained.rsplit("  ", 1)
    assert screen.feedback.property("look") == "wrong-waits"  # red, bold (app.qss)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting
    assert screen.feedback.text() == body and hint not in screen.feedback.text()
    assert screen.feedback.property("look") == "read"
    # Worded again in another language, it still is the explanation read, not a new alarm.
    translations.install("zh-Hant" if lang == "en" else "en")
    assert screen.feedback.property("look") == "read"
    assert screen.feedback.text() and not screen.presenter.waiting
