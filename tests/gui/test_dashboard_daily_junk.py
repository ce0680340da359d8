"""The Dashboard over daily practice rows edited outside the app: one trainee's unreadable
``times`` leaves the roster whole and marks that trainee's name for ``daily-rebuild``; rows
unlike the sealed answers are found by the practice check when the trainee is opened (by
keyboard or mouse), in English and 繁體中文."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import text

from tests.gui.test_dashboard import YESTERDAY_NOON, click_trainee, loaded, open_dashboard
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.store import Store
from ui.dashboard.models import PRACTICE_MARK, RosterModel

UNREADABLE = {"en": "run daily-rebuild", "zh-Hant": "請執行 daily-rebuild"}
DIFFERS = {"en": "Daily figures edited outside the app", "zh-Hant": "每日數據曾在程式以外被改動"}


def _school(store: Store, instructor: Actor, trainee: Actor) -> tuple[Actor, int]:
    """amy (the trainee) and bob, 4 sealed draws each yesterday; the instructor signed in
    again (holding the key that checks the seals) and bob's id."""
    cohort = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    for name, pin in (("bob", "5678"), (trainee.name, "1234")):
        who = store.authenticate(name, pin)
        session = store.practice.start_session(who, "draw", {})
        for i in range(4):
            record_draw(store, who, "banker:6:7", i == 0, 1000 + i,
                        YESTERDAY_NOON - timedelta(minutes=i), session_id=session)
    boss = store.authenticate("lei", "croupier-2026")
    bob = next(u.id for u in store.roster.trainees(boss) if u.name == "bob")
    return boss, bob


def _sql(store: Store, statement: str) -> None:
    with store._db.engine.begin() as conn:  # a SQL client, outside the app
        conn.execute(text(statement))


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_unreadable_times_leave_the_roster_whole_and_name_the_trainee(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, code: str
) -> None:
    boss, bob = _school(store, instructor, trainee)
    _sql(store, f"UPDATE daily_practice SET times = '1,,2' WHERE user_id = {trainee.user_id}")
    translations.install(code)
    screen = open_dashboard(qtbot, store, boss)
    model = screen.roster_model
    amy_row, bob_row = model.row_of(trainee.user_id), model.row_of(bob)
    assert amy_row is not None and bob_row is not None
    name = model.index(amy_row, RosterModel.NAME)
    assert name.data().endswith(PRACTICE_MARK)
    assert UNREADABLE[code] in name.data(Qt.ItemDataRole.ToolTipRole)
    assert PRACTICE_MARK not in model.index(bob_row, RosterModel.NAME).data()
    assert model.index(bob_row, RosterModel.SPEED).data() != "–"  # bob's median shows
    # amy opened by mouse: her charts read the same rows and load
    click_trainee(qtbot, screen, trainee.user_id)
    assert screen.presenter.trainee_id == trainee.user_id


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_daily_rows_unlike_the_sealed_answers_are_flagged_when_the_trainee_is_opened(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, code: str
) -> None:
    boss, bob = _school(store, instructor, trainee)
    _sql(store, f"UPDATE daily_practice SET correct = answers WHERE user_id = {trainee.user_id}")
    translations.install(code)
    screen = open_dashboard(qtbot, store, boss)
    model = screen.roster_model
    amy_row = model.row_of(trainee.user_id)
    assert amy_row is not None
    assert model.row_at(amy_row).summary.correct == 4  # the rows say 4 of 4 ...
    view = screen.roster_view  # ... amy chosen by keyboard: checked against her answers
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(amy_row):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: loaded(screen, trainee.user_id), timeout=10_000)
    qtbot.waitUntil(lambda: model.practice_flagged(trainee.user_id), timeout=10_000)
    assert model.index(amy_row, RosterModel.NAME).data().endswith(PRACTICE_MARK)
    screen.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: screen.practice_flag.isVisible(), timeout=10_000)
    assert DIFFERS[code] in screen.practice_flag.text()
    assert "daily-rebuild" in screen.practice_flag.text()
    # bob, by mouse: his rows match his answers, nothing said
    click_trainee(qtbot, screen, bob)
    qtbot.waitUntil(lambda: not screen.practice_flag.isVisible(), timeout=10_000)
    assert not model.practice_flagged(bob)
