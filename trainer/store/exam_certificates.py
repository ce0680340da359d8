"""Certificates: their numbers and verification codes, the check of a typed certificate, and the
school-wide certification CSV for HR (part of :class:`trainer.store.exams.Exams`)."""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from datetime import UTC, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, and_, select

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.csv_cells import csv_writer
from trainer.errors import ExamError, SealUnavailable, StoreError
from trainer.exams.certificates import (
    CertificateCheck,
    CertificateVerdict,
    CertifiedFacts,
    InvalidReason,
    hr_result,
    hr_status,
    judge,
    parse_number,
    verification_code,
)
from trainer.exams.records import SealStatus, SittingResult
from trainer.exams.review import certified_identity
from trainer.exams.scoring import ExamStatus
from trainer.exams.signing import CertificateSigner, SignedFacts
from trainer.macau_time import MACAU_OFFSET, macau_text
from trainer.store import schema as s
from trainer.store._common import LARGEST_ID, require_instructor
from trainer.store.exam_results import ExamResults
from trainer.store.exam_rows import result_record, void_record

CERTIFICATION_COLUMNS = (
    "staff_id",
    "trainee",
    "display_name",
    "cohort",
    "exam",
    "blueprint_version",
    "blueprint_digest",
    "date",
    "attempt",
    "status",
    "void_reason",
    "void_attempt",
    "result",
    "counts",
    "score",
    "max_score",
    "certificate_number",
    "verification_code",
    "seal",
)
"""Header of :meth:`ExamCertificates.certification_csv`. ``blueprint_version`` is the exam's
version number the sitting started under (1, 2, ...); ``blueprint_digest`` is ``v-`` and the
first 10 hex digits of the SHA-256 of the blueprint snapshot the sitting was sealed under
(equal digests, equal exam, whatever the numbers say). ``status`` is an
:class:`~trainer.exams.certificates.HrStatus` value (``voided`` with the proctor's reason in
``void_reason``, and in ``void_attempt`` whether the proctor gave the attempt back,
``given_back`` for an equipment fault, or ``used`` it, for misconduct; empty for a void
sealed before that choice was asked); ``result`` is ``pass`` or ``fail`` by the score, and
``void`` for a voided sitting, which has no result (:func:`~trainer.exams.certificates.hr_result`);
``counts`` is ``yes`` on the one sitting per trainee and exam that counts under the exam's
rule, else ``no``. A certified sitting (passed, counting, seals holding) carries its
certificate number and verification code, which
``python -m trainer verify-certificate NUMBER CODE`` checks."""


def void_attempt(state: dict[str, Any], sitting_id: int) -> str:
    """The HR file's ``void_attempt``: ``given_back``, ``used`` or "" (no void, or one sealed
    before the proctor was asked)."""
    record = void_record(state, sitting_id)
    given_back = record[0].given_back if record is not None else None
    return "" if given_back is None else "given_back" if given_back else "used"


@dataclass(frozen=True)
class IssuedCertificate:
    """The number and verification code printed on a sitting's certificate."""

    number: str
    code: str
    payload: str = ""
    """What the certificate states, signed with the school's certificate key (its QR code;
    :mod:`trainer.exams.signing`)."""
    public_key: str = ""
    """The school's public certificate key that checks ``payload``."""


def facts_of(result: SittingResult) -> CertifiedFacts:
    """The sealed facts a certificate of ``result`` certifies."""
    i = result.sitting
    return CertifiedFacts(i.id, i.trainee_id, i.exam_id, i.started_at, result.score,
                          result.max_score, result.passed)


def blueprint_version(blueprint_json: str) -> str:
    """A short, stable name of a sealed blueprint snapshot (see :data:`CERTIFICATION_COLUMNS`)."""
    if not blueprint_json:
        return ""
    return "v-" + hashlib.sha256(blueprint_json.encode("utf-8")).hexdigest()[:10]


class ExamCertificates(ExamResults):
    """Certificate numbers and codes, certificate checks and the HR export."""

    def issue_certificate(self, actor: Actor, sitting_id: int) -> IssuedCertificate:
        """The number and code of a passed sitting whose seals hold and which is the sitting
        that counts under its exam's rule (instructor with the seal key unlocked:
        SealUnavailable without it; ExamError ``tampered`` / ``voided`` / ``not_passed`` /
        ``not_counting``)."""

        def run(conn: Connection) -> IssuedCertificate:
            require_instructor(conn, actor, "issue certificates")
            key = self._held_key(conn, actor)
            if key is None:
                raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
            found = self._results(conn, actor, s.exam_sittings.c.id == sitting_id)
            if not found:
                raise ExamError("not_found", f"sitting {sitting_id} has no result")
            result = found[0]
            if result.seal is not SealStatus.OK:
                raise ExamError("tampered", f"sitting {sitting_id}'s records were altered")
            if result.sitting.status is ExamStatus.VOIDED:  # no result, not a fail
                raise ExamError("voided", f"sitting {sitting_id} was voided")
            if not result.passed:
                raise ExamError("not_passed", f"sitting {sitting_id} did not pass")
            i = result.sitting
            counted = self._results(conn, actor, and_(
                s.exam_sittings.c.trainee_id == i.trainee_id,
                s.exam_sittings.c.exam_id == i.exam_id))
            # A sitting of the same trainee and exam whose records were altered (a later fail
            # edited, a status changed) is left out by the counting rule, which then let an
            # earlier pass count and be certified (an attack on the signed certificates): no
            # certificate for this exam until the records are put right.
            if any(r.seal is SealStatus.TAMPERED for r in counted):
                raise ExamError("tampered", f"another sitting of this trainee in exam "
                                f"{i.exam_id} was altered; no certificate until it is resolved")
            if not any(r.counts and r.sitting.id == sitting_id for r in counted):
                raise ExamError("not_counting", f"sitting {sitting_id} is not the sitting that "
                                "counts for this exam")
            facts = facts_of(result)
            staff_id = conn.execute(select(s.users.c.staff_id).where(
                s.users.c.id == i.trainee_id)).scalar() or ""
            signer = CertificateSigner(key)
            payload = signer.sign(SignedFacts(
                facts.number, i.trainee_display_name, str(staff_id), i.exam_name,
                i.exam_version, macau_text(i.started_at, "%Y-%m-%d"), result.passed,
                result.score, result.max_score))
            return IssuedCertificate(facts.number,
                                     verification_code(key.for_sitting(sitting_id), facts),
                                     payload, signer.public_key)

        return self._db.read(run)

    def certificate_key(self, actor: Actor) -> str:
        """The school's public certificate key for HR: derived from the seal
        key when ``actor`` holds it (so a key swapped in the database's settings is not what
        an instructor hands on), else as recorded ("" when none is)."""

        def run(conn: Connection) -> str:
            key = self._held_key(conn, actor)
            if key is not None:
                return CertificateSigner(key).public_key
            return self._seal.certificate_key_in(conn) or ""

        return self._db.read(run)

    def check_certificate(self, actor: Actor, number: str, code: str) -> CertificateCheck:
        """Whether a certificate with ``number`` and ``code`` was issued from records that
        still hold (instructor with the seal key unlocked; SealUnavailable without it)."""
        parsed = parse_number(number)

        def run(conn: Connection) -> CertificateCheck:
            require_instructor(conn, actor, "check certificates")
            key = self._held_key(conn, actor)
            if key is None:
                raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
            if parsed is None:
                return CertificateCheck(CertificateVerdict.INVALID, InvalidReason.BAD_NUMBER)
            # A typed number past the id column's range matches nothing (PostgreSQL's
            # INTEGER refuses it with "integer out of range" rather than finding no row).
            found = (self._results(conn, actor, s.exam_sittings.c.id == parsed.sitting_id)
                     if parsed.sitting_id <= LARGEST_ID else [])
            result = found[0] if found else None
            facts = facts_of(result) if result is not None else None
            if facts is not None and int(macau_text(facts.sat_at, "%Y")) != parsed.year:
                facts = None  # a real sitting id under another year is not its number
            if result is None or facts is None:
                verdict, reason = judge(code, None, None, SealStatus.OK)
                return CertificateCheck(verdict, reason)
            expected = verification_code(key.for_sitting(parsed.sitting_id), facts)
            i = result.sitting
            voided = i.status is ExamStatus.VOIDED
            verdict, reason = judge(code, facts, expected, result.seal, voided=voided)
            identity = certified_identity(
                [result_record(r)[0] for r in self._result_rows(conn, [i.id])],
                i.trainee_name, i.trainee_display_name)
            return CertificateCheck(
                verdict, reason, facts.number, i.trainee_name, i.trainee_display_name,
                i.exam_name, i.started_at, result.score, result.max_score, result.passed,
                *((identity.name, identity.display_name, identity.renamed_since)
                  if identity is not None else ("", "", False)), exam_version=i.exam_version,
                voided=voided)

        return self._db.read(run)

    def certification_csv(self, actor: Actor, *, utc_offset: timedelta = MACAU_OFFSET) -> str:
        """Every ended sitting of the school as CSV for HR (instructor with the seal key
        unlocked: SealUnavailable without it, as the codes need it; header
        :data:`CERTIFICATION_COLUMNS`), oldest first. Reading it is not recorded; writing the
        file is (:meth:`export_certifications`)."""

        def run(conn: Connection) -> str:
            return self._certification_text(conn, actor, utc_offset)[0]

        return self._db.read(run)

    def export_certifications(
        self, actor: Actor, target: Path, *, utc_offset: timedelta = MACAU_OFFSET
    ) -> int:
        """Write :meth:`certification_csv` to ``target`` (UTF-8 with a byte-order mark, for
        spreadsheets) and record the export in the audit log, in the transaction that read
        the rows; returns the number of sittings written. StoreError ``file_unwritable``
        when the file cannot be written (nothing is recorded then)."""

        def run(conn: Connection) -> int:
            text, rows = self._certification_text(conn, actor, utc_offset)
            try:
                Path(target).write_text(text, encoding="utf-8-sig", newline="")
            except OSError as e:
                raise StoreError("unreadable", f"cannot write {target}: {e}",
                                 code="file_unwritable", params={"path": str(target)}) from e
            self.audit.record_in(conn, actor, AuditAction.EXPORTED, Path(target).name,
                                 {"what": "certifications", "rows": rows})
            return rows

        return self._db.write(run)

    def _certification_text(
        self, conn: Connection, actor: Actor, utc_offset: timedelta
    ) -> tuple[str, int]:
        """The HR CSV's text and its number of sittings (see :meth:`certification_csv`)."""
        require_instructor(conn, actor, "export the school's certifications")
        key = self._held_key(conn, actor)
        if key is None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        results = self._results(conn, actor, s.exam_sittings.c.id.is_not(None))
        people = {
            row.id: (row.staff_id or "", row.cohort or "")
            for row in conn.execute(
                select(s.users.c.id, s.users.c.staff_id, s.cohorts.c.name.label("cohort"))
                .select_from(s.users.outerjoin(s.cohorts,
                                               s.cohorts.c.id == s.users.c.cohort_id))
            )
        }
        parsed = [self._parse(row) for row in conn.execute(self._sitting_query().where(
            s.exam_sittings.c.id.in_([r.sitting.id for r in results])))]
        snapshots = {p.info.id: p.blueprint_json for p in parsed}
        voids = {p.info.id: void_attempt(p.state, p.info.id) for p in parsed}
        out = io.StringIO()
        writer = csv_writer(out, lineterminator="\n")
        writer.writerow(CERTIFICATION_COLUMNS)
        ordered = sorted(results, key=lambda x: (x.sitting.started_at, x.sitting.id))
        for r in ordered:
            i = r.sitting
            staff_id, cohort = people.get(i.trainee_id, ("", ""))
            certified = r.passed and r.counts and r.seal is SealStatus.OK
            facts = facts_of(r)
            writer.writerow((
                staff_id,
                i.trainee_name,
                i.trainee_display_name,
                cohort,
                i.exam_name,
                i.exam_version,
                blueprint_version(snapshots.get(i.id, "")),
                (i.started_at.astimezone(UTC) + utc_offset).strftime("%Y-%m-%d"),
                i.attempt_no,
                hr_status(i.status, r.passed).value,
                i.void_reason,
                voids.get(i.id, ""),
                hr_result(i.status, r.passed),
                "yes" if r.counts else "no",
                r.score,
                r.max_score,
                facts.number if certified else "",
                verification_code(key.for_sitting(i.id), facts) if certified else "",
                r.seal.value,
            ))
        return out.getvalue(), len(ordered)
