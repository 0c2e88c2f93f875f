"""An Alta Finanza game in real Chromium with two phones opened from the host's monitor with
**Apri in una finestra**: both play, the server is killed (SIGKILL, a crash) and restarted, the
phones come back by themselves on the same game (same cash, same turn) and play on, and the two
humans' votes end it with a ranking on the monitor and on both phones."""
from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect, sync_playwright

from tests.browser.browser_kit import af_tap_first
from tests.serverkit import AppServer, fill_setup, launch_chromium

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def _move(phone) -> bool:
    """The phone's first decision (a trade: one share; a loan or re-entry: Sì)."""
    try:
        return af_tap_first(phone) is not None
    except Exception:
        return False


def _play(phones, moves: int, seconds: float = 60) -> int:
    done, deadline = 0, time.monotonic() + seconds
    while done < moves and time.monotonic() < deadline:
        moved = False
        for p in phones:
            if _move(p):
                done, moved = done + 1, True
                time.sleep(0.3)
        if not moved:
            time.sleep(0.2)
    return done


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    server = AppServer(tmp_path_factory.mktemp("af-restart") / "data").start()
    pw = sync_playwright().start()
    browser = launch_chromium(pw)
    try:
        yield server, browser
    finally:
        browser.close()
        pw.stop()
        server.kill()


def test_two_phones_a_crash_and_a_vote(room):
    server, browser = room
    monitor = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    monitor.goto(server.url + "/")
    monitor.get_by_test_id("setup-game").click()
    monitor.get_by_role("option", name="Alta Finanza").click()
    fill_setup(monitor, ["Anna", "Bruno"], 0)
    time.sleep(0.5)
    monitor.get_by_role("button", name="Crea la partita").click()
    monitor.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    links = monitor.locator("a", has_text="Apri in una finestra")
    expect(links).to_have_count(2, timeout=20_000)
    phones = []
    for i in range(2):
        with monitor.expect_popup() as popup:
            links.nth(i).click()
        url = popup.value.url
        popup.value.close()
        page = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
        page.goto(url)
        phones.append(page)
    expect(phones[0].get_by_test_id("af-phone-name")).to_contain_text("Anna", timeout=20_000)
    expect(phones[1].get_by_test_id("af-phone-name")).to_contain_text("Bruno", timeout=20_000)
    assert _play(phones, 8) >= 8

    time.sleep(0.5)
    before = [p.get_by_test_id("af-phone-cash").text_content() for p in phones]
    round_before = monitor.get_by_test_id("af-round").text_content()
    server.kill()                           # a crash
    server.start()
    for page, cash in zip(phones, before):  # the pages reconnect by themselves, same game
        expect(page.get_by_test_id("af-phone-cash")).to_have_text(cash, timeout=30_000)
    expect(monitor.get_by_test_id("af-round")).to_have_text(round_before, timeout=30_000)
    assert _play(phones, 4) >= 4            # and the game goes on

    for page in phones:                     # two humans: both votes end it
        page.get_by_test_id("vote").click()
        page.get_by_test_id("yes").click()
        time.sleep(0.5)
    expect(monitor.get_by_test_id("af-ranking")).to_be_visible(timeout=15_000)
    expect(monitor.get_by_test_id("af-ranking")).to_contain_text("Anna")
    expect(monitor.get_by_test_id("af-ranking")).to_contain_text("Bruno")
    for page in phones:
        expect(page.get_by_test_id("af-phone-winner")).to_be_visible(timeout=15_000)
