"""Sign-in and accounts (issue 11, points 7 and 8): names compared by one Unicode key on
every backend, digits read as ASCII only, wrong secrets throttled in the database, argon2id
hashes with rehashing at sign-in."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import create_engine, select, text

import trainer.auth
import trainer.store.roster_signin as roster_module
import trainer.store.schema as store_schema
from tests.support.names_mixed import NAMES
from trainer.auth import Actor, KdfCost, Role, name_key
from trainer.errors import (
    AuthenticationFailed,
    PermissionDenied,
    ProctorRequired,
    SignInThrottled,
    StoreError,
)
from trainer.store import Store, open_store


class FakeClock:
    """The store's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def clocked(store_url: str, clock: FakeClock) -> Iterator[Store]:
    opened = open_store(store_url, lock_timeout=1.0, clock=clock)
    yield opened
    opened.close()


@pytest.fixture
def boss(clocked: Store) -> Actor:
    return clocked.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")


def variants(name: str) -> set[str]:
    """Case variants of ``name`` that fold to the same key (they must all sign in)."""
    candidates = {name, name.upper(), name.lower(), name.title(), name.swapcase(),
                  name.casefold(), f"  {name} "}
    return {v for v in candidates if name_key(v) == name_key(name)}


# ---- point 7: names ------------------------------------------------------------------------


def test_150_mixed_script_names_sign_in_in_any_case(clocked: Store, boss: Actor) -> None:
    """Every name of the list signs in with every case variant that folds equal; the count
    is the figure the issue asks for (150 of 150 on SQLite and PostgreSQL)."""
    assert len(NAMES) == 150
    users = {}
    for i, name in enumerate(NAMES):
        users[name] = clocked.roster.create_trainee(boss, name, name, None, f"{1000 + i}")
    signed_in = 0
    for i, name in enumerate(NAMES):
        ok = True
        for variant in variants(name):
            try:
                actor = clocked.authenticate(variant, f"{1000 + i}")
            except AuthenticationFailed:
                ok = False
                continue
            assert actor.user_id == users[name].id
        signed_in += ok
    print(f"\n[figure] {signed_in} of {len(NAMES)} names signed in ({clocked.backend})")
    assert signed_in == 150
    # A case variant of a taken name is the same name: refused.
    for name in NAMES:
        for variant in variants(name) - {name}:
            with pytest.raises(StoreError) as refused:
                clocked.roster.create_trainee(boss, variant, variant, None, "4321")
            assert refused.value.code == "name_taken"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Álvaro", "álvaro"),
        ("Ângela", "ÂNGELA"),
        ("ΣΟΦΙΑΣ", "σοφιας"),  # final sigma folds like sigma
        ("Straße", "STRASSE"),
        ("ＡＮＡ", "ana"),  # full-width Latin is the same name
        ("Ñuñez", "N\u0303un\u0303ez"),  # precomposed and combining accents
    ],
)
def test_names_that_fold_equal_are_one_name(
    clocked: Store, boss: Actor, first: str, second: str
) -> None:
    amy = clocked.roster.create_trainee(boss, first, first, None, "2468")
    with pytest.raises(StoreError) as refused:
        clocked.roster.create_trainee(boss, second, second, None, "1357")
    assert (refused.value.kind, refused.value.code) == ("duplicate", "name_taken")
    assert clocked.authenticate(second, "2468").user_id == amy.id


def test_the_first_instructor_with_an_accented_capital_signs_in(store_url: str) -> None:
    """'Ângela' as the first instructor used to lock the school out on SQLite."""
    with open_store(store_url) as store:
        angela = store.create_first_instructor("Ângela", "Ângela Sousa", "teacher-pass")
        for typed in ("Ângela", "ângela", "ÂNGELA"):
            assert store.authenticate(typed, "teacher-pass").user_id == angela.user_id


def test_cohort_names_that_fold_equal_are_one_cohort(clocked: Store, boss: Actor) -> None:
    turma = clocked.roster.create_cohort(boss, "Turma Á")
    with pytest.raises(StoreError) as refused:
        clocked.roster.create_cohort(boss, "TURMA á")
    assert refused.value.code == "cohort_taken"
    assert clocked.roster._db.read(  # found by its key, whatever the case
        lambda conn: clocked.roster._cohort_by_name(conn, "turma Á")
    ) == turma


@pytest.mark.parametrize("bad", ["ana\x00", "\ud800ana", "ana\udfff"])
def test_a_nul_or_lone_surrogate_in_a_name_is_refused_with_a_code(
    clocked: Store, boss: Actor, bad: str
) -> None:
    for call in (
        lambda: clocked.roster.create_trainee(boss, bad, "Ana", None, "1234"),
        lambda: clocked.roster.create_trainee(boss, "ana", bad, None, "1234"),
        lambda: clocked.roster.create_cohort(boss, bad),
        lambda: clocked.authenticate(bad, "1234"),
    ):
        with pytest.raises(StoreError) as refused:
            call()
        assert (refused.value.kind, refused.value.code) == ("invalid", "name_unstorable")
    # A surrogate in a secret: a refused PIN / password, never a crash.
    with pytest.raises(StoreError) as refused:
        clocked.roster.create_instructor(boss, "rui", "Rui", "pass\ud800word")
    assert refused.value.code == "password_rule"
    with pytest.raises(AuthenticationFailed):
        clocked.authenticate("mdeus", "teacher-pass\ud800")


def test_a_password_longer_than_any_kept_is_refused_and_never_hashed(
    clocked: Store, boss: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 10 MB staff password was accepted, hashed and checked at every sign-in."""
    huge = "x" * 10_000_000
    for make in (lambda: clocked.roster.create_instructor(boss, "rui", "Rui", huge),
                 lambda: clocked.roster.create_instructor(
                     boss, "rui", "Rui", "y" * (trainer.auth.MAX_PASSWORD + 1))):
        with pytest.raises(StoreError) as refused:
            make()
        assert (refused.value.code, refused.value.params) == (
            "password_long", {"max": trainer.auth.MAX_PASSWORD})
    longest = "z" * trainer.auth.MAX_PASSWORD
    clocked.roster.create_instructor(boss, "rui", "Rui", longest)
    assert clocked.authenticate("rui", longest).name == "rui"
    hashed: list[int] = []
    real = roster_module.verify_secret
    monkeypatch.setattr(roster_module, "verify_secret",
                        lambda typed, stored: hashed.append(len(typed)) or real(typed, stored))
    with pytest.raises(AuthenticationFailed):
        clocked.authenticate("rui", huge)
    assert hashed == []  # wrong without running argon2 over ten megabytes
    assert clocked.authenticate("rui", longest).name == "rui" and hashed == [len(longest)]


# ---- point 7: digits -------------------------------------------------------------------------


def test_full_width_pin_digits_are_ascii_digits(clocked: Store, boss: Actor) -> None:
    """An input method's full-width digits are the same PIN (as money fields read them)."""
    chan = clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "１２３４")
    assert clocked.authenticate("chan.tm", "1234").user_id == chan.id
    assert clocked.authenticate("chan.tm", "１２３４").user_id == chan.id
    clocked.roster.reset_secret(boss, chan.id, "５６７８")
    assert clocked.authenticate("chan.tm", "5678").user_id == chan.id


@pytest.mark.parametrize("pin", ["١٢٣٤", "۱۲۳۴", "१२३४", "߁߂߃߄", "๑๒๓๔"])
def test_other_scripts_digits_are_not_pin_digits(clocked: Store, boss: Actor, pin: str) -> None:
    """Only ASCII 0-9 count as digits: Arabic-Indic, Persian, Devanagari digits are refused
    (Python's isdigit and int accept them, which let "١٢٣٤" through as 1234)."""
    with pytest.raises(StoreError) as refused:
        clocked.roster.create_trainee(boss, "ana", "Ana", None, pin)
    assert refused.value.code == "pin_rule"
    ben = clocked.roster.create_trainee(boss, "ben", "Ben", None, "1234")
    with pytest.raises(AuthenticationFailed):
        clocked.authenticate("ben", pin)
    with pytest.raises(StoreError):
        clocked.roster.reset_secret(boss, ben.id, pin)


def test_ascii_digit_test_and_typed_folding() -> None:
    from trainer.auth import fold_typed, is_ascii_digits

    assert is_ascii_digits("0123456789")
    for typed in ("", "١٢٣٤", "12a", "1 2", "²", "-1", "１２"):
        assert not is_ascii_digits(typed), typed
    assert fold_typed("　１２３４　") == "1234"
    assert is_ascii_digits(fold_typed("１２"))


def test_money_is_read_from_ascii_digits_only() -> None:
    from trainer.errors import MoneyParseError
    from trainer.money import parse_money

    assert str(parse_money("１,２３５")) == "1235"
    for typed in ("١٢٣٤", "۱۲۳۴", "१२३४"):
        with pytest.raises(MoneyParseError):
            parse_money(typed)


# ---- point 8: throttling -------------------------------------------------------------------


def wrong(store: Store, name: str, times: int, secret: str = "0000") -> None:
    for _ in range(times):
        with pytest.raises(AuthenticationFailed) as refused:
            store.authenticate(name, secret)
        assert not isinstance(refused.value, SignInThrottled)


def test_five_wrong_pins_start_a_wait_that_doubles(
    clocked: Store, boss: Actor, clock: FakeClock
) -> None:
    chan = clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
    wrong(clocked, "chan.tm", 4)
    with pytest.raises(SignInThrottled) as fifth:
        clocked.authenticate("chan.tm", "0000")
    assert fifth.value.wait_s == 30
    # While the wait runs no try is checked, not even the right PIN.
    clock.advance(29)
    with pytest.raises(SignInThrottled) as early:
        clocked.authenticate("chan.tm", "2468")
    assert early.value.wait_s == 1
    clock.advance(1)
    with pytest.raises(SignInThrottled) as sixth:
        clocked.authenticate("chan.tm", "0000")
    assert sixth.value.wait_s == 60
    clock.advance(60)
    with pytest.raises(SignInThrottled) as seventh:
        clocked.authenticate("chan.tm", "0000")
    assert seventh.value.wait_s == 120
    clock.advance(120)
    assert clocked.authenticate("chan.tm", "2468").user_id == chan.id
    # A success starts the count again.
    wrong(clocked, "chan.tm", 4)


def test_the_wait_is_kept_in_the_database_across_restarts(
    store_url: str, clock: FakeClock
) -> None:
    with open_store(store_url, clock=clock) as first:
        boss = first.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        first.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
        wrong(first, "chan.tm", 4)
    with open_store(store_url, clock=clock) as second:  # another desk, or a restart
        with pytest.raises(SignInThrottled) as refused:
            second.authenticate("chan.tm", "0000")
        assert refused.value.wait_s == 30
    with open_store(store_url, clock=clock) as third, pytest.raises(SignInThrottled):
        third.authenticate("chan.tm", "2468")


def test_an_unknown_name_is_throttled_exactly_like_a_real_one(
    clocked: Store, boss: Actor, clock: FakeClock
) -> None:
    clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
    outcomes = {}
    for name in ("chan.tm", "nobody"):
        seen = []
        for _ in range(7):
            try:
                clocked.authenticate(name, "0000")
            except SignInThrottled as e:
                seen.append(("wait", e.wait_s, str(e)))
                clock.advance(e.wait_s)
            except AuthenticationFailed as e:
                seen.append(("failed", 0, str(e)))
        outcomes[name] = seen
    assert outcomes["chan.tm"] == outcomes["nobody"]
    # ...and only the name tried waits: another user signs in at once.
    assert clocked.authenticate("mdeus", "teacher-pass").user_id == boss.user_id


def test_the_wait_has_a_ceiling_and_an_instructor_can_lift_it(
    clocked: Store, boss: Actor, clock: FakeClock
) -> None:
    chan = clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
    waits = []
    for _ in range(12):
        try:
            clocked.authenticate("chan.tm", "0000")
        except SignInThrottled as e:
            waits.append(e.wait_s)
            clock.advance(e.wait_s)
        except AuthenticationFailed:
            pass
    assert waits == [30, 60, 120, 240, 480, 900, 900, 900]  # 15 min at most
    assert clocked.roster.locked_until(boss, chan.id) is None  # the last wait has run out
    with pytest.raises(SignInThrottled):
        clocked.authenticate("chan.tm", "0000")
    assert clocked.roster.locked_until(boss, chan.id) == clock.now + timedelta(seconds=900)
    amy = clocked.roster.create_trainee(boss, "amy", "Amy", None, "1357")
    with pytest.raises(PermissionDenied):  # a trainee cannot unlock anyone
        clocked.roster.unlock(clocked.authenticate("amy", "1357"), chan.id)
    assert amy.id != chan.id
    clocked.roster.unlock(boss, chan.id)
    assert clocked.roster.locked_until(boss, chan.id) is None
    assert clocked.authenticate("chan.tm", "2468").user_id == chan.id


def test_a_proctor_password_and_an_old_password_count_too(
    clocked: Store, boss: Actor, clock: FakeClock
) -> None:
    from trainer.drills import DrillKind, Level
    from trainer.exams.blueprint import Blueprint, SectionSpec

    cohort = clocked.roster.create_cohort(boss, "2026-A")
    clocked.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1357")
    exam = clocked.exams.create(
        boss, Blueprint("Check", (SectionSpec(DrillKind.DRAW, Level.ALL, 2, 50),), 50, 600,
                        cohort_ids=(cohort.id,))
    )
    amy = clocked.authenticate("amy", "1357")
    for _ in range(4):
        with pytest.raises(ProctorRequired):
            clocked.exams.start_sitting(amy, exam.id, "mdeus", "wrong-pass")
    with pytest.raises(SignInThrottled) as refused:
        clocked.exams.start_sitting(amy, exam.id, "mdeus", "wrong-pass")
    assert refused.value.wait_s == 30
    clock.advance(30)
    boss = clocked.authenticate("mdeus", "teacher-pass")  # the right one, after the wait
    for _ in range(4):
        with pytest.raises(AuthenticationFailed):
            clocked.roster.change_own_secret(boss, "wrong-pass", "new-password")
    with pytest.raises(SignInThrottled):
        clocked.roster.change_own_secret(boss, "wrong-pass", "new-password")
    with pytest.raises(SignInThrottled):
        clocked.authenticate("mdeus", "teacher-pass")


# ---- attack finding 4: tries made at once ----------------------------------------------------

BURST = 16


def _burst(
    store_url: str,
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
    attempt: Callable[[Store, int], object],
) -> tuple[int, list[str]]:
    """Run ``attempt(store, i)`` on :data:`BURST` threads at once, each with its own store
    (its own connections, as separate desks or processes have), released by a barrier.

    Every secret check is held until every thread has either reached its own check or
    finished without one: so no try's outcome can be written before all the others have
    looked at the count, which is the race the attacker won with 24 processes. Returns how
    many secrets were checked and each thread's outcome.
    """
    real_verify = roster_module.verify_secret
    gate = threading.Condition()
    arrived = 0
    finished_unchecked = 0
    local = threading.local()

    def gated_verify(secret: str, stored: str | None) -> bool:
        nonlocal arrived
        local.checked = True
        with gate:
            arrived += 1
            gate.notify_all()
            assert gate.wait_for(lambda: arrived + finished_unchecked == BURST, timeout=60)
        return real_verify(secret, stored)

    monkeypatch.setattr(roster_module, "verify_secret", gated_verify)
    stores = [open_store(store_url, clock=clock, lock_timeout=30.0) for _ in range(BURST)]
    barrier = threading.Barrier(BURST)

    def run(i: int) -> str:
        nonlocal finished_unchecked
        local.checked = False
        barrier.wait(timeout=60)
        try:
            attempt(stores[i], i)
            outcome = "signed in"
        except SignInThrottled:
            outcome = "throttled"
        except AuthenticationFailed:
            outcome = "wrong"
        finally:
            if not local.checked:
                with gate:
                    finished_unchecked += 1
                    gate.notify_all()
        return outcome

    try:
        with ThreadPoolExecutor(max_workers=BURST) as pool:
            outcomes = list(pool.map(run, range(BURST)))
    finally:
        for opened in stores:
            opened.close()
    return arrived, outcomes


def _throttle_row(store: Store, key: str) -> tuple[int, datetime | None]:
    t = store_schema.sign_in_throttle
    row = store.roster._db.read(
        lambda conn: conn.execute(
            select(t.c.failures, t.c.locked_until).where(t.c.name_key == key)
        ).one()
    )
    return int(row.failures), row.locked_until


@pytest.mark.parametrize("what", ["sign-in", "old password"])
def test_a_burst_of_tries_at_once_checks_no_more_than_five(
    clocked: Store, boss: Actor, clock: FakeClock, store_url: str,
    monkeypatch: pytest.MonkeyPatch, what: str,
) -> None:
    """Attack finding 4: 24 processes trying one name at once all had their secret checked
    (the count was read before the hash and written after). Each try is now counted before
    its check: the 1st-4th wrong tries are free, the 5th starts the 30 s wait, and every try
    that finds the wait running is refused unchecked (roster docstring; design of issue 11
    point 8) - so a burst of 16 checks 5 secrets, not 16."""
    clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
    if what == "sign-in":
        def attempt(store: Store, i: int) -> object:
            return store.authenticate("chan.tm", f"{9000 + i:04d}")
        key, right = "chan.tm", "2468"
    else:
        def attempt(store: Store, i: int) -> object:
            store.roster.change_own_secret(boss, f"wrong-{i:02d}", "new-password")
            return None
        key, right = "mdeus", "teacher-pass"
    checked, outcomes = _burst(store_url, clock, monkeypatch, attempt)
    assert checked == 5
    assert outcomes.count("wrong") == 4
    assert outcomes.count("throttled") == BURST - 4
    assert _throttle_row(clocked, key) == (5, clock.now + timedelta(seconds=30))
    with pytest.raises(SignInThrottled) as refused:  # the right secret waits too
        clocked.authenticate(key, right)
    assert refused.value.wait_s == 30


def test_a_burst_with_the_right_pin_signs_in_at_most_once_and_only_among_the_first_five(
    clocked: Store, boss: Actor, clock: FakeClock, store_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The attacker's burst.py: the right PIN is one of many tried at once. It is checked
    only if its try is among the first five reserved; every try counts before its check."""
    clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
    pins = [f"{9000 + i:04d}" for i in range(BURST - 1)] + ["2468"]
    checked, outcomes = _burst(
        store_url, clock, monkeypatch, lambda store, i: store.authenticate("chan.tm", pins[i])
    )
    assert checked == 5
    assert outcomes.count("throttled") >= BURST - 5
    assert outcomes.count("signed in") <= 1
    if outcomes[-1] != "signed in":  # the right PIN came too late: it was never checked
        assert outcomes[-1] == "throttled"
        with pytest.raises(SignInThrottled):
            clocked.authenticate("chan.tm", "2468")


# ---- attack finding 8: the only instructor locked out --------------------------------------


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    from trainer.cli import main

    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_command_line_unlocks_the_only_instructor(
    store_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Attack finding 8: a trainee typed the only instructor's name with wrong passwords
    five times; the instructor had to wait, and no one could unlock them. ``python -m
    trainer unlock --db URL NAME`` lifts the wait (exit 0) and says what it did. The store's
    clock is set in 2100 so the wait is still running when the command (on the real clock)
    looks at it."""
    clock = FakeClock()
    clock.now = datetime(2100, 1, 1, 9, 0, tzinfo=UTC)
    with open_store(store_url, clock=clock) as store:
        boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        store.roster.create_trainee(boss, "amy", "Amy", None, "1357")
        wrong(store, "mdeus", 4, "guess-pass")
        with pytest.raises(SignInThrottled):
            store.authenticate("mdeus", "guess-pass")
        with pytest.raises(SignInThrottled):
            store.authenticate("mdeus", "teacher-pass")
        status, out, err = _cli(capsys, "unlock", "--db", store_url, "MDeus")
        assert (status, err) == (0, "")
        assert out.startswith("Unlocked mdeus (instructor) in ")
        assert "5 wrong tries" in out and "can sign in now" in out
        assert "@" not in out.split(" in ", 1)[1]  # the location never shows a password
        assert store.authenticate("mdeus", "teacher-pass").user_id == boss.user_id
        # Nothing to lift: still a success, worded as such; the URL may come from the
        # environment as for the app.
        monkeypatch.setenv("DEALER_TRAINER_DB", store_url)
        status, out, err = _cli(capsys, "unlock", "mdeus")
        assert (status, err) == (0, "")
        assert out.startswith("mdeus (instructor) in ") and "was not locked" in out
        # An unknown name: one line on stderr, status 2, nothing changed.
        status, out, err = _cli(capsys, "unlock", "--db", store_url, "nobody")
        assert (status, out) == (2, "")
        assert err == "python -m trainer: error: there is no user 'nobody'\n"


def test_the_unlock_command_never_creates_a_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-such.sqlite3"
    status, out, err = _cli(capsys, "unlock", "--db", f"sqlite:///{missing}", "mdeus")
    assert (status, out) == (2, "")
    assert err.startswith("python -m trainer: error: there is no database at ")
    assert err.count("\n") == 1
    assert not missing.exists()
    status, out, err = _cli(capsys, "unlock", "--db", f"sqlite:///{missing}")
    assert status == 2 and "NAME" in err


@pytest.mark.slow
def test_10000_pin_guesses_take_months_of_the_clock(
    clocked: Store, boss: Actor, clock: FakeClock
) -> None:
    """The figure of issue 11 point 8: an attacker trying every 4-digit PIN through the
    store, each as soon as the wait allows. Without throttling this took about 7 minutes
    of hashing; the waits alone now add up to more than 100 days.

    All 10,000 on SQLite (about 100 s); the first 300 on PostgreSQL, where the same code
    runs against another database (the sum checked the same way).
    """
    guesses = 10_000 if clocked.backend == "sqlite" else 300
    chan = clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, f"{guesses - 1:04d}")
    start = clock.now
    signed_in = None
    for guess in range(guesses):
        try:
            signed_in = clocked.authenticate("chan.tm", f"{guess:04d}")
        except SignInThrottled as e:  # this wrong guess started a wait: sit it out exactly
            clock.advance(e.wait_s)
        except AuthenticationFailed:
            pass
    assert signed_in is not None and signed_in.user_id == chan.id  # every guess was checked
    seconds = (clock.now - start).total_seconds()
    # Independently: after the k-th wrong guess (k >= 5) the wait is min(30 * 2**(k-5), 900)
    # (30 s doubling, 15 min at most); the last guess is right.
    expected = sum(min(30 * 2 ** (k - 5), 900) for k in range(5, guesses))
    print(f"\n[figure] {guesses:,} PIN guesses need {seconds:,.0f} s "
          f"({seconds / 86400:.1f} days) of the store's clock ({clocked.backend})")
    assert seconds == expected
    if guesses == 10_000:
        assert seconds == 8_991_930  # 104 days


# ---- point 8: hashes -------------------------------------------------------------------------


def test_hashes_are_argon2id_and_rehashed_when_the_cost_changes(
    clocked: Store, boss: Actor, store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")

    def stored() -> str:
        engine = create_engine(store_url)
        try:
            with engine.connect() as conn:
                return str(conn.execute(
                    text("SELECT secret_hash FROM users WHERE name = 'chan.tm'")).scalar_one())
        finally:
            engine.dispose()

    before = stored()
    assert before.startswith("$argon2id$v=19$m=64,t=1,p=1$")
    monkeypatch.setattr(trainer.auth, "KDF", KdfCost(time_cost=2, memory_kib=128, parallelism=1))
    assert trainer.auth.needs_rehash(before)
    clocked.authenticate("chan.tm", "2468")
    after = stored()
    assert after.startswith("$argon2id$v=19$m=128,t=2,p=1$")
    assert not trainer.auth.needs_rehash(after)
    clocked.authenticate("chan.tm", "2468")
    assert stored() == after  # not rehashed again
    # A wrong PIN never rehashes.
    monkeypatch.setattr(trainer.auth, "KDF", KdfCost(time_cost=1, memory_kib=64, parallelism=1))
    with pytest.raises(AuthenticationFailed):
        clocked.authenticate("chan.tm", "0000")
    assert stored() == after


def test_an_old_scrypt_hash_verifies_and_is_rehashed_at_sign_in(
    clocked: Store, boss: Actor, store_url: str
) -> None:
    import base64
    import hashlib

    salt = b"0123456789abcdef"
    digest = hashlib.scrypt(b"2468", salt=salt, n=2**14, r=8, p=1, dklen=32, maxmem=2**26)
    old = "$".join(["scrypt", "16384", "8", "1", base64.b64encode(salt).decode(),
                    base64.b64encode(digest).decode()])
    chan = clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "1111")
    engine = create_engine(store_url)
    try:
        with engine.begin() as conn:
            conn.execute(text("UPDATE users SET secret_hash = :h WHERE id = :i"),
                         {"h": old, "i": chan.id})
        assert clocked.authenticate("chan.tm", "2468").user_id == chan.id
        with engine.connect() as conn:
            now = conn.execute(text("SELECT secret_hash FROM users WHERE id = :i"),
                               {"i": chan.id}).scalar_one()
    finally:
        engine.dispose()
    assert now.startswith("$argon2id$")
    assert clocked.authenticate("chan.tm", "2468").user_id == chan.id


def test_the_check_credentials_of_a_deactivated_user_fail(clocked: Store, boss: Actor) -> None:
    chan = clocked.roster.create_trainee(boss, "chan.tm", "Chan", None, "2468")
    clocked.roster.deactivate(boss, chan.id)
    with pytest.raises(AuthenticationFailed):
        clocked.authenticate("chan.tm", "2468")
    assert Role.TRAINEE is chan.role


REMOTE_VARIANT = True
