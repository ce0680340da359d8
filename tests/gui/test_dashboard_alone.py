"""The Dashboard with no trainee chosen (the cohort's own lines): nothing of the last
trainee's is left on screen, and a read that fails does not leave "Loading…" behind."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import Qt

from tests.gui.test_dashboard import YESTERDAY_NOON, cohort_shown, loaded, open_dashboard
from tests.gui.test_live import open_live_dashboard, other_desk  # noqa: F401 (a fixture)
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.errors import TrainerError
from trainer.store import Store


def test_the_last_trainees_edited_practice_flag_goes_with_them(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """amy's practice edited by SQL, flagged above her log; another cohort opened (Alt+C,
    Down): nobody is chosen, and her flag is no longer shown above the empty log."""
    from sqlalchemy import update

    from trainer.store import schema as s

    store.roster.create_cohort(instructor, "Zz later cohort")
    session = store.practice.start_session(trainee, "draw", {})
    ids = [record_draw(store, trainee, "banker:6:7", True, 1000,
                       YESTERDAY_NOON - timedelta(minutes=i), session_id=session)
           for i in range(2)]
    with store._db.engine.begin() as conn:
        conn.execute(update(s.attempts).where(s.attempts.c.id == ids[0]).values(correct=False))
    boss = store.authenticate("lei", "croupier-2026")
    screen = open_dashboard(qtbot, store, boss, rows=1)
    screen.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: screen.practice_flag.isVisible(), timeout=10_000)
    screen.cohort_combo.setFocus()
    qtbot.keyClick(screen.cohort_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: screen.presenter.roster_cohort_id != trainee.cohort_id
                    and cohort_shown(screen), timeout=10_000)
    assert screen.log_count.text() == "No trainees in this cohort."  # an empty one
    assert not screen.practice_flag.isVisible()
    assert "edited outside the app" not in screen.practice_flag.text()


def test_cohort_lines_that_fail_to_load_leave_no_loading_behind(
    qtbot, monkeypatch, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """The cohort alone, another drill chosen and its lines cannot be read: the status
    says why, and the summary no longer says "Loading…" (nor after a language redraw)."""
    screen = open_dashboard(qtbot, store, instructor, rows=1, choose=False)
    progress = screen.progress

    def refuse(*_args: object) -> None:
        raise TrainerError("the school server is away")

    monkeypatch.setattr("ui.charts.presenter.load_cohort_lines", refuse)
    progress.kind_combo.setFocus()
    qtbot.keyClick(progress.kind_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: not progress.presenter.runner.busy
                    and bool(progress.status.text()), timeout=10_000)
    assert "Loading" not in progress.summary.text()
    progress.retranslate()
    assert "Loading" not in progress.summary.text()
    assert progress.presenter.alone and not loaded(screen)


def test_the_cohort_alone_says_per_day_even_after_a_trainee_per_session(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """A trainee's charts per session, then another cohort opened: its lines are per day,
    and the (disabled) per-day/per-session box says so; the next trainee opens per day,
    as the box says, and the box can be changed again."""
    store.roster.create_cohort(instructor, "Zz later cohort")
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    progress = screen.progress
    progress.per_combo.setFocus()
    qtbot.keyClick(progress.per_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: loaded(screen, trainee.user_id)
                    and progress.presenter.data.query.by_session, timeout=10_000)
    screen.cohort_combo.setFocus()
    qtbot.keyClick(screen.cohort_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: screen.presenter.roster_cohort_id != trainee.cohort_id
                    and cohort_shown(screen), timeout=10_000)
    assert not progress.per_combo.isEnabled()
    assert progress.per_combo.currentText() == "per day"
    qtbot.keyClick(screen.cohort_combo, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: screen.presenter.roster_cohort_id == trainee.cohort_id
                    and cohort_shown(screen), timeout=10_000)
    screen.roster_view.setFocus()
    qtbot.waitUntil(lambda: loaded(screen, trainee.user_id), timeout=10_000)
    assert progress.per_combo.isEnabled() and progress.per_combo.currentText() == "per day"
    assert not progress.presenter.query.by_session


def test_another_cohort_opened_while_the_chosen_trainees_charts_load_draws_its_lines(
    qtbot, monkeypatch, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """amy chosen (Tab into the roster) while her charts are still being read, then another
    cohort opened: its lines, read with its roster, are drawn once it shows alone, not
    held back for amy's charts (which are dropped when they come): no "Loading…" left."""
    import threading

    import ui.charts.presenter as charts_presenter

    later = store.roster.create_cohort(instructor, "Zz later cohort")
    store.roster.create_trainee(instructor, "bob", "李小明", later.id, "5678")
    bob = store.authenticate("bob", "5678")
    record_draw(store, bob, "banker:6:7", True, 1000, YESTERDAY_NOON)
    screen = open_dashboard(qtbot, store, instructor, rows=1, choose=False)
    gate = threading.Event()
    real = charts_presenter.load_progress

    def held(*args: object) -> object:
        gate.wait(10)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(charts_presenter, "load_progress", held)
    screen.roster_view.setFocus()  # Tab into the roster: amy chosen, her charts on their way
    assert screen.presenter.trainee_id == trainee.user_id
    screen.cohort_combo.setFocus()
    qtbot.keyClick(screen.cohort_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: screen.presenter.roster_cohort_id == later.id, timeout=10_000)
    gate.set()
    charts = screen.progress.presenter
    qtbot.waitUntil(lambda: not charts.runner.busy and not screen.presenter.runner.busy,
                    timeout=10_000)
    assert screen.presenter.trainee_id is None and charts.alone
    assert charts.cohort is not None and charts.cohort.query.cohort_id == later.id
    assert "1 answer, 100.0% right" in screen.progress.summary.text()


def test_a_trainee_moved_out_on_another_desk_leaves_the_cohorts_own_lines(
    qtbot, store: Store, instructor: Actor, trainee: Actor, other_desk: Store,  # noqa: F811
) -> None:
    """The cohort alone, its one trainee (one answer) moved to another cohort on another
    desk: the roster empties and the cohort's own lines no longer count her answer."""
    from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD

    record_draw(store, trainee, "banker:6:7", True, 1200, YESTERDAY_NOON)
    later = store.roster.create_cohort(instructor, "Zz later cohort")
    screen, _live = open_live_dashboard(qtbot, store, instructor, choose=False)
    charts = screen.progress.presenter
    assert charts.cohort is not None and sum(charts.cohort.trend.attempts) == 1
    boss = other_desk.authenticate(INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    other_desk.roster.move_to_cohort(boss, trainee.user_id, later.id)
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 0 and cohort_shown(screen),
                    timeout=10_000)
    assert charts.cohort is not None and sum(charts.cohort.trend.attempts) == 0
    assert "no practice recorded in this cohort" in screen.progress.summary.text()


def test_an_empty_cohort_says_it_has_nobody_to_choose(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    """A cohort with no trainee opened (Alt+C, Down): the header and the log say the cohort
    has no trainees, and the summary of its (empty) lines asks to choose nobody."""
    store.roster.create_cohort(instructor, "Zz empty cohort")
    screen = open_dashboard(qtbot, store, instructor, rows=1, choose=False)
    assert screen.trainee_label.text() == "Choose a trainee in the roster."
    screen.cohort_combo.setFocus()
    qtbot.keyClick(screen.cohort_combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: screen.roster_model.rowCount() == 0 and cohort_shown(screen),
                    timeout=10_000)
    assert screen.trainee_label.text() == "No trainees in this cohort."
    assert screen.log_count.text() == "No trainees in this cohort."
    summary = screen.progress.summary.text()
    assert "no practice recorded in this cohort" in summary
    assert "Choose a trainee" not in summary
