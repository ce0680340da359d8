"""Rows made before exam rows and accounts were sealed (schema 20): the migration keeps their
highest ids, the first instructor's sign-in seals them as they stand, and from then on a
legacy row stripped of its seal or edited is refused like any other (the committed v16
database: tests/fixtures/make_v16_db.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from trainer.auth import hash_secret
from trainer.errors import AccountUnverified
from trainer.store import DB_FILENAME, SCHEMA_VERSION, open_store

V16_FILE = Path(__file__).resolve().parent.parent / "fixtures" / "dealer-trainer-v16.sqlite3"


def sql(path: Path, statement: str) -> list[tuple[object, ...]]:
    engine = create_engine(f"sqlite:///{path}")
    try:
        with engine.begin() as conn:
            result = conn.execute(text(statement))
            return [tuple(r) for r in result] if result.returns_rows else []
    finally:
        engine.dispose()


def test_legacy_accounts_are_sealed_at_the_first_instructor_sign_in(tmp_path: Path) -> None:
    target = tmp_path / DB_FILENAME
    shutil.copyfile(V16_FILE, target)
    with open_store(data_dir=tmp_path) as store:
        assert store.schema_version() == SCHEMA_VERSION == 25
    assert sql(target, "SELECT count(*) FROM users WHERE seal_mac IS NULL") == [(2,)]
    assert sql(target, "SELECT value FROM settings WHERE key = 'users.unsealed_through'") == [
        ("2",)]
    with open_store(data_dir=tmp_path) as store:
        store.authenticate("amy", "1234")  # a trainee's sign-in seals nothing
        assert sql(target, "SELECT count(*) FROM users WHERE seal_mac IS NULL") == [(2,)]
        store.authenticate("boss", "password1")
        assert sql(target, "SELECT count(*) FROM users WHERE seal_mac IS NULL") == [(0,)]
        # Now amy edited to an instructor, with a password she knows, is refused.
        pw = hash_secret("amys-own-pass")
        sql(target, f"UPDATE users SET role = 'instructor', secret_hash = '{pw}' "
                    "WHERE name = 'amy'")
        with pytest.raises(AccountUnverified):
            store.authenticate("amy", "amys-own-pass")
        # Stripped of its seal as well, it is no legacy row: refused all the same.
        sql(target, "UPDATE users SET seal_mac = NULL WHERE name = 'amy'")
        with pytest.raises(AccountUnverified):
            store.authenticate("amy", "amys-own-pass")
        assert store.authenticate("boss", "password1").role.value == "instructor"
