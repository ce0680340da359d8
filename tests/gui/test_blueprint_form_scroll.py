"""The blueprint form scrolls in its scroll area rather than squeeze its rows: with the exam
window, counting and section-table rows it no longer fits a 1024x700 window, and in 繁體中文
the exam name's field was cut in half (seen in the screenshots of session 7)."""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea

from ui.exam.blueprint_editor import BlueprintForm


def test_the_form_scrolls_instead_of_squeezing_its_fields(qtbot) -> None:
    form = BlueprintForm()
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(form)
    qtbot.addWidget(scroll)
    scroll.resize(700, 300)  # far less than the form asks for
    scroll.show()
    qtbot.waitExposed(scroll)
    qtbot.waitUntil(lambda: form.height() >= form.sizeHint().height())
    assert form.name.height() >= form.name.sizeHint().height()
    assert scroll.verticalScrollBar().maximum() > 0
