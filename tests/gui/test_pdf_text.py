"""Issue 25 point 6: the text layer of every PDF the app writes reads back as printed.

Qt's ToUnicode maps read 澳門 as 澳⾨ (a Kangxi radical sharing the glyph), dropped 俊傑 from
何俊傑 when the app's language (or the desk's locale) made the font pick Hong Kong glyph forms,
and read "fi" as the ligature U+FB01 (see ``ui/pdf/text.py``). Extraction is
poppler's pdftotext (``poppler-utils``, installed by ``scripts/setup.sh --test``), and nothing
is normalised: HR searches for the name as typed.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import subprocess
import sys
import textwrap
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QFontDatabase, QTextDocument

from tests.gui.test_dashboard import (
    YESTERDAY_NOON,
    click_trainee,
    open_dashboard,
    save_as,
)
from tests.gui.test_exam_certificate import certificate
from tests.gui.test_exam_instructor import (
    blueprint,
    open_exams,
    results_panel,
    row_of,
    sign_in_instructor,
    sit,
)
from tests.support.practice_records import record_draw
from trainer.auth import Actor
from trainer.exams.certificates import SCHOOL_NAME_KEY
from trainer.store import Store
from ui.exam.certificate import CertificateSection, CertificateWriter
from ui.pdf import text as pdf_text
from ui.pdf.reports import ReportWriter

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="needs poppler's pdftotext (poppler-utils)")

NAMES = ("何俊傑", "李樂怡", "陳大文")
COHORT = "澳門 2026 百家樂 A"
LANGUAGES = ("en", "zh-Hant", "zh-Hans", "pt")
WRONG = re.compile("[\u2e80-\u2fdf\ufb00-\ufb06\t]")
"""What a mended text layer never holds: radicals, Latin ligatures, tabs for spaces."""


def pdf_words(path: Path, *options: str) -> str:
    """The file's text as pdftotext reads it, nothing normalised."""
    return subprocess.run(["pdftotext", "-enc", "UTF-8", *options, str(path), "-"], check=True,
                          capture_output=True, text=True, encoding="utf-8").stdout


def assert_reads_back(path: Path, shown: str, must: tuple[str, ...]) -> None:
    """Every name in ``must`` verbatim, and every word of ``shown`` (the page's own text), in
    the file's text layer; no radical, ligature or tab in it. The words are looked up in the
    text in drawing order (``-raw``: pdftotext's reading order drops a hyphen that ends a
    line), all white space taken out (a paragraph wraps where the page is full)."""
    text = pdf_words(path)
    for name in must:
        assert name in text, (name, text)
    drawn = pdf_words(path, "-raw")
    flat = re.sub(r"\s+", "", drawn)
    words = {w for w in re.split(r"\s+", shown.replace("\ufffc", " ")) if w}
    missing = sorted(w for w in words if w not in flat)
    assert not missing, (missing, drawn)
    assert not WRONG.search(text + drawn), WRONG.findall(text + drawn)


@pytest.fixture
def macau_roster(store: Store, instructor: Actor) -> dict[str, Actor]:
    """Three trainees with Cantonese names in the cohort 澳門 2026 百家樂 A, each with a few
    answers yesterday (so the reports have rows, charts and readiness)."""
    cohort = store.roster.create_cohort(instructor, COHORT)
    out = {}
    for i, name in enumerate(NAMES):
        login = f"t{i}"
        store.roster.create_trainee(instructor, login, name, cohort.id, "1234")
        who = store.authenticate(login, "1234")
        session = store.practice.start_session(who, "draw", {})
        for n, ok in enumerate((True, True, False, True)[: 2 + i]):
            record_draw(store, who, "banker:6:7", ok, 1200, YESTERDAY_NOON - timedelta(minutes=n),
                        session_id=session)
        out[name] = who
    return out


@pytest.mark.parametrize("code", LANGUAGES)
def test_trainee_and_cohort_reports_read_back_every_name_and_word(
        qtbot, store, instructor, macau_roster, translations, monkeypatch, tmp_path,
        code: str) -> None:
    translations.install(code)
    shown: list[str] = []
    document = ReportWriter.document

    def keep_text(self: ReportWriter, body: str, images) -> QTextDocument:
        doc = document(self, body, images)
        shown.append(doc.toPlainText())
        return doc

    monkeypatch.setattr(ReportWriter, "document", keep_text)
    screen = open_dashboard(qtbot, store, instructor, rows=3)
    click_trainee(qtbot, screen, macau_roster["何俊傑"].user_id)
    trainee_pdf = tmp_path / "trainee.pdf"
    save_as(monkeypatch, trainee_pdf)
    qtbot.mouseClick(screen.pdf_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: str(trainee_pdf) in screen.status.text(), timeout=10_000)
    assert_reads_back(trainee_pdf, shown[-1], ("何俊傑", COHORT))
    cohort_pdf = tmp_path / "cohort.pdf"
    save_as(monkeypatch, cohort_pdf)
    qtbot.mouseClick(screen.cohort_pdf_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: str(cohort_pdf) in screen.status.text(), timeout=10_000)
    assert_reads_back(cohort_pdf, shown[-1], (*NAMES, COHORT))


def macau_certificate():
    return certificate(
        trainee_name="何俊傑", trainee_login="ho.chun.kit", instructor="李樂怡",
        proctor="陳大文", school_name="澳門博彩學校 Escola de Formação de Croupiers",
        exam_name="百家樂 official certificate", sections=(
            CertificateSection("第一部分：補牌 efficient drawing", 9, 10, 80, True,
                               "發牌 黃志強 長青 母親 民族 coups dealt"),
        ),
        number="MO-2026-0042", code="K7Q2-9XW4")


@pytest.mark.parametrize("code", LANGUAGES)
def test_certificate_reads_back_every_name_and_word(qapp, translations, tmp_path,
                                                    code: str) -> None:
    translations.install(code)
    writer = CertificateWriter()
    cert = macau_certificate()
    path = tmp_path / f"certificate-{code}.pdf"
    writer.write_pdf(cert, path)
    page = QTextDocument()
    page.setHtml(writer.html(cert))
    assert_reads_back(path, page.toPlainText(),
                      ("何俊傑", "李樂怡", "陳大文", "澳門博彩學校", "百家樂", "黃志強"))


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_names_outside_the_bmp_read_back(qapp, translations, tmp_path, code: str) -> None:
    """Macau and Hong Kong names use HKSCS characters of CJK extension B (𨋢 U+282E2,
    𠮷 U+20BB7), which Qt's map never looks up: two in one bold name, one in regular text."""
    if not QFontDatabase.hasFamily("Noto Sans CJK HK"):
        pytest.skip("needs fonts-noto-cjk")
    translations.install(code)
    cert = dataclasses.replace(macau_certificate(), trainee_name="何𨋢𠮷傑",
                               instructor="李樂怡 𠮷田")
    path = tmp_path / "certificate.pdf"
    CertificateWriter().write_pdf(cert, path)
    text = pdf_words(path)
    assert "何𨋢𠮷傑" in text and "李樂怡 𠮷田" in text, text
    report = tmp_path / "report.pdf"
    ReportWriter().write(report, "t", "<h2>何𨋢𠮷傑</h2><p>𠮷田 何俊傑 𨋢</p>", [])
    text = pdf_words(report)
    assert "何𨋢𠮷傑" in text and "𠮷田 何俊傑 𨋢" in text, text


@pytest.mark.parametrize("code", ["en", "zh-Hant"])
def test_certificate_saved_from_the_review_reads_back_every_name(
        qtbot, window, store, instructor, translations, monkeypatch, tmp_path,
        code: str) -> None:
    """The instructor opens 何俊傑's passed sitting in Exams > Results and clicks
    Certificate: the school, the trainee, the exam and the instructor read back as typed."""
    cohort = store.roster.create_cohort(instructor, COHORT)
    store.roster.create_trainee(instructor, "ho", "何俊傑", cohort.id, "2468")
    store.settings.set(instructor, SCHOOL_NAME_KEY, "澳門博彩學校 Escola de Croupiers")
    exam = store.exams.create(instructor, blueprint(cohort.id, name="澳門 百家樂 official A"))
    sit(store, "ho", "2468", exam.id)
    translations.install(code)
    sign_in_instructor(qtbot, window)
    panel = results_panel(qtbot, open_exams(qtbot, window))
    panel.table.selectRow(row_of(panel, "何俊傑"))
    qtbot.mouseClick(panel.open_button, Qt.MouseButton.LeftButton)
    review = panel.review
    qtbot.waitUntil(lambda: panel.stack.currentWidget() is review
                    and review.certificate_button.isEnabled(), timeout=5000)
    path = tmp_path / "certificate.pdf"
    save_as(monkeypatch, path)
    qtbot.mouseClick(review.certificate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: path.exists() and path.stat().st_size > 0, timeout=10_000)
    text = pdf_words(path)
    for words in ("何俊傑", "澳門博彩學校 Escola de Croupiers", "澳門 百家樂 official A",
                  "Instructor Lei"):
        assert words in text, (words, text)
    assert not WRONG.search(text), WRONG.findall(text)


@pytest.mark.parametrize("locale", ["zh_HK", "zh_CN"])
def test_chinese_faces_follow_the_language(qapp, locale: str) -> None:
    """Traditional Chinese (and the Latin languages, whose reports carry Macau names) take the
    Hong Kong forms Macau reads; Simplified Chinese the mainland forms."""
    first = pdf_text.cjk_families("Sans", QLocale(locale))[0]
    assert first == {"zh_HK": "Noto Sans CJK HK", "zh_CN": "Noto Sans CJK SC"}[locale]
    assert pdf_text.cjk_families("Sans", QLocale("pt_PT"))[0] == "Noto Sans CJK HK"
    font = pdf_text.pdf_font(pdf_text.report_families(QLocale(locale)), 10)
    for tag in pdf_text.OFF_FEATURES:
        feature = QFont.Tag.fromString(tag)
        assert feature is not None and font.featureValue(feature) == 0


def test_radicals_and_tabs_read_as_the_characters_sharing_their_glyph(qapp) -> None:
    families = pdf_text.report_families(QLocale("zh_HK"))
    if not QFontDatabase.hasFamily("Noto Sans CJK HK"):
        pytest.skip("needs fonts-noto-cjk")
    reads = {c: chr(pdf_text.reading(ord(c), families)) for c in "⾨⼤⽂⿈⻑⻘⺟⺠⺐\t"}
    assert reads == {"⾨": "門", "⼤": "大", "⽂": "文", "⿈": "黃", "⻑": "長", "⻘": "青",
                     "⺟": "母", "⺠": "民", "⺐": "尢", "\t": " "}
    for ordinary in "門澳何A1：":
        assert pdf_text.reading(ord(ordinary), families) == ord(ordinary)


def test_to_unicode_maps_parse_and_write_back() -> None:
    qt_style = textwrap.dedent("""\
        2 beginbfrange
        <0000> <0000> <0000>
        <0001> <0003> [<6FB3> <2FA8> <D860DEE2> ]
        endbfrange
        1 beginbfrange
        <0010> <0012> <0041>
        endbfrange
        1 beginbfchar
        <0020> <00660069>
        endbfchar
        """)
    mapping = pdf_text.parse_to_unicode(qt_style)
    assert mapping == {0: "\0", 1: "澳", 2: "⾨", 3: "\U000282e2", 0x10: "A", 0x11: "B",
                       0x12: "C", 0x20: "fi"}
    assert pdf_text.parse_to_unicode(pdf_text.write_to_unicode(mapping).decode()) == mapping
    many = {i: chr(0x4E00 + i) for i in range(250)}  # more than one 100-entry section
    assert pdf_text.parse_to_unicode(pdf_text.write_to_unicode(many).decode()) == many


HK_DESK = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tests.gui.test_pdf_text import macau_certificate
from ui.exam.certificate import CertificateWriter
from ui.pdf.reports import ReportWriter
CertificateWriter().write_pdf(macau_certificate(), sys.argv[1])
ReportWriter().write(sys.argv[2], "t", "<h1>何俊傑</h1><p>李樂怡 陳大文 澳門</p>", [])
"""


def test_a_hong_kong_locale_desk_writes_the_same_text(tmp_path) -> None:
    """On a desk whose own locale is zh_HK (the app's language left as it starts), Noto CJK's
    Hong Kong forms had no entry in Qt's map: 何俊傑 read as 何. The locale is built here
    with localedef (the system may have none but C)."""
    locales = tmp_path / "locales"
    locales.mkdir()
    made = subprocess.run(["localedef", "-i", "zh_HK", "-f", "UTF-8",
                           str(locales / "zh_HK.UTF-8")], capture_output=True) \
        if shutil.which("localedef") else None
    if made is None or not (locales / "zh_HK.UTF-8").exists():
        pytest.skip("cannot build the zh_HK.UTF-8 locale (localedef, glibc's locale sources)")
    env = {**os.environ, "LOCPATH": str(locales), "LC_ALL": "zh_HK.UTF-8",
           "QT_QPA_PLATFORM": "offscreen"}
    cert, report = tmp_path / "certificate.pdf", tmp_path / "report.pdf"
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", HK_DESK, str(cert), str(report)], env=env,
                   cwd=root, check=True, timeout=120)
    for path in (cert, report):
        text = pdf_words(path)
        for name in ("何俊傑", "李樂怡", "陳大文", "澳門"):
            assert name in text, (path.name, name, text)


def test_a_file_that_is_not_a_pdf_is_an_os_error(qapp, tmp_path) -> None:
    """The writers' callers show an OSError in words; pypdf's own errors would escape them."""
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.4 cut short")
    with pytest.raises(OSError, match=r"broken\.pdf"):
        pdf_text.mend_text_layer(path, pdf_text.report_families())
