"""Every screen a trainee and an instructor reach on a desk over the school server (the desk
app's ``--server``, a RemoteStore on a loopback server): each one opens and works, or says in
the user's language what is not available over the school server; never the error hook.
In English and in Traditional Chinese.

What works over the server today, by role (the test's ``WORKS``); the rest say so in words:
exams and live updates are served by routes of their own (other parts of issue 29's work).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_app_shell import _sign_in
from tests.support.school_server import certificate, desk_link, running_server
from trainer.auth import Actor
from trainer.curriculum.answered import dealt_chain
from trainer.curriculum.progress import LessonState, lesson_states
from trainer.server.client import RemoteStore
from trainer.store import Store
from ui.screen import Screen
from ui.screens import SCREENS
from ui.startup import open_server_store

SHOTS = os.environ.get("DEALER_TRAINER_SHOTS")
WORKS = {
    TRAINEE_NAME: {"practice", "lessons", "progress", "exam", "table"},
    INSTRUCTOR_NAME: {"practice", "lessons", "progress", "exam", "settings", "table"},
}
"""The screens that open and work over the server, by who signs in."""
SAYS = {TRAINEE_NAME: set(), INSTRUCTOR_NAME: {"dashboard"}}
"""The screens that say what is not available over the school server."""
NOT_ON_SERVER = {
    "en": "is not available over the school server",
    "zh-Hant": "學校伺服器",
}


def _window(qtbot, remote: RemoteStore, prefs, translations):
    from ui.main_window import MainWindow

    window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_every_screen_works_or_says_what_the_server_does_not_serve(
    qtbot, store: Store, trainee: Actor, instructor: Actor, prefs, translations,
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
) -> None:
    hooked: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: hooked.append(value))
    store.sign_out(trainee)
    store.sign_out(instructor)
    translations.install(lang)
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        remote = open_server_store(desk_link(store, url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        window = _window(qtbot, remote, prefs, translations)
        for name, secret in ((TRAINEE_NAME, TRAINEE_PIN),
                             (INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)):
            _sign_in(qtbot, window, name, secret)
            qtbot.waitUntil(lambda w=window: w.actor is not None)
            works, says = set(), set()
            for entry in SCREENS:
                if not entry.allows(window.actor):
                    continue
                window.screen_actions[entry.key].trigger()  # the Go menu's item
                box = window.not_on_server_box
                if box is not None and box.isVisible():
                    assert NOT_ON_SERVER[lang] in box.text(), box.text()
                    assert entry.title() == box.windowTitle()
                    says.add(entry.key)
                    if SHOTS:
                        box.grab().save(str(
                            Path(SHOTS) / f"not-on-server-{entry.key}-{lang}.png"))
                    box.done(QMessageBox.StandardButton.Ok)
                    qtbot.waitUntil(lambda b=box: not b.isVisible())
                else:
                    screen = window.stack.currentWidget()
                    assert isinstance(screen, Screen), entry.key
                    works.add(entry.key)
                window.go_home()
                assert hooked == [], (entry.key, hooked)
            assert (works, says) == (WORKS[name], SAYS[name])
            window.sign_out()
            qtbot.waitUntil(lambda w=window: w.stack.currentWidget() is w.sign_in)
        # The screens closed at sign-out go, as the event loop takes them before any later
        # language change (they no longer have a token to read with).
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        window.close()
        remote.close()
    assert hooked == []


def test_a_trainee_passes_a_lessons_check_over_the_server(
    qtbot, store: Store, trainee: Actor, tmp_path: Path,
) -> None:
    """The Lessons screen's presenter over the server: a fresh check answered right is
    stored passed by the server, which graded the same deal itself."""
    from ui.lessons.presenter import LessonsPresenter

    store.sign_out(trainee)
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        remote = open_server_store(desk_link(store, url, cert.fingerprint, "desk-7"))
        assert isinstance(remote, RemoteStore)
        actor = remote.authenticate(TRAINEE_NAME, TRAINEE_PIN)
        presenter = LessonsPresenter(remote, actor, rng=random.Random(5))
        presenter.load("en")
        presenter.open("banker-tableau")
        presenter.new_check()
        presenter.new_check()
        assert presenter.current is not None
        checks = dealt_chain(presenter.current.lesson, presenter.check_seeds)
        assert checks == presenter.checks  # the server deals what the screen shows
        right = [next(c.code for c in q.choices if q.is_correct(c.code)) for q in checks]
        with qtbot.waitSignal(presenter.sig_check_graded):
            presenter.submit_check(right)
        assert presenter.state("banker-tableau") is LessonState.PASSED
        rows = store.lesson_progress.progress(instructor_of(store), trainee.user_id)
        assert lesson_states(rows)["banker-tableau"] is LessonState.PASSED
        remote.close()


def instructor_of(store: Store) -> Actor:
    from tests.gui.conftest import INSTRUCTOR_PASSWORD as PASSWORD

    return store.authenticate(INSTRUCTOR_NAME, PASSWORD)

