"""The GUI tests keep Qt's per-user state to their own run (tests/gui/conftest.py), so that
no test touches the user's settings nor another pytest-xdist worker's; a translation compiled
again while another worker loads it is replaced whole."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from PySide6.QtCore import QSettings, QTranslator

from scripts.i18n_build import qm_file, release, ts_path


def test_qt_user_settings_are_the_runs_own(own_user_settings: Path) -> None:
    """A QSettings made without a file name (none of the app's are) lives in the run's own
    folder."""
    ini = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Dealer", "Stray")
    for stray in (ini, QSettings("Dealer", "Stray")):
        assert Path(stray.fileName()).is_relative_to(own_user_settings), stray.fileName()
        assert not Path(stray.fileName()).is_relative_to(Path.home() / ".config")


def test_a_translation_compiled_again_replaces_the_file_whole(tmp_path: Path) -> None:
    """A reader holding the old .qm (here a second link to it, as an open file would) keeps
    the old bytes; the name then holds a complete new file. lrelease itself rewrites the file
    in place, which a test on another worker could load half-written."""
    ts = shutil.copy(ts_path("pt"), tmp_path)
    qm = qm_file("pt", tmp_path)
    qm.write_bytes(b"the old file")
    held = tmp_path / "held-open.qm"
    os.link(qm, held)
    release(Path(ts), qm)
    assert held.read_bytes() == b"the old file"
    assert QTranslator().load(str(qm))
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([Path(ts).name, qm.name, held.name])
