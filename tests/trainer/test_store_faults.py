"""Start-up faults of the SQLite file and its folder, each with its own code (issue 11,
point 12): read-only, a folder where the file should be (and the other way round), a full
disk, a 0-byte database (never silently replaced by a fresh school)."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest

from tests.mounts import fill, read_only_view, tiny_disk
from trainer.errors import StoreError
from trainer.store import DB_FILENAME, NewAttempt, open_store
from trainer.store.engine import check_folder


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
