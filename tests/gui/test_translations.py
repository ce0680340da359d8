"""Translations: the Qt Linguist sources are complete and up to date, placeholders survive,
the compiled ``.qm`` load and translate, the terms follow RULES.md, every grade is worded, and
every screen words itself again when the language changes at run time.

A string added to ``ui/`` later makes ``test_ts_files_are_up_to_date`` fail with the list of
what is missing: run ``scripts/update_translations.sh`` and translate (README.md, Translating).
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QTabWidget, QWidget

from scripts.i18n_build import (
    PLURALS_ONLY,
    PSEUDO,
    PSEUDO_GROWTH,
    TARGETS,
    UI,
    Message,
    build,
    pseudo_text,
    qm_file,
    read_ts,
    ts_path,
    update,
)
from trainer.drills import DrillKind, DrillSession, Level, expected_answer, grade_answer
from trainer.drills.explain import Phrase, explanation
from trainer.drills.model import Grade
from ui.words import Words

HINT = "run scripts/update_translations.sh and translate them (README.md, Translating)"
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?(?:n|\d+)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>")
ACCELERATOR = re.compile(r"&(?!&)\S")
CJK = re.compile(r"[\u3400-\u9fff]")
OPTIONAL_PLACEHOLDERS = "Use the ones your language needs"
"""A translator comment saying a translation may use only some of the placeholders."""
CONTEXT = re.compile(r"^[A-Z][A-Za-z0-9_]*$")
PLURAL_FORMS = {"zh-Hant": 1, "zh-Hans": 1, "pt": 2, "en": 2}

# Characters that exist only in one script: 繁體 text must not use the simplified forms of
# the RULES.md terms (莊/閒/門/無/單/雙/對/點/補/銷 …), and 简体 text not the traditional ones.
SIMPLIFIED_ONLY = set("庄闲门无单双对点补销张这个时选错输赢进设练习学员导师试级数据库录")
TRADITIONAL_ONLY = set("莊閒門無單雙對點補銷張這個時選錯輸贏進設練習學員導師試級數據庫錄")


def committed(code: str) -> list[Message]:
    return read_ts(ts_path(code))


def _key_list(messages: list[Message]) -> str:
    return "; ".join(f"{m.context}: {m.source!r}" for m in messages[:15]) + (
        " …" if len(messages) > 15 else "")


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Message]]:
    """What lupdate finds in ui/ today, merged into a copy of the committed .ts files."""
    folder = tmp_path_factory.mktemp("ts")
    for code in (*TARGETS, *PLURALS_ONLY):
        shutil.copy(ts_path(code), folder)
    update(folder, UI)
    return {code: read_ts(ts_path(code, folder)) for code in (*TARGETS, *PLURALS_ONLY)}


@pytest.fixture(scope="module")
def extracted_en(extracted: dict[str, list[Message]]) -> list[Message]:
    """The plural messages lupdate finds in ui/ today, for English's file."""
    return extracted["en"]


@pytest.fixture(scope="module")
def compiled() -> list[Path]:
    """The .qm files in resources/i18n, compiled again where a .ts is newer."""
    return build()


# ---- the .ts sources -----------------------------------------------------------------------


@pytest.mark.parametrize("code", list(TARGETS))
def test_ts_files_are_up_to_date(code: str, extracted: dict[str, list[Message]]) -> None:
    have = {m.key for m in committed(code)}
    want = {m.key for m in extracted[code]}
    missing = [m for m in extracted[code] if m.key not in have]
    assert not missing, (
        f"{len(missing)} strings missing in {ts_path(code).name}: {_key_list(missing)}; {HINT}")
    gone = [m for m in committed(code) if m.key not in want]
    assert not gone, (
        f"{len(gone)} strings in {ts_path(code).name} are no longer in the code: "
        f"{_key_list(gone)}; run scripts/update_translations.sh")


@pytest.mark.parametrize("code", list(TARGETS))
def test_every_string_is_translated(code: str) -> None:
    messages = committed(code)
    assert len(messages) > 300
    bad = [m for m in messages if m.state or not m.translations
           or not all(t.strip() for t in m.translations)]
    assert not bad, (
        f"{len(bad)} unfinished, empty, vanished or obsolete translations in "
        f"{ts_path(code).name}: {_key_list(bad)}; translate them")
    wrong_forms = [m for m in messages if m.numerus
                   and len(m.translations) != PLURAL_FORMS[code]]
    assert not wrong_forms, f"plural forms: {_key_list(wrong_forms)}"


def test_english_has_every_plural_and_only_plurals(extracted_en: list[Message]) -> None:
    """English's .ts holds the two forms ("1 sitting.", "2 sittings.") of every ``%n``
    message the code has (issue 25 point 15), and nothing else (its other words are the
    sources): without it English would read "1 sitting(s)."."""
    messages = committed("en")
    assert {m.key for m in messages} == {m.key for m in extracted_en}, HINT
    bad = [m for m in messages if not m.numerus or m.state or len(m.translations) != 2
           or not all(t.strip() for t in m.translations)]
    assert not bad, f"English plurals to write: {_key_list(bad)}"


def test_contexts_are_the_ones_qt_looks_up() -> None:
    """lupdate names a context after the receiver of ``x.tr()`` and gives a module-level
    ``tr()`` the empty context; Qt looks strings up under the calling class. Such strings are
    extracted and translated but never shown translated."""
    bad = Counter(m.context for m in committed("pt") if not CONTEXT.match(m.context))
    assert not bad, (
        f"strings filed under contexts Qt never looks up: {dict(bad)}. Use self.tr() inside "
        "the class, or QCoreApplication.translate('ClassName', ...), then " + HINT)


def test_no_tr_inside_f_strings() -> None:
    """lupdate does not look inside f-strings: ``f"<b>{self.tr('Total')}</b>"`` is never
    extracted, so it can never be translated. Translate first, then format."""
    import io
    import tokenize

    found = []
    for path in sorted(UI.rglob("*.py")):
        tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
        for token in tokens:
            prefix = token.string[:3].lower()
            if (token.type == tokenize.STRING and "f" in prefix.split('"')[0].split("'")[0]
                    and re.search(r"\b(tr|translate)\(", token.string)):
                found.append(f"{path.relative_to(UI.parent)}:{token.start[0]}")
    assert not found, f"tr() inside f-strings, invisible to lupdate: {found}"


def test_one_placeholder_style() -> None:
    """Issue 13 point 8: translated strings take str.format placeholders ({0}, {name});
    Qt's %1 style is not mixed in (%n stays: it is how Qt picks a plural form)."""
    mixed = [m.source for m in committed("pt") if re.search(r"%L?[1-9]", m.source)]
    assert not mixed, f"Qt-style %1 placeholders, use {{0}} and str.format: {mixed[:10]}"
    assert any(re.search(r"\{\w*\}", m.source) for m in committed("pt"))


@pytest.mark.parametrize("code", list(TARGETS))
def test_placeholders_tags_accelerators_and_lines_survive(code: str) -> None:
    problems = []
    for m in committed(code):
        if m.state:
            continue  # unfinished: reported by test_every_string_is_translated
        source_marks = Counter(PLACEHOLDER.findall(m.source))
        for text in m.translations:
            marks = Counter(PLACEHOLDER.findall(text))
            if OPTIONAL_PLACEHOLDERS in m.comment:
                allowed = set(PLACEHOLDER.findall(m.comment)) | set(source_marks)
                ok = bool(marks) and set(marks) <= allowed
            else:
                ok = marks == source_marks
            if not ok:
                problems.append(f"placeholders {m.source!r} -> {text!r}")
            if sorted(TAG.findall(text)) != sorted(TAG.findall(m.source)):
                problems.append(f"tags {m.source!r} -> {text!r}")
            if ACCELERATOR.search(m.source) and not ACCELERATOR.search(text):
                problems.append(f"accelerator (&) {m.source!r} -> {text!r}")
            if text.count("\n") != m.source.count("\n"):
                problems.append(f"line breaks {m.source!r} -> {text!r}")
            if "amp;" in text or text.count("(HK$)") > m.source.count("(HK$)"):
                # an edit of the escaped file gone wrong (pt once read "Limites de Limites
                # de &Par do Jogador (HK$)amp;Par do Ponto (HK$)")
                problems.append(f"escaping or doubled text {m.source!r} -> {text!r}")
    assert not problems, f"{ts_path(code).name}: " + "\n".join(problems)


def test_terms_follow_rules_md() -> None:
    hant = {m.key: m.translations[0] for m in committed("zh-Hant")}
    hans = {m.key: m.translations[0] for m in committed("zh-Hans")}
    pt = {m.key: m.translations[0] for m in committed("pt")}
    for table, want in ((hant, ("莊", "閒", "和")), (hans, ("庄", "闲", "和")),
                        (pt, ("Banca", "Ponto", "Empate"))):
        assert [table[("Words", s, "")] for s in ("Banker", "Player", "Tie")] == list(want)
    assert hant[("Words", "Two faces {points}", "")].startswith("雙公")
    assert hans[("Words", "Two faces {points}", "")].startswith("双公")
    assert hant[("Words", "No face {points}", "")].startswith("無公")
    assert hans[("Words", "One face {points}", "")].startswith("单公")
    wrong_script = [(k, t) for k, t in hant.items() if SIMPLIFIED_ONLY & set(t)]
    assert not wrong_script, f"simplified characters in 繁體中文: {wrong_script[:10]}"
    wrong_script = [(k, t) for k, t in hans.items() if TRADITIONAL_ONLY & set(t)]
    assert not wrong_script, f"traditional characters in 简体中文: {wrong_script[:10]}"


# ---- the compiled .qm ----------------------------------------------------------------------


KNOWN = {
    ("MainWindow", "&File"): {"zh-Hant": "檔案(&F)", "zh-Hans": "文件(&F)", "pt": "&Ficheiro"},
    ("SignInPage", "Sign in  (Enter)"): {
        "zh-Hant": "登入  (Enter)", "zh-Hans": "登录  (Enter)", "pt": "Iniciar sessão  (Enter)"},
    ("Words", "Banker 莊"): {"zh-Hant": "莊家", "zh-Hans": "庄家", "pt": "Banca 莊"},
    ("DrawPanel", "Draw"): {"zh-Hant": "補牌", "zh-Hans": "补牌", "pt": "Tirar carta"},
    ("CardWidget", "Hearts"): {"zh-Hant": "紅心", "zh-Hans": "红心", "pt": "Copas"},
}


@pytest.mark.parametrize("code", list(TARGETS))
def test_qm_loads_and_translates_known_strings(qapp, compiled: list[Path], code: str) -> None:
    translator = QTranslator()
    assert translator.load(str(qm_file(code))), qm_file(code)
    for (context, source), by_language in KNOWN.items():
        assert translator.translate(context, source) == by_language[code]


@pytest.mark.parametrize(("code", "cancel"), [("zh-Hant", "取消"), ("zh-Hans", "取消"),
                                             ("pt", "Cancelar"), ("en", "Cancel")])
def test_qt_own_dialog_words_follow_the_language(qapp, translations, code, cancel) -> None:
    """OK/Cancel/Yes/No of message boxes and file dialogs come from Qt's own catalogues."""
    translations.install(code)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


def test_pseudo_locale_is_longer_accented_and_keeps_placeholders(
    qapp, compiled: list[Path]
) -> None:
    translator = QTranslator()
    assert translator.load(str(qm_file(PSEUDO)))
    checked = 0
    for m in committed("pt"):
        if m.numerus:
            continue
        text = translator.translate(m.context, m.source, m.comment or None)
        assert text == pseudo_text(m.source)
        bare = re.sub(r"^<[^<>]+>|</[^<>]+>$", "", text)  # a paragraph's outer tags
        assert bare.startswith("[") and bare.endswith("]"), text
        assert len(text) >= len(m.source) * (1 + PSEUDO_GROWTH), (m.source, text)
        assert Counter(PLACEHOLDER.findall(text)) == Counter(PLACEHOLDER.findall(m.source))
        checked += 1
    assert checked > 300
    assert pseudo_text("Sign in") == "[Šîĝñ îñ ~]"
    assert pseudo_text("&Save {0} (*.csv) [Enter]") == "[&Šåṽé {0} (*.csv) [Enter] ~~~~~~~]"
    # Qt's locale-aware count stays a count (it read "%Ŀñ answer(s)" on the Dashboard).
    assert pseudo_text("%Ln answer(s)").startswith("[%Ln åñšŵéŕ(š)")


def test_pseudo_padding_wraps_like_words() -> None:
    """A long string's padding is words a wrapped label can break (issue 12 point 7: one
    run of 160 tildes made a word-wrapped help label 1,462 px wide)."""
    text = "word " * 80
    padded = pseudo_text(text)
    assert len(padded) >= len(text) * (1 + PSEUDO_GROWTH)
    assert max(len(run) for run in re.findall(r"~+", padded)) <= 10


# ---- grades in every language ----------------------------------------------------------------


def _grades() -> list[Grade]:
    """Right and wrong answers to the first questions of every drill kind, many seeds."""
    from tests.gui.test_practice import wrong_answer

    grades = []
    for kind in DrillKind:
        for seed in range(25):
            session = DrillSession(kind, Level.ALL, seed=seed, question_limit=1)
            question = session.next_question()
            assert question is not None
            right = expected_answer(question)
            grades.append(grade_answer(question, right))
            grades.append(grade_answer(question, wrong_answer(question, right)))
    return grades


def test_every_fact_and_answer_of_a_grade_has_its_own_words(qapp) -> None:
    words = Words()
    facts = words._facts()
    for grade in _grades():
        explained = explanation(grade)
        unknown = [f.code for f in explained.facts if f.code not in facts]
        assert not unknown, f"facts worded only in English (add them to ui/words.py): {unknown}"
        for phrase in (*explained.given, *explained.expected):
            assert phrase.code in words._answers(phrase.params), phrase


@pytest.mark.parametrize("code", ["zh-Hant", "zh-Hans"])
def test_feedback_has_no_english_left_in_chinese(
    qapp, compiled: list[Path], translations, code: str
) -> None:
    assert translations.install(code)
    words = Words()
    for grade in _grades():
        text = words.feedback(grade)
        assert CJK.search(text), text
        english = [w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in ("Enter",)]
        assert not english, (english, text)


@pytest.mark.parametrize("code", ["en", "zh-Hant", "zh-Hans", "pt"])
def test_yes_no_parts_of_a_call_are_said_as_what_the_coup_has(
    qapp, compiled: list[Path], translations, code: str
) -> None:
    """Not "the natural is yes, not no" (例牌應是是，不是否): what the coup has, in words."""
    translations.install(code)
    words = Words()
    texts = [words.fact(Phrase("wrong_part", {"part": part, "expected": expected,
                                              "given": not expected}))
             for part in ("natural", "player_pair", "banker_pair") for expected in (True, False)]
    for text in texts:
        for yes_no in ("yes", "no,", "是是", "不是否", "sim, não", "não, não"):
            assert yes_no not in text, text
    if code == "en":
        assert texts[:4] == ["the coup is a natural", "the coup is not a natural",
                             "there is a Player Pair", "there is no Player Pair"]
    if code == "zh-Hant":
        assert texts[0] == "這局是例牌" and texts[3] == "沒有閒對"


def test_drills_are_named_as_on_the_practice_screen(qapp) -> None:
    """Progress, the dashboard and the reports name the drills as Practice lists them."""
    from trainer.drills.model import Level
    from trainer.drills.registry import drill_kinds
    from ui.lessons.words import LessonWords
    from ui.words import drill_kind_label

    assert drill_kind_label("call") == "Call the coup"
    assert drill_kind_label("payout") == "Commission and payouts"
    # One wording per kind (ui/words.py): no screen keeps a list of its own.
    for path in ("ui/practice/view.py", "ui/lessons/words.py"):
        assert "Payouts and commission" not in Path(path).read_text(encoding="utf-8")
    lessons = LessonWords()
    for kind in drill_kinds():
        name = drill_kind_label(kind.value)
        assert name and name != kind.value, kind
        assert lessons.drill(kind, Level.ALL).startswith(name), kind


# ---- run-time language switch on every screen --------------------------------------------------


def _visible_texts(root: QWidget) -> dict[int, str]:
    """Texts a user reads on ``root``: labels, buttons and tab titles, by widget."""
    texts: dict[int, str] = {}
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text().strip():
            texts[id(widget)] = widget.text()
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                texts[id(widget) * 100 + index] = widget.tabText(index)
    return texts


def _english(text: str) -> bool:
    """Text that would need translating: an English word of three letters or more, other
    than the key names, units and names that stay as they are in every language."""
    keep = {"Enter", "Ctrl", "Esc", "Alt", "Home", "Tab", "PgUp", "PgDn", "PDF", "CSV", "HK",
            "Lucky", "Dealer", "Trainer", "Baccarat", "Amy", "Instructor", "Lei", "lei", "amy"}
    return any(w not in keep for w in re.findall(r"[A-Za-z]{3,}", text))


def _switch_and_check(qtbot, window, screen: QWidget, code: str = "zh-Hant") -> None:
    """Switch the language from the menu and check ``screen`` speaks it at once."""
    qtbot.waitUntil(lambda: "Loading…" not in _visible_texts(screen).values(), timeout=10000)
    before = _visible_texts(screen)
    window.language_actions[code].trigger()
    QCoreApplication.processEvents()
    after = _visible_texts(screen)
    assert any(CJK.search(t) for t in after.values()), (type(screen).__name__, after)
    stale = [before[k] for k, t in after.items()
             if k in before and t == before[k] and _english(t)]
    assert not stale, f"{type(screen).__name__} still in English after the switch: {stale}"
    window.language_actions["en"].trigger()
    QCoreApplication.processEvents()
    back = _visible_texts(screen)
    still = [t for k, t in back.items()
             if k in before and CJK.search(t) and not CJK.search(before[k])]
    assert not still, f"{type(screen).__name__} still in Chinese after switching back: {still}"


def _sign_in(qtbot, window, name: str, secret: str) -> None:
    window.sign_in.name_edit.setText(name)
    window.sign_in.secret_edit.setText(secret)
    window.sign_in.submit()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.landing_page)


def test_sign_in_and_first_start_switch_at_run_time(
    qtbot, window, compiled: list[Path]
) -> None:
    _switch_and_check(qtbot, window, window.first_run)
    window.store.create_first_instructor("lei", "Instructor Lei", "croupier-2026")
    window.stack.setCurrentWidget(window.sign_in)
    _switch_and_check(qtbot, window, window.sign_in)


def test_home_and_menus_switch_at_run_time(qtbot, trainee, window, compiled) -> None:
    _sign_in(qtbot, window, "amy", "1234")
    _switch_and_check(qtbot, window, window.landing_page)
    window.language_actions["zh-Hans"].trigger()
    QCoreApplication.processEvents()
    assert window.file_menu.title() == "文件(&F)"
    assert "已登录" in window.user_label.text()
    window.language_actions["pt"].trigger()
    QCoreApplication.processEvents()
    assert window.file_menu.title() == "&Ficheiro"
    assert window.translations.current == "pt"
    assert window.prefs.value("language") == "pt"


def test_practice_panels_feedback_and_summary_switch_at_run_time(
    qtbot, trainee, window, compiled
) -> None:
    from trainer.drills.answers import DrawAnswer
    from trainer.drills.registry import drill_kinds

    KIND_ORDER = drill_kinds()

    _sign_in(qtbot, window, "amy", "1234")
    window.open_screen("practice")
    screen = window.stack.currentWidget()
    _switch_and_check(qtbot, window, screen)
    for row, kind in enumerate(KIND_ORDER):
        screen.kind_list.setCurrentRow(row)
        screen.start()
        question = screen.presenter.current
        right = expected_answer(question)
        answer = DrawAnswer(not right.draws) if kind is DrillKind.DRAW else right
        screen.presenter.submit(answer)
        qtbot.waitUntil(lambda: screen.feedback.text() != "")
        _switch_and_check(qtbot, window, screen)
        screen.finish_early()
    assert screen.stack.currentWidget() is screen.summary_page
    _switch_and_check(qtbot, window, screen)


@pytest.mark.parametrize("key", ["progress", "lessons", "exam"])
def test_trainee_screens_switch_at_run_time(qtbot, trainee, window, compiled, key) -> None:
    _sign_in(qtbot, window, "amy", "1234")
    window.open_screen(key)
    screen = window.stack.currentWidget()
    assert screen is not window.landing_page
    qtbot.wait(50)
    _switch_and_check(qtbot, window, screen)


@pytest.mark.parametrize("key", ["dashboard", "settings"])
def test_instructor_screens_switch_at_run_time(qtbot, trainee, window, compiled, key) -> None:
    _sign_in(qtbot, window, "lei", "croupier-2026")
    window.open_screen(key)
    screen = window.stack.currentWidget()
    qtbot.wait(50)
    _switch_and_check(qtbot, window, screen)
    tabs = screen.findChildren(QTabWidget)
    for tab_widget in tabs:
        for index in range(1, tab_widget.count()):
            tab_widget.setCurrentIndex(index)
            _switch_and_check(qtbot, window, screen)


def test_portuguese_counts_read_right_for_one() -> None:
    """A count before a plural noun read "1 pendentes · 1 novos" on a trainee's Today: the
    Portuguese due counts are worded so that one and many both read right."""
    pt = {m.key: m.translations[0] for m in committed("pt")}
    for key, args in ((("TodayWords", "{0}  {1}: {2} due · {3} new", ""), ("1", "x", 1, 1)),
                      (("HomeworkWords", "{0} due", ""), (1,))):
        text = pt[key].format(*args)
        assert not re.search(r"\b1 \w+s\b", text), text
