"""A spin box that reads a Chinese input method's full-width digits as the answer fields do
(``１２`` is 12): a plain :class:`QSpinBox` ignored them without a word."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox

from trainer.typed import fold_typed


class TypedSpinBox(QSpinBox):
    """:class:`QSpinBox` whose typed text is folded to ASCII (:func:`fold_typed`) before it
    is checked and read."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        folded = fold_typed(text) if text.strip() else text
        return super().validate(folded, min(pos, len(folded)))

    def valueFromText(self, text: str) -> int:
        return super().valueFromText(fold_typed(text))
