"""Exam blueprints, their cohorts, the seal key's enrolment and retakes (part of
:class:`trainer.store.exams.Exams`).

Why one file over 600 lines: a blueprint's versions, its cohorts and the retakes granted
under it are checked and written in the same transactions, against the same rows."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, delete, func, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor, Role
from trainer.errors import (
    AuthenticationFailed,
    BlueprintError,
    ChangedElsewhere,
    ExamError,
    PermissionDenied,
    SealFailed,
    SealUnavailable,
    SignInThrottled,
    StoreError,
)
from trainer.exams.admission import (
    RetakeFacts,
    admit_proctor,
    admit_retake,
    attempts_allowed,
    offered_to,
    require_seal_key,
    retake_note,
)
from trainer.exams.blueprint import Blueprint
from trainer.exams.records import (
    AssignedExam,
    ExamInfo,
    ExamWindow,
    PassOnRecord,
    RetakeGrant,
    SealState,
    SealStatus,
)
from trainer.exams.review import OVERALL
from trainer.exams.seal import (
    Json,
    SealedRetake,
    SealKey,
    seal_retake,
    verify_retake,
)
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    check_actor,
    require_instructor,
    require_self_or_instructor,
)
from trainer.store.audit import AuditLog
from trainer.store.engine import Database
from trainer.store.exam_rows import retake_record
from trainer.store.migrations import UNSEALED_RETAKES_KEY
from trainer.store.prefs import profiles_in
from trainer.store.roster import Roster
from trainer.store.row_seals import (
    audit_seal_failure,
    check_exam_before_write,
    exam_sealed,
    reseal_account_in,
    reseal_exam_in,
    unsealed_through,
)
from trainer.store.seal import SealVault
from trainer.store.seal_history import revoked_grants


def _iso(when: datetime | None) -> str | None:
    return None if when is None else when.isoformat()


class ExamBlueprints(Repository):
    """Blueprints, the seal key and retakes."""

    def __init__(
        self, db: Database, clock: Clock, seal_vault: SealVault, roster: Roster, audit: AuditLog
    ) -> None:
        super().__init__(db, clock)
        self._seal = seal_vault
        self._roster = roster
        self.audit = audit

    # ---- blueprints ----------------------------------------------------------------------

    def create(
        self, actor: Actor, blueprint: Blueprint, window: ExamWindow | None = None
    ) -> ExamInfo:
        """Store a new exam (instructor only), version 1, open within ``window``;
        StoreError('duplicate') if the name is taken, StoreError('invalid') for a cohort that
        does not exist, TableProfileMissing for a section naming a table profile the school
        does not have."""

        def run(conn: Connection) -> ExamInfo:
            require_instructor(conn, actor, "create exams")
            key = self._sealing_key(conn, actor)
            blueprint.check_profiles(profiles_in(conn))
            self._check_name_free(conn, blueprint.name, None)
            self._check_cohorts(conn, blueprint.cohort_ids)
            now = self._now()
            opened = window or ExamWindow()
            result = conn.execute(
                s.exams.insert().values(
                    name=blueprint.name,
                    blueprint=blueprint.to_json(),
                    seed=None,  # every sitting draws its own seed
                    attempts_allowed=blueprint.attempts_allowed,
                    time_limit_s=blueprint.time_limit_s,
                    created_by=actor.user_id,
                    created_at=now,
                    active=True,
                    opens_at=opened.opens_at,
                    closes_at=opened.closes_at,
                )
            )
            pk = result.inserted_primary_key
            assert pk is not None
            exam_id = int(pk[0])
            sealed = reseal_exam_in(conn, key, exam_id)
            self._write_cohorts(conn, exam_id, blueprint.cohort_ids)
            self.audit.record_in(conn, actor, AuditAction.BLUEPRINT_CREATED, blueprint.name,
                                 {"exam": exam_id, "seal": sealed})
            return ExamInfo(exam_id, blueprint, True, actor.user_id, now, window=opened)

        return self._db.write(run)

    def update(
        self,
        actor: Actor,
        exam_id: int,
        blueprint: Blueprint,
        *,
        loaded: int | None = None,
        window: ExamWindow | None = None,
    ) -> ExamInfo:
        """Replace an exam's blueprint (instructor only), and its window unless None.

        ``loaded`` is the ``row_version`` the editor loaded: when another desk saved since,
        :class:`~trainer.errors.ChangedElsewhere` (carrying theirs) and nothing is written
        (None: no check). When the exam has sittings under its current version and the
        blueprint changes (its cohorts aside), the save makes the next version; the sittings
        keep the blueprint and version they started with.
        """
        return self._update(actor, exam_id, blueprint, AuditAction.BLUEPRINT_EDITED,
                            loaded=loaded, window=window)

    def _update(
        self,
        actor: Actor,
        exam_id: int,
        blueprint: Blueprint,
        action: AuditAction,
        *,
        loaded: int | None = None,
        window: ExamWindow | None = None,
    ) -> ExamInfo:
        def run(conn: Connection) -> ExamInfo:
            require_instructor(conn, actor, "edit exams")
            key = self._sealing_key(conn, actor)
            # Locked before the sittings are counted: a sitting being started holds the
            # row (shared) until it is stored, so the count below includes it.
            conn.execute(select(s.exams.c.id).where(s.exams.c.id == exam_id)
                         .with_for_update())
            current = self._exam(conn, exam_id)
            if loaded is not None and loaded != current.row_version:
                raise ChangedElsewhere("exam", current, current.row_version)
            # Never re-seal a forged row (its forged pass marks would become sealed).
            check_exam_before_write(conn, key, exam_id)
            blueprint.check_profiles(profiles_in(conn))
            self._check_name_free(conn, blueprint.name, exam_id)
            self._check_cohorts(conn, blueprint.cohort_ids)
            before, after = json.loads(current.blueprint.to_json()), json.loads(blueprint.to_json())
            changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
            version = current.version
            if current.sittings and set(changed) - {"cohort_ids"}:
                version += 1
            new_window = current.window if window is None else window
            done = conn.execute(
                update(s.exams)
                .where(s.exams.c.id == exam_id, s.exams.c.row_version == current.row_version)
                .values(
                    name=blueprint.name,
                    blueprint=blueprint.to_json(),
                    attempts_allowed=blueprint.attempts_allowed,
                    time_limit_s=blueprint.time_limit_s,
                    version=version,
                    row_version=current.row_version + 1,
                    opens_at=new_window.opens_at,
                    closes_at=new_window.closes_at,
                )
            )
            if done.rowcount != 1:  # another desk's save landed between the read and here
                theirs = self._exam(conn, exam_id)
                raise ChangedElsewhere("exam", theirs, theirs.row_version)
            sealed = reseal_exam_in(conn, key, exam_id)
            self._write_cohorts(conn, exam_id, blueprint.cohort_ids)
            detail: dict[str, Json] = {"exam": exam_id, "changed": changed, "seal": sealed}
            if current.blueprint.name != blueprint.name:
                detail["was"] = current.blueprint.name
            if new_window != current.window:
                detail["window"] = [_iso(new_window.opens_at), _iso(new_window.closes_at)]
            self.audit.record_in(conn, actor, action, blueprint.name, detail)
            if version != current.version:
                self.audit.record_in(conn, actor, AuditAction.BLUEPRINT_VERSIONED, blueprint.name, {
                    "exam": exam_id, "version": version, "was": current.version,
                    "sittings": current.sittings, "changed": changed,
                })
            return ExamInfo(
                exam_id, blueprint, current.active, current.created_by, current.created_at,
                version, current.row_version + 1, new_window,
                current.sittings if version == current.version else 0,
            )

        info: ExamInfo = self._refused_audited(actor, exam_id, run)
        return info

    def _refused_audited(self, actor: Actor, exam_id: int, run: Any) -> Any:
        """``run`` written; a SealFailed it raises (nothing written) is audited, then raised."""
        try:
            return self._db.write(run)
        except SealFailed as failed:
            subject, detail = str(failed), {"exam": exam_id, "what": failed.what}
            self._db.write(lambda conn: audit_seal_failure(
                self.audit, conn, actor, subject, detail))
            raise

    def assign(self, actor: Actor, exam_id: int, cohort_ids: Iterable[int]) -> ExamInfo:
        """Offer an exam to exactly these cohorts (instructor only)."""
        wanted = tuple(cohort_ids)

        def run(conn: Connection) -> ExamInfo:
            require_instructor(conn, actor, "assign exams")
            current = self._exam(conn, exam_id)
            return current

        current = self._db.read(run)
        return self._update(actor, exam_id, current.blueprint.with_cohorts(wanted),
                            AuditAction.BLUEPRINT_ASSIGNED)

    def deactivate(self, actor: Actor, exam_id: int) -> None:
        """Stop offering an exam (instructor only); its sittings and results stay."""
        self._set_active(actor, exam_id, False)

    def reactivate(self, actor: Actor, exam_id: int) -> None:
        """Offer a deactivated exam again (instructor only)."""
        self._set_active(actor, exam_id, True)

    def _set_active(self, actor: Actor, exam_id: int, active: bool) -> None:
        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "activate or deactivate exams")
            # Withdrawing needs no key (a withdrawn exam is refused as such, sealed or not);
            # offering it again does: it is started only as sealed.
            key = self._sealing_key(conn, actor) if active else self._held_key(conn, actor)
            exam = self._exam(conn, exam_id)
            if active and key is not None:
                check_exam_before_write(conn, key, exam_id)  # never re-seal a forged row
            # A forged row withdrawn is not re-sealed: its stale seal keeps failing.
            sound = key is not None and exam_sealed(conn, key, exam_id)
            conn.execute(update(s.exams).where(s.exams.c.id == exam_id).values(active=active))
            detail: dict[str, Json] = {"exam": exam_id}
            if key is not None and sound:
                detail["seal"] = reseal_exam_in(conn, key, exam_id)
            action = (AuditAction.BLUEPRINT_REACTIVATED if active
                      else AuditAction.BLUEPRINT_DEACTIVATED)
            self.audit.record_in(conn, actor, action, exam.blueprint.name, detail)

        self._refused_audited(actor, exam_id, run)

    def exam(self, actor: Actor, exam_id: int) -> ExamInfo:
        """One exam: any for an instructor; for a trainee only one assigned to their cohort."""

        def run(conn: Connection) -> ExamInfo:
            role = check_actor(conn, actor)
            info = self._exam(conn, exam_id)
            if role is Role.TRAINEE and not offered_to(info, self._cohort_of(conn, actor.user_id)):
                raise PermissionDenied("this exam is not assigned to you")
            return info

        return self._db.read(run)

    def exams(self, actor: Actor, *, include_inactive: bool = False) -> list[ExamInfo]:
        """Every exam by name (instructor only)."""

        def run(conn: Connection) -> list[ExamInfo]:
            require_instructor(conn, actor, "list exams")
            query = select(s.exams).order_by(func.lower(s.exams.c.name), s.exams.c.id)
            if not include_inactive:
                query = query.where(s.exams.c.active.is_(True))
            return [self._info(row, self._sittings_under(conn, row.id, int(row.version)))
                    for row in conn.execute(query)]

        return self._db.read(run)

    def assigned(
        self, actor: Actor, trainee_id: int | None = None, *, include_used_up: bool = False
    ) -> list[AssignedExam]:
        """Active exams assigned to the trainee's cohort that they still have attempts for
        (all of them with ``include_used_up``). A trainee may ask only about themselves."""
        target = actor.user_id if trainee_id is None else trainee_id

        def run(conn: Connection) -> list[AssignedExam]:
            require_self_or_instructor(conn, actor, target, "list the exams of")
            cohort = self._cohort_of(conn, target)
            if cohort is None:
                return []
            query = (
                select(s.exams)
                .join(s.exam_cohorts, s.exam_cohorts.c.exam_id == s.exams.c.id)
                .where(s.exam_cohorts.c.cohort_id == cohort, s.exams.c.active.is_(True))
                .order_by(func.lower(s.exams.c.name), s.exams.c.id)
            )
            found: list[AssignedExam] = []
            for row in conn.execute(query).all():
                info = self._info(row)
                used, allowed = self._attempts(conn, info, target)
                if include_used_up or used < allowed:
                    found.append(AssignedExam(info, used, allowed))
            return found

        return self._db.read(run)

    # ---- blueprint helpers ----------------------------------------------------------------

    @staticmethod
    def _info(row: Any, sittings: int = 0) -> ExamInfo:
        try:
            blueprint = Blueprint.from_json(row.blueprint)
        except BlueprintError as e:
            raise StoreError("corrupt", f"exam {row.id} has an unreadable blueprint: {e}") from e
        return ExamInfo(row.id, blueprint, bool(row.active), row.created_by, row.created_at,
                        int(row.version), int(row.row_version),
                        ExamWindow(row.opens_at, row.closes_at), sittings)

    def _exam(self, conn: Connection, exam_id: int) -> ExamInfo:
        row = conn.execute(select(s.exams).where(s.exams.c.id == exam_id)).first()
        if row is None:
            raise ExamError("not_found", f"there is no exam {exam_id}")
        return self._info(row, self._sittings_under(conn, exam_id, int(row.version)))

    @staticmethod
    def _sittings_under(conn: Connection, exam_id: int, version: int) -> int:
        """Sittings started under ``version`` of the exam (NULL: from before v14, version 1)."""
        es = s.exam_sittings
        return int(conn.execute(
            select(func.count()).select_from(es).where(
                es.c.exam_id == exam_id,
                func.coalesce(es.c.exam_version, 1) == version,
            )
        ).scalar() or 0)

    @staticmethod
    def _check_name_free(conn: Connection, name: str, exam_id: int | None) -> None:
        query = select(s.exams.c.id).where(func.lower(s.exams.c.name) == name.lower())
        if exam_id is not None:
            query = query.where(s.exams.c.id != exam_id)
        if conn.execute(query).first() is not None:
            raise StoreError("duplicate", f"an exam named {name!r} already exists")

    @staticmethod
    def _check_cohorts(conn: Connection, cohort_ids: tuple[int, ...]) -> None:
        if not cohort_ids:
            return
        found = set(
            conn.execute(select(s.cohorts.c.id).where(s.cohorts.c.id.in_(cohort_ids))).scalars()
        )
        missing = sorted(set(cohort_ids) - found)
        if missing:
            raise StoreError("invalid", f"there is no cohort {missing[0]}")

    @staticmethod
    def _write_cohorts(conn: Connection, exam_id: int, cohort_ids: tuple[int, ...]) -> None:
        conn.execute(delete(s.exam_cohorts).where(s.exam_cohorts.c.exam_id == exam_id))
        if cohort_ids:
            conn.execute(
                s.exam_cohorts.insert(),
                [{"exam_id": exam_id, "cohort_id": c} for c in cohort_ids],
            )

    @staticmethod
    def _cohort_of(conn: Connection, user_id: int) -> int | None:
        value = conn.execute(select(s.users.c.cohort_id).where(s.users.c.id == user_id)).scalar()
        return None if value is None else int(value)

    @staticmethod
    def _attempts(conn: Connection, info: ExamInfo, trainee_id: int) -> tuple[int, int]:
        """(sittings started, attempts allowed including retakes granted)."""
        used = conn.execute(
            select(func.count())
            .select_from(s.exam_sittings)
            .where(s.exam_sittings.c.exam_id == info.id, s.exam_sittings.c.trainee_id == trainee_id)
        ).scalar()
        retakes = conn.execute(
            select(func.count())
            .select_from(s.exam_retakes)
            .where(s.exam_retakes.c.exam_id == info.id, s.exam_retakes.c.trainee_id == trainee_id)
        ).scalar()
        return int(used or 0), attempts_allowed(info, int(retakes or 0))

    # ---- the seal key ---------------------------------------------------------------------

    def seal_state(self, actor: Actor) -> SealState:
        """Whether the instructor can seal and verify now (instructor only)."""
        self._db.read(lambda conn: require_instructor(conn, actor, "use the exam seal"))
        return self._seal.state(actor.user_id)

    def enrol_instructor(self, actor: Actor, name: str, password: str) -> None:
        """Give instructor ``name`` their copy of the seal key, with their password typed in
        at the enrolling instructor's desk (for instructors who have none, such as those of a
        database from before exam mode). ``actor`` must hold the key (signed in).

        AuthenticationFailed for a wrong name or password; PermissionDenied for a trainee;
        SealUnavailable('not_signed_in') when ``actor`` does not hold the key.
        """
        self._db.read(lambda conn: require_instructor(conn, actor, "enrol instructors"))
        key = self._seal.held(actor.user_id)
        if key is None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        target = self._roster.check_credentials(name, password)
        if not target.may_proctor:
            raise PermissionDenied("only instructors and proctors hold the exam seal")
        wrapper = self._seal.prepare(password)

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "enrol instructors")
            if self._seal.school_tag(conn) != key.tag:
                raise SealUnavailable("not_signed_in", "the school's seal key has changed")
            self._seal.store_wrap(conn, target.user_id, key, wrapper)
            reseal_account_in(conn, key, target.user_id)  # the role the enrolling one vouches
            self.audit.record_in(conn, actor, AuditAction.INSTRUCTOR_ENROLLED, target.name,
                                 {"user": target.user_id})

        self._db.write(run)

    def _proctor(self, name: str, password: str) -> tuple[Actor, SealKey]:
        """The instructor whose credentials were typed in, and the seal key they unlock."""
        found: Actor | None
        try:
            found = self._roster.check_credentials(name, password)
        except SignInThrottled:
            raise  # the proctor's name must wait after wrong tries: the UI says how long
        except AuthenticationFailed:
            found = None
        proctor = admit_proctor(found)
        return proctor, require_seal_key(
            proctor, self._seal.unlock(proctor.user_id, password, hold=False))

    def _sealing_key(self, conn: Connection, actor: Actor) -> SealKey:
        """The school key ``actor`` holds, to seal an exam row they write; SealUnavailable
        when they hold none (an unsealed exam could not be started)."""
        key = self._held_key(conn, actor)
        if key is None:
            raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
        return key

    def _held_key(self, conn: Connection, actor: Actor) -> SealKey | None:
        key = self._seal.held(actor.user_id)
        if key is None or self._seal.school_tag(conn) != key.tag:
            return None
        return key

    # ---- retakes --------------------------------------------------------------------------

    def grant_retake(
        self, actor: Actor, exam_id: int, trainee_id: int, note: str = ""
    ) -> RetakeGrant:
        """One more attempt at ``exam_id`` for ``trainee_id`` (instructor only, with the seal
        key unlocked: SealUnavailable without it); who granted it, when and why are recorded,
        sealed and audited.

        A pass is final: when the trainee has passed this exam the grant needs a reason in
        ``note`` (ExamError ``passed_needs_reason`` without one), and records the passed
        sitting it was granted over.
        """
        note = retake_note(note)

        def run(conn: Connection) -> RetakeGrant:
            require_instructor(conn, actor, "grant retakes")
            key = self._held_key(conn, actor)
            if key is None:
                raise SealUnavailable("not_signed_in", "sign in again to unlock the exam seal")
            exam = self._exam(conn, exam_id)
            role = conn.execute(select(s.users.c.role).where(s.users.c.id == trainee_id)).scalar()
            granted = admit_retake(RetakeFacts(
                trainee_id=trainee_id,
                trainee_role=next((r for r in Role if r.value == role), None),
                passed=self._pass_on_record(conn, exam_id, trainee_id),
                note=note,
            ))
            over = granted.over_pass
            now = self._now()
            retake_id = self._insert_retake(conn, actor, key, exam_id, trainee_id,
                                            granted.note, over)
            granter = conn.execute(
                select(s.users.c.name).where(s.users.c.id == actor.user_id)
            ).scalar_one()
            trainee = conn.execute(
                select(s.users.c.name).where(s.users.c.id == trainee_id)
            ).scalar_one()
            detail: dict[str, Json] = {
                "exam": exam_id, "exam_name": exam.blueprint.name, "trainee": trainee_id,
                "retake": retake_id, "note": granted.note,
            }
            if over is not None:
                detail["over_pass"] = over
            self.audit.record_in(conn, actor, AuditAction.RETAKE_GRANTED, str(trainee), detail)
            return RetakeGrant(retake_id, exam_id, trainee_id, actor.user_id, granter, now,
                               granted.note, over, SealStatus.OK)

        return self._db.write(run)

    def _insert_retake(self, conn: Connection, actor: Actor, key: SealKey, exam_id: int,
                       trainee_id: int, note: str, over: int | None) -> int:
        """One retake row, sealed (its id): an instructor's grant, or the attempt a proctor
        gives back when voiding a sitting for an equipment fault."""
        now = self._now()
        result = conn.execute(
            s.exam_retakes.insert().values(
                exam_id=exam_id,
                trainee_id=trainee_id,
                granted_by=actor.user_id,
                granted_at=now,
                note=note,
                over_pass=over,
            )
        )
        pk = result.inserted_primary_key
        assert pk is not None
        retake_id = int(pk[0])
        record = SealedRetake(retake_id, exam_id, trainee_id, actor.user_id, now, note, over)
        conn.execute(
            update(s.exam_retakes)
            .where(s.exam_retakes.c.id == retake_id)
            .values(mac=seal_retake(key, record))
        )
        return retake_id

    def pass_on_record(self, actor: Actor, exam_id: int, trainee_id: int) -> PassOnRecord | None:
        """The trainee's most recent passed sitting of ``exam_id``, or None (instructor only):
        what the retake dialog warns about before a retake of a pass."""

        def run(conn: Connection) -> PassOnRecord | None:
            require_instructor(conn, actor, "grant retakes")
            return self._pass_on_record(conn, exam_id, trainee_id)

        return self._db.read(run)

    @staticmethod
    def _pass_on_record(conn: Connection, exam_id: int, trainee_id: int) -> PassOnRecord | None:
        es, er = s.exam_sittings, s.exam_results
        row = conn.execute(
            select(es.c.id, es.c.attempt_no, es.c.ended_at, es.c.started_at)
            .join(er, er.c.sitting_id == es.c.id)
            .where(es.c.exam_id == exam_id, es.c.trainee_id == trainee_id,
                   es.c.status != "running", er.c.section == OVERALL,
                   er.c.passed.is_(True))
            .order_by(es.c.attempt_no.desc(), es.c.id.desc())
            .limit(1)
        ).first()
        if row is None:
            return None
        return PassOnRecord(int(row.id), int(row.attempt_no), row.ended_at or row.started_at)

    def _tampered_retakes(
        self, conn: Connection, key: SealKey | None, trainee_ids: Iterable[int]
    ) -> dict[tuple[int, int], int]:
        """For each (trainee, exam) pair with a retake grant whose seal fails (edited after
        it was granted, or slipped in with no MAC), how many of its grants are sound. Empty
        without the key (nothing is claimed). A failed grant is never used (a sitting's
        start counts the sound ones only), so it taints only the sittings beyond what the
        sound grants allow (:meth:`_beyond_grants`): one slipped in for another trainee
        does not void their genuine pass."""
        wanted = sorted(set(trainee_ids))
        if key is None or not wanted:
            return {}
        r = s.exam_retakes
        sound: dict[tuple[int, int], int] = {}
        bad: set[tuple[int, int]] = set()
        before, revoked = _unsealed_through(conn, key), revoked_grants(conn)
        for row in conn.execute(select(r).where(r.c.trainee_id.in_(wanted))):
            record, mac = retake_record(row)
            pair = (record.trainee_id, record.exam_id)
            if _grant_sound(key, record, mac, before, revoked):
                sound[pair] = sound.get(pair, 0) + 1
            else:
                bad.add(pair)
        return {pair: sound.get(pair, 0) for pair in bad}

    @staticmethod
    def _beyond_grants(bad: dict[tuple[int, int], int], trainee_id: int, exam_id: int,
                       attempt_no: int, blueprint: Blueprint | None) -> bool:
        """Whether a sitting's attempt lies beyond the attempts its sound grants allow."""
        if (trainee_id, exam_id) not in bad:
            return False
        if blueprint is None:
            return True
        return attempt_no > blueprint.attempts_allowed + bad[(trainee_id, exam_id)]

    def _sealed_attempts(
        self, conn: Connection, info: ExamInfo, trainee_id: int, key: SealKey
    ) -> tuple[int, int, list[int]]:
        """At a sitting's start: (sittings started, attempts allowed counting only the
        retake grants whose seal holds, the ids of those whose seal fails)."""
        used, _allowed = self._attempts(conn, info, trainee_id)
        r = s.exam_retakes
        before, revoked = _unsealed_through(conn, key), revoked_grants(conn)
        good, failed = 0, []
        for row in conn.execute(select(r).where(r.c.exam_id == info.id,
                                                r.c.trainee_id == trainee_id)):
            record, mac = retake_record(row)
            if _grant_sound(key, record, mac, before, revoked):
                good += 1
            else:
                failed.append(record.retake_id)
        return used, attempts_allowed(info, good), failed

    def revoke_retake(self, actor: Actor, retake_id: int, note: str = "") -> None:
        """Remove a retake grant (instructor only): a forged one (its seal fails) or one
        given by mistake. What it held is kept in the audit row. ExamError('not_found')
        when there is no such grant; an attempt already started under it stays."""
        note = retake_note(note)

        def run(conn: Connection) -> None:
            require_instructor(conn, actor, "revoke retakes")
            r = s.exam_retakes
            row = conn.execute(select(r).where(r.c.id == retake_id)).first()
            if row is None:
                raise ExamError("not_found", f"there is no retake grant {retake_id}")
            record, mac = retake_record(row)
            key = self._held_key(conn, actor)
            sealed = (None if key is None
                      else _grant_sound(key, record, mac, _unsealed_through(conn, key)))
            conn.execute(delete(r).where(r.c.id == retake_id))
            trainee = conn.execute(
                select(s.users.c.name).where(s.users.c.id == record.trainee_id)).scalar()
            self.audit.record_in(conn, actor, AuditAction.RETAKE_REVOKED, str(trainee), {
                "retake": retake_id, "exam": record.exam_id, "trainee": record.trainee_id,
                "granted_by": record.granted_by, "granted_at": _iso(record.granted_at),
                "grant_note": record.note, "sealed": sealed, "note": note,
            })

        self._db.write(run)

    def retakes(
        self, actor: Actor, trainee_id: int, exam_id: int | None = None
    ) -> list[RetakeGrant]:
        """Retakes granted to ``trainee_id``, oldest first (a trainee: their own only)."""

        def run(conn: Connection) -> list[RetakeGrant]:
            require_self_or_instructor(conn, actor, trainee_id, "read the retakes of")
            r = s.exam_retakes
            query = (
                select(r, s.users.c.name.label("granter"))
                .join(s.users, s.users.c.id == r.c.granted_by)
                .where(r.c.trainee_id == trainee_id)
                .order_by(r.c.granted_at, r.c.id)
            )
            if exam_id is not None:
                query = query.where(r.c.exam_id == exam_id)
            key = self._held_key(conn, actor) if actor.role is Role.INSTRUCTOR else None
            found = []
            before = _unsealed_through(conn, key)
            for row in conn.execute(query):
                record, mac = retake_record(row)
                seal = (SealStatus.UNVERIFIED
                        if key is None or (mac is None and 0 < record.retake_id <= before)
                        else SealStatus.OK if verify_retake(key, record, mac)
                        else SealStatus.TAMPERED)
                found.append(RetakeGrant(
                    row.id, row.exam_id, row.trainee_id, row.granted_by, row.granter,
                    row.granted_at, row.note, record.over_pass, seal,
                ))
            return found

        return self._db.read(run)


def _grant_sound(key: SealKey, record: SealedRetake, mac: str | None, before: int,
                 revoked: frozenset[int] = frozenset()) -> bool:
    """Whether a grant may be used: its seal holds, or it was made before grants were sealed
    (``before``: :func:`_unsealed_through`); never one revoked (``revoked``: its id is in a
    revocation's audit row, :func:`trainer.store.seal_history.revoked_grants`)."""
    if record.retake_id in revoked:
        return False
    if mac is None and 0 < record.retake_id <= before:
        return True
    return verify_retake(key, record, mac)


def _unsealed_through(conn: Connection, key: SealKey | None = None) -> int:
    """The highest id of the retake grants made before grants were sealed (schema 15), as
    far as it can be believed: the sealed legacy boundary once recorded
    (:func:`trainer.store.row_seals.sealed_boundary`, checked with ``key``); before that
    ``exam_retakes.unsealed_through``, capped below the first sealed grant (every grant since
    v15 is sealed: an unsealed one after a sealed one was slipped in, whatever the setting
    says). Ids are positive: an unsealed grant inserted with id 0 or below is never
    "granted before sealing"."""
    return unsealed_through(conn, UNSEALED_RETAKES_KEY, s.exam_retakes, "mac", key)
