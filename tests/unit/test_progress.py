"""Loading a progress page and a cohort report: aggregated in SQL, refused to other trainees."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy.engine import Connection

from trainer.auth import Actor
from trainer.demo import DEMO_INSTRUCTOR, DEMO_PASSWORD, DEMO_PIN, fill_demo_data
from trainer.errors import PermissionDenied
from trainer.progress import (
    CohortQuery,
    ProgressQuery,
    cohort_lines,
    load_cohort_lines,
    load_cohort_report,
    load_progress,
    save_school_pass_mark,
    school_pass_mark,
)
from trainer.stats import MAX_DRAWN_POINTS, PassMark, ReadinessStatus
from trainer.store import Store, open_store
from trainer.store.daily_cohort import LinesAsked

NOW = datetime(2025, 6, 30, 10, 0, tzinfo=UTC)
ATTEMPTS = 2000


@pytest.fixture(scope="module")
def demo(module_store_url: str) -> Iterator[Store]:
    """Two trainees with 2,000 practice attempts each over 60 days, ending at NOW: built once
    per backend for this module (about 10 s each), since the tests using it only read it
    (their sign-ins stamp a last sign-in time that none of them reads)."""
    fill_demo_data(module_store_url, trainees=2, attempts=ATTEMPTS, seed=5, now=NOW)
    opened = open_store(module_store_url)
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


def test_a_progress_page_is_read_in_one_transaction(demo: Store) -> None:
    """The charts' nine reports (and the pass mark they are judged by) share one read
    transaction: one checkout, BEGIN and end, and one look-up of who the actor is, not one
    per report (each a round trip that waits its turn on a busy machine); the figures are
    the same."""
    from sqlalchemy import event

    boss = demo.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    trainee = demo.roster.trainees(boss, demo.roster.cohorts(boss)[0].id)[0]
    reports = demo.reports_with(clock=lambda: NOW)
    today = (NOW + timedelta(hours=8)).date()
    begun: list[object] = []
    statements: list[str] = []
    engine = demo._db.engine

    def began(conn: Connection) -> None:
        begun.append(conn)

    def ran(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        statements.append(statement)

    event.listen(engine, "begin", began)
    event.listen(engine, "before_cursor_execute", ran)
    try:
        data = load_progress(demo, reports, boss, ProgressQuery(trainee.id), today=today)
    finally:
        event.remove(engine, "begin", began)
        event.remove(engine, "before_cursor_execute", ran)
    assert len(begun) == 1
    # who the instructor is, read once for the page (not once per report)
    assert sum("users.role" in x and "users.active" in x for x in statements) == 1
    one_by_one = [reports.kinds(boss, trainee.id), reports.figures(boss, trainee.id)]
    assert list(data.kinds) == one_by_one[0] and data.attempts == one_by_one[1].attempts


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


# ---- readiness per drill (the worst drill decides) -------------------------------------------


def _answers(store: Store, user, kind: str, right: int, wrong: int, ms: int,
             when: datetime) -> None:
    from trainer.store import NewAttempt

    session = store.practice.start_session(user, kind, {})
    for n in range(right + wrong):
        store.practice.record_attempt(user, NewAttempt(
            session_id=session, drill_kind=kind, question={"kind": kind, "n": n},
            answer={"n": n}, expected={"n": n}, correct=n < right, ms_taken=ms, cell=None,
            answered_at=when + timedelta(seconds=n), reason=None, article=None))


def test_the_progress_verdict_names_the_drill_that_is_not_ready(store: Store, instructor) -> None:
    """All drills: 99% on payouts and 25% on draws is "not accurate yet", decided by the
    draws; the page for payouts alone is ready; the cohort report agrees with the page."""
    cohort = store.roster.create_cohort(instructor, "A")
    user = store.roster.create_trainee(instructor, "amy", "Amy", cohort.id, "1234")
    amy = user.as_actor()
    reports = store.reports_with(clock=lambda: NOW)
    today = (NOW + timedelta(hours=8)).date()
    _answers(store, amy, "payout", 198, 2, 2000, NOW - timedelta(days=3))
    _answers(store, amy, "draw", 5, 15, 1500, NOW - timedelta(days=3))
    _answers(store, amy, "draw", 0, 40, 1500, NOW - timedelta(days=20))  # before the window
    data = load_progress(store, reports, amy, ProgressQuery(amy.user_id), today=today)
    r = data.readiness
    assert (r.status, r.drill_kind, r.attempts) == (ReadinessStatus.NOT_ACCURATE, "draw", 20)
    assert r.accuracy == pytest.approx(0.25)
    assert dict(r.drills)["payout"].status is ReadinessStatus.READY
    payouts = load_progress(store, reports, amy, ProgressQuery(amy.user_id, "payout"),
                            today=today)
    assert (payouts.readiness.status, payouts.readiness.drill_kind) == (
        ReadinessStatus.READY, "payout")
    report = load_cohort_report(store, reports, instructor, cohort.id)
    (line,) = report.lines
    assert (line.readiness.status, line.readiness.drill_kind) == (
        ReadinessStatus.NOT_ACCURATE, "draw")


def test_the_cohorts_lines_read_with_its_roster_are_the_lines_read_apart(
    store: Store, instructor: Actor
) -> None:
    """The Dashboard's one read of a cohort (roster and lines, one statement) gives the lines
    :func:`load_cohort_lines` reads, for every drill and period asked; over the school
    server too (the lines asked travel with the call)."""
    cohort = store.roster.create_cohort(instructor, "A")
    school = getattr(store, "served", store)  # the answers recorded on the school's side
    for name, pin, days in (("amy", "1234", 3), ("bob", "5678", 9)):
        store.roster.create_trainee(instructor, name, name.title(), cohort.id, pin)
        who = school.authenticate(name, pin)
        _answers(school, who, "draw", 4, 2, 1500 + days, NOW - timedelta(days=days))
        _answers(school, who, "payout", 3, 1, 2100, NOW - timedelta(days=days + 1))
    today = (NOW + timedelta(hours=8)).date()
    for query in (CohortQuery(cohort.id), CohortQuery(cohort.id, "draw"),
                  CohortQuery(cohort.id, None, today - timedelta(days=5), today)):
        asked = LinesAsked(query.drill_kind, query.since, query.until)
        opened = store.reports.cohort_opening(instructor, cohort.id, lines=asked)
        assert opened is not None and opened.days is not None
        assert list(opened.roster) == list(
            store.reports.cohort_opening(instructor, cohort.id).roster)
        apart = load_cohort_lines(store.reports, instructor, query)
        assert apart.trend.days and cohort_lines(query, opened.days) == apart


def test_readiness_by_drill_rules() -> None:
    from trainer.stats import PassMark, readiness_by_drill
    from trainer.store.reports import Figures

    mark = PassMark(accuracy=0.9, median_ms=5000.0, min_attempts=20)
    fast_right = Figures(40, 39, None, 2000.0)
    slow_right = Figures(40, 39, None, 7000.0)
    wrong = Figures(40, 30, None, 2000.0)
    few_wrong = Figures(5, 0, None, 2000.0)
    ready = readiness_by_drill({"draw": fast_right, "call": fast_right, "payout": fast_right},
                               mark)
    assert ready.status is ReadinessStatus.READY
    assert ready.drill_kind in ("draw", "call", "payout")
    # inaccurate decides before slow, whatever the order the drills come in
    for order in (("call", "shoe"), ("shoe", "call")):
        figures = dict(zip(order, (slow_right, wrong), strict=True))
        verdict = readiness_by_drill(figures, mark)
        assert verdict.status is ReadinessStatus.NOT_ACCURATE
        assert verdict.drill_kind == order[1]
    slow = readiness_by_drill({"draw": fast_right, "shoe": slow_right}, mark)
    assert (slow.status, slow.drill_kind) == (ReadinessStatus.TOO_SLOW, "shoe")
    # of two inaccurate drills, the less accurate decides
    worse = readiness_by_drill({"draw": wrong, "call": Figures(40, 10, None, 2000.0)}, mark)
    assert (worse.drill_kind, worse.accuracy) == ("call", 0.25)
    # too few answers (five, all wrong) never leave a trainee "Ready" (issue 24 point 4)
    thin = readiness_by_drill({"draw": fast_right, "call": few_wrong, "payout": fast_right},
                              mark)
    assert (thin.status, thin.drill_kind, thin.attempts, thin.accuracy) == (
        ReadinessStatus.NOT_ENOUGH_DATA, "call", 5, 0.0)
    # none judged: not enough data, no drill named
    alone = readiness_by_drill({"call": few_wrong}, mark, Figures(5, 0, None, 2000.0))
    assert (alone.status, alone.drill_kind, alone.attempts) == (
        ReadinessStatus.NOT_ENOUGH_DATA, None, 5)
    assert readiness_by_drill({}, mark).status is ReadinessStatus.NOT_ENOUGH_DATA


def test_the_table_is_a_drill_of_its_own_and_never_makes_a_trainee_ready_alone() -> None:
    """Issue 24 point 4: hundreds of right Table steps said "Ready" while the draws stood at
    0% (five answers, too few to judge) -- and with the draws unpractised."""
    from trainer.stats import PassMark, readiness_by_drill
    from trainer.store.reports import Figures

    mark = PassMark(accuracy=0.9, median_ms=5000.0, min_attempts=20)
    steps = Figures(300, 296, None, 1500.0)
    good = Figures(40, 39, None, 2000.0)
    zero = Figures(5, 0, None, 2000.0)
    table_and_thin_draws = readiness_by_drill(
        {"table": steps, "draw": zero, "call": good, "payout": good}, mark)
    assert (table_and_thin_draws.status, table_and_thin_draws.drill_kind) == (
        ReadinessStatus.NOT_ENOUGH_DATA, "draw")
    assert table_and_thin_draws.accuracy == 0.0
    assert dict(table_and_thin_draws.drills)["table"].ready
    only_table = readiness_by_drill({"table": steps}, mark)
    assert (only_table.status, only_table.drill_kind, only_table.attempts) == (
        ReadinessStatus.NOT_ENOUGH_DATA, "draw", 0)  # unpractised
    assert [k for k, _ in only_table.drills] == ["table"]
    # judged on its own: a Table below the mark decides like any drill
    weak = readiness_by_drill({"table": Figures(300, 200, None, 1500.0), "draw": good,
                               "call": good, "payout": good}, mark)
    assert (weak.status, weak.drill_kind) == (ReadinessStatus.NOT_ACCURATE, "table")
    every = readiness_by_drill({"table": steps, "draw": good, "call": good, "payout": good},
                               mark)
    assert every.ready


def test_the_school_pass_mark_is_read_and_written_by_one_core_call(
    store: Store, instructor: Actor
) -> None:
    """Issue 13 point 4: the dashboard saves through save_school_pass_mark and every page
    reads school_pass_mark; what is saved is what is read."""
    assert school_pass_mark(store, instructor) == PassMark()
    mark = PassMark(accuracy=0.85, median_ms=3500.0)
    assert save_school_pass_mark(store, instructor, mark) == mark
    assert school_pass_mark(store, instructor) == mark
    store.roster.create_trainee(instructor, "chan.tm", "Chan", None, "1234")
    chan = store.authenticate("chan.tm", "1234")
    assert school_pass_mark(store, chan) == mark  # every page judges by the same mark
    with pytest.raises(PermissionDenied):
        save_school_pass_mark(store, chan, PassMark(accuracy=0.5))
    assert school_pass_mark(store, instructor) == mark


def test_settings_saved_together_are_one_transaction(store: Store, instructor: Actor) -> None:
    """A pass mark is two settings: saved in one transaction, another desk never reads half
    of one, and the live feed hears one change, not two (on PostgreSQL the second change's
    notification came after a poll had already heard the first: CI met it once)."""
    store.roster.create_trainee(instructor, "chan.tm", "Chan", None, "1234")
    chan = store.authenticate("chan.tm", "1234")
    # A trainee may keep a preference of her own but not change the school's: refused at the
    # second key, the first is not kept either.
    with pytest.raises(PermissionDenied):
        store.settings.set_many(chan, {"ui.language": "pt", "school.pass_accuracy": "0.1"})
    assert store.settings.get(chan, "ui.language") is None
    assert school_pass_mark(store, instructor) == PassMark()
    writes: list[object] = []
    real_write = store.settings._db.write

    def counted(run: Any) -> Any:
        writes.append(run)
        return real_write(run)

    store.settings._db.write = counted  # type: ignore[method-assign]
    try:
        save_school_pass_mark(store, instructor, PassMark(accuracy=0.85, median_ms=3500.0))
    finally:
        store.settings._db.write = real_write  # type: ignore[method-assign]
    assert len(writes) == 1
    assert school_pass_mark(store, instructor) == PassMark(accuracy=0.85, median_ms=3500.0)


REMOTE_VARIANT = True
