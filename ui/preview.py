"""A throwaway database for opening one screen on its own (``python -m ui.<screen>.view``)."""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from trainer.auth import Actor
from trainer.store import Store, open_store

PREVIEW_INSTRUCTOR = ("preview", "preview-pass")
PREVIEW_TRAINEE = ("trainee", "1234")


@dataclass(frozen=True)
class Preview:
    """A fresh store with an instructor, a cohort and one trainee in it, both signed in."""

    store: Store
    instructor: Actor
    cohort_id: int
    trainee: Actor


def preview_store(trainee_display_name: str = "Trainee") -> Preview:
    """Create the preview database in a new temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-preview-"))
    store = open_store(None, data_dir=folder)
    name, password = PREVIEW_INSTRUCTOR
    instructor = store.create_first_instructor(name, "Preview", password)
    cohort = store.roster.create_cohort(instructor, "Preview")
    store.roster.create_trainee(instructor, PREVIEW_TRAINEE[0], trainee_display_name,
                                cohort.id, PREVIEW_TRAINEE[1])
    return Preview(store, instructor, cohort.id, store.authenticate(*PREVIEW_TRAINEE))


def run_preview(app: QApplication, screen: QWidget, store: Store) -> int:
    """Run the preview until its window closes, then leave without interpreter teardown.

    PySide6 6.12 can crash while Python tears down the widgets of a script after the event
    loop ("shared QObject was deleted directly"), after all the work is done; the app itself
    shuts its window down in order (:meth:`ui.main_window.MainWindow.shutdown`), and the
    benchmark scripts end the same way as this.
    """
    code = app.exec()
    leave = getattr(screen, "leave", None)
    if callable(leave):
        leave()
    store.close()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
