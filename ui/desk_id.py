"""This desk's own id: made at the first start and kept in the desk's own
settings, or set with ``--desk NAME``.

The id is kept in the user's settings on this computer (``QSettings`` in the user scope,
``desk.ini``), never in the data folder: desks that share a data folder (one SQLite file on a
share) would otherwise share one id. It is made again when the computer's name changes (a
copied profile on a renamed PC). Cloned lab PCs that keep one computer name *and* one copied
profile still share it: give each its own ``--desk NAME`` (once; it is kept).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from trainer.store.audit import default_desk, desk_name, new_desk_id

ORG_NAME = "dealer-trainer"
"""The app's organisation name: the folder of its per-user settings (ui.app sets it)."""
DESK_SETTINGS = "desk"
"""The settings file's name (``desk.ini`` in the user's settings folder)."""


def desk_settings(organization: str) -> QSettings:
    """The desk's own settings: per user and computer, not per data folder."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, organization,
                     DESK_SETTINGS)


def this_desk(settings: QSettings, wanted: str | None = None, host: str | None = None) -> str:
    """This desk's id: ``wanted`` (``--desk``, already checked with :func:`desk_name`) is kept
    and used; otherwise the kept id, or a new one (:func:`new_desk_id`) when none is kept or
    it was made on a computer of another name."""
    host = default_desk() if host is None else host
    kept = settings.value("desk/id", "")
    kept_host = settings.value("desk/host", "")
    if wanted is not None:
        desk = wanted
    elif isinstance(kept, str) and desk_name(kept) == kept and kept_host == host:
        return kept
    else:
        desk = new_desk_id(host)
    settings.setValue("desk/id", desk)
    settings.setValue("desk/host", host)
    settings.sync()
    return desk
