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


class Sittings:
    """The server's sittings as a proctor's desk reads them: gone, then back."""

    def __init__(self) -> None:
        self.gone = True

    def waiting(self, _actor: object) -> list[dict[str, object]]:
        if self.gone:
            raise StoreError("unreachable", "gone", code="server_unreachable",
                             params={"server": "https://127.0.0.1:8443"})
        return [{"request_id": 1, "resume": False, "trainee_display": "Amy Chan",
                 "trainee_name": "amy", "exam_name": "Draw exam"}]


def test_the_proctors_list_drops_its_failure_once_the_server_is_back(qtbot) -> None:
    """The proctor's "Sittings waiting for a proctor" said the server was gone and kept
    saying it after the server was back and the list read again."""
    from typing import cast

    from trainer.auth import Actor
    from trainer.server.client_exam import RemoteSittings
    from ui.exam.approval import ApprovalsPanel

    sittings = Sittings()
    panel = ApprovalsPanel(cast(RemoteSittings, sittings), cast(Actor, None))
    qtbot.addWidget(panel)
    panel.load()
    qtbot.waitUntil(lambda: "127.0.0.1:8443" in panel.status.text())
    sittings.gone = False
    panel.load()
    qtbot.waitUntil(lambda: panel.list.count() == 1)
    assert panel.status.text() == ""
    panel.shutdown()
