"""Live data across a PostgreSQL restart (issue 16 point 6): the Dashboard's change feed loses
the server, the window keeps running (the feed never waits on the socket), says that live
updates are paused, connects again when the server is back and shows the next write."""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime

import pytest
from sqlalchemy.engine import make_url

from tests.support.practice_records import record_draw
from trainer.store import open_store
from trainer.store.live import PostgresChangeFeed, pg_conninfo
from ui.dashboard.models import RosterModel
from ui.dashboard.view import DashboardScreen
from ui.widgets.live import LiveUpdates


class TickClock:
    """Monotonic seconds that jump past the feed's retry pause on every timer tick."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def tick(self) -> None:
        self.now += PostgresChangeFeed.retry_s


def pg_ctl(server, *args: str) -> None:
    from tests.support.pgserver import _as_pg

    subprocess.run(_as_pg([str(server.pg_bin / "pg_ctl"), "-D", str(server.folder / "data"),
                           "-w", *args]), check=True, capture_output=True, timeout=120)


@pytest.mark.postgres
def test_the_dashboard_keeps_running_through_a_server_restart_and_goes_live_again(qtbot) -> None:
    from tests.support.pgserver import own_pg_server

    with own_pg_server() as server:
        if server is None:
            pytest.skip("PostgreSQL is not installed")
        store = open_store(server.url)
        other = open_store(server.url)
        feed: PostgresChangeFeed | None = None
        try:
            boss = store.create_first_instructor("lei", "Instructor Lei", "teacher-pass")
            cohort = store.roster.create_cohort(boss, "A")
            store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234")
            screen = DashboardScreen(store, boss, None)
            qtbot.addWidget(screen)
            clock = TickClock()
            feed = PostgresChangeFeed(pg_conninfo(make_url(server.url)), clock=clock)
            live = LiveUpdates(store, screen, feed=feed, interval_ms=20)
            ticks: list[int] = []
            live.timer.timeout.connect(clock.tick)
            live.timer.timeout.connect(lambda: ticks.append(1))
            screen.go_live(live)
            screen.show()
            screen.enter()
            qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 1, timeout=20_000)
            assert live.connected

            pg_ctl(server, "-m", "fast", "stop")
            qtbot.waitUntil(lambda: not live.connected, timeout=20_000)
            assert "paused" in screen.updated_label.text()
            # The server is gone and the feed tries again on every tick: the event loop
            # keeps turning (a blocking connect would stop these ticks).
            ticks.clear()
            qtbot.waitUntil(lambda: len(ticks) >= 25, timeout=20_000)
            assert not live.connected

            pg_ctl(server, "-l", str(server.folder / "server.log"), "-o",
                   f"-c listen_addresses=127.0.0.1 -p {server.port} -k {server.folder}",
                   "start")
            qtbot.waitUntil(lambda: live.connected, timeout=30_000)
            assert feed.reconnects == 1
            assert screen.updated_label.text().startswith("Updated")

            amy = other.authenticate("amy", "1234")
            record_draw(other, amy, "banker:6:7", True, 1300, datetime.now(UTC))
            qtbot.waitUntil(lambda: screen.roster_model.index(0, RosterModel.ATTEMPTS).data()
                            == "1", timeout=20_000)
            screen.presenter.shutdown()
        finally:
            if feed is not None:
                feed.close()  # made here, not by the store: the store's close does not reach it
            other.close()
            store.close()
