"""The keys and clicks of the shoe's life steps (the cut, a burn, the cards back into a
shuffler) for the tests' key and mouse dealers, which deal whatever ``right_action`` asks,
the shoe's life included (the presets switch it on at every level)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from ui.felt.desk import FeltDesk
from ui.felt.shoe_life import CUT_STEP

_DIGITS = {str(n): getattr(Qt.Key, f"Key_{n}") for n in range(10)}


def shoe_life_keys(desk: FeltDesk, name: str, args: tuple[object, ...]) -> list[Qt.Key] | None:
    """The keys on the felt that take the step ``name`` (None: not a step of the shoe's
    life): the cut card moved by the arrows from where it is held (to the even place at or
    past the one asked: an arrow moves it by two cards), then Enter; a burn's digits, then
    Enter; M."""
    if name == "cut":
        wanted = int(args[0])  # type: ignore[call-overload]
        moves = -(-(wanted - desk.cut_at) // CUT_STEP)
        arrow = Qt.Key.Key_Left if moves > 0 else Qt.Key.Key_Right
        return [arrow] * abs(moves) + [Qt.Key.Key_Return]
    if name == "burn_cards":
        return [_DIGITS[d] for d in str(args[0])] + [Qt.Key.Key_Return]
    if name == "return_cards":
        return [Qt.Key.Key_M]
    return None


def shoe_life_by_keys(desk: FeltDesk, name: str, args: tuple[object, ...]) -> bool:
    """Press the keys of a step of the shoe's life; False for another step."""
    keys = shoe_life_keys(desk, name, args)
    if keys is None:
        return False
    for key in keys:
        QTest.keyClick(desk.felt, key)
    return True


def shoe_life_by_mouse(desk: FeltDesk, name: str, args: tuple[object, ...]) -> bool:
    """Click a step of the shoe's life: the stack where the cut card goes, then Place; the
    digits, then Burn; Cards to shuffler. False for another step."""
    left = Qt.MouseButton.LeftButton
    if name == "cut":
        bar = desk.shoe_bar
        QTest.mouseClick(bar, left, pos=QPoint(round(bar.x_of(int(args[0]))),  # type: ignore[call-overload]
                                               bar.height() // 2))
        QTest.mouseClick(desk.cut_button, left)
        return True
    if name == "burn_cards":
        for digit in str(args[0]):
            QTest.mouseClick(desk.digit_buttons[int(digit)], left)
        QTest.mouseClick(desk.burn_button, left)
        return True
    if name == "return_cards":
        QTest.mouseClick(desk.return_button, left)
        return True
    return False
