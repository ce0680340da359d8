"""The Accounts tab refuses to re-seal an account changed outside the app: a deactivated
trainee moved to another cohort in the database is not reactivated (by the keyboard or a
click), and the refusal says why and what to do, in English and in 繁體中文."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import TRAINEE_NAME
from tests.gui.test_settings_accounts import _accounts, _select, _toggle

WORDS = {
    "en": "This account was not changed: its role, state or cohort were changed outside the "
          "app (seal check failed). Check the Audit tab, then add the account again.",
    "zh-Hant": "帳戶沒有更改：角色、狀態或班別曾在程式以外被改動（封印核對失敗）。"
               "請查看稽核分頁，再重新加入帳戶。",
}


def _active_in_db(store) -> bool:
    return bool(store._db.read(lambda conn: conn.exec_driver_sql(
        f"SELECT active FROM users WHERE name = '{TRAINEE_NAME}'").scalar_one()))


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("by", ["key", "click"])
def test_a_trainee_moved_in_the_database_is_not_reactivated(
        qtbot, trainee, window, store, translations, language: str, by: str) -> None:
    translations.install(language)
    try:
        tab = _accounts(qtbot, window)
        _select(qtbot, tab, TRAINEE_NAME)
        _toggle(qtbot, tab, Qt.Key.Key_D)
        assert not _active_in_db(store)
        store._db.write(lambda conn: conn.exec_driver_sql(
            f"UPDATE users SET cohort_id = NULL WHERE name = '{TRAINEE_NAME}'"))
        tab.message.clear()
        if by == "key":
            _toggle(qtbot, tab, Qt.Key.Key_E)
        else:
            qtbot.mouseClick(tab.active_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: tab.message.text() != "")
        assert tab.message.text() == WORDS[language]
        assert not _active_in_db(store)
    finally:
        translations.install("en")
