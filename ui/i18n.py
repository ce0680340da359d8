"""Languages: the four the app speaks, the Qt translator, and switching at run time.

Besides the four, a pseudo-locale (code ``pseudo``: English made 40% longer, accented and
bracketed, built by :mod:`scripts.i18n_build`) shows clipped labels and strings that miss ``tr()``.
It is chosen with ``--lang pseudo``, and listed in the Language menu only when the environment
variable ``DEALER_TRAINER_PSEUDO`` is set.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ui.resources import resource_path


@dataclass(frozen=True)
class Language:
    code: str
    """BCP 47 code used in settings, ``--lang`` and ``lessons/<code>/``."""
    native_name: str
    qt_locale: str


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "en_GB"),
    Language("zh-Hant", "繁體中文", "zh_HK"),
    Language("zh-Hans", "简体中文", "zh_CN"),
    Language("pt", "Português", "pt_PT"),
)
DEFAULT_LANGUAGE = "en"
PSEUDO = Language("pseudo", "[Ƥšéûðö ~~]", "en_GB")
"""Not a language for people: for finding layout and extraction problems (see above)."""
PSEUDO_ENV = "DEALER_TRAINER_PSEUDO"
_BY_CODE = {lang.code.lower(): lang for lang in (*LANGUAGES, PSEUDO)}
_ALIASES = {"zh_hant": "zh-Hant", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant", "zh_hk": "zh-Hant",
            "zh-mo": "zh-Hant", "zh_hans": "zh-Hans", "zh-cn": "zh-Hans", "zh_cn": "zh-Hans",
            "zh": "zh-Hans", "pt-pt": "pt", "pt_pt": "pt", "pt-br": "pt", "en-gb": "en",
            "en-us": "en"}


def normalize_language(code: str | None) -> str | None:
    """Map ``zh_TW``, ``ZH-HANT``, ``pt-PT`` … to one of our codes; None if we do not speak it."""
    if not code:
        return None
    key = code.strip().lower()
    if key in _BY_CODE:
        return _BY_CODE[key].code
    alias = _ALIASES.get(key)
    return alias


def language(code: str) -> Language:
    return _BY_CODE[code.lower()]


def menu_languages() -> tuple[Language, ...]:
    """The Language menu: the four, and the pseudo-locale when ``DEALER_TRAINER_PSEUDO`` is set."""
    return (*LANGUAGES, PSEUDO) if os.environ.get(PSEUDO_ENV) else LANGUAGES


QT_CATALOGUES = {"zh-Hant": "qtbase_zh_TW", "zh-Hans": "qtbase_zh_CN", "pt": "qtbase_pt_BR"}
"""Qt's own words (OK, Cancel, Yes, No in dialogs, file dialogs): the closest catalogue PySide6
ships (it has no zh_HK and no pt_PT one)."""


def qm_path(code: str) -> str:
    return str(resource_path("i18n", f"dealer_trainer_{code.replace('-', '_')}.qm"))


class Translations:
    """Holds the installed translator so the language can change without a restart."""

    def __init__(self) -> None:
        self._translator: QTranslator | None = None
        self._qt_translator: QTranslator | None = None
        self.current = DEFAULT_LANGUAGE

    def install(self, code: str) -> bool:
        """Switch the app's language; Qt then sends LanguageChange to every widget."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("no QApplication")
        for old in (self._translator, self._qt_translator):
            if old is not None:
                app.removeTranslator(old)
        self._translator = self._qt_translator = None
        ok = True
        catalogue = QT_CATALOGUES.get(code)
        if catalogue is not None:
            qt_words = QTranslator(app)
            folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt_words.load(catalogue, folder):
                app.installTranslator(qt_words)
                self._qt_translator = qt_words
        translator = QTranslator(app)
        # English's file holds only its plural forms ("1 sitting.", "2 sittings."): without
        # it English reads the sources, "%n sitting(s).", and is still English.
        loaded = translator.load(qm_path(code))
        if loaded:
            app.installTranslator(translator)
            self._translator = translator
        ok = loaded or code == "en"
        self.current = code
        QLocale.setDefault(QLocale(language(code).qt_locale))
        return ok
