"""What a newcomer met at the Sam Kong Table, mended: the irregular step says (and the felt
rings) what went wrong; Esc and Ctrl+N ask before leaving a half-dealt Sam Kong shoe; the cut
and the burn are worded as cards with their reason; the take-and-pay order is named so; a
wrong payout is not paid again by the next Enter; refusals say how to type a level and the
cut; the prompts use the table's doors and a box's reshuffle; Chinese says 銷牌 and uses
full-width punctuation. In English and 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.gui.test_samkong_table import (
    DIGIT,
    ONE_ROUND,
    by_keys,
    chips_text,
    open_samkong,
    select_by_keys,
    session_of,
)
from tests.gui.test_table_gaps import answer_leave_box, table_in_window
from trainer.auth import Actor
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.samkong.model import SamKongPhase
from trainer.table.session import Action
from ui import palette
from ui.table.view import TableScreen

P = SamKongPhase
LANGUAGES = ["en", "zh-Hant"]
IRREGULAR = TableSettings(fault_rate=0.0, awkward=1.0, max_coups=6)


def right_until(screen: TableScreen, done) -> None:  # type: ignore[no-untyped-def]
    session = session_of(screen)
    for _ in range(2000):
        if session.finished or done(session):
            return
        screen.presenter.act(Action(*session.next_right()))
    raise AssertionError("never reached")


def ringed(screen: TableScreen) -> int:
    """How many pixels of the felt are in the irregularity's ring colour."""
    image = screen.samkong_desk.felt.grab().toImage()
    ring = QColor(palette.STEP_LATE).rgb()
    return sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
               if image.pixel(x, y) == ring)


def to_irregular(qtbot, store: Store, trainee: Actor) -> TableScreen:  # type: ignore[no-untyped-def]
    for seed in range(1, 60):
        screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", seed, IRREGULAR)
        right_until(screen, lambda s: s.phase is P.IRREGULAR or s.state().round > 5)
        if session_of(screen).phase is P.IRREGULAR:
            return screen
        screen.close()
    raise AssertionError("no irregularity in 60 seeds")


@pytest.mark.parametrize("how", ["keys", "mouse"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_irregular_step_says_and_rings_what_went_wrong(
        qtbot, store: Store, trainee: Actor, translations, lang: str, how: str) -> None:
    translations.install(lang)
    screen = to_irregular(qtbot, store, trainee)
    desk = screen.samkong_desk
    state = session_of(screen).state()
    raised = state.irregular
    assert raised is not None
    text = desk.prompt.text()
    assert desk.words.irregularity(raised) in text
    assert desk.words.hand(raised.hand) in text
    if raised.kind.value != "order_caught":
        assert raised.card.code[:-1] in text  # the card, named
    assert ringed(screen) > 20
    # K / F / V (or its button), from what the screen says: the right one; the ring goes.
    name, args = session_of(screen).next_right()
    if how == "keys":
        by_keys(qtbot, screen, name, args)
    else:
        button = desk.buttons[args[0].value]  # go_on, correct, void: the remedy's name
        assert button.isVisible()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert session_of(screen).steps[-1].right
    if not session_of(screen).finished and session_of(screen).phase is not P.IRREGULAR:
        assert ringed(screen) == 0
        assert desk.words.irregularity(raised) not in desk.prompt.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_esc_and_ctrl_n_ask_before_leaving_a_half_dealt_sam_kong_shoe(
        qtbot, window, store, trainee, translations, lang: str) -> None:
    from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN

    translations.install(lang)
    screen = table_in_window(qtbot, window, store, TRAINEE_NAME, TRAINEE_PIN)
    screen.preset(profile="samkong-six-door-shoe", seed=3, settings=ONE_ROUND)
    session = session_of(screen)
    for _ in range(3):
        by_keys(qtbot, screen, *session.next_right())
    felt = screen.samkong_desk.felt
    seen: list[str] = []
    qtbot.keyClick(felt, Qt.Key.Key_Escape)
    answer_leave_box(qtbot, screen, "keep", seen)
    assert window.stack.currentWidget() is screen and screen.presenter.samkong is session
    assert seen == [screen.samkong_desk.words.leave_question(1, True)]
    qtbot.keyClick(felt, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.new_shoe_box is not None)  # a shortcut's click
    box = screen.new_shoe_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.text() == screen.samkong_desk.words.new_shoe_question(1)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert screen.presenter.samkong is session  # kept dealing
    qtbot.keyClick(felt, Qt.Key.Key_Escape)
    answer_leave_box(qtbot, screen, "leave", seen)
    assert window.stack.currentWidget() is window.landing_page


def wrong_by_keys(qtbot, screen: TableScreen, keys) -> str:  # type: ignore[no-untyped-def]
    session = session_of(screen)
    before = len(session.steps)
    keys()
    assert len(session.steps) == before + 1 and not session.steps[-1].right
    text = screen.samkong_desk.feedback.text()
    qtbot.keyClick(screen.samkong_desk.felt, Qt.Key.Key_Return)  # read: go on
    return text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_cut_and_burn_are_worded_as_cards_with_their_reason(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    desk, felt = screen.samkong_desk, screen.samkong_desk.felt
    words = desk.words

    def typed(count: int) -> None:
        for digit in str(count):
            qtbot.keyClick(felt, DIGIT[int(digit)])
        qtbot.keyClick(felt, Qt.Key.Key_Return)

    cut = wrong_by_keys(qtbot, screen, lambda: typed(20))
    assert words.tr("{low} to {high} cards from the end").format(low=30, high=40) in cut
    assert words.tr("%n card(s) from the end", "", 20) in cut
    assert "HK$" not in cut
    assert words.tr("The second cut card goes 30 to 40 cards from the end of the shoe.") in cut
    by_keys(qtbot, screen, *session_of(screen).next_right())
    burn = wrong_by_keys(qtbot, screen, lambda: typed(9))
    right = int(session_of(screen).next_right()[1][0])
    assert words.tr("%n card(s)", "", right) in burn and words.tr("%n card(s)", "", 9) in burn
    assert "HK$" not in burn
    assert words.tr("After the shuffle, burn as many cards as there are decks; with a shoe, "
                    "burn one more card before each later round.") in burn
    if lang == "zh-Hant":
        assert "銷牌" in burn and "燒牌" not in burn and "HK$" not in cut


def to_settle(screen: TableScreen) -> None:
    """Deal right to the settlement of a round with a loser to take and a winner to pay."""
    right_until(screen, lambda s: s.phase is P.SETTLE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_paying_before_taking_names_the_order_and_enter_on_the_emptied_row_is_refused(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    for seed in range(1, 40):
        screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", seed)
        to_settle(screen)
        session = session_of(screen)
        winners = session._unpaid()  # the bets that win, to pay once the losers are taken
        if session.phase is P.SETTLE and session.next_right()[0] == "take" and winners:
            break
        screen.close()
    else:
        raise AssertionError("no round with a loser and a door that wins")
    desk, felt = screen.samkong_desk, screen.samkong_desk.felt
    words = desk.words

    def pay_first() -> None:
        select_by_keys(qtbot, desk, ("bet", winners[0]))
        qtbot.keyClick(felt, Qt.Key.Key_Return)
        qtbot.keyClicks(desk.chip_entry.edit, "1x100")
        qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)

    text = wrong_by_keys(qtbot, screen, pay_first)
    assert words.step_name("order") in text
    assert words.code_words("take_losers_first") in text and "take_losers_first" not in text
    assert desk.chip_entry.text() == ""  # the graded row is cleared
    steps = len(session.steps)
    qtbot.keyClick(felt, Qt.Key.Key_Return)
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
    assert len(session.steps) == steps  # an empty row is refused, never graded
    assert desk.feedback.text() == words.table.tr(
        "Type the chips you pay, e.g. 2x1k 3x100 50, then Enter.")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_say_how_to_type_a_level_and_the_cut_and_name_the_round(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    desk, felt = screen.samkong_desk, screen.samkong_desk.felt
    words = desk.words
    steps = len(session_of(screen).steps)
    qtbot.keyClick(felt, Qt.Key.Key_Return)  # no count at the cut
    assert desk.feedback.text() == words.refusal("no_count", P.CUT)
    assert "30" in desk.feedback.text()
    qtbot.keyClick(felt, Qt.Key.Key_W)  # no use at the cut
    assert desk.feedback.text() == words.refusal("out_of_turn", P.CUT)
    assert words.table.refusal("out_of_turn") != desk.feedback.text()
    right_until(screen, lambda s: s.phase is P.LEVELS)
    steps = len(session_of(screen).steps)
    qtbot.keyClick(felt, Qt.Key.Key_7)  # points first
    assert desk.feedback.text() == words.refusal("bad_level", P.LEVELS)
    assert words.table.refusal("bad_level") != desk.feedback.text()
    assert len(session_of(screen).steps) == steps
    if lang == "zh-Hant":
        assert "：" in desk.feedback.text() and ": " not in desk.feedback.text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deal_prompt_counts_the_tables_doors_and_a_box_reshuffles_every_round(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    right_until(screen, lambda s: s.phase is P.DEAL)
    prompt = screen.samkong_desk.prompt.text()
    assert "1-6" in prompt and "1-8" not in prompt
    screen.close()
    box = open_samkong(qtbot, store, trainee, "samkong-one-deck-box", 3)
    right_until(box, lambda s: s.phase is P.CLOSE)
    words = box.samkong_desk.words
    prompt = box.samkong_desk.prompt.text()
    assert prompt.startswith(words.tr("The round is over: a one-deck box is shuffled after "
                                      "every round (art. 3): S shuffle."))
    assert words.tr("The round with the cut card is over: S shuffle.") not in prompt


def test_chinese_feedback_uses_full_width_punctuation(
        qtbot, store: Store, trainee: Actor, translations) -> None:
    translations.install("zh-Hant")
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    desk = screen.samkong_desk
    right_until(screen, lambda s: s.phase is P.LEVELS)
    session = session_of(screen)
    _name, args = session.next_right()
    wrong = 1 if int(str(args[1])) != 1 else 2
    text = wrong_by_keys(qtbot, screen, lambda: screen.presenter.act(
        Action("call_level", (args[0], wrong))))
    assert "." not in text.replace("art.", "") and "(" not in text, text
    by_keys(qtbot, screen, *session.next_right())
    right = [s for s in session.steps if s.right and s.article is not None][-1]
    assert "（" in desk.words.feedback(right) and "(" not in desk.words.feedback(right)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_settlement_selects_the_bet_the_order_expects_after_each_step(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-vip-eight-door", 7)
    desk = screen.samkong_desk
    right_until(screen, lambda s: s.phase is P.SETTLE)
    session = session_of(screen)
    assert session.next_right()[0] == "take"
    settled = 0
    while session.phase is P.SETTLE:
        name, args = session.next_right()
        assert desk.selected == ("bet", args[0])  # no Tab needed
        key = {"take": Qt.Key.Key_T, "pay": Qt.Key.Key_Return, "mark": Qt.Key.Key_M}[name]
        qtbot.keyClick(desk.felt, key)
        if name != "take":
            qtbot.keyClicks(desk.chip_entry.edit, chips_text(args[1]))
            qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
        assert session.steps[-1].right
        settled += 1
    assert settled >= 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_corner_shows_the_cut_whole_and_only_once_placed(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-vip-eight-door", 7)
    felt = screen.samkong_desk.felt
    text = screen.samkong_desk.words.felt()
    felt.grab()
    assert session_of(screen).phase is P.CUT
    assert not any(line.startswith(text.cut.split("{0}")[0]) for line in felt.corner)
    right_until(screen, lambda s: s.phase is P.BURN)
    felt.grab()
    state = session_of(screen).state()
    assert felt.corner[-1] == text.cut.format(state.cut_from_end)  # whole, not elided
    assert all("…" not in line for line in felt.corner)
