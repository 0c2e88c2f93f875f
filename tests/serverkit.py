"""Start the real app (`python app.py`) in a subprocess for end-to-end tests.

    with AppServer(data_dir) as server:
        requests to server.url ...
    server.kill()      # SIGKILL, as a crash would
    server.start()     # same port, same data folder

Every `PYTEST_*` variable is removed from the child's environment (otherwise `ui.run` believes it
runs under pytest and fails with `KeyError: 'NICEGUI_SCREEN_TEST_PORT'`).
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app.py"

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTEST_") and k not in ("NICEGUI_USER_SIMULATION",
                                                         "NICEGUI_SCREEN_TEST_PORT")}
    env["PYTHONUNBUFFERED"] = "1"
    if extra:
        env.update(extra)
    return env


def run_app_once(data: str | Path, *args: str, timeout: float = 30) -> subprocess.CompletedProcess:
    """Run `python app.py --data DATA ...` to completion (for start-up failures)."""
    port = free_port()
    return subprocess.run([sys.executable, str(APP), "--host", "127.0.0.1", "--port", str(port),
                           "--data", str(data), *args],
                          cwd=ROOT, env=child_env(), capture_output=True, text=True, timeout=timeout)


class AppServer:
    """One app process on 127.0.0.1:<free port> over the data folder `data`."""

    def __init__(self, data: str | Path, bot_delay: float = 0.05, auto_delay: float = 0.3,
                 port: int | None = None, extra_args: list[str] | None = None,
                 tap_grace: float = 0.0) -> None:
        self.data = Path(data)
        self.bot_delay = bot_delay
        self.auto_delay = auto_delay
        # no tap grace unless a test asks (the product's 0.45 s hold slows every tap)
        self.tap_grace = tap_grace
        self.port = port or free_port()
        self.extra_args = list(extra_args or [])
        self.proc: subprocess.Popen | None = None
        self.log_path = self.data.parent / f"server-{self.data.name}-{self.port}.log"
        self._log = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # ---------------------------------------------------------------- control
    def start(self, timeout: float = 30) -> "AppServer":
        assert self.proc is None or self.proc.poll() is not None, "already running"
        self.data.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "ab")
        cmd = [sys.executable, str(APP), "--host", "127.0.0.1", "--port", str(self.port),
               "--data", str(self.data), "--bot-delay", str(self.bot_delay),
               "--auto-delay", str(self.auto_delay), "--tap-grace", str(self.tap_grace),
               "--public-url", self.url, *self.extra_args]
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=child_env(), stdout=self._log,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"app exited with {self.proc.returncode}:\n{self.output()}")
            try:
                with urllib.request.urlopen(self.url + "/", timeout=2) as r:
                    if r.status == 200:
                        return self
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            time.sleep(0.1)
        self.kill()
        raise RuntimeError(f"app did not answer on {self.url} within {timeout}s:\n{self.output()}")

    def kill(self) -> None:
        """SIGKILL the process (a crash), wait for it; the port is free afterwards."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)   # its own session: only its children
            except (ProcessLookupError, PermissionError):
                self.proc.kill()
            self.proc.wait(timeout=10)
        if self._log is not None:
            self._log.close()
            self._log = None

    stop = kill

    def output(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def __enter__(self) -> "AppServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.kill()

    # ------------------------------------------------------------------- http
    def get(self, path: str, timeout: float = 10) -> tuple[int, str]:
        try:
            with urllib.request.urlopen(self.url + path, timeout=timeout) as r:
                return r.status, r.read().decode("utf-8", "replace")
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode("utf-8", "replace")


def launch_chromium(playwright):
    return ItalianBrowser(playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                     headless=True))


class ItalianBrowser:
    """The browser as an Italian player's: its pages ask for Italian (Accept-Language it-IT), as
    headless Chromium would otherwise ask for English and get the English screens. A test that
    wants another language passes `locale=` (or opens `?lang=en`)."""

    def __init__(self, browser):
        self._browser = browser

    def new_context(self, **kwargs):
        kwargs.setdefault("locale", "it-IT")
        return self._browser.new_context(**kwargs)

    def new_page(self, **kwargs):
        kwargs.setdefault("locale", "it-IT")
        return self._browser.new_page(**kwargs)

    def __getattr__(self, name):
        return getattr(self._browser, name)


# ------------------------------------------------------------------ page content over HTTP
def page_elements(html: str) -> dict[str, dict]:
    """The NiceGUI element tree a page's first HTML carries (id -> element), as the browser
    reads it (`parseElements` in nicegui.js)."""
    import json
    import re

    m = re.search(r"parseElements\(String\.raw`(.*?)`\)", html, re.S)
    if m is None:
        return {}
    raw = m.group(1)
    for a, b in (("&#36;", "$"), ("&#96;", "`"), ("&gt;", ">"), ("&lt;", "<"), ("&amp;", "&")):
        raw = raw.replace(a, b)
    return json.loads(raw)


def page_texts(html: str, css_class: str | None = None) -> list[str]:
    """Texts of the elements of a page (in creation order), optionally only those with a class."""
    out = []
    for _id, el in sorted(page_elements(html).items(), key=lambda kv: int(kv[0])):
        if css_class is not None and css_class not in (el.get("class") or []):
            continue
        text = el.get("text")
        if text is None:
            text = (el.get("props") or {}).get("innerHTML")
        if isinstance(text, str):
            out.append(text)
    return out


def fill_setup(page, humans: list[str], bots: int | list[str] | None = None) -> None:
    """Type the counts and names on the open setup page like a host would. `bots`: a count, a
    list of bot names, or None (the page's default). A count change adds or removes name fields at
    the end: the names are typed once every field is there, and each is checked after typing."""
    from playwright.sync_api import expect

    count = page.get_by_label("Giocatori umani (0–6)")
    count.fill(str(len(humans)))
    count.blur()
    bot_names = list(bots) if isinstance(bots, (list, tuple)) else []
    n_bots = len(bot_names) if isinstance(bots, (list, tuple)) else bots
    if n_bots is not None:
        page.get_by_label("Bot (0–6)").fill(str(n_bots))
        page.get_by_label("Bot (0–6)").blur()
    if humans:
        expect(page.get_by_label(f"Nome giocatore {len(humans)}")).to_be_visible(timeout=10_000)
    expect(page.get_by_label(f"Nome giocatore {len(humans) + 1}")).to_have_count(0, timeout=10_000)
    if n_bots is not None:
        if n_bots:
            expect(page.get_by_label(f"Nome bot {n_bots}")).to_be_visible(timeout=10_000)
        expect(page.get_by_label(f"Nome bot {n_bots + 1}")).to_have_count(0, timeout=10_000)
    for label, names in (("Nome giocatore", humans), ("Nome bot", bot_names)):
        for i, name in enumerate(names, start=1):
            field = page.get_by_label(f"{label} {i}")
            field.fill(name)
            field.blur()
            expect(field).to_have_value(name)


def create_game_via_setup(page, base_url: str, humans: list[str], bots: list[str] = ()) -> str:
    """Fill the setup page like a host would and press **Crea la partita**; returns the game id."""
    import re

    page.goto(base_url + "/")
    fill_setup(page, list(humans), list(bots))
    page.get_by_role("button", name="Crea la partita").click()
    page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    return page.url.rstrip("/").split("/game/")[1]
