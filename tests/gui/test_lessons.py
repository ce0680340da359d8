"""The Lessons screen by keyboard: opening marks a lesson opened, the worked examples agree
with the engine, the check answered right and wrong with real key presses, the drill link
opens Practice preset, a language switch reloads the text, malformed files are named with
their line while the other lessons load, and instructors see a trainee's lesson progress."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.support.rules_reference import banker_draws
from trainer.articles import Game
from trainer.auth import Actor
from trainer.baccarat.coup import play_coup
from trainer.baccarat.settlement import settle
from trainer.cards import burn_count_for_first_card
from trainer.curriculum import load_lessons
from trainer.curriculum.model import CheckKind, ExampleKind
from trainer.curriculum.progress import LessonState
from trainer.drills import DrillKind, Level
from trainer.money import format_hkd
from trainer.samkong.levels import compare, rank_hand
from trainer.samkong.settlement import settle_samkong
from trainer.store import Store
from ui.i18n import Translations
from ui.lessons.example import ExampleWidget
from ui.lessons.pages import ErrorPage, LessonPage
from ui.lessons.progress import LessonProgressTable
from ui.lessons.view import LessonsScreen
from ui.lessons.words import choice_key

REPO = Path(__file__).resolve().parents[2]
LESSONS = REPO / "lessons"


def show(qtbot, widget) -> None:
    qtbot.addWidget(widget)
    widget.resize(1280, 860)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)


@pytest.fixture
def screen(qtbot, store: Store, trainee: Actor, translations: Translations) -> LessonsScreen:
    """The Lessons screen of the trainee, in English, shown and entered."""
    translations.install("en")
    widget = LessonsScreen(store, trainee)
    show(qtbot, widget)
    widget.enter()
    return widget


def focused(widget):
    found = QApplication.focusWidget()
    return found if found is not None else widget


def press(qtbot, widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press where the keyboard focus is, as the trainee's key would land."""
    qtbot.keyClick(focused(widget), key, modifier)


def type_keys(qtbot, widget, text: str) -> None:
    for char in text:
        qtbot.keyClicks(focused(widget), char)


def states(store: Store, actor: Actor) -> dict[str, tuple[bool, bool]]:
    """lesson id -> (opened, passed), read back from the store."""
    return {p.lesson_id: (True, p.check_passed_at is not None)
            for p in store.lesson_progress.progress(actor, actor.user_id)}


def current_id(screen: LessonsScreen) -> str | None:
    item = screen.tree.currentItem()
    return None if item is None else item.data(0, Qt.ItemDataRole.UserRole)


def go_to_lesson(qtbot, screen: LessonsScreen, lesson_id: str) -> LessonPage:
    """Walk the list with the arrow keys from the top to ``lesson_id``."""
    screen.tree.setFocus()
    qtbot.keyClick(screen.tree, Qt.Key.Key_Home)
    for _ in range(40):
        if current_id(screen) == lesson_id:
            break
        qtbot.keyClick(screen.tree, Qt.Key.Key_Down)
    assert current_id(screen) == lesson_id
    page = screen.page
    assert isinstance(page, LessonPage) and page.entry.id == lesson_id
    return page


# ---- the list and opening -------------------------------------------------------------------


def test_the_list_groups_the_games_in_order_and_shows_states(qtbot, screen: LessonsScreen
                                                             ) -> None:
    tree = screen.tree
    # In the curriculum's order, a game's heading over each run of its lessons: baccarat
    # 1-17, Sam Kong 18-23, baccarat again 24-25 (grouped by game, 24 and 25 sat after 17),
    # and Sam Kong again for 26, the whole round.
    assert tree.topLevelItemCount() == 4
    baccarat, samkong, later, round_ = (tree.topLevelItem(i) for i in range(4))
    assert baccarat.text(0) == later.text(0) == "Baccarat 百家樂"
    assert samkong.text(0) == round_.text(0) == "Sam Kong 三公"
    english = load_lessons(LESSONS, "en")
    shown = [group.child(i).data(0, Qt.ItemDataRole.UserRole)
             for group in (baccarat, samkong, later, round_)
             for i in range(group.childCount())]
    assert shown == [x.id for x in sorted(english.lessons, key=lambda x: x.order)]
    assert [x.game for x in english.lessons if x.id in shown[-3:-1]] == [Game.BACCARAT] * 2
    assert (baccarat.childCount(), samkong.childCount(), later.childCount(),
            round_.childCount()) == (17, 6, 2, 1)
    # Entering showed the first lesson, which counts as opened once it has been read a moment;
    # every other one is not opened yet.
    qtbot.waitUntil(lambda: baccarat.child(0).text(1) == "◐")
    assert {baccarat.child(i).text(1) for i in range(1, 17)} == {"○"}
    assert baccarat.child(1).toolTip(1) == "○ Not opened"


def test_opening_a_lesson_by_keyboard_marks_it_opened(
    qtbot, screen: LessonsScreen, store: Store, trainee: Actor
) -> None:
    qtbot.waitUntil(lambda: states(store, trainee) == {"equipment-and-shoe": (True, False)})
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    qtbot.waitUntil(lambda: states(store, trainee).get("banker-tableau") == (True, False))
    assert screen.tree.currentItem().text(1) == "◐"
    assert "The Banker's tableau" in page.text()
    assert "Baccarat art. 9 (3), Baccarat art. 9 (4)" in page.meta.text()
    assert "Opened" in page.meta.text()


def test_lessons_passed_over_with_the_arrow_keys_are_not_opened(
    qtbot, screen: LessonsScreen, store: Store, trainee: Actor
) -> None:
    qtbot.waitUntil(lambda: states(store, trainee) == {"equipment-and-shoe": (True, False)})
    for _ in range(6):  # down past lessons 2 to 6 to the seventh, reading none of them
        qtbot.keyClick(screen.tree, Qt.Key.Key_Down)
    assert current_id(screen) == "banker-tableau"
    qtbot.waitUntil(lambda: "banker-tableau" in states(store, trainee))
    assert states(store, trainee) == {"equipment-and-shoe": (True, False),
                                      "banker-tableau": (True, False)}
    assert screen.tree.currentItem().text(1) == "◐"
    assert "Opened" in screen.page.meta.text()


def test_a_lesson_being_read_counts_as_opened_when_its_timer_runs_out(
    qtbot, store: Store, trainee: Actor, translations: Translations
) -> None:
    """Newcomer's review 8: a lesson being read showed "Not opened" until its check was
    visited. The rule: opened once on screen 1.5 s (or its check answered). With the timer
    injected, reading (Page Down) keeps it running, and when it runs out the list and the
    page both say Opened, the check never visited."""
    from PySide6.QtCore import QTimer

    class HandTimer(QTimer):
        """Started and stopped as the presenter says; runs out only when the test says."""

        running = False

        def start(self, ms: int) -> None:  # type: ignore[override]
            self.setInterval(ms)
            self.running = True

        def stop(self) -> None:
            self.running = False

    translations.install("en")
    timer = HandTimer()
    widget = LessonsScreen(store, trainee, opened_timer=timer)
    show(qtbot, widget)
    widget.enter()
    go_to_lesson(qtbot, widget, "commission")
    assert timer.running and timer.interval() == 1500 and timer.isSingleShot()
    page = widget.page
    assert "Not opened" in page.meta.text()
    for _ in range(3):  # reading: the lesson scrolls, the timer is not stopped for it
        qtbot.keyClick(widget.tree, Qt.Key.Key_PageDown)
    assert widget.lesson_scroll.verticalScrollBar().value() > 0
    assert states(store, trainee).get("commission") is None and timer.running
    timer.timeout.emit()  # 1.5 s on the lesson
    assert states(store, trainee)["commission"] == (True, False)
    assert widget.tree.currentItem().text(1) == "◐"
    assert "Opened" in page.meta.text() and "Not opened" not in page.meta.text()
    assert widget.page is page  # the page read stays, scrolled where it was


def test_arrow_keys_pass_over_the_game_headings(qtbot, screen: LessonsScreen) -> None:
    go_to_lesson(qtbot, screen, "order-of-taking-and-paying")  # 17, before Sam Kong's
    qtbot.keyClick(screen.tree, Qt.Key.Key_Down)
    assert current_id(screen) == "samkong-equipment-and-procedure"
    qtbot.keyClick(screen.tree, Qt.Key.Key_Up)
    assert current_id(screen) == "order-of-taking-and-paying"
    go_to_lesson(qtbot, screen, "samkong-payouts-and-commission")  # 23, the last Sam Kong
    qtbot.keyClick(screen.tree, Qt.Key.Key_Down)  # over the baccarat heading again: 24
    assert current_id(screen) == "take-pay-and-commission-boxes"
    qtbot.keyClick(screen.tree, Qt.Key.Key_Up)
    assert current_id(screen) == "samkong-payouts-and-commission"
    qtbot.keyClick(screen.tree, Qt.Key.Key_End)
    assert current_id(screen) == "samkong-round-at-the-table"
    qtbot.keyClick(screen.tree, Qt.Key.Key_Up)  # over the Sam Kong heading again: 25
    assert current_id(screen) == "shoe-life-at-the-table"
    qtbot.keyClick(screen.tree, Qt.Key.Key_Home)
    assert current_id(screen) == "equipment-and-shoe"
    qtbot.keyClick(screen.tree, Qt.Key.Key_Up)  # the heading above: back to the first lesson
    assert current_id(screen) == "equipment-and-shoe"


def test_page_keys_scroll_the_lesson_from_the_list(qtbot, screen: LessonsScreen) -> None:
    go_to_lesson(qtbot, screen, "banker-tableau")
    bar = screen.lesson_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == 0
    qtbot.keyClick(screen.tree, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    assert current_id(screen) == "banker-tableau"
    qtbot.keyClick(screen.tree, Qt.Key.Key_PageUp)
    assert bar.value() == 0


# ---- worked examples --------------------------------------------------------------------


def test_every_example_shown_agrees_with_the_engine(qtbot, screen: LessonsScreen) -> None:
    """Every lesson's examples: the cards on screen, replayed by the engine, give the totals,
    levels, results and payouts the widget shows."""
    seen = 0
    for entry in screen.presenter.catalogue.entries:
        screen.open_lesson(entry.id)
        page = screen.page
        assert isinstance(page, LessonPage) and page.entry.id == entry.id
        assert [w.example.id for w in page.examples] == [e.id for e in entry.lesson.examples]
        for widget in page.examples:
            check_example(widget)
            seen += 1
    assert seen == sum(len(e.lesson.examples) for e in screen.presenter.catalogue.entries)


def check_example(widget: ExampleWidget) -> None:
    example = widget.example
    shown = [tuple(hand.cards) for hand in widget.hands]
    assert shown == [group.cards for group in example.hands]
    text = "\n".join(widget.lines)
    assert widget.facts.text().count("•") == len(widget.lines)
    if example.kind in (ExampleKind.COUP, ExampleKind.PAYOUT):
        player, banker = shown
        order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
        coup = play_coup(iter(order))
        assert (coup.player, coup.banker) == (player, banker)
        assert widget.hands[0].total_label.text() == str(coup.player_total)
        assert widget.hands[1].total_label.text() == str(coup.banker_total)
        winner = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}
        assert f"Result: {winner[coup.outcome.value]}" in text
        draws = "draws" if coup.banker_decision.draws else "stands"
        assert f"two cards make {coup.banker_two_card_total}" in text
        assert draws in widget.lines[1]
        if example.kind is ExampleKind.PAYOUT:
            assert example.settlement is not None and example.table is not None
            bets = [line.bet for line in example.settlement.lines]
            again = settle(coup, bets, example.table)
            for line in again.lines:
                assert format_hkd(line.paid if line.paid else line.taken) in text
            assert f"pay {format_hkd(again.paid)}" in widget.lines[-1]
    elif example.kind is ExampleKind.SAMKONG:
        level = rank_hand(shown[0])
        assert widget.hands[0].total_label.text() == widget.words.level(level)
        assert f"level {level.ordinal} of 31" in text
    elif example.kind in (ExampleKind.DOORS, ExampleKind.SKPAYOUT, ExampleKind.SKROUND):
        banker, doors = shown[0], shown[1:]
        assert widget.hands[0].total_label.text() == widget.words.level(rank_hand(banker))
        verdicts = {"win": "beats the banker", "lose": "loses to the banker",
                    "tie": "ties with the banker"}
        for number, door in enumerate(doors, start=1):
            assert widget.hands[number].total_label.text() == widget.words.level(
                rank_hand(door))
            result = compare(door, banker)
            assert f"Door {number}: {widget.words.level(rank_hand(door))} " \
                   f"{verdicts[result.value]}" in text
        if example.kind in (ExampleKind.SKPAYOUT, ExampleKind.SKROUND):
            assert example.samkong_settlement is not None
            bets = [line.bet for line in example.samkong_settlement.lines]
            again = settle_samkong(banker, doors, bets)
            for line in again.lines:
                if line.paid:
                    assert f"pay {format_hkd(line.paid)}" in text
        if example.kind is ExampleKind.SKROUND:
            check_round_example(widget, again)
    elif example.kind is ExampleKind.SHOE:
        check_shoe_example(widget)
    elif example.kind is ExampleKind.BURN:
        assert example.burn is not None
        if shown:
            count = burn_count_for_first_card(shown[0][0])
            assert widget.hands[0].total_label.text() == f"burn {count}"
        else:
            count = example.burn.count
        assert f"burn {count}" in text


def check_round_example(widget: ExampleWidget, again) -> None:
    """A whole Sam Kong round: every losing bet is worded (taken) before any winner (paid),
    each in the order the example names them; the total says what the engine settled."""
    lines = widget.lines
    bet_lines = [i for i, line in enumerate(lines) if "HK$" in line and ": " in line]
    taken = [i for i in bet_lines if "loses; take" in lines[i]]
    paid = [i for i in bet_lines if "wins " in lines[i]]
    assert taken and paid and max(taken) < min(paid)
    assert len(taken) == sum(1 for x in again.lines if x.result.value == "lose")
    assert len(paid) == sum(1 for x in again.lines if x.result.value == "win")
    net = again.house_net
    assert lines[-1] == (
        f"Taken {format_hkd(again.total_taken)}; paid {format_hkd(again.total_paid)} after "
        f"{format_hkd(again.commission_total)} commission: the house "
        f"{'wins' if net >= 0 else 'loses'} {format_hkd(abs(net))}.")


def check_shoe_example(widget: ExampleWidget) -> None:
    """A whole shoe: the first card's burn, the coup the cut card came out in (its cards
    replayed by the engine), and the last coup under each reading of art. 3."""
    shoe = widget.example.shoe
    assert shoe is not None
    first, player, banker = (tuple(hand.cards) for hand in widget.hands)
    count = burn_count_for_first_card(first[0])
    assert widget.hands[0].total_label.text() == widget.words.tr("burn {0}").format(count)
    coup = play_coup(iter([player[0], banker[0], player[1], banker[1], *player[2:],
                           *banker[2:]]))
    assert (coup.player, coup.banker) == (player, banker) == (shoe.coup.player,
                                                               shoe.coup.banker)
    assert widget.hands[1].total_label.text() == str(coup.player_total)
    assert widget.hands[2].total_label.text() == str(coup.banker_total)
    assert str(shoe.cut_coup) in widget.hands[1].caption_label.text()
    assert len(widget.lines) == 5 + len(widget.words.coup_lines(coup))
    for figure in (shoe.cut_coup, shoe.last_one_more, shoe.last_this_coup, count):
        assert str(figure) in "\n".join(widget.lines)


def test_examples_use_real_card_images(qtbot, screen: LessonsScreen) -> None:
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    widget = page.examples[0]
    cards = widget.hands[0].card_widgets()
    assert [c.card.code for c in cards] == ["AD", "2S", "7S"]
    image = cards[0].grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 3  # a drawn card, not an empty box


# ---- the check ----------------------------------------------------------------------------


def test_check_answered_right_with_keys_marks_the_lesson_passed(
    qtbot, screen: LessonsScreen, store: Store, trainee: Actor
) -> None:
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)  # Enter: to the check
    assert page.check.boxes[0].isAncestorOf(QApplication.focusWidget())
    # Banker 6 v 7 draws (art. 9 (3)(5)); 4 v A stands ((4)(2)); 3 v 8 stands ((4)(1));
    # 5 with the Player standing draws ((3)(6)).
    type_keys(qtbot, screen, "dssd")
    assert page.check.answers() == ["draw", "stand", "stand", "draw"]
    assert QApplication.focusWidget() is page.check.check_button
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)["banker-tableau"] == (True, True)
    assert page.check.result.objectName() == "feedbackCorrect"
    assert page.check.result.text().startswith("Passed")
    assert all(box.mark.text() == "✓ Right" for box in page.check.boxes)
    assert screen.tree.currentItem().text(1) == "✓"
    assert "Check passed" in page.meta.text()


def test_a_failed_check_cannot_be_passed_by_flipping_the_answer_marked_wrong(
    qtbot, screen: LessonsScreen, store: Store, trainee: Actor
) -> None:
    """Issue 12, point 4: a question locks once answered, and a retry deals fresh questions."""
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    written = [box.check.spec for box in page.check.boxes]
    type_keys(qtbot, screen, "dds")  # question 2 wrong, question 4 unanswered
    # Answered is answered: going back to question 2 and pressing the other key changes nothing,
    # nor does a click on its other choice.
    box = page.check.boxes[1]
    box.focus_answer()
    type_keys(qtbot, screen, "s")
    assert page.check.answers()[1] == "draw"
    qtbot.mouseClick(box.buttons[1], Qt.MouseButton.LeftButton)
    assert page.check.answers()[:3] == ["draw", "draw", "stand"]
    assert not box.buttons[1].isEnabled()  # greyed out: it cannot be picked any more
    # Enter with question 4 left grades nothing and goes to it (newcomer's review 4).
    page.check.check_button.setFocus()
    press(qtbot, screen, Qt.Key.Key_Return)
    notice = page.check.boxes[3].notice  # said at the question left, where the keys are
    assert notice.isVisible() and notice.text().startswith("1 question is not answered yet")
    assert not page.check.result.isVisible()
    assert page.check.boxes[3].isAncestorOf(QApplication.focusWidget())
    type_keys(qtbot, screen, "s")  # question 4 wrong: 5 with the Player standing draws
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)["banker-tableau"] == (True, False)
    assert page.check.result.objectName() == "feedbackWrong"
    assert page.check.result.text().startswith("2 of 4 right")
    marks = [box.mark.text() for box in page.check.boxes]
    assert marks[0] == "✓ Right" and marks[2] == "✓ Right"
    assert marks[1] == "✗ Not right — read Baccarat art. 9 (4)(2) again."
    assert marks[3] == "✗ Not right — read Baccarat art. 9 (3)(6) again."
    # Flipping the answer marked ✗ is refused: the question is locked.
    assert page.check.boxes[1].isAncestorOf(QApplication.focusWidget())
    type_keys(qtbot, screen, "s")
    assert page.check.answers()[1] == "draw"
    assert page.check.check_button.text() == "Fresh check  [Enter]"
    # Enter deals a fresh check: other situations on the same rules, nothing answered yet.
    failed = page.check
    press(qtbot, screen, Qt.Key.Key_Return)
    fresh = screen.page.check
    assert screen.page is page and fresh is not failed
    assert fresh.answers() == [None] * 4 and not fresh.result.isVisible()
    assert all(a != b for a, b in zip(written, [b.check.spec for b in fresh.boxes],
                                      strict=True))
    assert fresh.boxes[0].isAncestorOf(QApplication.focusWidget())
    keys = ""
    for box in fresh.boxes:
        banker, third = box.check.totals
        player = 6 if third is None else 5  # the Player stood on 6, or drew after 0-5
        assert box.prompt.text().startswith(f"{box.index + 1}. Banker {banker}, the Player")
        keys += "d" if banker_draws(banker, third, player) else "s"
    type_keys(qtbot, screen, keys)
    press(qtbot, screen, Qt.Key.Key_Return)
    assert fresh.result.text().startswith("Passed")
    assert states(store, trainee)["banker-tableau"] == (True, True)
    assert screen.tree.currentItem().text(1) == "✓"


def test_enter_twice_from_the_list_grades_nothing_and_says_what_is_left(
    qtbot, screen: LessonsScreen, store: Store, trainee: Actor
) -> None:
    """Newcomer's review 4: Enter ("go to its check") then Enter again graded every question
    "Not answered" and failed the check. Now nothing is graded: the check says how many
    questions are left and the keyboard goes to the first unanswered one."""
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    with qtbot.assertNotEmitted(screen.presenter.sig_check_graded):
        press(qtbot, screen, Qt.Key.Key_Return)
    check = page.check
    notice = check.boxes[0].notice  # said at the first question left, where the keys go
    assert notice.isVisible() and notice.objectName() == "feedbackNeutral"
    assert notice.text().startswith("4 questions are not answered yet")
    assert not check.result.isVisible()
    assert not any(box.mark.isVisible() for box in check.boxes)
    assert check.check_button.text() == "Check my answers  [Enter]"  # not failed
    assert check.boxes[0].isAncestorOf(QApplication.focusWidget())
    type_keys(qtbot, screen, "d")
    assert not notice.isVisible()  # an answer given: the notice has done its work
    check.check_button.setFocus()
    press(qtbot, screen, Qt.Key.Key_Return)
    assert check.boxes[1].notice.text().startswith("3 questions are not answered yet")
    assert check.boxes[1].isAncestorOf(QApplication.focusWidget())
    assert states(store, trainee).get("banker-tableau", (True, False)) == (True, False)
    type_keys(qtbot, screen, "ssd")
    press(qtbot, screen, Qt.Key.Key_Return)
    assert check.result.text().startswith("Passed")


def test_the_question_the_keys_answer_is_marked_and_the_mark_moves_on(
    qtbot, screen: LessonsScreen
) -> None:
    """Newcomer's review 4: pressing 1 then 2 "to change it" answered question 2 unseen. The
    question the keys answer is marked (▶ and a frame), and the mark moves with them."""
    page = go_to_lesson(qtbot, screen, "equipment-and-shoe")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    boxes = page.check.boxes

    def marked() -> list[int]:
        return [b.index for b in boxes if b.active and b.here.isVisible()
                and b.property("active") is True]

    qtbot.waitUntil(lambda: marked() == [0])
    assert boxes[0].here.text() == "▶ Your keys answer this question"
    type_keys(qtbot, screen, "1")
    qtbot.waitUntil(lambda: marked() == [1])
    assert not boxes[0].here.isVisible()
    type_keys(qtbot, screen, "2")  # answers question 2, the one marked
    assert page.check.answers()[1] == boxes[1].check.choices[1].code
    qtbot.waitUntil(lambda: marked() == [2])
    screen.tree.setFocus()  # the keys now move in the list: no question is marked
    qtbot.waitUntil(lambda: marked() == [])


def test_answering_a_question_scrolls_to_the_next(qtbot, screen: LessonsScreen) -> None:
    """The view follows the keyboard down the check, question by question."""
    screen.resize(1280, 420)  # a short window: the check does not fit
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    viewport = screen.lesson_scroll.viewport()

    def in_view(widget) -> bool:
        top = widget.mapTo(viewport, widget.rect().topLeft()).y()
        bottom = widget.mapTo(viewport, widget.rect().bottomLeft()).y()
        return top >= 0 and bottom <= viewport.height()

    for index, key in enumerate("dssd"):
        box = page.check.boxes[index]
        assert box.isAncestorOf(QApplication.focusWidget())
        qtbot.waitUntil(lambda box=box: in_view(box))
        type_keys(qtbot, screen, key)
    assert QApplication.focusWidget() is page.check.check_button
    qtbot.waitUntil(lambda: in_view(page.check.check_button))


def test_a_fresh_check_is_scrolled_into_view_with_its_new_stakes(
    qtbot, screen: LessonsScreen
) -> None:
    """Newcomer's review 3: lesson 11 answered 1,1,1,1 then Enter dealt the same 3,000, 2,500
    and 1,000. The fresh check names new stakes, and the view shows its first question
    (the panel was laid out only later, so the view stayed at the top of the lesson)."""
    page = go_to_lesson(qtbot, screen, "commission")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    written = [box.prompt.text() for box in page.check.boxes]
    type_keys(qtbot, screen, "1111")
    press(qtbot, screen, Qt.Key.Key_Return)
    assert page.check.result.text().startswith("1 of 4 right")
    press(qtbot, screen, Qt.Key.Key_Return)
    fresh = screen.page.check
    prompts = [box.prompt.text() for box in fresh.boxes]
    assert all(new != old for new, old in zip(prompts[:3], written[:3], strict=True))
    box = fresh.boxes[0]
    assert box.isAncestorOf(QApplication.focusWidget()) and box.active
    viewport = screen.lesson_scroll.viewport()
    top = box.mapTo(viewport, box.rect().topLeft()).y()
    assert top >= 0 and top + box.height() <= viewport.height()


@pytest.mark.parametrize("lesson_id", ["points-and-naturals", "equipment-and-shoe",
                                       "samkong-levels", "winner-and-tie"])
def test_every_kind_of_question_is_answered_by_its_keys(
    qtbot, screen: LessonsScreen, store: Store, trainee: Actor, lesson_id: str
) -> None:
    """Totals by their digit, written choices and levels by number, winners by P/B/T."""
    page = go_to_lesson(qtbot, screen, lesson_id)
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    for box in page.check.boxes:
        check = box.check
        number = next(i for i, c in enumerate(check.choices) if c.code == check.answer)
        key = choice_key(check, number)
        if check.kind is CheckKind.TOTAL:
            assert key == check.answer
        type_keys(qtbot, screen, key.lower())
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)[lesson_id] == (True, True)


def test_digits_also_pick_choices_by_number(qtbot, screen: LessonsScreen) -> None:
    page = go_to_lesson(qtbot, screen, "banker-tableau")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    type_keys(qtbot, screen, "21")
    assert page.check.answers()[:2] == ["stand", "draw"]


# ---- the drill link ---------------------------------------------------------------------------


def test_the_drill_link_opens_practice_preset(qtbot, window, trainee: Actor) -> None:
    from tests.gui.test_app_shell import _sign_in

    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    lessons = window.stack.currentWidget()
    assert isinstance(lessons, LessonsScreen)
    go_to_lesson(qtbot, lessons, "banker-tableau")
    press(qtbot, lessons, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    practice = window.stack.currentWidget()
    from ui.practice.view import PracticeScreen

    assert isinstance(practice, PracticeScreen)
    assert practice.selected_kind() is DrillKind.DRAW
    assert practice.level_combo.currentData() is Level.HARD
    assert practice.kind_list.hasFocus()
    with qtbot.waitSignal(practice.presenter.sig_question_shown, timeout=2000):
        press(qtbot, practice, Qt.Key.Key_Return)
    assert practice.presenter.settings.kind is DrillKind.DRAW
    assert practice.presenter.settings.level is Level.HARD
    # Back to the lessons and on to a Sam Kong lesson's drill: the running session ends.
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    go_to_lesson(qtbot, lessons, "samkong-levels")
    qtbot.keyClick(lessons.tree, Qt.Key.Key_Return)
    lessons.page.check.practise_button.click()
    assert window.stack.currentWidget() is practice
    assert practice.presenter.session is None
    assert practice.stack.currentWidget() is practice.chooser
    assert practice.selected_kind() is DrillKind.SAMKONG_LEVEL
    assert practice.level_combo.currentData() is Level.ALL


# ---- languages ------------------------------------------------------------------------------


def test_a_language_switch_reloads_the_lesson_text(
    qtbot, window, trainee: Actor, store: Store
) -> None:
    from tests.gui.test_app_shell import _sign_in

    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    window.open_screen("lessons")
    lessons = window.stack.currentWidget()
    assert isinstance(lessons, LessonsScreen)
    page = go_to_lesson(qtbot, lessons, "banker-tableau")
    qtbot.keyClick(lessons.tree, Qt.Key.Key_Return)
    type_keys(qtbot, lessons, "ds")
    assert "The Banker's tableau" in page.text()
    for code, heading, title in (("zh-Hant", "莊家補牌表", "7. 莊家補牌表"),
                                 ("zh-Hans", "庄家补牌表", "7. 庄家补牌表"),
                                 ("pt", "O quadro da Banca", "7. O quadro da Banca"),
                                 ("en", "The Banker's tableau", "7. The Banker's tableau")):
        window.set_language(code)
        qtbot.waitUntil(lambda code=code: lessons.presenter.language == code)
        page = lessons.page
        assert isinstance(page, LessonPage) and page.entry.id == "banker-tableau"
        assert not page.entry.fallback
        assert heading in page.text()
        assert lessons.tree.currentItem().text(0) == title
        # The check's answers so far survive the switch; its prompts are in the language.
        assert page.check.answers() == ["draw", "stand", None, None]
        prompt = load_lessons(LESSONS, code).by_id("banker-tableau").checks[0].prompt
        assert page.check.boxes[0].prompt.text() == f"1. {prompt}"


def test_enter_follows_a_language_chosen_elsewhere(
    qtbot, store: Store, trainee: Actor, translations: Translations
) -> None:
    translations.install("zh-Hant")
    widget = LessonsScreen(store, trainee)
    show(qtbot, widget)
    widget.enter()
    assert widget.presenter.language == "zh-Hant"
    assert widget.tree.topLevelItem(0).child(0).text(0) == "1. 器材及準備牌靴"
    translations.install("pt")
    widget.enter()
    assert widget.presenter.language == "pt"
    assert widget.tree.topLevelItem(0).child(0).text(0).startswith("1. Equipamento")


# ---- malformed and missing lesson files ---------------------------------------------------


@pytest.fixture
def lessons_copy(tmp_path: Path) -> Path:
    root = tmp_path / "lessons"
    root.mkdir()
    shutil.copy(LESSONS / "examples.txt", root / "examples.txt")
    for lang in ("en", "zh-Hant"):
        shutil.copytree(LESSONS / lang, root / lang)
    return root


def test_a_malformed_lesson_is_named_with_its_line_and_the_others_load(
    qtbot, store: Store, trainee: Actor, translations: Translations, lessons_copy: Path
) -> None:
    broken = lessons_copy / "en" / "07-banker-tableau.md"
    lines = broken.read_text(encoding="utf-8").splitlines()
    assert lines[6].startswith("drill:")
    lines[6] = "drill: draw:sometimes"  # line 7: a level the draw drill does not have
    broken.write_text("\n".join(lines) + "\n", encoding="utf-8")
    translations.install("en")
    widget = LessonsScreen(store, trainee, lessons_root=lessons_copy)
    show(qtbot, widget)
    widget.enter()
    ids = [e.id for e in widget.presenter.catalogue.entries]
    assert len(ids) == 25 and "banker-tableau" not in ids
    assert "en/07-banker-tableau.md, line 7: drill 'draw' has no level 'sometimes'" in (
        widget.errors.text())
    assert widget.errors.isVisible()
    # The list names the file under "Could not be loaded"; choosing it shows every problem.
    group = widget.tree.topLevelItem(widget.tree.topLevelItemCount() - 1)  # the last
    assert group.text(0) == "Could not be loaded"
    assert group.child(0).text(0) == "en/07-banker-tableau.md"
    widget.tree.setFocus()
    qtbot.keyClick(widget.tree, Qt.Key.Key_End)
    assert isinstance(widget.page, ErrorPage)
    assert "line 7" in widget.page.details.text()
    # The lessons around it work as usual.
    page = go_to_lesson(qtbot, widget, "player-rule")
    assert "The Player's rule" in page.text()
    qtbot.keyClick(widget.tree, Qt.Key.Key_Down)
    assert current_id(widget) == "winner-and-tie"


def test_a_missing_translation_falls_back_to_english_and_says_so(
    qtbot, store: Store, trainee: Actor, translations: Translations, lessons_copy: Path
) -> None:
    (lessons_copy / "zh-Hant" / "10-pairs.md").unlink()
    translations.install("zh-Hant")
    widget = LessonsScreen(store, trainee, lessons_root=lessons_copy)
    show(qtbot, widget)
    widget.enter()
    assert widget.errors.isHidden()
    page = go_to_lesson(qtbot, widget, "pairs")
    assert page.entry.fallback
    assert page.fallback.isVisible()
    qtbot.wait(20)  # no stray window was shown on the way (a parentless label would be one)
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [widget]
    assert widget.isActiveWindow()
    assert "繁體中文" in page.fallback.text()  # the notice names the language (and is worded in it)
    assert "Player Pair and Banker Pair" in page.text()
    marked = widget.words.tr("{0} (English)").format("10. Player Pair and Banker Pair")
    assert widget.tree.currentItem().text(0) == marked
    assert marked != "10. Player Pair and Banker Pair"
    qtbot.keyClick(widget.tree, Qt.Key.Key_Down)
    assert current_id(widget) == "commission"
    assert not widget.page.entry.fallback


def test_a_whole_missing_language_shows_english(
    qtbot, store: Store, trainee: Actor, translations: Translations, lessons_copy: Path
) -> None:
    translations.install("pt")  # the copy has no pt folder
    widget = LessonsScreen(store, trainee, lessons_root=lessons_copy)
    show(qtbot, widget)
    widget.enter()
    assert len(widget.presenter.catalogue.entries) == 26
    assert all(e.fallback for e in widget.presenter.catalogue.entries)
    # Said in the user's language (session 9), not in the loader's English for authors.
    assert "pt: ainda não há lições nesta língua (falta a pasta pt)" in widget.errors.text()


# ---- instructors see a trainee's lesson progress -------------------------------------------


def test_instructors_see_a_trainees_lesson_progress(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations: Translations
) -> None:
    translations.install("en")
    store.lesson_progress.mark_opened(trainee, "pairs")
    store.lesson_progress.mark_passed(trainee, "banker-tableau")
    table = LessonProgressTable(store, instructor)
    show(qtbot, table)
    table.set_trainee(trainee.user_id)
    qtbot.waitUntil(lambda: table.state_of("pairs") == "◐ Opened")
    assert table.state_of("banker-tableau") == "✓ Check passed"
    assert table.state_of("player-rule") == "○ Not opened"
    assert table.table.rowCount() == 26
    assert table.summary.text() == "2 of 26 lessons opened, 1 checks passed."
    assert table.states() == {"pairs": LessonState.OPENED,
                              "banker-tableau": LessonState.PASSED}


def test_a_trainee_is_refused_another_trainees_progress(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations: Translations
) -> None:
    translations.install("en")
    cohort = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "ben", "Ben", cohort.id, "5678")
    ben = store.authenticate("ben", "5678")
    store.lesson_progress.mark_passed(ben, "pairs")
    table = LessonProgressTable(store, trainee)
    show(qtbot, table)
    table.set_trainee(ben.user_id)
    qtbot.waitUntil(lambda: "could not be read" in table.summary.text())
    assert "A trainee can only see their own records." in table.summary.text()
    assert table.states() == {}
    assert table.state_of("pairs") == ""  # unknown: not shown as "not opened"


def test_the_dashboard_has_a_lessons_tab_following_the_roster(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations: Translations
) -> None:
    from tests.gui.test_dashboard import choose_first_trainee, cohort_shown
    from ui.dashboard.view import DashboardScreen

    translations.install("en")
    store.lesson_progress.mark_passed(trainee, "banker-tableau")
    dashboard = DashboardScreen(store, instructor, lesson_tab=LessonProgressTable)
    show(qtbot, dashboard)
    dashboard.enter()
    tab = dashboard.lesson_progress
    index = dashboard.tabs.indexOf(tab)
    assert dashboard.tabs.tabText(index) == "Lessons"
    qtbot.waitUntil(lambda: cohort_shown(dashboard), timeout=5000)
    dashboard.tabs.setCurrentIndex(index)  # no trainee chosen yet: nobody's lessons
    assert tab.summary.text() == "Choose a trainee to see their lessons."
    assert choose_first_trainee(qtbot, dashboard) == trainee.user_id
    assert tab.user_id == trainee.user_id
    qtbot.waitUntil(lambda: tab.state_of("banker-tableau") == "✓ Check passed", timeout=5000)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_no_lesson_is_wider_than_its_pane(
    qtbot, store: Store, trainee: Actor, translations: Translations, lang: str
) -> None:
    """At the default window size every lesson fits its pane: nothing is cut off at the right
    (the pane has no horizontal scroll bar)."""
    translations.install(lang)
    widget = LessonsScreen(store, trainee)
    show(qtbot, widget)
    widget.enter()
    width = widget.lesson_scroll.viewport().width()
    for entry in widget.presenter.catalogue.entries:
        widget.open_lesson(entry.id)
        assert widget.page.minimumSizeHint().width() <= width, entry.id


def test_the_presenter_grades_a_failed_check_once_then_deals_a_fresh_one(
    qtbot, store: Store, trainee: Actor
) -> None:
    """The flow is the core's and the presenter's, not the widgets': a failed deal is not
    graded again, and the same seed source deals the same fresh check."""
    import random

    from ui.lessons.presenter import LessonsPresenter

    def presenter() -> LessonsPresenter:
        p = LessonsPresenter(store, trainee, LESSONS, rng=random.Random(12))
        p.load("en")
        p.open("player-rule")
        return p

    p = presenter()
    written = p.checks
    # A check with questions left is not graded: Enter pressed too soon (review 4).
    with qtbot.assertNotEmitted(p.sig_check_graded), \
            qtbot.waitSignal(p.sig_check_incomplete) as incomplete:
        p.submit_check([written[0].answer] + [None] * (len(written) - 1))
    assert incomplete.args[0] == tuple(range(1, len(written))) and not p.failed
    flipped = ["stand" if c.answer == "draw" else "draw" for c in written]
    with qtbot.waitSignal(p.sig_check_graded) as graded:
        p.submit_check(flipped)
    assert not graded.args[0].passed and p.failed
    with qtbot.assertNotEmitted(p.sig_check_graded):
        p.submit_check([c.answer for c in written])  # the right answers, too late
    assert states(store, trainee)["player-rule"] == (True, False)
    with qtbot.waitSignal(p.sig_check_dealt) as dealt:
        p.new_check()
    fresh = dealt.args[0]
    assert fresh == p.checks and not p.failed
    assert [c.spec for c in fresh] != [c.spec for c in written]
    again = presenter()
    again.submit_check(flipped)
    again.new_check()
    assert again.checks == fresh  # same seed source, same fresh check
    right = []
    for check in fresh:  # art. 9 (1), (2): the Player draws on 0-5 unless there is a natural
        p_total, b_total = check.totals
        right.append("draw" if p_total <= 5 and b_total < 8 else "stand")
    p.submit_check(right)
    assert p.last_result.passed
    assert states(store, trainee)["player-rule"] == (True, True)


def test_no_lesson_title_is_cut_off_in_the_list_at_1200_px(
    qtbot, store: Store, trainee: Actor, translations: Translations
) -> None:
    """Newcomer's review 8: at 1200 px the list showed "Commission: deducted or marked, …".
    A long title wraps: each row is as tall as its title needs at the list's width."""
    translations.install("en")
    widget = LessonsScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 860)
    widget.show()
    qtbot.waitExposed(widget)
    widget.enter()
    tree = widget.tree
    metrics = tree.fontMetrics()

    def fits(item) -> bool:
        rect = tree.visualItemRect(item)
        needed = metrics.boundingRect(0, 0, rect.width() - 8, 10_000,
                                      int(Qt.TextFlag.TextWordWrap), item.text(0))
        return needed.height() <= rect.height() and needed.width() <= rect.width()

    items = list(widget._items.values())
    qtbot.waitUntil(lambda: all(fits(item) for item in items))
    commission = widget._items["commission"]
    assert commission.text(0) == ("11. Commission: deducted or marked, rounding, "
                                  "no-commission tables")
    assert tree.visualItemRect(commission).height() > metrics.height() * 1.5  # two lines


def test_a_fresh_check_redraws_the_example_it_asks_about(
    qtbot, screen: LessonsScreen
) -> None:
    """Lesson 17 asks "In this coup, how much do you pay out in all?". A fresh check asks it
    on the example re-staked, and the felt above shows that re-dealt example (the stakes the
    new answer is computed from), while its first question is another written one."""
    page = go_to_lesson(qtbot, screen, "order-of-taking-and-paying")
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)
    written = [box.prompt.text() for box in page.check.boxes]
    shown = page.examples[0]
    before = shown.example
    assert before.id == "payout-order-right-to-left"
    before_lines = list(shown.lines)
    type_keys(qtbot, screen, "111")
    press(qtbot, screen, Qt.Key.Key_Return)
    assert page.check.result.objectName() == "feedbackWrong"
    press(qtbot, screen, Qt.Key.Key_Return)
    fresh = screen.page.check
    assert screen.page is page
    assert fresh.boxes[0].prompt.text() != written[0]  # another question of the pool
    redrawn = page.examples[0]
    assert redrawn is not shown and redrawn.isVisible()
    assert redrawn.example.spec != before.spec and redrawn.example.coup == before.coup
    assert redrawn.lines != before_lines  # the felt says the new stakes
    for box in fresh.boxes[1:]:
        assert box.check.example is redrawn.example  # the question asks about the felt
    # Answered right from what the felt shows, the fresh check passes.
    keys = "".join(str(next(i for i, c in enumerate(box.check.choices, start=1)
                            if c.code == box.check.answer)) for box in fresh.boxes)
    type_keys(qtbot, screen, keys)
    press(qtbot, screen, Qt.Key.Key_Return)
    assert fresh.result.text().startswith("Passed")


def test_lesson_progress_words_a_refusal_in_chinese(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations: Translations
) -> None:
    """Issue 13 point 8: the core's code in the user's language, not its English message."""
    import re

    translations.install("zh-Hant")
    ben = store.roster.create_trainee(instructor, "ben", "Ben", None, "5678")
    table = LessonProgressTable(store, trainee)
    show(qtbot, table)
    table.set_trainee(ben.id)
    qtbot.waitUntil(lambda: "學員只可查看自己的記錄。" in table.summary.text())
    assert not re.search("[A-Za-z]{3,}", table.summary.text())


def test_the_lessons_screen_words_a_store_failure_in_chinese(
    qtbot, store: Store, trainee: Actor, translations: Translations, monkeypatch
) -> None:
    """A database that is busy while the lesson states are read: said in the user's words."""
    import re

    from trainer.errors import StoreError

    translations.install("zh-Hant")
    widget = LessonsScreen(store, trainee)
    show(qtbot, widget)
    widget.enter()

    def busy(*_args: object) -> None:
        raise StoreError("locked", "database is locked")

    monkeypatch.setattr(store.lesson_progress, "progress", busy)
    widget.presenter.refresh_states()
    assert "資料庫正忙（另一個程式正在寫入）。請稍後再試。" in widget.status.text()
    assert widget.status.isVisible()
    assert not re.search("[A-Za-z]{3,}", widget.status.text())


# ---- the shoe's life at the Table (lesson 25) ----------------------------------------------


@pytest.mark.parametrize(("lang", "cut_words", "title", "asked", "coup"), [
    ("en", "The cut card comes out in coup {0}", "25. The shoe's life at the Table",
     "The cut card comes out during coup {0}. Which coup is the last?", "Coup {0}"),
    ("zh-Hant", "白咭在第{0}局出現", "25. 在牌枱上走完一靴牌",
     "白咭在第{0}局出現。哪一局是最後一局？", "第{0}局"),
])
def test_the_shoe_lesson_is_listed_shows_the_engines_shoe_and_its_check_passes(
    qtbot, store: Store, trainee: Actor, translations: Translations, lang: str,
    cut_words: str, title: str, asked: str, coup: str,
) -> None:
    """Lesson 25 is in the list (opened by a mouse click), draws the engine's whole shoe with
    its words in the language; its check, failed on the last coup, comes back with another
    coup worded in the language, and passes with keys."""
    translations.install(lang)
    screen = LessonsScreen(store, trainee)
    show(qtbot, screen)
    screen.enter()
    # The last baccarat lesson: under the baccarat heading after Sam Kong's (Sam Kong's
    # lesson 26 follows under its own heading).
    baccarat = screen.tree.topLevelItem(screen.tree.topLevelItemCount() - 2)
    items = [baccarat.child(i) for i in range(baccarat.childCount())]
    item = next(i for i in items if i.data(0, Qt.ItemDataRole.UserRole)
                == "shoe-life-at-the-table")
    assert item is items[-1] and item.text(0) == title
    screen.tree.scrollToItem(item)
    rect = screen.tree.visualItemRect(item)
    qtbot.mouseClick(screen.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    page = screen.page
    assert isinstance(page, LessonPage) and page.entry.id == "shoe-life-at-the-table"
    assert not page.entry.fallback
    widget = next(w for w in page.examples if w.example.id == "shoe-life-eight-decks")
    check_shoe_example(widget)
    shoe = widget.example.shoe
    assert shoe is not None
    assert any(line.startswith(cut_words.format(shoe.cut_coup)) for line in widget.lines)

    def right_keys(boxes, wrong: CheckKind | None = None) -> str:
        keys = ""
        for box in boxes:
            check = box.check
            number = [c.code for c in check.choices].index(check.answer)
            if check.kind is wrong:  # the other reading of art. 3: one coup off
                number = [c.code for c in check.choices].index(str(int(check.answer) - 1))
            keys += choice_key(check, number)
        return keys

    screen.tree.setFocus()
    qtbot.keyClick(screen.tree, Qt.Key.Key_Return)  # Enter: to the check
    last = next(b for b in page.check.boxes if b.check.kind is CheckKind.LAST_COUP)
    assert last.prompt.text().endswith(asked.format(40))
    type_keys(qtbot, screen, right_keys(page.check.boxes, wrong=CheckKind.LAST_COUP))
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)["shoe-life-at-the-table"] == (True, False)
    assert last.mark.text() != page.check.boxes[0].mark.text()  # ✗ beside the right burn
    press(qtbot, screen, Qt.Key.Key_Return)  # a fresh check
    fresh = screen.page.check
    last = next(b for b in fresh.boxes if b.check.kind is CheckKind.LAST_COUP)
    assert last.check.dealt
    assert last.prompt.text().endswith(asked.format(last.check.spec.split()[1]))
    assert [b.accessibleName() for b in last.buttons] == [
        coup.format(c.code) for c in last.check.choices]
    type_keys(qtbot, screen, right_keys(fresh.boxes))
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)["shoe-life-at-the-table"] == (True, True)
    assert fresh.result.objectName() == "feedbackCorrect"
