"""Issue 12 point 8, by geometry (not pixels): the Sam Kong payouts' bet list is never a
narrow column, door cards scale with the window and all six fit at 1024 x 700, the level
drop-down opens clear of the hand, the cards stay put when a long feedback wraps, and the
proctor dialog grows to show its whole error."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.gui.conftest import INSTRUCTOR_NAME, TRAINEE_NAME, TRAINEE_PIN
from tests.gui.test_exam_sitting import make_exam, open_exam, proctor_types, sign_in
from tests.gui.test_practice import answer_and_wait, start_by_keyboard, wrong_answer
from trainer.auth import Actor
from trainer.drills import DrillKind, DrillSession, expected_answer
from trainer.store import Store
from ui.practice.view import PracticeScreen
from ui.resources import resource_path

SMALL = (1024, 700)
LARGE = (1400, 880)


def app_style() -> str:
    """The app's style sheet (the feedback's 17-pixel text, the felt), as the app sets it."""
    return resource_path("styles", "app.qss").read_text(encoding="utf-8")


def six_door_seed(kind: DrillKind) -> int:
    """A session seed whose first deal has six doors (found from the core's own deals)."""
    for seed in range(1000):
        question = DrillSession(kind, seed=seed).next_question()
        assert question is not None
        if len(question.prompt.doors) == 6:
            return seed
    raise AssertionError("no six-door deal in the first 1000 seeds")


def practice_at(qtbot, store: Store, trainee: Actor, size: tuple[int, int]) -> PracticeScreen:
    """The Practice screen as a window of ``size`` with the app's style sheet."""
    screen = PracticeScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.setStyleSheet(app_style())
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.enter()
    return screen


def settle_layout() -> None:
    """Run the posted layout requests, so geometries are the ones on screen."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def in_window(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def door_cards(panel) -> list:
    return [card for hand in panel.doors if hand.isVisible() for card in hand.card_widgets()]


# ---- 1. the bet list is as wide as its longest line --------------------------------------------


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x700", "1400x880"])
def test_samkong_bets_are_never_a_narrow_column(qtbot, store, trainee, size) -> None:
    screen = practice_at(qtbot, store, trainee, size)
    screen.seed = six_door_seed(DrillKind.SAMKONG_PAYOUT)
    question = start_by_keyboard(qtbot, screen, DrillKind.SAMKONG_PAYOUT)
    assert len(question.prompt.doors) == 6
    panel = screen.panel
    # The window is not held wider than asked by fixed-size cards.
    assert screen.width() == size[0]
    for _ in range(question.steps):
        settle_layout()
        label = panel.bets_label
        # The same rows unwrapped: their width is what the longest line needs.
        unwrapped = QLabel()
        unwrapped.setFont(label.font())
        unwrapped.setTextFormat(Qt.TextFormat.RichText)
        unwrapped.setText(label.text())
        needed = unwrapped.sizeHint()
        assert label.width() >= needed.width(), (label.width(), needed.width())
        assert label.heightForWidth(label.width()) <= needed.height()  # no line wraps
        # ... and the whole column is on the felt.
        assert panel.felt.rect().contains(in_window(panel.bets_scroll, panel.felt))
        current = screen.presenter.current
        if current.step == current.steps - 1:
            break
        with qtbot.waitSignal(screen.presenter.sig_question_shown, timeout=2000):
            answer_and_wait(qtbot, screen, current, expected_answer(current))


# ---- 2. door cards scale; six doors fit at 1024 x 700 -----------------------------------------


@pytest.mark.parametrize("kind", [DrillKind.SAMKONG_PAYOUT, DrillKind.SAMKONG_DOORS],
                         ids=lambda k: k.value)
def test_door_cards_scale_with_the_window_and_all_six_fit(qtbot, store, trainee, kind) -> None:
    widths = {}
    for size in (SMALL, LARGE):
        screen = practice_at(qtbot, store, trainee, size)
        screen.seed = six_door_seed(kind)
        question = start_by_keyboard(qtbot, screen, kind)
        assert len(question.prompt.doors) == 6
        settle_layout()
        panel = screen.panel
        banker = panel.player if kind is DrillKind.SAMKONG_PAYOUT else panel.banker
        cards = door_cards(panel) + banker.card_widgets()
        assert len(cards) == 6 * 3 + 3
        for card in cards:
            # Every card whole: inside the felt, inside the window, nothing of it clipped.
            assert panel.felt.rect().contains(in_window(card, panel.felt)), card
            assert screen.rect().contains(in_window(card, screen)), card
            assert card.visibleRegion().boundingRect() == card.rect()
        widths[size] = {card.width() for card in door_cards(panel)}
        assert len(widths[size]) == 1  # every door alike
        assert screen.width() == size[0]
        screen.close()
    assert widths[LARGE].pop() > widths[SMALL].pop()


# ---- 3. the level drop-down opens clear of the hand -------------------------------------------


@pytest.mark.parametrize(("size", "top"), [(SMALL, 0), (LARGE, 0), (SMALL, 200)],
                         ids=["1024x700", "1400x880", "1024x700-low-on-screen"])
def test_level_drop_down_does_not_cover_the_hand(qtbot, store, trainee, size, top) -> None:
    """Low on the screen (no room under the box) the list opens above it, between the
    hand and the box, and scrolls."""
    screen = practice_at(qtbot, store, trainee, size)
    screen.move(0, top)
    qtbot.waitUntil(lambda: screen.pos().y() == top)
    start_by_keyboard(qtbot, screen, DrillKind.SAMKONG_LEVEL)
    settle_layout()
    panel = screen.panel
    combo = panel.level_combo
    cards = [on_screen(card) for card in panel.hand.card_widgets()]
    assert len(cards) == 3
    for card in cards:
        assert not on_screen(combo).intersects(card)
    combo.showPopup()
    popup = combo.view().window()
    qtbot.waitUntil(popup.isVisible)
    settle_layout()
    shown = popup.geometry()
    assert shown.height() > 3 * combo.view().sizeHintForRow(0)
    for card in cards:
        assert not shown.intersects(card), (shown, card)
    combo.hidePopup()


# ---- 4. the cards stay put when the feedback wraps ---------------------------------------------


def card_places(hands: dict, screen: PracticeScreen) -> dict[str, list[QRect]]:
    """Where each shown hand's cards are in the window."""
    return {name: [in_window(card, screen) for card in hand.card_widgets()]
            for name, hand in hands.items() if hand.isVisible()}


@pytest.mark.parametrize("kind", [DrillKind.DRAW, DrillKind.CALL, DrillKind.PAYOUT,
                                  DrillKind.SAMKONG_LEVEL, DrillKind.SAMKONG_DOORS,
                                  DrillKind.SAMKONG_PAYOUT], ids=lambda k: k.value)
def test_cards_do_not_move_when_a_long_feedback_wraps(qtbot, store, trainee, kind) -> None:
    screen = practice_at(qtbot, store, trainee, SMALL)
    screen.seed = 7
    question = start_by_keyboard(qtbot, screen, kind)
    settle_layout()
    panel = screen.panel
    hands = panel.mark_hands()
    before = card_places(hands, screen)
    answer_and_wait(qtbot, screen, question, wrong_answer(question, expected_answer(question)))
    settle_layout()
    assert screen.presenter.reviewing and screen.feedback.isVisible()
    assert card_places(hands, screen) == before
    # Longer still (a long rule in a wordier language): five lines and more.
    line = screen.feedback.fontMetrics().lineSpacing()
    screen.feedback.setText(" ".join([screen.feedback.text()] * 5))
    settle_layout()
    assert screen.feedback.heightForWidth(screen.feedback.width()) >= 5 * line
    assert card_places(hands, screen) == before
    # The rest of it scrolls into view; the Next button stays where the keys expect it.
    assert screen.feedback_area.verticalScrollBar().maximum() > 0
    assert screen.next_button.isVisible()


# ---- 5. the proctor dialog grows to show its error ---------------------------------------------


def test_proctor_dialog_grows_to_show_a_wrong_password_error(qtbot, window, store, instructor,
                                                             trainee) -> None:
    make_exam(store, instructor, trainee)
    sign_in(qtbot, window, TRAINEE_NAME, TRAINEE_PIN)
    desk = open_exam(qtbot, window).desk
    qtbot.keyClick(desk.exam_list, Qt.Key.Key_Return)
    proctor_types(qtbot, desk, INSTRUCTOR_NAME, "wrong-password")
    dialog = desk.proctor_dialog
    qtbot.waitUntil(lambda: "not recognised" in dialog.error.text() and dialog.ok.isEnabled(),
                    timeout=5000)
    settle_layout()
    error = dialog.error
    assert dialog.height() >= dialog.sizeHint().height()
    # The label has the height its wrapped text needs, and all of it is inside the dialog.
    assert error.height() >= error.heightForWidth(error.width())
    assert dialog.rect().contains(in_window(error, dialog))
    assert error.visibleRegion().boundingRect() == error.rect()
    dialog.reject()
