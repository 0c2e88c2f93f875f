"""Issue 18: the setup page refuses any content of any length with an Italian message, and creates
nothing (NiceGUI's simulated `User`; a forged field value goes through the same event path as a
websocket `event` message from a hostile page)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from nicegui.testing import User
from nicegui.testing.user_simulation import user_simulation

pytest_plugins = ["nicegui.testing.user_plugin"]

MAIN_FILE = Path(__file__).resolve().parent.parent / "app.py"


@pytest.fixture
def _app_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "60")
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")


@pytest.fixture
async def user(caplog: pytest.LogCaptureFixture, _app_env):
    """A simulated browser on app.py; fails the test if anything logged at ERROR level (a
    traceback from an event handler is logged so)."""
    async with user_simulation(main_file=MAIN_FILE) as simulated:
        yield simulated
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, f"ERROR logs: {[r.getMessage() for r in errors]}"


def registry():
    from pages import runtime
    return runtime.get_registry()


def stored_games() -> int:
    return len(registry().listing())


def element(user: User, marker: str):
    [found] = user.find(marker=marker).elements
    return found


def forge(el, value) -> None:
    """What a hostile page's websocket `event` message for the field's value does on the server."""
    [listener_id] = [k for k, listener in el._event_listeners.items()
                     if listener.type.startswith("update:")]
    el.client.handle_event({"id": el.id, "listener_id": listener_id, "args": [json.dumps(value)]})


async def press_create(user: User) -> None:
    user.find("Crea la partita").click()
    await user.should_see("la partita non è stata creata")
    assert stored_games() == 0


# ------------------------------------------------------------------------ starting cash
@pytest.mark.parametrize("cash", ["9" * 5000, "1" * 200_000, "0" * 4999 + "10000" + "0" * 4000,
                                  "10.000" * 2000])
async def test_a_cash_of_thousands_of_digits_gets_the_range_message(user: User, cash) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    element(user, "cash").value = cash
    await press_create(user)
    await user.should_see("Il denaro iniziale va da 1.000 $ a 1.000.000 $.")


async def test_leading_zeros_do_not_hide_a_fair_cash(user: User) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    element(user, "cash").value = "0" * 5000 + "25.000"
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)
    [session] = registry().sessions()
    assert session.game.setup["starting_cash"] == 25_000


@pytest.mark.parametrize("value", [["10000"], {"cash": 10000}, True, 1e308, "x" * 100_000,
                                   "١٠٠٠٠" * 1000])
async def test_a_forged_cash_value_gets_a_message(user: User, value) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    forge(element(user, "cash"), value)
    await press_create(user)
    assert element(user, "cash_error").text


# ------------------------------------------------------------------------------- counts
@pytest.mark.parametrize("value", ["abc", "1e999", "9" * 5000, ["2"], {"value": 2}, 1e300, 2.5,
                                   -1, 7])
async def test_a_forged_count_gets_the_count_message(user: User, value) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    forge(element(user, "humans"), value)
    await press_create(user)
    await user.should_see("Scrivi un numero intero da 0 a 6.")


# -------------------------------------------------------------------------------- level
@pytest.mark.parametrize("value", [{"value": 99}, {"value": "x"}, {"label": "Facile"}, "impossibile",
                                   [0], 5])
async def test_a_forged_bot_level_gets_the_level_message(user: User, value) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    forge(element(user, "level"), value)
    await press_create(user)
    await user.should_see("Scegli il livello dei bot: Facile o Normale.")


# -------------------------------------------------------------------------------- names
@pytest.mark.parametrize("value", [["Anna"], {"name": "Anna"}, None, 12, "A" * 300_000])
async def test_a_forged_name_gets_a_message(user: User, value) -> None:
    await user.open("/")
    await user.should_see(marker="name_humans_0")
    forge(element(user, "name_humans_0"), value)
    await press_create(user)
    assert user.find("Il nome").elements
