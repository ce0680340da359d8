"""A keyed sitting's seed fixed for a test: the seed is an HMAC of a random nonce (so that it
cannot be computed from the database), which makes what a sitting deals differ from run to
run. A test that needs a particular event in its sitting (a buy-in, an irregularity) to stop
at would then fail now and then; with this it deals from one seed, found to have the event,
still through the keyed path everywhere (start, resume, the close's check)."""

from __future__ import annotations

import pytest

from trainer.exams import sitting_secret
from trainer.exams.sitting_secret import KEYED_SEED_FLOOR
from trainer.store import exam_keyed


def fixed_keyed_seed(monkeypatch: pytest.MonkeyPatch, low: int) -> None:
    """Every keyed sitting deals from ``KEYED_SEED_FLOOR | low`` until the test ends."""
    seed = KEYED_SEED_FLOOR | low
    monkeypatch.setattr(sitting_secret, "keyed_seed", lambda key, nonce: seed)
    monkeypatch.setattr(exam_keyed, "keyed_seed", lambda key, nonce: seed)
