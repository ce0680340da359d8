"""The home screen's state: who is signed in and which screens they may open."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from trainer.auth import Actor
from ui.screen import ScreenEntry


class HomePresenter(QObject):
    """Holds the signed-in actor; the tiles are the registered screens that actor may open."""

    sig_actor_changed = Signal()
    """Someone signed in or out: the tiles and the greeting change."""

    sig_screen_requested = Signal(str)
    """A tile was chosen; the argument is the screen's key in :data:`ui.screens.SCREENS`."""

    def __init__(self, screens: tuple[ScreenEntry, ...], parent: QObject | None = None) -> None:
        """``screens`` is the registry's list (:data:`ui.screens.SCREENS`, from the main window)."""
        super().__init__(parent)
        self.screens = screens
        self.actor: Actor | None = None
        self.new_school = False
        """An instructor of a school with no trainee yet: the page says what to do first."""

    def set_actor(self, actor: Actor | None, *, new_school: bool = False) -> None:
        self.actor = actor
        self.new_school = new_school and actor is not None and actor.is_instructor
        self.sig_actor_changed.emit()

    def allowed(self, entry: ScreenEntry) -> bool:
        return entry.allows(self.actor)

    def open(self, key: str) -> None:
        """A tile was clicked: ask for the screen if the actor may open it."""
        entry = next(e for e in self.screens if e.key == key)
        if self.allowed(entry):
            self.sig_screen_requested.emit(key)
