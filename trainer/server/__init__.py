"""The school server (``dealer-trainer-server``): an HTTP API over the store, so that desks
hold no database credentials and no clock of theirs decides anything.

FastAPI on uvicorn, TLS always (the school's certificate, or a self-signed one made at first
start whose SHA-256 fingerprint a desk pins: :mod:`trainer.server.tls`,
:mod:`trainer.server.pinning`). A desk is enrolled once with an instructor's one-time code
and then shows its credential on every call (:mod:`trainer.server.desks`,
:mod:`trainer.store.desks`); it signs in with a name and a PIN or password, which the server
checks with the store's own code, throttled on the server's clock (the
store's, :mod:`trainer.store.roster_signin`), and returns a short-lived token bound to the
account and the desk (:mod:`trainer.store.server_tokens`). Every call is authorised on the
server from that token; who may call which route is one table (:mod:`trainer.server.roles`).

Modules: ``roles`` (the role table), ``models`` (the typed values on the wire), ``app`` (the
routes), ``store_calls`` (the store methods callable over one route, encoded from their type
hints), ``client`` (a desk's ``RemoteStore`` over it: the desk app's ``--server``), ``tls``
(the certificate), ``pinning`` (a client's pinned TLS), ``desks`` (the enrolment route, the
desk credential, the store route's limit per desk), ``enrolment`` (a desk's side: enrolling
and the link it keeps), ``main`` (the command). Qt-free,
above the store in the layers (pyproject.toml).
"""
