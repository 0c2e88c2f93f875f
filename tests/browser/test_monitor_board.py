"""The monitor's board in real Chromium: after a roll, no destination number and no pawn hides a
word of the board (a space's name, a price, a label), at two TV sizes; no pawn and number overlap.

One human and five bots: every pawn starts on the city airport, the most crowded space.
"""
from __future__ import annotations

import time

import pytest
from browser_kit import create_from_setup

pytestmark = pytest.mark.browser

from playwright.sync_api import Error as PWError  # noqa: E402

# Rectangles of the visible board's words (SVG text, but not the symbols inside icons), numbers
# and pawns, in CSS pixels.
MEASURE_JS = """() => {
  const wrap = [...document.querySelectorAll('.board-wrap')].find(w => w.offsetParent !== null);
  const box = e => { const r = e.getBoundingClientRect();
                     return {x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, text: e.textContent}; };
  const words = [...wrap.querySelectorAll('svg text:not(.mark)')].map(box);
  const dests = [...wrap.querySelectorAll('.dest')].filter(e => getComputedStyle(e).display !== 'none');
  const pawns = [...wrap.querySelectorAll('.pawn')].filter(e => getComputedStyle(e).display !== 'none');
  return {width: wrap.getBoundingClientRect().width, words, dests: dests.map(box), pawns: pawns.map(box)};
}"""


def _overlaps(a: dict, b: dict, tol: float = 0.5) -> bool:
    return a["x0"] + tol < b["x1"] and b["x0"] + tol < a["x1"] and a["y0"] + tol < b["y1"] and b["y0"] + tol < a["y1"]


def _hidden_words(found: dict, kind: str) -> list[str]:
    return [f"{piece['text']!r} over {word['text']!r}" for piece in found[kind] for word in found["words"]
            if _overlaps(piece, word)]


@pytest.fixture(scope="module")
def rolled(app_server, browser):
    """A monitor (1600×900) showing the numbered destinations of the human's first roll."""
    with app_server(0.2, 0.3) as base:
        ctx = browser.new_context(viewport={"width": 1600, "height": 900})
        monitor = ctx.new_page()
        monitor.goto(base + "/")
        (href,) = create_from_setup(monitor, ["Anna"], bots=5)
        phone_ctx = browser.new_context(viewport={"width": 412, "height": 915}, is_mobile=True, has_touch=True)
        phone = phone_ctx.new_page()
        phone.goto(href)
        dests = monitor.locator(".board-wrap .dest:visible")
        deadline = time.time() + 90
        while dests.count() == 0:   # tap "roll" as soon as it is the human's turn
            assert time.time() < deadline, "the human's roll never showed destinations"
            try:
                phone.locator('[data-testid="choice-roll"]:visible').first.click(timeout=1000)
            except PWError:
                pass
            time.sleep(0.3)
        if monitor.get_by_text("Entra in partita").is_visible():
            monitor.keyboard.press("Escape")
        time.sleep(1.5)   # pawns and numbers finish their animations
        yield monitor
        phone_ctx.close()
        ctx.close()


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720), (1920, 1080)])
def test_numbers_and_pawns_leave_every_word_readable(rolled, artifacts, size):
    rolled.set_viewport_size({"width": size[0], "height": size[1]})
    time.sleep(0.8)
    found = rolled.evaluate(MEASURE_JS)
    rolled.screenshot(path=str(artifacts / f"monitor-board-{size[0]}x{size[1]}.png"))
    assert found["dests"], "no destination number is shown after the roll"
    assert len(found["pawns"]) == 6
    assert len(found["words"]) > 30, "the board's words were not found"
    assert _hidden_words(found, "dests") == []
    assert _hidden_words(found, "pawns") == []
    covered = [f"{p['text']} over {d['text']}" for p in found["pawns"] for d in found["dests"] if _overlaps(p, d)]
    assert covered == [], "a pawn and a destination number overlap"
