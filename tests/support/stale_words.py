"""Find words left on screen in the language the user just left (issue 25 point 15).

Every message of the .ts files is a pattern (its placeholders ``{0}``/``%n`` match anything);
a visible text that reads as some message in the old language and as none in the new one was
not worded again. The texts looked at are what a user reads: labels, buttons, group and tab
titles, a combo's current item, placeholders, column headers and visible cells.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
_PLACEHOLDER = re.compile(r"\\\{[^}]*\\\}|%n|%L?\d")
_TAG = re.compile(r"<[^>]+>")
_MNEMONIC = re.compile(r"\s*\(&\w\)|&(?=\S)")


def _plain(text: str) -> str:
    text = _MNEMONIC.sub("", _TAG.sub(" ", text)).replace("&nbsp;", " ")
    return " ".join(text.split())


def _pattern(text: str) -> re.Pattern[str] | None:
    """A message as a pattern; None when its own words are too few to tell languages apart."""
    plain = _plain(text)
    literal = _PLACEHOLDER.sub("", re.escape(plain))
    if len(re.findall(r"[^\W\d_]", literal)) < 4:
        return None
    return re.compile(_PLACEHOLDER.sub(".+?", re.escape(plain)) + r"\Z", re.DOTALL)


@cache
def _messages(code: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(source, translations) of every translated message of a language's .ts file."""
    tree = ET.parse(I18N / f"dealer_trainer_{code.replace('-', '_')}.ts")
    found = []
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        node = message.find("translation")
        if node is None:
            continue
        forms = [f.text or "" for f in node.findall("numerusform")] or [node.text or ""]
        found.append((source, tuple(f for f in forms if f)))
    return tuple(found)


@cache
def patterns(code: str) -> tuple[re.Pattern[str], ...]:
    """The patterns of every message as a language says it (English: the sources)."""
    if code == "en":  # the sources, and English's own plural forms ("1 sitting.")
        texts = {source for source, _ in _messages("zh-Hant")}
        texts |= {form for _, forms in _messages("en") for form in forms}
    else:
        texts = {form for _, forms in _messages(code) for form in forms}
    return tuple(p for p in map(_pattern, texts) if p is not None)


def _reads_as(text: str, code: str) -> bool:
    return any(p.match(text) for p in patterns(code))


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text a user reads in ``root``'s visible widgets."""
    texts: list[tuple[str, str]] = []

    def add(widget: QWidget, text: str) -> None:
        for line in text.splitlines():
            if line.strip():
                texts.append((f"{type(widget).__name__} {widget.objectName()!r}", line))

    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            add(widget, widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, widget.title())
        elif isinstance(widget, QComboBox):
            add(widget, widget.currentText())
        elif isinstance(widget, QLineEdit):
            add(widget, widget.placeholderText())
        if isinstance(widget, QTabWidget):
            for n in range(widget.count()):
                add(widget, widget.tabText(n))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a list model keeps columnCount() private
                columns = 1
            for column in range(columns):
                add(widget, str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
            for row in range(min(model.rowCount(QModelIndex()), 20)):
                for column in range(columns):
                    add(widget, str(model.index(row, column).data() or ""))
    return texts


def stale(root: QWidget, old: str, new: str) -> list[tuple[str, str]]:
    """The visible texts that read as ``old``'s words and as none of ``new``'s."""
    return [(where, text) for where, text in visible_texts(root)
            if _reads_as(_plain(text), old) and not _reads_as(_plain(text), new)]
