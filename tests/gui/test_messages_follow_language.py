"""Messages already on screen follow a language change (session 8, issue 16): a status line,
a refusal or an empty-state text set before the user picks another language is worded again
in it, not left in the old one (the label keeps how to word the message, not its words)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLineEdit

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_homework import open_homework
from ui.settings.view import SettingsScreen
from ui.widgets.message import MessageLabel


def _chinese(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def _settings(qtbot, window) -> SettingsScreen:
    name = window.findChild(QLineEdit, "signInName")
    qtbot.keyClicks(name, INSTRUCTOR_NAME)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    secret = window.findChild(QLineEdit, "signInSecret")
    qtbot.keyClicks(secret, INSTRUCTOR_PASSWORD)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    window.open_screen("settings")
    screen = window.stack.currentWidget()
    assert isinstance(screen, SettingsScreen)
    return screen


def test_a_message_label_words_its_message_again_and_fixed_text_stays(qtbot, translations
                                                                       ) -> None:
    """The shared label: ``say`` is worded again in the new language, with its arguments
    (bound when said); ``setText`` and ``clear`` show fixed text that nothing rewords."""
    translations.install("en")
    label = MessageLabel()
    qtbot.addWidget(label)

    def saved(name: str) -> str:
        return QCoreApplication.translate("ScheduleSettingsTab", "Saved for {0}.").format(name)

    label.say(saved, "2026-12 A")
    assert label.text() == "Saved for 2026-12 A."
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: label.text() != "Saved for 2026-12 A.")
    assert "2026-12 A" in label.text() and _chinese(label.text())
    label.setText("fixed")
    translations.install("en")
    qtbot.waitUntil(lambda: label.wording is None)
    assert label.text() == "fixed"


def test_the_roster_message_follows_a_language_change(qtbot, trainee, window) -> None:
    """Settings: "Select a trainee first." (Unlock with no one chosen), then the language
    is switched in the Language menu: the line is said in 繁體中文, then in English again;
    so are the list's own words ("All cohorts", the Active column's "yes")."""
    screen = _settings(qtbot, window)
    roster = screen.roster
    roster.table.clearSelection()
    roster.unlock()
    english = roster.message.text()
    assert english == "Select a trainee first."
    assert (roster.cohort_combo.itemText(0), roster.table.item(0, 3).text()) == (
        "All cohorts", "yes")
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: roster.message.text() != english)
    assert _chinese(roster.message.text())
    assert _chinese(roster.cohort_combo.itemText(0))
    assert _chinese(roster.table.item(0, 3).text())
    window.set_language("en")
    qtbot.waitUntil(lambda: roster.message.text() == english)


def test_a_refusal_and_a_status_line_follow_a_language_change(qtbot, trainee, window) -> None:
    """Settings > Accounts refuses an action with no account chosen; the Dashboard's status
    line says the charts are loading: both in 繁體中文 after the switch."""
    screen = _settings(qtbot, window)
    accounts = screen.accounts
    accounts.table.clearSelection()
    accounts.toggle_active()
    refused = accounts.message.text()
    assert refused == "Select an account in the list first."
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: accounts.message.text() != refused)
    assert _chinese(accounts.message.text())


def test_the_homework_empty_state_follows_a_language_change(qtbot, store, instructor, trainee,
                                                           translations) -> None:
    """The Dashboard's Homework tab says a cohort has no homework; switching to 繁體中文
    words that empty state in Chinese (it stayed English)."""
    translations.install("en")
    cohort = store.roster.cohorts(instructor)[0]
    store.roster.create_trainee(instructor, "bob", "李小明", cohort.id, "5678")
    tab = open_homework(qtbot, store, instructor)
    qtbot.waitUntil(lambda: tab.message.text().startswith("No homework set"))
    english = tab.message.text()
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: tab.message.text() != english)
    assert _chinese(tab.message.text())


def test_a_sign_in_refusal_follows_a_language_change(qtbot, trainee, window) -> None:
    """A wrong PIN is refused; the trainee then picks 繁體中文 in the Language menu (it is on
    the sign-in screen too): the refusal is said in Chinese, and its label grows to it."""
    page = window.sign_in
    qtbot.keyClicks(page.name_edit, TRAINEE_NAME)
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(page.secret_edit, "0000" if TRAINEE_PIN != "0000" else "9999")
    qtbot.keyClick(page.secret_edit, Qt.Key.Key_Return)
    english = page.error_label.text()
    assert english and not _chinese(english)
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: page.error_label.text() != english)
    assert _chinese(page.error_label.text())
    assert page.error_label.minimumHeight() > 0


def test_a_review_action_line_follows_a_language_change(qtbot, store, instructor,
                                                        translations) -> None:
    """The Exam screen's results: "A retake was granted to …" (said by the review's actions
    when the store has granted it) is worded again in 繁體中文, on the table's status line and
    on the review's."""
    from ui.exam.results import ResultsPanel

    translations.install("en")
    panel = ResultsPanel(store, instructor)
    qtbot.addWidget(panel)
    panel.presenter.sig_retake_granted.emit("陳美美")
    english = panel.status.text()
    assert english == "A retake was granted to 陳美美."
    assert panel.review.status.text() == english
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: panel.status.text() != english)
    for line in (panel.status.text(), panel.review.status.text()):
        assert "陳美美" in line and line != english and "retake" not in line


def test_a_presenters_refusal_follows_a_language_change(qtbot, store, instructor, trainee,
                                                        translations) -> None:
    """A refusal worded by a presenter from the store's error (here: the Dashboard opened by
    a trainee, refused as not an instructor) reaches the status line as ``Worded`` text and
    is said again in 繁體中文 after the switch; the signal still carries a plain ``str``."""
    from ui.dashboard.view import DashboardScreen
    from ui.worded import Worded

    translations.install("en")
    screen = DashboardScreen(store, trainee, None)
    qtbot.addWidget(screen)
    with qtbot.waitSignal(screen.presenter.sig_load_failed, timeout=10_000) as failed:
        screen.enter()
    said = failed.args[0]
    assert isinstance(said, Worded) and "instructor" in said
    qtbot.waitUntil(lambda: screen.status.text() == said)
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: screen.status.text() != said)
    assert _chinese(screen.status.text())


def test_a_refusal_under_its_field_follows_a_language_change(qtbot, store, instructor,
                                                             trainee, translations) -> None:
    """Settings > Reviews and daily goal: a goal that is not a whole number is refused under
    its field; after the switch to 繁體中文 the refusal there is in Chinese."""
    from tests.gui.test_settings_schedule import open_tab, retype

    translations.install("en")
    tab = open_tab(qtbot, store, instructor)
    retype(qtbot, tab.goal_edit, "2.5")
    qtbot.keyClick(tab.goal_edit, Qt.Key.Key_Return)
    english = tab.error_label.text()
    assert english == "Type the daily goal as a whole number."
    translations.install("zh-Hant")
    qtbot.waitUntil(lambda: tab.error_label.text() != english)
    assert _chinese(tab.error_label.text())


def test_a_blueprint_refusal_under_its_field_follows_a_language_change(
        qtbot, window, store, instructor, trainee) -> None:
    """The exam form's refusal under the name ("This cannot be empty.") and the panel's
    status line are said in 繁體中文 after the switch."""
    from tests.gui.test_exam_instructor import open_exams, sign_in_instructor

    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    english = (form.name_error.text(), panel.status.text())
    assert english == ("This cannot be empty.", "Not saved: see the message under the field.")
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: form.name_error.text() != english[0])
    assert _chinese(form.name_error.text()) and _chinese(panel.status.text())


def test_the_blueprint_saved_line_follows_a_language_change_in_full(
        qtbot, window, store, instructor, trainee) -> None:
    """Review 8: 'Saved “…” (offered).' became 已儲存「…」（offered）: the exam's state was
    worded once, in English, outside the message's wording."""
    from tests.gui.test_exam_instructor import open_exams, sign_in_instructor

    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    form.name.setFocus()
    qtbot.keyClicks(form.name, "Exam 8")
    form.cohorts.setFocus()
    qtbot.keyClick(form.cohorts, Qt.Key.Key_Space)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.status.text() == "Saved “Exam 8” (offered).", timeout=5000)
    window.set_language("zh-Hant")
    qtbot.waitUntil(lambda: _chinese(panel.status.text()))
    offered = QCoreApplication.translate("BlueprintsPanel", "offered")
    assert offered != "offered"
    assert panel.status.text() == QCoreApplication.translate(
        "BlueprintsPanel", "Saved “{0}” ({1}).").format("Exam 8", offered)
