"""A shoe kept at a table profile the instructor deleted since (issue 24 review): resumed, the
top rows name the table it is dealt at (its own copy), not the first table of the list with
no 'for the next shoe' note, and New shoe with the rows as they are deals at that table."""

from __future__ import annotations

from dataclasses import replace

from tests.gui.test_table_house_rules import by_presenter, open_screen
from tests.gui.test_table_resume import reopen
from tests.gui.test_table_screen import LEFT
from tests.support.table_script import right_action
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.table import TableSettings

GONE = replace(DEFAULT_PROFILES["mass-1000"], name="Gone table", seats=14,
               skipped_seats=(4, 13, 14, 24))


def test_a_shoe_at_a_deleted_profile_resumes_named_by_its_table(
        qtbot, store, instructor) -> None:
    first = open_screen(qtbot, store, instructor, GONE)
    first.preset(profile=GONE.name, seed=3,
                 settings=TableSettings(seats_filled=1.0, fault_rate=0.0, max_coups=3))
    session = first.presenter.session
    assert session is not None and session.table == GONE
    for _ in range(4):
        step = by_presenter(first.presenter, *right_action(session))
        assert step is not None and step.right
    state = session.state()
    assert store.table_profiles.delete(instructor, GONE.name)
    assert GONE.name not in store.table_profiles.all_profiles(instructor)

    second = reopen(qtbot, store, instructor)
    assert second.resume_button is not None
    qtbot.mouseClick(second.resume_button, LEFT)
    qtbot.waitUntil(lambda: second.presenter.session is not None)
    resumed = second.presenter.session
    assert resumed is not None and resumed.table == GONE and resumed.state() == state
    assert second.table_combo.currentData() == GONE.name
    assert GONE.name in second.table_combo.currentText()
    assert second.next_shoe_note.isHidden()

    second.presenter.stop()  # left: a new shoe with the rows as they are
    qtbot.mouseClick(second.new_shoe_button, LEFT)
    qtbot.waitUntil(lambda: second.presenter.session is not None
                    and second.presenter.session is not resumed)
    fresh = second.presenter.session
    assert fresh is not None and fresh.table == GONE and fresh.steps == []


def test_new_shoe_after_the_running_tables_profile_was_deleted_on_another_desk(
        qtbot, store, instructor) -> None:
    """Settings on another desk deletes the profile of the shoe being dealt here: New shoe
    (the top row still naming that table) deals at its copy; it did nothing at all."""
    screen = open_screen(qtbot, store, instructor, GONE)
    screen.preset(profile=GONE.name, seed=3, settings=TableSettings(max_coups=1))
    first = screen.presenter.session
    assert first is not None and first.table == GONE
    assert store.table_profiles.delete(instructor, GONE.name)
    qtbot.mouseClick(screen.new_shoe_button, LEFT)  # nothing dealt yet: no question
    qtbot.waitUntil(lambda: screen.presenter.session is not first)
    fresh = screen.presenter.session
    assert fresh is not None and fresh.table == GONE
    assert screen.table_combo.currentData() == GONE.name
