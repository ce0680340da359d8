"""Credentials are never shown (issue 11, point 9): the database URL's password is masked in
About, in error messages and dialogs, in the log, and no source line shows or logs a URL
without masking it."""

from __future__ import annotations

import logging
import re
import socket
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from trainer.errors import StoreError
from trainer.store import open_store
from trainer.store.engine import resolve_url, safe_url

SECRET = "s3cret-Pw9"
REPO = Path(__file__).resolve().parents[2]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def close_the_modal_box_and_keep_its_text(seen: list[str]) -> None:
    def close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, close)
            return
        seen.append("\n".join((box.text(), box.informativeText(), box.detailedText())))
        box.done(0)

    QTimer.singleShot(0, close)


def test_safe_url_hides_every_form_of_password() -> None:
    for raw in (f"postgresql+psycopg://trainer:{SECRET}@db.school:5432/dt",
                f"postgresql://trainer@db.school/dt?password={SECRET}&sslmode=require",
                f"postgresql://trainer:{SECRET}@db.school:notaport/dt"):
        shown = safe_url(raw)
        assert SECRET not in shown and "***" in shown and "db.school" in shown


def test_about_shows_the_url_without_its_password(qtbot, store, prefs, translations) -> None:
    from ui.main_window import MainWindow

    window = MainWindow(store, prefs, translations,
                        db_label=f"postgresql+psycopg://trainer:{SECRET}@db.school:5432/dt")
    qtbot.addWidget(window)
    seen: list[str] = []
    close_the_modal_box_and_keep_its_text(seen)
    window.show_about()
    assert seen and SECRET not in seen[0]
    assert "trainer:***@db.school:5432/dt" in seen[0]


def test_the_store_names_its_server_without_the_password(tmp_path) -> None:
    import os

    base = os.environ.get("DEALER_TRAINER_TEST_PG")
    url = f"postgresql+psycopg://trainer:{SECRET}@127.0.0.1:{closed_port()}/dt"
    with pytest.raises(StoreError) as caught:
        open_store(url)
    assert caught.value.kind == "unreachable" and SECRET not in str(caught.value)
    with pytest.raises(StoreError) as bad:
        resolve_url(f"postgresql://trainer:{SECRET}@db:notaport/dt", None)
    assert bad.value.kind == "invalid" and SECRET not in str(bad.value)
    if base:  # the test server trusts any password: the About text of a real open store
        with_password = base.replace("trainer@", f"trainer:{SECRET}@", 1)
        with open_store(with_password) as store:
            assert SECRET not in store.display_url and "trainer:***@" in store.display_url


def test_the_start_up_dialog_shows_no_password(qtbot, tmp_path) -> None:
    from ui.startup import open_store_interactively

    seen: list[str] = []

    def quit_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, quit_box)
            return
        seen.append("\n".join((box.text(), box.informativeText(), box.detailedText())))
        next(b for b in box.buttons() if b.text() == "Quit").click()

    QTimer.singleShot(0, quit_box)
    url = f"postgresql+psycopg://trainer:{SECRET}@127.0.0.1:{closed_port()}/dt"
    assert open_store_interactively(url, tmp_path) is None
    assert seen and "cannot be reached" in seen[0] and SECRET not in seen[0]


@contextmanager
def error_hook(tmp_path: Path) -> Iterator[Callable[[BaseException], tuple[str, str]]]:
    """The app's error hook installed on a log in ``tmp_path``; yields ``raised(error)``: the
    text of the message box the hook showed, and the log, for an error no slot caught."""
    from ui.app import LOG_NAME, _install_error_hook

    root = logging.getLogger()
    saved_handlers, saved_hook = list(root.handlers), sys.excepthook
    for handler in saved_handlers:
        root.removeHandler(handler)

    def raised(error: BaseException) -> tuple[str, str]:
        seen: list[str] = []
        close_the_modal_box_and_keep_its_text(seen)
        sys.excepthook(type(error), error, None)
        for handler in root.handlers:
            handler.flush()
        return seen[0], (tmp_path / LOG_NAME).read_text(encoding="utf-8")

    try:
        _install_error_hook(tmp_path)
        yield raised
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
            handler.close()
        for handler in saved_handlers:
            root.addHandler(handler)
        sys.excepthook = saved_hook


def test_the_log_and_the_error_message_show_no_password(qtbot, tmp_path) -> None:
    with error_hook(tmp_path) as raised:
        shown, logged = raised(RuntimeError(f"cannot use postgresql://trainer:{SECRET}@db."
                                            f"school/dt (host=db.school password={SECRET})"))
    assert "trainer:***@db.school" in logged and SECRET not in logged
    assert SECRET not in shown


def test_every_place_that_shows_or_logs_a_url_masks_it() -> None:
    """A grep of the app's code: a URL reaches text only through safe_url/hide_secrets."""
    rendered = re.compile(r"render_as_string\((?![^)]*hide_password=True)")
    raw_db = re.compile(r"\bargs\.db\b(?!\s*[,)])")  # --db used other than passed on
    placeholder = re.compile(r"\{([^{}]*\burl\b[^{}]*)\}")
    # what may be formatted from a URL: the masked URL, or host, port and database name
    harmless = re.compile(r"safe_url\(|describe_server\(|\burl\.database\b")
    offenders = []
    for path in sorted([*REPO.joinpath("trainer").rglob("*.py"),
                        *REPO.joinpath("ui").rglob("*.py")]):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            unmasked = ('f"' in code or "f'" in code) and any(
                not harmless.search(found) for found in placeholder.findall(code))
            if rendered.search(code) or raw_db.search(code) or unmasked:
                offenders.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert offenders == []


def test_each_server_problem_has_its_own_words(qapp) -> None:
    from ui.store_words import server_advice_text, server_problem_text

    where = {"server": "db1:5432, db2:5433", "database": "dt", "user": "clerk"}
    texts = {}
    for kind, code in (("unreachable", None), ("refused", "sign_in_refused"),
                       ("refused", "no_database"), ("refused", "no_permission")):
        error = StoreError(kind, "(the driver's message)", code=code, params=where)
        texts[error.code] = (server_problem_text(error), server_advice_text(error))
    assert texts["unreachable"][0] == ("The school's database server db1:5432, db2:5433 "
                                       "cannot be reached: it did not answer.")
    assert texts["no_database"][0] == ("The database server db1:5432, db2:5433 has no "
                                       "database named dt.")
    assert texts["no_permission"][0] == ("User clerk has no permission to use the database "
                                         "dt on the server db1:5432, db2:5433.")
    assert "refused the sign-in of user clerk" in texts["sign_in_refused"][0]
    assert len({t for t, _ in texts.values()}) == 4 and len({a for _, a in texts.values()}) == 4
    assert server_problem_text(StoreError("locked", "busy")) is None


def test_a_school_server_call_given_up_in_a_slot_is_worded_not_something_went_wrong(
        qtbot, tmp_path) -> None:
    """A desk's call to the school server given up (the server gone, or Stop waiting) in a
    slot that does not word it reaches the error hook: it says the server did not answer,
    never "Something went wrong", and the log keeps it."""
    with error_hook(tmp_path) as raised:
        shown, logged = raised(StoreError("unreachable", "stopped waiting",
                                          code="server_unreachable",
                                          params={"server": "https://school:8443"}))
    assert shown == ("The school server https://school:8443 cannot be reached: it did not "
                     "answer. Try again in a moment.\n\nWhat you just did may not have been "
                     "saved: do it again once the server answers.\n\n")
    assert "stopped waiting" in logged
