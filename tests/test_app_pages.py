"""Setup page and monitor, with NiceGUI's simulated `User` (no browser, no server)."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from nicegui.testing import User
from nicegui.testing.user_simulation import user_simulation

# The plugin gives a per-session temporary storage folder; the `user` fixture below replaces its
# own so that the main file is app.py without any ini option or marker.
pytest_plugins = ["nicegui.testing.user_plugin"]

MAIN_FILE = Path(__file__).resolve().parent.parent / "app.py"


@pytest.fixture
async def user(caplog: pytest.LogCaptureFixture, _app_env):
    """A simulated browser on app.py; fails the test if anything logged at ERROR level."""
    async with user_simulation(main_file=MAIN_FILE) as simulated:
        yield simulated
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, f"ERROR logs: {[r.getMessage() for r in errors]}"


@pytest.fixture
def _app_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """Each test gets a fresh data folder and fast bots (read by app.py under simulation)."""
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "0.02")
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")


def registry():
    from pages import runtime
    return runtime.get_registry()


async def create_game(user: User, humans: int, bots: int):
    await user.open("/")
    _set_number(user, "humans", humans)
    _set_number(user, "bots", bots)
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)
    sessions = registry().sessions()
    assert len(sessions) == 1
    return sessions[0]


def _set_number(user: User, marker: str, value: int) -> None:
    for element in user.find(marker=marker).elements:
        element.value = value


async def test_setup_refuses_negative_cash(user: User) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    cash = user.find(marker="cash")
    for element in cash.elements:
        element.value = "-5"
    user.find("Crea la partita").click()
    await user.should_see("non è una cifra valida")
    await user.should_see("la partita non è stata creata")
    assert registry().sessions() == []


@pytest.mark.parametrize("text", ["10000²", "١٠٠٠٠", "1e4", "10,5"])
async def test_setup_refuses_digits_int_cannot_read(user: User, text: str) -> None:
    """Superscript and non-Latin digits pass `str.isdigit()`; they get the message, not a crash."""
    await user.open("/")
    await user.should_see("Crea la partita")
    for element in user.find(marker="cash").elements:
        element.value = text
    user.find("Crea la partita").click()
    await user.should_see("non è una cifra valida")
    assert registry().sessions() == []


async def test_a_setup_message_goes_when_its_field_is_fixed(user: User) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    for element in user.find(marker="cash").elements:
        element.value = "-5"
    for element in user.find(marker="name_humans_0").elements:
        element.value = "   "
    user.find("Crea la partita").click()
    await user.should_see("non è una cifra valida")
    await user.should_see("Il nome non può essere vuoto.")
    for element in user.find(marker="cash").elements:
        element.value = "10.000"
    await user.should_not_see("non è una cifra valida")
    await user.should_see("Il nome non può essere vuoto.")        # not fixed yet
    for element in user.find(marker="name_humans_0").elements:
        element.value = "Anna"
    await user.should_not_see("Il nome non può essere vuoto.")
    await user.should_not_see("la partita non è stata creata")
    assert registry().sessions() == []


async def test_setup_refuses_two_players_with_one_name(user: User) -> None:
    """A human and a bot both called "Lucia" would make the ranking and the chronicle ambiguous."""
    await user.open("/")
    _set_number(user, "bots", 1)
    await user.should_see(marker="name_bots_0")
    for marker in ("name_humans_0", "name_bots_0"):
        for element in user.find(marker=marker).elements:
            element.value = "Lucia" if marker == "name_humans_0" else " lucia "
    user.find("Crea la partita").click()
    await user.should_see("Questo nome è già usato")
    assert registry().sessions() == []


async def test_setup_refuses_bad_counts_and_names(user: User) -> None:
    await user.open("/")
    _set_number(user, "humans", 4)
    _set_number(user, "bots", 3)
    user.find("Crea la partita").click()
    await user.should_see("Servono da 1 a 6 giocatori")
    _set_number(user, "bots", 0)
    for element in user.find(marker="name_humans_0").elements:
        element.value = "x" * 41
    for element in user.find(marker="cash").elements:
        element.value = "abc"
    user.find("Crea la partita").click()
    await user.should_see("Il nome è troppo lungo")
    await user.should_see("«abc» non è una cifra valida")
    assert registry().sessions() == []


async def test_name_fields_stop_at_40_characters(user: User) -> None:
    """The field refuses a 41st character (the engine's limit) and its counter says "/ 40"."""
    await user.open("/")
    _set_number(user, "bots", 1)
    await user.should_see(marker="name_bots_0")
    for marker in ("name_humans_0", "name_bots_0"):
        for field in user.find(marker=marker).elements:
            assert str(field.props.get("maxlength")) == "40", field.props
            assert field.props.get("counter") is True


async def test_each_name_field_is_under_its_heading(user: User) -> None:
    """1 human and 2 bots: "Nome bot 2" is in the bots' column, not under the humans' heading."""
    await user.open("/")
    _set_number(user, "humans", 1)
    _set_number(user, "bots", 2)
    await user.should_see(marker="name_bots_1")

    def column(kind: str) -> tuple[str, list[str]]:
        (col,) = user.find(marker=f"names_{kind}").elements
        inside = list(col.descendants())
        heading = next(e.text for e in inside if hasattr(e, "text"))
        fields = [m for e in inside for m in e._markers if m.startswith("name_")]
        return heading, fields

    assert column("humans") == ("Giocatori umani", ["name_humans_0"])
    assert column("bots") == ("Bot", ["name_bots_0", "name_bots_1"])
    _set_number(user, "humans", 3)
    _set_number(user, "bots", 0)
    await user.should_see(marker="name_humans_2")
    assert column("humans") == ("Giocatori umani", ["name_humans_0", "name_humans_1", "name_humans_2"])
    assert column("bots")[1] == []
    await user.should_see("Nessuno")


async def test_create_lands_on_monitor_with_qr_per_human(user: User) -> None:
    session = await create_game(user, humans=2, bots=1)
    assert len(session.tokens) == 2
    await user.should_see("Apri in una finestra")
    assert len(user.find(marker="open_window").elements) == 2
    for seat, token in session.tokens.items():
        await user.should_see(marker=f"qr_{seat}")
        await user.should_see(f"http://10.0.0.7:8080/play/{token}")
    await user.should_see("Termina la partita")   # the creating browser is the host


async def test_a_double_tap_on_create_makes_one_game(user: User) -> None:
    await user.open("/")
    _set_number(user, "humans", 1)
    _set_number(user, "bots", 1)
    button = user.find("Crea la partita")
    button.click()
    button.click()
    await user.should_see("Giro 1", retries=20)
    await asyncio.sleep(0.2)
    assert len(registry().sessions()) == 1


async def test_release_seat_gives_new_token(user: User) -> None:
    session = await create_game(user, humans=1, bots=1)
    old = session.tokens[1]
    user.find(marker="manage_1").click()
    user.find("Libera il posto e crea un nuovo QR").click()
    user.find(marker="release_yes").click()
    await user.should_see("il vecchio link non funziona più")
    new = session.tokens[1]
    assert new != old
    assert session.seat_for_token(old) is None
    await user.should_see(f"http://10.0.0.7:8080/play/{new}")


async def test_unknown_game_gives_italian_page(user: User) -> None:
    await user.open("/game/nonesiste")
    await user.should_see("Partita non trovata")
    await user.should_see("Torna alla pagina principale")


async def test_unknown_address_gives_italian_page(user: User) -> None:
    response = await user.http_client.get("/non/esiste")
    assert response.status_code == 404
    assert "Pagina non trovata" in response.text and "Torna alla pagina principale" in response.text
    assert "This page doesn" not in response.text
    # files and other endpoints that are not pages keep a plain 404
    from nicegui import __version__
    missing = await user.http_client.get(f"/_nicegui/{__version__}/libraries/missing.js")
    assert missing.status_code == 404 and "Pagina non trovata" not in missing.text


async def test_bots_only_game_advances_by_itself(user: User) -> None:
    session = await create_game(user, humans=0, bots=3)
    await user.should_not_see("Apri in una finestra")
    start = session.decision
    for _ in range(100):
        await asyncio.sleep(0.05)
        if session.decision >= start + 5:
            break
    assert session.decision >= start + 5
    # the monitor followed: the chronicle shows the bots' moves
    await user.should_see("G1", retries=5)


async def test_release_buttons_go_when_the_game_is_over(user: User) -> None:
    session = await create_game(user, humans=1, bots=1)
    button = next(iter(user.find(marker="manage_1").elements))
    assert button.visible
    user.find(marker="end_game").click()
    user.find(marker="end_yes").click()
    await user.should_see("Classifica", retries=20)
    assert session.finished and not button.visible
    user.find(marker="new_game").click()          # and the way to the next game is on screen
    await user.should_see("Crea la partita")


async def test_host_ends_bots_game_and_ranking_shows(user: User) -> None:
    session = await create_game(user, humans=0, bots=2)
    user.find(marker="end_game").click()
    user.find(marker="end_yes").click()
    await user.should_see("Classifica", retries=20)
    assert session.finished
    await user.should_see("Contante", retries=5)


@pytest.fixture
def _still_bots(_app_env, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "60")


async def test_world_transit_strip(_still_bots, user: User) -> None:
    from nicegui import ui

    from billionaire.engine import SeatSpec
    from billionaire.state import Vehicle

    session = registry().create([SeatSpec("Anna", bot=True), SeatSpec("Bruno", bot=True)], 10_000, seed=3)
    state = session.game.state
    state.players[0].board, state.players[0].pos = "world", next(iter(state.airports))
    state.airports[next(iter(state.airports))].owner = 2
    state.vehicles.append(Vehicle(id=1, owner=2, kind="ship", continent="europe",
                                  cargo={"oil": 5}, remaining=4, total=6))
    await user.open(f"/game/{session.game_id}")
    await user.should_see("In viaggio verso la città (1)")
    await user.should_see("G2 Europa · 5 kg · 4 caselle")
    strip = next(e.content for e in user.find(kind=ui.html).elements if 'class="vehicle"' in e.content)
    assert 'title="Nave dall&#x27;Europa"' in strip and "directions_boat" in strip
    # the world board leaves room for the strip under it (the page fits the screen's height)
    from pages.monitor_board import STRIP_CHROME
    columns = [e for e in user.find(kind=ui.element).elements if "mon-board-col" in e.classes]
    assert len(columns) == 1 and columns[0].style["--board-chrome"] == f"{STRIP_CHROME}rem"
    # the airport G2 owns has a ring in G2's colour, and no other space has one
    layers = [e.content for e in user.find(kind=ui.html).elements if "owner-ring" in e.content]
    assert len(layers) == 1 and layers[0].count("owner-ring") == 1
    assert state.players[1].color in layers[0]


async def test_help_page_explains_the_game_and_the_setup_page_links_it(user: User) -> None:
    await user.open("/")
    await user.should_see(marker="help_link")
    await user.open("/regole")
    await user.should_see("Come si vince")
    await user.should_see("Annulla")  # the phone's auto-moves are explained
    await user.should_see("Antartide 5.500 $", retries=5)  # the licence table is there


async def test_host_deletes_a_game_and_its_links_stop_working(user: User) -> None:
    session = await create_game(user, humans=1, bots=1)
    token = next(iter(session.tokens.values()))
    user.find(marker="delete_game").click()
    user.find(marker="delete_yes").click()
    await user.should_see("Crea la partita", retries=20)
    assert registry().get(session.game_id) is None
    assert registry().find_token(token) is None
    assert session.submit(2, {"kind": "end_turn"}) == "La partita è stata eliminata."
