"""Practice sealed per session and chained per trainee (issue 16 point 8), on SQLite and
PostgreSQL: an edited, deleted or slipped-in attempt and a deleted session are flagged when an
instructor checks; an untouched shoe of Table steps, drill answers and a killed-and-resumed
session are not; a trainee without a practice key yet is "not sealed", never "tampered"; PIN
changes keep the key."""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import delete, insert, select, update

from trainer.auth import Actor
from trainer.baccarat.settlement import Bet, BetKind
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.store import DB_FILENAME, NewAttempt, NewShoe, ShoeAction, Store, open_store
from trainer.store import schema as s
from trainer.store.practice_seal import Finding, PracticeCheck, PracticeSeal
from trainer.table import TableSettings
from trainer.table.record import args_to_json, settings_to_json

V1_FILE = Path(__file__).resolve().parent.parent / "fixtures" / "dealer-trainer-v1.sqlite3"
BOSS = ("mdeus", "teacher-pass")
PIN = "2468"


@dataclass
class Desks:
    """Two desks on one database: the trainee's and the instructor's."""

    url: str
    trainee_desk: Store
    boss_desk: Store
    boss: Actor
    amy: Actor

    def check(self) -> PracticeCheck:
        checked = self.boss_desk.practice.check_seals(self.boss, self.amy.user_id)
        assert checked is not None
        return checked

    def sql(self, statement: object) -> None:
        """An edit made outside the app (a SQL client on the database)."""
        with self.boss_desk._db.engine.begin() as conn:  # type: ignore[attr-defined]
            conn.execute(statement)


@pytest.fixture
def desks(store_url: str) -> Iterator[Desks]:
    boss_desk = open_store(store_url, lock_timeout=1.0)
    boss = boss_desk.create_first_instructor(BOSS[0], "Maria Deus", BOSS[1])
    boss_desk.roster.create_trainee(boss, "amy", "陳美美", None, PIN)
    trainee_desk = open_store(store_url, lock_timeout=1.0)
    amy = trainee_desk.authenticate("amy", PIN)
    yield Desks(store_url, trainee_desk, boss_desk, boss, amy)
    trainee_desk.close()
    boss_desk.close()


def answer(session_id: int, n: int, *, correct: bool = True) -> NewAttempt:
    return NewAttempt(session_id=session_id, drill_kind="draw",
                      question={"player": [1, n % 10], "banker": [2, 3]}, answer="draw",
                      correct=correct, ms_taken=900 + n, cell=f"banker:{n % 8}:4", seed=n,
                      expected="draw", attempt_uid=str(uuid.uuid4()))


def drill_session(store: Store, amy: Actor, answers: int) -> tuple[int, list[int]]:
    session = store.practice.start_session(amy, "draw", {})
    ids = [store.practice.record_attempt(amy, answer(session, n, correct=n % 3 > 0))
           for n in range(1, answers + 1)]
    return session, ids


PROFILE = DEFAULT_PROFILES["commission-box-2000"]


def table_step(session_id: int, n: int) -> tuple[NewAttempt, ShoeAction]:
    attempt = NewAttempt(session_id=session_id, drill_kind="table",
                         question={"coup": 1 + n // 4, "step": n}, answer="pay", correct=True,
                         ms_taken=1500, cell="step:pay", seed=7, expected="pay",
                         attempt_uid=str(uuid.uuid4()))
    bet = Bet(BetKind.BANKER, Decimal("3630.50"), 1 + n % 7)
    return attempt, ShoeAction(n, "pay", args_to_json((bet, ((Decimal("1000"), 3),))), n * 1.5)


def verdicts(checked: PracticeCheck) -> list[PracticeSeal]:
    return [v.seal for _, v in sorted(checked.sessions.items())]


def test_untouched_drills_and_a_shoe_of_table_steps_are_sealed(desks: Desks) -> None:
    first, _ = drill_session(desks.trainee_desk, desks.amy, 5)
    shoes = desks.trainee_desk.table_shoes
    session_id, shoe_id = shoes.start(desks.amy, "table", {}, NewShoe(
        7, PROFILE.to_dict(), settings_to_json(TableSettings(max_coups=3)), "coup_by_coup",
        1234.5))
    for n in range(1, 31):
        shoes.record_step(desks.amy, shoe_id, *table_step(session_id, n))
    third, _ = drill_session(desks.trainee_desk, desks.amy, 0)  # a session with no answers
    checked = desks.check()
    assert sorted(checked.sessions) == [first, session_id, third]
    assert verdicts(checked) == [PracticeSeal.SEALED] * 3
    assert checked.tampered == () and checked.sealed == 3


def test_an_edited_attempt_is_flagged(desks: Desks) -> None:
    session, ids = drill_session(desks.trainee_desk, desks.amy, 4)
    assert desks.check().tampered == ()
    wrong = [a.id for a in desks.trainee_desk.practice.attempts(
        desks.amy, desks.amy.user_id, session_id=session) if not a.correct]
    assert wrong == [ids[2]]
    desks.sql(update(s.attempts).where(s.attempts.c.id == ids[2]).values(correct=True))
    verdict = desks.check().sessions[session]
    assert verdict.seal is PracticeSeal.TAMPERED
    assert verdict.findings == (Finding.ATTEMPT_EDITED,)
    assert verdict.first_bad_attempt == ids[2]


def test_a_deleted_attempt_in_the_middle_or_at_the_end_is_flagged(desks: Desks) -> None:
    middle, ids = drill_session(desks.trainee_desk, desks.amy, 4)
    end, end_ids = drill_session(desks.trainee_desk, desks.amy, 3)
    desks.sql(delete(s.attempts).where(s.attempts.c.id == ids[1]))
    desks.sql(delete(s.attempts).where(s.attempts.c.id == end_ids[-1]))
    checked = desks.check()
    # The next attempt's link fails, and the chain is one short of its head.
    assert checked.sessions[middle].findings == (Finding.ATTEMPT_EDITED,
                                                 Finding.ATTEMPTS_REMOVED)
    assert checked.sessions[middle].first_bad_attempt == ids[2]
    assert checked.sessions[end].findings == (Finding.ATTEMPTS_REMOVED,)
    assert checked.tampered == (middle, end)


def test_a_deleted_session_shows_as_a_gap(desks: Desks) -> None:
    first, _ = drill_session(desks.trainee_desk, desks.amy, 2)
    gone, _ = drill_session(desks.trainee_desk, desks.amy, 3)
    after, _ = drill_session(desks.trainee_desk, desks.amy, 2)
    desks.sql(delete(s.attempts).where(s.attempts.c.session_id == gone))
    desks.sql(delete(s.practice_sessions).where(s.practice_sessions.c.id == gone))
    checked = desks.check()
    assert checked.sessions[first].seal is PracticeSeal.SEALED
    assert gone not in checked.sessions
    assert checked.sessions[after].findings == (Finding.SESSION_REMOVED,)
    # Clearing the link by hand breaks the session's own seal instead.
    desks.sql(update(s.practice_sessions).where(s.practice_sessions.c.id == after)
              .values(seal_prev=None))
    assert Finding.SESSION_EDITED in desks.check().sessions[after].findings


def test_a_slipped_in_attempt_is_flagged(desks: Desks) -> None:
    session, ids = drill_session(desks.trainee_desk, desks.amy, 3)
    other, _ = drill_session(desks.trainee_desk, desks.amy, 2)
    with desks.boss_desk._db.engine.begin() as conn:  # type: ignore[attr-defined]
        row = dict(conn.execute(select(s.attempts).where(s.attempts.c.id == ids[0]))
                   .one()._mapping)
    row.pop("id")
    # An unsealed copy at the end of one session, a sealed copy (seal and all) in another.
    desks.sql(insert(s.attempts).values({**row, "attempt_uid": None, "seal_mac": None}))
    desks.sql(insert(s.attempts).values({**row, "attempt_uid": None, "session_id": other}))
    checked = desks.check()
    assert checked.sessions[session].findings == (Finding.ATTEMPT_SLIPPED_IN,)
    assert Finding.ATTEMPT_EDITED in checked.sessions[other].findings
    assert checked.tampered == (session, other)


def test_a_killed_and_resumed_shoe_stays_sealed(desks: Desks) -> None:
    shoes = desks.trainee_desk.table_shoes
    session_id, shoe_id = shoes.start(desks.amy, "table", {}, NewShoe(
        7, PROFILE.to_dict(), settings_to_json(TableSettings()), "coup_by_coup", 10.0))
    for n in range(1, 6):
        shoes.record_step(desks.amy, shoe_id, *table_step(session_id, n))
    desks.trainee_desk.close()  # the app is killed mid-shoe; a new one signs in and resumes
    desks.trainee_desk = again = open_store(desks.url, lock_timeout=1.0)
    amy = again.authenticate("amy", PIN)
    kept = again.table_shoes.unfinished(amy)
    assert kept is not None and kept.session_id == session_id
    for n in range(6, 11):
        again.table_shoes.record_step(amy, shoe_id, *table_step(session_id, n))
    later, _ = drill_session(again, amy, 2)
    checked = desks.check()
    assert verdicts(checked) == [PracticeSeal.SEALED, PracticeSeal.SEALED]
    assert checked.sessions[later].seal is PracticeSeal.SEALED


def test_without_a_practice_key_practice_is_not_sealed_never_tampered(desks: Desks) -> None:
    """A trainee whose key was never wrapped (made before v16) practises "not sealed yet"
    until an instructor resets their PIN; then their sessions are sealed and chained."""
    desks.sql(delete(s.practice_key_wraps))
    bo = desks.trainee_desk.authenticate("amy", PIN)
    before, _ = drill_session(desks.trainee_desk, bo, 3)
    checked = desks.check()
    assert checked.sessions[before].seal is PracticeSeal.NOT_SEALED
    assert checked.tampered == () and checked.not_sealed == 1
    desks.boss_desk.roster.reset_secret(desks.boss, bo.user_id, "1357")
    bo = desks.trainee_desk.authenticate("amy", "1357")
    after, _ = drill_session(desks.trainee_desk, bo, 3)
    assert [v.seal for v in desks.check().sessions.values()] == [
        PracticeSeal.NOT_SEALED, PracticeSeal.SEALED]
    assert desks.check().sessions[after].seal is PracticeSeal.SEALED


def test_pin_changes_keep_the_practice_key(desks: Desks) -> None:
    drill_session(desks.trainee_desk, desks.amy, 2)
    desks.trainee_desk.roster.change_own_secret(desks.amy, PIN, "9753")
    amy = desks.trainee_desk.authenticate("amy", "9753")
    drill_session(desks.trainee_desk, amy, 2)
    desks.boss_desk.roster.reset_secret(desks.boss, amy.user_id, "8642")
    amy = desks.trainee_desk.authenticate("amy", "8642")
    drill_session(desks.trainee_desk, amy, 2)
    assert verdicts(desks.check()) == [PracticeSeal.SEALED] * 3
    # A PIN reset by an instructor who does not hold the school key drops the copy (the new
    # PIN would not open it): the trainee's next sessions are "not sealed", not tampered.
    desks.boss_desk.sign_out(desks.boss)
    desks.boss_desk.roster.reset_secret(desks.boss, amy.user_id, "1111")
    amy = desks.trainee_desk.authenticate("amy", "1111")
    assert desks.trainee_desk.seal.practice_key(amy.user_id) is None
    drill_session(desks.trainee_desk, amy, 2)
    desks.boss = desks.boss_desk.authenticate(*BOSS)
    assert verdicts(desks.check()) == [PracticeSeal.SEALED] * 3 + [PracticeSeal.NOT_SEALED]


def test_a_trainee_or_an_instructor_without_the_key_checks_nothing(desks: Desks) -> None:
    drill_session(desks.trainee_desk, desks.amy, 1)
    desks.boss_desk.sign_out(desks.boss)
    assert desks.boss_desk.practice.check_seals(desks.boss, desks.amy.user_id) is None


def test_an_upgraded_database_keeps_old_practice_not_sealed(tmp_path: Path) -> None:
    """The v16 step: practice stored before it is "not sealed" (never tampered); a trainee
    made before it practises unsealed until an instructor holding the key resets their PIN,
    and from then on their sessions are sealed and chained."""
    copy = tmp_path / DB_FILENAME
    shutil.copyfile(V1_FILE, copy)
    with open_store(data_dir=copy.parent) as store:
        boss = store.authenticate("mdeus", "teacher-2024")
        chan = store.roster.user(boss, next(
            u.id for u in store.roster.trainees(boss) if u.name == "chan.tm"))
        old = store.practice.check_seals(boss, chan.id)
        assert old is not None and old.sessions and old.tampered == ()
        assert old.not_sealed == len(old.sessions)
        trainee = store.authenticate("chan.tm", "1234")
        assert store.seal.practice_key(trainee.user_id) is None  # no copy yet
        drill_session(store, trainee, 2)
        boss = store.authenticate("mdeus", "teacher-2024")
        store.roster.reset_secret(boss, chan.id, "5555")
        trainee = store.authenticate("chan.tm", "5555")
        sealed, _ = drill_session(store, trainee, 2)
        boss = store.authenticate("mdeus", "teacher-2024")
        checked = store.practice.check_seals(boss, chan.id)
        assert checked is not None and checked.tampered == ()
        assert checked.sessions[sealed].seal is PracticeSeal.SEALED
        assert checked.not_sealed == len(old.sessions) + 1


def test_trainees_imported_from_a_roster_csv_practise_sealed(desks: Desks) -> None:
    report = desks.boss_desk.roster.import_roster_csv(
        desks.boss, "name,cohort,pin\nben,,5577\nceci,,６６８８\n", workers=2)
    assert [u.name for u in report.created] == ["ben", "ceci"]
    for name, pin in (("ben", "5577"), ("ceci", "6688")):  # full-width digits fold
        who = desks.trainee_desk.authenticate(name, pin)
        assert desks.trainee_desk.seal.practice_key(who.user_id) is not None
        session, _ = drill_session(desks.trainee_desk, who, 2)
        checked = desks.boss_desk.practice.check_seals(desks.boss, who.user_id)
        assert checked is not None
        assert checked.sessions[session].seal is PracticeSeal.SEALED
