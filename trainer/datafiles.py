"""Where the shipped data folders are: ``resources/`` (cards, styles, translations), ``lessons/``.

Three layouts, looked up in this order:

* a source checkout (or an editable install): the folders beside ``trainer/`` at the top of the
  repository, recognised by its ``pyproject.toml``;
* a PyInstaller bundle (``scripts/bundle.sh``): the folders in the bundle's own directory;
* an installed wheel: the ``dealer_trainer_data`` package, which ``setup.py`` fills with the
  two folders.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

DATA_PACKAGE = "dealer_trainer_data"
"""The package the wheel ships ``resources/`` and ``lessons/`` in."""
_CHECKOUT = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """The folder ``name`` (``"resources"`` or ``"lessons"``) wherever this copy runs from.

    Raises
    ------
    FileNotFoundError
        When no layout has the folder (a broken install).
    """
    if (_CHECKOUT / "pyproject.toml").is_file() and (_CHECKOUT / name).is_dir():
        return _CHECKOUT / name
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle) / name
    try:
        installed = Path(str(resources.files(DATA_PACKAGE) / name))
    except ModuleNotFoundError:
        installed = None
    if installed is not None and installed.is_dir():
        return installed
    raise FileNotFoundError(
        f"the {name}/ folder of Dealer Trainer is missing: neither a source checkout "
        f"({_CHECKOUT / name}) nor an installed {DATA_PACKAGE} package has it")


def resources_dir() -> Path:
    """The ``resources/`` folder: ``cards/``, ``styles/``, ``i18n/*.qm``."""
    return data_dir("resources")


def lessons_dir() -> Path:
    """The ``lessons/`` folder: ``examples.txt`` and one folder per language."""
    return data_dir("lessons")
