"""The home screen: a big tile for every screen the signed-in user may open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ui.home import words
from ui.home.presenter import HomePresenter


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
        layout.addWidget(self.greeting)
        layout.addWidget(self.hint)
        grid = QGridLayout()
        grid.setSpacing(18)
        self.buttons: dict[str, QToolButton] = {}
        for index, entry in enumerate(presenter.screens):
            button = QToolButton()
            button.setObjectName(f"home_{entry.key}")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setMinimumSize(220, 110)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            button.clicked.connect(lambda _=False, key=entry.key: presenter.open(key))
            grid.addWidget(button, index // 3, index % 3)
            self.buttons[entry.key] = button
        layout.addLayout(grid, 1)
        presenter.sig_actor_changed.connect(self.update_tiles)
        self.update_tiles()

    def update_tiles(self) -> None:
        if self.presenter.actor is not None:
            for entry in self.presenter.screens:
                self.buttons[entry.key].setVisible(self.presenter.allowed(entry))
        self.retranslate()

    def retranslate(self) -> None:
        for entry in self.presenter.screens:
            self.buttons[entry.key].setText(words.tile_text(entry.title(), entry.shortcut))
        actor = self.presenter.actor
        if actor is not None:
            self.greeting.setText(words.greeting(actor.display_name))
            self.hint.setText(words.hint())
