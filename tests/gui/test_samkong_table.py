"""Sam Kong at the Table, on screen: Alt+T lists its tables beside baccarat's, and a round is
dealt on the Sam Kong felt by keys and by mouse, right and wrong (each wrong step graded,
explained with its article, the table waiting for Enter), in English and 繁體中文; every step
stored before its feedback; a shoe killed mid-round resumed at the same round and step."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QPoint, Qt

from trainer.auth import Actor
from trainer.chips import chip_key
from trainer.samkong.levels import ALL_LEVELS, DoorResult
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.irregular import Remedy
from trainer.table.samkong.model import BANKER, SamKongPhase, SamKongTableBet
from trainer.table.samkong.profile import PROFILES
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action
from ui.table.samkong_desk import SamKongDesk
from ui.table.view import TableScreen
from ui.words import Words

LEFT = Qt.MouseButton.LeftButton
LANGUAGES = ["en", "zh-Hant"]
ONE_ROUND = TableSettings(fault_rate=0.35, awkward=1.0, max_coups=1)
"""Faulty bets, irregular deals now and then, one round (a box table: its rounds)."""
KEYS = {Remedy.GO_ON: Qt.Key.Key_K, Remedy.CORRECT: Qt.Key.Key_F, Remedy.VOID: Qt.Key.Key_V}
RESULT_KEYS = {DoorResult.WIN: Qt.Key.Key_W, DoorResult.LOSE: Qt.Key.Key_L,
               DoorResult.TIE: Qt.Key.Key_T}
DIGIT = {n: getattr(Qt.Key, f"Key_{n}") for n in range(10)}


def open_samkong(qtbot, store: Store, actor: Actor, profile: str, seed: int,  # type: ignore[no-untyped-def]
                 settings: TableSettings = ONE_ROUND) -> TableScreen:
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile=profile, seed=seed, settings=settings)
    assert screen.presenter.samkong is not None
    return screen


def session_of(screen: TableScreen) -> SamKongSession:
    session = screen.presenter.samkong
    assert session is not None
    return session


def stored(store: Store, actor: Actor) -> list[tuple[str | None, bool]]:
    rows = store.practice.attempts(actor, actor.user_id, "table")
    return [(None if row.cell is None else str(row.cell), row.correct) for row in reversed(rows)]


def steps_of(screen: TableScreen) -> list[tuple[str | None, bool]]:
    return [(s.cell, s.right) for s in session_of(screen).steps]


def chips_text(chips: object) -> str:
    if isinstance(chips, Decimal):
        return str(chips)
    assert isinstance(chips, tuple)
    return " ".join(f"{count}x{chip_key(value)}" for value, count in chips)


# ---- by keys -----------------------------------------------------------------------------------


def select_by_keys(qtbot, desk: SamKongDesk, wanted: tuple[str, object]) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        if desk.selected == wanted:
            return
        qtbot.keyClick(desk.felt, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {wanted}")


def type_digits(qtbot, widget, number: int) -> None:  # type: ignore[no-untyped-def]
    for digit in str(number):
        qtbot.keyClick(widget, DIGIT[int(digit)])


def by_keys(qtbot, screen: TableScreen, name: str, args: tuple[object, ...]) -> None:  # type: ignore[no-untyped-def]
    """Take the action ``name(args)`` with the Sam Kong desk's keys only."""
    desk = screen.samkong_desk
    felt = desk.felt
    key = qtbot.keyClick
    if name in ("place_cut", "burn_cards"):
        type_digits(qtbot, felt, int(str(args[0])))
        key(felt, Qt.Key.Key_Return)
    elif name == "accept_bets":
        key(felt, Qt.Key.Key_N)
    elif name == "close_shoe":
        key(felt, Qt.Key.Key_S)
    elif name == "deal":
        key(felt, DIGIT[int(str(args[0]))])
    elif name == "answer_irregular":
        assert isinstance(args[0], Remedy)
        key(felt, KEYS[args[0]])
    elif name == "refuse":
        select_by_keys(qtbot, desk, ("bet", args[0]))
        key(felt, Qt.Key.Key_R)
    elif name == "answer_stand":
        select_by_keys(qtbot, desk, ("bet", args[0]))
        key(felt, Qt.Key.Key_A if args[1] else Qt.Key.Key_X)
    elif name == "call_level":
        select_by_keys(qtbot, desk, ("hand", args[0]))
        level = ALL_LEVELS[int(str(args[1])) - 1]
        key(felt, DIGIT[level.faces])
        if level.faces < 3:
            key(felt, DIGIT[level.points])
    elif name == "call_door":
        select_by_keys(qtbot, desk, ("hand", args[0]))
        assert isinstance(args[1], DoorResult)
        key(felt, RESULT_KEYS[args[1]])
    elif name == "take":
        select_by_keys(qtbot, desk, ("bet", args[0]))
        key(felt, Qt.Key.Key_T)
    elif name in ("pay", "mark"):
        select_by_keys(qtbot, desk, ("bet", args[0]))
        key(felt, Qt.Key.Key_Return if name == "pay" else Qt.Key.Key_M)
        assert desk.chip_entry.edit.hasFocus()
        qtbot.keyClicks(desk.chip_entry.edit, chips_text(args[1]))
        key(desk.chip_entry.edit, Qt.Key.Key_Return)
    elif name == "collect_box":
        select_by_keys(qtbot, desk, ("box", args[0]))
        key(felt, Qt.Key.Key_C)
        qtbot.keyClicks(desk.chip_entry.edit, chips_text(args[1]))
        key(desk.chip_entry.edit, Qt.Key.Key_Return)
    elif name in ("count_cash", "give_chips", "colour_up"):
        # The cash waiting (a level with cash steps): its first digit on the felt opens the
        # chip row, as at baccarat.
        text = str(args[1]) if name == "count_cash" else chips_text(args[1])
        key(felt, getattr(Qt.Key, f"Key_{text[0]}"))
        assert desk.chip_entry.edit.hasFocus()
        qtbot.keyClicks(desk.chip_entry.edit, text[1:])
        key(desk.chip_entry.edit, Qt.Key.Key_Return)
    else:
        raise AssertionError(name)


def deal_right(qtbot, screen: TableScreen, act, until=None) -> int:  # type: ignore[no-untyped-def]
    """Deal the engine's right actions through ``act`` (keys or mouse) until the session
    ends or ``until(session)`` holds; the number of actions taken."""
    session = session_of(screen)
    taken = 0
    while not session.finished and not (until is not None and until(session)):
        name, args = session.next_right()
        before = len(session.steps)
        act(qtbot, screen, name, args)
        assert len(session.steps) == before + 1, (name, args, screen.samkong_desk.feedback.text())
        assert session.steps[-1].right, screen.samkong_desk.feedback.text()
        taken += 1
    return taken


def test_alt_t_lists_the_sam_kong_tables_and_one_is_dealt_on_its_felt(
        qtbot, store: Store, trainee: Actor) -> None:
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    names = [screen.table_combo.itemData(i) for i in range(screen.table_combo.count())]
    assert {p.name for p in PROFILES} <= set(names)
    assert "mass-300" in names  # beside baccarat's
    words = Words()
    texts = [screen.table_combo.itemText(i) for i in range(screen.table_combo.count())]
    assert words.table_name("samkong-vip-eight-door") in texts
    desk = screen.samkong_desk
    assert desk.isVisible() and not screen.felt.isVisible()
    assert screen.table_combo.currentData() == "samkong-six-door-shoe"
    state = desk.felt.state
    assert state is not None and state.doors == 6 and state.phase is SamKongPhase.CUT
    assert desk.felt.hasFocus()
    # A baccarat table picked again: its felt back, the Sam Kong desk gone.
    screen.preset(profile="mass-300", seed=3, settings=TableSettings())
    assert screen.presenter.session is not None and screen.presenter.samkong is None
    assert screen.felt.isVisible() and not desk.isVisible()


@pytest.mark.parametrize("profile", ["samkong-six-door-shoe", "samkong-vip-eight-door"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_round_by_keys_every_step_right_and_stored(
        qtbot, store: Store, trainee: Actor, translations, lang: str, profile: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, profile, 5)
    taken = deal_right(qtbot, screen, by_keys)
    session = session_of(screen)
    assert session.finished and session.records and taken == len(session.steps)
    assert stored(store, trainee) == steps_of(screen)
    assert {s.kind for s in session.steps} >= {"shoe", "bets", "deal", "level", "door"}
    box = screen.samkong_desk.score_box
    assert box is not None and box.isVisible()
    assert Words().tr("Mistakes: {0}") is not None
    assert "0" in box.summary.text().splitlines()[-1]


def wrong_then_right(qtbot, screen: TableScreen, wrong_keys, kind: str) -> str:  # type: ignore[no-untyped-def]
    """Press ``wrong_keys`` (a wrong step of ``kind``); the step is graded wrong and the
    table waits: the feedback read, Enter goes on. The feedback."""
    session = session_of(screen)
    desk = screen.samkong_desk
    before = len(session.steps)
    wrong_keys()
    assert len(session.steps) == before + 1
    step = session.steps[-1]
    assert not step.right and step.kind == kind
    assert screen.presenter.waiting and desk.go_on_button.isVisible()
    text = desk.feedback.text()
    assert step.article is not None
    assert Words().article(step.article) in text
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
    assert not screen.presenter.waiting
    return text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_wrong_steps_by_keys_are_graded_cited_and_the_table_waits(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 7,
                          TableSettings(fault_rate=0.0, awkward=0.0, max_coups=1))
    desk, felt = screen.samkong_desk, screen.samkong_desk.felt
    session = session_of(screen)
    # The deal out of order: the banker before door 1 (art. 2).
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.DEAL)
    wrong_then_right(qtbot, screen, lambda: qtbot.keyClick(felt, Qt.Key.Key_B), "deal")
    # A level named wrong (art. 5).
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.LEVELS)
    _name, (hand, ordinal) = session.next_right()
    right = ALL_LEVELS[int(str(ordinal)) - 1]
    wrong = ALL_LEVELS[int(str(ordinal)) % 31]

    def wrong_level() -> None:
        select_by_keys(qtbot, desk, ("hand", hand))
        qtbot.keyClick(felt, DIGIT[wrong.faces])
        if wrong.faces < 3:
            qtbot.keyClick(felt, DIGIT[wrong.points])

    text = wrong_then_right(qtbot, screen, wrong_level, "level")
    assert right.name_zh_hant in text and wrong.name_zh_hant in text
    # A door called wrong (arts. 6, 7).
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.DOORS)
    _name, (door, result) = session.next_right()
    other = next(r for r in DoorResult if r is not result)
    wrong_then_right(qtbot, screen, lambda: (select_by_keys(qtbot, desk, ("hand", door)),
                                             qtbot.keyClick(felt, RESULT_KEYS[other])), "door")
    # A winner taken (arts. 6, 9): the right step worded, not its code.
    deal_right(qtbot, screen, by_keys, lambda s: s.next_right()[0] == "pay")
    _name, (winner, _chips) = session.next_right()
    text = wrong_then_right(qtbot, screen, lambda: (
        select_by_keys(qtbot, desk, ("bet", winner)), qtbot.keyClick(felt, Qt.Key.Key_T)),
        "take")
    assert desk.words.code_words("pay") in text and (lang == "en" or "pay" not in text)
    # Every step graded was stored, the wrong ones too; the round then dealt right to its end.
    deal_right(qtbot, screen, by_keys)
    assert stored(store, trainee) == steps_of(screen)
    assert sum(1 for s in session.steps if not s.right) == 4
    box = desk.score_box
    assert box is not None and box.mistakes.count() == 4
    # Each mistake re-drawn on the felt as the table stood before it, worded with its article.
    for row, step in enumerate(s for s in session.steps if not s.right):
        box.mistakes.setCurrentRow(row)
        assert box.scene is not None and box.scene.step == step
        assert box.felt.isVisible() and box.felt.state == box.scene.state
        assert step.article is not None
        assert Words().article(step.article) in box.detail.text()


def test_a_key_the_phase_has_no_use_for_is_refused_and_nothing_graded(
        qtbot, store: Store, trainee: Actor) -> None:
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 7)
    desk = screen.samkong_desk
    qtbot.keyClick(desk.felt, Qt.Key.Key_W)  # a door's result, at the cut
    assert not session_of(screen).steps and desk.feedback.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_Return)  # Enter with no count typed
    assert not session_of(screen).steps
    assert stored(store, trainee) == []


# ---- by mouse ----------------------------------------------------------------------------------


def click_rect(qtbot, desk: SamKongDesk, rect) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(desk.felt, LEFT, pos=QPoint(int(rect.center().x()), int(rect.center().y())))


def select_by_mouse(qtbot, desk: SamKongDesk, wanted: tuple[str, object]) -> None:  # type: ignore[no-untyped-def]
    if desk.selected == wanted:
        return
    what, value = wanted
    desk.felt.repaint()  # the rects of what is drawn now
    if what == "bet":
        assert isinstance(value, SamKongTableBet)
        click_rect(qtbot, desk, desk.felt.bet_rects[value])
    else:
        click_rect(qtbot, desk, desk.felt.hand_rects[int(str(value))])
    assert desk.selected == wanted


def by_mouse(qtbot, screen: TableScreen, name: str, args: tuple[object, ...]) -> None:  # type: ignore[no-untyped-def]
    """Take the action with clicks only (the felt, the desk's buttons, the level list and
    the chip discs)."""
    desk = screen.samkong_desk
    button = desk.buttons

    def press(which: str) -> None:
        assert button[which].isVisible(), which
        qtbot.mouseClick(button[which], LEFT)

    if name in ("place_cut", "burn_cards"):
        desk.count_spin.setValue(int(str(args[0])))
        press("counted")
    elif name == "accept_bets":
        press("accept_bets")
    elif name == "close_shoe":
        press("close")
    elif name == "deal":
        desk.felt.repaint()
        click_rect(qtbot, desk, desk.felt.hand_rects[int(str(args[0]))])
    elif name == "answer_irregular":
        press({Remedy.GO_ON: "go_on", Remedy.CORRECT: "correct", Remedy.VOID: "void"}[
            args[0]])  # type: ignore[index]
    elif name in ("refuse", "answer_stand", "take"):
        select_by_mouse(qtbot, desk, ("bet", args[0]))
        press({"refuse": "refuse", "take": "take"}.get(name) or ("grant" if args[1] else "deny"))
    elif name == "call_level":
        select_by_mouse(qtbot, desk, ("hand", args[0]))
        combo = desk.level_combo
        index = combo.findData(args[1])
        combo.setCurrentIndex(index)
        combo.activated.emit(index)  # a pick from the list, as the mouse makes it
    elif name == "call_door":
        select_by_mouse(qtbot, desk, ("hand", args[0]))
        assert isinstance(args[1], DoorResult)
        press(args[1].value)
    elif name in ("pay", "mark", "collect_box"):
        if name == "collect_box":
            desk.selected = ("box", args[0])  # the only box left, selected already
        else:
            select_by_mouse(qtbot, desk, ("bet", args[0]))
        if name == "mark":
            press("mark")
        chips = args[1]
        if isinstance(chips, tuple):
            for value, count in chips:
                disc = desk.chip_entry.discs[desk.chip_entry.chips.index(value)]
                for _ in range(count):
                    qtbot.mouseClick(disc, LEFT)
        else:
            desk.chip_entry.edit.setText(chips_text(chips))
        press("collect" if name == "collect_box" else "pay")
    else:
        raise AssertionError(name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_round_by_mouse_right_then_a_wrong_click(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 11)
    desk = screen.samkong_desk
    session = session_of(screen)
    deal_right(qtbot, screen, by_mouse, lambda s: s.phase is SamKongPhase.DEAL)
    # A card clicked to the banker first: wrong (art. 2), explained; Go on clicked.
    desk.felt.repaint()
    click_rect(qtbot, desk, desk.felt.hand_rects[BANKER])
    assert not session.steps[-1].right and screen.presenter.waiting
    assert session.steps[-1].article is not None
    assert Words().article(session.steps[-1].article) in desk.feedback.text()
    qtbot.mouseClick(desk.go_on_button, LEFT)
    assert not screen.presenter.waiting
    deal_right(qtbot, screen, by_mouse)
    assert session.finished and stored(store, trainee) == steps_of(screen)
    assert [s.right for s in session.steps].count(False) == 1


# ---- a kill mid-round ---------------------------------------------------------------------------


def test_a_shoe_killed_mid_round_resumes_at_the_same_round_and_step(
        qtbot, store: Store, trainee: Actor) -> None:
    first = open_samkong(qtbot, store, trainee, "samkong-vip-eight-door", 5,
                         TableSettings(fault_rate=0.3, max_coups=2))
    deal_right(qtbot, first, by_keys, lambda s: s.phase is SamKongPhase.DOORS)
    felt = first.samkong_desk.felt
    qtbot.keyClick(felt, Qt.Key.Key_B)  # no use in this phase: refused, nothing stored
    live = session_of(first)
    state, steps, session_id = live.state(), steps_of(first), first.presenter.session_id
    assert stored(store, trainee) == steps
    # The app killed: a new screen on the same store.
    second = TableScreen(store, trainee)
    qtbot.addWidget(second)
    second.resize(1024, 700)
    second.show()
    qtbot.waitExposed(second)
    second.enter()
    box, resume = second.resume_box, second.resume_button
    assert box is not None and resume is not None
    qtbot.mouseClick(resume, LEFT)
    qtbot.waitUntil(lambda: second.presenter.samkong is not None)
    again = session_of(second)
    assert again.state() == state and steps_of(second) == steps
    assert second.presenter.session_id == session_id
    assert second.samkong_desk.isVisible() and second.samkong_desk.felt.state == state
    assert second.table_combo.currentData() == "samkong-vip-eight-door"
    name, args = again.next_right()
    by_keys(qtbot, second, name, args)
    assert again.steps[-1].right and stored(store, trainee) == steps_of(second)
    assert Action(name, args).name == again.actions[-1].name


def test_clock_mode_waits_on_nothing_and_lists_a_rounds_mistakes_once_settled(
        qtbot, store: Store, trainee: Actor) -> None:
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 7,
                          TableSettings(fault_rate=0.0, awkward=0.0, max_coups=2))
    screen.mode_combo.setCurrentIndex(1)  # Clock
    screen.preset(profile="samkong-six-door-shoe", seed=7, mode="clock",
                  settings=TableSettings(fault_rate=0.0, awkward=0.0, max_coups=2))
    desk, session = screen.samkong_desk, session_of(screen)
    assert screen.presenter.clock_mode
    deal_right(qtbot, screen, by_keys, lambda s: s.phase is SamKongPhase.DEAL)
    qtbot.keyClick(desk.felt, Qt.Key.Key_B)  # wrong: no wait, no explanation yet
    wrong = session.steps[-1]
    assert not wrong.right and not screen.presenter.waiting
    assert wrong.article is not None
    assert Words().article(wrong.article) not in desk.feedback.text()
    qtbot.keyClick(desk.felt, Qt.Key.Key_H)  # no hints against the clock
    assert len(session.steps) == wrong.number
    deal_right(qtbot, screen, by_keys, lambda s: len(s.records) == 1)
    text = desk.feedback.text()
    assert Words().article(wrong.article) in text and text.count("\n") == 1


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "pseudo"])
def test_the_sam_kong_table_fits_1024_by_700_and_esc_in_the_top_rows_goes_back_to_its_felt(
        qtbot, store: Store, trainee: Actor, translations, lang: str) -> None:
    translations.install(lang)
    screen = open_samkong(qtbot, store, trainee, "samkong-vip-eight-door", 5)
    desk = screen.samkong_desk
    widest = 0

    def watch(qtbot, screen, name, args) -> None:  # type: ignore[no-untyped-def]
        nonlocal widest
        by_keys(qtbot, screen, name, args)
        widest = max(widest, screen.minimumSizeHint().width())
        felt = desk.felt
        for rect in (*felt.hand_rects.values(), *felt.bet_rects.values()):
            assert felt.rect().contains(rect.toAlignedRect()), (name, rect)

    deal_right(qtbot, screen, watch)
    assert widest <= 1024
    screen.table_combo.setFocus()
    qtbot.keyClick(screen.table_combo, Qt.Key.Key_Escape)
    assert desk.felt.hasFocus()
