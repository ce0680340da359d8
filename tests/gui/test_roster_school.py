"""The roster as a school of sixty met it (issue 25 point 11): a CSV's staff ID column is read,
a stray quote inside a name refuses its line (the README's promise), the Accounts tab lists
the imported trainees at once, and the trainee list has a search box. By keyboard, in English
and in 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import COHORT_NAME
from tests.gui.test_settings import _settings
from tests.support.roster_preview import import_by_keyboard
from ui.settings.view import SettingsScreen

LANGUAGES = ["en", "zh-Hant"]
ROSTER = (
    "name,cohort,pin,display name,staff id\r\n"
    f"chan.tm,{COHORT_NAME},1001,陳大文,MO-0017\r\n"
    f'ho"kl,{COHORT_NAME},1002,何嘉樂,MO-0018\r\n'  # 3 a stray quote in the sign-in name
    f"lei.sf,{COHORT_NAME},1003,李樂怡,MO-0019\r\n"
    f"chan.ys,{COHORT_NAME},1004,陳耀生,\r\n"
)


def _visible_names(screen: SettingsScreen) -> list[str]:
    table = screen.roster.table
    return [table.item(r, 0).text() for r in range(table.rowCount())
            if not table.isRowHidden(r)]


def _open_tab(qtbot, screen: SettingsScreen, tab) -> None:
    bar = screen.tabs.tabBar()
    bar.setFocus()
    target = screen.tabs.indexOf(tab)
    while screen.tabs.currentIndex() != target:
        step = screen.tabs.currentIndex()
        qtbot.keyClick(bar, Qt.Key.Key_Right if step < target else Qt.Key.Key_Left)
        assert screen.tabs.currentIndex() != step, "the arrow key did not move the tab"
    assert screen.tabs.currentWidget() is tab


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_import_reads_staff_ids_refuses_a_stray_quote_and_freshens_accounts(
    qtbot, trainee, window, tmp_path, language: str,
) -> None:
    screen = _settings(qtbot, window)
    window.set_language(language)
    # The Accounts tab is looked at (and loaded) before the import...
    _open_tab(qtbot, screen, screen.accounts)
    before = {u.name for u in screen.accounts._users}
    assert "chan.tm" not in before
    _open_tab(qtbot, screen, screen.roster)
    path = tmp_path / "roster.csv"
    path.write_bytes(ROSTER.encode("utf-8"))
    with qtbot.waitSignal(screen.roster.sig_import_finished, timeout=60_000):
        import_by_keyboard(qtbot, screen.roster, path)
    # ...and lists the new trainees right after it, without leaving Settings.
    accounts = {u.name: u for u in screen.accounts._users}
    assert {"chan.tm", "lei.sf", "chan.ys"} <= set(accounts)
    assert not any('"' in name for name in accounts)
    assert screen.roster.import_errors.count() == 1
    assert screen.roster.import_errors.item(0).text().startswith(
        "Line 3" if language == "en" else "第3行")
    staff = {screen.roster.table.item(r, 0).text(): screen.roster.table.item(r, 4).text()
             for r in range(screen.roster.table.rowCount())}
    assert (staff["chan.tm"], staff["lei.sf"], staff["chan.ys"]) == ("MO-0017", "MO-0019", "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_trainee_list_has_a_search_box(
    qtbot, trainee, window, language: str,
) -> None:
    screen = _settings(qtbot, window)
    window.set_language(language)
    store, boss = window.store, window.actor
    cohort_id = store.roster.cohorts(boss)[0].id
    for name, display, staff in (("chan.tm", "陳大文", "MO-0017"),
                                 ("lei.sf", "李樂怡 Lei Sio Fong", "MO-0019"),
                                 ("chan.ys", "陳耀生", "")):
        user = store.roster.create_trainee(boss, name, display, cohort_id, "1234")
        if staff:
            store.roster.set_staff_id(boss, user.id, staff)
    screen.roster.refresh()
    everyone = _visible_names(screen)
    assert {"chan.tm", "lei.sf", "chan.ys"} <= set(everyone)
    # Alt+S: the search box; a part of a sign-in name, of a display name, of a staff ID.
    qtbot.keyClick(screen.roster.table, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    search = screen.roster.search_edit
    qtbot.waitUntil(search.hasFocus)
    qtbot.keyClicks(search, "CHAN")
    assert sorted(_visible_names(screen)) == ["chan.tm", "chan.ys"]
    search.clear()
    qtbot.keyClicks(search, "fong")  # in the display name only
    assert _visible_names(screen) == ["lei.sf"]
    search.clear()
    qtbot.keyClicks(search, "mo-0017")  # any case
    assert _visible_names(screen) == ["chan.tm"]
    qtbot.keyClick(search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(search, Qt.Key.Key_Delete)
    assert _visible_names(screen) == everyone
