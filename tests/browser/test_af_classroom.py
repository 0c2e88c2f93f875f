"""Alta Finanza's classroom in real Chromium on a TV (1280×720, then 1920×1080): a finished game
(created on the setup page, this browser its host, then replaced, server stopped, by the game
the bots played to the end) shows its charts (the six quotations, each player's worth and cash:
the figures of a fresh history of the stored log), the host's replay bar, and the debrief with
its key moments and the host's files; another browser gets the debrief without files.
Screenshots: test-artifacts/af-classroom-*.png.
"""
from __future__ import annotations

import io
import re
import time

import pytest
from playwright.sync_api import expect, sync_playwright

from billionaire.alta_finanza import bots
from billionaire.alta_finanza.engine import Game, SeatSpec
from billionaire.alta_finanza.history import history
from billionaire.randomplay import acting_seats
from billionaire.store import Store
from tests.browser.conftest import ARTIFACTS
from tests.browser.monitor_kit import _Stored
from tests.browser.test_classroom import _chart_type_and_moments, _in_view, _wait_chart
from tests.serverkit import AppServer, fill_setup, launch_chromium

pytestmark = pytest.mark.browser

TV = {"width": 1280, "height": 720}
FULL_HD = {"width": 1920, "height": 1080}


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """(host's page, server, the finished game's record, its log)."""
    server = AppServer(tmp_path_factory.mktemp("af-classroom") / "data").start()
    pw = sync_playwright().start()
    chromium = launch_chromium(pw)
    try:
        page = chromium.new_context(viewport=TV, locale="it-IT").new_page()
        page.goto(server.url + "/")
        page.get_by_test_id("setup-game").click()
        page.get_by_role("option", name="Alta Finanza").click()
        fill_setup(page, ["Anna"], ["Bot 1", "Bot 2"])
        time.sleep(0.5)
        page.get_by_role("button", name="Crea la partita").click()
        page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
        # no page stays open on a server that goes away (it would reconnect and reload by itself)
        context = page.context
        page.close()
        server.kill()
        store = Store(server.data / "billionaire.sqlite3")
        try:
            record = store.load_all()[-1]
            seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in record.setup["seats"]]
            done = Game.new(1, seats, 300_000)      # seed 1: a crack, a loan, a Telex prize
            while not done.over:
                seat = acting_seats(done)[0]
                done.apply(seat, bots.choose_action(done, seat))
            stored = _Stored(record, done)
            stored.finished = True
            store.save_game(stored)
        finally:
            store.close()
        server.start()
        page = context.new_page()   # a fresh page on the restarted server
        yield page, server, record, done
    finally:
        chromium.close()
        pw.stop()
        server.kill()


def _switch_to(page, title: str) -> None:
    """The arrow to the other view (tapped again if the page's connection was not up yet)."""
    for _ in range(5):
        page.get_by_role("button", name="Vista successiva").click()
        try:
            expect(page.get_by_test_id("board-title")).to_have_text(title, timeout=2000)
            return
        except AssertionError:
            continue
    expect(page.get_by_test_id("board-title")).to_have_text(title)


def test_the_charts_replay_and_debrief_of_a_finished_game(finished):
    page, server, record, game = finished
    h = history(game.setup, list(game.log))
    page.goto(f"{server.url}/game/{record.game_id}")
    expect(page.get_by_test_id("af-ranking")).to_be_visible(timeout=20_000)
    expect(page.get_by_text("Rivedi la partita")).to_be_visible()

    # the arrows lead to the charts, across the screen; their figures are the history's
    _switch_to(page, "Grafici")
    for testid in ("chart-prices", "chart-worth"):
        _in_view(page, testid)
    quotes = _wait_chart(page, "chart-prices", lambda c: len(c["series"]) == 6)
    assert [s["name"] for s in quotes["series"]] == ["Automobilistiche", "Navali", "Petrolifere", "Computers",
                                                    "Assicurazioni", "Banche"]
    assert quotes["x"] == [str(pt.round) for pt in h.points]
    assert quotes["series"][2]["data"] == [pt.quotes["oil"] for pt in h.points]
    assert quotes["font"] >= 16 and quotes["width"] >= 1000 and quotes["height"] >= 240
    worth = _wait_chart(page, "chart-worth", lambda c: len(c["series"]) == 6)   # worth and cash
    assert [s["name"] for s in worth["series"]] == ["G1 Anna", "G2 Bot 1", "G3 Bot 2"] * 2
    for seat in (1, 2, 3):
        assert worth["series"][seat - 1]["data"] == [pt.player(seat).worth for pt in h.points]
        assert worth["series"][seat + 2]["data"] == [pt.player(seat).cash for pt in h.points]
    assert len({s["symbol"] for s in worth["series"][:3]}) == 3
    page.screenshot(path=str(ARTIFACTS / "af-classroom-charts-1280x720.png"))
    page.set_viewport_size(FULL_HD)
    time.sleep(0.5)
    page.screenshot(path=str(ARTIFACTS / "af-classroom-charts-1920x1080.png"))
    page.set_viewport_size(TV)

    # the replay: back to the start, the track shows the game then; the end again
    _switch_to(page, "Tabellone")
    page.locator("button", has_text="first_page").click()
    expect(page.get_by_text("inizio", exact=True)).to_be_visible()
    expect(page.get_by_test_id("af-round")).to_have_text("Giro 1")
    expect(page.get_by_test_id("af-ranking")).to_be_hidden()
    page.screenshot(path=str(ARTIFACTS / "af-classroom-replay-1280x720.png"))
    page.locator("button", has_text="last_page").click()
    expect(page.get_by_text("fine della partita")).to_be_visible()
    expect(page.get_by_test_id("af-ranking")).to_be_visible()
    # the replay bar's words read from the sofa, each on one line (docs/monitor.md)
    words = page.evaluate("""() => [...document.querySelectorAll('[data-testid="replay-bar"] *')]
        .flatMap(el => [...el.childNodes].filter(n => n.nodeType === 3 && n.textContent.trim() && el.getClientRects().length)
        .map(n => { const r = document.createRange(); r.selectNodeContents(n);
                    return {text: n.textContent.trim(), px: parseFloat(getComputedStyle(el).fontSize),
                            lines: new Set([...r.getClientRects()].map(b => Math.round(b.top))).size}; }))""")
    shown = [w for w in words if w["text"] not in ("history", "first_page", "chevron_left", "play_arrow",
                                                   "chevron_right", "last_page")]
    assert {w["text"] for w in shown} >= {"Rivedi la partita", "fine della partita"}
    assert all(w["px"] >= TV["height"] / 60 and w["lines"] == 1 for w in shown), shown

    # the debrief: 3 to 6 key moments, the money by cause, the host's files
    page.get_by_role("button", name="Analisi della partita").click()
    moments = page.get_by_test_id("debrief-moments").locator(":scope > *")
    expect(moments.first).to_be_visible()
    assert 3 <= moments.count() <= 6
    assert any("Crack" in moments.nth(i).inner_text() for i in range(moments.count()))
    for testid in ("debrief-worth", "debrief-money"):
        _in_view(page, testid)
    money = _wait_chart(page, "debrief-money", lambda c: len(c["series"]) > 0)
    assert money["x"] == ["G1 Anna", "G2 Bot 1", "G3 Bot 2"] and money["font"] >= 16
    page.screenshot(path=str(ARTIFACTS / "af-classroom-debrief-1280x720.png"))
    assert _chart_type_and_moments(page) == (16, 16)
    page.set_viewport_size(FULL_HD)          # a larger TV: the debrief opened there
    page.get_by_role("button", name="Chiudi").click()
    page.get_by_role("button", name="Analisi della partita").click()
    _wait_chart(page, "debrief-money", lambda c: len(c["series"]) > 0 and round(c["font"]) == 24)
    assert _chart_type_and_moments(page) == (24, 24)
    page.screenshot(path=str(ARTIFACTS / "af-classroom-debrief-1920x1080.png"))
    import openpyxl
    with page.expect_download() as got:
        page.get_by_role("button", name="Foglio di calcolo (.xlsx)").click()
    assert got.value.suggested_filename == f"alta-finanza-{record.game_id}.xlsx"
    book = openpyxl.load_workbook(io.BytesIO(open(got.value.path(), "rb").read()))
    assert "Quotazioni" in book.sheetnames

    # another browser (no host key): the same debrief, no files, no replay
    other = page.context.browser.new_context(viewport=TV, locale="it-IT").new_page()
    try:
        other.goto(f"{server.url}/game/{record.game_id}")
        other.get_by_role("button", name="Analisi della partita").click()
        expect(other.get_by_test_id("debrief-moments").locator(":scope > *")).to_have_count(moments.count())
        expect(other.get_by_role("button", name=re.compile(r"\.xlsx|\.zip|\.json"))).to_have_count(0)
        expect(other.get_by_text("Rivedi la partita")).to_have_count(0)
    finally:
        other.context.close()
