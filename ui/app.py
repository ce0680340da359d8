"""``main()``: parse options, start Qt, open the store (with clear messages), show the window."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from trainer import __version__
from ui.desk_id import ORG_NAME as DESK_ORG
from ui.i18n import DEFAULT_LANGUAGE, Translations, normalize_language

if TYPE_CHECKING:
    from trainer.store import DeskStore
    from ui.main_window import MainWindow

APP_NAME = "Dealer Trainer"
ORG_NAME = DESK_ORG


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer-trainer",
        description="Dealer Trainer: practise Macau baccarat and Sam Kong dealing.",
    )
    parser.add_argument(
        "--db",
        metavar="URL",
        default=os.environ.get("DEALER_TRAINER_DB"),
        help="database URL (default: a SQLite file in the data folder; "
        "postgresql+psycopg://user@host/db for a school's shared roster). "
        "Also read from DEALER_TRAINER_DB.",
    )
    parser.add_argument(
        "--server",
        metavar="URL",
        default=os.environ.get("DEALER_TRAINER_SERVER"),
        help="the school server (https://host:port) instead of a database: this desk holds "
        "no database password. Needs --server-pin, and an enrolment code the first time "
        "(--enrol, or typed in the window that opens). Also read from DEALER_TRAINER_SERVER. "
        "Without it, a desk enrolled before opens on its server.",
    )
    parser.add_argument(
        "--server-pin",
        metavar="SHA256",
        default=os.environ.get("DEALER_TRAINER_SERVER_PIN"),
        help="the SHA-256 fingerprint of the school server's certificate (printed by "
        "dealer-trainer-server at start); any other certificate is refused. "
        "Also read from DEALER_TRAINER_SERVER_PIN.",
    )
    parser.add_argument("--enrol", metavar="CODE",
                        help="with --server: enrol this desk with the one-time code an "
                        "instructor made (kept for the next starts)")
    parser.add_argument("--data-dir", metavar="DIR", type=Path, help="folder for the database "
                        "file and settings (default: the user's data folder)")
    parser.add_argument("--desk", metavar="NAME",
                        help="this desk's name on the proctor console and in the audit log "
                        "(kept for the next starts; default: made at the first start from "
                        "the computer's name, e.g. vm-3fa2c1)")
    parser.add_argument("--lang", metavar="CODE", help="language: en, zh-Hant, zh-Hans or pt")
    parser.add_argument("--exit-when-ready", action="store_true",
                        help="quit with status 0 as soon as the first screen has been painted")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def default_data_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir(ORG_NAME, appauthor=False))


LOG_NAME = "dealer-trainer.log"


def _install_error_hook(data_dir: Path) -> None:
    """Unexpected errors go to a log file and a plain message, never a traceback on screen.

    Called once the data folder is known to be writable (ui.startup.prepare_data_folder);
    should the log file still not open (a folder in its place, a race), the log goes to
    stderr rather than the app failing to start.
    """
    import logging
    import traceback

    log_path = data_dir / LOG_NAME
    handler: logging.Handler
    try:
        handler = logging.FileHandler(log_path, encoding="utf-8", delay=False)
    except OSError as e:
        handler = logging.StreamHandler()
        print(f"dealer-trainer: cannot write the log {log_path} ({e}); logging to stderr",
              file=sys.stderr)
    logging.basicConfig(handlers=[handler], level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    from trainer.store.engine import hide_secrets

    def hook(kind: type[BaseException], value: BaseException,
             tb: TracebackType | None) -> None:
        # An error's text may quote a database URL: its password never reaches the log or
        # the screen.
        logging.getLogger("dealer-trainer").error(
            "unexpected error\n%s",
            hide_secrets("".join(traceback.format_exception(kind, value, tb))))
        if QApplication.instance() is None:
            return
        from PySide6.QtWidgets import QMessageBox

        from trainer.errors import StoreError

        if isinstance(value, StoreError) and value.code == "server_unreachable":
            # A desk on the school server whose call was given up (the server gone, or the
            # user stopped waiting) in a slot that did not word it: said as what it is.
            from ui.store_words import server_problem_text

            again = QApplication.translate(
                "App", "What you just did may not have been saved: do it again once the "
                "server answers.")
            QMessageBox.warning(None, APP_NAME, f"{server_problem_text(value)}\n\n{again}")
            return
        QMessageBox.critical(
            None, APP_NAME,
            QApplication.translate(
                "App", "Something went wrong: {0}\n\nYour answers so far are saved. "
                "Details were written to {1}.").format(hide_secrets(str(value)), log_path))

    sys.excepthook = hook


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    lang_arg = normalize_language(args.lang) if args.lang else None
    if args.lang and lang_arg is None:
        print(f"dealer-trainer: unknown language {args.lang!r} "
              "(use en, zh-Hant, zh-Hans or pt)", file=sys.stderr)
        return 2
    from trainer.store.audit import DESK_MAX, desk_name

    wanted_desk = desk_name(args.desk) if args.desk is not None else None
    if args.desk is not None and wanted_desk is None:
        print(f"dealer-trainer: a desk name is 1 to {DESK_MAX} printable characters, "
              f"not {args.desk!r}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    from ui.resources import app_style_sheet

    app.setStyleSheet(app_style_sheet())

    wanted: Path = args.data_dir or default_data_dir()
    # The language first (reading the settings needs no write access), so that a problem
    # with the data folder is told in the user's language.
    translations = Translations()
    saved = QSettings(str(wanted / "dealer-trainer.ini"), QSettings.Format.IniFormat)
    language = lang_arg or normalize_language(str(saved.value("language", ""))) or DEFAULT_LANGUAGE
    translations.install(language)
    if args.server and (bool(args.db) or not args.server_pin):  # the URL is never shown
        print("dealer-trainer: " + QApplication.translate(
            "App", "--server needs --server-pin (the fingerprint of the school server's "
            "certificate), and no --db."), file=sys.stderr)
        return 2

    from ui.startup import open_server_store, open_store_interactively, prepare_data_folder

    data_dir = prepare_data_folder(wanted)
    if data_dir is None:
        return 1
    if not os.environ.get("DEALER_TRAINER_DEBUG"):
        _install_error_hook(data_dir)
    prefs = QSettings(str(data_dir / "dealer-trainer.ini"), QSettings.Format.IniFormat)

    from ui.desk_id import desk_settings, this_desk
    from ui.school_server import server_link

    desk = this_desk(desk_settings(ORG_NAME), wanted_desk)
    link, refused = server_link(args.server, args.server_pin, args.enrol, bool(args.db))
    if refused:
        return 1
    store = (open_server_store(link) if link is not None
             else open_store_interactively(args.db, data_dir, desk))
    if store is None:
        return 1
    while True:
        window, status = _run(app, store, prefs, translations, args.exit_when_ready,
                              local=link is None)
        if window.enrolled is None:
            return status
        # Enrolled at the first start: the app goes on over the school server.
        link = window.enrolled
        store = open_server_store(link)
        if store is None:
            return 1


def _run(app: QApplication, store: DeskStore, prefs: QSettings, translations: Translations,
         exit_when_ready: bool, local: bool) -> tuple[MainWindow, int]:
    """The main window over ``store`` until it closes; the window and the exit status."""
    from ui.main_window import MainWindow

    # Never the raw --db text: it may hold the password.
    window = MainWindow(store, prefs, translations, db_label=store.display_url)
    from ui.startup import LockedWait

    store.on_retry = LockedWait(window.statusBar())
    if exit_when_ready:
        # Quit once the first screen has really been painted (benchmarks, smoke checks).
        window.sig_first_painted.connect(lambda: QTimer.singleShot(0, app.quit))
    window.show()
    from ui.backup import announce_leftovers, announce_upgrade

    if local:
        announce_upgrade(store, window)  # once, after an upgrade: the pre-upgrade copy
        announce_leftovers(store, window)  # once, after an interrupted restore was cleaned up
    try:
        return window, app.exec()
    finally:
        window.shutdown()
        store.close()
