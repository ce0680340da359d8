"""Wraps of keys by a PIN or password cost as much as the argon2id hash of that secret: each
new wrap is argon2id at :data:`trainer.auth.KDF` (the hash's own cost), and a copy wrapped
before with scrypt (37 ms a guess against 115 ms for the hash, offline) is rewrapped at its
next unlock, on SQLite and PostgreSQL. tests/bench/kdf.py prints the two costs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import select

import trainer.auth
from tests.support.exam_kill_worker import WallClock
from trainer.errors import AuthenticationFailed
from trainer.exams import seal
from trainer.store import Store, open_store
from trainer.store import schema as s

PASSWORD = "teacher-pass"


def cost_params(params: str) -> list[str]:
    return params.split("$")[:4]


def expected() -> list[str]:
    cost = trainer.auth.KDF
    return ["argon2id", str(cost.time_cost), str(cost.memory_kib), str(cost.parallelism)]


def test_a_new_wrap_is_argon2id_at_the_hash_cost() -> None:
    key = seal.new_seal_key()
    wrapped = key.wrap(seal.prepare_wrap(PASSWORD))
    assert cost_params(wrapped.params) == expected()
    assert not wrapped.needs_rewrap
    assert wrapped.unwrap(PASSWORD) == key
    assert wrapped.unwrap("teacher-pasS") is None
    old = key.wrap(seal.prepare_scrypt_wrap(PASSWORD))
    assert old.needs_rewrap and old.unwrap(PASSWORD) == key


HOSTILE = (
    "argon2id$1$99999999$1$AAAAAAAAAAAAAAAAAAAAAA==",  # asks for 95 GiB
    "argon2id$0$64$1$AAAAAAAAAAAAAAAAAAAAAA==",
    "argon2id$1$64$1$AA==",  # a salt too short
    "argon2id$x$64$1$AAAAAAAAAAAAAAAAAAAAAA==",
)


def test_a_hostile_or_damaged_argon2id_wrap_is_refused_unrun() -> None:
    key = seal.new_seal_key()
    wrapped = key.wrap(seal.prepare_wrap(PASSWORD))
    assert wrapped.params.startswith("argon2id$")
    for params in HOSTILE:
        assert seal.WrappedKey(params, wrapped.wrapped, wrapped.tag).unwrap(PASSWORD) is None


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    opened = open_store(store_url, lock_timeout=1.0, clock=WallClock())
    yield opened
    opened.close()


def wrap_row(store: Store, table: object, user_id: int) -> tuple[str, str, str]:
    t = table  # a practice_key_wraps or seal_key_wraps Table
    row = store._db.read(lambda conn: conn.execute(
        select(t.c.params, t.c.wrapped, t.c.tag).where(t.c.user_id == user_id)).one())  # type: ignore[attr-defined]
    return row.params, row.wrapped, row.tag


def put_back_scrypt(store: Store, table: object, user_id: int, key: object, secret: str) -> None:
    """Store the copy as an older version wrapped it (scrypt)."""
    old = key.wrap(seal.prepare_scrypt_wrap(secret))  # type: ignore[attr-defined]
    t = table
    store._db.write(lambda conn: conn.execute(
        t.update().where(t.c.user_id == user_id).values(  # type: ignore[attr-defined]
            params=old.params, wrapped=old.wrapped, tag=old.tag)))


def test_scrypt_wraps_are_rewrapped_at_the_next_unlock(store: Store) -> None:
    boss = store.create_first_instructor("mdeus", "Maria Deus", PASSWORD)
    cohort = store.roster.create_cohort(boss, "A")
    amy = store.roster.create_trainee(boss, "amy", "Amy", cohort.id, "1234")
    school = store.seal.held(boss.user_id)
    practice = store.seal.practice_key(amy.id) or school.for_practice(amy.id)  # type: ignore[union-attr]
    for table, user in ((s.seal_key_wraps, boss.user_id), (s.practice_key_wraps, amy.id)):
        assert cost_params(wrap_row(store, table, user)[0]) == expected()
    put_back_scrypt(store, s.seal_key_wraps, boss.user_id, school, PASSWORD)
    put_back_scrypt(store, s.practice_key_wraps, amy.id, practice, "1234")
    assert wrap_row(store, s.seal_key_wraps, boss.user_id)[0].startswith("scrypt$")

    # A wrong secret rewraps nothing; the right one does, and the key is the same one.
    with pytest.raises(AuthenticationFailed):
        store.authenticate("amy", "9999")
    assert wrap_row(store, s.practice_key_wraps, amy.id)[0].startswith("scrypt$")
    store.authenticate("amy", "1234")
    assert store.seal.practice_key(amy.id) == practice
    params, _w, tag = wrap_row(store, s.practice_key_wraps, amy.id)
    assert cost_params(params) == expected() and tag == practice.tag

    store.authenticate("mdeus", PASSWORD)
    assert store.seal.held(boss.user_id) == school
    params, _w, tag = wrap_row(store, s.seal_key_wraps, boss.user_id)
    assert cost_params(params) == expected() and tag == school.tag  # type: ignore[union-attr]
    store.sign_out(boss)
    assert store.authenticate("mdeus", PASSWORD) and store.seal.held(boss.user_id) == school
