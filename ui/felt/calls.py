"""The dealer's call in the words of the floor, under the Table's feedback: after
a right call of the totals or the result, what a Macau dealer says aloud; after a wrong one,
the right call. The words are :data:`trainer.table.calls.TERMS`'s, the same in every
language the app is shown in; only the tongues' names and the line's head are translated
(context ``DealerCall``)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from trainer.table import GradedStep
from trainer.table.calls import Term, step_call
from ui import palette

# Spelled out so lupdate files each string under the context Qt looks it up in.
translate = QCoreApplication.translate


def tr(text: str) -> str:
    """A head of the call line by its English text (for tests: the words shown now)."""
    return translate("DealerCall", text)


def call_words(step: GradedStep) -> tuple[Term, ...]:
    """The call of ``step`` as the engine graded it (its expected code): () for a step that
    is no call."""
    return step_call(step.cell, step.expected)


def _tongues() -> tuple[tuple[str, str, str | None, str], ...]:
    """Each tongue: its name (translated), its words' field, its romanisation's field and
    how its words of one call are joined."""
    return (
        (translate("DealerCall", "Cantonese"), "cantonese", "jyutping", "，"),
        (translate("DealerCall", "Mandarin"), "mandarin", "pinyin", "，"),
        (translate("DealerCall", "English"), "english", None, ", "),
        (translate("DealerCall", "Portuguese"), "portuguese", None, ", "),
    )


def _head(step: GradedStep) -> str:
    return (translate("DealerCall", "The dealer calls:") if step.right
            else translate("DealerCall", "The right call:"))


def call_text(step: GradedStep) -> str:
    """The call as one line of plain text (the line's accessible name): each tongue named,
    its words and their romanisation; "" for a step that is no call."""
    words = call_words(step)
    if not words:
        return ""
    parts = []
    for name, field, roman, sep in _tongues():
        said = sep.join(getattr(w, field) for w in words)
        if roman is not None:
            said += " (" + ", ".join(getattr(w, roman) for w in words) + ")"
        parts.append(translate("DealerCall", "{tongue}: {words}").format(
            tongue=name, words=said))
    return _head(step) + " " + " · ".join(parts)


def call_html(step: GradedStep) -> str:
    """The call as the line shows it, in two lines: Cantonese and Mandarin (the characters a
    little larger, each followed by its romanisation), then English and Portuguese; each
    tongue named in grey. "" for a step that is no call."""
    words = call_words(step)
    if not words:
        return ""
    lines: list[list[str]] = [[], []]
    for name, field, roman, sep in _tongues():
        said = escape(sep.join(getattr(w, field) for w in words))
        part = f"<span style='color:{palette.CAPTION_GREY}'>{escape(name)}</span> "
        if roman is not None:
            read = escape(", ".join(getattr(w, roman) for w in words))
            part += f"<big>{said}</big> <span style='color:{palette.CAPTION_GREY}'>{read}</span>"
            lines[0].append(part)
        else:
            lines[1].append(part + said)
    return (f"<b>{escape(_head(step))}</b> " + " &nbsp;·&nbsp; ".join(lines[0]) + "<br>"
            + " &nbsp;·&nbsp; ".join(lines[1]))
