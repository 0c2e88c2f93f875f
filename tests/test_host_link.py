"""The host's link (`/host/{game}/{key}`, printed on the laptop's terminal when a game is created):
a browser that lost the host's controls (it crashed, a private window closed, another laptop)
gets them back; a wrong key gives nothing."""
from __future__ import annotations

from nicegui.testing import User

import time

from billionaire import games
from billionaire.engine import SeatSpec
from test_app_pages import _app_env, registry, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]


async def test_the_host_link_gives_a_new_browser_the_hosts_controls(user: User) -> None:
    from pages import runtime
    for name in (games.BILLIONAIRE, games.ALTA_FINANZA):
        session = registry().create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], seed=2, game=name)
        await user.open(f"/game/{session.game_id}")           # this browser never created it
        await user.should_not_see(marker="end_game")
        await user.open(f"/host/{session.game_id}/{'x' * len(session.host_key)}")   # a guess
        await user.should_see("Pagina non trovata")
        await user.open(f"/game/{session.game_id}")
        await user.should_not_see(marker="end_game")
        assert runtime.host_url(session).endswith(f"/host/{session.game_id}/{session.host_key}")
        await user.open(f"/host/{session.game_id}/{session.host_key}")
        await user.should_see(marker="end_game", retries=40)   # the monitor, with the host's controls
        await user.open(f"/game/{session.game_id}")
        await user.should_see(marker="end_game")


async def test_creating_a_game_prints_its_host_link_on_the_terminal(user: User, capsys) -> None:
    from test_app_pages import create_game
    session = await create_game(user, humans=1, bots=1)
    out = capsys.readouterr().out
    assert f"/host/{session.game_id}/{session.host_key}" in out


def test_a_restarted_server_prints_the_host_links_of_its_games_in_play(tmp_path):
    """After a crash the terminal's earlier lines may be gone: the restarted server says each
    game in play's host link again."""
    from billionaire.session import Registry
    from billionaire.store import Store
    from serverkit import AppServer
    data = tmp_path / "data"
    data.mkdir()
    store = Store(data / "billionaire.sqlite3")
    session = Registry(store).create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], seed=2, game=games.ALTA_FINANZA)
    store.close()
    server = AppServer(data, bot_delay=60, auto_delay=60).start()
    try:
        for _ in range(50):
            if f"/host/{session.game_id}/{session.host_key}" in server.output():
                break
            time.sleep(0.1)
        assert f"/host/{session.game_id}/{session.host_key}" in server.output()
    finally:
        server.kill()
