"""Where resources/ and lessons/ are found: checkout, PyInstaller bundle, installed wheel."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from trainer import datafiles

REPO = Path(__file__).resolve().parents[2]


def test_a_checkout_reads_its_own_folders() -> None:
    assert datafiles.resources_dir() == REPO / "resources"
    assert datafiles.lessons_dir() == REPO / "lessons"


def _installed_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Code outside a checkout, and a ``dealer_trainer_data`` package as the wheel lays it."""
    monkeypatch.setattr(datafiles, "_CHECKOUT", tmp_path / "site-packages")
    package = tmp_path / "site" / datafiles.DATA_PACKAGE
    (package / "lessons").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.delitem(sys.modules, datafiles.DATA_PACKAGE, raising=False)
    return package


def test_an_installed_wheel_reads_the_data_package(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    package = _installed_layout(tmp_path, monkeypatch)
    # A stray top-level lessons/ folder in site-packages is not taken for a checkout's.
    (tmp_path / "site-packages" / "lessons").mkdir(parents=True)
    assert datafiles.lessons_dir() == package / "lessons"


def test_a_bundle_reads_its_own_directory(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    _installed_layout(tmp_path, monkeypatch)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    assert datafiles.resources_dir() == tmp_path / "bundle" / "resources"


def test_a_missing_folder_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _installed_layout(tmp_path, monkeypatch)
    with pytest.raises(FileNotFoundError, match="resources/ folder"):
        datafiles.resources_dir()
