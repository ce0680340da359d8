"""``dealer-trainer-server --db URL --listen ADDRESS:PORT [--cert FILE --key FILE]``, and
``dealer-trainer-server init --db URL`` (once: an instructor's password, asked on the
terminal, unwraps the school key into the server's key file; see
:mod:`trainer.server.school_key`), and ``dealer-trainer-server enrol NAME --db URL`` (a
one-time code a desk called NAME types to enrol; :mod:`trainer.store.desks`).

The database URL may come from ``$DEALER_TRAINER_DB`` instead of ``--db`` (a systemd unit or
a container: packaging/server/). Opens the store (creating or upgrading it as the desk app
would: the server holds the only database credentials), makes a self-signed certificate at
first start when no ``--cert`` is given (in ``--data-dir``, by default the per-user data
folder's ``server``), prints the certificate's SHA-256 fingerprint (desks pin it) and serves
the API over TLS with uvicorn.
Never prints or logs a secret or a token: the access log shows methods, paths and statuses,
and no path holds one.
"""

from __future__ import annotations

import argparse
import getpass
import ipaddress
import os
import socket
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from trainer.store._common import utc_now

if TYPE_CHECKING:
    from trainer.store import Store

DEFAULT_LISTEN = "127.0.0.1:8443"


def parse_listen(text: str) -> tuple[str, int]:
    """``ADDRESS:PORT`` (``[::1]:8443`` for IPv6) as (address, port); ValueError otherwise."""
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"not ADDRESS:PORT: {text!r}")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
        ipaddress.IPv6Address(host)
    return host, int(port)


DB_ENV = "DEALER_TRAINER_DB"
"""The database URL when ``--db`` is not given: a service or a container keeps a password in
its environment, not on a command line every user's ``ps`` shows."""


def _db_option(p: argparse.ArgumentParser, environ: Mapping[str, str], text: str) -> None:
    given = environ.get(DB_ENV) or None
    p.add_argument("--db", required=given is None, default=given, metavar="URL",
                   help=f"{text} (default: ${DB_ENV})")


def _parser(environ: Mapping[str, str] = os.environ) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dealer-trainer-server",
        description="The Dealer Trainer school server: an HTTPS API over the school's "
                    "database, so desks hold no database credentials.",
        epilog="Also: 'dealer-trainer-server init --db URL' (once, after the first "
               "instructor exists: the school key file) and 'dealer-trainer-server enrol "
               "NAME --db URL' (a desk's one-time enrolment code). Each takes --help.")
    _db_option(p, environ,
               "the database: postgresql+psycopg://user@host/db or sqlite:///file")
    p.add_argument("--listen", default=DEFAULT_LISTEN, metavar="ADDRESS:PORT",
                   help=f"where to listen (default {DEFAULT_LISTEN})")
    p.add_argument("--cert", type=Path, metavar="FILE",
                   help="the school's certificate (PEM); without it a self-signed one is made")
    p.add_argument("--key", type=Path, metavar="FILE", help="the key of --cert (PEM)")
    _data_dir_option(p)
    return p


def _data_dir_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--data-dir", type=Path, metavar="FOLDER",
                   help="where the self-signed certificate and the school key file are kept "
                        "(default: the per-user data folder's 'server')")


def _data_dir(given: Path | None) -> Path:
    from trainer.store.files import default_data_dir

    return given or default_data_dir() / "server"


def _init_parser(environ: Mapping[str, str] = os.environ) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dealer-trainer-server init",
        description="Give the server the school key, so that a restart signs no trainee "
                    "out: an instructor's name and password (asked on the terminal, never "
                    "on the command line) unwrap it into the server's key file.")
    _db_option(p, environ, "the database, as for serving")
    p.add_argument("--name", metavar="NAME", help="the instructor's sign-in name (else asked)")
    _data_dir_option(p)
    return p


def _open(url: str | None) -> Store | None:
    """The school's store as the server's commands open it (the desk it names: this host);
    None, said on the terminal, when it cannot be opened."""
    from trainer.errors import StoreError
    from trainer.store import open_store

    try:
        return open_store(url, desk=f"server {socket.gethostname()}"[:255])
    except StoreError as e:
        print(f"cannot open the database: {e}", file=sys.stderr)
        return None


def init(argv: Sequence[str], ask: Callable[[str], str] = input,
         ask_secret: Callable[[str], str] = getpass.getpass) -> int:
    """``dealer-trainer-server init``: 0 when the key file is written, 1 when refused."""
    args = _init_parser().parse_args(argv)

    from trainer.errors import AuthenticationFailed, SignInThrottled
    from trainer.server import school_key

    store = _open(args.db)
    if store is None:
        return 2
    try:
        if store.needs_first_instructor():
            print("refused: this database has no instructor yet. Make the first one with "
                  "the desk app's first start on this database (dealer-trainer --db URL), "
                  "then run init again", file=sys.stderr)
            return 1
        try:
            name = args.name or ask("Instructor's name: ").strip()
            password = ask_secret(f"Password of {name}: ")
        except EOFError:  # no terminal to ask on (a script, a service, a container's run)
            print("init asks an instructor's name and password: run it on a terminal",
                  file=sys.stderr)
            return 2
        path = school_key.initialise(store, name, password, _data_dir(args.data_dir))
    except AuthenticationFailed:
        print("refused: wrong name or password", file=sys.stderr)
        return 1
    except SignInThrottled as e:
        print(f"refused: too many wrong tries, wait {e.wait_s} s", file=sys.stderr)
        return 1
    except school_key.SchoolKeyError as e:
        print(f"refused: {e}", file=sys.stderr)
        return 1
    finally:
        store.close()
    print(f"wrote the school key file: {path} (mode 600; back it up with the database)")
    return 0


def enrol(argv: Sequence[str]) -> int:
    """``dealer-trainer-server enrol NAME``: prints a one-time code for the desk NAME (the
    terminal holds the database credentials, as an instructor's Desks dialog would)."""
    p = argparse.ArgumentParser(
        prog="dealer-trainer-server enrol",
        description="Make a one-time code a desk types (with the server's address and "
                    "certificate fingerprint) to enrol with the school server.")
    p.add_argument("name", metavar="NAME", help="the desk's name, e.g. 'Room 2 desk 5'")
    _db_option(p, os.environ, "the database, as for serving")
    args = p.parse_args(argv)

    from trainer.errors import StoreError
    from trainer.store.desks import shown_code

    store = _open(args.db)
    if store is None:
        return 2
    try:
        made = store.desks.make_code_on_server(args.name)
    except StoreError as e:
        print(f"refused: {e}", file=sys.stderr)
        return 1
    finally:
        store.close()
    print(f"enrolment code for {made.name}: {shown_code(made.code)} "
          f"(once, until {made.expires_at:%Y-%m-%d %H:%M} UTC)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["init"]:
        return init(argv[1:])
    if argv[:1] == ["enrol"]:
        return enrol(argv[1:])
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        host, port = parse_listen(args.listen)
    except ValueError as e:
        parser.error(str(e))
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")

    import uvicorn

    from trainer.server import school_key, tls
    from trainer.server.app import make_app

    folder = _data_dir(args.data_dir)
    try:
        key = school_key.read(folder)
    except school_key.SchoolKeyError as e:
        print(f"cannot use the school key file: {e}", file=sys.stderr)
        return 2
    if args.cert is not None:
        cert = tls.given(args.cert, args.key)
    else:
        cert = tls.self_signed(folder, (host,), utc_now())
        if cert.made:
            print(f"made a self-signed certificate: {cert.cert_file}")
    print(f"certificate SHA-256 fingerprint: {cert.fingerprint}", flush=True)
    store = _open(args.db)
    if store is None:
        return 2
    if key is None:
        print("no school key file: sealed trainees sign in again after each restart "
              "(run `dealer-trainer-server init --db URL` once)", flush=True)
    elif not store.seal.serve(key):
        store.close()
        print(f"cannot use the school key file: {school_key.key_path(folder)} holds another "
              "school's key (run init again)", file=sys.stderr)
        return 2
    try:
        uvicorn.run(make_app(store), host=host, port=port, ssl_certfile=str(cert.cert_file),
                    ssl_keyfile=str(cert.key_file), server_header=False,
                    log_level="info", proxy_headers=False)
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
