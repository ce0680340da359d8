"""Real file-system faults for tests: a read-only bind mount and a tiny tmpfs (a full disk).

Root ignores permission bits, so a read-only folder is made by mounting it read-only (a bind
mount remounted ``ro``), which refuses every write with EROFS whoever asks; a full disk is a
tmpfs of a few hundred kilobytes. Both need the right to mount (root in the test container);
without it the tests that use them are skipped, and the injected-error tests still run.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest


def _run(*cmd: str) -> bool:
    if shutil.which(cmd[0]) is None:
        return False
    return subprocess.run(cmd, capture_output=True, timeout=30, check=False).returncode == 0


@contextlib.contextmanager
def read_only_view(folder: Path) -> Iterator[Path]:
    """``folder`` seen through a read-only bind mount (skips the test if it cannot mount)."""
    target = Path(tempfile.mkdtemp(prefix="dealer-trainer-ro."))
    try:
        if not _run("mount", "--bind", str(folder), str(target)):
            pytest.skip("cannot mount here (needs root): read-only folder not testable")
        try:
            if not _run("mount", "-o", "remount,bind,ro", str(target)):
                pytest.skip("cannot remount read-only here")
            yield target
        finally:
            _run("umount", str(target))
    finally:
        with contextlib.suppress(OSError):
            target.rmdir()


@contextlib.contextmanager
def tiny_disk(kilobytes: int) -> Iterator[Path]:
    """A tmpfs of ``kilobytes`` (skips the test if it cannot mount)."""
    target = Path(tempfile.mkdtemp(prefix="dealer-trainer-full."))
    try:
        if not _run("mount", "-t", "tmpfs", "-o", f"size={kilobytes}k", "tmpfs", str(target)):
            pytest.skip("cannot mount a tmpfs here (needs root): full disk not testable")
        try:
            yield target
        finally:
            _run("umount", str(target))
    finally:
        with contextlib.suppress(OSError):
            target.rmdir()


def fill(folder: Path) -> None:
    """Write into ``folder`` until its disk is full."""
    fd = os.open(folder / "filler", os.O_CREAT | os.O_WRONLY, 0o600)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0" * 4096)
    finally:
        os.close(fd)
