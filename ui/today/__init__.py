"""The Today screen: a trainee's home page."""

from PySide6.QtCore import QCoreApplication

SHORTCUT = "Ctrl+0"
"""Back to Today (with Alt+Home): the Go menu's Home action, not a screen of the registry."""


def title() -> str:
    """The page's name."""
    return QCoreApplication.translate("TodayPage", "Today")
