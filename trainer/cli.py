"""Command line: play a coup, rank a Sam Kong hand, print exact odds.

``python -m trainer coup AS 10H KD 4C 7S 2D``, ``python -m trainer samkong JH QD 9S``,
``python -m trainer odds --game baccarat --decks 8``; ``--json`` for machine-readable output;
``python -m trainer backup --db URL --to FILE`` copies the SQLite database safely;
``python -m trainer unlock --db URL NAME`` lifts a name's sign-in wait (exit 0; 2 for an
unknown name, a missing database or any other refusal);
``python -m trainer review-rebuild --db URL`` recomputes the review schedules from attempts.
``python -m trainer daily-rebuild --db URL`` recomputes the daily practice totals from attempts.
``python -m trainer certificate-key --db URL`` prints the school's public certificate key;
``python -m trainer verify-certificate --public-key KEY PAYLOAD`` checks a certificate's QR
code with it, offline (exit 0 valid, 1 not).
Bad input prints one line on stderr and exits with status 2, never a traceback.

Each subcommand is one ``_add_*`` function in :data:`SUBCOMMANDS`: it adds its parser and
sets ``handler`` to a function taking the parsed arguments and returning an exit status.

Why one file over 600 lines: the subcommands share the parser, the error handling (one line
on stderr, status 2) and the JSON helpers; each is a short ``_add_*``/``_run_*`` pair, and
the list of them is what ``python -m trainer --help`` shows.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import unicodedata
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from trainer.articles import Game
from trainer.baccarat.bets import spec_of, specs
from trainer.baccarat.coup import Coup, play_coup
from trainer.baccarat.tableau import DrawDecision, DrawReason, Hand
from trainer.cards import Card
from trainer.errors import OddsNotExact, TrainerError
from trainer.odds import BaccaratOdds, BetOdds, SamKongOdds, baccarat_odds, samkong_odds
from trainer.samkong import HandLevel, rank_hand

if TYPE_CHECKING:
    from pathlib import Path

    from sqlalchemy.engine import URL

    from trainer.exams.certificates import CertificateCheck
    from trainer.exams.signing import SignedFacts
    from trainer.store.engine import Database

PROG = "python -m trainer"
EXIT_OK = 0
EXIT_USAGE = 2

DEFAULT_DECKS = {Game.BACCARAT: 8, Game.SAM_KONG: 1}

Handler = Callable[[argparse.Namespace], int]


class UsageError(Exception):
    """Bad command-line input; the message is shown as one line."""


class _Parser(argparse.ArgumentParser):
    """An argparse parser that reports errors as a :class:`UsageError` instead of exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _cards(tokens: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in tokens)


def _emit_json(data: object, out: TextIO) -> None:
    json.dump(data, out, ensure_ascii=False, indent=2)
    out.write("\n")


def _fraction_json(value: Fraction) -> dict[str, Any]:
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value)}


# ---- coup ---------------------------------------------------------------------------------


def describe_decision(decision: DrawDecision) -> str:
    """One line naming a draw decision and its clause, e.g.
    ``Banker 4 draws on a Player third card of 7 — Baccarat art. 9 (3)(3)``."""
    name = "Player" if decision.hand is Hand.PLAYER else "Banker"
    verb = "draws" if decision.draws else "stands"
    reason, total, third = decision.reason, decision.total, decision.third_card_value
    if reason in (DrawReason.NATURAL_PLAYER, DrawReason.NATURAL_BANKER):
        holder = "Player" if reason is DrawReason.NATURAL_PLAYER else "Banker"
        whose = "a natural" if holder == name else f"the {holder} has a natural"
        text = f"{name} {total} {verb}: {whose}"
    elif reason is DrawReason.PLAYER_LOW:
        text = f"Player {total} draws on 0-5"
    elif reason is DrawReason.PLAYER_STANDS:
        text = f"Player {total} stands on 6 or 7"
    elif reason in (DrawReason.BANKER_PLAYER_STOOD_DRAWS, DrawReason.BANKER_PLAYER_STOOD_6):
        text = f"Banker {total} {verb}: the Player stood"
    elif reason is DrawReason.BANKER_7:
        text = f"Banker {total} stands on 7"
    elif reason is DrawReason.BANKER_0_2:
        text = f"Banker {total} draws whatever the Player's third card"
    else:
        text = f"Banker {total} {verb} on a Player third card of {third}"
    return f"{text} — {decision.article}"


def _winner_text(coup: Coup) -> str:
    return coup.outcome.value.capitalize()


def _natural_text(coup: Coup) -> str:
    sides = [
        f"{name} {total}"
        for name, total, natural in (
            ("Player", coup.player_two_card_total, coup.player_natural),
            ("Banker", coup.banker_two_card_total, coup.banker_natural),
        )
        if natural
    ]
    return ", ".join(sides) if sides else "no"


def _decision_json(decision: DrawDecision) -> dict[str, Any]:
    return {
        "draws": decision.draws,
        "reason": decision.reason.value,
        "two_card_total": decision.total,
        "article": str(decision.article),
        "article_code": decision.article.code,
        "text": describe_decision(decision),
    }


def coup_json(coup: Coup) -> dict[str, Any]:
    """The coup as plain data."""
    return {
        "player": {
            "cards": [c.code for c in coup.player],
            "total": coup.player_total,
            "decision": _decision_json(coup.player_decision),
        },
        "banker": {
            "cards": [c.code for c in coup.banker],
            "total": coup.banker_total,
            "decision": _decision_json(coup.banker_decision),
        },
        "winner": coup.outcome.value,
        "winner_article": str(coup.outcome_article),
        "player_pair": coup.player_pair,
        "banker_pair": coup.banker_pair,
        "natural": coup.natural,
        "player_natural": coup.player_natural,
        "banker_natural": coup.banker_natural,
    }


def _run_coup(args: argparse.Namespace) -> int:
    cards = _cards(args.cards)
    if len(cards) < 4:
        raise UsageError(f"a coup needs at least 4 cards (P, B, P, B); got {len(cards)}")
    coup = play_coup(cards)
    used = len(coup.player) + len(coup.banker)
    if used != len(cards):
        raise UsageError(f"this coup uses {used} cards (Baccarat art. 9); {len(cards)} were given")
    out: TextIO = sys.stdout
    if args.json:
        _emit_json(coup_json(coup), out)
        return EXIT_OK
    for name, hand, total in (
        ("Player", coup.player, coup.player_total),
        ("Banker", coup.banker, coup.banker_total),
    ):
        out.write(f"{name:<7} {' '.join(c.code for c in hand):<12} total {total}\n")
    for decision in coup.decisions:
        out.write(f"  {describe_decision(decision)}\n")
    out.write(f"Winner  {_winner_text(coup)} — {coup.outcome_article}\n")
    out.write(
        f"Pairs   Player {'yes' if coup.player_pair else 'no'}, "
        f"Banker {'yes' if coup.banker_pair else 'no'}\n"
    )
    out.write(f"Natural {_natural_text(coup)}\n")
    return EXIT_OK


def _add_coup(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "coup",
        help="play a baccarat coup from cards in dealing order",
        description="Cards in dealing order: P, B, P, B, then any third cards (art. 7, 9).",
    )
    parser.add_argument("cards", nargs="+", metavar="CARD", help="e.g. AS 10H KD 4C 7S 2D")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run_coup)


# ---- samkong ------------------------------------------------------------------------------


def level_json(level: HandLevel) -> dict[str, Any]:
    """A Sam Kong level as plain data."""
    return {
        "traditional": level.name_zh_hant,
        "simplified": level.name_zh_hans,
        "english": level.name_en,
        "ordinal": level.ordinal,
        "points": level.points,
        "faces": level.faces,
        "three_faces": level.is_three_faces,
        "article": str(level.article),
    }


def _run_samkong(args: argparse.Namespace) -> int:
    cards = _cards(args.cards)
    if len(cards) != 3:
        raise UsageError(f"a Sam Kong hand has exactly 3 cards; got {len(cards)}")
    level = rank_hand(cards)
    out: TextIO = sys.stdout
    if args.json:
        _emit_json({"cards": [c.code for c in cards], **level_json(level)}, out)
        return EXIT_OK
    out.write(f"Cards    {' '.join(c.code for c in cards)}\n")
    out.write(f"Level    {level.name_zh_hant} / {level.name_zh_hans} / {level.name_en}\n")
    out.write(f"Ordinal  {level.ordinal} of 31 (1 = 三公 best) — {level.article}\n")
    out.write(f"Points   {level.points}\n")
    out.write(f"Faces    {level.faces}\n")
    return EXIT_OK


def _add_samkong(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "samkong", help="rank a Sam Kong hand", description="Rank three cards (Sam Kong art. 5)."
    )
    parser.add_argument("cards", nargs="+", metavar="CARD", help="three cards, e.g. JH QD 9S")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run_samkong)


# ---- odds ---------------------------------------------------------------------------------


def _percent(value: Fraction, digits: int = 4) -> str:
    return f"{float(value) * 100:.{digits}f}%"


def _probability(value: Fraction) -> str:
    return f"{float(value):.6f}"


def _width(text: str) -> int:
    """Display width in a terminal: CJK characters take two columns."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int, right: bool = False) -> str:
    fill = " " * (width - _width(text))
    return fill + text if right else text + fill


def _table(rows: Sequence[tuple[str, str, str]], headers: tuple[str, str, str]) -> str:
    widths = [max(_width(r[i]) for r in (headers, *rows)) for i in range(3)]
    lines = [
        "  ".join(_pad(cell, w, i > 0) for i, (cell, w) in enumerate(zip(row, widths, strict=True)))
        for row in (headers, *rows)
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _bet_figures(odds: BaccaratOdds) -> list[BetOdds | OddsNotExact]:
    """Every registered bet's figures (:meth:`BaccaratOdds.bets`, registry order), a bet whose
    rule the exact odds cannot settle standing as its refusal."""
    listed: list[BetOdds | OddsNotExact] = []
    for spec in specs():
        try:
            listed += odds.bets_of(spec.kind)
        except OddsNotExact as refused:
            listed.append(refused)
    return listed


def _bet_key(bet: BetOdds) -> str:
    """The bet's JSON key: its code, ``no_commission_<code>`` for its no-commission figures."""
    return f"no_commission_{bet.kind.value}" if bet.house.no_commission else bet.kind.value


def _bet_label(bet: BetOdds) -> str:
    """ "Banker (1:1, 5% commission)", "Lucky 6 (12:1/20:1)", "Banker, no commission (1:1/1:2)"."""
    spec = spec_of(bet.kind)
    if bet.house.no_commission:
        paid = "/".join(str(line.odds) for line in bet.lines if line.odds is not None)
        return f"{spec.label}, no commission ({paid})"
    note = ", 5% commission" if spec.commissioned else ""
    return f"{spec.label} ({spec.nominal}{note})"


def baccarat_odds_json(odds: BaccaratOdds) -> dict[str, Any]:
    """Baccarat odds as plain data (fractions as ``"num/den"`` plus a float): the coup's
    outcomes, then every registered bet by code with each payout line and its house edge."""
    figures = _bet_figures(odds)
    bets = [b for b in figures if isinstance(b, BetOdds)]
    return {
        "game": Game.BACCARAT.value,
        "decks": odds.decks,
        "deals": odds.deals,
        "probabilities": {
            "banker": _fraction_json(odds.banker),
            "player": _fraction_json(odds.player),
            "tie": _fraction_json(odds.tie),
            **{b.kind.value: _fraction_json(b.win) for b in bets if not b.house.no_commission},
        },
        "house_edges": {_bet_key(b): _fraction_json(b.edge) for b in bets},
        "bets": [
            {
                "code": _bet_key(b),
                "label": _bet_label(b),
                "lines": [
                    {"result": line.result.value,
                     "odds": None if line.odds is None else str(line.odds),
                     "probability": _fraction_json(line.probability)}
                    for line in b.lines
                ],
                "house_edge": _fraction_json(b.edge),
            }
            for b in bets
        ],
        "not_exact": {r.code: str(r) for r in figures if isinstance(r, OddsNotExact)},
    }


def baccarat_odds_text(odds: BaccaratOdds) -> str:
    """A neat table of the baccarat figures: one row per registered bet (the probability that
    it is paid, its edge), a row per payout when it pays at more than one odds."""
    rows: list[tuple[str, str, str]] = []
    for bet in _bet_figures(odds):
        if isinstance(bet, OddsNotExact):
            rows.append((spec_of(bet.code).label, "not exact", "-"))
            continue
        rows.append((_bet_label(bet), _probability(bet.win), _percent(bet.edge)))
        paid = [line for line in bet.lines if line.odds is not None]
        if len(paid) > 1:
            rows += [(f"  paid {line.odds}", _probability(line.probability), "") for line in paid]
    head = (
        f"Baccarat, {odds.decks} decks — exact, over all "
        f"{odds.deals:,} ordered 6-card deals; a tie pushes Banker/Player bets\n\n"
    )
    return head + _table(rows, ("Bet", "Probability", "House edge"))


def samkong_odds_json(odds: SamKongOdds) -> dict[str, Any]:
    """Sam Kong odds as plain data (fractions as ``"num/den"`` plus a float)."""
    edges = odds.edges
    return {
        "game": Game.SAM_KONG.value,
        "decks": odds.decks,
        "hands": odds.hands,
        "pairs": odds.pairs,
        "counts": {
            "three_faces": odds.three_faces_count,
            "points": list(odds.point_counts),
            "door_wins": odds.door_wins,
            "door_ties": odds.door_ties,
            "door_losses": odds.door_losses,
        },
        "levels": [
            {
                **level_json(level),
                "count": odds.level_counts[level.ordinal - 1],
                "probability": _fraction_json(p),
            }
            for level, p in odds.level_distribution
        ],
        "probabilities": {
            "door_win": _fraction_json(odds.door_win),
            "door_tie": _fraction_json(odds.door_tie),
            "door_lose": _fraction_json(odds.door_lose),
            "odd": _fraction_json(odds.odd),
            "even": _fraction_json(odds.even),
            "three_faces": _fraction_json(odds.three_faces),
            "points": [_fraction_json(odds.points(t)) for t in range(10)],
        },
        "house_edges": {
            "door": _fraction_json(edges.door),
            "odd": _fraction_json(edges.odd),
            "even": _fraction_json(edges.even),
            "three_faces": _fraction_json(edges.three_faces),
            "points": [_fraction_json(e) for e in edges.points],
            "tie": _fraction_json(edges.tie),
        },
    }


def samkong_odds_text(odds: SamKongOdds) -> str:
    """A neat table of the Sam Kong figures."""
    edges = odds.edges
    rows = [
        (
            "Door beats banker (1:1, 5% commission)",
            _probability(odds.door_win),
            _percent(edges.door),
        ),
        ("Door ties banker (tie bet 20:1)", _probability(odds.door_tie), _percent(edges.tie)),
        ("Door loses", _probability(odds.door_lose), ""),
        ("Odd (1:1, 5% commission; 三公 stands)", _probability(odds.odd), _percent(edges.odd)),
        ("Even (1:1, 5% commission; 三公 stands)", _probability(odds.even), _percent(edges.even)),
        ("三公 (16:1)", _probability(odds.three_faces), _percent(edges.three_faces)),
    ]
    rows += [
        (f"Points {total} (8:1)", _probability(odds.points(total)), _percent(edges.points[total]))
        for total in range(10)
    ]
    head = (
        f"Sam Kong, {odds.decks} deck{'s' if odds.decks > 1 else ''} — exact; banker over "
        f"{odds.hands:,} hands, door against banker over {odds.pairs:,} pairs\n\n"
    )
    levels = [
        (
            f"{level.ordinal:>2} {level.name_zh_hant} {level.name_en}",
            f"{odds.level_counts[level.ordinal - 1]:,}",
            _probability(p),
        )
        for level, p in odds.level_distribution
    ]
    return (
        head
        + _table(rows, ("Bet", "Probability", "House edge"))
        + "\nBanker hand levels\n"
        + _table(levels, ("Level", "Hands", "Probability"))
    )


def _run_odds(args: argparse.Namespace) -> int:
    game = Game(args.game)
    decks = args.decks if args.decks is not None else DEFAULT_DECKS[game]
    out: TextIO = sys.stdout
    if game is Game.BACCARAT:
        bac = baccarat_odds(decks)
        if args.json:
            _emit_json(baccarat_odds_json(bac), out)
        else:
            out.write(baccarat_odds_text(bac))
    else:
        sam = samkong_odds(decks)
        if args.json:
            _emit_json(samkong_odds_json(sam), out)
        else:
            out.write(samkong_odds_text(sam))
    return EXIT_OK


def _add_odds(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "odds",
        help="exact probabilities and house edges",
        description="Exact probabilities and house edges by full enumeration.",
    )
    parser.add_argument(
        "--game",
        choices=[g.value for g in Game],
        default=Game.BACCARAT.value,
        help="baccarat (6-12 decks) or samkong (one or more decks)",
    )
    parser.add_argument("--decks", type=int, default=None, help="number of decks (default 8 / 1)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run_odds)


# ---- backup -------------------------------------------------------------------------------


def _add_db_option(parser: argparse.ArgumentParser) -> None:
    """``--db URL`` as the store commands take it."""
    parser.add_argument(
        "--db",
        metavar="URL",
        default=os.environ.get("DEALER_TRAINER_DB"),
        help="database URL, e.g. sqlite:////path/dealer-trainer.sqlite3 (default: "
        "DEALER_TRAINER_DB, else the file in the user's data folder)",
    )


BACKUP_LOCK_WAIT_S = 10.0
"""How long ``backup`` waits for a restore on another desk to finish its swap."""


def _run_backup(args: argparse.Namespace) -> int:
    from pathlib import Path

    from trainer.store.backup import back_up
    from trainer.store.desk_lock import DeskLock
    from trainer.store.engine import Database, resolve_url

    target = Path(args.to)
    if target.exists() and not args.force:
        raise UsageError(f"{target} already exists (add --force to replace it)")
    db = Database(resolve_url(args.db, None))
    # As a desk does, hold the school's shared lock while copying and auditing: a restore on
    # another desk waits for it rather than swap the file under this copy (found by an attack).
    lock = (DeskLock.acquire(db.path, BACKUP_LOCK_WAIT_S)
            if db.path is not None and db.path.is_file() else None)
    try:
        info = back_up(db, target)
        _audit_backup(db, target, info.size_bytes)
    finally:
        db.dispose()
        if lock is not None:
            lock.release()
    sys.stdout.write(
        f"Backed up {db.describe()} to {info.path} (schema {info.schema_version}, "
        f"{info.instructors} instructor(s), {info.trainees} trainee(s), "
        f"{info.size_bytes} bytes)\n"
    )
    return EXIT_OK


def _audit_backup(db: Database, target: Path, size: int) -> None:
    """Record the backup in the school's audit log, as the menu's is: by
    the command line, after the copy (which so ends just before this row). A database of an
    older schema is left as it is (the command never upgrades it)."""
    from trainer.audit import AuditAction
    from trainer.store import migrations
    from trainer.store._common import utc_now
    from trainer.store.audit import AuditLog, default_desk
    from trainer.store.schema import SCHEMA_VERSION
    from trainer.store.seal import SealVault

    if db.read(migrations.read_version) != SCHEMA_VERSION:
        return
    log = AuditLog(db, utc_now, SealVault(db, utc_now), default_desk())
    log.record_command_line(AuditAction.BACKED_UP, target.name,
                            {"bytes": size, "from": "command_line"})


def _add_backup(subparsers: Any) -> None:
    # Decision: there is no ``restore`` command. Restoring replaces the file under every
    # program using it; the app does it (File > Restore...) because it is the one process that
    # knows it has closed its own connections, and it checks, confirms and keeps the previous
    # file aside. With the app closed, copying a backup over the file is a restore too.
    parser = subparsers.add_parser(
        "backup",
        help="copy the SQLite database safely, even while the app runs",
        description="Write a consistent, checked copy of the Dealer Trainer SQLite database "
        "(SQLite's online backup API: safe while the app is running). A PostgreSQL database "
        "is refused: use pg_dump (see the README).",
    )
    _add_db_option(parser)
    parser.add_argument("--to", metavar="FILE", required=True, help="the backup file to write")
    parser.add_argument("--force", action="store_true", help="replace FILE if it exists")
    parser.set_defaults(handler=_run_backup)


# ---- move ---------------------------------------------------------------------------------


def _run_move(args: argparse.Namespace) -> int:
    import getpass

    from trainer.store.move import move_school

    password = None
    if args.instructor is not None:
        password = getpass.getpass(f"Password of {args.instructor}: ")
    report = move_school(args.source, args.target, instructor=args.instructor,
                         password=password)
    out = sys.stdout
    if report.migrated_from is not None:
        out.write(f"Upgraded {report.source} from schema {report.migrated_from} to "
                  f"{report.schema_version} first (a copy is kept at "
                  f"{report.pre_migration_backup}).\n")
    rows = report.rows
    out.write(
        f"Moved the school from {report.source} to {report.target}: "
        f"{report.total_rows} row(s) in {len(rows)} table(s), ids kept "
        f"({rows['users']} account(s), {rows['attempts']} practice answer(s), "
        f"{rows['exam_sittings']} exam sitting(s), {rows['audit_log']} audit row(s)).\n"
        f"Checked on {report.target}: every table's row count and content match the source; "
        f"the audit chain's {report.chain_links} link(s) are whole.\n"
    )
    if report.seals is None:
        out.write("Seals not checked with the school key: give --instructor NAME to check "
                  "them.\n")
    else:
        seals = report.seals
        out.write(
            f"Seals checked with the school key: {seals.audit_rows} audit row(s), "
            f"{seals.sittings} exam sitting(s), {seals.practice_sessions} sealed practice "
            f"session(s); {seals.tampered} tampered, the same as in the source.\n")
    kept = "is otherwise left as it was" if report.migrated_from is not None else (
        "is left as it was")
    out.write(f"{report.source} {kept}: point every desk at the new database.\n")
    return EXIT_OK


def _add_move(subparsers: Any) -> None:
    # A school that outgrows one desk takes its history to a server. The
    # source is left untouched (apart from the upgrade open_store makes to an older file,
    # with its own backup); the desks are pointed at the target by hand (DEALER_TRAINER_DB
    # or Settings), so no desk goes on writing to the old file without knowing.
    parser = subparsers.add_parser(
        "move",
        help="move a whole school to another database (e.g. SQLite to PostgreSQL), checked",
        description="Copy every table of a school (accounts, practice history, exams, seals, "
        "audit log) into an empty database in one transaction, keeping every id, then check "
        "the copy there: row counts and contents, the audit chain and, with --instructor, "
        "every seal with the school key. A target that already holds a school is refused.",
    )
    parser.add_argument("--from", dest="source", metavar="URL", required=True,
                        help="the school's database, e.g. sqlite:////path/dealer-trainer.sqlite3")
    parser.add_argument("--to", dest="target", metavar="URL", required=True,
                        help="an empty database, e.g. postgresql+psycopg://user@host/school")
    parser.add_argument("--instructor", metavar="NAME", default=None,
                        help="an instructor of the school: asks for their password and checks "
                        "every seal with the school key on both sides")
    parser.set_defaults(handler=_run_move)


# ---- unlock -------------------------------------------------------------------------------


def _given_or_default_url(db: str | None) -> URL:
    """The URL ``--db`` names, else the SQLite file in the user's data folder (the folder is
    not created)."""
    from trainer.store.engine import DB_FILENAME, resolve_url, sqlite_url
    from trainer.store.files import default_data_dir

    if db:
        return resolve_url(db, None)
    return sqlite_url(default_data_dir() / DB_FILENAME)


def _run_unlock(args: argparse.Namespace) -> int:
    from pathlib import Path

    from trainer.store import open_store

    url = _given_or_default_url(args.db)
    if url.get_backend_name() == "sqlite" and not (
        url.database and Path(url.database).is_file()
    ):
        # Never create an empty database just to unlock someone in it.
        raise UsageError(f"there is no database at {url.database or '(none)'}; give --db URL")
    with open_store(args.db) as store:  # None: the file in the user's data folder
        done = store.roster.unlock_by_name(args.name)
        where = store.location
    user = done.user
    who = f"{user.name} ({user.role.value})"
    if done.was_waiting:
        text = (f"Unlocked {who} in {where}: the wait after {done.failures} wrong tries is "
                f"lifted; they can sign in now.")
    elif done.failures:
        text = (f"{who} in {where} was not waiting; the count of {done.failures} wrong "
                f"tries is cleared.")
    else:
        text = f"{who} in {where} was not locked; nothing to lift."
    sys.stdout.write(text + "\n")
    return EXIT_OK


def _add_unlock(subparsers: Any) -> None:
    # Decision (attack finding 8): the way out when the only instructor is locked out after
    # wrong passwords typed for their name. No password is asked: running this needs the
    # database file or the server's credentials, which allow deleting the count with any SQL
    # tool anyway (trainer.store.roster, "Locked out").
    parser = subparsers.add_parser(
        "unlock",
        help="lift a user's sign-in wait after wrong PINs or passwords",
        description="Lift the wait a name must sit out after wrong PINs or passwords and clear "
        "its count (for an instructor locked out when no other instructor can sign in). "
        "Whoever can run this holds the database file or the server's credentials already.",
    )
    _add_db_option(parser)
    parser.add_argument("name", metavar="NAME", help="the sign-in name, in any case")
    parser.set_defaults(handler=_run_unlock)


# ---- review-rebuild -----------------------------------------------------------------------


def _run_review_rebuild(args: argparse.Namespace) -> int:
    from pathlib import Path

    from trainer.store import open_store

    url = _given_or_default_url(args.db)
    if url.get_backend_name() == "sqlite" and not (
        url.database and Path(url.database).is_file()
    ):
        raise UsageError(f"there is no database at {url.database or '(none)'}; give --db URL")
    with open_store(args.db) as store:
        cards = store.schedule.rebuild()
        where = store.location
    sys.stdout.write(f"Rebuilt {cards} review card(s) in {where} from the stored attempts.\n")
    return EXIT_OK


def _add_review_rebuild(subparsers: Any) -> None:
    # The review cards are updated with every answer; this recomputes all of them
    # from the stored attempts (a restored backup, an old database, changed cohort settings).
    parser = subparsers.add_parser(
        "review-rebuild",
        help="recompute every trainee's review schedule (FSRS) from the stored attempts",
        description="Recompute every review card from the stored attempts, in the order they "
        "were answered, with each cohort's current desired retention and target times.",
    )
    _add_db_option(parser)
    parser.set_defaults(handler=_run_review_rebuild)


# ---- daily-rebuild ------------------------------------------------------------------------


def _run_daily_rebuild(args: argparse.Namespace) -> int:
    from pathlib import Path

    from trainer.store import open_store

    url = _given_or_default_url(args.db)
    if url.get_backend_name() == "sqlite" and not (
        url.database and Path(url.database).is_file()
    ):
        raise UsageError(f"there is no database at {url.database or '(none)'}; give --db URL")
    with open_store(args.db) as store:
        rows = store.daily.rebuild()
        where = store.location
    sys.stdout.write(f"Rebuilt {rows} daily practice row(s) in {where} from the stored "
                     "attempts.\n")
    return EXIT_OK


def _add_daily_rebuild(subparsers: Any) -> None:
    # The per-day practice totals are updated with every answer; this
    # recomputes them from the stored attempts (a restored backup, rows written by hand).
    parser = subparsers.add_parser(
        "daily-rebuild",
        help="recompute every trainee's daily practice totals from the stored attempts",
        description="Recompute the answers, right answers, time-outs and answer time per "
        "trainee, Macau day and drill kind from the stored attempts.",
    )
    _add_db_option(parser)
    parser.set_defaults(handler=_run_daily_rebuild)


# ---- verify-certificate -------------------------------------------------------------------

EXIT_NOT_VALID = 1
"""``verify-certificate``'s status when the certificate is invalid or its records tampered."""

_INVALID_WORDS = {
    "bad_number": "not a certificate number",
    "unknown_number": "no sitting of this school has this number",
    "not_passed": "the sitting behind this number did not pass",
    "wrong_code": "the code is not the one this certificate's records give",
    "voided": "the sitting behind this number was voided by a proctor: it has no result",
}


def _secret(prompt: str) -> str:
    """The instructor's password: asked on the terminal, else one line from standard input
    (for a script)."""
    if sys.stdin.isatty():
        import getpass

        return getpass.getpass(prompt)
    return sys.stdin.readline().rstrip("\r\n")


def certificate_check_text(check: CertificateCheck) -> str:
    """The lines ``verify-certificate`` prints for a :class:`CertificateCheck`: the verdict
    first (``valid``, ``invalid: why`` or ``tampered: ...``), then the certificate's data on
    record."""
    from trainer.exams.certificates import CertificateVerdict
    from trainer.macau_time import macau_text

    verdict = check.verdict
    if verdict is CertificateVerdict.VALID:
        lines = ["valid"]
    elif verdict is CertificateVerdict.TAMPERED:
        lines = ["tampered: the sitting's records no longer match their seals"]
    else:
        lines = [f"invalid: {_INVALID_WORDS.get(check.reason.value if check.reason else '', '')}"]
    if check.number:
        names = check.certified_display_name or check.trainee_display_name
        sign_in = check.certified_name or check.trainee_name
        lines += [
            f"number: {check.number}",
            f"trainee: {names} ({sign_in})"
            + (" - renamed since" if check.renamed_since else ""),
            f"exam: {check.exam_name} (version {check.exam_version})",
            f"sat: {macau_text(check.sat_at, '%Y-%m-%d %H:%M') if check.sat_at else ''} "
            "Macau time",
            f"score: {check.score}/{check.max_score} "
            + ("passed" if check.passed else "failed"),
        ]
    return "\n".join(lines) + "\n"


def signed_facts_text(facts: SignedFacts | None, public_key: str) -> str:
    """The lines ``verify-certificate --public-key`` prints: ``valid`` and the signed facts,
    or ``invalid: ...``; then the key's fingerprint (to compare with the certificate's)."""
    from trainer.exams.signing import fingerprint

    key_line = f"school key fingerprint: {fingerprint(public_key)}"
    if facts is None:
        return ("invalid: this payload was not signed by this school's key, or was changed "
                f"after signing\n{key_line}\n")
    lines = [
        "valid",
        f"number: {facts.number}",
        f"trainee: {facts.display_name}",
        f"staff ID: {facts.staff_id or '-'}",
        f"exam: {facts.exam_name} (version {facts.exam_version})",
        f"sat: {facts.date} (Macau)",
        f"score: {facts.score}/{facts.max_score} " + ("passed" if facts.passed else "failed"),
        key_line,
    ]
    return "\n".join(lines) + "\n"


def _run_verify_offline(args: argparse.Namespace) -> int:
    """``verify-certificate --public-key KEY PAYLOAD``: no database, no password."""
    from trainer.exams.signing import verify_payload

    # A payload typed without quotes arrives split at its blanks: join them back.
    payload = " ".join(args.certificate)
    try:
        facts = verify_payload(payload, args.public_key)
    except ValueError as error:
        raise UsageError(f"--public-key: {error} (43 characters, as "
                         "'certificate-key' prints it)") from error
    sys.stdout.write(signed_facts_text(facts, args.public_key))
    return EXIT_OK if facts is not None else EXIT_NOT_VALID


def _run_verify_certificate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from trainer.exams.certificates import CertificateVerdict
    from trainer.store import open_store

    if args.public_key is not None:
        return _run_verify_offline(args)
    if not args.instructor:
        raise UsageError("give --instructor NAME (to check a number and code against the "
                         "records) or --public-key KEY (to check a QR code's payload offline)")
    words = " ".join(args.certificate).replace("/", " ").split()
    if len(words) < 2:
        raise UsageError("give the certificate's number and its code, e.g. "
                         "DT-2026-000042 ABCD-EFGH-IJKL")
    # The number may be typed with blanks (DT 2026 42): the code is its last 12 characters.
    number, code = " ".join(words[:-1]), words[-1]
    if len(code.replace("-", "")) < 12 and len(words) > 2:
        number, code = " ".join(words[:-3]), " ".join(words[-3:])
    url = _given_or_default_url(args.db)
    if url.get_backend_name() == "sqlite" and not (
        url.database and Path(url.database).is_file()
    ):
        raise UsageError(f"there is no database at {url.database or '(none)'}; give --db URL")
    with open_store(args.db) as store:
        # The code is an HMAC under the school's seal key: an instructor's sign-in unlocks it.
        actor = store.authenticate(args.instructor, _secret(f"Password for {args.instructor}: "))
        try:
            check = store.exams.check_certificate(actor, number, code)
        finally:
            store.sign_out(actor)
    sys.stdout.write(certificate_check_text(check))
    return EXIT_OK if check.verdict is CertificateVerdict.VALID else EXIT_NOT_VALID


def _add_verify_certificate(subparsers: Any) -> None:
    # HR checks a certificate (or a row of the certification CSV) outside
    # the app, with the same store call as the app's "Check a certificate..." dialog.
    parser = subparsers.add_parser(
        "verify-certificate",
        help="check a certificate's number and verification code against the school's records",
        description="Check a certificate's number and verification code (as printed on the "
        "certificate and in the HR certification CSV) against the sealed exam records. Prints "
        "valid, invalid or tampered and the certificate's data; exits 0 only when valid. An "
        "instructor's password unlocks the school's seal key (asked, or read from standard "
        "input). With --public-key, check instead the text of a certificate's QR code "
        "offline: no database, no password.",
    )
    _add_db_option(parser)
    parser.add_argument("--instructor", metavar="NAME",
                        help="an instructor's sign-in name (their password is asked)")
    parser.add_argument("--public-key", metavar="KEY",
                        help="the school's public certificate key (as 'certificate-key' "
                        "prints it): check the QR code's payload given as CODE offline")
    parser.add_argument("certificate", metavar="CODE", nargs="+",
                        help="the certificate number and its code, e.g. DT-2026-000042 "
                        "ABCD-EFGH-IJKL (or DT-2026-000042/ABCD-EFGH-IJKL); with "
                        "--public-key, the QR code's text (quoted)")
    parser.set_defaults(handler=_run_verify_certificate)


def _run_certificate_key(args: argparse.Namespace) -> int:
    from pathlib import Path

    from trainer.exams.signing import fingerprint
    from trainer.store import open_store

    url = _given_or_default_url(args.db)
    if url.get_backend_name() == "sqlite" and not (
        url.database and Path(url.database).is_file()
    ):
        raise UsageError(f"there is no database at {url.database or '(none)'}; give --db URL")
    with open_store(args.db) as store:
        key = store.seal.certificate_key()
    if key is None:
        raise UsageError("the school has no certificate key yet: an instructor signs in once "
                         "to record it")
    try:
        printed = fingerprint(key)
    except ValueError as error:  # a key of small order, swapped into the settings row
        raise UsageError("the certificate key stored in the database is no valid key: it "
                         "was changed there; take the key from an instructor's Exam "
                         "screen") from error
    sys.stdout.write(f"{key}\nfingerprint: {printed}\n")
    return EXIT_OK


def _add_certificate_key(subparsers: Any) -> None:
    # The school's public key, which HR keeps to check certificates' QR
    # codes offline. Public, so no password.
    parser = subparsers.add_parser(
        "certificate-key",
        help="print the school's public certificate key (HR checks QR codes with it)",
        description="Print the school's public certificate key and its fingerprint. Give the "
        "key to HR once: 'verify-certificate --public-key KEY PAYLOAD' checks a certificate's "
        "QR code with it, offline. The key is public: no password is asked.",
    )
    _add_db_option(parser)
    parser.set_defaults(handler=_run_certificate_key)


# ---- entry point --------------------------------------------------------------------------

def _add_demo_data(subparsers: Any) -> None:
    from trainer.demo import add_demo_data_parser

    add_demo_data_parser(subparsers)


SUBCOMMANDS: tuple[Callable[[Any], None], ...] = (
    _add_coup,
    _add_samkong,
    _add_odds,
    _add_demo_data,
    _add_backup,
    _add_move,
    _add_unlock,
    _add_review_rebuild,
    _add_daily_rebuild,
    _add_verify_certificate,
    _add_certificate_key,
)
"""One function per subcommand; to add one, write ``_add_name(subparsers)`` and list it."""


def build_parser() -> argparse.ArgumentParser:
    """The ``python -m trainer`` parser with every subcommand of :data:`SUBCOMMANDS`."""
    parser = _Parser(prog=PROG, description="Dealer Trainer command line.")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for add in SUBCOMMANDS:
        add(subparsers)
    return parser


VALUE_OPTIONS = ("--public-key",)
"""Options whose value may begin with "-" (a base64url key does, one in 64)."""


def _joined_values(argv: list[str]) -> list[str]:
    """``--public-key -19o…`` as ``--public-key=-19o…``: argparse reads a value that begins
    with "-" as another option and refused a school's key that began so."""
    out: list[str] = []
    words = iter(argv)
    for word in words:
        if word in VALUE_OPTIONS:
            value = next(words, None)
            out.append(word if value is None else f"{word}={value}")
        else:
            out.append(word)
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status (2 on bad input, with one line on stderr)."""
    try:
        args = build_parser().parse_args(_joined_values(sys.argv[1:] if argv is None else argv))
        handler: Handler = args.handler
        return handler(args)
    except SystemExit as exit_:  # --help and --version
        return exit_.code if isinstance(exit_.code, int) else EXIT_OK
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, as a Unix filter does.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except (UsageError, TrainerError) as error:
        message = " ".join(str(error).split())
        sys.stderr.write(f"{PROG}: error: {message}\n")
        return EXIT_USAGE
