"""A Qt warning fails a GUI test (issue 13 point 10), except the offscreen platform's notices
named in pyproject.toml.

The project's own pytest-qt settings are read from pyproject.toml and given to a small test
file run by pytest in a fresh process, so the check is of the configuration the suite runs with.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[2]

CASES = '''
from PySide6.QtCore import qWarning


def test_warns(qapp):
    qWarning("a layout asked for a widget it does not hold")


def test_offscreen_notice(qapp):
    qWarning("This plugin does not support propagateSizeHints()")
    qWarning("This plugin does not support raise()")
    qWarning("This plugin does not support grabbing the keyboard")


def test_notice_inside_a_longer_warning(qapp):
    qWarning("QWidget::repaint: This plugin does not support raise() twice")
'''


def _qt_settings() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        options = tomllib.load(f)["tool"]["pytest"]["ini_options"]
    return {key: value for key, value in options.items() if key.startswith("qt_")}


def test_a_qt_warning_fails_the_test_and_only_the_named_notices_pass(
    pytester: pytest.Pytester,
) -> None:
    settings = _qt_settings()
    assert settings["qt_log_level_fail"] == "WARNING"
    lines = ["[pytest]", f"qt_api = {settings['qt_api']}",
             f"qt_log_level_fail = {settings['qt_log_level_fail']}", "qt_log_ignore ="]
    lines += [f"    {pattern}" for pattern in settings["qt_log_ignore"]]
    pytester.makefile(".ini", pytest="\n".join(lines) + "\n")
    pytester.makepyfile(test_cases=CASES)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")

    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(["*FAILED test_cases.py::test_warns*",
                                 "*FAILED test_cases.py::test_notice_inside_a_longer_warning*"])
