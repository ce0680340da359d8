"""The import contracts in pyproject.toml hold without exceptions (issue 13 point 9).

``lint-imports`` checks the contracts; this test keeps them from being loosened: no contract
carries ``ignore_imports``, and every screen package under ``ui/`` is one of the independent
screens (a new screen is checked from its first commit)."""

from __future__ import annotations

import ast
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


SHARED = {"widgets", "felt", "charts", "pdf"}
"""The packages of ui/ that are no screen: what several screens share."""


def test_every_screen_package_is_independent() -> None:
    screens = {f"ui.{p.name}" for p in (ROOT / "ui").iterdir()
               if (p / "__init__.py").is_file() and p.name not in SHARED}
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


def hidden_imports(path: Path) -> list[str]:
    """The imports in ``path`` that name their module in a string at run time (invisible to
    ``lint-imports``): ``importlib.import_module``, ``__import__``, ``importlib.util``.
    Reading packaged files (``importlib.resources``, ``importlib.metadata``) imports nothing."""
    found: list[str] = []
    text = path.read_text(encoding="utf-8")
    if not any(word in text for word in ("importlib", "__import__", "import_module")):
        return found
    for node in ast.walk(ast.parse(text, str(path))):
        where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Import):
            found += [f"{where} import {a.name}" for a in node.names
                      if a.name == "importlib" or a.name.startswith("importlib.util")]
        elif isinstance(node, ast.ImportFrom) and node.module == "importlib":
            found += [f"{where} from importlib import {a.name}" for a in node.names
                      if a.name not in {"resources", "metadata"}]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("importlib.util"):
            found.append(f"{where} from {node.module} import ...")
        elif isinstance(node, ast.Name | ast.Attribute):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if name in {"__import__", "import_module"}:
                found.append(f"{where} {name}")
    return found


def test_no_import_hides_an_edge_from_lint_imports() -> None:
    """Every import in trainer/ and ui/ is a statement ``lint-imports`` sees, so the layers
    and the Qt-free core are checked over every edge (a lazy ``__getattr__`` or a registry
    that imports by name would walk around them)."""
    found = [line for top in ("trainer", "ui") for path in sorted((ROOT / top).rglob("*.py"))
             for line in hidden_imports(path)]
    assert found == []
    assert hidden_imports(ROOT / "trainer" / "datafiles.py") == []  # importlib.resources


def test_no_module_imports_itself_round_a_circle() -> None:
    """No import circle in trainer/ or ui/, not even one hidden behind ``TYPE_CHECKING``
    (grimp counts those): the shapes both sides need live in a module below both, as the
    exams' statuses and scores do in ``trainer/exams/outcome.py``."""
    import grimp

    graph = grimp.build_graph("trainer", "ui", cache_dir=None)
    circles = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            back = graph.find_shortest_chain(importer=imported, imported=importer)
            if back is not None:
                circles.append(" -> ".join((importer, *back)))
    assert circles == []
    assert len(graph.modules) > 200


def test_the_exams_name_no_import_for_type_checking_only() -> None:
    """The exams' modules import what they name: none hides an edge behind ``TYPE_CHECKING``
    (the circle through the blueprint, counting and scoring was hidden that way)."""
    guarded = [p.name for p in sorted((ROOT / "trainer" / "exams").glob("*.py"))
               if "TYPE_CHECKING" in p.read_text(encoding="utf-8")]
    assert guarded == []
