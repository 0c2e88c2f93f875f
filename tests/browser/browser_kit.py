"""Shared steps of the browser tests (no tests here)."""
from __future__ import annotations

import re
import time

from tests.serverkit import fill_setup


def create_from_setup(page, names, bots: int | None = None) -> list[str]:
    """Create a game on the setup page already open in `page`, as a host would: one human seat
    per name, `bots` bots (None: the page's default). Waits for the monitor and returns the
    humans' "Apri in una finestra" links, seat order."""
    from playwright.sync_api import expect

    fill_setup(page, list(names), bots)
    time.sleep(0.5)   # let the last value reach the server before the click
    page.get_by_role("button", name="Crea la partita").click()
    page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    links = page.locator("a", has_text="Apri in una finestra")
    expect(links).to_have_count(len(names), timeout=20_000)
    return [links.nth(i).get_attribute("href") for i in range(len(names))]


def af_tap_first(phone, shares: int = 1) -> str | None:
    """Tap an Alta Finanza phone's first decision and answer its question if one opens (a trade:
    `shares`, then **Sì**). Returns what was played: the question decides, not the test id read
    before the tap (a routine move may run by itself just then, and the same button then shows
    the next choice: the tap lands on that one). None when nothing could be tapped."""
    buttons = phone.locator("[data-testid^='af-choice-']:visible")
    if not buttons.count():
        return None
    tid = buttons.first.get_attribute("data-testid") or ""
    try:
        buttons.first.click(timeout=3000)
    except Exception:
        return None
    yes = phone.get_by_test_id("yes")
    try:
        yes.wait_for(state="visible", timeout=1000)
    except Exception:
        return tid                      # no question: the move was played
    amount = phone.get_by_test_id("af-amount")
    if amount.is_visible():
        from playwright.sync_api import expect
        for _ in range(shares - 1):
            phone.get_by_test_id("af-amount-plus").click()
        expect(phone.get_by_test_id("af-amount-total")).to_contain_text(f"{shares} ×")
        tid = "af-choice-trade"
    yes.click()
    yes.wait_for(state="hidden", timeout=5000)
    return tid
