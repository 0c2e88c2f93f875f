#!/usr/bin/env bash
# Set up (if needed) and start the game server; app.py prints the URL to open.
# Options are passed to app.py: --host, --port, --public-url, --bot-delay, --data.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh play
exec .venv/bin/python app.py "$@"
