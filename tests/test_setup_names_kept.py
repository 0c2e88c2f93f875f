"""The host types names while changing the counts: a count change adds or removes name fields at
the end and never replaces one being typed in, so no letter (and no focus) is lost. The late
keystroke is simulated as the browser sends it: a value event for the field the host is typing in,
arriving after the count change."""
from __future__ import annotations

import asyncio

from nicegui.testing import User

from test_hardening_setup import _app_env, element, forge, registry, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]


async def test_a_name_typed_across_a_count_change_is_kept(user: User) -> None:
    await user.open("/")
    await user.should_see(marker="name_humans_0")
    typing = element(user, "name_humans_0")
    forge(typing, "Zed")
    forge(element(user, "bots"), 3)            # the host raises the bots while typing
    await user.should_see(marker="name_bots_2")
    forge(typing, "Zed Rossi")                 # the rest of the name, into the same field
    forge(element(user, "humans"), 2)          # and a second human
    await user.should_see(marker="name_humans_1")
    assert element(user, "name_humans_0") is typing
    user.find("Crea la partita").click()
    for _ in range(100):                       # the game is stored in a worker thread
        if registry().listing():
            break
        await asyncio.sleep(0.05)
    [game] = registry().listing()
    assert game.names[0] == "Zed Rossi"
    assert len(game.names) == 5


async def test_fewer_fields_keep_the_names_above_and_more_give_back_the_typed_ones(user: User) -> None:
    await user.open("/")
    forge(element(user, "humans"), 3)
    await user.should_see(marker="name_humans_2")
    first, third = element(user, "name_humans_0"), element(user, "name_humans_2")
    forge(first, "Anna")
    forge(third, "Carla")
    forge(element(user, "humans"), 2)
    await user.should_not_see(marker="name_humans_2")
    assert element(user, "name_humans_0") is first and first.value == "Anna"
    forge(element(user, "humans"), 3)
    await user.should_see(marker="name_humans_2")
    assert element(user, "name_humans_2").value == "Carla"
