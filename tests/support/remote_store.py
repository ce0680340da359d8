"""The store's tests over the school server: a ``remote`` variant of a store fixture, whose
store is a :class:`~trainer.server.client.RemoteStore` on a server on loopback over the same
database (tests/support/school_server.py).

A test that uses what is not callable over the server (:mod:`trainer.server.store_calls`)
raises :class:`~trainer.server.client.NotRemote` and is reported skipped, with what it used as
the reason (tests/conftest.py, ``pytest -rs`` lists them)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tests.support.school_server import enrolled, running_server
from trainer.auth import Actor
from trainer.server.client import RemoteStore
from trainer.server.tls import Certificate
from trainer.store import Store


class RemoteUnderTest(RemoteStore):
    """A desk's RemoteStore, plus what a test sets up on the school's side: the first
    instructor (made on the server's own store, as ``dealer-trainer-server init`` does, never
    over HTTP), then signed in through the server."""

    def __init__(self, served: Store, url: str, cert: Certificate, desk_id: str) -> None:
        super().__init__(url, cert.fingerprint, enrolled(served, desk_id))
        self.served = served

    def needs_first_instructor(self) -> bool:
        return self.served.needs_first_instructor()

    def create_first_instructor(self, name: str, display_name: str, password: str) -> Actor:
        made = self.served.create_first_instructor(name, display_name, password)
        self.served.sign_out(made)
        return self.authenticate(name, password)


@contextmanager
def remote_store(served: Store, cert: Certificate, desk_id: str = "desk-test"
                 ) -> Iterator[RemoteUnderTest]:
    """A RemoteStore at ``desk_id`` on a loopback server over ``served``."""
    with running_server(served, cert) as url:
        remote = RemoteUnderTest(served, url, cert, desk_id)
        try:
            yield remote
        finally:
            remote.close()
