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


def app_style_sheet() -> str:
    """The app's style sheet (``resources/styles/app.qss``), or "" when it is not shipped.

    The one place that reads it: :func:`ui.app.main` sets it on the application, and the
    screenshot scripts and the fit test set the same text, so they cannot drift from the app.
    """
    style = resource_path("styles", "app.qss")
    return style.read_text(encoding="utf-8") if style.exists() else ""


def card_svg_path(card: Card | None) -> Path:
    """The SVG of ``card`` (``resources/cards/KD.svg``), or of the card back for ``None``."""
    name = CARD_BACK if card is None else card.code
    return resource_path("cards", f"{name}.svg")
