"""The HR certification CSV from the Exam screen's button (issue 25 point 4): a voided sitting
says so with its reason, a handed-in one too, the sitting that counts is marked, a certified
sitting carries its number and a verification code the app's check accepts, and the export is
in the audit log; in English and in Traditional Chinese."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_DISPLAY
from tests.gui.test_audit_tab import cells, open_audit
from tests.gui.test_exam_instructor import (  # noqa: F401  (fixtures)
    open_exams,
    results_panel,
    sign_in_instructor,
    sittings,
    window,
)
from trainer.auth import Actor
from trainer.exams.certificates import CertificateVerdict
from trainer.store import Store
from ui.dashboard.audit import AuditModel
from ui.exam import results as results_view

VOIDER_NAME, VOIDER_PIN, VOIDER_DISPLAY = "cora", "2468", "黃嘉欣"


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_hr_button_writes_status_counts_and_codes_and_audits_it(
        qtbot, window, store: Store, instructor: Actor, trainee: Actor, sittings,  # noqa: F811
        translations, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    assert translations.install(language)
    # A third trainee's sitting is voided by the proctor after one answer. The instructor
    # signs in again first (the sittings' trainees dropped the key that seals an account).
    instructor = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    store.roster.create_trainee(instructor, VOIDER_NAME, VOIDER_DISPLAY, trainee.cohort_id,
                                VOIDER_PIN)
    cora = store.authenticate(VOIDER_NAME, VOIDER_PIN)
    running = store.exams.start_sitting(cora, sittings["exam"], INSTRUCTOR_NAME,
                                        INSTRUCTOR_PASSWORD)
    running.next_question()
    proctor = store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    store.exams.void_sitting(proctor, running.sitting_id, "@phone on the desk")

    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    target = tmp_path / "certifications.csv"
    monkeypatch.setattr(results_view, "save_file_name", lambda *_: str(target))
    with qtbot.waitSignal(panel.presenter.sig_csv_saved, timeout=5000):
        qtbot.mouseClick(panel.hr_button, Qt.MouseButton.LeftButton)

    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with a byte-order mark, for spreadsheets
    rows = {r["display_name"]: r for r in csv.DictReader(io.StringIO(raw.decode("utf-8-sig")))}
    voided, amy = rows[VOIDER_DISPLAY], rows[TRAINEE_DISPLAY]
    # A voided sitting never counts (the core's counting rule) and has no result: "void".
    assert (voided["status"], voided["result"], voided["counts"]) == ("voided", "void", "no")
    assert voided["void_reason"] == "'@phone on the desk"  # made inert, as every cell
    assert (voided["certificate_number"], voided["verification_code"]) == ("", "")
    assert (amy["status"], amy["result"], amy["counts"]) == ("passed", "pass", "yes")
    assert amy["certificate_number"] and amy["verification_code"]
    check = store.exams.check_certificate(proctor, amy["certificate_number"],
                                          amy["verification_code"])
    assert check.verdict is CertificateVerdict.VALID
    # The export is in the audit log, with the file's name and its number of sittings.
    exported = [r.entry for r in store.audit.trail(proctor).rows if r.entry.action == "exported"]
    assert [(e.subject, json.loads(e.detail_json)) for e in exported] == [
        ("certifications.csv", {"what": "certifications", "rows": 3})]
    # ... worded on the Audit tab in the language shown.
    _, tab = open_audit(qtbot, store, proctor)
    actions = [c.entry.action for c in tab.model._rows]
    worded = [d for a, d in zip(actions, cells(tab, AuditModel.DETAIL), strict=True)
              if a == "exported"]
    assert worded == [WORDED[language]]


WORDED = {"en": "the certifications for HR; 3 rows", "zh-Hant": "供人力資源部的證書名單；3 行"}
"""The export's detail on the Audit tab (the Traditional Chinese as the .ts file has it)."""
