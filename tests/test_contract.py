"""The test contract (docs/testing.md): every test id it lists is on its page, shown, in the
state its "When" column names; and nothing the page shows uses a listed id for something else.

The states are reached as a person would (the setup page, the host's monitor, a phone), with
NiceGUI's simulated `User`: bots and routine moves wait (long delays), so the state stays put
while it is read.
"""
from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from nicegui import ui
from nicegui.testing import User

from billionaire.engine import Game, SeatSpec
from phone_kit import tap, until

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "testing.md"
ROW = re.compile(r"^\| `([a-z0-9{}_-]+)` \| .+ \| `([a-z-]+)` \|$")

pytest_plugins = ["nicegui.testing.user_plugin"]


def contract() -> dict[str, list[str]]:
    """State -> the test ids the document promises in it."""
    out: dict[str, list[str]] = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = ROW.match(line.strip())
        if m:
            out.setdefault(m.group(2), []).append(m.group(1))
    return out


def _pattern(testid: str) -> re.Pattern:
    return re.compile("^" + re.sub(r"\\\{[a-z]+\\\}", "[a-z0-9_]+", re.escape(testid)) + "$")


def _shown(element) -> bool:
    """Shown to the person: visible, inside visible parents, and any dialog around it open."""
    el = element
    while el is not None:
        if not el.visible:
            return False
        if isinstance(el, ui.dialog) and not el.value:
            return False
        el = el.parent_slot.parent if el.parent_slot is not None else None
    return True


def shown_ids(user: User) -> set[str]:
    return {str(e.props["data-testid"]) for e in user.client.elements.values()
            if e.props.get("data-testid") and _shown(e)}


def check(user: User, state: str, promised: dict[str, list[str]]) -> None:
    ids = shown_ids(user)
    missing = [t for t in promised[state] if not any(_pattern(t).match(i) for i in ids)]
    assert not missing, f"state {state!r}: not shown: {missing} (shown: {sorted(ids)})"


@pytest.fixture
async def user(tmp_path, monkeypatch):
    from nicegui.testing.user_simulation import user_simulation
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")      # the bots wait
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "30")     # the countdown waits
    monkeypatch.setenv("BILLIONAIRE_TAP_GRACE", "0")     # taps right after a render count (test_phone_page: the grace)
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")
    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u


def _seed_with_destinations() -> int:
    """A seed whose first roll leaves G1 a choice of destinations (the `move-{n}` buttons)."""
    seats = [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)]
    for seed in range(1, 200):
        g = Game.new(seed, seats, 10_000)
        g.apply(1, {"kind": "roll"})
        if len(g.state.turn.destinations) >= 2 and any(c.kind == "move" for c in g.choices(1)):
            return seed
    raise AssertionError("no seed gives a choice of destinations")


def _arrange(session, wanted) -> None:
    """Put the game (in this process) where the bots, playing every seat from the start, first
    make `wanted(game)` true: a state a test would otherwise wait minutes for."""
    from billionaire import bots
    from billionaire.randomplay import acting_seats
    from pages import runtime
    setup = session.game.setup
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]]
    for seed in range(1, 100):
        game = Game.new(seed, seats, setup["starting_cash"])
        for _ in range(2000):
            if game.over:
                break
            if len(game.log) > 5 and wanted(game):
                with session.lock:
                    session.game = game
                    session.store.save_game(session)     # the stored log is this game's
                runtime.forget_public_view(session.game_id)
                session._notify()
                return
            seat = acting_seats(game)[0]
            game.apply(seat, bots.choose_action(game, seat))
    raise AssertionError("the bots never reached the state")


def _world_turn(game) -> bool:
    return game.state.current == 1 and game.state.player(1).board == "world" and not game.over


def _counts_down(game) -> bool:
    from billionaire.randomplay import acting_seats
    from pages.autoaction import pick_auto
    if game.over or 1 not in acting_seats(game):
        return False
    choice, at_once = pick_auto(game.choices(1))
    return choice is not None and not at_once


async def _title(user: User, wanted: str) -> None:
    for _ in range(6):
        if any(e.text == wanted for e in user.find(ui.label).elements):
            return
        user.find(marker="board_next").click()
        await asyncio.sleep(0.05)
    raise AssertionError(f"the arrows never led to {wanted}")


def test_the_document_lists_every_state_and_id_once():
    promised = contract()
    assert set(promised) == {"setup", "setup-af", "monitor", "host", "qr", "seat-dialog", "stood-in", "end-dialog",
                             "charts", "over", "debrief", "watch", "phone", "phone-turn", "phone-move",
                             "phone-confirm", "phone-world", "phone-zoom", "phone-countdown", "phone-over"}
    every = [t for ids in promised.values() for t in ids]
    assert len(every) == len(set(every)) and len(every) > 60


async def test_every_listed_test_id_is_on_its_page(user: User, monkeypatch) -> None:
    from pages import runtime
    promised = contract()
    monkeypatch.setattr(runtime.config, "seed", _seed_with_destinations())

    await user.open("/")
    check(user, "setup", promised)
    # the setup page with Alta Finanza chosen shows its own setting, then back to Billionaire
    for element in user.find(marker="game").elements:
        element.value = "alta_finanza"
    await asyncio.sleep(0.05)
    check(user, "setup-af", promised)
    for element in user.find(marker="game").elements:
        element.value = "billionaire"
    await asyncio.sleep(0.05)

    # the host creates a game with two humans and a bot: the monitor opens with the QR codes
    for element in user.find(marker="humans").elements:
        element.value = 2
    for element in user.find(marker="bots").elements:
        element.value = 1
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)
    [session] = runtime.get_registry().sessions()
    check(user, "monitor", promised)
    check(user, "host", promised)
    check(user, "qr", promised)

    user.find(marker="manage_2").click()
    check(user, "seat-dialog", promised)
    user.find(marker="stand_in_normale").click()
    await until(lambda: session.stood_in(2) == "host" and "stand-in-normale" not in shown_ids(user),
                timeout=20, what="the bot stands in and the dialog closes")
    user.find(marker="manage_2").click()
    check(user, "stood-in", promised)
    user.find(marker="give_back").click()
    await until(lambda: session.stood_in(2) is None, timeout=20, what="the seat given back")
    await user.should_see("il vecchio link non funziona più")

    await _title(user, "Grafici")
    check(user, "charts", promised)

    await user.open(f"/watch/{session.game_id}")
    check(user, "watch", promised)

    # G1's phone: its first turn (roll, with a countdown beside the flight)
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Le tue decisioni")
    check(user, "phone", promised)
    check(user, "phone-turn", promised)
    tap(user, "vote")
    check(user, "phone-confirm", promised)
    user.find(marker="no").click()
    tap(user, "choice-roll")
    await until(lambda: any(e["action"]["kind"] == "roll" for e in session.game.log), timeout=20, what="the roll")
    await until(lambda: any(i.startswith("move-") for i in shown_ids(user)), timeout=20, what="the destinations")
    check(user, "phone-move", promised)

    _arrange(session, _world_turn)
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Le tue decisioni")
    check(user, "phone-world", promised)
    user.find(marker="zoom").click()
    check(user, "phone-zoom", promised)
    _arrange(session, _counts_down)
    await user.open(f"/play/{session.tokens[1]}")
    await until(lambda: "phone-countdown" in shown_ids(user), timeout=20, what="the countdown")
    check(user, "phone-countdown", promised)

    # the host ends the game: ranking and debrief; the phone shows the result
    await user.open(f"/game/{session.game_id}")
    user.find(marker="end_game").click()
    check(user, "end-dialog", promised)
    user.find(marker="end_yes").click()
    await user.should_see(marker="debrief", retries=150)
    check(user, "over", promised)
    user.find(marker="debrief").click()
    await user.should_see("Momenti chiave")
    check(user, "debrief", promised)
    await user.open(f"/play/{session.tokens[1]}")
    await until(lambda: "phone-winner" in shown_ids(user), timeout=20, what="the phone's ranking")
    check(user, "phone-over", promised)
