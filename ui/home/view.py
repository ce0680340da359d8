"""The home screen: a big tile for every screen the signed-in user may open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ui.home import words
from ui.home.presenter import HomePresenter

COLUMNS = 3


class HomePage(QWidget):
    """Big buttons for every screen the signed-in user may open, each showing its shortcut."""

    def __init__(self, presenter: HomePresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        self.greeting = QLabel()
        self.greeting.setObjectName("pageTitle")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.first_steps = QLabel()
        self.first_steps.setObjectName("homeFirstSteps")
        self.first_steps.setWordWrap(True)
        self.first_steps.hide()
        layout.addWidget(self.greeting)
        layout.addWidget(self.hint)
        layout.addWidget(self.first_steps)
        grid = self.grid = QGridLayout()
        grid.setSpacing(18)
        self.buttons: dict[str, QToolButton] = {}
        for index, entry in enumerate(presenter.screens):
            button = QToolButton()
            button.setObjectName(f"home_{entry.key}")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setMinimumSize(220, 110)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            button.clicked.connect(lambda _=False, key=entry.key: presenter.open(key))
            grid.addWidget(button, index // COLUMNS, index % COLUMNS)
            self.buttons[entry.key] = button
        # Every cell of the full grid keeps its share, so that a user with few tiles (a
        # proctor has one) gets tiles of the usual size, not one filling the page.
        for column in range(COLUMNS):
            grid.setColumnStretch(column, 1)
        for row in range(-(-len(presenter.screens) // COLUMNS)):
            grid.setRowStretch(row, 1)
        layout.addLayout(grid, 1)
        presenter.sig_actor_changed.connect(self.update_tiles)
        self.update_tiles()

    def update_tiles(self) -> None:
        if self.presenter.actor is not None:
            shown = [e for e in self.presenter.screens if self.presenter.allowed(e)]
            for entry in self.presenter.screens:
                self.buttons[entry.key].setVisible(entry in shown)
            for entry in self.presenter.screens:
                self.grid.removeWidget(self.buttons[entry.key])
            for index, entry in enumerate(shown):  # the shown tiles first, no gaps between
                self.grid.addWidget(self.buttons[entry.key], index // COLUMNS, index % COLUMNS)
        self.retranslate()

    def retranslate(self) -> None:
        for entry in self.presenter.screens:
            self.buttons[entry.key].setText(words.tile_text(entry.title(), entry.shortcut))
        actor = self.presenter.actor
        if actor is not None:
            self.greeting.setText(words.greeting(actor.display_name))
            self.hint.setText(words.hint())
        self.first_steps.setVisible(self.presenter.new_school)
        self.first_steps.setText(words.first_steps())
