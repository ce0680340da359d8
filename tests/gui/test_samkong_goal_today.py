"""Today and the printed report for both games of the Table: a Sam Kong round dealt by keys
moves Today's goal by one (and Today says how a round counts); the note under the reviews
names the key of each Table line shown; the trainee report lists each game's Table steps
under its own heading, the Sam Kong steps named as the game names them."""

from __future__ import annotations

from html import escape

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_samkong_shared_progress import deal_samkong_round
from tests.gui.test_samkong_table import by_keys, deal_right, session_of
from tests.gui.test_table_everywhere import deal_shoe
from tests.gui.test_today import _sign_in, _today, show
from trainer.auth import Actor
from trainer.drills.registry import drill_kinds
from trainer.kinds import TABLE_KIND
from trainer.progress import ProgressQuery, load_progress
from trainer.store import Store
from trainer.table import TableSettings
from trainer.today import SAMKONG_TABLE_LINE, DueCount
from ui.felt.steps import samkong_step_name, step_name
from ui.pdf.reports import ReportWriter
from ui.table.view import TableScreen
from ui.today.words import TodayWords

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

LANGUAGES = ["en", "zh-Hant"]
NOTE = {"en": "A Table coup, or a Sam Kong round, counts as one answer.",
        "zh-Hant": "百家樂賭枱的每一局、三公百家樂賭枱的每一局，都算作一題。"}
KINDS = tuple(kind.value for kind in drill_kinds())


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_sam_kong_round_dealt_by_keys_moves_todays_goal_by_one(
        qtbot, window, store: Store, trainee: Actor, language: str) -> None:
    window.set_language(language)
    _sign_in(qtbot, window)
    page = window.today
    assert page is not None and window.stack.currentWidget() is page
    before = page.presenter.today
    assert before is not None and before.goal.done == 0
    assert page.goal_label.text() == TodayWords().goal(before.goal)
    window.open_screen("table")
    screen = window.stack.currentWidget()
    assert isinstance(screen, TableScreen)
    screen.preset(profile="samkong-six-door-shoe", seed=3,
                  settings=TableSettings(fault_rate=0.0, max_coups=1))
    session = session_of(screen)
    deal_right(qtbot, screen, by_keys)  # every step by the desk's keys
    assert session.finished and [r.void for r in session.records] == [False]
    assert len(session.steps) > 30  # the round's steps: one answer all told
    window.go_home()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
    after = page.presenter.today
    assert after is not None and after.goal.done == 1
    assert page.goal_label.text() == TodayWords().goal(after.goal)
    assert page.goal_label.text().startswith({"en": "1 of 50 answers", "zh-Hant": "1"}[language])
    assert [h.answers for h in after.heat if h.day == after.day] == [1]
    assert page.goal_note.isVisible() and page.goal_note.text() == NOTE[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_note_names_each_table_lines_key(
        qtbot, window, trainee: Actor, language: str) -> None:
    """The note under the reviews named the first Table line's key only: with both lines
    it names both, each for its game; with the Sam Kong line alone, that one."""
    window.set_language(language)
    _sign_in(qtbot, window)
    page = window.today
    both = (*(DueCount(kind, 1, 0) for kind in KINDS), DueCount(TABLE_KIND, 2, 0),
            DueCount(SAMKONG_TABLE_LINE, 1, 0))
    show(page, _today(due=both, first_time=False))
    baccarat, samkong = str(len(KINDS) + 1), str(len(KINDS) + 2)
    note = page.table_due_note
    assert note.isVisible()
    assert note.text() == page.words.table_due_note(baccarat, samkong)
    games = {"en": ("baccarat Table", "Sam Kong Table"),
             "zh-Hant": ("百家樂賭枱", "三公百家樂賭枱")}[language]
    text = note.text()
    assert text.index(baccarat) < text.index(games[0]) < text.index(samkong) < text.index(
        games[1])
    alone = (*(DueCount(kind, 1, 0) for kind in KINDS), DueCount(SAMKONG_TABLE_LINE, 1, 0))
    show(page, _today(due=alone, first_time=False))
    key = str(len(KINDS) + 1)
    assert note.text() == page.words.table_due_note(None, key)
    assert key in note.text() and games[1] in note.text()
    assert note.text().replace(games[1], "").count(games[0]) == 0  # zh: one is in the other
    # the key the note names opens the Table at that game
    qtbot.keyClick(window.focusWidget() or page, Qt.Key.Key_0 + len(KINDS) + 1)
    table = window._screens.get("table")
    qtbot.waitUntil(lambda: window.stack.currentWidget() is table)
    assert isinstance(table, TableScreen) and table.presenter.samkong is not None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_trainee_report_lists_each_games_table_steps_apart(
        qtbot, store: Store, trainee: Actor, translations, language: str) -> None:
    translations.install(language)
    deal_shoe(qtbot, store, trainee)
    for seed in range(5, 40):  # rounds until one pays a bet
        samkong = deal_samkong_round(store, trainee, seed)
        dealt = samkong.samkong
        if dealt is not None and any(s.cell.startswith("samkong-table:pay:")
                                     for s in dealt.steps):
            break
    data = load_progress(store, store.reports, trainee,
                         ProgressQuery(trainee.user_id, drill_kind=TABLE_KIND))
    html = ReportWriter().trainee_html(None, data, "", None)
    headings = {"en": ("Baccarat Table: steps", "Sam Kong Table: steps"),
                "zh-Hant": ("百家樂賭枱：步驟", "三公百家樂賭枱：步驟")}[language]
    first, second = (html.index(f"<h2>{h}</h2>") for h in headings)
    assert first < second
    baccarat_part, samkong_part = html[first:second], html[second:]
    assert "Table steps" not in html
    session = samkong.samkong
    assert session is not None
    cells = {s.cell for s in session.steps}
    for cell in cells:  # named as the game names them, without "Sam Kong:" before
        assert f">{escape(samkong_step_name(cell))}</td>" in samkong_part
        assert escape(step_name(cell)) not in html
    baccarat_cells = {k.kind for k in data.table_games[0].figures.kinds}
    assert not any(c.startswith("samkong-table:") for c in baccarat_cells)
    for cell in baccarat_cells:
        assert f">{escape(step_name(cell))}</td>" in baccarat_part
    # a Sam Kong payout's "right amount, not the fewest chips" column is counted, not "–"
    pay = next(k for k in data.table_games[1].figures.kinds
               if k.kind.startswith("samkong-table:pay:"))
    row = samkong_part[samkong_part.index(f">{escape(samkong_step_name(pay.kind))}</td>"):]
    row = row[:row.index("</tr>")]
    assert [c.split(">")[-1] for c in row.split("</td>")][1:4] == [
        f"{pay.right}/{pay.total}", str(pay.wrong), str(pay.not_fewest)]
