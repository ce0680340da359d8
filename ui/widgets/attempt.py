"""One stored attempt shown as dealt: the question on the practice screen's own table
(read-only), the trainee's answer beside the right one, and the grade as stored.

Opened from the Dashboard's attempt log and from the Practice summary's mistakes."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from PySide6.QtCore import (
    Qt,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.answers import Answer
from trainer.drills.explain import answer_phrases, recorded_explanation
from trainer.drills.model import Question
from trainer.errors import TrainerError
from trainer.store import AttemptRow
from trainer.store.practice import decode_answer, decode_question
from ui import palette
from ui.charts.words import (
    ChartWords,
)
from ui.looks import set_look
from ui.words import Words, drill_kind_label, moment_text, seconds_text

log = logging.getLogger(__name__)

def cards_text(value: Any) -> str:
    """Stored card codes as text ("9H KS", hands apart with " | "); "–" for none."""
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return " ".join(value)
    if isinstance(value, list):
        return " | ".join(cards_text(v) for v in value)
    return "–" if value is None else str(value)


def json_lines(data: Any) -> list[tuple[str, str]]:
    """Key/value lines of a JSON document, cards as text codes (for records no drill reads)."""
    if not isinstance(data, dict):
        return [("", json.dumps(data, ensure_ascii=False))]
    out: list[tuple[str, str]] = []
    for key in sorted(data):
        value = data[key]
        if isinstance(value, dict):
            out.append((key, json.dumps(value, ensure_ascii=False, sort_keys=True)))
        else:
            out.append((key, cards_text(value)))
    return out


def read_question(attempt: AttemptRow) -> Question | None:
    """The stored question read back as the drill wrote it (None: an unreadable record)."""
    if not isinstance(attempt.question, dict):
        return None
    try:
        return decode_question(attempt)
    except (KeyError, ValueError, TypeError, TrainerError):
        return None


def read_answer(question: Question | None, data: Any) -> Answer | None:
    """A stored answer (given or expected) as the drill's typed value (None: none, or one
    no drill can read)."""
    if question is None or data is None:
        return None
    try:
        return decode_answer(question.kind, data)
    except (KeyError, ValueError, TypeError, TrainerError):
        return None


def answer_words(words: Words, answer: Answer | None) -> str:
    """An answer in the user's language ("draw", "pay HK$950, commission HK$50"), as the
    attempt's detail and the attempt-log CSV say it."""
    return words.answer(answer_phrases(answer))


def html_table(lines: list[tuple[str, str]]) -> str:
    """Key/value lines as a small HTML table."""
    return (
        "<table cellspacing=4>"
        + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in lines)
        + "</table>"
    )


class AttemptDialog(QDialog):
    """One attempt: the question as dealt (the practice screen's own table, read-only), and
    the trainee's answer beside the right one with the rule and its article."""

    def __init__(self, attempt: AttemptRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.attempt = attempt
        self.setWindowTitle(self.tr("Attempt {0}").format(str(attempt.id)))
        self.words = Words(parent=self)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.heading)
        self.question = self._question()
        self.panel: QWidget | None = None
        if self.question is not None:
            self.panel = self._panel(self.question)
        if self.panel is not None:
            layout.addWidget(self.panel, 1)
        self.browser = QTextBrowser()
        self.browser.setObjectName("attemptBrowser")
        layout.addWidget(self.browser, 1 if self.panel is None else 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill()
        self.resize(900, 720 if self.panel is not None else 520)

    def _question(self) -> Question | None:
        return read_question(self.attempt)

    def _answer(self, data: Any) -> Answer | None:
        return read_answer(self.question, data)

    def _panel(self, question: Question) -> QWidget | None:
        from ui.widgets.panels import make_panel

        try:
            panel = make_panel(question.kind, self.words)
            panel.show_question(question)
        except (TrainerError, ValueError, KeyError, AssertionError) as e:
            log.warning("attempt %s cannot be shown as dealt: %s", self.attempt.id, e)
            return None
        # Only the table and the prompt: the answer controls belong to practice.
        hide_layout(panel.controls)
        panel.field_error.hide()
        panel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panel.setEnabled(False)  # read-only: no key or click reaches the practice panel
        # The trainee's instruction ("Settle seat 3 … then Enter") is for practice, not here.
        panel.prompt.hide()
        # Disabled labels would turn grey: dark instead, but the felt's own captions keep
        # the felt's light colour (app.qss), or they vanish into the green.
        set_look(panel, "replayed")
        bets = panel.findChild(QLabel, "betsLabel")
        if bets is not None:
            # Room for the bets list, and the line that was settled marked as such.
            bets.setMinimumWidth(300)
            bets.setWordWrap(True)
            settled = self.tr("settled here")
            bets.setText(re.sub(
                "<b>▶ (.*?)</b>",
                lambda m: (f"<b style='background-color:{palette.HIGHLIGHT}; color:{palette.INK}'>"
                           f"▶ {m.group(1)} ← {settled}</b>"),
                bets.text(), count=1))
        return panel

    def _describe(self, answer: Answer | None) -> str:
        """An answer in the user's language ("draw", "pay HK$950, commission HK$50")."""
        return answer_words(self.words, answer)

    def _fill(self) -> None:
        a = self.attempt
        if a.reason == "timed_out":
            verdict = self.tr("time out: counted wrong")
        else:
            verdict = self.tr("right") if a.correct else self.tr("wrong")
        when = moment_text(a.answered_at, with_seconds=True)
        where = ChartWords().situation(a.drill_kind, a.cell)
        self.heading.setText(
            f"<h3>{drill_kind_label(a.drill_kind)} – {where}</h3>"
            f"<p>{when} · {seconds_text(a.ms_taken)} · <b>{verdict}</b></p>"
        )
        given = self._answer(a.answer)
        expected = self._answer(a.expected)
        # Worded before the f-strings: lupdate does not look inside them.
        answered, right = self.tr("Trainee answered"), self.tr("Right answer")
        if self.question is None or (a.answer is not None and given is None) or expected is None:
            # A record the drills cannot read back: show what was stored, as stored.
            question = a.question if isinstance(a.question, dict) else {}
            dealt = self.tr("As dealt")
            self.browser.setHtml(
                f"<h4>{dealt}</h4>{html_table(json_lines(question.get('prompt', question)))}"
                f"<table width='100%'><tr>"
                f"<td valign=top><h4>{answered}</h4>"
                f"{html_table(json_lines(a.answer))}</td>"
                f"<td valign=top><h4>{right}</h4>"
                f"{html_table(json_lines(a.expected))}</td></tr></table>"
                f"<p>{a.reason or ''} ({a.article or ''})</p>"
            )
            return
        # The grade as stored: never graded again here (the rules may have changed since).
        stored = recorded_explanation(correct=a.correct, given=given, expected=expected,
                                      reason=a.reason, article=a.article, fault=a.fault)
        rule = self.words.explain(stored) if stored is not None else (a.article or "")
        given_text = self._describe(given) if given is not None else self.tr("no answer")
        self.browser.setHtml(
            "<table width='100%' cellspacing=6><tr>"
            f"<td valign=top width='50%'><h4>{answered}</h4>"
            f"<p style='color:{palette.DONE if a.correct else palette.ERROR}'>{given_text}</p></td>"
            f"<td valign=top><h4>{right}</h4>"
            f"<p>{self._describe(expected)}</p></td></tr></table>"
            f"<p>{rule}</p>"
        )


def hide_layout(layout: Any) -> None:
    """Hide every widget in ``layout`` and its nested layouts."""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            item.widget().hide()
        elif item.layout() is not None:
            hide_layout(item.layout())
