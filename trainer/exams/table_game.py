"""Which game a Table section of an exam deals, and what of a section applies to it.

A section names its game (:data:`trainer.table.game.GAMES`: baccarat, the default, or Sam
Kong) and carries that game's table profile: a baccarat :class:`~trainer.baccarat.table.
TableRules` or one of the Sam Kong tables (:class:`~trainer.table.samkong.profile.
SamKongTableRules`, stored with its ``"game"``). The coups (a Sam Kong section's rounds), how
full the table is, the faults, the irregularities and the cash steps (buy-ins and colour-ups)
apply to both games; the rest of a section's switches are the baccarat table's own
(:data:`BACCARAT_ONLY`).
"""

from __future__ import annotations

from collections.abc import Mapping

from trainer.baccarat.table import TableRules
from trainer.errors import TableRulesError
from trainer.table.game import BACCARAT, DEFAULT_GAME, GAMES
from trainer.table.samkong.profile import GAME as SAMKONG
from trainer.table.samkong.profile import SamKongProfileError, SamKongTableRules

SectionProfile = TableRules | SamKongTableRules
"""The table a Table section deals at, of either game."""

SECTION_GAMES: tuple[str, ...] = tuple(GAMES)
"""The games a Table section may deal, baccarat first."""

BACCARAT_ONLY = ("side_bets", "shoe_life", "squeeze", "standing_bettors")
"""A section's switches that only the baccarat table deals (pairs and Lucky 6, the shoe's
life as the baccarat Table deals it, the squeeze, standing bettors): off for a Sam Kong
section, whose table cuts and burns its own shoe (arts. 1-3 of part B). Cash steps apply to
both (:mod:`trainer.table.samkong.cash` at a Sam Kong table)."""

PROFILE_TYPES: Mapping[str, type[SectionProfile]] = {
    BACCARAT: TableRules, SAMKONG: SamKongTableRules,
}


def game_of_profile(profile: object) -> str | None:
    """The game ``profile`` is a table of, or None when it is no table profile."""
    for game, kind in PROFILE_TYPES.items():
        if isinstance(profile, kind):
            return game
    return None


def read_profile(raw: Mapping[str, object], game: str) -> SectionProfile:
    """A stored section's profile read as ``game``'s; ``ValueError`` when it is not one."""
    if game == SAMKONG:
        try:
            return SamKongTableRules.from_dict(raw)
        except SamKongProfileError as e:
            raise ValueError(str(e)) from None
    try:
        return TableRules.from_dict(raw)
    except TableRulesError as e:
        raise ValueError(str(e)) from None


__all__ = ["BACCARAT", "BACCARAT_ONLY", "DEFAULT_GAME", "PROFILE_TYPES", "SAMKONG",
           "SECTION_GAMES", "SectionProfile", "game_of_profile", "read_profile"]
