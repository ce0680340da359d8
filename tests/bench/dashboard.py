"""Dashboard bench: opening the dashboard vs the bare aggregate SQL it needs (target <= 3x).

Builds (or reuses) a 200 trainees x 5,000 attempts demo SQLite database, and a PostgreSQL
one when DEALER_TRAINER_TEST_PG is set; then, offscreen, times opening the dashboard until the
roster is filled and the first trainee's charts are drawn (background loads included) against
running the report queries directly. Run: ``.venv/bin/python tests/bench/dashboard.py``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

import ui  # noqa: F401
from trainer.demo import DEMO_INSTRUCTOR, DEMO_PASSWORD, fill_demo_data
from trainer.progress import (
    CohortQuery,
    ProgressQuery,
    load_cohort_lines,
    load_progress,
    school_pass_mark,
)
from trainer.store import open_store
from trainer.store.models import (
    AttemptFilter,
)
from ui.dashboard.presenter import LOG_PAGE

TRAINEES = int(os.environ.get("BENCH_TRAINEES", "200"))
ATTEMPTS = int(os.environ.get("BENCH_ATTEMPTS", "5000"))


def ensure_sqlite() -> str:
    folder = Path(os.environ.get("BENCH_DIR", Path(tempfile.gettempdir()) / "dtbench"))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"demo-{TRAINEES}x{ATTEMPTS}.sqlite3"
    url = f"sqlite:///{path}"
    if not path.exists():
        t0 = time.perf_counter()
        fill_demo_data(url, TRAINEES, ATTEMPTS)
        print(f"built {path} in {time.perf_counter() - t0:.1f} s")
    return url


def ensure_pg(base: str) -> str:
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    schema = f"bench_{TRAINEES}x{ATTEMPTS}"
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        exists = conn.execute(
            text("SELECT 1 FROM information_schema.schemata WHERE schema_name = :s"), {"s": schema}
        ).first()
        if not exists:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    engine.dispose()
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    rendered = url.render_as_string(hide_password=False)
    if not exists:
        t0 = time.perf_counter()
        fill_demo_data(rendered, TRAINEES, ATTEMPTS)
        print(f"built PostgreSQL schema {schema} in {time.perf_counter() - t0:.1f} s")
    return rendered


def bare_queries(url: str) -> float:
    """The report queries opening the dashboard needs, run directly (best of 3): cohorts,
    the pass mark, the roster summary of the first cohort, the first trainee's attempt page,
    progress page and the cohort's lines beside it."""
    store = open_store(url)
    actor = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    reports = store.reports
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        cohorts = store.roster.cohorts(actor)
        school_pass_mark(store, actor)
        rows = reports.roster_summary(actor, cohorts[0].id)
        first = sorted(rows, key=lambda r: (r.display_name.casefold(), r.user_id))[0].user_id
        reports.attempt_page(actor, first, AttemptFilter(), LOG_PAGE, 0)
        load_progress(store, reports, actor, ProgressQuery(first))
        load_cohort_lines(reports, actor, CohortQuery(cohorts[0].id))
        best = min(best, time.perf_counter() - t0)
    store.close()
    return best


def open_dashboard(url: str) -> float:
    from ui.dashboard.view import DashboardScreen
    from ui.exam.dashboard_tab import TraineeExamsTab
    from ui.lessons.progress import LessonProgressTable

    store = open_store(url)
    actor = store.authenticate(DEMO_INSTRUCTOR, DEMO_PASSWORD)
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        screen = DashboardScreen(store, actor, None, lesson_tab=LessonProgressTable,
                                 exam_tab=TraineeExamsTab)
        screen.progress.period.set_preset(None)  # all time: the bare run reads every day too
        screen.resize(1500, 950)
        screen.show()
        screen.enter()

        def done(screen: DashboardScreen = screen) -> bool:
            progress = screen.progress.presenter
            data = progress.data
            return (
                screen.roster_model.rowCount() > 0
                and screen.attempt_model.rowCount() > 0
                and data is not None
                and data.query.user_id == screen.presenter.trainee_id
                and progress.cohort is not None
                and not screen.presenter.runner.busy
                and not progress.runner.busy
            )

        while not done():
            QCoreApplication.processEvents()
            time.sleep(0.002)
        screen.repaint()
        best = min(best, time.perf_counter() - t0)
        screen.close()
        screen.deleteLater()
        QCoreApplication.processEvents()
    store.close()
    return best


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert app is not None
    urls = [("sqlite", ensure_sqlite())]
    pg = os.environ.get("DEALER_TRAINER_TEST_PG")
    if pg:
        urls.append(("postgresql", ensure_pg(pg)))
    worst = 0.0
    for name, url in urls:
        bare = bare_queries(url)
        ui_time = open_dashboard(url)
        ratio = ui_time / bare if bare else float("inf")
        worst = max(worst, ratio)
        print(
            f"{name}: {TRAINEES} x {ATTEMPTS}: bare SQL {bare * 1000:.0f} ms, dashboard "
            f"{ui_time * 1000:.0f} ms, ratio {ratio:.2f} (target <= 3)"
        )
    return 0 if worst <= 3 else 1


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # skip teardown (PySide6 6.12 may crash while collecting widgets at exit)
