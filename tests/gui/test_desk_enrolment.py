"""A desk enrolled with the school server from its first start, by keys, in English and in
Traditional Chinese; Settings showing the server and the desk's name, and leaving it. The
server is the real one on loopback over another store (tests/support/school_server.py)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.support.school_server import certificate, enrolled, running_server
from trainer.server import enrolment
from trainer.server.client import RemoteStore
from trainer.store import DB_FILENAME, Store, open_store
from trainer.store.desks import shown_code
from ui.school_server import EnrolDialog, link_folder
from ui.startup import open_server_store

LANGS = ["en", "zh-Hant"]
WRONG_CODE = {"en": "The school server made no such enrolment code.",
              "zh-Hant": "學校伺服器沒有產生過這個登記碼。"}
TITLE = {"en": "Use a school server", "zh-Hant": "使用學校伺服器"}


@pytest.fixture
def school(tmp_path: Path, store: Store, trainee) -> Iterator[tuple[Store, str, str]]:
    """The school's store (an instructor and a trainee) behind a server on loopback: the
    store, the server's URL and its fingerprint."""
    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        yield store, url, cert.fingerprint
    enrolment.forget(link_folder())


@pytest.fixture
def fresh(tmp_path: Path, empty_store_file: Path) -> Iterator[Store]:
    """This desk's own store at its first start: no one in it yet."""
    folder = tmp_path / "desk"
    folder.mkdir()
    shutil.copyfile(empty_store_file, folder / DB_FILENAME)
    opened = open_store(None, data_dir=folder)
    yield opened
    opened.close()


def _dialog(qtbot) -> EnrolDialog:
    found: list[EnrolDialog] = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, EnrolDialog) and w.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown)
    return found[0]


@pytest.mark.parametrize("lang", LANGS)
def test_first_start_enrols_the_desk_by_keys(qtbot, fresh: Store, school, prefs, translations,
                                             lang: str) -> None:
    """At the first start (the create-instructor page) Alt+U opens the enrolment; the
    address, the fingerprint and a wrong code typed, Enter: refused in words, the focus back
    in the code; the right code (typed in lower case): the desk is enrolled, the window
    closes, and the link kept opens the school on the server, where the trainee signs in."""
    from ui.main_window import MainWindow

    served, url, fingerprint = school
    translations.install(lang)
    window = MainWindow(fresh, prefs, translations, db_label="desk")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.stack.currentWidget() is window.first_run
    qtbot.keyClick(window.first_run, Qt.Key.Key_U, Qt.KeyboardModifier.AltModifier)
    dialog = _dialog(qtbot)
    assert dialog.windowTitle() == TITLE[lang]
    qtbot.waitUntil(lambda: dialog.url_edit.hasFocus())
    qtbot.keyClicks(dialog.url_edit, url)
    qtbot.keyClick(dialog.url_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.pin_edit, fingerprint)
    qtbot.keyClick(dialog.pin_edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.code_edit, "ABCDE-FGHJK")
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.problem.text().startswith(WRONG_CODE[lang])
    assert dialog.code_edit.hasFocus()
    made = served.desks.make_code_on_server("Room 2 desk 5")
    qtbot.keyClicks(dialog.code_edit, shown_code(made.code).lower())
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.enrolled is not None)
    assert not window.isVisible()
    link = enrolment.load(link_folder())
    assert link == window.enrolled and link is not None
    assert (link.url, link.desk_name) == (url, "Room 2 desk 5")
    remote = open_server_store(link)  # as ui/app.py opens the next window
    assert isinstance(remote, RemoteStore)
    with remote:
        assert remote.authenticate(TRAINEE_NAME, TRAINEE_PIN).name == TRAINEE_NAME


def test_settings_shows_the_server_and_leaves_it(qtbot, school, translations,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """An instructor's Settings, School server, on a desk over the server: the server and
    this desk's name (also in Chinese); the school's desks listed; Leave (confirmed) forgets
    the link."""
    from ui.settings.presenter import SettingsPresenter
    from ui.settings.server import ServerTab

    served, url, fingerprint = school
    credential = enrolled(served, "Office")
    enrolment.save(link_folder(), enrolment.ServerLink(url, fingerprint, credential, "Office"))
    with RemoteStore(url, fingerprint, credential) as remote:
        boss = remote.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
        tab = ServerTab(SettingsPresenter(remote, boss))  # type: ignore[arg-type]
        qtbot.addWidget(tab)
        tab.show()
        assert url in tab.where.text() and "\u201cOffice\u201d" in tab.where.text()
        assert fingerprint in tab.where.text()
        names = [tab.desks.topLevelItem(i).text(0) for i in range(tab.desks.topLevelItemCount())]
        assert names == ["Office"]
        translations.install("zh-Hant")
        qtbot.waitUntil(lambda: "學校伺服器" in tab.where.text())
        assert "Office" in tab.where.text()
        translations.install("en")
        qtbot.waitUntil(lambda: tab.where.text().startswith("This desk"))
        monkeypatch.setattr(QMessageBox, "question",
                            lambda *_a, **_k: QMessageBox.StandardButton.Yes)
        qtbot.mouseClick(tab.leave_button, Qt.MouseButton.LeftButton)
        assert enrolment.load(link_folder()) is None
        assert tab.message.text().startswith("Left.")
        assert not tab.leave_button.isEnabled()


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_the_school_server_tabs_buttons_have_alt_keys(qtbot, school, translations,
                                                      lang: str) -> None:
    """Settings, School server, driven by keys alone (an instructor enrolling a desk): each
    of its four buttons has its own Alt key, in every language."""
    from PySide6.QtGui import QKeySequence

    from ui.settings.presenter import SettingsPresenter
    from ui.settings.server import ServerTab

    served, url, fingerprint = school
    credential = enrolled(served, "Office")
    enrolment.save(link_folder(), enrolment.ServerLink(url, fingerprint, credential, "Office"))
    translations.install(lang)
    with RemoteStore(url, fingerprint, credential) as remote:
        boss = remote.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
        tab = ServerTab(SettingsPresenter(remote, boss))  # type: ignore[arg-type]
        qtbot.addWidget(tab)
        buttons = (tab.join_button, tab.leave_button, tab.code_button, tab.revoke_button)
        keys = [QKeySequence.mnemonic(b.text()).toString() for b in buttons]
        assert all(keys), dict(zip((b.text() for b in buttons), keys, strict=True))
        assert len(set(keys)) == len(keys), keys
    translations.install("en")


def test_settings_on_a_desk_of_its_own_offers_the_server(qtbot, store: Store, instructor,
                                                         translations) -> None:
    from ui.settings.view import SettingsScreen

    screen = SettingsScreen(store, instructor)
    qtbot.addWidget(screen)
    assert screen.tabs.tabText(4) == "School server"
    tab = screen.server
    assert tab.where.text().startswith("This desk keeps the school in its own database")
    assert tab.join_button.isEnabled() and not tab.leave_button.isEnabled()
    assert tab.desks.isHidden()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: screen.tabs.tabText(4) == "學校伺服器")


@pytest.mark.parametrize("lang", LANGS)
def test_a_revoked_desk_is_told_so_at_sign_in(qtbot, school, prefs, translations,
                                              lang: str) -> None:
    from ui.main_window import MainWindow

    served, url, fingerprint = school
    credential = enrolled(served, "Desk R")
    boss = served.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    served.desks.revoke(boss, int(credential.partition(".")[0]))
    translations.install(lang)
    with RemoteStore(url, fingerprint, credential) as remote:
        window = MainWindow(remote, prefs, translations, db_label="desk")  # type: ignore[arg-type]
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.sign_in.name_edit.setText(TRAINEE_NAME)
        window.sign_in.secret_edit.setText(TRAINEE_PIN)
        qtbot.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
        words = {"en": "The school server does not take this desk",
                 "zh-Hant": "學校伺服器不接受這部電腦"}[lang]
        assert window.sign_in.error_label.text().startswith(words)
        assert window.actor is None
        window.close()


def test_revoking_a_desk_is_asked_first_and_a_code_says_its_macau_time(
        qtbot, school, translations, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings, School server, by an instructor: Revoke asks first (No keeps the desk
    enrolled, Yes revokes it); a new code says until when in Macau time, as every time on
    screen, never the desk's own zone."""
    from PySide6.QtWidgets import QInputDialog

    from trainer.errors import DeskRefused
    from ui.settings.presenter import SettingsPresenter
    from ui.settings.server import ServerTab
    from ui.words import moment_text

    served, url, fingerprint = school
    credential = enrolled(served, "Office")
    room = enrolled(served, "Room 2 desk 5")
    enrolment.save(link_folder(), enrolment.ServerLink(url, fingerprint, credential, "Office"))
    with RemoteStore(url, fingerprint, credential) as remote:
        boss = remote.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
        tab = ServerTab(SettingsPresenter(remote, boss))  # type: ignore[arg-type]
        qtbot.addWidget(tab)
        tab.show()
        names = [tab.desks.topLevelItem(i).text(0) for i in range(tab.desks.topLevelItemCount())]
        tab.desks.setCurrentItem(tab.desks.topLevelItem(names.index("Room 2 desk 5")))
        asked: list[str] = []

        def answer(button: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
            def question(_parent, _title, text, *_a, **_k):  # type: ignore[no-untyped-def]
                asked.append(text)
                return button
            return question

        monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
        qtbot.mouseClick(tab.revoke_button, Qt.MouseButton.LeftButton)
        assert "Room 2 desk 5" in asked[0]
        served.desks.identify(room)  # still enrolled
        monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
        qtbot.mouseClick(tab.revoke_button, Qt.MouseButton.LeftButton)
        with pytest.raises(DeskRefused):
            served.desks.identify(room)

        monkeypatch.setattr(QInputDialog, "getText", lambda *_a, **_k: ("Room 3 desk 1", True))
        qtbot.mouseClick(tab.code_button, Qt.MouseButton.LeftButton)
        made = next(d for d in served.desks.listed(boss) if d.name == "Room 3 desk 1")
        assert moment_text(made.code_expires_at) in tab.message.text()
        assert "Macau" in tab.message.text()
