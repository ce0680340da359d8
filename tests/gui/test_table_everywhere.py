"""The Table everywhere else (issue 14): Progress and Dashboard charts, the attempt log's
coup replay and lesson 24's table. A short shoe is dealt through the Table's presenter (so
its steps are stored exactly as the screen stores them). Assertions are on the plot data and
the felt's state, not pixels."""

from __future__ import annotations

from itertools import count

import pytest
from PySide6.QtCore import Qt

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.kinds import TABLE_KIND
from trainer.store import Store
from trainer.table import Phase, TableSettings, score_card
from trainer.table.record import action_from_json, replay_coup, settings_from_json
from trainer.table.session import Action
from ui.charts.progress import ProgressScreen
from ui.felt.steps import step_name
from ui.felt.words import TableWords
from ui.table.presenter import TablePresenter


def deal_shoe(qtbot, store: Store, trainee: Actor, table=None) -> TablePresenter:
    """Three coups at a commission-box table, every step right but one wrong totals call."""
    ticks = count(0, 3)  # a step every 3 s on the presenter's clock
    presenter = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    presenter.start(table or DEFAULT_PROFILES["commission-box-2000"], seed=3,
                    settings=TableSettings(max_coups=3, fault_rate=0.3))
    session = presenter.session
    assert session is not None
    wrong_done = False
    while not session.finished:
        name, args = session.next_right()
        if session.phase is Phase.TOTALS and not wrong_done:
            player, banker = args
            assert isinstance(player, int) and isinstance(banker, int)
            presenter.act(Action("call_totals", ((player + 1) % 10, banker)))
            presenter.go_on()
            wrong_done = True
            continue
        step = presenter.act(Action(name, args))
        assert step is not None and step.right
    return presenter


def choose_kind(qtbot, screen: ProgressScreen, kind: str) -> None:
    """Pick the drill filter's entry with the keyboard, as a user would, and wait for it."""
    combo = screen.kind_combo
    combo.setFocus()
    target = combo.findData(kind)
    assert target >= 0
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    with qtbot.waitSignal(screen.presenter.sig_progress_loaded, timeout=10_000):
        while combo.currentIndex() != target:
            qtbot.keyClick(combo, key)
    qtbot.waitUntil(lambda: not screen.presenter.runner.busy)


def open_progress(qtbot, store: Store, actor: Actor, user_id: int | None = None,
                  compact: bool = False) -> ProgressScreen:
    screen = ProgressScreen(store, actor, None, user_id=user_id, compact=compact)
    qtbot.addWidget(screen)
    screen.resize(1100, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    qtbot.waitUntil(lambda: screen.presenter.data is not None
                    and not screen.presenter.runner.busy, timeout=10_000)
    return screen


def check_charts(screen: ProgressScreen, presenter: TablePresenter) -> None:
    session = presenter.session
    assert session is not None
    charts = screen.table_charts
    assert screen.pages.currentWidget() is charts
    # Accuracy per step kind: one bar per cell the shoe graded, its share right.
    cells: dict[str, list[int]] = {}
    for step in session.steps:
        right_total = cells.setdefault(step.cell, [0, 0])
        right_total[0] += int(step.right)
        right_total[1] += 1
    shown = {k.kind: (k.right, k.total) for k in charts.figures.kinds}
    assert shown == {cell: (r, t) for cell, (r, t) in cells.items()}
    widths = list(charts.steps_bars.opts["width"])
    assert widths == pytest.approx([100 * r / t for r, t in shown.values()])
    assert widths[list(shown).index("call:totals")] < 100
    ticks = charts.steps_plot.getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == [step_name(c) for c in shown]
    assert "Totals" in [label for _, label in ticks]
    assert [t.toPlainText() for t in charts.steps_texts[:len(shown)]] == [
        f"{r}/{t}" for r, t in shown.values()]
    # Coups per hour: today's one point is the Clock score card's pace of the same shoe.
    card = score_card(session.steps, session.coups)
    x, y = charts.pace_points.getData()
    assert len(x) == 1 and card.coups_per_hour is not None
    assert y[0] == pytest.approx(card.coups_per_hour)
    assert charts.pace_goal.value() == session.table.pace_target


def test_progress_charts_the_table_per_step_kind_and_pace(
    qtbot, store: Store, trainee: Actor
) -> None:
    presenter = deal_shoe(qtbot, store, trainee)
    screen = open_progress(qtbot, store, trainee)
    assert screen.pages.currentWidget() is screen.charts  # all drills: the usual charts
    choose_kind(qtbot, screen, TABLE_KIND)
    check_charts(screen, presenter)
    assert screen.kind_combo.currentText() == "Table"
    choose_kind(qtbot, screen, "")  # back to all drills: the usual charts again
    assert screen.pages.currentWidget() is screen.charts
    assert screen.presenter.data is not None and screen.presenter.data.table.kinds == ()


def test_the_pace_goal_line_is_the_table_profiles_target(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """A school table with its own pace target (30 coups an hour): Progress and the
    Dashboard draw the goal line there, not at a constant 50."""
    from dataclasses import replace

    slow = {**replace(DEFAULT_PROFILES["commission-box-2000"], pace_target=30).to_dict()}
    slow.pop("name")
    store.table_profiles.save(instructor, "Slow school table", slow)
    table = store.table_profiles.all_profiles(trainee)["Slow school table"]
    assert table.pace_target == 30
    presenter = deal_shoe(qtbot, store, trainee, table)
    for actor, user_id in ((trainee, None), (instructor, trainee.user_id)):
        screen = open_progress(qtbot, store, actor, user_id=user_id)
        choose_kind(qtbot, screen, TABLE_KIND)
        check_charts(screen, presenter)
        charts = screen.table_charts
        assert charts.figures.pace_target == 30 and charts.pace_goal.value() == 30


def test_the_dashboard_charts_any_trainees_table(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    presenter = deal_shoe(qtbot, store, trainee)
    screen = open_progress(qtbot, store, instructor, user_id=trainee.user_id, compact=True)
    choose_kind(qtbot, screen, TABLE_KIND)
    check_charts(screen, presenter)


def test_the_stored_steps_replay_their_coup_as_dealt(
    qtbot, store: Store, trainee: Actor
) -> None:
    """The Table screen stores each step's action and the shoe's settings: from the attempts
    alone (and the attempt's seed), each coup replays with the same steps graded the same."""
    presenter = deal_shoe(qtbot, store, trainee)
    session = presenter.session
    assert session is not None
    rows = sorted(store.practice.attempts(trainee, trainee.user_id, TABLE_KIND),
                  key=lambda r: r.question["step"])
    actions = [action_from_json(r.question["action"]) for r in rows]
    settings = settings_from_json(rows[0].question["settings"])
    assert settings == session.settings and rows[0].seed == session.seed
    for coup in (1, 2, 3):
        frames = replay_coup(session.table, rows[0].seed, settings, actions, coup)
        live = [s for s in session.steps if s.coup == coup]
        assert [(f.step.cell, f.step.right, f.step.given) for f in frames] == [
            (s.cell, s.right, s.given) for s in live]


def test_the_attempt_log_replays_a_table_coup_step_by_step(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """Enter on a wrong Table step in the Dashboard's attempt log opens its coup replayed:
    the felt before that step, the step as graded; Right/Left, Home/End walk the coup."""
    from tests.gui.test_dashboard import click_trainee, open_dashboard

    presenter = deal_shoe(qtbot, store, trainee)
    session = presenter.session
    assert session is not None
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    click_trainee(qtbot, screen, trainee.user_id)
    screen.tabs.setCurrentIndex(1)
    qtbot.mouseClick(screen.wrong_only, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() == 1, timeout=10_000)
    screen.attempt_view.setFocus()
    screen.attempt_view.setCurrentIndex(screen.attempt_model.index(0, 0))
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.replay_dialog is not None, timeout=5000)
    dialog = screen.replay_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    (wrong,) = [s for s in session.steps if not s.right]
    coup_steps = [s for s in session.steps if s.coup == wrong.coup]
    assert [f.step.cell for f in dialog.frames] == [s.cell for s in coup_steps]
    # It opens on the wrong step: the totals called wrong, the cards dealt on the felt.
    assert dialog.index == coup_steps.index(wrong)
    assert dialog.step_label.text().startswith("✗ Totals: wrong.")
    # In the Table screen's words, not the core's codes ("Expected 5-3 ... [bac.9]"):
    # the totals as "Player 5, Banker 3" and the article by its name.
    assert dialog.step_label.text() == TableWords().feedback(wrong)
    assert "Right: Player " in dialog.step_label.text()
    assert "(Baccarat art. " in dialog.step_label.text()
    assert f"step {dialog.index + 1} of {len(coup_steps)}" in dialog.caption.text()
    state = dialog.felt.state
    assert state is not None and len(state.player) == len(state.banker) == 2
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.index == coup_steps.index(wrong) + 1
    assert dialog.step_label.text().startswith("✓ Totals: right")
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    last = dialog.frames[-1]
    assert dialog.felt.state == last.state and not dialog.next_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0 and dialog.felt.state.phase.value == "bets"
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.index == 0 and not dialog.prev_button.isEnabled()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.index == 1


def test_lesson_24_draws_its_commission_box_coup_on_the_felt_as_the_engine_settled_it(
    qtbot,
) -> None:
    from pathlib import Path

    from trainer.curriculum import load_lessons
    from ui.lessons.example import ExampleWidget
    from ui.lessons.words import LessonWords

    lesson = load_lessons(Path(__file__).resolve().parents[2] / "lessons", "en").by_id(
        "take-pay-and-commission-boxes")
    deduct, mark = lesson.examples
    widget = ExampleWidget(mark, LessonWords())
    qtbot.addWidget(widget)
    widget.show()
    settlement = mark.settlement
    assert settlement is not None and widget.felt is not None
    state = widget.felt.state
    assert state is not None
    marks = {line.bet.seat: line.marked for line in settlement.lines if line.marked}
    assert dict(state.boxes) == marks and set(widget.felt.boxes) == set(marks)
    assert widget.felt.boxes[6].label == "Commission box 6: HK$165"
    assert "Commission box 6: HK$165" in widget.felt.accessibleDescription()
    assert set(state.paid) == {line.bet for line in settlement.winners}
    assert set(widget.felt.stacks) == {line.bet for line in settlement.winners}  # losers taken
    assert (state.player, state.banker) == (mark.coup.player, mark.coup.banker)
    deducting = ExampleWidget(deduct, LessonWords())
    qtbot.addWidget(deducting)
    assert deducting.felt is not None and deducting.felt.state.boxes == ()


def test_the_attempt_log_and_its_replay_word_table_steps(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations
) -> None:
    """A newcomer instructor reads the attempt log's Table rows and their replay in words:
    the step kind as the Table names it (the raw cell in the tooltip), the replayed step as
    the trainee read it with its article, and the replay follows a language change."""
    from tests.gui.test_dashboard import click_trainee, open_dashboard

    presenter = deal_shoe(qtbot, store, trainee)
    session = presenter.session
    assert session is not None
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    click_trainee(qtbot, screen, trainee.user_id)
    screen.tabs.setCurrentIndex(1)
    model = screen.attempt_model
    qtbot.waitUntil(lambda: model.rowCount() == len(session.steps), timeout=10_000)
    cells = {step.cell for step in session.steps}
    shown = {model.index(r, model.SITUATION).data(): model.index(r, model.SITUATION).data(
        Qt.ItemDataRole.ToolTipRole) for r in range(model.rowCount())}
    assert set(shown.values()) == cells  # the raw codes stay in the tooltips
    assert set(shown) == {step_name(cell) for cell in cells}
    assert "Totals" in shown and "call:totals" not in shown
    qtbot.mouseClick(screen.wrong_only, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=10_000)
    screen.attempt_view.setFocus()
    screen.attempt_view.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.replay_dialog is not None, timeout=5000)
    dialog = screen.replay_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    english = dialog.step_label.text()
    assert english.startswith("✗ Totals: wrong. Right: Player ")
    assert "(Baccarat art." in english and "[bac." not in english
    caption = dialog.caption.text()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: dialog.caption.text() != caption)  # LanguageChange is posted
    chinese = dialog.step_label.text()
    assert "百家樂" in chinese and "Totals" not in chinese
    assert dialog.next_button.text() != "Next step ▶"


def test_lesson_24_names_its_tables_as_the_table_screen_lists_them(translations) -> None:
    """Lesson 24's examples name their table as the Table screen's list does ("Mass floor
    HK$1,000", in the user's language), not by its id, and the rate without trailing
    zeros."""
    from pathlib import Path

    from trainer.curriculum import load_lessons
    from ui.lessons.words import LessonWords
    from ui.words import Words

    lesson = load_lessons(Path(__file__).resolve().parents[2] / "lessons", "en").by_id(
        "take-pay-and-commission-boxes")
    deduct, mark = lesson.examples
    assert deduct.table is not None and mark.table is not None
    words = LessonWords()
    assert words.table(deduct.table) == (
        f"{Words().table_name(deduct.table.name)}: commission 5% deducted at payout.")
    assert words.table(deduct.table).startswith("Mass floor HK$1,000: ")
    assert words.table(mark.table) == (
        "Commission box HK$2,000: commission 5% marked in the commission box.")
    translations.install("zh-Hant")
    assert words.table(mark.table) == "佣金格 HK$2,000：佣金5%記在佣金格。"
