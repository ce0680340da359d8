"""The HR certifications CSV says whether a voided sitting's attempt was given back (an
equipment fault) or used (misconduct): the proctor's choice of issue 25 point 9, which the
file did not carry (seen on its acceptance screenshot). SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import io

from tests.unit import test_exams_store as base
from tests.unit.test_exams_store import PROCTOR, Env, sit
from trainer.store.exam_certificates import CERTIFICATION_COLUMNS

env = base.env  # the exam store fixture (SQLite and PostgreSQL)


def test_the_hr_file_says_whether_a_void_gave_the_attempt_back_or_used_it(env: Env) -> None:
    for name, pin, given_back in (("amy", "1234", True), ("bob", "5678", False)):
        running = env.store.exams.start_sitting(env.sign_in(name, pin), env.exam_id, *PROCTOR)
        sit(env, running, "r")
        env.store.exams.void_sitting(env.sign_in_boss(), running.sitting_id,
                                     "screen froze" if given_back else "notes on the desk",
                                     given_back=given_back)
    # Amy sits again on the attempt given back and finishes.
    again = env.store.exams.start_sitting(env.sign_in("amy", "1234"), env.exam_id, *PROCTOR)
    sit(env, again, "rrrrrrr")
    text = env.store.exams.certification_csv(env.sign_in_boss())
    rows = list(csv.reader(io.StringIO(text)))
    assert "void_attempt" in CERTIFICATION_COLUMNS and tuple(rows[0]) == CERTIFICATION_COLUMNS
    body = [dict(zip(CERTIFICATION_COLUMNS, r, strict=True)) for r in rows[1:]]
    assert sorted((r["trainee"], r["attempt"], r["status"], r["void_reason"], r["void_attempt"],
                   r["counts"]) for r in body) == [
        ("amy", "1", "voided", "screen froze", "given_back", "no"),
        ("amy", "2", "passed", "", "", "yes"),
        ("bob", "1", "voided", "notes on the desk", "used", "no"),
    ]
