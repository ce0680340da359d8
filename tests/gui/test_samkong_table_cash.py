"""Buy-ins and colour-ups at the Sam Kong Table, on screen: with cash steps on (the level's
setting, as at baccarat), a bettor's notes are counted and changed and a leaving bettor's small
chips coloured up by keys (digits open the chip row) and by clicks on the row's chips, in
English and 繁體中文; a wrong count is graded, cited (house procedure) and the table waits;
every step stored before its feedback."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_table import (
    LEFT,
    by_keys,
    chips_text,
    deal_right,
    open_samkong,
    session_of,
    steps_of,
    stored,
)
from trainer.articles import SK_PROCEDURE
from trainer.auth import Actor
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.cash import CashKind
from trainer.table.samkong.session import SamKongSession
from ui.felt.samkong_words import SamKongWords
from ui.felt.words import TableWords
from ui.table.view import TableScreen
from ui.words import Words

LANGUAGES = ["en", "zh-Hant"]
CASH = TableSettings(fault_rate=0.0, awkward=0.0, max_coups=4, cash_steps=True)


def waiting_kind(kind: CashKind, counted: bool = False):  # type: ignore[no-untyped-def]
    def until(s: SamKongSession) -> bool:
        cash = s.state().cash
        return bool(cash) and cash[0].kind is kind and cash[0].counted is counted
    return until


def cash_by_keys(qtbot, screen: TableScreen, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type ``text`` for the cash waiting: its first digit on the felt opens the chip row."""
    desk = screen.samkong_desk
    qtbot.keyClick(desk.felt, getattr(Qt.Key, f"Key_{text[0]}"))
    assert desk.chip_entry.isVisible() and desk.chip_entry.edit.hasFocus()
    qtbot.keyClicks(desk.chip_entry.edit, text[1:])
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)


def with_cash(qtbot, screen: TableScreen, name: str, args: tuple[object, ...]) -> None:  # type: ignore[no-untyped-def]
    """``by_keys``, and the cash steps by the chip row's keys."""
    if name == "count_cash":
        cash_by_keys(qtbot, screen, str(args[1]))
    elif name in ("give_chips", "colour_up"):
        cash_by_keys(qtbot, screen, chips_text(args[1]))
    else:
        by_keys(qtbot, screen, name, args)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_buy_in_and_a_colour_up_by_keys_a_wrong_count_cited(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    session, desk = session_of(screen), screen.samkong_desk
    assert session.settings.cash_steps
    deal_right(qtbot, screen, with_cash, waiting_kind(CashKind.BUY_IN))
    request = session.state().cash[0]
    assert desk.felt.state is not None and desk.felt.state.cash[0] == request
    assert desk.prompt.text().startswith(TableWords().cash_prompt(
        request, session.table, SamKongWords(TableWords()).cash_texts()))
    # A wrong count: graded, cited, the table waits for Enter; nothing changed hands.
    cash_by_keys(qtbot, screen, str(request.amount + 50))
    step = session.steps[-1]
    assert not step.right and step.cell == "samkong-table:cash:count"
    assert step.article == SK_PROCEDURE and screen.presenter.waiting
    assert Words().article(SK_PROCEDURE) in desk.feedback.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting and session.state().cash[0] == request
    # Counted right, the chips given, then on to a colour-up, all by keys.
    deal_right(qtbot, screen, with_cash, waiting_kind(CashKind.COLOUR_UP))
    assert {"samkong-table:cash:count", "samkong-table:cash:chips"} <= {
        s.cell for s in session.steps if s.right}
    leaving = session.state().cash[0]
    assert desk.prompt.text().startswith(TableWords().cash_prompt(
        leaving, session.table, SamKongWords(TableWords()).cash_texts()))
    deal_right(qtbot, screen, with_cash, lambda s: not any(
        r.kind is CashKind.COLOUR_UP for r in s.state().cash))
    assert session.steps[-1].cell == "samkong-table:colour_up" and session.steps[-1].right
    assert stored(store, trainee) == steps_of(screen)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_buy_ins_chips_given_by_clicks_on_the_chip_row(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    session, desk = session_of(screen), screen.samkong_desk
    deal_right(qtbot, screen, with_cash, waiting_kind(CashKind.BUY_IN, counted=True))
    name, (seat, chips) = session.next_right()
    assert name == "give_chips"
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)  # Enter opens the empty row
    assert desk.chip_entry.isVisible()
    for value, count in chips:
        disc = desk.chip_entry.discs[desk.chip_entry.chips.index(value)]
        for _ in range(count):
            qtbot.mouseClick(disc, LEFT)
    before = len(session.steps)
    qtbot.keyClick(desk.chip_entry.edit, Qt.Key.Key_Return)
    step = session.steps[-1]
    assert len(session.steps) == before + 1 and step.right, desk.feedback.text()
    assert step.cell == "samkong-table:cash:chips"
    assert not any(r.seat == seat and r.kind is CashKind.BUY_IN
                   for r in session.state().cash)
    assert sum((v * n for v, n in chips), Decimal(0)) > 0
    assert stored(store, trainee) == steps_of(screen)


@pytest.mark.parametrize(("lang", "game"), [("en", "Sam Kong: "), ("zh-Hant", "三公：")])
def test_the_cash_steps_are_named_in_words_as_the_sam_kong_tables(
        translations, lang: str, game: str) -> None:
    from ui.felt.steps import step_name

    translations.install(lang)
    for cell in ("cash:count", "cash:chips", "colour_up"):
        name = step_name(f"samkong-table:{cell}")
        assert name == game + step_name(cell), name
        assert "_" not in name and "cash:" not in name
        if lang == "zh-Hant":
            assert not any(c.isascii() and c.isalpha() for c in name), name


@pytest.mark.parametrize(("lang", "words"), [("en", "Sam Kong"), ("zh-Hant", "三公")])
def test_the_level_row_says_which_levels_bring_cash_to_both_games(
        qtbot, store: Store, trainee: Actor, translations, lang: str, words: str) -> None:
    from trainer.table.difficulty import PRESETS, Difficulty
    from ui.table.samkong_level import SamKongLevelWords

    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    combo = screen.level_combo
    for index in range(combo.count()):
        level = combo.itemData(index)
        if not isinstance(level, Difficulty):
            continue
        tip = str(combo.itemData(index, Qt.ItemDataRole.ToolTipRole))
        assert words in tip  # the Sam Kong table's own words (ui.table.samkong_level)
        assert (SamKongLevelWords().cash() in tip) is PRESETS[level].cash_steps, (level, tip)
        assert SamKongLevelWords().hint(level) == tip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_wrong_cash_steps_are_worded_as_at_baccarat_and_counted_on_the_score_card(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    from trainer.table.samkong.record import score_card
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    session, desk = session_of(screen), screen.samkong_desk
    deal_right(qtbot, screen, with_cash, waiting_kind(CashKind.BUY_IN))
    request = session.state().cash[0]
    table = TableWords()
    qtbot.keyClick(desk.felt, Qt.Key.Key_N)  # no more bets with notes on the felt
    step = session.steps[-1]
    assert not step.right and step.expected == f"cash:{request.seat}"
    assert SamKongWords(table).code(step, step.expected) in desk.feedback.text()
    first = {"en": f"change bettor #{request.seat}'s cash first",
             "zh-Hant": f"先處理第{request.seat}位的現金"}[lang]
    assert first in desk.feedback.text()  # the felt's "#3", not a seat
    assert "cash:" not in desk.feedback.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    cash_by_keys(qtbot, screen, str(request.amount))  # counted right
    smallest = session.table.chips[0]
    cash_by_keys(qtbot, screen, f"{int(request.amount / smallest)}x{smallest}")
    step = session.steps[-1]
    assert not step.right and step.cell == "samkong-table:cash:chips"
    text = desk.feedback.text()
    assert table.code(step.expected) in text and "=" not in text
    assert Words().article(SK_PROCEDURE) in text
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    card = score_card(session.steps, session.records)
    lines = SamKongWords(table).score_card(card, 30).splitlines()
    cash_line = next(line for line in lines if line.startswith(table.kind("cash")))
    assert "cash" not in cash_line.replace(table.kind("cash"), "")
    if lang == "zh-Hant":
        assert not any(c.isascii() and c.isalpha() for c in cash_line), cash_line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_count_is_replayed_from_the_attempt_log_with_the_notes_on_the_felt(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    from ui.felt.samkong_replay import SamKongReplayDialog, is_samkong

    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    session = session_of(screen)
    deal_right(qtbot, screen, with_cash, waiting_kind(CashKind.BUY_IN))
    request = session.state().cash[0]
    cash_by_keys(qtbot, screen, str(request.amount + 50))
    wrong = session.steps[-1]
    assert not wrong.right
    qtbot.keyClick(screen.samkong_desk.felt, Qt.Key.Key_Return)
    rows = store.practice.attempts(trainee, trainee.user_id, "table")
    row = next(r for r in rows if r.question.get("step") == wrong.number)
    assert is_samkong(row)
    dialog = SamKongReplayDialog(store, trainee, row)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.frames[dialog.index].step.number == wrong.number
    state = dialog.felt.state
    assert state is not None and state.cash and state.cash[0].seat == request.seat
    label = SamKongWords(TableWords()).cash("buy_in", request.seat)
    assert dialog.felt.cash_label("buy_in", request.seat) == label
    assert label == {"en": f"Bettor #{request.seat}: buy-in",  # as the felt numbers them
                     "zh-Hant": f"第{request.seat}位：買碼"}[lang]
    text = dialog.step_label.text()
    assert TableWords().code(str(request.amount)) in text
    assert Words().article(SK_PROCEDURE) in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_h_hints_each_cash_step_in_words(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3, CASH)
    session, desk = session_of(screen), screen.samkong_desk
    for kind, counted in ((CashKind.BUY_IN, False), (CashKind.BUY_IN, True),
                          (CashKind.COLOUR_UP, False)):
        deal_right(qtbot, screen, with_cash, waiting_kind(kind, counted))
        name, args = session.next_right()
        qtbot.keyClick(desk.felt, Qt.Key.Key_H)
        text = desk.feedback.text()
        words = SamKongWords(TableWords())
        assert text == TableWords().hint(name, args, words.cash_texts()), text
        if lang == "en" and name != "colour_up":
            assert f"bettor #{args[0]}" in text and "seat" not in text, text
        assert name not in text
