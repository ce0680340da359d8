"""PDF reports per trainee and per cohort, written with Qt's PDF writer.

The text and tables are one HTML document (so Qt paginates it); the charts are drawn by an
off-screen :class:`~ui.charts.panel.ChartPanel` from the same plain series the screens show
and embedded as images. Fonts fall back from Latin to Noto Sans CJK so Chinese names and
terms are set in a CJK font, never as boxes, and read back as printed (:mod:`ui.pdf.text`).
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QMarginsF, QObject, QRectF, QSize, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QFontInfo,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextCursor,
    QTextDocument,
    QTextTable,
)
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from trainer.macau_time import to_macau
from trainer.names import shared_display_names, told_apart
from trainer.progress import CohortLines, CohortReport, ProgressData
from trainer.stats import HeatMap, PassMark, ReadinessStatus, RosterLine, trend_lines
from trainer.stats.values import (
    READINESS_DAYS,
    TREND_DAYS,
    ExamStanding,
)
from ui import palette
from ui.charts.panel import ChartPanel
from ui.charts.words import (
    ChartWords,
    kind_label,
    level_text,
    ordered_kinds,
    pass_mark_words,
    verdict_words,
)
from ui.pdf.table_steps import table_steps_html
from ui.pdf.text import mend_text_layer, pdf_font, report_families
from ui.words import moment_text, short_day_text

CHART_SIZE = QSize(560, 300)
"""The charts' size in pixels when drawn for a report. Each is printed across the text width
(:data:`CHART_WIDTH_PT`), so a chart's 10-pixel text prints at about 9 pt."""
PAGE_MARGIN_MM = 14
RESOLUTION = 150
"""Dots per inch of the PDF's layout (the document's pixels)."""
TEXT_WIDTH_PT = (210 - 2 * PAGE_MARGIN_MM) / 25.4 * 72
CHART_WIDTH_PT = TEXT_WIDTH_PT
TEXT_WIDTH_PX = round((210 - 2 * PAGE_MARGIN_MM) / 25.4 * 96)
"""The text width in the units of an HTML image's ``width`` (Qt reads them at 96 dpi)."""
FOOTER_PX = 40
"""Room under each page's text for its page number (at :data:`RESOLUTION`)."""
ROSTER_COLUMNS = 8
NEW_PAGE = "style='page-break-before: always;'"
_LAYOUT_DEVICE: list[QImage] = []


def layout_device() -> QImage:
    """A paint device at :data:`RESOLUTION` for laying documents out (kept for the process:
    a document's layout holds it by pointer)."""
    if not _LAYOUT_DEVICE:
        image = QImage(1, 1, QImage.Format.Format_RGB32)
        image.setDotsPerMeterX(round(RESOLUTION / 0.0254))
        image.setDotsPerMeterY(round(RESOLUTION / 0.0254))
        _LAYOUT_DEVICE.append(image)
    return _LAYOUT_DEVICE[0]


def chart_text_pt(plot: pg.PlotWidget, image_width_px: int = CHART_SIZE.width()) -> float:
    """The smallest text of ``plot`` (ticks, labels, titles, values in cells) in points as
    printed in a report, where its ``image_width_px`` wide image spans :data:`CHART_WIDTH_PT`."""
    sizes: list[float] = []
    for item in plot.scene().items():
        if isinstance(item, QGraphicsTextItem):
            text = item.toPlainText()
        elif isinstance(item, QGraphicsSimpleTextItem):
            text = item.text()
        else:
            text = ""
        if text.strip() and item.isVisible():
            font = item.font()
            sizes.append(QFontInfo(font).pixelSize())  # pyqtgraph draws text unscaled
        elif isinstance(item, pg.AxisItem) and item.isVisible() and item.style["showValues"]:
            font = item.style.get("tickFont") or item.font()
            sizes.append(QFontInfo(font).pixelSize())
    return min(sizes) * CHART_WIDTH_PT / image_width_px


def esc(text: object) -> str:
    return html.escape(str(text))


def exam_words(exam: ExamStanding) -> str:
    return ChartWords().exam(exam)


def short_readiness(status: ReadinessStatus) -> str:
    return ChartWords().readiness_short(status)


def trend_text(value: float | None) -> str:
    if value is None:
        return "–"
    points = round(value * 100, 1)
    if points == 0:
        return "■ 0.0"
    return f"{'▲' if points > 0 else '▼'} {points:+.1f}"


def local_time(when: datetime | None, never: str) -> str:
    return never if when is None else moment_text(when)


def roster_rows(doc: QTextDocument, first_header: str) -> list[tuple[float, float]]:
    """The top and bottom (document pixels) of every body row of the tables whose first
    header cell is ``first_header`` (the roster, possibly in several tables), in order."""
    layout = doc.documentLayout()
    out: list[tuple[float, float]] = []
    for frame in doc.rootFrame().childFrames():
        if not isinstance(frame, QTextTable) or frame.columns() != ROSTER_COLUMNS:
            continue
        head = frame.cellAt(0, 0)
        cursor = QTextCursor(doc)
        cursor.setPosition(head.firstPosition())
        cursor.setPosition(head.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
        if cursor.selectedText().strip() != first_header:
            continue
        for r in range(max(1, frame.format().headerRowCount()), frame.rows()):
            tops, bottoms = [], []
            for c in range(frame.columns()):
                cell = frame.cellAt(r, c)
                tops.append(layout.blockBoundingRect(cell.firstCursorPosition().block()).top())
                bottoms.append(
                    layout.blockBoundingRect(cell.lastCursorPosition().block()).bottom())
            out.append((min(tops), max(bottoms)))
    return out


def first_split_row(doc: QTextDocument, first_header: str) -> int | None:
    """The index of the first roster row that runs over a page break, or None."""
    height = doc.pageSize().height()
    for i, (top, bottom) in enumerate(roster_rows(doc, first_header)):
        if int(top // height) != int((bottom - 0.5) // height):
            return i
    return None


class ReportWriter(QObject):
    """Builds the report documents and writes them as A4 PDF files."""

    # ---- writing

    def write(self, path: str | Path, title: str, body: str, images: Sequence[QImage]) -> None:
        """Write ``body`` (HTML whose images are ``chart0``, ``chart1``, …) to a PDF file.

        Raises OSError when the file cannot be written.
        """
        self._print(path, title, self.document(body, images))

    @staticmethod
    def _new_writer(path: str | Path) -> QPdfWriter:
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(*(PAGE_MARGIN_MM,) * 4), QPageLayout.Unit.Millimeter)
        writer.setResolution(RESOLUTION)
        return writer

    def document(self, body: str, images: Sequence[QImage]) -> QTextDocument:
        """``body`` laid out on A4 pages exactly as :meth:`write` prints it."""
        doc = QTextDocument(self)
        doc.setDefaultFont(pdf_font(report_families(), 10))
        doc.setDefaultStyleSheet(
            f"h1 {{ font-size: 18pt; color: {palette.INK}; }}"
            f" h2 {{ font-size: 13pt; color: {palette.INK}; }}"
            f" th {{ background-color: {palette.HEADER}; text-align: left; }}"
            f" td.n {{ text-align: right; }} .muted {{ color: {palette.FAINT}; }}"
        )
        for i, image in enumerate(images):
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"chart{i}"), image)
        # Laid out at the PDF's resolution (points are points, the charts' width is known),
        # paginated here so the pages measured (see _rows_split) are the pages printed.
        doc.documentLayout().setPaintDevice(layout_device())
        doc.setDocumentMargin(0)
        doc.setHtml(body)
        page = QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
            QMarginsF(*(PAGE_MARGIN_MM,) * 4), QPageLayout.Unit.Millimeter,
        ).paintRectPixels(RESOLUTION)
        doc.setPageSize(QSizeF(page.width(), page.height() - FOOTER_PX))
        return doc

    def _print(self, path: str | Path, title: str, doc: QTextDocument) -> None:
        target = Path(path)
        with open(target, "wb"):  # fail here with the system's reason, not silently below
            pass
        writer = self._new_writer(target)
        writer.setTitle(title)
        writer.setCreator("Dealer Trainer")
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError(self.tr("could not write {0}").format(str(target)))
        try:
            width, height = doc.pageSize().width(), doc.pageSize().height()
            small = pdf_font(report_families(), 8)
            for n in range(doc.pageCount()):
                if n:
                    writer.newPage()
                painter.save()
                painter.translate(0, -n * height)
                doc.drawContents(painter, QRectF(0, n * height, width, height))
                painter.restore()
                painter.setFont(small)
                painter.drawText(QRectF(0, height, width, FOOTER_PX),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                                 f"{n + 1} / {doc.pageCount()}")
        finally:
            painter.end()
        if target.stat().st_size == 0:
            raise OSError(self.tr("could not write {0}").format(str(target)))
        mend_text_layer(target, report_families(), doc.toPlainText())

    # ---- pieces

    def _head(self, title: str, subtitle: str, lines: Sequence[str]) -> list[str]:
        now = moment_text(datetime.now(UTC))
        out = [f"<h1>{esc(title)}</h1>", f"<h2>{esc(subtitle)}</h2>"]
        out += [f"<p>{line}</p>" for line in lines]
        out.append(
            "<p class='muted'>" + esc(self.tr("Printed {0} (Macau time)").format(now))
            + "</p>"
        )
        return out

    @staticmethod
    def _table(
        headers: Sequence[str],
        rows: Sequence[Sequence[str]],
        numeric_from: int = 1,
        *,
        small: bool = False,
        wrap: Sequence[int] = (0,),
        widths: Sequence[int] = (),
        new_page: bool = False,
    ) -> str:
        """An HTML table; the header row repeats on every page the table runs onto.

        ``small`` sets it in a smaller type; only the columns in ``wrap`` (names, words) may
        wrap, the figures never do. ``widths`` are the columns' shares in per cent (0: as
        needed); ``new_page`` starts the table on a new page.
        """
        nowrap = " style='white-space: nowrap;'"

        def width(i: int) -> str:
            return f" width='{widths[i]}%'" if i < len(widths) and widths[i] else ""

        head = "".join(
            f"<th{width(i)}{'' if i in wrap else nowrap}>{esc(h)}</th>"
            for i, h in enumerate(headers)
        )

        def cell(i: int, text: str) -> str:
            style = "" if i in wrap else nowrap
            klass = " class='n'" if i >= numeric_from and i not in wrap else ""
            return f"<td{klass}{width(i)}{style}>{esc(text)}</td>"

        body = "".join(
            "<tr>" + "".join(cell(i, c) for i, c in enumerate(row)) + "</tr>" for row in rows
        )
        size = " font-size: 8pt;" if small else ""
        brk = " page-break-before: always;" if new_page else ""
        return (
            "<table border='1' cellspacing='0' cellpadding='3' width='100%'"
            f" style='border-collapse: collapse; border-color: {palette.RULE};{size}{brk}'>"
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )

    @staticmethod
    def _charts(count: int, start: int = 0) -> str:
        """Chart images one to a row, across the text width (so their text stays legible)."""
        return "".join(
            f"<p><img src='chart{i}' width='{TEXT_WIDTH_PX}'></p>"
            for i in range(start, start + count)
        )

    def _worst_section(self, heat: HeatMap, heading: str) -> str:
        """The weakest draw decisions under ``heading`` (nothing while none is weak yet)."""
        worst = self._worst_cells(heat)
        if not worst:
            return ""
        headers = [
            self.tr("Banker total"),
            self.tr("Player's third card"),
            self.tr("Wrong"),
            self.tr("Error rate"),
        ]
        return "<h2>" + esc(heading) + "</h2>" + self._table(headers, worst)

    def _worst_cells(self, heat: HeatMap, n: int = 8, min_attempts: int = 5) -> list[list[str]]:
        """The cells with the highest error rate among those answered ``min_attempts`` times
        or more (one wrong answer of one is not yet a weak spot)."""
        cells: list[tuple[float, int, int, int, int]] = []
        for r, (wrong_row, n_row) in enumerate(zip(heat.wrong, heat.attempts, strict=True)):
            for c, (w, a) in enumerate(zip(wrong_row, n_row, strict=True)):
                if a >= min_attempts and w:
                    cells.append((w / a, w, a, r, c))
        cells.sort(key=lambda t: (-t[0], -t[2]))
        out = []
        for rate, w, a, r, c in cells[:n]:
            third = heat.columns[c]
            third_text = self.tr("Player stood") if third == "stood" else third
            out.append([f"{r}", third_text, f"{w}/{a}", f"{rate * 100:.0f}%"])
        return out

    def _pass_mark_line(self, mark: PassMark) -> str:
        return esc(pass_mark_words(mark))

    # ---- the trainee report

    def trainee_html(
        self,
        line: RosterLine | None,
        data: ProgressData,
        cohort_name: str,
        cohort: CohortLines | None,
    ) -> str:
        q = data.query
        name = line.summary.display_name if line is not None else ""
        login = line.summary.name if line is not None else ""
        out = self._head(
            self.tr("Progress report"),
            f"{name} ({login})" if login else name,
            [
                esc(self.tr("Cohort: {0}").format(cohort_name or "–")),
                esc(
                    self.tr("Drills: {0} · Period: {1}")
                    .format(kind_label(self, q.drill_kind), ChartWords().period(q.since, q.until))
                ),
            ],
        )
        r = data.readiness
        verdict = esc(verdict_words(r))
        out.append(f"<p><b>{verdict}</b><br>{self._pass_mark_line(data.pass_mark)}</p>")
        if line is not None:
            s = line.summary
            figures = [
                [self.tr("Answers (all time)"), f"{s.attempts:,}"],
                [
                    self.tr("Accuracy (all time)"),
                    "–" if s.accuracy is None else f"{s.accuracy * 100:.1f}%",
                ],
                [
                    self.tr("Answers, accuracy, median (last {0} days)")
                    .format(str(READINESS_DAYS)),
                    "–"
                    if r.accuracy is None or r.median_ms is None
                    else f"{r.attempts:,} · {r.accuracy * 100:.1f}% · {r.median_ms / 1000:.1f} s",
                ],
                [self.tr("Trend (last 7 days against the 7 before)"), trend_text(line.trend)],
                [self.tr("Last active"), local_time(s.last_active, self.tr("never"))],
                [self.tr("Exam"), exam_words(s.exam)],
            ]
            out.append(self._table([self.tr("Figure"), self.tr("Value")], figures))
        out.append("<h2>" + esc(self.tr("By drill")) + "</h2>")
        out.append(
            self._table(
                [self.tr("Drill"), self.tr("Answers"), self.tr("Right"), self.tr("Median")],
                [
                    [
                        kind_label(self, k.drill_kind),
                        f"{k.attempts:,}",
                        f"{k.accuracy * 100:.1f}%",
                        f"{k.median_ms / 1000:.1f} s",
                    ]
                    for k in ordered_kinds(data.kinds)
                ],
            )
        )
        # The charts start a page of their own, so a heading is never left under its chart.
        out.append(f"<h2 {NEW_PAGE}>" + esc(self.tr("Charts")) + "</h2>")
        if cohort is not None:
            grey = self.tr("Dashed grey: the cohort average.")
            out.append("<p class='muted'>" + esc(grey) + "</p>")
        out.append(self._charts(5))
        out.append(self._worst_section(data.heat, self.tr("Weakest draw decisions")))
        mistakes = data.confusion.top_confusions(6)
        if mistakes:
            out.append("<h2>" + esc(self.tr("Sam Kong level mix-ups")) + "</h2>")
            out.append(
                self._table(
                    [self.tr("Right level"), self.tr("Named"), self.tr("Times")],
                    [
                        [
                            level_text(e),
                            level_text(g) if g is not None else self.tr("no answer"),
                            str(n),
                        ]
                        for e, g, n in mistakes
                    ],
                    numeric_from=2,
                )
            )
        p = data.payout
        if sum(p.attempts):
            out.append("<h2>" + esc(self.tr("Payouts by size")) + "</h2>")
            out.append(
                self._table(
                    [self.tr("Right payout (HK$)"), self.tr("Wrong"), self.tr("Error rate"),
                     self.tr("Of them: right amount, not the fewest chips")],
                    [
                        [
                            self.tr("nothing paid") if label == "0" else label,
                            f"{w}/{n}",
                            f"{w / n * 100:.0f}%" if n else "–",
                            str(k),
                        ]
                        for label, n, w, k in zip(p.labels, p.attempts, p.wrong,
                                                  p.not_fewest or (0,) * len(p.wrong),
                                                  strict=True)
                    ],
                )
            )
        out.append(self._table_steps(data))
        return "".join(out)

    def _table_steps(self, data: ProgressData) -> str:
        """The Table's steps per kind, game by game (:mod:`ui.pdf.table_steps`)."""
        return table_steps_html(data, self._table)

    def write_trainee(
        self,
        path: str | Path,
        line: RosterLine | None,
        data: ProgressData,
        cohort_name: str,
        cohort: CohortLines | None,
    ) -> None:
        """The trainee report: figures, tables and the five charts."""
        panel = ChartPanel()
        try:
            panel.show_progress(data)
            panel.show_cohort(cohort.lines if cohort is not None else None)
            images = [image for _title, image in panel.chart_images(CHART_SIZE)]
        finally:
            panel.deleteLater()
        title = self.tr("Progress report")
        if line is not None:
            title += f" – {line.summary.display_name}"
        self.write(path, title, self.trainee_html(line, data, cohort_name, cohort), images)

    # ---- the cohort report

    def cohort_html(self, report: CohortReport, breaks: frozenset[int] = frozenset()) -> str:
        """The cohort report's HTML; the roster starts a new page (repeating its header)
        before each row index in ``breaks`` (see :meth:`write_cohort`)."""
        c = report.counts
        ready = c.ready()
        out = self._head(
            self.tr("Cohort report"),
            report.cohort_name or self.tr("(no cohort)"),
            [
                esc(
                    self.tr("%n trainee(s); {0} ready against the pass mark.", "",
                            c.trainees).format(str(ready))
                ),
                self._pass_mark_line(report.pass_mark),
                esc(
                    self.tr("Answers: {0}, {1} right.")
                    .format(
                        f"{c.attempts:,}",
                        "–" if c.accuracy is None else f"{c.accuracy * 100:.1f}%",
                    )
                ),
            ],
        )
        counts = [[short_readiness(s), str(n)] for s, n in c.readiness]
        counts += [
            [self.tr("Exam: {0}").format(exam_words(ExamStanding(e))), str(n)]
            for e, n in c.exams
            if n
        ]
        out.append(self._table([self.tr("Standing"), self.tr("Trainees")], counts))
        out.append("<h2>" + esc(self.tr("Roster")) + "</h2>")
        out.append(
            "<p class='muted'>"
            + esc(
                self.tr(
                    "Median: answer time over the last {0} days; trend: accuracy of the last {1} "
                    "days minus the {1} before, in points; active: the last day practised."
                ).format(str(READINESS_DAYS), str(TREND_DAYS))
            )
            + "</p>"
        )
        rows = []
        shared = shared_display_names((x.summary.user_id, x.summary.display_name)
                                      for x in report.lines)
        for line in sorted(report.lines, key=lambda x: x.summary.display_name.casefold()):
            s = line.summary
            r = line.readiness
            rows.append(
                [
                    told_apart(s.display_name, s.name, shared),
                    f"{s.attempts:,}",
                    "–" if s.accuracy is None else f"{s.accuracy * 100:.1f}%",
                    "–" if s.window_median_ms is None else f"{s.window_median_ms / 1000:.1f} s",
                    trend_text(line.trend),
                    short_day_text(to_macau(s.last_active).date()) if s.last_active else "–",
                    verdict_words(r, short=True),
                    exam_words(s.exam),
                ]
            )
        headers = [
            self.tr("Trainee"),
            self.tr("Answers"),
            self.tr("Accuracy"),
            self.tr("Median"),
            self.tr("Trend"),
            self.tr("Active"),
            self.tr("Readiness"),
            self.tr("Exam"),
        ]
        # Names, readiness and exam words wrap (Latin at spaces, Chinese between characters)
        # in columns wide enough for a few words; the figures keep to one line.
        cuts = [0, *sorted(b for b in breaks if 0 < b < len(rows)), len(rows)]
        for n, (start, end) in enumerate(itertools.pairwise(cuts)):
            out.append(self._table(headers, rows[start:end], small=True, wrap=(0, 6, 7),
                                   widths=(24, 0, 0, 0, 0, 0, 22, 14), new_page=n > 0))
        out.append(f"<h2 {NEW_PAGE}>" + esc(self.tr("The cohort over time")) + "</h2>")
        out.append(self._charts(3))
        out.append(
            self._worst_section(report.heat, self.tr("Weakest draw decisions of the cohort"))
        )
        return "".join(out)

    def write_cohort(self, path: str | Path, report: CohortReport) -> None:
        """The cohort report: standings, the roster, the cohort's lines and heat map."""
        title = self.tr("Cohort report") + f" – {report.cohort_name}"
        self._print(path, title, self.cohort_document(report))

    def cohort_document(self, report: CohortReport) -> QTextDocument:
        """The cohort report laid out on its pages, no roster row split over two pages: a
        row that would be starts the next page (the roster's header repeated above it)."""
        panel = ChartPanel()
        try:
            panel.show_trend(trend_lines(report.trend))
            panel.show_pass_mark(report.pass_mark)
            panel.show_heat(report.third_card)
            panel.retranslate()
            panel.fit_ranges(report.trend.x)
            plots = (panel.accuracy_plot, panel.time_plot, panel.heat_plot)
            images = [image for _title, image in panel.chart_images(CHART_SIZE, plots)]
        finally:
            panel.deleteLater()
        breaks: set[int] = set()
        doc = self.document(self.cohort_html(report), images)
        while (split := first_split_row(doc, self.tr("Trainee"))) is not None:
            if split in breaks:
                break  # a row taller than a page: nothing to gain by moving it
            breaks.add(split)
            doc = self.document(self.cohort_html(report, frozenset(breaks)), images)
        return doc
