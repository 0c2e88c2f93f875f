"""**Annulla** stops a routine move, in real Chromium.

A countdown only runs when the routine move has company that does not hold it (a card in hand, kg
to sell...): a game played from the phones may go for minutes without one. So the game is
arranged: created on the setup page, then replaced (server stopped) by one the bots played until
the human seat faces a countdown; the restarted server restores it and the phone opens on it.
The countdown is 3 s, long enough for the tap to land first on a loaded machine.
"""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect, sync_playwright

from billionaire import bots
from billionaire.engine import Game, SeatSpec
from billionaire.randomplay import acting_seats
from billionaire.store import Store
from pages.autoaction import pick_auto
from tests.browser.monitor_kit import _Stored
from tests.serverkit import AppServer, create_game_via_setup, launch_chromium

pytestmark = pytest.mark.browser

AUTO_DELAY = 3.0
HUMAN = 1   # the setup page's first seat


def _counts_down(game: Game) -> bool:
    """The human must decide, and the phone would count down (not run at once, not wait)."""
    if game.over or HUMAN not in acting_seats(game):
        return False
    choice, at_once = pick_auto(game.choices(HUMAN))
    return choice is not None and not at_once


def _arranged(record) -> Game:
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in record.setup["seats"]]
    for seed in range(1, 100):
        game = Game.new(seed, seats, starting_cash=record.setup["starting_cash"])
        for _ in range(2000):
            if game.over:
                break
            if len(game.log) > 20 and _counts_down(game):
                return game
            seat = acting_seats(game)[0]
            game.apply(seat, bots.choose_action(game, seat))
    raise AssertionError("no bot game gave the human a countdown")


@pytest.fixture(scope="module")
def phone(tmp_path_factory):
    """The human's phone on a restored game where its routine move is about to count down."""
    server = AppServer(tmp_path_factory.mktemp("annulla") / "data", bot_delay=60,
                       auto_delay=AUTO_DELAY, extra_args=["--screen-grace", "0.2"]).start()
    pw = sync_playwright().start()
    chromium = launch_chromium(pw)
    try:
        host = chromium.new_context(viewport={"width": 1280, "height": 720}, locale="it-IT").new_page()
        game_id = create_game_via_setup(host, server.url, ["Anna"], ["Bot 1", "Bot 2"])
        server.kill()
        store = Store(server.data / "billionaire.sqlite3")
        try:
            record = next(r for r in store.load_all() if r.game_id == game_id)
            game = _arranged(record)
            store.save_game(_Stored(record, game))
        finally:
            store.close()
        server.start()
        ctx = chromium.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                                   is_mobile=True, has_touch=True, locale="it-IT")
        page = ctx.new_page()
        page.goto(f"{server.url}/play/{record.tokens[HUMAN]}")
        monitor = host.context.new_page()
        monitor.goto(f"{server.url}/game/{game_id}")
        yield page, monitor
    finally:
        chromium.close()
        pw.stop()
        server.kill()


def _chronicle(monitor) -> str:
    """Every line of the monitor's chronicle (the newest alone can repeat: "G1 tira 1 e 6.")."""
    return "\n".join(monitor.locator(".chron-line").all_inner_texts())


def test_annulla_stops_the_countdown_and_the_choice_stays(phone):
    """The countdown shows with **Annulla**; a tap on it stops the move: well past the delay
    nothing has happened, the move is still there as a button, and tapping it runs it."""
    page, monitor = phone
    countdown = page.get_by_test_id("phone-countdown")
    expect(countdown).to_be_visible(timeout=20_000)
    label = countdown.inner_text().split(" tra ")[0]
    turn = page.get_by_test_id("phone-turn").inner_text()
    assert "Tocca a te" in turn
    page.get_by_test_id("annulla").click()
    expect(countdown).to_be_hidden(timeout=5_000)
    chronicle = _chronicle(monitor)
    time.sleep(AUTO_DELAY + 1.5)          # well past the countdown: nothing ran
    assert not countdown.is_visible()
    assert page.get_by_test_id("phone-turn").inner_text() == turn
    assert _chronicle(monitor) == chronicle
    button = page.locator('[data-testid^="choice-"]:visible', has_text=label).first
    expect(button).to_be_visible()
    button.click()                        # the player's own tap still runs it
    deadline = time.time() + 10
    while _chronicle(monitor) == chronicle and time.time() < deadline:
        time.sleep(0.2)
    assert _chronicle(monitor) != chronicle, label
