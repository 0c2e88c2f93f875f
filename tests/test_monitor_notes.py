"""Small notes on the monitors that tell a newcomer what they look at, with NiceGUI's simulated
`User`, in Italian and English: a game loaded from a game file says "caricata" in its header
(Billionaire and Alta Finanza), a game made on the setup page does not; Alta Finanza's players
say when a bot plays for a human, and its quotations say how many shares are left at the Bank."""
from __future__ import annotations

from pathlib import Path

import pytest
from nicegui import ui
from nicegui.testing import User

from billionaire import games
from billionaire.engine import SeatSpec
from billionaire.game_file import write
from test_game_file_pages import _loaded, _upload, af_game, user  # noqa: F401  (fixtures)
from rules_kit import bot_game

ROOT = Path(__file__).resolve().parents[1]
LOADED = {"it": "caricata", "en": "loaded"}


def _registry():
    from pages import runtime
    return runtime.get_registry()


def _html(user: User, test_id: str) -> str:
    """The content of the page's HTML block with that test id."""
    [block] = [e for e in user.find(ui.html).elements if e.props.get("data-testid") == test_id]
    return block.content


def _row(user: User, seat: int) -> str:
    """The HTML of Alta Finanza's players' table row of `seat` (the table is one HTML block)."""
    content = _html(user, "af-players")
    start = content.index(f'data-testid="af-player-{seat}"')
    return content[start:content.index("</tr>", start)]


@pytest.mark.parametrize("lang", ["it", "en"])
async def test_a_loaded_billionaire_game_says_it_was_loaded(user: User, lang) -> None:
    g = bot_game(7, 2, 5)
    await user.open(f"/?lang={lang}")
    await _upload(user, write(g.setup, g.log))
    session = await _loaded(user)
    await user.should_see(marker="board_prev", retries=40)
    await user.should_see(LOADED[lang])
    await user.open(f"/game/{session.game_id}")            # so does it when opened again
    await user.should_see(LOADED[lang])


async def test_a_loaded_alta_finanza_game_says_it_was_loaded(user: User, af_game) -> None:  # noqa: F811
    await user.open("/")
    await _upload(user, write(af_game.setup, af_game.log[:30]))
    await _loaded(user)
    await user.should_see(marker="af-track", retries=40)
    await user.should_see("caricata")


async def test_a_game_made_on_the_setup_page_is_not_marked_loaded(user: User) -> None:
    session = _registry().create([SeatSpec("B1", bot=True), SeatSpec("B2", bot=True)], seed=3)
    await user.open(f"/game/{session.game_id}")
    await user.should_see(marker="board_prev")
    await user.should_not_see("caricata")
    af_session = _registry().create([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=3,
                                    game=games.ALTA_FINANZA, settings={"target": 1_000_000})
    await user.open(f"/game/{af_session.game_id}")
    await user.should_see(marker="af-track")
    await user.should_not_see("caricata")


@pytest.mark.parametrize("lang, host, away", [("it", "Bot al posto", "Bot, telefono lontano"),
                                              ("en", "Bot stand-in", "Bot, phone away")])
async def test_alta_finanza_s_players_say_when_a_bot_plays_for_a_human(user: User, lang, host, away) -> None:
    session = _registry().create([SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)], seed=3,
                                 game=games.ALTA_FINANZA, settings={"target": 1_000_000})
    assert session.stand_in(1, "normale", session.host_key) is None
    assert session.away_stand_in(2) is None
    await user.open(f"/game/{session.game_id}?lang={lang}")
    await user.should_see(marker="af-track")
    assert f">{host}</span>" in _row(user, 1) and f">{away}</span>" in _row(user, 2)
    assert ">Bot</span>" in _row(user, 3) and host not in _row(user, 3)


@pytest.mark.parametrize("lang, words, tip", [("it", "{n} in Banca", "Azioni ancora alla Banca"),
                                              ("en", "{n} at the Bank", "Shares still at the Bank")])
async def test_alta_finanza_s_quotations_say_the_shares_left_at_the_bank(user: User, lang, words, tip) -> None:
    session = _registry().create([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=3,
                                 game=games.ALTA_FINANZA, settings={"target": 1_000_000})
    await user.open(f"/game/{session.game_id}?lang={lang}")
    await user.should_see(marker="af-track")
    bank = session.game.public_view()["quotations"]["oil"]["bank"]
    quotes = _html(user, "af-quotes")
    oil = quotes[quotes.index('data-testid="af-quote-oil"'):]
    assert words.format(n=bank) in oil.split("</div>")[0]
    assert f'title="{tip}"' in oil.split("</div>")[0]
