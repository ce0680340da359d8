"""The main window: sign-in, the home screen and one page per screen, menus and shortcuts."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from trainer import __version__
from trainer.auth import Actor, Role
from trainer.errors import NotOnServer, TrainerError
from trainer.store import DeskStore
from trainer.store.engine import safe_url
from ui import file_dialogs
from ui.home.presenter import HomePresenter
from ui.home.view import HomePage
from ui.i18n import Translations, menu_languages
from ui.screen import LeaveAsking, LessonRequester, LockingScreen, PracticeRequester, Screen
from ui.screens import SCREENS, screen_entry
from ui.signin.view import FirstRunPage, SignInPage
from ui.store_words import not_on_server_text
from ui.widgets.retranslating import Retranslating

if TYPE_CHECKING:
    from trainer.server.enrolment import ServerLink
    from ui.today.view import TodayPage


class MainWindow(Retranslating, QMainWindow):
    """Owns the page stack, the menus and the signed-in actor."""

    sig_first_painted = Signal()
    """The window has been painted for the first time (``--exit-when-ready`` quits on it)."""

    def __init__(
        self,
        store: DeskStore,
        prefs: QSettings,
        translations: Translations,
        db_label: str = "",
    ) -> None:
        super().__init__()
        self.store = store
        self.prefs = prefs
        file_dialogs.use_prefs(prefs)  # file dialogs remember their folders in it
        self.translations = translations
        self.db_label = db_label
        self.actor: Actor | None = None
        self._painted = False
        self._screens: dict[str, QWidget] = {}
        """The screens built so far, by key; each is a QWidget satisfying :class:`Screen`."""
        self._locked_to: QWidget | None = None
        self.not_on_server_box: QMessageBox | None = None
        """The last "not available over the school server" message shown."""
        self._close_confirmed = False
        """A close that a running exam sitting already allowed (see :meth:`_close_again`)."""
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.first_run = FirstRunPage(store)
        self.sign_in = SignInPage(store)
        self.home_presenter = HomePresenter(SCREENS, self)
        self.home_presenter.sig_screen_requested.connect(self.open_screen)
        self.home = HomePage(self.home_presenter, self)
        self.today: TodayPage | None = None
        """A trainee's home page (built at the first trainee's sign-in; instructors keep
        :attr:`home`, the tiles)."""
        for page in (self.first_run, self.sign_in, self.home):
            self.stack.addWidget(page)
        self.first_run.sig_instructor_created.connect(self._signed_in)
        self.first_run.sig_server_requested.connect(self.enrol_with_server)
        self.enrolled: ServerLink | None = None
        """The school server this desk was enrolled with at its first start: the app opens
        on it once this window has closed (ui/app.py)."""
        self.sign_in.sig_signed_in.connect(self._signed_in)
        from ui.backup import DatabaseFileActions

        self.database_files = DatabaseFileActions(store, self)
        self.database_files.sig_restored.connect(lambda _report: self.sign_out())
        self._build_menus()
        self.user_label = QLabel()
        self.statusBar().addPermanentWidget(self.user_label)
        self._restore_geometry()
        self.retranslate()
        if store.needs_first_instructor():
            self.stack.setCurrentWidget(self.first_run)
            QTimer.singleShot(0, self.first_run.name_edit.setFocus)
        else:
            self.stack.setCurrentWidget(self.sign_in)
            QTimer.singleShot(0, self.sign_in.name_edit.setFocus)

    # ---- menus ------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.sign_out_action = QAction(self)
        self.sign_out_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.sign_out_action.triggered.connect(self.sign_out)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        # Instructors only (the core checks again): a trainee never replaces the database.
        self.backup_action = QAction(self)
        self.backup_action.triggered.connect(self.back_up_database)
        self.restore_action = QAction(self)
        self.restore_action.triggered.connect(self.restore_database)
        self.move_action = QAction(self)  # to a server, checked there
        self.move_action.setObjectName("moveSchoolAction")
        self.move_action.triggered.connect(self.move_school)
        # Anyone signed in: a trainee's PIN, an instructor's password (worded per role).
        self.change_secret_action = QAction(self)
        self.change_secret_action.setObjectName("changeSecretAction")
        self.change_secret_action.triggered.connect(self.change_own_secret)
        self.file_menu.addAction(self.change_secret_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.backup_action)
        self.file_menu.addAction(self.restore_action)
        self.file_menu.addAction(self.move_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.sign_out_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        self.go_menu = bar.addMenu("")
        self.home_action = QAction(self)
        self.home_action.setShortcuts([QKeySequence("Alt+Home"), QKeySequence("Ctrl+0")])
        self.home_action.triggered.connect(self.go_home)
        self.go_menu.addAction(self.home_action)
        self.screen_actions: dict[str, QAction] = {}
        for entry in SCREENS:
            action = QAction(self)
            action.setShortcut(QKeySequence(entry.shortcut))
            action.triggered.connect(lambda _=False, key=entry.key: self.open_screen(key))
            self.go_menu.addAction(action)
            self.screen_actions[entry.key] = action

        self.language_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang in menu_languages():  # the pseudo-locale too when DEALER_TRAINER_PSEUDO is set
            action = QAction(lang.native_name, self, checkable=True)
            action.setChecked(lang.code == self.translations.current)
            action.triggered.connect(lambda _=False, code=lang.code: self.set_language(code))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang.code] = action

        self.help_menu = bar.addMenu("")
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)
        self._update_actions()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Dealer Trainer"))
        self.file_menu.setTitle(self.tr("&File"))
        self.sign_out_action.setText(self.tr("&Sign out"))
        self.backup_action.setText(self.tr("&Back up database…"))
        self.restore_action.setText(self.tr("&Restore database…"))
        self.move_action.setText(self.tr("&Move school to another database…"))
        self.quit_action.setText(self.tr("&Quit"))
        self._word_change_secret()
        self.go_menu.setTitle(self.tr("&Go"))
        self.home_action.setText(self.tr("&Home"))
        for entry in SCREENS:
            self.screen_actions[entry.key].setText(entry.title())
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Dealer Trainer"))
        self.home.retranslate()
        if self.today is not None:
            self.today.retranslate()
        self._update_user_label()

    def _update_actions(self) -> None:
        signed_in = self.actor is not None
        free = self._locked_to is None
        self.sign_out_action.setEnabled(signed_in and free)
        self.home_action.setEnabled(signed_in and free)
        instructor = self.actor is not None and self.actor.role is Role.INSTRUCTOR
        self.change_secret_action.setEnabled(signed_in and free)
        self._word_change_secret()
        for action in (self.backup_action, self.restore_action, self.move_action):
            action.setVisible(instructor)
            action.setEnabled(instructor and free)
        for entry in SCREENS:
            allowed = entry.allows(self.actor)
            self.screen_actions[entry.key].setEnabled(allowed and free)
            self.screen_actions[entry.key].setVisible(allowed or not entry.instructor_only)

    def _update_user_label(self) -> None:
        if self.actor is None:
            self.user_label.setText(self.tr("Not signed in"))
            return
        role = {Role.INSTRUCTOR: self.tr("Instructor"), Role.PROCTOR: self.tr("Proctor")}.get(
            self.actor.role, self.tr("Trainee"))
        self.user_label.setText(self.tr("Signed in: {0} ({1})").format(
            self.actor.display_name, role))

    # ---- navigation ---------------------------------------------------------------------

    def _signed_in(self, actor: Actor) -> None:
        self.actor = actor
        self.home_presenter.set_actor(actor, new_school=self._new_school(actor))
        if actor.role is Role.TRAINEE:  # staff (instructors, proctors) keep the tiles
            self._today_page().presenter.set_actor(actor)
        self._update_actions()
        self._update_user_label()
        self.go_home()
        self._reopen_running_exam()

    def _new_school(self, actor: Actor) -> bool:
        """An instructor's school with no trainee yet (the home page says what to do
        first); a store that cannot say is taken for an established one."""
        if not actor.is_instructor:
            return False
        try:
            return not self.store.roster.trainees(actor, include_inactive=True)
        except TrainerError:
            return False

    def _reopen_running_exam(self) -> None:
        """A trainee whose exam sitting is still running goes straight back to it (issue #6)."""
        if self.actor is None or self.actor.role is not Role.TRAINEE:
            return
        from ui.exam.presenter import has_running_sitting

        if has_running_sitting(self.store, self.actor):
            self.open_screen("exam")

    # ---- locking to one screen (an exam sitting) ------------------------------------------

    @property
    def locked_to(self) -> QWidget | None:
        """The screen the window is locked to, or None."""
        return self._locked_to

    def lock_to(self, screen: QWidget) -> None:
        """Show only ``screen``: no home, no other screens, no sign-out, Esc does nothing.
        A screen no longer in the window (closed at a sign-out before its exams finished
        loading) does not lock it."""
        if self.stack.indexOf(screen) < 0:
            return
        self._locked_to = screen
        self.stack.setCurrentWidget(screen)
        self._update_actions()

    def unlock(self) -> None:
        self._locked_to = None
        self._update_actions()

    @property
    def landing_page(self) -> QWidget:
        """Where Alt+Home, Ctrl+0 and Esc go: Today for a trainee, the tiles for an
        instructor or a proctor."""
        if self.actor is not None and self.actor.role is Role.TRAINEE and self.today is not None:
            return self.today
        return self.home

    def _today_page(self) -> TodayPage:
        """The Today page, built when a trainee first signs in (start-up does not pay for
        it) and told where its keys lead."""
        if self.today is None:
            from ui.today.presenter import TodayPresenter
            from ui.today.view import TodayPage

            presenter = TodayPresenter(self.store, SCREENS, parent=self)
            presenter.sig_screen_requested.connect(self.open_screen)
            presenter.sig_due_reviews_requested.connect(self.start_due_reviews)
            presenter.sig_lesson_requested.connect(self.open_lesson)
            self.today = TodayPage(presenter, self)
            self.stack.addWidget(self.today)
        return self.today

    def go_home(self) -> None:
        if self.actor is None or self._locked_to is not None:
            return
        current = self.stack.currentWidget()
        if isinstance(current, LeaveAsking) and not current.confirm_leave(self.go_home):
            return  # asked first (the Table's half-dealt shoe); home again on "Leave"
        if isinstance(current, Screen):
            current.leave()
        landing = self.landing_page
        if landing is self.today and self.today is not None:
            if isinstance(current, Screen):  # back from a drill (sign-in has just read it)
                self.today.presenter.reload()  # one store.today call
            self.stack.setCurrentWidget(self.today)
            self.today.focus_first()
            return
        if (isinstance(current, Screen) and self.actor is not None
                and self.home_presenter.new_school):  # back from Settings: trainees added?
            self.home_presenter.set_actor(self.actor, new_school=self._new_school(self.actor))
        self.stack.setCurrentWidget(self.home)
        self.home.buttons["practice"].setFocus()

    def open_screen(self, key: str) -> None:
        """Open a screen; the role check here is a courtesy, the core enforces it again."""
        if self.actor is None:
            return
        if self._locked_to is not None and self._screens.get(key) is not self._locked_to:
            return
        entry = screen_entry(key)
        if not entry.allows(self.actor):
            return
        widget = self._screens.get(key)
        built = set(self._own_children())
        try:
            if widget is None:
                widget = entry.factory(self.store, self.actor, self)
                if not isinstance(widget, Screen):
                    raise TypeError(f"screen {key!r} does not satisfy ui.screen.Screen")
                if isinstance(widget, LockingScreen):  # an exam sitting shows only itself
                    locking = widget
                    widget.sig_lock_requested.connect(
                        lambda on: self.lock_to(locking) if on else self.unlock())
                if isinstance(widget, PracticeRequester):  # the Lessons screen's drill links
                    widget.sig_practice_requested.connect(self.open_practice)
                if isinstance(widget, LessonRequester):  # the Table's feedback: its lesson
                    widget.sig_lesson_requested.connect(self.open_lesson)
                self._screens[key] = widget
                self.stack.addWidget(widget)
            self.stack.setCurrentWidget(widget)
            if isinstance(widget, Screen):  # always (checked when built); narrows the type
                widget.enter()
        except NotOnServer as error:  # a desk over the school server: said, never raised
            self._drop_screen(key, built)
            self._say_not_on_server(entry.title(), error)

    def _drop_screen(self, key: str, built: set[QObject]) -> None:
        """Forget a screen that needs what the school server does not serve, and what it
        made in the window before it failed (a half-made helper found by no one)."""
        widget = self._screens.pop(key, None)
        if widget is not None:
            self.stack.removeWidget(widget)
        for made in self._own_children():
            if made not in built or made is widget:
                made.setParent(None)
                made.deleteLater()
        if self.stack.currentWidget() is not self.landing_page and self.actor is not None:
            self.stack.setCurrentWidget(self.landing_page)

    def _own_children(self) -> list[QObject]:
        return self.findChildren(QObject, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def _say_not_on_server(self, screen: str, error: NotOnServer) -> None:
        """A screen that needs what the school server does not serve: said in words (the
        screen and the part missing), and the window stays where it was."""
        box = QMessageBox(QMessageBox.Icon.Information, screen, not_on_server_text(error),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("notOnServerMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.not_on_server_box = box
        box.open()

    def open_practice(self, kind: str, level: str, start: bool = False) -> None:
        """Open Practice with a drill kind and level picked (``DrillKind``/``Level`` values);
        ``start``: begin the session at once."""
        self.open_screen("practice")
        practice = self._screens.get("practice")
        if isinstance(practice, Screen):
            practice.preset(kind=kind, level=level, start=start)

    def start_due_reviews(self, kind: str) -> None:
        """Today's due key: the drill's due reviews ("Review due items"), started at once;
        the Table's due steps are reviewed at the Table, at a table of the line's game."""
        from trainer.kinds import TABLE_KIND
        from trainer.today import SAMKONG_TABLE_LINE

        if kind in (TABLE_KIND, SAMKONG_TABLE_LINE):
            self.open_screen("table")
            table = self._screens.get("table")
            if isinstance(table, Screen):
                table.preset(game="samkong" if kind == SAMKONG_TABLE_LINE else "baccarat")
        else:
            self.open_practice(kind, "weak", start=True)

    def open_lesson(self, lesson_id: str) -> None:
        """Open the Lessons screen on ``lesson_id`` (Today's next lesson)."""
        self.open_screen("lessons")
        lessons = self._screens.get("lessons")
        if isinstance(lessons, Screen):
            lessons.preset(lesson=lesson_id)

    def enrol_with_server(self) -> None:
        """First start: enrol this desk with a school server; enrolled, the window closes
        and the app opens on the server (the empty school on this computer is left)."""
        from ui.school_server import EnrolDialog, link_folder

        dialog = EnrolDialog(link_folder(), parent=self)
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self._enrolled(dialog.link))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _enrolled(self, link: ServerLink | None) -> None:
        self.enrolled = link
        if link is not None:
            self.close()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (event.key() == Qt.Key.Key_Escape and self._locked_to is None
                and self.stack.currentWidget() not in (self.home, self.today, self.sign_in,
                                                       self.first_run)):
            self.go_home()
            return
        super().keyPressEvent(event)

    def sign_out(self) -> None:
        if self._locked_to is not None:
            return
        self._close_screens()
        if self.actor is not None:
            self.store.sign_out(self.actor)  # an instructor's exam seal key is dropped
        self.actor = None
        if self.today is not None:
            self.today.presenter.set_actor(None)  # the next trainee never sees this one's
        self._update_actions()
        self._update_user_label()
        self.stack.setCurrentWidget(self.sign_in)
        self.sign_in.reset()  # after showing it, so the focus really lands in Name

    def _close_screens(self) -> None:
        for widget in self._screens.values():
            if isinstance(widget, Screen):
                widget.leave()
            self.stack.removeWidget(widget)
            widget.deleteLater()
        self._screens.clear()

    # ---- backup and restore -----------------------------------------------------------------

    def _word_change_secret(self) -> None:
        from ui.account import change_secret_title

        role = self.actor.role if self.actor is not None else Role.TRAINEE
        self.change_secret_action.setText(change_secret_title(role))

    def change_own_secret(self) -> None:
        """File > Change my PIN… / password…: a dialog asking old, new and repeat."""
        if self.actor is None or self._locked_to is not None:
            return
        from ui.account import ChangeSecretDialog

        dialog = ChangeSecretDialog(self.store, self.actor, self)
        self.secret_dialog = dialog
        pin = self.actor.role is Role.TRAINEE
        done = self.tr("Your PIN is changed.") if pin else self.tr("Your password is changed.")
        dialog.accepted.connect(lambda: self.statusBar().showMessage(done, 10000))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def back_up_database(self) -> None:
        if self.actor is not None and self.actor.is_instructor and self._locked_to is None:
            self.database_files.back_up(self.actor)

    def restore_database(self) -> None:
        """Restore a backup; on success everyone is signed out (sig_restored)."""
        if self.actor is not None and self.actor.is_instructor and self._locked_to is None:
            self.database_files.restore(self.actor)

    def move_school(self) -> None:
        """File > Move school…: copy the school to an empty database, checked there."""
        if self.actor is None or not self.actor.is_instructor or self._locked_to is not None:
            return
        from ui.move_school import MoveSchoolDialog

        dialog = MoveSchoolDialog(self.store, self.actor, self)
        self.move_dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    # ---- language, about, geometry ----------------------------------------------------------

    def set_language(self, code: str) -> None:
        self.translations.install(code)
        # Qt sends no LanguageChange when a language has no (or an empty) translation file;
        # the screens that follow the language anyway (the lesson text) need one.
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.postEvent(self, QEvent(QEvent.Type.LanguageChange))
        self.prefs.setValue("language", code)
        action = self.language_actions.get(code)  # the pseudo-locale may not be listed
        if action is not None:
            action.setChecked(True)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Dealer Trainer"),
            self.tr("<h3>Dealer Trainer {0}</h3><p>Training for Macau baccarat and Sam Kong "
                    "dealers: draw decisions, calling the coup, HKD commission and payouts, "
                    "Sam Kong levels and shoe procedure, graded by the rules of the Macau "
                    "regulations.</p><p>Database: {1}</p>").format(
                __version__, html.escape(safe_url(self.db_label))),
        )

    def _restore_geometry(self) -> None:
        geometry = self.prefs.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:  # the first start: roomy, but never more than the screen (a 1024 x 700 desk)
            room = self.screen().availableGeometry()
            self.resize(min(1200, room.width()), min(820, room.height()))

    def shutdown(self) -> None:
        """Save what must survive the window (geometry, language) and finish open screens."""
        self.database_files.shutdown()
        self.prefs.setValue("window/geometry", self.saveGeometry())
        self.prefs.setValue("language", self.translations.current)
        self.prefs.sync()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.sig_first_painted.emit()

    def _close_again(self) -> None:
        """Close once a screen that asked first lets the window go (an exam sitting, if
        one runs, was asked before that screen and is not asked again)."""
        self._close_confirmed = True
        try:
            self.close()
        finally:
            self._close_confirmed = False

    def closeEvent(self, event: QCloseEvent) -> None:
        locked = self._locked_to
        if (isinstance(locked, LockingScreen) and not self._close_confirmed
                and not locked.confirm_close()):
            # an exam sitting asks before the window goes
            event.ignore()
            return
        for screen in self._screens.values():
            if isinstance(screen, LeaveAsking) and not screen.confirm_leave(self._close_again):
                event.ignore()  # asked first (a half-dealt shoe); closed again on "Leave"
                return
        self._locked_to = None
        self._close_screens()
        self.shutdown()
        super().closeEvent(event)
