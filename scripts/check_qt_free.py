"""Import every ``trainer`` module in a fresh interpreter; fail if Qt, pyqtgraph or ui loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = """
import importlib, pkgutil, sys
import trainer
for m in pkgutil.walk_packages(trainer.__path__, 'trainer.'):
    if not m.name.endswith('__main__'):
        importlib.import_module(m.name)
qt = ('PySide6', 'shiboken6', 'pyqtgraph', 'ui')
bad = sorted(k for k in sys.modules if k.split('.')[0] in qt)
if bad:
    print('trainer/ imports Qt or ui:', ', '.join(bad[:10]))
    sys.exit(1)
print('trainer/ is Qt-free:', sum(1 for k in sys.modules if k.startswith('trainer')), 'modules')
"""


def main() -> int:
    return subprocess.run([sys.executable, "-c", CODE], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main())
