"""The wheel installs and runs on its own (issue 13, point 15).

Builds the wheel of this checkout, installs it into a new virtual environment outside the
checkout (no system site-packages; dependencies through pip and its cache), then starts the
installed ``dealer-trainer`` from an empty folder and, in the same environment, loads a lesson,
a translation and a card image through the app's own lookups. Everything the app reads must
come from the installed ``dealer_trainer_data`` package, never from the checkout.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

PROBE = r"""
import json, sys
from PySide6.QtCore import QCoreApplication
import trainer, ui
from trainer.curriculum.catalogue import load_catalogue
from ui.i18n import Translations, qm_path
from ui.lessons.presenter import DEFAULT_LESSONS_ROOT
from ui.resources import RESOURCES_DIR, card_svg_path
from trainer.cards import Card

app = QCoreApplication([])
catalogue = load_catalogue(DEFAULT_LESSONS_ROOT, "zh-Hant")
first = catalogue.entries[0].lesson
print(json.dumps({
    "code": [trainer.__file__, ui.__file__],
    "data": [str(RESOURCES_DIR), str(DEFAULT_LESSONS_ROOT), qm_path("zh-Hant"),
             str(card_svg_path(Card.parse("KD")))],
    "card": card_svg_path(Card.parse("KD")).is_file(),
    "lessons": len(catalogue.entries),
    "fallbacks": sum(entry.fallback for entry in catalogue.entries),
    "errors": len(catalogue.errors),
    "title": first.title,
    "installed": Translations().install("zh-Hant"),
    "word": QCoreApplication.translate("MainWindow", "Lessons"),
}))
"""


def _clean_env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(tmp / "home")
    return env


def _source_copy(target: Path) -> Path:
    """The checkout's tracked files and its compiled translations, copied to ``target``.

    setuptools builds in the source folder (``build/``, ``*.egg-info``): built from the
    checkout itself, the wheel shared those folders with the editable install and anything
    else in the checkout, and one CI run installed a wheel without its ``dealer-trainer``
    script. A copy of its own leaves nothing to share."""
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, check=True,
                             capture_output=True).stdout.decode().split("\0")
    compiled = [str(p.relative_to(REPO)) for p in (REPO / "resources" / "i18n").glob("*.qm")]
    for name in (*filter(None, tracked), *compiled):
        source = REPO / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


@pytest.mark.slow
def test_wheel_installs_into_a_new_venv_and_runs(tmp_path: Path) -> None:
    source = _source_copy(tmp_path / "source")
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                    str(source)], check=True, cwd=tmp_path)
    (wheel,) = wheels.glob("dealer_trainer-*.whl")
    with zipfile.ZipFile(wheel) as built:
        entry_points = next(name for name in built.namelist()
                            if name.endswith(".dist-info/entry_points.txt"))
        assert "dealer-trainer = ui.app:main" in built.read(entry_points).decode()

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, system_site_packages=False).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True,
                   cwd=tmp_path)

    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    env = _clean_env(tmp_path)
    run = subprocess.run(
        [str(env_dir / "bin" / "dealer-trainer"), "--exit-when-ready", "--lang", "zh-Hant",
         "--data-dir", str(tmp_path / "data")],
        cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr

    probe = subprocess.run([str(python), "-c", PROBE], cwd=elsewhere, env=env,
                           capture_output=True, text=True, timeout=120)
    assert probe.returncode == 0, probe.stderr
    seen = json.loads(probe.stdout.splitlines()[-1])
    site = env_dir.resolve()
    for path in (*seen["code"], *seen["data"]):
        assert Path(path).resolve().is_relative_to(site), path
        assert not Path(path).resolve().is_relative_to(REPO), path
    assert seen["card"]
    assert seen["lessons"] > 0 and seen["fallbacks"] == 0 and seen["errors"] == 0
    assert any("\u4e00" <= ch <= "\u9fff" for ch in seen["title"]), seen["title"]
    assert seen["installed"] is True
    assert seen["word"] not in ("", "Lessons")
