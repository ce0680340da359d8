"""``bash scripts/test.sh --python 3.X`` on a machine without that Python says so and how to
point at one, instead of "python3.X is not Python 3.11 to 3.13", an empty "creating
.venv-3.X with" and an exit of 127."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("python3.99") is not None,
                    reason="needs bash, and no python3.99 on the PATH")
def test_a_python_not_on_the_path_is_named_with_how_to_point_at_one() -> None:
    done = subprocess.run(
        ["bash", "scripts/test.sh", "--python", "3.99", "-k", "nothing"], cwd=ROOT,
        capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 1, done.stderr
    assert "python3.99 was not found on the PATH" in done.stderr
    assert "PYTHON=/path/to/python3.99" in done.stderr
    assert "creating" not in done.stderr and "is not Python" not in done.stderr
    assert not (ROOT / ".venv-3.99").exists()
