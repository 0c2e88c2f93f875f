"""Run `app.py` with timing probes (diagnosis only; the app's code is not changed).

    .venv/bin/python benchmarks/trace_server.py --trace /tmp/trace.txt -- <app.py options>
    .venv/bin/python benchmarks/trace_server.py --trace none --whatif-sync-normal -- <options>

`--trace none` installs no probes (only the `--whatif-*` patches, which measure a proposed fix
without editing the app: see the code). `BENCH_PROFILE=file` adds a cProfile of the event
handlers and page listeners, rewritten every 2 s.

Writes one line per probe: `ms_since_epoch probe detail`. Probes: a browser event arrives
(`event`), `Session.submit` starts and ends (`submit>`, `submit<`), a page update callback
starts and ends (`listener>`, `listener<` with the page path), each message leaves the outbox
(`emit` with the client's page path, message type and payload size), its bytes handed to the
websocket (`wssend>`, `wssend<` with the encoded size), and event-loop stalls
(`stall` when the loop could not run a 10 ms heartbeat for more than 30 ms).
"""
from __future__ import annotations

import asyncio
import json
import os
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    argv = sys.argv[1:]
    trace_file = "trace.txt"
    if "--trace" in argv:
        i = argv.index("--trace")
        trace_file = argv[i + 1]
        del argv[i:i + 2]
    whatif = set()
    for flag in ("--whatif-sync-normal", "--whatif-phone-fingerprint", "--whatif-gc"):
        if flag in argv:
            argv.remove(flag)
            whatif.add(flag)
    if argv and argv[0] == "--":
        argv = argv[1:]
    out = open(trace_file if trace_file != "none" else os.devnull, "w", buffering=1)
    import cProfile
    import pstats
    prof_file = os.environ.get("BENCH_PROFILE")      # cProfile of event handlers and listeners
    prof = cProfile.Profile() if prof_file else None
    prof_state = {"last": time.monotonic()}

    def profiled(fn, *a, **k):
        if prof is None:
            return fn(*a, **k)
        prof.enable()
        try:
            return fn(*a, **k)
        finally:
            prof.disable()
            if time.monotonic() - prof_state["last"] > 2:
                prof_state["last"] = time.monotonic()
                with open(prof_file, "w") as f:
                    pstats.Stats(prof, stream=f).sort_stats("cumulative").print_stats(60)
    lock = threading.Lock()

    def probe(name: str, detail: str = "") -> None:
        with lock:
            out.write(f"{time.time() * 1000:.2f} {name} {detail}\n")

    from nicegui import app, core
    if os.environ.get("BENCH_EIO_LOG"):     # python-engineio server's own log (disconnect reasons)
        import logging
        eio_log = logging.getLogger("engineio.server")
        eio_log.setLevel(logging.INFO)
        eio_handler = logging.StreamHandler()
        eio_handler.setFormatter(logging.Formatter("%(asctime)s engineio %(message)s"))
        eio_log.addHandler(eio_handler)
        core.sio.eio.logger = eio_log
    from nicegui.client import Client
    from nicegui.outbox import Outbox

    from billionaire.session import Session
    from pages import runtime

    def path_of(client) -> str:
        try:
            return client.request.url.path
        except Exception:
            return "?"

    # ---- what-if patches: measure a proposed fix without editing the app -------------------
    if "--whatif-sync-normal" in whatif:
        # billionaire/store.py: PRAGMA synchronous = NORMAL (WAL) instead of FULL
        from billionaire.store import Store
        orig_open = Store._open

        def _open(self):
            orig_open(self)
            self._db.execute("PRAGMA synchronous = NORMAL")
        Store._open = _open
    if "--whatif-phone-fingerprint" in whatif:
        # pages/phone.py PhonePage.refresh: the "decisions" section depends on the decision number
        # only when the seat has something to decide (9 fingerprint arguments); an older "tools"
        # fingerprint with 7 arguments drops it too. Recognised by the argument count.
        import pages.phone as phone
        orig_fp = phone._fingerprint

        def _fingerprint(*parts_):
            if len(parts_) == 9 and not [c for c in parts_[1] if c.kind != "vote"]:
                parts_ = (None, *parts_[1:])
            elif len(parts_) == 7:
                parts_ = (None, *parts_[1:])
            return orig_fp(*parts_)
        phone._fingerprint = _fingerprint
    if "--whatif-gc" in whatif:
        # app.py: after start-up, gc.freeze() (the imported modules and the restored games leave
        # the collector's generations) and gc.set_threshold(10_000, 20, 20): fewer, shorter
        # collections while pages churn elements.
        import gc as _gc

        def _tune() -> None:
            _gc.collect()
            _gc.freeze()
            _gc.set_threshold(10_000, 20, 20)
        app.on_startup(_tune)
    probe("whatif", " ".join(sorted(whatif)) or "none")
    if trace_file == "none":        # patches only, no probes
        _run_app(argv)
        return

    orig_event = Client.handle_event

    def handle_event(self, msg):
        probe("event>", path_of(self))
        try:
            return profiled(orig_event, self, msg)
        finally:
            probe("event<", path_of(self))
    Client.handle_event = handle_event

    orig_submit = Session.submit

    def submit(self, seat, action, decision=None):
        probe("submit>", f"{self.game_id} G{seat} {action.get('kind') if isinstance(action, dict) else action}")
        try:
            return orig_submit(self, seat, action, decision)
        finally:
            probe("submit<", self.game_id)
    Session.submit = submit

    orig_persist = Session._persist_new

    def persist(self, before):
        probe("store>", self.game_id)
        try:
            return orig_persist(self, before)
        finally:
            probe("store<", self.game_id)
    Session._persist_new = persist

    orig_subscribe = runtime.subscribe_page

    def subscribe_page(session, callback, **kwargs):
        from nicegui import context
        path = path_of(context.client)

        def traced(*a, **k):
            probe("listener>", path)
            try:
                return profiled(callback, *a, **k)
            finally:
                probe("listener<", path)
        return orig_subscribe(session, traced, **kwargs)
    runtime.subscribe_page = subscribe_page

    orig_emit = Outbox._emit

    async def _emit(self, message):
        client_id, message_type, data = message
        client = Client.instances.get(client_id)
        try:
            size = len(json.dumps(data, default=str))
        except Exception:
            size = -1
        probe("emit", f"{path_of(client) if client else '?'} {message_type} {size}")
        return await orig_emit(self, message)
    Outbox._emit = _emit

    # the bytes of a message reaching the socket (engine.io's writer task, after the outbox)
    from engineio.async_drivers import asgi as _eio_asgi
    orig_ws_send = _eio_asgi.WebSocket.send

    async def ws_send(self, message):
        probe("wssend>", str(len(message)))
        try:
            return await orig_ws_send(self, message)
        finally:
            probe("wssend<", str(len(message)))
    _eio_asgi.WebSocket.send = ws_send

    import gc
    gc_start = {}

    def gc_probe(phase, info):
        if phase == "start":
            gc_start["t"] = time.perf_counter()
        elif info.get("generation", 0) >= 1:
            probe("gc", f"gen{info['generation']} {(time.perf_counter() - gc_start.get('t', 0)) * 1000:.1f} ms "
                        f"collected {info.get('collected')}")
    gc.callbacks.append(gc_probe)

    async def heartbeat() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.01)
            now = time.perf_counter()
            if now - last > 0.04:
                probe("stall", f"{(now - last) * 1000 - 10:.1f}")
            last = now

    app.on_startup(lambda: asyncio.get_running_loop().create_task(heartbeat()))

    _run_app(argv)


def _run_app(argv: list[str]) -> None:
    sys.argv = ["app.py", *argv]
    import importlib.util
    spec = importlib.util.spec_from_file_location("billionaire_app", ROOT / "app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(argv)


if __name__ == "__main__":
    main()
