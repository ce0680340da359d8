"""Fixtures for the GUI tests: a fresh store, its users, settings and the main window."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from trainer.auth import Actor
from trainer.store import DB_FILENAME, Store, open_store
from ui.i18n import Translations

INSTRUCTOR_NAME = "lei"
INSTRUCTOR_PASSWORD = "croupier-2026"
TRAINEE_NAME = "amy"
TRAINEE_PIN = "1234"
TRAINEE_DISPLAY = "陳美美"
COHORT_NAME = "2026-12 Baccarat A"


@pytest.fixture(scope="session", autouse=True)
def own_user_settings(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Qt's user-scope settings (a ``QSettings`` made without a file name) in this run's own
    folder, so that no test reads or writes the user's, nor another xdist worker's, settings.
    The app's own settings always name their file (``<data folder>/dealer-trainer.ini``)."""
    folder = tmp_path_factory.mktemp("qt-user-settings")
    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(folder))
    return folder


@pytest.fixture(scope="session", autouse=True)
def app_style(qapp) -> str:
    """The app's style sheet, as ``ui/app.py`` sets it at start: the widgets' fonts,
    paddings and colours are its rules (``resources/styles/app.qss``), so a test that measures
    or looks at a widget sees it as a user does."""
    from ui.resources import app_style_sheet

    sheet = app_style_sheet()
    assert sheet
    qapp.setStyleSheet(sheet)
    return sheet


@pytest.fixture(autouse=True)
def app_style_kept(qapp, app_style: str) -> Iterator[None]:
    """Every test leaves the app's style sheet as it found it: one that unset it (two did)
    made every later test on its worker measure an unstyled screen."""
    yield
    if qapp.styleSheet() != app_style:
        qapp.setStyleSheet(app_style)
        pytest.fail("the test left the app's style sheet changed")


@pytest.fixture(scope="session", autouse=True)
def english(qapp) -> Iterator[Translations]:
    """English as the app installs it at start: its plural forms ("1 sitting.", "2
    sittings.") live in a translation file too, so a test that picks no language reads them
    as the app does, whichever test ran before it."""
    holder = Translations()
    holder.install("en")
    yield holder


@pytest.fixture
def store(tmp_path: Path, empty_store_file: Path) -> Iterator[Store]:
    """A fresh SQLite store in the test's own folder (a copy of the run's empty store)."""
    shutil.copyfile(empty_store_file, tmp_path / DB_FILENAME)
    opened = open_store(None, data_dir=tmp_path)
    yield opened
    opened.close()


@pytest.fixture
def instructor(store: Store) -> Actor:
    return store.create_first_instructor(INSTRUCTOR_NAME, "Instructor Lei", INSTRUCTOR_PASSWORD)


@pytest.fixture
def trainee(store: Store, instructor: Actor) -> Actor:
    cohort = store.roster.create_cohort(instructor, COHORT_NAME)
    store.roster.create_trainee(instructor, TRAINEE_NAME, TRAINEE_DISPLAY, cohort.id, TRAINEE_PIN)
    signed_in = store.authenticate(TRAINEE_NAME, TRAINEE_PIN)
    # The trainee's sign-in dropped every school key; the instructor signs in again, as at
    # their own desk, so what the test has them write (an exam, an account) is sealed.
    store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    return signed_in


@pytest.fixture
def prefs(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "dealer-trainer.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, store: Store, prefs: QSettings, translations: Translations):
    """The main window on the test store, shown and active so shortcuts work, at the size a
    first start gives it on a desk's screen (the offscreen screen is 800 x 600, smaller than
    any desk: the window's own first size would fit that)."""
    from ui.main_window import MainWindow

    main = MainWindow(store, prefs, translations, db_label="test")
    qtbot.addWidget(main)
    main.resize(1200, 820)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    return main


def type_text(qtbot, widget, text: str) -> None:
    """Type ``text`` as a user would: key clicks for ASCII, an input-method commit otherwise.

    QTest cannot click keys for characters outside ASCII (Chinese names, full-width digits);
    those arrive from a real input method as a commit, which is what is sent here.
    """
    from PySide6.QtGui import QInputMethodEvent
    from PySide6.QtWidgets import QApplication

    widget.setFocus()
    chunk = ""
    for char in text + "\0":
        if char.isascii() and char != "\0":
            chunk += char
            continue
        if chunk:
            qtbot.keyClicks(widget, chunk)
            chunk = ""
        if char != "\0":
            event = QInputMethodEvent("", [])
            event.setCommitString(char)
            QApplication.sendEvent(widget, event)
