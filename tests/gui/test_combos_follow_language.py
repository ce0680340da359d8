"""Drop-downs worded in retranslate() are as wide as their words in the language now shown
(review 8): Qt's default sizes a combo box once, at its first show, so after 繁體中文 the
Table's "Jogada a jogada" read "Joga" and the progress charts' "por dia" was cut."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from tests.gui.conftest import TRAINEE_NAME, TRAINEE_PIN


def _cut(combo: QComboBox) -> bool:
    """The current words are wider than the box leaves them (its arrow takes ~24 px)."""
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) > combo.width() - 24


def test_the_table_and_progress_drop_downs_follow_a_language_change(
        qtbot, window, trainee) -> None:
    window.set_language("zh-Hant")
    name = window.findChild(QLineEdit, "signInName")
    qtbot.keyClicks(name, TRAINEE_NAME)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    secret = window.findChild(QLineEdit, "signInSecret")
    qtbot.keyClicks(secret, TRAINEE_PIN)
    qtbot.keyClick(secret, Qt.Key.Key_Return)
    for screen, combo_name in (("table", "modeCombo"), ("progress", "perCombo")):
        window.open_screen(screen)
        combo = window.stack.currentWidget().findChild(QComboBox, combo_name)
        assert combo is not None
        qtbot.waitUntil(combo.isVisible)
        assert not _cut(combo)
        for language in ("pt", "zh-Hant"):
            before = combo.currentText()
            window.set_language(language)
            qtbot.waitUntil(lambda c=combo, b=before: c.currentText() != b)
            QApplication.processEvents()  # the layout takes the new size hint
            assert not _cut(combo), (screen, language, combo.currentText())
    window.set_language("en")
