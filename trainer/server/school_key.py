"""The school key the server holds from start-up, so that a restart signs no trainee out.

A sealed trainee's practice key is ``HMAC(school key, user id)``, wrapped with their PIN: a
server that held it only from their sign-in lost it at every restart, and each trainee had
to sign in again. ``dealer-trainer-server init`` (:func:`initialise`) asks an instructor for
their name and password on the terminal, unwraps their copy of the school key once, and
writes it to ``school-key`` in the server's data folder, readable by its owner only (as the
TLS key beside it is). Each start reads it back (:func:`read`) and the store serves it
(:meth:`trainer.store.seal.SealVault.serve`): a token issued before a restart goes on
working and the trainee's next answer is sealed as before.

The file protects as much as the server's account does: whoever can read it can seal
(and so forge) results, exactly as whoever holds the database credentials beside it can
rewrite them. A file any other account can read, or write, is refused at start.
"""

from __future__ import annotations

import base64
import json
import os
import stat
from pathlib import Path

from trainer.auth import Role
from trainer.errors import TrainerError
from trainer.exams.seal import SEAL_KEY_BYTES, SealKey
from trainer.store import Store

KEY_FILE = "school-key"
_FORMAT = "dealer-trainer school key 1"


class SchoolKeyError(TrainerError):
    """The key file cannot be made or used; ``code`` says why (worded by the command)."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)


def key_path(folder: Path) -> Path:
    return folder / KEY_FILE


def write(folder: Path, key: SealKey) -> Path:
    """Write ``key`` to ``folder``'s key file, mode 0600, replacing any (atomically: a
    server started meanwhile reads the old file or the new one, never half of one)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = key_path(folder)
    temp = folder / f".{KEY_FILE}.{os.getpid()}.tmp"
    body = json.dumps({"format": _FORMAT, "tag": key.tag,
                       "key": base64.b64encode(key.key_bytes()).decode("ascii")})
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(body + "\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return target


def read(folder: Path) -> SealKey | None:
    """The key in ``folder``'s key file; None when there is none (``init`` not run).

    SchoolKeyError ``loose`` when another account may read or write the file, ``damaged``
    when it does not hold a key whose check tag matches it.
    """
    path = key_path(folder)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        return None
    if mode & 0o077:
        raise SchoolKeyError("loose", f"{path} is readable or writable by others "
                                      f"(mode {mode:04o}): chmod 600 it")
    try:
        data = json.loads(path.read_text(encoding="ascii"))
        raw = base64.b64decode(data["key"], validate=True)
        key = SealKey(raw) if len(raw) == SEAL_KEY_BYTES else None
        ok = data["format"] == _FORMAT and key is not None and key.tag == data["tag"]
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        ok, key = False, None
    if not ok or key is None:
        raise SchoolKeyError("damaged", f"{path} does not hold a school key")
    return key


def initialise(store: Store, name: str, password: str, folder: Path) -> Path:
    """An instructor's name and password unwrap their copy of the school key, written to
    ``folder``'s key file. AuthenticationFailed for a wrong name or password (counted by the
    sign-in throttle like any other try); SchoolKeyError ``not_instructor`` for another role,
    ``no_key`` when their copy does not open the school's key (not enrolled yet)."""
    actor = store.roster.authenticate(name, password, shared=True)
    try:
        if actor.role is not Role.INSTRUCTOR:
            raise SchoolKeyError("not_instructor", f"{name} is not an instructor")
        key = store.seal.held(actor.user_id)
        if key is None or not store.seal.serve(key):
            raise SchoolKeyError("no_key", f"{name} holds no copy of the school's key: "
                                           "an instructor who does must enrol them first")
        return write(folder, key)
    finally:
        store.sign_out(actor)
