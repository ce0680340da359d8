"""Sign-in and first start: the calls to the core, and what came of them, as signals.

The pages only collect text and show the outcome; the core decides who may sign in
(:meth:`Store.authenticate`) and creates the first instructor. A refusal is a
:class:`SignInRefused` (a code and its parameters), worded by :mod:`ui.signin.words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Signal

from trainer.auth import Actor
from trainer.errors import (
    AccountDeactivated,
    AccountUnverified,
    AuthenticationFailed,
    DeskRefused,
    SignInThrottled,
    StoreError,
    TrainerError,
)
from trainer.store import DeskStore

MIN_INSTRUCTOR_PASSWORD = 8
"""The first instructor's password is at least this long (checked before the core is asked)."""


class Refusal(Enum):
    """Why a sign-in or the first instructor account did not happen."""

    EMPTY = "empty"
    """Sign-in without a name or without a PIN/password."""
    THROTTLED = "throttled"
    """Too many wrong tries for this name: wait (:attr:`SignInRefused.wait_s`)."""
    MISMATCH = "mismatch"
    """The name and the PIN or password do not match."""
    DEACTIVATED = "deactivated"
    """The name and secret matched a deactivated account (said only after they matched)."""
    UNVERIFIED = "unverified"
    """The name and secret matched, but the account's staff role failed its seal check."""
    BAD_CHARACTER = "bad_character"
    """The name holds a character that cannot be stored (a NUL, a lone surrogate)."""
    DATABASE = "database"
    """The database could not be used (:attr:`SignInRefused.error`)."""
    NO_NAME = "no_name"
    """First start without a sign-in name."""
    SHORT_PASSWORD = "short_password"
    """First start with a password shorter than :data:`MIN_INSTRUCTOR_PASSWORD`."""
    PASSWORDS_DIFFER = "passwords_differ"
    """First start with a confirmation that is not the password."""
    REFUSED = "refused"
    """The core refused the first instructor account (:attr:`SignInRefused.error`)."""
    DESK = "desk"
    """The school server does not take this desk (not enrolled, or revoked since)."""


@dataclass(frozen=True)
class SignInRefused:
    """A refusal and what its words need."""

    refusal: Refusal
    wait_s: int = 0
    error: TrainerError | None = None


class SignInPresenter(QObject):
    """Signs a user in with a name and a PIN or password."""

    sig_signed_in = Signal(object)
    """A user signed in; the argument is the :class:`Actor`."""
    sig_refused = Signal(object)
    """The sign-in was refused; the argument is a :class:`SignInRefused`."""

    def __init__(self, store: DeskStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store

    def sign_in(self, name: str, secret: str) -> None:
        name = name.strip()
        if not name or not secret:
            self.sig_refused.emit(SignInRefused(Refusal.EMPTY))
            return
        try:
            actor = self.store.authenticate(name, secret)
        except SignInThrottled as error:
            self.sig_refused.emit(SignInRefused(Refusal.THROTTLED, wait_s=error.wait_s))
            return
        except AccountDeactivated:
            self.sig_refused.emit(SignInRefused(Refusal.DEACTIVATED))
            return
        except AccountUnverified:
            self.sig_refused.emit(SignInRefused(Refusal.UNVERIFIED))
            return
        except AuthenticationFailed:
            self.sig_refused.emit(SignInRefused(Refusal.MISMATCH))
            return
        except DeskRefused:
            self.sig_refused.emit(SignInRefused(Refusal.DESK))
            return
        except StoreError as error:
            invalid = error.kind == "invalid"  # a NUL or a lone surrogate typed in the name
            self.sig_refused.emit(SignInRefused(
                Refusal.BAD_CHARACTER if invalid else Refusal.DATABASE, error=error))
            return
        self.sig_signed_in.emit(actor)


class FirstRunPresenter(QObject):
    """Creates the first instructor account, which manages everybody else."""

    sig_instructor_created = Signal(object)
    """The first instructor account exists and is signed in (argument: :class:`Actor`)."""
    sig_refused = Signal(object)
    """The account was not created; the argument is a :class:`SignInRefused`."""

    def __init__(self, store: DeskStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store

    def create(self, name: str, display: str, password: str, confirm: str) -> None:
        name = name.strip()
        display = display.strip() or name
        if not name:
            self.sig_refused.emit(SignInRefused(Refusal.NO_NAME))
            return
        if len(password) < MIN_INSTRUCTOR_PASSWORD:
            self.sig_refused.emit(SignInRefused(Refusal.SHORT_PASSWORD))
            return
        if password != confirm:
            self.sig_refused.emit(SignInRefused(Refusal.PASSWORDS_DIFFER))
            return
        try:
            actor: Actor = self.store.create_first_instructor(name, display, password)
        except TrainerError as error:
            self.sig_refused.emit(SignInRefused(Refusal.REFUSED, error=error))
            return
        self.sig_instructor_created.emit(actor)
