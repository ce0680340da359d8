"""The Today page (issue 15 point 3): what a trainee lands on after signing in.

The first tests show a :class:`trainer.today.Today` built here on the page and press its keys;
the window tests sign a trainee in on a real store (``store.today``) and check the page against
the core: due counts equal the scheduler's, the due key starts that drill's due reviews, the
goal counts the answers given, homework and exams are listed.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import COHORT_NAME, INSTRUCTOR_NAME, TRAINEE_NAME, TRAINEE_PIN
from trainer.auth import Actor
from trainer.homework import Assignment, HomeworkItem, Progress, Status, Subject, Target
from trainer.homework import TargetKind as HomeworkTarget
from trainer.streak import Streak
from trainer.today import DailyGoal, DueCount, ExamWindow, GoalUnit, HeatDay, NextLesson, Today
from ui.screens import SCREENS
from ui.today.presenter import HEAT_WEEKS, OUTSIDE, TodayPresenter, heat_grid
from ui.today.view import TodayPage

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

DAY = date(2026, 12, 1)  # a Tuesday


def _today(**changes: object) -> Today:
    base = Today(
        day=DAY,
        due=(DueCount("draw", 0, 5), DueCount("call", 0, 5)),
        goal=DailyGoal(GoalUnit.ANSWERS, 50, 0),
        streak=Streak(0, (), False, True),
        heat=(),
        next_lesson=NextLesson("bac-01-card-values", "Card values", 1),
        homework=(),
        exams=(),
        first_time=True,
    )
    return Today(**{**base.__dict__, **changes})  # type: ignore[arg-type]


@pytest.fixture
def page(qtbot, store, trainee: Actor) -> TodayPage:
    presenter = TodayPresenter(store, SCREENS, lesson_titles=lambda: {
        "bac-01-card-values": "Card values (titled by the catalogue)"})
    presenter.actor = trainee
    view = TodayPage(presenter)
    qtbot.addWidget(view)
    view.resize(1000, 640)
    view.show()
    qtbot.waitExposed(view)
    return view


def show(page: TodayPage, today: Today) -> None:
    page.presenter.today = today
    page.presenter.sig_today_changed.emit()


# ---- the heat map's data ---------------------------------------------------------------------


def test_heat_grid_is_weeks_by_weekdays_ending_today() -> None:
    heat = (HeatDay(DAY, 60), HeatDay(DAY - timedelta(days=1), 3),
            HeatDay(DAY - timedelta(days=364), 120), HeatDay(DAY - timedelta(days=400), 9))
    grid = heat_grid(heat, DAY)
    assert grid.first.weekday() == 0
    last = HEAT_WEEKS - 1
    assert grid.day(DAY.weekday(), last) == DAY
    assert grid.answers[1][last] == 60 and grid.level(1, last) == 3  # Tuesday, this week
    assert grid.answers[0][last] == 3 and grid.level(0, last) == 1
    assert all(grid.answers[w][last] == OUTSIDE for w in range(2, 7))  # after today
    old = DAY - timedelta(days=364)
    week, weekday = divmod((old - grid.first).days, 7)
    assert grid.answers[weekday][week] == 120 and grid.level(weekday, week) == 4
    assert grid.answers[0][0] == OUTSIDE  # more than 12 months ago: not shown
    shown = sum(a for row in grid.answers for a in row if a > 0)
    assert shown == 60 + 3 + 120  # the 400-day-old day is outside


# ---- the page on a Today built here -------------------------------------------------------------


def test_first_time_shows_what_to_do_first(page: TodayPage) -> None:
    show(page, _today())
    assert page.first_steps.isVisible()
    text = page.first_steps.text()
    assert "lesson 1" in text and "Card values (titled by the catalogue)" in text
    assert page.lesson_button.isVisible()
    assert page.no_homework.isVisible() and page.no_homework.text() == "No homework set."
    assert page.exam_label.text() == "No exam assigned." and not page.exam_button.isVisible()
    assert page.heat_summary.text() == "Your practice days will fill this calendar."
    assert "start a streak" in page.streak_label.text()
    assert not page.freeze_label.isVisible()
    assert not page.nothing_due.isVisible()  # a new trainee is told where to start instead
    assert page.heat.grid is not None
    assert {a for row in page.heat.grid.answers for a in row} == {0, OUTSIDE}


def test_seasoned_trainee_sees_goal_streak_freeze_homework_and_exam(page: TodayPage) -> None:
    assignment = Assignment(1, 1, Subject.drill("draw"), Target(HomeworkTarget.ANSWERS, 40),
                            DAY - timedelta(days=2), DAY + timedelta(days=3))
    late = Assignment(2, 1, Subject.lesson("bac-01-card-values"),
                      Target(HomeworkTarget.PASSED), DAY - timedelta(days=9),
                      DAY - timedelta(days=1))
    opens = datetime(2026, 12, 3, 1, 30)  # 09:30 in Macau
    show(page, _today(
        due=(DueCount("draw", 12, 3), DueCount("call", 0, 0)),
        goal=DailyGoal(GoalUnit.ANSWERS, 50, 20),
        streak=Streak(9, (DAY - timedelta(days=3),), True, False),
        heat=(HeatDay(DAY - timedelta(days=1), 30), HeatDay(DAY, 20)),
        homework=(HomeworkItem(assignment, Progress(Status.IN_PROGRESS, answers=12)),
                  HomeworkItem(late, Progress(Status.LATE))),
        exams=(ExamWindow(7, "Floor certificate", opens, None),),
        first_time=False))
    assert not page.first_steps.isVisible()
    assert page.due_buttons[0].text() == "1  Draw decisions: 12 due · 3 new"
    assert page.due_buttons[1].text() == "2  Call the coup: 0 due · 0 new"
    assert not page.due_buttons[2].isVisible()
    assert page.goal_label.text() == "20 of 50 answers"
    assert page.goal_bar.value() == 400
    assert page.streak_label.text() == "Days in a row: 9, today included."
    assert page.freeze_label.isVisible()
    assert page.freeze_label.text().startswith("A missed day was kept")
    homework = [label.text() for label in page.homework_labels if label.isVisible()]
    assert len(homework) == 2
    assert "Draw decisions: 40 answers" in homework[0] and "in progress" in homework[0]
    assert "Card values (titled by the catalogue)" in homework[1]
    assert "past its due date" in homework[1]  # kind wording, never "late!" in red
    assert "Floor certificate" in page.exam_label.text() and "09:30" in page.exam_label.text()
    assert page.exam_button.isVisible()
    assert page.heat_summary.text() == "Days practised: 2. Answers: 50."


def test_goal_met_is_praised(page: TodayPage) -> None:
    show(page, _today(goal=DailyGoal(GoalUnit.MINUTES, 10, 12), first_time=False))
    assert page.goal_label.text() == "12 of 10 minutes — goal reached, well done!"
    assert page.goal_bar.value() == 1000


def test_nothing_due_says_so(page: TodayPage) -> None:
    show(page, _today(due=(DueCount("draw", 0, 0),), first_time=False))
    assert page.nothing_due.isVisible()


@pytest.mark.parametrize(("key", "kind"), [(Qt.Key.Key_1, "draw"), (Qt.Key.Key_2, "call")])
def test_due_key_asks_for_that_drills_reviews(qtbot, page: TodayPage, key, kind) -> None:
    show(page, _today(due=(DueCount("draw", 4, 0), DueCount("call", 2, 0)), first_time=False))
    page.focus_first()
    assert page.due_buttons[0].hasFocus()
    with qtbot.waitSignal(page.presenter.sig_due_reviews_requested) as asked:
        qtbot.keyClick(page.due_buttons[0], key)
    assert asked.args == [kind]


def test_tab_goes_down_the_due_drills_then_the_lesson_exams_and_tiles(qtbot,
                                                                       page: TodayPage) -> None:
    show(page, _today(due=(DueCount("draw", 4, 0), DueCount("call", 2, 0)),
                      exams=(ExamWindow(7, "Floor", None, None),), first_time=False))
    page.focus_first()
    seen = [page.focusWidget()]
    for _ in range(4):
        qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Tab)
        seen.append(page.focusWidget())
    assert seen == [page.due_buttons[0], page.due_buttons[1], page.lesson_button,
                    page.exam_button, page.tiles["practice"]]
    # After the last tile, Tab comes back round to the first due key, with no invisible stop
    # (the page's scroll area) between.
    last = list(page.tiles.values())[-1]
    last.setFocus()
    qtbot.keyClick(last, Qt.Key.Key_Tab)
    assert page.focusWidget() is page.due_buttons[0]


def test_lesson_and_exam_keys(qtbot, page: TodayPage) -> None:
    show(page, _today(exams=(ExamWindow(7, "Floor", None, None),)))
    page.focus_first()
    assert page.lesson_button.hasFocus()  # a new trainee starts with the lesson
    with qtbot.waitSignal(page.presenter.sig_lesson_requested) as asked:
        qtbot.keyClick(page.lesson_button, Qt.Key.Key_L)
    assert asked.args == ["bac-01-card-values"]
    with qtbot.waitSignal(page.presenter.sig_screen_requested) as asked:
        qtbot.keyClick(page.lesson_button, Qt.Key.Key_E)
    assert asked.args == ["exam"]


def test_heat_map_has_no_red(page: TodayPage) -> None:
    from PySide6.QtGui import QColor

    from ui.today.view import HEAT_COLOURS

    for colour in HEAT_COLOURS:
        hue = QColor(colour).hslHue()
        assert 190 <= hue <= 220 or QColor(colour).hslSaturation() < 40, colour  # blues only


# ---- signed in, on a real store ---------------------------------------------------------------


def _sign_in(qtbot, window, name: str = TRAINEE_NAME, secret: str = TRAINEE_PIN) -> None:
    edit = window.sign_in.name_edit
    qtbot.keyClicks(edit, name)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClicks(window.sign_in.secret_edit, secret)
    qtbot.keyClick(window.sign_in.secret_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.actor is not None)


def test_new_trainee_lands_on_today_with_empty_states(qtbot, window, trainee: Actor) -> None:
    _sign_in(qtbot, window)
    today_page = window.today
    assert today_page is not None and window.stack.currentWidget() is today_page
    today = today_page.presenter.today
    assert today is not None and today.first_time
    assert today_page.first_steps.isVisible()
    assert "lesson 1" in today_page.first_steps.text()
    assert today_page.no_homework.isVisible()
    assert today_page.exam_label.text() == "No exam assigned."
    # The tiles to the other screens stay: a trainee's, not the instructor's.
    assert today_page.tiles["practice"].isVisible()
    assert not today_page.tiles["dashboard"].isVisible()


def test_instructor_keeps_the_tiles(qtbot, window, instructor: Actor) -> None:
    from tests.gui.conftest import INSTRUCTOR_PASSWORD

    _sign_in(qtbot, window, INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD)
    assert window.stack.currentWidget() is window.home
    assert window.today is None


def _history(store, trainee: Actor, days: int = 3) -> None:
    from tests.support.practice_records import record_draw

    now = store.now()
    cells = ("banker:3:8", "banker:6:7", "player:5", "banker:4:2")
    for day in range(days, 0, -1):
        for i, cell in enumerate(cells):
            record_draw(store, trainee, cell, correct=i % 2 == 0, ms=1500,
                        when=now - timedelta(days=day, minutes=i))


def test_due_counts_equal_the_schedulers(qtbot, window, store, trainee: Actor) -> None:
    from trainer.drills.schedule import due_count

    _history(store, trainee)
    _sign_in(qtbot, window)
    today = window.today.presenter.today
    assert today is not None and not today.first_time
    due = store.schedule.due_at(trainee, trainee.user_id, ["draw"])
    expected = due_count(due.values(), store.now())
    shown = {d.drill_kind: d.due for d in today.due}
    assert shown["draw"] == expected and expected > 0
    index = [d.drill_kind for d in today.due].index("draw")
    assert f"{index + 1}  Draw decisions: {expected} due" in window.today.due_buttons[index].text()
    assert window.today.heat.grid is not None
    assert sum(a for row in window.today.heat.grid.answers for a in row if a > 0) == 12


def test_due_key_starts_that_drills_due_reviews(qtbot, window, store, trainee: Actor) -> None:
    from trainer.drills import DrillKind, Level

    _history(store, trainee)
    _sign_in(qtbot, window)
    page = window.today
    index = [d.drill_kind for d in page.presenter.today.due].index("draw")
    qtbot.keyClick(window.focusWidget() or page, Qt.Key.Key_1 + index)
    practice = window.stack.currentWidget()
    assert practice is not page
    qtbot.waitUntil(lambda: practice.presenter.session is not None)
    assert practice.presenter.session.kind is DrillKind.DRAW
    assert practice.session_level is Level.WEAK
    # Back to Today (Ctrl+0): read again, the answers of the session counted.
    question = practice.presenter.current
    from trainer.drills import expected_answer

    with qtbot.waitSignal(practice.presenter.sig_answer_graded):
        practice.presenter.submit(expected_answer(question))
    done_before = page.presenter.today.goal.done
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is page
    assert page.presenter.today.goal.done == done_before + 1


def test_homework_and_exam_are_listed(qtbot, window, store, instructor: Actor,
                                      trainee: Actor) -> None:
    from trainer.drills import DrillKind, Level
    from trainer.exams.blueprint import Blueprint, OnInterrupt, SectionSpec

    day = store.now().date()
    store.homework.create(instructor, trainee.cohort_id, Subject.drill("draw"),
                          Target(HomeworkTarget.ANSWERS, 30), day + timedelta(days=4))
    store.exams.create(instructor, Blueprint(
        name="Floor check", sections=(SectionSpec(DrillKind.DRAW, Level.ALL, 1, 5),),
        pass_mark=80, time_limit_s=600, question_limit_s=60, attempts_allowed=1,
        show_missed=True, on_interrupt=OnInterrupt.RESUME, cohort_ids=(trainee.cohort_id,)))
    _sign_in(qtbot, window)
    page = window.today
    homework = [label.text() for label in page.homework_labels if label.isVisible()]
    assert len(homework) == 1 and "Draw decisions: 30 answers" in homework[0]
    assert "Floor check" in page.exam_label.text()
    assert COHORT_NAME  # the trainee's cohort is the one the work is set for


def test_today_is_read_once_at_sign_in_and_again_on_coming_back(qtbot, window, store,
                                                                trainee: Actor,
                                                                monkeypatch) -> None:
    """One ``store.today`` call per arrival on Today (the page stays cheap to come back to)."""
    from trainer.store import Store

    calls: list[int] = []
    real = Store.today

    def counted(self, actor, user_id, now=None):  # the real read, counted
        calls.append(user_id)
        return real(self, actor, user_id, now)

    monkeypatch.setattr(Store, "today", counted)
    _sign_in(qtbot, window)
    assert calls == [trainee.user_id]
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # Progress
    assert window.stack.currentWidget() is not window.today
    qtbot.keyClick(window.stack.currentWidget(), Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.today
    assert calls == [trainee.user_id] * 2
    assert window.today.due_buttons[0].hasFocus() or window.today.lesson_button.hasFocus()


def test_a_due_key_with_nothing_due_or_new_says_so_and_starts_nothing(qtbot,
                                                                      page: TodayPage) -> None:
    """A seasoned trainee's drill with 0 due and 0 new: its key says there is nothing to
    review instead of starting "due reviews" of cards that are not due."""
    show(page, _today(due=(DueCount("draw", 4, 0), DueCount("call", 0, 0)), first_time=False))
    asked: list[str] = []
    page.presenter.sig_due_reviews_requested.connect(asked.append)
    page.focus_first()
    qtbot.keyClick(page.due_buttons[1], Qt.Key.Key_2)
    qtbot.mouseClick(page.due_buttons[1], Qt.MouseButton.LeftButton)
    assert asked == []
    assert page.nothing_due.isVisible()
    assert page.nothing_due.text().startswith("Nothing is due in Call the coup")
    qtbot.keyClick(page.due_buttons[0], Qt.Key.Key_1)  # a drill with reviews due still starts
    assert asked == ["draw"]


def test_the_reviews_box_is_as_tall_as_its_lines(qtbot, page: TodayPage) -> None:
    """The box used to stretch down to the heat map, empty under its lines (leftover of
    review 6, at 1024 x 720); the other columns already ended with their boxes."""
    page.resize(1024, 720)
    show(page, _today(due=(DueCount("draw", 12, 3), DueCount("call", 0, 4))))
    box = page.due_box
    qtbot.waitUntil(lambda: page.due_buttons[1].isVisible()
                    and box.height() == box.sizeHint().height())  # laid out again
    assert page.due_buttons[1].geometry().bottom() + 12 >= box.contentsRect().bottom()
    assert box.geometry().bottom() < page.heat_box.geometry().top() - 100
