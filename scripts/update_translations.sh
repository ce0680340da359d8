#!/usr/bin/env bash
# Extract every tr() string of ui/ into the Qt Linguist sources resources/i18n/*.ts
# (繁體中文, 简体中文, Português), keeping existing translations and dropping strings the code
# no longer has, then compile the .qm files. Translate what it reports with Qt Linguist
# (.venv/bin/pyside6-linguist resources/i18n/dealer_trainer_pt.ts) or any editor, then run
# tests/gui/test_translations.py. See "Translating" in README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || bash scripts/setup.sh
exec .venv/bin/python -m scripts.i18n_build --update "$@"
