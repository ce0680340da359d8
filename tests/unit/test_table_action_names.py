"""An action whose name is not text (a stored shoe edited, a junk call) is refused at either
game's Table like any unknown action, never a TypeError (found by an attacker: a list as the
name raised "unhashable type")."""

from __future__ import annotations

import pytest

from tests.support.samkong_table import session as samkong_session
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import TableSession
from trainer.table.samkong.profile import PROFILES
from trainer.table.session import Action, TableActionRefused

NAMES: list[object] = [["deal"], ("deal",), {"deal": 1}, 7, None, b"deal"]


@pytest.mark.parametrize("name", NAMES, ids=repr)
def test_a_name_that_is_not_text_is_refused_at_either_table(name: object) -> None:
    baccarat = TableSession(DEFAULT_PROFILES["mass-1000"], 1)
    samkong = samkong_session(PROFILES[0], 1)
    for dealt in (baccarat, samkong):
        with pytest.raises(TableActionRefused):
            dealt.apply(Action(name, ()))  # type: ignore[arg-type]
        assert dealt.steps == []
