"""Dialogs open while the language is switched in the Language menu follow it (session 9):
their title, captions and buttons, and the refusal under a field, are said in the new
language; they kept the words they were built with. The Lessons screen's notices about
lesson files that could not be loaded follow it too."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_change_secret import _fill, _open_dialog, _sign_in
from tests.gui.test_exam_sitting import make_exam, open_exam, proctor_types
from tests.gui.test_homework import dialog_of, open_homework
from tests.gui.test_settings_accounts import _accounts, _dialog, _select, _type_fields
from ui.lessons.pages import ErrorPage
from ui.lessons.view import LessonsScreen

REPO = Path(__file__).resolve().parents[2]


def _chinese(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def _cancel(dialog) -> str:
    return dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Cancel).text()


# ---- 1. password dialogs ----------------------------------------------------------------


def test_the_change_password_dialog_follows_a_language_change(qtbot, trainee, window) -> None:
    """File > Change my password…: a wrong current password is refused under its field;
    the instructor then picks 繁體中文 and back: the refusal, the title, the captions and
    the Cancel button follow each time."""
    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    dialog = _open_dialog(qtbot, window)
    _fill(qtbot, dialog, "not-my-password", "new-pass-1", "new-pass-1")
    error = dialog.errors[dialog.old_edit]
    qtbot.waitUntil(lambda: error.text() == "That is not your current password.")
    english = (dialog.windowTitle(), _cancel(dialog))
    assert english == ("Change my password", "Cancel")
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(error.text()))
    assert error.isVisible()
    caption = dialog.findChild(QLabel, "changeOldCaption")
    assert _chinese(dialog.windowTitle()) and _chinese(caption.text())
    assert _chinese(dialog.findChild(QLabel, "changeRepeatCaption").text())
    assert _chinese(dialog.hint.text())
    qtbot.waitUntil(lambda: _chinese(_cancel(dialog)))
    window.set_language("en")
    qtbot.waitUntil(lambda: error.text() == "That is not your current password.")
    assert (dialog.windowTitle(), _cancel(dialog)) == english
    assert caption.text() == "&Current password"
    # Still the same dialog, working: the repeat that differs is refused in English now.
    _fill(qtbot, dialog, INSTRUCTOR_PASSWORD, "new-pass-1", "new-pass-2")
    repeat_error = dialog.errors[dialog.repeat_edit]
    assert repeat_error.text() == "The two new passwords differ: type the new password again."
    assert error.isHidden()


def test_the_proctor_dialog_follows_a_language_change(qtbot, store, instructor, trainee,
                                                      window) -> None:
    """The proctor's name and password to start an exam: a wrong password is refused in the
    dialog (the store's words); switched to 繁體中文, the refusal, the title, the text, the
    captions and the Start button are said in Chinese."""
    make_exam(store, instructor, trainee)
    _sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    proctor_types(qtbot, desk, INSTRUCTOR_NAME, "wrong-password")
    dialog = desk.proctor_dialog
    qtbot.waitUntil(lambda: dialog.ok.isEnabled() and dialog.error.text() != "Checking…")
    refused = dialog.error.text()
    assert "not recognised" in refused
    assert (dialog.ok.text(), dialog.name_label.text()) == ("Start", "Sign-in &name")
    assert any(label.text().startswith("Proctor: enter")
               for label in dialog.findChildren(QLabel))
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(dialog.error.text()))
    for text in (dialog.windowTitle(), dialog.name_label.text(),
                 dialog.password_label.text(), dialog.ok.text(), dialog.cancel.text()):
        assert _chinese(text), text
    # (the trainee's display name is Chinese already: the English words must be gone)
    assert "Proctor" not in dialog.intro.text() and trainee.display_name in dialog.intro.text()
    window.set_language("en")
    qtbot.waitUntil(lambda: dialog.error.text() == refused)
    assert dialog.ok.text() == "Start"


# ---- 2. the Lessons screen's notices about lesson files -----------------------------------


def test_the_lesson_file_notices_follow_a_language_change(qtbot, store, trainee,
                                                          translations, tmp_path) -> None:
    """An unreadable lesson file (not UTF-8) and a language with no lesson folder: the notice
    under the list and the file's page are worded in the language picked, the file's page
    stays chosen across the switch, and the loader's English is not shown for them."""
    root = tmp_path / "lessons"
    root.mkdir()
    shutil.copy(REPO / "lessons" / "examples.txt", root / "examples.txt")
    for lang in ("en", "zh-Hant"):
        shutil.copytree(REPO / "lessons" / lang, root / lang)
    (root / "en" / "07-banker-tableau.md").write_bytes(b"\xff\xfe not text")
    translations.install("en")
    screen = LessonsScreen(store, trainee, lessons_root=root)
    qtbot.addWidget(screen)
    screen.resize(1280, 860)
    screen.show()
    qtbot.waitExposed(screen)
    screen.enter()
    english = screen.errors.text()
    assert english.startswith("Some lesson files have errors")
    assert "en/07-banker-tableau.md, line 1: the file is not UTF-8 text" in english
    screen.tree.setFocus()
    qtbot.keyClick(screen.tree, Qt.Key.Key_End)
    assert isinstance(screen.page, ErrorPage)
    assert "not UTF-8 text" in screen.page.details.text()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(screen.errors.text()))
    assert "not UTF-8" not in screen.errors.text()
    page = screen.page
    assert isinstance(page, ErrorPage)  # still the file's page, not the first lesson
    assert _chinese(page.title.text()) and _chinese(page.details.text())
    assert _chinese(page.note.text()) and "not UTF-8" not in page.details.text()
    translations.install("pt")  # no pt folder in this copy: said in Portuguese
    qtbot.waitUntil(lambda: screen.presenter.language == "pt")
    notice = screen.errors.text()
    assert "there is no pt lesson folder" not in notice
    assert QCoreApplication.translate(
        "LessonWords", "there are no lessons in this language yet (folder {0} is missing)"
    ).format("pt") in notice
    assert "Alguns ficheiros" in notice
    translations.install("en")
    qtbot.waitUntil(lambda: screen.errors.text() == english)


def test_a_lesson_progress_failure_follows_a_language_change(
        qtbot, store, trainee, translations, monkeypatch) -> None:
    """An opening that could not be saved (a busy database, free again by the switch): the
    store's reason inside the notice is said in 繁體中文 too, not only the sentence around
    it."""
    from trainer.errors import StoreError

    translations.install("en")
    screen = LessonsScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.enter()
    screen.open_lesson("player-rule")
    qtbot.waitUntil(lambda: screen.presenter.current is not None)

    def busy(*_args: object) -> None:
        raise StoreError("locked", "database is locked")

    monkeypatch.setattr(store.lesson_progress, "mark_opened", busy)
    screen.presenter.record_opened()
    english = screen.status.text()
    assert english.startswith("Your lesson progress could not be read or saved: ")
    assert "database" in english.partition(": ")[2]
    monkeypatch.undo()  # the database is free again: nothing fails (and says it) anew
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: screen.presenter.language == "zh-Hant")
    busy_words = "資料庫正忙（另一個程式正在寫入）。請稍後再試。"
    qtbot.waitUntil(lambda: busy_words in screen.status.text())


# ---- 3. Settings > Accounts and Homework dialogs --------------------------------------------


def test_an_accounts_dialog_refusal_follows_a_language_change(qtbot, trainee, window) -> None:
    """Settings > Accounts > Add proctor: a sign-in name already taken is refused under the
    name; switched to 繁體中文 the refusal, the title, the hint and the captions follow,
    and back to English."""
    tab = _accounts(qtbot, window)
    dialog = _dialog(qtbot, tab, Qt.Key.Key_P)
    _type_fields(qtbot, dialog, INSTRUCTOR_NAME, "Someone", "proctor-pass", "proctor-pass")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    error = dialog.findChild(QLabel, "staffNameError")
    qtbot.waitUntil(lambda: INSTRUCTOR_NAME in error.text())
    english = error.text()
    assert not _chinese(english)
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(error.text()))
    assert INSTRUCTOR_NAME in error.text()
    for text in (dialog.windowTitle(), dialog.hint.text(),
                 dialog.findChild(QLabel, "staffPasswordCaption").text(),
                 dialog.password_edit.placeholderText()):
        assert _chinese(text), text
    window.set_language("en")
    qtbot.waitUntil(lambda: error.text() == english)
    assert dialog.windowTitle() == "Add a proctor"


def test_a_reset_password_refusal_follows_a_language_change(qtbot, trainee, window) -> None:
    """Settings > Accounts > Reset password…: the two passwords differ (the dialog's own
    refusal); after the switch it is said in 繁體中文, with the text naming the account."""
    tab = _accounts(qtbot, window)
    _select(qtbot, tab, TRAINEE_NAME)
    dialog = _dialog(qtbot, tab, Qt.Key.Key_W)
    _type_fields(qtbot, dialog, "123456", "654321")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    error = dialog.findChild(QLabel, "resetRepeatError")
    qtbot.waitUntil(lambda: error.text() == "The two differ: type it again.")
    assert dialog.windowTitle().startswith("Reset PIN") and dialog.text.text().startswith(
        "New PIN for")
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(error.text()))
    # (the trainee's display name is Chinese already: the English words must be gone)
    assert "Reset PIN" not in dialog.windowTitle() and TRAINEE_NAME in dialog.windowTitle()
    assert "New PIN" not in dialog.text.text() and TRAINEE_NAME in dialog.text.text()


def test_the_homework_dialog_follows_a_language_change(qtbot, store, instructor, trainee,
                                                       translations) -> None:
    """Dashboard > Homework > New assignment…: the title, the captions and the subjects and
    targets offered are said in 繁體中文 after the switch; what was chosen stays chosen."""
    translations.install("en")
    cohort = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    tab = open_homework(qtbot, store, instructor)
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    dialog = dialog_of(qtbot, tab)
    dialog.target.setCurrentIndex(1)
    english = (dialog.windowTitle(), dialog.target.currentText(),
               dialog.form.labelForField(dialog.due).text())
    assert english[0] == "Homework"
    chosen = (dialog.subject.currentData(), dialog.target.currentData())
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(dialog.windowTitle()))
    assert _chinese(dialog.target.currentText())
    assert _chinese(dialog.form.labelForField(dialog.due).text())
    assert _chinese(dialog.subject.itemText(dialog.subject.count() - 1))  # a lesson
    assert (dialog.subject.currentData(), dialog.target.currentData()) == chosen
    translations.install("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Homework")
    assert (dialog.windowTitle(), dialog.target.currentText(),
            dialog.form.labelForField(dialog.due).text()) == english


def test_the_reset_pin_dialog_follows_a_language_change(qtbot, trainee, window) -> None:
    """Settings > Roster > Reset PIN…: the core refuses a 2-digit PIN under the field; after
    the switch to 繁體中文 the refusal (with its 4 and 12), the title and the text naming
    the trainee are said in Chinese."""
    from tests.gui.test_messages_follow_language import _settings
    from ui.settings.view import ResetPinDialog

    roster = _settings(qtbot, window).roster
    roster.table.setFocus()
    roster.table.selectRow(0)
    roster.reset_button.click()
    qtbot.waitUntil(lambda: isinstance(getattr(roster, "pin_dialog", None), ResetPinDialog)
                    and roster.pin_dialog.isVisible())
    dialog = roster.pin_dialog
    dialog.activateWindow()
    qtbot.waitUntil(dialog.pin_edit.hasFocus)
    qtbot.keyClicks(dialog.pin_edit, "12")
    qtbot.keyClick(dialog.pin_edit, Qt.Key.Key_Return)
    error = dialog.findChild(QLabel, "resetPinError")
    qtbot.waitUntil(lambda: "4 to 12 digits" in error.text())
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(error.text()))
    assert "4" in error.text() and "12" in error.text()
    # (the trainee's display name is Chinese already: the English words must be gone)
    assert "Reset PIN" not in dialog.windowTitle() and TRAINEE_NAME in dialog.windowTitle()
    text = dialog.findChild(QLabel, "resetPinText").text()
    assert "New PIN" not in text and TRAINEE_NAME in text
    assert _chinese(dialog.findChild(QLabel, "resetPinCaption").text())


def test_the_staff_id_dialog_follows_a_language_change(qtbot, trainee, window) -> None:
    """Settings > Roster > Staff ID…: its question, naming the trainee, is asked in 繁體中文
    after the switch, and what was typed stays."""
    from tests.gui.test_messages_follow_language import _settings

    roster = _settings(qtbot, window).roster
    roster.table.setFocus()
    roster.table.selectRow(0)
    roster.staff_button.click()
    qtbot.waitUntil(lambda: roster.staff_dialog is not None and roster.staff_dialog.isVisible())
    dialog = roster.staff_dialog
    english = dialog.labelText()
    assert english.startswith("Staff ID of") and TRAINEE_NAME in english
    dialog.setTextValue("MC-1")
    window.set_language("zh-Hant")
    # (the trainee's display name is Chinese already: the English words must be gone)
    qtbot.waitUntil(lambda: "Staff ID" not in dialog.labelText())
    assert TRAINEE_NAME in dialog.labelText() and _chinese(dialog.windowTitle())
    assert dialog.textValue() == "MC-1"
    dialog.reject()
