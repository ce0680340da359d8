"""The Table screen's wording (shared with the exam's Table section, so it lives in
:mod:`ui.felt.words`), and the screen's key and name."""

from ui.felt.words import TableWords as TableWords
from ui.table import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.table import title as title
