"""Shared steps of the browser tests (no tests here)."""
from __future__ import annotations

import re
import time


def create_from_setup(page, names, bots: int | None = None) -> list[str]:
    """Create a game on the setup page already open in `page`, as a host would: one human seat
    per name, `bots` bots (None: the page's default). Waits for the monitor and returns the
    humans' "Apri in una finestra" links, seat order."""
    from playwright.sync_api import expect

    humans = page.get_by_label("Giocatori umani (0–6)")
    humans.fill(str(len(names)))
    humans.blur()
    if bots is not None:
        page.get_by_label("Bot (0–6)").fill(str(bots))
        page.get_by_label("Bot (0–6)").blur()
    expect(page.get_by_label(f"Nome giocatore {len(names)}")).to_be_visible(timeout=10_000)
    if bots is not None:
        # Both counts rebuild the name fields: type only into the fields of the last rebuild, or
        # a name typed into a field that is being replaced is lost (a loaded machine shows it).
        expect(page.get_by_label(f"Nome bot {bots + 1}")).to_have_count(0, timeout=10_000)
        if bots:
            expect(page.get_by_label(f"Nome bot {bots}")).to_be_visible(timeout=10_000)
    for i, name in enumerate(names, start=1):
        field = page.get_by_label(f"Nome giocatore {i}")
        field.fill(name)
        field.blur()
        expect(field).to_have_value(name)
    time.sleep(0.5)   # let the last value reach the server before the click
    page.get_by_role("button", name="Crea la partita").click()
    page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    links = page.locator("a", has_text="Apri in una finestra")
    expect(links).to_have_count(len(names), timeout=20_000)
    return [links.nth(i).get_attribute("href") for i in range(len(names))]
