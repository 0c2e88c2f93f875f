"""Each screen speaks its reader's language: the IT / EN switch, the choice kept by the browser,
the browser's own preference, one game read in two languages, and an English text for every
page text written in Italian (`pages/lang.py`, `pages/texts_en.py`).

The simulated `User` of NiceGUI (no browser): another browser is another `httpx` client, with
its own cookies, on the same app.
"""
from __future__ import annotations

import ast
import string
from pathlib import Path

import httpx
import pytest
from nicegui import core, ui
from nicegui.testing import User
from nicegui.testing.user_simulation import user_simulation

from billionaire.engine import SeatSpec

pytest_plugins = ["nicegui.testing.user_plugin"]

ROOT = Path(__file__).resolve().parents[1]
MAIN_FILE = ROOT / "app.py"
PAGES = ROOT / "pages"

# Tables of Italian texts that a page passes to `tr()` through a variable (a dict's values).
TRANSLATED_TABLES = [
    ("pages.setup_page", "LEVELS"),
    ("pages.monitor_parts", "END_IT"),
    ("pages.monitor_parts", "PRESENCE_IT"),
    ("pages.monitor_parts", "PART_IT"),
    ("pages.monitor_parts", "LEVEL_IT"),
    ("pages.monitor_board", "BOARD_IT"),
    ("pages.monitor_join", "STATUS_TEXT"),
    ("pages.phone_parts", "PHASE_FOR_YOU"),
    ("pages.phone_parts", "DEPOT_IT"),
    ("pages.phone_parts", "VEHICLE_IT"),
    ("pages.phone_notices", "_VEHICLES"),
    ("pages.phone_notices", "_PLANES"),
    ("pages.board_svg", "BRANCH_IT"),
    ("pages.monitor_debrief", "FILES"),
    ("pages.monitor_charts", "MARKETS"),
    ("pages.af_monitor_views", "VIEW_IT"),
    ("pages.setup_page", "TAGLINES"),
]
# Page modules that show texts of their own: each must say them through `tr()`.
SPEAKING = ["setup_page", "monitor", "monitor_parts", "monitor_join", "monitor_board", "phone",
            "phone_parts", "phone_notices", "words", "autoaction", "not_found", "monitor_charts", "monitor_debrief", "class_page", "monitor_replay",
            "af_monitor_views", "af_phone", "phone_frame"]


@pytest.fixture
def _app_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")    # bots stay still during a test
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "30")   # no automatic move during a test
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")


@pytest.fixture
async def user(caplog: pytest.LogCaptureFixture, _app_env):
    """A simulated browser on app.py; fails the test if anything logged at ERROR level."""
    async with user_simulation(main_file=MAIN_FILE) as simulated:
        yield simulated
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, f"ERROR logs: {[r.getMessage() for r in errors]}"


def another_browser(user: User, **headers: str) -> User:
    """A second browser on the same app: its own cookies (its own `app.storage.user`)."""
    client = httpx.AsyncClient(transport=httpx.ASGITransport(core.app), base_url="http://test",
                               headers=headers)
    return User(client)


def switch_links(user: User) -> set[str]:
    """The addresses of the IT / EN switch's links on the page `user` shows."""
    return {e.props.get("href") for e in user.find(kind=ui.link).elements} & {"?lang=it", "?lang=en"}


def _new_game():
    from pages import runtime
    return runtime.get_registry().create(
        [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)], 10_000, seed=7)


# ----------------------------------------------------------------------------- the setup page
async def test_the_setup_page_speaks_english_when_asked_and_italian_by_default(user: User) -> None:
    await user.open("/?lang=en")
    await user.should_see("Create the game")
    await user.should_see("New game")
    await user.should_not_see("Crea la partita")

    fresh = another_browser(user)
    await fresh.open("/")
    await fresh.should_see("Crea la partita")
    await fresh.should_see("Nuova partita")
    await fresh.should_not_see("Create the game")


async def test_the_switch_is_on_every_screen(user: User) -> None:
    await user.open("/")
    assert switch_links(user) == {"?lang=it", "?lang=en"}
    session = _new_game()
    await user.open(f"/game/{session.game_id}")
    assert switch_links(user) == {"?lang=it", "?lang=en"}
    await user.open(f"/play/{session.tokens[1]}")
    assert switch_links(user) == {"?lang=it", "?lang=en"}


async def test_the_choice_sticks_to_the_browser(user: User) -> None:
    await user.open("/?lang=en")
    await user.should_see("Create the game")
    await user.open("/")
    await user.should_see("Create the game")
    await user.open("/?lang=it")
    await user.should_see("Crea la partita")
    await user.open("/")
    await user.should_see("Crea la partita")


async def test_a_browser_preferring_english_gets_english(user: User) -> None:
    english = another_browser(user, **{"accept-language": "en-GB,en;q=0.9,it;q=0.5"})
    await english.open("/")
    await english.should_see("Create the game")
    italian = another_browser(user, **{"accept-language": "it-IT,it;q=0.9,en;q=0.5"})
    await italian.open("/")
    await italian.should_see("Crea la partita")
    # a stored choice wins over the header
    await english.open("/?lang=it")
    await english.open("/")
    await english.should_see("Crea la partita")
    # the first language of ours the header names; another first choice gives the default
    from pages.lang import _from_header
    assert _from_header("en-US,en;q=0.9") == "en"
    assert _from_header("it-IT,it;q=0.8,en;q=0.5") == "it"
    assert _from_header("de-DE,de;q=0.9,en;q=0.5") == "it"   # not ours first: the default
    assert _from_header("") == "it"


async def test_setup_errors_speak_english(user: User) -> None:
    await user.open("/?lang=en")
    for element in user.find(marker="humans").elements:
        element.value = 7
    user.find("Create the game").click()
    await user.should_see("Write a whole number from 0 to 6.")
    await user.should_see("Check the flagged fields: the game was not created.")


# ----------------------------------------------------------------------- one game, two tongues
async def test_a_phone_in_english_beside_a_monitor_in_italian(user: User) -> None:
    session = _new_game()
    phone = another_browser(user)
    await phone.open(f"/play/{session.tokens[1]}?lang=en")
    for title in ("Your decisions", "Your secret objective", "Your resources", "Income and expenses",
                  "Bonus cards", "Vote to end"):
        await phone.should_see(title)
    await phone.should_not_see("Le tue decisioni")
    await phone.should_see("$10,000")

    await user.open(f"/game/{session.game_id}")
    await user.should_see("Giro 1")
    await user.should_see("Cronaca")
    await user.should_see("Quotazioni al kg")
    await user.should_not_see("Round 1")
    await user.should_not_see("Game log")

    # the phone's browser keeps English for the monitor too; the Italian one stays Italian
    await phone.open(f"/game/{session.game_id}")
    await phone.should_see("Round 1")
    await phone.should_see("Game log")
    await phone.should_see("Prices per kg")
    await user.open(f"/play/{session.tokens[2]}")
    await user.should_see("Le tue decisioni")


async def test_an_unknown_game_and_address_in_english(user: User) -> None:
    await user.open("/game/nope?lang=en")
    await user.should_see("Game not found")
    await user.should_see("Back to the main page")
    response = await user.http_client.get("/no/such/page")
    assert response.status_code == 404 and "Page not found" in response.text


async def test_an_invalid_phone_link_in_english(user: User) -> None:
    await user.open("/play/not-a-token?lang=en")
    await user.should_see("Invalid link")
    await user.should_see("This link no longer works")


def test_shared_phrases_in_both_languages() -> None:
    from pages import words
    votes = {"yes": 1, "humans": 3, "needed": 2}
    assert words.votes_text(votes) == "Voto per finire: 1 sì su 3 umani, ne servono 2."
    assert words.votes_text(votes, "en") == "Vote to end: 1 yes out of 3 humans, 2 needed."
    pub = {"players": [{"seat": 2, "label": "G2", "name": "Bruno"}, {"seat": 3, "label": "G3", "name": "Carla"}],
           "waiting_bids": [2, 3]}
    assert words.waiting_bids_text(pub) == "Si aspettano le offerte di G2 Bruno e G3 Carla."
    assert words.waiting_bids_text(pub, "en") == "Waiting for the bids of G2 Bruno and G3 Carla."
    goal = {"items": [{"done": True}, {"done": False}, {"done": True}]}
    assert words.objective_progress(goal, lang="en") == "2 points of 3"


def test_setup_messages_and_money_in_english() -> None:
    from pages.setup_page import parse_cash, parse_level
    assert parse_cash("10,000", "en") == (10_000, None)
    assert parse_cash("10.000") == (10_000, None)
    assert parse_cash("5", "en")[1] == "The starting cash goes from $1,000 to $1,000,000."
    assert parse_cash("5")[1] == "Il denaro iniziale va da 1.000 $ a 1.000.000 $."
    assert parse_level("x", "en")[1] == "Choose the bots' level: Easy or Normal."


# --------------------------------------------------------------------- every text has English
def _module_strings(tree: ast.Module) -> tuple[dict[str, str], dict[str, dict]]:
    """Module-level `NAME = "text"` and `NAME = {key: "text"}` of a page."""
    texts, tables = {}, {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                continue
            if isinstance(value, str):
                texts[node.targets[0].id] = value
            elif isinstance(value, dict):
                tables[node.targets[0].id] = value
    return texts, tables


def _said(node: ast.expr, texts: dict[str, str], tables: dict[str, dict]) -> list[str]:
    """The Italian texts an argument of `tr()` can be: a literal, either side of `a if c else b`,
    a module constant, or a constant key of a module table."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _said(node.body, texts, tables) + _said(node.orelse, texts, tables)
    if isinstance(node, ast.Name) and node.id in texts:
        return [texts[node.id]]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in tables \
            and isinstance(node.slice, ast.Constant):
        value = tables[node.value.id].get(node.slice.value)
        return [value] if isinstance(value, str) else []
    return []


def tr_texts() -> dict[str, list[str]]:
    """Every Italian text the pages give to `tr()`, by module."""
    out: dict[str, list[str]] = {}
    for path in sorted(PAGES.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        texts, tables = _module_strings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args and (
                    (isinstance(node.func, ast.Name) and node.func.id == "tr")
                    or (isinstance(node.func, ast.Attribute) and node.func.attr == "tr")):
                out.setdefault(path.stem, []).extend(_said(node.args[0], texts, tables))
    return out


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_page_text_has_its_english() -> None:
    import importlib

    from pages.texts_en import EN
    said = tr_texts()
    assert set(SPEAKING) <= set(said), f"pages without tr(): {sorted(set(SPEAKING) - set(said))}"
    every = {text for texts in said.values() for text in texts}
    for module, name in TRANSLATED_TABLES:
        table = getattr(importlib.import_module(module), name)
        every |= {v for v in table.values() if isinstance(v, str)}
        every |= {v[0] for v in table.values() if isinstance(v, tuple)}
    assert len(every) > 150
    missing = sorted(t for t in every if t not in EN)
    assert not missing, f"no English for: {missing}"


def test_english_keeps_the_fields_of_its_italian() -> None:
    from pages.texts_en import EN
    assert EN
    wrong = {it: en for it, en in EN.items() if _fields(it) != _fields(en)}
    assert not wrong, wrong
    blank = [it for it, en in EN.items() if not en.strip()]
    assert not blank


async def test_nicegui_own_texts_follow_the_page_language(user: User) -> None:
    """The connection-lost banner and `<html lang>` are NiceGUI's: they follow the page too."""
    english = (await user.http_client.get("/?lang=en")).text
    assert 'lang="en-US"' in english and "Connection lost" in english
    italian = (await user.http_client.get("/?lang=it")).text
    assert 'lang="it"' in italian and "Connessione persa" in italian and "Connection lost" not in italian
