"""The host keeps the host controls across a server restart, and what the server remembers of
the host's browser lives in the data folder with the games (not in the folder it was started
from), so moving or backing up `--data` keeps it."""
from __future__ import annotations

from playwright.sync_api import Error as PWError
from playwright.sync_api import expect, sync_playwright

from tests.browser.conftest import MONITOR
from tests.serverkit import AppServer, create_game_via_setup, launch_chromium


def test_host_controls_survive_a_restart_and_live_in_the_data_folder(tmp_path):
    data = tmp_path / "data"
    server = AppServer(data, bot_delay=0.5, auto_delay=1.0).start()
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            host = browser.new_context(viewport=MONITOR)
            page = host.new_page()
            game_id = create_game_via_setup(page, server.url, ["Anna"], ["Bot 1"])
            links = page.locator("a", has_text="Apri in una finestra")
            expect(links).to_have_count(1, timeout=20_000)

            stored = list((data / "browsers").glob("storage-user-*.json"))
            assert stored, "the host's browser storage is not in the data folder"
            assert any(game_id in f.read_text() for f in stored)

            server.kill()
            server.start()
            # The open page reconnects by itself and may reload at that moment, which aborts a
            # navigation of ours started at the same time: open it again then.
            for attempt in range(3):
                try:
                    page.goto(f"{server.url}/game/{game_id}")
                    break
                except PWError:
                    if attempt == 2:
                        raise
                    page.wait_for_timeout(500)
            expect(page.locator("a", has_text="Apri in una finestra")).to_have_count(1, timeout=20_000)

            stranger = browser.new_context(viewport=MONITOR).new_page()
            stranger.goto(f"{server.url}/game/{game_id}")
            expect(stranger.get_by_text("Anna").first).to_be_visible(timeout=20_000)
            expect(stranger.locator("a", has_text="Apri in una finestra")).to_have_count(0)
        finally:
            browser.close()
            server.kill()
