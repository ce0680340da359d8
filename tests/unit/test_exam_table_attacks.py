"""Attacks on the exam's Table section (review 5b): a section dealt at a school table whose
art. 12 option lets tie bettors change their bets. The dealer's tie answer is a step like any
other: it must be stored (sealed with the sitting) and a sitting reopened after a kill must
deal the table again to the same coup and step."""

from __future__ import annotations

import dataclasses
import json
from datetime import datetime

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import PROFILE, answer_questions, deal, with_table
from trainer.baccarat.table import TieBets
from trainer.exams.outcome import ExamStatus
from trainer.exams.scoring import ExamOutcome
from trainer.exams.session import ExamAnswer, ExamSession
from trainer.exams.table_part import TableStepRecord, stored_step

SEED = 3


class Recorder:
    def __init__(self) -> None:
        self.answers: list[ExamAnswer] = []
        self.steps: list[TableStepRecord] = []

    def shown(self, index: int, shown_at: datetime) -> None:
        pass

    def record(self, answer: ExamAnswer) -> None:
        self.answers.append(answer)

    def table_step(self, record: TableStepRecord) -> None:
        # what the store writes: the question and answer columns as JSON text
        assert record.question_json and record.answer_json
        self.steps.append(record)

    def finish(self, outcome: ExamOutcome) -> None:
        pass


def test_tie_answers_at_an_art_12_table_are_stored_and_replay_after_a_kill() -> None:
    art12 = dataclasses.replace(PROFILE, name="art. 12 table", tie_bets=TieBets.CHANGE)
    bp = with_table(profile=art12, coups=12)
    clock, rec = WallClock(), Recorder()
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    answer_questions(live)
    deal(live, clock)
    assert live.status is ExamStatus.FINISHED
    ties = [r for r in rec.steps if r.action.name == "answer_tie"]
    assert ties, "the seed deals a tie a bettor acts on"
    steps = [stored_step(r.question_json, r.answer_json, r.step.right) for r in rec.steps]
    assert [s.action for s in steps] == [r.action for r in rec.steps]
    cut = rec.steps.index(ties[0]) + 1  # killed just after the first tie answer
    again = ExamSession.restore(
        bp, SEED, started_at=live.started_at, answers=rec.answers, shown_at=None, now=clock,
        recorder=Recorder(), table_steps=steps[:cut])
    table = again.next_table()
    assert table is not None and len(table.steps) == cut
    assert [(s.cell, s.right) for s in table.steps] == [
        (r.step.cell, r.step.right) for r in rec.steps[:cut]]


def test_a_stored_exam_step_with_a_signalling_nan_is_a_mismatch_not_a_crash() -> None:
    import pytest

    from trainer.errors import ExamError
    from trainer.exams.table_part import action_from_json

    for text in ('{"action":"pay","args":[{"bet":["banker","sNaN",1]},'
                 '{"t":[{"t":[{"d":"100"},1]}]}],"at":1.0}',
                 '{"action":"mark","args":[1,{"d":"sNaN"}],"at":1.0}'):
        with pytest.raises(ExamError) as caught:
            action_from_json(text)
        assert caught.value.reason == "mismatch"


def test_a_stored_step_the_table_refuses_is_a_mismatch_on_restore() -> None:
    """A stored step whose action the rebuilt table refuses (a bet not on its layout): the
    restore says the record does not match (ExamError 'mismatch'), as for a step that grades
    otherwise, rather than letting the table's refusal out of the sitting."""
    import pytest

    from trainer.errors import ExamError

    bp = with_table()
    clock, rec = WallClock(), Recorder()
    live = ExamSession.start(bp, SEED, now=clock, recorder=rec)
    answer_questions(live)
    deal(live, clock, steps=4)
    steps = [stored_step(r.question_json, r.answer_json, r.step.right) for r in rec.steps]
    last = rec.steps[-1]
    forged_answer = json.dumps({"action": "take", "args": [{"bet": ["banker", "123457", 1]}],
                                "at": last.action.at})
    forged = [*steps[:-1], stored_step(last.question_json, forged_answer, True)]
    with pytest.raises(ExamError) as caught:
        ExamSession.restore(bp, SEED, started_at=live.started_at, answers=rec.answers,
                            shown_at=None, now=clock, table_steps=forged)
    assert caught.value.reason == "mismatch"
