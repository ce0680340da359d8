"""Loading a progress page and a cohort report: aggregated in SQL, refused to other trainees."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy.engine import Connection

from trainer.demo import DEMO_INSTRUCTOR, DEMO_PASSWORD, DEMO_PIN, fill_demo_data
from trainer.errors import PermissionDenied
from trainer.stats import MAX_DRAWN_POINTS, ReadinessStatus
from trainer.stats.progress import (
    CohortQuery,
    ProgressQuery,
    load_cohort_lines,
    load_cohort_report,
    load_progress,
)
from trainer.store import Store, open_store

NOW = datetime(2025, 6, 30, 10, 0, tzinfo=UTC)
ATTEMPTS = 2000


@pytest.fixture
def demo(store_url: str) -> Iterator[Store]:
    """Two trainees with 2,000 practice attempts each over 60 days, ending at NOW."""
    fill_demo_data(store_url, trainees=2, attempts=ATTEMPTS, seed=5, now=NOW)
    opened = open_store(store_url)
    yield opened
    opened.close()


class RowCounter:
    """Counts the rows every statement hands back to Python."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.rows: list[int] = []
        original = Connection.execute
        counter = self

        def execute(self: Connection, statement, *args, **kwargs):  # type: ignore[no-untyped-def]
            result = original(self, statement, *args, **kwargs)
            if not result.returns_rows:
                return result
            frozen = result.freeze()
            counter.rows.append(len(frozen.data))
            return frozen()

        monkeypatch.setattr(Connection, "execute", execute)


def test_progress_page_is_aggregated_in_the_database(
    demo: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    boss = demo.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    cohort = demo.roster.cohorts(boss)[0]
    trainee = demo.roster.trainees(boss, cohort.id)[0]
    reports = demo.reports_with(clock=lambda: NOW)

    def no_rows(*_args: object) -> None:
        raise AssertionError("a chart query read attempt rows into Python")

    monkeypatch.setattr("trainer.store.attempt_log.attempt_from_row", no_rows)
    counter = RowCounter(monkeypatch)
    today = (NOW + timedelta(hours=8)).date()
    data = load_progress(demo, reports, boss, ProgressQuery(trainee.id), today=today)
    by_session = load_progress(
        demo, reports, boss, ProgressQuery(trainee.id, by_session=True), today=today
    )
    cohort_lines = load_cohort_lines(reports, boss, CohortQuery(cohort.id))
    # Every statement returned aggregates (days, sessions, cells, buckets), never attempts.
    assert counter.rows and max(counter.rows) < ATTEMPTS // 4
    assert data.attempts == ATTEMPTS == by_session.attempts
    assert sum(k.attempts for k in data.kinds) == ATTEMPTS
    assert data.heat.total_attempts > 0 and data.confusion.total > 0
    assert 0 < data.third_card.total_attempts < data.heat.total_attempts
    sides = data.draw_sides
    assert sides.player_attempts > 0 and sides.banker_attempts > 0
    assert sides.banker_map_attempts == data.third_card.total_attempts
    assert data.streaks.longest > 0 and data.streaks.best
    assert len(data.trend.days) <= 61 and len(by_session.trend.x) > len(data.trend.x)
    assert len(data.lines.accuracy_points) <= MAX_DRAWN_POINTS
    assert data.readiness.attempts > 0 and data.readiness.status is not None
    assert len(cohort_lines.trend.days) == len(data.trend.days)


def test_trainee_cannot_load_another_trainees_page_or_cohort_figures(demo: Store) -> None:
    boss = demo.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    cohort = demo.roster.cohorts(boss)[0]
    first, second = (
        u for c in demo.roster.cohorts(boss) for u in demo.roster.trainees(boss, c.id)
    )
    me = demo.authenticate(first.name, DEMO_PIN)
    reports = demo.reports_with(clock=lambda: NOW)
    own = load_progress(demo, reports, me, ProgressQuery(me.user_id))
    assert own.attempts == ATTEMPTS
    with pytest.raises(PermissionDenied):
        load_progress(demo, reports, me, ProgressQuery(second.id))
    with pytest.raises(PermissionDenied):
        load_cohort_lines(reports, me, CohortQuery(cohort.id))
    with pytest.raises(PermissionDenied):
        load_cohort_report(demo, reports, me, cohort.id)


def test_cohort_report_collects_roster_lines_and_heat(demo: Store) -> None:
    boss = demo.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    reports = demo.reports_with(clock=lambda: NOW)
    cohort = next(c for c in demo.roster.cohorts(boss) if demo.roster.trainees(boss, c.id))
    report = load_cohort_report(demo, reports, boss, cohort.id)
    assert report.cohort_name == cohort.name
    assert report.counts.trainees == len(report.lines) == 1
    assert report.counts.attempts == ATTEMPTS
    assert report.heat.total_attempts > 0
    assert report.lines[0].readiness.status in set(ReadinessStatus)
    assert report.trend.days
