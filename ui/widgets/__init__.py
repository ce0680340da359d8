"""Widgets shared by the screens: playing cards and hands (``ui.widgets.card``).

Import from the submodules (``from ui.widgets.card import CardWidget``); this package stays
empty so that ``python -m ui.widgets.card`` runs the preview without a double import.
"""
