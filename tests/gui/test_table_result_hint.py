"""The result's hint names the keys that call it ("Hint: Banker wins (B).", a mark's digit
before the winner's letter), as every other hint of the Table does, and those keys call the
result right, in English and 繁體中文."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_table_cash import stored
from tests.support.table_screen import open_table_screen
from trainer.table import Phase, TableSettings
from trainer.table.session import Action


@pytest.fixture(params=["en", "zh-Hant"])
def language(request, translations) -> str:
    translations.install(request.param)
    yield request.param
    translations.install("en")


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_result_hint_names_its_keys_and_they_call_it(qtbot, store, trainee, language,
                                                         seed: int) -> None:
    screen = open_table_screen(qtbot, store, trainee, "mass-300", seed,
                               TableSettings(fault_rate=0.0))
    session, presenter = screen.presenter.session, screen.presenter
    assert session is not None
    while True:
        name, args = session.next_right()
        if name == "call_result":
            break
        presenter.act(Action(name, args))
    state = presenter.state
    assert state is not None and state.phase is Phase.RESULT
    screen.felt.setFocus()
    qtbot.keyClick(screen.felt, Qt.Key.Key_H)
    hint = screen.feedback.text()
    keys = re.findall(r"[(（]([^()（）]*)[)）]", hint)[-1].split()  # the last brackets: the keys
    assert keys and keys[-1] in ("P", "B", "T") and all(k in "1236" for k in keys[:-1])
    before = len(stored(store, trainee))
    for key in keys:
        qtbot.keyClick(screen.felt, getattr(Qt.Key, f"Key_{key}"))
    assert stored(store, trainee)[before:] == [("call:result", True)]
