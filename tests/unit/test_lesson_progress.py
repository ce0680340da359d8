"""Lesson progress: who may read and write it (both backends), states, grading, drill links.

The store enforces that a trainee reads and writes only their own lesson progress; an
instructor reads anyone's. The check of a lesson is graded by the core
(:func:`trainer.curriculum.progress.grade_check`), not by the Lessons screen.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainer.auth import Actor, Role
from trainer.curriculum import LANGUAGES, load_lessons
from trainer.curriculum.progress import (
    LessonState,
    drill_link,
    grade_check,
    lesson_states,
)
from trainer.drills import DrillKind, Level, levels_for
from trainer.errors import PermissionDenied, StoreError
from trainer.store import Store
from trainer.store.models import LessonProgress

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


def add_trainee(store: Store, instructor: Actor, name: str, pin: str) -> Actor:
    cohort = next((c for c in store.roster.cohorts(instructor) if c.name == "2026-A"), None)
    if cohort is None:
        cohort = store.roster.create_cohort(instructor, "2026-A")
    store.roster.create_trainee(instructor, name, name.title(), cohort.id, pin)
    return store.authenticate(name, pin)


@pytest.fixture(scope="module")
def english():
    return load_lessons(LESSONS, "en")


# ---- the store: who reads and writes whose progress --------------------------------------


def test_a_trainee_cannot_read_another_trainees_lesson_progress(
    store: Store, instructor: Actor
) -> None:
    amy = add_trainee(store, instructor, "amy", "1111")
    ben = add_trainee(store, instructor, "ben", "2222")
    store.lesson_progress.mark_opened(ben, "banker-tableau")
    store.lesson_progress.mark_passed(ben, "player-rule")

    with pytest.raises(PermissionDenied):
        store.lesson_progress.progress(amy, ben.user_id)
    with pytest.raises(PermissionDenied):
        store.lesson_progress.progress(amy, instructor.user_id)
    # A forged actor claiming to be an instructor is refused: the store re-reads the role.
    forged = Actor(amy.user_id, amy.name, amy.display_name, Role.INSTRUCTOR)
    with pytest.raises(PermissionDenied):
        store.lesson_progress.progress(forged, ben.user_id)

    # Ben reads his own, the instructor reads Ben's; Amy's own is still empty.
    own = store.lesson_progress.progress(ben, ben.user_id)
    assert [(p.lesson_id, p.check_passed_at is not None) for p in own] == [
        ("banker-tableau", False),
        ("player-rule", True),
    ]
    assert store.lesson_progress.progress(instructor, ben.user_id) == own
    assert store.lesson_progress.progress(amy, amy.user_id) == []


def test_progress_is_written_for_the_actor_only(store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy", "1111")
    ben = add_trainee(store, instructor, "ben", "2222")
    store.lesson_progress.mark_passed(amy, "pairs")
    assert store.lesson_progress.progress(instructor, ben.user_id) == []
    # Passing again keeps the first pass; opening again keeps the first opening.
    first = store.lesson_progress.progress(amy, amy.user_id)
    store.lesson_progress.mark_opened(amy, "pairs")
    store.lesson_progress.mark_passed(amy, "pairs")
    assert store.lesson_progress.progress(amy, amy.user_id) == first


def test_a_deactivated_trainee_can_neither_read_nor_write(store: Store, instructor: Actor) -> None:
    amy = add_trainee(store, instructor, "amy", "1111")
    store.lesson_progress.mark_opened(amy, "pairs")
    store.roster.deactivate(instructor, amy.user_id)
    with pytest.raises(PermissionDenied):
        store.lesson_progress.progress(amy, amy.user_id)
    with pytest.raises(PermissionDenied):
        store.lesson_progress.mark_passed(amy, "pairs")
    assert len(store.lesson_progress.progress(instructor, amy.user_id)) == 1


@pytest.mark.parametrize("bad", ["", " pairs", "x" * 101])
def test_lesson_ids_are_checked(store: Store, instructor: Actor, bad: str) -> None:
    amy = add_trainee(store, instructor, "amy", "1111")
    with pytest.raises(StoreError):
        store.lesson_progress.mark_opened(amy, bad)
    with pytest.raises(StoreError):
        store.lesson_progress.mark_passed(amy, bad)
    assert store.lesson_progress.progress(amy, amy.user_id) == []


# ---- states, grading, drill links ---------------------------------------------------------


def test_lesson_states_from_progress_rows() -> None:
    at = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)
    rows = [LessonProgress("pairs", at, None), LessonProgress("player-rule", at, at)]
    states = lesson_states(rows)
    assert states == {"pairs": LessonState.OPENED, "player-rule": LessonState.PASSED}
    assert states.get("banker-tableau", LessonState.NOT_OPENED) is LessonState.NOT_OPENED


def test_grade_check_right_wrong_and_unanswered(english) -> None:
    lesson = english.by_id("banker-tableau")
    # Art. 9 (3)(5): 6 draws on 7; (4)(2): 4 stands on A; (4)(1): 3 stands on 8;
    # (3)(6): 5 draws when the Player stood.
    right = ["draw", "stand", "stand", "draw"]
    result = grade_check(lesson, right)
    assert result.passed and result.score == 4 and result.unanswered == ()
    wrong = grade_check(lesson, ["draw", "draw", "stand", None])
    assert not wrong.passed
    assert wrong.right == (True, False, True, False)
    assert wrong.unanswered == (3,)
    assert [str(a) for a in wrong.articles] == [
        "Baccarat art. 9 (3)(5)", "Baccarat art. 9 (4)(2)", "Baccarat art. 9 (4)(1)",
        "Baccarat art. 9 (3)(6)",
    ]
    with pytest.raises(ValueError, match="4 questions"):
        grade_check(lesson, right[:3])
    with pytest.raises(ValueError, match="no choice"):
        grade_check(lesson, ["draw", "stand", "stand", "maybe"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_check_passes_with_its_answers_only(lang: str) -> None:
    lessons = load_lessons(LESSONS, lang)
    assert lessons.errors == ()
    for lesson in lessons.lessons:
        answers = [check.answer for check in lesson.checks]
        assert grade_check(lesson, answers).passed, lesson.id
        for index, check in enumerate(lesson.checks):
            other = next(c.code for c in check.choices if c.code != check.answer)
            changed = [*answers[:index], other, *answers[index + 1:]]
            assert not grade_check(lesson, changed).passed, (lesson.id, index)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_drill_link_is_a_drill_and_level_of_the_practice_screen(lang: str) -> None:
    for lesson in load_lessons(LESSONS, lang).lessons:
        link = drill_link(lesson)
        assert link.kind.value == lesson.drill
        assert link.level in levels_for(link.kind)
        assert link.level.value == (lesson.level or "all")


def test_drill_link_examples(english) -> None:
    link = drill_link(english.by_id("banker-tableau"))
    assert (link.kind, link.level) == (DrillKind.DRAW, Level.HARD)
    link = drill_link(english.by_id("samkong-levels"))
    assert (link.kind, link.level) == (DrillKind.SAMKONG_LEVEL, Level.ALL)


REMOTE_VARIANT = True
