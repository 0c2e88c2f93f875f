"""Real-browser fixtures: the app in a subprocess and Chromium through Playwright (sync API).

The server is `python app.py` on a free port with short delays and a temporary data folder; its
environment has every `PYTEST_*` variable removed (otherwise `ui.run` believes it runs under
pytest). Debian's Chromium is used when present, else Playwright's own.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
PHONE = {"width": 412, "height": 915}
MONITOR = {"width": 1600, "height": 900}


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.browser)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def running_app(bot_delay: float, auto_delay: float, artifacts_name: str | None = None,
                screen_grace: float = 0.2, bid_wait: float = 60.0, tap_grace: float = 0.0):
    """Base URL of `python app.py` on a free port over a temporary data folder, stopped on exit;
    with `artifacts_name`, its log and games are copied to test-artifacts/ afterwards. No tap
    grace by default (the product holds a re-labelled button 0.45 s; a run of the phone and AF
    browser tests with it was green, but it slows every tap): pass `tap_grace` to have it."""
    port = _free_port()
    data = Path(tempfile.mkdtemp(prefix="billionaire-browser-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env.pop("NICEGUI_USER_SIMULATION", None)
    log_path = data / "server.log"
    log = open(log_path, "w")
    proc = subprocess.Popen(
        [sys.executable, "app.py", "--host", "127.0.0.1", "--port", str(port),
         "--public-url", f"http://127.0.0.1:{port}",
         "--bot-delay", str(bot_delay), "--auto-delay", str(auto_delay),
         "--screen-grace", str(screen_grace), "--bid-wait", str(bid_wait), "--tap-grace", str(tap_grace),
         "--data", str(data)],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"app.py exited with {proc.returncode}:\n{log_path.read_text()}")
            try:
                with urllib.request.urlopen(base + "/", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.time() > deadline:
                raise RuntimeError(f"app.py did not answer on {base}:\n{log_path.read_text()}")
            time.sleep(0.3)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        log.close()
        if artifacts_name:
            ARTIFACTS.mkdir(exist_ok=True)
            try:
                shutil.copy(log_path, ARTIFACTS / f"{artifacts_name}-server.log")
                for db in data.glob("*.sqlite3"):   # the games, to replay a failure
                    shutil.copy(db, ARTIFACTS / f"{artifacts_name}-{db.name}")
            except OSError:
                pass
        shutil.rmtree(data, ignore_errors=True)


@pytest.fixture(scope="session")
def server():
    """Base URL of a running app with short delays (killed at the end of the session)."""
    with running_app(0.2, 0.3, artifacts_name="browser") as base:
        yield base


@pytest.fixture(scope="session")
def app_server():
    """`running_app` for modules that need an app of their own (other delays)."""
    return running_app


@pytest.fixture(scope="module")
def browser():
    """Chromium for one test module. Module scope: the sync Playwright driver is stopped before
    the next module, which may start its own (two live sync drivers in one thread conflict)."""
    from playwright.sync_api import sync_playwright

    from tests.serverkit import ItalianBrowser

    with sync_playwright() as p:
        kwargs = {"args": CHROMIUM_ARGS, "headless": True}
        if Path(CHROMIUM).exists():
            kwargs["executable_path"] = CHROMIUM
        b = p.chromium.launch(**kwargs)
        try:
            yield ItalianBrowser(b)   # tests/serverkit.py
        finally:
            b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
