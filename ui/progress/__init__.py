"""Progress charts, the period chooser and the PDF reports."""
