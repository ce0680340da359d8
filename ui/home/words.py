"""The home screen's wording (``HomePage`` context, as when it lived in main_window.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def greeting(name: str) -> str:
    return QCoreApplication.translate("HomePage", "Hello, {0}").format(name)


def hint() -> str:
    return QCoreApplication.translate(
        "HomePage", "Choose what to do. Every screen has a keyboard shortcut; Esc or Alt+Home "
        "comes back here.")


def first_steps() -> str:
    """What a new school's instructor does first (no trainee yet)."""
    return QCoreApplication.translate(
        "HomePage", "A new school: start here.\n"
        "1. Settings (Ctrl+6), Cohorts and trainees: add a cohort, then import the roster from "
        "a CSV file or add trainees one by one.\n"
        "2. Settings, Table profiles: look at the tables your trainees will deal at.\n"
        "3. Exam (Ctrl+4): make the first exam when the cohort is ready.")


def tile_text(title: str, shortcut: str) -> str:
    """A tile: the screen's name over its shortcut."""
    return f"{title}\n{shortcut}"
