"""A trainee's exam answer refused by the school server (the desk revoked by an instructor
mid-sitting, or the sign-in token ended) is worded in the desk's language: it showed the
client's English message inside a Chinese sentence ("...（the school server refused this
desk's token (desk_revoked)）...")."""

from __future__ import annotations

from typing import cast

import pytest

from trainer.errors import TokenRefused
from trainer.exams.session import ExamSession
from ui.exam.sitting import SittingPresenter

WORDS = {
    "en": ("revoked", "Sign in again"),
    "zh-Hant": ("撤銷", "重新登入"),
}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_refused_answer_over_the_server_is_worded(qtbot, translations, lang: str) -> None:
    translations.install(lang)
    presenter = SittingPresenter(cast(ExamSession, None))
    revoked, again = WORDS[lang]
    text = presenter._message(TokenRefused(
        "desk_revoked", "the school server refused this desk's token (desk_revoked)"))
    assert "desk_revoked" not in text and "refused this desk" not in text
    assert revoked in text
    ended = presenter._message(TokenRefused(
        "expired", "the school server refused this desk's token (expired)"))
    assert "expired" not in ended and again in ended
    translations.install("en")


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_an_exam_call_with_the_server_gone_is_worded(qtbot, translations, lang: str) -> None:
    """The proctor's Exam screen and the trainee's waiting dialog with the school server
    stopped: they showed "...: the school server https://... did not answer ([Errno 111]
    Connection refused)", in English on a Chinese desk."""
    from trainer.errors import StoreError
    from ui.exam.words import ExamWords

    translations.install(lang)
    gone = StoreError("unreachable", "the school server https://school:8443 did not answer "
                      "([Errno 111] Connection refused)", code="server_unreachable",
                      params={"server": "https://school:8443"})
    text = ExamWords().error(gone)
    assert "Errno" not in text and "did not answer (" not in text
    assert "https://school:8443" in text
    translations.install("en")
