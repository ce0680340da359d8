"""The charts' wording: number formats, the charts' words, readiness verdicts.

Shared by the Progress screen, the Dashboard, the attempt dialog and the PDF reports.
:class:`ChartWords` keeps its class name, which is its translation context."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from trainer.drills.cell import Cell
from trainer.drills.registry import kind_codes
from trainer.samkong import ALL_LEVELS
from trainer.stats import (
    WEAK_ERROR_RATE,
    ConfusionMatrix,
    DrawSides,
    ErrorBand,
    PassMark,
    Readiness,
    ReadinessStatus,
    Streaks,
    ThirdCardMap,
)
from trainer.stats.values import (
    READINESS_DAYS,
    ExamStanding,
    ExamState,
    KindStat,
)
from ui.felt.steps import step_name
from ui.words import Words, day_text, drill_kind_label, samkong_label, short_day_text


def percent(share: float, decimals: int = 1) -> str:
    """A share (0.788) as a percentage in the user's locale: "78.8%", "78,8%"."""
    return QLocale().toString(share * 100, "f", decimals) + "%"


def seconds(ms: float) -> str:
    """Milliseconds as seconds in the user's locale and language: "1.2 s", "1,2 s", "1.2秒"."""
    return QCoreApplication.translate("Words", "{0} s").format(
        QLocale().toString(ms / 1000, "f", 1))


def count(n: int) -> str:
    """A whole number with the locale's digit grouping."""
    return QLocale().toString(n)


def kind_label(obj: QObject, kind: str | None) -> str:
    """The drill kind's name for people (``obj`` is kept for existing callers)."""
    return drill_kind_label(kind)


def ordered_kinds(kinds: Sequence[KindStat]) -> list[KindStat]:
    """Per-kind figures in the kinds' registered order (draw, call, payout, Sam Kong, shoe,
    the Table)."""
    order = list(kind_codes())
    return sorted(
        kinds, key=lambda k: order.index(k.drill_kind) if k.drill_kind in order else len(order)
    )


class ChartWords(QObject):
    """Words the charts, the dashboard and the reports share, under one translation context
    (a helper taking any ``obj`` and calling ``obj.tr`` would be filed by lupdate under
    "obj" and looked up by Qt under the caller's class: never shown translated)."""

    def readiness(self, status: ReadinessStatus) -> str:
        """Readiness against the pass mark, as a sentence."""
        return {
            ReadinessStatus.READY: self.tr("Ready: meets the pass mark"),
            ReadinessStatus.TOO_SLOW: self.tr("Accurate, but not yet fast enough"),
            ReadinessStatus.NOT_ACCURATE: self.tr("Not yet accurate enough"),
            ReadinessStatus.NOT_ENOUGH_DATA: self.tr("Not enough recent practice to judge"),
        }[status]

    def readiness_short(self, status: ReadinessStatus) -> str:
        """Readiness in a table cell."""
        return {
            ReadinessStatus.READY: self.tr("Ready"),
            ReadinessStatus.TOO_SLOW: self.tr("Too slow"),
            ReadinessStatus.NOT_ACCURATE: self.tr("Not accurate yet"),
            ReadinessStatus.NOT_ENOUGH_DATA: self.tr("Not enough data"),
        }[status]

    def verdict(self, r: Readiness, short: bool = False) -> str:
        """The verdict with the drill that decided it, when a drill is not ready: "Not
        accurate yet: Draw decisions 25%", "Too slow: Shoe procedure" (readiness is
        judged per drill, the worst deciding); otherwise the verdict alone."""
        # Every answer timed out: nothing shows the trainee accurate, so not "Accurate, but".
        untimed = r.status is ReadinessStatus.TOO_SLOW and r.accuracy is None
        words = self.readiness_short(r.status) if short or untimed else self.readiness(r.status)
        if r.drill_kind is None:
            return words
        drill = drill_kind_label(r.drill_kind)
        if r.status is ReadinessStatus.NOT_ACCURATE and r.accuracy is not None:
            return (
                self.tr("{0}: {1} {2}%", "readiness: the verdict, the deciding drill, its accuracy")
                .format(words, drill, f"{r.accuracy * 100:.0f}")
            )
        # slow by its median or by its time-outs; or a drill unpractised or too thin to
        # judge, which keeps the trainee from "Ready"
        if r.status in (ReadinessStatus.TOO_SLOW, ReadinessStatus.NOT_ENOUGH_DATA):
            return (
                self.tr("{0}: {1}", "readiness: the verdict, the deciding drill")
                .format(words, drill)
            )
        return words

    def pass_mark(self, mark: PassMark) -> str:
        return (
            self.tr("Pass mark: {0}% right, median under {1} s (last {2} days).")
            .format(f"{mark.accuracy * 100:.0f}", f"{mark.median_ms / 1000:g}", str(READINESS_DAYS))
        )

    def exam(self, exam: ExamStanding) -> str:
        """The exam column: the latest sitting's state (and its score when finished)."""
        words = {
            ExamState.NONE: self.tr("no exam yet"),
            ExamState.INCOMPLETE: self.tr("incomplete"),
            ExamState.SCHEDULED: self.tr("scheduled"),
            ExamState.IN_PROGRESS: self.tr("in progress"),
            ExamState.FAILED: self.tr("failed"),
            ExamState.PASSED: self.tr("passed"),
        }[exam.state]
        if exam.score is not None and exam.state in (ExamState.FAILED, ExamState.PASSED):
            words += f" ({percent(exam.score, 0)})"
        if exam.tampered:
            words += " " + self.tr("⚠ TAMPERED: records changed after sealing")
        return words

    def period(self, since: date | None, until: date | None) -> str:
        if since is None and until is None:
            return self.tr("all time")
        start = day_text(since) if since else "…"  # the user's way, as Today writes a day
        end = day_text(until) if until else self.tr("today")
        return f"{start} – {end}"

    def period_name(self, since: date | None, until: date | None, today: date) -> str:
        """The period as the filter names it: "last 90 days", "all time", or its dates."""
        if since is not None and until in (None, today):
            return self.tr("last %n days", "the period a chart shows", (today - since).days + 1)
        return self.period(since, until)

    def readiness_period(self) -> str:
        """The period the readiness verdict judges (:data:`READINESS_DAYS`)."""
        return self.tr("last %n days", "the period a chart shows", READINESS_DAYS)

    def situation(self, kind: str, cell: Cell | None) -> str:
        """A drill cell in words (screens keep the raw code in a tooltip)."""
        if cell is None:
            return ""
        if kind == "table":  # a dealer's step at the Table, as its screens name it
            return step_name(str(cell))
        parts = cell
        if kind == "draw":
            if parts[-1] == "natural" and len(parts) == 3:
                hand = self.tr("Player") if parts.head == "player" else self.tr("Banker")
                return self.tr("{0} natural {1}").format(hand, parts[1])
            if parts.head == "banker" and len(parts) == 3:
                if parts[2] == "stood":
                    third = self.tr("Player stood")
                else:
                    third = self.tr("Player's third card {0}").format(parts[2])
                return self.tr("Banker {0}, {1}").format(parts[1], third)
            if parts.head == "player" and len(parts) == 2:
                return self.tr("Player {0}").format(parts[1])
        if kind == "samkong_level" and parts[-1].isdigit():
            return level_text(int(parts[-1]))
        if kind in ("payout", "samkong_payout") and len(parts) >= 3:
            bet = parts[-2]
            name = Words().bet(bet) if kind == "payout" else self._samkong_bet(bet)
            template = {
                "win": self.tr("{0} bet wins"),
                "lose": self.tr("{0} bet loses"),
                "push": self.tr("{0} bet stays (tie)"),
            }.get(parts[-1])
            if template is None:
                return self.tr("{0} bet").format(name)
            return template.format(name)
        if kind == "call":
            return {
                "tie": self.tr("Calling a tie"),
                "pair": self.tr("Calling a coup with a pair"),
                "natural": self.tr("Calling a natural"),
                "both_drew": self.tr("Calling a coup where both hands drew"),
                "one_drew": self.tr("Calling a coup where one hand drew"),
                "no_draw": self.tr("Calling a coup where neither hand drew"),
            }.get(parts[-1], self.tr("Calling the coup"))
        if kind == "samkong_doors":
            return {
                "tie": self.tr("A door that ties the banker"),
                "three_faces": self.tr("Doors with 三公 hands"),
                "same_points": self.tr("Equal points decided by faces"),
                "plain": self.tr("Plain door wins and losses"),
            }.get(parts[-1], self.tr("Sam Kong door results"))
        if kind == "shoe":
            return {
                "burn_first_card": self.tr("Burning by the first card"),
                "burn_decks": self.tr("Burning one card per deck"),
                "burn_fixed": self.tr("A fixed burn"),
                "cut_card": self.tr("Where the cut card goes"),
                "samkong_second_cut": self.tr("The Sam Kong second cut"),
                "last_coup": self.tr("The last coup"),
                "demonstration_coups": self.tr("Demonstration coups"),
                "exposed_card": self.tr("An exposed card"),
                "misdeal": self.tr("A misdeal"),
                "samkong_burn": self.tr("The Sam Kong burn"),
            }.get(parts[-1], self.tr("Shoe procedure"))
        # A cell this version does not know: its code, kept as stored.
        return str(cell)

    def level(self, ordinal: int) -> str:
        """A Sam Kong level by its Chinese name, in the script of the user's language."""
        if not 1 <= ordinal <= len(ALL_LEVELS):
            return str(ordinal)
        level = ALL_LEVELS[ordinal - 1]
        return (
            self.tr(
                "{hant} ({ordinal})",
                "Sam Kong level in charts and logs. {hant}: Traditional Chinese name, {hans}: "
                "Simplified Chinese name, {ordinal}: its number in the annex. Use the ones "
                "your language needs."
            )
            .replace("{hant}", level.name_zh_hant)
            .replace("{hans}", level.name_zh_hans)
            .replace("{ordinal}", str(ordinal))
        )

    def _samkong_bet(self, bet: str) -> str:
        return {
            "door": self.tr("Door"),
            "tie": self.tr("Tie"),
            "odd": self.tr("Odd"),
            "even": self.tr("Even"),
            "point": self.tr("Point"),
            "three_faces": "三公",
        }.get(bet) or samkong_label(bet)  # a bet with no words yet: its spec's name


def readiness_words(status: ReadinessStatus) -> str:
    return ChartWords().readiness(status)


def verdict_words(r: Readiness, short: bool = False) -> str:
    """A readiness verdict naming the drill that decided it (:meth:`ChartWords.verdict`)."""
    return ChartWords().verdict(r, short)


def pass_mark_words(mark: PassMark) -> str:
    return ChartWords().pass_mark(mark)


def level_text(ordinal: int) -> str:
    """A Sam Kong level for the hover read-out: its Chinese name and annex ordinal."""
    return ChartWords().level(ordinal)

class PanelWords(QObject):
    """The chart panel's sentences about its figures and hover read-outs (the translations
    were carried over from the ``ChartPanel`` context, where the panel worded them itself)."""

    def legend(self, good_rate: float) -> dict[ErrorBand, str]:
        """What each colour of the third-card map means, against the pass mark."""
        good = f"{good_rate * 100:g}"
        weak = f"{max(WEAK_ERROR_RATE, good_rate) * 100:g}"
        return {
            ErrorBand.GOOD: self.tr("≤{0}% wrong", "legend: error rate up to").format(good),
            ErrorBand.WATCH: self.tr("≤{0}%", "legend: error rate up to").format(weak),
            ErrorBand.WEAK: self.tr(">{0}%", "legend: error rate above").format(weak),
        }

    def draw_errors(self, sides: DrawSides) -> str:
        """The Banker's decisions the third-card map leaves out (the table above counts the
        Player's and the Banker's apart)."""
        return (
            self.tr(
                "Banker decisions off the map (0-2, 7, Player stood, naturals): {0} wrong of {1}."
            ).format(count(sides.banker_other_wrong), count(sides.banker_other_attempts))
        )

    def streaks(self, runs: Streaks) -> str:
        """The streak milestones: the best run, each milestone reached (and when), the next."""
        text = self.tr("Right answers in a row: best {0}.").format(count(runs.longest))
        if runs.reached:
            reached = self.tr(", ", "separator between streak milestones").join(
                self.tr("{0} on {1}", "a streak milestone and the day it was first reached")
                .format(count(m), short_day_text(day))
                for m, day in runs.reached
            )
            text += " " + self.tr("Milestones: {0}.").format(reached)
        if runs.next is not None:
            text += " " + self.tr("Next: {0} in a row.").format(count(runs.next))
        return text

    def heat_cell(self, heat: ThirdCardMap, row: int, col: int) -> str:
        """The hover read-out of one cell of the third-card map."""
        n, w = heat.attempts[row][col], heat.wrong[row][col]
        third_text = self.tr("Player's third card {0}").format(str(heat.values[col]))
        decision = self.tr("Banker draws") if heat.draws[row][col] else self.tr("Banker stands")
        total = str(heat.totals[row])
        if not n:
            return (
                self.tr("Banker {0}, {1} ({2}): no answers yet").format(total, third_text, decision)
            )
        return (
            self.tr("Banker {0}, {1} ({5}): {2} wrong of {3} ({4}%)")
            .format(total, third_text, str(w), str(n), f"{100 * w / n:.0f}", decision)
        )

    def confusion_cell(self, m: ConfusionMatrix, row: int, col: int, no_answer: str) -> str:
        """The hover read-out of one cell of the Sam Kong matrix (``no_answer``: the panel's
        word for its "none" column)."""
        expected = row + 1
        answered = None if col >= len(m.levels) else col + 1
        count = m.count(expected, answered)
        named = no_answer if answered is None else level_text(answered)
        return (
            self.tr("{0} named {1}: {2} times of {3}")
            .format(level_text(expected), named, str(count), str(sum(m.counts[row])))
        )

