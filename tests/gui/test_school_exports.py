"""Exports a school expects (issue 25 point 16), driven from the Dashboard by clicks in English
and 繁體中文: the cohort CSV is the roster as shown (trainee, sign-in name, staff ID, accuracy,
speed, readiness, exam, in the words on screen, codes after), and the attempt-log CSV says
the drill, the situation and both answers as the screen says them, codes after. Each row is
read back and compared with what the Dashboard shows."""

from __future__ import annotations

import csv
import json
import re
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.test_audit_tab import cells, open_audit
from tests.gui.test_dashboard import (
    NOW,
    YESTERDAY_NOON,
    click_trainee,
    open_dashboard,
    record_any,
    save_as,
)
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.store import Store
from trainer.store.attempt_log import CSV_COLUMNS
from trainer.store.worded_csv import COHORT_CODE_COLUMNS
from ui.dashboard.audit import AuditModel
from ui.dashboard.models import AttemptModel, RosterModel
from ui.dashboard.view import DashboardScreen

WORDS = {
    "en": {"accuracy": "Accuracy", "staff": "Staff ID", "draw": "Draw decisions",
           "answered": "Trainee answered", "right": "Right answer"},
    "zh-Hant": {"accuracy": "準確率", "staff": "員工編號", "draw": "補牌判斷",
                "answered": "學員的答案", "right": "正確答案"},
}

ROSTER_WORDED = {"en": "a cohort's roster", "zh-Hant": "班別名單"}
"""The cohort CSV's export on the Audit tab (the Traditional Chinese as the .ts has it)."""


@pytest.fixture
def school(store: Store, instructor: Actor, trainee: Actor) -> dict[str, Actor]:
    """amy (陳美美, staff ID M-0042): 2 of 3 draws right and a wrong payout; bob (李小明):
    25 of 25 draws right."""
    cohort = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    bob = store.authenticate("bob", "5678")
    store.roster.set_staff_id(instructor, trainee.user_id, "M-0042")
    for who, oks in ((trainee, (True, True, False)), (bob, (True,) * 25)):
        session = store.practice.start_session(who, "draw", {})
        for i, ok in enumerate(oks):
            when = YESTERDAY_NOON - timedelta(minutes=i)
            record_draw(store, who, "banker:6:7", ok, 1000 + 100 * i, when, session_id=session)
    record_any(store, trainee, "payout", "payout:banker:win", False, NOW - timedelta(hours=1))
    return {"amy": trainee, "bob": bob}


def read_csv(path: Path) -> list[list[str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with a byte-order mark, for Excel
    return list(csv.reader(raw.decode("utf-8-sig").splitlines()))


def export(qtbot, screen: DashboardScreen, button, target: Path, monkeypatch) -> list[list[str]]:
    save_as(monkeypatch, target)
    with qtbot.waitSignal(screen.presenter.sig_export_done, timeout=10_000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return read_csv(target)


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_cohort_csv_is_the_roster_as_shown_with_codes(
    qtbot, store: Store, instructor: Actor, school: dict[str, Actor], translations,
    monkeypatch, tmp_path: Path, code: str,
) -> None:
    translations.install(code)
    screen = open_dashboard(qtbot, store, instructor)
    model, view = screen.roster_model, screen.roster_view
    header_view = view.horizontalHeader()  # sorted by accuracy: the file keeps that order
    x = (header_view.sectionViewportPosition(RosterModel.ACCURACY)
         + header_view.sectionSize(RosterModel.ACCURACY) // 2)
    qtbot.mouseClick(header_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(x, header_view.height() // 2))
    order = [model.row_at(r).summary.name for r in range(model.rowCount())]
    assert order == ["amy", "bob"]
    rows = export(qtbot, screen, screen.cohort_csv_button, tmp_path / "roster.csv", monkeypatch)
    header = rows[0]
    assert header[7:] == list(COHORT_CODE_COLUMNS)
    assert header[3] == WORDS[code]["accuracy"] and header[2] == WORDS[code]["staff"]
    shown = [RosterModel.NAME, RosterModel.ACCURACY, RosterModel.SPEED, RosterModel.READINESS,
             RosterModel.EXAM]
    assert [header[0], *header[3:7]] == [
        model.headerData(c, Qt.Orientation.Horizontal) for c in shown]
    assert len(rows) == 1 + model.rowCount() == 3
    for r, row in enumerate(rows[1:]):  # the roster's order and words, cell by cell
        assert [row[0], *row[3:7]] == [model.index(r, c).data() for c in shown]
        assert row[1] == model.index(r, RosterModel.NAME).data(Qt.ItemDataRole.ToolTipRole)
        line = model.row_at(r)
        codes = dict(zip(COHORT_CODE_COLUMNS, row[7:], strict=True))
        assert int(codes["user_id"]) == line.summary.user_id
        assert codes["readiness"] == line.readiness.status.value
        assert codes["exam_state"] == "none"
        assert float(codes["accuracy"]) == pytest.approx(line.summary.accuracy, abs=1e-4)
    by_name = {row[1]: row for row in rows[1:]}
    assert by_name["amy"][0] == "陳美美" and by_name["amy"][2] == "M-0042"
    assert by_name["bob"][2] == ""
    if code == "zh-Hant":
        assert not re.search(r"[A-Za-z]{3,}", "".join(rows[0][:7]))
        assert "%" in by_name["bob"][3] and "秒" in by_name["bob"][4]
    assert screen.status.text().endswith(str(tmp_path / "roster.csv"))
    entry = store.audit.trail(instructor).rows[0].entry
    assert entry.action == "exported" and entry.subject == "roster.csv"
    assert json.loads(entry.detail_json)["what"] == "cohort_roster"
    # ... worded on the Audit tab in the language shown.
    _, tab = open_audit(qtbot, store, instructor)
    actions = [c.entry.action for c in tab.model._rows]
    worded = [d for a, d in zip(actions, cells(tab, AuditModel.DETAIL), strict=True)
              if a == "exported"]
    assert len(worded) == 1 and worded[0].startswith(ROSTER_WORDED[code]), worded


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_attempt_log_csv_says_drill_situation_and_answers_as_the_screen(
    qtbot, store: Store, instructor: Actor, school: dict[str, Actor], translations,
    monkeypatch, tmp_path: Path, code: str,
) -> None:
    translations.install(code)
    screen = open_dashboard(qtbot, store, instructor)
    amy = school["amy"]
    click_trainee(qtbot, screen, amy.user_id)
    screen.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() == 4, timeout=10_000)
    rows = export(qtbot, screen, screen.csv_button, tmp_path / "amy.csv", monkeypatch)
    header, worded = rows[0][:7], len(rows[0]) - len(CSV_COLUMNS)
    assert worded == 7 and rows[0][7:] == list(CSV_COLUMNS)
    assert header[3:5] == [WORDS[code]["answered"], WORDS[code]["right"]]
    model = screen.attempt_model
    columns = [AttemptModel.DRILL, AttemptModel.SITUATION, AttemptModel.RESULT,
               AttemptModel.TIME]
    assert [header[1], header[2], header[5], header[6]] == [
        model.headerData(c, Qt.Orientation.Horizontal) for c in columns]
    shown = {a.id: r for r, a in enumerate(model.rows)}
    assert len(rows) == 1 + len(shown)
    for row in rows[1:]:
        codes = dict(zip(CSV_COLUMNS, row[7:], strict=True))
        r = shown[int(codes["id"])]
        assert [row[1], row[2], row[5], row[6]] == [model.index(r, c).data() for c in columns]
        assert row[0].startswith(model.index(r, AttemptModel.WHEN).data())
        assert row[3] and row[4]  # both answers in words
        assert codes["user"] == "amy" and codes["display_name"] == "陳美美"
        assert json.loads(codes["answer"]) is not None
    draws = [row for row in rows[1:] if row[1] == WORDS[code]["draw"]]
    assert len(draws) == 3 and {row[7 + CSV_COLUMNS.index("drill_kind")] for row in draws} == {
        "draw"}
    wrong = next(row for row in draws if row[7 + CSV_COLUMNS.index("correct")] == "0")
    assert wrong[3] != wrong[4]  # the trainee's answer beside the right one
    payout = next(row for row in rows[1:] if row[7 + CSV_COLUMNS.index("drill_kind")] == "payout")
    assert re.search(r"\d", payout[4])  # an amount, as the attempt's detail says it
    if code == "zh-Hant":
        words = "".join(cell for row in rows for cell in row[:7])
        assert not re.search(r"[A-Za-z]{3,}", words.replace("HK$", "")), words


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_attempt_log_csv_names_table_steps_as_the_log_does(
    qtbot, store: Store, instructor: Actor, trainee: Actor, translations, monkeypatch,
    tmp_path: Path, code: str,
) -> None:
    """A Table step is no drill's question: its step is named as the log names it, and the
    answers as the attempt's detail shows them (stored values, never JSON quotes)."""
    from tests.gui.test_table_everywhere import deal_shoe

    deal_shoe(qtbot, store, trainee)
    translations.install(code)
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    screen.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() > 0, timeout=10_000)
    rows = export(qtbot, screen, screen.csv_button, tmp_path / "table.csv", monkeypatch)
    model = screen.attempt_model
    shown = {a.id: r for r, a in enumerate(model.rows)}
    kind = 7 + CSV_COLUMNS.index("drill_kind")
    steps = [row for row in rows[1:] if row[kind] == "table"]
    assert len(steps) == len(rows) - 1 > 0
    for row in steps:
        r = shown.get(int(row[7]))
        if r is not None:  # the first page of the log
            assert row[1:3] == [model.index(r, AttemptModel.DRILL).data(),
                                model.index(r, AttemptModel.SITUATION).data()]
        assert row[3] and row[4] and not row[3].startswith('"'), row[:7]
