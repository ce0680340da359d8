"""The proctor console's silent desk stands out (issue 25 point 9, seen on its acceptance
screenshot): the whole row is tinted and the desk's name carries a warning mark, in English
and 繁體中文, with the store's clock moved on (no sleeps)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_proctor_console import Hall, console, hall  # noqa: F401 (fixtures)
from trainer.store.exam_console import DESK_SILENT_S
from ui.exam.console import SILENT_BACKGROUND, SILENT_MARK, ProctorConsole

WORDS = {"en": "desk not responding", "zh-Hant": "電腦沒有回應"}


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_silent_desk_tints_its_whole_row_and_marks_its_desk(
    qtbot, hall: Hall, console: ProctorConsole, translations, lang: str  # noqa: F811
) -> None:
    translations.install(lang)
    amy = hall.start(0)
    amy.next_question()
    hall.start(1).next_question()
    console.enter()
    qtbot.waitUntil(lambda: console.model.rowCount() == 2)
    hall.clock.advance(DESK_SILENT_S + 1)
    amy.tick()  # amy's desk beats; bob's stays silent
    console.reload()
    qtbot.waitUntil(lambda: len(console.model.silent) == 1)
    model = console.model
    bob = [r.trainee_name for r in model.rows].index("bob")
    background = Qt.ItemDataRole.BackgroundRole
    for column in range(model.columnCount()):
        brush = model.index(bob, column).data(background)
        assert brush is not None and brush.color().name() == SILENT_BACKGROUND
        assert model.index(1 - bob, column).data(background) is None
    assert model.index(bob, 0).data() == f"{SILENT_MARK} desk-07"
    assert model.index(1 - bob, 0).data() == "desk-07"
    assert WORDS[lang] in model.index(bob, 5).data()
