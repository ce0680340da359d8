"""The Lessons presenter: the lessons in the user's language, the trainee's progress, the check.

Core -> view by signals, view -> core by method calls (STYLE.md habit 2). The presenter loads
the catalogue (:func:`trainer.curriculum.catalogue.load_catalogue`), records openings and
passes in ``store.lesson_progress`` and has the check graded by
:func:`trainer.curriculum.progress.grade_check`; the view decides nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, QTimer, Signal

from trainer.auth import Actor
from trainer.curriculum.answered import AnsweredCheck
from trainer.curriculum.catalogue import Catalogue, CatalogueEntry, load_catalogue
from trainer.curriculum.deal import deal_check
from trainer.curriculum.model import Check
from trainer.curriculum.progress import (
    CheckResult,
    LessonState,
    drill_link,
    grade_check,
    lesson_states,
)
from trainer.datafiles import lessons_dir
from trainer.errors import TrainerError
from trainer.store import DeskStore
from ui.i18n import DEFAULT_LANGUAGE, normalize_language
from ui.store_words import error_text
from ui.worded import Worded

DEFAULT_LESSONS_ROOT = lessons_dir()
"""The shipped ``lessons/`` folder (``examples.txt`` and one folder per language): the
repository's in a checkout, the installed package's in a wheel (:mod:`trainer.datafiles`)."""


def current_language() -> str:
    """The language the app speaks now: :class:`ui.i18n.Translations` sets Qt's default locale."""
    return normalize_language(QLocale().bcp47Name()) or DEFAULT_LANGUAGE


class LessonsPresenter(QObject):
    """The lessons of one language for one signed-in user, and that user's progress."""

    sig_catalogue_loaded = Signal(object)
    """The lessons were (re)loaded: the :class:`Catalogue`."""
    sig_lesson_shown = Signal(object)
    """A lesson is to be shown (:class:`CatalogueEntry`); it counts as opened once it has been
    read for :attr:`OPENED_AFTER_MS` or its check is answered."""
    sig_states_changed = Signal(object)
    """The user's lesson states changed: ``dict[lesson id, LessonState]``."""
    sig_check_graded = Signal(object)
    """The check was graded (:class:`CheckResult`); a pass is already stored."""
    sig_check_incomplete = Signal(object)
    """Enter on a check with questions left: nothing graded; their 0-based numbers
    (``tuple[int, ...]``)."""
    sig_check_dealt = Signal(object)
    """A fresh check was dealt for the lesson shown (``tuple[Check, ...]``): a retry."""
    sig_practice_requested = Signal(str, str)
    """Open the Practice screen on this drill kind and level (their ``.value``)."""
    sig_store_failed = Signal(object)
    """Progress could not be read or saved; the store's message (the view words it), a
    :class:`Worded` ``str`` that says itself again in a newly picked language."""

    OPENED_AFTER_MS = 1500
    """How long a lesson must stay on screen to count as opened: moving through the list with
    the arrow keys does not open every lesson passed over (instructors read these states)."""

    def __init__(
        self, store: DeskStore, actor: Actor, root: Path | None = None,
        parent: QObject | None = None,
        *, rng: random.Random | None = None, opened_timer: QTimer | None = None,
    ) -> None:
        """``rng`` picks the seed of each fresh check (inject one for reproducible tests);
        ``opened_timer`` times :attr:`OPENED_AFTER_MS` (inject one to fire it in a test)."""
        super().__init__(parent)
        self._opened_timer = opened_timer if opened_timer is not None else QTimer(self)
        self._opened_timer.setSingleShot(True)
        self._opened_timer.timeout.connect(self.record_opened)
        self.store = store
        self.actor = actor
        self.root = root if root is not None else DEFAULT_LESSONS_ROOT
        self.catalogue: Catalogue | None = None
        self.current: CatalogueEntry | None = None
        self.states: dict[str, LessonState] = {}
        self.last_result: CheckResult | None = None
        self.checks: tuple[Check, ...] = ()
        """The check shown for the current lesson: its written questions, or a fresh deal."""
        self.check_seed: int | None = None
        """The seed of the fresh check shown; ``None``: the lesson's written questions."""
        self.check_seeds: tuple[int, ...] = ()
        """The seeds of every fresh check dealt since the lesson was opened, in order: with
        the answers, what a school server deals and grades again
        (:class:`~trainer.curriculum.answered.AnsweredCheck`)."""
        self._dealt_after: tuple[Check, ...] = ()
        self._rng = rng if rng is not None else random.Random()

    @property
    def language(self) -> str | None:
        """The language of the loaded catalogue (None before the first load)."""
        return self.catalogue.lang if self.catalogue is not None else None

    # ---- view -> core -------------------------------------------------------------------

    def load(self, lang: str) -> None:
        """Load the lessons of ``lang`` (English standing in for missing ones) and the states."""
        self.catalogue = load_catalogue(self.root, lang)
        if self.current is not None:
            self.current = self.catalogue.entry(self.current.id)
            if self.current is not None:  # the same deal, worded in the new language
                self.checks = deal_check(self.current.lesson, self.check_seed,
                                         self._dealt_after)
        self._read_states()
        self.sig_catalogue_loaded.emit(self.catalogue)

    def refresh_states(self) -> None:
        """Read the user's lesson states from the store again."""
        if self._read_states():
            self.sig_states_changed.emit(dict(self.states))

    def _read_states(self) -> bool:
        try:
            rows = self.store.lesson_progress.progress(self.actor, self.actor.user_id)
        except TrainerError as error:
            self.sig_store_failed.emit(Worded(error_text, error))
            return False
        self.states = lesson_states(rows)
        return True

    def state(self, lesson_id: str) -> LessonState:
        return self.states.get(lesson_id, LessonState.NOT_OPENED)

    def open(self, lesson_id: str) -> None:
        """Show a lesson; it is recorded as opened once it has stayed on screen a moment."""
        if self.catalogue is None:
            return
        entry = self.catalogue.entry(lesson_id)
        if entry is None:
            return
        if self.current is None or self.current.id != lesson_id:
            self.last_result = None
            self.check_seed, self._dealt_after, self.check_seeds = None, (), ()
            self.checks = entry.lesson.checks
        self.current = entry
        self._opened_timer.stop()
        if self.state(lesson_id) is LessonState.NOT_OPENED:
            self._opened_timer.start(self.OPENED_AFTER_MS)
        self.sig_lesson_shown.emit(entry)

    def record_opened(self) -> None:
        """Record that the lesson on screen was opened (at once, when the user acts on it)."""
        self._opened_timer.stop()
        entry = self.current
        if entry is None or self.state(entry.id) is not LessonState.NOT_OPENED:
            return
        try:
            self.store.lesson_progress.mark_opened(self.actor, entry.id)
        except TrainerError as error:
            self.sig_store_failed.emit(Worded(error_text, error))
        else:
            self.states[entry.id] = LessonState.OPENED
            self.sig_states_changed.emit(dict(self.states))

    def submit_check(self, answers: Sequence[str | None]) -> None:
        """Grade the shown lesson's check; a pass is stored before the result is shown.

        A check with questions unanswered is not graded (:attr:`sig_check_incomplete`).
        A failed check is not graded again: the marks said which answers were wrong, so
        flipping them would pass without knowing the rule. The trainee asks for a
        fresh check instead (:meth:`new_check`).
        """
        if self.current is None or self.failed:
            return
        # A check is graded whole: Enter pressed too soon (twice from the lesson list, say)
        # must not fail it with every question "Not answered".
        unanswered = tuple(i for i, a in enumerate(answers) if a is None)
        if unanswered or len(answers) < len(self.checks):
            self.sig_check_incomplete.emit(
                unanswered or tuple(range(len(answers), len(self.checks))))
            return
        self.record_opened()
        result = grade_check(self.current.lesson, answers, self.checks)
        if result.passed:
            try:
                self.store.lesson_progress.mark_passed(
                    self.actor, result.lesson_id, check=AnsweredCheck(
                        result.lesson_id, self.language or DEFAULT_LANGUAGE, self.check_seeds,
                        tuple(answers)))
            except TrainerError as error:
                self.sig_store_failed.emit(Worded(error_text, error))
            else:
                if self.state(result.lesson_id) is not LessonState.PASSED:
                    self.states[result.lesson_id] = LessonState.PASSED
                    self.sig_states_changed.emit(dict(self.states))
        self.last_result = result
        self.sig_check_graded.emit(result)

    @property
    def failed(self) -> bool:
        """The check shown was graded and not passed: only a fresh check can follow."""
        return self.last_result is not None and not self.last_result.passed

    def new_check(self) -> None:
        """Deal a fresh check for the lesson shown: new questions from a new seed, none the
        same as the one just answered at its place."""
        if self.current is None:
            return
        self._dealt_after = self.checks
        self.check_seed = self._rng.randrange(1, 2**31)
        self.check_seeds = (*self.check_seeds, self.check_seed)
        self.checks = deal_check(self.current.lesson, self.check_seed, self._dealt_after)
        self.last_result = None
        self.sig_check_dealt.emit(self.checks)

    def request_practice(self) -> None:
        """Ask for the Practice screen on the shown lesson's drill (its ``drill:`` line)."""
        if self.current is None:
            return
        try:
            link = drill_link(self.current.lesson)
        except ValueError:
            return  # no drill of the Practice screen matches (the content test prevents it)
        self.sig_practice_requested.emit(link.kind.value, link.level.value)
