"""Attack (review 5b): every odd table an instructor can save in Settings (the review-b list:
odd chips, cents, 14 seats, box, no-commission, ...) plus colour-for-colour payouts and the
art. 12 tie options, as an exam's Table section through the store: the blueprint is stored
and read back, a sitting deals the section (every step committed), a sitting killed half way
resumes at the same coup and step and is dealt to the end, sealed."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from tests.unit.test_exams_store import PROCTOR
from tests.unit.test_table_odd_profiles import ODD
from trainer.baccarat.table import ChipPayout, TableRules, TieBets
from trainer.exams.outcome import ExamStatus
from trainer.exams.seal import SealStatus
from trainer.store import Store, open_store

TABLES = [
    *ODD,
    dataclasses.replace(ODD[0], name="HK$25 chips, colour for colour, art. 12 change",
                        chip_payout=ChipPayout.COLOUR_FOR_COLOUR, tie_bets=TieBets.CHANGE),
    dataclasses.replace(ODD[8], name="14 seats, box, increase only",
                        tie_bets=TieBets.INCREASE_ONLY, chip_payout=ChipPayout.COLOUR_FOR_COLOUR),
]


@pytest.fixture
def clock_store(store_url: str) -> Iterator[tuple[WallClock, Store]]:
    clock = WallClock()
    store = open_store(store_url, lock_timeout=1.0, clock=clock)
    yield clock, store
    store.close()


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.name)
def test_an_odd_school_table_is_an_exam_table_section(
    clock_store: tuple[WallClock, Store], table: TableRules
) -> None:
    clock, store = clock_store
    boss = store.create_first_instructor("mdeus", "Maria Deus", *PROCTOR[1:])
    cohort = store.roster.create_cohort(boss, "2024-A")
    store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234")
    bp = with_table((cohort.id,), profile=table, coups=6)
    exam = store.exams.create(boss, bp)
    assert store.exams.exam(boss, exam.id).blueprint == bp
    amy = store.authenticate("amy", "1234")
    session = store.exams.start_sitting(amy, exam.id, *PROCTOR)
    answer_questions(session)
    deal(session, clock, steps=40, wrong_every=5)
    before = session.table
    assert before is not None and not before.finished
    state = before.state()
    del session  # killed
    resumed = store.exams.resume_sitting(amy, *PROCTOR)
    table_now = resumed.next_table()
    assert table_now is not None and table_now.state() == state
    deal(resumed, clock)
    assert resumed.status is ExamStatus.FINISHED
    (score,) = resumed.outcome().tables
    assert score.coups == 6 and score.complete
    review = store.exams.review(store.authenticate(*PROCTOR), resumed.sitting_id or 0)
    assert review.seal.status is SealStatus.OK
