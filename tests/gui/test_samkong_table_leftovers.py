"""The newcomer's leftovers at the Sam Kong Table, on screen in English and 繁體中文: a wrong
take says why the bet won (the banker's level and the bet's condition, with its article), by
keys and by a click; lesson 26's header cites the articles the lesson teaches; the replay
dialog shows a long level name whole at 1024x700 (Portuguese and the pseudo-locale too)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_lessons import show
from tests.gui.test_samkong_table import (
    by_keys,
    deal_right,
    open_samkong,
    select_by_keys,
    session_of,
)
from tests.gui.test_samkong_table_words import right_until
from trainer.articles import sk
from trainer.auth import Actor
from trainer.baccarat.settlement import BetResult
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.samkong.model import SamKongPhase, SamKongTableBet
from ui.felt.samkong_replay import SamKongReplayDialog
from ui.lessons.pages import LessonPage
from ui.lessons.view import LessonsScreen
from ui.table.view import TableScreen
from ui.words import Words

LEFT = Qt.MouseButton.LeftButton
ONE_ROUND = TableSettings(fault_rate=0.0, awkward=0.0, max_coups=1)
WHY = {  # the parity the engine settled the bet at, as each language says it
    ("en", "even", "win"): "the banker's {points} points are even: the even bet wins",
    ("en", "odd", "win"): "the banker's {points} points are odd: the odd bet wins",
    ("zh-Hant", "even", "win"): "莊家{points}點是雙數：買雙贏",
    ("zh-Hant", "odd", "win"): "莊家{points}點是單數：買單贏",
}


def _at_settle(qtbot, store: Store, trainee: Actor) -> tuple[TableScreen, SamKongTableBet]:  # type: ignore[no-untyped-def]
    """An eight-door round at its settlement with a winning odd or even bet on the layout."""
    for seed in range(7, 40):
        screen = open_samkong(qtbot, store, trainee, "samkong-vip-eight-door", seed, ONE_ROUND)
        right_until(screen, lambda s: s.phase is SamKongPhase.SETTLE)
        lines = session_of(screen)._round.lines
        bet = next((b for b, line in lines.items() if b.kind.value in ("odd", "even")
                    and line.result is BetResult.WIN), None)
        if bet is not None:
            return screen, bet
        screen.close()
    raise AssertionError("no winning odd or even bet in 33 seeds")


@pytest.mark.parametrize("how", ["keys", "mouse"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_winner_taken_by_mistake_says_why_it_won_with_its_article(
        qtbot, store: Store, trainee: Actor, translations, lang: str, how: str) -> None:
    translations.install(lang)
    screen, bet = _at_settle(qtbot, store, trainee)
    desk, session = screen.samkong_desk, session_of(screen)
    settlement = session.settlement
    assert settlement is not None
    before = len(session.steps)
    if how == "keys":
        select_by_keys(qtbot, desk, ("bet", bet))
        qtbot.keyClick(desk.felt, Qt.Key.Key_T)
    else:
        desk.felt.repaint()
        rect = desk.felt.bet_rects[bet]
        qtbot.mouseClick(desk.felt, LEFT, pos=rect.center().toPoint())
        assert desk.selected == ("bet", bet)
        qtbot.mouseClick(desk.buttons["take"], LEFT)
    assert len(session.steps) == before + 1
    step = session.steps[-1]
    assert not step.right and step.kind == "take" and step.article == sk(8, 1)
    text = desk.feedback.text()
    why = WHY[(lang, bet.kind.value, "win")].format(points=settlement.banker.points)
    assert why in text, text
    assert Words().article(sk(8, 1)) in text
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_round_lessons_header_cites_the_articles_it_teaches(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = LessonsScreen(store, trainee)
    show(qtbot, screen)
    screen.resize(1024, 700)
    screen.enter()
    tree = screen.tree
    group = tree.topLevelItem(tree.topLevelItemCount() - 1)
    item = group.child(0)
    assert item.data(0, Qt.ItemDataRole.UserRole) == "samkong-round-at-the-table"
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(item).center())
    page = screen.page
    assert isinstance(page, LessonPage)
    taught = page.words.articles((sk(2), sk(3), sk(7)))
    assert page.meta.text().endswith(taught), page.meta.text()


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "pt", "pseudo"])
def test_the_replay_dialog_shows_every_level_whole_at_1024_by_700(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-vip-eight-door", 7, ONE_ROUND)
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.DEAL)
    qtbot.keyClick(screen.samkong_desk.felt, Qt.Key.Key_B)  # the banker first: wrong (art. 2)
    qtbot.keyClick(screen.samkong_desk.felt, Qt.Key.Key_Return)
    right_until(screen, lambda s: False)
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    row = next(r for r in rows if r.question.get("step") == len(session_of(screen).steps) - 1)
    dialog = SamKongReplayDialog(store, trainee, row)
    qtbot.addWidget(dialog)
    dialog.resize(1024, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    felt = dialog.felt
    felt.grab()  # painted now: the levels as drawn
    state = felt.state
    assert state is not None and len(state.levels) == 9  # the banker and eight doors
    for hand, ordinal in state.levels:
        lines = felt.level_text[hand]
        assert " ".join(lines) == dialog.words.level(ordinal), (lang, lines)
        assert not any("…" in line for line in lines)
    assert felt.level_lines == (1 if lang in ("en", "zh-Hant") else 2)
