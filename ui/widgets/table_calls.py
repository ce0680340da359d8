"""The dealer's call in the words of the floor (issue 24), under the Table's feedback: after
a right call of the totals or the result, what a Macau dealer says aloud; after a wrong one,
the right call. The words are :data:`trainer.table.calls.TERMS`'s, the same in every
language the app is shown in; only the tongues' names and the line's head are translated
(context ``DealerCall``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.table import GradedStep
from trainer.table.calls import Term, step_call

# Spelled out so lupdate files each string under the context Qt looks it up in.
translate = QCoreApplication.translate


def tr(text: str) -> str:
    """A head of the call line by its English text (for tests: the words shown now)."""
    return translate("DealerCall", text)


def call_words(step: GradedStep) -> tuple[Term, ...]:
    """The call of ``step`` as the engine graded it (its expected code): () for a step that
    is no call."""
    return step_call(step.cell, step.expected)


def call_text(step: GradedStep) -> str:
    """Two lines: the call in Cantonese and Mandarin, each with its romanisation, then in
    English and Portuguese; "" for a step that is no call."""
    words = call_words(step)
    if not words:
        return ""

    def join(tongue: str, sep: str) -> str:
        return sep.join(getattr(w, tongue) for w in words)

    head = (translate("DealerCall", "The dealer calls:") if step.right
            else translate("DealerCall", "The right call:"))
    chinese = translate(
        "DealerCall", "{head} Cantonese {yue} ({jyutping}) · Mandarin {cmn} ({pinyin})").format(
        head=head, yue=join("cantonese", "，"), jyutping=join("jyutping", ", "),
        cmn=join("mandarin", "，"), pinyin=join("pinyin", ", "))
    western = translate("DealerCall", "English: {en} · Portuguese: {pt}").format(
        en=join("english", ", "), pt=join("portuguese", ", "))
    return chinese + "\n" + western
