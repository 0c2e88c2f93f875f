"""**Carica una partita** on the setup page, with NiceGUI's simulated `User`: an Alta Finanza game
file opens as a new game on Alta Finanza's monitor (a Billionaire one on Billionaire's), this
browser its host; a bad file says why, in the page's language, and creates nothing."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from nicegui.elements.upload_files import SmallFileUpload
from nicegui.testing import User

from billionaire import games
from billionaire.alta_finanza import engine as af
from billionaire.alta_finanza.bots import choose_action
from billionaire.game_file import write
from phone_kit import until
from rules_kit import bot_game

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
async def user(tmp_path, monkeypatch, caplog):
    from nicegui.testing.user_simulation import user_simulation

    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")        # a loaded game in play stays still
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")
    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


def _registry():
    from pages import runtime
    return runtime.get_registry()


@pytest.fixture(scope="module")
def af_game() -> af.Game:
    g = af.Game.new(5, [af.SeatSpec("Anna"), af.SeatSpec("Bruno"), af.SeatSpec("Bot 1", bot=True)], 300_000)
    while not g.over:
        seat = next(s for s in [g.current_seat, *g.seats()] if any(c.kind != "vote" for c in g.choices(s)))
        g.apply(seat, choose_action(g, seat))
    return g


async def _upload(user: User, raw: bytes, name: str = "partita.json") -> None:
    [upload] = user.find(marker="load_game").elements
    await upload.handle_uploads([SmallFileUpload(name=name, content_type="application/json", _data=raw)])


async def _loaded(user: User) -> object:
    await until(lambda: len(_registry().sessions()) == 1)
    [session] = _registry().sessions()
    return session


async def test_an_alta_finanza_file_opens_on_alta_finanza_s_monitor(user: User, af_game) -> None:
    await user.open("/")
    await user.should_see(marker="load_game")
    await _upload(user, write(af_game.setup, af_game.log))
    session = await _loaded(user)
    assert games.of_game(session.game).name == games.ALTA_FINANZA
    assert session.game.state_hash() == af_game.state_hash() and session.finished
    await user.should_see(marker="af-track", retries=40)       # Alta Finanza's monitor, not Billionaire's
    await user.should_see("Petrolifere")


async def test_an_alta_finanza_game_in_play_loads_and_its_host_has_the_seats_qr(user: User, af_game) -> None:
    await user.open("/")
    await _upload(user, write(af_game.setup, af_game.log[:30]))
    session = await _loaded(user)
    assert not session.finished and set(session.tokens) == {1, 2}
    await user.should_see(marker="af-track", retries=40)
    await user.should_see(marker="end_game")                   # this browser is the host


async def test_a_billionaire_file_still_opens_on_billionaire_s_monitor(user: User) -> None:
    g = bot_game(7, 2, 20)
    await user.open("/")
    await _upload(user, write(g.setup, g.log))
    session = await _loaded(user)
    assert games.of_game(session.game).name == games.BILLIONAIRE
    await user.should_see(marker="board_prev", retries=40)     # Billionaire's boards
    await user.should_not_see(marker="af-track")


@pytest.mark.parametrize("lang, change, words", [
    ("it", lambda d: d["setup"].update(target="-5"), "La somma da raggiungere va da 200.000 $ a 10.000.000 $."),
    ("en", lambda d: d["setup"].update(target=10 ** 100), "The target must be between $200,000 and $10,000,000."),
    ("it", lambda d: d["setup"].update(game="monopoli"), "di un gioco che questo server non conosce"),
    ("it", lambda d: d["setup"].update(seats=d["setup"]["seats"][:1]), "Una partita va da 2 a 6 giocatori."),
    ("en", lambda d: d["log"].insert(0, {"seat": 2, "action": {"kind": "roll"}}),
     "move number 1 is not valid. It is not your turn."),
])
async def test_a_bad_alta_finanza_file_says_why_and_creates_nothing(user: User, af_game, lang, change, words) -> None:
    data = json.loads(write(af_game.setup, af_game.log))
    change(data)
    await user.open(f"/?lang={lang}")
    await _upload(user, json.dumps(data).encode())
    [error] = user.find(marker="load_error").elements
    await until(lambda: error.text)
    assert words in error.text
    assert _registry().sessions() == [] and _registry().listing() == []


async def test_a_file_the_browser_refuses_says_why(user: User) -> None:
    """The browser refuses a file by its type (the teacher's .xlsx) or by its size: each gets its
    own message (a tester's 17 KB workbook was called "too large"), nothing is created."""
    from nicegui import events
    await user.open("/")
    [upload] = user.find(marker="load_game").elements
    for why, said in ((["accept"], "non è un file della partita"), (["max-file-size"], "troppo grande")):
        with user.client:
            for listener in list(upload._event_listeners.values()):
                if listener.type == "rejected":
                    events.handle_event(listener.handler, events.GenericEventArguments(
                        sender=upload, client=user.client, args=why))
        await user.should_see(said)
    assert _registry().sessions() == []
