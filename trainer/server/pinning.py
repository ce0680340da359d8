"""TLS for a desk that pins the school server's certificate by its SHA-256 fingerprint.

The fingerprint is the trust: no certificate authority is asked, so a self-signed server
certificate works, and any other certificate (a machine in the middle) is refused during the
handshake, before a single byte of a request (a PIN, a token) is sent.
"""

from __future__ import annotations

import ssl
from typing import TYPE_CHECKING, Any

from trainer.server.tls import der_fingerprint, same_fingerprint

if TYPE_CHECKING:
    import httpx


class CertificateMismatch(ssl.SSLError):
    """The server's certificate is not the pinned one."""


def _check(peer: bytes | None, pinned: str) -> None:
    if peer is None or not same_fingerprint(der_fingerprint(peer), pinned):
        raise CertificateMismatch("the server's certificate is not the one this desk pinned")


def pinned_context(pinned: str) -> ssl.SSLContext:
    """An SSL context that accepts exactly the certificate whose fingerprint is ``pinned``
    (for ``httpx.Client(verify=...)``), checked in the handshake itself."""

    class PinnedSocket(ssl.SSLSocket):
        def do_handshake(self, block: bool = False) -> None:
            super().do_handshake(block)
            _check(self.getpeercert(binary_form=True), pinned)

    class PinnedObject(ssl.SSLObject):
        def do_handshake(self) -> None:
            super().do_handshake()
            _check(self.getpeercert(binary_form=True), pinned)

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False  # the fingerprint, not a name, says which server it is
    context.verify_mode = ssl.CERT_NONE
    context.sslsocket_class = PinnedSocket
    context.sslobject_class = PinnedObject
    return context


def pinned_client(base_url: str, pinned: str, **kwargs: Any) -> httpx.Client:
    """An ``httpx.Client`` on ``base_url`` trusting only the pinned certificate."""
    import httpx

    return httpx.Client(base_url=base_url, verify=pinned_context(pinned), **kwargs)
