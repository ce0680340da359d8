"""The streams a keyed sitting's seed deals from (trainer.exams.sitting_secret): full width,
each one keyed by HMAC, the same for the same seed and nothing alike for a different one;
a seed of a sitting stored before schema 21 deals exactly as it did."""

from __future__ import annotations

import random

import pytest

from tests.support.exam_kill_worker import blueprint
from trainer.errors import ExamError
from trainer.exams.plan import SEED_BOUND, draw_questions
from trainer.exams.seal import new_seal_key
from trainer.exams.sitting_secret import (
    Content,
    KeyedStream,
    KeyedTerms,
    is_keyed,
    keyed_seed,
    new_nonce,
    open_content,
    seal_content,
    seed_label,
    stream,
)
from trainer.exams.table_part import table_seed


def test_a_keyed_seed_is_the_school_keys_and_the_nonces_at_full_width() -> None:
    school = new_seal_key()
    nonce = new_nonce()
    seed = keyed_seed(school.for_sitting(7), nonce)
    assert is_keyed(seed) and 2**256 <= seed < 2**257
    assert seed == keyed_seed(school.for_sitting(7), nonce)  # a resume gets it again
    assert seed != keyed_seed(school.for_sitting(8), nonce)  # bound to the sitting
    assert seed != keyed_seed(school.for_sitting(7), new_nonce())  # an id used again
    assert seed != keyed_seed(new_seal_key().for_sitting(7), nonce)  # another school
    assert "nonce" not in repr(KeyedTerms.of(school.for_sitting(7), nonce)).replace(
        "nonce=<hidden>", "")


def test_each_table_sections_seed_is_keyed_and_wide() -> None:
    seed = keyed_seed(new_seal_key().for_sitting(1), new_nonce())
    seeds = {table_seed(seed, t) for t in range(3)}
    assert len(seeds) == 3 and all(2**256 <= s < 2**257 for s in seeds)
    # A sitting stored before keeps its 31-bit Table seeds, as they were.
    assert table_seed(12345, 0) == random.Random("exam-table:12345:0").randrange(SEED_BOUND)


def test_a_keyed_stream_is_deterministic_and_a_seed_in_the_clear_is_unchanged() -> None:
    seed = keyed_seed(new_seal_key().for_sitting(1), new_nonce())
    a, b = KeyedStream(seed), KeyedStream(seed)
    draws = [a.randrange(SEED_BOUND) for _ in range(50)]
    assert draws == [b.randrange(SEED_BOUND) for _ in range(50)]
    assert len(set(draws)) == 50
    assert KeyedStream(seed + 1).randrange(SEED_BOUND) != draws[0]
    rng = KeyedStream(seed)
    assert 0 <= rng.random() < 1 and rng.choice("abc") in "abc"
    assert sorted(rng.sample(range(10), 10)) == list(range(10))
    old = stream(12345)
    assert type(old) is random.Random
    assert old.randrange(SEED_BOUND) == random.Random(12345).randrange(SEED_BOUND)
    exam = blueprint()
    assert draw_questions(exam, seed) == draw_questions(exam, seed)
    assert draw_questions(exam, seed) != draw_questions(exam, seed ^ 1)
    with pytest.raises(ValueError):
        draw_questions(exam, SEED_BOUND)  # neither a seed in the clear nor a keyed one
    assert seed_label(12345) == "12345" and len(seed_label(seed)) == 13


def test_an_answers_content_opens_only_where_it_was_stored() -> None:
    school = new_seal_key()
    key, nonce = school.for_sitting(3), new_nonce()
    content = Content('{"q":1}', 99, '{"a":2}', True)
    stored = seal_content(key, nonce, 4, content)
    assert stored.startswith("sealed1:") and '"q"' not in stored and "{" not in stored
    assert open_content(key, nonce, 4, stored) == content
    for wrong_key, wrong_nonce, index in ((school.for_sitting(4), nonce, 4),
                                          (key, new_nonce(), 4), (key, nonce, 5)):
        with pytest.raises(ExamError) as caught:
            open_content(wrong_key, wrong_nonce, index, stored)
        assert caught.value.reason == "tampered"
