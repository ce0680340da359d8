"""Instructor dashboard: roster model, trainee selection, attempt log, CSV and PDF exports."""

from __future__ import annotations

import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.auth import Actor
from trainer.stats import PassMark
from trainer.store import NewAttempt, Store
from trainer.store.reports import Reports
from ui.instructor.dashboard import DashboardScreen, RosterModel, roster_rows

NOW = datetime.now(UTC)


@pytest.fixture
def cohort_data(store: Store, instructor: Actor, trainee: Actor) -> dict[str, Actor]:
    cohort = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    bob = store.authenticate("bob", "5678")
    for who, oks in ((trainee, (True, True, False)), (bob, (True,) * 25)):
        session = store.practice.start_session(who, "draw", {})
        for i, ok in enumerate(oks):
            store.practice.record_attempt(
                who,
                NewAttempt(
                    session,
                    "draw",
                    {
                        "kind": "draw",
                        "cell": "banker:6:7",
                        "prompt": {
                            "step": "banker",
                            "player": ["AS", "5H"],
                            "banker": ["6C", "KD"],
                            "player_third": "7H",
                        },
                    },
                    {"draws": ok},
                    ok,
                    1000 + 100 * i,
                    "banker:6:7",
                    expected={"draws": True},
                    reason="banker_6_draws",
                    article="bac.9.3",
                    answered_at=NOW - timedelta(days=1, minutes=i),
                ),
            )
    return {"amy": trainee, "bob": bob}


def open_dashboard(qtbot, store: Store, instructor: Actor) -> DashboardScreen:
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    screen.show()
    screen.enter()
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 2, timeout=10_000)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() > 0, timeout=10_000)
    qtbot.waitUntil(
        lambda: (
            screen.progress.presenter.data is not None and not screen.progress.presenter.runner.busy
        ),
        timeout=10_000,
    )
    return screen


def test_roster_model_passes_modeltester(
    qtmodeltester, store: Store, instructor: Actor, cohort_data: dict[str, Actor]
) -> None:
    cohort = store.roster.cohorts(instructor)[0]
    model = RosterModel()
    model.set_rows(roster_rows(Reports(store).roster_summary(instructor, cohort.id), PassMark()))
    qtmodeltester.check(model)
    model.sort(RosterModel.ACCURACY, Qt.SortOrder.DescendingOrder)
    assert model.index(0, 0).data() == "李小明"
    model.sort(RosterModel.ATTEMPTS, Qt.SortOrder.AscendingOrder)
    assert [model.index(r, RosterModel.ATTEMPTS).data() for r in range(2)] == ["3", "25"]
    assert model.index(1, RosterModel.READINESS).data() == "Ready"
    qtmodeltester.check(model)


def test_select_trainee_shows_charts_log_and_attempt(
    qtbot, store: Store, instructor: Actor, cohort_data: dict[str, Actor]
) -> None:
    screen = open_dashboard(qtbot, store, instructor)
    amy = cohort_data["amy"]
    row = next(r for r in range(2) if screen.roster_model.row_at(r).summary.user_id == amy.user_id)
    screen.roster_view.selectRow(row)
    qtbot.waitUntil(
        lambda: screen.presenter.trainee_id == amy.user_id and screen.attempt_model.rowCount() == 3,
        timeout=10_000,
    )
    qtbot.waitUntil(
        lambda: (
            screen.progress.presenter.data is not None
            and screen.progress.presenter.data.query.user_id == amy.user_id
            and not screen.progress.presenter.runner.busy
        ),
        timeout=10_000,
    )
    _x, y = screen.progress.accuracy_points.getData()
    assert list(y) == pytest.approx([200 / 3])
    # The cohort average is drawn beside the trainee's line.
    assert list(screen.progress.accuracy_cohort.getData()[1]) == pytest.approx([27 / 28 * 100])
    # Wrong only filter.
    screen.tabs.setCurrentIndex(1)
    qtbot.mouseClick(screen.wrong_only, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() == 1, timeout=10_000)
    # Enter on an attempt opens it with the answer beside the right one.
    screen.attempt_view.setFocus()
    screen.attempt_view.setCurrentIndex(screen.attempt_model.index(0, 0))
    qtbot.keyClick(screen.attempt_view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: getattr(screen, "attempt_dialog", None) is not None, timeout=5000)
    dialog = screen.attempt_dialog
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "6C KD" in text and "Trainee answered" in text and "Right answer" in text
    dialog.close()


def test_exports_csv_and_pdf(
    qtbot, store: Store, instructor: Actor, cohort_data: dict[str, Actor], tmp_path: Path
) -> None:
    screen = open_dashboard(qtbot, store, instructor)
    bob = cohort_data["bob"]
    row = next(r for r in range(2) if screen.roster_model.row_at(r).summary.user_id == bob.user_id)
    screen.roster_view.selectRow(row)
    qtbot.waitUntil(
        lambda: (
            screen.progress.presenter.data is not None
            and screen.progress.presenter.data.query.user_id == bob.user_id
            and not screen.progress.presenter.runner.busy
        ),
        timeout=10_000,
    )
    target = tmp_path / "bob.csv"
    with qtbot.waitSignal(screen.presenter.sig_export_done, timeout=10_000):
        screen.presenter.export_csv(str(target))
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")
    assert "李小明" in target.read_text(encoding="utf-8-sig")

    pdf = tmp_path / "bob.pdf"
    screen.export_pdf(pdf)
    assert pdf.stat().st_size > 1000
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm is not installed")
    subprocess.run(
        ["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "page")],
        check=True,
    )
    pages = list(tmp_path.glob("page*.png"))
    assert pages and pages[0].stat().st_size > 5000
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True)
    if fonts.returncode == 0:
        assert "CJK" in fonts.stdout  # Chinese was set in a CJK font, not boxes
