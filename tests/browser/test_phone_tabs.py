"""One seat open in two tabs, in a real browser (Playwright with Chromium).

A seat's link can be open twice (the phone and "Apri in una finestra", or a camera app and a
browser): each tab has its own countdown of the routine move. **Annulla** pressed in one tab must
stop the move for the seat: neither tab counts down any more and nothing rolls. The app runs as
`python app.py` in a subprocess (`running_app` in conftest.py) with a long countdown (the machine
is slow and shared) and bots held back.
"""
from __future__ import annotations

import time

import pytest
from browser_kit import create_from_setup

pytest.importorskip("playwright.sync_api")

PHONE = {"width": 412, "height": 915}
AUTO_DELAY = 8.0   # long enough to open the second tab and press Annulla on a busy machine

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def base_url(app_server):
    with app_server(30, AUTO_DELAY) as base:
        yield base


def _seat_link(base_url: str, browser) -> str:
    """A game of two humans created from the setup page; G1's phone link (G1 plays first)."""
    m = browser.new_page(viewport={"width": 1280, "height": 900})
    m.goto(base_url + "/")
    href = create_from_setup(m, ("Anna", "Bruno"))[0]
    m.close()
    return href if href.startswith("http") else base_url + href


def test_annulla_in_one_tab_stops_the_move_in_both(base_url, browser):
    from playwright.sync_api import expect

    url = _seat_link(base_url, browser)
    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)   # one browser...
    try:
        tabs = [ctx.new_page(), ctx.new_page()]                                  # ...two tabs
        for tab in tabs:
            tab.goto(url)
            expect(tab.get_by_text("Il tuo obiettivo segreto")).to_be_visible(timeout=20_000)
        for tab in tabs:
            expect(tab.get_by_test_id("phone-countdown")).to_contain_text("Tira i dadi tra", timeout=10_000)
        tabs[0].get_by_test_id("annulla").click()
        for tab in tabs:   # neither screen counts down any more
            expect(tab.get_by_test_id("phone-countdown")).to_be_hidden(timeout=AUTO_DELAY * 1000)
        time.sleep(AUTO_DELAY + 3)   # well past the moment the countdown would have ended
        for tab in tabs:   # nothing rolled: the roll is still there to tap, no destinations
            expect(tab.get_by_test_id("phone-countdown")).to_be_hidden()
            expect(tab.get_by_test_id("choice-roll")).to_be_visible()
            expect(tab.get_by_test_id("move-1")).to_have_count(0)
        # the player rolls by hand, from the other tab: both tabs follow
        tabs[1].get_by_test_id("choice-roll").click()
        for tab in tabs:
            expect(tab.get_by_test_id("move-1")).to_be_visible(timeout=15_000)
    finally:
        ctx.close()
