"""The monitor fits common screens: a TV or laptop at 1280×720, 1366×768, 1536×864, 1920×1080,
and a 4:3 projector at 1024×768.

With six players (two humans, whose rows also carry the phone's state and the host's "Posto"
button) every player's whole name is readable, nothing in a row runs over the money, and the
page needs no scrolling (nobody scrolls a TV).
"""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import sync_playwright

from tests.serverkit import AppServer, create_game_via_setup, launch_chromium

SIZES = [(1280, 720), (1366, 768), (1536, 864), (1920, 1080), (1024, 768)]
HUMANS = ["Annabella Maria", "Bruno"]

MEASURE = """() => {
  const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const names = [...document.querySelectorAll('.p-name')]
      .map(e => ({name: e.textContent, clipped: e.scrollWidth > e.clientWidth + 1 || e.clientWidth < 10}));
  const overlaps = [];
  for (const row of document.querySelectorAll('.p-row')) {
    const money = row.querySelector('.p-money').getBoundingClientRect();
    for (const el of row.querySelectorAll('.p-line > *')) {
      const box = el.getBoundingClientRect();
      if (box.width && hit(box, money)) overlaps.push(el.textContent);
    }
  }
  return {names, overlaps, height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth};
}"""


@pytest.fixture(scope="module")
def browser():
    """One Playwright and one Chromium for the module (a second sync Playwright in the same
    thread is refused while the first runs)."""
    pw = sync_playwright().start()
    chromium = launch_chromium(pw)
    try:
        yield chromium
    finally:
        chromium.close()
        pw.stop()


@pytest.fixture(scope="module")
def monitor(browser, tmp_path_factory):
    server = AppServer(tmp_path_factory.mktemp("fit") / "data", bot_delay=60, auto_delay=1.0).start()
    try:
        page = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
        create_game_via_setup(page, server.url, HUMANS, [f"Bot {i}" for i in range(1, 5)])
        page.keyboard.press("Escape")    # the QR codes' dialog
        yield page
    finally:
        server.kill()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_six_players_fit_and_every_name_is_whole(monitor, size):
    width, height = size
    monitor.set_viewport_size({"width": width, "height": height})
    time.sleep(0.5)   # let the layout settle after the resize
    got = monitor.evaluate(MEASURE)
    assert sorted(n["name"] for n in got["names"]) == sorted([*HUMANS, "Bot 1", "Bot 2", "Bot 3", "Bot 4"])
    assert [n["name"] for n in got["names"] if n["clipped"]] == []
    assert got["overlaps"] == []
    assert got["height"] <= height and got["width"] <= width


QR_SIZES = [(1280, 720), (1366, 768)]


@pytest.mark.parametrize("size", QR_SIZES, ids=[f"{w}x{h}" for w, h in QR_SIZES])
def test_six_qr_codes_show_whole_without_scrolling(browser, tmp_path, size):
    """Six humans: the join dialog shows every QR code whole on the screen at once."""
    width, height = size
    server = AppServer(tmp_path / "data", bot_delay=60, auto_delay=1.0).start()
    context = None
    try:
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        create_game_via_setup(page, server.url, ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"])
        codes = page.locator(".q-dialog .qr")
        codes.nth(5).wait_for(timeout=20_000)
        time.sleep(0.5)   # the dialog's opening animation
        boxes = [codes.nth(i).bounding_box() for i in range(codes.count())]
        assert len(boxes) == 6
        for box in boxes:
            assert box["width"] >= 100   # big enough to scan from a step away
            assert 0 <= box["x"] and box["x"] + box["width"] <= width
            assert 0 <= box["y"] and box["y"] + box["height"] <= height
    finally:
        if context is not None:
            context.close()
        server.kill()
