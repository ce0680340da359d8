"""The Table on a desk over the school server: the Table screen as it is, over a RemoteStore,
every step graded again and stored by the server (trainer/server/graded_routes.py) before the
desk shows it. A whole coup by keys (a wrong step on purpose) in English, and steps in
Traditional Chinese; the rows in the school's database are the server's verdicts, the same
as the desk's session's."""

from __future__ import annotations

import os
from pathlib import Path

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_table_screen import open_table, play_coup, session_steps, stored
from tests.support.school_server import certificate, enrolled, running_server
from trainer.auth import Actor
from trainer.server.client import RemoteStore
from trainer.store import Store
from trainer.table.session import Action

SHOTS = os.environ.get("DEALER_TRAINER_SHOTS")


def _desk(store: Store, trainee: Actor, url: str, fingerprint: str) -> tuple[RemoteStore, Actor]:
    store.sign_out(trainee)  # the fixture's sign-in was this process's, not the desk's
    remote = RemoteStore(url, fingerprint, enrolled(store, "desk-table"))
    return remote, remote.authenticate(TRAINEE_NAME, TRAINEE_PIN)


def test_a_whole_coup_at_the_table_over_the_server(
    qtbot, store: Store, trainee: Actor, tmp_path: Path,
) -> None:
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        remote, actor = _desk(store, trainee, url, cert.fingerprint)
        with remote:
            screen = open_table(qtbot, remote, actor, "commission-box-2000", 4)
            play_coup(qtbot, screen, store, trainee, by_keys=True)
            session = screen.presenter.session
            assert session is not None and session.finished
            # Every step in the school's database, as the server graded it.
            assert stored(store, trainee) == session_steps(screen)
            assert [r.correct for r in store.practice.attempts(trainee, trainee.user_id)
                    ].count(False) == 1


def test_steps_at_the_table_over_the_server_in_chinese(
    qtbot, store: Store, trainee: Actor, tmp_path: Path, translations,
) -> None:
    translations.install("zh-Hant")
    cert = certificate(tmp_path / "server")
    with running_server(store, cert) as url:
        remote, actor = _desk(store, trainee, url, cert.fingerprint)
        with remote:
            screen = open_table(qtbot, remote, actor, "mass-300", 1)
            presenter = screen.presenter
            for _ in range(8):
                session = presenter.session
                assert session is not None
                presenter.act(Action(*session.next_right()))
                presenter.go_on()
            assert len(session_steps(screen)) == 8
            assert stored(store, trainee) == session_steps(screen)
            assert screen.feedback.text().startswith("✓")
            if SHOTS:
                screen.grab().save(str(Path(SHOTS) / "table-over-server-zh-Hant.png"))
