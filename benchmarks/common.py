"""Shared pieces of the benchmarks: the app in a subprocess, games in its database, /proc figures.

Everything stays on 127.0.0.1. The server runs `python app.py` (the real entry point) with an
environment without `PYTEST_*` variables, over a data folder in a temporary directory.
"""
from __future__ import annotations

import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app.py"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
MONITOR_VIEWPORT = {"width": 1600, "height": 900}


async def launch_chromium(pw):
    """Debian's Chromium, headless, with the flags this machine needs (Playwright's own browser
    download is impossible here)."""
    return await pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
CLK_TCK = os.sysconf("SC_CLK_TCK")
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


async def get_json(http, url: str, timeout: float = 600):
    """GET a JSON endpoint of the server under test (the memory probe, the soak's game cycle).
    `Connection: close`: a kept-alive connection would be reused for a raw client's websocket
    upgrade, which uvicorn's keep-alive timer then closes (see wsclient.py)."""
    import aiohttp
    async with http.get(url, headers={"Connection": "close"},
                        timeout=aiohttp.ClientTimeout(total=timeout)) as r:
        return await r.json()


def python_exe() -> str:
    """The project's virtualenv Python if there is one, else this interpreter."""
    venv = ROOT / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def child_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTEST_") and k not in ("NICEGUI_USER_SIMULATION",
                                                         "NICEGUI_SCREEN_TEST_PORT")}
    env["PYTHONUNBUFFERED"] = "1"
    return env


# ------------------------------------------------------------------------------ games
@dataclass
class GameInfo:
    game_id: str
    tokens: dict[int, str]          # human seat -> token
    host_key: str
    seats: int


def populate(db_file: Path, games: int, humans: int, seats: int = 6, seed: int = 1,
             level: str = "normale") -> list[GameInfo]:
    """Create `games` games in the SQLite file (before the server starts): `humans` human seats
    first, bots in the other seats."""
    from billionaire.engine import SeatSpec
    from billionaire.session import Registry
    from billionaire.store import Store

    db_file.parent.mkdir(parents=True, exist_ok=True)
    store = Store(db_file)
    registry = Registry(store)
    out = []
    for g in range(games):
        specs = [SeatSpec(f"Umano {i + 1}") if i < humans else
                 SeatSpec(f"Bot {i + 1}", bot=True, level=level) for i in range(seats)]
        s = registry.create(specs, 10_000, seed=seed * 1000 + g)
        out.append(GameInfo(s.game_id, dict(s.tokens), s.host_key, seats))
    store.close()
    return out


# ----------------------------------------------------------------------------- /proc
def _proc_tree(pid: int) -> list[int]:
    """`pid` and its descendants (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                text = f.read()
        except OSError:
            continue
        ppid = int(text.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def cpu_seconds(pid: int) -> float:
    """User+system CPU seconds of `pid` and its descendants."""
    total = 0.0
    for p in _proc_tree(pid):
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / CLK_TCK
        except (OSError, IndexError, ValueError):
            pass
    return total


def rss_mb(pid: int) -> float:
    """Resident memory (MB) of `pid` and its descendants."""
    total = 0
    for p in _proc_tree(pid):
        try:
            with open(f"/proc/{p}/statm") as f:
                total += int(f.read().split()[1]) * PAGE_SIZE
        except (OSError, IndexError, ValueError):
            pass
    return total / 2 ** 20


class Sampler:
    """Samples CPU % (of one core) and RSS of a process tree every `interval` seconds."""

    def __init__(self, pid: int, interval: float = 1.0) -> None:
        self.pid = pid
        self.interval = interval
        self.samples: list[tuple[float, float, float]] = []   # (t, cpu %, rss MB)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> "Sampler":
        self._thread.start()
        return self

    def _run(self) -> None:
        t0, c0 = time.monotonic(), cpu_seconds(self.pid)
        while not self._stop.wait(self.interval):
            t1, c1 = time.monotonic(), cpu_seconds(self.pid)
            self.samples.append((t1, 100 * (c1 - c0) / max(1e-6, t1 - t0), rss_mb(self.pid)))
            t0, c0 = t1, c1

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def summary(self) -> dict:
        if not self.samples:
            return {"cpu_mean_pct": None, "cpu_max_pct": None, "rss_max_mb": None}
        cpu = [s[1] for s in self.samples]
        return {"cpu_mean_pct": round(statistics.fmean(cpu), 1), "cpu_max_pct": round(max(cpu), 1),
                "rss_max_mb": round(max(s[2] for s in self.samples), 1)}


# ---------------------------------------------------------------------------- server
class Server:
    """`python app.py` on 127.0.0.1:<free port> over `data` (a folder)."""

    def __init__(self, data: Path, bot_delay: float = 0.3, auto_delay: float = 30.0,
                 port: int | None = None, trace: str | None = None,
                 whatif: list[str] | None = None, wrapper: list[str] | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.data = Path(data)
        self.trace = trace          # a file: run benchmarks/trace_server.py (probes) instead
        self.whatif = list(whatif or [])   # trace_server.py --whatif-* flags (needs trace)
        self.wrapper = wrapper      # a script and its options that run app.py (e.g. memprobe.py --serve ... --)
        self.env = dict(env or {})  # extra environment of the server
        self.bot_delay = bot_delay
        self.auto_delay = auto_delay
        self.port = port or free_port()
        self.proc: subprocess.Popen | None = None
        self.log_path = self.data.parent / f"server-{self.port}.log"
        self.started_at = 0.0
        self.ready_after: float | None = None
        self.ready_cpu: float | None = None       # CPU seconds the process used until ready

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def start(self, timeout: float = 60.0, poll: float = 0.02) -> "Server":
        self.data.mkdir(parents=True, exist_ok=True)
        log = open(self.log_path, "ab")
        entry = [str(APP)] if not self.trace else \
            [str(ROOT / "benchmarks" / "trace_server.py"), "--trace", self.trace, *self.whatif, "--"]
        if self.wrapper:
            entry = list(self.wrapper)
        cmd = [python_exe(), *entry, "--host", "127.0.0.1", "--port", str(self.port),
               "--public-url", self.url, "--data", str(self.data),
               "--bot-delay", str(self.bot_delay), "--auto-delay", str(self.auto_delay)]
        self.started_at = time.perf_counter()
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env={**child_env(), **self.env}, stdout=log,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"app exited with {self.proc.returncode}:\n{self.output()}")
            try:
                with urllib.request.urlopen(self.url + "/", timeout=2) as r:
                    if r.status == 200:
                        r.read()
                        self.ready_after = time.perf_counter() - self.started_at
                        self.ready_cpu = cpu_seconds(self.proc.pid)
                        return self
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            time.sleep(poll)
        self.stop()
        raise RuntimeError(f"app did not answer on {self.url} within {timeout}s:\n{self.output()}")

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after 5 s: only this server's own process group."""
        if self.proc is None or self.proc.poll() is not None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)
        except ProcessLookupError:
            pass

    def output(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def error_lines(self) -> list[str]:
        """Log lines at ERROR level or tracebacks."""
        return [line for line in self.output().splitlines()
                if re.search(r"\bERROR\b|Traceback|Exception in|exception", line)]

    def __enter__(self) -> "Server":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def temp_data(prefix: str) -> Path:
    return Path(tempfile.mkdtemp(prefix=f"billionaire-{prefix}-")) / "data"


# ----------------------------------------------------------------------------- stats
def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    v = sorted(values)
    k = (len(v) - 1) * q
    lo, hi = int(k), min(len(v) - 1, int(k) + 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def describe(values: list[float]) -> dict:
    r = lambda x: None if x is None else round(x, 1)  # noqa: E731
    return {"n": len(values), "p50_ms": r(percentile(values, 0.5)),
            "p95_ms": r(percentile(values, 0.95)), "max_ms": r(max(values) if values else None)}


def loadavg() -> float:
    """1-minute load average (other work on the machine skews every wall-clock figure)."""
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return -1.0


def json_line(data: dict) -> None:
    print(json.dumps(data, sort_keys=False), flush=True)


def rng(seed: int) -> random.Random:
    return random.Random(seed)
