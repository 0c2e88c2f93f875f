"""Alta Finanza in real Chromium: created from the setup page, its monitor at 1280×720 and
1920×1080, a phone (390×844) opened with **Apri in una finestra** rolling and trading, the
host's end to a ranking. Screenshots go to test-artifacts/af-*.png."""
from __future__ import annotations

import re
import time

import pytest

pytestmark = pytest.mark.browser

from playwright.sync_api import expect  # noqa: E402

from tests.browser.browser_kit import af_tap_first  # noqa: E402
from tests.serverkit import fill_setup  # noqa: E402

PHONE = {"width": 390, "height": 844}


def _play_a_move(phone) -> str | None:
    """Tap the phone's first decision (a trade: two shares, then Sì); returns what was played."""
    return af_tap_first(phone, shares=2)


def test_an_alta_finanza_game_from_setup_to_ranking(server, browser, artifacts):
    monitor_ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    monitor = monitor_ctx.new_page()
    monitor.goto(server + "/")
    monitor.get_by_test_id("setup-game").click()
    monitor.get_by_role("option", name="Alta Finanza").click()
    expect(monitor.get_by_test_id("setup-target")).to_be_visible()
    expect(monitor.get_by_test_id("setup-cash")).to_be_hidden()
    fill_setup(monitor, ["Anna"], 2)
    time.sleep(0.5)
    monitor.get_by_role("button", name="Crea la partita").click()
    monitor.wait_for_url(re.compile(r"/game/"), timeout=20_000)
    link = monitor.locator("a", has_text="Apri in una finestra").first
    expect(link).to_be_visible(timeout=20_000)
    with monitor.expect_popup() as popup:
        link.click()
    phone_url = popup.value.url
    popup.value.close()
    monitor.keyboard.press("Escape")
    expect(monitor.get_by_test_id("af-track")).to_be_visible()
    expect(monitor.get_by_test_id("af-quote-oil")).to_be_visible()

    phone_ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    phone = phone_ctx.new_page()
    phone.goto(phone_url)
    expect(phone.get_by_test_id("af-phone-name")).to_have_text("Anna", timeout=20_000)
    played: list[str] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not any(t.startswith("af-choice-trade") for t in played):
        try:
            phone.wait_for_selector("[data-testid^='af-choice-']", timeout=10_000)
        except Exception:
            continue
        tid = _play_a_move(phone)
        if tid:
            played.append(tid)
            time.sleep(0.4)
    # a trade was played through the amount control, after the pawn moved (rolled by the player,
    # by a Tessera, or by itself: a lone roll runs at once once the screen has been seen)
    assert "af-choice-trade" in played
    phone.screenshot(path=str(artifacts / "af-phone-390x844.png"))
    monitor.screenshot(path=str(artifacts / "af-monitor-1280x720.png"))
    monitor.set_viewport_size({"width": 1920, "height": 1080})
    time.sleep(0.5)
    monitor.screenshot(path=str(artifacts / "af-monitor-1920x1080.png"))
    # nothing is cut or scrolled on the TV
    scroll = monitor.evaluate("[document.documentElement.scrollHeight, window.innerHeight]")
    assert scroll[0] <= scroll[1] + 1, scroll

    monitor.get_by_test_id("end-game").click()
    monitor.get_by_test_id("end-yes").click()
    expect(monitor.get_by_test_id("af-ranking")).to_be_visible(timeout=10_000)
    expect(phone.get_by_test_id("af-phone-winner")).to_be_visible(timeout=10_000)
    monitor.screenshot(path=str(artifacts / "af-monitor-over-1920x1080.png"))
    phone_ctx.close()
    monitor_ctx.close()
