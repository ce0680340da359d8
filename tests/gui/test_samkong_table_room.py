"""The Sam Kong desk takes all the room the baccarat Table's rows leave under it: none of
the baccarat rows it stands in for keeps its height while hidden (the buttons' row and the
chip row's reading did: 56 px of the felt at 1024 x 640, and a door's fourth bet was cut in a
long language); back at a baccarat table the reading keeps its room again."""

from __future__ import annotations

import pytest

from tests.gui.test_samkong_table import open_samkong
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.store import Store


def laid_out_to_the_bottom(screen, desk) -> bool:  # type: ignore[no-untyped-def]
    layout = screen.layout()
    return desk.geometry().bottom() == layout.contentsRect().bottom()


@pytest.mark.parametrize("language", ["en", "pseudo"])
def test_the_samkong_desk_reaches_the_bottom_of_the_table_screen(
        qtbot, store: Store, trainee: Actor, translations, language: str) -> None:
    translations.install(language)
    screen = open_samkong(qtbot, store, trainee, "samkong-six-door-shoe", 3)
    screen.resize(1024, 640)  # the Table page in a 1024 x 700 window
    desk = screen.samkong_desk
    qtbot.waitUntil(lambda: laid_out_to_the_bottom(screen, desk))
    # At a baccarat table again the chip row's reading keeps its room while hidden.
    screen.preset(profile=DEFAULT_PROFILES["commission-box-2000"].name, seed=3)
    qtbot.waitUntil(lambda: not desk.isVisible())
    reading = screen.chip_entry.reading
    assert reading.sizePolicy().retainSizeWhenHidden()
