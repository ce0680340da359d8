"""The store: the only place with SQL (SQLAlchemy Core), on SQLite or PostgreSQL.

Open it with :func:`open_store`; its repositories (``roster``, ``practice``, ``settings``,
``table_profiles``, ``lesson_progress``) take the acting user first and enforce roles
themselves. Failures arrive as :class:`trainer.errors.StoreError` with a ``kind``.
"""

from __future__ import annotations

from trainer.store.desk_store import DeskStore
from trainer.store.engine import DB_FILENAME
from trainer.store.files import default_data_dir, set_aside_corrupt
from trainer.store.models import (
    AttemptRow,
    CellStat,
    Cohort,
    ImportLineError,
    ImportReport,
    KeptShoe,
    LessonProgress,
    NewAttempt,
    NewShoe,
    ProfileUse,
    ShoeAction,
    TableProfile,
    User,
)
from trainer.store.schema import SCHEMA_VERSION
from trainer.store.store import Store, open_store

__all__ = [
    "DB_FILENAME",
    "SCHEMA_VERSION",
    "AttemptRow",
    "CellStat",
    "Cohort",
    "DeskStore",
    "ImportLineError",
    "ImportReport",
    "KeptShoe",
    "LessonProgress",
    "NewAttempt",
    "NewShoe",
    "ProfileUse",
    "ShoeAction",
    "Store",
    "TableProfile",
    "User",
    "default_data_dir",
    "open_store",
    "set_aside_corrupt",
]
