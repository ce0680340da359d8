"""Lesson 26, the Sam Kong round, on the Lessons screen in English and 繁體中文: listed under a
Sam Kong heading after the baccarat lessons 24-25, opened by a mouse click, its worked rounds
drawn and worded by the engine (the box or shoe, the burn, the deal order, the losers taken
before the winners are paid), and its check failed with a wrong payout, then passed with keys
on the fresh check (whose round is dealt again with new stakes)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_lessons import (
    check_example,
    press,
    show,
    states,
    type_keys,
)
from trainer.auth import Actor
from trainer.curriculum.model import CheckKind
from trainer.money import format_hkd
from trainer.store import Store
from ui.i18n import Translations
from ui.lessons.pages import LessonPage
from ui.lessons.view import LessonsScreen
from ui.lessons.words import choice_key

LESSON = "samkong-round-at-the-table"


def right_keys(boxes, wrong: CheckKind | None = None) -> str:
    """The keys that answer every question right, but the ``wrong`` kind's question wrong."""
    keys = ""
    for box in boxes:
        check = box.check
        codes = [c.code for c in check.choices]
        number = codes.index(check.answer)
        if check.kind is wrong:
            number = next(i for i, code in enumerate(codes) if code != check.answer)
        keys += choice_key(check, number)
    return keys


@pytest.mark.parametrize(("lang", "title", "heading", "shoe_words", "taken_words"), [
    ("en", "26. The Sam Kong round", "Sam Kong 三公",
     "8 decks in a shoe, two cut cards: the second goes between the last 30 and 40 cards",
     "First take the losing bets, in the table's order:"),
    ("zh-Hant", "26. 三公：一局的流程", "三公百家樂",
     "8副牌放牌靴，兩張白咭：第二張插在最後30至40張牌之間",
     "先按該枱的次序收輸的投注："),
])
def test_the_round_lesson_shows_the_engines_round_and_its_check_passes(
    qtbot, store: Store, trainee: Actor, translations: Translations, lang: str, title: str,
    heading: str, shoe_words: str, taken_words: str,
) -> None:
    translations.install(lang)
    screen = LessonsScreen(store, trainee)
    show(qtbot, screen)
    screen.enter()
    tree = screen.tree
    group = tree.topLevelItem(tree.topLevelItemCount() - 1)  # the last run: Sam Kong again
    assert group.childCount() == 1
    item = group.child(0)
    assert item.data(0, Qt.ItemDataRole.UserRole) == LESSON and item.text(0) == title
    assert group.text(0) == heading == tree.topLevelItem(1).text(0)  # the heading of 18-23
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(item).center())
    page = screen.page
    assert isinstance(page, LessonPage) and page.entry.id == LESSON
    assert not page.entry.fallback
    shoe, box = page.examples
    if lang == "en":
        for widget in page.examples:
            check_example(widget)  # the engine's account, every line (English words)
    assert shoe.lines[0].startswith(shoe_words)
    assert taken_words in shoe.lines
    assert shoe.lines.index(taken_words) > 4  # after the holder, burn, deal and the doors
    settlement = shoe.example.samkong_settlement
    assert settlement is not None
    assert any(format_hkd(settlement.total_paid) in line for line in shoe.lines[-1:])
    assert box.example.samkong_round is not None and box.example.samkong_round.box

    # The check: a wrong total paid fails it; the fresh one, answered right, passes.
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Return)  # Enter: to the check
    boxes = page.check.boxes
    assert [b.check.kind for b in boxes][:2] == [CheckKind.PAID, CheckKind.ODD_EVEN]
    type_keys(qtbot, screen, right_keys(boxes, wrong=CheckKind.PAID))
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)[LESSON] == (True, False)
    press(qtbot, screen, Qt.Key.Key_Return)  # a fresh check
    fresh = screen.page.check
    paid = fresh.boxes[0].check
    assert paid.redealt and paid.example is not None
    assert paid.example.spec != boxes[0].check.example.spec  # new stakes
    assert paid.answer == str(paid.example.samkong_settlement.total_paid)
    type_keys(qtbot, screen, right_keys(fresh.boxes))
    press(qtbot, screen, Qt.Key.Key_Return)
    assert states(store, trainee)[LESSON] == (True, True)
    assert fresh.result.objectName() == "feedbackCorrect"
