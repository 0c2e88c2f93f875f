#!/usr/bin/env bash
# Idempotent setup, quiet when there is nothing to do (says what it did otherwise).
#   bash scripts/setup.sh play   .venv with the project: what playing needs (scripts/run.sh)
#   bash scripts/setup.sh test   the same plus the test extras and a Chromium (scripts/test.sh)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
MODE="${1:-test}"
case "$MODE" in play|test) ;; *) echo "setup: unknown mode '$MODE' (play or test)" >&2; exit 2 ;; esac

PYTHON="${PYTHON:-python3}"
VENV=.venv
STAMP="$VENV/.billionaire-installed"

is_root_with_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

apt_updated=0
apt_install() {
    if [ "$apt_updated" = 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        apt_updated=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# 1. Virtual environment.
if [ ! -x "$VENV/bin/python" ]; then
    echo "setup: creating $VENV with $("$PYTHON" --version 2>&1)"
    rm -rf "$VENV"
    if ! "$PYTHON" -m venv "$VENV"; then
        rm -rf "$VENV"
        if is_root_with_apt; then
            echo "setup: python venv module missing, installing python3-venv with apt-get"
            apt_install python3-venv
            "$PYTHON" -m venv "$VENV"
        else
            echo "setup: cannot create $VENV (install python3-venv)" >&2
            exit 1
        fi
    fi
fi

# 2. The project (and, to test, its test extras), re-installed when pyproject.toml changes.
#    The stamp says what was installed: "<hash of pyproject.toml> <play|test>".
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
have_hash=""; have_mode=""
if [ -f "$STAMP" ]; then read -r have_hash have_mode < "$STAMP" || true; fi
if [ "$MODE" = test ]; then
    modules='("billionaire", "nicegui", "pytest", "playwright")'
    extras='.[test]'
else
    modules='("billionaire", "nicegui", "qrcode")'
    extras='.'
fi
ok_mode=0
{ [ "$have_mode" = test ] || [ "$have_mode" = "$MODE" ]; } && ok_mode=1
if [ "$want" != "$have_hash" ] || [ "$ok_mode" = 0 ] || ! "$VENV/bin/python" -c "import importlib.util as u, sys; sys.exit(not all(u.find_spec(m) for m in $modules))" 2>/dev/null; then
    echo "setup: installing the project into $VENV (pip install -e '$extras')"
    "$VENV/bin/python" -m pip install -q -e "$extras"
    if [ "$have_mode" = test ] && [ "$MODE" = play ]; then MODE=test; fi   # the extras are still there
    echo "$want $MODE" > "$STAMP"
fi

# 3. Chromium, only for the browser tests: a host who only plays never gets a browser installed.
[ "$MODE" = test ] || exit 0
if [ ! -x /usr/bin/chromium ]; then
    if is_root_with_apt; then
        echo "setup: /usr/bin/chromium missing, installing it with apt-get"
        apt_install chromium
    else
        echo "setup: /usr/bin/chromium missing and not root with apt-get: trying 'playwright install chromium'"
        if ! "$VENV/bin/python" -m playwright install chromium; then
            echo "setup: WARNING: no Chromium available; browser tests will fail" >&2
        fi
    fi
fi
