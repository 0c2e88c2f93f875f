"""Names are text, never markup: hostile names typed in the setup page stay literal everywhere.

Three humans and a bot get names that would run script if any screen rendered them as HTML.
They must appear as the literal text on the monitor, on each phone and in the games list, and
`window.__xss` must stay undefined in every page while the game runs.
"""
from __future__ import annotations

import time

import pytest

from tests.serverkit import AppServer, create_game_via_setup, launch_chromium

pytestmark = pytest.mark.browser

from playwright.sync_api import Error as PWError  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

HUMANS = ("<img src=x onerror=window.__xss=1>",
          "<script>window.__xss=1</script>",
          '"><svg onload=window.__xss=1>')
BOT = "<iframe onload=window.__xss=1>"
NAMES = HUMANS + (BOT,)
PHONE = {"width": 412, "height": 915}
MONITOR = {"width": 1600, "height": 900}


@pytest.fixture(scope="module")
def xss_game(tmp_path_factory):
    data = tmp_path_factory.mktemp("xss") / "data"
    server = AppServer(data, bot_delay=0.05, auto_delay=0.3).start()
    pw = sync_playwright().start()
    browser = launch_chromium(pw)
    dialogs: list[str] = []
    try:
        ctx = browser.new_context(viewport=MONITOR)
        m = ctx.new_page()
        m.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        create_game_via_setup(m, server.url, list(HUMANS), [BOT])
        links = m.locator("a", has_text="Apri in una finestra")
        expect(links).to_have_count(3, timeout=20_000)
        hrefs = [links.nth(i).get_attribute("href") for i in range(3)]
        phones = []
        for href in hrefs:
            pctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
            page = pctx.new_page()
            page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
            page.goto(href, wait_until="commit")
            phones.append(page)
        for page in phones:
            expect(page.get_by_text("Il tuo obiettivo segreto")).to_be_visible(timeout=30_000)
        yield server, browser, m, phones, dialogs
    finally:
        try:
            browser.close()
        finally:
            pw.stop()
            server.kill()


def _no_xss(page) -> None:
    assert page.evaluate("typeof window.__xss") == "undefined", page.url
    for selector in ('img[src="x"]', "svg[onload]", "[onerror]", "[onload]", "iframe"):
        assert page.locator(selector).count() == 0, (page.url, selector)
    scripts = page.locator("script").all_inner_texts()
    assert not any(s.strip() == "window.__xss=1" for s in scripts), page.url


def test_names_are_literal_text_on_the_monitor(xss_game):
    _, _, monitor, _, dialogs = xss_game
    monitor.keyboard.press("Escape")          # the join dialog
    for name in NAMES:
        expect(monitor.get_by_text(name, exact=True).first).to_be_attached(timeout=10_000)
    _no_xss(monitor)
    assert dialogs == []


def test_names_are_literal_text_on_each_phone(xss_game):
    _, _, _, phones, dialogs = xss_game
    shown = sorted(p.get_by_test_id("phone-name").inner_text() for p in phones)
    assert shown == sorted(HUMANS)
    for page in phones:
        _no_xss(page)
    assert dialogs == []


def test_nothing_runs_while_the_game_goes_on(xss_game):
    server, browser, monitor, phones, dialogs = xss_game
    # let the bot play and the phones roll by themselves; open the zoom where there is one
    end = time.monotonic() + 4
    while time.monotonic() < end:
        for page in phones:
            try:
                zoom = page.get_by_test_id("zoom")
                if zoom.count() and zoom.first.is_visible():
                    zoom.first.click(timeout=1000)
                    page.keyboard.press("Escape")
                moves = page.locator('[data-testid^="move-"]')
                if moves.count():
                    moves.first.click(timeout=1000)
            except PWError:
                pass
        time.sleep(0.2)
    for page in [monitor, *phones]:
        _no_xss(page)
    # the games list on the setup page shows the names too
    ctx = browser.new_context(viewport=MONITOR)
    try:
        page = ctx.new_page()
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.goto(server.url + "/")
        expect(page.get_by_text("Partite", exact=True)).to_be_visible(timeout=20_000)
        expect(page.get_by_text(", ".join(NAMES)).first).to_be_attached(timeout=10_000)
        _no_xss(page)
    finally:
        ctx.close()
    assert dialogs == []
