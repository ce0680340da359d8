"""The stored kind of the Table's steps, in a module that imports nothing.

:data:`TABLE_KIND` is the ``drill_kind`` of every graded Table step (practice attempts,
homework subjects, exam Table rows, Today's counts). The store and the start-up read it, and
they must not import the drills (about 130 ms, ``tests/unit/test_startup_imports.py``), so it
lives here; :data:`trainer.drills.registry.TABLE_SPEC` lists, names and times it among the
drill kinds.
"""

from __future__ import annotations

from typing import Final

TABLE_KIND: Final = "table"
"""The Table's kind: not a :class:`~trainer.drills.model.DrillKind` (no generator deals it;
the Table's session does), so the loops over the drills never meet it."""
