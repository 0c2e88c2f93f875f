"""A worked example for people who test Billionaire with Playwright (docs/testing.md).

It starts the app as a test would (`--seed` for the same deal every run, `--fast` for no
waiting), creates a game on the setup page (one human, one bot), opens the human's phone from
the link on the host's monitor, plays a few rounds through the listed test ids only, votes to
end, and checks the ranking on the monitor and on the phone. Run it alone with

    .venv/bin/python -m pytest examples/test_worked_example.py

It needs Chromium: Debian's `/usr/bin/chromium` if there is one, else Playwright's own
(`.venv/bin/playwright install chromium`).
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.browser
SEED = 7
ROUNDS = 3          # play this many rounds, then vote to end


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """`app.py` on a free local port, its own data folder, seeded and fast."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    proc = subprocess.Popen(
        [sys.executable, "app.py", "--host", "127.0.0.1", "--port", str(port), "--public-url", url,
         "--data", str(tmp_path_factory.mktemp("data")), "--seed", str(SEED), "--fast"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 60
        while True:
            try:
                with urllib.request.urlopen(url + "/", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                if proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError("app.py did not start")
                time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as pw:
        chromium = "/usr/bin/chromium"
        if Path(chromium).exists():
            b = pw.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        else:
            b = pw.chromium.launch()
        yield b
        b.close()


def fill(page, testid: str, value: str) -> None:
    """A text or number field's test id is on its input: type into it, then leave it."""
    field = page.get_by_test_id(testid)
    field.fill(value)
    field.blur()


def take_a_step(phone) -> bool:
    """Tap what a player would tap now; False when there is nothing to decide."""
    for selector in ('[data-testid="yes"]', '[data-testid^="move-"]', '[data-testid="choice-roll"]',
                     '[data-testid="choice-end_turn"]', '[data-testid^="choice-"]'):
        button = phone.locator(f"{selector}:visible").first
        if button.count():
            try:
                button.click(timeout=2000)
                return True
            except Exception:        # the page moved on under the tap: look again
                return False
    return False


def test_a_seeded_game_played_through_the_test_ids(server, browser):
    host = browser.new_context(viewport={"width": 1280, "height": 720}, locale="it-IT").new_page()
    host.goto(server + "/")
    fill(host, "setup-humans", "1")
    fill(host, "setup-bots", "1")
    # the counts rebuild the name fields: wait for the new ones before typing names
    expect(host.get_by_test_id("setup-name-bot-2")).to_have_count(0)
    expect(host.get_by_test_id("setup-name-bot-1")).to_be_visible()
    fill(host, "setup-name-human-1", "Anna")
    fill(host, "setup-name-bot-1", "Robi")
    host.get_by_test_id("setup-create").click()
    host.wait_for_url(re.compile(r"/game/"))
    phone_url = host.get_by_test_id("seat-url-1").inner_text().strip()   # only the host sees it

    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                locale="it-IT").new_page()
    phone.goto(phone_url)
    expect(phone.get_by_test_id("phone-name")).to_contain_text("Anna")
    expect(host.get_by_test_id("monitor-round")).to_have_text("Giro 1")

    deadline = time.time() + 120
    while not re.search(rf"Giro {ROUNDS + 1}\b", host.get_by_test_id("monitor-round").inner_text()):
        assert time.time() < deadline, "the game did not get through the rounds"
        if not take_a_step(phone):
            time.sleep(0.1)          # the bot plays (at once with --fast), or the page updates

    # one human: one vote ends the game
    phone.get_by_test_id("vote").click()
    phone.get_by_test_id("yes").click()
    ranking = host.get_by_test_id("ranking")
    expect(ranking).to_be_visible(timeout=15_000)
    expect(ranking).to_contain_text("Anna")
    expect(ranking).to_contain_text("Robi")
    winner = host.get_by_test_id("monitor-current").inner_text()
    assert winner.startswith("Vince ")
    expect(phone.get_by_test_id("phone-winner")).to_contain_text(winner.removeprefix("Vince "))
    expect(host.get_by_role("button", name="Analisi della partita")).to_be_visible()
