"""The Table screen opened for a GUI test: shown at a trainee's size, active, a shoe preset on
a table with the test's settings and seed, the keyboard on the felt."""

from __future__ import annotations

from trainer.auth import Actor
from trainer.store import Store
from trainer.table import TableSettings
from ui.table.view import TableScreen


def open_table_screen(qtbot, store: Store, actor: Actor, profile: str, seed: int,  # type: ignore[no-untyped-def]
                      settings: TableSettings, height: int = 700) -> TableScreen:
    screen = TableScreen(store, actor)
    qtbot.addWidget(screen)
    screen.resize(1024, height)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.preset(profile=profile, seed=seed, settings=settings)
    assert screen.presenter.session is not None
    screen.felt.setFocus()
    return screen
