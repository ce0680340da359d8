"""Settings, table profiles and lesson progress."""

from __future__ import annotations

import builtins
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from sqlalchemy import ColumnElement, Connection, delete, select, update

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES, TableRules
from trainer.errors import ChangedElsewhere, PermissionDenied, StoreError
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    Repository,
    check_actor,
    dumps,
    loads,
    require_instructor,
    require_self_or_instructor,
    write_setting,
)
from trainer.store.audit import AuditLog
from trainer.store.engine import Database
from trainer.store.models import Json, LessonProgress, ProfileUse, TableProfile
from trainer.store.roster_people import (
    clean_name,
)

if TYPE_CHECKING:  # the lessons import the drills: not at the store's opening
    from trainer.curriculum.answered import AnsweredCheck

SCHOOL_PREFIX = "school."
"""Keys starting with this are school-wide and only instructors may set them."""


class Settings(Repository):
    """Key/value text settings: app-wide (no actor) or per user (with an actor).

    ``school.*`` keys are school-wide, readable by anyone and written only by instructors;
    each change of one is audited in its transaction (a user's own preferences are not).
    """

    def __init__(self, db: Database, clock: Clock, audit: AuditLog) -> None:
        super().__init__(db, clock)
        self._audit = audit

    def get(self, actor: Actor | None, key: str, default: str | None = None) -> str | None:
        """The user's value of ``key``, else the app-wide value, else ``default``."""
        per_user = actor is not None and not key.startswith(SCHOOL_PREFIX)

        def run(conn: Connection) -> str | None:
            t = s.settings
            if per_user:
                assert actor is not None
                value = conn.execute(
                    select(t.c.value).where(t.c.key == key, t.c.user_id == actor.user_id)
                ).scalar()
                if value is not None:
                    return str(value)
            value = conn.execute(
                select(t.c.value).where(t.c.key == key, t.c.user_id.is_(None))
            ).scalar()
            return str(value) if value is not None else default

        return self._db.read(run)

    def set(self, actor: Actor | None, key: str, value: str) -> None:
        """Store ``value`` for the actor (or app-wide without one); ``school.*`` for instructors."""
        self.set_many(actor, {key: value})

    def set_many(self, actor: Actor | None, values: Mapping[str, str]) -> None:
        """Store every key of ``values`` as :meth:`set` does, in one transaction: settings
        that go together (a pass mark's accuracy and speed) are never read half changed by
        another desk, and a refused key stores none of them."""
        for key in values:
            if not key or len(key) > 100:
                raise StoreError("invalid", "a setting key is 1 to 100 characters")

        def run(conn: Connection) -> None:
            for key, value in values.items():
                self._set_in(conn, actor, key, value)

        self._db.write(run)

    def _set_in(self, conn: Connection, actor: Actor | None, key: str, value: str) -> None:
        if key.startswith(SCHOOL_PREFIX):
            if actor is None:
                raise PermissionDenied("only an instructor may change school settings",
                                       "instructor_only")
            require_instructor(conn, actor, "change school settings")
            was = conn.execute(select(s.settings.c.value).where(
                s.settings.c.key == key, s.settings.c.user_id.is_(None))).scalar()
            if was == value:
                return  # nothing changed, nothing to record
            write_setting(conn, None, key, value)
            self._audit.record_in(conn, actor, AuditAction.SETTING_CHANGED, key, {
                "setting": key, "value": value, "value_was": was})
            return
        user_id: int | None = None
        if actor is not None:
            check_actor(conn, actor)
            user_id = actor.user_id
        write_setting(conn, user_id, key, value)

    def delete(self, actor: Actor | None, key: str) -> None:
        """Forget a setting (same permissions as :meth:`set`)."""
        school = key.startswith(SCHOOL_PREFIX)

        def run(conn: Connection) -> None:
            t = s.settings
            owner: ColumnElement[bool]
            if school:
                if actor is None:
                    raise PermissionDenied("only an instructor may change school settings",
                                           "instructor_only")
                require_instructor(conn, actor, "change school settings")
                was = conn.execute(select(t.c.value).where(
                    t.c.key == key, t.c.user_id.is_(None))).scalar()
                if was is None:
                    return  # nothing to forget, nothing to record
                conn.execute(delete(t).where(t.c.key == key, t.c.user_id.is_(None)))
                self._audit.record_in(conn, actor, AuditAction.SETTING_CHANGED, key, {
                    "setting": key, "value": None, "value_was": was})
                return
            elif actor is not None:
                check_actor(conn, actor)
                owner = t.c.user_id == actor.user_id
            else:
                owner = t.c.user_id.is_(None)
            conn.execute(delete(t).where(t.c.key == key, owner))

        self._db.write(run)


def profiles_in(conn: Connection) -> dict[str, TableRules]:
    """:meth:`TableProfiles.all_profiles` inside a caller's transaction (no role check): what
    an exam's sections may name, read where a blueprint is saved or a sitting starts."""
    profiles = dict(DEFAULT_PROFILES)
    t = s.table_profiles
    for row in conn.execute(select(t.c.name, t.c.rules)):
        try:
            profiles[row.name] = TableRules.from_dict(loads(row.rules))
        except (ValueError, TypeError):
            continue
    return profiles


def _exams_naming(conn: Connection, name: str) -> tuple[str, ...]:
    """The exams (by name) with a drill section that draws its deals at profile ``name``.
    A Table section copies its rules into the blueprint, so it does not need the profile."""
    named: list[str] = []
    for row in conn.execute(select(s.exams.c.name, s.exams.c.blueprint).order_by(s.exams.c.name)):
        blueprint = _stored_rules(row.blueprint)  # a JSON object, {} for one unreadable
        sections = blueprint.get("sections")
        if isinstance(sections, list) and any(
            isinstance(section, dict) and isinstance(section.get("profiles"), list)
            and name in section["profiles"]
            for section in sections
        ):
            named.append(str(row.name))
    return tuple(named)


def _profile(row: Any) -> TableProfile | None:
    """The stored profile of a ``table_profiles`` row (None for no row: it was deleted)."""
    if row is None:
        return None
    return TableProfile(row.id, row.name, _stored_rules(row.rules), row.updated_at,
                        int(row.row_version))


def _stored_rules(text: str | None) -> dict[str, Json]:
    """A row's rules as a JSON object; ``{}`` for text that is not one (written by hand):
    that profile is then left out of the tables (no name, no limits) instead of every
    reader of the list failing on it."""
    try:
        rules = loads(text)
    except ValueError:
        return {}
    return rules if isinstance(rules, dict) else {}


class TableProfiles(Repository):
    """Named table rule sets; everyone signed in reads them, instructors change them (each
    change audited in its transaction)."""

    def __init__(self, db: Database, clock: Clock, audit: AuditLog) -> None:
        super().__init__(db, clock)
        self._audit = audit

    def list(self, actor: Actor) -> builtins.list[TableProfile]:
        """All profiles by name (anyone signed in)."""

        def run(conn: Connection) -> builtins.list[TableProfile]:
            check_actor(conn, actor)
            t = s.table_profiles
            return [
                TableProfile(r.id, r.name, _stored_rules(r.rules), r.updated_at,
                             int(r.row_version))
                for r in conn.execute(select(t).order_by(t.c.name))
            ]

        return self._db.read(run)

    def all_profiles(self, actor: Actor) -> dict[str, TableRules]:
        """The tables a dealer can practise at, by name: the shipped defaults, overridden or
        extended by the school's saved profiles. A saved profile this version cannot read
        (written by a newer one) is left out so the others stay usable."""
        profiles = dict(DEFAULT_PROFILES)
        for saved in self.list(actor):
            try:
                profiles[saved.name] = TableRules.from_dict(saved.rules)
            except (ValueError, TypeError):
                continue
        return profiles

    def save(
        self,
        actor: Actor,
        name: str,
        rules_json: dict[str, Json],
        *,
        loaded: int | None = None,
    ) -> TableProfile:
        """Create or replace the profile ``name`` (instructor only).

        The rules are validated here, in the core, whoever calls: they must make a
        :class:`~trainer.baccarat.table.TableRules` (named ``name``), or
        :class:`~trainer.errors.TableRulesError` says why with a code the UI words. What is
        stored is that table's canonical form, so every saved profile can be dealt.

        ``loaded`` is the ``row_version`` of the profile the editor loaded, 0 for one that was
        not saved yet: when the stored row is not that one (another desk saved or created it
        since), :class:`~trainer.errors.ChangedElsewhere` carries theirs and nothing is
        written. None: no check.
        """
        name = clean_name(name, limit=100, what="profile name")

        def run(conn: Connection) -> TableProfile:
            require_instructor(conn, actor, "change table profiles")
            rules = TableRules.from_dict({**rules_json, "name": name})
            rules_text = dumps(rules.to_dict())
            t = s.table_profiles
            now = self._now()
            stored = conn.execute(select(t).where(t.c.name == name)).first()
            stored_version = 0 if stored is None else int(stored.row_version)
            if loaded is not None and loaded != stored_version:
                raise ChangedElsewhere("table profile", _profile(stored), stored_version)
            values = {"rules": rules_text, "updated_at": now, "updated_by": actor.user_id}
            if stored is None:
                conn.execute(t.insert().values(name=name, row_version=1, **values))
            else:
                done = conn.execute(
                    update(t)
                    .where(t.c.name == name, t.c.row_version == stored_version)
                    .values(row_version=stored_version + 1, **values)
                )
                if done.rowcount != 1:  # another desk's save landed between the read and here
                    theirs = conn.execute(select(t).where(t.c.name == name)).first()
                    raise ChangedElsewhere("table profile", _profile(theirs),
                                           0 if theirs is None else int(theirs.row_version))
            pid = conn.execute(select(t.c.id).where(t.c.name == name)).scalar_one()
            self._audit.record_in(conn, actor, AuditAction.PROFILE_SAVED, name, {
                "version": stored_version + 1, "created": stored is None})
            return TableProfile(int(pid), name, loads(rules_text), now, stored_version + 1)

        return self._db.write(run)

    def usage(self, actor: Actor, name: str) -> ProfileUse:
        """What uses the profile ``name`` (instructor only): the exams naming it in a drill
        section and the kept (resumable) shoes begun at it."""

        def run(conn: Connection) -> ProfileUse:
            require_instructor(conn, actor, "change table profiles")
            shoes = s.table_shoes
            kept = sum(
                1 for row in conn.execute(select(shoes.c.profile).where(shoes.c.ended_at.is_(None)))
                if _stored_rules(row.profile).get("name") == name
            )
            return ProfileUse(_exams_naming(conn, name), kept)

        return self._db.read(run)

    def delete(self, actor: Actor, name: str, *, loaded: int | None = None) -> bool:
        """Remove the profile ``name`` (instructor only); False if there was none.

        What follows is for the caller to say first (:meth:`usage`): an exam whose drill
        section names a profile the school made cannot start a sitting until its tables are
        picked again (sittings under way keep the rules they started with); a saved profile
        that replaced a shipped one gives the shipped one back; kept shoes keep their copy.

        ``loaded`` is the ``row_version`` of the profile the user saw (as for :meth:`save`):
        when another desk saved it since, :class:`~trainer.errors.ChangedElsewhere` carries
        theirs and nothing is deleted, so an edit made elsewhere is never removed unseen.
        None: no check. A profile another desk already removed is False, not a refusal
        (what the user asked for is done).
        """

        if loaded is not None and (isinstance(loaded, bool) or not isinstance(loaded, int)):
            raise TypeError(f"loaded is a row_version (a whole number), not {loaded!r}")
        name = clean_name(name, limit=100, what="profile name")  # as save stored it

        def run(conn: Connection) -> bool:
            require_instructor(conn, actor, "change table profiles")
            t = s.table_profiles
            if loaded is None:
                gone = conn.execute(delete(t).where(t.c.name == name)).rowcount > 0
                if gone:
                    self._audit.record_in(conn, actor, AuditAction.PROFILE_DELETED, name)
                return gone
            stored = conn.execute(select(t).where(t.c.name == name)).first()
            if stored is None:
                return False
            if int(stored.row_version) != loaded:
                raise ChangedElsewhere("table profile", _profile(stored),
                                       int(stored.row_version))
            done = conn.execute(delete(t).where(t.c.name == name, t.c.row_version == loaded))
            if done.rowcount != 1:  # another desk's save landed between the read and here
                theirs = conn.execute(select(t).where(t.c.name == name)).first()
                if theirs is None:
                    return False
                raise ChangedElsewhere("table profile", _profile(theirs),
                                       int(theirs.row_version))
            self._audit.record_in(conn, actor, AuditAction.PROFILE_DELETED, name,
                                  {"version": loaded})
            return True

        return self._db.write(run)


LESSON_ID_MAX = 100
"""The longest lesson id the ``lesson_progress`` table holds."""


def _check_lesson_id(lesson_id: str) -> None:
    if not lesson_id or len(lesson_id) > LESSON_ID_MAX or lesson_id != lesson_id.strip():
        raise StoreError("invalid", f"a lesson id is 1 to {LESSON_ID_MAX} characters, "
                         f"not {lesson_id!r}")


class LessonProgressRepo(Repository):
    """Which lessons a user opened and whose check they passed.

    Each user writes only their own progress (the actor's); reading another user's progress
    needs an instructor (:func:`require_self_or_instructor`).
    """

    def mark_opened(self, actor: Actor, lesson_id: str) -> None:
        """Record the first opening of a lesson by ``actor`` (later openings keep the first)."""
        _check_lesson_id(lesson_id)

        def run(conn: Connection) -> None:
            check_actor(conn, actor)
            self._ensure(conn, actor.user_id, lesson_id)

        self._db.write(run)

    def mark_passed(self, actor: Actor, lesson_id: str, *,
                    check: AnsweredCheck | None = None) -> None:
        """Record that ``actor`` passed the lesson's check (the first pass is kept).

        ``check``: the answers that passed, as the Lessons screen graded them. A store over
        the school server sends them, and the server grades them again before storing a pass
        (:mod:`trainer.server.graded_routes`); a store on the desk's own database takes the
        screen's grade, as it takes every answer the desk grades."""
        _check_lesson_id(lesson_id)

        def run(conn: Connection) -> None:
            check_actor(conn, actor)
            self._ensure(conn, actor.user_id, lesson_id)
            t = s.lesson_progress
            conn.execute(
                update(t)
                .where(
                    t.c.user_id == actor.user_id,
                    t.c.lesson_id == lesson_id,
                    t.c.check_passed_at.is_(None),
                )
                .values(check_passed_at=self._now())
            )

        self._db.write(run)

    def _ensure(self, conn: Connection, user_id: int, lesson_id: str) -> None:
        t = s.lesson_progress
        found = conn.execute(
            select(t.c.user_id).where(t.c.user_id == user_id, t.c.lesson_id == lesson_id)
        ).first()
        if found is None:
            conn.execute(
                t.insert().values(user_id=user_id, lesson_id=lesson_id, opened_at=self._now())
            )

    def progress(self, actor: Actor, user_id: int) -> list[LessonProgress]:
        """Progress of ``user_id`` by lesson id (oneself, or anyone for an instructor)."""

        def run(conn: Connection) -> list[LessonProgress]:
            require_self_or_instructor(conn, actor, user_id, "read lesson progress of")
            t = s.lesson_progress
            rows = conn.execute(select(t).where(t.c.user_id == user_id).order_by(t.c.lesson_id))
            return [LessonProgress(r.lesson_id, r.opened_at, r.check_passed_at) for r in rows]

        return self._db.read(run)
