"""Tap-to-screen latency of the real app, with real Chromium pages and/or raw websocket clients.

    .venv/bin/python benchmarks/latency.py --games 1
    .venv/bin/python benchmarks/latency.py --games 10 --seconds 60
    .venv/bin/python benchmarks/latency.py --games 10 --browser     # every client a Chromium page
    .venv/bin/python benchmarks/latency.py --games 10 --ws          # every client a raw websocket
    .venv/bin/python benchmarks/latency.py --games 10 --ws --charts # every monitor on the charts

Starts `app.py` in a subprocess over a temporary data folder holding G games created beforehand
(6 seats: K humans, the rest `normale` bots). Each game gets one monitor (`/game/{id}`) and K
phones (`/play/{token}`). A driver per game waits until a phone shows action buttons in
"Le tue decisioni" and the game has been quiet for a moment, taps one of them at random (and
**Sì** when a confirmation opens), and measures from the tap to the first change of the monitor's
DOM and of the other phones' DOM.

Clients: by default game 1 uses Chromium pages and the other games raw websocket clients
(`benchmarks/wsclient.py`: the same HTTP request and Socket.IO messages as a browser, no
rendering), because 10 monitors plus 30 phones as Chromium pages would measure the 2-core
machine's browser rendering rather than the server. `--browser` / `--ws` force one kind.
`--room`: game 1's monitor is a Chromium page and its phones raw websocket clients, as in a room
where the TV's browser runs on the laptop and the phones are devices of their own (with all four
pages in Chromium, three phones' rendering shares the server's 2 cores).

Timestamps: browser pages take `performance.timeOrigin + performance.now()` for the tap (just
before `element.click()`) and in a MutationObserver callback on the observer pages (the DOM has
changed). The monitor also records when that change is on screen ("painted": the end of the next
frame, after its style, layout and paint) and, for the breakdown, when Socket.IO packets leave
the tapping phone and arrive at the monitor (engine events, before NiceGUI handles them). Raw
clients take `time.time()` when the Socket.IO message arrives. A tap and its observers use the
same kind of client, except with `--room` (raw phones, Chromium monitor): both clocks are the
system's wall clock in ms, on one machine.

Attribution: a monitor change counts when it is the first DOM change after the tap (the drivers
wait for the game to be quiet first; bots move only on their turn). A phone's change counts when
it comes within 250 ms after the monitor's; phones that do not change (the tap touched nothing
they show) are counted as "unchanged", not as latencies.

Prints p50/p95/max per observer kind, server CPU and RSS (from /proc), and one JSON line last.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import common  # noqa: E402
from common import GameInfo, Sampler, Server, describe, json_line, loadavg, rss_mb  # noqa: E402

TAP_TIMEOUT = 3.0        # s: a tap with no monitor change within this is a miss
QUIET = 0.25             # s: the game must be quiet this long before a tap
QUIET_CAP = 2.0          # s: ...but never wait longer than this
VERBOSE = False
PHONE_WINDOW = 250.0     # ms after the monitor's change in which a phone change is attributed

OBSERVER_JS = r"""
() => {
  if (window.__bench) return;
  const B = window.__bench = {muts: [], dec: [], errors: [], paint: [], paintPending: false};
  const countdownCard = () => {
    const cd = document.querySelector('[data-testid="phone-countdown"]');
    return cd ? cd.closest('.ph-card') : null;
  };
  const noise = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el || !el.isConnected) return false;
    if (el.closest('.q-notifications, .nicegui-error-popup, .q-ripple, .q-focus-helper')) return true;
    const card = countdownCard();
    return !!(card && card.contains(el));
  };
  new MutationObserver((list) => {
    const t = performance.timeOrigin + performance.now();
    let any = false, dec = false;
    const area = document.querySelector('[data-testid="phone-decisions"]');
    const areaParent = area ? area.parentElement : null;
    for (const m of list) {
      if (noise(m.target)) continue;
      any = true;
      // the decisions section was rebuilt, or changed in place
      if (areaParent && (areaParent === m.target || areaParent.contains(m.target))) dec = true;
    }
    if (any) {
      B.muts.push(t);
      // ...and when that change is on screen: the end of the next frame (its rendering runs right
      // after the requestAnimationFrame callbacks; the posted message runs just after it).
      if (!B.paintPending) {
        B.paintPending = true;
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => {
            B.paint.push(performance.timeOrigin + performance.now());
            B.paintPending = false;
            if (B.paint.length > 4000) B.paint.splice(0, 2000);
          };
          ch.port2.postMessage(0);
        });
      }
    }
    if (dec) B.dec.push(t);
    if (B.muts.length > 4000) B.muts.splice(0, 2000);
    if (B.dec.length > 4000) B.dec.splice(0, 2000);
  }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  window.addEventListener('error', (e) => B.errors.push(String(e.message)));
  if (window.socket) window.socket.on('disconnect', (r) => B.errors.push('socket disconnected: ' + r));
  // Breakdown: when Socket.IO packets arrive (before NiceGUI's handler) and leave this page.
  B.pin = []; B.pout = [];
  const engine = window.socket && window.socket.io && window.socket.io.engine;
  if (engine) {
    engine.on('packet', (p) => { if (p.type === 'message') { B.pin.push(performance.timeOrigin + performance.now()); if (B.pin.length > 4000) B.pin.splice(0, 2000); } });
    engine.on('packetCreate', (p) => { if (p.type === 'message') { B.pout.push(performance.timeOrigin + performance.now()); if (B.pout.length > 4000) B.pout.splice(0, 2000); } });
  }
}
"""

BUTTONS_JS = r"""
() => [...document.querySelectorAll('[data-testid="phone-decisions"] button.q-btn')]
        .filter(b => !b.disabled && b.offsetParent !== null).map(b => b.innerText.trim())
"""

CLICK_JS = r"""
(i) => {
  const bs = [...document.querySelectorAll('[data-testid="phone-decisions"] button.q-btn')]
        .filter(b => !b.disabled && b.offsetParent !== null);
  if (!bs[i]) return null;
  const t = performance.timeOrigin + performance.now();
  bs[i].click();
  return t;
}
"""

YES_JS = r"""
() => {
  const b = [...document.querySelectorAll('.q-dialog button')]
      .find(b => b.innerText.trim() === 'Sì' && b.offsetParent !== null && !b.disabled);
  if (!b) return null;
  const t = performance.timeOrigin + performance.now();
  b.click();
  return t;
}
"""

FIRST_AFTER_JS = "([key, t]) => { const a = window.__bench[key]; for (const x of a) if (x >= t) return x; return null; }"
LAST_JS = "() => { const a = window.__bench.muts; return a.length ? a[a.length - 1] : 0; }"
NOW_JS = "() => performance.timeOrigin + performance.now()"


# --------------------------------------------------------------------------- clients
class BrowserClient:
    kind = "browser"

    def __init__(self, page, name: str) -> None:
        self.page = page
        self.name = name
        self.errors: list[str] = []
        page.on("pageerror", lambda e: self.errors.append(f"{name}: {e}"))

    @classmethod
    async def open(cls, context, url: str, name: str, phone: bool) -> "BrowserClient":
        page = await context.new_page()
        if phone:
            await page.set_viewport_size({"width": 400, "height": 850})
        else:
            await page.set_viewport_size({"width": 1600, "height": 900})
        client = cls(page, name)
        await page.goto(url, wait_until="load", timeout=60_000)
        await page.wait_for_function("window.did_handshake === true", timeout=60_000)
        await page.evaluate(OBSERVER_JS)
        return client

    def dropped(self) -> bool:
        return False      # the browser reconnects by itself; its disconnects count as errors

    async def now(self) -> float:
        return await self.page.evaluate(NOW_JS)

    async def buttons(self) -> list[str]:
        return await self.page.evaluate(BUTTONS_JS)

    async def click(self, i: int) -> float | None:
        return await self.page.evaluate(CLICK_JS, i)

    async def click_yes(self) -> float | None:
        return await self.page.evaluate(YES_JS)

    async def first_change_after(self, t: float) -> float | None:
        return await self.page.evaluate(FIRST_AFTER_JS, ["muts", t])

    async def self_change_after(self, t: float) -> float | None:
        return await self.page.evaluate(FIRST_AFTER_JS, ["dec", t])

    async def last_change(self) -> float:
        return await self.page.evaluate(LAST_JS)

    async def page_errors(self) -> list[str]:
        try:
            return self.errors + [f"{self.name}: {e}" for e in
                                  await self.page.evaluate("() => window.__bench.errors")]
        except Exception as e:  # page gone
            return self.errors + [f"{self.name}: {e}"]

    async def show_charts(self) -> bool:
        """Tap the board's arrow until the charts view shows (the view follows the player)."""
        for _ in range(8):
            if ((await self.page.text_content('[data-testid="board-title"]')) or "").strip() == "Grafici":
                return True
            await self.page.click('[data-testid="board-next"]')
            await asyncio.sleep(0.4)
        return False

    async def close(self) -> None:
        await self.page.close()


class RawClient:
    kind = "ws"

    def __init__(self, ws) -> None:
        self.ws = ws
        self.name = ws.name
        self.dec_ids: set[str] = set()

    @classmethod
    async def open(cls, http, base: str, path: str, name: str) -> "RawClient":
        from wsclient import WsClient
        ws = WsClient(base, path, name)
        await ws.open(http)
        return cls(ws)

    def dropped(self) -> bool:
        return bool(self.ws.errors)

    async def now(self) -> float:
        from wsclient import now_ms
        return now_ms()

    async def buttons(self) -> list[str]:
        return [label for _k, label in self.ws.buttons()]

    async def click(self, i: int) -> float | None:
        bs = self.ws.buttons()
        if i >= len(bs):
            return None
        return await self.ws.click(bs[i][0])

    async def click_yes(self) -> float | None:
        k = self.ws.open_dialog_button("Sì")
        return None if k is None else await self.ws.click(k)

    async def first_change_after(self, t: float) -> float | None:
        return self.ws.first_change_after(t)

    async def self_change_after(self, t: float) -> float | None:
        root = self.ws.find(**{"data-testid": "phone-decisions"})
        area = self.ws.parent_of(root) if root else None
        inside = set(self.ws.descendants(area)) if area else set()
        for ts, ids in self.ws.changes:
            if ts >= t and (area is None or any(i in inside for i in ids)):
                return ts
        return None

    async def last_change(self) -> float:
        return self.ws.last_change()

    async def page_errors(self) -> list[str]:
        return list(self.ws.errors)

    async def show_charts(self) -> bool:
        """Tap the board's arrow until the charts view shows (the view follows the player)."""
        for _ in range(8):
            title = self.ws.find(**{"data-testid": "board-title"})
            if title and (self.ws.elements[title].get("text") or "").strip() == "Grafici":
                return True
            arrow = self.ws.find(**{"data-testid": "board-next"})
            if arrow is None:
                return False
            await self.ws.click(arrow)
            await asyncio.sleep(0.4)
        return False

    async def close(self) -> None:
        await self.ws.close()


# ---------------------------------------------------------------------------- driver
class Results:
    def __init__(self) -> None:
        self.monitor: dict[str, list[float]] = {"browser": [], "ws": []}
        self.phones: dict[str, list[float]] = {"browser": [], "ws": []}
        self.self_: dict[str, list[float]] = {"browser": [], "ws": []}
        self.taps = 0
        self.misses = 0
        self.unchanged_phones = 0
        self.confirms = 0
        self.harness_errors: list[str] = []
        self.labels: dict[str, int] = {}
        self.games_dropped: list[str] = []
        # Chromium only: tap -> the phone's packet leaves; -> the monitor's packet arrives;
        # -> the monitor's DOM changes (from Socket.IO engine events in the pages)
        self.breakdown: dict[str, list[float]] = {"send": [], "server": [], "render": []}
        self.painted: list[float] = []   # Chromium: tap -> the end of the frame showing the change
        self.taps_log: list[dict] = []   # Chromium: per tap, epoch ms (with --dump)


async def quiet(clients, deadline: float) -> None:
    """Wait until no client of the game has changed for QUIET seconds (at most QUIET_CAP)."""
    start = time.monotonic()
    while time.monotonic() - start < QUIET_CAP and time.monotonic() < deadline:
        now = await clients[0].now()
        lasts = await asyncio.gather(*(c.last_change() for c in clients))
        if now - max(lasts) >= QUIET * 1000:
            return
        await asyncio.sleep(0.05)


async def drive(game: GameInfo, monitor, phones: list, deadline: float, res: Results,
                rnd: random.Random) -> None:
    clients = [monitor, *phones]
    while time.monotonic() < deadline:
        if any(c.dropped() for c in clients):
            res.games_dropped.append(game.game_id)   # a raw client lost its socket: stop here
            return
        try:
            actor, labels = None, []
            order = phones[:]
            rnd.shuffle(order)
            for p in order:
                labels = await p.buttons()
                if labels:
                    actor = p
                    break
            if actor is None:
                await asyncio.sleep(0.1)     # bots' turn (or the game is over)
                continue
            await quiet(clients, deadline)
            labels = await actor.buttons()
            if not labels or time.monotonic() >= deadline:
                continue
            i = rnd.randrange(len(labels))
            key = (labels[i].split() or ["?"])[0][:14]
            res.labels[key] = res.labels.get(key, 0) + 1
            t = await actor.click(i)
            if t is None:
                continue
            # A confirmation (Sì / No) changes no other screen: the tap that counts is the Sì.
            t_end = time.monotonic() + TAP_TIMEOUT
            m1 = None
            confirmed = False
            while time.monotonic() < t_end:
                m1 = await monitor.first_change_after(t)
                if m1 is not None:
                    break
                if not confirmed:
                    t_yes = await actor.click_yes()
                    if t_yes is not None:
                        confirmed = True
                        res.confirms += 1
                        t = t_yes
                        t_end = time.monotonic() + TAP_TIMEOUT
                await asyncio.sleep(0.03)
            res.taps += 1
            if m1 is None:
                res.misses += 1
                continue
            res.monitor[monitor.kind].append(m1 - t)
            if monitor.kind == "browser":
                # a raw client's packet leaves when it is sent: its tap time
                out = await actor.page.evaluate(FIRST_AFTER_JS, ["pout", t]) if actor.kind == "browser" else t
                arrive = await monitor.page.evaluate(FIRST_AFTER_JS, ["pin", out or t])
                res.taps_log.append({"tap": t, "out": out, "arrive": arrive, "dom": m1})
                if out is not None and arrive is not None and arrive <= m1:
                    res.breakdown["send"].append(out - t)
                    res.breakdown["server"].append(arrive - out)
                    res.breakdown["render"].append(m1 - arrive)
            if VERBOSE:
                print(f"  {game.game_id} {t:.1f} tap {labels[i][:20]!r} -> monitor {m1 - t:.1f} ms", flush=True)
            await asyncio.sleep(PHONE_WINDOW / 1000 + 0.05)
            if monitor.kind == "browser":
                p1 = await monitor.page.evaluate(FIRST_AFTER_JS, ["paint", m1])
                if p1 is not None:
                    res.painted.append(p1 - t)
            for p in phones:
                if p is actor:
                    s = await p.self_change_after(t)
                    if s is not None:
                        res.self_.setdefault(p.kind, []).append(s - t)
                    continue
                c = await p.first_change_after(t)
                if c is not None and c <= m1 + PHONE_WINDOW:
                    res.phones[p.kind].append(c - t)
                else:
                    res.unchanged_phones += 1
        except Exception as e:  # a page died, a socket closed...
            res.harness_errors.append(f"{game.game_id}: {type(e).__name__}: {e}")
            await asyncio.sleep(0.5)


# ------------------------------------------------------------------------------ main
async def run(args) -> dict:
    import aiohttp
    from playwright.async_api import async_playwright

    load_start = loadavg()
    data = common.temp_data("latency")
    humans = args.phones_per_game
    games = common.populate(data / "billionaire.sqlite3", args.games, humans, seats=6, seed=args.seed)
    server = Server(data, bot_delay=args.bot_delay, auto_delay=args.auto_delay, trace=args.trace or ("none" if args.whatif else None),
                    whatif=[f"--whatif-{w}" for w in args.whatif])
    server.start()
    if args.nice is not None:
        # Other work on a shared machine skews wall-clock figures: give the server and this
        # harness priority (negative values need root). Chromium keeps its normal priority.
        for pid in (*common._proc_tree(server.pid), 0):
            os.setpriority(os.PRIO_PROCESS, pid, args.nice)
    await asyncio.sleep(1.0)
    rss_idle = rss_mb(server.pid)
    mode = "browser" if args.browser else "ws" if args.ws else "room" if args.room else "mixed"
    browser_games = set(range(args.games)) if mode == "browser" else \
        set() if mode == "ws" else {0}
    print(f"server pid {server.pid} on {server.url}; {args.games} games x (1 monitor + {humans} "
          f"phones), 6 seats ({humans} humans, {6 - humans} bots); mode {mode}: "
          f"{len(browser_games)} game(s) in Chromium, {args.games - len(browser_games)} as raw "
          f"websocket clients; idle RSS {rss_idle:.1f} MB", flush=True)

    res = Results()
    clients_all: list = []
    pw = await async_playwright().start()
    browser = None
    http = aiohttp.ClientSession()
    try:
        if browser_games:
            browser = await common.launch_chromium(pw)
        setups = []
        t_open = time.perf_counter()
        for gi, g in enumerate(games):
            if gi in browser_games:
                # One browser context per screen, as in a room (one device each). Pages that share
                # a context share one headless window, where Chromium draws only one of them at
                # full rate (the others at about 2 frames per second).
                mon = await BrowserClient.open(await browser.new_context(),
                                               f"{server.url}/game/{g.game_id}",
                                               f"monitor {g.game_id}", phone=False)
                if mode == "room":
                    phones = [await RawClient.open(http, server.url, f"/play/{tok}",
                                                   f"G{seat} {g.game_id}")
                              for seat, tok in sorted(g.tokens.items())]
                else:
                    phones = [await BrowserClient.open(await browser.new_context(),
                                                       f"{server.url}/play/{tok}",
                                                       f"G{seat} {g.game_id}", phone=True)
                              for seat, tok in sorted(g.tokens.items())]
            else:
                mon = await RawClient.open(http, server.url, f"/game/{g.game_id}",
                                           f"monitor {g.game_id}")
                phones = [await RawClient.open(http, server.url, f"/play/{tok}",
                                               f"G{seat} {g.game_id}")
                          for seat, tok in sorted(g.tokens.items())]
            clients_all += [mon, *phones]
            setups.append((g, mon, phones))
        open_s = time.perf_counter() - t_open
        if args.charts:
            shown = [await mon.show_charts() for _g, mon, _p in setups]
            print(f"charts view open on {sum(shown)} of {len(shown)} monitors", flush=True)
        if args.nice is not None and browser is not None:
            # ...and Chromium too (the Playwright driver and every browser process, which are
            # this harness's descendants): the pages stand for devices of their own.
            for pid in common._proc_tree(os.getpid()):
                try:
                    os.setpriority(os.PRIO_PROCESS, pid, args.nice)
                except OSError:
                    pass
        await asyncio.sleep(1.0)
        rss_connected = rss_mb(server.pid)
        print(f"{len(clients_all)} clients connected in {open_s:.1f} s; RSS {rss_connected:.1f} MB",
              flush=True)
        sampler = Sampler(server.pid, 1.0).start()
        harness_cpu0, harness_t0 = sum(os.times()[:2]), time.monotonic()
        deadline = time.monotonic() + args.seconds
        await asyncio.gather(*(drive(g, mon, phones, deadline, res, random.Random(args.seed + i))
                               for i, (g, mon, phones) in enumerate(setups)))
        sampler.stop()
        harness_cpu = 100 * (sum(os.times()[:2]) - harness_cpu0) / (time.monotonic() - harness_t0)
        rss_end = rss_mb(server.pid)
        client_errors, ws_dropped = [], []
        for c in clients_all:
            if c.kind == "ws":
                ws_dropped += await c.page_errors()
            else:
                client_errors += await c.page_errors()
    finally:
        for c in clients_all:
            try:
                await c.close()
            except Exception:
                pass
        await http.close()
        if browser is not None:
            await browser.close()
        await pw.stop()
        server.stop()

    server_errors = server.error_lines()
    errors = server_errors + client_errors + res.harness_errors
    cpu = sampler.summary()
    mon_all = res.monitor["browser"] + res.monitor["ws"]
    ph_all = res.phones["browser"] + res.phones["ws"]
    self_all = [x for v in res.self_.values() for x in v]
    print()
    print(f"taps {res.taps} (confirmed with Sì: {res.confirms}), monitor misses (no change in "
          f"{TAP_TIMEOUT:.0f} s) {res.misses}, phones unchanged by a tap {res.unchanged_phones}")
    print("buttons tapped:", ", ".join(f"{k} {v}" for k, v in sorted(res.labels.items(),
                                                                    key=lambda kv: -kv[1])))
    for name, values in (("tap -> monitor (all)", mon_all),
                         ("tap -> monitor, Chromium", res.monitor["browser"]),
                         ("tap -> monitor, raw ws", res.monitor["ws"]),
                         ("tap -> monitor painted, Chromium", res.painted),
                         ("tap -> other phones (all)", ph_all),
                         ("tap -> other phones, Chromium", res.phones["browser"]),
                         ("tap -> other phones, raw ws", res.phones["ws"]),
                         ("tap -> own phone's decisions", self_all)):
        d = describe(values)
        if d["n"]:
            print(f"  {name:32s} n={d['n']:4d}  p50 {d['p50_ms']:7.1f} ms  p95 {d['p95_ms']:7.1f} ms"
                  f"  max {d['max_ms']:7.1f} ms")
    for name, values in res.breakdown.items():
        d = describe(values)
        what = {"send": "tap -> phone's packet leaves", "server": "-> monitor's packet arrives",
                "render": "-> monitor's DOM changes"}[name]
        if d["n"]:
            print(f"  Chromium breakdown: {what:30s} n={d['n']:4d}  p50 {d['p50_ms']:7.1f} ms  "
                  f"p95 {d['p95_ms']:7.1f} ms  max {d['max_ms']:7.1f} ms")
    per_game = (rss_end - rss_idle) / max(1, args.games)
    print(f"server CPU mean {cpu['cpu_mean_pct']}% max {cpu['cpu_max_pct']}% of one core; "
          f"RSS idle {rss_idle:.1f} MB, connected {rss_connected:.1f} MB, end {rss_end:.1f} MB "
          f"(max {cpu['rss_max_mb']} MB); (end - idle) / games = {per_game:.1f} MB")
    print(f"harness process (drivers and raw clients) CPU {harness_cpu:.0f}% of one core "
          f"(Chromium not included)")
    print(f"load average (1 min) at start {load_start}, at end {loadavg()} (2 cores)")
    if ws_dropped:
        print(f"raw websocket clients closed under them ({len(ws_dropped)}; their game's driver "
              f"stopped: {len(res.games_dropped)} games); not counted as app errors, see "
              f"docs/performance.md:")
        for e in ws_dropped[:5]:
            print("  ", e[:300])
    if errors:
        print(f"errors ({len(errors)}):")
        for e in errors[:15]:
            print("  ", e[:300])
    if args.dump:
        import json
        with open(args.dump, "w") as f:
            json.dump(res.taps_log, f)
    d = describe(mon_all)
    dp = describe(ph_all)
    return {"bench": "latency", "games": args.games, "charts": args.charts, "whatif": args.whatif, "nice": args.nice, "clients": len(clients_all), "mode": mode,
            "browser_pages": sum(c.kind == "browser" for c in clients_all),
            "ws_clients": sum(c.kind == "ws" for c in clients_all),
            "seconds": args.seconds, "taps": res.taps, "samples": d["n"],
            "p50_ms": d["p50_ms"], "p95_ms": d["p95_ms"], "max_ms": d["max_ms"],
            "browser_monitor": describe(res.monitor["browser"]),
            "browser_painted": describe(res.painted),
            "browser_breakdown": {k: describe(v) for k, v in res.breakdown.items()},
            "ws_monitor": describe(res.monitor["ws"]),
            "phones_p50_ms": dp["p50_ms"], "phones_p95_ms": dp["p95_ms"], "phones_max_ms": dp["max_ms"],
            "misses": res.misses, "server_cpu_mean_pct": cpu["cpu_mean_pct"],
            "server_cpu_max_pct": cpu["cpu_max_pct"], "server_rss_mb": round(rss_end, 1),
            "server_rss_idle_mb": round(rss_idle, 1), "mb_per_game": round(per_game, 1),
            "harness_cpu_pct": round(harness_cpu, 1), "ws_clients_dropped": len(ws_dropped),
            "games_stopped_by_drop": len(res.games_dropped), "loadavg_start": load_start, "loadavg_end": loadavg(), "errors": len(errors)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--phones-per-game", type=int, default=3, help="human seats (1..6)")
    ap.add_argument("--seconds", type=float, default=60)
    kind = ap.add_mutually_exclusive_group()
    kind.add_argument("--browser", action="store_true", help="every client a Chromium page")
    kind.add_argument("--ws", action="store_true", help="every client a raw websocket client")
    kind.add_argument("--room", action="store_true",
                      help="game 1's monitor a Chromium page, its phones raw websocket clients "
                           "(the TV's browser on this machine, the phones on devices of their own)")
    ap.add_argument("--bot-delay", type=float, default=0.3)
    ap.add_argument("--auto-delay", type=float, default=30.0,
                    help="long, so routine moves wait for the benchmark's taps")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trace", default=None, metavar="FILE",
                    help="run the server under benchmarks/trace_server.py, probes to FILE (slower)")
    ap.add_argument("--whatif", action="append", default=[],
                    choices=["sync-normal", "phone-fingerprint", "gc"],
                    help="measure a proposed fix (patched at start-up by trace_server.py)")
    ap.add_argument("--nice", type=int, default=None,
                    help="scheduling priority for the server, the harness and Chromium (e.g. -10, as root)")
    ap.add_argument("--charts", action="store_true",
                    help="every monitor shows the charts view (prices and net worth per round)")
    ap.add_argument("--verbose", action="store_true", help="print every tap")
    ap.add_argument("--dump", default=None, metavar="FILE",
                    help="write the Chromium taps' timestamps (epoch ms: tap, packet out, packet in, "
                         "DOM change) as JSON, to line up with a --trace file")
    args = ap.parse_args()
    if not 1 <= args.phones_per_game <= 6:
        ap.error("--phones-per-game goes from 1 to 6")
    global VERBOSE
    VERBOSE = args.verbose
    result = asyncio.run(run(args))
    json_line(result)


if __name__ == "__main__":
    main()
