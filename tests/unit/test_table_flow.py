"""The coup's flow of issue 24 (Qt-free): a natural goes from the totals straight to the
result; after a third card the final totals are called and graded; a shoe or an exam's Table
section recorded with the old flow (issue 14) still replays exactly."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.support.exam_kill_worker import WallClock
from tests.support.exam_table import answer_questions, deal, with_table
from tests.support.table_script import act, right_action
from trainer.articles import bac
from trainer.baccarat.coup import Coup, Outcome, hand_total
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.baccarat.tableau import Hand
from trainer.errors import TableActionRefused
from trainer.exams.session import ExamSession
from trainer.exams.table_part import stored_step
from trainer.table import Phase, TableSession, TableSettings
from trainer.table.record import (
    action_from_json,
    resume_session,
    settings_from_json,
    settings_to_json,
)
from trainer.table.score import mistake_scene, score_card
from trainer.table.session import FLOW_VERSION, Action

PROFILE = DEFAULT_PROFILES["mass-300"]
OLD = json.loads(
    (Path(__file__).parent.parent / "fixtures" / "table_old_flow.json").read_text("utf-8"))
"""Recorded by the code before issue 24 (``/tmp`` script run on main at 1309ec2): a kept
shoe's settings and actions, and an exam's stored Table steps."""


class Rec:
    """The exam recorder protocol with plain lists."""

    def __init__(self) -> None:
        self.answers: list[Any] = []
        self.steps: list[Any] = []

    def shown(self, *_: object) -> None: ...
    def finish(self, *_: object) -> None: ...

    def record(self, answer: Any) -> None:
        self.answers.append(answer)

    def table_step(self, record: Any) -> None:
        self.steps.append(record)


class Tick:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 1.0
        return self.t


def _kind(player: tuple[object, ...], banker: tuple[object, ...]) -> str:
    """The coup's case, from its final hands (written apart from the session's flow)."""
    p2, b2 = hand_total(player[:2]), hand_total(banker[:2])  # type: ignore[arg-type]
    if p2 >= 8 or b2 >= 8:
        return "natural"
    return {(False, False): "neither", (True, False): "player_only",
            (False, True): "banker_only", (True, True): "both"}[
        (len(player) == 3, len(banker) == 3)]


def _coup_by_coup(seed: int) -> dict[str, list[tuple[Phase, ...]]]:
    """Deal a shoe right, and for each coup the phases met from the totals to the result."""
    session = TableSession(PROFILE, seed, Tick(), settings=TableSettings(max_coups=40))
    cases: dict[str, list[tuple[Phase, ...]]] = {}
    phases: list[Phase] = []
    while not session.finished:
        phase = session.phase
        if phase in (Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER, Phase.FINAL_TOTALS,
                     Phase.RESULT):
            if phase is Phase.RESULT:
                state = session.state()
                cases.setdefault(_kind(state.player, state.banker), []).append(
                    (*phases, phase))
                phases = []
            else:
                phases.append(phase)
        act(session, *right_action(session))
    return cases


WITH_DRAWS = (Phase.TOTALS, Phase.DRAW_PLAYER, Phase.DRAW_BANKER)


def test_every_case_of_a_coup_asks_the_steps_of_the_new_flow() -> None:
    cases: dict[str, list[tuple[Phase, ...]]] = {}
    for seed in (1, 2, 3):
        for kind, seen in _coup_by_coup(seed).items():
            cases.setdefault(kind, []).extend(seen)
    assert set(cases) == {"natural", "neither", "player_only", "banker_only", "both"}
    assert set(cases["natural"]) == {(Phase.TOTALS, Phase.RESULT)}  # no third card asked
    assert set(cases["neither"]) == {(*WITH_DRAWS, Phase.RESULT)}
    for kind in ("player_only", "banker_only", "both"):
        assert set(cases[kind]) == {(*WITH_DRAWS, Phase.FINAL_TOTALS, Phase.RESULT)}, kind


def _to_phase(session: TableSession, wanted: Callable[[TableSession], bool]) -> None:
    for _ in range(20_000):
        if wanted(session):
            return
        act(session, *right_action(session))
    raise AssertionError("never reached")


@pytest.mark.parametrize("kind", ["player_only", "banker_only", "both"])
def test_the_final_totals_are_graded_against_the_hands(kind: str) -> None:
    def at_final(s: TableSession) -> bool:
        state = s.state()
        return s.phase is Phase.FINAL_TOTALS and _kind(state.player, state.banker) == kind

    session = TableSession(PROFILE, 5, Tick(), settings=TableSettings())
    _to_phase(session, at_final)
    state = session.state()
    right = (hand_total(state.player), hand_total(state.banker))
    assert session.next_right() == ("call_totals", right)
    wrong = session.call_totals(right[0], (right[1] + 1) % 10)
    assert (wrong.right, wrong.cell, wrong.kind, wrong.article) == (
        False, "call:final_totals", "call", bac(5))
    assert wrong.expected == f"{right[0]}-{right[1]}"
    assert replace(session.state(), steps=state.steps) == state  # a wrong call changes nothing
    with pytest.raises(TableActionRefused):
        session.call_result(Outcome.BANKER)  # the result waits for the final totals
    step = session.call_totals(*right)
    assert step.right and step.cell == "call:final_totals" and session.phase is Phase.RESULT


def test_a_natural_goes_from_the_totals_to_the_result() -> None:
    def at_natural(s: TableSession) -> bool:
        state = s.state()
        return s.phase is Phase.TOTALS and (
            hand_total(state.player) >= 8 or hand_total(state.banker) >= 8)

    session = TableSession(PROFILE, 5, Tick(), settings=TableSettings())
    _to_phase(session, at_natural)
    state = session.state()
    step = session.call_totals(hand_total(state.player), hand_total(state.banker))
    assert step.right and session.phase is Phase.RESULT
    with pytest.raises(TableActionRefused) as refused:
        session.draw(Hand.PLAYER, False)  # no "stand" is asked on a natural
    assert refused.value.code == "out_of_turn"
    coup = Coup(state.player, state.banker)
    assert coup.natural
    assert session.next_right() == ("call_result", (
        coup.outcome, coup.player_pair, coup.banker_pair, True, coup.banker_wins_with_six))


def test_the_score_card_and_the_mistake_scene_know_the_final_totals() -> None:
    session = TableSession(PROFILE, 5, Tick(), settings=TableSettings(max_coups=6))
    _to_phase(session, lambda s: s.phase is Phase.FINAL_TOTALS)
    state = session.state()
    wrong = session.call_totals((hand_total(state.player) + 1) % 10, hand_total(state.banker))
    _to_phase(session, lambda s: s.finished)
    card = score_card(session.steps, session.coups)
    calls = next(k for k in card.kinds if k.kind == "call")
    finals = [s for s in session.steps if s.cell == "call:final_totals"]
    assert finals and calls.total == sum(1 for s in session.steps if s.kind == "call")
    assert wrong in card.mistakes
    scene = mistake_scene(session, wrong)
    assert scene.state.phase is Phase.FINAL_TOTALS and scene.state == state
    assert scene.right == ("call_totals", (hand_total(state.player), hand_total(state.banker)))


# ---- replaying the old flow ------------------------------------------------------------------


def _old_actions(shoe: dict[str, Any]) -> list[Action]:
    return [action_from_json(a, a["at"]) for a in shoe["actions"]]


def test_settings_stored_without_a_flow_are_the_old_flow_and_new_ones_keep_theirs() -> None:
    assert "flow" not in OLD["shoe"]["settings"]
    assert settings_from_json(OLD["shoe"]["settings"]).flow == 1
    assert settings_to_json(TableSettings())["flow"] == FLOW_VERSION == 5
    assert settings_from_json(settings_to_json(TableSettings())).flow == 5
    assert settings_from_json(settings_to_json(TableSettings(flow=2))).flow == 2


def test_a_kept_shoe_of_the_old_flow_resumes_exactly() -> None:
    shoe = OLD["shoe"]
    settings = settings_from_json(shoe["settings"])
    session, _clock = resume_session(
        PROFILE, shoe["seed"], shoe["started"], _old_actions(shoe), settings, Tick(), None)
    assert [[s.cell, s.right] for s in session.steps] == shoe["steps"]
    assert (session.phase.value, session.coup_number) == (shoe["phase"], shoe["coup"])
    assert [a.at for a in session.actions] == [a["at"] for a in shoe["actions"]]
    # It was dealt with the third cards asked on a natural, and no final totals.
    assert "call:final_totals" not in {s.cell for s in session.steps}
    naturals = [c for c in session.coups if c.coup.natural]
    assert naturals
    # Read as today's flow, the same actions would not replay: the flow is what keeps them.
    with pytest.raises(TableActionRefused):
        resume_session(PROFILE, shoe["seed"], shoe["started"], _old_actions(shoe),
                       TableSettings(**{**settings.__dict__, "flow": 2}), Tick(), None)


def test_an_exam_table_section_of_the_old_flow_is_rebuilt_by_replay() -> None:
    exam = OLD["exam"]
    stored = [stored_step(s["question"], s["answer"], s["correct"]) for s in exam["steps"]]
    assert {s.flow for s in stored} == {1}
    clock, rec = WallClock(), Rec()
    bp = with_table(coups=4)
    live = ExamSession.start(bp, exam["seed"], now=clock, recorder=rec)  # type: ignore[arg-type]
    answer_questions(live)  # the drill questions come from the seed, as the old sitting's
    again = ExamSession.restore(
        bp, exam["seed"], started_at=live.started_at, answers=rec.answers, shown_at=None,
        now=clock, table_steps=stored)
    table = again.next_table()
    assert table is not None and table.settings.flow == 1
    assert [s.right for s in table.steps] == [s["correct"] for s in exam["steps"]]
    assert (table.phase.value, table.coup_number) == (exam["phase"], exam["coup"])
    deal(again, clock)  # it deals on to its end in the flow it began in
    assert again.outcome().tables[0].complete
    assert "call:final_totals" not in {s.cell for s in table.steps}


def test_a_new_exam_section_stores_its_flow_and_replays_with_it() -> None:
    clock, rec = WallClock(), Rec()
    bp = with_table(coups=4)
    live = ExamSession.start(bp, 777, now=clock, recorder=rec)  # type: ignore[arg-type]
    answer_questions(live)
    deal(live, clock, steps=40)
    assert all(json.loads(r.question_json)["flow"] == FLOW_VERSION for r in rec.steps)
    stored = [stored_step(r.question_json, r.answer_json, r.step.right) for r in rec.steps]
    again = ExamSession.restore(bp, 777, started_at=live.started_at, answers=rec.answers,
                                shown_at=None, now=clock, table_steps=stored)
    table = again.next_table()
    assert table is not None and live.table is not None
    assert table.state() == live.table.state() and table.settings.flow == FLOW_VERSION


def test_a_step_of_an_unknown_flow_does_not_replay() -> None:
    from trainer.errors import ExamError

    step = OLD["exam"]["steps"][0]
    question = json.loads(step["question"])
    with pytest.raises(ExamError):
        stored_step(json.dumps({**question, "flow": 9}), step["answer"], step["correct"])
    with pytest.raises(ValueError):
        TableSession(PROFILE, 1, Tick(), settings=TableSettings(flow=7))
