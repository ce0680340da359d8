"""Running a school's accounts (part of :class:`trainer.store.roster.Roster`):
listing every account, deactivating and reactivating any of them, resetting another
instructor's or proctor's password with the school's exam seal key kept, display names,
moving a trainee to another cohort, archiving cohorts.

Every method here is instructor only: a proctor runs sittings and edits no roster.

The last active instructor cannot be deactivated (nobody could then manage the school).
Two desks deactivating each other at once would both pass a plain check, so the active
instructors' rows are locked first (``FOR UPDATE``; SQLite's write lock serialises anyway)
and the acting instructor is checked after the lock: the second desk then finds itself
deactivated, or the target the last one.

A password reset by another instructor keeps the seal key: the resetting instructor holds
the key unlocked (signed in) and wraps it again for the new password in the reset's own
transaction, so the reset instructor still reads and seals exams. Without the key held
(a school with a key, and the actor not signed in with it) the reset is refused rather than
leaving the account without its copy.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, func, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor, Role, hash_secret
from trainer.errors import PermissionDenied, SealFailed, SealUnavailable, StoreError
from trainer.exams.seal import KeyWrapper, SealKey
from trainer.store import schema as s
from trainer.store._common import USER_COLUMNS, cohort_from_row, require_instructor, user_from_row
from trainer.store.models import Cohort, User
from trainer.store.roster_people import DISPLAY_NAME_MAX, check_secret, clean_name
from trainer.store.roster_signin import RosterSignIn
from trainer.store.row_seals import audit_seal_failure, seal_account_by, stored_account
from trainer.store.server_tokens import ServerTokens


class RosterAccounts(RosterSignIn):
    """Accounts and cohorts as an instructor manages them (instructor only throughout)."""

    # ---- Reading

    def accounts(self, actor: Actor, *, include_inactive: bool = True) -> list[User]:
        """Every account (instructors, proctors, trainees), deactivated ones too unless told
        otherwise, by role and then name (instructor only)."""

        def run(conn: Connection) -> list[User]:
            require_instructor(conn, actor, "list accounts")
            query = select(*USER_COLUMNS)
            if not include_inactive:
                query = query.where(s.users.c.active.is_(True))
            query = query.order_by(s.users.c.role, s.users.c.name_key)
            return [user_from_row(r) for r in conn.execute(query)]

        return self._db.read(run)

    # ---- Active or not

    def deactivate(self, actor: Actor, user_id: int) -> None:
        """Stop a user from signing in; their records stay (instructor only, not oneself).
        PermissionDenied('last_instructor') for the last active instructor."""
        self._set_active(actor, user_id, False)

    def reactivate(self, actor: Actor, user_id: int) -> None:
        """Let a deactivated user sign in again (instructor only)."""
        self._set_active(actor, user_id, True)

    def _set_active(self, actor: Actor, user_id: int, active: bool) -> None:
        def run(conn: Connection) -> None:
            # Lock the active instructors before checking anyone (see the module docstring).
            active_instructors = set(conn.execute(
                select(s.users.c.id)
                .where(s.users.c.role == Role.INSTRUCTOR.value, s.users.c.active.is_(True))
                .order_by(s.users.c.id)
                .with_for_update()
            ).scalars())
            require_instructor(conn, actor, "activate or deactivate users")
            target = self._target(conn, user_id)
            if (not active and target.role is Role.INSTRUCTOR
                    and active_instructors - {user_id} == set()):
                raise PermissionDenied("the last active instructor cannot be deactivated",
                                       "last_instructor")
            if user_id == actor.user_id:
                raise PermissionDenied("an instructor cannot deactivate themselves",
                                       "not_oneself")
            before, _ = stored_account(conn, user_id)
            conn.execute(update(s.users).where(s.users.c.id == user_id).values(active=active))
            if not active:  # signed out of the school server everywhere
                ServerTokens.end_all_in(conn, user_id)
            # Sealed with the key the instructor holds, once the stored row's seal is checked
            # (a forged row is never re-sealed). A reactivation needs it (else the account
            # would fail its check); a deactivation does not: its stale seal fails closed,
            # which a deactivated account is meant to do anyway.
            try:
                seal_account_by(conn, self._seal, actor.user_id, user_id, required=active,
                                checked=before)
            except SealFailed:
                if active:
                    raise
            action = AuditAction.USER_REACTIVATED if active else AuditAction.USER_DEACTIVATED
            self._audit.record_in(conn, actor, action, target.name,
                                  {"user": user_id, "role": target.role.value})

        self._refused_audited(actor, user_id, run)

    def _refused_audited(self, actor: Actor, user_id: int, run: Any) -> Any:
        """``run`` written; a SealFailed it raises (nothing written) is audited, then raised."""
        try:
            return self._db.write(run)
        except SealFailed as failed:
            subject, detail = str(failed), {"user": user_id, "what": failed.what}
            self._db.write(lambda conn: audit_seal_failure(
                self._audit, conn, actor, subject, detail))
            raise

    # ---- Secrets

    def reset_secret(self, actor: Actor, user_id: int, new_secret: str) -> None:
        """Give another user a new PIN (a trainee) or password (an instructor or proctor),
        instructor only; one's own is changed with :meth:`change_own_secret`.

        For an instructor or proctor the school's exam seal key is wrapped again for the new
        password (see the module docstring); SealUnavailable('not_signed_in') when the
        school has a key and ``actor`` does not hold it.
        """

        def check(conn: Connection) -> User:
            require_instructor(conn, actor, "reset another user's PIN or password")
            if user_id == actor.user_id:
                raise PermissionDenied("change your own password in the account dialog",
                                       "own_secret")
            return self._target(conn, user_id)

        target = self._db.read(check)
        new_secret = check_secret(target.role, new_secret)
        secret_hash = hash_secret(new_secret)
        key: SealKey | None = None
        wrapper: KeyWrapper | None = None
        if self._seal is not None and target.role.is_staff:
            school = self._db.read(self._seal.school_tag)
            if school is not None:
                key = self._seal.held(actor.user_id)
                if key is None or key.tag != school:
                    raise SealUnavailable(
                        "not_signed_in",
                        "sign in again to unlock the exam seal before resetting a password")
                wrapper = self._seal.prepare(new_secret)
        elif self._seal is not None:
            # A trainee's practice key is wrapped again for the new PIN (derived from the
            # school key the instructor holds). Without it (a PIN reset needs no key) their
            # old copy, which the new PIN would not open, is dropped: their practice is
            # "not sealed yet" until an instructor holding the key resets the PIN again.
            key = self._seal.held(actor.user_id)
            if key is not None:
                wrapper = self._seal.prepare(new_secret)

        def run(conn: Connection) -> None:
            if check(conn).role is not target.role:
                raise PermissionDenied("the account's role changed meanwhile", "role_changed")
            before, _ = stored_account(conn, user_id)
            conn.execute(
                update(s.users).where(s.users.c.id == user_id).values(secret_hash=secret_hash)
            )
            if self._seal is not None and key is not None and wrapper is not None:
                if self._seal.school_tag(conn) != key.tag:
                    raise SealUnavailable("not_signed_in", "the school's seal key has changed")
                if target.role.is_staff:
                    self._seal.store_wrap(conn, user_id, key, wrapper)
                else:
                    self._seal.wrap_practice_in(conn, actor.user_id, user_id, wrapper)
            elif self._seal is not None and not target.role.is_staff:
                self._seal.drop_practice_wrap(conn, user_id)
            # A forged account (say a role written in the database) is refused: never
            # re-sealed, never handed the school key.
            seal_account_by(conn, self._seal, actor.user_id, user_id, required=False,
                            checked=before)
            # Whoever held the old secret may have signed in on a school server with it.
            ServerTokens.end_all_in(conn, user_id)
            action = (AuditAction.PIN_RESET if target.role is Role.TRAINEE
                      else AuditAction.PASSWORD_RESET)
            self._audit.record_in(conn, actor, action, target.name,
                                  {"user": user_id, "role": target.role.value})

        self._refused_audited(actor, user_id, run)
        if self._seal is not None and target.role.is_staff:
            self._seal.forget(user_id)  # a key unlocked with the old password is let go

    # ---- Names and cohorts

    def set_display_name(self, actor: Actor, user_id: int, display_name: str) -> User:
        """Change the name shown for a user (instructor only; the sign-in name stays)."""
        display = clean_name(display_name, limit=DISPLAY_NAME_MAX, what="display name")

        def run(conn: Connection) -> User:
            require_instructor(conn, actor, "edit display names")
            before = self._target(conn, user_id)
            if before.display_name == display:
                return before  # nothing changed, nothing to record
            conn.execute(
                update(s.users).where(s.users.c.id == user_id).values(display_name=display)
            )
            self._audit.record_in(conn, actor, AuditAction.DISPLAY_NAME_CHANGED, before.name, {
                "user": user_id, "role": before.role.value, "was": before.display_name,
                "now": display})
            return self._target(conn, user_id)

        return self._db.write(run)

    def move_to_cohort(self, actor: Actor, user_id: int, cohort_id: int | None) -> User:
        """Move a trainee to another cohort, or to none (instructor only). Their records
        move with them. StoreError('invalid') with ``not_a_trainee``, ``cohort_unknown`` or
        ``cohort_archived`` (unarchive it first)."""

        def run(conn: Connection) -> User:
            require_instructor(conn, actor, "move trainees")
            target = self._target(conn, user_id)
            if target.role is not Role.TRAINEE:
                raise StoreError("invalid", "only a trainee belongs to a cohort",
                                 code="not_a_trainee", params={"name": target.name})
            if cohort_id is not None:
                cohort = self._cohort(conn, cohort_id)
                if cohort.archived:
                    raise StoreError("invalid", f"the cohort {cohort.name!r} is archived",
                                     code="cohort_archived", params={"cohort": cohort.name})
            if target.cohort_id == cohort_id:
                return target  # nothing changed, nothing to record
            before, _ = stored_account(conn, user_id)
            conn.execute(
                update(s.users).where(s.users.c.id == user_id).values(cohort_id=cohort_id)
            )
            # The cohort is sealed with the account (it decides which exams are offered).
            seal_account_by(conn, self._seal, actor.user_id, user_id, required=True,
                            checked=before)
            self._audit.record_in(conn, actor, AuditAction.COHORT_CHANGED, target.name, {
                "user": user_id, "cohort": cohort_id, "from_cohort": target.cohort_id})
            return self._target(conn, user_id)

        result: User = self._refused_audited(actor, user_id, run)
        return result

    def archive_cohort(self, actor: Actor, cohort_id: int) -> Cohort:
        """Hide a cohort from lists; its trainees and results stay in reports (instructor
        only). Archiving an archived cohort changes nothing."""
        return self._set_archived(actor, cohort_id, True)

    def unarchive_cohort(self, actor: Actor, cohort_id: int) -> Cohort:
        """Show an archived cohort in lists again (instructor only)."""
        return self._set_archived(actor, cohort_id, False)

    def _set_archived(self, actor: Actor, cohort_id: int, archived: bool) -> Cohort:
        def run(conn: Connection) -> Cohort:
            require_instructor(conn, actor, "archive cohorts")
            cohort = self._cohort(conn, cohort_id)
            if cohort.archived != archived:
                conn.execute(
                    update(s.cohorts).where(s.cohorts.c.id == cohort_id)
                    .values(archived_at=self._now() if archived else None)
                )
                self._audit.record_in(conn, actor, AuditAction.ARCHIVED, cohort.name,
                                      {"cohort": cohort_id, "archived": archived})
            return self._cohort(conn, cohort_id)

        return self._db.write(run)

    @staticmethod
    def _cohort(conn: Connection, cohort_id: int) -> Cohort:
        row = conn.execute(select(s.cohorts).where(s.cohorts.c.id == cohort_id)).first()
        if row is None:
            raise StoreError("invalid", f"there is no cohort {cohort_id}",
                             code="cohort_unknown", params={"cohort": cohort_id})
        return cohort_from_row(row)

    def cohort_sizes(self, actor: Actor) -> dict[int, int]:
        """Trainees (deactivated ones too) per cohort id, archived cohorts included
        (instructor only)."""

        def run(conn: Connection) -> dict[int, int]:
            require_instructor(conn, actor, "list cohorts")
            rows = conn.execute(
                select(s.users.c.cohort_id, func.count())
                .where(s.users.c.role == Role.TRAINEE.value, s.users.c.cohort_id.is_not(None))
                .group_by(s.users.c.cohort_id)
            ).all()
            return {int(c): int(n) for c, n in rows}

        return self._db.read(run)
