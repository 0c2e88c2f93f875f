"""Billionaire: start the server (monitor at `/`, phones at `/play/{token}`).

    python app.py [--host 0.0.0.0] [--port 8080] [--public-url URL] [--bot-delay 1.0]
                  [--auto-delay 2.0] [--screen-grace 5] [--tap-grace 0.45] [--bid-wait 60] [--data data/]
                  [--max-games 30] [--max-games-per-browser 5] [--seed N] [--fast]
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import os
import secrets
import socket
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DB_NAME = "billionaire.sqlite3"
BROWSER_STORAGE = "browsers"   # folder in the data folder: NiceGUI's per-browser storage
GC_GEN0_THRESHOLD = 10_000   # allocations between young collections (Python's default: 700)
# How long a thread holding the GIL (a bot thinking, a tap being stored) may keep the event loop
# waiting: Python's default is 5 ms. At 1 ms the loop gets back to the screens sooner; measured
# with latency.py, tap -> monitor server part p95 26 ms against 34-42 (docs/performance.md).
SWITCH_INTERVAL = 0.001
GC_AFTER_DELETE = 10.0       # s: a full collection this long after a page (client) is deleted
TAB_STORAGE_AGE = 600.0      # s: NiceGUI's per-tab storage (unused here) is dropped after this
# Games in play at once: a classroom (about ten groups, and the games a previous lesson left
# unfinished) on the server; on one browser, the host's monitor runs one game and a few tries.
MAX_GAMES = 30
MAX_GAMES_PER_BROWSER = 5


def lan_ip() -> str:
    """This machine's LAN address (a UDP 'connect' sends nothing), or 127.0.0.1."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.connect(("10.255.255.255", 1))
        ip = sock.getsockname()[0]
        return ip if ip and not ip.startswith("0.") else "127.0.0.1"
    except OSError:
        return "127.0.0.1"
    finally:
        sock.close()


def non_negative(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"non è un numero: {text!r}")
    if value < 0 or value != value:
        raise argparse.ArgumentTypeError(f"deve essere un numero >= 0: {text!r}")
    return value


def port_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"non è una porta: {text!r}")
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"la porta va da 1 a 65535: {text!r}")
    return value


def game_limit(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"non è un numero intero: {text!r}")
    if value < 0:
        raise argparse.ArgumentTypeError(f"deve essere un numero intero >= 0: {text!r}")
    return value


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        prog="app.py",
        description="Billionaire: gioco da tavolo per una stanza (monitor condiviso, un telefono "
                    "per giocatore, bot).")
    ap.add_argument("--host", default="0.0.0.0",
                    help="indirizzo su cui ascoltare (predefinito: 0.0.0.0, tutta la rete)")
    ap.add_argument("--port", type=port_number, default=8080,
                    help="porta su cui ascoltare (predefinita: 8080)")
    ap.add_argument("--public-url", default=None,
                    help="URL di base che i codici QR contengono, per esempio http://192.168.1.5:8080 "
                         "(predefinito: variabile BILLIONAIRE_PUBLIC_URL, altrimenti l'IP di rete "
                         "di questa macchina)")
    ap.add_argument("--bot-delay", type=non_negative, default=1.0,
                    help="secondi fra una mossa e l'altra dei bot (predefinito: 1.0)")
    ap.add_argument("--auto-delay", type=non_negative, default=2.0,
                    help="secondi prima che una mossa automatica del telefono parta (predefinito: 2.0)")
    ap.add_argument("--screen-grace", type=non_negative, default=5.0,
                    help="secondi in cui un telefono appena riaperto o ricollegato aspetta prima di "
                         "una mossa automatica, se il giocatore non tocca lo schermo (predefinito: 5)")
    ap.add_argument("--tap-grace", type=non_negative, default=0.45,
                    help="secondi in cui un pulsante del telefono appena cambiato resta disattivato e "
                         "rifiuta i tocchi, perché il giocatore non scelga ciò che non ha visto "
                         "(predefinito: 0.45, anche con --fast)")
    ap.add_argument("--bid-wait", type=non_negative, default=60.0,
                    help="secondi di offerte segrete dopo i quali il monitor dell'host può saltare "
                         "chi non risponde (predefinito: 60)")
    ap.add_argument("--seed", type=seed_number, default=None,
                    help="seme di ogni partita creata da questo server: dadi, carte e obiettivi "
                         "sempre uguali, per i test automatici (predefinito: a caso)")
    ap.add_argument("--fast", action="store_true",
                    help="ogni attesa a zero (bot, mosse automatiche, schermi ricollegati, offerte "
                         "segrete, pulsanti appena cambiati), per i test automatici")
    ap.add_argument("--data", default="data/",
                    help="cartella dei dati, dove sta il database SQLite delle partite "
                         f"(predefinita: data/, file {DB_NAME}); accetta anche il percorso di un file .sqlite3")
    ap.add_argument("--max-games", type=game_limit, default=MAX_GAMES,
                    help="partite in corso al massimo su questo server (predefinito: "
                         f"{MAX_GAMES}; 0: nessun limite). Le partite finite non contano, né "
                         "quelle non finite create più di 12 ore fa")
    ap.add_argument("--max-games-per-browser", type=game_limit, default=MAX_GAMES_PER_BROWSER,
                    help="partite in corso al massimo create da uno stesso browser (predefinito: "
                         f"{MAX_GAMES_PER_BROWSER}; 0: nessun limite)")
    return ap.parse_args(argv)


def seed_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"non è un numero intero: {text!r}") from None
    if not 0 <= value < 2 ** 63:
        raise argparse.ArgumentTypeError(f"il seme va da 0 a {2 ** 63 - 1}")
    return value


def public_url_for(args: argparse.Namespace) -> str:
    url = args.public_url or os.environ.get("BILLIONAIRE_PUBLIC_URL") or ""
    if not url:
        host = args.host if args.host not in ("0.0.0.0", "::", "") else lan_ip()
        url = f"http://{host}:{args.port}"
    if "://" not in url:
        url = "http://" + url
    return url.rstrip("/")


def db_path(data: str) -> Path:
    path = Path(data)
    if not path.is_absolute():
        path = ROOT / path
    if path.suffix in (".sqlite3", ".sqlite", ".db"):
        return path
    return path / DB_NAME


def storage_secret(folder: Path) -> str:
    """A stable secret for the signed browser cookie (kept next to the database, mode 0600:
    whoever reads it can forge any browser's cookie, the host's included)."""
    from billionaire import private_files

    file = folder / "storage_secret.txt"
    blank = False
    try:
        text = file.read_text().strip()
        if text:
            private_files.tighten(file)
            return text
        blank = True                          # an empty file (a crash while it was written)
    except OSError:
        pass
    secret = secrets.token_urlsafe(32)
    try:
        if blank:
            file.unlink()
        private_files.write_secret(file, secret)
    except OSError:
        pass
    return secret


WARM_AFTER = 2.0   # seconds after start-up


def warm_tables() -> None:
    """Solve the board's route and travel tables (about 0.3 s, 4-5 MB) in the background as the
    app starts, before anyone plays. They are board data, built once; built lazily, they showed
    up as memory growth in the first half hour of a server's life, and the first bot turns
    waited for them. (No gc-tracked objects: nothing for `tune_gc` to freeze.)"""
    from billionaire.bots.paths import warm
    timer = threading.Timer(WARM_AFTER, warm)   # after the first page is served: no later start
    timer.daemon = True
    timer.start()


def tune_gc() -> None:
    """Once the app has started: move everything alive now (NiceGUI, the engine's tables, the
    restored games) out of the collector's generations, collect the young generation less
    often, and hand the GIL back to the event loop sooner (`SWITCH_INTERVAL`). Pages create and
    drop many small objects on every action; without this, full collections walk the whole heap
    every few seconds and stall the event loop for 100-500 ms under load (docs/performance.md)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_GEN0_THRESHOLD, 20, 20)
    sys.setswitchinterval(SWITCH_INTERVAL)


_collect_pending = False


def collect_after_delete() -> None:
    """A page that is deleted (closed or reloaded, after `reconnect_timeout`) leaves thousands of
    objects in reference cycles (elements, their client, the page's closures): only the cyclic
    collector frees them. With the thresholds of `tune_gc`, a full collection runs only every few
    million allocations, so dead pages piled up for minutes (tens of MB) before being freed, and
    RSS kept the high-water mark (docs/performance.md, "Memory"). So: one full collection
    GC_AFTER_DELETE seconds after a page goes away, and at most one per GC_AFTER_DELETE seconds
    (deletions in between share it). Everything alive at start-up is frozen, so it walks only
    the objects created since; with 10 games and 50 pages that still pauses the event loop for
    about 100 ms on a loaded machine, hence the coalescing."""
    global _collect_pending
    if _collect_pending:
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        gc.collect()
        return
    _collect_pending = True

    def collect() -> None:
        global _collect_pending
        _collect_pending = False
        gc.collect()

    loop.call_later(GC_AFTER_DELETE, collect)


def main(argv: list[str] | None = None) -> None:
    simulated = bool(os.environ.get("NICEGUI_USER_SIMULATION"))
    if argv is None:
        argv = [] if simulated else sys.argv[1:]
    args = parse_args(argv)
    if simulated:  # tests: data folder and delays from the environment
        args.data = os.environ.get("BILLIONAIRE_DATA", args.data)
        args.bot_delay = float(os.environ.get("BILLIONAIRE_BOT_DELAY", args.bot_delay))
        args.auto_delay = float(os.environ.get("BILLIONAIRE_AUTO_DELAY", args.auto_delay))
        args.screen_grace = float(os.environ.get("BILLIONAIRE_SCREEN_GRACE", args.screen_grace))
        args.bid_wait = float(os.environ.get("BILLIONAIRE_BID_WAIT", args.bid_wait))
        args.tap_grace = float(os.environ.get("BILLIONAIRE_TAP_GRACE", args.tap_grace))

    # The browser cookies' server side (which host keys a browser holds) lives with the games in
    # the data folder, not in `.nicegui/` of whatever folder the server was started from.
    # NICEGUI_STORAGE_PATH, when set, still wins.
    from nicegui import app, ui
    from nicegui.storage import Storage

    from billionaire import private_files

    if not simulated:
        # Everything the server writes (database, -wal/-shm, browsers' storage) is its user's
        # only; files of older versions are tightened below and by Store.
        os.umask(private_files.UMASK)
    if "NICEGUI_STORAGE_PATH" not in os.environ:
        Storage.path = (db_path(args.data).parent / BROWSER_STORAGE).resolve()
    private_files.tighten_folder(Storage.path)

    from billionaire.session import Registry
    from billionaire.store import Store, StoreError
    from pages import (client_log, dormancy, event_guard, frame_guard, help_page, class_page, monitor, not_found, phone,
                       runtime, setup_page)

    path = db_path(args.data)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        registry = Registry(Store(path), max_games=args.max_games or None,
                            max_games_per_browser=args.max_games_per_browser or None)
    except (StoreError, OSError) as e:
        print(f"Billionaire: non riesco a usare il database {path}: {e}", file=sys.stderr)
        print("Scegli un'altra cartella con --data oppure sposta il file danneggiato.", file=sys.stderr)
        raise SystemExit(2)
    for game_id, why in registry.broken.items():
        print(f"Billionaire: la partita {game_id} non si può riprendere: {why}", file=sys.stderr)

    if args.fast:
        # the tap grace stays: a script's click waits for the held button to be enabled, and a
        # routine move that runs at once never turns its click into another choice
        args.bot_delay = args.auto_delay = args.screen_grace = args.bid_wait = 0.0
    url = public_url_for(args)
    runtime.configure(public_url=url, bot_delay=args.bot_delay, auto_delay=args.auto_delay,
                      registry_=registry, screen_grace=args.screen_grace, bid_wait=args.bid_wait,
                      seed=args.seed, tap_grace=args.tap_grace)
    setup_page.register()
    monitor.register()
    phone.register()
    help_page.register()
    class_page.register()
    not_found.register()
    client_log.install()   # a browser's `log` message never reaches the output verbatim
    event_guard.install()  # an `event` message no browser sends is dropped, not a traceback
    frame_guard.install()  # no page inside another site's frame
    dormancy.install()     # finished games nobody looks at leave memory

    app.on_startup(warm_tables)
    app.on_startup(tune_gc)
    app.on_delete(collect_after_delete)
    # Per-tab storage: NiceGUI keeps one (empty) dict per browser tab id for 30 days by default.
    # The app does not use `app.storage.tab`; a shorter age keeps that list from growing.
    app.storage.max_tab_storage_age = TAB_STORAGE_AGE
    print(f"Billionaire: apri {url}/ sul monitor", flush=True)
    for session in registry.sessions():   # games in play restored: their hosts' links again
        if not session.finished:
            runtime.announce_host_link(session)
    ui.run(host=args.host, port=args.port, reload=False, show=False, title="Billionaire",
           reconnect_timeout=10.0, storage_secret=storage_secret(path.parent),
           favicon="🎲", dark=True, language="it", uvicorn_logging_level="warning")


if __name__ in {"__main__", "__mp_main__"}:
    main()
