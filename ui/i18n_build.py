"""Compile ``resources/i18n/*.ts`` to ``.qm`` with PySide6's lrelease (run by scripts/setup.sh)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


def lrelease_command() -> list[str]:
    exe = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if exe:
        return [exe]
    return [sys.executable, "-m", "PySide6.scripts.pyside_tool", "lrelease"]


def main() -> int:
    sources = sorted(I18N.glob("*.ts"))
    for ts in sources:
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(qm)], check=True)
    print(f"{len(sources)} translation(s) ready in {I18N}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
