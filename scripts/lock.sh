#!/usr/bin/env bash
# Upgrade the lock files: re-resolve pyproject.toml with uv, taking the newest release of every
# package that pyproject.toml allows, and write
#   requirements.lock          runtime + postgresql + test tools (scripts/setup.sh --test)
#   requirements-runtime.lock  runtime + postgresql only (scripts/setup.sh, scripts/run.sh),
#                              held to the versions of requirements.lock
# both with hashes, resolved for every platform with markers for Python 3.11 to 3.13 (uv's
# universal resolution). Then run the suite (bash scripts/test.sh) and commit the lock files.
# `bash scripts/lock.sh --keep` keeps the locked versions and only re-resolves what a change
# to pyproject.toml needs.
set -euo pipefail
cd "$(dirname "$0")/.."
UPGRADE=(--upgrade)
[ "${1:-}" = "--keep" ] && UPGRADE=()
bash scripts/setup.sh --test >/dev/null
[ -x .venv/bin/uv ] || .venv/bin/python -m pip install -q "uv>=0.5"
export UV_NO_CONFIG=1
common=(--universal --python-version 3.11 --generate-hashes --no-strip-extras --quiet
  --custom-compile-command "bash scripts/lock.sh")
.venv/bin/uv pip compile pyproject.toml --extra postgresql --extra test "${UPGRADE[@]}" \
  "${common[@]}" -o requirements.lock
.venv/bin/uv pip compile pyproject.toml --extra postgresql -c requirements.lock \
  "${common[@]}" -o requirements-runtime.lock
echo "[lock] wrote requirements.lock and requirements-runtime.lock" >&2
