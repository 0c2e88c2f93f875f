"""Long names on a 412 px phone, in a real browser (Playwright with Chromium).

Names may be 40 characters long. On the phone a long name must end in "…" instead of running past
the card's edge, and every amount (the cash in the header, each net worth of the final ranking)
must stay whole, on one line. The app runs as `python app.py` in a subprocess (`running_app`
in conftest.py), with bots and routine moves held back.
"""
from __future__ import annotations

import re
import time

import pytest

pytest.importorskip("playwright.sync_api")

PHONE = {"width": 412, "height": 915}
LONG = ("Eva " + "M" * 36, "Bartolomeo" + "W" * 30)   # 40 characters each

pytestmark = pytest.mark.browser

# Where an element is and whether its text is cut: [left, right, top, bottom, lines, clipped]
BOX_JS = """e => { const r = e.getBoundingClientRect(), s = getComputedStyle(e);
  const line = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.5;
  return {left: r.left, right: r.right, lines: Math.round(r.height / line),
          clipped: e.scrollWidth > e.clientWidth + 1, text: e.innerText}; }"""


@pytest.fixture(scope="module")
def base_url(app_server):
    """An app of its own whose bots and routine moves wait (30 s, 60 s): nothing moves while a
    screen is measured."""
    with app_server(30, 60) as base:
        yield base


@pytest.fixture(scope="module")
def phones(base_url, browser):
    """Two phones (412 px) of a game with two 40-character names, created from the setup page."""
    from playwright.sync_api import expect

    m = browser.new_page(viewport={"width": 1280, "height": 900})
    m.goto(base_url + "/")
    m.get_by_label("Giocatori umani (0–6)").fill("2")
    m.get_by_label("Giocatori umani (0–6)").blur()
    expect(m.get_by_label("Nome giocatore 2")).to_be_visible(timeout=10_000)
    for i, name in enumerate(LONG, start=1):
        field = m.get_by_label(f"Nome giocatore {i}")
        field.fill("")
        field.press_sequentially(name + "XYZ")   # three more than allowed: refused
        assert field.input_value() == name
        field.blur()
    time.sleep(0.5)
    m.get_by_role("button", name="Crea la partita").click()
    m.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    links = m.locator("a", has_text="Apri in una finestra")
    expect(links).to_have_count(2, timeout=20_000)
    hrefs = [links.nth(i).get_attribute("href") for i in range(2)]
    pages = []
    for href in hrefs:
        ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        page = ctx.new_page()
        page.goto(href if href.startswith("http") else base_url + href)
        expect(page.get_by_text("Il tuo obiettivo segreto")).to_be_visible(timeout=20_000)
        pages.append(page)
    yield pages


def _box(page, selector: str) -> dict:
    return page.locator(selector).first.evaluate(BOX_JS)


def _inside(page, selector: str) -> None:
    """Nothing sticks out of the 412 px screen (no sideways scrolling)."""
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], selector
    box = _box(page, selector)
    assert box["left"] >= 0 and box["right"] <= PHONE["width"], box


def test_header_cash_is_on_one_line(phones):
    for page in phones:
        cash = _box(page, '[data-testid="phone-cash"]')
        assert cash["lines"] == 1 and not cash["clipped"], cash
        assert cash["text"] == "10.000 $"
        _inside(page, '[data-testid="phone-cash"]')
        name = _box(page, '[data-testid="phone-name"]')
        assert name["clipped"] and name["text"] in LONG   # shortened on screen, whole in the page


def test_other_players_turn_shows_a_shortened_name(phones):
    waiting = phones[1]   # G1 plays first: G2's phone names G1
    banner = waiting.get_by_test_id("phone-turn")
    assert banner.inner_text().replace("\n", "").startswith(f"Tocca a G1 {LONG[0]}")
    _inside(waiting, '[data-testid="phone-turn"]')
    name = _box(waiting, '[data-testid="phone-turn"] .ph-who')
    assert name["clipped"] and name["right"] <= PHONE["width"], name
    assert re.search(r"· \w[^·]*$", banner.inner_text().strip())   # the phase stays visible


def test_final_ranking_shows_every_net_worth_whole(phones):
    from playwright.sync_api import expect

    for page in phones:
        page.get_by_test_id("vote").click()
        page.get_by_test_id("yes").click()
    for page in phones:
        expect(page.get_by_text("Partita finita").first).to_be_visible(timeout=15_000)
        rows = page.get_by_test_id("phone-rank")
        expect(rows).to_have_count(4, timeout=10_000)
        for i in range(4):
            row = rows.nth(i)
            box = row.evaluate(BOX_JS)
            assert box["lines"] == 1 and box["right"] <= PHONE["width"], box
            amount = row.locator(".ph-amount").last.evaluate(BOX_JS)
            assert re.fullmatch(r"[\d.]+ \$", amount["text"]), amount
            assert amount["lines"] == 1 and not amount["clipped"] and amount["right"] <= PHONE["width"]
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
