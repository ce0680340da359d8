"""The one Macau-time helper (UTC+8, no daylight saving)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from trainer.macau_time import MACAU, MACAU_OFFSET, macau_day, macau_text, to_macau


def test_macau_is_utc_plus_eight() -> None:
    assert timedelta(hours=8) == MACAU_OFFSET
    assert MACAU.utcoffset(None) == timedelta(hours=8)


def test_to_macau_reads_naive_as_utc() -> None:
    naive = datetime(2026, 3, 1, 20, 30)
    aware = naive.replace(tzinfo=UTC)
    assert to_macau(naive) == to_macau(aware)
    assert to_macau(aware).replace(tzinfo=None) == datetime(2026, 3, 2, 4, 30)


def test_to_macau_converts_other_zones() -> None:
    lisbon_summer = datetime(2026, 7, 1, 12, 0, tzinfo=timezone(timedelta(hours=1)))
    assert to_macau(lisbon_summer).hour == 19


def test_macau_day_crosses_midnight_at_16_utc() -> None:
    assert macau_day(datetime(2026, 3, 1, 15, 59, tzinfo=UTC)) == date(2026, 3, 1)
    assert macau_day(datetime(2026, 3, 1, 16, 0, tzinfo=UTC)) == date(2026, 3, 2)


def test_macau_text() -> None:
    assert macau_text(datetime(2026, 3, 1, 16, 5, tzinfo=UTC)) == "2026-03-02 00:05"
    assert macau_text(datetime(2026, 3, 1, 16, 5), "%H:%M:%S") == "00:05:00"
    assert macau_text(None) == "–"
    assert macau_text(None, empty="never") == "never"
