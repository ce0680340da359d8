"""File dialogs open in the user's Documents folder the first time, then where the user last
went for the same purpose, remembered in the app's settings across a restart (issue 16,
point 13). HOME is a temporary folder, so the test never looks at the real user's files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from ui import file_dialogs

UI = Path(__file__).resolve().parents[2] / "ui"


class _Chooser:
    """Stands in for the user at a file dialog: records the folder it opened in and picks
    the file named next."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.opened_in: list[str] = []
        self.pick = ""
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(self._open))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(self._save))

    def _open(self, _parent, _caption, folder, _filters="") -> tuple[str, str]:
        self.opened_in.append(folder)
        return self.pick, ""

    def _save(self, _parent, _caption, suggested, _filters="") -> tuple[str, str]:
        self.opened_in.append(str(Path(suggested).parent))
        return self.pick, ""


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary HOME with a Documents folder (and no XDG folder settings of the user's)."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    file_dialogs.use_prefs(None)  # nothing remembered from an earlier test
    return home


@pytest.fixture
def chooser(monkeypatch: pytest.MonkeyPatch) -> _Chooser:
    return _Chooser(monkeypatch)


def test_documents_first_then_the_last_folder_per_purpose_kept_across_a_restart(
        qtbot, home: Path, chooser: _Chooser, tmp_path: Path) -> None:
    ini = tmp_path / "dealer-trainer.ini"
    file_dialogs.use_prefs(QSettings(str(ini), QSettings.Format.IniFormat))
    docs = str(home / "Documents")
    exports = home / "USB" / "exports"
    exports.mkdir(parents=True)
    chooser.pick = str(exports / "amy-attempts.csv")
    assert file_dialogs.save_file_name(None, "attempts-csv", "Export", "amy-attempts.csv",
                                       "CSV (*.csv)") == chooser.pick
    chooser.pick = ""  # cancelled: nothing remembered
    file_dialogs.open_file_name(None, "roster-import", "Import", "CSV (*.csv)")
    file_dialogs.save_file_name(None, "attempts-csv", "Export", "bob-attempts.csv", "")
    assert chooser.opened_in == [docs, docs, str(exports)]
    # A restart: a new settings object on the same file (the session's memory dropped).
    file_dialogs.use_prefs(QSettings(str(ini), QSettings.Format.IniFormat))
    file_dialogs.save_file_name(None, "attempts-csv", "Export", "x.csv", "")
    file_dialogs.open_file_name(None, "roster-import", "Import", "")  # another purpose
    assert chooser.opened_in[-2:] == [str(exports), docs]
    # A remembered folder that is gone (a USB stick pulled out): Documents again.
    exports.rmdir()
    file_dialogs.save_file_name(None, "attempts-csv", "Export", "x.csv", "")
    assert chooser.opened_in[-1] == docs


def test_without_a_documents_folder_the_home_folder(
        qtbot, home: Path, chooser: _Chooser, tmp_path: Path) -> None:
    (home / "Documents").rmdir()
    file_dialogs.use_prefs(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    file_dialogs.open_file_name(None, "restore", "Restore", "")
    assert chooser.opened_in == [str(home)]


def test_the_roster_import_button_opens_in_documents_and_remembers(
        qtbot, home: Path, chooser: _Chooser, trainee, window, prefs: QSettings) -> None:
    name = window.findChild(QLineEdit, "signInName")
    qtbot.keyClicks(name, INSTRUCTOR_NAME)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    secret = window.findChild(QLineEdit, "signInSecret")
    qtbot.keyClicks(secret, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    window.open_screen("settings")
    roster = window.stack.currentWidget().roster
    school = home / "school"
    school.mkdir()
    (school / "intake.csv").write_text("ann,,1234\n", encoding="utf-8")
    chooser.pick = str(school / "intake.csv")
    roster.import_button.click()
    qtbot.waitUntil(lambda: getattr(roster, "preview_dialog", None) is not None)
    roster.preview_dialog.reject()
    roster.import_button.click()
    assert chooser.opened_in == [str(home / "Documents"), str(school)]
    assert window.prefs.value("folders/roster-import") == str(school)


def test_every_file_dialog_of_the_screens_goes_through_file_dialogs() -> None:
    """Only ui/file_dialogs.py calls QFileDialog; ui/startup.py's two dialogs choose where
    the app's own data lives (before there are settings) and start there on purpose."""
    callers = sorted(str(p.relative_to(UI)) for p in UI.rglob("*.py")
                     if re.search(r"QFileDialog\.get", p.read_text(encoding="utf-8")))
    assert callers == ["file_dialogs.py", "startup.py"]
