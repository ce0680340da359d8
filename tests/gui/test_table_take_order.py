"""The order of taking losing bets, by keys, in English and 繁體中文: on the Table screen a
take out of the profile's seat order is said as such (Clock mode: after the coup, with the
seat to take) and counted in the score card; at an exam's Table section it is graded the same
and no feedback is shown.

Situations: mass-300 (right to left) seed 2 on the Table screen, every seat filled; the exam
sitting of ``tests.gui.test_exam_table.open_desk`` (seed 4242). Out of order: a losing side's
bet taken while one of its kind is left at a seat before it. The right steps come from the
scripted dealer of the core tests.
"""

from __future__ import annotations

import pytest

from tests.gui.test_exam_table import FEEDBACK_WORDS, key_for, open_desk, visible_text
from tests.gui.test_table_screen import do_by_keys
from tests.support.table_script import right_action
from trainer.baccarat.settlement import Bet
from trainer.table import Phase, TableSession, TableSettings
from ui.table.view import TableScreen

LANGUAGES = ["en", "zh-Hant"]
WORDS = {
    "en": {"step": "Taking out of order", "right": "take at seat {0}",
           "short": "✗ Taking out of order: not right.", "mistakes": "Mistakes: 1",
           "order": "Order: "},
    "zh-Hant": {"step": "收注不按次序", "right": "收第{0}位的注碼",
                "short": "✗ 收注不按次序：不正確。", "mistakes": "錯誤：1", "order": "次序："},
}


def out_of_order(session: TableSession) -> tuple[Bet, int] | None:
    """At a take with a losing side at two seats or more: its bet at the last seat in the
    profile's order (right to left here: the lowest seat) and the seat to take first."""
    name, _ = right_action(session)
    if name != "take" or session.phase is not Phase.SETTLE:
        return None
    settlement, state = session.settlement, session.state()
    assert settlement is not None
    losers = [ln.bet for ln in settlement.losers if ln.bet not in state.taken]
    for bet in losers:
        seats = sorted({b.seat for b in losers if b.kind is bet.kind}, reverse=True)
        if len(seats) >= 2:
            last = next(b for b in losers if b.kind is bet.kind and b.seat == seats[-1])
            return last, seats[0]
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_take_out_of_order_is_said_and_counted_in_the_clock_score_card(
        qtbot, store, trainee, translations, lang: str) -> None:
    translations.install(lang)
    words = WORDS[lang]
    screen = TableScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1024, 650)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile="mass-300", seed=2, mode="clock",
                  settings=TableSettings(fault_rate=0.0, max_coups=2, seats_filled=1.0))
    session = screen.presenter.session
    assert session is not None and screen.presenter.clock_mode
    coup_texts: list[str] = []
    screen.presenter.sig_coup_finished.connect(lambda *_: coup_texts.append(
        screen.feedback.text()))
    wrong_seat: int | None = None
    while not session.finished:
        found = out_of_order(session) if wrong_seat is None else None
        if found is not None:
            bet, wrong_seat = found
            taken = session.state().taken
            do_by_keys(qtbot, screen, "take", (bet,))
            step = session.steps[-1]
            assert (step.right, step.cell) == (False, "order:take")
            assert session.state().taken == taken  # nothing taken
            assert screen.feedback.text().startswith(words["short"]), screen.feedback.text()
            continue
        name, args = right_action(session)
        do_by_keys(qtbot, screen, name, args)
        assert session.steps[-1].right, (name, args)
    assert wrong_seat is not None, "no coup had losers at two seats"
    said = "\n".join(coup_texts)
    assert words["step"] in said and words["right"].format(wrong_seat) in said, said
    box = screen.score_box
    assert box is not None and box.isVisible()
    text = box.text()
    assert words["order"] in text and words["mistakes"] in text, text
    box.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_exam_table_section_grades_a_take_out_of_order_and_shows_nothing(
        qtbot, translations, lang: str) -> None:
    translations.install(lang)
    view, presenter, session, clock, rec = open_desk(qtbot, coups=3, fault_percent=0)
    desk = view.desk
    wrong_done = False
    while not session.is_finished:
        table = session.table
        assert table is not None
        clock.advance(2)
        before = len(rec.steps)
        found = None if wrong_done else out_of_order(table)
        if found is not None:
            key_for(qtbot, desk, "take", (found[0],))
            wrong_done = True
            assert len(rec.steps) == before + 1
            step = rec.steps[-1].step
            assert (step.right, step.cell, step.kind) == (False, "order:take", "order")
            assert desk.refusal.text() == ""
            assert not any(w in visible_text(view) for w in FEEDBACK_WORDS)
            assert WORDS[lang]["step"] not in visible_text(view)
            continue
        name, args = right_action(table)
        key_for(qtbot, desk, name, args)
        assert len(rec.steps) == before + 1, (name, args, desk.refusal.text())
    assert wrong_done, "no coup had losers at two seats"
    assert presenter.ended
    (score,) = session.outcome().tables
    assert (score.max_score - score.score, score.complete) == (1, True)


