"""The typed key of a weak spot / schedule card: ``"banker:5:4"`` as a value.

A drill names the situation a question tests with a cell (``player:3``, ``banker:5:stood``,
``payout:banker:win``, ``samkong:level:7``). The store keeps the text; everything that reads
or builds one goes through :class:`Cell`, so the format is split in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trainer.open_kinds import codec_schema

SEPARATOR = ":"


@dataclass(frozen=True, slots=True)
class Cell:
    """A cell's parts in order, e.g. ``Cell(("banker", "5", "4"))``; ``str()`` gives the text."""

    parts: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.parts or any(not p or SEPARATOR in p for p in self.parts):
            raise ValueError(f"not a cell: {self.parts!r}")

    @classmethod
    def parse(cls, text: str) -> Cell:
        """``"banker:5:4"`` -> ``Cell(("banker", "5", "4"))``; ValueError on an empty part."""
        return cls(tuple(text.split(SEPARATOR)))

    @classmethod
    def of(cls, *parts: object) -> Cell:
        """A cell from values, each written with ``str()``: ``Cell.of("banker", 5, 4)``."""
        return cls(tuple(str(p) for p in parts))

    @classmethod
    def read(cls, text: str | None) -> Cell | None:
        """:meth:`parse` for text from outside (the store, a report): None when it is not a cell."""
        if not text:
            return None
        try:
            return cls.parse(text)
        except ValueError:
            return None

    def __str__(self) -> str:
        return SEPARATOR.join(self.parts)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """Travels as its text (the school server's calls; see
        :func:`trainer.open_kinds.codec_schema`)."""
        return codec_schema(lambda v: v if isinstance(v, Cell) else cls.parse(v), str)

    def __len__(self) -> int:
        return len(self.parts)

    def __getitem__(self, index: int) -> str:
        return self.parts[index]

    @property
    def head(self) -> str:
        """The first part: the hand or drill the cell belongs to (``banker``, ``payout``...)."""
        return self.parts[0]

    @property
    def last(self) -> str:
        return self.parts[-1]

    def get(self, index: int) -> str | None:
        """The part at ``index``, or None when the cell is shorter."""
        return self.parts[index] if -len(self.parts) <= index < len(self.parts) else None

    def number(self, index: int) -> int:
        """The part at ``index`` as an int (IndexError / ValueError when it is not one)."""
        return int(self.parts[index])

