"""Issue 24 points 3 and 4, played by keys as a trainee would, in English and 繁體中文:

- the right amount in more chips than needed is Practice's lesser fault at the Table too:
  graded wrong, paid, stored with its fault and counted apart (score card, Progress);
- a Table coup counts as one answer toward Today's goal, and Today says so;
- readiness is judged per drill with the Table as its own drill (never "Ready" while the
  draws stand at 0%), and the steps recorded only when wrong are charted as mistakes.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_everywhere import choose_kind, open_progress
from tests.gui.test_table_screen import chips_row, do_by_keys, select_by_keys, type_row
from tests.gui.test_today import _sign_in
from tests.support.practice_records import record_draw
from tests.support.table_script import right_action
from trainer.baccarat.settlement import Bet
from trainer.chips import chip_breakdown
from trainer.drills.model import Fault
from trainer.stats import ReadinessStatus
from trainer.table import Phase, TableSession, TableSettings, score_card
from trainer.table.score import ScoreCard
from ui.felt.steps import step_name
from ui.felt.words import TableWords
from ui.pdf.reports import ReportWriter
from ui.table.view import TableScreen
from ui.today.words import TodayWords

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

LANGUAGES = ["en", "zh-Hant"]
LESSER = {"en": "right amount, not the fewest chips", "zh-Hant": "金額正確，但籌碼不是最少"}


def open_table(qtbot, store, actor, settings: TableSettings, seed: int = 1) -> TableScreen:
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile="mass-300", seed=seed, settings=settings)
    assert screen.presenter.session is not None
    return screen


def play_to(qtbot, screen: TableScreen, until) -> None:
    """Right steps by keys until ``until(session)`` holds."""
    session = screen.presenter.session
    assert session is not None
    for _ in range(600):
        if until(session):
            return
        do_by_keys(qtbot, screen, *right_action(session))
        assert session.steps[-1].right, session.steps[-1]
    raise AssertionError("never reached")


def more_chips(chips: tuple[tuple[Decimal, int], ...], table: tuple[Decimal, ...]):
    """The same amount in more chips: the largest chip broken into smaller ones."""
    top = chips[0][0]
    smaller = tuple(c for c in table if c < top)
    if not smaller:
        return None
    counts = dict(chips)
    counts[top] -= 1
    for chip, n in chip_breakdown(top, smaller):
        counts[chip] = counts.get(chip, 0) + n
    return tuple((c, n) for c, n in sorted(counts.items(), reverse=True) if n)


def _breakable_payout(session: TableSession) -> bool:
    name, args = right_action(session)
    if name != "pay":
        return False
    chips = args[1]
    assert isinstance(chips, tuple)
    return more_chips(chips, session.table.chips) is not None


@pytest.mark.parametrize("code", LANGUAGES)
def test_right_amount_in_too_many_chips_is_paid_as_the_lesser_fault(
    qtbot, store, trainee, translations, code: str
) -> None:
    translations.install(code)
    screen = open_table(qtbot, store, trainee,
                        TableSettings(fault_rate=0.0, max_coups=3, seats_filled=0.9))
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, _breakable_payout)
    _name, (bet, chips) = right_action(session)
    assert isinstance(bet, Bet)
    longer = more_chips(chips, session.table.chips)  # type: ignore[arg-type]
    coup = session.coup_number
    select_by_keys(qtbot, screen, bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, chips_row(longer))
    step = session.steps[-1]
    # Practice's grade: wrong, the lesser fault; the guest is paid and the coup goes on
    assert (step.right, step.fault) == (False, Fault.NOT_FEWEST_CHIPS)
    state = session.state()
    assert bet in state.paid or state.coup != coup
    assert LESSER[code] in screen.feedback.text()
    assert screen.feedback.text().startswith(TableWords().feedback(step))
    short = TableWords().feedback_short(step)  # Clock mode: no step to take again
    assert LESSER[code] in short and short != TableWords().feedback_short(
        type(step)(**{**step.__dict__, "fault": Fault.WRONG_AMOUNT}))
    # stored as Practice stores it: the attempt's fault column
    row = store.practice.attempts(trainee, trainee.user_id, "table")[0]
    assert (str(row.cell), row.correct, row.fault) == (step.cell, False, "not_fewest_chips")
    # the score card counts it apart
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)  # the explanation read
    with qtbot.waitSignal(screen.presenter.sig_shoe_finished, timeout=20_000) as done:
        play_to(qtbot, screen, lambda s: s.finished)
    card = done.args[0]
    assert isinstance(card, ScoreCard) and card.not_fewest == 1
    (pay,) = [k for k in card.kinds if k.kind == "pay"]
    assert (pay.total - pay.right, pay.not_fewest) == (1, 1)
    text = TableWords().score_card(card, session.table.pace_target)
    assert {"en": "in the right amount but not the fewest chips",
            "zh-Hant": "金額正確但籌碼不是最少"}[code] in text
    screen.leave()
    # Progress, the Table's chart: the pay row's blue part is the one payout in too many chips
    progress = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, progress, "table")
    charts = progress.table_charts
    kinds = [k.kind for k in charts.figures.kinds]
    row_index = kinds.index(step.cell)
    paid = charts.figures.kinds[row_index]
    assert paid.not_fewest == 1
    blue = list(charts.steps_chip_bars.opts["width"])
    assert blue[row_index] == pytest.approx(100 / paid.total)
    assert sum(blue) == pytest.approx(blue[row_index])
    # the printed report: the pay row counts it apart, as its payouts table does Practice's
    html = ReportWriter().trainee_html(None, progress.presenter.data, "", None)
    heading = {"en": "Baccarat Table: steps", "zh-Hant": "百家樂賭枱：步驟"}[code]
    assert f"<h2>{heading}</h2>" in html
    name = step_name(step.cell)
    row_html = html[html.index(name, html.index(heading)):]
    row_html = row_html[:row_html.index("</tr>")]
    cells = [c.split(">")[-1] for c in row_html.split("</td>")][:4]
    assert cells[1:] == [f"{paid.right}/{paid.total}", str(paid.wrong), "1"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_table_coup_counts_as_one_answer_on_today(
    qtbot, window, store, trainee, translations, code: str
) -> None:
    """Ten Practice answers and two and a half coups (about eighty steps) were "goal
    reached" on a 50-answer goal; now they are 13 answers, and Today says how coups count."""
    translations.install(code)
    now = store.now()
    for i in range(10):
        record_draw(store, trainee, "banker:6:7", i % 2 == 0, 1500, now - timedelta(minutes=i))
    screen = open_table(qtbot, store, trainee,
                        TableSettings(fault_rate=0.0, max_coups=4, seats_filled=0.9))
    session = screen.presenter.session
    assert session is not None
    play_to(qtbot, screen, lambda s: s.coup_number == 3 and s.phase is Phase.SETTLE)
    assert len(session.coups) == 2 and len(session.steps) > 40
    screen.leave()
    _sign_in(qtbot, window)
    page = window.today
    assert page is not None and window.stack.currentWidget() is page
    today = page.presenter.today
    assert today is not None
    assert (today.goal.done, today.goal.target, today.goal.met) == (13, 50, False)
    assert page.goal_label.text() == TodayWords().goal(today.goal)
    assert page.goal_label.text().startswith(
        {"en": "13 of 50 answers", "zh-Hant": "13"}[code])
    # the heat map counts the same answers as the goal
    assert [h.answers for h in today.heat if h.day == today.day] == [13]
    assert page.goal_note.isVisible()
    assert page.goal_note.text() == {
        "en": "A Table coup, or a Sam Kong round, counts as one answer.",
        "zh-Hant": "百家樂賭枱的每一局、三公百家樂賭枱的每一局，都算作一題。"}[code]


@pytest.mark.parametrize("code", LANGUAGES)
def test_table_steps_never_make_a_trainee_ready_and_wrong_only_steps_are_counts(
    qtbot, store, trainee, translations, code: str
) -> None:
    """Draw decisions at 0% (five answers) beside a good Table: not "Ready" -- the verdict
    names the draws. A good bet refused and a payout before the losers are taken are
    recorded only when wrong: charted as counts of mistakes, not 0% bars."""
    translations.install(code)
    now = store.now()
    for i in range(5):
        record_draw(store, trainee, "banker:6:7", False, 1500, now - timedelta(minutes=i))
    screen = open_table(qtbot, store, trainee,
                        TableSettings(fault_rate=0.0, max_coups=2, seats_filled=0.9))
    session = screen.presenter.session
    assert session is not None
    # a good bet refused (R on it), then the explanation read (Enter)
    good = session.state().layout[0]
    select_by_keys(qtbot, screen, good)
    qtbot.keyClick(screen.felt, Qt.Key.Key_R)
    assert session.steps[-1].cell == "fault:none"
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)

    def losers_and_a_winner(s: TableSession) -> bool:
        state = s.state()
        return (s.phase is Phase.SETTLE and right_action(s)[0] == "take"
                and bool(s.settlement and [ln for ln in s.settlement.winners
                                           if ln.bet not in state.paid]))

    play_to(qtbot, screen, losers_and_a_winner)
    assert session.settlement is not None
    winner = next(ln for ln in session.settlement.winners)
    select_by_keys(qtbot, screen, winner.bet)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    type_row(qtbot, screen, chips_row(chip_breakdown(winner.paid, session.table.chips)))
    assert (session.steps[-1].cell, session.steps[-1].right) == ("order:take_pay", False)
    qtbot.keyClick(screen.felt, Qt.Key.Key_Return)
    play_to(qtbot, screen, lambda s: s.finished)
    screen.leave()

    progress = open_progress(qtbot, store, trainee)
    r = progress.presenter.data.readiness
    drills = dict(r.drills)
    assert drills["table"].ready and drills["draw"].accuracy == 0.0
    assert (r.status, r.drill_kind) == (ReadinessStatus.NOT_ENOUGH_DATA, "draw")
    verdict = progress.charts.readiness_label.text()
    ready = {"en": "Ready", "zh-Hant": "已準備好"}[code]
    assert ready not in verdict.split("(")[0]
    assert {"en": "Draw decisions", "zh-Hant": "補牌判斷"}[code] in verdict
    choose_kind(qtbot, progress, "table")
    charts = progress.table_charts
    kinds = [k.kind for k in charts.figures.kinds]
    texts = [t.toPlainText() for t in charts.steps_texts[:len(kinds)]]
    widths = list(charts.steps_bars.opts["width"])
    for cell in ("fault:none", "order:take_pay"):
        i = kinds.index(cell)
        assert widths[i] == 0.0
        assert texts[i] == {"en": "1 wrong", "zh-Hant": "錯誤 1 次"}[code]
    # the printed report: no share for them, their mistakes
    html = ReportWriter().trainee_html(None, progress.presenter.data, "", None)
    for cell in ("fault:none", "order:take_pay"):
        row_html = html[html.index(step_name(cell)):]
        cells = [c.split(">")[-1] for c in row_html[:row_html.index("</tr>")].split("</td>")]
        assert cells[1:3] == ["–", "1"]
    assert score_card(session.steps, session.coups).kinds  # the shoe was scored
