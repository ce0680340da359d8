"""Exams: blueprints, proctored sittings, sealed answers and results, retakes and review.

Every method takes the acting user first and enforces roles here, in the core:

* instructors create, edit, assign and deactivate blueprints, grant retakes, read everyone's
  results and review sittings;
* a sitting is started (and resumed) for the signed-in trainee only with an instructor's
  name and password, checked here: :meth:`Exams.start_sitting` never trusts an instructor
  :class:`~trainer.auth.Actor` handed in by the UI;
* a trainee reads only their own results.

A sitting's state lives in the database: its seed, blueprint snapshot and deadline when it
starts, a progress marker when each question goes on screen, each answer as it is given
(committed before the session returns to the view), the results when it ends. Each record is
sealed with a MAC (see :mod:`trainer.exams.seal`, which also states the threat model).
"""

from __future__ import annotations

from trainer.store.exam_desk import ExamDesk


class Exams(ExamDesk):
    """Exam blueprints, sittings, results and retakes (see the module docstring)."""
