"""The progress charts the Progress screen and the Dashboard both show: the plot parts
(``plots``), the chart panel (``panel``), the period chooser (``daterange``), their wording
(``words``), the trainee's progress widget and its presenter (``progress``, ``presenter``) and
the PDF reports (``report``)."""
