"""Widgets shared by the screens: playing cards and hands (``card``), the answer field
(``answer_edit``), the answer panels (``panels``), the chip row (``chips``) and the attempt
dialog (``attempt``, opened from Practice's summary and the Dashboard's log).

Import from the submodules (``from ui.widgets.card import CardWidget``); this package stays
empty so that ``python -m ui.widgets.card`` runs the preview without a double import.
"""
