"""Process-wide objects shared by the pages: configuration, the registry, bot pacing, presence.

Set up once by `app.py` with `configure(...)`; the pages then read `runtime.config` and
`runtime.registry` (module attributes, so always import the module, not the names:
`from pages import runtime` then `runtime.registry`).

Helpers for pages (monitor and phone):

* `subscribe_page(session, callback)`: call it *inside* the page function. `callback()` runs on
  the event loop, inside that page's client context, after every change of the session (an
  accepted action, a released seat) and after every phone connect/disconnect of that game.
  Bursts are coalesced into one call. Unsubscribed automatically when the client is deleted.
* `mark_phone_connected(session, seat)` / `phone_connected(session, seat)` /
  `phone_ever_connected(session, seat)`: presence of the phones. `app.py` installs global
  connect/disconnect handlers that recognise `/play/{token}` pages by themselves, so a phone
  page does not need to call anything; calling `mark_phone_connected` again is harmless.
* `host_key_for(game_id)` / `remember_host_key(session)`: the host key the current browser holds
  (in `app.storage.user`); read it while the page is built, never from a refresh triggered by
  another user's action.
* `public_view(session)` / `private_view(session, seat)`: views read under the game's lock.
* `cancel_auto(session, seat, decision)` / `auto_cancelled(session, seat, decision)`: **Annulla**
  for a seat's routine move, shared by every page of that seat (a seat may be open in two tabs).
  One decision number per seat is kept (the last one cancelled), in a table keyed weakly by the
  session, so it goes with the game; a later decision is not affected. `cancel_auto` wakes the
  pages of that seat (those subscribed with `subscribe_page(..., seat=seat)`), which drop their
  countdown; a page's timer also checks `auto_cancelled` before it fires, so a tab that has not
  yet had that update cannot roll anyway. The engine knows nothing of this: it is UI state.

Bot pacing: one asyncio task (started with the app) wakes every `config.bot_delay` seconds and
lets each running game whose bot has something to do make exactly one step, in a worker thread,
so people can follow it; a game of only bots plays itself to the end.
"""
from __future__ import annotations

import asyncio
import importlib.util
import inspect
import logging
import random
import threading
import time
import weakref
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable

from nicegui import app, background_tasks, context, core, run

from billionaire import games
from billionaire.session import Registry, Session

log = logging.getLogger(__name__)


@dataclass
class Config:
    public_url: str = "http://127.0.0.1:8080"
    bot_delay: float = 1.0
    auto_delay: float = 2.0
    screen_grace: float = 5.0     # s a screen must be seen (after it comes back) before a move runs by itself
    tap_grace: float = 0.45       # s a phone's re-labelled choice button refuses taps (pages/phone_frame.ButtonPool)
    bid_wait: float = 60.0        # s of sealed bids before the host may skip a silent bidder
    seed: int | None = None       # --seed: every game this server creates deals the same (tests)


config = Config()
registry: Registry | None = None

# ---------------------------------------------------------------------------- presence
_presence_lock = threading.Lock()
_ever_connected: dict[str, set[int]] = {}           # game_id -> seats whose phone connected once
_live_clients: dict[tuple[str, int], set[str]] = {}  # (game_id, seat) -> client ids connected now
_presence_listeners: dict[str, dict[int, Callable[[], None]]] = {}
_seat_listeners: dict[tuple[str, int], dict[int, Callable[[], None]]] = {}   # phone pages per seat
# session -> {seat: (decision, situation) whose routine move was cancelled with Annulla} (cancel_auto)
_auto_cancels: weakref.WeakKeyDictionary[Session, dict[int, tuple]] = weakref.WeakKeyDictionary()
_live_page: dict[tuple[str, int], str] = {}          # (game_id, seat) -> client id of the live page
_live_device: dict[tuple[str, int], str | None] = {}  # (game_id, seat) -> its browser's id
_displaced: dict[tuple[str, int], set[str]] = {}     # (game_id, seat) -> browsers that lost the seat
_page_device: dict[str, tuple[tuple[str, int], str | None]] = {}  # phone page -> (seat key, browser)
_page_order: dict[str, int] = {}                     # phone page -> order it was built (newest wins)
_wants_seat: set[str] = set()                        # pages built while another one was in use
# session -> (phase key, monotonic time it was first seen): how long the room has been waiting
_phase_since: weakref.WeakKeyDictionary[Session, tuple[tuple, float]] = weakref.WeakKeyDictionary()
_presence_ids = iter(range(1, 1 << 62))
_page_ids = iter(range(1, 1 << 62))

_bot_task: asyncio.Task | None = None
_fallback_rng = random.Random()


def configure(*, public_url: str, bot_delay: float, auto_delay: float, registry_: Registry,
              screen_grace: float = 5.0, bid_wait: float = 60.0, seed: int | None = None,
              tap_grace: float = 0.45) -> None:
    """Set the process-wide objects (called once by app.py before `ui.run`)."""
    global registry
    config.seed = seed
    config.public_url = public_url.rstrip("/")
    config.bot_delay = max(0.0, float(bot_delay))
    config.auto_delay = max(0.0, float(auto_delay))
    config.screen_grace = max(0.0, float(screen_grace))
    config.tap_grace = max(0.0, float(tap_grace))
    config.bid_wait = max(0.0, float(bid_wait))
    registry = registry_
    with _presence_lock:
        _ever_connected.clear()
        _live_clients.clear()
        _live_page.clear()
        _live_device.clear()
        _displaced.clear()
        _page_device.clear()
        _page_order.clear()
        _wants_seat.clear()
        _presence_listeners.clear()
        _seat_listeners.clear()
        _auto_cancels.clear()
        _phase_since.clear()
    _phone_seen.clear()
    _turn_since.clear()
    _watch_pages.clear()
    _watching.clear()
    with _views_lock:
        _public_views.clear()
    app.on_startup(_start_bot_loop)
    app.on_shutdown(_stop_bot_loop)
    app.on_connect(_on_connect)
    app.on_disconnect(_on_disconnect)
    app.on_delete(_on_delete)


def get_registry() -> Registry:
    if registry is None:
        raise RuntimeError("pages.runtime.configure() has not been called")
    return registry


def watch_url(game_id: str) -> str:
    """The public link a spectator opens (no secret in it: anyone may watch)."""
    return f"{config.public_url}/watch/{game_id}"


def host_url(session: Session) -> str:
    """The host's own link (`/host/{game}/{key}`): opened in any browser it gives that browser
    the host's controls of the game. It is printed on the laptop's terminal only, never shown on
    a screen of the game (the monitor is seen by the whole room)."""
    return f"{config.public_url}/host/{session.game_id}/{session.host_key}"


def announce_host_link(session: Session) -> None:
    """Print the host's link on the terminal that runs the game (for a browser that crashed,
    a private window closed, another laptop)."""
    print(f"Billionaire: partita {session.game_id}: per riavere i comandi dell'host in un altro browser "
          f"apri {host_url(session)} (non mostrarlo a nessuno)", flush=True)


def phone_url(token: str) -> str:
    """The URL a phone opens for a seat token (what the QR code encodes)."""
    return f"{config.public_url}/play/{token}"


_views_lock = threading.Lock()
# (game_id, lang) -> (game, key, view)
_public_views: dict[tuple[str, str], tuple[Any, tuple, dict]] = {}


def public_view(session: Session, lang: str = "it") -> dict:
    """The game's public view in `lang`, computed once per change and language and shared by
    every screen of the game that speaks it.

    Treat it as read-only. The key is the game object, its log length and its decision number:
    every accepted action appends to the log, and a rebuilt game is a new object.
    """
    with session.lock:
        game = session.game
        key = (len(game.log), game.decision)
        with _views_lock:
            cached = _public_views.get((session.game_id, lang))
        if cached is not None and cached[0] is game and cached[1] == key:
            return cached[2]
        view = game.public_view(lang)
        with _views_lock:
            _public_views[(session.game_id, lang)] = (game, key, view)
        return view


def full_chronicle(session: Session, lang: str = "it") -> list[str]:
    """The whole game's chronicle in `lang` (the public view carries only its tail)."""
    from billionaire.views import game_words
    with session.lock:
        game = session.game
        kind = games.of_game(game)
        w = game_words(game, lang) if kind.name == games.BILLIONAIRE else kind.words(lang, game.state.players)
        return [w.event(e) for e in game.state.chronicle]


def classroom(session: Session) -> ModuleType:
    """The game's side of the classroom features (`GameKind.classroom`: Billionaire's
    `billionaire.classroom`, Alta Finanza's `billionaire.alta_finanza.classroom`)."""
    return games.of_game(session.game).classroom


_charts_lock = threading.Lock()
_charts: dict[str, tuple[Any, tuple, dict]] = {}     # game_id -> (game, key, series)
_histories: dict[tuple[str, int], Any] = {}          # (game id, actions) -> History
HISTORIES = 8                                        # kept: a class's games, a few replays


def _history(session: Session) -> tuple[Any, tuple[int, bool]]:
    """(the game's history from the log, (round, over) of the game at the log's end): one replay
    shared by the charts, the debrief, the teacher's files and the replay bar, rebuilt only when
    the log has grown. Its users read the history, never change it."""
    with session.lock:
        game = session.game
        setup, log, at = game.setup, list(game.log), (game.state.round, game.over)
    key = (session.game_id, len(log))
    with _charts_lock:
        got = _histories.get(key)
    if got is None:
        got = games.kind_of(setup).classroom.history(setup, log)
        with _charts_lock:
            if len(_histories) >= HISTORIES:
                _histories.pop(next(iter(_histories)))
            _histories[key] = got
    return got, at


def chart_series(session: Session, lang: str = "it") -> dict:
    """The monitor's charts' data: the round-end points of the game's history (replayed from the
    log by its classroom module) and the end, once the game is over: `rounds`, `market` (what
    the first chart draws, `market_kind`: Billionaire's prices per kg, Alta Finanza's
    quotations) with its lines' names in `lang`, and each seat's `net_worth` and `cash`.
    Rebuilt only when a round or the game ends (a replay of a 60-round game takes a few
    hundredths of a second), and shared by every monitor of the game. `key` changes whenever
    the data does."""
    side = classroom(session)
    with session.lock:
        game = session.game
        with _charts_lock:
            cached = _charts.get(session.game_id)
        fresh = cached is not None and cached[0] is game and cached[1] == (game.state.round, game.over)
        if not fresh:
            players = [{"seat": p["seat"], "label": p["label"], "name": p["name"], "color": p["color"]}
                       for p in game.public_view()["players"]]
    if fresh:
        series = cached[2]
    else:
        h, key = _history(session)
        points = [pt for pt in h.points if not pt.final]
        last = h.points[-1]
        # the game is over, or the log ends with a round; never the same moment twice (the start,
        # or a round's end, is also the log's end when nothing was played since)
        if (key[1] or last.round < key[0]) and not (points and points[-1].action == last.action):
            points.append(last)
        series = {"key": (session.game_id, *key, len(points)), "rounds": [pt.round for pt in points],
                  "players": players, "market_kind": side.MARKET, "cash_lines": side.CASH_LINES,
                  **side.series(h, points)}
        with _charts_lock:
            _charts[session.game_id] = (game, key, series)
    return {**series, "market_names": side.market_names(lang)}


def debrief(session: Session, lang: str = "it") -> dict:
    """What the end-of-game debrief shows (`pages.monitor_debrief`): the charts' data, each
    player's income and spending by money category, the categories' names and the key moments
    in `lang` (the game's classroom module's `debrief`). Built from the history of the log when
    the host opens it."""
    side = classroom(session)
    series = chart_series(session, lang)
    with session.lock:
        w = side.words(session.game, lang)
    h, _ = _history(session)
    return {"series": series, "players": series["players"], **side.debrief(h, w)}


GAME_FILE_TYPES = {"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                   "csv": "application/zip", "json": "application/json"}


def game_files(session: Session, host_key: str | None, kind: str, lang: str = "it") -> tuple[bytes, str] | None:
    """The teacher's file of a finished game (its classroom module's workbook, or the game file:
    setup and log), for its host only: None for any other browser, or while the game runs (its
    ledgers and secrets, an objective or a held Telex, are still private)."""
    from billionaire import workbook
    if kind not in GAME_FILE_TYPES or not session.is_host_key(host_key):
        return None
    side = classroom(session)
    with session.lock:
        game = session.game
        if not game.over:
            return None
        setup, log = game.setup, list(game.log)
        w = side.words(game, lang)
    stem = f"{side.STEM}-{session.game_id}"
    if kind == "json":
        return workbook.game_file(setup, log), f"{stem}.json"
    rows = side.sheets(_history(session)[0], w)
    if kind == "xlsx":
        return side.xlsx_bytes(rows, lang), f"{stem}.xlsx"
    return side.csv_zip_bytes(rows, lang), f"{stem}-csv.zip"


def class_workbook(host_keys: dict[str, str], lang: str = "it") -> tuple[bytes, str] | None:
    """One workbook for the finished games this browser created (`host_keys`: game id -> key),
    whatever their game, for the class overview (`pages.class_page`); None when there is none."""
    from billionaire.workbook import class_xlsx
    found = []
    registry = get_registry()
    for summary in registry.listing():
        key = host_keys.get(summary.game_id)
        session = registry.get(summary.game_id) if key else None
        if session is None or not session.is_host_key(key):
            continue
        side = classroom(session)
        with session.lock:
            game = session.game
            if not game.over:
                continue
            w = side.words(game, lang)
        rows, players = side.class_rows(_history(session)[0], w)
        found.append((session.game_id, side.TITLE, rows, players))
    if not found:
        return None
    return class_xlsx(found, lang), ("billionaire-classe.xlsx" if lang == "it" else "billionaire-class.xlsx")


_replays_lock = threading.Lock()
_replays: dict[tuple[str, int, str], dict] = {}   # (game id, actions, lang) -> public view
REPLAY_VIEWS = 256                                  # views kept (a few finished games' rounds)


def replay_points(session: Session) -> list[tuple[int, int]]:
    """(round, actions of the log) at the start and at each round's end of a game, and its end."""
    return [(pt.round, pt.action) for pt in _history(session)[0].points]


def replay_view(session: Session, actions: int, lang: str = "it") -> dict:
    """The public view of the game replayed from its log up to `actions` actions (the replay
    of a finished game: `pages.monitor_replay`)."""
    replay = games.replay
    key = (session.game_id, int(actions), lang)
    with _replays_lock:
        got = _replays.get(key)
    if got is not None:
        return got
    with session.lock:
        setup, log = session.game.setup, list(session.game.log[:max(0, int(actions))])
    view = replay(setup, log).public_view(lang)
    with _replays_lock:
        if len(_replays) >= REPLAY_VIEWS:
            _replays.pop(next(iter(_replays)))
        _replays[key] = view
    return view


def forget_public_view(game_id: str) -> None:
    with _views_lock:
        for key in [k for k in _public_views if k[0] == game_id]:
            _public_views.pop(key, None)
    with _charts_lock:
        _charts.pop(game_id, None)
    with _replays_lock:
        for key in [k for k in _replays if k[0] == game_id]:
            _replays.pop(key, None)


def private_view(session: Session, seat: int, lang: str = "it") -> dict:
    with session.lock:
        return session.game.private_view(seat, lang)


# ------------------------------------------------------------------------- loaded games
_loaded: set[str] = set()   # games made from a game file (**Carica una partita**) while this server runs


def mark_loaded(session: Session) -> None:
    """The game came from a game file: its monitors say so ("caricata")."""
    _loaded.add(session.game_id)


def was_loaded(game_id: str) -> bool:
    return game_id in _loaded


# ------------------------------------------------------------------------- host key
def remember_host_key(session: Session) -> None:
    """Store the game's host key in this browser's `app.storage.user` (call in a page/handler)."""
    keys = dict(app.storage.user.get("host_keys", {}))
    keys[session.game_id] = session.host_key
    app.storage.user["host_keys"] = keys


def host_key_for(game_id: str) -> str | None:
    """The host key this browser holds for `game_id`, or None. Read it while building the page."""
    try:
        return app.storage.user.get("host_keys", {}).get(game_id)
    except Exception:  # no request context / storage
        return None


# ------------------------------------------------------------------------- presence
def _client_phone_seat(client: Any) -> tuple[Session, int] | None:
    try:
        path = client.request.url.path
    except Exception:
        return None
    if not path.startswith("/play/") or registry is None:
        return None
    token = path[len("/play/"):].strip("/")
    return registry.find_token(token)


# ------------------------------------------------------------------------- spectators
_watch_pages: dict[str, str] = {}          # spectator page's client id -> its game id
_watching: dict[str, set[str]] = {}        # game id -> spectator pages connected now


def watch_page_built(session: Session, client_id: str) -> None:
    """A spectator page (`/watch/{id}`) of the game: it counts once its connection opens."""
    with _presence_lock:
        _watch_pages[client_id] = session.game_id


def watchers(session: Session) -> int:
    """How many spectator pages watch the game now (the monitor shows it)."""
    with _presence_lock:
        return len(_watching.get(session.game_id, ()))


def _watch_presence(client_id: str, connected: bool) -> str | None:
    """Count a spectator page in or out; returns its game id when the count changed."""
    with _presence_lock:
        game_id = _watch_pages.get(client_id)
        if game_id is None:
            return None
        ids = _watching.setdefault(game_id, set())
        if connected == (client_id in ids):
            return None
        (ids.add if connected else ids.discard)(client_id)
        return game_id


def _on_connect(client: Any) -> None:
    watched = _watch_presence(client.id, True)
    if watched:
        _notify_presence(watched)
    found = _client_phone_seat(client)
    if found:
        session, seat = found
        with _presence_lock:
            _live_clients.setdefault((session.game_id, seat), set()).add(client.id)
        mark_phone_connected(session, seat)


def _on_disconnect(client: Any) -> None:
    watched = _watch_presence(client.id, False)
    changed: list[str] = [watched] if watched else []
    with _presence_lock:
        for (game_id, _seat), ids in _live_clients.items():
            if client.id in ids:
                ids.discard(client.id)
                changed.append(game_id)
    for game_id in changed:
        _notify_presence(game_id)


def _on_delete(client: Any) -> None:
    _on_disconnect(client)
    _seat_page_deleted(client.id)
    with _presence_lock:
        _page_order.pop(client.id, None)
        _watch_pages.pop(client.id, None)


def mark_phone_connected(session: Session, seat: int) -> None:
    """Record that the phone of `seat` has connected (at least once); wakes the monitor."""
    with _presence_lock:
        seats = _ever_connected.setdefault(session.game_id, set())
        seats.add(seat)
    _notify_presence(session.game_id)


def phone_ever_connected(session: Session, seat: int) -> bool:
    with _presence_lock:
        return seat in _ever_connected.get(session.game_id, set())


def phone_connected(session: Session, seat: int) -> bool:
    """Whether the seat's live phone page (see `claim_seat`) is connected right now."""
    key = (session.game_id, seat)
    with _presence_lock:
        live = _live_page.get(key)
        return live is not None and live in _live_clients.get(key, ())


def forget_seat_presence(session: Session, seat: int) -> None:
    """After a released seat: the new QR has not been scanned yet."""
    with _presence_lock:
        _ever_connected.get(session.game_id, set()).discard(seat)
        _live_clients.pop((session.game_id, seat), None)
        _live_page.pop((session.game_id, seat), None)
        _live_device.pop((session.game_id, seat), None)
        _displaced.pop((session.game_id, seat), None)
        _auto_cancels.get(session, {}).pop(seat, None)   # a new player's routine moves run as usual
    _notify_presence(session.game_id)


# ------------------------------------------------------------ one live device per seat
def open_seat(session: Session, seat: int, client_id: str, device: str | None) -> bool:
    """A phone page of `seat` is built (opened or reloaded) in the browser `device` (its cookie
    id). If no page of the seat is connected now, it takes the seat at once. Otherwise it takes
    it when its own connection opens (`seat_page_connected`): a page that was only fetched (a
    link preview, a tab closed while loading) takes nothing from the phone in use. A browser
    that lost the seat to another connected device does not take it back by reloading: its
    player taps **Gioca qui**. Returns whether the page is now the live one."""
    key = (session.game_id, seat)
    with _presence_lock:
        _page_device[client_id] = (key, device)
        _page_order[client_id] = next(_page_ids)
        if _live_here(key):
            _wants_seat.add(client_id)
            return False
    claim_seat(session, seat, client_id, device)
    return True


def seat_page_connected(session: Session, seat: int, client_id: str, *, first: bool) -> None:
    """A phone page's connection opened (`first`: for the first time). The newest page plays:
    on its first connection a page that asked for the seat (`open_seat`) takes it, unless its
    browser lost the seat to the device in use. On a later connection (a blip, a locked phone
    coming back) it takes the seat only if no other page of the seat is connected."""
    key = (session.game_id, seat)
    with _presence_lock:
        _live_clients.setdefault(key, set()).add(client_id)
        device = _page_device.get(client_id, (key, None))[1]
        wanted = client_id in _wants_seat
        _wants_seat.discard(client_id)
        live_here = _live_here(key, besides=client_id)
        displaced = device is not None and device in _displaced.get(key, ())
        take = not live_here or (first and wanted and not displaced)
    if take:
        claim_seat(session, seat, client_id, device)


def _live_here(key: tuple[str, int], besides: str | None = None) -> bool:
    """Whether the seat's live page is connected now (and is not `besides`). Under the lock."""
    live = _live_page.get(key)
    return live is not None and live != besides and live in _live_clients.get(key, ())


def _seat_page_deleted(client_id: str) -> None:
    """A phone page is gone for good. If it was the seat's live page, another connected page
    of the seat takes over (the newest connected one), so the seat is not left silenced."""
    with _presence_lock:
        key, _device = _page_device.pop(client_id, (None, None))
        _wants_seat.discard(client_id)
        if key is None or _live_page.get(key) != client_id:
            return
        others = [c for c in _live_clients.get(key, ()) if c != client_id and c in _page_device]
        if not others:
            return
        heir = max(others, key=lambda c: _page_order.get(c, 0))
        heir_device = _page_device[heir][1]
    session = registry.get(key[0]) if registry is not None else None
    if session is not None:
        claim_seat(session, key[1], heir, heir_device)


def claim_seat(session: Session, seat: int, client_id: str, device: str | None = None) -> None:
    """The page `client_id` (in browser `device`) becomes the seat's live device: the only one
    that acts and counts down. The other pages of the seat are woken and say that the seat is
    open elsewhere; a browser that lost the seat this way does not take it back by reloading
    (`open_seat`), only by **Gioca qui**."""
    key = (session.game_id, seat)
    with _presence_lock:
        if _live_page.get(key) == client_id:
            return
        old = _live_device.get(key)
        displaced = _displaced.setdefault(key, set())
        if old is not None and old != device:
            displaced.add(old)
        displaced.discard(device)
        _live_page[key] = client_id
        _live_device[key] = device
        listeners = list(_seat_listeners.get(key, {}).values())
    _call_all(listeners)
    _notify_presence(session.game_id)


def is_live(session: Session, seat: int, client_id: str) -> bool:
    """Whether `client_id` is the seat's live page."""
    with _presence_lock:
        return _live_page.get((session.game_id, seat)) == client_id


def browser_id() -> str | None:
    """The current browser's id (NiceGUI's per-browser cookie storage), or None. Read it while
    a page is built."""
    try:
        value = app.storage.browser.get("id")
    except Exception:  # no request context / storage
        return None
    return value if isinstance(value, str) else None


# --------------------------------------------------------------- notices on the phone
def dismiss_notice(session: Session, seat: int, notice_ids: Any) -> None:
    """The seat's player closed these notices (already stored: `Session.close_notices`): wake
    the seat's screens, which stop showing them."""
    with _presence_lock:
        listeners = list(_seat_listeners.get((session.game_id, seat), {}).values())
    _call_all(listeners)


# ------------------------------------------------------------------ how long we wait
def waiting_since(session: Session, key: tuple) -> float:
    """The monotonic time since when the game has been in the situation `key` (e.g. the sealed
    bids of one lawsuit): the host's monitor offers to skip a silent bidder after a while."""
    now = time.monotonic()
    with _presence_lock:
        seen = _phase_since.get(session)
        if seen is None or seen[0] != key:
            _phase_since[session] = seen = (key, now)
        return seen[1]


# ------------------------------------------------------------ Annulla, for every tab of a seat
def cancel_auto(session: Session, seat: int, decision: int, situation: Any = None) -> None:
    """**Annulla** pressed on a page of `seat` for the routine move of `decision`: no page of that
    seat runs it, nor runs it again while the seat's `situation` stays the same (the turn and the
    choices on offer: a vote, the player's own or another's, gives a new decision number but
    changes nothing the player said no to). Wakes the seat's pages so they stop the countdown."""
    with _presence_lock:
        _auto_cancels.setdefault(session, {})[seat] = (decision, situation)
        listeners = list(_seat_listeners.get((session.game_id, seat), {}).values())
    _call_all(listeners)


def _call_all(listeners: list[Callable[[], None]]) -> None:
    for cb in listeners:
        try:
            cb()
        except Exception:
            log.warning("seat listener failed", exc_info=True)


def auto_cancelled(session: Session, seat: int, decision: int | None, situation: Any = None) -> bool:
    """Whether **Annulla** was pressed (on any page of `seat`) for the routine move of `decision`,
    or in the same `situation` (see `cancel_auto`)."""
    with _presence_lock:
        got = _auto_cancels.get(session, {}).get(seat)
    if got is None or decision is None:
        return False
    return got[0] == decision or (situation is not None and got[1] == situation)


def _notify_presence(game_id: str) -> None:
    with _presence_lock:
        listeners = list(_presence_listeners.get(game_id, {}).values())
    for cb in listeners:
        try:
            cb()
        except Exception:
            log.warning("presence listener failed", exc_info=True)


# ---------------------------------------------------------------------- page updates
# A page subscribed with `first=False` (phones) runs its update this many event-loop turns after
# a change, so that the pages subscribed with `first=True` (the monitor) have run theirs and their
# message has left (NiceGUI's outbox loop, Socket.IO and the websocket writer each need turns).
# The work is the same; only the order changes, so the room's screen is not queued behind the
# phones. Traced on 2026-11-30 (1 game): with 6 turns the monitor's bytes still reached the
# websocket p50 19 ms after its emit, behind the phones' updates; with 30, 0.7 ms.
DEFER_TURNS = 30
# A page update reads the game under its lock. When a worker thread holds that lock (storing an
# action: the SQLite commit waits for the disk), the update waits a little on the loop's timer
# instead of blocking the event loop, and with it every other game's screens.
LOCK_RETRY_DELAY = 0.004   # seconds
LOCK_RETRIES = 50          # then read anyway (blocking): an update is never dropped


def subscribe_page(session: Session, callback: Callable[[], Any], *,
                   first: bool = False, seat: int | None = None) -> Callable[[], None]:
    """Subscribe a page closure to `session`; returns the unsubscribe function.

    `first=True` (the monitor): updated as soon as the loop can; the others a few loop turns
    later (`DEFER_TURNS`), after the first ones' messages are sent. `seat` (a phone page): the
    page is also woken by `cancel_auto` for that seat.

    Call inside the page function (it reads `context.client`). `callback()` (sync or async) runs
    on the event loop inside the page's client context after every change; several changes
    arriving together give one call, which always reads the latest state: an update is never
    dropped, only merged or delayed (while another thread holds the game's lock, a few ms at a
    time). Runs nothing once the client is deleted, and unsubscribes itself on client delete.
    Safe to trigger from any thread (bots and taps store their actions in worker threads).
    """
    client = context.client
    loop = core.loop
    pending = threading.Event()

    def run_update(retries: int = LOCK_RETRIES) -> None:
        if client.is_deleted:
            pending.clear()
            return
        if retries > 0 and not _lock_free(session):
            try:   # still pending: changes arriving meanwhile are read by this same update
                (loop or core.loop).call_later(LOCK_RETRY_DELAY, run_update, retries - 1)
                return
            except (RuntimeError, AttributeError):  # loop closed (shutdown)
                pass
        pending.clear()
        try:
            with client:
                result = callback()
            if inspect.isawaitable(result):
                async def _await() -> None:
                    with client:
                        await result
                background_tasks.create(_await(), name=f"page update {session.game_id}")
        except Exception:
            log.exception("page update of game %s failed", session.game_id)

    def later(turns: int) -> None:
        if turns <= 0 or client.is_deleted:
            run_update()
            return
        try:
            (loop or core.loop).call_soon(later, turns - 1)
        except (RuntimeError, AttributeError):  # loop closed (shutdown)
            pass

    turns = 0 if first else DEFER_TURNS

    def listener() -> None:
        if client.is_deleted or pending.is_set():
            return
        pending.set()
        target = loop or core.loop
        if target is None:
            return
        try:
            if _on_loop_thread(target):
                target.call_soon(later, turns)
            else:
                target.call_soon_threadsafe(later, turns)
        except RuntimeError:  # loop closed (shutdown)
            pass

    unsubscribe_session = session.subscribe(listener)
    key = next(_presence_ids)
    with _presence_lock:
        _presence_listeners.setdefault(session.game_id, {})[key] = listener
        if seat is not None:
            _seat_listeners.setdefault((session.game_id, seat), {})[key] = listener

    def unsubscribe() -> None:
        unsubscribe_session()
        with _presence_lock:
            _presence_listeners.get(session.game_id, {}).pop(key, None)
            if seat is not None:
                mine = _seat_listeners.get((session.game_id, seat))
                if mine is not None:
                    mine.pop(key, None)
                    if not mine:
                        del _seat_listeners[(session.game_id, seat)]

    client.on_delete(unsubscribe)
    return unsubscribe


def _lock_free(session: Session) -> bool:
    """Whether this thread can take the game's lock now (without waiting for it)."""
    if session.lock.acquire(blocking=False):
        session.lock.release()
        return True
    return False


def _on_loop_thread(loop: asyncio.AbstractEventLoop) -> bool:
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False


# ------------------------------------------------------------------------ bot pacing
def bots_available() -> bool:
    return importlib.util.find_spec("billionaire.bots") is not None


def bot_step(session: Session) -> bool:
    """One bot move for `session` (blocking: call from a worker thread). Returns whether it moved.

    Uses `Session.bot_step` (billionaire.bots). Until that module exists, a stand-in picks a
    random legal choice (never a vote), so bots-only games still run.
    """
    if session.finished:
        return False
    if bots_available():
        return session.bot_step()
    with session.lock:
        seat = session.bot_to_move()
        if seat is None:
            return False
        options = [c for c in session.game.choices(seat) if c.kind != "vote"]
        if not options:
            return False
        ends = [c for c in options if c.kind == "pay_tax"]
        choice = ends[0] if ends else _fallback_rng.choice(options)
        action = choice.action(_fallback_rng.randint(*choice.amount)) if choice.amount else choice.action()
        decision = session.decision_for(seat)
    return session.submit(seat, action, decision, as_bot=True) is None


# ------------------------------------------------------------ a bot for a phone away
_phone_seen: dict[tuple[str, int], float] = {}     # (game id, seat) -> when its phone was last seen
_turn_since: dict[tuple[str, int], tuple[int, float]] = {}   # -> (decision, since when it waits)


def away_minutes(session: Session) -> float | None:
    """The table's setting: after how many minutes away on its turn a bot plays a seat (None:
    never, the default)."""
    minutes = session.game.setup.get("away_minutes")
    return float(minutes) if isinstance(minutes, (int, float)) and not isinstance(minutes, bool) \
        and minutes > 0 else None


def away_check(session: Session, now: float | None = None) -> list[tuple[int, str]]:
    """What the away setting asks for now: (seat, "in") for a seat whose phone has been away for
    the set minutes while the seat had to decide, (seat, "back") for a seat a bot plays because
    its phone was away and whose phone is back. Pure reading (the tick does the rest)."""
    limit = away_minutes(session)
    now = time.monotonic() if now is None else now
    out: list[tuple[int, str]] = []
    for seat in session.tokens:
        key = (session.game_id, seat)
        connected = phone_connected(session, seat)
        if connected or key not in _phone_seen:
            _phone_seen[key] = now            # a phone never seen counts from when we first look
        why = session.stood_in(seat)
        if why == "away":
            if connected:
                out.append((seat, "back"))
            continue
        if limit is None or why or connected:
            continue
        with session.lock:
            game = session.game
            deciding = not game.over and any(c.kind != "vote" for c in game.choices(seat))
            decision = session.decision_for(seat)
        if not deciding:
            _turn_since.pop(key, None)
            continue
        seen = _turn_since.get(key)
        if seen is None or seen[0] != decision:
            _turn_since[key] = seen = (decision, now)
        if now - max(seen[1], _phone_seen[key]) >= limit * 60:
            out.append((seat, "in"))
    return out


def _away_step(session: Session) -> None:
    """Blocking (the log is stored): call from a worker thread."""
    for seat, what in away_check(session):
        if what == "back":
            session.phone_back(seat)
        else:
            error = session.away_stand_in(seat)
            if error:
                log.warning("game %s: no bot for the away seat G%s: %s", session.game_id, seat, error)


async def _bot_tick(reg: Registry) -> None:
    for session in reg.sessions():
        if session.finished:
            continue
        if session.tokens and (away_minutes(session) or any(session.stood_in(s) == "away" for s in session.tokens)):
            try:
                await run.io_bound(_away_step, session)
            except Exception:
                log.warning("away check of game %s failed", session.game_id, exc_info=True)
        try:
            # A quick look on the loop when the game's lock is free; when a worker holds it (an
            # action being stored), the worker thread of the step waits for it, not the loop.
            if _lock_free(session) and session.bot_to_move() is None:
                continue
            await run.io_bound(bot_step, session)
        except Exception:
            log.warning("bot step of game %s failed", session.game_id, exc_info=True)


async def _bot_loop() -> None:
    reg = registry
    while reg is not None and reg is registry:  # a new configure() (tests) retires this loop
        await asyncio.sleep(max(0.02, config.bot_delay))
        if reg is not registry:
            break
        try:
            await _bot_tick(reg)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.warning("bot loop tick failed", exc_info=True)


def _start_bot_loop() -> None:
    global _bot_task
    _bot_task = background_tasks.create(_bot_loop(), name="bot pacing")


def _stop_bot_loop() -> None:
    global _bot_task
    if _bot_task is not None:
        _bot_task.cancel()
        _bot_task = None
