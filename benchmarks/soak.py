"""Soak: bot-only games play for M minutes with monitors connected; does the server's memory grow?

    .venv/bin/python benchmarks/soak.py --minutes 30 [--games 8] [--bot-delay 1.0] [--browser]

Starts `app.py` over a temporary data folder holding G games of 6 `normale` bots, connects one
monitor per game (raw websocket clients by default, Chromium pages with `--browser`), and every
`--reload` seconds closes one monitor and opens a new one (a reloaded TV page: exercises client
deletion and unsubscribing). Samples the server's RSS and CPU every 10 s. The slope is a
least-squares fit of RSS over time after the first `--warmup` seconds (also given for the second
half of that window alone). Prints the samples, the slope in MB/min and one JSON line.

`--cycle` (needs `--probe`) keeps the load steady: at every sample, each finished game is deleted
and a new bot game takes its place (its monitor opens on it), as a host starts the next game;
without it the games end one by one and the server ends the soak idle.

`--probe` runs the server under `benchmarks/memprobe.py --serve` and adds, to every sample, the
server's own figures (glibc heap in use and free, gc-tracked objects before any collection,
live clients, NiceGUI tab storages); `--probe-frames N` adds tracemalloc (slow).
"""
from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from common import Server, cpu_seconds, json_line, loadavg, rss_mb  # noqa: E402


def slope(points: list[tuple[float, float]]) -> float | None:
    """Least-squares slope dy/dx."""
    if len(points) < 3:
        return None
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    if sxx == 0:
        return None
    return sum((p[0] - mx) * (p[1] - my) for p in points) / sxx


async def run(args) -> dict:
    import aiohttp

    from wsclient import WsClient

    data = common.temp_data("soak")
    games = common.populate(data / "billionaire.sqlite3", args.games, humans=0, seed=args.seed)
    wrapper = None
    if args.probe:
        report = data.parent / "memprobe.txt"
        wrapper = [str(Path(__file__).resolve().parent / "memprobe.py"), "--serve",
                   "--frames", str(args.probe_frames), "--out", str(report), "--"]
    server = Server(data, bot_delay=args.bot_delay, wrapper=wrapper,
                    env=dict(kv.split("=", 1) for kv in args.env))
    server.start(timeout=300)
    load_start = loadavg()
    pw = browser = ctx = None
    http = aiohttp.ClientSession()
    monitors: dict[int, object] = {}
    errors: list[str] = []
    reloads = 0

    game_ids = [g.game_id for g in games]
    cycled = 0

    async def open_monitor(i: int):
        path = f"/game/{game_ids[i]}"
        if ctx is not None:
            page = await ctx.new_page()
            await page.goto(server.url + path, wait_until="load", timeout=60_000)
            await page.wait_for_function("window.did_handshake === true", timeout=60_000)
            return page
        ws = WsClient(server.url, path, f"monitor {i}")
        await ws.open(http)
        return ws

    async def close_monitor(m) -> None:
        if hasattr(m, "ws") or isinstance(m, WsClient):
            errors.extend(e for e in m.errors if "disconnected" not in e)
            await m.close()
        else:
            await m.close()

    samples: list[tuple[float, float, float, float]] = []  # (s, rss MB, cpu %, finished games)
    probes: list[dict] = []

    async def probe(**params) -> dict | None:
        """The server's own memory figures (with --probe): see benchmarks/memprobe.py."""
        if not args.probe:
            return None
        query = "&".join(f"{k}={v}" for k, v in params.items())
        try:
            info = await common.get_json(http, f"{server.url}/__memprobe?{query}")
        except Exception as e:
            errors.append(f"probe failed: {e}")
            return None
        probes.append(info)
        return info
    try:
        if args.browser:
            from playwright.async_api import async_playwright
            pw = await async_playwright().start()
            browser = await common.launch_chromium(pw)
            ctx = await browser.new_context(viewport=common.MONITOR_VIEWPORT)
        for i in range(len(games)):
            monitors[i] = await open_monitor(i)
        print(f"server pid {server.pid}: {len(games)} bot games (6 normale bots, bot delay "
              f"{args.bot_delay} s), {len(monitors)} monitors ({'Chromium' if args.browser else 'raw ws'}), "
              f"one monitor reloaded every {args.reload:.0f} s; {args.minutes} min", flush=True)
        t0 = time.monotonic()
        c0 = cpu_seconds(server.pid)
        next_reload = t0 + args.reload
        next_sample = t0
        k = 0
        while time.monotonic() - t0 < args.minutes * 60:
            now = time.monotonic()
            if now >= next_sample:
                c1 = cpu_seconds(server.pid)
                cpu = 100 * (c1 - c0) / args.interval if samples else 0.0
                c0 = c1
                finished = sum(1 for m in monitors.values() if _finished(m))
                samples.append((now - t0, rss_mb(server.pid), cpu, finished))
                info = await probe(label=f"t={now - t0:.0f}", collect=0, snap=int(args.probe_frames > 0))
                extra = "" if info is None else (
                    f"  | malloc in use {info['in_use_mb']:6.1f} free {info['free_mb']:5.1f} MB; traced "
                    f"{info['traced_mb']:6.1f} MB; gc objects {info['gc_objects_before_collect']}; "
                    f"clients {info['clients']}; tabs {info['tabs']}")
                print(f"  t={now - t0:6.0f} s  RSS {samples[-1][1]:7.1f} MB  CPU {cpu:5.1f}%  "
                      f"games over (as monitors show) {finished}/{len(games)}{extra}", flush=True)
                next_sample += args.interval
                if args.cycle and args.probe:
                    try:
                        replaced = await common.get_json(http, f"{server.url}/__cycle?seed={args.seed}")
                    except Exception as e:
                        errors.append(f"cycle failed: {e}")
                        replaced = {}
                    for old, new in replaced.items():
                        i = game_ids.index(old)
                        game_ids[i] = new
                        cycled += 1
                        await close_monitor(monitors[i])
                        monitors[i] = await open_monitor(i)
            if now >= next_reload:
                i = k % len(games)
                k += 1
                await close_monitor(monitors[i])
                monitors[i] = await open_monitor(i)
                reloads += 1
                next_reload += args.reload
            await asyncio.sleep(0.2)
        final = await probe(label="final: gc.collect + malloc_trim", collect=1, trim=1, snap=0)
        if final is not None:
            print(f"  final probe (after gc.collect and malloc_trim): {final}", flush=True)
    finally:
        for m in monitors.values():
            try:
                await close_monitor(m)
            except Exception:
                pass
        await http.close()
        if browser is not None:
            await browser.close()
        if pw is not None:
            await pw.stop()
        server.stop()
    errors += server.error_lines()
    pts = [(s / 60, r) for s, r, _c, _f in samples if s >= args.warmup]
    mb_per_min = slope(pts)
    # The second half of the same window: a one-off rise early on (the allocator's and the
    # collector's working set) shows as a slope over the whole window but not here.
    half = pts[len(pts) // 2:]
    mb_per_min_late = slope(half)
    first = next((r for s, r, _c, _f in samples if s >= args.warmup), None)
    last = samples[-1][1] if samples else None
    print(f"RSS after warm-up {first:.1f} MB, at the end {last:.1f} MB; slope "
          f"{'n/a' if mb_per_min is None else f'{mb_per_min:+.3f}'} MB/min over "
          f"{(samples[-1][0] - args.warmup) / 60 if samples else 0:.1f} min "
          f"(second half: {'n/a' if mb_per_min_late is None else f'{mb_per_min_late:+.3f}'} MB/min); "
          f"reloads {reloads}; games replaced {cycled}; "
          f"load average {load_start} -> {loadavg()}; errors {len(errors)}")
    for e in errors[:10]:
        print("  ", e[:300])
    return {"bench": "soak", "minutes": args.minutes, "games": args.games,
            "monitors": "browser" if args.browser else "ws", "bot_delay": args.bot_delay,
            "reloads": reloads, "games_replaced": cycled, "rss_start_mb": first and round(first, 1), "rss_end_mb": last and round(last, 1),
            "rss_max_mb": round(max((s[1] for s in samples), default=0), 1),
            "rss_slope_mb_per_min": None if mb_per_min is None else round(mb_per_min, 3),
            "rss_slope_second_half_mb_per_min": None if mb_per_min_late is None else round(mb_per_min_late, 3),
            "games_over_at_end": samples[-1][3] if samples else None,
            "cpu_mean_pct": round(sum(s[2] for s in samples[1:]) / max(1, len(samples) - 1), 1),
            "loadavg_start": load_start, "errors": len(errors)}


def _finished(m) -> bool:
    """Whether a raw monitor shows the final ranking (the header says "Partita finita")."""
    elements = getattr(m, "elements", None)
    if not elements:
        return False
    return any("Partita finita" in str(e.get("text") or "") for e in elements.values())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=30)
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--bot-delay", type=float, default=1.0)
    ap.add_argument("--interval", type=float, default=10, help="seconds between samples")
    ap.add_argument("--reload", type=float, default=60, help="seconds between monitor reloads")
    ap.add_argument("--warmup", type=float, default=60, help="seconds left out of the slope")
    ap.add_argument("--browser", action="store_true", help="monitors as Chromium pages")
    ap.add_argument("--cycle", action="store_true",
                    help="replace each finished game with a new bot game (needs --probe)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--probe", action="store_true",
                    help="run the server under benchmarks/memprobe.py and sample its own memory figures")
    ap.add_argument("--probe-frames", type=int, default=0,
                    help="with --probe: tracemalloc frames (0: no tracemalloc; slows the server)")
    ap.add_argument("--env", action="append", default=[], metavar="KEY=VALUE",
                    help="environment of the server (e.g. MALLOC_ARENA_MAX=2)")
    args = ap.parse_args()
    json_line(asyncio.run(run(args)))


if __name__ == "__main__":
    main()
