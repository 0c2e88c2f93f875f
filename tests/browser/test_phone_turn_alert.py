"""The phone's turn alert in real Chromium: the tab's title and the `role="status"` line change
when the turn comes and change back once it has passed, the sound fires once (not on the first
load), nothing reaches the console, and muting sticks across a reload.

The game is arranged like `test_phone_annulla.py`'s: created on the setup page with two humans,
then replaced (server stopped) by one the bots played until Anna (G1) has only **Fine turno**
left, and Bruno's (G2) next turn ends, with the taps chosen below, without anybody else having
to decide. Moves never run by themselves here (a 60 s countdown): the test taps every move.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect, sync_playwright

from billionaire import bots
from billionaire.engine import Game, SeatSpec, replay
from billionaire.randomplay import acting_seats
from billionaire.store import Store
from tests.browser.monitor_kit import _Stored
from tests.serverkit import AppServer, create_game_via_setup, launch_chromium

pytestmark = pytest.mark.browser

BASE = "Billionaire: il tuo telefono"
TURN = "● Tocca a te – Billionaire"
SIMPLE = ("end_turn", "move", "roll", "skip_extraction", "decline", "stay")


def _only_end_turn(game: Game) -> bool:
    kinds = [c.kind for c in game.choices(1) if c.kind != "vote"]
    return game.state.current == 1 and kinds == ["end_turn"] and acting_seats(game) == [1]


def _tap_for(game: Game, seat: int) -> tuple[str, dict] | None:
    """The phone button a player would tap to get on with the turn: (test id, action)."""
    choices = [c for c in game.choices(seat) if c.kind != "vote" and not c.confirm and c.amount is None]
    for kind in SIMPLE:
        found = sorted((c for c in choices if c.kind == kind), key=lambda c: c.number or 0)
        if kind == "move" and found:
            return f"move-{found[0].number}", found[0].action()
        if len(found) == 1:
            return f"choice-{kind}", found[0].action()
    return None


def _bruno_taps(game: Game) -> list[str] | None:
    """Play Anna's end of turn and Bruno's turn on a copy; the taps, if simple all the way."""
    trial = replay(game.setup, list(game.log))
    trial.apply(1, next(c for c in trial.choices(1) if c.kind == "end_turn").action())
    taps = []
    for _ in range(8):
        if trial.state.current != 2:
            return taps
        if acting_seats(trial) != [2]:
            return None
        tap = _tap_for(trial, 2)
        if tap is None:
            return None
        taps.append(tap[0])
        trial.apply(2, tap[1])
    return None


def _arranged(record) -> tuple[Game, list[str]]:
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in record.setup["seats"]]
    for seed in range(1, 200):
        game = Game.new(seed, seats, starting_cash=record.setup["starting_cash"])
        for _ in range(400):
            if game.over:
                break
            if len(game.log) > 8 and _only_end_turn(game):
                taps = _bruno_taps(game)
                if taps and taps[-1] == "choice-end_turn":
                    return game, taps
            seat = acting_seats(game)[0]
            game.apply(seat, bots.choose_action(game, seat))
    raise AssertionError("no bot game left Anna with only «Fine turno» and Bruno a simple turn")


@pytest.fixture(scope="module")
def phones(tmp_path_factory):
    server = AppServer(tmp_path_factory.mktemp("alert") / "data", bot_delay=60, auto_delay=60).start()
    pw = sync_playwright().start()
    chromium = launch_chromium(pw)
    try:
        host = chromium.new_context(viewport={"width": 1280, "height": 720}).new_page()
        game_id = create_game_via_setup(host, server.url, ["Anna", "Bruno"], [])
        server.kill()
        store = Store(server.data / "billionaire.sqlite3")
        try:
            record = next(r for r in store.load_all() if r.game_id == game_id)
            game, taps = _arranged(record)
            store.save_game(_Stored(record, game))
        finally:
            store.close()
        server.start()
        pages, errors = [], []
        for seat in (1, 2):   # each phone its own browser (its own stored choices)
            ctx = chromium.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
            page = ctx.new_page()
            page.on("console", lambda m, s=seat: errors.append(f"G{s}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e, s=seat: errors.append(f"G{s}: {e}"))
            page.goto(f"{server.url}/play/{record.tokens[seat]}")
            expect(page.get_by_test_id("phone-decisions")).to_be_visible(timeout=20_000)
            pages.append(page)
        yield pages[0], pages[1], taps, errors, server
    finally:
        chromium.close()
        pw.stop()
        server.kill()


def _status(page) -> str:
    return page.locator('[role="status"]').first.text_content() or ""


def _alerts(page) -> int:
    return page.evaluate("window.blAlerts")


def test_title_and_status_change_when_the_turn_comes_and_back_when_it_passes(phones):
    anna, bruno, taps, errors, _ = phones
    # first load: Anna's decision was already there, so her title says it, without a sound
    expect(anna).to_have_title(TURN)
    assert _alerts(anna) == 0
    expect(bruno).to_have_title(BASE)
    assert _status(bruno) == "Tocca a G1 Anna."
    assert bruno.locator('[role="status"]').first.get_attribute("aria-live") == "polite"

    anna.get_by_test_id("choice-end_turn").click()
    expect(bruno).to_have_title(TURN, timeout=10_000)
    expect(bruno.locator('[role="status"]').first).to_have_text("Tocca a te.")
    expect(anna).to_have_title(BASE, timeout=10_000)
    assert _alerts(bruno) == 1
    assert _status(anna) == "Tocca a G2 Bruno."

    for test_id in taps:    # Bruno plays his turn: one alert for the whole turn
        button = bruno.locator(f'[data-testid="{test_id}"]:visible')
        expect(button).to_be_enabled(timeout=10_000)
        button.click()
    expect(bruno).to_have_title(BASE, timeout=10_000)
    expect(bruno.locator('[role="status"]').first).to_have_text("Tocca a G1 Anna.")
    assert _alerts(bruno) == 1
    expect(anna).to_have_title(TURN, timeout=10_000)
    assert _alerts(anna) == 1                     # Anna's turn came back: her phone alerted once
    assert not errors, errors                     # no refused play() or vibrate() in the console


def test_the_sound_is_served_by_the_app_itself(phones):
    anna, _, _, _, server = phones
    response = anna.request.get(f"{server.url}/sound/turn.wav")
    assert response.status == 200
    assert response.headers["content-type"] == "audio/wav"
    assert response.body()[:4] == b"RIFF"


def test_muting_is_remembered_after_a_reload(phones):
    _, bruno, _, errors, _ = phones
    switch = bruno.get_by_test_id("alert-sound")
    expect(switch).to_have_attribute("aria-checked", "true")
    switch.click()
    expect(switch).to_have_attribute("aria-checked", "false")
    bruno.wait_for_timeout(300)    # the change reaches the server
    bruno.reload()
    expect(bruno.get_by_test_id("phone-decisions")).to_be_visible(timeout=20_000)
    expect(bruno.get_by_test_id("alert-sound")).to_have_attribute("aria-checked", "false")
    expect(bruno).to_have_title(BASE)
    assert not errors, errors
