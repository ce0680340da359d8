"""Sample report PDFs rendered to PNG (issue 16 point 11): a cohort of 40 trainees with mixed
Chinese and Portuguese names (some long), its cohort report, one trainee's report and a
certificate, in one language. Run offscreen:

``QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/report_samples.py --lang zh-Hant``

Writes ``<out>/{cohort,trainee,certificate}-<lang>.pdf`` and ``...-<lang>-<page>.png``
(rendered by poppler's ``pdftoppm``, which must be installed).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtWidgets import QApplication

from scripts.i18n_build import build
from trainer.demo import DEMO_INSTRUCTOR, DEMO_PASSWORD, fill_demo_data
from trainer.progress import ProgressQuery, load_cohort_report, load_progress
from trainer.store import open_store
from ui.exam.certificate import Certificate, CertificateSection, CertificateWriter
from ui.i18n import Translations
from ui.pdf.reports import ReportWriter

LONG_NAMES = (
    "Maria da Conceição Fernandes Pereira de Sousa",
    "歐陽志明 Alexandre Chan Tai Man",
    "司徒美玲瑪麗亞若瑟芬娜",
    "João Manuel Rodrigues dos Santos Lei",
)
EXTRA_NAMES = (
    "Ana Lúcia Gonçalves", "區嘉雯", "Tiago Costa Ho", "黃詠恩", "Inês Carvalho Chan",
    "鄧子健", "Rui Pedro Fonseca Leong", "蘇慧儀", "Beatriz Sousa Lao", "陸志偉",
    "Duarte Mendes", "鍾美華",
)
NOW = datetime(2026, 11, 30, 10, 0, tzinfo=UTC)


def render(pdf: Path) -> list[Path]:
    stem = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-r", "80", "-png", str(pdf), str(stem)], check=True)
    return sorted(pdf.parent.glob(stem.name + "-*.png"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "reports")
    args = parser.parse_args()
    build()
    app = QApplication(sys.argv)
    Translations().install(args.lang)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/samples.db"
        fill_demo_data(url, trainees=111, attempts=150, seed=16, days=30, now=NOW)
        store = open_store(url)
        try:
            boss = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
            cohort = store.roster.cohorts(boss)[0]
            for i, name in enumerate(LONG_NAMES):
                store.roster.create_trainee(boss, f"long{i}", name, cohort.id, "1234")
            reports = store.reports
            report = load_cohort_report(store, reports, boss, cohort.id)
            for i in range(len(report.lines), 40):  # at least 40 on the roster
                name = EXTRA_NAMES[i % len(EXTRA_NAMES)] + ("" if i < 40 else f" {i}")
                store.roster.create_trainee(boss, f"extra{i}", name, cohort.id, "1234")
            report = load_cohort_report(store, reports, boss, cohort.id)
            assert len(report.lines) >= 40, len(report.lines)
            writer = ReportWriter()
            writer.write_cohort(out / f"cohort-{args.lang}.pdf", report)
            line = next(x for x in report.lines if x.summary.attempts)
            query = ProgressQuery(user_id=line.summary.user_id,
                                  since=(NOW - timedelta(days=30)).date(), until=NOW.date())
            data = load_progress(store, reports, boss, query, today=NOW.date())
            writer.write_trainee(out / f"trainee-{args.lang}.pdf", line, data, cohort.name, None)
        finally:
            store.close()
    cert = Certificate(
        trainee_name=LONG_NAMES[2], trainee_login="long2", exam_name="百家樂荷官證書 Baccarat",
        sat_at=NOW, sections=(CertificateSection("Draw decisions", 9, 10, 80, True),),
        score=9, max_score=10, pass_mark=75, passed=True, instructor="Maria Deus",
        sitting_id=42, seal_ok=True, printed_at=NOW, school_name="澳門荷官培訓學校 Escola",
        number="DT-2026-000042", code="ABCD-EFGH-JKLM")
    CertificateWriter().write_pdf(cert, out / f"certificate-{args.lang}.pdf")
    for name in ("cohort", "trainee", "certificate"):
        for png in render(out / f"{name}-{args.lang}.pdf"):
            print(png)
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
