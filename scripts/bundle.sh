#!/usr/bin/env bash
# Build the one-folder desktop app with PyInstaller: dist/dealer-trainer/dealer-trainer
# (packaging/dealer-trainer.spec; on macOS also dist/Dealer Trainer.app). The app carries its
# own Python, Qt, resources and lessons: the machine it runs on needs no Python.
#
#   bash scripts/bundle.sh           build it
#   bash scripts/bundle.sh --check   build it, then start the bundled binary with
#                                    --exit-when-ready in an environment with no Python on PATH
#                                    and no variables but PATH, HOME and QT_QPA_PLATFORM (CI)
#
# PyInstaller is installed into .venv on first use (pinned below); it is a build tool, not a
# dependency of the app. Windows: see README "Desktop bundle" for the same steps by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
PYINSTALLER=${PYINSTALLER:-pyinstaller==6.22.3}
log() { printf '[bundle] %s\n' "$*" >&2; }

[ -x .venv/bin/python ] || bash scripts/setup.sh
.venv/bin/python -m PyInstaller --version >/dev/null 2>&1 || {
  log "installing $PYINSTALLER into .venv"
  .venv/bin/python -m pip install -q "$PYINSTALLER"
}
.venv/bin/python -m scripts.i18n_build >/dev/null
start=$(date +%s)
.venv/bin/python -m PyInstaller --noconfirm --log-level WARN \
  --workpath build/pyinstaller --distpath dist packaging/dealer-trainer.spec
log "built dist/dealer-trainer in $(( $(date +%s) - start )) s ($(du -sh dist/dealer-trainer | cut -f1))"

if [ "${1:-}" = "--check" ]; then
  tmp=$(mktemp -d /tmp/dealer-trainer-bundle.XXXXXX)
  trap 'rm -rf "$tmp"' EXIT
  # Only the bundle's own files: an empty folder as PATH (no python3 to fall back on), no
  # PYTHONPATH/PYTHONHOME or venv, a fresh HOME, started from an empty folder. Under strace
  # (when installed) every program it executes is listed: only the bundle's own binary may be.
  mkdir -p "$tmp/home" "$tmp/cwd" "$tmp/bin"
  app=$(pwd)/dist/dealer-trainer/dealer-trainer
  data=dist/dealer-trainer/_internal
  for f in resources/i18n/dealer_trainer_zh_Hant.qm resources/cards/KD.svg \
      resources/styles/app.qss lessons/examples.txt lessons/zh-Hant/01-equipment-and-shoe.md; do
    [ -f "$data/$f" ] || { log "the bundle lacks $f"; exit 1; }
  done
  trace=()
  command -v strace >/dev/null && trace=(strace -f -qq -e trace=execve -o "$tmp/exec.log")
  (cd "$tmp/cwd" && "${trace[@]}" env -i PATH="$tmp/bin" HOME="$tmp/home" LANG=C.UTF-8 \
    QT_QPA_PLATFORM=offscreen "$app" --exit-when-ready --lang zh-Hant --data-dir "$tmp/data") || {
    log "the bundled app did not start"; exit 1; }
  if [ -f "$tmp/exec.log" ]; then
    others=$(grep -o 'execve("[^"]*"' "$tmp/exec.log" | grep -v -e '"/usr/bin/env"' -e "\"$app\"" \
      | sort -u || true)
    [ -z "$others" ] || { log "the bundle executed other programs: $others"; exit 1; }
  fi
  log "the bundled app started and exited cleanly without Python on PATH"
fi
