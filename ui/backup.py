"""File > Back up... and File > Restore... (instructors only), and the one-time notice of the
copy kept before an upgrade.

The core does the work (:mod:`trainer.store.backup`); this module asks for the file, confirms,
runs the backup, and the check of a file to restore, through the one background helper
(:class:`ui.tasks.TaskRunner`) and words every outcome. The restore question names the
backup's date and what it holds (trainees, answers, the newest answer), read from the chosen
file on the worker; a restore is refused in words while another desk has the database open.
The dialogs are attributes (``ask_save_path``, ``ask_open_path``, ``confirm``,
``inform``, ``warn``) so tests replace them at that seam instead of driving native dialogs.

Who may restore: only an instructor, in the menu and again in the core (a trainee must never
replace the school's database), and only a file that itself holds an active instructor.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from trainer.auth import Actor
from trainer.errors import PermissionDenied, StoreError
from trainer.store import DeskStore
from trainer.store.backup import BackupInfo
from ui.file_dialogs import open_file_name, save_file_name
from ui.tasks import TaskRunner
from ui.words import moment_text

translate = QCoreApplication.translate


def backup_error_text(error: BaseException) -> str:
    """A refusal or failure of a backup or restore, in the user's language."""
    if isinstance(error, PermissionDenied):
        return translate("Backup", "Only an instructor can back up or restore the database.")
    if not isinstance(error, StoreError):
        return translate("Backup", "The operation failed: {0}").format(error)
    p = error.params
    path = str(p.get("path", ""))
    code = error.code
    if code == "backup_postgresql":
        return translate(
            "Backup", "This school's database is on a PostgreSQL server. Back it up with the "
            "server's tools (pg_dump) and restore it with pg_restore; the README gives the "
            "commands. Ask the school's IT staff.")
    if code == "backup_unwritable":
        return translate("Backup", "The file cannot be written or read there:\n{0}\n\n{1}\n\n"
                         "Choose another folder (a USB drive, your documents).").format(
            path, p.get("detail", ""))
    if code == "backup_same_file":
        return translate("Backup", "That is the database in use:\n{0}\n\nChoose another "
                         "file.").format(path)
    if code == "backup_missing":
        return translate("Backup", "The file does not exist:\n{0}").format(path)
    if code == "backup_not_database":
        return translate("Backup", "This file is not a database:\n{0}").format(path)
    if code == "backup_foreign":
        return translate("Backup", "This database is not a Dealer Trainer backup:\n{0}").format(
            path)
    if code == "backup_damaged":
        return translate("Backup", "This backup is damaged (it fails its integrity check) and "
                         "cannot be used:\n{0}").format(path)
    if code == "backup_newer":
        return translate("Backup", "This backup was made by a newer version of Dealer Trainer "
                         "(database version {1}; this version reads up to {2}). Update the "
                         "app first.\n{0}").format(path, p.get("version", "?"),
                                                   p.get("supported", "?"))
    if code == "backup_not_regular":
        return translate("Backup", "This is not an ordinary file (it is a device, a pipe or "
                         "something similar), so it can be neither read as a backup nor "
                         "replaced by one:\n{0}").format(path)
    if code == "backup_no_instructor":
        return translate("Backup", "This backup has no active instructor, so no one could "
                         "manage the school after restoring it. It was not restored.\n{0}"
                         ).format(path)
    if code == "restore_other_desks":
        return translate(
            "Backup", "The database is open in Dealer Trainer on another desk (or in another "
            "window of this computer). It was not restored: that desk would go on saving "
            "answers into the database set aside.\n\nClose Dealer Trainer wherever it uses "
            "this database, then restore again.\n{0}").format(path)
    if error.kind == "locked":
        return translate("Backup", "The database is busy: another program is writing to it. "
                         "Try again in a moment.")
    return translate("Backup", "The operation failed: {0}").format(
        p.get("detail", str(error)))


class BackupCounts(QObject):
    """What a backup holds, each count in its own plural form ("1 instructor", "2 trainees");
    a class because Qt's lupdate reads plural forms from ``self.tr`` only."""

    def people(self, info: BackupInfo) -> tuple[str, str]:
        return (self.tr("%n instructor(s)", "", info.instructors),
                self.tr("%n trainee(s)", "", info.trainees))

    def answers(self, info: BackupInfo) -> str:
        return self.tr("%n answer(s)", "", info.answers)


def restore_question(info: BackupInfo, live: Path | None) -> str:
    """The question before a restore: the backup's date and what it holds,
    then what happens to the database in use."""
    saved = moment_text(info.saved_at) if info.saved_at is not None else "?"
    counts = BackupCounts()
    instructors, trainees = counts.people(info)
    if info.newest_answer is None:
        held = translate(
            "Backup", "Saved {saved}. It holds {instructors}, {trainees} and no answers.").format(
            saved=saved, instructors=instructors, trainees=trainees)
    else:
        held = translate(
            "Backup", "Saved {saved}. It holds {instructors}, {trainees} and {answers}, the "
            "newest from {newest}.").format(
            saved=saved, instructors=instructors, trainees=trainees,
            answers=counts.answers(info),
            newest=moment_text(info.newest_answer))
    return translate(
        "Backup", "Replace the database in use with this backup?\n\n{path}\n{held}\n\n"
        "Everything recorded since the backup was made will no longer be shown. The database "
        "in use now is kept, renamed, in its folder:\n{folder}\n\nEveryone is signed out."
    ).format(path=info.path, held=held, folder=live.parent if live else "")


def upgrade_notice_text(backup_path: Path) -> str:
    """The one-time message after an upgrade: where the copy from before it is."""
    return translate(
        "Backup", "Your database was upgraded to this version of Dealer Trainer. A copy from "
        "before the upgrade was kept here:\n\n{0}\n\nKeep it until you are sure everything is "
        "in order.").format(backup_path)


def announce_upgrade(store: DeskStore, parent: QWidget | None = None,
                     inform: Callable[[str, str], None] | None = None) -> bool:
    """Show :func:`upgrade_notice_text` if the store was migrated when it was opened (so once:
    the next start finds the database up to date); True if shown. Without ``inform`` the
    message opens without blocking, over ``parent``."""
    if store.backup_path is None:
        return False
    _notice("upgradeNotice", translate("Backup", "Database upgraded"),
            upgrade_notice_text(store.backup_path), parent, inform)
    return True


def leftovers_notice_text(leftovers: Sequence[Path]) -> str:
    """The one-time message after start-up removed an interrupted restore's staging copies."""
    return translate(
        "Backup", "A restore of the database was interrupted earlier. Its temporary copies "
        "were removed; the database in use was not changed:\n\n{0}").format(
        "\n".join(str(p) for p in leftovers))


def announce_leftovers(store: DeskStore, parent: QWidget | None = None,
                       inform: Callable[[str, str], None] | None = None) -> bool:
    """Show :func:`leftovers_notice_text` if opening the store removed the staging copies of
    an interrupted restore (so once); True if shown. Without ``inform`` the message opens
    without blocking, over ``parent``."""
    if not store.leftovers:
        return False
    _notice("leftoversNotice", translate("Backup", "Interrupted restore"),
            leftovers_notice_text(store.leftovers), parent, inform)
    return True


def _notice(name: str, title: str, text: str, parent: QWidget | None,
            inform: Callable[[str, str], None] | None) -> None:
    """A one-time start-up notice: through ``inform`` (tests) or a box that does not block."""
    if inform is not None:
        inform(title, text)
        return
    box = QMessageBox(QMessageBox.Icon.Information, title, text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName(name)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def _information(parent: QWidget | None) -> Callable[[str, str], None]:
    def show(title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Ok, parent)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.exec()
    return show


def _warning(parent: QWidget | None) -> Callable[[str, str], None]:
    def show(title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)
    return show


class DatabaseFileActions(QObject):
    """Backs up and restores the store for the main window's File menu."""

    sig_restored = Signal(object)
    """A restore swapped the database in (the RestoreReport): everyone must sign in again."""
    sig_backed_up = Signal(object)
    """A backup was written and checked (its BackupInfo)."""

    def __init__(self, store: DeskStore, parent_widget: QWidget) -> None:
        super().__init__(parent_widget)
        self.store = store
        self.parent_widget = parent_widget
        self.tasks = TaskRunner(self, max_threads=1)
        self.ask_save_path: Callable[[str], str] = self._ask_save_path
        self.ask_open_path: Callable[[], str] = self._ask_open_path
        self.confirm: Callable[[str, str], bool] = self._confirm
        self.inform: Callable[[str, str], None] = _information(parent_widget)
        self.warn: Callable[[str, str], None] = _warning(parent_widget)

    # ---- back up ---------------------------------------------------------------------------

    def back_up(self, actor: Actor) -> None:
        """Ask where, then write the copy in the background; say how it went."""
        if self.tasks.busy:
            return
        default = f"dealer-trainer-backup-{datetime.now().strftime('%Y%m%d-%H%M')}.sqlite3"
        name = self.ask_save_path(default)
        if not name:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self.tasks.run(self.store.back_up, actor, Path(name),
                       on_done=self._backed_up, on_error=self._backup_failed)

    def _backed_up(self, info: BackupInfo) -> None:
        QApplication.restoreOverrideCursor()
        self.sig_backed_up.emit(info)
        self.inform(translate("Backup", "Backup saved"), translate(
            "Backup", "The database was copied and checked:\n{0}\n\n{1}, {2}. Keep the copy "
            "somewhere safe, away from this computer.").format(
                info.path, *BackupCounts().people(info)))

    def _backup_failed(self, error: BaseException) -> None:
        QApplication.restoreOverrideCursor()
        self.warn(translate("Backup", "Backup not made"), backup_error_text(error))

    # ---- restore ---------------------------------------------------------------------------

    def restore(self, actor: Actor) -> None:
        """Ask for the file, check it in the background (what it holds, and that no other
        desk has the database open), then confirm and swap it in (:attr:`sig_restored`)."""
        if self.tasks.busy:
            return
        name = self.ask_open_path()
        if not name:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self.tasks.run(self.store.check_restore, actor, Path(name),
                       on_done=lambda info: self._checked(actor, info),
                       on_error=self._check_failed)

    def _check_failed(self, error: BaseException) -> None:
        QApplication.restoreOverrideCursor()
        self.warn(translate("Backup", "Restore a backup"), backup_error_text(error))

    def _checked(self, actor: Actor, info: BackupInfo) -> None:
        """The chosen file was checked (on the worker): ask, then swap it in on this thread
        (every connection of the store is closed for the swap)."""
        QApplication.restoreOverrideCursor()
        title = translate("Backup", "Restore a backup")
        if not self.confirm(title, restore_question(info, self.store.path)):
            return
        try:
            report = self.store.restore(actor, info.path)
        except (StoreError, PermissionDenied) as e:
            self.warn(title, backup_error_text(e))
            return
        self.sig_restored.emit(report)
        text = translate("Backup", "The backup was restored:\n{0}\n\nThe database in use "
                         "before was kept as:\n{1}").format(report.restored.path,
                                                            report.kept_aside)
        if report.pre_migration_backup is not None:
            text += "\n\n" + translate(
                "Backup", "The backup was from an older version and was upgraded; a copy "
                "from before the upgrade was kept as:\n{0}").format(report.pre_migration_backup)
        self.inform(translate("Backup", "Backup restored"), text)

    # ---- the real dialogs (replaced in tests) ----------------------------------------------

    def _ask_save_path(self, default: str) -> str:
        return save_file_name(
            self.parent_widget, "backup", translate("Backup", "Back up the database"), default,
            translate("Backup", "Dealer Trainer backup (*.sqlite3);;All files (*)"))

    def _ask_open_path(self) -> str:
        return open_file_name(
            self.parent_widget, "restore", translate("Backup", "Restore a backup"),
            translate("Backup", "Dealer Trainer backup (*.sqlite3 *.db);;All files (*)"))

    def confirm_box(self, title: str, question: str) -> tuple[QMessageBox, QPushButton]:
        """The restore question: Cancel is the default, Restore must be chosen."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, question,
                          QMessageBox.StandardButton.NoButton, self.parent_widget)
        restore = box.addButton(translate("Backup", "Restore"),
                                QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(translate("Backup", "Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        return box, restore

    def _confirm(self, title: str, question: str) -> bool:
        box, restore = self.confirm_box(title, question)
        box.exec()
        return box.clickedButton() is restore

    def shutdown(self) -> None:
        self.tasks.shutdown()
