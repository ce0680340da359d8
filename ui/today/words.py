"""The Today page's wording of the core's data (``TodayWords`` context; the page's name is
``TodayPage``'s). Dates are written by the language's ``QLocale``, not by a translated pattern.

Nothing here punishes: a missed day that was kept is said kindly, a late
homework is "past its due date", never red, never guilt.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from trainer.homework import HomeworkItem, Status, SubjectKind, TargetKind
from trainer.kinds import TABLE_KIND
from trainer.streak import Streak
from trainer.today import (
    SAMKONG_TABLE_LINE,
    DailyGoal,
    DueCount,
    ExamWindow,
    GoalUnit,
    NextLesson,
)
from ui.words import (
    day_text,
    drill_kind_label,
    long_day_text,
    moment_text,
    percent_text,
    seconds_text,
    table_game_label,
)


class TodayWords(QObject):
    """Every sentence of the Today page, under one translation context."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        # The class's own context, as lupdate files ``self.tr`` here.
        return QCoreApplication.translate("TodayWords", text, disambiguation, n)

    # ---- headings ---------------------------------------------------------------------------

    def greeting(self, name: str, day: date) -> str:
        return self.tr("Hello, {0} — {1}").format(name, long_day_text(day))

    def due_heading(self) -> str:
        return self.tr("Reviews due")

    def goal_heading(self) -> str:
        return self.tr("Today's goal")

    def streak_heading(self) -> str:
        return self.tr("Streak")

    def lesson_heading(self) -> str:
        return self.tr("Next lesson")

    def homework_heading(self) -> str:
        return self.tr("Homework")

    def exam_heading(self) -> str:
        return self.tr("Exams")

    def heat_heading(self) -> str:
        return self.tr("Practice over the last 12 months")

    # ---- due reviews ------------------------------------------------------------------------

    def due_button(self, key: str, count: DueCount) -> str:
        """One drill's line, its key first: "1  Draw decisions: 12 due · 5 new"."""
        return self.tr("{0}  {1}: {2} due · {3} new").format(
            key, due_label(count.drill_kind), count.due, count.new)

    def due_tip(self, key: str) -> str:
        return self.tr("Press {0} to start this drill's due reviews").format(key)

    def table_due_tip(self, key: str) -> str:
        return self.tr("Press {0} to deal at the Table").format(key)

    def table_due_note(self, baccarat: str | None, samkong: str | None) -> str:
        """What "due" means on the Table's lines (they are no drill of questions), with the
        key of each line shown: the baccarat Table's and the Sam Kong Table's (None: that
        game's line is not shown)."""
        if baccarat is not None and samkong is not None:
            return self.tr("Table: the kinds of step you got wrong at the Table come due "
                           "again, as a drill's questions do; they are reviewed as you deal a "
                           "shoe. Press {0} to open the baccarat Table, {1} the Sam Kong "
                           "Table.").format(baccarat, samkong)
        if samkong is not None:
            return self.tr("Table: the kinds of step you got wrong at the Table come due "
                           "again, as a drill's questions do; they are reviewed as you deal a "
                           "shoe. Press {0} to open the Sam Kong Table.").format(samkong)
        return self.tr("Table: the kinds of step you got wrong at the Table come due again, "
                       "as a drill's questions do; they are reviewed as you deal a shoe. "
                       "Press {0} to open the Table.").format(baccarat)

    def nothing_due(self) -> str:
        return self.tr("Nothing is due: every review is up to date.")

    def unread(self, why: str) -> str:
        """Today could not be read (``why``: the store's error, worded)."""
        return self.tr("Today could not be read ({0}). It is read again when you come "
                       "back here.").format(why)

    def nothing_due_in(self, drill_kind: str) -> str:
        """A due key pressed on a drill with nothing due and nothing new."""
        return self.tr("Nothing is due in {0}: every review is up to date. Practise it "
                       "freely from Practice (Ctrl+1).").format(due_label(drill_kind))

    def first_steps(self, lesson: NextLesson | None, title: str) -> str:
        """A new trainee's first step: the first lesson, or any drill."""
        if lesson is not None:
            return self.tr("Start with lesson {0}: {1}. Press L to open it.").format(
                lesson.order, title)
        return self.tr("Start with any drill below: press 1.")

    # ---- goal and streak --------------------------------------------------------------------

    def goal(self, goal: DailyGoal) -> str:
        if goal.unit is GoalUnit.MINUTES:
            text = self.tr("{0} of {1} minutes").format(goal.done, goal.target)
        else:
            text = self.tr("{0} of {1} answers").format(goal.done, goal.target)
        if goal.met:
            return self.tr("{0} — goal reached, well done!").format(text)
        return text

    def goal_note(self, goal: DailyGoal) -> str:
        """How the Table counts toward a goal in answers (:func:`trainer.today.goal_units`);
        nothing for a goal in minutes, where every step's time counts."""
        if goal.unit is GoalUnit.MINUTES:
            return ""
        return self.tr("A Table coup, or a Sam Kong round, counts as one answer.")

    def streak(self, streak: Streak) -> str:
        if streak.days == 0:
            return self.tr("Answer one question today to start a streak.")
        if streak.practised_today:
            return self.tr("Days in a row: {0}, today included.").format(streak.days)
        return self.tr("Days in a row: {0}. Practise today to keep it going.").format(
            streak.days)

    def freeze(self, streak: Streak) -> str:
        """The freeze said kindly: a kept day, or one ready to keep."""
        if streak.frozen:
            return self.tr("A missed day was kept: {0}.").format(day_text(streak.frozen[0]))
        if streak.days and streak.freeze_ready:
            return self.tr("If you miss a day this week, it will be kept.")
        return ""

    # ---- lessons, homework, exams -----------------------------------------------------------

    def lesson_title(self, lesson: NextLesson, title: str) -> str:
        return self.tr("Lesson {0}: {1}").format(lesson.order, title)

    def lesson_button(self) -> str:
        return self.tr("L  Open the lesson")

    def all_lessons_passed(self) -> str:
        return self.tr("Every lesson is passed.")

    def no_homework(self) -> str:
        return self.tr("No homework set.")

    def homework(self, item: HomeworkItem, lesson_titles: dict[str, str]) -> str:
        """"Draw decisions: 50 answers, due 05/12/2026 — in progress"."""
        assignment, progress = item.assignment, item.progress
        subject = assignment.subject
        if subject.kind is SubjectKind.LESSON:
            title = lesson_titles.get(subject.key)
            what = (self.tr("Lesson no longer available ({0})").format(subject.key)
                    if title is None else self.tr("Lesson: {0}").format(title))
        elif subject.kind is SubjectKind.TABLE:
            what = table_game_label(subject.is_samkong_table)
        else:
            what = drill_kind_label(subject.key)
        target = assignment.target
        if target.kind is TargetKind.ANSWERS:
            goal = self.tr("%n answer(s)", "", target.value)
        elif target.kind is TargetKind.ACCURACY:
            goal = self.tr("{0} right over the last {1}").format(
                percent_text(target.value / 100), target.window)
        elif target.kind is TargetKind.PACE:
            goal = self.tr("median {0} over the last {1}").format(
                seconds_text(target.value), target.window)
        elif target.kind is TargetKind.DUE_CLEARED:
            goal = self.tr("all due reviews cleared")
        else:
            goal = self.tr("pass the check")
        return self.tr("{0}: {1}, due {2} — {3}").format(
            what, goal, day_text(assignment.due_on), self.status(progress.status))

    def status(self, status: Status) -> str:
        return {
            Status.DONE: self.tr("done"),
            Status.LATE: self.tr("past its due date"),
            Status.IN_PROGRESS: self.tr("in progress"),
            Status.NOT_STARTED: self.tr("not started"),
            Status.NOT_AVAILABLE: self.tr("not measured yet"),
        }[status]

    def no_exam(self) -> str:
        return self.tr("No exam assigned.")

    def exam(self, exam: ExamWindow) -> str:
        if exam.opens is not None and exam.closes is not None:
            window = self.tr("opens {0}, closes {1}").format(moment_text(exam.opens),
                                                            moment_text(exam.closes))
        elif exam.opens is not None:
            window = self.tr("opens {0}").format(moment_text(exam.opens))
        elif exam.closes is not None:
            window = self.tr("closes {0}").format(moment_text(exam.closes))
        else:
            window = self.tr("open now")
        return self.tr("{0}: {1}").format(exam.name, window)

    def exam_button(self) -> str:
        return self.tr("E  Go to exams")

    # ---- heat map -----------------------------------------------------------------------------

    def heat_empty(self) -> str:
        return self.tr("Your practice days will fill this calendar.")

    def heat_less(self) -> str:
        return self.tr("Less")

    def heat_more(self) -> str:
        return self.tr("More")

    def heat_tip(self, day: date, answers: int) -> str:
        return self.tr("Answers on {0}: {1}").format(day_text(day), answers)

    def heat_summary(self, days: int, answers: int) -> str:
        return self.tr("Days practised: {0}. Answers: {1}.").format(days, answers)

    def weekday(self, index: int) -> str:
        """Monday is 0; the heat map labels Mon, Wed and Fri."""
        return QLocale().dayName(index + 1, QLocale.FormatType.ShortFormat)

    def month(self, month: int) -> str:
        return QLocale().monthName(month, QLocale.FormatType.ShortFormat)


def due_label(line: str) -> str:
    """A line of the reviews due: a drill's name, or a game of the Table's (both games
    have lines of their own, :func:`trainer.today.due_line`)."""
    if line in (TABLE_KIND, SAMKONG_TABLE_LINE):
        return table_game_label(line == SAMKONG_TABLE_LINE)
    return drill_kind_label(line)


def tile_text(title: str, shortcut: str) -> str:
    """A tile: the screen's name over its shortcut."""
    return f"{title}\n{shortcut}"
