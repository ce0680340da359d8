"""Start-up faults of the SQLite file and its folder, each with its own code (issue 11,
point 12): read-only, a folder where the file should be (and the other way round), a full
disk, a 0-byte database (never silently replaced by a fresh school)."""

from __future__ import annotations

import errno
import os
import shutil
import sys
from pathlib import Path

import pytest

from tests.support.mounts import fill, read_only_view, tiny_disk
from trainer.errors import StoreError
from trainer.store import DB_FILENAME, NewAttempt, open_store
from trainer.store.files import check_folder


def make_database(folder: Path) -> Path:
    with open_store(data_dir=folder) as store:
        store.create_first_instructor("boss", "Boss", "password1")
    return folder / DB_FILENAME


def refused(**kw) -> StoreError:
    with pytest.raises(StoreError) as caught:
        open_store(**kw).close()
    return caught.value


def test_a_zero_byte_database_is_reported_not_replaced(tmp_path: Path) -> None:
    path = tmp_path / DB_FILENAME
    path.write_bytes(b"")
    for kw in ({"data_dir": tmp_path}, {"url": f"sqlite:///{path}"}):
        error = refused(**kw)
        assert (error.kind, error.code) == ("corrupt", "empty_file")
        assert error.params["path"] == str(path)
    assert path.read_bytes() == b""  # untouched: no fresh school was written into it
    assert sorted(p.name for p in tmp_path.iterdir()) == [DB_FILENAME]


def test_a_folder_where_the_database_file_should_be(tmp_path: Path) -> None:
    (tmp_path / DB_FILENAME).mkdir()
    error = refused(data_dir=tmp_path)
    assert (error.kind, error.code) == ("unreadable", "not_a_file")
    assert error.params["path"] == str(tmp_path / DB_FILENAME)


def test_a_file_where_the_data_folder_should_be(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("not a folder")
    error = refused(data_dir=folder)
    assert (error.kind, error.code) == ("unreadable", "not_a_folder")
    error = refused(data_dir=folder / "below")
    assert error.code == "not_a_folder"


def test_a_read_only_data_folder(tmp_path: Path) -> None:
    make_database(tmp_path)
    with read_only_view(tmp_path) as view:
        error = refused(data_dir=view)
        assert (error.kind, error.code) == ("unreadable", "read_only")
        error = refused(url=f"sqlite:///{view / DB_FILENAME}")
        assert error.code == "read_only"
        with pytest.raises(StoreError) as caught:
            check_folder(view)
        assert caught.value.code == "read_only" and caught.value.params["path"] == str(view)


@pytest.mark.parametrize(("number", "code"), [
    (errno.EACCES, "read_only"), (errno.EROFS, "read_only"), (errno.ENOSPC, "disk_full"),
    (errno.EDQUOT, "disk_full"),
])
def test_a_write_refused_by_the_system_is_named(tmp_path: Path, monkeypatch, number: int,
                                                code: str) -> None:
    """The same faults injected where the probe writes (for machines that cannot mount)."""
    real_open = os.open

    def refusing_open(path, flags, *args):
        if ".dealer-trainer-write-test" in str(path):
            raise OSError(number, os.strerror(number), str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", refusing_open)
    error = refused(data_dir=tmp_path)
    assert (error.kind, error.code) == ("unreadable", code)
    assert not (tmp_path / DB_FILENAME).exists()


def test_a_full_disk_at_start_and_while_answering(tmp_path: Path) -> None:
    with tiny_disk(1024) as disk:
        folder = disk / "data"
        folder.mkdir()
        store = open_store(data_dir=folder)
        try:
            boss = store.create_first_instructor("boss", "Boss", "password1")
            store.roster.create_trainee(boss, "chan.tm", "Chan", None, "1234")
            chan = store.authenticate("chan.tm", "1234")
            session = store.practice.start_session(chan, "banker_draw", {})
            fill(disk)
            with pytest.raises(StoreError) as caught:
                for n in range(10_000):
                    store.practice.record_attempt(chan, NewAttempt(
                        session, "banker_draw", {"n": n, "pad": "x" * 2000}, "draw", True, n))
            assert (caught.value.kind, caught.value.code) == ("unreadable", "disk_full")
        finally:
            store.close()
        other = disk / "other"
        shutil.rmtree(other, ignore_errors=True)
        error = refused(data_dir=other)
        assert error.code == "disk_full"


# ---- A PostgreSQL server that cannot be used, each case with its own code (finding 12 of
# the review): not answering, refusing the sign-in, no such database, no permission; and
# the location named is the one libpq actually uses.



@pytest.mark.parametrize(("url", "server", "database"), [
    # libpq's host/port query parameters win over the URL's netloc, as in the review
    ("postgresql+psycopg://trainer:pw@/dt?host=127.0.0.1&port=55437", "127.0.0.1:55437", "dt"),
    ("postgresql+psycopg://trainer@localhost/dt?host=10.0.0.5&port=6000", "10.0.0.5:6000",
     "dt"),
    ("postgresql+psycopg://trainer@db.school:5433/dt", "db.school:5433", "dt"),
    ("postgresql+psycopg://trainer@db.school/dt", "db.school:5432", "dt"),
    # several hosts, in both of SQLAlchemy's spellings, and one port for all of them
    ("postgresql+psycopg://trainer@/dt?host=db1,db2&port=5433,5434", "db1:5433, db2:5434",
     "dt"),
    ("postgresql+psycopg://trainer@/dt?host=db1:5433&host=db2:5434", "db1:5433, db2:5434",
     "dt"),
    # (SQLAlchemy refuses to connect with this one; it is still named as libpq reads it)
    ("postgresql+psycopg://trainer@/dt?host=db1,db2&port=6000", "db1:6000, db2:6000", "dt"),
    ("postgresql+psycopg://trainer@[::1]:5433/dt", "[::1]:5433", "dt"),
    ("postgresql+psycopg://trainer@/dt?host=/run/pg", "/run/pg:5432", "dt"),
    ("postgresql+psycopg://trainer@h/dt?dbname=other", "h:5432", "other"),
])
def test_the_server_named_is_the_one_libpq_connects_to(monkeypatch, url: str, server: str,
                                                       database: str) -> None:
    from sqlalchemy.engine import make_url

    from trainer.store.engine import server_location

    for name in ("PGHOST", "PGHOSTADDR", "PGPORT", "PGDATABASE", "PGUSER"):
        monkeypatch.delenv(name, raising=False)
    where = server_location(make_url(url))
    assert (where.server, where.database, where.user) == (server, database, "trainer")


def test_without_a_host_libpq_uses_its_environment_or_the_local_socket(monkeypatch) -> None:
    from sqlalchemy.engine import make_url

    from trainer.store.engine import server_location

    for name in ("PGHOST", "PGHOSTADDR", "PGPORT", "PGDATABASE"):
        monkeypatch.delenv(name, raising=False)
    url = make_url("postgresql+psycopg://trainer@/dt")
    assert server_location(url).server == ("localhost:5432" if os.name == "nt"
                                           else "[local]:5432")
    monkeypatch.setenv("PGHOST", "db.env")
    monkeypatch.setenv("PGPORT", "7000")
    assert server_location(url).server == "db.env:7000"


def without_psycopg(monkeypatch) -> None:
    """As if the ``postgresql`` extra were not installed: ``import psycopg`` fails."""
    monkeypatch.setitem(sys.modules, "psycopg", None)
    monkeypatch.delitem(sys.modules, "trainer.store.pgconn", raising=False)


def test_a_postgresql_address_without_the_driver_is_named(monkeypatch) -> None:
    without_psycopg(monkeypatch)
    error = refused(url="postgresql+psycopg://trainer@db.school/dt")
    assert (error.kind, error.code) == ("not_installed", "postgresql_missing")
    assert "dealer-trainer[postgresql]" in str(error)
