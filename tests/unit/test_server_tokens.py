"""The school server's tokens in the store (trainer.store.server_tokens, schema 22), Qt-free
and without HTTP: only a hash kept, bound to account and desk, expiry on the store's clock,
ended by sign-out and by deactivating the account; and the schema step that adds them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import inspect, select, text

from trainer.auth import Actor, Role
from trainer.errors import TokenRefused
from trainer.store import SCHEMA_VERSION, Store, open_store
from trainer.store import schema as s
from trainer.store.server_tokens import IDLE, LONGEST, RENEW_EVERY, token_hash


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def school(store_url: str, clock: Clock) -> tuple[Store, Actor, Actor]:
    store = open_store(store_url, clock=clock)
    boss = store.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
    user = store.roster.create_trainee(boss, "ana", "Ana Lei", None, "4711")
    return store, boss, Actor(user.id, user.name, user.display_name, Role.TRAINEE)


def test_only_the_hash_is_kept_and_the_token_names_its_account(school, clock) -> None:
    store, _, ana = school
    issued = store.server_tokens.issue(ana, "desk-7")
    assert issued.expires_at == clock.now + IDLE
    rows = store._db.read(lambda conn: conn.execute(select(s.server_tokens)).all())
    assert [(r.token_hash, r.user_id, r.desk_id) for r in rows] == [
        (token_hash(issued.token), ana.user_id, "desk-7")]
    assert issued.token not in repr(rows)
    holder = store.server_tokens.resolve(issued.token, "desk-7")
    assert (holder.actor, holder.desk_id) == (ana, "desk-7")
    store.close()


def test_a_token_is_refused_at_another_desk_after_expiry_and_after_sign_out(
    school, clock,
) -> None:
    store, _, ana = school
    tokens = store.server_tokens
    with pytest.raises(TokenRefused) as refused:
        tokens.resolve(tokens.issue(ana, "desk-7").token, "desk-8")
    assert refused.value.code == "other_desk"
    token = tokens.issue(ana, "desk-7").token
    clock.now += IDLE - timedelta(seconds=1)
    tokens.resolve(token, "desk-7")  # still alive, and renewed by use
    clock.now += IDLE - timedelta(seconds=1)
    tokens.resolve(token, "desk-7")
    clock.now += IDLE
    with pytest.raises(TokenRefused) as refused:
        tokens.resolve(token, "desk-7")
    assert refused.value.code == "expired"
    token = tokens.issue(ana, "desk-7").token
    tokens.end(token)
    with pytest.raises(TokenRefused) as refused:
        tokens.resolve(token, "desk-7")
    assert refused.value.code == "unknown"
    assert tokens.live_count(ana.user_id) == 0
    store.close()


def test_renewal_is_written_at_most_every_few_minutes_and_never_past_the_longest_life(
    school, clock,
) -> None:
    store, _, ana = school
    issued = store.server_tokens.issue(ana, "desk-7")

    def expiry() -> datetime:
        return store._db.read(lambda conn: conn.execute(
            select(s.server_tokens.c.expires_at)).scalar_one())

    clock.now += RENEW_EVERY - timedelta(seconds=1)
    store.server_tokens.resolve(issued.token, "desk-7")
    assert expiry() == issued.expires_at  # not worth a write yet
    while clock.now + IDLE < issued.expires_at - IDLE + LONGEST:
        clock.now += IDLE - RENEW_EVERY
        store.server_tokens.resolve(issued.token, "desk-7")
    assert expiry() <= issued.expires_at - IDLE + LONGEST
    clock.now = issued.expires_at - IDLE + LONGEST
    with pytest.raises(TokenRefused):
        store.server_tokens.resolve(issued.token, "desk-7")
    store.close()


def test_deactivating_ends_every_token_of_the_account(school) -> None:
    store, boss, ana = school
    tokens = [store.server_tokens.issue(ana, desk).token for desk in ("desk-1", "desk-2")]
    other = store.server_tokens.issue(boss, "desk-9").token
    store.roster.deactivate(boss, ana.user_id)
    store.roster.reactivate(boss, ana.user_id)
    for token, desk in zip(tokens, ("desk-1", "desk-2"), strict=True):
        with pytest.raises(TokenRefused) as refused:
            store.server_tokens.resolve(token, desk)
        assert refused.value.code == "unknown"
    assert store.server_tokens.resolve(other, "desk-9").actor.user_id == boss.user_id
    store.close()


def test_the_role_is_read_from_the_account_not_the_token(school) -> None:
    store, boss, _ = school
    token = store.server_tokens.issue(boss, "desk-9").token
    store._db.write(lambda conn: conn.execute(
        s.users.update().where(s.users.c.id == boss.user_id).values(active=False)))
    with pytest.raises(TokenRefused) as refused:
        store.server_tokens.resolve(token, "desk-9")
    assert refused.value.code == "inactive"
    store.close()


def test_schema_22_adds_the_tokens_table_to_a_version_21_database(store_url: str) -> None:
    store = open_store(store_url)
    store._db.write(lambda conn: (conn.execute(text("DROP TABLE server_tokens")),
                                  conn.execute(text("UPDATE schema_version SET version = 21"))))
    store.close()
    store = open_store(store_url)
    assert store.schema_version() == SCHEMA_VERSION == 25
    assert "server_tokens" in store._db.read(lambda conn: inspect(conn).get_table_names())
    store.close()


def test_on_the_server_a_trainees_sign_in_keeps_everyone_elses_keys(school) -> None:
    """The desk app lets go of every unlocked key at a trainee's sign-in (one person at a
    desk); the server holds each signed-in person's own, so a trainee's sign-in there drops
    only the trainee's."""
    store, boss, ana = school
    assert store.seal.held(boss.user_id) is not None  # the first instructor holds the key
    store.roster.authenticate("ana", "4711", shared=True)
    assert store.seal.held(boss.user_id) is not None
    assert store.practice.practice_key(ana.user_id) is not None
    store.roster.authenticate("ana", "4711")  # at a desk: every key let go but hers
    assert store.seal.held(boss.user_id) is None
    store.close()


def test_expired_tokens_rows_go_at_the_next_sign_in(school, clock) -> None:
    store, boss, ana = school
    store.server_tokens.issue(ana, "desk-1")
    clock.now += IDLE
    store.server_tokens.issue(boss, "desk-9")
    rows = store._db.read(lambda conn: conn.execute(select(s.server_tokens.c.user_id)).all())
    assert [r.user_id for r in rows] == [boss.user_id]
    store.close()
