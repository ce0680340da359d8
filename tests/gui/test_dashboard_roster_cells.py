"""The roster model keeps each row's cells once worded (a view asks for them again at every
paint and every column fitted): a language change and a practice flag set or cleared word
them again, every role a view reads, and the trainee header's words with them; new rows
keep the words of a trainee whose line is the same, and word again a line judged again
(a new pass mark) or a new day's "yesterday"."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_dashboard import cohort_data  # noqa: F401  (a fixture)
from trainer.auth import Actor
from trainer.stats import PassMark, roster_lines
from trainer.store import Store
from ui.charts.daterange import macau_today
from ui.dashboard.models import PRACTICE_MARK, TAMPERED_COLOR, RosterModel

_SEEN = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole,
         Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole,
         Qt.ItemDataRole.UserRole)


def _cells(model: RosterModel) -> list[list[Any]]:
    """Every cell in every role a view reads (brushes as their colour's name)."""
    out = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            for role in _SEEN:
                value = model.index(row, column).data(role)
                out.append([row, column, role, value.color().name()
                            if role == Qt.ItemDataRole.ForegroundRole and value is not None
                            else value])
    return out


def test_a_language_change_words_the_kept_cells_again(
    qtbot, store: Store, instructor: Actor, cohort_data: dict[str, Actor],  # noqa: F811
    translations,
) -> None:
    model = RosterModel()
    cohort = store.roster.cohorts(instructor)[0]
    model.set_rows(roster_lines(store.reports.roster_summary(instructor, cohort.id),
                                PassMark()))
    amy = model.row_of(cohort_data["amy"].user_id)
    assert amy is not None
    line = model.row_at(amy)
    english = _cells(model)  # every cell worded and kept
    assert model.index(amy, RosterModel.ACCURACY).data() == "66.7%"
    assert model.text(line, RosterModel.EXAM) == "no exam yet"
    translations.install("pt")
    model.retranslate()
    assert model.index(amy, RosterModel.ACCURACY).data() == "66,7%"
    assert model.index(amy, RosterModel.EXAM).data() == model.text(line, RosterModel.EXAM)
    assert model.text(line, RosterModel.EXAM) != "no exam yet"
    fresh = RosterModel()  # the same rows worded by a model that kept nothing
    fresh.set_rows([model.row_at(r) for r in range(model.rowCount())])
    assert _cells(model) == _cells(fresh) != english


def test_a_practice_flag_words_the_kept_name_cell_again(
    qtbot, store: Store, instructor: Actor, cohort_data: dict[str, Actor],  # noqa: F811
) -> None:
    model = RosterModel()
    cohort = store.roster.cohorts(instructor)[0]
    model.set_rows(roster_lines(store.reports.roster_summary(instructor, cohort.id),
                                PassMark()))
    amy_id, bob_id = cohort_data["amy"].user_id, cohort_data["bob"].user_id
    amy, bob = model.row_of(amy_id), model.row_of(bob_id)
    assert amy is not None and bob is not None
    before = _cells(model)  # every cell worded and kept
    name = model.index(amy, RosterModel.NAME)
    assert not name.data().endswith(PRACTICE_MARK)
    with qtbot.waitSignal(model.dataChanged):
        model.set_practice_flags({amy_id})
    assert name.data().endswith(PRACTICE_MARK)
    assert name.data(Qt.ItemDataRole.ForegroundRole).color().name() == TAMPERED_COLOR.lower()
    assert "outside the app" in name.data(Qt.ItemDataRole.ToolTipRole)
    assert PRACTICE_MARK not in model.index(bob, RosterModel.NAME).data()
    flagged = RosterModel()  # the same rows and flag, worded by a model that kept nothing
    flagged.set_rows([model.row_at(r) for r in range(model.rowCount())])
    flagged.set_practice_flags({amy_id})
    assert _cells(model) == _cells(flagged) != before
    model.set_practice_flags({bob_id})  # amy's cleared, bob's set
    assert not name.data().endswith(PRACTICE_MARK)
    assert model.index(bob, RosterModel.NAME).data().endswith(PRACTICE_MARK)
    model.set_practice_flags(set())
    assert _cells(model) == before


def test_new_rows_word_a_changed_line_and_a_new_day_again(
    qtbot, store: Store, instructor: Actor, cohort_data: dict[str, Actor],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model = RosterModel()
    cohort = store.roster.cohorts(instructor)[0]
    summaries = store.reports.roster_summary(instructor, cohort.id)
    model.set_rows(roster_lines(summaries, PassMark()))
    amy, bob = model.row_of(cohort_data["amy"].user_id), model.row_of(cohort_data["bob"].user_id)
    assert amy is not None and bob is not None
    bob_verdict = model.row_at(bob).readiness
    before = _cells(model)  # every cell worded and kept
    assert model.index(amy, RosterModel.READINESS).data() == "Not enough data"
    assert model.index(amy, RosterModel.LAST_ACTIVE).data() == "yesterday"
    # the same figures read again: the same words
    model.set_rows(roster_lines(summaries, PassMark()))
    assert _cells(model) == before
    # a day later (the app left open overnight): "2 days ago"
    tomorrow = macau_today() + timedelta(days=1)
    monkeypatch.setattr("ui.dashboard.models.macau_today", lambda: tomorrow)
    model.set_rows(roster_lines(summaries, PassMark()))
    amy = model.row_of(cohort_data["amy"].user_id)
    assert amy is not None
    assert model.index(amy, RosterModel.LAST_ACTIVE).data() == "2 days ago"
    # amy's line judged again (as a new pass mark does), with bob's verdict
    judged = [replace(line, readiness=bob_verdict)
              if line.summary.user_id == cohort_data["amy"].user_id else line
              for line in roster_lines(summaries, PassMark())]
    model.set_rows(judged)
    amy = model.row_of(cohort_data["amy"].user_id)
    assert amy is not None
    assert model.index(amy, RosterModel.READINESS).data() == "Not enough data: Call the coup"
    assert model.text(model.row_at(amy), RosterModel.READINESS) == (
        "Not enough data: Call the coup")
    assert model.index(amy, RosterModel.LAST_ACTIVE).data() == "2 days ago"
