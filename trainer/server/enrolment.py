"""A desk's side of enrolment (:mod:`trainer.store.desks`): presenting the one-time code to
the server at a URL whose certificate fingerprint it pins, and keeping what it receives.

What the desk keeps (:class:`ServerLink`: the URL, the pinned fingerprint, its credential and
the name the instructor gave it) is one JSON file, :data:`LINK_FILE`, in the desk's own
settings folder (beside ``desk.ini``, per user and computer, never in a shared data folder),
written with mode 0600: the credential is the desk's secret. The next start opens on the
server without flags; leaving the server deletes the file.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from trainer.errors import DeskRefused, StoreError
from trainer.server.pinning import pinned_client
from trainer.server.tls import same_fingerprint
from trainer.store.engine import safe_url

LINK_FILE = "school-server.json"


@dataclass(frozen=True)
class ServerLink:
    """This desk's school server: where, which certificate, and its credential there."""

    url: str
    fingerprint: str
    credential: str
    desk_name: str


class EnrolmentFailed(StoreError):
    """The server could not be reached, or its certificate is not the fingerprint typed:
    ``code`` ``server_unreachable`` or ``wrong_fingerprint`` (``params``: ``server``)."""

    def __init__(self, code: str, url: str, detail: str) -> None:
        super().__init__("unreachable", f"{safe_url(url)}: {detail}", code=code,
                         params={"server": safe_url(url)})


def clean_url(typed: str) -> str:
    """``typed`` as the desk keeps it: ``https://`` added when no scheme was typed, no
    trailing slash. ValueError for a URL that is not https."""
    url = typed.strip().rstrip("/")
    if "://" not in url:
        url = "https://" + url
    if not url.startswith("https://") or len(url) <= len("https://"):
        raise ValueError("the school server's address starts with https://")
    return url


def enrol(url: str, fingerprint: str, code: str, *, timeout: float = 30) -> ServerLink:
    """Present ``code`` to the server at ``url`` pinning ``fingerprint``: the link to keep.
    EnrolmentFailed when the server is unreachable or not the pinned certificate;
    DeskRefused (``code_unknown``, ``code_used``, ``code_expired``) for the code."""
    import httpx

    from trainer.server.pinning import CertificateMismatch

    try:
        with pinned_client(url, fingerprint, timeout=timeout) as client:
            reply = client.post("/v1/desks/enrol", json={"code": code.strip()[:40]})
    except httpx.TransportError as e:
        if isinstance(e.__context__ or e.__cause__, CertificateMismatch) or (
                "certificate is not the one" in str(e)):
            raise EnrolmentFailed("wrong_fingerprint", url, str(e)) from e
        raise EnrolmentFailed("server_unreachable", url, str(e)) from e
    try:
        body = reply.json()
    except ValueError:
        body = {}
    if reply.status_code == 200 and isinstance(body, dict) and "credential" in body:
        return ServerLink(url, fingerprint, str(body["credential"]), str(body["name"]))
    refused = body.get("code") if isinstance(body, dict) else None
    if refused in ("code_unknown", "code_used", "code_expired"):
        raise DeskRefused(str(refused))
    if reply.status_code == 422:  # a code too long or empty: not one the server made
        raise DeskRefused("code_unknown")
    raise EnrolmentFailed("server_unreachable", url, f"refused ({reply.status_code})")


def check(link: ServerLink, *, timeout: float = 30) -> str:
    """The name the server knows this desk by: DeskRefused (``desk_unknown``,
    ``desk_revoked``) when it no longer takes the desk's credential, EnrolmentFailed when it
    cannot be reached or is not the pinned certificate."""
    import httpx

    from trainer.server.desks import DESK_HEADER

    try:
        with pinned_client(link.url, link.fingerprint, timeout=timeout,
                           headers={DESK_HEADER: link.credential}) as client:
            reply = client.get("/v1/desk")
    except httpx.TransportError as e:
        code = "wrong_fingerprint" if "certificate is not the one" in str(e) else (
            "server_unreachable")
        raise EnrolmentFailed(code, link.url, str(e)) from e
    try:
        body = reply.json()
    except ValueError:
        body = {}
    if reply.status_code == 200 and isinstance(body, dict):
        return str(body.get("name", link.desk_name))
    refused = body.get("code") if isinstance(body, dict) else None
    if refused in ("no_desk", "desk_unknown", "desk_revoked"):
        raise DeskRefused(str(refused))
    raise EnrolmentFailed("server_unreachable", link.url, f"refused ({reply.status_code})")


def save(folder: Path, link: ServerLink) -> Path:
    """Keep ``link`` in ``folder`` (made if missing), readable by this user only."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LINK_FILE
    part = path.with_suffix(".part")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(asdict(link), out)
    os.chmod(part, 0o600)
    os.replace(part, path)
    return path


def load(folder: Path) -> ServerLink | None:
    """The link kept in ``folder``; None when there is none or it is unreadable."""
    try:
        data = json.loads((folder / LINK_FILE).read_text(encoding="utf-8"))
        link = ServerLink(str(data["url"]), str(data["fingerprint"]),
                          str(data["credential"]), str(data["desk_name"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return link


def forget(folder: Path) -> None:
    """Leave the school server: the kept link (and its credential) is deleted."""
    with contextlib.suppress(FileNotFoundError):
        (folder / LINK_FILE).unlink()


def same_server(link: ServerLink, url: str, fingerprint: str) -> bool:
    """``link`` is to this server and certificate (a ``--server`` given again)."""
    return link.url == url and same_fingerprint(link.fingerprint, fingerprint)
