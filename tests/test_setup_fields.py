"""The setup page's fields as a host and a test script use them.

The host types names while changing the counts: a count change adds or removes name fields at
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


def _by_testid(user: User, testid: str):
    from nicegui import ElementFilter
    with user:
        [found] = [e for e in ElementFilter() if e.props.get("data-testid") == testid]
    return found


async def test_each_refused_field_says_why_under_its_own_test_id(user: User) -> None:
    """A test script reads which field is wrong, not only the general 'check the fields'."""
    await user.open("/")
    forge(element(user, "humans"), 2)
    await user.should_see(marker="name_humans_1")
    forge(element(user, "name_humans_1"), "Giocatore 1")   # the same name twice
    forge(element(user, "cash"), "-5")
    user.find("Crea la partita").click()
    await user.should_see("la partita non è stata creata")
    assert "«-5» non è una cifra valida" in _by_testid(user, "setup-cash-error").text
    assert "nome" in _by_testid(user, "setup-name-human-2-error").text.lower()
    assert _by_testid(user, "setup-name-human-1-error").text == ""
    assert _by_testid(user, "setup-humans-error").text == ""
    assert not registry().listing()
