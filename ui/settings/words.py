"""The Settings screen's wording."""

from __future__ import annotations

from ui.settings import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.settings import title as title
