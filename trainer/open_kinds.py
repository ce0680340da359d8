"""Open enumerations: a kind exists while a spec of its code is registered.

Baccarat's bets (:class:`trainer.baccarat.bets.BetKind`) and Sam Kong's
(:class:`trainer.samkong.bets.SamKongBetKind`) are each the kinds of one registry of specs.
:class:`OpenKind` is what both are, so the two cannot drift: one object per code
(``kind is SamKongBetKind.TIE`` works), ``Kind(code)`` looks a registered code up and raises
``ValueError`` for any other (as an ``Enum`` does), ``list(Kind)`` lists the kinds in
registry order, ``sorted`` sorts them by it, and a registered kind is also a class attribute
named by its code in capitals (``SamKongBetKind.THREE_FACES``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, ClassVar, Protocol, TypeVar


class Registered(Protocol):
    """What an open enumeration reads of a registered spec: its place in the registry."""

    @property
    def order(self) -> int: ...


_K = TypeVar("_K", bound="OpenKind")


class _OpenKindMeta(type):
    """Makes an open enumeration iterable and sized, in registry order, like an ``Enum``.

    ``cls`` is typed as the enumeration (``type[_K]``), as typeshed types ``EnumMeta``'s, so
    ``for kind in SamKongBetKind`` gives kinds; mypy flags that self type on a metaclass it
    defines before its class (hence the ignores), and reads the loops right.
    """

    def __iter__(cls: type[_K]) -> Iterator[_K]:  # type: ignore[misc]
        return iter(tuple(cls._make(code) for code in cls._registry()))

    def __len__(cls: type[OpenKind]) -> int:  # type: ignore[misc]
        return len(cls._registry())


class OpenKind(metaclass=_OpenKindMeta):
    """One registered kind, named by its stored code. Subclasses name their registry
    (:meth:`_registry`) and what they are called in an error (``_what``)."""

    _what: ClassVar[str] = "kind"
    _made: ClassVar[dict[str, Any]] = {}
    __slots__ = ("value",)
    value: str

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._made = {}  # one object per code, per enumeration

    @classmethod
    def _registry(cls) -> Mapping[str, Registered]:
        """The registered specs by code, in registry order."""
        raise NotImplementedError

    def __new__(cls: type[_K], value: object) -> _K:
        if isinstance(value, cls):
            return value
        if isinstance(value, str) and value in cls._registry():
            return cls._make(value)
        raise ValueError(f"{value!r} is not a registered {cls._what}")

    @classmethod
    def _make(cls: type[_K], value: str) -> _K:
        kind = cls._made.get(value)
        if kind is None:
            kind = object.__new__(cls)
            object.__setattr__(kind, "value", value)
            cls._made[value] = kind
        assert isinstance(kind, cls)
        return kind

    @classmethod
    def _name(cls, code: str) -> None:
        """Make a newly registered code a class attribute (``Kind.DRAGON_7``)."""
        kind = cls._make(code)
        if not hasattr(cls, kind.name):
            type.__setattr__(cls, kind.name, kind)

    @classmethod
    def _unname(cls, code: str) -> None:
        """Take an unregistered code's class attribute away again."""
        kind = cls._make(code)
        if cls.__dict__.get(kind.name) is kind:
            type.__delattr__(cls, kind.name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a {self._what} is immutable")

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        return codec_schema(cls, _code)

    def __reduce__(self) -> tuple[type[OpenKind], tuple[str]]:
        return type(self), (self.value,)

    def __copy__(self: _K) -> _K:
        return self

    def __deepcopy__(self: _K, memo: object) -> _K:
        return self

    @property
    def name(self) -> str:
        """The code in capitals, as an ``Enum`` member's name: ``LUCKY_6``."""
        return self.value.upper()

    def __repr__(self) -> str:
        return f"<{type(self).__name__}.{self.name}: {self.value!r}>"

    def __lt__(self: _K, other: _K) -> bool:  # sorted() in registry order
        registry = type(self)._registry()
        return registry[self.value].order < registry[other.value].order


def codec_schema(read: Callable[[Any], Any], write: Callable[[Any], Any]) -> Any:
    """Pydantic's schema of a value read and written by its own codec (a kind by its stored
    code, table rules by ``from_dict``/``to_dict``): for a class's
    ``__get_pydantic_core_schema__``. Only the school server's calls use it (their arguments
    and results travel as JSON); pydantic is imported then, not here."""
    from pydantic_core import core_schema

    return core_schema.no_info_plain_validator_function(
        read, serialization=core_schema.plain_serializer_function_ser_schema(
            write, when_used="always"))


def _code(kind: OpenKind) -> str:
    return kind.value


def check_code(code: str, what: str) -> None:
    """Refuse a code that is not lower-case letters, digits and ``_`` (it is stored as is)."""
    if not code or not code.replace("_", "").isalnum() or code != code.lower():
        raise ValueError(f"a {what} code is lower-case letters, digits and '_': {code!r}")
