"""What a trainee meets at a Sam Kong desk beyond the right steps: Esc in the chip row empties
it (what was typed is never sent with the next chips: it was, as one more chip count, and
graded wrong); a refused key is worded again when the language changes mid-round, as at
baccarat; the exam review names the door, bet, bettor or box a step acted on, never the hand
a deal went to (that is the deal's answer)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_exam_samkong_table import exam_desk_at_first_pay
from tests.gui.test_samkong_table import (
    by_keys,
    chips_text,
    deal_right,
    open_samkong,
    select_by_keys,
    session_of,
)
from trainer.auth import Actor
from trainer.store import Store
from trainer.table.samkong.model import SamKongTableBet
from trainer.table.session import Action
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords


def escape_then_pay(qtbot, desk, bet: SamKongTableBet, chips: str) -> None:  # type: ignore[no-untyped-def]
    """Open the row on ``bet``, type digits, Esc, then open it again and pay ``chips``."""
    select_by_keys(qtbot, desk, ("bet", bet))
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    qtbot.keyClicks(desk.chip_entry.edit, "12")
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Escape)
    assert desk.felt.hasFocus() and desk.chip_entry.edit.text() == ""
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    qtbot.keyClicks(desk.chip_entry.edit, chips)
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)


def test_esc_empties_the_chip_row_at_the_table(qtbot, store: Store, trainee: Actor) -> None:
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    session = session_of(screen)
    deal_right(qtbot, screen, by_keys, lambda s: s.next_right()[0] == "pay")
    _name, (bet, chips) = session.next_right()
    before = len(session.steps)
    escape_then_pay(qtbot, screen.samkong_desk, bet, chips_text(chips))
    assert len(session.steps) == before + 1 and session.steps[-1].right


def test_esc_empties_the_chip_row_in_an_exam(qtbot) -> None:
    view, _presenter, table, rec = exam_desk_at_first_pay(qtbot)
    desk = view.samkong_desk
    _name, (bet, chips) = table.next_right()
    before = len(rec.steps)
    escape_then_pay(qtbot, desk, bet, chips_text(chips))  # type: ignore[arg-type]
    assert len(rec.steps) == before + 1 and rec.steps[-1].step.right


def test_a_refused_key_is_worded_again_in_the_language_picked(
        qtbot, store: Store, trainee: Actor, translations) -> None:
    translations.install("en")
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    desk = screen.samkong_desk
    qtbot.keyClick(desk.felt, Qt.Key.Key_Q)  # no use in this phase
    english = desk.feedback.text()
    assert english == "Not now: that is not this step of the round."
    prompt = desk.prompt.text()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: desk.prompt.text() != prompt)  # LanguageChange is posted
    chinese = desk.feedback.text()
    assert chinese != english and any("\u4e00" <= c <= "\u9fff" for c in chinese)
    assert chinese == SamKongWords(TableWords()).refusal("out_of_turn", None)


@pytest.mark.parametrize(("language", "bettor"), [("en", "bettor #3"), ("zh-Hant", "第3位")])
def test_the_review_names_what_a_step_acted_on_but_not_a_deals_hand(
        translations, language: str, bettor: str) -> None:
    translations.install(language)
    words = SamKongWords(TableWords())
    assert words.about(Action("deal", (2,))) == ""  # the hand dealt to is the answer
    assert words.about(Action("call_level", (2, 7))) == words.hand(2)
    assert words.about(Action("count_cash", (3, Decimal(500)))) == bettor
    assert words.about(Action("colour_up", (3, ((Decimal(100), 2),)))) == bettor
