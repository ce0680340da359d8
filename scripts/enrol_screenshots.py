"""Screenshots of a desk's enrolment with the school server, at 1024x700. Run under
``xvfb-run -a``:

``xvfb-run -a .venv/bin/python scripts/enrol_screenshots.py --lang zh-Hant``

Writes ``docs/screenshots/enrol-desk-<lang>.png``: the first start of a desk (the
create-instructor page) with the enrolment dialog over it, filled in by a real enrolment
against a school server on loopback whose code has expired, the refusal worded; and
``settings-server-<lang>.png``: an instructor's Settings, School server, on a desk enrolled
with that server (the server, the desk's name, the school's desks).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.school_server import ServerClock, certificate, running_server
from trainer.server import enrolment
from trainer.server.client import RemoteStore
from trainer.store import open_store
from trainer.store.desks import CODE_LIFE, shown_code
from ui.i18n import Translations
from ui.resources import app_style_sheet

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS)
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    app.setStyleSheet(app_style_sheet())
    translations = Translations()
    translations.install(args.lang)
    args.out.mkdir(parents=True, exist_ok=True)
    from ui.main_window import MainWindow
    from ui.school_server import EnrolDialog
    from ui.settings.presenter import SettingsPresenter
    from ui.settings.server import ServerTab

    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        clock = ServerClock()
        school = open_store(f"sqlite:///{root / 'school.sqlite3'}", clock=clock)
        boss = school.create_first_instructor("mdeus", "Maria Deus", "teacher-pass")
        school.sign_out(boss)
        cert = certificate(root / "server")
        (root / "desk").mkdir()
        desk = open_store(None, data_dir=root / "desk")
        with running_server(school, cert) as url:
            prefs = QSettings(str(root / "desk" / "dealer-trainer.ini"),
                              QSettings.Format.IniFormat)
            window = MainWindow(desk, prefs, translations, db_label="desk")
            window.resize(1024, 700)
            window.show()
            app.processEvents()
            made = school.desks.make_code_on_server("Room 2 desk 5")
            clock.advance(CODE_LIFE.total_seconds())  # typed too late: expired
            dialog = EnrolDialog(root / "link", parent=window)
            dialog.url_edit.setText(url)
            dialog.pin_edit.setText(cert.fingerprint)
            dialog.code_edit.setText(shown_code(made.code))
            dialog.show()
            app.processEvents()
            dialog.try_enrol()  # refused by the server: the code has expired
            app.processEvents()
            shot = window.grab()
            painter = QPainter(shot)
            at = QPoint((shot.width() - dialog.width()) // 2,
                        (shot.height() - dialog.height()) // 2)
            painter.drawPixmap(at, dialog.grab())
            painter.end()
            shot.save(str(args.out / f"enrol-desk-{args.lang}.png"))
            dialog.close()
            window.close()

            code = school.desks.make_code_on_server("Office").code
            link = enrolment.enrol(url, cert.fingerprint, code)
            enrolment.save(root / "link", link)
            school.desks.make_code_on_server("Room 2 desk 6")
            with RemoteStore(link.url, link.fingerprint, link.credential) as remote:
                actor = remote.authenticate("mdeus", "teacher-pass")
                tab = ServerTab(SettingsPresenter(remote, actor),  # type: ignore[arg-type]
                                folder=root / "link")
                tab.resize(1024, 500)
                tab.show()
                app.processEvents()
                tab.grab().save(str(args.out / f"settings-server-{args.lang}.png"))
                tab.close()
        desk.close()
        school.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
