"""People: cohorts and users (:mod:`trainer.store.roster_people`), signing in
(:mod:`trainer.store.roster_signin`) and, here, the roster import from CSV."""

from __future__ import annotations

import csv
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from sqlalchemy import Connection, exc, select

from trainer.audit import AuditAction
from trainer.auth import (
    Actor,
    Role,
    hash_secret,
    is_valid_secret,
    name_key,
    typed_secret,
)
from trainer.errors import StoreError
from trainer.exams.seal import Json, KeyWrapper, prepare_wrap
from trainer.roster_file import DELIMITERS, is_header
from trainer.store import schema as s
from trainer.store._common import (
    require_instructor,
)
from trainer.store.models import Cohort, ImportLineError, ImportReport, User
from trainer.store.roster_accounts import RosterAccounts
from trainer.store.roster_people import (
    COHORT_NAME_MAX,
    DISPLAY_NAME_MAX,
    clean_name,
    clean_staff_id,
    pin_rule_error,
)
from trainer.store.row_seals import seal_account_by

if TYPE_CHECKING:
    pass


ImportProgress = Callable[[int, int], None]
"""``progress(done, total)``: PINs hashed so far during a roster import."""

IMPORT_MAX_WORKERS = 8


@dataclass(frozen=True)
class _CsvRow:
    line: int
    name: str
    display_name: str
    cohort: str | None
    pin: str = field(repr=False)
    source: str = field(default="", repr=False)
    """The line as it stands in the file (it holds the PIN)."""
    staff_id: str = ""
    """The school's staff number from the optional fifth column ("" for none)."""


_Checked = tuple[_CsvRow, int | None]
"""A CSV row that passed every check, with its cohort id."""


def _unknown_cohort(row: _CsvRow) -> ImportLineError:
    return ImportLineError(
        row.line, "cohort",
        f"there is no cohort {row.cohort!r}; create it first or fix the spelling",
        "cohort_unknown", {"cohort": row.cohort or ""}, row.source)


def _hash_and_wrap(pin: str, wrap: bool) -> tuple[str, KeyWrapper | None]:
    return hash_secret(pin), (prepare_wrap(pin) if wrap else None)


def _hash_pins(
    pins: list[str],
    progress: ImportProgress | None,
    cancelled: Callable[[], bool] | None,
    workers: int | None,
    *,
    wrap: bool = False,
) -> list[tuple[str, KeyWrapper | None]]:
    """``hash_secret`` of every PIN, in order, on a few threads (the KDF releases the GIL, so
    they run on separate cores); StoreError('cancelled') as soon as ``cancelled()``. With
    ``wrap`` also a wrapper for each PIN (the trainee's practice key is wrapped with it:
    one more scrypt run per trainee)."""
    total = len(pins)
    if progress is not None:
        progress(0, total)
    if not pins:
        return []
    count = workers or min(IMPORT_MAX_WORKERS, os.cpu_count() or 1)
    hashes: list[tuple[str, KeyWrapper | None]] = []
    with ThreadPoolExecutor(max_workers=max(1, count),
                            thread_name_prefix="pin-hash") as pool:
        futures = [pool.submit(_hash_and_wrap, pin, wrap) for pin in pins]
        try:
            for future in futures:
                if cancelled is not None and cancelled():
                    raise StoreError("cancelled", "the roster import was cancelled",
                                     code="import_cancelled")
                hashes.append(future.result())
                if progress is not None:
                    progress(len(hashes), total)
        finally:
            for future in futures:
                future.cancel()
    return hashes


class Roster(RosterAccounts):
    """Cohorts and users. Every method takes the acting user first and checks their role.

    ``seal`` (the store's :class:`~trainer.store.seal.SealVault`) is told about instructors'
    passwords; without it (tests of the roster alone) nothing is sealed.
    """


    # ---- Roster import

    def import_roster_csv(
        self,
        actor: Actor,
        text: str,
        progress: ImportProgress | None = None,
        *,
        cancelled: Callable[[], bool] | None = None,
        workers: int | None = None,
        delimiter: str = ",",
    ) -> ImportReport:
        """Add trainees from CSV text: ``name, cohort, initial PIN[, display name[, staff
        ID]]`` per line,
        the cells separated by ``delimiter`` (comma, semicolon or tab: see
        :mod:`trainer.roster_file`, which reads the file and guesses it).

        A header row is recognised and skipped, blank lines are skipped; every other line is
        either a created trainee or a refused line, never dropped unlisted. The cohort must
        already exist (matched without regard to case) or be left empty: an unknown cohort is
        a refused line, not a new cohort, so a misspelt one never makes a stray intake, and so
        is an archived one (``cohort_archived``: no list would show its new trainees). The
        display name defaults to the sign-in name. Each bad line is reported with its line
        number, a reason (``columns``, ``name``, ``pin``, ``duplicate``, ``cohort``) and a
        ``code`` with ``params`` for the UI, and its ``source`` text; the good lines are kept.

        Any field size and any line ending (LF, CRLF, CR, mixed) is read. Each line is one
        record: a line the CSV reader cannot make sense of (a stray or unclosed quote) is a
        refused line (``csv_unreadable``), never an error, and never takes the next lines
        with it.

        PINs are hashed only for the lines that pass every check, the database's included
        (unknown cohort, name already taken): the hash is deliberately slow, so it is spent
        only where it is needed, and on ``workers`` threads at once (default: one per CPU, at
        most 8; the KDFs release the GIL). ``progress(done, total)`` is called after each
        hash, on the calling thread. When ``cancelled()`` turns true the import stops before
        writing anything and StoreError('cancelled', code='import_cancelled') is raised.
        Meant to run off the GUI thread.
        """
        self._db.read(lambda conn: require_instructor(conn, actor, "import a roster"))
        if delimiter not in DELIMITERS:
            raise StoreError("invalid", f"cannot split a roster at {delimiter!r}",
                             code="csv_delimiter", params={"delimiter": delimiter})
        rows, errors = self._parse_csv(text, delimiter)

        def check(conn: Connection) -> tuple[list[_Checked], list[ImportLineError]]:
            passed: list[_Checked] = []
            refused: list[ImportLineError] = []
            cohorts: dict[str, Cohort | None] = {}
            for row in rows:
                cohort_id = None
                if row.cohort is not None:
                    key = name_key(row.cohort)
                    if key not in cohorts:
                        cohorts[key] = self._cohort_by_name(conn, row.cohort)
                    cohort = cohorts[key]
                    if cohort is None:
                        refused.append(_unknown_cohort(row))
                        continue
                    if cohort.archived:  # hidden from the lists: a trainee added there is lost
                        refused.append(ImportLineError(
                            row.line, "cohort", f"the cohort {cohort.name!r} is archived",
                            "cohort_archived", {"cohort": cohort.name}, row.source))
                        continue
                    cohort_id = cohort.id
                if self._name_taken(conn, row.name):
                    refused.append(ImportLineError(
                        row.line, "duplicate", f"{row.name!r} is already taken",
                        "name_taken", {"name": row.name}, row.source))
                    continue
                passed.append((row, cohort_id))
            return passed, refused

        passed, refused = self._db.read(check)
        errors.extend(refused)
        # The trainees' practice keys are wrapped with their PINs when the importing
        # instructor holds the school key (trainer.store.practice_seal).
        wrap = self._seal is not None and self._seal.held(actor.user_id) is not None
        hashes = _hash_pins([row.pin for row, _c in passed], progress, cancelled, workers,
                            wrap=wrap)

        def run(conn: Connection) -> ImportReport:
            require_instructor(conn, actor, "import a roster")
            created: list[User] = []
            refused = list(errors)
            for (row, cohort_id), (secret_hash, wrapper) in zip(passed, hashes, strict=True):
                try:
                    with conn.begin_nested():
                        user = self._insert_user(
                            conn,
                            row.name,
                            row.display_name,
                            Role.TRAINEE,
                            cohort_id,
                            secret_hash,
                            staff_id=row.staff_id,
                        )
                        if self._seal is not None and wrapper is not None:
                            self._seal.wrap_practice_in(conn, actor.user_id, user.id, wrapper)
                        seal_account_by(conn, self._seal, actor.user_id, user.id,
                                        required=False)
                    created.append(user)
                except StoreError as e:
                    if e.kind not in ("duplicate", "invalid"):
                        raise
                    refused.append(ImportLineError(row.line, e.kind, str(e), e.code, e.params,
                                                   row.source))
                except exc.IntegrityError:
                    # Taken since the check (another desk), or a cohort deleted meanwhile.
                    refused.append(
                        ImportLineError(row.line, "duplicate", f"{row.name!r} is already taken",
                                        "name_taken", {"name": row.name}, row.source)
                    )
            refused.sort(key=lambda err: err.line)
            if created:  # one row for the import, in its transaction
                cohort_ids = sorted({u.cohort_id for u in created if u.cohort_id is not None})
                names = sorted(str(n) for n in conn.execute(
                    select(s.cohorts.c.name).where(s.cohorts.c.id.in_(cohort_ids))).scalars())
                self._audit.record_in(conn, actor, AuditAction.ROSTER_IMPORTED,
                                      ", ".join(names), {
                                          "rows": len(created), "refused": len(refused),
                                          "cohorts": cast(list[Json], cohort_ids)})
            return ImportReport(tuple(created), tuple(refused), (), delimiter)

        return self._db.write(run)

    def _parse_csv(self, text: str,
                   delimiter: str) -> tuple[list[_CsvRow], list[ImportLineError]]:
        rows: list[_CsvRow] = []
        errors: list[ImportLineError] = []
        seen: set[str] = set()
        # Old Mac files end lines with CR alone, Windows with CRLF, edited files with a mix:
        # every ending becomes LF first, and only LF splits (the line numbers then count
        # what a text editor shows; str.splitlines would also split at form feeds etc.).
        text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
        lines = text.split("\n")
        # No field can be longer than its line: lift the csv module's (process-wide, 128 KiB)
        # limit that far, never lowering it.
        longest = max(map(len, lines), default=0)
        if csv.field_size_limit() < longest + 1:
            csv.field_size_limit(longest + 1)
        first_record = True
        # A roster line never legitimately spans several lines (names, cohorts and PINs hold
        # no line break), so each physical line is read as one CSV record on its own: a stray
        # or unclosed quote refuses its own line only. (One reader over the whole text would
        # read on from an unclosed quote to the next quote or the end of the file, and the
        # trainees on those lines would be neither created nor listed.)
        for line, source in enumerate(lines, start=1):
            try:
                records = list(csv.reader([source], delimiter=delimiter,
                                      skipinitialspace=True, strict=True))
            except csv.Error as e:
                first_record = False
                errors.append(ImportLineError(
                    line, "columns", f"this line cannot be read as CSV: {e}",
                    "csv_unreadable", {}, source))
                continue
            cells = [c.strip() for c in records[0]] if records else []
            if not any(cells):
                continue
            if any('"' in c for i, c in enumerate(cells) if i != 3):
                # A quotation mark left inside a cell (ann"e,2024-A,1234): the reader takes it
                # as a letter, but no sign-in name, cohort, PIN or staff ID holds one: a typing
                # slip or a broken quote, refused as the README says. A
                # display name may quote a nickname (Chan "CK" Ka Kit).
                first_record = False
                errors.append(ImportLineError(
                    line, "columns", "this line cannot be read as CSV: a stray quotation mark",
                    "csv_unreadable", {}, source))
                continue
            if first_record:
                first_record = False
                # A header names its columns; a trainee line has a PIN in the third one (so
                # a trainee signing in as "user" on the first line is not taken for one).
                if is_header(cells):
                    continue
            if len(cells) < 3 or len(cells) > 5:
                errors.append(
                    ImportLineError(
                        line, "columns", f"expected name, cohort, PIN; found {len(cells)} columns",
                        "csv_columns", {"found": len(cells)}, source,
                    )
                )
                continue
            name_text, cohort_text, pin = cells[0], cells[1], cells[2]
            display_text = cells[3] if len(cells) >= 4 else ""
            try:
                staff_id = clean_staff_id(cells[4]) if len(cells) == 5 else ""
            except StoreError as e:
                errors.append(ImportLineError(line, "name", str(e), e.code, e.params, source))
                continue
            try:
                name = clean_name(name_text)
                display = clean_name(
                    display_text or name, limit=DISPLAY_NAME_MAX, what="display name"
                )
            except StoreError as e:
                errors.append(ImportLineError(line, "name", str(e), e.code, e.params,
                                              source))
                continue
            try:
                cohort = (
                    clean_name(cohort_text, limit=COHORT_NAME_MAX, what="cohort name")
                    if cohort_text
                    else None
                )
            except StoreError as e:
                errors.append(ImportLineError(line, "cohort", str(e), e.code, e.params,
                                              source))
                continue
            pin = typed_secret(Role.TRAINEE, pin)  # full-width IME digits are the same PIN
            if not is_valid_secret(Role.TRAINEE, pin):
                pin_error = pin_rule_error()
                errors.append(ImportLineError(line, "pin", str(pin_error), pin_error.code,
                                              pin_error.params, source))
                continue
            if name_key(name) in seen:
                errors.append(
                    ImportLineError(line, "duplicate", f"{name!r} appears earlier in the file",
                                    "csv_repeated", {"name": name}, source)
                )
                continue
            seen.add(name_key(name))
            rows.append(_CsvRow(line, name, display, cohort, pin, source, staff_id))
        return rows, errors
