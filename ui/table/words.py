"""The Table screen's wording (shared with the exam's Table section, so it lives in
:mod:`ui.widgets.table_words`), and the screen's key and name."""

from ui.table import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.table import title as title
from ui.widgets.table_words import TableWords as TableWords
