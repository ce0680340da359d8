"""Find the plain files of the ``resources/`` folder (cards, icons, styles, translations).

Everything the UI loads from disk goes through :func:`resource_path`. The folder is found by
:func:`trainer.datafiles.resources_dir`: the repository's in a source checkout or an editable
install, the bundle's in a PyInstaller app, the ``dealer_trainer_data`` package's in a wheel.
"""

from __future__ import annotations

from pathlib import Path

from trainer.cards import Card
from trainer.datafiles import resources_dir

RESOURCES_DIR = resources_dir()
CARD_BACK = "back"


def resource_path(*parts: str) -> Path:
    """The path of ``resources/<parts...>``; the file is not required to exist."""
    return RESOURCES_DIR.joinpath(*parts)


def card_svg_path(card: Card | None) -> Path:
    """The SVG of ``card`` (``resources/cards/KD.svg``), or of the card back for ``None``."""
    name = CARD_BACK if card is None else card.code
    return resource_path("cards", f"{name}.svg")
