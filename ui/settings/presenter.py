"""The Settings screen's presenter: the roster and the table profiles, through the core.

The tabs never touch the store: they ask here. The calls are quick local queries and
changes, made on the GUI thread and answered directly (the tabs refresh their lists after
a change) (a refusal is the core's
:class:`TrainerError`, worded by the view); the one slow call, :meth:`import_roster`, is
what the roster tab's background helper runs, and it touches no widget. The core checks
every call again (an instructor only).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject

from trainer.auth import Actor
from trainer.baccarat.table import TableRules
from trainer.store import Cohort, DeskStore, ImportReport, ProfileUse, TableProfile, User
from trainer.store.schedule import CohortSchedule, check_policy
from trainer.today import GoalUnit


class SettingsPresenter(QObject):
    """The signed-in instructor's roster and table profiles."""

    def __init__(self, store: DeskStore, actor: Actor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.actor = actor

    # ---- roster

    def cohorts(self) -> list[tuple[int, str]]:
        """(id, name) of every cohort not archived."""
        return [(c.id, c.name) for c in self.store.roster.cohorts(self.actor)]

    def all_cohorts(self) -> list[Cohort]:
        """Every cohort, archived ones too."""
        return self.store.roster.cohorts(self.actor, include_archived=True)

    # ---- accounts

    def accounts(self) -> list[User]:
        """Every account, deactivated ones too."""
        return self.store.roster.accounts(self.actor)

    def cohort_sizes(self) -> dict[int, int]:
        return self.store.roster.cohort_sizes(self.actor)

    def create_staff(self, proctor: bool, name: str, display: str, password: str) -> User:
        """A new instructor (or proctor): the core wraps the school's seal key for them."""
        roster = self.store.roster
        create = roster.create_proctor if proctor else roster.create_instructor
        return create(self.actor, name, display, password)

    def set_active(self, user_id: int, active: bool) -> None:
        if active:
            self.store.roster.reactivate(self.actor, user_id)
        else:
            self.store.roster.deactivate(self.actor, user_id)

    def reset_secret(self, user_id: int, secret: str) -> None:
        """A trainee's new PIN, or another instructor's or proctor's new password."""
        self.store.roster.reset_secret(self.actor, user_id, secret)

    def set_display_name(self, user_id: int, display: str) -> User:
        return self.store.roster.set_display_name(self.actor, user_id, display)

    def move_to_cohort(self, user_id: int, cohort_id: int | None) -> User:
        return self.store.roster.move_to_cohort(self.actor, user_id, cohort_id)

    def set_archived(self, cohort_id: int, archived: bool) -> Cohort:
        roster = self.store.roster
        change = roster.archive_cohort if archived else roster.unarchive_cohort
        return change(self.actor, cohort_id)

    def trainees(self, cohort_id: int | None) -> list[User]:
        return self.store.roster.trainees(self.actor, cohort_id=cohort_id)

    def locked_users(self) -> dict[int, datetime]:
        """Users whose sign-in is locked after wrong PINs, with when the lock ends."""
        return self.store.roster.locked_users(self.actor)

    def user(self, user_id: int) -> User:
        return self.store.roster.user(self.actor, user_id)

    def create_cohort(self, name: str) -> None:
        self.store.roster.create_cohort(self.actor, name)

    def create_trainee(self, name: str, display: str, cohort_id: int | None, pin: str) -> User:
        return self.store.roster.create_trainee(self.actor, name, display, cohort_id, pin)

    def unlock(self, user_id: int) -> None:
        self.store.roster.unlock(self.actor, user_id)

    def set_staff_id(self, user_id: int, staff_id: str) -> None:
        """Set or clear a trainee's staff id (for the HR certification export)."""
        self.store.roster.set_staff_id(self.actor, user_id, staff_id)

    def reset_pin(self, user_id: int, pin: str) -> None:
        self.store.roster.reset_secret(self.actor, user_id, pin)

    def import_roster(self, text: str, progress: Callable[[int, int], None],
                      cancelled: Callable[[], bool], delimiter: str = ",") -> ImportReport:
        """Add the trainees of CSV ``text`` split at ``delimiter`` (run on a worker: touches
        no widget, emits nothing; ``progress`` is the caller's thread-safe relay)."""
        return self.store.roster.import_roster_csv(self.actor, text, progress,
                                                   cancelled=cancelled, delimiter=delimiter)

    def record_export(self, path: Path, kind: str, rows: int) -> None:
        """Record in the audit log a file the view wrote (``kind``: what it holds)."""
        self.store.audit.record_export(self.actor, kind, path, rows)

    # ---- table profiles

    def table_profiles(self) -> dict[str, TableRules]:
        """Every table profile by name (the built-in ones and the school's own)."""
        return self.store.table_profiles.all_profiles(self.actor)

    def table_profile_versions(self) -> dict[str, int]:
        """The row version of each profile the school saved, by name (a save carries it)."""
        return {p.name: p.row_version for p in self.store.table_profiles.list(self.actor)}

    def save_table_profile(self, rules: TableRules, loaded: int | None = None) -> TableProfile:
        """DeskStore ``rules`` under their name; the core validates them again and refuses
        (ChangedElsewhere) a save whose ``loaded`` version another desk has replaced."""
        return self.store.table_profiles.save(self.actor, rules.name, rules.to_dict(),
                                              loaded=loaded)

    def table_profile_use(self, name: str) -> ProfileUse:
        """The exams and kept shoes that use the profile ``name`` (asked before deleting)."""
        return self.store.table_profiles.usage(self.actor, name)

    def delete_table_profile(self, name: str, loaded: int | None = None) -> bool:
        """Delete the school's profile ``name``; the core refuses one an exam draws its deals
        at (StoreError ``profile_in_use``) and one another desk changed since ``loaded``."""
        return self.store.table_profiles.delete(self.actor, name, loaded=loaded)

    # ---- review and daily goal

    def cohort_schedule(self, cohort_id: int | None) -> CohortSchedule:
        """The review settings that apply to ``cohort_id`` (None: the school's default)."""
        return self.store.schedule.cohort_schedule(self.actor, cohort_id)

    def cohort_goal(self, cohort_id: int | None) -> tuple[GoalUnit, int]:
        """The daily goal that applies to ``cohort_id``, as the Today screen reads it."""
        return self.store.daily.goal(cohort_id)

    def save_cohort_schedule(self, settings: CohortSchedule, unit: GoalUnit, goal: int) -> None:
        """DeskStore a cohort's retention, target times and daily goal. The core checks every
        value: the review settings before anything is written, then the goal (its setter,
        the Today screen's), then the review settings."""
        check_policy(settings.retention, settings.targets_ms)
        self.store.daily.set_cohort_goal(self.actor, settings.cohort_id, unit, goal)
        self.store.schedule.set_cohort_schedule(self.actor, settings)
