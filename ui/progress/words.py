"""The Progress screen's wording. The charts' words (number formats, readiness verdicts,
:class:`~ui.charts.words.ChartWords`) are in :mod:`ui.charts.words`, shared with
the Dashboard, the attempt dialog and the PDF reports."""

from ui.progress import SHORTCUT as SHORTCUT  # the screen's key and name live in the package
from ui.progress import title as title
