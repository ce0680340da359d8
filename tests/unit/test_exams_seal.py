"""Sealing without a store: key wrapping, canonical records, and every kind of tampering."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone

import pytest

from trainer.exams.review import OVERALL, SealCheck, SealProblem, check_seals, section_label
from trainer.exams.seal import (
    SealedAnswer,
    SealedProgress,
    SealedResult,
    SealedSitting,
    SealKey,
    SealStatus,
    WrappedKey,
    canonical,
    new_seal_key,
    prepare_wrap,
    seal,
    timestamp,
    verify,
)

T0 = datetime(2024, 5, 1, 1, 0, 0, 123456, tzinfo=UTC)


def test_wrapping_needs_the_password() -> None:
    key = new_seal_key()
    wrapped = key.wrap(prepare_wrap("teacher-pass"))
    assert wrapped.unwrap("teacher-pass") == key
    assert wrapped.unwrap("teacher-pasS") is None
    assert wrapped.tag == key.tag and len(key.tag) == 64
    # Two wraps of the same key use different salts, so they differ.
    again = key.wrap(prepare_wrap("teacher-pass"))
    assert again.wrapped != wrapped.wrapped and again.params != wrapped.params
    # A damaged copy unwraps to nothing rather than to a wrong key.
    assert replace(wrapped, wrapped=wrapped.wrapped[:-4] + "AAA=").unwrap("teacher-pass") is None
    assert replace(wrapped, params="md5$1$salt").unwrap("teacher-pass") is None
    assert WrappedKey("scrypt$x$8$1$AA==", wrapped.wrapped, wrapped.tag).unwrap("x") is None
    # Nothing prints the key.
    raw = key._key  # the test may look
    assert raw.hex() not in repr(key) and raw.hex() not in repr(key.for_sitting(1))
    assert "kek" not in repr(prepare_wrap("teacher-pass"))
    with pytest.raises(ValueError):
        SealKey(b"short")


def test_sitting_keys_differ_and_records_bind_to_their_sitting() -> None:
    key = new_seal_key()
    one, two = key.for_sitting(1), key.for_sitting(2)
    fields = {"a": 1}
    assert one.mac("answer", fields) != two.mac("answer", fields)
    assert one.mac("answer", fields) != one.mac("result", fields)  # kinds are separated
    marker = SealedProgress(1, 0, T0)
    assert verify(one, marker, seal(one, marker))
    assert not verify(two, marker, seal(one, marker))
    with pytest.raises(ValueError):
        seal(two, marker)
    assert not one.verify("answer", fields, None) and not one.verify("answer", fields, "")


def test_canonical_form() -> None:
    assert timestamp(T0) == "2024-05-01T01:00:00.123456Z"
    macau = timezone(timedelta(hours=8))
    assert timestamp(T0.astimezone(macau)) == "2024-05-01T01:00:00.123456Z"
    with pytest.raises(ValueError):
        timestamp(T0.replace(tzinfo=None))
    body = canonical("answer", {"b": "陳", "a": 1})
    assert body == b'dealer-trainer seal v1\nanswer\n{"a":1,"b":"\\u9673"}'


# ---- a sitting sealed by hand ----------------------------------------------------------


def sealed_sitting() -> tuple[SealKey, dict[str, object]]:
    key = new_seal_key()
    sk = key.for_sitting(7)
    sitting = SealedSitting(7, 1, 2, 1, 1, 1234, T0, T0 + timedelta(minutes=10), '{"x":1}')
    answers = []
    for i in range(3):
        record = SealedAnswer(
            7, i, 0, json.dumps({"q": i}), 100 + i, json.dumps({"draws": True}), i != 1,
            False, 1500, T0 + timedelta(seconds=10 * i), T0 + timedelta(seconds=10 * i + 2),
        )
        answers.append((record, seal(sk, record)))
    detail = {
        "status": "finished",
        "pass_mark": 50,
        "answered": 3,
        "missed": [1],
        "answers": [[r.index, mac] for r, mac in answers],
    }
    results = []
    for label, score, max_score, det in (
        (section_label(0), 2, 3, "{}"),
        (OVERALL, 2, 3, json.dumps(detail, sort_keys=True)),
    ):
        record = SealedResult(7, label, score, max_score, True, det, T0 + timedelta(minutes=1))
        results.append((record, seal(sk, record)))
    marker = SealedProgress(7, 2, T0 + timedelta(seconds=20))
    return key, {
        "sitting": (sitting, seal(sk, sitting)),
        "answers": answers,
        "results": results,
        "progress": (marker, seal(sk, marker)),
    }


def run_check(key: SealKey | None, parts: dict[str, object], *, ended: bool = True) -> SealCheck:
    return check_seals(
        None if key is None else key.for_sitting(7),
        parts["sitting"],  # type: ignore[arg-type]
        parts["answers"],  # type: ignore[arg-type]
        parts["results"],  # type: ignore[arg-type]
        question_count=3,
        section_count=1,
        ended=ended,
        progress=parts["progress"],  # type: ignore[arg-type]
    )


def test_an_untouched_sitting_verifies() -> None:
    key, parts = sealed_sitting()
    check = run_check(key, parts)
    assert check.status is SealStatus.OK and check.findings == ()
    assert run_check(None, parts).status is SealStatus.UNVERIFIED
    assert run_check(new_seal_key(), parts).status is SealStatus.TAMPERED  # another school


def test_each_kind_of_tampering_is_found() -> None:
    key, parts = sealed_sitting()
    answers = list(parts["answers"])  # type: ignore[call-overload]
    results = list(parts["results"])  # type: ignore[call-overload]
    sitting, sitting_mac = parts["sitting"]  # type: ignore[misc]

    def found(**changes: object) -> set[tuple[SealProblem, object]]:
        check = run_check(key, {**parts, **changes}, ended=bool(changes.pop("ended", True)))
        assert check.tampered
        return {(f.problem, f.index if f.index is not None else f.section) for f in check.findings}

    flipped = (replace(answers[1][0], correct=True), answers[1][1])
    assert found(answers=[answers[0], flipped, answers[2]]) == {(SealProblem.ANSWER, 1)}
    assert found(answers=[answers[0], answers[2]]) == {(SealProblem.ANSWER_MISSING, 1)}
    extra = (replace(answers[2][0], index=2), answers[2][1])
    assert found(answers=[*answers, extra]) == {(SealProblem.ANSWER_ADDED, 2)}
    raised = (replace(results[1][0], score=3), results[1][1])
    assert found(results=[results[0], raised]) == {(SealProblem.RESULT, OVERALL)}
    assert found(results=[results[1]]) == {(SealProblem.RESULT_MISSING, section_label(0))}
    later = (replace(sitting, deadline=sitting.deadline + timedelta(hours=1)), sitting_mac)
    assert found(sitting=later) == {(SealProblem.SITTING, None)}
    # An answer re-sealed with the right key but not the one the result was scored on.
    sk = key.for_sitting(7)
    resealed_record = replace(answers[1][0], correct=True)
    resealed = (resealed_record, seal(sk, resealed_record))
    assert found(answers=[answers[0], resealed, answers[2]]) == {(SealProblem.ANSWER, 1)}


def test_running_sitting_rollback_and_progress() -> None:
    key, parts = sealed_sitting()
    answers = list(parts["answers"])  # type: ignore[call-overload]
    marker, marker_mac = parts["progress"]  # type: ignore[misc]
    running = {**parts, "results": []}
    assert run_check(key, running, ended=False).status is SealStatus.OK
    # The marker says question 2 is on screen: answer 1 cannot have vanished.
    gone = run_check(key, {**running, "answers": [answers[0]]}, ended=False)
    assert {(f.problem, f.index) for f in gone.findings} == {(SealProblem.ANSWER_MISSING, 1)}
    # A marker moved without the key.
    moved = (replace(marker, shown_at=marker.shown_at + timedelta(minutes=5)), marker_mac)
    check = run_check(key, {**running, "progress": moved}, ended=False)
    assert [f.problem for f in check.findings] == [SealProblem.PROGRESS]
    # An older (genuinely sealed) marker put back behind stored answers.
    sk = key.for_sitting(7)
    old = SealedProgress(7, 0, T0)
    check = run_check(key, {**running, "progress": (old, seal(sk, old))}, ended=False)
    assert [f.problem for f in check.findings] == [SealProblem.PROGRESS]
    # Result rows on a running sitting are out of place.
    check = run_check(key, {**running, "results": parts["results"]}, ended=False)
    assert {f.problem for f in check.findings} == {SealProblem.RESULT_ADDED}
