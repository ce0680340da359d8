"""What an answer key leaves for after the next question is painted, and what it no longer
does at all. Keys and a mouse click, in English and in 繁體中文:

- swapping in the page built off screen lays nothing out above the panel stack (the stack
  sits in a :class:`~ui.widgets.panels.fence.PanelFence`): before, every answer laid the
  whole drill page out again, its wrapped labels measured anew, before the paint;
- the progress line is worded after the next question is painted (a zero timer), and before
  the next key is handled when a key comes first;
- the fence keeps telling the page above the stack's size hints when they do change (a
  refusal under the fields, another kind of panel).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

from trainer.auth import Actor
from trainer.drills import DrillKind, Question, expected_answer
from trainer.drills.registry import drill_kinds
from trainer.store import Store
from ui.practice.view import PracticeScreen
from ui.widgets.panels.fence import PanelFence

LANGUAGES = ["en", "zh-Hant"]


@pytest.fixture
def screen(qtbot, store: Store, trainee: Actor) -> PracticeScreen:
    widget = PracticeScreen(store, trainee)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.enter()
    return widget


def start(qtbot, screen: PracticeScreen, kind: DrillKind, deals: int, seed: int) -> Question:
    """``kind`` by the keyboard, ``deals`` deals on ``seed``; returns the question on show
    once the next one is built off screen."""
    screen.seed = seed
    screen.count_spin.setValue(deals)
    screen.kind_list.setFocus()
    qtbot.keyClick(screen.kind_list, Qt.Key.Key_Home)
    for _ in range(drill_kinds().index(kind)):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Down)
    with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
        qtbot.keyClick(screen.kind_list, Qt.Key.Key_Return)
    question = screen.presenter.current
    assert question is not None and question.kind is kind
    return question


def settle() -> None:
    """The event loop runs until it has nothing left to do, as it does while a trainee reads
    the question on show (what a zero timer did posts layout requests of its own)."""
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents()


def key_for(question: Question) -> Qt.Key:
    return Qt.Key.Key_D if expected_answer(question).draws else Qt.Key.Key_S  # type: ignore[union-attr]


class LayoutRequests(QObject):
    """The widgets a layout request was delivered to, while installed on the application."""

    def __init__(self) -> None:
        super().__init__()
        self.receivers: list[QObject] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.receivers.append(watched)
        return False


class FirstPaint(QObject):
    """The progress line's words when ``widget`` is first painted after :meth:`arm`."""

    def __init__(self, screen: PracticeScreen) -> None:
        super().__init__()
        self.screen = screen
        self.widget: QWidget | None = None
        self.progress_then: str | None = None

    def arm(self, widget: QWidget) -> None:
        self.widget, self.progress_then = widget, None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Paint \
                and self.progress_then is None:
            self.progress_then = self.screen.progress_label.text()
        return False


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_answer_lays_nothing_out_above_the_panel_stack(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    translations.install(language)
    question = start(qtbot, screen, DrillKind.DRAW, deals=8, seed=21)
    above = {id(w) for w in (screen, screen.stack, screen.drill_page, screen.panel_fence)}
    fence = screen.panel_fence
    assert isinstance(fence, PanelFence) and screen.panel_stack.parentWidget() is fence
    # The first answer brings the feedback box up (its look polished, its caption shown):
    # the page is laid out for it once. Every answer after it is measured here.
    with qtbot.waitSignal(screen.presenter.sig_question_prepared, timeout=2000):
        qtbot.keyClick(screen.panel, key_for(question))
    question = screen.presenter.current  # type: ignore[assignment]
    assert question is not None
    for number in range(4):
        settle()
        spare = screen.panel_stack.spares[DrillKind.DRAW]
        before = spare.geometry()
        requests = LayoutRequests()
        app = QCoreApplication.instance()
        assert app is not None
        app.installEventFilter(requests)
        try:
            if number == 3:  # a mouse click on the page swapped in answers as a key does
                button = screen.panel.draw_button if expected_answer(question).draws \
                    else screen.panel.stand_button  # type: ignore[union-attr]
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            else:
                qtbot.keyClick(screen.panel, key_for(question))
            # What Qt runs before it paints: the layout requests the answer posted.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        finally:
            app.removeEventFilter(requests)
        assert screen.panel is spare and spare.isVisible()
        laid_out = [f"{type(w).__name__}#{w.objectName()}" for w in requests.receivers
                    if id(w) in above and w is not fence]
        # Before, the drill page was laid out again here, before the paint.
        assert laid_out == [], (number, laid_out)
        assert spare.geometry() == before  # laid out off screen at the size it is shown at
        assert screen.panel_stack.geometry() == fence.rect()
        # The swap's own request reached the fence, which checks the hints after the paint.
        qtbot.waitUntil(lambda: not fence._check_later.isActive(), timeout=2000)
        assert not fence.check_hints()  # nothing it passes up had changed
        assert fence.sizeHint() == screen.panel_stack.sizeHint()
        question = screen.presenter.current  # type: ignore[assignment]
        assert question is not None
        qtbot.waitUntil(lambda: screen.panel_stack.spares[DrillKind.DRAW].question
                        is screen.presenter.session.upcoming(), timeout=2000)  # type: ignore[union-attr]
    if language == "zh-Hant":
        assert any("\u4e00" <= c <= "\u9fff" for c in screen.panel.prompt.text())  # type: ignore[union-attr]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_progress_line_is_worded_after_the_paint_and_before_the_next_key(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    translations.install(language)
    question = start(qtbot, screen, DrillKind.DRAW, deals=8, seed=4)
    first = screen.progress_label.text()
    assert first  # the first question is counted as it is shown
    painted = FirstPaint(screen)
    painted.arm(screen.panel_stack.spares[DrillKind.DRAW])
    qtbot.keyClick(screen.panel, key_for(question))
    assert screen.progress_label.text() == first  # not yet: the paint comes first
    qtbot.waitUntil(lambda: screen.progress_label.text() != first, timeout=2000)
    assert painted.progress_then == first  # the next question was painted before it
    one = screen.progress_label.text()
    session = screen.presenter.session
    assert session is not None and session.progress().answered == 1
    # Two keys with no event loop between them: the line is worded before the second.
    qtbot.waitUntil(lambda: screen.panel_stack.spares[DrillKind.DRAW].question
                    is session.upcoming(), timeout=2000)
    seen: list[str] = []
    screen.presenter.sig_answer_graded.connect(
        lambda _q, _g: seen.append(screen.progress_label.text()))
    second = screen.presenter.current
    assert second is not None
    qtbot.keyClick(screen.panel, key_for(second))
    third = screen.presenter.current
    assert third is not None and third is not second
    qtbot.keyClick(screen.panel, key_for(third))
    assert session.progress().answered == 3
    # When the third answer was graded, the line counted the second.
    assert len(seen) == 2 and seen[1] != one and seen[1] != first
    qtbot.waitUntil(lambda: screen.progress_label.text() not in (first, one, seen[1]),
                    timeout=2000)
    if language == "zh-Hant":
        assert any("\u4e00" <= c <= "\u9fff" for c in screen.progress_label.text())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_fence_passes_on_a_change_of_the_stacks_hints(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    """A refusal under the fields (Enter with nothing typed, on the call drill) changes what
    the stack measures: the fence passes it up and the page is laid out again."""
    translations.install(language)
    start(qtbot, screen, DrillKind.CALL, deals=4, seed=9)
    fence, stack = screen.panel_fence, screen.panel_stack
    qtbot.waitUntil(lambda: not fence._check_later.isActive(), timeout=2000)
    hints = fence.read_hints()
    panel = screen.panel
    assert panel is not None
    requests = LayoutRequests()
    app = QCoreApplication.instance()
    assert app is not None
    app.installEventFilter(requests)
    try:
        qtbot.keyClick(panel.player_total, Qt.Key.Key_Return)  # type: ignore[attr-defined]
        for _ in range(4):  # the requests, each level's posted by the one below
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    finally:
        app.removeEventFilter(requests)
    assert panel.field_error.isVisible()
    assert fence.read_hints() != hints  # the stack measures the refusal's line
    assert any(w is screen.drill_page for w in requests.receivers)  # passed up at once
    assert fence._hints == fence.read_hints()  # and the fence tells the new hints
    assert fence.sizeHint() == stack.sizeHint()
    assert fence.heightForWidth(fence.width()) == stack.heightForWidth(fence.width())
    assert stack.geometry() == fence.rect()
    if language == "zh-Hant":
        assert any("\u4e00" <= c <= "\u9fff" for c in panel.field_error.text())


def test_a_hands_cards_are_not_asked_their_height_for_a_width(qtbot, screen) -> None:
    """A hand's card has a fixed size: its height for a width, a call into Python per card in
    every layout pass, is not asked (the card keeps its size)."""
    start(qtbot, screen, DrillKind.DRAW, deals=3, seed=2)
    panel = screen.panel
    assert panel is not None
    for hand in panel.mark_hands().values():
        for card in hand._card_widgets:
            assert not card.sizePolicy().hasHeightForWidth()
            assert card.minimumSize() == card.maximumSize() == card.size()


@pytest.mark.parametrize("language", [*LANGUAGES, "pt"])
def test_the_feedback_is_sized_by_its_height_for_its_width_not_by_text_laid_out_for_hints(
    qtbot, screen: PracticeScreen, translations, language: str
) -> None:
    """The feedback's size hints take no text layout (a word-wrapped QLabel laid its text out
    three times for them on every answer); its height still comes from its height for its
    width, so a long feedback (a wrong answer, in Portuguese) shows every line."""
    translations.install(language)
    question = start(qtbot, screen, DrillKind.DRAW, deals=4, seed=17)
    label = screen.feedback
    wrong = Qt.Key.Key_S if expected_answer(question).draws else Qt.Key.Key_D  # type: ignore[union-attr]
    with qtbot.waitSignal(screen.presenter.sig_review_started, timeout=2000):
        qtbot.keyClick(screen.panel, wrong)
    settle()
    assert label.isVisible() and label.text()
    assert label.height() >= label.heightForWidth(label.width())  # every line shown
    hints = (label.sizeHint(), label.minimumSizeHint())
    text = label.text()
    label.setText(f"{text} {text} {text}")  # a longer feedback: the hints did not measure it
    assert (label.sizeHint(), label.minimumSizeHint()) == hints
    label.setText(text)
    body = label.parentWidget()
    assert body is not None and body.width() == screen.feedback_area.viewport().width()
    if language == "zh-Hant":
        assert any("\u4e00" <= c <= "\u9fff" for c in label.text())
