"""A trainee's progress page, the body of the Progress screen and of the
Dashboard's Progress tab: its presenter, the chart panel, its plots, words
and period chooser (the PDF reports draw the same panel)."""
