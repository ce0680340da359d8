"""A wrong password for a PostgreSQL server of the test's own is told as a refused sign-in,
never as "cannot be reached", and the password is never shown (issue 11, point 9; review
finding 12). Moved from tests/gui/test_credentials.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.test_credentials import SECRET

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]

# ---- Review finding 12: a refused sign-in is not "cannot be reached", and says where

PG_PASSWORD = "Sup3r-secret-9"


@pytest.fixture(scope="module")
def password_server():
    """A PostgreSQL server of its own that asks for a password over TCP (scram-sha-256)."""
    from tests.support.pgserver import own_pg_server

    with own_pg_server(password=PG_PASSWORD) as server:
        if server is None:
            pytest.skip("PostgreSQL is not installed")
        yield server


def start_up_box_texts(url: str, tmp_path) -> tuple[str, str, str]:
    """Open the store as the app does; return the problem box's text, informative text
    and details, then quit."""
    from ui.startup import open_store_interactively

    seen: list[tuple[str, str, str]] = []

    def quit_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, quit_box)
            return
        seen.append((box.text(), box.informativeText(), box.detailedText()))
        box.reject()  # Esc: the box's escape button is Quit

    QTimer.singleShot(0, quit_box)
    assert open_store_interactively(url, tmp_path) is None
    assert len(seen) == 1
    return seen[0]


@pytest.mark.postgres
@pytest.mark.slow
def test_a_wrong_password_is_told_as_a_refused_sign_in(qtbot, tmp_path, translations,
                                                       password_server) -> None:
    from scripts.i18n_build import build

    build()  # the .qm files, for the 繁體中文 wording below
    port = password_server.port
    url = f"postgresql+psycopg://trainer:{SECRET}@/dealer_trainer?host=127.0.0.1&port={port}"
    text, advice, details = start_up_box_texts(url, tmp_path)
    assert text == (f"The database server 127.0.0.1:{port} refused the sign-in of user "
                    "trainer: the user name or the password in the database address is "
                    "wrong, or the server does not accept this computer.")
    assert "cannot be reached" not in text and "user name and password" in advice
    assert "password authentication failed" in details  # the server's own words, kept
    assert SECRET not in text + advice + details and "localhost" not in text + details

    assert translations.install("zh-Hant")
    text, advice, _ = start_up_box_texts(url, tmp_path)
    assert text == (f"資料庫伺服器 127.0.0.1:{port} 拒絕了用戶 trainer 的登入：資料庫地址中的"
                    "用戶名稱或密碼不正確，或伺服器不接受這部電腦。")
    assert "資訊科技人員" in advice and SECRET not in text + advice
