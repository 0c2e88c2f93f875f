"""The monitor's charts (a third view beside the city and the world), with NiceGUI's simulated
`User`: the arrows lead to them, they show the history the log gives (prices per kg and each
player's net worth at every round's end), they stay when the turn changes, and they speak the
monitor's language."""
from __future__ import annotations

import asyncio

from nicegui import ui
from nicegui.testing import User

from billionaire.engine import Game, SeatSpec
from billionaire.rules.money import net_worth
from billionaire.tables import PRICE_LADDER, RESOURCES
from test_app_pages import _app_env, create_game, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]


def _round_ends(setup: dict, log: list[dict]) -> tuple[list[dict], list[dict[int, int]]]:
    """A plain replay: the prices per kg and each seat's net worth at the start and at the end of
    every round."""
    game = Game.new(setup["seed"], [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]],
                    setup["starting_cash"])
    state = game.state

    def snap():
        prices.append({r: PRICE_LADDER[r][state.prices[r] - 1] for r in RESOURCES})
        worth.append({p.seat: net_worth(state, p.seat) for p in state.players})

    prices, worth = [], []
    snap()
    for entry in log:
        before = state.round
        game.apply(entry["seat"], entry["action"])
        if state.round != before:
            snap()
    return prices, worth


async def _to_charts(user: User) -> None:
    """The charts are one tap away from either board: "<" from the city, ">" from the world."""
    for _ in range(5):
        titles = [e.text for e in user.find(ui.label).elements]
        if "Grafici" in titles or "Charts" in titles:
            return
        city = "Città" in titles or "City" in titles
        user.find(marker="board_prev" if city else "board_next").click()
        await asyncio.sleep(0.05)
    raise AssertionError("the arrows never led to the charts")


def _charts(user: User):
    """(prices chart, net-worth chart) of the page."""
    by_id = {e.props.get("data-testid"): e for e in user.find(ui.echart).elements}
    return by_id["chart-prices"], by_id["chart-worth"]


async def _rounds(session, n: int) -> None:
    for _ in range(400):
        if session.game.state.round > n or session.game.over:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the bots did not play")


async def test_the_charts_show_the_history_of_the_log(user: User) -> None:
    session = await create_game(user, humans=0, bots=3)
    await _rounds(session, 4)
    await _to_charts(user)
    await asyncio.sleep(0.2)
    prices_chart, worth_chart = _charts(user)
    assert prices_chart.options["title"]["text"] == "Prezzi al kg"
    assert worth_chart.options["title"]["text"] == "Patrimonio dei giocatori"
    with session.lock:
        setup, log = session.game.setup, list(session.game.log)
    prices, worth = _round_ends(setup, log)
    shown_rounds = prices_chart.options["xAxis"]["data"]
    n = len(shown_rounds)
    assert n >= 4 and shown_rounds == [str(r) for r in range(n)]
    by_name = {s["name"]: s["data"] for s in prices_chart.options["series"]}
    assert by_name["Oro"] == [p["gold"] for p in prices[:n]]
    assert by_name["Uranio"] == [p["uranium"] for p in prices[:n]]
    lines = {s["name"]: s["data"] for s in worth_chart.options["series"]}
    assert set(lines) == {"G1 Bot 1", "G2 Bot 2", "G3 Bot 3"}
    for seat in (1, 2, 3):
        assert lines[f"G{seat} Bot {seat}"] == [w[seat] for w in worth[:n]]
    # each line has its own marker shape, not only its colour
    assert len({s["symbol"] for s in worth_chart.options["series"]}) == 3
    assert len({s["symbol"] for s in prices_chart.options["series"]}) == 5


async def test_the_charts_stay_when_the_turn_changes_and_follow_the_rounds(user: User) -> None:
    session = await create_game(user, humans=0, bots=2)
    await _to_charts(user)
    first = session.game.state.round
    await _rounds(session, first + 2)
    await user.should_see("Grafici")
    await user.should_see("i grafici restano finché non cambi vista")
    await asyncio.sleep(0.3)
    _, worth_chart = _charts(user)
    assert len(worth_chart.options["xAxis"]["data"]) >= 3       # new round ends drawn meanwhile
    user.find(marker="board_next").click()                       # on to the city
    titles = [e.text for e in user.find(ui.label).elements]
    assert "Grafici" not in titles and "Città" in titles


async def test_the_charts_in_english(user: User) -> None:
    session = await create_game(user, humans=0, bots=2)
    await _rounds(session, 2)
    await user.open(f"/game/{session.game_id}?lang=en")
    await _to_charts(user)
    prices_chart, worth_chart = _charts(user)
    assert prices_chart.options["title"]["text"] == "Prices per kg"
    assert worth_chart.options["title"]["text"] == "Players' net worth"
    assert {s["name"] for s in prices_chart.options["series"]} == {"Oil", "Gold", "Platinum", "Diamonds", "Uranium"}
    assert "en-US" in prices_chart.options["yAxis"]["axisLabel"][":formatter"]


async def test_the_debrief_at_the_end_tells_the_key_moments(user: User) -> None:
    """At the end, **Analisi della partita** by the ranking opens the debrief: the net-worth lines,
    each player's money in and out by category, and the key moments of this game in words."""
    from billionaire.history import history
    from billionaire.moments import key_moments
    from billionaire.texts import words

    session = await create_game(user, humans=0, bots=3)
    await _rounds(session, 8)
    user.find(marker="end_game").click()
    user.find(marker="end_yes").click()
    await user.should_see(marker="debrief", retries=150)   # the end is stored in a worker thread
    user.find(marker="debrief").click()
    await user.should_see("Momenti chiave")
    with session.lock:
        game = session.game
        h = history(game.setup, list(game.log))
        w = words("it", game.state.players)
    expected = [w.say("moment:" + m["k"], **{k: v for k, v in m.items() if k != "k"}) for m in key_moments(h)]
    assert expected                     # (three to six over long games: tests/test_moments.py)
    column = next(e for e in user.find(ui.column).elements if e.props.get("data-testid") == "debrief-moments")
    shown = [e.text for e in column.default_slot.children]
    assert shown == expected                                   # the same facts, in the game's order
    by_id = {e.props.get("data-testid"): e for e in user.find(ui.echart).elements}
    money = by_id["debrief-money"].options
    assert money["xAxis"]["data"] == ["G1 Bot 1", "G2 Bot 2", "G3 Bot 3"]
    # the bars of each player add up to their cash change over the game
    for i, seat in enumerate((1, 2, 3)):
        total = sum(s["data"][i] for s in money["series"])
        assert total == game.state.player(seat).cash - game.setup["starting_cash"]
    worth = by_id["debrief-worth"].options
    assert {s["name"] for s in worth["series"]} == {"G1 Bot 1", "G2 Bot 2", "G3 Bot 3"}


async def _finished_debrief(user: User, bots: int = 2):
    session = await create_game(user, humans=0, bots=bots)
    await _rounds(session, 3)
    user.find(marker="end_game").click()
    user.find(marker="end_yes").click()
    await user.should_see(marker="debrief", retries=150)   # the end is stored in a worker thread
    return session


async def test_the_host_downloads_the_workbook_the_csv_and_the_game_file(user: User) -> None:
    import io
    import json
    import zipfile

    import openpyxl

    from billionaire.engine import replay

    session = await _finished_debrief(user)
    user.find(marker="debrief").click()
    user.find(marker="download_xlsx").click()
    book = openpyxl.load_workbook(io.BytesIO((await user.download.next(timeout=5)).content))
    assert book.sheetnames == ["Giocatori per giro", "Movimenti", "Prezzi", "Partita"]
    user.find(marker="download_csv").click()
    z = zipfile.ZipFile(io.BytesIO((await user.download.next(timeout=5)).content))
    assert "Movimenti.csv" in z.namelist()
    user.find(marker="download_json").click()
    data = json.loads((await user.download.next(timeout=5)).content)
    assert replay(data["setup"], data["log"]).state_hash() == session.game.state_hash()


async def test_another_browser_gets_no_files(user: User, monkeypatch) -> None:
    """A monitor without the host key sees the debrief but no download buttons, and the files'
    door refuses it; the host gets nothing either while the game runs."""
    from pages import runtime

    session = await create_game(user, humans=0, bots=2)
    assert runtime.game_files(session, session.host_key, "xlsx") is None          # still running
    await _rounds(session, 2)
    user.find(marker="end_game").click()
    user.find(marker="end_yes").click()
    await user.should_see(marker="debrief", retries=150)   # the end is stored in a worker thread
    monkeypatch.setattr(runtime, "host_key_for", lambda game_id: None)             # another browser
    await user.open(f"/game/{session.game_id}")
    user.find(marker="debrief").click()
    await user.should_see("Momenti chiave")
    await user.should_not_see(marker="download_xlsx")
    assert runtime.game_files(session, None, "xlsx") is None
    assert runtime.game_files(session, "forged-key", "json") is None
    assert runtime.game_files(session, session.host_key, "exe") is None
    assert runtime.game_files(session, session.host_key, "json") is not None


async def test_the_host_replays_a_finished_game_round_by_round(user: User) -> None:
    """Back to the start, the board and the players are as they were (everyone's starting cash,
    no ranking); a round forward shows that round's end as the log replays it; the end brings the
    ranking back."""
    from billionaire.history import history
    from billionaire.texts import money

    session = await _finished_debrief(user, bots=2)
    await user.should_see(marker="replay_first")
    user.find(marker="replay_first").click()
    await user.should_see("inizio")
    await user.should_see("Giro 1")
    await user.should_not_see("Classifica")
    start = session.game.setup["starting_cash"]
    await user.should_see(f"patrimonio {money(start, 'it')}")
    h = history(session.game.setup, list(session.game.log))
    user.find(marker="replay_next").click()
    await user.should_see("fine del giro 1")
    await user.should_see("Giro 2")
    for seat in h.seats():
        await user.should_see(f"patrimonio {money(h.points[1].player(seat).net_worth, 'it')}")
    user.find(marker="replay_last").click()
    await user.should_see("fine della partita")
    await user.should_see("Classifica")


REPLAY_NAMES = {"it": ["Vai all'inizio", "Giro precedente", "Riproduci", "Giro successivo", "Vai alla fine"],
                "en": ["Go to the start", "Previous round", "Play", "Next round", "Go to the end"]}
REPLAY_MARKS = ["replay_first", "replay_prev", "replay_play", "replay_next", "replay_last"]


def _replay_names(user: User) -> list[tuple[str, str]]:
    """Each replay button's name for a screen reader and its tooltip, in the bar's order."""
    out = []
    for mark in REPLAY_MARKS:
        [button] = user.find(marker=mark).elements
        [tip] = [e for e in button.default_slot.children if isinstance(e, ui.tooltip)]
        out.append((button.props.get("aria-label"), tip.text))
    return out


async def test_the_replay_buttons_have_names_in_the_monitors_language(user: User) -> None:
    """The replay bar's buttons are icons: a screen reader says what each does, and so does its
    tooltip; the play button says "Pausa" while the replay runs."""
    session = await _finished_debrief(user, bots=2)
    await user.should_see(marker="replay_first")
    assert _replay_names(user) == [(n, n) for n in REPLAY_NAMES["it"]]
    user.find(marker="replay_play").click()
    [play] = user.find(marker="replay_play").elements
    assert play.props.get("aria-label") == "Pausa"
    user.find(marker="replay_play").click()
    assert play.props.get("aria-label") == "Riproduci"
    await user.open(f"/game/{session.game_id}?lang=en")
    await user.should_see(marker="replay_first")
    assert _replay_names(user) == [(n, n) for n in REPLAY_NAMES["en"]]


async def test_another_monitor_has_no_replay(user: User, monkeypatch) -> None:
    from pages import runtime

    session = await _finished_debrief(user, bots=2)
    monkeypatch.setattr(runtime, "host_key_for", lambda game_id: None)
    await user.open(f"/game/{session.game_id}")
    await user.should_see("Classifica")
    await user.should_not_see(marker="replay_first")


async def test_the_charts_follow_the_replay(user: User) -> None:
    """While the host replays, the charts mark the round shown; back at the end, no mark."""
    session = await _finished_debrief(user, bots=2)
    user.find(marker="replay_first").click()
    user.find(marker="replay_next").click()
    user.find(marker="replay_next").click()
    await user.should_see("fine del giro 2")
    await _to_charts(user)
    prices_chart, worth_chart = _charts(user)
    for chart in (prices_chart, worth_chart):
        assert chart.options["series"][0]["markLine"]["data"] == [{"xAxis": "2"}]
    user.find(marker="replay_last").click()
    await user.should_see("fine della partita")
    assert "markLine" not in prices_chart.options["series"][0]


async def test_the_debrief_and_the_files_replay_the_log_once(user: User, monkeypatch) -> None:
    """Opening the debrief, downloading the files and replaying share one history of the log
    (the host's taps at the end of a long game do not each wait for a replay), and what they
    show is what a fresh history gives."""
    from billionaire import history as history_module
    from pages import runtime

    session = await _finished_debrief(user, bots=3)
    runtime._histories.clear()
    runtime._charts.clear()
    fresh = runtime.debrief(session)
    runtime._histories.clear()
    runtime._charts.clear()
    calls = []
    real = history_module.history
    monkeypatch.setattr(history_module, "history", lambda setup, log: calls.append(len(log)) or real(setup, log))
    assert runtime.debrief(session) == fresh
    for kind in ("xlsx", "csv"):
        assert runtime.game_files(session, session.host_key, kind) is not None
    assert runtime.replay_points(session)[-1][1] == len(session.game.log)
    assert calls == [len(session.game.log)]


def test_the_debriefs_legend_names_every_cause_whole_at_the_charts_size():
    """No pages to turn in front of a class: the money chart's legend wraps onto rows (at the
    charts' 16 px), and the plot starts above them."""
    from pages.monitor_charts import FONT
    from pages.monitor_debrief import money_options
    categories = [f"categoria numero {i}" for i in range(14)]
    players = [{"seat": 1, "label": "G1", "name": "Anna"}, {"seat": 2, "label": "G2", "name": "Bruno"}]
    data = {"players": players, "categories": categories, "category_names": {c: c.title() for c in categories},
            "flows": {1: {c: (1000, 500) for c in categories}, 2: {c: (200, 0) for c in categories}}}
    out = money_options(data, "it")
    assert out["legend"].get("type", "plain") == "plain" and out["legend"]["textStyle"]["fontSize"] >= FONT
    assert out["grid"]["bottom"] >= 44 + 3 * 26     # 14 long names: three rows or more below the plot


def test_the_debriefs_charts_grow_with_the_screen_as_its_words_do():
    """The debrief's moments are in rem (1rem: 1/56.25 of the monitor's height); its charts' type,
    margins and legend follow the same root size in the browser: 16 px at 1280x720 (1rem = 12.8
    px), 24 px at 1920x1080 (19.2 px), so the charts keep their share of a large screen."""
    from pages.monitor_charts import FONT, worth_options
    from pages.monitor_debrief import ROOT_PX, money_options, scaled
    players = [{"seat": 1, "label": "G1", "name": "Anna", "color": "#ffffff"}]
    data = {"players": players, "categories": ["coins"], "category_names": {"coins": "Monete"},
            "flows": {1: {"coins": (1000, 0)}}}
    series = {"rounds": [0, 1], "players": players, "net_worth": {1: [1, 2]}}
    for options in (money_options(data, "it"), worth_options(series, "it")):
        out = scaled(options)

        def sizes(node, root_px):
            if isinstance(node, list):
                return [x for v in node for x in sizes(v, root_px)]
            if not isinstance(node, dict):
                return []
            found = [round(eval(v.replace(ROOT_PX, str(root_px))), 6) for k, v in node.items() if k == ":fontSize"]
            assert "fontSize" not in node, node                    # no size left in px
            return found + [x for v in node.values() for x in sizes(v, root_px)]

        assert set(sizes(out, 12.8)) >= {FONT} and max(sizes(out, 12.8)) == FONT + 2
        assert set(sizes(out, 19.2)) >= {FONT * 1.5} and max(sizes(out, 19.2)) == (FONT + 2) * 1.5
        assert round(eval(out["grid"][":top"].replace(ROOT_PX, "19.2")), 6) == options["grid"]["top"] * 1.5
        assert out["series"][0]["data"] == options["series"][0]["data"]      # the figures untouched
