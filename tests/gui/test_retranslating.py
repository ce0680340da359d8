"""Wording the labels never re-runs the state: one ``Retranslating`` mixin owns every widget's
language-change hook, and the Clock score card rewords the mistake it shows without
replaying the shoe (the core's :meth:`TableSession.replay` runs once per mistake picked)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from tests.gui.test_table_gaps import clock_shoe_with_mistakes
from trainer.table import TableSession
from ui.widgets.retranslating import Retranslating

UI = Path(__file__).resolve().parents[2] / "ui"


class CountingReplays:
    """Counts :meth:`TableSession.replay` calls (the shoe re-dealt from its seed)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        real = TableSession.replay.__func__  # type: ignore[attr-defined]

        def counted(cls, *args, **kwargs):
            self.calls += 1
            return real(cls, *args, **kwargs)

        monkeypatch.setattr(TableSession, "replay", classmethod(counted))


@pytest.mark.parametrize(("first", "then", "ok"), [("en", "zh-Hant", "確定"),
                                                   ("zh-Hant", "en", "OK")])
def test_the_score_card_rewords_without_replaying_the_shoe(
        qtbot, store, trainee, translations, monkeypatch, first, then, ok) -> None:
    translations.install(first)
    screen, _before = clock_shoe_with_mistakes(qtbot, store, trainee)
    box = screen.score_box
    assert box is not None
    qtbot.waitExposed(box)
    qtbot.waitUntil(box.mistakes.hasFocus)
    shown = box.scene
    assert shown is not None and box.felt.isVisible()
    words = (box.ok.text(), box.scene_title.text(), box.detail.text())
    replays = CountingReplays(monkeypatch)
    translations.install(then)
    qtbot.waitUntil(lambda: box.ok.text() == ok)  # LanguageChange is posted
    assert box.scene_title.text() != words[1] and box.detail.text() != words[2]
    assert ("百家樂" in box.detail.text()) is (then == "zh-Hant")
    assert replays.calls == 0  # reworded from what it holds
    assert box.scene is shown and box.felt.isVisible() and box.felt.state == shown.state
    # Picking the next mistake by key re-draws it: that is the one replay, and it counts.
    qtbot.keyClick(box.mistakes, Qt.Key.Key_Down)
    assert replays.calls == 1
    assert box.scene is not None and box.scene.step == box.card.mistakes[1]
    qtbot.keyClick(box.mistakes, Qt.Key.Key_Return)  # OK is the default button
    qtbot.waitUntil(lambda: not box.isVisible())


class Greeting(Retranslating, QWidget):
    """A widget that words one label, and counts how often it is asked to."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.worded = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.worded += 1
        self.label.setText(QCoreApplication.translate("Backup", "Cancel"))


@pytest.mark.parametrize(("lang", "text"), [("zh-Hant", "取消"), ("en", "Cancel")])
def test_the_mixin_rewords_once_per_language_change(qtbot, translations, lang, text) -> None:
    translations.install("pt" if lang == "en" else "en")
    widget = Greeting()
    qtbot.addWidget(widget)
    widget.show()
    start = widget.worded
    translations.install(lang)
    qtbot.waitUntil(lambda: widget.worded > start)
    qtbot.wait(0)
    assert widget.worded == start + 1 and widget.label.text() == text


def identical_hooks() -> list[str]:
    """Every ``changeEvent`` in ui/ whose whole body is "on LanguageChange, retranslate(),
    then Qt's own": the hook the mixin owns."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == "changeEvent":
                body = ast.unparse(node).split("\n")[1:]
                calls = [line.strip() for line in body]
                if calls == ["if event.type() == QEvent.Type.LanguageChange:",
                             "self.retranslate()", "super().changeEvent(event)"] and \
                        path.name != "retranslating.py":
                    found.append(f"{path.relative_to(UI.parent)}:{node.lineno}")
    return found


def test_no_widget_writes_the_language_hook_the_mixin_owns() -> None:
    assert identical_hooks() == []


@pytest.mark.parametrize("lang", ["zh-Hant", "pt"])
def test_a_language_change_words_the_practice_chooser_without_asking_the_store(
        qtbot, store, trainee, translations, monkeypatch, lang) -> None:
    """The chooser's weak-spot line is worded again from the facts last read: a language
    change asks the store nothing (CI once met a Practice screen left over from another test
    asking a PostgreSQL server that had been stopped, inside a LanguageChange)."""
    from PySide6.QtWidgets import QMainWindow

    from ui.practice.view import PracticeScreen

    window = QMainWindow()
    qtbot.addWidget(window)
    screen = PracticeScreen(store, trainee)
    window.setCentralWidget(screen)
    window.show()
    qtbot.waitExposed(window)
    english = screen.weak_reason.text()
    assert "Due for review now" in english
    asked: list[str] = []
    for name in ("due_count", "due_count_all", "weak_stats"):
        real = getattr(screen.presenter, name)
        monkeypatch.setattr(screen.presenter, name,
                            lambda *a, _n=name, _r=real: (asked.append(_n), _r(*a))[1])
    translations.install(lang)
    qtbot.waitUntil(lambda: screen.weak_reason.text() != english)
    assert asked == []
    screen.kind_list.setCurrentRow(1)  # another drill picked: that is read
    assert "due_count" in asked
