"""Exam blueprints: what an exam asks, how long it lasts and what it takes to pass.

A :class:`Blueprint` is a frozen value, checked when it is built (a bad one cannot exist) and
stored as JSON (:meth:`Blueprint.to_json` / :meth:`Blueprint.from_json`). Each refusal is a
:class:`~trainer.errors.BlueprintError` naming the field and a stable reason code.

Why one file over 600 lines: a blueprint and its sections are one stored value, read, checked
and written together (their JSON is sealed: one file keeps every key it writes in sight).
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from trainer.baccarat.table import TableRules
from trainer.drills.model import DrillKind, Level
from trainer.drills.registry import accepted_levels, takes_table
from trainer.errors import BlueprintError, TableProfileMissing, TableRulesError
from trainer.exams.counting import DEFAULT_RULE, CountingRule
from trainer.exams.table_game import (
    BACCARAT_ONLY,
    DEFAULT_GAME,
    PROFILE_TYPES,
    SectionProfile,
    read_profile,
)

BLUEPRINT_VERSION = 1
"""Version of the JSON layout written by :meth:`Blueprint.to_dict`."""

DRAW_VERSION = 2
"""How a sitting started now draws its questions (:func:`trainer.exams.plan.draw_questions`):
2, each question of a section from a deal of its own; 1, whole deals one
after the other, as every sitting stored before it drew. :meth:`Blueprint.with_profiles`
writes it into the snapshot a sitting keeps, so a sitting is always drawn again as it began."""
DRAW_VERSIONS = (1, 2)

NAME_MAX = 100
MAX_SECTIONS = 12
MAX_QUESTIONS = 200
"""Questions per section."""
MIN_TIME_LIMIT_S = 10
MAX_TIME_LIMIT_S = 8 * 3600
MIN_QUESTION_LIMIT_S = 3
MAX_QUESTION_LIMIT_S = 3600
MAX_ATTEMPTS = 20
MAX_TABLE_COUPS = 60
"""Coups per Table section (an 8-deck shoe deals about 80)."""
MAX_TABLE_SECTIONS = 3
MAX_SECTION_PROFILES = 12
"""Table profiles one drill section may draw its questions under."""
MIN_SEATS_PERCENT = 10
MAX_FAULT_PERCENT = 50
MAX_IRREGULARITY_PERCENT = 50
MAX_PACE_TARGET = 200
"""Coups an hour; 50 is a full table at a good pace."""


class OnInterrupt(Enum):
    """What reopening the app does with a sitting that was interrupted (app closed or killed)."""

    RESUME = "resume"
    """Carry on with the same questions; the deadline fixed at the start still holds."""
    INCOMPLETE = "incomplete"
    """End the sitting as incomplete (failed, scored on the answers given); the attempt counts."""


def _require_int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BlueprintError(where, "malformed", f"{where} must be a whole number")
    if not low <= value <= high:
        raise BlueprintError(where, "out_of_range", f"{where} must be from {low} to {high}")
    return value


def _member(enum: type[Enum] | type[DrillKind], value: Any) -> Any:
    """``value`` as a member of ``enum`` (or a defined drill kind), or ``value`` itself when
    it names none."""
    try:
        return enum(value)
    except (ValueError, TypeError):
        return value


@dataclass(frozen=True)
class SectionSpec:
    """One part of an exam: ``questions`` questions of one drill kind and level.

    Parameters
    ----------
    kind, level
        The drill and how its questions are chosen; ``level`` must be one of
        :func:`trainer.drills.levels_for` ``(kind)`` except ``WEAK`` (which depends on the
        trainee's history, so a sitting could not be reproduced from its seed alone).
    questions
        How many questions (1 to :data:`MAX_QUESTIONS`). A question is one step of a deal
        (a DRAW deal asks the Player's then the Banker's decision; a PAYOUT deal one line per
        bet). A sitting asks one step of each deal, every deal its own (draw version 2,
        :func:`trainer.exams.plan.draw_questions`); one drawn under version 1 took whole
        deals, the last one cut short.
    pass_mark
        The percentage of this section's questions to get right (0-100).
    profiles
        For a drill that deals at a table (:func:`trainer.drills.takes_table`): the names of
        the school's table profiles to draw each deal under, one picked per deal from the
        sitting's seed (none: the drill's own choice, the shipped tables).
    rules
        Those profiles' rules, in the same order: empty in an exam as the instructor saves it
        (it names its tables), filled when a sitting starts (:meth:`Blueprint.with_profiles`),
        so the sitting's snapshot keeps the rules it was asked under even when the profile
        is edited or deleted afterwards.
    """

    kind: DrillKind
    level: Level
    questions: int
    pass_mark: int
    profiles: tuple[str, ...] = ()
    rules: tuple[TableRules, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "profiles", tuple(self.profiles))
        object.__setattr__(self, "rules", tuple(self.rules))
        self.check("section")

    def check(self, where: str) -> None:
        """Raise BlueprintError (naming ``where``) if this section is not allowed."""
        if not isinstance(self.kind, DrillKind):
            raise BlueprintError(f"{where}.kind", "unknown", f"{where}.kind is not a drill kind")
        if not isinstance(self.level, Level):
            raise BlueprintError(f"{where}.level", "unknown", f"{where}.level is not a level")
        # Retired levels are accepted: an exam stored with one still loads and is reviewed.
        if self.level is Level.WEAK or self.level not in accepted_levels(self.kind):
            raise BlueprintError(
                f"{where}.level",
                "not_allowed",
                f"{self.kind.value} sections cannot use the {self.level.value!r} level",
            )
        _require_int(self.questions, f"{where}.questions", 1, MAX_QUESTIONS)
        _require_int(self.pass_mark, f"{where}.pass_mark", 0, 100)
        self._check_profiles(f"{where}.profiles")

    def _check_profiles(self, where: str) -> None:
        if not self.profiles and not self.rules:
            return
        if not takes_table(self.kind):
            raise BlueprintError(
                where, "not_allowed", f"{self.kind.value} questions are not dealt at a table"
            )
        if len(self.profiles) > MAX_SECTION_PROFILES:
            raise BlueprintError(
                where, "out_of_range", f"a section names at most {MAX_SECTION_PROFILES} tables"
            )
        if any(not isinstance(n, str) or not n.strip() for n in self.profiles):
            raise BlueprintError(where, "malformed", f"{where} must be table profile names")
        if len(set(self.profiles)) != len(self.profiles):
            raise BlueprintError(where, "duplicate", f"{where} names a table twice")
        if self.rules and (
            any(not isinstance(r, TableRules) for r in self.rules)
            or tuple(r.name for r in self.rules) != self.profiles
        ):
            raise BlueprintError(where, "malformed", f"{where}: the rules are not of its tables")

    @property
    def needs_rules(self) -> bool:
        """Whether the section names tables whose rules are not filled in yet."""
        return bool(self.profiles) and not self.rules

    def to_dict(self) -> dict[str, Any]:
        # "profiles"/"rules" only when set: sections without keep their JSON (and seals).
        extra: dict[str, Any] = {"profiles": list(self.profiles)} if self.profiles else {}
        if self.rules:
            extra["rules"] = [r.to_dict() for r in self.rules]
        return extra | {
            "kind": self.kind.value,
            "level": self.level.value,
            "questions": self.questions,
            "pass_mark": self.pass_mark,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "section") -> SectionSpec:
        """Read a section; BlueprintError for unknown kinds or levels and missing fields."""
        # A kind or level that is no member stays as it was, and check() refuses it.
        kind = _member(DrillKind, data.get("kind"))
        level = _member(Level, data.get("level"))
        try:
            profiles, rules = data.get("profiles", []), data.get("rules", [])
            if not isinstance(profiles, list) or not isinstance(rules, list):
                raise BlueprintError("section.profiles", "malformed", "section.profiles: a list")
            try:
                tables = tuple(TableRules.from_dict(r) for r in rules)
            except (TableRulesError, TypeError, AttributeError) as e:
                raise BlueprintError("section.profiles", "malformed", str(e)) from None
            return cls(kind, level, data.get("questions"), data.get("pass_mark"),  # type: ignore[arg-type]
                       tuple(profiles), tables)
        except BlueprintError as e:  # name the field after its place in the blueprint
            raise BlueprintError(
                e.field.replace("section", where, 1), e.reason, str(e).replace("section", where, 1)
            ) from None


@dataclass(frozen=True)
class TableSectionSpec:
    """A Table section: ``coups`` whole coups (or Sam Kong rounds) dealt at a table, graded
    per step.

    Parameters
    ----------
    profile
        The table's rules, copied into the blueprint (a snapshot: editing the school's
        profile later does not change an exam, so a sitting is always rebuilt the same way):
        a baccarat table, or for a Sam Kong section one of the Sam Kong tables.
    coups
        Coups (a Sam Kong section's rounds) to deal (1 to :data:`MAX_TABLE_COUPS`); the
        section ends after the last one is settled and its due commission boxes are
        collected (or when the shoe ends).
    pass_mark
        The percentage of this section's graded steps to get right (0-100).
    pace_target
        Coups an hour to reach (1 to :data:`MAX_PACE_TARGET`), or None for no target. With
        a target, the section passes only if its pace reaches it as well.
    seats_percent, fault_percent
        How full the table is (the chance a seat is taken, 10-100 %) and how many bets are
        faulty on purpose (0-50 %).
    side_bets
        Whether simulated players bet pairs (and Lucky 6 where the table has it). Off, with
        the other baccarat-only switches, for a Sam Kong section
        (:data:`~trainer.exams.table_game.BACCARAT_ONLY`).
    cash_steps
        Whether players buy in with notes and colour up when leaving.
        Off for a blueprint stored before it existed, so its sittings deal as they did.
    shoe_life, irregularity_percent, squeeze, standing_bettors
        The shoe's life dealt by the trainee (arts. 2, 3, 8), the share of coups meeting an
        irregularity (0-50 %: arts. 3, 4, 10), the card holders' squeeze (art. 16), standing
        bettors (art. 15): as :class:`~trainer.table.TableSettings`; unset before them.
    game
        The game dealt (:data:`trainer.table.game.GAMES`); a section stored before it was
        named is baccarat's and keeps its JSON (and its seal).

    The blueprint's per-question limit does not apply to Table steps; the sitting's time
    limit does (past it the sitting ends and the section counts as not dealt to the end).
    """

    profile: SectionProfile
    coups: int
    pass_mark: int
    pace_target: int | None = None
    seats_percent: int = 70
    fault_percent: int = 10
    side_bets: bool = True
    cash_steps: bool = False
    shoe_life: bool = False
    irregularity_percent: int = 0
    squeeze: bool = False
    standing_bettors: bool = False
    game: str = DEFAULT_GAME

    def __post_init__(self) -> None:
        if self.game != DEFAULT_GAME and self.side_bets is True:
            object.__setattr__(self, "side_bets", False)  # the baccarat table's pairs
        self.check("table")

    def check(self, where: str) -> None:
        """Raise BlueprintError (naming ``where``) if this section is not allowed."""
        kind = PROFILE_TYPES.get(self.game) if isinstance(self.game, str) else None
        if kind is None:
            raise BlueprintError(f"{where}.game", "unknown", f"{where}.game is no game")
        if not isinstance(self.profile, kind):
            raise BlueprintError(
                f"{where}.profile", "unknown", f"{where}.profile is not a table profile"
            )
        _require_int(self.coups, f"{where}.coups", 1, MAX_TABLE_COUPS)
        _require_int(self.pass_mark, f"{where}.pass_mark", 0, 100)
        if self.pace_target is not None:
            _require_int(self.pace_target, f"{where}.pace_target", 1, MAX_PACE_TARGET)
        _require_int(self.seats_percent, f"{where}.seats_percent", MIN_SEATS_PERCENT, 100)
        _require_int(self.fault_percent, f"{where}.fault_percent", 0, MAX_FAULT_PERCENT)
        if not isinstance(self.side_bets, bool):
            raise BlueprintError(
                f"{where}.side_bets", "malformed", f"{where}.side_bets must be true or false"
            )
        for name in ("cash_steps", "shoe_life", "squeeze", "standing_bettors"):
            if not isinstance(getattr(self, name), bool):
                raise BlueprintError(
                    f"{where}.{name}", "malformed", f"{where}.{name} must be true or false"
                )
        _require_int(self.irregularity_percent, f"{where}.irregularity_percent", 0,
                     MAX_IRREGULARITY_PERCENT)
        for name in BACCARAT_ONLY if self.game != DEFAULT_GAME else ():
            if getattr(self, name):
                raise BlueprintError(f"{where}.{name}", "not_allowed",
                                     f"{where}.{name} is the baccarat table's")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "profile": self.profile.to_dict(),
            "coups": self.coups,
            "pass_mark": self.pass_mark,
            "pace_target": self.pace_target,
            "seats_percent": self.seats_percent,
            "fault_percent": self.fault_percent,
            "side_bets": self.side_bets,
        }
        # Written only when on: a stored blueprint reads (and seals) as it was.
        for name in ("cash_steps", "shoe_life", "squeeze", "standing_bettors"):
            if getattr(self, name):
                out[name] = True
        if self.irregularity_percent:
            out["irregularity_percent"] = self.irregularity_percent
        if self.game != DEFAULT_GAME:
            out["game"] = self.game
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "table") -> TableSectionSpec:
        """Read a Table section; BlueprintError for a bad profile and missing fields."""
        raw = data.get("profile")
        if not isinstance(raw, Mapping):
            raise BlueprintError(f"{where}.profile", "malformed", f"{where}.profile is missing")
        game = data.get("game", DEFAULT_GAME)
        if not isinstance(game, str) or game not in PROFILE_TYPES:
            raise BlueprintError(f"{where}.game", "unknown", f"{where}.game is no game")
        try:
            profile = read_profile(raw, game)
        except ValueError as e:
            raise BlueprintError(f"{where}.profile", "malformed", str(e)) from None
        try:
            return cls(
                profile,
                data.get("coups"),  # type: ignore[arg-type]  # checked in __post_init__
                data.get("pass_mark"),  # type: ignore[arg-type]
                data.get("pace_target"),
                data.get("seats_percent", 70),
                data.get("fault_percent", 10),
                data.get("side_bets", True),
                data.get("cash_steps", False),
                data.get("shoe_life", False),
                data.get("irregularity_percent", 0),
                data.get("squeeze", False), data.get("standing_bettors", False), game,
            )
        except BlueprintError as e:
            raise BlueprintError(
                e.field.replace("table", where, 1), e.reason, str(e).replace("table", where, 1)
            ) from None


@dataclass(frozen=True)
class Blueprint:
    """An exam: its sections, limits, pass marks and who may sit it.

    Parameters
    ----------
    name
        Shown to trainees and on results (1 to :data:`NAME_MAX` characters, no control
        characters; surrounding blanks are removed).
    sections
        One to :data:`MAX_SECTIONS` :class:`SectionSpec`, asked in this order; a drill kind and
        level appear at most once.
    pass_mark
        The overall percentage to reach (0-100). A sitting passes when it reaches this AND
        every section reaches its own mark.
    time_limit_s
        The whole sitting, in seconds, from the moment the proctor starts it. The deadline is
        fixed then: closing the app does not stop the clock.
    question_limit_s
        Optional limit per question; an answer given later, or none, counts wrong.
    attempts_allowed
        Sittings a trainee may start (instructors can grant retakes on top).
    show_missed
        Whether the trainee is told, at the end, which questions they got wrong.
    on_interrupt
        :class:`OnInterrupt`: resume an interrupted sitting or end it as incomplete.
    cohort_ids
        The cohorts whose trainees may sit it (sorted, no repeats).
    tables
        Up to :data:`MAX_TABLE_SECTIONS` :class:`TableSectionSpec`, dealt after the drill
        sections, in this order (section numbers go on from the drill sections'). An exam may
        be made of Table sections alone.
    counting
        :class:`~trainer.exams.counting.CountingRule`: which of a trainee's sittings is their
        result (LATEST, as before the setting, when the JSON does not name one).
    draw
        How the questions are drawn from the seed (:data:`DRAW_VERSIONS`). The exam as the
        instructor saves it leaves 1 (its JSON then has no "draw", as before); a sitting's
        snapshot carries the version it started with (:data:`DRAW_VERSION` for a new sitting),
        so resuming, closing and reviewing it draw the same questions it showed.
    """

    name: str
    sections: tuple[SectionSpec, ...]
    pass_mark: int
    time_limit_s: int
    question_limit_s: int | None = None
    attempts_allowed: int = 1
    show_missed: bool = False
    on_interrupt: OnInterrupt = OnInterrupt.RESUME
    cohort_ids: tuple[int, ...] = field(default=())
    tables: tuple[TableSectionSpec, ...] = field(default=())
    counting: CountingRule = DEFAULT_RULE
    draw: int = 1

    def __post_init__(self) -> None:
        name = self.name
        if not isinstance(name, str):
            raise BlueprintError("name", "malformed", "the exam name must be text")
        name = unicodedata.normalize("NFC", name).strip()
        if not name:
            raise BlueprintError("name", "empty", "the exam name is empty")
        if len(name) > NAME_MAX:
            raise BlueprintError(
                "name", "too_long", f"the exam name is longer than {NAME_MAX} characters"
            )
        if any(unicodedata.category(ch).startswith("C") for ch in name):
            raise BlueprintError("name", "malformed", "the exam name contains control characters")
        object.__setattr__(self, "name", name)

        sections = tuple(self.sections)
        tables = tuple(self.tables)
        if not sections and not tables:
            raise BlueprintError("sections", "empty", "an exam needs at least one section")
        if len(tables) > MAX_TABLE_SECTIONS:
            raise BlueprintError(
                "tables", "out_of_range", f"an exam has at most {MAX_TABLE_SECTIONS} Table sections"
            )
        for i, table in enumerate(tables):
            if not isinstance(table, TableSectionSpec):
                raise BlueprintError(f"tables[{i}]", "malformed", f"tables[{i}] is not a section")
        object.__setattr__(self, "tables", tables)
        if len(sections) + len(tables) > MAX_SECTIONS:
            raise BlueprintError(
                "sections", "out_of_range", f"an exam has at most {MAX_SECTIONS} sections"
            )
        seen: set[tuple[DrillKind, Level]] = set()
        for i, section in enumerate(sections):
            where = f"sections[{i}]"
            if not isinstance(section, SectionSpec):
                raise BlueprintError(where, "malformed", f"{where} is not a section")
            if (section.kind, section.level) in seen:
                raise BlueprintError(
                    where,
                    "duplicate",
                    f"{where} repeats {section.kind.value}/{section.level.value}",
                )
            seen.add((section.kind, section.level))
        object.__setattr__(self, "sections", sections)

        _require_int(self.pass_mark, "pass_mark", 0, 100)
        _require_int(self.time_limit_s, "time_limit_s", MIN_TIME_LIMIT_S, MAX_TIME_LIMIT_S)
        if self.question_limit_s is not None:
            _require_int(
                self.question_limit_s,
                "question_limit_s",
                MIN_QUESTION_LIMIT_S,
                min(MAX_QUESTION_LIMIT_S, self.time_limit_s),
            )
        _require_int(self.attempts_allowed, "attempts_allowed", 1, MAX_ATTEMPTS)
        if not isinstance(self.show_missed, bool):
            raise BlueprintError("show_missed", "malformed", "show_missed must be true or false")
        if not isinstance(self.on_interrupt, OnInterrupt):
            raise BlueprintError("on_interrupt", "unknown", "on_interrupt is resume or incomplete")
        if not isinstance(self.counting, CountingRule):
            raise BlueprintError("counting", "unknown", "counting is latest, best or first_pass")
        if isinstance(self.draw, bool) or self.draw not in DRAW_VERSIONS:
            raise BlueprintError("draw", "unknown", f"draw version {self.draw!r} is not understood")
        cohorts: set[int] = set()
        for i, cohort_id in enumerate(self.cohort_ids):
            cohorts.add(_require_int(cohort_id, f"cohort_ids[{i}]", 1, 2**63 - 1))
        object.__setattr__(self, "cohort_ids", tuple(sorted(cohorts)))

    # ---- derived --------------------------------------------------------------------------

    @property
    def total_questions(self) -> int:
        """Questions of the drill sections (Table sections are scored per step instead)."""
        return sum(s.questions for s in self.sections)

    @property
    def section_count(self) -> int:
        """Drill sections and Table sections; Table section ``t`` is number
        ``len(sections) + t``."""
        return len(self.sections) + len(self.tables)

    def missing_profiles(self, available: Collection[str]) -> tuple[tuple[int, str], ...]:
        """(section index, name) of every table profile a section names that is not in
        ``available`` (the school's profiles by name): deleted since the exam was saved."""
        return tuple(
            (i, name)
            for i, section in enumerate(self.sections)
            for name in section.profiles
            if name not in available
        )

    def check_profiles(self, available: Collection[str]) -> None:
        """Raise :class:`~trainer.errors.TableProfileMissing` for the first table profile a
        section names that is not in ``available``."""
        for index, name in self.missing_profiles(available):
            raise TableProfileMissing(index, name)

    def with_profiles(self, available: Mapping[str, TableRules]) -> Blueprint:
        """The blueprint a sitting starts under: each section's named tables with their
        rules as they are now (TableProfileMissing for one that is gone), drawn the way
        sittings draw now (:data:`DRAW_VERSION`)."""
        self.check_profiles(available)
        sections = tuple(
            replace(s, rules=tuple(available[n] for n in s.profiles)) if s.profiles else s
            for s in self.sections
        )
        return replace(self, sections=sections, draw=DRAW_VERSION)

    def with_cohorts(self, cohort_ids: tuple[int, ...] | list[int]) -> Blueprint:
        """The same blueprint assigned to ``cohort_ids`` instead."""
        return Blueprint(
            self.name,
            self.sections,
            self.pass_mark,
            self.time_limit_s,
            self.question_limit_s,
            self.attempts_allowed,
            self.show_missed,
            self.on_interrupt,
            tuple(cohort_ids),
            self.tables,
            self.counting,
            self.draw,
        )

    # ---- JSON -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        # "tables" only when there are some: blueprints without keep their JSON (and seals).
        extra: dict[str, Any] = {}
        if self.tables:
            extra["tables"] = [t.to_dict() for t in self.tables]
        # "counting" likewise only when it is not the default.
        if self.counting is not DEFAULT_RULE:
            extra["counting"] = self.counting.value
        # "draw" likewise only from version 2: a sitting stored before keeps its JSON (and seal).
        if self.draw != 1:
            extra["draw"] = self.draw
        return extra | {
            "version": BLUEPRINT_VERSION,
            "name": self.name,
            "sections": [s.to_dict() for s in self.sections],
            "pass_mark": self.pass_mark,
            "time_limit_s": self.time_limit_s,
            "question_limit_s": self.question_limit_s,
            "attempts_allowed": self.attempts_allowed,
            "show_missed": self.show_missed,
            "on_interrupt": self.on_interrupt.value,
            "cohort_ids": list(self.cohort_ids),
        }

    def to_json(self) -> str:
        """Canonical JSON (sorted keys, no blanks): equal blueprints give equal text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    @staticmethod
    def counting_of(data: Mapping[str, Any]) -> CountingRule:
        """The counting rule a stored blueprint (``to_dict`` form) names, read alone (the
        roster reads only this of a sitting's snapshot); BlueprintError when unknown."""
        try:
            return CountingRule(data.get("counting", DEFAULT_RULE.value))
        except (ValueError, TypeError):
            raise BlueprintError(
                "counting", "unknown", "counting is latest, best or first_pass"
            ) from None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Blueprint:
        """Read a blueprint written by :meth:`to_dict`; BlueprintError on anything wrong."""
        if not isinstance(data, Mapping):
            raise BlueprintError("blueprint", "malformed", "a blueprint is a JSON object")
        version = data.get("version", BLUEPRINT_VERSION)
        if version != BLUEPRINT_VERSION:
            raise BlueprintError(
                "version", "unknown", f"blueprint version {version!r} is not understood"
            )
        raw_sections = data.get("sections")
        if not isinstance(raw_sections, list):
            raise BlueprintError("sections", "malformed", "sections must be a list")
        sections = []
        for i, item in enumerate(raw_sections):
            if not isinstance(item, Mapping):
                raise BlueprintError(
                    f"sections[{i}]", "malformed", f"sections[{i}] is not an object"
                )
            sections.append(SectionSpec.from_dict(item, f"sections[{i}]"))
        try:
            on_interrupt = OnInterrupt(data.get("on_interrupt", OnInterrupt.RESUME.value))
        except ValueError:
            raise BlueprintError(
                "on_interrupt", "unknown", "on_interrupt is resume or incomplete"
            ) from None
        counting = Blueprint.counting_of(data)
        raw_tables = data.get("tables", [])
        if not isinstance(raw_tables, list):
            raise BlueprintError("tables", "malformed", "tables must be a list")
        tables = []
        for i, item in enumerate(raw_tables):
            if not isinstance(item, Mapping):
                raise BlueprintError(f"tables[{i}]", "malformed", f"tables[{i}] is not an object")
            tables.append(TableSectionSpec.from_dict(item, f"tables[{i}]"))
        cohort_ids = data.get("cohort_ids", [])
        if not isinstance(cohort_ids, list):
            raise BlueprintError("cohort_ids", "malformed", "cohort_ids must be a list")
        return cls(
            name=data.get("name"),  # type: ignore[arg-type]  # checked in __post_init__
            sections=tuple(sections),
            pass_mark=data.get("pass_mark"),  # type: ignore[arg-type]
            time_limit_s=data.get("time_limit_s"),  # type: ignore[arg-type]
            question_limit_s=data.get("question_limit_s"),
            attempts_allowed=data.get("attempts_allowed", 1),
            show_missed=data.get("show_missed", False),
            on_interrupt=on_interrupt,
            cohort_ids=tuple(cohort_ids),
            tables=tuple(tables),
            counting=counting,
            draw=data.get("draw", 1),
        )

    @classmethod
    def from_json(cls, text: str) -> Blueprint:
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as e:
            raise BlueprintError("blueprint", "malformed", f"not JSON: {e}") from e
        return cls.from_dict(data)
