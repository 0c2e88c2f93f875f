"""Spectators (`/watch/{id}`), as they notice it: the monitor's public view with no control,
even in the host's own browser and for a game of bots only (which any monitor may end); every
monitor offers the watch link and counts who watches."""
from __future__ import annotations

from nicegui.testing import User

from pages import runtime
from test_app_pages import _app_env, create_game, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]


async def test_a_spectator_sees_the_game_and_no_control(user: User) -> None:
    session = await create_game(user, humans=0, bots=2)
    await user.should_see(marker="end_game")          # a monitor of a bots-only game may end it
    await user.should_see(marker="watch_link")
    await user.open(f"/watch/{session.game_id}")      # the host's browser, as a spectator
    await user.should_see("Spettatore")
    await user.should_see("Giro")
    for marker in ("end_game", "delete_game", "toggle_qr", "new_game", "watch_link"):
        await user.should_not_see(marker=marker)
    await user.should_not_see("Terminare la partita?")


async def test_the_watch_link_is_the_games_public_address(user: User) -> None:
    session = await create_game(user, humans=1, bots=1)
    user.find(marker="watch_link").click()
    await user.should_see(f"http://10.0.0.7:8080/watch/{session.game_id}")
    assert session.host_key not in runtime.watch_url(session.game_id)
    assert all(t not in runtime.watch_url(session.game_id) for t in session.tokens.values())


async def test_spectators_are_counted_while_connected(user: User) -> None:
    session = await create_game(user, humans=0, bots=1)
    runtime.watch_page_built(session, "spectator-a")
    runtime.watch_page_built(session, "spectator-b")
    assert runtime.watchers(session) == 0                # built, not connected yet
    for cid in ("spectator-a", "spectator-b"):
        runtime._on_connect(type("C", (), {"id": cid, "request": None})())
    assert runtime.watchers(session) == 2
    runtime._on_delete(type("C", (), {"id": "spectator-a", "request": None})())
    assert runtime.watchers(session) == 1
    assert session.human_seats == [] and len(session.game.state.players) == 1   # never a player


async def test_an_unknown_game_has_nothing_to_watch(user: User) -> None:
    await user.open("/watch/nope")
    await user.should_see("Partita non trovata")
