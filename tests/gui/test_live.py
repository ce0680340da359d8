"""Live data (issue 16 point 6): another desk writes, the Dashboard and the exam results show
it without a reload by hand, reloading only what shows the written area."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from tests.gui.test_dashboard import choose_first_trainee, cohort_shown
from tests.support.practice_records import record_draw
from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.macau_time import macau_text
from trainer.store import Store, open_store
from ui.dashboard.models import RosterModel
from ui.dashboard.view import DashboardScreen
from ui.i18n import Translations
from ui.main_window import MainWindow
from ui.widgets.live import LiveUpdates

from .conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN

T0 = datetime(2026, 12, 1, 10, 42, 7, tzinfo=UTC)


class StepClock:
    """Each reading a minute after the one before (the time the label shows)."""

    def __init__(self) -> None:
        self.now = T0 - timedelta(minutes=1)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def window(qtbot, store: Store, prefs: QSettings, translations: Translations) -> MainWindow:
    main = MainWindow(store, prefs, translations, db_label="test")
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    return main


@pytest.fixture
def other_desk(store: Store) -> Iterator[Store]:
    """A second desk: its own store (connections, pool) on the same database file."""
    assert store.path is not None
    desk = open_store(f"sqlite:///{store.path}")
    yield desk
    desk.close()


def open_live_dashboard(qtbot, store: Store, instructor: Actor, choose: bool = True,
                        ) -> tuple[DashboardScreen, LiveUpdates]:
    """The Dashboard on live data, its cohort opened and (``choose``) its trainee chosen."""
    screen = DashboardScreen(store, instructor, None)
    qtbot.addWidget(screen)
    screen.resize(1400, 900)
    live = LiveUpdates(store, screen, interval_ms=20, clock=StepClock())
    screen.go_live(live)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 1, timeout=10_000)
    qtbot.waitUntil(lambda: cohort_shown(screen), timeout=10_000)
    if choose:
        choose_first_trainee(qtbot, screen)
    return screen, live


def attempts_shown(screen: DashboardScreen) -> str:
    return str(screen.roster_model.index(0, RosterModel.ATTEMPTS).data())


def test_an_attempt_on_another_desk_redraws_the_opened_cohorts_own_lines(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    """No trainee chosen: the Charts tab shows the cohort's own lines, and another desk's
    answer is in them (and the roster) at the next poll, still with nobody chosen."""
    screen, _live = open_live_dashboard(qtbot, store, instructor, choose=False)
    charts = screen.progress.presenter
    assert charts.cohort is not None and sum(charts.cohort.trend.attempts) == 0
    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    record_draw(other_desk, desk_trainee, "banker:6:7", True, 1200, datetime.now(UTC))
    qtbot.waitUntil(lambda: attempts_shown(screen) == "1" and charts.cohort is not None
                    and sum(charts.cohort.trend.attempts) == 1, timeout=5_000)
    _x, y = screen.progress.charts.accuracy_points.getData()
    assert list(y) == [100.0]
    assert "1 answer, 100.0% right" in screen.progress.summary.text()
    assert screen.presenter.trainee_id is None and charts.alone


def test_an_attempt_on_another_desk_shows_in_the_roster_and_leaves_the_audit_tab_alone(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    screen, live = open_live_dashboard(qtbot, store, instructor)
    audit_loads: list[object] = []
    screen.audit.presenter.sig_trail_loaded.connect(audit_loads.append)
    screen.tabs.setCurrentWidget(screen.audit)  # the audit tab in view: it could reload
    qtbot.waitUntil(lambda: len(audit_loads) == 1, timeout=10_000)  # read as it came into view
    audit_loads.clear()
    assert attempts_shown(screen) == "0"
    label_before = screen.updated_label.text()
    assert label_before == f"Updated {macau_text(T0, '%H:%M:%S')}"

    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    record_draw(other_desk, desk_trainee, "banker:6:7", True, 1200, datetime.now(UTC))

    qtbot.waitUntil(lambda: attempts_shown(screen) == "1", timeout=5_000)
    later = macau_text(T0 + timedelta(minutes=1), "%H:%M:%S")
    assert screen.updated_label.text() == f"Updated {later}"
    assert screen.roster_view.currentIndex().row() == 0  # the trainee stays chosen
    qtbot.waitUntil(lambda: not screen.presenter.runner.busy, timeout=5_000)
    assert audit_loads == []  # an attempt is no audit news

    # An audit entry on the other desk: now the audit tab reads again, and the roster not.
    roster_loads: list[object] = []
    screen.presenter.sig_roster_loaded.connect(roster_loads.append)
    desk_instructor = other_desk.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    other_desk.audit.record(desk_instructor, AuditAction.EXPORTED, "x.csv", {"what": "t"})
    qtbot.waitUntil(lambda: len(audit_loads) == 1, timeout=5_000)
    assert roster_loads == []
    assert live.connected


def test_a_hidden_tab_reads_again_when_shown_not_before(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    screen, live = open_live_dashboard(qtbot, store, instructor)
    qtbot.waitUntil(lambda: screen.presenter.trainee_id is not None, timeout=10_000)
    assert screen.presenter.page is None  # the log tab is not in view: not read at all
    assert screen.attempt_model.rowCount() == 0
    log_watch = next(w for w in live.watches if w.owner is screen.attempt_view)

    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    record_draw(other_desk, desk_trainee, "banker:6:7", False, 1500, datetime.now(UTC))
    qtbot.waitUntil(lambda: attempts_shown(screen) == "1", timeout=5_000)
    assert log_watch.pending and log_watch.reloads == 0  # the log tab is not in view

    screen.tabs.setCurrentIndex(1)  # the attempt log
    qtbot.waitUntil(lambda: screen.attempt_model.rowCount() == 1, timeout=5_000)
    assert log_watch.reloads == 1 and not log_watch.pending


def test_one_line_attaches_any_widget_with_a_reload(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    """How a console (or any widget with ``reload()``) joins: a watch of its areas."""
    screen, live = open_live_dashboard(qtbot, store, instructor)
    reloads: list[str] = []
    live.watch({"sittings"}, lambda: reloads.append("sittings"), screen)
    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    record_draw(other_desk, desk_trainee, "banker:6:7", True, 900, datetime.now(UTC))
    qtbot.waitUntil(lambda: attempts_shown(screen) == "1", timeout=5_000)
    assert reloads == []  # attempts are not sittings
    assert LiveUpdates.of(screen, store) is live  # one per window and store


# ---- the exam results


def test_a_sitting_ended_on_another_desk_shows_in_the_exam_results_keeping_the_choice(
    qtbot, window, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    from .test_exam_instructor import (
        OTHER_DISPLAY,
        OTHER_NAME,
        OTHER_PIN,
        blueprint,
        open_exams,
        results_panel,
        row_of,
        sign_in_instructor,
        sit,
    )

    store.roster.create_trainee(instructor, OTHER_NAME, OTHER_DISPLAY, trainee.cohort_id,
                                OTHER_PIN)
    exam = store.exams.create(instructor, blueprint(trainee.cohort_id))
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam.id)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    assert panel.live is not None and panel.updated_label.text().startswith("Updated")
    chosen = panel.model.rows[0].sitting.id
    panel.table.selectRow(0)

    sit(other_desk, OTHER_NAME, OTHER_PIN, exam.id, wrong=(1,))  # ben, on the other desk

    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5_000)
    assert panel.model.rows[row_of(panel, OTHER_DISPLAY)].sitting.trainee_display_name \
        == OTHER_DISPLAY
    current = panel.table.currentIndex()
    assert current.isValid() and panel.model.rows[current.row()].sitting.id == chosen


def test_a_screen_closed_while_its_window_stays_live_is_let_go(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    """Sign-out deletes the screens; the window's live updates go on without them."""
    frame = QWidget()
    qtbot.addWidget(frame)
    screen = DashboardScreen(store, instructor, frame)
    live = LiveUpdates(store, frame, interval_ms=20)
    screen.go_live()  # finds the window's
    assert screen.live is live and live.watches
    screen.show()
    frame.show()
    screen.enter()
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 1, timeout=10_000)
    qtbot.waitUntil(lambda: not screen.presenter.runner.busy, timeout=10_000)
    screen.deleteLater()
    qtbot.waitUntil(lambda: live.watches == [], timeout=5_000)  # each owner let go
    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    with qtbot.waitSignal(live.sig_changed, timeout=5_000) as changed:
        record_draw(other_desk, desk_trainee, "banker:6:7", True, 1100, datetime.now(UTC))
    assert "attempts" in changed.args[0]


def test_a_closed_window_stops_polling_and_catches_up_when_shown_again(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    screen, live = open_live_dashboard(qtbot, store, instructor)
    assert live.timer.isActive()
    screen.close()
    assert not live.timer.isActive()  # nothing polls for a window nobody sees
    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    record_draw(other_desk, desk_trainee, "banker:6:7", True, 1100, datetime.now(UTC))
    with qtbot.waitSignal(live.sig_changed, timeout=5_000) as changed:
        screen.show()  # polls again at once, and hears what changed while closed
    assert "attempts" in changed.args[0]
    assert live.timer.isActive()
    qtbot.waitUntil(lambda: attempts_shown(screen) == "1", timeout=10_000)


def test_changes_while_a_load_runs_fold_into_one_reload_after_it(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store
) -> None:
    """Desks answering faster than a heavy query runs never queue reload after reload."""
    holder = QWidget()
    qtbot.addWidget(holder)
    now = [100.0]
    live = LiveUpdates(store, holder, interval_ms=60_000, monotonic=lambda: now[0])
    live.timer.stop()  # ticked by hand below
    loading = [True]
    reloads: list[int] = []
    watch = live.watch({"attempts"}, lambda: reloads.append(1), busy=lambda: loading[0])
    desk_trainee = other_desk.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    session = other_desk.practice.start_session(desk_trainee, "draw", {})
    for n in range(3):
        record_draw(other_desk, desk_trainee, "banker:6:7", True, 1000, datetime.now(UTC),
                    session_id=session, seed=n)
        assert "attempts" in live.tick()
    assert reloads == [] and watch.pending  # the last load is still running
    loading[0] = False
    live.tick()
    assert reloads == [1] and not watch.pending  # three changes, one reload
    record_draw(other_desk, desk_trainee, "banker:6:7", True, 1000, datetime.now(UTC),
                session_id=session, seed=9)
    live.tick()
    assert reloads == [1] and watch.pending  # within MIN_GAP_S of the last reload
    now[0] += LiveUpdates.MIN_GAP_S
    live.tick()
    assert reloads == [1, 1]
