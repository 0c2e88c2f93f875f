"""The phone's turn alert (`pages/phone_alert.py`) with NiceGUI's simulated `User`: the title,
the status line, the sound once per new decision (not on the first load), the mute switch."""
from __future__ import annotations

import io
import wave
from pathlib import Path

import pytest

from billionaire.engine import SeatSpec
from phone_kit import page_of, tap, until

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
async def user(tmp_path, monkeypatch, caplog):
    from nicegui.testing.user_simulation import user_simulation

    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")    # bots stay still during a test
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "30")   # no auto-action unless a test wants it
    monkeypatch.setenv("BILLIONAIRE_TAP_GRACE", "0")     # taps right after a render count (test_phone_page: the grace)
    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


def _new_game():
    from pages import runtime
    from rules_kit import put

    session = runtime.get_registry().create([SeatSpec("Anna"), SeatSpec("Bruno")], 10_000, seed=7)
    put(session.game, 1, "c3")    # a plain street: rolling is G1's only decision
    return session


def _play_turn(session, seat: int) -> None:
    """Play `seat`'s turn to its end from outside the page (another screen of the seat)."""
    for _ in range(40):
        if session.game.state.current != seat:
            return
        choices = [c for c in session.game.choices(seat) if c.kind != "vote"]
        pick = next((c for c in choices if c.kind == "end_turn"), None) or \
            next((c for c in choices if c.kind in ("roll", "move", "skip_extraction", "decline")), choices[0])
        assert session.submit(seat, pick.action(), session.decision_for(seat)) is None
    raise AssertionError("the turn did not end")


async def test_title_and_status_follow_the_turn_and_the_sound_comes_once(user):
    session = _new_game()
    client = await user.open(f"/play/{session.tokens[2]}")   # Bruno waits for Anna
    page = page_of(client)
    await user.should_see("Le tue decisioni")
    assert client.title == "Billionaire: il tuo telefono"
    assert page.alert.status.text == "Tocca a G1 Anna."
    assert page.alert.status.props["role"] == "status"
    _play_turn(session, 1)
    await until(lambda: page.alert.beeps == 1, what="the alert when Bruno's turn comes")
    assert client.title == "● Tocca a te – Billionaire"
    assert page.alert.status.text == "Tocca a te."
    # more steps of the same turn: no new alert
    steps = len(session.game.log)
    tap(user, "choice-roll")
    await until(lambda: len(session.game.log) > steps)
    await until(lambda: page.pv.get("decision") == session.decision_for(2))
    assert page.alert.beeps == 1
    _play_turn(session, 2)
    await until(lambda: client.title == "Billionaire: il tuo telefono", what="the title back")
    assert page.alert.status.text == "Tocca a G1 Anna."
    assert page.alert.beeps == 1


async def test_a_decision_already_there_sets_the_title_without_a_sound(user):
    session = _new_game()
    client = await user.open(f"/play/{session.tokens[1]}")
    page = page_of(client)
    await user.should_see("Tira i dadi")
    assert client.title == "● Tocca a te – Billionaire"
    assert page.alert.status.text == "Tocca a te."
    assert page.alert.beeps == 0


async def test_muted_phone_changes_the_title_but_makes_no_sound_and_remembers(user):
    session = _new_game()
    client = await user.open(f"/play/{session.tokens[2]}")
    page = page_of(client)
    switch = user.find(marker="alert_sound").elements.pop()
    assert switch.value is True
    switch.value = False                      # the player mutes the alert
    _play_turn(session, 1)
    await until(lambda: client.title == "● Tocca a te – Billionaire")
    assert page.alert.beeps == 0
    again = await user.open(f"/play/{session.tokens[2]}")   # a reload: still muted
    assert page_of(again).alert.switch.value is False
    assert page_of(again).alert.sound is False


async def test_english_phone_says_it_in_english(user):
    session = _new_game()
    client = await user.open(f"/play/{session.tokens[1]}?lang=en")
    await user.should_see("Roll the dice")
    assert client.title == "● Your turn – Billionaire"
    assert page_of(client).alert.status.text == "Your turn."


async def test_the_sound_is_served_by_the_app(user):
    from pages.phone_alert import SOUND_URL, chime
    data = chime()
    with wave.open(io.BytesIO(data)) as w:
        assert w.getnchannels() == 1 and 0.2 < w.getnframes() / w.getframerate() < 0.6
    assert len(data) < 40_000
    from nicegui import app
    assert any(getattr(r, "path", None) == SOUND_URL for r in app.routes)
