"""The wheel's layout; everything else about the package is in pyproject.toml.

The wheel carries the top-level ``resources/`` (cards, styles, compiled translations) and
``lessons/`` folders inside the ``dealer_trainer_data`` package (see
:mod:`trainer.datafiles`). The ``.qm`` translations are not in git: build them first with
``python -m scripts.i18n_build`` (``scripts/setup.sh`` does); a wheel without them, or with
one older than its ``.ts``, is refused rather than shipped speaking English only.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA_PACKAGE = "dealer_trainer_data"
SHIPPED = {
    "resources": ("cards/*.svg", "cards/LICENSE.txt", "styles/*.qss", "icons/*.svg",
                  "icons/*.png", "i18n/*.qm"),
    "lessons": ("**/*.md", "**/*.txt"),
}
"""Per top-level folder, the files the app reads at run time (no .ts, no screenshots)."""


def check_translations() -> None:
    """Refuse to build when a ``.ts`` has no compiled ``.qm`` as new as itself."""
    i18n = HERE / "resources" / "i18n"
    stale = [ts.name for ts in sorted(i18n.glob("*.ts"))
             if not ts.with_suffix(".qm").is_file()
             or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]
    if stale:
        raise SystemExit(
            f"compiled translations missing or older than {', '.join(stale)}: run "
            "`.venv/bin/python -m scripts.i18n_build` (or scripts/setup.sh) before building "
            "the wheel")


class BuildWithData(build_py):
    """``build_py`` that also copies the shipped data folders into ``dealer_trainer_data``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the folders where they are
        check_translations()
        target = Path(self.build_lib) / DATA_PACKAGE
        for folder, patterns in SHIPPED.items():
            source = HERE / folder
            for pattern in patterns:
                for path in sorted(source.glob(pattern)):
                    if path.is_file():
                        out = target / folder / path.relative_to(source)
                        out.parent.mkdir(parents=True, exist_ok=True)
                        shutil.copy2(path, out)


setup(
    packages=[*find_packages(include=["trainer", "trainer.*", "ui", "ui.*"]), DATA_PACKAGE],
    package_dir={DATA_PACKAGE: f"packaging/{DATA_PACKAGE}"},
    package_data={"": ["py.typed"]},
    cmdclass={"build_py": BuildWithData},
)
