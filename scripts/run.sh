#!/usr/bin/env bash
# Start Dealer Trainer on the embedded SQLite database (set-up included).
# Extra arguments go to the app, e.g. --lang zh-Hant or --db postgresql+psycopg://...
set -euo pipefail
cd "$(dirname "$0")/.."
export VENV=${VENV:-.venv}
bash scripts/setup.sh
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "[run] no display found: starting on a virtual screen (Xvfb)" >&2
  exec xvfb-run -a -s "-screen 0 1400x900x24" "$VENV/bin/python" -m ui "$@"
fi
exec "$VENV/bin/python" -m ui "$@"
