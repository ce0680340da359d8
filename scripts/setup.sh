#!/usr/bin/env bash
# Set up everything Dealer Trainer needs on a fresh Debian machine (Python 3.11 to 3.13):
# the Debian packages Qt needs, fonts for Chinese, Xvfb, a virtual environment at .venv with
# the project installed at the locked versions, and the compiled translations.
#   bash scripts/setup.sh          the app: runtime + postgresql from requirements-runtime.lock
#   bash scripts/setup.sh --test   also the test tools (pytest, ruff, mypy) from
#                                  requirements.lock, and PostgreSQL for the store tests
# PYTHON=python3.13 picks the interpreter (default: python3.11, else 3.12, else 3.13);
# VENV=.venv-3.13 puts the environment elsewhere (default .venv).
# Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WANT_TEST=${1:-}
VENV=${VENV:-.venv}

log() { printf '[setup] %s\n' "$*" >&2; }

# ---- Debian packages ------------------------------------------------------------------
DEB_RUNTIME=(libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
  libxcb-render-util0 libxcb-image0 fonts-noto-cjk xvfb xauth)
# poppler-utils: pdftotext/pdftoppm read the PDFs back; locales: glibc's locale sources, from
# which tests/gui/test_pdf_text.py builds zh_HK.UTF-8 for a Macau desk's own locale.
DEB_TEST=(postgresql poppler-utils locales)
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
supported='import sys; sys.exit(not (3, 11) <= sys.version_info[:2] <= (3, 13))'
PY=${PYTHON:-}
if [ -z "$PY" ]; then
  for c in python3.11 python3.12 python3.13 python3; do
    if command -v "$c" >/dev/null && "$c" -c "$supported" 2>/dev/null; then
      PY=$c; break
    fi
  done
fi
[ -n "$PY" ] || { log "Python 3.11, 3.12 or 3.13 is required (install python3.11)"; exit 1; }
if ! command -v "$PY" >/dev/null; then
  log "$PY was not found on the PATH; install it, or point at one: PYTHON=/path/to/$(basename "$PY")"
  exit 1
fi
"$PY" -c "$supported" || log "warning: $PY is not Python 3.11 to 3.13, the versions tested"
if [ ! -x "$VENV/bin/python" ]; then
  log "creating $VENV with $("$PY" -c 'import sys; print(sys.version.split()[0])')"
  "$PY" -m venv "$VENV"
fi
# Exactly the versions the suite passed on: the lock files (bash scripts/lock.sh upgrades them).
if [ "$WANT_TEST" = "--test" ]; then MODE=test LOCK=requirements.lock
else MODE=runtime LOCK=requirements-runtime.lock; fi
sum=$(cat pyproject.toml requirements.lock requirements-runtime.lock | sha1sum | cut -c1-12)
# The test set includes the runtime one: a test install also serves the app.
if [ ! -f "$VENV/.installed-$MODE-$sum" ] && [ ! -f "$VENV/.installed-test-$sum" ]; then
  log "installing the project into $VENV ($MODE, from $LOCK)"
  "$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
  "$VENV/bin/python" -m pip install -q --require-hashes -r "$LOCK"
  "$VENV/bin/python" -m pip install -q --no-deps -e .
  rm -f "$VENV"/.installed-*
  touch "$VENV/.installed-$MODE-$sum"
fi

# ---- Translations (.ts -> .qm) -----------------------------------------------------------
"$VENV/bin/python" -m scripts.i18n_build >/dev/null 2>&1 || "$VENV/bin/python" -m scripts.i18n_build || {
  log "could not build the translations"; exit 1; }
log "ready"
