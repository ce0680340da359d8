"""A desk on the school server: the main window over a RemoteStore (the desk app's
``--server``), screens unchanged. A trainee signs in by keys through the server and answers
one practice question; the answer is stored in the school's database by the server. And the
app's ``--server`` starts with no database on the desk."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from tests.gui.conftest import TRAINEE_DISPLAY, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_app_shell import REPO, _env, _sign_in
from tests.gui.test_practice import answer_and_wait, start_by_keyboard
from tests.support.school_server import certificate, enrolled, running_server
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.drills.model import DrillKind
from trainer.server.client import RemoteStore
from trainer.server.enrolment import LINK_FILE, ServerLink
from trainer.store import Store
from ui.startup import open_server_store


def test_a_trainee_signs_in_on_a_server_desk_and_answers_a_question(
    qtbot, store: Store, trainee: Actor, prefs, translations, tmp_path: Path
) -> None:
    from ui.main_window import MainWindow
    from ui.practice.view import PracticeScreen

    store.sign_out(trainee)  # the fixture's sign-in was this process's, not the desk's
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        link = ServerLink(url, cert.fingerprint, enrolled(store, "desk-7"), "desk-7")
        remote = open_server_store(link)  # as --server opens it
        assert isinstance(remote, RemoteStore)
        window = MainWindow(remote, prefs, translations, db_label=remote.display_url)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)

        _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
        assert window.stack.currentWidget() is window.landing_page
        assert window.actor is not None and window.actor.user_id == trainee.user_id
        assert TRAINEE_DISPLAY in window.user_label.text()
        assert list(remote._tokens) == [trainee.user_id]  # signed in through the server

        qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        screen = window.stack.currentWidget()
        assert isinstance(screen, PracticeScreen)
        question = start_by_keyboard(qtbot, screen, DrillKind.DRAW)
        grade = answer_and_wait(qtbot, screen, question, expected_answer(question))
        assert grade.correct
        assert screen.feedback.text().startswith("Correct.")

        # In the school's database, written by the server for the token's account.
        rows = store.practice.attempts(trainee, trainee.user_id)
        assert [(r.drill_kind, r.correct, r.question) for r in rows] == [
            ("draw", True, question.to_dict())]
        window.close()
        remote.close()


def test_the_app_starts_on_a_server_with_no_database_on_the_desk(
    store: Store, tmp_path: Path
) -> None:
    """``dealer-trainer --server URL --server-pin SHA256 --enrol CODE``: the desk is enrolled,
    the sign-in screen is painted, and the desk's data folder gets no database file; the next
    start, without flags, opens on the server. A wrong pin: refused in words, status 1."""
    cert = certificate(tmp_path / "server")
    desk = tmp_path / "desk"
    config = tmp_path / "config"
    code = store.desks.make_code_on_server("Desk 7").code
    with running_server(store, cert) as url:
        def run(*flags: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run(
                [sys.executable, "-m", "ui", "--data-dir", str(desk), *flags,
                 "--exit-when-ready"], cwd=REPO, env={**_env(), "XDG_CONFIG_HOME": str(config)},
                capture_output=True, text=True, timeout=60, check=False)

        started = run("--server", url, "--server-pin", cert.fingerprint, "--enrol", code)
        assert started.returncode == 0, started.stderr
        assert not list(desk.glob("*.sqlite3*"))
        assert [p.name for p in config.rglob(LINK_FILE)] == [LINK_FILE]
        again = run()  # no flags: the desk opens on the server it is enrolled with
        assert again.returncode == 0, again.stderr
        assert not list(desk.glob("*.sqlite3*"))
        wrong = run("--server", url, "--server-pin", "00" * 32, "--enrol", code)
        assert wrong.returncode == 1
        assert "is not the one with this fingerprint" in wrong.stderr
        # In the desk's language, as every other start-up message (the address safe_url's).
        chinese = run("--server", url, "--server-pin", "00" * 32, "--enrol", code,
                      "--lang", "zh-Hant")
        assert chinese.returncode == 1
        assert f"{url} 的伺服器並非具有這個指紋的伺服器" in chinese.stderr, chinese.stderr


def test_server_needs_a_pin_and_no_db(capsys) -> None:
    from ui.app import main

    assert main(["--server", "https://127.0.0.1:1", "--exit-when-ready"]) == 2
    assert main(["--server", "https://127.0.0.1:1", "--server-pin", "ab", "--db",
                 "sqlite:///x.sqlite3", "--exit-when-ready"]) == 2
    assert "--server needs --server-pin" in capsys.readouterr().err


def test_server_needs_a_pin_said_in_the_desks_language(tmp_path: Path) -> None:
    """In a process of its own: the app installs its language for the whole process."""
    said = subprocess.run(
        [sys.executable, "-m", "ui", "--data-dir", str(tmp_path), "--server",
         "https://127.0.0.1:1", "--lang", "zh-Hant", "--exit-when-ready"],
        cwd=REPO, env=_env(), capture_output=True, text=True, timeout=60, check=False)
    assert said.returncode == 2
    assert "--server 需要 --server-pin" in said.stderr, said.stderr
