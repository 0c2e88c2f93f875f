#!/usr/bin/env bash
# Idempotent setup: .venv with the project and its test extras, plus a Chromium for browser tests.
# Quiet when there is nothing to do; says what it did otherwise.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

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

# 2. The project and its test extras (re-installed when pyproject.toml changes).
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
have="$(cat "$STAMP" 2>/dev/null || true)"
if [ "$want" != "$have" ] || ! "$VENV/bin/python" -c 'import importlib.util as u, sys; sys.exit(not all(u.find_spec(m) for m in ("billionaire", "nicegui", "pytest", "playwright")))' 2>/dev/null; then
    echo "setup: installing the project into $VENV (pip install -e '.[test]')"
    "$VENV/bin/python" -m pip install -q -e '.[test]'
    echo "$want" > "$STAMP"
fi

# 3. Chromium for the browser tests.
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
