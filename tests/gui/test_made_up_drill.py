"""A new drill is one registered spec: a made-up kind (its own generator, grader and cells, on
the draw drill's panel) reaches the Practice chooser, is practised there by keyboard, is offered
by the exam blueprint editor and shows on Progress, with no list of kinds edited; and a kind
with no spec or no panel is refused a panel rather than shown on the shoe drill's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from tests.support.made_up_drill import CODE, made_up_drill
from trainer.auth import Actor
from trainer.drills import expected_answer
from trainer.drills.answers import DrawAnswer
from trainer.drills.base import DrillSpec
from trainer.drills.model import DrillKind
from trainer.drills.registry import drill_kinds, register, spec_for, unregister
from trainer.store import Store
from ui.exam.blueprint_editor import BlueprintForm
from ui.practice.view import PracticeScreen
from ui.progress.view import ProgressScreen
from ui.widgets.panels import DrawPanel, make_panel
from ui.words import Words, drill_kind_label

LANGUAGES = ("en", "zh-Hant")


@pytest.fixture(scope="module")
def compiled() -> list:
    """The .qm files in resources/i18n, compiled again where a .ts is newer."""
    return build()


@pytest.fixture
def made_up(qapp) -> Iterator[DrillSpec]:
    """The made-up kind registered for the test, taken back after it. Asked for first, so
    torn down last: after English is installed again and the test's widgets are closed, their
    last events (a language change words the lists again) are delivered and the widgets
    deleted while the kind is still registered."""
    with made_up_drill() as spec:
        yield spec
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(params=LANGUAGES)
def language(request, compiled, translations) -> str:
    assert translations.install(request.param)
    return str(request.param)


def _show(qtbot, widget, width: int = 1200, height: int = 800):
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def _press(qtbot, screen, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget() or screen, key, modifier)


def _practise(qtbot, screen: PracticeScreen, kind: DrillKind) -> None:
    """Pick ``kind`` by keyboard, answer two right and one wrong with D/S, finish (Ctrl+E)."""
    screen.kind_list.setFocus()
    qtbot.keyClick(screen.kind_list, Qt.Key.Key_Home)
    for _ in range(drill_kinds().index(kind)):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Down)
    assert screen.selected_kind() is kind
    with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Return)
    assert isinstance(screen.panel, DrawPanel)  # the panel its spec names
    for right in (True, True, False):
        question = screen.presenter.current
        assert question is not None and question.kind is kind
        expected = expected_answer(question)
        assert isinstance(expected, DrawAnswer)
        draws = expected.draws if right else not expected.draws
        with qtbot.waitSignal(screen.presenter.sig_answer_graded, timeout=2000) as graded:
            _press(qtbot, screen, Qt.Key.Key_D if draws else Qt.Key.Key_S)
        assert graded.args[1].correct is right
        assert "9" in screen.feedback.text()  # the article the engine's rule comes from
    _press(qtbot, screen, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: screen.stack.currentWidget() is screen.summary_page, timeout=2000)


def test_a_made_up_drill_reaches_the_chooser_and_is_practised(
    made_up: DrillSpec, qtbot, store: Store, trainee: Actor, language: str
) -> None:
    screen = _show(qtbot, PracticeScreen(store, trainee))
    screen.enter()
    rows = [screen.kind_list.item(i) for i in range(screen.kind_list.count())]
    kinds = [row.data(Qt.ItemDataRole.UserRole) for row in rows]
    assert kinds == [*drill_kinds(), None]  # every registered drill, then "All drills"
    assert kinds[-2] is made_up.kind
    assert [row.text() for row in rows[:-1]] == [
        f"{n}.  {drill_kind_label(k.value)}" for n, k in enumerate(kinds[:-1], 1)]
    assert rows[-2].text().endswith(f".  {CODE}")  # a name code with no wording shows as is
    if language == "zh-Hant":
        assert "Draw decisions" not in rows[0].text()
    _practise(qtbot, screen, made_up.kind)
    stored = store.practice.attempts(trainee, trainee.user_id, CODE)
    assert [row.correct for row in stored] == [False, True, True]  # newest first


def test_a_made_up_drill_is_offered_by_the_blueprint_editor(
    made_up: DrillSpec, qtbot, language: str
) -> None:
    form = _show(qtbot, BlueprintForm(), 1024, 700)
    qtbot.mouseClick(form.add_section, Qt.MouseButton.LeftButton)
    (row,) = form.rows
    offered = [row.kind.itemData(i) for i in range(row.kind.count())]
    assert offered == list(drill_kinds()) and offered[-1] is made_up.kind
    row.kind.setFocus()
    qtbot.keyClick(row.kind, Qt.Key.Key_End)
    assert row.kind.currentData() is made_up.kind and row.kind.currentText() == CODE
    levels = [row.level.itemData(i) for i in range(row.level.count())]
    assert [level.value for level in levels] == ["all"]  # its levels, less "weak"
    qtbot.keyClicks(form.name, "Third cards")
    blueprint = form.build()
    assert blueprint is not None, form.sections_error.text()
    assert blueprint.sections[0].kind is made_up.kind


def test_a_made_up_drill_shows_on_progress(
    made_up: DrillSpec, qtbot, store: Store, trainee: Actor, language: str
) -> None:
    practice = _show(qtbot, PracticeScreen(store, trainee))
    practice.enter()
    _practise(qtbot, practice, made_up.kind)
    practice.leave()
    screen = _show(qtbot, ProgressScreen(store, trainee, None), 1280, 860)
    screen.enter()

    def loaded() -> bool:
        return screen.presenter.data is not None and not screen.presenter.runner.busy

    qtbot.waitUntil(loaded, timeout=10_000)
    table = screen.charts.kinds_table
    names = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    assert CODE in names, names
    assert table.item(names[CODE], 1).text() == "3"
    # Its own entry in the drill filter, picked by keyboard: the charts show its answers.
    combo = screen.kind_combo
    target = combo.findData(CODE)
    assert target > 0 and combo.itemText(target) == CODE
    combo.setFocus()
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: loaded() and screen.presenter.data.query.drill_kind == CODE,
                    timeout=10_000)
    accuracy = list(screen.charts.accuracy_points.getData()[1])
    assert len(accuracy) == 1 and round(accuracy[0]) == 67


def test_make_panel_refuses_a_kind_with_no_spec_or_no_panel(qtbot) -> None:
    with made_up_drill() as spec:
        kind = spec.kind
        panel = make_panel(kind, Words())
        qtbot.addWidget(panel)
        assert isinstance(panel, DrawPanel)
    with pytest.raises(KeyError):
        make_panel(kind, Words())  # taken back: no spec, so no panel (never the shoe one)
    stray = DrillKind.define("STRAY", "stray", spec_for(DrillKind.DRAW).kind.prompt_type,
                             DrawAnswer)
    from dataclasses import replace

    register(replace(spec, kind=stray, panel="no_such_panel"))
    try:
        with pytest.raises(KeyError, match="no_such_panel"):
            make_panel(stray, Words())
    finally:
        unregister(stray)
