"""Macau time, the one definition: the trainer stores UTC and counts days and shows times in
Macau (UTC+8, no daylight saving)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

MACAU_OFFSET = timedelta(hours=8)
"""Macau local time minus UTC."""

MACAU = timezone(MACAU_OFFSET, "Asia/Macau")
"""Macau's fixed offset as a tzinfo (Macau has kept UTC+8 all year since 1979)."""


def to_macau(when: datetime) -> datetime:
    """``when`` as an aware Macau datetime; a naive ``when`` is read as UTC (as stored)."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(MACAU)


def macau_day(when: datetime) -> date:
    """The Macau calendar day ``when`` falls on (naive is UTC)."""
    return to_macau(when).date()


def macau_text(when: datetime | None, fmt: str = "%Y-%m-%d %H:%M", empty: str = "–") -> str:
    """``when`` written as Macau wall time; ``empty`` for None."""
    return empty if when is None else to_macau(when).strftime(fmt)
