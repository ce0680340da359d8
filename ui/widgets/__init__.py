"""Widgets shared by the screens: playing cards and hands (``card``), the answer field
(``answer_edit``), the answer panels (``panels/``, one module per family), the chip row
(``chips``), the attempt dialog (``attempt``, opened from Practice's summary and the
Dashboard's log), the progress charts and reports (``charts/``, the Progress screen's and the
Dashboard's) and the base of the Dashboard's per-trainee tabs (``trainee_tab``).

Import from the submodules (``from ui.widgets.card import CardWidget``); this package stays
empty so that ``python -m ui.widgets.card`` runs the preview without a double import.
"""
