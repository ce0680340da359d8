"""Find the plain files under the repository's ``resources/`` folder (cards, icons, styles).

Everything the UI loads from disk goes through :func:`resource_path`, so a move of the folder
is a one-line change. The folder is located relative to this file, which also holds for an
editable install (``pip install -e .``).
"""

from __future__ import annotations

from pathlib import Path

from trainer.cards import Card

RESOURCES_DIR = Path(__file__).resolve().parent.parent / "resources"
CARD_BACK = "back"


def resource_path(*parts: str) -> Path:
    """The path of ``resources/<parts...>``; the file is not required to exist."""
    return RESOURCES_DIR.joinpath(*parts)


def card_svg_path(card: Card | None) -> Path:
    """The SVG of ``card`` (``resources/cards/KD.svg``), or of the card back for ``None``."""
    name = CARD_BACK if card is None else card.code
    return resource_path("cards", f"{name}.svg")
