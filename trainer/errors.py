"""Domain errors. Each says what was wrong in words a caller can show (the UI translates)."""

from __future__ import annotations

from datetime import datetime


class TrainerError(Exception):
    """Base class of every error the core raises on purpose."""


class CardParseError(TrainerError, ValueError):
    """A card token could not be read; ``token`` is the offending text."""

    def __init__(self, token: str, message: str | None = None) -> None:
        self.token = token
        super().__init__(message or f"not a card: {token!r}")


class ShoeError(TrainerError, ValueError):
    """A shoe was asked for something the procedure does not allow."""


class DealError(TrainerError, ValueError):
    """Cards given for a coup are too few or otherwise cannot make a coup."""


class OddsNotExact(TrainerError, ValueError):
    """A bet's rule reads more of a coup than the exact odds enumerate (a suit, which of the
    ten-valued ranks): its figures would be wrong, so none are given. ``code`` is the bet."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)


class BetRefused(TrainerError, ValueError):
    """A bet breaks the table's rules; ``reason`` is a stable code, ``article`` its rule."""

    def __init__(self, reason: str, message: str, article: str | None = None) -> None:
        self.reason = reason
        self.article = article
        super().__init__(message)


class TableActionRefused(TrainerError, ValueError):
    """A dealer's action at the Table was not taken: out of turn, on an empty seat or a bet
    not on the layout, or with junk amounts or chips. ``code`` is a stable code the UI words;
    nothing is graded or recorded (bad input is never graded)."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)


class MoneyParseError(TrainerError, ValueError):
    """Typed money could not be read; ``reason`` is a stable code for the UI."""

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)


class TableRulesError(TrainerError, ValueError):
    """A table profile's settings do not fit together; ``code`` and ``params`` let the UI
    word it (e.g. ``"limit_order"`` with ``{"limit": "tie", "minimum": "HK$500", ...}``)."""

    def __init__(self, code: str, message: str, **params: str) -> None:
        self.code = code
        self.params = params
        super().__init__(message)


class PermissionDenied(TrainerError, PermissionError):
    """The signed-in user's role does not allow this operation.

    ``code`` says which rule refused it, for the UI to word: ``inactive`` (the account is
    no longer active), ``role_changed`` (the account's role is not the one signed in),
    ``instructor_only``, ``own_records_only``; ``denied`` for any other refusal.
    """

    def __init__(self, message: str, code: str = "denied") -> None:
        self.code = code
        super().__init__(message)


class AuthenticationFailed(TrainerError):
    """Name, PIN or password did not match."""


class AccountDeactivated(AuthenticationFailed):
    """The name and secret were right but the account is deactivated (said only once the
    secret has matched, so it tells nothing to someone guessing)."""


class AccountUnverified(AuthenticationFailed):
    """The name and secret were right but the account's staff role could not be verified
    with the school's seal (its role or state was changed outside the app, or it was never
    enrolled): it is refused, and audited, rather than given an instructor's powers."""


class SignInThrottled(AuthenticationFailed):
    """Too many wrong PINs or passwords were typed for this name: no try is checked until
    ``wait_s`` more seconds have passed on the store's clock (or an instructor unlocks it).

    Raised alike for names that exist and names that do not (see
    :mod:`trainer.store.roster`); the UI words it with the time left.
    """

    def __init__(self, wait_s: int, message: str | None = None) -> None:
        self.wait_s = wait_s
        super().__init__(message or f"too many wrong tries: wait {wait_s} s")


class TokenRefused(PermissionDenied):
    """A school server's sign-in token was not accepted: ``code`` is ``unknown`` (never issued,
    forged, or ended by signing out or deactivating the account), ``expired``, ``other_desk``
    (issued to another desk) or ``inactive`` (the account was deactivated since). A kind of
    :class:`PermissionDenied`: a desk over the server is refused what a local store refuses
    an account that was deactivated or whose secret was reset."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message, code)


class DeskRefused(PermissionDenied):
    """The school server refused a desk (:mod:`trainer.store.desks`): ``code`` is
    ``code_unknown``, ``code_used`` or ``code_expired`` (an enrolment code), ``no_desk`` (a
    call without a desk credential), ``desk_unknown`` (a credential the server never issued)
    or ``desk_revoked`` (an instructor revoked the desk)."""

    def __init__(self, code: str, message: str | None = None) -> None:
        super().__init__(message or f"the school server refused this desk ({code})", code)


class StoreError(TrainerError):
    """The database could not be opened, read or written; ``kind`` says why.

    A refused value also carries ``code``, a stable code the UI words in every language, and
    ``params``, the values that wording needs (``code`` is ``kind`` when not given). Codes:
    ``name_empty``, ``name_too_long`` (``limit``), ``name_control`` (each with ``what``: ``name``,
    ``display name`` or ``cohort name``), ``pin_rule`` (``min``, ``max``), ``password_rule``
    (``min``), ``name_unstorable`` (``what``: a NUL or a lone surrogate, which no database
    keeps), ``name_taken`` (``name``), ``cohort_taken`` (``name``), ``cohort_unknown``
    (``cohort``). A PostgreSQL server that cannot be used (see :mod:`trainer.store.engine`):
    ``unreachable`` (kind ``unreachable``), ``sign_in_refused``, ``no_database``,
    ``no_permission`` (kind ``refused``), each with ``server``, ``database`` and ``user``.
    A PostgreSQL address without the driver installed (the ``postgresql`` extra):
    ``postgresql_missing`` (kind ``not_installed``).
    A file the user chose that cannot be written: ``file_unwritable`` (``path``).
    """

    def __init__(
        self,
        kind: str,
        message: str,
        *,
        code: str | None = None,
        params: dict[str, str | int] | None = None,
    ) -> None:
        self.kind = kind
        self.code = code or kind
        self.params: dict[str, str | int] = dict(params or {})
        super().__init__(message)


class NotOnServer(StoreError, AttributeError):
    """What a desk cannot use over the school server: a store attribute or method the server
    does not serve. ``params["what"]`` names it (``exams.start_sitting``,
    ``open_change_feed``) for the UI to word; an AttributeError too, so ``hasattr`` on a
    store over the server answers False."""

    def __init__(self, message: str, what: str = "") -> None:
        super().__init__("not_on_server", message, code="not_on_server",
                         params={"what": what})


class BlueprintError(TrainerError, ValueError):
    """An exam blueprint was refused.

    ``field`` names the offending part (``"name"``, ``"sections[1].questions"``, ...) and
    ``reason`` is a stable code (``empty``, ``too_long``, ``out_of_range``, ``unknown``,
    ``not_allowed``, ``duplicate``, ``malformed``) the UI turns into words.
    """

    def __init__(self, field: str, reason: str, message: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(message)


class TableProfileMissing(BlueprintError):
    """A blueprint section names a table profile the school no longer has (deleted in
    Settings > Tables): refused when the exam is saved and when a sitting starts.

    ``section`` is the section's 0-based index and ``profile`` the missing profile's name.
    """

    def __init__(self, section: int, profile: str) -> None:
        self.section = section
        self.profile = profile
        super().__init__(
            f"sections[{section}].profiles",
            "missing_profile",
            f"section {section + 1} names the table profile {profile!r}, which no longer exists",
        )


class ExamError(TrainerError):
    """An exam operation cannot be done now; ``reason`` is a stable code.

    Codes: ``not_found``, ``inactive``, ``not_assigned``, ``no_attempts_left``,
    ``already_running``, ``not_running``, ``tampered``, ``malformed``, ``not_open_yet`` and
    ``closed`` (outside the exam's window; ``when`` is when it opens or closed),
    ``passed_needs_reason`` (a retake over a pass without a reason), ``not_counting`` (a
    certificate of a sitting that is not the one that counts), ``held_elsewhere`` (the
    sitting runs on another desk: ``desk`` names it), ``already_started`` (another desk
    started this attempt at the same moment), ``answered_elsewhere`` (another desk under the
    same desk name stored this question's answer first), ``voided`` (:class:`SittingVoided`),
    ``reason_required`` and ``bad_minutes`` (the proctor console's inputs), ``too_much_time``
    (added time past the sitting's overall cap; ``minutes`` is how many may still be added).
    """

    def __init__(self, reason: str, message: str, desk: str = "", *,
                 when: datetime | None = None, minutes: int | None = None) -> None:
        self.reason = reason
        self.desk = desk
        self.when = when
        self.minutes = minutes
        super().__init__(message)


class SealFailed(ExamError):
    """A record that decides whether and how a sitting runs failed its seal check, so it
    was not used (reason ``seal_failed``): ``what`` is ``exam`` (the exam's row: its
    blueprint, pass marks, attempts, window), ``trainee`` or ``proctor`` (an account's role
    or state) or ``retake`` (a grant that would have given this attempt). Audited."""

    def __init__(self, what: str, message: str) -> None:
        self.what = what
        super().__init__("seal_failed", message)


class ChangedElsewhere(StoreError):
    """A save carried a row version that is no longer the stored one: another desk saved the
    row since it was loaded (compare-and-set; code ``changed_elsewhere``). ``theirs`` is the
    row as stored now (an :class:`~trainer.exams.records.ExamInfo` or a
    :class:`~trainer.store.models.TableProfile`), for the UI to show beside the user's
    edit; nothing was written."""

    def __init__(self, what: str, theirs: object, version: int) -> None:
        super().__init__("conflict", f"the {what} changed on another desk (now version "
                         f"{version}); nothing was saved", code="changed_elsewhere",
                         params={"what": what, "version": version})
        self.theirs = theirs
        self.version = version


class SittingVoided(ExamError):
    """The sitting was voided by a proctor (``proctor``, their display name) for ``note``:
    the trainee's desk stops it and says so."""

    def __init__(self, proctor: str, note: str) -> None:
        self.proctor = proctor
        self.note = note
        super().__init__("voided", f"this sitting was voided by {proctor}: {note}")


class ExamStateError(TrainerError, RuntimeError):
    """An exam session was asked something its state does not allow (e.g. submit when over)."""


class ProctorRequired(PermissionDenied):
    """A sitting needs an active instructor's name and password, and these were not that."""


class SealUnavailable(TrainerError):
    """The school's seal key cannot be unlocked for this instructor; ``reason`` says why.

    ``not_enrolled``: a seal key exists but was never wrapped for this instructor (an
    instructor who holds it must enrol them); ``not_signed_in``: the acting instructor has not
    unlocked it in this session (sign in again).
    """

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)
