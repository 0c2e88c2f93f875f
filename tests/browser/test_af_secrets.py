"""Alta Finanza's secret, the held Telex, reaches only its holder's phone: in real Chromium, every
websocket frame and the HTML of the host's monitor, a stranger's monitor, a spectator page and
the other phone are recorded while the game runs (two humans tap, a bot plays), until a human
holds a Telex. Then its words (headline and effect) must be on the holder's phone and on no other
screen, unless that card was public before (a revealed card goes back under the holder's pile
and may be drawn again). The seats' links and the host key reach only where they belong.
"""
from __future__ import annotations

import random
import re
import time

import pytest
from playwright.sync_api import Error as PWError
from playwright.sync_api import expect, sync_playwright

from billionaire.alta_finanza import texts
from billionaire.alta_finanza.engine import replay
from tests.browser.test_secrets import Recorder, read_game
from tests.serverkit import AppServer, fill_setup, launch_chromium

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
MONITOR = {"width": 1280, "height": 720}
PLAY_SECONDS = 90


def _tap(page, rng: random.Random) -> None:
    """What a player could tap now: a decision (a trade of one share, a loan...), then Sì."""
    try:
        yes = page.locator("[data-testid='yes']:visible")
        if yes.count():
            yes.first.click(timeout=1500)
            return
        buttons = page.locator("[data-testid^='af-choice-']:visible")
        shown = buttons.count()  # counted once: the buttons may go between two counts
        if shown:
            buttons.nth(rng.randrange(shown)).click(timeout=1500)
    except PWError:
        pass


def _public_texts(setup: dict, log: list[dict]) -> str:
    """Every Telex text that was public at some point of the game (revealed, on the monitor)."""
    game = replay(setup, [])
    out = []
    for entry in log:
        game.apply(entry["seat"], entry["action"])
        last = game.state.last_telex
        if last:
            out.append(last["id"])
    w = texts.words("it")
    return "\n".join(f"{w.telex(i)}\n{w.telex_headline(i)}" for i in set(out))


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    data = tmp_path_factory.mktemp("af-secrets") / "data"
    server = AppServer(data, bot_delay=0.05, auto_delay=0.3).start()
    pw = sync_playwright().start()
    browser = launch_chromium(pw)
    try:
        host = browser.new_context(viewport=MONITOR).new_page()
        monitor = Recorder(host, "monitor")
        host.goto(server.url + "/")
        host.get_by_test_id("setup-game").click()
        host.get_by_role("option", name="Alta Finanza").click()
        expect(host.get_by_test_id("setup-target")).to_be_visible()
        fill_setup(host, ["Anna", "Bruno"], 1)
        time.sleep(0.5)
        host.get_by_role("button", name="Crea la partita").click()
        host.wait_for_url(re.compile(r"/game/"), timeout=20_000)
        game_id = host.url.rstrip("/").split("/game/")[1]
        db = data / "billionaire.sqlite3"
        setup, host_key, tokens, _ = read_game(db, game_id)
        assert setup["game"] == "alta_finanza" and sorted(tokens) == [1, 2]

        screens = {"monitor": monitor}
        stranger = browser.new_context(viewport=MONITOR).new_page()
        screens["stranger"] = Recorder(stranger, "stranger")
        stranger.goto(f"{server.url}/game/{game_id}", wait_until="commit")
        watcher = browser.new_context(viewport=PHONE).new_page()
        screens["watch"] = Recorder(watcher, "watch")
        watcher.goto(f"{server.url}/watch/{game_id}", wait_until="commit")
        phones = {}
        for seat in (1, 2):
            page = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
            phones[seat] = screens[seat] = Recorder(page, f"G{seat}")
            page.goto(f"{server.url}/play/{tokens[seat]}", wait_until="commit")
        for seat, r in phones.items():
            expect(r.page.get_by_test_id("af-decisions")).to_be_visible(timeout=30_000)

        rng = random.Random(5)
        held: dict[int, str] = {}
        end = time.monotonic() + PLAY_SECONDS
        while time.monotonic() < end:
            for r in phones.values():
                _tap(r.page, rng)
            setup, _, _, log = read_game(db, game_id)
            game = replay(setup, log)
            held = {p.seat: p.telex for p in game.state.players if p.telex and p.seat in tokens}
            if held or game.over:
                break
            time.sleep(0.1)
        time.sleep(1.0)                 # the last updates arrive
        for r in screens.values():
            r.snapshot()
        setup, _, tokens_after, log = read_game(db, game_id)
        game = replay(setup, log)
        held = {p.seat: p.telex for p in game.state.players if p.telex and p.seat in tokens}
        yield {"held": held, "seen": {k: r.text() for k, r in screens.items()}, "host_key": host_key,
               "tokens": tokens_after, "public": _public_texts(setup, log), "log": log}
    finally:
        browser.close()
        pw.stop()
        server.kill()


def test_a_held_telex_reaches_only_its_holders_phone(played):
    held = played["held"]
    assert held, "no human held a Telex: the test proved nothing (play longer)"
    w = texts.words("it")
    for seat, card in held.items():
        secret = w.telex(card)
        assert secret in played["seen"][seat], "the holder's phone does not show its Telex"
        if secret in played["public"]:
            continue                      # this card was revealed once before: public then
        for screen, seen in played["seen"].items():
            if screen != seat:
                assert secret not in seen and w.telex_headline(card) not in seen, \
                    f"{screen} received G{seat}'s Telex"


def test_links_and_the_host_key_stay_where_they_belong(played):
    for screen, seen in played["seen"].items():
        assert played["host_key"] not in seen, f"{screen} received the host key"
        for seat, token in played["tokens"].items():
            if screen not in ("monitor", seat):
                assert token not in seen, f"{screen} received G{seat}'s phone link"
