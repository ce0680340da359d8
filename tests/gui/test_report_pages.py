"""The PDF reports' pages (issue 16 point 11): the cohort roster readable in Chinese, no
trainee's row split over two pages, long names wrapped by words or characters, and the
trainee report's chart text at least 8 pt as printed."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.progress import ProgressQuery, load_cohort_report, load_progress
from trainer.store import Store
from ui.charts.panel import ChartPanel
from ui.pdf.reports import (
    CHART_SIZE,
    TEXT_WIDTH_PX,
    ReportWriter,
    chart_text_pt,
    first_split_row,
    roster_rows,
)

LONG = (
    "Maria da Conceição Fernandes Pereira de Sousa",
    "歐陽志明 Alexandre Chan Tai Man",
    "司徒美玲瑪麗亞若瑟芬娜",
    "João Manuel Rodrigues dos Santos Lei",
)
SHORT = ("陳大文", "Ana Lúcia Gonçalves", "黃詠恩", "Tiago Costa Ho", "區嘉雯", "Inês Carvalho")
NOW = datetime.now(UTC)


def name_of(i: int) -> str:
    # Every other name wraps: rows of one, two and three lines, as a real intake has.
    return f"{LONG[i // 2 % len(LONG)]} {i}" if i % 2 else f"{SHORT[i // 2 % len(SHORT)]} {i}"


def forty(store: Store, instructor: Actor) -> int:
    cohort = store.roster.create_cohort(instructor, "夜班 Night intake")
    for i in range(40):
        store.roster.create_trainee(instructor, f"t{i:02d}", name_of(i), cohort.id, "1234")
    return cohort.id


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_no_roster_row_is_split_over_two_pages(
    qtbot, store: Store, instructor: Actor, translations, lang: str
) -> None:
    translations.install(lang)  # type: ignore[attr-defined]
    cohort_id = forty(store, instructor)
    writer = ReportWriter()
    trainee = writer.tr("Trainee")
    # Laid out as one table, some row runs over a page break (the case being guarded): one
    # more trainee at a time until one does, as where the pages break moves with the words.
    for i in range(40, 52):
        report = load_cohort_report(store, store.reports, instructor, cohort_id)
        plain = writer.document(writer.cohort_html(report), [])
        if plain.pageCount() >= 2 and first_split_row(plain, trainee) is not None:
            break
        store.roster.create_trainee(instructor, f"t{i:02d}", name_of(i), cohort_id, "1234")
    assert first_split_row(plain, trainee) is not None
    # ...the report moves such rows to the next page, and every row is on one page.
    doc = writer.cohort_document(report)
    rows = roster_rows(doc, trainee)
    assert len(rows) == len(report.lines) >= 40
    height = doc.pageSize().height()
    assert all(int(top // height) == int((bottom - 0.5) // height) for top, bottom in rows)
    assert len({int(top // height) for top, _ in rows}) >= 2  # the roster does run on
    # Names wrap by words or characters in a column wide enough for them: no row of the
    # intake is taller than three lines of the roster's 8 pt type (at 150 dpi: ~17 px a line).
    assert max(bottom - top for top, bottom in rows) < 3 * 17 + 12


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
def test_long_names_print_whole_words_on_one_page(
    qtbot, store: Store, instructor: Actor, translations, tmp_path: Path
) -> None:
    translations.install("zh-Hant")  # type: ignore[attr-defined]
    report = load_cohort_report(store, store.reports, instructor, forty(store, instructor))
    path = tmp_path / "cohort.pdf"
    ReportWriter().write_cohort(path, report)
    pages = int(next(line.split()[-1] for line in subprocess.run(
        ["pdfinfo", str(path)], capture_output=True, text=True, check=True
    ).stdout.splitlines() if line.startswith("Pages:")))
    texts = [
        subprocess.run(
            ["pdftotext", "-layout", "-f", str(n), "-l", str(n), str(path), "-"],
            capture_output=True, text=True, check=True).stdout
        for n in range(1, pages + 1)
    ]
    for n in range(1, 40, 2):
        name = f"{LONG[n // 2 % len(LONG)]} {n}"
        words = name.split()
        # The name's end is on one page only, and every word of it is printed whole there.
        cjk = name.startswith(LONG[2])  # one line
        tail = re.compile(rf"^{words[0]}\s+{n}\s" if cjk else rf"{words[-2]}\s+{n}\b", re.M)
        holding = [p for p, text in enumerate(texts) if tail.search(text)]
        assert len(holding) == 1, (name, holding)
        assert all(w in texts[holding[0]] for w in words), name


def test_trainee_report_charts_print_their_text_at_8_pt_or_more(
    qtbot, store: Store, instructor: Actor, trainee: Actor
) -> None:
    session = store.practice.start_session(trainee, "draw", {})
    for i in range(30):
        record_draw(store, trainee, "banker:6:7", i % 3 != 0, 1500 + 50 * i,
                    NOW - timedelta(days=i % 10, minutes=i), session_id=session)
    data = load_progress(store, store.reports, instructor, ProgressQuery(trainee.user_id))
    panel = ChartPanel()
    qtbot.addWidget(panel)
    panel.show_progress(data)
    panel.chart_images(CHART_SIZE)
    sizes = {plot.getPlotItem().titleLabel.text: chart_text_pt(plot) for plot in panel.plots()}
    assert len(sizes) == 5 and min(sizes.values()) >= 8.0, sizes
    html = ReportWriter().trainee_html(None, data, "2024-A", None)
    assert html.count(f"width='{TEXT_WIDTH_PX}'") == 5  # each chart across the text width
