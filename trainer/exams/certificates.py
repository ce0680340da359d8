"""Certificate numbers and verification codes, and the verdict of checking a certificate.

A certificate's **number** is ``DT-<year>-<sitting id>`` (the Macau year the sitting started
and its id, six digits or more): stable (both are sealed terms of the sitting, so printing the
certificate again gives the same number) and unique in the school's database (one sitting,
one number). Its **verification code** is an HMAC, under the sitting's own key (see
:mod:`trainer.exams.seal`), of the number and the sealed facts it certifies: trainee, exam,
start, score, maximum and pass. Only a holder of the school's seal key can make or check a
code; twelve base32 characters (60 bits) make guessing one hopeless.

Checking a typed number and code gives :class:`CertificateVerdict`: VALID when the code is the
one the stored, still-sealed result gives; TAMPERED when the sitting's records no longer match
their seals (the paper may be genuine, the database was changed); INVALID otherwise (no such
number, no pass behind it, or a wrong code). Names are deliberately not in the code: a trainee's
display name may be corrected later; the check shows the name on record beside the verdict.
"""

from __future__ import annotations

import base64
import hmac
import re
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from trainer.exams.scoring import ExamStatus
from trainer.exams.seal import SealStatus, SittingKey, timestamp
from trainer.macau_time import macau_text

SCHOOL_NAME_KEY = "school.name"
"""The setting holding the school's name, printed on certificates (instructors set it)."""
NUMBER_PREFIX = "DT"
CODE_CHARS = 12
_KIND = "certificate"
_NUMBER = re.compile(r"^DT[\s-]*(\d{4})[\s-]*(\d{1,12})$")
_CODE_TYPOS = str.maketrans({"0": "O", "1": "I", "8": "B"})
"""Digits that base32 never uses, read as the letters they look like."""


def certificate_number(sitting_id: int, sat_at: datetime) -> str:
    """The number of the certificate of ``sitting_id`` (``sat_at``: its sealed start)."""
    year = macau_text(sat_at, "%Y")
    return f"{NUMBER_PREFIX}-{year}-{sitting_id:06d}"


@dataclass(frozen=True)
class CertificateNumber:
    """A parsed certificate number."""

    year: int
    sitting_id: int


def parse_number(text: str) -> CertificateNumber | None:
    """``text`` as a certificate number (case, blanks and dashes forgiven), else None."""
    match = _NUMBER.match(text.strip().upper())
    if match is None:
        return None
    return CertificateNumber(int(match.group(1)), int(match.group(2)))


@dataclass(frozen=True)
class CertifiedFacts:
    """What a certificate's code covers: sealed values of the sitting and its overall result."""

    sitting_id: int
    trainee_id: int
    exam_id: int
    sat_at: datetime
    score: int
    max_score: int
    passed: bool

    @property
    def number(self) -> str:
        return certificate_number(self.sitting_id, self.sat_at)

    def fields(self) -> dict[str, object]:
        return {
            "number": self.number,
            "sitting": self.sitting_id,
            "trainee": self.trainee_id,
            "exam": self.exam_id,
            "started_at": timestamp(self.sat_at),
            "score": self.score,
            "max": self.max_score,
            "passed": bool(self.passed),
        }


def verification_code(key: SittingKey, facts: CertifiedFacts) -> str:
    """The code printed on the certificate: ``XXXX-XXXX-XXXX`` (base32 of the MAC)."""
    if key.sitting_id != facts.sitting_id:
        raise ValueError("a certificate's code is made with its own sitting's key")
    mac = bytes.fromhex(key.mac(_KIND, facts.fields()))
    chars = base64.b32encode(mac[:10]).decode("ascii")[:CODE_CHARS]
    return "-".join(chars[i : i + 4] for i in range(0, CODE_CHARS, 4))


def normalise_code(text: str) -> str:
    """A typed code without blanks and dashes, upper case, look-alike digits as letters."""
    return re.sub(r"[\s-]", "", text).upper().translate(_CODE_TYPOS)


class CertificateVerdict(Enum):
    """The result of checking a certificate's number and code."""

    VALID = "valid"
    """The code matches the stored result, whose seals hold."""
    INVALID = "invalid"
    """No certificate was issued with this number and code (see :class:`InvalidReason`)."""
    TAMPERED = "tampered"
    """The sitting behind the number exists but its records no longer match their seals."""


class InvalidReason(Enum):
    """Why a certificate check said INVALID (the UI words it)."""

    BAD_NUMBER = "bad_number"
    """Not a certificate number at all."""
    UNKNOWN_NUMBER = "unknown_number"
    """No sitting of this school has this number."""
    NOT_PASSED = "not_passed"
    """The sitting exists but did not pass (certificates are issued for passes only)."""
    WRONG_CODE = "wrong_code"
    """The code is not the one this number's result gives."""
    VOIDED = "voided"
    """The sitting was voided by a proctor: it has no result, so no certificate was issued
    (never worded as "did not pass")."""


@dataclass(frozen=True)
class CertificateCheck:
    """The verdict of a check and what the records say (for the instructor to compare with
    the paper): empty when the number matched no sitting."""

    verdict: CertificateVerdict
    reason: InvalidReason | None = None
    number: str = ""
    trainee_name: str = ""
    trainee_display_name: str = ""
    exam_name: str = ""
    sat_at: datetime | None = None
    score: int = 0
    max_score: int = 0
    passed: bool = False
    certified_name: str = ""
    certified_display_name: str = ""
    """The sign-in and display names sealed with the result (empty: sealed before names
    were, or no sitting)."""
    renamed_since: bool = False
    """The account's names are not the certified ones any more: the names
    above are today's, the paper carries the certified ones."""
    exam_version: int = 0
    """The exam's blueprint version the sitting started under (0: no sitting)."""
    voided: bool = False
    """The number's sitting was voided by a proctor (it has no result)."""


def judge(
    typed_code: str,
    facts: CertifiedFacts | None,
    expected_code: str | None,
    seal: SealStatus,
    *,
    voided: bool = False,
) -> tuple[CertificateVerdict, InvalidReason | None]:
    """The verdict for a typed code against the stored facts of the number's sitting.

    ``facts`` is None when no sitting has the number; ``expected_code`` is the code those
    facts give under the sitting's key; ``seal`` is the sitting's seal check (it must be
    checked, not UNVERIFIED). A broken seal wins over everything: whatever the paper says,
    the records behind it were changed. ``voided``: the sitting was voided by a proctor (no
    result, no certificate: INVALID for the void, not as "did not pass").
    """
    if facts is None:
        return CertificateVerdict.INVALID, InvalidReason.UNKNOWN_NUMBER
    if seal is SealStatus.UNVERIFIED:
        raise ValueError("a certificate is judged against checked seals")
    if seal is SealStatus.TAMPERED:
        return CertificateVerdict.TAMPERED, None
    if voided:
        return CertificateVerdict.INVALID, InvalidReason.VOIDED
    if not facts.passed:
        return CertificateVerdict.INVALID, InvalidReason.NOT_PASSED
    typed = normalise_code(typed_code).encode("utf-8")
    if expected_code is None or not hmac.compare_digest(
        typed, normalise_code(expected_code).encode("utf-8")
    ):
        return CertificateVerdict.INVALID, InvalidReason.WRONG_CODE
    return CertificateVerdict.VALID, None


class HrStatus(Enum):
    """How a sitting stands in the HR certification file: never a bare
    "fail" for a sitting that was voided, handed in or cut short."""

    PASSED = "passed"
    """Ended normally (every question answered, or the time ran out) and passed."""
    FAILED = "failed"
    """Ended normally and failed."""
    VOIDED = "voided"
    """Voided by a proctor (the file gives the reason); never a pass."""
    HANDED_IN = "handed_in"
    """The trainee handed in early; unanswered questions counted wrong (the file's ``result``
    still says whether it reached the pass mark)."""
    UNFINISHED = "unfinished"
    """Interrupted and ended by the blueprint's rule or an instructor: always a fail."""


def hr_status(status: ExamStatus, passed: bool) -> HrStatus:
    """The HR file's status of an ended sitting with ``status`` (``passed``: its result)."""
    if status is ExamStatus.RUNNING:
        raise ValueError("a running sitting has no HR status yet")
    special = {
        ExamStatus.VOIDED: HrStatus.VOIDED,
        ExamStatus.HANDED_IN: HrStatus.HANDED_IN,
        ExamStatus.INCOMPLETE: HrStatus.UNFINISHED,
    }
    return special.get(status, HrStatus.PASSED if passed else HrStatus.FAILED)


def hr_result(status: ExamStatus, passed: bool) -> str:
    """The HR file's ``result`` of an ended sitting: ``pass`` or ``fail`` by its score, but
    ``void`` for a voided sitting, which has no result (a proctor's void for an
    equipment fault is not a fail). ``void`` rather than an empty cell: an empty
    cell reads as missing data in a spreadsheet, and a filter on the column keeps all three
    values apart."""
    if status is ExamStatus.VOIDED:
        return "void"
    return "pass" if passed else "fail"
