"""The import contracts in pyproject.toml hold without exceptions (issue 13 point 9).

``lint-imports`` checks the contracts; this test keeps them from being loosened: no contract
carries ``ignore_imports``, and every screen package under ``ui/`` is one of the independent
screens (a new screen is checked from its first commit)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def contracts() -> dict[str, dict[str, object]]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["id"]: c for c in data["tool"]["importlinter"]["contracts"]}


def test_no_contract_ignores_an_import() -> None:
    found = contracts()
    assert {"qt-free-core", "core-layers", "screens-independent"} <= set(found)
    assert {cid: c["ignore_imports"] for cid, c in found.items() if "ignore_imports" in c} == {}


def test_every_screen_package_is_independent() -> None:
    screens = {f"ui.{p.name}" for p in (ROOT / "ui").iterdir()
               if (p / "__init__.py").is_file() and p.name != "widgets"}
    assert {"ui.dashboard", "ui.progress", "ui.home"} <= screens
    modules = contracts()["screens-independent"]["modules"]
    assert isinstance(modules, list)
    assert set(modules) == screens


def layer_of() -> dict[str, int]:
    """Each module named in ``core-layers`` (relative to ``trainer``) -> its layer, 0 on top."""
    layers = contracts()["core-layers"]["layers"]
    assert isinstance(layers, list)
    return {name.strip(): i for i, layer in enumerate(layers)
            for name in re.split(r"[:|]", layer)}


def test_progress_pages_sit_above_the_store() -> None:
    layer = layer_of()
    assert layer["progress"] < layer["store"]
    assert not (ROOT / "trainer" / "stats" / "progress.py").exists()


def test_every_trainer_module_and_package_is_in_a_layer() -> None:
    """A module the layers leave out is free to import anything: every child of ``trainer``
    is named, and the contract says so itself (``exhaustive``), so ``lint-imports`` refuses a
    new module until it is given its layer."""
    contract = contracts()["core-layers"]
    assert contract["containers"] == ["trainer"]
    assert contract["exhaustive"] is True
    assert "exhaustive_ignores" not in contract
    children = {p.stem for p in (ROOT / "trainer").glob("*.py") if p.stem != "__init__"}
    children |= {p.name for p in (ROOT / "trainer").iterdir()
                 if (p / "__init__.py").is_file()}
    assert {"table", "audit", "auth", "homework", "today", "cli", "demo"} <= children
    assert sorted(children - set(layer_of())) == []
    assert sorted(set(layer_of()) - children) == []
