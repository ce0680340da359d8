"""An exam's Table section with the shoe's life, irregularities and the squeeze: set in the
blueprint form's Table row by keys and by the mouse, read back as the spec, shown again from
a stored spec, the irregularity share refused under its row past its limit, worded in English
and 繁體中文."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.test_exam_instructor import open_exams, set_spin, sign_in_instructor
from tests.gui.test_exam_instructor import window as window
from tests.gui.test_exam_table import key_for, open_desk
from tests.support.exam_table import table_spec
from tests.support.table_script import right_action
from trainer.exams.blueprint import MAX_IRREGULARITY_PERCENT
from trainer.table import Phase


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_table_row_sets_the_shoes_life_irregularities_and_squeeze(
        qtbot, window, instructor, language) -> None:
    sign_in_instructor(qtbot, window)
    form = open_exams(qtbot, window).blueprints.form
    if language != "en":
        window.set_language(language)
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    row = form.table_rows[0]
    assert not row.shoe_life.isChecked() and row.irregularities.value() == 0
    assert row.section().shoe_life is False
    row.shoe_life.setFocus()
    qtbot.keyClick(row.shoe_life, Qt.Key.Key_Space)
    set_spin(qtbot, row.irregularities, 15)
    qtbot.mouseClick(row.squeeze, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, row.squeeze.height() // 2))
    spec = row.section()
    assert (spec.shoe_life, spec.irregularity_percent, spec.squeeze) == (True, 15, True)
    row.set_section(table_spec())
    assert not row.shoe_life.isChecked() and not row.squeeze.isChecked()
    row.set_section(table_spec(shoe_life=True, irregularity_percent=8))
    assert row.shoe_life.isChecked() and row.irregularities.value() == 8
    assert row.section() == table_spec(shoe_life=True, irregularity_percent=8)
    assert row.irregularities in row.fields and row.shoe_life in row.fields
    if language == "en":
        qtbot.waitUntil(lambda: row.shoe_life.text() == "Cut, burn and the shoe's end")
    else:
        qtbot.waitUntil(lambda: not re.search(r"[A-Za-z]{4,}", row.shoe_life.text()))
        texts = (row.shoe_life.text(), row.labels["irregularities"].text(),
                 row.squeeze.text())
        for text in texts:
            assert not re.search(r"[A-Za-z]{4,}", text), text


def test_an_irregularity_share_past_its_limit_is_refused_under_the_row(
        qtbot, window, store, instructor, trainee) -> None:
    sign_in_instructor(qtbot, window)
    panel = open_exams(qtbot, window).blueprints
    form = panel.form
    qtbot.waitUntil(lambda: form.cohorts.count() == 1)
    form.name.setText("Shoe's life")
    form.add_table.setFocus()
    qtbot.keyClick(form.add_table, Qt.Key.Key_Space)
    row = form.table_rows[0]
    set_spin(qtbot, row.irregularities, MAX_IRREGULARITY_PERCENT + 10)
    form.cohorts.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(row.error.isVisible)
    assert str(MAX_IRREGULARITY_PERCENT) in row.error.text()
    assert row.irregularities.hasFocus()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_an_exam_table_with_the_shoes_life_is_cut_and_burnt_by_keys_without_hints(
        qtbot, translations, language) -> None:
    translations.install(language)
    try:
        view, _presenter, session, clock, rec = open_desk(qtbot, coups=1, fault_percent=0,
                                                          shoe_life=True)
        desk = view.desk
        table = session.table
        assert table is not None and table.phase is Phase.CUT
        assert desk.shoe_bar.isVisible() and not desk.shoe_bar.zone  # no zone shown
        assert desk.state is not None and desk.state.layout == ()  # bets after the cut
        desk.felt.setFocus()
        qtbot.keyClick(desk.felt, Qt.Key.Key_Return)  # at the stack's end: too shallow
        assert [r.step.cell for r in rec.steps] == ["shoe:cut"] and not rec.steps[0].step.right
        assert not any(w in view.findChild(type(desk.prompt), "tablePrompt").text()
                       for w in ("✗", "✓"))  # no feedback at an exam
        for _ in range(10):
            qtbot.keyClick(desk.felt, Qt.Key.Key_Left)
        qtbot.mouseClick(desk.cut_button, Qt.MouseButton.LeftButton)
        assert rec.steps[-1].step.cell == "shoe:cut" and rec.steps[-1].step.right
        assert table.phase is Phase.BURN and not desk.shoe_bar.isVisible()
        qtbot.keyClick(desk.felt, Qt.Key.Key_8)
        qtbot.keyClick(desk.felt, Qt.Key.Key_Return)
        assert rec.steps[-1].step.cell == "shoe:burn" and rec.steps[-1].step.right
        while not session.is_finished:
            name, args = right_action(table)
            clock.advance(2)
            key_for(qtbot, desk, name, args)
        assert all(r.step.right for r in rec.steps[1:])
    finally:
        translations.install("en")
