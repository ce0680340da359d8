"""The server's TLS certificate: the school's own, or a self-signed one made at first start.

A self-signed certificate is made once, in the server's data folder (``server-cert.pem``
and ``server-key.pem``, the key readable by its owner only), and kept: desks pin its SHA-256
fingerprint (:func:`fingerprint`, printed at every start) when an instructor enrols them, so
it must not change from one start to the next.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import ipaddress
import os
import socket
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

CERT_FILE = "server-cert.pem"
KEY_FILE = "server-key.pem"
VALID_DAYS = 3650
"""Ten years: a pinned certificate is trusted by its fingerprint, not by its dates, and a
new one means enrolling every desk again."""


@dataclass(frozen=True)
class Certificate:
    """The certificate and key files the server runs with, and the certificate's fingerprint."""

    cert_file: Path
    key_file: Path
    fingerprint: str
    made: bool
    """True when it was made by this start (a new self-signed certificate)."""


def fingerprint(cert_pem: bytes) -> str:
    """The SHA-256 fingerprint of a PEM certificate, as upper-case hex pairs joined by colons
    (what a desk pins)."""
    der = x509.load_pem_x509_certificate(cert_pem).public_bytes(serialization.Encoding.DER)
    return der_fingerprint(der)


def der_fingerprint(der: bytes) -> str:
    """The fingerprint of a DER certificate (as a TLS peer presents it): see :func:`fingerprint`."""
    return ":".join(f"{b:02X}" for b in hashlib.sha256(der).digest())


def same_fingerprint(a: str, b: str) -> bool:
    """Whether two fingerprints are the same, whatever their case and separators."""
    def norm(text: str) -> str:
        return "".join(ch for ch in text.upper() if ch in "0123456789ABCDEF")

    return len(norm(a)) == 64 and norm(a) == norm(b)


def self_signed(folder: Path, hosts: tuple[str, ...], now: dt.datetime) -> Certificate:
    """The self-signed certificate in ``folder``, made now (for ``hosts``: names and
    addresses) if there is none yet, else the one made before."""
    cert_file, key_file = folder / CERT_FILE, folder / KEY_FILE
    if cert_file.is_file() and key_file.is_file():
        return Certificate(cert_file, key_file, fingerprint(cert_file.read_bytes()), False)
    folder.mkdir(parents=True, exist_ok=True)
    key = ec.generate_private_key(ec.SECP256R1())
    names: list[x509.GeneralName] = []
    for host in dict.fromkeys((*hosts, "localhost", socket.gethostname())):
        try:
            names.append(x509.IPAddress(ipaddress.ip_address(host)))
        except ValueError:
            names.append(x509.DNSName(host))
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Dealer Trainer school server")])
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    cert_pem = cert.public_bytes(serialization.Encoding.PEM)
    # Each file whole or not at all (written aside, then renamed over its name), the key
    # first: a certificate that exists is complete and has its key, whoever reads it (a
    # start after a kill mid-write, a script waiting for the fingerprint).
    _write_whole(key_file, key_pem)
    _write_whole(cert_file, cert_pem)
    return Certificate(cert_file, key_file, fingerprint(cert_pem), True)


def _write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` at once, mode 0600 from the moment the file exists (the
    key is its owner's alone; no window with wider rights)."""
    temp = path.with_name(path.name + ".new")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temp, path)


def given(cert_file: Path, key_file: Path) -> Certificate:
    """The school's own certificate and key (both must exist)."""
    for path in (cert_file, key_file):
        if not path.is_file():
            raise FileNotFoundError(f"no such file: {path}")
    return Certificate(cert_file, key_file, fingerprint(cert_file.read_bytes()), False)
