"""Demo data: an instructor, cohorts and trainees with believable practice histories.

:func:`fill_demo_data` fills a database with trainees whose accuracy improves over about 60
days and who make the mistakes dealers really make (Banker 6 against a Player 6 or 7, Banker
3 against an 8, Banker 5 against a 4, commission rounding, Sam Kong levels next to each
other). Questions, answers and grades are built by the real drill generators and graders,
so every attempt is shaped exactly as practice records it. Attempts are written in chunks
through the store's :class:`~trainer.store.bulk.BulkImport` (one transaction per chunk):
200 trainees × 5,000 attempts load in minutes.

Sign in as ``demo-instructor`` / ``demo-password``; every demo trainee's PIN is ``1234``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from trainer.auth import Actor, hash_secret
from trainer.drills.answers import (
    Answer,
    CallAnswer,
    DoorCall,
    DrawAnswer,
    PayoutAnswer,
    SamKongDoorsAnswer,
    SamKongLevelAnswer,
    ShoeAnswer,
    Winner,
)
from trainer.drills.base import DrillOptions
from trainer.drills.cell import Cell
from trainer.drills.model import DrillKind, Level, Question
from trainer.drills.prompts import ShoeAnswerType, ShoePrompt
from trainer.drills.registry import expected_answer, generate_deal, verdict_for
from trainer.errors import AuthenticationFailed, TrainerError
from trainer.samkong.levels import LEVEL_COUNT
from trainer.store import Store, open_store
from trainer.store.bulk import (
    BulkAttempt,
    BulkSession,
)

DEMO_INSTRUCTOR = "demo-instructor"
DEMO_PASSWORD = "demo-password"
DEMO_PIN = "1234"
CHUNK = 10_000
"""Attempts per transaction."""

Progress = Callable[[int, int], None]
"""Called with (attempts written, attempts planned)."""

COHORTS: tuple[str, ...] = (
    "2025 春季班 A",
    "2025 Spring B",
    "夜班 Night intake",
    "三公專班 Sam Kong",
)
_SURNAMES = "陳李黃張何梁林吳劉鄭區馮郭蔡曾謝"
_GIVEN = (
    "大文",
    "小明",
    "美玲",
    "家欣",
    "志強",
    "嘉儀",
    "偉傑",
    "詠詩",
    "俊傑",
    "慧敏",
    "子軒",
    "浩然",
    "雅婷",
    "凱琳",
    "振華",
    "寶儀",
    "國豪",
    "曉彤",
    "明輝",
    "婉君",
)
_LATIN_FIRST = (
    "Maria",
    "João",
    "Ana",
    "Rui",
    "Carla",
    "Kelvin",
    "Sandy",
    "Ivan",
    "Joana",
    "Miguel",
    "Sofia",
    "Pedro",
)
_LATIN_LAST = ("Lopes", "Sousa", "Ferreira", "Costa", "Ng", "Ip", "Lam", "Leong", "Chan", "Ho")

# Drill mix of a typical trainee (weights), and the seconds a beginner takes per kind.
_KIND_MIX: tuple[tuple[DrillKind, float, float], ...] = (
    (DrillKind.DRAW, 0.34, 4.5),
    (DrillKind.CALL, 0.14, 6.0),
    (DrillKind.PAYOUT, 0.20, 9.0),
    (DrillKind.SAMKONG_LEVEL, 0.11, 5.0),
    (DrillKind.SAMKONG_DOORS, 0.08, 8.0),
    (DrillKind.SAMKONG_PAYOUT, 0.08, 10.0),
    (DrillKind.SHOE, 0.05, 6.0),
)
# Cells dealers get wrong far more often than the rest (times the base error rate).
_HARD_CELLS: dict[Cell, float] = {
    Cell.parse("banker:6:6"): 4.0,
    Cell.parse("banker:6:7"): 4.0,
    Cell.parse("banker:6:stood"): 3.0,
    Cell.parse("banker:3:8"): 4.0,
    Cell.parse("banker:5:4"): 3.5,
    Cell.parse("banker:4:1"): 2.5,
    Cell.parse("banker:4:8"): 2.0,
    Cell.parse("banker:5:3"): 2.0,
    Cell.parse("banker:3:9"): 2.0,
    Cell.parse("banker:5:stood"): 1.8,
    Cell.parse("player:5"): 1.5,
    Cell.parse("payout:banker:win"): 2.5,
    Cell.parse("samkong:payout:banker:win"): 2.0,
}


def _dumps(value: Any) -> str:
    """JSON text exactly as the store writes it."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class _Outcome:
    answer_json: str
    correct: bool
    reason: str
    article: str


@dataclass(frozen=True)
class _PoolItem:
    """One real question with its right answer and a typical wrong answer, as stored text."""

    kind: str
    cell: Cell
    seed: int
    question_json: str
    expected_json: str
    right: _Outcome
    wrong: _Outcome
    timeout: _Outcome
    difficulty: float


def _wrong_answer(question: Question, expected: Answer, rng: random.Random) -> Answer:
    """The mistake a trainee typically makes on this question."""
    if isinstance(expected, DrawAnswer):
        return DrawAnswer(not expected.draws)
    if isinstance(expected, CallAnswer):
        pick = rng.randrange(3)
        if pick == 0:
            return replace(expected, banker_total=(expected.banker_total + 1) % 10)
        if pick == 1:
            others = [w for w in Winner if w is not expected.winner]
            return replace(expected, winner=rng.choice(others))
        return replace(expected, natural=not expected.natural)
    if isinstance(expected, PayoutAnswer):
        if expected.commission is not None and expected.commission > 0:
            # Commission rounding: 5% worked out on the wrong amount, or rounded the wrong way.
            wrong_commission = (expected.commission + Decimal(1)).quantize(Decimal(1))
            return PayoutAnswer(expected.paid - Decimal(1), wrong_commission)
        if expected.paid > 0:
            return PayoutAnswer(expected.paid * Decimal("0.95"), Decimal(0))
        return PayoutAnswer(Decimal(rng.choice((5, 10, 50))))
    if isinstance(expected, SamKongLevelAnswer):
        step = rng.choice((-1, 1, 1, 2))
        ordinal = min(max(expected.ordinal + step, 1), LEVEL_COUNT)
        if ordinal == expected.ordinal:
            ordinal = expected.ordinal - 1 if expected.ordinal > 1 else 2
        return SamKongLevelAnswer(ordinal)
    if isinstance(expected, SamKongDoorsAnswer):
        results = list(expected.results)
        i = rng.randrange(len(results))
        results[i] = DoorCall.LOSE if results[i] is not DoorCall.LOSE else DoorCall.WIN
        return SamKongDoorsAnswer(tuple(results))
    if isinstance(expected, ShoeAnswer):
        prompt = question.prompt
        assert isinstance(prompt, ShoePrompt)
        value = expected.value
        if prompt.answer_type is ShoeAnswerType.YES_NO or isinstance(value, bool):
            return ShoeAnswer(not bool(value))
        if prompt.answer_type is ShoeAnswerType.CHOICE:
            choices = [c for c in prompt.choices if c != value] or ["none"]
            return ShoeAnswer(rng.choice(choices))
        if isinstance(value, int):
            return ShoeAnswer(value + rng.choice((-1, 1)))
        return ShoeAnswer(0)
    raise TypeError(f"no wrong answer for {type(expected).__name__}")  # pragma: no cover


def _outcome(question: Question, answer: Answer | None) -> _Outcome:
    if answer is None:
        verdict = verdict_for(question, expected_answer(question))
        return _Outcome("null", False, "timed_out", verdict.article.code)
    verdict = verdict_for(question, answer)
    return _Outcome(
        _dumps(answer.to_dict()), verdict.correct, verdict.reason.value, verdict.article.code
    )


def build_pool(seed: int, deals_per_kind: int = 160) -> dict[str, list[_PoolItem]]:
    """Real questions per drill kind (from the generators, graded by the graders)."""
    rng = random.Random(seed)
    pool: dict[str, list[_PoolItem]] = {}
    for kind, _weight, _secs in _KIND_MIX:
        items: list[_PoolItem] = []
        levels = (Level.ALL, Level.HARD) if kind is DrillKind.DRAW else (Level.ALL,)
        for level in levels:
            for _ in range(deals_per_kind):
                deal_seed = rng.randrange(2**31)
                try:
                    steps = generate_deal(kind, level, deal_seed, DrillOptions())
                except (TrainerError, ValueError, RuntimeError):
                    continue
                for q in steps:
                    expected = expected_answer(q)
                    wrong_answer = _wrong_answer(q, expected, rng)
                    wrong = _outcome(q, wrong_answer)
                    if wrong.correct:  # the "mistake" happens to be right too: skip it
                        continue
                    difficulty = _HARD_CELLS.get(q.cell, 1.0)
                    if kind is DrillKind.SAMKONG_LEVEL:
                        difficulty = 1.0 + 0.06 * abs(16 - q.cell.number(-1))
                    items.append(
                        _PoolItem(
                            kind=kind.value,
                            cell=q.cell,
                            seed=deal_seed,
                            question_json=_dumps(q.to_dict()),
                            expected_json=_dumps(expected.to_dict()),
                            right=_outcome(q, expected),
                            wrong=wrong,
                            timeout=_outcome(q, None),
                            difficulty=difficulty,
                        )
                    )
        pool[kind.value] = items
    return pool


@dataclass(frozen=True)
class _Learner:
    """How one trainee learns: error rate and speed at the start and after ~60 days."""

    start_error: float
    end_error: float
    tau_days: float
    start_speed: float
    end_speed: float
    diligence: float
    """Chance of practising on a given day."""
    first_day: int


def _learner(rng: random.Random, days: int) -> _Learner:
    return _Learner(
        start_error=rng.uniform(0.18, 0.40),
        end_error=rng.uniform(0.01, 0.09),
        tau_days=rng.uniform(12, 35),
        start_speed=rng.uniform(1.0, 1.6),
        end_speed=rng.uniform(0.45, 0.8),
        diligence=rng.uniform(0.45, 0.95),
        first_day=rng.randrange(0, max(1, days // 6)),
    )


@dataclass(frozen=True)
class DemoSummary:
    """What :func:`fill_demo_data` created."""

    instructor: str
    cohorts: tuple[str, ...]
    trainees: int
    attempts: int


def _instructor(store: Store) -> Actor:
    if store.needs_first_instructor():
        return store.create_first_instructor(
            DEMO_INSTRUCTOR, "Demo Instructor 示範導師", DEMO_PASSWORD
        )
    try:
        return store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    except AuthenticationFailed:
        raise TrainerError(
            "this database already has an instructor (a school's data): nothing was written. "
            "Demo data needs a database of its own: give --db a new one, e.g. "
            "sqlite:///demo.sqlite3, or one demo-data filled before (instructor "
            f"{DEMO_INSTRUCTOR!r})"
        ) from None


def _display_names(rng: random.Random, n: int) -> list[str]:
    """``n`` different names, four in five Chinese; a number is added only when every
    combination has been used."""
    names: list[str] = []
    seen: set[str] = set()
    while len(names) < n:
        name = ""
        for _attempt in range(20):
            if rng.random() < 0.8:
                name = rng.choice(_SURNAMES) + rng.choice(_GIVEN)
            else:
                name = f"{rng.choice(_LATIN_FIRST)} {rng.choice(_LATIN_LAST)}"
            if name not in seen:
                break
        if name in seen:
            name = f"{name} {len(names) + 1}"
        seen.add(name)
        names.append(name)
    return names


def fill_demo_data(
    store_url: str,
    trainees: int = 200,
    attempts: int = 5000,
    seed: int = 1,
    progress: Progress | None = None,
    *,
    days: int = 60,
    now: datetime | None = None,
) -> DemoSummary:
    """Fill the database at ``store_url`` with demo cohorts, trainees and their attempts.

    Parameters
    ----------
    store_url
        A SQLAlchemy URL (a new database is best; an existing one must not have other
        instructors unless ``demo-instructor`` is one of them).
    trainees, attempts
        How many trainees, and how many attempts each.
    seed
        Same seed, same data.
    progress
        Called with (attempts written, attempts planned) after every chunk.
    days
        How far back the practice goes (learning curves span it).
    now
        The end of the practice period (default: the current time).
    """
    if trainees < 0 or attempts < 0 or days < 1:
        raise ValueError("trainees and attempts must be >= 0 and days >= 1")
    rng = random.Random(seed)
    now = (now or datetime.now(UTC)).astimezone(UTC)
    start = (now - timedelta(days=days)).replace(hour=0, minute=0, second=0, microsecond=0)
    store = open_store(store_url)
    try:
        actor = _instructor(store)
        bulk = store.bulk
        existing = {c.name: c.id for c in store.roster.cohorts(actor, include_archived=True)}
        cohort_ids = [
            existing[name] if name in existing else store.roster.create_cohort(actor, name).id
            for name in COHORTS
        ]
        pool = build_pool(rng.randrange(2**31))
        secret_hash = hash_secret(DEMO_PIN)
        display = _display_names(rng, trainees)
        prefix = f"demo-s{seed}-t"
        people_by_cohort: dict[int, list[tuple[str, str]]] = {c: [] for c in cohort_ids}
        for i in range(trainees):
            people_by_cohort[cohort_ids[i % len(cohort_ids)]].append(
                (f"{prefix}{i + 1:04d}", display[i])
            )
        user_ids: list[int] = []
        for cohort_id, people in people_by_cohort.items():
            user_ids += bulk.add_trainees(actor, cohort_id, people, secret_hash, start)
        planned = trainees * attempts
        written = 0
        buffer: list[BulkAttempt] = []
        for user_id in user_ids:
            learner = _learner(rng, days)
            plan = _plan_user(rng, learner, user_id, attempts, days, start)
            session_ids = bulk.add_sessions(actor, [p[0] for p in plan])
            for (session, count), session_id in zip(plan, session_ids, strict=True):
                buffer += _attempts_for(rng, learner, pool, session, session_id, count, start)
                if len(buffer) >= CHUNK:
                    written += bulk.add_attempts(actor, buffer)
                    buffer = []
                    if progress is not None:
                        progress(written, planned)
        if buffer:
            written += bulk.add_attempts(actor, buffer)
        # Bulk attempts skip the per-answer review card update: the demo trainees' cards are
        # made from their attempts here (else Today showed nothing due after 5,000 answers).
        for user_id in user_ids:
            store.schedule.rebuild(user_id)
        if progress is not None:
            progress(written, planned)
        for user_id in user_ids:  # bulk writes skip the per-answer FSRS update: a demo
            store.schedule.rebuild(user_id)  # trainee's Today must show reviews due
        return DemoSummary(DEMO_INSTRUCTOR, COHORTS, len(user_ids), written)
    finally:
        store.close()


def _plan_user(
    rng: random.Random,
    learner: _Learner,
    user_id: int,
    attempts: int,
    days: int,
    start: datetime,
) -> list[tuple[BulkSession, int]]:
    """Sessions (one per practice day and drill kind) and how many attempts each holds."""
    practice_days = [
        d for d in range(learner.first_day, days) if rng.random() < learner.diligence
    ] or [days - 1]
    per_day = [rng.uniform(0.5, 1.5) for _ in practice_days]
    total = sum(per_day)
    counts = [int(attempts * w / total) for w in per_day]
    counts[-1] += attempts - sum(counts)
    kinds = [k for k, _w, _s in _KIND_MIX]
    weights = [w for _k, w, _s in _KIND_MIX]
    plan: list[tuple[BulkSession, int]] = []
    for day, n in zip(practice_days, counts, strict=True):
        if n <= 0:
            continue
        # Practice between 09:00 and 18:00 Macau time (01:00-10:00 UTC).
        t0 = start + timedelta(days=day, hours=rng.uniform(1, 8))
        split: dict[DrillKind, int] = {}
        for kind in rng.choices(kinds, weights, k=n):
            split[kind] = split.get(kind, 0) + 1
        t = t0
        for kind, k in split.items():
            plan.append((BulkSession(user_id, kind.value, t, t + timedelta(minutes=k / 6)), k))
            t += timedelta(minutes=k / 6 + 2)
    return plan


def _attempts_for(
    rng: random.Random,
    learner: _Learner,
    pool: dict[str, list[_PoolItem]],
    session: BulkSession,
    session_id: int,
    count: int,
    start: datetime,
) -> list[BulkAttempt]:
    items = pool[session.drill_kind]
    day = (session.started_at - start).total_seconds() / 86400
    progress = 1 - math.exp(-day / learner.tau_days)
    base_error = learner.start_error + (learner.end_error - learner.start_error) * progress
    speed = learner.start_speed + (learner.end_speed - learner.start_speed) * progress
    seconds = next(s for k, _w, s in _KIND_MIX if k.value == session.drill_kind)
    median_ms = seconds * 1000 * speed
    out: list[BulkAttempt] = []
    t = session.started_at
    for _ in range(count):
        item = items[rng.randrange(len(items))]
        p_wrong = min(0.9, base_error * item.difficulty)
        ms = int(median_ms * math.exp(rng.gauss(0, 0.45)) * (1.3 if item.difficulty > 1 else 1.0))
        if rng.random() < 0.004:
            outcome, ms = item.timeout, 30_000
        elif rng.random() < p_wrong:
            outcome = item.wrong
        else:
            outcome = item.right
        ms = max(300, min(ms, 30_000))
        shown = t
        t = t + timedelta(milliseconds=ms + 400)
        out.append(
            BulkAttempt(
                session_id=session_id,
                user_id=session.user_id,
                drill_kind=item.kind,
                cell=item.cell,
                question_json=item.question_json,
                answer_json=outcome.answer_json,
                expected_json=item.expected_json,
                correct=outcome.correct,
                ms_taken=ms,
                answered_at=t,
                reason=outcome.reason,
                article=outcome.article,
                seed=item.seed,
                shown_at=shown,
            )
        )
    return out


# ---- command line --------------------------------------------------------------------------


def _run(args: argparse.Namespace) -> int:
    def show(done: int, planned: int) -> None:
        print(f"\r{done:,} / {planned:,} attempts", end="", file=sys.stderr, flush=True)

    try:
        summary = fill_demo_data(
            args.db, trainees=args.trainees, attempts=args.attempts, seed=args.seed, progress=show
        )
    except TrainerError as e:
        print(f"\ndemo-data: {e}", file=sys.stderr)
        return 1
    print(file=sys.stderr)
    print(
        f"{summary.trainees} trainees, {summary.attempts:,} attempts in "
        f"{len(summary.cohorts)} cohorts; sign in as {DEMO_INSTRUCTOR} / {DEMO_PASSWORD} "
        f"(trainee PIN {DEMO_PIN})"
    )
    return 0


def add_demo_data_parser(subparsers: Any) -> None:
    """The ``demo-data`` subcommand (hooked into :data:`trainer.cli.SUBCOMMANDS`)."""
    parser = subparsers.add_parser(
        "demo-data",
        help="fill a database with demo trainees and practice",
        description="Fill a database with demo cohorts, trainees and realistic practice.",
    )
    parser.add_argument("--trainees", type=int, default=200, help="number of trainees")
    parser.add_argument("--attempts", type=int, default=5000, help="attempts per trainee")
    parser.add_argument("--seed", type=int, default=1, help="random seed (same seed, same data)")
    parser.add_argument("--db", required=True, help="database URL, e.g. sqlite:///demo.sqlite3")
    parser.set_defaults(handler=_run)
