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
