"""Style in one place: every colour the UI uses is named in ``ui/palette.py`` or written in
``resources/styles/app.qss`` (and the style sheet's are the palette's), and widgets are
styled by the application's style sheet, not each by its own. (Under tests/gui: it reads
``ui.palette``, and tests/unit imports nothing of ui.)"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import ui.palette as palette

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"
QSS = ROOT / "resources" / "styles" / "app.qss"
HEX = re.compile(r"#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
APP_SHEET = "app.setStyleSheet(app_style_sheet())"
"""The one style sheet call: the application's own sheet, read from app.qss."""


def _strings(path: Path) -> list[tuple[int, str]]:
    source = path.read_text(encoding="utf-8")
    return [(tok.start[0], tok.string) for tok in tokenize.generate_tokens(
        io.StringIO(source).readline) if tok.type == tokenize.STRING]


def palette_colours() -> set[str]:
    found: set[str] = set()
    for value in vars(palette).values():
        for text in (value if isinstance(value, tuple) else
                     value.values() if isinstance(value, dict) else (value,)):
            if isinstance(text, str) and HEX.fullmatch(text):
                found.add(text.lower())
    return found


def test_no_colour_is_written_in_ui_outside_the_palette() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {text}"
             for path in sorted(UI.rglob("*.py")) if path.name != "palette.py"
             for line, text in _strings(path) if HEX.search(text)]
    assert found == []


def test_no_widget_sets_its_own_style_sheet() -> None:
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted(UI.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "setStyleSheet(" in line and line.strip() != APP_SHEET]
    assert found == []


def test_the_style_sheet_uses_the_palettes_colours() -> None:
    sheet = QSS.read_text(encoding="utf-8")
    assert HEX.findall(sheet)
    assert {h.lower() for h in HEX.findall(sheet)} <= palette_colours()


def test_every_palette_colour_is_rrggbb() -> None:
    for name, value in vars(palette).items():
        if name.isupper() and isinstance(value, str):
            assert re.fullmatch(r"#[0-9a-f]{6}", value), name
    assert len(palette.TODAY_HEAT) == 5 and len(palette.ERROR_BANDS) == 3


NAMED = re.compile(r"Qt\.GlobalColor\.(?!transparent\b)\w+|QColor\(\s*['\"][a-zA-Z]+['\"]"
                   r"|(?:background|foreground|color)=['\"][a-zA-Z]+['\"]")


def test_no_named_colour_is_used_in_ui_either() -> None:
    """Qt's and pyqtgraph's named colours ("red", Qt.GlobalColor.gray, background="w") are
    colours too: from the palette, like the rest (transparent is no colour)."""
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted(UI.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if NAMED.search(line)]
    assert found == []
