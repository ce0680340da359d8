"""The pages (README.md, docs/*.md) name what is there: every repository path they name
exists, and the screenshots git keeps are exactly the ones they show.

Screenshots are made on demand (scripts/screenshots.py, scripts/table_screenshots.py, the
1024x700 test with FIT1024_SHOTS); .gitignore ignores docs/screenshots/ but for one
``!docs/screenshots/<name>`` line per image a page shows. These tests keep the three in step:
every image a page links exists, has its line and is in git; every line and every committed
screenshot is linked by a page.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "docs" / "screenshots"
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<img\s[^>]*src=\"([^\"]+)\"")
"""A Markdown image ``![alt](path)`` or an HTML ``<img src="path">``."""
KEEP = re.compile(r"^!docs/screenshots/(\S+)$")


TICKED = re.compile(r"`([^`\n]+)`")
"""A Markdown code span: where a page names a file, a folder or a command."""
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)\s]*)?\)")
"""A Markdown link's local target (an anchor dropped)."""


def named_paths() -> dict[str, list[str]]:
    """Every repository path a page names, with the pages that name it.

    A path is a code span (or a link target) whose first part is an entry at the top of the
    repository (``trainer/store/live.py``, ``ui/widgets/``, ``pyproject.toml``); of a
    command (``scripts/screenshots.py --lang pseudo``) the first word; of a test node id
    (``tests/unit/test_x.py::test_y``) the file. Shell patterns (``tests/unit/test_store*.py``)
    and placeholders (``lessons/<lang>/``) stand for the files they match. Paths outside
    the repository (the project's ``shared/RULES.md``) are not named here.
    """
    tops = {p.name for p in ROOT.iterdir()}
    found: dict[str, list[str]] = {}
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        spans = [m.group(1).strip() for m in TICKED.finditer(text)]
        base = page.parent.relative_to(ROOT)
        links = [str(base / m.group(1)) for m in LINK.finditer(text) if "://" not in m.group(1)]
        for span in spans + links:
            path = span.split()[0].split("::")[0] if span else ""
            if path.split("/")[0] in tops and (path in tops or "/" in path):
                found.setdefault(path, []).append(page.name)
    return found


def exists(path: str) -> bool:
    """``path`` is in the repository; a pattern or placeholder matches at least one entry."""
    pattern = re.sub(r"<[^>]+>", "*", path).rstrip("/")
    if "*" in pattern:
        return any(ROOT.glob(pattern))
    return (ROOT / pattern).exists()


def test_every_path_a_page_names_exists() -> None:
    named = named_paths()
    assert {"trainer/store/live.py", "pyproject.toml", "docs/sealed-records.md"} <= set(named)
    missing = [f"{path} (in {', '.join(sorted(set(pages)))})"
               for path, pages in sorted(named.items()) if not exists(path)]
    assert not missing, "named but missing:\n" + "\n".join(missing)


def linked_images() -> dict[Path, list[str]]:
    """Every local image a page shows, resolved, with the pages that show it."""
    found: dict[Path, list[str]] = {}
    for page in PAGES:
        for match in IMAGE.finditer(page.read_text(encoding="utf-8")):
            target = match.group(1) or match.group(2)
            if "://" in target:
                continue
            path = (page.parent / target).resolve()
            found.setdefault(path, []).append(page.name)
    return found


def linked_screenshots() -> set[str]:
    return {path.name for path in linked_images() if path.parent == SHOTS}


def kept_by_gitignore() -> set[str]:
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    return {m.group(1) for line in lines if (m := KEEP.match(line.strip()))}


def git_files(folder: str) -> list[str] | None:
    """The files git tracks under ``folder``; None outside a git checkout (an sdist)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return None
    result = subprocess.run(["git", "ls-files", "-z", "--", folder], cwd=ROOT,
                            capture_output=True, check=True)
    return [name for name in result.stdout.decode().split("\0") if name]


def test_the_gallery_and_the_readme_show_screenshots() -> None:
    shown = linked_images()
    pages = {page for pages in shown.values() for page in pages}
    assert {"README.md", "screens.md"} <= pages
    assert "](docs/screens.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(linked_screenshots()) >= 30  # issues 12 and 14: en, zh-Hant, pseudo


def test_every_image_a_page_shows_exists() -> None:
    missing = [f"{path.relative_to(ROOT)} (in {', '.join(pages)})"
               for path, pages in linked_images().items() if not path.is_file()]
    assert not missing, "linked but missing:\n" + "\n".join(missing)


def test_gitignore_keeps_exactly_the_screenshots_pages_show() -> None:
    shown, kept = linked_screenshots(), kept_by_gitignore()
    assert not shown - kept, f"shown but ignored by git: {sorted(shown - kept)}"
    assert not kept - shown, f"kept in git but shown nowhere: {sorted(kept - shown)}"


def test_every_committed_screenshot_is_shown_and_every_shown_one_committed() -> None:
    tracked = git_files("docs/screenshots")
    if tracked is None:
        pytest.skip("not a git checkout")
    committed = {Path(name).name for name in tracked}
    shown = linked_screenshots()
    assert not committed - shown, f"committed but shown nowhere: {sorted(committed - shown)}"
    # An image only on disk would vanish from a fresh clone (git add -f forgotten).
    assert not shown - committed, f"shown but not in git: {sorted(shown - committed)}"


def test_screenshots_size_option_reads_width_by_height() -> None:
    import argparse

    from scripts.screenshots import parse_size

    assert parse_size("1024x700") == (1024, 700)
    assert parse_size("1280X860") == (1280, 860)
    for bad in ("1024", "x700", "1024x", "big", "1024x700x2"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse_size(bad)
