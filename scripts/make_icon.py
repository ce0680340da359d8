"""Render the app icon ``resources/icons/dealer-trainer.svg`` to the files the bundles need.

``.venv/bin/python scripts/make_icon.py`` writes ``dealer-trainer.png`` (256 px: the Linux
``.desktop`` entry and the window), ``dealer-trainer.ico`` (Windows) and ``dealer-trainer.icns``
(macOS) beside the SVG, with Qt's own image plugins. Run it again after editing the SVG and
commit the results: PyInstaller reads them on each platform without further tools.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "dealer-trainer.svg"


def render(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    written = []
    for name, size, fmt in (("dealer-trainer.png", 256, "PNG"), ("dealer-trainer.ico", 256, "ICO"),
                            ("dealer-trainer.icns", 512, "ICNS")):
        out = ICONS / name
        if not render(size).save(str(out), fmt):
            print(f"could not write {out} ({fmt})", file=sys.stderr)
            return 1
        written.append(out.name)
    print(f"wrote {', '.join(written)} to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
