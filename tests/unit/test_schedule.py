"""Issue 15 points 1-2: FSRS review cards per trainee and cell — the rating rule, the due
queue, the store's incremental update against the rebuild from attempts, cohort settings."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.test_store import add_trainee
from trainer.cli import main as cli_main
from trainer.drills import DrillKind, Level, cells_for, expected_answer
from trainer.drills.cell import Cell
from trainer.drills.schedule import (
    DEFAULT_RETENTION,
    DEFAULT_TARGETS_MS,
    Grade4,
    ReviewPolicy,
    due_count,
    due_queue,
    rating_for,
    review,
)
from trainer.drills.session import DrillSession
from trainer.drills.weak import review_order
from trainer.store import NewAttempt, open_store

T0 = datetime(2026, 3, 1, 1, 0, tzinfo=UTC)
C = Cell.parse


# ---- the rating rule ---------------------------------------------------------------------


def test_rating_rule_wrong_slow_at_pace_well_under() -> None:
    assert rating_for(False, 100, 3000) is Grade4.AGAIN  # wrong, however fast
    assert rating_for(True, 3001, 3000) is Grade4.HARD  # right, slower than the target
    assert rating_for(True, 3000, 3000) is Grade4.GOOD  # right at the target
    assert rating_for(True, 1501, 3000) is Grade4.GOOD
    assert rating_for(True, 1500, 3000) is Grade4.EASY  # within half the target
    assert rating_for(True, 0, 3000) is Grade4.EASY


def test_policy_targets_default_per_drill_and_cohort_override() -> None:
    policy = ReviewPolicy()
    assert policy.retention == DEFAULT_RETENTION == 0.9
    assert policy.target_ms("draw") == DEFAULT_TARGETS_MS["draw"]
    assert policy.target_ms("payout") > policy.target_ms("draw")
    assert policy.rating("draw", True, 4000) is Grade4.HARD
    cohort = ReviewPolicy(0.85, {"draw": 6000})
    assert cohort.rating("draw", True, 4000) is Grade4.GOOD
    with pytest.raises(ValueError):
        ReviewPolicy(1.0)


def test_ratings_order_the_next_interval() -> None:
    policy = ReviewPolicy()
    first = review(None, Grade4.GOOD, T0, policy)
    later = T0 + timedelta(days=3)
    due = {g: review(first, g, later, policy).due for g in Grade4}
    assert due[Grade4.AGAIN] < due[Grade4.HARD] < due[Grade4.GOOD] < due[Grade4.EASY]
    # A higher desired retention reviews sooner.
    strict = ReviewPolicy(0.97)
    good = review(review(None, Grade4.GOOD, T0, strict), Grade4.GOOD, later, strict)
    assert good.due < due[Grade4.GOOD]


# ---- the due queue -----------------------------------------------------------------------


def test_due_queue_serves_most_overdue_then_new_then_soonest() -> None:
    now = T0 + timedelta(days=10)
    universe = [("draw", C(c)) for c in ("player:1", "player:2", "player:3", "player:4",
                                          "player:5")]
    due_at = {
        ("draw", C("player:2")): now - timedelta(hours=1),
        ("draw", C("player:4")): now - timedelta(days=3),
        ("draw", C("player:1")): now + timedelta(days=2),
        ("draw", C("player:5")): now + timedelta(hours=2),
    }
    queue = due_queue(universe, due_at, now)
    assert [str(i.cell) for i in queue] == [
        "player:4", "player:2", "player:3", "player:5", "player:1"]
    assert [i.status for i in queue] == ["due", "due", "new", "ahead", "ahead"]
    assert due_count(due_at.values(), now) == 2


def test_due_queue_mixes_drills_when_all_drills_are_chosen() -> None:
    now = T0
    universe = [("draw", C("player:1")), ("draw", C("player:2")),
                ("call", C("call:tie")), ("call", C("call:pair")), ("shoe", C("shoe:cut"))]
    due_at = {("call", C("call:pair")): now - timedelta(days=1)}
    queue = [(i.drill_kind, str(i.cell)) for i in due_queue(universe, due_at, now)]
    assert queue == [("call", "call:pair"), ("draw", "player:1"), ("call", "call:tie"),
                     ("shoe", "shoe:cut"), ("draw", "player:2")]


def test_review_session_deals_the_due_queue_in_order() -> None:
    now = T0 + timedelta(days=5)
    cells = cells_for(DrillKind.DRAW)
    overdue, less, ahead = cells[7], cells[3], cells[0]
    due_at = {overdue: now - timedelta(days=2), less: now - timedelta(minutes=5),
              ahead: now + timedelta(days=1)}
    order = review_order(DrillKind.DRAW, due_at, now)
    assert order[:2] == [overdue, less] and order[-1] == ahead
    session = DrillSession(DrillKind.DRAW, Level.WEAK, seed=4, clock=lambda: 0.0,
                           now=lambda: now, question_limit=3, due_at=due_at)
    shown = []
    while (q := session.next_question()) is not None:
        shown.append(q)
        session.submit(expected_answer(q))
    deals_cells = {q.cell for q in shown}
    assert overdue in deals_cells and less in deals_cells
    assert order[2] in deals_cells  # then the first new cell


def test_all_drills_session_mixes_kinds_in_due_queue_order() -> None:
    now = T0 + timedelta(days=5)
    kinds = (DrillKind.DRAW, DrillKind.PAYOUT, DrillKind.SAMKONG_LEVEL)
    draw, payout, level = (cells_for(k)[2] for k in kinds)
    due_cards = {("payout", payout): now - timedelta(days=3),
                 ("samkong_level", level): now - timedelta(days=1),
                 ("draw", draw): now - timedelta(hours=1)}
    universe = [(k.value, c) for k in kinds for c in cells_for(k)]
    queue = due_queue(universe, due_cards, now)

    class Recorder:
        def __init__(self) -> None:
            self.kinds: list[str] = []

        def record(self, graded) -> None:
            self.kinds.append(graded.kind.value)

    recorder = Recorder()
    session = DrillSession(DrillKind.DRAW, Level.WEAK, seed=4, clock=lambda: 0.0,
                           now=lambda: now, question_limit=5, kinds=kinds,
                           due_cards=due_cards, recorder=recorder)
    assert session.mixed
    deals: list[list] = []
    while (q := session.next_question()) is not None:
        if session.deals_started > len(deals):
            deals.append([])
        deals[-1].append(q)
        assert q.level is Level.WEAK
        grade = session.submit(expected_answer(q))  # graded by the question's own drill
        assert grade.correct
    served = [(deal[0].kind.value, {q.cell for q in deal}) for deal in deals]
    # The due ones, most overdue first, then new cells with the drills taking turns.
    expected = [(i.drill_kind, i.cell) for i in queue[:5]]
    assert [kind for kind, _ in served] == [kind for kind, _ in expected]
    assert all(cell in cells for (_, cells), (_, cell) in zip(served, expected, strict=True))
    assert [kind for kind, _ in served[:3]] == ["payout", "samkong_level", "draw"]
    assert recorder.kinds == [q.kind.value for deal in deals for q in deal]
    with pytest.raises(ValueError):
        DrillSession(DrillKind.DRAW, Level.ALL, seed=1, kinds=kinds)


# ---- the store: same transaction, rebuild == incremental, cohort settings -----------------


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


def _answer(session_id: int, kind: str, cell: str, correct: bool, ms: int) -> NewAttempt:
    return NewAttempt(session_id=session_id, drill_kind=kind, question={"cell": cell},
                      answer="a", correct=correct, ms_taken=ms, cell=C(cell))


def _cards(store, actor):
    return sorted((c.drill_kind, str(c.cell), c.state_json(), c.reviews)
                  for c in store.schedule.cards(actor, actor.user_id))


_NAMES = itertools.count()
KINDS = ("draw", "call", "table")
CELLS = ("banker:5:4", "player:3", "call:tie", "pay:banker")
HISTORY = st.lists(
    st.tuples(
        st.sampled_from(KINDS), st.sampled_from(CELLS), st.booleans(),
        st.integers(min_value=0, max_value=20_000),  # ms taken
        st.integers(min_value=0, max_value=6 * 86_400),  # seconds since the previous answer
    ),
    min_size=1, max_size=25,
)


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=HISTORY, retention=st.sampled_from([0.8, 0.9, 0.95]))
def test_rebuild_equals_incremental(store_url: str, history, retention: float) -> None:
    # Hypothesis runs every example on the same database: one new trainee per example.
    clock = Clock(T0)
    with open_store(store_url, clock=clock) as store:
        if not store.needs_first_instructor():
            boss = store.authenticate("boss", "password1")
        else:
            boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, f"chan{next(_NAMES)}")
        cohort = store.roster.cohorts(boss)[0]
        store.schedule.set_cohort_policy(boss, cohort.id, retention=retention,
                                         targets_ms={"table": 4000})
        session = store.practice.start_session(chan, "mixed", {})
        for kind, cell, correct, ms, gap in history:
            clock.now += timedelta(seconds=gap)
            store.practice.record_attempt(chan, _answer(session, kind, cell, correct, ms))
        incremental = _cards(store, chan)
        assert sum(c[3] for c in incremental) == len(history)
        assert store.schedule.rebuild(chan.user_id) == len(incremental)
        assert _cards(store, chan) == incremental
        store.schedule.rebuild()  # everyone: the same
        assert _cards(store, chan) == incremental


def test_card_is_written_in_the_attempts_transaction(store_url: str, monkeypatch) -> None:
    import trainer.store.schedule as sched

    clock = Clock(T0)
    with open_store(store_url, clock=clock) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan")
        session = store.practice.start_session(chan, "draw", {})
        store.practice.record_attempt(chan, _answer(session, "draw", "player:3", True, 900))
        (card,) = store.schedule.cards(chan, chan.user_id)
        assert card.reviews == 1 and card.last_review == T0

        def broken(*args: object, **kwargs: object) -> None:
            raise RuntimeError("disk full")

        monkeypatch.setattr(sched, "review_in", broken)
        with pytest.raises(RuntimeError):
            store.practice.record_attempt(chan, _answer(session, "draw", "player:3", True, 900))
        assert len(store.practice.attempts(chan, chan.user_id)) == 1  # rolled back together


def test_cohort_settings_change_the_schedule(store_url: str) -> None:
    clock = Clock(T0)
    with open_store(store_url, clock=clock) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan")
        cohort = store.roster.cohorts(boss)[0]
        assert store.schedule.policy(chan.user_id) == ReviewPolicy()
        session = store.practice.start_session(chan, "draw", {})
        # 2.5 s on a 3 s target: Good by default.
        store.practice.record_attempt(chan, _answer(session, "draw", "player:3", True, 2500))
        store.schedule.set_cohort_policy(boss, cohort.id, retention=0.8,
                                         targets_ms={"draw": 2000})
        policy = store.schedule.policy(chan.user_id)
        assert policy.retention == 0.8 and policy.target_ms("draw") == 2000
        (default_card,) = store.schedule.cards(chan, chan.user_id)
        assert default_card.due == review(None, Grade4.GOOD, T0, ReviewPolicy()).due
        # The rebuild applies the cohort's settings now: 2.5 s is Hard against 2 s.
        store.schedule.rebuild()
        (card,) = store.schedule.cards(chan, chan.user_id)
        assert card.due == review(None, Grade4.HARD, T0, policy).due
        with pytest.raises(Exception, match="instructor"):
            store.schedule.set_cohort_policy(chan, cohort.id, retention=0.7)


def test_cli_review_rebuild(tmp_path, capsys) -> None:
    db = tmp_path / "t.sqlite3"
    url = f"sqlite:///{db}"
    clock = Clock(T0)
    with open_store(url, clock=clock) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan")
        session = store.practice.start_session(chan, "draw", {})
        for cell in ("player:3", "player:4", "player:3"):
            clock.now += timedelta(hours=1)
            store.practice.record_attempt(chan, _answer(session, "draw", cell, True, 900))
        before = _cards(store, chan)
        store.schedule.rebuild(chan.user_id)
    assert cli_main(["review-rebuild", "--db", url]) == 0
    assert "Rebuilt 2 review card(s)" in capsys.readouterr().out
    with open_store(url, clock=clock) as store:
        assert _cards(store, store.authenticate("chan", "1234")) == before
    assert cli_main(["review-rebuild", "--db", f"sqlite:///{tmp_path / 'none.sqlite3'}"]) == 2


def test_cohort_schedule_settings_read_back_refused_whole(store_url: str) -> None:
    from trainer.errors import StoreError
    from trainer.store.schedule import CohortSchedule
    from trainer.today import GoalUnit

    with open_store(store_url, clock=Clock(T0)) as store:
        boss = store.create_first_instructor("boss", "Boss", "password1")
        chan = add_trainee(store, boss, "chan")
        cohort = store.roster.cohorts(boss)[0]
        school = store.schedule.cohort_schedule(boss, None)
        assert (school.retention, dict(school.targets_ms)) == (
            DEFAULT_RETENTION, dict(DEFAULT_TARGETS_MS))
        # The school's default reaches a cohort without its own settings.
        store.schedule.set_cohort_policy(boss, None, retention=0.8)
        assert store.schedule.cohort_schedule(boss, cohort.id).retention == 0.8
        mine = CohortSchedule(cohort.id, 0.85, {**DEFAULT_TARGETS_MS, "draw": 2500})
        store.schedule.set_cohort_schedule(boss, mine)
        assert store.schedule.cohort_schedule(boss, cohort.id) == mine
        assert store.schedule.policy(chan.user_id).target_ms("draw") == 2500
        assert store.schedule.cohort_schedule(boss, None).retention == 0.8
        # Out of range: refused with a code the UI words, and nothing of it stored.
        for bad, code in (
            (CohortSchedule(cohort.id, 0.98, {}), "retention_range"),
            (CohortSchedule(cohort.id, 0.69, {}), "retention_range"),
            (CohortSchedule(cohort.id, 0.9, {"call": 3000, "draw": 499}), "target_range"),
            (CohortSchedule(cohort.id, 0.9, {"draw": 120_001}), "target_range"),
        ):
            with pytest.raises(StoreError) as refused:
                store.schedule.set_cohort_schedule(boss, bad)
            assert refused.value.code == code
        assert store.schedule.cohort_schedule(boss, cohort.id) == mine
        with pytest.raises(Exception, match="instructor"):
            store.schedule.cohort_schedule(chan, cohort.id)
        # The daily goal's setter (the Today screen's) words its refusal the same way.
        with pytest.raises(StoreError) as refused:
            store.daily.set_cohort_goal(boss, cohort.id, GoalUnit.MINUTES, 0)
        assert (refused.value.code, refused.value.params["min"]) == ("goal_range", 1)
