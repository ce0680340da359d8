"""The Audit tab words each row's detail for people (session 9): names instead of ids,
minutes, the exam's fields changed, the window as Today writes it; a key this version has no
words for as "key: value", never the stored JSON. Every kind of row the store writes is made
here by the store's own actions (the Exam screen's exports through the same store call the
screen makes), then read on the tab in English and in Traditional Chinese."""

from __future__ import annotations

import sqlite3
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import (
    COHORT_NAME,
    INSTRUCTOR_NAME,
    INSTRUCTOR_PASSWORD,
    TRAINEE_NAME,
    TRAINEE_PIN,
)
from tests.gui.test_audit_tab import cells, open_audit
from tests.gui.test_exam_instructor import blueprint, sit
from trainer.audit import AuditAction, AuditEntry
from trainer.auth import Actor, hash_secret
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import AccountUnverified
from trainer.exams.certificates import SCHOOL_NAME_KEY
from trainer.exams.records import ExamWindow
from trainer.exams.signing import fingerprint
from trainer.homework import Subject, Target, TargetKind
from trainer.macau_time import MACAU
from trainer.store import Store
from trainer.today import GoalUnit
from ui.dashboard.audit import AuditModel
from ui.dashboard.words import AuditWords
from ui.words import day_text, drill_kind_label, moment_text, percent_text

OPENS = datetime(2026, 12, 1, 9, 0, tzinfo=MACAU)
NEVER_WRITTEN = {AuditAction.ROLE_CHANGED, AuditAction.SCHOOL_MOVED}
"""Kinds no store call writes in this school: a role is never changed in place; a move is
written on its target's log (tests/unit/test_store_move.py)."""
DUE = date(2026, 12, 20)


@pytest.fixture
def every_kind(store: Store, instructor: Actor, trainee: Actor, tmp_path: Path) -> Store:
    """One row or more of every kind the store writes, each by the store's own call."""
    def boss() -> Actor:  # a trainee's sign-in lets go of every unlocked key
        return store.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)

    r, exams = store.roster, store.exams
    cohort = trainee.cohort_id
    assert cohort is not None
    # A restore first: the rows below stay in the restored school (issue 25 point 3).
    store.back_up(instructor, tmp_path / "first.sqlite3")
    store.restore(instructor, tmp_path / "first.sqlite3")
    instructor = boss()
    other = r.create_cohort(instructor, "2027-01 Sam Kong B")
    exam = exams.create(instructor, blueprint(cohort))
    exams.assign(instructor, exam.id, (cohort, other.id))
    exams.deactivate(instructor, exam.id)
    exams.reactivate(instructor, exam.id)
    sit(store, TRAINEE_NAME, TRAINEE_PIN, exam.id)
    closes = datetime.now(UTC) + timedelta(days=30)
    exams.update(boss(), exam.id, blueprint(cohort, name="Floor certificate II", pass_mark=60,
                                            cohort_ids=(cohort, other.id)),
                 window=ExamWindow(OPENS, closes))
    exams.grant_retake(instructor, exam.id, trainee.user_id, "fire alarm in the hall")
    running = exams.start_sitting(store.authenticate(TRAINEE_NAME, TRAINEE_PIN), exam.id,
                                  INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert running.sitting_id is not None
    exams.add_time(boss(), running.sitting_id, 10)
    exams.void_sitting(instructor, running.sitting_id, "phone out during the exam")
    r.reset_secret(instructor, trainee.user_id, "4321")
    mei = r.create_instructor(instructor, "mei", "Mei Leong", "dealer-2027x")
    r.reset_secret(instructor, mei.id, "dealer-2028x")
    exams.enrol_instructor(instructor, "mei", "dealer-2028x")
    r.unlock(instructor, trainee.user_id)
    r.unlock_by_name(TRAINEE_NAME)
    r.deactivate(instructor, trainee.user_id)
    r.reactivate(instructor, trainee.user_id)
    r.archive_cohort(instructor, other.id)
    r.unarchive_cohort(instructor, other.id)
    # Issue 25 point 3: every other change a school makes, by the store's own calls.
    pat = r.create_proctor(instructor, "pat", "Pat Ho", "proctor-2027x")
    r.set_display_name(instructor, pat.id, "Pat Ho Ka Man")
    report = r.import_roster_csv(instructor, f"name,cohort,pin\nbea,{COHORT_NAME},2468\n",
                                 workers=1)
    bea = report.created[0]
    r.set_staff_id(instructor, trainee.user_id, "M-1024")
    r.move_to_cohort(instructor, bea.id, other.id)
    store.settings.set(instructor, SCHOOL_NAME_KEY, "澳門荷官學校")
    store.table_profiles.save(instructor, "VIP 貴賓", DEFAULT_PROFILES["premium-5000"].to_dict())
    store.table_profiles.delete(instructor, "VIP 貴賓")
    hw = store.homework.create(instructor, cohort, Subject.drill("draw"),
                               Target(TargetKind.ANSWERS, 50), DUE)
    store.homework.update(instructor, hw.id, Subject.drill("draw"),
                          Target(TargetKind.ANSWERS, 60), DUE)
    store.homework.delete(instructor, hw.id)
    store.schedule.set_cohort_policy(instructor, cohort, retention=0.85)
    store.daily.set_cohort_goal(instructor, cohort, GoalUnit.ANSWERS, 40)
    store.bulk.add_trainees(instructor, other.id, [("cy", "Cy Lam")], hash_secret("2468"),
                            datetime.now(UTC))
    r.change_own_secret(store.authenticate("pat", "proctor-2027x"), "proctor-2027x",
                        "proctor-2028x")
    r.change_own_secret(store.authenticate("bea", "2468"), "2468", "1357")
    bea_in = store.authenticate("bea", "1357")
    exams.start_sitting(bea_in, exam.id, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    resumed = exams.resume_sitting(bea_in, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert resumed.sitting_id is not None
    exams.close_sitting(boss(), resumed.sitting_id)
    spare = exams.grant_retake(boss(), exam.id, trainee.user_id, "given by mistake")
    exams.revoke_retake(instructor, spare.id, "granted to the wrong trainee")
    # A record that fails its seal is refused and audited: pat's role edited in the file.
    assert store.path is not None
    with sqlite3.connect(store.path) as con:
        con.execute("UPDATE users SET role = 'instructor' WHERE name = 'pat'")
    con.close()
    with pytest.raises(AccountUnverified):
        store.authenticate("pat", "proctor-2028x")
    instructor = boss()
    # A desk enrolled with the school server by an instructor's code, then revoked.
    desk = store.desks.enrol(store.desks.make_code(instructor, "Room 2 desk 5").code)
    store.desks.revoke(instructor, desk.desk_id)
    store.back_up(instructor, tmp_path / "backup.sqlite3")
    store.audit.export_csv(instructor, tmp_path / "audit.csv")
    # What the Exam screen records when it saves a certificate or the results CSV
    # (ui.exam.presenter: the view writes the file, the store records it).
    store.audit.record(instructor, AuditAction.EXPORTED, "certificate.pdf", {
        "what": "certificate", "sitting": running.sitting_id, "trainee": trainee.user_id,
        "exam": exam.id})
    store.audit.record(instructor, AuditAction.EXPORTED, "results.csv", {
        "what": "exam_results", "cohort": None, "rows": 2})
    return store


def details(tab, kind: AuditAction) -> list[str]:
    """The Detail cells of the rows of ``kind``, newest first."""
    actions = [c.entry.action for c in tab.model._rows]
    all_details = cells(tab, AuditModel.DETAIL)
    return [d for a, d in zip(actions, all_details, strict=True) if a == kind.value]


def test_every_kind_worded_in_english(qtbot, every_kind: Store, instructor: Actor) -> None:
    _, tab = open_audit(qtbot, every_kind, instructor)
    written = {c.entry.action for c in tab.model._rows}
    assert written == {a.value for a in AuditAction} - {a.value for a in NEVER_WRITTEN}
    for detail in cells(tab, AuditModel.DETAIL):
        assert "{" not in detail and '"' not in detail and "[" not in detail, detail
    # The subject names the exam as it was called then; its id is not shown, its name now is.
    renamed = "now named Floor certificate II"
    assert details(tab, AuditAction.BLUEPRINT_CREATED) == [renamed]
    assert details(tab, AuditAction.BLUEPRINT_DEACTIVATED) == [renamed]
    assert details(tab, AuditAction.BLUEPRINT_REACTIVATED) == [renamed]
    assert details(tab, AuditAction.BLUEPRINT_ASSIGNED) == [f"{renamed}; changed: cohorts"]
    edited = details(tab, AuditAction.BLUEPRINT_EDITED)[0]
    assert edited.startswith("changed: name, pass mark; was named Floor certificate 百家樂; ")
    assert f"window: opens {moment_text(OPENS)}, closes " in edited
    assert details(tab, AuditAction.BLUEPRINT_VERSIONED) == [
        "version 1 → 2; 1 sitting on the version before; changed: name, pass mark"]
    assert details(tab, AuditAction.RETAKE_GRANTED) == [
        "Exam: Floor certificate II; retake no. 2; over a passed sitting (no. 1); "
        "note: given by mistake",
        "Exam: Floor certificate II; retake no. 1; over a passed sitting (no. 1); "
        "note: fire alarm in the hall"]
    [revoked] = details(tab, AuditAction.RETAKE_REVOKED)
    assert revoked.startswith("Exam: Floor certificate II; retake no. 2; note: granted to the "
                              "wrong trainee; why granted: given by mistake; granted ")
    assert revoked.endswith("; granted by Instructor Lei; its seal held")
    assert details(tab, AuditAction.SEAL_FAILED) == ["Account: Pat Ho Ka Man; Role: instructor"]
    assert details(tab, AuditAction.TIME_ADDED)[0].endswith(
        "10 minutes added; 10 minutes added in all")
    assert details(tab, AuditAction.SITTING_VOIDED)[0].endswith(
        "reason: phone out during the exam")
    assert details(tab, AuditAction.PIN_RESET) == ["Role: trainee"]
    assert details(tab, AuditAction.PASSWORD_RESET) == ["Role: instructor"]
    assert details(tab, AuditAction.INSTRUCTOR_ADDED) == ["Role: instructor"]
    assert details(tab, AuditAction.INSTRUCTOR_ENROLLED) == [""]
    assert details(tab, AuditAction.SIGN_IN_UNLOCKED) == ["from the command line", ""]
    assert details(tab, AuditAction.USER_DEACTIVATED) == ["Role: trainee"]
    assert details(tab, AuditAction.USER_REACTIVATED) == ["Role: trainee"]
    assert details(tab, AuditAction.ARCHIVED) == ["taken out of the archive", "archived"]
    assert "B" in details(tab, AuditAction.BACKED_UP)[0]  # a size: "1.2 MB"
    # Names instead of ids, read with the trail: the trainee's display name, the exam's.
    # Issue 25 point 3: each change in its own words, the role and what changed.
    # Issue 25 point 4: the school's public certificate key is recorded with it, by the
    # fingerprint printed under a certificate's QR code.
    school_key = every_kind.seal.certificate_key()
    assert school_key is not None
    assert details(tab, AuditAction.SCHOOL_CREATED) == [
        f"Role: instructor; certificate key {fingerprint(school_key)}"]
    assert details(tab, AuditAction.PROCTOR_ADDED) == ["Role: proctor"]
    assert details(tab, AuditAction.TRAINEE_ADDED) == [f"Cohort: {COHORT_NAME}; Role: trainee"]
    assert details(tab, AuditAction.COHORT_CREATED) == ["", ""]  # the subject names it
    assert details(tab, AuditAction.ROSTER_IMPORTED) == ["1 row"]
    assert details(tab, AuditAction.RECORDS_IMPORTED) == ["trainees; 1 row"]
    assert details(tab, AuditAction.DISPLAY_NAME_CHANGED) == [
        "Role: proctor; now named Pat Ho Ka Man; was named Pat Ho"]
    assert details(tab, AuditAction.STAFF_ID_CHANGED) == ["Role: trainee; staff ID: M-1024"]
    assert details(tab, AuditAction.COHORT_CHANGED) == [
        f"Cohort: 2027-01 Sam Kong B; before: {COHORT_NAME}"]
    assert details(tab, AuditAction.OWN_PIN_CHANGED) == ["Role: trainee"]
    assert details(tab, AuditAction.OWN_PASSWORD_CHANGED) == ["Role: proctor"]
    assert details(tab, AuditAction.SETTING_CHANGED) == ["set to 澳門荷官學校"]
    assert "the school's name on certificates" in cells(tab, AuditModel.SUBJECT)
    assert details(tab, AuditAction.PROFILE_SAVED) == ["version 1; new profile"]
    assert details(tab, AuditAction.PROFILE_DELETED) == [""]
    homework = f"{drill_kind_label('draw')}; due {day_text(DUE)}; homework no. 1"
    for kind in (AuditAction.HOMEWORK_SET, AuditAction.HOMEWORK_EDITED,
                 AuditAction.HOMEWORK_DELETED):
        assert details(tab, kind) == [homework], kind
    assert details(tab, AuditAction.SCHEDULE_CHANGED) == [
        f"desired retention {percent_text(0.85)}"]
    assert details(tab, AuditAction.GOAL_CHANGED) == ["answers a day: 40"]
    assert details(tab, AuditAction.SITTING_STARTED)[0] == "Trainee: bea; attempt 1; " \
        "sitting no. 3"
    assert details(tab, AuditAction.SITTING_RESUMED) == ["sitting no. 3"]
    assert details(tab, AuditAction.SITTING_CLOSED) == ["sitting no. 3"]
    assert details(tab, AuditAction.RESTORED) == [""]
    words = dict(zip([c.entry.action for c in tab.model._rows],
                     cells(tab, AuditModel.ACTION), strict=True))
    assert words["proctor_added"] == "Proctor added"  # no longer "Instructor added"
    assert words["restored"] == "Database restored from a backup"
    exported = details(tab, AuditAction.EXPORTED)
    assert exported[0] == "exam results; All cohorts; 2 rows"
    assert exported[1].startswith("a certificate; Exam: Floor certificate II; Trainee: 陳美美; "
                                  "sitting no. ")
    assert exported[2].startswith("the audit log; ")

    # The chosen row in full under the table (the Detail column is mostly out of view),
    # by keyboard: Ctrl+Home to the newest, Down to the time added.
    newest = tab.model.row_at(0).entry.seq
    assert tab.detail.text() == \
        f"No. {newest} · Exported · results.csv: exam results; All cohorts; 2 rows"
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    while tab.model.row_at(tab.table.currentIndex().row()).entry.action != "time_added":
        qtbot.keyClick(tab.table, Qt.Key.Key_Down)
    seq = tab.model.row_at(tab.table.currentIndex().row()).entry.seq
    assert tab.detail.text() == (
        f"No. {seq} · Time added to a sitting · amy · Floor certificate II: "
        "sitting no. 2; 10 minutes added; 10 minutes added in all")
    # Alt+A, Down to "Proctor added": the proctor's row alone, in its own words.
    qtbot.keyClick(tab, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    while tab.action_combo.currentData() != AuditAction.PROCTOR_ADDED.value:
        qtbot.keyClick(tab.action_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1, timeout=10_000)
    assert tab.action_combo.currentText() == "Proctor added"
    assert cells(tab, AuditModel.SUBJECT) == ["pat"]


def test_unknown_keys_are_key_value_pairs(qtbot) -> None:
    """A row written by a later version (or a kind with no words): "key: value", no JSON."""
    entry = AuditEntry(1, datetime(2026, 12, 1, tzinfo=UTC), 1, "lei", "role_changed", "amy",
                       '{"from_role":"trainee","limits":{"a":1},"seats":[1,2]}', "desk", "start",
                       None)
    assert AuditWords().detail(entry) == "from_role: trainee; limits: a: 1; seats: 1, 2"


def test_every_kind_worded_in_traditional_chinese(
    qtbot, every_kind: Store, instructor: Actor, translations
) -> None:
    assert translations.install("zh-Hant")
    _, tab = open_audit(qtbot, every_kind, instructor)
    for detail in cells(tab, AuditModel.DETAIL):
        assert "{" not in detail and '"' not in detail, detail
    assert details(tab, AuditAction.TIME_ADDED)[0].endswith("已加時 10 分鐘；累計加時 10 分鐘")
    assert details(tab, AuditAction.PIN_RESET) == ["角色：學員"]
    # Issue 25 point 3, in Traditional Chinese.
    words = dict(zip([c.entry.action for c in tab.model._rows],
                     cells(tab, AuditModel.ACTION), strict=True))
    assert words["proctor_added"] == "已新增監考人"
    assert words["roster_imported"] == "已匯入學員名單"
    assert words["profile_saved"] == "已儲存賭枱設定"
    assert words["homework_set"] == "已指派功課"
    assert details(tab, AuditAction.PROCTOR_ADDED) == ["角色：監考人"]
    assert details(tab, AuditAction.SETTING_CHANGED) == ["設為 澳門荷官學校"]
    assert "證書上的學校名稱" in cells(tab, AuditModel.SUBJECT)
    assert details(tab, AuditAction.GOAL_CHANGED) == ["每日 40 個答案"]
    assert details(tab, AuditAction.COHORT_CHANGED) == [
        f"班別：2027-01 Sam Kong B；之前：{COHORT_NAME}"]
    assert details(tab, AuditAction.SIGN_IN_UNLOCKED) == ["由命令列執行", ""]
    assert f"{moment_text(OPENS)} 開放" in details(tab, AuditAction.BLUEPRINT_EDITED)[0]
    assert cells(tab, AuditModel.WHO).count("（命令列）") == 1  # the unlock with no one in
    # The time column too is the language's: Today's way of writing a moment.
    first = tab.model.row_at(0).entry.at
    assert cells(tab, AuditModel.TIME)[0] == moment_text(first, with_seconds=True)
    assert "-" not in cells(tab, AuditModel.TIME)[0]
    newest = tab.model.row_at(0).entry.seq
    assert tab.detail.text() == f"第 {newest} 條 · 已匯出 · results.csv：考試成績；所有班別；2 行"


def test_a_window_moved_alone_says_only_the_window(
        qtbot, store: Store, instructor: Actor, trainee: Actor) -> None:
    """An edit that only moves the window: no "nothing changed" beside the new window."""
    assert trainee.cohort_id is not None
    exam = store.exams.create(instructor, blueprint(trainee.cohort_id))
    closes = OPENS + timedelta(days=23)
    store.exams.update(instructor, exam.id, exam.blueprint, window=ExamWindow(None, closes))
    entry = store.audit.trail(instructor).rows[0].entry
    assert entry.action == AuditAction.BLUEPRINT_EDITED.value
    assert AuditWords().detail(entry) == f"window: closes {moment_text(closes)}"
