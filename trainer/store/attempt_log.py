"""The attempt log: pages of one trainee's attempts and their CSV export (part of
:class:`trainer.store.reports.Reports`)."""

from __future__ import annotations

import io
from collections.abc import Iterable
from datetime import timedelta
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    Connection,
    Select,
    func,
    literal,
    select,
    tuple_,
)

from trainer.audit import AuditAction
from trainer.auth import Actor
from trainer.csv_cells import csv_writer
from trainer.errors import StoreError
from trainer.macau_time import MACAU_OFFSET
from trainer.store import schema as s
from trainer.store._common import (
    require_self_or_instructor,
)
from trainer.store.models import AttemptFilter, AttemptPage, AttemptRow, LogKey
from trainer.store.practice import attempt_from_row
from trainer.store.report_base import ReportBase
from trainer.store.worded_csv import AttemptWords, worded_attempt_rows

if TYPE_CHECKING:
    pass

CSV_COLUMNS: tuple[str, ...] = (
    "id",
    "user",
    "display_name",
    "answered_at",
    "drill_kind",
    "cell",
    "correct",
    "ms_taken",
    "reason",
    "article",
    "question",
    "answer",
    "expected",
)




class AttemptLog(ReportBase):
    """The attempt log reports."""

    # ---- the attempt log

    def _log_query(self, user_id: int, flt: AttemptFilter) -> Select[Any]:
        a = s.attempts
        query = select(a).where(a.c.user_id == user_id)
        if flt.drill_kind is not None:
            query = query.where(a.c.drill_kind == flt.drill_kind)
        if flt.correct is not None:
            query = query.where(a.c.correct.is_(flt.correct))
        return self._range(query, flt.since, flt.until)

    def attempt_page(
        self,
        actor: Actor,
        user_id: int,
        flt: AttemptFilter | None = None,
        limit: int = 100,
        offset: int = 0,
        key: LogKey | None = None,
    ) -> AttemptPage:
        """A page of ``user_id``'s attempts, newest first, with the number matching in all.

        Only ever from a keyset, never an OFFSET over the answers: without ``key`` the
        newest page (``offset`` 0); with it, the rows older, or newer, than the answer time
        and id of a row already shown (through the trainee's time index), ``offset`` saying
        only where the page stands in the count."""
        flt = flt or AttemptFilter()
        if limit < 1 or offset < 0:
            raise StoreError("invalid", "a page needs limit >= 1 and offset >= 0")
        if offset and key is None:
            raise StoreError("invalid", "a page after the newest is read from a key")

        def run(conn: Connection) -> AttemptPage:
            require_self_or_instructor(conn, actor, user_id, "read attempts of")
            base = self._log_query(user_id, flt)
            total = conn.execute(select(func.count()).select_from(base.subquery())).scalar()
            a = s.attempts
            at = tuple_(a.c.answered_at, a.c.id)
            if key is None:
                found = list(conn.execute(
                    base.order_by(a.c.answered_at.desc(), a.c.id.desc()).limit(limit)))
            elif key.newer:  # the rows just newer than the key, read upwards, shown newest first
                page = base.where(at > tuple_(literal(key.answered_at, a.c.answered_at.type),
                                              literal(key.attempt_id)))
                found = list(conn.execute(
                    page.order_by(a.c.answered_at, a.c.id).limit(limit)))[::-1]
            else:
                page = base.where(at < tuple_(literal(key.answered_at, a.c.answered_at.type),
                                              literal(key.attempt_id)))
                found = list(conn.execute(
                    page.order_by(a.c.answered_at.desc(), a.c.id.desc()).limit(limit)))
            return AttemptPage(tuple(attempt_from_row(r) for r in found), int(total or 0),
                               offset, user_id, flt, key)

        return self._db.read(run)

    def export_attempts_csv(
        self, actor: Actor, user_id: int, target: Path | str, flt: AttemptFilter | None = None,
        words: AttemptWords | None = None,
    ) -> int:
        """Write the filtered attempts of ``user_id`` to a CSV file; returns the rows written.

        UTF-8 with a byte-order mark so Excel shows Chinese names; times in local time.
        With ``words`` the drill, question and answer as the screen says
        them come first, in the chosen language, and the codes (:data:`CSV_COLUMNS`) after.
        """
        flt = flt or AttemptFilter()

        def run(conn: Connection) -> int:
            require_self_or_instructor(conn, actor, user_id, "export attempts of")
            user = conn.execute(
                select(s.users.c.name, s.users.c.display_name).where(s.users.c.id == user_id)
            ).first()
            name, display = (user.name, user.display_name) if user is not None else ("", "")
            a = s.attempts
            query = self._log_query(user_id, flt).order_by(a.c.answered_at, a.c.id)
            try:
                with open(target, "w", encoding="utf-8-sig", newline="") as f:
                    written = write_attempts_csv(
                        f,
                        (
                            attempt_from_row(r)
                            # Per statement: Connection.execution_options would keep
                            # streaming for the audit row's INSERT after it (PostgreSQL
                            # cannot DECLARE a cursor for an INSERT).
                            for r in conn.execute(
                                query, execution_options={"yield_per": 2000})
                        ),
                        name,
                        display,
                        self._offset,
                        words,
                    )
            except OSError as e:
                raise StoreError("unreadable", f"cannot write {target}: {e}",
                                 code="file_unwritable", params={"path": str(target)}) from e
            # Recorded in the transaction that read the rows, after the file was written.
            self._exams.audit.record_in(conn, actor, AuditAction.EXPORTED, Path(target).name, {
                "what": "attempts", "trainee": user_id, "trainee_name": name, "rows": written})
            return written

        return self._db.write(run)


def _json_cell(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def write_attempts_csv(
    out: io.TextIOBase | Any,
    rows: Iterable[AttemptRow],
    user_name: str,
    display_name: str,
    offset: timedelta = MACAU_OFFSET,
    words: AttemptWords | None = None,
) -> int:
    """Write attempts as CSV rows (header first) to a text stream; returns the rows written.

    With ``words``, each row is the attempt's worded cells then its codes
    (:func:`~trainer.store.worded_csv.worded_attempt_rows`); without, the codes alone."""
    coded = ((r, attempt_codes(r, user_name, display_name, offset)) for r in rows)
    lines = (worded_attempt_rows(words, CSV_COLUMNS, coded) if words is not None
             else chain((CSV_COLUMNS,), (codes for _r, codes in coded)))
    writer = csv_writer(out)
    count = -1
    for line in lines:
        writer.writerow(line)
        count += 1
    return max(count, 0)


def attempt_codes(
    r: AttemptRow, user_name: str, display_name: str, offset: timedelta = MACAU_OFFSET
) -> tuple[Any, ...]:
    """One attempt's code cells (:data:`CSV_COLUMNS`)."""
    local = (r.answered_at + offset).replace(tzinfo=None)
    return (
        r.id,
        user_name,
        display_name,
        local.isoformat(sep=" ", timespec="seconds"),
        r.drill_kind,
        "" if r.cell is None else str(r.cell),
        "1" if r.correct else "0",
        r.ms_taken,
        r.reason or "",
        r.article or "",
        _json_cell(r.question),
        _json_cell(r.answer),
        _json_cell(r.expected),
    )
