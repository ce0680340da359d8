"""The sitting a school server runs in its memory, for a test's oracle (the next right
action at its table): the desk never sees it."""

from __future__ import annotations

from fastapi import FastAPI

from trainer.exams.session import ExamSession


def live_sitting(app: FastAPI) -> ExamSession:
    """The one sitting running on ``app``'s server."""
    route = next(r for r in app.routes if getattr(r, "path", "") == "/v1/exam/sitting/next")
    desk = route.endpoint.__self__.desk  # type: ignore[attr-defined]
    [live] = desk._live.values()
    session: ExamSession = live.session
    return session
