"""The classroom in real Chromium on a 1280×720 TV: the charts view during a game and the
debrief after its end.

Two games are created on the setup page (this browser their host), then replaced, server
stopped, by games the bots played: one still running with every seat a bot (so rounds keep
ending while the test watches), one finished. The restarted server restores both.
"""
from __future__ import annotations

import io
import re
import time

import pytest
from playwright.sync_api import expect, sync_playwright

from billionaire import bots
from billionaire.engine import Game, SeatSpec
from billionaire.randomplay import acting_seats
from billionaire.history import history
from billionaire.store import Store
from tests.browser.conftest import ARTIFACTS
from tests.browser.monitor_kit import _Stored, played_until
from tests.serverkit import AppServer, fill_setup, launch_chromium

pytestmark = pytest.mark.browser

TV = {"width": 1280, "height": 720}
FULL_HD = {"width": 1920, "height": 1080}


def _chart(page, testid: str) -> dict:
    """The options the ECharts instance inside `testid` draws (what the TV shows)."""
    return page.evaluate(
        """id => {
            const el = document.querySelector(`[data-testid="${id}"]`);
            const chart = getElement(el.id.replace(/^c/, '')).chart;
            const o = chart.getOption();
            return {x: o.xAxis[0].data, series: o.series.map(s => ({name: s.name, data: s.data,
                    symbol: s.symbol, type: s.type})), font: o.xAxis[0].axisLabel.fontSize,
                    width: chart.getWidth(), height: chart.getHeight()};
        }""", testid)


def _wait_chart(page, testid: str, ok, timeout: float = 30) -> dict:
    deadline = time.time() + timeout
    while True:
        try:
            got = _chart(page, testid)
        except Exception:        # not drawn yet
            got = None
        if got is not None and ok(got):
            return got
        if time.time() > deadline:
            raise AssertionError(f"{testid}: never showed what was wanted; last {got}")
        time.sleep(0.3)


def _chart_type_and_moments(page) -> tuple[int, int]:
    """(the debrief's charts' axis and legend type, its moments' type), in px as drawn."""
    got = page.evaluate("""() => {
        const sizes = ['debrief-worth', 'debrief-money'].flatMap(id => {
            const el = document.querySelector(`[data-testid="${id}"]`);
            const o = getElement(el.id.replace(/^c/, '')).chart.getOption();
            return [o.xAxis[0].axisLabel.fontSize, o.legend[0].textStyle.fontSize];
        });
        const moment = document.querySelector('[data-testid="debrief-moments"] > *');
        return [sizes, parseFloat(getComputedStyle(moment).fontSize)];
    }""")
    sizes, moment = got
    assert len({round(x, 3) for x in sizes}) == 1, sizes
    return round(sizes[0]), round(moment)


def _in_view(page, testid: str) -> None:
    box = page.get_by_test_id(testid).bounding_box()
    assert box is not None, testid
    assert box["x"] >= 0 and box["y"] >= 0, (testid, box)
    assert box["x"] + box["width"] <= TV["width"] + 1 and box["y"] + box["height"] <= TV["height"] + 1, (testid, box)


@pytest.fixture(scope="module")
def tv(tmp_path_factory):
    """(host's monitor page, server, running game id, finished game id)."""
    server = AppServer(tmp_path_factory.mktemp("classroom") / "data", bot_delay=0.25).start()
    pw = sync_playwright().start()
    chromium = launch_chromium(pw)
    try:
        page = chromium.new_context(viewport=TV, locale="it-IT").new_page()
        for _ in range(2):
            page.goto(server.url + "/")
            fill_setup(page, ["Anna"], ["Bot 1", "Bot 2"])
            page.get_by_role("button", name="Crea la partita").click()
            page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
        # no page stays open on a server that goes away (it would reconnect and reload by itself)
        context = page.context
        page.close()
        server.kill()
        store = Store(server.data / "billionaire.sqlite3")
        try:
            running, finished = sorted(store.load_all(), key=lambda r: r.created_at)[-2:]
            bots_only = [SeatSpec(s["name"], True, s["level"]) for s in running.setup["seats"]]
            live = played_until(bots_only, running.setup["starting_cash"], lambda v: v["round"] >= 5)
            store.save_game(_Stored(running, live))
            seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in finished.setup["seats"]]
            done = Game.new(3, seats, starting_cash=finished.setup["starting_cash"])
            while not done.over:
                seat = acting_seats(done)[0]
                done.apply(seat, bots.choose_action(done, seat))
            stored = _Stored(finished, done)
            stored.finished = True
            store.save_game(stored)
        finally:
            store.close()
        server.start()
        page = context.new_page()   # a fresh page on the restarted server
        yield page, server, running.game_id, finished
    finally:
        chromium.close()
        pw.stop()
        server.kill()


def test_the_charts_view_during_a_game(tv):
    page, server, game_id, _ = tv
    page.goto(f"{server.url}/game/{game_id}")
    title = page.get_by_test_id("board-title")
    expect(title).to_have_text(re.compile("Città|Mondo"), timeout=20_000)
    # the arrows lead to the charts (the boards follow whoever plays, so tap until they show)
    for _ in range(15):                 # bots move every 0.25 s: a loaded machine needs more taps
        page.get_by_role("button", name="Vista successiva").click()
        try:
            expect(title).to_have_text("Grafici", timeout=1000)
            break
        except AssertionError:
            continue
    expect(title).to_have_text("Grafici")
    for testid in ("chart-prices", "chart-worth"):
        expect(page.get_by_test_id(testid)).to_be_visible()
        _in_view(page, testid)

    prices = _wait_chart(page, "chart-prices", lambda c: len(c["x"]) >= 5)
    assert [s["name"] for s in prices["series"]] == ["Petrolio", "Oro", "Platino", "Diamanti", "Uranio"]
    assert len({s["symbol"] for s in prices["series"]}) == 5          # told apart without colour
    assert prices["font"] >= 16 and prices["height"] >= 240 and prices["width"] >= 600
    worth = _chart(page, "chart-worth")
    assert [s["name"] for s in worth["series"]] == ["G1 Anna", "G2 Bot 1", "G3 Bot 2"]
    assert len({s["symbol"] for s in worth["series"]}) == 3
    assert all(len(s["data"]) == len(worth["x"]) for s in worth["series"])
    page.screenshot(path=str(ARTIFACTS / "classroom-charts-1280x720.png"))

    # the bots play on: the charts stay while the turn changes and gain each round's end, and
    # their figures are the log's history
    first = len(prices["x"])
    later = _wait_chart(page, "chart-worth", lambda c: len(c["x"]) >= first + 2, timeout=90)
    expect(title).to_have_text("Grafici")
    from billionaire.engine import replay
    store = Store(server.data / "billionaire.sqlite3")
    try:
        record = store.load_game(game_id)
        log = record.log
    finally:
        store.close()
    h = history(record.setup, list(log))
    ends = {pt.round: pt for pt in h.points}     # the game runs: one point per round end
    for i, round_ in enumerate(later["x"]):
        point = ends[int(round_)]
        for seat, s in enumerate(later["series"], start=1):
            assert s["data"][i] == point.player(seat).net_worth, (round_, seat)
    assert replay(record.setup, list(log)).state.round >= int(later["x"][-1])


def test_the_debrief_after_the_end(tv):
    page, server, _, record = tv
    page.goto(f"{server.url}/game/{record.game_id}")
    button = page.get_by_role("button", name="Analisi della partita")
    expect(button).to_be_visible(timeout=20_000)
    button.click()
    expect(page.get_by_text("Momenti chiave")).to_be_visible()
    moments = page.get_by_test_id("debrief-moments").locator(":scope > *")
    assert 3 <= moments.count() <= 6
    for i in range(moments.count()):
        assert moments.nth(i).is_visible() and moments.nth(i).inner_text().strip()
    for testid in ("debrief-worth", "debrief-money"):
        _in_view(page, testid)
    worth = _wait_chart(page, "debrief-worth", lambda c: len(c["series"]) == 3)
    assert worth["font"] >= 16 and worth["height"] >= 200
    money = _wait_chart(page, "debrief-money", lambda c: len(c["series"]) > 0)
    assert {s["type"] for s in money["series"]} == {"bar"}
    assert money["x"] == ["G1 Anna", "G2 Bot 1", "G3 Bot 2"]
    page.screenshot(path=str(ARTIFACTS / "classroom-debrief-1280x720.png"))
    # on a 1920x1080 TV the charts' type grows with the moments' (both in the screen's rem)
    assert _chart_type_and_moments(page) == (16, 16)
    page.set_viewport_size(FULL_HD)
    page.get_by_role("button", name="Chiudi").click()
    page.get_by_role("button", name="Analisi della partita").click()
    _wait_chart(page, "debrief-money", lambda c: len(c["series"]) > 0 and round(c["font"]) == 24)
    assert _chart_type_and_moments(page) == (24, 24)
    page.screenshot(path=str(ARTIFACTS / "classroom-debrief-1920x1080.png"))
    page.set_viewport_size(TV)
    page.get_by_role("button", name="Chiudi").click()
    page.get_by_role("button", name="Analisi della partita").click()
    _wait_chart(page, "debrief-money", lambda c: len(c["series"]) > 0 and round(c["font"]) == 16)

    # the host's workbook, its net worth per round that of the game's history
    import openpyxl
    with page.expect_download() as got:
        page.get_by_role("button", name="Foglio di calcolo (.xlsx)").click()
    book = openpyxl.load_workbook(io.BytesIO(open(got.value.path(), "rb").read()))
    assert "Giocatori per giro" in book.sheetnames

    # another browser (no host key): the same debrief, no files
    other = page.context.browser.new_context(viewport=TV, locale="it-IT").new_page()
    try:
        other.goto(f"{server.url}/game/{record.game_id}")
        other.get_by_role("button", name="Analisi della partita").click()
        expect(other.get_by_text("Momenti chiave")).to_be_visible()
        expect(other.get_by_test_id("debrief-moments").locator(":scope > *")).to_have_count(moments.count())
        expect(other.get_by_role("button", name=re.compile(r"\.xlsx|\.zip|\.json"))).to_have_count(0)
    finally:
        other.context.close()
    page.get_by_role("button", name="Chiudi").click()
    expect(page.get_by_text("Momenti chiave")).to_be_hidden()


def test_the_class_page_ranks_each_table_and_marks_its_winner(tv):
    """`/classe` at 1280x720 and 1920x1080: each game this browser created; the finished one
    lists its players in its final ranking, the winner first with a trophy."""
    page, server, running, record = tv
    from billionaire.engine import replay
    from billionaire.rules.money import ranking
    store = Store(server.data / "billionaire.sqlite3")
    try:
        stored = store.load_game(record.game_id)
    finally:
        store.close()
    done = replay(stored.setup, list(stored.log))
    page.goto(f"{server.url}/classe")
    expect(page.get_by_text(f"Partita {record.game_id}")).to_be_visible(timeout=20_000)
    card = page.locator(".b-card", has_text=f"Partita {record.game_id}")
    names = [f"G{s} {done.state.player(s).name}" for s in ranking(done.state)]
    text = card.inner_text()
    assert [text.index(n) for n in names] == sorted(text.index(n) for n in names), (names, text)
    if done.state.winner is not None:
        expect(card.get_by_text("vincitore")).to_have_count(1)
        expect(card.get_by_text("1°")).to_be_visible()
    expect(page.locator(".b-card", has_text=f"Partita {running}")).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / "classroom-class-1280x720.png"))
    page.set_viewport_size(FULL_HD)
    time.sleep(0.5)
    page.screenshot(path=str(ARTIFACTS / "classroom-class-1920x1080.png"))
    page.set_viewport_size(TV)
