"""Fast tests of the phone page (`/play/{token}`) with NiceGUI's simulated `User`.

The app is `app.py` itself (it reads `BILLIONAIRE_*` variables when simulated); games are created
straight through `pages.runtime.registry`.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from billionaire.choice import Choice
from billionaire.engine import SeatSpec

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(not (ROOT / "app.py").exists(), reason="app.py not there yet")


@pytest.fixture
async def user(tmp_path, monkeypatch, caplog):
    from nicegui.testing.user_simulation import user_simulation

    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")    # bots stay still during a test
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "30")   # no auto-action unless a test wants it
    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


def _new_game(seed: int = 7):
    from pages import runtime

    session = runtime.get_registry().create(
        [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)], 10_000, seed=seed)
    return session


def _all_texts(client) -> str:
    """Every text and prop value of every element the page holds (visible or not)."""
    out = []
    for el in list(client.elements.values()):
        out.append(str(getattr(el, "text", "")))
        out.append(str(getattr(el, "content", "")))
        out.append(repr(el._props))
    return "\n".join(out)


async def test_unknown_token_shows_clear_page(user):
    await user.open("/play/not-a-real-token")
    await user.should_see("Questo link non è più valido")
    await user.should_not_see("Il tuo obiettivo segreto")


async def test_released_token_is_refused(user):
    session = _new_game()
    old = session.tokens[1]
    new = session.release_seat(1, session.host_key)
    await user.open(f"/play/{old}")
    await user.should_see("Questo link non è più valido")
    await user.open(f"/play/{new}")
    await user.should_see("Il tuo obiettivo segreto")


async def test_phone_shows_own_objective_and_no_other_secret(user):
    session = _new_game()
    mine = session.game.private_view(1)
    other = session.game.private_view(2)
    assert mine["objective"]["text"] != other["objective"]["text"]
    client = await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Il tuo obiettivo segreto")
    await user.should_see(mine["objective"]["text"])
    for item in mine["objective"]["items"]:
        await user.should_see(item["text"])
    await user.should_see("Anna")
    await user.should_see("10.000 $")
    everything = _all_texts(client)
    assert other["objective"]["text"] not in everything
    for item in other["objective"]["items"]:
        if item["text"] not in [i["text"] for i in mine["objective"]["items"]]:
            assert item["text"] not in everything


async def test_stale_decision_is_refused_and_changes_nothing(user):
    session = _new_game()
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Tira i dadi")
    decision = session.decision_for(1)
    # The game moves on behind the page's back (another screen of the same seat rolled)...
    assert session.submit(1, {"kind": "roll"}, decision) is None
    log_len = len(session.game.log)
    # ...and this page taps its old button before its update arrives: refused, nothing changes.
    user.find(marker="choice-roll").click()
    await user.should_see("non vale più")
    assert len(session.game.log) == log_len
    # the page then follows the game: destinations with the monitor's numbers
    await user.should_see("Scegli dove andare")


async def test_confirm_asks_yes_no_then_submits(user):
    session = _new_game()
    await user.open(f"/play/{session.tokens[1]}")
    fly = next(c for c in session.game.choices(1) if c.kind == "fly")
    user.find(marker="choice-fly").click()
    await user.should_see("Sì")
    user.find(marker="no").click()
    assert session.game.log == []
    user.find(marker="choice-fly").click()
    user.find(marker="yes").click()
    assert session.game.log[-1]["action"] == fly.action()


async def test_vote_toggles_with_yes(user):
    session = _new_game()
    await user.open(f"/play/{session.tokens[2]}")
    user.find(marker="vote").click()
    user.find(marker="yes").click()
    assert session.game.state.player(2).vote is True
    await user.should_see("Hai votato per finire")
    user.find(marker="vote").click()
    user.find(marker="yes").click()
    assert session.game.state.player(2).vote is False


def test_pick_auto_rules():
    from pages.autoaction import pick_auto

    roll = Choice("roll", label="Tira i dadi", auto=True)
    fly = Choice("fly", {"to": "w6"}, label="Vola", confirm=True)
    vote = Choice("vote", {"yes": True}, label="Voto per finire", confirm=True)
    end = Choice("end_turn", label="Fine turno", auto=True)
    assert pick_auto([roll, fly, vote]) == (roll, False)      # countdown, Annulla possible
    assert pick_auto([end, vote]) == (end, True)              # only thing to do: at once
    assert pick_auto([fly, vote]) == (None, False)            # important: never automatic
    assert pick_auto([vote]) == (None, False)
    lone_pass = Choice("bid", {"target": None}, label="Non faccio offerte")
    assert pick_auto([lone_pass, vote]) == (lone_pass, True)
