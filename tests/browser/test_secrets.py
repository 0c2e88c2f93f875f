"""Nobody sees what is not theirs: every byte a browser receives, checked against the engine.

A game with 3 humans and 1 bot is created through the setup page (that browser is the host),
the monitor and each phone run in their own browser context, and every websocket frame and the
page HTML are recorded while the game advances (the bot plays, the phones tap). Afterwards the
stored log is replayed and, for every state, `private_view(seat)` says what each seat's secrets
were: objective, bonus cards, ledger lines, sealed bid. No other browser may have received any
of them (unless the same text was public at some point, or is one of that seat's own).
"""
from __future__ import annotations

import html as htmllib
import json
import random
import sqlite3
import time
from pathlib import Path

import pytest

from billionaire.engine import replay
from billionaire.money import fmt, signed
from tests.serverkit import AppServer, create_game_via_setup, launch_chromium

pytestmark = pytest.mark.browser

from playwright.sync_api import Error as PWError  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

NAMES = ("Anna", "Bruno", "Carla")
PHONE = {"width": 412, "height": 915}
MONITOR = {"width": 1600, "height": 900}
TARGET_ACTIONS = 30
PLAY_SECONDS = 20


# ------------------------------------------------------------------------------ recording
class Recorder:
    """Every websocket frame a page receives (as text), and its HTML snapshots."""

    def __init__(self, page, name: str) -> None:
        self.page = page
        self.name = name
        self.frames: list[str] = []
        self.html: list[str] = []
        page.on("websocket", self._on_ws)

    def _on_ws(self, ws) -> None:
        ws.on("framereceived", self._on_frame)

    def _on_frame(self, payload) -> None:
        if isinstance(payload, bytes):
            payload = payload.decode("utf-8", "replace")
        self.frames.append(payload)

    def snapshot(self) -> None:
        try:
            self.html.append(self.page.content())
        except PWError:
            pass

    def text(self) -> str:
        """Everything received, decoded: JSON strings unescaped, HTML entities resolved."""
        parts: list[str] = []
        for frame in self.frames:
            parts.append(frame)
            body = frame.lstrip("0123456789")
            try:
                parts.extend(_strings(json.loads(body)))
            except ValueError:
                pass
        for doc in self.html:
            parts.append(doc)
            parts.append(htmllib.unescape(doc.replace("&#36;", "$").replace("&#96;", "`")))
        return "\n".join(parts)


def _strings(value) -> list[str]:
    out: list[str] = []
    if isinstance(value, str):
        out.append(value)
        if value[:1] in "{[":
            try:
                out.extend(_strings(json.loads(value)))
            except ValueError:
                pass
    elif isinstance(value, dict):
        for k, v in value.items():
            out.append(str(k))
            out.extend(_strings(v))
    elif isinstance(value, list):
        for v in value:
            out.extend(_strings(v))
    return out


# --------------------------------------------------------------------------- the engine
def read_game(db_path: Path, game_id: str):
    db = sqlite3.connect(db_path, timeout=10)
    try:
        setup_json, host_key = db.execute(
            "SELECT setup_json, host_key FROM games WHERE game_id = ?", (game_id,)).fetchone()
        tokens = dict(db.execute("SELECT seat, token FROM seats WHERE game_id = ?", (game_id,)))
        log = [{"seat": s, "action": json.loads(a)} for s, a in db.execute(
            "SELECT seat, action_json FROM actions WHERE game_id = ? ORDER BY idx", (game_id,))]
    finally:
        db.close()
    return json.loads(setup_json), host_key, tokens, log


def _ints(value, out: set[int]) -> None:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            _ints(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _ints(v, out)


def _corpus_add(corpus: list[str], view: dict) -> None:
    corpus.append(json.dumps(view, ensure_ascii=False, default=repr))
    numbers: set[int] = set()
    _ints(view, numbers)
    corpus.extend(fmt(n) for n in numbers)
    corpus.extend(signed(n) for n in numbers)


def secrets_and_corpora(setup: dict, log: list[dict]):
    """Per seat: the secret strings it ever had; per screen (0 = monitor): what it may know."""
    seats = range(1, len(setup["seats"]) + 1)
    humans = [s for s in seats if not setup["seats"][s - 1]["bot"]]
    secret: dict[int, set[str]] = {s: set() for s in seats}
    corpus: dict[int, list[str]] = {s: [] for s in [0, *humans]}
    game = replay(setup, [])
    for k in range(len(log) + 1):
        public = game.public_view()
        for screen in corpus:
            _corpus_add(corpus[screen], public)
        for s in seats:
            pv = game.private_view(s)
            secret[s].add(pv["objective"]["text"])
            secret[s].update(item["text"] for item in pv["objective"]["items"])
            secret[s].update(card["text"] for card in pv["bonus"])
            secret[s].update(pv["ledger"])
            if pv["own_bid"]:
                secret[s].add(f"offerta segreta: {fmt(pv['own_bid']['amount'])}")
            if s in corpus:
                _corpus_add(corpus[s], pv)
        if k < len(log):
            game.apply(log[k]["seat"], log[k]["action"])
    return secret, {s: "\n".join(c) for s, c in corpus.items()}, game


# ------------------------------------------------------------------------------ driving
def _visible(page, selector: str):
    loc = page.locator(selector)
    out = []
    for i in range(loc.count()):
        try:
            if loc.nth(i).is_visible():
                out.append(loc.nth(i))
        except PWError:
            pass
    return out


def _step(page, rng: random.Random) -> bool:
    """Tap what a player could tap now (a random choice, then Sì); returns whether it tapped."""
    try:
        yes = _visible(page, '[data-testid="yes"]')
        if yes:
            yes[0].click(timeout=1500)
            return True
        if _visible(page, '[data-testid="phone-countdown"]'):
            return False          # an automatic move is about to run by itself
        buttons = _visible(page, '[data-testid^="move-"]') + \
            _visible(page, '[data-testid^="choice-"]')
        if not buttons:
            return False
        rng.choice(buttons).click(timeout=1500)
        return True
    except PWError:
        return False


# ------------------------------------------------------------------------------ fixture
class Played:
    pass


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    data = tmp_path_factory.mktemp("secrets") / "data"
    server = AppServer(data, bot_delay=0.05, auto_delay=0.3).start()
    p = Played()
    p.server = server
    p.db = data / "billionaire.sqlite3"
    pw = sync_playwright().start()
    browser = launch_chromium(pw)
    try:
        host_ctx = browser.new_context(viewport=MONITOR)
        m = host_ctx.new_page()
        monitor = Recorder(m, "monitor")
        p.game_id = create_game_via_setup(m, server.url, list(NAMES), ["Bot 1"])
        p.monitor_page = m
        p.host_ctx = host_ctx

        setup, host_key, tokens, _ = read_game(p.db, p.game_id)
        assert sorted(tokens) == [1, 2, 3]
        p.host_key, p.tokens = host_key, tokens
        phones: dict[int, Recorder] = {}
        for seat in (1, 2, 3):
            ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
            page = ctx.new_page()
            phones[seat] = Recorder(page, f"G{seat}")
            page.goto(f"{server.url}/play/{tokens[seat]}", wait_until="commit")
        # a spectator (the public watch link), opened in the host's own browser: it must get no
        # host control there either, and no secret
        w = host_ctx.new_page()
        w.set_viewport_size(PHONE)
        watcher = Recorder(w, "watch")
        w.goto(f"{server.url}/watch/{p.game_id}", wait_until="commit")
        p.watch_page = w
        for r in phones.values():
            expect(r.page.get_by_text("Il tuo obiettivo segreto")).to_be_visible(timeout=30_000)
        expect(w.get_by_text("Spettatore")).to_be_visible(timeout=30_000)
        for r in [monitor, watcher, *phones.values()]:
            r.snapshot()

        rng = random.Random(7)
        end = time.monotonic() + PLAY_SECONDS
        while time.monotonic() < end:
            for r in phones.values():
                _step(r.page, rng)
            if len(read_game(p.db, p.game_id)[3]) >= TARGET_ACTIONS:
                break
            time.sleep(0.05)
        time.sleep(0.5)      # let the last updates arrive
        for r in [monitor, watcher, *phones.values()]:
            r.snapshot()

        p.setup, _, p.tokens_after, p.log = read_game(p.db, p.game_id)
        p.secret, p.corpus, p.final = secrets_and_corpora(p.setup, p.log)
        p.seen = {0: monitor.text(), "watch": watcher.text(), **{s: r.text() for s, r in phones.items()}}
        p.frames = {0: len(monitor.frames), "watch": len(watcher.frames),
                    **{s: len(r.frames) for s, r in phones.items()}}
        p.corpus["watch"] = p.corpus[0]        # a spectator may know what the monitor shows
        p.browser = browser
        yield p
    finally:
        try:
            browser.close()
        finally:
            pw.stop()
            server.kill()


def _leaks(p, screen: int) -> list[tuple[int, str]]:
    own = p.secret.get(screen, set())
    found = []
    for other, texts in p.secret.items():
        if other == screen:
            continue
        for text in texts:
            if len(text) < 6 or text in own or text in p.corpus[screen]:
                continue        # also someone else's, or public at some point: not a secret
            if text in p.seen[screen]:
                found.append((other, text))
    return found


# -------------------------------------------------------------------------------- tests
def test_the_game_really_advanced_and_was_recorded(played):
    assert len(played.log) >= 15, f"only {len(played.log)} actions: the test proved little"
    assert {e["seat"] for e in played.log} >= {1, 2, 3, 4}, "every seat should have acted"
    assert all(n > 5 for n in played.frames.values()), played.frames
    # the recording works: each phone did receive its own objective
    game = replay(played.setup, [])
    for seat in (1, 2, 3):
        assert game.private_view(seat)["objective"]["text"] in played.seen[seat]
    # and there are secrets to protect
    assert all(played.secret[s] for s in (1, 2, 3, 4))


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_no_phone_receives_another_seats_secrets(played, seat):
    leaks = _leaks(played, seat)
    assert leaks == [], f"phone G{seat} received secrets of others: {leaks[:5]}"


def test_monitor_receives_no_secret(played):
    leaks = _leaks(played, 0)
    assert leaks == [], f"the monitor received secrets: {leaks[:5]}"


def test_a_spectator_receives_no_secret_and_no_control(played):
    leaks = _leaks(played, "watch")
    assert leaks == [], f"the spectator page received secrets: {leaks[:5]}"
    seen = played.seen["watch"]
    assert not [s for s, t in played.tokens.items() if t in seen], "a spectator got a seat link"
    for control in ("Libera il posto", "Termina la partita", "Elimina", "Fai giocare un bot", "Codici QR"):
        assert control not in seen, f"a spectator page got the host's {control!r}"
    # the monitor counts it
    expect(played.monitor_page.get_by_test_id("watchers")).to_have_text("1 spettatore", timeout=10_000)


def test_objectives_of_others_never_reach_a_phone(played):
    """The strongest secret, checked without any allowance: objective texts are dealt apart."""
    game = replay(played.setup, [])
    objective = {s: game.private_view(s)["objective"]["text"] for s in (1, 2, 3, 4)}
    for screen in (0, 1, 2, 3):
        for s, text in objective.items():
            if s != screen and text != objective.get(screen) and text not in played.corpus[screen]:
                assert text not in played.seen[screen], f"screen {screen} got G{s}'s objective"


def test_host_key_never_reaches_any_browser(played):
    for screen, seen in played.seen.items():
        assert played.host_key not in seen, f"screen {screen} received the host key"


def test_release_control_works_only_in_the_host_browser(played):
    url = f"{played.server.url}/game/{played.game_id}"
    # a stranger's browser (no host key in its storage) opening the monitor
    ctx = played.browser.new_context(viewport=MONITOR)
    try:
        page = ctx.new_page()
        stranger = Recorder(page, "stranger")
        page.goto(url)
        expect(page.locator(".p-name").first).to_be_visible(timeout=20_000)   # the players are shown
        page.keyboard.press("Escape")
        time.sleep(0.5)
        assert page.get_by_role("button", name="Posto").count() == 0
        assert page.get_by_text("Libera il posto e crea un nuovo QR").count() == 0
        stranger.snapshot()
        seen = stranger.text()
        assert "Libera il posto" not in seen
        assert "Termina la partita" not in seen     # humans play: only the host may end it
        # clicking around the players panel opens nothing that releases a seat
        for name in NAMES:
            try:
                page.get_by_text(name, exact=True).first.click(timeout=1000)
            except PWError:
                pass
        assert page.get_by_text("Libera il posto e crea un nuovo QR").count() == 0
    finally:
        ctx.close()
    # the host's own browser does have the control (so the check above means something)
    host = played.monitor_page
    host.keyboard.press("Escape")
    expect(host.get_by_role("button", name="Posto").first).to_be_attached(timeout=10_000)
    # nothing was released on the way
    assert read_game(played.db, played.game_id)[2] == played.tokens


def test_stranger_monitor_does_not_get_the_seat_links(played):
    """Anyone on the network can open `/` (which lists every game) and then the monitor: it
    must not hand out the phone links (the seat tokens) to a browser that is not the host."""
    ctx = played.browser.new_context(viewport=MONITOR)
    try:
        page = ctx.new_page()
        stranger = Recorder(page, "stranger")
        page.goto(f"{played.server.url}/")
        page.goto(f"{played.server.url}/game/{played.game_id}")
        expect(page.locator(".p-name").first).to_be_visible(timeout=20_000)   # the players are shown
        time.sleep(0.5)
        stranger.snapshot()
        seen = stranger.text()
    finally:
        ctx.close()
    leaked = [seat for seat, token in played.tokens.items() if token in seen]
    assert leaked == [], (f"a non-host browser received the phone links of seats {leaked}: "
                          "it can open those phones and read their secrets")
