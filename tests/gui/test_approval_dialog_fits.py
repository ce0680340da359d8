"""The trainee's "Waiting for the proctor" dialog (a desk over the school server) grows to fit
a message shown once it is open (the server gone): its text was cut at the top and bottom,
in Chinese, instead of the dialog taking the room it needs."""

from __future__ import annotations

import pytest

from trainer.errors import StoreError
from ui.exam.approval import ApprovalDialog
from ui.exam.words import ExamWords


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_message_shown_in_the_open_dialog_is_not_cut(qtbot, translations, lang: str) -> None:
    translations.install(lang)
    dialog = ApprovalDialog(lambda: "Start the exam: proctor")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    gone = StoreError("unreachable", "gone", code="server_unreachable",
                      params={"server": "https://127.0.0.1:8443"})
    dialog.show_error(ExamWords().error(gone))

    def fits() -> bool:
        return all(label.height() >= label.heightForWidth(label.width())
                   for label in (dialog.text, dialog.error))

    qtbot.waitUntil(fits, timeout=2000)
    translations.install("en")
