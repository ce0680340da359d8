"""Upgrading the committed version-16 database to 18: a table profile saved with the named
side-bet fields (table-rules format 3: ``tie_minimum``, ``pair_maximum``, ``lucky6_enabled``)
is rewritten with its side bets as a mapping from bet code to limits (format 4), and reads
back as the same table; a kept shoe's profile and an exam's are read in either shape."""

from __future__ import annotations

import json
import shutil
import sqlite3
from decimal import Decimal
from pathlib import Path

from trainer.baccarat.bets import BetKind
from trainer.baccarat.table import DEFAULT_PROFILES, FORMAT_VERSION, TableRules
from trainer.store import DB_FILENAME, SCHEMA_VERSION, open_store

V16_FILE = Path(__file__).resolve().parent.parent / "fixtures" / "dealer-trainer-v16.sqlite3"

OLD_PROFILE = {  # as the app wrote a school's profile before side bets were a mapping
    "format": 3, "name": "school lucky", "minimum": "500", "maximum": "50000",
    "commission_rate": "0.05", "commission_mode": "deduct", "no_commission": False,
    "chips": ["5", "10", "20", "50", "100", "500", "1000", "5000", "10000"],
    "smallest_unit": "5", "rounding": "down", "banker_multiple_of_minimum": True,
    "max_banker_player_difference": None, "tie_minimum": "200", "tie_maximum": "5000",
    "pair_minimum": "300", "pair_maximum": "4000", "lucky6_enabled": True,
    "lucky6_minimum": "100", "lucky6_maximum": "2000", "seats": 8, "skipped_seats": [4],
    "pay_order": "right_to_left", "tie_bets": "push_only", "chip_payout": "fewest",
    "pace_target": 50, "buy_in": "fewest",
}


def _stored_rules(path: Path) -> dict[str, object]:
    con = sqlite3.connect(path)
    try:
        (text,) = con.execute("SELECT rules FROM table_profiles WHERE name = 'school lucky'"
                              ).fetchone()
    finally:
        con.close()
    return dict(json.loads(text))


def test_upgrading_rewrites_a_saved_profile_with_side_bets_as_a_mapping(
        tmp_path: Path) -> None:
    target = tmp_path / DB_FILENAME
    shutil.copyfile(V16_FILE, target)
    con = sqlite3.connect(target)
    with con:
        con.execute("INSERT INTO table_profiles (name, rules, updated_at, row_version) "
                    "VALUES ('school lucky', ?, '2026-01-02 03:04:05', 1)",
                    (json.dumps(OLD_PROFILE),))
    con.close()
    before = TableRules.from_dict(OLD_PROFILE)  # the old shape reads
    with open_store(data_dir=tmp_path) as store:
        assert store.schema_version() == SCHEMA_VERSION == 25
        boss = store.authenticate("boss", "password1")
        assert store.table_profiles.all_profiles(boss)["school lucky"] == before
    stored = _stored_rules(target)
    assert stored["format"] == 4  # the side bets gathered (format 5 changed no stored field)
    assert not {"tie_minimum", "pair_maximum", "lucky6_enabled"} & set(stored)
    assert stored["side_bets"] == {
        "tie": {"minimum": "200", "maximum": "5000"},
        "player_pair": {"minimum": "300", "maximum": "4000"},
        "banker_pair": {"minimum": "300", "maximum": "4000"},
        "lucky_6": {"minimum": "100", "maximum": "2000", "offered": True},
    }
    assert TableRules.from_dict(stored) == before
    assert before.limits(BetKind.BANKER_PAIR) == (Decimal(300), Decimal(4000))
    assert before.offers(BetKind.LUCKY_6)


def test_every_shape_of_a_shipped_profile_reads_as_today() -> None:
    """Formats 1 to 3 (kept shoes, exam blueprints and sealed sittings hold them as stored)
    read as the table written today in format 4."""
    for table in DEFAULT_PROFILES.values():
        new = table.to_dict()
        sides = {k: table.side_limits(k) for k in table.side_bets}
        old = {k: v for k, v in new.items() if k != "side_bets"} | {
            "format": 3,
            "tie_minimum": str(sides[BetKind.TIE].minimum),
            "tie_maximum": str(sides[BetKind.TIE].maximum),
            "pair_minimum": str(sides[BetKind.PLAYER_PAIR].minimum),
            "pair_maximum": str(sides[BetKind.PLAYER_PAIR].maximum),
            "lucky6_enabled": sides[BetKind.LUCKY_6].offered,
            "lucky6_minimum": str(sides[BetKind.LUCKY_6].minimum),
            "lucky6_maximum": str(sides[BetKind.LUCKY_6].maximum),
        }
        assert TableRules.from_dict(old) == table
        assert TableRules.from_dict(new) == table


def test_rules_read_in_format_3_are_written_back_as_they_were() -> None:
    """A sitting's sealed blueprint snapshot and a kept shoe hold their table in the format
    of their day: read and written again, it is the same JSON (as stored, the seal's bytes);
    a changed copy is written in today's format."""
    rules = TableRules.from_dict(OLD_PROFILE)
    assert rules.to_dict() == OLD_PROFILE
    assert json.dumps(rules.to_dict(), sort_keys=True) == json.dumps(OLD_PROFILE, sort_keys=True)
    changed = rules.with_side_bet(BetKind.TIE, maximum=Decimal(6000))
    assert changed.to_dict()["format"] == FORMAT_VERSION
    assert TableRules.from_dict(changed.to_dict()) == changed
