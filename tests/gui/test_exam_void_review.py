"""A voided sitting reads as voided, never as a failure (issue 25, exam day redone): the
results list and the instructor's review say who voided it, when, why and whether the attempt
was given back, with no PASS/FAIL and no section's verdict; "Grant a retake…" is not offered
for a sitting whose attempt was already given back, and is for one whose attempt was used;
a certificate is refused for the void. In English and in Traditional Chinese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD
from tests.gui.test_certificate_check import check_by_keyboard
from tests.gui.test_exam_instructor import (  # noqa: F401  (fixtures)
    open_exams,
    results_panel,
    row_of,
    sign_in_instructor,
    sittings,
    window,
)
from trainer.auth import Actor
from trainer.exams.certificates import InvalidReason, certificate_number
from trainer.store import Store
from ui.exam.results import ResultsModel
from ui.words import moment_text

FAULT = ("cora", "2468", "黃嘉欣", "screen froze")  # equipment fault: attempt given back
CHEAT = ("dora", "1357", "林美玲", "phone on the desk")  # misconduct: attempt used

WORDS = {
    "en": {"given_back": "Voided by {0} at {1}: {2}; the attempt was given back",
           "used": "Voided by {0} at {1}: {2}; the attempt was used",
           "cells": {"given_back": "Voided: attempt given back", "used": "Voided: attempt used"},
           "not reached": "not reached", "wrong": "wrong",
           "fail": ("FAIL", "PASS"),
           "refused": "No certificate: this sitting was voided by a proctor, so it has no "
                      "result."},
    "zh-Hant": {"given_back": "{1} 由 {0} 作廢：{2}；此次應考機會已退回",
                "used": "{1} 由 {0} 作廢：{2}；此次應考機會已用去",
                "cells": {"given_back": "已作廢：應考機會已退回", "used": "已作廢：應考機會已用去"},
                "not reached": "未到達", "wrong": "錯",
                "fail": ("不合格", "合格"),
                "refused": "不發證書：此場考試已被監考人作廢，沒有成績。"},
}


def void(store: Store, instructor: Actor, cohort_id: int, exam_id: int,
         who: tuple[str, str, str, str], *, given_back: bool) -> int:
    name, pin, display, reason = who
    # Signed in, as at the instructor's desk: the new account is sealed with the school key.
    instructor = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    store.roster.create_trainee(instructor, name, display, cohort_id, pin)
    running = store.exams.start_sitting(store.authenticate(name, pin), exam_id,
                                        INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    running.next_question()
    proctor = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    store.exams.void_sitting(proctor, running.sitting_id, reason, given_back=given_back)
    return running.sitting_id


def open_review(qtbot, panel, display_name: str):
    panel.table.selectRow(row_of(panel, display_name))
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.review, timeout=5000)
    return panel.review


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_voided_sitting_says_who_when_why_and_the_attempt_never_fail(
        qtbot, window, store: Store, instructor: Actor, trainee: Actor, sittings,  # noqa: F811
        translations, language: str) -> None:
    assert translations.install(language)
    words = WORDS[language]
    fault = void(store, instructor, trainee.cohort_id, sittings["exam"], FAULT, given_back=True)
    cheat = void(store, instructor, trainee.cohort_id, sittings["exam"], CHEAT,
                 given_back=False)
    lines, cells = {}, {}
    for sitting_id, key, (_n, _p, display, reason) in ((fault, "given_back", FAULT),
                                                       (cheat, "used", CHEAT)):
        info = store.exams.review(instructor, sitting_id).sitting
        assert info.voided_at is not None
        lines[display] = words[key].format(info.voided_by, moment_text(info.voided_at),
                                           reason)
        cells[display] = words["cells"][key]

    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    # The results list: voided and the attempt in the Result column, who, when and why in
    # its tooltip (a reason may be long), no FAIL.
    for display, line in lines.items():
        index = panel.model.index(row_of(panel, display), ResultsModel.RESULT)
        assert index.data() == cells[display]
        assert index.data(Qt.ItemDataRole.ToolTipRole) == line
        texts = [panel.model.index(index.row(), c).data() or ""
                 for c in range(panel.model.columnCount())]
        assert not any(word in text for text in texts for word in words["fail"])

    # The review of the equipment fault: the void leads, no verdict, no retake to grant.
    review = open_review(qtbot, panel, FAULT[2])
    info = review.info.text()
    assert lines[FAULT[2]] in info
    assert not any(word in info for word in words["fail"])
    # The questions it never reached were not got wrong: nothing of a void is graded.
    assert "✗" not in review.list.item(1).text()
    assert review.list.item(1).text().startswith("2. –")
    assert words["not reached"] in review.item_title.text()
    assert words["wrong"] not in review.item_title.text()
    assert not review.retake_button.isEnabled()
    assert review.retake_button.toolTip()
    assert not review.certificate_button.isEnabled()
    # A certificate asked for anyway is refused for the void, not as "did not pass".
    assert panel.review_actions.save_certificate(review.review, "unused.pdf") is False
    assert review.status.text() == words["refused"]
    qtbot.mouseClick(review.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is panel.table_page)

    # The misconduct: the attempt is used, so a retake is the instructor's to grant.
    review = open_review(qtbot, panel, CHEAT[2])
    assert lines[CHEAT[2]] in review.info.text()
    assert not any(word in review.info.text() for word in words["fail"])
    assert review.retake_button.isEnabled()
    qtbot.mouseClick(review.retake_button, Qt.MouseButton.LeftButton)
    actions = panel.review_actions
    qtbot.waitUntil(lambda: actions.retake_dialog is not None
                    and actions.retake_dialog.isVisible())
    actions.retake_dialog.reject()


CHECKED = {
    "en": ("Invalid: the sitting with that number was voided by a proctor. It has no result, "
           "so no certificate was issued for it.", "voided", ("not passed", "FAIL")),
    "zh-Hant": ("無效：此編號的考試已被監考人作廢，沒有成績，因此沒有發出證書。", "已作廢",
                ("不合格", "未合格")),
}


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_checking_a_voided_sitting_s_number_says_voided_not_failed(
        qtbot, window, store: Store, instructor: Actor, trainee: Actor, sittings,  # noqa: F811
        translations, language: str) -> None:
    assert translations.install(language)
    fault = void(store, instructor, trainee.cohort_id, sittings["exam"], FAULT, given_back=True)
    number = certificate_number(fault, store.exams.review(instructor, fault).sitting.started_at)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: panel.check_dialog is not None and panel.check_dialog.isVisible())
    dialog = panel.check_dialog
    found = check_by_keyboard(qtbot, dialog, number, "ABCD-EFGH")
    assert found.reason is InvalidReason.VOIDED
    verdict, voided_word, failed_words = CHECKED[language]
    assert dialog.verdict.text() == verdict
    assert voided_word in dialog.details.text()
    assert not any(word in dialog.details.text() for word in failed_words)
