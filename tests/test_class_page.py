"""The class overview (`/classe`), with NiceGUI's simulated `User`: the games this browser
created, live (round, whose turn, each player's net worth), a link to each monitor, and one
workbook for the finished ones; another browser sees none of them."""
from __future__ import annotations

import asyncio
import io

from nicegui.testing import User

from test_app_pages import _app_env, _set_number, registry, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]


async def _create(user: User, bots: int) -> None:
    await user.open("/")
    _set_number(user, "humans", 0)
    _set_number(user, "bots", bots)
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)


async def _two_games(user: User):
    await _create(user, 2)
    await _create(user, 3)
    sessions = registry().sessions()
    assert len(sessions) == 2
    return sessions


async def test_the_class_sees_every_table_live(user: User) -> None:
    first, second = await _two_games(user)
    await user.open("/classe")
    await user.should_see(marker="class_title")
    for s in (first, second):
        await user.should_see(marker=f"class_game_{s.game_id}")
        await user.should_see(f"Partita {s.game_id}")
    for _ in range(200):                      # the bots play on: the page follows
        if second.game.state.round >= 3:
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(2.5)                  # a redraw (every 2 s) has come meanwhile
    from nicegui import ui
    rounds = [int(e.text.split()[1]) for e in user.find(ui.label).elements if e.text.startswith("Giro ")]
    assert len(rounds) == 2 and max(rounds) >= 3, rounds
    view = second.game.public_view()
    for p in view["players"]:
        await user.should_see(f"{p['label']} {p['name']}")
    user.find(f"Partita {first.game_id}").click()              # one click to its monitor
    await user.should_see("Termina la partita")


async def test_another_browser_sees_no_table(user: User, monkeypatch) -> None:
    await _two_games(user)
    from pages import class_page
    monkeypatch.setattr(class_page, "_hosted", lambda: {})
    await user.open("/classe")
    await user.should_see(marker="class_empty")
    for s in registry().sessions():
        await user.should_not_see(marker=f"class_game_{s.game_id}")


async def test_one_workbook_for_the_finished_games(user: User) -> None:
    import openpyxl

    first, second = await _two_games(user)
    for s in (first, second):
        s.submit(0, {"kind": "host_end"}, s.decision_for(0))
    await user.open("/classe")
    user.find(marker="class_workbook").click()
    book = openpyxl.load_workbook(io.BytesIO((await user.download.next(timeout=5)).content))
    assert book.sheetnames == ["Classe", f"Partita {first.game_id}", f"Partita {second.game_id}"]
    rows = list(book["Classe"].iter_rows(values_only=True))[1:]
    assert len(rows) == 2 + 3
    for s in (first, second):
        state = s.game.state
        from billionaire.rules.money import net_worth
        got = {r[1]: r[3] for r in rows if r[0] == s.game_id}
        assert got == {f"G{p.seat}": net_worth(state, p.seat) for p in state.players}
        assert [r[5] for r in rows if r[0] == s.game_id].count("✓") == 1


async def test_the_home_page_loads_a_game_file(user: User) -> None:
    """The home page offers **Carica una partita** (a game file from a monitor); the file's
    refusals are said by the reader (tests/test_game_file.py)."""
    await user.open("/")
    await user.should_see("Carica una partita")
    await user.should_see(marker="load_game")


async def test_an_alta_finanza_table_is_ranked_as_its_game(user: User, monkeypatch) -> None:
    """Alta Finanza's winner reaches the target (cash, Credit Card, 15 shares), not the most
    worth: the overview lists that game's winner first, marked, even with less worth than the
    next (seed 2: Anna wins with less worth than Carla)."""
    from billionaire import games
    from billionaire.alta_finanza.rules.money import ranking, worth
    from billionaire.engine import SeatSpec
    from pages import class_page

    seats = [SeatSpec("Anna", True, "normale"), SeatSpec("Bruno", True, "facile"), SeatSpec("Carla", True, "normale")]
    s = registry().create(seats, seed=2, game=games.ALTA_FINANZA, settings={"target": 300_000})
    while not s.game.over and s.bot_step():
        pass
    state = s.game.state
    assert state.winner == 1 and worth(state, state.player(3)) > worth(state, state.player(1))
    monkeypatch.setattr(class_page, "_hosted", lambda: {s.game_id: s.host_key})
    [row] = class_page._rows({s.game_id: s.host_key}, "it")
    assert [p["seat"] for p in row["players"]] == ranking(state) == [1, 3, 2]
    await user.open("/classe")
    await user.should_see(marker="class_winner")
    [chip] = user.find(marker="class_winner").elements
    from nicegui import ui
    texts = [e.text for e in chip.descendants() if isinstance(e, ui.label)]
    assert "1°" in texts and "G1 Anna" in texts and "vincitore" in texts, texts
    assert len(user.find(marker="class_player").elements) == 2
    await user.should_see("Vince G1 Anna")
