"""Open the Dashboard on its own on a database: ``python -m ui.dashboard URL NAME PASSWORD``."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from trainer.errors import TrainerError
from ui.dashboard.view import DashboardScreen


def main(argv: list[str] | None = None) -> int:
    """Open the dashboard on its own: ``python -m ui.dashboard URL NAME PASSWORD``."""
    import sys

    from trainer.store import open_store
    from ui.resources import resource_path

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: python -m ui.dashboard DB_URL NAME PASSWORD", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setStyleSheet(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    store = open_store(args[0])
    try:
        actor = store.authenticate(args[1], args[2])
    except TrainerError as e:
        print(f"dashboard: {e}", file=sys.stderr)
        return 1
    screen = DashboardScreen(store, actor)
    screen.resize(1400, 900)
    screen.show()
    screen.enter()
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
