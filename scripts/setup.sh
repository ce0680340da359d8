#!/usr/bin/env bash
# Set up everything Dealer Trainer needs on a fresh Debian machine (Python 3.11):
# the Debian packages Qt needs, fonts for Chinese, Xvfb, PostgreSQL (for the tests), a
# virtual environment at .venv with the project installed, and the compiled translations.
# Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WANT_TEST=${1:-}

log() { printf '[setup] %s\n' "$*" >&2; }

# ---- Debian packages ------------------------------------------------------------------
DEB_RUNTIME=(libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
  libxcb-render-util0 libxcb-image0 fonts-noto-cjk xvfb xauth)
DEB_TEST=(postgresql poppler-utils)
wanted=("${DEB_RUNTIME[@]}")
[ "$WANT_TEST" = "--test" ] && wanted+=("${DEB_TEST[@]}")
missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    log "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
    log "installing Debian packages with sudo: ${missing[*]}"
    sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    log "these Debian packages are missing; install them with:"
    log "  sudo apt-get install ${missing[*]}"
  fi
fi

# ---- Python environment ---------------------------------------------------------------
PY=${PYTHON:-}
if [ -z "$PY" ]; then
  for c in python3.11 python3; do
    if command -v "$c" >/dev/null && "$c" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
      PY=$c; break
    fi
  done
fi
[ -n "$PY" ] || { log "Python 3.11 is required (install python3.11)"; exit 1; }
if [ ! -x .venv/bin/python ]; then
  log "creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.installed-$(cat pyproject.toml | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  log "installing the project into .venv"
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
  .venv/bin/python -m pip install -q -e ".[test]"
  rm -f .venv/.installed-*
  touch "$stamp"
fi

# ---- Translations (.ts -> .qm) -----------------------------------------------------------
.venv/bin/python -m scripts.i18n_build >/dev/null 2>&1 || .venv/bin/python -m scripts.i18n_build || {
  log "could not build the translations"; exit 1; }
log "ready"
