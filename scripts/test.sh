#!/usr/bin/env bash
# Set up (if needed) and run every test, browser tests included. Arguments go to pytest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh test
exec .venv/bin/python -m pytest "$@"
