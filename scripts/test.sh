#!/usr/bin/env bash
# Run the whole test suite (set-up included): installs what is missing, starts a throwaway
# PostgreSQL server on loopback for the store tests, runs pytest offscreen, and stops the
# server again. Extra arguments go to pytest.
# The tests run on every core (pytest-xdist, -n auto), each test module on one worker
# (--dist loadscope: a module's shared fixtures are built once; handed out in the order the
# workers collect them, long modules first, not xdist's largest-count-first, which left the
# one-test kill modules to the end), each worker on its own
# PostgreSQL database and folders (tests/support/workers.py). `bash scripts/test.sh -n 0`
# runs them in one process, as plain pytest does; `-n 3` picks the number of workers.
#   bash scripts/test.sh --python 3.13 [pytest args]   the same on another Python (3.11 to
#   3.13), in its own environment .venv-3.13 (PYTHON= and VENV= may also be set directly)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--python" ]; then
  [ -n "${2:-}" ] || { echo "[test] --python needs a version, e.g. --python 3.13" >&2; exit 2; }
  export PYTHON=python$2 VENV=.venv-$2
  shift 2
fi
export VENV=${VENV:-.venv}
bash scripts/setup.sh --test

PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
PGDIR=""
cleanup() {
  if [ -n "$PGDIR" ] && [ -d "$PGDIR" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
  fi
}
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
trap cleanup EXIT

if [ -n "$PGBIN" ] && [ -z "${DEALER_TRAINER_TEST_PG:-}" ]; then
  PGDIR=$(mktemp -d /tmp/dealer-trainer-pg.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
  PORT=$("$VENV/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  as_pg "$PGBIN/initdb" -D "$PGDIR/data" -U trainer --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PGDIR -c fsync=off" start >/dev/null
  as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U trainer dealer_trainer_test
  export DEALER_TRAINER_TEST_PG="postgresql+psycopg://trainer@127.0.0.1:$PORT/dealer_trainer_test"
  echo "[test] PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
elif [ -z "${DEALER_TRAINER_TEST_PG:-}" ]; then
  echo "[test] PostgreSQL is not installed: the PostgreSQL store tests will fail" >&2
fi

export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
export PYQTGRAPH_QT_LIB=PySide6
"$VENV/bin/python" -m pytest -n auto --dist loadscope --no-loadscope-reorder "$@"
