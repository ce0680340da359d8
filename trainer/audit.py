"""The audit log: who did what to the school's records, when and from which desk, sealed
in one chain so that an edited, deleted or inserted row shows.

Each row (an :class:`AuditEntry`) names the acting user (id and sign-in name), the time
(UTC), an :class:`AuditAction`, the subject (the trainee, exam or file acted on, as the
user saw it), a JSON detail and the desk (the computer's name). Rows are numbered ``seq``
1, 2, 3, ... with no gaps, and each row carries the *link* of the row before it
(``prev_link``) inside what its MAC covers:

* a sealed row's link is its MAC, ``HMAC-SHA256(audit key, canonical row)``, where the audit
  key is derived from the school's seal key (:meth:`trainer.exams.seal.SealKey.for_chain`);
* a row written by someone who does not hold the school key (a trainee's own export, the
  command line's unlock) cannot be sealed: it is stored with no MAC, shown as *unsealed*,
  and its link is the SHA-256 of its canonical form, so the next sealed row still covers it.

:func:`check_chain` walks the rows in order and flags each one (:class:`AuditFlag`): a MAC
that does not match (the row was edited), a number missing before it (rows were deleted),
a ``prev_link`` that is not the link of the row before (the row before was edited, deleted
or inserted). The store (``trainer.store.audit``) writes rows in the same transaction as the
action they record and offers no way to change or delete one; PostgreSQL and SQLite triggers
refuse ``UPDATE`` and ``DELETE`` on the table.

Limits (see also the threat model in :mod:`trainer.exams.seal`): whoever holds the school key
can write a whole new, valid chain; the newest rows can be cut off the end without a trace
(nothing after them carries their link); unsealed rows prove only their place in the chain.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from trainer.exams.seal import ChainKey, Json, canonical, timestamp

AUDIT_CHAIN = "audit"
"""The name the audit key is derived under (:meth:`SealKey.for_chain`)."""

FIRST_LINK = "start"
"""The ``prev_link`` of the first row."""

_KIND = "audit"


class AuditAction(Enum):
    """What was done. The value is stored; the UI words each one."""

    BLUEPRINT_CREATED = "blueprint_created"
    BLUEPRINT_EDITED = "blueprint_edited"
    BLUEPRINT_ASSIGNED = "blueprint_assigned"
    BLUEPRINT_DEACTIVATED = "blueprint_deactivated"
    BLUEPRINT_REACTIVATED = "blueprint_reactivated"
    BLUEPRINT_VERSIONED = "blueprint_versioned"
    RETAKE_GRANTED = "retake_granted"
    SITTING_VOIDED = "sitting_voided"
    TIME_ADDED = "time_added"
    PIN_RESET = "pin_reset"
    PASSWORD_RESET = "password_reset"
    SIGN_IN_UNLOCKED = "sign_in_unlocked"
    INSTRUCTOR_ADDED = "instructor_added"
    INSTRUCTOR_ENROLLED = "instructor_enrolled"
    USER_DEACTIVATED = "user_deactivated"
    USER_REACTIVATED = "user_reactivated"
    ROLE_CHANGED = "role_changed"
    ARCHIVED = "archived"
    EXPORTED = "exported"
    BACKED_UP = "backed_up"
    DESK_CODE_MADE = "desk_code_made"
    """A one-time enrolment code for a desk of the school server (trainer.store.desks)."""
    DESK_ENROLLED = "desk_enrolled"
    DESK_REVOKED = "desk_revoked"
    # Every change to the school's records, each worded for its role.
    SCHOOL_CREATED = "school_created"
    """The first instructor was created (the school's first row)."""
    PROCTOR_ADDED = "proctor_added"
    TRAINEE_ADDED = "trainee_added"
    ROSTER_IMPORTED = "roster_imported"
    RECORDS_IMPORTED = "records_imported"
    """A bulk import (demo data, records from another school database)."""
    COHORT_CREATED = "cohort_created"
    COHORT_CHANGED = "cohort_changed"
    """A trainee moved to another cohort (or to none)."""
    DISPLAY_NAME_CHANGED = "display_name_changed"
    STAFF_ID_CHANGED = "staff_id_changed"
    OWN_PIN_CHANGED = "own_pin_changed"
    OWN_PASSWORD_CHANGED = "own_password_changed"
    SETTING_CHANGED = "setting_changed"
    """A school-wide setting (``school.*``: the name on certificates, the pass mark...)."""
    PROFILE_SAVED = "profile_saved"
    PROFILE_DELETED = "profile_deleted"
    HOMEWORK_SET = "homework_set"
    HOMEWORK_EDITED = "homework_edited"
    HOMEWORK_DELETED = "homework_deleted"
    SCHEDULE_CHANGED = "schedule_changed"
    """A cohort's review schedule (desired retention, target times)."""
    GOAL_CHANGED = "goal_changed"
    """A cohort's daily goal."""
    SITTING_STARTED = "sitting_started"
    SITTING_RESUMED = "sitting_resumed"
    SITTING_CLOSED = "sitting_closed"
    """A sitting closed from the console or the desk (no longer running)."""
    RESTORED = "restored"
    SCHOOL_MOVED = "school_moved"
    SEAL_FAILED = "seal_failed"
    """A record that decides a result (an exam, an account, a retake grant) failed its seal
    check and was not used; the subject names it."""
    RETAKE_REVOKED = "retake_revoked"


class AuditFlag(Enum):
    """What checking the chain found about one row."""

    TAMPERED = "tampered"
    """Its MAC does not match what is stored: the row was changed after it was written."""
    GAP = "gap"
    """Rows numbered before it are missing: they were deleted."""
    BROKEN_LINK = "broken_link"
    """It does not carry the link of the row before it: that row was changed, deleted or
    put in afterwards."""
    UNSEALED = "unsealed"
    """Written without the school key (no MAC): its place in the chain is all it proves."""


@dataclass(frozen=True)
class AuditEntry:
    """One row of the audit log, as stored."""

    seq: int
    at: datetime
    actor_id: int | None
    """None for the command line (no one signed in)."""
    actor_name: str
    action: str
    """An :class:`AuditAction` value (kept as text: an unknown value still shows)."""
    subject: str
    detail_json: str
    desk: str
    prev_link: str
    mac: str | None

    def fields(self) -> dict[str, Json]:
        """What the MAC covers."""
        return {
            "seq": self.seq,
            "at": timestamp(self.at),
            "actor": self.actor_id,
            "actor_name": self.actor_name,
            "action": self.action,
            "subject": self.subject,
            "detail": self.detail_json,
            "desk": self.desk,
            "prev": self.prev_link,
        }

    @property
    def known_action(self) -> AuditAction | None:
        try:
            return AuditAction(self.action)
        except ValueError:
            return None

    @property
    def detail(self) -> dict[str, Json]:
        """The detail as a dict ({} when it is not a JSON object)."""
        try:
            value = json.loads(self.detail_json)
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def link(self) -> str:
        """What the next row carries as ``prev_link``: the MAC, or the hash of an unsealed
        row's canonical form."""
        if self.mac:
            return self.mac
        return "sha256:" + hashlib.sha256(canonical(_KIND, self.fields())).hexdigest()


def seal_entry(key: ChainKey, entry: AuditEntry) -> str:
    """The MAC of ``entry`` under the audit key."""
    return key.mac(_KIND, entry.fields())


def detail_text(detail: Mapping[str, Json] | None) -> str:
    """The canonical JSON text of a detail (sorted keys, no blanks, non-ASCII kept)."""
    return json.dumps(dict(detail or {}), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


@dataclass(frozen=True)
class CheckedEntry:
    """A row and what checking the chain found about it."""

    entry: AuditEntry
    flags: frozenset[AuditFlag]
    missing_before: int = 0
    """How many numbers are missing just before this row (with :attr:`AuditFlag.GAP`)."""

    @property
    def suspect(self) -> bool:
        """Tampered, after a gap or with a broken link (unsealed alone is not suspect)."""
        return bool(self.flags - {AuditFlag.UNSEALED})


def check_chain(
    entries: Sequence[AuditEntry], key: ChainKey | None, known_good: set[AuditEntry] | None = None
) -> list[CheckedEntry]:
    """Flag every row of the whole log (``entries`` in ``seq`` order).

    Without ``key`` (the reader does not hold the school key) MACs are not checked, but gaps
    and links still are: a link is a MAC or a hash and can be compared without the key.
    ``known_good``: rows whose MAC this reader already verified under ``key``, exactly as
    read now (every field equal, so the MAC's verdict is the same): not verified again;
    rows verified here are added to it. A row edited since is not equal, so it is checked.
    """
    out: list[CheckedEntry] = []
    expected_seq, expected_link = 1, FIRST_LINK
    for entry in entries:
        flags: set[AuditFlag] = set()
        missing = max(0, entry.seq - expected_seq)
        if missing:
            flags.add(AuditFlag.GAP)
        if entry.prev_link != expected_link:
            flags.add(AuditFlag.BROKEN_LINK)
        if not entry.mac:
            flags.add(AuditFlag.UNSEALED)
        elif key is not None and (known_good is None or entry not in known_good):
            if not key.verify(_KIND, entry.fields(), entry.mac):
                flags.add(AuditFlag.TAMPERED)
            elif known_good is not None:
                known_good.add(entry)
        out.append(CheckedEntry(entry, frozenset(flags), missing))
        expected_seq, expected_link = entry.seq + 1, entry.link()
    return out


@dataclass(frozen=True)
class AuditQuery:
    """A filter on the log: every field None means "any"."""

    action: AuditAction | None = None
    actor_id: int | None = None
    since: datetime | None = None
    """Inclusive, aware."""
    until: datetime | None = None
    """Exclusive, aware."""
    flagged_only: bool = False

    def matches(self, checked: CheckedEntry) -> bool:
        e = checked.entry
        if self.action is not None and e.action != self.action.value:
            return False
        if self.actor_id is not None and e.actor_id != self.actor_id:
            return False
        if self.since is not None and e.at < self.since:
            return False
        if self.until is not None and e.at >= self.until:
            return False
        return not (self.flagged_only and not checked.suspect)


@dataclass(frozen=True)
class AuditTrail:
    """What a reader sees: the rows that match a query, newest first, and the verdict on
    the whole chain."""

    rows: tuple[CheckedEntry, ...]
    total: int
    """Rows in the whole log."""
    suspect: int
    """Rows of the whole log that are tampered, after a gap or with a broken link."""
    unsealed: int
    verified: bool
    """MACs were checked (the reader holds the school key)."""
    actors: tuple[tuple[int, str], ...]
    """Everyone named in the log (id, sign-in name), for the "who" filter."""
