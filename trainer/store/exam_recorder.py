"""The recorder of a proctored sitting: it seals and commits each shown question, answer and
the result as the exam session reports them (the exam's counterpart of
:class:`trainer.store.practice.PracticeRecorder`). Built by
:class:`trainer.store.exam_sittings.ExamSittings` when a sitting starts or resumes."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, select, update

from trainer.errors import (
    ExamError,
    SittingVoided,
)
from trainer.exams.admission import held_elsewhere
from trainer.exams.review import (
    OVERALL,
    section_detail,
    section_label,
)
from trainer.exams.scoring import ExamOutcome, ExamStatus
from trainer.exams.seal import (
    SealedAnswer,
    SealedProgress,
    SealedResult,
    SittingKey,
    seal,
    timestamp,
)
from trainer.exams.session import ExamAnswer, SittingControl
from trainer.exams.sitting_secret import (
    Content,
    KeyedTerms,
    is_sealed_content,
    open_content,
    seal_content,
)
from trainer.exams.table_part import TableStepRecord
from trainer.kinds import TABLE_KIND
from trainer.store import schema as s
from trainer.store._common import (
    Clock,
    dumps,
)
from trainer.store.engine import Database
from trainer.store.exam_keyed import STATE_SEED, grade_drill, opened
from trainer.store.exam_rows import HEARTBEAT_S, added_seconds, answer_record, mark_desk


class SittingRecorder:
    """Seals and commits one sitting's progress, answers and result (the session's recorder).

    It holds only the sitting's own key, never the school's.
    """

    def __init__(
        self,
        db: Database,
        clock: Clock,
        key: SittingKey,
        started_at: datetime,
        answer_macs: Sequence[tuple[int, str]] = (),
        desk: str = "",
        terms: KeyedTerms | None = None,
    ) -> None:
        self._terms = terms
        """A keyed sitting's nonce and seed: its answers are stored encrypted, ungraded,
        and written out graded at the close (None: stored in the clear as they come)."""
        self._grades: dict[int, bool] = {}
        self._db = db
        self._clock = clock
        self._key = key
        self._started_at = started_at
        self._macs: list[tuple[int, str]] = list(answer_macs)
        self._desk = desk
        self._beat_at: datetime | None = None

    @property
    def sitting_id(self) -> int:
        return self._key.sitting_id

    def _state(self, conn: Connection, *, lock: bool = True) -> tuple[str | None, dict[str, Any]]:
        """The sitting's status and state (the row locked for this write on PostgreSQL, so
        a proctor's added time and this desk's progress never overwrite each other)."""
        query = select(s.exam_sittings.c.status, s.exam_sittings.c.state).where(
            s.exam_sittings.c.id == self.sitting_id
        )
        row = conn.execute(query.with_for_update() if lock else query).first()
        if row is None:
            return None, {}
        try:
            state = json.loads(row.state or "{}")
        except ValueError:
            state = {}
        return row.status, state if isinstance(state, dict) else {}

    def _running_state(self, conn: Connection) -> dict[str, Any]:
        status, state = self._state(conn)
        if status == ExamStatus.VOIDED.value:
            raise _voided(conn, state)
        if status != ExamStatus.RUNNING.value:
            raise ExamError("not_running", f"sitting {self.sitting_id} is not running")
        holder = self._taken_by(state)
        if holder is not None:
            raise held_elsewhere(holder)
        return state

    def _taken_by(self, state: dict[str, Any]) -> str | None:
        """The other desk that resumed this sitting since this desk took it (a desk that
        went quiet, then came back), else None. A recorder with no desk (a proctor's void
        or close) never refuses."""
        holder = state.get("desk")
        if not self._desk or not isinstance(holder, str) or not holder or holder == self._desk:
            return None
        return holder

    def poll(self) -> SittingControl:
        """The proctors' added time and void, read for the trainee's session; every
        ``HEARTBEAT_S`` it also writes that this desk is alive (the console's last activity
        and the one-desk rule read it)."""
        now = self._clock()
        beat = self._beat_at is None or (now - self._beat_at).total_seconds() >= HEARTBEAT_S

        def run(conn: Connection) -> SittingControl:
            status, state = self._state(conn, lock=beat)
            if status == ExamStatus.VOIDED.value:
                return SittingControl(added_seconds(state, self.sitting_id), _voided(conn, state))
            # Never take the sitting back from a desk that resumed it meanwhile: this desk's
            # next answer is refused in words instead (see _running_state).
            if beat and status == ExamStatus.RUNNING.value and self._taken_by(state) is None:
                mark_desk(state, self._desk or str(state.get("desk") or ""), now)
                conn.execute(
                    update(s.exam_sittings)
                    .where(s.exam_sittings.c.id == self.sitting_id)
                    .values(state=dumps(state))
                )
            return SittingControl(added_seconds(state, self.sitting_id))

        control = (self._db.write if beat else self._db.read)(run)
        if beat:
            self._beat_at = now
        return control

    def _elapsed_ms(self, at: datetime) -> int:
        return max(0, round((at - self._started_at).total_seconds() * 1000))

    def shown(self, index: int, shown_at: datetime) -> None:
        marker = SealedProgress(self.sitting_id, index, shown_at)
        mac = seal(self._key, marker)

        def run(conn: Connection) -> None:
            state = self._running_state(conn)
            state["shown"] = {"index": index, "at": timestamp(shown_at), "mac": mac}
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == self.sitting_id)
                .values(state=dumps(state))
            )

        self._db.write(run)

    def know(self, grades: dict[int, bool]) -> None:
        """The engine's grades of the answers stored before this recorder was made (a
        resume, a close or a void replays them): a keyed sitting writes them at the close."""
        self._grades.update(grades)

    def _hidden(self, sealed: SealedAnswer, correct: bool) -> SealedAnswer:
        """A keyed sitting's answer as stored while it runs: its content encrypted, the
        clear columns placeholders (no seed, no answer, not right, not timed out)."""
        self._grades[sealed.index] = correct
        if self._terms is None:
            return sealed
        content = Content(sealed.question_json, sealed.seed, sealed.answer_json,
                          sealed.timed_out)
        return replace(sealed, seed=0, answer_json="null", correct=False, timed_out=False,
                       question_json=seal_content(self._key, self._terms.nonce, sealed.index,
                                                  content))

    def record(self, answer: ExamAnswer) -> None:
        self._store(
            SealedAnswer(
                sitting_id=self.sitting_id,
                index=answer.index,
                section=answer.section,
                question_json=answer.question_json,
                seed=answer.question.question.seed,
                answer_json=answer.answer_json,
                correct=answer.correct,
                timed_out=answer.timed_out,
                ms_taken=answer.ms_taken,
                shown_at=answer.shown_at,
                answered_at=answer.answered_at,
            ),
            answer.question.question.kind.value,
            answer.correct,
        )

    def table_step(self, record: TableStepRecord) -> None:
        """A Table step is sealed and stored like an answer (drill kind ``table``)."""
        self._store(
            SealedAnswer(
                sitting_id=self.sitting_id,
                index=record.index,
                section=record.section,
                question_json=record.question_json,
                seed=record.seed,
                answer_json=record.answer_json,
                correct=record.step.right,
                timed_out=False,
                ms_taken=record.ms_taken,
                shown_at=record.shown_at,
                answered_at=record.answered_at,
            ),
            TABLE_KIND,
            record.step.right,
        )

    def _store(self, clear: SealedAnswer, drill_kind: str, correct: bool) -> None:
        sealed = self._hidden(clear, correct)
        mac = seal(self._key, sealed)

        def run(conn: Connection) -> str:
            self._running_state(conn)
            stored = conn.execute(
                select(s.exam_answers).where(
                    s.exam_answers.c.sitting_id == self.sitting_id,
                    s.exam_answers.c.idx == sealed.index,
                )
            ).first()
            if stored is not None and self._retried(stored, sealed, mac, clear):
                # A retry of an answer whose commit went through but whose acknowledgement
                # was lost (a server crash): it is stored once (ux_exam_answers_sitting_idx).
                return str(stored.mac)
            if stored is not None:
                # Another desk running this sitting under the same desk name (cloned lab
                # PCs, a terminal server) stored this question's answer
                # first: refused in words, never the unique index's raw error.
                raise ExamError(
                    "answered_elsewhere",
                    f"question {sealed.index + 1} of this sitting was already answered on "
                    "another desk; a sitting runs on one desk at a time",
                    desk=str(self._desk or ""))
            conn.execute(
                s.exam_answers.insert().values(
                    sitting_id=self.sitting_id,
                    idx=sealed.index,
                    section=sealed.section,
                    drill_kind=drill_kind,
                    question=sealed.question_json,
                    seed=sealed.seed,
                    answer=sealed.answer_json,
                    correct=sealed.correct,
                    timed_out=sealed.timed_out,
                    ms_taken=sealed.ms_taken,
                    shown_at=sealed.shown_at,
                    answered_at=sealed.answered_at,
                    mac=mac,
                )
            )
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == self.sitting_id)
                .values(elapsed_ms=self._elapsed_ms(sealed.answered_at))
            )
            return mac

        kept = self._db.write(run)
        # One MAC per answer, the stored one (a retry of a keyed answer encrypts it again,
        # under a new IV: the row the first try stored is the one the result names).
        self._macs = [(i, m) for i, m in self._macs if i != sealed.index]
        self._macs.append((sealed.index, kept))

    def _retried(self, row: Any, sealed: SealedAnswer, mac: str, clear: SealedAnswer) -> bool:
        """Whether the stored ``row`` at this answer's index is this very answer, stored by
        an earlier try: the same MAC, or (a keyed sitting, whose content is encrypted under
        a fresh IV on each try) a row sealed with this sitting's key whose clear columns
        are this try's and whose content opens to this try's content."""
        record, stored_mac = answer_record(row)
        if stored_mac == mac:
            return True
        if self._terms is None or not is_sealed_content(record.question_json):
            return False
        if stored_mac != seal(self._key, record):
            return False
        if replace(record, question_json=sealed.question_json) != sealed:
            return False
        try:
            content = open_content(self._key, self._terms.nonce, record.index,
                                   record.question_json)
        except ExamError:
            return False
        return content == Content(clear.question_json, clear.seed, clear.answer_json,
                                  clear.timed_out)

    def finish(
        self, outcome: ExamOutcome, also: Callable[[Connection], None] | None = None
    ) -> None:
        """Store the results; ``also`` runs in the same transaction (a void's record)."""
        self._db.write(lambda conn: self.finish_in(conn, outcome, also))

    def finish_in(
        self,
        conn: Connection,
        outcome: ExamOutcome,
        also: Callable[[Connection], None] | None = None,
    ) -> None:
        """:meth:`finish` inside the caller's write transaction: a proctor's void or close
        reads the answers, scores them and stores the result in one transaction, so an
        answer the trainee's desk commits meanwhile cannot fall outside the sealed result."""
        recorded_at = self._clock()
        sections: list[tuple[SealedResult, str]] = []
        for section in outcome.sections:
            record = SealedResult(
                self.sitting_id,
                section_label(section.section),
                section.score,
                section.max_score,
                section.passed,
                dumps(section_detail(section.kind, section.level, section.pass_mark)),
                recorded_at,
            )
            sections.append((record, seal(self._key, record)))
        for table in outcome.tables:
            record = SealedResult(
                self.sitting_id,
                section_label(table.section),
                table.score,
                table.max_score,
                table.passed,
                dumps(table.detail()),
                recorded_at,
            )
            sections.append((record, seal(self._key, record)))
        overall_detail = {
            "status": outcome.status.value,
            "pass_mark": outcome.pass_mark,
            "answered": outcome.answered,
            "missed": list(outcome.missed),
            # The answers this result was scored on: deleting or adding one later shows.
            "answers": [[index, mac] for index, mac in sorted(self._macs)],
        }

        def run(conn: Connection) -> None:
            self._running_state(conn)
            if also is not None:
                also(conn)
            if self._terms is not None:
                self._write_out(conn)
                overall_detail["answers"] = [[i, mac] for i, mac in sorted(self._macs)]
            # The trainee as certified: their names now, sealed with the result, so a later
            # rename shows on review (trainer.exams.review.certified_identity).
            who = conn.execute(
                select(s.users.c.name, s.users.c.display_name)
                .join(s.exam_sittings, s.exam_sittings.c.trainee_id == s.users.c.id)
                .where(s.exam_sittings.c.id == self.sitting_id)
            ).one()
            overall = SealedResult(
                self.sitting_id,
                OVERALL,
                outcome.score,
                outcome.max_score,
                outcome.passed,
                dumps({**overall_detail,
                       "trainee": {"name": who.name, "display_name": who.display_name}}),
                recorded_at,
            )
            rows = [*sections, (overall, seal(self._key, overall))]
            conn.execute(
                s.exam_results.insert(),
                [
                    {
                        "sitting_id": r.sitting_id,
                        "section": r.section,
                        "score": r.score,
                        "max_score": r.max_score,
                        "passed": r.passed,
                        "detail": r.detail_json,
                        "mac": mac,
                        "recorded_at": r.recorded_at,
                    }
                    for r, mac in rows
                ],
            )
            conn.execute(
                update(s.exam_sittings)
                .where(s.exam_sittings.c.id == self.sitting_id)
                .values(
                    status=outcome.status.value,
                    ended_at=recorded_at,
                    elapsed_ms=self._elapsed_ms(recorded_at),
                )
            )

        run(conn)


    def _write_out(self, conn: Connection) -> None:
        """A keyed sitting's close: every stored answer opened, graded (a drill answer by
        the engine from its content; a Table step as the session's table graded it), written
        in the clear and sealed again; the seed written into the state."""
        assert self._terms is not None
        rows = conn.execute(
            select(s.exam_answers).where(s.exam_answers.c.sitting_id == self.sitting_id)
            .order_by(s.exam_answers.c.idx)
        ).all()
        macs = dict(self._macs)
        for row in rows:
            record, _mac = answer_record(row)
            if not is_sealed_content(record.question_json):
                continue
            content = open_content(self._key, self._terms.nonce, record.index,
                                   record.question_json)
            if row.drill_kind == TABLE_KIND:
                # As the session's table graded it; a step a close or void could not deal
                # again has no grade, and its section is scored as never dealt: not right.
                correct = self._grades.get(record.index, False)
            else:
                correct = grade_drill(content)
            clear = opened(record, content, correct)
            if not 0 <= clear.seed < 2**31:  # a keyed Table section's seed: 257 bits, which
                clear = replace(clear, seed=0)  # the review derives from the sitting's seed
            mac = seal(self._key, clear)
            conn.execute(
                update(s.exam_answers).where(s.exam_answers.c.id == row.id).values(
                    question=clear.question_json, seed=clear.seed, answer=clear.answer_json,
                    correct=clear.correct, timed_out=clear.timed_out, mac=mac))
            macs[record.index] = mac
        self._macs = sorted(macs.items())
        _status, state = self._state(conn, lock=False)  # as ``also`` may have left it
        state[STATE_SEED] = format(self._terms.seed, "x")
        conn.execute(update(s.exam_sittings).where(s.exam_sittings.c.id == self.sitting_id)
                     .values(state=dumps(state)))


def _voided(conn: Connection, state: dict[str, Any]) -> SittingVoided:
    """The error the trainee's desk gets once a proctor voided the sitting."""
    void = state.get("void") if isinstance(state.get("void"), dict) else {}
    assert isinstance(void, dict)
    name = void.get("by_name")
    if not isinstance(name, str):
        by = void.get("by")
        name = conn.execute(
            select(s.users.c.display_name).where(s.users.c.id == by)
        ).scalar() if isinstance(by, int) else None
    return SittingVoided(str(name or "?"), str(void.get("reason") or ""))
