"""Progress charts: plot items get the series from trainer.stats (asserted via getData())."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from trainer.auth import Actor
from trainer.errors import PermissionDenied
from trainer.stats import day_to_x
from trainer.store import NewAttempt, Store
from ui.charts.view import ProgressScreen
from ui.tasks import TaskRunner


def record(store: Store, actor: Actor, cell: str, ok: bool, ms: int, when: datetime) -> None:
    session = store.practice.start_session(actor, "draw", {})
    store.practice.record_attempt(
        actor,
        NewAttempt(
            session,
            "draw",
            {"cell": cell},
            {"draws": ok},
            ok,
            ms,
            cell,
            expected={"draws": True},
            answered_at=when,
        ),
    )


def loaded(screen: ProgressScreen) -> bool:
    return screen.presenter.data is not None and not screen.presenter.runner.busy


def test_task_runner_delivers_on_gui_thread(qtbot) -> None:
    import threading

    runner = TaskRunner()
    main = threading.get_ident()
    seen: list[object] = []
    with qtbot.waitSignal(runner.sig_task_finished, timeout=5000) as blocker:
        runner.run(
            lambda: threading.get_ident(), on_done=lambda r: seen.append(threading.get_ident())
        )
    assert blocker.args[1] != main and seen == [main]
    with qtbot.waitSignal(runner.sig_task_failed, timeout=5000) as failed:
        runner.run(lambda: 1 / 0)
    assert isinstance(failed.args[1], ZeroDivisionError)
    runner.shutdown()


def test_progress_screen_draws_series(qtbot, store: Store, trainee: Actor) -> None:
    today = datetime.now(UTC).replace(hour=3, minute=0, second=0, microsecond=0)
    d1, d2 = today - timedelta(days=2), today - timedelta(days=1)
    record(store, trainee, "banker:6:7", False, 2000, d1)
    record(store, trainee, "banker:6:7", True, 4000, d1)
    record(store, trainee, "banker:3:8", True, 1000, d2)
    screen = ProgressScreen(store, trainee, None)
    qtbot.addWidget(screen)
    screen.show()
    accuracy_line = screen.accuracy_line
    screen.enter()
    qtbot.waitUntil(lambda: loaded(screen), timeout=10_000)
    x, y = screen.accuracy_points.getData()
    day1 = (d1 + timedelta(hours=8)).date()
    day2 = (d2 + timedelta(hours=8)).date()
    assert list(x) == [day_to_x(day1), day_to_x(day2)]
    assert list(y) == [50.0, 100.0]
    assert list(screen.accuracy_line.getData()[1]) == pytest.approx([50.0, 200 / 3])
    assert list(screen.time_points.getData()[1]) == [3.0, 1.0]
    assert screen.accuracy_goal.value() == 90.0
    assert screen.time_goal.value() == 5.0
    heat = screen.heat_plot.image.image
    assert heat.shape == (8, 11) and heat[6, 7] == 0.5 and heat[3, 8] == 0.0
    # Filters update the same items in place.
    screen.kind_combo.setCurrentIndex(screen.kind_combo.findData("call"))
    qtbot.waitUntil(
        lambda: loaded(screen) and screen.presenter.data.query.drill_kind == "call", timeout=10_000
    )
    assert screen.accuracy_line is accuracy_line
    assert (
        len(
            screen.accuracy_points.getData()[0]
            if screen.accuracy_points.getData()[0] is not None
            else []
        )
        == 0
    )
    assert screen.heat_plot.toolTip() == "" or "Banker" in screen.heat_plot.toolTip()


def test_trainee_cannot_open_other_charts(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    other = store.roster.create_trainee(instructor, "bob", "Bob", None, "5678")
    screen = ProgressScreen(store, trainee, None, user_id=other.id)
    qtbot.addWidget(screen)
    with qtbot.waitSignal(screen.presenter.sig_load_failed, timeout=10_000) as blocker:
        screen.enter()
    assert "own" in blocker.args[0]
    with pytest.raises(PermissionDenied):
        screen.presenter.reports.daily(trainee, other.id)
    assert date.today()
