"""A monotonic clock that can be paused: a practice session stops its time while the
database cannot save an answer, so the wait is not counted."""

from __future__ import annotations

import time
from collections.abc import Callable


class PausableClock:
    """Monotonic seconds from ``base`` minus every paused stretch.

    Call it like ``time.monotonic``; :meth:`pause` freezes the value it returns until
    :meth:`resume`. Tests inject ``base``.
    """

    def __init__(self, base: Callable[[], float] = time.monotonic) -> None:
        self._base = base
        self._paused_total = 0.0
        self._paused_at: float | None = None

    def __call__(self) -> float:
        now = self._base() if self._paused_at is None else self._paused_at
        return now - self._paused_total

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def pause(self) -> None:
        """Stop the clock (a no-op if it is stopped)."""
        if self._paused_at is None:
            self._paused_at = self._base()

    def resume(self) -> None:
        """Let the clock run again from where it stopped (a no-op if it runs)."""
        if self._paused_at is not None:
            self._paused_total += self._base() - self._paused_at
            self._paused_at = None
