"""Where does the server's memory go when monitors reload? (diagnosis only)

    .venv/bin/python benchmarks/memprobe.py [--reloads 120] [--every 20] [--browser] [--frames 12]

Starts `app.py` inside a wrapper (`--serve`, below) that runs `tracemalloc` and adds one HTTP
route, `/__memprobe`, which collects garbage and reports: RSS, tracemalloc's current total,
glibc's heap figures (`mallinfo2`: in use, free in the arenas), live clients, NiceGUI's tab and
user storages, gc-tracked objects; and the top allocation sites that grew since the first probe.
The driver opens one monitor of one bot game (nothing else happens: bot delay 30 s), reloads it
`--reloads` times (a raw websocket client by default, a Chromium page with `--browser`, which
keeps its tab id across reloads like a real TV) and probes every `--every` reloads. It waits
for the deleted clients to be reaped (reconnect timeout 10 s + prune) before each probe.
"""
from __future__ import annotations

import argparse
import asyncio
import ctypes
import gc
import json
import os
import subprocess
import sys
import time
import tracemalloc
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
ROOT = Path(__file__).resolve().parent.parent


# --------------------------------------------------------------------------- server side
class _MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                 "uordblks", "fordblks", "keepcost")]


def mallinfo() -> dict:
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        m = libc.mallinfo2()
        return {"arena_mb": round((m.arena + m.hblkhd) / 2**20, 2),
                "in_use_mb": round((m.uordblks + m.hblkhd) / 2**20, 2),
                "free_mb": round(m.fordblks / 2**20, 2)}
    except Exception as e:  # not glibc
        return {"error": str(e)}


def serve(argv: list[str], frames: int, out_file: str) -> None:
    if frames > 0:
        tracemalloc.start(frames)
    from nicegui import app
    from nicegui.client import Client
    from starlette.responses import JSONResponse

    state: dict = {}

    @app.get("/__memprobe")
    async def memprobe(label: str = "", trim: int = 0, collect: int = 1, snap: int = 1) -> JSONResponse:
        from nicegui import core
        counts = gc.get_count()
        uncollected = len(gc.get_objects())     # gc-tracked objects before any collection
        for _ in range(3 if collect else 0):
            gc.collect()
        if trim:
            ctypes.CDLL("libc.so.6").malloc_trim(0)
        traced = tracemalloc.is_tracing()
        with open("/proc/self/statm") as f:
            rss = int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
        cur, _peak = tracemalloc.get_traced_memory()
        storage = core.app.storage
        info = {"label": label, "rss_mb": round(rss, 2), "traced_mb": round(cur / 2**20, 3),
                **mallinfo(), "clients": len(Client.instances),
                "tabs": len(storage._tabs), "users": len(storage._users),
                "gc_objects": len(gc.get_objects()), "gc_objects_before_collect": uncollected,
                "gc_counts": counts, "gc_stats_gen2": gc.get_stats()[2]}
        if traced and snap:
            snap = tracemalloc.take_snapshot().filter_traces([
                tracemalloc.Filter(False, tracemalloc.__file__),
                tracemalloc.Filter(False, "<frozen importlib._bootstrap>")])
            n = state["n"] = state.get("n", 0) + 1
            snap.dump(f"{out_file}.{n}.snap")        # compared by the driver, off the server's loop
            info["snapshot"] = f"{out_file}.{n}.snap"
        return JSONResponse(info)

    @app.get("/__cycle")
    async def cycle(seed: int = 0) -> JSONResponse:
        """`soak.py --cycle`: every finished game is deleted and a new game of 6 `normale` bots
        takes its place, as a host would do between games; returns {old id: new id}."""
        from billionaire.engine import SeatSpec
        from pages import runtime
        registry = runtime.get_registry()
        replaced = {}
        for session in registry.sessions():
            if not session.finished:
                continue
            registry.delete(session.game_id, session.host_key)
            runtime.forget_public_view(session.game_id)
            state["cycled"] = state.get("cycled", 0) + 1
            new = registry.create([SeatSpec(f"Bot {i + 1}", bot=True) for i in range(6)], 10_000,
                                  seed=seed * 100_000 + state["cycled"])
            replaced[session.game_id] = new.game_id
        return JSONResponse(replaced)

    sys.argv = ["app.py", *argv]
    import importlib.util
    spec = importlib.util.spec_from_file_location("billionaire_app", ROOT / "app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(argv)


# --------------------------------------------------------------------------- driver
async def drive(args) -> None:
    import aiohttp

    import common
    from wsclient import WsClient

    data = common.temp_data("memprobe")
    games = common.populate(data / "billionaire.sqlite3", 1, humans=0, seed=3)
    port = common.free_port()
    url = f"http://127.0.0.1:{port}"
    report = data.parent / "memprobe.txt"
    log = open(data.parent / "server.log", "ab")
    cmd = [common.python_exe(), __file__, "--serve", "--frames", str(args.frames), "--out", str(report),
           "--", "--host", "127.0.0.1", "--port", str(port), "--public-url", url, "--data", str(data),
           "--bot-delay", "30", "--auto-delay", "30"]
    env = common.child_env()
    env.update(kv.split("=", 1) for kv in args.env)
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    deadline = time.monotonic() + 300       # tracemalloc makes start-up several times slower
    while True:
        try:
            urllib.request.urlopen(url + "/", timeout=5).read()
            break
        except Exception:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"server did not start; see {data.parent / 'server.log'}")
            time.sleep(0.2)
    print(f"server pid {proc.pid}, report {report}, env {args.env}, load {common.loadavg()}", flush=True)
    http = aiohttp.ClientSession()
    pw = browser = page = None
    path = f"/game/{games[0].game_id}"

    snaps: list[tuple[str, dict]] = []

    async def probe(label: str, trim: int = 0) -> dict:
        info = await common.get_json(http, f"{url}/__memprobe?label={label}&trim={trim}", 1800)
        info["load"] = common.loadavg()
        print(json.dumps(info), flush=True)
        snaps.append((label, info))
        return info

    try:
        if args.browser:
            from playwright.async_api import async_playwright
            pw = await async_playwright().start()
            browser = await common.launch_chromium(pw)
            ctx = await browser.new_context(viewport=common.MONITOR_VIEWPORT)
            page = await ctx.new_page()
            await page.goto(url + path, wait_until="load")
            await page.wait_for_function("window.did_handshake === true")
            mon = page
        else:
            mon = WsClient(url, path, "monitor")
            await mon.open(http)
        # warm-up: a few reloads so the one-off costs (first page, imports) are paid
        for i in range(args.warmup):
            mon = await reload(mon, http, url, path, page)
        await asyncio.sleep(args.settle)
        await probe("base")
        for i in range(1, args.reloads + 1):
            mon = await reload(mon, http, url, path, page)
            await asyncio.sleep(args.pause)
            if i % args.every == 0:
                await asyncio.sleep(args.settle)
                await probe(f"after {i} reloads")
        await probe("final, malloc_trim", trim=1)
        if args.frames > 0:
            compare(snaps, report, args.frames)
    finally:
        if isinstance(mon, WsClient):
            await mon.close()
        await http.close()
        if browser is not None:
            await browser.close()
        if pw is not None:
            await pw.stop()
        try:
            os.killpg(proc.pid, 15)
            proc.wait(timeout=10)
        except Exception:
            pass
    print(f"report: {report}")


def compare(snaps: list[tuple[str, dict]], report: Path, frames: int) -> None:
    """Top growth of each probe against the first one, by line and by traceback."""
    base = tracemalloc.Snapshot.load(snaps[0][1]["snapshot"])
    with open(report, "w") as f:
        f.write(f"base: {json.dumps(snaps[0][1])}\n")
        for label, info in snaps[1:]:
            snap = tracemalloc.Snapshot.load(info["snapshot"])
            f.write(f"\n===== {label}: {json.dumps(info)}\n")
            for key, top in (("lineno", 15), ("traceback", 6)):
                f.write(f"--- top growth by {key}\n")
                for s in snap.compare_to(base, key)[:top]:
                    f.write(f"{s.size_diff / 1024:9.1f} KiB {s.count_diff:+7d}  "
                            f"{s.traceback[0] if key == 'lineno' else ''}\n")
                    if key == "traceback":
                        for line in s.traceback.format()[-2 * frames:]:
                            f.write(f"        {line}\n")


async def reload(mon, http, url, path, page):
    from wsclient import WsClient
    if page is not None:
        await page.reload(wait_until="load")
        await page.wait_for_function("window.did_handshake === true")
        return page
    await mon.close()
    new = WsClient(url, path, "monitor")
    await new.open(http)
    return new


def main() -> None:
    argv = sys.argv[1:]
    if "--serve" in argv:
        i = argv.index("--")
        opts, app_argv = argv[:i], argv[i + 1:]
        frames = int(opts[opts.index("--frames") + 1]) if "--frames" in opts else 12
        out = opts[opts.index("--out") + 1] if "--out" in opts else "memprobe.txt"
        serve(app_argv, frames, out)
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reloads", type=int, default=120)
    ap.add_argument("--every", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--pause", type=float, default=0.3, help="seconds between reloads")
    ap.add_argument("--settle", type=float, default=25, help="seconds before a probe (client reaping)")
    ap.add_argument("--frames", type=int, default=12)
    ap.add_argument("--browser", action="store_true")
    ap.add_argument("--env", action="append", default=[], metavar="KEY=VALUE",
                    help="environment of the server (e.g. MALLOC_ARENA_MAX=2)")
    args = ap.parse_args()
    asyncio.run(drive(args))


if __name__ == "__main__":
    main()
