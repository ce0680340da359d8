"""The current schema as SQLAlchemy Core tables.

Why one file over 600 lines: every table shares one ``metadata`` (``create_all`` of a new
school, the migrations' ``tables=[...]``); a table in another module would have to be
imported back here before anything could create it.

Timestamps are stored as naive UTC and come back as aware UTC datetimes (:class:`UTCDateTime`);
JSON documents are stored as text, so the same schema runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Date,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    text,
)
from sqlalchemy.types import TypeDecorator

SCHEMA_VERSION = 25
"""The schema this code reads and writes; older databases are migrated, newer ones refused."""


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp kept as naive UTC in the database and handed out as an aware UTC datetime."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("timestamps given to the store must be timezone-aware")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if isinstance(value, str):  # written by something other than SQLAlchemy
            value = datetime.fromisoformat(value)
        assert isinstance(value, datetime)
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


metadata = MetaData()

NAME_KEY_MAX = 400
STAFF_ID_MAX = 40
"""The longest staff id a school may give a trainee (v11)."""
"""Room for the key of any allowed name: NFKC and case folding can lengthen a name several
times (ß -> ss, ligatures, compatibility characters)."""

schema_version = Table(
    "schema_version",
    metadata,
    Column("version", Integer, nullable=False),
)

cohorts = Table(
    "cohorts",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(100), nullable=False, unique=True),
    # v4; trainer.auth.name_key(name): how names are compared, on every backend
    Column("name_key", String(NAME_KEY_MAX), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    # The instructor who created it. No foreign key: users.cohort_id already points here and a
    # cycle of constraints cannot be created on SQLite.
    Column("created_by", Integer, nullable=True),
    # v10; set when an instructor archives it: hidden from lists, kept in reports
    Column("archived_at", UTCDateTime, nullable=True),
)

users = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(64), nullable=False),
    # v4; trainer.auth.name_key(name), the sign-in key (v1-v3 compared lower(name), which is
    # ASCII-only in SQLite; a v4 migration adds it nullable and fills it)
    Column("name_key", String(NAME_KEY_MAX), nullable=False),
    Column("display_name", String(100), nullable=False),
    Column("role", String(16), nullable=False),  # trainer.auth.Role: v10 adds "proctor"
    Column("cohort_id", Integer, ForeignKey("cohorts.id"), nullable=True),
    Column("secret_hash", String(200), nullable=False),
    Column("active", Boolean, nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    # v11; the school's own staff number (optional), for the HR certification export
    Column("staff_id", String(STAFF_ID_MAX), nullable=True),
    # v19; seal of the role and state (trainer.exams.row_seal.SealedAccount)
    Column("seal_mac", String(64), nullable=True),
)
Index("ux_users_name_key", users.c.name_key, unique=True)  # v4; replaces ux_users_name_ci
Index("ux_cohorts_name_key", cohorts.c.name_key, unique=True)  # v4

sign_in_throttle = Table(  # v4; wrong PINs and passwords per typed name (trainer.store.roster)
    "sign_in_throttle",
    metadata,
    # The name_key typed, whether or not such a user exists (unknown names are throttled
    # exactly like real ones, so the throttle never tells which names exist).
    Column("name_key", String(NAME_KEY_MAX), primary_key=True),
    Column("failures", Integer, nullable=False),  # wrong secrets since the last success
    Column("locked_until", UTCDateTime, nullable=True),  # no try is checked before this
    Column("last_failure_at", UTCDateTime, nullable=False),
)

practice_sessions = Table(
    "practice_sessions",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("drill_kind", String(64), nullable=False),
    Column("options", Text, nullable=False, server_default="{}"),
    Column("started_at", UTCDateTime, nullable=False),
    Column("ended_at", UTCDateTime, nullable=True),
    # v16 (trainer.store.practice_seal): the session's seal under its user's practice key,
    # the head of the trainee's chain it links to, and its own chain's head and length, kept
    # up to date with each attempt (NULL: not sealed, started without the key)
    Column("seal_prev", String(64), nullable=True),
    Column("seal_mac", String(64), nullable=True),
    Column("seal_head", String(64), nullable=True),
    Column("seal_count", Integer, nullable=True),
)
Index("ix_practice_sessions_user", practice_sessions.c.user_id, practice_sessions.c.started_at)

attempts = Table(
    "attempts",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("session_id", Integer, ForeignKey("practice_sessions.id"), nullable=False),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("drill_kind", String(64), nullable=False),
    Column("cell", String(100), nullable=True),  # v2; drill cell key such as "banker:5:4"
    Column("question", Text, nullable=False),
    Column("seed", Integer, nullable=True),
    Column("answer", Text, nullable=False),
    Column("correct", Boolean, nullable=False),
    Column("reason", String(64), nullable=True),
    Column("article", String(64), nullable=True),
    Column("expected", Text, nullable=True),
    Column("ms_taken", Integer, nullable=False),
    Column("answered_at", UTCDateTime, nullable=False),
    Column("shown_at", UTCDateTime, nullable=True),  # v2
    # v4; made by the client before its first try, so a retry after a lost acknowledgement
    # finds its row instead of storing the answer twice (NULL for older rows)
    Column("attempt_uid", String(36), nullable=True),
    # v5; what was wrong with a wrong payout line (trainer.drills.Fault: "wrong_amount",
    # "not_fewest_chips"); NULL when right, for other drills and for rows from before v5
    Column("fault", String(32), nullable=True),
    # v16; the attempt's seal, chained to the one before in its session (NULL: not sealed)
    Column("seal_mac", String(64), nullable=True),
)
Index("ux_attempts_uid", attempts.c.attempt_uid, unique=True)
Index("ix_attempts_user_time", attempts.c.user_id, attempts.c.answered_at)
Index("ix_attempts_user_kind_cell", attempts.c.user_id, attempts.c.drill_kind, attempts.c.cell)
Index("ix_attempts_session", attempts.c.session_id)

exams = Table(
    "exams",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(100), nullable=False),
    Column("blueprint", Text, nullable=False),  # JSON: sections, question counts, pass marks
    Column("seed", Integer, nullable=True),  # fixed seed, or NULL for one per sitting
    Column("attempts_allowed", Integer, nullable=False, server_default=text("1")),
    Column("time_limit_s", Integer, nullable=True),
    Column("created_by", Integer, ForeignKey("users.id"), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Column("active", Boolean, nullable=False),
    # v14; the blueprint's version number: a save that changes the blueprint of an exam with
    # sittings makes the next one (the sittings keep theirs)
    Column("version", Integer, nullable=False, server_default=text("1")),
    # v14; bumped by every save: a save carrying an older one is refused (compare-and-set)
    Column("row_version", Integer, nullable=False, server_default=text("1")),
    Column("opens_at", UTCDateTime, nullable=True),  # v14; the exam window (NULL: no bound)
    Column("closes_at", UTCDateTime, nullable=True),
    Column("mac", String(64), nullable=True),  # v19; seal of the row (row_seal.SealedExam)
)

exam_sittings = Table(
    "exam_sittings",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("exam_id", Integer, ForeignKey("exams.id"), nullable=False),
    Column("trainee_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("proctor_id", Integer, ForeignKey("users.id"), nullable=True),
    Column("attempt_no", Integer, nullable=False, server_default=text("1")),
    Column("seed", Integer, nullable=False),
    # running | finished | timed_out | handed_in | incomplete (trainer.exams.outcome.ExamStatus)
    Column("status", String(16), nullable=False),
    Column("scheduled_at", UTCDateTime, nullable=True),
    Column("started_at", UTCDateTime, nullable=True),
    Column("deadline", UTCDateTime, nullable=True),
    Column("ended_at", UTCDateTime, nullable=True),
    Column("elapsed_ms", Integer, nullable=False, server_default=text("0")),
    # JSON: the blueprint snapshot, the sealed progress marker and who resumed it
    Column("state", Text, nullable=True),
    Column("mac", String(64), nullable=True),  # v3; seal over the sitting's fixed terms
    # v9; the mac of the trainee's sitting before this one (sealed with this one's terms):
    # a deleted sitting shows as a break. NULL: the trainee's first, or from before v9.
    Column("prev_mac", String(64), nullable=True),
    # v14; the exam's version the sitting started under (NULL: from before v14, version 1)
    Column("exam_version", Integer, nullable=True),
    # v21; a keyed sitting's nonce (its seed is HMAC of the sitting key and this; ``seed``
    # holds 0): trainer.exams.sitting_secret. NULL: the seed is in ``seed``, in the clear.
    Column("seed_nonce", String(64), nullable=True),
)
Index("ix_exam_sittings_trainee", exam_sittings.c.trainee_id, exam_sittings.c.exam_id)
Index(  # v3; two processes cannot both start attempt n
    "ux_exam_sittings_attempt",
    exam_sittings.c.exam_id,
    exam_sittings.c.trainee_id,
    exam_sittings.c.attempt_no,
    unique=True,
)

exam_results = Table(
    "exam_results",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("sitting_id", Integer, ForeignKey("exam_sittings.id"), nullable=False),
    Column("section", String(64), nullable=False),
    Column("score", Integer, nullable=False),
    Column("max_score", Integer, nullable=False),
    Column("passed", Boolean, nullable=False),
    Column("detail", Text, nullable=True),  # JSON: per-question outcome
    Column("mac", String(128), nullable=True),  # seal over the result, checked on review
    Column("recorded_at", UTCDateTime, nullable=False),
)
Index("ix_exam_results_sitting", exam_results.c.sitting_id)

exam_cohorts = Table(  # v3; the cohorts an exam is assigned to (mirrors its blueprint)
    "exam_cohorts",
    metadata,
    Column("exam_id", Integer, ForeignKey("exams.id"), nullable=False),
    Column("cohort_id", Integer, ForeignKey("cohorts.id"), nullable=False),
    PrimaryKeyConstraint("exam_id", "cohort_id"),
)
Index("ix_exam_cohorts_cohort", exam_cohorts.c.cohort_id)

exam_answers = Table(  # v3; every answer of a sitting, sealed, committed as it is given
    "exam_answers",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("sitting_id", Integer, ForeignKey("exam_sittings.id"), nullable=False),
    Column("idx", Integer, nullable=False),  # 0-based question number in the sitting
    Column("section", Integer, nullable=False),
    Column("drill_kind", String(64), nullable=False),
    Column("question", Text, nullable=False),  # JSON: the question as shown, with its seed
    Column("seed", Integer, nullable=False),
    Column("answer", Text, nullable=False),  # JSON; null after a time-out with no answer
    Column("correct", Boolean, nullable=False),
    Column("timed_out", Boolean, nullable=False),
    Column("ms_taken", Integer, nullable=False),
    Column("shown_at", UTCDateTime, nullable=False),
    Column("answered_at", UTCDateTime, nullable=False),
    Column("mac", String(64), nullable=False),
)
Index("ux_exam_answers_sitting_idx", exam_answers.c.sitting_id, exam_answers.c.idx, unique=True)

exam_retakes = Table(  # v3; extra attempts granted by an instructor
    "exam_retakes",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("exam_id", Integer, ForeignKey("exams.id"), nullable=False),
    Column("trainee_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("granted_by", Integer, ForeignKey("users.id"), nullable=False),
    Column("granted_at", UTCDateTime, nullable=False),
    Column("note", Text, nullable=False, server_default=""),
    Column("over_pass", Integer, nullable=True),  # v15; the passed sitting (exam_sittings.id)
    Column("mac", String(64), nullable=True),  # v15; seal of the grant (SealedRetake)
)
Index("ix_exam_retakes_trainee", exam_retakes.c.trainee_id, exam_retakes.c.exam_id)

seal_key = Table(  # v3; one row (id 1): which key is the school's seal key
    "seal_key",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("tag", String(64), nullable=False),  # HMAC(key, check): public, not the key
    Column("created_at", UTCDateTime, nullable=False),
    Column("created_by", Integer, ForeignKey("users.id"), nullable=True),
)

seal_key_wraps = Table(  # v3; the seal key wrapped with each instructor's password
    "seal_key_wraps",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id"), primary_key=True, autoincrement=False),
    Column("params", String(200), nullable=False),  # scrypt$n$r$p$salt_b64
    Column("wrapped", String(100), nullable=False),  # b64(key XOR scrypt(password, salt))
    Column("tag", String(64), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
)

practice_key_wraps = Table(  # v16; each user's practice key wrapped with their PIN
    "practice_key_wraps",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id"), primary_key=True, autoincrement=False),
    Column("params", String(200), nullable=False),  # scrypt$n$r$p$salt_b64
    Column("wrapped", String(100), nullable=False),  # b64(key XOR scrypt(PIN, salt))
    Column("tag", String(64), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
)

table_profiles = Table(
    "table_profiles",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(100), nullable=False, unique=True),
    Column("rules", Text, nullable=False),  # JSON
    Column("updated_at", UTCDateTime, nullable=False),
    Column("updated_by", Integer, ForeignKey("users.id"), nullable=True),
    # v14; bumped by every save: a save carrying an older one is refused (compare-and-set)
    Column("row_version", Integer, nullable=False, server_default=text("1")),
)

settings = Table(
    "settings",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=True),  # v2; NULL = app-wide
    Column("key", String(100), nullable=False),
    Column("value", Text, nullable=False),
)
# One app-wide value per key and one per user and key (NULLs never collide in a unique index).
# Partial indexes read the same in SQLite and PostgreSQL; written as plain DDL (run by the
# migrations) they do not make SQLAlchemy import the PostgreSQL dialect at every start-up.
SETTINGS_INDEXES: tuple[str, ...] = (
    'CREATE UNIQUE INDEX IF NOT EXISTS ux_settings_global ON settings ("key") '
    "WHERE user_id IS NULL",
    'CREATE UNIQUE INDEX IF NOT EXISTS ux_settings_user ON settings (user_id, "key") '
    "WHERE user_id IS NOT NULL",
)

# At most one running sitting per trainee (a partial index, as plain DDL like the above).
EXAM_INDEXES: tuple[str, ...] = (
    "CREATE UNIQUE INDEX IF NOT EXISTS ux_exam_sittings_running ON exam_sittings (trainee_id) "
    "WHERE status = 'running'",
)

lesson_progress = Table(
    "lesson_progress",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("lesson_id", String(100), nullable=False),
    Column("opened_at", UTCDateTime, nullable=False),
    Column("check_passed_at", UTCDateTime, nullable=True),
    PrimaryKeyConstraint("user_id", "lesson_id"),
)

# v6; the Table's kept shoes: what a replay needs to deal a shoe again after a kill.
table_shoes = Table(
    "table_shoes",
    metadata,
    Column("id", Integer, primary_key=True),
    # the practice session (drill kind "table") the shoe's steps are stored in as attempts
    Column("session_id", Integer, ForeignKey("practice_sessions.id"), nullable=False,
           unique=True),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("seed", Integer, nullable=False),
    Column("profile", Text, nullable=False),  # TableRules.to_dict() as the shoe began
    Column("settings", Text, nullable=False),  # trainer.table.record.settings_to_json
    Column("mode", String(16), nullable=False),  # "coup_by_coup" or "clock"
    Column("started", Float, nullable=False),  # the session clock's first reading
    Column("created_at", UTCDateTime, nullable=False),
    Column("ended_at", UTCDateTime, nullable=True),  # finished or given up: not resumable
)
Index("ix_table_shoes_user_open", table_shoes.c.user_id, table_shoes.c.ended_at)

table_shoe_actions = Table(  # v6; one row per graded step, written with its attempt row
    "table_shoe_actions",
    metadata,
    Column("shoe_id", Integer, ForeignKey("table_shoes.id"), nullable=False),
    Column("number", Integer, nullable=False),  # the step's number, from 1
    Column("name", String(32), nullable=False),  # the TableSession method
    Column("args", Text, nullable=False),  # trainer.table.record.args_to_json
    Column("at", Float, nullable=False),  # the session clock's reading at the step
    Column("attempt_id", Integer, ForeignKey("attempts.id"), nullable=False),
    PrimaryKeyConstraint("shoe_id", "number"),
)

assignments = Table(  # v7; homework set per cohort (trainer.homework)
    "assignments",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("cohort_id", Integer, ForeignKey("cohorts.id"), nullable=False),
    Column("subject", String(120), nullable=False),  # Subject.code(): "drill:draw", ...
    Column("target_kind", String(16), nullable=False),  # TargetKind value
    Column("target_value", Integer, nullable=False),
    Column("target_window", Integer, nullable=True),  # last N answers (accuracy, pace)
    Column("starts_on", Date, nullable=False),  # Macau day the counting starts
    Column("due_on", Date, nullable=False),  # Macau day it is due by the end of
    Column("created_by", Integer, ForeignKey("users.id"), nullable=True),
    Column("created_at", UTCDateTime, nullable=False),
    Column("updated_at", UTCDateTime, nullable=False),
)
Index("ix_assignments_cohort", assignments.c.cohort_id, assignments.c.due_on)

# v8; one FSRS card per trainee, drill kind and cell (trainer.drills.schedule)
review_cards = Table(
    "review_cards",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("drill_kind", String(64), nullable=False),
    Column("cell", String(100), nullable=False),
    Column("state", Text, nullable=False),  # the fsrs Card as JSON
    Column("due", UTCDateTime, nullable=False),
    Column("last_review", UTCDateTime, nullable=True),
    Column("reviews", Integer, nullable=False),
    PrimaryKeyConstraint("user_id", "drill_kind", "cell"),
)
# v9; the Today screen counts a trainee's due cards per drill through this index (a range
# of it, however many cards are not due). Every answer writes its card, so each index more
# is one more page in each durable commit: keep it the only one.
Index("ix_review_cards_user_due", review_cards.c.user_id, review_cards.c.due)

# v9; one row per trainee, Macau day and drill kind,
# kept up to date in the transaction of each attempt (trainer.store.daily) and rebuilt
# exactly from the attempts by ``python -m trainer daily-rebuild``. Today's goal, streak and
# heat map, and the Dashboard's per-trainee totals, read this instead of the attempts.
daily_practice = Table(
    "daily_practice",
    metadata,
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("day", Date, nullable=False),  # the Macau calendar day (UTC+8) of the answers
    Column("drill_kind", String(64), nullable=False),
    Column("answers", Integer, nullable=False),
    Column("correct", Integer, nullable=False),
    Column("timed_out", Integer, nullable=False),  # reason "timed_out" (not rule mistakes)
    Column("total_ms", BigInteger, nullable=False),  # the sum of ms_taken
    Column("last_at", UTCDateTime, nullable=False),  # the latest answered_at
    # v17; what the answers add to the daily goal (trainer.today.goal_units): each Practice
    # answer 1, a Table coup 1 (its right result call), a Sam Kong round 1 (its banker's
    # level called right, v23), their other steps 0
    Column("units", Integer, nullable=False, server_default=text("0")),
    # v19; every answer's ms_taken, comma-separated, in no order: the medians read them here
    # (trainer.store.daily_times) instead of the wide attempt rows; NULL only before v19
    Column("times", Text, nullable=True),
    PrimaryKeyConstraint("user_id", "day", "drill_kind"),
)

audit_log = Table(  # v12; append-only, sealed in one chain (trainer.audit)
    "audit_log",
    metadata,
    Column("seq", Integer, primary_key=True, autoincrement=False),  # 1, 2, 3, ... no gaps
    Column("at", UTCDateTime, nullable=False),
    Column("actor_id", Integer, nullable=True),  # no foreign key: the log outlives accounts
    Column("actor_name", String(NAME_KEY_MAX), nullable=False),
    Column("action", String(40), nullable=False),  # trainer.audit.AuditAction
    Column("subject", Text, nullable=False),
    Column("detail", Text, nullable=False),  # JSON
    Column("desk", String(255), nullable=False),
    Column("prev_link", String(80), nullable=False),  # the link of row seq - 1
    Column("mac", String(64), nullable=True),  # NULL: written without the school key
)
Index("ix_audit_log_at", audit_log.c.at)

DESK_ID_MAX = 64
"""The longest desk id a server token is bound to (v22)."""

server_tokens = Table(  # v22; the school server's sign-in tokens (trainer.store.server_tokens)
    "server_tokens",
    metadata,
    # SHA-256 of the token (hex): the token itself is never stored, so a copy of the database
    # signs no one in.
    Column("token_hash", String(64), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("desk_id", String(DESK_ID_MAX), nullable=False),  # the desk it was issued to
    Column("issued_at", UTCDateTime, nullable=False),
    Column("expires_at", UTCDateTime, nullable=False),  # moved on by use, never past...
    Column("ends_at", UTCDateTime, nullable=False),  # ... this: issued_at + the longest life
)
Index("ix_server_tokens_user", server_tokens.c.user_id)

sign_in_failures = Table(  # v24; the school server's wrong sign-ins (trainer.store.signin_limits)
    "sign_in_failures",
    metadata,
    # One row a wrong try (reserved before the secret is checked, dropped when it was right),
    # whatever name was typed: the limits per desk and for the whole server count them.
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("desk_id", String(DESK_ID_MAX), nullable=False),
    Column("failed_at", UTCDateTime, nullable=False),
)
Index("ix_sign_in_failures_at", sign_in_failures.c.failed_at)
Index("ix_sign_in_failures_desk", sign_in_failures.c.desk_id, sign_in_failures.c.failed_at)

desks = Table(  # v25; the desks enrolled with the school server (trainer.store.desks)
    "desks",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(DESK_ID_MAX), nullable=False),  # as the instructor named it
    # SHA-256 (hex) of the one-time enrolment code, and of the desk's secret once enrolled:
    # neither is stored in the clear. A used code keeps its hash (so "used" can be told).
    Column("code_hash", String(64), nullable=False, unique=True),
    Column("code_expires_at", UTCDateTime, nullable=False),
    Column("made_by", Integer, ForeignKey("users.id"), nullable=True),  # None: the terminal
    Column("made_at", UTCDateTime, nullable=False),
    Column("secret_hash", String(64), nullable=True),
    Column("enrolled_at", UTCDateTime, nullable=True),
    Column("revoked_at", UTCDateTime, nullable=True),
)

AUDIT_TRIGGERS = {
    # Append-only on both back ends: the store has no update or delete, and these refuse a
    # hand-typed one (whoever can drop a trigger can still edit: the chain shows it).
    "sqlite": (
        "CREATE TRIGGER IF NOT EXISTS audit_log_no_update BEFORE UPDATE ON audit_log "
        "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
        "CREATE TRIGGER IF NOT EXISTS audit_log_no_delete BEFORE DELETE ON audit_log "
        "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    ),
    "postgresql": (
        "CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql "
        "AS $$ BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$",
        "DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log",
        "CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log "
        "FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()",
    ),
}

TABLE_NAMES = tuple(metadata.tables)

# ---- Live data (v13; read by trainer.store.live)

LIVE_AREAS: dict[str, str] = {
    # table -> the area a screen reloads when it changes
    "attempts": "attempts",
    "practice_sessions": "attempts",
    "daily_practice": "attempts",
    "review_cards": "attempts",
    "table_shoes": "attempts",
    "table_shoe_actions": "attempts",
    "lesson_progress": "lessons",
    "exam_sittings": "sittings",
    "exam_answers": "sittings",
    "exam_retakes": "sittings",
    "exam_results": "results",
    "exams": "exams",
    "exam_cohorts": "exams",
    "users": "roster",
    "cohorts": "roster",
    "assignments": "homework",
    "table_profiles": "tables",
    "settings": "settings",
    "audit_log": "audit",
}
"""Which area of live data each table belongs to (the names :meth:`ChangeFeed.poll` says)."""
LIVE_UNWATCHED = frozenset({"schema_version", "sign_in_throttle", "seal_key", "seal_key_wraps",
                            "practice_key_wraps", "server_tokens",
                            "sign_in_failures", "desks"})
"""Tables no screen shows: their writes are not announced. Every other table has an area
(tests/unit/test_store_live.py checks that a new table is given one)."""
LIVE_CHANNEL = "dealer_trainer_changes"
"""The PostgreSQL ``NOTIFY`` channel; the payload is the area."""
LIVE_COUNTS = "live_changes"
"""SQLite only: one row per area, its counter bumped by triggers on the area's tables."""


def live_ddl(dialect: str) -> tuple[str, ...]:
    """The triggers that announce writes (and on SQLite the counter table they bump).

    PostgreSQL: a statement-level trigger per table calls ``pg_notify(channel, area)``; the
    notification goes out when the writing transaction commits (never for a rolled-back
    one), once per area and transaction (the server folds equal payloads). SQLite cannot
    notify another process: a row-level trigger bumps the area's counter in the same
    transaction, and a reader sees the counters move (``PRAGMA data_version`` says when to
    look).
    """
    if dialect == "postgresql":
        ddl = [
            "CREATE OR REPLACE FUNCTION dt_live_notify() RETURNS trigger LANGUAGE plpgsql "
            f"AS $$ BEGIN PERFORM pg_notify('{LIVE_CHANNEL}', TG_ARGV[0]); RETURN NULL; END $$"
        ]
        for table, area in LIVE_AREAS.items():
            ddl.append(f"DROP TRIGGER IF EXISTS dt_live ON {table}")
            ddl.append(
                f"CREATE TRIGGER dt_live AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE "
                f"ON {table} FOR EACH STATEMENT EXECUTE FUNCTION dt_live_notify('{area}')"
            )
        return tuple(ddl)
    if dialect == "sqlite":
        ddl = [
            f"CREATE TABLE IF NOT EXISTS {LIVE_COUNTS} "
            "(area VARCHAR(20) PRIMARY KEY, n INTEGER NOT NULL)",
            *(f"INSERT OR IGNORE INTO {LIVE_COUNTS} (area, n) VALUES ('{area}', 0)"
              for area in sorted(set(LIVE_AREAS.values()))),
        ]
        for table, area in LIVE_AREAS.items():
            for op in ("INSERT", "UPDATE", "DELETE"):
                ddl.append(
                    f"CREATE TRIGGER IF NOT EXISTS live_{table}_{op.lower()} AFTER {op} "
                    f"ON {table} BEGIN UPDATE {LIVE_COUNTS} SET n = n + 1 "
                    f"WHERE area = '{area}'; END"
                )
        return tuple(ddl)
    return ()
